//! `lanescope-fuzz`: a structure-aware mutational fuzzer that runs on stable Rust, and the
//! linear-time scaling benchmark. `cargo xtask fuzz` and `cargo xtask scaling` drive the
//! `lanescope-fuzz` binary; see the README's Robustness section.

pub mod alloc;
pub mod campaign;
pub mod mutate;
pub mod scaling;
pub mod targets;

#[global_allocator]
static GLOBAL: alloc::Counting = alloc::Counting;

use std::path::Path;

/// The corpus of `target`: every file under `dir` (sorted by name), cut to [`mutate::MAX_INPUT`].
pub fn load_corpus(dir: &Path) -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .map(|mut b| {
            b.truncate(mutate::MAX_INPUT);
            b
        })
        .collect()
}

/// Every mnemonic of the instruction table (the text mutators' dictionary).
pub fn mnemonics() -> Vec<&'static str> {
    let mut names: Vec<&str> = lanescope_gcn::isa::table::TABLE.iter().map(|r| r.name).collect();
    names.sort_unstable();
    names.dedup();
    names
}
