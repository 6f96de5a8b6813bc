//! Machine words → [`Inst`].

use core::fmt;

use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mai, mem, Dpp, Inst, Sdwa};
use crate::isa::layout_si;
use crate::isa::operand::{LDS_DIRECT, LITERAL, VCC_LO, VGPR0};
use crate::isa::table::{flags, lookup, Kind, Op, Operand, Row, Slot};

/// Why a word sequence does not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The words end inside an instruction (it needs `needed` dwords).
    Truncated {
        /// Dwords the instruction needs.
        needed: usize,
    },
    /// The encoding or opcode is not an instruction of this architecture (in this model).
    UnknownOpcode {
        /// The format the word was identified as, if any.
        format: Option<Format>,
        /// The opcode field.
        opcode: u16,
    },
    /// A field holds a value the instruction cannot take.
    BadOperand(&'static str),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Truncated { needed } => {
                write!(f, "instruction needs {needed} dwords; input ends first")
            }
            DecodeError::UnknownOpcode {
                format: Some(fm),
                opcode,
            } => {
                write!(f, "invalid instruction encoding ({} opcode {opcode})", fm.name())
            }
            DecodeError::UnknownOpcode { format: None, .. } => f.write_str("invalid instruction encoding"),
            DecodeError::BadOperand(why) => write!(f, "invalid operand: {why}"),
        }
    }
}

impl core::error::Error for DecodeError {}

/// Decodes the instruction at the start of `words`; returns it and its size in dwords. GCN
/// 1.0/1.1 words are read through their GFX9 equivalent ([`layout_si`]).
pub fn decode(arch: Arch, words: &[u32]) -> Result<(Inst, usize), DecodeError> {
    let mut i = Inst::new(Op::s_nop);
    let n = decode_into(arch, words, &mut i)?;
    Ok((i, n))
}

/// [`decode`] into `out` (its old value is overwritten; on an error it is left in some state):
/// decoding in place spares the caller a copy of the instruction, which, read back right
/// after its fields were stored one by one, costs a store-forwarding stall per instruction.
pub fn decode_into(arch: Arch, words: &[u32], out: &mut Inst) -> Result<usize, DecodeError> {
    if !layout_si::applies(arch) {
        return decode_gfx9(arch, words, 0, out);
    }
    let vop3b = |op| lookup(arch, Format::Vop3a, op).is_some_and(|o| o.row().is_vop3b());
    match layout_si::to_gfx9(words, vop3b, arch.has_smrd_literal_offsets())? {
        None => decode_gfx9(arch, words, 0, out),
        Some(t) => {
            let extra = if t.addr64 { mem::ADDR64 } else { 0 };
            decode_gfx9(arch, &t.words[..t.len], extra, out)?;
            Ok(t.si_len)
        }
    }
}

/// [`decode_into`] on GFX9-layout words; `extra` are memory flags with no GFX9 bit (`addr64`).
fn decode_gfx9(arch: Arch, words: &[u32], extra: u16, i: &mut Inst) -> Result<usize, DecodeError> {
    let w0 = *words.first().ok_or(DecodeError::Truncated { needed: 1 })?;
    let format = Format::identify(w0).ok_or(DecodeError::UnknownOpcode {
        format: None,
        opcode: 0,
    })?;
    let opcode = format.opcode(w0);
    let op = lookup(arch, format, opcode).ok_or(DecodeError::UnknownOpcode {
        format: Some(format),
        opcode,
    })?;
    let row = op.row();
    *i = Inst::new(op);
    i.mem |= extra;
    let word = |n: usize| words.get(n).copied().ok_or(DecodeError::Truncated { needed: n + 1 });
    if row.is_interp() {
        return decode_interp(arch, row, format, w0, words, i);
    }
    if let Some(done) = decode_fixed(arch, row, format, w0, words, i) {
        return done.map(|()| 2);
    }
    let len = match format {
        Format::Sop2 | Format::Sop1 | Format::Sopc | Format::Sopk | Format::Sopp => {
            decode_scalar(row, format, w0, i)?;
            1
        }
        Format::Vop2 | Format::Vop1 | Format::Vopc if (w0 & 0x1ff) == 249 && row.has_sdwa() && arch.has_sdwa_dpp() => {
            decode_sdwa(arch, i, row, w0, word(1)?)?
        }
        Format::Vop2 | Format::Vop1 if (w0 & 0x1ff) == 250 && row.has_dpp(arch) => {
            decode_dpp(row, format, w0, word(1)?, i)?;
            2
        }
        Format::Vop2 | Format::Vop1 | Format::Vopc => {
            decode_vop_short(row, format, w0, i);
            1
        }
        Format::Vop3p => {
            let w1 = word(1)?;
            // `v_mfma_ld_scale_b32` before an F8F6F4 MFMA whose ABID is 1 is the 4-dword scale form
            // (seed 001 lines 3326-3340; llvm-mc 22 ignores the prefix's other fields).
            if op == Op::v_mfma_ld_scale_b32 {
                if let Some(scaled) = decode_scale_form(arch, w1, words)? {
                    *i = scaled;
                    return Ok(4);
                }
            }
            decode_vop3p(row, w0, w1, i)?;
            2
        }
        Format::Vop3a => {
            decode_vop3a(arch, row, w0, word(1)?, i)?;
            2
        }
        // Never identified from a word (MAI rows decode as VOP3P, VINTRP rows through
        // `decode_interp`), or decoded by `decode_fixed`.
        _ => {
            return Err(DecodeError::UnknownOpcode {
                format: Some(format),
                opcode,
            })
        }
    };
    clear_unused_fields(row, format, words, i)?;
    let len = check_modifiers_and_literal(row, words, len, i)?;
    check_source_codes(row, i)?;
    for (k, o) in row.operands.iter().enumerate() {
        if check_operand_class(arch, row, o, i)? {
            i.invalid |= operand_bit(k);
        }
    }
    Ok(len)
}

/// The formats that are always two dwords without a literal (exports, MIMG, SMEM, DS, the
/// flat and buffer encodings, MAI), each by its own decoder; `None` for the others.
fn decode_fixed(
    arch: Arch,
    row: &Row,
    format: Format,
    w0: u32,
    words: &[u32],
    i: &mut Inst,
) -> Option<Result<(), DecodeError>> {
    use Format::*;
    let mai = format == Vop3p && row.format == Vop3pMai;
    if !mai
        && !matches!(
            format,
            Exp | Mimg | Smem | Ds | Flat | FlatScratch | FlatGlobal | Mubuf | Mtbuf
        )
    {
        return None;
    }
    let Some(&w1) = words.get(1) else {
        return Some(Err(DecodeError::Truncated { needed: 2 }));
    };
    Some(match format {
        Exp => {
            decode_exp(w0, w1, i);
            Ok(())
        }
        Mimg => decode_mimg(arch, row, w0, w1, i),
        Smem => decode_smem(arch, row, w0, w1, i),
        Ds => decode_ds(arch, row, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i)),
        Flat | FlatScratch | FlatGlobal => {
            decode_flat(arch, row, format, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i))
        }
        Mubuf | Mtbuf => decode_buffer(arch, row, format, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i)),
        _ => decode_mai(row, w0, w1, i, false),
    })
}

