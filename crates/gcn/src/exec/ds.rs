//! DS (local data share) semantics: seed 000 lines 6191-6678 (Vega table), seed 001 chapter
//! 11 (lines 5305-5524) and 12.12 (lines 28412-30836), seed 004 (CLRX, per instruction).
//!
//! Policies (where the seeds leave a choice; each is cited):
//! - **Address**: `VGPR[ADDR] + {OFFSET1,OFFSET0}` in bytes for single-address forms; `OFFSETk ×
//!   element size` (× 64 for the ST64 forms) for read2/write2/wrxchg2 (seed 000 lines 6251-6255,
//!   seed 001 lines 5436-5452). 32-bit wrapping arithmetic.
//! - **Alignment**: the address is forced down to the access size (`&~1`, `&~3`, `&~7`, `&~15`
//!   for b96 and b128), as CLRX's pseudocode does (seed 004 lines 203, 211, 873, 897, 937).
//!   (Seed 000 line 521 calls a misaligned LDS access a memory violation; gfx9 drivers may
//!   instead allow unaligned access. Aligned accesses behave the same under every policy.)
//! - **Range**: an access is out of range when it does not fit in `env.lds.data`; reads return 0
//!   and writes are dropped (seed 000 lines 394-396). Each dword of a b96/b128 access is checked
//!   on its own (seed 001 lines 30735-30830 access them dword by dword). M0 does **not** clamp:
//!   gfx9 compilers do not initialise M0 for LDS (map seed-vega.md §4.8, seed-cdna4.md §4.3).
//! - **Lane order**: active lanes are served in ascending order, each lane's whole operation
//!   before the next (the seeds leave same-address order open; map §4.4).
//! - **Registers**: an out-of-range source VGPR reads VGPR 0; an out-of-range destination tuple
//!   nullifies the instruction as if EXEC were 0, memory side effects included (seed 000
//!   lines 391-404).
//! - **GDS** (`gds` bit) and AGPR data (`acc`, gfx950) are not modelled: the instruction faults.
//!
//! **Bank model** (reported in [`Wave::lds_access`]): a dword address `a` is in bank
//! `(a / 4) % B`, B = 32 on gfx900 (not in seed 000, whose data-share chapter is missing; the
//! 32-bank figure is the one its interpolation text uses, lines 6088-6094) and 64 on gfx950
//! (seed 001 lines 5325-5327). The wave is served in passes of `min(32, B / d)` lanes, `d` =
//! dwords one lane accesses (seed 001 lines 5331-5332: 32 dword accesses at once, read2/write2
//! 64-bit each; line 5375: "as little as two cycles"). In a pass, a bank's degree is the number of
//! distinct dwords addressed in it (lanes that read the same dword share it); the pass takes
//! its largest degree in cycles (same-bank accesses serialise, seed 001 lines 5342-5344), and
//! the instruction the sum over passes. `degree[b]` is bank `b`'s largest degree in any pass
//! (1 = no conflict). This is a model, not a cycle-accurate LDS. `ds_swizzle_b32` and `ds_nop`
//! report no accesses; permute/bpermute report their lane byte addresses (they go through the
//! LDS crossbar, seed 000 line 6374), `ds_append`/`ds_consume` their one dword.

use alloc::vec;
use alloc::vec::Vec;

use super::atomic::{self, Op};
use super::wave::{Lanes, AGPR0, LANES};
use super::{Env, ExecError, Flow, LaneMoves, LdsAccess, Wave};
use crate::isa::arch::Arch;
use crate::isa::inst::{mem, Inst};
use crate::isa::operand::VGPR0;

type R = Result<Flow, ExecError>;

/// Why the GWS and `ds_ordered_count` rows are not executed.
pub const GDS_NOT_MODELLED: &str = "GDS/GWS is not modelled (global data share, wave semaphores and ordered counters)";

/// Why the gfx950 transposed reads are not executed.
pub const TR_NOT_SPECIFIED: &str =
    "seed 001 (lines 5485-5520, 30767-30791) gives no per-lane address or element mapping for the transposed reads";

/// Why `ds_append` and `ds_consume` are approximate.
pub const APPEND_ADDR: &str = "the LDS address is M0 + offset (seed 000, and where LLVM puts the pointer); seed 001 says the offset alone, CLRX (seed 004) omits M0";

