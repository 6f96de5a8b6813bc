//! VOPC compares (seed 000 lines 4989-5747; seed 001 chapter 12.9, lines 13127-16130).
//!
//! Every compare writes the **whole** 64-bit mask: `D[lane] = EXEC[lane] & test`, so inactive
//! lanes get 0 (seed 000 lines 436-437). The 32-bit form writes VCC, the VOP3 form (and SDWA's
//! SDST) the SGPR pair in [`Inst::dst`]. `v_cmpx_*` writes the same mask to the destination
//! **and** EXEC (`EXEC[lane] = D.u64[lane] = …`, seed 000 line 5221; seed 001 line 13762).
//!
//! Float compares take VOP3/SDWA abs then neg (seed 000 line 1297), and flush denormal inputs
//! when MODE.FP_DENORM says so (f32: bit 4, f16/f64: bit 6 = "allow input denormals"). The
//! VOP3 clamp bit only makes a compare signal an exception on NaN inputs (seed 000 lines
//! 1662-1663, 5750): exceptions are not modelled, so signalling and quiet compares are the same.
//! 16-bit compares read the low half of each source, or the high half with `op_sel`.

use super::wave::{Lanes, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::INLINE_F16;

type R = Result<Flow, ExecError>;

// Float compare codes: the opcode offset of each operation (seed 000 lines 5000-5040).
const F: u8 = 0;
const LT: u8 = 1;
const EQ: u8 = 2;
const LE: u8 = 3;
const GT: u8 = 4;
const LG: u8 = 5;
const GE: u8 = 6;
const O: u8 = 7;
const U: u8 = 8;
const NGE: u8 = 9;
const NLG: u8 = 10;
const NGT: u8 = 11;
const NLE: u8 = 12;
const NEQ: u8 = 13;
const NLT: u8 = 14;
const TRU: u8 = 15;

// Integer compare codes (`NE` = the prose's LG, `T` = TRU; seed 001 line 14868ff).
const NE: u8 = 5;
const T: u8 = 7;

/// One float compare; `U` is `isNaN(S0) || isNaN(S1)` (the seeds' summary tables print it
/// without the negation by mistake, seed 000 line 5197).
#[inline(always)]
fn fcmp<const C: u8>(a: f64, b: f64) -> bool {
    use core::cmp::Ordering::{Equal, Greater, Less};
    // `None` = unordered (a NaN input).
    let o = a.partial_cmp(&b);
    let lt = o == Some(Less);
    let eq = o == Some(Equal);
    let gt = o == Some(Greater);
    match C {
        F => false,
        LT => lt,
        EQ => eq,
        LE => lt || eq,
        GT => gt,
        LG => lt || gt,
        GE => gt || eq,
        O => o.is_some(),
        U => o.is_none(),
        NGE => !(gt || eq),
        NLG => !(lt || gt),
        NGT => !gt,
        NLE => !(lt || eq),
        NEQ => !eq,
        NLT => !lt,
        _ => true,
    }
}

/// One integer compare.
#[inline(always)]
fn icmp<const C: u8, V: Ord>(a: V, b: V) -> bool {
    match C {
        F => false,
        LT => a < b,
        EQ => a == b,
        LE => a <= b,
        GT => a > b,
        NE => a != b,
        GE => a >= b,
        _ => true,
    }
}

/// Writes the compare mask: `D = EXEC & test` (inactive lanes 0), and EXEC too for `v_cmpx`.
#[inline]
fn finish(w: &mut Wave, i: &Inst, test: u64, x: bool) -> R {
    let mask = test & w.write_mask(i);
    w.swrite64(i.dst, mask);
    if x {
        w.set_exec(mask);
    }
    Ok(Flow::Next)
}

/// abs then neg on a sign bit `sign` of `v` (seed 000 line 1297; the order as in valu.rs).
#[inline(always)]
fn mods(v: u64, i: &Inst, n: usize, sign: u64) -> u64 {
    let mut v = v;
    if i.abs >> n & 1 == 1 {
        v &= !sign;
    }
    if i.neg >> n & 1 == 1 {
        v ^= sign;
    }
    v
}

/// Whether MODE flushes denormal inputs of this precision (FP_DENORM: f32 bits 5:4, f64/f16
/// bits 7:6; 0 and 2 flush inputs, seed 000 lines 1651-1660).
#[inline]
fn flush_in(w: &Wave, f32_field: bool) -> bool {
    !super::float::Fp::new(w.mode).prec(f32_field).keep_in
}

/// f32 source `n` as f64 values, with modifiers and input flushing.
fn f32_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = w.src(i, n);
    let flush = flush_in(w, true);
    let mut out = [0f64; LANES];
    for l in 0..LANES {
        let mut b = mods(v[l] as u64, i, n, 0x8000_0000) as u32;
        if flush && b & 0x7f80_0000 == 0 {
            b &= 0x8000_0000;
        }
        out[l] = f32::from_bits(b) as f64;
    }
    out
}

