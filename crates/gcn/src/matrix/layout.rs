//! The register layout of every gfx950 matrix instruction (seed 001 §7.1.4, L2802–L2978).
//!
//! # Conventions
//!
//! * `A` is `M×K` (row `i`, column `k`), `B` is `K×N` (row `k`, column `j`), `C` and `D` are
//!   `M×N` (L2808–L2816). Every function takes `(block, i, j)` with `i` the row and `j` the
//!   column as the seed writes them.
//! * SMFMAC (L3569): `A` is stored compressed, `M×(K/2)`: column `j` is the `j`-th stored
//!   non-zero of row `i`; it belongs to the dense group of four columns `4·(j/2)…4·(j/2)+3`.
//!   [`Matrix::K`] is the 2-bit sparse index of that stored element (same `(block, i, j)` as
//!   the `A` element): its value is the position of the element inside its group of four,
//!   so the element's column in the full `M×K` matrix is `4·(j/2) + index`.
//! * A [`Slot`] is the place that *stores* an element: a register offset from the operand's
//!   first register, a lane, and an inclusive bit range counted from bit 0 of that register.
//!   The range may run past bit 31 into the following registers: a 64-bit element is
//!   `reg` = first register of its pair, `lo = 0`, `hi = 63` (L2822); an FP6 element can
//!   straddle two registers of its 192-bit group (L2838).
//! * Modifiers: [`locate`] gives the storage slot. CBSZ/ABID (A) and BLGP (B) broadcasts do
//!   not move where an element is stored; they change which lane the hardware *reads* for it
//!   (L3183–L3256, L36238–L36245): see [`read_slot`]. For the F8F6F4 ops CBSZ and BLGP select the A
//!   and B formats (L2995), which changes element widths and so the storage itself. For F64
//!   ops BLGP negates A, B, C (L3286) and CBSZ/ABID are ignored: no layout change. For SMFMAC,
//!   CBSZ/ABID pick the index set inside the index VGPR (L3623–L3631, L3673).
//!
//! # Where the sources disagree
//!
//! Two layouts have two readings; lanescope follows one and names the other
//! ([`alternative_reading`], shown by `lanescope layout` and the app's matrix view):
//!
//! * **CBSZ/ABID on 4- and 16-block ops.** Seed 001 says it twice, differently. §7.1.6.1
//!   (L3198–L3227) gives a lane formula, `p(l) = l % S + S·ABID` with `S = 64 >> CBSZ`. The
//!   encoding's field table (L36238–L36245) says CBSZ broadcasts "one chosen block of the A
//!   matrix to the input of 2^CBSZ other blocks" and ABID picks the block "within each
//!   contiguous set of 2^CBSZ blocks". AMD's Matrix Instruction Calculator
//!   (github.com/ROCm/amd_matrix_instruction_calculator, `_get_cbsz_abid_transformed_block`
//!   and its README example for 16-block ops) implements the field table: block `b` reads
//!   block `⌊b / 2^CBSZ⌋·2^CBSZ + ABID`. lanescope follows the field table and the calculator
//!   (two AMD sources against one formula). The readings agree on 2-block ops and whenever
//!   `2^CBSZ` equals the number of blocks (the only broadcasts found in public code, e.g.
//!   composable_kernel's `cbsz = 4` on 4x4x1 16-block and `cbsz = 2` on 16x16x1 4-block ops).
//! * **C/D of `v_mfma_f64_4x4x4_4b_f64`.** The seed's output formula (L2936–L2975, H = 1,
//!   `B_I = M_I = 4`) puts `D[b][i][j]` in lane `16·b + 4·i + j`. The calculator puts it in lane
//!   `16·i + 4·b + j` (its README prints this layout for the CDNA2 op), and so does code that
//!   relies on it on hardware: paranumal/benchparanumal `okl/bp1AxAffineTri2D_mfma.cpp` stores
//!   lane `x + 16·y` of the result as row `y` of the element in lane group `x`, and a public
//!   FP-sanitizer wrapper for this builtin records the same map as reverse-engineered on an
//!   MI350. lanescope follows the calculator: blocks run before row groups inside an output
//!   item. This changes no other instruction (only this one has both `B_I > 1` and `M_I > 1`).

use alloc::vec::Vec;

use crate::isa::format::Format;
use crate::isa::table::{Row, TABLE};

