//! Hazard linter: the dependencies the hardware does not check, which the program must cover
//! with independent instructions or `s_nop` (seed 001 §4.5 Table 11 L1324–L1400 and Table 12
//! L1401; seed 001 §7.6 Table 38 L3910–L4066; seed 000 "Manually Inserted Wait States" L607–L678).
//!
//! [`lint`] walks the program in address order. For every instruction (the consumer) it looks
//! back at the instructions before it (the producers) and counts the wait states between the
//! two: every instruction in between counts 1, `s_nop N` counts N + 1 (SIMM16\[3:0\], seed 001
//! L8084). When a rule of the tables matches the pair and fewer wait states are present than the
//! rule requires, it warns at the consumer's line, naming both instructions, the registers, the
//! required and present counts and the seed line of the rule.
//!
//! Control flow: the walk follows fall-through only. Labels do not reset it (falling into a
//! label is a real path), but an instruction that never falls through (`s_branch`,
//! `s_endpgm`, `s_setpc_b64`, …) does: nothing before it can reach what follows by falling
//! through. Paths that arrive through a branch (loop back-edges, jumps to a label) are not
//! followed, so a hazard that only exists along such a path is missed; every warning is on a
//! real fall-through path. Waits are counted in instructions, never in cycles (an MFMA counts
//! 1, like LLVM's hazard recognizer).
//!
//! Register overlap is exact: tuples are compared register by register, and the VGPR and AGPR
//! files (the MAI ACC bits, the memory ACC bit) are different registers (an AGPR write does not
//! conflict with a VGPR read of the same number).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mai, mem, Inst};
use crate::isa::operand::{write_scalar_name, EXEC_LO, LDS_DIRECT, M0, VCC_LO, VGPR0};
use crate::isa::table::{flags, Kind, Op, Operand, Row, Slot};
use crate::matrix::layout::{passes, Mods, Shape, Ty};
use crate::program::Program;

/// The most wait states any rule asks for (Table 38's 20, L3956); the walk looks no further back.
const MAX_WAIT: u32 = 20;

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum File {
    /// Scalar operand codes 0–127 (SGPRs, VCC 106, M0 124, EXEC 126 …).
    S,
    /// VGPRs.
    V,
    /// AGPRs (gfx950).
    A,
}

/// `n` consecutive registers of one file from `lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Regs {
    file: File,
    lo: u32,
    n: u32,
}

impl Regs {
    fn new(file: File, lo: u16, n: u8) -> Regs {
        Regs {
            file,
            lo: lo as u32,
            n: n.max(1) as u32,
        }
    }

    fn overlaps(&self, o: &Regs) -> bool {
        self.file == o.file && self.lo < o.lo + o.n && o.lo < self.lo + self.n
    }

    fn contains(&self, code: u32) -> bool {
        self.file == File::S && (self.lo..self.lo + self.n).contains(&code)
    }

    /// `v4`, `v[0:15]`, `a[0:3]`, `s[4:5]`, `vcc`, `exec`, `m0`.
    fn name(&self, arch: Arch) -> String {
        let range = |p: &str| {
            if self.n == 1 {
                format!("{p}{}", self.lo)
            } else {
                format!("{p}[{}:{}]", self.lo, self.lo + self.n - 1)
            }
        };
        match self.file {
            File::V => range("v"),
            File::A => range("a"),
            File::S => {
                let mut s = String::new();
                match write_scalar_name(&mut s, self.lo as u16, self.n as u8, arch) {
                    Ok(true) => s,
                    _ => range("s"),
                }
            }
        }
    }
}

/// Which unit runs an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unit {
    Salu,
    Smem,
    Valu,
    Matrix,
    Vmem,
    Lds,
    Export,
}

/// The matrix pipelines of Table 38 (L3900–L3908).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MKind {
    /// f16/bf16/i8/FP8/F8F6F4 MFMA and every SMFMAC.
    Xdl,
    /// f32 inputs.
    Sgemm,
    /// `v_mfma_f64_16x16x4_f64`.
    Dgemm16,
    /// `v_mfma_f64_4x4x4_4b_f64`.
    Dgemm4,
}

impl MKind {
    fn name(self) -> &'static str {
        match self {
            MKind::Xdl => "XDL",
            MKind::Sgemm => "SGEMM",
            MKind::Dgemm16 => "DGEMM 16x16x4",
            MKind::Dgemm4 => "DGEMM 4x4x4",
        }
    }

    fn sdgemm(self) -> bool {
        self != MKind::Xdl
    }
}

/// A matrix instruction's operands.
#[derive(Clone, Copy, Debug)]
struct Mfma {
    kind: MKind,
    sparse: bool,
    passes: u32,
    d: Regs,
    /// Source C (SMFMAC: the destination, which it reads as C).
    c: Option<Regs>,
    /// A, B, the SMFMAC index and the scale VGPRs.
    ab: [Option<Regs>; 5],
}

impl Mfma {
    /// Index into the 2/4/8/16-pass columns of Table 38.
    fn col(&self) -> usize {
        match self.passes {
            0..=2 => 0,
            3..=4 => 1,
            5..=8 => 2,
            _ => 3,
        }
    }
}

