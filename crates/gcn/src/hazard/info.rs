//! What one instruction reads and writes, as the hazard rules need it ([`Info`], [`analyse`]):
//! its unit, the registers of every operand (exact tuples, VGPR and AGPR files apart), and the
//! row facts the rules test.

use alloc::vec::Vec;

use super::mfma::{matrix, Mfma};
use super::regs::{code_regs, file_of, File, Regs};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Inst};
use crate::isa::operand::{EXEC_LO, VCC_LO, VGPR0};
use crate::isa::table::{flags, Kind, Op, Operand, Row, Slot};
use crate::matrix::layout::Shape;

/// Which unit runs an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Unit {
    /// Scalar ALU (SOP*).
    Salu,
    /// Scalar memory.
    Smem,
    /// Vector ALU.
    Valu,
    /// The matrix core (MFMA/SMFMAC).
    Matrix,
    /// Vector memory (buffer, flat, global, scratch, image).
    Vmem,
    /// LDS/GDS (DS).
    Lds,
    /// Export.
    Export,
}

/// What one instruction reads and writes, as the rules need it.
pub(super) struct Info {
    /// The mnemonic on the target.
    pub(super) name: &'static str,
    /// The row's op.
    pub(super) op: Op,
    /// The row's [`flags`].
    pub(super) flags: u64,
    /// The unit that runs it.
    pub(super) unit: Unit,
    /// Every register it reads, in operand order, then the implicit ones.
    pub(super) reads: Vec<Regs>,
    /// Every register it writes, likewise.
    pub(super) writes: Vec<Regs>,
    /// Scalar registers read as VALU constants (not carry-in, not lane select).
    pub(super) const_reads: Vec<Regs>,
    /// `v_readlane`/`v_writelane` lane select.
    pub(super) lane_select: Option<Regs>,
    /// Scalar registers a memory instruction reads (resource, offset, base).
    pub(super) vmem_sreads: Vec<Regs>,
    /// Store data of more than two dwords (Table 11 L1336/L1345), unless a buffer op with an
    /// SGPR offset.
    pub(super) wide_store: Option<Regs>,
    /// A matrix instruction's operands.
    pub(super) mfma: Option<Mfma>,
    /// Source operand codes (VCCZ 251, EXECZ 252, LDS_DIRECT 254 are found here).
    pub(super) codes: Vec<u16>,
    /// A transcendental op (row flag TRANS, Table 12 L1401).
    pub(super) trans: bool,
    /// A dot product (row flag DOT).
    pub(super) dl: bool,
    /// The result lands at a shifted bit position (SDWA dst_sel or VOP3 op_sel\[3\], L1394).
    pub(super) shifted: bool,
    /// Wait states it provides to later instructions (`s_nop N`: N + 1).
    pub(super) wait: u32,
    /// Never falls through.
    pub(super) barrier: bool,
    /// A DPP instruction.
    pub(super) dpp: bool,
    /// A DS instruction with `gds`.
    pub(super) gds: bool,
    /// A memory instruction that moves data to or from LDS (M0 holds the LDS address).
    pub(super) lds_dma: bool,
    /// `s_setreg*`/`s_getreg_b32`: the hardware register id (SIMM16\[5:0\]).
    pub(super) hwreg: Option<u16>,
}

impl Info {
    /// Whether it writes the scalar register of operand code `code`.
    pub(super) fn writes_s(&self, code: u32) -> bool {
        self.writes.iter().any(|r| r.contains(code))
    }

    /// Whether it writes EXEC (either half).
    pub(super) fn writes_exec(&self) -> bool {
        self.writes_s(EXEC_LO as u32) || self.writes_s(EXEC_LO as u32 + 1)
    }

    /// Whether it writes VCC (either half).
    pub(super) fn writes_vcc(&self) -> bool {
        self.writes_s(VCC_LO as u32) || self.writes_s(VCC_LO as u32 + 1)
    }

    /// The VGPRs and AGPRs it writes.
    pub(super) fn vector_writes(&self) -> impl Iterator<Item = &Regs> {
        self.writes.iter().filter(|r| r.file != File::S)
    }

    /// The scalar registers it writes.
    pub(super) fn scalar_writes(&self) -> impl Iterator<Item = &Regs> {
        self.writes.iter().filter(|r| r.file == File::S)
    }

    /// A VALU `v_cmpx*` (row flag CMPX): writes EXEC.
    pub(super) fn is_cmpx(&self) -> bool {
        self.unit == Unit::Valu && self.flags & flags::CMPX != 0
    }

