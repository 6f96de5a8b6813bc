//! Wave64 state: scalar registers, lane-contiguous VGPRs, EXEC/VCC as `u64`, SCC, PC.

use alloc::vec;
use alloc::vec::Vec;

use alloc::string::String;

use crate::machine::WaveChanges as Changes;

use super::{LaneMoves, LdsAccess, WaitCounters};
use crate::isa::inst::{Dpp, Inst};
use crate::isa::table::{Op, Slot};

use crate::isa::arch::Arch;
use crate::isa::operand::{gfx9_scalar_code, inline_value, Ty, INLINE_F64, VGPR0};

/// MODE.GPR_IDX_EN, bit 27: VGPR indexing through M0 (seed 000 line 368; seed 001 line 830).
pub const MODE_GPR_IDX_EN: u32 = 1 << 27;

/// Lanes per wave.
pub const LANES: usize = 64;
/// Register index of AGPR 0 in [`Wave::vgpr`]: on gfx950 the AccVGPRs follow the 256
/// architectural VGPRs in one lane-contiguous file (seed 001 L919-L928: up to 512 VGPRs per wave,
/// 256 of each type), so AGPR `n` is register `AGPR0 + n` to every view and change list.
pub const AGPR0: usize = 256;
/// Values of one vector register, one per lane.
pub type Lanes = [u32; LANES];

/// High dwords of the shared and private apertures (`src_shared_base` …), as a 64-bit flat
/// address `base << 32`. The seeds leave the values to the implementation; these are the
/// ones Linux ROCm uses on GFX9.
pub const SHARED_BASE_HI: u32 = 0x0001_0000;
/// High dword of the private (scratch) aperture base.
pub const PRIVATE_BASE_HI: u32 = 0x0002_0000;

/// The state of one wave.
#[derive(Clone, Debug, PartialEq)]
pub struct Wave {
    /// Target architecture.
    pub arch: Arch,
    /// s0..s101.
    pub sgpr: [u32; 102],
    /// ttmp0..ttmp15.
    pub ttmp: [u32; 16],
    /// FLAT_SCRATCH (codes 102/103).
    pub flat_scratch: u64,
    /// XNACK_MASK (codes 104/105).
    pub xnack_mask: u64,
    /// VCC.
    pub vcc: u64,
    /// EXEC.
    pub exec: u64,
    /// M0.
    pub m0: u32,
    /// SCC.
    pub scc: bool,
    /// MODE register (FP_ROUND 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9, …).
    pub mode: u32,
    /// VGPRs, lane-contiguous: register `r` of lane `l` is `vgpr[r * 64 + l]`; on gfx950 the
    /// AGPRs follow (AGPR `n` is register [`AGPR0`]` + n`).
    pub vgpr: Vec<u32>,
    /// Byte address of the next instruction.
    pub pc: u32,
    /// What the last instruction changed.
    pub changes: Changes,
    /// Outstanding memory operations, as `s_waitcnt` sees them.
    pub counters: WaitCounters,
    /// The last `ds_*` instruction's lane addresses and bank conflicts.
    pub lds_access: Option<LdsAccess>,
    /// Lane movement of the last instruction that moved data across lanes (cleared each step).
    pub lane_moves: Option<LaneMoves>,
    /// Messages the wave sent (`s_sendmsg`, `s_trap`, …), oldest first, with their PC: the
    /// first [`MAX_MESSAGES`] (add them with [`Wave::log`]).
    pub messages: Vec<(u32, String)>,
    /// Messages sent after the first [`MAX_MESSAGES`], counted but not kept.
    pub dropped_messages: u64,
    /// The matrix executor's gather/scatter plans, built on first use (ignored by `==`).
    pub mfma_plans: crate::matrix::exec::PlanCache,
}

