//! Disassembling llvm-mc `--disassemble` input text: lines of bytes (`0x01,0x02 0x03`),
//! `[…]` blocks, `#` and `;` comments. Output and diagnostics equal
//! `llvm-mc --disassemble [-show-encoding]`'s (`;` comments are a lanescope extension), with at
//! most [`MAX_DIAGNOSTICS_PER_LINE`] diagnostics per line.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use lanescope_isa::{Diagnostic, Span};

use crate::decode::decode;
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::operand::{Ty, INLINE_F16, INLINE_F64, LITERAL};
use crate::isa::table::Slot;
use crate::program::encoding_bytes;
use crate::syntax::print::print;

/// At most this many diagnostics are reported for one input line; the rest are counted in
/// one closing warning, so a long line of bad words gives bounded output.
pub const MAX_DIAGNOSTICS_PER_LINE: usize = 16;

pub use lanescope_isa::SOURCE_WINDOW;

/// What [`disassemble_input`] produces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextDisassembly {
    /// The listing, one instruction per line.
    pub text: String,
    /// Errors and warnings in input order, at most [`MAX_DIAGNOSTICS_PER_LINE`] (plus one
    /// summary) per input line.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether llvm-mc would exit with failure: a misplaced `[`/`]`, an unclosed `[`, or an
    /// invalid word inside a `[…]` block.
    pub failed: bool,
}

/// Reads one input token as llvm-mc does (`StringRef::getAsInteger` with radix 0): `0x`/`0X`
/// hex, `0b`/`0B` binary, `0o` or a leading `0` octal, else decimal; at most 255.
pub fn parse_byte_token(tok: &[u8]) -> Option<u8> {
    let (radix, digits) = match tok {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        [b'0', b'o', rest @ ..] => (8, rest),
        [b'0', d, ..] if d.is_ascii_digit() => (8, &tok[1..]),
        _ => (10, tok),
    };
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u8, |v, &c| {
        let d = char::from(c).to_digit(radix)?;
        v.checked_mul(radix as u8)?.checked_add(d as u8)
    })
}

/// Disassembles llvm-mc disassembler input: the printed text and the diagnostics (see
/// [`disassemble_input`]).
pub fn disassemble_text(arch: Arch, text: &str, show_encoding: bool) -> (String, Vec<Diagnostic>) {
    let d = disassemble_input(arch, text, show_encoding);
    (d.text, d.diagnostics)
}

/// Disassembles llvm-mc `--disassemble` input as llvm-mc 22 does.
///
/// Tokens are separated by ASCII spaces, tabs, CR, LF and commas only (any other character,
/// such as U+00A0, is part of a token); `#` (and, as a lanescope extension, `;`) starts a
/// comment. The bytes form one stream across lines (an instruction may span lines); an
/// undecodable word gets a warning at its first byte and decoding goes on 4 bytes later. `[`
/// and `]` delimit a block decoded on its own that stops at its first invalid word. A bad token
/// is an error that, as in llvm-mc, drops the bytes read since the last `[`, `]` or the start,
/// and the rest of its line. Linear in the input; see [`MAX_DIAGNOSTICS_PER_LINE`].
pub fn disassemble_input(arch: Arch, text: &str, show_encoding: bool) -> TextDisassembly {
    let src = text.as_bytes();
    let mut r = Reader {
        arch,
        show_encoding,
        result: TextDisassembly::default(),
        budget: Budget::default(),
        bytes: Vec::new(),
        locs: Vec::new(),
        in_block: false,
    };
    let (mut i, mut line, mut line_start) = (0, 1u32, 0);
    while let Some(&c) = src.get(i) {
        // Only ASCII precedes a token on its line (a non-ASCII token ends the line), so the
        // byte column is the character column.
        let at = (line, u32::try_from(i - line_start + 1).unwrap_or(u32::MAX));
        match c {
            b'\n' => {
                line = line.saturating_add(1);
                line_start = i + 1;
                i += 1;
            }
            b' ' | b'\t' | b'\r' | b',' => i += 1,
            b'#' | b';' => i = line_end(src, i),
            b'[' | b']' => {
                r.bracket(c == b'[', at);
                i += 1;
            }
            _ => {
                let end = src[i..]
                    .iter()
                    .position(|c| b" \t\n\r,#;[]".contains(c))
                    .map_or(src.len(), |p| i + p);
                match parse_byte_token(&src[i..end]) {
                    Some(b) => {
                        r.bytes.push(b);
                        r.locs.push(at);
                        i = end;
                    }
                    None => {
                        r.report(Diagnostic::error(Span::new(at.0, at.1, 1), "invalid input token"));
                        r.bytes.clear();
                        r.locs.clear();
                        i = line_end(src, i);
                    }
                }
            }
        }
    }
    r.flush();
    if r.in_block {
        // In bytes, as llvm-mc counts (a line with non-ASCII text is shown without a caret).
        let col = u32::try_from(src.len() - line_start + 1).unwrap_or(u32::MAX);
        r.fail(Diagnostic::error(Span::new(line, col, 1), "unclosed atomic block"));
    }
    r.budget.close_line();
    r.result.diagnostics = r.budget.list;
    r.result
}