/// An element type of a matrix operand (seed 001 L2533, L2995).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// IEEE binary64.
    F64,
    /// IEEE binary32.
    F32,
    /// IEEE binary16.
    F16,
    /// bfloat16.
    Bf16,
    /// 8-bit signed integer.
    I8,
    /// 32-bit signed integer.
    I32,
    /// FP8 E4M3 (L2995, format 0).
    Fp8,
    /// BF8 E5M2 (format 1).
    Bf8,
    /// FP6 E2M3 (format 2).
    Fp6,
    /// BF6 E3M2 (format 3).
    Bf6,
    /// FP4 E2M1 (format 4).
    Fp4,
    /// The F8F6F4 operand: its format comes from CBSZ (A) or BLGP (B) (L2995).
    F8f6f4,
}

impl Ty {
    /// Width in bits (F8F6F4: 8, the width for the default format 0).
    pub fn bits(self) -> u32 {
        match self {
            Ty::F64 => 64,
            Ty::F32 | Ty::I32 => 32,
            Ty::F16 | Ty::Bf16 => 16,
            Ty::I8 | Ty::Fp8 | Ty::Bf8 | Ty::F8f6f4 => 8,
            Ty::Fp6 | Ty::Bf6 => 6,
            Ty::Fp4 => 4,
        }
    }

    /// Short name, as in the mnemonics (`f32`, `fp8`, `e2m3`…).
    pub fn name(self) -> &'static str {
        match self {
            Ty::F64 => "f64",
            Ty::F32 => "f32",
            Ty::F16 => "f16",
            Ty::Bf16 => "bf16",
            Ty::I8 => "i8",
            Ty::I32 => "i32",
            Ty::Fp8 => "fp8 (e4m3)",
            Ty::Bf8 => "bf8 (e5m2)",
            Ty::Fp6 => "fp6 (e2m3)",
            Ty::Bf6 => "bf6 (e3m2)",
            Ty::Fp4 => "fp4 (e2m1)",
            Ty::F8f6f4 => "f8f6f4",
        }
    }

    /// The type a mnemonic names by `short` (`f32`, `bf16`, `fp8`, `f8f6f4`…), if any.
    pub fn from_short_name(short: &str) -> Option<Ty> {
        Some(match short {
            "f64" => Ty::F64,
            "f32" => Ty::F32,
            "f16" => Ty::F16,
            "bf16" => Ty::Bf16,
            "i8" => Ty::I8,
            "i32" => Ty::I32,
            "fp8" => Ty::Fp8,
            "bf8" => Ty::Bf8,
            "f8f6f4" => Ty::F8f6f4,
            _ => return None,
        })
    }

    /// The F8F6F4 format selected by a 3-bit CBSZ/BLGP value (L2995): 0 E4M3, 1 E5M2,
    /// 2 E2M3, 3 E3M2, 4 E2M1.
    pub fn f8f6f4_format(code: u32) -> Option<Ty> {
        match code {
            0 => Some(Ty::Fp8),
            1 => Some(Ty::Bf8),
            2 => Some(Ty::Fp6),
            3 => Some(Ty::Bf6),
            4 => Some(Ty::Fp4),
            _ => None,
        }
    }
}

/// The shape of one matrix instruction (seed 001 Table 28 L2533, Table 33 L3582; spec map §3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Mnemonic as LLVM spells it.
    pub name: &'static str,
    /// Rows of A, C, D.
    pub m: u32,
    /// Columns of B, C, D.
    pub n: u32,
    /// The dense K (for SMFMAC the full K; A stores K/2 of it, L3569).
    pub k: u32,
    /// Number of independent blocks B (`_2b`, `_4b`, `_16b`).
    pub blocks: u32,
    /// Passes (a pass is 4 cycles) with the default modifiers; see [`passes`] for F8F6F4.
    pub passes: u32,
    /// Type of A.
    pub a_type: Ty,
    /// Type of B.
    pub b_type: Ty,
    /// Type of C and D.
    pub cd_type: Ty,
    /// Registers per lane holding A (default modifiers; [`regs`] for F8F6F4 formats).
    pub a_regs: u32,
    /// Registers per lane holding B.
    pub b_regs: u32,
    /// Registers per lane holding C and D.
    pub cd_regs: u32,
    /// SMFMAC: 4:2 sparse A with an index VGPR (L3569).
    pub sparse: bool,
    /// `v_mfma_scale_*`: block-scaled F8F6F4 (L3300).
    pub scaled: bool,
    /// Line of the instruction's description in seed 001 (0 if none).
    pub doc_line: u32,
}

