//! Assembly text → [`Program`], accepting what llvm-mc accepts for these instructions and
//! reporting every error with its line, column and a caret.

mod exp_interp;
mod instruction;
mod memory;
mod modifiers;
mod operands;
mod valu;
mod values;

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use super::lex::{tokenize_into, Token, TokenKind};
use crate::decode;
use crate::isa::arch::Arch;
use crate::isa::dpp;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Dpp, Inst, Sdwa};
use crate::isa::operand::Ty;
use crate::isa::operand::{
    inline_code, parse_agpr_name, parse_scalar_name_on, parse_vgpr_name, INLINE_F64, LDS_DIRECT, LITERAL, M0, NULL,
    VCC_LO, VGPR0,
};
use crate::isa::table::{flags, Kind, Op, Operand, Row, Slot};
use crate::program::{Item, Program};
use crate::syntax::directive::{CondEnv, Directives, MAX_PADDING};
use crate::syntax::expr::{ExprParser, Symbols};
use crate::syntax::imm;
use crate::syntax::macros::Expander;
use crate::syntax::print::ImmSource;

// The parser's parts see each other's shared items through `use super::*`.
pub use instruction::base_mnemonic;
use instruction::{Mnemonic, MnemonicCache, OperandState};
use modifiers::ModifierState;
use valu::{apply_vop3p_lists, check_constant_bus, choose_valu_encoding, note_sdwa_order, SdwaForm, ValuForm};
use values::{apply_fp_modifiers, check_align, narrow_float};

/// Most instructions [`assemble_partial`] reserves room for before it starts.
const MAX_RESERVED: usize = 1 << 16;

/// Assembles `source` for `arch`. On failure returns every error found (one per line at most).
pub fn assemble(arch: Arch, source: &str) -> Result<Program, Vec<Diagnostic>> {
    let (prog, errors) = assemble_partial(arch, source);
    if errors.is_empty() {
        Ok(prog)
    } else {
        Err(errors)
    }
}

/// Assembles every line of `source` it can, as llvm-mc does: the program of the good lines
/// (what llvm-mc prints on stdout) and the errors of the others, sorted by position.
pub fn assemble_partial(arch: Arch, source: &str) -> (Program, Vec<Diagnostic>) {
    let mut prog = Program::new(arch);
    // About one instruction a line: room reserved once (bounded, whatever the input).
    prog.reserve(memchr::memchr_iter(b'\n', source.as_bytes()).count().min(MAX_RESERVED) + 1);
    let mut errors = Vec::new();
    // Branches to labels ([`Fixup`]).
    let mut fixups: Vec<Fixup> = Vec::new();
    // Code-object directives: `.amdhsa_kernel` blocks, symbols, `.amdgpu_metadata` (YAML).
    let mut dirs = Directives::new(arch);
    // Each label's address, for linear-time redefinition checks and branch fixups.
    let mut label_at: BTreeMap<String, u32> = BTreeMap::new();
    // `.rept`, `.macro`, `.if`… expanded line by line (conditions see the symbols so far).
    let mut lines = Expander::new(source);
    // The errors before this index are placed (errors of an expanded line are moved to
    // `<instantiation>` once the line is done).
    let mut placed = 0;
    // The tokens of the line being parsed (one buffer for all lines), the mnemonics read.
    let (mut toks, mut mnemonics) = (Vec::new(), MnemonicCache::new());
    loop {
        lines.locate_last(&mut errors[placed..]);
        placed = errors.len();
        let mut env = CondEnv {
            dirs: &dirs,
            labels: &prog.labels,
        };
        let defined = lines.macros_defined();
        let next = lines.next_line(&mut env);
        for _ in defined..lines.macros_defined() {
            prog.items.push(Item::Blank);
        }
        let sl = match next {
            None => break,
            Some(Ok(sl)) => sl,
            Some(Err(e)) => {
                errors.push(e);
                continue;
            }
        };
        let (line, line_no) = (&*sl.text, sl.line_no);
        if dirs.metadata_line(line, line_no) {
            continue;
        }
        let mut p = LineParser::new(arch, line, line_no, &mut toks);
        if dirs.in_block() {
            dirs.kernel_line(line, line_no, p.toks, &mut errors);
            continue;
        }
        p.labels(&mut prog, &mut label_at, &mut errors);
        if p.pos >= p.toks.len() {
            continue;
        }
        if directive_or_assignment(&p, &mut dirs, &mut prog, &mut errors) {
            continue;
        }
        // Instructions see the `.set` symbols so far (a separate parser value, so the
        // borrow of the symbol table ends with this line).
        let line_toks = p.toks;
        let mut p = LineParser {
            symbols: Some(&dirs.symbols),
            ..p
        };
        match p.instruction(arch, &mut mnemonics) {
            Ok((inst, imm)) => push_instruction(&mut prog, &mut lines, &mut fixups, (inst, imm), line_no),
            Err(e) => {
                dirs.note_failed_operands(&e, line, line_toks, errors.len());
                errors.push(e);
            }
        }
    }
    finish(prog, dirs, fixups, &label_at, errors)
}