/// Why the SRC2 rows are approximate.
pub const SRC2_OFFSET: &str =
    "B's 16-bit dword offset (whose top bit repeats bit 14) is sign-extended; CLRX (seed 004) adds it unsigned";

// ---------------------------------------------------------------------------------------------
// Common plumbing

/// Checks the bits lanescope cannot execute and counts the operation on LGKM_CNT (seed 004
/// line 36: every DS operation increments it).
fn begin(w: &mut Wave, i: &Inst) -> Result<(), ExecError> {
    if i.mem & mem::GDS != 0 {
        return Err(ExecError::new(alloc::format!(
            "{}: the gds bit is set, and GDS is not modelled",
            i.row().name
        )));
    }
    w.counters.lgkm = (w.counters.lgkm + 1).min(15);
    Ok(())
}

/// The lanes that take part: EXEC, or none when the destination tuple of `dst_dwords` does
/// not fit in the VGPR file (the instruction is nullified, seed 000 lines 398, 404).
fn live(w: &Wave, i: &Inst, dst_dwords: usize) -> u64 {
    if dst_dwords > 0 && i.dst as usize + dst_dwords > w.arch.vgpr_count() {
        0
    } else {
        w.exec
    }
}

/// Register `k` of the VGPR tuple at source code `code` (an address), all lanes (VGPR 0 when
/// out of range, seed 000 line 391).
fn vdata(w: &Wave, code: u16, k: usize) -> Lanes {
    let r = code.saturating_sub(VGPR0) as usize + k;
    let r = if r < w.arch.vgpr_count() { r } else { 0 };
    let mut out = [0; LANES];
    out.copy_from_slice(w.vreg(r));
    out
}

/// The first register of `i`'s data and destination file: the AGPRs when gfx950's ACC bit is
/// set (seed 001 L2476-L2481: memory instructions may load and store AccVGPRs directly).
fn file(i: &Inst) -> usize {
    if i.mem & mem::ACC != 0 {
        AGPR0
    } else {
        0
    }
}

/// Register `k` of the data tuple at source code `code` (a VGPR, or an AGPR with ACC), all
/// lanes; a register past the end of its file reads VGPR 0 (seed 000 line 391).
fn data(w: &Wave, i: &Inst, code: u16, k: usize) -> Lanes {
    let base = file(i);
    let r = base + code.saturating_sub(VGPR0) as usize + k;
    let r = if r < w.file_end(base) { r } else { 0 };
    let mut out = [0; LANES];
    out.copy_from_slice(w.vreg(r));
    out
}

/// Writes register `k` of the destination tuple (VGPRs, or AGPRs with ACC) in the lanes of
/// EXEC (unless nullified).
fn put(w: &mut Wave, i: &Inst, k: usize, v: &Lanes, exec: u64) {
    if exec != 0 {
        w.vwrite((file(i) + i.dst as usize + k) as u16, v);
    }
}

/// `addr` forced down to a multiple of `align` (a power of two; seed 004, see the module doc).
#[inline]
fn align(addr: u32, align: u32) -> u32 {
    addr & !(align - 1)
}

/// Reads `n` ≤ 8 bytes at `a`, little-endian; 0 when out of range (seed 000 line 396).
#[inline]
fn ld(lds: &[u8], a: u32, n: usize) -> u64 {
    let a = a as usize;
    match lds.get(a..a + n) {
        Some(b) => {
            let mut buf = [0u8; 8];
            buf[..n].copy_from_slice(b);
            u64::from_le_bytes(buf)
        }
        None => 0,
    }
}

/// Writes the low `n` ≤ 8 bytes of `v` at `a`; dropped when out of range (seed 000 line 395).
#[inline]
fn st(lds: &mut [u8], a: u32, n: usize, v: u64) {
    let a = a as usize;
    if let Some(b) = lds.get_mut(a..a + n) {
        b.copy_from_slice(&v.to_le_bytes()[..n]);
    }
}

/// The lanes of `exec`, ascending.
fn lanes(exec: u64) -> impl Iterator<Item = usize> {
    (0..LANES).filter(move |l| exec >> l & 1 == 1)
}

