//! Integer VOP3: 24-bit multiply-add, bitfields, align, permute, 64-bit multiply-add, three-operand
//! logic, bitop3, packed shifts, mbcnt and the GCN 1.0/1.1 shifts.

use super::*;

/// `D.i = S0.i[23:0] * S1.i[23:0] + S2.i`, clamp saturates (seed 000 line 5877; seed 001 line
/// 21794).
pub fn v_mad_i32_i24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_i32(i24(a) * i24(b) + s as i32 as i64, c))
}

/// `D.u = S0.u[23:0] * S1.u[23:0] + S2.u`, clamp saturates (seed 000 line 5880; seed 001 line
/// 21805).
pub fn v_mad_u32_u24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| {
        sat_u32((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64 + s as u64, c)
    })
}

/// `D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1)` (seed 000 line 5895; seed 001 line
/// 21942).
pub fn v_bfe_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| (a >> (b & 31)) & ((1u32 << (c & 31)) - 1))
}

/// `tmp = (S0.i >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1); D.i = signext_from_bit(tmp,
/// S2.u[4:0])` (seed 001 lines 21961-21968; seed 000 line 5898 omits the sign extension, which
/// would make the op V_BFE_U32: taken from seed 001 for both). Width 0 gives 0.
pub fn v_bfe_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let width = c & 31;
        if width == 0 {
            return 0;
        }
        let tmp = ((a as i32) >> (b & 31)) as u32 & ((1u32 << width) - 1);
        (((tmp << (32 - width)) as i32) >> (32 - width)) as u32
    })
}

/// `D.u = (S0.u & S1.u) | (~S0.u & S2.u)` (seed 000 line 5901; seed 001 line 21973).
pub fn v_bfi_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| (a & b) | (!a & c))
}

/// Per byte: `(S0.byte + S1.byte + S2.byte[0]) >> 1` (seed 000 line 5910; seed 001 lines
/// 22024-22034).
pub fn v_lerp_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let mut d = 0;
        for k in (0..32).step_by(8) {
            let s = (a >> k & 0xff) + (b >> k & 0xff) + (c >> k & 1);
            d |= (s >> 1) << k;
        }
        d
    })
}

/// llvm-mc takes `op_sel` on V_ALIGNBIT/V_ALIGNBYTE (and on the sources of V_ASHR_PK_*), but
/// neither seed says what it does to these 32-bit operands: such a word stops the wave rather
/// than guess.
fn no_op_sel(i: &Inst) -> Result<(), ExecError> {
    if i.op_sel != 0 {
        return Err(ExecError::new(alloc::format!(
            "{} with op_sel is not executed (the seeds do not define op_sel for it)",
            i.row().name
        )));
    }
    Ok(())
}

/// `D.u = ({S0, S1} >> S2.u[4:0]) & 0xffffffff` (seed 000 line 5913; seed 001 line 22040).
pub fn v_alignbit_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    no_op_sel(i)?;
    tern(w, i, |a, b, c| (((a as u64) << 32 | b as u64) >> (c & 31)) as u32)
}

/// `D.u = ({S0, S1} >> (S2.u[1:0] * 8)) & 0xffffffff` (seed 001 line 22058; seed 000 line 5916
/// prints `8*S2.u[4:0]`, under which selects 8-31 would shift the whole pair out: the byte
/// select is taken from seed 001 for both).
pub fn v_alignbyte_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    no_op_sel(i)?;
    tern(w, i, |a, b, c| (((a as u64) << 32 | b as u64) >> ((c & 3) * 8)) as u32)
}

