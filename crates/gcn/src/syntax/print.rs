//! [`Inst`] → llvm-mc's canonical text.

use alloc::string::String;
use core::fmt::Write;

use crate::isa::arch::Arch;
use crate::isa::inst::{mai, mem, Inst};
use crate::isa::operand::{
    inline_code, inline_value, write_scalar_name, Ty, INLINE_F16, INLINE_F32, INLINE_F32_TEXT, INLINE_F64,
    INV_2PI_F64_TEXT, LITERAL, VCC_LO, VGPR0,
};
use crate::isa::table::{Kind, Operand, Row, Slot};
use crate::syntax::imm;

/// How the 16-bit immediate operand was written in the source, which is what `llvm-mc`
/// echoes (a label name, or the number with its sign and radix).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImmSource {
    /// A branch target written as a label.
    Label(String),
    /// A number, as written (e.g. `-1` and `0xffff` both encode 0xffff).
    Value(i64),
}

/// Prints `inst` as `llvm-mc --disassemble` does (16-bit immediates unsigned, `lit()` around
/// literals that equal an inline constant).
pub fn print(arch: Arch, inst: &Inst) -> String {
    let mut s = String::new();
    write_inst(&mut s, arch, inst, None, true);
    s
}

/// Prints `inst` as `llvm-mc` echoes assembly, with the 16-bit immediate as it was written.
pub fn print_asm(arch: Arch, inst: &Inst, imm: Option<&ImmSource>) -> String {
    let mut s = String::new();
    write_inst(&mut s, arch, inst, imm, false);
    s
}

/// What an operand printer needs besides the operand: the target, the instruction, how its
/// 16-bit immediate was written, and whether the text is the disassembler's.
struct At<'a> {
    arch: Arch,
    inst: &'a Inst,
    imm: Option<&'a ImmSource>,
    disasm: bool,
}

fn write_inst(out: &mut String, arch: Arch, inst: &Inst, imm: Option<&ImmSource>, disasm: bool) {
    let row = inst.row();
    if row.format == crate::isa::format::Format::Exp {
        write_exp(out, inst);
        return;
    }
    if row.is_interp() {
        write_interp(out, arch, inst);
        return;
    }
    if row.format == crate::isa::format::Format::Mimg {
        write_mimg(out, arch, inst, disasm);
        return;
    }
    write_mnemonic(out, arch, inst, row);
    write_operands(
        out,
        &At {
            arch,
            inst,
            imm,
            disasm,
        },
        row,
    );
    write_offset_modifier(out, arch, inst, row);
    write_memory_modifiers(out, arch, inst, row);
    if row.format == crate::isa::format::Format::Vop3p {
        write_vop3p_modifiers(out, inst);
    }
    if row.format == crate::isa::format::Format::Vop3pMai {
        write_mai_modifiers(out, inst);
    }
    write_dpp(out, arch, inst, row);
    // (The operand-less SDWA form, `v_nop`'s, prints no selects.)
    if let Some(d) = inst.sdwa.filter(|_| !row.operands.is_empty()) {
        write_sdwa(out, inst, row, d);
    }
    write_vop3_modifiers(out, inst, row);
}

/// The mnemonic as `arch` spells it, with the form's suffix (`_dpp`, `_sdwa`, `_e32`/`_e64`).
fn write_mnemonic(out: &mut String, arch: Arch, inst: &Inst, row: &Row) {
    out.push_str(inst.op.name_on(arch));
    if row.operands.is_empty() {
        // llvm-mc 22 prints `v_nop`'s DPP and SDWA forms bare, like its 32-bit one.
    } else if inst.dpp.is_some() {
        out.push_str("_dpp");
    } else if inst.sdwa.is_some() {
        // llvm-mc 22 prints GCN 1.2's VOPC SDWA without a suffix (`v_cmp_eq_f32 vcc, v1, v2
        // src0_sel:WORD_1 …`); the selects still say the form.
        if arch.has_sdwa_gfx9() || row.format != crate::isa::format::Format::Vopc {
            out.push_str("_sdwa");
        }
    } else if row.has_suffix() {
        out.push_str(if inst.vop3 { "_e64" } else { "_e32" });
    }
}

/// The operands, comma-separated, without the offsets (modifiers, written after them) and the
/// optional ones left out.
fn write_operands(out: &mut String, at: &At, row: &Row) {
    let inst = at.inst;
    let mut first = true;
    for (k, o) in row.operands.iter().enumerate() {
        // DS offsets are modifiers, written after the operands.
        if matches!(
            o.kind,
            Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset | Kind::BufOffset | Kind::BufFormat
        ) {
            continue;
        }
        let start = out.len();
        out.push_str(if first { " " } else { ", " });
        if inst.invalid >> k & 1 == 1 {
            write_invalid_operand(out, at, o);
            first = false;
            continue;
        }
        if !write_operand(out, at, o) {
            out.truncate(start);
            continue;
        }
        first = false;
    }
}