/// The instruction modifiers that affect layouts (L3179–L3296, field text L36238).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    /// CBSZ (3 bits): broadcast size, F8F6F4 A format, or SMFMAC index-set control.
    pub cbsz: u32,
    /// ABID (4 bits): broadcast source block, scale enable, or SMFMAC index set.
    pub abid: u32,
    /// BLGP (3 bits): B lane permutation, F8F6F4 B format, or F64 negation.
    pub blgp: u32,
}

impl Mods {
    /// The modifiers CBSZ, ABID and BLGP.
    pub const fn new(cbsz: u32, abid: u32, blgp: u32) -> Mods {
        Mods { cbsz, abid, blgp }
    }
}

/// An operand of a matrix instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Matrix {
    /// SRC0: `M×K` (SMFMAC: `M×K/2` compressed).
    A,
    /// SRC1: `K×N`.
    B,
    /// SRC2: `M×N` accumulator input (SMFMAC: read from VDST).
    C,
    /// VDST: `M×N` result.
    D,
    /// SMFMAC SRC2: the 2-bit sparse index of each stored A element (L3569–L3892).
    K,
}

/// Where an element is stored: register offset, lane and inclusive bit range (bits counted from
/// bit 0 of `reg`; `hi` may exceed 31 when the element spans registers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    /// Offset from the operand's first register.
    pub reg: u32,
    /// Lane 0–63.
    pub lane: u32,
    /// Lowest bit.
    pub lo: u32,
    /// Highest bit (inclusive).
    pub hi: u32,
}

/// Every gfx950 matrix instruction of the ISA table (`Vop3pMai` rows, minus the ACCVGPR moves
/// and `v_mfma_ld_scale_b32`), in table order.
pub fn shapes() -> Vec<Shape> {
    TABLE
        .iter()
        .filter(|r| r.format == Format::Vop3pMai)
        .filter_map(|r| parse(r.name, r.doc_line_on(crate::Arch::Gfx950)))
        .collect()
}

impl Shape {
    /// The shape of the named instruction (case-insensitive), if it is a gfx950 matrix op.
    pub fn from_name(name: &str) -> Option<Shape> {
        TABLE
            .iter()
            .find(|r| r.name.eq_ignore_ascii_case(name))
            .and_then(Shape::of)
    }

    /// The shape of the instruction in `row`, if it is a matrix op (MFMA, SMFMAC, MFMA scale;
    /// not `v_accvgpr_*`): LLVM's mnemonic spells it (`v_mfma_f32_16x16x4_4b_f16`).
    pub fn of(row: &Row) -> Option<Shape> {
        if row.format != Format::Vop3pMai {
            return None;
        }
        parse(row.name, row.doc_line_on(crate::Arch::Gfx950))
    }

    /// (M, N, K, blocks, [`Shape::a_cols`]) as sizes, for loops over the matrices.
    pub fn dims(&self) -> (usize, usize, usize, usize, usize) {
        let c = |x: u32| x as usize;
        (c(self.m), c(self.n), c(self.k), c(self.blocks), c(self.a_cols()))
    }

    /// Columns of A as stored (K, or K/2 for SMFMAC).
    pub fn a_cols(&self) -> u32 {
        if self.sparse {
            self.k / 2
        } else {
            self.k
        }
    }

    /// Floating-point (or integer) operations: 2·M·N·K·blocks.
    pub fn flops(&self) -> u64 {
        2 * self.m as u64 * self.n as u64 * self.k as u64 * self.blocks as u64
    }

    /// Whether this is an F8F6F4 op (CBSZ/BLGP select formats, L2995).
    pub fn is_f8f6f4(&self) -> bool {
        self.a_type == Ty::F8f6f4
    }

    /// Whether this is an F64 op (BLGP negates, CBSZ/ABID ignored, L3286).
    pub fn is_f64(&self) -> bool {
        self.cd_type == Ty::F64
    }
}

fn ab_type(s: &str) -> Option<(Ty, Ty)> {
    // No instruction has i32 A/B operands.
    let one = |t: &str| Ty::from_short_name(t).filter(|&t| t != Ty::I32);
    match s.split_once('_') {
        Some((a, b)) => Some((one(a)?, one(b)?)),
        None => one(s).map(|t| (t, t)),
    }
}

