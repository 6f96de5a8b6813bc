//! Tokens of one source line, with columns for located errors and editor colouring.

use alloc::vec::Vec;

/// What a token is, for the parser and for colouring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// Identifier: mnemonic, register, label, modifier name (`v[0:3]` is one token).
    Ident,
    /// Integer literal (`42`, `0x2a`, `0b101`).
    Int,
    /// Float literal (`1.0`, `2.5e-3`).
    Float,
    /// Single punctuation character: `, : | - ( ) [ ] + ! ~ * / < > = & ^ %`.
    Punct,
    /// A directive name (`.text`).
    Directive,
    /// A quoted string.
    Str,
    /// A comment (`;` or `//` to the end of the line).
    Comment,
}

/// A token: its kind and byte range in the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset past its last character.
    pub end: usize,
}

impl Token {
    /// The token's text within `line`.
    pub fn text<'a>(&self, line: &'a str) -> &'a str {
        &line[self.start..self.end]
    }
}

/// Bits of [`CLASS`]: a byte that may start an identifier, one that may continue it, ASCII
/// whitespace.
const START: u8 = 1;
const CONT: u8 = 2;
const SPACE: u8 = 4;

/// Each byte's [`START`]/[`CONT`]/[`SPACE`] bits (letters, `_`, `$`, `.` start and continue an
/// identifier; digits only continue it), one table look-up per byte.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b == b'.' {
            t[c] = START | CONT;
        } else if b.is_ascii_digit() {
            t[c] = CONT;
        } else if b.is_ascii_whitespace() {
            t[c] = SPACE;
        }
        c += 1;
    }
    t
};

fn is_ident_start(c: u8) -> bool {
    CLASS[c as usize] & START != 0
}

fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & CONT != 0
}

/// Splits a line into tokens (comments included, as the last token). Never fails: an
/// unknown character becomes a one-character `Punct` token the parser will reject.
pub fn tokenize(line: &str) -> Vec<Token> {
    // Most lines have fewer than 16 tokens: one allocation instead of a few regrowths.
    let mut out = Vec::with_capacity(16);
    tokenize_into(line, &mut out);
    out
}

/// [`tokenize`] into `out` (cleared first), so a caller reading many lines reuses one buffer.
pub(crate) fn tokenize_into(line: &str, out: &mut Vec<Token>) {
    out.clear();
    let b = line.as_bytes();
    let mut i = 0;
    while let Some(t) = next_token(b, &mut i) {
        out.push(t);
    }
}

/// The first token of `line` (what [`tokenize`] would give first), without the others.
pub(crate) fn first_token(line: &str) -> Option<Token> {
    next_token(line.as_bytes(), &mut 0)
}

/// The token at or after byte `*i` of `b` (whitespace skipped), with `*i` moved past it;
/// `None` at the end. A comment runs to the end of the line.
#[inline]
fn next_token(b: &[u8], i: &mut usize) -> Option<Token> {
    while b.get(*i).is_some_and(|&c| CLASS[c as usize] & SPACE != 0) {
        *i += 1;
    }
    let start = *i;
    let c = *b.get(start)?;
    // (The common kinds first: identifiers, then one-byte punctuation.)
    let kind = if is_ident_start(c) {
        scan_ident(b, i)
    } else if c.is_ascii_digit() {
        scan_number(b, i)
    } else if c == b';' || (c == b'/' && b.get(start + 1) == Some(&b'/')) {
        *i = b.len();
        TokenKind::Comment
    } else if c == b'"' {
        *i += 1;
        while *i < b.len() && b[*i] != b'"' {
            *i += if b[*i] == b'\\' { 2 } else { 1 };
        }
        *i = (*i + 1).min(b.len());
        TokenKind::Str
    } else {
        // One character; keep multi-byte UTF-8 characters whole so slicing stays valid.
        *i += 1;
        if c >= 0x80 {
            while *i < b.len() && (b[*i] & 0xc0) == 0x80 {
                *i += 1;
            }
        }
        TokenKind::Punct
    };
    Some(Token { kind, start, end: *i })
}

/// An identifier or directive name at `*i`, with a register range directly after it.
fn scan_ident(b: &[u8], i: &mut usize) -> TokenKind {
    let start = *i;
    // (One scan of the rest of the line, rather than a bound test per byte.)
    *i += 1 + b[start + 1..]
        .iter()
        .position(|&c| !is_ident_char(c))
        .unwrap_or(b.len() - start - 1);
    // A register range directly after the name (`v[0:3]`, `s[2:3]`, `ttmp[4:5]`) is part
    // of the same token.
    // The scan stops at the first other character, so a line of `v[v[v[…` stays linear.
    if *i < b.len() && b[*i] == b'[' {
        let inner = b[*i + 1..]
            .iter()
            .take_while(|x| x.is_ascii_digit() || **x == b':' || **x == b' ')
            .count();
        if b.get(*i + 1 + inner) == Some(&b']') {
            *i += inner + 2;
        }
    }
    if b[start] == b'.' && start + 1 < *i {
        TokenKind::Directive
    } else {
        TokenKind::Ident
    }
}

