//! Every table row cites the seed line that describes it; check that the line names the
//! instruction (seeds live in `../shared/seeds/` beside the repository, as in CI).

use lanescope_gcn::isa::table::TABLE;
use lanescope_gcn::Arch;

#[path = "common/seeds.rs"]
mod seeds;
use seeds::seed;

/// The instruction a seed line starts with: Vega's tables split names with spaces
/// (`V_CVT_F32_U3 2 |`), CDNA4's pad them (`S_MOV_B32      …   0`).
fn name_on(line: &str) -> String {
    match line.split_once('|') {
        Some((head, _)) => head.chars().filter(|c| !c.is_whitespace()).collect(),
        None => line.split_whitespace().next().unwrap_or("").to_string(),
    }
}

#[test]
fn doc_lines_name_their_instruction() {
    let (Some(vega), Some(cdna4)) = (seed("000_"), seed("001_")) else {
        eprintln!("skipped: ../shared/seeds not found beside the repository");
        return;
    };
    for row in TABLE {
        let want = row.name.to_ascii_uppercase();
        for (doc, line) in [
            (&vega, row.doc_line_on(Arch::Gfx900)),
            (&cdna4, row.doc_line_on(Arch::Gfx950)),
        ] {
            if line == 0 {
                continue;
            }
            let text = doc.get(line as usize - 1).map(String::as_str).unwrap_or("");
            assert_eq!(name_on(text), want, "{}: seed line {line} is {text:?}", row.name);
        }
    }
}
