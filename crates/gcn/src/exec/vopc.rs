//! VOPC compares (seed 000 lines 4989-5747; seed 001 chapter 12.9, lines 13127-16130).
//!
//! Every compare writes the **whole** 64-bit mask: `D[lane] = EXEC[lane] & test`, so inactive
//! lanes get 0 (seed 000 lines 436-437). The 32-bit form writes VCC, the VOP3 form (and SDWA's
//! SDST) the SGPR pair in [`Inst::dst`]. `v_cmpx_*` writes the same mask to the destination
//! **and** EXEC (`EXEC[lane] = D.u64[lane] = …`, seed 000 line 5221; seed 001 line 13762).
//!
//! Float compares take VOP3/SDWA abs then neg (seed 000 line 1297), and flush denormal inputs
//! when MODE.FP_DENORM says so (f32: bit 4, f16/f64: bit 6 = "allow input denormals"). The
//! VOP3 clamp bit only makes a compare signal an exception on NaN inputs (seed 000 lines
//! 1662-1663, 5750): exceptions are not modelled, so signalling and quiet compares are the same.
//! 16-bit compares read the low half of each source, or the high half with `op_sel`.

use super::wave::{Lanes, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::INLINE_F16;

type R = Result<Flow, ExecError>;

// Compare codes: the opcode offset of each operation (seed 000 lines 5000-5040); the table
// rows name them as the `C` argument of `cmp_*::<C, X>`.
/// Compare code (float and integer): false.
pub const F: u8 = 0;
/// Compare code (float and integer): `<`.
pub const LT: u8 = 1;
/// Compare code (float and integer): `==`.
pub const EQ: u8 = 2;
/// Compare code (float and integer): `<=`.
pub const LE: u8 = 3;
/// Compare code (float and integer): `>`.
pub const GT: u8 = 4;
/// Float compare code: `<>` (ordered and not equal).
pub const LG: u8 = 5;
/// Compare code (float and integer): `>=`.
pub const GE: u8 = 6;
/// Float compare code: ordered (neither input NaN).
pub const O: u8 = 7;
/// Float compare code: unordered (an input NaN).
pub const U: u8 = 8;
/// Float compare code: `!(>=)`.
pub const NGE: u8 = 9;
/// Float compare code: `!(<>)`.
pub const NLG: u8 = 10;
/// Float compare code: `!(>)`.
pub const NGT: u8 = 11;
/// Float compare code: `!(<=)`.
pub const NLE: u8 = 12;
/// Float compare code: `!(==)`.
pub const NEQ: u8 = 13;
/// Float compare code: `!(<)`.
pub const NLT: u8 = 14;
/// Float compare code: true.
pub const TRU: u8 = 15;

// Integer compare codes (`NE` = the prose's LG, `T` = TRU; seed 001 line 14868ff).
/// Integer compare code: `!=` (the prose's LG).
pub const NE: u8 = 5;
/// Integer compare code: true (the prose's TRU).
pub const T: u8 = 7;

/// One float compare; `U` is `isNaN(S0) || isNaN(S1)` (the seeds' summary tables print it
/// without the negation by mistake, seed 000 line 5197).
#[inline(always)]
fn fcmp<const C: u8>(a: f64, b: f64) -> bool {
    use core::cmp::Ordering::{Equal, Greater, Less};
    // `None` = unordered (a NaN input).
    let o = a.partial_cmp(&b);
    let lt = o == Some(Less);
    let eq = o == Some(Equal);
    let gt = o == Some(Greater);
    match C {
        F => false,
        LT => lt,
        EQ => eq,
        LE => lt || eq,
        GT => gt,
        LG => lt || gt,
        GE => gt || eq,
        O => o.is_some(),
        U => o.is_none(),
        NGE => !(gt || eq),
        NLG => !(lt || gt),
        NGT => !gt,
        NLE => !(lt || eq),
        NEQ => !eq,
        NLT => !lt,
        _ => true,
    }
}

/// One integer compare.
#[inline(always)]
pub(crate) fn icmp<const C: u8, V: Ord>(a: V, b: V) -> bool {
    match C {
        F => false,
        LT => a < b,
        EQ => a == b,
        LE => a <= b,
        GT => a > b,
        NE => a != b,
        GE => a >= b,
        _ => true,
    }
}

/// Writes the compare mask: `D = EXEC & test` (inactive lanes 0), and EXEC too for `v_cmpx`.
#[inline]
fn finish(w: &mut Wave, i: &Inst, test: u64, x: bool) -> R {
    let mask = test & w.write_mask(i);
    w.swrite64(i.dst, mask);
    if x {
        w.set_exec(mask);
    }
    Ok(Flow::Next)
}

/// abs then neg on a sign bit `sign` of `v` (seed 000 line 1297; the order as in valu.rs).
#[inline(always)]
fn mods(v: u64, i: &Inst, n: usize, sign: u64) -> u64 {
    let mut v = v;
    if i.abs >> n & 1 == 1 {
        v &= !sign;
    }
    if i.neg >> n & 1 == 1 {
        v ^= sign;
    }
    v
}

/// Whether MODE flushes denormal inputs of this precision (FP_DENORM: f32 bits 5:4, f64/f16
/// bits 7:6; 0 and 2 flush inputs, seed 000 lines 1651-1660).
#[inline]
fn flush_in(w: &Wave, f32_field: bool) -> bool {
    !super::float::Fp::new(w.mode).prec(f32_field).keep_in
}

/// f32 source `n` as f64 values, with modifiers and input flushing.
fn f32_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = w.src(i, n);
    let to_f64 = |b: u64| f32::from_bits(b as u32) as f64;
    float_src(|l| v[l] as u64, i, n, flush_in(w, true), 0x7f80_0000, to_f64)
}

