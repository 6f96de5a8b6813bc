//! The layout-exact reference of the `mfma_all_*` / `smfmac_all_*` kernels (every gfx950 matrix
//! builtin clang 22 offers): each lane loads its A and B registers as raw words from buffers `a`
//! and `b` (a smfmac its sparse index from `idx`, a scaled op its E8M0 scale words from `sa`/`sb`),
//! C is `64·lane + j` in register `j`. The reference rebuilds the matrices from those per-lane
//! registers by the documented layouts, written here from the seed (001 L2802–L2978, sparse
//! L3569–L3892, scales L3365–L3373) and AMD's Matrix Instruction Calculator, independently of
//! `lanescope_gcn::matrix`, and computes D = C + A·B per block in f64 (exact for the inputs).

use super::{e4m3, le32, le64, Inputs, Outputs};
use lanescope::snippet::f16_to_f32;
use lanescope_gcn::matrix::layout::Ty;

/// A matrix type by its short name in a builtin's name (`f32`, `bf16`, `fp8`…).
fn ty(name: &str) -> Ty {
    Ty::from_short_name(name).unwrap_or_else(|| panic!("unknown matrix type {name}"))
}

/// Width of a `ty` element in bits.
fn bits(ty: Ty) -> usize {
    ty.bits() as usize
}

/// The value of the `ty` element `raw` (the low `bits(ty)` bits).
fn value(ty: Ty, raw: u64) -> f64 {
    match ty {
        Ty::F64 => f64::from_bits(raw),
        Ty::F32 => f32::from_bits(raw as u32) as f64,
        Ty::I32 => raw as u32 as i32 as f64,
        Ty::F16 => f16_to_f32(raw as u16) as f64,
        Ty::Bf16 => f32::from_bits((raw as u32) << 16) as f64,
        Ty::I8 => raw as u8 as i8 as f64,
        Ty::Fp8 => e4m3(raw as u8),
        Ty::Bf8 => e5m2(raw as u8),
        _ => panic!("the kernels use no {ty:?} operand"),
    }
}

/// An FP8 E5M2 byte's value (sign, 5 exponent bits, bias 15, 2 mantissa bits; the kernels use no
/// infinity or NaN codes).
fn e5m2(x: u8) -> f64 {
    let sign = if x & 0x80 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((x >> 2 & 31) as i32, (x & 3) as f64);
    sign * if e == 0 {
        m / 4.0 * 2f64.powi(-14)
    } else {
        (1.0 + m / 4.0) * 2f64.powi(e - 15)
    }
}

/// One builtin of a kernel, from its `{ // __builtin_amdgcn_<name>: n = …, K = …` line.
#[derive(Debug)]
struct Op {
    m: usize,
    n: usize,
    k: usize,
    blocks: usize,
    a: Ty,
    b: Ty,
    cd: Ty,
    /// Result items per lane.
    items: usize,
    sparse: bool,
    /// The F8F6F4 FP8 inputs and the 8-register B / 4-register A of the gfx950 smfmac forms hold
    /// K in two register halves (L3099–L3127, L3779–L3858).
    split: bool,
    abid: u32,
    /// First word of this builtin's operands in `a` and `b`.
    at: usize,
    /// (A, B) scale byte selects, for the scaled ops.
    opsel: Option<(u32, u32)>,
}

/// The numbers after `key = ` in a builtin line (`abid = 1`, `fmt = 0 1`), if present.
fn field(line: &str, key: &str) -> Option<Vec<u32>> {
    let rest = line
        .split(", ")
        .find_map(|p| p.trim().strip_prefix(key)?.strip_prefix(" = "))?;
    Some(rest.split(' ').map(|v| v.parse().unwrap()).collect())
}

