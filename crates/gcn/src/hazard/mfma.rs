//! The matrix side of the hazard linter: an MFMA/SMFMAC's operands and pipeline ([`matrix`]),
//! and the seed 001 Table 38 rules whose wait states depend on the producer's pipeline and
//! pass count (L3910–L4066).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::info::{Info, Unit};
use super::regs::{code_regs, file_of, Regs};
use super::rules::{Cite, Needs, Producer};
use crate::isa::inst::{mai, Inst};
use crate::isa::operand::VGPR0;
use crate::isa::table::{Kind, Slot};
use crate::matrix::layout::{passes, Mods, Shape, Ty};

/// The matrix pipelines of Table 38 (L3900–L3908).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MKind {
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
    /// The pipeline of a matrix shape.
    fn of(shape: &Shape) -> MKind {
        if shape.is_f64() {
            if shape.m == 16 {
                MKind::Dgemm16
            } else {
                MKind::Dgemm4
            }
        } else if shape.a_type == Ty::F32 {
            MKind::Sgemm
        } else {
            MKind::Xdl
        }
    }

    /// The pipeline as the Table 38 messages name it.
    fn name(self) -> &'static str {
        match self {
            MKind::Xdl => "XDL",
            MKind::Sgemm => "SGEMM",
            MKind::Dgemm16 => "DGEMM 16x16x4",
            MKind::Dgemm4 => "DGEMM 4x4x4",
        }
    }

    /// SGEMM or DGEMM.
    fn sdgemm(self) -> bool {
        self != MKind::Xdl
    }
}

/// A matrix instruction's operands.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mfma {
    /// Its pipeline.
    pub(super) kind: MKind,
    /// An SMFMAC.
    pub(super) sparse: bool,
    /// Its pass count (Table 28).
    pub(super) passes: u32,
    /// The destination.
    pub(super) d: Regs,
    /// Source C (SMFMAC: the destination, which it reads as C).
    pub(super) c: Option<Regs>,
    /// A, B, the SMFMAC index and the scale VGPRs.
    pub(super) ab: [Option<Regs>; 5],
}

impl Mfma {
    /// The Table 38 cell of the 2/4/8/16-pass columns `cells` for this producer's pass count.
    fn by_passes(&self, cells: [u32; 4]) -> u32 {
        cells[match self.passes {
            0..=2 => 0,
            3..=4 => 1,
            5..=8 => 2,
            _ => 3,
        }]
    }

    /// The producer as the Table 38 messages name it: the DGEMM rows do not depend on the pass
    /// count (L4004-L4048).
    fn name(&self) -> String {
        match self.kind {
            MKind::Dgemm16 | MKind::Dgemm4 => String::from(self.kind.name()),
            _ => format!("{} {} passes", self.kind.name(), self.passes),
        }
    }
}

/// The matrix operands of an MFMA/SMFMAC (seed 001 L36226–L36276 for the fields).
pub(super) fn matrix(inst: &Inst) -> Option<Mfma> {
    let row = inst.row();
    let shape = Shape::of(row)?;
    let mods = Mods::new(inst.mai.cbsz as u32, inst.mai.abid as u32, inst.mai.blgp as u32);
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
    Some(Mfma {
        kind: MKind::of(&shape),
        sparse: shape.sparse,
        passes: passes(&shape, mods),
        d,
        c: if shape.sparse { Some(d) } else { c },
        ab,
    })
}

/// Table 38: the wait states and line after an MFMA result for a consumer reading it as SrcC
/// `cc` (the consumer's pipeline `ck`), and what the message calls the read.
fn src_c_waits(pm: &Mfma, ck: MKind, cc: &Regs) -> (u32, &'static str, u32) {
    // "Exactly same": the same first register and size. The seed adds "the two V_MFMA must be
    // the same number passes" (L3937-L3945, L3968), but clang 22 issues
    // `v_mfma_scale_…_f8f6f4` (8 passes) straight after `v_smfmac_f32_16x16x64_f16` (4 passes)
    // on the same C tuple, so a pass mismatch is not treated as an overlap (2 waits after a
    // 2-pass producer, as LLVM does): chosen to avoid false warnings on compiled code.
    let exact = *cc == pm.d;
    match pm.kind {
        MKind::Xdl if ck == MKind::Xdl && exact => (pm.by_passes([2, 0, 0, 0]), "SrcC exactly", 3937),
        MKind::Xdl if ck == MKind::Xdl => (pm.by_passes([4, 6, 10, 18]), "SrcC overlapped", 3946),
        MKind::Xdl => (pm.by_passes([3, 6, 10, 18]), "SrcC", 3952),
        MKind::Sgemm if ck == MKind::Sgemm && exact => (pm.by_passes([2, 0, 0, 0]), "SrcC exactly", 3968),
        MKind::Sgemm if ck.sdgemm() => (pm.by_passes([2, 4, 8, 16]), "SrcC overlapped", 3973),
        MKind::Sgemm => (0, "SrcC", 3977),
        // "vDst and vSrc start from the same offset" (L4004).
        MKind::Dgemm16 if ck == MKind::Dgemm16 && cc.lo == pm.d.lo => (0, "SrcC exactly", 4004),
        MKind::Dgemm16 if ck.sdgemm() => (17, "SrcC overlapped", 4007),
        MKind::Dgemm16 => (0, "SrcC", 4010),
        MKind::Dgemm4 if ck == MKind::Dgemm4 && exact => (4, "SrcC exactly", 4027),
        MKind::Dgemm4 if ck.sdgemm() => (4, "SrcC overlapped", 4030),
        MKind::Dgemm4 => (0, "SrcC", 4033),
    }
}

