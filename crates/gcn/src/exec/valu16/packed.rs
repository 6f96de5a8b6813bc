//! Packing conversions (VOP3), VOP3P packed 16-bit arithmetic and gfx950 packed f32.

use super::*;

/// `D = {S1.f16, S0.f16}` (seed 000 line 6189); op_sel picks each source's half.
pub fn v_pack_b32_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = a[l] as u32 | (b[l] as u32) << 16;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D = {norm(S1.f16), norm(S0.f16)}`, snorm or unorm (`SIGNED`) (seed 000 lines 6171-6174).
pub fn pknorm_f16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f: fn(f64) -> u16 = if SIGNED { snorm16 } else { unorm16 };
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = f(v16(a[l])) as u32 | (f(v16(b[l])) as u32) << 16;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// Two f32 sources (abs/neg applied, input flush per MODE) to a packed dword.
fn pk_from_f32(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> u16) -> R {
    let f32m = fp32(w);
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let x = f32::from_bits(din32(mods32(a[l], i, 0), f32m));
        let y = f32::from_bits(din32(mods32(b[l], i, 1), f32m));
        d[l] = f(x) as u32 | (f(y) as u32) << 16;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `v_cvt_pknorm_i16_f32` (`SIGNED`) / `v_cvt_pknorm_u16_f32`: `D = {snorm/unorm(S1.f),
/// snorm/unorm(S0.f)}` (seed 000 lines 6156, 6159).
pub fn pknorm_f32<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_from_f32(w, i, |x| if SIGNED { snorm16(x as f64) } else { unorm16(x as f64) })
}

/// f32 to f16 with a fixed rounding mode, output flush per MODE, omod/clamp.
fn f32_to_f16_with(i: &Inst, fp: Fp, x: f32) -> u16 {
    let h = if x.is_nan() {
        nan32_to_16(x.to_bits())
    } else {
        enc16(x as f64, fp)
    };
    out16(i, fp, h)
}

/// `D = {f16(S1.f), f16(S0.f)}` rounded toward zero regardless of MODE (seed 000 line 6162).
pub fn v_cvt_pkrtz_f16_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = Fp {
        round: Round::Zero,
        ..fp16(w)
    };
    pk_from_f32(w, i, |x| f32_to_f16_with(i, fp, x))
}

/// `D = {f16(S1.f32), f16(S0.f32)}`, round to nearest even (seed 001 line 24536).
pub fn v_cvt_pk_f16_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = Fp {
        round: Round::NearestEven,
        ..fp16(w)
    };
    pk_from_f32(w, i, |x| f32_to_f16_with(i, fp, x))
}

/// `D = {bf16(S1.f32), bf16(S0.f32)}`, round to nearest even (seed 001 line 24552).
pub fn v_cvt_pk_bf16_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let clamp = i.clamp;
    pk_from_f32(w, i, |x| {
        let x = if clamp { clamp_f32(x) } else { x };
        formats::f32_to_bf16(x, Round::NearestEven)
    })
}

fn clamp_f32(x: f32) -> f32 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// `D.f32 = {S0.b16, 16'0}` (seed 001 line 13105); abs/neg act on the bf16 sign.
pub fn v_cvt_f32_bf16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f32m = fp32(w);
    let a = src(w, i, 0);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let h = mods16(a[l] as u16, i, 0);
        d[l] = out32(i, Fp { dout: true, ..f32m }, formats::bf16_to_f32(h));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// VOP3P packed 16-bit
// ---------------------------------------------------------------------------------------------

/// Source `n` of a packed op: (low, high) halves per `op_sel`/`op_sel_hi`; for f16 data NEG_LO
/// and NEG_HI flip the sign of the low and high half (seed 000 lines 10371-10544).
fn pk_src(w: &Wave, i: &Inst, n: usize, float: bool) -> ([u16; LANES], [u16; LANES]) {
    let v = src(w, i, n);
    let (sl, sh) = (i.op_sel >> n & 1 == 1, i.op_sel_hi >> n & 1 == 1);
    let (nl, nh) = if float {
        ((i.neg >> n & 1) as u16, (i.abs >> n & 1) as u16)
    } else {
        (0, 0)
    };
    let mut lo = [0u16; LANES];
    let mut hi = [0u16; LANES];
    for l in 0..LANES {
        lo[l] = half(v[l], sl) ^ nl << 15;
        hi[l] = half(v[l], sh) ^ nh << 15;
    }
    (lo, hi)
}

fn pk_write(w: &mut Wave, i: &Inst, lo: &[u16; LANES], hi: &[u16; LANES]) {
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = lo[l] as u32 | (hi[l] as u32) << 16;
    }
    w.write_vdst(i, &d);
}

