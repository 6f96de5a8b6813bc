//! gfx700 and gfx600 against llvm-mc 22's instruction inventories
//! (`tests/golden/inventory/<target>.tsv`: one canonical text per instruction and the bytes
//! llvm-mc assembles it to). Every row of an instruction the target's map has must assemble to
//! those bytes and disassemble back to that text (llvm-mc cannot disassemble these targets: its
//! assembler's text is the reference, as in `tests/golden/<target>/disasm.txt`).

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

fn inventory(arch: Arch) -> Vec<(String, String)> {
    let path = format!(
        "{}/../../tests/golden/inventory/{}.tsv",
        env!("CARGO_MANIFEST_DIR"),
        arch.name()
    );
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some((f.get(4)?.to_string(), f.get(5)?.to_string()))
        })
        .collect()
}

fn check(arch: Arch) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (text, bytes) in inventory(arch) {
        checked += 1;
        let asm = match assemble(arch, &text) {
            Ok(p) => p.echo(true).trim().to_string(),
            Err(e) => format!("error: {}", e[0].message),
        };
        if asm.split("; encoding: ").nth(1) != Some(bytes.as_str()) {
            failures.push(format!("asm    {text}\n    llvm-mc: {bytes}\n    ours:    {asm}"));
        }
        let record = bytes.trim_matches(|c| c == '[' || c == ']');
        let (dis, warnings) = disassemble_text(arch, &format!("{record}\n"), false);
        let dis = dis.trim().to_string();
        if dis != text || !warnings.is_empty() {
            failures.push(format!(
                "disasm {record}\n    llvm-mc: {text}\n    ours:    {dis} {warnings:?}"
            ));
        }
    }
    assert!(checked > 800, "{}: only {checked} rows", arch.name());
    assert!(
        failures.is_empty(),
        "{}: {} of {checked} differ:\n{}",
        arch.name(),
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn gfx700_inventory() {
    check(Arch::Gfx700);
}

#[test]
fn gfx600_inventory() {
    check(Arch::Gfx600);
}

/// A development aid: `LANESCOPE_SI_KERNELS=<dir of clang -mcpu=gfx700 .s files>` assembles
/// each and reports the first line lanescope refuses.
#[test]
#[ignore]
fn clang_kernels_assemble() {
    let Ok(dir) = std::env::var("LANESCOPE_SI_KERNELS") else {
        return;
    };
    let mut bad = 0;
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let text = std::fs::read_to_string(e.path()).unwrap();
        if let Err(d) = assemble(Arch::Gfx700, &text) {
            bad += 1;
            let line = text
                .lines()
                .nth(d[0].span.line.saturating_sub(1) as usize)
                .unwrap_or("");
            println!("{}: {} | {}", e.path().display(), d[0].message, line.trim());
        }
    }
    println!("{bad} refused");
}