/// The accesses of one instruction: (lane, byte address, bytes).
#[derive(Default)]
struct Trace(Vec<(u8, u32, u8)>);

impl Trace {
    fn push(&mut self, lane: usize, addr: u32, bytes: usize) {
        self.0.push((lane as u8, addr, bytes as u8));
    }
}

/// Computes the bank report of `t` (model in the module doc) and stores it in the wave.
fn report(w: &mut Wave, t: &Trace) {
    let banks: usize = w.arch.lds_banks();
    let first = |a: u32| a / 4;
    let last = |a: u32, n: u8| ((a as u64 + n.max(1) as u64 - 1) / 4) as u32;
    let mut per_lane = [0usize; LANES];
    for &(l, a, n) in &t.0 {
        per_lane[l as usize] += (last(a, n) - first(a) + 1) as usize;
    }
    let d = per_lane.iter().copied().max().unwrap_or(0).max(1);
    let per_pass = (banks / d).clamp(1, 32);
    let passes = LANES.div_ceil(per_pass);
    let mut degree = vec![0u8; banks];
    let mut cycles = 0u32;
    let mut seen: Vec<Vec<u32>> = vec![Vec::new(); banks];
    for p in 0..passes {
        for s in seen.iter_mut() {
            s.clear();
        }
        for &(l, a, n) in &t.0 {
            if l as usize / per_pass != p {
                continue;
            }
            for dw in first(a)..=last(a, n) {
                let s = &mut seen[dw as usize % banks];
                if !s.contains(&dw) {
                    s.push(dw);
                }
            }
        }
        let worst = seen.iter().map(Vec::len).max().unwrap_or(0);
        cycles += worst as u32;
        for (dg, s) in degree.iter_mut().zip(&seen) {
            *dg = (*dg).max(s.len().min(255) as u8);
        }
    }
    w.lds_access = Some(LdsAccess {
        lanes: t.0.iter().map(|&(l, a, _)| (l, a)).collect(),
        banks: banks as u8,
        degree,
        cycles,
    });
}

// ---------------------------------------------------------------------------------------------
// Atomics (the operations themselves are [`super::atomic`]'s)

/// DS names a compare-store's operands `{cmp, src}` (DATA is the compare value); the shared
/// compare-swaps take `{src, cmp}`.
fn operands(op: Op, d: u64, d2: u64) -> (u64, u64) {
    if matches!(op, Op::CmpSwap | Op::LdsCmpSwapF) {
        (d2, d)
    } else {
        (d, d2)
    }
}

/// The operations the DS atomics name by code: codes 0-12 are the [`atomic::GLOBAL_INT`] order
/// that SMEM shares ([`super::smem::SWAP`] … [`super::smem::DEC`]), 13 on the LDS-only
/// operations below.
const LDS: [Op; 22] = {
    let mut t = [Op::Swap; 22];
    let mut k = 0;
    while k < atomic::GLOBAL_INT.len() {
        t[k] = atomic::GLOBAL_INT[k];
        k += 1;
    }
    t[RSUB as usize] = Op::Rsub;
    t[MSKOR as usize] = Op::Mskor;
    t[WRAP as usize] = Op::Wrap;
    t[CMPST_F as usize] = Op::LdsCmpSwapF;
    t[MIN_F as usize] = Op::LdsMinF;
    t[MAX_F as usize] = Op::LdsMaxF;
    t[ADD_F as usize] = Op::LdsAddF;
    t[PK_ADD_F16 as usize] = Op::LdsPkAddF16;
    t[PK_ADD_BF16 as usize] = Op::LdsPkAddBf16;
    t
};

