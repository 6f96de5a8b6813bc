//! Code health: targets differ through `Arch` capability methods (`arch.has_agprs()`,
//! `arch.lds_banks()`, …) and the per-target opcode maps, never by comparing architecture
//! names. Outside `isa/arch.rs` and `isa/targets/`, no line of the workspace's `src` trees
//! (crates, web, xtask; integration tests may state per-target expectations) compares an
//! `Arch::Gfx…` (`==`, `!=`, `matches!`) or matches on one (`Arch::Gfx900 =>`,
//! `(Arch::Gfx950, _)`), so adding a target cannot miss a place that asks "which one is it?".

use std::path::{Path, PathBuf};

/// Whether `line` compares or matches an `Arch::Gfx…` variant by name.
fn compares_by_name(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    let Some(at) = code.find("Arch::Gfx") else {
        return false;
    };
    if code.contains("==") || code.contains("!=") || code.contains("matches!(") {
        return true;
    }
    // A match arm or tuple pattern naming the variant: `Arch::Gfx900 =>`, `Arch::Gfx900 |`,
    // `(Arch::Gfx950, "sc0")`, `Target::Gcn(Arch::Gfx900) =>`.
    let rest = code[at..].trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == ':' || c == '_');
    let after = rest.trim_start_matches(')').trim_start();
    let bare_paren = code[..at]
        .strip_suffix('(')
        .is_some_and(|b| !b.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_'));
    let tuple_arm = code.contains("=>") && bare_paren && rest.starts_with(',');
    after.starts_with("=>") || after.starts_with('|') || tuple_arm
}

fn exempt(path: &Path) -> bool {
    let p = path.to_string_lossy().replace('\\', "/");
    p.ends_with("crates/gcn/src/isa/arch.rs") || p.contains("crates/gcn/src/isa/targets/")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            let skip = matches!(
                p.file_name().and_then(|n| n.to_str()),
                Some("target" | "node_modules" | ".git")
            );
            if !skip {
                rust_files(&p, out);
            }
        } else if p.extension().is_some_and(|x| x == "rs") && p.components().any(|c| c.as_os_str() == "src") {
            out.push(p);
        }
    }
}

#[test]
fn the_detector_sees_comparisons() {
    assert!(compares_by_name("    if arch == Arch::Gfx950 {"));
    assert!(compares_by_name("        Arch::Gfx900 => 64 * 1024,"));
    assert!(compares_by_name(
        r#"        (Arch::Gfx900, "glc") | (Arch::Gfx950, "sc0") => Some(mem::GLC),"#
    ));
    assert!(compares_by_name("    matches!(arch, Arch::Gfx950)"));
    assert!(compares_by_name(
        r#"            Target::Gcn(Arch::Gfx900) => "AMD Vega ISA (seed 000)","#
    ));
    assert!(!compares_by_name("    let p = assemble(Arch::Gfx950, src).unwrap();"));
    assert!(!compares_by_name("        MACH_GFX900 => Some(Arch::Gfx900),"));
    assert!(!compares_by_name("    // gfx950: arch == Arch::Gfx950 in a comment"));
}

#[test]
fn no_architecture_comparisons_by_name() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for dir in ["crates", "web", "xtask"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(
        files.len() > 50,
        "found only {} source files under {}",
        files.len(),
        root.display()
    );
    let mut found = Vec::new();
    for f in files.iter().filter(|f| !exempt(f)) {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            if compares_by_name(line) {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "compare by capability (crates/gcn/src/isa/arch.rs), not by name:\n{}",
        found.join("\n")
    );
}
