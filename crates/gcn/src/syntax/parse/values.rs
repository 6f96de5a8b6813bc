//! Operand text to values (registers, numbers, expressions, symbolic immediates), and values
//! to source codes (inline constants or the literal).

use super::*;

/// The value of the text llvm-mc prints for the inline constant 1/(2*pi) in 32-bit and
/// 16-bit operands.
const INLINE_F32_TEXT_VALUE: f64 = 0.15915494;

/// The bits of `f` in the 32- or 16-bit float format of an operand of type `ty` (bfloat16,
/// f16 for 16-bit and packed-16-bit types, else f32), or `None` when the conversion leaves
/// the format's range as llvm-mc judges it (APFloat overflow or underflow): the value rounds
/// to infinity, or to a denormal or zero that differs from `f` (`1e-50` and `1e-40` are not
/// f32 operands, `1.17549435e-38` rounds up to the smallest normal and is one).
pub(super) fn narrow_float(f: f64, ty: Ty) -> Option<u32> {
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

/// The code of the integer `n` written for the source operand `o`: an inline constant or
/// the literal (recorded in `literal`).
fn int_source_code(n: i64, v: &Parsed<'_>, o: &Operand, literal: &mut Option<(u32, Span)>) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    let const_dwords = constant_dwords(o.ty);
    // A packed-f32 pair takes a 64-bit f64 float constant's pattern (not 1/(2*pi)) as
    // its low dword, the constant 0 (llvm-mc 22 too, and prints `0`).
    if o.ty.is_packed32() && !v.lit && INLINE_F64[..8].iter().any(|&p| p as i64 == n) {
        return Ok(128);
    }
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
                _ => literal_code(literal, v.span, half),
            };
        }
        return match n {
            -16..=64 if !v.lit => Ok(inline_code(n as u32, o.ty).unwrap_or(128)),
            _ => literal_code(literal, v.span, n as u32),
        };
    }
    if !(i32::MIN as i64..=u32::MAX as i64).contains(&n) {
        return Err(bad());
    }
    let bits = n as u32;
    if v.lit {
        return literal_code(literal, v.span, bits);
    }
    if const_dwords == 2 {
        // 64-bit operands: only -16..=64 are inline; a 32-bit value is a literal
        // (so 0xffffffff is not -1, and f32 patterns are not float constants).
        return match n {
            -16..=64 => Ok(inline_code(bits, o.ty).unwrap_or(128)),
            _ => literal_code(literal, v.span, bits),
        };
    }
    match inline_code(bits, o.ty) {
        Some(c) => Ok(c),
        None => literal_code(literal, v.span, bits),
    }
}

/// The code of the float `f` written for the source operand `o`: an inline constant or the
/// literal (recorded in `literal`).
fn float_source_code(f: f64, v: &Parsed<'_>, o: &Operand, literal: &mut Option<(u32, Span)>) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    let const_dwords = constant_dwords(o.ty);
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
        return literal_code(literal, v.span, (f.to_bits() >> 32) as u32);
    }
    // A packed-f32 pair rounds the value to f32 without a range check (llvm-mc 22: `1e-50`
    // is 0, `1e-44` the denormal 7, which is the integer constant 7; `1e39` is a literal).
    if o.ty.is_packed32() && !v.lit {
        let bits = (f as f32).to_bits();
        return match inline_code(bits, o.ty) {
            Some(c) => Ok(c),
            None => literal_code(literal, v.span, bits),
        };
    }
    // bfloat16's 1/(2*pi) (0x3e22) prints as `0.15915494`, and llvm-mc reads that
    // exact value back as the inline constant although it rounds to 0x3e23 in
    // bfloat16; any other spelling of 1/(2*pi) is the literal 0x3e23.
    if !v.lit && o.ty.half_ty() == Ty::BF16 && f == INLINE_F32_TEXT_VALUE {
        return Ok(248);
    }
    let bits = narrow_float(f, o.ty).ok_or_else(bad)?;
    if v.lit {
        return literal_code(literal, v.span, bits);
    }
    match inline_code(bits, o.ty.half_ty()) {
        Some(c) if (240..=248).contains(&c) || bits == 0 => Ok(c),
        _ => literal_code(literal, v.span, bits),
    }
}

