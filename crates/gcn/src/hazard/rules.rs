//! The hazard rules: which producer and consumer pairs need wait states between them, how many,
//! and where the seeds say so.
//!
//! A rule is a value ([`Rule`]): the targets it applies to, a producer class and a consumer
//! class, and either a fixed wait ([`Wait`]: the registers, the wait states, the message and
//! the cite) that [`rules`] evaluates for every rule alike, or a check of its own (the matrix
//! rules, whose waits depend on the producer's pipeline and passes, and the two whose messages
//! name no registers).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::info::{is_setreg, Info, Unit};
use super::mfma;
use super::regs::{code_regs, File, Regs};
use crate::isa::arch::Arch;
use crate::isa::operand::{self, EXEC_LO, LDS_DIRECT, VCC_LO};
use crate::isa::table::{flags, Op};

/// One matched rule.
pub(super) struct Need {
    /// The wait states it requires.
    pub(super) req: u32,
    /// What the producer does (`writes v[0:15]`).
    pub(super) p: String,
    /// What the consumer does (`reads v4`).
    pub(super) c: String,
    /// The pipelines and dependency (`XDL 16 passes → VALU RAW`).
    pub(super) why: String,
    /// `seed 001 Table 38 L3961`.
    pub(super) cite: String,
    /// The producer's and the consumer's registers, when the rule is about a register the
    /// producer writes: a later write of all the overlapping registers (between the two)
    /// supersedes it, and the rule is then checked against that later writer instead.
    pub(super) regs: Option<(Regs, Regs)>,
}

/// The needs the rules find for one producer and consumer on one target.
pub(super) struct Needs {
    /// The target, which names the registers and picks the cites.
    arch: Arch,
    /// The needs, in rule order.
    pub(super) list: Vec<Need>,
}

impl Needs {
    /// No needs yet, on `arch`.
    pub(super) fn new(arch: Arch) -> Needs {
        Needs { arch, list: Vec::new() }
    }

    /// Adds a need about registers: `req` wait states after the producer uses registers `p.1`
    /// (as `p.0` says) and the consumer `c.0` (a verb: `reads as SrcC`) registers `c.1`.
    pub(super) fn add(&mut self, req: u32, p: (Producer, &Regs), c: (&str, &Regs), why: String, cite: Cite) {
        let arch = self.arch;
        self.list.push(Need {
            req,
            p: format!("{} {}", p.0.verb(), p.1.name(arch)),
            c: format!("{} {}", c.0, c.1.name(arch)),
            why,
            cite: cite.text(arch),
            regs: p.0.supersedable().then_some((*p.1, *c.1)),
        });
    }

    /// Adds a need whose messages name no register the consumer shares (nothing supersedes it).
    fn add_text(&mut self, req: u32, p: String, c: String, why: String, cite: Cite) {
        let cite = cite.text(self.arch);
        self.list.push(Need {
            req,
            p,
            c,
            why,
            cite,
            regs: None,
        });
    }
}

/// How a rule's producer uses the registers the rule is about.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Producer {
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

/// Where the seeds give a rule's wait states.
#[derive(Clone, Copy)]
pub(super) enum Cite {
    /// Seed 001 Table 38, this line.
    T38(u32),
    /// Seed 001 Table 11 at the first line on the gfx950 class, else seed 000's wait-state
    /// table at the second.
    T11(u32, u32),
    /// [`Arch::wide_store_data_hazard`]'s line, in the table [`Cite::T11`] picks.
    WideStore,
}

impl Cite {
    /// `seed 001 Table 38 L3961`, `seed 000 wait-state table L644`.
    fn text(self, arch: Arch) -> String {
        let (l950, l900) = match self {
            Cite::T38(line) => return format!("seed 001 Table 38 L{line}"),
            Cite::T11(l950, l900) => (l950, l900),
            Cite::WideStore => {
                let line = arch.wide_store_data_hazard().1;
                (line, line)
            }
        };
        if arch.cdna_wait_states() {
            format!("seed 001 Table 11 L{l950}")
        } else {
            format!("seed 000 wait-state table L{l900}")
        }
    }
}

