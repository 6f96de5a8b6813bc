//! Vector ALU semantics (seed 000 chapter 12.7-12.10; seed 001 chapter 12.7-12.10).
//!
//! Each instruction is one line over a generic lane helper: operands are fetched once into
//! 64-lane arrays, the lane loop runs over plain arrays (it vectorizes), and the result is
//! stored under EXEC.

use super::float::{self as fl, Fp, RNE, RTZ};
use super::plan::no_modifiers;
use super::valu16::{OP_EXP, OP_LOG, OP_RCP, OP_RSQ, OP_SQRT};
use super::valu_int::med3_by;
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::table::Fidelity;

type R = Result<Flow, ExecError>;

/// Applies VOP3 input modifiers to an f32 source: abs first, then neg (seed 000 line 1662).
#[inline]
pub(crate) fn f32_mods(mut v: Lanes, i: &Inst, s: usize) -> Lanes {
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

fn u32x2(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, bool) -> u32) -> R {
    lanewise::<2>(w, i, |[a, b]| f(a, b, i.clamp))
}

/// `D = f(S0, …)` lane by lane over the first `N` 32-bit sources (read in place when the
/// instruction is plain), written under EXEC; a source 0 that is the same in every lane is
/// taken as one value ([`lanewise_uniform`]).
#[inline]
pub(crate) fn lanewise<const N: usize>(w: &mut Wave, i: &Inst, f: impl Fn([u32; N]) -> u32) -> R {
    lanewise_uniform::<N, 0>(w, i, f)
}

