//! Hostile input: random bytes and text never panic; contradictions are located errors.

use lanescope_r700::{assemble, decode, print};
use proptest::prelude::*;

const GOOD: &str = "\tALU 1, @4, KC0[], KC1[] ; encoding: [0x04,0x00,0x00,0x00,0x00,0x00,0x04,0xa0]
\tEXPORT T0.XYZW ; encoding: [0x00,0x00,0x00,0xc0,0x88,0x06,0x20,0x94]
\tCF_END ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x20,0x80]
\tPAD ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
\tALU clause starting at 4: ; encoding: []
\t  MULADD_IEEE * T0.Z, T0.X, T1.Y, literal.x, ; encoding: [0x00,0x20,0x80,0x80,0xfd,0x80,0x02,0x40]
\t1080033280(3.500000e+00), 0(0.000000e+00) ; encoding: [0x00,0x00,0x60,0x40,0x00,0x00,0x00,0x00]
";

#[test]
fn good_text_assembles() {
    let (code, warnings) = assemble(GOOD).unwrap();
    assert_eq!(code.len(), 48);
    assert!(warnings.is_empty());
    assert_eq!(decode(&code).unwrap().encode(), code);
}

/// The errors of GOOD with `from` replaced by `to`: at least one, the first on `line` and
/// naming `needle`.
fn located(from: &str, to: &str, line: u32, needle: &str) -> Vec<lanescope_isa::Diagnostic> {
    let errs = assemble(&GOOD.replace(from, to)).unwrap_err();
    assert_eq!(errs[0].span.line, line);
    assert!(errs[0].message.contains(needle), "{}", errs[0].message);
    errs
}

#[test]
fn text_contradicting_its_bytes_is_a_located_error() {
    let errs = located(
        "T1.Y, literal.x",
        "T1.Z, literal.x",
        6,
        "MULADD_IEEE * T0.Z, T0.X, T1.Y, literal.x,",
    );
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].span.col, 4);
}

#[test]
fn a_missing_encoding_is_a_located_error() {
    located(
        " ; encoding: [0x00,0x00,0x00,0xc0,0x88,0x06,0x20,0x94]",
        "",
        2,
        "encoding",
    );
}

#[test]
fn a_bad_byte_is_a_located_error() {
    located("0x88,0x06", "0x88,0xzz", 2, "0xzz");
}

#[test]
fn truncated_code_is_an_error_not_a_panic() {
    let (code, _) = assemble(GOOD).unwrap();
    for n in 0..code.len() {
        assert!(decode(&code[..n]).is_err(), "{n} bytes decoded");
    }
}

proptest! {
    #[test]
    fn random_words_never_panic(words in proptest::collection::vec(any::<u32>(), 0..64)) {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        if let Ok(prog) = decode(&bytes) {
            let _ = print(&prog);
            prop_assert_eq!(prog.encode(), bytes);
        }
    }

    #[test]
    fn random_alu_clauses_never_panic(words in proptest::collection::vec(any::<u32>(), 0..40)) {
        // A valid CF prologue (ALU clause at 4 of 16 slots, EXPORT, CF_END, PAD) then random
        // slots: exercises the ALU and literal paths rather than the CF opcode check.
        let mut bytes = assemble(GOOD).unwrap().0[..32].to_vec();
        bytes[6] = 0x3c;
        bytes.extend(words.iter().flat_map(|w| w.to_le_bytes()));
        if let Ok(prog) = decode(&bytes) {
            let _ = print(&prog);
            prop_assert_eq!(prog.encode(), bytes);
        }
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        let _ = assemble(&text);
    }

    #[test]
    fn random_alu_lines_never_panic(line in "[A-Z_0-9* ,.()|+:\\-\\[\\]T]{0,60}") {
        let _ = assemble(&format!("ALU 0, @2, KC0[], KC1[]\nCF_END\nALU clause starting at 2:\n  {line}\n"));
        let _ = assemble(&format!("{line}\n"));
    }
}

#[test]
fn text_errors_are_located() {
    let src = "\tALU 0, @2, KC0[], KC1[]\n\tCF_END\n\tALU clause starting at 2:\n\t  ADD * T0.X, T1.X,\n";
    let errs = assemble(src).unwrap_err();
    assert_eq!((errs[0].span.line, errs[0].span.col), (4, 4));
    assert_eq!(errs[0].message, "ADD takes 2 sources");
    let src = src.replace("T1.X,", "T1.X, T200.Y,");
    let errs = assemble(&src).unwrap_err();
    assert!(errs[0].message.contains("T200"), "{errs:?}");
    let src = "\tFROB @3\n";
    assert_eq!(assemble(src).unwrap_err()[0].message, "unknown instruction `FROB`");
}

#[test]
fn text_assembles_without_encodings() {
    let src = "\tALU 1, @2, KC0[CB1:16-32], KC1[]\n\tCF_END\n\tALU clause starting at 2:\n\t  MUL_IEEE * T0.W, KC0[3].Y, literal.x,\n\t1065353216(1.000000e+00), 0(0.000000e+00)\n";
    let (code, _) = assemble(src).unwrap();
    let prog = decode(&code).unwrap();
    let text = print(&prog);
    assert!(text.contains("KC0[CB1:16-32]"), "{text}");
    assert!(text.contains("MUL_IEEE * T0.W, KC0[3].Y, literal.x,"), "{text}");
}

