//! The memory formats' modifiers and checks: SMEM offsets, DS offsets and `gds`, FLAT and
//! buffer modifiers, and the MIMG rows.

use super::*;

/// The [`mem`] bit of a flat or buffer cache-policy modifier: `glc`/`slc` on gfx900,
/// `sc0`/`nt`/`sc1` on gfx950 (lower case only, as llvm-mc takes them).
fn cache_policy_bit(arch: Arch, word: &str) -> Option<u16> {
    match (arch.has_sc_nt_cache_bits(), word) {
        (false, "glc") | (true, "sc0") => Some(mem::GLC),
        (false, "slc") | (true, "nt") => Some(mem::SLC),
        (true, "sc1") => Some(mem::SC1),
        _ => None,
    }
}

impl<'a> LineParser<'a> {
    /// Parses a FLAT cache-policy bit (`glc`, `slc`, gfx950's `sc0`, `sc1`, `nt`) at token `t`.
    pub(super) fn flat_cache_policy(&mut self, inst: &mut Inst, word: &str, t: usize) -> Res<()> {
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
    pub(super) fn ds_gds(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        if inst.mem & mem::GDS != 0 || row.has(flags::DS_NO_GDS) {
            return Err(Diagnostic::error(self.span(t), "invalid operand for instruction"));
        }
        if !self.arch.has_gds() && !row.has(flags::DS_GDS_ONLY) {
            return Err(Diagnostic::error(
                self.span(t),
                "gds modifier is not supported on this GPU",
            ));
        }
        self.pos += 1;
        inst.mem |= mem::GDS;
        Ok(())
    }

    /// Parses a FLAT/GLOBAL/SCRATCH `offset:N` at token `t` (12-bit unsigned for FLAT,
    /// 13-bit signed otherwise), once.
    pub(super) fn flat_offset(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        if !self.arch.has_flat_segments() {
            return Err(Diagnostic::error(
                self.span(t),
                "flat offset modifier is not supported on this GPU",
            ));
        }
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

    /// `image_* vdata, vaddr, srsrc[, ssamp]` and the modifiers in llvm-mc 22's order (`dmask:N`,
    /// `unorm`, `glc`, `slc`, `a16`, `tfe`, `lwe`, `da`, `d16`, each once; a comma may come
    /// before each). The address takes the widths llvm-mc accepts for the opcode; the data width
    /// must match DMASK, `d16` and `tfe`; gathers want one DMASK bit, atomics DMASK 0x1, 0x3 or
    /// 0xf. DMASK is kept as written (llvm-mc echoes `dmask:0x1f`) and encoded in 4 bits.
    pub(super) fn mimg(&mut self, op: Op, mn_tok: usize) -> Res<Inst> {
        let mut inst = Inst::new(op);
        let data_w = self.mimg_registers(&mut inst, op)?;
        self.mimg_modifiers(&mut inst, op.row())?;
        self.check_mimg_data(&inst, op.row(), data_w, mn_tok)?;
        Ok(inst)
    }

    /// The MIMG register operands: VDATA, VADDR, SRSRC and (for samplers) SSAMP; returns the
    /// data width.
    fn mimg_registers(&mut self, inst: &mut Inst, op: Op) -> Res<u8> {
        let row = op.row();
        let t = self.pos;
        let p = self.operand()?;
        refuse_modifiers(&p)?;
        let (data, data_w) = match p.value {
            Value::Vgpr(n, w) if !p.lit => (n, w),
            _ => return Err(invalid_operand(self.span(t))),
        };
        if row.operand(Slot::Dst).is_some() {
            inst.dst = data;
        } else {
            inst.src[1] = VGPR0 + data;
        }
        self.expect(",")?;
        let t = self.pos;
        let p = self.operand()?;
        refuse_modifiers(&p)?;
        match p.value {
            Value::Vgpr(n, w)
                if !p.lit
                    && (1..=16).contains(&w)
                    && crate::isa::table::mimg_address_widths(op).1 >> (w - 1) & 1 == 1 =>
            {
                inst.src[0] = VGPR0 + n;
                inst.sdst = w as u16;
            }
            _ => return Err(invalid_operand(self.span(t))),
        }
        self.expect(",")?;
        // An SGPR tuple within the target's SGPRs (GCN 1.0/1.1 reach s103) or a TTMP tuple.
        let arch = self.arch;
        let tuple =
            |c: u16, n: u16| c.is_multiple_of(4) && (c + n <= arch.sgpr_count() as u16 || arch.ttmp_tuple_fits(c, n));
        let t = self.pos;
        match self.value()? {
            Value::Scalar(c, 8) if tuple(c, 8) => inst.src[2] = c,
            _ => return Err(invalid_operand(self.span(t))),
        }
        if row.operand(Slot::Saddr).is_some() {
            self.expect(",")?;
            let t = self.pos;
            match self.value()? {
                Value::Scalar(c, 4) if tuple(c, 4) => inst.soffset = c,
                _ => return Err(invalid_operand(self.span(t))),
            }
        }
        Ok(data_w)
    }

    /// The MIMG modifiers, in llvm-mc's order, each once: `dmask:N`, `unorm`, `glc`, `slc`,
    /// `a16`, `tfe`, `lwe`, `da`, `d16`.
    fn mimg_modifiers(&mut self, inst: &mut Inst, row: &Row) -> Res<()> {
        use crate::isa::inst::mimg;
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
                // Bit 15 is GFX9's `a16`, GCN 1.0-1.2's `r128` (llvm-mc 22).
                "a16" if self.arch.has_mimg_a16() => (5, mimg::A16, 0),
                "r128" if !self.arch.has_mimg_a16() => (5, mimg::A16, 0),
                "tfe" => (6, 0, mem::TFE),
                "lwe" => (7, mimg::LWE, 0),
                "da" => (8, mimg::DA, 0),
                "d16" if !row.has(flags::MIMG_NO_D16) && self.arch.has_mimg_d16() => (9, mimg::D16, 0),
                _ => return Err(invalid_operand(self.span(t))),
            };
            if next <= stage {
                return Err(invalid_operand(self.span(t)));
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
                    _ => return Err(invalid_operand(self.span(t))),
                }
            }
        }
        Ok(())
    }

    /// Checks the MIMG data width `data_w` against dmask, d16 and tfe (and the register
    /// classes llvm-mc has), and the atomic and gather dmasks.
    fn check_mimg_data(&self, inst: &Inst, row: &Row, data_w: u8, mn_tok: usize) -> Res<()> {
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
            inst.mimg_data_dwords(self.arch, false)
        };
        if !inst.mimg_data_class_exists(self.arch, data_w) {
            return Err(Diagnostic::error(self.span(mn_tok), "invalid operand for instruction"));
        }
        if data_w != want {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "image data size does not match dmask, d16 and tfe",
            ));
        }
        Ok(())
    }

    /// One buffer modifier at the cursor. llvm-mc takes them in one order: MTBUF's `format:`,
    /// `idxen`, `offen` or GCN 1.0/1.1's `addr64`, `offset:N` (`buffer_store_lds_dword`'s `lds`), the cache bits (`glc slc`
    /// on gfx900, `sc0 sc1 nt` on gfx950, in any order, each once), `lds`, `tfe`. `stage` is the
    /// last one seen.
    pub(super) fn buffer_modifier(&mut self, inst: &mut Inst, row: &Row, stage: &mut u8) -> Res<()> {
        let t = self.pos;
        let word = self.peek();
        let invalid = |s: &Self| Diagnostic::error(s.span(t), "invalid operand for instruction");
        let store_lds = row.operand(Slot::Src0).is_none() && !row.operands.is_empty();
        let tfe = self.arch.has_buffer_tfe();
        let (next, bit) = match word {
            "format" if row.format == Format::Mtbuf => (1, 0),
            "idxen" => (2, mem::IDXEN),
            "offen" => (3, mem::OFFEN),
            // GCN 1.0/1.1: a 64-bit VADDR, never with idxen/offen (llvm-mc 22).
            "addr64" if self.arch.has_buffer_addr64() && inst.mem & (mem::IDXEN | mem::OFFEN) == 0 => (3, mem::ADDR64),
            "offset" => (4, 0),
            "lds" if store_lds => (5, mem::LDS),
            "glc" | "slc" | "sc0" | "nt" | "sc1" => match cache_policy_bit(self.arch, word) {
                Some(bit) => (6, bit),
                None => return Err(invalid(self)),
            },
            "lds" => (7, mem::LDS),
            "tfe" if tfe => (8, mem::TFE),
            _ => return Err(invalid(self)),
        };
        // The cache operations take only cache bits.
        if row.operands.is_empty() && next != 6 {
            return Err(invalid(self));
        }
        if next < *stage || (next == *stage && next != 6) {
            return Err(if matches!(next, 1 | 4) {
                not_an_operand(self.span(t))
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
    pub(super) fn check_buffer(
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
        if let Some((w, span)) = data {
            if w != inst.buffer_data_dwords(self.arch) {
                return Err(invalid(span));
            }
        }
        let store_lds = row.operand(Slot::Src0).is_none() && !row.operands.is_empty();
        let lds_form = no_vdata && (row.has(flags::BUF_LDS) || self.arch.has_wide_buffer_lds_loads());
        if (m & mem::LDS != 0) != (lds_form || store_lds) {
            return Err(if no_vdata || store_lds {
                Diagnostic::error(self.span(mn_tok), "too few operands for instruction")
            } else {
                invalid(self.span(mn_tok))
            });
        }
        if row.operands.is_empty() && (m & mem::SLC != 0 || (!self.arch.has_sc_nt_cache_bits() && m & mem::GLC != 0)) {
            return Err(invalid(self.span(mn_tok)));
        }
        Ok(())
    }

    /// Completes a flat instruction: the address width its segment and SADDR call for, the
    /// SCRATCH address forms of each architecture, a returning atomic's glc/sc0, AGPR data.
    pub(super) fn check_flat(
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
        if row.format == Format::FlatScratch
            && !self.arch.has_flat_scratch_sve()
            && addr.is_some() != (inst.soffset == 0x7f)
        {
            return Err(Diagnostic::error(
                self.span(mn_tok),
                "operands are not valid for this GPU or mode",
            ));
        }
        if no_vdst && row.has(flags::FLAT_LDS_DMA) && inst.mem & mem::LDS == 0 {
            return Err(Diagnostic::error(self.span(mn_tok), "too few operands for instruction"));
        }
        if row.has(flags::FLAT_RTN) {
            let glc = if self.arch.has_sc_nt_cache_bits() { "sc0" } else { "glc" };
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
    pub(super) fn ds_offset(&mut self, inst: &mut Inst, row: &Row, t: usize) -> Res<()> {
        let name = self.peek();
        let bad = |s: &Self| not_an_operand(s.span_from(t));
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
            let v = imm::parse_swizzle(&args)
                .ok_or_else(|| Diagnostic::error(self.span_from(t), "invalid swizzle operand"))?;
            // FFT (0xe000 on) and ROTATE (0xc000 on) are GFX9's (llvm-mc 22 rejects them on gfx803).
            if v >= 0xc000 && !self.arch.has_swizzle_fft_rotate_syntax() {
                let mode = if v >= 0xe000 { "FFT" } else { "Rotate" };
                return Err(Diagnostic::error(
                    self.span_from(t),
                    format!("{mode} mode swizzle not supported on this GPU"),
                ));
            }
            inst.offset = v as u32;
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
    pub(super) fn smem_offset(&mut self, inst: &mut Inst) -> Res<()> {
        let v = self.operand()?;
        let signed = inst.row().smem_offset_signed(self.arch);
        let max = self.arch.smem_offset_max();
        let range = |n: i64, span: Span| -> Res<u32> {
            match signed {
                false if (0..=max as i64).contains(&n) => Ok(n as u32),
                false if max != 0xfffff => Err(Diagnostic::error(span, "operands are not valid for this GPU or mode")),
                false => Err(Diagnostic::error(span, "expected a 20-bit unsigned offset")),
                true if (-0x10_0000..=0xfffff).contains(&n) => Ok(n as u32 & 0x1f_ffff),
                true => Err(Diagnostic::error(span, "expected a 21-bit signed offset")),
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
                if self.arch.has_smem_soe_nv() && self.peek() == "offset" && self.text(self.pos + 1) == ":" {
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
}
