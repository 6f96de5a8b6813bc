//! Operands llvm-mc 22 accepts that lanescope once refused (issue 12): each case is llvm-mc's
//! own output (`llvm-mc-22 -show-encoding` / `--disassemble`), checked in both directions.

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

/// Assembles `src` and returns llvm-mc's `text ; encoding: [...]` line, or the first error.
fn asm(arch: Arch, src: &str) -> Result<String, String> {
    match assemble(arch, src) {
        Ok(p) => Ok(p.echo(true).split_whitespace().collect::<Vec<_>>().join(" ")),
        Err(e) => Err(format!("{}:{}: {}", e[0].span.line, e[0].span.col, e[0].message)),
    }
}

/// Disassembles one line of bytes; the text, or the first warning.
fn disasm(arch: Arch, bytes: &str) -> String {
    let (text, warnings) = disassemble_text(arch, &format!("{bytes}\n"), false);
    match warnings.first() {
        Some(w) => format!("warning: {}", w.message),
        None => text.trim().to_string(),
    }
}

/// For each (text, bytes) case: `text` assembles to `bytes` (printed as `text`), and `bytes`
/// disassembles to `text`.
fn both_ways(arch: Arch, cases: &[(&str, &str)]) {
    for &(text, bytes) in cases {
        let spaced = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(asm(arch, text), Ok(format!("{spaced} ; encoding: [{bytes}]")), "{text}");
        assert_eq!(disasm(arch, bytes), text, "{bytes}");
    }
}

/// Asserts [`asm`] for `arch` of each (source, echo or `line:col: message`) case.
fn asm_cases(arch: Arch, cases: &[(&str, Result<&str, &str>)]) {
    for &(src, want) in cases {
        let want = want.map(String::from).map_err(String::from);
        assert_eq!(asm(arch, src), want, "{}: {src}", arch.name());
    }
}

/// Asserts that llvm-mc's disassembler calls each word of `words` an invalid encoding.
fn all_invalid(arch: Arch, words: &[&str]) {
    for bytes in words {
        assert_eq!(disasm(arch, bytes), "warning: invalid instruction encoding", "{bytes}");
    }
}

/// Asserts [`disasm`] for `arch` of each (bytes, text or `warning: …`) case.
fn disassembles(arch: Arch, cases: &[(&str, &str)]) {
    for &(bytes, want) in cases {
        assert_eq!(disasm(arch, bytes), want, "{}: {bytes}", arch.name());
    }
}

#[test]
fn bitop3_both_ways() {
    let g = Arch::Gfx950;
    both_ways(
        g,
        &[
            (
                "v_bitop3_b32 v13, v4, s0, v1 bitop3:0x6c",
                "0x0d,0x05,0x34,0xd2,0x04,0x01,0x04,0x8c",
            ),
            (
                "v_bitop3_b32 v13, v4, s0, v1 bitop3:0xff",
                "0x0d,0x07,0x34,0xd2,0x04,0x01,0x04,0xfc",
            ),
            (
                "v_bitop3_b32 v13, v4, s0, v1 bitop3:10",
                "0x0d,0x01,0x34,0xd2,0x04,0x01,0x04,0x44",
            ),
            (
                "v_bitop3_b32 v13, v4, s0, v1 bitop3:0xb",
                "0x0d,0x01,0x34,0xd2,0x04,0x01,0x04,0x64",
            ),
            (
                "v_bitop3_b32 v13, v4, s0, v1",
                "0x0d,0x00,0x34,0xd2,0x04,0x01,0x04,0x04",
            ),
            (
                "v_bitop3_b16 v13, v4, s0, v1 bitop3:3 op_sel:[1,1,0,1]",
                "0x0d,0x58,0x33,0xd2,0x04,0x01,0x04,0x64",
            ),
        ],
    );
}