/// SOP1, SOP2, SOPC, SOPK and SOPP fields.
fn decode_scalar(row: &Row, format: Format, w0: u32, i: &mut Inst) -> Result<(), DecodeError> {
    match format {
        Format::Sop2 => {
            i.src[0] = (w0 & 0xff) as u16;
            i.src[1] = ((w0 >> 8) & 0xff) as u16;
            i.dst = ((w0 >> 16) & 0x7f) as u16;
        }
        Format::Sop1 => {
            i.src[0] = (w0 & 0xff) as u16;
            i.dst = ((w0 >> 16) & 0x7f) as u16;
        }
        Format::Sopc => {
            i.src[0] = (w0 & 0xff) as u16;
            i.src[1] = ((w0 >> 8) & 0xff) as u16;
        }
        Format::Sopk => {
            i.simm16 = w0 as u16;
            i.dst = ((w0 >> 16) & 0x7f) as u16;
        }
        Format::Sopp => {
            i.simm16 = w0 as u16;
            // Like llvm-mc: an operand-less SOPP (s_barrier, …) with a nonzero immediate is invalid.
            if i.simm16 != 0 && row.operand(Slot::Simm16).is_none() {
                return Err(DecodeError::BadOperand("this instruction takes no immediate"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// A VOP1/VOP2 instruction in its DPP form.
fn decode_dpp(row: &Row, format: Format, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    // DPP: source 0 and the controls are in the second dword (seed 000 line 10664).
    // An undefined control is kept: llvm-mc prints a comment in its place, and the
    // executor refuses it.
    let ctrl = ((w1 >> 8) & 0x1ff) as u16;
    i.src[0] = VGPR0 + (w1 & 0xff) as u16;
    i.dst = ((w0 >> 17) & 0xff) as u16;
    if format == Format::Vop2 {
        i.src[1] = VGPR0 + ((w0 >> 9) & 0xff) as u16;
        if row.carry_in2() {
            i.src[2] = VCC_LO;
        }
        if row.is_vop3b() {
            i.sdst = VCC_LO;
        }
    }
    i.neg = ((w1 >> 20) & 1) as u8 | (((w1 >> 22) & 1) as u8) << 1;
    i.abs = ((w1 >> 21) & 1) as u8 | (((w1 >> 23) & 1) as u8) << 1;
    check_input_modifiers(row, i.neg | i.abs)?;
    i.dpp = Some(Dpp {
        ctrl,
        row_mask: (w1 >> 28) as u8,
        bank_mask: ((w1 >> 24) & 0xf) as u8,
        bound_ctrl: (w1 >> 19) & 1 == 1,
    });
    Ok(())
}

/// The 32-bit VOP1, VOP2 and VOPC forms.
fn decode_vop_short(row: &Row, format: Format, w0: u32, i: &mut Inst) {
    match format {
        Format::Vop2 => {
            i.src[0] = (w0 & 0x1ff) as u16;
            // GCN 1.0/1.1's VOP2 v_readlane/v_writelane hold an SGPR in VSRC1.
            let sgpr1 = row.ssrc1();
            i.src[1] = ((w0 >> 9) & 0xff) as u16 + if sgpr1 { 0 } else { VGPR0 };
            i.dst = ((w0 >> 17) & 0xff) as u16;
            // The 32-bit carry forms read and write VCC implicitly.
            if row.carry_in2() {
                i.src[2] = VCC_LO;
            }
            if row.is_vop3b() {
                i.sdst = VCC_LO;
            }
        }
        Format::Vop1 => {
            i.src[0] = (w0 & 0x1ff) as u16;
            i.dst = ((w0 >> 17) & 0xff) as u16;
        }
        Format::Vopc => {
            i.src[0] = (w0 & 0x1ff) as u16;
            i.src[1] = VGPR0 + ((w0 >> 9) & 0xff) as u16;
            i.dst = VCC_LO;
        }
        _ => {}
    }
}

/// VOP3P fields (not MAI), with llvm-mc 22's checks.
fn decode_vop3p(row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    i.dst = (w0 & 0xff) as u16;
    i.abs = ((w0 >> 8) & 7) as u8;
    i.op_sel = ((w0 >> 11) & 7) as u8;
    i.op_sel_hi = ((w1 >> 27) & 3) as u8 | (((w0 >> 14) & 1) as u8) << 2;
    i.clamp = (w0 >> 15) & 1 == 1;
    i.neg = ((w1 >> 29) & 7) as u8;
    let n = row.sources();
    for (k, s) in i.src.iter_mut().enumerate() {
        *s = if k < n { ((w1 >> (9 * k)) & 0x1ff) as u16 } else { 128 };
    }
    // llvm-mc 22: OPSEL/NEG_LO/NEG_HI bits of a missing source make the word invalid; the
    // OPSEL_HI bits of missing sources re-encode at their default (1, or 0 for mix).
    let missing = !(((1u16 << n) - 1) as u8) & 7;
    if (i.neg | i.abs | i.op_sel) & missing != 0 {
        return Err(DecodeError::BadOperand("modifier bit for a missing operand"));
    }
    if !row.has(flags::VOP3P_MIX) {
        i.op_sel_hi |= missing;
    }
    // The byte/nibble dot products take no op_sel; their OPSEL_HI re-encodes as ones.
    if row.has(flags::VOP3P_DOT_BYTES) {
        if i.op_sel != 0 {
            return Err(DecodeError::BadOperand("op_sel is not supported by this instruction"));
        }
        i.op_sel_hi = 7;
    }
    // VOP3P has no literal on GFX9.
    if i.src[..n].contains(&LITERAL) {
        return Err(DecodeError::BadOperand("literal operands are not supported in VOP3P"));
    }
    if row.operand(Slot::Dst).is_none() && i.dst != 0 {
        return Err(DecodeError::BadOperand(
            "a destination field the instruction does not use is set",
        ));
    }
    if i.clamp && !row.has(flags::CLAMP) {
        if !row.has(flags::ACCVGPR) {
            return Err(DecodeError::BadOperand("clamp is not supported by this instruction"));
        }
        i.clamp = false;
    }
    // The AGPR moves take no modifiers; llvm-mc re-encodes OPSEL_HI as ones.
    if row.has(flags::ACCVGPR) {
        if i.neg | i.abs | i.op_sel != 0 {
            return Err(DecodeError::BadOperand(
                "modifiers are not supported by this instruction",
            ));
        }
        i.op_sel_hi = 7;
    }
    Ok(())
}

/// VOP3A/VOP3B fields (native VOP3 rows and the `_e64` forms). GCN 1.2 has no OP_SEL: llvm-mc
/// 22 `-mcpu=gfx803` ignores bits 14:11 (its re-encoding zeroes them).
fn decode_vop3a(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    i.vop3 = row.format != Format::Vop3a;
    i.dst = (w0 & 0xff) as u16;
    let op_sel = arch.has_vop3_op_sel();
    if row.is_vop3b() {
        i.sdst = ((w0 >> 8) & 0x7f) as u16;
    } else {
        i.abs = ((w0 >> 8) & 7) as u8;
        if row.has(flags::OPSEL) && op_sel {
            i.op_sel = ((w0 >> 11) & 0xf) as u8;
        }
    }
    i.clamp = (w0 >> 15) & 1 == 1;
    // llvm-mc: an op_sel bit for a source the instruction lacks is invalid (the
    // four-entry conversions use bit 13 as a byte select).
    let op_sel_checked = op_sel && ((row.has(flags::OPSEL) && !row.has(flags::OPSEL4)) || hidden_op_sel(row));
    if op_sel_checked && ((w0 >> 11) & 7) >> row.sources() != 0 {
        return Err(DecodeError::BadOperand("op_sel bit for a missing operand"));
    }
    i.src[0] = (w1 & 0x1ff) as u16;
    i.src[1] = ((w1 >> 9) & 0x1ff) as u16;
    i.src[2] = ((w1 >> 18) & 0x1ff) as u16;
    i.omod = ((w1 >> 27) & 3) as u8;
    i.neg = ((w1 >> 29) & 7) as u8;
    Ok(())
}

/// Clears fields the instruction does not use; v_nop/v_clrexcp must have them clear.
fn clear_unused_fields(row: &Row, format: Format, words: &[u32], i: &mut Inst) -> Result<(), DecodeError> {
    let w0 = words[0];
    // Fields the instruction does not use are ignored, as llvm-mc does (its re-encoding
    // zeroes them): an SOP1/SOP2 without destination, sources past the last.
    // v_nop and v_clrexcp: the operand fields must be clear (llvm-mc; in the VOP3 form it
    // ignores the OP_SEL and source fields).
    if row.format.is_valu() && row.operands.is_empty() {
        let clear = if i.vop3 {
            w0 & 0x87ff == 0 && words.get(1).is_some_and(|w| w & 0xf800_0000 == 0)
        } else {
            w0 & 0x01fe_01ff == 0
        };
        if !clear {
            return Err(DecodeError::BadOperand("v_nop/v_clrexcp with operand bits"));
        }
        i.dst = 0;
        i.src = [128; 3];
    }
    if matches!(format, Format::Sop1 | Format::Sop2) && row.operand(Slot::Dst).is_none() {
        i.dst = 0;
    }
    if matches!(format, Format::Sop1) && row.sources() == 0 {
        i.src[0] = 128;
    }
    Ok(())
}

/// VOP3 modifier checks, or the literal dword: returns the length with the literal.
fn check_modifiers_and_literal(row: &Row, words: &[u32], mut len: usize, i: &mut Inst) -> Result<usize, DecodeError> {
    let nsrc = row.sources();
    let vop3 = i.vop3 || row.format == Format::Vop3a;
    if vop3 {
        // Like llvm-mc: unused source fields and op_sel bits are ignored (the printed encoding
        // is the canonical one); modifier bits the instruction does not take make it invalid.
        for s in nsrc..3 {
            i.src[s] = 128;
        }
        // bitop3's truth table fills the ABS, NEG and OMOD fields: any value is valid.
        let bitop3 = row.has(flags::BITOP3);
        // llvm-mc: v_bitop3_b32 has no op_sel, and its bits make the word invalid.
        if bitop3 && !row.has(flags::OPSEL) && (words[0] >> 11) & 0xf != 0 {
            return Err(DecodeError::BadOperand("op_sel is not supported by this instruction"));
        }
        if !bitop3 {
            check_input_modifiers(row, i.neg | i.abs)?;
        }
        if i.clamp && !row.has(flags::CLAMP) {
            return Err(DecodeError::BadOperand("clamp is not supported by this instruction"));
        }
        if i.omod != 0 && !row.has(flags::OMOD) && !bitop3 {
            return Err(DecodeError::BadOperand(
                "output modifier is not supported by this instruction",
            ));
        }
        // GFX9 VOP3 cannot carry a literal (seed 000 line 1278; seed 001 line 1611).
        if i.src[..nsrc].contains(&LITERAL) {
            return Err(DecodeError::BadOperand("literal operands are not supported in VOP3"));
        }
    } else if row.has(flags::NO_LITERAL) && i.src[..nsrc].contains(&LITERAL) {
        return Err(DecodeError::BadOperand("this instruction takes no literal"));
    } else if i.has_literal() {
        i.literal = words
            .get(len)
            .copied()
            .ok_or(DecodeError::Truncated { needed: len + 1 })?;
        len += 1;
    }
    Ok(len)
}

/// Reserved source codes are invalid; LDS_DIRECT in a 32-bit scalar source is marked.
fn check_source_codes(row: &Row, i: &mut Inst) -> Result<(), DecodeError> {
    let codes = row.code_sources();
    for s in 0..row.sources() {
        if codes >> s & 1 == 0 {
            continue;
        }
        // LDS_DIRECT in a 32-bit scalar source: llvm-mc prints it with an /*Invalid register*/
        // comment (SReg_32).
        if i.src[s] == LDS_DIRECT && !row.format.is_valu() {
            let k = row
                .operands
                .iter()
                .position(|o| o.slot_index() == s && matches!(o.slot, Slot::Src0 | Slot::Src1));
            match k {
                Some(k) if row.operands[k].ty.dwords() == 1 && row.format != Format::Smem => {
                    i.invalid |= operand_bit(k);
                    continue;
                }
                _ => return Err(DecodeError::BadOperand("reserved source operand code")),
            }
        }
        if !valid_source(i.src[s]) {
            return Err(DecodeError::BadOperand("reserved source operand code"));
        }
    }
    Ok(())
}

/// 64-bit scalar operands: an odd SGPR/TTMP number is aligned down (as llvm-mc does); an odd
/// special register is invalid. Values an operand's class cannot hold but llvm-mc still
/// prints (a constant in a register field, an SGPR in a VGPR field, an odd VGPR tuple on
/// gfx950) are marked invalid ([`Inst::invalid`]), as llvm-mc comments them.
/// Returns whether operand `o` is marked invalid.
fn check_operand_class(arch: Arch, row: &Row, o: &Operand, i: &mut Inst) -> Result<bool, DecodeError> {
    if o.kind == Kind::GprIdx {
        return Ok(false);
    }
    if let Some(invalid) = check_special_operand(arch, row, o, i)? {
        return Ok(invalid);
    }
    let constant = |c: u16| crate::isa::operand::is_inline_constant(c);
    let field = match o.slot {
        Slot::Dst if o.kind == Kind::Sdst || (o.kind == Kind::CmpDst && i.vop3) => &mut i.dst,
        Slot::SdstField => &mut i.sdst,
        Slot::Src0 => &mut i.src[0],
        Slot::Src1 => &mut i.src[1],
        Slot::Src2 => &mut i.src[2],
        _ => return Ok(false),
    };
    let dst = matches!(o.slot, Slot::Dst | Slot::SdstField);
    if dst && *field >= 128 {
        // LLVM's scalar register classes hold the read-only source registers too:
        // llvm-mc prints them as destinations (a write to one is dropped when run).
        if constant(*field) || (*field == LDS_DIRECT && o.ty.dwords() == 1) {
            return Ok(true);
        }
        if !is_source_register(*field) {
            return Err(DecodeError::BadOperand("destination is not a scalar register"));
        }
    }
    if o.ty.dwords() >= 2 {
        // src_flat_scratch_base_hi and lds_direct are not 64-bit sources.
        if matches!(*field, 231 | 254) {
            return Err(DecodeError::BadOperand("not a 64-bit source"));
        }
        // gfx950 wants VGPR tuples even-aligned (llvm-mc prints /*Invalid register*/);
        // a carry-in pair is exempt; wider tuples llvm-mc cannot decode at all.
        if arch.aligned_vgpr_tuples() && o.kind != Kind::CarryIn && *field >= VGPR0 && (*field - VGPR0) % 2 == 1 {
            if o.ty.dwords() > 2 {
                return Err(DecodeError::BadOperand("misaligned VGPR tuple"));
            }
            return Ok(true);
        }
    }
    if o.ty.dwords() == 2 {
        // GCN 1.0-1.2's tba (108) and tma (110) pairs sit below their TTMPs.
        let ttmp = arch.ttmp_code_base();
        match *field {
            0..=101 => *field &= !1,
            c if c >= ttmp && c <= 123 => *field &= !1,
            102 | 104 | 106 | 108 | 110 | 126 => {}
            103 | 105 | 107 | 109 | 111 | 124 | 127 => {
                return Err(DecodeError::BadOperand("not a 64-bit register"));
            }
            _ => {}
        }
    }
    Ok(false)
}

/// The carry-in, register-only and VGPR-only operands and gfx950's odd destination tuples:
/// `Some(invalid)` when the operand is settled here.
fn check_special_operand(arch: Arch, row: &Row, o: &Operand, i: &mut Inst) -> Result<Option<bool>, DecodeError> {
    let constant = |c: u16| crate::isa::operand::is_inline_constant(c);
    // An `_e64` carry-in is a register pair (llvm-mc: /*Invalid immediate*/ for a constant).
    let c2 = i.src[2];
    if o.kind == Kind::CarryIn && i.vop3 && (constant(c2) || c2 == LITERAL) {
        if c2 == LITERAL {
            return Err(DecodeError::BadOperand("carry-in is not an SGPR pair"));
        }
        return Ok(Some(true));
    }
    let lds_direct = arch.has_lds_direct() && i.src[0] == LDS_DIRECT && row.reads_lds_direct();
    if matches!(o.kind, Kind::VgprSrc | Kind::AgprSrc) && i.src[src_slot_index(o.slot)] < VGPR0 && !lds_direct {
        let c = i.src[src_slot_index(o.slot)];
        if o.kind == Kind::VgprSrc && (o.ty.dwords() == 1 && (c < 128 || constant(c)) || o.ty.dwords() == 2 && c < 102)
        {
            // (An SGPR pair is aligned down, as everywhere.)
            if o.ty.dwords() == 2 {
                i.src[src_slot_index(o.slot)] = c & !1;
            }
            return Ok(Some(true));
        }
        return Err(DecodeError::BadOperand("not a VGPR"));
    }
    // Register-only sources: llvm-mc marks a constant there /*Invalid immediate*/.
    if o.kind == Kind::Sreg {
        let c = i.src[match o.slot {
            Slot::Src1 => 1,
            _ => 0,
        }];
        if c == LITERAL {
            return Err(DecodeError::BadOperand("literal in a register-only operand"));
        }
        if constant(c) {
            return Ok(Some(true));
        }
    }
    if o.kind == Kind::Vdst && o.ty.dwords() >= 2 && arch.aligned_vgpr_tuples() && i.dst % 2 == 1 {
        if o.ty.dwords() > 2 {
            return Err(DecodeError::BadOperand("misaligned VGPR tuple"));
        }
        return Ok(Some(true));
    }
    Ok(None)
}

/// The VOP3P-MAI fields of an MFMA or SMFMAC word pair (seed 001 lines 36226-36276), with
/// llvm-mc 22's rules: A and B are VGPR or AGPR tuples (the ACC bits), C and D share ACC_CD
/// and C may be an inline constant; gfx950 tuples are even-aligned; SMFMAC takes no BLGP and
/// its index is a VGPR; F8F6F4 takes no ABID (it is 1 in a scale form, `scale`).
fn decode_mai(row: &Row, w0: u32, w1: u32, i: &mut Inst, scale: bool) -> Result<(), DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    i.dst = (w0 & 0xff) as u16;
    i.mai.cbsz = ((w0 >> 8) & 7) as u8;
    i.mai.abid = ((w0 >> 11) & 0xf) as u8;
    i.mai.blgp = (w1 >> 29) as u8;
    i.mai.acc = ((w1 >> 27) & 3) as u8 | (((w0 >> 15) & 1) as u8) << 2;
    for (k, s) in i.src.iter_mut().enumerate() {
        *s = ((w1 >> (9 * k)) & 0x1ff) as u16;
    }
    if row.has(flags::MAI_SPARSE) && i.mai.blgp != 0 {
        return bad("blgp is not supported by this instruction");
    }
    if row.has(flags::MAI_F8F6F4) {
        if i.mai.abid != scale as u8 {
            return bad("abid is not supported by this instruction");
        }
        i.mai.abid = 0;
    }
    // llvm-mc 22 prints a VGPR tuple that runs past v255, but refuses an AGPR one.
    let acc = i.mai.acc;
    let past_end = |r: u16, w: u8| r + w as u16 > 256;
    for (n, o) in row.operands.iter().enumerate() {
        let w = i.mai_dwords(o);
        let agpr = match o.kind {
            Kind::MaiDst(_) | Kind::MaiSrcC(_) => acc & mai::ACC_CD != 0,
            Kind::MaiSrc(_) => acc >> o.slot_index() & 1 == 1,
            _ => false,
        };
        match o.kind {
            Kind::MaiDst(_) if agpr && past_end(i.dst, w) => return bad("AGPR tuple past a255"),
            Kind::MaiSrc(_) | Kind::MaiSrcC(_)
                if agpr && i.src[o.slot_index()] >= VGPR0 && past_end(i.src[o.slot_index()] - VGPR0, w) =>
            {
                return bad("AGPR tuple past a255")
            }
            _ => {}
        }
        match o.kind {
            Kind::MaiDst(_) if w >= 2 && i.dst % 2 == 1 => return bad("misaligned register tuple"),
            Kind::MaiSrc(_) | Kind::MaiSrcC(_) | Kind::VgprSrc => {
                let c = i.src[src_slot_index(o.slot)];
                // llvm-mc prints an odd A/B tuple and a constant in A/B with an /*Invalid …*/
                // comment.
                let ab = matches!(o.kind, Kind::MaiSrc(_));
                if c >= VGPR0 {
                    if w >= 2 && (c - VGPR0) % 2 == 1 {
                        if o.kind == Kind::VgprSrc {
                            return bad("misaligned register tuple");
                        }
                        i.invalid |= operand_bit(n);
                    }
                } else if (ab || o.kind == Kind::VgprSrc) && is_inline_constant(c) {
                    // (The SMFMAC index too.)
                    i.invalid |= operand_bit(n);
                } else if c < 128 && o.kind != Kind::VgprSrc {
                    // A scalar register where only VGPRs/AGPRs go: llvm-mc prints the tuple
                    // (aligned as SMEM aligns it) with an /*Invalid register*/ comment, and
                    // re-encodes an A/B operand with its ACC bit clear.
                    // (MAI is GFX9-only: GFX9's TTMP numbering.)
                    let Some(a) = smem_tuple(Arch::DEFAULT, c, w, false) else {
                        return bad("not a register or inline constant");
                    };
                    i.src[src_slot_index(o.slot)] = a;
                    i.invalid |= operand_bit(n);
                    if ab {
                        i.mai.acc &= !(1 << o.slot_index());
                    }
                } else if matches!(c, 251..=253) && ab {
                    // src_vccz, src_execz, src_scc: llvm-mc prints them as they are.
                } else if !matches!(o.kind, Kind::MaiSrcC(_)) || !is_inline_constant(c) {
                    return bad("not a register or inline constant");
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The scale form at `words` (a `v_mfma_ld_scale_b32` pair whose second dword is `w1`), if the
/// next word pair is an F8F6F4 MFMA with ABID = 1; the scale sources must be VGPRs.
fn decode_scale_form(arch: Arch, w1: u32, words: &[u32]) -> Result<Option<Inst>, DecodeError> {
    let (Some(&w2), Some(&w3)) = (words.get(2), words.get(3)) else {
        return Ok(None);
    };
    if Format::identify(w2) != Some(Format::Vop3p) || (w2 >> 11) & 0xf != 1 {
        return Ok(None);
    }
    let opcode = Format::Vop3p.opcode(w2);
    let Some(row) = crate::isa::table::TABLE
        .iter()
        .find(|r| r.has(flags::MAI_SCALE) && r.opcode_on(arch) == Some(opcode))
    else {
        return Ok(None);
    };
    let mut i = Inst::new(row.op);
    // An MFMA that does not decode leaves the prefix alone (llvm-mc then decodes it by itself).
    if decode_mai(row, w2, w3, &mut i, true).is_err() {
        return Ok(None);
    }
    i.mai.scale = [(words[1] & 0x1ff) as u16, ((w1 >> 9) & 0x1ff) as u16];
    if i.mai.scale.iter().any(|&c| c < VGPR0) {
        return Err(DecodeError::BadOperand("a scale operand is not a VGPR"));
    }
    i.op_sel = ((words[0] >> 11) & 3) as u8;
    i.op_sel_hi = ((w1 >> 27) & 3) as u8;
    Ok(Some(i))
}

/// The read-only source registers a scalar destination field can name (LLVM puts them in its
/// SReg classes): `src_flat_scratch_base_lo/hi`, the apertures, `src_pops_exiting_wave_id`,
/// `src_vccz`, `src_execz` and `src_scc` (seed 000 lines 806-822).
fn is_source_register(code: u16) -> bool {
    matches!(code, 230 | 231 | 235..=239 | 251..=253)
}

/// Whether `code` is an inline constant (integers -16..=64, the float constants).
fn is_inline_constant(code: u16) -> bool {
    (128..=208).contains(&code) || (240..=248).contains(&code)
}

/// SMEM fields, canonicalised as llvm-mc's disassembler does: the NV bit, bit 13, SOFFSET
/// without SOE and the fields an instruction does not use are dropped; an SGPR offset
/// (IMM clear) keeps only OFFSET[6:0]; SDATA tuples are aligned down (pairs to even,
/// wider to a multiple of 4), and so is a buffer resource's base.
fn decode_smem(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let imm = (w0 >> 17) & 1 == 1;
    // GCN 1.2 has no SOE (its bit 14 is ignored, as llvm-mc's disassembler does) and a
    // 20-bit offset.
    let soe = arch.has_smem_soe_nv() && (w0 >> 14) & 1 == 1;
    let offset_mask = arch.smem_offset_field_mask();
    let sdata = ((w0 >> 6) & 0x7f) as u16;
    if row.has(flags::SMEM_GLC) && (w0 >> 16) & 1 == 1 {
        i.mem |= mem::GLC;
    }
    if row.operand(Slot::Offset).is_none() && imm {
        return Err(DecodeError::BadOperand("this instruction takes no offset"));
    }
    for (n, o) in row.operands.iter().enumerate() {
        match o.kind {
            // M0 or EXEC as data: llvm-mc prints them with an /*Invalid register*/ comment.
            Kind::Sdata if matches!((o.ty.dwords(), sdata), (1, 124 | 126 | 127) | (2, 126)) => {
                i.dst = sdata;
                i.invalid |= operand_bit(n);
            }
            Kind::Sdata => {
                i.dst = smem_tuple(arch, sdata, o.ty.dwords(), true)
                    .ok_or(DecodeError::BadOperand("SMEM data is not a valid SGPR tuple"))?;
            }
            Kind::Imm7 => i.simm16 = sdata,
            Kind::Sbase => {
                i.src[0] = smem_tuple(arch, ((w0 & 0x3f) << 1) as u16, o.ty.dwords(), false)
                    .ok_or(DecodeError::BadOperand("SMEM base is not a valid SGPR tuple"))?;
            }
            Kind::SmemOffset => match (imm, soe) {
                (true, _) => {
                    i.mem |= mem::IMM;
                    i.offset = w1 & offset_mask;
                    if soe {
                        i.mem |= mem::SOE;
                        i.soffset = (w1 >> 25) as u16;
                    }
                }
                (false, false) => i.offset = w1 & 0x7f,
                (false, true) => {
                    i.mem |= mem::SOE;
                    i.soffset = (w1 >> 25) as u16;
                }
            },
            _ => {}
        }
    }
    Ok(())
}

/// DS fields as llvm-mc's disassembler takes them: register fields the instruction does not
/// use must be zero, and so must the offset of `ds_nop`; `gds` is kept on gfx900, required by
/// the GWS operations, refused by `ds_nop`/`ds_(b)permute_b32` and otherwise dropped on
/// gfx950; ACC (AGPR data) exists on gfx950 only and needs a data or destination operand;
/// gfx950 wants register tuples even-aligned.
fn decode_ds(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let fields = [w1 & 0xff, (w1 >> 8) & 0xff, (w1 >> 16) & 0xff, w1 >> 24].map(|f| f as u16);
    let acc = (w0 >> 25) & 1 == 1;
    // llvm-mc 22 checks gfx950's even alignment except on the AGPR forms of instructions
    // with two or more data/destination registers (their AGPR classes are not aligned).
    let data_regs = row
        .operands
        .iter()
        .filter(|o| matches!(o.kind, Kind::DsVdst | Kind::DsData))
        .count();
    let aligned = arch.aligned_vgpr_tuples() && !(acc && data_regs >= 2) && !row.has(flags::DS_UNALIGNED);
    let mut used = [false; 4];
    let mut has_data = false;
    for (n, o) in row.operands.iter().enumerate() {
        let k = match o.slot {
            Slot::Src0 => 0,
            Slot::Src1 => 1,
            Slot::Src2 => 2,
            Slot::Dst => 3,
            _ => continue,
        };
        used[k] = true;
        let r = fields[k];
        if o.kind != Kind::VgprSrc {
            has_data = true;
            // (The assembler also wants the 32-bit GWS operand even; the disassembler does not.)
            // llvm-mc prints an odd tuple with an /*Invalid register*/ comment.
            if aligned && o.ty.dwords() >= 2 && r % 2 == 1 {
                i.invalid |= operand_bit(n);
            }
        }
        if k == 3 {
            i.dst = r;
        } else {
            i.src[k] = VGPR0 + r;
        }
    }
    if (0..4).any(|k| !used[k] && fields[k] != 0) {
        return Err(DecodeError::BadOperand(
            "a register field the instruction does not use is set",
        ));
    }
    if row.operand(Slot::Offset).is_some() {
        i.offset = w0 & 0xffff;
    } else if w0 & 0xffff != 0 {
        return Err(DecodeError::BadOperand("this instruction takes no offset"));
    }
    let gds = (w0 >> 16) & 1 == 1;
    if (gds && row.has(flags::DS_NO_GDS)) || (!gds && row.has(flags::DS_GDS_ONLY)) {
        return Err(DecodeError::BadOperand("invalid gds bit"));
    }
    if gds && (arch.has_gds() || row.has(flags::DS_GDS_ONLY)) {
        i.mem |= mem::GDS;
    }
    if acc {
        // gfx900 has no AGPRs, but llvm-mc 22 decodes the GWS operand as one.
        let gws = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::DsData);
        if !has_data {
            return Err(DecodeError::BadOperand("AGPR operands are not available here"));
        }
        i.mem |= mem::ACC;
        // gfx900 has no AGPRs: llvm-mc prints a single data register as an AGPR marked
        // invalid, and cannot decode the forms with two or more.
        if !arch.has_agprs() && !gws {
            if data_regs >= 2 {
                return Err(DecodeError::BadOperand("AGPR operands are not available here"));
            }
            mark_invalid(row, i, |o| matches!(o.kind, Kind::DsVdst | Kind::DsData));
        }
    }
    Ok(())
}

/// The flat encodings' fields: the cache bits (GLC/SLC on gfx900; SC0/NT/SC1 on gfx950), ACC
/// (bit 55) on gfx950, the offset (FLAT: 12 bits unsigned; GLOBAL/SCRATCH: 13 bits signed),
/// SADDR (0x7f = `off`; FLAT has none), the address (`off` for SCRATCH when it has an SGPR
/// offset on gfx900 or SVE is clear on gfx950), and a returning atomic's destination with GLC.
fn decode_flat(arch: Arch, row: &Row, format: Format, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    let [addr, data, _, vdst] = w1.to_le_bytes().map(u16::from);
    let saddr = ((w1 >> 16) & 0x7f) as u16;
    let bit13 = (w0 >> 13) & 1 == 1;
    decode_flat_bits(row, format, arch.has_flat_scratch_sve(), w0, i)?;
    let acc = (w1 >> 23) & 1 == 1;
    // llvm-mc 22 decodes gfx900's bit 55 as AGPRs in returning FLAT atomics only.
    let gfx900_agprs = format == Format::Flat && row.has(flags::FLAT_RTN) && i.mem & mem::GLC != 0;
    // Elsewhere on gfx900, llvm-mc prints the data registers as AGPRs marked invalid.
    let gfx900_invalid_agprs = acc && !arch.has_agprs() && !gfx900_agprs;
    i.offset = w0 & 0x1fff;
    let rtn = i.flat_vdst_shown();
    // As for DS: the AGPR forms with a destination and data are not alignment-checked.
    let aligned = arch.aligned_vgpr_tuples()
        && !(acc && rtn && row.operand(Slot::Dst).is_some() && row.operand(Slot::Src1).is_some());
    let mut has_data = false;
    // Fields the instruction does not use are dropped (llvm-mc re-encodes them as zero). An
    // odd tuple on gfx950 is printed with an /*Invalid register*/ comment, as llvm-mc does.
    for (n, o) in row.operands.iter().enumerate() {
        let w = o.ty.dwords();
        let odd = |r: u16| aligned && w >= 2 && r % 2 == 1;
        match o.kind {
            Kind::FlatVdst if rtn => {
                if odd(vdst) {
                    i.invalid |= operand_bit(n);
                }
                i.dst = vdst;
                has_data = true;
            }
            Kind::FlatData => {
                if odd(data) {
                    i.invalid |= operand_bit(n);
                }
                i.src[1] = VGPR0 + data;
                has_data = true;
            }
            Kind::FlatAddr => {
                let present = match format {
                    Format::FlatScratch if arch.has_flat_scratch_sve() => bit13,
                    Format::FlatScratch => saddr == 0x7f,
                    _ => true,
                };
                if present {
                    let pair = format == Format::Flat || (format == Format::FlatGlobal && saddr == 0x7f);
                    if arch.aligned_vgpr_tuples() && pair && addr % 2 == 1 {
                        i.invalid |= operand_bit(n);
                    }
                    i.src[0] = VGPR0 + addr;
                }
            }
            Kind::FlatSaddr if format == Format::FlatGlobal && saddr != 0x7f => {
                // An SGPR pair or `null`; EXEC only for the loads to LDS.
                let lds_only = row.operand(Slot::Dst).is_none() && row.operand(Slot::Src1).is_none();
                i.soffset = match smem_tuple(arch, saddr, 2, !lds_only) {
                    Some(c) => c,
                    // llvm-mc prints EXEC there with an /*Invalid register*/ comment.
                    None if saddr == 126 => {
                        i.invalid |= operand_bit(n);
                        saddr
                    }
                    None => return bad("invalid scalar base"),
                };
            }
            Kind::FlatSaddr => i.soffset = saddr,
            _ => {}
        }
    }
    if format == Format::Flat && saddr != 0 {
        return bad("FLAT has no scalar address");
    }
    if acc && has_data && arch.has_agprs() && rtn && agpr_return_refused(row) {
        return bad("no returning AGPR form");
    }
    if acc {
        decode_flat_agprs(row, has_data, gfx900_invalid_agprs, i)?;
    }
    Ok(())
}

/// The flat encodings' cache bits (GLC, SLC, SC1) and bit 13: gfx950's scratch SVE or
/// gfx900's LDS bit.
fn decode_flat_bits(row: &Row, format: Format, sve: bool, w0: u32, i: &mut Inst) -> Result<(), DecodeError> {
    if (w0 >> 16) & 1 == 1 {
        i.mem |= mem::GLC;
    }
    if (w0 >> 17) & 1 == 1 {
        i.mem |= mem::SLC;
    }
    // Bit 25 is SC1 on gfx950; gfx900 ignores it, but llvm-mc keeps it in the encoding.
    if (w0 >> 25) & 1 == 1 {
        i.mem |= mem::SC1;
    }
    if (w0 >> 13) & 1 == 1 {
        match (sve, format) {
            (true, Format::FlatScratch) => {}
            (false, _) if row.has(flags::FLAT_LDS_DMA) => i.mem |= mem::LDS,
            _ => return Err(DecodeError::BadOperand("the LDS bit is not supported here")),
        }
    }
    Ok(())
}

/// A flat instruction's ACC bit: its data and destination are AGPRs (gfx950, and gfx900's
/// returning FLAT atomics), or AGPRs llvm-mc marks invalid (the rest of gfx900).
fn decode_flat_agprs(row: &Row, has_data: bool, gfx900_invalid_agprs: bool, i: &mut Inst) -> Result<(), DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    let rtn = i.flat_vdst_shown();
    if !has_data {
        return bad("AGPR operands are not available here");
    }
    i.mem |= mem::ACC;
    if gfx900_invalid_agprs {
        let shown = |o: &Operand| o.kind == Kind::FlatData || (o.kind == Kind::FlatVdst && rtn);
        if row.operands.iter().filter(|o| shown(o)).count() >= 2 {
            return bad("AGPR operands are not available on gfx900");
        }
        mark_invalid(row, i, shown);
    }
    Ok(())
}

/// gfx950's global_atomic_add_f32 and global_atomic_pk_add_f16 have no returning AGPR form:
/// llvm-mc 22 refuses `global_atomic_add_f32 a6, v[10:11], a0, off sc0` ("operands are not
/// valid for this GPU or mode") and the word with SC0 and ACC set (LLVM's FLATInstructions.td
/// defines their _RTN pseudos with VGPR data only), while the FLAT forms and
/// global_atomic_pk_add_bf16 take AGPRs.
pub(crate) fn agpr_return_refused(row: &Row) -> bool {
    matches!(row.op, Op::global_atomic_add_f32 | Op::global_atomic_pk_add_f16)
}

/// gfx950's v_cvt_pk_bf16_f32: LLVM's VOP3 profile has an op_sel operand its printer and
/// assembler never show, so llvm-mc 22 refuses source 2's op_sel bit (the instruction has two
/// sources) and keeps the others in its re-encoding only (listed in known-differences.txt).
fn hidden_op_sel(row: &Row) -> bool {
    row.op == Op::v_cvt_pk_bf16_f32
}

/// llvm-mc 22 refuses a memory word whose AGPR data or destination tuple runs past a255
/// (`ds_add_rtn_f64 a[255:256]`, `buffer_atomic_cmpswap_x2 a[254:257]`), as it does for MFMA
/// operands (see [`decode_mai`]): its AReg classes have no such tuple.
fn agpr_tuples_fit(row: &Row, i: &Inst) -> Result<(), DecodeError> {
    if i.mem & mem::ACC == 0 {
        return Ok(());
    }
    let past_end = row.operands.iter().any(|o| {
        let data = matches!(
            o.kind,
            Kind::DsVdst | Kind::DsData | Kind::FlatVdst | Kind::FlatData | Kind::BufData
        );
        let r = if o.slot == Slot::Dst {
            Some(i.dst)
        } else {
            i.src[o.slot_index()].checked_sub(VGPR0)
        };
        data && r.is_some_and(|r| r + u16::from(o.ty.dwords()) > 256)
    });
    if past_end {
        return Err(DecodeError::BadOperand("AGPR tuple past a255"));
    }
    Ok(())
}

/// The [`Inst::invalid`] bit of operand `n` (none past the eighth).
fn operand_bit(n: usize) -> u8 {
    if n < 8 {
        1 << n
    } else {
        0
    }
}

/// Marks the operands `which` selects as holding values their class cannot take
/// ([`Inst::invalid`]).
fn mark_invalid(row: &Row, i: &mut Inst, which: impl Fn(&crate::isa::table::Operand) -> bool) {
    for (k, o) in row.operands.iter().enumerate() {
        if which(o) {
            i.invalid |= operand_bit(k);
        }
    }
}

/// EXP's fields (seed 000 lines 12070-12125). llvm-mc 22 takes every target (printing the
/// undefined ones as `invalid_target_N`) and every source byte, even of a disabled source (its
/// re-encoding keeps them), and ignores bits 13-25.
fn decode_exp(w0: u32, w1: u32, i: &mut Inst) {
    i.simm16 = ((w0 >> 4) & 0x3f) as u16;
    i.offset = w0 & 0xf;
    i.literal = w1;
    for (n, m) in [(10, mem::COMPR), (11, mem::DONE), (12, mem::VM)] {
        if (w0 >> n) & 1 == 1 {
            i.mem |= m;
        }
    }
}

/// MIMG's fields (seed 000 lines 11478-11559) as llvm-mc 22 decodes them: bit 0 (an opcode
/// bit past gfx900's) makes the word invalid; the address width is the one llvm-mc's
/// disassembler prints for the opcode; the data width follows DMASK, `d16` and `tfe`; the
/// resource is an SGPR or TTMP octet, the sampler (samples and gathers only) a quad.
fn decode_mimg(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    use crate::isa::inst::mimg;
    let bad = |why| Err(DecodeError::BadOperand(why));
    if w0 & 1 != 0 {
        return bad("opcode bit 7 is not on gfx900");
    }
    for (n, m) in [(13, mem::GLC), (25, mem::SLC), (16, mem::TFE)] {
        if (w0 >> n) & 1 == 1 {
            i.mem |= m;
        }
    }
    i.offset = w0 & (mimg::UNORM | mimg::DA | mimg::A16 | mimg::LWE | mimg::UNUSED) | (w1 & mimg::D16);
    if i.offset & mimg::D16 != 0 && row.has(flags::MIMG_NO_D16) {
        return bad("d16 is not supported by this instruction");
    }
    i.simm16 = ((w0 >> 8) & 0xf) as u16;
    i.sdst = crate::isa::table::mimg_address_widths(row.op).0 as u16;
    // Registers past v255 print as llvm-mc prints them (`v[254:256]`).
    i.src[0] = VGPR0 + (w1 & 0xff) as u16;
    let vdata = ((w1 >> 8) & 0xff) as u16;
    if row.operand(Slot::Dst).is_some() {
        i.dst = vdata;
    } else {
        i.src[1] = VGPR0 + vdata;
    }
    let rsrc = ((w1 >> 14) & 0x7c) as u16;
    if !(rsrc <= 96 || arch.ttmp_tuple_fits(rsrc, 8)) {
        return bad("invalid image resource");
    }
    i.src[2] = rsrc;
    let samp = ((w1 >> 19) & 0x7c) as u16;
    if row.operand(Slot::Saddr).is_some() {
        if !(samp <= 100 || arch.ttmp_tuple_fits(samp, 4)) {
            return bad("invalid sampler");
        }
        i.soffset = samp;
    } else if samp != 0 {
        return bad("a sampler on an instruction without one");
    }
    Ok(())
}

/// VINTRP words and the VOP3 interpolation encodings (opcodes 0x270-0x272 and the f16 rows
/// 0x274-0x277) as llvm-mc 22 decodes them: VOP3 SRC0 holds the attribute (`N | chan << 6`,
/// bit 8 the f16 rows' `high`), SRC1 the I/J VGPR (or `v_interp_mov_f32`'s parameter, any
/// value), SRC2 the f16 rows' third VGPR. ABS/NEG apply to SRC1 and SRC2 only and keep their
/// VOP3 bit positions in [`Inst::abs`]/[`Inst::neg`] (bit 1: the I/J VGPR, bit 2: SRC2);
/// OPSEL is kept only by `v_interp_p2_f16` (`op_sel:[…]` of four), ignored elsewhere; the
/// f16-result rows take no output modifier.
fn decode_interp(
    arch: Arch,
    row: &Row,
    format: Format,
    w0: u32,
    words: &[u32],
    i: &mut Inst,
) -> Result<usize, DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    let param = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam);
    if format == Format::Vintrp {
        i.dst = ((w0 >> 18) & 0xff) as u16;
        i.simm16 = ((w0 >> 10) & 0x3f | ((w0 >> 8) & 3) << 6) as u16;
        let v = (w0 & 0xff) as u16;
        i.src[0] = if param { v } else { VGPR0 + v };
        return Ok(1);
    }
    let w1 = *words.get(1).ok_or(DecodeError::Truncated { needed: 2 })?;
    let f16 = row.format == Format::Vop3a;
    i.vop3 = !f16;
    i.dst = (w0 & 0xff) as u16;
    i.clamp = (w0 >> 15) & 1 == 1;
    i.omod = ((w1 >> 27) & 3) as u8;
    let (abs, neg) = (((w0 >> 8) & 7) as u8, ((w1 >> 29) & 7) as u8);
    let has2 = row.operand(Slot::Src2).is_some();
    let allowed = if param { 0 } else { 2 } | if has2 { 4 } else { 0 };
    if (abs | neg) & !allowed != 0 {
        return bad("input modifier on an operand that takes none");
    }
    i.abs = abs;
    i.neg = neg;
    let (src0, src1, src2) = (
        (w1 & 0x1ff) as u16,
        ((w1 >> 9) & 0x1ff) as u16,
        ((w1 >> 18) & 0x1ff) as u16,
    );
    if src0 & 0x100 != 0 && !f16 {
        return bad("high is not supported by this instruction");
    }
    i.simm16 = src0;
    if !param && src1 < VGPR0 {
        return bad("the interpolation source must be a VGPR");
    }
    i.src[0] = src1;
    if has2 {
        if src2 < VGPR0 {
            return bad("the third source must be a VGPR");
        }
        i.src[2] = src2;
    }
    if i.omod != 0 && !row.has(flags::OMOD) {
        return bad("output modifier is not supported by this instruction");
    }
    // `v_interp_p2_f16` keeps OPSEL bits 0, 2 and 3 (source 1's is dropped), as llvm-mc 22 does
    // (GCN 1.2 has no OPSEL: ignored there).
    if row.has(flags::OPSEL) && arch.has_vop3_op_sel() {
        i.op_sel = ((w0 >> 11) & 0xd) as u8;
    }
    Ok(2)
}

/// The buffer encodings' fields as llvm-mc's disassembler takes them. Cache bits: GLC/SC0
/// (bit 14), SLC/NT (MUBUF bit 17, MTBUF bit 54), SC1 (MUBUF bit 15, MTBUF bit 53; gfx900 does not
/// print it but keeps it in the encoding). Bit 55 is TFE on gfx900 (VDATA one register wider;
/// MUBUF only, not for atomics or the LDS forms) and ACC on gfx950 (AGPR data). MUBUF's LDS bit (16) selects
/// the LDS form of the loads that have one (no VDATA) and is required by
/// `buffer_store_lds_dword`. VADDR is read when IDXEN/OFFEN ask for it (a pair for both), else
/// dropped, like every field an instruction does not use. SRSRC names an SGPR or TTMP quad,
/// SOFFSET an SGPR, M0, `null` or an inline constant (seed 000 lines 11174-11334; seed 001
/// lines 36637-36730).
fn decode_buffer(arch: Arch, row: &Row, format: Format, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    let mtbuf = format == Format::Mtbuf;
    let bit = |w: u32, n: u32| (w >> n) & 1 == 1;
    let (slc, sc1) = if mtbuf {
        (bit(w1, 22), bit(w1, 21))
    } else {
        (bit(w0, 17), bit(w0, 15))
    };
    // llvm-mc 22 decodes GCN 1.2's unpacked-d16 forms from encodings without that bit.
    let sc1 = sc1 && (arch.has_packed_d16() || row.d16_components().is_none());
    let lds = !mtbuf && bit(w0, 16);
    let bit55 = bit(w1, 23);
    for (on, m) in [
        (bit(w0, 14), mem::GLC),
        (slc, mem::SLC),
        (sc1, mem::SC1),
        (bit(w0, 13), mem::IDXEN),
        (bit(w0, 12), mem::OFFEN),
    ] {
        if on {
            i.mem |= m;
        }
    }
    if mtbuf {
        i.simm16 = ((w0 >> 19) & 0x7f) as u16;
    }
    i.offset = w0 & 0xfff;
    if row.operands.is_empty() {
        // The cache controls: only gfx950's SC0/SC1 mean anything; no address. llvm-mc 22
        // ignores SLC/NT (bit 17) there: `0x00,0x80,0xa6,0xe0,…` is `buffer_inv sc1`.
        if lds
            || bit55
            || i.mem & (mem::IDXEN | mem::OFFEN) != 0
            || (!arch.has_sc_nt_cache_bits() && i.mem & (mem::GLC | mem::SC1) != 0)
        {
            return bad("this cache operation takes no such bit");
        }
        i.mem &= mem::GLC | mem::SC1;
        i.offset = 0;
        return Ok(());
    }
    let lds_form = row.has(flags::BUF_LDS) || (arch.has_wide_buffer_lds_loads() && row.has(flags::BUF_LDS_GFX950));
    let store_lds = row.operand(Slot::Src0).is_none();
    if lds {
        if !lds_form || bit55 {
            return bad("the LDS bit is not supported here");
        }
        // buffer_store_lds_dword has no VADDR: llvm-mc 22 refuses the word when IDXEN or OFFEN
        // asks for one (its MUBUF_Pseudo_Store_Lds has no vaddr operand).
        if store_lds && i.mem & (mem::IDXEN | mem::OFFEN) != 0 {
            return bad("buffer_store_lds_dword has no address");
        }
        i.mem |= mem::LDS;
    } else if store_lds {
        return bad("buffer_store_lds_dword needs the LDS bit");
    }
    if bit55 {
        if (row.has(flags::BUF_ATOMIC) || mtbuf) && arch.has_buffer_tfe() {
            return bad("tfe is not supported here");
        }
        i.mem |= if arch.has_buffer_tfe() { mem::TFE } else { mem::ACC };
    }
    decode_buffer_operands(row, arch, mtbuf, w1, i)
}

/// The buffer formats' register fields: VDATA, VADDR, SRSRC and SOFFSET.
fn decode_buffer_operands(row: &Row, arch: Arch, mtbuf: bool, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let bad = |why| Err(DecodeError::BadOperand(why));
    let aligned = arch.aligned_vgpr_tuples();
    let vaddr = (w1 & 0xff) as u16;
    let vdata = ((w1 >> 8) & 0xff) as u16;
    let srsrc = ((w1 >> 14) & 0x7c) as u16;
    let soffset = (w1 >> 24) as u16;
    for (n, o) in row.operands.iter().enumerate() {
        match o.kind {
            Kind::BufData if i.mem & mem::LDS != 0 => {}
            Kind::BufData => {
                // gfx950 wants even tuples (llvm-mc prints the odd ones as invalid).
                if aligned && o.ty.dwords() >= 2 && vdata % 2 == 1 {
                    i.invalid |= operand_bit(n);
                }
                if o.slot == Slot::Dst {
                    i.dst = vdata;
                } else {
                    i.src[1] = VGPR0 + vdata;
                }
            }
            Kind::BufAddr => {
                let w = i.buffer_address_dwords();
                // llvm-mc 22 checks the pair's alignment for MUBUF only.
                if aligned && !mtbuf && w == 2 && vaddr % 2 == 1 {
                    i.invalid |= operand_bit(n);
                }
                i.src[0] = if w == 0 { 128 } else { VGPR0 + vaddr };
            }
            Kind::BufRsrc => {
                // s[0:3] … s[100:103], ttmp[0:3] … ttmp[12:15] (ttmp[8:11] on GCN 1.2).
                if !(srsrc <= 100 || arch.ttmp_tuple_fits(srsrc, 4)) {
                    return bad("invalid buffer resource");
                }
                i.src[2] = srsrc;
            }
            Kind::BufSoffset => {
                if !valid_source(soffset) || matches!(soffset, LITERAL | LDS_DIRECT) {
                    return bad("invalid SOFFSET");
                }
                i.soffset = soffset;
            }
            _ => {}
        }
    }
    Ok(())
}

/// The SMEM register tuple that starts at field value `code` and spans `dwords`, as
/// llvm-mc's disassembler reads it: an SGPR or TTMP start is aligned down (pairs to even,
/// wider tuples to a multiple of 4), wide SGPR tuples may reach s103, pairs may also be
/// FLAT_SCRATCH, XNACK_MASK or VCC (and a base EXEC), `null` (125) stands for any width;
/// data is never M0 or EXEC. `None` when the field names no such tuple.
pub(crate) fn smem_tuple(arch: Arch, code: u16, dwords: u8, data: bool) -> Option<u16> {
    if code == 125 {
        return data.then_some(code);
    }
    let ttmp = arch.ttmp_code_base();
    match dwords {
        1 => (code < 128 && !(data && matches!(code, 124 | 126 | 127))).then_some(code),
        2 => match code {
            0..=101 => Some(code & !1),
            c if c >= ttmp && c <= 123 => Some(code & !1),
            // GCN 1.0-1.2's tba (108) and tma (110) below their TTMPs.
            102 | 104 | 106 | 108 | 110 => Some(code),
            126 if !data => Some(code),
            _ => None,
        },
        _ => {
            let aligned = code & !3;
            let last = aligned + dwords as u16 - 1;
            match code {
                0..=101 if last <= 103 => Some(aligned),
                c if c >= ttmp && aligned >= ttmp && last <= 123 => Some(aligned),
                _ => None,
            }
        }
    }
}

/// Whether a source code is architecturally defined (125, 209-229 and 232-234 are reserved;
/// 230/231 are `src_flat_scratch_base_lo/hi`, which llvm-mc 22 decodes on both targets; 249/250
/// are the SDWA/DPP markers and 254 is LDS_DIRECT, not modelled yet).
fn valid_source(code: u16) -> bool {
    !matches!(code, 209..=229 | 232..=234 | 249 | 250)
}

fn src_slot_index(slot: Slot) -> usize {
    match slot {
        Slot::Src1 => 1,
        Slot::Src2 => 2,
        _ => 0,
    }
}

/// Decodes every instruction in `words`; on the first error returns its dword offset.
pub fn decode_all(arch: Arch, words: &[u32]) -> Result<alloc::vec::Vec<Inst>, (usize, DecodeError)> {
    let mut out = alloc::vec::Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (inst, n) = decode(arch, &words[at..]).map_err(|e| (at, e))?;
        out.push(inst);
        at += n;
    }
    Ok(out)
}

/// Decodes `op` alone for docs and tests.
pub fn is_known(arch: Arch, op: Op) -> bool {
    op.row().opcode_on(arch).is_some()
}

/// The SDWA form (seed 000 lines 10545-10663, seed 001 lines 36361-36430): source 0 and the
/// selects in the second dword, S0/S1 marking scalar sources, a VOPC's destination in SDST/SD.
fn decode_sdwa(arch: Arch, i: &mut Inst, row: &Row, w0: u32, w1: u32) -> Result<usize, DecodeError> {
    // GCN 1.2 (seed 002 L8-L19) has no S0/S1 bits (VGPR sources only), no output modifier and
    // no VOPC SDST: llvm-mc ignores those bits there.
    let gfx9 = arch.has_sdwa_gfx9();
    let scalar = |field: u32, s: bool| if s && gfx9 { field as u16 } else { VGPR0 + field as u16 };
    i.src[0] = scalar(w1 & 0xff, w1 >> 23 & 1 == 1);
    let sel = |v: u32| -> Result<u8, DecodeError> {
        if v == 7 {
            Err(DecodeError::BadOperand("invalid SDWA select"))
        } else {
            Ok(v as u8)
        }
    };
    let mut d = Sdwa {
        src_sel: [sel(w1 >> 16 & 7)?, 6],
        sext: (w1 >> 19 & 1) as u8,
        ..Sdwa::DEFAULT
    };
    i.neg = (w1 >> 20 & 1) as u8;
    i.abs = (w1 >> 21 & 1) as u8;
    if row.format != Format::Vop1 {
        i.src[1] = scalar(w0 >> 9 & 0xff, w1 >> 31 == 1);
        d.src_sel[1] = sel(w1 >> 24 & 7)?;
        d.sext |= (w1 >> 27 & 1) as u8 * 2;
        i.neg |= (w1 >> 28 & 1) as u8 * 2;
        i.abs |= (w1 >> 29 & 1) as u8 * 2;
    }
    if i.src[..2].contains(&LITERAL) {
        return Err(DecodeError::BadOperand("SDWA takes no literal"));
    }
    // VOP1 has no source 1: its fields must be clear (llvm-mc).
    // (GCN 1.2 has no S1 bit, 31: ignored there.)
    let src1_fields = if gfx9 { w1 >> 24 } else { w1 >> 24 & 0x7f };
    if row.format == Format::Vop1 && src1_fields != 0 {
        return Err(DecodeError::BadOperand("SDWA source 1 fields on a VOP1 instruction"));
    }
    if row.format == Format::Vopc {
        // SD = 0 writes VCC (SDST is ignored), SD = 1 the SGPR pair in SDST (an odd SGPR or
        // TTMP number aligned down, as for every 64-bit scalar operand).
        let sdst = (w1 >> 8 & 0x7f) as u16;
        i.clamp = !gfx9 && w1 >> 13 & 1 == 1;
        i.dst = match (gfx9 && w1 >> 15 & 1 == 1, sdst) {
            (false, _) => VCC_LO,
            (true, 0..=101 | 108..=123) => sdst & !1,
            (true, 102 | 104 | 106 | 126) => sdst,
            _ => return Err(DecodeError::BadOperand("invalid SDWA VOPC destination")),
        };
    } else {
        i.dst = (w0 >> 17 & 0xff) as u16;
        if !row.has(flags::SDWA_SRC_ONLY) {
            d.dst_sel = sel(w1 >> 8 & 7)?;
            // (3 is undefined; llvm-mc keeps it and prints UNUSED_PAD.)
            d.dst_unused = (w1 >> 11 & 3) as u8;
        } else {
            d.dst_unused = 0;
        }
        // Clamp and the output modifier (float results only: llvm-mc's HasSDWAOMod) must be
        // ones the instruction has.
        i.clamp = w1 >> 13 & 1 == 1;
        i.omod = if gfx9 { (w1 >> 14 & 3) as u8 } else { 0 };
        let float_dst = row.sdwa_float_result();
        // (SDWA has clamp for every VOP1/VOP2 instruction, llvm-mc's HasSDWAClamp.)
        if i.omod != 0 && !(row.has(flags::OMOD) && float_dst) {
            return Err(DecodeError::BadOperand("SDWA modifier the instruction does not take"));
        }
        if row.carry_in2() {
            i.src[2] = VCC_LO;
        }
        if row.is_vop3b() {
            i.sdst = VCC_LO;
        }
    }
    check_input_modifiers(row, i.neg | i.abs)?;
    // SDWA integer operands have `sext` only: abs/neg bits there make the word invalid.
    if (i.neg | i.abs) & !row.float_sources() & 3 != 0 {
        return Err(DecodeError::BadOperand("abs/neg on an SDWA integer operand"));
    }
    // Sign extension is an integer-operand modifier.
    if d.sext & !row.sdwa_sext_sources() != 0 || (d.sext != 0 && row.has(flags::SDWA_SRC_ONLY)) {
        return Err(DecodeError::BadOperand("sext on a float operand"));
    }
    i.sdwa = Some(d);
    Ok(2)
}

/// llvm-mc's rule for the abs/neg bits of VOP3 and DPP sources (`bits`: one per source): bits
/// outside the row's [`Row::modifier_fields`] make the word invalid; the others are kept (and
/// printed on float operands).
fn check_input_modifiers(row: &Row, bits: u8) -> Result<(), DecodeError> {
    if bits & !row.modifier_fields() != 0 {
        return Err(DecodeError::BadOperand(
            "abs/neg modifier on an operand that takes none",
        ));
    }
    Ok(())
}