/// The 16-bit half of source `n` (`op_sel` picks the high half).
#[inline]
fn half(w: &Wave, i: &Inst, n: usize) -> [u16; LANES] {
    let v = w.src(i, n);
    let sh = if i.op_sel >> n & 1 == 1 { 16 } else { 0 };
    let mut out = [0u16; LANES];
    for l in 0..LANES {
        out[l] = (v[l] >> sh) as u16;
    }
    out
}

/// f16 source `n` as f64 values, with modifiers and input flushing.
fn f16_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = half(w, i, n);
    let to_f64 = |b: u64| half::f16::from_bits(b as u16).to_f64();
    float_src(|l| v[l] as u64, i, n, flush_in(w, false), 0x7c00, to_f64)
}

/// f64 source `n`, with modifiers and input flushing.
fn f64_src(w: &Wave, i: &Inst, n: usize) -> [f64; LANES] {
    let v = w.src64(i, n, true);
    float_src(
        |l| v[l],
        i,
        n,
        flush_in(w, false),
        0x7ff0_0000_0000_0000,
        f64::from_bits,
    )
}

/// Source `n` as f64 values from its bits `v(lane)` in a format whose exponent field is `exp`
/// (the sign bit is the one above it): modifiers, then, when `flush`, a denormal input (zero
/// exponent) becomes a signed zero.
fn float_src(
    v: impl Fn(usize) -> u64,
    i: &Inst,
    n: usize,
    flush: bool,
    exp: u64,
    to_f64: impl Fn(u64) -> f64,
) -> [f64; LANES] {
    let sign = exp.next_power_of_two();
    core::array::from_fn(|l| {
        let mut b = mods(v(l), i, n, sign);
        if flush && b & exp == 0 {
            b &= sign;
        }
        to_f64(b)
    })
}

/// The float compare `C` over two converted sources.
#[inline(always)]
fn fmask<const C: u8>(a: &[f64; LANES], b: &[f64; LANES]) -> u64 {
    let mut m = 0u64;
    for l in 0..LANES {
        m |= (fcmp::<C>(a[l], b[l]) as u64) << l;
    }
    m
}

/// `v_cmp{x}_<C>_f16`: the float compare `C` of the f16 sources; `X` also writes EXEC.
pub fn cmp_f16<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = fmask::<C>(&f16_src(w, i, 0), &f16_src(w, i, 1));
    finish(w, i, m, X)
}

/// `v_cmp{x}_<C>_f32`: the float compare `C` of the f32 sources; `X` also writes EXEC.
pub fn cmp_f32<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = fmask::<C>(&f32_src(w, i, 0), &f32_src(w, i, 1));
    finish(w, i, m, X)
}

/// `v_cmp{x}_<C>_f64`: the float compare `C` of the f64 sources; `X` also writes EXEC.
pub fn cmp_f64<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = fmask::<C>(&f64_src(w, i, 0), &f64_src(w, i, 1));
    finish(w, i, m, X)
}

/// The integer compare `C` over two sources: one lane loop of byte results (which the compiler
/// vectorises), then [`pack_bits`].
#[inline(always)]
fn imask<const C: u8, V: Ord + Copy>(a: &[V; LANES], b: &[V; LANES]) -> u64 {
    imask_with::<C, V>(|l| a[l], b)
}

/// [`imask`] with lane `l`'s first operand `a(l)` (one value for a uniform source).
#[inline(always)]
fn imask_with<const C: u8, V: Ord + Copy>(a: impl Fn(usize) -> V, b: &[V; LANES]) -> u64 {
    let mut t = [0u8; LANES];
    for l in 0..LANES {
        t[l] = u8::from(icmp::<C, V>(a(l), b[l]));
    }
    pack_bits(&t)
}

