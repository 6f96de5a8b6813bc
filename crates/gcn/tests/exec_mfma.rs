//! Execution of every gfx950 matrix instruction (seed 001 chapter 7, L2415–L3900).
//!
//! Inputs are random (a small xorshift PRNG, fixed seeds) and placed into registers with the
//! layout engine's `locate` (the layout engine is tested against the seed's tables and formulas
//! on its own, in `matrix_layout.rs`). The broadcast tests place and permute with the seed's
//! formulas written out here (L2851, L3227, Table 29). Every expected D comes from a plain
//! reference matmul in this file: a triple loop with f64 accumulation (exact `i64` for i8).
//! Float data is either small values every format represents (products and sums exact, so
//! the result is compared bit for bit) or random values compared within a relative tolerance.

use lanescope_gcn::exec::formats::{self, Format};
use lanescope_gcn::exec::Wave;
use lanescope_gcn::matrix::{locate, regs, shapes, Matrix, Mods, Shape, Slot, Ty};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::rng::Rng;
use common::run::run_wave;

/// Runs `src` on gfx950 from `w`.
fn run(src: &str, w: Wave) -> GcnMachine {
    run_wave(Arch::Gfx950, src, w, None)
}

/// Register bases used by every test: D (and C) at 0, A at 32, B at 64, separate C at 96,
/// the SMFMAC index at 128, the scales at 130/131.
const D0: u32 = 0;
const A0: u32 = 32;
const B0: u32 = 64;
const C0: u32 = 96;
const K0: u32 = 128;

fn narrow(t: Ty) -> Option<Format> {
    Some(match t {
        Ty::Fp8 => formats::FP8,
        Ty::Bf8 => formats::BF8,
        Ty::Fp6 => formats::FP6,
        Ty::Bf6 => formats::BF6,
        Ty::Fp4 => formats::FP4,
        _ => return None,
    })
}

/// A value of type `t` and its bits: `exact` picks from {0, ±0.5, ±1, ±1.5, ±2, ±3, ±4}
/// (every float format holds these), else a random finite value.
fn value(rng: &mut Rng, t: Ty, exact: bool) -> (f64, u64) {
    const SMALL: [f64; 13] = [0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0];
    let small = SMALL[rng.below(13) as usize];
    match t {
        Ty::I8 => {
            let v = rng.next() as u8 as i8;
            (v as f64, v as u8 as u64)
        }
        Ty::I32 => {
            let v = if exact {
                rng.below(2001) as i32 - 1000
            } else {
                rng.next() as i32
            };
            (v as f64, v as u32 as u64)
        }
        Ty::F32 => {
            let v = if exact { small as f32 } else { (rng.unit() * 4.0) as f32 };
            (v as f64, v.to_bits() as u64)
        }
        Ty::F64 => {
            let v = if exact { small } else { rng.unit() * 4.0 };
            (v, v.to_bits())
        }
        Ty::F16 => {
            let h = half::f16::from_f64(if exact { small } else { rng.unit() * 4.0 });
            (h.to_f64(), h.to_bits() as u64)
        }
        Ty::Bf16 => {
            let h = half::bf16::from_f64(if exact { small } else { rng.unit() * 4.0 });
            (h.to_f64(), h.to_bits() as u64)
        }
        _ => {
            let f = narrow(t).unwrap();
            if exact {
                let bits = (0..1u32 << t.bits()).find(|&b| f.decode(b) == small).unwrap();
                (small, bits as u64)
            } else {
                loop {
                    let b = rng.below(1 << t.bits()) as u32;
                    let v = f.decode(b);
                    if v.is_finite() {
                        return (v, b as u64);
                    }
                }
            }
        }
    }
}

/// Writes `bits` into the slot of a tuple starting at wave register `base` (the bits may run
/// into the next register, FP6 and f64).
fn put(w: &mut Wave, base: u32, s: Slot, bits: u64) {
    let width = s.hi - s.lo + 1;
    let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let at = |r: u32| ((base + r) as usize) * 64 + s.lane as usize;
    let lo_word = at(s.reg);
    let mut v = w.vgpr[lo_word] as u64;
    if s.hi > 31 {
        v |= (w.vgpr[at(s.reg + 1)] as u64) << 32;
    }
    v = (v & !(mask << s.lo)) | (bits & mask) << s.lo;
    w.vgpr[lo_word] = v as u32;
    if s.hi > 31 {
        w.vgpr[at(s.reg + 1)] = (v >> 32) as u32;
    }
}

fn get(m: &GcnMachine, base: u32, s: Slot) -> u64 {
    let lo = m.vgpr((base + s.reg) as usize)[s.lane as usize] as u64;
    if s.hi > 31 {
        lo | (m.vgpr((base + s.reg + 1) as usize)[s.lane as usize] as u64) << 32
    } else {
        (lo >> s.lo) & ((1u64 << (s.hi - s.lo + 1)) - 1)
    }
}

fn tuple(file: char, base: u32, n: u32) -> String {
    if n == 1 {
        format!("{file}{base}")
    } else {
        format!("{file}[{base}:{}]", base + n - 1)
    }
}

/// The operands of one test case, as matrices (values; bits are in the wave).
struct Case {
    shape: Shape,
    mods: Mods,
    /// A[b][i][kk] (stored columns).
    a: Vec<f64>,
    /// SMFMAC: column of each stored A element.
    acol: Vec<usize>,
    /// B[b][k][j].
    b: Vec<f64>,
    /// C[b][i][j].
    c: Vec<f64>,
    /// Scale exponents (unbiased) of A rows and B columns per K-block, `[row][kb]`.
    sa: Vec<i32>,
    sb: Vec<i32>,
}

