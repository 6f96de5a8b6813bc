//! Integer and bit VALU semantics (VOP1/VOP2/VOP3A/VOP3B), with expectations worked out by
//! hand from the seeds' pseudocode (seed 000 = Vega, seed 001 = CDNA4; lines cited per test).

use lanescope_gcn::exec::Wave;
use lanescope_gcn::program::Program;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::lanes::{assert_lane0, set, set64, splat, splat64, EVEN, ODD};
use common::run::{regs, regs_on, run, run_on};

/// Runs an already built program in a bare wave prepared by `init`, then calls `check`.
fn run_program(p: Program, init: &impl Fn(&mut Wave), check: &impl Fn(&GcnMachine)) {
    let arch = p.arch;
    let mut w = Wave::bare(arch);
    init(&mut w);
    let mut m = GcnMachine::new(p, w);
    assert_eq!(m.run(common::run::STEP_BUDGET), StepOutcome::Ended, "{}", arch.name());
    check(&m);
}

fn get64(m: &GcnMachine, reg: usize, l: usize) -> u64 {
    m.vgpr(reg)[l] as u64 | (m.vgpr(reg + 1)[l] as u64) << 32
}

fn sgpr64(m: &GcnMachine, s: usize) -> u64 {
    m.sgprs()[s] as u64 | (m.sgprs()[s + 1] as u64) << 32
}

#[test]
fn add_with_carry_chains_a_64_bit_add() {
    // ADD_CO: D = S0 + S1, VCC[lane] = carry (seed 000 line 4656); ADDC_CO adds VCC[lane] in
    // (seed 000 line 4665). VCC is fully written (seed 000 lines 435-437).
    // a = {hi: lane, lo: 0xffffffff}, b = {hi: 0x10, lo: lane}.
    let src = "v_add_co_u32 v5, vcc, v1, v3\nv_addc_co_u32 v6, vcc, v2, v4, vcc\n\
               v_add_co_u32_e64 v7, s[10:11], v1, v3\nv_addc_co_u32_e64 v8, s[12:13], v2, v4, s[10:11]\n\
               s_endpgm";
    run(
        src,
        |w| {
            set(w, 1, |_| u32::MAX);
            set(w, 2, |l| l as u32);
            set(w, 3, |l| l as u32);
            set(w, 4, |_| 0x10);
            w.vcc = u64::MAX;
            w.sgpr[12] = 0xdead;
        },
        |m| {
            // lane 0: lo 0xffffffff no carry, hi 0x10; lane l>0: lo l-1, carry, hi l+0x11.
            assert_eq!((m.vgpr(5)[0], m.vgpr(6)[0]), (u32::MAX, 0x10));
            for l in 1..64 {
                assert_eq!((m.vgpr(5)[l], m.vgpr(6)[l]), (l as u32 - 1, l as u32 + 0x11));
                assert_eq!((m.vgpr(7)[l], m.vgpr(8)[l]), (l as u32 - 1, l as u32 + 0x11));
            }
            // The high add never carries: VCC and s[12:13] end 0.
            assert_eq!(m.vcc(), 0);
            assert_eq!(sgpr64(m, 10), !1);
            assert_eq!(sgpr64(m, 12), 0);
        },
    );
    // Inactive lanes: D kept, carry bit 0 (the whole mask is written).
    run(
        "v_add_co_u32 v5, vcc, v1, v3\ns_endpgm",
        |w| {
            w.exec = EVEN;
            set(w, 1, |_| u32::MAX);
            set(w, 3, |l| l as u32);
            set(w, 5, |_| 77);
            w.vcc = u64::MAX;
        },
        |m| {
            assert_eq!(m.vcc(), EVEN & !1);
            assert_eq!(m.vgpr(5)[3], 77);
            assert_eq!(m.vgpr(5)[4], 3);
        },
    );
}

