//! Scalar ALU, program control and scalar memory, with expectations worked out by hand from
//! the seeds' pseudocode (seed 000 = Vega, seed 001 = CDNA4; lines cited per check).

#![allow(clippy::identity_op)] // bit fields written out as offset | width << 16

use lanescope_gcn::exec::{Memory, Wave};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::run::{machine, run};

/// Runs `src` and returns s0..s15 and SCC after it.
fn sgprs(src: &str, init: impl Fn(&mut Wave)) -> Vec<([u32; 16], bool)> {
    let mut out = Vec::new();
    for arch in common::GFX9 {
        let mut m = machine(arch, src, &init);
        assert_eq!(m.run(1000), StepOutcome::Ended, "{}: {src}", arch.name());
        let mut s = [0; 16];
        s.copy_from_slice(&m.sgprs()[..16]);
        out.push((s, m.scc()));
    }
    out
}

/// Checks `s0` and SCC after `src` (which need not end in `s_endpgm`) with `s1`, `s2` preset.
fn check1(src: &str, a: u32, b: u32, scc_in: bool, want: u32, want_scc: bool) {
    let src = format!("{src}\ns_endpgm");
    for (s, scc) in sgprs(&src, |w| {
        w.sgpr[1] = a;
        w.sgpr[2] = b;
        w.scc = scc_in;
    }) {
        assert_eq!((s[0], scc), (want, want_scc), "{src} with {a:#x}, {b:#x}, scc {scc_in}");
    }
}

/// Checks `s[0:1]` and SCC after `src` with `s[2:3] = a` and `s4 = b`.
fn check64(src: &str, a: u64, b: u32, want: u64, want_scc: bool) {
    let src = format!("{src}\ns_endpgm");
    for (s, scc) in sgprs(&src, |w| {
        w.sgpr[2] = a as u32;
        w.sgpr[3] = (a >> 32) as u32;
        w.sgpr[4] = b;
    }) {
        assert_eq!(
            (s[0] as u64 | (s[1] as u64) << 32, scc),
            (want, want_scc),
            "{src} with {a:#x}, {b:#x}"
        );
    }
}

/// [`check1`] each (source, s1, s2, SCC in, s0, SCC) case; a bare opcode as the source stands
/// for `op s0, s1, s2`.
fn check1_all(cases: &[(&str, u32, u32, bool, u32, bool)]) {
    for &(src, a, b, scc_in, want, want_scc) in cases {
        let src = match src.contains(' ') {
            true => src.to_string(),
            false => format!("{src} s0, s1, s2"),
        };
        check1(&src, a, b, scc_in, want, want_scc);
    }
}

/// [`check64`] each (source, s[2:3], s4, s[0:1], SCC) case.
fn check64_all(cases: &[(&str, u64, u32, u64, bool)]) {
    for &(src, a, b, want, want_scc) in cases {
        check64(src, a, b, want, want_scc);
    }
}

#[test]
fn add_sub_carry_and_overflow() {
    // S_ADD_U32: SCC = carry out (seed 000 line 3717).
    check1_all(&[
        ("s_add_u32", 0xffff_ffff, 2, false, 1, true),
        ("s_add_u32", 5, 2, true, 7, false),
        // S_SUB_U32: SCC = (S1 > S0) (seed 000 line 3720).
        ("s_sub_u32", 1, 2, false, 0xffff_ffff, true),
        ("s_sub_u32", 2, 2, true, 0, false),
        // S_ADD_I32: signed overflow (seed 000 line 3723): 0x7fffffff + 1 overflows, -1 + 1 does not.
        ("s_add_i32", 0x7fff_ffff, 1, false, 0x8000_0000, true),
        ("s_add_i32", 0xffff_ffff, 1, true, 0, false),
        // S_SUB_I32 (seed 000 line 3726): 0x80000000 - 1 overflows to 0x7fffffff.
        ("s_sub_i32", 0x8000_0000, 1, false, 0x7fff_ffff, true),
        ("s_sub_i32", 5, 7, true, 0xffff_fffe, false),
        // S_ADDC_U32: D = S0 + S1 + SCC (seed 000 line 3729).
        ("s_addc_u32", 0xffff_fffe, 1, true, 0, true),
        ("s_addc_u32", 3, 4, true, 8, false),
        // S_SUBB_U32: D = S0 - S1 - SCC; SCC = S1 + SCC > S0 in 64 bits (seed 001 line 5666):
        // S1 = 0xffffffff with SCC = 1 borrows even though S1 + SCC wraps in 32 bits.
        ("s_subb_u32", 5, 0xffff_ffff, true, 5, true),
        ("s_subb_u32", 5, 4, true, 0, false),
    ]);
}

#[test]
fn add_u64_from_two_halves() {
    // 0x1_ffffffff + 0x1 = 0x2_00000000: the carry of s_add_u32 feeds s_addc_u32 (seed 000
    // lines 3717, 3729).
    let src = "s_add_u32 s0, s2, s4\ns_addc_u32 s1, s3, s5\ns_endpgm";
    for (s, scc) in sgprs(src, |w| {
        w.sgpr[2] = 0xffff_ffff;
        w.sgpr[3] = 1;
        w.sgpr[4] = 1;
    }) {
        assert_eq!((s[0], s[1], scc), (0, 2, false));
    }
}

#[test]
fn min_max_select() {
    // min/max: SCC = "S0 chosen" by the strict test (seed 000 lines 3735-3744).
    check1_all(&[
        ("s_min_i32", 0xffff_ffff, 3, false, 0xffff_ffff, true),
        ("s_min_u32", 0xffff_ffff, 3, false, 3, false),
        ("s_max_i32", 0xffff_ffff, 3, true, 3, false),
        ("s_max_u32", 0xffff_ffff, 3, false, 0xffff_ffff, true),
        ("s_min_u32", 4, 4, true, 4, false),
        // S_CSELECT: SCC ? S0 : S1, SCC unchanged (seed 000 lines 3747, 3750).
        ("s_cselect_b32", 10, 20, true, 10, true),
        ("s_cselect_b32", 10, 20, false, 20, false),
    ]);
    let src = "s_cselect_b64 s[0:1], s[2:3], 0\ns_endpgm";
    for (s, _) in sgprs(src, |w| {
        w.sgpr[2] = 7;
        w.sgpr[3] = 8;
        w.scc = true;
    }) {
        assert_eq!((s[0], s[1]), (7, 8));
    }
}

