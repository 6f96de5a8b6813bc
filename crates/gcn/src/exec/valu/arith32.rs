//! f32 arithmetic (VOP2, VOP3): add, multiply, multiply-add, min/max/median, ldexp, cube map,
//! and the GCN 1.0/1.1 DX9-rule forms.

use super::*;

sem! {
    /// `D.f = S0.f + S1.f` (seed 000 line 4584); MODE round mode and denormals honoured.
    fn v_add_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::add32(a, b, m.rm32)) }
    /// `D.f = S0.f - S1.f` (seed 000 line 4587).
    fn v_sub_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::add32(a, -b, m.rm32)) }
    /// `D.f = S1.f - S0.f` (seed 000 line 4590).
    fn v_subrev_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::add32(b, -a, m.rm32)) }
    /// `D.f = S0.f * S1.f` (seed 000 line 4596).
    fn v_mul_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::mul32(a, b, m.rm32)) }
}

/// `D.f = S0.f * S1.f` with DX9 rules: `0.0 * x = +0.0` even for infinite or NaN x (seed 000
/// line 4593; seed 001 line 25240). Also the gfx950 VOP3-only row.
pub fn v_mul_legacy_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<2>(w, i, Den::Mode, |[a, b], m| {
        if a == 0.0 || b == 0.0 {
            0.0
        } else {
            fl::mul32(a, b, m.rm32)
        }
    })
}

/// `D.f = S0.f * S1.f + S2.f` with DX9 rules: a zero factor makes the product +0.0 (seed 000
/// line 5871); product and sum round separately (not fused).
pub fn v_mad_legacy_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[a, b, c], m| {
        let p = if a == 0.0 || b == 0.0 {
            0.0
        } else {
            fl::mul32(a, b, m.rm32)
        };
        fl::add32(p, c, m.rm32)
    })
}

/// `D.f = S0.f * S1.f + S2.f`, product and sum rounded separately (seed 000 line 5874).
pub fn v_mad_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[a, b, c], m| mad32(a, b, c, m.rm32))
}

/// `D.f = S0.f * S1.f + D.f`, not fused (seed 000 line 4647).
pub fn v_mac_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let d = dst32(w, i);
    f32op(w, i, [a, b, d], Den::Mode, |[a, b, c], m| mad32(a, b, c, m.rm32))
}

/// `D.f = S0.f * K + S1.f`, K the literal, not fused (seed 000 line 4650).
pub fn v_madmk_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let k = [i.literal; LANES];
    f32op(w, i, [a, k, b], Den::Mode, |[a, k, b], m| mad32(a, k, b, m.rm32))
}

/// `D.f = S0.f * S1.f + K`, K the literal, not fused (seed 000 line 4653).
pub fn v_madak_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let k = [i.literal; LANES];
    f32op(w, i, [a, b, k], Den::Mode, |[a, b, k], m| mad32(a, b, k, m.rm32))
}

/// `D.f = fma(S0.f, S1.f, S2.f)`, one rounding (seed 000 line 5904).
pub fn v_fma_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f = |[a, b, c]: [f32; 3], m: &Fp| fl::fma32(a, b, c, m.rm32);
    f32n_by(
        w,
        i,
        Den::Mode,
        |s, m| {
            if m.rm32 == RNE {
                fma_lanes(s)
            } else {
                f32op_fast(s, m, f)
            }
        },
        f,
    )
}

/// `fma` over all lanes, rounded to nearest even, with [`f32op_fast`]'s bits. The f32
/// product is exact in f64, so the f64 sum rounds once; rounding that to f32 is the fused
/// result unless the sum sits on an f32 halfway point (bits 0..29 = `0x1000_0000`) or below
/// f32's normal range (another halfway point), or is a NaN: those lanes (rare) take the
/// scalar route. A zero sum is exact (both terms are multiples of 2^-298) with IEEE's sign.
/// Unlike libm's per-lane call this loop vectorises; it only notes whether any lane is odd
/// (a per-lane mask costs a variable shift per lane), and a second pass finds them.
pub(super) fn fma_lanes(s: &[&Lanes; 3]) -> Lanes {
    let mut out = [0u32; LANES];
    let mut any = false;
    for (l, o) in out.iter_mut().enumerate() {
        let r = fma_f64(s, l);
        any |= fma_odd(r);
        *o = (r as f32).to_bits();
    }
    if any {
        for (l, o) in out.iter_mut().enumerate() {
            if fma_odd(fma_f64(s, l)) {
                let x = s.map(|s| f32::from_bits(s[l]));
                *o = fl::nan32(&x, fl::fma32(x[0], x[1], x[2], RNE)).to_bits();
            }
        }
    }
    out
}