/// The code of the number in `v` for a 16-bit float operand of type `ty` that llvm-mc 22
/// parses as a 32-bit value and then keeps the low 16 bits of (source 0 of gfx950's
/// stochastic-rounding conversions from f16/bf16): any 32-bit integer, its low half; a float
/// in f32 range, rounded to `ty`. That half is an inline constant (integer or float) or the
/// literal. `None` for other values (`lit()`, registers, bf16's `0.15915494`), which take
/// the operand's own rules.
fn low_half_source_code(v: &Parsed<'_>, ty: Ty, literal: &mut Option<(u32, Span)>) -> Option<Res<u16>> {
    if v.lit {
        return None;
    }
    let low = match v.value {
        Value::Int(n) if (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&n) => n as u32 & 0xffff,
        Value::Float(f) if !(ty == Ty::BF16 && f == INLINE_F32_TEXT_VALUE) => {
            if !f.is_finite() || narrow_float(f, Ty::F32).is_none() {
                return Some(Err(Diagnostic::error(v.span, "invalid operand for instruction")));
            }
            if ty == Ty::BF16 {
                half::bf16::from_f64(f).to_bits().into()
            } else {
                half::f16::from_f64(f).to_bits().into()
            }
        }
        Value::Int(_) => return Some(Err(Diagnostic::error(v.span, "invalid operand for instruction"))),
        _ => return None,
    };
    Some(match inline_code(low, ty) {
        Some(c) => Ok(c),
        None => literal_code(literal, v.span, low),
    })
}

/// The dwords of the constants an operand of type `ty` takes (packed-f32 pairs take 32-bit
/// constants).
fn constant_dwords(ty: Ty) -> u8 {
    if ty.is_packed32() {
        1
    } else {
        ty.dwords()
    }
}

/// Records `bits` as the instruction's literal (written at `span`) and returns the literal
/// code; an error when another literal value is already recorded.
fn literal_code(literal: &mut Option<(u32, Span)>, span: Span, bits: u32) -> Res<u16> {
    match *literal {
        Some((l, _)) if l != bits => Err(Diagnostic::error(span, "only one unique literal operand is allowed")),
        _ => {
            *literal = Some((bits, span));
            Ok(LITERAL)
        }
    }
}

