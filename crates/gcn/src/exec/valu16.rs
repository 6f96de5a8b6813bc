//! 16-bit, packed, mixed-precision, dot-product and small-float-conversion VALU semantics
//! (seed 000 chapters 12.7-12.10 and 12.13 (VOP3P); seed 001 chapters 12.7-12.11).
//!
//! **Half precision** follows MODE's double/half fields: FP_ROUND\[3:2\] (all four modes are
//! exact here: results are computed exactly and rounded once by [`formats`]), FP_DENORM\[7:6\]
//! (bit 6 keeps input denormals, bit 7 output denormals), FP16_OVFL (bit 23: finite overflow
//! saturates to ±65504), DX10_CLAMP (a clamped NaN becomes 0) and IEEE (min/max quiet sNaNs).
//! A NaN result is the first NaN input, quieted; an invalid operation gives 0xfe00 (the seeds'
//! examples, seed 001 line 12522). Input modifiers: abs, then neg, on the sign bit.
//!
//! **16-bit destinations** (seed 000 lines 9897-9899, 5998-6085; seed 001 lines 22727-23330):
//! VOP1/VOP2 16-bit results zero the high half (the gfx9 rule; seed 001 line 10743 for
//! V_MAC_F16); VOP3 opcodes with OPSEL write the half `op_sel[3]` selects and keep the other
//! (the "standard rule"); the `_LEGACY` ones zero the high half when they write the low one.
//! `op_sel[2:0]` picks each 16-bit source's high half; it is honoured only on rows that take
//! `op_sel`.
//!
//! **VOP3P**: the low result takes each source's half selected by `op_sel` and negated by
//! NEG_LO ([`Inst::neg`]); the high result uses `op_sel_hi` and NEG_HI ([`Inst::abs`]). Float
//! inline constants of packed f16 operands are the f16 pattern in the low half (high half 0).

use super::float::flush32;
use super::formats::{self, Format, Overflow, Round, BF16, BF6, BF8, F16, F32, FP4, FP6, FP8};
use super::valu_int::{med3, med3_by};
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::operand::{Ty, INLINE_BF16, INLINE_F16};
use crate::isa::table::{flags, Slot};

type R = Result<Flow, ExecError>;

// ---------------------------------------------------------------------------------------------
// MODE
// ---------------------------------------------------------------------------------------------

/// The MODE fields one float width uses.
#[derive(Clone, Copy, Debug)]
struct Fp {
    round: Round,
    din: bool,
    dout: bool,
    ieee: bool,
    dx10: bool,
    ovfl: bool,
    /// gfx950 ignores OMOD with output denormals or IEEE on (seed 001 lines 1994-1998).
    omod: bool,
}

/// MODE's fields for one precision, from the one MODE decoder ([`super::float::Fp`]).
fn mode(w: &Wave, f32_fields: bool) -> Fp {
    let m = super::float::Fp::new(w.mode);
    let p = m.prec(f32_fields);
    Fp {
        round: Round::from_bits(p.round),
        din: p.keep_in,
        dout: p.keep_out,
        ieee: m.ieee,
        dx10: m.dx10,
        ovfl: ovfl(w),
        omod: !w.arch.omod_gated_by_mode() || !(p.keep_out || m.ieee),
    }
}

/// f16 (and f64) fields: FP_ROUND\[3:2\], FP_DENORM\[7:6\].
fn fp16(w: &Wave) -> Fp {
    mode(w, false)
}

/// [`fp16`] as `v_min/max_f16` see it: before GFX9 (gfx803) they never flush denormals, in or
/// out ([`crate::Arch::min_max_follow_denorm_mode`]; SIInstructions.td's "v_max_*/v_min_*" covers
/// the f16 forms). `v_min3/max3/med3_f16` are GFX9 only (llvm-mc 22 refuses them on gfx803), so
/// they follow MODE through plain [`fp16`].
fn fp16_minmax(w: &Wave) -> Fp {
    let fp = fp16(w);
    if w.arch.min_max_follow_denorm_mode() {
        fp
    } else {
        Fp {
            din: true,
            dout: true,
            ..fp
        }
    }
}

/// f32 fields: FP_ROUND\[1:0\], FP_DENORM\[5:4\].
fn fp32(w: &Wave) -> Fp {
    mode(w, true)
}

// ---------------------------------------------------------------------------------------------
// Operands
// ---------------------------------------------------------------------------------------------

/// The row's declared type of source `n`.
fn op_ty(i: &Inst, n: usize) -> Ty {
    let slot = [Slot::Src0, Slot::Src1, Slot::Src2][n.min(2)];
    i.row().operand(slot).map_or(Ty::B32, |o| o.ty)
}

/// Source `n` (32 bits per lane, through [`Wave::src`]); a float inline constant of a 16-bit
/// float operand is its f16/bf16 pattern (seed 000 lines 380-405).
fn src(w: &Wave, i: &Inst, n: usize) -> Lanes {
    src_as(w, i, n, op_ty(i, n))
}

/// Source `n` read as type `ty` (inline float constants take that type's pattern).
fn src_as(w: &Wave, i: &Inst, n: usize, ty: Ty) -> Lanes {
    let code = i.src[n];
    if (240..=248).contains(&code) {
        let k = (code - 240) as usize;
        match ty {
            Ty::F16 | Ty::PkF16 | Ty::I16F16 => return [INLINE_F16[k] as u32; LANES],
            Ty::BF16 | Ty::PkBF16 => return [INLINE_BF16[k] as u32; LANES],
            _ => {}
        }
    }
    w.src(i, n)
}

/// The destination register's current value (zeros if it does not exist).
fn old_dst(w: &Wave, i: &Inst) -> Lanes {
    let r = i.dst as usize;
    let mut out = [0u32; LANES];
    if let Some(s) = w.vgpr.get(r * LANES..(r + 1) * LANES) {
        out.copy_from_slice(s);
    }
    out
}

/// Half `hi` of a dword.
#[inline]
fn half(v: u32, hi: bool) -> u16 {
    if hi {
        (v >> 16) as u16
    } else {
        v as u16
    }
}

/// `op_sel` as the row honours it (0 on rows without `op_sel`).
fn sel(i: &Inst) -> u8 {
    if i.row().has(flags::OPSEL) {
        i.op_sel
    } else {
        0
    }
}

/// What a 16-bit result does to the rest of its destination dword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dst16 {
    /// Low half written, high half zeroed (VOP1/VOP2 16-bit results on gfx9).
    Zero,
    /// The half `op_sel[3]` selects is written, the other kept (the standard VOP3 rule).
    Keep,
    /// `op_sel[3]` = 1 writes the high half and keeps the low; 0 writes the low half and
    /// zeroes the high (the `_LEGACY` ops and V_MAC_F16, seed 001 lines 22733-22741).
    Legacy,
}

/// Writes 16-bit results per `rule`.
fn write16(w: &mut Wave, i: &Inst, v: &[u16; LANES], rule: Dst16) {
    let hi = match rule {
        Dst16::Zero => false,
        Dst16::Keep => sel(i) & 8 != 0,
        Dst16::Legacy => i.op_sel & 8 != 0,
    };
    let mut d = if rule == Dst16::Zero || (rule == Dst16::Legacy && !hi) {
        [0u32; LANES]
    } else {
        old_dst(w, i)
    };
    for l in 0..LANES {
        d[l] = if hi {
            (d[l] & 0xffff) | (v[l] as u32) << 16
        } else {
            (d[l] & 0xffff_0000) | v[l] as u32
        };
    }
    w.write_vdst(i, &d);
}