#[test]
fn bitop3_input_forms_and_errors() {
    let g = Arch::Gfx950;
    let enc = |s: &str| asm(g, s).map(|t| t.rsplit('[').next().unwrap_or("").to_string());
    // Decimal input, and values kept to their low 8 bits (llvm-mc: -129 is 0x7f, 256 is 0).
    let b32 = "v_bitop3_b32 v13, v4, s0, v1";
    assert_eq!(enc(&format!("{b32} bitop3:108")), enc(&format!("{b32} bitop3:0x6c")));
    assert_eq!(
        asm(g, &format!("{b32} bitop3:-129")).unwrap(),
        format!("{b32} bitop3:0x7f ; encoding: [0x0d,0x07,0x34,0xd2,0x04,0x01,0x04,0xec]")
    );
    assert_eq!(
        asm(g, &format!("{b32} bitop3:256")).unwrap(),
        format!("{b32} ; encoding: [0x0d,0x00,0x34,0xd2,0x04,0x01,0x04,0x04]")
    );
    // Once, before op_sel; no clamp; not on other instructions.
    assert_eq!(
        asm(g, &format!("{b32} bitop3:3 bitop3:4")),
        Err("1:39: not a valid operand.".into())
    );
    asm_cases(
        g,
        &[(
            "v_bitop3_b16 v13, v4, s0, v1 op_sel:[1,1,0,1] bitop3:0x3",
            Err("1:47: not a valid operand."),
        )],
    );
    assert!(asm(g, &format!("{b32} bitop3:3 clamp")).is_err());
    assert!(asm(g, "v_fma_f32 v1, v2, v3, v4 bitop3:3").is_err());
    // The word with its clamp bit set is invalid, as llvm-mc says.
    disassembles(
        g,
        &[(
            "0x0d,0x80,0x34,0xd2,0x04,0x01,0x04,0x8c",
            "warning: invalid instruction encoding",
        )],
    );
}

#[test]
fn source_registers_as_vop3_scalar_destinations() {
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let cmp = |dst: &str, code: &str| {
            let text = format!("v_cmp_lt_u32_e64 {dst}, v49, v20");
            both_ways(arch, &[(&text, &format!("{code},0x00,0xc9,0xd0,0x31,0x29,0x02,0x00"))])
        };
        cmp("src_pops_exiting_wave_id", "0xef");
        cmp("src_shared_base", "0xeb");
        cmp("src_private_limit", "0xee");
        cmp("src_vccz", "0xfb");
        cmp("src_scc", "0xfd");
        both_ways(
            arch,
            &[
                (
                    "v_cmpx_lt_u32_e64 src_private_base, v49, v20",
                    "0xed,0x00,0xd9,0xd0,0x31,0x29,0x02,0x00",
                ),
                (
                    "v_readlane_b32 src_execz, v1, 0",
                    "0xfc,0x00,0x89,0xd2,0x01,0x01,0x01,0x00",
                ),
            ],
        );
        // llvm-mc disassembles the 32-bit flat-scratch bases (its assembler wants a newer GPU).
        disassembles(
            arch,
            &[(
                "0xe6,0x00,0x89,0xd2,0x01,0x01,0x01,0x00",
                "v_readlane_b32 src_flat_scratch_base_lo, v1, 0",
            )],
        );
        // The apertures are 64-bit registers: not a 32-bit destination.
        assert!(asm(arch, "v_readlane_b32 src_shared_base, v1, 0").is_err());
        // lds_direct: /*Invalid*/ in a 32-bit destination, no encoding in a pair.
        disassembles(arch, &[
        ("0xfe,0x00,0x89,0xd2,0x01,0x01,0x01,0x00", "v_readlane_b32 src_lds_direct/*Invalid register, operand has 'SReg_32_XM0' register class*/, v1, 0"),
        ("0xfe,0x00,0xc9,0xd0,0x31,0x29,0x02,0x00", "warning: invalid instruction encoding"),
    ]);
        // A constant there is a 32-bit one.
        disassembles(
            arch,
            &[(
                "0xf8,0x00,0xc9,0xd0,0x31,0x29,0x02,0x00",
                "v_cmp_lt_u32_e64 0.15915494/*Invalid immediate*/, v49, v20",
            )],
        );
        // SDWA's 7-bit SDST cannot hold one (llvm-mc truncates the code).
        assert!(asm(arch, "v_cmp_lt_u32_sdwa src_shared_base, v49, v20").is_err());
    }
}

