//! Narrow floating-point formats: exact decoding and correctly rounded encoding of f16, bf16,
//! FP8 (E4M3, OCP "FN"), BF8 (E5M2), FP6 (E2M3), BF6 (E3M2), FP4 (E2M1) and the E8M0 scale
//! (seed 001 Table 30, lines 3379-3392; conversion rules lines 3395-3546).
//!
//! Every format here is narrower than f64, so a decoded value is an exact `f64`, and every
//! encoder rounds the exact input once, in any of the four MODE rounding modes, with the
//! format's own overflow rule ([`Overflow`]). The MFMA executor reuses these functions.
//!
//! Bit patterns are returned in the low bits of a `u32` (`u16`/`u8` callers truncate).

/// A binary floating-point format: sign, `ebits` exponent bits, `mbits` mantissa bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// Exponent bits.
    pub ebits: u32,
    /// Stored mantissa bits.
    pub mbits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// How the all-ones exponent is used.
    pub special: Special,
}

/// How a format encodes infinities and NaNs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// IEEE style: all-ones exponent is ±Inf (mantissa 0) or NaN (f16, bf16, f32, BF8).
    Ieee,
    /// OCP "FN": no infinity; only the all-ones pattern `S.1111.111` is NaN (FP8 E4M3).
    NanOnly,
    /// Neither infinity nor NaN: every pattern is a finite number (FP6, BF6, FP4).
    None,
}

/// IEEE half precision (E5M10, bias 15).
pub const F16: Format = Format::new(5, 10, 15, Special::Ieee);
/// bfloat16 (E8M7, bias 127).
pub const BF16: Format = Format::new(8, 7, 127, Special::Ieee);
/// IEEE single precision (E8M23, bias 127).
pub const F32: Format = Format::new(8, 23, 127, Special::Ieee);
/// FP8 E4M3, bias 7, no infinity, NaN = 0x7f/0xff, max 448 (seed 001 line 3385).
pub const FP8: Format = Format::new(4, 3, 7, Special::NanOnly);
/// BF8 E5M2, bias 15, Inf 0x7c/0xfc, NaN 0x7d-0x7f, max 57344 (seed 001 line 3387).
pub const BF8: Format = Format::new(5, 2, 15, Special::Ieee);
/// FP6 E2M3, bias 1, max 7.5, min subnormal 0.125 (seed 001 line 3389).
pub const FP6: Format = Format::new(2, 3, 1, Special::None);
/// BF6 E3M2, bias 3, max 28, min subnormal 0.0625 (seed 001 line 3391; its "0.0675" is a typo).
pub const BF6: Format = Format::new(3, 2, 3, Special::None);
/// FP4 E2M1, bias 1, max 6, min subnormal 0.5 (seed 001 line 3393).
pub const FP4: Format = Format::new(2, 1, 1, Special::None);

/// Rounding mode, coded as MODE.FP_ROUND's two-bit fields (seed 001 line 2223).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// Round to nearest, ties to even (0).
    NearestEven,
    /// Toward +infinity (1).
    Up,
    /// Toward -infinity (2).
    Down,
    /// Toward zero (3).
    Zero,
}

impl Round {
    /// The mode of a two-bit MODE.FP_ROUND field.
    pub const fn from_bits(b: u32) -> Round {
        match b & 3 {
            0 => Round::NearestEven,
            1 => Round::Up,
            2 => Round::Down,
            _ => Round::Zero,
        }
    }
}

/// What a finite value too large for the format becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overflow {
    /// IEEE: ±Inf (or ±max when the rounding mode points toward zero); ±Inf inputs stay
    /// infinite. A format without infinity gives NaN (FP8 with MODE.FP16_OVFL = 0, seed 001
    /// lines 3536-3543), or its maximum if it has no NaN either.
    Ieee,
    /// Saturate to ±max; ±Inf inputs too (FP8/BF8 with MODE.FP16_OVFL = 1, FP4/FP6 always).
    Saturate,
    /// Saturate finite values to ±max but keep true infinities (f16 with MODE.FP16_OVFL = 1,
    /// seed 000 MODE table).
    SaturateFinite,
}

