//! The `lanescope` command line, run as a user runs it.

mod common;
use common::{assert_has, assert_starts, lanescope, repo, text, Scratch};

use std::path::PathBuf;

fn golden(name: &str) -> PathBuf {
    repo("tests/golden").join(name)
}

/// Runs `lanescope ARGS` on `stdin`: it exits with `code` and prints exactly `stdout` and
/// `stderr`.
fn outputs(args: &[&str], stdin: &str, code: i32, stdout: &str, stderr: &str) {
    let out = lanescope(args, stdin);
    assert_eq!(out.status.code(), Some(code), "{args:?}");
    assert_eq!(text(&out.stdout), stdout, "{args:?}");
    assert_eq!(text(&out.stderr), stderr, "{args:?}");
}

/// Runs `lanescope ARGS` on `stdin`: it fails, saying `message`.
fn fails_with(args: &[&str], stdin: &str, message: &str) {
    let out = lanescope(args, stdin);
    assert!(!out.status.success(), "{args:?}");
    assert!(text(&out.stderr).contains(message), "{}", text(&out.stderr));
}

#[test]
fn asm_show_encoding_equals_llvm_mc_for_the_slice() {
    let slice = golden("slice.s");
    for arch in ["gfx900", "gfx950"] {
        let out = lanescope(&["asm", "--arch", arch, "--show-encoding", slice.to_str().unwrap()], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        let expected = std::fs::read_to_string(golden(&format!("slice.{arch}.out"))).unwrap();
        assert_eq!(text(&out.stdout), expected, "{arch}");
    }
}

#[test]
fn marketing_names_are_aliases() {
    let a = lanescope(
        &["asm", "--arch", "mi355x", "--show-encoding", "-"],
        "v_add_f32 v0, v1, v2\n",
    );
    let b = lanescope(
        &["asm", "--arch", "gfx950", "--show-encoding", "-"],
        "v_add_f32 v0, v1, v2\n",
    );
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let bad = lanescope(&["asm", "--arch", "gfx1100", "-"], "");
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("unknown arch 'gfx1100'"));
}

#[test]
fn asm_errors_are_located_with_a_caret_and_all_reported() {
    let src = "s_mov_b32 s0, 1\n  v_add_f32 v0, v1, v2 bogus\nv_frob v1\nv_fma_f32 v0, v1, v2, 0x1234\n";
    let out = lanescope(&["asm", "--arch", "gfx900", "-"], src);
    assert!(!out.status.success());
    // llvm-mc prints every line it assembled; the others are reported.
    assert_eq!(text(&out.stdout), "\ts_mov_b32 s0, 1\n");
    assert_eq!(
        text(&out.stderr),
        "<stdin>:2:24: error: invalid operand for instruction\n  v_add_f32 v0, v1, v2 bogus\n                       ^~~~~\n\
         <stdin>:3:1: error: invalid instruction\nv_frob v1\n^~~~~~\n\
         <stdin>:4:23: error: literal operands are not supported\nv_fma_f32 v0, v1, v2, 0x1234\n                      ^~~~~~\n"
    );
}

#[test]
fn asm_prints_the_good_lines_of_a_source_with_errors_like_llvm_mc() {
    // llvm-mc-22 -triple=amdgcn -mcpu=gfx900 -show-encoding: stdout byte for byte, exit 1.
    outputs(
        &["asm", "--arch", "gfx900", "--show-encoding", "-"],
        "s_nop 0\nbogus\ns_endpgm\n",
        1,
        "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n\
         \ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n",
        "<stdin>:2:1: error: invalid instruction\nbogus\n^~~~~\n",
    );
}

#[test]
fn asm_expands_macros_and_refuses_unknown_directives() {
    let src = ".macro addk d, k=7\nv_add_u32 v\\d, v\\d, \\k\n.endm\n.rept 2\ns_nop 1\n.endr\naddk 1\n.foo_bar 1\n";
    // As llvm-mc-22 prints it (a blank line for the definition).
    outputs(
        &["asm", "--arch", "gfx900", "-"],
        src,
        1,
        "\n\ts_nop 1\n\ts_nop 1\n\tv_add_u32_e64 v1, v1, 7\n",
        "<stdin>:8:1: error: unknown directive\n.foo_bar 1\n^~~~~~~~\n",
    );
}

#[test]
fn asm_errors_in_a_macro_body_point_into_the_instantiation_with_a_note() {
    let src = ".macro m a\n  s_nop \\a\n  s_bogus\n.endm\ns_nop 0\n  m 1\n";
    let out = lanescope(&["asm", "--arch", "gfx900", "-"], src);
    assert_eq!(out.status.code(), Some(1));
    // As llvm-mc-22 prints it (its caret has no `~`).
    assert_eq!(
        text(&out.stderr),
        "<instantiation>:2:3: error: invalid instruction\n  s_bogus\n  ^~~~~~~\n\
         <stdin>:6:3: note: while in macro instantiation\n  m 1\n  ^\n"
    );
}