/// Handles the line at `p` if it is a directive or an assignment `name = expr` (not `==`);
/// false when it is neither (an instruction).
fn directive_or_assignment(
    p: &LineParser,
    dirs: &mut Directives,
    prog: &mut Program,
    errors: &mut Vec<Diagnostic>,
) -> bool {
    if p.toks[p.pos].kind == TokenKind::Directive {
        directive_line(p, dirs, prog, errors);
        if let Some(d) = dirs.data.take() {
            prog.push_data(d.bytes, d.echo, p.line_no);
        }
        return true;
    }
    if p.text(p.pos + 1) == "=" && p.text(p.pos + 2) != "=" && p.toks[p.pos].kind == TokenKind::Ident {
        if let Err(e) = dirs.assignment(p.line, p.line_no, p.toks, p.pos) {
            errors.push(e);
        }
        return true;
    }
    false
}

/// A branch to a label: the instruction, the label, and the error placed where the branch is
/// (`<instantiation>` inside an expansion) with the message still to set.
type Fixup = (usize, String, Diagnostic);

/// Adds a parsed instruction (line `line_no`) to `prog`; a branch to a label is noted in
/// `fixups`, its error placed as `lines` places the line's.
fn push_instruction(
    prog: &mut Program,
    lines: &mut Expander,
    fixups: &mut Vec<Fixup>,
    (inst, imm): (Inst, Option<(ImmSource, Span)>),
    line_no: u32,
) {
    let fixup = match &imm {
        Some((ImmSource::Label(name), span)) => Some((name.clone(), *span)),
        _ => None,
    };
    prog.push(inst, line_no, imm.map(|(i, _)| i));
    if let Some((name, span)) = fixup {
        let mut at = Diagnostic::error(span, "");
        lines.locate_last(core::slice::from_mut(&mut at));
        fixups.push((prog.insts.len() - 1, name, at));
    }
}

/// After the last line: the data flushed, the branches resolved, the code-object directives
/// checked and taken into the program, the errors in source order.
fn finish(
    mut prog: Program,
    mut dirs: Directives,
    fixups: Vec<Fixup>,
    label_at: &BTreeMap<String, u32>,
    mut errors: Vec<Diagnostic>,
) -> (Program, Vec<Diagnostic>) {
    prog.finish_data();
    resolve_fixups(&mut prog, fixups, label_at, &mut errors);
    dirs.finish(&prog.labels, &mut errors);
    dirs.explain_forward(&mut errors);
    prog.kernels = core::mem::take(&mut dirs.kernels);
    prog.metadata = dirs.metadata.take();
    errors.sort_by_key(|d| {
        let s = d.source_span();
        (s.line, s.col)
    });
    (prog, errors)
}