/// What one instruction reads and writes, as the rules need it.
struct Info {
    name: &'static str,
    op: Op,
    /// The row's [`flags`].
    flags: u64,
    unit: Unit,
    reads: Vec<Regs>,
    writes: Vec<Regs>,
    /// Scalar registers read as VALU constants (not carry-in, not lane select).
    const_reads: Vec<Regs>,
    /// `v_readlane`/`v_writelane` lane select.
    lane_select: Option<Regs>,
    /// Scalar registers a memory instruction reads (resource, offset, base).
    vmem_sreads: Vec<Regs>,
    /// Store data of more than two dwords (Table 11 L1336/L1345), unless a buffer op with an
    /// SGPR offset.
    wide_store: Option<Regs>,
    mfma: Option<Mfma>,
    /// Source operand codes (VCCZ 251, EXECZ 252, LDS_DIRECT 254 are found here).
    codes: Vec<u16>,
    trans: bool,
    dl: bool,
    /// The result lands at a shifted bit position (SDWA dst_sel or VOP3 op_sel\[3\], L1394).
    shifted: bool,
    /// Wait states it provides to later instructions (`s_nop N`: N + 1).
    wait: u32,
    /// Never falls through.
    barrier: bool,
    /// A DPP instruction.
    dpp: bool,
    /// A DS instruction with `gds`.
    gds: bool,
    /// A memory instruction that moves data to or from LDS (M0 holds the LDS address).
    lds_dma: bool,
    /// `s_setreg*`/`s_getreg_b32`: the hardware register id (SIMM16\[5:0\]).
    hwreg: Option<u16>,
}

impl Info {
    fn writes_s(&self, code: u32) -> bool {
        self.writes.iter().any(|r| r.contains(code))
    }

    fn writes_exec(&self) -> bool {
        self.writes_s(EXEC_LO as u32) || self.writes_s(EXEC_LO as u32 + 1)
    }

    fn writes_vcc(&self) -> bool {
        self.writes_s(VCC_LO as u32) || self.writes_s(VCC_LO as u32 + 1)
    }

    fn vector_writes(&self) -> impl Iterator<Item = &Regs> {
        self.writes.iter().filter(|r| r.file != File::S)
    }

    fn scalar_writes(&self) -> impl Iterator<Item = &Regs> {
        self.writes.iter().filter(|r| r.file == File::S)
    }

    fn is_cmpx(&self) -> bool {
        self.unit == Unit::Valu && self.flags & flags::CMPX != 0
    }

    fn is_lane_rw(&self) -> bool {
        matches!(self.op, Op::v_readlane_b32 | Op::v_writelane_b32)
    }

    fn is_permlane(&self) -> bool {
        matches!(self.op, Op::v_permlane16_swap_b32 | Op::v_permlane32_swap_b32)
    }
}

/// `s_setreg_b32`/`s_setreg_imm32_b32`: writes a hardware register.
fn is_setreg(op: Op) -> bool {
    matches!(op, Op::s_setreg_b32 | Op::s_setreg_imm32_b32)
}

fn file_of(acc: bool) -> File {
    if acc {
        File::A
    } else {
        File::V
    }
}