#[test]
fn logic_sets_scc_on_nonzero() {
    // D = op; SCC = (D != 0) (seed 000 lines 3753-3798).
    let (a, b) = (0xf0f0_1234u32, 0x0ff0_00ffu32);
    check1_all(&[
        ("s_and_b32", a, b, false, a & b, true),
        ("s_and_b32", 0xf0, 0x0f, true, 0, false),
        ("s_or_b32", a, b, false, a | b, true),
        ("s_xor_b32", a, a, true, 0, false),
        ("s_andn2_b32", a, b, false, a & !b, true),
        ("s_orn2_b32", a, b, false, a | !b, true),
        ("s_nand_b32", a, b, false, !(a & b), true),
        ("s_nor_b32", 0xffff_0000, 0x0000_ffff, true, 0, false),
        ("s_xnor_b32", a, b, false, !(a ^ b), true),
    ]);
    let x = 0x8000_0000_0000_0001u64;
    check64_all(&[
        ("s_and_b64 s[0:1], s[2:3], s[2:3]", x, 0, x, true),
        ("s_and_b64 s[0:1], s[2:3], 0", x, 0, 0, false),
        ("s_or_b64 s[0:1], s[2:3], 2", x, 0, x | 2, true),
        ("s_xor_b64 s[0:1], s[2:3], -1", x, 0, !x, true),
        ("s_andn2_b64 s[0:1], s[2:3], 1", x, 0, 0x8000_0000_0000_0000, true),
        ("s_orn2_b64 s[0:1], s[2:3], -1", x, 0, x, true),
        ("s_nand_b64 s[0:1], s[2:3], -1", u64::MAX, 0, 0, false),
        ("s_nor_b64 s[0:1], s[2:3], 0", x, 0, !x, true),
        ("s_xnor_b64 s[0:1], s[2:3], 0", x, 0, !x, true),
    ]);
}

#[test]
fn shifts_mask_their_amount() {
    // S_LSHL_B32 shifts by S1[4:0]: 33 -> 1 (seed 000 line 3801).
    check1_all(&[
        ("s_lshl_b32", 0x8000_0001, 33, false, 2, true),
        ("s_lshl_b32", 0x8000_0000, 1, true, 0, false),
        ("s_lshr_b32", 0x8000_0000, 31, false, 1, true),
        // S_ASHR_I32 (seed 000 line 3813).
        ("s_ashr_i32", 0x8000_0000, 4, false, 0xf800_0000, true),
    ]);
    // 64-bit: S1[5:0] (seed 000 lines 3804, 3810, 3816): 65 -> 1.
    check64_all(&[
        ("s_lshl_b64 s[0:1], s[2:3], s4", 0x8000_0000_0000_0001, 65, 2, true),
        ("s_lshr_b64 s[0:1], s[2:3], s4", 0x8000_0000_0000_0000, 63, 1, true),
        ("s_lshr_b64 s[0:1], s[2:3], s4", 1, 1, 0, false),
        (
            "s_ashr_i64 s[0:1], s[2:3], s4",
            0x8000_0000_0000_0000,
            60,
            0xffff_ffff_ffff_fff8,
            true,
        ),
        // An i64 literal is sign-extended (seed 000 lines 1298-1302): 0xfffff000 >> 4 = -256.
        ("s_ashr_i64 s[0:1], 0xfffff000, s4", 0, 4, 0xffff_ffff_ffff_ff00, true),
    ]);
}

#[test]
fn bitfields() {
    // S_BFM_B32: ((1 << S0[4:0]) - 1) << S1[4:0]; SCC unchanged (seed 000 line 3819).
    check1_all(&[
        ("s_bfm_b32", 4, 8, true, 0xf00, true),
        ("s_bfm_b32", 0, 8, false, 0, false),
    ]);
    // S_BFM_B64 (seed 000 line 3822).
    let src = "s_bfm_b64 s[0:1], 8, 28\ns_endpgm";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!((s[0], s[1]), (0xf000_0000, 0xf));
    }
    // S_BFE_U32: S1[4:0] offset, S1[22:16] width (seed 000 line 3828).
    check1_all(&[
        ("s_bfe_u32", 0x1234_5678, 8 | 8 << 16, false, 0x56, true),
        ("s_bfe_u32", 0x1234_5678, 4 | 0 << 16, true, 0, false),
        // S_BFE_I32: the field sign-extended from its width (seed 001 line 6101): 0x8 in 4 bits is -8.
        ("s_bfe_i32", 0x0000_0080, 4 | 4 << 16, false, 0xffff_fff8, true),
        ("s_bfe_i32", 0x0000_0070, 4 | 4 << 16, false, 7, true),
    ]);
    // S_BFE_U64 / I64 (seed 000 lines 3834, 3837).
    check64_all(&[
        (
            "s_bfe_u64 s[0:1], s[2:3], s4",
            0xabcd_0000_0000_0000,
            48 | 16 << 16,
            0xabcd,
            true,
        ),
        (
            "s_bfe_i64 s[0:1], s[2:3], s4",
            0xabcd_0000_0000_0000,
            48 | 16 << 16,
            0xffff_ffff_ffff_abcd,
            true,
        ),
        (
            "s_bfe_i64 s[0:1], s[2:3], s4",
            0xabcd_0000_0000_0000,
            0 | 16 << 16,
            0,
            false,
        ),
    ]);
}

#[test]
fn multiplies_and_misc_sop2() {
    // S_MUL_I32 keeps SCC (seed 000 line 3825).
    check1_all(&[
        ("s_mul_i32", 0xffff_fffd, 7, true, (-21i32) as u32, true),
        // S_MUL_HI_U32 / I32 (seed 000 lines 3849, 3852): 0xffffffff^2 = 0xfffffffe_00000001.
        ("s_mul_hi_u32", 0xffff_ffff, 0xffff_ffff, false, 0xffff_fffe, false),
        ("s_mul_hi_i32", 0xffff_ffff, 2, false, 0xffff_ffff, false),
        // S_ABSDIFF_I32 examples (seed 000 line 3843).
        ("s_absdiff_i32", 2, 5, false, 3, true),
        ("s_absdiff_i32", 0x8000_0000, 0, false, 0x8000_0000, true),
        ("s_absdiff_i32", 0x8000_0000, 0xffff_fffe, false, 0x7fff_fffe, true),
        ("s_absdiff_i32", 9, 9, true, 0, false),
        // S_LSHLn_ADD_U32: SCC = 64-bit sum >= 2^32 (seed 001 line 6235).
        ("s_lshl1_add_u32", 0x8000_0000, 1, false, 1, true),
        ("s_lshl2_add_u32", 3, 4, true, 16, false),
        ("s_lshl3_add_u32", 0x2000_0000, 0, false, 0, true),
        ("s_lshl4_add_u32", 1, 1, false, 17, false),
        // S_PACK_* (seed 000 lines 3867-3873).
        ("s_pack_ll_b32_b16", 0x1111_2222, 0x3333_4444, false, 0x4444_2222, false),
        ("s_pack_lh_b32_b16", 0x1111_2222, 0x3333_4444, false, 0x3333_2222, false),
        ("s_pack_hh_b32_b16", 0x1111_2222, 0x3333_4444, false, 0x3333_1111, false),
    ]);
}

