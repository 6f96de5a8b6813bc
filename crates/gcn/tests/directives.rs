//! Assembler directives: the macro layer (`.rept`, `.irp`, `.irpc`, `.macro`, `.if…`), its
//! budgets, refused directives and partial output, each checked against llvm-mc 22's output
//! and messages.

mod common;

use common::asm::errors;
use lanescope_gcn::isa::arch::Arch;
use lanescope_gcn::syntax::macros::{MAX_DEPTH, MAX_EXPANDED_LINES};
use lanescope_gcn::syntax::{assemble, assemble_partial};

/// What `llvm-mc -triple=amdgcn -mcpu=gfx900` prints for `src` (it must assemble).
fn echo(src: &str) -> String {
    common::asm::echo(src, false)
}

#[test]
fn rept_irp_irpc_repeat_their_bodies() {
    assert_eq!(echo(".rept 3\ns_nop 0\n.endr\n"), "\ts_nop 0\n".repeat(3));
    assert_eq!(echo(".rept 0\ns_nop 0\n.endr\n"), "");
    assert_eq!(echo(".set n, 2\n.rept n\ns_nop 1\n.endr\n"), "\ts_nop 1\n\ts_nop 1\n");
    assert_eq!(echo(".irp r, 1, 2\ns_nop \\r\n.endr\n"), "\ts_nop 1\n\ts_nop 2\n");
    assert_eq!(echo(".irpc c, 56\ns_nop \\c\n.endr\n"), "\ts_nop 5\n\ts_nop 6\n");
    let nested = ".rept 2\n.irp x, 3, 4\ns_nop \\x\n.endr\n.endr\n";
    assert_eq!(echo(nested), "\ts_nop 3\n\ts_nop 4\n".repeat(2));
}

#[test]
fn macros_take_arguments_defaults_counter_and_exitm() {
    // llvm-mc prints an empty line for each definition.
    let src = ".macro addk d, k=7\nv_add_u32 v\\d, v\\d, \\k\n.endm\naddk 1\naddk 3, 5\n";
    assert_eq!(echo(src), "\n\tv_add_u32_e64 v1, v1, 7\n\tv_add_u32_e64 v3, v3, 5\n");
    let src = ".macro t\ns_nop \\@\n.exitm\ns_nop 15\n.endm\nt\nt\n";
    assert_eq!(echo(src), "\n\ts_nop 0\n\ts_nop 1\n");
    // Spaces separate arguments between operands, as in llvm-mc.
    let src = ".macro f a, b=9\n.if \\a == 3\ns_nop 3\n.else\ns_nop 0\n.endif\ns_nop \\b\n.endm\n\
               f 1 2\nf 1 + 2\nf 1 +2\nf (1 + 1) 3\n";
    let nops: String = [0, 2, 3, 9, 3, 9, 0, 3]
        .iter()
        .map(|n| format!("\ts_nop {n}\n"))
        .collect();
    assert_eq!(echo(src), format!("\n{nops}"));
    // Commas inside parentheses belong to the argument.
    let src = ".macro g r\ns_getreg_b32 s0, \\r\n.endm\ng hwreg(HW_REG_MODE, 0, 4)\n";
    assert_eq!(echo(src), "\n\ts_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)\n");
    let src = ".macro l n\nlab\\n\\():\n.endm\nl 1\n.macro t\ns_nop \\@\n.endm\nt\n";
    assert_eq!(echo(src), "\nlab1:\n\n\ts_nop 1\n", "\\@ counts every macro use");
    let src = ".macro l n\nlab\\n\\():\n.endm\nl 1\ns_branch lab1\n";
    assert_eq!(echo(src), "\nlab1:\n\ts_branch lab1\n");
}