/// A source operand code as registers: VGPR, or a scalar register (not a constant).
fn code_regs(code: u16, dwords: u8) -> Option<Regs> {
    if code >= VGPR0 {
        Some(Regs::new(File::V, code - VGPR0, dwords))
    } else if code < 128 && code != 125 {
        Some(Regs::new(File::S, code, dwords))
    } else {
        None
    }
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

fn analyse(arch: Arch, inst: &Inst) -> Info {
    let row = inst.row();
    let name = inst.op.name_on(arch);
    let unit = unit_of(row);
    let valu = matches!(unit, Unit::Valu | Unit::Matrix);
    let mut info = Info {
        name,
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
        shifted: false,
        wait: 1,
        barrier: row.has(flags::END) || row.op == Op::s_branch,
        dpp: inst.dpp.is_some(),
        gds: inst.mem & mem::GDS != 0 && row.format == Format::Ds,
        lds_dma: unit == Unit::Vmem && (inst.mem & mem::LDS != 0 || row.has(flags::LDS_DMA)),
        hwreg: (is_setreg(row.op) || row.op == Op::s_getreg_b32).then_some(inst.simm16 & 0x3f),
    };
    if row.op == Op::s_nop {
        info.wait = (inst.simm16 & 0xf) as u32 + 1;
    }
    for o in row.operands {
        if is_memory_kind(o.kind) {
            add_memory_operand(&mut info, arch, inst, o);
        } else {
            add_operand(&mut info, inst, o, valu);
        }
    }
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
    // L1394: SDWA writing a byte or word other than the lowest, or VOP3 op_sel[3] (the
    // destination's high half), moves the result's bits. The seed says "changes the result's
    // bit position": BYTE_0/WORD_0 do not, so they are not flagged (LLVM flags every
    // non-DWORD dst_sel).
    info.shifted = inst.sdwa.is_some_and(|d| matches!(d.dst_sel, 1 | 2 | 3 | 5))
        || (inst.vop3 || row.format == Format::Vop3a) && row.has(flags::OPSEL) && inst.op_sel & 8 != 0;
    if unit == Unit::Matrix {
        info.mfma = matrix(inst);
        if let Some(m) = info.mfma {
            info.writes.push(m.d);
            info.reads.extend(m.c);
            info.reads.extend(m.ab.iter().flatten());
        }
    }
    let _ = arch;
    info
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
        Kind::VgprSrc | Kind::Sreg | Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => {
            let code = inst.src[i];
            info.codes.push(code);
            if let Some(r) = code_regs(code, dw) {
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

/// The registers a memory operand reads and writes (AGPRs with the memory ACC bit).
fn add_memory_operand(info: &mut Info, arch: Arch, inst: &Inst, o: &Operand) {
    let row = inst.row();
    let dw = o.ty.dwords();
    let i = o.slot_index();
    let acc_mem = inst.mem & mem::ACC != 0;
    match o.kind {
        Kind::DsVdst => info.writes.push(Regs::new(file_of(acc_mem), inst.dst, dw)),
        Kind::DsData => {
            if let Some(r) = inst.src[i].checked_sub(VGPR0) {
                info.reads.push(Regs::new(file_of(acc_mem), r, dw));
            }
        }
        Kind::BufData if inst.mem & mem::LDS != 0 => {}
        Kind::BufData => {
            let w = inst.buffer_data_dwords(arch);
            if o.slot == Slot::Dst {
                info.writes.push(Regs::new(file_of(acc_mem), inst.dst, w));
            } else if let Some(r) = inst.src[1].checked_sub(VGPR0) {
                let r = Regs::new(file_of(acc_mem), r, w);
                info.reads.push(r);
                if row.has(flags::BUF_ATOMIC) && inst.mem & mem::GLC != 0 {
                    info.writes.push(r);
                }
                // "BUFFER_STORE_* operations that use an SGPR for offset do not require
                // any wait states" (L1336).
                if dw > 2 && inst.soffset >= 128 {
                    info.wide_store = Some(r);
                }
            }
        }
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
            info.writes.push(Regs::new(file_of(acc_mem), inst.dst, dw));
        }
        Kind::FlatData => {
            if let Some(r) = inst.src[1].checked_sub(VGPR0) {
                let r = Regs::new(file_of(acc_mem), r, dw);
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
            if row.operand(Slot::Dst).is_some() {
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

/// The matrix operands of an MFMA/SMFMAC (seed 001 L36226–L36276 for the fields).
fn matrix(inst: &Inst) -> Option<Mfma> {
    let row = inst.row();
    let shape = Shape::of(row)?;
    let mods = Mods::new(inst.mai.cbsz as u32, inst.mai.abid as u32, inst.mai.blgp as u32);
    let kind = if shape.is_f64() {
        if shape.m == 16 {
            MKind::Dgemm16
        } else {
            MKind::Dgemm4
        }
    } else if shape.a_type == Ty::F32 {
        MKind::Sgemm
    } else {
        MKind::Xdl
    };
    let cd = file_of(inst.mai.acc & mai::ACC_CD != 0);
    let mut d = None;
    let mut c = None;
    let mut ab = [None; 5];
    for o in row.operands {
        let w = inst.mai_dwords(o);
        let i = o.slot_index();
        match o.kind {
            Kind::MaiDst(_) => d = Some(Regs::new(cd, inst.dst, w)),
            Kind::MaiSrcC(_) => {
                c = inst.src[i].checked_sub(VGPR0).map(|r| Regs::new(cd, r, w));
            }
            Kind::MaiSrc(_) => {
                let f = file_of(inst.mai.acc >> i & 1 == 1);
                ab[i] = inst.src[i].checked_sub(VGPR0).map(|r| Regs::new(f, r, w));
            }
            // The SMFMAC index: always a VGPR.
            Kind::VgprSrc => ab[2] = code_regs(inst.src[i], 1),
            Kind::MaiScale => {
                let k = (o.slot == Slot::ScaleB) as usize;
                ab[3 + k] = code_regs(inst.mai.scale[k], 1);
            }
            _ => {}
        }
    }
    let d = d?;
    if shape.sparse {
        c = Some(d);
    }
    Some(Mfma {
        kind,
        sparse: shape.sparse,
        passes: passes(&shape, mods),
        d,
        c,
        ab,
    })
}

/// One matched rule.
struct Need {
    req: u32,
    /// What the producer does (`writes v[0:15]`).
    p: String,
    /// What the consumer does (`reads v4`).
    c: String,
    /// The pipelines and dependency (`XDL 16 passes → VALU RAW`).
    why: String,
    /// `seed 001 Table 38 L3961`.
    cite: String,
    /// The producer's and the consumer's registers, when the rule is about a register the
    /// producer writes: a later write of all the overlapping registers (between the two)
    /// supersedes it, and the rule is then checked against that later writer instead.
    regs: Option<(Regs, Regs)>,
}

fn first_overlap<'a>(a: impl IntoIterator<Item = &'a Regs>, b: &[Regs]) -> Option<(Regs, Regs)> {
    for x in a {
        if let Some(y) = b.iter().find(|y| x.overlaps(y)) {
            return Some((*x, *y));
        }
    }
    None
}

/// Table 38 cell for the producer's pass count.
fn by_passes(m: &Mfma, cells: [u32; 4]) -> u32 {
    cells[m.col()]
}

fn t38(line: u32) -> String {
    format!("seed 001 Table 38 L{line}")
}

fn t11(arch: Arch, l950: u32, l900: u32) -> String {
    if arch.cdna_wait_states() {
        format!("seed 001 Table 11 L{l950}")
    } else {
        format!("seed 000 wait-state table L{l900}")
    }
}

/// A hazard rule: the targets it applies to (`None`: all), the units its producer and consumer run on
/// (`None`: any), and the check that adds its needs (wait states, registers, message, cite).
struct Rule {
    arch: Option<fn(Arch) -> bool>,
    producer: Option<Unit>,
    consumer: Option<Unit>,
    check: fn(Arch, &Info, &Info, &mut Vec<Need>),
}

/// [`Rule::arch`]: the gfx950-class targets (Table 38 and the CDNA rows of Table 11).
const CDNA: Option<fn(Arch) -> bool> = Some(Arch::cdna_wait_states);
/// [`Rule::arch`]: every target.
const ALL: Option<fn(Arch) -> bool> = None;
/// [`Rule::producer`]/[`Rule::consumer`]: any unit.
const ANY: Option<Unit> = None;
/// [`Rule::producer`]/[`Rule::consumer`]: the VALU.
const VALU: Option<Unit> = Some(Unit::Valu);

/// The rules, in the order their needs are reported: Table 38 (gfx950), then Table 11.
#[rustfmt::skip]
const RULES: [Rule; 19] = [
    Rule { arch: CDNA, producer: ANY, consumer: ANY, check: mfma_to_mfma },
    Rule { arch: CDNA, producer: ANY, consumer: ANY, check: mfma_to_valu_or_memory },
    Rule { arch: CDNA, producer: ANY, consumer: ANY, check: mfma_src_c_war },
    Rule { arch: CDNA, producer: ANY, consumer: ANY, check: valu_to_matrix },
    Rule { arch: CDNA, producer: ANY, consumer: ANY, check: cmpx_to_matrix },
    Rule { arch: ALL, producer: ANY, consumer: ANY, check: setreg },
    Rule { arch: ALL, producer: VALU, consumer: ANY, check: valu_vccz },
    Rule { arch: ALL, producer: VALU, consumer: ANY, check: valu_lane_select },
    Rule { arch: ALL, producer: VALU, consumer: ANY, check: valu_div_fmas },
    Rule { arch: ALL, producer: VALU, consumer: ANY, check: valu_vmem_sgpr },
    Rule { arch: ALL, producer: VALU, consumer: ANY, check: valu_dpp },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: valu_const_sgpr },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: cmpx_lane_ops },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: valu_readlane_vsrc0 },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: shifted_result },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: trans_result },
    Rule { arch: CDNA, producer: VALU, consumer: VALU, check: permlane_vdst },
    Rule { arch: ALL, producer: ANY, consumer: ANY, check: wide_store },
    Rule { arch: ALL, producer: ANY, consumer: ANY, check: salu_m0 },
];

/// Adds the needs of every rule that matches `p` then `c`.
fn rules(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    for r in &RULES {
        let applies = |want: Option<Unit>, unit: Unit| want.is_none() || want == Some(unit);
        if r.arch.is_none_or(|on| on(arch)) && applies(r.producer, p.unit) && applies(r.consumer, c.unit) {
            (r.check)(arch, p, c, out);
        }
    }
}

/// How a rule's producer uses the registers the rule is about.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Producer {
    /// It writes them (the common case).
    Writes,
    /// It writes them shifted by SDWA or op_sel.
    WritesShifted,
    /// A store reads them as its data.
    Stores,
    /// An MFMA reads them as SrcC (a write-after-read rule).
    ReadsAsSrcC,
}

impl Producer {
    /// The verb in the need's message.
    fn verb(self) -> &'static str {
        match self {
            Producer::Writes => "writes",
            Producer::WritesShifted => "writes (shifted by SDWA/op_sel)",
            Producer::Stores => "stores",
            Producer::ReadsAsSrcC => "reads as SrcC",
        }
    }

    /// Whether a later write of the registers supersedes the need ([`Need::regs`]): not when
    /// the producer only reads them as SrcC.
    fn supersedable(self) -> bool {
        self != Producer::ReadsAsSrcC
    }
}

