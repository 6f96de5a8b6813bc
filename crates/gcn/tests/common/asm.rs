//! Assembling test sources for gfx900 (llvm-mc 22's default target in these tests).

use lanescope_gcn::isa::arch::Arch;
use lanescope_gcn::syntax::{assemble, assemble_partial};

/// What `llvm-mc -triple=amdgcn -mcpu=gfx900` prints for `src` (it must assemble), with the
/// encodings when `encodings`.
pub fn echo(src: &str, encodings: bool) -> String {
    match assemble(Arch::Gfx900, src) {
        Ok(p) => p.echo(encodings),
        Err(e) => panic!("{src:?}: {e:?}"),
    }
}

/// The errors for `src` as `line:col: message`.
pub fn errors(src: &str) -> Vec<String> {
    let (_, errs) = assemble_partial(Arch::Gfx900, src);
    errs.iter()
        .map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message))
        .collect()
}
