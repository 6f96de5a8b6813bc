//! Division support: `v_div_scale`, `v_div_fmas`, `v_div_fixup` (f32 and f64).

use super::*;

/// `V_DIV_SCALE_F32` (seed 000 line 5967; seed 001 line 22404): scales S0 (the numerator or
/// denominator) by 2^±64 when the division would meet denormals; the lane's bit of the
/// VOP3B destination `sdst` says the quotient needs post-scaling. Where the pseudocode
/// assigns no result, D = S0. "1 / S1 is a denormal" is tested in f32 as the Vega text says
/// (seed 001 writes `DENORM.f64`, which an f32 reciprocal never is).
/// `V_DIV_SCALE_F64` (seed 000 line 5970; seed 001 line 22469): as the f32 form with 2^±128,
/// exponent gap 768 and tiny-numerator bound 53.
///
/// `v_div_scale` of either width: [`div_scale`] per lane, the flags to `sdst`.
pub(crate) fn v_div_scale<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs::<3>(w, i);
    let vcc = core::cell::Cell::new(0u64);
    F::map(w, i, |l, c| {
        let [x, den, num]: [F; 3] = core::array::from_fn(|k| c.input(Den::Mode, F::lane(&s[k], l)));
        let (q, flag) = div_scale(x, den, num);
        vcc.set(vcc.get() | (flag as u64) << l);
        c.out(Den::Mode, F::nan_first(&[x, den, num], q))
    })?;
    w.swrite64(i.sdst, vcc.get() & w.exec);
    Ok(Flow::Next)
}