/// `gds`, then the FLAT cache-policy bits, the buffer modifiers or SMEM's `glc`.
fn write_memory_modifiers(out: &mut String, arch: Arch, inst: &Inst, row: &Row) {
    if inst.mem & mem::GDS != 0 {
        out.push_str(" gds");
    }
    if row.format.is_flat() {
        let names: [(u16, &str); 3] = if arch.has_sc_nt_cache_bits() {
            [(mem::GLC, " sc0"), (mem::SLC, " nt"), (mem::SC1, " sc1")]
        } else {
            [(mem::GLC, " glc"), (mem::SLC, " slc"), (mem::LDS, " lds")]
        };
        for (bit, name) in names {
            if inst.mem & bit != 0 {
                out.push_str(name);
            }
        }
    } else if row.format.is_buffer() {
        write_buffer_modifiers(out, arch, inst);
    } else if inst.mem & mem::GLC != 0 {
        out.push_str(" glc");
    }
}

/// Writes a DS, swizzle or FLAT offset modifier (` offset:N`, ` offset0:…`), if not 0.
fn write_offset_modifier(out: &mut String, arch: Arch, inst: &Inst, row: &Row) {
    match row.operand(Slot::Offset).map(|o| o.kind) {
        Some(Kind::DsOffset) if inst.offset != 0 => {
            let _ = write!(out, " offset:{}", inst.offset);
        }
        Some(Kind::DsOffset2) => {
            if inst.offset & 0xff != 0 {
                let _ = write!(out, " offset0:{}", inst.offset & 0xff);
            }
            if inst.offset >> 8 != 0 {
                let _ = write!(out, " offset1:{}", inst.offset >> 8);
            }
        }
        Some(Kind::Swizzle) if inst.offset != 0 => {
            out.push_str(" offset:");
            imm::write_swizzle(out, arch, inst.offset as u16);
        }
        Some(Kind::FlatOffset) if inst.offset != 0 => {
            // GLOBAL and SCRATCH offsets are signed 13-bit.
            let v = if row.format == crate::isa::format::Format::Flat {
                inst.offset as i32
            } else {
                ((inst.offset << 19) as i32) >> 19
            };
            let _ = write!(out, " offset:{v}");
        }
        _ => {}
    }
}

/// Writes the DPP controls, if any: the control (or llvm-mc's comment for one the row cannot use),
/// row_mask, bank_mask and bound_ctrl.
fn write_dpp(out: &mut String, arch: Arch, inst: &Inst, row: &Row) {
    if let Some(d) = inst.dpp {
        out.push(' ');
        if crate::isa::dpp::valid_ctrl(d.ctrl, arch, row.has_wide_dpp_operand()) {
            crate::isa::dpp::write_ctrl(out, d.ctrl);
        } else {
            // What llvm-mc prints for a control the instruction cannot use.
            out.push_str(if row.has_wide_dpp_operand() && arch.has_dpp_64bit() {
                " /* DP ALU dpp only supports row_newbcast */"
            } else if (0x150..=0x15f).contains(&d.ctrl) {
                " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"
            } else if (0x160..=0x16f).contains(&d.ctrl) {
                // AMDGPUInstPrinter::printDPPCtrl's ROW_XMASK range before GFX10.
                "/* row_xmask is not supported on ASICs earlier than GFX10 */"
            } else {
                "/* Invalid dpp_ctrl value */"
            });
        }
        let _ = write!(out, " row_mask:{:#x} bank_mask:{:#x}", d.row_mask, d.bank_mask);
        if d.bound_ctrl {
            out.push_str(" bound_ctrl:1");
        }
    }
}

/// Writes a VOP3 encoding's (if it is one) bitop3, op_sel, clamp and output modifier.
fn write_vop3_modifiers(out: &mut String, inst: &Inst, row: &Row) {
    if inst.vop3 || row.format == crate::isa::format::Format::Vop3a {
        let bitop3 = row.has(crate::isa::table::flags::BITOP3);
        if bitop3 {
            write_bitop3(out, inst.bitop3());
        }
        if inst.op_sel != 0 {
            // One bit per source, then the destination's.
            let n = if row.has(crate::isa::table::flags::OPSEL4) {
                3
            } else {
                row.sources()
            };
            out.push_str(" op_sel:[");
            for i in 0..n {
                let _ = write!(out, "{},", inst.op_sel >> i & 1);
            }
            let _ = write!(out, "{}]", inst.op_sel >> 3 & 1);
        }
        if bitop3 {
            // The OMOD bits belong to the truth table.
            write_clamp_omod(out, &Inst { omod: 0, ..*inst });
        } else {
            write_clamp_omod(out, inst);
        }
    }
}

/// ` bitop3:T` as llvm-mc prints it: omitted when 0, decimal up to 10, hexadecimal above.
fn write_bitop3(out: &mut String, t: u8) {
    match t {
        0 => {}
        1..=10 => {
            let _ = write!(out, " bitop3:{t}");
        }
        _ => {
            let _ = write!(out, " bitop3:{t:#x}");
        }
    }
}

/// ` clamp` and the output modifier (` mul:2`, ` mul:4`, ` div:2`), as VOP3 and SDWA print them.
fn write_clamp_omod(out: &mut String, inst: &Inst) {
    if inst.clamp {
        out.push_str(" clamp");
    }
    match inst.omod {
        1 => out.push_str(" mul:2"),
        2 => out.push_str(" mul:4"),
        3 => out.push_str(" div:2"),
        _ => {}
    }
}

