//! Instruction docs for R700 (`Target::R700.doc`): every mnemonic the R700 assembler takes,
//! in llc's spelling and any case, resolves to its table row's format, one-line summary,
//! seed 003 line ([`lanescope_r700::table::DOCS`]) and fidelity badge.

use lanescope_r700::table::{Fidelity, Format, Row, TABLE};

use crate::target::InstrDoc;

/// The format's name as the seed's chapter 10 gives it.
fn format_name(f: Format) -> &'static str {
    match f {
        Format::Cf => "CF",
        Format::CfAlu => "CF_ALU",
        Format::CfExport => "CF_ALLOC_EXPORT",
        Format::Op2 => "ALU_OP2",
        Format::Op3 => "ALU_OP3",
        Format::Tex => "TEX",
        Format::Vtx => "VTX",
    }
}

/// The row the assembler uses for `mnemonic`: `CF_END` is CF `NOP` with EOP; among rows of
/// one name, the LLVM (Evergreen-form) row the assembler writes (`MOVA_INT`), else the first
/// (`EXPORT`, whose EXPORT_DONE form llc prints with the same name; `NOP`, the CF one).
fn row(mnemonic: &str) -> Option<&'static Row> {
    let name = mnemonic.trim();
    let name = if name.eq_ignore_ascii_case("CF_END") {
        "NOP"
    } else {
        name
    };
    let mut rows = TABLE.iter().filter(|r| r.name.eq_ignore_ascii_case(name));
    let first = rows.next()?;
    Some(rows.find(|r| r.fidelity == Fidelity::LlvmEvergreen).unwrap_or(first))
}

/// The fidelity badge: `exact`, `approximate: how` or `unsupported: why`.
fn badge(row: &Row, seed_name: &str) -> String {
    match row.fidelity {
        Fidelity::Exact => "exact".into(),
        Fidelity::Approximate(how) => format!("approximate: {how}"),
        Fidelity::Unsupported(why) => format!("unsupported: {why}"),
        Fidelity::LlvmEvergreen => format!(
            "approximate: LLVM's Evergreen encoding of {seed_name} (R700 hardware encodes it differently; \
             decoded with a warning), run as R700's {seed_name}"
        ),
        Fidelity::Syntax => "unsupported: decoded and printed, not executed".into(),
    }
}

/// The docs of `mnemonic`, if the R700 assembler takes it.
pub fn doc(mnemonic: &str) -> Option<InstrDoc> {
    let row = row(mnemonic)?;
    let d = row.doc()?;
    Some(InstrDoc {
        mnemonic: if mnemonic.trim().eq_ignore_ascii_case("CF_END") {
            "CF_END"
        } else {
            row.name
        },
        format: format_name(row.format),
        summary: d.summary,
        seed_line: d.line,
        seed: crate::Target::R700.seed_name(),
        fidelity: badge(row, d.seed_name),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Target;
    use lanescope_r700::table::DOCS;

    #[test]
    fn every_row_name_resolves_in_any_case_to_its_seed_line() {
        for r in TABLE {
            for m in [r.name.to_string(), r.name.to_ascii_lowercase()] {
                let d = Target::R700.doc(&m).unwrap_or_else(|| panic!("{m}"));
                assert_eq!(d.mnemonic, r.name);
                // Rows sharing a name (EXPORT/EXPORT_DONE, CF/ALU NOP, MOVA_INT 24/0xCC) show
                // the one the assembler writes.
                let shown = row(&m).and_then(Row::doc).unwrap();
                assert!(DOCS.iter().any(|x| std::ptr::eq(x, shown)));
                assert_eq!(d.seed_line, shown.line, "{m}");
                if TABLE.iter().filter(|x| x.name == r.name).count() == 1 {
                    assert_eq!(Some(d.seed_line), r.doc().map(|x| x.line), "{m}");
                }
                assert!(!d.summary.is_empty() && !d.format.is_empty(), "{m}");
            }
        }
        assert!(Target::R700.doc("V_ADD_F32").is_none());
        assert!(Target::R700.doc("PAD").is_none());
    }

    #[test]
    fn docs_give_format_summary_seed_line_and_badge() {
        let d = |m| Target::R700.doc(m).unwrap();
        let m = d("MULADD_IEEE");
        assert_eq!(
            (m.format, m.summary, m.seed_line),
            ("ALU_OP3", "IEEE Floating-Point Multiply-Add", 5020)
        );
        assert_eq!(m.fidelity, "exact");
        assert_eq!(d("dot4").format, "ALU_OP2");
        assert_eq!(d("ALU_PUSH_BEFORE").format, "CF_ALU");
        assert_eq!(d("LOOP_START_DX10").summary, "Start Loop (DirectX 10)");
        assert_eq!(d("CF_END").mnemonic, "CF_END");
        assert_eq!(d("CF_END").summary, "No Operation");
        assert!(d("TEX_SAMPLE").fidelity.starts_with("approximate: 2D textures"));
        assert!(d("SIN").fidelity.starts_with("approximate: libm"));
        assert!(d("MOVA_GPR_INT").fidelity.starts_with("unsupported: listed only"));
        assert!(d("EMIT_VERTEX").fidelity.starts_with("unsupported: geometry-shader"));
        // The assembler writes LLVM's Evergreen forms for these names.
        assert!(d("MOVA_INT").fidelity.contains("Evergreen encoding of MOVA_INT"));
        assert!(d("VTX_READ_eg").fidelity.contains("Evergreen encoding of FETCH"));
        assert_eq!(d("CNDE_INT").summary, "Integer Conditional Move If Equal");
        assert_eq!(d("ASHR").seed_line, 3122);
    }

    #[test]
    fn every_mnemonic_of_llcs_goldens_has_docs() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden/r700");
        let mut seen = 0;
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            if e.path().extension().is_none_or(|x| x != "s") {
                continue;
            }
            let text = std::fs::read_to_string(e.path()).unwrap();
            for line in text.lines() {
                let code = line.split(';').next().unwrap_or("").trim();
                let first = code.split_whitespace().next().unwrap_or("");
                let skip = !lanescope_r700::asm::is_instruction(code)
                    || code.contains("clause starting at")
                    || first == "PAD"
                    || first.starts_with(|c: char| c.is_ascii_digit() || c == '-');
                if !skip {
                    assert!(Target::R700.doc(first).is_some(), "{first} in {}", e.path().display());
                    // The docs panel looks up the token highlighting calls the mnemonic.
                    let (s, e, _) = Target::R700
                        .highlight(line)
                        .into_iter()
                        .find(|t| t.2 == crate::TokenClass::Mnemonic)
                        .unwrap_or_else(|| panic!("no mnemonic token in {line:?}"));
                    assert_eq!(&line[s..e], first);
                    seen += 1;
                }
            }
        }
        assert!(seen > 1000, "golden set went missing: {seen}");
    }
}