/// Derives a shape from the mnemonic (`v_mfma_f32_32x32x8_f16`, `…_2b_…`, `v_smfmac_…`,
/// `v_mfma_scale_…_f8f6f4`, `…_fp8_bf8`).
fn parse(name: &'static str, doc_line: u32) -> Option<Shape> {
    let (rest, sparse, scaled) = if let Some(r) = name.strip_prefix("v_smfmac_") {
        (r, true, false)
    } else if let Some(r) = name.strip_prefix("v_mfma_scale_") {
        (r, false, true)
    } else {
        (name.strip_prefix("v_mfma_")?, false, false)
    };
    let (cd, rest) = rest.split_once('_')?;
    let cd_type = Ty::from_short_name(cd).filter(|t| matches!(t, Ty::F32 | Ty::I32 | Ty::F64))?;
    let (dims, rest) = rest.split_once('_')?;
    let mut d = dims.split('x').map(|x| x.parse::<u32>().ok());
    let (m, n, k) = (d.next()??, d.next()??, d.next()??);
    let (blocks, rest) = match rest.split_once('_') {
        Some((b, r)) if b.ends_with('b') && b[..b.len() - 1].parse::<u32>().is_ok() => {
            (b[..b.len() - 1].parse::<u32>().ok()?, r)
        }
        _ => (1, rest),
    };
    let (a_type, b_type) = ab_type(rest)?;
    let f8f6f4 = a_type == Ty::F8f6f4;
    // Passes: Table 28 (L2533) / Ch.12, spec map §3.1; cycles = 4 × passes.
    let passes = if f8f6f4 {
        if m == 32 {
            16
        } else {
            8
        }
    } else if sparse {
        if m == 32 {
            8
        } else {
            4
        }
    } else if cd_type == Ty::F64 {
        // 4x4x4_4b: Ch.12 (L18350) says 4 passes, Table 28 (L2556) 32 cycles (8 passes); LLVM's
        // scheduling model takes 4 (llvm-mca, gfx90a: v_mfma_f64_4x4x4f64 RThroughput 4).
        if m == 16 {
            16
        } else {
            4
        }
    } else if m == 4 {
        2
    } else if blocks > 1 || a_type == Ty::F32 {
        if m == 32 {
            16
        } else {
            8
        }
    } else if m == 32 {
        8
    } else {
        4
    };
    let a_cols = if sparse { k / 2 } else { k };
    let regs = |rows: u32, cols: u32, bits: u32| rows * cols * blocks * bits / 2048;
    Some(Shape {
        name,
        m,
        n,
        k,
        blocks,
        passes,
        a_type,
        b_type,
        cd_type,
        a_regs: regs(m, a_cols, a_type.bits()),
        b_regs: regs(n, k, b_type.bits()),
        cd_regs: regs(m, n, cd_type.bits()),
        sparse,
        scaled,
        doc_line,
    })
}

/// Passes with these modifiers: the F8F6F4 ops take twice as long if either input is FP8/BF8
/// (L2980–L2990); other ops have `shape.passes`.
pub fn passes(shape: &Shape, mods: Mods) -> u32 {
    if shape.is_f8f6f4() {
        let fp8 = |c: u32| c <= 1;
        if fp8(mods.cbsz & 7) || fp8(mods.blgp & 7) {
            shape.passes
        } else {
            shape.passes / 2
        }
    } else {
        shape.passes
    }
}

/// The element type of an operand with these modifiers (F8F6F4: CBSZ → A, BLGP → B, L2995;
/// the sparse index is 2 bits and reported as `None`).
pub fn operand_type(shape: &Shape, mods: Mods, matrix: Matrix) -> Option<Ty> {
    match matrix {
        Matrix::A if shape.is_f8f6f4() => Ty::f8f6f4_format(mods.cbsz),
        Matrix::B if shape.is_f8f6f4() => Ty::f8f6f4_format(mods.blgp),
        Matrix::A => Some(shape.a_type),
        Matrix::B => Some(shape.b_type),
        Matrix::C | Matrix::D => Some(shape.cd_type),
        Matrix::K => None,
    }
}

