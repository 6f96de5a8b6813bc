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
}

impl Plan {
    /// The plan of `inst` on `arch`.
    pub fn new(arch: Arch, inst: &Inst) -> Plan {
        let row = inst.row();
        let bad_dpp = inst
            .dpp
            .is_some_and(|d| !crate::isa::dpp::valid_ctrl(d.ctrl, arch, row.has_wide_dpp_operand()));
        Plan {
            sem: row.sem,
            size: inst.size(),
            invalid: inst.invalid != 0 || bad_dpp,
        }
    }
}

/// The plans of every instruction of `insts`, in order.
pub fn plans(arch: Arch, insts: &[Inst]) -> Vec<Plan> {
    insts.iter().map(|i| Plan::new(arch, i)).collect()
}

/// Whether `i` has no VOP3 input or output modifiers (abs, neg, clamp, omod): the float
/// semantics' fast path.
#[inline]
pub fn no_modifiers(i: &Inst) -> bool {
    i.abs | i.neg | i.omod == 0 && !i.clamp
}
