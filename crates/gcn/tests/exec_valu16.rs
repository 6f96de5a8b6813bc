//! 16-bit, packed, mixed-precision, dot-product and small-float VALU semantics, and the
//! narrow-format converters of `exec::formats`. Every expectation is worked out by hand from
//! the seeds' pseudocode (seed 000 = Vega, seed 001 = CDNA4; lines cited per test).

use lanescope_gcn::exec::formats::{self, Overflow, Round, BF16, BF6, BF8, F16, FP4, FP6, FP8};
use lanescope_gcn::exec::Wave;
use lanescope_gcn::{Arch, GcnMachine};

mod common;
use common::run::{regs, regs_on, run, run_on};

fn set(w: &mut Wave, reg: usize, v: u32) {
    for l in 0..64 {
        w.vgpr[reg * 64 + l] = v;
    }
}

/// Lane 0 of `reg` (every test sets all lanes alike).
fn v(m: &GcnMachine, reg: usize) -> u32 {
    m.vgpr(reg)[0]
}

/// Prepares a wave: MODE = `mode`, then every lane of each VGPR of `init` (register, value).
fn moded(mode: u32, init: &[(usize, u32)]) -> impl Fn(&mut Wave) + '_ {
    move |w| {
        w.mode = mode;
        for &(reg, x) in init {
            set(w, reg, x);
        }
    }
}

const G900: [Arch; 1] = [Arch::Gfx900];
const G950: [Arch; 1] = [Arch::Gfx950];

// ------------------------------------------------------------------------------------------
// formats.rs
// ------------------------------------------------------------------------------------------

#[test]
fn fp8_and_bf8_known_values() {
    // Table 30 (seed 001 lines 3379-3392): FP8 E4M3 bias 7, max 448, min normal 2^-6, min
    // denorm 2^-9, NaN 0x7f/0xff, no Inf. 0x7e = 0 1111 110 = 1.75 * 2^8 = 448.
    assert_eq!(formats::fp8_to_f32(0x7e), 448.0);
    assert_eq!(formats::fp8_to_f32(0xfe), -448.0);
    assert_eq!(formats::fp8_to_f32(0x08), 2f32.powi(-6));
    assert_eq!(formats::fp8_to_f32(0x01), 2f32.powi(-9));
    assert_eq!(formats::fp8_to_f32(0x38), 1.0);
    assert!(formats::fp8_to_f32(0x7f).is_nan() && formats::fp8_to_f32(0xff).is_nan());
    assert_eq!(formats::fp8_to_f32(0x80).to_bits(), 0x8000_0000);
    // BF8 E5M2 bias 15: max 0x7b = 1.75 * 2^15 = 57344, Inf 0x7c, NaN 0x7d-0x7f, min denorm
    // 2^-16, min normal 2^-14.
    assert_eq!(formats::bf8_to_f32(0x7b), 57344.0);
    assert_eq!(formats::bf8_to_f32(0x7c), f32::INFINITY);
    assert_eq!(formats::bf8_to_f32(0xfc), f32::NEG_INFINITY);
    for b in 0x7d..=0x7f {
        assert!(formats::bf8_to_f32(b).is_nan());
    }
    assert_eq!(formats::bf8_to_f32(0x01), 2f32.powi(-16));
    assert_eq!(formats::bf8_to_f32(0x04), 2f32.powi(-14));
    // FP6 E2M3 max 7.5 (S.11.111), min denorm 0.125; BF6 E3M2 max 28, min denorm 2^-4;
    // FP4 E2M1 max 6, min denorm 0.5 (Table 30).
    assert_eq!(FP6.decode(0x1f), 7.5);
    assert_eq!(FP6.decode(0x01), 0.125);
    assert_eq!(FP6.decode(0x08), 1.0);
    assert_eq!(BF6.decode(0x1f), 28.0);
    assert_eq!(BF6.decode(0x01), 0.0625);
    assert_eq!(BF6.decode(0x04), 0.25);
    let fp4: Vec<f64> = (0..8).map(|b| FP4.decode(b)).collect();
    assert_eq!(fp4, [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]);
    assert_eq!(FP4.decode(0xf), -6.0);
}

#[test]
fn every_pattern_decodes_and_reencodes_to_itself() {
    // Decoding is exact and every finite pattern is a representable value, so RNE encoding
    // returns it unchanged; NaN patterns come back as the format's canonical NaN.
    for (fmt, bits) in [(FP8, 8), (BF8, 8), (FP6, 6), (BF6, 6), (FP4, 4), (F16, 16), (BF16, 16)] {
        for b in 0..1u32 << bits {
            let x = fmt.decode(b);
            let e = fmt.encode(x, Round::NearestEven, Overflow::Ieee);
            if fmt.is_nan(b) {
                assert!(x.is_nan());
                assert!(fmt.is_nan(e), "{fmt:?} {b:#x}");
                assert_eq!(e & fmt.sign_bit(), b & fmt.sign_bit());
            } else {
                assert_eq!(e, b, "{fmt:?} {b:#x} = {x}");
                for mode in [Round::Up, Round::Down, Round::Zero] {
                    assert_eq!(fmt.encode(x, mode, Overflow::Ieee), b, "{fmt:?} {b:#x} {mode:?}");
                }
            }
        }
    }
}

#[test]
fn fp8_rounding_and_saturation() {
    // f32_to_fp8 is RNE (seed 001 line 25262). Between 448 (mantissa 110) and the next step
    // 480 (mantissa 111 = the NaN pattern): 460 rounds to 448; 464 is the tie and goes to the
    // even mantissa 110 = 448; 470 rounds up past the maximum, which is an overflow: NaN with
    // FP16_OVFL = 0, ±448 with FP16_OVFL = 1 (seed 001 lines 3536-3543).
    assert_eq!(formats::f32_to_fp8(460.0, false), 0x7e);
    assert_eq!(formats::f32_to_fp8(464.0, false), 0x7e);
    assert_eq!(formats::f32_to_fp8(470.0, false), 0x7f);
    assert_eq!(formats::f32_to_fp8(470.0, true), 0x7e);
    assert_eq!(formats::f32_to_fp8(-1e9, true), 0xfe);
    assert_eq!(formats::f32_to_fp8(f32::INFINITY, false), 0x7f);
    assert_eq!(formats::f32_to_fp8(f32::NEG_INFINITY, true), 0xfe);
    assert_eq!(formats::f32_to_fp8(f32::NAN, true), 0x7f);
    // 1.0625 is the tie between 1.0 (0x38) and 1.125 (0x39): even mantissa 000 wins.
    assert_eq!(formats::f32_to_fp8(1.0625, false), 0x38);
    assert_eq!(formats::f32_to_fp8(1.0626, false), 0x39);
    // Half the minimum denormal 2^-10 ties to 0; just above goes to 0x01.
    assert_eq!(formats::f32_to_fp8(2f32.powi(-10), false), 0x00);
    assert_eq!(formats::f32_to_fp8(-1.5 * 2f32.powi(-10), false), 0x81);
    // BF8: 60000 < 61440 (the tie between 57344 and 65536) rounds to the max 0x7b; 61440 ties
    // to even — 57344 has mantissa 11 (odd) — so it rounds up to 65536, an overflow: +Inf
    // with FP16_OVFL = 0, 57344 with 1; ±Inf inputs likewise.
    assert_eq!(formats::f32_to_bf8(60000.0, false), 0x7b);
    assert_eq!(formats::f32_to_bf8(61440.0, false), 0x7c);
    assert_eq!(formats::f32_to_bf8(61440.0, true), 0x7b);
    assert_eq!(formats::f32_to_bf8(f32::NEG_INFINITY, false), 0xfc);
    assert_eq!(formats::f32_to_bf8(f32::NEG_INFINITY, true), 0xfb);
}

