//! Scalar ALU and program-control semantics (seed 000 chapter 12.1-12.5, lines 3710-4315;
//! seed 001 chapter 12.1-12.5, lines 5560-8590).
//!
//! SALU instructions ignore EXEC (seed 000 lines 229-233). 64-bit sources are read with
//! [`Wave::sread64`]: inline integers sign-extend, float inline constants are f64 patterns, and
//! a literal is zero-extended for untyped/unsigned operands and sign-extended for `_i64` ones
//! (seed 000 lines 1298-1302). Shift amounts and bit indices are masked to 5 (32-bit) or 6
//! (64-bit) bits as the pseudocode says (`S1.u[4:0]`, `S1.u[5:0]`).

use alloc::format;
use alloc::string::String;

use super::vopc::icmp;
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::LITERAL;

type R = Result<Flow, ExecError>;

/// MODE.GPR_IDX_EN (seed 000 line 370, MODE bit 27).
pub const MODE_GPR_IDX_EN: u32 = 1 << 27;
/// MODE.VSKIP (seed 000 line 372, MODE bit 28).
pub const MODE_VSKIP: u32 = 1 << 28;

/// Largest value of each wait counter on GFX9: VM_CNT 6 bits, EXP_CNT 3, LGKM_CNT 4 (seed 000
/// lines 212-223, 4220).
pub const VM_MAX: u8 = 63;
/// EXP_CNT's largest value.
pub const EXP_MAX: u8 = 7;
/// LGKM_CNT's largest value.
pub const LGKM_MAX: u8 = 15;

/// Target of a SOPP branch: `PC + 4 + signext(SIMM16 * 4)` (seed 000 line 4192).
fn branch_target(w: &Wave, i: &Inst) -> u32 {
    w.pc.wrapping_add(4).wrapping_add(((i.simm16 as i16 as i32) * 4) as u32)
}

fn s0(w: &Wave, i: &Inst) -> u32 {
    w.sread(i.src[0], i.literal)
}

fn s1(w: &Wave, i: &Inst) -> u32 {
    w.sread(i.src[1], i.literal)
}

/// 64-bit source `n`; `signed`: a literal is sign-extended (an `_i64` operand).
fn src64(w: &Wave, i: &Inst, n: usize, signed: bool) -> u64 {
    if signed && i.src[n] == LITERAL {
        i.literal as i32 as i64 as u64
    } else {
        w.sread64(i.src[n], i.literal)
    }
}

fn next() -> R {
    Ok(Flow::Next)
}

/// Two 32-bit sources, a 32-bit destination and an optional SCC result.
fn op2(w: &mut Wave, i: &Inst, f: impl FnOnce(u32, u32, bool) -> (u32, Option<bool>)) -> R {
    let (a, b) = (s0(w, i), s1(w, i));
    let (d, scc) = f(a, b, w.scc);
    w.swrite(i.dst, d);
    if let Some(s) = scc {
        w.set_scc(s);
    }
    next()
}

/// A 64-bit first source (`signed`: `_i64`), a second source of `wide` bits, a 64-bit result.
fn op2_64(
    w: &mut Wave,
    i: &Inst,
    signed: bool,
    wide: bool,
    f: impl FnOnce(u64, u64, bool) -> (u64, Option<bool>),
) -> R {
    let a = src64(w, i, 0, signed);
    let b = if wide { src64(w, i, 1, false) } else { s1(w, i) as u64 };
    let (d, scc) = f(a, b, w.scc);
    w.swrite64(i.dst, d);
    if let Some(s) = scc {
        w.set_scc(s);
    }
    next()
}

/// A result `d` with `SCC = (D != 0)`.
fn nz<T: Copy + PartialEq + Default>(d: T) -> (T, Option<bool>) {
    (d, Some(d != T::default()))
}

/// A 32-bit logical result: `SCC = (D != 0)`.
fn logic32(w: &mut Wave, i: &Inst, f: impl FnOnce(u32, u32) -> u32) -> R {
    op2(w, i, |a, b, _| nz(f(a, b)))
}

/// A 64-bit logical result: `SCC = (D != 0)`.
fn logic64(w: &mut Wave, i: &Inst, f: impl FnOnce(u64, u64) -> u64) -> R {
    op2_64(w, i, false, true, |a, b, _| nz(f(a, b)))
}

/// One 32-bit source (untouched SCC when `f` gives `None`).
fn op1(w: &mut Wave, i: &Inst, f: impl FnOnce(u32) -> (u32, Option<bool>)) -> R {
    let (d, scc) = f(s0(w, i));
    w.swrite(i.dst, d);
    if let Some(s) = scc {
        w.set_scc(s);
    }
    next()
}

/// One 64-bit source, a 64-bit result.
fn op1_64(w: &mut Wave, i: &Inst, f: impl FnOnce(u64) -> (u64, Option<bool>)) -> R {
    let (d, scc) = f(src64(w, i, 0, false));
    w.swrite64(i.dst, d);
    if let Some(s) = scc {
        w.set_scc(s);
    }
    next()
}

/// One 64-bit source (`signed`: `_i64`), a 32-bit result.
fn op1_64to32(w: &mut Wave, i: &Inst, signed: bool, f: impl FnOnce(u64) -> (u32, Option<bool>)) -> R {
    let (d, scc) = f(src64(w, i, 0, signed));
    w.swrite(i.dst, d);
    if let Some(s) = scc {
        w.set_scc(s);
    }
    next()
}

/// `SCC = f(S0, S1)` on 32-bit sources.
fn cmp(w: &mut Wave, i: &Inst, f: impl FnOnce(u32, u32) -> bool) -> R {
    let r = f(s0(w, i), s1(w, i));
    w.set_scc(r);
    next()
}

