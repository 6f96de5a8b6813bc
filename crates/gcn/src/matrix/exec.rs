//! Execution of every gfx950 matrix instruction (MFMA, SMFMAC, the block-scaled F8F6F4 form),
//! driven by the layout engine ([`super::layout`]): seed 001 chapter 7 (L2415–L3900) and each
//! instruction's Ch.12 text.
//!
//! # One executor
//!
//! [`mfma`] serves every row. Per (instruction, CBSZ/ABID/BLGP) a [`Plan`] is built once with
//! [`read_slot`]/[`locate`]: for every element of A, B, C/D (and the SMFMAC index) the word of the
//! operand's register tuple and the bit it starts at, in the order the multiply loop wants
//! (A `[block][i][k]`, B `[block][k][j]`, C/D `[block][i][j]`). Executing then
//!
//! 1. checks the operands (VGPR/AGPR tuples inside their file, even-aligned; C a tuple or an
//!    inline constant), reading the tuples as contiguous slices of the wave's register file
//!    (register `r` of lane `l` is word `r·64 + l`, so a tuple is one slice);
//! 2. gathers A, B and C once into plain per-block matrices of `f32`, `f64` or integers, each
//!    element decoded once (a lookup table for the 8-bit and smaller float formats);
//! 3. multiplies: for each row `i` of each block the accumulator row `acc[0..N]` starts as C's
//!    row, then for `k` ascending `acc[j] ← acc[j] + A[i,k]·B[k,j]` for all `j` (the innermost
//!    loop runs over a contiguous row of B and vectorizes; every element still sees its products
//!    in ascending `k`);
//! 4. applies the output rules and scatters D once, writing each D register whole (EXEC is
//!    ignored: seed 001 L2593).
//!
//! # Numerics (seed 001 L2574–L2601, L2992–L3033, L3550–L3565, L3658–L3678)
//!
//! * Every instruction is "fused multiply add" with RNE (Ch.12 text, e.g. L17560; rule tables
//!   L2586, L3011). The seed does not say in which order the products of a dot product are
//!   summed, nor whether partial sums are rounded. lanescope adds them one at a time in
//!   ascending `k`, each step one fused multiply-add rounded to the accumulator type:
//!   `acc = RNE(acc + a·b)`. With one product per element (K = 1: the `…x1_…_f32` ops) that is
//!   the seed's definition exactly; elsewhere the rows are [`Fidelity::Approximate`] because the
//!   hardware's summation order and internal precision may differ in the last bits.
//!   For f16/bf16/FP8/BF8/FP6/BF6/FP4 inputs the product has at most 24 significant bits, so
//!   it is exact in f64 and `f32(f64(acc) + f64(a·b))` equals the f32 fused multiply-add
//!   (the f64 sum of two ≤24-bit values rounds innocuously: 53 ≥ 2·24 + 2); for f16 and the
//!   8-bit and smaller formats the product is even exact in f32, and plain f32 `acc + a·b` is
//!   that fused multiply-add. F32 inputs use a
//!   real f32 FMA (`libm::fmaf`), F64 inputs `libm::fma`.
//! * Integer ops: i8 × i8 products sign-extended to 32 bits and summed exactly (L3557); the
//!   result wraps to 32 bits, or saturates when MODE.FP16_OVFL is set (L2580). Exact.
//! * Saturation: the VOP3P-MAI encoding has no clamp bit (bit 15 is ACC_CD, L36238); the rule
//!   tables say "Clamp: uses the FP16_OVFL bit from MODE" and "Once the FP16_OVFL is set, F32
//!   overflow result is clamped to ±MAX" (L2580, L3663). So with MODE.FP16_OVFL (bit 23) an
//!   infinite f32 result becomes ±f32::MAX (the seed does not separate infinite inputs from
//!   overflow) and an i32 result saturates. F64 results are not clamped (the rules name F32 and
//!   I32 only).
//! * Denormals (L3550–L3557): the `V_MFMA_F32_*_F32` ops flush A and B input denormals when
//!   MODE.FP_DENORM\[4\] (f32 input denormals) is clear; C and D never flush; every other type
//!   keeps denormals.
//! * NaN results are the canonical quiet NaN (`0x7fc0_0000`, f64 `0x7ff8…`): the seed defines
//!   no payloads, and a fixed pattern keeps native and wasm runs identical.
//! * F64 ops: CBSZ/ABID ignored, BLGP\[0\]/\[1\]/\[2\] negate A/B/C (L3286).
//! * F8F6F4: CBSZ = A format, BLGP = B format (L2995); no broadcast (L3244, L3294).
//! * Scale form (L3300–L3373): the scales are enabled by ABID\[0\] = 1 in the MFMA word
//!   (L3028), which the scale form always has (lanescope decodes the 4-dword form only then,
//!   and the plain F8F6F4 rows are the ABID\[0\] = 0 case: no scales). The
//!   E8M0 scale of A row `i` and K-block `k/32` is byte `{OP_SEL_HI[0],OP_SEL[0]}` of the A-scale
//!   VGPR in lane [`scale_slot`], likewise B column `j` with `{OP_SEL_HI[1],OP_SEL[1]}`; a scale
//!   multiplies by `2^(e−127)`, 0xFF is NaN. lanescope applies both scales to each product
//!   (exact in f64) before it is added; the seed applies them "after the normal dot product,
//!   prior to accumulation" (L3318), which differs only in rounding (Approximate). An inline
//!   constant scale source gives the exponent field of its f32 pattern (L3350: "floats, using
//!   only the exponent portion").
//! * SMFMAC (L3569–L3892): A holds the two non-zeros of each group of four along K; the 2-bit
//!   index of each (from the index VGPR, set chosen by CBSZ/ABID, layout engine
//!   [`Matrix::K`]) gives its column; only the stored values are multiplied, in stored order.
//!   C is read from VDST; the index VGPR is always an architectural VGPR (L3646).
//!
//! # Plan cache
//!
//! The core is `no_std` with `unsafe` forbidden, so there is no lazily initialised global
//! without a lock crate. The plans live in the [`Wave`] instead ([`PlanCache`], a `BTreeMap`
//! keyed by (opcode row, CBSZ, ABID, BLGP) holding `Arc<Plan>`): a wave builds a plan the first
//! time it executes that instruction form, and every later execution only looks it up (a
//! `BTreeMap` probe, tens of nanoseconds). Building a plan costs one layout-engine call per
//! element: measured natively (release, loaded 2-core machine) about 5–10× one execution
//! (≈50 µs for `32x32x8_f16`, ≈250 µs for `32x32x64_f8f6f4`, against ≈4–30 µs per cached
//! execution), so building per call would dominate every MFMA. Cloning a wave shares the plans,
//! the machine hands them on to the waves of the next workgroup (and across `reset`), and the
//! cache is ignored by `==` and `Debug`.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::sync::Arc;
use alloc::vec;
use alloc::vec::Vec;

