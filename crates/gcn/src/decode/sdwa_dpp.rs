//! The VOP1/VOP2/VOPC sub-dword (SDWA) and data-parallel (DPP) forms.

use super::{bad, check_input_modifiers, DecodeError};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{Dpp, Inst, Sdwa};
use crate::isa::operand::{LITERAL, VCC_LO, VGPR0};
use crate::isa::table::{flags, Row};

/// A VOP1/VOP2 instruction in its DPP form.
pub(super) fn decode_dpp(row: &Row, format: Format, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    // DPP: source 0 and the controls are in the second dword (seed 000 line 10664).
    // An undefined control is kept: llvm-mc prints a comment in its place, and the
    // executor refuses it.
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
    i.dpp = Some(dpp_controls(w1));
    Ok(())
}

/// The DPP dword's control, masks and `bound_ctrl`.
fn dpp_controls(w1: u32) -> Dpp {
    Dpp {
        ctrl: ((w1 >> 8) & 0x1ff) as u16,
        row_mask: (w1 >> 28) as u8,
        bank_mask: ((w1 >> 24) & 0xf) as u8,
        bound_ctrl: (w1 >> 19) & 1 == 1,
    }
}

/// The DPP dword bits the operand-less form needs clear: the sources' abs/neg. llvm-mc 22
/// decodes any other value (an undefined control printed as its comment) and ignores SRC0 and
/// bits 18:17 (its re-encoding zeroes them).
const BARE_DPP_CLEAR: u32 = 0x00f0_0000;

/// The SDWA dword bits the operand-less form needs clear on GCN 1.2 (llvm-mc 22 `-mcpu=gfx803`):
/// clamp (13) and both sources' select, `sext`, neg and abs (21:16, 29:24). SRC0, the
/// destination select, `dst_unused` and bits 15:14, 23:22 and 31:30 are ignored (re-encoded 0).
const BARE_SDWA_CLEAR_GCN12: u32 = 0x3f3f_2000;

/// [`BARE_SDWA_CLEAR_GCN12`] on gfx9 (gfx900, gfx950): also the output modifier (15:14) and S1
/// (31); S0 (23) is ignored there too.
const BARE_SDWA_CLEAR_GFX9: u32 = BARE_SDWA_CLEAR_GCN12 | 0x8000_c000;

/// The operand-less DPP or SDWA form ([`flags::BARE_DPP_SDWA`], `v_nop`) whose 32-bit word `w0`
/// holds the marker in SRC0, followed by `w1` (if any). As llvm-mc 22 decodes it: both dwords
/// when `w1` has the fields the form lacks clear, else the 32-bit word alone (its SRC0 ignored)
/// and `w1` decoded as the next instruction. Returns the length in dwords.
pub(super) fn decode_bare(arch: Arch, w0: u32, w1: Option<u32>, i: &mut Inst) -> usize {
    let sdwa = w0 & 0x1ff == 249;
    let clear = match (sdwa, arch.has_sdwa_gfx9()) {
        (false, _) => BARE_DPP_CLEAR,
        (true, false) => BARE_SDWA_CLEAR_GCN12,
        (true, true) => BARE_SDWA_CLEAR_GFX9,
    };
    let Some(w1) = w1.filter(|w| w & clear == 0) else {
        return 1;
    };
    if sdwa {
        i.sdwa = Some(Sdwa::BARE);
    } else {
        i.dpp = Some(dpp_controls(w1));
    }
    2
}

/// The SDWA form (seed 000 lines 10545-10663, seed 001 lines 36361-36430): source 0 and the
/// selects in the second dword, S0/S1 marking scalar sources, a VOPC's destination in SDST/SD.
pub(super) fn decode_sdwa(arch: Arch, i: &mut Inst, row: &Row, w0: u32, w1: u32) -> Result<usize, DecodeError> {
    // GCN 1.2 (seed 002 L8-L19) has no S0/S1 bits (VGPR sources only), no output modifier and
    // no VOPC SDST: llvm-mc ignores those bits there.
    let gfx9 = arch.has_sdwa_gfx9();
    let mut d = sdwa_sources(gfx9, row, w0, w1, i)?;
    if row.format == Format::Vopc {
        sdwa_compare_destination(gfx9, w1, i)?;
    } else {
        sdwa_destination(gfx9, row, w0, w1, &mut d, i)?;
    }
    check_sdwa_modifiers(row, &d, i)?;
    i.sdwa = Some(d);
    Ok(2)
}