/// The 16-bit half of source `n` (`op_sel` picks the high half).
#[inline]
fn half(w: &Wave, i: &Inst, n: usize) -> [u16; LANES] {
    let v = w.src(i, n);
    let sh = if i.op_sel >> n & 1 == 1 { 16 } else { 0 };
    let mut out = [0u16; LANES];
    for l in 0..LANES {
        out[l] = (v[l] >> sh) as u16;
    }
    out
}

/// f16 source `n` as f64 values, with modifiers and input flushing.
fn f16_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = half(w, i, n);
    let flush = flush_in(w, false);
    let mut out = [0f64; LANES];
    for l in 0..LANES {
        let mut b = mods(v[l] as u64, i, n, 0x8000) as u16;
        if flush && b & 0x7c00 == 0 {
            b &= 0x8000;
        }
        out[l] = half::f16::from_bits(b).to_f64();
    }
    out
}

/// f64 source `n`, with modifiers and input flushing.
fn f64_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = w.src64(i, n, true);
    let flush = flush_in(w, false);
    let mut out = [0f64; LANES];
    for l in 0..LANES {
        let mut b = mods(v[l], i, n, 1 << 63);
        if flush && b & 0x7ff0_0000_0000_0000 == 0 {
            b &= 1 << 63;
        }
        out[l] = f64::from_bits(b);
    }
    out
}

/// The float compare `C` over two converted sources.
#[inline(always)]
fn fmask<const C: u8>(a: &[f64; LANES], b: &[f64; LANES]) -> u64 {
    let mut m = 0u64;
    for l in 0..LANES {
        m |= (fcmp::<C>(a[l], b[l]) as u64) << l;
    }
    m
}

fn cmp_f16<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    let m = fmask::<C>(&f16_src(w, i, 0), &f16_src(w, i, 1));
    finish(w, i, m, x)
}

fn cmp_f32<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    let m = fmask::<C>(&f32_src(w, i, 0), &f32_src(w, i, 1));
    finish(w, i, m, x)
}

fn cmp_f64<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    let m = fmask::<C>(&f64_src(w, i, 0), &f64_src(w, i, 1));
    finish(w, i, m, x)
}

/// The integer compare `C` over two sources.
#[inline(always)]
fn imask<const C: u8, V: Ord + Copy>(a: &[V; LANES], b: &[V; LANES]) -> u64 {
    let mut m = 0u64;
    for l in 0..LANES {
        m |= (icmp::<C, V>(a[l], b[l]) as u64) << l;
    }
    m
}

/// A 16- or 32-bit integer source, extended to i64.
fn int_src(w: &Wave, i: &Inst, n: usize, bits16: bool, signed: bool) -> [i64; LANES] {
    let mut out = [0i64; LANES];
    if bits16 {
        let v = half(w, i, n);
        for l in 0..LANES {
            out[l] = if signed { v[l] as i16 as i64 } else { v[l] as i64 };
        }
    } else {
        let v: Lanes = w.src(i, n);
        for l in 0..LANES {
            out[l] = if signed { v[l] as i32 as i64 } else { v[l] as i64 };
        }
    }
    out
}

fn cmp_int<const C: u8>(w: &mut Wave, i: &Inst, x: bool, bits16: bool, signed: bool) -> R {
    let m = imask::<C, i64>(&int_src(w, i, 0, bits16, signed), &int_src(w, i, 1, bits16, signed));
    finish(w, i, m, x)
}

fn cmp_i16<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    cmp_int::<C>(w, i, x, true, true)
}

fn cmp_u16<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    cmp_int::<C>(w, i, x, true, false)
}

fn cmp_i32<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    cmp_int::<C>(w, i, x, false, true)
}

fn cmp_u32<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    cmp_int::<C>(w, i, x, false, false)
}

/// 64-bit integer source `n`; a literal is sign-extended for the signed compares (seed 000
/// lines 1298-1302).
fn u64_src(w: &Wave, i: &Inst, n: usize, signed: bool) -> [u64; LANES] {
    if signed && i.src[n] == crate::isa::operand::LITERAL {
        return [i.literal as i32 as i64 as u64; LANES];
    }
    w.src64(i, n, false)
}

fn cmp_i64<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    let (a, b) = (u64_src(w, i, 0, true), u64_src(w, i, 1, true));
    let (a, b) = (a.map(|v| v as i64), b.map(|v| v as i64));
    let m = imask::<C, i64>(&a, &b);
    finish(w, i, m, x)
}