// LDS-only atomic operation codes (after the shared 0-12, see `LDS`); the table rows name
// them as `ds::atomic::<C, BYTES, RTN>` and `ds::src2::<C, BYTES>`.
/// `MEM = DATA - MEM` (seed 000 lines 6215, 6386, 6542).
pub const RSUB: u8 = 13;
/// `MEM = (MEM & ~DATA) | DATA2` (seed 000 lines 6245, 6416).
pub const MSKOR: u8 = 14;
/// `MEM = (MEM >= DATA) ? MEM - DATA : MEM + DATA2` (seed 000 line 6344).
pub const WRAP: u8 = 15;
/// Float compare-store, DATA the compare value (seed 000 lines 6260, 6431; NaN/zero rules seed
/// 001 lines 28710, 29995).
pub const CMPST_F: u8 = 16;
/// Float minimum (seed 000 lines 6263, 6434, 6575; selection rules seed 001 lines 5012-5016).
pub const MIN_F: u8 = 17;
/// Float maximum (seed 000 lines 6266, 6437, 6578; selection rules seed 001 lines 5005-5009).
pub const MAX_F: u8 = 18;
/// Float `MEM += DATA`: f32 follows MODE, f64 never flushes (seed 000 line 6272; seed 001 lines
/// 4959-5029, 30166).
pub const ADD_F: u8 = 19;
/// Packed f16 add, RNE (seed 001 line 28814; gfx950).
pub const PK_ADD_F16: u8 = 20;
/// Packed bf16 add, RNE (seed 001 line 28835; gfx950).
pub const PK_ADD_BF16: u8 = 21;

/// The operation of code `c` on `bytes`-byte values; evaluated at compile time for each row's
/// instantiation, so an unknown code or width does not build.
pub(crate) const fn lds_op(c: u8, bytes: usize) -> Op {
    assert!(bytes == 4 || bytes == 8, "a DS atomic works on 4 or 8 bytes");
    LDS[c as usize]
}

