//! `lanescope layout`: gfx950 matrix-instruction layouts (seed 001 ch. 7). The summary and the
//! tables come from the core (`lanescope_gcn::matrix::view`), which the app's matrix view uses too.

use std::fmt::Write as _;
use std::process::ExitCode;

use lanescope_gcn::matrix::{checked_mods, describe, shapes, table, Matrix, Mods, Shape};
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
    if !arch.has_mfma() {
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
    checked_mods(&shape, mods)?;
    match matrix {
        None if csv || markdown => Err(format!(
            "{}: --csv and --markdown print an operand's elements: add --matrix A|B|C|D{}",
            shape.name,
            if shape.sparse { "|K" } else { "" }
        )),
        None => {
            print!("{}", describe(&shape, mods));
            Ok(ExitCode::SUCCESS)
        }
        Some(m) => {
            print!("{}", table(&shape, mods, m, markdown)?);
            Ok(ExitCode::SUCCESS)
        }
    }
}