/// [`lanewise`] for an operation whose source `K` is often the same in every lane (a plain
/// instruction's scalar, constant or literal: VOP2's source 0, a shift amount): the lane loop
/// then takes it as one value, without filling a lane array with it, and a shift by it
/// vectorises (SSE2 and WebAssembly SIMD shift all lanes by one amount).
#[inline]
pub(crate) fn lanewise_uniform<const N: usize, const K: usize>(
    w: &mut Wave,
    i: &Inst,
    f: impl Fn([u32; N]) -> u32,
) -> R {
    let mut d = [0u32; LANES];
    if let Some(u) = w.uniform_src(i, K) {
        let mut bufs = [None; N];
        let mut k = 0;
        let s = bufs.each_mut().map(|b| {
            let r = if k == K { &[0; LANES] } else { w.src_in_place(i, k, b) };
            k += 1;
            r
        });
        for (l, x) in d.iter_mut().enumerate() {
            *x = f(core::array::from_fn(|k| if k == K { u } else { s[k][l] }));
        }
    } else {
        w.with_srcs::<N, _>(i, |s| {
            for (l, x) in d.iter_mut().enumerate() {
                *x = f(core::array::from_fn(|k| s[k][l]));
            }
        });
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

// ---------------------------------------------------------------------------------------
// Floating-point VALU (f32 and f64): operand modifiers, MODE denormals and rounding, output
// modifiers. Every source is read once into lane arrays; `map32`/`map64` run the lane loop.
// ---------------------------------------------------------------------------------------

/// Seed 001's gfx950 OMOD rule (ignored with output denormals or IEEE mode; -0 becomes +0).
/// On, as in the 16-bit ops (`valu16`): seed 001 lines 1994-1998.
const GFX950_OMOD_RULE: bool = true;

/// How an instruction treats denormals.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Den {
    /// As MODE.FP_DENORM says (input and output separately).
    Mode,
    /// Always flushed, in and out (the transcendentals: "denormals are flushed",
    /// seed 000 lines 4847-4868).
    Flush,
    /// Inputs kept, output as MODE says (`v_div_fmas`: seed 000 line 5973).
    KeepIn,
    /// Never flushed, in or out: `v_min/max_f32/f64` before GFX9
    /// ([`crate::Arch::min_max_follow_denorm_mode`]).
    Keep,
}

/// What the lane loop needs besides the operands: MODE's float fields and the output
/// modifiers.
pub(crate) struct Ctx {
    m: Fp,
    gfx950: bool,
    omod: u8,
    clamp: bool,
}

impl Ctx {
    fn new(w: &Wave, i: &Inst) -> Ctx {
        Ctx {
            m: Fp::new(w.mode),
            gfx950: w.arch.omod_gated_by_mode(),
            omod: i.omod,
            clamp: i.clamp,
        }
    }

    #[inline]
    fn in32(&self, d: Den, x: f32) -> f32 {
        match d {
            Den::Flush => fl::flush32(x),
            Den::Mode if !self.m.in32 => fl::flush32(x),
            _ => x,
        }
    }

    #[inline]
    fn in64(&self, d: Den, x: f64) -> f64 {
        match d {
            Den::Flush => fl::flush64(x),
            Den::Mode if !self.m.in64 => fl::flush64(x),
            _ => x,
        }
    }

    /// OMOD applies whatever the MODE (seed 000 line 1307). Seed 001 lines 1994-1998 add for
    /// gfx950 that OMOD is ignored when output denormals are enabled or MODE.IEEE is set, and
    /// turns -0 into +0 when applied: [`GFX950_OMOD_RULE`] switches that rule on.
    #[inline]
    fn omod_on(&self, keep_den: bool) -> bool {
        self.omod != 0 && (!GFX950_OMOD_RULE || !self.gfx950 || (!keep_den && !self.m.ieee))
    }

    /// Output denormal flush, then OMOD, then clamp to [0, 1] (a clamped NaN is 0 with
    /// DX10_CLAMP): seed 000 lines 329-331, 1307, 1662; seed 001 lines 1990-1998.
    #[inline]
    fn out32(&self, d: Den, r: f32) -> u32 {
        self.out_modified(d == Den::Keep || (d != Den::Flush && self.m.out32), r) as u32
    }

    /// The f64 form of [`Ctx::out32`] (MODE.FP_DENORM bits 7:6).
    #[inline]
    fn out64(&self, d: Den, r: f64) -> u64 {
        self.out_modified(d == Den::Keep || (d != Den::Flush && self.m.out64), r)
    }

    /// [`Ctx::out32`]'s steps for either width, `keep` saying whether output denormals stay.
    #[inline]
    fn out_modified<F: OutFloat>(&self, keep: bool, r: F) -> u64 {
        let mut r = if keep { r } else { r.flush() };
        if self.omod_on(keep) {
            r = r * match self.omod {
                1 => F::TWO,
                2 => F::FOUR,
                _ => F::HALF,
            };
            if !keep {
                r = r.flush();
            }
            if GFX950_OMOD_RULE && self.gfx950 && r == F::ZERO {
                r = F::ZERO;
            }
        }
        if self.clamp {
            r = if r.is_nan() {
                if self.m.dx10 {
                    F::ZERO
                } else {
                    r
                }
            } else {
                r.clamp01()
            };
        }
        r.bits()
    }
}

/// The float widths [`Ctx::out_modified`] works on.
trait OutFloat: Copy + PartialEq + core::ops::Mul<Output = Self> {
    const ZERO: Self;
    const HALF: Self;
    const TWO: Self;
    const FOUR: Self;
    /// Flushes a denormal to a signed zero.
    fn flush(self) -> Self;
    fn is_nan(self) -> bool;
    /// Clamped to [0, 1].
    fn clamp01(self) -> Self;
    /// The bit pattern, zero-extended.
    fn bits(self) -> u64;
}

macro_rules! out_float {
    ($t:ty, $flush:path) => {
        impl OutFloat for $t {
            const ZERO: Self = 0.0;
            const HALF: Self = 0.5;
            const TWO: Self = 2.0;
            const FOUR: Self = 4.0;
            fn flush(self) -> Self {
                $flush(self)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn clamp01(self) -> Self {
                self.clamp(0.0, 1.0)
            }
            fn bits(self) -> u64 {
                self.to_bits().into()
            }
        }
    };
}
out_float!(f32, fl::flush32);
out_float!(f64, fl::flush64);

/// Applies VOP3 input modifiers to an f64 source: abs first, then neg (seed 000 line 1662).
#[inline]
fn f64_mods(mut v: Lanes64, i: &Inst, s: usize) -> Lanes64 {
    let abs = i.abs >> s & 1 == 1;
    let neg = i.neg >> s & 1 == 1;
    if abs || neg {
        let and = if abs { !(1u64 << 63) } else { u64::MAX };
        let xor = if neg { 1u64 << 63 } else { 0 };
        for x in v.iter_mut() {
            *x = (*x & and) ^ xor;
        }
    }
    v
}

/// `f(lane, ctx)` for every lane.
#[inline]
fn per_lane<T>(w: &Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> T) -> [T; LANES] {
    let c = Ctx::new(w, i);
    core::array::from_fn(|l| f(l, &c))
}

/// Runs `f(lane, ctx)` for every lane and writes the 32-bit results under EXEC.
#[inline]
fn map32(w: &mut Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> u32) -> R {
    w.write_vdst(i, &per_lane(w, i, f));
    Ok(Flow::Next)
}

/// Runs `f(lane, ctx)` for every lane and writes the 64-bit results under EXEC.
#[inline]
fn map64(w: &mut Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> u64) -> R {
    w.write_vdst64(i, &per_lane(w, i, f));
    Ok(Flow::Next)
}

/// The first `N` sources as f32 bit patterns with abs/neg applied.
#[inline]
fn srcs32<const N: usize>(w: &Wave, i: &Inst) -> [Lanes; N] {
    core::array::from_fn(|k| f32_mods(w.src(i, k), i, k))
}

/// The first `N` sources as f64 bit patterns with abs/neg applied.
#[inline]
fn srcs64<const N: usize>(w: &Wave, i: &Inst) -> [Lanes64; N] {
    core::array::from_fn(|k| f64_mods(w.src64(i, k, true), i, k))
}

/// VGPR `r` of every lane; a register past the end reads 0 (as [`Wave::src64`] does).
#[inline]
fn vgpr_or_zero(w: &Wave, r: usize) -> Lanes {
    let mut out = [0u32; LANES];
    if let Some(row) = w.vgpr.get(r * LANES..(r + 1) * LANES) {
        out.copy_from_slice(row);
    }
    out
}

/// The current value of the destination VGPR (`v_mac`/`v_fmac` accumulate into it).
#[inline]
fn dst32(w: &Wave, i: &Inst) -> Lanes {
    vgpr_or_zero(w, i.dst as usize)
}

/// The current value of the destination VGPR pair.
#[inline]
fn dst64(w: &Wave, i: &Inst) -> Lanes64 {
    let lo = dst32(w, i);
    let hi = vgpr_or_zero(w, i.dst as usize + 1);
    core::array::from_fn(|l| lo[l] as u64 | (hi[l] as u64) << 32)
}

/// A one-source f32 operation, denormals per `d`: `D.f = f(S0.f, MODE)`.
fn unary32(w: &mut Wave, i: &Inst, d: Den, f: impl Fn(f32, &Fp) -> f32) -> R {
    f32n::<1>(w, i, d, |[a], m| f(a, m))
}

/// The f64 form of [`unary32`].
fn unary64(w: &mut Wave, i: &Inst, d: Den, f: impl Fn(f64, &Fp) -> f64) -> R {
    let s = srcs64::<1>(w, i);
    f64op(w, i, s, d, |[a], m| f(a, m))
}

/// An f32 operation on `s` (already modified sources): inputs flushed per `d`, a NaN result
/// becomes the first NaN input quieted (or the default NaN), then the output modifiers.
/// Without modifiers and with f32 denormals kept in and out (the wave's initial MODE) it takes
/// [`f32op_fast`], which gives the same bits.
#[inline]
fn f32op<const N: usize>(w: &mut Wave, i: &Inst, s: [Lanes; N], d: Den, f: impl Fn([f32; N], &Fp) -> f32) -> R {
    let m = Fp::new(w.mode);
    if d == Den::Mode && m.in32 && m.out32 && no_modifiers(i) {
        let out = f32op_fast(&s.each_ref(), &m, f);
        w.write_vdst(i, &out);
        return Ok(Flow::Next);
    }
    f32op_general(w, i, s, d, f)
}

/// An f32 operation on the first `N` sources of `i` (abs/neg applied), as [`f32op`] on
/// [`srcs32`]; in the fast case the VGPR sources are read in place (no copies).
#[inline]
fn f32n<const N: usize>(w: &mut Wave, i: &Inst, d: Den, f: impl Fn([f32; N], &Fp) -> f32) -> R {
    f32n_by(w, i, d, |s, m| f32op_fast(s, m, &f), &f)
}

/// [`f32n`] with its own lane loop `fast` for the fast case (`fast` must give
/// [`f32op_fast`]'s bits).
#[inline]
fn f32n_by<const N: usize>(
    w: &mut Wave,
    i: &Inst,
    d: Den,
    fast: impl Fn(&[&Lanes; N], &Fp) -> Lanes,
    f: impl Fn([f32; N], &Fp) -> f32,
) -> R {
    let m = Fp::new(w.mode);
    if d == Den::Mode && m.in32 && m.out32 && no_modifiers(i) && w.plain(i) {
        let out = fast(&w.srcs_in_place(i, &mut [None; N]), &m);
        w.write_vdst(i, &out);
        return Ok(Flow::Next);
    }
    let s = srcs32::<N>(w, i);
    f32op_general(w, i, s, d, f)
}

/// [`f32op`]'s fast case: a straight lane loop, then (only if some lane's result is a NaN) the
/// NaN rule on those lanes.
#[inline]
fn f32op_fast<const N: usize>(s: &[&Lanes; N], m: &Fp, f: impl Fn([f32; N], &Fp) -> f32) -> Lanes {
    let mut out = [0u32; LANES];
    let mut nan = false;
    for (l, o) in out.iter_mut().enumerate() {
        let r = f(core::array::from_fn(|k| f32::from_bits(s[k][l])), m);
        nan |= r.is_nan();
        *o = r.to_bits();
    }
    if nan {
        for (l, o) in out.iter_mut().enumerate() {
            let x: [f32; N] = core::array::from_fn(|k| f32::from_bits(s[k][l]));
            *o = fl::nan32(&x, f32::from_bits(*o)).to_bits();
        }
    }
    out
}

/// [`f32op`]'s general case: denormal rules, NaN rule and output modifiers per lane.
#[inline]
fn f32op_general<const N: usize>(w: &mut Wave, i: &Inst, s: [Lanes; N], d: Den, f: impl Fn([f32; N], &Fp) -> f32) -> R {
    map32(w, i, |l, c| {
        let x: [f32; N] = core::array::from_fn(|k| c.in32(d, f32::from_bits(s[k][l])));
        c.out32(d, fl::nan32(&x, f(x, &c.m)))
    })
}

/// As [`f32op`] but the operation chooses its own NaN results (min/max selections).
#[inline]
fn f32sel<const N: usize>(w: &mut Wave, i: &Inst, s: [Lanes; N], f: impl Fn([f32; N], &Fp) -> f32) -> R {
    f32sel_by(w, i, s, Den::Mode, f)
}

/// As [`f32sel`] with denormals handled per `d`.
#[inline]
fn f32sel_by<const N: usize>(w: &mut Wave, i: &Inst, s: [Lanes; N], d: Den, f: impl Fn([f32; N], &Fp) -> f32) -> R {
    map32(w, i, |l, c| {
        let x: [f32; N] = core::array::from_fn(|k| c.in32(d, f32::from_bits(s[k][l])));
        c.out32(d, f(x, &c.m))
    })
}

/// How `v_min/max_f32/f64` and `v_min3/max3/med3_f32` treat denormals on `w`'s target: as MODE
/// says from GFX9 on, never flushed before ([`crate::Arch::min_max_follow_denorm_mode`]). LLVM's
/// `SITargetLowering::isCanonicalized` handles AMDGPUISD::FMIN3/FMAX3/FMED3 in the FMINNUM case,
/// under `supportsMinMaxDenormModes()`: "In pre-GFX9 targets V_MIN_F32 and others do not flush
/// denorms". gfx950's `v_minimum3/maximum3_f32` are GFX9 and follow MODE anyway.
fn min_max_den(w: &Wave) -> Den {
    if w.arch.min_max_follow_denorm_mode() {
        Den::Mode
    } else {
        Den::Keep
    }
}

/// The f64 form of [`f32op`].
#[inline]
fn f64op<const N: usize>(w: &mut Wave, i: &Inst, s: [Lanes64; N], d: Den, f: impl Fn([f64; N], &Fp) -> f64) -> R {
    map64(w, i, |l, c| {
        let x: [f64; N] = core::array::from_fn(|k| c.in64(d, f64::from_bits(s[k][l])));
        c.out64(d, fl::nan64(&x, f(x, &c.m)))
    })
}

/// An f32 source converted to a 32-bit integer result (no output modifiers; the clamp bit of
/// the conversions only enables the INEXACT exception, seed 000 line 4775).
#[inline]
fn f32_to_int(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> u32) -> R {
    let [a] = srcs32::<1>(w, i);
    map32(w, i, |l, c| f(c.in32(Den::Mode, f32::from_bits(a[l]))))
}

/// An f64 source converted to a 32-bit integer result.
#[inline]
fn f64_to_int(w: &mut Wave, i: &Inst, f: impl Fn(f64) -> u32) -> R {
    let [a] = srcs64::<1>(w, i);
    map32(w, i, |l, c| f(c.in64(Den::Mode, f64::from_bits(a[l]))))
}

/// `V_MIN_F32` semantics (seed 000 line 4611).
#[inline]
fn min32(a: f32, b: f32, m: &Fp) -> f32 {
    fl::min_ieee(a, b, m.ieee)
}

/// `V_MAX_F32` semantics (seed 000 line 4614).
#[inline]
fn max32(a: f32, b: f32, m: &Fp) -> f32 {
    fl::max_ieee(a, b, m.ieee)
}

/// Non-fused multiply-add: the product rounds, then the sum (the MAD/MAC family).
#[inline]
fn mad32(a: f32, b: f32, c: f32, rm: u32) -> f32 {
    fl::add32(fl::mul32(a, b, rm), c, rm)
}

/// A quiet f32 from an f64 NaN (sign and top mantissa bits kept).
#[inline]
fn nan_f64_to_f32(x: f64) -> f32 {
    let b = x.to_bits();
    f32::from_bits(((b >> 32) as u32 & 0x8000_0000) | 0x7fc0_0000 | ((b >> 29) as u32 & 0x003f_ffff))
}

/// A quiet f64 from an f32 NaN.
#[inline]
fn nan_f32_to_f64(x: f32) -> f64 {
    let b = x.to_bits() as u64;
    f64::from_bits((b & 0x8000_0000) << 32 | 0x7ff8_0000_0000_0000 | (b & 0x003f_ffff) << 29)
}

// --- VOP2 / VOP3 f32 arithmetic -------------------------------------------------------

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
fn fma_lanes(s: &[&Lanes; 3]) -> Lanes {
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

/// `D.f = S0.f * 2 ** S1.i` (seed 000 line 6123); S1 is an integer without modifiers.
pub fn v_ldexp_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    let n = w.src(i, 1);
    map32(w, i, |l, c| {
        let x = c.in32(Den::Mode, f32::from_bits(a[l]));
        c.out32(Den::Mode, fl::nan32(&[x], fl::ldexp32(x, n[l] as i32, c.m.rm32)))
    })
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

// --- rounding and parts of a number ------------------------------------------------------

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

// --- f64 arithmetic ------------------------------------------------------------------------

/// `D.d = S0.d + S1.d` (seed 000 line 6099).
pub fn v_add_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<2>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b], m| fl::add64(a, b, m.rm64))
}

