//! Decode-time step plans: what the machine's step loop needs of each instruction, resolved
//! once per program (issue 17) so a step does no table lookups or encoding checks.
//!
//! A plan is a pure function of the instruction and the architecture; the machine builds one
//! per instruction next to the decoded [`Inst`]s and indexes it with the instruction's index.

use alloc::vec::Vec;

use super::SemFn;
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;

/// What one step of an instruction needs, resolved at decode.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The semantics function (the row's).
    pub sem: SemFn,
    /// Encoded size in bytes (the PC advance of [`super::Flow::Next`]).
    pub size: u32,
    /// The instruction cannot execute: an operand holds a value its class cannot take, or a
    /// DPP control word the architecture does not have.
    pub invalid: bool,
    /// The index of the instruction at the SOPP branch target `PC + 4 + SIMM16 * 4`, or
    /// [`NO_JUMP`]: where a taken branch goes without searching the PC table (the machine
    /// checks the PC before using it, so instructions that are not branches may have one).
    pub jump: u32,
}

/// [`Plan::jump`] when no instruction starts at the branch target.
pub const NO_JUMP: u32 = u32::MAX;

impl Plan {
    /// The plan of `inst` on `arch`.
    pub fn new(arch: Arch, inst: &Inst) -> Plan {
        let row = inst.row();
        let bad_dpp = inst
            .dpp
            .is_some_and(|d| !crate::isa::dpp::valid_ctrl(d.ctrl, arch, row.has_wide_dpp_operand()));
        Plan {
            sem: row.sem,
            size: inst.size_on(arch),
            invalid: inst.invalid != 0 || bad_dpp,
            jump: NO_JUMP,
        }
    }
}

/// The plans of every instruction of `insts`, in order (`pcs`: their byte addresses, sorted).
pub fn plans(arch: Arch, insts: &[Inst], pcs: &[u32]) -> Vec<Plan> {
    let at = |k: usize| pcs.get(k).copied();
    (0..insts.len())
        .map(|k| Plan {
            jump: at(k).map_or(NO_JUMP, |pc| branch_index(&insts[k], pc, pcs)),
            ..Plan::new(arch, &insts[k])
        })
        .collect()
}

/// The index in `pcs` of `i`'s SOPP branch target from `pc`, or [`NO_JUMP`].
fn branch_index(i: &Inst, pc: u32, pcs: &[u32]) -> u32 {
    let target = pc.wrapping_add(4).wrapping_add((i32::from(i.simm16 as i16) * 4) as u32);
    pcs.binary_search(&target)
        .ok()
        .and_then(|k| u32::try_from(k).ok())
        .unwrap_or(NO_JUMP)
}

/// Whether `i` has no VOP3 input or output modifiers (abs, neg, clamp, omod): the float
/// semantics' fast path.
#[inline]
pub fn no_modifiers(i: &Inst) -> bool {
    i.abs | i.neg | i.omod == 0 && !i.clamp
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::table::Op;

    /// A plan keeps the row's semantics and the encoded size, and marks invalid operands.
    #[test]
    fn plans_resolve_size_semantics_and_validity() {
        let mut vop3 = Inst::new(Op::v_fma_f32);
        vop3.vop3 = true;
        let mut bad = Inst::new(Op::v_add_u32);
        bad.invalid = 1;
        let ps = plans(Arch::Gfx950, &[vop3, Inst::new(Op::v_add_u32), bad], &[0, 8, 12]);
        assert_eq!(ps.iter().map(|p| p.size).collect::<Vec<_>>(), [8, 4, 4]);
        assert_eq!(ps.iter().map(|p| p.invalid).collect::<Vec<_>>(), [false, false, true]);
        assert_eq!(ps[0].sem as usize, Op::v_fma_f32.row().sem as usize);
        // SIMM16 0 targets PC + 4: the second instruction for none of them.
        assert_eq!(ps.iter().map(|p| p.jump).collect::<Vec<_>>(), [NO_JUMP, 2, NO_JUMP]);
        assert!(no_modifiers(&vop3));
        vop3.omod = 1;
        assert!(!no_modifiers(&vop3));
    }
}
