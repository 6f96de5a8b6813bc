//! Mixed precision (`v_mad_mix_f32`, `v_mad_mixlo_f16` …) and dot products.

use super::*;

/// The f32 inputs of a MIX op: `{OPSEL_HI[i], OPSEL[i]}` = 0/1 f32, 2 low f16, 3 high f16;
/// NEG_HI acts as abs, then NEG (seed 000 line 5825; seed 001 lines 16540-16556).
fn mix_srcs(w: &Wave, i: &Inst) -> [[f32; LANES]; 3] {
    let f32m = fp32(w);
    let f16m = fp16(w);
    let mut out = [[0f32; LANES]; 3];
    for (n, o) in out.iter_mut().enumerate() {
        let f16_in = i.op_sel_hi >> n & 1 == 1;
        let v = src_as(w, i, n, if f16_in { Ty::F16 } else { Ty::F32 });
        let hi = i.op_sel >> n & 1 == 1;
        for l in 0..LANES {
            let mut x = if f16_in {
                formats::f16_to_f32(din16(half(v[l], hi), f16m))
            } else {
                f32::from_bits(din32(v[l], f32m))
            };
            if i.abs >> n & 1 == 1 {
                x = x.abs();
            }
            if i.neg >> n & 1 == 1 {
                x = -x;
            }
            o[l] = x;
        }
    }
    out
}

/// A MIX op's f32 result: fused on gfx950 (seed 001 line 2340), unfused on gfx900.
fn mix_value(arch: Arch, a: f32, b: f32, c: f32) -> f32 {
    if arch.fused_mix() {
        libm::fmaf(a, b, c)
    } else {
        a * b + c
    }
}

/// `D.f32 = S0 * S1 + S2` on mixed f16/f32 inputs (seed 000 line 5824; seed 001 line 16534);
/// also gfx950's `v_fma_mix_f32` (seed 001 lines 2339-2341: "performed as an FMA").
pub fn v_mad_mix_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = mix_srcs(w, i);
    let fp = fp32(w);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let (a, b, c) = (s[0][l], s[1][l], s[2][l]);
        let r = mix_value(w.arch, a, b, c);
        d[l] = out32(i, fp, nan_first32(&[a, b, c], r));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// A NaN result is the first NaN input, quieted.
pub(super) fn nan_first32(ins: &[f32], r: f32) -> f32 {
    if r.is_nan() {
        if let Some(x) = ins.iter().find(|x| x.is_nan()) {
            return f32::from_bits(x.to_bits() | 0x0040_0000);
        }
    }
    r
}

