//! Assembler expressions as llvm-mc evaluates them for AMDGPU ELF targets: 64-bit integers,
//! symbols, unary `-` `~` `!` `+`, GNU-as binary precedence (`* / % << >>` above
//! `| ^ & !` above `+ -` above comparisons above `&&` above `||`), comparisons giving -1 for
//! true, `>>` a logical shift, and the AMDGPU functions clang emits for register counts:
//! `max`, `or`, `alignto`, `extrasgprs` and `totalnumvgprs`.
//!
//! Expressions are kept as trees so that a symbol may be used before its `.set`: they are
//! evaluated against a [`Symbols`] table when needed, and an undefined symbol is an
//! [`EvalError`] the caller can report or retry later.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::cell::Cell;

use lanescope_isa::{Cmp, Span};

use super::lex::{Token, TokenKind};
use crate::isa::arch::Arch;
use crate::kernel::{extra_sgprs, is_gfx90a_class};

/// Deepest nesting of parentheses, unary operators and symbol references followed (stops
/// runaway recursion on hostile input and on `.set a, b` / `.set b, a` cycles).
const MAX_DEPTH: u32 = 200;

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `||` (1 or 0).
    LOr,
    /// `&&` (1 or 0).
    LAnd,
    /// `==`, `!=` (or `<>`), `<`, `<=`, `>`, `>=`: -1 if it holds, else 0 (signed).
    Cmp(Cmp),
    /// `+` (wrapping).
    Add,
    /// `-`.
    Sub,
    /// `|`.
    Or,
    /// Binary `!`: `a | ~b`.
    OrNot,
    /// `^`.
    Xor,
    /// `&`.
    And,
    /// `*`.
    Mul,
    /// `/` (signed, truncating).
    Div,
    /// `%` (signed remainder).
    Mod,
    /// `<<`.
    Shl,
    /// `>>` (logical).
    Shr,
}