#[test]
fn sopk() {
    // S_MOVK_I32 sign-extends (seed 000 line 3882); S_CMOVK moves only with SCC (3885).
    let src = "s_movk_i32 s0, 0x8000\ns_cmovk_i32 s1, 5\ns_cmp_eq_u32 0, 0\ns_cmovk_i32 s2, 6\ns_endpgm";
    for (s, _) in sgprs(src, |w| {
        w.sgpr[1] = 9;
        w.sgpr[2] = 9;
    }) {
        assert_eq!((s[0], s[1], s[2]), (0xffff_8000, 9, 6));
    }
    // S_CMPK_*_I32 compares with signext(SIMM16), _U32 with SIMM16 (seed 000 lines 3888-3921).
    let cases = [
        ("s_cmpk_eq_i32 s1, 0xffff", 0xffff_ffff, true),
        ("s_cmpk_eq_u32 s1, 0xffff", 0xffff_ffff, false),
        ("s_cmpk_lg_i32 s1, 1", 1, false),
        ("s_cmpk_lg_u32 s1, 1", 2, true),
        ("s_cmpk_gt_i32 s1, 0xfffe", 0xffff_ffff, true),
        ("s_cmpk_gt_u32 s1, 0xfffe", 0xffff, true),
        ("s_cmpk_ge_i32 s1, 3", 3, true),
        ("s_cmpk_ge_u32 s1, 4", 3, false),
        ("s_cmpk_lt_i32 s1, 0", 0x8000_0000, true),
        ("s_cmpk_lt_u32 s1, 0", 0x8000_0000, false),
        ("s_cmpk_le_i32 s1, 0xffff", 0xffff_ffff, true),
        ("s_cmpk_le_u32 s1, 0x10", 0x10, true),
    ];
    for (src, a, want) in cases {
        check1(&format!("s_mov_b32 s0, 0\n{src}"), a, 0, !want, 0, want);
    }
    // S_ADDK_I32: SCC = signed overflow against SIMM16's sign (seed 000 line 3924).
    check1_all(&[
        (
            "s_mov_b32 s0, s1\ns_addk_i32 s0, 1",
            0x7fff_ffff,
            0,
            false,
            0x8000_0000,
            true,
        ),
        (
            "s_mov_b32 s0, s1\ns_addk_i32 s0, 0xffff",
            0,
            0,
            true,
            0xffff_ffff,
            false,
        ),
        // S_MULK_I32 keeps SCC (seed 000 line 3927).
        (
            "s_mov_b32 s0, s1\ns_mulk_i32 s0, 0xfffe",
            21,
            0,
            true,
            (-42i32) as u32,
            true,
        ),
    ]);
}

#[test]
fn sop1_bit_operations_32() {
    check1_all(&[
        // S_NOT (seed 000 lines 3963, 3966).
        ("s_not_b32 s0, s1", 0xffff_ffff, 0, true, 0, false),
        // S_WQM: any bit of a quad sets the whole quad (seed 000 lines 3969, 3972).
        ("s_wqm_b32 s0, s1", 0x0100_0012, 0, false, 0x0f00_00ff, true),
        // S_BREV (seed 000 lines 3975, 3978).
        ("s_brev_b32 s0, s1", 0x0000_0001, 0, false, 0x8000_0000, false),
        // S_BCNT0/1 examples (seed 000 lines 3981-3990).
        ("s_bcnt0_i32_b32 s0, s1", 0xcccc_cccc, 0, false, 16, true),
        ("s_bcnt0_i32_b32 s0, s1", 0xffff_ffff, 0, true, 0, false),
        ("s_bcnt1_i32_b32 s0, s1", 0xffff_ffff, 0, false, 32, true),
        // S_FF0/FF1/FLBIT examples (seed 000 lines 3993-4014); they leave SCC alone.
        ("s_ff0_i32_b32 s0, s1", 0x5555_5555, 0, true, 1, true),
        ("s_ff0_i32_b32 s0, s1", 0xfffe_ffff, 0, false, 16, false),
        ("s_ff0_i32_b32 s0, s1", 0xffff_ffff, 0, false, 0xffff_ffff, false),
        ("s_ff1_i32_b32 s0, s1", 0x0001_0000, 0, false, 16, false),
        ("s_ff1_i32_b32 s0, s1", 0, 0, false, 0xffff_ffff, false),
        ("s_flbit_i32_b32 s0, s1", 0x0000_cccc, 0, false, 16, false),
        ("s_flbit_i32_b32 s0, s1", 0, 0, false, 0xffff_ffff, false),
        ("s_flbit_i32 s0, s1", 0xffff_3333, 0, false, 16, false),
        ("s_flbit_i32 s0, s1", 0x8000_0000, 0, false, 1, false),
        ("s_flbit_i32 s0, s1", 0xffff_ffff, 0, false, 0xffff_ffff, false),
        // S_SEXT (seed 000 lines 4017, 4020).
        ("s_sext_i32_i8 s0, s1", 0x1234_5680, 0, false, 0xffff_ff80, false),
        ("s_sext_i32_i16 s0, s1", 0x1234_7fff, 0, false, 0x7fff, false),
        // S_BITSET0/1 change one bit of D (seed 000 lines 4023-4032); index S0[4:0] / S0[5:0].
        (
            "s_mov_b32 s0, -1\ns_bitset0_b32 s0, s1",
            33,
            0,
            false,
            0xffff_fffd,
            false,
        ),
        (
            "s_mov_b32 s0, 0\ns_bitset1_b32 s0, s1",
            31,
            0,
            false,
            0x8000_0000,
            false,
        ),
        // S_QUADMASK (seed 000 lines 4071, 4074).
        ("s_quadmask_b32 s0, s1", 0x8000_0010, 0, false, 0x82, true),
        // S_ABS_I32 examples (seed 000 line 4092).
        ("s_abs_i32 s0, s1", 0x8000_0001, 0, false, 0x7fff_ffff, true),
        ("s_abs_i32 s0, s1", 0x8000_0000, 0, false, 0x8000_0000, true),
        ("s_abs_i32 s0, s1", 0, 0, true, 0, false),
        // S_CMOV (seed 000 lines 3957, 3960).
        ("s_mov_b32 s0, 1\ns_cmov_b32 s0, s1", 7, 0, false, 1, false),
        ("s_mov_b32 s0, 1\ns_cmov_b32 s0, s1", 7, 0, true, 7, true),
    ]);
}

