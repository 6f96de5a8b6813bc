//! Hostile input to the text disassembler and the ELF reader (issue 13): no panic, linear time,
//! bounded output and memory, llvm-mc 22's answers where it has one.

use lanescope_gcn::disasm::{
    disassemble_input, disassemble_object, disassemble_text, render_clipped, scaling, SourceLines,
    MAX_DIAGNOSTICS_PER_LINE, SOURCE_WINDOW,
};
use lanescope_gcn::elf::{parse, ElfError, MAX_NAME_BYTES};
use lanescope_gcn::Arch;
use proptest::prelude::*;

/// A symbol-table entry: name offset, `st_info`, section index, value, size.
type Sym = (u32, u8, u16, u64, u64);

/// Section names: `.text` at 1, `.shstrtab` at 7, `.symtab` at 17, `.strtab` at 25.
const SHSTRTAB: &[u8] = b"\0.text\0.shstrtab\0.symtab\0.strtab\0";

/// A gfx900 ELF64 object: sections null, `.text`, `.shstrtab`, `.symtab` (linked to 4) and
/// `.strtab`, laid out after the 64-byte header, section headers last.
fn elf(text: &[u8], strtab: &[u8], syms: &[Sym]) -> Vec<u8> {
    let mut symtab = vec![0u8; 24];
    for &(name, info, shndx, value, size) in syms {
        symtab.extend(name.to_le_bytes());
        symtab.extend([info, 0]);
        symtab.extend(shndx.to_le_bytes());
        symtab.extend(value.to_le_bytes());
        symtab.extend(size.to_le_bytes());
    }
    let mut b = vec![0u8; 64];
    b[..7].copy_from_slice(b"\x7fELF\x02\x01\x01");
    b[0x12] = 224;
    b[0x30] = 0x2c;
    let mut headers = vec![[0u8; 64]];
    for (name, kind, data, link) in [
        (1u32, 1u32, text, 0u32),
        (7, 3, SHSTRTAB, 0),
        (17, 2, &symtab[..], 4),
        (25, 3, strtab, 0),
    ] {
        let mut h = [0u8; 64];
        h[..4].copy_from_slice(&name.to_le_bytes());
        h[4..8].copy_from_slice(&kind.to_le_bytes());
        h[24..32].copy_from_slice(&(b.len() as u64).to_le_bytes());
        h[32..40].copy_from_slice(&(data.len() as u64).to_le_bytes());
        h[40..44].copy_from_slice(&link.to_le_bytes());
        b.extend(data);
        headers.push(h);
    }
    let shoff = b.len() as u64;
    b[0x28..0x30].copy_from_slice(&shoff.to_le_bytes());
    b[0x3a] = 64;
    b[0x3c] = headers.len() as u8;
    b[0x3e] = 2;
    b.extend(headers.concat());
    b
}

const ENDPGM: [u8; 4] = [0x00, 0x00, 0x81, 0xbf];

/// The gfx900 listing (and warnings) of an `s_endpgm` object with the string table `strtab` and
/// the symbols `syms`, which must parse.
fn listing(strtab: &[u8], syms: &[Sym]) -> (String, Vec<String>) {
    let o = elf(&ENDPGM, strtab, syms);
    let object = parse(&o).expect("parses");
    disassemble_object(Arch::Gfx900, &object, false)
}

#[test]
fn a_well_formed_object_reads() {
    let (text, warnings) = listing(b"\0main\0", &[(1, 0x12, 1, 0, 4)]);
    assert_eq!(text, "main:\n\ts_endpgm\n");
    assert!(warnings.is_empty());
}

#[test]
fn an_unterminated_string_table_is_an_error_not_a_copy_per_symbol() {
    // 296 KB: 10 000 symbols into a 56 KB table with no NUL (was 1.57 GB of names).
    let strtab = vec![b'A'; 56_000];
    let syms: Vec<Sym> = (0..10_000).map(|k| (1 + k, 0x10, 1, 0, 0)).collect();
    let o = elf(&ENDPGM, &strtab, &syms);
    assert_eq!(
        parse(&o).unwrap_err(),
        ElfError::Malformed("a string table is not NUL-terminated")
    );
}

#[test]
fn symbol_names_are_bounded_in_total() {
    // 400 symbols sharing one 64 KB name: 25 MiB of names.
    let mut strtab = vec![0u8];
    strtab.extend(vec![b'k'; 64 << 10]);
    strtab.push(0);
    let syms: Vec<Sym> = (0..400).map(|_| (1, 0x10, 1, 0, 0)).collect();
    const { assert!(400 * (64 << 10) > MAX_NAME_BYTES) };
    let err = parse(&elf(&ENDPGM, &strtab, &syms)).unwrap_err();
    assert_eq!(err, ElfError::Malformed("the symbol names total more than 16 MiB"));
    // Under the limit they read.
    assert_eq!(
        parse(&elf(&ENDPGM, &strtab, &syms[..100])).map(|o| o.symbols.len()),
        Ok(100)
    );
}

