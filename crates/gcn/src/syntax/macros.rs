//! The macro layer in front of the line parser: `.rept`/`.irp`/`.irpc` … `.endr`,
//! `.macro` … `.endm` (with `.exitm`, default arguments, `\arg`, `\@` and `\()`) and the
//! conditionals `.if`/`.ifne`/`.ifeq`/`.ifgt`/`.ifge`/`.iflt`/`.ifle`/`.ifdef`/`.ifndef`/
//! `.elseif`/`.else`/`.endif`, with llvm-mc 22's messages.
//!
//! `Expander::next_line` hands the parser one line at a time, so conditions see the
//! symbols defined above them, as in llvm-mc's single pass. An expanded line keeps the
//! number of the source line it comes from (the body line inside a definition).
//! Budgets: at most [`MAX_DEPTH`] nested expansions and [`MAX_EXPANDED_LINES`] expanded
//! lines (or [`MAX_EXPANDED_BYTES`] bytes) per assembly; going past one is a located error
//! naming the limit, found before anything is expanded (`.rept 1000000000` fails at once).

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::rc::Rc;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Expansion, Note, Span};

use super::lex::{first_token, tokenize, Token, TokenKind};

/// Deepest nesting of macro and repetition expansions (llvm-mc's macro limit).
pub const MAX_DEPTH: usize = 20;
/// Most lines all expansions of one assembly may produce.
pub const MAX_EXPANDED_LINES: usize = 100_000;
/// Most bytes all expansions of one assembly may produce.
pub const MAX_EXPANDED_BYTES: usize = 4 << 20;

/// One line for the parser: its text and the 1-based source line it comes from.
pub(crate) struct SourceLine<'s> {
    /// The text (after argument substitution; a source line is borrowed, not copied).
    pub text: Cow<'s, str>,
    /// The source line number errors point at.
    pub line_no: u32,
    /// Where the line sits when it comes from an expansion.
    pub origin: Option<Origin>,
}

/// A line of an expansion: its number in the expanded text (llvm-mc's `<instantiation>`
/// buffer) and the uses that made it; or (no uses) a statement ended by a lone carriage
/// return, which shares its source line with others.
#[derive(Clone)]
pub(crate) struct Origin {
    /// 1-based line in the expansion.
    pub line: u32,
    /// The invocations, innermost first (shared by the lines of one expansion).
    pub notes: Rc<Vec<Note>>,
}

impl Origin {
    /// `e`, reported on the line `text` of this expansion, as llvm-mc does:
    /// `<instantiation>:line:col`, then a note for each use that made it (for a statement
    /// after a lone carriage return: at its source line, echoing the statement alone).
    pub fn locate(&self, e: &mut Diagnostic, text: &str) {
        if e.expansion.is_some() {
            return;
        }
        e.span.line = self.line;
        e.expansion = Some(Box::new(Expansion {
            text: text.to_string(),
            notes: self.notes.as_ref().clone(),
        }));
    }
}

/// What the expander needs from the assembler: symbol values for conditions and counts.
pub(crate) trait Env {
    /// Evaluates the absolute expression starting at token `pos` of `line` (to its end).
    fn eval(&mut self, line: &str, line_no: u32, toks: &[Token], pos: usize) -> Result<i64, Diagnostic>;
    /// Whether `name` is a defined symbol or label.
    fn defined(&self, name: &str) -> bool;
}

/// A `.macro` definition.
struct Macro<'s> {
    /// Parameter names and default values.
    params: Vec<(String, String)>,
    body: Body<'s>,
}

/// The lines between an opening directive and its closing one, as llvm-mc captures them.
#[derive(Default)]
struct Body<'s> {
    lines: Vec<SourceLine<'s>>,
    /// The whitespace before the closing directive (the body text ends with it).
    indent: String,
}

/// An expansion being read.
struct Frame<'s> {
    lines: Vec<SourceLine<'s>>,
    /// The uses that made these lines, innermost first.
    notes: Rc<Vec<Note>>,
    next: usize,
    /// A macro body (`.exitm` leaves it); the conditional depth at its start.
    is_macro: bool,
    conds: usize,
}

