//! [`Inst`] → machine words.

use alloc::vec::Vec;
use core::fmt;

use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Dpp, Inst, Sdwa};
use crate::isa::operand::{VCC_LO, VGPR0};
use crate::isa::table::{flags, Kind, Row, Slot};

/// Why an instruction cannot be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodeError {
    /// The instruction does not exist on the target.
    NotOnArch(Arch),
    /// A field does not fit its encoding.
    BadField(&'static str),
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::NotOnArch(a) => {
                write!(f, "instruction not supported on this GPU ({})", a.name())
            }
            EncodeError::BadField(w) => write!(f, "invalid operand: {w}"),
        }
    }
}

impl core::error::Error for EncodeError {}

fn field(v: u16, bits: u32, what: &'static str) -> Result<u32, EncodeError> {
    if (v as u32) >> bits != 0 {
        return Err(EncodeError::BadField(what));
    }
    Ok(v as u32)
}

fn vgpr_field(code: u16, what: &'static str) -> Result<u32, EncodeError> {
    if code < VGPR0 {
        return Err(EncodeError::BadField(what));
    }
    field(code - VGPR0, 8, what)
}

/// Appends the encoding of `inst` for `arch` to `out`.
pub fn encode(arch: Arch, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    if !crate::isa::layout_si::applies(arch) {
        return encode_gfx9(arch, inst, out);
    }
    // GCN 1.0/1.1: encoded in GFX9 layout, then moved to the SI/CI bits.
    let mut words = Vec::new();
    encode_gfx9(arch, inst, &mut words)?;
    let vop3b = inst.row().is_vop3b();
    crate::isa::layout_si::from_gfx9(&mut words, inst.mem, vop3b, arch.has_smrd_literal_offsets())?;
    out.extend(words);
    Ok(())
}

/// [`encode`] in the GFX9 layout.
fn encode_gfx9(arch: Arch, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let fixed;
    let inst = if inst.invalid != 0 {
        fixed = invalid_immediates_as_llvm_encodes(inst);
        &fixed
    } else {
        inst
    };
    let row = inst.row();
    let op = row.opcode_on(arch).ok_or(EncodeError::NotOnArch(arch))? as u32;
    if row.format == Format::Exp {
        return encode_exp(inst, out);
    }
    if row.format == Format::Mimg {
        return encode_mimg(row, op, inst, out);
    }
    if row.is_interp() {
        return encode_interp(arch, row, op, inst, out);
    }
    if let Some(d) = inst.sdwa {
        return encode_sdwa(row, op, inst, d, out);
    }
    if let Some(d) = inst.dpp {
        return encode_dpp(row, op, inst, d, out);
    }
    match inst.encoded_format() {
        Format::Smem => encode_smem(arch, row, op, inst, out),
        Format::Ds => encode_ds(row, op, inst, out),
        Format::Flat | Format::FlatScratch | Format::FlatGlobal => encode_flat(arch, row, op, inst, out),
        Format::Vop3p => encode_vop3p(row, op, inst, out),
        Format::Mubuf | Format::Mtbuf => encode_buffer(row, op, inst, out),
        // Encoded above.
        Format::Vintrp | Format::Exp | Format::Mimg => {
            Err(EncodeError::BadField("interpolation, export or image form"))
        }
        Format::Vop3pMai => encode_mai(row, op, inst, out),
        Format::Vop3a => encode_vop3a(arch, row, op, inst, out),
        _ => {
            out.push(encode_short(row, op, inst)?);
            if inst.has_literal() {
                out.push(inst.literal);
            }
            Ok(())
        }
    }
}

