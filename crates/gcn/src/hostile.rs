//! Assembler inputs whose size grows with `n`, for timing the assembler at growing sizes (the
//! scaling benchmark doubles `n` and expects the time to roughly double). Each shape once took
//! quadratic time or more (issue 13); none is a valid program, but each must be rejected or
//! accepted in time linear in its size.
//!
//! An exponential `.set` chain (`.set aN, a(N-1)+a(N-1)`) is not here: its cost is not a
//! function of its size, and the functional tests cover it.

use alloc::format;
use alloc::string::String;

/// A generator: `n` gives an input of size about proportional to `n`.
pub type Shape = fn(usize) -> String;

/// The shapes by name: one line of `n` `v[` tokens, `n` lines that are each an error, one
/// `.set` of `n` `+` terms, and `n` labels each branched to.
pub fn shapes() -> [(&'static str, Shape); 4] {
    [
        ("v_bracket_line", v_bracket_line),
        ("error_lines", error_lines),
        ("plus_terms", plus_terms),
        ("labels", labels),
    ]
}

/// `v_mov_b32 v[v[v[…` on one line.
pub fn v_bracket_line(n: usize) -> String {
    format!("v_mov_b32 {}\n", "v[".repeat(n))
}

/// `n` lines, each an unknown instruction.
pub fn error_lines(n: usize) -> String {
    "bogus v0\n".repeat(n)
}

/// `.set x, 1+1+…` with `n` terms, then `.amdhsa_code_object_version x`.
pub fn plus_terms(n: usize) -> String {
    let mut s = String::from(".set x, 1");
    s.push_str(&"+1".repeat(n.saturating_sub(1)));
    s.push_str("\n.amdhsa_code_object_version x\n");
    s
}

/// `n` labels `lN:`, each followed by `s_branch lN`.
pub fn labels(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!("l{i}:\n  s_branch l{i}\n"));
    }
    s
}