impl BinOp {
    fn precedence(self) -> u8 {
        use BinOp::*;
        match self {
            LOr => 1,
            LAnd => 2,
            Cmp(_) => 3,
            Add | Sub => 4,
            Or | OrNot | Xor | And => 5,
            Mul | Div | Mod | Shl | Shr => 6,
        }
    }
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-`.
    Neg,
    /// `~`.
    Not,
    /// `!` (1 if zero, else 0).
    LNot,
    /// `+`.
    Plus,
}

/// An AMDGPU expression function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `max(a, …)`: the largest (signed).
    Max,
    /// `or(a, …)`: bitwise or.
    Or,
    /// `alignto(value, align)`: `value` rounded up to a multiple of `align`.
    AlignTo,
    /// `extrasgprs(vcc_used, flat_scratch_used, xnack_used)`: the SGPRs llvm adds for them.
    ExtraSgprs,
    /// `totalnumvgprs(num_agpr, num_vgpr)`: the unified register count on gfx90a-class
    /// targets (`alignto(vgpr, 4) + agpr` when AGPRs are used), else the larger one.
    TotalNumVgprs,
}

impl Func {
    fn from_name(name: &str) -> Option<Func> {
        Some(match name {
            "max" => Func::Max,
            "or" => Func::Or,
            "alignto" => Func::AlignTo,
            "extrasgprs" => Func::ExtraSgprs,
            "totalnumvgprs" => Func::TotalNumVgprs,
            _ => return None,
        })
    }

    fn arity(self) -> Option<usize> {
        match self {
            Func::Max | Func::Or => None,
            Func::AlignTo | Func::TotalNumVgprs => Some(2),
            Func::ExtraSgprs => Some(3),
        }
    }
}

/// A parsed expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// An integer.
    Num(i64),
    /// A symbol, with where it was written.
    Sym(String, Span),
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation, with the operator's position (where llvm-mc reports a division
    /// by zero).
    Binary(BinOp, Box<Expr>, Box<Expr>, Span),
    /// A function call.
    Call(Func, Vec<Expr>, Span),
}

/// Why an expression has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// A symbol with no definition (yet).
    Undefined(String, Span),
    /// Division or remainder by zero (llvm-mc: "expected relocatable expression").
    DivByZero(Span),
    /// A symbol defined through itself.
    Cycle(String, Span),
    /// The source's expressions together took more than [`EVAL_BUDGET`] steps.
    TooComplex(Span),
}

impl EvalError {
    /// Where to report it.
    pub fn span(&self) -> Span {
        match self {
            EvalError::Undefined(_, s)
            | EvalError::DivByZero(s)
            | EvalError::Cycle(_, s)
            | EvalError::TooComplex(s) => *s,
        }
    }

    /// The message, in llvm-mc's words where it has them.
    pub fn message(&self) -> String {
        match self {
            EvalError::Undefined(name, _) => alloc::format!("undefined symbol '{name}'"),
            EvalError::DivByZero(_) => "expected relocatable expression".to_string(),
            EvalError::Cycle(name, _) => alloc::format!("cyclic dependency detected for symbol '{name}'"),
            EvalError::TooComplex(_) => {
                alloc::format!("expression evaluation exceeds the limit of {EVAL_BUDGET} steps")
            }
        }
    }
}

/// What a symbol is bound to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymbolValue {
    /// A value known when it was set.
    Value(i64),
    /// An expression that referred to symbols not defined yet; evaluated on use.
    Deferred(Expr),
}

/// The symbols of `.set`, `.equ`, `.equiv` and `name = expr`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbols {
    /// Definitions by name.
    pub map: BTreeMap<String, SymbolValue>,
    /// Evaluation steps taken so far (see [`EVAL_BUDGET`]).
    pub spent: Cell<u64>,
}

impl Symbols {
    /// The value of `name`, if it can be computed now.
    pub fn value(&self, arch: Arch, name: &str) -> Option<i64> {
        match self.map.get(name)? {
            SymbolValue::Value(v) => Some(*v),
            SymbolValue::Deferred(e) => e.eval(arch, self).ok(),
        }
    }
}

impl Expr {
    /// The expression's value with the symbols defined in `syms`.
    ///
    /// Each deferred symbol is evaluated once per call (a chain of `.set`s that each use the
    /// previous symbol twice costs linear, not exponential, time), and every node evaluated
    /// is charged to `syms`' budget of [`EVAL_BUDGET`] steps.
    pub fn eval(&self, arch: Arch, syms: &Symbols) -> Result<i64, EvalError> {
        let mut ev = Evaluator {
            arch,
            syms,
            memo: BTreeMap::new(),
        };
        ev.eval(self, 0)
    }
}

/// Most expression nodes evaluated for one source, over all its expressions: past it every
/// evaluation fails with [`EvalError::TooComplex`], so no input makes evaluation run long.
pub const EVAL_BUDGET: u64 = 1 << 24;

/// One evaluation: the values of the deferred symbols computed so far.
struct Evaluator<'a> {
    arch: Arch,
    syms: &'a Symbols,
    memo: BTreeMap<&'a str, i64>,
}

impl<'a> Evaluator<'a> {
    /// Counts one step of a node at `span` (only located nodes are charged: numbers are free,
    /// unary chains are bounded by [`MAX_DEPTH`]).
    fn charge(&self, span: Span) -> Result<(), EvalError> {
        let spent = self.syms.spent.get().saturating_add(1);
        self.syms.spent.set(spent);
        if spent > EVAL_BUDGET {
            return Err(EvalError::TooComplex(span));
        }
        Ok(())
    }

    fn eval(&mut self, e: &'a Expr, depth: u32) -> Result<i64, EvalError> {
        match e {
            Expr::Num(v) => Ok(*v),
            Expr::Sym(name, span) => {
                self.charge(*span)?;
                self.symbol(name, *span, depth)
            }
            Expr::Unary(op, e) => {
                let v = self.eval(e, depth + 1)?;
                Ok(match op {
                    UnOp::Neg => v.wrapping_neg(),
                    UnOp::Not => !v,
                    UnOp::LNot => (v == 0) as i64,
                    UnOp::Plus => v,
                })
            }
            Expr::Binary(op, a, b, span) => {
                self.charge(*span)?;
                let a = self.eval(a, depth + 1)?;
                let b = self.eval(b, depth + 1)?;
                binary(*op, a, b).ok_or(EvalError::DivByZero(*span))
            }
            Expr::Call(f, args, span) => {
                self.charge(*span)?;
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    self.charge(*span)?;
                    vals.push(self.eval(a, depth + 1)?);
                }
                call(self.arch, *f, &vals).ok_or(EvalError::DivByZero(*span))
            }
        }
    }

    fn symbol(&mut self, name: &'a str, span: Span, depth: u32) -> Result<i64, EvalError> {
        match self.syms.map.get(name) {
            Some(SymbolValue::Value(v)) => Ok(*v),
            Some(SymbolValue::Deferred(e)) => {
                if let Some(v) = self.memo.get(name) {
                    return Ok(*v);
                }
                if depth > MAX_DEPTH {
                    return Err(EvalError::Cycle(name.to_string(), span));
                }
                // Errors inside are reported where this symbol is used.
                let v = self.eval(e, depth + 1).map_err(|err| match err {
                    EvalError::Undefined(n, _) => EvalError::Undefined(n, span),
                    EvalError::DivByZero(_) => EvalError::DivByZero(span),
                    EvalError::Cycle(n, _) => EvalError::Cycle(n, span),
                    EvalError::TooComplex(_) => EvalError::TooComplex(span),
                })?;
                self.memo.insert(name, v);
                Ok(v)
            }
            None => Err(EvalError::Undefined(name.to_string(), span)),
        }
    }
}

impl Expr {
    /// The symbols the expression names.
    pub fn symbols(&self, out: &mut Vec<(String, Span)>) {
        match self {
            Expr::Num(_) => {}
            Expr::Sym(n, s) => out.push((n.clone(), *s)),
            Expr::Unary(_, e) => e.symbols(out),
            Expr::Binary(_, a, b, _) => {
                a.symbols(out);
                b.symbols(out);
            }
            Expr::Call(_, args, _) => args.iter().for_each(|a| a.symbols(out)),
        }
    }
}

fn binary(op: BinOp, a: i64, b: i64) -> Option<i64> {
    use BinOp::*;
    let t = |c: bool| -(c as i64);
    Some(match op {
        LOr => (a != 0 || b != 0) as i64,
        LAnd => (a != 0 && b != 0) as i64,
        Cmp(c) => t(c.holds(a.cmp(&b))),
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Or => a | b,
        OrNot => a | !b,
        Xor => a ^ b,
        And => a & b,
        Mul => a.wrapping_mul(b),
        Div => {
            if b == 0 {
                return None;
            }
            a.wrapping_div(b)
        }
        Mod => {
            if b == 0 {
                return None;
            }
            a.wrapping_rem(b)
        }
        Shl => a.wrapping_shl(b as u32),
        Shr => (a as u64).wrapping_shr(b as u32) as i64,
    })
}

fn call(arch: Arch, f: Func, v: &[i64]) -> Option<i64> {
    Some(match (f, v) {
        (Func::Max, _) => v.iter().copied().max()?,
        (Func::Or, _) => v.iter().fold(0, |a, b| a | b),
        (Func::AlignTo, [value, align]) => {
            let (value, align) = (*value as u64, *align as u64);
            if align == 0 {
                return None;
            }
            value.div_ceil(align).wrapping_mul(align) as i64
        }
        (Func::ExtraSgprs, [vcc, flat, xnack]) => i64::from(extra_sgprs(arch, *vcc != 0, *flat != 0, *xnack != 0)),
        (Func::TotalNumVgprs, [agpr, vgpr]) => {
            let (agpr, vgpr) = (*agpr as u64, *vgpr as u64);
            if is_gfx90a_class(arch) && agpr != 0 {
                (vgpr.div_ceil(4).wrapping_mul(4)).wrapping_add(agpr) as i64
            } else {
                vgpr.max(agpr) as i64
            }
        }
        _ => return None,
    })
}

/// A parse failure: where and why.
pub type ParseError = (Span, String);

/// Parses an expression from `toks[*pos..]` (tokens of `line`), leaving `*pos` after it.
pub struct ExprParser<'a> {
    line: &'a str,
    line_no: u32,
    toks: &'a [Token],
    /// The next token.
    pub pos: usize,
    /// The last column computed, as (byte offset, column): columns are counted on from it,
    /// so spans taken left to right cost linear time in all.
    cursor: Cell<(usize, u32)>,
}

impl<'a> ExprParser<'a> {
    /// A parser at token `pos` of `line`.
    pub fn new(line: &'a str, line_no: u32, toks: &'a [Token], pos: usize) -> Self {
        ExprParser {
            line,
            line_no,
            toks,
            pos,
            cursor: Cell::new((0, 1)),
        }
    }

    /// The 1-based column of byte offset `byte` (characters, not bytes).
    fn col(&self, byte: usize) -> u32 {
        let byte = byte.min(self.line.len());
        let (from, col) = match self.cursor.get() {
            (b, c) if b <= byte => (b, c),
            _ => (0, 1),
        };
        let col = col + self.line.get(from..byte).map_or(0, |t| t.chars().count()) as u32;
        self.cursor.set((byte, col));
        col
    }

    fn text(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| t.text(self.line))
    }

    /// The span of token `i` (or the end of the line).
    pub fn span(&self, i: usize) -> Span {
        match self.toks.get(i) {
            Some(t) => Span::new(
                self.line_no,
                self.col(t.start),
                self.line[t.start..t.end].chars().count().max(1) as u32,
            ),
            None => Span::new(self.line_no, self.col(self.line.trim_end().len()), 1),
        }
    }

    /// Whether token `i + 1` directly follows token `i` and reads `c`.
    fn joined(&self, i: usize, c: &str) -> bool {
        match (self.toks.get(i), self.toks.get(i + 1)) {
            (Some(a), Some(b)) => a.end == b.start && b.text(self.line) == c,
            _ => false,
        }
    }

    /// The binary operator at the current token, with its token count.
    fn binop(&self) -> Option<(BinOp, usize)> {
        let t = self.toks.get(self.pos)?;
        if t.kind != TokenKind::Punct {
            return None;
        }
        let p = self.pos;
        Some(match t.text(self.line) {
            "|" if self.joined(p, "|") => (BinOp::LOr, 2),
            "&" if self.joined(p, "&") => (BinOp::LAnd, 2),
            "=" if self.joined(p, "=") => (BinOp::Cmp(Cmp::Eq), 2),
            "!" if self.joined(p, "=") => (BinOp::Cmp(Cmp::Ne), 2),
            "<" if self.joined(p, ">") => (BinOp::Cmp(Cmp::Ne), 2),
            "<" if self.joined(p, "=") => (BinOp::Cmp(Cmp::Le), 2),
            "<" if self.joined(p, "<") => (BinOp::Shl, 2),
            ">" if self.joined(p, "=") => (BinOp::Cmp(Cmp::Ge), 2),
            ">" if self.joined(p, ">") => (BinOp::Shr, 2),
            "<" => (BinOp::Cmp(Cmp::Lt), 1),
            ">" => (BinOp::Cmp(Cmp::Gt), 1),
            "+" => (BinOp::Add, 1),
            "-" => (BinOp::Sub, 1),
            "|" => (BinOp::Or, 1),
            "!" => (BinOp::OrNot, 1),
            "^" => (BinOp::Xor, 1),
            "&" => (BinOp::And, 1),
            "*" => (BinOp::Mul, 1),
            "/" => (BinOp::Div, 1),
            "%" => (BinOp::Mod, 1),
            _ => return None,
        })
    }

    /// Parses one expression.
    pub fn parse(&mut self) -> Result<Expr, ParseError> {
        self.binary(1, 0)
    }

    /// Operators at one level (`a + b + c…`) build a left-leaning tree: two constants fold
    /// into one at once, and each other node counts towards [`MAX_DEPTH`], which bounds the
    /// recursion of evaluating and dropping the tree.
    fn binary(&mut self, min_prec: u8, mut depth: u32) -> Result<Expr, ParseError> {
        let mut lhs = self.unary(depth)?;
        while let Some((op, n)) = self.binop() {
            let prec = op.precedence();
            if prec < min_prec {
                break;
            }
            let span = self.span(self.pos);
            self.pos += n;
            let rhs = self.binary(prec + 1, depth + 1)?;
            if let (Expr::Num(a), Expr::Num(b)) = (&lhs, &rhs) {
                if let Some(v) = binary(op, *a, *b) {
                    lhs = Expr::Num(v);
                    continue;
                }
            }
            depth += 1;
            if depth > MAX_DEPTH {
                return Err((span, "expression is nested too deeply".to_string()));
            }
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), span);
        }
        Ok(lhs)
    }

    fn unary(&mut self, depth: u32) -> Result<Expr, ParseError> {
        if depth > MAX_DEPTH {
            return Err((self.span(self.pos), "expression is nested too deeply".to_string()));
        }
        let text = self.text(self.pos);
        let op = match self.toks.get(self.pos).map(|t| t.kind) {
            Some(TokenKind::Punct) => match text {
                "-" => Some(UnOp::Neg),
                "~" => Some(UnOp::Not),
                "!" => Some(UnOp::LNot),
                "+" => Some(UnOp::Plus),
                _ => None,
            },
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            let e = self.unary(depth + 1)?;
            return Ok(Expr::Unary(op, Box::new(e)));
        }
        self.primary(depth)
    }

    fn primary(&mut self, depth: u32) -> Result<Expr, ParseError> {
        let at = self.pos;
        let Some(tok) = self.toks.get(at) else {
            return Err((self.span(at), "unknown token in expression".to_string()));
        };
        let text = tok.text(self.line);
        match tok.kind {
            TokenKind::Int => {
                self.pos += 1;
                parse_integer(text).map(Expr::Num).ok_or_else(|| {
                    let msg = if text.bytes().all(|c| c.is_ascii_digit()) && !text.starts_with('0') {
                        "integer constant is too large"
                    } else {
                        "invalid integer constant"
                    };
                    (self.span(at), msg.to_string())
                })
            }
            TokenKind::Ident | TokenKind::Directive => {
                self.pos += 1;
                if let Some(f) = Func::from_name(text).filter(|_| self.text(self.pos) == "(") {
                    return self.call(f, at, depth);
                }
                if text.contains('[') {
                    return Err((self.span(at), "unknown token in expression".to_string()));
                }
                Ok(Expr::Sym(text.to_string(), self.span(at)))
            }
            TokenKind::Punct if text == "(" => {
                self.pos += 1;
                let e = self.binary(1, depth + 1)?;
                if self.text(self.pos) != ")" {
                    return Err((self.span(self.pos), "expected ')'".to_string()));
                }
                self.pos += 1;
                Ok(e)
            }
            _ => Err((self.span(at), "unknown token in expression".to_string())),
        }
    }

    fn call(&mut self, f: Func, name_tok: usize, depth: u32) -> Result<Expr, ParseError> {
        self.pos += 1; // (
        let mut args = Vec::new();
        loop {
            args.push(self.binary(1, depth + 1)?);
            match self.text(self.pos) {
                "," => self.pos += 1,
                ")" => {
                    self.pos += 1;
                    break;
                }
                _ => return Err((self.span(self.pos), "expected ')'".to_string())),
            }
        }
        let span = self.span(name_tok);
        if f.arity().is_some_and(|n| n != args.len()) {
            return Err((span, "wrong number of arguments".to_string()));
        }
        Ok(Expr::Call(f, args, span))
    }
}

/// An integer literal as llvm-mc reads it: decimal, `0x` hex, `0b` binary, leading-`0` octal;
/// values up to 2^64 - 1 (taken modulo 2^64 as a signed value).
pub fn parse_integer(t: &str) -> Option<i64> {
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else if t.len() > 1 && t.starts_with('0') {
        (&t[1..], 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return None;
    }
    u64::from_str_radix(digits, radix).ok().map(|v| v as i64)
}

/// Whether the operand at token `i` is an expression llvm-mc folds although it starts with
/// no symbol: `(4*2)+1`, `~x`, `-(x)`, or a number followed by a binary operator (`1+x`).
/// (`|` is not taken as an operator there: it closes an absolute-value operand.)
pub fn starts_compound(line: &str, toks: &[Token], i: usize) -> bool {
    let text = |k: usize| toks.get(k).map_or("", |t| t.text(line));
    let kind = |k: usize| toks.get(k).map(|t| t.kind);
    let number = if text(i) == "-" { i + 1 } else { i };
    match text(i) {
        "(" | "~" => true,
        "-" if matches!(text(i + 1), "(" | "~") => true,
        _ => {
            kind(number) == Some(TokenKind::Int)
                && matches!(text(number + 1), "+" | "-" | "*" | "/" | "%" | "<" | ">" | "&" | "^")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::lex::tokenize;

    fn eval_with(src: &str, syms: &Symbols) -> Result<i64, String> {
        let toks = tokenize(src);
        let mut p = ExprParser::new(src, 1, &toks, 0);
        let e = p.parse().map_err(|(_, m)| m)?;
        if p.pos != toks.len() {
            return Err("trailing".into());
        }
        e.eval(Arch::Gfx900, syms).map_err(|e| e.message())
    }

    fn eval(src: &str) -> Result<i64, String> {
        eval_with(src, &Symbols::default())
    }

    #[test]
    fn values_as_llvm_mc_computes_them() {
        // Each checked with llvm-mc-22 through `.amdhsa_*` fields.
        assert_eq!(eval("-(3<4)"), Ok(1));
        assert_eq!(eval("(-16>>60)"), Ok(15));
        assert_eq!(eval("7-2*3+(1<<3)|1^3"), Ok(11));
        assert_eq!(eval("-((3==3)+(3!=3)*2+(2<=1))"), Ok(1));
        assert_eq!(eval("max(3,7,2)"), Ok(7));
        assert_eq!(eval("or(1,2,4)"), Ok(7));
        assert_eq!(eval("-(7/-2)"), Ok(3));
        assert_eq!(eval("-7%3+10"), Ok(9));
        assert_eq!(eval("!0 + !5*2 + 010+0b11"), Ok(12));
        assert_eq!(eval("1 && 2"), Ok(1));
        assert_eq!(eval("(0 || 2)"), Ok(1));
        assert_eq!(eval("-(3 <> 4)"), Ok(1));
        assert_eq!(eval("3 > 2 > 1"), Ok(0));
        assert_eq!(eval("1 << 64"), Ok(1));
        assert_eq!(eval("~0 & 0xff"), Ok(255));
        assert_eq!(eval("0xffffffffffffffff"), Ok(-1));
        assert_eq!(
            eval("alignto(5, 4) + extrasgprs(1, 0, 1) + totalnumvgprs(3, 5)"),
            Ok(8 + 4 + 5)
        );
    }

    #[test]
    fn errors() {
        assert_eq!(eval("1/0"), Err("expected relocatable expression".into()));
        assert_eq!(eval("3 +"), Err("unknown token in expression".into()));
        assert_eq!(eval("(3"), Err("expected ')'".into()));
        assert_eq!(eval("nope + 1"), Err("undefined symbol 'nope'".into()));
        assert_eq!(
            eval("99999999999999999999"),
            Err("integer constant is too large".into())
        );
        assert_eq!(eval("alignto(1)"), Err("wrong number of arguments".into()));
        assert!(eval(&"(".repeat(1000)).is_err());
        assert!(eval(&"-".repeat(1000)).is_err());
    }

    #[test]
    fn symbols_and_cycles() {
        let mut s = Symbols::default();
        s.map.insert("a".into(), SymbolValue::Value(5));
        s.map.insert("k.num_vgpr".into(), SymbolValue::Value(7));
        assert_eq!(eval_with("a * 2 + k.num_vgpr", &s), Ok(17));
        s.map.insert(
            "x".into(),
            SymbolValue::Deferred(Expr::Sym("y".into(), Span::new(1, 1, 1))),
        );
        s.map.insert(
            "y".into(),
            SymbolValue::Deferred(Expr::Sym("x".into(), Span::new(1, 1, 1))),
        );
        assert!(eval_with("x", &s)
            .unwrap_err()
            .starts_with("cyclic dependency detected"));
    }
}