#[test]
fn sop1_bit_operations_64() {
    check64_all(&[
        // S_NOT (seed 000 lines 3963, 3966).
        ("s_not_b64 s[0:1], s[2:3]", 0xff, 0, !0xff, true),
        // S_WQM: any bit of a quad sets the whole quad (seed 000 lines 3969, 3972).
        (
            "s_wqm_b64 s[0:1], s[2:3]",
            0x8000_0000_0000_0000,
            0,
            0xf000_0000_0000_0000,
            true,
        ),
        // S_BREV (seed 000 lines 3975, 3978).
        ("s_brev_b64 s[0:1], s[2:3]", 0x3, 0, 0xc000_0000_0000_0000, false),
        // S_BITSET0/1 change one bit of D (seed 000 lines 4023-4032); index S0[4:0] / S0[5:0].
        (
            "s_mov_b64 s[0:1], -1\ns_bitset0_b64 s[0:1], s4",
            0,
            63,
            0x7fff_ffff_ffff_ffff,
            false,
        ),
        ("s_mov_b64 s[0:1], 0\ns_bitset1_b64 s[0:1], s4", 0, 32, 1 << 32, false),
        // S_QUADMASK (seed 000 lines 4071, 4074).
        ("s_quadmask_b64 s[0:1], s[2:3]", 0x1000_0000_0000_0000, 0, 0x8000, true),
        // S_BITREPLICATE_B64_B32 doubles each bit (seed 000 line 4110).
        (
            "s_bitreplicate_b64_b32 s[0:1], s4",
            0,
            0x8000_0005,
            0xc000_0000_0000_0033,
            false,
        ),
    ]);
    // The 32-bit results of 64-bit sources write s0 only (s1 is cleared first): S_BCNT0/1
    // examples (seed 000 lines 3981-3990); S_FF0/FF1/FLBIT examples (seed 000 lines 3993-4014),
    // which leave SCC alone. (op, s[2:3], s0, SCC)
    for (op, v, want, scc) in [
        ("s_bcnt0_i32_b64", 0, 64, true),
        ("s_bcnt1_i32_b64", 0xff00_0000_0000_000f, 12, true),
        ("s_ff0_i32_b64", 0x0000_0000_ffff_ffff, 32, false),
        ("s_ff1_i32_b64", 0x0100_0000_0000_0000, 56, false),
        ("s_flbit_i32_b64", 0x0000_0001_0000_0000, 31, false),
        ("s_flbit_i32_i64", 0xffff_fffe_0000_0000, 31, false),
    ] {
        check64(&format!("s_mov_b64 s[0:1], 0\n{op} s0, s[2:3]"), v, 0, want, scc);
    }
}

#[test]
fn saveexec_family() {
    // D = EXEC; EXEC = op(S0, EXEC); SCC = (EXEC != 0) (seed 000 lines 4047-4068, 4098-4101);
    // the wrexec forms write the new EXEC to D (4104, 4107).
    let exec = 0x0000_ffff_0000_ffffu64;
    let s = 0x00ff_00ff_00ff_00ffu64;
    let cases: [(&str, u64, bool); 12] = [
        ("s_and_saveexec_b64", s & exec, false),
        ("s_or_saveexec_b64", s | exec, false),
        ("s_xor_saveexec_b64", s ^ exec, false),
        ("s_andn2_saveexec_b64", s & !exec, false),
        ("s_orn2_saveexec_b64", s | !exec, false),
        ("s_nand_saveexec_b64", !(s & exec), false),
        ("s_nor_saveexec_b64", !(s | exec), false),
        ("s_xnor_saveexec_b64", !(s ^ exec), false),
        ("s_andn1_saveexec_b64", !s & exec, false),
        ("s_orn1_saveexec_b64", !s | exec, false),
        ("s_andn1_wrexec_b64", !s & exec, true),
        ("s_andn2_wrexec_b64", s & !exec, true),
    ];
    for (op, new, wr) in cases {
        run(
            &format!("{op} s[0:1], s[2:3]\ns_endpgm"),
            |w| {
                w.exec = exec;
                w.sgpr[2] = s as u32;
                w.sgpr[3] = (s >> 32) as u32;
            },
            |m| {
                let d = m.sgprs()[0] as u64 | (m.sgprs()[1] as u64) << 32;
                assert_eq!(m.exec(), new, "{op}");
                assert_eq!(d, if wr { new } else { exec }, "{op}");
                assert_eq!(m.scc(), new != 0, "{op}");
            },
        );
    }
    // EXEC all cleared: SCC = 0.
    run(
        "s_and_saveexec_b64 s[0:1], 0\ns_endpgm",
        |_| {},
        |m| assert_eq!((m.exec(), m.scc(), m.sgprs()[0]), (0, false, u32::MAX)),
    );
}

#[test]
fn relative_moves_use_m0() {
    // s_mov_b32 m0, 10; s_movrels_b32 s5, s7 moves s17 to s5 (seed 000 line 4077); movreld
    // writes s15 (seed 000 line 4083).
    let src = "s_mov_b32 m0, 10\ns_movrels_b32 s5, s7\ns_movreld_b32 s5, s7\ns_endpgm";
    run(
        src,
        |w| {
            w.sgpr[17] = 0x1717;
            w.sgpr[7] = 0x77;
        },
        |m| assert_eq!((m.sgprs()[5], m.sgprs()[15]), (0x1717, 0x77)),
    );
    // 64-bit forms with an even M0 (seed 000 lines 4080, 4086).
    let src = "s_mov_b32 m0, 4\ns_movrels_b64 s[0:1], s[6:7]\ns_movreld_b64 s[8:9], s[6:7]\ns_endpgm";
    run(
        src,
        |w| {
            w.sgpr[6] = 1;
            w.sgpr[7] = 2;
            w.sgpr[10] = 0xa;
            w.sgpr[11] = 0xb;
        },
        |m| {
            let s = m.sgprs();
            assert_eq!((s[0], s[1], s[12], s[13]), (0xa, 0xb, 1, 2));
        },
    );
}