/// For each value of a byte of a lane mask, its eight lanes' word masks (all ones where the
/// lane's bit is set): [`blend`] loads them instead of expanding bits lane by lane.
static BYTE_LANES: [[u32; 8]; 256] = {
    let mut t = [[0u32; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut l = 0;
        while l < 8 {
            t[b][l] = ((b as u32 >> l) & 1).wrapping_neg();
            l += 1;
        }
        b += 1;
    }
    t
};

/// Copies `values` into `row` in the lanes whose bit of `mask` is set: a branch-free blend,
/// eight lanes at a time with their word masks from [`BYTE_LANES`], so that the compiler
/// vectorises it without per-lane shifts.
#[inline]
pub(crate) fn blend(row: &mut [u32], values: &[u32], mask: u64) {
    for (c, (d8, s8)) in row.chunks_exact_mut(8).zip(values.chunks_exact(8)).enumerate() {
        let lanes = BYTE_LANES[(mask >> (8 * c)) as u8 as usize];
        for k in 0..8 {
            d8[k] = s8[k] & lanes[k] | d8[k] & !lanes[k];
        }
    }
}

/// The value of integer inline constant `code` (128-208: 0 to 64, then -1 to -16), as
/// [`inline_value`] gives it.
#[inline]
fn inline_int(code: u16) -> i32 {
    inline_value(code, Ty::I32).unwrap_or(0) as i32
}

/// Messages a wave keeps (`s_sendmsg` in a loop would otherwise grow the log without bound);
/// later ones are only counted in [`Wave::dropped_messages`].
pub const MAX_MESSAGES: usize = 1000;

/// 64 lanes of 64-bit values.
pub type Lanes64 = [u64; LANES];

impl Wave {
    /// A wave with every register zero, EXEC all ones, and MODE = RNE with f32/f64/f16
    /// denormals kept, DX10_CLAMP and IEEE on.
    pub fn new(arch: Arch) -> Wave {
        Wave::with_vgpr_file(arch, Vec::new())
    }

    /// [`Wave::new`] with `vgpr` as its vector register file when that is all zero and of the
    /// file's length (a finished wave's storage, cleared: see [`Wave::vgpr_file_len`]), else
    /// a new zeroed file.
    pub fn with_vgpr_file(arch: Arch, mut vgpr: Vec<u32>) -> Wave {
        let len = Wave::vgpr_file_len(arch);
        if vgpr.len() != len {
            vgpr = vec![0; len];
        }
        debug_assert!(vgpr.iter().all(|&v| v == 0), "a reused VGPR file was not cleared");
        Wave {
            arch,
            sgpr: [0; 102],
            ttmp: [0; 16],
            flat_scratch: 0,
            xnack_mask: 0,
            vcc: 0,
            exec: u64::MAX,
            m0: 0,
            scc: false,
            mode: 0xf0 | 1 << 8 | 1 << 9,
            vgpr,
            pc: 0,
            changes: Changes::default(),
            counters: WaitCounters::default(),
            lds_access: None,
            lane_moves: None,
            messages: Vec::new(),
            dropped_messages: 0,
            mfma_plans: Default::default(),
        }
    }

    /// Words in a wave's vector register file on `arch` (VGPRs, then AGPRs; 64 lanes each).
    pub const fn vgpr_file_len(arch: Arch) -> usize {
        (arch.vgpr_count() + arch.agpr_count()) * LANES
    }

    /// Records a message sent at `pc`: kept while the log has fewer than [`MAX_MESSAGES`],
    /// counted otherwise.
    pub fn log(&mut self, pc: u32, text: String) {
        if self.messages.len() < MAX_MESSAGES {
            self.messages.push((pc, text));
        } else {
            self.dropped_messages += 1;
        }
    }

    /// The initial state of a bare snippet: lane ids in v0.
    pub fn bare(arch: Arch) -> Wave {
        let mut w = Wave::new(arch);
        for (l, v) in w.vgpr[..LANES].iter_mut().enumerate() {
            *v = l as u32;
        }
        w
    }

    /// Vector register `r` (all lanes).
    #[inline]
    pub fn vreg(&self, r: usize) -> &[u32] {
        &self.vgpr[r * LANES..(r + 1) * LANES]
    }

    /// The end (one past the last register index) of the register file that holds register
    /// `r`: [`AGPR0`] for a VGPR, `AGPR0 + agpr_count` for an AGPR. A tuple starting at `r` that
    /// runs past it does not exist (seed 000 lines 391-405).
    #[inline]
    pub fn file_end(&self, r: usize) -> usize {
        if r < AGPR0 {
            self.arch.vgpr_count()
        } else {
            AGPR0 + self.arch.agpr_count()
        }
    }

    /// Reads a 32-bit scalar source code (8-bit space; `literal` for code 255).
    #[inline]
    pub fn sread(&self, code: u16, literal: u32) -> u32 {
        if let Some(&v) = self.sgpr.get(code as usize) {
            return v; // s0-s101: the same code on every architecture
        }
        match code {
            128..=208 => inline_int(code) as u32,
            _ => self.sread_gfx9(gfx9_scalar_code(self.arch, code), literal),
        }
    }

    /// [`Wave::sread`] of a code in GFX9 numbering ([`gfx9_scalar_code`]).
    fn sread_gfx9(&self, code: u16, literal: u32) -> u32 {
        match code {
            0..=101 => self.sgpr[code as usize],
            102 => self.flat_scratch as u32,
            103 => (self.flat_scratch >> 32) as u32,
            104 => self.xnack_mask as u32,
            105 => (self.xnack_mask >> 32) as u32,
            106 => self.vcc as u32,
            107 => (self.vcc >> 32) as u32,
            108..=123 => self.ttmp[(code - 108) as usize],
            124 => self.m0,
            126 => self.exec as u32,
            127 => (self.exec >> 32) as u32,
            230 => self.flat_scratch as u32,
            231 => (self.flat_scratch >> 32) as u32,
            235 => SHARED_BASE_HI,
            236 => SHARED_BASE_HI | 0xffff,
            237 => PRIVATE_BASE_HI,
            238 => PRIVATE_BASE_HI | 0xffff,
            251 => (self.vcc == 0) as u32,
            252 => (self.exec == 0) as u32,
            253 => self.scc as u32,
            255 => literal,
            // Out-of-range sources read register 0 (seed 000 lines 380-405).
            c if c >= VGPR0 => self.sgpr[0],
            c => inline_value(c, Ty::B32).unwrap_or(0),
        }
    }

    /// Reads a 64-bit scalar source code: SGPR pairs, VCC, EXEC and integer constants here,
    /// the rest in `Wave::sread64_general`.
    #[inline]
    pub fn sread64(&self, code: u16, literal: u32) -> u64 {
        if let Some(&[lo, hi]) = self.sgpr_pair(code) {
            return lo as u64 | (hi as u64) << 32;
        }
        match code {
            // VCC and EXEC have these codes on every architecture (`gfx9_scalar_code`).
            106 => self.vcc,
            126 => self.exec,
            128..=208 => inline_int(code) as i64 as u64,
            _ => self.sread64_general(code, literal),
        }
    }

    /// [`Wave::sread64`] of any code.
    fn sread64_general(&self, code: u16, literal: u32) -> u64 {
        match gfx9_scalar_code(self.arch, code) {
            102 => self.flat_scratch,
            104 => self.xnack_mask,
            106 => self.vcc,
            126 => self.exec,
            c @ 0..=100 => {
                let i = c as usize;
                self.sgpr[i] as u64 | (self.sgpr[i + 1] as u64) << 32
            }
            c @ 108..=122 => self.sread_gfx9(c, 0) as u64 | (self.sread_gfx9(c + 1, 0) as u64) << 32,
            128..=208 => inline_int(code) as i64 as u64,
            // Float inline constants are the operand-sized IEEE pattern: f64 here.
            240..=248 => INLINE_F64[(code - 240) as usize],
            255 => literal as u64,
            c => self.sread_gfx9(c, literal) as u64,
        }
    }

    /// Writes a 32-bit scalar destination (codes 0-127; others are dropped, seed 000 line 401).
    #[inline]
    pub fn swrite(&mut self, code: u16, v: u32) {
        if let Some(s) = self.sgpr.get_mut(code as usize) {
            *s = v;
            self.note_sgpr(code);
            return;
        }
        self.swrite_gfx9(gfx9_scalar_code(self.arch, code), v)
    }

    /// [`Wave::swrite`] of a code in GFX9 numbering ([`gfx9_scalar_code`]).
    fn swrite_gfx9(&mut self, code: u16, v: u32) {
        match code {
            0..=101 => {
                self.sgpr[code as usize] = v;
                self.note_sgpr(code);
            }
            102 => self.flat_scratch = self.flat_scratch & !0xffff_ffff | v as u64,
            103 => self.flat_scratch = self.flat_scratch & 0xffff_ffff | (v as u64) << 32,
            104 => self.xnack_mask = self.xnack_mask & !0xffff_ffff | v as u64,
            105 => self.xnack_mask = self.xnack_mask & 0xffff_ffff | (v as u64) << 32,
            106 => self.set_vcc(self.vcc & !0xffff_ffff | v as u64),
            107 => self.set_vcc(self.vcc & 0xffff_ffff | (v as u64) << 32),
            108..=123 => self.ttmp[(code - 108) as usize] = v,
            124 => self.m0 = v,
            126 => self.set_exec(self.exec & !0xffff_ffff | v as u64),
            127 => self.set_exec(self.exec & 0xffff_ffff | (v as u64) << 32),
            _ => {}
        }
    }

    /// Writes a 64-bit scalar destination: SGPR pairs, VCC and EXEC here, the rest in
    /// `Wave::swrite64_general`.
    #[inline(always)]
    pub fn swrite64(&mut self, code: u16, v: u64) {
        if let Some(pair) = self.sgpr_pair_mut(code) {
            *pair = [v as u32, (v >> 32) as u32];
            self.note_sgpr_pair(code);
            return;
        }
        match code {
            106 => self.set_vcc(v),
            126 => self.set_exec(v),
            _ => self.swrite64_general(code, v),
        }
    }

    /// [`Wave::swrite64`] of any code.
    fn swrite64_general(&mut self, code: u16, v: u64) {
        match gfx9_scalar_code(self.arch, code) {
            106 => self.set_vcc(v),
            126 => self.set_exec(v),
            102 => self.flat_scratch = v,
            104 => self.xnack_mask = v,
            c @ 0..=100 => {
                let i = c as usize;
                self.sgpr[i] = v as u32;
                self.sgpr[i + 1] = (v >> 32) as u32;
                self.note_sgpr(c);
                self.note_sgpr(c + 1);
            }
            c => {
                self.swrite_gfx9(c, v as u32);
                self.swrite_gfx9(c + 1, (v >> 32) as u32);
            }
        }
    }

    /// Records a write of SGPR `code` (once per instruction).
    #[inline]
    fn note_sgpr(&mut self, code: u16) {
        // A loop the compiler inlines (the list holds a few codes; `contains` is a call).
        for &c in &self.changes.sgprs {
            if c == code {
                return;
            }
        }
        self.changes.sgprs.push(code);
    }

    /// Records a write of SGPRs `code` and `code + 1`.
    #[inline]
    fn note_sgpr_pair(&mut self, code: u16) {
        let seen = &self.changes.sgprs;
        if seen.is_empty() {
            self.changes.sgprs.extend_from_slice(&[code, code + 1]);
            return;
        }
        self.note_sgpr_pair_again(code);
    }

    /// [`Wave::note_sgpr_pair`] after other writes (rare: kept out of the inlined path).
    fn note_sgpr_pair_again(&mut self, code: u16) {
        self.note_sgpr(code);
        self.note_sgpr(code + 1);
    }

    /// SGPRs `code` and `code + 1` (s0-s101, the same codes on every architecture).
    #[inline]
    fn sgpr_pair(&self, code: u16) -> Option<&[u32; 2]> {
        let k = code as usize;
        self.sgpr.get(k..k + 2)?.try_into().ok()
    }

    /// [`Wave::sgpr_pair`], to write.
    #[inline]
    fn sgpr_pair_mut(&mut self, code: u16) -> Option<&mut [u32; 2]> {
        let k = code as usize;
        self.sgpr.get_mut(k..k + 2)?.try_into().ok()
    }

    /// Sets EXEC, recording which bits changed.
    #[inline]
    pub fn set_exec(&mut self, v: u64) {
        self.changes.exec |= self.exec ^ v;
        self.exec = v;
    }

    /// Sets VCC, recording which bits changed.
    #[inline]
    pub fn set_vcc(&mut self, v: u64) {
        self.changes.vcc |= self.vcc ^ v;
        self.vcc = v;
    }

    /// Sets SCC, recording a change.
    #[inline]
    pub fn set_scc(&mut self, v: bool) {
        self.changes.scc |= self.scc != v;
        self.scc = v;
    }

    /// Reads a 32-bit VALU source (9-bit code) for all lanes.
    #[inline]
    pub fn fetch(&self, code: u16, literal: u32) -> Lanes {
        if code >= VGPR0 {
            let mut out = [0; LANES];
            out.copy_from_slice(self.vreg((code - VGPR0) as usize));
            out
        } else {
            [self.sread(code, literal); LANES]
        }
    }

    /// Writes `values` to VGPR `r` in the lanes of EXEC.
    #[inline]
    pub fn vwrite(&mut self, r: u16, values: &Lanes) {
        self.vwrite_mask(r as usize, values, self.exec);
    }

    /// Writes `values` to VGPR `r` in the lanes of `mask` (an out-of-range register is not
    /// written, seed 000 line 401), recording the change.
    #[inline]
    pub fn vwrite_mask(&mut self, r: usize, values: &Lanes, mask: u64) {
        let Some(row) = self.vgpr.get_mut(r * LANES..(r + 1) * LANES) else {
            return; // out-of-range destination: not written (seed 000 line 401)
        };
        if mask == u64::MAX {
            row.copy_from_slice(values);
        } else {
            blend(row, values, mask);
        }
        if mask != 0 {
            self.changes.vgprs.push((r as u16, mask));
        }
    }

    /// Whether none of DPP, SDWA and VGPR indexing applies to `i`: the operand layer's fast path.
    #[inline]
    pub(crate) fn plain(&self, i: &Inst) -> bool {
        i.dpp.is_none() && i.sdwa.is_none() && self.mode & MODE_GPR_IDX_EN == 0
    }

    /// The VGPR index M0\[7:0\] when MODE.GPR_IDX_EN is set and M0's enable bit `bit` (12 src0,
    /// 13 src1, 14 src2, 15 dst) is on, else 0 (seed 000 lines 1664-1708; seed 001 lines
    /// 2278-2290).
    #[inline]
    pub fn gpr_index(&self, bit: u32) -> usize {
        if self.mode & MODE_GPR_IDX_EN != 0 && self.m0 >> bit & 1 == 1 {
            (self.m0 & 0xff) as usize
        } else {
            0
        }
    }

    /// The M0 enable bit that indexes source `n` of `i`: 12 + n, except `v_madmk`'s second
    /// source, which the VALU receives as its source 2 (seed 000 lines 1709-1777).
    fn src_index_bit(i: &Inst, n: usize) -> u32 {
        if n == 1 && matches!(i.op, Op::v_madmk_f32 | Op::v_madmk_f16) {
            14
        } else {
            12 + n as u32
        }
    }

    /// The VGPR that source `n` of `i` reads after VGPR indexing (`None` if the source is not a
    /// VGPR); an out-of-range register reads VGPR0 (seed 000 line 391).
    pub fn src_vgpr(&self, i: &Inst, n: usize) -> Option<usize> {
        let code = *i.src.get(n)?;
        if code < VGPR0 {
            return None;
        }
        let mut r = (code - VGPR0) as usize;
        if self.mode & MODE_GPR_IDX_EN != 0 {
            r += self.gpr_index(Self::src_index_bit(i, n));
        }
        Some(if r < self.arch.vgpr_count() { r } else { 0 })
    }

    /// The VGPR `i` writes after VGPR indexing (M0\[15\]), `None` when it is out of range: the
    /// write is dropped (seed 000 line 392). `extra` more registers must fit (a 64-bit pair: 1).
    pub fn dst_vgpr(&self, i: &Inst, extra: usize) -> Option<usize> {
        let r = i.dst as usize + self.gpr_index(15);
        (r + extra < self.arch.vgpr_count()).then_some(r)
    }

    /// The current contents of `i`'s vector destination (after VGPR indexing), for the
    /// instructions that read it (`v_mac_*`, SDWA UNUSED_PRESERVE; seed 000 lines 1709-1777).
    pub fn read_vdst(&self, i: &Inst) -> Lanes {
        let mut out = [0; LANES];
        if let Some(r) = self.dst_vgpr(i, 0) {
            out.copy_from_slice(self.vreg(r));
        }
        out
    }

    /// The type source `n` of `i` has in its row (B32 if the row does not say).
    fn src_ty(i: &Inst, n: usize) -> Ty {
        let slot = match n {
            0 => Slot::Src0,
            1 => Slot::Src1,
            _ => Slot::Src2,
        };
        i.row().operand(slot).map_or(Ty::B32, |o| o.ty)
    }

    /// Reads VALU source `n` of `i` (32 bits) for all lanes: the one entry point every VALU
    /// semantics function uses, so DPP lane movement, SDWA selects and VGPR indexing apply in
    /// one place. A float inline constant is the operand type's pattern (f16 operands get
    /// f16 bits). Input modifiers (abs/neg) are the caller's: they depend on the operand's type,
    /// and apply after the SDWA select (seed 002, "Operation code").
    #[inline]
    pub fn src(&self, i: &Inst, n: usize) -> Lanes {
        let code = i.src[n];
        if self.plain(i) {
            return match code {
                240..=248 => [inline_value(code, Self::src_ty(i, n)).unwrap_or(0); LANES],
                _ => self.fetch(code, i.literal),
            };
        }
        let mut out = match self.src_vgpr(i, n) {
            Some(r) => {
                let mut out = [0; LANES];
                out.copy_from_slice(self.vreg(r));
                out
            }
            None => match code {
                240..=248 => [inline_value(code, Self::src_ty(i, n)).unwrap_or(0); LANES],
                _ => [self.sread(code, i.literal); LANES],
            },
        };
        if n == 0 {
            if let Some(d) = i.dpp {
                let plan = self.dpp_plan(d);
                out = plan.gather(&out);
            }
        }
        if let Some(s) = i.sdwa {
            if n < 2 && s.src_sel[n] < 6 {
                let sext = s.sext >> n & 1 == 1;
                for v in out.iter_mut() {
                    *v = sdwa_select(*v, s.src_sel[n], sext);
                }
            }
        }
        out
    }

    /// Source `n` of a plain `i` ([`Wave::plain`]) in place: the VGPR's own lanes, or `buf`
    /// filled with the scalar or constant value (the same values as [`Wave::src`], without
    /// copying a VGPR; `buf` starts empty so that a VGPR source costs no buffer clearing).
    #[inline]
    pub(crate) fn src_in_place<'a>(&'a self, i: &Inst, n: usize, buf: &'a mut Option<Lanes>) -> &'a Lanes {
        let code = i.src[n];
        if code >= VGPR0 {
            let r = (code - VGPR0) as usize * LANES;
            if let Some(Ok(row)) = self.vgpr.get(r..r + LANES).map(<&Lanes>::try_from) {
                return row;
            }
        }
        buf.insert(match code {
            240..=248 => [inline_value(code, Self::src_ty(i, n)).unwrap_or(0); LANES],
            _ => self.fetch(code, i.literal),
        })
    }

    /// Source `n` of `i` when `i` is plain and the source is the same in every lane (not a
    /// VGPR): the value every lane of [`Wave::src_in_place`] holds.
    #[inline]
    pub(crate) fn uniform_src(&self, i: &Inst, n: usize) -> Option<u32> {
        let code = i.src[n];
        if code >= VGPR0 || !self.plain(i) {
            return None;
        }
        Some(match code {
            240..=248 => inline_value(code, Self::src_ty(i, n)).unwrap_or(0),
            _ => self.sread(code, i.literal),
        })
    }

    /// The first `N` sources of a plain `i` in place ([`Wave::src_in_place`], one buffer of
    /// `bufs` each).
    #[inline]
    pub(crate) fn srcs_in_place<'a, const N: usize>(
        &'a self,
        i: &Inst,
        bufs: &'a mut [Option<Lanes>; N],
    ) -> [&'a Lanes; N] {
        let mut k = 0;
        bufs.each_mut().map(|b| {
            let r = self.src_in_place(i, k, b);
            k += 1;
            r
        })
    }

    /// Calls `f` with the first `N` 32-bit sources of `i`, the values [`Wave::src`] reads: in
    /// place when `i` is plain (no VGPR copies), else through [`Wave::src`].
    #[inline]
    pub(crate) fn with_srcs<const N: usize, T>(&self, i: &Inst, f: impl FnOnce([&Lanes; N]) -> T) -> T {
        if self.plain(i) {
            return f(self.srcs_in_place(i, &mut [None; N]));
        }
        let mut bufs = [[0u32; LANES]; N];
        for (k, b) in bufs.iter_mut().enumerate() {
            *b = self.src(i, k);
        }
        f(bufs.each_ref())
    }

    /// Reads 64-bit VALU source `n` of `i`: a VGPR or SGPR pair, a constant, or the literal.
    /// Float inline constants are f64 patterns (as in `sread64`). `float` says the operand is
    /// f64: a literal is then the value's high dword (seed 000 lines 380-405, 1298-1302); an integer
    /// literal is zero-extended (the signed 64-bit compares sign-extend it themselves). DPP
    /// (gfx950's `row_newbcast` on 64-bit data, seed 001 line 36500) moves both halves.
    pub fn src64(&self, i: &Inst, n: usize, float: bool) -> Lanes64 {
        let code = i.src[n];
        let mut out = [0u64; LANES];
        if code >= VGPR0 {
            let r = self.src_vgpr(i, n).unwrap_or(0);
            // Each half out of range reads VGPR0 (seed 000 line 391).
            let hi_r = if r + 1 < self.arch.vgpr_count() { r + 1 } else { 0 };
            let (lo, hi) = (self.vreg(r), self.vreg(hi_r));
            for l in 0..LANES {
                out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
            }
            if n == 0 {
                if let Some(d) = i.dpp {
                    let plan = self.dpp_plan(d);
                    let src = out;
                    for l in 0..LANES {
                        out[l] = if plan.valid >> l & 1 == 1 {
                            src[plan.source[l] as usize]
                        } else {
                            0
                        };
                    }
                }
            }
            return out;
        }
        [self.uniform_src64(i, n, float).unwrap_or(0); LANES]
    }

    /// [`Wave::src64`] of a source that is one value for every lane (not a VGPR), else `None`.
    #[inline]
    pub(crate) fn uniform_src64(&self, i: &Inst, n: usize, float: bool) -> Option<u64> {
        // Float inline constants are f64 patterns for every 64-bit operand, integer ones too
        // (LLVM encodes f64 1.0 for `v_mov_b64 v[0:1], 1.0` as code 242, as for SALU).
        match i.src[n] {
            VGPR0.. => None,
            255 if float => Some((i.literal as u64) << 32),
            code => Some(self.sread64(code, i.literal)),
        }
    }

    /// The lanes a VALU instruction writes: EXEC, narrowed for DPP by the row and bank masks
    /// and by lanes whose source is out of range without BOUND_CTRL (seed 000 lines
    /// 10680-10716).
    pub fn write_mask(&self, i: &Inst) -> u64 {
        match i.dpp {
            Some(d) => self.dpp_plan(d).write,
            None => self.exec,
        }
    }

    /// Records a DPP instruction's lane movement for the lane view.
    fn note_dpp(&mut self, i: &Inst, plan: &DppPlan) {
        let mut source = [None; LANES];
        for (l, s) in source.iter_mut().enumerate() {
            if (plan.write & plan.valid) >> l & 1 == 1 {
                *s = Some(plan.source[l]);
            }
        }
        self.lane_moves = Some(LaneMoves {
            what: i.row().name,
            source,
        });
    }

    /// Writes a VALU result to `i`'s vector destination under EXEC (and, for DPP and SDWA
    /// forms, their write masks and destination selects; with VGPR indexing, to the indexed
    /// register).
    #[inline]
    pub fn write_vdst(&mut self, i: &Inst, values: &Lanes) {
        if self.plain(i) {
            self.vwrite(i.dst, values);
            return;
        }
        let Some(r) = self.dst_vgpr(i, 0) else {
            return; // out-of-range destination: nothing is written (seed 000 line 392)
        };
        let mut mask = self.exec;
        if let Some(d) = i.dpp {
            let plan = self.dpp_plan(d);
            mask = plan.write;
            self.note_dpp(i, &plan);
        }
        match i.sdwa {
            Some(s) if s.dst_sel < 6 => {
                // dst_sel / dst_unused (seed 000 lines 10558-10578; seed 002 "Operation code").
                let old = self.vreg(r);
                let mut out = [0u32; LANES];
                for l in 0..LANES {
                    out[l] = sdwa_place(values[l], old[l], s.dst_sel, s.dst_unused);
                }
                self.vwrite_mask(r, &out, mask);
            }
            _ => self.vwrite_mask(r, values, mask),
        }
    }

    /// Writes a 64-bit VALU result to the register pair at `i`'s vector destination (nothing
    /// when the pair does not fit, seed 000 line 405).
    pub fn write_vdst64(&mut self, i: &Inst, values: &Lanes64) {
        let mut lo = [0u32; LANES];
        let mut hi = [0u32; LANES];
        for l in 0..LANES {
            lo[l] = values[l] as u32;
            hi[l] = (values[l] >> 32) as u32;
        }
        self.write_vdst_pair(i, &lo, &hi);
    }

    /// [`Wave::write_vdst64`] of the values whose low and high halves are `lo` and `hi`.
    pub fn write_vdst_pair(&mut self, i: &Inst, lo: &Lanes, hi: &Lanes) {
        let Some(r) = self.dst_vgpr(i, 1) else {
            return;
        };
        let mut mask = self.exec;
        if let Some(d) = i.dpp {
            let plan = self.dpp_plan(d);
            mask = plan.write;
            self.note_dpp(i, &plan);
        }
        self.vwrite_mask(r, lo, mask);
        self.vwrite_mask(r + 1, hi, mask);
    }

    /// Where each lane of a DPP instruction reads source 0 from, and which lanes it writes.
    fn dpp_plan(&self, d: Dpp) -> DppPlan {
        let mut source = [0u8; LANES];
        let mut valid = 0u64;
        for (n, s) in source.iter_mut().enumerate() {
            if let Some(m) = dpp_source_lane(d.ctrl, n) {
                *s = m as u8;
                // A source lane disabled in EXEC counts as out of range (the GCN rule; the
                // seeds only say the ALU does not forward EXEC to DPP, seed 000 line 660).
                valid |= (self.exec >> m & 1) << n;
            }
        }
        let mut write = self.exec;
        for b in 0..4 {
            if d.row_mask >> b & 1 == 0 {
                write &= !(0xffffu64 << (16 * b));
            }
            if d.bank_mask >> b & 1 == 0 {
                write &= !(0x000f_000f_000f_000fu64 << (4 * b));
            }
        }
        // BC = 0: a lane whose source is out of range is not written; BC = 1: it gets 0
        // (seed 000 line 10680).
        if !d.bound_ctrl {
            write &= valid;
        }
        DppPlan { source, valid, write }
    }
}