/// An operand whose value its class cannot hold, as llvm-mc's disassembler prints it: the
/// value, then `/*Invalid immediate*/` for a constant or `/*Invalid register, operand has
/// 'CLASS' register class*/` naming LLVM's register class for the operand.
fn write_invalid_operand(out: &mut String, at: &At, o: &Operand) {
    let &At { arch, inst, disasm, .. } = at;
    let code = match o.slot {
        Slot::Dst => Some(inst.dst),
        Slot::SdstField => Some(inst.sdst),
        Slot::Src0 | Slot::Src1 | Slot::Src2 => Some(inst.src[src_index(o.slot)]),
        _ => None,
    };
    match code {
        Some(c) if o.kind.is_operand_code() && crate::isa::operand::is_inline_constant(c) => {
            // llvm-mc decodes a constant in a register operand as a 32-bit immediate, whatever
            // the operand's width (`0.15915494`, never the f64 `0.15915494309189532`).
            source(out, arch, c, 0, Ty::B32, disasm);
            out.push_str("/*Invalid immediate*/");
        }
        _ => {
            // The comment follows the register, inside `|…|` and `neg(…)`.
            let start = out.len();
            write_operand(out, at, o);
            let closers = out[start..]
                .bytes()
                .rev()
                .take_while(|&b| b == b'|' || b == b')')
                .count();
            let tail = out.split_off(out.len() - closers);
            let _ = write!(
                out,
                "/*Invalid register, operand has '{}' register class*/",
                crate::isa::table::register_class(arch, inst, o)
            );
            out.push_str(&tail);
        }
    }
}

/// SDWA modifiers as llvm-mc prints them: clamp and the output modifier, then every select
/// the form has (VOPC: sources only; gfx950's FP8 conversions: source 0 only).
fn write_sdwa(out: &mut String, inst: &Inst, row: &crate::isa::table::Row, d: crate::isa::inst::Sdwa) {
    use crate::isa::format::Format;
    use crate::isa::inst::Sdwa;
    write_clamp_omod(out, inst);
    let name = |v: u8| Sdwa::SEL_NAMES.get(v as usize).copied().unwrap_or("?");
    if row.format != Format::Vopc && !row.has(crate::isa::table::flags::SDWA_SRC_ONLY) {
        let unused = Sdwa::UNUSED_NAMES
            .get(d.dst_unused as usize)
            .copied()
            .unwrap_or("UNUSED_PAD");
        let _ = write!(out, " dst_sel:{} dst_unused:{unused}", name(d.dst_sel));
    }
    let _ = write!(out, " src0_sel:{}", name(d.src_sel[0]));
    if row.format != Format::Vop1 {
        let _ = write!(out, " src1_sel:{}", name(d.src_sel[1]));
    }
}

/// VOP3P modifiers as llvm-mc prints them: one list entry per source, `op_sel_hi` only when
/// it differs from its default (all ones, or zeros for the mix instructions), NEG_LO/NEG_HI as
/// `neg_lo`/`neg_hi` except on the mix instructions (which show them as `-x` and `|x|`).
fn write_vop3p_modifiers(out: &mut String, inst: &Inst) {
    use crate::isa::table::flags::VOP3P_MIX;
    let row = inst.row();
    let n = row.sources();
    let mask = ((1u16 << n) - 1) as u8;
    let mix = row.has(VOP3P_MIX);
    let list = |out: &mut String, name: &str, bits: u8| {
        let _ = write!(out, " {name}:[");
        for i in 0..n {
            let _ = write!(out, "{}{}", if i > 0 { "," } else { "" }, bits >> i & 1);
        }
        out.push(']');
    };
    if inst.op_sel & mask != 0 {
        list(out, "op_sel", inst.op_sel);
    }
    if inst.op_sel_hi & mask != if mix { 0 } else { mask } {
        list(out, "op_sel_hi", inst.op_sel_hi);
    }
    if !mix && !row.has(crate::isa::table::flags::VOP3P_NO_NEG) {
        if inst.neg & mask != 0 {
            list(out, "neg_lo", inst.neg);
        }
        if inst.abs & mask != 0 {
            list(out, "neg_hi", inst.abs);
        }
    }
    if inst.clamp {
        out.push_str(" clamp");
    }
}

/// VOP3P-MAI modifiers in llvm-mc's order: the scale forms' `op_sel` (when set) and `op_sel_hi`
/// (always; three entries, the third always 0), then `cbsz`, `abid` and `blgp` (or the F64
/// rows' `neg:[a,b,c]`) when nonzero.
fn write_mai_modifiers(out: &mut String, inst: &Inst) {
    use crate::isa::table::flags::{MAI_F64, MAI_SCALE};
    let row = inst.row();
    let m = inst.mai;
    if row.has(MAI_SCALE) {
        if inst.op_sel & 3 != 0 {
            let _ = write!(out, " op_sel:[{},{},0]", inst.op_sel & 1, inst.op_sel >> 1 & 1);
        }
        let _ = write!(out, " op_sel_hi:[{},{},0]", inst.op_sel_hi & 1, inst.op_sel_hi >> 1 & 1);
    }
    if m.cbsz != 0 {
        let _ = write!(out, " cbsz:{}", m.cbsz);
    }
    if m.abid != 0 {
        let _ = write!(out, " abid:{}", m.abid);
    }
    if m.blgp != 0 {
        if row.has(MAI_F64) {
            let _ = write!(out, " neg:[{},{},{}]", m.blgp & 1, m.blgp >> 1 & 1, m.blgp >> 2 & 1);
        } else {
            let _ = write!(out, " blgp:{}", m.blgp);
        }
    }
}