/// An SDWA select field (7 is undefined).
fn sdwa_sel(v: u32) -> Result<u8, DecodeError> {
    if v == 7 {
        bad("invalid SDWA select")
    } else {
        Ok(v as u8)
    }
}

/// SDWA sources 0 and 1 with their selects, sign extension and abs/neg bits.
fn sdwa_sources(gfx9: bool, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<Sdwa, DecodeError> {
    let scalar = |field: u32, s: bool| if s && gfx9 { field as u16 } else { VGPR0 + field as u16 };
    i.src[0] = scalar(w1 & 0xff, w1 >> 23 & 1 == 1);
    let mut d = Sdwa {
        src_sel: [sdwa_sel(w1 >> 16 & 7)?, 6],
        sext: (w1 >> 19 & 1) as u8,
        ..Sdwa::DEFAULT
    };
    i.neg = (w1 >> 20 & 1) as u8;
    i.abs = (w1 >> 21 & 1) as u8;
    if row.format != Format::Vop1 {
        i.src[1] = scalar(w0 >> 9 & 0xff, w1 >> 31 == 1);
        d.src_sel[1] = sdwa_sel(w1 >> 24 & 7)?;
        d.sext |= (w1 >> 27 & 1) as u8 * 2;
        i.neg |= (w1 >> 28 & 1) as u8 * 2;
        i.abs |= (w1 >> 29 & 1) as u8 * 2;
    }
    if i.src[..2].contains(&LITERAL) {
        return bad("SDWA takes no literal");
    }
    // VOP1 has no source 1: its fields must be clear (llvm-mc).
    // (GCN 1.2 has no S1 bit, 31: ignored there.)
    let src1_fields = if gfx9 { w1 >> 24 } else { w1 >> 24 & 0x7f };
    if row.format == Format::Vop1 && src1_fields != 0 {
        return bad("SDWA source 1 fields on a VOP1 instruction");
    }
    Ok(d)
}

/// A VOPC's SDWA destination: SD = 0 writes VCC (SDST is ignored), SD = 1 the SGPR pair in
/// SDST (an odd SGPR or TTMP number aligned down, as for every 64-bit scalar operand).
fn sdwa_compare_destination(gfx9: bool, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let sdst = (w1 >> 8 & 0x7f) as u16;
    i.clamp = !gfx9 && w1 >> 13 & 1 == 1;
    i.dst = match (gfx9 && w1 >> 15 & 1 == 1, sdst) {
        (false, _) => VCC_LO,
        (true, 0..=101 | 108..=123) => sdst & !1,
        (true, 102 | 104 | 106 | 126) => sdst,
        _ => return bad("invalid SDWA VOPC destination"),
    };
    Ok(())
}

/// A VOP1/VOP2's SDWA destination, its select, clamp and output modifier.
fn sdwa_destination(gfx9: bool, row: &Row, w0: u32, w1: u32, d: &mut Sdwa, i: &mut Inst) -> Result<(), DecodeError> {
    i.dst = (w0 >> 17 & 0xff) as u16;
    if !row.has(flags::SDWA_SRC_ONLY) {
        d.dst_sel = sdwa_sel(w1 >> 8 & 7)?;
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
        return bad("SDWA modifier the instruction does not take");
    }
    if row.carry_in2() {
        i.src[2] = VCC_LO;
    }
    if row.is_vop3b() {
        i.sdst = VCC_LO;
    }
    Ok(())
}

/// The SDWA source modifiers against the operand types: abs/neg on float operands, `sext` on
/// integer ones.
fn check_sdwa_modifiers(row: &Row, d: &Sdwa, i: &Inst) -> Result<(), DecodeError> {
    check_input_modifiers(row, i.neg | i.abs)?;
    // SDWA integer operands have `sext` only: abs/neg bits there make the word invalid.
    if (i.neg | i.abs) & !row.float_sources() & 3 != 0 {
        return bad("abs/neg on an SDWA integer operand");
    }
    // Sign extension is an integer-operand modifier.
    if d.sext & !row.sdwa_sext_sources() != 0 || (d.sext != 0 && row.has(flags::SDWA_SRC_ONLY)) {
        return bad("sext on a float operand");
    }
    Ok(())
}
