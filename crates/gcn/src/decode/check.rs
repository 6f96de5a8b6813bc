//! The checks every ALU word goes through after its fields are read: unused fields cleared,
//! modifiers and the literal, reserved source codes, and each operand's register class.

use super::{bad, check_input_modifiers, is_source_register, operand_bit, valid_source, DecodeError};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::Inst;
use crate::isa::operand::{is_inline_constant, LDS_DIRECT, LITERAL, VGPR0};
use crate::isa::table::{flags, Kind, Operand, Row, Slot};

/// The checks of an ALU word decoded to `i` with length `len` (without a literal): unused fields
/// cleared, modifiers and the literal, reserved source codes, each operand's class (operands
/// llvm-mc prints as invalid are marked in [`Inst::invalid`]). Returns the length with the
/// literal.
pub(super) fn check_alu(
    arch: Arch,
    row: &Row,
    format: Format,
    words: &[u32],
    len: usize,
    i: &mut Inst,
) -> Result<usize, DecodeError> {
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

/// Clears fields the instruction does not use; v_nop/v_clrexcp must have them clear.
fn clear_unused_fields(row: &Row, format: Format, words: &[u32], i: &mut Inst) -> Result<(), DecodeError> {
    let w0 = words[0];
    // Fields the instruction does not use are ignored, as llvm-mc does (its re-encoding
    // zeroes them): an SOP1/SOP2/SOPK without destination (`s_setreg_imm32_b32`), sources past the last.
    // v_nop and v_clrexcp: the operand fields must be clear (llvm-mc; in the VOP3 form it
    // ignores the OP_SEL and source fields, in the 32-bit form SRC0, which then holds no
    // literal; v_nop's DPP and SDWA dwords are read by `decode_bare`).
    if row.format.is_valu() && row.operands.is_empty() {
        let clear = if i.vop3 {
            w0 & 0x87ff == 0 && words.get(1).is_some_and(|w| w & 0xf800_0000 == 0)
        } else {
            w0 & 0x01fe_0000 == 0
        };
        if !clear {
            return bad("v_nop/v_clrexcp with operand bits");
        }
        i.dst = 0;
        i.src = [128; 3];
    }
    if matches!(format, Format::Sop1 | Format::Sop2 | Format::Sopk) && row.operand(Slot::Dst).is_none() {
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
            return bad("op_sel is not supported by this instruction");
        }
        if !bitop3 {
            check_input_modifiers(row, i.neg | i.abs)?;
        }
        if i.clamp && !row.has(flags::CLAMP) {
            return bad("clamp is not supported by this instruction");
        }
        if i.omod != 0 && !row.has(flags::OMOD) && !bitop3 {
            return bad("output modifier is not supported by this instruction");
        }
        // GFX9 VOP3 cannot carry a literal (seed 000 line 1278; seed 001 line 1611).
        if i.src[..nsrc].contains(&LITERAL) {
            return bad("literal operands are not supported in VOP3");
        }
    } else if row.has(flags::NO_LITERAL) && i.src[..nsrc].contains(&LITERAL) {
        return bad("this instruction takes no literal");
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
                _ => return bad("reserved source operand code"),
            }
        }
        if !valid_source(i.src[s]) {
            return bad("reserved source operand code");
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
        if is_inline_constant(*field) || (*field == LDS_DIRECT && o.ty.dwords() == 1) {
            return Ok(true);
        }
        if !is_source_register(*field) {
            return bad("destination is not a scalar register");
        }
    }
    if o.ty.dwords() >= 2 {
        // src_flat_scratch_base_hi and lds_direct are not 64-bit sources.
        if matches!(*field, 231 | 254) {
            return bad("not a 64-bit source");
        }
        // gfx950 wants VGPR tuples even-aligned (llvm-mc prints /*Invalid register*/);
        // a carry-in pair is exempt; wider tuples llvm-mc cannot decode at all.
        if arch.aligned_vgpr_tuples() && o.kind != Kind::CarryIn && *field >= VGPR0 && (*field - VGPR0) % 2 == 1 {
            if o.ty.dwords() > 2 {
                return bad("misaligned VGPR tuple");
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
                return bad("not a 64-bit register");
            }
            _ => {}
        }
    }
    Ok(false)
}

/// The carry-in, register-only and VGPR-only operands and gfx950's odd destination tuples:
/// `Some(invalid)` when the operand is settled here.
pub(super) fn check_special_operand(
    arch: Arch,
    row: &Row,
    o: &Operand,
    i: &mut Inst,
) -> Result<Option<bool>, DecodeError> {
    // An `_e64` carry-in is a register pair (llvm-mc: /*Invalid immediate*/ for a constant).
    let c2 = i.src[2];
    if o.kind == Kind::CarryIn && i.vop3 && (is_inline_constant(c2) || c2 == LITERAL) {
        if c2 == LITERAL {
            return bad("carry-in is not an SGPR pair");
        }
        return Ok(Some(true));
    }
    let lds_direct = arch.has_lds_direct() && i.src[0] == LDS_DIRECT && row.reads_lds_direct();
    if matches!(o.kind, Kind::VgprSrc | Kind::AgprSrc) && i.src[o.slot_index()] < VGPR0 && !lds_direct {
        let c = i.src[o.slot_index()];
        if o.kind == Kind::VgprSrc
            && (o.ty.dwords() == 1 && (c < 128 || is_inline_constant(c)) || o.ty.dwords() == 2 && c < 102)
        {
            // (An SGPR pair is aligned down, as everywhere.)
            if o.ty.dwords() == 2 {
                i.src[o.slot_index()] = c & !1;
            }
            return Ok(Some(true));
        }
        return bad("not a VGPR");
    }
    // Register-only sources: llvm-mc marks a constant there /*Invalid immediate*/.
    if o.kind == Kind::Sreg {
        let c = i.src[match o.slot {
            Slot::Src1 => 1,
            _ => 0,
        }];
        if c == LITERAL {
            return bad("literal in a register-only operand");
        }
        if is_inline_constant(c) {
            return Ok(Some(true));
        }
    }
    if o.kind == Kind::Vdst && o.ty.dwords() >= 2 && arch.aligned_vgpr_tuples() && i.dst % 2 == 1 {
        if o.ty.dwords() > 2 {
            return bad("misaligned VGPR tuple");
        }
        return Ok(Some(true));
    }
    Ok(None)
}