/// Which registers of an instruction a [`Wait`] is about.
#[derive(Clone, Copy)]
pub(super) enum Sel {
    /// The scalar registers it writes.
    ScalarWrites,
    /// The scalar registers it writes, but for any overlapping EXEC.
    ScalarWritesButExec,
    /// The VGPRs and AGPRs it writes.
    VectorWrites,
    /// The VGPRs it writes.
    VgprWrites,
    /// Every register it writes.
    Writes,
    /// The VGPRs it reads.
    VgprReads,
    /// The VGPRs and AGPRs it reads.
    VectorReads,
    /// Every register it reads.
    Reads,
    /// The scalar registers it reads as VALU constants ([`Info::const_reads`]).
    ConstReads,
    /// Its lane select ([`Info::lane_select`]).
    LaneSelect,
    /// The scalar registers a memory instruction reads ([`Info::vmem_sreads`]).
    MemorySgprs,
    /// Its first source operand's register (`v_readlane`'s vsrc0).
    Src0,
    /// The data registers of a store of more than 8 bytes ([`Info::wide_store`]).
    StoreData,
    /// EXEC.
    Exec,
    /// VCC.
    Vcc,
    /// M0.
    M0,
}

impl Sel {
    /// The registers of `i` this selects, in operand order.
    fn of(self, i: &Info) -> Vec<Regs> {
        let files = |w: &[Regs], f: fn(File) -> bool| w.iter().filter(|r| f(r.file)).copied().collect();
        match self {
            Sel::ScalarWrites => files(&i.writes, |f| f == File::S),
            Sel::ScalarWritesButExec => i.scalar_writes().filter(|r| !r.overlaps(&EXEC)).copied().collect(),
            Sel::VectorWrites => files(&i.writes, |f| f != File::S),
            Sel::VgprWrites => files(&i.writes, |f| f == File::V),
            Sel::Writes => i.writes.clone(),
            Sel::VgprReads => files(&i.reads, |f| f == File::V),
            Sel::VectorReads => files(&i.reads, |f| f != File::S),
            Sel::Reads => i.reads.clone(),
            Sel::ConstReads => i.const_reads.clone(),
            Sel::LaneSelect => i.lane_select.into_iter().collect(),
            Sel::MemorySgprs => i.vmem_sreads.clone(),
            Sel::Src0 => i.codes.first().and_then(|&s| code_regs(s, 1)).into_iter().collect(),
            Sel::StoreData => i.wide_store.into_iter().collect(),
            Sel::Exec => Vec::from([EXEC]),
            Sel::Vcc => Vec::from([Regs::new(File::S, VCC_LO, 2)]),
            Sel::M0 => Vec::from([Regs::new(File::S, operand::M0, 1)]),
        }
    }
}

/// EXEC (both halves).
const EXEC: Regs = Regs {
    file: File::S,
    lo: EXEC_LO as u32,
    n: 2,
};

/// Whose registers a [`Wait`] scans first: the message names the first overlapping pair found.
#[derive(Clone, Copy)]
pub(super) enum First {
    /// The consumer's (each in turn against all the producer's).
    Consumer,
    /// The producer's.
    Producer,
}

/// A rule's wait states.
#[derive(Clone, Copy)]
pub(super) enum Waits {
    /// The same on every target.
    N(u32),
    /// [`Arch::wide_store_data_hazard`]'s.
    WideStore,
}

/// A fixed-wait rule: the producer uses registers `p`, the consumer uses registers `c`, and
/// where the two overlap, `waits` wait states must separate them.
pub(super) struct Wait {
    /// The producer's registers.
    p: Sel,
    /// The consumer's registers.
    c: Sel,
    /// Which are scanned first.
    first: First,
    /// The wait states.
    waits: Waits,
    /// How the producer uses its registers.
    does: Producer,
    /// What the consumer does with its registers (`reads`).
    verb: &'static str,
    /// The pipelines and dependency.
    why: &'static str,
    /// The seed line.
    cite: Cite,
}

