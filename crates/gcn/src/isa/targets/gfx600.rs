//! gfx600 (Tahiti, GCN 1.0): the opcode of every instruction the target has, in its own numbering
//! (SMRD, SI/CI VOP2/VOP3/VOPC/DS/MUBUF/MTBUF/MIMG/FLAT opcodes; the bit layouts are
//! [`crate::isa::layout_si`]'s), and for the DS rows the line of seed 004 (CLRX's GCN DS page,
//! GCN 1.0/1.1 opcodes) that describes it. An instruction the target lacks is absent.
//!
//! Generated once from `tests/golden/inventory/gfx600.tsv` (llvm-mc 22 `-mcpu=gfx600`: family and
//! opcode read back from the bytes of each instruction it assembles); maintained by hand. The
//! GCN 1.0/1.1 numbering conventions it shares with gfx700 are [`super::shared::SI_CI`]'s.

use super::{opcodes, shared, Target};
use crate::isa::arch::Arch;

/// gfx600 (Tahiti, GCN 1.0).
pub const TARGET: Target = Target {
    arch: Arch::Gfx600,
    seed: "004",
    opcodes: &[
        shared::GCN,
        shared::SI_CI,
        shared::DS,
        opcodes! { buffer_wbinvl1_sc = 0x70 },
    ],
};