#[test]
fn conditionals_pick_one_branch() {
    for (n, nop) in [(2, 2), (3, 3), (5, 4)] {
        let src = format!(".set n, {n}\n.if n == 2\ns_nop 2\n.elseif n == 3\ns_nop 3\n.else\ns_nop 4\n.endif\n");
        assert_eq!(echo(&src), format!("\ts_nop {nop}\n"), "n = {n}");
    }
    let src = ".if 0\ns_nop 2\n.else\ns_nop 4\n.endif\n";
    assert_eq!(echo(src), "\ts_nop 4\n");
    let src = ".set n, 1\n.ifdef n\ns_nop 5\n.endif\n.ifndef zz\ns_nop 6\n.endif\n.ifdef zz\ns_nop 7\n.endif\n";
    assert_eq!(echo(src), "\ts_nop 5\n\ts_nop 6\n");
    // Skipped regions may hold anything, nested conditionals and loops included.
    let src = ".if 0\n.foo\n.if 1\ns_nop 1\n.endif\n.rept 5\ns_nop 0\n.endr\n.endif\ns_endpgm\n";
    assert_eq!(echo(src), "\ts_endpgm\n");
    assert_eq!(
        echo(".ifeq 0\ns_nop 1\n.endif\n.iflt 1\ns_nop 2\n.endif\n"),
        "\ts_nop 1\n"
    );
}

#[test]
fn unmatched_and_unterminated_blocks_are_llvm_mc_errors() {
    assert_eq!(errors(".endr\n"), ["1:6: unmatched '.endr' directive"]);
    assert_eq!(
        errors(".endm\n"),
        ["1:6: unexpected '.endm' in file, no current macro definition"]
    );
    assert_eq!(
        errors(".else\n"),
        ["1:1: Encountered a .else that doesn't follow  an .if or an .elseif"]
    );
    assert_eq!(
        errors(".endif\n"),
        ["1:1: Encountered a .endif that doesn't follow an .if or .else"]
    );
    assert_eq!(errors(".rept 2\ns_nop 0\n"), ["1:1: no matching '.endr' in definition"]);
    assert_eq!(
        errors(".macro f\ns_nop 0\n"),
        ["1:1: no matching '.endmacro' in definition"]
    );
    assert_eq!(errors(".if 1\ns_nop 0\n"), ["3:1: unmatched .ifs or .elses"]);
    assert_eq!(errors(".rept -1\n"), ["1:7: Count is negative"]);
    assert_eq!(
        errors(".rept zz\n.endr\n"),
        [
            "1:7: unexpected token in '.rept' directive",
            "2:6: unmatched '.endr' directive"
        ]
    );
    // A condition in error assembles its body, as llvm-mc does.
    let (p, errs) = assemble_partial(Arch::Gfx900, ".if zz\ns_nop 1\n.endif\n");
    assert_eq!(p.echo(false), "\ts_nop 1\n");
    assert_eq!(errs[0].message, "expected absolute expression");
    assert_eq!(
        errors(".macro f\n.endm\n.macro f\n.endm\n"),
        ["3:1: macro 'f' is already defined"]
    );
    assert_eq!(
        errors(".macro f a\ns_nop \\a\n.endm\nf 1,2\nf 1,  2\nf 1 2\n.macro g a, b\n.endm\ng 1, 2 3\n"),
        [
            "4:5: too many positional arguments",
            "5:7: too many positional arguments",
            "6:5: too many positional arguments",
            "9:8: too many positional arguments"
        ]
    );
}

#[test]
fn errors_inside_expansions_point_into_the_instantiation_as_llvm_mc() {
    let (p, errs) = assemble_partial(Arch::Gfx900, ".rept 2\ns_bogus\ns_nop 0\n.endr\n");
    assert_eq!(p.insts.len(), 2);
    // `<instantiation>:1:1` and `:3:1` (the body text twice), each from the `.rept` at 1:1.
    assert_eq!(
        rendered(".rept 2\ns_bogus\ns_nop 0\n.endr\n"),
        [
            "<instantiation>:1:1: error: invalid instruction\ns_bogus\n^~~~~~~\n\
             m.s:1:1: note: while in macro instantiation\n.rept 2\n^",
            "<instantiation>:3:1: error: invalid instruction\ns_bogus\n^~~~~~~\n\
             m.s:1:1: note: while in macro instantiation\n.rept 2\n^",
        ]
    );
    assert!(errs.iter().all(|e| e.source_span().line == 1));
    // A macro body: the line in it, the use's name; the first body line loses its indent,
    // and further copies start with the indent of `.endr` (llvm-mc-22's text and places).
    let src = ".macro m a\n  s_nop \\a\n  s_bogus\n.endm\ns_nop 0\n  m 1\n";
    assert_eq!(
        rendered(src),
        [
            "<instantiation>:2:3: error: invalid instruction\n  s_bogus\n  ^~~~~~~\n\
          m.s:6:3: note: while in macro instantiation\n  m 1\n  ^"
        ]
    );
    let nested = ".macro inner\n s_bad1\n.endm\n.macro outer x\n  .rept 2\n  inner\n  .endr\n.endm\n outer 3\n";
    let note = |at: &str, text: &str| format!("\n{at}: note: while in macro instantiation\n{text}");
    let err = "<instantiation>:1:1: error: invalid instruction\ns_bad1\n^~~~~~";
    let outer = note("<instantiation>:1:1", ".rept 2\n^") + &note("m.s:9:2", " outer 3\n ^");
    assert_eq!(
        rendered(nested),
        [
            format!("{err}{}{outer}", note("<instantiation>:1:1", "inner\n^")),
            format!("{err}{}{outer}", note("<instantiation>:2:3", "  inner\n  ^")),
        ]
    );
}