use super::layout::{check_mods, locate, read_slot, regs, scale_slot, Matrix, Mods, Shape, Ty};
use crate::exec::formats;
use crate::exec::wave::{AGPR0, LANES};
use crate::exec::{Env, ExecError, Flow, Wave};
use crate::isa::inst::{mai, Inst};
use crate::isa::operand::{inline_value, Ty as OpTy, VGPR0};
use crate::isa::table::Fidelity;

/// MODE.FP16_OVFL (bit 23): f32 overflow clamps to ±MAX, i32 saturates (seed 001 L2580).
const MODE_FP16_OVFL: u32 = 1 << 23;
/// MODE.FP_DENORM\[0\] (bit 4): f32 input denormals kept.
const MODE_F32_IN_DENORM: u32 = 1 << 4;
/// The canonical quiet NaN of an f32 result.
const QNAN32: u32 = 0x7fc0_0000;
/// The canonical quiet NaN of an f64 result.
const QNAN64: u64 = 0x7ff8_0000_0000_0000;

/// How the products are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// f32 × f32 → f32 with an f32 FMA per step.
    F32,
    /// f16/bf16/fp8/…/fp4 → f32: exact products, one f32 rounding per step.
    Narrow,
    /// f64 × f64 → f64 with an f64 FMA per step.
    F64,
    /// i8 × i8 → i32, exact.
    I8,
}