/// A need about registers: how the producer uses them and what the consumer does with them,
/// the wait states, the pipelines and dependency, and the cite (see [`Need`]).
struct Hit<'a> {
    /// The target, which names the registers.
    arch: Arch,
    req: u32,
    producer: Producer,
    /// The producer's registers.
    p: &'a Regs,
    /// The consumer's verb (`reads as SrcC`).
    verb: &'a str,
    /// The consumer's registers.
    c: &'a Regs,
    why: String,
    cite: String,
}

impl From<Hit<'_>> for Need {
    /// The need, its registers named as [`Hit::arch`] names them.
    fn from(h: Hit) -> Need {
        Need {
            req: h.req,
            p: format!("{} {}", h.producer.verb(), h.p.name(h.arch)),
            c: format!("{} {}", h.verb, h.c.name(h.arch)),
            why: h.why,
            cite: h.cite,
            regs: h.producer.supersedable().then_some((*h.p, *h.c)),
        }
    }
}

/// An MFMA producer as the Table 38 messages name it: the DGEMM rows do not depend on the
/// pass count (L4004-L4048).
fn mfma_name(pm: &Mfma) -> String {
    match pm.kind {
        MKind::Dgemm16 | MKind::Dgemm4 => String::from(pm.kind.name()),
        _ => format!("{} {} passes", pm.kind.name(), pm.passes),
    }
}

/// Table 38: an MFMA result, then an MFMA reading it as SrcC or SrcA/B.
fn mfma_to_mfma(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let (Some(pm), Some(cm)) = (p.mfma, c.mfma) else {
        return;
    };
    let pk = mfma_name(&pm);
    // SrcC (an SMFMAC's C is its destination).
    if let Some(cc) = cm.c.filter(|cc| cc.overlaps(&pm.d)) {
        // "Exactly same": the same first register and size. The seed adds "the two
        // V_MFMA must be the same number passes" (L3937-L3945, L3968), but clang 22
        // issues `v_mfma_scale_…_f8f6f4` (8 passes) straight after
        // `v_smfmac_f32_16x16x64_f16` (4 passes) on the same C tuple, so a pass
        // mismatch is not treated as an overlap (2 waits after a 2-pass producer,
        // as LLVM does): chosen to avoid false warnings on compiled code.
        let exact = cc == pm.d;
        let (req, what, line) = match pm.kind {
            MKind::Xdl if cm.kind == MKind::Xdl && exact => (by_passes(&pm, [2, 0, 0, 0]), "SrcC exactly", 3937),
            MKind::Xdl if cm.kind == MKind::Xdl => (by_passes(&pm, [4, 6, 10, 18]), "SrcC overlapped", 3946),
            MKind::Xdl => (by_passes(&pm, [3, 6, 10, 18]), "SrcC", 3952),
            MKind::Sgemm if cm.kind == MKind::Sgemm && exact => (by_passes(&pm, [2, 0, 0, 0]), "SrcC exactly", 3968),
            MKind::Sgemm if cm.kind.sdgemm() => (by_passes(&pm, [2, 4, 8, 16]), "SrcC overlapped", 3973),
            MKind::Sgemm => (0, "SrcC", 3977),
            // "vDst and vSrc start from the same offset" (L4004).
            MKind::Dgemm16 if cm.kind == MKind::Dgemm16 && cc.lo == pm.d.lo => (0, "SrcC exactly", 4004),
            MKind::Dgemm16 if cm.kind.sdgemm() => (17, "SrcC overlapped", 4007),
            MKind::Dgemm16 => (0, "SrcC", 4010),
            MKind::Dgemm4 if cm.kind == MKind::Dgemm4 && exact => (4, "SrcC exactly", 4027),
            MKind::Dgemm4 if cm.kind.sdgemm() => (4, "SrcC overlapped", 4030),
            MKind::Dgemm4 => (0, "SrcC", 4033),
        };
        let ck = if cm.sparse { "SMFMAC" } else { cm.kind.name() };
        out.push(Need::from(Hit {
            arch,
            req,
            producer: Producer::Writes,
            p: &pm.d,
            verb: "reads as SrcC",
            c: &cc,
            why: format!("{pk} → {ck} {what}"),
            cite: t38(line),
        }));
    }
    // SrcA/B, the SMFMAC index, and (not in the seed; read like A and B) the scale VGPRs.
    if let Some(r) = cm.ab.iter().flatten().find(|r| r.overlaps(&pm.d)) {
        let (req, line) = mfma_read_waits(&pm, 3956, 3982, (19, 4015), (6, 4038));
        out.push(Need::from(Hit {
            arch,
            req,
            producer: Producer::Writes,
            p: &pm.d,
            verb: "reads as SrcA/B",
            c: r,
            why: format!("{pk} → MFMA SrcA/B"),
            cite: t38(line),
        }));
    }
}

