//! Half-precision arithmetic (VOP2, VOP3, VOP1) and the f16 conversions.

use super::*;

/// `v_add_f16` / `v_sub_f16` (`SUB`) / `v_subrev_f16` (`SUB`, `REV`): `D.f16 = S0.f16 ± S1.f16`,
/// the operands swapped with `REV` (seed 000 lines 4674-4680; seed 001 line 10657).
pub fn add_f16<const SUB: bool, const REV: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h2(w, i, Dst16::Zero, |a, b, fp| {
        arith16(&[a, b], fp, |x| {
            let (p, q) = if REV { (x[1], x[0]) } else { (x[0], x[1]) };
            add_f64(p, if SUB { -q } else { q }, fp.round)
        })
    })
}

sem! {
    /// `D.f16 = S0.f16 * S1.f16` (seed 000 line 4683).
    fn v_mul_f16(w, i) { h2(w, i, Dst16::Zero, |a, b, fp| arith16(&[a, b], fp, |x| x[0] * x[1])) }
}

/// `v_max_f16` (`MAX`) / `v_min_f16`: `D.f16 = max/min(S0.f16, S1.f16)` with the IEEE-mode NaN
/// rules (seed 000 lines 4716, 4719); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn minmax_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16_minmax(w);
    h2_in(w, i, Dst16::Zero, fp, minmax16::<MAX>)
}