/// Checks the modifiers against the instruction (L3179–L3296, L3623–L3673); the error says why.
pub fn check_mods(shape: &Shape, mods: Mods) -> Result<(), &'static str> {
    if mods.cbsz > 7 {
        return Err("CBSZ is a 3-bit field (0-7)");
    }
    if mods.abid > 15 {
        return Err("ABID is a 4-bit field (0-15)");
    }
    if mods.blgp > 7 {
        return Err("BLGP is a 3-bit field (0-7)");
    }
    if shape.is_f8f6f4() {
        if mods.cbsz > 4 {
            return Err("for F8F6F4, CBSZ is the A format: 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1");
        }
        if mods.blgp > 4 {
            return Err("for F8F6F4, BLGP is the B format: 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1");
        }
        return Ok(());
    }
    if shape.is_f64() {
        // CBSZ/ABID ignored, BLGP bits negate A, B, C (L3286).
        return Ok(());
    }
    if shape.sparse {
        // ABID's low bits pick the sparse-index set and the rest is ignored: ABID[1:0] of four
        // sets, ABID[0] of two, and the ops with one set ignore it (L3623–L3631, L3673–L3678);
        // llvm-mc accepts any 4-bit ABID on every SMFMAC.
        return Ok(());
    }
    if mods.cbsz > 4 {
        return Err("CBSZ must be at most 4 (seed 001 L3214)");
    }
    if (1u32 << mods.cbsz) > shape.blocks {
        return Err("CBSZ too large: 1<<CBSZ must not exceed the number of blocks (seed 001 L3196)");
    }
    if mods.abid >= (1u32 << mods.cbsz) {
        return Err("ABID must be below 1<<CBSZ (seed 001 L3221)");
    }
    Ok(())
}

/// Registers per lane for an operand with these modifiers: `M·K·B·bits/2048` for A and B,
/// `M·N·B·bits/2048` for C and D (L2808–L2838, spec map §3.1); the index operand is 1 VGPR.
pub fn regs(shape: &Shape, mods: Mods, matrix: Matrix) -> u32 {
    match geometry(shape, mods, matrix) {
        Some(g) => g.regs,
        None => 0,
    }
}

/// Operand geometry: stored rows × cols per block, element bits, registers, and whether the
/// operand is split into two register halves each holding half of K (see [`locate`]).
#[derive(Clone, Copy)]
struct Geo {
    rows: u32,
    cols: u32,
    bits: u32,
    regs: u32,
    halves: bool,
}

fn geometry(shape: &Shape, mods: Mods, matrix: Matrix) -> Option<Geo> {
    let b = shape.blocks;
    match matrix {
        Matrix::A | Matrix::B => {
            let bits = operand_type(shape, mods, matrix)?.bits();
            let (rows, cols, lanes_dim) = if matrix == Matrix::A {
                (shape.m, shape.a_cols(), shape.m)
            } else {
                (shape.k, shape.n, shape.n)
            };
            let kdim = if matrix == Matrix::A { cols } else { rows };
            let regs = lanes_dim * kdim * b * bits / 2048;
            // The FP8 inputs of F8F6F4 (L3099–L3127) and the 8-register B of SMFMAC with its
            // matching 4-register A (L3779–L3858) hold K in two halves of registers.
            let halves = (shape.is_f8f6f4() && bits == 8) || (shape.sparse && shape.b_regs == 8);
            Some(Geo {
                rows,
                cols,
                bits,
                regs,
                halves,
            })
        }
        Matrix::C | Matrix::D => {
            let bits = shape.cd_type.bits();
            Some(Geo {
                rows: shape.m,
                cols: shape.n,
                bits,
                regs: shape.m * shape.n * b * bits / 2048,
                halves: false,
            })
        }
        Matrix::K if shape.sparse => Some(Geo {
            rows: shape.m,
            cols: shape.a_cols(),
            bits: 2,
            regs: 1,
            halves: false,
        }),
        Matrix::K => None,
    }
}

/// Number of 2-bit index sets in the SMFMAC index VGPR: one set covers the A items of a lane
/// (L3703–L3747, L3673: 16-bit A in 2 registers → four 8-bit sets; 4 registers → two 16-bit sets;
/// 8-bit A in 2 registers → two 16-bit sets; in 4 registers → one 32-bit set).
fn index_sets(shape: &Shape) -> u32 {
    let items = shape.a_regs * 32 / shape.a_type.bits().max(1);
    (32 / (2 * items).max(1)).max(1)
}

/// The index set in use: chosen by ABID's low bits when CBSZ[1:0] = 0, else set 0 (L3623–L3631).
fn index_set(shape: &Shape, mods: Mods) -> u32 {
    if mods.cbsz & 3 == 0 {
        mods.abid % index_sets(shape)
    } else {
        0
    }
}