/// Everything about one (instruction, CBSZ/ABID/BLGP) that does not depend on register data:
/// the shape, the operand widths and the gather/scatter tables. Table entries are
/// `word << 5 | bit`: `word = reg·64 + lane` inside the operand's register tuple.
#[derive(Debug)]
pub struct Plan {
    shape: Shape,
    kind: Kind,
    a_ty: Ty,
    b_ty: Ty,
    a_regs: u32,
    b_regs: u32,
    cd_regs: u32,
    /// A elements, `[block][i][kk]` (`kk` < stored columns), as read (broadcast applied).
    a_at: Vec<u32>,
    /// B elements, `[block][k][j]`, as read.
    b_at: Vec<u32>,
    /// C/D elements, `[block][i][j]` (f64: the low dword's word).
    cd_at: Vec<u32>,
    /// SMFMAC: the index bits of each A element, same order as `a_at` (empty for dense ops).
    k_at: Vec<u32>,
    /// Decoding tables of the ≤8-bit float formats of A and B (empty otherwise).
    a_lut: Vec<f32>,
    b_lut: Vec<f32>,
}

/// The wave's cache of [`Plan`]s (see the module doc). Equal to every other cache and printed
/// as its size, so it never changes how two waves compare.
#[derive(Clone, Default)]
pub struct PlanCache(BTreeMap<(u16, u8, u8, u8), Arc<Plan>>);

impl PlanCache {
    /// Adds `other`'s plans (shared, not copied).
    pub fn absorb(&mut self, other: &PlanCache) {
        for (k, p) in &other.0 {
            self.0.entry(*k).or_insert_with(|| p.clone());
        }
    }
}

impl PartialEq for PlanCache {
    fn eq(&self, _: &PlanCache) -> bool {
        true
    }
}

impl core::fmt::Debug for PlanCache {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "PlanCache({} plans)", self.0.len())
    }
}

fn err(i: &Inst, what: &str) -> ExecError {
    ExecError::new(format!("{}: {what}", i.row().name))
}

/// The decoding table of a ≤8-bit float type (FP8, BF8, FP6, BF6, FP4), else empty.
fn lut(t: Ty) -> Vec<f32> {
    let f = match t {
        Ty::Fp8 => formats::FP8,
        Ty::Bf8 => formats::BF8,
        Ty::Fp6 => formats::FP6,
        Ty::Bf6 => formats::BF6,
        Ty::Fp4 => formats::FP4,
        _ => return Vec::new(),
    };
    (0..1u32 << t.bits()).map(|b| f.decode(b) as f32).collect()
}

fn slot_code(s: super::layout::Slot) -> u32 {
    (s.reg * LANES as u32 + s.lane) << 5 | s.lo
}

/// Builds the plan of `shape` with `mods` (the modifiers already checked).
fn build(shape: Shape, mods: Mods) -> Result<Plan, &'static str> {
    let a_ty = super::layout::operand_type(&shape, mods, Matrix::A).ok_or("no A format for these modifiers")?;
    let b_ty = super::layout::operand_type(&shape, mods, Matrix::B).ok_or("no B format for these modifiers")?;
    let kind = match (shape.cd_type, a_ty) {
        (Ty::F64, _) => Kind::F64,
        (Ty::I32, _) => Kind::I8,
        (_, Ty::F32) => Kind::F32,
        _ => Kind::Narrow,
    };
    let (m, n, k, nb, ac) = (shape.m, shape.n, shape.k, shape.blocks, shape.a_cols());
    let missing = "the layout engine has no slot for an element";
    let mut a_at = Vec::with_capacity((nb * m * ac) as usize);
    let mut k_at = Vec::new();
    for b in 0..nb {
        for i in 0..m {
            for kk in 0..ac {
                a_at.push(slot_code(read_slot(&shape, mods, Matrix::A, b, i, kk).ok_or(missing)?));
                if shape.sparse {
                    k_at.push(slot_code(locate(&shape, mods, Matrix::K, b, i, kk).ok_or(missing)?));
                }
            }
        }
    }
    let mut b_at = Vec::with_capacity((nb * k * n) as usize);
    for b in 0..nb {
        for kk in 0..k {
            for j in 0..n {
                b_at.push(slot_code(read_slot(&shape, mods, Matrix::B, b, kk, j).ok_or(missing)?));
            }
        }
    }
    let mut cd_at = Vec::with_capacity((nb * m * n) as usize);
    for b in 0..nb {
        for i in 0..m {
            for j in 0..n {
                cd_at.push(slot_code(locate(&shape, mods, Matrix::D, b, i, j).ok_or(missing)?));
            }
        }
    }
    Ok(Plan {
        shape,
        kind,
        a_ty,
        b_ty,
        a_regs: regs(&shape, mods, Matrix::A),
        b_regs: regs(&shape, mods, Matrix::B),
        cd_regs: regs(&shape, mods, Matrix::D),
        a_at,
        b_at,
        cd_at,
        k_at,
        a_lut: lut(a_ty),
        b_lut: lut(b_ty),
    })
}