    /// `v_readlane`/`v_writelane`: their SGPR source is the lane select.
    fn is_lane_rw(&self) -> bool {
        matches!(self.op, Op::v_readlane_b32 | Op::v_writelane_b32)
    }

    /// `v_readlane`, `v_readfirstlane` or `v_writelane`.
    pub(super) fn is_lane_access(&self) -> bool {
        matches!(
            self.op,
            Op::v_readlane_b32 | Op::v_readfirstlane_b32 | Op::v_writelane_b32
        )
    }

    /// `v_div_fmas_f32`/`v_div_fmas_f64` (VCC selects the scaling).
    pub(super) fn is_div_fmas(&self) -> bool {
        matches!(self.op, Op::v_div_fmas_f32 | Op::v_div_fmas_f64)
    }

    /// `s_movrels*`/`s_movreld*` (M0 holds the index).
    pub(super) fn is_movrel(&self) -> bool {
        matches!(
            self.op,
            Op::s_movrels_b32 | Op::s_movrels_b64 | Op::s_movreld_b32 | Op::s_movreld_b64
        )
    }

    /// `v_permlane16_swap_b32`/`v_permlane32_swap_b32`.
    pub(super) fn is_permlane(&self) -> bool {
        matches!(self.op, Op::v_permlane16_swap_b32 | Op::v_permlane32_swap_b32)
    }
}

/// `s_setreg_b32`/`s_setreg_imm32_b32`: writes a hardware register.
pub(super) fn is_setreg(op: Op) -> bool {
    matches!(op, Op::s_setreg_b32 | Op::s_setreg_imm32_b32)
}

/// The unit that runs a row's instructions.
fn unit_of(row: &Row) -> Unit {
    match row.format {
        Format::Sop1 | Format::Sop2 | Format::Sopk | Format::Sopc | Format::Sopp => Unit::Salu,
        Format::Smem => Unit::Smem,
        Format::Ds => Unit::Lds,
        Format::Exp => Unit::Export,
        Format::Flat | Format::FlatGlobal | Format::FlatScratch | Format::Mubuf | Format::Mtbuf | Format::Mimg => {
            Unit::Vmem
        }
        Format::Vop3pMai if Shape::of(row).is_some() => Unit::Matrix,
        _ => Unit::Valu,
    }
}

/// What `inst` reads and writes on `arch`: its operands' registers, then the registers its
/// row reads or writes without naming them.
pub(super) fn analyse(arch: Arch, inst: &Inst) -> Info {
    let mut info = Info::new(arch, inst);
    let valu = matches!(info.unit, Unit::Valu | Unit::Matrix);
    for o in inst.row().operands {
        if is_memory_kind(o.kind) {
            add_memory_operand(&mut info, arch, inst, o);
        } else {
            add_operand(&mut info, inst, o, valu);
        }
    }
    add_implicit(&mut info, inst);
    info
}

impl Info {
    /// `inst`'s row facts, with no registers yet.
    fn new(arch: Arch, inst: &Inst) -> Info {
        let row = inst.row();
        let unit = unit_of(row);
        Info {
            name: inst.op.name_on(arch),
            op: row.op,
            flags: row.flags,
            unit,
            reads: Vec::new(),
            writes: Vec::new(),
            const_reads: Vec::new(),
            lane_select: None,
            vmem_sreads: Vec::new(),
            wide_store: None,
            mfma: None,
            codes: Vec::new(),
            trans: row.has(flags::TRANS),
            dl: row.has(flags::DOT),
            shifted: shifted(inst),
            wait: if row.op == Op::s_nop {
                (inst.simm16 & 0xf) as u32 + 1
            } else {
                1
            },
            barrier: row.has(flags::END) || row.op == Op::s_branch,
            dpp: inst.dpp.is_some(),
            gds: inst.mem & mem::GDS != 0 && row.format == Format::Ds,
            lds_dma: unit == Unit::Vmem && (inst.mem & mem::LDS != 0 || row.has(flags::LDS_DMA)),
            hwreg: (is_setreg(row.op) || row.op == Op::s_getreg_b32).then_some(inst.simm16 & 0x3f),
        }
    }
}

