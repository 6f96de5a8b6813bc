//! The memory and export encodings: SMEM, DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF, MIMG, EXP.

use super::{bad, mark_invalid, operand_bit, valid_source, DecodeError};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Inst};
use crate::isa::operand::{LDS_DIRECT, LITERAL, VGPR0};
use crate::isa::table::{flags, Kind, Op, Operand, Row, Slot};

/// SMEM fields, canonicalised as llvm-mc's disassembler does: the NV bit, bit 13, SOFFSET
/// without SOE and the fields an instruction does not use are dropped; an SGPR offset
/// (IMM clear) keeps only OFFSET[6:0]; SDATA tuples are aligned down (pairs to even,
/// wider to a multiple of 4), and so is a buffer resource's base.
pub(super) fn decode_smem(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
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
        return bad("this instruction takes no offset");
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
pub(super) fn decode_ds(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    let acc = (w0 >> 25) & 1 == 1;
    // llvm-mc 22 checks gfx950's even alignment except on the AGPR forms of instructions
    // with two or more data/destination registers (their AGPR classes are not aligned).
    let data_regs = row
        .operands
        .iter()
        .filter(|o| matches!(o.kind, Kind::DsVdst | Kind::DsData))
        .count();
    let aligned = arch.aligned_vgpr_tuples() && !(acc && data_regs >= 2) && !row.has(flags::DS_UNALIGNED);
    let has_data = ds_registers(row, aligned, w1, i)?;
    if row.operand(Slot::Offset).is_some() {
        i.offset = w0 & 0xffff;
    } else if w0 & 0xffff != 0 {
        return bad("this instruction takes no offset");
    }
    let gds = (w0 >> 16) & 1 == 1;
    if (gds && row.has(flags::DS_NO_GDS)) || (!gds && row.has(flags::DS_GDS_ONLY)) {
        return bad("invalid gds bit");
    }
    if gds && (arch.has_gds() || row.has(flags::DS_GDS_ONLY)) {
        i.mem |= mem::GDS;
    }
    if acc {
        ds_agprs(arch, row, has_data, data_regs, i)?;
    }
    Ok(())
}

/// DS's register fields (ADDR, DATA0, DATA1, VDST in `w1`); a field the instruction does not
/// use must be zero. Returns whether the instruction has data or a destination.
fn ds_registers(row: &Row, aligned: bool, w1: u32, i: &mut Inst) -> Result<bool, DecodeError> {
    let fields = [w1 & 0xff, (w1 >> 8) & 0xff, (w1 >> 16) & 0xff, w1 >> 24].map(|f| f as u16);
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
        return bad("a register field the instruction does not use is set");
    }
    Ok(has_data)
}

/// DS's ACC bit: AGPR data and destination (`data_regs` of them), which need a data or
/// destination operand.
fn ds_agprs(arch: Arch, row: &Row, has_data: bool, data_regs: usize, i: &mut Inst) -> Result<(), DecodeError> {
    // gfx900 has no AGPRs, but llvm-mc 22 decodes the GWS operand as one.
    let gws = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::DsData);
    if !has_data {
        return bad("AGPR operands are not available here");
    }
    i.mem |= mem::ACC;
    // gfx900 has no AGPRs: llvm-mc prints a single data register as an AGPR marked
    // invalid, and cannot decode the forms with two or more.
    if !arch.has_agprs() && !gws {
        if data_regs >= 2 {
            return bad("AGPR operands are not available here");
        }
        mark_invalid(row, i, |o| matches!(o.kind, Kind::DsVdst | Kind::DsData));
    }
    Ok(())
}

