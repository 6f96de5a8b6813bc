//! The trailing modifiers: one parser per family (memory, packed, DPP/SDWA, VOP3), tried in
//! turn.

use super::*;

/// The modifier loop's bookkeeping: the forms the modifiers select and the orders llvm-mc
/// enforces.
#[derive(Default)]
pub(super) struct ModifierState {
    /// Where the first modifier only the `_e64` encoding has was written.
    pub(super) e64_only: Option<Span>,
    pub(super) dpp: Option<Dpp>,
    /// llvm-mc takes the DPP operands in one order, each once: the control, row_mask,
    /// bank_mask, bound_ctrl (0 = none seen yet).
    pub(super) dpp_stage: u8,
    pub(super) sdwa: Option<Sdwa>,
    /// llvm-mc takes SDWA's operands in one order too: clamp, the output modifier,
    /// dst_sel, dst_unused, src0_sel, src1_sel; the first out of order is remembered.
    pub(super) sdwa_stage: u8,
    pub(super) sdwa_misorder: Option<Span>,
    /// An output modifier was given (`mul:1` leaves omod 0): llvm-mc takes one.
    pub(super) omod_seen: bool,
    pub(super) op_sel_span: Option<Span>,
    pub(super) bitop3_seen: bool,
    pub(super) vop3p_hi: Option<u8>,
    pub(super) vop3p_neg: (u8, u8),
    /// Which MAI modifier group was last given (see `mai_modifier`).
    pub(super) mai_stage: u8,
    /// Buffer modifiers come in llvm-mc's order (see `buffer_modifier`).
    pub(super) buf_stage: u8,
    /// Where the first DPP control (or mask) was written.
    pub(super) dpp_span: Option<Span>,
    /// Where the first SDWA select was written.
    pub(super) sdwa_span: Option<Span>,
    /// Where the first VOP3 or SDWA modifier (`clamp`, `mul`, `op_sel`…) was written.
    pub(super) other_span: Option<Span>,
    /// How many modifiers were taken: llvm-mc 22 parses a `name:value` modifier only up to
    /// its place in a form of the instruction (see [`Self::fits`]).
    taken: usize,
    /// The mnemonic has an `_e32` suffix (a form without VOP3 modifiers).
    e32_forced: bool,
}

impl ModifierState {
    /// Whether the modifier at hand may stand where it does: llvm-mc 22's operand parsers
    /// take a modifier at most at its place among the operands (after those written before
    /// the modifiers) in a form of the instruction that has it,
    /// so `v_add_f32 v0, v1, v2 clamp quad_perm:[…]` has no DPP control and `… quad_perm:[…]
    /// row_mask:0xf mul:2` no output modifier ("not a valid operand."). `place` counts from
    /// the first modifier (1).
    fn fits(&self, place: usize) -> bool {
        self.taken < place
    }
}

/// The DPP controls (all but `row_mirror` and `row_half_mirror` take a value).
const DPP_CONTROLS: [&str; 12] = [
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_mirror",
    "row_half_mirror",
    "row_bcast",
    "row_newbcast",
];

/// What a modifier family's parser made of the word at the cursor.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Taken {
    /// Not one of the family's modifiers (nothing consumed).
    No,
    /// Parsed.
    Yes,
    /// Parsed, and only the `_e64` encoding has it.
    E64,
}

/// A modifier family's parser (see [`LineParser::modifiers`]).
type ModifierFamily<'a> = fn(&mut LineParser<'a>, &mut OperandState<'a>, &mut ModifierState, At) -> Res<Taken>;

/// The modifier at the cursor, as each family's parser sees it: the instruction's row, the
/// word in lower case, and its token index.
#[derive(Clone, Copy)]
pub(super) struct At<'w> {
    pub(super) row: &'w Row,
    pub(super) lower: &'w str,
    pub(super) t: usize,
}

