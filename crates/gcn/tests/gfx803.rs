//! gfx803 (GCN 1.2) facts, each llvm-mc 22's (`llvm-mc-22 -mcpu=gfx803 -show-encoding` /
//! `--disassemble`): the target's own spellings, SMEM, scalar register codes, GCN 1.2's SDWA,
//! and the `v_movrel*` instructions gfx900 lacks.

mod common;

use common::lanes::set;
use common::run::machine;
use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;
use lanescope_isa::{Machine, StepOutcome};

const VI: Arch = Arch::Gfx803;

/// Assembles `src` and returns llvm-mc's `text ; encoding: [...]` line, or the first error.
fn asm(src: &str) -> Result<String, String> {
    match assemble(VI, src) {
        Ok(p) => Ok(p.echo(true).split_whitespace().collect::<Vec<_>>().join(" ")),
        Err(e) => Err(e[0].message.clone()),
    }
}

/// Disassembles one line of bytes; the text, or the first warning.
fn disasm(bytes: &str) -> String {
    let (text, warnings) = disassemble_text(VI, &format!("{bytes}\n"), false);
    match warnings.first() {
        Some(w) => format!("warning: {}", w.message),
        None => text.trim().to_string(),
    }
}

/// `text` assembles to `bytes` (printed as `text`), and `bytes` disassembles to `text`.
fn both_ways(text: &str, bytes: &str) {
    let spaced = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(asm(text), Ok(format!("{spaced} ; encoding: [{bytes}]")), "{text}");
    assert_eq!(disasm(bytes), text, "{bytes}");
}

#[test]
fn carry_out_adds_are_spelled_without_co() {
    for (text, bytes) in [
        ("v_add_u32_e32 v1, vcc, v2, v3", "0x02,0x07,0x02,0x32"),
        ("v_addc_u32_e32 v1, vcc, v2, v3, vcc", "0x02,0x07,0x02,0x38"),
        (
            "v_add_u32_e64 v1, s[0:1], v2, v3",
            "0x01,0x00,0x19,0xd1,0x02,0x07,0x02,0x00",
        ),
    ] {
        both_ways(text, bytes);
    }
    assert_eq!(
        asm("v_add_co_u32 v1, vcc, v2, v3"),
        Err("instruction not supported on this GPU".into())
    );
    // gfx900's carry-less add does not exist here.
    assert!(asm("v_add_u32 v1, v2, v3").is_err());
}

#[test]
fn smem_has_a_20_bit_unsigned_offset_and_no_soe() {
    both_ways(
        "s_load_dword s1, s[2:3], 0xfffff",
        "0x41,0x00,0x02,0xc0,0xff,0xff,0x0f,0x00",
    );
    both_ways("s_load_dword s1, s[2:3], s4", "0x41,0x00,0x00,0xc0,0x04,0x00,0x00,0x00");
    assert_eq!(
        asm("s_load_dword s1, s[2:3], -4"),
        Err("expected a 20-bit unsigned offset".into())
    );
    assert!(asm("s_load_dword s1, s[2:3], s4 offset:0x4").is_err());
    // Bits 14 (SOE) and 15 (NV) are ignored.
    assert_eq!(
        disasm("0x40,0xc0,0x02,0xc0,0x04,0x00,0x00,0x08"),
        "s_load_dword s1, s[0:1], 0x4"
    );
}

#[test]
fn trap_registers_take_gcn12_codes() {
    for (text, bytes) in [
        ("s_mov_b32 s0, ttmp11", "0x7b,0x00,0x80,0xbe"),
        ("s_mov_b32 s0, tba_lo", "0x6c,0x00,0x80,0xbe"),
        ("s_mov_b64 s[0:1], tma", "0x6e,0x01,0x80,0xbe"),
    ] {
        both_ways(text, bytes);
    }
    for r in ["ttmp12", "xnack_mask_lo", "src_shared_base", "src_pops_exiting_wave_id"] {
        assert_eq!(
            asm(&format!("s_mov_b32 s0, {r}")),
            Err(format!("{r} register not available on this GPU"))
        );
    }
    assert!(assemble(Arch::Gfx900, "s_mov_b32 s0, tba_lo").is_err());
}

#[test]
fn sdwa_reads_vgprs_and_vopc_writes_vcc() {
    both_ways(
        "v_add_f32_sdwa v1, v2, v3 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD",
        "0xf9,0x06,0x02,0x02,0x02,0x10,0x05,0x06",
    );
    both_ways(
        "v_cmp_eq_f32 vcc, v1, v2 clamp src0_sel:WORD_1 src1_sel:DWORD",
        "0xf9,0x04,0x84,0x7c,0x01,0x20,0x05,0x06",
    );
    for bad in [
        "v_add_f32_sdwa v1, s2, v3 dst_sel:BYTE_0",
        "v_add_f32_sdwa v1, v2, v3 mul:2",
        "v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1",
    ] {
        assert!(asm(bad).is_err(), "{bad}");
    }
    // S0 (bit 23), OMOD (bits 15:14) and the VOPC SDST are not fields here.
    assert_eq!(
        disasm("0xf9,0x06,0x02,0x02,0x02,0x46,0x86,0x06"),
        "v_add_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD"
    );
    assert_eq!(
        disasm("0xf9,0x04,0x84,0x7c,0x01,0x85,0x05,0x06"),
        "v_cmp_eq_f32 vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD"
    );
}

