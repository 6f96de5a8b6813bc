//! Disassembly cases the regenerated golden vectors found (each expected line is llvm-mc 22's
//! own `--disassemble -show-encoding` output): 1/(2*pi) in a register operand, v_nop's unused
//! SRC0, v_ashr_pk's hidden source modifiers and the float VGPR-pair source of
//! v_cvt_scalef32_sr_pk_fp4_f32.

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

/// Disassembles one line of bytes with encodings: its instructions, then its warnings, each
/// `text ; encoding: [...]` with the spacing collapsed.
fn disasm(arch: Arch, bytes: &str) -> Vec<String> {
    let (text, warnings) = disassemble_text(arch, &format!("{bytes}\n"), true);
    let mut out: Vec<String> = text
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    out.extend(warnings.iter().map(|w| format!("warning: {}", w.message)));
    out
}

/// Asserts [`disasm`] for `arch` of each (bytes, lines) case.
fn disassembles(arch: Arch, cases: &[(&str, &[&str])]) {
    for &(bytes, want) in cases {
        assert_eq!(disasm(arch, bytes), want, "{}: {bytes}", arch.name());
    }
}

/// Assembles `src`; llvm-mc's `text ; encoding: [...]` line with the spacing collapsed.
fn asm(arch: Arch, src: &str) -> String {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {}", e[0].message));
    p.echo(true).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// llvm-mc decodes a constant in a register operand as a 32-bit immediate whatever the
/// operand's width: 1/(2*pi) prints as `0.15915494` and re-encodes as the f32 pattern's low
/// bits (0x3e22f983), also in 64-bit SGPR-pair operands.
#[test]
fn inv_2pi_in_a_register_operand_is_a_32_bit_immediate() {
    disassembles(
        Arch::Gfx900,
        &[
            (
                "0xf8,0x2b,0xfd,0xbe",
                &["s_movrels_b64 null, 0.15915494/*Invalid immediate*/ ; encoding: [0x83,0x2b,0xfd,0xbe]"],
            ),
            (
                "0xf8,0x1d,0x80,0xbe",
                &["s_setpc_b64 0.15915494/*Invalid immediate*/ ; encoding: [0x83,0x1d,0x80,0xbe]"],
            ),
            (
                "0x00,0x00,0x1c,0xd1,0x01,0x05,0xe2,0x03",
                &["v_addc_co_u32_e64 v0, s[0:1], v1, v2, 0.15915494/*Invalid immediate*/ ; encoding: [0x00,0x00,0x1c,0xd1,0x01,0x05,0x0e,0x06]"],
            ),
            (
                "0x00,0x00,0x00,0xd1,0x01,0x05,0xe2,0x03",
                &["v_cndmask_b32_e64 v0, v1, v2, 0.15915494/*Invalid immediate*/ ; encoding: [0x00,0x00,0x00,0xd1,0x01,0x05,0x0e,0x06]"],
            ),
            // A 64-bit source that takes constants keeps the f64 value.
            (
                "0xf8,0x01,0x80,0xbe",
                &["s_mov_b64 s[0:1], 0.15915494309189532 ; encoding: [0xf8,0x01,0x80,0xbe]"],
            ),
        ],
    );
}

/// v_nop and v_clrexcp ignore SRC0 in the 32-bit form (a literal code there brings no extra
/// dword; v_clrexcp's SDWA and DPP codes neither; v_nop's are below); VDST must be clear.
#[test]
fn v_nop_ignores_src0() {
    const NOP: &[&str] = &["v_nop ; encoding: [0x00,0x00,0x00,0x7e]"];
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        disassembles(
            arch,
            &[
                ("0x23,0x01,0x00,0x7e", NOP),
                ("0xff,0x00,0x00,0x7e", NOP),
                ("0xf9,0x00,0x00,0x7e", NOP),
                ("0x23,0x6a,0x00,0x7e", &["v_clrexcp ; encoding: [0x00,0x6a,0x00,0x7e]"]),
                ("0x00,0x00,0x02,0x7e", &["warning: invalid instruction encoding"]),
                (
                    "0xfa,0x6a,0x00,0x7e,0x00,0xe4,0x00,0xff",
                    &[
                        "v_clrexcp ; encoding: [0x00,0x6a,0x00,0x7e]",
                        "warning: invalid instruction encoding",
                    ],
                ),
                (
                    "0xf9,0x6a,0x00,0x7e,0x00,0x00,0x00,0x00",
                    &[
                        "v_clrexcp ; encoding: [0x00,0x6a,0x00,0x7e]",
                        "v_cndmask_b32_e32 v0, s0, v0, vcc ; encoding: [0x00,0x00,0x00,0x00]",
                    ],
                ),
                (
                    "0xff,0x00,0x00,0x7e,0x01,0x02,0x03,0x04",
                    &[NOP[0], "v_sub_f32_e32 v1, s1, v129 ; encoding: [0x01,0x02,0x03,0x04]"],
                ),
            ],
        );
    }
}

