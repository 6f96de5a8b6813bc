//! The matrix (VOP3P-MAI) encodings: MFMA, SMFMAC and the F8F6F4 scale form.

use super::{bad, operand_bit, smem_tuple, DecodeError};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mai, Inst};
use crate::isa::operand::{is_inline_constant, VGPR0};
use crate::isa::table::{flags, Kind, Operand, Row};

/// The VOP3P-MAI fields of an MFMA or SMFMAC word pair (seed 001 lines 36226-36276), with
/// llvm-mc 22's rules: A and B are VGPR or AGPR tuples (the ACC bits), C and D share ACC_CD
/// and C may be an inline constant; gfx950 tuples are even-aligned; SMFMAC takes no BLGP and
/// its index is a VGPR; F8F6F4 takes no ABID (it is 1 in a scale form, `scale`).
pub(super) fn decode_mai(row: &Row, w0: u32, w1: u32, i: &mut Inst, scale: bool) -> Result<(), DecodeError> {
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
    // (The ACC bits as encoded: a source's bit cleared below does not change the others.)
    let acc = i.mai.acc;
    for (n, o) in row.operands.iter().enumerate() {
        check_mai_operand(n, o, acc, i)?;
    }
    Ok(())
}

/// Operand `n` (`o`) of an MFMA or SMFMAC: an AGPR tuple must end by a255, and a tuple must
/// be even-aligned; A, B and C are checked by [`check_mai_source`]. `acc`: the encoded ACC bits.
fn check_mai_operand(n: usize, o: &Operand, acc: u8, i: &mut Inst) -> Result<(), DecodeError> {
    // llvm-mc 22 prints a VGPR tuple that runs past v255, but refuses an AGPR one.
    let past_end = |r: u16, w: u8| r + w as u16 > 256;
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
        Kind::MaiDst(_) if w >= 2 && i.dst % 2 == 1 => bad("misaligned register tuple"),
        Kind::MaiSrc(_) | Kind::MaiSrcC(_) | Kind::VgprSrc => check_mai_source(n, o, w, i),
        _ => Ok(()),
    }
}

/// Source operand `n` (`o`, `w` dwords) of an MFMA or SMFMAC, or an SMFMAC's index.
fn check_mai_source(n: usize, o: &Operand, w: u8, i: &mut Inst) -> Result<(), DecodeError> {
    let c = i.src[o.slot_index()];
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
        i.src[o.slot_index()] = a;
        i.invalid |= operand_bit(n);
        if ab {
            i.mai.acc &= !(1 << o.slot_index());
        }
    } else if matches!(c, 251..=253) && ab {
        // src_vccz, src_execz, src_scc: llvm-mc prints them as they are.
    } else if !matches!(o.kind, Kind::MaiSrcC(_)) || !is_inline_constant(c) {
        return bad("not a register or inline constant");
    }
    Ok(())
}

/// The scale form at `words` (a `v_mfma_ld_scale_b32` pair whose second dword is `w1`), if the
/// next word pair is an F8F6F4 MFMA with ABID = 1; the scale sources must be VGPRs.
pub(super) fn decode_scale_form(arch: Arch, w1: u32, words: &[u32]) -> Result<Option<Inst>, DecodeError> {
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
        return bad("a scale operand is not a VGPR");
    }
    i.op_sel = ((words[0] >> 11) & 3) as u8;
    i.op_sel_hi = ((w1 >> 27) & 3) as u8;
    Ok(Some(i))
}
