//! The fuzz targets: each takes raw input bytes, drives one public lanescope API under the
//! step budget, and returns how many bytes of output it produced (checked against the output
//! budget by the campaign).

use lanescope::{decode_share, Machine, Snippet};
use lanescope_gcn::{decode::decode, disasm, elf, syntax, Arch, GcnMachine, Program};
use lanescope_isa::SourceLines;

/// Steps each run may take (the CLI's default is far larger; the fuzzer wants many inputs).
pub const STEP_BUDGET: u64 = 10_000;

/// Target names, in [`Target`] order.
const NAMES: [&str; 7] = ["decode", "assemble", "disasm", "elf", "share", "snippet", "launch"];

/// Every fuzz target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Words through `decode`, `Program::from_words`, the printer, and a bare run.
    Decode,
    /// Text through the assembler for both arches; what assembles is echoed, encoded and run.
    Assemble,
    /// Text through `disassemble_text` (llvm-mc's byte-list input).
    Disasm,
    /// Bytes through the ELF reader and `disassemble_object`.
    Elf,
    /// A URL fragment through `decode_share`, then built and run like a snippet. Inputs not
    /// starting with `s1.` are snippet text, deflated and encoded into a fragment first, so the
    /// mutators reach the snippet inside the link as well as the link's own bytes.
    Share,
    /// Snippet TOML: parsed, built (buffers, launch or init) and run.
    Snippet,
    /// Like `Snippet`, seeded with `[launch]` snippets; inputs without a launch are skipped.
    Launch,
}

impl Target {
    /// Every target, in the order `cargo xtask fuzz` runs them.
    pub const ALL: [Target; 7] = [
        Target::Decode,
        Target::Assemble,
        Target::Disasm,
        Target::Elf,
        Target::Share,
        Target::Snippet,
        Target::Launch,
    ];

    /// The name used on the command line and for corpus and findings directories.
    pub fn name(self) -> &'static str {
        NAMES[self as usize]
    }

    /// The target named `name`.
    pub fn from_name(name: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The corpus directories the target's inputs start from.
    pub fn corpus_dirs(self) -> &'static [&'static str] {
        match self {
            Target::Share => &["share", "snippet"],
            _ => core::slice::from_ref(&NAMES[self as usize]),
        }
    }

    /// Whether inputs are text (token mutators) rather than bytes (word mutators).
    pub fn is_text(self) -> bool {
        !matches!(self, Target::Decode | Target::Elf)
    }

    /// Runs one input; returns the output size in bytes.
    pub fn run(self, input: &[u8]) -> usize {
        let text = || String::from_utf8_lossy(input);
        match self {
            Target::Decode => decode_words(input),
            Target::Assemble => assemble(&text()),
            Target::Disasm => Arch::ALL
                .iter()
                .map(|&a| disasm::disassemble_text(a, &text(), true).0.len())
                .sum(),
            Target::Elf => object(input),
            Target::Share => decode_share(&fragment(&text())).map_or(0, |s| build_and_run(&s, false)),
            Target::Snippet => Snippet::from_toml(&text()).map_or(0, |s| build_and_run(&s, false)),
            Target::Launch => Snippet::from_toml(&text()).map_or(0, |s| build_and_run(&s, true)),
        }
    }
}

/// `text` if it is a share fragment, else `text` deflated and encoded as one (as
/// `lanescope::encode_share` does for a parsed snippet).
fn fragment(text: &str) -> String {
    use base64::Engine;
    if text.starts_with("s1.") || text.starts_with("#s1.") {
        return text.to_string();
    }
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 6);
    let mut f = String::from("s1.");
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode_string(packed, &mut f);
    f
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Output bytes of a bare run: the messages the waves left.
fn run_machine(m: &mut dyn Machine) -> usize {
    let _ = m.run(STEP_BUDGET);
    let mut out = 0;
    for w in 0..m.wave_count() {
        if m.select_wave(w) {
            out += m.messages().iter().map(|msg| msg.text.len() + 16).sum::<usize>();
        }
    }
    out
}

fn decode_words(input: &[u8]) -> usize {
    let w = words(input);
    let mut out = 0;
    for arch in Arch::ALL {
        if let Ok((inst, _)) = decode(arch, &w) {
            out += syntax::print(arch, &inst).len();
        }
        if let Ok(p) = Program::from_words(arch, &w) {
            out += p.echo(true).len();
            out += run_machine(&mut GcnMachine::bare(p));
        }
    }
    out
}

fn assemble(text: &str) -> usize {
    let mut out = 0;
    for arch in Arch::ALL {
        match syntax::assemble(arch, text) {
            Ok(p) => {
                out += p.echo(true).len();
                out += run_machine(&mut GcnMachine::bare(p));
            }
            Err(errors) => {
                // One line index for all the diagnostics, as the CLI renders them.
                let lines = SourceLines::new(text);
                out += errors
                    .iter()
                    .map(|e| e.render("fuzz.s", &lines).to_string().len())
                    .sum::<usize>()
            }
        }
    }
    out
}

fn object(input: &[u8]) -> usize {
    let Ok(object) = elf::parse(input) else {
        return 0;
    };
    Arch::ALL
        .iter()
        .map(|&a| {
            let (text, warnings) = disasm::disassemble_object(a, &object, true);
            text.len() + warnings.iter().map(String::len).sum::<usize>()
        })
        .sum()
}

/// Builds the snippet's machine and runs it; `need_launch` skips bare snippets.
fn build_and_run(s: &Snippet, need_launch: bool) -> usize {
    if need_launch && s.launch.is_none() {
        return 0;
    }
    let Ok(target) = s.target() else {
        return 0;
    };
    let Ok(mut m) = target.build(s, &s.source) else {
        return 0;
    };
    let mut out = run_machine(&mut *m);
    for b in &s.buffers {
        if let Some(bytes) = m.buffer(&b.name) {
            out += Snippet::buffer_json(b.ty, bytes).len();
        }
    }
    out
}

/// The one target that is not a lanescope API: panics on inputs containing `boom` (tests the
/// harness records findings).
pub fn boom(input: &[u8]) -> usize {
    assert!(!input.windows(4).any(|w| w == b"boom"), "boom in the input");
    input.len()
}