#[test]
fn fp6_fp4_saturate_and_flush() {
    // Conversions to FP4/FP6 saturate to the maximum and round values below the minimum
    // subnormal to zero (seed 001 lines 3499-3504).
    let sat = Overflow::Saturate;
    assert_eq!(FP4.encode(7.0, Round::NearestEven, sat), 0x7);
    assert_eq!(FP4.encode(-100.0, Round::NearestEven, sat), 0xf);
    // 5 is the tie between 4 (code 6, mantissa 0) and 6 (code 7): even wins.
    assert_eq!(FP4.encode(5.0, Round::NearestEven, sat), 0x6);
    // 0.25 ties between 0 and 0.5: even (0) wins; 0.3 goes to 0.5.
    assert_eq!(FP4.encode(0.25, Round::NearestEven, sat), 0x0);
    assert_eq!(FP4.encode(0.3, Round::NearestEven, sat), 0x1);
    assert_eq!(FP6.encode(100.0, Round::NearestEven, sat), 0x1f);
    assert_eq!(FP6.encode(0.05, Round::NearestEven, sat), 0x00);
    assert_eq!(BF6.encode(-29.0, Round::NearestEven, sat), 0x3f);
    assert_eq!(BF6.encode(0.03, Round::NearestEven, sat), 0x00); // below 2^-5: rounds to 0
}

#[test]
fn e8m0_scale() {
    // E8M0 bias 127, 0xff = NaN (seed 001 line 3301); the exponent field of an f32 is used
    // (line 3480): 8.0 = 0x41000000 has field 130.
    assert_eq!(formats::e8m0_to_f64(127), 1.0);
    assert_eq!(formats::e8m0_to_f64(130), 8.0);
    assert_eq!(formats::e8m0_to_f64(0), 2f64.powi(-127));
    assert!(formats::e8m0_to_f64(255).is_nan());
    assert_eq!(formats::e8m0_of_f32(8.0f32.to_bits()), 130);
    assert_eq!(formats::decode_scaled(&FP8, 0x7e, 130), 448.0 * 8.0);
    assert_eq!(formats::encode_scaled(&FP8, 448.0 * 8.0, 130, Overflow::Ieee), 0x7e);
}

#[test]
fn stochastic_rounding_pre_add_per_seed() {
    // V_CVT_SR_FP8_F32: m = mantissa(S0) + S1[31:12], wrapping in 23 bits (seed 001 lines
    // 25321-25325), then RNE. 1.0 + 0xfffff * 2^-23 = 1.125 - 2^-23, nearest FP8 is 1.125.
    assert_eq!(formats::sr_add_mantissa(0x3f80_0000, 0xffff_f000, 20), 0x3f8f_ffff);
    assert_eq!(formats::f32_to_fp8_sr(0x3f80_0000, 0xffff_f000, false), 0x39);
    assert_eq!(formats::f32_to_fp8_sr(0x3f80_0000, 0x0000_0fff, false), 0x38);
    // Wrap-around: mantissa 0x7fffff + 1 wraps to 0 (exponent untouched): 1.0.
    assert_eq!(formats::f32_to_fp8_sr(0x3fff_ffff, 0x0000_1000, false), 0x38);
    // BF8 uses S1[31:11] (line 25356).
    assert_eq!(formats::sr_add_mantissa(0x3f80_0000, 0x0000_0800, 21), 0x3f80_0001);
    // The generic add-and-truncate SR: 1 + 2^-11 sits 2^-11 (the f16 step is 2^-10)
    // above 1.0 — half a step: rounds up iff rnd < 2^31.
    let x = 1.0 + 2f64.powi(-11);
    assert_eq!(formats::encode_sr(&F16, x, 0x7fff_ffff, Overflow::Ieee), 0x3c01);
    assert_eq!(formats::encode_sr(&F16, x, 0x8000_0000, Overflow::Ieee), 0x3c00);
}

#[test]
fn f16_directed_rounding_and_overflow() {
    // 1 + 2^-12 lies between 1.0 and 1 + 2^-10.
    let x = 1.0 + 2f64.powi(-12);
    assert_eq!(F16.encode(x, Round::NearestEven, Overflow::Ieee), 0x3c00);
    assert_eq!(F16.encode(x, Round::Up, Overflow::Ieee), 0x3c01);
    assert_eq!(F16.encode(-x, Round::Down, Overflow::Ieee), 0xbc01);
    assert_eq!(F16.encode(-x, Round::Zero, Overflow::Ieee), 0xbc00);
    // 65520 is the tie between 65504 and 65536 (Inf): RNE overflows; RTZ gives the max.
    assert_eq!(F16.encode(65520.0, Round::NearestEven, Overflow::Ieee), 0x7c00);
    assert_eq!(F16.encode(65520.0, Round::Zero, Overflow::Ieee), 0x7bff);
    assert_eq!(F16.encode(1e6, Round::NearestEven, Overflow::SaturateFinite), 0x7bff);
    assert_eq!(
        F16.encode(f64::INFINITY, Round::NearestEven, Overflow::SaturateFinite),
        0x7c00
    );
}

// ------------------------------------------------------------------------------------------
// Half-precision VALU
// ------------------------------------------------------------------------------------------

#[test]
fn vop2_f16_zeroes_the_high_half_and_takes_f16_constants() {
    // D.f16 = S0.f16 + S1.f16 (seed 000 line 4674): 1.0 + 2.0 = 3.0 = 0x4200; the gfx9 VOP2
    // 16-bit result zeroes D[31:16]. The inline constant 1.0 of an f16 operand is 0x3c00.
    regs(
        "v_add_f16 v3, v1, v2\nv_add_f16 v4, 1.0, v2\nv_mul_f16 v5, -2.0, v2\ns_endpgm",
        &[(1, 0xdead_3c00), (2, 0x1234_4000), (3, 0xffff_ffff), (4, 0xffff_ffff)],
        &[
            (3, 0x0000_4200),
            (4, 0x0000_4200),
            (5, 0x0000_c400), // -2 * 2 = -4
        ],
    );
}