/// `D.d = S0.d * S1.d` (seed 000 line 6102).
pub fn v_mul_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<2>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b], m| fl::mul64(a, b, m.rm64))
}

/// `D.d = fma(S0.d, S1.d, S2.d)` (seed 000 line 5907), in the MODE's f64 round mode.
pub fn v_fma_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<3>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b, c], m| fl::fma64(a, b, c, m.rm64))
}

/// gfx950: `D0.f64 = fma(S0.f64, S1.f64, D0.f64)` (seed 001 line 10151).
pub fn v_fmac_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs64::<2>(w, i);
    let d = dst64(w, i);
    f64op(w, i, [a, b, d], Den::Mode, |[a, b, c], m| fl::fma64(a, b, c, m.rm64))
}

/// `v_min_f64` and `v_max_f64` (`MAX`): the IEEE-mode-aware f64 minimum or maximum (seed 000
/// lines 6105-6108); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn minmax64<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs64::<2>(w, i);
    let d = min_max_den(w);
    map64(w, i, |l, c| {
        let (x, y) = (c.in64(d, f64::from_bits(a[l])), c.in64(d, f64::from_bits(b[l])));
        let r = if MAX {
            fl::max_ieee(x, y, c.m.ieee)
        } else {
            fl::min_ieee(x, y, c.m.ieee)
        };
        c.out64(d, r)
    })
}

