//! `lanescope asm|disasm|run --arch rv770`: R700 (TeraScale VLIW5) in llc-22's r600 syntax.
//!
//! - `asm` reads `llc -march=r600 -mcpu=rv770 [-show-mc-encoding]` output as printed and
//!   prints the program as llc prints it (with `--show-encoding`, each line's `; encoding:`).
//! - `disasm` reads an r600 ELF object (its `.text`) or lines of `0x..` bytes.
//! - `run` runs an `[r700]` snippet (or an assembly file as a 64-lane pixel shader) and dumps
//!   `exports`, `lds` (the 4096 LDS dwords, bank-major) or a GPR `R<n>` as JSON.

use std::process::ExitCode;

use lanescope::number::{parse_int, Syntax, Width};
use lanescope::snippet_r700::R700Snippet;
use lanescope::{Snippet, SnippetError};
use lanescope_isa::{Diagnostic, Span};
use lanescope_r700::exec::{Export, R700Machine, Status};
use lanescope_r700::{assemble, decode, print, print_with_encodings, Program};

use crate::{display_name, print_diags, read_bytes, read_input};

/// `EM_AMDGPU`.
const EM_AMDGPU: u16 = 224;

/// Assembles llc's r600 text; exit 1 with located errors.
pub fn asm(file: &str, show_encoding: bool) -> Result<ExitCode, String> {
    let source = read_input(file)?;
    let (code, warnings) = match assemble(&source) {
        Ok(ok) => ok,
        Err(diags) => {
            print_diags(file, &source, &diags);
            return Ok(ExitCode::FAILURE);
        }
    };
    let prog = decode(&code).map_err(|e| format!("{}: {}", display_name(file), e.message))?;
    print!("{}", listing(&prog, show_encoding));
    print_diags(file, &source, &warnings);
    Ok(ExitCode::SUCCESS)
}

fn listing(prog: &Program, show_encoding: bool) -> String {
    if show_encoding {
        print_with_encodings(prog)
    } else {
        print(prog)
    }
}