/// Input layout (L2880–L2930): element (b, row-in-lane-dim `x`, k) of an operand whose lanes
/// run along `x` with extent `x_dim`, K extent `kdim`. Returns (global bit, lane).
fn input_pos(g: &Geo, blocks: u32, x_dim: u32, kdim: u32, b: u32, x: u32, k: u32) -> Option<(u32, u32)> {
    let (kh, h, kk) = if g.halves {
        let kh = kdim / 2;
        (kh, k / kh.max(1), k % kh.max(1))
    } else {
        (kdim, 0, k)
    };
    // K_L = K / (64 / (M·B)) (L2851).
    let kl = kh * x_dim * blocks / 64;
    if kl == 0 {
        return None;
    }
    let item = kk % kl;
    let lane = x + x_dim * (b + blocks * (kk / kl));
    let half_bits = if g.halves { g.regs / 2 * 32 } else { 0 };
    Some((h * half_bits + item * g.bits, lane))
}

/// Inverse of [`input_pos`]: (global bit start of the item, lane) → (b, x, k).
fn input_inv(g: &Geo, blocks: u32, x_dim: u32, kdim: u32, bit: u32, lane: u32) -> Option<(u32, u32, u32)> {
    let (kh, h, bit) = if g.halves {
        let half_bits = g.regs / 2 * 32;
        (kdim / 2, bit / half_bits.max(1), bit % half_bits.max(1))
    } else {
        (kdim, 0, bit)
    };
    let kl = kh * x_dim * blocks / 64;
    if kl == 0 || x_dim == 0 || blocks == 0 {
        return None;
    }
    let item = bit / g.bits;
    if item >= kl {
        return None;
    }
    let x = lane % x_dim;
    let rest = lane / x_dim;
    let b = rest % blocks;
    let kk = (rest / blocks) * kl + item;
    Some((b, x, h * kh + kk))
}

/// Output constants (L2925–L2970): H, B_I, M_I, G.
fn out_consts(shape: &Shape) -> Option<(u32, u32, u32, u32)> {
    let h = if shape.is_f64() { 1 } else { 4 };
    let per = shape.n * shape.m / h;
    if per == 0 || shape.n == 0 {
        return None;
    }
    let bi = 64u32.div_ceil(per);
    let mi = (64 / bi) / shape.n;
    if mi == 0 {
        return None;
    }
    let gg = shape.m / (h * mi);
    Some((h, bi, mi, gg))
}

/// The slot that stores element `(block, i, j)` of `matrix` (see the module doc for the
/// conventions), or `None` if the element or operand does not exist.
///
/// * A, B (L2851–L2930): `K_L = K/(64/(M·B))`; `A[b,i,k]` is item `k % K_L` of lane
///   `i + M·(b + B·(k/K_L))`, `B[b,k,j]` item `k % K_L` of lane `j + N·(b + B·(k/K_L))`.
///   Items pack little-endian at the element width (L2822–L2838; FP6 densely across a
///   6-register group). Exception: the FP8/BF8 inputs of F8F6F4 (L3099–L3127) and the
///   8-register B / 4-register A of SMFMAC (L3779–L3858) split K in two halves: the first
///   half of the registers holds `k < K/2` with the formula applied to `K/2`, the second half
///   holds `k ≥ K/2` likewise.
/// * C, D (L2936–L2978): with `H` (1 for f64, else 4), `B_I = ceil(64/(N·M/H))`,
///   `M_I = (64/B_I)/N`, `G = M/(H·M_I)`: item `(i%H) + H·(i/(H·M_I) + G·(b/B_I))` of lane
///   `j + N·(b%B_I + B_I·((i/H)%M_I))`. The seed writes the lane `j + N·((i/H)%M_I +
///   M_I·(b%B_I))` (L2974); the two differ only for `v_mfma_f64_4x4x4_4b_f64`, where this
///   engine follows AMD's Matrix Instruction Calculator (see the module doc).
/// * K (SMFMAC index, L3650–L3892): one VGPR (`reg` 0); the index of the stored A element is in
///   the same lane as that element, at bits `set·S + 2t … +1` where `t` is the element's item
///   number within its lane (in register order), `S = 2·items per lane` and `set` comes from
///   ABID when CBSZ\[1:0\] = 0 (L3623–L3631), else 0.
///
/// Modifiers: only the F8F6F4 formats (CBSZ/BLGP) and the SMFMAC index set (CBSZ/ABID) change
/// storage; the broadcasts are applied by [`read_slot`].
pub fn locate(shape: &Shape, mods: Mods, matrix: Matrix, block: u32, i: u32, j: u32) -> Option<Slot> {
    let g = geometry(shape, mods, matrix)?;
    if block >= shape.blocks || i >= g.rows || j >= g.cols {
        return None;
    }
    let (bit, lane, bits) = match matrix {
        Matrix::A => {
            let (bit, lane) = input_pos(&g, shape.blocks, shape.m, shape.a_cols(), block, i, j)?;
            (bit, lane, g.bits)
        }
        Matrix::B => {
            let (bit, lane) = input_pos(&g, shape.blocks, shape.n, shape.k, block, j, i)?;
            (bit, lane, g.bits)
        }
        Matrix::C | Matrix::D => {
            let (h, bi, mi, gg) = out_consts(shape)?;
            let item = (i % h) + h * (i / (h * mi) + gg * (block / bi));
            let lane = j + shape.n * (block % bi + bi * ((i / h) % mi));
            (item * g.bits, lane, g.bits)
        }
        Matrix::K => {
            let a = locate(shape, mods, Matrix::A, block, i, j)?;
            let abits = shape.a_type.bits();
            let t = (a.reg * 32 + a.lo) / abits;
            let set_bits = 2 * (shape.a_regs * 32 / abits);
            (index_set(shape, mods) * set_bits + 2 * t, a.lane, 2)
        }
    };
    if lane >= 64 || bit + bits > g.regs * 32 {
        return None;
    }
    Some(Slot {
        reg: bit / 32,
        lane,
        lo: bit % 32,
        hi: bit % 32 + bits - 1,
    })
}