fn src_index(slot: Slot) -> usize {
    match slot {
        Slot::Src1 => 1,
        Slot::Src2 => 2,
        _ => 0,
    }
}

/// Writes one operand; returns `false` when it is an optional operand that is not printed.
fn write_operand(out: &mut String, at: &At, o: &Operand) -> bool {
    let &At {
        arch,
        inst,
        imm,
        disasm,
    } = at;
    match o.kind {
        Kind::Sdst => {
            scalar(out, arch, inst.dst, o.ty.dwords());
        }
        Kind::Vdst => vgpr(out, inst.dst, o.ty.dwords()),
        Kind::CmpDst => {
            if inst.vop3 || inst.sdwa.is_some() {
                scalar(out, arch, inst.dst, 2)
            } else {
                scalar(out, arch, VCC_LO, 2)
            }
        }
        // A VGPR-only float source shows its modifiers too (`-v[98:99]`).
        Kind::VgprSrc if o.ty.is_float() => write_modified_source(out, arch, inst, o, disasm),
        Kind::VgprSrc | Kind::Sreg => source(out, arch, inst.src[src_index(o.slot)], inst.literal, o.ty, disasm),
        Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => write_modified_source(out, arch, inst, o, disasm),
        Kind::Label | Kind::Imm16 | Kind::Imm7 | Kind::OptImm16 => return write_immediate(out, inst, o, imm),
        Kind::CarryOut => {
            if inst.vop3 || inst.row().format == crate::isa::format::Format::Vop3a {
                scalar(out, arch, inst.sdst, 2)
            } else {
                out.push_str("vcc")
            }
        }
        Kind::CarryIn => {
            if inst.vop3 {
                source(out, arch, inst.src[2], inst.literal, o.ty, disasm)
            } else {
                out.push_str("vcc")
            }
        }
        Kind::Sdata
        | Kind::Sbase
        | Kind::SmemOffset
        | Kind::DsVdst
        | Kind::DsData
        | Kind::DsOffset
        | Kind::DsOffset2
        | Kind::Swizzle
        | Kind::FlatOffset
        | Kind::BufOffset
        | Kind::BufFormat
        | Kind::BufData
        | Kind::BufAddr
        | Kind::BufRsrc
        | Kind::BufSoffset
        | Kind::FlatVdst
        | Kind::FlatData
        | Kind::FlatAddr
        | Kind::FlatSaddr => return write_memory_operand(out, arch, inst, o, disasm),
        Kind::MaiDst(_) => register_tuple(out, inst.mai.acc & mai::ACC_CD != 0, inst.dst, inst.mai_dwords(o)),
        Kind::MaiSrc(_) | Kind::MaiSrcC(_) => write_mai_source(out, arch, inst, o, disasm),
        Kind::MaiScale => {
            let k = (o.slot == Slot::ScaleB) as usize;
            vgpr(out, inst.mai.scale[k].saturating_sub(VGPR0), 1);
        }
        Kind::AgprDst => register_tuple(out, true, inst.dst, 1),
        Kind::AgprSrc => register_tuple(out, true, inst.src[src_index(o.slot)].saturating_sub(VGPR0), 1),
        Kind::Hwreg | Kind::Waitcnt | Kind::Sendmsg | Kind::GprIdx | Kind::LitK | Kind::Lit32 => {
            write_encoded_immediate(out, arch, inst, o, disasm)
        }
        // The `exp`, `interp` and MIMG operands: printed by `write_exp`, `write_interp` and the
        // MIMG code.
        _ => return false,
    }
    true
}

/// Writes a branch target or a SIMM16 operand as written (`imm`) or as encoded; `false` for
/// an optional immediate left at 0.
fn write_immediate(out: &mut String, inst: &Inst, o: &Operand, imm: Option<&ImmSource>) -> bool {
    // The immediate as llvm-mc prints it: as written when assembling, unsigned when disassembling.
    let value = match imm {
        Some(ImmSource::Value(v)) => *v,
        _ => inst.simm16 as i64,
    };
    match o.kind {
        Kind::Label => match imm {
            Some(ImmSource::Label(l)) => out.push_str(l),
            _ => {
                let _ = write!(out, "{value}");
            }
        },
        Kind::Imm16 if inst.row().format == crate::isa::format::Format::Sopk => {
            // SOPK immediates are always hex (`s_movk_i32 s0, 0x3`).
            let _ = write!(out, "0x{:x}", value as u16);
        }
        Kind::Imm16 | Kind::Imm7 => {
            // Inline-constant range in decimal, anything else in hex (llvm's printU16ImmOperand).
            if (-16..=64).contains(&value) {
                let _ = write!(out, "{value}");
            } else {
                let _ = write!(out, "0x{:x}", value as u16);
            }
        }
        Kind::OptImm16 => {
            if inst.simm16 == 0 {
                return false;
            }
            let _ = write!(out, "{value}");
        }
        _ => return false,
    }
    true
}