fn cmp_u64<const C: u8>(w: &mut Wave, i: &Inst, x: bool) -> R {
    let m = imask::<C, u64>(&u64_src(w, i, 0, false), &u64_src(w, i, 1, false));
    finish(w, i, m, x)
}

/// The class-mask bit (seed 001 lines 13248-13266) of a float with the given sign, exponent
/// field (`emax` = all ones), mantissa and quiet bit.
#[inline(always)]
fn class_bit(sign: bool, exp: u64, emax: u64, mant: u64, quiet: u64) -> u32 {
    if exp == emax {
        if mant == 0 {
            if sign {
                2
            } else {
                9
            }
        } else if mant & quiet != 0 {
            1
        } else {
            0
        }
    } else if exp > 0 {
        if sign {
            3
        } else {
            8
        }
    } else if mant != 0 {
        if sign {
            4
        } else {
            7
        }
    } else if sign {
        5
    } else {
        6
    }
}

/// The 10-bit class mask (source 1). For `v_cmp_class_f16` a float inline constant is an f16
/// pattern (seed 000 line 5166).
fn class_mask(w: &Wave, i: &Inst, f16: bool) -> Lanes {
    match i.src[1] {
        c @ 240..=248 if f16 => [INLINE_F16[(c - 240) as usize] as u32; LANES],
        _ => w.src(i, 1),
    }
}

/// `v_cmp_class_*`: `D[lane] = S1.u[class(S0)]`; source 0 takes abs/neg; denormals are
/// classified as such whatever MODE says (the pseudocode reads the raw bits).
fn class(w: &mut Wave, i: &Inst, x: bool, bits: u32) -> R {
    let mask = class_mask(w, i, bits == 16);
    let mut m = 0u64;
    match bits {
        16 => {
            let v = half(w, i, 0);
            for l in 0..LANES {
                let b = mods(v[l] as u64, i, 0, 0x8000);
                let k = class_bit(b & 0x8000 != 0, b >> 10 & 0x1f, 0x1f, b & 0x3ff, 1 << 9);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
        32 => {
            let v = w.src(i, 0);
            for l in 0..LANES {
                let b = mods(v[l] as u64, i, 0, 0x8000_0000);
                let k = class_bit(b & 0x8000_0000 != 0, b >> 23 & 0xff, 0xff, b & 0x7f_ffff, 1 << 22);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
        _ => {
            let v = w.src64(i, 0, true);
            for l in 0..LANES {
                let b = mods(v[l], i, 0, 1 << 63);
                let k = class_bit(b >> 63 != 0, b >> 52 & 0x7ff, 0x7ff, b & 0xf_ffff_ffff_ffff, 1 << 51);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
    }
    finish(w, i, m, x)
}

/// `D.u64[lane] = S1.u[class(S0.f32)]`, the 10-bit class mask (seed 000 line 5154; seed 001 line 13227).
pub fn v_cmp_class_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, false, 32)
}

/// `EXEC[lane] = D.u64[lane] = S1.u[class(S0.f32)]`, the 10-bit class mask (seed 000 line 5157; seed 001 line 13272).
pub fn v_cmpx_class_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, true, 32)
}

/// `D.u64[lane] = S1.u[class(S0.f64)]`, the 10-bit class mask (seed 000 line 5160; seed 001 line 13324).
pub fn v_cmp_class_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, false, 64)
}

/// `EXEC[lane] = D.u64[lane] = S1.u[class(S0.f64)]`, the 10-bit class mask (seed 000 line 5163; seed 001 line 13376).
pub fn v_cmpx_class_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, true, 64)
}

/// `D.u64[lane] = S1.u[class(S0.f16)]`, the 10-bit class mask (seed 000 line 5166; seed 001 line 13429).
pub fn v_cmp_class_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, false, 16)
}

/// `EXEC[lane] = D.u64[lane] = S1.u[class(S0.f16)]`, the 10-bit class mask (seed 000 line 5169; seed 001 line 13487).
pub fn v_cmpx_class_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    class(w, i, true, 16)
}

/// `D.u64[lane] = 0` (seed 000 line 5172; seed 001 line 13543).
pub fn v_cmp_f_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<F>(w, i, false)
}

/// `D.u64[lane] = S0.f16 < S1.f16` (seed 000 line 5175; seed 001 line 13554).
pub fn v_cmp_lt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.f16 == S1.f16` (seed 000 line 5178; seed 001 line 13566).
pub fn v_cmp_eq_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.f16 <= S1.f16` (seed 000 line 5181; seed 001 line 13578).
pub fn v_cmp_le_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.f16 > S1.f16` (seed 000 line 5184; seed 001 line 13590).
pub fn v_cmp_gt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.f16 <> S1.f16` (seed 000 line 5187; seed 001 line 13608).
pub fn v_cmp_lg_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LG>(w, i, false)
}