/// Handles the directive line `p` (at its directive token): code-object directives become
/// data, `.align`/`.p2align` pad the program; the others carry nothing the emulator uses.
fn directive_line(p: &LineParser<'_>, dirs: &mut Directives, prog: &mut Program, errors: &mut Vec<Diagnostic>) {
    if let Err(e) = dirs.directive(p.line, p.line_no, p.toks, p.pos) {
        errors.push(e);
    }
    if let Some(align) = dirs.align.take() {
        let budget = MAX_PADDING - dirs.padded;
        let padded = match align.fill {
            // `s_nop 0` padding needs a dword-aligned start: after odd-sized data llvm-mc 22
            // never finishes (its object writer loops), so there is no layout to follow.
            None if !prog.size_bytes().is_multiple_of(4) => {
                errors.push(Diagnostic::error(
                    p.span(p.pos),
                    "code alignment after data that is not a multiple of 4 bytes is not supported \
                     (llvm-mc 22 does not finish on it); pad the data to whole dwords",
                ));
                return;
            }
            None => prog.pad_to(align.bytes, align.max, p.line_no, budget),
            Some((pattern, echo)) => prog.pad_with(align.bytes, align.max, &pattern, echo, p.line_no, budget),
        };
        match padded {
            Some(n) => dirs.padded += n,
            None => errors.push(Diagnostic::error(
                p.span(p.pos),
                format!("alignment padding exceeds the limit of {MAX_PADDING} bytes per assembly"),
            )),
        }
    }
}

/// Gives each branch in `fixups` (instruction index, label, where) its offset to the label.
fn resolve_fixups(
    prog: &mut Program,
    fixups: Vec<Fixup>,
    label_at: &BTreeMap<String, u32>,
    errors: &mut Vec<Diagnostic>,
) {
    for (idx, name, mut at) in fixups {
        match label_at.get(&name) {
            Some(&target) => {
                let next = prog.pcs[idx] as i64 + prog.insts[idx].size_on(prog.arch) as i64;
                let off = (target as i64 - next) / 4;
                if !(i16::MIN as i64..=i16::MAX as i64).contains(&off) {
                    at.message = "branch target out of range".into();
                    errors.push(at);
                } else {
                    prog.insts[idx].simm16 = off as i16 as u16;
                }
            }
            None => {
                at.message = format!("undefined label '{name}'");
                errors.push(at);
            }
        }
    }
}

/// The name a quoted symbol token (`"a b"`) stands for, as labels are stored and printed:
/// the bare name when it is a plain identifier (`"loop"` is `loop`), else the token with its
/// quotes (as llvm-mc and the disassembler print it). `\"` and `\\` stand for `"` and `\`,
/// spelled as llvm-mc prints them; `None` for an unterminated string or another backslash
/// (llvm-mc keeps `\q` as two characters and prints `\\q`: not modelled).
fn quoted_symbol(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    if inner.is_empty() || !escapes_are_canonical(inner) {
        return None;
    }
    let b = inner.as_bytes();
    let plain = (b[0].is_ascii_alphabetic() || b"_.$".contains(&b[0]))
        && b.iter().all(|c| c.is_ascii_alphanumeric() || b"_.$".contains(c));
    Some(if plain { inner } else { text })
}

/// Whether each backslash of a quoted name's `inner` text escapes a `"` or `\\`, and each `"`
/// is escaped.
fn escapes_are_canonical(inner: &str) -> bool {
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' if matches!(chars.next(), Some('"' | '\\')) => {}
            '\\' | '"' => return false,
            _ => {}
        }
    }
    true
}

/// A parsed source operand before it is given a code.
#[derive(Clone, Copy, Debug)]
enum Value<'a> {
    Scalar(u16, u8),
    Vgpr(u16, u8),
    /// An AGPR (`a3`, `a[0:3]`).
    Agpr(u16, u8),
    Int(i64),
    Float(f64),
    Symbol(&'a str),
}

#[derive(Clone, Copy, Debug)]
struct Parsed<'a> {
    value: Value<'a>,
    neg: bool,
    abs: bool,
    /// Written as `lit(…)`: always a literal dword.
    lit: bool,
    /// Written as `sext(…)` (SDWA integer sources).
    sext: bool,
    span: Span,
}