impl Format {
    /// The format with `ebits` exponent bits, `mbits` mantissa bits, exponent bias `bias` and
    /// the all-ones exponent used as `special` says.
    pub const fn new(ebits: u32, mbits: u32, bias: i32, special: Special) -> Format {
        Format {
            ebits,
            mbits,
            bias,
            special,
        }
    }

    /// Mask of the mantissa field.
    pub const fn mant_mask(&self) -> u32 {
        (1 << self.mbits) - 1
    }

    /// The all-ones exponent field value.
    pub const fn exp_max_field(&self) -> u32 {
        (1 << self.ebits) - 1
    }

    /// The sign bit.
    pub const fn sign_bit(&self) -> u32 {
        1 << (self.ebits + self.mbits)
    }

    /// The largest finite magnitude's bit pattern (positive).
    pub const fn max_bits(&self) -> u32 {
        match self.special {
            Special::Ieee => ((self.exp_max_field() - 1) << self.mbits) | self.mant_mask(),
            Special::NanOnly => (self.exp_max_field() << self.mbits) | (self.mant_mask() - 1),
            Special::None => (self.exp_max_field() << self.mbits) | self.mant_mask(),
        }
    }

    /// The positive infinity pattern, if the format has one.
    pub const fn inf_bits(&self) -> Option<u32> {
        match self.special {
            Special::Ieee => Some(self.exp_max_field() << self.mbits),
            _ => None,
        }
    }

    /// The positive quiet NaN pattern this emulator produces, if the format has NaNs: the
    /// top mantissa bit set for IEEE formats (f16 0x7e00, BF8 0x7e), `0x7f` for FP8.
    pub const fn nan_bits(&self) -> Option<u32> {
        match self.special {
            Special::Ieee => Some((self.exp_max_field() << self.mbits) | (1 << (self.mbits - 1))),
            Special::NanOnly => Some((self.exp_max_field() << self.mbits) | self.mant_mask()),
            Special::None => None,
        }
    }

    /// Whether `bits` is a NaN of this format.
    pub const fn is_nan(&self, bits: u32) -> bool {
        let e = (bits >> self.mbits) & self.exp_max_field();
        let m = bits & self.mant_mask();
        match self.special {
            Special::Ieee => e == self.exp_max_field() && m != 0,
            Special::NanOnly => e == self.exp_max_field() && m == self.mant_mask(),
            Special::None => false,
        }
    }

    /// Whether `bits` is a nonzero subnormal of this format.
    pub const fn is_subnormal(&self, bits: u32) -> bool {
        (bits >> self.mbits) & self.exp_max_field() == 0 && bits & self.mant_mask() != 0
    }

    /// The exact value of pattern `bits` (NaN patterns give an f64 NaN, Inf patterns ±Inf).
    pub fn decode(&self, bits: u32) -> f64 {
        let neg = bits & self.sign_bit() != 0;
        let e = (bits >> self.mbits) & self.exp_max_field();
        let m = bits & self.mant_mask();
        let v = if self.is_nan(bits) {
            f64::NAN
        } else if self.special == Special::Ieee && e == self.exp_max_field() {
            f64::INFINITY
        } else if e == 0 {
            m as f64 * pow2(1 - self.bias - self.mbits as i32)
        } else {
            (m | 1 << self.mbits) as f64 * pow2(e as i32 - self.bias - self.mbits as i32)
        };
        if neg {
            -v
        } else {
            v
        }
    }

