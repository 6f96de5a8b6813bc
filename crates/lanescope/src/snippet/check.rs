//! Where in the document a value is (line, column, TOML path), and the consistency checks a
//! snippet passes before anything is built.

use super::{human_bytes, Arg, Limits, Snippet, SnippetError};

/// One step of a path into the document: a key or an array index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seg<'a> {
    Key(&'a str),
    Index(usize),
}

/// A check failure and where in the document it is.
pub(super) struct Bad<'a> {
    msg: String,
    at: Vec<Seg<'a>>,
}

impl Bad<'_> {
    /// The failure at its line and column of the document `text`.
    pub(super) fn into_error(self, text: &str) -> SnippetError {
        match span_of(text, &self.at) {
            Some((sp, _)) => {
                let (line, col) = line_col(text, sp.start);
                SnippetError::At {
                    line,
                    col,
                    message: self.msg,
                }
            }
            None => SnippetError::Invalid(self.msg),
        }
    }
}

pub(super) fn bad<'a>(at: &[Seg<'a>]) -> impl Fn(String) -> Bad<'a> {
    let at = at.to_vec();
    move |msg| Bad { msg, at: at.clone() }
}

/// Checks that a buffer name is one of the snippet's (at a path, for the error).
pub(super) type Known<'k, 'a> = &'k dyn Fn(&str, &[Seg<'a>]) -> Result<(), Bad<'a>>;

/// Line and column (1-based, in characters) of byte `off` of `text`.
pub(crate) fn line_col(text: &str, off: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(off.min(text.len()))];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The byte span of the value at `path` (or of the deepest part of it that exists) and
/// whether the whole path exists.
pub(crate) fn span_of(text: &str, path: &[Seg]) -> Option<(core::ops::Range<usize>, bool)> {
    use toml::de::{DeTable, DeValue};
    let root = DeTable::parse(text).ok()?;
    let mut span = root.span();
    let mut found = 0;
    let mut table = Some(root.get_ref());
    let mut array: Option<&[toml::Spanned<DeValue>]> = None;
    for seg in path {
        let v = match *seg {
            Seg::Key(k) => table.and_then(|t| t.iter().find(|(key, _)| key.get_ref().as_ref() == k).map(|(_, v)| v)),
            Seg::Index(i) => array.and_then(|a| a.get(i)),
        };
        let Some(v) = v else { break };
        span = v.span();
        found += 1;
        (table, array) = match v.get_ref() {
            DeValue::Table(t) => (Some(t), None),
            DeValue::Array(a) => (None, Some(&a[..])),
            _ => (None, None),
        };
    }
    Some((span, found == path.len()))
}

/// A TOML error as a located error (the deepest dotted key for a recursion-limit error, which
/// carries no position).
pub(crate) fn toml_error(text: &str, e: &toml::de::Error) -> SnippetError {
    let message = e.message().trim_end().to_string();
    let deepest = || {
        let (n, _) = text.lines().enumerate().max_by_key(|(_, l)| l.matches('.').count())?;
        Some(text.lines().take(n).map(|l| l.len() + 1).sum())
    };
    let off = e.span().map(|s| s.start).or_else(deepest);
    match off {
        Some(off) => {
            let (line, col) = line_col(text, off);
            SnippetError::At { line, col, message }
        }
        None => SnippetError::Toml(message),
    }
}

/// The consistency checks of a parsed snippet, each failure at the value it is about.
impl Snippet {
    /// Checks the document is consistent and within `limits`.
    pub(super) fn check<'a>(&'a self, limits: &Limits) -> Result<(), Bad<'a>> {
        if self.source_file.is_some() && !self.source.is_empty() {
            return Err(bad(&[Seg::Key("source_file")])(
                "give either `source` or `source_file`, not both".into(),
            ));
        }
        let names = self.check_buffers(limits)?;
        let known = |n: &str, at: &[Seg<'a>]| {
            if names.contains(&n) {
                Ok(())
            } else {
                Err(bad(at)(format!(
                    "no buffer named '{n}' (buffers: {})",
                    names.join(", ")
                )))
            }
        };
        self.check_args(&known)?;
        self.check_launch()?;
        if let Some(i) = &self.init {
            i.check(&known)?;
        }
        Ok(())
    }

    /// Buffer names are unique, the buffers fit the memory budget together, and their values
    /// their type. Returns the names.
    fn check_buffers<'a>(&'a self, limits: &Limits) -> Result<Vec<&'a str>, Bad<'a>> {
        const BUFFERS: Seg = Seg::Key("buffers");
        let mut names: Vec<&str> = Vec::new();
        let mut total = 0u64;
        for (i, b) in self.buffers.iter().enumerate() {
            if names.contains(&b.name.as_str()) {
                return Err(bad(&[BUFFERS, Seg::Index(i), Seg::Key("name")])(format!(
                    "two buffers are named '{}'",
                    b.name
                )));
            }
            names.push(&b.name);
            let at = [BUFFERS, Seg::Index(i), Seg::Key("data")];
            let need = b.data.count().saturating_mul(b.ty.size() as u64);
            total = total.saturating_add(need);
            if total > limits.max_memory {
                let all = if total > need {
                    format!(" (all buffers: {})", human_bytes(total))
                } else {
                    String::new()
                };
                return Err(bad(&at)(format!(
                    "buffer '{}' needs {}{all}; the memory budget is {} ({})",
                    b.name,
                    human_bytes(need),
                    human_bytes(limits.max_memory),
                    limits.raise
                )));
            }
            b.check_values(&at)?;
        }
        Ok(names)
    }

    /// Each argument names a buffer (`known`) or holds a value of its type.
    fn check_args<'a>(&'a self, known: Known<'_, 'a>) -> Result<(), Bad<'a>> {
        for (i, a) in self.args.iter().enumerate() {
            match a {
                Arg::Buffer(b) => known(&b.buffer, &[Seg::Key("args"), Seg::Index(i), Seg::Key("buffer")])?,
                Arg::Value(v) => {
                    let at = [Seg::Key("args"), Seg::Index(i), Seg::Key("value")];
                    v.ty.encode(&v.value)
                        .map_err(|e| bad(&at)(format!("argument {}: {e}", i + 1)))?;
                }
            }
        }
        Ok(())
    }

    /// `[launch]`'s grid and block, and no `[init]` with it; `[[args]]` only with it.
    fn check_launch(&self) -> Result<(), Bad<'_>> {
        if let Some(l) = &self.launch {
            for (what, v) in [("grid", &l.grid), ("block", &l.block)] {
                if v.is_empty() || v.len() > 3 || v.contains(&0) {
                    return Err(bad(&[Seg::Key("launch"), Seg::Key(what)])(format!(
                        "launch.{what} must be 1 to 3 numbers, each at least 1"
                    )));
                }
            }
            if self.init.is_some() {
                return Err(bad(&[Seg::Key("init")])(
                    "[init] is for bare snippets; a launch starts from the kernel descriptor".into(),
                ));
            }
        } else if !self.args.is_empty() {
            return Err(bad(&[Seg::Key("args")])("[[args]] need a [launch]".into()));
        }
        Ok(())
    }
}
