//! The instruction table: unique rows, known counts, and placeholder semantics that fault.

use lanescope_r700::table::{lookup, Fidelity, Format, TABLE};

#[test]
fn rows_are_unique_per_format_and_opcode() {
    for (i, a) in TABLE.iter().enumerate() {
        for b in &TABLE[i + 1..] {
            assert!(
                !(a.format == b.format && a.opcode == b.opcode),
                "{} and {} share {:?} {}",
                a.name,
                b.name,
                a.format,
                a.opcode
            );
        }
    }
}

#[test]
fn opcode_counts_match_the_seed_map() {
    let count = |f| TABLE.iter().filter(|r| r.format == f).count();
    // Map §2 "Opcode counts", plus LLVM's Evergreen-form MOVA_INT (0xCC).
    assert_eq!(count(Format::Cf), 26);
    assert_eq!(count(Format::CfAlu), 7);
    assert_eq!(count(Format::CfExport), 10);
    assert_eq!(count(Format::Op2), 115 + 1);
    assert_eq!(count(Format::Op3), 22);
    assert_eq!(count(Format::Tex), 31);
    assert_eq!(count(Format::Vtx), 3);
}

#[test]
fn rows_without_semantics_fault_and_badges_match() {
    for row in TABLE {
        if !matches!(row.format, Format::Op2 | Format::Op3) {
            continue;
        }
        let runs = (row.sem)([0x3F80_0000; 3]).is_ok();
        let badge = matches!(row.fidelity, Fidelity::Exact | Fidelity::Approximate(_));
        assert!(runs == badge || row.fidelity == Fidelity::LlvmEvergreen, "{}", row.name);
    }
}

#[test]
fn evergreen_forms_carry_their_badge() {
    assert_eq!(lookup(Format::Op2, 0xCC).unwrap().fidelity, Fidelity::LlvmEvergreen);
    assert_eq!(lookup(Format::Op2, 24).unwrap().fidelity, Fidelity::Exact);
    assert!(lookup(Format::Op2, 84).is_none());
    assert!(lookup(Format::Tex, 13).is_none());
}