/// Disassembles an r600 ELF object or `0x..` byte lines.
pub fn disasm(file: &str, show_encoding: bool) -> Result<ExitCode, String> {
    let bytes = read_bytes(file)?;
    let name = display_name(file);
    let (code, lines, source) = if bytes.starts_with(b"\x7fELF") {
        let text = elf32_text(&bytes).map_err(|e| format!("{name}: {e}"))?;
        (text.to_vec(), Vec::new(), String::new())
    } else {
        let source = String::from_utf8(bytes).map_err(|_| format!("{name}: neither text nor an ELF file"))?;
        match byte_lines(&source) {
            Ok((code, lines)) => (code, lines, source),
            Err(d) => {
                print_diags(file, &source, &[d]);
                return Ok(ExitCode::FAILURE);
            }
        }
    };
    // The source line holding byte `off` of the code (for byte-line input).
    let span_at = |off: usize| {
        let i = lines.partition_point(|&(o, _)| o <= off).saturating_sub(1);
        lines.get(i).map(|&(_, l)| Span::new(l, 1, 1))
    };
    let prog = match decode(&code) {
        Ok(p) => p,
        Err(e) => match span_at(e.offset) {
            Some(sp) => {
                let d = Diagnostic::error(sp, format!("invalid encoding: {}", e.message));
                print_diags(file, &source, &[d]);
                return Ok(ExitCode::FAILURE);
            }
            None => return Err(format!("{name}: invalid encoding at byte {}: {}", e.offset, e.message)),
        },
    };
    print!("{}", listing(&prog, show_encoding));
    for (off, msg) in &prog.warnings {
        match span_at(*off) {
            Some(sp) => print_diags(file, &source, &[Diagnostic::warning(sp, msg.clone())]),
            None => eprintln!("{name}: warning: byte {off}: {msg}"),
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Per source line with bytes: (offset of its first byte, 1-based line).
type LineStarts = Vec<(usize, u32)>;

/// `0x..` bytes separated by commas or spaces, `;`/`#`/`//` comments: the code and, per
/// line with bytes, (first byte offset, 1-based line).
fn byte_lines(source: &str) -> Result<(Vec<u8>, LineStarts), Diagnostic> {
    let mut code = Vec::new();
    let mut lines = Vec::new();
    for (i, raw) in source.lines().enumerate() {
        let no = i as u32 + 1;
        let text = raw.split([';', '#']).next().unwrap_or("");
        let text = text.split("//").next().unwrap_or("");
        let start = code.len();
        for tok in text.split([',', ' ', '\t', '[', ']']) {
            if tok.is_empty() {
                continue;
            }
            let at = text.find(tok).unwrap_or(0) as u32 + 1;
            let v = byte(tok).ok_or_else(|| {
                Diagnostic::error(
                    Span::new(no, at, tok.chars().count() as u32),
                    format!("expected a byte `0x..`, found `{tok}`"),
                )
            })?;
            code.push(v);
        }
        if code.len() > start {
            lines.push((start, no));
        }
    }
    Ok((code, lines))
}

/// A byte token of a byte listing: `0x..`.
fn byte(tok: &str) -> Option<u8> {
    let b = parse_int(tok, Syntax::HEX, Width::Unsigned(8)).ok()?;
    Some(b as u8)
}

/// The `.text` section of an r600 ELF32 object as llc writes it.
fn elf32_text(b: &[u8]) -> Result<&[u8], String> {
    let u16_at = |at: usize| b.get(at..at + 2).map(|s| u16::from_le_bytes([s[0], s[1]]));
    let u32_at = |at: usize| b.get(at..at + 4).map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]));
    let bad = |what: &str| format!("malformed ELF file: {what}");
    if b.get(4) != Some(&1) || b.get(5) != Some(&1) {
        return Err("not a little-endian ELF32 file (r600 objects are ELF32)".into());
    }
    let machine = u16_at(0x12).ok_or_else(|| bad("truncated header"))?;
    if machine != EM_AMDGPU {
        return Err(format!("not an AMDGPU object (e_machine {machine})"));
    }
    let shoff = u32_at(0x20).ok_or_else(|| bad("truncated header"))? as usize;
    let shentsize = u16_at(0x2e).ok_or_else(|| bad("truncated header"))? as usize;
    let shnum = u16_at(0x30).ok_or_else(|| bad("truncated header"))? as usize;
    let shstrndx = u16_at(0x32).ok_or_else(|| bad("truncated header"))? as usize;
    if shentsize < 40 {
        return Err(bad("e_shentsize is smaller than a section header"));
    }
    let section = |i: usize| -> Option<(u32, usize, usize)> {
        let at = shoff.checked_add(i.checked_mul(shentsize)?)?;
        Some((u32_at(at)?, u32_at(at + 16)? as usize, u32_at(at + 20)? as usize))
    };
    let slice = |off: usize, size: usize| b.get(off..off.checked_add(size)?);
    let (_, str_off, str_size) = section(shstrndx).ok_or_else(|| bad("no section name table"))?;
    let names = slice(str_off, str_size).ok_or_else(|| bad("section names lie outside the file"))?;
    for i in 0..shnum {
        let (name, off, size) = section(i).ok_or_else(|| bad("section header lies outside the file"))?;
        let n = names.get(name as usize..).and_then(|r| r.split(|&c| c == 0).next());
        if n == Some(b".text") {
            return slice(off, size).ok_or_else(|| bad(".text lies outside the file"));
        }
    }
    Err("the object has no .text section".into())
}

/// Runs an R700 snippet (`.toml` with `arch = "rv770"`) or assembly file.
pub fn run(file: &str, text: &str, dump: &[String], max_steps: u64) -> Result<ExitCode, String> {
    let mut line_offset = 0;
    let snippet = if file.ends_with(".toml") {
        match R700Snippet::from_toml(text) {
            Ok(s) => {
                line_offset = Snippet::source_first_line(text).map_or(0, |l| l - 1);
                s
            }
            Err(e @ SnippetError::At { .. }) => {
                eprintln!("{}:{e}", display_name(file));
                return Ok(ExitCode::FAILURE);
            }
            Err(e) => return Err(format!("{}: {e}", display_name(file))),
        }
    } else {
        R700Snippet::pixel(text)
    };
    let shift = |mut d: Vec<Diagnostic>| {
        for x in &mut d {
            x.shift_source_lines(line_offset as u32);
        }
        d
    };
    let code = match assemble(&snippet.source) {
        Ok((code, warnings)) => {
            print_diags(file, text, &shift(warnings));
            code
        }
        Err(d) => {
            print_diags(file, text, &shift(d));
            return Ok(ExitCode::FAILURE);
        }
    };
    let prog = decode(&code).map_err(|e| format!("{}: {}", display_name(file), e.message))?;
    let mut m = lanescope::target_r700::executor(&prog, &snippet)
        .map_err(|f| format!("{}: {}", display_name(file), f.message))?;
    let outcome = m.run(max_steps);
    let json = dump_json(&m, dump, &snippet)?;
    println!("{json}");
    match outcome {
        Ok(Status::Done) => Ok(ExitCode::SUCCESS),
        Ok(Status::Running) => Err(format!(
            "stopped after {max_steps} steps (step budget; see --max-steps)"
        )),
        Err(f) => {
            let line = cf_line(&snippet.source, f.cf as usize)
                .map(|l| format!("{}:{}: ", display_name(file), l + line_offset))
                .unwrap_or_default();
            Err(format!("{line}fault: {}", f.message))
        }
    }
}

