//! Floating-point helpers shared by the VALU semantics: the MODE register's float fields,
//! denormal flushing, NaN quieting, IEEE-mode min/max, and rounding in the MODE's direction.
//!
//! Directed rounding (MODE.FP_ROUND ≠ 0) is done from an exact result held as a pair of f64
//! values `s + e` (an error-free transformation: TwoSum for sums, FMA for product errors):
//! the host rounds to nearest even, and the sign of the remainder says whether to step one
//! unit in the last place toward the mode's direction.

/// The default NaN the hardware makes for an invalid operation: the seeds' examples give
/// 0xffc00000 for `log(-1)`, `sqrt(-inf)`, `0/0` (seed 000 lines 4850, 4868, 5961).
pub const NAN32: u32 = 0xffc0_0000;
/// The f64 default NaN (seed 000 line 5964).
pub const NAN64: u64 = 0xfff8_0000_0000_0000;

/// Round to nearest even (MODE.FP_ROUND value 0, seed 000 line 1651).
pub const RNE: u32 = 0;
/// Round toward +infinity.
pub const RUP: u32 = 1;
/// Round toward -infinity.
pub const RDN: u32 = 2;
/// Round toward zero.
pub const RTZ: u32 = 3;

// The operation a float family computes, as its rows name it: `valu16::math16::<OP_RCP>`,
// `valu16::pk_f32_op::<OP_FMA>`, `valu::trans32::<OP_RCP_CLAMP>`.
codes! { u8;
    /// Fused multiply-add.
    OP_FMA,
    /// Multiplication.
    OP_MUL,
    /// Addition.
    OP_ADD,
    /// Reciprocal.
    OP_RCP,
    /// Square root.
    OP_SQRT,
    /// Reciprocal square root.
    OP_RSQ,
    /// Base-2 logarithm.
    OP_LOG,
    /// Base-2 exponential.
    OP_EXP,
    /// `1/x` with an infinite result clamped to ±max (`v_rcp_clamp_*`).
    OP_RCP_CLAMP,
    /// `1/sqrt(x)` with an infinite result clamped to ±max.
    OP_RSQ_CLAMP,
    /// `log2(x)` with -infinity clamped to -max.
    OP_LOG_CLAMP,
    /// `1/x` with an infinite result flushed to ±0 (`v_rcp_legacy_f32`).
    OP_RCP_LEGACY,
    /// `1/sqrt(x)` with an infinite result flushed to ±0 (`v_rsq_legacy_f32`): R700
    /// RECIPSQRT_FF, "Clamp to Zero" (seed 003 lines 6454-6481), the counterpart of
    /// `v_rcp_legacy_f32` = RECIP_FF. The other reading: LLVM's R600 backend once lowered the
    /// legacy rsq intrinsic to RECIPSQRT_IEEE (its `llvm.AMDGPU.legacy.rsq` test), keeping
    /// rsq(+0) = +inf.
    OP_RSQ_LEGACY,
}

/// The float fields of MODE (seed 000 lines 1638-1661; seed 001 lines 2215-2233).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fp {
    /// f32 round mode (MODE\[1:0\]).
    pub rm32: u32,
    /// f64 round mode (MODE\[3:2\]).
    pub rm64: u32,
    /// f32 input denormals kept (MODE\[4\]).
    pub in32: bool,
    /// f32 output denormals kept (MODE\[5\]).
    pub out32: bool,
    /// f64 input denormals kept (MODE\[6\]).
    pub in64: bool,
    /// f64 output denormals kept (MODE\[7\]).
    pub out64: bool,
    /// DX10_CLAMP (MODE\[8\]): a clamped NaN becomes 0.
    pub dx10: bool,
    /// IEEE (MODE\[9\]): signaling NaNs are quieted and min/max follow IEEE 754-2008.
    pub ieee: bool,
}