/// `D.d = S0.d * 2 ** S1.i` (seed 000 line 6111).
pub fn v_ldexp_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs64::<1>(w, i);
    let n = w.src(i, 1);
    map64(w, i, |l, c| {
        let x = c.in64(Den::Mode, f64::from_bits(a[l]));
        c.out64(Den::Mode, fl::nan64(&[x], fl::ldexp64(x, n[l] as i32, c.m.rm64)))
    })
}

/// 2/π after the binary point, 24 bits per entry (the same digits as fdlibm's `ipio2`);
/// 51 entries = 1224 bits cover the 1201 bits `V_TRIG_PREOP_F64` uses.
const TWO_OVER_PI: [u32; 51] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
    0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
    0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
    0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
    0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0,
];

/// Bit `k` (1-based) after the binary point of 2/π; zero beyond bit 1201 (seed 000 line 6150).
#[inline]
fn two_over_pi_bit(k: u32) -> u64 {
    if k == 0 || k > 1201 {
        return 0;
    }
    let k = k - 1;
    (TWO_OVER_PI[(k / 24) as usize] >> (23 - k % 24) & 1) as u64
}

/// The 53-bit segment of 2/π starting `shift` bits after the binary point, scaled by
/// 2^(-53 - shift) (+128 for huge inputs), rounded toward zero (seed 000 line 6150; seed 001
/// line 24983).
pub fn v_trig_preop_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs64::<1>(w, i);
    let sel = w.src(i, 1);
    map64(w, i, |l, c| {
        let x = c.in64(Den::Mode, f64::from_bits(a[l]));
        let e = fl::exponent64(x);
        let mut shift = (sel[l] & 31) * 53;
        if e > 1077 {
            shift += (e - 1077) as u32;
        }
        let mut seg = 0u64;
        for k in 1..=53 {
            seg = seg << 1 | two_over_pi_bit(shift + k);
        }
        let mut scale = -53 - shift as i32;
        if e >= 1968 {
            scale += 128;
        }
        c.out64(Den::Mode, fl::ldexp64(seg as f64, scale, RTZ))
    })
}

// --- division support ----------------------------------------------------------------------

/// `V_DIV_SCALE_F32` (seed 000 line 5967; seed 001 line 22404): scales S0 (the numerator or
/// denominator) by 2^±64 when the division would meet denormals; the lane's bit of the
/// VOP3B destination `sdst` says the quotient needs post-scaling. Where the pseudocode
/// assigns no result, D = S0. "1 / S1 is a denormal" is tested in f32 as the Vega text says
/// (seed 001 writes `DENORM.f64`, which an f32 reciprocal never is).
/// `V_DIV_SCALE_F64` (seed 000 line 5970; seed 001 line 22469): as the f32 form with 2^±128,
/// exponent gap 768 and tiny-numerator bound 53.
///
/// `v_div_scale` of either width: [`div_scale`] per lane, the flags to `sdst`.
pub(crate) fn v_div_scale<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs(w, i);
    let c = Ctx::new(w, i);
    let mut d = [0u64; LANES];
    let mut vcc = 0u64;
    for (l, r) in d.iter_mut().enumerate() {
        let [x, den, num]: [F; 3] = core::array::from_fn(|k| F::input(&c, Den::Mode, F::from_lane(s[k][l])));
        let (q, flag) = div_scale(x, den, num);
        vcc |= (flag as u64) << l;
        *r = F::output(&c, Den::Mode, F::nan_first(&[x, den, num], q));
    }
    F::write(w, i, &d);
    w.swrite64(i.sdst, vcc & w.exec);
    Ok(Flow::Next)
}

/// Runs `f(lane, ctx)` for every lane and writes the results, of `F`'s width, under EXEC.
fn map_div<F: DivFloat>(w: &mut Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> u64) -> R {
    let c = Ctx::new(w, i);
    let d: [u64; LANES] = core::array::from_fn(|l| f(l, &c));
    F::write(w, i, &d);
    Ok(Flow::Next)
}