impl Wait {
    /// Adds the need of this rule for `p` then `c`, if their registers overlap.
    fn eval(&self, needs: &mut Needs, p: &Info, c: &Info) {
        let (ps, cs) = (self.p.of(p), self.c.of(c));
        let hit = match self.first {
            First::Consumer => first_overlap(&cs, &ps).map(|(c, p)| (p, c)),
            First::Producer => first_overlap(&ps, &cs),
        };
        if let Some((pr, cr)) = hit {
            let req = match self.waits {
                Waits::N(n) => n,
                Waits::WideStore => needs.arch.wide_store_data_hazard().0,
            };
            needs.add(req, (self.does, &pr), (self.verb, &cr), self.why.into(), self.cite);
        }
    }
}

/// The first register of `a` that overlaps one of `b`, and that one of `b`.
fn first_overlap(a: &[Regs], b: &[Regs]) -> Option<(Regs, Regs)> {
    a.iter()
        .find_map(|x| b.iter().find(|y| x.overlaps(y)).map(|y| (*x, *y)))
}

/// Whether an instruction is of the class a rule is about, on a target.
type Class = fn(Arch, &Info) -> bool;

/// What a rule adds when its classes match.
pub(super) enum How {
    /// A fixed wait.
    Wait(Wait),
    /// A check of its own.
    Check(fn(&mut Needs, &Info, &Info)),
}

/// A hazard rule: the targets it applies to, its producer and consumer classes, and its needs.
pub(super) struct Rule {
    /// The targets.
    on: fn(Arch) -> bool,
    /// The producer's class.
    producer: Class,
    /// The consumer's class.
    consumer: Class,
    /// Its needs.
    how: How,
}

/// [`Rule::on`]: the gfx950-class targets (Table 38 and the CDNA rows of Table 11).
const CDNA: fn(Arch) -> bool = Arch::cdna_wait_states;
/// [`Rule::on`]: every target.
const ALL: fn(Arch) -> bool = |_| true;
/// Any instruction.
const ANY: Class = |_, _| true;
/// A VALU instruction (not a matrix one).
const VALU: Class = |_, i| valu(i);

/// Runs on the VALU (not the matrix unit).
fn valu(i: &Info) -> bool {
    i.unit == Unit::Valu
}

/// An SALU instruction writing M0.
const SALU_M0: Class = |_, p| p.unit == Unit::Salu && p.writes_s(operand::M0 as u32);

/// A [`How::Check`] rule.
const fn check(on: fn(Arch) -> bool, producer: Class, consumer: Class, f: fn(&mut Needs, &Info, &Info)) -> Rule {
    Rule {
        on,
        producer,
        consumer,
        how: How::Check(f),
    }
}

/// A [`How::Wait`] rule on targets `on` (see [`RULES`] for the order of the rest; the fields of
/// [`Wait`]).
const fn wait(
    on: fn(Arch) -> bool,
    cite: Cite,
    waits: Waits,
    (producer, consumer): (Class, Class),
    (p, c, first): (Sel, Sel, First),
    (does, verb, why): (Producer, &'static str, &'static str),
) -> Rule {
    let w = Wait {
        p,
        c,
        first,
        waits,
        does,
        verb,
        why,
        cite,
    };
    Rule {
        on,
        producer,
        consumer,
        how: How::Wait(w),
    }
}