/// Each error for `src` as the CLI prints it (file `m.s`).
fn rendered(src: &str) -> Vec<String> {
    let (_, errs) = assemble_partial(Arch::Gfx900, src);
    let lines = lanescope_isa::SourceLines::new(src);
    errs.iter().map(|d| d.render("m.s", &lines).to_string()).collect()
}

#[test]
fn budgets_stop_huge_and_recursive_expansions_at_once() {
    let start = std::time::Instant::now();
    let limit = format!("1:1: expansion exceeds the limit of {MAX_EXPANDED_LINES} lines or 4194304 bytes per assembly");
    assert_eq!(errors(".rept 1000000000\ns_nop 0\n.endr\n"), [limit]);
    let nested = ".rept 100\n.rept 100\n.rept 100\ns_nop 0\n.endr\n.endr\n.endr\n";
    let errs = errors(nested);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].ends_with("per assembly"));
    let deep = format!("macros cannot be nested more than {MAX_DEPTH} levels deep");
    // At the innermost use, line 1 of its instantiation (20 notes follow).
    assert_eq!(errors(".macro f\nf\n.endm\nf\n"), [format!("1:1: {deep}")]);
    // A long argument used many times: the substitution is bounded by the byte budget.
    let arg = "x".repeat(100_000);
    let body = "\\a".repeat(100);
    let src = format!(".macro m a\ns_nop {body}\n.endm\n.rept 50\nm {arg}\n.endr\n");
    assert!(errors(&src).iter().any(|e| e.ends_with("per assembly")));
    assert!(start.elapsed().as_secs() < 20);
}

#[test]
fn unknown_and_data_directives_are_refused_sections_are_not() {
    assert_eq!(errors(".foo_bar 1\ns_endpgm\n"), ["1:1: unknown directive"]);
    // Integer data in code is placed (tests/data_in_code.rs); strings and floats are refused.
    assert_eq!(
        errors("  .ascii \"x\"\n"),
        ["1:3: string and floating-point data directives in code are not supported"]
    );
    // Data outside code (clang's HIP `__hip_cuid_` byte in .bss) is not part of the program.
    assert_eq!(
        echo("s_endpgm\n\t.section .bss,\"aw\",@nobits\nx:\n\t.byte 0\n"),
        "\ts_endpgm\nx:\n"
    );
    let ok = "\t.text\n\t.globl f\n\t.p2align 8\n\t.type f,@function\nf:\n\ts_endpgm\n\t.size f, .-f\n\
              \t.section .rodata,\"a\",@progbits\n\t.p2align 6, 0x0\n\t.ident \"clang\"\n\t.addrsig\n";
    assert_eq!(echo(ok), "\t.p2align\t8\nf:\n\ts_endpgm\n");
}

#[test]
fn partial_assembly_keeps_every_good_line() {
    let (p, errs) = assemble_partial(Arch::Gfx900, "s_nop 0\nbogus\ns_endpgm\n");
    assert_eq!(p.echo(false), "\ts_nop 0\n\ts_endpgm\n");
    assert_eq!(errs.len(), 1);
    assert_eq!((errs[0].span.line, errs[0].span.col), (2, 1));
    assert!(assemble(Arch::Gfx900, "s_nop 0\nbogus\n").is_err());
}

/// The program's bytes.
fn words(src: &str) -> Vec<u32> {
    assemble(Arch::Gfx900, src).unwrap().words().unwrap()
}

