//! Sums of absolute differences: `v_sad_*`, `v_msad_u8`, `v_qsad_pk_u16_u8`, `v_mqsad_*`.

use super::*;

/// `|x - y|` of unsigned values.
#[inline]
fn absdiff(x: u32, y: u32) -> u32 {
    x.abs_diff(y)
}

/// Sum of the byte SADs of `a` and `b` (unsigned bytes, seed 001 lines 22200-22212); with
/// `masked`, bytes whose reference byte in `b` is 0 are skipped (V_MSAD_U8, seed 001 lines
/// 22601-22612).
#[inline]
fn sad_bytes(a: u32, b: u32, masked: bool) -> u64 {
    let mut s = 0u64;
    for k in (0..32).step_by(8) {
        let (x, y) = (a >> k & 0xff, b >> k & 0xff);
        if !(masked && y == 0) {
            s += absdiff(x, y) as u64;
        }
    }
    s
}

/// `D.u = SAD(S0 bytes, S1 bytes) + S2.u`; clamp saturates (seed 000 line 5946; seed 001 lines
/// 22200-22212).
pub fn v_sad_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(sad_bytes(a, b, false) + s as u64, c))
}

/// `D.u = (SAD_U8(S0, S1, 0) << 16) + S2.u`; clamp saturates (seed 000 line 5949; seed 001 line
/// 22233).
pub fn v_sad_hi_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32((sad_bytes(a, b, false) << 16) + s as u64, c))
}

/// `D.u = |S0[31:16] - S1[31:16]| + |S0[15:0] - S1[15:0]| + S2.u` (unsigned halves); clamp
/// saturates (seed 000 line 5952; seed 001 lines 22251-22260).
pub fn v_sad_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| {
        let t = absdiff(a & 0xffff, b & 0xffff) as u64 + absdiff(a >> 16, b >> 16) as u64;
        sat_u32(t + s as u64, c)
    })
}

/// `D.u = |S0.u - S1.u| + S2.u` (unsigned); clamp saturates (seed 000 line 5955; seed 001 lines
/// 22268-22273).
pub fn v_sad_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(absdiff(a, b) as u64 + s as u64, c))
}

/// Masked byte SAD: bytes whose S1 byte is 0 are left out; `+ S2.u`, clamp saturates (seed 000
/// line 5979; seed 001 lines 22601-22612).
pub fn v_msad_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(sad_bytes(a, b, true) + s as u64, c))
}

/// The quad SADs: entry `k` (0-3) is the (masked) byte SAD of `S0[8k+31:8k]` against S1, plus
/// accumulator `k` (`acc(k)`), truncated (or with clamp saturated) to `bits` bits.
#[inline]
fn quad_sad(s0: u64, s1: u32, masked: bool, k: u32, acc: u64, bits: u32, clamp: bool) -> u64 {
    let max = (1u64 << bits) - 1;
    let t = sad_bytes((s0 >> (8 * k)) as u32, s1, masked) + acc;
    if clamp {
        t.min(max)
    } else {
        t & max
    }
}

/// `v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8` (`MASKED`): `D[16k+15:16k] = SAD_U8(S0[8k+31:8k],
/// S1, S2[16k+15:16k])` for k = 0-3, each truncated to 16 bits (saturated with clamp) (seed 001
/// lines 22635-22663).
pub fn qsad_pk<const MASKED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c = w.src64(i, 2, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        for k in 0..4 {
            let acc = c[l] >> (16 * k) & 0xffff;
            d[l] |= quad_sad(a[l], b[l], MASKED, k, acc, 16, i.clamp) << (16 * k);
        }
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// Dwords 2-3 of a 128-bit source `n`: the next register pair, or for a constant its
/// sign (integer inline constants sign-extend to the operand width, seed 000 lines 1298-1302).
fn src_hi128(w: &Wave, i: &Inst, n: usize, lo: &Lanes64) -> Lanes64 {
    let code = i.src[n];
    if code >= VGPR0 || matches!(code, 0..=101 | 108..=122) {
        let mut j = *i;
        j.src[n] = code + 2;
        w.src64(&j, n, false)
    } else if inline_value(code, Ty::I32).is_some() && (128..=208).contains(&code) {
        let mut hi = [0u64; LANES];
        for l in 0..LANES {
            hi[l] = if (lo[l] as i64) < 0 { u64::MAX } else { 0 };
        }
        hi
    } else {
        [0; LANES]
    }
}

/// `D.u128[32k+31:32k] = MSAD_U8(S0[8k+31:8k], S1, S2[32k+31:32k])` for k = 0-3 (seed 000 line
/// 5988; seed 001 lines 22676-22684); clamp saturates each dword.
pub fn v_mqsad_u32_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c_lo = w.src64(i, 2, false);
    let c_hi = src_hi128(w, i, 2, &c_lo);
    let mut lo = [0u64; LANES];
    let mut hi = [0u64; LANES];
    for l in 0..LANES {
        let q = |k: u32, acc: u64| quad_sad(a[l], b[l], true, k, acc, 32, i.clamp);
        lo[l] = q(0, c_lo[l] & 0xffff_ffff) | q(1, c_lo[l] >> 32) << 32;
        hi[l] = q(2, c_hi[l] & 0xffff_ffff) | q(3, c_hi[l] >> 32) << 32;
    }
    w.write_vdst64(i, &lo);
    let mut j = *i;
    j.dst += 2;
    w.write_vdst64(&j, &hi);
    Ok(Flow::Next)
}