    /// Encodes the exact value `v` rounded per `mode` with the overflow rule `ovf`. A NaN
    /// becomes the format's quiet NaN of the same sign (its maximum for formats without NaN,
    /// which the seed leaves undefined).
    pub fn encode(&self, v: f64, mode: Round, ovf: Overflow) -> u32 {
        let neg = v.is_sign_negative();
        let sign = if neg { self.sign_bit() } else { 0 };
        if v.is_nan() {
            return sign | self.nan_bits().unwrap_or(self.max_bits());
        }
        if v.is_infinite() {
            return sign | self.overflow(neg, mode, ovf, true);
        }
        if v == 0.0 {
            return sign;
        }
        let b = v.to_bits();
        let e = ((b >> 52) & 0x7ff) as i32;
        let m = b & ((1 << 52) - 1);
        let (mag, exp2) = if e == 0 { (m, -1074) } else { (m | 1 << 52, e - 1075) };
        self.encode_exact(neg, mag as u128, exp2, mode, ovf)
    }

    /// Encodes the exact value `(-1)^neg * mag * 2^exp2` (`mag` may be 0), rounded once per
    /// `mode`, with the overflow rule `ovf`.
    pub fn encode_exact(&self, neg: bool, mag: u128, exp2: i32, mode: Round, ovf: Overflow) -> u32 {
        let sign = if neg { self.sign_bit() } else { 0 };
        if mag == 0 {
            return sign;
        }
        let msb = 127 - mag.leading_zeros() as i32;
        let e = msb + exp2; // value in [2^e, 2^(e+1))
        let emin = 1 - self.bias;
        let quantum = e.max(emin) - self.mbits as i32;
        let shift = quantum - exp2;
        let (mut q, class) = if shift <= 0 {
            let s = (-shift) as u32;
            if s >= 64 {
                (u128::MAX >> 1, Tail::Exact) // far beyond any format's range: overflows below
            } else {
                (mag << s, Tail::Exact)
            }
        } else if shift >= 128 {
            (0, Tail::Below)
        } else {
            let s = shift as u32;
            let q = mag >> s;
            let rem = mag & ((1u128 << s) - 1);
            let half = 1u128 << (s - 1);
            let c = if rem == 0 {
                Tail::Exact
            } else if rem < half {
                Tail::Below
            } else if rem == half {
                Tail::Half
            } else {
                Tail::Above
            };
            (q, c)
        };
        let up = match (mode, class) {
            (_, Tail::Exact) => false,
            (Round::NearestEven, Tail::Half) => q & 1 == 1,
            (Round::NearestEven, t) => t == Tail::Above,
            (Round::Zero, _) => false,
            (Round::Up, _) => !neg,
            (Round::Down, _) => neg,
        };
        q += up as u128;
        // q * 2^quantum; q < 2^(mbits+1) unless rounding carried or the input overflowed.
        let mut qe = quantum;
        if q >> (self.mbits + 1) != 0 {
            q >>= 1; // carry: q was 2^(mbits+1), exact
            qe += 1;
        }
        if q >> (self.mbits + 1) != 0 {
            return sign | self.overflow(neg, mode, ovf, false);
        }
        let field = if q >> self.mbits == 0 {
            q as u32 // subnormal (or rounded up to exactly the minimum normal: still q < 2^mbits+1)
        } else {
            let be = qe + self.mbits as i32 + self.bias;
            if be > self.exp_max_field() as i32 {
                return sign | self.overflow(neg, mode, ovf, false);
            }
            ((be as u32) << self.mbits) | (q as u32 & self.mant_mask())
        };
        // A subnormal q that rounded up to 2^mbits lands on the minimum normal (field 1 << mbits).
        if self.special != Special::None && field > self.max_bits() {
            return sign | self.overflow(neg, mode, ovf, false);
        }
        sign | field
    }

