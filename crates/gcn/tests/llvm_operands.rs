//! Operands llvm-mc 22 accepts that lanescope once refused (issue 12): each case is llvm-mc's
//! own output (`llvm-mc-22 -show-encoding` / `--disassemble`), checked in both directions.

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

/// Assembles `src` and returns llvm-mc's `text ; encoding: [...]` line, or the first error.
fn asm(arch: Arch, src: &str) -> Result<String, String> {
    match assemble(arch, src) {
        Ok(p) => Ok(p.echo(true).trim().split_whitespace().collect::<Vec<_>>().join(" ")),
        Err(e) => Err(format!("{}:{}: {}", e[0].span.line, e[0].span.col, e[0].message)),
    }
}

/// Disassembles one line of bytes; the text, or the first warning.
fn disasm(arch: Arch, bytes: &str) -> String {
    let (text, warnings) = disassemble_text(arch, &format!("{bytes}\n"), false);
    match warnings.first() {
        Some(w) => format!("warning: {}", w.message),
        None => text.trim().to_string(),
    }
}

/// `text` assembles to `bytes` (printed as `text`), and `bytes` disassembles to `text`.
fn both_ways(arch: Arch, text: &str, bytes: &str) {
    let spaced = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(asm(arch, text), Ok(format!("{spaced} ; encoding: [{bytes}]")), "{text}");
    assert_eq!(disasm(arch, bytes), text, "{bytes}");
}

#[test]
fn bitop3_both_ways() {
    let g = Arch::Gfx950;
    both_ways(
        g,
        "v_bitop3_b32 v13, v4, s0, v1 bitop3:0x6c",
        "0x0d,0x05,0x34,0xd2,0x04,0x01,0x04,0x8c",
    );
    both_ways(
        g,
        "v_bitop3_b32 v13, v4, s0, v1 bitop3:0xff",
        "0x0d,0x07,0x34,0xd2,0x04,0x01,0x04,0xfc",
    );
    both_ways(
        g,
        "v_bitop3_b32 v13, v4, s0, v1 bitop3:10",
        "0x0d,0x01,0x34,0xd2,0x04,0x01,0x04,0x44",
    );
    both_ways(
        g,
        "v_bitop3_b32 v13, v4, s0, v1 bitop3:0xb",
        "0x0d,0x01,0x34,0xd2,0x04,0x01,0x04,0x64",
    );
    both_ways(
        g,
        "v_bitop3_b32 v13, v4, s0, v1",
        "0x0d,0x00,0x34,0xd2,0x04,0x01,0x04,0x04",
    );
    both_ways(
        g,
        "v_bitop3_b16 v13, v4, s0, v1 bitop3:3 op_sel:[1,1,0,1]",
        "0x0d,0x58,0x33,0xd2,0x04,0x01,0x04,0x64",
    );
}

#[test]
fn bitop3_input_forms_and_errors() {
    let g = Arch::Gfx950;
    let enc = |s: &str| asm(g, s).map(|t| t.rsplit('[').next().unwrap_or("").to_string());
    // Decimal input, and values kept to their low 8 bits (llvm-mc: -129 is 0x7f, 256 is 0).
    let b32 = "v_bitop3_b32 v13, v4, s0, v1";
    assert_eq!(enc(&format!("{b32} bitop3:108")), enc(&format!("{b32} bitop3:0x6c")));
    assert_eq!(
        asm(g, &format!("{b32} bitop3:-129")).unwrap(),
        format!("{b32} bitop3:0x7f ; encoding: [0x0d,0x07,0x34,0xd2,0x04,0x01,0x04,0xec]")
    );
    assert_eq!(
        asm(g, &format!("{b32} bitop3:256")).unwrap(),
        format!("{b32} ; encoding: [0x0d,0x00,0x34,0xd2,0x04,0x01,0x04,0x04]")
    );
    // Once, before op_sel; no clamp; not on other instructions.
    assert_eq!(
        asm(g, &format!("{b32} bitop3:3 bitop3:4")),
        Err("1:39: not a valid operand.".into())
    );
    assert_eq!(
        asm(g, "v_bitop3_b16 v13, v4, s0, v1 op_sel:[1,1,0,1] bitop3:0x3"),
        Err("1:47: not a valid operand.".into())
    );
    assert!(asm(g, &format!("{b32} bitop3:3 clamp")).is_err());
    assert!(asm(g, "v_fma_f32 v1, v2, v3, v4 bitop3:3").is_err());
    // The word with its clamp bit set is invalid, as llvm-mc says.
    assert_eq!(
        disasm(g, "0x0d,0x80,0x34,0xd2,0x04,0x01,0x04,0x8c"),
        "warning: invalid instruction encoding"
    );
}