/// Packed f16 op over `n` sources: each half computed like the scalar op, clamped per half.
fn pk_h(w: &mut Wave, i: &Inst, n: usize, f: impl Fn(&[u16; 3], Fp) -> u16) -> R {
    let fp = fp16(w);
    let mut s = [([0u16; LANES], [0u16; LANES]); 3];
    for (k, sk) in s.iter_mut().enumerate().take(n) {
        *sk = pk_src(w, i, k, true);
    }
    let mut lo = [0u16; LANES];
    let mut hi = [0u16; LANES];
    for l in 0..LANES {
        let a = [din16(s[0].0[l], fp), din16(s[1].0[l], fp), din16(s[2].0[l], fp)];
        let b = [din16(s[0].1[l], fp), din16(s[1].1[l], fp), din16(s[2].1[l], fp)];
        let (x, y) = (f(&a, fp), f(&b, fp));
        lo[l] = if i.clamp { clamp16(x, fp) } else { x };
        hi[l] = if i.clamp { clamp16(y, fp) } else { y };
    }
    pk_write(w, i, &lo, &hi);
    Ok(Flow::Next)
}

/// Packed 16-bit integer op over `n` sources; `f` gets the clamp bit.
pub(super) fn pk_u(w: &mut Wave, i: &Inst, n: usize, f: impl Fn(&[u16; 3], bool) -> u16) -> R {
    let mut s = [([0u16; LANES], [0u16; LANES]); 3];
    for (k, sk) in s.iter_mut().enumerate().take(n) {
        *sk = pk_src(w, i, k, false);
    }
    let mut lo = [0u16; LANES];
    let mut hi = [0u16; LANES];
    for l in 0..LANES {
        lo[l] = f(&[s[0].0[l], s[1].0[l], s[2].0[l]], i.clamp);
        hi[l] = f(&[s[0].1[l], s[1].1[l], s[2].1[l]], i.clamp);
    }
    pk_write(w, i, &lo, &hi);
    Ok(Flow::Next)
}

/// Packed `D.i16 = S0 * S1 + S2` (seed 000 line 5767).
pub fn v_pk_mad_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_u(w, i, 3, |s, c| {
        sat_i16(s[0] as i16 as i64 * s[1] as i16 as i64 + s[2] as i16 as i64, c)
    })
}

/// `v_pk_mul_lo_u16` (`D.u16 = S0 * S1`) and `v_pk_mad_u16` (`ACC`: `D.u16 = S0 * S1 + S2`),
/// packed (seed 000 lines 5770, 5794).
pub fn pk_mad_u16<const ACC: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let add = |s: &[u16; 3]| if ACC { s[2] as i64 } else { 0 };
    pk_u(w, i, 2 + ACC as usize, |s, c| {
        sat_u16(s[0] as i64 * s[1] as i64 + add(s), c)
    })
}

/// `v_pk_fma_f16` (fused `D.f16 = S0 * S1 + S2`), `v_pk_add_f16` (`S0 + S1`) and
/// `v_pk_mul_f16` (`S0 * S1`) by `OP`, packed (seed 000 lines 5809-5815).
pub fn pk_f16_op<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    match OP {
        OP_FMA => pk_h(w, i, 3, |s, fp| fma16(s[0], s[1], s[2], fp)),
        OP_ADD => pk_h(w, i, 2, |s, fp| arith16(&s[..2], fp, |x| add_f64(x[0], x[1], fp.round))),
        _ => pk_h(w, i, 2, |s, fp| arith16(&s[..2], fp, |x| x[0] * x[1])),
    }
}

/// `v_pk_add_u16`/`v_pk_add_i16` (`SIGNED`) and `v_pk_sub_*` (`SUB`): packed `D = S0 ± S1`,
/// saturated with clamp (seed 000 lines 5773, 5776, 5797, 5800).
pub fn pk_add_int16<const SIGNED: bool, const SUB: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_u(w, i, 2, |s, c| addsub16::<SIGNED, SUB>(s[0], s[1], c))
}

/// `v_pk_max_u16`/`v_pk_max_i16` (`MAX`, `SIGNED`) and `v_pk_min_*`: packed max/min (seed 000
/// lines 5788, 5791, 5803, 5806).
pub fn pk_minmax_int16<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_u(w, i, 2, |s, _| minmax_int::<MAX, SIGNED>(s[0], s[1]))
}

/// `v_pk_max_f16` (`MAX`) / `v_pk_min_f16`: packed max/min with V_MAX_F16's rules (seed 000
/// lines 5818, 5821).
pub fn pk_minmax_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_h(w, i, 2, |s, fp| minmax16::<MAX>(s[0], s[1], fp))
}