#[test]
fn sopc_compares() {
    // SCC = compare (seed 000 lines 4119-4164, 4173-4176).
    let cases = [
        ("s_cmp_eq_i32 s1, s2", 5, 5, true),
        ("s_cmp_lg_i32 s1, s2", 5, 5, false),
        ("s_cmp_gt_i32 s1, s2", 1, 0xffff_ffff, true),
        ("s_cmp_gt_u32 s1, s2", 1, 0xffff_ffff, false),
        ("s_cmp_ge_i32 s1, s2", 0xffff_ffff, 0xffff_ffff, true),
        ("s_cmp_ge_u32 s1, s2", 0, 1, false),
        ("s_cmp_lt_i32 s1, s2", 0x8000_0000, 0, true),
        ("s_cmp_lt_u32 s1, s2", 0x8000_0000, 0, false),
        ("s_cmp_le_i32 s1, s2", 3, 3, true),
        ("s_cmp_le_u32 s1, s2", 4, 3, false),
        ("s_cmp_eq_u32 s1, s2", 4, 3, false),
        ("s_cmp_lg_u32 s1, s2", 4, 3, true),
        ("s_bitcmp0_b32 s1, s2", 0x8000_0000, 31, false),
        ("s_bitcmp1_b32 s1, s2", 0x8000_0000, 63, true),
        ("s_bitcmp0_b64 s[0:1], s2", 0, 40, true),
        ("s_bitcmp1_b64 s[0:1], s2", 0, 0, false),
    ];
    for (src, a, b, want) in cases {
        check1(&format!("s_mov_b32 s0, 0\n{src}"), a, b, !want, 0, want);
    }
    // 64-bit bit compare reads bit S1[5:0] of the pair: bit 33 of s[2:3] is s3 bit 1.
    check64_all(&[
        ("s_mov_b64 s[0:1], 0\ns_bitcmp1_b64 s[2:3], s4", 2 << 32, 33, 0, true),
        ("s_mov_b64 s[0:1], 0\ns_cmp_eq_u64 s[2:3], -1", u64::MAX, 0, 0, true),
        ("s_mov_b64 s[0:1], 0\ns_cmp_lg_u64 s[2:3], 0", 1 << 40, 0, 0, true),
    ]);
}

#[test]
fn branches_follow_scc_vcc_exec() {
    // Sum 5 + 4 + 3 + 2 + 1 in a loop: s_cbranch_scc1 jumps back while s1 > 0 (seed 000 lines
    // 4190-4211: PC = PC + 4 + 4 * SIMM16).
    let src = "s_mov_b32 s0, 0\ns_mov_b32 s1, 5\nloop:\ns_add_u32 s0, s0, s1\ns_sub_u32 s1, s1, 1\n\
               s_cmp_gt_u32 s1, 0\ns_cbranch_scc1 loop\ns_endpgm";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!((s[0], s[1]), (15, 0));
    }
    // Each taken branch skips one s_mov; untaken ones fall through.
    let src = "s_cmp_eq_u32 0, 1\ns_cbranch_scc0 a\ns_mov_b32 s0, 1\na:\ns_cbranch_scc1 b\ns_mov_b32 s1, 1\n\
               b:\ns_cbranch_vccz c\ns_mov_b32 s2, 1\nc:\ns_cbranch_vccnz d\ns_mov_b32 s3, 1\n\
               d:\ns_cbranch_execnz e\ns_mov_b32 s4, 1\ne:\ns_cbranch_execz f\ns_mov_b32 s5, 1\n\
               f:\ns_branch g\ns_mov_b32 s6, 1\ng:\ns_cbranch_cdbgsys h\ns_mov_b32 s7, 1\nh:\ns_endpgm";
    for (s, _) in sgprs(src, |w| w.vcc = 0) {
        assert_eq!(&s[..8], &[0, 1, 0, 1, 0, 1, 0, 1]);
    }
}

#[test]
fn calls_and_program_counter() {
    // s_getpc_b64 gives the next instruction's address (seed 000 line 4035); s_call_b64 saves
    // PC + 4 and jumps (3942); s_setpc_b64 returns (4038). Layout: 0 getpc, 4 call, 8 mov s10,
    // 12 endpgm, 16 mov s11 (the subroutine), 20 setpc.
    let src = "s_getpc_b64 s[0:1]\ns_call_b64 s[2:3], sub\ns_mov_b32 s10, 1\ns_endpgm\n\
               sub:\ns_mov_b32 s11, 2\ns_setpc_b64 s[2:3]";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!((s[0], s[1], s[2], s[3], s[10], s[11]), (4, 0, 8, 0, 1, 2));
    }
    // s_swappc_b64: D = PC + 4, PC = S0 (seed 000 line 4041). 0 mov (inline constant: 4 bytes),
    // 4 swappc, 8 endpgm, 12 mov s6, 16 setpc.
    let src = "s_mov_b64 s[0:1], 12\ns_swappc_b64 s[4:5], s[0:1]\ns_endpgm\ns_mov_b32 s6, 3\ns_setpc_b64 s[4:5]";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!((s[4], s[5], s[6]), (8, 0, 3));
    }
}

#[test]
fn barrier_and_nops_just_continue() {
    let src = "s_nop 3\ns_barrier\ns_sleep 2\ns_setprio 1\ns_icache_inv\ns_incperflevel 1\ns_decperflevel 1\n\
               s_ttracedata\ns_wakeup\ns_sethalt 0\ns_setkill 0\ns_dcache_wb\ns_mov_b32 s0, 1\ns_endpgm";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!(s[0], 1);
    }
}

#[test]
fn waitcnt_lowers_counters_to_its_limits() {
    // SIMM16: vmcnt {[15:14],[3:0]}, expcnt [6:4], lgkmcnt [11:8] (seed 000 line 4220).
    for arch in common::GFX9 {
        let src = "s_waitcnt vmcnt(3) expcnt(1) lgkmcnt(2)\ns_waitcnt lgkmcnt(0)\ns_endpgm";
        let mut m = machine(arch, src, |w| {
            w.counters.vm = 40;
            w.counters.exp = 5;
            w.counters.lgkm = 9;
        });
        m.step();
        let c = m.wave().counters;
        assert_eq!((c.vm, c.exp, c.lgkm), (3, 1, 2));
        m.step();
        let c = m.wave().counters;
        assert_eq!((c.vm, c.exp, c.lgkm), (3, 1, 0));
    }
}

#[test]
fn getreg_setreg_mode_and_status() {
    // SIMM16 = {size-1, offset, id} (seed 001 lines 6555-6600). MODE starts 0x3f0: denormals
    // kept (0xf0), DX10_CLAMP (bit 8) and IEEE (bit 9).
    let src = "s_getreg_b32 s0, hwreg(HW_REG_MODE)\n\
               s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xfffffff5\n\
               s_getreg_b32 s1, hwreg(HW_REG_MODE)\n\
               s_mov_b32 s5, 0\n\
               s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s5\n\
               s_getreg_b32 s2, hwreg(HW_REG_MODE, 4, 4)\n\
               s_cmp_eq_u32 0, 0\n\
               s_getreg_b32 s3, hwreg(HW_REG_STATUS)\n\
               s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0\n\
               s_getreg_b32 s4, hwreg(HW_REG_STATUS, 0, 1)\n\
               s_endpgm";
    for (s, _) in sgprs(src, |w| w.vcc = 1) {
        assert_eq!(s[0], 0x3f0);
        // Only bits 3:0 change: 0x3f0 | 0x5.
        assert_eq!(s[1], 0x3f5);
        // Bits 5:4 cleared: FP_DENORM = 0b1100.
        assert_eq!(s[2], 0xc);
        // STATUS: SCC [0] = 1, EXECZ [9] = 0, VCCZ [10] = 0, VALID [16] = 1.
        assert_eq!(s[3], 1 | 1 << 16);
        // STATUS is read-only.
        assert_eq!(s[4], 1);
    }
}