/// An open conditional.
struct Cond {
    /// Lines are assembled now.
    active: bool,
    /// A branch was taken (or the whole conditional sits in a skipped region).
    done: bool,
    /// `.else` was seen.
    in_else: bool,
}

/// The lines of a source as [`str::lines`] splits them (at `\n`, a `\r` before it dropped, no
/// empty line after a final newline), found by `memchr`: source lines are short, and its scan
/// costs less than `str::lines`' searcher set-up on each.
struct Lines<'s>(&'s str);

impl<'s> Iterator for Lines<'s> {
    type Item = &'s str;

    fn next(&mut self) -> Option<&'s str> {
        if self.0.is_empty() {
            return None;
        }
        let line = match memchr::memchr(b'\n', self.0.as_bytes()) {
            Some(n) => {
                let line = &self.0[..n];
                self.0 = &self.0[n + 1..];
                line.strip_suffix('\r').unwrap_or(line)
            }
            None => core::mem::take(&mut self.0),
        };
        Some(line)
    }
}

/// The expansion state of one assembly.
pub(crate) struct Expander<'s> {
    source: core::iter::Enumerate<Lines<'s>>,
    last_line: u32,
    /// The rest of the current line after a lone carriage return (llvm-mc ends a statement
    /// there without counting a line) and its line number.
    pending: Option<(u32, &'s str)>,
    /// The source has a carriage return somewhere (else no line needs splitting at one).
    has_cr: bool,
    frames: Vec<Frame<'s>>,
    /// Definitions by name, as indices into `macros`.
    by_name: BTreeMap<String, usize>,
    macros: Vec<Macro<'s>>,
    conds: Vec<Cond>,
    lines_made: usize,
    bytes_made: usize,
    instances: usize,
    /// The expansion place and text of the last line handed out, if it came from one.
    last: Option<(Origin, String)>,
}

/// A directive line split into tokens.
struct Parts<'a> {
    text: &'a str,
    line_no: u32,
    toks: Vec<Token>,
    origin: Option<&'a Origin>,
}

impl Parts<'_> {
    fn word(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| t.text(self.text))
    }

    fn span(&self, i: usize) -> Span {
        match self.toks.get(i) {
            Some(t) => Span::new(
                self.line_no,
                col(self.text, t.start),
                col(self.text, t.end) - col(self.text, t.start),
            ),
            None => Span::new(self.line_no, col(self.text, self.text.trim_end().len()), 1),
        }
    }

    /// The text after token `i` (to the end of the line, comment removed).
    fn rest(&self, i: usize) -> &str {
        let start = self.toks.get(i).map_or(self.text.len(), |t| t.end);
        let end = self.toks.last().map_or(self.text.len(), |t| t.end);
        self.text.get(start..end.max(start)).unwrap_or("").trim()
    }
}

/// 1-based column of byte `b`.
fn col(text: &str, b: usize) -> u32 {
    text.get(..b).map_or(b, |s| s.chars().count()) as u32 + 1
}

fn parts<'a>(line: &'a SourceLine<'_>) -> Parts<'a> {
    let mut toks = tokenize(&line.text);
    if toks.last().is_some_and(|t| t.kind == TokenKind::Comment) {
        toks.pop();
    }
    Parts {
        text: &line.text,
        line_no: line.line_no,
        toks,
        origin: line.origin.as_ref(),
    }
}

fn is_cond(d: &str) -> bool {
    matches!(
        d,
        ".if" | ".ifne" | ".ifeq" | ".ifgt" | ".ifge" | ".iflt" | ".ifle" | ".ifdef" | ".ifndef" | ".ifnotdef"
    )
}

fn opens_loop(d: &str) -> bool {
    matches!(d, ".rept" | ".irp" | ".irpc")
}

