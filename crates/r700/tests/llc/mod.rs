//! What the r700 crate's tests, the CLI's r700 tests and the façade's R700 gallery test
//! (`#[path]`-included there) share:
//! the llc-22 golden set and the reference results of its shaders.
#![allow(dead_code)] // each test binary uses some of the helpers

use std::path::PathBuf;

/// tests/golden/r700 (llc-22's text, objects and `.text` bytes).
pub fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden/r700")
}

/// llc's instruction lines (comments, directives and labels dropped, clause headers kept),
/// whitespace collapsed, each through `normalize`.
pub fn llc_lines(text: &str, normalize: fn(&str) -> String) -> Vec<String> {
    text.lines()
        .map(|l| l.split(';').next().unwrap().trim())
        .filter(|l| !l.is_empty() && !l.starts_with('.') && (!l.ends_with(':') || l.contains("clause starting at")))
        .map(|l| normalize(&l.split_whitespace().collect::<Vec<_>>().join(" ")))
        .collect()
}

/// llc prints some literal dwords unsigned (`3246915584(-1.7e+01)`); ours are signed.
pub fn signed_literals(line: &str) -> String {
    if !line.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
        return line.to_string();
    }
    line.split(", ")
        .map(|part| match part.split_once('(') {
            Some((n, rest)) => format!("{}({rest}", n.parse::<i64>().unwrap() as u32 as i32),
            None => part.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// loop_break.ll's result for a.x = `n`: acc += i while acc <= 100, halving acc on even i,
/// until i+1 >= n.
pub fn loop_break(n: f32) -> f32 {
    let n = n as i32;
    let (mut i, mut acc) = (0i32, 0.0f32);
    loop {
        let acc1 = acc + i as f32;
        if acc1 > 100.0 {
            return acc1;
        }
        let acc2 = if i & 1 == 1 { acc1 } else { acc1 * 0.5 };
        i += 1;
        if i >= n {
            return acc2;
        }
        acc = acc2;
    }
}
