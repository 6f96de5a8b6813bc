//! `lanescope run` on the OpenCL test kernels (`tests/kernels/snippets/<kernel>.<arch>.toml`, each
//! running the committed clang output `tests/kernels/<arch>/<kernel>.s`), compared with a Rust
//! reference implementation of each kernel (the one-line reference in the `.cl`/`.hip` file's comment).
//!
//! Every kernel must run to its end on each architecture it is built for (gfx600, gfx700, gfx803,
//! gfx900, gfx950) and dump exactly the reference's bytes; the test reports each kernel and arch.

use std::path::{Path, PathBuf};
use std::process::Command;

use lanescope::snippet::{f16_to_f32, f32_to_bf16, f64_to_f16, ElemType};
use lanescope::Snippet;

mod common;
use common::Scratch;

#[path = "run_kernels/matrix_exact.rs"]
mod matrix_exact;
#[path = "run_kernels/wave_math.rs"]
mod wave_math;
#[path = "run_kernels/wide_atomic.rs"]
mod wide_atomic;

/// A kernel's expected outputs: (buffer name, its bytes after the run).
type Outputs = Vec<(&'static str, Vec<u8>)>;

fn snippets_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels/snippets")
}

/// Inputs of a snippet: buffer `name`'s bytes, and argument `n`'s value bytes.
struct Inputs(Snippet);

