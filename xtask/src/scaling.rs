//! `cargo xtask scaling [--shape NAME] [--max-ratio R] [--scale F]`: the linear-time benchmark.
//! Every parser runs on its worst input shapes at sizes n and 2n (release build, best of 3) and
//! the time ratio is printed; a ratio above the limit (default 3) fails. The shapes are in
//! `crates/fuzz/src/scaling.rs`.

use crate::{cargo, root, run};
use std::process::Command;

/// Builds `lanescope-fuzz` in release and runs its `scaling` command with `args`.
pub fn scaling(args: &[String]) -> Result<(), String> {
    run(cargo().args(["build", "--release", "--locked", "-p", "lanescope-fuzz"]))?;
    run(Command::new(root().join("target/release/lanescope-fuzz"))
        .arg("scaling")
        .args(args))
}