/// Table 38: an MFMA result, then an MFMA reading it as SrcC or SrcA/B.
pub(super) fn mfma_to_mfma(needs: &mut Needs, p: &Info, c: &Info) {
    let (Some(pm), Some(cm)) = (p.mfma, c.mfma) else {
        return;
    };
    let d = (Producer::Writes, &pm.d);
    // SrcC (an SMFMAC's C is its destination).
    if let Some(cc) = cm.c.filter(|cc| cc.overlaps(&pm.d)) {
        let (req, what, line) = src_c_waits(&pm, cm.kind, &cc);
        let ck = if cm.sparse { "SMFMAC" } else { cm.kind.name() };
        let why = format!("{} → {ck} {what}", pm.name());
        needs.add(req, d, ("reads as SrcC", &cc), why, Cite::T38(line));
    }
    // SrcA/B, the SMFMAC index, and (not in the seed; read like A and B) the scale VGPRs.
    if let Some(r) = cm.ab.iter().flatten().find(|r| r.overlaps(&pm.d)) {
        let (req, line) = read_waits(&pm, 3956, 3982, (19, 4015), (6, 4038));
        let why = format!("{} → MFMA SrcA/B", pm.name());
        needs.add(req, d, ("reads as SrcA/B", r), why, Cite::T38(line));
    }
}

/// The wait states after an MFMA result for a reader other than SrcC, and the Table 38 line: by
/// pass count for XDL (line `xdl`) and SGEMM (line `sgemm`), fixed for the DGEMMs
/// (`(wait states, line)`).
fn read_waits(pm: &Mfma, xdl: u32, sgemm: u32, dgemm16: (u32, u32), dgemm4: (u32, u32)) -> (u32, u32) {
    match pm.kind {
        MKind::Xdl => (pm.by_passes([5, 8, 12, 20]), xdl),
        MKind::Sgemm => (pm.by_passes([4, 6, 10, 18]), sgemm),
        MKind::Dgemm16 => dgemm16,
        MKind::Dgemm4 => dgemm4,
    }
}

/// Table 38: an MFMA result, then a VALU (reading or writing it) or memory instruction (reading
/// it). Not a fixed wait: the waits depend on the MFMA's pipeline and passes.
pub(super) fn mfma_to_valu_or_memory(needs: &mut Needs, p: &Info, c: &Info) {
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
        let waits = read_waits(&pm, 3961, 3987, (19, 4021), (6, 4044));
        (r, verb, waits, format!("VALU {dep}"))
    } else if matches!(c.unit, Unit::Vmem | Unit::Lds | Unit::Export) {
        let Some(r) = c.reads.iter().find(|r| r.overlaps(&pm.d)) else {
            return;
        };
        let waits = read_waits(&pm, 3961, 3987, (18, 4024), (9, 4046));
        (r, "reads", waits, String::from("VMEM/LDS/FLAT read"))
    } else {
        return;
    };
    let why = format!("{} → {why}", pm.name());
    needs.add(req, (Producer::Writes, &pm.d), (verb, r), why, Cite::T38(line));
}

/// Table 38: an XDL/SMFMAC SrcC read, then a VALU write (L4062): 1/3/7/15 by passes.
pub(super) fn mfma_src_c_war(needs: &mut Needs, p: &Info, c: &Info) {
    let Some(pm) = p.mfma.filter(|pm| pm.kind == MKind::Xdl) else {
        return;
    };
    let Some(pc) = pm.c else {
        return;
    };
    if let Some(w) = c.writes.iter().find(|w| w.overlaps(&pc)) {
        let why = format!("{} SrcC → VALU WAR", pm.name());
        let req = pm.by_passes([1, 3, 7, 15]);
        needs.add(req, (Producer::ReadsAsSrcC, &pc), ("writes", w), why, Cite::T38(4062));
    }
}

/// Table 38: a dot product (DL op) writes a VGPR, then a VALU reads or writes it (L3915–L3927):
/// the same op reading it as SrcC is forwarded (0), as SrcA/B needs 3 (L3918), any other
/// opcode 3 (L3922).
pub(super) fn dot_product(needs: &mut Needs, p: &Info, c: &Info) {
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
    let Some((r, verb)) = hit else {
        return;
    };
    let (why, line) = if same && verb == "reads" {
        ("DL op → same DL op SrcA/B", 3918)
    } else {
        ("DL op → other opcode", 3922)
    };
    if let Some(w) = pw.iter().find(|w| w.overlaps(r)) {
        needs.add(3, (Producer::Writes, w), (verb, r), why.into(), Cite::T38(line));
    }
}
