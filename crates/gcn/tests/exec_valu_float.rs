//! Floating-point VALU semantics (f32 and f64), with expectations worked out by hand from the
//! seeds' pseudocode (seed 000 = Vega, seed 001 = CDNA4; lines cited per test).

use lanescope_gcn::exec::Wave;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

mod common;
use common::lanes::{assert_lane0, f, set, set64, splat, splat64};
use common::run::run_wave;

/// Runs `src` on `arch` in a bare wave prepared by `init`, then checks the wave.
fn run_on(arch: Arch, src: &str, init: impl Fn(&mut Wave), check: impl Fn(&Wave)) {
    let mut w = Wave::bare(arch);
    init(&mut w);
    check(run_wave(arch, src, w, None).wave());
}

/// [`run_on`] every architecture.
fn run(src: &str, init: impl Fn(&mut Wave), check: impl Fn(&Wave)) {
    for arch in common::GFX9 {
        run_on(arch, src, &init, &check);
    }
}

fn get(w: &Wave, reg: usize, lane: usize) -> u32 {
    w.vgpr[reg * 64 + lane]
}

fn get64(w: &Wave, reg: usize, lane: usize) -> u64 {
    w.vgpr[reg * 64 + lane] as u64 | (w.vgpr[(reg + 1) * 64 + lane] as u64) << 32
}

/// MODE with f32/f64 denormals kept, DX10_CLAMP and IEEE on, round to nearest even.
const MODE_DEFAULT: u32 = 0xf0 | 1 << 8 | 1 << 9;
const SNAN: u32 = 0x7f80_0001;
const QNAN_OF_SNAN: u32 = 0x7fc0_0001;
/// The smallest f32 denormal, 2^-149.
const DEN: u32 = 1;

#[test]
fn sub_subrev_and_ldexp() {
    // D = S0 - S1 (seed 000 line 4587), D = S1 - S0 (line 4590), D = S0 * 2^S1.i (line 6123).
    run(
        "v_sub_f32 v3, v1, v2\nv_subrev_f32 v4, v1, v2\nv_ldexp_f32 v5, v1, -2\nv_ldexp_f32 v6, 1.0, v7\ns_endpgm",
        |w| {
            splat(w, &[(1, f(1.5)), (2, f(4.0))]);
            set(w, 7, |l| [-149i32, -150, 128, 127][l % 4] as u32);
        },
        |w| {
            assert_eq!(get(w, 3, 0), f(-2.5));
            assert_eq!(get(w, 4, 0), f(2.5));
            assert_eq!(get(w, 5, 0), f(0.375));
            // 2^-149 is the smallest denormal; 2^-150 is a tie between 0 and it, to even 0;
            // 2^128 overflows to +inf; 2^127 is exact.
            assert_eq!(get(w, 6, 0), DEN);
            assert_eq!(get(w, 6, 1), 0);
            assert_eq!(get(w, 6, 2), f(f32::INFINITY));
            assert_eq!(get(w, 6, 3), 0x7f00_0000);
        },
    );
}

#[test]
fn legacy_multiply_zero_wins() {
    // DX9 rule 0.0 * x = 0.0, even for x = inf or NaN (seed 000 lines 4593, 5871; seed 001
    // line 25240, where v_mul_legacy_f32 is VOP3-only).
    for arch in common::GFX9 {
        run_on(
            arch,
            "v_mul_legacy_f32 v3, v1, v2\ns_endpgm",
            |w| {
                set(w, 1, |l| [f(0.0), f(-0.0), f(3.0), f(2.0)][l % 4]);
                set(w, 2, |l| [f(f32::INFINITY), f(f32::NAN), f(-0.0), f(-1.5)][l % 4]);
            },
            |w| {
                assert_eq!(get(w, 3, 0), 0);
                assert_eq!(get(w, 3, 1), 0);
                assert_eq!(get(w, 3, 2), 0);
                assert_eq!(get(w, 3, 3), f(-3.0));
            },
        );
    }
    // v_mad_legacy_f32 (gfx900): product +0 when a factor is 0, then + S2 (seed 000 line 5871).
    run_on(
        Arch::Gfx900,
        "v_mad_legacy_f32 v3, v1, v2, 0.5\ns_endpgm",
        |w| {
            splat(w, &[(1, f(0.0)), (2, f(f32::INFINITY))]);
        },
        |w| assert_eq!(get(w, 3, 0), f(0.5)),
    );
}

#[test]
fn mad_family_rounds_twice_fma_family_once() {
    // a*b = 1 - 2^-46: MAD rounds the product to 1.0 first (seed 000 lines 4647, 4650, 4653,
    // 5874); FMA keeps it (seed 001 lines 10475, 10492, 11174).
    let a = 1.0 + f32::EPSILON;
    let b = 1.0 - f32::EPSILON;
    let init = |w: &mut Wave| {
        splat(w, &[(1, f(a)), (2, f(b)), (3, f(-1.0))]);
    };
    let tiny = f(-(2f32.powi(-46)));
    run_on(
        Arch::Gfx900,
        "v_mac_f32 v3, v1, v2\nv_madmk_f32 v4, v1, 0x3f7ffffe, v5\nv_madak_f32 v6, v1, v2, 0xbf800000\n\
         v_mad_f32 v7, v1, v2, -1.0\ns_endpgm",
        |w| {
            init(w);
            set(w, 5, |_| f(-1.0));
        },
        |w| assert_lane0(w, &[(3, 0), (4, 0), (6, 0), (7, 0)], &[]),
    );
    run_on(
        Arch::Gfx950,
        "v_fmac_f32 v3, v1, v2\nv_fmamk_f32 v4, v1, 0x3f7ffffe, v5\nv_fmaak_f32 v6, v1, v2, 0xbf800000\ns_endpgm",
        |w| {
            init(w);
            set(w, 5, |_| f(-1.0));
        },
        |w| assert_lane0(w, &[(3, tiny), (4, tiny), (6, tiny)], &[]),
    );
    // v_fmac_f64 (gfx950, seed 001 line 10151): D = S0 * S1 + D = 3 * 0.5 + 1.
    run_on(
        Arch::Gfx950,
        "v_fmac_f64 v[4:5], v[0:1], v[2:3]\ns_endpgm",
        |w| {
            splat64(w, &[(0, 3f64.to_bits()), (2, 0.5f64.to_bits()), (4, 1f64.to_bits())]);
        },
        |w| assert_eq!(get64(w, 4, 0), 2.5f64.to_bits()),
    );
}

