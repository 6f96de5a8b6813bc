//! Vector ALU semantics (seed 000 chapter 12.7-12.10; seed 001 chapter 12.7-12.10).
//!
//! Each instruction is one line over a generic lane helper: operands are fetched once into
//! 64-lane arrays, the lane loop runs over plain arrays (it vectorizes), and the result is
//! stored under EXEC.

use super::wave::{Lanes, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;

type R = Result<Flow, ExecError>;

/// Applies VOP3 input modifiers to an f32 source: abs first, then neg (seed 000 line 1662).
#[inline]
fn f32_mods(mut v: Lanes, i: &Inst, s: usize) -> Lanes {
    let abs = i.abs >> s & 1 == 1;
    let neg = i.neg >> s & 1 == 1;
    if abs || neg {
        let and = if abs { 0x7fff_ffff } else { u32::MAX };
        let xor = if neg { 0x8000_0000 } else { 0 };
        for x in v.iter_mut() {
            *x = (*x & and) ^ xor;
        }
    }
    v
}

/// A NaN result: the first NaN input, quieted.
#[inline]
fn propagate_nan(inputs: &[f32], r: f32) -> f32 {
    if r.is_nan() {
        for &x in inputs {
            if x.is_nan() {
                return f32::from_bits(x.to_bits() | 0x0040_0000);
            }
        }
    }
    r
}

/// Output modifier then clamp to [0, 1]; with DX10_CLAMP a clamped NaN becomes 0
/// (seed 000 lines 329-331, 10005-10006).
#[inline]
fn f32_out(w: &Wave, i: &Inst, r: f32) -> u32 {
    let mut r = match i.omod {
        1 => r * 2.0,
        2 => r * 4.0,
        3 => r * 0.5,
        _ => r,
    };
    if i.clamp {
        r = if r.is_nan() {
            if w.mode >> 8 & 1 == 1 {
                0.0
            } else {
                r
            }
        } else {
            r.clamp(0.0, 1.0)
        };
    }
    r.to_bits()
}

fn f32x2(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32) -> f32) -> R {
    let a = f32_mods(w.src(i, 0), i, 0);
    let b = f32_mods(w.src(i, 1), i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let (x, y) = (f32::from_bits(a[l]), f32::from_bits(b[l]));
        d[l] = f32_out(w, i, propagate_nan(&[x, y], f(x, y)));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

fn f32x3(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32, f32) -> f32) -> R {
    let a = f32_mods(w.src(i, 0), i, 0);
    let b = f32_mods(w.src(i, 1), i, 1);
    let c = f32_mods(w.src(i, 2), i, 2);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let (x, y, z) = (f32::from_bits(a[l]), f32::from_bits(b[l]), f32::from_bits(c[l]));
        d[l] = f32_out(w, i, propagate_nan(&[x, y, z], f(x, y, z)));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

fn u32x2(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, bool) -> u32) -> R {
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = f(a[l], b[l], i.clamp);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D.u = S0.u` (seed 000 line 4757).
pub fn v_mov_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    w.write_vdst(i, &a);
    Ok(Flow::Next)
}

/// `D.f = S0.f + S1.f` (seed 000 line 4584).
pub fn v_add_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32x2(w, i, |a, b| a + b)
}

/// `D.f = S0.f * S1.f` (seed 000 line 4596).
pub fn v_mul_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32x2(w, i, |a, b| a * b)
}

/// `D.f = S0.f * S1.f + S2.f`, fused, one rounding (seed 000 line 5904).
pub fn v_fma_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    f32x3(w, i, libm::fmaf)
}

/// `D.u = S0.u + S1.u`; with clamp the sum saturates at 0xffffffff (seed 000 lines 1662, 4737).
pub fn v_add_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u32x2(
        w,
        i,
        |a, b, clamp| {
            if clamp {
                a.saturating_add(b)
            } else {
                a.wrapping_add(b)
            }
        },
    )
}

/// `D.f = (float)S0.u`, rounded to nearest even (seed 000 line 4772).
pub fn v_cvt_f32_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = f32_out(w, i, a[l] as f32);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}
