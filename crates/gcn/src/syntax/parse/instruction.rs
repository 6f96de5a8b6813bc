//! An instruction line: the mnemonic and its suffixes, the operands in row order, the
//! modifiers, and the form the line ends up in.

use super::*;

/// The instruction an instruction line names: its row, where the mnemonic is, the suffixes.
pub(super) struct Mnemonic {
    pub(super) op: Op,
    pub(super) row: &'static Row,
    /// The mnemonic's token.
    pub(super) tok: usize,
    /// `Some(true)` for an `_e64` suffix, `Some(false)` for `_e32`.
    pub(super) forced: Option<bool>,
    /// A `_dpp` suffix.
    pub(super) dpp_forced: bool,
    /// An `_sdwa` suffix.
    pub(super) sdwa_forced: bool,
    /// gfx9's carry-out spelling on GCN 1.0/1.1 in its VOP3 form, whose source 1 must be a
    /// VGPR (see [`LineParser::carry_alias_form`]).
    pub(super) vgpr_src1: bool,
}

/// The mnemonics an assembly has read, by their text (most programs repeat a few, and finding
/// one, its suffixes, its row on the target and that spelling, costs more than a look-up
/// here): direct-mapped by a hash of the text, which each slot keeps to compare. Only
/// mnemonics that need nothing from the rest of their line are kept (not gfx9's carry-out
/// aliases on GCN 1.0/1.1).
pub(super) struct MnemonicCache([Option<CachedMnemonic>; 64]);

/// A [`MnemonicCache`] entry: the text (at most 32 bytes) and what [`LineParser::mnemonic`]
/// made of it.
#[derive(Clone, Copy)]
struct CachedMnemonic {
    text: [u8; 32],
    len: u8,
    op: Op,
    forced: Option<bool>,
    dpp_forced: bool,
    sdwa_forced: bool,
}

impl MnemonicCache {
    pub(super) fn new() -> Self {
        MnemonicCache([None; 64])
    }

    /// The slot of `text` (FNV-1a of its bytes).
    fn slot(text: &[u8]) -> usize {
        let h = text
            .iter()
            .fold(0x811c_9dc5u32, |h, &b| (h ^ b as u32).wrapping_mul(0x0100_0193));
        (h >> 26) as usize
    }

    /// The mnemonic read from `text` (token `tok`) before.
    fn get(&self, text: &str, tok: usize) -> Option<Mnemonic> {
        let c = self.0[Self::slot(text.as_bytes())].as_ref()?;
        (c.text.get(..c.len as usize)? == text.as_bytes()).then(|| Mnemonic {
            op: c.op,
            row: c.op.row(),
            tok,
            forced: c.forced,
            dpp_forced: c.dpp_forced,
            sdwa_forced: c.sdwa_forced,
            vgpr_src1: false,
        })
    }

    /// Keeps what `text` reads as (`m`, which needs nothing from the rest of its line).
    fn put(&mut self, text: &str, m: &Mnemonic) {
        let mut c = CachedMnemonic {
            text: [0; 32],
            len: text.len() as u8,
            op: m.op,
            forced: m.forced,
            dpp_forced: m.dpp_forced,
            sdwa_forced: m.sdwa_forced,
        };
        if let Some(t) = c.text.get_mut(..text.len()) {
            t.copy_from_slice(text.as_bytes());
            self.0[Self::slot(text.as_bytes())] = Some(c);
        }
    }
}

/// Whether `base` is gfx9's spelling of `op` that llvm-mc 22 also takes on `arch` for the
/// target's own carry-out add ([`Arch::has_co_u32_aliases`]).
fn carry_alias(arch: Arch, op: Op, base: &str) -> bool {
    arch.has_co_u32_aliases()
        && matches!(op, Op::v_add_co_u32 | Op::v_sub_co_u32 | Op::v_subrev_co_u32)
        && op.row().name.eq_ignore_ascii_case(base)
}

/// llvm-mc's error for a line no form of the instruction takes.
fn not_for_this_gpu(span: Span) -> Diagnostic {
    Diagnostic::error(span, "operands are not valid for this GPU or mode")
}