/// The 1-based source line of CF instruction `cf` (the `cf`-th instruction line: CF
/// instructions come first, one per line, as llc prints them).
fn cf_line(source: &str, cf: usize) -> Option<usize> {
    source
        .lines()
        .enumerate()
        .filter(|(_, l)| lanescope_r700::asm::is_instruction(l.split(';').next().unwrap_or("").trim()))
        .nth(cf)
        .map(|(i, _)| i + 1)
}

/// The export target's name: `pixel0`, `pos60`, `param0`.
fn export_name(e: &Export) -> String {
    let kind = match e.kind {
        0 => "pixel",
        1 => "pos",
        _ => "param",
    };
    format!("{kind}{}", e.base)
}

fn list(v: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", v.into_iter().collect::<Vec<_>>().join(", "))
}

fn dump_json(m: &R700Machine, dump: &[String], s: &R700Snippet) -> Result<String, String> {
    let lanes = s.lanes;
    let mut parts = Vec::new();
    for name in dump {
        let value = if let Some(b) = s.scatter.as_ref().filter(|b| &b.name == name) {
            let bytes: Vec<u8> = m.scatter().iter().flat_map(|w| w.to_le_bytes()).collect();
            let len = (b.data.count() as usize).saturating_mul(b.ty.size()).min(bytes.len());
            Snippet::buffer_json(b.ty, &bytes[..len])
        } else if name == "lds" {
            list(m.lds().iter().map(|w| w.to_string()))
        } else if name == "exports" {
            // One key per target; a later export to the same target replaces an earlier one.
            let mut targets: Vec<(String, String)> = Vec::new();
            for e in m.exports() {
                let vals = e.lanes.iter().flat_map(|l| match l {
                    Some(v) => v.map(|x| x.to_string()),
                    None => core::array::from_fn(|_| "null".to_string()),
                });
                let (key, val) = (export_name(e), list(vals));
                match targets.iter_mut().find(|(k, _)| *k == key) {
                    Some(t) => t.1 = val,
                    None => targets.push((key, val)),
                }
            }
            let body: Vec<String> = targets.iter().map(|(k, v)| format!("\"{k}\": {v}")).collect();
            format!("{{{}}}", body.join(", "))
        } else {
            let reg = name
                .strip_prefix(['R', 'r'])
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|&r| r < 128)
                .ok_or_else(|| {
                    format!("--dump {name}: not `exports`, `lds`, the [[buffers]] name or a GPR R0..R127")
                })?;
            let vals = (0..lanes).flat_map(|l| m.gpr(l, reg).unwrap_or_default().map(|x| x.to_string()));
            list(vals)
        };
        parts.push(format!("\"{name}\": {value}"));
    }
    Ok(format!("{{{}}}", parts.join(", ")))
}

#[cfg(test)]
mod tests {
    /// Byte tokens: `0x`/`0X` and one or two hex digits that fit a byte; nothing else.
    #[test]
    fn byte_tokens_read_as_today() {
        for (tok, value) in [
            ("0x0f", Some(15)),
            ("0X0F", Some(15)),
            ("0xff", Some(255)),
            ("0x000001", Some(1)),
            ("0x100", None),
            ("0x", None),
            ("15", None),
            ("-0x1", None),
            ("+0x1", None),
            ("0x_1", None),
            ("0xg", None),
            // Was Some(15): std's `from_str_radix` took a sign after the prefix (a bug).
            ("0x+f", None),
        ] {
            assert_eq!(super::byte(tok), value, "{tok:?}");
        }
    }
}