/// Lane `l`'s `a * b + c` in f64 (the product exact, the sum rounded once).
#[inline(always)]
fn fma_f64(s: &[&Lanes; 3], l: usize) -> f64 {
    let [a, b, c] = s.map(|s| f32::from_bits(s[l]) as f64);
    a * b + c
}

/// Whether rounding the f64 sum `r` to f32 may differ from the fused result: an f32 halfway
/// point, a nonzero sum below f32's normal range, or a NaN ([`fma_lanes`]).
#[inline(always)]
fn fma_odd(r: f64) -> bool {
    let tie = r.to_bits() as u32 & 0x1fff_ffff == 0x1000_0000;
    let tiny = r != 0.0 && r.abs() < f32::MIN_POSITIVE as f64;
    tie | tiny | r.is_nan()
}

/// `D0.f32 = fma(S0.f32, S1.f32, D0.f32)` (seed 001 line 11174).
pub fn v_fmac_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let d = dst32(w, i);
    f32op(w, i, [a, b, d], Den::Mode, |[a, b, c], m| fl::fma32(a, b, c, m.rm32))
}

/// `D0.f32 = fma(S0.f32, SIMM32.f32, S1.f32)` (seed 001 line 10475).
pub fn v_fmamk_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let k = [i.literal; LANES];
    f32op(w, i, [a, k, b], Den::Mode, |[a, k, b], m| fl::fma32(a, k, b, m.rm32))
}

/// `D0.f32 = fma(S0.f32, S1.f32, SIMM32.f32)` (seed 001 line 10492).
pub fn v_fmaak_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let k = [i.literal; LANES];
    f32op(w, i, [a, b, k], Den::Mode, |[a, b, k], m| fl::fma32(a, b, k, m.rm32))
}

/// IEEE-mode-aware minimum (seed 000 line 4611); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn v_min_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<2>(w, i);
    let d = min_max_den(w);
    f32sel_by(w, i, s, d, |[a, b], m| min32(a, b, m))
}

/// IEEE-mode-aware maximum (seed 000 line 4614); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn v_max_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<2>(w, i);
    let d = min_max_den(w);
    f32sel_by(w, i, s, d, |[a, b], m| max32(a, b, m))
}

/// `D.f = V_MIN_F32(V_MIN_F32(S0.f, S1.f), S2.f)` (seed 000 line 5919); denormals per
/// [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode), as LLVM's `isCanonicalized` treats FMIN3/FMAX3/FMED3 like FMINNUM.
pub fn v_min3_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<3>(w, i);
    f32sel_by(w, i, s, min_max_den(w), |[a, b, c], m| min32(min32(a, b, m), c, m))
}

/// `D.f = V_MAX_F32(V_MAX_F32(S0.f, S1.f), S2.f)` (seed 000 line 5928); denormals per
/// [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn v_max3_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<3>(w, i);
    f32sel_by(w, i, s, min_max_den(w), |[a, b, c], m| max32(max32(a, b, m), c, m))
}

/// Median of three: with a NaN input `V_MIN3_F32`; otherwise the maximum of the two inputs
/// that are not the max3 (seed 000 line 5937); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn v_med3_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<3>(w, i);
    f32sel_by(w, i, s, min_max_den(w), |[a, b, c], m| {
        if a.is_nan() || b.is_nan() || c.is_nan() {
            return min32(min32(a, b, m), c, m);
        }
        med3_by(a, b, c, |x, y| max32(x, y, m))
    })
}

/// gfx950: IEEE `minimum` of three; a NaN input gives a NaN (seed 001 line 25453).
pub fn v_minimum3_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<3>(w, i);
    f32sel(w, i, s, |[a, b, c], _| fl::minimum32(fl::minimum32(a, b), c))
}

/// gfx950: IEEE `maximum` of three (seed 001 line 25471).
pub fn v_maximum3_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<3>(w, i);
    f32sel(w, i, s, |[a, b, c], _| fl::maximum32(fl::maximum32(a, b), c))
}

