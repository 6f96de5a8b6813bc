//! The row operands by kind: destinations, sources, memory registers, matrix registers,
//! immediates.

use super::*;

/// An MFMA register (or C's inline constant), a scale VGPR, the AGPR of `v_accvgpr_*`.
fn matrix_operand<'a>(st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand) -> Res<()> {
    let bad = || invalid_operand(v.span);
    match o.kind {
        Kind::MaiDst(_) | Kind::MaiSrc(_) | Kind::MaiSrcC(_) => {
            let k = match o.slot {
                Slot::Dst => 0,
                slot => 1 + src_index(slot),
            };
            match v.value {
                Value::Vgpr(i, w) => st.mai_regs[k] = Some((i, w, false, v.span)),
                Value::Agpr(i, w) => st.mai_regs[k] = Some((i, w, true, v.span)),
                // C may be an inline constant (checked with the other sources below).
                Value::Int(_) | Value::Float(_) if k == 3 && !v.lit => st.parsed[2] = Some(v),
                _ => return Err(bad()),
            }
        }
        Kind::MaiScale => match v.value {
            Value::Vgpr(i, 1) => st.inst.mai.scale[(o.slot == Slot::ScaleB) as usize] = VGPR0 + i,
            _ => return Err(bad()),
        },
        Kind::AgprDst => match v.value {
            Value::Agpr(i, 1) => st.inst.dst = i,
            _ => return Err(bad()),
        },
        Kind::AgprSrc => match v.value {
            Value::Agpr(i, 1) => st.inst.src[src_index(o.slot)] = VGPR0 + i,
            _ => return Err(bad()),
        },
        _ => return Err(bad()),
    }
    Ok(())
}

/// A branch target (a label or an offset), an `s_setprio`-style 7-bit value, a SIMM16.
fn immediate_operand<'a>(st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand, row: &Row) -> Res<()> {
    let bad = || invalid_operand(v.span);
    match o.kind {
        Kind::Label => match v.value {
            Value::Symbol(s) => st.label = Some((ImmSource::Label(s.to_string()), v.span)),
            Value::Int(n) if (-32768..=65535).contains(&n) => {
                st.inst.simm16 = n as u16;
                st.label = Some((ImmSource::Value(n), v.span));
            }
            _ => return Err(bad()),
        },
        Kind::Imm7 => match v.value {
            Value::Int(n) if (-32768..=65535).contains(&n) => {
                st.inst.simm16 = n as u16 & 0x7f;
                st.label = Some((ImmSource::Value(n), v.span));
            }
            _ => return Err(bad()),
        },
        Kind::Imm16 | Kind::OptImm16 => match v.value {
            Value::Int(n)
                if (-32768..=65535).contains(&n)
                    && !(n < 0
                        && row.format == Format::Sopk
                        && row.operand(Slot::Dst).is_some_and(|d| d.ty == Ty::U32)) =>
            {
                st.inst.simm16 = n as u16;
                st.label = Some((ImmSource::Value(n), v.span));
            }
            _ => return Err(bad()),
        },
        _ => return Err(bad()),
    }
    Ok(())
}

