//! Rounding, parts of a number (fract, frexp) and the transcendentals (f32 and f64), with the
//! GCN 1.0/1.1 `_CLAMP` and `_LEGACY` forms.

use super::*;

/// A rounding to an integer, as the `v_trunc`/`v_ceil`/`v_rndne`/`v_floor` rows name it in
/// their width's family ([`round32`], [`round64`], `valu16::round16`): toward zero.
pub const TRUNC: u8 = 0;
/// Toward +infinity.
pub const CEIL: u8 = 1;
/// To the nearest integer, ties to even.
pub const RNDNE: u8 = 2;
/// Toward -infinity.
pub const FLOOR: u8 = 3;

/// `a` rounded to an integer in direction `dir` ([`TRUNC`] …).
pub(crate) fn round_f64(a: f64, dir: u8) -> f64 {
    match dir {
        TRUNC => libm::trunc(a),
        CEIL => libm::ceil(a),
        RNDNE => libm::rint(a),
        _ => libm::floor(a),
    }
}

/// `v_trunc_f32`, `v_ceil_f32`, `v_rndne_f32`, `v_floor_f32`: `D.f = S0.f` rounded to an
/// integer in direction `DIR` (seed 000 lines 4835-4844).
pub fn round32<const DIR: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary32(w, i, Den::Mode, |a, _| match DIR {
        TRUNC => libm::truncf(a),
        CEIL => libm::ceilf(a),
        RNDNE => libm::rintf(a),
        _ => libm::floorf(a),
    })
}

/// `D.f = S0.f + -floor(S0.f)`, rounded in the MODE direction and clamped to 0x3f7fffff so
/// it stays below 1.0 (seed 000 line 4832; seed 001 line 11729), except on a target without
/// that clamp ([`Arch::has_fract_clamp`]: GCN 1.0), where a tiny negative input gives 1.0.
/// `fract(±inf)` is NaN.
///
/// [`Arch::has_fract_clamp`]: crate::Arch::has_fract_clamp
pub fn v_fract_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let clamp = w.arch.has_fract_clamp();
    unary32(w, i, Den::Mode, |a, m| {
        // A NaN stays NaN (`r > max` is false).
        let (r, max) = (fl::add32(a, -libm::floorf(a), m.rm32), f32::from_bits(0x3f7f_ffff));
        if clamp && r > max {
            max
        } else {
            r
        }
    })
}

/// `v_trunc_f64`, `v_ceil_f64`, `v_rndne_f64`, `v_floor_f64`: `D.d = S0.d` rounded to an
/// integer in direction `DIR` (seed 000 lines 4817-4826).
pub fn round64<const DIR: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary64(w, i, Den::Mode, |a, _| round_f64(a, DIR))
}

/// `D.d = S0.d + -floor(S0.d)`, clamped to 0x3fefffffffffffff (seed 000 line 4901; seed 001
/// line 12309) where the target has the clamp (not GCN 1.0, as [`v_fract_f32`]).
pub fn v_fract_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let clamp = w.arch.has_fract_clamp();
    unary64(w, i, Den::Mode, |a, m| {
        // A NaN stays NaN (`r > max` is false).
        let (r, max) = (
            fl::add64(a, -libm::floor(a), m.rm64),
            f64::from_bits(0x3fef_ffff_ffff_ffff),
        );
        if clamp && r > max {
            max
        } else {
            r
        }
    })
}

/// `v_ldexp_f32` / `v_ldexp_f64` by width `F`: `D = S0 * 2 ** S1.i` (seed 000 lines 6123,
/// 6111); S1 is an integer without modifiers.
pub(crate) fn ldexp<F: Width>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = F::srcs::<1>(w, i);
    let n = w.src(i, 1);
    F::map(w, i, |l, c| {
        let x = c.input(Den::Mode, F::lane(&a, l));
        c.out(Den::Mode, F::nan_first(&[x], x.ldexp_rm(n[l] as i32, F::rm(&c.m))))
    })
}

/// `D.f = Mantissa(S0.f)` in ±[0.5, 1); ±inf and NaN pass through (seed 000 line 4907).
pub fn v_frexp_mant_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary32(
        w,
        i,
        Den::Mode,
        |a, _| if a.is_finite() { libm::frexpf(a).0 } else { a },
    )
}

sem! {
    /// `D.i = Exponent(S0.f) - 127 + 1`, 0 for ±inf and NaN (seed 000 line 4904); denormal inputs
    /// give their true exponent (the C `frexp` the seed refers to).
    fn v_frexp_exp_i32_f32(w, i) { f32_to_int(w, i, |a| if a.is_finite() { libm::frexpf(a).1 as u32 } else { 0 }) }
    /// `D.d = Mantissa(S0.d)`; ±inf and NaN pass through (seed 000 line 4898).
    fn v_frexp_mant_f64(w, i) { unary64(w, i, Den::Mode, |a, _| if a.is_finite() { libm::frexp(a).0 } else { a }) }
    /// `D.i = Exponent(S0.d) - 1023 + 1`, 0 for ±inf and NaN (seed 000 line 4895).
    fn v_frexp_exp_i32_f64(w, i) { f64_to_int(w, i, |a| if a.is_finite() { libm::frexp(a).1 as u32 } else { 0 }) }
}