#[test]
fn f16_mode_rounding_denormals_and_overflow() {
    // 1.0 + 2^-24 (the f16 min denormal 0x0001): exact value 1 + 2^-24.
    // MODE.FP_ROUND[3:2] = 1 (toward +Inf) gives 0x3c01; RNE gives 0x3c00. With
    // FP_DENORM[7:6] = 0 the denormal input is flushed first, so the sum is exactly 1.0.
    let src = "v_add_f16 v3, v1, v2\ns_endpgm";
    let init = |mode| moded(mode, &[(1, 0x3c00), (2, 0x0001)]);
    run(src, init(0xf0 | 1 << 2), |m| assert_eq!(v(m, 3), 0x3c01));
    run(src, init(0xf0), |m| assert_eq!(v(m, 3), 0x3c00));
    run(src, init(0x30 | 1 << 2), |m| assert_eq!(v(m, 3), 0x3c00));
    // 256 * 256 = 65536 overflows to +Inf; MODE.FP16_OVFL (bit 23) clamps to 65504.
    let mul = "v_mul_f16 v3, v1, v1\ns_endpgm";
    let big = |mode: u32| {
        move |w: &mut Wave| {
            w.mode = mode;
            set(w, 1, 0x5c00); // 256
        }
    };
    run(mul, big(0xf0), |m| assert_eq!(v(m, 3), 0x7c00));
    run(mul, big(0xf0 | 1 << 23), |m| assert_eq!(v(m, 3), 0x7bff));
    // Output denormals flushed when FP_DENORM[7] = 0: 2^-14 * 0.5 = 2^-15 (0x0200) -> +0.
    let den = |mode: u32| {
        move |w: &mut Wave| {
            w.mode = mode;
            set(w, 1, 0x0400);
            set(w, 2, 0x3800);
        }
    };
    run("v_mul_f16 v3, v1, v2\ns_endpgm", den(0xf0), |m| {
        assert_eq!(v(m, 3), 0x0200)
    });
    run("v_mul_f16 v3, v1, v2\ns_endpgm", den(0x70), |m| {
        assert_eq!(v(m, 3), 0x0000)
    });
}

#[test]
fn min_max_f16_never_flush_denormals_before_gfx9() {
    // MODE flushes every denormal (FP_DENORM = 0): gfx900's v_min/max_f16 follow it, gfx803's
    // never flush (LLVM supportsMinMaxDenormModes: GFX9 on); v_add_f16 flushes on both.
    // min(2^-24, 1.0), max(-2^-24, -2^-14), -2^-24 + -0.
    let src = "v_min_f16 v3, v1, v2\nv_max_f16 v4, v5, v6\nv_add_f16 v7, v5, v9\ns_endpgm";
    let init = moded(0, &[(1, 0x0001), (2, 0x3c00), (5, 0x8001), (6, 0x8400), (9, 0x8000)]);
    run_on(&[Arch::Gfx803], src, &init, |m| {
        assert_eq!((v(m, 3), v(m, 4), v(m, 7)), (0x0001, 0x8001, 0x8000));
    });
    run_on(&G900, src, &init, |m| {
        assert_eq!((v(m, 3), v(m, 4), v(m, 7)), (0x0000, 0x8000, 0x8000));
    });
}

#[test]
fn f16_modifiers_clamp_and_nan() {
    // VOP3 abs then neg (seed 000 line 1662): v1 = -3, v2 = 1: -|-3| + 1 = -2 = 0xc000;
    // clamp to [0, 1] (seed 000 line 329): 1 + 1 = 2 -> 1.0.
    let src = "v_add_f16_e64 v3, -|v1|, v2\nv_add_f16_e64 v4, v2, v2 clamp\ns_endpgm";
    regs(src, &[(1, 0xc200), (2, 0x3c00)], &[(3, 0xc000), (4, 0x3c00)]);
    // V_MAX_F16 (seed 000 line 4716): with IEEE on a quiet NaN input yields the other operand;
    // a signalling NaN (0x7c01) is returned quieted (0x7e01); min(1.0, -0) = -0.
    let src = "v_max_f16 v3, v1, v2\nv_max_f16 v4, v5, v2\nv_min_f16 v6, v2, v7\ns_endpgm";
    let init = [(1, 0x7e00), (2, 0x3c00), (5, 0x7c01), (7, 0x8000)];
    regs(src, &init, &[(3, 0x3c00), (4, 0x7e01), (6, 0x8000)]);
}

#[test]
fn vop3_op_sel_reads_high_halves_and_keeps_the_other_dst_half() {
    // V_FMA_F16 (seed 000 line 6082): OPSEL[0] reads S0[31:16]; OPSEL[3] writes D[31:16]
    // and preserves D[15:0]. S0.hi = 2.0, S1 = 3.0, S2 = 0.5: 6.5 = 0x4680.
    regs(
        "v_fma_f16 v3, v1, v2, v4 op_sel:[1,0,0,1]\nv_fma_f16 v5, v1, v2, v4\ns_endpgm",
        &[
            (1, 0x4000_3c00),
            (2, 0x0000_4200),
            (4, 0x0000_3800),
            (3, 0xaaaa_bbbb),
            (5, 0xaaaa_bbbb),
        ],
        &[
            (3, 0x4680_bbbb),
            // op_sel 0: 1.0 * 3.0 + 0.5 = 3.5 = 0x4300 into D[15:0], D[31:16] preserved.
            (5, 0xaaaa_4300),
        ],
    );
    // V_MAD_LEGACY_F16 zeroes the high half when writing the low one (seed 000 line 5998);
    // V_MAD_U16 keeps it (line 6076).
    regs(
        "v_mad_legacy_f16 v3, v1, v2, v4\nv_mad_u16 v5, v1, v2, v4\ns_endpgm",
        &[
            (1, 0x0000_3c00),
            (2, 0x0000_4200),
            (4, 0x0000_3800),
            (3, 0xaaaa_bbbb),
            (5, 0xaaaa_bbbb),
        ],
        &[
            (3, 0x0000_4300),
            // u16: 0x3c00 * 0x4200 + 0x3800 = 0xf780000 + 0x3800, low 16 bits 0x3800.
            (5, 0xaaaa_3800),
        ],
    );
}

#[test]
fn mac_f16_accumulates_and_zeroes_the_high_half() {
    // V_MAC_F16: tmp = S0 * S1 + D.f16; without OPSEL[3] D = {16'0, tmp} (seed 001 lines
    // 10733-10748). 2 * 3 + 1 = 7 = 0x4700.
    run(
        "v_mac_f16 v3, v1, v2\ns_endpgm",
        |w| {
            set(w, 1, 0x4000);
            set(w, 2, 0x4200);
            set(w, 3, 0x5555_3c00);
        },
        |m| assert_eq!(v(m, 3), 0x0000_4700),
    );
}

