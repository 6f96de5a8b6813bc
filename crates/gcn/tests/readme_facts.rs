//! The README's figures about the instruction table are the table's.

use lanescope_gcn::isa::format::Format;
use lanescope_gcn::isa::table::TABLE;
use lanescope_gcn::Arch;

fn readme() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
    std::fs::read_to_string(path).expect("README.md")
}

/// Rows of `format` that exist on `arch`.
fn rows(format: Format, arch: Arch) -> usize {
    TABLE
        .iter()
        .filter(|r| r.format == format && r.opcode_on(arch).is_some())
        .count()
}

#[test]
fn readme_gives_the_table_size() {
    let text = readme();
    let claim = format!("(`crates/gcn/src/isa/table/rows.rs`, {} rows)", TABLE.len());
    assert!(text.contains(&claim), "README should say {claim}");
    assert!(text.contains(&format!("Of the {} rows", TABLE.len())));
}

#[test]
fn readme_gives_the_scalar_and_memory_format_counts() {
    let text = readme();
    for (name, format) in [
        ("SOP2", Format::Sop2),
        ("SOPK", Format::Sopk),
        ("SOP1", Format::Sop1),
        ("SOPC", Format::Sopc),
        ("SOPP", Format::Sopp),
        ("SMEM", Format::Smem),
        ("DS", Format::Ds),
    ] {
        let row = format!(
            "| {name} | {} | {} |",
            rows(format, Arch::Gfx900),
            rows(format, Arch::Gfx950)
        );
        assert!(text.contains(&row), "README should have the row `{row}`");
    }
}
