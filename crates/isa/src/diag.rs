//! Located diagnostics: `file:line:col: error: message`, then the line and a caret.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// A place in a source text: 1-based line and column, and a length in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Span {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column (in characters).
    pub col: u32,
    /// Number of characters covered (at least 1 when rendered).
    pub len: u32,
}

impl Span {
    /// A span at `line:col` covering `len` characters.
    pub const fn new(line: u32, col: u32, len: u32) -> Self {
        Span { line, col, len }
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// The input cannot be used.
    Error,
    /// The input is used, but is probably not what was meant.
    Warning,
}

impl Severity {
    /// `error` or `warning`, as printed by LLVM tools.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// A message attached to a place in a source text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where it is.
    pub span: Span,
    /// What is wrong (no trailing period, lower case, like LLVM).
    pub message: String,
    /// Set when the line is part of a macro or `.rept` expansion: `span` is then in the
    /// expanded text (`<instantiation>:line:col`, as llvm-mc reports it). With no notes,
    /// `span` is in the source but on a statement that shares its line (after a lone
    /// carriage return), whose text is echoed alone.
    pub expansion: Option<Box<Expansion>>,
}

/// The expansion a diagnostic's line comes from (see [`Diagnostic::expansion`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expansion {
    /// The expanded line (or statement), echoed under the message.
    pub text: String,
    /// The uses that made the expansion, innermost first: each renders as
    /// `…: note: while in macro instantiation`. Empty for a statement of the source.
    pub notes: Vec<Note>,
}

/// A place a note points at: in the source text, or (with its text) in an expansion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// Where: a source line, or a line of an expansion when `text` is set.
    pub span: Span,
    /// The expanded line, for a place inside an expansion.
    pub text: Option<String>,
}

/// The file name llvm-mc gives the text of a macro or `.rept` expansion.
pub const INSTANTIATION: &str = "<instantiation>";

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            expansion: None,
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            expansion: None,
        }
    }

    /// Moves each diagnostic to the first non-blank character of its line in `source` (where
    /// an instruction starts), for diagnostics about a whole line that carry column 1.
    pub fn move_to_line_start(diags: &mut [Diagnostic], source: &str) {
        let lines: alloc::vec::Vec<&str> = source.lines().collect();
        for d in diags {
            if let Some(text) = d.span.line.checked_sub(1).and_then(|l| lines.get(l as usize)) {
                d.span.col = text.chars().take_while(|c| c.is_whitespace()).count() as u32 + 1;
            }
        }
    }

    /// Where the diagnostic is in the source text: its span, or for a line of an expansion
    /// the outermost use that made it (the line to mark in an editor, the order to report in).
    pub fn source_span(&self) -> Span {
        match &self.expansion {
            Some(x) => x
                .notes
                .iter()
                .rev()
                .find(|n| n.text.is_none())
                .map_or(self.span, |n| n.span),
            None => self.span,
        }
    }

    /// Moves the places in the source text `n` lines down (the source was cut out of a
    /// larger file); places inside expansions stay.
    pub fn shift_source_lines(&mut self, n: u32) {
        match &mut self.expansion {
            Some(x) if !x.notes.is_empty() => x
                .notes
                .iter_mut()
                .filter(|note| note.text.is_none())
                .for_each(|note| note.span.line += n),
            _ => self.span.line += n,
        }
    }

    /// Renders `file:line:col: error: message`, the source line and a caret under the span,
    /// then each note of an expansion the same way (`<instantiation>` for places inside
    /// one). `lines` is the source indexed once ([`SourceLines::new`]), so rendering many
    /// diagnostics of one text costs time linear in their output, not in the text each time.
    pub fn render(&self, file: &str, lines: &SourceLines<'_>) -> Rendered<'_> {
        let Some(x) = &self.expansion else {
            return self.render_line(file, lines.line(self.span.line));
        };
        let mut r = self.render_line(if x.notes.is_empty() { file } else { INSTANTIATION }, &x.text);
        for n in &x.notes {
            let (file, text) = match &n.text {
                Some(t) => (INSTANTIATION, t.as_str()),
                None => (file, lines.line(n.span.line)),
            };
            r.notes
                .push(Part::new(file, Span::new(n.span.line, n.span.col, 1), text));
        }
        r
    }

    /// Renders as [`Diagnostic::render`] does, given the diagnostic's source line. At most
    /// [`SOURCE_WINDOW`] characters of the line around the caret are echoed (`...` marks a
    /// cut), so the output per diagnostic is bounded however long the line is.
    pub fn render_line(&self, file: &str, line_text: &str) -> Rendered<'_> {
        Rendered {
            diag: self,
            main: Part::new(file, self.span, line_text),
            notes: Vec::new(),
        }
    }
}