/// Writes the symbolic immediates (`hwreg(…)`, `s_waitcnt` counters, `sendmsg(…)`,
/// `gpr_idx(…)`) and the fixed literals of `v_madmk`-style rows.
fn write_encoded_immediate(out: &mut String, arch: Arch, inst: &Inst, o: &Operand, disasm: bool) {
    match o.kind {
        Kind::Hwreg => imm::write_hwreg(out, inst.simm16, arch),
        Kind::Waitcnt => imm::write_waitcnt(out, inst.simm16, arch.vmcnt_max()),
        Kind::Sendmsg => imm::write_sendmsg(out, arch, inst.simm16),
        Kind::GprIdx => imm::write_gpr_idx(out, if o.slot == Slot::Src1 { inst.src[1] } else { inst.simm16 }),
        Kind::LitK => {
            // The assembler echoes a 16-bit K as 16 bits; the disassembler shows the dword.
            let k = if o.ty.is_f16() && !disasm {
                inst.literal & 0xffff
            } else {
                inst.literal
            };
            let _ = write!(out, "0x{k:x}");
        }
        Kind::Lit32 => {
            let v = inst.literal as i32;
            if (-16..=64).contains(&v) {
                let _ = write!(out, "{v}");
            } else {
                let _ = write!(out, "0x{:x}", inst.literal);
            }
        }
        _ => {}
    }
}

/// Writes an SMEM, DS, MUBUF/MTBUF or FLAT operand; `false` for the offsets (printed with the
/// modifiers) and the operands a form leaves out.
fn write_memory_operand(out: &mut String, arch: Arch, inst: &Inst, o: &Operand, disasm: bool) -> bool {
    match o.kind {
        Kind::Sdata => scalar(out, arch, inst.dst, o.ty.dwords()),
        Kind::Sbase => scalar(out, arch, inst.src[0], o.ty.dwords()),
        Kind::SmemOffset => write_smem_offset(out, arch, inst),
        Kind::DsVdst => register_tuple(out, inst.mem & mem::ACC != 0, inst.dst, o.ty.dwords()),
        Kind::DsData => register_tuple(
            out,
            inst.mem & mem::ACC != 0,
            inst.src[src_index(o.slot)].saturating_sub(VGPR0),
            o.ty.dwords(),
        ),
        Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset => return false,
        Kind::BufOffset | Kind::BufFormat => return false,
        // The LDS forms have no VDATA; gfx900's `tfe` adds a register.
        Kind::BufData if inst.mem & mem::LDS != 0 => return false,
        Kind::BufData => {
            let r = if o.slot == Slot::Dst {
                inst.dst
            } else {
                inst.src[1].saturating_sub(VGPR0)
            };
            register_tuple(out, inst.mem & mem::ACC != 0, r, inst.buffer_data_dwords(arch))
        }
        Kind::BufAddr => match inst.buffer_address_dwords() {
            0 => out.push_str("off"),
            w => vgpr(out, inst.src[0].saturating_sub(VGPR0), w),
        },
        Kind::BufRsrc => scalar(out, arch, inst.src[2], 4),
        Kind::BufSoffset => source(out, arch, inst.soffset, 0, Ty::B32, disasm),
        Kind::FlatVdst => {
            if !inst.flat_vdst_shown() {
                return false;
            }
            register_tuple(out, inst.mem & mem::ACC != 0, inst.dst, o.ty.dwords())
        }
        Kind::FlatData => register_tuple(
            out,
            inst.mem & mem::ACC != 0,
            inst.src[1].saturating_sub(VGPR0),
            o.ty.dwords(),
        ),
        Kind::FlatAddr => match inst.src[0].checked_sub(VGPR0) {
            None => out.push_str("off"),
            Some(r) => vgpr(out, r, inst.flat_address_dwords()),
        },
        Kind::FlatSaddr if inst.soffset == 0x7f => out.push_str("off"),
        Kind::FlatSaddr => scalar(out, arch, inst.soffset, o.ty.dwords()),
        _ => return false,
    }
    true
}

/// Writes a VALU source with its modifiers as llvm-mc shows them: `-v0`, `|v0|`,
/// `neg(2.0)`, `sext(v0)`.
fn write_modified_source(out: &mut String, arch: Arch, inst: &Inst, o: &Operand, disasm: bool) {
    let i = src_index(o.slot);
    // Integer operands keep modifier bits llvm-mc neither prints nor drops; packed
    // VOP3P operands show theirs as neg_lo/neg_hi lists instead.
    let row = inst.row();
    let shown = o.ty.is_float()
        && (row.format != crate::isa::format::Format::Vop3p || row.has(crate::isa::table::flags::VOP3P_MIX))
        && !(inst.sdwa.is_some() && o.ty.is_packed16());
    let neg = inst.neg >> i & 1 == 1 && shown;
    let abs = inst.abs >> i & 1 == 1 && shown;
    // SDWA's sign extension shows on integer operands as `sext(…)`.
    let sext = inst.sdwa.is_some_and(|d| d.sext >> i & 1 == 1) && row.sdwa_sext_sources() >> i & 1 == 1;
    if sext {
        out.push_str("sext(");
    }
    // llvm-mc writes negation of a constant as `neg(…)` (`-2.0` would read as the
    // constant -2.0), and of a register as `-`.
    let code = inst.src[i];
    let constant = (128..=255).contains(&code) && !(230..=239).contains(&code) && !(251..=254).contains(&code);
    let neg_fn = neg && constant && !abs;
    out.push_str(match (neg, neg_fn) {
        (true, true) => "neg(",
        (true, false) => "-",
        _ => "",
    });
    if abs {
        out.push('|');
    }
    source(out, arch, code, inst.literal, o.ty, disasm);
    if abs {
        out.push('|');
    }
    if neg_fn || sext {
        out.push(')');
    }
}

