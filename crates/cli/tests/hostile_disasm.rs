//! `lanescope disasm` and `lanescope layout` on hostile input (issue 13): llvm-mc 22's
//! diagnostics, bounded output, located errors.

mod common;

use common::{lanescope, text};

fn disasm(input: &str) -> (bool, String, String) {
    let out = lanescope(&["disasm", "--arch", "gfx950", "-"], input);
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn a_non_ascii_space_is_an_invalid_token_as_in_llvm_mc() {
    // Panicked on a byte offset inside U+00A0 before.
    let (ok, out, err) = disasm("0x00\u{a0}0x00\n");
    assert!(ok);
    assert_eq!(out, "");
    assert_eq!(err, "<stdin>:1:1: error: invalid input token\n0x00\u{a0}0x00\n");
}

#[test]
fn each_bad_word_points_at_its_first_byte() {
    let (_, out, err) = disasm("0x00,0x00,0x81,0xbf 0xff,0xff,0xff,0xff 0x00,0x00,0x81,0xbf 0xff,0xff,0xff,0xff\n");
    assert_eq!(out, "\ts_endpgm\n\ts_endpgm\n");
    let locations: Vec<&str> = err.lines().filter(|l| l.starts_with("<stdin>")).collect();
    assert_eq!(
        locations,
        [
            "<stdin>:1:21: warning: invalid instruction encoding",
            "<stdin>:1:61: warning: invalid instruction encoding"
        ]
    );
}

#[test]
fn bracketed_input_is_accepted_and_block_errors_fail() {
    let (ok, out, err) = disasm("[0x00,0x00,0x81,0xbf]\n[0x00,0x00,0x81,0xbf 0x00 0x00,0x81,0xbf]\n");
    assert!(ok, "{err}");
    assert_eq!(out, "\ts_endpgm\n\ts_endpgm\n\ts_endpgm\n");
    assert_eq!(err, "");
    let (ok, _, err) = disasm("[0xff,0xff,0xff,0xff,0x00,0x00,0x81,0xbf\n");
    assert!(!ok);
    assert_eq!(
        err,
        "<stdin>:1:2: warning: invalid instruction encoding\n[0xff,0xff,0xff,0xff,0x00,0x00,0x81,0xbf\n ^\n\
         <stdin>:2:1: error: unclosed atomic block\n\n^\n"
    );
}

/// Bytes of diagnostics for one line of `words` invalid words.
fn stderr_len(words: usize) -> usize {
    disasm(&"0xff,0xff,0xff,0xff ".repeat(words)).2.len()
}

#[test]
fn diagnostics_for_a_long_bad_line_are_bounded() {
    // An 80 KB line printed 320 MB of errors before; now the budget, whatever the length.
    let (small, large) = (stderr_len(4_000), stderr_len(40_000));
    assert_eq!(small + 1, large, "only the hidden count's digits grow");
    assert!(large < 8_000, "{large}");
    let (_, _, err) = disasm(&"0xff,0xff,0xff,0xff ".repeat(4_000));
    assert!(
        err.contains("<stdin>:1:321: warning: and 3984 more diagnostics on this line"),
        "{err}"
    );
    assert!(err.lines().all(|l| l.chars().count() <= 130), "{err}");
}

#[test]
fn layout_list_refuses_a_stray_instruction() {
    let out = lanescope(&["layout", "--arch", "gfx950", "--list", "STRAY"], "");
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("the argument '--list' cannot be used with '[INSTRUCTION]'"),
        "{err}"
    );
    assert_eq!(text(&out.stdout), "");
}
