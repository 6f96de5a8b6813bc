//! Consistency of the committed llvm-mc instruction inventories (`tests/golden/inventory/`,
//! written by `cargo xtask inventory`); needs no LLVM.

use lanescope_gcn::isa::table::TABLE;
use lanescope_gcn::Arch;
use std::collections::BTreeSet;

const TARGETS: [(&str, &str); 3] = [
    ("gfx803", include_str!("../../../tests/golden/inventory/gfx803.tsv")),
    ("gfx700", include_str!("../../../tests/golden/inventory/gfx700.tsv")),
    ("gfx600", include_str!("../../../tests/golden/inventory/gfx600.tsv")),
];
const README: &str = include_str!("../../../tests/golden/inventory/README.md");
const FAMILIES: &[&str] = &[
    "SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "SMEM", "SMRD", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "VINTRP", "DS",
    "MUBUF", "MTBUF", "MIMG", "EXP", "FLAT",
];

/// One parsed inventory line.
struct Line<'a> {
    mnemonic: &'a str,
    family: &'a str,
    opcode: u32,
    extra: &'a str,
    text: &'a str,
    bytes: Vec<u8>,
}

fn parse(target: &str, tsv: &'static str) -> Vec<Line<'static>> {
    let rows = tsv.lines().enumerate().filter(|(_, l)| !l.starts_with('#'));
    rows.map(|(n, l)| {
        let at = format!("{target}.tsv:{}", n + 1);
        let c: Vec<&str> = l.split('\t').collect();
        assert_eq!(c.len(), 6, "{at}: six columns");
        let bytes: Vec<u8> = c[5]
            .trim_matches(|ch| ch == '[' || ch == ']')
            .split(',')
            .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap_or_else(|e| panic!("{at}: {e}")))
            .collect();
        assert!(!bytes.is_empty() && bytes.len().is_multiple_of(4), "{at}: whole dwords");
        Line {
            mnemonic: c[0],
            family: c[1],
            opcode: c[2].parse().unwrap_or_else(|e| panic!("{at}: opcode: {e}")),
            extra: c[3],
            text: c[4],
            bytes,
        }
    })
    .collect()
}

#[test]
fn lines_are_well_formed_and_unique() {
    for (target, tsv) in TARGETS {
        let lines = parse(target, tsv);
        assert!(lines.len() > 1000, "{target}: {} instructions", lines.len());
        let mut keys = BTreeSet::new();
        for l in &lines {
            assert!(FAMILIES.contains(&l.family), "{target}: family {}", l.family);
            assert!(
                keys.insert((l.family, l.opcode)),
                "{target}: {} {} twice",
                l.family,
                l.opcode
            );
            assert!(l.text.starts_with(l.mnemonic), "{target}: {} vs {}", l.mnemonic, l.text);
            assert!(
                ["-", "sdwa", "dpp", "sdwa,dpp"].contains(&l.extra),
                "{target}: {}",
                l.extra
            );
            assert!(
                l.extra == "-" || target == "gfx803",
                "{target}: SDWA/DPP only on gfx803"
            );
            assert!(l.bytes.len() <= 12, "{target}: {} bytes", l.bytes.len());
        }
    }
}

#[test]
fn families_match_the_targets() {
    let fams = |t: usize| -> BTreeSet<&str> { parse(TARGETS[t].0, TARGETS[t].1).iter().map(|l| l.family).collect() };
    assert!(fams(0).contains("SMEM") && !fams(0).contains("SMRD"));
    assert!(fams(1).contains("SMRD") && fams(1).contains("FLAT"));
    assert!(fams(2).contains("SMRD") && !fams(2).contains("FLAT"), "SI has no FLAT");
}

#[test]
fn readme_lists_every_gfx900_mnemonic_gfx803_lacks() {
    let have: BTreeSet<&str> = parse(TARGETS[0].0, TARGETS[0].1).iter().map(|l| l.mnemonic).collect();
    let listed: BTreeSet<&str> = README
        .split("## gfx803: gfx900 table mnemonics it lacks")
        .nth(1)
        .and_then(|s| s.lines().find(|l| l.contains('_')))
        .unwrap_or("")
        .split_whitespace()
        .collect();
    for row in TABLE.iter().filter(|r| r.opcode_on(Arch::Gfx900).is_some()) {
        assert!(
            have.contains(row.name) || listed.contains(row.name),
            "{} neither on gfx803 nor listed",
            row.name
        );
    }
}