/// The index of the `\n` ending the line that holds `i`, or the end of `src`.
fn line_end(src: &[u8], i: usize) -> usize {
    src[i..].iter().position(|&c| c == b'\n').map_or(src.len(), |p| i + p)
}

/// The state of [`disassemble_input`]: the bytes of the current group and their places.
struct Reader {
    arch: Arch,
    show_encoding: bool,
    result: TextDisassembly,
    budget: Budget,
    bytes: Vec<u8>,
    locs: Vec<(u32, u32)>,
    in_block: bool,
}

impl Reader {
    fn report(&mut self, d: Diagnostic) {
        self.budget.push(d);
    }

    fn fail(&mut self, d: Diagnostic) {
        self.result.failed = true;
        self.report(d);
    }

    /// `[` opens a block and `]` closes one; either ends the current group.
    fn bracket(&mut self, open: bool, (line, col): (u32, u32)) {
        self.flush();
        let span = Span::new(line, col, 1);
        if open && self.in_block {
            self.fail(Diagnostic::error(span, "nested atomic blocks make no sense"));
        } else if !open && !self.in_block {
            self.fail(Diagnostic::error(span, "attempt to close atomic block without opening"));
        }
        self.in_block = open;
    }

    /// Disassembles the current group and warns at the first byte of each invalid word (and
    /// of a trailing partial word); a block stops at its first.
    fn flush(&mut self) {
        let bytes = core::mem::take(&mut self.bytes);
        let locs = core::mem::take(&mut self.locs);
        let out = &mut self.result.text;
        let mut bad = disassemble_into(out, self.arch, &bytes, &[], self.show_encoding, self.in_block);
        let stopped = self.in_block && !bad.is_empty();
        if !stopped && !bytes.len().is_multiple_of(4) {
            bad.push(bytes.len() / 4 * 4);
        }
        // As in llvm-mc, a bad word inside a block (a trailing partial one too) is a failure.
        self.result.failed |= self.in_block && !bad.is_empty();
        for at in bad {
            let (line, col) = locs[at];
            self.report(Diagnostic::warning(
                Span::new(line, col, 1),
                "invalid instruction encoding",
            ));
        }
    }
}

/// Keeps at most [`MAX_DIAGNOSTICS_PER_LINE`] diagnostics per line (they arrive in line
/// order) and counts the rest in one warning at the first one left out.
#[derive(Default)]
struct Budget {
    list: Vec<Diagnostic>,
    line: u32,
    shown: usize,
    hidden: usize,
    hidden_col: u32,
}