#[test]
fn f16_transcendentals_match_the_seed_examples() {
    // Seed 001 lines 12493-12830 (and seed 000 lines 4928-4967) give these examples.
    let cases: [(&str, u16, u16); 14] = [
        ("v_rcp_f16", 0xc000, 0xb800),
        ("v_rcp_f16", 0x8000, 0xfc00),
        ("v_rcp_f16", 0x7c00, 0x0000),
        ("v_sqrt_f16", 0x4400, 0x4000),
        ("v_sqrt_f16", 0xfc00, 0xfe00),
        ("v_sqrt_f16", 0x8000, 0x8000),
        ("v_rsq_f16", 0x4400, 0x3800),
        ("v_rsq_f16", 0x8000, 0xfc00),
        ("v_log_f16", 0x3c00, 0x0000),
        ("v_log_f16", 0xbc00, 0xfe00),
        ("v_exp_f16", 0x8000, 0x3c00),
        ("v_sin_f16", 0x3400, 0x3c00),
        ("v_sin_f16", 0xfbff, 0x0000),
        ("v_cos_f16", 0x3400, 0x0000),
    ];
    for (op, x, want) in cases {
        run(
            &format!("{op} v3, v1\ns_endpgm"),
            |w| set(w, 1, x as u32),
            |m| assert_eq!(v(m, 3), want as u32, "{op}({x:#x})"),
        );
    }
    run(
        "v_sin_f16 v3, v1\nv_cos_f16 v4, v1\ns_endpgm",
        |w| set(w, 1, 0x8000),
        |m| {
            assert_eq!(v(m, 3), 0x8000); // sin(-0) = -0
            assert_eq!(v(m, 4), 0x3c00); // cos(-0) = 1
        },
    );
}

#[test]
fn f16_rounding_ops_and_frexp() {
    // fract(-1.25) = -1.25 - floor(-1.25) = 0.75 (seed 000 line 4961, DX semantics);
    // floor(-1.25) = -2; ceil(-1.25) = -1; trunc(-1.25) = -1; rndne(2.5) = 2; rndne(3.5) = 4.
    // frexp(8.0): 8 = 0.5 * 2^4 (seed 000 lines 4943-4946).
    run(
        "v_fract_f16 v3, v1\nv_floor_f16 v4, v1\nv_ceil_f16 v5, v1\nv_trunc_f16 v6, v1\n\
         v_rndne_f16 v7, v2\nv_rndne_f16 v8, v9\nv_frexp_mant_f16 v10, v11\nv_frexp_exp_i16_f16 v12, v11\n\
         v_ldexp_f16 v13, v11, -3\ns_endpgm",
        |w| {
            set(w, 1, 0xbd00); // -1.25
            set(w, 2, 0x4100); // 2.5
            set(w, 9, 0x4300); // 3.5
            set(w, 11, 0x4800); // 8.0
        },
        |m| {
            assert_eq!(v(m, 3), 0x3a00);
            assert_eq!(v(m, 4), 0xc000);
            assert_eq!(v(m, 5), 0xbc00);
            assert_eq!(v(m, 6), 0xbc00);
            assert_eq!(v(m, 7), 0x4000);
            assert_eq!(v(m, 8), 0x4400);
            assert_eq!(v(m, 10), 0x3800);
            assert_eq!(v(m, 12), 4);
            assert_eq!(v(m, 13), 0x3c00); // 8 * 2^-3 = 1
        },
    );
}

#[test]
fn f16_conversions() {
    // cvt_f16_f32(1/3) rounds 0x3eaaaaab to f16 0x3555 (RNE); cvt_f32_f16(0x3555) is exact:
    // 0x3eaaa000. cvt_u16_f16 truncates and saturates: 70000 does not fit f16 (Inf), so use
    // -3.75 -> 0 and 1000.75 -> 1000; cvt_i16_f16(-3.75) = -3 (seed 000 lines 4781-4925).
    regs(
        "v_cvt_f16_f32 v3, v1\nv_cvt_f32_f16 v4, v3\nv_cvt_u16_f16 v5, v2\nv_cvt_i16_f16 v6, v2\n\
         v_cvt_u16_f16 v7, v8\nv_cvt_f16_i16 v9, v10\nv_cvt_f16_u16 v11, v10\ns_endpgm",
        &[
            (1, (1.0f32 / 3.0).to_bits()),
            (2, 0xc380),  // -3.75
            (8, 0x63d1),  // 1000.5
            (10, 0xfffd), // -3 as i16, 65533 as u16
        ],
        &[
            (3, 0x3555),
            (4, 0x3eaa_a000),
            (5, 0),
            (6, 0xfffd),
            (7, 1000),
            (9, 0xc200),  // -3.0
            (11, 0x7c00), // 65533 rounds to 65536: Inf
        ],
    );
}

#[test]
fn pack_and_saturating_conversions() {
    // V_PACK_B32_F16: D = {S1.f16, S0.f16} (seed 000 line 6189); op_sel picks halves.
    // V_SAT_PK_U8_I16: {16'0, sat8(hi), sat8(lo)} (seed 000 line 4982).
    // V_CVT_PKRTZ_F16_F32 rounds toward zero (seed 000 line 6162): 1/3 -> 0x3555 (RTZ also
    // 0x3555: the discarded bits are below half), and 65520 -> 0x7bff (not Inf).
    regs(
        "v_pack_b32_f16 v3, v1, v2 op_sel:[1,0,0]\nv_sat_pk_u8_i16 v4, v5\nv_cvt_pkrtz_f16_f32 v6, v7, v8\n\
         v_cvt_pk_u16_u32 v9, v10, v11\nv_cvt_pk_i16_i32 v12, v10, v11\ns_endpgm",
        &[
            (1, 0x1111_2222),
            (2, 0x3333_4444),
            (5, 0xff80_012c), // hi -128 -> 0, lo 300 -> 255
            (7, 65520f32.to_bits()),
            (8, (-1.0f32 / 3.0).to_bits()),
            (10, 70000),
            (11, (-40000i32) as u32),
        ],
        &[
            (3, 0x4444_1111),
            (4, 0x0000_00ff),
            (6, 0xb555_7bff),
            (9, 0xffff_ffff), // both saturate to 0xffff (the u32 -40000 is huge)
            (12, 0x8000_7fff),
        ],
    );
}

#[test]
fn snorm_unorm() {
    // Clamp, scale and round (v1 = -0.5, v2 = 2.0, v6 = 0.5): snorm(-0.5) = round(-16383.5) =
    // -16384 (ties to even); unorm(0.5) = round(32767.5) = 32768; out of range saturates;
    // snorm(0.5) = round(16383.5) = 16384.
    let src = "v_cvt_pknorm_i16_f16 v3, v1, v2\nv_cvt_pknorm_u16_f16 v4, v1, v2\nv_cvt_norm_i16_f16 v5, v6\ns_endpgm";
    let init = [(1, 0xb800), (2, 0x4000), (6, 0x3800)];
    regs(src, &init, &[(3, 0x7fff_c000), (4, 0xffff_0000), (5, 0x4000)]);
}

