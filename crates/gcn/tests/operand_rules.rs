//! Per-operand modifier and constant rules of gfx950's conversions and packed operands, as
//! llvm-mc 22 applies them (each expectation is llvm-mc-22's output for the same input), and
//! the executor reading constants the way the assembler types them.

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::exec::Wave;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

mod common;
use common::run::run_wave;

/// Runs `src` on gfx950 with VGPRs set from `init` (register, value in every lane) and
/// returns lane 0 of VGPR `out`.
fn run(src: &str, init: &[(usize, u32)], out: usize) -> u32 {
    let mut w = Wave::bare(Arch::Gfx950);
    for &(reg, v) in init {
        w.vgpr[reg * 64..reg * 64 + 64].fill(v);
    }
    run_wave(Arch::Gfx950, src, w, None).vgpr(out)[0]
}

/// llvm-mc's echo of one line (`text ; encoding: [...]`, spacing aside), or `None` if rejected.
fn asm(src: &str) -> Option<String> {
    let p = assemble(Arch::Gfx950, src).ok()?;
    Some(p.echo(true).split_whitespace().collect::<Vec<_>>().join(" "))
}

fn squeeze(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn disasm(bytes: &str) -> String {
    let (text, warnings) = disassemble_text(Arch::Gfx950, &format!("{bytes}\n"), true);
    assert!(warnings.is_empty(), "{bytes}: {warnings:?}");
    squeeze(text.trim())
}

fn rejected(src: &str) -> bool {
    assemble(Arch::Gfx950, src).is_err()
}

/// Asserts llvm-mc's echo (`text ; encoding: [...]`) of each (source, echo) case.
fn echoes(cases: &[(&str, &str)]) {
    for &(src, want) in cases {
        assert_eq!(asm(src).as_deref(), Some(want), "{src}");
    }
}

/// Asserts that llvm-mc refuses each source line.
fn all_rejected(srcs: &[&str]) {
    for src in srcs {
        assert!(rejected(src), "{src}");
    }
}

/// Asserts llvm-mc's disassembly (with the encoding) of each (bytes, text) case.
fn disassembles(cases: &[(&str, &str)]) {
    for &(bytes, want) in cases {
        assert_eq!(disasm(bytes), want, "{bytes}");
    }
}

/// Asserts that llvm-mc's disassembler calls each word an invalid encoding.
fn all_invalid(words: &[&str]) {
    for bytes in words {
        assert!(invalid_word(bytes), "{bytes}");
    }
}

/// Asserts [`asm_on`] for `arch` of each (source, echo or error message) case.
fn asm_cases(arch: Arch, cases: &[(&str, Result<&str, &str>)]) {
    for &(src, want) in cases {
        let want = want.map(String::from).map_err(String::from);
        assert_eq!(asm_on(arch, src), want, "{}: {src}", arch.name());
    }
}

#[test]
fn scaled_conversion_source_types() {
    // Packed f16/bf16 sources: 0xffffffff is -1, a bf16 1.0 in the low half is the inline 1.0,
    // an f32 pattern is a literal (which VOP3 cannot take).
    echoes(&[
        (
            "v_cvt_scalef32_pk_fp8_f16 v0, 0xffffffff, v3",
            "v_cvt_scalef32_pk_fp8_f16 v0, -1, v3 ; encoding: [0x00,0x00,0x40,0xd2,0xc1,0x06,0x02,0x00]",
        ),
        (
            "v_cvt_scalef32_pk_bf8_bf16 v0, 0x3f80, v3",
            "v_cvt_scalef32_pk_bf8_bf16 v0, 1.0, v3 ; encoding: [0x00,0x00,0x45,0xd2,0xf2,0x06,0x02,0x00]",
        ),
    ]);
    all_rejected(&["v_cvt_scalef32_pk_bf8_bf16 v0, 0x3f800000, v3"]);
    echoes(&[(
        "v_cvt_scalef32_sr_pk_fp4_f16 v0, 0xffffffff, v2, v2",
        "v_cvt_scalef32_sr_pk_fp4_f16 v0, -1, v2, v2 ; encoding: [0x00,0x00,0x4e,0xd2,0xc1,0x04,0x0a,0x04]",
    )]);
    all_rejected(&[
        "v_cvt_scalef32_sr_pk_fp4_f16 v0, 0xffff, v2, v2",
        "v_cvt_scalef32_pk_fp4_bf16 v0, 0x3f800000, v3",
    ]);
    // The FP8/FP4 pair of v_cvt_scalef32_pk_bf16_*: an integer operand, no modifiers.
    all_rejected(&[
        "v_cvt_scalef32_pk_bf16_fp8 v0, -s7, v3",
        "v_cvt_scalef32_pk_bf16_fp4 v0, -v2, v3",
    ]);
    // The stochastic-rounding seed (S1): 32-bit integer, f32 patterns inline, no modifiers.
    echoes(&[(
        "v_cvt_scalef32_sr_pk_fp4_bf16 v0, v2, 0x3f800000, v4",
        "v_cvt_scalef32_sr_pk_fp4_bf16 v0, v2, 1.0, v4 ; encoding: [0x00,0x00,0x4f,0xd2,0x02,0xe5,0x11,0x04]",
    )]);
    all_rejected(&[
        "v_cvt_scalef32_sr_bf8_bf16 v0, v2, -|v2|, v4",
        "v_cvt_scalef32_sr_pk32_fp6_bf16 v[0:5], v[32:47], -v2, v4",
    ]);
    // A bf16 S0: 1/(2*pi) spelled as an f64 rounds to a bf16 literal.
    all_rejected(&["v_cvt_scalef32_sr_bf8_bf16 v17, 0.15915494309189532, -1, src_shared_base"]);
    // Decoded modifier bits of the seed are kept but not shown.
    disassembles(&[
        ("0xc2,0x53,0x47,0xd2,0xf3,0xcf,0x3f,0xc4", "v_cvt_scalef32_sr_bf8_bf16 v194, |v243|, v231, -v15 op_sel:[0,1,0,1] ; encoding: [0xc2,0x53,0x47,0xd2,0xf3,0xcf,0x3f,0xc4]"),
    ]);
}

#[test]
fn dot2c_f32_bf16_sources_are_bf16_pairs() {
    echoes(&[(
        "v_dot2c_f32_bf16 v0, 1.5, v3",
        "v_dot2c_f32_bf16_e32 v0, 0x3fc0, v3 ; encoding: [0xff,0x06,0x00,0x2c,0xc0,0x3f,0x00,0x00]",
    )]);
    all_rejected(&[
        "v_dot2c_f32_bf16_e64 v0, v2, 0x3f800000",
        "v_dot2c_f32_bf16_e64 v0, 0.15915494309189532, v3",
    ]);
    // The inline 1.0 is bf16 1.0 in the low half: 1.0 * 2.0 + 0 * 3.0 + 0.
    let d = run("v_dot2c_f32_bf16 v0, 1.0, v1\ns_endpgm", &[(0, 0), (1, 0x4040_4000)], 0);
    assert_eq!(f32::from_bits(d), 2.0);
}

#[test]
fn opsel4_lists_map_entry_i_to_bit_i() {
    // gfx950's byte-select conversions: a short op_sel list still maps entry i to bit 11+i.
    echoes(&[
        ("v_cvt_sr_fp8_f32 v0, v2, v3 op_sel:[0,1,1]", "v_cvt_sr_fp8_f32 v0, v2, v3 op_sel:[0,1,1,0] ; encoding: [0x00,0x30,0xa4,0xd2,0x02,0x07,0x02,0x00]"),
        ("v_cvt_sr_fp8_f32 v0, v2, v3 op_sel:[1,1]", "v_cvt_sr_fp8_f32 v0, v2, v3 op_sel:[1,1,0,0] ; encoding: [0x00,0x18,0xa4,0xd2,0x02,0x07,0x02,0x00]"),
        ("v_cvt_scalef32_pk_fp4_f16 v0, v2, v3 op_sel:[1,0,1]", "v_cvt_scalef32_pk_fp4_f16 v0, v2, v3 op_sel:[1,0,1,0] ; encoding: [0x00,0x28,0x4c,0xd2,0x02,0x07,0x02,0x00]"),
    ]);
    // Source 2's modifier bits stay (unprinted); its register field is dropped.
    disassembles(&[(
        "0x4e,0x13,0xa5,0xd2,0x23,0x61,0xe6,0xc4",
        "v_cvt_sr_bf8_f32 v78, |v35|, v48 op_sel:[0,1,0,0] ; encoding: [0x4e,0x13,0xa5,0xd2,0x23,0x61,0x02,0xc0]",
    )]);
}

fn invalid_word(bytes: &str) -> bool {
    let (_, warnings) = disassemble_text(Arch::Gfx950, &format!("{bytes}\n"), true);
    warnings
        .iter()
        .any(|w| w.message.contains("invalid instruction encoding"))
}

#[test]
fn wide_tuple_scaled_conversions_take_no_source_modifiers() {
    all_rejected(&[
        "v_cvt_scalef32_pk32_f32_bf6 v[0:31], v[32:37], neg(v2)",
        "v_cvt_scalef32_pk32_bf6_f16 v[0:5], v[32:47], |s8|",
        "v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[32:47], v[64:79], -v2",
        "v_cvt_scalef32_sr_pk32_bf6_f32 v[0:5], v[32:63], v3, -|v2|",
    ]);
    echoes(&[(
        "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], 0x3f800000",
        "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], 1.0 ; encoding: [0x00,0x00,0x56,0xd2,0x20,0xe5,0x01,0x00]",
    )]);
    // abs (bits 10:8) or neg (63:61) make the word invalid; op_sel bits are dropped.
    all_invalid(&[
        "0x00,0x01,0x56,0xd2,0x20,0x05,0x02,0x00",
        "0x00,0x00,0x56,0xd2,0x20,0x05,0x02,0x40",
        "0x00,0x00,0x54,0xd2,0x20,0x05,0x0a,0x80",
    ]);
    disassembles(&[(
        "0x00,0x08,0x56,0xd2,0x20,0x05,0x02,0x00",
        "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], v2 ; encoding: [0x00,0x00,0x56,0xd2,0x20,0x05,0x02,0x00]",
    )]);
}

#[test]
fn packed_f32_constants_are_32_bit_values() {
    echoes(&[
        (
            "v_pk_mul_f32 v[0:1], 0x3f800000, v[64:65]",
            "v_pk_mul_f32 v[0:1], 1.0, v[64:65] ; encoding: [0x00,0x40,0xb1,0xd3,0xf2,0x80,0x02,0x18]",
        ),
        (
            "v_pk_mov_b32 v[0:1], v[32:33], 0xffffffff",
            "v_pk_mov_b32 v[0:1], v[32:33], -1 ; encoding: [0x00,0x40,0xb3,0xd3,0x20,0x83,0x01,0x18]",
        ),
        // An f64 constant's 64-bit pattern: its low dword, 0 (llvm-mc 22 too).
        (
            "v_pk_fma_f32 v[0:1], v[32:33], v[64:65], 0x3ff0000000000000",
            "v_pk_fma_f32 v[0:1], v[32:33], v[64:65], 0 ; encoding: [0x00,0x40,0xb0,0xd3,0x20,0x81,0x02,0x1a]",
        ),
    ]);
    // 1/(2*pi) is the f32 constant, printed as such.
    disassembles(&[
        ("0x00,0x48,0xb0,0xd3,0x00,0xf1,0x01,0x1b", "v_pk_fma_f32 v[0:1], v[0:1], 0.15915494, 64 op_sel:[1,0,0] ; encoding: [0x00,0x48,0xb0,0xd3,0x00,0xf1,0x01,0x1b]"),
    ]);
    // Not 32-bit values: rejected (a literal, which VOP3P cannot take, or too wide).
    all_rejected(&[
        "v_pk_add_f32 v[0:1], 0x12345678, v[2:3]",
        "v_pk_add_f32 v[0:1], 0x100000040, v[2:3]",
    ]);
}

#[test]
fn packed_f32_constants_feed_both_halves() {
    // 1.0 in each half: (1 + 2, 1 + 3), with op_sel_hi's default (select the high dword).
    let src = "v_pk_add_f32 v[4:5], 1.0, v[2:3]\ns_endpgm";
    let init = [(2, 2f32.to_bits()), (3, 3f32.to_bits())];
    assert_eq!(f32::from_bits(run(src, &init, 4)), 3.0);
    assert_eq!(f32::from_bits(run(src, &init, 5)), 4.0);
    // v_pk_mov_b32: the constant's dword whichever half op_sel picks.
    let mov = "v_pk_mov_b32 v[4:5], 5, v[2:3] op_sel:[1,0]\ns_endpgm";
    assert_eq!(run(mov, &init, 4), 5);
    assert_eq!(run(mov, &init, 5), 2f32.to_bits());
}

#[test]
fn packed_f16_sdwa_sources_have_no_sext() {
    // llvm-mc prints sext() here but drops the bit, and its disassembler refuses the bit.
    all_rejected(&["v_pk_fmac_f16_sdwa v0, sext(v1), v3 src0_sel:BYTE_1"]);
    all_invalid(&["0xf9,0x06,0x00,0x78,0x01,0x16,0x09,0x06"]);
    // abs/neg bits are kept, not printed.
    disassembles(&[
        ("0xf9,0x06,0x00,0x78,0x01,0x16,0x11,0x06", "v_pk_fmac_f16_sdwa v0, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:DWORD ; encoding: [0xf9,0x06,0x00,0x78,0x01,0x16,0x11,0x06]"),
    ]);
}

#[test]
fn ldexp_f16_exponent_is_an_i16_with_f16_constants() {
    for arch in common::GFX9 {
        let asm_on = |src: &str| assemble(arch, src).map(|p| squeeze(&p.echo(true))).ok();
        assert_eq!(
            asm_on("v_ldexp_f16 v17, v1, 0x3c00").as_deref(),
            Some("v_ldexp_f16_e64 v17, v1, 1.0 ; encoding: [0x11,0x00,0x33,0xd1,0x01,0xe5,0x01,0x00]"),
            "{}",
            arch.name()
        );
        assert_eq!(asm_on("v_ldexp_f16 v17, v1, 0x3f800000"), None);
        assert_eq!(asm_on("v_ldexp_f16_e64 v17, v1, -v2"), None);
        assert_eq!(asm_on("v_ldexp_f16 v17, 0.15915494, 0x3f800000 clamp"), None);
    }
    // The constant 0.5 is the f16 pattern 0x3800: exponent 14336, so 1.0 overflows to +inf.
    let d = run("v_ldexp_f16_e64 v0, v1, 0.5\ns_endpgm", &[(1, 0x3c00)], 0);
    assert_eq!(d & 0xffff, 0x7c00);
}

/// `src` assembled for `arch`: llvm-mc's echo (spacing aside) or the first error.
fn asm_on(arch: Arch, src: &str) -> Result<String, String> {
    match assemble(arch, src) {
        Ok(p) => Ok(squeeze(&p.echo(true))),
        Err(e) => Err(e[0].message.clone()),
    }
}

/// GCN 1.0/1.1 operand rules llvm-mc 22 has (`-mcpu=gfx600` / `-mcpu=gfx700`).
#[test]
fn gcn10_and_gcn11_operand_rules() {
    let (si, ci) = (Arch::Gfx600, Arch::Gfx700);
    // GCN 1.0's SMRD offset is 8 bits; GCN 1.1 takes a wider one as a literal dword.
    asm_cases(
        si,
        &[
            (
                "s_load_dword s8, s[2:3], 0xff",
                Ok("s_load_dword s8, s[2:3], 0xff ; encoding: [0xff,0x03,0x04,0xc0]"),
            ),
            (
                "s_load_dword s8, s[2:3], 0x100",
                Err("operands are not valid for this GPU or mode"),
            ),
        ],
    );
    asm_cases(
        ci,
        &[(
            "s_load_dword s8, s[2:3], 0x100",
            Ok("s_load_dword s8, s[2:3], 0x100 ; encoding: [0xff,0x02,0x04,0xc0,0x00,0x01,0x00,0x00]"),
        )],
    );
    // The VOP2 lane select names no literal; inline constants are fine.
    for arch in [si, ci] {
        asm_cases(
            arch,
            &[
                ("v_readlane_b32 s2, v2, 65", Err("invalid operand for instruction")),
                ("v_writelane_b32 v1, s1, 65", Err("invalid operand for instruction")),
                (
                    "v_readlane_b32 s2, v2, 64",
                    Ok("v_readlane_b32 s2, v2, 64 ; encoding: [0x02,0x81,0x05,0x02]"),
                ),
            ],
        );
        // MSG_SAVEWAVE is GCN 1.2's.
        asm_cases(
            arch,
            &[
                ("s_sendmsg sendmsg(MSG_SAVEWAVE)", Err("invalid message id")),
                (
                    "s_sendmsg sendmsg(4, 0, 0)",
                    Ok("s_sendmsg sendmsg(4, 0, 0) ; encoding: [0x04,0x00,0x90,0xbf]"),
                ),
            ],
        );
    }
    asm_cases(
        Arch::Gfx803,
        &[(
            "s_sendmsg sendmsg(MSG_SAVEWAVE)",
            Ok("s_sendmsg sendmsg(MSG_SAVEWAVE) ; encoding: [0x04,0x00,0x90,0xbf]"),
        )],
    );
}

/// GCN 1.0/1.1 register rules: s102/s103 exist (a MIMG resource may reach them), and VOP2
/// `v_writelane_b32`'s M0 lane select does not take the constant bus.
#[test]
fn gcn10_and_gcn11_register_rules() {
    for arch in [Arch::Gfx600, Arch::Gfx700] {
        asm_cases(arch, &[
        ("image_load_mip v[252:255], v[4:7], s[96:103] dmask:0xf", Ok("image_load_mip v[252:255], v[4:7], s[96:103] dmask:0xf ; encoding: [0x00,0x0f,0x04,0xf0,0x04,0xfc,0x18,0x00]")),
        ("v_writelane_b32 v0, s5, m0", Ok("v_writelane_b32 v0, s5, m0 ; encoding: [0x05,0xf8,0x00,0x04]")),
    ]);
    }
    // gfx803's SGPRs end at s101.
    assert!(asm_on(Arch::Gfx803, "image_load_mip v[252:255], v[4:7], s[96:103] dmask:0xf").is_err());
}

/// gfx600's `buffer_wbinvl1_sc` (MUBUF 0x70, gfx700's `buffer_wbinvl1_vol`): assembled as
/// llvm-mc 22 does and run as a cache operation (counted, no register written).
#[test]
fn gfx600_wbinvl1_sc_is_a_cache_operation() {
    asm_cases(
        Arch::Gfx600,
        &[(
            "buffer_wbinvl1_sc",
            Ok("buffer_wbinvl1_sc ; encoding: [0x00,0x00,0xc0,0xe1,0x00,0x00,0x00,0x00]"),
        )],
    );
    assert!(asm_on(Arch::Gfx700, "buffer_wbinvl1_sc").is_err());
    let mut w = Wave::bare(Arch::Gfx600);
    w.vgpr.fill(0x1234_5678);
    let m = run_wave(Arch::Gfx600, "buffer_wbinvl1_sc\ns_endpgm", w, None);
    assert!(m.wave().vgpr.iter().all(|&v| v == 0x1234_5678));
    assert!(m.wave().messages.is_empty());
}
