//! Constants wider than their operand, as llvm-mc 22 assembles them on gfx950 (each expected
//! echo is llvm-mc-22's `-show-encoding` output for the same input; each rejected line is one
//! llvm-mc refuses).

use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

/// lanescope's echo of `src` on `arch` (`text ; encoding: [...]`, spacing collapsed), or the
/// first error's message.
fn asm_on(arch: Arch, src: &str) -> Result<String, String> {
    match assemble(arch, src) {
        Ok(p) => Ok(p.echo(true).split_whitespace().collect::<Vec<_>>().join(" ")),
        Err(e) => Err(e[0].message.clone()),
    }
}

/// Asserts the gfx950 echo of each (source, echo) case.
fn echoes(cases: &[(&str, &str)]) {
    for &(src, want) in cases {
        assert_eq!(asm_on(Arch::Gfx950, src).as_deref(), Ok(want), "{src}");
    }
}

/// Asserts that gfx950 refuses each source line.
fn all_rejected(srcs: &[&str]) {
    for src in srcs {
        assert!(asm_on(Arch::Gfx950, src).is_err(), "{src}");
    }
}

#[test]
fn stochastic_rounding_16bit_source_takes_the_low_half_of_32_bits() {
    echoes(&[
        (
            "v_cvt_scalef32_sr_bf8_bf16 v0, 0x80000000, v3, v4",
            "v_cvt_scalef32_sr_bf8_bf16 v0, 0, v3, v4 ; encoding: [0x00,0x00,0x47,0xd2,0x80,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_fp8_bf16 v0, 0x7fffffff, v3, v4",
            "v_cvt_scalef32_sr_fp8_bf16 v0, -1, v3, v4 ; encoding: [0x00,0x00,0x46,0xd2,0xc1,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_fp8_f16 v0, 0xffffffff, v3, v4",
            "v_cvt_scalef32_sr_fp8_f16 v0, -1, v3, v4 ; encoding: [0x00,0x00,0x42,0xd2,0xc1,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_bf8_f16 v0, 0x12340001, v3, v4",
            "v_cvt_scalef32_sr_bf8_f16 v0, 1, v3, v4 ; encoding: [0x00,0x00,0x43,0xd2,0x81,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_bf8_bf16 v0, 0x12343f80, v3, v4",
            "v_cvt_scalef32_sr_bf8_bf16 v0, 1.0, v3, v4 ; encoding: [0x00,0x00,0x47,0xd2,0xf2,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_fp8_f16 v0, 0xffffbc00, v3, v4",
            "v_cvt_scalef32_sr_fp8_f16 v0, -1.0, v3, v4 ; encoding: [0x00,0x00,0x42,0xd2,0xf3,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_fp8_bf16 v0, -0x80000000, v3, v4",
            "v_cvt_scalef32_sr_fp8_bf16 v0, 0, v3, v4 ; encoding: [0x00,0x00,0x46,0xd2,0x80,0x06,0x12,0x04]",
        ),
        // A float is checked against f32's range, then rounded to f16: 1e-7 is the denormal 2.
        (
            "v_cvt_scalef32_sr_fp8_f16 v0, 1e-7, v3, v4",
            "v_cvt_scalef32_sr_fp8_f16 v0, 2, v3, v4 ; encoding: [0x00,0x00,0x42,0xd2,0x82,0x06,0x12,0x04]",
        ),
        (
            "v_cvt_scalef32_sr_fp8_f16 v0, 1e-10, v3, v4",
            "v_cvt_scalef32_sr_fp8_f16 v0, 0, v3, v4 ; encoding: [0x00,0x00,0x42,0xd2,0x80,0x06,0x12,0x04]",
        ),
    ]);
    // A low half that is no inline constant is a literal (VOP3 has none on GFX9); more than
    // 32 bits, or a float outside f32's range, is no operand.
    all_rejected(&[
        "v_cvt_scalef32_sr_bf8_bf16 v0, 0x12343c00, v3, v4",
        "v_cvt_scalef32_sr_fp8_bf16 v0, 0x0000bc00, v3, v4",
        "v_cvt_scalef32_sr_fp8_f16 v0, 0x100000000, v3, v4",
        "v_cvt_scalef32_sr_fp8_f16 v0, -0x80000001, v3, v4",
        "v_cvt_scalef32_sr_fp8_f16 v0, 1e-40, v3, v4",
        "v_cvt_scalef32_sr_fp8_f16 v0, 65536.0, v3, v4",
        "v_cvt_scalef32_sr_fp8_bf16 v0, 1e-10, v3, v4",
        // The seed and scale are 32-bit operands: 0x80000000 is a literal there.
        "v_cvt_scalef32_sr_bf8_bf16 v0, v1, 0x80000000, v4",
        // Other 16-bit sources keep 16-bit values.
        "v_cvt_f32_bf16_e64 v0, 0x80000000",
        "v_fma_f16 v0, 0x12340001, v1, v2",
    ]);
}

