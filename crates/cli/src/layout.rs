//! `lanescope layout`: gfx950 matrix-instruction layouts (seed 001 ch. 7).

use std::fmt::Write as _;
use std::process::ExitCode;

use lanescope_gcn::matrix::{check_mods, elements, operand_type, passes, read_slot, regs, shapes};
use lanescope_gcn::matrix::{Matrix, Mods, Shape};
use lanescope_gcn::Arch;

/// Runs the subcommand; `Err` is printed as `lanescope: error: …`.
pub fn run(
    arch: Arch,
    csv: bool,
    instruction: Option<&str>,
    list: bool,
    matrix: Option<Matrix>,
    mods: Mods,
    markdown: bool,
) -> Result<ExitCode, String> {
    if arch != Arch::Gfx950 {
        return Err(format!(
            "{} has no matrix cores: matrix layouts exist for gfx950 (CDNA4) only",
            arch.name()
        ));
    }
    if list {
        let mut out = String::new();
        for s in shapes() {
            let _ = writeln!(out, "{}", s.name);
        }
        print!("{out}");
        return Ok(ExitCode::SUCCESS);
    }
    let Some(name) = instruction else {
        return Err("layout needs an instruction (list them with `lanescope layout --arch gfx950 --list`)".into());
    };
    let shape = Shape::from_name(name).ok_or_else(|| {
        format!(
            "unknown matrix instruction '{name}' for gfx950 (list them with `lanescope layout --arch gfx950 --list`)"
        )
    })?;
    check_mods(&shape, mods).map_err(|e| format!("{}: invalid modifiers: {e}", shape.name))?;
    match matrix {
        None if csv || markdown => Err(format!(
            "{}: --csv and --markdown print an operand's elements: add --matrix A|B|C|D{}",
            shape.name,
            if shape.sparse { "|K" } else { "" }
        )),
        None => {
            print!("{}", summary(&shape, mods));
            Ok(ExitCode::SUCCESS)
        }
        Some(m) => {
            if m == Matrix::K && !shape.sparse {
                return Err(format!(
                    "{}: matrix K (the sparse index) exists only for v_smfmac_* instructions",
                    shape.name
                ));
            }
            print!("{}", rows(&shape, mods, m, markdown));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The element rows: the slot the hardware reads each element from.
fn rows(shape: &Shape, mods: Mods, m: Matrix, markdown: bool) -> String {
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

fn ty(shape: &Shape, mods: Mods, m: Matrix) -> &'static str {
    operand_type(shape, mods, m).map_or("2-bit index", |t| t.name())
}

fn summary(s: &Shape, mods: Mods) -> String {
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
        ty(s, mods, Matrix::A),
        s.m
    );
    let _ = writeln!(
        o,
        "B: {}, {} x {} per block, {} registers per lane, VGPR or AGPR",
        ty(s, mods, Matrix::B),
        s.k,
        s.n,
        regs(s, mods, Matrix::B)
    );
    let cd = regs(s, mods, Matrix::C);
    if s.sparse {
        let _ = writeln!(
            o,
            "C/D: {}, {} x {} per block, {cd} registers per lane, read and written at VDST: VGPR or AGPR via ACC_CD",
            ty(s, mods, Matrix::C),
            s.m,
            s.n
        );
        let _ = writeln!(
            o,
            "K (sparse index, SRC2): 2 bits per stored A element, 1 register per lane, VGPR only"
        );
    } else {
        let _ = writeln!(
            o,
            "C: {}, {} x {} per block, {cd} registers per lane, VGPR or AGPR via ACC_CD (or an inline constant)",
            ty(s, mods, Matrix::C),
            s.m,
            s.n
        );
        let _ = writeln!(
            o,
            "D: {}, {cd} registers per lane, VGPR or AGPR via ACC_CD",
            ty(s, mods, Matrix::D)
        );
    }
    let _ = writeln!(o, "modifiers: {}", modifiers(s));
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
        "CBSZ/ABID broadcast A: lane l reads lane (l % S) + S*ABID, S = 64 >> CBSZ, 1<<CBSZ <= blocks, ABID < 1<<CBSZ; BLGP permutes B lanes (Table 29; seed 001 L3179-L3296)"
    } else {
        "CBSZ must be 0 (one block), so ABID is 0; BLGP permutes B lanes (Table 29; seed 001 L3256)"
    }
}