/// IEEE 754-2019 minimum/maximum of f16 values: NaN propagates, -0 < +0.
fn minmax_ieee16(a: u16, b: u16, max: bool) -> u16 {
    if is_nan16(a) {
        return quiet16(a);
    }
    if is_nan16(b) {
        return quiet16(b);
    }
    let key = |h: u16| {
        if h & 0x8000 != 0 {
            -((h & 0x7fff) as i32) - 1
        } else {
            h as i32
        }
    };
    if (key(a) >= key(b)) == max {
        a
    } else {
        b
    }
}

/// `v_pk_maximum3_f16` (`MAX`) / `v_pk_minimum3_f16`: packed IEEE maximum/minimum of three
/// (seed 001 lines 16485, 16514); IEEE mode forced on.
pub fn pk_minmax3_ieee_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_h(w, i, 3, |s, _| minmax_ieee16(minmax_ieee16(s[0], s[1], MAX), s[2], MAX))
}

// ---------------------------------------------------------------------------------------------
// Packed f32 (gfx950)
// ---------------------------------------------------------------------------------------------

/// Source `n` of a packed-f32 op: (low, high) dwords of the 64-bit pair chosen by `op_sel`
/// and `op_sel_hi`, with NEG_LO/NEG_HI (seed 001 lines 2350-2353).
/// Source `n` of a packed-f32 instruction as 64 bits: a register pair, or a constant's 32-bit
/// value in both halves (the operand type [`Ty::PkF32`], as llvm-mc assembles it).
fn pk32_pair(w: &Wave, i: &Inst, n: usize) -> Lanes64 {
    let code = i.src[n];
    match crate::isa::operand::inline_value(code, Ty::F32) {
        Some(c) => [c as u64 | (c as u64) << 32; LANES],
        None => w.src64(i, n, false),
    }
}

fn pk32_src(w: &Wave, i: &Inst, n: usize) -> ([u32; LANES], [u32; LANES]) {
    let v = pk32_pair(w, i, n);
    let (sl, sh) = (i.op_sel >> n & 1, i.op_sel_hi >> n & 1);
    let (nl, nh) = ((i.neg >> n & 1) as u32, (i.abs >> n & 1) as u32);
    let mut lo = [0u32; LANES];
    let mut hi = [0u32; LANES];
    for l in 0..LANES {
        lo[l] = (v[l] >> (32 * sl)) as u32 ^ nl << 31;
        hi[l] = (v[l] >> (32 * sh)) as u32 ^ nh << 31;
    }
    (lo, hi)
}

fn pk_f32(w: &mut Wave, i: &Inst, n: usize, f: impl Fn(f32, f32, f32) -> f32) -> R {
    let fp = fp32(w);
    let mut s = [([0u32; LANES], [0u32; LANES]); 3];
    for (k, sk) in s.iter_mut().enumerate().take(n) {
        *sk = pk32_src(w, i, k);
    }
    let fp_out = Fp { omod: false, ..fp };
    let mut d: Lanes64 = [0; LANES];
    for (l, dl) in d.iter_mut().enumerate() {
        let mut r = [0u32; 2];
        for (h, rh) in r.iter_mut().enumerate() {
            let pick = |k: usize| {
                let v = if h == 0 { s[k].0[l] } else { s[k].1[l] };
                f32::from_bits(din32(v, fp))
            };
            let (x, y, z) = (pick(0), pick(1), pick(2));
            let ins = [x, y, z];
            *rh = out32(i, fp_out, nan_first32(&ins[..n], f(x, y, z)));
        }
        *dl = r[0] as u64 | (r[1] as u64) << 32;
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `v_pk_fma_f32` (fused `D = S0 * S1 + S2`), `v_pk_mul_f32` (`S0 * S1`) and `v_pk_add_f32`
/// (`S0 + S1`) by `OP`, component-wise on f32 pairs (seed 001 lines 16857-16884).
pub fn pk_f32_op<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    match OP {
        OP_FMA => pk_f32(w, i, 3, libm::fmaf),
        OP_MUL => pk_f32(w, i, 2, |a, b, _| a * b),
        _ => pk_f32(w, i, 2, |a, b, _| a + b),
    }
}

/// `D.lo = S0 dword OPSEL[0]`, `D.hi = S1 dword OPSEL[1]` (seed 001 line 16906).
pub fn v_pk_mov_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = pk32_pair(w, i, 0);
    let b = pk32_pair(w, i, 1);
    let (s0, s1) = ((i.op_sel & 1) as u32, (i.op_sel >> 1 & 1) as u32);
    let mut d: Lanes64 = [0; LANES];
    for l in 0..LANES {
        d[l] = (a[l] >> (32 * s0)) & 0xffff_ffff | (b[l] >> (32 * s1)) << 32;
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}