#[test]
fn vop3_has_no_op_sel() {
    assert!(asm("v_alignbit_b32 v0, v2, v3, v4 op_sel:[0,0,1,1]").is_err());
    assert!(assemble(Arch::Gfx900, "v_alignbit_b32 v0, v2, v3, v4 op_sel:[0,0,1,1]").is_ok());
}

#[test]
fn movrel_moves_relative_to_m0() {
    for (text, bytes) in [
        ("v_movrels_b32_e32 v2, v1", "0x01,0x6f,0x04,0x7e"),
        ("v_movreld_b32_e32 v2, v1", "0x01,0x6d,0x04,0x7e"),
        ("v_movrelsd_b32_e32 v2, v1", "0x01,0x71,0x04,0x7e"),
    ] {
        both_ways(text, bytes);
    }
    assert!(assemble(Arch::Gfx900, "v_movrels_b32 v2, v1").is_err());
    let src = "v_movrels_b32 v1, v3\nv_movreld_b32 v10, v3\nv_movrelsd_b32 v20, v3\ns_endpgm";
    let mut m = machine(VI, src, |w| {
        w.m0 = 2;
        set(w, 3, |l| 300 + l as u32);
        set(w, 5, |l| 500 + l as u32);
    });
    assert_eq!(m.run(10), StepOutcome::Ended);
    assert_eq!(m.vgpr(1)[7], 507, "v1 = v[3 + M0]");
    assert_eq!(m.vgpr(12)[7], 307, "v[10 + M0] = v3");
    assert_eq!(m.vgpr(22)[7], 507, "v[20 + M0] = v[3 + M0]");
    assert_eq!(m.vgpr(10)[7], 0);
}

#[test]
fn waitcnt_flat_and_mimg_are_gcn12s() {
    // VM_CNT has 4 bits: no SIMM16[15:14].
    both_ways("s_waitcnt lgkmcnt(0)", "0x7f,0x00,0x8c,0xbf");
    both_ways("s_waitcnt vmcnt(0)", "0x70,0x0f,0x8c,0xbf");
    assert!(asm("s_waitcnt vmcnt(16)").is_err());
    assert_eq!(
        asm("flat_load_dword v8, v[2:3] offset:16"),
        Err("flat offset modifier is not supported on this GPU".into())
    );
    // MIMG bit 15 is r128 (gfx900: a16).
    both_ways(
        "image_atomic_add v0, v4, s[8:15] dmask:0x1 r128",
        "0x00,0x81,0x48,0xf0,0x04,0x00,0x02,0x00",
    );
    assert!(asm("image_atomic_add v0, v4, s[8:15] dmask:0x1 a16").is_err());
    // VOPC SDWA takes clamp, which selects the SDWA form.
    assert_eq!(
        asm("v_cmp_le_u32 vcc, v2, v3 clamp"),
        Ok("v_cmp_le_u32 vcc, v2, v3 clamp src0_sel:DWORD src1_sel:DWORD ; encoding: [0xf9,0x06,0x96,0x7d,0x02,0x20,0x06,0x06]".into())
    );
}

