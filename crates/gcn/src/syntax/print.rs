//! [`Inst`] → llvm-mc's canonical text.

use alloc::string::String;
use core::fmt::Write;

use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::operand::{
    inline_value, write_scalar_name, Ty, INLINE_F32_TEXT, INV_2PI_F64_TEXT, LITERAL, VCC_LO, VGPR0,
};
use crate::isa::table::{Kind, Operand, Slot};

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
    write_inst(&mut s, arch, inst, None);
    s
}

/// Prints `inst` as `llvm-mc` echoes assembly, with the 16-bit immediate as it was written.
pub fn print_asm(arch: Arch, inst: &Inst, imm: Option<&ImmSource>) -> String {
    let mut s = String::new();
    write_inst(&mut s, arch, inst, imm);
    s
}

fn write_inst(out: &mut String, arch: Arch, inst: &Inst, imm: Option<&ImmSource>) {
    let row = inst.row();
    out.push_str(row.name);
    if row.has_e64_form() {
        out.push_str(if inst.vop3 { "_e64" } else { "_e32" });
    }
    let mut first = true;
    for o in row.operands {
        let start = out.len();
        out.push_str(if first { " " } else { ", " });
        if !write_operand(out, arch, inst, o, imm) {
            out.truncate(start);
            continue;
        }
        first = false;
    }
    if inst.vop3 || row.format == crate::isa::format::Format::Vop3a {
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
}

fn src_index(slot: Slot) -> usize {
    match slot {
        Slot::Src1 => 1,
        Slot::Src2 => 2,
        _ => 0,
    }
}

/// Writes one operand; returns `false` when it is an optional operand that is not printed.
fn write_operand(out: &mut String, arch: Arch, inst: &Inst, o: &Operand, imm: Option<&ImmSource>) -> bool {
    // The immediate as llvm-mc prints it: as written when assembling, unsigned when disassembling.
    let value = match imm {
        Some(ImmSource::Value(v)) => *v,
        _ => inst.simm16 as i64,
    };
    match o.kind {
        Kind::Sdst => {
            scalar(out, arch, inst.dst, o.ty.dwords());
        }
        Kind::Vdst => vgpr(out, inst.dst, o.ty.dwords()),
        Kind::CmpDst => {
            if inst.vop3 {
                scalar(out, arch, inst.dst, 2)
            } else {
                scalar(out, arch, VCC_LO, 2)
            }
        }
        Kind::Ssrc | Kind::Vsrc | Kind::Vsrc1 => {
            let i = src_index(o.slot);
            let neg = inst.neg >> i & 1 == 1;
            let abs = inst.abs >> i & 1 == 1;
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
            source(out, arch, code, inst.literal, o.ty);
            if abs {
                out.push('|');
            }
            if neg_fn {
                out.push(')');
            }
        }
        Kind::Label => match imm {
            Some(ImmSource::Label(l)) => out.push_str(l),
            _ => {
                let _ = write!(out, "{value}");
            }
        },
        Kind::Imm16 => {
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
    }
    true
}

fn scalar(out: &mut String, arch: Arch, code: u16, dwords: u8) {
    if !matches!(write_scalar_name(out, code, dwords, arch), Ok(true)) {
        // Not a register name (cannot happen for decoded destinations): show the raw code.
        let _ = write!(out, "<code {code}>");
    }
}

fn vgpr(out: &mut String, index: u16, dwords: u8) {
    if dwords == 1 {
        let _ = write!(out, "v{index}");
    } else {
        let _ = write!(out, "v[{index}:{}]", index + dwords as u16 - 1);
    }
}

/// Writes a source operand code.
pub(crate) fn source(out: &mut String, arch: Arch, code: u16, literal: u32, ty: Ty) {
    if code >= VGPR0 {
        vgpr(out, code - VGPR0, ty.dwords());
        return;
    }
    match code {
        128..=208 => {
            let v = inline_value(code, Ty::I32).unwrap_or(0) as i32;
            let _ = write!(out, "{v}");
        }
        248 if ty.dwords() == 2 => out.push_str(INV_2PI_F64_TEXT),
        240..=248 => out.push_str(INLINE_F32_TEXT[(code - 240) as usize]),
        LITERAL => {
            let is_inline = if ty.dwords() == 2 {
                literal <= 64
            } else {
                crate::isa::operand::inline_code(literal, ty).is_some()
            };
            if is_inline {
                let _ = write!(out, "lit(0x{literal:x})");
            } else {
                let _ = write!(out, "0x{literal:x}");
            }
        }
        _ => scalar(out, arch, code, ty.dwords()),
    }
}