/// The plan of `i` (built on first use and kept in the wave's cache).
fn plan(w: &mut Wave, i: &Inst) -> Result<Arc<Plan>, ExecError> {
    let key = (i.op as u16, i.mai.cbsz, i.mai.abid, i.mai.blgp);
    if let Some(p) = w.mfma_plans.0.get(&key) {
        return Ok(p.clone());
    }
    let shape = Shape::from_name(i.row().name).ok_or_else(|| err(i, "not a matrix instruction"))?;
    let mods = Mods::new(i.mai.cbsz as u32, i.mai.abid as u32, i.mai.blgp as u32);
    check_mods(&shape, mods).map_err(|e| err(i, e))?;
    let p = Arc::new(build(shape, mods).map_err(|e| err(i, e))?);
    w.mfma_plans.0.insert(key, p.clone());
    Ok(p)
}

/// The first wave register of an A/B/C/D tuple of `n` registers at index `idx` (0–255) in the
/// AGPR file (`agpr`) or the VGPR file, checked: inside the file, and even-aligned when wider
/// than one register (seed 001 L2598 "Src0/1/2/VDST if VGPR need to be even aligned"; the
/// chapter text at L2485 asks for alignment to the tuple size, which llvm-mc does not enforce:
/// lanescope follows the rule table).
fn tuple(w: &Wave, i: &Inst, what: &str, idx: usize, agpr: bool, n: u32) -> Result<usize, ExecError> {
    let base = if agpr { AGPR0 + idx } else { idx };
    let file = if agpr { "a" } else { "v" };
    if n > 1 && idx % 2 == 1 {
        return Err(err(
            i,
            &format!("{what} {file}{idx} must start at an even register (seed 001 L2598)"),
        ));
    }
    if base + n as usize > w.file_end(base) {
        return Err(err(
            i,
            &format!(
                "{what} {file}[{idx}:{}] runs past the end of the register file",
                idx + n as usize - 1
            ),
        ));
    }
    Ok(base)
}

/// A source operand tuple (A or B): must be a VGPR or AGPR code.
fn src_tuple(w: &Wave, i: &Inst, n: usize, agpr: bool, regs: u32) -> Result<usize, ExecError> {
    let code = i.src[n];
    let what = ["A (src0)", "B (src1)", "C (src2)"][n];
    if code < VGPR0 {
        return Err(err(i, &format!("{what} must be a VGPR or AGPR tuple")));
    }
    tuple(w, i, what, (code - VGPR0) as usize, agpr, regs)
}