impl Fp {
    /// Decodes the MODE register.
    pub fn new(mode: u32) -> Fp {
        Fp {
            rm32: mode & 3,
            rm64: mode >> 2 & 3,
            in32: mode >> 4 & 1 == 1,
            out32: mode >> 5 & 1 == 1,
            in64: mode >> 6 & 1 == 1,
            out64: mode >> 7 & 1 == 1,
            dx10: mode >> 8 & 1 == 1,
            ieee: mode >> 9 & 1 == 1,
        }
    }

    /// The round mode and denormal controls of one precision: f32 (`f32_fields`), or f64 and
    /// the 16-bit formats, which share FP_ROUND\[3:2\] and FP_DENORM\[7:6\] (seed 000 lines
    /// 1651-1660). The one reader of these fields for every unit.
    pub fn prec(self, f32_fields: bool) -> Prec {
        if f32_fields {
            Prec {
                round: self.rm32,
                keep_in: self.in32,
                keep_out: self.out32,
            }
        } else {
            Prec {
                round: self.rm64,
                keep_in: self.in64,
                keep_out: self.out64,
            }
        }
    }
}

/// One precision's MODE fields ([`Fp::prec`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prec {
    /// Round mode ([`RNE`], [`RUP`], [`RDN`], [`RTZ`]).
    pub round: u32,
    /// Input denormals kept.
    pub keep_in: bool,
    /// Output denormals kept.
    pub keep_out: bool,
}