/// `D.f16 = S0.f16 * 2^S1.i16` (seed 000 line 4734; seed 001 line 11030).
pub fn v_ldexp_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = src(w, i, 1);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let n = (b[l] as u16 as i16 as i32).clamp(-100, 100);
        let r = arith16(&[a[l]], fp, |x| libm::ldexp(x[0], n));
        d[l] = out16(i, fp, r);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.f16 = S0.f16 * S1.f16 + D.f16`, unfused (seed 000 line 4686); OPSEL\[3\] writes the high
/// half, otherwise the high half is zeroed (seed 001 lines 10735-10748).
pub fn v_mac_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let c = old_dst(w, i);
    let hi = i.op_sel & 8 != 0;
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, mad16(a[l], b[l], half(c[l], hi), fp));
    }
    write16(w, i, &d, Dst16::Legacy);
    Ok(Flow::Next)
}

/// `v_madmk_f16` (`D.f16 = S0.f16 * K.f16 + S1.f16`) and `v_madak_f16` (`AK`:
/// `D.f16 = S0.f16 * S1.f16 + K.f16`), K the literal, high half zeroed (seed 000 lines
/// 4689-4692; seed 001 lines 10764-10783).
pub fn madk16<const AK: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let k = i.literal as u16;
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let (x, y, z) = if AK { (a[l], b[l], k) } else { (a[l], k, b[l]) };
        d[l] = mad16(x, y, z, fp);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// The VOP3 destination rule: [`Dst16::Legacy`] for the `_legacy` forms, else [`Dst16::Keep`].
pub(super) const fn vop3_dst(legacy: bool) -> Dst16 {
    if legacy {
        Dst16::Legacy
    } else {
        Dst16::Keep
    }
}

/// `v_mad_f16` / `v_mad_legacy_f16` (`LEGACY`): `D.f16 = S0.f16 * S1.f16 + S2.f16`, unfused,
/// denormals flushed; OPSEL\[3\] picks the half written, the other kept, or with `LEGACY`
/// writing the low half zeroes the high half (seed 000 lines 5998, 6073; seed 001 line 23207).
pub fn mad_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), mad16)
}

/// `v_fma_f16` / `v_fma_legacy_f16` (`LEGACY`): `D.f16 = fma(S0.f16, S1.f16, S2.f16)`, one
/// rounding, destination as [`mad_f16`] (seed 000 lines 6009, 6082; seed 001 lines 22869, 23276).
pub fn fma_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), fma16)
}

/// V_DIV_FIXUP_F16 special cases (seed 000 line 6085; seed 001 line 23297).
fn div_fixup16(q: u16, den: u16, num: u16, _: Fp) -> u16 {
    let sign = (den ^ num) & 0x8000;
    let zero = |h: u16| h & 0x7fff == 0;
    if is_nan16(num) {
        quiet16(num)
    } else if is_nan16(den) {
        quiet16(den)
    } else if (zero(den) && zero(num)) || (is_inf16(den) && is_inf16(num)) {
        NAN16
    } else if zero(den) || is_inf16(num) {
        sign | 0x7c00
    } else if is_inf16(den) || zero(num) {
        sign
    } else {
        sign | (q & 0x7fff)
    }
}

/// `v_div_fixup_f16` / `v_div_fixup_legacy_f16` (`LEGACY`): division fixup, destination as
/// [`mad_f16`] (seed 000 lines 6012, 6085; seed 001 line 22892).
pub fn div_fixup_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), div_fixup16)
}

/// `v_max3_f16` (`MAX`) / `v_min3_f16`: `D.f16 = max/min(max/min(S0, S1), S2)` (seed 000 lines
/// 6027, 6036).
pub fn minmax3_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, Dst16::Keep, |a, b, c, fp| {
        minmax16::<MAX>(minmax16::<MAX>(a, b, fp), c, fp)
    })
}

sem! {
    /// Median of three f16 values (seed 000 line 6045).
    fn v_med3_f16(w, i) { h3(w, i, Dst16::Keep, med3_16) }
}

// ---------------------------------------------------------------------------------------------
// VOP1 half-precision
// ---------------------------------------------------------------------------------------------

/// A unary f16 operation computed in f64 then rounded per MODE; NaN inputs propagate.
fn unary16(h: u16, fp: Fp, f: impl Fn(f64) -> f64) -> u16 {
    arith16(&[h], fp, |x| f(x[0]))
}

/// `v_rcp_f16`, `v_sqrt_f16`, `v_rsq_f16`, `v_log_f16`, `v_exp_f16`: `D.f16 = 1.0 / S0.f16`,
/// `sqrt(S0.f16)`, `1.0 / sqrt(S0.f16)`, `log2(S0.f16)`, `2^S0.f16` by `OP` (seed 000 lines
/// 4928-4940).
pub fn math16<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f = |x: f64| match OP {
        OP_RCP => 1.0 / x,
        OP_SQRT => libm::sqrt(x),
        OP_RSQ => 1.0 / libm::sqrt(x),
        OP_LOG => libm::log2(x),
        _ => libm::exp2(x),
    };
    h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, f))
}

/// `sin(x * 2π)` / `cos(x * 2π)` with exact range reduction: the integer part of `x` is
/// dropped first (seed 000 lines 4964-4967: sin of the largest finite f16 is +0).
fn trig16(x: f64, cos: bool) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    if x == 0.0 && !cos {
        return x;
    }
    let f = x - libm::trunc(x); // exact
    let t = f * core::f64::consts::TAU;
    if cos {
        libm::cos(t)
    } else {
        libm::sin(t)
    }
}

/// `v_sin_f16` / `v_cos_f16` (`COS`): `D.f16 = sin/cos(S0.f16 * 2π)` (seed 000 lines 4964, 4967).
pub fn trig_f16<const COS: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, |x| trig16(x, COS)))
}

/// Mantissa in \[0.5, 1) of S0.f16; ±Inf and NaN pass through (seed 000 line 4943).
pub fn v_frexp_mant_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        if is_inf16(a) || is_nan16(a) {
            return if is_nan16(a) { quiet16(a) } else { a };
        }
        enc16(libm::frexp(v16(a)).0, fp)
    })
}

/// `D.i16 = exponent(S0.f16) - 14`, 0 for ±Inf/NaN (seed 000 line 4946).
pub fn v_frexp_exp_i16_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = if is_inf16(a[l]) || is_nan16(a[l]) {
            0
        } else {
            libm::frexp(v16(a[l])).1 as i16 as u16
        };
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `v_floor_f16`, `v_ceil_f16`, `v_trunc_f16`, `v_rndne_f16`: `D.f16 = S0.f16` rounded to an
/// integer in direction `DIR` (`valu::FLOOR` …; seed 000 lines 4949-4958).
pub fn round16<const DIR: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        unary16(a, fp, |x| crate::exec::valu::round_f64(x, DIR))
    })
}

/// `D.f16 = S0.f16 - floor(S0.f16)`, rounded per MODE (seed 000 line 4961).
pub fn v_fract_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        unary16(a, fp, |x| if x.is_infinite() { f64::NAN } else { x - libm::floor(x) })
    })
}

/// `D.f16 = f32_to_f16(S0.f32)` in MODE's half rounding mode (seed 000 line 4781).
pub fn v_cvt_f16_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f32m = fp32(w);
    let fp = fp16(w);
    let a = src(w, i, 0);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let x = din32(mods32(a[l], i, 0), f32m);
        let h = if f32::from_bits(x).is_nan() {
            nan32_to_16(x)
        } else {
            enc16(f32::from_bits(x) as f64, fp)
        };
        d[l] = out16(i, fp, h);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.f32 = f16_to_f32(S0.f16)`, exact; f16 denormal inputs are accepted whatever MODE says