/// A DPP instruction's lane plan.
struct DppPlan {
    /// Source lane of each lane (meaningful where `valid`).
    source: [u8; LANES],
    /// Lanes whose source lane exists and is active.
    valid: u64,
    /// Lanes written.
    write: u64,
}

impl DppPlan {
    /// Source 0 as each lane sees it: the source lane's value, or 0 where it is invalid.
    fn gather(&self, v: &Lanes) -> Lanes {
        let mut out = [0u32; LANES];
        for l in 0..LANES {
            if self.valid >> l & 1 == 1 {
                out[l] = v[self.source[l] as usize];
            }
        }
        out
    }
}

/// The lane DPP_CTRL `ctrl` makes lane `n` read, `None` when it is out of range (seed 000
/// lines 10721-10778, seed 001 lines 36470-36500). Row = 16 lanes. The seeds' mirror formulas
/// leave out the row base, and `n & 0x30 - 1` means `(n & 0x30) - 1` ("broadcast the 15th
/// thread of each row to the next row").
pub fn dpp_source_lane(ctrl: u16, n: usize) -> Option<usize> {
    let c = (ctrl & 0xf) as usize;
    let row = n & !15;
    let i = n & 15;
    match ctrl {
        0x000..=0x0ff => Some((n & !3) + ((ctrl as usize >> ((n & 3) * 2)) & 3)),
        0x101..=0x10f => (i + c < 16).then_some(n + c),
        0x111..=0x11f => (i >= c).then(|| n - c),
        0x121..=0x12f => Some(row + ((i + 16 - c) & 15)),
        0x130 => (n < 63).then_some(n + 1),
        0x134 => Some((n + 1) & 63),
        0x138 => (n > 0).then(|| n - 1),
        0x13c => Some((n + 63) & 63),
        0x140 => Some(row + 15 - i),
        0x141 => Some((n & !7) + 7 - (n & 7)),
        0x142 => (n > 15).then(|| (n & 0x30) - 1),
        0x143 => (n > 31).then_some(31),
        0x150..=0x15f => Some(row + c),
        _ => None,
    }
}