/// L1394: SDWA writing a byte or word other than the lowest, or VOP3 op_sel\[3\] (the
/// destination's high half), moves the result's bits. The seed says "changes the result's bit
/// position": BYTE_0/WORD_0 do not, so they are not flagged (LLVM flags every non-DWORD
/// dst_sel).
fn shifted(inst: &Inst) -> bool {
    let row = inst.row();
    inst.sdwa.is_some_and(|d| matches!(d.dst_sel, 1 | 2 | 3 | 5))
        || (inst.vop3 || row.format == Format::Vop3a) && row.has(flags::OPSEL) && inst.op_sel & 8 != 0
}

/// The registers `inst`'s row reads or writes without an operand naming them (VCC, EXEC), the
/// operands read and written both (permlane swaps, VOP2 dot products), and the matrix operands.
fn add_implicit(info: &mut Info, inst: &Inst) {
    let row = inst.row();
    if row.has(flags::READS_VCC) {
        info.reads.push(Regs::new(File::S, VCC_LO, 2));
        info.const_reads.push(Regs::new(File::S, VCC_LO, 2));
    }
    if row.has(flags::WRITES_EXEC) && !info.writes_exec() {
        info.writes.push(Regs::new(File::S, EXEC_LO, 2));
    }
    // v_permlane*_swap exchange their two operands: both are read and written.
    if info.is_permlane() {
        let w = info.writes.clone();
        let r = info.reads.clone();
        info.reads.extend(w);
        info.writes.extend(r.into_iter().filter(|r| r.file != File::S));
    }
    // VOP2 dot products with a `c` accumulate into the destination.
    if info.dl && row.operand(Slot::Src2).is_none() {
        info.reads.push(Regs::new(File::V, inst.dst, 1));
    }
    if info.unit == Unit::Matrix {
        info.mfma = matrix(inst);
        if let Some(m) = info.mfma {
            info.writes.push(m.d);
            info.reads.extend(m.c);
            info.reads.extend(m.ab.iter().flatten());
        }
    }
}

/// The memory instructions' register-number operands (see [`add_memory_operand`]).
fn is_memory_kind(k: Kind) -> bool {
    use Kind::*;
    matches!(
        k,
        DsVdst
            | DsData
            | BufData
            | BufAddr
            | BufRsrc
            | BufSoffset
            | FlatVdst
            | FlatData
            | FlatAddr
            | FlatSaddr
            | MimgData
            | MimgAddr
            | MimgRsrc
            | MimgSamp
    )
}

/// The registers a register operand (not a memory one) reads and writes.
fn add_operand(info: &mut Info, inst: &Inst, o: &Operand, valu: bool) {
    let row = inst.row();
    let dw = o.ty.dwords();
    let i = o.slot_index();
    // SOPK compares and s_setreg read the register in their destination field.
    let sdst_read = row.has(flags::SDST_READ);
    match o.kind {
        Kind::Sdst if sdst_read => info.reads.extend(code_regs(inst.dst, dw)),
        Kind::Sdst => info.writes.extend(code_regs(inst.dst, dw)),
        Kind::Vdst => info.writes.push(Regs::new(File::V, inst.dst, dw)),
        Kind::CmpDst => {
            let d = if inst.vop3 || inst.sdwa.is_some() {
                inst.dst
            } else {
                VCC_LO
            };
            info.writes.extend(code_regs(d, 2));
        }
        Kind::CarryOut => {
            let d = if inst.vop3 || row.format == Format::Vop3a {
                inst.sdst
            } else {
                VCC_LO
            };
            info.writes.extend(code_regs(d, 2));
        }
        Kind::CarryIn => {
            let s = if inst.vop3 { inst.src[2] } else { VCC_LO };
            info.reads.extend(code_regs(s, 2));
        }
        Kind::VgprSrc | Kind::Sreg | Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => add_source(info, inst.src[i], o, valu),
        Kind::AgprDst => info.writes.push(Regs::new(File::A, inst.dst, 1)),
        Kind::AgprSrc => {
            if let Some(r) = inst.src[i].checked_sub(VGPR0) {
                info.reads.push(Regs::new(File::A, r, 1));
            }
        }
        Kind::InterpVsrc => {
            let code = if inst.vop3 { inst.src[1] } else { inst.src[0] };
            info.reads.extend(code_regs(code, 1));
        }
        Kind::ExpSrc(n) if inst.offset >> n & 1 == 1 => {
            info.reads
                .push(Regs::new(File::V, (inst.literal >> (8 * n)) as u8 as u16, 1));
        }
        // Matrix operands: in `analyse`.
        _ => {}
    }
}