#[test]
fn a_name_outside_the_string_table_is_an_error() {
    let o = elf(&ENDPGM, b"\0main\0", &[(6, 0x10, 1, 0, 0)]);
    assert_eq!(
        parse(&o).unwrap_err(),
        ElfError::Malformed("a symbol name lies outside .strtab")
    );
}

#[test]
fn names_with_control_characters_print_quoted_on_one_line() {
    let (text, _) = listing(b"\0a\nb\"\\\r\0k\nx.kd\0", &[(1, 0x10, 1, 0, 0)]);
    assert_eq!(text, "\"a\\nb\\\"\\\\\\015\":\n\ts_endpgm\n");
}

#[test]
fn section_header_shapes_are_checked_before_use() {
    let good = elf(&ENDPGM, b"\0main\0", &[(1, 0x10, 1, 0, 0)]);
    let with = |at: usize, bytes: &[u8]| {
        let mut o = good.clone();
        o[at..at + bytes.len()].copy_from_slice(bytes);
        parse(&o).map(|_| ())
    };
    // e_shentsize below a header's 64 bytes (0 would read one header 65535 times).
    assert_eq!(
        with(0x3a, &[0, 0, 0xff, 0xff]),
        Err(ElfError::Malformed("e_shentsize is smaller than a section header"))
    );
    // 65535 headers that do not fit in the file, e_shoff past the end, and at u64::MAX.
    assert_eq!(
        with(0x3c, &[0xff, 0xff]),
        Err(ElfError::Truncated("section header table"))
    );
    assert_eq!(
        with(0x28, &1_000_000u64.to_le_bytes()),
        Err(ElfError::Truncated("section header table"))
    );
    assert!(with(0x28, &u64::MAX.to_le_bytes()).is_err());
    // A section-name index past the table: no `.text` found.
    assert_eq!(with(0x3e, &[0x40, 0]), Err(ElfError::NoText));
    // A section past the file.
    let shoff = u64::from_le_bytes(good[0x28..0x30].try_into().unwrap()) as usize;
    let text_offset = shoff + 64 + 24;
    assert_eq!(
        with(text_offset, &u64::MAX.to_le_bytes()),
        Err(ElfError::Truncated(".text"))
    );
    // `.text` overlapping the headers is read as it is.
    assert_eq!(with(text_offset, &0u64.to_le_bytes()), Ok(()));
}

#[test]
fn long_bad_lines_take_linear_time_and_bounded_diagnostics() {
    // 2 MB: took 22 s and 13 GB of messages before.
    let line = scaling::long_bad_line(100_000);
    let start = std::time::Instant::now();
    let d = disassemble_input(Arch::Gfx950, &line, false);
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
    assert_eq!(d.diagnostics.len(), MAX_DIAGNOSTICS_PER_LINE + 1);
    assert!(d.diagnostics[MAX_DIAGNOSTICS_PER_LINE]
        .message
        .starts_with("and 99984 more diagnostics"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_disassembles_without_panic(
        text in "([0-9a-fA-FxXob,\\[\\]#; \t\r\n]|\u{a0}|é|€|😀|\u{2028}|\u{0}){0,300}",
    ) {
        let d = disassemble_input(Arch::Gfx950, &text, true);
        // Per line at most the budget and one summary.
        let mut per_line = std::collections::HashMap::new();
        for w in &d.diagnostics {
            *per_line.entry(w.span.line).or_insert(0) += 1;
        }
        prop_assert!(per_line.values().all(|&n| n <= MAX_DIAGNOSTICS_PER_LINE + 1));
        let _ = disassemble_text(Arch::Gfx900, &text, false);
    }

    #[test]
    fn arbitrary_unicode_disassembles_and_renders_without_panic(text in any::<String>()) {
        let d = disassemble_input(Arch::Gfx900, &text, false);
        let lines = SourceLines::new(&text);
        for w in &d.diagnostics {
            let shown = render_clipped(w, "f", lines.line(w.span.line));
            prop_assert!(shown.lines().all(|l| l.chars().count() <= 8 * SOURCE_WINDOW + 200));
        }
    }

    #[test]
    fn mutated_objects_never_panic(
        edits in proptest::collection::vec((0usize..1024, any::<u8>()), 1..8),
    ) {
        let mut o = elf(&[ENDPGM, ENDPGM].concat(), b"\0main\0main.kd\0", &[(1, 0x12, 1, 0, 8), (6, 0x11, 1, 0, 64)]);
        for (at, v) in edits {
            let n = o.len();
            o[at % n] = v;
        }
        if let Ok(object) = parse(&o) {
            let (text, _) = disassemble_object(Arch::Gfx900, &object, true);
            prop_assert!(text.len() < 64 * o.len() + 4096);
        }
    }
}