/// One-address atomic of `BYTES` (4 or 8) with operation code `C` (codes 0-12 are
/// [`super::smem::SWAP`] … [`super::smem::DEC`], 13 on [`RSUB`] …): `tmp = MEM[addr];
/// MEM[addr] = op(tmp, DATA[, DATA2]); RETURN_DATA = tmp` for the `_rtn` forms (`RTN`; seed 000
/// lines 6202-6203). The compare-stores take DATA as the compare value (seed 000 line 6257);
/// the 64-bit min/max's `-=` in seed 000 (lines 6395-6404) is a typo for `=` (map §4.4);
/// `ds_wrxchg_rtn_*` is [`super::smem::SWAP`] (seed 000 lines 6323, 6503).
pub fn atomic<const C: u8, const BYTES: usize, const RTN: bool>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let (op, bytes, rtn) = (const { lds_op(C, BYTES) }, BYTES, RTN);
    begin(w, i)?;
    let dw = bytes / 4;
    let exec = live(w, i, if rtn { dw } else { 0 });
    let addr = vdata(w, i.src[0], 0);
    let get = |w: &Wave, s: usize| -> [Lanes; 2] {
        let mut v = [[0; LANES]; 2];
        for (k, r) in v.iter_mut().enumerate().take(dw) {
            *r = data(w, i, i.src[s], k);
        }
        v
    };
    let d0 = get(w, 1);
    let d1 = if op.two_data() { get(w, 2) } else { [[0; LANES]; 2] };
    let join = |v: &[Lanes; 2], l: usize| v[0][l] as u64 | (v[1][l] as u64) << 32;
    let mode = w.mode;
    let mut out = [[0u32; LANES]; 2];
    let mut t = Trace::default();
    let lds = &mut env.lds.data;
    for l in lanes(exec) {
        let a = align(addr[l].wrapping_add(i.offset), bytes as u32);
        t.push(l, a, bytes);
        let tmp = ld(lds, a, bytes);
        let (x, y) = operands(op, join(&d0, l), join(&d1, l));
        st(lds, a, bytes, atomic::apply(op, bytes == 8, mode, tmp, x, y));
        out[0][l] = tmp as u32;
        out[1][l] = (tmp >> 32) as u32;
    }
    if rtn {
        for (k, v) in out.iter().enumerate().take(dw) {
            put(w, i, k, v, exec);
        }
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// Two conditional 32-bit exchanges: `ADDR0 = (ADDR + offset) & 0xfff8; ADDR1 = ADDR0 + 4`;
/// each dword returns the old value and is replaced by `{0, DATA[30:0]}` iff `DATA[31]` is set
/// (seed 001 lines 30627-30646; seed 000 line 6533 only names it).
pub fn ds_condxchg32_rtn_b64(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 2);
    let addr = vdata(w, i.src[0], 0);
    let d = [data(w, i, i.src[1], 0), data(w, i, i.src[1], 1)];
    let mut out = [[0u32; LANES]; 2];
    let mut t = Trace::default();
    let lds = &mut env.lds.data;
    for l in lanes(exec) {
        let a0 = addr[l].wrapping_add(i.offset) & 0xfff8;
        t.push(l, a0, 8);
        for (k, o) in out.iter_mut().enumerate() {
            let a = a0 + 4 * k as u32;
            o[l] = ld(lds, a, 4) as u32;
            if d[k][l] >> 31 == 1 {
                st(lds, a, 4, (d[k][l] & 0x7fff_ffff) as u64);
            }
        }
    }
    for (k, v) in out.iter().enumerate() {
        put(w, i, k, v, exec);
    }
    report(w, &t);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// SRC2 (memory-to-memory) atomics, gfx900 only

/// `A = ADDR; B = A + 4 * (offset1[7] ? {A[31], A[31:17]} : {offset1[6], offset1[6:0],
/// offset0}); MEM[A] = op(MEM[A], MEM[B])` per active lane (seed 000 lines 6536-6581 and
/// 6611-6660). With offset bit 15 set, A keeps only its low 17 bits (the rest is B's offset;
/// seed 004 line 219). B's 16-bit field is sign-extended (see [`SRC2_OFFSET`]). `C` is the
/// operation code (as for [`atomic()`]; `ds_write_src2_*` is [`super::smem::SWAP`], `MEM[A] =
/// MEM[B]`), `BYTES` 4 or 8.
pub fn src2<const C: u8, const BYTES: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let (op, bytes) = (const { lds_op(C, BYTES) }, BYTES);
    begin(w, i)?;
    let addr = vdata(w, i.src[0], 0);
    let mode = w.mode;
    let off = i.offset;
    let mut t = Trace::default();
    let lds = &mut env.lds.data;
    for l in lanes(w.exec) {
        let v = addr[l];
        let (a, field) = if off & 0x8000 != 0 {
            (v & 0x1ffff, (v >> 17 & 0x7fff) | (v >> 16 & 0x8000))
        } else {
            (v, (off & 0x7fff) | (off << 1 & 0x8000))
        };
        let a = align(a, bytes as u32);
        let b = align(
            a.wrapping_add((field as u16 as i16 as i32).wrapping_mul(4) as u32),
            bytes as u32,
        );
        t.push(l, a, bytes);
        t.push(l, b, bytes);
        let (ma, mb) = (ld(lds, a, bytes), ld(lds, b, bytes));
        st(lds, a, bytes, atomic::apply(op, bytes == 8, mode, ma, mb, 0));
    }
    report(w, &t);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// Reads and writes

/// Reads `DW` dwords at `ADDR + offset` (aligned to 4, 8 or 16 bytes) into the destination
/// tuple.
pub fn read_n<const DW: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, DW);
    let addr = vdata(w, i.src[0], 0);
    let al = if DW >= 3 { 16 } else { 4 * DW as u32 };
    let mut out = [[0u32; LANES]; 4];
    let mut t = Trace::default();
    for l in lanes(exec) {
        let a = align(addr[l].wrapping_add(i.offset), al);
        t.push(l, a, 4 * DW);
        for (k, o) in out.iter_mut().enumerate().take(DW) {
            o[l] = ld(&env.lds.data, a.wrapping_add(4 * k as u32), 4) as u32;
        }
    }
    for (k, v) in out.iter().enumerate().take(DW) {
        put(w, i, k, v, exec);
    }
    report(w, &t);
    Ok(Flow::Next)
}

// Where a sub-dword read goes in its destination register (the `HALF` of [`read_sub`]).
/// The whole dword (zero- or sign-extended).
pub const FULL: u8 = 0;
/// Bits 15:0; 31:16 preserved.
pub const D16_LO: u8 = 1;
/// Bits 31:16; 15:0 preserved.
pub const D16_HI: u8 = 2;