/// The one-dword formats (SOP*, VOP1, VOP2, VOPC), without the literal.
fn encode_short(row: &Row, op: u32, inst: &Inst) -> Result<u32, EncodeError> {
    let s = &inst.src;
    Ok(match inst.encoded_format() {
        Format::Sop2 => {
            0b10 << 30
                | op << 23
                | field(if row.operand(Slot::Dst).is_some() { inst.dst } else { 0 }, 7, "sdst")? << 16
                | field(s[1], 8, "ssrc1")? << 8
                | field(if row.sources() > 0 { s[0] } else { 0 }, 8, "ssrc0")?
        }
        Format::Sop1 => {
            0x17d << 23
                | field(if row.operand(Slot::Dst).is_some() { inst.dst } else { 0 }, 7, "sdst")? << 16
                | op << 8
                | field(if row.sources() > 0 { s[0] } else { 0 }, 8, "ssrc0")?
        }
        Format::Sopc => 0x17e << 23 | op << 16 | field(s[1], 8, "ssrc1")? << 8 | field(s[0], 8, "ssrc0")?,
        Format::Sopk => 0b1011 << 28 | op << 23 | field(inst.dst, 7, "sdst")? << 16 | inst.simm16 as u32,
        Format::Sopp => 0x17f << 23 | op << 16 | inst.simm16 as u32,
        Format::Vop2 => {
            // GCN 1.0/1.1's VOP2 v_readlane/v_writelane hold an SGPR in VSRC1.
            let vsrc1 = if row.operand(Slot::Src1).is_some_and(|o| o.kind == Kind::Ssrc) {
                field(s[1], 8, "ssrc1")?
            } else {
                vgpr_field(s[1], "vsrc1")?
            };
            op << 25 | field(inst.dst, 8, "vdst")? << 17 | vsrc1 << 9 | field(s[0], 9, "src0")?
        }
        // v_nop and v_clrexcp: no operands, zero fields (as llvm-mc encodes them).
        Format::Vop1 if row.operands.is_empty() => 0x3f << 25 | op << 9,
        Format::Vop1 => 0x3f << 25 | field(inst.dst, 8, "vdst")? << 17 | op << 9 | field(s[0], 9, "src0")?,
        Format::Vopc => 0x3e << 25 | op << 17 | vgpr_field(s[1], "vsrc1")? << 9 | field(s[0], 9, "src0")?,
        _ => return Err(EncodeError::BadField("not a one-dword format")),
    })
}

/// EXP: the control dword, then the four VSRC bytes.
fn encode_exp(inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let b = |bit: u16, n: u32| ((inst.mem & bit != 0) as u32) << n;
    out.push(
        0x31 << 26
            | b(mem::VM, 12)
            | b(mem::DONE, 11)
            | b(mem::COMPR, 10)
            | field(inst.simm16, 6, "target")? << 4
            | (inst.offset & 0xf),
    );
    out.push(inst.literal);
    Ok(())
}

/// MIMG (seed 000 MIMG fields).
fn encode_mimg(row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    use crate::isa::inst::mimg;
    let b = |bit: u16, n: u32| ((inst.mem & bit != 0) as u32) << n;
    let flags = inst.offset & (mimg::UNORM | mimg::DA | mimg::A16 | mimg::LWE | mimg::UNUSED);
    out.push(
        0x3c << 26
            | b(mem::SLC, 25)
            | op << 18
            | b(mem::TFE, 16)
            | b(mem::GLC, 13)
            | flags
            | (inst.simm16 as u32 & 0xf) << 8,
    );
    let data = if row.operand(Slot::Dst).is_some() {
        field(inst.dst, 8, "vdata")?
    } else {
        vgpr_field(s[1], "vdata")?
    };
    let samp = if row.operand(Slot::Saddr).is_some() {
        field(inst.soffset >> 2, 5, "ssamp")? << 21
    } else {
        0
    };
    out.push(
        inst.offset & mimg::D16 | samp | field(s[2] >> 2, 5, "srsrc")? << 16 | data << 8 | vgpr_field(s[0], "vaddr")?,
    );
    Ok(())
}