impl Op {
    fn parse(line: &str) -> Op {
        let (name, params) = line.split_once(": ").unwrap();
        let sparse = name.starts_with("smfmac_");
        let rest = name.split_once('_').unwrap().1;
        let (scaled, rest) = match rest.strip_prefix("scale_") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let (cd, rest) = rest.split_once('_').unwrap();
        let rest = rest.trim_end_matches("_1k");
        let mut dims = rest.splitn(3, 'x');
        let (m, n): (usize, usize) = (
            dims.next().unwrap().parse().unwrap(),
            dims.next().unwrap().parse().unwrap(),
        );
        let last = dims.next().unwrap();
        let digits = last.find(|c: char| !c.is_ascii_digit()).unwrap();
        let k: usize = last[..digits].parse().unwrap();
        let types: Vec<&str> = last[digits..].trim_start_matches('_').split('_').collect();
        let (a, b) = if scaled {
            let f = field(params, "fmt").unwrap();
            // The F8F6F4 format fields (CBSZ for A, BLGP for B): the kernels use 0 (E4M3), 1 (E5M2).
            let format = |f| Ty::f8f6f4_format(f).unwrap();
            (format(f[0]), format(f[1]))
        } else {
            (ty(types[0]), ty(types[types.len() - 1]))
        };
        let items = field(params, "n").unwrap()[0] as usize;
        assert_eq!(field(params, "K").unwrap()[0] as usize, k, "{line}");
        let blocks = items * 64 / (m * n);
        let b_bits = n * k * blocks * bits(b) / 64;
        Op {
            m,
            n,
            k,
            blocks,
            a,
            b,
            cd: ty(cd),
            items,
            sparse,
            split: (scaled && bits(a) == 8) || (sparse && b_bits == 256),
            abid: field(params, "abid").map_or(0, |v| v[0]),
            at: field(params, "at").map_or(0, |v| v[0] as usize),
            opsel: field(params, "opsel").map(|v| (v[0], v[1])),
        }
    }

    /// Stored K columns of A (the compressed half for smfmac).
    fn a_cols(&self) -> usize {
        if self.sparse {
            self.k / 2
        } else {
            self.k
        }
    }

    /// (block, row-or-column `x`, k) of item `e` of lane `l` of an input whose lanes run along
    /// `x` (extent `x_dim`) with K extent `kdim`, `per` items per lane: `K_L = per`, lane
    /// `x + x_dim·(b + B·(k / K_L))`, item `k % K_L` (L2851–L2930), per register half if split.
    fn input_index(&self, e: usize, l: usize, x_dim: usize, kdim: usize, per: usize) -> (usize, usize, usize) {
        let (h, e, kd, per) = if self.split {
            (e / (per / 2), e % (per / 2), kdim / 2, per / 2)
        } else {
            (0, e, kdim, per)
        };
        assert_eq!(per, kd * x_dim * self.blocks / 64, "{self:?}");
        let (x, r) = (l % x_dim, l / x_dim);
        (r % self.blocks, x, (r / self.blocks) * per + e + h * kd)
    }

    /// The dense matrix (`blocks × rows × kdim`, row-major) an operand's 64 lanes hold, `stored`
    /// K columns of type `ty` per row, lanes along `x_dim`. `words` are the operand buffer's u32 words; `sparse_k` maps (lane, item, stored k) to the
    /// dense k.
    fn matrix(
        &self,
        words: &[u32],
        (ty, x_dim, stored): (Ty, usize, usize),
        kdim: usize,
        sparse_k: impl Fn(usize, usize, usize) -> usize,
    ) -> Vec<f64> {
        let per = x_dim * stored * self.blocks / 64;
        let lane_words = (per * bits(ty)).div_ceil(32);
        let mut out = vec![0.0; self.blocks * x_dim * kdim];
        for l in 0..64 {
            let w = &words[self.at + l * lane_words..][..lane_words];
            for e in 0..per {
                let bit = e * bits(ty);
                let mut raw = 0u64;
                for q in 0..bits(ty).div_ceil(32) {
                    raw |= (w[bit / 32 + q] as u64) << (32 * q);
                }
                let raw = (raw >> (bit % 32)) & (u64::MAX >> (64 - bits(ty)));
                let (b, x, k) = self.input_index(e, l, x_dim, stored, per);
                out[(b * x_dim + x) * kdim + sparse_k(l, e, k)] = value(ty, raw);
            }
        }
        out
    }