/// The wait states after an MFMA result for a reader other than SrcC, and the Table 38 line: by
/// pass count for XDL (line `xdl`) and SGEMM (line `sgemm`), fixed for the DGEMMs
/// (`(wait states, line)`).
fn mfma_read_waits(pm: &Mfma, xdl: u32, sgemm: u32, dgemm16: (u32, u32), dgemm4: (u32, u32)) -> (u32, u32) {
    match pm.kind {
        MKind::Xdl => (by_passes(pm, [5, 8, 12, 20]), xdl),
        MKind::Sgemm => (by_passes(pm, [4, 6, 10, 18]), sgemm),
        MKind::Dgemm16 => dgemm16,
        MKind::Dgemm4 => dgemm4,
    }
}

/// Table 38: an MFMA result, then a VALU or memory instruction reading or writing it.
fn mfma_to_valu_or_memory(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let Some(pm) = p.mfma.filter(|_| c.mfma.is_none()) else {
        return;
    };
    let (r, verb, (req, line), why) = if c.unit == Unit::Valu {
        let hit = c
            .reads
            .iter()
            .map(|r| (r, "reads"))
            .chain(c.writes.iter().map(|r| (r, "writes")))
            .find(|(r, _)| r.overlaps(&pm.d));
        let Some((r, verb)) = hit else {
            return;
        };
        let dep = if verb == "reads" { "RAW" } else { "WAW" };
        (
            r,
            verb,
            mfma_read_waits(&pm, 3961, 3987, (19, 4021), (6, 4044)),
            format!("VALU {dep}"),
        )
    } else if matches!(c.unit, Unit::Vmem | Unit::Lds | Unit::Export) {
        let Some(r) = c.reads.iter().find(|r| r.overlaps(&pm.d)) else {
            return;
        };
        let waits = mfma_read_waits(&pm, 3961, 3987, (18, 4024), (9, 4046));
        (r, "reads", waits, String::from("VMEM/LDS/FLAT read"))
    } else {
        return;
    };
    out.push(Need::from(Hit {
        arch,
        req,
        producer: Producer::Writes,
        p: &pm.d,
        verb,
        c: r,
        why: format!("{} → {why}", mfma_name(&pm)),
        cite: t38(line),
    }));
}

/// Table 38: an XDL/SMFMAC SrcC read, then a VALU write (L4062).
fn mfma_src_c_war(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let Some(pm) = p.mfma else {
        return;
    };
    let pk = mfma_name(&pm);
    let c_valu = c.unit == Unit::Valu;
    if pm.kind == MKind::Xdl && c_valu {
        if let Some(pc) = pm.c {
            if let Some(w) = c.writes.iter().find(|w| w.overlaps(&pc)) {
                out.push(Need::from(Hit {
                    arch,
                    req: by_passes(&pm, [1, 3, 7, 15]),
                    producer: Producer::ReadsAsSrcC,
                    p: &pc,
                    verb: "writes",
                    c: w,
                    why: format!("{pk} SrcC → VALU WAR"),
                    cite: t38(4062),
                }));
            }
        }
    }
}

/// Table 38: a VALU write, then a matrix read (L3913); dot products (DL ops, L3915–L3927).
fn valu_to_matrix(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let p_valu = p.unit == Unit::Valu;
    if p_valu && p.dl {
        let same = p.op == c.op;
        // A VOP2 `c` form's SrcC is its destination, which `reads` lists last.
        let src_c: Vec<Regs> = if same && c.codes.len() >= 3 {
            code_regs(c.codes[2], 1).into_iter().collect()
        } else if same {
            c.reads.last().copied().into_iter().collect()
        } else {
            Vec::new()
        };
        let pw: Vec<Regs> = p.vector_writes().copied().collect();
        // The same op accumulating (reading the result as SrcC and writing it again) is the
        // forwarded case (0); only its SrcA/B reads count.
        let writes: &[Regs] = if same { &[] } else { &c.writes };
        let hit = c
            .reads
            .iter()
            .map(|r| (r, "reads"))
            .chain(writes.iter().map(|r| (r, "writes")))
            .find(|(r, verb)| pw.iter().any(|w| w.overlaps(r)) && !(*verb == "reads" && src_c.contains(r)));
        if let Some((r, verb)) = hit {
            let (req, why, line) = if same && verb == "reads" {
                (3, "DL op → same DL op SrcA/B", 3918)
            } else {
                (3, "DL op → other opcode", 3922)
            };
            if let Some(w) = pw.iter().find(|w| w.overlaps(r)) {
                out.push(Need::from(Hit {
                    arch,
                    req,
                    producer: Producer::Writes,
                    p: w,
                    verb,
                    c: r,
                    why: why.into(),
                    cite: t38(line),
                }));
            }
        }
    } else if p_valu && c.unit == Unit::Matrix {
        let pw: Vec<Regs> = p.vector_writes().copied().collect();
        if let Some((r, w)) = first_overlap(&c.reads, &pw) {
            out.push(Need::from(Hit {
                arch,
                req: 2,
                producer: Producer::Writes,
                p: &w,
                verb: "reads",
                c: &r,
                why: "VALU → MFMA".into(),
                cite: t38(3913),
            }));
        }
    }
}