struct LineParser<'a> {
    arch: Arch,
    line: &'a str,
    line_no: u32,
    toks: &'a [Token],
    pos: usize,
    /// DS `offset`, `offset0`, `offset1` already given on this line.
    ds_seen: [bool; 3],
    /// The line is ASCII: columns are byte offsets (no character counting).
    ascii: bool,
    /// The `.set`/`.equ`/`name = expr` symbols defined so far (for instruction lines).
    symbols: Option<&'a Symbols>,
}

type Res<T> = Result<T, Diagnostic>;

/// llvm-mc's error for an operand the instruction cannot take.
fn invalid_operand(span: Span) -> Diagnostic {
    Diagnostic::error(span, "invalid operand for instruction")
}

/// llvm-mc's error for a word it has no operand parser for at that place.
fn not_an_operand(span: Span) -> Diagnostic {
    Diagnostic::error(span, "not a valid operand.")
}

/// Refuses `-`, `|…|`, `neg(…)`, `abs(…)` and `sext(…)` on an operand that takes no source
/// modifiers (export and image registers): llvm-mc has no parser for them there.
fn refuse_modifiers(p: &Parsed) -> Res<()> {
    match p.neg || p.abs || p.sext {
        true => Err(not_an_operand(p.span)),
        false => Ok(()),
    }
}

fn src_index(slot: Slot) -> usize {
    match slot {
        Slot::Src1 => 1,
        Slot::Src2 => 2,
        _ => 0,
    }
}

fn src_slot(i: usize) -> Slot {
    match i {
        0 => Slot::Src0,
        1 => Slot::Src1,
        _ => Slot::Src2,
    }
}

impl<'a> LineParser<'a> {
    /// A parser for `line` (number `line_no`) without its trailing comment, its tokens in
    /// `toks` (a buffer reused from line to line).
    fn new(arch: Arch, line: &'a str, line_no: u32, toks: &'a mut Vec<Token>) -> Self {
        tokenize_into(line, toks);
        if toks.last().is_some_and(|t| t.kind == TokenKind::Comment) {
            toks.pop();
        }
        LineParser {
            arch,
            line,
            line_no,
            toks,
            pos: 0,
            ds_seen: [false; 3],
            ascii: line.is_ascii(),
            symbols: None,
        }
    }

    /// Defines the labels at the start of the line: `name:` (several may share a line, an
    /// instruction may follow). (Compiler-generated local labels start with a dot:
    /// `.LBB0_2:`.) A quoted name (`"a b":`) is a label as llvm-mc reads it.
    fn labels(&mut self, prog: &mut Program, label_at: &mut BTreeMap<String, u32>, errors: &mut Vec<Diagnostic>) {
        let p = self;
        while p.toks.len() >= p.pos + 2
            && p.text(p.pos + 1) == ":"
            && (matches!(p.toks[p.pos].kind, TokenKind::Ident | TokenKind::Directive)
                && parse_vgpr_name(p.text(p.pos)).is_none()
                || quoted_symbol(p.text(p.pos)).is_some())
        {
            let text = p.text(p.pos);
            let name = quoted_symbol(text).unwrap_or(text).to_string();
            if label_at.contains_key(&name) {
                errors.push(Diagnostic::error(
                    p.span(p.pos),
                    format!("invalid symbol redefinition: '{name}'"),
                ));
            } else {
                label_at.insert(name.clone(), prog.size_bytes());
                prog.labels.push((name.clone(), prog.size_bytes()));
                prog.items.push(Item::Label(name));
            }
            p.pos += 2;
        }
    }