/// The rules, in the order their needs are reported: Table 38 (gfx950), then Table 11. A
/// [`wait`] row reads: targets, cite, wait states, (producer class, consumer class), (producer's
/// registers, consumer's registers, which come first), (how the producer uses its registers,
/// the consumer's verb, the dependency).
#[rustfmt::skip]
const RULES: [Rule; 25] = {
    use {Cite::*, First as F, Producer as P, Sel::*, Waits::N};
    const MATRIX: Class = |_, c| c.unit == Unit::Matrix;
    const CMPX: Class = |_, p| p.is_cmpx();
    [
        // ---- Table 38: matrix rules (pass-dependent: checks), then fixed waits ----
        check(CDNA, ANY, ANY, mfma::mfma_to_mfma),
        check(CDNA, ANY, ANY, mfma::mfma_to_valu_or_memory),
        check(CDNA, ANY, VALU, mfma::mfma_src_c_war),
        check(CDNA, |_, p| valu(p) && p.dl, ANY, mfma::dot_product),
        wait(CDNA, T38(3913), N(2), (|_, p| valu(p) && !p.dl, MATRIX),
            (VectorWrites, Reads, F::Consumer), (P::Writes, "reads", "VALU → MFMA")),
        wait(CDNA, T38(4049), N(4), (CMPX, MATRIX),
            (Exec, Exec, F::Consumer), (P::Writes, "runs under", "V_CMPX → MFMA")),
        // ---- Table 11 (seed 000's wait-state table before gfx950) ----
        check(ALL, ANY, ANY, setreg),
        check(ALL, VALU, VALU, valu_vccz),
        wait(ALL, T11(1333, 634), N(4), (VALU, ANY), (ScalarWrites, LaneSelect, F::Consumer),
            (P::Writes, "uses as lane select", "VALU writes SGPR → V_READLANE/V_WRITELANE lane select")),
        wait(ALL, T11(1335, 638), N(4), (|_, p| valu(p) && p.writes_vcc(), |_, c| c.is_div_fmas()),
            (Vcc, Vcc, F::Consumer), (P::Writes, "reads", "VALU writes VCC → V_DIV_FMAS")),
        wait(ALL, T11(1354, 647), N(5), (VALU, ANY), (ScalarWrites, MemorySgprs, F::Consumer),
            (P::Writes, "reads", "VALU writes SGPR → VMEM reads it")),
        wait(ALL, T11(1370, 655), N(2), (VALU, |_, c| valu(c) && c.dpp), (VectorWrites, VgprReads, F::Consumer),
            (P::Writes, "reads (DPP)", "VALU writes VGPR → DPP reads it")),
        wait(ALL, T11(1371, 659), N(5), (|_, p| valu(p) && p.writes_exec(), |_, c| valu(c) && c.dpp),
            (Exec, Exec, F::Consumer), (P::Writes, "is a DPP op under", "VALU writes EXEC → DPP")),
        wait(CDNA, T11(1385, 0), N(2), (VALU, VALU), (ScalarWritesButExec, ConstReads, F::Consumer),
            (P::Writes, "reads as a constant", "VALU writes SGPR → VALU reads it as a constant")),
        wait(CDNA, T11(1390, 0), N(4), (CMPX, |_, c| valu(c) && c.is_lane_access()), (Exec, Exec, F::Consumer),
            (P::Writes, "reads", "V_CMPX → V_READLANE/V_READFIRSTLANE/V_WRITELANE")),
        wait(CDNA, T11(1398, 0), N(4), (CMPX, |_, c| valu(c) && c.is_permlane()), (Exec, Exec, F::Consumer),
            (P::Writes, "reads", "V_CMPX → V_PERMLANE")),
        wait(CDNA, T11(1389, 0), N(2), (CMPX, VALU), (Exec, ConstReads, F::Consumer),
            (P::Writes, "reads as a constant", "V_CMPX → VALU reads EXEC as a constant")),
        wait(CDNA, T11(1393, 0), N(1), (VALU, |_, c| valu(c) && c.op == Op::v_readlane_b32),
            (VectorWrites, Src0, F::Consumer), (P::Writes, "reads", "VALU writes VGPR → V_READLANE vsrc0")),
        wait(CDNA, T11(1394, 0), N(1), (|_, p| valu(p) && p.shifted, VALU),
            (VectorWrites, VectorReads, F::Producer), (P::WritesShifted, "reads", "OPSEL/SDWA result → VALU")),
        wait(CDNA, T11(1396, 0), N(1), (|_, p| valu(p) && p.trans, |_, c| valu(c) && !c.trans),
            (VectorWrites, VectorReads, F::Producer),
            (P::Writes, "reads", "trans op (Table 12 L1401) → non-trans VALU")),
        wait(CDNA, T11(1399, 0), N(2), (VALU, |_, c| valu(c) && c.is_permlane()),
            (VectorWrites, VgprWrites, F::Producer), (P::Writes, "reads", "VALU writes vdst → V_PERMLANE reads it")),
        // Wide stores, then a VALU write of their data VGPRs (L1336, L1345; seed 000 L644).
        // Ambiguous: L1336's second instruction is any "write VGPRs holding writedata", but a
        // memory load writing them returns through the memory pipeline long after the store
        // read its data, and clang emits `scratch_store_dwordx4 v[12:15]` straight before
        // `global_load_dwordx4 v[12:15]` (tests/kernels/gfx950/private_array.s). Only VALU
        // writes are checked: 2 on gfx950 (L1345), 1 on gfx900 (seed 000 L644, its only row).
        wait(ALL, Cite::WideStore, Waits::WideStore, (ANY, VALU), (StoreData, Writes, F::Consumer),
            (P::Stores, "writes", "store of more than 8 bytes → write of its data VGPRs")),
        // SALU writes M0 (L1359, L1381, L1384; seed 000 L651, L671, L675).
        wait(ALL, T11(1359, 651), N(1), (SALU_M0, sendmsg), (M0, M0, F::Consumer),
            (P::Writes, "uses", "SALU writes M0 → S_SENDMSG/GDS")),
        wait(ALL, T11(1381, 671), N(1), (SALU_M0, lds_m0), (M0, M0, F::Consumer),
            (P::Writes, "uses", "SALU writes M0 → LDS add-TID / LDS DMA / LDS_DIRECT")),
        wait(ALL, T11(1384, 675), N(1), (SALU_M0, |_, c| c.is_movrel()), (M0, M0, F::Consumer),
            (P::Writes, "uses", "SALU writes M0 → S_MOVREL")),
    ]
};