impl Case {
    /// Random operands placed in `w` (A at [`A0`], B at [`B0`], C at `c_base`, index at [`K0`]).
    fn new(w: &mut Wave, rng: &mut Rng, shape: Shape, mods: Mods, exact: bool, c_base: u32) -> Case {
        let at = lanescope_gcn::matrix::operand_type(&shape, mods, Matrix::A).unwrap();
        let bt = lanescope_gcn::matrix::operand_type(&shape, mods, Matrix::B).unwrap();
        let (m, n, k, nb, ac) = (shape.m, shape.n, shape.k, shape.blocks, shape.a_cols());
        let mut a = Vec::new();
        let mut acol = Vec::new();
        for blk in 0..nb {
            for i in 0..m {
                let mut pair = (0, 0);
                for kk in 0..ac {
                    let (v, bits) = value(rng, at, exact);
                    a.push(v);
                    put(w, A0, locate(&shape, mods, Matrix::A, blk, i, kk).unwrap(), bits);
                    if shape.sparse {
                        if kk % 2 == 0 {
                            // Two distinct positions of four, ascending (L3629: idx0 < idx1).
                            let x = rng.below(4) as u32;
                            let y = (x + 1 + rng.below(3) as u32) % 4;
                            pair = (x.min(y), x.max(y));
                        }
                        let idx = if kk % 2 == 0 { pair.0 } else { pair.1 };
                        put(w, K0, locate(&shape, mods, Matrix::K, blk, i, kk).unwrap(), idx as u64);
                        acol.push((4 * (kk / 2) + idx) as usize);
                    } else {
                        acol.push(kk as usize);
                    }
                }
            }
        }
        let mut b = Vec::new();
        for blk in 0..nb {
            for kk in 0..k {
                for j in 0..n {
                    let (v, bits) = value(rng, bt, exact);
                    b.push(v);
                    put(w, B0, locate(&shape, mods, Matrix::B, blk, kk, j).unwrap(), bits);
                }
            }
        }
        let mut c = Vec::new();
        for blk in 0..nb {
            for i in 0..m {
                for j in 0..n {
                    let (v, bits) = value(rng, shape.cd_type, exact);
                    c.push(v);
                    put(w, c_base, locate(&shape, mods, Matrix::C, blk, i, j).unwrap(), bits);
                }
            }
        }
        let kbs = (k / 32) as usize;
        Case {
            shape,
            mods,
            a,
            acol,
            b,
            c,
            sa: vec![0; m as usize * kbs],
            sb: vec![0; n as usize * kbs],
        }
    }

    /// The reference D[b][i][j]: C + Σ A·B (each product scaled), summed in f64, with the sum
    /// of the terms' magnitudes (for the tolerance).
    fn reference(&self) -> Vec<(f64, f64)> {
        let s = &self.shape;
        let (m, n, k, nb, ac) = s.dims();
        let kbs = k / 32;
        let mut d = vec![(0.0, 0.0); self.c.len()];
        for blk in 0..nb {
            for i in 0..m {
                for j in 0..n {
                    let mut sum = self.c[(blk * m + i) * n + j];
                    let mut mag = sum.abs();
                    for kk in 0..ac {
                        let x = (blk * m + i) * ac + kk;
                        let col = self.acol[x];
                        let mut p = self.a[x] * self.b[(blk * k + col) * n + j];
                        if s.scaled {
                            p *= 2f64.powi(self.sa[i * kbs + col / 32] + self.sb[j * kbs + col / 32]);
                        }
                        sum += p;
                        mag += p.abs();
                    }
                    d[(blk * m + i) * n + j] = (sum, mag);
                }
            }
        }
        d
    }
}

/// The instruction text for `shape` with A/B/C/D at the test bases (`c` = C operand text).
fn text(shape: &Shape, mods: Mods, c: &str, files: [char; 3], extra: &str) -> String {
    let a = tuple(files[0], A0, regs(shape, mods, Matrix::A));
    let b = tuple(files[1], B0, regs(shape, mods, Matrix::B));
    let d = tuple(files[2], D0, regs(shape, mods, Matrix::D));
    let c = if shape.sparse { format!("v{K0}") } else { c.to_string() };
    let scale = if shape.scaled {
        format!(", v{}, v{}", K0 + 2, K0 + 3)
    } else {
        String::new()
    };
    let mut mods_text = String::new();
    if shape.is_f8f6f4() {
        if mods.cbsz != 0 {
            mods_text += &format!(" cbsz:{}", mods.cbsz);
        }
        if mods.blgp != 0 {
            mods_text += &format!(" blgp:{}", mods.blgp);
        }
    } else if shape.is_f64() {
        if mods.blgp != 0 {
            mods_text += &format!(" neg:[{},{},{}]", mods.blgp & 1, mods.blgp >> 1 & 1, mods.blgp >> 2 & 1);
        }
    } else {
        if mods.cbsz != 0 {
            mods_text += &format!(" cbsz:{}", mods.cbsz);
        }
        if mods.abid != 0 {
            mods_text += &format!(" abid:{}", mods.abid);
        }
        if mods.blgp != 0 {
            mods_text += &format!(" blgp:{}", mods.blgp);
        }
    }
    format!("{} {d}, {a}, {b}, {c}{scale}{extra}{mods_text}\ns_endpgm", shape.name)
}