/// Disassembles one line of bytes with llvm-mc's `; encoding: […]` (the re-encoded word).
fn disasm_encoded(bytes: &str) -> String {
    let (text, _) = disassemble_text(VI, &format!("{bytes}\n"), true);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn d16_memory_data_is_unpacked() {
    // One VGPR per 16-bit component (gfx900 packs two to a VGPR).
    for (text, bytes) in [
        (
            "buffer_load_format_d16_xyzw v[0:3], off, s[4:7], s1",
            "0x00,0x00,0x2c,0xe0,0x00,0x00,0x01,0x01",
        ),
        (
            "tbuffer_store_format_d16_xyz v[1:3], off, s[8:11], s1 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SINT]",
            "0x00,0x00,0x9f,0xea,0x00,0x01,0x02,0x01",
        ),
        (
            "image_sample v[0:1], v4, s[8:15], s[0:3] dmask:0x3 d16",
            "0x00,0x03,0x80,0xf0,0x04,0x00,0x02,0x80",
        ),
        (
            "image_gather4 v[0:4], v4, s[8:15], s[0:3] dmask:0x1 tfe d16",
            "0x00,0x01,0x01,0xf1,0x04,0x00,0x02,0x80",
        ),
    ] {
        both_ways(text, bytes);
    }
    for bad in [
        "buffer_load_format_d16_xy v0, off, s[4:7], s1",
        "image_sample v0, v4, s[8:15], s[0:3] dmask:0x3 d16",
    ] {
        assert!(asm(bad).is_err(), "{bad}");
    }
    // llvm-mc decodes the unpacked forms from an encoding without bit 15 (kept elsewhere).
    assert_eq!(
        disasm_encoded("0x00,0x80,0x30,0xe0,0x00,0x01,0x01,0x01"),
        "buffer_store_format_d16_x v1, off, s[4:7], s1 ; encoding: [0x00,0x00,0x30,0xe0,0x00,0x01,0x01,0x01]"
    );
    assert_eq!(
        disasm_encoded("0x00,0x80,0x10,0xe0,0x00,0x01,0x01,0x01"),
        "buffer_store_format_x v1, off, s[4:7], s1 ; encoding: [0x00,0x80,0x10,0xe0,0x00,0x01,0x01,0x01]"
    );
}

#[test]
fn register_tuples_follow_gcn12_trap_registers() {
    // Codes 108-111 are tba/tma, the TTMPs start at 112.
    both_ways("s_load_dword s0, tba, 0x0", "0x36,0x00,0x02,0xc0,0x00,0x00,0x00,0x00");
    assert_eq!(
        disasm("0x37,0x00,0x06,0xc0,0x00,0x00,0x00,0x00"),
        "s_load_dwordx2 s[0:1], tma, 0x0"
    );
    both_ways(
        "s_load_dwordx4 ttmp[8:11], s[0:1], 0x0",
        "0x00,0x1e,0x0a,0xc0,0x00,0x00,0x00,0x00",
    );
    both_ways(
        "buffer_load_dword v1, off, ttmp[8:11], s1",
        "0x00,0x00,0x50,0xe0,0x00,0x01,0x1e,0x01",
    );
    let invalid = "warning: invalid instruction encoding";
    // An SDATA quad at 108 and a buffer resource at 108 name no register here.
    assert_eq!(disasm("0x00,0x1b,0x0a,0xc0,0x00,0x00,0x00,0x00"), invalid);
    assert_eq!(disasm("0x00,0x00,0x30,0xe0,0x00,0x01,0x1b,0x01"), invalid);
    // An odd half of tba/tma is no 64-bit operand.
    assert_eq!(disasm("0x07,0x2d,0xed,0x8c"), invalid);
}

#[test]
fn gfx9_messages_and_swizzle_modes_are_absent() {
    both_ways("s_sendmsg sendmsg(5, 0, 0)", "0x05,0x00,0x90,0xbf");
    assert_eq!(
        asm("s_sendmsg sendmsg(MSG_GET_DOORBELL)"),
        Err("invalid message id".into())
    );
    both_ways(
        "ds_swizzle_b32 v11, v7 offset:64046",
        "0x2e,0xfa,0x7a,0xd8,0x07,0x00,0x00,0x0b",
    );
    assert_eq!(
        asm("ds_swizzle_b32 v8, v2 offset:swizzle(FFT,3)"),
        Err("FFT mode swizzle not supported on this GPU".into())
    );
    assert_eq!(
        asm("ds_swizzle_b32 v8, v2 offset:swizzle(ROTATE,1,5)"),
        Err("Rotate mode swizzle not supported on this GPU".into())
    );
}

#[test]
fn movreld_reads_m0_on_the_constant_bus() {
    let bus = Err("invalid operand (violates constant bus restrictions)".into());
    assert_eq!(asm("v_movreld_b32 v0, s1"), bus);
    assert_eq!(asm("v_movreld_b32 v0, 0x12345"), bus);
    both_ways("v_movreld_b32_e32 v0, m0", "0x7c,0x6c,0x00,0x7e");
    both_ways("v_movreld_b32_e64 v0, 1", "0x00,0x00,0x76,0xd1,0x81,0x00,0x00,0x00");
    assert!(asm("v_movreld_b32_dpp v0, v2 row_shl:1").is_err());
}

#[test]
fn gcn12_ignores_gfx9_modifier_bits() {
    // VOP3 OP_SEL (bits 14:11) and SDWA's S1 (bit 63) do not exist: ignored, re-encoded clear.
    assert_eq!(
        disasm_encoded("0x00,0x09,0xee,0xd1,0x02,0x07,0x12,0x9c"),
        "v_fma_f16 v0, |v2|, v3, -v4 div:2 ; encoding: [0x00,0x01,0xee,0xd1,0x02,0x07,0x12,0x9c]"
    );
    assert_eq!(
        disasm("0xf9,0x0a,0x5c,0x7e,0x00,0x51,0x08,0x80"),
        "v_cvt_f32_i32_sdwa v46, sext(v0) dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0"
    );
    // v_alignbit/v_alignbyte's clamp came with GFX9; VI's own integer VOP3 rows keep theirs.
    assert!(asm("v_alignbit_b32 v0, v2, v3, v4 clamp").is_err());
    both_ways(
        "v_mad_u16 v0, v1, v2, v3 clamp",
        "0x00,0x80,0xeb,0xd1,0x01,0x05,0x0e,0x04",
    );
}