/// Table 38: V_CMPX, then an MFMA (L4049).
fn cmpx_to_matrix(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    if p.is_cmpx() && c.unit == Unit::Matrix {
        let e = Regs::new(File::S, EXEC_LO, 2);
        out.push(Need::from(Hit {
            arch,
            req: 4,
            producer: Producer::Writes,
            p: &e,
            verb: "runs under",
            c: &e,
            why: "V_CMPX → MFMA".into(),
            cite: t38(4049),
        }));
    }
}

/// Table 11: S_SETREG, then an access to the same hardware register.
fn setreg(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    if is_setreg(p.op) && c.hwreg.is_some() && c.hwreg == p.hwreg {
        // `hwreg(id, offset, size)`: the same register is the same id (SIMM16[5:0]), whatever
        // the bit fields.
        let (l950, l900) = if c.op == Op::s_getreg_b32 {
            (1326, 614)
        } else {
            (1327, 618)
        };
        out.push(Need {
            req: 2,
            p: "writes a hardware register".into(),
            c: "accesses the same register".into(),
            why: format!("S_SETREG → {}", c.name.to_uppercase()),
            cite: t11(arch, l950, l900),
            regs: None,
        });
    }
}

/// Table 11: a VALU write of VCC/EXEC, then a VALU reading VCCZ/EXECZ.
fn valu_vccz(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let c_valu = c.unit == Unit::Valu;
    let exec = Regs::new(File::S, EXEC_LO, 2);
    let vcc = Regs::new(File::S, VCC_LO, 2);
    if c_valu && ((p.writes_vcc() && c.codes.contains(&251)) || (p.writes_exec() && c.codes.contains(&252))) {
        let (r, z) = if c.codes.contains(&251) && p.writes_vcc() {
            (vcc, "vccz")
        } else {
            (exec, "execz")
        };
        out.push(Need {
            req: 5,
            p: format!("writes {}", r.name(arch)),
            c: format!("reads {z}"),
            why: "VALU writes VCC/EXEC → VALU reads VCCZ/EXECZ".into(),
            cite: t11(arch, 1331, 630),
            regs: None,
        });
    }
}

/// Table 11: a VALU SGPR write, then V_READLANE/V_WRITELANE using it as the lane select.
fn valu_lane_select(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let sw: Vec<Regs> = p.scalar_writes().copied().collect();
    if let Some(ls) = c.lane_select {
        if let Some(w) = sw.iter().find(|w| w.overlaps(&ls)) {
            out.push(Need::from(Hit {
                arch,
                req: 4,
                producer: Producer::Writes,
                p: w,
                verb: "uses as lane select",
                c: &ls,
                why: "VALU writes SGPR → V_READLANE/V_WRITELANE lane select".into(),
                cite: t11(arch, 1333, 634),
            }));
        }
    }
}

/// Table 11: a VALU VCC write, then V_DIV_FMAS.
fn valu_div_fmas(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let vcc = Regs::new(File::S, VCC_LO, 2);
    if matches!(c.op, Op::v_div_fmas_f32 | Op::v_div_fmas_f64) && p.writes_vcc() {
        out.push(Need::from(Hit {
            arch,
            req: 4,
            producer: Producer::Writes,
            p: &vcc,
            verb: "reads",
            c: &vcc,
            why: "VALU writes VCC → V_DIV_FMAS".into(),
            cite: t11(arch, 1335, 638),
        }));
    }
}

/// Table 11: a VALU SGPR write, then a VMEM instruction reading it.
fn valu_vmem_sgpr(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let sw: Vec<Regs> = p.scalar_writes().copied().collect();
    if let Some((r, w)) = first_overlap(&c.vmem_sreads, &sw) {
        out.push(Need::from(Hit {
            arch,
            req: 5,
            producer: Producer::Writes,
            p: &w,
            verb: "reads",
            c: &r,
            why: "VALU writes SGPR → VMEM reads it".into(),
            cite: t11(arch, 1354, 647),
        }));
    }
}

/// Table 11: a VALU VGPR or EXEC write, then a DPP op.
fn valu_dpp(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let c_valu = c.unit == Unit::Valu;
    let exec = Regs::new(File::S, EXEC_LO, 2);
    let vw: Vec<Regs> = p.vector_writes().copied().collect();
    if c_valu && c.dpp {
        let dpp_reads: Vec<Regs> = c.reads.iter().filter(|r| r.file == File::V).copied().collect();
        if let Some((r, w)) = first_overlap(dpp_reads.iter(), &vw) {
            out.push(Need::from(Hit {
                arch,
                req: 2,
                producer: Producer::Writes,
                p: &w,
                verb: "reads (DPP)",
                c: &r,
                why: "VALU writes VGPR → DPP reads it".into(),
                cite: t11(arch, 1370, 655),
            }));
        }
        if p.writes_exec() {
            out.push(Need::from(Hit {
                arch,
                req: 5,
                producer: Producer::Writes,
                p: &exec,
                verb: "is a DPP op under",
                c: &exec,
                why: "VALU writes EXEC → DPP".into(),
                cite: t11(arch, 1371, 659),
            }));
        }
    }
}