/// The interpolation rows: VINTRP, or their VOP3 form.
fn encode_interp(arch: Arch, row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let param = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam);
    if row.format == Format::Vintrp && !inst.vop3 {
        let v = if param {
            field(s[0], 8, "param")?
        } else {
            vgpr_field(s[0], "vsrc")?
        };
        let attr = field(inst.simm16, 8, "attr")?;
        out.push(
            0x35 << 26 | field(inst.dst, 8, "vdst")? << 18 | op << 16 | (attr & 0x3f) << 10 | (attr >> 6) << 8 | v,
        );
        return Ok(());
    }
    let op3 = arch.vop3_opcode(row.format, op as u16).map_or(op, u32::from);
    let src2 = if row.operand(Slot::Src2).is_some() {
        field(s[2], 9, "src2")?
    } else {
        0
    };
    out.push(
        0x34 << 26
            | op3 << 16
            | (inst.clamp as u32) << 15
            | (inst.op_sel as u32 & 0xf) << 11
            | (inst.abs as u32 & 7) << 8
            | field(inst.dst, 8, "vdst")?,
    );
    out.push(
        (inst.neg as u32 & 7) << 29
            | (inst.omod as u32 & 3) << 27
            | src2 << 18
            | field(s[0], 9, "vsrc")? << 9
            | field(inst.simm16, 9, "attr")?,
    );
    Ok(())
}

/// SDWA: SRC0 = 249 in the 32-bit word, source 0 and the selects in the next.
fn encode_sdwa(row: &Row, op: u32, inst: &Inst, d: Sdwa, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    // SDWA: SRC0 = 249 in the 32-bit word, source 0 and the selects in the next.
    let scalar = |c: u16| c < VGPR0;
    let low8 = |c: u16, name| field(if c >= VGPR0 { c - VGPR0 } else { c }, 8, name);
    let w0 = match row.format {
        Format::Vop2 => op << 25 | field(inst.dst, 8, "vdst")? << 17 | low8(s[1], "vsrc1")? << 9 | 249,
        Format::Vop1 => 0x3f << 25 | field(inst.dst, 8, "vdst")? << 17 | op << 9 | 249,
        Format::Vopc => 0x3e << 25 | op << 17 | low8(s[1], "vsrc1")? << 9 | 249,
        _ => return Err(EncodeError::BadField("SDWA on a format without it")),
    };
    // The operand-less form (`v_nop_sdwa`) has SRC0 clear.
    let src0 = match row.operand(Slot::Src0) {
        Some(_) => low8(s[0], "src0")? | (scalar(s[0]) as u32) << 23,
        None => 0,
    };
    let mut w1 = src0
        | (d.src_sel[0] as u32 & 7) << 16
        | (d.sext as u32 & 1) << 19
        | (inst.neg as u32 & 1) << 20
        | (inst.abs as u32 & 1) << 21;
    if row.format != Format::Vop1 {
        w1 |= (scalar(s[1]) as u32) << 31
            | (d.src_sel[1] as u32 & 7) << 24
            | (d.sext as u32 >> 1 & 1) << 27
            | (inst.neg as u32 >> 1 & 1) << 28
            | (inst.abs as u32 >> 1 & 1) << 29;
    }
    if row.format == Format::Vopc {
        if inst.dst != VCC_LO {
            w1 |= 1 << 15 | field(inst.dst, 7, "sdst")? << 8;
        }
        // GCN 1.2's VOPC SDWA has clamp (gfx9's parser never sets it there).
        w1 |= (inst.clamp as u32) << 13;
    } else {
        w1 |= (d.dst_sel as u32 & 7) << 8
            | (d.dst_unused as u32 & 3) << 11
            | (inst.clamp as u32) << 13
            | (inst.omod as u32 & 3) << 14;
    }
    out.push(w0);
    out.push(w1);
    Ok(())
}