#[test]
fn gpr_index_state() {
    // S_SET_GPR_IDX_ON: MODE.gpr_idx_en (bit 27) = 1, M0[7:0] = S0[7:0], M0[15:12] = SIMM4
    // with SRC0 = bit 0 and DST = bit 3 (seed 000 lines 1664-1700, 4170); other M0 bits kept.
    // _IDX and _MODE change one field (4095, 4271); _OFF clears the enable only (4268).
    let src = "s_mov_b32 m0, 0xffff0000\ns_set_gpr_idx_on s1, gpr_idx(SRC0,DST)\ns_mov_b32 s2, m0\n\
               s_getreg_b32 s3, hwreg(HW_REG_MODE, 27, 1)\ns_set_gpr_idx_idx s4\ns_set_gpr_idx_mode gpr_idx(SRC1)\n\
               s_set_gpr_idx_off\ns_getreg_b32 s5, hwreg(HW_REG_MODE, 27, 1)\ns_mov_b32 s6, m0\ns_endpgm";
    for (s, _) in sgprs(src, |w| {
        w.sgpr[1] = 0x1234;
        w.sgpr[4] = 0x77;
    }) {
        assert_eq!((s[2], s[3]), (0xffff_9034, 1));
        assert_eq!((s[5], s[6]), (0, 0xffff_2077));
    }
}

#[test]
fn setvskip_sets_mode_bit() {
    // VSKIP = S0.u[S1.u[4:0]] (seed 000 line 4167), MODE bit 28 (seed 000 line 372).
    let src = "s_setvskip 4, 2\ns_getreg_b32 s0, hwreg(HW_REG_MODE, 28, 1)\ns_setvskip 4, 1\n\
               s_getreg_b32 s1, hwreg(HW_REG_MODE, 28, 1)\ns_endpgm";
    for (s, _) in sgprs(src, |_| {}) {
        assert_eq!((s[0], s[1]), (1, 0));
    }
}

#[test]
fn messages_and_traps() {
    // s_sendmsg records the message and counts in LGKM_CNT (seed 000 lines 587, 4232).
    run(
        "s_sendmsg sendmsg(MSG_INTERRUPT)\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(m.wave().messages, vec![(0, "sendmsg(MSG_INTERRUPT)".to_string())]);
        },
    );
    // s_sendmsghalt halts (ends) the wave: the s_mov after it never runs (seed 000 line 4235).
    run(
        "s_sendmsghalt sendmsg(MSG_INTERRUPT)\ns_mov_b32 s0, 1\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(m.sgprs()[0], 0);
            assert_eq!(m.wave().messages.len(), 1);
        },
    );
    // s_trap: no handler, the wave stops at the trap (seed 000 line 4238).
    for arch in common::GFX9 {
        let mut m = machine(arch, "s_nop 0\ns_trap 2\ns_endpgm", |_| {});
        let StepOutcome::Faulted(f) = m.run(10) else {
            panic!("s_trap must stop the wave")
        };
        assert_eq!(f.pc, 4);
        assert!(f.message.contains("s_trap 2"), "{}", f.message);
        assert_eq!(m.wave().messages, vec![(4, "trap(2)".to_string())]);
    }
}

/// A machine running `src` with a 256-byte buffer holding dword `k` = `0x100 + k` at the
/// address it gives to `init`.
fn with_buffer(arch: Arch, src: &str, init: impl Fn(&mut Wave, u64)) -> (GcnMachine, u64) {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let mut probe = Memory::new();
    let base = probe.alloc("buf", 256, 256);
    let mut w = Wave::bare(arch);
    init(&mut w, base);
    let mut m = GcnMachine::new(p, w);
    assert_eq!(m.memory_mut().alloc("buf", 256, 256), base);
    for k in 0..64u64 {
        m.memory_mut().write_u32(base + 4 * k, 0x100 + k as u32).unwrap();
    }
    (m, base)
}

fn pair(w: &mut Wave, r: usize, v: u64) {
    w.sgpr[r] = v as u32;
    w.sgpr[r + 1] = (v >> 32) as u32;
}

#[test]
fn scalar_loads() {
    // ADDR = SGPR[base] + inst_offset + SGPR[soffset] (seed 000 lines 1872-1884), the two LSBs
    // ignored; each dword goes to the next SGPR (seed 001 line 8643).
    let src = "s_load_dwordx4 s[4:7], s[0:1], 0x13\n\
               s_load_dword s8, s[0:1], s2\n\
               s_load_dwordx2 s[10:11], s[0:1], s2 offset:0x8\n\
               s_load_dword s12, s[16:17], -0x8\n\
               s_load_dwordx16 s[20:35], s[0:1], 0x0\n\
               s_load_dword s13, s[18:19], 0x2\n\
               s_endpgm";
    for arch in common::GFX9 {
        let (mut m, _) = with_buffer(arch, src, |w, base| {
            pair(w, 0, base);
            w.sgpr[2] = 0x22;
            pair(w, 16, base + 0x10);
            pair(w, 18, base + 0x2);
        });
        for _ in 0..6 {
            assert_eq!(m.step(), StepOutcome::Running);
        }
        // Three fetches of several dwords (+2 each) and three single ones (+1): LGKM_CNT = 9
        // (seed 000 lines 1932-1936); s_endpgm's implicit s_waitcnt 0 (line 4188) empties it.
        assert_eq!(m.wave().counters.lgkm, 9);
        assert_eq!(m.step(), StepOutcome::Ended);
        assert_eq!(m.wave().counters.lgkm, 0);
        let s = m.sgprs();
        // 0x13 & ~3 = 0x10: dwords 4..7.
        assert_eq!(&s[4..8], &[0x104, 0x105, 0x106, 0x107]);
        // 0x22 & ~3 = 0x20: dword 8.
        assert_eq!(s[8], 0x108);
        // 0x22 + 0x8 = 0x2a -> 0x28: dwords 10, 11.
        assert_eq!((s[10], s[11]), (0x10a, 0x10b));
        // Signed immediate: base + 0x10 - 8 = dword 2.
        assert_eq!(s[12], 0x102);
        assert_eq!(s[20], 0x100);
        assert_eq!(s[35], 0x10f);
        // Each address component has its two LSBs treated as zero (seed 000 line 1884): base + 2
        // and offset 2 read dword 0, not dword 1.
        assert_eq!(s[13], 0x100);
    }
}