/// Writes an SMEM offset: the SGPR (SOFFSET or, without IMM, OFFSET), the immediate
/// sign-extended in hex, or `sN offset:0x…` for both.
fn write_smem_offset(out: &mut String, arch: Arch, inst: &Inst) {
    let (imm, soe) = (inst.mem & mem::IMM != 0, inst.mem & mem::SOE != 0);
    if soe {
        scalar(out, arch, inst.soffset, 1);
    } else if !imm {
        scalar(out, arch, inst.offset as u16, 1);
    }
    if imm {
        if soe {
            out.push_str(" offset:");
        }
        // The 21-bit field, sign-extended, in hex (`-0x10`), as llvm-mc prints it (GCN 1.2:
        // the 20-bit field, unsigned; GCN 1.1: the 32-bit SMRD literal).
        let v = if arch.has_smem_signed_offset() {
            i64::from(((inst.offset << 11) as i32) >> 11)
        } else {
            i64::from(inst.offset & arch.smem_offset_field_mask())
        };
        let _ = if v < 0 {
            write!(out, "-0x{:x}", -v)
        } else {
            write!(out, "0x{v:x}")
        };
    }
}

/// Writes an MFMA source (A, B or C): a VGPR or AGPR tuple, SGPRs or a constant.
fn write_mai_source(out: &mut String, arch: Arch, inst: &Inst, o: &Operand, disasm: bool) {
    let i = src_index(o.slot);
    let code = inst.src[i];
    let agpr = match o.kind {
        Kind::MaiSrcC(_) => inst.mai.acc & mai::ACC_CD != 0,
        _ => inst.mai.acc >> i & 1 == 1,
    };
    match code.checked_sub(VGPR0) {
        Some(r) => register_tuple(out, agpr, r, inst.mai_dwords(o)),
        // LLVM's widest SGPR class is SGPR_512: a 1024-bit operand shows s[N:N+15].
        None if code < 128 => scalar(out, arch, code, inst.mai_dwords(o).min(16)),
        None => source(out, arch, code, inst.literal, o.ty, disasm),
    }
}

fn scalar(out: &mut String, arch: Arch, code: u16, dwords: u8) {
    if !matches!(write_scalar_name(out, code, dwords, arch), Ok(true)) {
        // Not a register name (cannot happen for decoded destinations): show the raw code.
        let _ = write!(out, "<code {code}>");
    }
}

/// llvm-mc's name of an export target (TARGET, 6 bits): `mrt0`-`mrt7`, `mrtz`, `null`,
/// `pos0`-`pos3`, `param0`-`param31`; the others print as `invalid_target_N`.
pub(crate) fn write_exp_target(out: &mut String, t: u16) {
    let _ = match t {
        0..=7 => write!(out, "mrt{t}"),
        8 => write!(out, "mrtz"),
        9 => write!(out, "null"),
        12..=15 => write!(out, "pos{}", t - 12),
        32..=63 => write!(out, "param{}", t - 32),
        _ => write!(out, "invalid_target_{t}"),
    };
}

/// `exp <target> <src0>, <src1>, <src2>, <src3> [done] [compr] [vm]`: a source whose EN bit is
/// clear prints as `off`; with `compr`, sources 0-1 print VSRC0 and 2-3 VSRC1 (llvm-mc 22).
fn write_exp(out: &mut String, inst: &Inst) {
    out.push_str("exp ");
    write_exp_target(out, inst.simm16);
    let compr = inst.mem & mem::COMPR != 0;
    for k in 0..4u32 {
        out.push_str(if k == 0 { " " } else { ", " });
        let byte = if compr { k / 2 } else { k };
        if (inst.offset >> k) & 1 == 1 {
            let _ = write!(out, "v{}", (inst.literal >> (8 * byte)) & 0xff);
        } else {
            out.push_str("off");
        }
    }
    for (bit, name) in [(mem::DONE, " done"), (mem::COMPR, " compr"), (mem::VM, " vm")] {
        if inst.mem & bit != 0 {
            out.push_str(name);
        }
    }
}

/// The interpolation parameter names of `v_interp_mov_f32` (others print as `invalid_param_N`).
pub(crate) const INTERP_PARAMS: [&str; 3] = ["p10", "p20", "p0"];