/// Reads 1 or 2 bytes, extends them, and writes all or half of the destination. The
/// `ds_read_u16_d16_hi` row follows seed 001 line 30150 (`RETURN_DATA[31:16]`); seed 000 line
/// 6461 writes `[31:0]`, a typo.
pub fn read_sub<const BYTES: usize, const SIGNED: bool, const HALF: u8>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 1);
    let addr = vdata(w, i.src[0], 0);
    let old = data(w, i, VGPR0 + i.dst, 0);
    let mut out = [0u32; LANES];
    let mut t = Trace::default();
    for l in lanes(exec) {
        let a = align(addr[l].wrapping_add(i.offset), BYTES as u32);
        t.push(l, a, BYTES);
        let raw = ld(&env.lds.data, a, BYTES) as u32;
        let v = match (BYTES, SIGNED) {
            (1, true) => raw as u8 as i8 as i32 as u32,
            (2, true) => raw as u16 as i16 as i32 as u32,
            _ => raw,
        };
        out[l] = match HALF {
            FULL => v,
            D16_LO => old[l] & 0xffff_0000 | v & 0xffff,
            _ => old[l] & 0xffff | v << 16,
        };
    }
    put(w, i, 0, &out, exec);
    report(w, &t);
    Ok(Flow::Next)
}