impl<'s> Expander<'s> {
    /// Expands `source`.
    pub fn new(source: &'s str) -> Expander<'s> {
        Expander {
            source: Lines(source).enumerate(),
            last_line: 0,
            pending: None,
            has_cr: source.contains('\r'),
            frames: Vec::new(),
            by_name: BTreeMap::new(),
            macros: Vec::new(),
            conds: Vec::new(),
            lines_made: 0,
            bytes_made: 0,
            instances: 0,
            last: None,
        }
    }

    /// How many `.macro` definitions were read so far (llvm-mc echoes an empty line for each).
    pub fn macros_defined(&self) -> usize {
        self.macros.len()
    }

    /// The next raw line: from the innermost expansion, else from the source.
    fn raw(&mut self) -> Option<SourceLine<'s>> {
        while let Some(f) = self.frames.last_mut() {
            if let Some(l) = f.lines.get_mut(f.next) {
                f.next += 1;
                return Some(SourceLine {
                    text: core::mem::take(&mut l.text),
                    line_no: l.line_no,
                    origin: Some(Origin {
                        line: f.next as u32,
                        notes: f.notes.clone(),
                    }),
                });
            }
            self.frames.pop();
        }
        let (line_no, text, split) = match self.pending.take() {
            Some((n, rest)) => (n, rest, true),
            None => {
                let (n, text) = self.source.next()?;
                self.last_line = n as u32 + 1;
                (self.last_line, text, false)
            }
        };
        let (text, split) = match self.has_cr.then(|| text.split_once('\r')).flatten() {
            Some((first, rest)) => {
                self.pending = Some((line_no, rest));
                (first, true)
            }
            None => (text, split),
        };
        // A statement sharing its line with others: errors echo it alone, columns count
        // from its start (as llvm-mc's do).
        let origin = split.then(|| Origin {
            line: line_no,
            notes: Rc::new(Vec::new()),
        });
        Some(SourceLine {
            text: Cow::Borrowed(text),
            line_no,
            origin,
        })
    }