    fn text(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| t.text(self.line))
    }

    fn col(&self, byte: usize) -> u32 {
        let byte = byte.min(self.line.len());
        if self.ascii {
            return byte as u32 + 1;
        }
        self.line[..byte].chars().count() as u32 + 1
    }

    /// Characters in `line[a..b]`.
    fn width(&self, a: usize, b: usize) -> u32 {
        if self.ascii {
            (b - a) as u32
        } else {
            self.line[a..b].chars().count() as u32
        }
    }

    fn span(&self, i: usize) -> Span {
        match self.toks.get(i) {
            Some(t) => Span::new(self.line_no, self.col(t.start), self.width(t.start, t.end)),
            None => Span::new(self.line_no, self.col(self.line.trim_end().len()), 1),
        }
    }

    fn span_from(&self, first: usize) -> Span {
        let last = self.pos.saturating_sub(1).max(first);
        // An ASCII line's columns are byte offsets: the tokens' bytes give the span directly.
        if let (true, Some(a), Some(b)) = (self.ascii, self.toks.get(first), self.toks.get(last)) {
            return Span::new(self.line_no, a.start as u32 + 1, ((b.end - a.start) as u32).max(1));
        }
        let a = self.span(first);
        let b = self.span(last);
        Span::new(self.line_no, a.col, (b.col + b.len).saturating_sub(a.col).max(1))
    }

    fn peek(&self) -> &'a str {
        self.text(self.pos)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn expect(&mut self, s: &str) -> Res<()> {
        // (The token's bytes compared, without slicing the line as a `str`.)
        let at = self
            .toks
            .get(self.pos)
            .map(|t| self.line.as_bytes().get(t.start..t.end));
        if at == Some(Some(s.as_bytes())) {
            self.pos += 1;
            Ok(())
        } else if self.at_end() {
            Err(Diagnostic::error(
                self.span(self.pos),
                "too few operands for instruction",
            ))
        } else {
            Err(Diagnostic::error(self.span(self.pos), format!("expected '{s}'")))
        }
    }

    /// The commas ahead between operands: outside `[…]` and `(…)` (`quad_perm:[0,1,2,3]`).
    fn operand_commas_ahead(&self) -> usize {
        let mut depth = 0usize;
        let mut commas = 0;
        for t in &self.toks[self.pos..] {
            match t.text(self.line) {
                "[" | "(" => depth += 1,
                "]" | ")" => depth = depth.saturating_sub(1),
                "," if depth == 0 => commas += 1,
                _ => {}
            }
        }
        commas
    }

    /// How many commas are left on the line.
    fn commas_ahead(&self) -> usize {
        self.toks[self.pos..]
            .iter()
            .filter(|t| t.text(self.line) == ",")
            .count()
    }

    /// The comma-separated arguments of the parenthesised list at the current `(` (each
    /// argument's tokens joined), with its `)` consumed: `swizzle(QDMode, 1, 2, 3, 0)`,
    /// `hwreg(…)`, `sendmsg(…)`.
    fn paren_args(&mut self) -> Res<Vec<&'a str>> {
        self.expect("(")?;
        let mut args = Vec::new();
        let mut arg_start = self.pos;
        while !self.at_end() && self.peek() != ")" {
            if self.peek() == "," {
                args.push(self.joined(arg_start, self.pos));
                arg_start = self.pos + 1;
            }
            self.pos += 1;
        }
        args.push(self.joined(arg_start, self.pos));
        self.expect(")")?;
        Ok(args)
    }

    /// How many comma-separated entries the `[…]` list at the cursor has.
    fn count_list_entries(&self) -> usize {
        let mut n = 1;
        for t in self.toks[self.pos..].iter() {
            match t.text(self.line) {
                "]" => break,
                "," => n += 1,
                _ => {}
            }
        }
        n
    }

    /// `[0,1,…]` with `n` entries of 0 or 1 → bit mask (entry i = bit i).
    fn bit_list(&mut self, n: usize, start: usize) -> Res<u32> {
        let bad = |s: &Self| Diagnostic::error(s.span_from(start), "invalid op_sel operand");
        self.expect("[")?;
        let mut bits = 0u32;
        for i in 0..n {
            if i > 0 {
                self.expect(",")?;
            }
            match self.peek() {
                "0" => {}
                "1" => bits |= 1 << i,
                _ => return Err(bad(self)),
            }
            self.pos += 1;
        }
        if self.peek() != "]" {
            return Err(bad(self));
        }
        self.pos += 1;
        Ok(bits)
    }

    /// The source text from token `a` up to (not including) token `b`, trimmed.
    fn joined(&self, a: usize, b: usize) -> &'a str {
        if a >= b {
            return "";
        }
        let (s, e) = (self.toks[a].start, self.toks[b - 1].end);
        self.line[s..e].trim()
    }
}