/// The float widths the division helpers work on, with the constants that differ between
/// the f32 and f64 forms of `v_div_scale`/`v_div_fixup` (seed 000 lines 5961-5970).
pub(crate) trait DivFloat:
    Copy + PartialEq + core::ops::Div<Output = Self> + core::ops::Neg<Output = Self>
{
    /// Whether the width reads MODE's f32 fields (else the f64 ones).
    const F32_FIELDS: bool;
    /// 0, 1, +infinity.
    const ZERO: Self;
    const ONE: Self;
    const INF: Self;
    /// The scaled-by power: 64 (f32), 128 (f64).
    const SCALE: i32;
    /// Exponent gap that forces post-scaling: 96, 768.
    const GAP: i32;
    /// A numerator exponent at or below this is pre-scaled: 23, 53.
    const TINY: i32;
    /// Exponent difference below which the quotient underflows to 0: -150, -1075.
    const UNDERFLOW: i32;
    /// The all-ones biased exponent: 255, 2047.
    const MAX_EXP: i32;
    /// The default quiet NaN.
    fn nan() -> Self;
    fn exponent(self) -> i32;
    fn ldexp(self, n: i32) -> Self;
    fn quiet(self) -> Self;
    fn is_subnormal(self) -> bool;
    fn is_nan(self) -> bool;
    fn is_infinite(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn abs(self) -> Self;
    /// The first three sources with abs/neg applied, as bit patterns.
    fn srcs(w: &Wave, i: &Inst) -> [Lanes64; 3];
    /// A lane's bit pattern as a value.
    fn from_lane(bits: u64) -> Self;
    /// Input denormal flush per `d` ([`Ctx::in32`], [`Ctx::in64`]).
    fn input(c: &Ctx, d: Den, x: Self) -> Self;
    /// Output flush and modifiers ([`Ctx::out32`], [`Ctx::out64`]).
    fn output(c: &Ctx, d: Den, r: Self) -> u64;
    /// A NaN result as the first NaN input, quieted ([`fl::nan32`], [`fl::nan64`]).
    fn nan_first(inputs: &[Self], r: Self) -> Self;
    /// Writes one result per lane under EXEC.
    fn write(w: &mut Wave, i: &Inst, d: &[u64; LANES]);
    /// `fma(a, b, d)` in MODE's round mode `rm`, post-scaled by 2^(SCALE / 2) when `scale`
    /// (`v_div_fmas`).
    fn fmas(a: Self, b: Self, d: Self, scale: bool, rm: u32) -> Self;
}

macro_rules! div_float {
    ($t:ty, $f32:expr, $scale:expr, $gap:expr, $tiny:expr, $under:expr, $max:expr, $nan:expr, $exp:path,
     $ldexp:path, $quiet:path, $srcs:expr, $inp:ident, $out:ident, $nanf:path, $write:expr, $fmas:path) => {
        impl DivFloat for $t {
            const F32_FIELDS: bool = $f32;
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const INF: Self = <$t>::INFINITY;
            const SCALE: i32 = $scale;
            const GAP: i32 = $gap;
            const TINY: i32 = $tiny;
            const UNDERFLOW: i32 = $under;
            const MAX_EXP: i32 = $max;
            fn nan() -> Self {
                <$t>::from_bits($nan)
            }
            fn exponent(self) -> i32 {
                $exp(self)
            }
            fn ldexp(self, n: i32) -> Self {
                $ldexp(self, n, RNE)
            }
            fn quiet(self) -> Self {
                $quiet(self)
            }
            fn is_subnormal(self) -> bool {
                <$t>::is_subnormal(self)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_infinite(self) -> bool {
                <$t>::is_infinite(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn srcs(w: &Wave, i: &Inst) -> [Lanes64; 3] {
                $srcs(w, i)
            }
            fn from_lane(bits: u64) -> Self {
                <$t>::from_bits(bits as _)
            }
            fn input(c: &Ctx, d: Den, x: Self) -> Self {
                c.$inp(d, x)
            }
            fn output(c: &Ctx, d: Den, r: Self) -> u64 {
                c.$out(d, r) as u64
            }
            fn nan_first(inputs: &[Self], r: Self) -> Self {
                $nanf(inputs, r)
            }
            fn write(w: &mut Wave, i: &Inst, d: &[u64; LANES]) {
                $write(w, i, d)
            }
            fn fmas(a: Self, b: Self, d: Self, scale: bool, rm: u32) -> Self {
                $fmas(a, b, d, scale, rm)
            }
        }
    };
}

div_float!(
    f32,
    true,
    64,
    96,
    23,
    -150,
    255,
    fl::NAN32,
    fl::exponent32,
    fl::ldexp32,
    fl::quiet32,
    |w, i| srcs32::<3>(w, i).map(|s| s.map(u64::from)),
    in32,
    out32,
    fl::nan32,
    |w: &mut Wave, i, d: &[u64; LANES]| w.write_vdst(i, &d.map(|x| x as u32)),
    fmas32
);
div_float!(
    f64,
    false,
    128,
    768,
    53,
    -1075,
    2047,
    fl::NAN64,
    fl::exponent64,
    fl::ldexp64,
    fl::quiet64,
    srcs64::<3>,
    in64,
    out64,
    fl::nan64,
    |w: &mut Wave, i, d| w.write_vdst64(i, d),
    fmas64
);

/// The per-lane body of `v_div_scale_f32`/`_f64`: (result, post-scale flag).
fn div_scale<F: DivFloat>(x: F, den: F, num: F) -> (F, bool) {
    let (up, down) = (F::SCALE, -F::SCALE);
    if num == F::ZERO || den == F::ZERO {
        (F::nan(), false)
    } else if num.exponent() - den.exponent() >= F::GAP {
        (if x == den { x.ldexp(up) } else { x }, true)
    } else if den.is_subnormal() {
        (x.ldexp(up), false)
    } else if (F::ONE / den).is_subnormal() && (num / den).is_subnormal() {
        (if x == den { x.ldexp(up) } else { x }, true)
    } else if (F::ONE / den).is_subnormal() {
        (x.ldexp(down), false)
    } else if (num / den).is_subnormal() {
        (if x == num { x.ldexp(up) } else { x }, true)
    } else if num.exponent() <= F::TINY {
        (x.ldexp(up), false)
    } else {
        (x, false)
    }
}

/// The per-lane body of `v_div_fixup_f32`/`_f64`: quotient `q`, denominator, numerator.
fn div_fixup<F: DivFloat>(q: F, den: F, num: F) -> F {
    let neg = den.is_sign_negative() != num.is_sign_negative();
    let sgn = |v: F| if neg { -v } else { v };
    if num.is_nan() {
        num.quiet()
    } else if den.is_nan() {
        den.quiet()
    } else if (den == F::ZERO && num == F::ZERO) || (den.is_infinite() && num.is_infinite()) {
        F::nan() // 0/0, inf/inf
    } else if den == F::ZERO || num.is_infinite() {
        sgn(F::INF) // x/0, inf/y
    } else if den.is_infinite() || num == F::ZERO || num.exponent() - den.exponent() < F::UNDERFLOW {
        sgn(F::ZERO) // x/inf, 0/y, underflow
    } else if den.exponent() == F::MAX_EXP {
        sgn(F::INF)
    } else {
        sgn(q.abs())
    }
}

/// `D.f = fma(S0.f, S1.f, S2.f)`, times 2^32 in lanes whose VCC bit is set (seed 000 line
/// 5973; seed 001 line 22534). Input denormals are not flushed. As both seeds write it, the
/// 2^32 post-scale does not undo `v_div_scale_f32`'s 2^64 pre-scale, so a division macro's
/// VCC lanes come out wrong (see [`DIV_FMAS`]).
/// `D.d = fma(S0.d, S1.d, S2.d)`, times 2^64 in lanes whose VCC bit is set (seed 000 line
/// 5976; seed 001 line 22571). The 2^64 post-scale does not undo
/// `v_div_scale_f64`'s 2^128 (see [`DIV_FMAS`]).
///
/// `v_div_fmas` of either width: [`DivFloat::fmas`] per lane, scaled where VCC is set.
pub(crate) fn v_div_fmas<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs(w, i);
    let vcc = w.vcc;
    map_div::<F>(w, i, |l, c| {
        let x: [F; 3] = core::array::from_fn(|k| F::from_lane(s[k][l]));
        let [a, b, d] = x;
        let r = F::fmas(a, b, d, vcc >> l & 1 == 1, c.m.prec(F::F32_FIELDS).round);
        F::output(c, Den::KeepIn, F::nan_first(&x, r))
    })
}

/// The f32 `v_div_fmas` body: the exact sum, scaled by 2^32, rounds once.
fn fmas32(a: f32, b: f32, d: f32, scale: bool, rm: u32) -> f32 {
    if !scale {
        return fl::fma32(a, b, d, rm);
    }
    let p = a as f64 * b as f64;
    if !p.is_finite() || !d.is_finite() {
        libm::fmaf(a, b, d) * 4294967296.0
    } else {
        let (s, e) = fl::two_sum(p, d as f64);
        fl::round32(s * 4294967296.0, e * 4294967296.0, rm)
    }
}

/// The f64 `v_div_fmas` body: the rounded fma, times 2^64.
fn fmas64(a: f64, b: f64, d: f64, scale: bool, rm: u32) -> f64 {
    let r = fl::fma64(a, b, d, rm);
    if scale {
        r * 18446744073709551616.0
    } else {
        r
    }
}

/// `V_DIV_FIXUP_F32` (seed 000 line 5961; seed 001 line 22303): S0 quotient, S1 denominator,
/// S2 numerator; NaN, 0/0, inf/inf, x/0, x/inf special cases, else ±|S0|. The seeds' undefined
/// `underflow` is taken as 0 and `overflow` as infinity (the exponent-255 branch cannot be
/// reached: infinities and NaNs are handled before it).
/// `V_DIV_FIXUP_F64` (seed 000 line 5964; seed 001 line 22368): as the f32 form, with the
/// underflow bound -1075.
///
/// `v_div_fixup` of either width: [`div_fixup`] per lane.
pub(crate) fn v_div_fixup<F: DivFloat>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = F::srcs(w, i);
    map_div::<F>(w, i, |l, c| {
        let [q, den, num]: [F; 3] = core::array::from_fn(|k| F::input(c, Den::Mode, F::from_lane(s[k][l])));
        F::output(c, Den::Mode, div_fixup(q, den, num))
    })
}

// --- conversions -----------------------------------------------------------------------------

/// `D.f = (float)S0.u`, rounded in the MODE direction (seed 000 line 4772).
pub fn v_cvt_f32_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| c.out32(Den::Mode, fl::round32(a[l] as f64, 0.0, c.m.rm32)))
}