#[test]
fn a_write_to_a_source_register_is_dropped() {
    use lanescope_gcn::exec::Wave;
    use lanescope_gcn::GcnMachine;
    use lanescope_isa::{Machine, StepOutcome};
    // Seed 000 line 387: an out-of-range scalar destination is not written.
    let src = "v_cmp_lt_u32_e64 src_shared_base, v0, v1\nv_readlane_b32 src_scc, v1, 0\n\
               v_bitop3_b32 v2, v0, v1, s0 bitop3:0x6c\ns_endpgm";
    let p = assemble(Arch::Gfx950, src).expect("assembles");
    let mut w = Wave::bare(Arch::Gfx950);
    for l in 0..64 {
        w.vgpr[l] = 0xf0f0_0000 | l as u32;
        w.vgpr[64 + l] = 0xcccc_0000 | 7;
    }
    w.sgpr[0] = 0xaaaa_5555;
    let sgprs = w.sgpr;
    let (vcc, scc) = (w.vcc, w.scc);
    let mut m = GcnMachine::new(p, w);
    assert_eq!(m.run(100), StepOutcome::Ended);
    assert_eq!(m.wave().sgpr, sgprs);
    assert_eq!((m.wave().vcc, m.wave().scc), (vcc, scc));
    // 0x6c = 0b0110_1100: minterms {a,b,c} = 2, 3, 5, 6, i.e. (a & c) ^ b.
    let (a, b, c) = (0xf0f0_0003u32, 0xcccc_0007u32, 0xaaaa_5555u32);
    assert_eq!(m.wave().vgpr[2 * 64 + 3], (a & c) ^ b);
}

#[test]
fn gfx900_dpp_with_a_64_bit_result() {
    let g = Arch::Gfx900;
    // llvm-mc: gfx900's DPP takes a 64-bit result from a 32-bit source, with every control.
    both_ways(
        g,
        &[
            (
                "v_cvt_f64_f32_dpp v[0:1], |v47| quad_perm:[2,1,1,2] row_mask:0x7 bank_mask:0xc bound_ctrl:1",
                "0xfa,0x20,0x00,0x7e,0x2f,0x96,0x28,0x7c",
            ),
            (
                "v_cvt_f64_u32_dpp v[0:1], v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                "0xfa,0x2c,0x00,0x7e,0x02,0xe4,0x00,0xff",
            ),
            (
                "v_cvt_f64_i32_dpp v[0:1], v2 row_shl:1 row_mask:0xf bank_mask:0xf",
                "0xfa,0x08,0x00,0x7e,0x02,0x01,0x01,0xff",
            ),
        ],
    );
    // A 64-bit source has no DPP form in llvm-mc's assembler; row_newbcast is gfx950's.
    assert!(asm(
        g,
        "v_trunc_f64_dpp v[0:1], v[2:3] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
    )
    .is_err());
    assert!(asm(g, "v_cvt_f64_f32_dpp v[0:1], v2 row_newbcast:1").is_err());
    // gfx950 keeps the DP ALU rule.
    assert!(asm(
        Arch::Gfx950,
        "v_cvt_f64_f32_dpp v[0:1], v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
    )
    .is_err());
}