/// Writes `DW` dwords of DATA at `ADDR + offset` (aligned to 4, 8 or 16 bytes).
pub fn write_n<const DW: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let addr = vdata(w, i.src[0], 0);
    let al = if DW >= 3 { 16 } else { 4 * DW as u32 };
    let data: Vec<Lanes> = (0..DW).map(|k| data(w, i, i.src[1], k)).collect();
    let mut t = Trace::default();
    for l in lanes(w.exec) {
        let a = align(addr[l].wrapping_add(i.offset), al);
        t.push(l, a, 4 * DW);
        for (k, d) in data.iter().enumerate() {
            st(&mut env.lds.data, a.wrapping_add(4 * k as u32), 4, d[l] as u64);
        }
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// Writes `BYTES` bytes of DATA >> `SHIFT`.
pub fn write_sub<const BYTES: usize, const SHIFT: u32>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let addr = vdata(w, i.src[0], 0);
    let data = data(w, i, i.src[1], 0);
    let mut t = Trace::default();
    for l in lanes(w.exec) {
        let a = align(addr[l].wrapping_add(i.offset), BYTES as u32);
        t.push(l, a, BYTES);
        st(&mut env.lds.data, a, BYTES, (data[l] >> SHIFT) as u64);
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// Whether both offsets are equal: then "only one read or write occurs and uses only the first
/// DATA0" (seed 001 lines 5463-5464).
fn single(i: &Inst) -> bool {
    i.offset & 0xff == i.offset >> 8 & 0xff
}

/// The two addresses of a read2/write2/wrxchg2 form: `ADDR + OFFSETk * size * stride`
/// (seed 000 lines 6251-6255; seed 001 lines 5450-5452), each aligned to `size`.
fn pair(base: u32, i: &Inst, size: u32, stride: u32) -> [u32; 2] {
    let o = [i.offset & 0xff, i.offset >> 8 & 0xff];
    o.map(|k| align(base.wrapping_add(k * size * stride), size))
}

/// Reads two elements of `SIZE` bytes into a 2- or 4-register destination (one access when the
/// offsets are equal, see `single`); the offsets step by `SIZE * STRIDE` bytes.
pub fn read2<const SIZE: u32, const STRIDE: u32>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let dw = SIZE as usize / 4;
    let exec = live(w, i, 2 * dw);
    let addr = vdata(w, i.src[0], 0);
    let mut out = [[0u32; LANES]; 4];
    let mut t = Trace::default();
    for l in lanes(exec) {
        let at = pair(addr[l], i, SIZE, STRIDE);
        t.push(l, at[0], SIZE as usize);
        if !single(i) {
            t.push(l, at[1], SIZE as usize);
        }
        for (e, a) in at.into_iter().enumerate() {
            for k in 0..dw {
                out[e * dw + k][l] = ld(&env.lds.data, a.wrapping_add(4 * k as u32), 4) as u32;
            }
        }
    }
    for (k, v) in out.iter().enumerate().take(2 * dw) {
        put(w, i, k, v, exec);
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// Writes DATA at the first address and DATA2 at the second, or with `rtn` exchanges them:
/// both old values are read before either write (seed 001 lines 29132-29160). With equal
/// offsets one access happens, with DATA alone, and both return halves get the old value
/// (`single`).
pub fn write2<const SIZE: u32, const STRIDE: u32, const RTN: bool>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let dw = SIZE as usize / 4;
    let exec = live(w, i, if RTN { 2 * dw } else { 0 });
    let addr = vdata(w, i.src[0], 0);
    let data: Vec<Lanes> = (0..dw)
        .map(|k| data(w, i, i.src[1], k))
        .chain((0..dw).map(|k| data(w, i, i.src[2], k)))
        .collect();
    let mut out = [[0u32; LANES]; 4];
    let mut t = Trace::default();
    let lds = &mut env.lds.data;
    for l in lanes(exec) {
        let at = pair(addr[l], i, SIZE, STRIDE);
        let n = if single(i) { 1 } else { 2 };
        for (e, &a) in at.iter().enumerate() {
            if e < n {
                t.push(l, a, SIZE as usize);
            }
            for k in 0..dw {
                out[e * dw + k][l] = ld(lds, a.wrapping_add(4 * k as u32), 4) as u32;
            }
        }
        for (e, &a) in at.iter().enumerate().take(n) {
            for k in 0..dw {
                st(lds, a.wrapping_add(4 * k as u32), 4, data[e * dw + k][l] as u64);
            }
        }
    }
    if RTN {
        for (k, v) in out.iter().enumerate().take(2 * dw) {
            put(w, i, k, v, exec);
        }
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// The add-TID address of `lane`: `{OFFSET1, OFFSET0} + M0[15:0] + lane * 4` (seed 001 lines
/// 28871, 30660; seed 000 lines 6275, 6602), dword aligned.
fn addtid(w: &Wave, i: &Inst, lane: usize) -> u32 {
    align(i.offset.wrapping_add(w.m0 & 0xffff).wrapping_add(4 * lane as u32), 4)
}

/// `MEM[OFFSET + M0[15:0] + TID * 4] = DATA` (seed 000 line 6275; seed 001 line 28856).
pub fn ds_write_addtid_b32(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let data = data(w, i, i.src[1], 0);
    let mut t = Trace::default();
    for l in lanes(w.exec) {
        let a = addtid(w, i, l);
        t.push(l, a, 4);
        st(&mut env.lds.data, a, 4, data[l] as u64);
    }
    report(w, &t);
    Ok(Flow::Next)
}

/// `RETURN_DATA = MEM[OFFSET + M0[15:0] + TID * 4]` (seed 000 line 6602; seed 001 line 30653).
pub fn ds_read_addtid_b32(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 1);
    let mut out = [0u32; LANES];
    let mut t = Trace::default();
    for l in lanes(exec) {
        let a = addtid(w, i, l);
        t.push(l, a, 4);
        out[l] = ld(&env.lds.data, a, 4) as u32;
    }
    put(w, i, 0, &out, exec);
    report(w, &t);
    Ok(Flow::Next)
}

/// One scalar update of the dword at `(M0 + offset) & ~3` by `±popcount(EXEC)`; every active
/// lane gets the pre-op value. The address follows seed 000 lines 6605-6608 ("M0.base +
/// instr_offset"), which is also where LLVM's lowering puts the LDS pointer (in M0); see
/// [`APPEND_ADDR`] for the seeds that disagree.
pub fn append_consume<const ADD: bool>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 1);
    let a = align(w.m0.wrapping_add(i.offset), 4);
    let mut t = Trace::default();
    let tmp = ld(&env.lds.data, a, 4) as u32;
    if exec != 0 {
        let n = exec.count_ones();
        let new = if ADD { tmp.wrapping_add(n) } else { tmp.wrapping_sub(n) };
        st(&mut env.lds.data, a, 4, new as u64);
        t.push(exec.trailing_zeros() as usize, a, 4);
    }
    put(w, i, 0, &[tmp; LANES], exec);
    report(w, &t);
    Ok(Flow::Next)
}

/// Does nothing besides counting on LGKM_CNT (seed 000 line 6269).
pub fn ds_nop(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    report(w, &Trace::default());
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// Cross-lane operations (no LDS memory access)

/// Writes `tmp` to the destination in the active lanes and records the lane movement.
fn finish_moves(w: &mut Wave, i: &Inst, tmp: &Lanes, src: [Option<u8>; LANES], exec: u64) {
    put(w, i, 0, tmp, exec);
    let mut source = [None; LANES];
    for l in lanes(exec) {
        source[l] = src[l];
    }
    w.lane_moves = Some(LaneMoves {
        what: i.row().name,
        source,
    });
}

/// The source lane of `lane` under swizzle `offset`. gfx950 has four modes (seed 001 lines
/// 29409-29567): FFT (offset ≥ 0xe000), rotate (≥ 0xc000), quad permute (bit 15), bit masks.
/// gfx900 has the last two only: Vega names no others (seed 000 line 6371) and CLRX's
/// pseudocode tests bit 15 alone (seed 004 lines 1035-1041).
fn swizzle_src(arch: Arch, offset: u32, lane: usize) -> usize {
    let i = lane as u32;
    let j = if arch.has_ds_swizzle_fft_rotate() && offset >= 0xe000 {
        let mask = offset & 0x1f;
        let rev = (i & 0x1f).reverse_bits() >> 27;
        ((rev >> mask.count_ones()) | (i & mask)) | (i & 0x20)
    } else if arch.has_ds_swizzle_fft_rotate() && offset >= 0xc000 {
        let mask = offset & 0x1f;
        let rot = offset >> 5 & 0x1f;
        let rot = if offset >> 10 & 1 == 1 { rot.wrapping_neg() } else { rot };
        ((i & mask) | (i.wrapping_add(rot) & !mask)) & 0x1f | (i & 0x20)
    } else if offset & 0x8000 != 0 {
        (i & !3) + (offset >> (2 * (i & 3)) & 3)
    } else {
        let (and, or, xor) = (offset & 0x1f, offset >> 5 & 0x1f, offset >> 10 & 0x1f);
        ((((i & 0x1f) & and) | or) ^ xor) | (i & 0x20)
    };
    j as usize & 63
}

/// `RETURN_DATA = swizzle(VGPR[ADDR], offset)`: each active lane takes its source lane's ADDR
/// value, or 0 when that lane is inactive (seed 000 line 6371; seed 001 lines 29409-29567;
/// seed 004 line 1041). No LDS memory is accessed.
pub fn ds_swizzle_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 1);
    let data = vdata(w, i.src[0], 0);
    let mut tmp = [0u32; LANES];
    let mut src = [None; LANES];
    for l in 0..LANES {
        let j = swizzle_src(w.arch, i.offset, l);
        if w.exec >> j & 1 == 1 {
            tmp[l] = data[j];
            src[l] = Some(j as u8);
        }
    }
    finish_moves(w, i, &tmp, src, exec);
    report(w, &Trace::default());
    Ok(Flow::Next)
}