#[test]
fn asm_rept_past_the_budget_is_a_quick_located_error() {
    let start = std::time::Instant::now();
    let out = lanescope(
        &["asm", "--arch", "gfx900", "-"],
        ".rept 1000000000\ns_nop 0\n.endr\ns_endpgm\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "\ts_endpgm\n");
    assert_starts(
        &out.stderr,
        "<stdin>:1:1: error: expansion exceeds the limit of 100000 lines",
    );
    assert!(start.elapsed().as_secs() < 10);
}

#[test]
fn disasm_reads_llvm_mc_input_and_warns_on_bad_words() {
    let input = "# the slice's first words\n0xff,0x00,0x80,0xbe,0x45,0x23,0x01,0x00\n0x01,0x05,0x08,0x02 ; v_add\n0xff,0xff,0xff,0xff\n0x00,0x00,0x81,0xbf\n";
    outputs(
        &["disasm", "--arch", "gfx950", "--show-encoding", "-"],
        input,
        0,
        "\ts_mov_b32 s0, 0x12345                   ; encoding: [0xff,0x00,0x80,0xbe,0x45,0x23,0x01,0x00]\n\
         \tv_add_f32_e32 v4, v1, v2                ; encoding: [0x01,0x05,0x08,0x02]\n\
         \ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n",
        "<stdin>:4:1: warning: invalid instruction encoding\n0xff,0xff,0xff,0xff\n^\n",
    );
}

#[test]
fn run_dumps_registers_as_json() {
    let src = "v_cvt_f32_u32 v1, v0\nv_mul_f32 v1, v1, 0.5\ns_mov_b32 s3, 7\ns_endpgm\n";
    let out = lanescope(
        &[
            "run", "--arch", "vega", "--dump", "v1", "--dump", "s3", "--dump", "exec", "-",
        ],
        src,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json = text(&out.stdout);
    let halves: Vec<String> = (0..64).map(|l| (l as f32 * 0.5).to_bits().to_string()).collect();
    assert_eq!(
        json.trim(),
        format!(
            "{{\"v1\": [{}], \"s3\": 7, \"exec\": 18446744073709551615}}",
            halves.join(", ")
        )
    );
}

#[test]
fn run_reports_messages_and_traps() {
    // s_sendmsg is recorded and reported as a note; s_trap stops the wave with a located fault.
    let out = lanescope(
        &["run", "--arch", "gfx950", "-"],
        "s_sendmsg sendmsg(MSG_INTERRUPT)\ns_trap 2\ns_endpgm\n",
    );
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("note: wave 0 pc 0x0: sendmsg(MSG_INTERRUPT)"), "{err}");
    assert!(err.contains("note: wave 0 pc 0x4: trap(2)"), "{err}");
    assert!(err.contains("<stdin>:2: fault: wave 0 pc 0x4: s_trap 2"), "{err}");
}

#[test]
fn run_reports_runaway_programs_and_missing_endpgm() {
    let out = lanescope(
        &["run", "--arch", "gfx900", "--max-steps", "50", "-"],
        "l: s_cbranch_execz l\ns_nop 0\ns_cbranch_execz 65534\n",
    );
    // EXEC is all ones, so the loop falls through; then the branch jumps back to l? No:
    // s_cbranch_execz only jumps when EXEC = 0. Run off the end instead.
    assert!(!out.status.success());
    assert_has(&out.stderr, "<stdin>:3: fault: wave 0 pc 0x8: this instruction took the program counter to 0xc, past the end of the program");
    let spin = "s_mov_b64 exec, 0\nl: s_cbranch_execz l\ns_endpgm\n";
    fails_with(
        &["run", "--arch", "gfx900", "--max-steps", "50", "-"],
        spin,
        "stopped after 50 steps",
    );
}

#[test]
fn snippets_run_and_unknown_keys_are_errors() {
    let dir = Scratch::new("cli");
    let good = dir.file(
        "ok.toml",
        "arch = \"cdna4\"\nsource = '''\nv_add_u32 v1, v0, v0\ns_endpgm\n'''\n",
    );
    let out = lanescope(&["run", good.to_str().unwrap(), "--dump", "v1"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("{\"v1\": [0, 2, 4, 6,"));
    let bad = dir.file("bad.toml", "arch = \"gfx900\"\nsource = \"s_endpgm\"\ngrid = 3\n");
    fails_with(&["run", bad.to_str().unwrap()], "", "unknown field `grid`");
}

#[test]
fn help_lists_the_subcommands() {
    let out = lanescope(&["--help"], "");
    let help = text(&out.stdout);
    for cmd in ["asm", "disasm", "run", "layout"] {
        assert!(help.contains(cmd), "{help}");
    }
    let out = lanescope(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn disasm_reads_an_elf_code_object_with_its_symbols() {
    let obj = repo("tests/kernels/gfx900/saxpy.o");
    let path = obj.to_str().unwrap();
    let out = lanescope(&["disasm", "--arch", "gfx900", "--show-encoding", path], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listing = text(&out.stdout);
    let mut lines = listing.lines();
    assert_eq!(lines.next(), Some("saxpy:"));
    assert_eq!(
        lines.next(),
        Some("\ts_load_dword s2, s[4:5], 0x24           ; encoding: [0x82,0x00,0x02,0xc0,0x24,0x00,0x00,0x00]")
    );
    assert!(listing.contains("\ts_endpgm"), "{listing}");
    // The object names its target: asking for another one is an error, not a wrong listing.
    fails_with(
        &["disasm", "--arch", "gfx950", path],
        "",
        "a gfx900 code object; --arch says gfx950",
    );
}

#[test]
fn text_input_that_is_not_utf8_is_an_error_naming_the_file() {
    let dir = Scratch::new("cli-utf8");
    let bad = dir.file("bad.s", b"s_nop 0\n\xff\n");
    for arch in ["gfx900", "rv770"] {
        let out = lanescope(&["asm", "--arch", arch, bad.to_str().unwrap()], "");
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(
            text(&out.stderr),
            format!(
                "lanescope: error: {}: stream did not contain valid UTF-8\n",
                bad.display()
            )
        );
    }
}