/// The part of a source line a rendered diagnostic echoes: at most [`SOURCE_WINDOW`]
/// characters around the caret.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceWindow<'a> {
    /// The characters shown.
    pub text: &'a str,
    /// Characters of `text` before the caret.
    pub caret: usize,
    /// Characters were cut before `text`.
    pub cut_before: bool,
    /// Characters were cut after `text`.
    pub cut_after: bool,
}

impl<'a> SourceWindow<'a> {
    /// The window of `line` around 1-based column `col` (in characters).
    pub fn new(line: &'a str, col: u32) -> Self {
        let caret = col.saturating_sub(1) as usize;
        let first = caret.saturating_sub(SOURCE_WINDOW / 2);
        let byte_at = |n: usize| line.char_indices().nth(n).map_or(line.len(), |(b, _)| b);
        let start = byte_at(first);
        let rest = &line[start..];
        let end = rest.char_indices().nth(SOURCE_WINDOW).map_or(rest.len(), |(b, _)| b);
        SourceWindow {
            text: &rest[..end],
            caret: caret - first,
            cut_before: first > 0,
            cut_after: end < rest.len(),
        }
    }

    /// `...` when characters were cut before the window, else empty.
    pub fn head(&self) -> &'static str {
        if self.cut_before {
            "..."
        } else {
            ""
        }
    }

    /// `...` when characters were cut after the window, else empty.
    pub fn tail(&self) -> &'static str {
        if self.cut_after {
            "..."
        } else {
            ""
        }
    }
}

/// A rendered diagnostic echoes at most this many characters of its source line, around the
/// caret.
pub const SOURCE_WINDOW: usize = 120;

/// The lines of a source text, found once (`str::lines` semantics), for rendering many
/// diagnostics without rescanning the text.
pub struct SourceLines<'a> {
    text: &'a str,
    starts: alloc::vec::Vec<usize>,
}

impl<'a> SourceLines<'a> {
    /// Indexes `text`.
    pub fn new(text: &'a str) -> Self {
        let starts = core::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceLines { text, starts }
    }

    /// Line `n` (1-based) without its line ending; empty past the end.
    pub fn line(&self, n: u32) -> &'a str {
        let Some(&start) = n.checked_sub(1).and_then(|k| self.starts.get(k as usize)) else {
            return "";
        };
        let rest = &self.text[start..];
        let line = rest.split('\n').next().unwrap_or("");
        line.strip_suffix('\r').unwrap_or(line)
    }
}

/// A diagnostic ready to print (see [`Diagnostic::render`]).
pub struct Rendered<'a> {
    diag: &'a Diagnostic,
    main: Part,
    /// `note: while in macro instantiation` places, innermost first.
    notes: Vec<Part>,
}

/// One located line of a rendered diagnostic: where, the echoed source, the caret.
struct Part {
    file: String,
    span: Span,
    line_text: String,
    /// Characters of `line_text` before the caret.
    caret: usize,
}