/// Bitwise operation code (`bitop32`, `bitop64`, `saveexec`, `wrexec`): `S0 & S1`.
pub const B_AND: u8 = 0;
/// Bitwise operation code: `S0 | S1`.
pub const B_OR: u8 = 1;
/// Bitwise operation code: `S0 ^ S1`.
pub const B_XOR: u8 = 2;
/// Bitwise operation code: `S0 & ~S1`.
pub const B_ANDN2: u8 = 3;
/// Bitwise operation code: `S0 | ~S1`.
pub const B_ORN2: u8 = 4;
/// Bitwise operation code: `~(S0 & S1)`.
pub const B_NAND: u8 = 5;
/// Bitwise operation code: `~(S0 | S1)`.
pub const B_NOR: u8 = 6;
/// Bitwise operation code: `~(S0 ^ S1)`.
pub const B_XNOR: u8 = 7;
/// Bitwise operation code: `~S0 & S1`.
pub const B_ANDN1: u8 = 8;
/// Bitwise operation code: `~S0 | S1`.
pub const B_ORN1: u8 = 9;

/// The bitwise operation `OP` (a `B_*` code) of `a` and `b`.
pub(crate) fn bits<const OP: u8>(a: u64, b: u64) -> u64 {
    match OP {
        B_AND => a & b,
        B_OR => a | b,
        B_XOR => a ^ b,
        B_ANDN2 => a & !b,
        B_ORN2 => a | !b,
        B_NAND => !(a & b),
        B_NOR => !(a | b),
        B_XNOR => !(a ^ b),
        B_ANDN1 => !a & b,
        _ => !a | b,
    }
}

/// `D = S0 OP S1; SCC = (D != 0)` on 32 bits (`OP`: a `B_*` code).
pub fn bitop32<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    logic32(w, i, |a, b| bits::<OP>(a as u64, b as u64) as u32)
}

/// `D = S0 OP S1; SCC = (D != 0)` on 64 bits (`OP`: a `B_*` code).
pub fn bitop64<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    logic64(w, i, bits::<OP>)
}

/// `S0 C S1` as 32-bit integers (`C`: a [`vopc`](super::vopc) integer compare code; `SIGNED`:
/// `_i32`).
fn compare<const C: u8, const SIGNED: bool>(a: u32, b: u32) -> bool {
    if SIGNED {
        icmp::<C, i32>(a as i32, b as i32)
    } else {
        icmp::<C, u32>(a, b)
    }
}

/// `SCC = S0 C S1` (`C`: a [`vopc`](super::vopc) integer compare code; `SIGNED`: `_i32`).
pub fn cmp32<const C: u8, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp(w, i, compare::<C, SIGNED>)
}

/// SOPK compare: `SCC = S0 C SIMM16`, S0 the SDST field's register, SIMM16 sign-extended for
/// `_i32` (`SIGNED`) and zero-extended for `_u32`.
pub fn cmpk32<const C: u8, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let k = if SIGNED {
        i.simm16 as i16 as u32
    } else {
        i.simm16 as u32
    };
    let r = compare::<C, SIGNED>(w.sread(i.dst, 0), k);
    w.set_scc(r);
    next()
}

/// `D.u64 = EXEC; EXEC = S0.u64 OP EXEC; SCC = (EXEC != 0)` (`OP`: a `B_*` code). S0 is read
/// before D is written, so `s_and_saveexec_b64 s[0:1], s[0:1]` uses the old `s[0:1]`.
pub fn saveexec<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = src64(w, i, 0, false);
    let old = w.exec;
    w.swrite64(i.dst, old);
    let new = bits::<OP>(s, old);
    w.set_exec(new);
    w.set_scc(new != 0);
    next()
}

/// `EXEC = S0.u64 OP EXEC; D.u64 = EXEC; SCC = (EXEC != 0)` (`OP`: a `B_*` code).
pub fn wrexec<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = src64(w, i, 0, false);
    let new = bits::<OP>(s, w.exec);
    w.set_exec(new);
    w.swrite64(i.dst, new);
    w.set_scc(new != 0);
    next()
}

fn branch_if(w: &Wave, i: &Inst, cond: bool) -> R {
    Ok(if cond {
        Flow::Jump(branch_target(w, i))
    } else {
        Flow::Next
    })
}

/// `(1 << width) - 1` for a field of `width` bits, all ones from `bits` up.
fn mask32(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    }
}