/// v_nop's operand-less DPP form (llvm-mc 22 on gfx803, gfx900 and gfx950): the controls are
/// printed, SRC0 and bits 18:17 ignored; an abs/neg bit (23:20) leaves the 32-bit v_nop, the
/// second dword decoded alone, as does the end of the input.
#[test]
fn v_nop_dpp_form() {
    const NOP: &str = "v_nop ; encoding: [0x00,0x00,0x00,0x7e]";
    for arch in [Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
        disassembles(
            arch,
            &[
                (
                    "0xfa,0x00,0x00,0x7e,0x00,0xe4,0x00,0xff",
                    &["v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0xe4,0x00,0xff]"],
                ),
                (
                    "0xfa,0x00,0x00,0x7e,0x00,0x00,0x00,0x00",
                    &["v_nop quad_perm:[0,0,0,0] row_mask:0x0 bank_mask:0x0 ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]"],
                ),
                (
                    "0xfa,0x00,0x00,0x7e,0x2a,0xe4,0x0e,0xff",
                    &["v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:1 ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0xe4,0x08,0xff]"],
                ),
                (
                    "0xfa,0x00,0x00,0x7e,0x00,0xe4,0x01,0xff",
                    &["v_nop /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0xe4,0x01,0xff]"],
                ),
                ("0xfa,0x00,0x00,0x7e,0x00,0xe4,0x10,0xff", &[NOP, "warning: invalid instruction encoding"]),
                (
                    "0xfa,0x00,0x00,0x7e,0x00,0x00,0x80,0x00",
                    &[NOP, "v_cndmask_b32_e32 v64, s0, v0, vcc ; encoding: [0x00,0x00,0x80,0x00]"],
                ),
                ("0xfa,0x00,0x00,0x7e", &[NOP]),
                ("0xfa,0x00,0x02,0x7e,0x00,0xe4,0x00,0xff", &["warning: invalid instruction encoding"; 2]),
            ],
        );
    }
    let newbcast = "0xfa,0x00,0x00,0x7e,0x00,0x51,0x01,0xff";
    assert_eq!(
        disasm(Arch::Gfx950, newbcast),
        ["v_nop row_newbcast:1 row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0x51,0x01,0xff]"]
    );
    assert_eq!(
        disasm(Arch::Gfx900, newbcast),
        ["v_nop /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */ row_mask:0xf bank_mask:0xf ; encoding: [0xfa,0x00,0x00,0x7e,0x00,0x51,0x01,0xff]"]
    );
}

/// v_nop's operand-less SDWA form (llvm-mc 22): 8 bytes printed `v_nop` when clamp and the
/// sources' fields are clear (gfx9: also OMOD and S1), the other fields ignored; else the
/// 32-bit v_nop and the second dword decoded alone.
#[test]
fn v_nop_sdwa_form() {
    const NOP: &str = "v_nop ; encoding: [0x00,0x00,0x00,0x7e]";
    const SDWA: &str = "v_nop ; encoding: [0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00]";
    for arch in [Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
        disassembles(
            arch,
            &[
                ("0xf9,0x00,0x00,0x7e,0x00,0x00,0x00,0x00", &[SDWA]),
                ("0xf9,0x00,0x00,0x7e,0x01,0x1f,0xc0,0x40", &[SDWA]),
                (
                    "0xf9,0x00,0x00,0x7e,0x00,0x20,0x00,0x00",
                    &[
                        NOP,
                        "v_cndmask_b32_e32 v0, s0, v16, vcc ; encoding: [0x00,0x20,0x00,0x00]",
                    ],
                ),
                (
                    "0xf9,0x00,0x00,0x7e,0x00,0x06,0x06,0x06",
                    &[NOP, "v_subrev_f32_e32 v3, s0, v3 ; encoding: [0x00,0x06,0x06,0x06]"],
                ),
                ("0xf9,0x00,0x00,0x7e", &[NOP]),
            ],
        );
    }
    // OMOD and S1 are GFX9 fields: GCN 1.2 ignores them.
    let omod_s1 = "0xf9,0x00,0x00,0x7e,0x00,0xc0,0x00,0x80";
    assert_eq!(disasm(Arch::Gfx803, omod_s1), [SDWA]);
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        assert_eq!(
            disasm(arch, omod_s1),
            [NOP, "s_add_u32 s0, s0, 64 ; encoding: [0x00,0xc0,0x00,0x80]"]
        );
    }
}

