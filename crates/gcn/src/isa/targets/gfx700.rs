//! gfx700 (Hawaii/Kaveri, GCN 1.1): the opcode of every instruction the target has, in its own numbering
//! (SMRD, SI/CI VOP2/VOP3/VOPC/DS/MUBUF/MTBUF/MIMG/FLAT opcodes; the bit layouts are
//! [`crate::isa::layout_si`]'s), and for the DS rows the line of seed 004 (CLRX's GCN DS page,
//! GCN 1.0/1.1 opcodes) that describes it. An instruction the target lacks is absent.
//!
//! Generated once from `tests/golden/inventory/gfx700.tsv` (llvm-mc 22 `-mcpu=gfx700`: family and
//! opcode read back from the bytes of each instruction it assembles); maintained by hand.
//! VOP1/VOP2/VOPC opcodes are the 32-bit forms' (VOP3: VOPC +0, VOP2 +0x100, VOP1 +0x180,
//! [`Arch::vop3_opcode`]). GCN 1.0/1.1 spell gfx900's carry-out adds `v_add_i32`, `v_sub_i32`,
//! `v_subrev_i32`, `v_addc_u32`, `v_subb_u32`, `v_subbrev_u32` (same bytes as VI's `v_add_u32`
//! family, VOP2 0x25-0x2a). gfx9's VOP3-only `v_bfm_b32`, `v_bcnt_u32_b32`, `v_mbcnt_*`,
//! `v_ldexp_f32` and `v_cvt_pk*` are VOP2 here (their `*_vop2` rows).
//! `v_readlane_b32`/`v_writelane_b32` are VOP2 here (their `*_vop2` rows). Not mapped yet (no
//! row):
//! `v_rsq_legacy_f32`, `v_mullit_f32`.

use super::{opcodes, shared, Target};
use crate::isa::arch::Arch;

/// gfx700 (Hawaii/Kaveri, GCN 1.1).
pub const TARGET: Target = Target {
    arch: Arch::Gfx700,
    seed: "004",
    opcodes: &[
        shared::GCN,
        shared::SI_CI,
        shared::DS,
        opcodes! {
            ds_nop = 0x14 @ 789,
            ds_gws_sema_release_all = 0x18,
            ds_wrap_rtn_b32 = 0x34 @ 1043,
            ds_condxchg32_rtn_b64 = 0x7e,
            ds_write_b96 = 0xde @ 1091,
            ds_write_b128 = 0xdf @ 1051,
            ds_read_b96 = 0xfe @ 867,
            ds_read_b128 = 0xff @ 843,
            flat_load_ubyte = 0x8,
            flat_load_sbyte = 0x9,
            flat_load_ushort = 0xa,
            flat_load_sshort = 0xb,
            flat_load_dword = 0xc,
            flat_load_dwordx2 = 0xd,
            flat_load_dwordx4 = 0xe,
            flat_load_dwordx3 = 0xf,
            flat_store_byte = 0x18,
            flat_store_short = 0x1a,
            flat_store_dword = 0x1c,
            flat_store_dwordx2 = 0x1d,
            flat_store_dwordx4 = 0x1e,
            flat_store_dwordx3 = 0x1f,
            flat_atomic_swap = 0x30,
            flat_atomic_cmpswap = 0x31,
            flat_atomic_add = 0x32,
            flat_atomic_sub = 0x33,
            flat_atomic_smin = 0x35,
            flat_atomic_umin = 0x36,
            flat_atomic_smax = 0x37,
            flat_atomic_umax = 0x38,
            flat_atomic_and = 0x39,
            flat_atomic_or = 0x3a,
            flat_atomic_xor = 0x3b,
            flat_atomic_inc = 0x3c,
            flat_atomic_dec = 0x3d,
            flat_atomic_fcmpswap = 0x3e,
            flat_atomic_fmin = 0x3f,
            flat_atomic_fmax = 0x40,
            flat_atomic_swap_x2 = 0x50,
            flat_atomic_cmpswap_x2 = 0x51,
            flat_atomic_add_x2 = 0x52,
            flat_atomic_sub_x2 = 0x53,
            flat_atomic_smin_x2 = 0x55,
            flat_atomic_umin_x2 = 0x56,
            flat_atomic_smax_x2 = 0x57,
            flat_atomic_umax_x2 = 0x58,
            flat_atomic_and_x2 = 0x59,
            flat_atomic_or_x2 = 0x5a,
            flat_atomic_xor_x2 = 0x5b,
            flat_atomic_inc_x2 = 0x5c,
            flat_atomic_dec_x2 = 0x5d,
            flat_atomic_fcmpswap_x2 = 0x5e,
            flat_atomic_fmin_x2 = 0x5f,
            flat_atomic_fmax_x2 = 0x60,
            buffer_wbinvl1_vol = 0x70,
            s_dcache_inv_vol = 0x1d,
            v_trunc_f64 = 0x17,
            v_ceil_f64 = 0x18,
            v_rndne_f64 = 0x19,
            v_floor_f64 = 0x1a,
            v_log_legacy_f32 = 0x45,
            v_exp_legacy_f32 = 0x46,
            v_qsad_pk_u16_u8 = 0x172,
            v_mqsad_u32_u8 = 0x175,
            v_mad_u64_u32 = 0x176,
            v_mad_i64_i32 = 0x177,
        },
    ],
};