    /// The next line for the parser, or an error on a macro-layer line; `None` at the end
    /// (after reporting unclosed conditionals).
    pub fn next_line(&mut self, env: &mut dyn Env) -> Option<Result<SourceLine<'s>, Diagnostic>> {
        self.last = None;
        loop {
            let Some(line) = self.raw() else {
                if self.conds.is_empty() {
                    return None;
                }
                self.conds.clear();
                let span = Span::new(self.last_line + 1, 1, 1);
                return Some(Err(Diagnostic::error(span, "unmatched .ifs or .elses")));
            };
            let origin = line.origin.clone().map(|o| (o, line.text.to_string()));
            match self.handle(line, env) {
                Ok(None) => continue,
                Ok(Some(l)) => {
                    self.last = origin;
                    return Some(Ok(l));
                }
                Err(mut e) => {
                    if let Some((o, text)) = origin {
                        o.locate(&mut e, &text);
                    }
                    return Some(Err(e));
                }
            }
        }
    }

    /// Reports `errors`, found on the last line handed out, where llvm-mc does when that
    /// line came from an expansion (see [`Origin::locate`]).
    pub fn locate_last(&self, errors: &mut [Diagnostic]) {
        if let Some((o, text)) = &self.last {
            errors.iter_mut().for_each(|e| o.locate(e, text));
        }
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// Handles a line: `Some` if the parser should see it.
    fn handle(&mut self, line: SourceLine<'s>, env: &mut dyn Env) -> Result<Option<SourceLine<'s>>, Diagnostic> {
        // Only a directive or a macro's name starts a line this layer acts on: other lines
        // (most of a program) pass without being split into tokens.
        // Without macros, only a directive (a line whose first non-blank byte is a `.`) is one.
        let lead = line.text.bytes().find(|c| !c.is_ascii_whitespace());
        let plain = (self.by_name.is_empty() && lead != Some(b'.'))
            || first_token(&line.text)
                .filter(|t| t.kind != TokenKind::Comment)
                .is_none_or(|t| {
                    t.kind != TokenKind::Directive
                        && (t.kind != TokenKind::Ident || !self.by_name.contains_key(t.text(&line.text)))
                });
        if plain {
            return Ok(self.active().then_some(line));
        }
        let p = parts(&line);
        let first = p.word(0);
        if let Some(r) = self.conditional(&p, first, env) {
            return r.map(|()| None);
        }
        if !self.active() {
            return Ok(None);
        }
        match first {
            ".rept" | ".irp" | ".irpc" => self.repeat(&p, env).map(|()| None),
            ".macro" => self.define(&p).map(|()| None),
            ".endr" => Err(Diagnostic::error(p.span(1), "unmatched '.endr' directive")),
            ".endm" | ".endmacro" | ".exitm" => self.exitm(&p, first).map(|()| None),
            _ => match self.by_name.get(first).copied() {
                Some(i) if p.toks[0].kind == TokenKind::Ident => self.invoke(i, &p).map(|()| None),
                _ => Ok(Some(line)),
            },
        }
    }

    /// `.if…`/`.elseif`/`.else`/`.endif`; `None` for other lines.
    fn conditional(&mut self, p: &Parts<'_>, d: &str, env: &mut dyn Env) -> Option<Result<(), Diagnostic>> {
        let r = match d {
            _ if is_cond(d) => {
                let outer = self.active();
                let take = if outer { self.condition(p, d, env) } else { Ok(false) };
                // A condition in error assembles its body, as llvm-mc does.
                let (run, met) = (take.as_ref().map_or(true, |t| *t), take.as_ref().is_ok_and(|t| *t));
                self.conds.push(Cond {
                    active: outer && run,
                    done: !outer || met,
                    in_else: false,
                });
                take.map(|_| ())
            }
            ".elseif" => self.elseif(p, env),
            ".else" => match self.conds.last_mut() {
                Some(c) if !c.in_else => {
                    c.active = !c.done;
                    c.done = true;
                    c.in_else = true;
                    Ok(())
                }
                _ => Err(Diagnostic::error(
                    p.span(0),
                    "Encountered a .else that doesn't follow  an .if or an .elseif",
                )),
            },
            ".endif" => match self.conds.pop() {
                Some(_) => Ok(()),
                None => Err(Diagnostic::error(
                    p.span(0),
                    "Encountered a .endif that doesn't follow an .if or .else",
                )),
            },
            _ => return None,
        };
        Some(r)
    }

    fn elseif(&mut self, p: &Parts<'_>, env: &mut dyn Env) -> Result<(), Diagnostic> {
        let Some(c) = self.conds.last() else {
            return Err(Diagnostic::error(
                p.span(0),
                "Encountered a .elseif that doesn't follow an .if or  an .elseif",
            ));
        };
        if c.in_else {
            return Err(Diagnostic::error(
                p.span(0),
                "Encountered a .elseif that doesn't follow an .if or  an .elseif",
            ));
        }
        let done = c.done;
        let take = if done { false } else { self.condition(p, ".if", env)? };
        if let Some(c) = self.conds.last_mut() {
            c.active = take;
            c.done = done || take;
        }
        Ok(())
    }

    /// Whether a `.if…` condition holds.
    fn condition(&mut self, p: &Parts<'_>, d: &str, env: &mut dyn Env) -> Result<bool, Diagnostic> {
        if matches!(d, ".ifdef" | ".ifndef" | ".ifnotdef") {
            if p.toks
                .get(1)
                .is_none_or(|t| !matches!(t.kind, TokenKind::Ident | TokenKind::Directive))
            {
                return Err(Diagnostic::error(p.span(1), "expected identifier after '.ifdef'"));
            }
            if p.toks.len() > 2 {
                return Err(Diagnostic::error(p.span(2), "unexpected token in '.ifdef'"));
            }
            return Ok(env.defined(p.word(1)) == (d == ".ifdef"));
        }
        let v = env.eval(p.text, p.line_no, &p.toks, 1)?;
        Ok(match d {
            ".ifeq" => v == 0,
            ".ifgt" => v > 0,
            ".ifge" => v >= 0,
            ".iflt" => v < 0,
            ".ifle" => v <= 0,
            _ => v != 0,
        })
    }

    /// Collects a body up to the `end` directive matching `open` (nesting counted).
    fn body(
        &mut self,
        open: &Parts<'_>,
        is_open: fn(&str) -> bool,
        end: &[&str],
        msg: &str,
    ) -> Result<Body<'s>, Diagnostic> {
        let mut lines = Vec::new();
        let mut depth = 0usize;
        while let Some(mut l) = self.raw() {
            let first = parts(&l).word(0).to_string();
            if is_open(&first) {
                depth += 1;
            } else if end.contains(&first.as_str()) {
                if depth == 0 {
                    let indent = l.text.len() - l.text.trim_start().len();
                    l.text.to_mut().truncate(indent);
                    return Ok(Body {
                        lines,
                        indent: l.text.into_owned(),
                    });
                }
                depth -= 1;
            }
            // llvm-mc's body text starts at the first token (the first line loses its indent)
            // and ends at the closing directive (its indent starts each further copy).
            if lines.is_empty() && l.text.starts_with(char::is_whitespace) {
                l.text = l.text.trim_start().to_string().into();
            }
            lines.push(l);
        }
        Err(Diagnostic::error(open.span(0), msg))
    }

    /// `.rept N`, `.irp x, a, b…`, `.irpc x, abc`: reads the body and queues its copies.
    fn repeat(&mut self, p: &Parts<'_>, env: &mut dyn Env) -> Result<(), Diagnostic> {
        let d = p.word(0);
        let copies = if d == ".rept" {
            None
        } else {
            Some(self.irp_values(p, d)?)
        };
        let count = match &copies {
            None => {
                if p.toks.len() < 2 {
                    return Err(Diagnostic::error(p.span(1), "unexpected token in '.rept' directive"));
                }
                let n = env.eval(p.text, p.line_no, &p.toks, 1).map_err(|mut e| {
                    if e.message == "expected absolute expression" {
                        e.message = "unexpected token in '.rept' directive".to_string();
                    }
                    e
                })?;
                if n < 0 {
                    return Err(Diagnostic::error(p.span(1), "Count is negative"));
                }
                n as u64
            }
            Some((_, vals)) => vals.len() as u64,
        };
        let body = self.body(p, opens_loop, &[".endr"], "no matching '.endr' in definition")?;
        let raw_bytes = body.lines.iter().map(|l| l.text.len() as u64 + 1).sum::<u64>();
        if !self.fits(
            (body.lines.len() as u64).saturating_mul(count),
            raw_bytes.saturating_mul(count),
        ) {
            return Err(self.over_budget(p));
        }
        let lines = self.build(p, &body, count as usize, |i, text| match &copies {
            None => Some(text.to_string()),
            Some((name, vals)) => substitute(text, &[(name.as_str(), vals[i].as_str())], None, MAX_EXPANDED_BYTES),
        })?;
        self.push(p, lines, false)
    }

    /// `count` copies of `body` through `subst` (copy index, line → expanded line), each line
    /// charged to the budgets.
    fn build(
        &mut self,
        p: &Parts<'_>,
        body: &Body,
        count: usize,
        subst: impl Fn(usize, &str) -> Option<String>,
    ) -> Result<Vec<SourceLine<'s>>, Diagnostic> {
        let mut lines = Vec::new();
        for i in 0..count {
            for (k, l) in body.lines.iter().enumerate() {
                let mut text = subst(i, &l.text).ok_or_else(|| self.over_budget(p))?;
                if i > 0 && k == 0 && !body.indent.is_empty() {
                    text.insert_str(0, &body.indent);
                }
                if !self.fits(1, text.len() as u64 + 1) {
                    return Err(self.over_budget(p));
                }
                self.lines_made += 1;
                self.bytes_made += text.len() + 1;
                lines.push(SourceLine {
                    text: text.into(),
                    line_no: l.line_no,
                    origin: None,
                });
            }
        }
        Ok(lines)
    }

    /// Whether `lines` more lines of `bytes` bytes stay within the budgets.
    fn fits(&self, lines: u64, bytes: u64) -> bool {
        lines.saturating_add(self.lines_made as u64) <= MAX_EXPANDED_LINES as u64
            && bytes.saturating_add(self.bytes_made as u64) <= MAX_EXPANDED_BYTES as u64
    }

    /// The budget error at `p`; the expansions under way are abandoned (one error, not one
    /// per nesting level).
    fn over_budget(&mut self, p: &Parts<'_>) -> Diagnostic {
        if let Some(f) = self.frames.first() {
            self.conds.truncate(f.conds);
        }
        self.frames.clear();
        Diagnostic::error(
            p.span(0),
            format!(
                "expansion exceeds the limit of {MAX_EXPANDED_LINES} lines or {MAX_EXPANDED_BYTES} bytes per assembly"
            ),
        )
    }

    /// The parameter name and values of `.irp`/`.irpc`.
    fn irp_values(&self, p: &Parts<'_>, d: &str) -> Result<(String, Vec<String>), Diagnostic> {
        if p.toks.get(1).is_none_or(|t| t.kind != TokenKind::Ident) {
            return Err(Diagnostic::error(
                p.span(1),
                format!("expected identifier in '{d}' directive"),
            ));
        }
        let rest = p.rest(1);
        let rest = rest.strip_prefix(',').unwrap_or(rest).trim();
        let vals = if d == ".irpc" {
            rest.chars().map(|c| c.to_string()).collect()
        } else {
            split_args(rest).into_iter().map(|(_, a)| a).collect()
        };
        Ok((p.word(1).to_string(), vals))
    }

    /// Starts reading `lines` (an expansion of the directive or macro use `p`).
    fn push(&mut self, p: &Parts<'_>, lines: Vec<SourceLine<'s>>, is_macro: bool) -> Result<(), Diagnostic> {
        if self.frames.len() >= MAX_DEPTH {
            return Err(Diagnostic::error(
                p.span(0),
                format!("macros cannot be nested more than {MAX_DEPTH} levels deep"),
            ));
        }
        let at = p.span(0);
        let mut notes = Vec::new();
        match p.origin {
            Some(o) if !o.notes.is_empty() => {
                notes.push(Note {
                    span: Span::new(o.line, at.col, 1),
                    text: Some(p.text.to_string()),
                });
                notes.extend(o.notes.iter().cloned());
            }
            _ => notes.push(Note {
                span: Span::new(at.line, at.col, 1),
                text: None,
            }),
        }
        self.frames.push(Frame {
            lines,
            notes: Rc::new(notes),
            next: 0,
            is_macro,
            conds: self.conds.len(),
        });
        Ok(())
    }

    /// `.macro name [param[=default]]…` and its body.
    fn define(&mut self, p: &Parts<'_>) -> Result<(), Diagnostic> {
        let name = p.word(1).to_string();
        if p.toks.get(1).is_none_or(|t| t.kind != TokenKind::Ident) {
            return Err(Diagnostic::error(
                p.span(1),
                "expected identifier in '.macro' directive",
            ));
        }
        let mut params = Vec::new();
        for (_, a) in split_args(p.rest(1)) {
            let (n, d) = a.split_once('=').unwrap_or((&a, ""));
            params.push((n.trim().to_string(), d.trim().to_string()));
        }
        let body = self.body(
            p,
            |d| d == ".macro",
            &[".endm", ".endmacro"],
            "no matching '.endmacro' in definition",
        )?;
        if self.by_name.contains_key(&name) {
            return Err(Diagnostic::error(
                p.span(0),
                format!("macro '{name}' is already defined"),
            ));
        }
        self.by_name.insert(name, self.macros.len());
        self.macros.push(Macro { params, body });
        Ok(())
    }

    /// `.endm`/`.exitm`: leaves the innermost macro expansion.
    fn exitm(&mut self, p: &Parts<'_>, d: &str) -> Result<(), Diagnostic> {
        let Some(at) = self.frames.iter().rposition(|f| f.is_macro) else {
            return Err(Diagnostic::error(
                p.span(1),
                format!("unexpected '{d}' in file, no current macro definition"),
            ));
        };
        self.conds.truncate(self.frames[at].conds);
        self.frames.truncate(at);
        Ok(())
    }

    /// A use of macro `i`: binds the arguments and queues the body.
    fn invoke(&mut self, i: usize, p: &Parts<'_>) -> Result<(), Diagnostic> {
        let rest = p.rest(0);
        let args = split_args(rest);
        let m = &self.macros[i];
        if let Some((extra, _)) = args.get(m.params.len()) {
            // `rest` lies inside the line: its offset plus the argument's.
            let at = rest.as_ptr() as usize - p.text.as_ptr() as usize + extra;
            return Err(Diagnostic::error(
                Span::new(p.line_no, col(p.text, at), 1),
                "too many positional arguments",
            ));
        }
        let args: Vec<String> = args.into_iter().map(|(_, a)| a).collect();
        let binds: Vec<(String, String)> = m
            .params
            .iter()
            .enumerate()
            .map(|(k, (n, d))| (n.clone(), args.get(k).filter(|a| !a.is_empty()).unwrap_or(d).clone()))
            .collect();
        let binds: Vec<(&str, &str)> = binds.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
        let counter = self.instances.to_string();
        self.instances += 1;
        let body = core::mem::take(&mut self.macros[i].body);
        let lines = self.build(p, &body, 1, |_, text| {
            substitute(text, &binds, Some(&counter), MAX_EXPANDED_BYTES)
        });
        self.macros[i].body = body;
        let lines = lines?;
        self.push(p, lines, true)
    }
}