/// The slot the hardware *reads* for element `(block, i, j)`: the storage slot of
/// [`locate`] with the lane permuted by the broadcast controls.
///
/// * A (field table L36238–L36245; module doc): block `b` reads block
///   `⌊b / 2^CBSZ⌋·2^CBSZ + ABID`, i.e. lane `l` of a multi-block op (`M·B = 64`) reads lane
///   `l % M + M·that block`. (§7.1.6.1, L3227, reads `p_a(l) = (l % S) + S·ABID`,
///   `S = 64 >> CBSZ`: [`alternative_reading`].)
/// * B (Table 29, L3256): BLGP 0 `l`; 1 `l%32`; 2 `l%32+32`; 3 `(l+16)%64`; 4 `l%16`;
///   5 `l%16+16`; 6 `l%16+32`; 7 `l%16+48`.
/// * No permutation for F64 ops (BLGP negates, L3286), F8F6F4 ops (formats, L3244, L3294),
///   the SMFMAC A (CBSZ/ABID pick the index set, L3643), C, D and the index.
pub fn read_slot(shape: &Shape, mods: Mods, matrix: Matrix, block: u32, i: u32, j: u32) -> Option<Slot> {
    let mut s = locate(shape, mods, matrix, block, i, j)?;
    if shape.is_f64() || shape.is_f8f6f4() {
        return Some(s);
    }
    match matrix {
        Matrix::A if !shape.sparse && (1..=4).contains(&mods.cbsz) && shape.m > 0 => {
            // `% 64` keeps out-of-range ABIDs (rejected by `check_mods`) from overflowing.
            let group = 1u32 << mods.cbsz;
            let block = s.lane / shape.m / group * group + mods.abid % 64;
            s.lane = (s.lane % shape.m + shape.m * block) % 64;
        }
        Matrix::B => {
            let l = s.lane;
            s.lane = match mods.blgp & 7 {
                0 => l,
                1 => l % 32,
                2 => l % 32 + 32,
                3 => (l + 16) % 64,
                4 => l % 16,
                5 => l % 16 + 16,
                6 => l % 16 + 32,
                _ => l % 16 + 48,
            };
        }
        _ => {}
    }
    Some(s)
}