/// Compares D (read from wave register `d_base`) with `want`: bit-exact when `exact`, else
/// within `tol` relative to the sum of |terms|.
fn check(m: &GcnMachine, case: &Case, want: &[(f64, f64)], d_base: u32, exact: bool, what: &str) {
    let s = &case.shape;
    let mut x = 0;
    for blk in 0..s.blocks {
        for i in 0..s.m {
            for j in 0..s.n {
                let slot = locate(s, case.mods, Matrix::D, blk, i, j).unwrap();
                let bits = get(m, d_base, slot);
                let (w, mag) = want[x];
                x += 1;
                let ctx = || format!("{what} {} D[{blk},{i},{j}]", s.name);
                match s.cd_type {
                    Ty::I32 => assert_eq!(bits as u32 as i32, w as i64 as i32, "{}", ctx()),
                    Ty::F64 => {
                        let got = f64::from_bits(bits);
                        if exact {
                            assert_eq!(got, w, "{}", ctx());
                        } else {
                            assert!((got - w).abs() <= 2.3e-16 * mag * s.k as f64, "{}: {got} vs {w}", ctx());
                        }
                    }
                    _ => {
                        let got = f32::from_bits(bits as u32);
                        if exact {
                            assert_eq!(got, w as f32, "{}", ctx());
                        } else {
                            // One f32 rounding per step: at most K·2^-24 of the magnitudes.
                            let tol = 1.2e-7 * mag * (s.k as f64 + 1.0);
                            assert!((got as f64 - w).abs() <= tol, "{}: {got} vs {w}", ctx());
                        }
                    }
                }
            }
        }
    }
}

fn gfx950() -> Wave {
    Wave::new(Arch::Gfx950)
}

/// A gfx950 wave holding random (from `seed`; exact products when `exact`) operands of `shape`
/// with `mods`, C at `c_base`, and the case they make.
fn setup(shape: Shape, mods: Mods, exact: bool, seed: u64, c_base: u32) -> (Wave, Case) {
    let mut w = gfx950();
    let case = Case::new(&mut w, &mut Rng(seed), shape, mods, exact, c_base);
    (w, case)
}

/// One instruction with default modifiers (F8F6F4: FP8 × FP8; scale form: all scales 1.0).
fn one(shape: Shape, mods: Mods, exact: bool, seed: u64) {
    let (mut w, case) = setup(shape, mods, exact, seed, D0);
    if shape.scaled {
        for l in 0..64 {
            w.vgpr[(K0 as usize + 2) * 64 + l] = 0x7f7f_7f7f;
            w.vgpr[(K0 as usize + 3) * 64 + l] = 0x7f7f_7f7f;
        }
    }
    let dn = regs(&shape, mods, Matrix::D);
    let m = run(&text(&shape, mods, &tuple('v', D0, dn), ['v', 'v', 'v'], ""), w);
    check(
        &m,
        &case,
        &case.reference(),
        D0,
        exact,
        if exact { "exact" } else { "random" },
    );
}

#[test]
fn every_matrix_instruction_exact_data() {
    let all = shapes();
    assert_eq!(all.len(), 68);
    for (n, s) in all.into_iter().enumerate() {
        one(s, Mods::default(), true, 1 + n as u64);
    }
}

#[test]
fn every_matrix_instruction_random_data() {
    for (n, s) in shapes().into_iter().enumerate() {
        one(s, Mods::default(), false, 1000 + n as u64);
    }
}

#[test]
fn separate_c_and_agpr_operands() {
    // C in its own tuple; then A, B, C/D all in AGPRs (ACC bits, L2453).
    for (n, s) in shapes().into_iter().enumerate().filter(|(_, s)| !s.sparse) {
        let mods = Mods::default();
        for files in [['v', 'v', 'v'], ['a', 'a', 'a'], ['a', 'v', 'a'], ['v', 'a', 'v']] {
            let (mut w, case) = setup(s, mods, true, 77 + n as u64, C0);
            if s.scaled {
                for l in 0..64 {
                    w.vgpr[(K0 as usize + 2) * 64 + l] = 0x7f7f_7f7f;
                    w.vgpr[(K0 as usize + 3) * 64 + l] = 0x7f7f_7f7f;
                }
            }
            // Move the operands into the AGPR file where the test asks for it.
            let agpr = 256usize * 64;
            let mv = |w: &mut Wave, base: u32, n: u32| {
                for r in 0..n as usize {
                    for l in 0..64 {
                        let v = w.vgpr[(base as usize + r) * 64 + l];
                        w.vgpr[agpr + (base as usize + r) * 64 + l] = v;
                        w.vgpr[(base as usize + r) * 64 + l] = 0xdead_beef;
                    }
                }
            };
            let dn = regs(&s, mods, Matrix::D);
            if files[0] == 'a' {
                mv(&mut w, A0, regs(&s, mods, Matrix::A));
            }
            if files[1] == 'a' {
                mv(&mut w, B0, regs(&s, mods, Matrix::B));
            }
            if files[2] == 'a' {
                mv(&mut w, C0, dn);
            }
            let src = text(&s, mods, &tuple(files[2], C0, dn), files, "");
            let m = run(&src, w);
            let d_base = if files[2] == 'a' { 256 + D0 } else { D0 };
            check(&m, &case, &case.reference(), d_base, true, &src);
        }
    }
}

#[test]
fn exec_zero_still_computes() {
    // MFMA ignores EXEC (seed 001 L2593).
    let s = Shape::from_name("v_mfma_f32_32x32x8_f16").unwrap();
    let (mut w, case) = setup(s, Mods::default(), true, 5, D0);
    w.exec = 0;
    let m = run(&text(&s, Mods::default(), "v[0:15]", ['v'; 3], ""), w);
    check(&m, &case, &case.reference(), D0, true, "exec=0");
}

