//! Linear-time check by size doubling: each shape is a worst case for one parser; it runs at
//! sizes `n` and `2n` (best of a few runs) and the time ratio should stay near 2. A benchmark
//! (`cargo xtask scaling`), not a timed unit test.

use lanescope::{decode_share, encode_share, Snippet, Target as LsTarget};
use lanescope_gcn::{disasm, syntax, Arch};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// An input shape: a name, the size `n` it is timed at (and at `2n`), a generator and the parser it feeds.
pub struct Shape {
    /// Name on the command line and in the table.
    pub name: &'static str,
    /// What `n` counts.
    pub unit: &'static str,
    /// The smaller size.
    pub n: usize,
    /// The input of size `n`.
    pub make: fn(usize) -> String,
    /// The parser under test.
    pub parse: fn(&str),
}

fn assemble(text: &str) {
    let _ = syntax::assemble(Arch::Gfx900, text);
}

fn disassemble(text: &str) {
    let _ = disasm::disassemble_text(Arch::Gfx900, text, false);
}

fn snippet(text: &str) {
    let _ = Snippet::from_toml(text);
}

fn share(text: &str) {
    let _ = decode_share(text);
}

/// A line of `v[` repeated `n` times.
fn v_bracket_line(n: usize) -> String {
    "v[".repeat(n) + "\n"
}

/// `n` lines that each fail to assemble.
fn error_lines(n: usize) -> String {
    "v_bogus_op v0, v1\n".repeat(n)
}

/// One `.set` whose value has `n` `+` terms.
fn plus_terms(n: usize) -> String {
    format!(".set x, {}1\ns_mov_b32 s0, x\n", "1+".repeat(n))
}

/// `n` labels, each branched to.
fn labels(n: usize) -> String {
    (0..n).fold(String::new(), |mut s, i| {
        let _ = writeln!(s, "l{i}:\n  s_branch l{i}");
        s
    })
}

/// One disassembler line of `n` bytes of `s_nop 0` words.
fn byte_line(n: usize) -> String {
    let words = ["0x00", "0x00", "0x80", "0xbf"];
    (0..n).map(|i| words[i % 4]).collect::<Vec<_>>().join(",") + "\n"
}

/// One disassembler line of `n` bytes of undecodable words.
fn bad_word_line(n: usize) -> String {
    vec!["0xff"; n].join(",") + "\n"
}

/// A share fragment whose source has `n` distinct lines.
fn share_fragment(n: usize) -> String {
    let source = (0..n as u64).fold(String::new(), |mut s, i| {
        let _ = writeln!(
            s,
            "s_mov_b32 s{}, {}",
            i % 100,
            i.wrapping_mul(2_654_435_761) % (1 << 32)
        );
        s
    });
    encode_share(&Snippet::new(LsTarget::Gcn(Arch::Gfx900), source))
}

/// Snippet TOML with `n` buffers.
fn toml_keys(n: usize) -> String {
    (0..n).fold(
        String::from("arch = \"gfx900\"\nsource = \"s_endpgm\"\n"),
        |mut s, i| {
            let _ = writeln!(
                s,
                "[[buffers]]\nname = \"b{i}\"\ntype = \"u32\"\ndata = {{ fill = {i}, count = 1 }}"
            );
            s
        },
    )
}

/// Every shape.
pub const SHAPES: &[Shape] = &[
    Shape {
        name: "asm-v-bracket-line",
        unit: "`v[`",
        n: 100_000,
        make: v_bracket_line,
        parse: assemble,
    },
    Shape {
        name: "asm-error-lines",
        unit: "lines",
        n: 20_000,
        make: error_lines,
        parse: assemble,
    },
    Shape {
        name: "asm-plus-terms",
        unit: "terms",
        n: 131_072,
        make: plus_terms,
        parse: assemble,
    },
    Shape {
        name: "asm-labels",
        unit: "labels",
        n: 20_000,
        make: labels,
        parse: assemble,
    },
    Shape {
        name: "disasm-byte-line",
        unit: "bytes",
        n: 100_000,
        make: byte_line,
        parse: disassemble,
    },
    Shape {
        name: "disasm-bad-words",
        unit: "bytes",
        n: 100_000,
        make: bad_word_line,
        parse: disassemble,
    },
    Shape {
        name: "share-decode",
        unit: "lines",
        n: 20_000,
        make: share_fragment,
        parse: share,
    },
    Shape {
        name: "snippet-toml-keys",
        unit: "buffers",
        n: 2_000,
        make: toml_keys,
        parse: snippet,
    },
];

/// One shape's timing.
#[derive(Debug)]
pub struct Timing {
    /// Best time at `n`.
    pub small: Duration,
    /// Best time at `2n`; `None` when `n` alone took longer than the cap.
    pub large: Option<Duration>,
}

impl Timing {
    /// `large / small`, or infinity when `large` was skipped.
    pub fn ratio(&self) -> f64 {
        self.large
            .map_or(f64::INFINITY, |l| l.as_secs_f64() / self.small.as_secs_f64().max(1e-9))
    }
}

fn best(runs: usize, cap: Duration, parse: fn(&str), input: &str) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        parse(input);
        best = best.min(t.elapsed());
        if best > cap {
            break;
        }
    }
    best
}

/// Times `shape` at `n` and `2n` (the size scaled by `scale`), best of `runs`; skips `2n` when `n`
/// took longer than `cap`.
pub fn time(shape: &Shape, scale: f64, runs: usize, cap: Duration) -> Timing {
    let n = ((shape.n as f64 * scale) as usize).max(1);
    let small = best(runs, cap, shape.parse, &(shape.make)(n));
    let large = (small <= cap).then(|| best(runs, cap, shape.parse, &(shape.make)(2 * n)));
    Timing { small, large }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_grow_with_n() {
        for s in SHAPES {
            let (a, b) = ((s.make)(100), (s.make)(200));
            assert!(b.len() > a.len() * 3 / 2, "{}: {} then {}", s.name, a.len(), b.len());
        }
    }
}