/// `width` bits (≤ 64) of a tuple at table entry `e`: the bits may run into the next register
/// of the same lane (FP6, L2838; f64).
#[inline(always)]
fn bits_at(t: &[u32], e: u32, width: u32) -> u64 {
    let word = (e >> 5) as usize;
    let lo = e & 31;
    let mut v = t[word] as u64;
    if lo + width > 32 {
        v |= (t.get(word + LANES).copied().unwrap_or(0) as u64) << 32;
    }
    let v = v >> lo;
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// Decodes element bits of float type `t` to f32 (exact).
#[inline(always)]
fn to_f32(t: Ty, lut: &[f32], bits: u64) -> f32 {
    match t {
        Ty::F32 => f32::from_bits(bits as u32),
        Ty::F16 => half::f16::from_bits(bits as u16).to_f32(),
        Ty::Bf16 => f32::from_bits((bits as u32) << 16),
        _ => lut.get(bits as usize).copied().unwrap_or(0.0),
    }
}

fn gather_f32(t: &[u32], at: &[u32], ty: Ty, lut: &[f32], flush: bool) -> Vec<f32> {
    let width = ty.bits();
    at.iter()
        .map(|&e| {
            let x = to_f32(ty, lut, bits_at(t, e, width));
            if flush {
                crate::exec::float::flush32(x)
            } else {
                x
            }
        })
        .collect()
}

/// Where C comes from.
enum CSrc {
    /// A register tuple starting at this wave register.
    Regs(usize),
    /// An inline constant, broadcast to every element (bits; f64 for the F64 ops).
    Const(u64),
}

/// Reads C: a tuple in the C/D file, or an inline constant (L2599 "SRC2 can be
/// inline/constant"; an integer constant is its two's-complement bits, sign-extended to 64
/// bits for f64 C; a float constant is the f32 or f64 pattern, as for any VALU operand).
fn c_source(w: &Wave, i: &Inst, p: &Plan, d_agpr: bool, d_base: usize) -> Result<CSrc, ExecError> {
    if p.shape.sparse {
        return Ok(CSrc::Regs(d_base));
    }
    let code = i.src[2];
    if code >= VGPR0 {
        return Ok(CSrc::Regs(tuple(
            w,
            i,
            "C (src2)",
            (code - VGPR0) as usize,
            d_agpr,
            p.cd_regs,
        )?));
    }
    super::view::inline_c(code, p.kind == Kind::F64)
        .map(CSrc::Const)
        .ok_or_else(|| err(i, "C (src2) must be a register tuple or an inline constant"))
}

/// The E8M0 scale bytes of the scale form: for A rows (`m`) or B columns (`n`) × K-blocks,
/// `out[row * kblocks + kb]`.
fn scales(w: &Wave, i: &Inst, p: &Plan, which: usize) -> Result<Vec<u8>, ExecError> {
    let s = &p.shape;
    let rows = if which == 0 { s.m } else { s.n };
    let kblocks = s.k / 32;
    let mut out = vec![127u8; (rows * kblocks) as usize];
    let sel = ((i.op_sel_hi >> which & 1) << 1 | (i.op_sel >> which & 1)) as u32;
    let code = i.mai.scale[which];
    let what = ["A scale", "B scale"][which];
    let reg = if code >= VGPR0 {
        let r = (code - VGPR0) as usize;
        if r >= w.file_end(0) {
            return Err(err(i, &format!("{what} v{r} is past the end of the VGPR file")));
        }
        Some(r)
    } else if matches!(code, 128..=208 | 240..=248) {
        None
    } else {
        return Err(err(i, &format!("{what} must be a VGPR or an inline constant")));
    };
    let konst = inline_value(code, OpTy::F32).map(formats::e8m0_of_f32);
    for row in 0..rows {
        for kb in 0..kblocks {
            let v = match (reg, konst) {
                (Some(r), _) => {
                    let slot = scale_slot(s, sel, row, kb).ok_or_else(|| err(i, "no scale slot"))?;
                    (w.vgpr[r * LANES + slot.lane as usize] >> slot.lo) as u8
                }
                (None, Some(k)) => k,
                (None, None) => 127,
            };
            out[(row * kblocks + kb) as usize] = v;
        }
    }
    Ok(out)
}

/// Semantics of every `v_mfma_*`, `v_smfmac_*` and `v_mfma_scale_*` row (see the module doc).
pub fn mfma(w: &mut Wave, _: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    if i.invalid != 0 {
        return Err(err(i, "an operand holds a value its class cannot take"));
    }
    let p = plan(w, i)?;
    let acc = i.mai.acc;
    let a_base = src_tuple(w, i, 0, acc & mai::ACC_A != 0, p.a_regs)?;
    let b_base = src_tuple(w, i, 1, acc & mai::ACC_B != 0, p.b_regs)?;
    let d_agpr = acc & mai::ACC_CD != 0;
    let d_base = tuple(w, i, "D (vdst)", i.dst as usize, d_agpr, p.cd_regs)?;
    let c_src = c_source(w, i, &p, d_agpr, d_base)?;
    let k_base = sparse_index(w, i, &p)?;
    let t = Tiles::read(w, &p, [a_base, b_base], c_src, k_base);
    let out = match p.kind {
        Kind::F32 | Kind::Narrow => mfma_f32(w, i, &p, &t)?,
        Kind::F64 => mfma_f64(i, &p, &t),
        Kind::I8 => mfma_i8(&p, &t),
    };
    for r in 0..p.cd_regs as usize {
        let mut lanes = [0u32; LANES];
        lanes.copy_from_slice(&out[r * LANES..(r + 1) * LANES]);
        w.vwrite_mask(d_base + r, &lanes, u64::MAX);
    }
    Ok(Flow::Next)
}

/// The SMFMAC's sparse index register (src2), `None` for the dense ops.
fn sparse_index(w: &Wave, i: &Inst, p: &Plan) -> Result<Option<usize>, ExecError> {
    if !p.shape.sparse {
        return Ok(None);
    }
    let code = i.src[2];
    if code < VGPR0 {
        return Err(err(i, "the sparse index (src2) must be a VGPR"));
    }
    Ok(Some(tuple(w, i, "index (src2)", (code - VGPR0) as usize, false, 1)?))
}

/// The words of A, B and C one matrix op reads, and what the multiply needs around them.
struct Tiles<'w> {
    a: &'w [u32],
    b: &'w [u32],
    /// C's words, or `None` when C is the inline constant `c_const`.
    c: Option<&'w [u32]>,
    c_const: u64,
    /// SMFMAC: the column of B each stored A element multiplies (empty for dense ops).
    kcol: Vec<u16>,
    dims: Dims,
    /// D elements (`nb×m×n`).
    cells: usize,
    /// MODE.FP16_OVFL: saturate infinities (floats) and overflow (integers).
    sat: bool,
}