/// The median by the seeds' rule, `max` being the format's maximum: if max3 == S0 then
/// `{carry, D.u64} = S0.u32 * S1.u32 + S2.u64` in 65 bits; the carry goes to SDST for active
/// lanes; clamp saturates D at 2^64-1 (seed 000 line 5991; seed 001 line 22693).
pub fn v_mad_u64_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    if !i.clamp {
        // An SGPR pair or a constant addend is one value for every lane.
        if let Some(c) = w.uniform_src64(i, 2, false) {
            return mad64_lanes(w, i, |a, b, d| mad_u64_u32_lanes(a, b, |_| c, c >> 32 == 0, d));
        }
        let c = w.src64(i, 2, false);
        let narrow = c.iter().fold(0, |m, &x| m | x) >> 32 == 0;
        return mad64_lanes(w, i, |a, b, d| mad_u64_u32_lanes(a, b, |l| c[l], narrow, d));
    }
    mad64(w, i, |a, b, c| {
        let (r, carry) = (a as u64 * b as u64).overflowing_add(c);
        (if carry && i.clamp { u64::MAX } else { r }, carry)
    })
}

/// `{D1.i1, D.i64} = S0.i32 * S1.i32 + S2.i64` in 65 bits: the carry-out is bit 64 of the
/// 65-bit two's-complement sum (so 1 for a negative result in range); clamp saturates D to the
/// i64 range (seed 000 line 5994; seed 001 line 22710).
pub fn v_mad_i64_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    mad64(w, i, |a, b, c| {
        let t = (a as i32 as i128) * (b as i32 as i128) + (c as i64 as i128);
        let d = if i.clamp {
            t.clamp(i64::MIN as i128, i64::MAX as i128) as i64 as u64
        } else {
            t as u64
        };
        (d, (t >> 64) & 1 == 1)
    })
}

/// The 64-bit multiply-adds: `f(S0, S1, S2.u64)` gives each lane's D and carry; the carries
/// of the active lanes go to SDST.
fn mad64(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, u64) -> (u64, bool)) -> R {
    let c = w.src64(i, 2, false);
    mad64_lanes(w, i, |a, b, [lo, hi]| {
        let mut carries = [0u8; LANES];
        for l in 0..LANES {
            let (r, carry) = f(a[l], b[l], c[l]);
            (lo[l], hi[l], carries[l]) = (r as u32, (r >> 32) as u32, u8::from(carry));
        }
        pack_bits(&carries)
    })
}

/// The 64-bit multiply-adds with their lane loops `f(S0, S1, [lo, hi])` (S2 is the caller's),
/// which sets D's low and high halves and gives the carry mask.
#[inline]
fn mad64_lanes(w: &mut Wave, i: &Inst, f: impl Fn(&Lanes, &Lanes, [&mut Lanes; 2]) -> u64) -> R {
    let (mut lo, mut hi) = ([0u32; LANES], [0u32; LANES]);
    let carries = w.with_srcs::<2, _>(i, |[a, b]| f(a, b, [&mut lo, &mut hi]));
    let exec = w.exec;
    w.write_vdst_pair(i, &lo, &hi);
    w.swrite64(i.sdst, carries & exec);
    Ok(Flow::Next)
}

/// `v_mad_u64_u32` without clamp over all lanes into D's halves `[lo, hi]`, `c(l)` being lane
/// `l`'s addend, in passes
/// the compiler vectorises. A product is at most (2^32 - 1)^2 = 2^64 - 2^33 + 1, so no sum
/// carries out of 64 bits when every addend is below 2^32 (`narrow`; the common case: a 32-bit
/// index or a small constant): then the carries are not computed (a 64-bit compare is slow
/// without SSE4.2).
#[inline(always)]
fn mad_u64_u32_lanes(a: &Lanes, b: &Lanes, c: impl Fn(usize) -> u64, narrow: bool, [lo, hi]: [&mut Lanes; 2]) -> u64 {
    if narrow {
        for l in 0..LANES {
            let sum = a[l] as u64 * b[l] as u64 + c(l);
            (lo[l], hi[l]) = (sum as u32, (sum >> 32) as u32);
        }
        return 0;
    }
    let mut carries = [0u8; LANES];
    for l in 0..LANES {
        let p = a[l] as u64 * b[l] as u64;
        let sum = p.wrapping_add(c(l));
        (lo[l], hi[l], carries[l]) = (sum as u32, (sum >> 32) as u32, u8::from(sum < p));
    }
    pack_bits(&carries)
}