/// Writes `bits` wide field `v` at bit `pos` of the destination, keeping the other bits.
fn write_field(w: &mut Wave, i: &Inst, v: &Lanes, pos: u32, bits: u32) {
    let mut d = old_dst(w, i);
    let mask = (((1u64 << bits) - 1) << pos) as u32;
    for l in 0..LANES {
        d[l] = (d[l] & !mask) | (v[l] << pos & mask);
    }
    w.write_vdst(i, &d);
}

// ---------------------------------------------------------------------------------------------
// Half-precision scalar arithmetic
// ---------------------------------------------------------------------------------------------

/// The NaN an invalid f16 operation produces (seed 001 lines 12522, 12548).
const NAN16: u16 = 0xfe00;

#[inline]
fn is_nan16(h: u16) -> bool {
    h & 0x7c00 == 0x7c00 && h & 0x3ff != 0
}

#[inline]
fn is_snan16(h: u16) -> bool {
    is_nan16(h) && h & 0x200 == 0
}

#[inline]
fn quiet16(h: u16) -> u16 {
    h | 0x200
}

#[inline]
fn is_inf16(h: u16) -> bool {
    h & 0x7fff == 0x7c00
}

/// Input modifiers of source `n` on a float whose sign is bit `sign`: abs, then neg (seed 000
/// line 1662).
#[inline]
fn mods(v: u32, sign: u32, i: &Inst, n: usize) -> u32 {
    let v = if i.abs >> n & 1 == 1 { v & !(1 << sign) } else { v };
    if i.neg >> n & 1 == 1 {
        v ^ 1 << sign
    } else {
        v
    }
}

/// [`mods`] on an f16 value.
#[inline]
fn mods16(h: u16, i: &Inst, n: usize) -> u16 {
    mods(h.into(), 15, i, n) as u16
}

/// Input denormal flush (FP_DENORM\[6\] clear).
#[inline]
fn din16(h: u16, fp: Fp) -> u16 {
    if !fp.din && h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

/// The first NaN of `ins`, quieted.
fn first_nan16(ins: &[u16]) -> Option<u16> {
    ins.iter().find(|&&h| is_nan16(h)).map(|&h| quiet16(h))
}

#[inline]
fn v16(h: u16) -> f64 {
    F16.decode(h as u32)
}

/// Rounds an exact value to f16 per MODE (round mode, FP16_OVFL, output denormals).
fn enc16(v: f64, fp: Fp) -> u16 {
    if v.is_nan() {
        return NAN16;
    }
    let ovf = if fp.ovfl {
        Overflow::SaturateFinite
    } else {
        Overflow::Ieee
    };
    let h = F16.encode(v, fp.round, ovf) as u16;
    if !fp.dout && h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

/// The f16 result of an exact `f64` operation: NaN inputs propagate, an exact zero sum takes
/// IEEE's sign rule for round-down.
fn arith16(ins: &[u16], fp: Fp, f: impl Fn(&[f64]) -> f64) -> u16 {
    if let Some(n) = first_nan16(ins) {
        return n;
    }
    let mut xs = [0f64; 3];
    for (x, &h) in xs.iter_mut().zip(ins) {
        *x = v16(h);
    }
    let r = f(&xs[..ins.len()]);
    enc16(r, fp)
}

/// `a + b` with the round-down zero sign (IEEE 754 6.3).
fn add_f64(a: f64, b: f64, round: Round) -> f64 {
    let r = a + b;
    if r == 0.0 && round == Round::Down && !(a == 0.0 && b == 0.0 && a.is_sign_positive() && b.is_sign_positive()) {
        -0.0
    } else {
        r
    }
}

/// Integer significand of a finite f16: value = ±mag × 2^-24.
fn int16(h: u16) -> (bool, u128) {
    let e = (h >> 10 & 0x1f) as u32;
    let m = (h & 0x3ff) as u128;
    let mag = if e == 0 { m } else { (m | 0x400) << (e - 1) };
    (h & 0x8000 != 0, mag)
}

/// Fused `a * b + c` on f16 values with one rounding (computed exactly in 128-bit integers).
fn fma16(a: u16, b: u16, c: u16, fp: Fp) -> u16 {
    if let Some(n) = first_nan16(&[a, b, c]) {
        return n;
    }
    if is_inf16(a) || is_inf16(b) || is_inf16(c) {
        let r = v16(a) * v16(b) + v16(c);
        return enc16(r, fp);
    }
    let (sa, ma) = int16(a);
    let (sb, mb) = int16(b);
    let (sc, mc) = int16(c);
    let sp = sa != sb;
    let p = (ma * mb) as i128 * if sp { -1 } else { 1 }; // × 2^-48
    let cc = ((mc << 24) as i128) * if sc { -1 } else { 1 };
    let s = p + cc;
    if s == 0 {
        let z = add_f64(if sp { -0.0 } else { 0.0 }, if sc { -0.0 } else { 0.0 }, fp.round);
        let zero_sign = if ma * mb == 0 && mc == 0 {
            z.is_sign_negative()
        } else {
            fp.round == Round::Down
        };
        return if zero_sign { 0x8000 } else { 0 };
    }
    let h = F16.encode_exact(
        s < 0,
        s.unsigned_abs(),
        -48,
        fp.round,
        if fp.ovfl {
            Overflow::SaturateFinite
        } else {
            Overflow::Ieee
        },
    ) as u16;
    enc16(v16(h), fp)
}

/// Unfused `a * b + c`: the product is rounded to f16 first; denormals are flushed (V_MAD_F16,
/// "denormals are flushed", seed 001 line 23214).
fn mad16(a: u16, b: u16, c: u16, fp: Fp) -> u16 {
    let fp = Fp {
        din: false,
        dout: false,
        ..fp
    };
    let (a, b, c) = (din16(a, fp), din16(b, fp), din16(c, fp));
    if let Some(n) = first_nan16(&[a, b, c]) {
        return n;
    }
    let p = enc16(v16(a) * v16(b), fp);
    if is_nan16(p) {
        return NAN16;
    }
    enc16(add_f64(v16(p), v16(c), fp.round), fp)
}

/// V_MAX_F16 (`MAX`) / V_MIN_F16 (seed 000 lines 4716, 4719): IEEE mode quiets a signalling
/// NaN input; otherwise a NaN input gives the other input, and -0 < +0.
fn minmax16<const MAX: bool>(a: u16, b: u16, fp: Fp) -> u16 {
    if fp.ieee && is_snan16(a) {
        return quiet16(a);
    } else if fp.ieee && is_snan16(b) {
        return quiet16(b);
    } else if is_nan16(a) {
        return b;
    } else if is_nan16(b) {
        return a;
    }
    let zeros = a & 0x7fff == 0 && b & 0x7fff == 0;
    let lt = if zeros { a == 0x8000 && b == 0 } else { v16(a) < v16(b) };
    if lt == MAX {
        b
    } else {
        a
    }
}

/// V_MAX_F16's rules.
fn max16(a: u16, b: u16, fp: Fp) -> u16 {
    minmax16::<true>(a, b, fp)
}

/// V_MIN_F16's rules.
fn min16(a: u16, b: u16, fp: Fp) -> u16 {
    minmax16::<false>(a, b, fp)
}

/// V_MED3_F16 (seed 000 line 6045).
fn med3_16(a: u16, b: u16, c: u16, fp: Fp) -> u16 {
    if is_nan16(a) || is_nan16(b) || is_nan16(c) {
        return min16(min16(a, b, fp), c, fp);
    }
    med3_by(a, b, c, |x, y| max16(x, y, fp))
}

/// Output modifier, then clamp to \[0, 1\] (a NaN becomes 0 with DX10_CLAMP) on an f16 result
/// (seed 000 lines 329-331, 10005-10006).
fn out16(i: &Inst, fp: Fp, h: u16) -> u16 {
    let mut h = h;
    if i.omod != 0 && fp.omod && !is_nan16(h) {
        let k = match i.omod {
            1 => 2.0,
            2 => 4.0,
            _ => 0.5,
        };
        h = enc16(v16(h) * k, fp);
    }
    if i.clamp {
        h = clamp16(h, fp);
    }
    h
}

fn clamp16(h: u16, fp: Fp) -> u16 {
    if is_nan16(h) {
        if fp.dx10 {
            0
        } else {
            h
        }
    } else if h & 0x8000 != 0 {
        0
    } else if v16(h) > 1.0 {
        0x3c00
    } else {
        h
    }
}

// ---------------------------------------------------------------------------------------------
// Lane loops
// ---------------------------------------------------------------------------------------------

/// f16 source `n` of every lane: the `op_sel` half, modifiers, input flush.
fn h_src(w: &Wave, i: &Inst, n: usize, fp: Fp) -> [u16; LANES] {
    let v = src(w, i, n);
    let hi = sel(i) >> n & 1 == 1;
    let mut out = [0u16; LANES];
    for l in 0..LANES {
        out[l] = din16(mods16(half(v[l], hi), i, n), fp);
    }
    out
}

/// Integer 16-bit source `n` (the `op_sel` half).
fn u_src(w: &Wave, i: &Inst, n: usize) -> [u16; LANES] {
    let v = src(w, i, n);
    let hi = sel(i) >> n & 1 == 1;
    let mut out = [0u16; LANES];
    for l in 0..LANES {
        out[l] = half(v[l], hi);
    }
    out
}

fn h1(w: &mut Wave, i: &Inst, rule: Dst16, f: impl Fn(u16, Fp) -> u16) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, f(a[l], fp));
    }
    write16(w, i, &d, rule);
    Ok(Flow::Next)
}