/// Macro arguments as llvm-mc splits them: at commas and at spaces between operands (`1 2`
/// is two, `1 + 2` and `1 +2` one), never inside `()`, `[]` or quotes; an empty text gives none.
/// Each comes with the byte offset in `s` where it starts.
fn split_args(s: &str) -> Vec<(usize, String)> {
    if s.trim().is_empty() {
        return Vec::new();
    }
    let is_op = |c: char| "+-*/%&|^<>=!~".contains(c);
    let (mut out, mut depth, mut quoted, mut start) = (Vec::new(), 0usize, false, 0);
    for (i, c) in s.char_indices() {
        let top = !quoted && depth == 0;
        match c {
            '"' => quoted = !quoted,
            '(' | '[' if !quoted => depth += 1,
            ')' | ']' if !quoted => depth = depth.saturating_sub(1),
            ',' if top => {
                out.push(piece(s, start, i));
                start = i + 1;
            }
            c if top && c.is_whitespace() => {
                let before = s[start..i].trim_end().chars().last();
                let after = s[i..].trim_start().chars().next();
                if let (Some(b), Some(a)) = (before, after) {
                    if !is_op(b) && !is_op(a) && a != ',' {
                        out.push(piece(s, start, i));
                        start = i;
                    }
                }
            }
            _ => {}
        }
    }
    out.push(piece(s, start, s.len()));
    out
}