// ------------------------------------------------------------------------------------------
// 16-bit integer
// ------------------------------------------------------------------------------------------

#[test]
fn int16_ops_and_clamp() {
    // V_ADD_U16 clamp saturates (seed 000 line 4695); V_SUB_U16 clamp stops at 0;
    // V_ASHRREV_I16 (line 4713): 0x8000 >> 4 = 0xf800; V_LSHLREV_B16 masks the count to 4 bits:
    // 1 << (17 & 15) = 2. V_ADD_I16 clamp is signed (line 6183): 0x7fff + 1 -> 0x7fff.
    regs(
        "v_add_u16_e64 v3, v1, v2 clamp\nv_sub_u16_e64 v4, v2, v1 clamp\nv_ashrrev_i16 v5, 4, v6\n\
         v_lshlrev_b16_e64 v7, 17, 1\nv_add_i16 v8, v9, 1 clamp\nv_add_u16 v10, v1, v2\nv_max_i16 v11, v6, v2\ns_endpgm",
        &[
            (1, 0xfff0),
            (2, 0x0020),
            (6, 0x8000),
            (9, 0x7fff),
        ],
        &[
            (3, 0xffff),
            (4, 0),
            (5, 0xf800),
            (7, 2),
            (8, 0x7fff),
            (10, 0x0010), // wraps
            (11, 0x0020),
        ],
    );
    // V_MAD_U32_U16 with op_sel (seed 000 line 6018): S0.hi * S1.lo + S2 = 3 * 5 + 7.
    regs(
        "v_mad_u32_u16 v3, v1, v2, 7 op_sel:[1,0,0,0]\nv_mad_i32_i16 v4, v5, v2, -1\ns_endpgm",
        &[
            (1, 0x0003_0009),
            (2, 0x0000_0005),
            (5, 0xfffe), // -2
        ],
        &[
            (3, 22),
            (4, (-11i32) as u32), // -2 * 5 - 1
        ],
    );
}

// ------------------------------------------------------------------------------------------
// VOP3P packed
// ------------------------------------------------------------------------------------------

#[test]
fn packed_f16_op_sel_and_neg() {
    // The low result takes half(S, OPSEL[i]) with NEG_LO, the high one half(S, OPSEL_HI[i])
    // with NEG_HI (seed 000 lines 10371-10544). S0 = {hi 2.0, lo 1.0}, S1 = {hi 4.0, lo 0.5}.
    // Default: lo 1 + 0.5 = 1.5 (0x3e00), hi 2 + 4 = 6 (0x4600).
    // op_sel:[1,0] op_sel_hi:[0,1]: lo = S0.hi + S1.lo = 2.5 (0x4100), hi = S0.lo + S1.hi = 5 (0x4500).
    // neg_lo:[0,1] neg_hi:[1,0]: lo = 1 - 0.5 = 0.5 (0x3800), hi = -2 + 4 = 2 (0x4000).
    regs(
        "v_pk_add_f16 v3, v1, v2\nv_pk_add_f16 v4, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]\n\
         v_pk_add_f16 v5, v1, v2 neg_lo:[0,1] neg_hi:[1,0]\nv_pk_fma_f16 v6, v1, v2, v1\n\
         v_pk_mul_f16 v7, v1, v2 clamp\ns_endpgm",
        &[(1, 0x4000_3c00), (2, 0x4400_3800)],
        &[
            (3, 0x4600_3e00),
            (4, 0x4500_4100),
            (5, 0x4000_3800),
            // fma: lo 1 * 0.5 + 1 = 1.5, hi 2 * 4 + 2 = 10 (0x4900).
            (6, 0x4900_3e00),
            // mul clamp: lo 0.5, hi 8 -> 1.0.
            (7, 0x3c00_3800),
        ],
    );
}

#[test]
fn packed_int16() {
    // V_PK_ADD_U16 clamp saturates per half; V_PK_SUB_I16 wraps; V_PK_LSHLREV_B16 takes each
    // half's count from S0[3:0]/S0[19:16] (seed 000 lines 5779, 5797, 5776); V_PK_MAD_I16.
    regs(
        "v_pk_add_u16 v3, v1, v2 clamp\nv_pk_sub_i16 v4, v2, v1\nv_pk_lshlrev_b16 v5, v6, v2\n\
         v_pk_mad_i16 v7, v1, v2, v2\nv_pk_max_i16 v8, v1, v2\ns_endpgm",
        &[
            (1, 0xfff0_0005), // hi 65520 / -16, lo 5
            (2, 0x0020_0003), // hi 32, lo 3
            (6, 0x0004_0011), // hi count 4, lo count 17 & 15 = 1
        ],
        &[
            (3, 0xffff_0008),
            (4, 0x0030_fffe), // hi 32 - (-16) = 48, lo 3 - 5 = -2
            (5, 0x0200_0006),
            // hi -16 * 32 + 32 = -480 = 0xfe20; lo 5 * 3 + 3 = 18.
            (7, 0xfe20_0012),
            (8, 0x0020_0005),
        ],
    );
}

#[test]
fn mad_mix_mixes_f16_and_f32_sources() {
    // {OPSEL_HI[i], OPSEL[i]}: 0 = f32, 2 = f16 low, 3 = f16 high (seed 000 line 5825).
    // S0 = f16 high 3.0, S1 = f16 low 0.5, S2 = f32 0.25: 3 * 0.5 + 0.25 = 1.75.
    // NEG_HI acts as abs: |-3| etc. MIXLO/MIXHI convert to f16 (1.75 = 0x3f00) and keep the
    // other half.
    let init = |w: &mut Wave| {
        set(w, 1, 0x4200_0000); // hi 3.0
        set(w, 2, 0x0000_3800); // lo 0.5
        set(w, 4, 0.25f32.to_bits());
        set(w, 5, 0x1234_5678);
        set(w, 6, 0x1234_5678);
        set(w, 7, 0xc200_0000); // hi -3.0
    };
    let check = |m: &mut GcnMachine| {
        assert_eq!(v(m, 3), 1.75f32.to_bits());
        assert_eq!(v(m, 5), 0x1234_3f00);
        assert_eq!(v(m, 6), 0x3f00_5678);
        assert_eq!(v(m, 8), 1.75f32.to_bits()); // |-3| * 0.5 + 0.25
        assert_eq!(v(m, 9), (-1.25f32).to_bits()); // -(3) * 0.5 + 0.25
    };
    // gfx900 names the ops v_mad_mix*, gfx950 v_fma_mix*.
    for (arches, mix) in [(&G900, "v_mad_mix"), (&G950, "v_fma_mix")] {
        let sel = "op_sel:[1,0,0] op_sel_hi:[1,1,0]";
        let src = format!(
            "{mix}_f32 v3, v1, v2, v4 {sel}\n{mix}lo_f16 v5, v1, v2, v4 {sel}\n\
             {mix}hi_f16 v6, v1, v2, v4 {sel}\n{mix}_f32 v8, |v7|, v2, v4 {sel}\n\
             {mix}_f32 v9, -v1, v2, v4 {sel}\ns_endpgm"
        );
        run_on(arches, &src, init, check);
    }
}