/// `D.u64[lane] = S0.f16 >= S1.f16` (seed 000 line 5190; seed 001 line 13620).
pub fn v_cmp_ge_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<GE>(w, i, false)
}

/// `D.u64[lane] = !isNaN(S0.f16) && !isNaN(S1.f16)` (seed 000 line 5193; seed 001 line 13632).
pub fn v_cmp_o_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<O>(w, i, false)
}

/// `D.u64[lane] = isNaN(S0.f16) || isNaN(S1.f16)` (seed 000 line 5196; seed 001 line 13644).
pub fn v_cmp_u_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<U>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 >= S1.f16)` (seed 000 line 5199; seed 001 line 13656).
pub fn v_cmp_nge_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NGE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 <> S1.f16)` (seed 000 line 5202; seed 001 line 13677).
pub fn v_cmp_nlg_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLG>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 > S1.f16)` (seed 000 line 5205; seed 001 line 13690).
pub fn v_cmp_ngt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NGT>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 <= S1.f16)` (seed 000 line 5208; seed 001 line 13703).
pub fn v_cmp_nle_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 == S1.f16)` (seed 000 line 5211; seed 001 line 13716).
pub fn v_cmp_neq_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NEQ>(w, i, false)
}

/// `D.u64[lane] = !(S0.f16 < S1.f16)` (seed 000 line 5214; seed 001 line 13738).
pub fn v_cmp_nlt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLT>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5217; seed 001 line 13751).
pub fn v_cmp_tru_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<TRU>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5220; seed 001 line 13762).
pub fn v_cmpx_f_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 < S1.f16` (seed 000 line 5223; seed 001 line 13773).
pub fn v_cmpx_lt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 == S1.f16` (seed 000 line 5226; seed 001 line 13785).
pub fn v_cmpx_eq_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 <= S1.f16` (seed 000 line 5229; seed 001 line 13803).
pub fn v_cmpx_le_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 > S1.f16` (seed 000 line 5232; seed 001 line 13815).
pub fn v_cmpx_gt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 <> S1.f16` (seed 000 line 5235; seed 001 line 13827).
pub fn v_cmpx_lg_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<LG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f16 >= S1.f16` (seed 000 line 5238; seed 001 line 13839).
pub fn v_cmpx_ge_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !isNaN(S0.f16) && !isNaN(S1.f16)` (seed 000 line 5241; seed 001 line 13851).
pub fn v_cmpx_o_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<O>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = isNaN(S0.f16) || isNaN(S1.f16)` (seed 000 line 5244; seed 001 line 13870).
pub fn v_cmpx_u_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<U>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 >= S1.f16)` (seed 000 line 5247; seed 001 line 13882).
pub fn v_cmpx_nge_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NGE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 <> S1.f16)` (seed 000 line 5250; seed 001 line 13895).
pub fn v_cmpx_nlg_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 > S1.f16)` (seed 000 line 5253; seed 001 line 13908).
pub fn v_cmpx_ngt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NGT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 <= S1.f16)` (seed 000 line 5256; seed 001 line 13930).
pub fn v_cmpx_nle_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 == S1.f16)` (seed 000 line 5259; seed 001 line 13943).
pub fn v_cmpx_neq_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NEQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f16 < S1.f16)` (seed 000 line 5262; seed 001 line 13956).
pub fn v_cmpx_nlt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<NLT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5265; seed 001 line 13969).
pub fn v_cmpx_tru_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f16::<TRU>(w, i, true)
}

/// `D.u64[lane] = 0` (seed 000 line 5268; seed 001 line 13980).
pub fn v_cmp_f_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<F>(w, i, false)
}

/// `D.u64[lane] = S0.f32 < S1.f32` (seed 000 line 5271; seed 001 line 13998).
pub fn v_cmp_lt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.f32 == S1.f32` (seed 000 line 5274; seed 001 line 14010).
pub fn v_cmp_eq_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.f32 <= S1.f32` (seed 000 line 5277; seed 001 line 14022).
pub fn v_cmp_le_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.f32 > S1.f32` (seed 000 line 5280; seed 001 line 14034).
pub fn v_cmp_gt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.f32 <> S1.f32` (seed 000 line 5283; seed 001 line 14051).
pub fn v_cmp_lg_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LG>(w, i, false)
}

/// `D.u64[lane] = S0.f32 >= S1.f32` (seed 000 line 5286; seed 001 line 14063).
pub fn v_cmp_ge_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<GE>(w, i, false)
}

/// `D.u64[lane] = !isNaN(S0.f32) && !isNaN(S1.f32)` (seed 000 line 5289; seed 001 line 14075).
pub fn v_cmp_o_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<O>(w, i, false)
}

/// `D.u64[lane] = isNaN(S0.f32) || isNaN(S1.f32)` (seed 000 line 5292; seed 001 line 14087).
pub fn v_cmp_u_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<U>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 >= S1.f32)` (seed 000 line 5295; seed 001 line 14099).
pub fn v_cmp_nge_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NGE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 <> S1.f32)` (seed 000 line 5298; seed 001 line 14121).
pub fn v_cmp_nlg_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLG>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 > S1.f32)` (seed 000 line 5301; seed 001 line 14134).
pub fn v_cmp_ngt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NGT>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 <= S1.f32)` (seed 000 line 5304; seed 001 line 14147).
pub fn v_cmp_nle_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 == S1.f32)` (seed 000 line 5307; seed 001 line 14160).
pub fn v_cmp_neq_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NEQ>(w, i, false)
}