/// A denormal becomes a zero of the same sign.
#[inline]
pub fn flush32(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// A denormal becomes a zero of the same sign.
#[inline]
pub fn flush64(x: f64) -> f64 {
    if x.is_subnormal() {
        f64::from_bits(x.to_bits() & 1 << 63)
    } else {
        x
    }
}

/// Sets the quiet bit of a NaN.
#[inline]
pub fn quiet32(x: f32) -> f32 {
    if x.is_nan() {
        f32::from_bits(x.to_bits() | 0x0040_0000)
    } else {
        x
    }
}

/// Sets the quiet bit of a NaN.
#[inline]
pub fn quiet64(x: f64) -> f64 {
    if x.is_nan() {
        f64::from_bits(x.to_bits() | 1 << 51)
    } else {
        x
    }
}

/// A signaling NaN: exponent all ones, quiet bit clear, mantissa nonzero.
#[inline]
pub fn is_snan32(x: f32) -> bool {
    x.is_nan() && x.to_bits() & 0x0040_0000 == 0
}

/// A signaling NaN.
#[inline]
pub fn is_snan64(x: f64) -> bool {
    x.is_nan() && x.to_bits() & 1 << 51 == 0
}

/// A NaN result becomes the first NaN input, quieted, or the default NaN when no input was
/// a NaN (an invalid operation such as `inf - inf`).
#[inline]
pub fn nan32(inputs: &[f32], r: f32) -> f32 {
    first_nan(inputs, r, f32::from_bits(NAN32))
}

/// The f64 form of [`nan32`].
#[inline]
pub fn nan64(inputs: &[f64], r: f64) -> f64 {
    first_nan(inputs, r, f64::from_bits(NAN64))
}

/// [`nan32`] for any float type, `default` being its default NaN.
#[inline]
fn first_nan<T: Ieee>(inputs: &[T], r: T, default: T) -> T {
    if !r.nan() {
        return r;
    }
    inputs.iter().find(|x| x.nan()).map_or(default, |x| x.quiet())
}

/// `V_MIN_F32` / `V_MIN_F64` selection (seed 000 lines 4611, 6105): in IEEE mode a signaling
/// NaN input is returned quieted; otherwise a NaN input yields the other operand; -0 < +0.
pub fn min_ieee<T: Ieee>(a: T, b: T, ieee: bool) -> T {
    nan_or_zero(a, b, ieee, true).unwrap_or(if a < b { a } else { b })
}

/// `V_MAX_F32` / `V_MAX_F64` selection (seed 000 lines 4614, 6108): as [`min_ieee`], and in
/// IEEE mode `S0 >= S1 ? S0 : S1`, otherwise `S0 > S1 ? S0 : S1` (equal values are equal
/// bit patterns here, so the two agree).
pub fn max_ieee<T: Ieee>(a: T, b: T, ieee: bool) -> T {
    nan_or_zero(a, b, ieee, false).unwrap_or(if a >= b { a } else { b })
}

/// The cases [`min_ieee`] and [`max_ieee`] share: a NaN input (quieted in IEEE mode when
/// signaling, else the other operand wins) and +0 against -0 (the negative zero is the minimum);
/// `None` when the ordinary comparison decides.
fn nan_or_zero<T: Ieee>(a: T, b: T, ieee: bool, min: bool) -> Option<T> {
    if ieee && a.snan() {
        Some(a.quiet())
    } else if ieee && b.snan() {
        Some(b.quiet())
    } else if a.nan() {
        Some(b)
    } else if b.nan() {
        Some(a)
    } else if a.zero() && b.zero() {
        Some(if a.negative() == min { a } else { b })
    } else {
        None
    }
}

/// What [`min_ieee`], [`max_ieee`] and [`nan32`]/[`nan64`] ask of a float type.
pub trait Ieee: Copy + PartialOrd {
    /// Is a NaN.
    fn nan(self) -> bool;
    /// Is a signaling NaN.
    fn snan(self) -> bool;
    /// Quiets a NaN.
    fn quiet(self) -> Self;
    /// Is ±0.
    fn zero(self) -> bool;
    /// Sign bit set.
    fn negative(self) -> bool;
}

/// [`Ieee`] for `$t` with its signaling-NaN test and quieting function.
macro_rules! ieee {
    ($t:ty, $snan:ident, $quiet:ident) => {
        impl Ieee for $t {
            fn nan(self) -> bool {
                self.is_nan()
            }
            fn snan(self) -> bool {
                $snan(self)
            }
            fn quiet(self) -> Self {
                $quiet(self)
            }
            fn zero(self) -> bool {
                self == 0.0
            }
            fn negative(self) -> bool {
                self.is_sign_negative()
            }
        }
    };
}

ieee!(f32, is_snan32, quiet32);
ieee!(f64, is_snan64, quiet64);

/// Error-free sum: `a + b == s + e` exactly (Knuth's TwoSum), for finite non-overflowing sums.
#[inline]
pub fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

/// Defines `$name`: the next `$t` toward +infinity (`up`) or -infinity.
macro_rules! next_float {
    ($name:ident, $t:ty) => {
        #[doc = concat!("The next ", stringify!($t), " toward +infinity (`up`) or -infinity.")]
        #[inline]
        fn $name(x: $t, up: bool) -> $t {
            if x.is_nan() || (x.is_infinite() && (x > 0.0) == up) {
                return x;
            }
            if x == 0.0 {
                let tiny = <$t>::from_bits(1);
                return if up { tiny } else { -tiny };
            }
            let b = x.to_bits();
            // Away from zero when moving in the direction of the sign.
            if (x > 0.0) == up {
                <$t>::from_bits(b + 1)
            } else {
                <$t>::from_bits(b - 1)
            }
        }
    };
}
next_float!(step32, f32);
next_float!(step64, f64);

/// Adjusts a round-to-nearest result `r` whose exact value is `r + rem` (only the sign of
/// `rem` matters) to the round mode `rm`.
#[inline]
fn direct<T: Copy>(r: T, rem_pos: bool, rem_neg: bool, rm: u32, neg: bool, step: fn(T, bool) -> T) -> T {
    match rm {
        RUP if rem_pos => step(r, true),
        RDN if rem_neg => step(r, false),
        // Toward zero: the exact value is nearer zero than r; step toward zero (down for a
        // positive r, up for a negative one).
        RTZ if (rem_neg && !neg) || (rem_pos && neg) => step(r, neg),
        _ => r,
    }
}

/// Rounds the exact value `s + e` (an f64 pair with `|e| <= ulp(s) / 2`) to f32 in mode `rm`.
/// Non-finite `s` is converted as is.
pub fn round32(s: f64, e: f64, rm: u32) -> f32 {
    let r = s as f32;
    if !s.is_finite() {
        return r;
    }
    if r.is_infinite() {
        return overflow(r, s > 0.0, rm, f32::MAX);
    }
    // s - r is exact; a nonzero difference is at least one unit of s, so it decides the
    // sign of the remainder; otherwise e does.
    let d = s - r as f64;
    let mut r = r;
    let (mut pos, mut neg) = if d != 0.0 {
        (d > 0.0, d < 0.0)
    } else {
        (e > 0.0, e < 0.0)
    };
    if e != 0.0 && d != 0.0 {
        // Double rounding: s exactly halfway between two f32 values while s + e is not.
        let other = step32(r, d > 0.0);
        if other.is_finite() && (r as f64 + other as f64) * 0.5 == s && (e > 0.0) == (d > 0.0) {
            r = other;
            let d2 = s - r as f64;
            pos = d2 > 0.0 || (d2 == 0.0 && e > 0.0);
            neg = d2 < 0.0 || (d2 == 0.0 && e < 0.0);
        }
    }
    if rm == RNE {
        return r;
    }
    direct(r, pos, neg, rm, r.is_sign_negative() || (r == 0.0 && s < 0.0), step32)
}

/// An overflowed round-to-nearest result `r` (±infinity, positive when `pos`) in mode `rm`: the
/// directed modes that round toward zero give the largest finite value `max` of its sign.
fn overflow<T: Copy + core::ops::Neg<Output = T>>(r: T, pos: bool, rm: u32, max: T) -> T {
    let signed_max = if pos { max } else { -max };
    match rm {
        RTZ => signed_max,
        RUP if !pos => signed_max,
        RDN if pos => signed_max,
        _ => r,
    }
}

/// Adjusts the round-to-nearest f64 result `r`, whose exact value is `r + e`, to mode `rm`.
/// `finite_in` says the inputs were finite (an infinite `r` is then an overflow).
pub fn round64(r: f64, e: f64, rm: u32, finite_in: bool) -> f64 {
    if rm == RNE || r.is_nan() {
        return r;
    }
    if r.is_infinite() {
        if !finite_in {
            return r;
        }
        return overflow(r, r > 0.0, rm, f64::MAX);
    }
    direct(r, e > 0.0, e < 0.0, rm, r.is_sign_negative(), step64)
}

/// The sign of an exactly-zero sum of `a` and `b` (IEEE 754 §6.3): the common sign when both
/// are zeros of the same sign, otherwise -0 when rounding toward -infinity, else +0.
#[inline]
fn zero_sum_sign(a_neg: bool, b_neg: bool, both_zero: bool, rm: u32) -> bool {
    if both_zero && a_neg == b_neg {
        a_neg
    } else {
        rm == RDN
    }
}

/// `a + b` in f32 with round mode `rm`.
pub fn add32(a: f32, b: f32, rm: u32) -> f32 {
    if rm == RNE || !a.is_finite() || !b.is_finite() {
        return a + b;
    }
    let (s, e) = two_sum(a as f64, b as f64);
    if s == 0.0 && e == 0.0 {
        let neg = zero_sum_sign(a.is_sign_negative(), b.is_sign_negative(), a == 0.0 && b == 0.0, rm);
        return if neg { -0.0 } else { 0.0 };
    }
    round32(s, e, rm)
}

/// `a * b` in f32 with round mode `rm` (the f64 product is exact).
pub fn mul32(a: f32, b: f32, rm: u32) -> f32 {
    if rm == RNE {
        return a * b;
    }
    round32(a as f64 * b as f64, 0.0, rm)
}

/// Fused `a * b + c` in f32 with round mode `rm`.
pub fn fma32(a: f32, b: f32, c: f32, rm: u32) -> f32 {
    if rm == RNE || !a.is_finite() || !b.is_finite() || !c.is_finite() {
        return libm::fmaf(a, b, c);
    }
    let p = a as f64 * b as f64;
    let (s, e) = two_sum(p, c as f64);
    if s == 0.0 && e == 0.0 {
        let neg = zero_sum_sign(p.is_sign_negative(), c.is_sign_negative(), p == 0.0 && c == 0.0, rm);
        return if neg { -0.0 } else { 0.0 };
    }
    round32(s, e, rm)
}

/// `a + b` in f64 with round mode `rm`.
pub fn add64(a: f64, b: f64, rm: u32) -> f64 {
    let r = a + b;
    if rm == RNE || !a.is_finite() || !b.is_finite() {
        return r;
    }
    if r.is_infinite() {
        return round64(r, 0.0, rm, true);
    }
    let (s, e) = two_sum(a, b);
    if s == 0.0 && e == 0.0 {
        let neg = zero_sum_sign(a.is_sign_negative(), b.is_sign_negative(), a == 0.0 && b == 0.0, rm);
        return if neg { -0.0 } else { 0.0 };
    }
    round64(s, e, rm, true)
}

/// `a * b` in f64 with round mode `rm`; the product's error comes from an FMA (scaled when
/// the result is tiny so the error does not underflow to zero).
pub fn mul64(a: f64, b: f64, rm: u32) -> f64 {
    let r = a * b;
    if rm == RNE || !a.is_finite() || !b.is_finite() || a == 0.0 || b == 0.0 {
        return r;
    }
    if r.is_infinite() {
        return round64(r, 0.0, rm, true);
    }
    let e = if r.abs() < f64::MIN_POSITIVE * 1152921504606846976.0 {
        // Scale the smaller operand by 2^512 (exact) and compare against r scaled alike.
        const K: f64 = 1.3407807929942597e154; // 2^512
        let (x, y) = if a.abs() < b.abs() { (a * K, b) } else { (a, b * K) };
        libm::fma(x, y, -(r * K))
    } else {
        libm::fma(a, b, -r)
    };
    round64(r, e, rm, true)
}

/// `ldexp` for f32 with the exponent clamped so extreme shifts saturate correctly, rounded
/// in mode `rm` (only denormal results round).
pub fn ldexp32(x: f32, n: i32, rm: u32) -> f32 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let n = n.clamp(-400, 400);
    // x * 2^n is exact in f64 for |n| <= 400.
    round32(libm::ldexp(x as f64, n), 0.0, rm)
}

