//! The instruction table: unique rows, known counts, placeholder semantics that fault, and
//! the allow-list of rows that do not run.

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

/// Every row that does not run, and why it may not: a new `Syntax` or `Unsupported` row
/// fails here until it is executed or added with its reason.
#[test]
fn rows_that_do_not_run_are_exactly_the_allowed_ones() {
    let allowed = [
        // GS-only vertex emission: no GS ring model (seed L952–961).
        "EMIT_VERTEX",
        "EMIT_CUT_VERTEX",
        "CUT_VERTEX",
        // Stream-out, scratch, reduction and ring buffers: host-defined placement, or the
        // address formula is lost in the seed's text (L2185).
        "MEM_STREAM0",
        "MEM_STREAM1",
        "MEM_STREAM2",
        "MEM_STREAM3",
        "MEM_SCRATCH",
        "MEM_REDUCTION",
        "MEM_RING",
        // Listed in the Ch10 opcode table only (L8078), no semantics.
        "MOVA_GPR_INT",
        // A vertex fetch in TEX encoding: no fields or semantics in the seed.
        "TEX_VTX_FETCH",
        // The semantic table (SEMANTIC_ID → GPR) is host state the seed does not define.
        "TEX_VTX_SEMANTIC",
        // Need LOD, bilinear weights, cube faces or 2×2 gathers the point-sampled,
        // single-mip texture model does not have.
        "TEX_GET_COMP_TEX_LOD",
        "TEX_GET_LERP",
        "TEX_SET_CUBEMAP_INDEX",
        "TEX_FETCH4",
        // As TEX_VTX_SEMANTIC.
        "VTX_SEMANTIC",
    ];
    let mut not_running = Vec::new();
    for row in TABLE {
        match row.fidelity {
            Fidelity::Exact | Fidelity::Approximate(_) | Fidelity::LlvmEvergreen => {}
            Fidelity::Syntax => panic!("{} is still Syntax-only", row.name),
            Fidelity::Unsupported(why) => {
                assert!(why.len() > 20, "{} needs a reason", row.name);
                not_running.push(row.name);
            }
        }
    }
    assert_eq!(not_running, allowed);
}

#[test]
fn badge_counts() {
    let count = |f: fn(&Fidelity) -> bool| TABLE.iter().filter(|r| f(&r.fidelity)).count();
    let exact = count(|f| *f == Fidelity::Exact);
    let approx = count(|f| matches!(f, Fidelity::Approximate(_)));
    let unsup = count(|f| matches!(f, Fidelity::Unsupported(_)));
    let llvm = count(|f| *f == Fidelity::LlvmEvergreen);
    // The README's R700 section quotes these numbers.
    assert_eq!((exact, approx, unsup, llvm), (133, 62, 18, 2));
}