/// `D.f = (float)S0.i`, rounded in the MODE direction (seed 000 line 4769).
pub fn v_cvt_f32_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| {
        c.out32(Den::Mode, fl::round32(a[l] as i32 as f64, 0.0, c.m.rm32))
    })
}

sem! {
    /// `D.u = (unsigned)S0.f`: toward zero, out-of-range values saturate, NaN gives 0 (seed 000
    /// line 4775).
    fn v_cvt_u32_f32(w, i) { f32_to_int(w, i, |a| a as u32) }
    /// `D.i = (int)S0.f`: toward zero, saturating, NaN gives 0 (seed 000 line 4778).
    fn v_cvt_i32_f32(w, i) { f32_to_int(w, i, |a| a as i32 as u32) }
    /// `D.i = (int)floor(S0.f + 0.5)`, the addition in f32 to nearest even whatever the MODE
    /// (seed 000 line 4787; seed 001 line 11467).
    fn v_cvt_rpi_i32_f32(w, i) { f32_to_int(w, i, |a| libm::floorf(a + 0.5) as i32 as u32) }
    /// `D.i = (int)floor(S0.f)` (seed 000 line 4790).
    fn v_cvt_flr_i32_f32(w, i) { f32_to_int(w, i, |a| libm::floorf(a) as i32 as u32) }
    /// `D.i = (int)S0.d`: toward zero, saturating, NaN gives 0 (seed 000 line 4763).
    fn v_cvt_i32_f64(w, i) { f64_to_int(w, i, |a| a as i32 as u32) }
    /// `D.u = (unsigned)S0.d`: toward zero, saturating, NaN gives 0 (seed 000 line 4814).
    fn v_cvt_u32_f64(w, i) { f64_to_int(w, i, |a| a as u32) }
}

/// `D.d = (double)S0.i`, exact (seed 000 line 4766).
pub fn v_cvt_f64_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map64(w, i, |l, c| c.out64(Den::Mode, a[l] as i32 as f64))
}

/// `D.d = (double)S0.u`, exact (seed 000 line 4817).
pub fn v_cvt_f64_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map64(w, i, |l, c| c.out64(Den::Mode, a[l] as f64))
}