#[test]
fn add_co_clamp_saturates_and_still_carries() {
    // Clamp on an integer op saturates (seed 000 line 1662; seed 001 line 10526).
    run(
        "v_add_co_u32_e64 v5, s[4:5], v1, v3 clamp\ns_endpgm",
        |w| {
            set(w, 1, |_| 0xffff_fff0);
            set(w, 3, |l| l as u32 * 2);
        },
        |m| {
            // lane 7: 0xfffffffe; lane 8: 0x100000000 -> 0xffffffff, carry.
            assert_eq!(m.vgpr(5)[7], 0xffff_fffe);
            assert_eq!(m.vgpr(5)[8], u32::MAX);
            assert_eq!(sgpr64(m, 4), !0xff);
        },
    );
}

#[test]
fn subtract_with_borrow() {
    // SUB_CO: D = S0 - S1, borrow = S1 > S0 (seed 000 line 4659).
    // SUBB_CO: D = S0 - S1 - VCC, borrow = S1 + VCC > S0 in 64 bits (seed 001 line 10620):
    // S1 = 0xffffffff with carry-in 1 borrows.
    run(
        "v_sub_co_u32 v5, vcc, 5, v0\nv_subb_co_u32_e64 v6, s[4:5], v1, v2, s[6:7]\ns_endpgm",
        |w| {
            splat(w, &[(1, 7), (2, u32::MAX)]);
            w.sgpr[6] = ODD as u32;
            w.sgpr[7] = (ODD >> 32) as u32;
        },
        |m| {
            assert_eq!(m.vgpr(5)[5], 0);
            assert_eq!(m.vgpr(5)[6], u32::MAX);
            assert_eq!(m.vcc(), !0x3f);
            // even lanes: 7 - 0xffffffff = 8; odd lanes: 7 - 0xffffffff - 1 = 7. All borrow.
            assert_eq!((m.vgpr(6)[0], m.vgpr(6)[1]), (8, 7));
            assert_eq!(sgpr64(m, 4), u64::MAX);
        },
    );
    // SUBREV_CO: D = S1 - S0, borrow = S0 > S1 (seed 000 line 4662).
    // SUBBREV_CO: D = S1 - S0 - VCC, borrow = S0 + VCC > S1 (seed 001 line 10643).
    run(
        "v_subrev_co_u32 v5, vcc, 3, v0\nv_subbrev_co_u32 v6, vcc, 3, v0, vcc\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(m.vgpr(5)[2], u32::MAX);
            assert_eq!(m.vgpr(5)[9], 6);
            // carry-in = lanes 0-2 (3 > lane): lane 0: 0-3-1; 2: 2-3-1; 3: 0; 4: 1.
            assert_eq!(&m.vgpr(6)[..5], &[0xffff_fffc, 0xffff_fffd, 0xffff_fffe, 0, 1]);
            // borrow: 3 + cin > lane -> lanes 0-2 (seed 000's `S1 + VCC > S0` would give 4-63).
            assert_eq!(m.vcc(), 0x7);
        },
    );
    // Clamp: an unsigned result below 0 saturates to 0.
    run(
        "v_sub_co_u32_e64 v5, s[4:5], 3, v0 clamp\nv_sub_u32_e64 v6, 3, v0 clamp\nv_sub_u32 v7, 3, v0\nv_subrev_u32 v8, 3, v0\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(&m.vgpr(5)[..5], &[3, 2, 1, 0, 0]);
            assert_eq!(&m.vgpr(6)[..5], &[3, 2, 1, 0, 0]);
            assert_eq!(m.vgpr(7)[5], 0xffff_fffe);
            assert_eq!(m.vgpr(8)[5], 2);
            assert_eq!(sgpr64(m, 4), !0xf);
        },
    );
}

