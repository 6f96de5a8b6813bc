//! Hostile input to the assembler (issue 13): no panic, no exponential or quadratic work, and
//! llvm-mc 22's answers where it has one.

use lanescope_gcn::hostile;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;
use lanescope_isa::{Diagnostic, SourceLines, SOURCE_WINDOW};

fn errors(src: &str) -> Vec<String> {
    match assemble(Arch::Gfx900, src) {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(|d| format!("{d}")).collect(),
    }
}

/// `.set sy1, sy0+sy0` … `.set sy{n-1}, …`, then `.set sy0, 1` and `.set z, sy{n-1}`: each
/// symbol is deferred until the last line, whose evaluation once took 2^n steps.
fn doubling_chain(n: usize) -> String {
    let mut s: String = (1..n)
        .map(|i| format!(".set sy{i}, sy{}+sy{}\n", i - 1, i - 1))
        .collect();
    s.push_str(&format!(".set sy0, 1\n.set z, sy{}\n", n - 1));
    s
}

#[test]
fn deferred_doubling_chain_is_evaluated_once_per_symbol() {
    // llvm-mc-22 prints `.set sy42, 4398046511104` for the same chain defined in order.
    let src = doubling_chain(43);
    assert_eq!(
        errors(&format!("{src}.set w, 1/(z-4398046511105)\n")),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(&format!("{src}.set w, 1/(z-4398046511104)\n")),
        ["45:10: error: expected relocatable expression"]
    );
    // 2^69 wraps to 0 as a 64-bit integer.
    let src = doubling_chain(70);
    assert_eq!(
        errors(&format!("{src}.set w, 1/z\n")),
        ["72:10: error: expected relocatable expression"]
    );
}

#[test]
fn evaluation_budget_is_a_located_error() {
    // One deferred symbol of 100k terms, used 200 times: 20M steps, over the 16M budget.
    let terms = vec!["1"; 100_000].join(",");
    let mut src = format!(".set big, max(u,{terms})\n.set u, 1\n");
    for i in 0..200 {
        src.push_str(&format!(".set w{i}, big\n"));
    }
    let e = errors(&src);
    assert!(!e.is_empty());
    assert!(
        e[0].ends_with(&format!(
            "error: expression evaluation exceeds the limit of {} steps",
            lanescope_gcn::syntax::expr::EVAL_BUDGET
        )),
        "{e:?}"
    );
    assert!(e[0].starts_with("170:12:"), "{e:?}");
}

#[test]
fn long_line_of_v_brackets() {
    let src = hostile::v_bracket_line(100_000);
    assert_eq!(errors(&src), ["1:11: error: invalid operand for instruction"]);
}

#[test]
fn many_error_lines_render_each_line() {
    let src = hostile::error_lines(20_000);
    let Err(diags) = assemble(Arch::Gfx900, &src) else {
        panic!("accepted")
    };
    assert_eq!(diags.len(), 20_000);
    let lines = SourceLines::new(&src);
    let last = diags.last().map(|d| format!("{}", d.render("f", &lines)));
    assert_eq!(
        last.as_deref(),
        Some("f:20000:1: error: invalid instruction\nbogus v0\n^~~~~")
    );
}

#[test]
fn long_sum_is_folded_and_deep_symbol_sums_are_rejected() {
    let src = hostile::plus_terms(262_144);
    assert_eq!(errors(&src), Vec::<String>::new());
    let src = src.replace(".amdhsa_code_object_version x", ".set w, 1/(x-262144)");
    assert_eq!(errors(&src), ["2:10: error: expected relocatable expression"]);
    // Symbols do not fold: a left-leaning tree deeper than the evaluator's bound is an error.
    let src = format!(".set y, 1\n.set x, {}\n", vec!["y"; 300].join("+"));
    let e = errors(&src);
    assert_eq!(e.len(), 1);
    assert!(
        e[0].starts_with("2:") && e[0].ends_with("error: expression is nested too deeply"),
        "{e:?}"
    );
}

#[test]
fn many_labels() {
    let p = assemble(Arch::Gfx900, &hostile::labels(40_000)).expect("assembles");
    assert_eq!(p.labels.len(), 40_000);
    assert!(p.insts.iter().all(|i| i.simm16 == 0xffff));
    assert_eq!(errors("a:\na:\n"), ["2:1: error: invalid symbol redefinition: 'a'"]);
}

#[test]
fn rendered_lines_are_clipped() {
    let src = format!("{} bogus", " ".repeat(10_000));
    let Err(diags) = assemble(Arch::Gfx900, &src) else {
        panic!("accepted")
    };
    let d: &Diagnostic = &diags[0];
    let text = format!("{}", d.render("f", &SourceLines::new(&src)));
    assert!(
        text.lines().nth(1).is_some_and(|l| l.len() <= SOURCE_WINDOW + 6),
        "{text}"
    );
}