/// `ldexp` for f64 in mode `rm`.
pub fn ldexp64(x: f64, n: i32, rm: u32) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let n = n.clamp(-2200, 2200);
    let r = libm::ldexp(x, n);
    if rm == RNE {
        return r;
    }
    if r.is_infinite() {
        return round64(r, 0.0, rm, true);
    }
    // Inexact only when the result is denormal or zero: compare by scaling back.
    let back = libm::ldexp(r, -n);
    let e = x - back; // exact: both are multiples of the lost unit
                      // e is the remainder scaled by 2^-n; only its sign matters.
    round64(r, e, rm, true)
}

/// IEEE `minimum` of gfx950's `V_MINIMUM3_F32` (seed 001 line 25453): a NaN input gives a NaN
/// (quieted); -0 is below +0.
pub fn minimum32(a: f32, b: f32) -> f32 {
    minimum_or_maximum32(a, b, true)
}

/// IEEE `maximum` (seed 001 line 25471).
pub fn maximum32(a: f32, b: f32) -> f32 {
    minimum_or_maximum32(a, b, false)
}

/// [`minimum32`] when `min`, else [`maximum32`].
fn minimum_or_maximum32(a: f32, b: f32, min: bool) -> f32 {
    if a.is_nan() {
        quiet32(a)
    } else if b.is_nan() {
        quiet32(b)
    } else if a == b {
        if a.is_sign_negative() == min {
            a
        } else {
            b
        }
    } else if (a < b) == min {
        a
    } else {
        b
    }
}

