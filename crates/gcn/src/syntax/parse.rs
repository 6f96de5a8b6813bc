//! Assembly text → [`Program`], accepting what llvm-mc accepts for these instructions and
//! reporting every error with its line, column and a caret.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use super::lex::{tokenize, Token, TokenKind};
use crate::decode;
use crate::isa::arch::Arch;
use crate::isa::dpp;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Inst, Sdwa};
use crate::isa::operand::Ty;
use crate::isa::operand::{
    inline_code, parse_agpr_name, parse_scalar_name, parse_vgpr_name, INLINE_F64, LDS_DIRECT, LITERAL, M0, NULL,
    VCC_LO, VGPR0,
};
use crate::isa::table::{flags, Kind, Op, Operand, Row, Slot};

/// The value of the text llvm-mc prints for the inline constant 1/(2*pi) in 32-bit and
/// 16-bit operands.
const INLINE_F32_TEXT_VALUE: f64 = 0.15915494;
use crate::program::{Item, Program};
use crate::syntax::directive::{CondEnv, Directives, MAX_PADDING};
use crate::syntax::expr::{ExprParser, Symbols};
use crate::syntax::imm;
use crate::syntax::macros::Expander;
use crate::syntax::print::ImmSource;

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
    let mut errors = Vec::new();
    // Branches whose target is a label, resolved once every label is known.
    // Branches to labels: instruction, label, and the error placed where the branch is
    // (`<instantiation>` inside an expansion) with the message still to set.
    let mut fixups: Vec<(usize, String, Diagnostic)> = Vec::new();
    // Code-object directives: `.amdhsa_kernel` blocks, symbols, `.amdgpu_metadata` (YAML).
    let mut dirs = Directives::new(arch);
    // Each label's address, for linear-time redefinition checks and branch fixups.
    let mut label_at: BTreeMap<String, u32> = BTreeMap::new();
    // `.rept`, `.macro`, `.if`… expanded line by line (conditions see the symbols so far).
    let mut lines = Expander::new(source);
    // The errors before this index are placed (errors of an expanded line are moved to
    // `<instantiation>` once the line is done).
    let mut placed = 0;
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
        let (line, line_no) = (sl.text.as_str(), sl.line_no);
        if dirs.metadata_line(line, line_no) {
            continue;
        }
        let mut p = LineParser {
            arch,
            line,
            line_no,
            toks: tokenize(line),
            pos: 0,
            ds_seen: [false; 3],
            ascii: line.is_ascii(),
            symbols: None,
        };
        if p.toks.last().is_some_and(|t| t.kind == TokenKind::Comment) {
            p.toks.pop();
        }
        if dirs.in_block() {
            dirs.kernel_line(line, line_no, &p.toks, &mut errors);
            continue;
        }
        // Label definitions: `name:` (several may share a line, an instruction may follow).
        // (Compiler-generated local labels start with a dot: `.LBB0_2:`.)
        // A quoted name (`"a b":`) is a label as llvm-mc reads it.
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
        if p.pos >= p.toks.len() {
            continue;
        }
        if p.toks[p.pos].kind == TokenKind::Directive {
            // Code-object directives become data; the others carry nothing the emulator uses.
            if let Err(e) = dirs.directive(line, line_no, &p.toks, p.pos) {
                errors.push(e);
            }
            if let Some((align, max)) = dirs.align.take() {
                match prog.pad_to(align, max, line_no, MAX_PADDING - dirs.padded) {
                    Some(n) => dirs.padded += n,
                    None => errors.push(Diagnostic::error(
                        p.span(p.pos),
                        format!("alignment padding exceeds the limit of {MAX_PADDING} bytes per assembly"),
                    )),
                }
            }
            if let Some(d) = dirs.data.take() {
                prog.push_data(d.bytes, d.echo, line_no);
            }
            continue;
        }
        // `name = expr` (but not `==`).
        if p.text(p.pos + 1) == "=" && p.text(p.pos + 2) != "=" && p.toks[p.pos].kind == TokenKind::Ident {
            if let Err(e) = dirs.assignment(line, line_no, &p.toks, p.pos) {
                errors.push(e);
            }
            continue;
        }
        // Instructions see the `.set` symbols so far (a separate parser value, so the
        // borrow of the symbol table ends with this line).
        let mut p = LineParser {
            symbols: Some(&dirs.symbols),
            ..p
        };
        match p.instruction(arch) {
            Ok((inst, imm)) => {
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
            Err(e) => {
                dirs.note_failed_operands(&e, line, &p.toks, errors.len());
                errors.push(e);
            }
        }
    }
    prog.finish_data();
    for (idx, name, mut at) in fixups {
        match label_at.get(&name) {
            Some(&target) => {
                let next = prog.pcs[idx] as i64 + prog.insts[idx].size() as i64;
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

/// The bits of `f` in the 32- or 16-bit float format of an operand of type `ty` (bfloat16,
/// f16 for 16-bit and packed-16-bit types, else f32), or `None` when the conversion leaves
/// the format's range as llvm-mc judges it (APFloat overflow or underflow): the value rounds
/// to infinity, or to a denormal or zero that differs from `f` (`1e-50` and `1e-40` are not
/// f32 operands, `1.17549435e-38` rounds up to the smallest normal and is one).
fn narrow_float(f: f64, ty: Ty) -> Option<u32> {
    let (bits, rounded, min_normal) = if ty.half_ty() == Ty::BF16 {
        let h = half::bf16::from_f64(f);
        (h.to_bits().into(), h.to_f64(), half::bf16::MIN_POSITIVE.to_f64())
    } else if ty.is_f16() || ty == Ty::PkF16 {
        let h = half::f16::from_f64(f);
        (h.to_bits().into(), h.to_f64(), half::f16::MIN_POSITIVE.to_f64())
    } else {
        let x = f as f32;
        (x.to_bits(), f64::from(x), f64::from(f32::MIN_POSITIVE))
    };
    let lost = rounded.is_infinite() || (rounded.abs() < min_normal && rounded != f);
    (!lost).then_some(bits)
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
    toks: Vec<Token>,
    pos: usize,
    /// DS `offset`, `offset0`, `offset1` already given on this line.
    ds_seen: [bool; 3],
    /// The line is ASCII: columns are byte offsets (no character counting).
    ascii: bool,
    /// The `.set`/`.equ`/`name = expr` symbols defined so far (for instruction lines).
    symbols: Option<&'a Symbols>,
}

type Res<T> = Result<T, Diagnostic>;

impl<'a> LineParser<'a> {
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
        let a = self.span(first);
        let last = self.pos.saturating_sub(1).max(first);
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
        if self.peek() == s {
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

    fn instruction(&mut self, arch: Arch) -> Res<(Inst, Option<(ImmSource, Span)>)> {
        let mn_tok = self.pos;
        let mnemonic = self.text(mn_tok);
        if self.toks[mn_tok].kind != TokenKind::Ident {
            return Err(Diagnostic::error(self.span(mn_tok), "unknown token in expression"));
        }
        self.pos += 1;
        // `_dpp` selects the DPP form and `_sdwa` the SDWA form (so do DPP controls and SDWA
        // selects after a bare mnemonic).
        let (mnemonic, dpp_forced, sdwa_forced) = split_form_suffix(mnemonic);
        let (base, forced) = split_suffix(mnemonic);
        let forced = if (dpp_forced || sdwa_forced) && forced.is_some() {
            Some(true)
        } else {
            forced
        };
        let op =
            Op::from_name_on(base, arch).ok_or_else(|| Diagnostic::error(self.span(mn_tok), "invalid instruction"))?;
        let row = op.row();
        if row.opcode_on(arch).is_none() {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "instruction not supported on this GPU",
            ));
        }
        if let Some(inst) = self.operand_form_inst(op, mn_tok, dpp_forced || sdwa_forced, forced)? {
            return Ok((inst, None));
        }
        let e32_only = self.check_encoding_suffix(row, forced, mn_tok)?;
        let mut inst = Inst::new(op);
        let mut label = None;
        let mut parsed: [Option<Parsed<'a>>; 3] = [None; 3];
        let mut cmp_dst: Option<(u16, Span)> = None;
        let mut carry_out: Option<(u16, Span)> = None;
        let mut fixed_literal: Option<(u32, Span)> = None;
        // DS data and destination: all VGPRs or all AGPRs (gfx950).
        let mut ds_agpr: Option<bool> = None;
        // A returning flat atomic has its destination only with glc/sc0, and gfx900's LDS
        // loads (`global_load_sshort v0, s[0:1] lds`) have none: count the operands.
        let lds_dma = row.has(flags::FLAT_LDS_DMA) && self.arch == Arch::Gfx900;
        let flat_no_vdst = (row.has(flags::FLAT_RTN) || lds_dma) && {
            let commas = self.commas_ahead();
            let listed = row.operands.iter().filter(|o| o.kind != Kind::FlatOffset).count();
            commas + 1 < listed
        };
        // A MUBUF load's LDS form (`buffer_load_dword off, s[4:7], s1 lds`) has no VDATA.
        let buf_no_vdata =
            (row.has(flags::BUF_LDS) || row.has(flags::BUF_LDS_GFX950)) && row.operand(Slot::Src0).is_some() && {
                let commas = self.commas_ahead();
                let listed = row
                    .operands
                    .iter()
                    .filter(|o| !matches!(o.kind, Kind::BufOffset | Kind::BufFormat))
                    .count();
                commas + 1 < listed
            };
        let first_operand = (flat_no_vdst || buf_no_vdata) as usize;
        let mut flat_addr: Option<(u16, u8, Span)> = None;
        let mut buf_data: Option<(u8, Span)> = None;
        let mut buf_addr: Option<(u16, u8, Span)> = None;
        // MFMA register operands (D, A, B, C): index, width, AGPR, where; checked once the
        // modifiers (the F8F6F4 formats) are known.
        let mut mai_regs: [Option<(u16, u8, bool, Span)>; 4] = [None; 4];
        for (k, o) in row.operands.iter().enumerate() {
            if o.kind == Kind::OptImm16 && self.at_end() {
                break;
            }
            // DS and flat offsets are modifiers, parsed with the others after the operands.
            if matches!(
                o.kind,
                Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset | Kind::BufOffset | Kind::BufFormat
            ) || (o.kind == Kind::FlatVdst && flat_no_vdst)
                || (o.kind == Kind::BufData && buf_no_vdata)
            {
                continue;
            }
            // An SMEM offset may be left out (`s_load_dword s0, s[2:3]`, `…, glc`): 0.
            if o.kind == Kind::SmemOffset && (self.at_end() || (self.peek() == "," && self.text(self.pos + 1) == "glc"))
            {
                if !self.at_end() {
                    self.pos += 1;
                }
                inst.mem |= mem::IMM;
                continue;
            }
            if self.at_end() {
                // llvm-mc points at the instruction when operands are missing.
                return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
            }
            if k > first_operand {
                self.expect(",")?;
                if self.at_end() {
                    return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
                }
            }
            if matches!(o.kind, Kind::Hwreg | Kind::Waitcnt | Kind::Sendmsg | Kind::GprIdx) {
                let value = self.symbolic_imm(o.kind, mn_tok)?;
                if o.slot == Slot::Src1 {
                    if value > 0xff {
                        return Err(Diagnostic::error(
                            self.span(self.pos - 1),
                            "invalid operand for instruction",
                        ));
                    }
                    inst.src[1] = value;
                } else {
                    inst.simm16 = value;
                }
                continue;
            }
            if o.kind == Kind::SmemOffset {
                self.smem_offset(&mut inst, o)?;
                continue;
            }
            let v = self.operand()?;
            let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
            check_operand_shape(&v, o, row, arch, e32_only)?;
            match o.kind {
                // Parsed by `exp` and `interp`.
                Kind::InterpVsrc
                | Kind::InterpParam
                | Kind::InterpAttr
                | Kind::ExpTarget
                | Kind::ExpSrc(_)
                | Kind::MimgData
                | Kind::MimgAddr
                | Kind::MimgRsrc
                | Kind::MimgSamp => return Err(bad()),
                // A VALU scalar destination (v_readlane_b32) cannot be M0.
                Kind::Sdst if row.format.is_valu() && matches!(v.value, Value::Scalar(M0, _)) => return Err(bad()),
                Kind::Sdst => match v.value {
                    Value::Scalar(code, w) if code < 128 && w == o.ty.dwords() => {
                        check_align(code, w, v.span)?;
                        inst.dst = code
                    }
                    // VALU scalar destinations are 8-bit fields (VOP3's and VOP1's VDST).
                    Value::Scalar(code, 1) if row.format.is_valu() && source_register_dst(code, o.ty.dwords()) => {
                        inst.dst = code
                    }
                    _ => return Err(bad()),
                },
                Kind::Vdst => match v.value {
                    Value::Vgpr(i, w) if w == o.ty.dwords() => inst.dst = i,
                    _ => return Err(bad()),
                },
                Kind::CmpDst => match v.value {
                    Value::Scalar(code, 2) if code < 128 => {
                        check_align(code, 2, v.span)?;
                        cmp_dst = Some((code, v.span))
                    }
                    Value::Scalar(code, 1) if source_register_dst(code, 2) => cmp_dst = Some((code, v.span)),
                    _ => return Err(bad()),
                },
                Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => {
                    if matches!(v.value, Value::Vgpr(..)) && o.kind == Kind::Ssrc {
                        return Err(bad());
                    }
                    // Without a VOP3 form, VSRC1 is a VGPR field.
                    if e32_only && o.kind == Kind::Vsrc1 && !matches!(v.value, Value::Vgpr(..)) {
                        return Err(bad());
                    }
                    // Register tuples wider than 64 bits take VGPRs only.
                    if o.ty.dwords() > 2 && !matches!(v.value, Value::Vgpr(..)) {
                        return Err(bad());
                    }
                    if (v.abs || v.neg) && (!o.ty.is_float() || row.has(flags::NO_SRC_MODS)) {
                        return Err(bad());
                    }
                    parsed[src_index(o.slot)] = Some(v);
                }
                Kind::Label => match v.value {
                    Value::Symbol(s) => label = Some((ImmSource::Label(s.to_string()), v.span)),
                    Value::Int(n) if (-32768..=65535).contains(&n) => {
                        inst.simm16 = n as u16;
                        label = Some((ImmSource::Value(n), v.span));
                    }
                    _ => return Err(bad()),
                },
                Kind::CarryOut => match v.value {
                    Value::Scalar(code, 2) if code < 128 => {
                        check_align(code, 2, v.span)?;
                        carry_out = Some((code, v.span))
                    }
                    _ => return Err(bad()),
                },
                // `_e64` carry-in / condition: an SGPR pair (or VCC), no constants.
                Kind::CarryIn => match v.value {
                    Value::Scalar(code, 2) if code < 128 => parsed[2] = Some(v),
                    _ => return Err(bad()),
                },
                Kind::VgprSrc => match v.value {
                    Value::Vgpr(_, w) if w == o.ty.dwords() => parsed[src_index(o.slot)] = Some(v),
                    // `v_readlane_b32`/`v_readfirstlane_b32` read LDS_DIRECT's value on gfx900.
                    Value::Scalar(LDS_DIRECT, 1) if row.reads_lds_direct() => {
                        if arch == Arch::Gfx950 {
                            return Err(Diagnostic::error(v.span, "lds_direct is not supported on this GPU"));
                        }
                        parsed[0] = Some(v)
                    }
                    _ => return Err(bad()),
                },
                // Registers and the `src_*` specials, no constants.
                Kind::Sreg => match v.value {
                    Value::Scalar(code, w)
                        if (code < 128 && w == o.ty.dwords())
                            || ((251..=253).contains(&code) && o.ty.dwords() == 1) =>
                    {
                        parsed[src_index(o.slot)] = Some(v)
                    }
                    _ => return Err(bad()),
                },
                Kind::LitK | Kind::Lit32 => {
                    let bits = fixed_literal_bits(v.value, o).ok_or_else(bad)?;
                    fixed_literal = Some((bits, v.span));
                }
                Kind::Hwreg | Kind::Waitcnt | Kind::Sendmsg | Kind::GprIdx | Kind::SmemOffset => {
                    unreachable!("handled above")
                }
                Kind::Sdata | Kind::Sbase => {
                    let code = smem_register(&v, o)?;
                    if o.kind == Kind::Sdata {
                        inst.dst = code;
                    } else {
                        inst.src[0] = code;
                    }
                }
                Kind::DsVdst | Kind::DsData => {
                    let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                    if w != o.ty.dwords() || ds_agpr.is_some_and(|a| a != agpr) {
                        return Err(bad());
                    }
                    ds_agpr = Some(agpr);
                    match o.slot {
                        Slot::Dst => inst.dst = i,
                        slot => inst.src[src_index(slot)] = VGPR0 + i,
                    }
                }
                Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset => unreachable!("handled above"),
                Kind::FlatVdst | Kind::FlatData => {
                    let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                    if w != o.ty.dwords() || ds_agpr.is_some_and(|a| a != agpr) {
                        return Err(bad());
                    }
                    ds_agpr = Some(agpr);
                    if o.kind == Kind::FlatVdst {
                        inst.dst = i;
                    } else {
                        inst.src[1] = VGPR0 + i;
                    }
                }
                Kind::FlatAddr => match v.value {
                    Value::Vgpr(i, w) => flat_addr = Some((i, w, v.span)),
                    Value::Symbol("off") if row.format == Format::FlatScratch => inst.src[0] = 128,
                    _ => return Err(bad()),
                },
                Kind::FlatSaddr => inst.soffset = flat_saddr(&v, o, row)?,
                Kind::BufOffset | Kind::BufFormat => unreachable!("handled above"),
                Kind::BufData => {
                    let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                    // One more register with gfx900's `tfe` (checked with the modifiers).
                    if w != o.ty.dwords() && !(arch == Arch::Gfx900 && o.slot == Slot::Dst && w == o.ty.dwords() + 1) {
                        return Err(bad());
                    }
                    if agpr {
                        inst.mem |= mem::ACC;
                    }
                    buf_data = Some((w, v.span));
                    if o.slot == Slot::Dst {
                        inst.dst = i;
                    } else {
                        inst.src[1] = VGPR0 + i;
                    }
                }
                Kind::BufAddr => match v.value {
                    Value::Vgpr(i, w) if w <= 2 => buf_addr = Some((i, w, v.span)),
                    Value::Symbol("off") => inst.src[0] = 128,
                    _ => return Err(bad()),
                },
                Kind::BufRsrc => match v.value {
                    Value::Scalar(code, 4) if code < 128 => match decode::smem_tuple(code, 4, false) {
                        Some(c) if c == code => inst.src[2] = code,
                        Some(_) => return Err(Diagnostic::error(v.span, "invalid register alignment")),
                        None => return Err(bad()),
                    },
                    _ => return Err(bad()),
                },
                Kind::BufSoffset => {
                    // An SGPR, M0, `null`, a `src_*` special or an inline constant; no literal.
                    let mut literal = None;
                    match v.value {
                        Value::Vgpr(..) | Value::Agpr(..) | Value::Symbol(_) => return Err(bad()),
                        Value::Scalar(LDS_DIRECT, _) => return Err(bad()),
                        _ => {}
                    }
                    let code = self.source_code(v, o, &mut literal)?;
                    if code == LITERAL || v.lit {
                        return Err(bad());
                    }
                    inst.soffset = code;
                }
                Kind::Imm7 => match v.value {
                    Value::Int(n) if (-32768..=65535).contains(&n) => {
                        inst.simm16 = n as u16 & 0x7f;
                        label = Some((ImmSource::Value(n), v.span));
                    }
                    _ => return Err(bad()),
                },
                Kind::MaiDst(_) | Kind::MaiSrc(_) | Kind::MaiSrcC(_) => {
                    let k = match o.slot {
                        Slot::Dst => 0,
                        slot => 1 + src_index(slot),
                    };
                    match v.value {
                        Value::Vgpr(i, w) => mai_regs[k] = Some((i, w, false, v.span)),
                        Value::Agpr(i, w) => mai_regs[k] = Some((i, w, true, v.span)),
                        // C may be an inline constant (checked with the other sources below).
                        Value::Int(_) | Value::Float(_) if k == 3 && !v.lit => parsed[2] = Some(v),
                        _ => return Err(bad()),
                    }
                }
                Kind::MaiScale => match v.value {
                    Value::Vgpr(i, 1) => inst.mai.scale[(o.slot == Slot::ScaleB) as usize] = VGPR0 + i,
                    _ => return Err(bad()),
                },
                Kind::AgprDst => match v.value {
                    Value::Agpr(i, 1) => inst.dst = i,
                    _ => return Err(bad()),
                },
                Kind::AgprSrc => match v.value {
                    Value::Agpr(i, 1) => inst.src[src_index(o.slot)] = VGPR0 + i,
                    _ => return Err(bad()),
                },
                Kind::Imm16 | Kind::OptImm16 => match v.value {
                    Value::Int(n)
                        if (-32768..=65535).contains(&n)
                            && !(n < 0
                                && row.format == Format::Sopk
                                && row.operand(Slot::Dst).is_some_and(|d| d.ty == Ty::U32)) =>
                    {
                        inst.simm16 = n as u16;
                        label = Some((ImmSource::Value(n), v.span));
                    }
                    _ => return Err(bad()),
                },
            }
        }
        // Trailing modifiers.
        let mut e64_only = false;
        let mut dpp: Option<crate::isa::inst::Dpp> = dpp_forced.then_some(crate::isa::inst::Dpp::DEFAULT);
        // llvm-mc takes the DPP operands in one order, each once: the control, row_mask,
        // bank_mask, bound_ctrl (0 = none seen yet).
        let mut dpp_stage = 0u8;
        let mut sdwa: Option<Sdwa> = sdwa_forced.then_some(Sdwa::DEFAULT);
        // llvm-mc takes SDWA's operands in one order too: clamp, the output modifier,
        // dst_sel, dst_unused, src0_sel, src1_sel; the first out of order is remembered.
        let mut sdwa_stage = 0u8;
        // An output modifier was given (`mul:1` leaves omod 0): llvm-mc takes one.
        let mut omod_seen = false;
        let mut sdwa_misorder: Option<Span> = None;
        let mut op_sel_span: Option<Span> = None;
        let mut bitop3_seen = false;
        let mut vop3p_hi: Option<u8> = None;
        // Which MAI modifier group was last given (see `mai_modifier`).
        let mut mai_stage = 0u8;
        let mut vop3p_neg = (0u8, 0u8);
        // Buffer modifiers come in llvm-mc's order (see `buffer_modifier`).
        let mut buf_stage = 0u8;
        if row.format == Format::Mtbuf {
            inst.simm16 = crate::syntax::print::BUF_DEFAULT_FORMAT;
        }
        while !self.at_end() {
            let t = self.pos;
            let word = self.peek();
            let lower = word.to_ascii_lowercase();
            let takes = |f: u64| row.has(f) && row.format.is_valu();
            match lower.as_str() {
                // Cache-policy bits are lower case only (llvm-mc rejects `GLC`).
                "glc" if word == "glc" && row.has(flags::SMEM_GLC) => {
                    if inst.mem & mem::GLC != 0 {
                        return Err(Diagnostic::error(self.span(t), "duplicate cache policy modifier"));
                    }
                    self.pos += 1;
                    inst.mem |= mem::GLC;
                    continue;
                }
                "offset" | "offset0" | "offset1" if row.format == Format::Ds => {
                    self.ds_offset(&mut inst, row, t)?;
                    continue;
                }
                "offset" if row.format.is_flat() => {
                    self.flat_offset(&mut inst, row, t)?;
                    continue;
                }
                "format" | "idxen" | "offen" | "offset" | "glc" | "slc" | "sc0" | "sc1" | "nt" | "lds" | "tfe"
                    if row.format.is_buffer() =>
                {
                    self.buffer_modifier(&mut inst, row, &mut buf_stage)?;
                    continue;
                }
                // gfx900's LDS loads: `lds` exactly when there is no destination.
                "lds" if word == "lds" && lds_dma && flat_no_vdst && inst.mem & mem::LDS == 0 => {
                    inst.mem |= mem::LDS;
                    self.pos += 1;
                    continue;
                }
                "glc" | "slc" | "sc0" | "sc1" | "nt" if row.format.is_flat() => {
                    self.flat_cache_policy(&mut inst, word, t)?;
                    continue;
                }
                "gds" if word == "gds" && row.format == Format::Ds => {
                    self.ds_gds(&mut inst, row, t)?;
                    continue;
                }
                // MAI modifiers, lower case, in llvm-mc's order: the scale forms' op_sel and
                // op_sel_hi, then cbsz, abid, and blgp (or the F64 rows' neg).
                "op_sel" | "op_sel_hi" | "cbsz" | "abid" | "blgp" | "neg"
                    if row.format == Format::Vop3pMai && word == lower =>
                {
                    self.mai_modifier(&mut inst, row, &mut mai_stage, t)?;
                    continue;
                }
                "op_sel" | "op_sel_hi" | "neg_lo" | "neg_hi" if row.format == Format::Vop3p => {
                    self.vop3p_modifier(&mut inst, row, &lower, t, &mut vop3p_hi, &mut vop3p_neg)?;
                    continue;
                }
                "quad_perm" | "row_shl" | "row_shr" | "row_ror" | "wave_shl" | "wave_rol" | "wave_shr" | "wave_ror"
                | "row_mirror" | "row_half_mirror" | "row_bcast" | "row_newbcast" | "row_mask" | "bank_mask"
                | "bound_ctrl"
                    if matches!(row.format, Format::Vop1 | Format::Vop2) =>
                {
                    let d = dpp.get_or_insert(crate::isa::inst::Dpp::DEFAULT);
                    self.dpp_control(d, &mut dpp_stage, &lower, t)?;
                    continue;
                }
                "dst_sel" | "dst_unused" | "src0_sel" | "src1_sel"
                    if matches!(row.format, Format::Vop1 | Format::Vop2 | Format::Vopc) =>
                {
                    self.sdwa_select(row, sdwa.get_or_insert(Sdwa::DEFAULT), &mut sdwa_stage, word, &lower, t)?;
                    continue;
                }
                // SDWA has clamp for every VOP1/VOP2 instruction: where only SDWA has it,
                // `clamp` selects that form (as llvm-mc does).
                "clamp"
                    if takes(flags::CLAMP)
                        || (row.has_sdwa() && matches!(row.format, Format::Vop1 | Format::Vop2) && dpp.is_none()) =>
                {
                    if inst.clamp {
                        return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
                    }
                    note_sdwa_order(&mut sdwa_stage, &mut sdwa_misorder, 1, self.span(t));
                    self.pos += 1;
                    inst.clamp = true;
                    if !takes(flags::CLAMP) {
                        sdwa.get_or_insert(Sdwa::DEFAULT);
                        continue;
                    }
                }
                "mul" | "div" if takes(flags::OMOD) => {
                    if core::mem::replace(&mut omod_seen, true) {
                        return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
                    }
                    note_sdwa_order(&mut sdwa_stage, &mut sdwa_misorder, 2, self.span(t));
                    inst.omod = self.output_modifier(&lower, t)?;
                }
                // Once, before op_sel (llvm-mc); any value, kept to its low 8 bits.
                "bitop3" if takes(flags::BITOP3) => {
                    if bitop3_seen || op_sel_span.is_some() {
                        return Err(Diagnostic::error(self.span(t), "not a valid operand."));
                    }
                    bitop3_seen = true;
                    self.pos += 1;
                    self.expect(":")?;
                    let vt = self.pos;
                    match self.value()? {
                        Value::Int(n) => inst.set_bitop3(n as u8),
                        _ => return Err(Diagnostic::error(self.span(vt), "expected absolute expression")),
                    }
                }
                "op_sel" if takes(flags::OPSEL) => {
                    op_sel_span = Some(self.span(t));
                    inst.op_sel = self.vop3_op_sel(row, t)?;
                }
                // llvm-mc also takes a comma before an MAI modifier.
                "," if row.format == Format::Vop3pMai
                    && matches!(
                        self.text(t + 1),
                        "op_sel" | "op_sel_hi" | "cbsz" | "abid" | "blgp" | "neg"
                    ) =>
                {
                    self.pos += 1;
                    continue;
                }
                // An extra operand: point at it, not at the comma.
                "," if t + 1 < self.toks.len() => {
                    return Err(Diagnostic::error(self.span(t + 1), "invalid operand for instruction"))
                }
                _ => return Err(Diagnostic::error(self.span(t), "invalid operand for instruction")),
            }
            e64_only = true;
        }
        if row.format.is_buffer() {
            self.check_buffer(&mut inst, row, buf_data, buf_addr, buf_no_vdata, mn_tok)?;
        }
        if row.format.is_flat() {
            self.check_flat(&mut inst, row, flat_addr, flat_no_vdst, ds_agpr, mn_tok)?;
        }
        if row.format == Format::Ds {
            if row.has(flags::DS_GDS_ONLY) && inst.mem & mem::GDS == 0 {
                return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
            }
            if ds_agpr == Some(true) {
                inst.mem |= mem::ACC;
            }
        }
        let literal = self.encode_sources(&mut inst, row, &parsed, fixed_literal, mn_tok)?;
        if row.format == Format::Vop3p {
            apply_vop3p_lists(&mut inst, row, vop3p_hi, vop3p_neg);
        }
        if let Some(d) = sdwa {
            if dpp.is_some() {
                return Err(Diagnostic::error(self.span(mn_tok), "invalid operand for instruction"));
            }
            let form = SdwaForm {
                cmp_dst,
                carry_out,
                literal,
                forced: forced.filter(|_| !sdwa_forced),
                misplaced: sdwa_misorder.or(op_sel_span),
                mnemonic: mn_tok,
                by_clamp: !sdwa_forced && sdwa_stage < 3,
            };
            return self.finish_sdwa(inst, row, d, form, &parsed).map(|i| (i, label));
        }
        if let Some(span) = parsed.iter().flatten().find(|p| p.sext).map(|p| p.span) {
            return Err(Diagnostic::error(span, "not a valid operand."));
        }
        if row.format == Format::Vop3pMai {
            self.finish_mai(&mut inst, row, &mai_regs, parsed[2], literal)?;
            return Ok((inst, label));
        }
        if let Some(d) = dpp {
            if dpp_stage == 0 {
                return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
            }
            return self
                .finish_dpp(inst, row, d, cmp_dst, carry_out, literal, e64_only, forced, mn_tok)
                .map(|i| (i, label));
        }
        if row.format.is_valu() {
            let mut choice = ValuForm {
                forced,
                modifiers: e64_only,
                cmp_dst,
                carry_out,
                literal: if fixed_literal.is_some() { None } else { literal },
                mnemonic: self.span(mn_tok),
            };
            if fixed_literal.is_none() {
                self.fold_src0_modifiers(&mut inst, row, parsed[0], &mut choice)?;
            }
            choose_valu_encoding(&mut inst, row, choice)?;
            check_constant_bus(&inst, row, &parsed)?;
        }
        Ok((inst, label))
    }

    /// Parses a VOP3 `op_sel:[…]` at token `t` into its OP_SEL bits (the destination's is bit 3).
    fn vop3_op_sel(&mut self, row: &Row, t: usize) -> Res<u8> {
        self.pos += 1;
        self.expect(":")?;
        let four = row.has(flags::OPSEL4);
        let n = row.sources();
        // OPSEL4 rows: entry i is bit i for any list of up to four (llvm-mc).
        let entries = if four { self.count_list_entries().min(4) } else { n + 1 };
        let bits = self.bit_list(entries, t)?;
        // Otherwise the last entry is the destination's (bit 3).
        Ok(if four || entries == 4 {
            bits as u8
        } else {
            (bits & ((1 << n) - 1)) as u8 | (((bits >> n) & 1) as u8 * 8)
        })
    }

    /// Parses `mul:N` or `div:N` at token `t` into the OMOD field.
    fn output_modifier(&mut self, lower: &str, t: usize) -> Res<u8> {
        self.pos += 1;
        self.expect(":")?;
        let n = self.text(self.pos);
        self.pos += 1;
        Ok(match (lower, n) {
            ("mul", "1") | ("div", "1") => 0,
            ("mul", "2") => 1,
            ("mul", "4") => 2,
            ("div", "2") => 3,
            _ => return Err(Diagnostic::error(self.span_from(t), "invalid operand for instruction")),
        })
    }

    /// How many commas are left on the line.
    fn commas_ahead(&self) -> usize {
        self.toks[self.pos..]
            .iter()
            .filter(|t| t.text(self.line) == ",")
            .count()
    }

    /// Encodes the parsed sources into `inst` (codes, `neg`/`abs` bits, the literal) and
    /// returns the literal with where it was written.
    fn encode_sources(
        &self,
        inst: &mut Inst,
        row: &Row,
        parsed: &[Option<Parsed<'a>>; 3],
        fixed_literal: Option<(u32, Span)>,
        mn_tok: usize,
    ) -> Res<Option<(u32, Span)>> {
        let nsrc = row.sources();
        let mut literal: Option<(u32, Span)> = fixed_literal;
        for (s, v) in parsed.iter().enumerate().take(nsrc) {
            // DS rows may use source 1 without source 0 (`ds_write_addtid_b32`).
            let (Some(o), Some(v)) = (row.operand(src_slot(s)), *v) else {
                continue;
            };
            inst.src[s] = self.source_code(v, o, &mut literal)?;
            if v.neg {
                inst.neg |= 1 << s;
            }
            if v.abs {
                inst.abs |= 1 << s;
            }
        }
        if row.is_vop3b() && inst.abs != 0 {
            let s = parsed
                .iter()
                .flatten()
                .find(|p| p.abs)
                .map_or(self.span(mn_tok), |p| p.span);
            return Err(Diagnostic::error(s, "ABS not allowed in VOP3B instructions"));
        }
        if row.has(flags::NO_LITERAL) {
            if let Some((_, span)) = literal {
                return Err(Diagnostic::error(span, "invalid operand for instruction"));
            }
        }
        inst.literal = literal.map_or(0, |(l, _)| l);
        Ok(literal)
    }

    /// Parses the MIMG, EXP and interpolation rows, which have their own operand syntax
    /// (`None` for the others); `dpp_sdwa` is a `_dpp`/`_sdwa` suffix, `forced` `_e32`/`_e64`.
    fn operand_form_inst(&mut self, op: Op, mn_tok: usize, dpp_sdwa: bool, forced: Option<bool>) -> Res<Option<Inst>> {
        let row = op.row();
        if row.format == Format::Mimg {
            if dpp_sdwa || forced.is_some() {
                return Err(Diagnostic::error(self.span(mn_tok), "invalid instruction"));
            }
            return self.mimg(op, mn_tok).map(Some);
        }
        if row.format == Format::Exp || row.is_interp() {
            let suffix_ok = match row.format {
                Format::Vintrp => true,
                Format::Exp => forced != Some(true),
                _ => forced != Some(false),
            };
            if dpp_sdwa || !suffix_ok {
                return Err(Diagnostic::error(self.span(mn_tok), "invalid instruction"));
            }
            // llvm-mc takes `exp_e32` and the f16 rows' `_e64`, and drops the suffix.
            let inst = if row.format == Format::Exp {
                self.exp(op)?
            } else {
                self.interp(op, forced)?
            };
            return Ok(Some(inst));
        }
        Ok(None)
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

    /// Checks an `_e32`/`_e64` suffix (`forced`) against the row; returns whether the row
    /// has only its 32-bit form.
    fn check_encoding_suffix(&self, row: &Row, forced: Option<bool>, mn_tok: usize) -> Res<bool> {
        let e32_only = !row.has_e64_form() && matches!(row.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
        match forced {
            Some(true) if e32_only => {
                return Err(Diagnostic::error(
                    self.span(mn_tok),
                    "e64 variant of this instruction is not supported",
                ))
            }
            // llvm-mc takes `_e64` on VOP3P (and MAI) mnemonics and drops it.
            Some(true) if matches!(row.format, Format::Vop3p | Format::Vop3pMai) => {}
            Some(_) if !row.has_e64_form() && !e32_only => {
                return Err(Diagnostic::error(self.span(mn_tok), "invalid instruction"))
            }
            _ => {}
        }
        Ok(e32_only)
    }

    /// Parses a FLAT cache-policy bit (`glc`, `slc`, gfx950's `sc0`, `sc1`, `nt`) at token `t`.
    fn flat_cache_policy(&mut self, inst: &mut Inst, word: &str, t: usize) -> Res<()> {
        // (gfx900's `lds` comes last.)
        let Some(bit) = cache_policy_bit(self.arch, word).filter(|_| inst.mem & mem::LDS == 0) else {
            return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
        };
        if inst.mem & bit != 0 {
            return Err(Diagnostic::error(self.span(t), "duplicate cache policy modifier"));
        }
        inst.mem |= bit;
        self.pos += 1;
        Ok(())
    }

    /// Parses DS's `gds` at token `t` (once; on gfx950 only for the GWS rows).
    fn ds_gds(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        if inst.mem & mem::GDS != 0 || row.has(flags::DS_NO_GDS) {
            return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
        }
        if self.arch == Arch::Gfx950 && !row.has(flags::DS_GDS_ONLY) {
            return Err(Diagnostic::error(
                self.span(t),
                "gds modifier is not supported on this GPU",
            ));
        }
        self.pos += 1;
        inst.mem |= mem::GDS;
        Ok(())
    }

    /// Parses a VOP3P `op_sel`, `op_sel_hi`, `neg_lo` or `neg_hi` list at token `t`: op_sel
    /// into `inst`, the others into `vop3p_hi` and `vop3p_neg` (lo, hi) for later.
    fn vop3p_modifier(
        &mut self,
        inst: &mut Inst,
        row: &Row,
        lower: &str,
        t: usize,
        vop3p_hi: &mut Option<u8>,
        vop3p_neg: &mut (u8, u8),
    ) -> Res<()> {
        if row.has(flags::ACCVGPR) || (row.has(flags::VOP3P_NO_NEG) && lower.starts_with("neg")) {
            return Err(Diagnostic::error(self.span(t), "not a valid operand."));
        }
        let n = row.sources();
        let mix = row.has(flags::VOP3P_MIX);
        let refused = match lower {
            "op_sel" | "op_sel_hi" => row.has(flags::VOP3P_DOT),
            _ => mix,
        };
        if refused {
            return Err(Diagnostic::error(self.span(t), "not a valid operand."));
        }
        self.pos += 1;
        self.expect(":")?;
        // A list may be shorter than the sources (the rest are 0); op_sel may carry a
        // fourth (destination) entry on three-source instructions, which VOP3P ignores.
        let given = self.count_list_entries();
        let max = if lower == "op_sel" { 4 } else { 3 };
        if given > max {
            return Err(Diagnostic::error(self.span(t), "invalid op_sel operand"));
        }
        let bits = (self.bit_list(given, t)? as u8) & ((1u8 << n) - 1);
        match lower {
            "op_sel" => inst.op_sel = bits,
            "op_sel_hi" => *vop3p_hi = Some(bits),
            "neg_lo" => *vop3p_neg = (vop3p_neg.0 | bits, vop3p_neg.1),
            _ => *vop3p_neg = (vop3p_neg.0, vop3p_neg.1 | bits),
        }
        Ok(())
    }

    /// Parses a FLAT/GLOBAL/SCRATCH `offset:N` at token `t` (12-bit unsigned for FLAT,
    /// 13-bit signed otherwise), once.
    fn flat_offset(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        self.pos += 1;
        self.expect(":")?;
        let v = self.value()?;
        let (lo, hi, what) = if row.format == Format::Flat {
            (0, 0xfff, "expected a 12-bit unsigned offset")
        } else {
            (-0x1000, 0xfff, "expected a 13-bit signed offset")
        };
        match v {
            Value::Int(n) if (lo..=hi).contains(&n) && !self.ds_seen[0] => inst.offset = n as u32 & 0x1fff,
            _ => return Err(Diagnostic::error(self.span_from(t), what)),
        }
        self.ds_seen[0] = true;
        Ok(())
    }

    /// Parses one SDWA select (`dst_sel:WORD_1`, `dst_unused:…`, `src0_sel:…`, `src1_sel:…`)
    /// at token `t` into `d`, in llvm-mc's order (`sdwa_stage`: the last operand seen).
    fn sdwa_select(
        &mut self,
        row: &Row,
        d: &mut Sdwa,
        sdwa_stage: &mut u8,
        word: &str,
        lower: &str,
        t: usize,
    ) -> Res<()> {
        let stage = match word {
            "dst_sel" => 3,
            "dst_unused" => 4,
            "src0_sel" => 5,
            _ => 6,
        };
        // Which selects the form has: VOPC has no destination, VOP1 no source 1,
        // the FP8 conversions only source 0's.
        let has = match stage {
            3 | 4 => row.format != Format::Vopc && !row.has(flags::SDWA_SRC_ONLY),
            6 => row.format != Format::Vop1,
            _ => true,
        };
        if !has || stage <= *sdwa_stage || word != lower {
            return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
        }
        *sdwa_stage = stage;
        self.pos += 1;
        self.expect(":")?;
        let vt = self.pos;
        let text = self.text(vt);
        let names: &[&str] = if stage == 4 {
            &Sdwa::UNUSED_NAMES
        } else {
            &Sdwa::SEL_NAMES
        };
        let value = match names.iter().position(|n| *n == text) {
            Some(v) => {
                self.pos += 1;
                v as u8
            }
            None => match self.value() {
                Ok(Value::Int(n)) if (0..names.len() as i64).contains(&n) => n as u8,
                _ => {
                    return Err(Diagnostic::error(self.span(vt), format!("invalid {word} value")));
                }
            },
        };
        match stage {
            3 => d.dst_sel = value,
            4 => d.dst_unused = value,
            5 => d.src_sel[0] = value,
            _ => d.src_sel[1] = value,
        }
        Ok(())
    }

    /// Parses one DPP control (`quad_perm:[…]`, `row_shl:1`, `row_mask:0xf`, …) at token `t`
    /// into `d`, in llvm-mc's order (`dpp_stage`: the last group seen, 0 = none).
    fn dpp_control(&mut self, d: &mut crate::isa::inst::Dpp, dpp_stage: &mut u8, word: &str, t: usize) -> Res<()> {
        let stage = match word {
            "row_mask" => 2,
            "bank_mask" => 3,
            "bound_ctrl" => 4,
            _ => 1,
        };
        if *dpp_stage == 4 {
            return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
        }
        if stage <= *dpp_stage || (stage > 1 && *dpp_stage == 0) {
            return Err(Diagnostic::error(self.span(t), "not a valid operand."));
        }
        *dpp_stage = stage;
        self.pos += 1;
        let bad = |s: &Self| Diagnostic::error(s.span_from(t), "not a valid operand.");
        if word == "quad_perm" {
            self.expect(":")?;
            self.expect("[")?;
            let mut v = 0u16;
            for k in 0..4 {
                if k > 0 {
                    self.expect(",")?;
                }
                match self.value()? {
                    Value::Int(n) if (0..4).contains(&n) => v |= (n as u16) << (2 * k),
                    _ => return Err(Diagnostic::error(self.span_from(t), "expected a 2-bit value")),
                }
            }
            self.expect("]")?;
            d.ctrl = v;
            return Ok(());
        }
        let value = if self.peek() == ":" {
            self.pos += 1;
            match self.value()? {
                Value::Int(n) => Some(n),
                _ => return Err(bad(self)),
            }
        } else {
            None
        };
        match (word, value) {
            ("row_mask", Some(n)) if (0..16).contains(&n) => d.row_mask = n as u8,
            ("bank_mask", Some(n)) if (0..16).contains(&n) => d.bank_mask = n as u8,
            // Both spellings set BOUND_CTRL (llvm-mc prints `bound_ctrl:1`).
            ("bound_ctrl", Some(0 | 1)) => d.bound_ctrl = true,
            ("row_mask" | "bank_mask" | "bound_ctrl", _) => return Err(bad(self)),
            _ => {
                d.ctrl = dpp::ctrl_from_name(word, value)
                    .ok_or_else(|| Diagnostic::error(self.span_from(t), format!("invalid {word} value")))?
            }
        }
        Ok(())
    }

    /// Applies `neg`/`abs` written on an immediate first source to the value itself when the
    /// instruction then fits its 32-bit form, as llvm-mc does: `v_add_f32 v0, neg(1.0), v1`
    /// is `v_add_f32_e32 v0, -1.0, v1`, `neg(3.0)` the literal 0xc0400000. (64-bit integer
    /// sources keep the modifier.)
    fn fold_src0_modifiers(&self, inst: &mut Inst, row: &Row, p: Option<Parsed<'a>>, f: &mut ValuForm) -> Res<()> {
        let (Some(p), Some(o)) = (p, row.operand(Slot::Src0)) else {
            return Ok(());
        };
        let Some(value) = apply_fp_modifiers(&p, o.ty) else {
            return Ok(());
        };
        let mut t = *inst;
        t.neg &= !1;
        t.abs &= !1;
        if f.forced == Some(true) || !row.has_e64_form() || !e32_fits(&t, row, f) {
            return Ok(());
        }
        let mut literal = None;
        let folded = Parsed {
            value,
            neg: false,
            abs: false,
            ..p
        };
        t.src[0] = self.source_code(folded, o, &mut literal)?;
        t.literal = literal.map_or(0, |(l, _)| l);
        f.literal = literal;
        *inst = t;
        Ok(())
    }

    /// Completes a DPP instruction: a form the row has on this architecture, VGPR sources, no
    /// literal or VOP3 modifiers, VCC as the carry, a control the row may use.
    #[allow(clippy::too_many_arguments)]
    fn finish_dpp(
        &self,
        mut inst: Inst,
        row: &Row,
        d: crate::isa::inst::Dpp,
        cmp_dst: Option<(u16, Span)>,
        carry_out: Option<(u16, Span)>,
        literal: Option<(u32, Span)>,
        e64_modifiers: bool,
        forced: Option<bool>,
        mn_tok: usize,
    ) -> Res<Inst> {
        let at = self.span(mn_tok);
        if !row.has_dpp(self.arch) {
            return Err(Diagnostic::error(
                at,
                "dpp variant of this instruction is not supported",
            ));
        }
        if forced.is_some() || e64_modifiers || cmp_dst.is_some() {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        if let Some((_, span)) = literal {
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        if let Some((c, span)) = carry_out {
            if c != VCC_LO {
                return Err(Diagnostic::error(span, "invalid operand for instruction"));
            }
            inst.sdst = c;
        }
        let carry_in_ok = row
            .operand(Slot::Src2)
            .is_none_or(|o| o.kind != Kind::CarryIn || inst.src[2] == VCC_LO);
        let vgprs = inst.src[0] >= VGPR0 && row.operand(Slot::Src1).is_none_or(|_| inst.src[1] >= VGPR0);
        if !carry_in_ok || !vgprs {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        if !dpp::valid_ctrl(d.ctrl, self.arch, row.has_wide_dpp_operand()) {
            return Err(Diagnostic::error(at, "DP ALU dpp only supports row_newbcast"));
        }
        inst.vop3 = false;
        inst.dpp = Some(d);
        Ok(inst)
    }

    /// Completes an SDWA instruction: a row with the form, no literal or VOP3-only modifiers,
    /// VCC as the carry, a VOPC destination that is VCC or an aligned SGPR pair, the
    /// constant-bus limit, no clamp on VOPC.
    fn finish_sdwa(
        &self,
        mut inst: Inst,
        row: &Row,
        d: Sdwa,
        form: SdwaForm,
        parsed: &[Option<Parsed<'a>>; 3],
    ) -> Res<Inst> {
        let at = self.span(form.mnemonic);
        if !matches!(row.format, Format::Vop1 | Format::Vop2 | Format::Vopc) {
            return Err(Diagnostic::error(at, "invalid instruction"));
        }
        if !row.has_sdwa() || row.operands.is_empty() {
            return Err(Diagnostic::error(
                at,
                "sdwa variant of this instruction is not supported",
            ));
        }
        if form.forced.is_some() {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        if let Some(span) = form.misplaced {
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        if let Some((_, span)) = form.literal {
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        if let Some(span) = sdwa_int16_inv_2pi(&inst, row, parsed) {
            return Err(if form.by_clamp {
                Diagnostic::error(at, "operands are not valid for this GPU or mode")
            } else {
                Diagnostic::error(span, "invalid operand for instruction")
            });
        }
        if let Some((c, span)) = form.carry_out {
            if c != VCC_LO {
                return Err(Diagnostic::error(span, "invalid operand for instruction"));
            }
            inst.sdst = c;
        }
        if row.operand(Slot::Src2).is_some_and(|o| o.kind == Kind::CarryIn) && inst.src[2] != VCC_LO {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        if row.format == Format::Vopc {
            if inst.clamp {
                return Err(Diagnostic::error(at, "operands are not valid for this GPU or mode"));
            }
            // SDWA's SDST field has 7 bits: no source register there.
            if let Some((_, span)) = form.cmp_dst.filter(|(c, _)| *c >= 128) {
                return Err(Diagnostic::error(span, "invalid operand for instruction"));
            }
            inst.dst = form.cmp_dst.map_or(VCC_LO, |(c, _)| c);
        } else if form.cmp_dst.is_some() {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        // The output modifier exists for float results only (llvm-mc's HasSDWAOMod).
        if inst.omod != 0 && !row.sdwa_float_result() {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        let mut d = d;
        if row.has(flags::SDWA_SRC_ONLY) {
            d.dst_unused = 0;
        }
        for (s, p) in parsed.iter().enumerate() {
            if let Some(p) = p.filter(|p| p.sext) {
                // The FP8 conversions read a byte or word of an FP8 pair: no sign extension.
                if row.has(flags::SDWA_SRC_ONLY) {
                    return Err(Diagnostic::error(p.span, "not a valid operand."));
                }
                d.sext |= 1 << s;
            }
        }
        inst.vop3 = false;
        inst.sdwa = Some(d);
        check_constant_bus(&inst, row, parsed)?;
        Ok(inst)
    }

    /// `image_* vdata, vaddr, srsrc[, ssamp]` and the modifiers in llvm-mc 22's order (`dmask:N`,
    /// `unorm`, `glc`, `slc`, `a16`, `tfe`, `lwe`, `da`, `d16`, each once; a comma may come
    /// before each). The address takes the widths llvm-mc accepts for the opcode; the data width
    /// must match DMASK, `d16` and `tfe`; gathers want one DMASK bit, atomics DMASK 0x1, 0x3 or
    /// 0xf. DMASK is kept as written (llvm-mc echoes `dmask:0x1f`) and encoded in 4 bits.
    fn mimg(&mut self, op: Op, mn_tok: usize) -> Res<Inst> {
        use crate::isa::inst::mimg;
        let row = op.row();
        let mut inst = Inst::new(op);
        let invalid = |s: &Self, t: usize| Diagnostic::error(s.span(t), "invalid operand for instruction");
        let t = self.pos;
        let (data, data_w) = match self.value()? {
            Value::Vgpr(n, w) => (n, w),
            _ => return Err(invalid(self, t)),
        };
        if row.operand(Slot::Dst).is_some() {
            inst.dst = data;
        } else {
            inst.src[1] = VGPR0 + data;
        }
        self.expect(",")?;
        let t = self.pos;
        match self.value()? {
            Value::Vgpr(n, w)
                if (1..=16).contains(&w) && crate::isa::table::mimg_address_widths(op).1 >> (w - 1) & 1 == 1 =>
            {
                inst.src[0] = VGPR0 + n;
                inst.sdst = w as u16;
            }
            _ => return Err(invalid(self, t)),
        }
        self.expect(",")?;
        let t = self.pos;
        match self.value()? {
            Value::Scalar(c, 8) if c % 4 == 0 && matches!(c, 0..=92 | 108..=116) => inst.src[2] = c,
            _ => return Err(invalid(self, t)),
        }
        if row.operand(Slot::Saddr).is_some() {
            self.expect(",")?;
            let t = self.pos;
            match self.value()? {
                Value::Scalar(c, 4) if c % 4 == 0 && matches!(c, 0..=96 | 108..=120) => inst.soffset = c,
                _ => return Err(invalid(self, t)),
            }
        }
        let mut stage = 0;
        while !self.at_end() {
            // llvm-mc takes a comma before each modifier.
            if self.peek() == "," {
                self.pos += 1;
            }
            let t = self.pos;
            let (next, flag, bit) = match self.peek() {
                "dmask" => (1, 0, 0),
                "unorm" => (2, mimg::UNORM, 0),
                "glc" => (3, 0, mem::GLC),
                "slc" => (4, 0, mem::SLC),
                "a16" => (5, mimg::A16, 0),
                "tfe" => (6, 0, mem::TFE),
                "lwe" => (7, mimg::LWE, 0),
                "da" => (8, mimg::DA, 0),
                "d16" if !row.has(flags::MIMG_NO_D16) => (9, mimg::D16, 0),
                _ => return Err(invalid(self, t)),
            };
            if next <= stage {
                return Err(invalid(self, t));
            }
            stage = next;
            self.pos += 1;
            inst.offset |= flag;
            inst.mem |= bit;
            if next == 1 {
                self.expect(":")?;
                match self.value()? {
                    // Kept as written (llvm-mc echoes it); only the low 4 bits are encoded.
                    Value::Int(n) if (0..=0xffff).contains(&n) => inst.simm16 = n as u16,
                    _ => return Err(invalid(self, t)),
                }
            }
        }
        let dmask_bits = (inst.simm16 & 0xf).count_ones();
        if row.has(flags::MIMG_ATOMIC) && !matches!(inst.simm16 & 0xf, 1 | 3 | 0xf) {
            return Err(Diagnostic::error(self.span(mn_tok), "invalid atomic image dmask"));
        }
        if row.has(flags::MIMG_GATHER) && dmask_bits != 1 {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "invalid image_gather dmask: only one bit must be set",
            ));
        }
        let tfe = (inst.mem & mem::TFE != 0) as u8;
        let want = if row.has(flags::MIMG_ATOMIC) {
            dmask_bits as u8 + tfe
        } else {
            inst.mimg_data_dwords(false)
        };
        // The data register classes llvm-mc has: atomics 1-3 (cmpswap 2-5); a d16 gather with
        // `tfe` has none.
        let cmpswap = row.operand(Slot::Src1).is_some_and(|o| o.ty.dwords() == 2);
        let class = if row.has(flags::MIMG_ATOMIC) {
            if cmpswap {
                (2..=5).contains(&data_w)
            } else {
                (1..=3).contains(&data_w)
            }
        } else {
            !(row.has(flags::MIMG_GATHER) && inst.offset & mimg::D16 != 0 && tfe == 1)
        };
        if !class {
            return Err(Diagnostic::error(self.span(mn_tok), "invalid operand for instruction"));
        }
        if data_w != want {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "image data size does not match dmask, d16 and tfe",
            ));
        }
        Ok(inst)
    }

    /// `exp <target> <src0>, <src1>, <src2>, <src3> [done] [compr] [vm]` as llvm-mc 22 takes it:
    /// the commas are optional, each source a VGPR or `off`, the modifiers in that order and
    /// each once. With `compr` only sources 0 and 2 are encoded (VSRC0, VSRC1), each enabling
    /// two EN bits.
    fn exp(&mut self, op: Op) -> Res<Inst> {
        let mut inst = Inst::new(op);
        let invalid = |s: &Self, t: usize| Diagnostic::error(s.span(t), "invalid operand for instruction");
        if self.at_end() {
            return Err(Diagnostic::error(
                self.span(self.pos),
                "too few operands for instruction",
            ));
        }
        let t = self.pos;
        inst.simm16 = exp_target(self.peek()).ok_or_else(|| Diagnostic::error(self.span(t), "invalid exp target"))?;
        self.pos += 1;
        let mut srcs = [None; 4];
        for src in &mut srcs {
            if self.peek() == "," {
                self.pos += 1;
            }
            if self.at_end() {
                return Err(Diagnostic::error(
                    self.span(self.pos),
                    "too few operands for instruction",
                ));
            }
            let vt = self.pos;
            match self.value() {
                Ok(Value::Vgpr(n, 1)) => *src = Some(n as u32),
                Ok(Value::Symbol("off")) => {}
                _ => return Err(invalid(self, vt)),
            }
        }
        let mut stage = 0;
        while !self.at_end() {
            let t = self.pos;
            let (n, bit) = match self.peek() {
                "done" => (1, mem::DONE),
                "compr" => (2, mem::COMPR),
                "vm" => (3, mem::VM),
                _ => return Err(invalid(self, t)),
            };
            if n <= stage {
                return Err(invalid(self, t));
            }
            stage = n;
            inst.mem |= bit;
            self.pos += 1;
        }
        if inst.mem & mem::COMPR != 0 {
            for (k, src) in [srcs[0], srcs[2]].into_iter().enumerate() {
                if let Some(v) = src {
                    inst.offset |= 3 << (2 * k);
                    inst.literal |= v << (8 * k);
                }
            }
        } else {
            for (k, src) in srcs.into_iter().enumerate() {
                if let Some(v) = src {
                    inst.offset |= 1 << k;
                    inst.literal |= v << (8 * k);
                }
            }
        }
        Ok(inst)
    }

    /// An interpolation instruction: `vdst, vsrc (or p10/p20/p0), attrN.c[, vsrc2]`, then
    /// `high` (f16 rows, first), `clamp`, `mul:N`/`div:2` and the f16-result rows' four-entry
    /// `op_sel`. VINTRP rows take the VOP3 encoding (`_e64`) when asked or when a VOP3-only
    /// modifier is written, as llvm-mc 22 does.
    fn interp(&mut self, op: Op, forced: Option<bool>) -> Res<Inst> {
        let row = op.row();
        let mut inst = Inst::new(op);
        let f16 = row.format == Format::Vop3a;
        let param = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam);
        let invalid = |s: &Self, t: usize| Diagnostic::error(s.span(t), "invalid operand for instruction");
        let vgpr = |s: &mut Self, bit: u8, inst: &mut Inst| -> Res<u16> {
            let t = s.pos;
            let p = s.operand()?;
            match p.value {
                Value::Vgpr(n, 1) if !p.lit && !p.sext && (bit != 0 || !(p.neg || p.abs)) => {
                    inst.neg |= (p.neg as u8) << bit;
                    inst.abs |= (p.abs as u8) << bit;
                    Ok(n)
                }
                _ => Err(invalid(s, t)),
            }
        };
        inst.dst = vgpr(self, 0, &mut inst)?;
        self.expect(",")?;
        if param {
            let t = self.pos;
            match self.value() {
                Ok(Value::Symbol(name)) if crate::syntax::print::INTERP_PARAMS.contains(&name) => {
                    inst.src[0] = crate::syntax::print::INTERP_PARAMS
                        .iter()
                        .position(|&p| p == name)
                        .unwrap_or(0) as u16;
                }
                _ => return Err(Diagnostic::error(self.span(t), "invalid interpolation slot")),
            }
        } else {
            inst.src[0] = VGPR0 + vgpr(self, 1, &mut inst)?;
        }
        self.expect(",")?;
        let t = self.pos;
        inst.simm16 = interp_attr(self.peek())
            .ok_or_else(|| Diagnostic::error(self.span(t), "invalid interpolation attribute"))?;
        self.pos += 1;
        if row.operand(Slot::Src2).is_some() {
            self.expect(",")?;
            inst.src[2] = VGPR0 + vgpr(self, 2, &mut inst)?;
        }
        // llvm-mc's order: `high`, `clamp`, the output modifier, `op_sel` (each once).
        let mut stage = 0;
        while !self.at_end() {
            let t = self.pos;
            let next = match self.peek() {
                "high" if f16 => 1,
                "clamp" => 2,
                "mul" | "div" if row.has(flags::OMOD) => 3,
                "op_sel" if row.has(flags::OPSEL) => 4,
                _ => return Err(invalid(self, t)),
            };
            if next <= stage {
                return Err(invalid(self, t));
            }
            stage = next;
            let w = self.peek();
            self.pos += 1;
            match next {
                1 => inst.simm16 |= 0x100,
                2 => inst.clamp = true,
                3 => {
                    self.expect(":")?;
                    inst.omod = match (w, self.peek()) {
                        ("mul", "1") | ("div", "1") => 0,
                        ("mul", "2") => 1,
                        ("mul", "4") => 2,
                        ("div", "2") => 3,
                        _ => return Err(invalid(self, t)),
                    };
                    self.pos += 1;
                }
                _ => {
                    // One to four entries; source 1's bit is dropped (llvm-mc 22).
                    self.expect(":")?;
                    let n = self.count_list_entries();
                    if !(1..=4).contains(&n) {
                        return Err(invalid(self, t));
                    }
                    inst.op_sel = (self.bit_list(n, t)? & 0xd) as u8;
                }
            }
        }
        if !f16 {
            let needs_vop3 = inst.clamp || inst.omod != 0 || inst.neg | inst.abs != 0;
            inst.vop3 = match forced {
                Some(false) if needs_vop3 => {
                    return Err(Diagnostic::error(
                        self.span(self.pos),
                        "invalid operand for instruction",
                    ))
                }
                Some(v) => v,
                None => needs_vop3,
            };
        }
        Ok(inst)
    }

    /// One buffer modifier at the cursor. llvm-mc takes them in one order: MTBUF's `format:`,
    /// `idxen`, `offen`, `offset:N` (`buffer_store_lds_dword`'s `lds`), the cache bits (`glc slc`
    /// on gfx900, `sc0 sc1 nt` on gfx950, in any order, each once), `lds`, `tfe`. `stage` is the
    /// last one seen.
    fn buffer_modifier(&mut self, inst: &mut Inst, row: &Row, stage: &mut u8) -> Res<()> {
        let t = self.pos;
        let word = self.peek();
        let invalid = |s: &Self| Diagnostic::error(s.span(t), "invalid operand for instruction");
        let store_lds = row.operand(Slot::Src0).is_none() && !row.operands.is_empty();
        let gfx950 = self.arch == Arch::Gfx950;
        let (next, bit) = match word {
            "format" if row.format == Format::Mtbuf => (1, 0),
            "idxen" => (2, mem::IDXEN),
            "offen" => (3, mem::OFFEN),
            "offset" => (4, 0),
            "lds" if store_lds => (5, mem::LDS),
            "glc" | "slc" | "sc0" | "nt" | "sc1" => match cache_policy_bit(self.arch, word) {
                Some(bit) => (6, bit),
                None => return Err(invalid(self)),
            },
            "lds" => (7, mem::LDS),
            "tfe" if !gfx950 => (8, mem::TFE),
            _ => return Err(invalid(self)),
        };
        // The cache operations take only cache bits.
        if row.operands.is_empty() && next != 6 {
            return Err(invalid(self));
        }
        if next < *stage || (next == *stage && next != 6) {
            return Err(if matches!(next, 1 | 4) {
                Diagnostic::error(self.span(t), "not a valid operand.")
            } else {
                invalid(self)
            });
        }
        if next == 6 && inst.mem & bit != 0 {
            return Err(Diagnostic::error(self.span(t), "duplicate cache policy modifier"));
        }
        *stage = next;
        self.pos += 1;
        match next {
            1 => {
                self.expect(":")?;
                inst.simm16 = self.buffer_format(t)?;
            }
            4 => {
                self.expect(":")?;
                match self.value()? {
                    Value::Int(n) if (0..=0xfff).contains(&n) => inst.offset = n as u32,
                    _ => {
                        return Err(Diagnostic::error(
                            self.span_from(t),
                            "expected a 12-bit unsigned offset",
                        ))
                    }
                }
            }
            _ => inst.mem |= bit,
        }
        Ok(())
    }

    /// MTBUF's format after `format:`: a number (0-127, DFMT | NFMT << 4) or
    /// `[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*]` (either part, in either order; the other keeps its
    /// default, `BUF_DATA_FORMAT_8` or `BUF_NUM_FORMAT_UNORM`).
    fn buffer_format(&mut self, t: usize) -> Res<u16> {
        use crate::syntax::print::{BUF_DATA_FORMATS, BUF_NUM_FORMATS};
        if self.peek() != "[" {
            return match self.value()? {
                Value::Int(n) if (0..=127).contains(&n) => Ok(n as u16),
                _ => Err(Diagnostic::error(self.span_from(t), "out of range format")),
            };
        }
        self.pos += 1;
        let (mut dfmt, mut nfmt) = (None, None);
        loop {
            let name_tok = self.pos;
            let name = self.peek();
            self.pos += 1;
            if let Some(d) = BUF_DATA_FORMATS.iter().position(|&n| n == name) {
                if dfmt.replace(d as u16).is_some() {
                    return Err(Diagnostic::error(self.span(name_tok), "duplicate data format"));
                }
            } else if let Some(n) = BUF_NUM_FORMATS.iter().position(|&n| n == name) {
                if nfmt.replace(n as u16).is_some() {
                    return Err(Diagnostic::error(self.span(name_tok), "duplicate numeric format"));
                }
            } else {
                return Err(Diagnostic::error(self.span(name_tok), "unsupported format"));
            }
            match self.peek() {
                "," if dfmt.is_none() || nfmt.is_none() => self.pos += 1,
                "]" => {
                    self.pos += 1;
                    break;
                }
                _ => {
                    return Err(Diagnostic::error(
                        self.span(self.pos),
                        "expected a closing square bracket",
                    ))
                }
            }
        }
        Ok(dfmt.unwrap_or(1) | nfmt.unwrap_or(0) << 4)
    }

    /// Completes a buffer instruction: VADDR as `idxen`/`offen` ask (a pair for both, else
    /// `off`), VDATA's width (one more with `tfe`, which only gfx900's MUBUF loads take), the
    /// LDS forms and `lds`, the cache-only instructions' bits.
    fn check_buffer(
        &self,
        inst: &mut Inst,
        row: &Row,
        data: Option<(u8, Span)>,
        addr: Option<(u16, u8, Span)>,
        no_vdata: bool,
        mn_tok: usize,
    ) -> Res<()> {
        let m = inst.mem;
        let invalid = |span| Diagnostic::error(span, "invalid operand for instruction");
        let want = inst.buffer_address_dwords();
        match addr {
            Some((i, w, span)) => {
                if w != want {
                    return Err(invalid(span));
                }
                inst.src[0] = VGPR0 + i;
            }
            None if want != 0 && row.operand(Slot::Src0).is_some() => return Err(invalid(self.span(mn_tok))),
            None => {}
        }
        if row.operand(Slot::Src0).is_none() {
            // `buffer_store_lds_dword` and the cache operations have no VADDR.
            if m & (mem::IDXEN | mem::OFFEN) != 0 {
                return Err(invalid(self.span(mn_tok)));
            }
        }
        if m & mem::TFE != 0 && (row.format == Format::Mtbuf || row.operand(Slot::Dst).is_none() || no_vdata) {
            return Err(invalid(self.span(mn_tok)));
        }
        if let (Some((w, span)), Some(o)) = (data, row.operand(Slot::Dst).or(row.operand(Slot::Src1))) {
            if w != o.ty.dwords() + (m & mem::TFE != 0) as u8 {
                return Err(invalid(span));
            }
        }
        let store_lds = row.operand(Slot::Src0).is_none() && !row.operands.is_empty();
        let lds_form = no_vdata && (row.has(flags::BUF_LDS) || self.arch == Arch::Gfx950);
        if (m & mem::LDS != 0) != (lds_form || store_lds) {
            return Err(if no_vdata || store_lds {
                Diagnostic::error(self.span(mn_tok), "too few operands for instruction")
            } else {
                invalid(self.span(mn_tok))
            });
        }
        if row.operands.is_empty() && (m & mem::SLC != 0 || (self.arch == Arch::Gfx900 && m & mem::GLC != 0)) {
            return Err(invalid(self.span(mn_tok)));
        }
        Ok(())
    }

    /// One MAI modifier at `t`: `op_sel:[…]`/`op_sel_hi:[…]` (scale forms; two entries count, a
    /// third or fourth is accepted and dropped), `cbsz:N` (0-7), `abid:N` (0-15), `blgp:N` (0-7)
    /// or `neg:[a,b,c]` (F64 rows), each at most once and in that order (`stage`).
    fn mai_modifier(&mut self, inst: &mut Inst, row: &Row, stage: &mut u8, t: usize) -> Res<()> {
        let name = self.peek();
        let not_valid = |s: &Self| Diagnostic::error(s.span(t), "not a valid operand.");
        let (my_stage, allowed) = match name {
            "op_sel" => (1, row.has(flags::MAI_SCALE) && inst.op_sel & 0x80 == 0),
            "op_sel_hi" => (1, row.has(flags::MAI_SCALE) && inst.op_sel_hi & 0x80 == 0),
            "cbsz" => (2, true),
            "abid" => (3, !row.has(flags::MAI_F8F6F4)),
            "blgp" => (4, !row.has(flags::MAI_F64) && !row.has(flags::MAI_SPARSE)),
            _ => (4, row.has(flags::MAI_F64)),
        };
        if !allowed || my_stage < *stage || (my_stage == *stage && my_stage != 1) {
            return Err(not_valid(self));
        }
        *stage = my_stage;
        self.pos += 1;
        self.expect(":")?;
        if matches!(name, "op_sel" | "op_sel_hi" | "neg") {
            let given = self.count_list_entries();
            if given > if name == "op_sel" { 4 } else { 3 } {
                return Err(Diagnostic::error(self.span(t), "invalid op_sel operand"));
            }
            let bits = self.bit_list(given, t)? as u8;
            // Bit 7 marks op_sel/op_sel_hi as given (cleared in finish_mai).
            match name {
                "op_sel" => inst.op_sel = bits & 3 | 0x80,
                "op_sel_hi" => inst.op_sel_hi = bits & 3 | 0x80,
                _ => inst.mai.blgp = bits & 7,
            }
            return Ok(());
        }
        let (max, what) = match name {
            "cbsz" => (7, "invalid cbsz value."),
            "abid" => (15, "invalid abid value."),
            _ => (7, "invalid operand for instruction"),
        };
        let n = match self.value()? {
            Value::Int(n) if (0..=max).contains(&n) => n as u8,
            _ => return Err(Diagnostic::error(self.span_from(t), what)),
        };
        match name {
            "cbsz" => inst.mai.cbsz = n,
            "abid" => inst.mai.abid = n,
            _ => inst.mai.blgp = n,
        }
        Ok(())
    }

    /// Completes an MFMA/SMFMAC: register tuples of the widths the row (and the F8F6F4 formats)
    /// call for, D and C in the same register file, C as a register or an inline constant (no
    /// literal, no SGPR), and no partial overlap of C and D where llvm-mc refuses it.
    fn finish_mai(
        &self,
        inst: &mut Inst,
        row: &Row,
        regs: &[Option<(u16, u8, bool, Span)>; 4],
        c_value: Option<Parsed<'a>>,
        literal: Option<(u32, Span)>,
    ) -> Res<()> {
        inst.op_sel &= 3;
        inst.op_sel_hi &= 3;
        if let Some((_, span)) = literal {
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        if let Some(v) = c_value.filter(|_| {
            row.operand(Slot::Src2)
                .is_some_and(|o| matches!(o.kind, Kind::MaiSrcC(_)))
        }) {
            if !matches!(v.value, Value::Int(_) | Value::Float(_)) || !(128..=248).contains(&inst.src[2]) {
                return Err(Diagnostic::error(v.span, "invalid operand for instruction"));
            }
        }
        let mut dst: Option<(u16, u8, bool)> = None;
        for o in row.operands {
            let k = match (o.slot, o.kind) {
                (Slot::Dst, _) => 0,
                (slot, Kind::MaiSrc(_) | Kind::MaiSrcC(_)) => 1 + src_index(slot),
                _ => continue,
            };
            let Some((i, w, agpr, span)) = regs[k] else {
                continue;
            };
            let bad = || Diagnostic::error(span, "invalid operand for instruction");
            if w != inst.mai_dwords(o) {
                return Err(bad());
            }
            match k {
                0 => {
                    inst.dst = i;
                    if agpr {
                        inst.mai.acc |= crate::isa::inst::mai::ACC_CD;
                    }
                    dst = Some((i, w, agpr));
                }
                3 => {
                    let Some((d, dw, dagpr)) = dst else {
                        return Err(bad());
                    };
                    if agpr != dagpr {
                        return Err(bad());
                    }
                    if row.has(flags::MAI_OVERLAP) && i != d && i < d + dw as u16 && d < i + w as u16 {
                        return Err(Diagnostic::error(
                            span,
                            "source 2 operand must not partially overlap with dst",
                        ));
                    }
                    inst.src[2] = VGPR0 + i;
                }
                _ => {
                    inst.src[k - 1] = VGPR0 + i;
                    if agpr {
                        inst.mai.acc |= 1 << (k - 1);
                    }
                }
            }
        }
        Ok(())
    }

    /// Completes a flat instruction: the address width its segment and SADDR call for, the
    /// SCRATCH address forms of each architecture, a returning atomic's glc/sc0, AGPR data.
    fn check_flat(
        &self,
        inst: &mut Inst,
        row: &Row,
        addr: Option<(u16, u8, Span)>,
        no_vdst: bool,
        agpr: Option<bool>,
        mn_tok: usize,
    ) -> Res<()> {
        if let Some((i, w, span)) = addr {
            inst.src[0] = VGPR0 + i;
            if w != inst.flat_address_dwords() {
                return Err(Diagnostic::error(span, "invalid operand for instruction"));
            }
        }
        if row.format == Format::FlatScratch && self.arch == Arch::Gfx900 && addr.is_some() != (inst.soffset == 0x7f) {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "operands are not valid for this GPU or mode",
            ));
        }
        if no_vdst && row.has(flags::FLAT_LDS_DMA) && inst.mem & mem::LDS == 0 {
            return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
        }
        if row.has(flags::FLAT_RTN) {
            let glc = if self.arch == Arch::Gfx950 { "sc0" } else { "glc" };
            match (no_vdst, inst.mem & mem::GLC != 0) {
                (false, false) => {
                    return Err(Diagnostic::error(
                        self.span(mn_tok),
                        format!("instruction must use {glc}"),
                    ))
                }
                (true, true) => {
                    return Err(Diagnostic::error(
                        self.span(mn_tok),
                        format!("instruction must not use {glc}"),
                    ))
                }
                _ => {}
            }
        }
        if agpr == Some(true) {
            if !no_vdst && decode::agpr_return_refused(row) {
                return Err(Diagnostic::error(
                    self.span(mn_tok),
                    "operands are not valid for this GPU or mode",
                ));
            }
            inst.mem |= mem::ACC;
        }
        Ok(())
    }

    /// A DS offset modifier at `t`: `offset:N` (16 bits; `ds_swizzle_b32` also takes
    /// `swizzle(…)`), or `offset0:N`/`offset1:N` (8 bits each) for the two-address forms. Each
    /// comes at most once and before `gds`.
    fn ds_offset(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        let name = self.peek();
        let bad = |s: &Self| Diagnostic::error(s.span_from(t), "not a valid operand.");
        let kind = row.operand(Slot::Offset).map(|o| o.kind);
        let two = kind == Some(Kind::DsOffset2);
        if (name == "offset") == two || kind.is_none() || inst.mem & mem::GDS != 0 {
            return Err(bad(self));
        }
        let seen = match name {
            "offset" => &mut self.ds_seen[0],
            "offset0" => &mut self.ds_seen[1],
            _ => &mut self.ds_seen[2],
        };
        if *seen {
            return Err(bad(self));
        }
        *seen = true;
        self.pos += 1;
        self.expect(":")?;
        if kind == Some(Kind::Swizzle) && self.peek() == "swizzle" {
            self.pos += 1;
            let args = self.paren_args()?;
            inst.offset = imm::parse_swizzle(&args)
                .ok_or_else(|| Diagnostic::error(self.span_from(t), "invalid swizzle operand"))?
                as u32;
            return Ok(());
        }
        let v = self.value()?;
        let n = match v {
            Value::Int(n) => n,
            _ => return Err(Diagnostic::error(self.span_from(t), "expected absolute expression")),
        };
        match name {
            "offset" if (0..=0xffff).contains(&n) => inst.offset = n as u32,
            "offset" => {
                return Err(Diagnostic::error(
                    self.span_from(t),
                    "expected a 16-bit unsigned offset",
                ))
            }
            _ if !(0..=0xff).contains(&n) => {
                return Err(Diagnostic::error(self.span_from(t), format!("invalid {name} value.")))
            }
            "offset0" => inst.offset = (inst.offset & 0xff00) | n as u32,
            _ => inst.offset = (inst.offset & 0xff) | (n as u32) << 8,
        }
        Ok(())
    }

    /// An SMEM offset: `imm`, `sN`, or `sN offset:imm` (a 21-bit signed immediate, or a
    /// 20-bit unsigned one for buffer instructions, whose operand type is U32).
    fn smem_offset(&mut self, inst: &mut Inst, o: &Operand) -> Res<()> {
        let v = self.operand()?;
        let range = |n: i64, span: Span| -> Res<u32> {
            match o.ty {
                Ty::U32 if (0..=0xfffff).contains(&n) => Ok(n as u32),
                Ty::U32 => Err(Diagnostic::error(span, "expected a 20-bit unsigned offset")),
                _ if (-0x10_0000..=0xfffff).contains(&n) => Ok(n as u32 & 0x1f_ffff),
                _ => Err(Diagnostic::error(span, "expected a 21-bit signed offset")),
            }
        };
        if v.neg || v.abs {
            return Err(Diagnostic::error(v.span, "invalid operand for instruction"));
        }
        match v.value {
            Value::Int(n) => {
                inst.offset = range(n, v.span)?;
                inst.mem |= mem::IMM;
            }
            Value::Scalar(NULL, 1) => {
                return Err(Diagnostic::error(v.span, "'null' operand is not supported on this GPU"))
            }
            Value::Scalar(code, 1) if code < 128 => {
                if self.peek() == "offset" && self.text(self.pos + 1) == ":" {
                    self.pos += 2;
                    let w = self.operand()?;
                    let Value::Int(n) = w.value else {
                        return Err(Diagnostic::error(w.span, "expected a 21-bit signed offset"));
                    };
                    inst.offset = range(n, w.span)?;
                    inst.soffset = code;
                    inst.mem |= mem::IMM | mem::SOE;
                } else {
                    inst.offset = code as u32;
                }
            }
            Value::Float(_) => return Err(Diagnostic::error(v.span, "expected a 21-bit signed offset")),
            _ => return Err(Diagnostic::error(v.span, "invalid operand for instruction")),
        }
        Ok(())
    }

    /// Gives a parsed source its operand code, collecting the literal.
    fn source_code(&self, v: Parsed<'a>, o: &Operand, literal: &mut Option<(u32, Span)>) -> Res<u16> {
        let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
        let dwords = o.ty.dwords();
        // Packed-f32 pairs take 32-bit constants.
        let const_dwords = if o.ty.is_packed32() { 1 } else { dwords };
        let mut lit = |bits: u32| -> Res<u16> {
            match *literal {
                Some((l, _)) if l != bits => {
                    Err(Diagnostic::error(v.span, "only one unique literal operand is allowed"))
                }
                _ => {
                    *literal = Some((bits, v.span));
                    Ok(LITERAL)
                }
            }
        };
        if v.lit && !matches!(v.value, Value::Int(_) | Value::Float(_)) {
            return Err(bad());
        }
        match v.value {
            Value::Vgpr(i, w) if w == dwords => Ok(VGPR0 + i),
            Value::Scalar(code, w) if w == dwords || (code >= 230 && w == 1) => {
                if code == LDS_DIRECT && (o.slot != Slot::Src0 || o.kind == Kind::Ssrc) {
                    return Err(bad());
                }
                check_align(code, w, v.span)?;
                Ok(code)
            }
            Value::Int(n) => {
                // A 64-bit operand takes a 64-bit value equal to an f64 inline constant's
                // bit pattern as that constant (llvm-mc does too).
                if const_dwords == 2 && !v.lit {
                    if let Some(k) = INLINE_F64.iter().position(|&p| p as i64 == n) {
                        return Ok(240 + k as u16);
                    }
                }
                if is_16bit(o.ty) {
                    // 16-bit operands take 16-bit values; f16 reads the low half (0xffff is -1,
                    // 0x3c00 is 1.0), integers keep their sign in the literal dword.
                    if !(-32768..=65535).contains(&n) {
                        return Err(bad());
                    }
                    let half = n as u32 & 0xffff;
                    if o.ty.is_f16() {
                        return match inline_code(half, o.ty) {
                            Some(c) if !v.lit => Ok(c),
                            _ => lit(half),
                        };
                    }
                    return match n {
                        -16..=64 if !v.lit => Ok(inline_code(n as u32, o.ty).unwrap_or(128)),
                        _ => lit(n as u32),
                    };
                }
                if !(i32::MIN as i64..=u32::MAX as i64).contains(&n) {
                    return Err(bad());
                }
                let bits = n as u32;
                if v.lit {
                    return lit(bits);
                }
                if const_dwords == 2 {
                    // 64-bit operands: only -16..=64 are inline; a 32-bit value is a literal
                    // (so 0xffffffff is not -1, and f32 patterns are not float constants).
                    return match n {
                        -16..=64 => Ok(inline_code(bits, o.ty).unwrap_or(128)),
                        _ => lit(bits),
                    };
                }
                match inline_code(bits, o.ty) {
                    Some(c) => Ok(c),
                    None => lit(bits),
                }
            }
            Value::Float(f) => {
                if !f.is_finite() {
                    return Err(bad());
                }
                if const_dwords == 2 {
                    // 64-bit operands: an f64 inline constant, else a literal holding the
                    // high dword (llvm-mc warns when the low dword is not zero).
                    if !v.lit {
                        if let Some(code) = INLINE_F64.iter().position(|&c| f64::from_bits(c) == f) {
                            return Ok(240 + code as u16);
                        }
                        if f == 0.0 && f.is_sign_positive() {
                            return Ok(128);
                        }
                    }
                    if !o.ty.is_float() {
                        return Err(bad());
                    }
                    return lit((f.to_bits() >> 32) as u32);
                }
                // bfloat16's 1/(2*pi) (0x3e22) prints as `0.15915494`, and llvm-mc reads that
                // exact value back as the inline constant although it rounds to 0x3e23 in
                // bfloat16; any other spelling of 1/(2*pi) is the literal 0x3e23.
                if !v.lit && o.ty.half_ty() == Ty::BF16 && f == INLINE_F32_TEXT_VALUE {
                    return Ok(248);
                }
                let bits = narrow_float(f, o.ty).ok_or_else(bad)?;
                if v.lit {
                    return lit(bits);
                }
                match inline_code(bits, o.ty.half_ty()) {
                    Some(c) if (240..=248).contains(&c) || bits == 0 => Ok(c),
                    _ => lit(bits),
                }
            }
            _ => Err(bad()),
        }
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

    /// A symbolic 16-bit immediate (`hwreg(…)`, `vmcnt(0) lgkmcnt(0)`, `sendmsg(…)`,
    /// `gpr_idx(…)`) or a plain integer.
    fn symbolic_imm(&mut self, kind: Kind, mn_tok: usize) -> Res<u16> {
        let start = self.pos;
        if self.at_end() {
            return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
        }
        let bad = |s: &Self, why: &str| Diagnostic::error(s.span_from(start), why.to_string());
        if matches!(self.toks[self.pos].kind, TokenKind::Int)
            || matches!(self.peek(), "-" | "(" | "~")
            || self.is_symbol(self.pos)
        {
            let v = self.value()?;
            return match v {
                Value::Int(n) if kind == Kind::GprIdx && !(0..=15).contains(&n) => {
                    Err(bad(self, "invalid immediate: only 4-bit values are legal"))
                }
                Value::Int(n) if (-32768..=65535).contains(&n) => Ok(n as u16),
                _ => Err(bad(self, "invalid immediate: only 16-bit values are legal")),
            };
        }
        if kind == Kind::Waitcnt && self.text(self.pos + 1) != "(" {
            // A symbol not `.set` yet (llvm-mc needs the count's value now).
            return Err(Diagnostic::error(self.span(self.pos), "expected absolute expression"));
        }
        let mut value: u16 = if kind == Kind::Waitcnt { 0xcf7f } else { 0 };
        let mut first = true;
        loop {
            if self.at_end() {
                break;
            }
            if !first {
                if kind != Kind::Waitcnt {
                    break;
                }
                // Counters may be separated by spaces, `&` or `,`.
                if matches!(self.peek(), "&" | ",") {
                    self.pos += 1;
                }
            }
            let name_at = self.pos;
            let name = self.peek();
            self.pos += 1;
            let args = self.paren_args()?;
            let span_err = |s: &Self, why: &str| Diagnostic::error(s.span_from(name_at), why.to_string());
            value = match kind {
                Kind::Hwreg if name.eq_ignore_ascii_case("hwreg") => {
                    imm::parse_hwreg(&args, self.arch).ok_or_else(|| span_err(self, "invalid hardware register"))?
                }
                Kind::Sendmsg if name.eq_ignore_ascii_case("sendmsg") => {
                    imm::parse_sendmsg(&args).ok_or_else(|| span_err(self, "invalid message id"))?
                }
                Kind::GprIdx if name.eq_ignore_ascii_case("gpr_idx") => {
                    imm::parse_gpr_idx(&args).ok_or_else(|| span_err(self, "expected a VGPR index mode"))?
                }
                Kind::Waitcnt => {
                    let n = match args.as_slice() {
                        [a] => parse_int(a).and_then(|n| u32::try_from(n).ok()),
                        _ => None,
                    }
                    .ok_or_else(|| span_err(self, "expected absolute expression"))?;
                    imm::apply_waitcnt(value, name, n).ok_or_else(|| span_err(self, "invalid counter name or value"))?
                }
                _ => return Err(span_err(self, "invalid operand for instruction")),
            };
            first = false;
        }
        Ok(value)
    }

    /// The source text from token `a` up to (not including) token `b`, trimmed.
    fn joined(&self, a: usize, b: usize) -> &'a str {
        if a >= b {
            return "";
        }
        let (s, e) = (self.toks[a].start, self.toks[b - 1].end);
        self.line[s..e].trim()
    }

    /// One operand: `-`, `|x|`, `abs(x)`, `neg(x)`, a register, a number or a symbol.
    fn operand(&mut self) -> Res<Parsed<'a>> {
        let first = self.pos;
        let mut neg = false;
        let mut abs = false;
        let mut close_abs = false;
        let mut close_paren = 0;
        let mut lit = false;
        let mut sext = false;
        // `- -x`: llvm-mc takes one SP3 `-` modifier, then a number's sign only directly.
        if self.peek() == "-" && self.text(self.pos + 1) == "-" {
            return Err(Diagnostic::error(
                self.span(self.pos),
                "invalid syntax, expected 'neg' modifier",
            ));
        }
        // `-` directly before a number is the number's sign, not a modifier; before a `.set`
        // symbol it starts an expression.
        if self.peek() == "-"
            && !matches!(
                self.toks.get(self.pos + 1).map(|t| t.kind),
                Some(TokenKind::Int | TokenKind::Float)
            )
            && !self.is_symbol(self.pos + 1)
            && !crate::syntax::expr::starts_compound(self.line, &self.toks, self.pos)
        {
            neg = true;
            self.pos += 1;
        }
        loop {
            let word = self.peek();
            let opens = self.text(self.pos + 1) == "(";
            if opens && word.eq_ignore_ascii_case("sext") && !sext {
                sext = true;
                self.pos += 2;
                close_paren += 1;
            } else if opens && word.eq_ignore_ascii_case("lit") {
                if lit {
                    // llvm-mc points at the inner `lit`'s parenthesis.
                    return Err(Diagnostic::error(self.span(self.pos + 1), "failed parsing operand."));
                }
                // `lit(x)`: encode x as a literal even if it is an inline constant.
                lit = true;
                self.pos += 2;
                close_paren += 1;
            } else if opens && (word.eq_ignore_ascii_case("neg") || word.eq_ignore_ascii_case("abs")) {
                if word.eq_ignore_ascii_case("neg") {
                    neg = true;
                } else {
                    abs = true;
                }
                self.pos += 2;
                close_paren += 1;
            } else if self.peek() == "|" && !abs {
                abs = true;
                close_abs = true;
                self.pos += 1;
            } else {
                break;
            }
        }
        let value = self.value()?;
        if close_abs {
            self.expect("|")?;
        }
        for _ in 0..close_paren {
            self.expect(")")?;
        }
        Ok(Parsed {
            value,
            neg,
            abs,
            lit,
            sext,
            span: self.span_from(first),
        })
    }

    /// The value of the expression starting with the symbol at token `i` (`x`, `x+1`) when
    /// it is absolute now (its symbols are `.set` before this line), as llvm-mc encodes it:
    /// the cursor moves past it. `None` leaves the cursor after the symbol.
    ///
    /// `i` may also be a `-` before such a symbol. Between `|` bars, where the closing bar
    /// would read as an operator, the symbol alone is the value (llvm-mc's primary
    /// expression).
    fn absolute_expression(&mut self, i: usize) -> Option<Value<'a>> {
        let syms = self.symbols?;
        let sym = i + usize::from(self.text(i) == "-");
        if !self.is_symbol(sym) && !crate::syntax::expr::starts_compound(self.line, &self.toks, i) {
            return None;
        }
        let mut e = ExprParser::new(self.line, self.line_no, &self.toks, i);
        let (v, end) = match e.parse().ok().and_then(|x| x.eval(self.arch, syms).ok()) {
            Some(v) => (v, e.pos),
            None if sym == i => (syms.value(self.arch, self.text(i))?, i + 1),
            None => return None,
        };
        self.pos = end;
        Some(Value::Int(v))
    }

    /// Whether token `i` names a `.set` symbol (not a register, nor an operand keyword:
    /// `off` and the interpolation slots stay keywords, as llvm-mc reads them where they
    /// belong).
    fn is_symbol(&self, i: usize) -> bool {
        let name = self.text(i);
        self.toks.get(i).is_some_and(|t| t.kind == TokenKind::Ident)
            && name != "off"
            && !crate::syntax::print::INTERP_PARAMS.contains(&name)
            && self.symbols.is_some_and(|s| s.map.contains_key(name))
    }

    fn value(&mut self) -> Res<Value<'a>> {
        let i = self.pos;
        let Some(t) = self.toks.get(i).copied() else {
            return Err(Diagnostic::error(self.span(i), "too few operands for instruction"));
        };
        let text = t.text(self.line);
        let negative = text == "-";
        if negative || matches!(t.kind, TokenKind::Int | TokenKind::Punct) {
            if let Some(v) = self.absolute_expression(i) {
                return Ok(v);
            }
        }
        let (t, text) = if negative {
            self.pos += 1;
            match self.toks.get(self.pos) {
                Some(n) if matches!(n.kind, TokenKind::Int | TokenKind::Float) => (*n, n.text(self.line)),
                _ => return Err(Diagnostic::error(self.span(i), "invalid operand for instruction")),
            }
        } else {
            (t, text)
        };
        self.pos += 1;
        let bad = |s: &Self| Diagnostic::error(s.span_from(i), "invalid operand for instruction");
        match t.kind {
            TokenKind::Int => {
                let v = parse_int(text).ok_or_else(|| bad(self))?;
                Ok(Value::Int(if negative { -v } else { v }))
            }
            TokenKind::Float => {
                let v: f64 = text.parse().map_err(|_| bad(self))?;
                Ok(Value::Float(if negative { -v } else { v }))
            }
            // A local label used as a branch target (`s_cbranch_execz .LBB0_2`).
            TokenKind::Directive => Ok(Value::Symbol(text)),
            TokenKind::Str => quoted_symbol(text).map(Value::Symbol).ok_or_else(|| bad(self)),
            TokenKind::Ident => {
                // VGPRs are the common case: try them first.
                if let Some((v, w)) = parse_vgpr_name(text) {
                    return Ok(Value::Vgpr(v, w));
                }
                if let Some((v, w)) = parse_agpr_name(text) {
                    return Ok(Value::Agpr(v, w));
                }
                if let Some((c, w)) = parse_scalar_name(text) {
                    match c {
                        NULL => Err(Diagnostic::error(
                            self.span(i),
                            "'null' operand is not supported on this GPU",
                        )),
                        LDS_DIRECT if self.arch != Arch::Gfx900 => Err(Diagnostic::error(
                            self.span(i),
                            "lds_direct is not supported on this GPU",
                        )),
                        _ => Ok(Value::Scalar(c, w)),
                    }
                } else if let Some((v, w)) = parse_vgpr_name(text) {
                    Ok(Value::Vgpr(v, w))
                } else if looks_like_register(text) {
                    Err(Diagnostic::error(self.span(i), "register index is out of range"))
                } else {
                    Ok(self.absolute_expression(i).unwrap_or(Value::Symbol(text)))
                }
            }
            _ => Err(Diagnostic::error(self.span(i), "invalid operand for instruction")),
        }
    }
}

/// An export target's number from its llvm-mc name (`mrt0`-`mrt7`, `mrtz`, `null`,
/// `pos0`-`pos3`, `param0`-`param31`).
fn exp_target(name: &str) -> Option<u16> {
    let num = |rest: &str, max: u16| -> Option<u16> {
        let ok =
            !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) && (rest == "0" || !rest.starts_with('0'));
        rest.parse::<u16>().ok().filter(|&n| ok && n <= max)
    };
    match name {
        "mrtz" => Some(8),
        "null" => Some(9),
        _ => {
            if let Some(r) = name.strip_prefix("mrt") {
                num(r, 7)
            } else if let Some(r) = name.strip_prefix("pos") {
                num(r, 3).map(|n| n + 12)
            } else if let Some(r) = name.strip_prefix("param") {
                num(r, 31).map(|n| n + 32)
            } else {
                None
            }
        }
    }
}

/// An interpolation attribute `attrN.c` (N 0-32, as llvm-mc 22 takes it; c one of x, y, z, w)
/// as `N | chan << 6`.
fn interp_attr(text: &str) -> Option<u16> {
    let (num, chan) = text.strip_prefix("attr")?.split_once('.')?;
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) || num.len() > 3 {
        return None;
    }
    let n: u16 = num.parse().ok().filter(|&n| n <= 32)?;
    let c = ["x", "y", "z", "w"].iter().position(|&c| c == chan)? as u16;
    Some(n | c << 6)
}

/// What decides between a VALU instruction's 32-bit and `_e64` encodings.
struct ValuForm {
    /// `Some(true)` for an `_e64` suffix, `Some(false)` for `_e32`.
    forced: Option<bool>,
    /// Output modifiers were written (only `_e64` has them).
    modifiers: bool,
    /// A compare's destination and where it was written.
    cmp_dst: Option<(u16, Span)>,
    /// A carry-out destination and where it was written.
    carry_out: Option<(u16, Span)>,
    /// The literal and where it was written.
    literal: Option<(u32, Span)>,
    /// Where the mnemonic is.
    mnemonic: Span,
}

/// Picks the encoding llvm-mc picks: the 32-bit form when the operands allow it, else `_e64`.
fn choose_valu_encoding(inst: &mut Inst, row: &Row, f: ValuForm) -> Res<()> {
    let literal_error = |span| Err(Diagnostic::error(span, "literal operands are not supported"));
    if !row.has_e64_form() {
        if let Some((c, _)) = f.carry_out {
            inst.sdst = c;
        }
        return match f.literal {
            Some((_, span)) if matches!(row.format, Format::Vop3a | Format::Vop3p | Format::Vop3pMai) => {
                literal_error(span)
            }
            _ => Ok(()),
        };
    }
    let dst_ok = dst_fits_e32(&f);
    let e32_ok = e32_fits(inst, row, &f);
    let use_e64 = match f.forced {
        Some(true) => true,
        Some(false) if !e32_ok => {
            let span = match f.cmp_dst.or(f.carry_out) {
                Some((_, s)) if !dst_ok => s,
                _ => f.mnemonic,
            };
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        Some(false) => false,
        None => !e32_ok,
    };
    inst.vop3 = use_e64;
    if let Some((c, _)) = f.cmp_dst {
        inst.dst = c;
    }
    if let Some((c, _)) = f.carry_out {
        inst.sdst = c;
    }
    match f.literal {
        Some((_, span)) if use_e64 => literal_error(span),
        _ => Ok(()),
    }
}

/// Whether a compare's or carry's destination is VCC (or absent), as the 32-bit form needs.
/// Applies a VOP3P row's `op_sel_hi` (defaulting to all ones, the unused third bit too, or
/// to zeros for mix) and its `neg_lo`/`neg_hi` lists (in the NEG and ABS fields).
fn apply_vop3p_lists(inst: &mut Inst, row: &Row, vop3p_hi: Option<u8>, vop3p_neg: (u8, u8)) {
    let n = row.sources();
    let default = if row.has(flags::VOP3P_MIX) { 0 } else { 7 };
    inst.op_sel_hi = match vop3p_hi {
        Some(b) => (default & !((1u8 << n) - 1)) | b,
        None => default,
    };
    if !row.has(flags::VOP3P_MIX) {
        inst.neg = vop3p_neg.0;
        inst.abs = vop3p_neg.1;
    }
}

/// Checks what holds for any operand kind: source modifiers and `sext(…)` only where the
/// row takes them, and gfx950's even-aligned VGPR tuples.
fn check_operand_shape(v: &Parsed<'_>, o: &Operand, row: &Row, arch: Arch, e32_only: bool) -> Res<()> {
    if (v.neg || v.abs) && !matches!(o.kind, Kind::Vsrc | Kind::Vsrc1) {
        return Err(Diagnostic::error(v.span, "invalid operand for instruction"));
    }
    // `sext(…)`: SDWA integer sources only (checked again once the form is known).
    if v.sext && (!matches!(o.kind, Kind::Vsrc | Kind::Vsrc1) || o.ty.is_float() || e32_only) {
        return Err(Diagnostic::error(v.span, "not a valid operand."));
    }
    if (v.neg || v.abs) && (e32_only || (row.format == Format::Vop3p && !row.has(flags::VOP3P_MIX))) {
        return Err(Diagnostic::error(v.span, "not a valid operand."));
    }
    if let Value::Vgpr(i, w) | Value::Agpr(i, w) = v.value {
        // gfx950 (like gfx90a) wants VGPR tuples even-aligned, and the GWS operand too.
        if i % 2 == 1 && arch == Arch::Gfx950 && !row.has(flags::DS_UNALIGNED) {
            if w >= 2 {
                return Err(Diagnostic::error(v.span, "invalid register alignment"));
            }
            if row.has(flags::DS_GDS_ONLY) && o.kind == Kind::DsData {
                return Err(Diagnostic::error(v.span, "vgpr must be even aligned"));
            }
        }
    }
    Ok(())
}

/// An SMEM SDATA or SBASE operand's register code (aligned as the field needs).
fn smem_register(v: &Parsed<'_>, o: &Operand) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    match v.value {
        Value::Scalar(NULL, _) => Err(Diagnostic::error(v.span, "'null' operand is not supported on this GPU")),
        Value::Scalar(code, w) if w == o.ty.dwords() && code < 128 => {
            match decode::smem_tuple(code, w, o.kind == Kind::Sdata) {
                Some(c) if c == code => Ok(code),
                Some(_) => Err(Diagnostic::error(v.span, "invalid register alignment")),
                None => Err(bad()),
            }
        }
        _ => Err(bad()),
    }
}

/// A GLOBAL/SCRATCH SADDR operand's code: `off` (0x7f) or an SGPR (pair).
fn flat_saddr(v: &Parsed<'_>, o: &Operand, row: &Row) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    match v.value {
        Value::Symbol("off") => Ok(0x7f),
        Value::Scalar(code, w) if code < 128 && w == o.ty.dwords() => {
            // GLOBAL's base: an SGPR pair, not EXEC (except for the loads to LDS).
            let lds_only = row.operand(Slot::Dst).is_none() && row.operand(Slot::Src1).is_none();
            if w == 2 && decode::smem_tuple(code, 2, !lds_only) != Some(code) {
                return Err(if code % 2 == 1 && code < 102 {
                    Diagnostic::error(v.span, "invalid register alignment")
                } else {
                    bad()
                });
            }
            Ok(code)
        }
        _ => Err(bad()),
    }
}

/// A memory data register (DS, FLAT, MUBUF): (index, dwords, AGPR); AGPRs on gfx950 only.
fn data_register(value: Value<'_>, arch: Arch) -> Option<(u16, u8, bool)> {
    match value {
        Value::Vgpr(i, w) => Some((i, w, false)),
        Value::Agpr(i, w) if arch == Arch::Gfx950 => Some((i, w, true)),
        _ => None,
    }
}

/// The bits of a `LitK`/`Lit32` operand's fixed literal, if `value` fits its type.
fn fixed_literal_bits(value: Value<'_>, o: &Operand) -> Option<u32> {
    match value {
        Value::Int(n) if o.ty.is_f16() && (-32768..=65535).contains(&n) => Some(n as u32),
        Value::Int(_) if o.ty.is_f16() => None,
        Value::Int(n) if (i32::MIN as i64..=u32::MAX as i64).contains(&n) => Some(n as u32),
        Value::Float(f) if o.ty.is_f16() => narrow_float(f, o.ty),
        // An integer immediate written as a float keeps the double's low dword
        // (llvm-mc: `1.5` → 0).
        Value::Float(f) if o.kind == Kind::Lit32 => Some(f.to_bits() as u32),
        Value::Float(f) => narrow_float(f, o.ty),
        _ => None,
    }
}

fn dst_fits_e32(f: &ValuForm) -> bool {
    f.cmp_dst.is_none_or(|(c, _)| c == VCC_LO) && f.carry_out.is_none_or(|(c, _)| c == VCC_LO)
}

/// Whether `inst` fits the 32-bit (VOP1, VOP2, VOPC) form of `row`: a VGPR second source,
/// VCC as carry-in and destination, no source or output modifiers.
fn e32_fits(inst: &Inst, row: &Row, f: &ValuForm) -> bool {
    let src1_ok = row.operand(Slot::Src1).is_none_or(|_| inst.src[1] >= VGPR0);
    let carry_in_ok = row
        .operand(Slot::Src2)
        .is_none_or(|o| o.kind != Kind::CarryIn || inst.src[2] == VCC_LO);
    src1_ok && carry_in_ok && dst_fits_e32(f) && inst.op_sel == 0 && inst.neg == 0 && inst.abs == 0 && !f.modifiers
}

/// The immediate `p` with its `abs`/`neg` applied to the sign bit, as llvm-mc folds them:
/// on the f64 value of a float, on the operand-sized bits of an integer. `None` when `p` is
/// not a modified immediate, or an integer for a 64-bit operand.
fn apply_fp_modifiers(p: &Parsed<'_>, ty: Ty) -> Option<Value<'static>> {
    if !(p.neg || p.abs) || p.lit || p.sext {
        return None;
    }
    match p.value {
        Value::Float(f) => {
            let f = if p.abs { f.abs() } else { f };
            Some(Value::Float(if p.neg { -f } else { f }))
        }
        Value::Int(n) if ty.dwords() == 1 => {
            let bits = if is_16bit(ty) { 16 } else { 32 };
            let sign = 1u64 << (bits - 1);
            let mut v = n as u64 & ((sign << 1) - 1);
            if p.abs {
                v &= !sign;
            }
            if p.neg {
                v ^= sign;
            }
            Some(Value::Int(v as i64))
        }
        _ => None,
    }
}

/// Whether operands of type `ty` take 16-bit values.
fn is_16bit(ty: Ty) -> bool {
    matches!(ty, Ty::I16 | Ty::U16 | Ty::B16 | Ty::F16 | Ty::BF16 | Ty::I16F16)
}

/// `m` without the suffix `sfx` (ASCII, any case), when it ends with it and has more before it.
fn strip_suffix_ignore_case<'a>(m: &'a str, sfx: &str) -> Option<&'a str> {
    let cut = m
        .len()
        .checked_sub(sfx.len())
        .filter(|&c| c > 0 && m.is_char_boundary(c))?;
    m[cut..].eq_ignore_ascii_case(sfx).then(|| &m[..cut])
}

/// A mnemonic without its `_dpp` or `_sdwa` form suffix, and which of the two it had.
fn split_form_suffix(mnemonic: &str) -> (&str, bool, bool) {
    if let Some(m) = strip_suffix_ignore_case(mnemonic, "_dpp") {
        (m, true, false)
    } else if let Some(m) = strip_suffix_ignore_case(mnemonic, "_sdwa") {
        (m, false, true)
    } else {
        (mnemonic, false, false)
    }
}

/// A mnemonic without its `_e64`/`_e32` encoding suffix, and whether it forced the VOP3 form.
fn split_suffix(m: &str) -> (&str, Option<bool>) {
    if let Some(base) = strip_suffix_ignore_case(m, "_e64") {
        (base, Some(true))
    } else if let Some(base) = strip_suffix_ignore_case(m, "_e32") {
        (base, Some(false))
    } else {
        (m, None)
    }
}

/// The row name a written mnemonic selects: without its `_dpp`/`_sdwa` form suffix, then
/// without its `_e32`/`_e64` encoding suffix, as the parser looks rows up (`V_ADD_F32_e64_dpp`
/// is not a spelling llvm-mc takes, but `v_mov_b32_dpp` and `v_add_f32_e64` are).
pub fn base_mnemonic(mnemonic: &str) -> &str {
    split_suffix(split_form_suffix(mnemonic).0).0
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

fn check_align(code: u16, dwords: u8, span: Span) -> Res<()> {
    // 64-bit SGPR operands must be even-aligned (seed 000 line 872; seed 001 line 910).
    if dwords >= 2 && code < 102 && !code.is_multiple_of(2) {
        return Err(Diagnostic::error(span, "invalid register alignment"));
    }
    Ok(())
}

/// A VALU instruction reads at most one scalar value (SGPR, special register or literal)
/// (seed 000 lines 1292-1296; seed 001 line 1946).
/// Records an SDWA-ordered modifier (clamp 1, output modifier 2, the selects 3-6): the first
/// one that comes at or before the stage already reached is remembered in `misorder`.
fn note_sdwa_order(stage: &mut u8, misorder: &mut Option<Span>, at: u8, span: Span) {
    if *stage >= at && misorder.is_none() {
        *misorder = Some(span);
    }
    *stage = (*stage).max(at);
}

/// What [`LineParser::finish_sdwa`] needs besides the instruction.
struct SdwaForm {
    cmp_dst: Option<(u16, Span)>,
    carry_out: Option<(u16, Span)>,
    literal: Option<(u32, Span)>,
    /// `_e32`/`_e64` written with SDWA selects.
    forced: Option<bool>,
    /// An SDWA modifier out of order, or a VOP3-only one.
    misplaced: Option<Span>,
    mnemonic: usize,
    /// Chosen only because `clamp` was written (no `_sdwa`, no selects).
    by_clamp: bool,
}

/// A 16-bit integer SDWA source holding 1/(2π) (code 248): llvm-mc 22 refuses it there
/// (AMDGPUAsmParser.cpp's isSDWAInt16Operand checks isInlinableImm for i16, which has no
/// 1/(2π)): `v_add_u16_sdwa v1, v2, 0.15915494` and `v_ldexp_f16_sdwa v1, v2, 0.15915494`
/// are errors while `-4.0` and the same constant in VOP3 or a 32-bit/f16 SDWA source are
/// accepted. Returns the operand's span.
fn sdwa_int16_inv_2pi(inst: &Inst, row: &Row, parsed: &[Option<Parsed<'_>>; 3]) -> Option<Span> {
    const INV_2PI: u16 = 248;
    [Slot::Src0, Slot::Src1].into_iter().enumerate().find_map(|(s, slot)| {
        let ty = row.operand(slot)?.ty;
        let int16 = matches!(ty, Ty::B16 | Ty::U16 | Ty::I16 | Ty::I16F16);
        (int16 && inst.src[s] == INV_2PI).then(|| parsed[s].as_ref().map(|p| p.span))?
    })
}

fn check_constant_bus(inst: &Inst, row: &Row, parsed: &[Option<Parsed<'_>>; 3]) -> Res<()> {
    // The lane reads (`v_readlane_b32 s0, lds_direct, s1`) are not limited (llvm-mc).
    if row.reads_lds_direct() {
        return Ok(());
    }
    let mut first: Option<u16> = None;
    let codes = row.code_sources();
    // An implicit VCC read and a K literal use the bus too. 64-bit reads are keyed apart from
    // 32-bit ones (VCC is not VCC_LO).
    if row.has(flags::READS_VCC) {
        first = Some(VCC_LO | 0x4000);
    }
    if row.has_fixed_literal() {
        first = Some(0x8000);
    }
    for (s, &c) in inst.src.iter().enumerate().take(row.sources()) {
        if codes >> s & 1 == 0 {
            continue;
        }
        let scalar = c < 128 || c == LITERAL || (230..=239).contains(&c) || (251..=254).contains(&c);
        // v_writelane_b32's M0 lane select does not use the bus (llvm-mc: `v_writelane_b32 v1,
        // s1, m0` is valid, `…, s1, s2` is not).
        if !scalar || (s == 1 && c == M0 && inst.op == Op::v_writelane_b32) {
            continue;
        }
        let wide = row.operand(src_slot(s)).is_some_and(|o| o.ty.dwords() == 2);
        let key = if c == LITERAL {
            0x8000
        } else if wide && c < 128 {
            // A register pair differs from its low half; a `src_*` special reads the same
            // value at any width (llvm-mc accepts `v_ldexp_f64 v[0:1], src_vccz, src_vccz`).
            c | 0x4000
        } else {
            c
        };
        match first {
            None => first = Some(key),
            Some(k) if k == key => {}
            Some(_) => {
                let span = parsed[s].map_or(Span::default(), |p| p.span);
                return Err(Diagnostic::error(
                    span,
                    "invalid operand (violates constant bus restrictions)",
                ));
            }
        }
    }
    let _ = Format::Vop3a;
    Ok(())
}

fn parse_int(t: &str) -> Option<i64> {
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return None;
    }
    u64::from_str_radix(digits, radix)
        .ok()
        .and_then(|v| i64::try_from(v).ok())
}

fn looks_like_register(t: &str) -> bool {
    let l = t.as_bytes();
    l.len() >= 2 && matches!(l[0] | 0x20, b'v' | b's') && (l[1].is_ascii_digit() || l[1] == b'[')
}

/// The [`mem`] bit of a flat or buffer cache-policy modifier: `glc`/`slc` on gfx900,
/// `sc0`/`nt`/`sc1` on gfx950 (lower case only, as llvm-mc takes them).
fn cache_policy_bit(arch: Arch, word: &str) -> Option<u16> {
    match (arch, word) {
        (Arch::Gfx900, "glc") | (Arch::Gfx950, "sc0") => Some(mem::GLC),
        (Arch::Gfx900, "slc") | (Arch::Gfx950, "nt") => Some(mem::SLC),
        (Arch::Gfx950, "sc1") => Some(mem::SC1),
        _ => None,
    }
}

/// The read-only source registers llvm-mc takes in an 8-bit scalar destination field (VOP3's
/// and VOP1's VDST) of `dwords` registers: `src_pops_exiting_wave_id`, `src_vccz`,
/// `src_execz` and `src_scc`, and in a register pair the 64-bit apertures `src_shared_base`
/// to `src_private_limit` (LLVM's SReg classes hold them; a write to one is dropped).
fn source_register_dst(code: u16, dwords: u8) -> bool {
    matches!(code, 239 | 251..=253) || (dwords == 2 && (235..=238).contains(&code))
}