#[test]
fn inline_constant_c() {
    // SRC2 may be an inline constant (L2599): every element of C is that value (a float
    // constant is the f32 or f64 pattern of the operand's type).
    for (name, c, cval) in [
        ("v_mfma_f32_32x32x8_f16", "1.0", 1.0),
        ("v_mfma_f32_4x4x1_16b_f32", "-2.0", -2.0),
        ("v_mfma_i32_16x16x64_i8", "-7", -7.0),
        ("v_mfma_f64_16x16x4_f64", "0.5", 0.5),
        // An integer constant is its 64-bit two's-complement pattern, as for any f64 VALU
        // operand: 3 is the denormal 3·2^-1074.
        ("v_mfma_f64_4x4x4_4b_f64", "3", f64::from_bits(3)),
        ("v_mfma_f32_16x16x128_f8f6f4", "4.0", 4.0),
    ] {
        let s = Shape::from_name(name).unwrap();
        let (w, mut case) = setup(s, Mods::default(), true, 9, C0);
        case.c.iter_mut().for_each(|x| *x = cval);
        let m = run(&text(&s, Mods::default(), c, ['v'; 3], ""), w);
        check(&m, &case, &case.reference(), D0, true, c);
    }
}

#[test]
fn f8f6f4_every_format_combination() {
    // CBSZ = A format, BLGP = B format (L2995); register counts follow the formats.
    for name in ["v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4"] {
        let s = Shape::from_name(name).unwrap();
        for fa in 0..5 {
            for fb in 0..5 {
                let mods = Mods::new(fa, 0, fb);
                for exact in [true, false] {
                    let (w, case) = setup(s, mods, exact, 100 + (fa * 5 + fb) as u64, D0);
                    let dn = regs(&s, mods, Matrix::D);
                    let m = run(&text(&s, mods, &tuple('v', D0, dn), ['v'; 3], ""), w);
                    check(&m, &case, &case.reference(), D0, exact, &format!("fmt {fa}/{fb}"));
                }
            }
        }
    }
}

#[test]
fn scale_form_with_scales() {
    // E8M0 scales, one per 32 K values of each A row / B column (L3300-L3373): byte
    // {op_sel_hi[n], op_sel[n]} of the scale VGPR, lane = row + M * kblock.
    for name in ["v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4"] {
        let s = Shape::from_name(name).unwrap();
        for (fa, fb, sel_a, sel_b) in [(0, 0, 0, 0), (4, 2, 1, 2), (3, 1, 3, 1), (2, 4, 2, 3)] {
            let mods = Mods::new(fa, 0, fb);
            let mut rng = Rng(300 + fa as u64);
            let mut w = gfx950();
            let mut case = Case::new(&mut w, &mut rng, s, mods, true, D0);
            let kbs = s.k / 32;
            for (which, sel, list) in [(0u32, sel_a, &mut case.sa), (1, sel_b, &mut case.sb)] {
                let rows = if which == 0 { s.m } else { s.n };
                for row in 0..rows {
                    for kb in 0..kbs {
                        let e = rng.below(9) as i32 - 4; // 2^-4 .. 2^4
                        list[(row * kbs + kb) as usize] = e;
                        let lane = (row + s.m * kb) as usize;
                        let r = (K0 + 2 + which) as usize;
                        let word = &mut w.vgpr[r * 64 + lane];
                        *word = (*word & !(0xff << (8 * sel))) | (((e + 127) as u32) << (8 * sel));
                        // Noise in the other bytes.
                        for other in (0..4).filter(|&b| b != sel) {
                            *word = (*word & !(0xff << (8 * other))) | ((rng.below(256) as u32) << (8 * other));
                        }
                    }
                }
            }
            let opsel = format!(
                " op_sel:[{},{}] op_sel_hi:[{},{}]",
                sel_a & 1,
                sel_b & 1,
                sel_a >> 1,
                sel_b >> 1
            );
            let dn = regs(&s, mods, Matrix::D);
            let src = text(&s, mods, &tuple('v', D0, dn), ['v'; 3], &opsel);
            let m = run(&src, w);
            check(&m, &case, &case.reference(), D0, true, &src);
        }
    }
}

#[test]
fn scale_nan_gives_nan() {
    // E8M0 0xFF is NaN (L3301).
    let s = Shape::from_name("v_mfma_scale_f32_16x16x128_f8f6f4").unwrap();
    let (mut w, _) = setup(s, Mods::default(), true, 3, D0);
    for l in 0..64 {
        w.vgpr[(K0 as usize + 2) * 64 + l] = 0x7f7f_7f7f;
        w.vgpr[(K0 as usize + 3) * 64 + l] = if l == 16 + 3 { 0x7f7f_7fff } else { 0x7f7f_7f7f };
    }
    // B column 3, K-block 1 has scale NaN: column 3 of D is NaN, the others are not.
    let m = run(&text(&s, Mods::default(), "v[0:3]", ['v'; 3], ""), w);
    for i in 0..16 {
        for j in 0..16 {
            let v = f32::from_bits(get(&m, D0, locate(&s, Mods::default(), Matrix::D, 0, i, j).unwrap()) as u32);
            assert_eq!(v.is_nan(), j == 3, "D[{i},{j}] = {v}");
        }
    }
}