/// `D.f = (float)S0.d`, rounded in the f32 MODE direction; a NaN keeps its sign and top
/// payload bits, quieted (seed 000 line 4796).
pub fn v_cvt_f32_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs64::<1>(w, i);
    map32(w, i, |l, c| {
        let x = c.in64(Den::Mode, f64::from_bits(a[l]));
        let r = if x.is_nan() {
            nan_f64_to_f32(x)
        } else {
            fl::round32(x, 0.0, c.m.rm32)
        };
        c.out32(Den::Mode, r)
    })
}

/// `D.d = (double)S0.f`, exact (seed 000 line 4799).
pub fn v_cvt_f64_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    map64(w, i, |l, c| {
        let x = c.in32(Den::Mode, f32::from_bits(a[l]));
        let r = if x.is_nan() { nan_f32_to_f64(x) } else { x as f64 };
        c.out64(Den::Mode, r)
    })
}

/// `v_cvt_f32_ubyte<K>`: `D.f = (float)S0.u[8K+7:8K]` (seed 000 lines 4802-4811).
pub fn cvt_ubyte<const K: u32>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| c.out32(Den::Mode, (a[l] >> (8 * K) & 0xff) as f32))
}

/// The signed 4-bit S0\[3:0\] times 1/16: 1000 → -0.5 … 0111 → 0.4375 (seed 000 line 4793).
pub fn v_cvt_off_f32_i4(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| {
        let n = ((a[l] << 28) as i32) >> 28;
        c.out32(Den::Mode, n as f32 * 0.0625)
    })
}

/// f32 to an unsigned byte: round to nearest even, saturate to [0, 255], NaN gives 0.
#[inline]
fn to_u8(x: f32) -> u32 {
    if x.is_nan() {
        0
    } else {
        libm::rintf(x.clamp(0.0, 255.0)) as u32
    }
}

/// `D.u = S2.u` with byte `S1.u[1:0]` replaced by `flt32_to_uint8(S0.f)` (seed 000 line 5958;
/// seed 001 line 22290).
pub fn v_cvt_pk_u8_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    let sel = w.src(i, 1);
    let acc = w.src(i, 2);
    map32(w, i, |l, c| {
        let sh = (sel[l] & 3) * 8;
        let x = c.in32(Den::Mode, f32::from_bits(a[l]));
        acc[l] & !(0xff << sh) | to_u8(x) << sh
    })
}

/// gfx900: byte `S1.u[1:0]` of D becomes `flt32_to_uint8(S0.f)`, the other bytes keep D
/// (seed 000 line 6015).
pub fn v_cvt_pkaccum_u8_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    let sel = w.src(i, 1);
    let acc = dst32(w, i);
    map32(w, i, |l, c| {
        let sh = (sel[l] & 3) * 8;
        let x = c.in32(Den::Mode, f32::from_bits(a[l]));
        acc[l] & !(0xff << sh) | to_u8(x) << sh
    })
}

// --- fidelity notes used by the instruction table --------------------------------------------

/// f64 FMA forms: directed rounding is exact except in the deep-underflow corner.
pub const FMA64: Fidelity = Fidelity::Approximate(
    "MODE round modes other than nearest even are exact except when a*b is below 2^-967 and the result is not c",
);
/// `v_rcp_f32`, `v_sqrt_f32`: the host result is correctly rounded.
pub const CR32: Fidelity =
    Fidelity::Approximate("correctly rounded to nearest even (hardware: within 1 ULP); MODE round mode ignored");
/// `v_exp_f32`, `v_log_f32`.
pub const EXP_LOG: Fidelity =
    Fidelity::Approximate("libm exp2f/log2f, within 1 ULP (hardware: 1 ULP); MODE round mode ignored");
/// `v_rsq_f32`.
pub const RSQ32: Fidelity =
    Fidelity::Approximate("1/sqrt computed in f64 and rounded once to f32 (hardware: 1 ULP); MODE round mode ignored");
/// `v_sin_f32`, `v_cos_f32`.
pub const SINCOS: Fidelity = Fidelity::Approximate(
    "libm sin/cos (f64) of the exact fraction of a revolution, rounded to f32; the seeds give no accuracy",
);
/// `v_rcp_f64`, `v_rsq_f64`, `v_sqrt_f64`.
pub const CR64: Fidelity = Fidelity::Approximate("correctly rounded (hardware: 2**29 ULP); MODE round mode ignored");
/// `v_exp_legacy_f32`, `v_log_legacy_f32`.
pub const LEGACY: Fidelity =
    Fidelity::Approximate("the seeds do not define the legacy special cases: computed as v_exp_f32 / v_log_f32");
/// `v_cvt_pk_u8_f32`, `v_cvt_pkaccum_u8_f32`.
pub const U8: Fidelity = Fidelity::Approximate(
    "flt32_to_uint8 not defined by the seeds: round to nearest even, saturate to [0, 255], NaN gives 0",
);
/// `v_div_fixup_*`.
pub const FIXUP: Fidelity =
    Fidelity::Approximate("the seeds leave `underflow` undefined: taken as a zero of the quotient's sign");
/// `v_div_fmas_*`: the seeds' post-scale is inconsistent with `v_div_scale_*`.
pub const DIV_FMAS: Fidelity = Fidelity::Approximate(
    "as the seeds write it: with VCC set the result is scaled by 2^32 (f32) / 2^64 (f64), which does not undo \
     v_div_scale's 2^64 / 2^128, so division macros are wrong in the lanes div_scale flags",
);

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

/// Transcendental code (after [`valu16`](super::valu16)'s `OP_*`): `1/x` with an infinite
/// result clamped to ±max (`v_rcp_clamp_*`).
pub const OP_RCP_CLAMP: u8 = 8;
/// Transcendental code: `1/sqrt(x)` with an infinite result clamped to ±max.
pub const OP_RSQ_CLAMP: u8 = 9;
/// Transcendental code: `log2(x)` with -infinity clamped to -max.
pub const OP_LOG_CLAMP: u8 = 10;
/// Transcendental code: `1/x` with an infinite result flushed to ±0 (`v_rcp_legacy_f32`).
pub const OP_RCP_LEGACY: u8 = 11;
/// Transcendental code: `1/sqrt(x)` with an infinite result flushed to ±0 (`v_rsq_legacy_f32`):
/// R700 RECIPSQRT_FF, "Clamp to Zero" (seed 003 lines 6454-6481), the counterpart of
/// `v_rcp_legacy_f32` = RECIP_FF. The other reading: LLVM's R600 backend once lowered the legacy
/// rsq intrinsic to RECIPSQRT_IEEE (its `llvm.AMDGPU.legacy.rsq` test), keeping rsq(+0) = +inf.
pub const OP_RSQ_LEGACY: u8 = 12;

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

