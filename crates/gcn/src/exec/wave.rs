//! Wave64 state: scalar registers, lane-contiguous VGPRs, EXEC/VCC as `u64`, SCC, PC.

use alloc::vec;
use alloc::vec::Vec;

use alloc::string::String;

use lanescope_isa::Changes;

use super::{LaneMoves, LdsAccess, WaitCounters};
use crate::isa::inst::Inst;

use crate::isa::arch::Arch;
use crate::isa::operand::{inline_value, Ty, INLINE_F64, VGPR0};

/// Lanes per wave.
pub const LANES: usize = 64;
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
    /// VGPRs, lane-contiguous: register `r` of lane `l` is `vgpr[r * 64 + l]`.
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
    /// Messages the wave sent (`s_sendmsg`, `s_trap`, …), oldest first, with their PC.
    pub messages: Vec<(u32, String)>,
}

/// 64 lanes of 64-bit values.
pub type Lanes64 = [u64; LANES];

impl Wave {
    /// A wave with every register zero, EXEC all ones, and MODE = RNE with f32/f64/f16
    /// denormals kept, DX10_CLAMP and IEEE on.
    pub fn new(arch: Arch) -> Wave {
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
            vgpr: vec![0; arch.vgpr_count() * LANES],
            pc: 0,
            changes: Changes::default(),
            counters: WaitCounters::default(),
            lds_access: None,
            lane_moves: None,
            messages: Vec::new(),
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

    /// Reads a 32-bit scalar source code (8-bit space; `literal` for code 255).
    pub fn sread(&self, code: u16, literal: u32) -> u32 {
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

    /// Reads a 64-bit scalar source code.
    pub fn sread64(&self, code: u16, literal: u32) -> u64 {
        match code {
            102 => self.flat_scratch,
            104 => self.xnack_mask,
            106 => self.vcc,
            126 => self.exec,
            0..=100 | 108..=122 => self.sread(code, 0) as u64 | (self.sread(code + 1, 0) as u64) << 32,
            128..=208 => inline_value(code, Ty::I32).unwrap_or(0) as i32 as i64 as u64,
            // Float inline constants are the operand-sized IEEE pattern: f64 here.
            240..=248 => INLINE_F64[(code - 240) as usize],
            255 => literal as u64,
            _ => self.sread(code, literal) as u64,
        }
    }

    /// Writes a 32-bit scalar destination (codes 0-127; others are dropped, seed 000 line 401).
    pub fn swrite(&mut self, code: u16, v: u32) {
        match code {
            0..=101 => {
                self.sgpr[code as usize] = v;
                if !self.changes.sgprs.contains(&code) {
                    self.changes.sgprs.push(code);
                }
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

    /// Writes a 64-bit scalar destination.
    pub fn swrite64(&mut self, code: u16, v: u64) {
        match code {
            106 => self.set_vcc(v),
            126 => self.set_exec(v),
            102 => self.flat_scratch = v,
            104 => self.xnack_mask = v,
            _ => {
                self.swrite(code, v as u32);
                self.swrite(code + 1, (v >> 32) as u32);
            }
        }
    }

    /// Sets EXEC, recording which bits changed.
    pub fn set_exec(&mut self, v: u64) {
        self.changes.exec |= self.exec ^ v;
        self.exec = v;
    }

    /// Sets VCC, recording which bits changed.
    pub fn set_vcc(&mut self, v: u64) {
        self.changes.vcc |= self.vcc ^ v;
        self.vcc = v;
    }

    /// Sets SCC, recording a change.
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
        let exec = self.exec;
        let Some(row) = self.vgpr.get_mut(r as usize * LANES..(r as usize + 1) * LANES) else {
            return; // out-of-range destination: not written (seed 000 line 401)
        };
        for (l, (d, s)) in row.iter_mut().zip(values).enumerate() {
            if exec >> l & 1 == 1 {
                *d = *s;
            }
        }
        if exec != 0 {
            self.changes.vgprs.push((r, exec));
        }
    }

    /// Reads VALU source `n` of `i` (32 bits) for all lanes: the one entry point every VALU
    /// semantics function uses, so DPP lane movement and SDWA selects apply in one place.
    /// Input modifiers (abs/neg) are the caller's: they depend on the operand's type.
    #[inline]
    pub fn src(&self, i: &Inst, n: usize) -> Lanes {
        self.fetch(i.src[n], i.literal)
    }

    /// Reads 64-bit VALU source `n` of `i`: a VGPR or SGPR pair, a constant, or the literal.
    /// `float` says the operand is f64: float inline constants are then f64 patterns and a
    /// literal is the value's high dword (seed 000 lines 380-405); an integer literal is
    /// zero-extended.
    pub fn src64(&self, i: &Inst, n: usize, float: bool) -> Lanes64 {
        let code = i.src[n];
        let mut out = [0u64; LANES];
        if code >= VGPR0 {
            let r = (code - VGPR0) as usize;
            let lo = self.vgpr.get(r * LANES..(r + 1) * LANES);
            let hi = self.vgpr.get((r + 1) * LANES..(r + 2) * LANES);
            if let (Some(lo), Some(hi)) = (lo, hi) {
                for l in 0..LANES {
                    out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
                }
            }
            return out;
        }
        let v = match code {
            255 if float => (i.literal as u64) << 32,
            240..=248 if !float => inline_value(code, Ty::F32).unwrap_or(0) as u64,
            _ => self.sread64(code, i.literal),
        };
        [v; LANES]
    }

    /// Writes a VALU result to `i`'s vector destination under EXEC (and, for DPP and SDWA
    /// forms, their write masks and destination selects).
    #[inline]
    pub fn write_vdst(&mut self, i: &Inst, values: &Lanes) {
        self.vwrite(i.dst, values);
    }

    /// Writes a 64-bit VALU result to the register pair at `i`'s vector destination.
    pub fn write_vdst64(&mut self, i: &Inst, values: &Lanes64) {
        let mut lo = [0u32; LANES];
        let mut hi = [0u32; LANES];
        for l in 0..LANES {
            lo[l] = values[l] as u32;
            hi[l] = (values[l] >> 32) as u32;
        }
        self.vwrite(i.dst, &lo);
        self.vwrite(i.dst + 1, &hi);
    }
}