fn h2(w: &mut Wave, i: &Inst, rule: Dst16, f: impl Fn(u16, u16, Fp) -> u16) -> R {
    h2_in(w, i, rule, fp16(w), f)
}

/// [`h2`] under the given MODE fields.
fn h2_in(w: &mut Wave, i: &Inst, rule: Dst16, fp: Fp, f: impl Fn(u16, u16, Fp) -> u16) -> R {
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, f(a[l], b[l], fp));
    }
    write16(w, i, &d, rule);
    Ok(Flow::Next)
}

fn h3(w: &mut Wave, i: &Inst, rule: Dst16, f: impl Fn(u16, u16, u16, Fp) -> u16) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let c = h_src(w, i, 2, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, f(a[l], b[l], c[l], fp));
    }
    write16(w, i, &d, rule);
    Ok(Flow::Next)
}

fn u2(w: &mut Wave, i: &Inst, rule: Dst16, f: impl Fn(u16, u16, bool) -> u16) -> R {
    let a = u_src(w, i, 0);
    let b = u_src(w, i, 1);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = f(a[l], b[l], i.clamp);
    }
    write16(w, i, &d, rule);
    Ok(Flow::Next)
}

fn u3(w: &mut Wave, i: &Inst, rule: Dst16, f: impl Fn(u16, u16, u16, bool) -> u16) -> R {
    let a = u_src(w, i, 0);
    let b = u_src(w, i, 1);
    let c = u_src(w, i, 2);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = f(a[l], b[l], c[l], i.clamp);
    }
    write16(w, i, &d, rule);
    Ok(Flow::Next)
}

/// Signed saturation to i16 when `clamp`, else wrap.
fn sat_i16(v: i64, clamp: bool) -> u16 {
    if clamp {
        v.clamp(i16::MIN as i64, i16::MAX as i64) as i16 as u16
    } else {
        v as u16
    }
}

/// Unsigned saturation to u16 when `clamp`, else wrap.
fn sat_u16(v: i64, clamp: bool) -> u16 {
    if clamp {
        v.clamp(0, u16::MAX as i64) as u16
    } else {
        v as u16
    }
}

// ---------------------------------------------------------------------------------------------
// VOP2 / VOP3 half-precision arithmetic
// ---------------------------------------------------------------------------------------------

/// `v_add_f16` / `v_sub_f16` (`SUB`) / `v_subrev_f16` (`SUB`, `REV`): `D.f16 = S0.f16 ± S1.f16`,
/// the operands swapped with `REV` (seed 000 lines 4674-4680; seed 001 line 10657).
pub fn add_f16<const SUB: bool, const REV: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h2(w, i, Dst16::Zero, |a, b, fp| {
        arith16(&[a, b], fp, |x| {
            let (p, q) = if REV { (x[1], x[0]) } else { (x[0], x[1]) };
            add_f64(p, if SUB { -q } else { q }, fp.round)
        })
    })
}

sem! {
    /// `D.f16 = S0.f16 * S1.f16` (seed 000 line 4683).
    fn v_mul_f16(w, i) { h2(w, i, Dst16::Zero, |a, b, fp| arith16(&[a, b], fp, |x| x[0] * x[1])) }
}

/// `v_max_f16` (`MAX`) / `v_min_f16`: `D.f16 = max/min(S0.f16, S1.f16)` with the IEEE-mode NaN
/// rules (seed 000 lines 4716, 4719); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn minmax_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16_minmax(w);
    h2_in(w, i, Dst16::Zero, fp, minmax16::<MAX>)
}