/// `v_rcp/rsq/log_clamp_*`, `v_rcp/rsq_legacy_f32`.
pub const CLAMPED: Fidelity = Fidelity::Approximate(
    "as v_rcp/v_rsq/v_log (host result) with an infinite result clamped to +-max float (rcp/rsq_legacy: +-0); the \
     GCN seeds lack these: from LLVM's rsq.clamp expansion and the R700 *_CLAMPED / *_FF instructions (seed 003)",
);

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

/// `v_mullit_f32`.
pub const MULLIT: Fidelity = Fidelity::Approximate(
    "R700 MUL_LIT's pseudocode (seed 003) and the RDNA3 guide's V_MULLIT_F32; no SI/CI document confirms it, and the \
     sign of the zero product is DX9's +0",
);

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Arch;

    /// A xorshift stream of f32 patterns biased to the interesting ones (zeros, denormals,
    /// infinities, quiet and signaling NaNs).
    fn pattern(x: &mut u64) -> u32 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        const SPECIAL: [u32; 8] = [
            0,
            0x8000_0000,
            0x0000_0001,
            0x807f_ffff,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_1234,
            0xff80_0001,
        ];
        match *x >> 60 {
            0..=2 => SPECIAL[(*x >> 40) as usize & 7],
            _ => *x as u32,
        }
    }

    /// `f32n`'s in-place fast case gives the bits of the general path (sources copied, then
    /// `f32op_general`) for VGPR, SGPR, inline-constant and literal sources, destinations that
    /// alias a source, and random EXEC masks.
    #[test]
    fn f32_in_place_sources_agree_with_copied_sources() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        const CODES: [u16; 8] = [256, 257, 258, 259, 3, 240, 247, 255];
        for round in 0..300u32 {
            let mut w = Wave::new(Arch::Gfx950);
            for v in w.vgpr[..4 * LANES].iter_mut() {
                *v = pattern(&mut x);
            }
            w.sgpr[3] = pattern(&mut x);
            w.exec = if round % 4 == 0 { u64::MAX } else { x.rotate_left(round) };
            let mut i = Inst::new(crate::isa::table::Op::v_fma_f32);
            i.dst = (round % 4) as u16;
            i.literal = pattern(&mut x);
            i.src = core::array::from_fn(|_| CODES[(pattern(&mut x) % 8) as usize]);
            let mut general = w.clone();
            f32n::<3>(&mut w, &i, Den::Mode, |[a, b, c], m| fl::fma32(a, b, c, m.rm32)).unwrap();
            let s = srcs32::<3>(&general, &i);
            f32op_general(&mut general, &i, s, Den::Mode, |[a, b, c], m| {
                fl::fma32(a, b, c, m.rm32)
            })
            .unwrap();
            assert_eq!(w, general, "round {round}: {:?}", i.src);
            assert_eq!(w.changes, general.changes);
        }
    }

    /// The fast case of `f32op` gives the general case's bits for add, mul and fma on random
    /// inputs (NaNs, denormals, infinities included) under random EXEC masks.
    #[test]
    fn f32_fast_path_agrees_with_the_general_path() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..200 {
            let mut w = Wave::new(Arch::Gfx950);
            w.exec = if round % 3 == 0 { u64::MAX } else { x.rotate_left(round) };
            let i = Inst {
                dst: 5,
                ..Inst::new(crate::isa::table::Op::v_fma_f32)
            };
            let s: [Lanes; 3] = core::array::from_fn(|_| core::array::from_fn(|_| pattern(&mut x)));
            type F = fn([f32; 3], &Fp) -> f32;
            let ops: [F; 3] = [
                |[a, b, _], m| fl::add32(a, b, m.rm32),
                |[a, b, _], m| fl::mul32(a, b, m.rm32),
                |[a, b, c], m| fl::fma32(a, b, c, m.rm32),
            ];
            for f in ops {
                let mut fast = w.clone();
                let mut general = w.clone();
                f32op(&mut fast, &i, s, Den::Mode, f).unwrap();
                f32op_general(&mut general, &i, s, Den::Mode, f).unwrap();
                assert_eq!(fast.vreg(5), general.vreg(5), "round {round}");
                assert_eq!(fast.changes, general.changes);
            }
        }
    }
    /// The vectorised round-to-nearest fma gives the scalar route's bits on random inputs
    /// (NaNs, denormals, infinities, halfway cases and cancellations included).
    #[test]
    fn fma_lanes_agree_with_the_scalar_fma() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        let m = Fp::new(0xf0);
        for round in 0..3000 {
            let [a, b, mut c]: [Lanes; 3] = core::array::from_fn(|_| core::array::from_fn(|_| pattern(&mut x)));
            for (l, c) in c.iter_mut().enumerate() {
                // Halfway and cancelling cases: c = -(a * b) rounded, or a small power of two
                // at the product's rounding position.
                let p = f32::from_bits(a[l]) * f32::from_bits(b[l]);
                match (round + l) % 4 {
                    0 => *c = (-p).to_bits(),
                    1 => *c = (p * 5.960_464_5e-8).to_bits(),
                    _ => {}
                }
            }
            let s = [a, b, c];
            let r = [&s[0], &s[1], &s[2]];
            let want = f32op_fast(&r, &m, |[a, b, c], m| fl::fma32(a, b, c, m.rm32));
            assert_eq!(fma_lanes(&r), want, "round {round}");
        }
        // A denormal result whose f64 sum lands on a denormal halfway point: (1 + 2^-23)2^-75
        // * (1 - 2^-23)2^-75 + (2^-127 + 2^-149) is just below the halfway point, so it
        // rounds down to 0x0040_0001 (the f64 sum would tie to even, 0x0040_0002).
        let s: [Lanes; 3] = [[0x1a00_0001; LANES], [0x19ff_fffe; LANES], [0x0040_0001; LANES]];
        assert_eq!(fma_lanes(&[&s[0], &s[1], &s[2]]), [0x0040_0001; LANES]);
    }
}