#[test]
fn every_shape_assembles_without_panicking() {
    for (_, shape) in hostile::shapes() {
        let _ = assemble(Arch::Gfx950, &shape(1000));
    }
}

/// The first error of assembling `line` for `arch`, as `col: message`.
fn first_error(arch: Arch, line: &str) -> String {
    match assemble(arch, line) {
        Ok(_) => "accepted".into(),
        Err(e) => format!("{}: {}", e[0].span.col, e[0].message),
    }
}

#[test]
fn repeated_modifiers_are_rejected_as_llvm_mc_does() {
    // Columns and messages from llvm-mc-22 -mcpu=gfx900 and gfx950.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        for (line, want) in [
            (
                "v_add_f32_e64 v0, v1, v2 mul:2 mul:4",
                "32: invalid operand for instruction",
            ),
            (
                "v_add_f32_e64 v0, v1, v2 mul:4 div:2",
                "32: invalid operand for instruction",
            ),
            (
                "v_add_f32_e64 v0, v1, v2 mul:1 mul:2",
                "32: invalid operand for instruction",
            ),
            (
                "v_add_f32_e64 v0, v1, v2 clamp clamp",
                "32: invalid operand for instruction",
            ),
            ("v_add_f32 v0, lit(lit(1)), v2", "22: failed parsing operand."),
            (
                "v_add_f32_e64 v0, - -0.5, v2",
                "19: invalid syntax, expected 'neg' modifier",
            ),
            ("v_add_f32 v0, --0.5, v2", "15: invalid syntax, expected 'neg' modifier"),
            ("v_add_f32_e64 v0, v1, v2 clamp mul:2", "accepted"),
            ("v_add_f32 v0, lit(1), v2", "accepted"),
            ("v_add_f32_e64 v0, -|-0.5|, v2", "accepted"),
        ] {
            assert_eq!(first_error(arch, line), want, "{line}");
        }
    }
}

#[test]
fn float_literals_out_of_the_operand_format_are_rejected() {
    // llvm-mc-22 rejects a value that rounds to infinity or to a denormal (or zero) other than
    // itself, and takes one that rounds up to the smallest normal.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        for (line, want) in [
            ("v_add_f32 v0, 1e-50, v2", "15: invalid operand for instruction"),
            ("v_add_f32 v0, -1e-50, v2", "15: invalid operand for instruction"),
            ("v_add_f32 v0, 1e-40, v2", "15: invalid operand for instruction"),
            ("v_add_f32 v0, 1.1754942e-38, v2", "15: invalid operand for instruction"),
            ("v_add_f32 v0, 3.5e38, v2", "15: invalid operand for instruction"),
            ("v_mov_b32 v0, 1e-50", "15: invalid operand for instruction"),
            ("s_add_u32 s0, 1e-40, s1", "15: invalid operand for instruction"),
            ("v_add_f16 v0, 1e-8, v2", "15: invalid operand for instruction"),
            ("v_add_f16 v0, 6.1e-5, v2", "15: invalid operand for instruction"),
            ("v_add_u16 v0, 1e-50, v2", "15: invalid operand for instruction"),
            ("v_pk_add_f16 v0, 1e-50, v2", "18: invalid operand for instruction"),
            ("v_madak_f16 v0, v1, v2, 1e-50", "25: invalid operand for instruction"),
            ("v_add_f32 v0, 1.17549435e-38, v2", "accepted"),
            ("v_add_f32 v0, 1.2e-38, v2", "accepted"),
            ("v_add_f32 v0, 3.4e38, v2", "accepted"),
            ("v_add_f16 v0, 6.103e-5, v2", "accepted"),
            ("v_add_f16 v0, 1e-4, v2", "accepted"),
            ("v_add_f64 v[0:1], 1e-400, v[2:3]", "accepted"),
        ] {
            assert_eq!(first_error(arch, line), want, "{line}");
        }
    }
}

#[test]
fn quoted_labels_as_llvm_mc_reads_them() {
    let p = assemble(
        Arch::Gfx900,
        "\"a b\":\n  s_nop 0\n  s_branch \"a b\"\n\"loop\":\n  s_branch \"loop\"\n",
    )
    .expect("assembles");
    let names: Vec<&str> = p.labels.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["\"a b\"", "loop"]);
    assert_eq!([p.insts[1].simm16, p.insts[2].simm16], [0xfffe, 0xffff]);
    // llvm-mc-22 echoes the quoted name as written and a plain one bare.
    let echo = p.echo(false);
    assert!(
        echo.starts_with("\"a b\":\n") && echo.contains("s_branch \"a b\"") && echo.contains("\nloop:\n"),
        "{echo}"
    );
    assert_eq!(
        first_error(Arch::Gfx900, "s_branch \"nowhere\""),
        "10: undefined label 'nowhere'"
    );
    assert_eq!(
        first_error(Arch::Gfx900, "\"a b\":\n\"a b\":"),
        "1: invalid symbol redefinition: '\"a b\"'"
    );
}