fn mask64(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// `signext_from_bit(x, width)` (seed 001 line 6105): sign-extends the low `width` bits.
fn sext32(x: u32, width: u32) -> u32 {
    match width {
        0 => 0,
        w if w >= 32 => x,
        w => (((x << (32 - w)) as i32) >> (32 - w)) as u32,
    }
}

fn sext64(x: u64, width: u32) -> u64 {
    match width {
        0 => 0,
        w if w >= 64 => x,
        w => (((x << (64 - w)) as i64) >> (64 - w)) as u64,
    }
}

/// Whole quad mode: bit `i` of the result is set when any bit of its quad is (seed 000 line 3969).
fn wqm(x: u64, bits: u32) -> u64 {
    let mut d = 0u64;
    for q in 0..bits / 4 {
        if (x >> (q * 4)) & 0xf != 0 {
            d |= 0xf << (q * 4);
        }
    }
    d
}

/// Quad mask: bit `q` is set when quad `q` has a set bit (seed 000 line 4071).
fn quadmask(x: u64, bits: u32) -> u64 {
    let mut d = 0u64;
    for q in 0..bits / 4 {
        if (x >> (q * 4)) & 0xf != 0 {
            d |= 1 << q;
        }
    }
    d
}

/// `S_FLBIT_I32`: count of leading bits equal to the sign bit, -1 when all are (seed 000 line 4011).
fn flbit_signed(x: u64, bits: u32) -> u32 {
    let sign = (x >> (bits - 1)) & 1;
    for k in 1..bits {
        if (x >> (bits - 1 - k)) & 1 != sign {
            return k;
        }
    }
    u32::MAX
}

/// The register a relative move reaches: `code + M0` within the register file of `code`
/// (s0-s101 or ttmp0-15); `None` past its end, where the seed's out-of-range rule applies
/// (reads give s0, writes are dropped; seed 000 lines 380-405).
fn relative(code: u16, m0: u32, pair: bool) -> Option<u16> {
    if m0 == 0 {
        return Some(code);
    }
    let addr = code as u64 + m0 as u64;
    let last = addr + pair as u64;
    match code {
        0..=101 if last <= 101 => Some(addr as u16),
        108..=123 if last <= 123 => Some(addr as u16),
        _ => None,
    }
}

// ---------------------------------------------------------------- SOP2 (seed 000 lines 3710-3875)

sem! {
    /// `D.u = S0.u + S1.u; SCC = carry out` (seed 000 line 3717).
    fn s_add_u32(w, i) {
        op2(w, i, |a, b, _| {
            let t = a as u64 + b as u64;
            (t as u32, Some(t >> 32 != 0))
        })
    }
    /// `D.u = S0.u - S1.u; SCC = (S1.u > S0.u)` (seed 000 line 3720).
    fn s_sub_u32(w, i) { op2(w, i, |a, b, _| (a.wrapping_sub(b), Some(b > a))) }
    /// `D.i = S0.i + S1.i; SCC = signed overflow` (seed 000 line 3723).
    fn s_add_i32(w, i) {
        op2(w, i, |a, b, _| {
            let d = a.wrapping_add(b);
            (d, Some(a >> 31 == b >> 31 && a >> 31 != d >> 31))
        })
    }
    /// `D.i = S0.i - S1.i; SCC = signed overflow` (seed 000 line 3726).
    fn s_sub_i32(w, i) {
        op2(w, i, |a, b, _| {
            let d = a.wrapping_sub(b);
            (d, Some(a >> 31 != b >> 31 && a >> 31 != d >> 31))
        })
    }
    /// `D.u = S0.u + S1.u + SCC; SCC = carry out` (seed 000 line 3729).
    fn s_addc_u32(w, i) {
        op2(w, i, |a, b, c| {
            let t = a as u64 + b as u64 + c as u64;
            (t as u32, Some(t >> 32 != 0))
        })
    }
    /// `D.u = S0.u - S1.u - SCC; SCC = (S1.u + SCC > S0.u)`, computed in 64 bits (seed 000
    /// line 3732, seed 001 line 5666).
    fn s_subb_u32(w, i) {
        op2(w, i, |a, b, c| (a.wrapping_sub(b).wrapping_sub(c as u32), Some(b as u64 + c as u64 > a as u64)))
    }
    /// `D = min(S0.i, S1.i); SCC = (S0.i < S1.i)` (seed 000 line 3735).
    fn s_min_i32(w, i) {
        op2(w, i, |a, b, _| {
            let lt = (a as i32) < (b as i32);
            (if lt { a } else { b }, Some(lt))
        })
    }
    /// `D = min(S0.u, S1.u); SCC = (S0.u < S1.u)` (seed 000 line 3738).
    fn s_min_u32(w, i) { op2(w, i, |a, b, _| (a.min(b), Some(a < b))) }
    /// `D = max(S0.i, S1.i); SCC = (S0.i > S1.i)` (seed 000 line 3741).
    fn s_max_i32(w, i) {
        op2(w, i, |a, b, _| {
            let gt = (a as i32) > (b as i32);
            (if gt { a } else { b }, Some(gt))
        })
    }
    /// `D = max(S0.u, S1.u); SCC = (S0.u > S1.u)` (seed 000 line 3744).
    fn s_max_u32(w, i) { op2(w, i, |a, b, _| (a.max(b), Some(a > b))) }
    /// `D.u = SCC ? S0.u : S1.u` (seed 000 line 3747).
    fn s_cselect_b32(w, i) { op2(w, i, |a, b, c| (if c { a } else { b }, None)) }
    /// `D.u64 = SCC ? S0.u64 : S1.u64` (seed 000 line 3750).
    fn s_cselect_b64(w, i) { op2_64(w, i, false, true, |a, b, c| (if c { a } else { b }, None)) }
    /// `D.u = S0.u << S1.u[4:0]; SCC = (D != 0)` (seed 000 line 3801).
    fn s_lshl_b32(w, i) { logic32(w, i, |a, b| a << (b & 31)) }
    /// `D.u64 = S0.u64 << S1.u[5:0]; SCC = (D != 0)` (seed 000 line 3804).
    fn s_lshl_b64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz(a << (b & 63)))
    }
    /// `D.u = S0.u >> S1.u[4:0]; SCC = (D != 0)` (seed 000 line 3807).
    fn s_lshr_b32(w, i) { logic32(w, i, |a, b| a >> (b & 31)) }
    /// `D.u64 = S0.u64 >> S1.u[5:0]; SCC = (D != 0)` (seed 000 line 3810).
    fn s_lshr_b64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz(a >> (b & 63)))
    }
    /// `D.i = S0.i >> S1.u[4:0]` (arithmetic); `SCC = (D != 0)` (seed 000 line 3813).
    fn s_ashr_i32(w, i) { logic32(w, i, |a, b| ((a as i32) >> (b & 31)) as u32) }
    /// `D.i64 = S0.i64 >> S1.u[5:0]` (arithmetic); `SCC = (D != 0)` (seed 000 line 3816).
    fn s_ashr_i64(w, i) {
        op2_64(w, i, true, false, |a, b, _| nz(((a as i64) >> (b & 63)) as u64))
    }
    /// `D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]`; SCC unchanged (seed 000 line 3819).
    fn s_bfm_b32(w, i) { op2(w, i, |a, b, _| (mask32(a & 31) << (b & 31), None)) }
    /// `D.u64 = ((1 << S0.u[5:0]) - 1) << S1.u[5:0]`; SCC unchanged (seed 000 line 3822).
    fn s_bfm_b64(w, i) {
        let (a, b) = (s0(w, i), s1(w, i));
        w.swrite64(i.dst, mask64(a & 63) << (b & 63));
        next()
    }
    /// `D.i = S0.i * S1.i` (low 32 bits); SCC unchanged (seed 000 line 3825).
    fn s_mul_i32(w, i) { op2(w, i, |a, b, _| (a.wrapping_mul(b), None)) }
    /// `D.u = (S0.u >> S1[4:0]) & ((1 << S1[22:16]) - 1); SCC = (D != 0)` (seed 000 line 3828);
    /// a width of 32 or more keeps every bit above the offset.
    fn s_bfe_u32(w, i) { logic32(w, i, |a, b| (a >> (b & 31)) & mask32((b >> 16) & 0x7f)) }
    /// Signed bitfield extract: the field sign-extended from its width; `SCC = (D != 0)`
    /// (seed 000 line 3831, seed 001 line 6101).
    fn s_bfe_i32(w, i) {
        logic32(w, i, |a, b| {
            let width = (b >> 16) & 0x7f;
            sext32((((a as i32) >> (b & 31)) as u32) & mask32(width), width)
        })
    }
    /// `D.u64 = (S0.u64 >> S1[5:0]) & ((1 << S1[22:16]) - 1); SCC = (D != 0)` (seed 000 line 3834).
    fn s_bfe_u64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz((a >> (b & 63)) & mask64(((b >> 16) & 0x7f) as u32)))
    }
    /// 64-bit signed bitfield extract; `SCC = (D != 0)` (seed 000 line 3837, seed 001 line 6126).
    fn s_bfe_i64(w, i) {
        op2_64(w, i, true, false, |a, b, _| {
            let width = ((b >> 16) & 0x7f) as u32;
            let d = sext64((((a as i64) >> (b & 63)) as u64) & mask64(width), width);
            nz(d)
        })
    }
    /// `D.i = |S0.i - S1.i|` (wrapping: 0x80000000 stays negative); `SCC = (D != 0)` (seed 000
    /// line 3843).
    fn s_absdiff_i32(w, i) {
        logic32(w, i, |a, b| {
            let d = a.wrapping_sub(b) as i32;
            d.wrapping_abs() as u32
        })
    }
    /// `D.u = (S0.u * S1.u) >> 32` (seed 000 line 3849).
    fn s_mul_hi_u32(w, i) { op2(w, i, |a, b, _| (((a as u64 * b as u64) >> 32) as u32, None)) }
    /// `D.i = (S0.i * S1.i) >> 32` (seed 000 line 3852).
    fn s_mul_hi_i32(w, i) {
        op2(w, i, |a, b, _| ((((a as i32 as i64) * (b as i32 as i64)) >> 32) as u32, None))
    }
    /// `D = { S1[15:0], S0[15:0] }` (seed 000 line 3867).
    fn s_pack_ll_b32_b16(w, i) { op2(w, i, |a, b, _| (a & 0xffff | b << 16, None)) }
    /// `D = { S1[31:16], S0[15:0] }` (seed 000 line 3870).
    fn s_pack_lh_b32_b16(w, i) { op2(w, i, |a, b, _| (a & 0xffff | b & 0xffff_0000, None)) }
    /// `D = { S1[31:16], S0[31:16] }` (seed 000 line 3873).
    fn s_pack_hh_b32_b16(w, i) { op2(w, i, |a, b, _| (a >> 16 | b & 0xffff_0000, None)) }
}