fn scan_number(b: &[u8], i: &mut usize) -> TokenKind {
    let start = *i;
    if b[start] == b'0' && matches!(b.get(start + 1), Some(b'x' | b'X' | b'b' | b'B')) {
        *i += 2;
        while *i < b.len() && b[*i].is_ascii_hexdigit() {
            *i += 1;
        }
        return TokenKind::Int;
    }
    let mut float = false;
    while *i < b.len() {
        let c = b[*i];
        if c.is_ascii_digit() {
            *i += 1;
        } else if c == b'.' && !float {
            float = true;
            *i += 1;
        } else if (c == b'e' || c == b'E')
            && (b.get(*i + 1).is_some_and(u8::is_ascii_digit)
                || (matches!(b.get(*i + 1), Some(b'+' | b'-')) && b.get(*i + 2).is_some_and(u8::is_ascii_digit)))
        {
            float = true;
            *i += 2;
        } else {
            break;
        }
    }
    if float {
        TokenKind::Float
    } else {
        TokenKind::Int
    }
}

/// Token classes for editor colouring.
pub use lanescope_isa::TokenClass as Highlight;

/// Classifies the tokens of one line for colouring: `(byte range start, end, class)`.
pub fn highlight(line: &str) -> Vec<(usize, usize, Highlight)> {
    let toks = tokenize(line);
    let mut out = Vec::with_capacity(toks.len());
    let mut seen_mnemonic = false;
    for (n, t) in toks.iter().enumerate() {
        let text = t.text(line);
        let next_is_colon = toks.get(n + 1).is_some_and(|x| x.text(line) == ":");
        let class = match t.kind {
            TokenKind::Comment => Highlight::Comment,
            TokenKind::Directive => Highlight::Directive,
            TokenKind::Int | TokenKind::Float => Highlight::Number,
            TokenKind::Str | TokenKind::Punct => Highlight::Plain,
            TokenKind::Ident if !seen_mnemonic && next_is_colon => Highlight::Label,
            TokenKind::Ident if !seen_mnemonic => {
                seen_mnemonic = true;
                Highlight::Mnemonic
            }
            TokenKind::Ident => {
                if crate::isa::operand::parse_scalar_name(text).is_some()
                    || crate::isa::operand::parse_vgpr_name(text).is_some()
                {
                    Highlight::Register
                } else if is_keyword(text) {
                    Highlight::Keyword
                } else {
                    Highlight::Label
                }
            }
        };
        out.push((t.start, t.end, class));
    }
    out
}

fn is_keyword(t: &str) -> bool {
    [
        "clamp", "mul", "div", "abs", "neg", "sext", "lit", "offset", "off", "glc", "slc",
    ]
    .iter()
    .any(|k| k.eq_ignore_ascii_case(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(line: &str) -> Vec<(TokenKind, &str)> {
        tokenize(line).iter().map(|t| (t.kind, t.text(line))).collect()
    }

    #[test]
    fn tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds("loop: v_add_f32 v[0:1], -|s[2:3]|, 0x1F, 1.5e-3 ; hi"),
            [
                (Ident, "loop"),
                (Punct, ":"),
                (Ident, "v_add_f32"),
                (Ident, "v[0:1]"),
                (Punct, ","),
                (Punct, "-"),
                (Punct, "|"),
                (Ident, "s[2:3]"),
                (Punct, "|"),
                (Punct, ","),
                (Int, "0x1F"),
                (Punct, ","),
                (Float, "1.5e-3"),
                (Comment, "; hi")
            ]
        );
        assert_eq!(kinds(".text // x"), [(Directive, ".text"), (Comment, "// x")]);
        assert_eq!(kinds("é\"a"), [(Punct, "é"), (Str, "\"a")]);
    }

    #[test]
    fn highlight_classes() {
        let h = highlight("l: v_mov_b32 v0, 1 clamp ; c");
        let classes: Vec<Highlight> = h.iter().map(|x| x.2).collect();
        use Highlight::*;
        assert_eq!(
            classes,
            [Label, Plain, Mnemonic, Register, Plain, Number, Keyword, Comment]
        );
    }
}