    /// The magnitude pattern an overflow gives.
    fn overflow(&self, neg: bool, mode: Round, ovf: Overflow, infinite: bool) -> u32 {
        match ovf {
            Overflow::Saturate => self.max_bits(),
            Overflow::SaturateFinite if !infinite => self.max_bits(),
            _ => {
                let toward_zero = !infinite
                    && match mode {
                        Round::NearestEven => false,
                        Round::Zero => true,
                        Round::Up => neg,
                        Round::Down => !neg,
                    };
                match (self.inf_bits(), self.nan_bits()) {
                    _ if toward_zero => self.max_bits(),
                    (Some(inf), _) => inf,
                    (None, Some(nan)) => nan,
                    (None, None) => self.max_bits(),
                }
            }
        }
    }
}

/// Where the discarded part of a value lies relative to half a unit in the last place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tail {
    Exact,
    Below,
    Half,
    Above,
}

/// `2^e` as an f64, exact for -1074 <= e <= 1023.
pub fn pow2(e: i32) -> f64 {
    libm::ldexp(1.0, e)
}

/// f16 bits to f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    half::f16::from_bits(h).to_f32()
}

/// f32 to f16 bits, rounded per `mode` (IEEE overflow); a NaN is the canonical quiet NaN of
/// its sign. The half crate rounds to nearest even only and keeps a NaN's payload, so it
/// serves the RNE numbers and [`Format::encode`] the directed modes and NaNs.
pub fn f32_to_f16(x: f32, mode: Round) -> u16 {
    if mode == Round::NearestEven && !x.is_nan() {
        return half::f16::from_f32(x).to_bits();
    }
    F16.encode(x as f64, mode, Overflow::Ieee) as u16
}

/// bf16 bits to f32 (exact: the high half of an f32). Not the half crate's conversion, which
/// sets the quiet bit of a signalling NaN: the VALU reads the bits as they are.
pub fn bf16_to_f32(h: u16) -> f32 {
    f32::from_bits((h as u32) << 16)
}

/// f32 to bf16 bits, rounded per `mode`; a NaN keeps its sign and high payload, quieted. The
/// half crate's conversion is exactly this in round-to-nearest-even; the directed modes (which
/// it cannot express) go through [`Format::encode`].
pub fn f32_to_bf16(x: f32, mode: Round) -> u16 {
    if mode == Round::NearestEven {
        return half::bf16::from_f32(x).to_bits();
    }
    if x.is_nan() {
        return ((x.to_bits() >> 16) | 0x40) as u16;
    }
    BF16.encode(x as f64, mode, Overflow::Ieee) as u16
}

/// FP8 (E4M3) byte to f32 (exact; 0x7f/0xff are NaN). `fp8_to_f32` of seed 001 line 12931.
pub fn fp8_to_f32(b: u8) -> f32 {
    FP8.decode(b as u32) as f32
}

/// BF8 (E5M2) byte to f32 (exact). `bf8_to_f32` of seed 001 line 12966.
pub fn bf8_to_f32(b: u8) -> f32 {
    BF8.decode(b as u32) as f32
}

/// The overflow rule of the F32-to-FP8/BF8 conversions: MODE.FP16_OVFL = 1 saturates (±Inf
/// too), 0 gives NaN (FP8) or ±Inf (BF8) (seed 001 lines 3527-3543).
pub const fn fp8_overflow(fp16_ovfl: bool) -> Overflow {
    if fp16_ovfl {
        Overflow::Saturate
    } else {
        Overflow::Ieee
    }
}

/// f32 to FP8 (E4M3) with round-to-nearest-even (`f32_to_fp8`, seed 001 line 25262): values past
/// 448 after rounding and ±Inf give NaN, or ±448 with `fp16_ovfl`.
pub fn f32_to_fp8(x: f32, fp16_ovfl: bool) -> u8 {
    FP8.encode(x as f64, Round::NearestEven, fp8_overflow(fp16_ovfl)) as u8
}