#[test]
fn cndmask_selects_by_vcc_or_sgpr_pair() {
    // D = VCC[lane] ? S1 : S0; VOP3 takes the mask from S2 and abs/neg on the f32 sources
    // (seed 000 line 4581; seed 001 lines 10078-10090).
    run(
        "v_cndmask_b32 v3, v1, v2, vcc\nv_cndmask_b32_e64 v4, -v1, |v2|, s[4:5]\ns_endpgm",
        |w| {
            set(w, 1, |_| 0x3f80_0000); // 1.0
            set(w, 2, |_| 0xc000_0000); // -2.0
            w.vcc = EVEN;
            w.sgpr[4] = 0;
            w.sgpr[5] = 1;
        },
        |m| {
            assert_eq!((m.vgpr(3)[0], m.vgpr(3)[1]), (0xc000_0000, 0x3f80_0000));
            assert_eq!((m.vgpr(4)[31], m.vgpr(4)[32]), (0xbf80_0000, 0x4000_0000));
        },
    );
}

#[test]
fn shifts_mask_their_amounts() {
    // 32-bit shifts use S0[4:0] (seed 000 lines 4629-4636); 64-bit ones S0[5:0] (seed 000
    // lines 6141-6148).
    run(
        "v_lshlrev_b32 v3, 33, v1\nv_lshrrev_b32 v4, 32, v1\nv_ashrrev_i32 v5, 63, v1\n\
         v_lshlrev_b64 v[6:7], v20, v[8:9]\nv_lshrrev_b64 v[10:11], 32, v[8:9]\nv_ashrrev_i64 v[12:13], 63, v[8:9]\n\
         v_ashrrev_i64 v[14:15], 4, v[8:9]\ns_endpgm",
        |w| {
            set(w, 1, |_| 0x8000_0003);
            set64(w, 8, |_| 0x8000_0001_0000_0003);
            set(w, 20, |_| 65);
        },
        |m| {
            assert_eq!(m.vgpr(3)[0], 6);
            assert_eq!(m.vgpr(4)[0], 0x8000_0003);
            assert_eq!(m.vgpr(5)[0], u32::MAX);
            assert_eq!(get64(m, 6, 0), 0x0000_0002_0000_0006);
            assert_eq!(get64(m, 10, 0), 0x8000_0001);
            assert_eq!(get64(m, 12, 0), u64::MAX);
            assert_eq!(get64(m, 14, 0), 0xf800_0000_1000_0000);
        },
    );
}

#[test]
fn bitfield_extract_insert_and_mask() {
    // BFE_U32: (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1) (seed 000 line 5895); width 32 is
    // width 0. BFE_I32 sign-extends from the field's top bit (seed 001 lines 21961-21968).
    regs(
        "v_bfe_u32 v3, v1, 4, 8\nv_bfe_u32 v4, v1, 4, 0\nv_bfe_u32 v5, v1, 0, 32\nv_bfe_i32 v6, v1, 4, 8\n\
         v_bfe_i32 v7, v1, 36, 4\nv_bfe_i32 v8, v1, 4, 0\nv_bfi_b32 v9, v2, v1, 0\nv_bfm_b32 v10, 4, 8\nv_bfm_b32 v11, 32, 8\ns_endpgm",
        &[
            (1, 0x1234_5a7c),
            (2, 0xff00),
        ],
        &[
            (3, 0xa7),
            (4, 0),
            (5, 0),
            (6, 0xffff_ffa7),
            // offset 36 -> 4, field 0x7 (positive).
            (7, 7),
            (8, 0),
            // (0xff00 & S1) | (~0xff00 & 0).
            (9, 0x5a00),
            (10, 0xf00),
            (11, 0),
        ],
    );
}

#[test]
fn perm_selects_bytes_sign_fills_and_constants() {
    // byte_permute({S0, S1}, sel): 0-7 bytes (S0 high), 8-11 sign of bytes 1/3/5/7, 12 = 0x00,
    // >= 13 = 0xff (seed 000 line 6006; seed 001 lines 22820-22847).
    run(
        "v_perm_b32 v3, v1, v2, v4\ns_endpgm",
        |w| {
            splat(w, &[(1, 0x8899_aabb), (2, 0x1122_3344)]);
            set(w, 4, |l| [0x0704_0300, 0x0c0d_080b, 0x090a_ff0e, 0x0605_0201][l % 4]);
        },
        |m| {
            assert_eq!(&m.vgpr(3)[..4], &[0x88bb_1144, 0x00ff_00ff, 0x00ff_ffff, 0x99aa_2233]);
        },
    );
}