#[test]
fn min_max_follow_ieee_mode() {
    // IEEE mode: a signaling NaN input is returned quieted; otherwise a NaN yields the other
    // operand; -0 < +0 (seed 000 lines 4611, 4614; seed 001 lines 10254, 10288).
    let src = "v_min_f32 v3, v1, v2\nv_max_f32 v4, v1, v2\ns_endpgm";
    let init = |mode: u32| {
        move |w: &mut Wave| {
            w.mode = mode;
            set(w, 1, |l| [SNAN, f(1.0), f(0.0), f(-0.0), f(f32::NAN), f(-2.0)][l % 6]);
            set(w, 2, |l| [f(1.0), SNAN, f(-0.0), f(0.0), f(5.0), f(3.0)][l % 6]);
        }
    };
    run(src, init(MODE_DEFAULT), |w| {
        let min: Vec<u32> = (0..6).map(|l| get(w, 3, l)).collect();
        let max: Vec<u32> = (0..6).map(|l| get(w, 4, l)).collect();
        assert_eq!(min, [QNAN_OF_SNAN, QNAN_OF_SNAN, f(-0.0), f(-0.0), f(5.0), f(-2.0)]);
        assert_eq!(max, [QNAN_OF_SNAN, QNAN_OF_SNAN, f(0.0), f(0.0), f(5.0), f(3.0)]);
    });
    // IEEE off: the signaling NaN is just a NaN, so the other operand wins.
    run(src, init(MODE_DEFAULT & !(1 << 9)), |w| {
        assert_eq!((get(w, 3, 0), get(w, 3, 1)), (f(1.0), f(1.0)));
        assert_eq!((get(w, 4, 0), get(w, 4, 1)), (f(1.0), f(1.0)));
    });
    // f64 (seed 000 lines 6105, 6108).
    run(
        "v_min_f64 v[4:5], v[0:1], v[2:3]\nv_max_f64 v[6:7], v[0:1], v[2:3]\ns_endpgm",
        |w| {
            set64(w, 0, |l| [f64::NAN.to_bits(), (-1.0f64).to_bits()][l % 2]);
            set64(w, 2, |_| 2.0f64.to_bits());
        },
        |w| {
            assert_eq!(get64(w, 4, 0), 2.0f64.to_bits());
            assert_eq!(get64(w, 6, 0), 2.0f64.to_bits());
            assert_eq!(get64(w, 4, 1), (-1.0f64).to_bits());
            assert_eq!(get64(w, 6, 1), 2.0f64.to_bits());
        },
    );
}

#[test]
fn min3_max3_med3() {
    // Compositions of V_MIN/V_MAX (seed 000 lines 5919, 5928, 5937).
    run(
        "v_min3_f32 v4, v1, v2, v3\nv_max3_f32 v5, v1, v2, v3\nv_med3_f32 v6, v1, v2, v3\ns_endpgm",
        |w| {
            set(w, 1, |l| [f(3.0), f(f32::NAN), f(1.0)][l % 3]);
            set(w, 2, |l| [f(-1.0), f(4.0), f(1.0)][l % 3]);
            set(w, 3, |l| [f(2.0), f(-6.0), f(0.0)][l % 3]);
        },
        |w| {
            assert_eq!((get(w, 4, 0), get(w, 5, 0), get(w, 6, 0)), (f(-1.0), f(3.0), f(2.0)));
            // A NaN: med3 = min3 = min(min(NaN, 4), -6) = min(4, -6) = -6; max3 = 4.
            assert_eq!((get(w, 4, 1), get(w, 5, 1), get(w, 6, 1)), (f(-6.0), f(4.0), f(-6.0)));
            // Ties: max3 = 1 == S0, med3 = max(S1, S2) = 1.
            assert_eq!(get(w, 6, 2), f(1.0));
        },
    );
    // gfx950 IEEE minimum3/maximum3: a NaN input gives a NaN (seed 001 lines 25453, 25471).
    run_on(
        Arch::Gfx950,
        "v_minimum3_f32 v4, v1, v2, v3\nv_maximum3_f32 v5, v1, v2, v3\ns_endpgm",
        |w| {
            set(w, 1, |l| [f(f32::NAN), f(-0.0)][l % 2]);
            splat(w, &[(2, f(0.0)), (3, f(0.5))]);
        },
        |w| {
            assert_eq!((get(w, 4, 0), get(w, 5, 0)), (0x7fc0_0000, 0x7fc0_0000));
            assert_eq!((get(w, 4, 1), get(w, 5, 1)), (f(-0.0), f(0.5)));
        },
    );
}

#[test]
fn denormal_modes_flush_inputs_and_outputs_separately() {
    // FP_DENORM[5:4]: 0 flush in and out, 1 keep in / flush out, 2 flush in / keep out,
    // 3 keep both (seed 000 lines 1655-1661).
    let src = "v_mul_f32 v3, v1, 1.0\nv_mul_f32 v4, v2, 0.5\ns_endpgm";
    let init = |den: u32| {
        move |w: &mut Wave| {
            w.mode = MODE_DEFAULT & !0x30 | den << 4;
            set(w, 1, |_| 0x8000_0003); // -3 * 2^-149, a denormal input
            set(w, 2, |_| 0x0080_0000); // 2^-126; times 0.5 is the denormal 0x00400000
        }
    };
    run(src, init(3), |w| {
        assert_eq!((get(w, 3, 0), get(w, 4, 0)), (0x8000_0003, 0x0040_0000))
    });
    run(src, init(0), |w| {
        assert_eq!((get(w, 3, 0), get(w, 4, 0)), (0x8000_0000, 0))
    });
    run(src, init(1), |w| {
        assert_eq!((get(w, 3, 0), get(w, 4, 0)), (0x8000_0000, 0))
    });
    run(src, init(2), |w| {
        assert_eq!((get(w, 3, 0), get(w, 4, 0)), (0x8000_0000, 0x0040_0000))
    });
    // f64 uses FP_DENORM[7:6]: 2^-1022 * 0.5 is a denormal, flushed with bits 7:6 = 0.
    let src64 = "v_mul_f64 v[2:3], v[0:1], 0.5\ns_endpgm";
    let init64 = |den: u32| {
        move |w: &mut Wave| {
            w.mode = MODE_DEFAULT & !0xc0 | den << 6;
            set64(w, 0, |_| 0x0010_0000_0000_0000);
        }
    };
    run(src64, init64(3), |w| assert_eq!(get64(w, 2, 0), 0x0008_0000_0000_0000));
    run(src64, init64(0), |w| assert_eq!(get64(w, 2, 0), 0));
    // The transcendentals always flush (seed 000 line 4853): rcp of a denormal is +inf.
    run(
        "v_rcp_f32 v3, v1\ns_endpgm",
        |w| set(w, 1, |_| DEN),
        |w| assert_eq!(get(w, 3, 0), f(f32::INFINITY)),
    );
}