/// f32 to BF8 (E5M2) with round-to-nearest-even (`f32_to_bf8`, seed 001 line 25288): overflow
/// gives ±Inf, or ±57344 with `fp16_ovfl`.
pub fn f32_to_bf8(x: f32, fp16_ovfl: bool) -> u8 {
    BF8.encode(x as f64, Round::NearestEven, fp8_overflow(fp16_ovfl)) as u8
}

/// The stochastic-rounding pre-step of V_CVT_SR_FP8_F32/V_CVT_SR_BF8_F32 (seed 001 lines
/// 25321-25325, 25356-25360): the top `dropped` bits of `rnd` (20 for FP8, 21 for BF8: the
/// mantissa bits the conversion discards) are added to the 23-bit mantissa of `x`, wrapping
/// around without touching the exponent; the result is then converted with RNE.
pub fn sr_add_mantissa(x: u32, rnd: u32, dropped: u32) -> u32 {
    let add = rnd.checked_shr(32 - dropped).unwrap_or(0);
    (x & 0xff80_0000) | ((x & 0x007f_ffff).wrapping_add(add) & 0x007f_ffff)
}

/// f32 to FP8 with the seed's stochastic rounding (`V_CVT_SR_FP8_F32`, seed 001 line 25316).
pub fn f32_to_fp8_sr(x: u32, rnd: u32, fp16_ovfl: bool) -> u8 {
    f32_to_fp8(f32::from_bits(sr_add_mantissa(x, rnd, 20)), fp16_ovfl)
}

/// f32 to BF8 with the seed's stochastic rounding (`V_CVT_SR_BF8_F32`, seed 001 line 25351).
pub fn f32_to_bf8_sr(x: u32, rnd: u32, fp16_ovfl: bool) -> u8 {
    f32_to_bf8(f32::from_bits(sr_add_mantissa(x, rnd, 21)), fp16_ovfl)
}

/// Stochastic rounding of the exact value `v` into `fmt`: the magnitude's discarded bits
/// plus the low bits of `rnd` (as a fraction of one unit in the last place, 32 bits of it),
/// then truncation. This is the usual definition; the seed names `f32_to_f16_sr` and the
/// scaled `*_sr_*` converters without defining them.
pub fn encode_sr(fmt: &Format, v: f64, rnd: u32, ovf: Overflow) -> u32 {
    if !v.is_finite() || v == 0.0 {
        return fmt.encode(v, Round::Zero, ovf);
    }
    // Truncate, then round the magnitude up with probability = discarded fraction.
    let t = fmt.encode(v, Round::Zero, ovf);
    let tv = fmt.decode(t);
    if !tv.is_finite() || tv == v || t & !fmt.sign_bit() == fmt.max_bits() {
        return t;
    }
    let next = fmt.decode(t + 1); // the next magnitude up (same sign)
    if !next.is_finite() {
        return t;
    }
    let frac = ((v - tv) / (next - tv)).abs(); // in (0, 1), exact enough: 32 bits compared
    let threshold = libm::floor(frac * 4_294_967_296.0) as u64;
    if (rnd as u64) < threshold {
        t + 1
    } else {
        t
    }
}

/// The E8M0 scale of a scaled conversion: the biased exponent field of an f32 (`exponent(S.f32)`,
/// seed 001 line 23501; "the float exponent portion is used", line 3480).
pub const fn e8m0_of_f32(bits: u32) -> u8 {
    (bits >> 23) as u8
}

/// The value of an E8M0 scale: `2^(s - 127)`; 0xff is NaN (seed 001 line 3301).
pub fn e8m0_to_f64(s: u8) -> f64 {
    if s == 0xff {
        f64::NAN
    } else {
        pow2(s as i32 - 127)
    }
}

/// Decodes `bits` of `fmt` and multiplies by the E8M0 scale (`fp8_to_f32_scale` and friends):
/// exact in f64.
pub fn decode_scaled(fmt: &Format, bits: u32, scale: u8) -> f64 {
    fmt.decode(bits) * e8m0_to_f64(scale)
}