/// The lane whose value the hardware reads for an element stored in lane `l` of an op with `m`
/// lanes per block. A: in each group of 2^CBSZ blocks every block reads block ABID of the group
/// (seed 001 field table L36238–L36245, AMD's Matrix Instruction Calculator; broadcast ops
/// have M·B = 64, so lane `l` holds block `l / M`). B: Table 29 (L3256).
fn permute(matrix: Matrix, mods: Mods, m: u32, l: u32) -> u32 {
    match matrix {
        Matrix::A if mods.cbsz == 0 => l,
        Matrix::A => {
            let group = 1 << mods.cbsz;
            let source_block = l / m / group * group + mods.abid;
            l % m + m * source_block
        }
        // BLGP 1-2 broadcast lanes 0-31 / 32-63, 3 rotates by 16, 4-7 broadcast one 16-lane group.
        _ => match mods.blgp {
            0 => l,
            b @ 1..=2 => l % 32 + 32 * (b - 1),
            3 => (l + 16) % 64,
            b => l % 16 + 16 * (b - 4),
        },
    }
}

/// The (CBSZ, ABID) pairs `s` takes: each CBSZ whose 2^CBSZ blocks fit, with every ABID below.
fn cbsz_abid(s: &Shape) -> Vec<(u32, u32)> {
    (0..=4u32)
        .filter(|cbsz| (1 << cbsz) <= s.blocks)
        .flat_map(|cbsz| (0..(1u32 << cbsz)).map(move |abid| (cbsz, abid)))
        .collect()
}

/// Items per lane, `stored[lane][item]` (value, bits).
type Stored = Vec<Vec<(f64, u64)>>;

/// Random exact A and B values, `kl` items per lane (an A and a B item drawn in turn), placed in
/// `w` at [`A0`] and [`B0`] in the seed's item order (A's width for both).
fn store_pair(w: &mut Wave, rng: &mut Rng, s: &Shape, kl: u32) -> (Stored, Stored) {
    let bits = s.a_type.bits();
    let mut a_st = vec![vec![(0.0, 0u64); kl as usize]; 64];
    let mut b_st = a_st.clone();
    for (l, (a, b)) in a_st.iter_mut().zip(&mut b_st).enumerate() {
        for (it, (x, y)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            *x = value(rng, s.a_type, true);
            *y = value(rng, s.b_type, true);
            let bit = it as u32 * bits;
            let slot = Slot {
                reg: bit / 32,
                lane: l as u32,
                lo: bit % 32,
                hi: bit % 32 + bits - 1,
            };
            put(w, A0, slot, x.1);
            put(w, B0, slot, y.1);
        }
    }
    (a_st, b_st)
}

/// Operand `matrix` (A: [block][row][k], B: [block][k][col]) as each element reads it from
/// `stored` through the permuted lane: element (x, k) of block `blk` is item k % `kl` of lane
/// x + X(blk + B(k / `kl`)), X the rows (A) or columns (B).
fn gather(stored: &Stored, matrix: Matrix, mods: Mods, s: &Shape, kl: u32) -> Vec<f64> {
    let x_dim = if matrix == Matrix::A { s.m } else { s.n };
    let at = |blk, x, kk| {
        let lane = x + x_dim * (blk + s.blocks * (kk / kl));
        stored[permute(matrix, mods, x_dim, lane) as usize][(kk % kl) as usize].0
    };
    let mut out = vec![];
    for blk in 0..s.blocks {
        if matrix == Matrix::A {
            (0..s.m).for_each(|i| (0..s.k).for_each(|kk| out.push(at(blk, i, kk))));
        } else {
            (0..s.k).for_each(|kk| (0..s.n).for_each(|j| out.push(at(blk, j, kk))));
        }
    }
    out
}

/// Places `case`'s C (made in a throwaway wave) into `w` at [`D0`] as `mods` lays it out.
fn place_c(w: &mut Wave, s: &Shape, mods: Mods, case: &Case) {
    for blk in 0..s.blocks {
        for i in 0..s.m {
            for j in 0..s.n {
                let v = case.c[((blk * s.m + i) * s.n + j) as usize];
                let bits = if s.cd_type == Ty::I32 {
                    v as i32 as u32 as u64
                } else {
                    (v as f32).to_bits() as u64
                };
                put(w, D0, locate(s, mods, Matrix::C, blk, i, j).unwrap(), bits);
            }
        }
    }
}

#[test]
fn broadcast_cbsz_abid_blgp() {
    // Inputs placed with the seed's formula (L2851): K_L = K/(64/(M·B)); A[b,i,k] is item
    // k%K_L of lane i + M(b + B(k/K_L)); B[b,k,j] item k%K_L of lane j + N(b + B(k/K_L)).
    // The reference reads, for each element, the element stored in the permuted lane.
    let mut rng = Rng(42);
    for s in shapes() {
        if s.sparse || s.is_f64() || s.is_f8f6f4() || s.scaled {
            continue;
        }
        for (cbsz, abid) in cbsz_abid(&s) {
            for blgp in [0, 1 + rng.below(7) as u32] {
                let mods = Mods::new(cbsz, abid, blgp);
                let mut w = gfx950();
                let kl = s.k * s.m * s.blocks / 64;
                let (a_st, b_st) = store_pair(&mut w, &mut rng, &s, kl);
                let mut case = Case::new(&mut gfx950(), &mut rng, s, Mods::default(), true, D0);
                place_c(&mut w, &s, mods, &case);
                case.a = gather(&a_st, Matrix::A, mods, &s, kl);
                case.b = gather(&b_st, Matrix::B, mods, &s, kl);
                case.mods = mods;
                let dn = regs(&s, mods, Matrix::D);
                let src = text(&s, mods, &tuple('v', D0, dn), ['v'; 3], "");
                let mach = run(&src, w);
                check(&mach, &case, &case.reference(), D0, true, &src);
            }
        }
    }
}