#[test]
fn directed_rounding_from_mode() {
    // FP_ROUND[1:0] (f32) and [3:2] (f64): 0 nearest even, 1 +inf, 2 -inf, 3 toward zero
    // (seed 000 lines 1647-1650). 1 + 2^-30 lies between 1.0 and 1.0 + 2^-23 (0x3f800001).
    let src = "v_add_f32 v3, v1, v2\nv_sub_f32 v4, v5, v2\nv_mul_f32 v6, v7, v7\nv_add_f32 v8, v1, -v1\n\
               v_add_f64 v[10:11], v[12:13], v[14:15]\ns_endpgm";
    let init = |rm: u32| {
        move |w: &mut Wave| {
            w.mode = MODE_DEFAULT | rm | rm << 2;
            splat(w, &[(1, f(1.0)), (2, f(2f32.powi(-30))), (5, f(-1.0))]);
            set(w, 7, |_| 0x3f80_0001); // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46
            splat64(w, &[(12, 1f64.to_bits()), (14, 2f64.powi(-60).to_bits())]);
        }
    };
    // v3 = 1 + 2^-30; v4 = -1 - 2^-30; v6 = 1 + 2^-22 + 2^-46; v8 = 1 - 1; v10 = 1 + 2^-60.
    let expect = |rm: u32, v3: u32, v4: u32, v6: u32, v8: u32, v10: u64| {
        run(src, init(rm), move |w| {
            assert_eq!(get(w, 3, 0), v3, "rm {rm} add");
            assert_eq!(get(w, 4, 0), v4, "rm {rm} sub");
            assert_eq!(get(w, 6, 0), v6, "rm {rm} mul");
            assert_eq!(get(w, 8, 0), v8, "rm {rm} x - x");
            assert_eq!(get64(w, 10, 0), v10, "rm {rm} add_f64");
        })
    };
    let one64 = 1f64.to_bits();
    expect(0, 0x3f80_0000, 0xbf80_0000, 0x3f80_0002, 0, one64);
    expect(1, 0x3f80_0001, 0xbf80_0000, 0x3f80_0003, 0, one64 + 1);
    // Toward -inf an exact zero sum is -0 (IEEE 754 §6.3).
    expect(2, 0x3f80_0000, 0xbf80_0001, 0x3f80_0002, 0x8000_0000, one64);
    expect(3, 0x3f80_0000, 0xbf80_0000, 0x3f80_0002, 0, one64);
}

#[test]
fn output_modifiers_and_clamp() {
    // OMOD then clamp, written `clamp mul:2` as llvm-mc 22 orders them (seed 000 lines 1307, 1662, 10005); without DX10_CLAMP a clamped NaN
    // stays NaN (seed 000 lines 329-331). f64 the same way.
    run(
        "v_add_f32_e64 v3, v1, v1 clamp\nv_add_f64 v[4:5], v[6:7], v[6:7] clamp mul:2\n\
         v_add_f64 v[8:9], v[6:7], v[6:7] div:2\ns_endpgm",
        |w| {
            // DX10_CLAMP off; IEEE off and f64 output denormals flushed, so that gfx950 applies
            // OMOD too (seed 001 lines 1994-1998).
            w.mode = MODE_DEFAULT & !(1 << 8 | 1 << 9 | 0x80);
            set(w, 1, |_| f(f32::NAN));
            set64(w, 6, |l| [0.125f64, 0.5][l % 2].to_bits());
        },
        |w| {
            assert_eq!(get(w, 3, 0), 0x7fc0_0000);
            assert_eq!(get64(w, 4, 0), 0.5f64.to_bits());
            assert_eq!(get64(w, 4, 1), 1f64.to_bits());
            assert_eq!(get64(w, 8, 0), 0.125f64.to_bits());
        },
    );
}

#[test]
fn float_to_int_conversions_saturate() {
    // (int)S0.f / (unsigned)S0.f: toward zero, out-of-range saturates, NaN → 0 (seed 000
    // lines 4775, 4778); floor(S0 + 0.5) and floor(S0) (lines 4787, 4790).
    run(
        "v_cvt_i32_f32 v3, v1\nv_cvt_u32_f32 v4, v1\nv_cvt_rpi_i32_f32 v5, v1\nv_cvt_flr_i32_f32 v6, v1\ns_endpgm",
        |w| {
            set(w, 1, |l| {
                f([3e9, -3e9, f32::NAN, -1.7, 2.5, -2.5, f32::INFINITY, -0.5][l % 8])
            })
        },
        |w| {
            let col = |r: usize| (0..8).map(|l| get(w, r, l)).collect::<Vec<u32>>();
            assert_eq!(
                col(3),
                [
                    0x7fff_ffff,
                    0x8000_0000,
                    0,
                    -1i32 as u32,
                    2,
                    -2i32 as u32,
                    0x7fff_ffff,
                    0
                ]
            );
            assert_eq!(col(4), [3_000_000_000, 0, 0, 0, 2, 0, u32::MAX, 0]);
            let rpi = [i32::MAX, i32::MIN, 0, -2, 3, -2, i32::MAX, 0];
            assert_eq!(col(5), rpi.map(|x| x as u32));
            let flr = [i32::MAX, i32::MIN, 0, -2, 2, -3, i32::MAX, -1];
            assert_eq!(col(6), flr.map(|x| x as u32));
        },
    );
    // f64 sources (seed 000 lines 4763, 4814).
    run(
        "v_cvt_i32_f64 v3, v[0:1]\nv_cvt_u32_f64 v4, v[0:1]\ns_endpgm",
        |w| set64(w, 0, |l| [1e10f64, -7.9, f64::NAN][l % 3].to_bits()),
        |w| {
            assert_eq!((get(w, 3, 0), get(w, 4, 0)), (0x7fff_ffff, u32::MAX));
            assert_eq!((get(w, 3, 1), get(w, 4, 1)), (-7i32 as u32, 0));
            assert_eq!((get(w, 3, 2), get(w, 4, 2)), (0, 0));
        },
    );
}

#[test]
fn int_and_byte_to_float_conversions() {
    // (float)S0.i (seed 000 line 4769), bytes (lines 4802-4811), the i4 table (line 4793),
    // (double)S0.i / S0.u (lines 4766, 4817).
    run(
        "v_cvt_f32_i32 v3, v1\nv_cvt_f32_ubyte2 v4, v2\nv_cvt_f32_ubyte3 v5, v2\nv_cvt_off_f32_i4 v6, v7\n\
         v_cvt_f64_i32 v[8:9], v1\nv_cvt_f64_u32 v[10:11], v1\ns_endpgm",
        |w| {
            splat(w, &[(1, -7i32 as u32), (2, 0x80ab_0000)]);
            set(w, 7, |l| [0x8, 0x7, 0xf, 0xfffffff3][l % 4]);
        },
        |w| {
            assert_eq!(get(w, 3, 0), f(-7.0));
            assert_eq!((get(w, 4, 0), get(w, 5, 0)), (f(171.0), f(128.0)));
            let off: Vec<u32> = (0..4).map(|l| get(w, 6, l)).collect();
            assert_eq!(off, [f(-0.5), f(0.4375), f(-0.0625), f(0.1875)]);
            assert_eq!(get64(w, 8, 0), (-7f64).to_bits());
            assert_eq!(get64(w, 10, 0), 4294967289f64.to_bits());
        },
    );
    // 2^24 + 1 is not an f32: to nearest even 2^24, toward +inf 2^24 + 2 (FP_ROUND[1:0] = 1).
    run(
        "v_cvt_f32_i32 v3, v1\nv_cvt_f32_u32 v4, v1\ns_endpgm",
        |w| {
            w.mode = MODE_DEFAULT | 1;
            set(w, 1, |_| (1 << 24) + 1);
        },
        |w| assert_eq!((get(w, 3, 0), get(w, 4, 0)), (f(16777218.0), f(16777218.0))),
    );
}

