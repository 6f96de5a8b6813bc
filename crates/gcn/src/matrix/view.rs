//! What front ends show of a matrix instruction, from the layout engine ([`super::layout`]):
//! the one-screen summary (`lanescope layout INSTRUCTION`), the element tables (`--csv`,
//! `--markdown`, the app's export links) and [`draw`], the matrices with their registers and
//! live values for the app's matrix view. The CLI and the app call these functions, so both
//! always agree with the executor, which gathers and scatters through the same engine.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use lanescope_isa::{format_f32, format_f64, MatrixElement, MatrixMods, MatrixOperand, MatrixPart, MatrixView};

use super::layout::{alternative_reading, check_mods, elements, operand_type, passes, read_slot, regs, scale_slot};
use super::layout::{Matrix, Mods, Shape, Ty};
use crate::exec::formats;
use crate::exec::wave::{AGPR0, LANES};
use crate::exec::Wave;
use crate::isa::inst::{mai, Inst};
use crate::isa::operand::{inline_value, Ty as OpTy, INLINE_F32, INLINE_F64, VGPR0};

impl From<&MatrixMods> for Mods {
    fn from(m: &MatrixMods) -> Mods {
        Mods::new(m.get("CBSZ"), m.get("ABID"), m.get("BLGP"))
    }
}

impl From<Mods> for MatrixMods {
    fn from(m: Mods) -> MatrixMods {
        MatrixMods::new()
            .with("CBSZ", m.cbsz)
            .with("ABID", m.abid)
            .with("BLGP", m.blgp)
    }
}

impl From<MatrixPart> for Matrix {
    fn from(p: MatrixPart) -> Matrix {
        match p {
            MatrixPart::A => Matrix::A,
            MatrixPart::B => Matrix::B,
            MatrixPart::C => Matrix::C,
            MatrixPart::D => Matrix::D,
            MatrixPart::K => Matrix::K,
        }
    }
}

impl From<Matrix> for MatrixPart {
    fn from(m: Matrix) -> MatrixPart {
        match m {
            Matrix::A => MatrixPart::A,
            Matrix::B => MatrixPart::B,
            Matrix::C => MatrixPart::C,
            Matrix::D => MatrixPart::D,
            Matrix::K => MatrixPart::K,
        }
    }
}

/// How the summary's line naming the other reading begins (see [`describe`]); front ends find
/// it by this prefix.
pub const DISAGREE: &str = "sources disagree: ";

/// [`check_mods`] with the message every front end shows (`NAME: invalid modifiers: WHY`).
pub fn checked_mods(shape: &Shape, mods: Mods) -> Result<(), String> {
    check_mods(shape, mods).map_err(|e| format!("{}: invalid modifiers: {e}", shape.name))
}

/// [`layout_table`] after checking the modifiers and that operand `m` exists (K only for
/// SMFMAC): what `lanescope layout --csv/--markdown` prints and the app exports.
pub fn table(shape: &Shape, mods: Mods, m: Matrix, markdown: bool) -> Result<String, String> {
    checked_mods(shape, mods)?;
    if m == Matrix::K && !shape.sparse {
        return Err(format!(
            "{}: matrix K (the sparse index) exists only for v_smfmac_* instructions",
            shape.name
        ));
    }
    Ok(layout_table(shape, mods, m, markdown))
}

/// The modifiers written on a decoded instruction.
pub fn inst_mods(i: &Inst) -> Mods {
    Mods::new(i.mai.cbsz as u32, i.mai.abid as u32, i.mai.blgp as u32)
}

/// Matrix instruction `i` as written with modifiers `mods` (canonical syntax). The text is
/// assembled back, so what is returned is a valid instruction: for the F8F6F4 ops the A and B
/// tuples take the width of the formats CBSZ and BLGP select (seed 001 L2995).
pub fn with_mods(arch: crate::Arch, i: &Inst, mods: Mods) -> Result<String, String> {
    let shape =
        Shape::from_name(i.row().name).ok_or_else(|| format!("{} is not a matrix instruction", i.row().name))?;
    checked_mods(&shape, mods)?;
    let mut j = *i;
    j.mai.cbsz = mods.cbsz as u8;
    j.mai.abid = mods.abid as u8;
    j.mai.blgp = mods.blgp as u8;
    let text = crate::syntax::print::print_asm(arch, &j, None);
    let back = crate::syntax::assemble(arch, &text).map_err(|e| {
        let why = e.first().map_or_else(String::new, |d| d.message.clone());
        format!("{text}: {why}")
    })?;
    match back.insts.first() {
        Some(k) if k.mai.cbsz == j.mai.cbsz && k.mai.abid == j.mai.abid && k.mai.blgp == j.mai.blgp => Ok(text),
        _ => Err(format!("{text} does not assemble back to these modifiers")),
    }
}