// ------------------------------------------------------------------------------------------
// gfx950: dots, packed f32, FP8
// ------------------------------------------------------------------------------------------

#[test]
fn dot_products() {
    // V_DOT2_F32_F16 (seed 001 line 16635): S2 + 1*0.5 + 2*4 = 0.25 + 8.5 = 8.75.
    // V_DOT2_I32_I16: 10 + (-2)*3 + 4*5 = 24. V_DOT4_I32_I8 with clamp (line 16685):
    // i32::MAX + 127*127 saturates. V_DOT8_U32_U4: 8 * (15 * 15) + 1 = 1801.
    // V_DOT2C_F32_F16 (line 11102) accumulates into D: 1.0 + 8.5 = 9.5.
    regs_on(
        &G950,
        "v_dot2_f32_f16 v3, v1, v2, v4\nv_dot2_i32_i16 v5, v6, v7, 10\n\
         v_dot4_i32_i8 v8, v9, v9, v10 clamp\nv_dot8_u32_u4 v11, -1, -1, 1\n\
         v_dot2c_f32_f16 v12, v1, v2\nv_dot2_f32_bf16 v13, v14, v14, v4\n\
         v_dot4_u32_u8 v15, v16, v16, 0\ns_endpgm",
        &[
            (1, 0x4000_3c00),
            (2, 0x4400_3800),
            (4, 0.25f32.to_bits()),
            (6, 0x0004_fffe),
            (7, 0x0005_0003),
            (9, 0x0000_007f),
            (10, i32::MAX as u32),
            (12, 1.0f32.to_bits()),
            (14, 0x4000_3f80), // bf16 hi 2.0, lo 1.0: 1 + 4 + 0.25
            (16, 0xff01_0203), // 255^2 + 1 + 4 + 9
        ],
        &[
            (3, 8.75f32.to_bits()),
            (5, 24),
            (8, i32::MAX as u32),
            (11, 1801),
            (12, 9.5f32.to_bits()),
            (13, 5.25f32.to_bits()),
            (15, 65025 + 14),
        ],
    );
}

#[test]
fn packed_f32_and_pk_mov() {
    // V_PK_FMA_F32 (seed 001 line 16857) on pairs; V_PK_MOV_B32 op_sel:[0,1] gathers v2 and
    // v5 (the seed's own example, line 16926).
    run_on(
        &G950,
        "v_pk_fma_f32 v[6:7], v[2:3], v[4:5], v[2:3]\nv_pk_mov_b32 v[8:9], v[2:3], v[4:5] op_sel:[0,1]\n\
         v_pk_add_f32 v[10:11], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1]\n\
         v_pk_mul_f32 v[12:13], v[2:3], v[4:5] neg_lo:[1,0] neg_hi:[0,1]\ns_endpgm",
        |w| {
            set(w, 2, 2.0f32.to_bits());
            set(w, 3, 3.0f32.to_bits());
            set(w, 4, 10.0f32.to_bits());
            set(w, 5, 100.0f32.to_bits());
        },
        |m| {
            assert_eq!((v(m, 6), v(m, 7)), (22.0f32.to_bits(), 303.0f32.to_bits()));
            assert_eq!((v(m, 8), v(m, 9)), (2.0f32.to_bits(), 100.0f32.to_bits()));
            // lo = S0.dword1 + S1.dword0 = 3 + 10; hi = S0.dword0 + S1.dword1 = 2 + 100.
            assert_eq!((v(m, 10), v(m, 11)), (13.0f32.to_bits(), 102.0f32.to_bits()));
            assert_eq!((v(m, 12), v(m, 13)), ((-20.0f32).to_bits(), (-300.0f32).to_bits()));
        },
    );
}

#[test]
fn fp8_conversions() {
    // V_CVT_PK_FP8_F32 (seed 001 line 25256): D.word[OPSEL[3]] = {fp8(S1), fp8(S0)}, other word
    // kept: {fp8(-2) = 0xc0, fp8(448) = 0x7e}. V_CVT_PK_BF8_F32: bf8(1.0) = 0x3c, bf8(-0.5) = 0xb8.
    // V_CVT_SR_FP8_F32 with OPSEL[3:2] = 3 writes byte 3 (line 25316): 1.0 + 0xfffff * 2^-23
    // -> 0x39. V_CVT_F32_FP8 (line 12923) of byte 0; V_CVT_PK_F32_BF8 (line 13010) of word 0.
    run_on(
        &G950,
        "v_cvt_pk_fp8_f32 v3, v1, v2 op_sel:[0,0,1]\nv_cvt_pk_bf8_f32 v4, v5, v6\n\
         v_cvt_sr_fp8_f32 v7, v5, v8 op_sel:[0,0,1,1]\nv_cvt_f32_fp8 v9, v10\n\
         v_cvt_pk_f32_bf8 v[12:13], v11\nv_cvt_pk_f32_fp8 v[14:15], v10\ns_endpgm",
        |w| {
            set(w, 1, 448.0f32.to_bits());
            set(w, 2, (-2.0f32).to_bits());
            set(w, 3, 0x1234_5678);
            set(w, 4, 0x1234_5678);
            set(w, 5, 1.0f32.to_bits());
            set(w, 6, (-0.5f32).to_bits());
            set(w, 7, 0x1122_3344);
            set(w, 8, 0xffff_f000);
            set(w, 10, 0x0000_c07e); // byte 0: 448, byte 1: -2
            set(w, 11, 0x0000_b83c); // bf8 1.0, -0.5
        },
        |m| {
            assert_eq!(v(m, 3), 0xc07e_5678);
            assert_eq!(v(m, 4), 0x1234_b83c);
            assert_eq!(v(m, 7), 0x3922_3344);
            assert_eq!(v(m, 9), 448.0f32.to_bits());
            assert_eq!((v(m, 12), v(m, 13)), (1.0f32.to_bits(), (-0.5f32).to_bits()));
            assert_eq!((v(m, 14), v(m, 15)), (448.0f32.to_bits(), (-2.0f32).to_bits()));
        },
    );
    // FP16_OVFL (MODE bit 23) = 1: ±Inf and overflow saturate to ±448 (seed 001 line 3538).
    run_on(
        &G950,
        "v_cvt_pk_fp8_f32 v3, v1, v2\ns_endpgm",
        |w| {
            w.mode |= 1 << 23;
            set(w, 1, f32::INFINITY.to_bits());
            set(w, 2, (-1000.0f32).to_bits());
        },
        |m| assert_eq!(v(m, 3) & 0xffff, 0xfe7e),
    );
}