/// Table 11 (gfx950): a VALU SGPR write, then a VALU reading it as a constant.
fn valu_const_sgpr(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let exec = Regs::new(File::S, EXEC_LO, 2);
    let sw: Vec<Regs> = p.scalar_writes().copied().collect();
    let sw_no_exec: Vec<Regs> = sw.iter().filter(|r| !r.overlaps(&exec)).copied().collect();
    if let Some((r, w)) = first_overlap(&c.const_reads, &sw_no_exec) {
        out.push(Need::from(Hit {
            arch,
            req: 2,
            producer: Producer::Writes,
            p: &w,
            verb: "reads as a constant",
            c: &r,
            why: "VALU writes SGPR → VALU reads it as a constant".into(),
            cite: t11(arch, 1385, 0),
        }));
    }
}

/// Table 11 (gfx950): V_CMPX, then a lane access, V_PERMLANE or EXEC read as a constant.
fn cmpx_lane_ops(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let exec = Regs::new(File::S, EXEC_LO, 2);
    if p.is_cmpx() {
        if matches!(c.op, Op::v_readlane_b32 | Op::v_readfirstlane_b32 | Op::v_writelane_b32) {
            out.push(Need::from(Hit {
                arch,
                req: 4,
                producer: Producer::Writes,
                p: &exec,
                verb: "reads",
                c: &exec,
                why: "V_CMPX → V_READLANE/V_READFIRSTLANE/V_WRITELANE".into(),
                cite: t11(arch, 1390, 0),
            }));
        } else if c.is_permlane() {
            out.push(Need::from(Hit {
                arch,
                req: 4,
                producer: Producer::Writes,
                p: &exec,
                verb: "reads",
                c: &exec,
                why: "V_CMPX → V_PERMLANE".into(),
                cite: t11(arch, 1398, 0),
            }));
        } else if let Some(r) = c.const_reads.iter().find(|r| r.overlaps(&exec)) {
            out.push(Need::from(Hit {
                arch,
                req: 2,
                producer: Producer::Writes,
                p: &exec,
                verb: "reads as a constant",
                c: r,
                why: "V_CMPX → VALU reads EXEC as a constant".into(),
                cite: t11(arch, 1389, 0),
            }));
        }
    }
}

/// Table 11 (gfx950): a VALU VGPR write, then V_READLANE reading it.
fn valu_readlane_vsrc0(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let vw: Vec<Regs> = p.vector_writes().copied().collect();
    if c.op == Op::v_readlane_b32 {
        if let Some(r) = c.codes.first().and_then(|&s| code_regs(s, 1)) {
            if let Some(w) = vw.iter().find(|w| w.overlaps(&r)) {
                out.push(Need::from(Hit {
                    arch,
                    req: 1,
                    producer: Producer::Writes,
                    p: w,
                    verb: "reads",
                    c: &r,
                    why: "VALU writes VGPR → V_READLANE vsrc0".into(),
                    cite: t11(arch, 1393, 0),
                }));
            }
        }
    }
}

/// Table 11 (gfx950): a VALU result `p` writes (`verb` as the message says it), then a VALU
/// reading it as a vector source: one wait state, `why`, cited at Table 11 line `line`.
fn vector_result_read(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>, verb: Producer, why: &str, line: u32) {
    let cv: Vec<Regs> = c.reads.iter().filter(|r| r.file != File::S).copied().collect();
    if let Some((w, r)) = first_overlap(p.vector_writes(), &cv) {
        out.push(Need::from(Hit {
            arch,
            req: 1,
            producer: verb,
            p: &w,
            verb: "reads",
            c: &r,
            why: why.into(),
            cite: t11(arch, line, 0),
        }));
    }
}

/// Table 11 (gfx950): an SDWA/op_sel-shifted result, then a VALU reading it.
fn shifted_result(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    if p.shifted {
        let (verb, why) = (Producer::WritesShifted, "OPSEL/SDWA result → VALU");
        vector_result_read(arch, p, c, out, verb, why, 1394);
    }
}

/// Table 11 (gfx950): a transcendental result, then a non-transcendental VALU reading it.
fn trans_result(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    if p.trans && !c.trans {
        let why = "trans op (Table 12 L1401) → non-trans VALU";
        vector_result_read(arch, p, c, out, Producer::Writes, why, 1396);
    }
}

/// Table 11 (gfx950): a VALU VGPR write, then V_PERMLANE reading its destination.
fn permlane_vdst(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let vw: Vec<Regs> = p.vector_writes().copied().collect();
    if c.is_permlane() {
        let cd: Vec<Regs> = c.writes.iter().filter(|r| r.file == File::V).copied().collect();
        if let Some((w, r)) = first_overlap(&vw, &cd) {
            out.push(Need::from(Hit {
                arch,
                req: 2,
                producer: Producer::Writes,
                p: &w,
                verb: "reads",
                c: &r,
                why: "VALU writes vdst → V_PERMLANE reads it".into(),
                cite: t11(arch, 1399, 0),
            }));
        }
    }
}

/// Table 11: a store of more than 8 bytes, then a VALU write of its data.
fn wide_store(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    let c_valu = c.unit == Unit::Valu;
    // Wide stores, then a VALU write of their data VGPRs (L1336, L1345; seed 000 L644).
    // Ambiguous: L1336's second instruction is any "write VGPRs holding writedata", but a
    // memory load writing them returns through the memory pipeline long after the store read
    // its data, and clang emits `scratch_store_dwordx4 v[12:15]` straight before
    // `global_load_dwordx4 v[12:15]` (tests/kernels/gfx950/private_array.s). Only VALU writes
    // are checked: 2 on gfx950 (L1345), 1 on gfx900 (seed 000 L644, its only row).
    if let Some(data) = p.wide_store.filter(|_| c_valu) {
        if let Some(w) = c.writes.iter().find(|w| w.overlaps(&data)) {
            let (req, line) = arch.wide_store_data_hazard();
            out.push(Need::from(Hit {
                arch,
                req,
                producer: Producer::Stores,
                p: &data,
                verb: "writes",
                c: w,
                why: "store of more than 8 bytes → write of its data VGPRs".into(),
                cite: t11(arch, line, line),
            }));
        }
    }
}