/// The flat encodings' fields: the cache bits (GLC/SLC on gfx900; SC0/NT/SC1 on gfx950), ACC
/// (bit 55) on gfx950, the offset (FLAT: 12 bits unsigned; GLOBAL/SCRATCH: 13 bits signed),
/// SADDR (0x7f = `off`; FLAT has none), the address (`off` for SCRATCH when it has an SGPR
/// offset on gfx900 or SVE is clear on gfx950), and a returning atomic's destination with GLC.
pub(super) fn decode_flat(
    arch: Arch,
    row: &Row,
    format: Format,
    w0: u32,
    w1: u32,
    i: &mut Inst,
) -> Result<(), DecodeError> {
    let saddr = ((w1 >> 16) & 0x7f) as u16;
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
    let has_data = flat_registers(arch, row, format, aligned, w0, w1, i)?;
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

/// The flat encodings' register fields (ADDR, DATA, SADDR, VDST), `aligned`: gfx950's
/// even-tuple rule applies. Fields the instruction does not use are dropped (llvm-mc
/// re-encodes them as zero). An odd tuple on gfx950 is printed with an /*Invalid register*/
/// comment, as llvm-mc does. Returns whether the instruction has data or a destination.
fn flat_registers(
    arch: Arch,
    row: &Row,
    format: Format,
    aligned: bool,
    w0: u32,
    w1: u32,
    i: &mut Inst,
) -> Result<bool, DecodeError> {
    let [addr, data, _, vdst] = w1.to_le_bytes().map(u16::from);
    let saddr = ((w1 >> 16) & 0x7f) as u16;
    let rtn = i.flat_vdst_shown();
    let mut has_data = false;
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
            Kind::FlatAddr => flat_address(arch, format, w0, saddr, addr, n, i),
            Kind::FlatSaddr if format == Format::FlatGlobal && saddr != 0x7f => {
                i.soffset = global_saddr(arch, row, saddr, n, i)?;
            }
            Kind::FlatSaddr => i.soffset = saddr,
            _ => {}
        }
    }
    Ok(has_data)
}

/// The flat address VGPR(s) `addr` (operand `n`): absent for SCRATCH when it has an SGPR
/// offset on gfx900 or SVE (bit 13 of `w0`) is clear on gfx950; a pair for FLAT and for
/// GLOBAL without SADDR.
fn flat_address(arch: Arch, format: Format, w0: u32, saddr: u16, addr: u16, n: usize, i: &mut Inst) {
    let present = match format {
        Format::FlatScratch if arch.has_flat_scratch_sve() => (w0 >> 13) & 1 == 1,
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

/// GLOBAL's scalar base `saddr` (operand `n`, not `off`): an SGPR pair or `null`; EXEC only
/// for the loads to LDS (llvm-mc prints it elsewhere with an /*Invalid register*/ comment).
fn global_saddr(arch: Arch, row: &Row, saddr: u16, n: usize, i: &mut Inst) -> Result<u16, DecodeError> {
    let lds_only = row.operand(Slot::Dst).is_none() && row.operand(Slot::Src1).is_none();
    match smem_tuple(arch, saddr, 2, !lds_only) {
        Some(c) => Ok(c),
        None if saddr == 126 => {
            i.invalid |= operand_bit(n);
            Ok(saddr)
        }
        None => bad("invalid scalar base"),
    }
}

/// The flat encodings' cache bits (GLC, SLC, SC1) and bit 13: gfx950's scratch SVE or
/// gfx900's LDS bit.
pub(super) fn decode_flat_bits(row: &Row, format: Format, sve: bool, w0: u32, i: &mut Inst) -> Result<(), DecodeError> {
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
            _ => return bad("the LDS bit is not supported here"),
        }
    }
    Ok(())
}

/// A flat instruction's ACC bit: its data and destination are AGPRs (gfx950, and gfx900's
/// returning FLAT atomics), or AGPRs llvm-mc marks invalid (the rest of gfx900).
pub(super) fn decode_flat_agprs(
    row: &Row,
    has_data: bool,
    gfx900_invalid_agprs: bool,
    i: &mut Inst,
) -> Result<(), DecodeError> {
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

/// llvm-mc 22 refuses a memory word whose AGPR data or destination tuple runs past a255
/// (`ds_add_rtn_f64 a[255:256]`, `buffer_atomic_cmpswap_x2 a[254:257]`), as it does for MFMA
/// operands (see [`super::decode_mai`]): its AReg classes have no such tuple.
pub(super) fn agpr_tuples_fit(row: &Row, i: &Inst) -> Result<(), DecodeError> {
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
        return bad("AGPR tuple past a255");
    }
    Ok(())
}