/// `D.f16 = S0.f16 * 2^S1.i16` (seed 000 line 4734; seed 001 line 11030).
pub fn v_ldexp_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = src(w, i, 1);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let n = (b[l] as u16 as i16 as i32).clamp(-100, 100);
        let r = arith16(&[a[l]], fp, |x| libm::ldexp(x[0], n));
        d[l] = out16(i, fp, r);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.f16 = S0.f16 * S1.f16 + D.f16`, unfused (seed 000 line 4686); OPSEL\[3\] writes the high
/// half, otherwise the high half is zeroed (seed 001 lines 10735-10748).
pub fn v_mac_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let c = old_dst(w, i);
    let hi = i.op_sel & 8 != 0;
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, mad16(a[l], b[l], half(c[l], hi), fp));
    }
    write16(w, i, &d, Dst16::Legacy);
    Ok(Flow::Next)
}

/// `v_madmk_f16` (`D.f16 = S0.f16 * K.f16 + S1.f16`) and `v_madak_f16` (`AK`:
/// `D.f16 = S0.f16 * S1.f16 + K.f16`), K the literal, high half zeroed (seed 000 lines
/// 4689-4692; seed 001 lines 10764-10783).
pub fn madk16<const AK: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let b = h_src(w, i, 1, fp);
    let k = i.literal as u16;
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let (x, y, z) = if AK { (a[l], b[l], k) } else { (a[l], k, b[l]) };
        d[l] = mad16(x, y, z, fp);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// The VOP3 destination rule: [`Dst16::Legacy`] for the `_legacy` forms, else [`Dst16::Keep`].
const fn vop3_dst(legacy: bool) -> Dst16 {
    if legacy {
        Dst16::Legacy
    } else {
        Dst16::Keep
    }
}

/// `v_mad_f16` / `v_mad_legacy_f16` (`LEGACY`): `D.f16 = S0.f16 * S1.f16 + S2.f16`, unfused,
/// denormals flushed; OPSEL\[3\] picks the half written, the other kept, or with `LEGACY`
/// writing the low half zeroes the high half (seed 000 lines 5998, 6073; seed 001 line 23207).
pub fn mad_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), mad16)
}

/// `v_fma_f16` / `v_fma_legacy_f16` (`LEGACY`): `D.f16 = fma(S0.f16, S1.f16, S2.f16)`, one
/// rounding, destination as [`mad_f16`] (seed 000 lines 6009, 6082; seed 001 lines 22869, 23276).
pub fn fma_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), fma16)
}

/// V_DIV_FIXUP_F16 special cases (seed 000 line 6085; seed 001 line 23297).
fn div_fixup16(q: u16, den: u16, num: u16, _: Fp) -> u16 {
    let sign = (den ^ num) & 0x8000;
    let zero = |h: u16| h & 0x7fff == 0;
    if is_nan16(num) {
        quiet16(num)
    } else if is_nan16(den) {
        quiet16(den)
    } else if (zero(den) && zero(num)) || (is_inf16(den) && is_inf16(num)) {
        NAN16
    } else if zero(den) || is_inf16(num) {
        sign | 0x7c00
    } else if is_inf16(den) || zero(num) {
        sign
    } else {
        sign | (q & 0x7fff)
    }
}

/// `v_div_fixup_f16` / `v_div_fixup_legacy_f16` (`LEGACY`): division fixup, destination as
/// [`mad_f16`] (seed 000 lines 6012, 6085; seed 001 line 22892).
pub fn div_fixup_f16<const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, vop3_dst(LEGACY), div_fixup16)
}

/// `v_max3_f16` (`MAX`) / `v_min3_f16`: `D.f16 = max/min(max/min(S0, S1), S2)` (seed 000 lines
/// 6027, 6036).
pub fn minmax3_f16<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h3(w, i, Dst16::Keep, |a, b, c, fp| {
        minmax16::<MAX>(minmax16::<MAX>(a, b, fp), c, fp)
    })
}

sem! {
    /// Median of three f16 values (seed 000 line 6045).
    fn v_med3_f16(w, i) { h3(w, i, Dst16::Keep, med3_16) }
}

// ---------------------------------------------------------------------------------------------
// VOP1 half-precision
// ---------------------------------------------------------------------------------------------

/// A unary f16 operation computed in f64 then rounded per MODE; NaN inputs propagate.
fn unary16(h: u16, fp: Fp, f: impl Fn(f64) -> f64) -> u16 {
    arith16(&[h], fp, |x| f(x[0]))
}

/// The arithmetic a family's rows name (`valu16::math16::<OP_RCP>`, `valu16::pk_f32_op::<OP_FMA>`):
/// fused multiply-add.
pub const OP_FMA: u8 = 0;
/// Multiplication.
pub const OP_MUL: u8 = 1;
/// Addition.
pub const OP_ADD: u8 = 2;
/// Reciprocal.
pub const OP_RCP: u8 = 3;
/// Square root.
pub const OP_SQRT: u8 = 4;
/// Reciprocal square root.
pub const OP_RSQ: u8 = 5;
/// Base-2 logarithm.
pub const OP_LOG: u8 = 6;
/// Base-2 exponential.
pub const OP_EXP: u8 = 7;

/// `v_rcp_f16`, `v_sqrt_f16`, `v_rsq_f16`, `v_log_f16`, `v_exp_f16`: `D.f16 = 1.0 / S0.f16`,
/// `sqrt(S0.f16)`, `1.0 / sqrt(S0.f16)`, `log2(S0.f16)`, `2^S0.f16` by `OP` (seed 000 lines
/// 4928-4940).
pub fn math16<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f = |x: f64| match OP {
        OP_RCP => 1.0 / x,
        OP_SQRT => libm::sqrt(x),
        OP_RSQ => 1.0 / libm::sqrt(x),
        OP_LOG => libm::log2(x),
        _ => libm::exp2(x),
    };
    h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, f))
}

/// `sin(x * 2π)` / `cos(x * 2π)` with exact range reduction: the integer part of `x` is
/// dropped first (seed 000 lines 4964-4967: sin of the largest finite f16 is +0).
fn trig16(x: f64, cos: bool) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    if x == 0.0 && !cos {
        return x;
    }
    let f = x - libm::trunc(x); // exact
    let t = f * core::f64::consts::TAU;
    if cos {
        libm::cos(t)
    } else {
        libm::sin(t)
    }
}

/// `v_sin_f16` / `v_cos_f16` (`COS`): `D.f16 = sin/cos(S0.f16 * 2π)` (seed 000 lines 4964, 4967).
pub fn trig_f16<const COS: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, |x| trig16(x, COS)))
}

/// Mantissa in \[0.5, 1) of S0.f16; ±Inf and NaN pass through (seed 000 line 4943).
pub fn v_frexp_mant_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        if is_inf16(a) || is_nan16(a) {
            return if is_nan16(a) { quiet16(a) } else { a };
        }
        enc16(libm::frexp(v16(a)).0, fp)
    })
}

/// `D.i16 = exponent(S0.f16) - 14`, 0 for ±Inf/NaN (seed 000 line 4946).
pub fn v_frexp_exp_i16_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = fp16(w);
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = if is_inf16(a[l]) || is_nan16(a[l]) {
            0
        } else {
            libm::frexp(v16(a[l])).1 as i16 as u16
        };
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `v_floor_f16`, `v_ceil_f16`, `v_trunc_f16`, `v_rndne_f16`: `D.f16 = S0.f16` rounded to an
/// integer in direction `DIR` (`valu::FLOOR` …; seed 000 lines 4949-4958).
pub fn round16<const DIR: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        unary16(a, fp, |x| super::valu::round_f64(x, DIR))
    })
}

/// `D.f16 = S0.f16 - floor(S0.f16)`, rounded per MODE (seed 000 line 4961).
pub fn v_fract_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    h1(w, i, Dst16::Zero, |a, fp| {
        unary16(a, fp, |x| if x.is_infinite() { f64::NAN } else { x - libm::floor(x) })
    })
}

/// [`mods`] on an f32 value.
fn mods32(v: u32, i: &Inst, n: usize) -> u32 {
    mods(v, 31, i, n)
}

/// f32 input denormal flush per MODE.FP_DENORM\[4\].
fn din32(v: u32, fp: Fp) -> u32 {
    if !fp.din && v & 0x7f80_0000 == 0 {
        v & 0x8000_0000
    } else {
        v
    }
}

/// f32 output: flush, omod, clamp (seed 000 lines 329-331).
fn out32(i: &Inst, fp: Fp, r: f32) -> u32 {
    let mut r = r;
    if !fp.dout && r.to_bits() & 0x7f80_0000 == 0 {
        r = f32::from_bits(r.to_bits() & 0x8000_0000);
    }
    if fp.omod && !r.is_nan() {
        r = match i.omod {
            1 => r * 2.0,
            2 => r * 4.0,
            3 => r * 0.5,
            _ => r,
        };
    }
    if i.clamp {
        r = if r.is_nan() {
            if fp.dx10 {
                0.0
            } else {
                r
            }
        } else if r.is_sign_negative() {
            0.0
        } else {
            r.min(1.0)
        };
    }
    r.to_bits()
}

/// f32 NaN to f16 NaN: sign and high payload kept, quieted.
fn nan32_to_16(v: u32) -> u16 {
    ((v >> 16) as u16 & 0x8000) | 0x7e00 | ((v >> 13) as u16 & 0x3ff)
}

/// `D.f16 = f32_to_f16(S0.f32)` in MODE's half rounding mode (seed 000 line 4781).
pub fn v_cvt_f16_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f32m = fp32(w);
    let fp = fp16(w);
    let a = src(w, i, 0);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let x = din32(mods32(a[l], i, 0), f32m);
        let h = if f32::from_bits(x).is_nan() {
            nan32_to_16(x)
        } else {
            enc16(f32::from_bits(x) as f64, fp)
        };
        d[l] = out16(i, fp, h);
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.f32 = f16_to_f32(S0.f16)`, exact; f16 denormal inputs are accepted whatever MODE says
/// (seed 000 line 4784).
pub fn v_cvt_f32_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fp = Fp { din: true, ..fp16(w) };
    let f32m = fp32(w);
    let a = h_src(w, i, 0, fp);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let x = if is_nan16(a[l]) {
            f32::from_bits(((a[l] as u32 & 0x8000) << 16) | 0x7fc0_0000 | (a[l] as u32 & 0x3ff) << 13)
        } else {
            formats::f16_to_f32(a[l])
        };
        d[l] = out32(i, f32m, x);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D.f16 = int_to_f16(S0)` of the integer `int` reads from the low half, high half zeroed.
fn cvt_f16_int(w: &mut Wave, i: &Inst, int: fn(u16) -> f64) -> R {
    let fp = fp16(w);
    let a = u_src(w, i, 0);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = out16(i, fp, enc16(int(a[l]), fp));
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `v_cvt_f16_u16` / `v_cvt_f16_i16` (`SIGNED`): `D.f16 = u16_to_f16(S0.u16)` or
/// `i16_to_f16(S0.i16)` (seed 000 lines 4916, 4919).
pub fn cvt_f16_int16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    cvt_f16_int(w, i, |a| if SIGNED { a as i16 as f64 } else { a as f64 })
}

/// f16 to u16 or i16 (`SIGNED`) by truncation, saturating; NaN gives 0; denormals accepted (seed 000 lines
/// 4922-4925).
pub fn f16_to_int<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (lo, hi) = if SIGNED { (-32768.0, 32767.0) } else { (0.0, 65535.0) };
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        let x = v16(a[l]);
        d[l] = if x.is_nan() {
            0
        } else {
            libm::trunc(x).clamp(lo, hi) as i32 as u16
        };
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// Signed normalized: clamp to \[-1, 1\], scale by 32767, round to nearest even; NaN gives 0.
fn snorm16(x: f64) -> u16 {
    if x.is_nan() {
        0
    } else {
        libm::rint(x.clamp(-1.0, 1.0) * 32767.0) as i32 as u16
    }
}

/// Unsigned normalized: clamp to \[0, 1\], scale by 65535, round to nearest even; NaN gives 0.
fn unorm16(x: f64) -> u16 {
    if x.is_nan() {
        0
    } else {
        libm::rint(x.clamp(0.0, 1.0) * 65535.0) as u32 as u16
    }
}

/// `v_cvt_norm_i16_f16` / `v_cvt_norm_u16_f16` (`SIGNED`): a 16-bit snorm or unorm result
/// from one f16 source (denormal inputs accepted).
pub fn norm16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f: fn(f64) -> u16 = if SIGNED { snorm16 } else { unorm16 };
    let fp = Fp { din: true, ..fp16(w) };
    let a = h_src(w, i, 0, fp);
    let mut d = [0u16; LANES];
    for l in 0..LANES {
        d[l] = f(v16(a[l]));
    }
    write16(w, i, &d, Dst16::Zero);
    Ok(Flow::Next)
}

/// `D.u32 = {16'0, sat8(S0[31:16].i16), sat8(S0[15:0].i16)}` (seed 000 line 4982).
pub fn v_sat_pk_u8_i16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    let mut d = [0u32; LANES];
    let sat8 = |n: u16| (n as i16).clamp(0, 255) as u32;
    for l in 0..LANES {
        d[l] = sat8(a[l] as u16) | sat8((a[l] >> 16) as u16) << 8;
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// 16-bit integer
// ---------------------------------------------------------------------------------------------

/// `S0 ± S1` (`SUB`) as u16 or i16 (`SIGNED`), saturated with clamp.
fn addsub16<const SIGNED: bool, const SUB: bool>(a: u16, b: u16, clamp: bool) -> u16 {
    let ext = |v: u16| if SIGNED { v as i16 as i64 } else { v as i64 };
    let r = if SUB { ext(a) - ext(b) } else { ext(a) + ext(b) };
    if SIGNED {
        sat_i16(r, clamp)
    } else {
        sat_u16(r, clamp)
    }
}

/// `max` (`MAX`) or `min` of two u16 or i16 (`SIGNED`) values.
fn minmax_int<const MAX: bool, const SIGNED: bool>(a: u16, b: u16) -> u16 {
    let ext = |v: u16| if SIGNED { v as i16 as i32 } else { v as i32 };
    if (ext(a) < ext(b)) == MAX {
        b
    } else {
        a
    }
}

/// `v_add_u16` / `v_sub_u16` (`SUB`) / `v_subrev_u16` (`SUB`, `REV`): `D.u16 = S0.u16 ± S1.u16`,
/// the operands swapped with `REV`, unsigned saturation with clamp (seed 000 lines 4695-4701).
pub fn add_u16<const SUB: bool, const REV: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, c| {
        let (p, q) = if REV { (b, a) } else { (a, b) };
        addsub16::<false, SUB>(p, q, c)
    })
}