/// Table 11: an SALU M0 write, then an instruction using M0.
fn salu_m0(arch: Arch, p: &Info, c: &Info, out: &mut Vec<Need>) {
    // SALU writes M0 (L1359, L1381, L1384; seed 000 L651, L671, L675).
    if p.unit == Unit::Salu && p.writes_s(M0 as u32) {
        let m0 = Regs::new(File::S, M0, 1);
        let sendmsg = matches!(c.op, Op::s_sendmsg | Op::s_sendmsghalt)
            || (arch.has_gds() && (c.op == Op::s_ttracedata || (c.unit == Unit::Lds && c.gds)));
        let lds_m0 = matches!(c.op, Op::ds_read_addtid_b32 | Op::ds_write_addtid_b32)
            || (c.unit == Unit::Vmem && c.lds_dma)
            || (arch.has_lds_direct() && (c.flags & flags::INTERP != 0 || c.codes.contains(&LDS_DIRECT)));
        let movrel = matches!(
            c.op,
            Op::s_movrels_b32 | Op::s_movrels_b64 | Op::s_movreld_b32 | Op::s_movreld_b64
        );
        let (hit, why, l950, l900) = if sendmsg {
            (true, "SALU writes M0 → S_SENDMSG/GDS", 1359, 651)
        } else if lds_m0 {
            (true, "SALU writes M0 → LDS add-TID / LDS DMA / LDS_DIRECT", 1381, 671)
        } else if movrel {
            (true, "SALU writes M0 → S_MOVREL", 1384, 675)
        } else {
            (false, "", 0, 0)
        };
        if hit {
            out.push(Need::from(Hit {
                arch,
                req: 1,
                producer: Producer::Writes,
                p: &m0,
                verb: "uses",
                c: &m0,
                why: why.into(),
                cite: t11(arch, l950, l900),
            }));
        }
    }
}

/// The hazards of `program` (see the module documentation): at most one warning per consumer,
/// for the producer and rule that fall shortest of their wait states, at the consumer's line
/// (column 1: [`Program`] keeps no columns; [`Diagnostic::move_to_line_start`] moves it to the
/// instruction).
pub fn lint(program: &Program) -> Vec<Diagnostic> {
    lint_infos(program, &infos(program))
}

/// [`lint`] and one past the highest VGPR and AGPR the program reads or writes (0 if none;
/// an MFMA's AGPR tuples and AGPR memory data count as AGPRs), from one analysis of the program.
pub fn lint_and_registers(program: &Program) -> (Vec<Diagnostic>, (usize, usize)) {
    let infos = infos(program);
    (lint_infos(program, &infos), registers_named(&infos))
}

/// What each instruction of `program` reads and writes.
fn infos(program: &Program) -> Vec<Info> {
    program.insts.iter().map(|i| analyse(program.arch, i)).collect()
}

fn lint_infos(program: &Program, infos: &[Info]) -> Vec<Diagnostic> {
    let arch = program.arch;
    let mut out = Vec::new();
    let mut needs = Vec::new();
    for (j, c) in infos.iter().enumerate() {
        // The worst shortfall over all producers: (deficit, producer, wait states, need).
        let mut worst: Option<(u32, usize, u32, Need)> = None;
        let mut present = 0u32;
        // Registers written between the producer and the consumer.
        let mut later: Vec<Regs> = Vec::new();
        for i in (0..j).rev() {
            let p = &infos[i];
            if p.barrier {
                break;
            }
            needs.clear();
            rules(arch, p, c, &mut needs);
            needs.retain(|n| !n.regs.is_some_and(|(a, b)| superseded(&a, &b, &later)));
            for n in needs.drain(..) {
                let deficit = n.req.saturating_sub(present);
                if deficit > 0 && worst.as_ref().is_none_or(|w| deficit > w.0) {
                    worst = Some((deficit, i, present, n));
                }
            }
            later.extend(p.writes.iter().copied());
            present += p.wait;
            if present >= MAX_WAIT {
                break;
            }
        }
        if let Some((_, i, present, n)) = worst {
            let line = program.lines.get(j).copied().unwrap_or(0);
            // Decoded programs have no source lines: name the producer by address.
            let at = match program.lines.get(i).copied().unwrap_or(0) {
                0 => format!("at {:#x}", program.pcs.get(i).copied().unwrap_or(0)),
                l => format!("line {l}"),
            };
            let s = if present == 1 { "" } else { "s" };
            out.push(Diagnostic::warning(
                Span::new(line, 1, c.name.len() as u32),
                format!(
                    "{} ({at}) {}; {} {} after {present} independent instruction{s}, {} required ({}, {})",
                    infos[i].name, n.p, c.name, n.c, n.req, n.why, n.cite
                ),
            ));
        }
    }
    out
}

/// One past the highest VGPR and AGPR the instructions read or write (0 if none): what the
/// register views show by default. From the linter's operand analysis, so an MFMA's AGPR tuples
/// count as AGPRs and memory data in AGPRs (gfx950 ACC) too.
fn registers_named(infos: &[Info]) -> (usize, usize) {
    let (mut v, mut a) = (0usize, 0usize);
    for r in infos.iter().flat_map(|i| i.reads.iter().chain(&i.writes)) {
        let end = (r.lo + r.n) as usize;
        match r.file {
            File::V => v = v.max(end),
            File::A => a = a.max(end),
            File::S => {}
        }
    }
    (v, a)
}

/// Whether every register both `a` and `b` hold is in one of `later`.
fn superseded(a: &Regs, b: &Regs, later: &[Regs]) -> bool {
    let lo = a.lo.max(b.lo);
    let hi = (a.lo + a.n).min(b.lo + b.n);
    a.file == b.file
        && lo < hi
        && (lo..hi).all(|r| {
            later
                .iter()
                .any(|l| l.file == a.file && (l.lo..l.lo + l.n).contains(&r))
        })
}
