//! gfx700 (Hawaii/Kaveri, GCN 1.1): the opcode of every instruction the target has, and the line of seed 004
//! (CLRX's GCN DS page, GCN 1.0/1.1 opcodes) that describes it. An instruction the target
//! lacks is absent. Empty until the SI/CI encodings are modelled.

use super::{opcodes, Target};
use crate::isa::arch::Arch;

/// gfx700 (Hawaii/Kaveri, GCN 1.1).
pub const TARGET: Target = Target {
    arch: Arch::Gfx700,
    seed: "004",
    seed_title: "CLRX GCN ISA DS instructions (seed 004)",
    opcodes: opcodes! {},
};
