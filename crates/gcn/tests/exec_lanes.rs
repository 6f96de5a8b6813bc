//! DPP, SDWA and VGPR indexing in the VALU operand layer, the VOPC compares and the lane
//! operations, with expectations worked out by hand from the seeds' pseudocode (seed 000 =
//! Vega, seed 001 = CDNA4, seed 002 = CLRX SDWA; lines cited per test).

use lanescope_gcn::exec::Wave;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::lanes::{f, lane_floats, set, splat, EVEN};
use common::run::{machine, regs, run, run_on};

/// The lane movement the first instruction of `src` records (each step clears it).
fn first_moves(arch: Arch, src: &str, init: impl Fn(&mut Wave)) -> lanescope_gcn::exec::LaneMoves {
    let mut m = machine(arch, src, init);
    assert_eq!(m.step(), StepOutcome::Running, "{src}");
    m.wave().lane_moves.clone().expect("lane moves recorded")
}

const OLD: u32 = 0xdead_beef;

/// The source lane each DPP control gives lane `n`, written out from the DPP_CTRL table
/// (seed 000 lines 10721-10778; seed 001 lines 36470-36500; rows of 16 lanes, the mirror
/// formulas with their row base, `n & 0x30 - 1` read as `(n & 0x30) - 1`).
/// (control, gfx950 only, source lane of lane n).
type DppCase = (&'static str, bool, fn(usize) -> Option<usize>);

fn dpp_cases() -> Vec<DppCase> {
    vec![
        // quad_perm: pix[(n & 0x3c) + ctrl[2(n%4)+1 : 2(n%4)]].
        ("quad_perm:[1,0,3,2]", false, |n| Some((n & 0x3c) + [1, 0, 3, 2][n % 4])),
        ("quad_perm:[3,3,3,3]", false, |n| Some((n & 0x3c) + 3)),
        // row_shl:k: (n & 15) < 16 - k ? n + k : bound.
        ("row_shl:1", false, |n| ((n & 15) < 15).then_some(n + 1)),
        ("row_shl:15", false, |n| ((n & 15) < 1).then_some(n + 15)),
        // row_shr:k: (n & 15) >= k ? n - k : bound.
        ("row_shr:1", false, |n| ((n & 15) >= 1).then(|| n - 1)),
        ("row_shr:7", false, |n| ((n & 15) >= 7).then(|| n - 7)),
        // row_ror:k: (n & 15) >= k ? n - k : n + 16 - k.
        ("row_ror:4", false, |n| Some(if n & 15 >= 4 { n - 4 } else { n + 12 })),
        ("row_ror:15", false, |n| Some(if n & 15 >= 15 { n - 15 } else { n + 1 })),
        // wave_shl:1: n < 63 ? n + 1 : bound; wave_rol:1: lane 63 reads lane 0.
        ("wave_shl:1", false, |n| (n < 63).then_some(n + 1)),
        ("wave_rol:1", false, |n| Some(if n < 63 { n + 1 } else { 0 })),
        // wave_shr:1: n > 0 ? n - 1 : bound; wave_ror:1: lane 0 reads lane 63.
        ("wave_shr:1", false, |n| (n > 0).then(|| n - 1)),
        ("wave_ror:1", false, |n| Some(if n > 0 { n - 1 } else { 63 })),
        // row_mirror: 15 - (n & 15) within the row; row_half_mirror: 7 - (n & 7) within 8.
        ("row_mirror", false, |n| Some((n & 0x30) + 15 - (n & 15))),
        ("row_half_mirror", false, |n| Some((n & 0x38) + 7 - (n & 7))),
        // row_bcast:15: n > 15 ? (n & 0x30) - 1; row_bcast:31: n > 31 ? 31.
        ("row_bcast:15", false, |n| (n > 15).then(|| (n & 0x30) - 1)),
        ("row_bcast:31", false, |n| (n > 31).then_some(31)),
        // gfx950 DPP_ROW*: (n & ~15) + count.
        ("row_newbcast:3", true, |n| Some((n & 0x30) + 3)),
        ("row_newbcast:15", true, |n| Some((n & 0x30) + 15)),
    ]
}

/// `name vcc, v2, v4` then `s_endpgm`; with `wide` source 0 is `v[2:3]`, and source 1 `v[4:5]`
/// too when `wide_src1`.
fn compare_program(name: &str, wide: bool, wide_src1: bool) -> String {
    let (s0, s1) = match (wide, wide_src1) {
        (true, true) => ("v[2:3]", "v[4:5]"),
        (true, false) => ("v[2:3]", "v4"),
        _ => ("v2", "v4"),
    };
    format!("{name} vcc, {s0}, {s1}\ns_endpgm")
}

#[test]
fn dpp_mov_every_control_with_and_without_bound_ctrl() {
    for (ctrl, gfx950_only, map) in dpp_cases() {
        let arches: &[Arch] = if gfx950_only { &[Arch::Gfx950] } else { &common::GFX9 };
        for bc in [false, true] {
            let src = format!(
                "v_mov_b32_dpp v1, v0 {ctrl} row_mask:0xf bank_mask:0xf{}\ns_endpgm",
                if bc { " bound_ctrl:0" } else { "" }
            );
            run_on(
                arches,
                &src,
                |w| {
                    set(w, 0, |l| 100 + l as u32);
                    set(w, 1, |_| OLD);
                },
                |m| {
                    for n in 0..64 {
                        // BC = 0: an out-of-range source leaves the lane alone; BC = 1: 0
                        // (seed 000 line 10680).
                        let want = match map(n) {
                            Some(s) => 100 + s as u32,
                            None if bc => 0,
                            None => OLD,
                        };
                        assert_eq!(m.vgpr(1)[n], want, "{ctrl} bc={bc} lane {n}");
                    }
                },
            );
            for &arch in arches {
                let moves = first_moves(arch, &src, |_| {});
                assert_eq!(moves.what, "v_mov_b32");
                for n in 0..64 {
                    assert_eq!(moves.source[n], map(n).map(|s| s as u8), "{ctrl} lane {n}");
                }
            }
        }
    }
}

#[test]
fn dpp_spot_values() {
    // A few lanes by hand: row_shl:1 lane 0 reads lane 1, lane 15 is out of range; row_bcast:15
    // gives lanes 16/32/48 lanes 15/31/47; wave_ror:1 lane 0 reads 63; row_mirror lane 17
    // reads 30; row_half_mirror lane 9 reads 14 (seed 000 lines 10734-10771).
    let cases: [(&str, [(usize, u32); 3]); 5] = [
        ("row_shl:1", [(0, 101), (15, OLD), (16, 117)]),
        ("row_bcast:15", [(16, 115), (32, 131), (48, 147)]),
        ("wave_ror:1", [(0, 163), (1, 100), (63, 162)]),
        ("row_mirror", [(17, 130), (0, 115), (63, 148)]),
        ("row_half_mirror", [(9, 114), (0, 107), (15, 108)]),
    ];
    for (ctrl, spots) in cases {
        run(
            &format!("v_mov_b32_dpp v1, v0 {ctrl} row_mask:0xf bank_mask:0xf\ns_endpgm"),
            |w| {
                set(w, 0, |l| 100 + l as u32);
                set(w, 1, |_| OLD);
            },
            |m| {
                for (lane, want) in spots {
                    assert_eq!(m.vgpr(1)[lane], want, "{ctrl} lane {lane}");
                }
            },
        );
    }
}

#[test]
fn dpp_inactive_source_lane_counts_as_out_of_range() {
    // Lane 3 inactive: lane 2 (row_shl:1) reads it, so without BC lane 2 is not written, with
    // BC it gets 0; lane 3 itself is not written (EXEC). (The GCN rule; seed 000 line 660 says
    // the ALU does not forward EXEC to DPP.)
    for (bc, want2) in [("", OLD), (" bound_ctrl:0", 0)] {
        run(
            &format!("v_mov_b32_dpp v1, v0 row_shl:1 row_mask:0xf bank_mask:0xf{bc}\ns_endpgm"),
            |w| {
                w.exec = !(1 << 3);
                set(w, 1, |_| OLD);
            },
            |m| {
                assert_eq!(m.vgpr(1)[1], 2);
                assert_eq!(m.vgpr(1)[2], want2);
                assert_eq!(m.vgpr(1)[3], OLD);
                assert_eq!(m.vgpr(1)[4], 5);
            },
        );
    }
}

#[test]
fn dpp_add_f32_with_masks_bound_ctrl_and_modifiers() {
    // v_add_f32_dpp: D = S0[map(n)] + S1[n] (seed 000 line 4584); row_mask 0x5 writes rows 0 and
    // 2, bank_mask 0x3 banks 0 and 1 (lanes 0-7 of each row); the masks gate the write only
    // (seed 000 lines 10683-10716). row_shr:1 with BC: lanes 0/32 read 0.
    run(
        "v_add_f32_dpp v2, v0, v1 row_shr:1 row_mask:0x5 bank_mask:0x3 bound_ctrl:0\ns_endpgm",
        |w| {
            lane_floats(w, 0.5);
            set(w, 2, |_| OLD);
        },
        |m| {
            for n in 0..64 {
                let row = n / 16;
                let i = n % 16;
                let want = if (row == 0 || row == 2) && i < 8 {
                    let s0 = if i >= 1 { (n - 1) as f32 } else { 0.0 };
                    f(s0 + 0.5)
                } else {
                    OLD
                };
                assert_eq!(m.vgpr(2)[n], want, "lane {n}");
            }
        },
    );
    // Modifiers apply to the moved source: -S0[quad lane 0] + |S1| (seed 000 lines 10686-10693).
    run(
        "v_add_f32_dpp v2, -v0, |v1| quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf\ns_endpgm",
        |w| {
            lane_floats(w, -0.5);
        },
        |m| {
            for n in 0..64 {
                assert_eq!(m.vgpr(2)[n], f(-((n & !3) as f32) + 0.5), "lane {n}");
            }
        },
    );
    // Without BC, row_shr:1 leaves lane 0 of every row alone (seed 000 line 10680).
    run(
        "v_add_f32_dpp v2, v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf\ns_endpgm",
        |w| {
            lane_floats(w, 0.5);
            set(w, 2, |_| OLD);
        },
        |m| {
            assert_eq!(m.vgpr(2)[0], OLD);
            assert_eq!(m.vgpr(2)[16], OLD);
            assert_eq!(m.vgpr(2)[17], f(16.5));
        },
    );
}

#[test]
fn dpp_64_bit_row_newbcast_on_gfx950() {
    // DPP_ROW* is the one DPP kind for 64-bit data (seed 001 line 36500): both halves move.
    // (v_mov_b64 is another family's row: read its source through the operand layer.)
    let p = assemble(
        Arch::Gfx950,
        "v_mov_b64_dpp v[2:3], v[0:1] row_newbcast:3 row_mask:0xf bank_mask:0xf",
    )
    .unwrap();
    let mut w = Wave::bare(Arch::Gfx950);
    set(&mut w, 1, |l| 1000 + l as u32);
    let got = w.src64(&p.insts[0], 0, false);
    for (n, &v) in got.iter().enumerate() {
        let s = ((n & 0x30) + 3) as u64;
        assert_eq!(v, s | (1000 + s) << 32, "lane {n}");
    }
}

#[test]
fn sdwa_source_selects_and_sext() {
    // BYTE_1 of 0x12345678 = 0x56; WORD_1 = 0x1234 (seed 002 "Operation code"; seed 000
    // lines 10558-10569).
    run(
        "v_mov_b32_sdwa v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1\n\
         v_mov_b32_sdwa v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1\ns_endpgm",
        |w| set(w, 0, |_| 0x1234_5678),
        |m| {
            assert_eq!(m.vgpr(1)[5], 0x56);
            assert_eq!(m.vgpr(2)[5], 0x1234);
        },
    );
    // sext: INT32(INT8(0x80)) = 0xffffff80, + 1 = 0xffffff81; without sext 0x80 + 1. Source 1's
    // WORD_0 of 0xffff0001 is 1.
    regs(
        "v_add_u32_sdwa v2, sext(v0), v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0\n\
         v_add_u32_sdwa v3, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0\n\
         v_add_u32_sdwa v4, sext(v0), v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_3\ns_endpgm",
        &[(0, 0x8001_ff80), (1, 0xffff_0001)],
        &[
            (2, 0xffff_ff81),
            (3, 0x81),
            // INT32(INT16(0x8001)) + 0xff = 0xffff8001 + 0xff.
            (4, 0xffff_8100),
        ],
    );
    // An SGPR source (S0 = 1, seed 000 line 10591): BYTE_1 of s0.
    run(
        "v_add_u32_sdwa v2, s0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD\ns_endpgm",
        |w| {
            w.sgpr[0] = 0x0000_1234;
            set(w, 1, |l| l as u32);
        },
        |m| assert_eq!(m.vgpr(2)[7], 0x12 + 7),
    );
}

#[test]
fn sdwa_destination_selects_and_unused_modes() {
    // tmp = r & mask; PAD: tmp << shift; SEXT: INT32(INT8/16(tmp)) << shift; PRESERVE:
    // (tmp << shift) | (VDST & ~(mask << shift)) (seed 002 "Operation code"; seed 000 lines
    // 10570-10578). Old v1 = 0xaabbccdd, result 0x000080f0.
    let cases = [
        ("BYTE_0", "UNUSED_PAD", 0x0000_00f0),
        ("BYTE_0", "UNUSED_SEXT", 0xffff_fff0),
        ("BYTE_0", "UNUSED_PRESERVE", 0xaabb_ccf0),
        ("BYTE_1", "UNUSED_PAD", 0x0000_f000),
        ("BYTE_1", "UNUSED_SEXT", 0xffff_f000),
        ("BYTE_1", "UNUSED_PRESERVE", 0xaabb_f0dd),
        ("BYTE_2", "UNUSED_SEXT", 0xfff0_0000),
        ("BYTE_3", "UNUSED_PRESERVE", 0xf0bb_ccdd),
        ("WORD_0", "UNUSED_PAD", 0x0000_80f0),
        ("WORD_0", "UNUSED_SEXT", 0xffff_80f0),
        ("WORD_0", "UNUSED_PRESERVE", 0xaabb_80f0),
        ("WORD_1", "UNUSED_PAD", 0x80f0_0000),
        ("WORD_1", "UNUSED_PRESERVE", 0x80f0_ccdd),
        // DWORD ignores dst_unused.
        ("DWORD", "UNUSED_PRESERVE", 0x0000_80f0),
    ];
    for (sel, unused, want) in cases {
        run(
            &format!("v_mov_b32_sdwa v1, v0 dst_sel:{sel} dst_unused:{unused} src0_sel:DWORD\ns_endpgm"),
            |w| {
                w.exec = EVEN;
                splat(w, &[(0, 0x0000_80f0), (1, 0xaabb_ccdd)]);
            },
            |m| {
                assert_eq!(m.vgpr(1)[0], want, "{sel} {unused}");
                assert_eq!(m.vgpr(1)[1], 0xaabb_ccdd, "inactive lane, {sel} {unused}");
            },
        );
    }
}

#[test]
fn sdwa_float_modifiers_still_apply() {
    // -S0 + |S1| after the (DWORD) select (seed 000 lines 10598-10605, 4584).
    run(
        "v_add_f32_sdwa v2, -v0, |v1| dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD\ns_endpgm",
        |w| {
            splat(w, &[(0, f(1.5)), (1, f(-4.0))]);
        },
        |m| assert_eq!(m.vgpr(2)[0], f(2.5)),
    );
    // WORD_1 of a float source: the high 16 bits as the f32 bit pattern (no conversion):
    // 0x3f80_0000 → 0x3f80 (a denormal, ~2.3e-41) + 1.0 = 1.0.
    run(
        "v_add_f32_sdwa v2, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD\ns_endpgm",
        |w| {
            splat(w, &[(0, 0x3f80_0000), (1, f(1.0))]);
        },
        // 1.0 = 0x3f800000; its low word 0x0000 goes to WORD_1, padded with zeros.
        |m| assert_eq!(m.vgpr(2)[0], 0),
    );
}

#[test]
fn sdwa_vopc_selects_and_scalar_destination() {
    // SDWAB: only the source selects apply; the mask goes to VCC (SD = 0) or the SGPR pair
    // (seed 000 lines 10615-10663). BYTE_0 of v0 (lane id + 0x100·lane) equals BYTE_0 of v1 = 5
    // only in lane 5; inactive lanes give 0 (seed 000 lines 436-437).
    for dst in ["vcc", "s[4:5]"] {
        run(
            &format!("v_cmp_eq_u32_sdwa {dst}, v0, v1 src0_sel:BYTE_0 src1_sel:BYTE_0\ns_endpgm"),
            |w| {
                set(w, 0, |l| l as u32 * 0x101);
                set(w, 1, |_| 0xffff_ff05);
                w.exec = !(1 << 7);
                w.vcc = 0xffff;
            },
            |m| {
                let got = if dst == "vcc" {
                    m.vcc()
                } else {
                    m.sgprs()[4] as u64 | (m.sgprs()[5] as u64) << 32
                };
                assert_eq!(got, 1 << 5);
            },
        );
    }
    // f16 with WORD_1 of source 0: 2.0 (0x4000) < 3.0 (0x4200) in every lane (seed 000 line 5175).
    run(
        "v_cmp_lt_f16_sdwa vcc, v0, v1 src0_sel:WORD_1 src1_sel:WORD_0\ns_endpgm",
        |w| {
            splat(w, &[(0, 0x4000_7c00), (1, 0x7c00_4200)]);
        },
        |m| assert_eq!(m.vcc(), u64::MAX),
    );
}

/// Float compare truth table per operation over the lane pairs (1,2), (2,2), (3,2), (NaN,2)
/// (seed 000 lines 5000-5040 and 5172-5217: O = neither NaN, U = either NaN, the N* forms are
/// negations and so true on NaN, LG = less or greater).
const FLOAT_OPS: [(&str, [bool; 4]); 16] = [
    ("f", [false, false, false, false]),
    ("lt", [true, false, false, false]),
    ("eq", [false, true, false, false]),
    ("le", [true, true, false, false]),
    ("gt", [false, false, true, false]),
    ("lg", [true, false, true, false]),
    ("ge", [false, true, true, false]),
    ("o", [true, true, true, false]),
    ("u", [false, false, false, true]),
    ("nge", [true, false, false, true]),
    ("nlg", [false, true, false, true]),
    ("ngt", [true, true, false, true]),
    ("nle", [false, false, true, true]),
    ("neq", [true, false, true, true]),
    ("nlt", [false, true, true, true]),
    ("tru", [true, true, true, true]),
];

fn quad_mask(t: [bool; 4]) -> u64 {
    (0..64).filter(|l| t[l % 4]).fold(0, |m, l| m | 1 << l)
}

#[test]
fn float_compares_all_sixteen_ops_every_type() {
    let a = [1.0f64, 2.0, 3.0, f64::NAN];
    for (op, t) in FLOAT_OPS {
        for ty in ["f16", "f32", "f64"] {
            let src = compare_program(&format!("v_cmp_{op}_{ty}"), ty == "f64", true);
            run(
                &src,
                |w| {
                    w.exec = !0xf0; // lanes 4-7 inactive: their bits are 0
                    w.vcc = u64::MAX;
                    for l in 0..64 {
                        let x = a[l % 4];
                        let (xa, xb): (u64, u64) = match ty {
                            "f16" => (half::f16::from_f64(x).to_bits() as u64 | 0xabcd_0000, 0x4000),
                            "f32" => ((x as f32).to_bits() as u64, f(2.0) as u64),
                            _ => (x.to_bits(), 2.0f64.to_bits()),
                        };
                        w.vgpr[2 * 64 + l] = xa as u32;
                        w.vgpr[3 * 64 + l] = (xa >> 32) as u32;
                        w.vgpr[4 * 64 + l] = xb as u32;
                        w.vgpr[5 * 64 + l] = (xb >> 32) as u32;
                    }
                },
                |m| assert_eq!(m.vcc(), quad_mask(t) & !0xf0, "v_cmp_{op}_{ty}"),
            );
        }
    }
}

#[test]
fn cmpx_writes_exec_and_the_destination() {
    // EXEC[lane] = D.u64[lane] = S0 < S1 (seed 000 line 5319; seed 001 line 14214); lanes
    // already off stay off (D = EXEC & test).
    run(
        "v_cmpx_lt_f32 vcc, v0, v1\ns_endpgm",
        |w| {
            w.exec = EVEN;
            lane_floats(w, 10.0);
        },
        |m| {
            assert_eq!(m.exec(), EVEN & 0x3ff);
            assert_eq!(m.vcc(), EVEN & 0x3ff);
        },
    );
    run(
        "v_cmpx_gt_u32_e64 s[8:9], v0, 60\ns_endpgm",
        |w| w.vcc = 7,
        |m| {
            assert_eq!(m.exec(), 0xe << 60);
            assert_eq!((m.sgprs()[8], m.sgprs()[9]), (0, 0xe000_0000));
            assert_eq!(m.vcc(), 7);
        },
    );
    // Integer and 64-bit: v_cmpx_ne_u64 (seed 000 line 5739).
    run(
        "v_cmpx_ne_u64 vcc, 3, v[0:1]\ns_endpgm",
        |_| {},
        |m| assert_eq!(m.exec(), !(1u64 << 3)),
    );
}

#[test]
fn integer_compares_signed_unsigned_and_widths() {
    // v0 = lane, v1 = -1 (0xffffffff): signed lt is true everywhere, unsigned false (seed 000
    // lines 5559, 5583). i16/u16 read the low half: 0x0001_ffff is -1 / 65535.
    let cases: [(&str, u64); 12] = [
        ("v_cmp_lt_i32 vcc, v1, v0", u64::MAX),
        ("v_cmp_lt_u32 vcc, v1, v0", 0),
        ("v_cmp_gt_u32 vcc, v1, v0", u64::MAX),
        ("v_cmp_eq_i32 vcc, v0, 5", 1 << 5),
        ("v_cmp_ne_u32 vcc, v0, 5", !(1 << 5)),
        ("v_cmp_le_i32 vcc, v0, 2", 0b111),
        ("v_cmp_ge_u32 vcc, v0, 62", 0b11 << 62),
        ("v_cmp_f_i32 vcc, v0, v0", 0),
        ("v_cmp_t_u32 vcc, v0, v0", u64::MAX),
        ("v_cmp_lt_i16 vcc, v2, v0", u64::MAX),
        ("v_cmp_lt_u16 vcc, v2, v0", 0),
        ("v_cmp_eq_u16 vcc, v2, -1", u64::MAX),
    ];
    for (asm, want) in cases {
        run(
            &format!("{asm}\ns_endpgm"),
            |w| {
                splat(w, &[(1, u32::MAX), (2, 0x0001_ffff)]);
            },
            |m| assert_eq!(m.vcc(), want, "{asm}"),
        );
    }
    // 64-bit: v[0:1] = lane | (lane odd ? 0xffffffff : 0) << 32: odd lanes are negative
    // (seed 000 lines 5655, 5679).
    for (asm, want) in [
        ("v_cmp_lt_i64 vcc, v[0:1], 0", !EVEN),
        ("v_cmp_lt_u64 vcc, v[0:1], 5", EVEN & 0b11111),
        ("v_cmp_gt_u64 vcc, v[0:1], 5", !EVEN | (EVEN & !0b11111)),
        ("v_cmp_eq_i64 vcc, v[0:1], v[0:1]", u64::MAX),
    ] {
        run(
            &format!("{asm}\ns_endpgm"),
            |w| set(w, 1, |l| if l % 2 == 1 { u32::MAX } else { 0 }),
            |m| assert_eq!(m.vcc(), want, "{asm}"),
        );
    }
}

#[test]
fn float_compare_modifiers_and_denormal_flush() {
    // -|v1| < v2 (abs then neg, seed 000 line 1297).
    run(
        "v_cmp_lt_f32_e64 s[4:5], -|v1|, v2\ns_endpgm",
        |w| {
            set(w, 1, |l| if l == 0 { f(3.0) } else { f(-1.0) });
            set(w, 2, |_| f(-2.0))
        },
        // lane 0: -3 < -2 yes; other lanes: -1 < -2 no.
        |m| assert_eq!((m.sgprs()[4], m.sgprs()[5]), (1, 0)),
    );
    // A denormal equals zero when MODE.FP_DENORM flushes f32 inputs (bits 5:4 = 0; seed 000
    // lines 1651-1660), and not when it keeps them (the initial MODE).
    for (mode, want) in [(0u32, u64::MAX), (0xf0, 0)] {
        run(
            "v_cmp_eq_f32 vcc, 0, v1\ns_endpgm",
            |w| {
                w.mode = mode;
                set(w, 1, |_| 1);
            },
            |m| assert_eq!(m.vcc(), want, "mode {mode:#x}"),
        );
    }
}

#[test]
fn class_compares_every_class() {
    // S1.u[0] sNaN, [1] qNaN, [2] -inf, [3] -normal, [4] -denormal, [5] -0, [6] +0,
    // [7] +denormal, [8] +normal, [9] +inf (seed 000 line 5154; seed 001 lines 13227-13266).
    let f32s: [u32; 10] = [
        0x7f80_0001,
        0x7fc0_0000,
        0xff80_0000,
        0xbf80_0000,
        0x8000_0001,
        0x8000_0000,
        0,
        1,
        0x3f80_0000,
        0x7f80_0000,
    ];
    let f64s: [u64; 10] = [
        0x7ff0_0000_0000_0001,
        0x7ff8_0000_0000_0000,
        0xfff0_0000_0000_0000,
        0xbff0_0000_0000_0000,
        0x8000_0000_0000_0001,
        0x8000_0000_0000_0000,
        0,
        1,
        0x3ff0_0000_0000_0000,
        0x7ff0_0000_0000_0000,
    ];
    let f16s: [u32; 10] = [0x7c01, 0x7e00, 0xfc00, 0xbc00, 0x8001, 0x8000, 0, 1, 0x3c00, 0x7c00];
    for ty in ["f16", "f32", "f64"] {
        for own in [true, false] {
            let src = compare_program(&format!("v_cmp_class_{ty}"), ty == "f64", false);
            run(
                &src,
                |w| {
                    w.mode = 0; // flush mode: class still sees denormals (raw bits)
                    for l in 0..64 {
                        let k = l % 10;
                        let v = match ty {
                            "f16" => f16s[k] as u64,
                            "f32" => f32s[k] as u64,
                            _ => f64s[k],
                        };
                        w.vgpr[2 * 64 + l] = v as u32;
                        w.vgpr[3 * 64 + l] = (v >> 32) as u32;
                        // Its own class bit, or every other bit.
                        w.vgpr[4 * 64 + l] = if own { 1 << k } else { 0x3ff ^ (1 << k) };
                    }
                },
                |m| assert_eq!(m.vcc(), if own { u64::MAX } else { 0 }, "{ty} own={own}"),
            );
        }
    }
    // v_cmpx_class with neg on source 0: -(+inf) is -inf (bit 2); EXEC follows (seed 000 line 5157).
    run(
        "v_cmpx_class_f32_e64 s[4:5], -v1, 4\ns_endpgm",
        |w| set(w, 1, |l| if l < 2 { 0x7f80_0000 } else { 0 }),
        |m| {
            assert_eq!(m.exec(), 0b11);
            assert_eq!((m.sgprs()[4], m.sgprs()[5]), (0b11, 0));
        },
    );
}

#[test]
fn readlane_writelane_readfirstlane() {
    // lane = S1.u32[5:0]: 65 selects lane 1; ignores EXEC (seed 000 line 6126; seed 001 line
    // 24797).
    run(
        "v_readlane_b32 s0, v1, s2\nv_readlane_b32 s1, v1, 63\ns_endpgm",
        |w| {
            w.exec = 0;
            w.sgpr[2] = 65;
            set(w, 1, |l| 1000 + l as u32);
        },
        |m| {
            assert_eq!(m.sgprs()[0], 1001);
            assert_eq!(m.sgprs()[1], 1063);
        },
    );
    for arch in common::GFX9 {
        let moves = first_moves(arch, "v_readlane_b32 s1, v1, 63\ns_endpgm", |_| {});
        assert_eq!((moves.what, moves.source[0]), ("v_readlane_b32", Some(63)));
    }
    // VGPR[lane][VDST] = S0, whatever EXEC says (seed 000 line 6129; seed 001 line 24817).
    run(
        "v_writelane_b32 v1, s2, m0\nv_writelane_b32 v1, 7, 2\ns_endpgm",
        |w| {
            w.exec = 0;
            w.m0 = 64 + 9;
            w.sgpr[2] = 0x55;
            set(w, 1, |_| OLD);
        },
        |m| {
            for l in 0..64 {
                let want = match l {
                    9 => 0x55,
                    2 => 7,
                    _ => OLD,
                };
                assert_eq!(m.vgpr(1)[l], want, "lane {l}");
            }
        },
    );
    // First active lane, or lane 0 when EXEC = 0 (seed 000 line 4760; seed 001 line 11290).
    for (exec, lane) in [(0u64, 0u32), (0b1000, 3), (1 << 63, 63), (u64::MAX, 0)] {
        run(
            "v_readfirstlane_b32 s3, v1\ns_endpgm",
            |w| {
                w.exec = exec;
                set(w, 1, |l| 500 + l as u32);
            },
            |m| assert_eq!(m.sgprs()[3], 500 + lane, "exec {exec:#x}"),
        );
    }
}

#[test]
fn swap_and_nop() {
    // tmp = D; D = S0; S0 = tmp in active lanes (seed 000 line 4985).
    run(
        "v_swap_b32 v1, v2\nv_nop\ns_endpgm",
        |w| {
            w.exec = EVEN;
            splat(w, &[(1, 1), (2, 2)]);
        },
        |m| {
            assert_eq!((m.vgpr(1)[0], m.vgpr(2)[0]), (2, 1));
            assert_eq!((m.vgpr(1)[1], m.vgpr(2)[1]), (1, 2));
        },
    );
}

#[test]
fn permlane_swaps_on_gfx950() {
    // permlane16: VGPR[pass*32 + lane][SRC0] <-> VGPR[pass*32 + lane + 16][VDST] (seed 001
    // lines 13049-13080); permlane32: VGPR[lane][SRC0] <-> VGPR[lane + 32][VDST] (13082-13104).
    let init = |w: &mut Wave| {
        set(w, 1, |l| 100 + l as u32);
        set(w, 2, |l| 200 + l as u32);
    };
    run_on(&[Arch::Gfx950], "v_permlane16_swap_b32 v1, v2\ns_endpgm", init, |m| {
        for l in 0..64 {
            let row = l / 16;
            // v1 (VDST): rows 1/3 take v2's rows 0/2; v2 (SRC0): rows 0/2 take v1's rows 1/3.
            let (d, s) = if row % 2 == 1 {
                (200 + l - 16, 200 + l)
            } else {
                (100 + l, 100 + l + 16)
            };
            assert_eq!((m.vgpr(1)[l], m.vgpr(2)[l]), (d as u32, s as u32), "lane {l}");
        }
    });
    let moves = first_moves(Arch::Gfx950, "v_permlane16_swap_b32 v1, v2\ns_endpgm", init);
    assert_eq!(
        (moves.source[17], moves.source[1], moves.source[32]),
        (Some(1), Some(17), Some(48))
    );
    run_on(&[Arch::Gfx950], "v_permlane32_swap_b32 v1, v2\ns_endpgm", init, |m| {
        for l in 0..64 {
            let (d, s) = if l >= 32 {
                (200 + l - 32, 200 + l)
            } else {
                (100 + l, 100 + l + 32)
            };
            assert_eq!((m.vgpr(1)[l], m.vgpr(2)[l]), (d as u32, s as u32), "lane {l}");
        }
    });
}

#[test]
fn vgpr_indexing_through_m0() {
    // MODE.GPR_IDX_EN (bit 27) on: M0[7:0] is added to the VGPRs M0[15:12] enables (12 src0,
    // 13 src1, 15 dst) (seed 000 lines 1664-1708, MODE bit at line 368; seed 001 line 830).
    let init = |mode_on: bool, m0: u32| {
        move |w: &mut Wave| {
            if mode_on {
                w.mode |= 1 << 27;
            }
            w.m0 = m0;
            for r in 1..8 {
                set(w, r, |_| r as u32 * 10);
            }
        }
    };
    // src0 indexed by 2: v_mov_b32 v1, v3 reads v5.
    run("v_mov_b32 v1, v3\ns_endpgm", init(true, 0x1000 | 2), |m| {
        assert_eq!(m.vgpr(1)[0], 50)
    });
    // dst indexed by 3: writes v4, v1 untouched.
    run("v_mov_b32 v1, v3\ns_endpgm", init(true, 0x8000 | 3), |m| {
        assert_eq!((m.vgpr(1)[0], m.vgpr(4)[0]), (10, 30))
    });
    // src1 only: v_add_u32 v1, v2, v3 reads v2 + v4.
    run("v_add_u32 v1, v2, v3\ns_endpgm", init(true, 0x2000 | 1), |m| {
        assert_eq!(m.vgpr(1)[0], 60)
    });
    // Mode off: M0 is ignored.
    run("v_mov_b32 v1, v3\ns_endpgm", init(false, 0xf000 | 2), |m| {
        assert_eq!(m.vgpr(1)[0], 30)
    });
    // Constants and SGPRs are not indexed (seed 000 line 1708).
    run("v_mov_b32 v1, 9\ns_endpgm", init(true, 0x1000 | 2), |m| {
        assert_eq!(m.vgpr(1)[0], 9)
    });
    // readlane's source uses M0[12], writelane's destination M0[15] (seed 000 lines 1709-1730).
    run("v_readlane_b32 s0, v1, 0\ns_endpgm", init(true, 0x1000 | 1), |m| {
        assert_eq!(m.sgprs()[0], 20)
    });
    run("v_writelane_b32 v1, 5, 0\ns_endpgm", init(true, 0x8000 | 1), |m| {
        assert_eq!((m.vgpr(1)[0], m.vgpr(2)[0]), (10, 5))
    });
    // An indexed destination past v255 is not written (seed 000 line 392).
    run("v_mov_b32 v255, v3\ns_endpgm", init(true, 0x8000 | 1), |m| {
        assert_eq!(m.vgpr(255)[0], 0)
    });
}

/// v_nop's DPP and SDWA forms (8 bytes each) do nothing: the registers keep their values, no
/// lane movement is recorded, and the PC steps over both dwords.
#[test]
fn v_nop_dpp_and_sdwa_forms_do_nothing() {
    let src =
        "v_nop quad_perm:[1,0,3,2] row_mask:0x1 bank_mask:0x2 bound_ctrl:1\nv_nop_sdwa\nv_nop row_shl:1\ns_endpgm";
    for arch in [Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
        let mut m = machine(arch, src, |w| set(w, 0, |l| 100 + l as u32));
        for pc in [8, 16, 24] {
            assert_eq!(m.step(), StepOutcome::Running, "{}", arch.name());
            assert!(m.wave().lane_moves.is_none(), "{}", arch.name());
            assert_eq!(m.pc(), pc, "{}", arch.name());
        }
        assert_eq!(m.step(), StepOutcome::Ended, "{}", arch.name());
        assert!((0..64).all(|l| m.vgpr(0)[l] == 100 + l as u32), "{}", arch.name());
    }
}