#[test]
fn f64_neg_bits() {
    // BLGP[0], [1], [2] negate A, B, C (L3286).
    for name in ["v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"] {
        let s = Shape::from_name(name).unwrap();
        for blgp in 1..8u32 {
            let mods = Mods::new(0, 0, blgp);
            let (w, mut case) = setup(s, mods, true, 60 + blgp as u64, D0);
            let sign = |bit: u32| if blgp >> bit & 1 == 1 { -1.0 } else { 1.0 };
            case.a.iter_mut().for_each(|x| *x *= sign(0));
            case.b.iter_mut().for_each(|x| *x *= sign(1));
            case.c.iter_mut().for_each(|x| *x *= sign(2));
            let dn = regs(&s, mods, Matrix::D);
            let src = text(&s, mods, &tuple('v', D0, dn), ['v'; 3], "");
            let m = run(&src, w);
            check(&m, &case, &case.reference(), D0, true, &src);
        }
    }
}

/// A gfx950 wave with MODE.FP16_OVFL (bit 23) set when `ovfl`.
fn ovfl_wave(ovfl: bool) -> Wave {
    let mut w = gfx950();
    if ovfl {
        w.mode |= 1 << 23;
    }
    w
}

/// Puts operand `matrix` of `s` (registers from `base`, default modifiers) into `w`: element
/// (r, c) of each block = `v(r, c)` for r < `rows`, c < `cols`, in blocks 0 to `blocks` - 1.
fn fill(
    w: &mut Wave,
    s: &Shape,
    matrix: Matrix,
    base: u32,
    [blocks, rows, cols]: [u32; 3],
    v: impl Fn(u32, u32) -> u64,
) {
    for blk in 0..blocks {
        for r in 0..rows {
            for c in 0..cols {
                let slot = locate(s, Mods::default(), matrix, blk, r, c).unwrap();
                put(w, base, slot, v(r, c));
            }
        }
    }
}

#[test]
fn fp16_ovfl_saturates_f32() {
    // MODE.FP16_OVFL (bit 23): f32 overflow clamps to ±MAX (L2580-L2588); without it f32
    // overflows to ±Inf.
    let s = Shape::from_name("v_mfma_f32_16x16x16_bf16").unwrap();
    let d = Mods::default();
    let bf = |x: f32| half::bf16::from_f32(x).to_bits() as u64;
    // B all 2^100; A row 0 = 2^100 (products 2^200: overflow), row 1 = -2^100, the
    // other rows 2^-100 (products 1.0); C = 1.0.
    let a = |i, _| match i {
        0 => bf(2f32.powi(100)),
        1 => bf(-(2f32.powi(100))),
        _ => bf(2f32.powi(-100)),
    };
    for ovfl in [false, true] {
        let mut w = ovfl_wave(ovfl);
        fill(&mut w, &s, Matrix::A, A0, [1, 16, 16], a);
        fill(&mut w, &s, Matrix::B, B0, [1, 16, 16], |_, _| bf(2f32.powi(100)));
        fill(&mut w, &s, Matrix::C, D0, [1, 16, 16], |_, _| 1f32.to_bits() as u64);
        let m = run(&text(&s, d, "v[0:3]", ['v'; 3], ""), w);
        for j in 0..16 {
            let v = |i| f32::from_bits(get(&m, D0, locate(&s, d, Matrix::D, 0, i, j).unwrap()) as u32);
            let want0 = if ovfl { f32::MAX } else { f32::INFINITY };
            assert_eq!(v(0), want0, "ovfl {ovfl} j {j}");
            assert_eq!(v(1), -want0, "ovfl {ovfl} j {j}");
            assert_eq!(v(2), 17.0, "ovfl {ovfl} j {j}");
        }
    }
}

#[test]
fn fp16_ovfl_saturates_i32() {
    // MODE.FP16_OVFL (bit 23): i32 saturates (L2580-L2588); without it i32 wraps.
    let s = Shape::from_name("v_mfma_i32_16x16x32_i8").unwrap();
    let d = Mods::default();
    // Even rows: C = i32::MAX - 10, A = 127; odd rows: C = i32::MIN + 10, A = -128; B = 127
    // where k == j: one product per element, 16129 on even rows, -16256 on odd ones.
    let even = |i: u32| i.is_multiple_of(2);
    let a = |i, _| if even(i) { 127 } else { 0x80 };
    let b = |kk, j| if kk == j { 127 } else { 0 };
    let c = |i, _| (if even(i) { i32::MAX - 10 } else { i32::MIN + 10 }) as u32 as u64;
    for ovfl in [false, true] {
        let mut w = ovfl_wave(ovfl);
        fill(&mut w, &s, Matrix::A, A0, [1, 16, 32], a);
        fill(&mut w, &s, Matrix::B, B0, [1, 32, 16], b);
        fill(&mut w, &s, Matrix::C, D0, [1, 16, 16], c);
        let m = run(&text(&s, d, "v[0:3]", ['v'; 3], ""), w);
        for (i, j) in (0..16).flat_map(|i| (0..16).map(move |j| (i, j))) {
            let got = get(&m, D0, locate(&s, d, Matrix::D, 0, i, j).unwrap()) as u32 as i32;
            let want = match (even(i), ovfl) {
                (true, true) => i32::MAX,
                (true, false) => (i32::MAX - 10).wrapping_add(16129),
                (false, true) => i32::MIN,
                (false, false) => (i32::MIN + 10).wrapping_add(-16256),
            };
            assert_eq!(got, want, "ovfl {ovfl} D[{i},{j}]");
        }
    }
}