impl<'a> LineParser<'a> {
    /// Parses the trailing modifiers: each family's parser in turn, the first that knows the
    /// word takes it.
    pub(super) fn modifiers(&mut self, st: &mut OperandState<'a>, m: &Mnemonic) -> Res<ModifierState> {
        let mut mods = ModifierState {
            dpp: m.dpp_forced.then_some(Dpp::DEFAULT),
            sdwa: m.sdwa_forced.then_some(Sdwa::DEFAULT),
            e32_forced: m.forced == Some(false),
            ..ModifierState::default()
        };
        if m.row.format == Format::Mtbuf {
            st.inst.simm16 = crate::syntax::print::BUF_DEFAULT_FORMAT;
        }
        let families: [ModifierFamily<'a>; 4] = [
            Self::memory_modifier,
            Self::packed_modifier,
            Self::dpp_sdwa_modifier,
            Self::vop3_modifier,
        ];
        while !self.at_end() {
            let t = self.pos;
            let lower = self.peek().to_ascii_lowercase();
            let mut taken = Taken::No;
            for family in families {
                taken = family(
                    self,
                    st,
                    &mut mods,
                    At {
                        row: m.row,
                        lower: &lower,
                        t,
                    },
                )?;
                if taken != Taken::No {
                    break;
                }
            }
            match taken {
                // An extra operand: point at it, not at the comma.
                Taken::No if lower == "," && t + 1 < self.toks.len() => return Err(self.unknown_operand(t + 1)),
                Taken::No => return Err(self.unknown_operand(t)),
                Taken::E64 => {
                    mods.e64_only.get_or_insert(self.span(t));
                    mods.other_span.get_or_insert(self.span(t));
                }
                Taken::Yes => {}
            }
            if taken != Taken::No {
                mods.taken += 1;
            }
        }
        Ok(mods)
    }

    /// A `_dpp` or `_sdwa` suffix on an instruction without that form: llvm-mc 22 says so
    /// at the mnemonic, whatever follows (the operands too).
    pub(super) fn check_form_suffix(&self, m: &Mnemonic) -> Res<()> {
        let (row, at) = (m.row, self.span(m.tok));
        if m.dpp_forced && !row.has_dpp(self.arch) {
            return Err(Diagnostic::error(
                at,
                "dpp variant of this instruction is not supported",
            ));
        }
        if m.sdwa_forced && !(row.has_sdwa() && self.arch.has_sdwa_dpp()) {
            return Err(Diagnostic::error(
                at,
                "sdwa variant of this instruction is not supported",
            ));
        }
        Ok(())
    }

    /// The error for a word no modifier parser took at token `t`, as llvm-mc 22 words it: a
    /// `name:` it has no parser for is "not a valid operand.", a lone `:` starts no
    /// expression, anything else parses as an operand the instruction does not take.
    fn unknown_operand(&self, t: usize) -> Diagnostic {
        let word = self.text(t);
        let named = word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && self.text(t + 1) == ":";
        match word {
            ":" => Diagnostic::error(self.span(t), "unknown token in expression"),
            _ if named => not_an_operand(self.span(t)),
            _ => invalid_operand(self.span(t)),
        }
    }

