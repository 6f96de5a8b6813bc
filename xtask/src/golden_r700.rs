//! `cargo xtask golden` (R700 part): llc is the oracle for the R700 (TeraScale VLIW5) crate,
//! since LLVM has no r600 assembler or disassembler.
//!
//! For every IR shader `tests/golden/r700/ir/NAME.ll` and every optimisation level in
//! [`LEVELS`], writes to `tests/golden/r700/`:
//! - `NAME.OPT.s`: `llc-22 -march=r600 -mcpu=rv770 -show-mc-encoding` (text plus bytes);
//! - `NAME.OPT.bin`: the `.text` section of `llc -filetype=obj`, as raw bytes.
//!
//! A first line `; LLC_FLAGS: …` in the IR adds llc options (e.g. `-r600-ir-structurize=0`).

use std::path::Path;
use std::process::Command;

use crate::{root, run};

/// The llc optimisation levels the goldens are built at (-O0 is not used: its code is noise).
const LEVELS: [&str; 3] = ["O1", "O2", "O3"];

/// Regenerates every R700 golden output from the IR shaders.
pub fn generate() -> Result<(), String> {
    let dir = root().join("tests/golden/r700");
    let mut shaders: Vec<_> = std::fs::read_dir(dir.join("ir"))
        .map_err(|e| format!("tests/golden/r700/ir: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    shaders.sort();
    for ir in &shaders {
        for level in LEVELS {
            build(&dir, ir, level)?;
        }
    }
    Ok(())
}

/// The extra llc flags an IR file asks for on its first line.
fn extra_flags(ir: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(ir).map_err(|e| format!("{}: {e}", ir.display()))?;
    let first = text.lines().next().unwrap_or("");
    Ok(first
        .strip_prefix("; LLC_FLAGS:")
        .map(|f| f.split_whitespace().map(String::from).collect())
        .unwrap_or_default())
}

/// Runs llc on one shader at one level: the encoded text and the object's raw `.text`.
fn build(dir: &Path, ir: &Path, level: &str) -> Result<(), String> {
    let stem = ir.file_stem().and_then(|s| s.to_str()).unwrap_or("shader");
    let base = dir.join(format!("{stem}.{level}"));
    let llc = |out: &Path, extra: &[&str]| -> Result<(), String> {
        let mut c = Command::new("llc-22");
        c.args(["-march=r600", "-mcpu=rv770", &format!("-{level}")])
            .args(extra_flags(ir)?)
            .args(extra)
            .arg(ir)
            .arg("-o")
            .arg(out);
        run(&mut c)
    };
    llc(&base.with_extension(format!("{level}.s")), &["-show-mc-encoding"])?;
    let obj = std::env::temp_dir().join(format!("lanescope-r700-{stem}.{level}.o"));
    llc(&obj, &["-filetype=obj"])?;
    run(Command::new("llvm-objcopy-22")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(base.with_extension(format!("{level}.bin"))))?;
    std::fs::remove_file(&obj).map_err(|e| format!("{}: {e}", obj.display()))
}