/// `v_max_u16`/`v_max_i16` (`MAX`, `SIGNED`) and `v_min_*`: `D = max/min(S0, S1)` (seed 000
/// lines 4722-4731).
pub fn minmax_int16<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, _| minmax_int::<MAX, SIGNED>(a, b))
}

sem! {
    /// `D.u16 = S0.u16 * S1.u16` (seed 000 line 4704).
    fn v_mul_lo_u16(w, i) { u2(w, i, Dst16::Zero, |a, b, c| sat_u16(a as i64 * b as i64, c)) }
}

// Shift kinds: the `K` of `shift16::<K>` and `pk_shift16::<K>` in the table rows.
/// Shift kind: left (`lshlrev`).
pub const SHL: u8 = 0;
/// Shift kind: logical right (`lshrrev`).
pub const SHR: u8 = 1;
/// Shift kind: arithmetic right (`ashrrev`).
pub const ASHR: u8 = 2;

/// `S1 << S0[3:0]`, `S1 >> S0[3:0]` or, arithmetic, `S1.i16 >> S0[3:0]` (`K`).
fn shift<const K: u8>(a: u16, b: u16) -> u16 {
    match K {
        SHL => b << (a & 15),
        SHR => b >> (a & 15),
        _ => ((b as i16) >> (a & 15)) as u16,
    }
}

/// `v_lshlrev_b16` / `v_lshrrev_b16` / `v_ashrrev_i16` (`K`): `D = S1 shifted by S0.u[3:0]`
/// (seed 000 lines 4707-4713).
pub fn shift16<const K: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, _| shift::<K>(a, b))
}

/// `v_pk_lshlrev_b16` / `v_pk_lshrrev_b16` / `v_pk_ashrrev_i16` (`K`): packed `D = S1 shifted by
/// S0[3:0]` (seed 000 lines 5779-5785).
pub fn pk_shift16<const K: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_u(w, i, 2, |s, _| shift::<K>(s[0], s[1]))
}

/// `v_add_i16` / `v_sub_i16` (`SUB`): `D.i16 = S0.i16 ± S1.i16`, signed saturation with clamp;
/// OPSEL (seed 000 lines 6183, 6186).
pub fn add_i16<const SUB: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Keep, addsub16::<true, SUB>)
}