#[test]
fn f32_f64_conversions() {
    // (float)S0.d rounds (seed 000 line 4796); (double)S0.f is exact (line 4799).
    run(
        "v_cvt_f32_f64 v3, v[0:1]\nv_cvt_f64_f32 v[4:5], v2\nv_cvt_f32_f64_e64 v6, -|v[0:1]|\ns_endpgm",
        |w| {
            set64(w, 0, |l| [1.0 + 2f64.powi(-30), 1e300, f64::NAN][l % 3].to_bits());
            set(w, 2, |l| [f(0.1), DEN, SNAN][l % 3]);
        },
        |w| {
            assert_eq!(get(w, 3, 0), f(1.0));
            assert_eq!(get(w, 3, 1), f(f32::INFINITY));
            assert_eq!(get(w, 3, 2), 0x7fc0_0000);
            assert_eq!(get(w, 6, 0), f(-1.0));
            assert_eq!(get64(w, 4, 0), (0.1f32 as f64).to_bits());
            assert_eq!(get64(w, 4, 1), 2f64.powi(-149).to_bits());
            // A signaling NaN comes out quiet with its payload: 0x7ff8_0000_2000_0000.
            assert_eq!(get64(w, 4, 2), 0x7ff8_0000_2000_0000);
        },
    );
}

#[test]
fn rounding_fract_frexp() {
    // trunc/ceil/floor/rndne (seed 000 lines 4835-4844, 4817-4826), fract = x - floor(x)
    // kept below 1.0 (line 4832; seed 001 line 11729), frexp (lines 4895-4907).
    run(
        "v_trunc_f32 v3, v1\nv_ceil_f32 v4, v1\nv_floor_f32 v5, v1\nv_rndne_f32 v6, v1\nv_fract_f32 v7, v1\n\
         v_frexp_mant_f32 v8, v1\nv_frexp_exp_i32_f32 v9, v1\ns_endpgm",
        |w| set(w, 1, |l| f([-2.5, 3.5, -1.25, -1e-10, 12.0, f32::INFINITY][l % 6])),
        |w| {
            let col = |r: usize| (0..6).map(|l| get(w, r, l)).collect::<Vec<u32>>();
            let inf = f32::INFINITY;
            assert_eq!(col(3)[..5], [-2.0, 3.0, -1.0, -0.0, 12.0].map(f));
            assert_eq!(col(4)[..5], [-2.0, 4.0, -1.0, -0.0, 12.0].map(f));
            assert_eq!(col(5)[..5], [-3.0, 3.0, -2.0, -1.0, 12.0].map(f));
            assert_eq!(col(6)[..5], [-2.0, 4.0, -1.0, -0.0, 12.0].map(f));
            // fract(-1e-10) = 1 - 1e-10 rounds to 1.0, clamped to 0x3f7fffff; fract(inf) =
            // inf - inf = NaN.
            assert_eq!(col(7), [f(0.5), f(0.5), f(0.75), 0x3f7f_ffff, 0, 0xffc0_0000]);
            assert_eq!(col(8)[4..], [f(0.75), f(inf)]);
            assert_eq!(col(9)[4..], [4, 0]);
            assert_eq!(col(8)[0], f(-0.625)); // -2.5 = -0.625 * 2^2
            assert_eq!(col(9)[0], 2);
        },
    );
    run(
        "v_floor_f64 v[2:3], v[0:1]\nv_fract_f64 v[4:5], v[0:1]\nv_rndne_f64 v[6:7], v[0:1]\n\
         v_frexp_mant_f64 v[8:9], v[0:1]\nv_frexp_exp_i32_f64 v10, v[0:1]\nv_ldexp_f64 v[12:13], v[0:1], -3\n\
         v_trunc_f64 v[14:15], v[0:1]\nv_ceil_f64 v[16:17], v[0:1]\ns_endpgm",
        |w| set64(w, 0, |_| (-2.5f64).to_bits()),
        |w| {
            assert_lane0(
                w,
                &[(10, 2)],
                &[
                    (2, (-3f64).to_bits()),
                    (4, 0.5f64.to_bits()),
                    (6, (-2f64).to_bits()),
                    (8, (-0.625f64).to_bits()),
                    (12, (-0.3125f64).to_bits()),
                    (14, (-2f64).to_bits()),
                    (16, (-2f64).to_bits()),
                ],
            )
        },
    );
}

#[test]
fn transcendental_seed_examples() {
    // The examples the seed lists (seed 000 lines 4847-4874).
    run(
        "v_rcp_f32 v3, v1\nv_rsq_f32 v4, v1\nv_sqrt_f32 v5, v1\nv_exp_f32 v6, v1\nv_log_f32 v7, v1\n\
         v_sin_f32 v8, v1\ns_endpgm",
        |w| {
            set(w, 1, |l| {
                [
                    0xff80_0000,
                    0xc000_0000,
                    0x8000_0000,
                    0,
                    0x7f80_0000,
                    0x4080_0000,
                    0x3e80_0000,
                    0xff7f_ffff,
                ][l % 8]
            })
        },
        |w| {
            let col = |r: usize| (0..8).map(|l| get(w, r, l)).collect::<Vec<u32>>();
            // inputs: -inf, -2, -0, +0, +inf, 4, 0.25, -MAX
            assert_eq!(
                col(3)[..6],
                [0x8000_0000, 0xbf00_0000, 0xff80_0000, 0x7f80_0000, 0, 0x3e80_0000]
            );
            assert_eq!(
                col(4)[..6],
                [0xffc0_0000, 0xffc0_0000, 0xff80_0000, 0x7f80_0000, 0, 0x3f00_0000]
            );
            assert_eq!(
                col(5)[..6],
                [0xffc0_0000, 0xffc0_0000, 0x8000_0000, 0, 0x7f80_0000, 0x4000_0000]
            );
            assert_eq!(col(6)[..5], [0, f(0.25), 0x3f80_0000, 0x3f80_0000, 0x7f80_0000]);
            assert_eq!(
                col(7)[..6],
                [0xffc0_0000, 0xffc0_0000, 0xff80_0000, 0xff80_0000, 0x7f80_0000, f(2.0)]
            );
            // sin(-inf) = NaN, sin(-0) = -0, sin(0.25 revolutions) = 1, sin(-MAX) = 0.
            assert_eq!(
                [col(8)[0], col(8)[2], col(8)[6], col(8)[7]],
                [0xffc0_0000, 0x8000_0000, f(1.0), 0]
            );
        },
    );
    // cos(0.5 revolutions) = -1 (seed 000 line 4877); f64 rcp/rsq/sqrt (lines 4862-4871).
    run(
        "v_cos_f32 v3, 0.5\nv_rcp_f64 v[4:5], v[0:1]\nv_rsq_f64 v[6:7], v[0:1]\nv_sqrt_f64 v[8:9], v[0:1]\ns_endpgm",
        |w| set64(w, 0, |_| 4f64.to_bits()),
        |w| {
            assert_lane0(
                w,
                &[(3, f(-1.0))],
                &[(4, 0.25f64.to_bits()), (6, 0.5f64.to_bits()), (8, 2f64.to_bits())],
            )
        },
    );
}