#[test]
fn bf16_conversions() {
    // V_CVT_PK_BF16_F32 (seed 001 line 24552), RNE: 0x3f808000 is the tie between 0x3f80 and
    // 0x3f81 -> even 0x3f80; 0x3f818000 -> 0x3f82. V_CVT_F32_BF16 (line 13105): {S0.b16, 16'0}.
    // V_CVT_PK_F16_F32 (line 24536): {f16(S1), f16(S0)}.
    run_on(
        &G950,
        "v_cvt_pk_bf16_f32 v3, v1, v2\nv_cvt_f32_bf16 v4, v5\nv_cvt_pk_f16_f32 v6, v7, v8\ns_endpgm",
        |w| {
            set(w, 1, 0x3f80_8000);
            set(w, 2, 0x3f81_8000);
            set(w, 5, 0x0000_c040);
            set(w, 7, 1.0f32.to_bits());
            set(w, 8, (-2.0f32).to_bits());
        },
        |m| {
            assert_eq!(v(m, 3), 0x3f82_3f80);
            assert_eq!(v(m, 4), 0xc040_0000);
            assert_eq!(v(m, 6), 0xc000_3c00);
        },
    );
}

#[test]
fn scaled_8bit_and_4bit_conversions() {
    // The scale is the exponent field of an f32 (seed 001 line 23501): 4.0 = 0x40800000 has
    // field 129 = 2^2. V_CVT_SCALEF32_PK_F32_FP8 (line 23569): 0x7e (448) and 0xc0 (-2) times 4.
    // V_CVT_SCALEF32_PK_FP8_F32 (line 23494): 1792 / 4 = 448 -> 0x7e, -8 / 4 = -2 -> 0xc0, into
    // the OPSEL[3] word, the other kept. V_CVT_SCALEF32_PK_FP4_F32 (line 23644): 6 * 4 -> 6
    // (0x7), -2 * 4 -> -2 (0xc), into byte OPSEL[3:2] = 1. V_CVT_SCALEF32_PK_F32_FP4 (line
    // 23690) of byte 1 = 0xc7: low nibble 0x7 = 6, high 0xc = -2, times 4.
    run_on(
        &G950,
        "v_cvt_scalef32_pk_f32_fp8 v[4:5], v1, v2\nv_cvt_scalef32_pk_fp8_f32 v6, v7, v8, v2 op_sel:[0,0,0,1]\n\
         v_cvt_scalef32_pk_fp4_f32 v9, v10, v11, v2 op_sel:[0,0,1,0]\n\
         v_cvt_scalef32_pk_f32_fp4 v[12:13], v9, v2 op_sel:[1,0,0]\n\
         v_cvt_scalef32_f32_bf8 v14, v15, v2 op_sel:[1,1,0]\ns_endpgm",
        |w| {
            set(w, 1, 0x0000_c07e);
            set(w, 2, 4.0f32.to_bits());
            set(w, 6, 0x1234_5678);
            set(w, 7, 1792.0f32.to_bits());
            set(w, 8, (-8.0f32).to_bits());
            set(w, 9, 0xaaaa_aaaa);
            set(w, 10, 24.0f32.to_bits());
            set(w, 11, (-8.0f32).to_bits());
            set(w, 15, 0x3c00_0000); // byte 3 = bf8 1.0
        },
        |m| {
            assert_eq!((v(m, 4), v(m, 5)), (1792.0f32.to_bits(), (-8.0f32).to_bits()));
            assert_eq!(v(m, 6), 0xc07e_5678);
            assert_eq!(v(m, 9), 0xaaaa_c7aa);
            assert_eq!((v(m, 12), v(m, 13)), (24.0f32.to_bits(), (-8.0f32).to_bits()));
            assert_eq!(v(m, 14), 4.0f32.to_bits());
        },
    );
}

#[test]
fn scaled_fp6_packs_round_trip() {
    // V_CVT_SCALEF32_2XPK16_FP6_F32 (seed 001 line 24070): element 2p from S0[p], 2p+1 from
    // S1[p], six bits each, packed from bit 0 of the six destination registers; scale 1.0
    // (field 127). V_CVT_SCALEF32_PK32_F32_FP6 (line 24165) unpacks element k into register k.
    // S0[p] = p * 0.125 (0..1.875, all FP6 values), S1[p] = -0.5.
    run_on(
        &G950,
        "v_cvt_scalef32_2xpk16_fp6_f32 v[40:45], v[0:15], v[16:31], 1.0\n\
         v_cvt_scalef32_pk32_f32_fp6 v[64:95], v[40:45], 1.0\ns_endpgm",
        |w| {
            for p in 0..16 {
                set(w, p, (p as f32 * 0.125).to_bits());
                set(w, 16 + p, (-0.5f32).to_bits());
            }
        },
        |m| {
            // Element 0 = 0.0 (0x00), element 1 = -0.5 = 1 00 100 (0x24), element 2 = 0.125
            // (0x01): the first dword starts 0x01 << 12 | 0x24 << 6 | 0x00.
            assert_eq!(v(m, 40) & 0x3ffff, 0x01 << 12 | 0x24 << 6);
            for k in 0..32 {
                let want = if k % 2 == 1 { -0.5 } else { (k / 2) as f32 * 0.125 };
                assert_eq!(v(m, 64 + k), want.to_bits(), "element {k}");
            }
        },
    );
}

#[test]
fn cvt_f32_f16_accepts_denormals_and_norm_ignores_clamp_format() {
    // V_CVT_F32_F16: "FP16 denormal inputs are accepted" (seed 000 line 4784), even with
    // MODE.FP_DENORM = 0: 0x0001 = 2^-24 = f32 0x33800000. V_CVT_NORM_U16_F16 with clamp keeps
    // its integer result (unorm(1.0) = 65535).
    run(
        "v_cvt_f32_f16 v3, v1\nv_cvt_norm_u16_f16_e64 v4, v2 clamp\ns_endpgm",
        |w| {
            w.mode = 0x300;
            set(w, 1, 0x0001);
            set(w, 2, 0x3c00);
        },
        |m| {
            assert_eq!(v(m, 3), 0x3380_0000);
            assert_eq!(v(m, 4), 0xffff);
        },
    );
}

#[test]
fn omod_on_f16_follows_each_seed() {
    // gfx900 applies OMOD (seed 000 line 10005): 1.5 * 2 = 3.0 (0x4200). gfx950 ignores OMOD
    // while MODE.IEEE = 1 (seed 001 lines 1994-1998): the result stays 1.5 (0x3e00); with IEEE
    // and output denormals off it applies.
    let src = "v_add_f16_e64 v3, v1, v2 mul:2\ns_endpgm";
    let init = |mode| moded(mode, &[(1, 0x3c00), (2, 0x3800)]);
    run_on(&G900, src, init(0x3f0), |m| assert_eq!(v(m, 3), 0x4200));
    run_on(&G950, src, init(0x3f0), |m| assert_eq!(v(m, 3), 0x3e00));
    run_on(&G950, src, init(0x130), |m| assert_eq!(v(m, 3), 0x4200));
}