/// The value of an inline-constant C operand (codes 128–208, 240–248) as the executor reads
/// it: integers sign-extended to 64 bits for f64 ops, the f32 or f64 pattern of a float.
pub fn inline_c(code: u16, f64_op: bool) -> Option<u64> {
    match code {
        128..=208 => {
            let v = inline_value(code, OpTy::B32).unwrap_or(0) as i32;
            Some(if f64_op { v as i64 as u64 } else { v as u32 as u64 })
        }
        240..=248 => {
            let n = (code - 240) as usize;
            Some(if f64_op { INLINE_F64[n] } else { INLINE_F32[n].1 as u64 })
        }
        _ => None,
    }
}

/// Rows, columns and element type name of operand `m` of `shape` (per block).
fn dims(shape: &Shape, m: Matrix) -> (u32, u32) {
    match m {
        Matrix::A | Matrix::K => (shape.m, shape.a_cols()),
        Matrix::B => (shape.k, shape.n),
        Matrix::C | Matrix::D => (shape.m, shape.n),
    }
}

fn ty_name(shape: &Shape, mods: Mods, m: Matrix) -> &'static str {
    operand_type(shape, mods, m).map_or("2-bit index", |t| t.name())
}

/// Operand `m`'s elements as a table, one row per element: `block,i,j,reg,lane,lo,hi` (CSV
/// with a header line) or the same columns as a Markdown table. The slot is the one the
/// hardware reads the element from (A and B with the broadcast modifiers applied).
pub fn layout_table(shape: &Shape, mods: Mods, m: Matrix, markdown: bool) -> String {
    let mut out = String::new();
    if markdown {
        out.push_str("| block | i | j | reg | lane | lo | hi |\n|---|---|---|---|---|---|---|\n");
    } else {
        out.push_str("block,i,j,reg,lane,lo,hi\n");
    }
    for (b, i, j, stored) in elements(shape, mods, m) {
        let s = read_slot(shape, mods, m, b, i, j).unwrap_or(stored);
        if markdown {
            let _ = writeln!(
                out,
                "| {b} | {i} | {j} | {} | {} | {} | {} |",
                s.reg, s.lane, s.lo, s.hi
            );
        } else {
            let _ = writeln!(out, "{b},{i},{j},{},{},{},{}", s.reg, s.lane, s.lo, s.hi);
        }
    }
    out
}

/// The summary `lanescope layout INSTRUCTION` prints: shape, passes, FLOPs, each operand's type,
/// registers and files, what the modifiers mean for this instruction and, where the sources
/// disagree on its layout, a `sources disagree:` line with the reading not followed.
pub fn describe(s: &Shape, mods: Mods) -> String {
    let p = passes(s, mods);
    let mut o = String::new();
    let _ = writeln!(o, "{} (gfx950; seed 001 L{})", s.name, s.doc_line);
    let _ = writeln!(o, "M x N x K: {} x {} x {}, blocks {}", s.m, s.n, s.k, s.blocks);
    let _ = writeln!(o, "passes: {p} ({} cycles)", 4 * p);
    let _ = writeln!(o, "FLOPs: {}", s.flops());
    let (ar, cols) = (regs(s, mods, Matrix::A), s.a_cols());
    let a_note = if s.sparse { " (4:2 sparse: K/2 stored)" } else { "" };
    let _ = writeln!(
        o,
        "A: {}, {} x {cols} per block{a_note}, {ar} registers per lane, VGPR or AGPR",
        ty_name(s, mods, Matrix::A),
        s.m
    );
    let _ = writeln!(
        o,
        "B: {}, {} x {} per block, {} registers per lane, VGPR or AGPR",
        ty_name(s, mods, Matrix::B),
        s.k,
        s.n,
        regs(s, mods, Matrix::B)
    );
    let cd = regs(s, mods, Matrix::C);
    let (c_label, c_files) = if s.sparse {
        ("C/D", "read and written at VDST: VGPR or AGPR via ACC_CD")
    } else {
        ("C", "VGPR or AGPR via ACC_CD (or an inline constant)")
    };
    let _ = writeln!(
        o,
        "{c_label}: {}, {} x {} per block, {cd} registers per lane, {c_files}",
        ty_name(s, mods, Matrix::C),
        s.m,
        s.n
    );
    let _ = if s.sparse {
        writeln!(
            o,
            "K (sparse index, SRC2): 2 bits per stored A element, 1 register per lane, VGPR only"
        )
    } else {
        let d = ty_name(s, mods, Matrix::D);
        writeln!(o, "D: {d}, {cd} registers per lane, VGPR or AGPR via ACC_CD")
    };
    let _ = writeln!(o, "modifiers: {}", modifiers(s));
    if let Some(other) = alternative_reading(s) {
        let _ = writeln!(o, "{DISAGREE}{other}");
    }
    if s.scaled {
        let _ = writeln!(
            o,
            "scales: E8M0, one per 32 K-values of each A row and B column, in the SRC0/SRC1 VGPRs of the v_mfma_ld_scale_b32 prefix word; ABID[0]=1 enables them (seed 001 L3300-L3373)"
        );
    }
    o
}

