//! The README's figures about the instruction table are the table's.

use lanescope_gcn::isa::format::Format;
use lanescope_gcn::isa::table::{Row, TABLE};
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

/// Rows on `arch` that `pred` picks, as the README prints a count (`—` for none).
fn count(arch: Arch, pred: impl Fn(&Row) -> bool) -> String {
    let n = TABLE.iter().filter(|r| r.opcode_on(arch).is_some() && pred(r)).count();
    if n == 0 {
        "—".to_string()
    } else {
        n.to_string()
    }
}

/// The matrix-core rows the README counts with VOP3P-MAI: the AGPR moves and the scale load
/// (their encodings are VOP1 and VOP3P).
fn with_mai(r: &Row) -> bool {
    r.format == Format::Vop3pMai || r.name.starts_with("v_accvgpr_") || r.name == "v_mfma_ld_scale_b32"
}

/// A README cell's rows: which rows of a target it counts.
type Pick = Box<dyn Fn(Arch, &Row) -> bool>;

/// The rows of format `f` (without the matrix-core ones).
fn of(f: Format) -> Pick {
    Box::new(move |_, r| r.format == f && !with_mai(r))
}

#[test]
fn readme_gives_the_vector_and_buffer_format_counts() {
    let text = readme();
    let rows: [(&str, Vec<Pick>); 10] = [
        ("VOP2 (+ `_e64`)", vec![of(Format::Vop2)]),
        ("VOP1 (+ `_e64`)", vec![of(Format::Vop1)]),
        ("VOPC (+ `_e64`)", vec![of(Format::Vopc)]),
        // The four VOP3-only f16 interpolations are counted with VINTRP.
        (
            "VOP3A / VOP3B only",
            vec![Box::new(|_, r| r.format == Format::Vop3a && !r.is_interp())],
        ),
        (
            "FLAT / SCRATCH / GLOBAL",
            vec![of(Format::Flat), of(Format::FlatScratch), of(Format::FlatGlobal)],
        ),
        ("VOP3P (packed, mix, dot)", vec![of(Format::Vop3p)]),
        ("DPP (VOP1/VOP2 `_dpp`)", vec![Box::new(|arch, r| r.has_dpp(arch))]),
        ("SDWA (VOP1/VOP2/VOPC `_sdwa`)", vec![Box::new(|_, r| r.has_sdwa())]),
        ("MUBUF / MTBUF", vec![of(Format::Mubuf), of(Format::Mtbuf)]),
        (
            "VOP3P-MAI (MFMA, SMFMAC, `v_accvgpr_*`)",
            vec![Box::new(|_, r| with_mai(r))],
        ),
    ];
    for (name, picks) in rows {
        let cell = |arch: Arch| {
            let counts: Vec<String> = picks.iter().map(|p| count(arch, |r| p(arch, r))).collect();
            counts.join(" / ")
        };
        let row = format!("| {name} | {} | {} |", cell(Arch::Gfx900), cell(Arch::Gfx950));
        assert!(text.contains(&row), "README should have the row `{row}`");
    }
}