/// Adds the needs of every rule that matches `p` then `c`. The rules are independent: where two
/// match one pair (a lane access reading EXEC as a constant after V_CMPX), the first asks at
/// least as many wait states, so the later one never decides the warning.
pub(super) fn rules(needs: &mut Needs, p: &Info, c: &Info) {
    let arch = needs.arch;
    for r in &RULES {
        if (r.on)(arch) && (r.producer)(arch, p) && (r.consumer)(arch, c) {
            match &r.how {
                How::Wait(w) => w.eval(needs, p, c),
                How::Check(f) => f(needs, p, c),
            }
        }
    }
}

/// Uses M0 as S_SENDMSG's message data or the GDS base (L1359).
fn sendmsg(arch: Arch, c: &Info) -> bool {
    matches!(c.op, Op::s_sendmsg | Op::s_sendmsghalt)
        || (arch.has_gds() && (c.op == Op::s_ttracedata || (c.unit == Unit::Lds && c.gds)))
}

/// Uses M0 as an LDS address: LDS add-TID, LDS DMA, LDS_DIRECT or interpolation (L1381).
fn lds_m0(arch: Arch, c: &Info) -> bool {
    matches!(c.op, Op::ds_read_addtid_b32 | Op::ds_write_addtid_b32)
        || (c.unit == Unit::Vmem && c.lds_dma)
        || (arch.has_lds_direct() && (c.flags & flags::INTERP != 0 || c.codes.contains(&LDS_DIRECT)))
}

/// Table 11: S_SETREG, then an access to the same hardware register.
fn setreg(needs: &mut Needs, p: &Info, c: &Info) {
    // `hwreg(id, offset, size)`: the same register is the same id (SIMM16[5:0]), whatever the
    // bit fields.
    if is_setreg(p.op) && c.hwreg.is_some() && c.hwreg == p.hwreg {
        let cite = if c.op == Op::s_getreg_b32 {
            Cite::T11(1326, 614)
        } else {
            Cite::T11(1327, 618)
        };
        let (pt, ct) = ("writes a hardware register".into(), "accesses the same register".into());
        needs.add_text(2, pt, ct, format!("S_SETREG → {}", c.name.to_uppercase()), cite);
    }
}

/// Table 11: a VALU write of VCC/EXEC, then a VALU reading VCCZ/EXECZ.
fn valu_vccz(needs: &mut Needs, p: &Info, c: &Info) {
    let (vccz, execz) = (c.codes.contains(&251), c.codes.contains(&252));
    let (r, z) = if vccz && p.writes_vcc() {
        (Regs::new(File::S, VCC_LO, 2), "vccz")
    } else if execz && p.writes_exec() {
        (EXEC, "execz")
    } else {
        return;
    };
    let (pt, ct) = (format!("writes {}", r.name(needs.arch)), format!("reads {z}"));
    let why = "VALU writes VCC/EXEC → VALU reads VCCZ/EXECZ".into();
    needs.add_text(5, pt, ct, why, Cite::T11(1331, 630));
}
