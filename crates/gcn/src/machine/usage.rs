//! What a program uses of a wave's registers (the SGPRs it names, the vector rows it can
//! write, its matrix instructions), and the cache of cleared register files a dispatch's next
//! waves reuse.

use alloc::vec::Vec;

use super::KEEP_WAVES;
use crate::exec::wave::LANES;
use crate::isa::table::{Kind, Op};
use crate::program::Program;

/// Most cleared register files a machine keeps for reuse ([`super::GcnMachine::recycle`]): as many
/// waves as can be alive at once (the kept ones and a workgroup).
pub(super) const MAX_SPARE: usize = KEEP_WAVES + 16;

/// Cleared vector register files; a copy of a machine starts without any (they are only a
/// cache, and a debugger's snapshots should not carry them).
#[derive(Default)]
pub(super) struct Spare(pub(super) Vec<Vec<u32>>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

impl core::fmt::Debug for Spare {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Spare({} files)", self.0.len())
    }
}

/// Zeroes vector registers `rows` (all lanes) of `file`, as far as the file goes.
pub(super) fn clear_rows(file: &mut [u32], rows: core::ops::Range<usize>) {
    let end = (rows.end * LANES).min(file.len());
    if let Some(words) = file.get_mut((rows.start * LANES).min(end)..end) {
        words.fill(0);
    }
}

/// The instructions through which a program can write VGPRs it does not name: M0-relative
/// moves, the GPR index mode, and MODE writes that can turn the index mode on.
const VGPR_INDEXING: &[Op] = &[
    Op::v_movreld_b32,
    Op::v_movrels_b32,
    Op::v_movrelsd_b32,
    Op::s_set_gpr_idx_on,
    Op::s_set_gpr_idx_idx,
    Op::s_set_gpr_idx_mode,
    Op::s_setreg_b32,
    Op::s_setreg_imm32_b32,
];

/// The rows of the vector register file a wave running `p` can make nonzero: VGPRs
/// `0..v` (at least v0-v2, the work-item ids a launch writes) and AGPRs `0..a`, from the
/// registers the program names (`vgprs`, `agprs`: [`crate::hazard::lint_and_registers`]).
/// `None` when the program can address VGPRs through M0 (`v_movrel*`, `s_set_gpr_idx_on`, or
/// `s_setreg*`, which can turn VGPR indexing on), so any row.
pub(super) fn written_rows(p: &Program, vgprs: usize, agprs: usize) -> Option<(usize, usize)> {
    let indexing = p.insts.iter().any(|i| VGPR_INDEXING.contains(&i.op));
    (!indexing).then_some((vgprs.max(3), agprs))
}

/// Whether `i` is an MFMA, SMFMAC or scale-form matrix instruction (not an AccVGPR move or a
/// lone `v_mfma_ld_scale_b32`).
pub(super) fn is_matrix(i: &crate::isa::inst::Inst) -> bool {
    let row = i.row();
    crate::matrix::Shape::of(row).is_some()
}

/// One past the highest SGPR number the program names (at least s0..s1), from the operand
/// codes. VGPRs and AGPRs come with the hazard linter's analysis
/// ([`crate::hazard::lint_and_registers`]), which knows the ACC bits of matrix and memory
/// instructions.
pub(super) fn sgprs_used(p: &Program) -> usize {
    p.insts
        .iter()
        .flat_map(|inst| {
            inst.row().operands.iter().filter_map(move |o| {
                let code = match o.slot {
                    crate::isa::table::Slot::Dst if matches!(o.kind, Kind::Sdst | Kind::CmpDst | Kind::Sdata) => {
                        inst.dst
                    }
                    crate::isa::table::Slot::Src0 => inst.src[0],
                    crate::isa::table::Slot::Src1 => inst.src[1],
                    crate::isa::table::Slot::Src2 => inst.src[2],
                    crate::isa::table::Slot::SdstField => inst.sdst,
                    _ => return None,
                };
                (o.kind != Kind::GprIdx && code < 102).then(|| code as usize + o.ty.dwords() as usize)
            })
        })
        .fold(2, usize::max)
}