    /// The memory formats' modifiers: SMEM `glc`, DS and FLAT offsets, buffer modifiers,
    /// FLAT cache policy, gfx900's `lds`, `gds`.
    fn memory_modifier(&mut self, st: &mut OperandState<'a>, mods: &mut ModifierState, at: At) -> Res<Taken> {
        let At { row, lower, t } = at;
        let word = self.peek();
        match lower {
            // Cache-policy bits are lower case only (llvm-mc rejects `GLC`).
            "glc" if word == "glc" && row.has(flags::SMEM_GLC) && self.arch.has_smem() => {
                if st.inst.mem & mem::GLC != 0 {
                    return Err(Diagnostic::error(self.span(t), "duplicate cache policy modifier"));
                }
                self.pos += 1;
                st.inst.mem |= mem::GLC;
            }
            "offset" | "offset0" | "offset1" if row.format == Format::Ds => self.ds_offset(&mut st.inst, row, t)?,
            "offset" if row.format.is_flat() && !self.arch.has_flat_segments() => {
                return Err(Diagnostic::error(
                    self.span(t),
                    "flat offset modifier is not supported on this GPU",
                ))
            }
            "offset" if row.format.is_flat() => self.flat_offset(&mut st.inst, row, t)?,
            "format" | "idxen" | "offen" | "addr64" | "offset" | "glc" | "slc" | "sc0" | "sc1" | "nt" | "lds"
            | "tfe"
                if row.format.is_buffer() =>
            {
                self.buffer_modifier(&mut st.inst, row, &mut mods.buf_stage)?
            }
            // gfx900's LDS loads: `lds` exactly when there is no destination.
            "lds" if word == "lds" && st.lds_dma && st.flat_no_vdst && st.inst.mem & mem::LDS == 0 => {
                st.inst.mem |= mem::LDS;
                self.pos += 1;
            }
            "glc" | "slc" | "sc0" | "sc1" | "nt" if row.format.is_flat() => {
                self.flat_cache_policy(&mut st.inst, word, t)?
            }
            "gds" if word == "gds" && row.format == Format::Ds => self.ds_gds(&mut st.inst, row, t)?,
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    }

    /// The MAI and VOP3P modifiers (`op_sel`, `cbsz`, `neg_lo`…).
    fn packed_modifier(&mut self, st: &mut OperandState<'a>, mods: &mut ModifierState, at: At) -> Res<Taken> {
        let At { row, lower, t } = at;
        let word = self.peek();
        match lower {
            // MAI modifiers, lower case, in llvm-mc's order: the scale forms' op_sel and
            // op_sel_hi, then cbsz, abid, and blgp (or the F64 rows' neg).
            "op_sel" | "op_sel_hi" | "cbsz" | "abid" | "blgp" | "neg"
                if row.format == Format::Vop3pMai && word == lower =>
            {
                self.mai_modifier(&mut st.inst, row, &mut mods.mai_stage, t)?
            }
            "op_sel" | "op_sel_hi" | "neg_lo" | "neg_hi" if row.format == Format::Vop3p => {
                self.vop3p_modifier(&mut st.inst, row, lower, t, &mut mods.vop3p_hi, &mut mods.vop3p_neg)?
            }
            // llvm-mc also takes a comma before an MAI modifier.
            "," if row.format == Format::Vop3pMai
                && matches!(
                    self.text(t + 1),
                    "op_sel" | "op_sel_hi" | "cbsz" | "abid" | "blgp" | "neg"
                ) =>
            {
                self.pos += 1
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    }

    /// The DPP controls and the SDWA selects (each selects its form). llvm-mc 22 parses a DPP
    /// control only where the row has the DPP form and the target the control, as the first
    /// modifier; a mask or select only as `name:value`, a select only where the row's SDWA
    /// form has it and up to its place. A word it does not parse is left to the fallback
    /// ("not a valid operand.").
    fn dpp_sdwa_modifier(&mut self, _st: &mut OperandState<'a>, mods: &mut ModifierState, at: At) -> Res<Taken> {
        let At { row, lower, t } = at;
        let word = self.peek();
        let valued = self.text(t + 1) == ":";
        let control = DPP_CONTROLS.contains(&lower) && (lower != "row_newbcast" || self.arch.has_dpp_row_newbcast());
        let mask = matches!(lower, "row_mask" | "bank_mask" | "bound_ctrl") && valued;
        let dpp_ok = row.has_dpp(self.arch);
        // DPP's operands: the control first, then the masks (whose order dpp_control checks).
        if (control && dpp_ok && mods.fits(1)) || (mask && dpp_ok) {
            // A mask after an SDWA select: llvm-mc blames the select.
            if let Some(span) = mods.sdwa_span {
                return Err(invalid_operand(span));
            }
            mods.dpp_span.get_or_insert(self.span(t));
            let d = mods.dpp.get_or_insert(Dpp::DEFAULT);
            self.dpp_control(d, &mut mods.dpp_stage, at)?;
            return Ok(Taken::Yes);
        }
        if matches!(lower, "dst_sel" | "dst_unused" | "src0_sel" | "src1_sel")
            && valued
            && self.arch.has_sdwa_dpp()
            && row.has_sdwa()
            && sdwa_has_select(row, lower)
            && mods.fits(self.sdwa_place(row, lower))
        {
            let first = *mods.sdwa_span.get_or_insert(self.span(t));
            let d = mods.sdwa.get_or_insert(Sdwa::DEFAULT);
            self.sdwa_select(d, &mut mods.sdwa_stage, word, at, first)?;
            return Ok(Taken::Yes);
        }
        Ok(Taken::No)
    }

    /// The VOP3 modifiers `clamp`, `mul`/`div`, `bitop3` and `op_sel` (`E64`: they need the
    /// 64-bit encoding, except SDWA's `clamp`).
    fn vop3_modifier(&mut self, st: &mut OperandState<'a>, mods: &mut ModifierState, at: At) -> Res<Taken> {
        let At { row, lower, t } = at;
        let takes = |f: u64| row.has(f) && row.format.is_valu();
        match lower {
            // SDWA has clamp for every VOP1/VOP2 instruction: where only SDWA has it,
            // `clamp` selects that form (as llvm-mc does).
            // Before the output modifier (and after op_sel), unless DPP controls or SDWA
            // selects came first (then llvm-mc blames those: see finish_dpp, finish_sdwa).
            "clamp"
                if mods.sdwa_span.is_none()
                    && mods.dpp_span.is_none()
                    && !matches!(row.format, Format::Vop3p | Format::Vop3pMai)
                    && (mods.omod_seen || !mods.fits(self.omod_place(row) - 1)) =>
            {
                return Ok(Taken::No)
            }
            "clamp" if self.takes_clamp(row, mods) => {
                if st.inst.clamp {
                    return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
                }
                note_sdwa_order(&mut mods.sdwa_stage, &mut mods.sdwa_misorder, 1, self.span(t));
                self.pos += 1;
                st.inst.clamp = true;
                if !takes(flags::CLAMP) {
                    mods.other_span.get_or_insert(self.span(t));
                    mods.sdwa.get_or_insert(Sdwa::DEFAULT);
                    return Ok(Taken::Yes);
                }
            }
            // GCN 1.0/1.1 VOP3 clamps float results only (LLVM FeatureIntClamp); an `_e32`
            // form has no clamp at all.
            "clamp" if takes(flags::CLAMP) && !self.arch.has_int_clamp() && !mods.e32_forced => {
                return Err(Diagnostic::error(
                    self.span(t),
                    "integer clamping is not supported on this GPU",
                ));
            }
            "mul" | "div" if takes(flags::OMOD) && self.text(t + 1) == ":" && mods.fits(self.omod_place(row)) => {
                if core::mem::replace(&mut mods.omod_seen, true) {
                    return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
                }
                note_sdwa_order(&mut mods.sdwa_stage, &mut mods.sdwa_misorder, 2, self.span(t));
                st.inst.omod = self.output_modifier(lower, t)?;
            }
            "bitop3" if takes(flags::BITOP3) => self.bitop3(st, mods, t)?,
            "op_sel"
                if takes(flags::OPSEL)
                    && self.arch.has_vop3_op_sel()
                    && mods.fits(1 + row.has(flags::BITOP3) as usize) =>
            {
                mods.op_sel_span = Some(self.span(t));
                st.inst.op_sel = self.vop3_op_sel(row, t)?;
            }
            _ => return Ok(Taken::No),
        }
        Ok(Taken::E64)
    }
}

impl LineParser<'_> {
    /// Whether `row` takes `clamp` here: its VOP3 form (integer results where the target
    /// clamps them, gfx9-only clamps on gfx9) or, without DPP controls, its SDWA form (VOP1,
    /// VOP2; VOPC on GCN 1.2).
    fn takes_clamp(&self, row: &Row, mods: &ModifierState) -> bool {
        let vop3 = row.has(flags::CLAMP)
            && row.format.is_valu()
            && (self.arch.has_int_clamp() || row.has_float_result())
            && (self.arch.has_vop3_op_sel() || !row.has(flags::CLAMP_GFX9));
        let sdwa = row.has_sdwa()
            && !row.operands.is_empty()
            && self.arch.has_sdwa_dpp()
            && (matches!(row.format, Format::Vop1 | Format::Vop2)
                || (row.format == Format::Vopc && !self.arch.has_sdwa_gfx9()))
            && mods.dpp.is_none();
        vop3 || sdwa
    }

    /// `bitop3:N` at token `t`: once, before op_sel (llvm-mc); any value, kept to its low 8
    /// bits.
    fn bitop3(&mut self, st: &mut OperandState, mods: &mut ModifierState, t: usize) -> Res<()> {
        if mods.bitop3_seen || mods.op_sel_span.is_some() {
            return Err(not_an_operand(self.span(t)));
        }
        mods.bitop3_seen = true;
        self.pos += 1;
        self.expect(":")?;
        let vt = self.pos;
        match self.value()? {
            Value::Int(n) => st.inst.set_bitop3(n as u8),
            _ => return Err(Diagnostic::error(self.span(vt), "expected absolute expression")),
        }
        Ok(())
    }

    /// Where the output modifier stands (see [`ModifierState::fits`]): after `bitop3` and
    /// `op_sel` (where the row has them) and `clamp`.
    fn omod_place(&self, row: &Row) -> usize {
        2 + (row.has(flags::OPSEL) && self.arch.has_vop3_op_sel()) as usize + row.has(flags::BITOP3) as usize
    }

    /// Where the SDWA select `name` stands (see [`ModifierState::fits`]): after `clamp`
    /// (gfx9's VOPC has none), the output modifier (gfx9's float results), and the row's
    /// selects before it.
    fn sdwa_place(&self, row: &Row, name: &str) -> usize {
        let gfx9 = self.arch.has_sdwa_gfx9();
        let clamp = !(gfx9 && row.format == Format::Vopc) as usize;
        let omod = (gfx9 && row.sdwa_float_result()) as usize;
        let before = ["dst_sel", "dst_unused", "src0_sel", "src1_sel"]
            .into_iter()
            .take_while(|n| *n != name)
            .filter(|n| sdwa_has_select(row, n))
            .count();
        clamp + omod + before + 1
    }
}

/// Whether the row's SDWA form has the select `name`: VOPC has no destination, VOP1 no
/// source 1, the FP8 conversions only source 0's, `v_nop` none.
fn sdwa_has_select(row: &Row, name: &str) -> bool {
    match name {
        _ if row.operands.is_empty() => false,
        "dst_sel" | "dst_unused" => row.format != Format::Vopc && !row.has(flags::SDWA_SRC_ONLY),
        "src1_sel" => row.format != Format::Vop1,
        _ => true,
    }
}