/// `ds_permute_b32` (`BACKWARD` = false) and `ds_bpermute_b32` (true), seed 000 lines
/// 6374-6377. Forward: each active lane `i` sends DATA0 to lane `((ADDR[i] + offset) / 4) % 64`
/// (the highest source lane wins); active lanes then take what they received, 0 if nothing.
/// Backward: each active lane reads DATA0 of lane `((ADDR + offset) / 4) % 64`, or 0 when that
/// lane is inactive. The lane addresses are reported as LDS accesses.
pub fn permute<const BACKWARD: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    begin(w, i)?;
    let exec = live(w, i, 1);
    let addr = vdata(w, i.src[0], 0);
    let data = data(w, i, i.src[1], 0);
    let mut tmp = [0u32; LANES];
    let mut src = [None; LANES];
    let mut t = Trace::default();
    for l in lanes(if BACKWARD { exec } else { w.exec }) {
        let a = addr[l].wrapping_add(i.offset);
        t.push(l, align(a, 4), 4);
        let other = (a / 4) as usize % LANES;
        if !BACKWARD {
            tmp[other] = data[l];
            src[other] = Some(l as u8);
        } else if w.exec >> other & 1 == 1 {
            tmp[l] = data[other];
            src[l] = Some(other as u8);
        }
    }
    finish_moves(w, i, &tmp, src, exec);
    report(w, &t);
    Ok(Flow::Next)
}