#[test]
fn gfx900_global_and_scratch_loads_to_lds() {
    let g = Arch::Gfx900;
    // No destination: the address (a 32-bit offset beside SADDR), then `lds` after the cache bits.
    both_ways(
        g,
        &[
            (
                "global_load_sshort v0, s[0:1] offset:2680 lds",
                "0x78,0xaa,0x4c,0xdc,0x00,0x00,0x00,0x00",
            ),
            (
                "global_load_sshort v[2:3], off offset:2680 lds",
                "0x78,0xaa,0x4c,0xdc,0x02,0x00,0x7f,0x00",
            ),
            (
                "global_load_ubyte v0, s[0:1] glc lds",
                "0x00,0xa0,0x41,0xdc,0x00,0x00,0x00,0x00",
            ),
            (
                "scratch_load_sshort off, s1 offset:8 lds",
                "0x08,0x60,0x4c,0xdc,0x00,0x00,0x01,0x00",
            ),
            (
                "scratch_load_sshort v2, off offset:8 lds",
                "0x08,0x60,0x4c,0xdc,0x02,0x00,0x7f,0x00",
            ),
        ],
    );
    for (src, err) in [
        (
            "global_load_sshort v0, v[2:3], off lds",
            "1:36: invalid operand for instruction",
        ),
        ("global_load_sshort v0, s[0:1]", "1:1: too few operands for instruction"),
        (
            "global_load_sshort v0, s[0:1] lds lds",
            "1:35: invalid operand for instruction",
        ),
        (
            "global_load_ubyte v0, s[0:1] lds glc",
            "1:34: invalid operand for instruction",
        ),
        (
            "global_load_dwordx2 v0, s[0:1] lds",
            "1:21: invalid operand for instruction",
        ),
    ] {
        assert_eq!(asm(g, src), Err(err.to_string()), "{src}");
    }
    assert!(asm(Arch::Gfx950, "global_load_sshort v0, s[0:1] offset:2680 lds").is_err());
}

#[test]
fn vop3_modifier_fields_per_source() {
    let inv = "warning: invalid instruction encoding";
    // A class compare's mask (source 1) has no ABS/NEG field.
    assert_eq!(disasm(Arch::Gfx900, "0x6a,0x01,0x14,0xd0,0x02,0x07,0x02,0x40"), inv);
    assert_eq!(disasm(Arch::Gfx950, "0x6a,0x00,0x10,0xd0,0x02,0x07,0x02,0x40"), inv);
    disassembles(
        Arch::Gfx900,
        &[(
            "0x6a,0x01,0x14,0xd0,0x02,0x07,0x02,0x00",
            "v_cmp_class_f16_e64 vcc, |v2|, v3",
        )],
    );
    // The integer v_dot*c accumulators keep (and do not print) their sources' bits.
    let g = Arch::Gfx950;
    let shown = |b: &str| {
        let text = disassemble_text(g, &format!("{b}\n"), true).0;
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert_eq!(
        shown("0x00,0x81,0x38,0xd1,0x02,0x07,0x02,0x40"),
        "v_dot2c_i32_i16_e64 v0, v2, v3 clamp ; encoding: [0x00,0x81,0x38,0xd1,0x02,0x07,0x02,0x40]"
    );
    assert_eq!(disasm(g, "0x00,0x04,0x38,0xd1,0x02,0x07,0x02,0x00"), inv);
    // Four-entry op_sel rows keep a third source's bits.
    assert_eq!(
        shown("0x00,0x17,0xa5,0xd2,0x02,0x07,0x02,0xe0"),
        "v_cvt_sr_bf8_f32 v0, -|v2|, v3 op_sel:[0,1,0,0] ; encoding: [0x00,0x17,0xa5,0xd2,0x02,0x07,0x02,0xe0]"
    );
}

#[test]
fn vop3_nop_ignores_op_sel_and_source_fields() {
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        // llvm-mc ignores OP_SEL and the source fields of v_nop_e64/v_clrexcp_e64 ...
        disassembles(
            arch,
            &[
                ("0x00,0x40,0x40,0xd1,0x00,0x00,0x00,0x00", "v_nop"),
                ("0x00,0x08,0x75,0xd1,0x01,0x02,0x04,0x00", "v_clrexcp"),
            ],
        );
        // ... but not the destination, ABS, CLAMP, OMOD or NEG.
        all_invalid(
            arch,
            &[
                "0x01,0x00,0x40,0xd1,0x00,0x00,0x00,0x00",
                "0x00,0x01,0x40,0xd1,0x00,0x00,0x00,0x00",
                "0x00,0x80,0x40,0xd1,0x00,0x00,0x00,0x00",
                "0x00,0x00,0x40,0xd1,0x00,0x00,0x00,0x08",
                "0x00,0x00,0x40,0xd1,0x00,0x00,0x00,0x20",
            ],
        );
    }
}