#[test]
fn rne_encoding_is_the_nearest_value_by_brute_force() {
    // For every finite f16 input (an exact f64) and every narrow format, the RNE-saturating
    // encoder must return the representable value nearest to the input, ties to the even
    // pattern (mantissa LSB 0), found here by scanning every pattern of the format.
    for fmt in [FP8, BF8, FP6, BF6, FP4] {
        let bits = 1 + fmt.ebits + fmt.mbits;
        let finite: Vec<(u32, f64)> = (0..1u32 << bits)
            .map(|b| (b, fmt.decode(b)))
            .filter(|&(_, x)| x.is_finite())
            .collect();
        for h in 0..=u16::MAX {
            let x = F16.decode(h as u32);
            if !x.is_finite() {
                continue;
            }
            let mut best = finite[0];
            for &(b, y) in &finite {
                let (d, db) = ((y - x).abs(), (best.1 - x).abs());
                if d < db || (d == db && b & 1 == 0 && best.0 & 1 == 1) {
                    best = (b, y);
                }
            }
            let got = fmt.encode(x, Round::NearestEven, Overflow::Saturate);
            assert_eq!(fmt.decode(got), best.1, "{fmt:?} {h:#x} {x}");
            if x != 0.0 {
                assert_eq!(got & fmt.sign_bit() != 0, x < 0.0, "{fmt:?} {h:#x} sign");
            }
        }
    }
}

#[test]
fn madmk_madak_med3_div_fixup() {
    // V_MADMK_F16: S0 * K + S1 = 3 * 2 + 1 = 7 (0x4700); V_MADAK_F16: S0 * S1 + K = 3 * 1 + 0.5
    // = 3.5 (0x4300); both zero D[31:16] (seed 001 lines 10758-10790).
    // V_MED3_F16 (seed 000 line 6045): med(3, 1, 2) = 2, written to D[15:0] with D[31:16] kept
    // (OPSEL rule, seed 000 line 9897). V_MED3_I16: med(-1, 5, 3) = 3.
    // V_DIV_FIXUP_F16 (seed 000 line 6085): numerator 1 / denominator 0 -> +Inf.
    regs(
        "v_madmk_f16 v3, v1, 0x4000, v2\nv_madak_f16 v4, v1, v2, 0x3800\nv_med3_f16 v5, v1, v2, v6\n\
         v_med3_i16 v7, -1, 5, v8\nv_div_fixup_f16 v9, v1, v10, v2\ns_endpgm",
        &[
            (1, 0x4200),
            (2, 0x3c00),
            (3, 0xffff_ffff),
            (4, 0xffff_ffff),
            (5, 0xabcd_0000),
            (6, 0x4000),
            (7, 0x1234_0000),
            (8, 3),
            (10, 0),
        ],
        &[
            (3, 0x4700),
            (4, 0x4300),
            (5, 0xabcd_4000),
            (7, 0x1234_0003),
            (9, 0x7c00),
        ],
    );
}

#[test]
fn packed_ieee_minimum3_maximum3() {
    // V_PK_MAXIMUM3_F16/V_PK_MINIMUM3_F16 (seed 001 lines 16485-16530): IEEE maximum()/minimum()
    // per half: a NaN propagates, -0 < +0.
    regs_on(
        &G950,
        "v_pk_maximum3_f16 v3, v1, v2, v4\nv_pk_minimum3_f16 v5, v1, v2, v4\ns_endpgm",
        &[(1, 0x7e00_8000), (2, 0x3c00_0000), (4, 0x4000_bc00)],
        &[(3, 0x7e00_0000), (5, 0x7e00_bc00)],
    );
}

#[test]
fn scaled_stochastic_fp4_pair_and_prng() {
    // V_PRNG_B32's step (seed 001 line 13037): (x << 1) ^ (x[31] ? 197 : 0).
    assert_eq!(lanescope_gcn::exec::valu16::prng(0x8000_0000), 197);
    assert_eq!(lanescope_gcn::exec::valu16::prng(1), 2);
    // V_CVT_SCALEF32_SR_PK_FP4_F32 (seed 001 line 23670): S0 is an f32 pair; values FP4 holds
    // exactly are unaffected by the random bits: {fp4(-3) = 0xd, fp4(1.5) = 0x3} into byte
    // OPSEL[3:2] = 0, the other bytes kept; scale 1.0 (field 127).
    run_on(
        &G950,
        "v_cvt_scalef32_sr_pk_fp4_f32 v3, v[4:5], v6, 1.0\ns_endpgm",
        |w| {
            set(w, 3, 0x1122_3344);
            set(w, 4, 1.5f32.to_bits());
            set(w, 5, (-3.0f32).to_bits());
            set(w, 6, 0xdead_beef);
        },
        |m| assert_eq!(v(m, 3), 0x1122_33d3),
    );
}

#[test]
fn dot2_float_nan_is_the_first_nan_input_quieted() {
    // The NaN result of a float dot-2 does not depend on how the compiler orders the host's
    // operations: it is the first NaN input in the pseudocode's order (seed 001 lines 16465,
    // 16635: `S0.lo*S1.lo + S0.hi*S1.hi + S2` for bf16, `S2 + …` for f16), quieted; with no
    // NaN input (Inf * 0) it is the default NaN 0xffc00000.
    run_on(
        &G950,
        "v_dot2_f32_bf16 v3, v1, v2, v4\nv_dot2_f32_f16 v5, v6, v7, v4\nv_dot2_f32_bf16 v8, v9, v10, v11\ns_endpgm",
        |w| {
            set(w, 1, 0x3f80_7f81); // hi 1.0, lo a signalling bf16 NaN
            set(w, 2, 0xffa0_3f80); // hi a signalling bf16 NaN, lo 1.0
            set(w, 4, 0x7f80_1234); // a signalling f32 NaN accumulator
            set(w, 6, 0x7e01_3c00); // hi an f16 NaN, lo 1.0
            set(w, 7, 0x3c00_3c00);
            set(w, 9, 0x7f80_0000); // lo bf16 0, hi bf16 Inf
            set(w, 10, 0x0000_3f80); // lo 1.0, hi 0
            set(w, 11, 0);
        },
        |m| {
            assert_eq!(v(m, 3), 0x7fc1_0000, "bf16: S0.lo's NaN comes first");
            assert_eq!(v(m, 5), 0x7fc0_1234, "f16: the accumulator comes first");
            assert_eq!(v(m, 8), 0xffc0_0000, "Inf * 0: the default NaN");
        },
    );
}