/// DPP: SRC0 = 250 in the 32-bit word, source 0 and the controls in the next.
fn encode_dpp(row: &Row, op: u32, inst: &Inst, d: Dpp, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    // DPP: SRC0 = 250 in the 32-bit word, source 0 and the controls in the next.
    let w0 = match row.format {
        Format::Vop2 => op << 25 | field(inst.dst, 8, "vdst")? << 17 | vgpr_field(s[1], "vsrc1")? << 9 | 250,
        Format::Vop1 => 0x3f << 25 | field(inst.dst, 8, "vdst")? << 17 | op << 9 | 250,
        _ => return Err(EncodeError::BadField("DPP on a format without it")),
    };
    out.push(w0);
    // The operand-less form (`v_nop_dpp`) has SRC0 clear.
    let src0 = match row.operand(Slot::Src0) {
        Some(_) => vgpr_field(s[0], "src0")?,
        None => 0,
    };
    out.push(
        src0 | field(d.ctrl, 9, "dpp_ctrl")? << 8
            | (d.bound_ctrl as u32) << 19
            | ((inst.neg & 1) as u32) << 20
            | ((inst.abs & 1) as u32) << 21
            | ((inst.neg >> 1 & 1) as u32) << 22
            | ((inst.abs >> 1 & 1) as u32) << 23
            | field(d.bank_mask as u16, 4, "bank_mask")? << 24
            | field(d.row_mask as u16, 4, "row_mask")? << 28,
    );
    Ok(())
}

/// SMEM.
fn encode_smem(arch: Arch, row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let mut sdata = 0;
    let mut sbase = 0;
    let mut bits = 0;
    let mut w1 = 0;
    for o in row.operands {
        match o.kind {
            Kind::Sdata => sdata = field(inst.dst, 7, "sdata")?,
            Kind::Imm7 => sdata = (inst.simm16 & 0x7f) as u32,
            Kind::Sbase => sbase = field(s[0], 7, "sbase")? >> 1,
            Kind::SmemOffset => {
                let m = inst.mem;
                bits = ((m & mem::IMM != 0) as u32) << 17 | ((m & mem::SOE != 0) as u32) << 14;
                if m & mem::SOE != 0 {
                    w1 |= field(inst.soffset, 7, "soffset")? << 25;
                }
                // IMM with SOE clear and an SGPR offset both live in OFFSET.
                if m & mem::IMM != 0 {
                    w1 |= inst.offset & arch.smem_offset_field_mask();
                } else if m & mem::SOE == 0 {
                    w1 |= field(inst.offset as u16, 7, "offset")?;
                }
            }
            _ => {}
        }
    }
    let glc = (row.has(flags::SMEM_GLC) && inst.mem & mem::GLC != 0) as u32;
    out.push(0x30 << 26 | op << 18 | bits | glc << 16 | sdata << 6 | sbase);
    out.push(w1);
    Ok(())
}

/// DS.
fn encode_ds(row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let mut w1 = 0;
    let mut offset = 0;
    for o in row.operands {
        match o.slot {
            Slot::Src0 => w1 |= vgpr_field(s[0], "addr")?,
            Slot::Src1 => w1 |= vgpr_field(s[1], "data0")? << 8,
            Slot::Src2 => w1 |= vgpr_field(s[2], "data1")? << 16,
            Slot::Dst => w1 |= field(inst.dst, 8, "vdst")? << 24,
            Slot::Offset => offset = inst.offset & 0xffff,
            _ => {}
        }
    }
    let gds = (inst.mem & mem::GDS != 0) as u32;
    let acc = (inst.mem & mem::ACC != 0) as u32;
    out.push(0x36 << 26 | acc << 25 | op << 17 | gds << 16 | offset);
    out.push(w1);
    Ok(())
}

