//! Located diagnostics: `file:line:col: error: message`, then the line and a caret.

use alloc::string::String;
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
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
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

    /// Renders `file:line:col: error: message`, the source line and a caret under the span.
    pub fn render(&self, file: &str, source: &str) -> Rendered<'_> {
        let text = source
            .lines()
            .nth(self.span.line.saturating_sub(1) as usize)
            .unwrap_or("");
        Rendered {
            diag: self,
            file: String::from(file),
            line_text: String::from(text),
        }
    }
}

/// A diagnostic ready to print (see [`Diagnostic::render`]).
pub struct Rendered<'a> {
    diag: &'a Diagnostic,
    file: String,
    line_text: String,
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.diag.span;
        writeln!(
            f,
            "{}:{}:{}: {}: {}",
            self.file,
            s.line,
            s.col,
            self.diag.severity.as_str(),
            self.diag.message
        )?;
        writeln!(f, "{}", self.line_text)?;
        // Keep tabs so the caret lines up under tab-indented source.
        for ch in self.line_text.chars().take(s.col.saturating_sub(1) as usize) {
            f.write_str(if ch == '\t' { "\t" } else { " " })?;
        }
        f.write_str("^")?;
        for _ in 1..s.len.max(1) {
            f.write_str("~")?;
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
        let text = format!("{}", d.render("k.s", "s_nop 0\n\tv_x v0\n"));
        assert_eq!(text, "k.s:2:5: error: invalid operand\n\tv_x v0\n\t   ^~~");
    }

    #[test]
    fn renders_past_end_of_source_without_panicking() {
        let d = Diagnostic::warning(Span::new(9, 1, 0), "x");
        assert_eq!(format!("{}", d.render("f", "")), "f:9:1: warning: x\n\n^");
    }
}