#[test]
fn mbcnt_counts_lanes_below() {
    // MaskedValue = S0 & ((1 << lane) - 1) (lo: bits 31:0, hi: 63:32); D = S1 + popcount
    // (seed 001 lines 24861-24899; the lane-id idiom at seed 001 line 24905).
    run(
        "v_mbcnt_lo_u32_b32 v1, -1, 0\nv_mbcnt_hi_u32_b32 v1, -1, v1\n\
         v_mbcnt_lo_u32_b32 v2, s4, 0\nv_mbcnt_hi_u32_b32 v2, s5, v2\ns_endpgm",
        |w| {
            w.exec = !0xf0;
            w.sgpr[4] = 0x8000_0005;
            w.sgpr[5] = 1;
            set(w, 1, |_| 99);
        },
        |m| {
            for l in [0, 3, 8, 31, 32, 63] {
                assert_eq!(m.vgpr(1)[l], l as u32, "lane {l}");
            }
            assert_eq!(m.vgpr(1)[4], 99);
            // Set bits 0, 2, 31, 32: lanes count those strictly below them.
            let want = [(0, 0), (1, 1), (2, 1), (3, 2), (31, 2), (32, 3), (33, 4), (63, 4)];
            for (l, n) in want {
                assert_eq!(m.vgpr(2)[l], n, "lane {l}");
            }
        },
    );
}

#[test]
fn mad_u64_u32_carries_out_of_64_bits() {
    // {carry, D.u64} = S0.u32 * S1.u32 + S2.u64 (seed 001 line 22697). 0xffffffff^2 =
    // 0xfffffffe_00000001; + 0x1_ffffffff = 2^64 -> D 0, carry.
    let src =
        "v_mad_u64_u32 v[4:5], s[6:7], v1, v2, v[8:9]\nv_mad_u64_u32 v[10:11], vcc, v1, v2, v[8:9] clamp\ns_endpgm";
    run(
        src,
        |w| {
            splat(w, &[(1, u32::MAX), (2, u32::MAX)]);
            set64(w, 8, |l| if l % 2 == 1 { 0x1_ffff_ffff } else { 0 });
            w.exec = !0xc;
            w.vcc = u64::MAX;
        },
        |m| {
            assert_eq!(get64(m, 4, 0), 0xffff_fffe_0000_0001);
            assert_eq!(get64(m, 4, 1), 0);
            assert_eq!(sgpr64(m, 6), ODD & !0xc);
            assert_eq!(get64(m, 10, 1), u64::MAX);
            assert_eq!(m.vcc(), ODD & !0xc);
            assert_eq!(get64(m, 4, 3), 0);
        },
    );
    // V_MAD_I64_I32: 65-bit signed sum, bit 64 to the carry-out (seed 001 line 22714):
    // -2 * 3 + 0 = -6, whose 65-bit form has bit 64 set; 2 * 3 + 0 = 6 has it clear.
    run(
        "v_mad_i64_i32 v[4:5], s[6:7], v1, 3, v[8:9]\ns_endpgm",
        |w| set(w, 1, |l| if l == 0 { -2i32 as u32 } else { 2 }),
        |m| {
            assert_eq!(get64(m, 4, 0), -6i64 as u64);
            assert_eq!(get64(m, 4, 1), 6);
            assert_eq!(sgpr64(m, 6), 1);
        },
    );
}