impl Part {
    /// The place `span` of `file`, whose line reads `line_text` (clipped around the caret).
    fn new(file: &str, span: Span, line_text: &str) -> Part {
        let w = SourceWindow::new(line_text, span.col);
        let mut shown = String::from(w.head());
        shown.push_str(w.text);
        shown.push_str(w.tail());
        Part {
            file: String::from(file),
            span,
            line_text: shown,
            caret: w.head().len() + w.caret,
        }
    }

    /// `file:line:col: label: message`, the line and the caret.
    fn write(&self, f: &mut fmt::Formatter<'_>, label: &str, message: &str) -> fmt::Result {
        let s = self.span;
        writeln!(f, "{}:{}:{}: {}: {}", self.file, s.line, s.col, label, message)?;
        writeln!(f, "{}", self.line_text)?;
        // Keep tabs so the caret lines up under tab-indented source.
        for ch in self.line_text.chars().take(self.caret) {
            f.write_str(if ch == '\t' { "\t" } else { " " })?;
        }
        f.write_str("^")?;
        for _ in 1..s.len.max(1) {
            f.write_str("~")?;
        }
        Ok(())
    }
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.main.write(f, self.diag.severity.as_str(), &self.diag.message)?;
        for n in &self.notes {
            f.write_str("\n")?;
            n.write(f, "note", "while in macro instantiation")?;
        }
        Ok(())
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}: {}",
            self.span.line,
            self.span.col,
            self.severity.as_str(),
            self.message
        )
    }
}

impl core::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    #[test]
    fn renders_llvm_style_with_caret() {
        let d = Diagnostic::error(Span::new(2, 5, 3), "invalid operand");
        let text = format!("{}", d.render("k.s", &SourceLines::new("s_nop 0\n\tv_x v0\n")));
        assert_eq!(text, "k.s:2:5: error: invalid operand\n\tv_x v0\n\t   ^~~");
    }

    #[test]
    fn clips_long_lines_around_the_caret() {
        let line = alloc::format!("{}x{}", "a".repeat(1000), "b".repeat(1000));
        let d = Diagnostic::error(Span::new(1, 1001, 1), "bad");
        let text = format!("{}", d.render_line("f", &line));
        let lines: alloc::vec::Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], alloc::format!("...{}x{}...", "a".repeat(60), "b".repeat(59)));
        assert_eq!(lines[2], alloc::format!("{}^", " ".repeat(63)));
        let lines = SourceLines::new("a\r\nb\n\nc");
        assert_eq!(
            [
                lines.line(1),
                lines.line(2),
                lines.line(3),
                lines.line(4),
                lines.line(5)
            ],
            ["a", "b", "", "c", ""]
        );
    }

    #[test]
    fn renders_expansion_notes_like_llvm_mc() {
        let mut d = Diagnostic::error(Span::new(2, 3, 1), "invalid instruction");
        d.expansion = Some(Box::new(Expansion {
            text: String::from("  s_bogus"),
            notes: alloc::vec![
                Note {
                    span: Span::new(1, 1, 5),
                    text: Some(String::from(".rept 2")),
                },
                Note {
                    span: Span::new(2, 3, 1),
                    text: None,
                },
            ],
        }));
        let text = format!("{}", d.render("m.s", &SourceLines::new("s_nop 0\n  m 1\n")));
        assert_eq!(
            text,
            "<instantiation>:2:3: error: invalid instruction\n  s_bogus\n  ^\n\
             <instantiation>:1:1: note: while in macro instantiation\n.rept 2\n^\n\
             m.s:2:3: note: while in macro instantiation\n  m 1\n  ^"
        );
        assert_eq!(d.source_span(), Span::new(2, 3, 1));
        d.shift_source_lines(10);
        assert_eq!(d.source_span().line, 12);
        assert_eq!(d.span.line, 2);
    }

    #[test]
    fn renders_past_end_of_source_without_panicking() {
        let d = Diagnostic::warning(Span::new(9, 1, 0), "x");
        assert_eq!(
            format!("{}", d.render("f", &SourceLines::new(""))),
            "f:9:1: warning: x\n\n^"
        );
    }
}