fn modifiers(s: &Shape) -> &'static str {
    if s.is_f8f6f4() {
        "CBSZ = A format, BLGP = B format (0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1); no broadcast (seed 001 L2995, L3244)"
    } else if s.is_f64() {
        "CBSZ and ABID ignored; BLGP[0], [1], [2] negate A, B, C (seed 001 L3286)"
    } else if s.sparse {
        "CBSZ/ABID pick the sparse-index set in the SRC2 VGPR (ABID when CBSZ[1:0]=0, else set 0); BLGP permutes B lanes (seed 001 L3623-L3643)"
    } else if s.blocks > 1 {
        "CBSZ/ABID broadcast A: in each group of 2^CBSZ consecutive blocks, every block reads A from block ABID of its group, 1<<CBSZ <= blocks, ABID < 1<<CBSZ (seed 001 L36238-L36245); BLGP permutes B lanes (Table 29; seed 001 L3179-L3296)"
    } else {
        "CBSZ must be 0 (one block), so ABID is 0; BLGP permutes B lanes (Table 29; seed 001 L3256)"
    }
}

/// Where an operand of a program instruction lives.
#[derive(Clone, Copy)]
enum Home {
    /// A register tuple: first register in wave numbering (AGPRs from [`AGPR0`]).
    Regs(usize),
    /// An inline constant's value (C only).
    Const(u64),
}

/// The registers of the instruction `inst` in wave `w`, for [`draw`].
pub struct Live<'a> {
    /// The wave whose registers are shown.
    pub wave: &'a Wave,
    /// The matrix instruction.
    pub inst: &'a Inst,
}

fn tuple_name(base: usize, n: u32) -> String {
    let (p, idx) = if base >= AGPR0 {
        ("a", base - AGPR0)
    } else {
        ("v", base)
    };
    if n == 1 {
        format!("{p}{idx}")
    } else {
        format!("{p}[{idx}:{}]", idx + n as usize - 1)
    }
}

/// Text of element bits `bits` of type `t` (`None`: the sparse index).
fn value_text(t: Option<Ty>, bits: u64, negate: bool) -> String {
    let sign = |v: f64| if negate { -v } else { v };
    match t {
        None => format!("{}", bits & 3),
        Some(Ty::F64) => format_f64(sign(f64::from_bits(bits))),
        Some(Ty::F32) => format_f32(f32::from_bits(bits as u32)),
        Some(Ty::F16) => format_f32(half::f16::from_bits(bits as u16).to_f32()),
        Some(Ty::Bf16) => format_f32(half::bf16::from_bits(bits as u16).to_f32()),
        Some(Ty::I8) => format!("{}", bits as u8 as i8),
        Some(Ty::I32) => format!("{}", bits as u32 as i32),
        Some(Ty::Fp8) => format_f64(formats::FP8.decode(bits as u32)),
        Some(Ty::Bf8) => format_f64(formats::BF8.decode(bits as u32)),
        Some(Ty::Fp6) => format_f64(formats::FP6.decode(bits as u32)),
        Some(Ty::Bf6) => format_f64(formats::BF6.decode(bits as u32)),
        Some(Ty::Fp4) => format_f64(formats::FP4.decode(bits as u32)),
        Some(Ty::F8f6f4) => format!("0x{bits:02x}"),
    }
}