#[test]
fn min_max_and_median() {
    // Seed 000 lines 4617-4627, 5922-5944.
    regs(
        "v_min_i32 v4, v1, v2\nv_max_i32 v5, v1, v2\nv_min_u32 v6, v1, v2\nv_max_u32 v7, v1, v2\n\
         v_min3_i32 v8, v1, v2, v3\nv_max3_u32 v9, v1, v2, v3\nv_med3_i32 v10, v1, v2, v3\nv_med3_u32 v11, v1, v2, v3\n\
         v_min3_u32 v12, v1, v2, v3\nv_max3_i32 v13, v1, v2, v3\ns_endpgm",
        &[(1, -5i32 as u32), (2, 7), (3, 2)],
        &[
            (4, -5i32 as u32),
            (5, 7),
            (6, 7),
            (7, -5i32 as u32),
            (8, -5i32 as u32),
            (9, -5i32 as u32),
            // signed median of (-5, 7, 2) = 2; unsigned of (0xfffffffb, 7, 2) = 7.
            (10, 2),
            (11, 7),
            (12, 2),
            (13, 7),
        ],
    );
}

#[test]
fn multiplies() {
    // Seed 000 lines 4599-4609 (24-bit), 6114-6121 (32-bit), 5877-5881 (mad 24).
    regs(
        "v_mul_lo_u32 v3, v1, v1\nv_mul_hi_u32 v4, v1, v1\nv_mul_hi_i32 v5, v2, 2\n\
         v_mul_u32_u24 v6, 5, v7\nv_mul_i32_i24 v8, 2, v9\nv_mul_hi_i32_i24 v10, v11, v11\nv_mul_hi_u32_u24 v12, v9, v9\n\
         v_mad_u32_u24 v13, v7, 3, v1\nv_mad_u32_u24 v14, v7, 3, v1 clamp\nv_mad_i32_i24 v15, v9, 5, 2\n\
         v_mul_i32_i24_e64 v16, v17, v17 clamp\ns_endpgm",
        &[
            (1, u32::MAX),
            (2, 0x8000_0000),
            (7, 0x0100_0002),
            (9, 0x00ff_ffff),
            (11, 0x0080_0000),
            (17, 0x007f_ffff),
        ],
        &[
            (3, 1),
            (4, 0xffff_fffe),
            // -2^31 * 2 = -2^32 -> high dword -1.
            (5, u32::MAX),
            // bit 24 of S1 is outside the u24 field.
            (6, 10),
            // 0xffffff is -1 as i24.
            (8, -2i32 as u32),
            // (-2^23)^2 = 2^46 -> 2^14.
            (10, 0x4000),
            // (2^24-1)^2 = 2^48 - 2^25 + 1 -> high dword 0xffff.
            (12, 0xffff),
            // 2*3 + 0xffffffff wraps to 5; clamp saturates.
            (13, 5),
            (14, u32::MAX),
            (15, -3i32 as u32),
            // (2^23-1)^2 = 2^46 - 2^24 + 1 > i32::MAX -> clamp.
            (16, i32::MAX as u32),
        ],
    );
}

#[test]
fn bit_scans_and_counts() {
    // The seeds' functional examples (seed 001 lines 12166-12250).
    let inputs = [
        0u32,
        0x8000_00ff,
        0x1000_00ff,
        0x0000_ffff,
        1,
        0xff00_0008,
        0xfffffffe,
        u32::MAX,
    ];
    run(
        "v_ffbh_u32 v2, v1\nv_ffbl_b32 v3, v1\nv_ffbh_i32 v4, v1\nv_bfrev_b32 v5, v1\nv_not_b32 v6, v1\n\
         v_bcnt_u32_b32 v7, v1, 5\ns_endpgm",
        |w| set(w, 1, |l| inputs[l % 8]),
        |m| {
            let m1 = u32::MAX;
            assert_eq!(&m.vgpr(2)[..8], &[m1, 0, 3, 16, 31, 0, 0, 0]);
            assert_eq!(&m.vgpr(3)[..8], &[m1, 0, 0, 0, 0, 3, 1, 0]);
            assert_eq!(&m.vgpr(4)[..8], &[m1, 1, 3, 16, 31, 8, 31, m1]);
            assert_eq!(m.vgpr(5)[4], 0x8000_0000);
            assert_eq!(m.vgpr(5)[5], 0x1000_00ff);
            assert_eq!(m.vgpr(6)[1], 0x7fff_ff00);
            assert_eq!(&m.vgpr(7)[..5], &[5, 14, 14, 21, 6]);
        },
    );
}