#[test]
fn a_long_cf_program_decodes_in_linear_time() {
    // 200k CF instructions, each starting an ALU clause far away: must not be quadratic.
    let n = 200_000u32;
    let mut words: Vec<u32> = Vec::new();
    for _ in 0..n {
        words.extend([0x3F_FFFF, 8 << 26 | 1 << 29 | 1 << 31]);
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let start = std::time::Instant::now();
    assert!(decode(&bytes).is_err());
    assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
}

proptest! {
    /// Any TEX instruction (reserved bits included) prints in a form that assembles back.
    #[test]
    fn tex_text_round_trips(w in any::<[u32; 4]>(), op in 14u32..32) {
        let mut w = w;
        w[0] = w[0] & !31 | op;
        let words = [2, 1 << 23 | 1 << 31, 0, 0x8020_0000, w[0], w[1], w[2], w[3]];
        let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
        let listing = lanescope_r700::print_with_encodings(&decode(&bytes).unwrap());
        let text: String = listing
            .lines()
            .map(|l| format!("{}\n", l.split(';').next().unwrap()))
            .collect();
        let (code, _) = assemble(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        prop_assert_eq!(code, bytes);
    }
}

proptest! {
    /// Any ALU instruction of a known opcode prints in a form that assembles back.
    #[test]
    fn alu_text_round_trips(w in any::<[u32; 2]>(), pick in any::<prop::sample::Index>()) {
        use lanescope_r700::table::Format;
        let alu: Vec<_> = lanescope_r700::TABLE
            .iter()
            .filter(|r| matches!(r.format, Format::Op2 | Format::Op3))
            .collect();
        let row = alu[pick.index(alu.len())];
        let mut w = w;
        w[0] |= 1 << 31; // one-instruction group
        w[1] = if row.format == Format::Op3 {
            w[1] & !(0x1F << 13) | (row.opcode as u32) << 13
        } else {
            w[1] & !(0x7FF << 7) | (row.opcode as u32) << 7
        };
        let lits = lanescope_r700::fields::literal_slots(row, w);
        let mut words = vec![2, lits << 18 | 8 << 26 | 1 << 29 | 1 << 31, 0, 0x8020_0000, w[0], w[1]];
        words.extend([7, 8, 9, 10].iter().take(2 * lits as usize));
        let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
        let prog = decode(&bytes).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let listing = lanescope_r700::print_with_encodings(&prog);
        let text: String = listing
            .lines()
            .map(|l| format!("{}\n", l.split(';').next().unwrap()))
            .collect();
        match assemble(&text) {
            Ok((code, _)) => prop_assert_eq!(code, bytes, "{}", text),
            // Group checks may reject a random instruction; that must be a group error, not
            // a parse error.
            Err(e) => prop_assert!(
                e.iter().all(|d| ["read port", "constant", "bank swizzle", "must fill", "writes AR"].iter().any(|m| d.message.contains(m))),
                "{:?}\n{}", e, text
            ),
        }
    }
}

/// Assembles the encoding-free text of a program's listing.
fn text_round_trip(bytes: &[u8]) -> Result<(), TestCaseError> {
    let prog = decode(bytes).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    let text: String = lanescope_r700::print_with_encodings(&prog)
        .lines()
        .map(|l| format!("{}\n", l.split(';').next().unwrap()))
        .collect();
    let (code, _) = assemble(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
    prop_assert_eq!(code, bytes, "{}", text);
    Ok(())
}

proptest! {
    /// Any non-clause CF_WORD instruction (EOP clear) round-trips through text.
    #[test]
    fn cf_text_round_trips(w in any::<[u32; 2]>(), op in prop::sample::select(vec![4u32, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 26])) {
        let w1 = w[1] & !(1 << 29 | 0x7F << 23 | 1 << 21) | op << 23;
        let words = [w[0], w1, 0, 0x8020_0000];
        let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
        text_round_trip(&bytes)?;
    }

    /// Any CF_ALU instruction round-trips through text (its clause: one MOV).
    #[test]
    fn cf_alu_text_round_trips(w in any::<[u32; 2]>(), op in prop::sample::select(vec![8u32, 9, 10, 11, 13, 14, 15])) {
        let w0 = w[0] & !0x3F_FFFF | 2;
        let w1 = w[1] & !(0x7F << 18 | 0xF << 26) | 1 << 29 | op << 26;
        let mov = [0x8000_0000u32, 25 << 7 | 1 << 4];
        let words = [w0, w1, 0, 0x8020_0000, mov[0], mov[1]];
        let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
        text_round_trip(&bytes)?;
    }

    /// Any vertex fetch and any export round-trip through text.
    #[test]
    fn vtx_and_export_text_round_trip(v in any::<[u32; 4]>(), e in any::<[u32; 2]>(), op in 0u32..3, eop in prop::sample::select(vec![32u32, 33, 34, 35, 36, 37, 38, 39, 40, 58])) {
        let e1 = e[1] & !(1 << 29 | 0x7F << 23 | 1 << 21) | eop << 23;
        let words = [4, 2 << 23 | 1 << 31, e[0], e1, 0, 0x8020_0000, 0, 0, v[0] & !31 | op, v[1], v[2], v[3]];
        let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
        text_round_trip(&bytes)?;
    }
}