/// An interpolation instruction: `v_interp_p1_f32_e32 v0, v1, attr0.x`; the VOP3 forms add
/// `-`/`|…|` on the VGPR sources, then `high` (f16 rows), `clamp`, the output modifier and
/// the f16-result rows' four-entry `op_sel`.
fn write_interp(out: &mut String, arch: Arch, inst: &Inst) {
    let row = inst.row();
    out.push_str(row.name);
    // GCN 1.0/1.1 have no VOP3 form to tell apart: no suffix.
    if row.format == crate::isa::format::Format::Vintrp && arch.vop3_opcode(row.format, 0).is_some() {
        out.push_str(if inst.vop3 { "_e64" } else { "_e32" });
    }
    let _ = write!(out, " v{}, ", inst.dst);
    let vsrc = |out: &mut String, code: u16, bit: u8| {
        let (neg, abs) = (inst.neg >> bit & 1 == 1, inst.abs >> bit & 1 == 1);
        let _ = write!(
            out,
            "{}{}v{}{}",
            if neg { "-" } else { "" },
            if abs { "|" } else { "" },
            code.saturating_sub(VGPR0),
            if abs { "|" } else { "" }
        );
    };
    if row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam) {
        match INTERP_PARAMS.get(inst.src[0] as usize) {
            Some(name) => out.push_str(name),
            None => {
                let _ = write!(out, "invalid_param_{}", inst.src[0]);
            }
        }
    } else {
        vsrc(out, inst.src[0], 1);
    }
    let a = inst.simm16;
    let _ = write!(
        out,
        ", attr{}.{}",
        a & 0x3f,
        ['x', 'y', 'z', 'w'][(a >> 6) as usize & 3]
    );
    if row.operand(Slot::Src2).is_some() {
        out.push_str(", ");
        vsrc(out, inst.src[2], 2);
    }
    if a & 0x100 != 0 {
        out.push_str(" high");
    }
    if inst.clamp {
        out.push_str(" clamp");
    }
    out.push_str(["", " mul:2", " mul:4", " div:2"][inst.omod as usize & 3]);
    if inst.op_sel != 0 {
        let b = |i: u8| inst.op_sel >> i & 1;
        let _ = write!(out, " op_sel:[{},{},{},{}]", b(0), b(1), b(2), b(3));
    }
}

/// `image_* vdata, vaddr, srsrc[, ssamp]` and the modifiers in llvm-mc's order: `dmask:0xN`
/// (when nonzero), `unorm`, `glc`, `slc`, `a16`, `tfe`, `lwe`, `da`, `d16`.
fn write_mimg(out: &mut String, arch: Arch, inst: &Inst, disasm: bool) {
    use crate::isa::inst::mimg;
    let row = inst.row();
    out.push_str(inst.op.name_on(arch));
    out.push(' ');
    let data = if row.operand(Slot::Dst).is_some() {
        inst.dst
    } else {
        inst.src[1].saturating_sub(VGPR0)
    };
    vgpr(out, data, inst.mimg_data_dwords(arch, disasm));
    out.push_str(", ");
    vgpr(out, inst.src[0].saturating_sub(VGPR0), inst.sdst as u8);
    out.push_str(", ");
    scalar(out, arch, inst.src[2], 8);
    if row.operand(Slot::Saddr).is_some() {
        out.push_str(", ");
        scalar(out, arch, inst.soffset, 4);
    }
    if inst.simm16 != 0 {
        let _ = write!(out, " dmask:{:#x}", inst.simm16);
    }
    let f = inst.offset;
    let m = inst.mem;
    for (on, name) in [
        (f & mimg::UNORM != 0, " unorm"),
        (m & mem::GLC != 0, " glc"),
        (m & mem::SLC != 0, " slc"),
        (f & mimg::A16 != 0, if arch.has_mimg_a16() { " a16" } else { " r128" }),
        (m & mem::TFE != 0, " tfe"),
        (f & mimg::LWE != 0, " lwe"),
        (f & mimg::DA != 0, " da"),
        (f & mimg::D16 != 0, " d16"),
    ] {
        if on {
            out.push_str(name);
        }
    }
}

/// MTBUF data formats (DFMT, bits 22:19), as llvm-mc names them.
pub(crate) const BUF_DATA_FORMATS: [&str; 16] = [
    "BUF_DATA_FORMAT_INVALID",
    "BUF_DATA_FORMAT_8",
    "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",
    "BUF_DATA_FORMAT_32",
    "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",
    "BUF_DATA_FORMAT_11_11_10",
    "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",
    "BUF_DATA_FORMAT_8_8_8_8",
    "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16",
    "BUF_DATA_FORMAT_32_32_32",
    "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15",
];

/// MTBUF number formats (NFMT, bits 25:23), as llvm-mc names them.
pub(crate) const BUF_NUM_FORMATS: [&str; 8] = [
    "BUF_NUM_FORMAT_UNORM",
    "BUF_NUM_FORMAT_SNORM",
    "BUF_NUM_FORMAT_USCALED",
    "BUF_NUM_FORMAT_SSCALED",
    "BUF_NUM_FORMAT_UINT",
    "BUF_NUM_FORMAT_SINT",
    "BUF_NUM_FORMAT_RESERVED_6",
    "BUF_NUM_FORMAT_FLOAT",
];

/// The MTBUF format llvm-mc assumes when none is written: `BUF_DATA_FORMAT_8`, `UNORM`.
pub const BUF_DEFAULT_FORMAT: u16 = 1;