/// What an instruction line's operands give, kept for the modifiers and the final checks.
pub(super) struct OperandState<'a> {
    pub(super) inst: Inst,
    /// The immediate as written (a label or a value) and where.
    pub(super) label: Option<(ImmSource, Span)>,
    /// The sources, encoded once the modifiers are known.
    pub(super) parsed: [Option<Parsed<'a>>; 3],
    /// A compare's destination and where it was written.
    pub(super) cmp_dst: Option<(u16, Span)>,
    /// A carry-out destination and where it was written.
    pub(super) carry_out: Option<(u16, Span)>,
    /// The literal of `v_madmk`/`s_setreg_imm32`-style rows and where it was written.
    pub(super) fixed_literal: Option<(u32, Span)>,
    /// DS data and destination: all VGPRs or all AGPRs (gfx950).
    pub(super) ds_agpr: Option<bool>,
    /// A FLAT address register: index, width, where.
    pub(super) flat_addr: Option<(u16, u8, Span)>,
    /// A buffer data register's width and where.
    pub(super) buf_data: Option<(u8, Span)>,
    /// A buffer address register: index, width, where.
    pub(super) buf_addr: Option<(u16, u8, Span)>,
    /// MFMA register operands (D, A, B, C): index, width, AGPR, where; checked once the
    /// modifiers (the F8F6F4 formats) are known.
    pub(super) mai_regs: [Option<(u16, u8, bool, Span)>; 4],
    /// The row has only its 32-bit form.
    pub(super) e32_only: bool,
    /// gfx900's FLAT LDS loads.
    pub(super) lds_dma: bool,
    /// A FLAT row written without its destination.
    pub(super) flat_no_vdst: bool,
    /// A MUBUF LDS load written without VDATA.
    pub(super) buf_no_vdata: bool,
    /// A compare written without its destination (`v_cmp_eq_f32 v1, v2`): llvm-mc's alias of
    /// the 32-bit form, which writes VCC ([`LineParser::implicit_vcc`]).
    pub(super) cmp_implicit: bool,
}

/// `m` without the suffix `sfx` (ASCII, any case), when it ends with it and has more before it.
fn strip_suffix_ignore_case<'a>(m: &'a str, sfx: &str) -> Option<&'a str> {
    let cut = m
        .len()
        .checked_sub(sfx.len())
        // Every suffix starts with `_`: most mnemonics fail on that byte or the last one.
        .filter(|&c| {
            let b = m.as_bytes();
            let last = |x: &[u8]| x.last().map(u8::to_ascii_lowercase);
            c > 0 && b.get(c) == Some(&b'_') && last(b) == last(sfx.as_bytes()) && m.is_char_boundary(c)
        })?;
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

impl<'a> LineParser<'a> {
    pub(super) fn instruction(
        &mut self,
        arch: Arch,
        cache: &mut MnemonicCache,
    ) -> Res<(Inst, Option<(ImmSource, Span)>)> {
        let m = self.mnemonic(arch, cache)?;
        if let Some(inst) = self.operand_form_inst(m.op, m.tok, m.dpp_forced || m.sdwa_forced, m.forced)? {
            return Ok((inst, None));
        }
        let e32_only = self.check_encoding_suffix(m.row, m.forced, m.tok)?;
        self.check_form_suffix(&m)?;
        let mut st = self.operand_state(m.op, e32_only);
        st.cmp_implicit = self.implicit_vcc(&m);
        self.operands(&mut st, &m)?;
        if st.cmp_implicit {
            self.check_implicit_vcc(&st, &m)?;
        }
        let mods = self.modifiers(&mut st, &m)?;
        self.check_memory(&mut st, &m)?;
        let (inst, imm) = self.finish(st, mods, &m)?;
        if m.vgpr_src1 && inst.src[1] < 256 {
            return Err(not_for_this_gpu(self.span(m.tok)));
        }
        Ok((inst, imm))
    }

