//! Vector ALU semantics (seed 000 chapter 12.7-12.10; seed 001 chapter 12.7-12.10).
//!
//! Each instruction is one line over a generic lane helper: operands are fetched once into
//! 64-lane arrays, the lane loop runs over plain arrays (it vectorizes), and the result is
//! stored under EXEC.
//!
//! Here: the operand readers, the MODE context (`Ctx`, `Width`) and the lane loops; the
//! instructions are in `arith32` (f32), `arith64` (f64), `trans` (rounding, parts, transcendentals),
//! `div` (division support) and `convert` (conversions), all re-exported here for the rows.

use super::float::{self as fl, Fp, RNE, RTZ};
use super::float::{OP_EXP, OP_LOG, OP_LOG_CLAMP, OP_RCP, OP_RCP_CLAMP, OP_RCP_LEGACY, OP_RSQ, OP_RSQ_CLAMP, OP_SQRT};
use super::plan::no_modifiers;
use super::valu_int::med3_by;
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;

mod arith32;
mod arith64;
mod convert;
mod div;
mod trans;

pub use arith32::*;
pub use arith64::*;
pub use convert::*;
pub(crate) use div::*;
pub use trans::*;

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

    /// Input `x` under `d`: a denormal flushed unless MODE keeps its width's input denormals
    /// (MODE.FP_DENORM bit 4 for f32, 6 for f64) or `d` is [`Den::Keep`].
    #[inline]
    fn input<F: Width>(&self, d: Den, x: F) -> F {
        match d {
            Den::Flush => x.flush(),
            Den::Mode if !F::keeps(&self.m, false) => x.flush(),
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
        self.out(d, r) as u32
    }

    /// [`Ctx::out32`] for either width (MODE.FP_DENORM bit 5 for f32, 7 for f64), as bits.
    #[inline]
    fn out<F: Width>(&self, d: Den, r: F) -> u64 {
        self.out_modified(d == Den::Keep || (d != Den::Flush && F::keeps(&self.m, true)), r)
    }

    /// [`Ctx::out32`]'s steps for either width, `keep` saying whether output denormals stay.
    #[inline]
    fn out_modified<F: Width>(&self, keep: bool, r: F) -> u64 {
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

/// A float width the lane helpers are generic over (f32, f64): its constants, MODE fields,
/// how its sources are read and its results written ([`Ctx::input`], [`Ctx::out`], [`fop`]).
pub(crate) trait Width: Copy + PartialEq + core::ops::Mul<Output = Self> {
    const ZERO: Self;
    const HALF: Self;
    const TWO: Self;
    const FOUR: Self;
    /// The lane array its sources are read into ([`Lanes`], [`Lanes64`]).
    type Lanes;
    /// Flushes a denormal to a signed zero.
    fn flush(self) -> Self;
    fn is_nan(self) -> bool;
    /// Clamped to [0, 1].
    fn clamp01(self) -> Self;
    /// The bit pattern, zero-extended.
    fn bits(self) -> u64;
    /// Whether MODE keeps this width's input (`output`: output) denormals.
    fn keeps(m: &Fp, output: bool) -> bool;
    /// MODE's round mode for this width.
    fn rm(m: &Fp) -> u32;
    /// `self * 2^n` rounded per `rm`.
    fn ldexp_rm(self, n: i32, rm: u32) -> Self;
    /// A NaN result as the first NaN input, quieted ([`fl::nan32`], [`fl::nan64`]).
    fn nan_first(inputs: &[Self], r: Self) -> Self;
    /// The first `N` sources with abs/neg applied ([`srcs32`], [`srcs64`]).
    fn srcs<const N: usize>(w: &Wave, i: &Inst) -> [Self::Lanes; N];
    /// Lane `l` of `s` as a value.
    fn lane(s: &Self::Lanes, l: usize) -> Self;
    /// Runs `f(lane, ctx)` for every lane and writes the results, bit patterns of this width,
    /// under EXEC ([`map32`], [`map64`]).
    fn map(w: &mut Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> u64) -> R;
}

macro_rules! width {
    ($t:ty, $lanes:ty, $flush:path, $keep_in:ident, $keep_out:ident, $rm:ident, $ldexp:path, $nan:path,
     $srcs:ident, $map:ident) => {
        impl Width for $t {
            const ZERO: Self = 0.0;
            const HALF: Self = 0.5;
            const TWO: Self = 2.0;
            const FOUR: Self = 4.0;
            type Lanes = $lanes;
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
            #[inline]
            fn keeps(m: &Fp, output: bool) -> bool {
                if output {
                    m.$keep_out
                } else {
                    m.$keep_in
                }
            }
            #[inline]
            fn rm(m: &Fp) -> u32 {
                m.$rm
            }
            fn ldexp_rm(self, n: i32, rm: u32) -> Self {
                $ldexp(self, n, rm)
            }
            fn nan_first(inputs: &[Self], r: Self) -> Self {
                $nan(inputs, r)
            }
            #[inline]
            fn srcs<const N: usize>(w: &Wave, i: &Inst) -> [$lanes; N] {
                $srcs::<N>(w, i)
            }
            #[inline]
            fn lane(s: &$lanes, l: usize) -> Self {
                <$t>::from_bits(s[l])
            }
            #[inline]
            fn map(w: &mut Wave, i: &Inst, f: impl Fn(usize, &Ctx) -> u64) -> R {
                $map(w, i, |l, c| f(l, c) as _)
            }
        }
    };
}
width!(
    f32,
    Lanes,
    fl::flush32,
    in32,
    out32,
    rm32,
    fl::ldexp32,
    fl::nan32,
    srcs32,
    map32
);
width!(
    f64,
    Lanes64,
    fl::flush64,
    in64,
    out64,
    rm64,
    fl::ldexp64,
    fl::nan64,
    srcs64,
    map64
);

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
    fop(w, i, s, d, f)
}

/// A float operation of either width on sources `s`: inputs under `d`, then `f`, the NaN rule
/// and the output modifiers, per lane.
#[inline]
fn fop<F: Width, const N: usize>(w: &mut Wave, i: &Inst, s: [F::Lanes; N], d: Den, f: impl Fn([F; N], &Fp) -> F) -> R {
    F::map(w, i, |l, c| {
        let x: [F; N] = core::array::from_fn(|k| c.input(d, F::lane(&s[k], l)));
        c.out(d, F::nan_first(&x, f(x, &c.m)))
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
        let x: [f32; N] = core::array::from_fn(|k| c.input(d, f32::from_bits(s[k][l])));
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
    fop(w, i, s, d, f)
}

/// An f32 source converted to a 32-bit integer result (no output modifiers; the clamp bit of
/// the conversions only enables the INEXACT exception, seed 000 line 4775).
#[inline]
fn f32_to_int(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> u32) -> R {
    let [a] = srcs32::<1>(w, i);
    map32(w, i, |l, c| f(c.input(Den::Mode, f32::from_bits(a[l]))))
}

/// An f64 source converted to a 32-bit integer result.
#[inline]
fn f64_to_int(w: &mut Wave, i: &Inst, f: impl Fn(f64) -> u32) -> R {
    let [a] = srcs64::<1>(w, i);
    map32(w, i, |l, c| f(c.input(Den::Mode, f64::from_bits(a[l]))))
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

// --- fidelity notes used by the instruction table --------------------------------------------

notes! {
    /// f64 FMA forms: directed rounding is exact except in the deep-underflow corner.
    FMA64: "MODE round modes other than nearest even are exact except when a*b is below 2^-967 and the result is not c",
    /// `v_rcp_f32`, `v_sqrt_f32`: the host result is correctly rounded.
    CR32: "correctly rounded to nearest even (hardware: within 1 ULP); MODE round mode ignored",
    /// `v_exp_f32`, `v_log_f32`.
    EXP_LOG: "libm exp2f/log2f, within 1 ULP (hardware: 1 ULP); MODE round mode ignored",
    /// `v_rsq_f32`.
    RSQ32: "1/sqrt computed in f64 and rounded once to f32 (hardware: 1 ULP); MODE round mode ignored",
    /// `v_sin_f32`, `v_cos_f32`.
    SINCOS: "libm sin/cos (f64) of the exact fraction of a revolution, rounded to f32; the seeds give no accuracy",
    /// `v_rcp_f64`, `v_rsq_f64`, `v_sqrt_f64`.
    CR64: "correctly rounded (hardware: 2**29 ULP); MODE round mode ignored",
    /// `v_exp_legacy_f32`, `v_log_legacy_f32`.
    LEGACY: "the seeds do not define the legacy special cases: computed as v_exp_f32 / v_log_f32",
    /// `v_cvt_pk_u8_f32`, `v_cvt_pkaccum_u8_f32`.
    U8: "flt32_to_uint8 not defined by the seeds: round to nearest even, saturate to [0, 255], NaN gives 0",
    /// `v_div_fixup_*`.
    FIXUP: "the seeds leave `underflow` undefined: taken as a zero of the quotient's sign",
    /// `v_div_fmas_*`: the seeds' post-scale is inconsistent with `v_div_scale_*`.
    DIV_FMAS: "as the seeds write it: with VCC set the result is scaled by 2^32 (f32) / 2^64 (f64), which does not undo \
        v_div_scale's 2^64 / 2^128, so division macros are wrong in the lanes div_scale flags",
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