/// (seed 000 line 4784).
pub fn v_cvt_f32_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = Fp { din: true, ..fp16(w) };
    let f32m = fp32(w);
    let a = h_src(w, i, 0, fp);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let x = if is_nan16(a[l]) {
            f32::from_bits(((a[l] as u32 & 0x8000) << 16) | 0x7fc0_0000 | (a[l] as u32 & 0x3ff) << 13)
        } else {
            formats::f16_to_f32(a[l])
        };
        d[l] = out32(i, f32m, x);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D.f16 = int_to_f16(S0)` of the integer `int` reads from the low half, high half zeroed.
fn cvt_f16_int(w: &mut Wave, i: &Inst, int: fn(u16) -> f64) -> R {
    let fp = fp16(w);
    let a = u_src(w, i, 0);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, enc16(int(a[l]), fp));
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `v_cvt_f16_u16` / `v_cvt_f16_i16` (`SIGNED`): `D.f16 = u16_to_f16(S0.u16)` or
/// `i16_to_f16(S0.i16)` (seed 000 lines 4916, 4919).
pub fn cvt_f16_int16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cvt_f16_int(w, i, |a| if SIGNED { a as i16 as f64 } else { a as f64 })
}

/// f16 to u16 or i16 (`SIGNED`) by truncation, saturating; NaN gives 0; denormals accepted (seed 000 lines
/// 4922-4925).
pub fn f16_to_int<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (lo, hi) = if SIGNED { (-32768.0, 32767.0) } else { (0.0, 65535.0) };
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let x = v16(a[l]);
        d[l] = if x.is_nan() {
            0
        } else {
            libm::trunc(x).clamp(lo, hi) as i32 as u16
        };
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// Signed normalized: clamp to \[-1, 1\], scale by 32767, round to nearest even; NaN gives 0.
pub(super) fn snorm16(x: f64) -> u16 {
    if x.is_nan() {
        0
    } else {
        libm::rint(x.clamp(-1.0, 1.0) * 32767.0) as i32 as u16
    }
}

/// Unsigned normalized: clamp to \[0, 1\], scale by 65535, round to nearest even; NaN gives 0.
pub(super) fn unorm16(x: f64) -> u16 {
    if x.is_nan() {
        0
    } else {
        libm::rint(x.clamp(0.0, 1.0) * 65535.0) as u32 as u16
    }
}

/// `v_cvt_norm_i16_f16` / `v_cvt_norm_u16_f16` (`SIGNED`): a 16-bit snorm or unorm result
/// from one f16 source (denormal inputs accepted).
pub fn norm16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f: fn(f64) -> u16 = if SIGNED { snorm16 } else { unorm16 };
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = f(v16(a[l]));
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.u32 = {16'0, sat8(S0[31:16].i16), sat8(S0[15:0].i16)}` (seed 000 line 4982).
pub fn v_sat_pk_u8_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    let mut d = [0u32; LANES];
    let sat8 = |n: u16| (n as i16).clamp(0, 255) as u32;
    for l in 0..LANES {
        d[l] = sat8(a[l] as u16) | sat8((a[l] >> 16) as u16) << 8;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}