#[test]
fn cube_map_coordinates() {
    // (x, y, z) = (1, -3, 2): |y| is the major axis and y < 0 (seed 000 lines 5883-5892):
    // id 3, sc = x = 1, tc = -z = -2, ma = 2y = -6.
    run(
        "v_cubeid_f32 v4, v1, v2, v3\nv_cubesc_f32 v5, v1, v2, v3\nv_cubetc_f32 v6, v1, v2, v3\n\
         v_cubema_f32 v7, v1, v2, v3\ns_endpgm",
        |w| {
            set(w, 1, |l| f([1.0, -5.0][l % 2]));
            splat(w, &[(2, f(-3.0)), (3, f(2.0))]);
        },
        |w| {
            assert_eq!(
                [get(w, 4, 0), get(w, 5, 0), get(w, 6, 0), get(w, 7, 0)],
                [3.0, 1.0, -2.0, -6.0].map(f)
            );
            // (-5, -3, 2): x major, x < 0: id 1, sc = z = 2, tc = -y = 3, ma = -10.
            assert_eq!(
                [get(w, 4, 1), get(w, 5, 1), get(w, 6, 1), get(w, 7, 1)],
                [1.0, 2.0, 3.0, -10.0].map(f)
            );
        },
    );
}

#[test]
fn packing_conversions() {
    // pkrtz: toward zero whatever the MODE (seed 000 line 6162): 1 + 3*2^-12 → 1.0 (0x3c00);
    // 65520 → 65504 (0x7bff), where nearest even would give inf.
    // pknorm (seed 001 lines 25039, 25053): 0.5 * 32767 = 16383.5 → 16384; -2 clamps to -1
    // → -32767 (0x8001); 0.5 * 65535 = 32767.5 → 32768; 2 → 65535.
    // pk_u8 (seed 000 line 5958): 200.7 → 201 into byte 2 of S2.
    run(
        "v_cvt_pkrtz_f16_f32 v3, v1, v2\nv_cvt_pknorm_i16_f32 v4, 0.5, -2.0\nv_cvt_pknorm_u16_f32 v5, 0.5, 2.0\n\
         v_cvt_pk_u8_f32 v6, v7, 2, v8\ns_endpgm",
        |w| {
            splat(
                w,
                &[
                    (1, f(1.0 + 3.0 / 4096.0)),
                    (2, f(65520.0)),
                    (7, f(200.7)),
                    (8, 0x1122_3344),
                ],
            );
        },
        |w| {
            assert_lane0(
                w,
                &[(3, 0x7bff_3c00), (4, 0x8001_4000), (5, 0xffff_8000), (6, 0x11c9_3344)],
                &[],
            )
        },
    );
}

#[test]
fn trig_preop_segments_of_two_over_pi() {
    // result = 53 bits of 2/π from bit `shift` after the point, times 2^(-53 - shift),
    // shift = S1 * 53 (seed 000 line 6150). 2/π = 0.A2F9836E4E44 1529FC… (hex): the first 53
    // bits are 0xA2F9836E4E44 << 5 | 0x1529FC >> 19 = 0x145F306DC9C882, so segment 0 is
    // 0x145F306DC9C882 * 2^-53 = f64 0x3fe45f306dc9c882 (2/π truncated; the nearest f64,
    // FRAC_2_PI, is one unit above).
    run(
        "v_trig_preop_f64 v[2:3], v[0:1], 0\nv_trig_preop_f64 v[4:5], v[0:1], 1\ns_endpgm",
        |w| set64(w, 0, |_| 1f64.to_bits()),
        |w| {
            assert_eq!(get64(w, 2, 0), 0x3fe4_5f30_6dc9_c882);
            assert_eq!(get64(w, 2, 0) + 1, core::f64::consts::FRAC_2_PI.to_bits());
            // Segment 1: bits 54-106, i.e. the next 53 bits after 0x145F306DC9C882, scaled
            // by 2^-106: 0x1529FC & 0x7FFFF = 0x529FC (19 bits), then 0x2757D1 and the
            // top 10 bits of 0xF534DD (0x3D4): 0x529FC << 34 | 0x2757D1 << 10 | 0x3D4.
            let seg1 = 0x529FCu64 << 34 | 0x2757D1 << 10 | 0x3D4;
            assert_eq!(get64(w, 4, 0), (seg1 as f64 * 2f64.powi(-106)).to_bits());
        },
    );
}

/// LLVM's f32 division macro: div_scale (den, num), rcp, Newton-Raphson with FMAs,
/// div_fmas (post-scale by VCC), div_fixup (special cases). v0 = numerator, v1 = denominator.
const DIV_F32: &str = "v_div_scale_f32 v2, s[0:1], v1, v1, v0
v_div_scale_f32 v3, vcc, v0, v1, v0
v_rcp_f32 v4, v2
v_fma_f32 v5, -v2, v4, 1.0
v_fma_f32 v4, v5, v4, v4
v_mul_f32 v5, v3, v4
v_fma_f32 v6, -v2, v5, v3
v_fma_f32 v5, v6, v4, v5
v_fma_f32 v2, -v2, v5, v3
v_div_fmas_f32 v2, v2, v4, v5
v_div_fixup_f32 v7, v2, v1, v0
s_endpgm";

#[test]
fn division_macro_f32_matches_ieee_division() {
    // Seed 000 lines 5961-5973: in lanes where div_scale leaves VCC clear, the sequence gives
    // the correctly rounded quotient and IEEE's special cases (0/0 = the default NaN
    // 0xffc00000). Lanes 7-9 go through div_scale's scaling branches without VCC: a tiny
    // numerator (both scaled by 2^64), a denormal denominator (both by 2^64), a reciprocal
    // that would be denormal (both by 2^-64).
    let cases: [(f32, f32); 10] = [
        (1.0, 3.0),
        (10.0, 7.0),
        (-2.0, 3.0),
        (5.0, 0.0),
        (-5.0, 0.0),
        (0.0, 0.0),
        (f32::INFINITY, 2.0),
        (2f32.powi(-110) * 1.5, 2f32.powi(-20) * 3.0),
        (1e-30, 1e-39),
        (1e10, 3e38),
    ];
    run(
        DIV_F32,
        |w| {
            set(w, 0, |l| f(cases[l % 10].0));
            set(w, 1, |l| f(cases[l % 10].1));
        },
        |w| {
            // Only lane 6 (inf / 2: exponent gap 255 - 128 >= 96) is flagged; div_fixup turns
            // it into inf whatever the macro computed.
            assert_eq!(w.vcc & 0x3ff, 1 << 6);
            for (l, (a, b)) in cases.iter().enumerate() {
                let want = if *a == 0.0 && *b == 0.0 { 0xffc0_0000 } else { f(a / b) };
                assert_eq!(get(w, 7, l), want, "lane {l}: {a} / {b}");
            }
        },
    );
}