/// FLAT, SCRATCH and GLOBAL.
fn encode_flat(arch: Arch, row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let format = row.format;
    let m = inst.mem;
    let has_sve = arch.has_flat_scratch_sve();
    let seg = match format {
        Format::Flat => 0,
        Format::FlatScratch => 1,
        _ => 2,
    };
    let mut w1 = 0;
    let mut sve = 0;
    let rtn = inst.flat_vdst_shown();
    for o in row.operands {
        match o.kind {
            Kind::FlatVdst if rtn => w1 |= field(inst.dst, 8, "vdst")? << 24,
            Kind::FlatData => w1 |= vgpr_field(s[1], "data")? << 8,
            Kind::FlatAddr if s[0] >= VGPR0 => {
                w1 |= vgpr_field(s[0], "addr")?;
                sve = (has_sve && format == Format::FlatScratch) as u32;
            }
            Kind::FlatSaddr => w1 |= field(inst.soffset, 7, "saddr")? << 16,
            _ => {}
        }
    }
    if m & mem::ACC != 0 {
        w1 |= 1 << 23;
    }
    // gfx900's LDS bit sits where gfx950's SVE does.
    if m & mem::LDS != 0 {
        sve = 1;
    }
    let sc1 = (m & mem::SC1 != 0) as u32;
    let offset = inst.offset & 0x1fff;
    out.push(
        0x37 << 26
            | sc1 << 25
            | op << 18
            | ((m & mem::SLC != 0) as u32) << 17
            | ((m & mem::GLC != 0) as u32) << 16
            | seg << 14
            | sve << 13
            | offset,
    );
    out.push(w1);
    Ok(())
}

/// VOP3P (not MAI).
fn encode_vop3p(row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let n = row.sources();
    let src = |i: usize| if i < n { s[i] } else { 0 };
    out.push(
        0x1a7 << 23
            | op << 16
            | (inst.clamp as u32) << 15
            | ((inst.op_sel_hi >> 2) as u32 & 1) << 14
            | field(inst.op_sel as u16, 3, "op_sel")? << 11
            | field(inst.abs as u16, 3, "neg_hi")? << 8
            | field(inst.dst, 8, "vdst")?,
    );
    out.push(
        field(inst.neg as u16, 3, "neg_lo")? << 29
            | (inst.op_sel_hi as u32 & 3) << 27
            | field(src(2), 9, "src2")? << 18
            | field(src(1), 9, "src1")? << 9
            | field(src(0), 9, "src0")?,
    );
    Ok(())
}

/// MUBUF and MTBUF.
fn encode_buffer(row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let m = inst.mem;
    let mtbuf = row.format == Format::Mtbuf;
    let b = |bit: u16| (m & bit != 0) as u32;
    let mut w1 = 0;
    for o in row.operands {
        match o.kind {
            Kind::BufData if m & mem::LDS != 0 => {}
            Kind::BufData if o.slot == Slot::Dst => w1 |= field(inst.dst, 8, "vdata")? << 8,
            Kind::BufData => w1 |= vgpr_field(s[1], "vdata")? << 8,
            Kind::BufAddr if m & (mem::IDXEN | mem::OFFEN | mem::ADDR64) != 0 => w1 |= vgpr_field(s[0], "vaddr")?,
            Kind::BufRsrc => w1 |= field(s[2] >> 2, 5, "srsrc")? << 16,
            Kind::BufSoffset => w1 |= field(inst.soffset, 8, "soffset")? << 24,
            _ => {}
        }
    }
    w1 |= (b(mem::TFE) | b(mem::ACC)) << 23;
    let common = b(mem::GLC) << 14 | b(mem::IDXEN) << 13 | b(mem::OFFEN) << 12 | (inst.offset & 0xfff);
    if mtbuf {
        w1 |= b(mem::SLC) << 22 | b(mem::SC1) << 21;
        out.push(0x3a << 26 | field(inst.simm16, 7, "format")? << 19 | op << 15 | common);
    } else {
        out.push(0x38 << 26 | op << 18 | b(mem::SLC) << 17 | b(mem::LDS) << 16 | b(mem::SC1) << 15 | common);
    }
    out.push(w1);
    Ok(())
}