/// `D.u64[lane] = !(S0.f32 < S1.f32)` (seed 000 line 5310; seed 001 line 14179).
pub fn v_cmp_nlt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLT>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5313; seed 001 line 14192).
pub fn v_cmp_tru_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<TRU>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5316; seed 001 line 14203).
pub fn v_cmpx_f_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 < S1.f32` (seed 000 line 5319; seed 001 line 14214).
pub fn v_cmpx_lt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 == S1.f32` (seed 000 line 5322; seed 001 line 14226).
pub fn v_cmpx_eq_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 <= S1.f32` (seed 000 line 5325; seed 001 line 14247).
pub fn v_cmpx_le_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 > S1.f32` (seed 000 line 5328; seed 001 line 14259).
pub fn v_cmpx_gt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 <> S1.f32` (seed 000 line 5331; seed 001 line 14271).
pub fn v_cmpx_lg_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<LG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f32 >= S1.f32` (seed 000 line 5334; seed 001 line 14283).
pub fn v_cmpx_ge_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !isNaN(S0.f32) && !isNaN(S1.f32)` (seed 000 line 5337; seed 001 line 14295).
pub fn v_cmpx_o_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<O>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = isNaN(S0.f32) || isNaN(S1.f32)` (seed 000 line 5340; seed 001 line 14314).
pub fn v_cmpx_u_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<U>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 >= S1.f32)` (seed 000 line 5343; seed 001 line 14326).
pub fn v_cmpx_nge_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NGE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 <> S1.f32)` (seed 000 line 5346; seed 001 line 14339).
pub fn v_cmpx_nlg_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 > S1.f32)` (seed 000 line 5349; seed 001 line 14352).
pub fn v_cmpx_ngt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NGT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 <= S1.f32)` (seed 000 line 5352; seed 001 line 14374).
pub fn v_cmpx_nle_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 == S1.f32)` (seed 000 line 5355; seed 001 line 14387).
pub fn v_cmpx_neq_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NEQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f32 < S1.f32)` (seed 000 line 5358; seed 001 line 14400).
pub fn v_cmpx_nlt_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<NLT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5361; seed 001 line 14413).
pub fn v_cmpx_tru_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f32::<TRU>(w, i, true)
}

/// `D.u64[lane] = 0` (seed 000 line 5364; seed 001 line 14424).
pub fn v_cmp_f_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<F>(w, i, false)
}

/// `D.u64[lane] = S0.f64 < S1.f64` (seed 000 line 5367; seed 001 line 14442).
pub fn v_cmp_lt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.f64 == S1.f64` (seed 000 line 5370; seed 001 line 14454).
pub fn v_cmp_eq_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.f64 <= S1.f64` (seed 000 line 5373; seed 001 line 14466).
pub fn v_cmp_le_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.f64 > S1.f64` (seed 000 line 5376; seed 001 line 14478).
pub fn v_cmp_gt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.f64 <> S1.f64` (seed 000 line 5379; seed 001 line 14495).
pub fn v_cmp_lg_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LG>(w, i, false)
}

/// `D.u64[lane] = S0.f64 >= S1.f64` (seed 000 line 5382; seed 001 line 14507).
pub fn v_cmp_ge_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<GE>(w, i, false)
}

/// `D.u64[lane] = !isNaN(S0.f64) && !isNaN(S1.f64)` (seed 000 line 5385; seed 001 line 14519).
pub fn v_cmp_o_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<O>(w, i, false)
}