/// `S0.u16 * S1.u16 + S2.u16`, saturated with clamp.
fn mad_u16(a: u16, b: u16, c: u16, cl: bool) -> u16 {
    sat_u16(a as i64 * b as i64 + c as i64, cl)
}

/// `S0.i16 * S1.i16 + S2.i16`, signed saturation with clamp.
fn mad_i16(a: u16, b: u16, c: u16, cl: bool) -> u16 {
    sat_i16(a as i16 as i64 * b as i16 as i64 + c as i16 as i64, cl)
}

/// `v_mad_u16`/`v_mad_i16` (`SIGNED`) and their `_legacy` forms (`LEGACY`):
/// `D = S0 * S1 + S2` saturated with clamp, destination as [`mad_f16`] (seed 000 lines 6001,
/// 6004, 6076, 6079).
pub fn mad_int16<const SIGNED: bool, const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, vop3_dst(LEGACY), if SIGNED { mad_i16 } else { mad_u16 })
}

/// `v_max3_u16`/`v_max3_i16` (`MAX`, `SIGNED`) and `v_min3_*`: `D = max/min of three` (seed 000
/// lines 6030-6042).
pub fn minmax3_int16<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, Dst16::Keep, |a, b, c, _| {
        minmax_int::<MAX, SIGNED>(minmax_int::<MAX, SIGNED>(a, b), c)
    })
}

/// `v_med3_u16` / `v_med3_i16` (`SIGNED`): the median of three (seed 000 lines 6048, 6051).
pub fn med3_int16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, Dst16::Keep, |a, b, c, _| {
        if SIGNED {
            med3(a as i16, b as i16, c as i16) as u16
        } else {
            med3(a, b, c)
        }
    })
}

/// `v_mad_u32_u16` / `v_mad_i32_i16` (`SIGNED`): a 32-bit result from two 16-bit (op_sel)
/// sources and a 32-bit third.
pub fn mad32_16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = u_src(w, i, 0);
    let b = u_src(w, i, 1);
    let c = w.src(i, 2);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = if SIGNED {
            let v = a[l] as i16 as i64 * b[l] as i16 as i64 + c[l] as i32 as i64;
            if i.clamp {
                v.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
            } else {
                v as u32
            }
        } else {
            let v = a[l] as u64 * b[l] as u64 + c[l] as u64;
            if i.clamp {
                v.min(u32::MAX as u64) as u32
            } else {
                v as u32
            }
        };
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------------------------
// Packing conversions (VOP3)
// ---------------------------------------------------------------------------------------------

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
fn pk_u(w: &mut Wave, i: &Inst, n: usize, f: impl Fn(&[u16; 3], bool) -> u16) -> R {
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
// Mixed precision
// ---------------------------------------------------------------------------------------------

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
fn nan_first32(ins: &[f32], r: f32) -> f32 {
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
        n if n.is_nan() && !ins.iter().any(|x| x.is_nan()) => f32::from_bits(super::float::NAN32),
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

// ---------------------------------------------------------------------------------------------
// FP8 / BF8 conversions (gfx950)
// ---------------------------------------------------------------------------------------------

/// MODE.FP16_OVFL (bit 23).
fn ovfl(w: &Wave) -> bool {
    w.mode >> 23 & 1 == 1
}

/// The byte of S0 a VOP1 FP8 conversion reads: SDWA's select is applied by the operand layer
/// (the selected byte arrives in bits 7:0); in VOP3, OPSEL\[1:0\] names the byte (seed 001
/// Table 31, line 3420).
fn fp8_byte(i: &Inst) -> u32 {
    if i.vop3 {
        (i.op_sel & 3) as u32
    } else {
        0
    }
}

/// The FP8 decoder, or with `is_bf8` the BF8 one.
fn fp8_decoder(is_bf8: bool) -> fn(u8) -> f32 {
    if is_bf8 {
        formats::bf8_to_f32
    } else {
        formats::fp8_to_f32
    }
}

/// `v_cvt_f32_fp8` / `v_cvt_f32_bf8` (`IS_BF8`): `D.f32 = fp8_to_f32(S0 byte)` (seed 001 lines
/// 12923, 12958).
pub fn cvt_f32_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let dec = fp8_decoder(IS_BF8);
    let fp = Fp { dout: true, ..fp32(w) };
    let a = w.src(i, 0);
    let sh = 8 * fp8_byte(i);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = out32(i, fp, dec((a[l] >> sh) as u8));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `v_cvt_pk_f32_fp8` / `v_cvt_pk_f32_bf8` (`IS_BF8`): `D[63:0] = {fp8_to_f32(S0.word[15:8]),
/// fp8_to_f32(S0.word[7:0])}` (seed 001 lines 12984, 13010).
pub fn cvt_pk_f32_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let dec = fp8_decoder(IS_BF8);
    let fp = Fp { dout: true, ..fp32(w) };
    let a = w.src(i, 0);
    let sh = if i.vop3 { 16 * (i.op_sel & 1) as u32 } else { 0 };
    let mut d: Lanes64 = [0; LANES];
    for l in 0..LANES {
        let v = a[l] >> sh;
        let x = out32(i, fp, dec(v as u8));
        let y = out32(i, fp, dec((v >> 8) as u8));
        d[l] = x as u64 | (y as u64) << 32;
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `v_cvt_pk_fp8_f32` / `v_cvt_pk_bf8_f32` (`IS_BF8`): two f32 sources (abs/neg, input flush) to
/// an 8-bit pair written at OPSEL\[3\]'s word, the other word kept (seed 001 lines 25256-25300).
pub fn cvt_pk_8_f32<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let enc: fn(f32, bool) -> u8 = if IS_BF8 {
        formats::f32_to_bf8
    } else {
        formats::f32_to_fp8
    };
    let at = 16 * (i.op_sel >> 3 & 1) as u32;
    cvt_from_f32(w, i, at, 16, |s, _, o| {
        enc(f32::from_bits(s[0]), o) as u32 | (enc(f32::from_bits(s[1]), o) as u32) << 8
    })
}

/// The f32-source converters' lane loop: `f(sources, raw S1, MODE.FP16_OVFL)` per lane, the
/// sources with their abs/neg and the MODE input flush, written to the `width`-bit field at
/// bit `at` of the destination (the rest kept).
fn cvt_from_f32(w: &mut Wave, i: &Inst, at: u32, width: u32, f: impl Fn([u32; 2], u32, bool) -> u32) -> R {
    let f32m = fp32(w);
    let o = ovfl(w);
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let s = [din32(mods32(a[l], i, 0), f32m), din32(mods32(b[l], i, 1), f32m)];
        d[l] = f(s, b[l], o);
    }
    write_field(w, i, &d, at, width);
    Ok(Flow::Next)
}

/// `v_cvt_sr_fp8_f32` / `v_cvt_sr_bf8_f32` (`IS_BF8`): `D.byte[OPSEL[3:2]] = fp8(S0.f32 +
/// stochastic S1)` (seed 001 lines 25316, 25351).
pub fn cvt_sr_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let enc: fn(u32, u32, bool) -> u8 = if IS_BF8 {
        formats::f32_to_bf8_sr
    } else {
        formats::f32_to_fp8_sr
    };
    let at = 8 * (i.op_sel >> 2 & 3) as u32;
    cvt_from_f32(w, i, at, 8, |s, b, o| enc(s[0], b, o) as u32)
}