impl Budget {
    fn push(&mut self, d: Diagnostic) {
        if d.span.line != self.line {
            self.close_line();
            self.line = d.span.line;
            self.shown = 0;
        }
        if self.shown < MAX_DIAGNOSTICS_PER_LINE {
            self.shown += 1;
            self.list.push(d);
        } else {
            if self.hidden == 0 {
                self.hidden_col = d.span.col;
            }
            self.hidden += 1;
        }
    }

    fn close_line(&mut self) {
        if self.hidden > 0 {
            self.list.push(Diagnostic::warning(
                Span::new(self.line, self.hidden_col, 1),
                format!(
                    "and {} more diagnostics on this line (at most {MAX_DIAGNOSTICS_PER_LINE} are shown per line)",
                    self.hidden
                ),
            ));
            self.hidden = 0;
        }
    }
}

pub use lanescope_isa::SourceLines;

/// Renders a diagnostic as LLVM's `SMDiagnostic::print` does (`file:line:col: severity:
/// message`, the source line with tabs expanded to 8-column stops, and a caret line, left out
/// when the line holds a non-ASCII character), but echoes at most [`SOURCE_WINDOW`] characters
/// of the line around the caret (`...` marks a cut), so the output per diagnostic is bounded.
pub fn render_clipped(d: &Diagnostic, file: &str, line_text: &str) -> String {
    let s = d.span;
    let mut out = format!("{file}:{}:{}: {}: {}\n", s.line, s.col, d.severity.as_str(), d.message);
    let w = lanescope_isa::SourceWindow::new(line_text, s.col);
    let head = w.head();
    out.push_str(head);
    let mut col = head.len();
    for ch in w.text.chars() {
        let width = column_width(ch, col);
        if ch == '\t' {
            out.extend(core::iter::repeat_n(' ', width));
        } else {
            out.push(ch);
        }
        col += width;
    }
    out.push_str(w.tail());
    if !line_text.is_ascii() {
        return out;
    }
    out.push('\n');
    let mut col = head.len();
    out.extend(core::iter::repeat_n(' ', head.len()));
    for ch in w.text.chars().take(w.caret) {
        let w = column_width(ch, col);
        out.extend(core::iter::repeat_n(' ', w));
        col += w;
    }
    out.push('^');
    out
}

/// The columns `ch` takes when printed at column `col`, counted as LLVM counts them: a tab runs
/// to the next multiple of 8, any other character takes its UTF-8 length.
fn column_width(ch: char, col: usize) -> usize {
    if ch == '\t' {
        8 - col % 8
    } else {
        ch.len_utf8()
    }
}

/// Inputs for timing the text disassembler at growing sizes (the fuzz helper's benchmark).
pub mod scaling {
    use alloc::string::String;

    /// One line of `words` invalid words (`0xff,0xff,0xff,0xff` each, space separated): the
    /// shape that was quadratic in time and output. Its length is `20 * words` bytes.
    pub fn long_bad_line(words: usize) -> String {
        let mut s = String::with_capacity(words.saturating_mul(20));
        for _ in 0..words {
            s.push_str("0xff,0xff,0xff,0xff ");
        }
        s.push('\n');
        s
    }
}

/// Disassembles the `.text` of an ELF code object (`clang -c`, `llvm-mc -filetype=obj`), with
/// a `name:` line before the code of each symbol. Returns the text and a warning per invalid
/// word, naming its offset in `.text`.
pub fn disassemble_object(
    arch: Arch,
    object: &crate::elf::CodeObject<'_>,
    show_encoding: bool,
) -> (String, Vec<String>) {
    let mut out = String::new();
    let labels: Vec<(usize, &str)> = object
        .symbols
        .iter()
        .map(|s| (s.offset as usize, s.name.as_str()))
        .collect();
    let bad = disassemble_into(&mut out, arch, object.text, &labels, show_encoding, false);
    // Each kernel descriptor as the `.amdhsa_kernel` block llvm-objdump -D prints, commented
    // out: llvm-objdump's block sets `.amdhsa_reserve_xnack_mask 0`, which llvm-mc rejects
    // for these targets, and the listing must stay assembler input.
    for (name, bytes) in &object.kernel_descriptors {
        out.push('\n');
        let mut quoted = String::new();
        push_symbol(&mut quoted, name);
        for line in crate::kernel::KernelDescriptor::from_bytes(bytes)
            .to_directives(arch, &quoted)
            .lines()
        {
            out.push_str("; ");
            out.push_str(line);
            out.push('\n');
        }
    }
    let warnings = bad
        .into_iter()
        .map(|at| format!("invalid instruction encoding at .text+{at:#x}"))
        .collect();
    (out, warnings)
}