#[test]
fn division_macro_vcc_lanes_follow_the_seed_post_scale() {
    // 2^100 / 2^-30: exponent gap 130 >= 96, so div_scale sets VCC and scales only the
    // denominator: 2^-30 * 2^64 = 2^34 (seed 000 line 5967). rcp(2^34) = 2^-34 exactly, the
    // Newton-Raphson steps leave it, q' = 2^100 * 2^-34 = 2^66 with residual 0, and div_fmas
    // multiplies by 2^32 (seed 000 line 5973): 2^98; div_fixup returns |S0| = 2^98 (line
    // 5961). (The true quotient 2^130 overflows; the seeds' 2^32 does not undo the 2^64.)
    run(
        DIV_F32,
        |w| {
            splat(w, &[(0, f(2f32.powi(100))), (1, f(2f32.powi(-30)))]);
        },
        |w| {
            assert_eq!(w.vcc, u64::MAX);
            assert_eq!(get(w, 7, 0), f(2f32.powi(98)));
        },
    );
}

#[test]
fn div_scale_sets_the_carry_out_pair() {
    // exponent(S2) - exponent(S1) >= 96: VCC = 1 and S0 == S1 is scaled by 2^64 (seed 000
    // line 5967). The VOP3B destination is s[4:5]; VCC is untouched. Lane 1: an ordinary
    // division, no flag, D = S0. Lane 2: S1 = 0 gives NaN.
    run(
        "v_div_scale_f32 v3, s[4:5], v1, v1, v2\ns_endpgm",
        |w| {
            w.vcc = 0x1234;
            set(w, 1, |l| f([2f32.powi(-30), 3.0, 0.0][l % 3]));
            set(w, 2, |l| f([2f32.powi(100), 1.0, 1.0][l % 3]));
        },
        |w| {
            assert_eq!(w.sgpr[4] & 7, 0b001);
            assert_eq!(w.vcc, 0x1234);
            assert_eq!(get(w, 3, 0), f(2f32.powi(34)));
            assert_eq!(get(w, 3, 1), f(3.0));
            assert_eq!(get(w, 3, 2) & 0x7fc0_0000, 0x7fc0_0000);
        },
    );
    // div_fmas scales by 2^32 in lanes whose VCC bit is set (seed 000 line 5973).
    run(
        "v_div_fmas_f32 v3, v1, v1, v1\ns_endpgm",
        |w| {
            w.vcc = 0b10;
            set(w, 1, |_| f(1.0));
        },
        |w| assert_eq!((get(w, 3, 0), get(w, 3, 1)), (f(2.0), f(2f32.powi(33)))),
    );
}

#[test]
fn div_fixup_special_cases() {
    // S0 quotient, S1 denominator, S2 numerator (seed 000 line 5961): NaN numerator quieted,
    // x/0 = ±inf by sign_out, x/inf = ±0, else ±|S0|.
    run(
        "v_div_fixup_f32 v4, v1, v2, v3\ns_endpgm",
        |w| {
            set(w, 1, |_| f(-0.25));
            set(w, 2, |l| [f(1.0), f(-0.0), f(f32::NEG_INFINITY), f(-4.0)][l % 4]);
            set(w, 3, |l| [SNAN, f(3.0), f(3.0), f(1.0)][l % 4]);
        },
        |w| {
            let col: Vec<u32> = (0..4).map(|l| get(w, 4, l)).collect();
            assert_eq!(col, [QNAN_OF_SNAN, f(f32::NEG_INFINITY), f(-0.0), f(-0.25)]);
        },
    );
}

/// LLVM's f64 division macro. v[0:1] numerator, v[4:5] denominator.
const DIV_F64: &str = "v_div_scale_f64 v[2:3], s[0:1], v[4:5], v[4:5], v[0:1]
v_rcp_f64 v[6:7], v[2:3]
v_fma_f64 v[8:9], -v[2:3], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_fma_f64 v[8:9], -v[2:3], v[6:7], 1.0
v_div_scale_f64 v[10:11], vcc, v[0:1], v[4:5], v[0:1]
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_mul_f64 v[8:9], v[10:11], v[6:7]
v_fma_f64 v[2:3], -v[2:3], v[8:9], v[10:11]
v_div_fmas_f64 v[2:3], v[2:3], v[6:7], v[8:9]
v_div_fixup_f64 v[12:13], v[2:3], v[4:5], v[0:1]
s_endpgm";

#[test]
fn division_macro_f64_matches_ieee_division() {
    // Seed 000 lines 5964-5976.
    // Lanes where div_scale leaves VCC clear (seed 000 line 5970).
    let cases: [(f64, f64); 7] = [
        (1.0, 3.0),
        (10.0, 7.0),
        (-2.0, 3.0),
        (1e200, 3e-9),
        (5.0, 0.0),
        (0.0, 0.0),
        (1e-300, 7.0),
    ];
    run(
        DIV_F64,
        |w| {
            set64(w, 0, |l| cases[l % 7].0.to_bits());
            set64(w, 4, |l| cases[l % 7].1.to_bits());
        },
        |w| {
            for (l, (a, b)) in cases.iter().enumerate() {
                let want = if *a == 0.0 && *b == 0.0 {
                    0xfff8_0000_0000_0000
                } else {
                    (a / b).to_bits()
                };
                assert_eq!(get64(w, 12, l), want, "lane {l}: {a} / {b}");
            }
        },
    );
}

