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
//!
//! Here: MODE, operands, f16 scalar arithmetic and the lane loops; the instructions are in
//! `half` (f16 arithmetic and conversions), `int16`, `packed` (packing conversions, VOP3P, packed
//! f32), `mix_dot` (mixed precision, dot products) and `small_float` (FP8/BF8/FP6/FP4 and scaled
//! conversions), all re-exported here for the rows.

use super::float::flush32;
use super::formats::{self, Format, Overflow, Round, BF16, BF6, BF8, F16, F32, FP4, FP6, FP8};
use super::valu_int::{med3, med3_by};
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::operand::{Ty, INLINE_BF16, INLINE_F16};
use crate::isa::table::{flags, Slot};

mod half;
mod int16;
mod mix_dot;
mod packed;
mod small_float;

pub use super::float::{OP_ADD, OP_EXP, OP_FMA, OP_LOG, OP_MUL, OP_RCP, OP_RSQ, OP_SQRT};
pub use half::*;
pub use int16::*;
pub use mix_dot::*;
pub use packed::*;
pub use small_float::*;

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
// f32 operands and results of the mixed 16/32-bit ops
// ---------------------------------------------------------------------------------------------

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