/// `D.u64[lane] = isNaN(S0.f64) || isNaN(S1.f64)` (seed 000 line 5388; seed 001 line 14531).
pub fn v_cmp_u_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<U>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 >= S1.f64)` (seed 000 line 5391; seed 001 line 14543).
pub fn v_cmp_nge_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NGE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 <> S1.f64)` (seed 000 line 5394; seed 001 line 14565).
pub fn v_cmp_nlg_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLG>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 > S1.f64)` (seed 000 line 5397; seed 001 line 14578).
pub fn v_cmp_ngt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NGT>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 <= S1.f64)` (seed 000 line 5400; seed 001 line 14591).
pub fn v_cmp_nle_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLE>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 == S1.f64)` (seed 000 line 5403; seed 001 line 14604).
pub fn v_cmp_neq_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NEQ>(w, i, false)
}

/// `D.u64[lane] = !(S0.f64 < S1.f64)` (seed 000 line 5406; seed 001 line 14623).
pub fn v_cmp_nlt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLT>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5409; seed 001 line 14636).
pub fn v_cmp_tru_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<TRU>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5412; seed 001 line 14647).
pub fn v_cmpx_f_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 < S1.f64` (seed 000 line 5415; seed 001 line 14658).
pub fn v_cmpx_lt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 == S1.f64` (seed 000 line 5418; seed 001 line 14670).
pub fn v_cmpx_eq_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 <= S1.f64` (seed 000 line 5421; seed 001 line 14691).
pub fn v_cmpx_le_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 > S1.f64` (seed 000 line 5424; seed 001 line 14703).
pub fn v_cmpx_gt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 <> S1.f64` (seed 000 line 5427; seed 001 line 14715).
pub fn v_cmpx_lg_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<LG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.f64 >= S1.f64` (seed 000 line 5430; seed 001 line 14727).
pub fn v_cmpx_ge_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !isNaN(S0.f64) && !isNaN(S1.f64)` (seed 000 line 5433; seed 001 line 14739).
pub fn v_cmpx_o_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<O>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = isNaN(S0.f64) || isNaN(S1.f64)` (seed 000 line 5436; seed 001 line 14758).
pub fn v_cmpx_u_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<U>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 >= S1.f64)` (seed 000 line 5439; seed 001 line 14770).
pub fn v_cmpx_nge_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NGE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 <> S1.f64)` (seed 000 line 5442; seed 001 line 14783).
pub fn v_cmpx_nlg_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLG>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 > S1.f64)` (seed 000 line 5445; seed 001 line 14796).
pub fn v_cmpx_ngt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NGT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 <= S1.f64)` (seed 000 line 5448; seed 001 line 14818).
pub fn v_cmpx_nle_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 == S1.f64)` (seed 000 line 5451; seed 001 line 14831).
pub fn v_cmpx_neq_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NEQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = !(S0.f64 < S1.f64)` (seed 000 line 5454; seed 001 line 14844).
pub fn v_cmpx_nlt_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<NLT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5457; seed 001 line 14857).
pub fn v_cmpx_tru_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_f64::<TRU>(w, i, true)
}

/// `D.u64[lane] = 0` (seed 000 line 5460; seed 001 line 14868).
pub fn v_cmp_f_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<F>(w, i, false)
}

/// `D.u64[lane] = S0.i16 < S1.i16` (seed 000 line 5463; seed 001 line 14886).
pub fn v_cmp_lt_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.i16 == S1.i16` (seed 000 line 5466; seed 001 line 14898).
pub fn v_cmp_eq_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.i16 <= S1.i16` (seed 000 line 5469; seed 001 line 14910).
pub fn v_cmp_le_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.i16 > S1.i16` (seed 000 line 5472; seed 001 line 14922).
pub fn v_cmp_gt_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.i16 <> S1.i16` (seed 000 line 5475; seed 001 line 14939).
pub fn v_cmp_ne_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.i16 >= S1.i16` (seed 000 line 5478; seed 001 line 14951).
pub fn v_cmp_ge_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5481; seed 001 line 14963).
pub fn v_cmp_t_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<T>(w, i, false)
}

/// `D.u64[lane] = 0` (seed 000 line 5484; seed 001 line 14974).
pub fn v_cmp_f_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<F>(w, i, false)
}