#[test]
fn directed_rounding_steps_toward_zero_and_down() {
    // 1 + 3 * 2^-25 is 3/4 of the way from 1.0 to 1 + 2^-23: nearest even gives 0x3f800001,
    // toward zero and toward -inf give 1.0, toward +inf 0x3f800001; the negated sum mirrors
    // it (seed 000 lines 1647-1650). f64: 1 + 3 * 2^-54 likewise.
    let src = "v_add_f32 v3, v1, v2\nv_add_f32 v4, -v1, -v2\nv_add_f64 v[6:7], v[8:9], v[10:11]\ns_endpgm";
    let init = |rm: u32| {
        move |w: &mut Wave| {
            w.mode = MODE_DEFAULT | rm | rm << 2;
            splat(w, &[(1, f(1.0)), (2, f(3.0 * 2f32.powi(-25)))]);
            splat64(w, &[(8, 1f64.to_bits()), (10, (3.0 * 2f64.powi(-54)).to_bits())]);
        }
    };
    let one64 = 1f64.to_bits();
    for (rm, pos, neg, d) in [
        (0, 0x3f80_0001, 0xbf80_0001, one64 + 1),
        (1, 0x3f80_0001, 0xbf80_0000, one64 + 1),
        (2, 0x3f80_0000, 0xbf80_0001, one64),
        (3, 0x3f80_0000, 0xbf80_0000, one64),
    ] {
        run(src, init(rm), move |w| {
            assert_eq!((get(w, 3, 0), get(w, 4, 0), get64(w, 6, 0)), (pos, neg, d), "rm {rm}");
        });
    }
    // Overflow: MAX + MAX is +inf to nearest and toward +inf, MAX toward zero and -inf.
    for (rm, want) in [
        (0u32, 0x7f80_0000u32),
        (1, 0x7f80_0000),
        (2, 0x7f7f_ffff),
        (3, 0x7f7f_ffff),
    ] {
        run(
            "v_add_f32 v3, v1, v1\ns_endpgm",
            move |w| {
                w.mode = MODE_DEFAULT | rm;
                set(w, 1, |_| f(f32::MAX));
            },
            move |w| assert_eq!(get(w, 3, 0), want, "rm {rm}"),
        );
    }
}

#[test]
fn more_f32_ops() {
    // rcp_iflag = 1 / S0 (seed 000 line 4856); exp/log legacy = 2^x / log2 (lines 4970,
    // 4973); ubyte0/1 (lines 4802, 4805); fma_f64 (line 5907); frexp_exp_i32_f64 of ±inf is 0
    // (line 4895); pknorm of NaN is 0.
    run(
        "v_rcp_iflag_f32 v3, 4.0\nv_exp_legacy_f32 v4, 2.0\nv_log_legacy_f32 v5, 4.0\n\
         v_cvt_f32_ubyte0 v6, v1\nv_cvt_f32_ubyte1 v7, v1\nv_fma_f64 v[8:9], v[10:11], 2.0, -1.0\n\
         v_frexp_exp_i32_f64 v12, v[14:15]\nv_cvt_pknorm_u16_f32 v13, v2, 1.0\ns_endpgm",
        |w| {
            splat(w, &[(1, 0x0000_ff07), (2, f(f32::NAN))]);
            splat64(w, &[(10, 0.75f64.to_bits()), (14, f64::NEG_INFINITY.to_bits())]);
        },
        |w| {
            assert_eq!(get(w, 3, 0), f(0.25));
            assert_eq!(get(w, 4, 0), f(4.0));
            assert_eq!(get(w, 5, 0), f(2.0));
            assert_eq!((get(w, 6, 0), get(w, 7, 0)), (f(7.0), f(255.0)));
            assert_eq!(get64(w, 8, 0), 0.5f64.to_bits());
            assert_eq!(get(w, 12, 0), 0);
            assert_eq!(get(w, 13, 0), 0xffff_0000);
        },
    );
    // gfx900 v_cvt_pkaccum_u8_f32: byte S1[1:0] of D becomes u8(S0) (seed 000 line 6015):
    // 3.4 → 3 into byte 1 of 0xaabbccdd.
    run_on(
        Arch::Gfx900,
        "v_cvt_pkaccum_u8_f32 v3, v1, 1\ns_endpgm",
        |w| {
            splat(w, &[(1, f(3.4)), (3, 0xaabb_ccdd)]);
        },
        |w| assert_eq!(get(w, 3, 0), 0xaabb_03dd),
    );
}

#[test]
fn fma_f64_rounds_in_the_mode_direction() {
    // D = fma(S0, S1, S2) with one rounding in FP_ROUND[3:2] (seed 000 lines 1647-1650, 5907).
    // Lane 0: (1 + 2^-52)^2 + 1 = 2 + 2^-51 + 2^-104: nearest/down/zero 0x4000000000000001,
    // up 0x4000000000000002. Lane 1: 2^-600 * 2^-600 + 1 rounds to 1.0 except up (1 + 2^-52).
    // Lane 2: -2^-600 * 2^-600 + 1 rounds to 1.0 except down and toward zero (1 - 2^-53).
    let e = 1.0 + 2f64.powi(-52);
    let t = 2f64.powi(-600);
    let one = 1f64.to_bits();
    for (rm, l0, l1, l2) in [
        (0, 0x4000_0000_0000_0001, one, one),
        (1, 0x4000_0000_0000_0002, one + 1, one),
        (2, 0x4000_0000_0000_0001, one, one - 1),
        (3, 0x4000_0000_0000_0001, one, one - 1),
    ] {
        run(
            "v_fma_f64 v[6:7], v[0:1], v[2:3], 1.0\ns_endpgm",
            move |w| {
                w.mode = MODE_DEFAULT | rm << 2;
                set64(w, 0, |l| [e, t, -t][l % 3].to_bits());
                set64(w, 2, |l| [e, t, t][l % 3].to_bits());
            },
            move |w| {
                assert_eq!(
                    [get64(w, 6, 0), get64(w, 6, 1), get64(w, 6, 2)],
                    [l0, l1, l2],
                    "rm {rm}"
                )
            },
        );
    }
}

/// VOP2/VOP3 f32 ops with two sources.
const BINARY_F32: [&str; 13] = [
    "v_add_f32",
    "v_sub_f32",
    "v_subrev_f32",
    "v_mul_f32",
    "v_mul_legacy_f32",
    "v_min_f32",
    "v_max_f32",
    "v_mac_f32",
    "v_fmac_f32",
    "v_ldexp_f32",
    "v_cvt_pknorm_i16_f32",
    "v_cvt_pknorm_u16_f32",
    "v_cvt_pkrtz_f16_f32",
];

/// f32 (and f32-source) unary ops.
const UNARY_F32: [&str; 29] = [
    "v_cvt_f32_i32",
    "v_cvt_f32_u32",
    "v_cvt_u32_f32",
    "v_cvt_i32_f32",
    "v_cvt_rpi_i32_f32",
    "v_cvt_flr_i32_f32",
    "v_cvt_off_f32_i4",
    "v_cvt_f64_f32",
    "v_cvt_f32_ubyte0",
    "v_cvt_f32_ubyte3",
    "v_cvt_f64_i32",
    "v_cvt_f64_u32",
    "v_fract_f32",
    "v_trunc_f32",
    "v_ceil_f32",
    "v_rndne_f32",
    "v_floor_f32",
    "v_exp_f32",
    "v_log_f32",
    "v_rcp_f32",
    "v_rcp_iflag_f32",
    "v_rsq_f32",
    "v_sqrt_f32",
    "v_sin_f32",
    "v_cos_f32",
    "v_frexp_exp_i32_f32",
    "v_frexp_mant_f32",
    "v_exp_legacy_f32",
    "v_log_legacy_f32",
];