/// MIXLO/MIXHI (`HI`): the f32 result converted to f16 into one half, the other kept (seed 000
/// lines 5827-5831; seed 001 lines 16578-16605).
pub fn mix_f16<const HI: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = mix_srcs(w, i);
    let fp = fp16(w);
    let mut d = old_dst(w, i);
    for l in 0..LANES {
        let (a, b, c) = (s[0][l], s[1][l], s[2][l]);
        let r = nan_first32(&[a, b, c], mix_value(w.arch, a, b, c));
        let mut h = if r.is_nan() {
            nan32_to_16(r.to_bits())
        } else {
            enc16(r as f64, fp)
        };
        if i.clamp {
            h = clamp16(h, fp);
        }
        d[l] = if HI {
            (d[l] & 0xffff) | (h as u32) << 16
        } else {
            (d[l] & 0xffff_0000) | h as u32
        };
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// Dot products
// ---------------------------------------------------------------------------------------------

/// Float dot-2 in f32, in the seed's order: `acc + a.lo*b.lo + a.hi*b.hi` (each step rounded
/// to nearest even; denormal inputs and output flushed, seed 001 line 2220). `bf16` selects
/// the element type. `acc_first` puts the accumulator first (DOT2_F32_F16, DOT2C) or last
/// (DOT2_F32_BF16, seed 001 line 16468).
fn dot2f(a: u32, b: u32, acc: f32, bf16: bool, acc_first: bool) -> f32 {
    let cv = |h: u16| {
        if bf16 {
            flush32(formats::bf16_to_f32(h))
        } else {
            flush32(formats::f16_to_f32(h))
        }
    };
    let (a0, b0, a1, b1) = (cv(a as u16), cv(b as u16), cv((a >> 16) as u16), cv((b >> 16) as u16));
    let acc = flush32(acc);
    let (r, ins) = if acc_first {
        (acc + a0 * b0 + a1 * b1, [acc, a0, b0, a1, b1])
    } else {
        (a0 * b0 + a1 * b1 + acc, [a0, b0, a1, b1, acc])
    };
    // The host's NaN payload depends on how the compiler orders the operations: a NaN result
    // is the first NaN input in the pseudocode's order, quieted, else the default NaN.
    match nan_first32(&ins, r) {
        n if n.is_nan() && !ins.iter().any(|x| x.is_nan()) => f32::from_bits(crate::exec::float::NAN32),
        n => flush32(n),
    }
}

/// Packed source `n` of a dot op with NEG_LO/NEG_HI on the halves (no op_sel: seed 001 line
/// 1959); in VOP3 `v_dot2c_f32_f16`, ABS\[1:0\] act as NEG_HI (seed 001 line 11102).
fn dot_src(w: &Wave, i: &Inst, n: usize, float: bool) -> Lanes {
    let mut v = src(w, i, n);
    if float {
        let x = ((i.neg >> n & 1) as u32) << 15 | ((i.abs >> n & 1) as u32) << 31;
        for e in v.iter_mut() {
            *e ^= x;
        }
    }
    v
}

/// `v_dot2[c]_f32_[b]f16`: two-element dot product of f16 (or bf16, `IS_BF16`) pairs plus an f32
/// accumulator, S2 or D (`ACC_FROM_DST`, the `c` forms).
pub fn dot_float<const IS_BF16: bool, const ACC_FROM_DST: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp32(w);
    let a = dot_src(w, i, 0, true);
    let b = dot_src(w, i, 1, true);
    let c = if ACC_FROM_DST {
        old_dst(w, i)
    } else {
        let mut c = w.src(i, 2);
        if !IS_BF16 && i.neg >> 2 & 1 == 1 {
            for x in c.iter_mut() {
                *x ^= 0x8000_0000;
            }
        }
        c
    };
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let r = dot2f(a[l], b[l], f32::from_bits(c[l]), IS_BF16, ACC_FROM_DST || !IS_BF16);
        d[l] = out32(
            i,
            Fp {
                omod: fp.omod && ACC_FROM_DST,
                ..fp
            },
            r,
        );
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// Integer dot product of 32 / `BITS` elements of `BITS` each; `SIGNED` elements; the
/// accumulator is S2 or D (`ACC_FROM_DST`); clamp saturates to the 32-bit range (seed 001 lines 16657-16760, 11116-11170).
pub fn dot_int<const BITS: u32, const SIGNED: bool, const ACC_FROM_DST: bool>(
    w: &mut Wave,
    _: &mut Env,
    i: &Inst,
) -> R {
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let c = if ACC_FROM_DST { old_dst(w, i) } else { w.src(i, 2) };
    let n = 32 / BITS;
    let mask = (1u32 << BITS) - 1;
    let elem = |v: u32, k: u32| -> i64 {
        let x = v >> (k * BITS) & mask;
        if SIGNED {
            ((x << (32 - BITS)) as i32 >> (32 - BITS)) as i64
        } else {
            x as i64
        }
    };
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let mut t: i64 = if SIGNED { c[l] as i32 as i64 } else { c[l] as i64 };
        for k in 0..n {
            t += elem(a[l], k) * elem(b[l], k);
        }
        d[l] = if i.clamp {
            if SIGNED {
                t.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
            } else {
                t.clamp(0, u32::MAX as i64) as u32
            }
        } else {
            t as u32
        };
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D.lo = fma(S0.lo, S1.lo, D.lo)`, `D.hi = fma(S0.hi, S1.hi, D.hi)` (seed 001 line 11185);
/// VOP3 abs/neg act on both halves of a source.
pub fn v_pk_fmac_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = src(w, i, 0);
    let b = src(w, i, 1);
    let c = old_dst(w, i);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let mut r = 0u32;
        for hi in [false, true] {
            let x = din16(mods16(half(a[l], hi), i, 0), fp);
            let y = din16(mods16(half(b[l], hi), i, 1), fp);
            let z = din16(half(c[l], hi), fp);
            let h = out16(i, fp, fma16(x, y, z, fp));
            r |= (h as u32) << if hi { 16 } else { 0 };
        }
        d[l] = r;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}