/// v_dot2_f32_bf16's sources are packed bf16 (LLVM VOP3PInstructions.td: VOP3P_DOT2_F32_BF16
/// takes v2bf16): the short 1/(2π) text is inline constant 248, the double text rounds to a
/// bf16 literal, which VOP3P cannot hold on GFX9.
#[test]
fn dot2_f32_bf16_sources_are_bf16() {
    let g = Arch::Gfx950;
    both_ways(
        g,
        &[(
            "v_dot2_f32_bf16 v0, 0.15915494, v3, v4",
            "0x00,0x40,0x9a,0xd3,0xf8,0x06,0x12,0x1c",
        )],
    );
    let long = asm(g, "v_dot2_f32_bf16 v0, 0.15915494309189532, v3, v4");
    assert!(
        long.as_ref()
            .is_err_and(|e| e.contains("literal operands are not supported")),
        "{long:?}"
    );
}

/// A 16-bit integer SDWA source takes no 1/(2π) (llvm-mc 22's isSDWAInt16Operand): an error
/// at the operand with `_sdwa` or selects, "not valid for this GPU or mode" when only `clamp`
/// picked SDWA; other constants, f16 and 32-bit SDWA sources, and VOP3 still take it.
#[test]
fn sdwa_int16_sources_refuse_inv_2pi() {
    for g in [Arch::Gfx900, Arch::Gfx950] {
        asm_cases(
            g,
            &[
                (
                    "v_lshrrev_b16 v0, v1, 0.15915494 clamp",
                    Err("1:1: operands are not valid for this GPU or mode"),
                ),
                (
                    "v_add_u16_sdwa v1, v2, 0.15915494",
                    Err("1:24: invalid operand for instruction"),
                ),
                (
                    "v_ldexp_f16_sdwa v1, v2, 0.15915494",
                    Err("1:26: invalid operand for instruction"),
                ),
                (
                    "v_lshrrev_b16 v0, v1, 0.15915494 src0_sel:WORD_1",
                    Err("1:23: invalid operand for instruction"),
                ),
            ],
        );
        assert!(asm(g, "v_lshrrev_b16 v0, v1, 0.5 clamp").is_ok());
        assert!(asm(g, "v_ldexp_f16_sdwa v1, 0.15915494, v2").is_ok());
        assert!(asm(g, "v_lshrrev_b32 v0, v1, 0.15915494 clamp").is_ok());
        assert!(asm(g, "v_add_u16 v1, v2, 0.15915494 clamp").is_ok());
    }
}

/// gfx900's buffer_store_lds_dword has no address: llvm-mc 22 refuses the word when IDXEN or
/// OFFEN is set (or TFE), and ignores VADDR/VDATA otherwise.
#[test]
fn store_lds_dword_takes_no_idxen_or_offen() {
    let g = Arch::Gfx900;
    all_invalid(
        g,
        &[
            "0x00,0x10,0xf5,0xe0,0x00,0x00,0x01,0x01",
            "0x00,0x20,0xf5,0xe0,0x00,0x00,0x01,0x01",
            "0x85,0x5c,0xf7,0xe0,0x0f,0x0d,0x00,0x01",
            "0x00,0x00,0xf5,0xe0,0x00,0x00,0x81,0x01",
        ],
    );
    disassembles(
        g,
        &[(
            "0x00,0x40,0xf5,0xe0,0x08,0x08,0x01,0x01",
            "buffer_store_lds_dword s[4:7], s1 lds glc",
        )],
    );
}

