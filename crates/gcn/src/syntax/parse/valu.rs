//! The VALU forms: VOP3 and VOP3P modifiers, DPP and SDWA, MFMA, the `_e32`/`_e64` choice
//! and the constant bus.

use super::modifiers::At;
use super::*;

/// What decides a VALU instruction's encoding: the 32-bit form or `_e64` (and what a DPP form must not have).
pub(super) struct ValuForm {
    /// `Some(true)` for an `_e64` suffix, `Some(false)` for `_e32`.
    pub(super) forced: Option<bool>,
    /// Where the first modifier only `_e64` has was written.
    pub(super) modifiers: Option<Span>,
    /// A compare's destination and where it was written.
    pub(super) cmp_dst: Option<(u16, Span)>,
    /// A carry-out destination and where it was written.
    pub(super) carry_out: Option<(u16, Span)>,
    /// The literal and where it was written.
    pub(super) literal: Option<(u32, Span)>,
    /// Where the mnemonic is.
    pub(super) mnemonic: Span,
    /// Where each source's register or value is (after any `-` or `|`), for the `_e32`
    /// form's errors.
    pub(super) sources: [Option<Span>; 3],
}

/// Picks the encoding llvm-mc picks: the 32-bit form when the operands allow it, else `_e64`.
pub(super) fn choose_valu_encoding(inst: &mut Inst, row: &Row, f: ValuForm) -> Res<()> {
    let literal_error = |span| Err(Diagnostic::error(span, "literal operands are not supported"));
    if !row.has_e64_form() {
        if let Some((c, _)) = f.carry_out {
            inst.sdst = c;
        }
        return match f.literal {
            Some((_, span)) if matches!(row.format, Format::Vop3a | Format::Vop3p | Format::Vop3pMai) => {
                literal_error(span)
            }
            // GCN 1.0/1.1's VOP2 v_readlane/v_writelane: the lane select sits in the 8-bit VSRC1
            // field, which names no literal (llvm-mc 22: "invalid operand for instruction").
            Some((_, span)) if row.format == Format::Vop2 && inst.src[1] == LITERAL => {
                Err(Diagnostic::error(span, "invalid operand for instruction"))
            }
            _ => Ok(()),
        };
    }
    let dst_ok = dst_fits_e32(&f);
    let e32_ok = e32_fits(inst, row, &f);
    let use_e64 = match f.forced {
        Some(true) => true,
        Some(false) if !e32_ok => {
            let span = match (f.cmp_dst.or(f.carry_out), e32_misfit(inst, row, &f), f.modifiers) {
                (Some((_, s)), _, _) if !dst_ok => s,
                (_, Some(s), _) | (_, None, Some(s)) => s,
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
pub(super) fn apply_vop3p_lists(inst: &mut Inst, row: &Row, vop3p_hi: Option<u8>, vop3p_neg: (u8, u8)) {
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

/// The first source the 32-bit form cannot take: one with `-` or `|…|`, a source 1 that is
/// not a VGPR, a carry-in that is not VCC.
fn e32_misfit_source(inst: &Inst, row: &Row) -> Option<usize> {
    let modified = |n: usize| (inst.neg | inst.abs) & (1 << n) != 0;
    let src1_wrong = || row.operand(Slot::Src1).is_some() && inst.src[1] < VGPR0;
    let carry_in_wrong = || {
        row.operand(Slot::Src2)
            .is_some_and(|o| o.kind == Kind::CarryIn && inst.src[2] != VCC_LO)
    };
    if modified(0) {
        Some(0)
    } else if modified(1) || src1_wrong() {
        Some(1)
    } else if modified(2) || carry_in_wrong() {
        Some(2)
    } else {
        None
    }
}

/// Where that source is written ([`e32_misfit_source`]), where llvm-mc points.
fn e32_misfit(inst: &Inst, row: &Row, f: &ValuForm) -> Option<Span> {
    e32_misfit_source(inst, row).and_then(|n| f.sources[n])
}

fn dst_fits_e32(f: &ValuForm) -> bool {
    f.cmp_dst.is_none_or(|(c, _)| c == VCC_LO) && f.carry_out.is_none_or(|(c, _)| c == VCC_LO)
}

/// Whether `inst` fits the 32-bit (VOP1, VOP2, VOPC) form of `row`: a VGPR second source,
/// VCC as carry-in and destination, no source or output modifiers.
fn e32_fits(inst: &Inst, row: &Row, f: &ValuForm) -> bool {
    e32_misfit_source(inst, row).is_none()
        && dst_fits_e32(f)
        && inst.op_sel == 0
        && inst.neg == 0
        && inst.abs == 0
        && f.modifiers.is_none()
}

/// A VALU instruction reads at most one scalar value (SGPR, special register or literal)
/// (seed 000 lines 1292-1296; seed 001 line 1946).
/// Records an SDWA-ordered modifier (clamp 1, output modifier 2, the selects 3-6): the first
/// one that comes at or before the stage already reached is remembered in `misorder`.
pub(super) fn note_sdwa_order(stage: &mut u8, misorder: &mut Option<Span>, at: u8, span: Span) {
    if *stage >= at && misorder.is_none() {
        *misorder = Some(span);
    }
    *stage = (*stage).max(at);
}

/// What [`LineParser::finish_sdwa`] needs besides the instruction.
pub(super) struct SdwaForm {
    pub(super) cmp_dst: Option<(u16, Span)>,
    pub(super) carry_out: Option<(u16, Span)>,
    pub(super) literal: Option<(u32, Span)>,
    /// `_e32`/`_e64` written with SDWA selects.
    pub(super) forced: Option<bool>,
    /// An SDWA modifier out of order, or a VOP3-only one.
    pub(super) misplaced: Option<Span>,
    /// The first SDWA select, or else the `clamp` or output modifier that chose SDWA
    /// (where llvm-mc blames an SDWA form the line cannot have).
    pub(super) first: Option<Span>,
    pub(super) mnemonic: usize,
    /// Chosen only because `clamp` was written (no `_sdwa`, no selects).
    pub(super) by_clamp: bool,
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

pub(super) fn check_constant_bus(inst: &Inst, row: &Row, parsed: &[Option<Parsed<'_>>; 3]) -> Res<()> {
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
    if row.has(flags::MOVREL_DST) {
        first = Some(M0);
    }
    for (s, &c) in inst.src.iter().enumerate().take(row.sources()) {
        if codes >> s & 1 == 0 {
            continue;
        }
        let scalar = c < 128 || c == LITERAL || (230..=239).contains(&c) || (251..=254).contains(&c);
        // v_writelane_b32's M0 lane select does not use the bus (llvm-mc: `v_writelane_b32 v1,
        // s1, m0` is valid, `…, s1, s2` is not).
        if !scalar || (s == 1 && c == M0 && matches!(inst.op, Op::v_writelane_b32 | Op::v_writelane_b32_vop2)) {
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

impl<'a> LineParser<'a> {
    /// Parses a VOP3 `op_sel:[…]` at token `t` into its OP_SEL bits (the destination's is bit 3).
    pub(super) fn vop3_op_sel(&mut self, row: &Row, t: usize) -> Res<u8> {
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
    pub(super) fn output_modifier(&mut self, lower: &str, t: usize) -> Res<u8> {
        self.pos += 1;
        self.expect(":")?;
        let vt = self.pos;
        let Value::Int(n) = self.value()? else {
            return Err(Diagnostic::error(self.span(vt), "expected absolute expression"));
        };
        Ok(match (lower, n) {
            ("mul" | "div", 1) => 0,
            ("mul", 2) => 1,
            ("mul", 4) => 2,
            ("div", 2) => 3,
            _ => return Err(Diagnostic::error(self.span(t), format!("invalid {lower} value."))),
        })
    }

    /// Parses a VOP3P `op_sel`, `op_sel_hi`, `neg_lo` or `neg_hi` list at token `t`: op_sel
    /// into `inst`, the others into `vop3p_hi` and `vop3p_neg` (lo, hi) for later.
    pub(super) fn vop3p_modifier(
        &mut self,
        inst: &mut Inst,
        row: &Row,
        lower: &str,
        t: usize,
        vop3p_hi: &mut Option<u8>,
        vop3p_neg: &mut (u8, u8),
    ) -> Res<()> {
        if row.has(flags::ACCVGPR) || (row.has(flags::VOP3P_NO_NEG) && lower.starts_with("neg")) {
            return Err(not_an_operand(self.span(t)));
        }
        let n = row.sources();
        let mix = row.has(flags::VOP3P_MIX);
        let refused = match lower {
            "op_sel" | "op_sel_hi" => row.has(flags::VOP3P_DOT),
            _ => mix,
        };
        if refused {
            return Err(not_an_operand(self.span(t)));
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

    /// Parses one SDWA select (`dst_sel:WORD_1`, `dst_unused:…`, `src0_sel:…`, `src1_sel:…`)
    /// `word` at `at` into `d`, in llvm-mc's order (`sdwa_stage`: the last operand seen).
    pub(super) fn sdwa_select(
        &mut self,
        d: &mut Sdwa,
        sdwa_stage: &mut u8,
        word: &str,
        at: At,
        first: Span,
    ) -> Res<()> {
        let At { lower, t, .. } = at;
        let stage = match word {
            "dst_sel" => 3,
            "dst_unused" => 4,
            "src0_sel" => 5,
            _ => 6,
        };
        // Upper case: not a select name (llvm-mc parses it as an operand).
        if word != lower {
            return Err(invalid_operand(self.span(t)));
        }
        // Out of order: llvm-mc blames the first select.
        if stage <= *sdwa_stage {
            return Err(invalid_operand(first));
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

    /// Parses one DPP control (`quad_perm:[…]`, `row_shl:1`, `row_mask:0xf`, …) at `at`
    /// into `d`, in llvm-mc's order (`dpp_stage`: the last group seen, 0 = none).
    pub(super) fn dpp_control(&mut self, d: &mut crate::isa::inst::Dpp, dpp_stage: &mut u8, at: At) -> Res<()> {
        let At { lower: word, t, .. } = at;
        let stage = match word {
            "row_mask" => 2,
            "bank_mask" => 3,
            "bound_ctrl" => 4,
            _ => 1,
        };
        if stage <= *dpp_stage || (stage > 1 && *dpp_stage == 0) {
            // llvm-mc parses a repeated bank_mask/bound_ctrl, or a bare word, as an operand
            // the instruction does not take; it has no parser for the others there.
            let parsed = (stage >= 3 && *dpp_stage > 0) || self.text(t + 1) != ":";
            return Err(if parsed {
                invalid_operand(self.span(t))
            } else {
                not_an_operand(self.span(t))
            });
        }
        *dpp_stage = stage;
        self.pos += 1;
        if word == "quad_perm" {
            d.ctrl = self.quad_perm()?;
            return Ok(());
        }
        if matches!(word, "row_mirror" | "row_half_mirror") {
            d.ctrl = dpp::ctrl_from_name(word, None).unwrap_or_default();
            return Ok(());
        }
        self.dpp_expect(":", "expected a colon")?;
        let vt = self.pos;
        let n = self.dpp_int()?;
        match word {
            // llvm-mc 22 takes any row_mask/bank_mask and keeps 4 bits (README).
            "row_mask" | "bank_mask" if !(0..16).contains(&n) => return Err(not_an_operand(self.span_from(t))),
            "row_mask" => d.row_mask = n as u8,
            "bank_mask" => d.bank_mask = n as u8,
            // Both spellings set BOUND_CTRL (llvm-mc prints `bound_ctrl:1`).
            "bound_ctrl" if matches!(n, 0 | 1) => d.bound_ctrl = true,
            "bound_ctrl" => return Err(Diagnostic::error(self.span(t), "invalid bound_ctrl value.")),
            _ => {
                d.ctrl = dpp::ctrl_from_name(word, Some(n))
                    .ok_or_else(|| Diagnostic::error(self.span(vt), format!("invalid {word} value")))?
            }
        }
        Ok(())
    }

    /// `quad_perm`'s `:[a,b,c,d]` (four 2-bit lane selects), with llvm-mc 22's messages.
    fn quad_perm(&mut self) -> Res<u16> {
        self.dpp_expect(":", "expected a colon")?;
        self.dpp_expect("[", "expected an opening square bracket")?;
        let mut v = 0u16;
        for k in 0..4 {
            if k > 0 {
                self.dpp_expect(",", "expected a comma")?;
            }
            let vt = self.pos;
            match self.dpp_int()? {
                n if (0..4).contains(&n) => v |= (n as u16) << (2 * k),
                _ => return Err(Diagnostic::error(self.span(vt), "expected a 2-bit value")),
            }
        }
        self.dpp_expect("]", "expected a closing square bracket")?;
        Ok(v)
    }

    /// The token `s`, or llvm-mc's `msg` at what stands there instead.
    fn dpp_expect(&mut self, s: &str, msg: &str) -> Res<()> {
        if self.peek() != s {
            return Err(Diagnostic::error(self.span(self.pos), msg));
        }
        self.pos += 1;
        Ok(())
    }

    /// A DPP value: an absolute expression.
    fn dpp_int(&mut self) -> Res<i64> {
        let vt = self.pos;
        if self.at_end() {
            return Err(Diagnostic::error(self.span(vt), "unknown token in expression"));
        }
        match self.value()? {
            Value::Int(n) => Ok(n),
            _ => Err(Diagnostic::error(self.span(vt), "expected absolute expression")),
        }
    }

    /// Applies `neg`/`abs` written on an immediate first source to the value itself when the
    /// instruction then fits its 32-bit form, as llvm-mc does: `v_add_f32 v0, neg(1.0), v1`
    /// is `v_add_f32_e32 v0, -1.0, v1`, `neg(3.0)` the literal 0xc0400000. (64-bit integer
    /// sources keep the modifier.)
    pub(super) fn fold_src0_modifiers(
        &self,
        inst: &mut Inst,
        row: &Row,
        p: Option<Parsed<'a>>,
        f: &mut ValuForm,
    ) -> Res<()> {
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
    /// `first` is where the first DPP control was written (llvm-mc's place for a DPP form
    /// an `_e32`/`_e64` suffix or the row refuses).
    pub(super) fn finish_dpp(&self, mut inst: Inst, row: &Row, d: Dpp, f: ValuForm, first: Option<Span>) -> Res<Inst> {
        let ValuForm {
            forced,
            modifiers: e64_modifiers,
            cmp_dst,
            carry_out,
            literal,
            mnemonic: at,
            ..
        } = f;
        let first = first.unwrap_or(at);
        if !row.has_dpp(self.arch) {
            return Err(Diagnostic::error(
                at,
                "dpp variant of this instruction is not supported",
            ));
        }
        if forced.is_some() {
            return Err(Diagnostic::error(first, "invalid operand for instruction"));
        }
        if let Some(span) = e64_modifiers {
            return Err(Diagnostic::error(span, "invalid operand for instruction"));
        }
        if cmp_dst.is_some() {
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
        let vgprs = row.operand(Slot::Src0).is_none_or(|_| inst.src[0] >= VGPR0)
            && row.operand(Slot::Src1).is_none_or(|_| inst.src[1] >= VGPR0);
        if !carry_in_ok || !vgprs {
            return Err(Diagnostic::error(at, "invalid operand for instruction"));
        }
        if !dpp::valid_ctrl(d.ctrl, self.arch, row.has_wide_dpp_operand()) {
            return Err(Diagnostic::error(first, "DP ALU dpp only supports row_newbcast"));
        }
        inst.vop3 = false;
        inst.dpp = Some(d);
        Ok(inst)
    }

    /// Completes an SDWA instruction: a row with the form, no literal or VOP3-only modifiers,
    /// VCC as the carry, a VOPC destination that is VCC or an aligned SGPR pair, the
    /// constant-bus limit, no clamp on VOPC.
    pub(super) fn finish_sdwa(
        &self,
        mut inst: Inst,
        row: &Row,
        d: Sdwa,
        form: SdwaForm,
        parsed: &[Option<Parsed<'a>>; 3],
    ) -> Res<Inst> {
        let at = self.span(form.mnemonic);
        self.sdwa_form_allowed(row, &form, at)?;
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
        if !self.arch.has_sdwa_gfx9() {
            self.gcn12_sdwa_rules(&inst, row, &form, parsed)?;
        }
        if row.format == Format::Vopc {
            if inst.clamp && self.arch.has_sdwa_gfx9() {
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
        inst.vop3 = false;
        inst.sdwa = Some(sdwa_fields(row, d, parsed)?);
        check_constant_bus(&inst, row, parsed)?;
        Ok(inst)
    }

    /// The SDWA form's errors that come before its operands': a VOP1/VOP2/VOPC row with the
    /// form on this target, no forced `_e32`/`_e64`, no misplaced modifier, no literal.
    fn sdwa_form_allowed(&self, row: &Row, form: &SdwaForm, at: Span) -> Res<()> {
        if !matches!(row.format, Format::Vop1 | Format::Vop2 | Format::Vopc) {
            return Err(Diagnostic::error(at, "invalid instruction"));
        }
        if !row.has_sdwa() || !self.arch.has_sdwa_dpp() {
            return Err(Diagnostic::error(
                at,
                "sdwa variant of this instruction is not supported",
            ));
        }
        if form.forced.is_some() {
            return Err(Diagnostic::error(
                form.first.unwrap_or(at),
                "invalid operand for instruction",
            ));
        }
        let misplaced = form.misplaced.or(form.literal.map(|(_, span)| span));
        match misplaced {
            Some(span) => Err(Diagnostic::error(span, "invalid operand for instruction")),
            None => Ok(()),
        }
    }

    /// GCN 1.2's SDWA (seed 002 L8-L19; llvm-mc 22 `-mcpu=gfx803`): VGPR sources only (no
    /// S0/S1 bits), no output modifier, and a VOPC writes VCC (no SDST field).
    fn gcn12_sdwa_rules(&self, inst: &Inst, row: &Row, form: &SdwaForm, parsed: &[Option<Parsed<'a>>; 3]) -> Res<()> {
        let at = self.span(form.mnemonic);
        for (s, p) in parsed.iter().enumerate().take(2) {
            if let Some(p) = p {
                if inst.src[s] < VGPR0 {
                    return Err(Diagnostic::error(p.span, "invalid operand for instruction"));
                }
            }
        }
        if inst.omod != 0 || (row.format == Format::Vopc && form.cmp_dst.is_some_and(|(c, _)| c != VCC_LO)) {
            return Err(Diagnostic::error(at, "operands are not valid for this GPU or mode"));
        }
        Ok(())
    }

    /// One MAI modifier at `t`: `op_sel:[…]`/`op_sel_hi:[…]` (scale forms; two entries count, a
    /// third or fourth is accepted and dropped), `cbsz:N` (0-7), `abid:N` (0-15), `blgp:N` (0-7)
    /// or `neg:[a,b,c]` (F64 rows), each at most once and in that order (`stage`).
    pub(super) fn mai_modifier(&mut self, inst: &mut Inst, row: &Row, stage: &mut u8, t: usize) -> Res<()> {
        let name = self.peek();
        let not_valid = |s: &Self| not_an_operand(s.span(t));
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
    pub(super) fn finish_mai(
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
}

/// The SDWA dword of `row` from the written selects `d` and the sources' `sext(…)`: no unused
/// destination bits for the source-only FP8 conversions (which take no `sext`), all zero for
/// `v_nop`.
fn sdwa_fields(row: &Row, mut d: Sdwa, parsed: &[Option<Parsed>; 3]) -> Res<Sdwa> {
    if row.has(flags::SDWA_SRC_ONLY) {
        d.dst_unused = 0;
    }
    if row.operands.is_empty() {
        d = Sdwa::BARE;
    }
    for (s, p) in parsed.iter().enumerate() {
        if let Some(p) = p.as_ref().filter(|p| p.sext) {
            // The FP8 conversions read a byte or word of an FP8 pair: no sign extension.
            if row.has(flags::SDWA_SRC_ONLY) {
                return Err(not_an_operand(p.span));
            }
            d.sext |= 1 << s;
        }
    }
    Ok(d)
}