#[test]
fn smfmac_every_index_set() {
    // CBSZ[1:0] = 0: ABID picks the index set; CBSZ[1:0] != 0: set 0 (L3623-L3631, L3673).
    for s in shapes().into_iter().filter(|s| s.sparse) {
        let items = s.a_regs * 32 / s.a_type.bits();
        let sets = (32 / (2 * items)).max(1);
        let mut combos: Vec<Mods> = (0..sets).map(|abid| Mods::new(0, abid, 0)).collect();
        combos.push(Mods::new(1, sets.saturating_sub(1).max(1), 0));
        for mods in combos {
            let mut rng = Rng(500 + mods.abid as u64 + 10 * mods.cbsz as u64);
            let mut w = gfx950();
            // Noise everywhere in the index VGPR first: only the chosen set may matter.
            for l in 0..64 {
                w.vgpr[K0 as usize * 64 + l] = rng.next() as u32;
            }
            let case = Case::new(&mut w, &mut rng, s, mods, true, D0);
            let dn = regs(&s, mods, Matrix::D);
            let src = text(&s, mods, "", ['v'; 3], "");
            let m = run(&src, w);
            check(&m, &case, &case.reference(), D0, true, &src);
            let _ = dn;
        }
    }
}

/// The decoded instruction of `src` (one line).
fn inst_of(src: &str) -> lanescope_gcn::Inst {
    let p = assemble(Arch::Gfx950, src).unwrap();
    let words = p.words().unwrap();
    lanescope_gcn::decode::decode(Arch::Gfx950, &words).unwrap().0
}

fn exec_direct(w: &mut Wave, i: &lanescope_gcn::Inst) -> Result<(), String> {
    let mut mem = lanescope_gcn::exec::Memory::new();
    let mut lds = lanescope_gcn::exec::Lds::new(1024);
    let mut env = lanescope_gcn::exec::Env {
        mem: &mut mem,
        lds: &mut lds,
    };
    lanescope_gcn::matrix::exec::mfma(w, &mut env, i)
        .map(|_| ())
        .map_err(|e| e.message)
}

#[test]
fn operand_rules_are_errors_not_panics() {
    let base = inst_of("v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]");
    let mut w = gfx950();
    assert_eq!(exec_direct(&mut w, &base), Ok(()));
    type Edit = Box<dyn Fn(&mut lanescope_gcn::Inst)>;
    let cases: Vec<(&str, Edit)> = vec![
        ("even register", Box::new(|i| i.src[0] = 256 + 17)),
        ("even register", Box::new(|i| i.dst = 3)),
        ("past the end", Box::new(|i| i.dst = 246)),
        ("even register", Box::new(|i| i.src[1] = 256 + 255)),
        ("past the end", Box::new(|i| i.src[2] = 256 + 248)),
        (
            "past the end",
            Box::new(|i| {
                i.mai.acc = 4; // C and D in AGPRs: a[248:263] does not exist
                i.dst = 248;
                i.src[2] = 256 + 248;
            }),
        ),
        ("VGPR or AGPR", Box::new(|i| i.src[0] = 5)),
        ("inline constant", Box::new(|i| i.src[2] = 255)),
        ("inline constant", Box::new(|i| i.src[2] = 106)),
        ("CBSZ", Box::new(|i| i.mai.cbsz = 1)),
        ("ABID", Box::new(|i| i.mai.abid = 1)),
    ];
    for (want, edit) in cases {
        let mut i = base;
        edit(&mut i);
        let e = exec_direct(&mut w, &i).unwrap_err();
        assert!(e.contains(want), "{e} (wanted {want})");
    }
    // Every modifier value on a few forms: an error or a result, never a panic.
    for src in [
        "v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, v[0:3]",
        "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15]",
        "v_smfmac_f32_16x16x32_f16 v[0:3], v[16:17], v[20:23], v40",
        "v_smfmac_i32_32x32x64_i8 v[0:15], v[16:19], v[24:31], v40",
        "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1]",
        "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[16:23], v[24:31], v[0:3], v40, v41",
    ] {
        let base = inst_of(src);
        for cbsz in 0..8 {
            for abid in 0..16 {
                for blgp in 0..8 {
                    let mut i = base;
                    i.mai.cbsz = cbsz;
                    i.mai.abid = abid;
                    i.mai.blgp = blgp;
                    let _ = exec_direct(&mut w, &i);
                    i.dst = 255;
                    i.src = [511, 511, 511];
                    assert!(exec_direct(&mut w, &i).is_err());
                }
            }
        }
    }
    // SMFMAC: ABID's bits above the set number are ignored (L3673-L3678; llvm-mc accepts any
    // ABID, clang emits abid:1 on the one-set ops): no error.
    for src in [
        "v_smfmac_f32_16x16x64_f16 v[0:3], v[16:19], v[24:31], v40",
        "v_smfmac_i32_32x32x64_i8 v[0:15], v[16:19], v[24:31], v40",
    ] {
        let mut i = inst_of(src);
        i.mai.abid = 3;
        assert!(exec_direct(&mut w, &i).is_ok(), "{src} abid:3");
    }
}