/// Unbiased exponent field of an f32 (the seeds' `exponent()`: the biased field, 0 for
/// zeros and denormals).
#[inline]
pub fn exponent32(x: f32) -> i32 {
    (x.to_bits() >> 23 & 0xff) as i32
}

/// The biased exponent field of an f64.
#[inline]
pub fn exponent64(x: f64) -> i32 {
    (x.to_bits() >> 52 & 0x7ff) as i32
}

/// Fused `a * b + c` in f64 with round mode `rm`. The sign of the rounding error comes from
/// Boldo and Muller's ErrFma (the FMA error as an exact pair `r2 + r3`, `r2` carrying its
/// sign); when the result equals `c` the error is exactly `a * b`. When `a * b` is below
/// 2^-967 (its FMA error term may underflow) and the result is not `c`, the result stays
/// rounded to nearest.
pub fn fma64(a: f64, b: f64, c: f64, rm: u32) -> f64 {
    let r = libm::fma(a, b, c);
    if rm == RNE || !a.is_finite() || !b.is_finite() || !c.is_finite() || r.is_nan() {
        return r;
    }
    if r.is_infinite() {
        return round64(r, 0.0, rm, true);
    }
    if a == 0.0 || b == 0.0 {
        // The product is an exact zero: the sum is c, or an exact zero with IEEE's sign.
        if c == 0.0 {
            let neg = zero_sum_sign((a * b).is_sign_negative(), c.is_sign_negative(), true, rm);
            return if neg { -0.0 } else { 0.0 };
        }
        return c;
    }
    if r.to_bits() == c.to_bits() {
        // x - r = a * b exactly.
        let e = if (a < 0.0) != (b < 0.0) { -1.0 } else { 1.0 };
        return round64(r, e, rm, true);
    }
    let u1 = a * b;
    if u1.abs() < 8.1e-292 {
        // Below about 2^-967 the product's error term may not be representable.
        return r;
    }
    let u2 = libm::fma(a, b, -u1);
    let (al1, z1) = two_sum(c, u2);
    let (b1, b2) = two_sum(u1, al1);
    let g = (b1 - r) + b2;
    // Fast2Sum(g, z1): r2 carries the sign of the exact error.
    let r2 = g + z1;
    let e = if r2 != 0.0 { r2 } else { z1 - (r2 - g) };
    if r == 0.0 && e == 0.0 {
        // An exact zero from a nonzero product cancelling c.
        return if rm == RDN { -0.0 } else { 0.0 };
    }
    round64(r, e, rm, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prec_reads_each_precision_its_own_mode_bits() {
        // FP_ROUND = RUP for f32, RTZ for f64/f16; FP_DENORM = f32 in only, f64/f16 out only.
        let fp = Fp::new(RUP | RTZ << 2 | 1 << 4 | 1 << 7);
        assert_eq!(
            fp.prec(true),
            Prec {
                round: RUP,
                keep_in: true,
                keep_out: false
            }
        );
        assert_eq!(
            fp.prec(false),
            Prec {
                round: RTZ,
                keep_in: false,
                keep_out: true
            }
        );
    }

    #[test]
    fn overflow_follows_the_round_mode_in_both_widths() {
        // Toward zero, and toward the opposite infinity, give the largest finite value.
        let inf = f64::INFINITY;
        for (rm, pos32, neg32) in [
            (RNE, f32::INFINITY, f32::NEG_INFINITY),
            (RUP, f32::INFINITY, -f32::MAX),
            (RDN, f32::MAX, f32::NEG_INFINITY),
            (RTZ, f32::MAX, -f32::MAX),
        ] {
            assert_eq!(
                (round32(1e39, 0.0, rm), round32(-1e39, 0.0, rm)),
                (pos32, neg32),
                "{rm}"
            );
            // The same rule at f64: ±f32::MAX stands for ±f64::MAX.
            let wide = |x: f32| {
                if x.is_infinite() {
                    x as f64
                } else {
                    x.signum() as f64 * f64::MAX
                }
            };
            let got64 = (round64(inf, 0.0, rm, true), round64(-inf, 0.0, rm, true));
            assert_eq!(got64, (wide(pos32), wide(neg32)), "{rm}");
        }
    }
}