/// Bits `lo..=hi` of register `reg`, lane `lane` of `w` (continuing into the next registers).
fn read_bits(w: &Wave, reg: usize, lane: u32, lo: u32, hi: u32) -> u64 {
    let word = |r: usize| w.vgpr.get(r * LANES + lane as usize).copied().unwrap_or(0) as u64;
    let first = reg + (lo / 32) as usize;
    let v = word(first) | word(first + 1) << 32;
    let width = hi - lo + 1;
    let v = v >> (lo % 32);
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// Draws `shape` with `mods`: every operand's elements with the slot they are read from (A, B)
/// or stored in (C, D, K). With `live`, registers are the instruction's and values are the
/// wave's; without, registers are offsets from each operand's first register.
pub fn draw(shape: &Shape, mods: Mods, live: Option<Live<'_>>) -> Result<MatrixView, String> {
    checked_mods(shape, mods)?;
    let mut parts = Vec::from([Matrix::A, Matrix::B, Matrix::C, Matrix::D]);
    if shape.sparse {
        parts.push(Matrix::K);
    }
    let operands = parts
        .into_iter()
        .map(|m| draw_operand(shape, mods, live.as_ref(), m))
        .collect::<Result<Vec<_>, _>>()?;
    let mut notes = Vec::new();
    if shape.scaled {
        match &live {
            Some(l) => {
                for which in 0..2 {
                    notes.push(scales_note(shape, l, which));
                }
            }
            None => notes.push(
                "scales: E8M0 bytes from the v_mfma_ld_scale_b32 word's VGPRs, one per 32 K-values (seed 001 L3300-L3373); pick the instruction in the program to see them"
                    .to_string(),
            ),
        }
    }
    Ok(MatrixView {
        name: shape.name.to_string(),
        mods: mods.into(),
        line: None,
        summary: describe(shape, mods),
        operands,
        notes,
    })
}

/// Operand `m` of [`draw`]: its type, location, elements and notes.
fn draw_operand(shape: &Shape, mods: Mods, live: Option<&Live<'_>>, m: Matrix) -> Result<MatrixOperand, String> {
    let n = if m == Matrix::K { 1 } else { regs(shape, mods, m) };
    let home = live.map(|l| home(shape, l.inst, m));
    let (rows, cols) = dims(shape, m);
    let negate = negated(shape, mods, m);
    let mut notes = Vec::new();
    if negate {
        notes.push("values shown negated, as the instruction reads them (BLGP, seed 001 L3286)".to_string());
    }
    let location = match home {
        Some(Home::Regs(base)) => tuple_name(base, n),
        Some(Home::Const(v)) => {
            let text = const_text(shape, operand_type(shape, mods, m), v);
            notes.push(format!(
                "C is the inline constant {text} in every element: no registers (reg is D's offset)"
            ));
            format!("inline constant {text}")
        }
        None => format!("{n} register{} per lane", if n == 1 { "" } else { "s" }),
    };
    let elements = operand_elements(shape, mods, m, home.zip(live), negate)?;
    notes.extend(layout_notes(shape, mods, m));
    Ok(MatrixOperand {
        part: m.into(),
        ty: ty_name(shape, mods, m).to_string(),
        rows,
        cols,
        blocks: shape.blocks,
        location,
        live: matches!(home, Some(Home::Regs(_))),
        elements,
        notes,
    })
}

/// Whether f64 operand `m`'s values are read negated (BLGP bits 0-2 on the DGEMM shapes).
fn negated(shape: &Shape, mods: Mods, m: Matrix) -> bool {
    shape.is_f64()
        && match m {
            Matrix::A => mods.blgp & 1 != 0,
            Matrix::B => mods.blgp & 2 != 0,
            Matrix::C => mods.blgp & 4 != 0,
            _ => false,
        }
}

/// An inline C constant as text, in the operand's type.
fn const_text(shape: &Shape, t: Option<Ty>, v: u64) -> String {
    if shape.is_f64() {
        format_f64(f64::from_bits(v))
    } else if t == Some(Ty::I32) {
        format!("{}", v as u32 as i32)
    } else {
        format_f32(f32::from_bits(v as u32))
    }
}

/// Operand `m`'s elements with the slot each is read from (A and B with the broadcasts
/// applied), else stored in; with `live` (its home and the wave), the registers and values.
fn operand_elements(
    shape: &Shape,
    mods: Mods,
    m: Matrix,
    live: Option<(Home, &Live<'_>)>,
    negate: bool,
) -> Result<Vec<MatrixElement>, String> {
    let (rows, cols) = dims(shape, m);
    let t = operand_type(shape, mods, m);
    let mut els = Vec::with_capacity((shape.blocks * rows * cols) as usize);
    for b in 0..shape.blocks {
        for i in 0..rows {
            for j in 0..cols {
                let s = read_slot(shape, mods, m, b, i, j)
                    .ok_or_else(|| format!("{}: the layout engine has no slot for {m:?}[{b}][{i}][{j}]", shape.name))?;
                let (reg, value) = match live {
                    Some((Home::Regs(base), l)) => (
                        base as u32 + s.reg,
                        value_text(
                            t,
                            read_bits(l.wave, base, s.lane, s.lo + 32 * s.reg, s.hi + 32 * s.reg),
                            negate,
                        ),
                    ),
                    Some((Home::Const(v), _)) => (s.reg, value_text(t, v, negate)),
                    None => (s.reg, String::new()),
                };
                let (lane, lo, hi) = (s.lane as u8, s.lo as u8, s.hi as u8);
                els.push(MatrixElement {
                    block: b,
                    row: i,
                    col: j,
                    reg,
                    lane,
                    lo,
                    hi,
                    value,
                });
            }
        }
    }
    Ok(els)
}

/// The notes on how operand `m` is stored or read: sparse A's compression, CBSZ/ABID's A
/// broadcast, BLGP's B lane permutation.
fn layout_notes(shape: &Shape, mods: Mods, m: Matrix) -> Vec<String> {
    let mut notes = Vec::new();
    if shape.sparse && m == Matrix::A {
        notes.push(format!(
            "A is stored compressed, {} x {}: stored column j is one of the two non-zeros of dense columns 4(j/2)..4(j/2)+3, at the position K gives (seed 001 L3569)",
            shape.m,
            shape.a_cols()
        ));
    }
    if m == Matrix::A && shape.blocks > 1 && mods.cbsz != 0 && !shape.is_f8f6f4() && !shape.is_f64() {
        notes.push(format!(
            "CBSZ={} ABID={}: in each group of {} blocks, every block reads A from block {} of its group (the slots shown are the lanes read; seed 001 L36238-L36245)",
            mods.cbsz,
            mods.abid,
            1u32 << mods.cbsz.min(4),
            mods.abid
        ));
    }
    if m == Matrix::B && mods.blgp != 0 && !shape.is_f8f6f4() && !shape.is_f64() {
        notes.push(format!(
            "BLGP={}: B is read from permuted lanes (the slots shown are the lanes read, Table 29)",
            mods.blgp
        ));
    }
    notes
}

/// Where operand `m` of the program instruction `i` lives.
fn home(shape: &Shape, i: &Inst, m: Matrix) -> Home {
    let acc = i.mai.acc;
    let agpr = |flag: u8, idx: usize| if acc & flag != 0 { AGPR0 + idx } else { idx };
    let src = |n: usize| i.src[n].saturating_sub(VGPR0) as usize;
    match m {
        Matrix::A => Home::Regs(agpr(mai::ACC_A, src(0))),
        Matrix::B => Home::Regs(agpr(mai::ACC_B, src(1))),
        Matrix::D => Home::Regs(agpr(mai::ACC_CD, i.dst as usize)),
        Matrix::C if shape.sparse => Home::Regs(agpr(mai::ACC_CD, i.dst as usize)),
        Matrix::C if i.src[2] >= VGPR0 => Home::Regs(agpr(mai::ACC_CD, src(2))),
        Matrix::C => Home::Const(inline_c(i.src[2], shape.is_f64()).unwrap_or(0)),
        Matrix::K => Home::Regs(src(2)),
    }
}

/// The scale form's A (`which` 0) or B scales as the instruction reads them, one line per row
/// (A) or column (B), one `2^e` per K-block.
fn scales_note(shape: &Shape, l: &Live<'_>, which: usize) -> String {
    let i = l.inst;
    let sel = ((i.op_sel_hi >> which & 1) << 1 | (i.op_sel >> which & 1)) as u32;
    let code = i.mai.scale[which];
    let (what, rows) = if which == 0 { ("A", shape.m) } else { ("B", shape.n) };
    let unit = if which == 0 { "row" } else { "column" };
    let mut o = String::new();
    let konst = inline_value(code, OpTy::F32).map(formats::e8m0_of_f32);
    let src = if code >= VGPR0 {
        format!("v{} byte {sel}", code - VGPR0)
    } else {
        "an inline constant (its f32 exponent)".to_string()
    };
    let _ = writeln!(
        o,
        "{what} scales (E8M0 from {src}; one per 32 K-values, seed 001 L3340), {unit}: 2^(e-127) per K-block"
    );
    for r in 0..rows {
        let _ = write!(o, "{unit} {r}:");
        for kb in 0..shape.k / 32 {
            let e = match (code >= VGPR0, konst) {
                (true, _) => scale_slot(shape, sel, r, kb).map_or(127, |s| {
                    read_bits(l.wave, (code - VGPR0) as usize, s.lane, s.lo, s.hi) as u8
                }),
                (false, Some(k)) => k,
                (false, None) => 127,
            };
            if e == 0xff {
                let _ = write!(o, " nan");
            } else {
                let _ = write!(o, " 2^{}", e as i32 - 127);
            }
        }
        o.push('\n');
    }
    o
}