#[test]
fn plans_carry_over_between_runs() {
    // The plan cache changes nothing: the same instruction twice in one wave, and again after a
    // reset (which hands the plans to the fresh wave), gives the same D as a reference.
    let s = Shape::from_name("v_mfma_f32_16x16x16_f16").unwrap();
    let (w, case) = setup(s, Mods::default(), true, 11, C0);
    let line = text(&s, Mods::default(), "v[96:99]", ['v'; 3], "");
    let line = line.lines().next().unwrap();
    let p = assemble(Arch::Gfx950, &format!("{line}\n{line}\ns_endpgm")).unwrap();
    let mut m = GcnMachine::new(p, w);
    for _ in 0..2 {
        m.reset();
        assert_eq!(m.run(10), StepOutcome::Ended);
        check(&m, &case, &case.reference(), D0, true, "rerun");
    }
}

#[test]
fn denormals() {
    // V_MFMA_F32_*_F32 flush A/B input denormals when MODE.FP_DENORM[4] is clear; f16 inputs
    // keep them whatever MODE says; C is never flushed (seed 001 L3550-L3557).
    let f32op = Shape::from_name("v_mfma_f32_4x4x1_16b_f32").unwrap();
    let f16op = Shape::from_name("v_mfma_f32_4x4x4_16b_f16").unwrap();
    let d = Mods::default();
    let tiny = f32::from_bits(0x0000_1000); // 2^-137, an f32 denormal
    let h_tiny = 0x0001u64; // 2^-24, an f16 denormal
    for keep in [true, false] {
        let mode = if keep { 0xf0 } else { 0x00 } | 1 << 8 | 1 << 9;
        // f32: A = tiny, B = 2^20 → 2^-117 (a normal f32), or 0 when flushed; C = tiny stays.
        let mut w = gfx950();
        w.mode = mode;
        fill(&mut w, &f32op, Matrix::A, A0, [16, 4, 1], |_, _| tiny.to_bits() as u64);
        fill(&mut w, &f32op, Matrix::B, B0, [16, 1, 4], |_, _| {
            2f32.powi(20).to_bits() as u64
        });
        fill(&mut w, &f32op, Matrix::C, D0, [16, 4, 4], |_, _| tiny.to_bits() as u64);
        let m = run(&text(&f32op, d, "v[0:3]", ['v'; 3], ""), w);
        let got = f32::from_bits(get(&m, D0, locate(&f32op, d, Matrix::D, 3, 2, 1).unwrap()) as u32);
        let want = if keep { tiny * 2f32.powi(20) + tiny } else { tiny };
        assert_eq!(got, want, "f32 keep={keep}");

        // f16: A = 2^-24 (denormal) in column 0, B = 1.0 → the product is kept in both modes.
        let mut w = gfx950();
        w.mode = mode;
        let one = half::f16::from_f32(1.0).to_bits() as u64;
        fill(&mut w, &f16op, Matrix::A, A0, [16, 4, 4], |_, kk| {
            if kk == 0 {
                h_tiny
            } else {
                0
            }
        });
        fill(&mut w, &f16op, Matrix::B, B0, [16, 4, 4], |_, _| one);
        let m = run(&text(&f16op, d, "0", ['v'; 3], ""), w);
        let got = f32::from_bits(get(&m, D0, locate(&f16op, d, Matrix::D, 5, 1, 2).unwrap()) as u32);
        assert_eq!(got, 2f32.powi(-24), "f16 keep={keep}");
    }
}

#[test]
fn nan_input_gives_the_canonical_quiet_nan() {
    // A NaN input gives the canonical quiet NaN; other elements are untouched by it.
    let f32op = Shape::from_name("v_mfma_f32_4x4x1_16b_f32").unwrap();
    let d = Mods::default();
    let (mut w, _) = setup(f32op, d, true, 8, D0);
    put(&mut w, A0, locate(&f32op, d, Matrix::A, 2, 1, 0).unwrap(), 0x7f80_0001);
    let m = run(&text(&f32op, d, "v[0:3]", ['v'; 3], ""), w);
    for j in 0..4 {
        assert_eq!(get(&m, D0, locate(&f32op, d, Matrix::D, 2, 1, j).unwrap()), 0x7fc0_0000);
        assert!(!f32::from_bits(get(&m, D0, locate(&f32op, d, Matrix::D, 2, 0, j).unwrap()) as u32).is_nan());
    }
}

#[test]
fn one_product_ops_are_a_single_fused_multiply_add() {
    // The K = 1 F32 ops are marked Exact: D = RNE(A·B + C) with one rounding, compared bit for
    // bit with the host's fused multiply-add (std's `mul_add`) on random f32 data.
    for name in [
        "v_mfma_f32_32x32x1_2b_f32",
        "v_mfma_f32_16x16x1_4b_f32",
        "v_mfma_f32_4x4x1_16b_f32",
    ] {
        let s = Shape::from_name(name).unwrap();
        let d = Mods::default();
        let (w, case) = setup(s, d, false, 99, D0);
        let dn = regs(&s, d, Matrix::D);
        let m = run(&text(&s, d, &tuple('v', D0, dn), ['v'; 3], ""), w);
        let (mm, n) = (s.m as usize, s.n as usize);
        for blk in 0..s.blocks as usize {
            for i in 0..mm {
                for j in 0..n {
                    let a = case.a[blk * mm + i] as f32;
                    let b = case.b[blk * n + j] as f32;
                    let c = case.c[(blk * mm + i) * n + j] as f32;
                    let slot = locate(&s, d, Matrix::D, blk as u32, i as u32, j as u32).unwrap();
                    assert_eq!(
                        get(&m, D0, slot) as u32,
                        a.mul_add(b, c).to_bits(),
                        "{name} D[{blk},{i},{j}]"
                    );
                }
            }
        }
    }
}