impl Inputs {
    fn bytes(&self, name: &str) -> Vec<u8> {
        self.0
            .buffer(name)
            .unwrap_or_else(|| panic!("no buffer {name}"))
            .bytes()
            .unwrap()
    }
    fn u32s(&self, name: &str) -> Vec<u32> {
        self.bytes(name)
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
    fn u64s(&self, name: &str) -> Vec<u64> {
        self.bytes(name)
            .chunks(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }
    fn f32s(&self, name: &str) -> Vec<f32> {
        self.u32s(name).into_iter().map(f32::from_bits).collect()
    }
    fn f64s(&self, name: &str) -> Vec<f64> {
        self.bytes(name)
            .chunks(8)
            .map(|c| f64::from_bits(u64::from_le_bytes(c.try_into().unwrap())))
            .collect()
    }
    fn u16s(&self, name: &str) -> Vec<u16> {
        self.bytes(name)
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect()
    }
    fn halfs(&self, name: &str) -> Vec<f64> {
        self.u16s(name).into_iter().map(|h| f16_to_f32(h) as f64).collect()
    }
    fn bf16s(&self, name: &str) -> Vec<f64> {
        self.u16s(name)
            .into_iter()
            .map(|h| f32::from_bits((h as u32) << 16) as f64)
            .collect()
    }
    fn arg(&self, n: usize) -> Vec<u8> {
        match &self.0.args[n] {
            lanescope::snippet::Arg::Value(v) => v.ty.encode(&v.value).unwrap(),
            lanescope::snippet::Arg::Buffer(_) => panic!("argument {n} is a buffer"),
        }
    }
    /// Whether the kernel was built for GCN 1.0-1.2 (gfx600/gfx700/gfx803), where clang-22
    /// contracts `a * x + y` in f32 to `v_mac_f32`/`v_mad_f32`: the product rounded, then the
    /// sum (GFX9 gets a fused `v_fma_f32`/`v_fmac_f32`).
    fn unfused_mad(&self) -> bool {
        matches!(self.0.arch.as_str(), "gfx600" | "gfx700" | "gfx803")
    }
    /// Whether the kernel was built for GCN 1.0/1.1 (gfx600/gfx700), which have no f16 or bf16
    /// arithmetic: clang-22 computes `half` in f32 and keeps the unrounded f32 value where the
    /// source reuses it, and converts f32 to bf16 by truncation (`v_and_b32 0xffff0000`,
    /// `v_lshrrev_b32 16`), not round-to-nearest-even.
    fn no_16bit_float(&self) -> bool {
        matches!(self.0.arch.as_str(), "gfx600" | "gfx700")
    }
    fn arg_u32(&self, n: usize) -> u32 {
        let b = self.arg(n);
        u32::from_le_bytes(b[..4].try_into().unwrap())
    }
}

fn le32(v: impl IntoIterator<Item = u32>) -> Vec<u8> {
    v.into_iter().flat_map(u32::to_le_bytes).collect()
}

fn le64(v: impl IntoIterator<Item = u64>) -> Vec<u8> {
    v.into_iter().flat_map(u64::to_le_bytes).collect()
}

fn le16(v: impl IntoIterator<Item = u16>) -> Vec<u8> {
    v.into_iter().flat_map(u16::to_le_bytes).collect()
}

/// `D = A B + C` for an m x n result with inner size k, row-major, each element summed in f64
/// (exact for the matrix-core snippets' inputs).
fn matmul(
    m: usize,
    n: usize,
    k: usize,
    a: impl Fn(usize, usize) -> f64,
    b: impl Fn(usize, usize) -> f64,
    c: impl Fn(usize, usize) -> f64,
) -> Vec<f64> {
    let mut d = Vec::with_capacity(m * n);
    for r in 0..m {
        for j in 0..n {
            d.push(c(r, j) + (0..k).map(|q| a(r, q) * b(q, j)).sum::<f64>());
        }
    }
    d
}

/// An FP8 E4M3 (OCP) byte's value: sign, 4 exponent bits (bias 7), 3 mantissa bits; exponent 0
/// is subnormal; 0x7f/0xff are NaN (no infinities). The snippets use no NaN codes.
fn e4m3(x: u8) -> f64 {
    let sign = if x & 0x80 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((x >> 3 & 15) as i32, (x & 7) as f64);
    if e == 15 && m == 7.0 {
        return f64::NAN;
    }
    sign * if e == 0 {
        m / 8.0 * 2f64.powi(-6)
    } else {
        (1.0 + m / 8.0) * 2f64.powi(e - 7)
    }
}

/// The kernel's outputs: (buffer name, its bytes after the run).
fn reference(kernel: &str, i: &Inputs) -> Outputs {
    if let Some((_, f)) = KERNELS.iter().find(|(name, _)| *name == kernel) {
        return f(i);
    }
    [
        wave_math::wave,
        wave_math::math,
        matrix_exact::matrix_exact,
        wave_math::approx,
        wide_atomic::wide,
        wide_atomic::half,
        wide_atomic::atomic,
        wide_atomic::launch,
        wide_atomic::hip,
    ]
    .iter()
    .find_map(|f| f(kernel, i))
    .unwrap_or_else(|| panic!("no reference for kernel {kernel}"))
}

/// A kernel's reference: its outputs from its inputs.
type Reference = fn(&Inputs) -> Outputs;

/// The kernels whose reference is in this file, each with its outputs.
const KERNELS: &[(&str, Reference)] = &[
    ("saxpy", saxpy),
    ("collatz", collatz),
    ("reduce_lds", reduce_lds),
    ("scan_dpp", scan_dpp),
    ("swizzle", swizzle),
    ("histogram_global", histogram_global),
    ("histogram_lds", histogram_lds),
    ("poly_f64", poly_f64),
    ("fma_f16", fma_f16),
    ("bf16", bf16),
    ("divmod", divmod),
    ("transpose_2d", transpose_2d),
    ("laplace_3d", laplace_3d),
    ("private_array", private_array),
    ("mfma_gemm_f16", mfma_gemm_f16),
    ("mfma_gemm_k32", mfma_gemm_k32),
    ("mfma_f16_16x16x32", mfma_f16_16x16x32),
    ("mfma_bf16", mfma_bf16),
    ("mfma_fp8", mfma_fp8),
    ("mfma_scale_fp8", mfma_scale_fp8),
    ("mfma_i8", mfma_i8),
];

/// The `saxpy` kernel's outputs.
fn saxpy(i: &Inputs) -> Outputs {
    let (mut y, x) = (i.f32s("y"), i.f32s("x"));
    let a = f32::from_bits(i.arg_u32(2));
    let n = i.arg_u32(3) as usize;
    for k in 0..n.min(y.len()) {
        y[k] = if i.unfused_mad() {
            a * x[k] + y[k]
        } else {
            a.mul_add(x[k], y[k])
        };
    }
    vec![("y", le32(y.into_iter().map(f32::to_bits)))]
}

/// The `collatz` kernel's outputs.
fn collatz(i: &Inputs) -> Outputs {
    let max = i.arg_u32(2);
    let steps = i.u32s("start").into_iter().map(|mut n| {
        let mut k = 0;
        while n != 1 && k < max {
            n = if n & 1 == 1 {
                n.wrapping_mul(3).wrapping_add(1)
            } else {
                n >> 1
            };
            k += 1;
        }
        k
    });
    vec![("steps", le32(steps))]
}

/// The `reduce_lds` kernel's outputs.
fn reduce_lds(i: &Inputs) -> Outputs {
    let v = i.u32s("in");
    vec![(
        "sums",
        le32(v.chunks(256).map(|c| c.iter().fold(0u32, |s, &x| s.wrapping_add(x)))),
    )]
}

/// The `scan_dpp` kernel's outputs.
fn scan_dpp(i: &Inputs) -> Outputs {
    let v = i.u32s("in");
    let mut out = vec![0u32; v.len()];
    for (k, o) in out.iter_mut().enumerate() {
        *o = v[k / 64 * 64..=k].iter().fold(0u32, |s, &x| s.wrapping_add(x));
    }
    vec![("out", le32(out))]
}

/// The `swizzle` kernel's outputs.
fn swizzle(i: &Inputs) -> Outputs {
    let x = i.u32s("x");
    let mut out = Vec::new();
    for k in 0..x.len() {
        let (l, w) = (k % 64, k - k % 64);
        out.extend([x[w + (l ^ 1)], x[w + (l ^ 3)], x[w + (l & 56) + 5], x[w + 63 - l]]);
    }
    vec![("out", le32(out))]
}

/// The `histogram_global` kernel's outputs.
fn histogram_global(i: &Inputs) -> Outputs {
    let (key, weight) = (i.u32s("key"), i.u32s("weight"));
    let n = i.arg_u32(4) as usize;
    let mut bins = i.u32s("bins");
    let mut top = i.u32s("top");
    for k in 0..n {
        bins[(key[k] % 64) as usize] = bins[(key[k] % 64) as usize].wrapping_add(weight[k]);
        top[0] = top[0].max(key[k]);
    }
    vec![("bins", le32(bins)), ("top", le32(top))]
}

/// The `histogram_lds` kernel's outputs.
fn histogram_lds(i: &Inputs) -> Outputs {
    let v = i.u32s("in");
    let mut bins = i.u32s("bins");
    for (g, c) in v.chunks(256).enumerate() {
        for b in 0..16 {
            bins[17 * g + b] = c.iter().filter(|&&x| x % 16 == b as u32).count() as u32;
        }
        bins[17 * g + 16] = c.iter().copied().max().unwrap();
    }
    vec![("bins", le32(bins))]
}

/// The `poly_f64` kernel's outputs.
fn poly_f64(i: &Inputs) -> Outputs {
    let (x, c) = (i.f64s("x"), i.f64s("c"));
    let deg = i.arg_u32(3) as usize;
    let y = x.iter().map(|&t| {
        let mut p = c[deg];
        for k in (1..=deg).rev() {
            p = p.mul_add(t, c[k - 1]);
        }
        p / t.mul_add(t, 1.0)
    });
    vec![("y", y.flat_map(|v| v.to_bits().to_le_bytes()).collect())]
}

/// The `fma_f16` kernel's outputs.
fn fma_f16(i: &Inputs) -> Outputs {
    if i.no_16bit_float() {
        return fma_f16_in_f32(i);
    }
    // Products of two f16 values are exact in f64 and the sums here too, so one
    // rounding to f16 gives the fused result.
    let h16 = |x: u16| f16_to_f32(x) as f64;
    let (a, b, v2) = (i.u16s("a"), i.u16s("b"), i.u16s("v2"));
    let sb = i.arg(6);
    let s = u16::from_le_bytes([sb[0], sb[1]]);
    let h: Vec<u16> = (0..a.len())
        .map(|k| f64_to_f16(h16(a[k]) * h16(b[k]) + h16(s)))
        .collect();
    let mut out2 = Vec::new();
    for k in 0..a.len() {
        let (lo, hi) = (h16(v2[2 * k]), h16(v2[2 * k + 1]));
        out2.push(f64_to_f16(lo * lo - h16(h[k])));
        out2.push(f64_to_f16(hi * hi - h16(s)));
    }
    let outf = h.iter().map(|&x| (f16_to_f32(x) * 0.5).to_bits());
    vec![("out", le16(h.clone())), ("out2", le16(out2)), ("outf", le32(outf))]
}

/// `fma_f16` as clang-22 builds it for gfx600/gfx700: in f32 (`v_mac_f32`/`v_mad_f32`: products
/// of halves are exact in f32, each sum rounded to f32), `h` rounded to f16 only where stored,
/// the unrounded f32 `t` reused for `out2`'s low half and for `outf`.
fn fma_f16_in_f32(i: &Inputs) -> Outputs {
    let f = |x: u16| f16_to_f32(x);
    let (a, b, v2) = (i.u16s("a"), i.u16s("b"), i.u16s("v2"));
    let sb = i.arg(6);
    let s = f(u16::from_le_bytes([sb[0], sb[1]]));
    let t: Vec<f32> = (0..a.len()).map(|k| f(a[k]) * f(b[k]) + s).collect();
    let h = t.iter().map(|&x| f64_to_f16(x as f64));
    let mut out2 = Vec::new();
    for k in 0..a.len() {
        let (lo, hi) = (f(v2[2 * k]), f(v2[2 * k + 1]));
        out2.push(f64_to_f16((lo * lo - t[k]) as f64));
        out2.push(f64_to_f16((hi * hi + -s) as f64));
    }
    let outf = t.iter().map(|&x| (x * 0.5).to_bits());
    vec![("out", le16(h)), ("out2", le16(out2)), ("outf", le32(outf))]
}

/// f32 → bf16 by truncation (clang-22's conversion on gfx600/gfx700).
fn bf16_trunc(x: f32) -> u16 {
    (x.to_bits() >> 16) as u16
}

/// The `bf16` kernel's outputs.
fn bf16(i: &Inputs) -> Outputs {
    if i.no_16bit_float() {
        // Truncate the inputs, multiply (rounded to f32), truncate, add, truncate.
        let t = |x: f32| f32::from_bits(x.to_bits() & 0xffff_0000);
        let (a, b) = (i.f32s("a"), i.f32s("b"));
        let c = t(f32::from_bits(i.arg_u32(4)));
        let r: Vec<u16> = (0..a.len()).map(|k| bf16_trunc(t(t(a[k]) * t(b[k])) + c)).collect();
        let wide = r.iter().map(|&x| (x as u32) << 16);
        return vec![("out", le16(r.clone())), ("wide", le32(wide))];
    }
    let bf = |x: f32| f32::from_bits((f32_to_bf16(x) as u32) << 16);
    let (a, b) = (i.f32s("a"), i.f32s("b"));
    let c = bf(f32::from_bits(i.arg_u32(4)));
    let r: Vec<u16> = (0..a.len())
        .map(|k| f32_to_bf16(bf(a[k]).mul_add(bf(b[k]), c)))
        .collect();
    let wide = r.iter().map(|&x| (x as u32) << 16);
    vec![("out", le16(r.clone())), ("wide", le32(wide))]
}

/// The `divmod` kernel's outputs.
fn divmod(i: &Inputs) -> Outputs {
    let (x, y) = (i.u32s("x"), i.u32s("y"));
    let d = i.arg_u32(3);
    let mut out = Vec::new();
    for k in 0..x.len() {
        let (a, b) = (x[k], y[k]);
        out.extend([
            a / b,
            a % b,
            (a as i32).wrapping_div(b as i32) as u32,
            (a as i32).wrapping_rem(b as i32) as u32,
            a / d,
        ]);
    }
    vec![("out", le32(out))]
}

/// The `transpose_2d` kernel's outputs.
fn transpose_2d(i: &Inputs) -> Outputs {
    let v = i.u32s("in");
    let (cols, rows) = (i.arg_u32(2) as usize, i.arg_u32(3) as usize);
    let mut out = i.u32s("out");
    for y in 0..rows {
        for x in 0..cols {
            out[x * rows + y] = v[y * cols + x];
        }
    }
    vec![("out", le32(out))]
}

/// The `laplace_3d` kernel's outputs.
fn laplace_3d(i: &Inputs) -> Outputs {
    let v = i.u32s("in");
    let (nx, ny, nz) = (i.arg_u32(2) as usize, i.arg_u32(3) as usize, i.arg_u32(4) as usize);
    let mut out = i.u32s("out");
    for z in 0..nz {
        for y in 0..ny {
            for x in 0..nx {
                let p = (z * ny + y) * nx + x;
                let c = v[p] as i32;
                out[p] = if x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1 {
                    c as u32
                } else {
                    let nb = [p - 1, p + 1, p - nx, p + nx, p - nx * ny, p + nx * ny];
                    nb.iter().fold(c.wrapping_mul(6), |s, &q| s.wrapping_sub(v[q] as i32)) as u32
                };
            }
        }
    }
    vec![("out", le32(out))]
}

/// The `private_array` kernel's outputs.
fn private_array(i: &Inputs) -> Outputs {
    let (inp, idx) = (i.f32s("in"), i.u32s("idx"));
    let n = i.arg_u32(3) as usize;
    let out = (0..i.u32s("out").len()).map(|g| {
        let mut a: Vec<f32> = (0..64).map(|j| inp[g * 64 + j] * j as f32).collect();
        for k in 0..n {
            a[(idx[g + k] & 63) as usize] += 1.0;
        }
        (a[(idx[g] & 63) as usize] + a[(idx[g].wrapping_add(7) & 63) as usize]).to_bits()
    });
    vec![("out", le32(out))]
}

// The matrix-core kernels (gfx950): a plain triple loop in f64 (i64), exact for the
// snippets' inputs (small integers, or E4M3 values with few exponents), then one
// conversion to f32 (i32 wrapping, seed 001 §7: no clamp, so the sum wraps).
/// The `mfma_gemm_f16` kernel's outputs.
fn mfma_gemm_f16(i: &Inputs) -> Outputs {
    let (a, b, c) = (i.halfs("a"), i.halfs("b"), i.f32s("c"));
    let mut d = Vec::new();
    for g in 0..2 {
        let at = |r: usize, k: usize| a[g * 256 + r * 8 + k];
        let bt = |k: usize, j: usize| b[g * 256 + k * 32 + j];
        d.extend(matmul(32, 32, 8, at, bt, |r, j| c[g * 1024 + r * 32 + j] as f64));
    }
    vec![("d", le32(d.into_iter().map(|x| (x as f32).to_bits())))]
}

/// The `mfma_gemm_k32` kernel's outputs.
fn mfma_gemm_k32(i: &Inputs) -> Outputs {
    let (a, b) = (i.halfs("a"), i.halfs("b"));
    let d = matmul(32, 32, 32, |r, k| a[r * 32 + k], |k, j| b[k * 32 + j], |_, _| 0.0);
    vec![("d", le32(d.into_iter().map(|x| (x as f32).to_bits())))]
}

/// The 16x16x32 kernels' outputs from their A and transposed B (`a`, `bt`) as f64.
fn mfma_16x16x32(a: Vec<f64>, bt: Vec<f64>, i: &Inputs) -> Outputs {
    let c = i.f32s("c");
    let d = matmul(
        16,
        16,
        32,
        |r, k| a[r * 32 + k],
        |k, j| bt[j * 32 + k],
        |r, j| c[r * 16 + j] as f64,
    );
    vec![("d", le32(d.into_iter().map(|x| (x as f32).to_bits())))]
}

/// The `mfma_f16_16x16x32` kernel's outputs.
fn mfma_f16_16x16x32(i: &Inputs) -> Outputs {
    mfma_16x16x32(i.halfs("a"), i.halfs("bt"), i)
}

/// The `mfma_bf16` kernel's outputs.
fn mfma_bf16(i: &Inputs) -> Outputs {
    mfma_16x16x32(i.bf16s("a"), i.bf16s("bt"), i)
}

/// The `mfma_fp8` kernel's outputs (E4M3 inputs).
fn mfma_fp8(i: &Inputs) -> Outputs {
    let e4m3s = |name: &str| i.bytes(name).into_iter().map(e4m3).collect();
    mfma_16x16x32(e4m3s("a"), e4m3s("bt"), i)
}

/// The `mfma_scale_fp8` kernel's outputs.
fn mfma_scale_fp8(i: &Inputs) -> Outputs {
    // Each 32-wide K block of row i and column j is scaled by 2^(sa[i][blk] - 127) and
    // 2^(sb[j][blk] - 127) (E8M0, bias 127).
    let a: Vec<f64> = i.bytes("a").into_iter().map(e4m3).collect();
    let bt: Vec<f64> = i.bytes("bt").into_iter().map(e4m3).collect();
    let (sa, sb) = (i.bytes("sa"), i.bytes("sb"));
    let c = i.f32s("c");
    let scale = |r: usize, j: usize, k: usize| 2f64.powi(sa[r * 4 + k / 32] as i32 + sb[j * 4 + k / 32] as i32 - 254);
    let mut d = Vec::new();
    for r in 0..16 {
        for j in 0..16 {
            let sum: f64 = (0..128)
                .map(|k| scale(r, j, k) * a[r * 128 + k] * bt[j * 128 + k])
                .sum();
            d.push(((c[r * 16 + j] as f64 + sum) as f32).to_bits());
        }
    }
    vec![("d", le32(d))]
}

/// The `mfma_i8` kernel's outputs.
fn mfma_i8(i: &Inputs) -> Outputs {
    let a: Vec<i64> = i.bytes("a").into_iter().map(|x| x as i8 as i64).collect();
    let bt: Vec<i64> = i.bytes("bt").into_iter().map(|x| x as i8 as i64).collect();
    let c = i.u32s("c");
    let mut d = Vec::new();
    for r in 0..16 {
        for j in 0..16 {
            let sum: i64 = (0..64).map(|k| a[r * 64 + k] * bt[j * 64 + k]).sum();
            d.push((c[r * 16 + j] as i32 as i64 + sum) as u32);
        }
    }
    vec![("d", le32(d))]
}

/// The matrix instructions (`v_mfma_*`, `v_smfmac_*`) in a kernel's `.s` whose gfx950 table row
/// is still `Fidelity::Unsupported`.
fn unsupported_matrix_ops(asm: &Path) -> Vec<String> {
    use lanescope_gcn::isa::table::{Fidelity, Op};
    let text = std::fs::read_to_string(asm).unwrap_or_else(|e| panic!("{}: {e}", asm.display()));
    let mut out: Vec<String> = text
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("v_mfma") || w.starts_with("v_smfmac"))
        .filter(|w| {
            let op = Op::from_name_on(w, lanescope_gcn::Arch::Gfx950)
                .unwrap_or_else(|| panic!("{}: {w} is not a gfx950 instruction", asm.display()));
            matches!(op.row().fidelity, Fidelity::Unsupported(_))
        })
        .map(str::to_string)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Kernels expected to fail on one architecture until a known bug is fixed elsewhere:
/// (`kernel.arch`, the issue item and the reason). A pending kernel that passes fails the test,
/// so the entry is removed once the fix lands.
const PENDING: &[(&str, &str)] = &[];

/// Kernels compared within a stated tolerance ([`wave_math::within_tolerance`]) instead of bit
/// for bit: one u32 output buffer of f32 bits.
const TOLERANT: &[&str] = &["math_approx"];

/// Compares the single dumped u32 buffer of a [`TOLERANT`] kernel element by element.
fn tolerant(stdout: &str, expected: &Outputs) -> Outcome {
    let (name, bytes) = &expected[0];
    let list = stdout
        .strip_prefix(&format!("{{\"{name}\": ["))
        .and_then(|s| s.strip_suffix("]}"))
        .unwrap_or("");
    let got: Vec<u32> = list.split(", ").filter_map(|v| v.parse().ok()).collect();
    let want: Vec<u32> = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    if got.len() != want.len() {
        return Outcome::Fail(format!("{name}: {} values, expected {}", got.len(), want.len()));
    }
    match (0..got.len()).find(|&k| !wave_math::within_tolerance(got[k], want[k])) {
        None => Outcome::Pass,
        Some(k) => Outcome::Fail(format!(
            "{name}[{k}] = {} (bits {:#x}), expected {} within tolerance",
            f32::from_bits(got[k]),
            got[k],
            f32::from_bits(want[k])
        )),
    }
}

enum Outcome {
    Pass,
    Fail(String),
}

fn run(path: &Path, dumps: &[&str]) -> (bool, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_lanescope"));
    cmd.arg("run").arg(path);
    for d in dumps {
        cmd.arg("--dump").arg(d);
    }
    let out = cmd.output().expect("run lanescope");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    )
}

fn check_kernel(path: &Path, kernel: &str) -> Outcome {
    let snippet = Snippet::from_toml(&std::fs::read_to_string(path).unwrap()).unwrap();
    let inputs = Inputs(snippet.clone());
    let expected = reference(kernel, &inputs);
    let names: Vec<&str> = expected.iter().map(|(n, _)| *n).collect();
    let (ok, stdout, stderr) = run(path, &names);
    if !ok {
        return Outcome::Fail(format!("exit failure: {stderr}"));
    }
    let parts: Vec<String> = expected
        .iter()
        .map(|(n, b)| {
            let ty: ElemType = snippet.buffer(n).unwrap().ty;
            format!("\"{n}\": {}", Snippet::buffer_json(ty, b))
        })
        .collect();
    let want = format!("{{{}}}", parts.join(", "));
    if stdout == want {
        return Outcome::Pass;
    }
    if TOLERANT.contains(&kernel) {
        return tolerant(&stdout, &expected);
    }
    // Name the first differing element.
    let (got, exp): (Vec<&str>, Vec<&str>) = (stdout.split(", ").collect(), want.split(", ").collect());
    let k = got.iter().zip(&exp).position(|(a, b)| a != b).unwrap_or(0);
    Outcome::Fail(format!(
        "output differs at item {k}: got {:?}, expected {:?}",
        got.get(k),
        exp.get(k)
    ))
}

/// Prints the per-kernel `report` and, per target, how many builds ran and how many match their
/// references; then the kernels `awaiting` matrix-core execution.
fn print_report(report: &[String], awaiting: &[String]) {
    println!("{}", report.join("\n"));
    // Per target: builds run, and how many match their reference.
    for arch in ["gfx600", "gfx700", "gfx803", "gfx900", "gfx950"] {
        let mine: Vec<&String> = report.iter().filter(|r| r.contains(&format!(" {arch}: "))).collect();
        let pass = mine.iter().filter(|r| r.ends_with(": pass")).count();
        println!("{arch}: {} builds run, {pass} match their references", mine.len());
    }
    if !awaiting.is_empty() {
        println!(
            "awaiting matrix-core execution (rows still Unsupported): {}",
            awaiting.join(", ")
        );
    }
}

/// How many snippets the OpenCL/HIP kernels in `kernels_dir` call for: one per architecture each
/// is built for (all five, or those of the `// arch:` line in its top comment: the matrix-core
/// kernels are gfx950-only).
fn expected_builds(kernels_dir: &Path) -> usize {
    std::fs::read_dir(kernels_dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "cl" || x == "hip"))
        .map(|e| {
            let src = std::fs::read_to_string(e.path()).unwrap();
            src.lines()
                .map_while(|l| l.strip_prefix("//"))
                .find_map(|l| l.trim().strip_prefix("arch:").map(|a| a.split_whitespace().count()))
                .unwrap_or(5)
        })
        .sum()
}