/// VOP3P-MAI, with the scale forms' load-scale prefix.
fn encode_mai(row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let m = inst.mai;
    let mut abid = m.abid as u16;
    if row.has(flags::MAI_SCALE) {
        // The load-scale prefix (VOP3P opcode 44), then the MFMA with ABID = 1.
        out.push(0x1a7 << 23 | 44 << 16 | field(inst.op_sel as u16 & 3, 2, "op_sel")? << 11);
        out.push(
            (inst.op_sel_hi as u32 & 3) << 27
                | field(m.scale[1], 9, "scale_b")? << 9
                | field(m.scale[0], 9, "scale_a")?,
        );
        abid = 1;
    }
    out.push(
        0x1a7 << 23
            | op << 16
            | ((m.acc >> 2) as u32 & 1) << 15
            | field(abid, 4, "abid")? << 11
            | field(m.cbsz as u16, 3, "cbsz")? << 8
            | field(inst.dst, 8, "vdst")?,
    );
    out.push(
        field(m.blgp as u16, 3, "blgp")? << 29
            | (m.acc as u32 & 3) << 27
            | field(s[2], 9, "src2")? << 18
            | field(s[1], 9, "src1")? << 9
            | field(s[0], 9, "src0")?,
    );
    Ok(())
}

/// VOP3A/VOP3B (native VOP3 rows and the `_e64` forms).
fn encode_vop3a(arch: Arch, row: &Row, op: u32, inst: &Inst, out: &mut Vec<u32>) -> Result<(), EncodeError> {
    let s = &inst.src;
    let op3 = arch.vop3_opcode(row.format, op as u16).map_or(op, u32::from);
    let n = row.sources();
    let src = |i: usize| if i < n { s[i] } else { 0 };
    // Only the modifiers the instruction takes are encoded (canonical form).
    // (The four-entry op_sel rows keep a third source's ABS/NEG bits, as llvm-mc does.)
    let present = ((1u16 << n) - 1) as u8 | row.modifier_fields();
    let clamp = inst.clamp && row.has(flags::CLAMP);
    // bitop3's truth table also fills the OMOD field.
    let omod = if row.has(flags::OMOD | flags::BITOP3) {
        inst.omod
    } else {
        0
    };
    let mid = if row.is_vop3b() {
        field(inst.sdst, 7, "sdst")? << 8
    } else {
        let op_sel = if row.has(flags::OPSEL) { inst.op_sel } else { 0 };
        field(op_sel as u16, 4, "op_sel")? << 11 | field((inst.abs & present) as u16, 3, "abs")? << 8
    };
    out.push(0x34 << 26 | op3 << 16 | (clamp as u32) << 15 | mid | field(inst.dst, 8, "vdst")?);
    out.push(
        field((inst.neg & present) as u16, 3, "neg")? << 29
            | field(omod as u16, 2, "omod")? << 27
            | field(src(2), 9, "src2")? << 18
            | field(src(1), 9, "src1")? << 9
            | field(src(0), 9, "src0")?,
    );
    Ok(())
}

/// llvm-mc re-encodes a constant it printed as `/*Invalid immediate*/` in a register field as
/// the constant's integer value (a float as 0), masked to the field: `inst` with those fields
/// replaced, so the printed encoding is llvm-mc's.
fn invalid_immediates_as_llvm_encodes(inst: &Inst) -> Inst {
    use crate::isa::operand::is_inline_constant;
    let mut i = *inst;
    let row = inst.row();
    let salu = matches!(row.format, Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk);
    for (k, o) in row.operands.iter().enumerate() {
        if k >= 8 || inst.invalid >> k & 1 == 0 || !o.kind.is_operand_code() {
            continue;
        }
        let (field, mask) = match o.slot {
            Slot::Dst => (&mut i.dst, 0xff),
            Slot::SdstField => (&mut i.sdst, 0x7f),
            Slot::Src0 | Slot::Src1 | Slot::Src2 => (&mut i.src[o.slot_index()], if salu { 0xff } else { 0x1ff }),
            _ => continue,
        };
        if !is_inline_constant(*field) {
            continue;
        }
        // Integers as themselves; floats as their 32-bit pattern (llvm-mc decodes a constant
        // in a register operand as a 32-bit immediate, whatever the operand's width), whose
        // low bits are zero except for 1/(2*pi) (0x3e22f983).
        let value: i32 = match *field {
            c @ 128..=192 => c as i32 - 128,
            c @ 193..=208 => 192 - c as i32,
            248 => 0x3e22_f983,
            _ => 0,
        };
        *field = value as u16 & mask;
    }
    i
}