/// Three-source f32 ops.
const TERNARY_F32: [&str; 15] = [
    "v_mad_legacy_f32",
    "v_mad_f32",
    "v_cubeid_f32",
    "v_cubesc_f32",
    "v_cubetc_f32",
    "v_cubema_f32",
    "v_fma_f32",
    "v_min3_f32",
    "v_max3_f32",
    "v_med3_f32",
    "v_div_fixup_f32",
    "v_div_fmas_f32",
    "v_minimum3_f32",
    "v_maximum3_f32",
    "v_cvt_pk_u8_f32",
];

/// Unary ops from an f64 to a 32-bit result.
const UNARY_FROM_F64: [&str; 4] = ["v_cvt_i32_f64", "v_cvt_u32_f64", "v_cvt_f32_f64", "v_frexp_exp_i32_f64"];

/// f64 unary ops.
const UNARY_F64: [&str; 9] = [
    "v_trunc_f64",
    "v_ceil_f64",
    "v_rndne_f64",
    "v_floor_f64",
    "v_rcp_f64",
    "v_rsq_f64",
    "v_sqrt_f64",
    "v_frexp_mant_f64",
    "v_fract_f64",
];

/// NaNs, infinities, denormals, zeros, extremes and ordinary values as f32 bits.
const AWKWARD_F32: [u32; 16] = [
    0,
    0x8000_0000,
    1,
    0x8000_0001,
    0x007f_ffff,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0x7f80_0001,
    0x3f80_0000,
    0xbf00_0000,
    0x4f80_0000,
    0xcf00_0001,
    0x1234_5678,
];

/// The same as f64 bits.
const AWKWARD_F64: [u64; 16] = [
    0,
    1 << 63,
    1,
    0x000f_ffff_ffff_ffff,
    0x7fef_ffff_ffff_ffff,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x7ff0_0000_0000_0001,
    0x3ff0_0000_0000_0000,
    0xc1e0_0000_0000_0001,
    0x7fe0_0000_0000_0000,
    0x0010_0000_0000_0000,
    0x43e0_0000_0000_0000,
    0x1234_5678_9abc_def0,
    0xbff8_0000_0000_0000,
];

/// Every float row above with clamp/omod/neg/abs forms, one line each (a target drops the lines
/// it lacks).
fn awkward_float_program() -> String {
    let mut src = String::new();
    for op in BINARY_F32 {
        src += &format!("{op}_e64 v10, v1, v2 clamp mul:2\n{op} v11, v1, v2\n");
    }
    for op in UNARY_F32 {
        src += &format!("{op}_e64 v10, -v1 clamp div:2\n{op} v11, v2\n");
    }
    for op in TERNARY_F32 {
        src += &format!("{op} v10, v1, -v2, |v3|\n");
    }
    for op in UNARY_FROM_F64 {
        src += &format!("{op} v10, v[4:5]\n");
    }
    for op in UNARY_F64 {
        src += &format!("{op}_e64 v[12:13], -v[4:5] clamp mul:4\n");
    }
    for op in ["v_add_f64", "v_mul_f64", "v_min_f64", "v_max_f64"] {
        src += &format!("{op} v[12:13], v[4:5], v[6:7] clamp\n");
    }
    src += "v_ldexp_f64 v[12:13], v[4:5], v1\nv_trig_preop_f64 v[12:13], v[4:5], v1\n";
    src += "v_fma_f64 v[12:13], v[4:5], v[6:7], v[8:9]\nv_div_fmas_f64 v[12:13], v[4:5], v[6:7], v[8:9]\n";
    src += "v_div_fixup_f64 v[12:13], v[4:5], v[6:7], v[8:9]\n";
    src += "v_div_scale_f64 v[12:13], s[2:3], v[4:5], v[6:7], v[8:9]\nv_div_scale_f32 v10, vcc, v1, v2, v3\n";
    src
}

/// MODE, VCC and the awkward values in v1-v3 (f32) and v[4:9] (f64), spread over the lanes.
fn set_awkward_inputs(w: &mut Wave, mode: u32) {
    w.mode = mode;
    w.vcc = 0x5555_aaaa_5555_aaaa;
    set(w, 1, |l| AWKWARD_F32[l % 16]);
    set(w, 2, |l| AWKWARD_F32[(l / 4) % 16]);
    set(w, 3, |l| AWKWARD_F32[(l * 7) % 16]);
    set64(w, 4, |l| AWKWARD_F64[l % 16]);
    set64(w, 6, |l| AWKWARD_F64[(l / 4) % 16]);
    set64(w, 8, |l| AWKWARD_F64[(l * 5) % 16]);
}

#[test]
fn every_float_row_runs_on_awkward_inputs_in_every_mode() {
    // No panics for NaN, infinities, denormals, zeros, extremes, under every round and
    // denormal mode, with and without IEEE / DX10_CLAMP, with clamp and omod.
    let src = awkward_float_program();
    for arch in common::GFX9 {
        // Keep the lines that exist on this target.
        let lines: String = src
            .lines()
            .filter(|l| assemble(arch, &format!("{l}\ns_endpgm")).is_ok())
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(lines.lines().count() > 90, "{}: {}", arch.name(), lines.lines().count());
        let prog = format!("{lines}s_endpgm");
        for mode in [0u32, 0x0f, 0x5a, 0xa5, 0x3f0, 0x1f3, 0x2c6, 0x305] {
            run_on(arch, &prog, |w| set_awkward_inputs(w, mode), |_| {});
        }
    }
}

#[test]
fn mul_f64_and_ldexp_round_in_the_mode_direction() {
    // Lane 0: (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104: up gives 1 + 3 * 2^-52, the rest 1 + 2^-51.
    // Lane 1: 2^-537 (1 + 2^-52) * 2^-537 = 2^-1074 (1 + 2^-52), just above the smallest
    // denormal: up gives 2 * 2^-1074, the rest 2^-1074 (seed 000 lines 1647-1650, 6102).
    // ldexp_f32(1.5, -149) = 1.5 * 2^-149: nearest even 2 * 2^-149 (tie to even), up 2,
    // down and toward zero 1 (seed 000 line 6123).
    let e = 1.0 + 2f64.powi(-52);
    let one = 1f64.to_bits();
    for (rm, l0, l1, ld) in [
        (0, one + 2, 1, 2),
        (1, one + 3, 2, 2),
        (2, one + 2, 1, 1),
        (3, one + 2, 1, 1),
    ] {
        run(
            "v_mul_f64 v[6:7], v[0:1], v[2:3]\nv_ldexp_f32 v8, v10, v9\ns_endpgm",
            move |w| {
                w.mode = MODE_DEFAULT | rm | rm << 2;
                set64(w, 0, |l| [e, 2f64.powi(-537) * e][l % 2].to_bits());
                set64(w, 2, |l| [e, 2f64.powi(-537)][l % 2].to_bits());
                splat(w, &[(9, -149i32 as u32), (10, f(1.5))]);
            },
            move |w| {
                assert_eq!((get64(w, 6, 0), get64(w, 6, 1)), (l0, l1), "rm {rm}");
                assert_eq!(get(w, 8, 0), ld, "rm {rm}");
            },
        );
    }
}