/// Checks what holds for any operand kind: source modifiers and `sext(…)` only where the
/// row takes them, and gfx950's even-aligned VGPR tuples.
fn check_operand_shape(v: &Parsed<'_>, o: &Operand, row: &Row, arch: Arch, e32_only: bool) -> Res<()> {
    // A VGPR-only float source 0 (v_cvt_scalef32_sr_pk_fp4_f32's pair) takes them too.
    let float_vgpr0 = o.kind == Kind::VgprSrc && o.slot == Slot::Src0 && o.ty.is_float();
    if (v.neg || v.abs) && !matches!(o.kind, Kind::Vsrc | Kind::Vsrc1) && !float_vgpr0 {
        return Err(not_an_operand(v.span));
    }
    // `sext(…)`: SDWA integer sources only (checked again once the form is known).
    if v.sext && (!matches!(o.kind, Kind::Vsrc | Kind::Vsrc1) || o.ty.is_float() || e32_only) {
        return Err(not_an_operand(v.span));
    }
    if (v.neg || v.abs) && (e32_only || (row.format == Format::Vop3p && !row.has(flags::VOP3P_MIX))) {
        return Err(not_an_operand(v.span));
    }
    if let Value::Vgpr(i, w) | Value::Agpr(i, w) = v.value {
        // gfx950 (like gfx90a) wants VGPR tuples even-aligned, and the GWS operand too.
        if i % 2 == 1 && arch.aligned_vgpr_tuples() && !row.has(flags::DS_UNALIGNED) {
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
fn smem_register(arch: Arch, v: &Parsed<'_>, o: &Operand) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    match v.value {
        Value::Scalar(NULL, _) => Err(Diagnostic::error(v.span, "'null' operand is not supported on this GPU")),
        Value::Scalar(code, w) if w == o.ty.dwords() && code < 128 => {
            match decode::smem_tuple(arch, code, w, o.kind == Kind::Sdata) {
                Some(c) if c == code => Ok(code),
                Some(_) => Err(Diagnostic::error(v.span, "invalid register alignment")),
                None => Err(bad()),
            }
        }
        _ => Err(bad()),
    }
}

/// A GLOBAL/SCRATCH SADDR operand's code: `off` (0x7f) or an SGPR (pair).
fn flat_saddr(arch: Arch, v: &Parsed<'_>, o: &Operand, row: &Row) -> Res<u16> {
    let bad = || Diagnostic::error(v.span, "invalid operand for instruction");
    match v.value {
        Value::Symbol("off") => Ok(0x7f),
        Value::Scalar(code, w) if code < 128 && w == o.ty.dwords() => {
            // GLOBAL's base: an SGPR pair, not EXEC (except for the loads to LDS).
            let lds_only = row.operand(Slot::Dst).is_none() && row.operand(Slot::Src1).is_none();
            if w == 2 && decode::smem_tuple(arch, code, 2, !lds_only) != Some(code) {
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
        Value::Agpr(i, w) if arch.has_agprs() => Some((i, w, true)),
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

/// Whether `v` is a compare's destination: an SGPR pair or a 64-bit register such as VCC.
pub(super) fn is_cmp_dst(v: &Value) -> bool {
    match *v {
        Value::Scalar(code, 2) => code < 128,
        Value::Scalar(code, 1) => source_register_dst(code, 2),
        _ => false,
    }
}

/// The read-only source registers llvm-mc takes in an 8-bit scalar destination field (VOP3's
/// and VOP1's VDST) of `dwords` registers: `src_pops_exiting_wave_id`, `src_vccz`,
/// `src_execz` and `src_scc`, and in a register pair the 64-bit apertures `src_shared_base`
/// to `src_private_limit` (LLVM's SReg classes hold them; a write to one is dropped).
fn source_register_dst(code: u16, dwords: u8) -> bool {
    matches!(code, 239 | 251..=253) || (dwords == 2 && (235..=238).contains(&code))
}

impl<'a> LineParser<'a> {
    /// Parses the operand at the cursor as the row's operand `o`, by kind.
    pub(super) fn row_operand(&mut self, st: &mut OperandState<'a>, o: &Operand, m: &Mnemonic) -> Res<()> {
        if matches!(o.kind, Kind::Hwreg | Kind::Waitcnt | Kind::Sendmsg | Kind::GprIdx) {
            let value = self.symbolic_imm(o.kind, m.tok)?;
            if o.slot == Slot::Src1 {
                if value > 0xff {
                    return Err(Diagnostic::error(
                        self.span(self.pos - 1),
                        "invalid operand for instruction",
                    ));
                }
                st.inst.src[1] = value;
            } else {
                st.inst.simm16 = value;
            }
            return Ok(());
        }
        if o.kind == Kind::SmemOffset {
            return self.smem_offset(&mut st.inst);
        }
        let v = self.operand()?;
        check_operand_shape(&v, o, m.row, self.arch, st.e32_only)?;
        match o.kind {
            Kind::Sdst | Kind::Vdst | Kind::CmpDst | Kind::CarryOut => self.destination_operand(st, v, o, m.row),
            Kind::Ssrc
            | Kind::Vsrc
            | Kind::Vsrc1
            | Kind::CarryIn
            | Kind::VgprSrc
            | Kind::Sreg
            | Kind::LitK
            | Kind::Lit32 => self.source_operand(st, v, o, m.row),
            Kind::Sdata
            | Kind::Sbase
            | Kind::DsVdst
            | Kind::DsData
            | Kind::FlatVdst
            | Kind::FlatData
            | Kind::FlatAddr
            | Kind::FlatSaddr => self.memory_operand(st, v, o, m.row),
            Kind::BufData | Kind::BufAddr | Kind::BufRsrc | Kind::BufSoffset => self.buffer_operand(st, v, o),
            Kind::MaiDst(_) | Kind::MaiSrc(_) | Kind::MaiSrcC(_) | Kind::MaiScale | Kind::AgprDst | Kind::AgprSrc => {
                matrix_operand(st, v, o)
            }
            Kind::Label | Kind::Imm7 | Kind::Imm16 | Kind::OptImm16 => immediate_operand(st, v, o, m.row),
            // The `exp`, `interp` and MIMG operands are parsed by their formats' code, the
            // encoded immediates and offsets above: here, none is valid.
            _ => Err(invalid_operand(v.span)),
        }
    }

    /// A scalar or vector destination, a compare's destination or a carry-out.
    fn destination_operand(&self, st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand, row: &Row) -> Res<()> {
        let bad = || invalid_operand(v.span);
        match o.kind {
            // A VALU scalar destination (v_readlane_b32) cannot be M0.
            Kind::Sdst if row.format.is_valu() && matches!(v.value, Value::Scalar(M0, _)) => return Err(bad()),
            Kind::Sdst => match v.value {
                Value::Scalar(code, w) if code < 128 && w == o.ty.dwords() => {
                    check_align(code, w, v.span)?;
                    st.inst.dst = code
                }
                // VALU scalar destinations are 8-bit fields (VOP3's and VOP1's VDST).
                Value::Scalar(code, 1) if row.format.is_valu() && source_register_dst(code, o.ty.dwords()) => {
                    st.inst.dst = code
                }
                _ => return Err(bad()),
            },
            Kind::Vdst => match v.value {
                Value::Vgpr(i, w) if w == o.ty.dwords() => st.inst.dst = i,
                _ => return Err(bad()),
            },
            Kind::CmpDst => match v.value {
                Value::Scalar(code, 2) if code < 128 => {
                    check_align(code, 2, v.span)?;
                    st.cmp_dst = Some((code, v.span))
                }
                Value::Scalar(code, 1) if is_cmp_dst(&v.value) => st.cmp_dst = Some((code, v.span)),
                _ => return Err(bad()),
            },
            Kind::CarryOut => match v.value {
                Value::Scalar(code, 2) if code < 128 => {
                    check_align(code, 2, v.span)?;
                    st.carry_out = Some((code, v.span))
                }
                _ => return Err(bad()),
            },
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// A VALU or SALU source: kept in `parsed` to be encoded once the modifiers are known
    /// (the fixed literals of `v_madmk`/`s_setreg_imm32` are encoded now).
    fn source_operand(&self, st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand, row: &Row) -> Res<()> {
        let bad = || invalid_operand(v.span);
        match o.kind {
            Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => {
                if matches!(v.value, Value::Vgpr(..)) && o.kind == Kind::Ssrc {
                    return Err(bad());
                }
                // Without a VOP3 form, VSRC1 is a VGPR field.
                if st.e32_only && o.kind == Kind::Vsrc1 && !matches!(v.value, Value::Vgpr(..)) {
                    return Err(bad());
                }
                // Register tuples wider than 64 bits take VGPRs only.
                if o.ty.dwords() > 2 && !matches!(v.value, Value::Vgpr(..)) {
                    return Err(bad());
                }
                // llvm-mc has no parser for them there: "not a valid operand.".
                if (v.abs || v.neg) && (!o.ty.is_float() || row.has(flags::NO_SRC_MODS)) {
                    return Err(not_an_operand(v.span));
                }
                st.parsed[src_index(o.slot)] = Some(v);
            }
            // `_e64` carry-in / condition: an SGPR pair (or VCC), no constants.
            Kind::CarryIn => match v.value {
                Value::Scalar(code, 2) if code < 128 => st.parsed[2] = Some(v),
                _ => return Err(bad()),
            },
            Kind::VgprSrc => match v.value {
                Value::Vgpr(_, w) if w == o.ty.dwords() => st.parsed[src_index(o.slot)] = Some(v),
                // `v_readlane_b32`/`v_readfirstlane_b32` read LDS_DIRECT's value on gfx900.
                Value::Scalar(LDS_DIRECT, 1) if row.reads_lds_direct() => {
                    if !self.arch.has_lds_direct() {
                        return Err(Diagnostic::error(v.span, "lds_direct is not supported on this GPU"));
                    }
                    st.parsed[0] = Some(v)
                }
                _ => return Err(bad()),
            },
            // Registers and the `src_*` specials, no constants.
            Kind::Sreg => match v.value {
                Value::Scalar(code, w)
                    if (code < 128 && w == o.ty.dwords()) || ((251..=253).contains(&code) && o.ty.dwords() == 1) =>
                {
                    st.parsed[src_index(o.slot)] = Some(v)
                }
                _ => return Err(bad()),
            },
            Kind::LitK | Kind::Lit32 => {
                let bits = fixed_literal_bits(v.value, o).ok_or_else(bad)?;
                st.fixed_literal = Some((bits, v.span));
            }
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// An SMEM data or base register, a DS or FLAT data register, a FLAT address.
    fn memory_operand(&self, st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand, row: &Row) -> Res<()> {
        let arch = self.arch;
        let bad = || invalid_operand(v.span);
        match o.kind {
            Kind::Sdata | Kind::Sbase => {
                let code = smem_register(self.arch, &v, o)?;
                if o.kind == Kind::Sdata {
                    st.inst.dst = code;
                } else {
                    st.inst.src[0] = code;
                }
            }
            Kind::DsVdst | Kind::DsData => {
                let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                if w != o.ty.dwords() || st.ds_agpr.is_some_and(|a| a != agpr) {
                    return Err(bad());
                }
                st.ds_agpr = Some(agpr);
                match o.slot {
                    Slot::Dst => st.inst.dst = i,
                    slot => st.inst.src[src_index(slot)] = VGPR0 + i,
                }
            }
            Kind::FlatVdst | Kind::FlatData => {
                let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                if w != o.ty.dwords() || st.ds_agpr.is_some_and(|a| a != agpr) {
                    return Err(bad());
                }
                st.ds_agpr = Some(agpr);
                if o.kind == Kind::FlatVdst {
                    st.inst.dst = i;
                } else {
                    st.inst.src[1] = VGPR0 + i;
                }
            }
            Kind::FlatAddr => match v.value {
                Value::Vgpr(i, w) => st.flat_addr = Some((i, w, v.span)),
                Value::Symbol("off") if row.format == Format::FlatScratch => st.inst.src[0] = 128,
                _ => return Err(bad()),
            },
            Kind::FlatSaddr => st.inst.soffset = flat_saddr(self.arch, &v, o, row)?,
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// A MUBUF/MTBUF data register, address, resource or SOFFSET.
    fn buffer_operand(&self, st: &mut OperandState<'a>, v: Parsed<'a>, o: &Operand) -> Res<()> {
        let arch = self.arch;
        let bad = || invalid_operand(v.span);
        match o.kind {
            Kind::BufData => {
                let (i, w, agpr) = data_register(v.value, arch).ok_or_else(bad)?;
                // GCN 1.2's unpacked d16 and gfx900's `tfe` take more registers (checked with
                // the modifiers, [`Inst::buffer_data_dwords`]).
                let unpacked = st.inst.row().d16_components().filter(|_| !arch.has_packed_d16());
                let base = unpacked.unwrap_or(o.ty.dwords());
                if w != base && !(arch.has_buffer_tfe() && o.slot == Slot::Dst && w == base + 1) {
                    return Err(bad());
                }
                if agpr {
                    st.inst.mem |= mem::ACC;
                }
                st.buf_data = Some((w, v.span));
                if o.slot == Slot::Dst {
                    st.inst.dst = i;
                } else {
                    st.inst.src[1] = VGPR0 + i;
                }
            }
            Kind::BufAddr => match v.value {
                Value::Vgpr(i, w) if w <= 2 => st.buf_addr = Some((i, w, v.span)),
                Value::Symbol("off") => st.inst.src[0] = 128,
                _ => return Err(bad()),
            },
            Kind::BufRsrc => match v.value {
                Value::Scalar(code, 4) if code < 128 => match decode::smem_tuple(arch, code, 4, false) {
                    Some(c) if c == code => st.inst.src[2] = code,
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
                st.inst.soffset = code;
            }
            _ => return Err(bad()),
        }
        Ok(())
    }
}