#[test]
fn alignment_pads_code_with_s_nop_as_llvm_mc() {
    const NOP: u32 = 0xbf80_0000;
    const END: u32 = 0xbf81_0000;
    // llvm-mc-22 -filetype=obj, then llvm-objdump-22 -d.
    assert_eq!(words("s_nop 0\n.p2align 4\ns_endpgm\n"), [NOP, NOP, NOP, NOP, END]);
    assert_eq!(words("s_nop 0\n.align 16\ns_endpgm\n"), [NOP, NOP, NOP, NOP, END]);
    assert_eq!(words("s_nop 0\n.balign 8\ns_endpgm\n"), [NOP, NOP, END]);
    assert_eq!(
        words("s_nop 0\n.p2align 4,,4\ns_endpgm\n"),
        [NOP, END],
        "more than max: none"
    );
    let other = "s_nop 0\n.section .rodata\n.p2align 4\n.text\ns_endpgm\n";
    assert_eq!(words(other), [NOP, END], "not in a code section");
    // The branch skips the padding: offset 3 words, as llvm-mc encodes it.
    assert_eq!(
        words("s_branch L\n.p2align 4\nL:\ns_endpgm\n"),
        [0xbf82_0003, NOP, NOP, NOP, END]
    );
    // As llvm-mc-22 prints it.
    assert_eq!(
        echo("s_nop 0\n.p2align 2\n.p2align 4,,8\n.balign 4\ns_endpgm\n.p2align 0\n"),
        "\ts_nop 0\n\t.p2align\t2\n\t.p2align\t4, , 8\n\t.p2align\t2\n\ts_endpgm\n\t.p2align\t0\n"
    );
    assert_eq!(errors("s_nop 0\n.p2align 40\n"), ["2:10: invalid alignment value"]);
    assert_eq!(errors("s_nop 0\n.align 12\n"), ["2:8: alignment must be a power of 2"]);
    let budget = ".rept 40\ns_nop 0\n.p2align 16\n.endr\n";
    let errs = errors(budget);
    assert!(
        !errs.is_empty() && errs.iter().all(|e| e.contains(":1: alignment padding exceeds")),
        "{errs:?}"
    );
}

proptest::proptest! {
    /// Any mix of macro-layer lines assembles or fails with located errors, without a panic
    /// or a hang.
    #[test]
    fn directive_soup_never_panics(picks in proptest::collection::vec(0usize..22, 0..40)) {
        const PIECES: [&str; 22] = [
            ".rept 3", ".rept 100000", ".endr", ".irp x, 1, 2", ".irpc x, 123", "s_nop \\x",
            ".macro m a, b=2", ".endm", ".exitm", "m 1", "m 1, 2, 3", "m", ".if 1", ".if x",
            ".elseif 0", ".else", ".endif", ".ifdef m", ".p2align 4", "s_nop \\@", "L\\@:", ".set x, 1",
        ];
        let src: String = picks.iter().map(|&i| format!("{}\n", PIECES[i])).collect();
        let (_, errs) = assemble_partial(Arch::Gfx950, &src);
        let lines = src.lines().count() as u32 + 1;
        for e in errs {
            let at = e.source_span();
            proptest::prop_assert!(at.line >= 1 && at.line <= lines, "{e:?}");
            // Inside an expansion the span is a line of it, at least 1.
            proptest::prop_assert!(e.span.line >= 1, "{e:?}");
        }
    }
}

#[test]
fn branch_fixup_errors_in_expansions_are_in_the_instantiation() {
    // llvm-mc -filetype=obj: "<instantiation>:1:10: error: undefined label 'gone'" (line 1
    // of the expansion); like other errors inside an expansion, the use is noted.
    let (_, errs) = assemble_partial(Arch::Gfx900, "s_nop 0\n.rept 1\ns_branch gone\n.endr\n");
    assert_eq!(errs.len(), 1);
    let e = &errs[0];
    assert_eq!(
        (e.span.line, e.span.col, e.message.as_str()),
        (1, 10, "undefined label 'gone'")
    );
    let x = e.expansion.as_ref().expect("placed in the instantiation");
    assert_eq!(x.text, "s_branch gone");
    assert_eq!(x.notes.len(), 1);
    assert_eq!(x.notes[0].span.line, 2);
}