/// The reading lanescope did not follow for this instruction, where the sources disagree (see
/// the module doc), with what to check on real hardware; `None` where they agree.
pub fn alternative_reading(shape: &Shape) -> Option<&'static str> {
    if shape.is_f64() && shape.blocks > 1 {
        Some(
            "C/D lanes: lanescope puts D[b][i][j] (and C) in lane 16*i + 4*b + j, as AMD's Matrix Instruction Calculator does (and code run on MI-series GPUs relies on); seed 001's output formula (L2964-L2974) gives lane 16*b + 4*i + j. On hardware: D[1][0][0] is in lane 4 (followed) or lane 16 (seed formula).",
        )
    } else if shape.blocks > 2 && !shape.sparse && !shape.is_f8f6f4() {
        Some(
            "CBSZ/ABID: lanescope follows the seed's field table (L36238-L36245) and AMD's Matrix Instruction Calculator: within each group of 2^CBSZ consecutive blocks, every block reads A from block ABID of its group; seed 001 L3227 instead has lane l read lane (l % S) + S*ABID, S = 64 >> CBSZ. They agree when 2^CBSZ is the number of blocks. On hardware: with CBSZ=1 ABID=1, block 0 uses A of block 1 (followed) or of the first block of the wave's second half (L3227).",
        )
    } else {
        None
    }
}

/// The element stored at bit `bit` of register `reg` (offset from the operand's first register)
/// of lane `lane`, if any: the inverse of [`locate`].
pub fn element(shape: &Shape, mods: Mods, matrix: Matrix, reg: u32, lane: u32, bit: u32) -> Option<(u32, u32, u32)> {
    let g = geometry(shape, mods, matrix)?;
    if reg >= g.regs || lane >= 64 || bit >= 32 {
        return None;
    }
    let pos = reg * 32 + bit;
    let (b, i, j) = match matrix {
        Matrix::A => {
            let start = pos / g.bits * g.bits;
            input_inv(&g, shape.blocks, shape.m, shape.a_cols(), start, lane)?
        }
        Matrix::B => {
            let start = pos / g.bits * g.bits;
            let (b, j, k) = input_inv(&g, shape.blocks, shape.n, shape.k, start, lane)?;
            (b, k, j)
        }
        Matrix::C | Matrix::D => {
            let (h, bi, mi, gg) = out_consts(shape)?;
            let item = pos / g.bits;
            let q = item / h;
            let i_hi = q % gg.max(1);
            let bq = q / gg.max(1);
            let r = lane / shape.n;
            let i = i_hi * h * mi + (r / bi) * h + item % h;
            let b = bq * bi + r % bi;
            (b, i, lane % shape.n)
        }
        Matrix::K => {
            let abits = shape.a_type.bits();
            let set_bits = 2 * (shape.a_regs * 32 / abits);
            let base = index_set(shape, mods) * set_bits;
            if pos < base || pos >= base + set_bits {
                return None;
            }
            let t = (pos - base) / 2;
            let abit = t * abits;
            element(shape, mods, Matrix::A, abit / 32, lane, abit % 32)?
        }
    };
    // Verify against the forward map: the bit must lie inside the element's slot.
    let s = locate(shape, mods, matrix, b, i, j)?;
    let (first, last) = (s.reg * 32 + s.lo, s.reg * 32 + s.hi);
    (s.lane == lane && first <= pos && pos <= last).then_some((b, i, j))
}

/// Every element of `matrix` with its storage slot, ordered by block, then `i`, then `j`
/// (empty if the operand does not exist, e.g. [`Matrix::K`] of a dense op).
pub fn elements(shape: &Shape, mods: Mods, matrix: Matrix) -> Vec<(u32, u32, u32, Slot)> {
    let mut out = Vec::new();
    let Some(g) = geometry(shape, mods, matrix) else {
        return out;
    };
    for b in 0..shape.blocks {
        for i in 0..g.rows {
            for j in 0..g.cols {
                if let Some(s) = locate(shape, mods, matrix, b, i, j) {
                    out.push((b, i, j, s));
                }
            }
        }
    }
    out
}

/// The E8M0 scale of a `v_mfma_scale_*_f8f6f4` op (L3340–L3373): the scale for row `row` of A
/// (or column `row` of B) and K-block `kblock` (32 K-values each) is byte `opsel` (the 2-bit
/// `{OP_SEL_HI, OP_SEL}` code) of the scale VGPR in lane `row + M·kblock`: for 16×16×128
/// lane `l` holds M = `l%16`, K-block `l/16`; for 32×32×64 M = `l%32`, K-block `l/32`.
pub fn scale_slot(shape: &Shape, opsel: u32, row: u32, kblock: u32) -> Option<Slot> {
    if !shape.scaled || opsel > 3 || row >= shape.m || kblock >= shape.k / 32 {
        return None;
    }
    let lane = row + shape.m * kblock;
    (lane < 64).then_some(Slot {
        reg: 0,
        lane,
        lo: 8 * opsel,
        hi: 8 * opsel + 7,
    })
}