#[test]
fn packed_f32_takes_an_f64_constant_pattern_as_its_low_dword() {
    echoes(&[
        (
            "v_pk_fma_f32 v[0:1], v[32:33], 0x3ff0000000000000, v[96:97]",
            "v_pk_fma_f32 v[0:1], v[32:33], 0, v[96:97] ; encoding: [0x00,0x40,0xb0,0xd3,0x20,0x01,0x81,0x1d]",
        ),
        (
            "v_pk_mov_b32 v[2:3], 0x3ff0000000000000, -1 neg_lo:[1,1] neg_hi:[1,1] clamp",
            "v_pk_mov_b32 v[2:3], 0, -1 neg_lo:[1,1] neg_hi:[1,1] clamp ; encoding: [0x02,0xc3,0xb3,0xd3,0x80,0x82,0x01,0x78]",
        ),
        (
            "v_pk_mul_f32 v[2:3], v[4:5], 0xc010000000000000",
            "v_pk_mul_f32 v[2:3], v[4:5], 0 ; encoding: [0x02,0x40,0xb1,0xd3,0x04,0x01,0x01,0x18]",
        ),
        (
            "v_pk_add_f32 v[2:3], -0x4010000000000000, v[4:5]",
            "v_pk_add_f32 v[2:3], 0, v[4:5] ; encoding: [0x02,0x40,0xb2,0xd3,0x80,0x08,0x02,0x18]",
        ),
    ]);
    // Not 1/(2*pi)'s pattern, nor other 64-bit values.
    all_rejected(&[
        "v_pk_mov_b32 v[2:3], 0x3fc45f306dc9c882, v[4:5]",
        "v_pk_mov_b32 v[2:3], 0x3ff0000000000001, v[4:5]",
        "v_pk_add_f32 v[2:3], 0x100000000, v[4:5]",
    ]);
}

#[test]
fn packed_f32_rounds_a_float_to_f32_unchecked() {
    echoes(&[
        (
            "v_pk_add_f32 v[2:3], 1e-50, v[4:5]",
            "v_pk_add_f32 v[2:3], 0, v[4:5] ; encoding: [0x02,0x40,0xb2,0xd3,0x80,0x08,0x02,0x18]",
        ),
        (
            "v_pk_mov_b32 v[2:3], 1e-44, v[4:5]",
            "v_pk_mov_b32 v[2:3], 7, v[4:5] ; encoding: [0x02,0x40,0xb3,0xd3,0x87,0x08,0x02,0x18]",
        ),
    ]);
    all_rejected(&[
        "v_pk_add_f32 v[2:3], 1.0e39, v[4:5]",
        "v_pk_add_f32 v[2:3], -0.0, v[4:5]",
        "v_pk_add_f32 v[2:3], 1e-40, v[4:5]",
    ]);
}

#[test]
fn integers_up_to_64_bits_wrap_to_their_signed_value() {
    echoes(&[
        (
            "v_fma_f64 v[2:3], v[4:5], 0xbff0000000000000, v[6:7]",
            "v_fma_f64 v[2:3], v[4:5], -1.0, v[6:7] ; encoding: [0x02,0x00,0xcc,0xd1,0x04,0xe7,0x19,0x04]",
        ),
        (
            "v_fma_f64 v[2:3], v[4:5], 0xffffffffffffffff, v[6:7]",
            "v_fma_f64 v[2:3], v[4:5], -1, v[6:7] ; encoding: [0x02,0x00,0xcc,0xd1,0x04,0x83,0x19,0x04]",
        ),
        (
            "s_mov_b64 s[0:1], 0xffffffffffffffff",
            "s_mov_b64 s[0:1], -1 ; encoding: [0xc1,0x01,0x80,0xbe]",
        ),
    ]);
    all_rejected(&["v_mov_b32 v0, 0x10000000000000000"]);
}

#[test]
fn message_and_hwreg_numbers_are_unsigned_16_bit() {
    echoes(&[
        (
            "s_waitcnt -1",
            "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15) ; encoding: [0xff,0xff,0x8c,0xbf]",
        ),
        ("s_sendmsg 0xffff", "s_sendmsg 65535 ; encoding: [0xff,0xff,0x90,0xbf]"),
    ]);
    all_rejected(&[
        "s_sendmsg -1",
        "s_sendmsg 0xffffffffffffffff",
        "s_getreg_b32 s0, -1",
        "s_setreg_b32 -1, s0",
    ]);
}