/// gfx950's global_atomic_add_f32/pk_add_f16 have no returning AGPR form in llvm-mc 22 (in
/// either direction); the FLAT forms, pk_add_bf16 and the non-returning forms keep AGPR data.
#[test]
fn global_add_f32_has_no_returning_agpr_form() {
    let g = Arch::Gfx950;
    asm_cases(
        g,
        &[
            (
                "global_atomic_add_f32 a6, v[10:11], a0, off sc0",
                Err("1:1: operands are not valid for this GPU or mode"),
            ),
            (
                "global_atomic_pk_add_f16 a6, v11, a0, s[94:95] sc0 nt",
                Err("1:1: operands are not valid for this GPU or mode"),
            ),
        ],
    );
    all_invalid(
        g,
        &[
            "0x00,0x80,0x35,0xdd,0x0a,0x00,0xff,0x06",
            "0x00,0x80,0x39,0xdd,0x0a,0x00,0xff,0x06",
        ],
    );
    both_ways(
        g,
        &[
            (
                "flat_atomic_add_f32 a6, v[10:11], a0 sc0",
                "0x00,0x00,0x35,0xdd,0x0a,0x00,0x80,0x06",
            ),
            (
                "global_atomic_pk_add_bf16 a6, v[10:11], a0, off sc0",
                "0x00,0x80,0x49,0xdd,0x0a,0x00,0xff,0x06",
            ),
            (
                "global_atomic_add_f32 v10, a0, s[94:95]",
                "0x00,0x80,0x34,0xdd,0x0a,0x00,0xde,0x00",
            ),
        ],
    );
}

/// An AGPR data or destination tuple past a255 makes a memory word invalid (llvm-mc 22 has no
/// such AReg tuple); the same tuple ending at a255 decodes.
#[test]
fn memory_agpr_tuples_past_a255_are_invalid() {
    let g = Arch::Gfx950;
    all_invalid(
        g,
        &[
            "0xf9,0xc3,0xf9,0xda,0xd6,0x65,0x00,0xff",
            "0x74,0xbf,0x84,0xe3,0xfe,0xfe,0xe0,0x1e",
            "0x1b,0x06,0x87,0xdd,0x98,0xfd,0x80,0xd4",
        ],
    );
    disassembles(
        g,
        &[(
            "0xf9,0xc3,0xf9,0xda,0xd6,0x65,0x00,0xfe",
            "ds_add_rtn_f64 a[254:255], v214, a[101:102] offset:50169",
        )],
    );
}

/// The cache operations ignore SLC/NT, the offset and the register fields when disassembled,
/// as llvm-mc 22 does (it re-encodes them as zero); LDS, OFFEN and ACC still make the word
/// invalid.
#[test]
fn cache_operations_ignore_nt() {
    let g = Arch::Gfx950;
    disassembles(
        g,
        &[
            ("0x4f,0x84,0xa6,0xe0,0x0d,0x0b,0x1b,0x80", "buffer_inv sc1"),
            ("0x00,0x40,0xa2,0xe0,0x00,0x00,0x00,0x00", "buffer_wbl2 sc0"),
        ],
    );
    disassembles(
        Arch::Gfx900,
        &[("0x04,0x00,0xfa,0xe0,0x01,0x02,0x03,0x04", "buffer_wbinvl1")],
    );
    all_invalid(
        g,
        &[
            "0x00,0x90,0xa4,0xe0,0x00,0x00,0x00,0x00",
            "0x00,0x80,0xa5,0xe0,0x00,0x00,0x00,0x00",
            "0x00,0x80,0xa4,0xe0,0x00,0x00,0x80,0x00",
        ],
    );
}