/// `v_cvt_sr_f16_f32` / `v_cvt_sr_bf16_f32` (`IS_BF16`): `D.word[OPSEL[3]] =
/// f32_to_f16_sr(S0.f32, S1.u32)` (seed 001 lines 25394, 25420).
pub fn cvt_sr_16<const IS_BF16: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fmt = if IS_BF16 { &BF16 } else { &F16 };
    let at = 16 * (i.op_sel >> 3 & 1) as u32;
    cvt_from_f32(w, i, at, 16, |[x, _], b, _| {
        let xf = f32::from_bits(x);
        if !xf.is_nan() {
            formats::encode_sr(fmt, xf as f64, b, Overflow::Ieee)
        } else if *fmt == F16 {
            nan32_to_16(x) as u32
        } else {
            (x >> 16) | 0x40
        }
    })
}

// ---------------------------------------------------------------------------------------------
// Scaled conversions (gfx950 V_CVT_SCALEF32_*, seed 001 lines 23494-24600)
// ---------------------------------------------------------------------------------------------

/// An element type of a scaled conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum El {
    F32,
    F16,
    BF16,
    N(Format),
}

// Element codes: a scaled conversion row names its element types with these (`El` cannot be a
// const generic parameter).
/// f32 element.
pub const E_F32: u8 = 0;
/// f16 element.
pub const E_F16: u8 = 1;
/// bf16 element.
pub const E_BF16: u8 = 2;
/// FP8 (E4M3) element.
pub const E_FP8: u8 = 3;
/// BF8 (E5M2) element.
pub const E_BF8: u8 = 4;
/// FP4 (E2M1) element.
pub const E_FP4: u8 = 5;
/// FP6 (E2M3) element.
pub const E_FP6: u8 = 6;
/// BF6 (E3M2) element.
pub const E_BF6: u8 = 7;

impl El {
    /// The element of code `c` (`E_*`; an unknown code is BF6).
    const fn of(c: u8) -> El {
        match c {
            E_F32 => El::F32,
            E_F16 => El::F16,
            E_BF16 => El::BF16,
            E_FP8 => El::N(FP8),
            E_BF8 => El::N(BF8),
            E_FP4 => El::N(FP4),
            E_FP6 => El::N(FP6),
            _ => El::N(BF6),
        }
    }

    /// The narrow format of code `c` (`E_FP8` to `E_BF6`; a wide code is FP8).
    const fn narrow(c: u8) -> Format {
        match El::of(c) {
            El::N(f) => f,
            _ => FP8,
        }
    }

    const fn bits(self) -> u32 {
        match self {
            El::F32 => 32,
            El::F16 | El::BF16 => 16,
            El::N(f) => 1 + f.ebits + f.mbits,
        }
    }
}

/// One scaled conversion: where its elements come from and go.
struct Scaled {
    /// Source slots and their widths in dwords.
    srcs: &'static [(usize, usize)],
    /// Element count.
    n: usize,
    /// Input element type, and the bit where element 0 starts (OPSEL-selected byte/word).
    inp: El,
    in_pos: u32,
    /// Element `k` comes from source `pick(k).0`, element `pick(k).1`.
    pick: fn(usize) -> (usize, usize),
    /// Output element type.
    out: El,
    /// Destination dwords written (whole), or 0 for a field of one dword at `out_pos`, the
    /// other bits kept.
    out_dwords: usize,
    out_pos: u32,
    /// Slot of the f32 whose exponent field is the E8M0 scale.
    scale: usize,
    /// Slot of the stochastic-rounding seed (advanced by V_PRNG_B32 per element, seed 001
    /// lines 13037, 23680).
    rnd: Option<usize>,
}

impl Scaled {
    /// The defaults the conversions override: one element of one f32 dword in slot 0 to an f32
    /// field at bit 0 of the destination, scale S1, no stochastic rounding.
    const BASE: Scaled = Scaled {
        srcs: &[(0, 1)],
        n: 1,
        inp: El::F32,
        in_pos: 0,
        pick: pick_one,
        out: El::F32,
        out_dwords: 0,
        out_pos: 0,
        scale: 1,
        rnd: None,
    };
}

fn pick_one(k: usize) -> (usize, usize) {
    (0, k)
}

fn pick_each(k: usize) -> (usize, usize) {
    (k, 0)
}

fn pick_interleaved(k: usize) -> (usize, usize) {
    (k % 2, k / 2)
}

/// V_PRNG_B32: `(x << 1) ^ (x[31] ? 197 : 0)` (seed 001 line 13037).
pub const fn prng(x: u32) -> u32 {
    (x << 1) ^ if x >> 31 == 1 { 197 } else { 0 }
}

/// Reads `dwords` consecutive registers from source slot `n` (VGPR tuples; a one- or
/// two-dword scalar or constant source is read as such, wider ones need VGPRs).
fn read_tuple(w: &Wave, i: &Inst, n: usize, dwords: usize) -> alloc::vec::Vec<Lanes> {
    let mut out = alloc::vec::Vec::with_capacity(dwords);
    if dwords == 1 {
        out.push(src(w, i, n));
    } else if dwords == 2 && i.src[n] < crate::isa::operand::VGPR0 {
        let v = w.src64(i, n, false);
        let mut lo = [0u32; LANES];
        let mut hi = [0u32; LANES];
        for l in 0..LANES {
            lo[l] = v[l] as u32;
            hi[l] = (v[l] >> 32) as u32;
        }
        out.push(lo);
        out.push(hi);
    } else {
        for k in 0..dwords {
            let mut j = *i;
            j.src[n] = i.src[n].saturating_add(k as u16);
            out.push(if i.src[n] >= crate::isa::operand::VGPR0 {
                w.src(&j, n)
            } else {
                [0; LANES]
            });
        }
    }
    out
}

fn get_bits(t: &[Lanes], l: usize, pos: usize, bits: u32) -> u32 {
    let d = pos / 32;
    let lo = t.get(d).map_or(0, |x| x[l]) as u64;
    let hi = t.get(d + 1).map_or(0, |x| x[l]) as u64;
    ((lo | hi << 32) >> (pos % 32)) as u32 & ((1u64 << bits) - 1) as u32
}

fn put_bits(t: &mut [Lanes], l: usize, pos: usize, bits: u32, v: u32) {
    let mask = ((1u64 << bits) - 1) << (pos % 32);
    let v = (v as u64) << (pos % 32) & mask;
    let d = pos / 32;
    for (k, part) in [(d, 0u32), (d + 1, 32)] {
        if let Some(x) = t.get_mut(k) {
            let m = (mask >> part) as u32;
            x[l] = (x[l] & !m) | (v >> part) as u32;
        }
    }
}