/// `D.u64[lane] = S0.u16 < S1.u16` (seed 000 line 5487; seed 001 line 14985).
pub fn v_cmp_lt_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.u16 == S1.u16` (seed 000 line 5490; seed 001 line 15003).
pub fn v_cmp_eq_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.u16 <= S1.u16` (seed 000 line 5493; seed 001 line 15015).
pub fn v_cmp_le_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.u16 > S1.u16` (seed 000 line 5496; seed 001 line 15027).
pub fn v_cmp_gt_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.u16 <> S1.u16` (seed 000 line 5499; seed 001 line 15039).
pub fn v_cmp_ne_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.u16 >= S1.u16` (seed 000 line 5502; seed 001 line 15051).
pub fn v_cmp_ge_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5505; seed 001 line 15071).
pub fn v_cmp_t_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<T>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5508; seed 001 line 15082).
pub fn v_cmpx_f_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 < S1.i16` (seed 000 line 5511; seed 001 line 15093).
pub fn v_cmpx_lt_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 == S1.i16` (seed 000 line 5514; seed 001 line 15105).
pub fn v_cmpx_eq_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 <= S1.i16` (seed 000 line 5517; seed 001 line 15117).
pub fn v_cmpx_le_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 > S1.i16` (seed 000 line 5520; seed 001 line 15137).
pub fn v_cmpx_gt_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 <> S1.i16` (seed 000 line 5523; seed 001 line 15149).
pub fn v_cmpx_ne_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i16 >= S1.i16` (seed 000 line 5526; seed 001 line 15161).
pub fn v_cmpx_ge_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5529; seed 001 line 15173).
pub fn v_cmpx_t_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i16::<T>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5532; seed 001 line 15189).
pub fn v_cmpx_f_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 < S1.u16` (seed 000 line 5535; seed 001 line 15200).
pub fn v_cmpx_lt_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 == S1.u16` (seed 000 line 5538; seed 001 line 15212).
pub fn v_cmpx_eq_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 <= S1.u16` (seed 000 line 5541; seed 001 line 15224).
pub fn v_cmpx_le_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 > S1.u16` (seed 000 line 5544; seed 001 line 15236).
pub fn v_cmpx_gt_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 <> S1.u16` (seed 000 line 5547; seed 001 line 15254).
pub fn v_cmpx_ne_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u16 >= S1.u16` (seed 000 line 5550; seed 001 line 15266).
pub fn v_cmpx_ge_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5553; seed 001 line 15278).
pub fn v_cmpx_t_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u16::<T>(w, i, true)
}

/// `D.u64[lane] = 0` (seed 000 line 5556; seed 001 line 15289).
pub fn v_cmp_f_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<F>(w, i, false)
}

/// `D.u64[lane] = S0.i32 < S1.i32` (seed 000 line 5559; seed 001 line 15300).
pub fn v_cmp_lt_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.i32 == S1.i32` (seed 000 line 5562; seed 001 line 15321).
pub fn v_cmp_eq_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.i32 <= S1.i32` (seed 000 line 5565; seed 001 line 15333).
pub fn v_cmp_le_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.i32 > S1.i32` (seed 000 line 5568; seed 001 line 15345).
pub fn v_cmp_gt_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.i32 <> S1.i32` (seed 000 line 5571; seed 001 line 15357).
pub fn v_cmp_ne_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.i32 >= S1.i32` (seed 000 line 5574; seed 001 line 15369).
pub fn v_cmp_ge_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5577; seed 001 line 15388).
pub fn v_cmp_t_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<T>(w, i, false)
}

/// `D.u64[lane] = 0` (seed 000 line 5580; seed 001 line 15399).
pub fn v_cmp_f_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<F>(w, i, false)
}

/// `D.u64[lane] = S0.u32 < S1.u32` (seed 000 line 5583; seed 001 line 15410).
pub fn v_cmp_lt_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.u32 == S1.u32` (seed 000 line 5586; seed 001 line 15422).
pub fn v_cmp_eq_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.u32 <= S1.u32` (seed 000 line 5589; seed 001 line 15434).
pub fn v_cmp_le_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.u32 > S1.u32` (seed 000 line 5592; seed 001 line 15453).
pub fn v_cmp_gt_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.u32 <> S1.u32` (seed 000 line 5595; seed 001 line 15465).
pub fn v_cmp_ne_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.u32 >= S1.u32` (seed 000 line 5598; seed 001 line 15477).
pub fn v_cmp_ge_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5601; seed 001 line 15489).
pub fn v_cmp_t_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<T>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5604; seed 001 line 15505).
pub fn v_cmpx_f_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 < S1.i32` (seed 000 line 5607; seed 001 line 15516).
pub fn v_cmpx_lt_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 == S1.i32` (seed 000 line 5610; seed 001 line 15528).
pub fn v_cmpx_eq_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 <= S1.i32` (seed 000 line 5613; seed 001 line 15540).
pub fn v_cmpx_le_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 > S1.i32` (seed 000 line 5616; seed 001 line 15552).
pub fn v_cmpx_gt_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 <> S1.i32` (seed 000 line 5619; seed 001 line 15570).
pub fn v_cmpx_ne_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i32 >= S1.i32` (seed 000 line 5622; seed 001 line 15582).
pub fn v_cmpx_ge_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5625; seed 001 line 15594).
pub fn v_cmpx_t_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i32::<T>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5628; seed 001 line 15605).
pub fn v_cmpx_f_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 < S1.u32` (seed 000 line 5631; seed 001 line 15616).
pub fn v_cmpx_lt_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 == S1.u32` (seed 000 line 5634; seed 001 line 15637).
pub fn v_cmpx_eq_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 <= S1.u32` (seed 000 line 5637; seed 001 line 15649).
pub fn v_cmpx_le_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 > S1.u32` (seed 000 line 5640; seed 001 line 15661).
pub fn v_cmpx_gt_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 <> S1.u32` (seed 000 line 5643; seed 001 line 15673).
pub fn v_cmpx_ne_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u32 >= S1.u32` (seed 000 line 5646; seed 001 line 15685).
pub fn v_cmpx_ge_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5649; seed 001 line 15704).
pub fn v_cmpx_t_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u32::<T>(w, i, true)
}

/// `D.u64[lane] = 0` (seed 000 line 5652; seed 001 line 15715).
pub fn v_cmp_f_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<F>(w, i, false)
}

/// `D.u64[lane] = S0.i64 < S1.i64` (seed 000 line 5655; seed 001 line 15726).
pub fn v_cmp_lt_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.i64 == S1.i64` (seed 000 line 5658; seed 001 line 15738).
pub fn v_cmp_eq_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.i64 <= S1.i64` (seed 000 line 5661; seed 001 line 15750).
pub fn v_cmp_le_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.i64 > S1.i64` (seed 000 line 5664; seed 001 line 15769).
pub fn v_cmp_gt_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.i64 <> S1.i64` (seed 000 line 5667; seed 001 line 15781).
pub fn v_cmp_ne_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.i64 >= S1.i64` (seed 000 line 5670; seed 001 line 15793).
pub fn v_cmp_ge_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5673; seed 001 line 15805).
pub fn v_cmp_t_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<T>(w, i, false)
}