    /// Reads the mnemonic at the cursor: its row (one `arch` has) and its suffixes (from
    /// `cache` when the text was read before).
    pub(super) fn mnemonic(&mut self, arch: Arch, cache: &mut MnemonicCache) -> Res<Mnemonic> {
        let mn_tok = self.pos;
        let mnemonic = self.text(mn_tok);
        if self.toks[mn_tok].kind != TokenKind::Ident {
            return Err(Diagnostic::error(self.span(mn_tok), "unknown token in expression"));
        }
        self.pos += 1;
        if let Some(m) = cache.get(mnemonic, mn_tok) {
            return Ok(m);
        }
        let text = mnemonic;
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
        let alias = !op.spelled_on(arch, base) && row.opcode_on(arch).is_some() && carry_alias(arch, op, base);
        if !op.spelled_on(arch, base) && !alias {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "instruction not supported on this GPU",
            ));
        }
        let forced = if alias && !(dpp_forced || sdwa_forced) {
            self.carry_alias_form(forced, mn_tok)?
        } else {
            forced
        };
        let m = Mnemonic {
            op,
            row,
            tok: mn_tok,
            forced,
            dpp_forced,
            sdwa_forced,
            vgpr_src1: alias && forced == Some(true),
        };
        if !alias {
            cache.put(text, &m);
        }
        Ok(m)
    }

    /// The encoding llvm-mc 22 gives gfx9's carry-out spelling on GCN 1.0/1.1: with a fifth
    /// operand `vcc` (and no `_e64`) the VOP2 word, that operand dropped (`v_add_co_u32 v0, vcc,
    /// 1, v2, vcc` is `v_add_i32_e32 v0, vcc, 1, v2`); with four operands the VOP3 word, even
    /// for `vcc` (`v_add_co_u32 v0, vcc, v1, v2` is `v_add_i32_e64`), whose source 1 must be a
    /// VGPR; `_e32` with four operands is refused.
    fn carry_alias_form(&mut self, forced: Option<bool>, mn_tok: usize) -> Res<Option<bool>> {
        let n = self.toks.len();
        // llvm-mc takes the trailing `vcc` in lower case only.
        let trailing_vcc = self.commas_ahead() == 4 && n >= 2 && self.text(n - 1) == "vcc" && self.text(n - 2) == ",";
        match (trailing_vcc, forced) {
            (true, None | Some(false)) => {
                self.toks = &self.toks[..n - 2];
                Ok(Some(false))
            }
            (false, Some(false)) => Err(not_for_this_gpu(self.span(mn_tok))),
            _ => Ok(Some(true)),
        }
    }

    /// The state before the operands of `op`'s row, with the operand layout the line's
    /// commas select.
    fn operand_state(&self, op: Op, e32_only: bool) -> OperandState<'a> {
        let row = op.row();
        // A returning flat atomic has its destination only with glc/sc0, and gfx900's LDS
        // loads (`global_load_sshort v0, s[0:1] lds`) have none: count the operands.
        let lds_dma = row.has(flags::FLAT_LDS_DMA) && self.arch.has_flat_lds_bit();
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
        OperandState {
            inst: Inst::new(op),
            label: None,
            parsed: [None; 3],
            cmp_dst: None,
            carry_out: None,
            fixed_literal: None,
            ds_agpr: None,
            flat_addr: None,
            buf_data: None,
            buf_addr: None,
            mai_regs: [None; 4],
            e32_only,
            lds_dma,
            flat_no_vdst,
            buf_no_vdata,
            cmp_implicit: false,
        }
    }

    /// Whether a VOPC line is written without its destination: llvm-mc reads `v_cmp_* a, b`
    /// and `v_cmp_*_e32 a, b` (two operands) as the 32-bit form writing VCC, unless the
    /// first operand is a destination that source 0 cannot be (VCC or an SGPR pair before a
    /// 32-bit compare's sources: then an operand is missing).
    fn implicit_vcc(&mut self, m: &Mnemonic) -> bool {
        if m.row.format != Format::Vopc || m.dpp_forced || m.sdwa_forced || m.forced == Some(true) {
            return false;
        }
        if self.operand_commas_ahead() != 1 {
            return false;
        }
        let at = self.pos;
        let first = self.operand();
        self.pos = at;
        let wide_src0 = m.row.operand(Slot::Src0).is_some_and(|o| o.ty.dwords() == 2);
        first.is_ok_and(|v| wide_src0 || !super::operands::is_cmp_dst(&v.value))
    }

    /// llvm-mc's limits on [`LineParser::implicit_vcc`]'s form, which has only the 32-bit
    /// encoding's operands, and its messages: a source 0 with `-` or `|…|` is not a valid
    /// operand; a source 1 other than a plain VGPR is invalid (blamed on the first operand
    /// without a suffix, on the register with `_e32`; a `v_cmpx` without a suffix says the
    /// operands are not valid); without a suffix, a modifier is not a valid operand (`clamp`
    /// alone: the first operand is invalid, or on a `v_cmpx` the `clamp`).
    fn check_implicit_vcc(&self, st: &OperandState<'a>, m: &Mnemonic) -> Res<()> {
        let [Some(src0), Some(src1), _] = st.parsed else {
            return Ok(());
        };
        if src0.neg || src0.abs || src0.sext {
            return Err(not_an_operand(src0.span));
        }
        let plain_vgpr = matches!(src1.value, Value::Vgpr(..)) && !(src1.neg || src1.abs || src1.sext || src1.lit);
        match (plain_vgpr, m.forced) {
            (false, Some(_)) => return Err(invalid_operand(self.register_span(src1.span))),
            (false, None) if m.row.has(flags::CMPX) => return Err(not_for_this_gpu(self.span(m.tok))),
            (false, None) => return Err(invalid_operand(src0.span)),
            (true, Some(_)) => return Ok(()),
            (true, None) => {}
        }
        let mut at = self.pos;
        while at < self.toks.len() && self.text(at) == "clamp" {
            at += 1;
        }
        match (at < self.toks.len(), at > self.pos) {
            (true, _) => Err(not_an_operand(self.span(at))),
            (false, true) if m.row.has(flags::CMPX) => Err(invalid_operand(self.span(self.pos))),
            (false, true) => Err(invalid_operand(src0.span)),
            (false, false) => Ok(()),
        }
    }

    /// Where each source's register is, for an `_e32` mnemonic (only its errors point at a
    /// source).
    fn e32_source_spans(&self, forced: Option<bool>, parsed: &[Option<Parsed<'a>>; 3]) -> [Option<Span>; 3] {
        match forced {
            Some(false) => parsed.map(|p| p.map(|p| self.register_span(p.span))),
            _ => [None; 3],
        }
    }

    /// `span` of an operand without the `-` and `|` before its register (where llvm-mc
    /// points).
    fn register_span(&self, span: Span) -> Span {
        let prefix = |c: char| matches!(c, '-' | '|' | ' ');
        let (from, len) = (span.col.saturating_sub(1) as usize, span.len as usize);
        let skip = if self.ascii {
            let text = self.line.as_bytes().get(from..).unwrap_or_default();
            text.iter().take(len).take_while(|&&b| prefix(b as char)).count()
        } else {
            self.line
                .chars()
                .skip(from)
                .take(len)
                .take_while(|&c| prefix(c))
                .count()
        } as u32;
        Span::new(span.line, span.col + skip, span.len.saturating_sub(skip).max(1))
    }

    /// Parses the row's operands, in order, up to the modifiers.
    pub(super) fn operands(&mut self, st: &mut OperandState<'a>, m: &Mnemonic) -> Res<()> {
        let (row, mn_tok) = (m.row, m.tok);
        let first_operand = (st.flat_no_vdst || st.buf_no_vdata || st.cmp_implicit) as usize;
        for (k, o) in row.operands.iter().enumerate() {
            if o.kind == Kind::OptImm16 && self.at_end() {
                break;
            }
            // DS and flat offsets are modifiers, parsed with the others after the operands.
            if matches!(
                o.kind,
                Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset | Kind::BufOffset | Kind::BufFormat
            ) || (o.kind == Kind::FlatVdst && st.flat_no_vdst)
                || (o.kind == Kind::BufData && st.buf_no_vdata)
                || (o.kind == Kind::CmpDst && st.cmp_implicit)
            {
                continue;
            }
            // An SMEM offset may be left out (`s_load_dword s0, s[2:3]`, `…, glc`): 0.
            if o.kind == Kind::SmemOffset && (self.at_end() || (self.peek() == "," && self.text(self.pos + 1) == "glc"))
            {
                if !self.at_end() {
                    self.pos += 1;
                }
                st.inst.mem |= mem::IMM;
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
            self.row_operand(st, o, m)?;
        }
        Ok(())
    }

    /// The memory formats' checks once the modifiers are known (addresses, data widths, DS
    /// `gds`).
    fn check_memory(&self, st: &mut OperandState<'a>, m: &Mnemonic) -> Res<()> {
        let (row, mn_tok) = (m.row, m.tok);
        if row.format.is_buffer() {
            self.check_buffer(&mut st.inst, row, st.buf_data, st.buf_addr, st.buf_no_vdata, mn_tok)?;
        }
        if row.format.is_flat() {
            self.check_flat(&mut st.inst, row, st.flat_addr, st.flat_no_vdst, st.ds_agpr, mn_tok)?;
        }
        if row.format == Format::Ds {
            if row.has(flags::DS_GDS_ONLY) && st.inst.mem & mem::GDS == 0 {
                return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
            }
            if st.ds_agpr == Some(true) {
                st.inst.mem |= mem::ACC;
            }
        }
        Ok(())
    }

    /// Encodes the sources and completes the form the modifiers chose (SDWA, MAI, DPP, or
    /// the VALU encoding llvm-mc picks).
    pub(super) fn finish(
        &self,
        st: OperandState<'a>,
        mods: ModifierState,
        m: &Mnemonic,
    ) -> Res<(Inst, Option<(ImmSource, Span)>)> {
        let (row, mn_tok, forced) = (m.row, m.tok, m.forced);
        let OperandState {
            mut inst,
            label,
            parsed,
            cmp_dst,
            carry_out,
            fixed_literal,
            mai_regs,
            ..
        } = st;
        let literal = self.encode_sources(&mut inst, row, &parsed, fixed_literal, mn_tok)?;
        if row.format == Format::Vop3p {
            apply_vop3p_lists(&mut inst, row, mods.vop3p_hi, mods.vop3p_neg);
        }
        let first_sdwa = mods.sdwa_span.or(mods.other_span);
        if let Some(d) = mods.sdwa {
            if mods.dpp.is_some() {
                let span = if m.sdwa_forced { mods.dpp_span } else { first_sdwa };
                return Err(invalid_operand(span.unwrap_or(self.span(mn_tok))));
            }
            let form = SdwaForm {
                cmp_dst,
                carry_out,
                literal,
                forced: forced.filter(|_| !m.sdwa_forced),
                misplaced: mods
                    .sdwa_misorder
                    .map(|s| mods.sdwa_span.unwrap_or(s))
                    .or(mods.op_sel_span),
                first: first_sdwa,
                mnemonic: mn_tok,
                by_clamp: !m.sdwa_forced && mods.sdwa_stage < 3,
            };
            return self.finish_sdwa(inst, row, d, form, &parsed).map(|i| (i, label));
        }
        if let Some(span) = parsed.iter().flatten().find(|p| p.sext).map(|p| p.span) {
            return Err(not_an_operand(span));
        }
        if row.format == Format::Vop3pMai {
            self.finish_mai(&mut inst, row, &mai_regs, parsed[2], literal)?;
            return Ok((inst, label));
        }
        let mut choice = ValuForm {
            forced,
            modifiers: mods.e64_only,
            cmp_dst,
            carry_out,
            literal,
            mnemonic: self.span(mn_tok),
            sources: self.e32_source_spans(forced, &parsed),
        };
        if let Some(d) = mods.dpp {
            if mods.dpp_stage == 0 && mods.e64_only.is_none() {
                return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
            }
            return self.finish_dpp(inst, row, d, choice, mods.dpp_span).map(|i| (i, label));
        }
        if row.format.is_valu() {
            if fixed_literal.is_some() {
                choice.literal = None;
            } else {
                self.fold_src0_modifiers(&mut inst, row, parsed[0], &mut choice)?;
            }
            choose_valu_encoding(&mut inst, row, choice)?;
            check_constant_bus(&inst, row, &parsed)?;
        }
        Ok((inst, label))
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
            inst.src[s] = self.row_source_code(row, s, v, o, &mut literal)?;
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
            // GCN 1.0/1.1 have no VOP3 interpolation (no `_e64`, no VOP3 modifiers).
            if inst.vop3 && row.format == Format::Vintrp && self.arch.vop3_opcode(row.format, 0).is_none() {
                return Err(Diagnostic::error(
                    self.span(mn_tok),
                    "e64 variant of this instruction is not supported",
                ));
            }
            return Ok(Some(inst));
        }
        Ok(None)
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
}

#[cfg(test)]
mod tests {
    use super::super::assemble_partial;
    use crate::isa::arch::Arch;
    use alloc::vec::Vec;

    /// A program's words and errors (message, column) are those of its lines assembled one by
    /// one: a mnemonic read from the cache gives what reading it afresh gives.
    #[test]
    fn repeated_mnemonics_assemble_as_each_line_alone() {
        let lines = [
            "v_add_co_u32 v0, vcc, v1, v2",
            "v_add_co_u32 v0, vcc, 1, v2, vcc",
            "v_add_co_u32_e32 v0, vcc, v1, v2",
            "V_ADD_F32 v1, v2, v3",
            "v_add_f32 v1, v2, v3",
            "v_add_f32_e64 v1, v2, v3",
            "v_add_f32_e32 v1, s2, v3",
            "v_add_f32_sdwa v1, v2, v3",
            "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3]",
            "v_add_f32 v1, v2",
            "v_bogus v1",
            "v_add_u32 v1, v2, v3",
            "v_add_u32 v1, vcc, v2, v3",
            "s_mov_b32 s0, 1",
        ];
        for arch in Arch::ALL {
            let one = |src: &str| {
                let (p, e) = assemble_partial(arch, src);
                let e: Vec<_> = e.iter().map(|d| (d.message.clone(), d.span.col)).collect();
                (p.words().unwrap_or_default(), e)
            };
            let (mut words, mut errors) = (Vec::new(), Vec::new());
            for l in lines.iter().chain(lines.iter()) {
                let (w, e) = one(l);
                words.extend(w);
                errors.extend(e);
            }
            assert_eq!(one(&lines.repeat(2).join("\n")), (words, errors), "{arch:?}");
        }
    }
}