/// Divides `v` by the E8M0 scale and encodes it in `fmt` with RNE (`f32_to_fp8_scale` and
/// friends; the MX convention value = scale × element).
pub fn encode_scaled(fmt: &Format, v: f64, scale: u8, ovf: Overflow) -> u32 {
    fmt.encode(v / e8m0_to_f64(scale), Round::NearestEven, ovf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_matches_half_crate() {
        for h in 0..=u16::MAX {
            let v = F16.decode(h as u32);
            let r = half::f16::from_bits(h).to_f64();
            assert!(v.to_bits() == r.to_bits() || (v.is_nan() && r.is_nan()), "{h:#x}");
        }
    }

    /// A deterministic stream of samples (SplitMix64 from `seed`).
    fn random_stream(mut seed: u64) -> impl FnMut() -> u64 {
        move || lanescope_isa::rng::splitmix64(&mut seed)
    }

    const MODES: [Round; 4] = [Round::NearestEven, Round::Up, Round::Down, Round::Zero];

    /// f32 inputs around every rounding boundary of `fmt`'s patterns below `max_pattern`:
    /// each pattern's value, its midpoint with the next one, and their f32 neighbours; then a
    /// random sample of all f32 patterns.
    fn samples(fmt: &Format, max_pattern: u32) -> alloc::vec::Vec<f32> {
        let mut v = alloc::vec::Vec::new();
        for h in 0..max_pattern {
            let (a, b) = (fmt.decode(h) as f32, fmt.decode(h + 1) as f32);
            let mid = ((a as f64 + b as f64) / 2.0) as f32;
            for x in [a, mid, mid.next_up(), mid.next_down(), a.next_up(), a.next_down()] {
                v.extend([x, -x]);
            }
        }
        let mut r = random_stream(0x2545_f491_4f6c_dd1d);
        v.extend((0..300_000).map(|_| f32::from_bits(r() as u32)));
        v.extend([
            f32::MAX,
            f32::MIN_POSITIVE,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            -f32::NAN,
        ]);
        v.push(f32::from_bits(0x7f80_0001)); // a signalling NaN
        v
    }

    #[test]
    fn f32_to_f16_rounds_once_in_every_mode() {
        for x in samples(&F16, 0x7c00) {
            for m in MODES {
                let want = if x.is_nan() {
                    (x.to_bits() >> 16) as u16 & 0x8000 | 0x7e00
                } else {
                    F16.encode(x as f64, m, Overflow::Ieee) as u16
                };
                assert_eq!(f32_to_f16(x, m), want, "{:#010x} {m:?}", x.to_bits());
            }
        }
    }

    #[test]
    fn f32_to_bf16_rounds_once_in_every_mode_and_keeps_nan_payloads() {
        for x in samples(&BF16, 0x7f80) {
            for m in MODES {
                let want = if x.is_nan() {
                    ((x.to_bits() >> 16) | 0x40) as u16
                } else {
                    BF16.encode(x as f64, m, Overflow::Ieee) as u16
                };
                assert_eq!(f32_to_bf16(x, m), want, "{:#010x} {m:?}", x.to_bits());
            }
        }
    }

    #[test]
    fn bf16_to_f32_keeps_every_pattern_as_is() {
        for h in 0..=u16::MAX {
            let x = bf16_to_f32(h);
            assert_eq!(x.to_bits(), (h as u32) << 16, "{h:#06x}");
            let v = BF16.decode(h as u32);
            assert!(
                v.to_bits() == (x as f64).to_bits() || (v.is_nan() && x.is_nan()),
                "{h:#06x}"
            );
            // The half crate agrees except on signalling NaNs, which it quiets.
            let q = half::bf16::from_bits(h).to_f32().to_bits();
            assert!(q == x.to_bits() || q == x.to_bits() | 0x0040_0000, "{h:#06x}");
        }
    }
}