fn run_scaled(w: &mut Wave, i: &Inst, s: &Scaled) -> R {
    let f32m = fp32(w);
    let f16m = fp16(w);
    let ovf8 = formats::fp8_overflow(ovfl(w));
    let srcs: alloc::vec::Vec<alloc::vec::Vec<Lanes>> = s.srcs.iter().map(|&(n, d)| read_tuple(w, i, n, d)).collect();
    let scale = w.src(i, s.scale);
    let rnd = s.rnd.map(|n| w.src(i, n));
    let out_n = if s.out_dwords == 0 { 1 } else { s.out_dwords };
    let mut out = alloc::vec![[0u32; LANES]; out_n];
    if s.out_dwords == 0 {
        out[0] = old_dst(w, i);
    }
    let ib = s.inp.bits();
    let ob = s.out.bits();
    for l in 0..LANES {
        let e = formats::e8m0_of_f32(scale[l]);
        let mut r = rnd.map_or(0, |r| r[l]);
        for k in 0..s.n {
            let (si, ei) = (s.pick)(k);
            let slot = s.srcs[si].0;
            let bits = get_bits(&srcs[si], l, s.in_pos as usize + ei * ib as usize, ib);
            let mut x = match s.inp {
                El::F32 => f32::from_bits(din32(bits, f32m)) as f64,
                El::F16 => v16(din16(bits as u16, f16m)),
                El::BF16 => formats::bf16_to_f32(bits as u16) as f64,
                El::N(f) => formats::decode_scaled(&f, bits, e),
            };
            if !matches!(s.inp, El::N(_)) {
                if i.abs >> slot & 1 == 1 {
                    x = x.abs();
                }
                if i.neg >> slot & 1 == 1 {
                    x = -x;
                }
            }
            let y = match s.out {
                El::F32 => F32.encode(x, Round::NearestEven, Overflow::Ieee),
                El::F16 => F16.encode(x, Round::NearestEven, Overflow::Ieee),
                El::BF16 => BF16.encode(x, Round::NearestEven, Overflow::Ieee),
                El::N(f) => {
                    let ovf = if f.special == formats::Special::None {
                        Overflow::Saturate
                    } else {
                        ovf8
                    };
                    if s.rnd.is_some() {
                        let y = formats::encode_sr(&f, x / formats::e8m0_to_f64(e), r, ovf);
                        r = prng(r);
                        y
                    } else {
                        formats::encode_scaled(&f, x, e, ovf)
                    }
                }
            };
            put_bits(&mut out, l, s.out_pos as usize + k * ob as usize, ob, y);
        }
    }
    for (k, v) in out.iter().enumerate() {
        let mut j = *i;
        j.dst = i.dst.saturating_add(k as u16);
        w.write_vdst(&j, v);
    }
    Ok(Flow::Next)
}

/// Bit position of the OPSEL\[3\]-selected destination word.
fn dst_word(i: &Inst) -> u32 {
    16 * (i.op_sel >> 3 & 1) as u32
}

/// Bit position of the OPSEL\[3:2\]-selected destination byte.
fn dst_byte(i: &Inst) -> u32 {
    8 * (i.op_sel >> 2 & 3) as u32
}

/// Bit position of the OPSEL\[0\]-selected source word.
fn src_word(i: &Inst) -> u32 {
    16 * (i.op_sel & 1) as u32
}

/// Bit position of the OPSEL\[1:0\]-selected source byte.
fn src_byte(i: &Inst) -> u32 {
    8 * (i.op_sel & 3) as u32
}

/// Where a packed pair of `f` values goes: the OPSEL\[3\] word, or for FP4 the OPSEL\[3:2\] byte.
fn pair_pos(f: Format, i: &Inst) -> u32 {
    if f == FP4 {
        dst_byte(i)
    } else {
        dst_word(i)
    }
}

/// Two f32 sources, divided by scale S2, to a packed `FMT` (an `E_*` code) pair in the
/// OPSEL\[3\] word, or for FP4 the OPSEL\[3:2\] byte (seed 001 lines 23494-23527, 23644).
pub fn sc_pk_f32<const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f = El::narrow(FMT);
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: &[(0, 1), (1, 1)],
            n: 2,
            pick: pick_each,
            out: El::N(f),
            out_pos: pair_pos(f, i),
            scale: 2,
            ..Scaled::BASE
        },
    )
}

/// One value (S0 of type `INPUT`), stochastic seed S1, scale S2, into the OPSEL\[3:2\] byte as
/// `FMT` (seed 001 lines 23528-23841).
pub fn sc_sr8<const INPUT: u8, const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    run_scaled(
        w,
        i,
        &Scaled {
            inp,
            out: El::N(f),
            out_pos: dst_byte(i),
            scale: 2,
            rnd: Some(1),
            ..Scaled::BASE
        },
    )
}

/// `COUNT` (1 or 2) narrow `FMT` values (S0 word OPSEL\[0\] when `WORD`, else byte OPSEL\[1:0\])
/// scaled by S1 into `OUTPUT` elements filling `DWORDS` registers (or the OPSEL\[3\] half when
/// `DWORDS` is 0) (seed 001 lines 23569-23926, 24024-24052, 24575-24592).
pub fn sc_from<const FMT: u8, const COUNT: usize, const WORD: bool, const OUTPUT: u8, const DWORDS: usize>(
    w: &mut Wave,
    _: &mut Env,
    i: &Inst,
) -> R {
    let (f, out) = (El::narrow(FMT), El::of(OUTPUT));
    let in_pos = if WORD { src_word(i) } else { src_byte(i) };
    run_scaled(
        w,
        i,
        &Scaled {
            n: COUNT,
            inp: El::N(f),
            in_pos,
            out,
            out_dwords: DWORDS,
            out_pos: if DWORDS == 0 { dst_word(i) } else { 0 },
            ..Scaled::BASE
        },
    )
}

/// A packed 16-bit `INPUT` pair (S0) scaled by S1 into the `FMT` pair word OPSEL\[3\] or, for FP4, the
/// byte OPSEL\[3:2\] (seed 001 lines 23709-23808, 23943-23961).
pub fn sc_pk_from16<const INPUT: u8, const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    run_scaled(
        w,
        i,
        &Scaled {
            n: 2,
            inp,
            out: El::N(f),
            out_pos: pair_pos(f, i),
            ..Scaled::BASE
        },
    )
}

/// Two values of S0 (an f32 pair, or a packed 16-bit pair: `INPUT`) to an FP4 pair with stochastic
/// rounding (seed S1, advanced by V_PRNG_B32), scale S2, byte OPSEL\[3:2\] (seed 001 lines
/// 23670, 23984, 24004).
pub fn sc_sr_pk_fp4<const INPUT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let inp = El::of(INPUT);
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: if inp == El::F32 { &[(0, 2)] } else { &[(0, 1)] },
            n: 2,
            inp,
            out: El::N(FP4),
            out_pos: dst_byte(i),
            scale: 2,
            rnd: Some(1),
            ..Scaled::BASE
        },
    )
}

/// 32 `INPUT` values to `FMT` (6-bit) elements in six registers: with `TWO`, S0 and S1 (16 f32
/// each, interleaved) and scale S2; with `SR`, stochastic rounding (seed S1, scale S2); else
/// scale S1 (seed 001 lines 24070-24376).
pub fn sc_to6<const INPUT: u8, const FMT: u8, const TWO: bool, const SR: bool>(
    w: &mut Wave,
    _: &mut Env,
    i: &Inst,
) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    let srcs: &'static [(usize, usize)] = if TWO {
        &[(0, 16), (1, 16)]
    } else if inp == El::F32 {
        &[(0, 32)]
    } else {
        &[(0, 16)]
    };
    run_scaled(
        w,
        i,
        &Scaled {
            srcs,
            n: 32,
            inp,
            pick: if TWO { pick_interleaved } else { pick_one },
            out: El::N(f),
            out_dwords: 6,
            scale: 2 - (!TWO && !SR) as usize,
            rnd: if SR { Some(1) } else { None },
            ..Scaled::BASE
        },
    )
}

/// 32 six-bit `FMT` values (six registers) to `OUTPUT` elements, scale S1 (seed 001 lines
/// 24165-24192, 24398-24463).
pub fn sc_from6<const FMT: u8, const OUTPUT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (f, out) = (El::narrow(FMT), El::of(OUTPUT));
    let dwords = if out == El::F32 { 32 } else { 16 };
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: &[(0, 6)],
            n: 32,
            inp: El::N(f),
            out,
            out_dwords: dwords,
            ..Scaled::BASE
        },
    )
}