#[test]
fn sums_of_absolute_differences() {
    // Seed 001 lines 22200-22273 (SAD), 22601-22684 (masked and quad SADs).
    regs(
        "v_sad_u8 v4, v1, v2, 10\nv_sad_hi_u8 v5, v1, v2, 10\nv_msad_u8 v6, v1, v3, 0\nv_sad_u16 v7, v8, v9, 1\n\
         v_sad_u32 v10, 5, v11, 64\nv_sad_u32 v12, 0, v13, 5 clamp\ns_endpgm",
        &[
            (1, 0x0102_0304),
            (2, 0x0403_0201),
            (3, 0x0400_0201),
            (8, 0x0001_0010),
            (9, 0x0003_0008),
            (11, 9),
            (13, u32::MAX),
        ],
        &[
            (4, 3 + 1 + 1 + 3 + 10),
            (5, (8 << 16) + 10),
            // The zero reference byte (byte 2) is left out: 3 + 1 + 3.
            (6, 7),
            (7, 2 + 8 + 1),
            (10, 68),
            (12, u32::MAX),
        ],
    );
    // Quad SADs: S0 bytes k+1 (k = 0-7), S1 = bytes 1,2,3,4: entry k sums 4k (or 3k masked).
    run(
        "v_qsad_pk_u16_u8 v[4:5], v[2:3], v1, v[6:7]\nv_mqsad_pk_u16_u8 v[8:9], v[2:3], v10, v[6:7]\n\
         v_mqsad_u32_u8 v[12:15], v[2:3], v10, v[16:19]\ns_endpgm",
        |w| {
            set64(w, 2, |_| 0x0807_0605_0403_0201);
            splat(w, &[(1, 0x0403_0201), (10, 0x0400_0201)]);
            splat64(
                w,
                &[
                    (6, 0x0003_0002_0001_0000),
                    (16, 0x0000_0100_0000_0000),
                    (18, 0x0000_0300_0000_0200),
                ],
            );
        },
        |m| {
            assert_lane0(
                m.wave(),
                &[],
                &[
                    (4, 0x000f_000a_0005_0000),
                    (8, 0x000c_0008_0004_0000),
                    (12, 0x0000_0103_0000_0000),
                    (14, 0x0000_0309_0000_0206),
                ],
            )
        },
    );
}

#[test]
fn lerp_align_and_three_operand_ops() {
    // Seed 000 lines 5910-5917 (lerp, alignbit); seed 001 line 22058 (alignbyte S2[1:0]);
    // seed 000 lines 6024, 6054-6070.
    regs(
        "v_lerp_u8 v4, v1, v2, v3\nv_alignbit_b32 v5, v6, v7, 8\nv_alignbit_b32 v8, v6, v7, 40\n\
         v_alignbyte_b32 v9, v6, v7, 3\nv_alignbyte_b32 v10, v6, v7, 5\n\
         v_lshl_add_u32 v11, 1, 33, 5\nv_add_lshl_u32 v12, -1, 2, 4\nv_add3_u32 v13, 1, 2, -1\n\
         v_lshl_or_b32 v14, 1, 4, 1\nv_and_or_b32 v15, v16, v17, 1\nv_or3_b32 v18, 1, 2, 4\nv_xad_u32 v19, v16, 15, 1\ns_endpgm",
        &[
            (1, 0x0102_ff00),
            (2, 0x0202_ff01),
            (3, 0x0100_0001),
            (6, 0x1122_3344),
            (7, 0x5566_7788),
            (16, 0xf0),
            (17, 0x3c),
        ],
        &[
            (4, 0x0202_ff01),
            (5, 0x4455_6677),
            (8, 0x4455_6677),
            (9, 0x2233_4455),
            (10, 0x4455_6677),
            (11, 7),
            (12, 16),
            (13, 2),
            (14, 0x11),
            (15, 0x31),
            (18, 7),
            (19, 0x100),
        ],
    );
}