/// The 64-bit mask of 64 bytes that are each 0 or 1 (byte `l` gives bit `l`): eight bytes at a
/// time, multiplied so that byte `j`'s bit lands on bit `56 + j` (no two partial products
/// meet, so there are no carries) and the top byte is taken.
#[inline(always)]
pub(crate) fn pack_bits(t: &[u8; LANES]) -> u64 {
    let mut m = 0u64;
    for (c, bytes) in t.chunks_exact(8).enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(bytes);
        m |= (u64::from_le_bytes(b).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * c);
    }
    m
}

/// A 16-bit integer source, extended to i64.
fn int_src(w: &Wave, i: &Inst, n: usize, signed: bool) -> [i64; LANES] {
    let v = half(w, i, n);
    v.map(|h| if signed { h as i16 as i64 } else { h as i64 })
}

/// The 16-bit integer compare `C` (`signed`: i16, else u16); `x` also writes EXEC.
fn cmp_int<const C: u8>(w: &mut Wave, i: &Inst, x: bool, signed: bool) -> R {
    let m = imask::<C, i64>(&int_src(w, i, 0, signed), &int_src(w, i, 1, signed));
    finish(w, i, m, x)
}

/// `v_cmp{x}_<C>_i16`: the integer compare `C` of the i16 sources; `X` also writes EXEC.
pub fn cmp_i16<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_int::<C>(w, i, X, true)
}

/// `v_cmp{x}_<C>_u16`: the integer compare `C` of the u16 sources; `X` also writes EXEC.
pub fn cmp_u16<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cmp_int::<C>(w, i, X, false)
}

/// `v_cmp{x}_<C>_i32`: the integer compare `C` of the i32 sources; `X` also writes EXEC.
pub fn cmp_i32<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = w.with_srcs::<2, _>(i, |[a, b]| imask::<C, i32>(&a.map(|v| v as i32), &b.map(|v| v as i32)));
    finish(w, i, m, X)
}

/// `v_cmp{x}_<C>_u32`: the integer compare `C` of the u32 sources (compared as 32-bit
/// values: the same order as widened ones, in half the lanes' width); `X` also writes EXEC.
pub fn cmp_u32<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = match w.uniform_src(i, 0) {
        // A scalar or constant source 0 (VOPC's usual form) is compared as one value.
        Some(a) => imask_with::<C, u32>(|_| a, w.src_in_place(i, 1, &mut None)),
        None => w.with_srcs::<2, _>(i, |[a, b]| imask::<C, u32>(a, b)),
    };
    finish(w, i, m, X)
}

/// 64-bit integer source `n`; a literal is sign-extended for the signed compares (seed 000
/// lines 1298-1302).
fn u64_src(w: &Wave, i: &Inst, n: usize, signed: bool) -> [u64; LANES] {
    if signed && i.src[n] == crate::isa::operand::LITERAL {
        return [i.literal as i32 as i64 as u64; LANES];
    }
    w.src64(i, n, false)
}

/// `v_cmp{x}_<C>_i64`: the integer compare `C` of the i64 sources; `X` also writes EXEC.
pub fn cmp_i64<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (a, b) = (u64_src(w, i, 0, true), u64_src(w, i, 1, true));
    let (a, b) = (a.map(|v| v as i64), b.map(|v| v as i64));
    let m = imask::<C, i64>(&a, &b);
    finish(w, i, m, X)
}

/// `v_cmp{x}_<C>_u64`: the integer compare `C` of the u64 sources; `X` also writes EXEC.
pub fn cmp_u64<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m = imask::<C, u64>(&u64_src(w, i, 0, false), &u64_src(w, i, 1, false));
    finish(w, i, m, X)
}

/// The class-mask bit (seed 001 lines 13248-13266) of a float with the given sign, exponent
/// field (`emax` = all ones), mantissa and quiet bit.
#[inline(always)]
fn class_bit(sign: bool, exp: u64, emax: u64, mant: u64, quiet: u64) -> u32 {
    if exp == emax {
        if mant == 0 {
            if sign {
                2
            } else {
                9
            }
        } else if mant & quiet != 0 {
            1
        } else {
            0
        }
    } else if exp > 0 {
        if sign {
            3
        } else {
            8
        }
    } else if mant != 0 {
        if sign {
            4
        } else {
            7
        }
    } else if sign {
        5
    } else {
        6
    }
}