/// The float widths the division helpers work on, with the constants that differ between
/// the f32 and f64 forms of `v_div_scale`/`v_div_fixup` (seed 000 lines 5961-5970).
pub(crate) trait DivFloat: Width + core::ops::Div<Output = Self> + core::ops::Neg<Output = Self> {
    /// Whether the width reads MODE's f32 fields (else the f64 ones).
    const F32_FIELDS: bool;
    /// 1, +infinity.
    const ONE: Self;
    const INF: Self;
    /// The scaled-by power: 64 (f32), 128 (f64).
    const SCALE: i32;
    /// Exponent gap that forces post-scaling: 96, 768.
    const GAP: i32;
    /// A numerator exponent at or below this is pre-scaled: 23, 53.
    const TINY: i32;
    /// Exponent difference below which the quotient underflows to 0: -150, -1075.
    const UNDERFLOW: i32;
    /// The all-ones biased exponent: 255, 2047.
    const MAX_EXP: i32;
    /// The default quiet NaN.
    fn nan() -> Self;
    fn exponent(self) -> i32;
    /// `self * 2^n`, rounded to nearest even.
    fn ldexp(self, n: i32) -> Self {
        self.ldexp_rm(n, RNE)
    }
    fn quiet(self) -> Self;
    fn is_subnormal(self) -> bool;
    fn is_infinite(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn abs(self) -> Self;
    /// `fma(a, b, d)` in MODE's round mode `rm`, post-scaled by 2^(SCALE / 2) when `scale`
    /// (`v_div_fmas`).
    fn fmas(a: Self, b: Self, d: Self, scale: bool, rm: u32) -> Self;
}

macro_rules! div_float {
    ($t:ty, $f32:expr, $scale:expr, $gap:expr, $tiny:expr, $under:expr, $max:expr, $nan:expr, $exp:path,
     $ldexp:path, $quiet:path, $fmas:path) => {
        impl DivFloat for $t {
            const F32_FIELDS: bool = $f32;
            const ONE: Self = 1.0;
            const INF: Self = <$t>::INFINITY;
            const SCALE: i32 = $scale;
            const GAP: i32 = $gap;
            const TINY: i32 = $tiny;
            const UNDERFLOW: i32 = $under;
            const MAX_EXP: i32 = $max;
            fn nan() -> Self {
                <$t>::from_bits($nan)
            }
            fn exponent(self) -> i32 {
                $exp(self)
            }
            fn quiet(self) -> Self {
                $quiet(self)
            }
            fn is_subnormal(self) -> bool {
                <$t>::is_subnormal(self)
            }
            fn is_infinite(self) -> bool {
                <$t>::is_infinite(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn fmas(a: Self, b: Self, d: Self, scale: bool, rm: u32) -> Self {
                $fmas(a, b, d, scale, rm)
            }
        }
    };
}

div_float!(
    f32,
    true,
    64,
    96,
    23,
    -150,
    255,
    fl::NAN32,
    fl::exponent32,
    fl::ldexp32,
    fl::quiet32,
    fmas32
);
div_float!(
    f64,
    false,
    128,
    768,
    53,
    -1075,
    2047,
    fl::NAN64,
    fl::exponent64,
    fl::ldexp64,
    fl::quiet64,
    fmas64
);

/// The per-lane body of `v_div_scale_f32`/`_f64`: (result, post-scale flag).
fn div_scale<F: DivFloat>(x: F, den: F, num: F) -> (F, bool) {
    let (up, down) = (F::SCALE, -F::SCALE);
    if num == F::ZERO || den == F::ZERO {
        (F::nan(), false)
    } else if num.exponent() - den.exponent() >= F::GAP {
        (if x == den { x.ldexp(up) } else { x }, true)
    } else if den.is_subnormal() {
        (x.ldexp(up), false)
    } else if (F::ONE / den).is_subnormal() && (num / den).is_subnormal() {
        (if x == den { x.ldexp(up) } else { x }, true)
    } else if (F::ONE / den).is_subnormal() {
        (x.ldexp(down), false)
    } else if (num / den).is_subnormal() {
        (if x == num { x.ldexp(up) } else { x }, true)
    } else if num.exponent() <= F::TINY {
        (x.ldexp(up), false)
    } else {
        (x, false)
    }
}

/// The per-lane body of `v_div_fixup_f32`/`_f64`: quotient `q`, denominator, numerator.
fn div_fixup<F: DivFloat>(q: F, den: F, num: F) -> F {
    let neg = den.is_sign_negative() != num.is_sign_negative();
    let sgn = |v: F| if neg { -v } else { v };
    if num.is_nan() {
        num.quiet()
    } else if den.is_nan() {
        den.quiet()
    } else if (den == F::ZERO && num == F::ZERO) || (den.is_infinite() && num.is_infinite()) {
        F::nan() // 0/0, inf/inf
    } else if den == F::ZERO || num.is_infinite() {
        sgn(F::INF) // x/0, inf/y
    } else if den.is_infinite() || num == F::ZERO || num.exponent() - den.exponent() < F::UNDERFLOW {
        sgn(F::ZERO) // x/inf, 0/y, underflow
    } else if den.exponent() == F::MAX_EXP {
        sgn(F::INF)
    } else {
        sgn(q.abs())
    }
}

/// `D.f = fma(S0.f, S1.f, S2.f)`, times 2^32 in lanes whose VCC bit is set (seed 000 line
/// 5973; seed 001 line 22534). Input denormals are not flushed. As both seeds write it, the
/// 2^32 post-scale does not undo `v_div_scale_f32`'s 2^64 pre-scale, so a division macro's
/// VCC lanes come out wrong (see [`DIV_FMAS`]).
/// `D.d = fma(S0.d, S1.d, S2.d)`, times 2^64 in lanes whose VCC bit is set (seed 000 line
/// 5976; seed 001 line 22571). The 2^64 post-scale does not undo
/// `v_div_scale_f64`'s 2^128 (see [`DIV_FMAS`]).
///
/// `v_div_fmas` of either width: [`DivFloat::fmas`] per lane, scaled where VCC is set.
pub(crate) fn v_div_fmas<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs::<3>(w, i);
    let vcc = w.vcc;
    F::map(w, i, |l, c| {
        let x: [F; 3] = core::array::from_fn(|k| F::lane(&s[k], l));
        let [a, b, d] = x;
        let r = F::fmas(a, b, d, vcc >> l & 1 == 1, c.m.prec(F::F32_FIELDS).round);
        c.out(Den::KeepIn, F::nan_first(&x, r))
    })
}

/// The f32 `v_div_fmas` body: the exact sum, scaled by 2^32, rounds once.
fn fmas32(a: f32, b: f32, d: f32, scale: bool, rm: u32) -> f32 {
    if !scale {
        return fl::fma32(a, b, d, rm);
    }
    let p = a as f64 * b as f64;
    if !p.is_finite() || !d.is_finite() {
        libm::fmaf(a, b, d) * 4294967296.0
    } else {
        let (s, e) = fl::two_sum(p, d as f64);
        fl::round32(s * 4294967296.0, e * 4294967296.0, rm)
    }
}

/// The f64 `v_div_fmas` body: the rounded fma, times 2^64.
fn fmas64(a: f64, b: f64, d: f64, scale: bool, rm: u32) -> f64 {
    let r = fl::fma64(a, b, d, rm);
    if scale {
        r * 18446744073709551616.0
    } else {
        r
    }
}

/// `V_DIV_FIXUP_F32` (seed 000 line 5961; seed 001 line 22303): S0 quotient, S1 denominator,
/// S2 numerator; NaN, 0/0, inf/inf, x/0, x/inf special cases, else ±|S0|. The seeds' undefined
/// `underflow` is taken as 0 and `overflow` as infinity (the exponent-255 branch cannot be
/// reached: infinities and NaNs are handled before it).
/// `V_DIV_FIXUP_F64` (seed 000 line 5964; seed 001 line 22368): as the f32 form, with the
/// underflow bound -1075.
///
/// `v_div_fixup` of either width: [`div_fixup`] per lane.
pub(crate) fn v_div_fixup<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs::<3>(w, i);
    F::map(w, i, |l, c| {
        let [q, den, num]: [F; 3] = core::array::from_fn(|k| c.input(Den::Mode, F::lane(&s[k], l)));
        c.out(Den::Mode, div_fixup(q, den, num))
    })
}