#[test]
fn integer_packs_and_signed_adds_saturate() {
    // CVT_PK_U16_U32 / I16_I32 (seed 001 lines 25097-25120); ADD/SUB_I32 clamp saturates to the
    // i32 range (seed 001 lines 25158-25185).
    regs(
        "v_cvt_pk_u16_u32 v3, v1, 7\nv_cvt_pk_i16_i32 v4, v2, 5\nv_add_i32 v5, v6, 1\nv_add_i32 v7, v6, 1 clamp\n\
         v_sub_i32 v8, v9, 1 clamp\nv_sub_i32 v10, v9, 1\ns_endpgm",
        &[
            (1, 0x12345),
            (2, -40000i32 as u32),
            (6, i32::MAX as u32),
            (9, 0x8000_0000),
        ],
        &[
            (3, 0x0007_ffff),
            (4, 0x0005_8000),
            (5, 0x8000_0000),
            (7, i32::MAX as u32),
            (8, 0x8000_0000),
            (10, i32::MAX as u32),
        ],
    );
}

#[test]
fn gfx950_moves_prng_xnor_and_lshl_add_u64() {
    // V_MOV_B64 (seed 001 line 12389), V_PRNG_B32 (13030), V_XNOR_B32 (11197), V_LSHL_ADD_U64
    // with S1[2:0] and counts above 4 as 0 (23352-23360).
    run_on(
        &[Arch::Gfx950],
        "v_mov_b64 v[4:5], v[2:3]\nv_prng_b32 v6, v1\nv_xnor_b32 v7, v1, v1\nv_lshl_add_u64 v[8:9], v[2:3], v10, v[12:13]\ns_endpgm",
        |w| {
            set64(w, 2, |_| 0x1_0000_0001);
            set(w, 1, |l| if l == 0 { 0x8000_0001 } else { 1 });
            set(w, 10, |l| [3, 5, 12, 4][l % 4]);
            set64(w, 12, |_| 5);
        },
        |m| {
            assert_eq!(get64(m, 4, 0), 0x1_0000_0001);
            assert_eq!((m.vgpr(6)[0], m.vgpr(6)[1]), (2 ^ 197, 2));
            assert_eq!(m.vgpr(7)[0], u32::MAX);
            let d: Vec<u64> = (0..4).map(|l| get64(m, 8, l)).collect();
            assert_eq!(d, [0x8_0000_000d, 0x1_0000_0006, 0x10_0000_0015, 0x10_0000_0015]);
        },
    );
}

#[test]
fn float_inline_constants_of_64_bit_integer_operands_are_f64_patterns() {
    // clang materializes the f64 constants of an MFMA's A and B as `v_mov_b64_e32 v[14:15], 1.0`
    // (tests/kernels/gfx950/mfma_all_f64.s): code 242 on a 64-bit operand is 0x3ff0000000000000,
    // as llvm-mc encodes it, not the f32 pattern zero-extended.
    run_on(
        &[Arch::Gfx950],
        "v_mov_b64 v[2:3], 1.0\nv_mov_b64 v[4:5], -4.0\nv_lshl_add_u64 v[6:7], 0.5, 0, 0\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(get64(m, 2, 0), 1.0f64.to_bits());
            assert_eq!(get64(m, 4, 5), (-4.0f64).to_bits());
            assert_eq!(get64(m, 6, 63), 0.5f64.to_bits());
        },
    );
}