/// The 10-bit class mask (source 1). For `v_cmp_class_f16` a float inline constant is an f16
/// pattern (seed 000 line 5166).
fn class_mask(w: &Wave, i: &Inst, f16: bool) -> Lanes {
    match i.src[1] {
        c @ 240..=248 if f16 => [INLINE_F16[(c - 240) as usize] as u32; LANES],
        _ => w.src(i, 1),
    }
}

/// `v_cmp_class_*`: `D[lane] = S1.u[class(S0)]`; source 0 takes abs/neg; denormals are
/// classified as such whatever MODE says (the pseudocode reads the raw bits).
/// `BITS` (16, 32 or 64) is the float width; `X` also writes EXEC.
pub fn class<const X: bool, const BITS: u32>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let mask = class_mask(w, i, BITS == 16);
    let mut m = 0u64;
    match BITS {
        16 => {
            let v = half(w, i, 0);
            for l in 0..LANES {
                let b = mods(v[l] as u64, i, 0, 0x8000);
                let k = class_bit(b & 0x8000 != 0, b >> 10 & 0x1f, 0x1f, b & 0x3ff, 1 << 9);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
        32 => {
            let v = w.src(i, 0);
            for l in 0..LANES {
                let b = mods(v[l] as u64, i, 0, 0x8000_0000);
                let k = class_bit(b & 0x8000_0000 != 0, b >> 23 & 0xff, 0xff, b & 0x7f_ffff, 1 << 22);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
        _ => {
            let v = w.src64(i, 0, true);
            for l in 0..LANES {
                let b = mods(v[l], i, 0, 1 << 63);
                let k = class_bit(b >> 63 != 0, b >> 52 & 0x7ff, 0x7ff, b & 0xf_ffff_ffff_ffff, 1 << 51);
                m |= ((mask[l] >> k & 1) as u64) << l;
            }
        }
    }
    finish(w, i, m, X)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `pack_bits` is the bit-by-bit mask for random byte patterns, all zeros and all ones.
    #[test]
    fn pack_bits_matches_bit_by_bit() {
        let mut state = 17;
        let mut cases = alloc::vec![0u64, u64::MAX, 1, 1 << 63];
        cases.extend((0..1000).map(|_| lanescope_isa::rng::splitmix64(&mut state)));
        for want in cases {
            let t: [u8; LANES] = core::array::from_fn(|l| (want >> l & 1) as u8);
            assert_eq!(pack_bits(&t), want, "{want:#x}");
        }
    }

    /// One lane's compare.
    type Lanewise = fn(u32, u32) -> bool;

    /// `v_cmp_*_u32` with a scalar, constant or literal source 0 (compared as one value) gives
    /// the mask and change records of the per-lane compare of copied sources.
    #[test]
    fn u32_compares_of_a_uniform_source_are_lane_compares() {
        let mut x = 0x0c3f_0017u64;
        for round in 0..400 {
            let mut r = || lanescope_isa::rng::splitmix64(&mut x);
            let mut w = Wave::new(crate::isa::arch::Arch::Gfx950);
            // Small values so that equal lanes occur.
            w.vgpr[..4 * LANES].iter_mut().for_each(|v| *v = (r() % 5) as u32);
            w.sgpr[..8].iter_mut().for_each(|s| *s = (r() % 5) as u32);
            w.exec = if round % 3 == 0 { u64::MAX } else { r() };
            let mut i = Inst::new(crate::isa::table::Op::v_cmp_eq_u32);
            i.literal = (r() % 5) as u32;
            i.src[0] = [3, 106, 129, 131, 255, 257][round % 6];
            (i.src[1], i.dst) = (256 + (r() % 4) as u16, 106);
            let (a, b) = (w.src(&i, 0), w.src(&i, 1));
            let cases: [(crate::exec::SemFn, Lanewise); 3] = [
                (cmp_u32::<EQ, false>, |a, b| a == b),
                (cmp_u32::<LT, false>, |a, b| a < b),
                (cmp_u32::<GE, true>, |a, b| a >= b),
            ];
            for (k, (sem, f)) in cases.into_iter().enumerate() {
                let want = (0..LANES).fold(0, |m, l| m | u64::from(f(a[l], b[l])) << l) & w.exec;
                let mut got = w.clone();
                let (mut mem, mut lds) = (crate::exec::Memory::new(), crate::exec::Lds::new(0));
                sem(
                    &mut got,
                    &mut Env {
                        mem: &mut mem,
                        lds: &mut lds,
                    },
                    &i,
                )
                .unwrap();
                let mut general = w.clone();
                general.swrite64(106, want);
                if k == 2 {
                    general.set_exec(want);
                }
                assert_eq!((&got, &got.changes), (&general, &general.changes), "round {round}, {k}");
            }
        }
    }
}