/// Decodes `bytes` (whole dwords; a trailing partial one is ignored) and appends one line per
/// instruction, with `name:` lines where `labels` point; returns the byte offsets of words that
/// do not decode (each is skipped as one dword; with `stop_at_bad`, the first ends decoding).
fn disassemble_into(
    out: &mut String,
    arch: Arch,
    bytes: &[u8],
    labels: &[(usize, &str)],
    show_encoding: bool,
    stop_at_bad: bool,
) -> Vec<usize> {
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut bad = Vec::new();
    let mut at = 0; // in bytes, always a multiple of 4
    let mut next_label = 0;
    while at < words.len() * 4 {
        while let Some(&(off, name)) = labels.get(next_label) {
            if off > at {
                break;
            }
            push_symbol(out, name);
            out.push_str(":\n");
            next_label += 1;
        }
        match decode(arch, &words[at / 4..]) {
            Ok((inst, size)) => {
                let inst = as_llvm_decodes(inst, false);
                let text = print(arch, &inst);
                let inst = as_llvm_decodes(inst, true);
                out.push('\t');
                out.push_str(&text);
                if show_encoding {
                    let pad = 40usize.saturating_sub(text.len()).max(1);
                    let _ = write!(out, "{:pad$}; encoding: ", "");
                    encoding_bytes(out, arch, &inst, false);
                }
                out.push('\n');
                at += size * 4;
            }
            Err(_) => {
                bad.push(at);
                if stop_at_bad {
                    break;
                }
                at += 4;
            }
        }
    }
    bad
}

/// Appends a symbol name as LLVM's `MCSymbol::print` does: as is when every character is a
/// letter, digit, `_`, `$`, `.` or `@`, else in double quotes with `\n`, `\"` and `\\` escaped.
/// Other control characters (which LLVM prints raw) become `\ooo`, so a label stays one line.
pub fn push_symbol(out: &mut String, name: &str) {
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '@');
    if !name.is_empty() && name.chars().all(plain) {
        out.push_str(name);
        return;
    }
    out.push('"');
    for c in name.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The instruction as llvm-mc's disassembler re-encodes it for `-show-encoding`: an inline