#[test]
fn bitop3_uses_the_modifier_bits_as_its_truth_table() {
    // TTBL = {OMOD[1:0], ABS[2:0], NEG[2:0]}, D[i] = TTBL[{S0[i], S1[i], S2[i]}] (seed 001 lines
    // 23432-23455); 0x96 is XOR3, 0xea AND_OR (the seed's table).
    for (ttbl, want) in [(0x96u8, 0xf00f_0ff0u32), (0xea, 0x0fff_ff00), (0, 0)] {
        let mut p = assemble(Arch::Gfx950, "v_bitop3_b32 v4, v1, v2, v3\ns_endpgm").unwrap();
        p.insts[0].omod = ttbl >> 6;
        p.insts[0].abs = ttbl >> 3 & 7;
        p.insts[0].neg = ttbl & 7;
        run_program(
            p,
            &|w: &mut Wave| {
                splat(w, &[(1, 0xff00_ff00), (2, 0x0ff0_0ff0), (3, 0x00ff_ff00)]);
            },
            &|m: &GcnMachine| assert_eq!(m.vgpr(4)[0], want, "ttbl {ttbl:#x}"),
        );
    }
}

#[test]
fn gfx900_screen_partition_looks_up_its_table() {
    // Seed 000 line 4914: selector 0b00000001 returns 0x3 (the seed's worked example).
    run_on(
        &[Arch::Gfx900],
        "v_screen_partition_4se_b32 v2, v1\ns_endpgm",
        |w| set(w, 1, |l| [0x101, 0, 17, 255][l % 4]),
        |m| assert_eq!(&m.vgpr(2)[..4], &[0x3, 0x1, 0x2, 0x1]),
    );
}

#[test]
fn gfx950_half_destination_ops() {
    // V_ASHR_PK_I8_I32 / U8_I32: {SAT8(S1 >> S2[4:0]), SAT8(S0 >> S2[4:0])} (seed 001 lines
    // 24481-24531), written to the half op_sel[3] names, the other half kept (the rule of seed
    // 001 line 23220). V_BITOP3_B16 reads the source halves op_sel names (seed 000 line 9897).
    regs_on(
        &[Arch::Gfx950],
        "v_ashr_pk_i8_i32 v4, v1, v2, 36\nv_ashr_pk_u8_i32 v5, v1, v2, 4 op_sel:[0,0,0,1]\n\
         v_bitop3_b16 v6, v1, v2, v3 op_sel:[1,0,0,0]\ns_endpgm",
        &[
            (1, 0x0000_0700),       // >> 4 = 0x70 = 112
            (2, -0x1000i32 as u32), // >> 4 = -256
            (3, 0xffff),
            (4, 0xabcd_0000),
            (5, 0x0000_1234),
            (6, 0x5555_5555),
        ],
        &[
            // i8: 112 and -256 -> 0x80; u8: 112 and 0 -> 0x0070 in the high half.
            (4, 0xabcd_8070),
            (5, 0x0070_1234),
            // TTBL 0: the result is 0 whatever the inputs; the high half is kept.
            (6, 0x5555_0000),
        ],
    );
    // XOR3 (TTBL 0x96) on S0's high half (0x1234), S1's low (0x00ff), S2's low (0xf0f0).
    let mut p = assemble(Arch::Gfx950, "v_bitop3_b16 v6, v1, v2, v3 op_sel:[1,0,0,0]\ns_endpgm").unwrap();
    p.insts[0].omod = 2;
    p.insts[0].abs = 2;
    p.insts[0].neg = 6;
    run_program(
        p,
        &|w: &mut Wave| {
            splat(w, &[(1, 0x1234_0000), (2, 0x00ff), (3, 0xf0f0), (6, 0x5555_5555)]);
        },
        &|m: &GcnMachine| assert_eq!(m.vgpr(6)[0], 0x5555_0000 | (0x1234 ^ 0x00ff ^ 0xf0f0)),
    );
}

#[test]
fn op_sel_the_seeds_leave_undefined_stops_the_wave() {
    for arch in common::GFX9 {
        let p = assemble(arch, "v_alignbit_b32 v0, v2, v3, v4 op_sel:[1,0,0,0]\ns_endpgm").unwrap();
        let mut m = GcnMachine::new(p, Wave::bare(arch));
        match m.step() {
            StepOutcome::Faulted(f) => assert!(f.message.contains("op_sel"), "{}", f.message),
            other => panic!("{other:?}"),
        }
    }
}
