//! Assembling llc's printed text (`llc -show-mc-encoding` output).
//!
//! Each instruction line's `; encoding: [..]` bytes are taken as the code, the bytes are
//! decoded and printed, and the printed line is checked against the line's text
//! (whitespace aside): a contradiction is a located error. CF and ALU lines without encoding
//! bytes are assembled from their text ([`crate::parse`]); EXPORT, TEX and VTX lines still
//! need their bytes, since llc's text omits some of their fields.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use crate::decode::{decode, Item};
use crate::parse::{parse_line, Context};
use crate::print::print_lines;
use crate::table::Format;

/// One instruction line of the source.
struct Line<'a> {
    /// 1-based line number.
    no: u32,
    /// 1-based column of the text.
    col: u32,
    /// The instruction text (before the comment), trimmed.
    text: &'a str,
    /// Byte offset of the line's encoding in the code.
    offset: usize,
}

/// The code and warnings of an assembled text, or its errors.
pub type Assembled = Result<(Vec<u8>, Vec<Diagnostic>), Vec<Diagnostic>>;

/// Collapses whitespace runs to one space.
fn normalize(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether a comment-free, trimmed line text is an instruction (or clause header) rather
/// than a directive, label or blank.
pub fn is_instruction(text: &str) -> bool {
    !(text.is_empty() || text.starts_with('.') || (text.ends_with(':') && !text.contains("clause starting at")))
}

/// Parses `[0x04,0x00,…]` after `; encoding: `.
fn parse_bytes(list: &str, span: Span, out: &mut Vec<u8>) -> Result<(), Diagnostic> {
    let inner = list
        .trim()
        .strip_prefix('[')
        .and_then(|s| s.split(']').next())
        .ok_or_else(|| Diagnostic::error(span, "expected `[` bytes `]` after `encoding:`"))?;
    for b in inner.split(',').map(str::trim).filter(|b| !b.is_empty()) {
        let hex = b.strip_prefix("0x").unwrap_or(b);
        let v =
            u8::from_str_radix(hex, 16).map_err(|_| Diagnostic::error(span, format!("invalid encoding byte `{b}`")))?;
        out.push(v);
    }
    Ok(())
}

/// Assembles llc's `-show-mc-encoding` text: returns the code and warnings, or the errors.
pub fn assemble(source: &str) -> Assembled {
    let mut code = Vec::new();
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    let mut ctx = Context::Cf;
    for (i, raw) in source.lines().enumerate() {
        let no = i as u32 + 1;
        let (before, comment) = raw.split_once(';').unwrap_or((raw, ""));
        let text = before.trim();
        if !is_instruction(text) {
            continue;
        }
        let col = (before.len() - before.trim_start().len()) as u32 + 1;
        let span = Span::new(no, col, text.chars().count() as u32);
        ctx = match text {
            t if t.starts_with("ALU clause starting at") => Context::Alu,
            t if t.starts_with("Fetch clause starting at") => Context::Fetch,
            _ => ctx,
        };
        let Some(enc) = comment.trim().strip_prefix("encoding:") else {
            match parse_line(text, ctx) {
                Ok(words) => {
                    lines.push(Line {
                        no,
                        col,
                        text,
                        offset: code.len(),
                    });
                    code.extend(words.iter().flat_map(|w| w.to_le_bytes()));
                }
                Err(m) => errors.push(Diagnostic::error(span, m)),
            }
            continue;
        };
        let offset = code.len();
        match parse_bytes(enc, span, &mut code) {
            Ok(()) => lines.push(Line { no, col, text, offset }),
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    check(&code, &lines).map(|warnings| (code, warnings))
}

/// Whether a literal line `A(…), B(…)` names `words`. llc prints a literal dword either
/// as a signed or as an unsigned integer (by where the constant came from), so both match.
fn literal_matches(text: &str, words: [u32; 2]) -> bool {
    let mut parts = text.split(", ");
    words.iter().all(|&w| {
        parts
            .next()
            .and_then(|p| p.split('(').next())
            .and_then(|n| n.trim().parse::<i64>().ok())
            .is_some_and(|n| (-(1i64 << 31)..1i64 << 32).contains(&n) && n as u32 == w)
    }) && parts.next().is_none()
}

/// The line whose encoding holds byte `offset`.
fn line_at<'l>(lines: &'l [Line<'_>], offset: usize) -> Option<&'l Line<'l>> {
    // Lines are in offset order: binary search (one lookup per diagnostic).
    let after = lines.partition_point(|l| l.offset <= offset);
    after.checked_sub(1).map(|i| &lines[i])
}

fn span_of(line: &Line<'_>) -> Span {
    Span::new(line.no, line.col, line.text.chars().count() as u32)
}

/// Decodes the code and checks every line's text against its printed decoding.
fn check(code: &[u8], lines: &[Line<'_>]) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let at = |offset: usize| line_at(lines, offset).map(span_of).unwrap_or(Span::new(1, 1, 1));
    let prog = decode(code).map_err(|e| {
        alloc::vec![Diagnostic::error(
            at(e.offset),
            format!("invalid encoding: {}", e.message)
        )]
    })?;
    let printed = print_lines(&prog);
    let mut errors = Vec::new();
    for ((line, want), item) in lines.iter().zip(&printed).zip(&prog.items) {
        let same = match item {
            Item::Literal(words) => literal_matches(line.text, *words),
            // llc's vertex-fetch text omits the buffer id and formats (our XOR mask).
            Item::Fetch { row, .. } if row.format == Format::Vtx => {
                let short = want.split(" XOR:").next().unwrap_or(want);
                normalize(line.text) == normalize(want) || normalize(line.text) == normalize(short)
            }
            Item::Cf { row, words } if row.format == Format::CfExport => {
                let short = crate::print::export_short(row, *words);
                normalize(line.text) == normalize(want) || normalize(line.text) == short
            }
            _ => normalize(line.text) == normalize(want),
        };
        if !same {
            errors.push(Diagnostic::error(
                span_of(line),
                format!("text does not match its encoding, which reads `{}`", want.trim()),
            ));
        }
    }
    if lines.len() != printed.len() {
        let span = lines.last().map(span_of).unwrap_or(Span::new(1, 1, 1));
        errors.push(Diagnostic::error(
            span,
            format!("{} lines of text for {} decoded lines", lines.len(), printed.len()),
        ));
    }
    for (i, message) in crate::group::check(&prog) {
        if let Some(line) = lines.get(i) {
            errors.push(Diagnostic::error(span_of(line), message));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let warnings = prog
        .warnings
        .iter()
        .map(|(off, msg)| Diagnostic::warning(at(*off), msg.clone()))
        .collect();
    Ok(warnings)
}