/// `s_lshl1_add_u32` … `s_lshl4_add_u32` by `N`: `D.u = (S0.u << N) + S1.u; SCC = 64-bit sum
/// >= 2^32` (seed 000 lines 3855-3864, seed 001 line 6235).
pub fn lshl_add<const N: u32>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    op2(w, i, |a, b, _| {
        let t = ((a as u64) << N) + b as u64;
        (t as u32, Some(t >> 32 != 0))
    })
}

// ---------------------------------------------------------------- SOPK (seed 000 lines 3876-3944)

/// SIMM16 sign-extended.
fn simm(i: &Inst) -> u32 {
    i.simm16 as i16 as i32 as u32
}

sem! {
    /// `D.i = signext(SIMM16)` (seed 000 line 3882).
    fn s_movk_i32(w, i) {
        w.swrite(i.dst, simm(i));
        next()
    }
    /// `if SCC then D.i = signext(SIMM16)` (seed 000 line 3885).
    fn s_cmovk_i32(w, i) {
        if w.scc {
            w.swrite(i.dst, simm(i));
        }
        next()
    }
    /// `D.i = D.i + signext(SIMM16); SCC = signed overflow` (seed 000 line 3924).
    fn s_addk_i32(w, i) {
        let t = w.sread(i.dst, 0);
        let d = t.wrapping_add(simm(i));
        w.swrite(i.dst, d);
        w.set_scc(t >> 31 == (i.simm16 >> 15) as u32 && t >> 31 != d >> 31);
        next()
    }
    /// `D.i = D.i * signext(SIMM16)`; SCC unchanged (seed 000 line 3927).
    fn s_mulk_i32(w, i) {
        let d = w.sread(i.dst, 0).wrapping_mul(simm(i));
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u = hardware-reg[offset +: size]`, `SIMM16 = {size-1, offset, id}` (seed 000 line 3933,
    /// seed 001 line 6555). MODE, STATUS (SCC, EXECZ, VCCZ, VALID) and IB_STS (the wait
    /// counters) reflect the wave; the other registers read 0.
    fn s_getreg_b32(w, i) {
        let (id, offset, size) = hwreg_fields(i.simm16);
        let v = (read_hwreg(w, id) >> offset) & mask32(size);
        w.swrite(i.dst, v);
        next()
    }
    /// `hardware-reg[offset +: size] = S0.u` (the SDST field names the source; seed 000 line
    /// 3936, seed 001 line 6570). Only MODE is writable here.
    fn s_setreg_b32(w, i) {
        let v = w.sread(i.dst, 0);
        setreg(w, i.simm16, v);
        next()
    }
    /// `hardware-reg[offset +: size] = SIMM32` (seed 000 line 3939, seed 001 line 6597).
    fn s_setreg_imm32_b32(w, i) {
        setreg(w, i.simm16, i.literal);
        next()
    }
    /// `D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) + 4` (seed 000 line 3942).
    fn s_call_b64(w, i) {
        w.swrite64(i.dst, w.pc as u64 + 4);
        Ok(Flow::Jump(branch_target(w, i)))
    }
}

/// hwreg id, offset and size of a `SIMM16 = {size-1 [15:11], offset [10:6], id [5:0]}`
/// (seed 001 lines 6557-6560).
fn hwreg_fields(simm16: u16) -> (u16, u32, u32) {
    (
        simm16 & 0x3f,
        ((simm16 >> 6) & 0x1f) as u32,
        ((simm16 >> 11) & 0x1f) as u32 + 1,
    )
}

/// hwreg ids (seed 000 lines 1175-1215).
const HW_REG_MODE: u16 = 1;
const HW_REG_STATUS: u16 = 2;
const HW_REG_IB_STS: u16 = 7;

/// The value of hardware register `id` as this wave has it.
fn read_hwreg(w: &Wave, id: u16) -> u32 {
    match id {
        HW_REG_MODE => w.mode,
        // STATUS: SCC [0], EXECZ [9], VCCZ [10], VALID [16] (seed 000 lines 234-306; SCC is
        // bit 0, the doc's "1" is a typo since SPI_PRIO is [2:1]).
        HW_REG_STATUS => w.scc as u32 | ((w.exec == 0) as u32) << 9 | ((w.vcc == 0) as u32) << 10 | 1 << 16,
        // IB_STS: VM_CNT [3:0] and [23:22], EXP_CNT [6:4], LGKM_CNT [11:8] (seed 000 line 1233).
        HW_REG_IB_STS => {
            let c = w.counters;
            (c.vm as u32 & 0xf) | ((c.vm as u32 >> 4) & 3) << 22 | (c.exp as u32 & 7) << 4 | (c.lgkm as u32 & 0xf) << 8
        }
        // TRAPSTS, HW_ID (wave 0 of SIMD 0 of CU 0), GPR_ALLOC, LDS_ALLOC, TBA, TMA, XCC_ID.
        _ => 0,
    }
}

/// `mask = ((1 << size) - 1) << offset; reg = (S0 << offset) & mask | reg & ~mask` (seed 001
/// line 6575); only MODE takes the write, other registers are read-only or not modelled.
fn setreg(w: &mut Wave, simm16: u16, v: u32) {
    let (id, offset, size) = hwreg_fields(simm16);
    let mask = ((mask64(size) << offset) & 0xffff_ffff) as u32;
    if id == HW_REG_MODE {
        w.mode = (v << offset) & mask | w.mode & !mask;
    }
}

// ---------------------------------------------------------------- SOP1 (seed 000 lines 3945-4112)

sem! {
    /// `D.u = S0.u` (seed 000 line 3951).
    fn s_mov_b32(w, i) { op1(w, i, |a| (a, None)) }
    /// `D.u64 = S0.u64` (seed 000 line 3954).
    fn s_mov_b64(w, i) { op1_64(w, i, |a| (a, None)) }
    /// `if SCC then D.u = S0.u` (seed 000 line 3957).
    fn s_cmov_b32(w, i) {
        if w.scc {
            let v = s0(w, i);
            w.swrite(i.dst, v);
        }
        next()
    }
    /// `if SCC then D.u64 = S0.u64` (seed 000 line 3960).
    fn s_cmov_b64(w, i) {
        if w.scc {
            let v = src64(w, i, 0, false);
            w.swrite64(i.dst, v);
        }
        next()
    }
    /// `D = ~S0; SCC = (D != 0)` (seed 000 line 3963).
    fn s_not_b32(w, i) { op1(w, i, |a| (!a, Some(!a != 0))) }
    /// `D = ~S0; SCC = (D != 0)` (seed 000 line 3966).
    fn s_not_b64(w, i) { op1_64(w, i, |a| (!a, Some(!a != 0))) }
    /// Whole quad mode of a 32-bit mask; `SCC = (D != 0)` (seed 000 line 3969).
    fn s_wqm_b32(w, i) {
        op1(w, i, |a| nz(wqm(a as u64, 32) as u32))
    }
    /// Whole quad mode of a 64-bit mask; `SCC = (D != 0)` (seed 000 line 3972).
    fn s_wqm_b64(w, i) {
        op1_64(w, i, |a| nz(wqm(a, 64)))
    }
    /// `D.u[31:0] = S0.u[0:31]` (seed 000 line 3975).
    fn s_brev_b32(w, i) { op1(w, i, |a| (a.reverse_bits(), None)) }
    /// `D.u64[63:0] = S0.u64[0:63]` (seed 000 line 3978).
    fn s_brev_b64(w, i) { op1_64(w, i, |a| (a.reverse_bits(), None)) }
    /// Count of zero bits; `SCC = (D != 0)` (seed 000 line 3981).
    fn s_bcnt0_i32_b32(w, i) {
        op1(w, i, |a| (a.count_zeros(), Some(a.count_zeros() != 0)))
    }
    /// Count of zero bits of a 64-bit source; `SCC = (D != 0)` (seed 000 line 3984).
    fn s_bcnt0_i32_b64(w, i) {
        op1_64to32(w, i, false, |a| (a.count_zeros(), Some(a.count_zeros() != 0)))
    }
    /// Count of one bits; `SCC = (D != 0)` (seed 000 line 3987).
    fn s_bcnt1_i32_b32(w, i) { op1(w, i, |a| (a.count_ones(), Some(a != 0))) }
    /// Count of one bits of a 64-bit source; `SCC = (D != 0)` (seed 000 line 3990).
    fn s_bcnt1_i32_b64(w, i) { op1_64to32(w, i, false, |a| (a.count_ones(), Some(a != 0))) }
    /// Position of the first zero from the LSB, -1 if none (seed 000 line 3993).
    fn s_ff0_i32_b32(w, i) { op1(w, i, |a| (first_one(!a as u64), None)) }
    /// Position of the first zero from the LSB of a 64-bit source, -1 if none (seed 000 line 3996).
    fn s_ff0_i32_b64(w, i) { op1_64to32(w, i, false, |a| (first_one(!a), None)) }
    /// Position of the first one from the LSB, -1 if none (seed 000 line 3999).
    fn s_ff1_i32_b32(w, i) { op1(w, i, |a| (first_one(a as u64), None)) }
    /// Position of the first one from the LSB of a 64-bit source, -1 if none (seed 000 line 4002).
    fn s_ff1_i32_b64(w, i) { op1_64to32(w, i, false, |a| (first_one(a), None)) }
    /// Zeros before the first one from the MSB, -1 if none (seed 000 line 4005).
    fn s_flbit_i32_b32(w, i) {
        op1(w, i, |a| (if a == 0 { u32::MAX } else { a.leading_zeros() }, None))
    }
    /// Zeros before the first one from the MSB of a 64-bit source, -1 if none (seed 000 line 4008).
    fn s_flbit_i32_b64(w, i) {
        op1_64to32(w, i, false, |a| (if a == 0 { u32::MAX } else { a.leading_zeros() }, None))
    }
    /// Bits after the sign bit equal to it, -1 if all are (seed 000 line 4011).
    fn s_flbit_i32(w, i) { op1(w, i, |a| (flbit_signed(a as u64, 32), None)) }
    /// Bits after the sign bit of a 64-bit source equal to it, -1 if all are (seed 000 line 4014).
    fn s_flbit_i32_i64(w, i) { op1_64to32(w, i, true, |a| (flbit_signed(a, 64), None)) }
    /// `D.i = signext(S0.i[7:0])` (seed 000 line 4017).
    fn s_sext_i32_i8(w, i) { op1(w, i, |a| (a as u8 as i8 as i32 as u32, None)) }
    /// `D.i = signext(S0.i[15:0])` (seed 000 line 4020).
    fn s_sext_i32_i16(w, i) { op1(w, i, |a| (a as u16 as i16 as i32 as u32, None)) }
    /// `D.u[S0.u[4:0]] = 0` (the rest of D kept; seed 000 line 4023).
    fn s_bitset0_b32(w, i) {
        let d = w.sread(i.dst, 0) & !(1 << (s0(w, i) & 31));
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u64[S0.u[5:0]] = 0` (seed 000 line 4026).
    fn s_bitset0_b64(w, i) {
        let d = w.sread64(i.dst, 0) & !(1u64 << (s0(w, i) & 63));
        w.swrite64(i.dst, d);
        next()
    }
    /// `D.u[S0.u[4:0]] = 1` (seed 000 line 4029).
    fn s_bitset1_b32(w, i) {
        let d = w.sread(i.dst, 0) | 1 << (s0(w, i) & 31);
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u64[S0.u[5:0]] = 1` (seed 000 line 4032).
    fn s_bitset1_b64(w, i) {
        let d = w.sread64(i.dst, 0) | 1u64 << (s0(w, i) & 63);
        w.swrite64(i.dst, d);
        next()
    }
    /// `D.u64 = PC + 4`: the address of the next instruction (seed 000 line 4035).
    fn s_getpc_b64(w, i) {
        w.swrite64(i.dst, w.pc as u64 + 4);
        next()
    }
    /// `PC = S0.u64` (seed 000 line 4038).
    fn s_setpc_b64(w, i) { jump_to(src64(w, i, 0, false)) }
    /// `D.u64 = PC + 4; PC = S0.u64` (seed 000 line 4041); S0 is read before D is written.
    fn s_swappc_b64(w, i) {
        let target = src64(w, i, 0, false);
        w.swrite64(i.dst, w.pc as u64 + 4);
        jump_to(target)
    }
    /// `D[i] = (S0[4i+3:4i] != 0)` for 8 quads; `SCC = (D != 0)` (seed 000 line 4071).
    fn s_quadmask_b32(w, i) {
        op1(w, i, |a| nz(quadmask(a as u64, 32) as u32))
    }
    /// `D[i] = (S0[4i+3:4i] != 0)` for 16 quads; `SCC = (D != 0)` (seed 000 line 4074).
    fn s_quadmask_b64(w, i) {
        op1_64(w, i, |a| nz(quadmask(a, 64)))
    }
    /// `D.u = SGPR[SRC0 + M0]` (seed 000 line 4077); past the register file it reads s0.
    fn s_movrels_b32(w, i) {
        let v = relative(i.src[0], w.m0, false).map_or(w.sgpr[0], |c| w.sread(c, 0));
        w.swrite(i.dst, v);
        next()
    }
    /// `D.u64 = SGPR[SRC0 + M0].u64` (seed 000 line 4080); past the register file it reads s0.
    fn s_movrels_b64(w, i) {
        let v = relative(i.src[0], w.m0, true).map_or(w.sgpr[0] as u64, |c| w.sread64(c, 0));
        w.swrite64(i.dst, v);
        next()
    }
    /// `SGPR[SDST + M0].u = S0.u` (seed 000 line 4083); past the register file it is dropped.
    fn s_movreld_b32(w, i) {
        let v = s0(w, i);
        if let Some(c) = relative(i.dst, w.m0, false) {
            w.swrite(c, v);
        }
        next()
    }
    /// `SGPR[SDST + M0].u64 = S0.u64` (seed 000 line 4086); past the register file it is dropped.
    fn s_movreld_b64(w, i) {
        let v = src64(w, i, 0, false);
        if let Some(c) = relative(i.dst, w.m0, true) {
            w.swrite64(c, v);
        }
        next()
    }
    /// `D.i = |S0.i|` (0x80000000 stays); `SCC = (D != 0)` (seed 000 line 4092).
    fn s_abs_i32(w, i) {
        op1(w, i, |a| nz((a as i32).wrapping_abs() as u32))
    }
    /// `M0[7:0] = S0.u[7:0]` (seed 000 line 4095).
    fn s_set_gpr_idx_idx(w, i) {
        let v = s0(w, i);
        w.m0 = w.m0 & !0xff | v & 0xff;
        next()
    }
    /// `D.u64[2i] = D.u64[2i+1] = S0.u32[i]` (seed 000 line 4110).
    fn s_bitreplicate_b64_b32(w, i) {
        let a = s0(w, i);
        let mut d = 0u64;
        for k in 0..32 {
            if (a >> k) & 1 == 1 {
                d |= 3 << (2 * k);
            }
        }
        w.swrite64(i.dst, d);
        next()
    }
}

/// The position of the lowest set bit, or -1.
fn first_one(x: u64) -> u32 {
    if x == 0 {
        u32::MAX
    } else {
        x.trailing_zeros()
    }
}

/// A jump to a 64-bit byte address; the program's addresses are 32-bit.
fn jump_to(target: u64) -> R {
    u32::try_from(target).map(Flow::Jump).map_err(|_| ExecError {
        lane: None,
        address: Some(target),
        message: "jump target is outside the program's address space".into(),
    })
}

// ---------------------------------------------------------------- SOPC (seed 000 lines 4113-4177)

sem! {
    /// `SCC = (S0.u[S1.u[4:0]] == 0)` (seed 000 line 4155).
    fn s_bitcmp0_b32(w, i) { cmp(w, i, |a, b| (a >> (b & 31)) & 1 == 0) }
    /// `SCC = (S0.u[S1.u[4:0]] == 1)` (seed 000 line 4158).
    fn s_bitcmp1_b32(w, i) { cmp(w, i, |a, b| (a >> (b & 31)) & 1 == 1) }
    /// `SCC = (S0.u64[S1.u[5:0]] == 0)` (seed 000 line 4161).
    fn s_bitcmp0_b64(w, i) {
        let (a, b) = (src64(w, i, 0, false), s1(w, i));
        w.set_scc((a >> (b & 63)) & 1 == 0);
        next()
    }
    /// `SCC = (S0.u64[S1.u[5:0]] == 1)` (seed 000 line 4164).
    fn s_bitcmp1_b64(w, i) {
        let (a, b) = (src64(w, i, 0, false), s1(w, i));
        w.set_scc((a >> (b & 63)) & 1 == 1);
        next()
    }
    /// `VSKIP = S0.u[S1.u[4:0]]`, kept in MODE.VSKIP (bit 28; seed 000 line 4167).
    fn s_setvskip(w, i) {
        let bit = (s0(w, i) >> (s1(w, i) & 31)) & 1;
        w.mode = w.mode & !MODE_VSKIP | bit << 28;
        next()
    }
    /// `MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4` (the raw SSRC1 field;
    /// seed 000 line 4170, lines 1664-1700).
    fn s_set_gpr_idx_on(w, i) {
        let idx = s0(w, i) & 0xff;
        let simm4 = (i.src[1] & 0xf) as u32;
        w.m0 = w.m0 & !0xf0ff | idx | simm4 << 12;
        w.mode |= MODE_GPR_IDX_EN;
        next()
    }
    /// `SCC = (S0.u64 == S1.u64)` (seed 000 line 4173).
    fn s_cmp_eq_u64(w, i) {
        let r = src64(w, i, 0, false) == src64(w, i, 1, false);
        w.set_scc(r);
        next()
    }
    /// `SCC = (S0.u64 != S1.u64)` (seed 000 line 4176).
    fn s_cmp_lg_u64(w, i) {
        let r = src64(w, i, 0, false) != src64(w, i, 1, false);
        w.set_scc(r);
        next()
    }
}

// ---------------------------------------------------------------- SOPP (seed 000 lines 4178-4276)

sem! {
    /// Does nothing: `SIMM16[3:0] + 1` wait states, which the sequential executor does not
    /// need (seed 000 line 4184).
    fn s_nop(_w, _i) { next() }
    /// Ends the wave (seed 000 line 4187); its implicit `s_waitcnt 0` empties the counters.
    fn s_endpgm(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
    /// `PC = PC + signext(SIMM16 * 4) + 4` (seed 000 line 4190).
    fn s_branch(w, i) { Ok(Flow::Jump(branch_target(w, i))) }
    /// Wakes sleeping waves of the workgroup; no wave sleeps here (`s_sleep` does not wait), so
    /// it does nothing (seed 000 line 4193).
    fn s_wakeup(_w, _i) { next() }
    /// `if SCC == 0 then jump` (seed 000 line 4196).
    fn s_cbranch_scc0(w, i) { branch_if(w, i, !w.scc) }
    /// `if SCC == 1 then jump` (seed 000 line 4199).
    fn s_cbranch_scc1(w, i) { branch_if(w, i, w.scc) }
    /// `if VCC == 0 then jump` (VCCZ; seed 000 line 4202).
    fn s_cbranch_vccz(w, i) { branch_if(w, i, w.vcc == 0) }
    /// `if VCC != 0 then jump` (seed 000 line 4205).
    fn s_cbranch_vccnz(w, i) { branch_if(w, i, w.vcc != 0) }
    /// `if EXEC == 0 then jump` (seed 000 line 4208).
    fn s_cbranch_execz(w, i) { branch_if(w, i, w.exec == 0) }
    /// `if EXEC != 0 then jump` (seed 000 line 4211).
    fn s_cbranch_execnz(w, i) { branch_if(w, i, w.exec != 0) }
    /// Waits for the other waves of the workgroup (seed 000 line 4214).
    fn s_barrier(_w, _i) { Ok(Flow::Barrier) }
    /// Kills the wave when `SIMM16[0]` is 1 (seed 001 line 8290), else does nothing.
    fn s_setkill(w, i) {
        if i.simm16 & 1 == 1 {
            w.log(w.pc, String::from("setkill(1): wave killed"));
            return Ok(Flow::End);
        }
        next()
    }
    /// Waits until VM_CNT <= SIMM16\[15:14,3:0\], EXP_CNT <= SIMM16\[6:4\] and LGKM_CNT <=
    /// SIMM16\[11:8\] (seed 000 line 4220, seed 001 line 8299). Memory effects already happened
    /// at issue, so the counters just drop to the limits.
    fn s_waitcnt(w, i) {
        let s = i.simm16;
        let vm = ((s & 0xf | ((s >> 14) & 3) << 4) & w.arch.vmcnt_max()) as u8;
        let exp = ((s >> 4) & 7) as u8;
        let lgkm = ((s >> 8) & 0xf) as u8;
        let c = &mut w.counters;
        c.vm = c.vm.min(vm);
        c.exp = c.exp.min(exp);
        c.lgkm = c.lgkm.min(lgkm);
        next()
    }
    /// Halts the wave when `SIMM16[0]` is 1 (seed 000 line 4223); nothing resumes a halted
    /// wave here, so it ends.
    fn s_sethalt(w, i) {
        if i.simm16 & 1 == 1 {
            w.log(w.pc, String::from("sethalt(1): wave halted"));
            return Ok(Flow::End);
        }
        next()
    }
    /// Sleeps `64 * SIMM16[6:0]` clocks: no architectural effect (seed 000 line 4226).
    fn s_sleep(_w, _i) { next() }
    /// Sets the user priority `SIMM16[1:0]`: scheduling only (seed 000 line 4229).
    fn s_setprio(_w, _i) { next() }
    /// Sends message `SIMM16[9:0]` (seed 000 line 4232): recorded in the wave's messages;
    /// LGKM_CNT counts it (seed 000 line 587).
    fn s_sendmsg(w, i) {
        send(w, i);
        next()
    }
    /// Sends a message, then halts the wave (seed 000 line 4235): it ends here.
    fn s_sendmsghalt(w, i) {
        send(w, i);
        Ok(Flow::End)
    }
    /// Enters the trap handler with `TrapID = SIMM16[7:0]` (seed 000 line 4238): there is no
    /// handler, so the wave stops with an error after recording `trap(N)`.
    fn s_trap(w, i) {
        let id = i.simm16 & 0xff;
        w.log(w.pc, format!("trap({id})"));
        Err(ExecError::new(format!("s_trap {id}: no trap handler is installed, the wave stops")))
    }
    /// Invalidates the instruction cache: no architectural effect (seed 000 line 4241).
    fn s_icache_inv(_w, _i) { next() }
    /// Increments a performance counter, which is not modelled (seed 000 line 4244).
    fn s_incperflevel(_w, _i) { next() }
    /// Decrements a performance counter, which is not modelled (seed 000 line 4247).
    fn s_decperflevel(_w, _i) { next() }
    /// Sends M0 to the thread trace, which is not modelled (seed 000 line 4250).
    fn s_ttracedata(_w, _i) { next() }
    /// Jumps if STATUS.COND_DBG_SYS; no debugger sets it, so never taken (seed 000 line 4253).
    fn s_cbranch_cdbgsys(_w, _i) { next() }
    /// Jumps if STATUS.COND_DBG_USER: never taken (seed 000 line 4256).
    fn s_cbranch_cdbguser(_w, _i) { next() }
    /// Jumps if either debug flag is set: never taken (seed 000 line 4259).
    fn s_cbranch_cdbgsys_or_user(_w, _i) { next() }
    /// Jumps if both debug flags are set: never taken (seed 000 line 4262).
    fn s_cbranch_cdbgsys_and_user(_w, _i) { next() }
    /// Ends a wave saved by the context-switch handler (seed 000 line 4265).
    fn s_endpgm_saved(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
    /// `MODE.gpr_idx_en = 0`; M0 unchanged (seed 000 line 4268).
    fn s_set_gpr_idx_off(w, _i) {
        w.mode &= !MODE_GPR_IDX_EN;
        next()
    }
    /// `M0[15:12] = SIMM16[3:0]` (seed 000 line 4271).
    fn s_set_gpr_idx_mode(w, i) {
        w.m0 = w.m0 & !0xf000 | ((i.simm16 & 0xf) as u32) << 12;
        next()
    }
    /// Ends the wave after its POPS critical section (seed 000 line 4274).
    fn s_endpgm_ordered_ps_done(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
}

/// Records `sendmsg(…)` and counts it in LGKM_CNT.
fn send(w: &mut Wave, i: &Inst) {
    let mut text = String::new();
    crate::isa::sendmsg::write(&mut text, w.arch, i.simm16);
    w.log(w.pc, text);
    w.counters.lgkm = w.counters.lgkm.saturating_add(1).min(LGKM_MAX);
}

/// Why the fork/join branch stack is not executed.
pub const NO_FORK_JOIN: &str = "the fork/join branch stack (MODE.CSP and its SGPR save area) is not modelled";
/// Why the trap-return instructions are not executed.
pub const NO_TRAP_HANDLER: &str = "there is no trap handler to return from (s_trap stops the wave)";

notes! {
    /// `s_getreg_b32`'s fidelity.
    GETREG: "MODE, STATUS (SCC, EXECZ, VCCZ, VALID) and IB_STS (the wait counters) reflect the wave; TRAPSTS, HW_ID, GPR_ALLOC, LDS_ALLOC, TBA, TMA and XCC_ID read 0",
    /// `s_setreg_b32`/`s_setreg_imm32_b32`'s fidelity.
    SETREG: "writes MODE (every bit); writes to TRAPSTS and the other registers are dropped (STATUS, HW_ID and the rest are read-only)",
    /// `s_setvskip`'s fidelity.
    SETVSKIP: "sets MODE.VSKIP (bit 28); vector instructions are still executed while it is set",
    /// `s_setkill`'s fidelity.
    SETKILL: "s_setkill 1 ends the wave (recorded in its messages)",
    /// `s_sethalt`'s fidelity.
    SETHALT: "s_sethalt 1 ends the wave: nothing resumes a halted wave here",
    /// `s_setprio`'s fidelity.
    SETPRIO: "the priority is not kept (waves are scheduled in order; STATUS.WAVE_PRIO reads 0)",
    /// `s_sendmsg`'s fidelity.
    SENDMSG: "the message is recorded with its PC (and counted in LGKM_CNT); nothing receives it",
    /// `s_sendmsghalt`'s fidelity.
    SENDMSGHALT: "the message is recorded, then the wave ends (nothing resumes a halted wave)",
    /// `s_trap`'s fidelity.
    TRAP: "no trap handler: records trap(N) and stops the wave with an error (TTMP0/1 not written)",
    /// The conditional-debug branches' fidelity.
    CDBG: "STATUS.COND_DBG_SYS/USER are always 0 (no debugger): never taken",
}
