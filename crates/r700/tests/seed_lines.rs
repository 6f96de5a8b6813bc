//! Every table row has a doc entry citing the seed 003 line that names it (seeds live in
//! `../shared/seeds/` beside the repository, as in CI).

use lanescope_r700::table::{DOCS, TABLE};

#[path = "../../gcn/tests/common/seeds.rs"]
mod seeds;
use seeds::seed;

/// Letters and digits only, upper case: the PDF extraction splits names with spaces and
/// tabs and drops underscores (`ALU ELSE AFTER`, `MEM_STRE\tAM1`).
fn squash(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// llc spellings whose seed name is not a part or extension of them.
const RENAMED: &[(&str, &str)] = &[
    ("END_LOOP", "LOOP_END"),
    ("CNDE", "CMOVE"),
    ("CNDGT", "CMOVGT"),
    ("CNDGE", "CMOVGE"),
    ("CNDE_INT", "CMOVE_INT"),
    ("CNDGT_INT", "CMOVGT_INT"),
    ("CNDGE_INT", "CMOVGE_INT"),
    ("VTX_READ_eg", "FETCH"),
    ("TEX_MEM", "TEX_INST_MEM"),
    ("TEX_GET_LERP", "GET_LERP_FACTORS"),
];

#[test]
fn every_row_has_one_doc_naming_it_in_order() {
    assert_eq!(DOCS.len(), TABLE.len());
    for (row, doc) in TABLE.iter().zip(DOCS) {
        assert_eq!((row.format, row.opcode), (doc.format, doc.opcode), "{}", row.name);
        assert_eq!(row.doc(), Some(doc), "{}", row.name);
        assert!(!doc.summary.is_empty() && doc.line > 0, "{}", row.name);
        let (r, s) = (squash(row.name), squash(doc.seed_name));
        assert!(
            r.contains(&s) || s.contains(&r) || RENAMED.contains(&(row.name, doc.seed_name)),
            "{} documented as {}",
            row.name,
            doc.seed_name
        );
    }
}

#[test]
fn doc_lines_name_their_instruction() {
    let Some(seed) = seed("003_") else {
        eprintln!("skipped: ../shared/seeds not found beside the repository");
        return;
    };
    for doc in DOCS {
        let text = seed.get(doc.line as usize - 1).map(String::as_str).unwrap_or("");
        assert!(
            squash(text).contains(&squash(doc.seed_name)),
            "{}: seed line {} is {text:?}",
            doc.seed_name,
            doc.line
        );
    }
}