    /// (lane, item) of D[b][i][j] (L2936–L2975): `H = 1` for f64 else 4, `B_I = ⌈64/(N·M/H)⌉`,
    /// `M_I = (64/B_I)/N`, `G = M/(H·M_I)`; item `i%H + H·(i/(H·M_I) + G·(b/B_I))`, lane
    /// `j + N·((i/H)%M_I + M_I·(b%B_I))`. For the 4-block f64 op lanescope follows the
    /// calculator (lane `16·i + 4·b + j`, README "sources disagree").
    fn out_slot(&self, b: usize, i: usize, j: usize) -> (usize, usize) {
        let h = if self.cd == Ty::F64 { 1 } else { 4 };
        let bi = 64usize.div_ceil(self.n * self.m / h);
        let mi = 64 / bi / self.n;
        let g = self.m / (h * mi);
        let item = i % h + h * (i / (h * mi) + g * (b / bi));
        if self.cd == Ty::F64 && self.blocks > 1 {
            return (16 * i + 4 * b + j, item);
        }
        (j + self.n * ((i / h) % mi + mi * (b % bi)), item)
    }

    /// The E8M0 scale byte `opsel` of lane `lane`'s word, as a power of two (bias 127).
    fn scale(words: &[u32], lane: usize, opsel: u32) -> f64 {
        2f64.powi((words[lane] >> (8 * opsel) & 0xff) as i32 - 127)
    }

    /// D, one value per (lane, item), lane-major, as f64.
    fn reference(&self, i: &Inputs) -> Vec<f64> {
        let idx = if self.sparse { i.u32s("idx") } else { Vec::new() };
        // The index set (L3623–L3631): S = 2 bits per stored A item of the lane; ABID picks
        // one of the 32/S sets (CBSZ = 0 in the kernels).
        let a_items = self.m * self.a_cols() * self.blocks / 64;
        let sets = (32 / (2 * a_items)).max(1);
        let set = self.abid as usize % sets;
        let a = self.matrix(&i.u32s("a"), (self.a, self.m, self.a_cols()), self.k, |l, e, k| {
            if !self.sparse {
                return k;
            }
            let pos = (idx[l] >> (set * 2 * a_items + 2 * e)) & 3;
            4 * (k / 2) + pos as usize
        });
        let b = self.matrix(&i.u32s("b"), (self.b, self.n, self.k), self.k, |_, _, k| k);
        let scales = self.opsel.map(|(oa, ob)| (i.u32s("sa"), i.u32s("sb"), oa, ob));
        let mut d = vec![0.0; 64 * self.items];
        for blk in 0..self.blocks {
            for r in 0..self.m {
                for c in 0..self.n {
                    let (lane, item) = self.out_slot(blk, r, c);
                    let sum: f64 = (0..self.k)
                        .map(|q| {
                            let s = scales.as_ref().map_or(1.0, |(sa, sb, oa, ob)| {
                                Self::scale(sa, r + self.m * (q / 32), *oa)
                                    * Self::scale(sb, c + self.n * (q / 32), *ob)
                            });
                            s * a[(blk * self.m + r) * self.k + q] * b[(blk * self.n + c) * self.k + q]
                        })
                        .sum();
                    d[lane * self.items + item] = (64 * lane + item) as f64 + sum;
                }
            }
        }
        d
    }
}

/// The `mfma_all_*` / `smfmac_all_*` kernels: every builtin's D, stored one after another.
pub fn matrix_exact(kernel: &str, i: &Inputs) -> Option<Outputs> {
    if !kernel.starts_with("mfma_all_") && !kernel.starts_with("smfmac_all_") {
        return None;
    }
    let path = format!("{}/../../tests/kernels/{kernel}.cl", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let ops: Vec<Op> = src
        .lines()
        .filter_map(|l| l.trim().strip_prefix("{ // __builtin_amdgcn_"))
        .map(Op::parse)
        .collect();
    let cd = ops[0].cd;
    let vals = ops.iter().flat_map(|op| op.reference(i));
    let bytes = match cd {
        Ty::F64 => le64(vals.map(f64::to_bits)),
        Ty::I32 => le32(vals.map(|v| v as i64 as u32)),
        _ => le32(vals.map(|v| (v as f32).to_bits())),
    };
    assert_eq!(
        bytes.len(),
        i.bytes("out").len(),
        "{kernel}: one value per output element"
    );
    Some(vec![("out", bytes)])
}