/// `D.u64[lane] = 0` (seed 000 line 5676; seed 001 line 15821).
pub fn v_cmp_f_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<F>(w, i, false)
}

/// `D.u64[lane] = S0.u64 < S1.u64` (seed 000 line 5679; seed 001 line 15832).
pub fn v_cmp_lt_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<LT>(w, i, false)
}

/// `D.u64[lane] = S0.u64 == S1.u64` (seed 000 line 5682; seed 001 line 15844).
pub fn v_cmp_eq_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<EQ>(w, i, false)
}

/// `D.u64[lane] = S0.u64 <= S1.u64` (seed 000 line 5685; seed 001 line 15856).
pub fn v_cmp_le_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<LE>(w, i, false)
}

/// `D.u64[lane] = S0.u64 > S1.u64` (seed 000 line 5688; seed 001 line 15868).
pub fn v_cmp_gt_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<GT>(w, i, false)
}

/// `D.u64[lane] = S0.u64 <> S1.u64` (seed 000 line 5691; seed 001 line 15886).
pub fn v_cmp_ne_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<NE>(w, i, false)
}

/// `D.u64[lane] = S0.u64 >= S1.u64` (seed 000 line 5694; seed 001 line 15898).
pub fn v_cmp_ge_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<GE>(w, i, false)
}

/// `D.u64[lane] = 1` (seed 000 line 5697; seed 001 line 15910).
pub fn v_cmp_t_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<T>(w, i, false)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5700; seed 001 line 15921).
pub fn v_cmpx_f_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 < S1.i64` (seed 000 line 5703; seed 001 line 15932).
pub fn v_cmpx_lt_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 == S1.i64` (seed 000 line 5706; seed 001 line 15953).
pub fn v_cmpx_eq_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 <= S1.i64` (seed 000 line 5709; seed 001 line 15965).
pub fn v_cmpx_le_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 > S1.i64` (seed 000 line 5712; seed 001 line 15977).
pub fn v_cmpx_gt_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 <> S1.i64` (seed 000 line 5715; seed 001 line 15989).
pub fn v_cmpx_ne_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.i64 >= S1.i64` (seed 000 line 5718; seed 001 line 16001).
pub fn v_cmpx_ge_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5721; seed 001 line 16020).
pub fn v_cmpx_t_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_i64::<T>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 0` (seed 000 line 5724; seed 001 line 16031).
pub fn v_cmpx_f_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<F>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 < S1.u64` (seed 000 line 5727; seed 001 line 16042).
pub fn v_cmpx_lt_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<LT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 == S1.u64` (seed 000 line 5730; seed 001 line 16054).
pub fn v_cmpx_eq_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<EQ>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 <= S1.u64` (seed 000 line 5733; seed 001 line 16066).
pub fn v_cmpx_le_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<LE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 > S1.u64` (seed 000 line 5736; seed 001 line 16085).
pub fn v_cmpx_gt_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<GT>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 <> S1.u64` (seed 000 line 5739; seed 001 line 16097).
pub fn v_cmpx_ne_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<NE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = S0.u64 >= S1.u64` (seed 000 line 5742; seed 001 line 16109).
pub fn v_cmpx_ge_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<GE>(w, i, true)
}

/// `EXEC[lane] = D.u64[lane] = 1` (seed 000 line 5745; seed 001 line 16121).
pub fn v_cmpx_t_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_u64::<T>(w, i, true)
}