/// float constant in an integer 16-bit VALU operand becomes a literal holding its f16 bits
/// (printed `0x3c00`; shown as a literal in the 32-bit forms, and in VOP3 as an SRC field of 255
/// with no literal dword); a 16-bit float literal keeps its low half; a 64-bit float literal
/// equal to an inline constant becomes that constant. The instruction executes the same.
fn as_llvm_decodes(mut inst: Inst, for_encoding: bool) -> Inst {
    let row = inst.row();
    if !row.format.is_valu() {
        return inst;
    }
    for o in row.operands {
        let i = match o.slot {
            Slot::Src0 => 0,
            Slot::Src1 => 1,
            Slot::Src2 => 2,
            _ => continue,
        };
        let code = inst.src[i];
        if for_encoding && matches!(o.ty, Ty::I16 | Ty::U16 | Ty::B16) && (240..=248).contains(&code) {
            inst.src[i] = LITERAL;
            inst.literal = INLINE_F16[(code - 240) as usize] as u32;
        }
        if matches!(o.ty, Ty::F16 | Ty::BF16) && code == LITERAL {
            inst.literal &= 0xffff;
        }
        // A 64-bit float literal equal to an inline constant is shown (and re-encoded) as it.
        if o.ty == Ty::F64 && code == LITERAL {
            let v = (inst.literal as u64) << 32;
            if v == 0 {
                inst.src[i] = 128;
            } else if let Some(k) = INLINE_F64.iter().position(|&c| c == v) {
                inst.src[i] = 240 + k as u16;
            }
        }
    }
    inst
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (line, col, severity, message) of each diagnostic.
    fn located(d: &[Diagnostic]) -> Vec<(u32, u32, &'static str, &str)> {
        d.iter()
            .map(|w| (w.span.line, w.span.col, w.severity.as_str(), w.message.as_str()))
            .collect()
    }

    /// Disassembles `input` for `arch`, checks the text and the located diagnostics, and says
    /// whether it failed.
    fn expect(arch: Arch, input: &str, text: &str, diags: &[(u32, u32, &str, &str)]) -> bool {
        let d = disassemble_input(arch, input, false);
        assert_eq!(d.text, text, "{input:?}");
        assert_eq!(located(&d.diagnostics), diags, "{input:?}");
        d.failed
    }

    #[test]
    fn llvm_mc_input_format() {
        let (out, warns) = disassemble_text(
            Arch::Gfx900,
            "# c\n0x01,0x05,0x00,0x02\n\n0xff,0xff,0xff,0xff\n0x00,0x00,0x81,0xbf 0x00,0x00,0x81,0xbf\n0x01,0x05\n",
            false,
        );
        assert_eq!(out, "\tv_add_f32_e32 v0, v1, v2\n\ts_endpgm\n\ts_endpgm\n");
        assert_eq!(
            located(&warns),
            [
                (4, 1, "warning", "invalid instruction encoding"),
                (6, 1, "warning", "invalid instruction encoding"),
            ]
        );
    }

    #[test]
    fn a_bad_token_drops_the_bytes_before_it_like_llvm_mc() {
        let failed = expect(
            Arch::Gfx900,
            "0x00,0x00,0x81,0xbf\nzz 0x00\n0x01,0x05\n",
            "",
            &[
                (2, 1, "error", "invalid input token"),
                (3, 1, "warning", "invalid instruction encoding"),
            ],
        );
        assert!(!failed);
    }

    #[test]
    fn tokens_follow_get_as_integer() {
        for (tok, v) in [
            ("0b0", Some(0)),
            ("010", Some(8)),
            ("0o7", Some(7)),
            ("0X1F", Some(31)),
            ("00", Some(0)),
        ] {
            assert_eq!(parse_byte_token(tok.as_bytes()), v, "{tok}");
        }
        for tok in ["0x", "09", "256", "+1", "0h", "-0", "0O7", "0x100", "1\u{a0}"] {
            assert_eq!(parse_byte_token(tok.as_bytes()), None, "{tok}");
        }
        assert_eq!(parse_byte_token(b"0x0000000000000000000ff"), Some(255));
    }

    #[test]
    fn every_bad_word_is_located_at_its_first_byte() {
        let line = "0x00,0x00,0x81,0xbf 0xff,0xff,0xff,0xff 0x00,0x00,0x81,0xbf 0xff,0xff,0xff,0xff\n";
        let (out, warns) = disassemble_text(Arch::Gfx950, line, false);
        assert_eq!(out, "\ts_endpgm\n\ts_endpgm\n");
        let cols: Vec<u32> = warns.iter().map(|w| w.span.col).collect();
        assert_eq!(cols, [21, 61]);
    }

    #[test]
    fn non_ascii_space_is_part_of_a_token() {
        expect(
            Arch::Gfx950,
            "0x00\u{a0}0x00\n0x00,0x00,0x81,0xbf\u{a0}\n",
            "",
            &[
                (1, 1, "error", "invalid input token"),
                (2, 16, "error", "invalid input token"),
            ],
        );
    }

    #[test]
    fn bracketed_blocks_like_llvm_mc() {
        let endpgm = "\ts_endpgm\n";
        let blocks = "[0x00,0x00,0x81,0xbf]\n[0x00,0x00,\n0x81,0xbf]#c\n";
        assert!(!expect(Arch::Gfx950, blocks, &endpgm.repeat(2), &[]));
        // A block stops at its first bad word; `[` and `]` split the byte stream.
        let bad_word = "invalid instruction encoding";
        assert!(expect(
            Arch::Gfx950,
            "[0x00,0x00,0x81,0xbf,0xff,0xff,0xff,0xff,0x00,0x00,0x81,0xbf]\n0x00 [0x00,0x81,0xbf]\n",
            endpgm,
            &[
                (1, 22, "warning", bad_word),
                (2, 1, "warning", bad_word),
                (2, 7, "warning", bad_word)
            ],
        ));
        assert!(expect(
            Arch::Gfx950,
            "0x00,0x00,0x81,0xbf]\n[[0x00,0x00,0x81,0xbf\n",
            &endpgm.repeat(2),
            &[
                (1, 20, "error", "attempt to close atomic block without opening"),
                (2, 2, "error", "nested atomic blocks make no sense"),
                (3, 1, "error", "unclosed atomic block"),
            ],
        ));
        // A partial word inside a block fails too.
        assert!(expect(
            Arch::Gfx950,
            "[0x00 0x00]\n",
            "",
            &[(1, 2, "warning", bad_word)]
        ));
    }

    #[test]
    fn diagnostics_per_line_are_bounded() {
        let d = disassemble_input(Arch::Gfx950, &scaling::long_bad_line(1000), false);
        assert_eq!(d.diagnostics.len(), MAX_DIAGNOSTICS_PER_LINE + 1);
        let last = &d.diagnostics[MAX_DIAGNOSTICS_PER_LINE];
        assert_eq!(last.span.col, 20 * MAX_DIAGNOSTICS_PER_LINE as u32 + 1);
        assert!(
            last.message.starts_with("and 984 more diagnostics on this line"),
            "{}",
            last.message
        );
    }

    #[test]
    fn rendering_clips_the_line_around_the_caret() {
        let line = scaling::long_bad_line(1000);
        let d = Diagnostic::warning(Span::new(1, 10_001, 1), "invalid instruction encoding");
        let text = render_clipped(&d, "f", SourceLines::new(&line).line(1));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "f:1:10001: warning: invalid instruction encoding");
        assert_eq!(lines[1].len(), SOURCE_WINDOW + 6);
        let caret = lines[2].len() - 1;
        assert_eq!(&lines[1][caret..caret + 4], "0xff");
        assert_eq!(&lines[1][caret - 1..caret], " ");
        let d = Diagnostic::error(Span::new(3, 5, 1), "invalid input token");
        let short = render_clipped(&d, "f", "0x1\t0x2");
        assert_eq!(short, "f:3:5: error: invalid input token\n0x1     0x2\n        ^");
        // Tab stops count bytes, as LLVM's do.
        let d = Diagnostic::error(Span::new(1, 4, 1), "invalid input token");
        let short = render_clipped(&d, "f", "\u{e9}\tzz");
        assert_eq!(short, "f:1:4: error: invalid input token\n\u{e9}      zz");
        // As LLVM: no caret under a line with a non-ASCII character.
        let d = Diagnostic::error(Span::new(1, 1, 1), "invalid input token");
        let short = render_clipped(&d, "f", "0x00\u{a0}0x00");
        assert_eq!(short, "f:1:1: error: invalid input token\n0x00\u{a0}0x00");
    }

    #[test]
    fn symbols_print_as_llvm_quotes_them() {
        let q = |n: &str| {
            let mut s = String::new();
            push_symbol(&mut s, n);
            s
        };
        assert_eq!(q("main.kd$@_1"), "main.kd$@_1");
        assert_eq!(q("a\nb"), "\"a\\nb\"");
        assert_eq!(q("c\"d\\\r"), "\"c\\\"d\\\\\\015\"");
        assert_eq!(q(""), "\"\"");
    }
}