impl<'w> Tiles<'w> {
    /// Reads the tuples of A and B (`ab` = their first registers), C and the sparse index.
    fn read(w: &'w Wave, p: &Plan, ab: [usize; 2], c_src: CSrc, k_base: Option<usize>) -> Tiles<'w> {
        let words = |base: usize, n: u32| base * LANES..(base + n as usize) * LANES;
        let (m, n, k, nb, ac) = p.shape.dims();
        let kcol: Vec<u16> = match k_base {
            Some(kb) => {
                let kt = &w.vgpr[words(kb, 1)];
                p.k_at
                    .iter()
                    .enumerate()
                    .map(|(x, &e)| (4 * ((x % ac) / 2) + bits_at(kt, e, 2) as usize) as u16)
                    .collect()
            }
            None => Vec::new(),
        };
        let (c, c_const) = match c_src {
            CSrc::Regs(base) => (Some(&w.vgpr[words(base, p.cd_regs)]), 0),
            CSrc::Const(v) => (None, v),
        };
        Tiles {
            a: &w.vgpr[words(ab[0], p.a_regs)],
            b: &w.vgpr[words(ab[1], p.b_regs)],
            c,
            c_const,
            kcol,
            dims: Dims { nb, m, n, k, ac },
            cells: nb * m * n,
            sat: w.mode & MODE_FP16_OVFL != 0,
        }
    }

    /// The row of B that stored A element `x` multiplies.
    fn col(&self, x: usize) -> usize {
        if self.kcol.is_empty() {
            x % self.dims.ac
        } else {
            self.kcol[x] as usize
        }
    }

    /// The blocked multiply of every matrix op: for each block, row of A and stored column `x`
    /// of A (k ascending), `mac(acc, a, b)` over D's row and the contiguous row [`Self::col`]`(x)`
    /// of B. Every D element receives its products in ascending k; the inner loop runs over
    /// plain rows, which the compiler vectorizes. `d` is `nb×m×n`, `av` is `nb×m×ac`, `bv` is
    /// `nb×k×n`.
    #[inline(always)]
    fn product<A: Copy, B: Copy, D>(&self, d: &mut [D], av: &[A], bv: &[B], mac: impl Fn(&mut D, A, B)) {
        let Dims { nb, m, n, k, ac } = self.dims;
        for b in 0..nb {
            for r in 0..m {
                let row = &mut d[(b * m + r) * n..][..n];
                for kk in 0..ac {
                    let x = (b * m + r) * ac + kk;
                    let a = av[x];
                    let brow = &bv[(b * k + self.col(x)) * n..][..n];
                    for (acc, &bj) in row.iter_mut().zip(brow) {
                        mac(acc, a, bj);
                    }
                }
            }
        }
    }
}

/// The f32-accumulator ops (f32, xf32, f16, bf16, the ≤8-bit floats, the scale form): D's
/// words.
fn mfma_f32(w: &Wave, i: &Inst, p: &Plan, t: &Tiles) -> Result<Vec<u32>, ExecError> {
    let flush = p.kind == Kind::F32 && w.mode & MODE_F32_IN_DENORM == 0;
    let av = gather_f32(t.a, &p.a_at, p.a_ty, &p.a_lut, flush);
    let bv = gather_f32(t.b, &p.b_at, p.b_ty, &p.b_lut, flush);
    let mut d: Vec<f32> = match t.c {
        Some(c) => p
            .cd_at
            .iter()
            .map(|&e| f32::from_bits(bits_at(c, e, 32) as u32))
            .collect(),
        None => vec![f32::from_bits(t.c_const as u32); t.cells],
    };
    if p.shape.scaled {
        let (av, bv) = apply_scales(w, i, p, t, &av, &bv)?;
        t.product(&mut d, &av, &bv, narrow_mac);
    } else if p.kind == Kind::Narrow && exact_f32_products(p.a_ty) && exact_f32_products(p.b_ty) {
        // Every product is exact in f32: `acc + a·b` in f32 arithmetic is the fused
        // multiply-add itself (the product needs no rounding, the sum is rounded once).
        t.product(&mut d, &av, &bv, |acc: &mut f32, a: f32, b: f32| *acc += a * b);
    } else if p.kind == Kind::Narrow {
        t.product(&mut d, &av, &bv, narrow_mac);
    } else {
        t.product(&mut d, &av, &bv, |acc: &mut f32, a: f32, b: f32| {
            *acc = libm::fmaf(a, b, *acc)
        });
    }
    let mut out = vec![0u32; p.cd_regs as usize * LANES];
    for (&e, &v) in p.cd_at.iter().zip(&d) {
        let bits = if v.is_nan() {
            QNAN32
        } else if t.sat && v.is_infinite() {
            f32::MAX.copysign(v).to_bits()
        } else {
            v.to_bits()
        };
        out[(e >> 5) as usize] = bits;
    }
    Ok(out)
}

/// The scale form's A and B values times their E8M0 scales, in f64 (exact: at most 2^±254
/// times a ≤8-bit significand).
fn apply_scales(
    w: &Wave,
    i: &Inst,
    p: &Plan,
    t: &Tiles,
    av: &[f32],
    bv: &[f32],
) -> Result<(Vec<f64>, Vec<f64>), ExecError> {
    let Dims { m, n, k, ac, .. } = t.dims;
    let sa = scales(w, i, p, 0)?;
    let sb = scales(w, i, p, 1)?;
    let kbs = k / 32;
    let av: Vec<f64> = (0..av.len())
        .map(|x| {
            let (row, kk) = ((x / ac) % m, t.col(x));
            av[x] as f64 * formats::e8m0_to_f64(sa[row * kbs + kk / 32])
        })
        .collect();
    let bv: Vec<f64> = (0..bv.len())
        .map(|x| {
            let (kk, j) = ((x / n) % k, x % n);
            bv[x] as f64 * formats::e8m0_to_f64(sb[j * kbs + kk / 32])
        })
        .collect();
    Ok((av, bv))
}

/// The f64 ops (BLGP bits 0-2 negate A, B and C): D's words.
fn mfma_f64(i: &Inst, p: &Plan, t: &Tiles) -> Vec<u32> {
    let neg = |bit: u8| if i.mai.blgp >> bit & 1 == 1 { -1.0 } else { 1.0 };
    let (na, nb, nc) = (neg(0), neg(1), neg(2));
    let av: Vec<f64> = p
        .a_at
        .iter()
        .map(|&e| na * f64::from_bits(bits_at(t.a, e, 64)))
        .collect();
    let bv: Vec<f64> = p
        .b_at
        .iter()
        .map(|&e| nb * f64::from_bits(bits_at(t.b, e, 64)))
        .collect();
    let mut d: Vec<f64> = match t.c {
        Some(c) => p
            .cd_at
            .iter()
            .map(|&e| nc * f64::from_bits(bits_at(c, e, 64)))
            .collect(),
        None => vec![nc * f64::from_bits(t.c_const); t.cells],
    };
    t.product(&mut d, &av, &bv, |acc: &mut f64, a: f64, b: f64| {
        *acc = libm::fma(a, b, *acc)
    });
    let mut out = vec![0u32; p.cd_regs as usize * LANES];
    for (&e, &v) in p.cd_at.iter().zip(&d) {
        let bits = if v.is_nan() { QNAN64 } else { v.to_bits() };
        let word = (e >> 5) as usize;
        out[word] = bits as u32;
        if let Some(hi) = out.get_mut(word + LANES) {
            *hi = (bits >> 32) as u32;
        }
    }
    out
}

/// The i8 ops (i32 accumulator, saturating with MODE.FP16_OVFL): D's words.
fn mfma_i8(p: &Plan, t: &Tiles) -> Vec<u32> {
    let av: Vec<i32> = p.a_at.iter().map(|&e| bits_at(t.a, e, 8) as u8 as i8 as i32).collect();
    let bv: Vec<i32> = p.b_at.iter().map(|&e| bits_at(t.b, e, 8) as u8 as i8 as i32).collect();
    let mut d: Vec<i64> = match t.c {
        Some(c) => p
            .cd_at
            .iter()
            .map(|&e| bits_at(c, e, 32) as u32 as i32 as i64)
            .collect(),
        None => vec![t.c_const as u32 as i32 as i64; t.cells],
    };
    t.product(&mut d, &av, &bv, |acc: &mut i64, a: i32, b: i32| *acc += (a * b) as i64);
    let mut out = vec![0u32; p.cd_regs as usize * LANES];
    for (&e, &v) in p.cd_at.iter().zip(&d) {
        let r = if t.sat {
            v.clamp(i32::MIN as i64, i32::MAX as i64) as i32
        } else {
            v as i32
        };
        out[(e >> 5) as usize] = r as u32;
    }
    out
}

/// The sizes the blocked multiply walks: blocks, M, N, K (B's rows) and A's stored columns.
#[derive(Clone, Copy)]
struct Dims {
    nb: usize,
    m: usize,
    n: usize,
    k: usize,
    ac: usize,
}

/// The f32-accumulator step of the narrow-float and scaled ops: `acc = f32(acc + a·b)` with the
/// product exact in f64 (see the module doc).
#[inline(always)]
fn narrow_mac<T: Into<f64>>(acc: &mut f32, a: T, b: T) {
    *acc = (*acc as f64 + a.into() * b.into()) as f32;
}

/// Whether products of two values of type `t` (and of any two of these types) are exact in f32:
/// at most 11 significant bits each (22 ≤ 24) and products between 2^-48 and 2^32, inside f32's
/// range (f16, FP8, BF8, FP6, BF6, FP4; not bf16, whose products leave f32's exponent range).
fn exact_f32_products(t: Ty) -> bool {
    matches!(t, Ty::F16 | Ty::Fp8 | Ty::Bf8 | Ty::Fp6 | Ty::Bf6 | Ty::Fp4)
}

/// `V_MFMA_LD_SCALE_B32` on its own: no architectural effect. Its scales reach only the F8F6F4
/// MFMA in the same 4-dword scale instruction (seed 001 L3326–L3340, "used just for one
/// instruction"), which lanescope decodes as one instruction ([`mfma`] reads the scales).
pub fn ld_scale(_: &mut Wave, _: &mut Env, _: &Inst) -> Result<Flow, ExecError> {
    Ok(Flow::Next)
}

/// Fidelity of the float matrix rows with more than one product per element.
pub const ORDER: Fidelity = Fidelity::Approximate(
    "products added one at a time in ascending k, each step a fused multiply-add rounded (RNE) to the accumulator type; the seed says 'fused multiply add' but not the summation order or internal precision, so the hardware's last bits may differ; NaN results are the canonical quiet NaN",
);
/// Fidelity of the block-scaled F8F6F4 rows.
pub const SCALED: Fidelity = Fidelity::Approximate(
    "scales applied to each product (exact) rather than to each 32-value partial dot product (seed 001 L3318); products added in ascending k with one RNE rounding per step (the seed gives no order); an inline-constant scale is its f32 exponent field",
);
/// Fidelity of `v_mfma_ld_scale_b32` executed on its own.
pub const LD_SCALE: Fidelity = Fidelity::Approximate(
    "on its own it does nothing: its scales only reach the F8F6F4 MFMA of the same 4-dword scale instruction, which lanescope decodes and executes as one instruction",
);