/// One byte of V_PERM_B32: 0-7 pick a byte of `data` (`{S0, S1}`, S0 high), 8-11 replicate the
/// sign bit of byte 1, 3, 5, 7, 12 gives 0x00, 13 and above 0xff (seed 001 lines 22820-22843).
#[inline]
fn byte_permute(data: u64, sel: u32) -> u32 {
    match sel {
        0..=7 => (data >> (8 * sel) & 0xff) as u32,
        8..=11 => {
            let bit = 8 * (2 * (sel - 8) + 1) + 7;
            if data >> bit & 1 == 1 {
                0xff
            } else {
                0
            }
        }
        12 => 0,
        _ => 0xff,
    }
}

/// `D.byte[k] = byte_permute({S0.u, S1.u}, S2.u.byte[k])` (seed 000 line 6006; seed 001 lines
/// 22820-22847).
pub fn v_perm_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let data = (a as u64) << 32 | b as u64;
        let mut d = 0;
        for k in (0..32).step_by(8) {
            d |= byte_permute(data, c >> k & 0xff) << k;
        }
        d
    })
}

/// `v_lshl_add_u32` / `v_lshl_or_b32` (`OR`): `D.u = (S0.u << S1.u[4:0]) + S2.u` or `| S2.u`
/// (seed 000 lines 6054, 6063; seed 001 lines 23120, 23157); the shift amount is often the same
/// in every lane (`lanewise_uniform`).
pub fn lshl_then<const OR: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<3, 1>(w, i, |[a, b, c]| {
        let s = a << (b & 31);
        if OR {
            s | c
        } else {
            s.wrapping_add(c)
        }
    })
}

sem! {
    /// `D.u = (S0.u ^ S1.u) + S2.u` (seed 000 line 6024; seed 001 line 22979).
    fn v_xad_u32(w, i) { tern(w, i, |a, b, c| (a ^ b).wrapping_add(c)) }
    /// `D.u = (S0.u + S1.u) << S2.u[4:0]` (seed 000 line 6057; seed 001 line 23136).
    fn v_add_lshl_u32(w, i) { tern(w, i, |a, b, c| a.wrapping_add(b) << (c & 31)) }
    /// `D.u = S0.u + S1.u + S2.u` (seed 000 line 6060; seed 001 line 23147).
    fn v_add3_u32(w, i) { tern(w, i, |a, b, c| a.wrapping_add(b).wrapping_add(c)) }
    /// `D.u = (S0.u & S1.u) | S2.u` (seed 000 line 6066; seed 001 line 23168).
    fn v_and_or_b32(w, i) { tern(w, i, |a, b, c| (a & b) | c) }
    /// `D.u = S0.u | S1.u | S2.u` (seed 000 line 6069; seed 001 line 23185).
    fn v_or3_b32(w, i) { tern(w, i, |a, b, c| a | b | c) }
}