#[test]
fn opencl_kernels_match_their_references() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(snippets_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let kernels_dir = snippets_dir().join("..");
    let mut report = Vec::new();
    let mut failures = Vec::new();
    let mut awaiting = Vec::new();
    let mut count = 0;
    for f in &files {
        let stem = f.file_stem().unwrap().to_str().unwrap();
        let (kernel, arch) = stem.split_once('.').unwrap();
        if !["cl", "hip"]
            .iter()
            .any(|x| kernels_dir.join(format!("{kernel}.{x}")).exists())
        {
            continue; // the hand-written snippets are checked below
        }
        count += 1;
        let unsupported = unsupported_matrix_ops(&kernels_dir.join(arch).join(format!("{kernel}.s")));
        if !unsupported.is_empty() {
            // Only while the instruction's table row is Unsupported: the test turns strict by
            // itself once the row is implemented.
            report.push(format!(
                "{kernel:18} {arch}: awaits execution of {}",
                unsupported.join(", ")
            ));
            awaiting.push(kernel.to_string());
            continue;
        }
        let pending = PENDING.iter().find(|(k, _)| *k == stem).map(|(_, why)| *why);
        match (check_kernel(f, kernel), pending) {
            (Outcome::Pass, None) => report.push(format!("{kernel:18} {arch}: pass")),
            (Outcome::Fail(m), Some(why)) => report.push(format!("{kernel:18} {arch}: pending ({why}): {m}")),
            (Outcome::Pass, Some(_)) => {
                report.push(format!("{kernel:18} {arch}: FAIL passes: remove it from PENDING"));
                failures.push(format!("{kernel} {arch}: passes but is listed in PENDING"));
            }
            (Outcome::Fail(m), None) => {
                report.push(format!("{kernel:18} {arch}: FAIL {m}"));
                failures.push(format!("{kernel} {arch}: {m}"));
            }
        }
    }
    print_report(&report, &awaiting);
    assert_eq!(count, expected_builds(&kernels_dir), "a snippet per kernel and arch");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn launch_state_end_to_end() {
    // Grid 100 x 2, groups of 64 x 1: the last workgroup run is (1, 1), one wave with work-items
    // 64..99 of row 1, so EXEC = 36 ones and its ids are x = lane, y = 0 (AMDGPUUsage "Initial
    // Kernel Execution State"; seed 001 Table 8, line 1168). s10 = id x + 100 = 101, s11 =
    // workgroup info {first_wave = 1 (bit 31), waves = 1}, v2 = id x + x = 1 + lane in the live
    // lanes (0 elsewhere: never written), v3 = id y = 1.
    let v2: Vec<String> = (0..64)
        .map(|l| if l < 36 { (l + 1).to_string() } else { "0".into() })
        .collect();
    let v3: Vec<&str> = (0..64).map(|l| if l < 36 { "1" } else { "0" }).collect();
    let want = format!(
        "{{\"s10\": 101, \"s11\": {}, \"exec\": {}, \"v2\": [{}], \"v3\": [{}]}}",
        1u32 << 31 | 1,
        (1u64 << 36) - 1,
        v2.join(", "),
        v3.join(", ")
    );
    // The same launch on every target: its `.amdhsa_kernel` asks for the same SGPRs and VGPRs
    // (the GCN 1.0-1.2 snippets differ only in the carry-out add).
    for arch in ["gfx600", "gfx700", "gfx803", "gfx900", "gfx950"] {
        let path = snippets_dir().join(format!("launch_state.{arch}.toml"));
        let (ok, stdout, stderr) = run(&path, &["s10", "s11", "exec", "v2", "v3"]);
        assert!(ok, "{arch}: {stderr}");
        assert_eq!(stdout, want, "{arch}");
    }
}

#[test]
fn bare_snippet_init_state() {
    // v3 = v1 + v2 in the 16 lanes of EXEC: (10 + 2 lane) + lane; s2 = 5 + 0xfffffffe wraps to
    // 3 with a carry in SCC (seed 001 S_ADD_U32).
    let path = snippets_dir().join("bare_init.gfx950.toml");
    let (ok, stdout, stderr) = run(&path, &["v3", "s2", "scc", "exec"]);
    assert!(ok, "{stderr}");
    let v3: Vec<String> = (0..64)
        .map(|l| if l < 16 { (10 + 3 * l).to_string() } else { "0".into() })
        .collect();
    assert_eq!(
        stdout,
        format!(
            "{{\"v3\": [{}], \"s2\": 3, \"scc\": 1, \"exec\": 65535}}",
            v3.join(", ")
        )
    );
}

#[test]
fn agpr_snippet_init_and_dump() {
    // D = C + 16 (every element of A B is 8 * 1.0 * 2.0): a0 = 16.5 + lane, a7 = 16 (C = 0),
    // a15 = -3 + 16 = 13, v4 = a15 (v_accvgpr_read_b32).
    let path = snippets_dir().join("agpr_mfma.gfx950.toml");
    let (ok, stdout, stderr) = run(&path, &["a0", "a7", "a15", "v4"]);
    assert!(ok, "{stderr}");
    let lanes = |f: &dyn Fn(u32) -> f32| {
        (0..64)
            .map(|l| f(l).to_bits().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let a15 = lanes(&|_| 13.0);
    assert_eq!(
        stdout,
        format!(
            "{{\"a0\": [{}], \"a7\": [{}], \"a15\": [{a15}], \"v4\": [{a15}]}}",
            lanes(&|l| 16.5 + l as f32),
            lanes(&|_| 16.0)
        )
    );
}

#[test]
fn snippet_errors_are_clear() {
    let dir = Scratch::new("run-kernels");
    let saxpy = snippets_dir().join("../gfx900/saxpy.s");
    let cases = [
        ("unknown_key", "arch = \"gfx900\"\nsource = \"s_endpgm\"\nfoo = 1\n", "foo"),
        (
            "unknown_kernel",
            &format!("arch = \"gfx900\"\nsource_file = \"{}\"\n[launch]\nkernel = \"nope\"\ngrid = [64]\nblock = [64]\n", saxpy.display()),
            "unknown kernel 'nope'",
        ),
        (
            "missing_buffer",
            &format!("arch = \"gfx900\"\nsource_file = \"{}\"\n[launch]\nkernel = \"saxpy\"\ngrid = [64]\nblock = [64]\n[[args]]\nbuffer = \"y\"\n", saxpy.display()),
            "no buffer named 'y'",
        ),
        (
            "agpr_on_gfx900",
            "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init.vgpr]\na0 = 1\n",
            "'a0' is not a VGPR",
        ),
        (
            "arg_count",
            &format!("arch = \"gfx900\"\nsource_file = \"{}\"\n[launch]\nkernel = \"saxpy\"\ngrid = [64]\nblock = [64]\n", saxpy.display()),
            "takes 4 arguments",
        ),
    ];
    for (name, text, msg) in cases {
        let p = dir.file(&format!("{name}.toml"), text);
        let (ok, _, stderr) = run(&p, &[]);
        assert!(!ok && stderr.contains(msg), "{name}: {stderr}");
    }
    // A fault names wave, PC and lane/address where it has them, and the source line.
    let p = dir.file(
        "fault.toml",
        "arch = \"gfx900\"\nsource = \"s_nop 0\\nv_mov_b32 v0, 0\\n\"\n",
    );
    let (ok, _, stderr) = run(&p, &[]);
    assert!(
        !ok && stderr.contains("fault.toml:2: fault: wave 0 pc 0x4")
            && stderr.contains("0x8, past the end")
            && stderr.contains("missing s_endpgm"),
        "{stderr}"
    );
}
