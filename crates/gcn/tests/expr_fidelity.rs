//! Operand expressions llvm-mc 22 folds (`-(x)`, `1+x`, `(4*2)+1`, `~x`, `s_waitcnt x`), with
//! `.set` symbols defined before the line; each expected line is llvm-mc's
//! `-triple=amdgcn -mcpu=gfx900 -show-encoding` output.

mod common;

use common::asm::errors;
use lanescope_gcn::isa::arch::Arch;
use lanescope_gcn::syntax::assemble_partial;

/// `line` after `.set x, 5`, echoed with its encoding.
fn echo(line: &str) -> String {
    common::asm::echo(&format!(".set x, 5\n{line}\n"), true)
}

#[test]
fn compound_operand_expressions_fold_as_llvm_mc() {
    let cases = [
        (
            "s_mov_b32 s0, -(x)",
            "s_mov_b32 s0, -5                        ; encoding: [0xc5,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, -(5)",
            "s_mov_b32 s0, -5                        ; encoding: [0xc5,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, -(x)+1",
            "s_mov_b32 s0, -4                        ; encoding: [0xc4,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, 1+x",
            "s_mov_b32 s0, 6                         ; encoding: [0x86,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, (4*2)+1",
            "s_mov_b32 s0, 9                         ; encoding: [0x89,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, x-1",
            "s_mov_b32 s0, 4                         ; encoding: [0x84,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, ~x",
            "s_mov_b32 s0, -6                        ; encoding: [0xc6,0x00,0x80,0xbe]",
        ),
        (
            "s_mov_b32 s0, 2*-x",
            "s_mov_b32 s0, -10                       ; encoding: [0xca,0x00,0x80,0xbe]",
        ),
        (
            "v_add_f32 v0, -(x), v1",
            "v_add_f32_e32 v0, -5, v1                ; encoding: [0xc5,0x02,0x00,0x02]",
        ),
        (
            "s_waitcnt x",
            "s_waitcnt vmcnt(5) expcnt(0) lgkmcnt(0) ; encoding: [0x05,0x00,0x8c,0xbf]",
        ),
        (
            "s_waitcnt 0x70+x",
            "s_waitcnt vmcnt(5) lgkmcnt(0)           ; encoding: [0x75,0x00,0x8c,0xbf]",
        ),
        (
            "s_movk_i32 s0, x+0x7000",
            "s_movk_i32 s0, 0x7005                   ; encoding: [0x05,0x70,0x00,0xb0]",
        ),
    ];
    for (line, llvm_mc) in cases {
        assert_eq!(echo(line), format!("\t{llvm_mc}\n"), "{line}");
    }
}

#[test]
fn float_in_a_compound_expression_is_refused_as_llvm_mc() {
    // llvm-mc: "g.s:2:15: error: invalid operand for instruction".
    let (_, e) = assemble_partial(Arch::Gfx900, ".set x, 5\nv_add_f32 v0, -(1.0), v1\n");
    let e: Vec<_> = e.iter().map(|d| (d.span.line, d.span.col, d.message.clone())).collect();
    assert_eq!(e, [(2, 15, "invalid operand for instruction".to_string())]);
}

#[test]
fn symbols_used_before_their_set_are_located_errors() {
    // llvm-mc encodes a literal with a relocation (`fixup A - offset: 4, value: y+1, kind:
    // FK_PCRel_4`), which a program cannot hold: refused at llvm-mc's operand, saying why.
    let why = "invalid operand for instruction: symbol 'y' is defined after this line \
               (llvm-mc would emit a relocation, which is not supported)";
    assert_eq!(errors("s_mov_b32 s0, y\n.set y, 3\n"), [format!("1:15: {why}")]);
    assert_eq!(errors("v_add_u32 v0, y, v1\n.set y, 3\n"), [format!("1:15: {why}")]);
    assert_eq!(errors("s_mov_b32 s0, 1+y\n.set y, 3\n"), [format!("1:16: {why}")]);
    // A name never defined keeps the plain message (llvm-mc would relocate against an
    // undefined symbol).
    assert_eq!(errors("s_mov_b32 s0, zz\n"), ["1:15: invalid operand for instruction"]);
    // llvm-mc: "q.s:1:11: error: expected absolute expression".
    assert_eq!(
        errors("s_waitcnt y\n.set y, 3\n"),
        ["1:11: expected absolute expression"]
    );
}
