//! The hazard linter (`lanescope_gcn::hazard::lint`): each rule of seed 001 Table 38
//! (L3910–L4066) and Table 11 (L1324–L1400) fires with the counts the seed gives and stops
//! firing once enough independent instructions or `s_nop` wait states separate the pair.

use lanescope_gcn::hazard::lint;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;
use lanescope_isa::{Diagnostic, Severity};

fn warnings(arch: Arch, src: &str) -> Vec<Diagnostic> {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let d = lint(&p);
    assert!(d.iter().all(|d| d.severity == Severity::Warning));
    d
}

fn w950(src: &str) -> Vec<Diagnostic> {
    warnings(Arch::Gfx950, src)
}

/// `src` gives exactly one warning, at `line`, whose message contains every piece of `parts`.
#[track_caller]
fn one(arch: Arch, src: &str, line: u32, parts: &[&str]) {
    let d = warnings(arch, src);
    assert_eq!(d.len(), 1, "{src}\n{d:#?}");
    assert_eq!(d[0].span.line, line, "{:?}", d[0]);
    for p in parts {
        assert!(d[0].message.contains(p), "missing {p:?} in {:?}", d[0].message);
    }
}

#[track_caller]
fn none(arch: Arch, src: &str) {
    let d = warnings(arch, src);
    assert!(d.is_empty(), "{src}\n{d:#?}");
}

/// `n` independent instructions (SALU moves to a register nothing else uses).
fn pad(n: u32) -> String {
    (0..n).map(|_| "s_mov_b32 s90, 0\n").collect()
}

fn kernels(dir: &str) -> Vec<(String, String)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/kernels/");
    let mut out = Vec::new();
    for e in std::fs::read_dir(format!("{root}{dir}")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "s") {
            out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
        }
    }
    out.sort();
    assert!(!out.is_empty());
    out
}

#[test]
fn clang_kernels_have_no_hazards() {
    for (dir, arch) in [("gfx950", Arch::Gfx950), ("gfx900", Arch::Gfx900)] {
        for (name, src) in kernels(dir) {
            let d = warnings(arch, &src);
            assert!(
                d.is_empty(),
                "{name}:\n{}",
                d.iter()
                    .map(|d| format!("{}:{}\n", d.span.line, d.message))
                    .collect::<String>()
            );
        }
    }
}