/// `D.u64 = (S0.u64 << S1.u[2:0]) + S2.u64`; shift counts above 4 shift by 0 (gfx950; seed 001
/// lines 23352-23360).
pub fn v_lshl_add_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c = w.src64(i, 2, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        let s = b[l] & 7;
        let s = if s > 4 { 0 } else { s };
        d[l] = (a[l] << s).wrapping_add(c[l]);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `D[i] = TTBL[{S0[i], S1[i], S2[i]}]` with `TTBL = {OMOD[1:0], ABS[2:0], NEG[2:0]}` (gfx950;
/// seed 001 lines 23432-23455).
pub fn v_bitop3_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let t = i.bitop3() as u32;
    tern(w, i, |a, b, c| bitop3(t, a, b, c))
}

/// `D[i] = TTBL[{S0[i], S1[i], S2[i]}]` on every bit of `a`, `b`, `c`.
#[inline]
fn bitop3(t: u32, a: u32, b: u32, c: u32) -> u32 {
    let mut d = 0;
    for m in 0..8 {
        if t >> m & 1 == 1 {
            let x = if m & 4 != 0 { a } else { !a };
            let y = if m & 2 != 0 { b } else { !b };
            let z = if m & 1 != 0 { c } else { !c };
            d |= x & y & z;
        }
    }
    d
}

/// Writes 16-bit results to the half of each active lane's destination that `op_sel[3]`
/// names, keeping the other half: the rule seed 001 states for its op_sel 16-bit VOP3 ops
/// (V_MAD_F16 line 23220, V_MAD_U16 line 23241). The old destination is read from the VGPR
/// file (an out-of-range destination reads 0 and is not written).
fn write_half(w: &mut Wave, i: &Inst, v: &Lanes) {
    let hi = i.op_sel & 8 != 0;
    let r = i.dst as usize;
    let old = w.vgpr.get(r * LANES..(r + 1) * LANES);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let o = old.map_or(0, |o| o[l]);
        d[l] = if hi {
            (o & 0xffff) | (v[l] & 0xffff) << 16
        } else {
            (o & 0xffff_0000) | (v[l] & 0xffff)
        };
    }
    w.write_vdst(i, &d);
}

/// Source `n`'s 16-bit halves as `op_sel[n]` selects them (seed 000 lines 9897-9899).
fn src16(w: &Wave, i: &Inst, n: usize) -> Lanes {
    let mut v = w.src(i, n);
    if i.op_sel >> n & 1 == 1 {
        for x in v.iter_mut() {
            *x >>= 16;
        }
    }
    v
}

/// `D.b16 = bitop3(TTBL, S0.b16, S1.b16, S2.b16)`, sources' halves by `op_sel` (gfx950; seed
/// 001 lines 23371-23394); the result goes to the destination half `op_sel[3]` names, the
/// other half kept.
pub fn v_bitop3_b16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let t = i.bitop3() as u32;
    let (a, b, c) = (src16(w, i, 0), src16(w, i, 1), src16(w, i, 2));
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = bitop3(t, a[l], b[l], c[l]) & 0xffff;
    }
    write_half(w, i, &d);
    Ok(Flow::Next)
}

/// `v_ashr_pk_i8_i32`/`v_ashr_pk_u8_i32` (`SIGNED`): S0 and S1 shifted right arithmetically by
/// S2\[4:0\], each saturated to a signed or unsigned byte, packed into the destination half.
pub fn ashr_pk<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let sat = |n: i32| {
        if SIGNED {
            n.clamp(-128, 127) as u32 & 0xff
        } else {
            n.clamp(0, 255) as u32
        }
    };
    // op_sel on the 32-bit sources is not defined by the seed: refuse it.
    no_op_sel(&Inst {
        op_sel: i.op_sel & 7,
        ..*i
    })?;
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let c = w.src(i, 2);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let s = c[l] & 31;
        d[l] = sat((a[l] as i32) >> s) | sat((b[l] as i32) >> s) << 8;
    }
    write_half(w, i, &d);
    Ok(Flow::Next)
}

sem! {
    /// `D.u = S0.u * S1.u` (low 32 bits; seed 000 line 6114; seed 001 line 24724).
    fn v_mul_lo_u32(w, i) { bin(w, i, u32::wrapping_mul) }
    /// `D.u = (S0.u * S1.u) >> 32` (seed 000 line 6117; seed 001 line 24741).
    fn v_mul_hi_u32(w, i) { bin(w, i, |a, b| ((a as u64 * b as u64) >> 32) as u32) }
    /// `D.i = (S0.i * S1.i) >> 32` (seed 000 line 6120; seed 001 line 24763).
    fn v_mul_hi_i32(w, i) { bin(w, i, |a, b| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32) }
    /// `D.u = popcount(S0.u) + S1.u` (seed 001 lines 24846-24853; seed 000 line 6132 starts the
    /// count at 0 and leaves its second operand unused: the accumulate is taken from seed 001).
    fn v_bcnt_u32_b32(w, i) { bin(w, i, |a, b| a.count_ones().wrapping_add(b)) }
}