/// An SDWA source select (seed 002 "Operation code"; seed 000 lines 10558-10569): byte or
/// word `sel` (0-3 BYTE_n, 4-5 WORD_n, 6 DWORD), zero- or sign-extended.
#[inline]
pub fn sdwa_select(v: u32, sel: u8, sext: bool) -> u32 {
    match sel {
        0..=3 => {
            let b = v >> (8 * sel) & 0xff;
            if sext {
                b as u8 as i8 as i32 as u32
            } else {
                b
            }
        }
        4 | 5 => {
            let h = v >> (16 * (sel - 4)) & 0xffff;
            if sext {
                h as u16 as i16 as i32 as u32
            } else {
                h
            }
        }
        _ => v,
    }
}

/// An SDWA destination: result `r` placed at `sel` with the other bits zero (UNUSED_PAD, and
/// the undefined 3), the field's sign (UNUSED_SEXT: sign above, zeros below) or `old`'s
/// (UNUSED_PRESERVE) (seed 000 lines 10558-10578; seed 002 "Operation code").
#[inline]
pub fn sdwa_place(r: u32, old: u32, sel: u8, unused: u8) -> u32 {
    let (shift, mask) = match sel {
        0..=3 => (8 * sel as u32, 0xffu32),
        4 | 5 => (16 * (sel as u32 - 4), 0xffff),
        _ => return r,
    };
    let t = r & mask;
    match unused {
        1 if mask == 0xff => (t as u8 as i8 as i32 as u32) << shift,
        1 => (t as u16 as i16 as i32 as u32) << shift,
        2 => t << shift | old & !(mask << shift),
        _ => t << shift,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` pseudo-random words from `seed`.
    fn randoms(mut seed: u64, n: usize) -> impl Iterator<Item = u64> {
        (0..n).map(move |_| lanescope_isa::rng::splitmix64(&mut seed))
    }

    /// Sources read in place are the values `src` reads, for every kind of source code (VGPRs,
    /// SGPRs, special registers, integer and float constants, the literal), with and without
    /// VGPR indexing.
    #[test]
    fn sources_in_place_are_the_sources() {
        for (round, x) in randoms(0x0fed_cba9_8765_4321, 400).enumerate() {
            let mut w = Wave::bare(Arch::Gfx950);
            for (k, v) in w.vgpr[..8 * LANES].iter_mut().enumerate() {
                *v = (k as u32).wrapping_mul(0x9e37_79b9) ^ x as u32;
            }
            w.sgpr[5] = x as u32;
            w.vcc = x.rotate_left(7);
            if round % 5 == 0 {
                w.mode |= MODE_GPR_IDX_EN;
                w.m0 = 0x7000 | 2;
            }
            let mut i = Inst::new(crate::isa::table::Op::v_fma_f32);
            i.literal = (x >> 32) as u32;
            i.src = core::array::from_fn(|k| match (x >> (8 * k)) as u16 % 6 {
                0 => 5,
                1 => 106,
                2 => 128 + (x >> 20) as u16 % 80,
                3 => 240 + (x >> 24) as u16 % 9,
                4 => 255,
                _ => 256 + (x >> 28) as u16 % 8,
            });
            w.with_srcs::<3, _>(&i, |s| {
                for (k, v) in s.iter().enumerate() {
                    assert_eq!(**v, w.src(&i, k), "round {round}: source {k} = {}", i.src[k]);
                }
            });
        }
    }

    /// A wave of `arch` whose SGPR k holds k ^ the low half of `x`.
    fn wave_with_sgprs(arch: Arch, x: u64) -> Wave {
        let mut w = Wave::new(arch);
        w.sgpr
            .iter_mut()
            .enumerate()
            .for_each(|(k, s)| *s = (k as u32) ^ x as u32);
        w
    }

    /// The SGPR shortcuts of `sread`/`sread64`/`swrite`/`swrite64` give the values and change
    /// records of the architecture's code mapping ([`gfx9_scalar_code`]) for every SGPR code,
    /// pair ends (s100, s101) included.
    #[test]
    fn sgpr_shortcuts_agree_with_the_code_mapping() {
        let mut seed = 0x5a17_0017u64;
        for arch in [Arch::Gfx600, Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
            for code in 0..=101u16 {
                let x = lanescope_isa::rng::splitmix64(&mut seed);
                let mut w = wave_with_sgprs(arch, x);
                w.flat_scratch = x.rotate_left(9);
                w.xnack_mask = x.rotate_left(17);
                let c = gfx9_scalar_code(arch, code);
                let wide = |lo: u32, hi: u32| lo as u64 | (hi as u64) << 32;
                let general64 = match c {
                    0..=100 => wide(w.sread_gfx9(c, 0), w.sread_gfx9(c + 1, 0)),
                    _ => w.sread_gfx9(c, 0) as u64,
                };
                assert_eq!(w.sread(code, 0), w.sread_gfx9(c, 0), "{arch:?} s{code}");
                assert_eq!(w.sread64(code, 0), general64, "{arch:?} s{code}");
                let (mut fast, mut general) = (w.clone(), w.clone());
                fast.swrite(code, x as u32);
                general.swrite_gfx9(c, x as u32);
                assert_eq!((&fast, &fast.changes), (&general, &general.changes), "{arch:?} s{code}");
                let (mut fast, mut general) = (w.clone(), w.clone());
                general.changes.sgprs.push(code ^ 1); // a recorded write before this one
                fast.changes.sgprs.push(code ^ 1);
                fast.swrite64(code, x);
                general.swrite_gfx9(c, x as u32);
                general.swrite_gfx9(c + 1, (x >> 32) as u32);
                assert_eq!((&fast, &fast.changes), (&general, &general.changes), "{arch:?} s{code}");
            }
        }
    }

    /// The inline fast paths of `sread`, `sread64` and `swrite64` (SGPRs, VCC, EXEC, integer
    /// constants) give the values and change records of the general paths for every code.
    #[test]
    fn scalar_fast_paths_agree_with_the_general_paths() {
        let mut seed = 0x5a17_0106u64;
        for arch in [Arch::Gfx600, Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
            for code in 0..=255u16 {
                let x = lanescope_isa::rng::splitmix64(&mut seed);
                let mut w = wave_with_sgprs(arch, x);
                (w.vcc, w.exec, w.m0) = (x.rotate_left(5), x.rotate_left(11), x as u32 >> 3);
                let literal = (x >> 17) as u32;
                let c = gfx9_scalar_code(arch, code);
                assert_eq!(w.sread(code, literal), w.sread_gfx9(c, literal), "{arch:?} {code}");
                assert_eq!(
                    w.sread64(code, literal),
                    w.sread64_general(code, literal),
                    "{arch:?} {code}"
                );
                let (mut fast, mut general) = (w.clone(), w.clone());
                fast.swrite64(code, !x);
                general.swrite64_general(code, !x);
                assert_eq!((&fast, &fast.changes), (&general, &general.changes), "{arch:?} {code}");
            }
        }
    }

    /// The branch-free masked write changes exactly the lanes of the mask.
    #[test]
    fn masked_writes_touch_exactly_the_mask() {
        for x in randoms(0x0123_4567_89ab_cdef, 100) {
            let mut w = Wave::new(Arch::Gfx900);
            let old: Lanes = core::array::from_fn(|l| l as u32 * 3 + 1);
            w.vgpr[7 * LANES..8 * LANES].copy_from_slice(&old);
            let new: Lanes = core::array::from_fn(|l| !(l as u32) ^ x as u32);
            w.vwrite_mask(7, &new, x);
            for l in 0..LANES {
                let want = if x >> l & 1 == 1 { new[l] } else { old[l] };
                assert_eq!(w.vgpr[7 * LANES + l], want);
            }
            assert_eq!(w.changes.vgprs, [(7, x)]);
        }
    }
}
