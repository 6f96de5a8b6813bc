//! Scalar ALU and program-control semantics (seed 000 chapter 12.1-12.5, lines 3710-4315;
//! seed 001 chapter 12.1-12.5, lines 5560-8590).
//!
//! SALU instructions ignore EXEC (seed 000 lines 229-233). 64-bit sources are read with
//! [`Wave::sread64`]: inline integers sign-extend, float inline constants are f64 patterns, and
//! a literal is zero-extended for untyped/unsigned operands and sign-extended for `_i64` ones
//! (seed 000 lines 1298-1302). Shift amounts and bit indices are masked to 5 (32-bit) or 6
//! (64-bit) bits as the pseudocode says (`S1.u[4:0]`, `S1.u[5:0]`).
//!
//! Here: operand access and the helpers and families the encodings share; the instructions are
//! in `sop2`, `sopk`, `sop1` and `sopp` (with SOPC), all re-exported here for the rows.

use alloc::format;
use alloc::string::String;

use super::vopc::icmp;
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::LITERAL;

mod sop1;
mod sop2;
mod sopk;
mod sopp;

pub use sop1::*;
pub use sop2::*;
pub use sopk::*;
pub use sopp::*;

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