/// `v_mbcnt_lo/hi_u32_b32` (`HI`): `D.u = popcount(S0.u & ThreadMask[31:0] or [63:32]) + S1.u`,
/// ThreadMask = (1 << lane) - 1 (seed 001 lines 24861-24899).
pub fn mbcnt<const HI: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let below = (1u64 << l) - 1;
        let m = if HI { (below >> 32) as u32 } else { below as u32 };
        d[l] = (a[l] & m).count_ones().wrapping_add(b[l]);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

pub(super) fn shift64(w: &mut Wave, i: &Inst, f: impl Fn(u64, u32) -> u64) -> R {
    let a = w.src(i, 0);
    let b = w.src64(i, 1, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        d[l] = f(b[l], a[l] & 63);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

sem! {
    /// `D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]` (seed 000 line 6153; seed 001 line 25021).
    fn v_bfm_b32(w, i) { bin(w, i, |a, b| ((1u32 << (a & 31)) - 1) << (b & 31)) }
    /// `D = {u32_to_u16(S1.u), u32_to_u16(S0.u)}`, each saturated to 0xffff (seed 000 line 6165;
    /// seed 001 lines 25097-25106; the seeds do not spell out `u32_to_u16`: a conversion saturates).
    fn v_cvt_pk_u16_u32(w, i) { bin(w, i, |a, b| a.min(0xffff) | b.min(0xffff) << 16) }
}

/// `D = {i32_to_i16(S1.i), i32_to_i16(S0.i)}`, each saturated to [-32768, 32767] (seed 000
/// line 6168; seed 001 lines 25111-25120).
pub fn v_cvt_pk_i16_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let h = |x: u32| (x as i32).clamp(-32768, 32767) as u32 & 0xffff;
    bin(w, i, |a, b| h(a) | h(b) << 16)
}

/// `D.i = S0.i + S1.i`; clamp saturates to the i32 range (seed 000 line 6177; seed 001 line
/// 25158).
pub fn v_add_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_i32(a as i32 as i64 + b as i32 as i64, c))
}

/// `D.i = S0.i - S1.i`; clamp saturates to the i32 range (seed 000 line 6180; seed 001 line
/// 25174).
pub fn v_sub_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_i32(a as i32 as i64 - b as i32 as i64, c))
}

// ---- GCN 1.0/1.1 (gfx600/gfx700): the shifts whose reversed forms replaced them in GCN 1.2.

/// `D.u = S0.u << S1.u[4:0]` (GCN 1.0/1.1 V_LSHL_B32; LLVM `shl`).
pub fn v_lshl_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| a << (b & 31))
}

/// `D.u = S0.u >> S1.u[4:0]` (GCN 1.0/1.1 V_LSHR_B32; LLVM `srl`).
pub fn v_lshr_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| a >> (b & 31))
}

/// `D.i = signext(S0.i) >> S1.u[4:0]` (GCN 1.0/1.1 V_ASHR_I32; LLVM `sra`).
pub fn v_ashr_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| ((a as i32) >> (b & 31)) as u32)
}

/// A 64-bit shift of S0 by S1\[5:0\] (the unreversed operand order).
fn shift64_fwd(w: &mut Wave, i: &Inst, f: impl Fn(u64, u32) -> u64) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        d[l] = f(a[l], b[l] & 63);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `D.u64 = S0.u64 << S1.u[5:0]` (GCN 1.0/1.1 V_LSHL_B64).
pub fn v_lshl_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| v << s)
}

/// `D.u64 = S0.u64 >> S1.u[5:0]` (GCN 1.0/1.1 V_LSHR_B64).
pub fn v_lshr_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| v >> s)
}

/// `D.i64 = signext(S0.i64) >> S1.u[5:0]` (GCN 1.0/1.1 V_ASHR_I64).
pub fn v_ashr_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| ((v as i64) >> s) as u64)
}
