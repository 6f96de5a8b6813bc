//! gfx803 (Polaris/Fiji, GCN 1.2): the opcode of every instruction the target has (those it
//! numbers as gfx900 or gfx950 does in [`super::vi`], those of GCN 1.0/1.1 in
//! [`super::shared::GCN`], the rest here). The map's
//! seed is 002 (CLRX's GCN 1.2 SDWA/DPP page): the VOP1/VOP2/VOPC rows with an SDWA form cite
//! its line 5 (the SDWA encoding); the DS rows cite seed 004 (CLRX's DS page, with GCN 1.2
//! opcodes beside GCN 1.0/1.1's), the others no line (neither seed describes them).
//!
//! Generated once from `tests/golden/inventory/gfx803.tsv` (llvm-mc 22 `-mcpu=gfx803`
//! disassembling every opcode of every family), matching each mnemonic to the row of that name
//! and family; VI's `v_add_u32` family (gfx900's `v_add_co_u32` …, same bytes) carries its own
//! spelling (`as "…"`). Maintained by hand from here on. An instruction the target lacks is
//! absent.

use super::{opcodes, shared, vi, Target};
use crate::isa::arch::Arch;

/// gfx803 (Polaris/Fiji, GCN 1.2).
pub const TARGET: Target = Target {
    arch: Arch::Gfx803,
    seed: "002",
    opcodes: &[
        shared::GCN,
        shared::DS,
        shared::CI_VI_DS,
        vi::GFX803,
        opcodes! {
            v_add_co_u32 = 0x19 @ 5 as "v_add_u32",
            v_sub_co_u32 = 0x1a @ 5 as "v_sub_u32",
            v_subrev_co_u32 = 0x1b @ 5 as "v_subrev_u32",
            v_addc_co_u32 = 0x1c @ 5 as "v_addc_u32",
            v_subb_co_u32 = 0x1d @ 5 as "v_subb_u32",
            v_subbrev_co_u32 = 0x1e @ 5 as "v_subbrev_u32",
            v_movreld_b32 = 0x36,
            v_movrels_b32 = 0x37,
            v_movrelsd_b32 = 0x38,
            v_mad_f16 = 0x1ea,
            v_mad_u16 = 0x1eb,
            v_mad_i16 = 0x1ec,
            v_fma_f16 = 0x1ee,
            v_div_fixup_f16 = 0x1ef,
            ds_swizzle_b32 = 0x3d @ 1035 in "004",
            ds_consume = 0xbd @ 301 in "004",
            ds_append = 0xbe @ 293 in "004",
            v_interp_p2_f16 = 0x276,
        },
    ],
};