// --- transcendentals (f32 flush denormals, seed 000 lines 4847-4868) ------------------------

/// The fraction of `x` revolutions, in [-0.5, 0.5], exact (x is an f32).
#[inline]
fn revolutions(x: f32) -> f64 {
    let x = x as f64;
    x - libm::rint(x)
}

/// `D.f = sin(S0.f * 2 * PI)`: the input is in revolutions (seed 000 line 4874).
pub fn v_sin_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary32(w, i, Den::Mode, |a, _| {
        if a == 0.0 || !a.is_finite() {
            // sin(±0) = ±0; sin(±inf) = NaN (seed 000 line 4874).
            return if a.is_infinite() { f32::NAN } else { a };
        }
        libm::sin(revolutions(a) * core::f64::consts::TAU) as f32
    })
}

/// `D.f = cos(S0.f * 2 * PI)` (seed 000 line 4877).
pub fn v_cos_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary32(w, i, Den::Mode, |a, _| {
        if a.is_infinite() {
            return f32::NAN;
        }
        libm::cos(revolutions(a) * core::f64::consts::TAU) as f32
    })
}

// ---- GCN 1.0/1.1 (gfx600/gfx700): the `_CLAMP` transcendentals GCN 1.2 dropped.

/// `r` with an infinite result replaced by `to` with its sign (±max float for the `_CLAMP`
/// forms, ±0 for `v_rcp_legacy_f32`); NaN passes.
fn clamp_inf32(r: f32, to: f32) -> f32 {
    match r {
        f32::INFINITY => to,
        f32::NEG_INFINITY => -to,
        _ => r,
    }
}

/// `r` with an infinite result replaced by the largest finite f64 of its sign; NaN passes.
fn clamp_inf64(r: f64) -> f64 {
    match r {
        f64::INFINITY => f64::MAX,
        f64::NEG_INFINITY => -f64::MAX,
        _ => r,
    }
}

/// The f32 transcendentals (`OP`: an `OP_*` code; denormal inputs and results flushed; each
/// row cites its seed line): `exp2` (also `v_exp_legacy_f32`), `log2` (also `v_log_legacy_f32`),
/// `1/x` (also `v_rcp_iflag_f32`), `1/sqrt(x)` (through f64), `sqrt`, and the clamped and legacy
/// forms (`OP_RSQ_LEGACY` is the last arm).
pub fn trans32<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let rsq = |a: f32| (1.0 / libm::sqrt(a as f64)) as f32;
    unary32(w, i, Den::Flush, |a, _| match OP {
        OP_EXP => libm::exp2f(a),
        OP_LOG => libm::log2f(a),
        OP_RCP => 1.0 / a,
        OP_RSQ => rsq(a),
        OP_SQRT => libm::sqrtf(a),
        OP_RCP_CLAMP => clamp_inf32(1.0 / a, f32::MAX),
        OP_RSQ_CLAMP => clamp_inf32(rsq(a), f32::MAX),
        OP_LOG_CLAMP => {
            let r = libm::log2f(a);
            if r == f32::NEG_INFINITY {
                -f32::MAX
            } else {
                r
            }
        }
        OP_RCP_LEGACY => clamp_inf32(1.0 / a, 0.0),
        _ => clamp_inf32(rsq(a), 0.0),
    })
}

/// The f64 transcendentals (`OP`: `OP_RCP`, `OP_RSQ`, `OP_SQRT`, `OP_RCP_CLAMP` or
/// `OP_RSQ_CLAMP`; denormals per MODE).
pub fn trans64<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    unary64(w, i, Den::Mode, |a, _| match OP {
        OP_RCP => 1.0 / a,
        OP_RSQ => 1.0 / libm::sqrt(a),
        OP_SQRT => libm::sqrt(a),
        OP_RCP_CLAMP => clamp_inf64(1.0 / a),
        _ => clamp_inf64(1.0 / libm::sqrt(a)),
    })
}

notes! {
    /// `v_rcp/rsq/log_clamp_*`, `v_rcp/rsq_legacy_f32`.
    CLAMPED: "as v_rcp/v_rsq/v_log (host result) with an infinite result clamped to +-max float (rcp/rsq_legacy: +-0); the \
        GCN seeds lack these: from LLVM's rsq.clamp expansion and the R700 *_CLAMPED / *_FF instructions (seed 003)",
}