/// The immediate `p` with its `abs`/`neg` applied to the sign bit, as llvm-mc folds them:
/// on the f64 value of a float, on the operand-sized bits of an integer. `None` when `p` is
/// not a modified immediate, or an integer for a 64-bit operand.
pub(super) fn apply_fp_modifiers(p: &Parsed<'_>, ty: Ty) -> Option<Value<'static>> {
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

/// Whether source 0 of `row` is the f16/bf16 value of a stochastic-rounding scaled conversion
/// (S1 the 32-bit seed, S2 the f32 scale): llvm-mc 22 parses it with a 32-bit operand class.
fn takes_32bit_half(row: &Row) -> bool {
    let ty = |slot| row.operand(slot).map(|o| o.ty);
    matches!(ty(Slot::Src0), Some(Ty::F16 | Ty::BF16))
        && ty(Slot::Src1) == Some(Ty::U32)
        && ty(Slot::Src2) == Some(Ty::F32)
}

/// Whether operands of type `ty` take 16-bit values.
fn is_16bit(ty: Ty) -> bool {
    matches!(ty, Ty::I16 | Ty::U16 | Ty::B16 | Ty::F16 | Ty::BF16 | Ty::I16F16)
}

pub(super) fn check_align(code: u16, dwords: u8, span: Span) -> Res<()> {
    // 64-bit SGPR operands must be even-aligned (seed 000 line 872; seed 001 line 910).
    if dwords >= 2 && code < 102 && !code.is_multiple_of(2) {
        return Err(Diagnostic::error(span, "invalid register alignment"));
    }
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
    // llvm-mc reads a 64-bit integer (0xffffffffffffffff is -1).
    u64::from_str_radix(digits, radix).ok().map(|v| v as i64)
}

fn looks_like_register(t: &str) -> bool {
    let l = t.as_bytes();
    l.len() >= 2 && matches!(l[0] | 0x20, b'v' | b's') && (l[1].is_ascii_digit() || l[1] == b'[')
}

impl<'a> LineParser<'a> {
    /// Gives a parsed source its operand code, collecting the literal.
    pub(super) fn source_code(&self, v: Parsed<'a>, o: &Operand, literal: &mut Option<(u32, Span)>) -> Res<u16> {
        let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
        let dwords = o.ty.dwords();
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
            Value::Int(n) => self.without_inv_2pi(int_source_code(n, &v, o, literal)?, &v, o, literal),
            Value::Float(f) => self.without_inv_2pi(float_source_code(f, &v, o, literal)?, &v, o, literal),
            _ => Err(bad()),
        }
    }

    /// [`Self::source_code`] for source `s` of `row`, where gfx950's stochastic-rounding
    /// conversions from f16/bf16 take a 32-bit value in source 0 (see
    /// [`low_half_source_code`]).
    pub(super) fn row_source_code(
        &self,
        row: &Row,
        s: usize,
        v: Parsed<'a>,
        o: &Operand,
        literal: &mut Option<(u32, Span)>,
    ) -> Res<u16> {
        // (The operand's own type first: most sources are not 16-bit floats.)
        if s == 0 && matches!(o.ty, Ty::F16 | Ty::BF16) && takes_32bit_half(row) {
            if let Some(code) = low_half_source_code(&v, o.ty, literal) {
                return code;
            }
        }
        self.source_code(v, o, literal)
    }

    /// `code`, or where the target has no 1/(2*pi) inline constant (GCN 1.0/1.1) and `code` is
    /// that constant, its pattern as the literal (a 64-bit operand takes a float's high dword;
    /// llvm-mc 22 refuses the integer `0x3fc45f306dc9c882` there).
    fn without_inv_2pi(&self, code: u16, v: &Parsed<'_>, o: &Operand, literal: &mut Option<(u32, Span)>) -> Res<u16> {
        if code != 248 || self.arch.has_inv_2pi_inline() {
            return Ok(code);
        }
        if constant_dwords(o.ty) == 2 {
            // A float keeps its high dword as the literal (llvm-mc warns that the low one is
            // lost); the integer pattern cannot be encoded.
            return match v.value {
                Value::Float(f) if o.ty.is_float() => literal_code(literal, v.span, (f.to_bits() >> 32) as u32),
                _ => Err(Diagnostic::error(v.span, "invalid operand for instruction")),
            };
        }
        let bits = crate::isa::operand::inline_value(248, o.ty.half_ty()).unwrap_or(0);
        literal_code(literal, v.span, bits)
    }

    /// A symbolic 16-bit immediate (`hwreg(…)`, `vmcnt(0) lgkmcnt(0)`, `sendmsg(…)`,
    /// `gpr_idx(…)`) or a plain integer.
    pub(super) fn symbolic_imm(&mut self, kind: Kind, mn_tok: usize) -> Res<u16> {
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
                // llvm-mc 22 takes a negative number as a waitcnt, not as a message or hwreg.
                Value::Int(n) if matches!(kind, Kind::Sendmsg | Kind::Hwreg) && !(0..=65535).contains(&n) => {
                    Err(bad(self, "invalid immediate: only 16-bit values are legal"))
                }
                Value::Int(n) if (-32768..=65535).contains(&n) => Ok(n as u16),
                _ => Err(bad(self, "invalid immediate: only 16-bit values are legal")),
            };
        }
        if kind == Kind::Waitcnt && self.text(self.pos + 1) != "(" {
            // A symbol not `.set` yet (llvm-mc needs the count's value now).
            return Err(Diagnostic::error(self.span(self.pos), "expected absolute expression"));
        }
        let mut value: u16 = if kind == Kind::Waitcnt {
            imm::waitcnt_all(self.arch.vmcnt_max())
        } else {
            0
        };
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
                    imm::parse_sendmsg(&args, self.arch).ok_or_else(|| span_err(self, "invalid message id"))?
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
                    imm::apply_waitcnt(value, name, n, self.arch.vmcnt_max())
                        .ok_or_else(|| span_err(self, "invalid counter name or value"))?
                }
                _ => return Err(span_err(self, "invalid operand for instruction")),
            };
            first = false;
        }
        Ok(value)
    }

    /// One operand: `-`, `|x|`, `abs(x)`, `neg(x)`, a register, a number or a symbol.
    pub(super) fn operand(&mut self) -> Res<Parsed<'a>> {
        let first = self.pos;
        // Most operands are a bare register or number: no `-`, `|` or `name(` to look for.
        let bare = self.toks.get(first).is_some_and(|t| t.kind != TokenKind::Punct) && !self.opens_paren(first + 1);
        let mods = if bare {
            Wrapping::default()
        } else {
            self.operand_wrapping()?
        };
        let value = self.value()?;
        if mods.close_abs {
            self.expect("|")?;
        }
        for _ in 0..mods.close_paren {
            self.expect(")")?;
        }
        Ok(Parsed {
            value,
            neg: mods.neg,
            abs: mods.abs,
            lit: mods.lit,
            sext: mods.sext,
            span: self.span_from(first),
        })
    }

    /// The modifiers written before an operand's value (`-`, `|`, `neg(`, `abs(`, `lit(`,
    /// `sext(`), read up to the value.
    fn operand_wrapping(&mut self) -> Res<Wrapping> {
        let mut w = Wrapping::default();
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
            && !crate::syntax::expr::starts_compound(self.line, self.toks, self.pos)
        {
            w.neg = true;
            self.pos += 1;
        }
        loop {
            let word = self.peek();
            let opens = self.text(self.pos + 1) == "(";
            if opens && word.eq_ignore_ascii_case("sext") && !w.sext {
                w.sext = true;
            } else if opens && word.eq_ignore_ascii_case("lit") {
                if w.lit {
                    // llvm-mc points at the inner `lit`'s parenthesis.
                    return Err(Diagnostic::error(self.span(self.pos + 1), "failed parsing operand."));
                }
                // `lit(x)`: encode x as a literal even if it is an inline constant.
                w.lit = true;
            } else if opens && word.eq_ignore_ascii_case("neg") {
                w.neg = true;
            } else if opens && word.eq_ignore_ascii_case("abs") {
                w.abs = true;
            } else if self.peek() == "|" && !w.abs {
                w.abs = true;
                w.close_abs = true;
                self.pos += 1;
                continue;
            } else {
                return Ok(w);
            }
            self.pos += 2;
            w.close_paren += 1;
        }
    }

    /// Whether token `i` is `(` (a punctuation token is one character).
    fn opens_paren(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| self.line.as_bytes()[t.start] == b'(')
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
        if !self.is_symbol(sym) && !crate::syntax::expr::starts_compound(self.line, self.toks, i) {
            return None;
        }
        let mut e = ExprParser::new(self.line, self.line_no, self.toks, i);
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

    pub(super) fn value(&mut self) -> Res<Value<'a>> {
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
                Ok(Value::Int(if negative { v.wrapping_neg() } else { v }))
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
                if let Some(found) = parse_scalar_name_on(text, self.arch) {
                    let Ok((c, w)) = found else {
                        return Err(Diagnostic::error(
                            self.span(i),
                            alloc::format!("{text} register not available on this GPU"),
                        ));
                    };
                    match c {
                        NULL => Err(Diagnostic::error(
                            self.span(i),
                            "'null' operand is not supported on this GPU",
                        )),
                        LDS_DIRECT if !self.arch.has_lds_direct() => Err(Diagnostic::error(
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

/// The modifiers around an operand's value ([`LineParser::operand`]).
#[derive(Default)]
struct Wrapping {
    neg: bool,
    abs: bool,
    lit: bool,
    sext: bool,
    /// Written as `|x|`: a `|` follows the value.
    close_abs: bool,
    /// `name(` wrappers: as many `)` follow the value.
    close_paren: usize,
}