/// The buffer modifiers in llvm-mc's order: MTBUF's `format:[…]` (each part only when it is not
/// the default), `idxen`, `offen`, `addr64` (GCN 1.0/1.1), `offset:N`, the cache bits (`glc slc` on gfx900, `sc0 nt sc1`
/// on gfx950; `buffer_store_lds_dword` has `lds` before them), `lds`, `tfe`.
fn write_buffer_modifiers(out: &mut String, arch: Arch, inst: &Inst) {
    let row = inst.row();
    let m = inst.mem;
    if row.format == crate::isa::format::Format::Mtbuf && inst.simm16 != BUF_DEFAULT_FORMAT {
        let (dfmt, nfmt) = (inst.simm16 & 0xf, (inst.simm16 >> 4) & 7);
        out.push_str(" format:[");
        let mut parts = alloc::vec::Vec::new();
        if dfmt != 1 || nfmt == 0 {
            parts.push(BUF_DATA_FORMATS[dfmt as usize]);
        }
        if nfmt != 0 {
            parts.push(BUF_NUM_FORMATS[nfmt as usize]);
        }
        out.push_str(&parts.join(","));
        out.push(']');
    }
    if m & mem::IDXEN != 0 {
        out.push_str(" idxen");
    }
    if m & mem::OFFEN != 0 {
        out.push_str(" offen");
    }
    if m & mem::ADDR64 != 0 {
        out.push_str(" addr64");
    }
    if inst.offset != 0 {
        let _ = write!(out, " offset:{}", inst.offset);
    }
    let store_lds = row.operand(Slot::Src2).is_some() && row.operand(Slot::Src0).is_none();
    if store_lds {
        out.push_str(" lds");
    }
    let names: [(u16, &str); 3] = if arch.has_sc_nt_cache_bits() {
        [(mem::GLC, " sc0"), (mem::SLC, " nt"), (mem::SC1, " sc1")]
    } else {
        [(mem::GLC, " glc"), (mem::SLC, " slc"), (0, "")]
    };
    for (bit, name) in names {
        if m & bit != 0 {
            out.push_str(name);
        }
    }
    if m & mem::LDS != 0 && !store_lds {
        out.push_str(" lds");
    }
    if m & mem::TFE != 0 {
        out.push_str(" tfe");
    }
}

/// `v3`, `v[4:7]`, or with `agpr` `a3`, `a[4:7]` (a tuple may run past 255 in a decoded
/// word, as llvm-mc prints it).
fn register_tuple(out: &mut String, agpr: bool, index: u16, dwords: u8) {
    let p = if agpr { 'a' } else { 'v' };
    if dwords == 1 {
        let _ = write!(out, "{p}{index}");
    } else {
        let _ = write!(out, "{p}[{index}:{}]", index + dwords as u16 - 1);
    }
}

fn vgpr(out: &mut String, index: u16, dwords: u8) {
    if dwords == 1 {
        let _ = write!(out, "v{index}");
    } else {
        let _ = write!(out, "v[{index}:{}]", index + dwords as u16 - 1);
    }
}

/// Writes a source operand code. `disasm`: as llvm-mc's disassembler prints it (it shows an
/// inline float constant in an integer 16-bit operand as f16 bits, `0x3c00`; its assembler
/// echoes `1.0`).
pub(crate) fn source(out: &mut String, arch: Arch, code: u16, literal: u32, ty: Ty, disasm: bool) {
    if code >= VGPR0 {
        vgpr(out, code - VGPR0, ty.dwords());
        return;
    }
    let int16 = matches!(ty, Ty::I16 | Ty::U16 | Ty::B16);
    match code {
        128..=208 => {
            let v = inline_value(code, Ty::I32).unwrap_or(0) as i32;
            let _ = write!(out, "{v}");
        }
        // Integer 16-bit operands show inline float constants as their f16 bits.
        240..=248 if int16 && disasm => {
            let _ = write!(out, "0x{:x}", INLINE_F16[(code - 240) as usize]);
        }
        248 if ty.dwords() == 2 && !ty.is_packed32() => out.push_str(INV_2PI_F64_TEXT),
        240..=248 => out.push_str(INLINE_F32_TEXT[(code - 240) as usize]),
        LITERAL => {
            let (shown, is_inline) = match ty {
                Ty::F64 => {
                    let v = (literal as u64) << 32;
                    (literal, v == 0 || INLINE_F64.contains(&v))
                }
                _ if ty.dwords() == 2 => (literal, literal <= 64),
                Ty::F16 | Ty::BF16 | Ty::I16F16 => (literal & 0xffff, inline_code(literal & 0xffff, ty).is_some()),
                // Integer 16-bit operands show the low half (the whole dword when it is an f32
                // inline constant); lit() when the dword is a 32-bit inline constant.
                _ if int16 && INLINE_F32.iter().any(|&(_, b)| b == literal) => (literal, true),
                _ if int16 => (literal & 0xffff, (-16..=64).contains(&(literal as i32))),
                _ => (literal, inline_code(literal, ty).is_some()),
            };
            // Without the 1/(2*pi) inline constant (GCN 1.0/1.1) its pattern is a plain literal.
            let is_inline = is_inline && (arch.has_inv_2pi_inline() || inline_code(shown, ty.half_ty()) != Some(248));
            if is_inline {
                let _ = write!(out, "lit(0x{shown:x})");
            } else {
                let _ = write!(out, "0x{shown:x}");
            }
        }
        _ => scalar(out, arch, code, ty.dwords()),
    }
}