#[test]
fn lgkm_counter_saturates_and_waits() {
    let mut src = String::new();
    for _ in 0..10 {
        src.push_str("s_load_dwordx2 s[4:5], s[0:1], 0x0\n");
    }
    src.push_str("s_waitcnt lgkmcnt(0)\ns_endpgm");
    for arch in common::GFX9 {
        let (mut m, _) = with_buffer(arch, &src, |w, base| pair(w, 0, base));
        for _ in 0..10 {
            m.step();
        }
        // 10 x 2 saturates at LGKM_CNT's 4-bit maximum (seed 000 line 223).
        assert_eq!(m.wave().counters.lgkm, 15);
        m.step();
        assert_eq!(m.wave().counters.lgkm, 0);
    }
}

#[test]
fn unmapped_scalar_load_faults_with_its_address() {
    for arch in common::GFX9 {
        let (mut m, base) = with_buffer(arch, "s_load_dwordx2 s[4:5], s[0:1], 0xfc\ns_endpgm", |w, base| {
            pair(w, 0, base)
        });
        let StepOutcome::Faulted(f) = m.run(10) else {
            panic!("expected a fault")
        };
        // Dword 0x3f is the buffer's last; dword 0x40 (base + 0x100) is not mapped.
        assert_eq!(f.address, Some(base + 0x100));
    }
}

#[test]
fn scalar_stores_and_scratch() {
    // S_STORE_DWORD*: MEM[addr + 4k] = SDATA[k] (seed 001 line 8942); the scratch forms scale
    // the SGPR offset by 64 (seed 000 line 1876).
    let src = "s_store_dwordx2 s[4:5], s[0:1], 0x8\n\
               s_store_dword s6, s[0:1], m0\n\
               s_scratch_load_dword s7, s[0:1], s2\n\
               s_scratch_store_dword s6, s[0:1], s2 offset:0x4\n\
               s_dcache_wb\n\
               s_endpgm";
    for arch in common::GFX9 {
        let (mut m, base) = with_buffer(arch, src, |w, base| {
            pair(w, 0, base);
            w.sgpr[4] = 0xaaaa;
            w.sgpr[5] = 0xbbbb;
            w.sgpr[6] = 0xcccc;
            w.sgpr[2] = 1;
            w.m0 = 0x30;
        });
        assert_eq!(m.run(100), StepOutcome::Ended);
        let mem = m.memory_mut();
        assert_eq!(mem.read_u32(base + 8).unwrap(), 0xaaaa);
        assert_eq!(mem.read_u32(base + 12).unwrap(), 0xbbbb);
        assert_eq!(mem.read_u32(base + 0x30).unwrap(), 0xcccc);
        // 1 * 64 = 0x40 + 4.
        assert_eq!(mem.read_u32(base + 0x44).unwrap(), 0xcccc);
        assert_eq!(m.sgprs()[7], 0x110);
    }
}

#[test]
fn buffer_loads_check_num_records() {
    // V#: base {s1[15:0], s0}, stride s1[31:16], num_records s2 (seed 000 lines 1890-1900);
    // dwords past the range read 0.
    let src = "s_buffer_load_dwordx4 s[4:7], s[0:3], 0x8\ns_buffer_load_dword s8, s[0:3], s9\n\
               s_buffer_store_dwordx2 s[10:11], s[0:3], 0xc\ns_endpgm";
    for arch in common::GFX9 {
        let (mut m, base) = with_buffer(arch, src, |w, base| {
            pair(w, 0, base);
            w.sgpr[2] = 0x14; // 20 bytes: dwords 0..4
            w.sgpr[9] = 0x4;
            w.sgpr[10] = 0xdead;
            w.sgpr[11] = 0xbeef;
        });
        assert_eq!(m.run(100), StepOutcome::Ended);
        assert_eq!(&m.sgprs()[4..9], &[0x102, 0x103, 0x104, 0, 0x101]);
        // The store's second dword (offset 0x10) is in range, the first too; nothing past 0x14.
        let mem = m.memory_mut();
        assert_eq!(mem.read_u32(base + 0xc).unwrap(), 0xdead);
        assert_eq!(mem.read_u32(base + 0x10).unwrap(), 0xbeef);
    }
    // With a stride, the range is num_records * stride bytes.
    for arch in common::GFX9 {
        let (mut m, _) = with_buffer(
            arch,
            "s_buffer_load_dwordx2 s[4:5], s[0:3], 0x4\ns_endpgm",
            |w, base| {
                pair(w, 0, base);
                w.sgpr[1] |= 4 << 16;
                w.sgpr[2] = 2;
            },
        );
        assert_eq!(m.run(100), StepOutcome::Ended);
        assert_eq!(&m.sgprs()[4..6], &[0x101, 0]);
    }
}

