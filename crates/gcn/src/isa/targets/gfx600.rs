//! gfx600 (Tahiti, GCN 1.0): the opcode of every instruction the target has, in its own numbering
//! (SMRD, SI/CI VOP2/VOP3/VOPC/DS/MUBUF/MTBUF/MIMG/FLAT opcodes; the bit layouts are
//! [`crate::isa::layout_si`]'s), and for the DS rows the line of seed 004 (CLRX's GCN DS page,
//! GCN 1.0/1.1 opcodes) that describes it. An instruction the target lacks is absent.
//!
//! Generated once from `tests/golden/inventory/gfx600.tsv` (llvm-mc 22 `-mcpu=gfx600`: family and
//! opcode read back from the bytes of each instruction it assembles); maintained by hand.
//! VOP1/VOP2/VOPC opcodes are the 32-bit forms' (VOP3: VOPC +0, VOP2 +0x100, VOP1 +0x180,
//! [`Arch::vop3_opcode`]). GCN 1.0/1.1 spell gfx900's carry-out adds `v_add_i32`, `v_sub_i32`,
//! `v_subrev_i32`, `v_addc_u32`, `v_subb_u32`, `v_subbrev_u32` (same bytes as VI's `v_add_u32`
//! family, VOP2 0x25-0x2a). gfx9's VOP3-only `v_bfm_b32`, `v_bcnt_u32_b32`, `v_mbcnt_*`,
//! `v_ldexp_f32` and `v_cvt_pk*` are VOP2 here (their `*_vop2` rows).
//! `v_readlane_b32`/`v_writelane_b32` are VOP2 here (their `*_vop2` rows).

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