/// `s[a..b]` trimmed, with the offset where its text starts.
fn piece(s: &str, a: usize, b: usize) -> (usize, String) {
    let text = &s[a..b];
    let lead = text.len() - text.trim_start().len();
    (a + lead, text.trim().to_string())
}

/// Replaces `\name` by its value, `\@` by `counter` and `\()` by nothing; `None` if the
/// result would pass `limit` bytes.
fn substitute(text: &str, binds: &[(&str, &str)], counter: Option<&str>, limit: usize) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
            .unwrap_or(after.len());
        let (consumed, value) = if let Some(r) = after.strip_prefix("()") {
            (after.len() - r.len(), Some(""))
        } else if let (Some(c), true) = (counter, after.starts_with('@')) {
            (1, Some(c))
        } else {
            let name = &after[..name_len];
            (name_len, binds.iter().find(|(n, _)| *n == name).map(|(_, v)| *v))
        };
        match value {
            Some(v) => {
                if out.len() + v.len() > limit {
                    return None;
                }
                out.push_str(v);
                rest = &after[consumed..];
            }
            None => {
                out.push('\\');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::Lines;
    use alloc::vec::Vec;

    #[test]
    fn lines_split_as_str_lines() {
        for s in [
            "",
            "\n",
            "a",
            "a\n",
            "a\r\n",
            "a\r",
            "a\n\nb",
            "a\r\r\nb\r",
            "\r\n\r\n",
            "x\ny\n\n",
            "é\r\né",
        ] {
            assert_eq!(Lines(s).collect::<Vec<_>>(), s.lines().collect::<Vec<_>>(), "{s:?}");
        }
    }
}