#[test]
fn scalar_atomics() {
    // tmp = MEM; MEM = op(tmp, DATA); RETURN_DATA = tmp with glc (seed 000 lines 4497-4575).
    let src = "s_atomic_add s4, s[0:1], 0x0 glc\n\
               s_atomic_cmpswap s[6:7], s[0:1], 0x4 glc\n\
               s_atomic_smin s8, s[0:1], 0x8\n\
               s_atomic_inc s9, s[0:1], 0xc glc\n\
               s_atomic_dec s10, s[0:1], 0x10\n\
               s_atomic_add_x2 s[12:13], s[0:1], 0x18 glc\n\
               s_atomic_cmpswap_x2 s[16:19], s[0:1], 0x20\n\
               s_buffer_atomic_xor s11, s[20:23], 0x28 glc\n\
               s_buffer_atomic_or s14, s[20:23], 0x100 glc\n\
               s_endpgm";
    for arch in common::GFX9 {
        let (mut m, base) = with_buffer(arch, src, |w, base| {
            pair(w, 0, base);
            w.sgpr[4] = 5;
            w.sgpr[6] = 0x77; // src
            w.sgpr[7] = 0x101; // cmp: equals dword 1
            w.sgpr[8] = 0xffff_ffff; // -1 < 0x102
            w.sgpr[9] = 0x103; // tmp >= DATA -> 0
            w.sgpr[10] = 0x10; // tmp > DATA -> DATA
            pair(w, 12, 0xffff_ffff);
            pair(w, 16, 0x1234_5678_9abc_def0); // src
            pair(w, 18, 0x109_0000_0108); // cmp: equals dwords 8, 9
            pair(w, 20, base);
            w.sgpr[22] = 0x100;
            w.sgpr[11] = 0xff;
            w.sgpr[14] = 0xff;
        });
        assert_eq!(m.run(100), StepOutcome::Ended);
        let s = m.sgprs().to_vec();
        assert_eq!(s[4], 0x100);
        assert_eq!(s[6], 0x101);
        assert_eq!(s[8], 0xffff_ffff); // no glc: data register kept
        assert_eq!(s[9], 0x103);
        assert_eq!((s[12], s[13]), (0x106, 0x107));
        assert_eq!(s[11], 0x10a);
        // 0x100 is past num_records: not performed, returns 0.
        assert_eq!(s[14], 0);
        let mem = m.memory_mut();
        let rd = |k: u64| mem.read_u32(base + 4 * k).unwrap();
        assert_eq!(rd(0), 0x105);
        assert_eq!(rd(1), 0x77);
        assert_eq!(rd(2), 0xffff_ffff);
        assert_eq!(rd(3), 0);
        assert_eq!(rd(4), 0x10);
        // 0x107_00000106 + 0xffffffff = 0x108_00000105.
        assert_eq!((rd(6), rd(7)), (0x105, 0x108));
        assert_eq!((rd(8), rd(9)), (0x9abc_def0, 0x1234_5678));
        assert_eq!(rd(10), 0x10a ^ 0xff);
    }
}

#[test]
fn memtime_is_deterministic() {
    for arch in common::GFX9 {
        let mut m = machine(
            arch,
            "s_nop 0\ns_memtime s[0:1]\ns_memrealtime s[2:3]\ns_endpgm",
            |_| {},
        );
        assert_eq!(m.run(10), StepOutcome::Ended);
        let s = m.sgprs();
        let (t0, t1) = (s[0] as u64 | (s[1] as u64) << 32, s[2] as u64 | (s[3] as u64) << 32);
        assert!(t1 > t0);
    }
}

#[test]
fn wave_enders() {
    // S_ENDPGM_SAVED and S_ENDPGM_ORDERED_PS_DONE end the wave (seed 000 lines 4265, 4274);
    // s_setkill 1 kills it (seed 001 line 8290), s_sethalt 1 halts it (seed 000 line 4223).
    for end in ["s_endpgm_saved", "s_setkill 1", "s_sethalt 1"] {
        run(
            &format!("{end}\ns_mov_b32 s0, 1\ns_endpgm"),
            |_| {},
            |m| assert_eq!(m.sgprs()[0], 0, "{end}"),
        );
    }
    for arch in common::GFX9 {
        if let Ok(p) = assemble(arch, "s_endpgm_ordered_ps_done\ns_mov_b32 s0, 1\ns_endpgm") {
            let mut m = GcnMachine::bare(p);
            assert_eq!(m.run(10), StepOutcome::Ended);
            assert_eq!(m.sgprs()[0], 0);
        }
    }
}

#[test]
fn unmodelled_control_flow_stops_with_a_reason() {
    // Trap return and fork/join are not executed: the wave stops naming the instruction.
    for (src, name) in [
        ("s_rfe_b64 s[0:1]", "s_rfe_b64"),
        ("s_cbranch_join s0", "s_cbranch_join"),
        ("s_cbranch_g_fork s[0:1], s[2:3]", "s_cbranch_g_fork"),
    ] {
        for arch in common::GFX9 {
            let mut m = machine(arch, &format!("{src}\ns_endpgm"), |_| {});
            let StepOutcome::Faulted(f) = m.run(10) else {
                panic!("{src} must stop the wave")
            };
            assert!(f.message.contains(name), "{}", f.message);
        }
    }
}

#[test]
fn ib_sts_shows_the_wait_counters() {
    // IB_STS: VM_CNT [3:0] and [23:22], EXP_CNT [6:4], LGKM_CNT [11:8] (seed 000 line 1233);
    // HW_ID reads 0 here (wave 0 of SIMD 0 of CU 0).
    let src = "s_getreg_b32 s0, hwreg(HW_REG_IB_STS)\ns_getreg_b32 s1, hwreg(HW_REG_HW_ID)\ns_endpgm";
    for (s, _) in sgprs(src, |w| {
        w.counters.vm = 0x25;
        w.counters.exp = 3;
        w.counters.lgkm = 7;
        w.sgpr[1] = 9;
    }) {
        assert_eq!(s[0], 5 | 3 << 4 | 7 << 8 | 2 << 22);
        assert_eq!(s[1], 0);
    }
}

#[test]
fn no_scalar_row_panics_on_any_fields() {
    use lanescope_gcn::exec::{Env, Lds};
    use lanescope_gcn::isa::format::Format;
    use lanescope_gcn::isa::table::TABLE;
    use lanescope_gcn::Inst;
    // Every SALU/SMEM row runs on arbitrary field values (any register codes, offsets, M0,
    // SGPR contents) without panicking: it may only return a result or an error.
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for row in TABLE.iter().filter(|r| {
        matches!(
            r.format,
            Format::Sop2 | Format::Sopk | Format::Sop1 | Format::Sopc | Format::Sopp | Format::Smem
        )
    }) {
        for arch in common::GFX9 {
            let mut mem = Memory::new();
            let base = mem.alloc("buf", 4096, 256);
            let mut lds = Lds::new(64 * 1024);
            for _ in 0..64 {
                let mut w = Wave::bare(arch);
                for s in w.sgpr.iter_mut() {
                    *s = match rnd() % 4 {
                        0 => base as u32 + (rnd() % 4096) as u32,
                        1 => (base >> 32) as u32,
                        _ => rnd() as u32,
                    };
                }
                w.m0 = if rnd() % 2 == 0 {
                    (rnd() % 128) as u32
                } else {
                    rnd() as u32
                };
                w.exec = rnd();
                w.vcc = rnd();
                w.pc = (rnd() % 1024) as u32 * 4;
                let mut i = Inst::new(row.op);
                i.dst = (rnd() % 128) as u16;
                i.src = [(rnd() % 256) as u16, (rnd() % 256) as u16, (rnd() % 256) as u16];
                i.literal = rnd() as u32;
                i.simm16 = rnd() as u16;
                i.offset = rnd() as u32;
                i.soffset = (rnd() % 128) as u16;
                i.mem = (rnd() % 8) as u16;
                let mut env = Env {
                    mem: &mut mem,
                    lds: &mut lds,
                };
                let _ = (row.sem)(&mut w, &mut env, &i);
            }
        }
    }
}