/// The lane reads' VGPR source is LLVM's VRegOrLds_32 on both architectures (the class the
/// /*Invalid register*/ comment names).
#[test]
fn lane_read_source_class_is_vreg_or_lds() {
    for g in [Arch::Gfx900, Arch::Gfx950] {
        disassembles(
            g,
            &[
                (
                    "0x1d,0x04,0x36,0x7e",
                    "v_readfirstlane_b32 s27, s29/*Invalid register, operand has 'VRegOrLds_32' register class*/",
                ),
                (
                    "0x05,0x00,0x89,0xd2,0x01,0x04,0x00,0x00",
                    "v_readlane_b32 s5, s1/*Invalid register, operand has 'VRegOrLds_32' register class*/, s2",
                ),
            ],
        );
    }
}

/// A DPP control in GFX10's row_xmask range prints llvm-mc 22's own comment on both
/// architectures (AMDGPUInstPrinter::printDPPCtrl), not the generic invalid-value one.
#[test]
fn dpp_row_xmask_comment() {
    for g in [Arch::Gfx900, Arch::Gfx950] {
        disassembles(g, &[
        ("0xfa,0x5c,0x07,0x42,0xd9,0x6a,0xf9,0x59", "v_subrev_f16_dpp v3, -|v217|, -|v174| /* row_xmask is not supported on ASICs earlier than GFX10 */ row_mask:0x5 bank_mask:0x9 bound_ctrl:1"),
    ]);
    }
}

/// v_cvt_pk_bf16_f32 has two sources: llvm-mc 22 refuses the word with source 2's op_sel bit
/// (bit 13); the other op_sel bits are not shown.
#[test]
fn cvt_pk_bf16_f32_refuses_src2_op_sel() {
    let g = Arch::Gfx950;
    disassembles(
        g,
        &[
            (
                "0x00,0x20,0x68,0xd2,0x01,0x05,0x02,0x00",
                "warning: invalid instruction encoding",
            ),
            (
                "0x40,0xb3,0x68,0xd2,0xc9,0x8d,0x4c,0x65",
                "warning: invalid instruction encoding",
            ),
            (
                "0x00,0x08,0x68,0xd2,0x01,0x05,0x02,0x00",
                "v_cvt_pk_bf16_f32 v0, v1, v2",
            ),
        ],
    );
}

/// 1/(2π) in a VOPC `_e64` destination prints as the 32-bit constant and re-encodes as the low
/// byte of its f32 pattern (0x83), as llvm-mc 22 does, not of the f64 one.
#[test]
fn vopc_sdst_inv_2pi_reencodes_as_f32() {
    for g in [Arch::Gfx900, Arch::Gfx950] {
        let (text, _) = disassemble_text(g, "0xf8,0x80,0x22,0xd0,0xa6,0x2c,0x8b,0x60\n", true);
        assert_eq!(
            text.split_whitespace().collect::<Vec<_>>().join(" "),
            "v_cmp_eq_f16_e64 0.15915494/*Invalid immediate*/, neg(38), -v150 clamp ; encoding: [0x83,0x80,0x22,0xd0,0xa6,0x2c,0x03,0x60]"
        );
    }
}

/// An SGPR code in a 1024-bit MFMA operand prints as a 16-register tuple (LLVM's widest SGPR
/// class, SGPR_512), aligned down to 4, as llvm-mc 22 shows it.
#[test]
fn mfma_sgpr_tuple_is_at_most_16_wide() {
    disassembles(Arch::Gfx950, &[
        ("0x28,0x31,0xc0,0xd3,0xbf,0x39,0x0b,0x41", "v_mfma_f32_32x32x1_2b_f32 v[40:71], v191, v156, s[64:79]/*Invalid register, operand has 'VReg_1024_Align2' register class*/ cbsz:1 abid:6 blgp:2"),
    ]);
}