/// EXP's fields (seed 000 lines 12070-12125). llvm-mc 22 takes every target (printing the
/// undefined ones as `invalid_target_N`) and every source byte, even of a disabled source (its
/// re-encoding keeps them), and ignores bits 13-25.
pub(super) fn decode_exp(w0: u32, w1: u32, i: &mut Inst) {
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
pub(super) fn decode_mimg(arch: Arch, row: &Row, w0: u32, w1: u32, i: &mut Inst) -> Result<(), DecodeError> {
    use crate::isa::inst::mimg;
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

/// The buffer encodings' fields as llvm-mc's disassembler takes them. Cache bits: GLC/SC0
/// (bit 14), SLC/NT (MUBUF bit 17, MTBUF bit 54), SC1 (MUBUF bit 15, MTBUF bit 53; gfx900 does not
/// print it but keeps it in the encoding). Bit 55 is TFE on gfx900 (VDATA one register wider;
/// MUBUF only, not for atomics or the LDS forms) and ACC on gfx950 (AGPR data). MUBUF's LDS bit (16) selects
/// the LDS form of the loads that have one (no VDATA) and is required by
/// `buffer_store_lds_dword`. VADDR is read when IDXEN/OFFEN ask for it (a pair for both), else
/// dropped, like every field an instruction does not use. SRSRC names an SGPR or TTMP quad,
/// SOFFSET an SGPR, M0, `null` or an inline constant (seed 000 lines 11174-11334; seed 001
/// lines 36637-36730).
pub(super) fn decode_buffer(
    arch: Arch,
    row: &Row,
    format: Format,
    w0: u32,
    w1: u32,
    i: &mut Inst,
) -> Result<(), DecodeError> {
    let mtbuf = format == Format::Mtbuf;
    let bit = |w: u32, n: u32| (w >> n) & 1 == 1;
    buffer_cache_and_address_bits(arch, row, mtbuf, w0, w1, i);
    if mtbuf {
        i.simm16 = ((w0 >> 19) & 0x7f) as u16;
    }
    i.offset = w0 & 0xfff;
    let lds = !mtbuf && bit(w0, 16);
    let bit55 = bit(w1, 23);
    if row.operands.is_empty() {
        return buffer_cache_operation(arch, lds || bit55, i);
    }
    buffer_lds_and_bit55(arch, row, mtbuf, lds, bit55, i)?;
    decode_buffer_operands(row, arch, mtbuf, w1, i)
}

/// The buffer encodings' cache bits (GLC/SC0, SLC/NT, SC1) and IDXEN/OFFEN into `i.mem`.
fn buffer_cache_and_address_bits(arch: Arch, row: &Row, mtbuf: bool, w0: u32, w1: u32, i: &mut Inst) {
    let bit = |w: u32, n: u32| (w >> n) & 1 == 1;
    let (slc, sc1) = if mtbuf {
        (bit(w1, 22), bit(w1, 21))
    } else {
        (bit(w0, 17), bit(w0, 15))
    };
    // llvm-mc 22 decodes GCN 1.2's unpacked-d16 forms from encodings without that bit.
    let sc1 = sc1 && (arch.has_packed_d16() || row.d16_components().is_none());
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
}

/// The cache controls (`buffer_wbl2`, `buffer_inv`, …): only gfx950's SC0/SC1 mean anything;
/// no address, no LDS bit or bit 55 (`lds_or_bit55`). llvm-mc 22 ignores SLC/NT (bit 17)
/// there: `0x00,0x80,0xa6,0xe0,…` is `buffer_inv sc1`.
fn buffer_cache_operation(arch: Arch, lds_or_bit55: bool, i: &mut Inst) -> Result<(), DecodeError> {
    if lds_or_bit55
        || i.mem & (mem::IDXEN | mem::OFFEN) != 0
        || (!arch.has_sc_nt_cache_bits() && i.mem & (mem::GLC | mem::SC1) != 0)
    {
        return bad("this cache operation takes no such bit");
    }
    i.mem &= mem::GLC | mem::SC1;
    i.offset = 0;
    Ok(())
}

/// MUBUF's LDS bit (the LDS forms of the loads, required by `buffer_store_lds_dword`) and bit
/// 55 (TFE on gfx900, ACC on gfx950).
fn buffer_lds_and_bit55(
    arch: Arch,
    row: &Row,
    mtbuf: bool,
    lds: bool,
    bit55: bool,
    i: &mut Inst,
) -> Result<(), DecodeError> {
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
    Ok(())
}

/// The buffer formats' register fields: VDATA, VADDR, SRSRC and SOFFSET.
pub(super) fn decode_buffer_operands(
    row: &Row,
    arch: Arch,
    mtbuf: bool,
    w1: u32,
    i: &mut Inst,
) -> Result<(), DecodeError> {
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