/// A source operand of code `code`: its registers are read; a VALU's scalar ones are constants,
/// or `v_readlane`/`v_writelane`'s lane select.
fn add_source(info: &mut Info, code: u16, o: &Operand, valu: bool) {
    info.codes.push(code);
    if let Some(r) = code_regs(code, o.ty.dwords()) {
        info.reads.push(r);
        if r.file == File::S && valu {
            if info.is_lane_rw() && o.slot == Slot::Src1 {
                info.lane_select = Some(r);
            } else {
                info.const_reads.push(r);
            }
        }
    }
}

/// The registers a memory operand reads and writes (AGPRs with the memory ACC bit).
fn add_memory_operand(info: &mut Info, arch: Arch, inst: &Inst, o: &Operand) {
    let dw = o.ty.dwords();
    let i = o.slot_index();
    let mf = memory_file(inst);
    match o.kind {
        Kind::DsVdst => info.writes.push(Regs::new(mf, inst.dst, dw)),
        Kind::DsData => {
            if let Some(r) = inst.src[i].checked_sub(VGPR0) {
                info.reads.push(Regs::new(mf, r, dw));
            }
        }
        Kind::BufData if inst.mem & mem::LDS != 0 => {}
        Kind::BufData => add_buffer_data(info, arch, inst, o),
        Kind::BufAddr => {
            let w = inst.buffer_address_dwords();
            if w > 0 {
                info.reads.extend(code_regs(inst.src[0], w));
            }
        }
        Kind::BufRsrc => info.vmem_sreads.extend(code_regs(inst.src[2], 4)),
        Kind::BufSoffset => info
            .vmem_sreads
            .extend(code_regs(inst.soffset, 1).filter(|r| r.file == File::S)),
        Kind::FlatVdst if inst.flat_vdst_shown() => {
            info.writes.push(Regs::new(mf, inst.dst, dw));
        }
        Kind::FlatData => {
            if let Some(r) = inst.src[1].checked_sub(VGPR0) {
                let r = Regs::new(mf, r, dw);
                info.reads.push(r);
                if dw > 2 {
                    info.wide_store = Some(r);
                }
            }
        }
        Kind::FlatAddr if inst.src[0] >= VGPR0 => {
            info.reads.extend(code_regs(inst.src[0], inst.flat_address_dwords()));
        }
        Kind::FlatSaddr if inst.soffset < 128 && inst.soffset != 0x7f => {
            info.vmem_sreads.extend(code_regs(inst.soffset, dw));
        }
        Kind::MimgData => {
            let w = inst.mimg_data_dwords(arch, false);
            if inst.row().operand(Slot::Dst).is_some() {
                info.writes.push(Regs::new(File::V, inst.dst, w));
            } else if let Some(r) = inst.src[1].checked_sub(VGPR0) {
                info.reads.push(Regs::new(File::V, r, w));
            }
        }
        Kind::MimgAddr => info.reads.extend(code_regs(inst.src[0], inst.sdst as u8)),
        Kind::MimgRsrc => info.vmem_sreads.extend(code_regs(inst.src[2], 8)),
        Kind::MimgSamp => info.vmem_sreads.extend(code_regs(inst.soffset, 4)),
        _ => {}
    }
}

/// The file of a memory instruction's data registers: AGPRs with the memory ACC bit.
fn memory_file(inst: &Inst) -> File {
    file_of(inst.mem & mem::ACC != 0)
}

/// A buffer instruction's data operand (not an LDS one): loaded, or stored (and returned by an
/// atomic with `glc`); a store of more than two dwords is [`Info::wide_store`] unless its offset
/// is an SGPR.
fn add_buffer_data(info: &mut Info, arch: Arch, inst: &Inst, o: &Operand) {
    let w = inst.buffer_data_dwords(arch);
    if o.slot == Slot::Dst {
        info.writes.push(Regs::new(memory_file(inst), inst.dst, w));
    } else if let Some(r) = inst.src[1].checked_sub(VGPR0) {
        let r = Regs::new(memory_file(inst), r, w);
        info.reads.push(r);
        if inst.row().has(flags::BUF_ATOMIC) && inst.mem & mem::GLC != 0 {
            info.writes.push(r);
        }
        // "BUFFER_STORE_* operations that use an SGPR for offset do not require any wait
        // states" (L1336).
        if o.ty.dwords() > 2 && inst.soffset >= 128 {
            info.wide_store = Some(r);
        }
    }
}