/// gfx950's v_ashr_pk_*_i32 keep their sources' ABS/NEG bits without printing them (LLVM's
/// profile gives them source modifiers); clamp and omod stay invalid.
#[test]
fn ashr_pk_keeps_hidden_source_modifiers() {
    disassembles(
        Arch::Gfx950,
        &[
            (
                "0x6a,0x57,0x66,0xd2,0x5a,0x85,0x2f,0xe5",
                &["v_ashr_pk_u8_i32 v106, v90, v194, v75 op_sel:[0,1,0,1] ; encoding: [0x6a,0x57,0x66,0xd2,0x5a,0x85,0x2f,0xe5]"],
            ),
            (
                "0x01,0x07,0x65,0xd2,0x02,0x07,0x12,0xe4",
                &["v_ashr_pk_i8_i32 v1, v2, v3, v4 ; encoding: [0x01,0x07,0x65,0xd2,0x02,0x07,0x12,0xe4]"],
            ),
            (
                "0x6a,0x80,0x66,0xd2,0x5a,0x85,0x2f,0x05",
                &[
                    "v_sub_f32_e32 v151, v90, v194 ; encoding: [0x5a,0x85,0x2f,0x05]",
                    "warning: invalid instruction encoding",
                ],
            ),
        ],
    );
}

/// v_cvt_scalef32_sr_pk_fp4_f32's source 0 is two f32 values in a VGPR pair: its neg/abs
/// modifiers print (`-v[98:99]`) and assemble.
#[test]
fn sr_pk_fp4_f32_source_0_takes_float_modifiers() {
    let g = Arch::Gfx950;
    disassembles(
        g,
        &[
            (
                "0xe3,0x68,0x3e,0xd2,0x62,0xd1,0xaa,0x61",
                &["v_cvt_scalef32_sr_pk_fp4_f32 v227, -v[98:99], v104, vcc_lo op_sel:[1,0,1,1] ; encoding: [0xe3,0x68,0x3e,0xd2,0x62,0xd1,0xaa,0x61]"],
            ),
            (
                "0xe3,0x00,0x3e,0xd2,0x63,0xd1,0xaa,0x21",
                &["v_cvt_scalef32_sr_pk_fp4_f32 v227, -v[99:100]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v104, vcc_lo ; encoding: [0xe3,0x00,0x3e,0xd2,0x63,0xd1,0xaa,0x21]"],
            ),
        ],
    );
    for (src, want) in [
        (
            "v_cvt_scalef32_sr_pk_fp4_f32 v227, -v[98:99], v104, vcc_lo",
            "v_cvt_scalef32_sr_pk_fp4_f32 v227, -v[98:99], v104, vcc_lo ; encoding: [0xe3,0x00,0x3e,0xd2,0x62,0xd1,0xaa,0x21]",
        ),
        (
            "v_cvt_scalef32_sr_pk_fp4_f32 v227, |v[98:99]|, v104, vcc_lo op_sel:[1,0,1,1]",
            "v_cvt_scalef32_sr_pk_fp4_f32 v227, |v[98:99]|, v104, vcc_lo op_sel:[1,0,1,1] ; encoding: [0xe3,0x69,0x3e,0xd2,0x62,0xd1,0xaa,0x01]",
        ),
    ] {
        assert_eq!(asm(g, src), want, "{src}");
    }
}

/// `s_setreg_imm32_b32` has no register operand: llvm-mc 22 ignores its SDST field and
/// re-encodes it as zero; `s_setreg_b32` reads its register from that field.
#[test]
fn sopk_sdst_field_without_a_register_is_ignored() {
    for arch in [Arch::Gfx803, Arch::Gfx900, Arch::Gfx950] {
        disassembles(
            arch,
            &[
                (
                    "0x01,0x18,0x05,0xba,0x05,0x00,0x00,0x00",
                    &["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 5 ; encoding: [0x01,0x18,0x00,0xba,0x05,0x00,0x00,0x00]"],
                ),
                (
                    "0x01,0x18,0x05,0xb9",
                    &["s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s5 ; encoding: [0x01,0x18,0x05,0xb9]"],
                ),
            ],
        );
    }
}