// --- cube map ----------------------------------------------------------------------------

/// The cube-map major axis: 2 = z, 1 = y, 0 = x (seed 000 lines 5883-5892).
#[inline]
fn cube_axis(x: f32, y: f32, z: f32) -> u8 {
    if z.abs() >= x.abs() && z.abs() >= y.abs() {
        2
    } else if y.abs() >= x.abs() {
        1
    } else {
        0
    }
}

/// Cube-map face ID 0.0-5.0 (seed 000 line 5883).
pub fn v_cubeid_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[x, y, z], _| match cube_axis(x, y, z) {
        2 => {
            if z < 0.0 {
                5.0
            } else {
                4.0
            }
        }
        1 => {
            if y < 0.0 {
                3.0
            } else {
                2.0
            }
        }
        _ => {
            if x < 0.0 {
                1.0
            } else {
                0.0
            }
        }
    })
}

/// Cube-map S coordinate (seed 000 line 5886).
pub fn v_cubesc_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[x, y, z], _| match cube_axis(x, y, z) {
        2 => {
            if z < 0.0 {
                -x
            } else {
                x
            }
        }
        1 => x,
        _ => {
            if x < 0.0 {
                z
            } else {
                -z
            }
        }
    })
}

/// Cube-map T coordinate (seed 000 line 5889).
pub fn v_cubetc_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[x, y, z], _| match cube_axis(x, y, z) {
        2 => -y,
        1 => {
            if y < 0.0 {
                -z
            } else {
                z
            }
        }
        _ => -y,
    })
}

/// Twice the cube-map major axis (seed 000 line 5892).
pub fn v_cubema_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[x, y, z], m| {
        let v = match cube_axis(x, y, z) {
            2 => z,
            1 => y,
            _ => x,
        };
        fl::mul32(2.0, v, m.rm32)
    })
}

/// `D.f = S0.f * S1.f` with DX9's zero rule, or -max float when S1 is -max, -inf or NaN or S2
/// is not above zero: R700 MUL_LIT (seed 003 lines 4684-4729), whose VOP3 descendant keeps the
/// same three sources; AMD's RDNA3 ISA guide gives V_MULLIT_F32 the same pseudocode.
pub fn v_mullit_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32n::<3>(w, i, Den::Mode, |[a, b, c], m| {
        if b == -f32::MAX || b == f32::NEG_INFINITY || b.is_nan() || c <= 0.0 || c.is_nan() {
            -f32::MAX
        } else if a == 0.0 || b == 0.0 {
            0.0
        } else {
            fl::mul32(a, b, m.rm32)
        }
    })
}

notes! {
    /// `v_mullit_f32`.
    MULLIT: "R700 MUL_LIT's pseudocode (seed 003) and the RDNA3 guide's V_MULLIT_F32; no SI/CI document confirms it, and the \
        sign of the zero product is DX9's +0",
}

// ---- GCN 1.0/1.1 (gfx600/gfx700): the DX9-rule forms GCN 1.2 dropped.

/// `D.f = S0.f < S1.f ? S0.f : S1.f`: DX9 rules, a NaN operand selects S1 (GCN 1.0/1.1
/// V_MIN_LEGACY_F32; LLVM `AMDGPUfmin_legacy`).
pub fn v_min_legacy_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<2>(w, i);
    f32sel(w, i, s, |[a, b], _| if a < b { a } else { b })
}

/// `D.f = S0.f >= S1.f ? S0.f : S1.f`: DX9 rules, a NaN operand selects S1 (GCN 1.0/1.1
/// V_MAX_LEGACY_F32; LLVM `AMDGPUfmax_legacy`).
pub fn v_max_legacy_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs32::<2>(w, i);
    f32sel(w, i, s, |[a, b], _| if a >= b { a } else { b })
}

/// `D.f = S0.f * S1.f + D.f` with [`v_mad_legacy_f32`]'s DX9 product (GCN 1.0/1.1
/// V_MAC_LEGACY_F32).
pub fn v_mac_legacy_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs32::<2>(w, i);
    let d = dst32(w, i);
    f32op(w, i, [a, b, d], Den::Mode, |[a, b, c], m| {
        let p = if a == 0.0 || b == 0.0 {
            0.0
        } else {
            fl::mul32(a, b, m.rm32)
        };
        fl::add32(p, c, m.rm32)
    })
}
