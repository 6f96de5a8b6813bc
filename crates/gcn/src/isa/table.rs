//! The instruction table: one row per instruction, shared by decoder, encoder, printer,
//! parser, executor and the docs shown in the editor.
//!
//! Each row: mnemonic (LLVM spelling, which is the variant name), format, opcode on gfx900
//! and gfx950 (`NA` where the instruction does not exist), operands, semantics function,
//! fidelity, the seed lines that describe it (seed 000, seed 001) and a one-line summary.
//! VOP1/VOP2/VOPC rows also give the VOP3 (`_e64`) form: its opcode comes from
//! [`Format::vop3_opcode`].

use super::arch::Arch;
use super::format::Format;
use super::operand::Ty;
use crate::exec::{salu, valu, SemFn};

/// Opcode column value for "not on this architecture".
pub const NA: u16 = u16::MAX;

/// Where an operand lives in [`crate::Inst`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The destination field.
    Dst,
    /// Source 0.
    Src0,
    /// Source 1.
    Src1,
    /// Source 2.
    Src2,
    /// The 16-bit immediate.
    Simm16,
}

/// What an operand may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Scalar destination: SGPR or special register (codes 0-127).
    Sdst,
    /// Scalar source: register, inline constant or literal.
    Ssrc,
    /// VGPR destination.
    Vdst,
    /// Vector source: VGPR, scalar register, inline constant or literal.
    Vsrc,
    /// VGPR-only source in the 32-bit forms (VOP2 `vsrc1`); any source in `_e64`.
    Vsrc1,
    /// Compare result: `vcc` in the 32-bit VOPC form, any SGPR pair in `_e64`.
    CmpDst,
    /// Branch target: a label, or a signed dword offset from the next instruction.
    Label,
    /// A plain 16-bit immediate.
    Imm16,
    /// A 16-bit immediate that is printed only when nonzero (`s_endpgm`).
    OptImm16,
}

/// One operand of an instruction's assembly syntax, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand {
    /// Where it is stored.
    pub slot: Slot,
    /// What it may be.
    pub kind: Kind,
    /// Its value type.
    pub ty: Ty,
}

/// How faithfully the emulator executes an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fidelity {
    /// Bit-exact with the seed's pseudocode.
    Exact,
    /// Runs, with a stated difference.
    Approximate(&'static str),
    /// Decodes and encodes, but executing it stops the wave with an error.
    Unsupported(&'static str),
}

/// Instruction flags.
pub mod flags {
    /// Ends the wave.
    pub const END: u16 = 1 << 0;
    /// Changes the program counter (branch, jump).
    pub const BRANCH: u16 = 1 << 1;
    /// Writes EXEC.
    pub const WRITES_EXEC: u16 = 1 << 2;
    /// Writes SCC.
    pub const WRITES_SCC: u16 = 1 << 3;
    /// Reads SCC.
    pub const READS_SCC: u16 = 1 << 4;
    /// Writes VCC (or the `_e64` SGPR pair destination).
    pub const WRITES_VCC: u16 = 1 << 5;
    /// VOP3 form supports the clamp bit.
    pub const CLAMP: u16 = 1 << 6;
    /// VOP3 form supports the output modifier.
    pub const OMOD: u16 = 1 << 7;
}

/// One instruction's description.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// The instruction.
    pub op: Op,
    /// Mnemonic as LLVM spells it (without `_e32`/`_e64`).
    pub name: &'static str,
    /// Native format.
    pub format: Format,
    /// Opcode on gfx900 and gfx950 ([`NA`] if absent).
    pub opcode: [u16; 2],
    /// Assembly operands, in order.
    pub operands: &'static [Operand],
    /// Flags from [`flags`].
    pub flags: u16,
    /// Semantics.
    pub sem: SemFn,
    /// Emulation fidelity.
    pub fidelity: Fidelity,
    /// Line of its description in seed 000 (Vega) and seed 001 (CDNA4); 0 if none.
    pub doc_line: [u32; 2],
    /// One-line summary (the seed's pseudocode, condensed).
    pub summary: &'static str,
}

impl Row {
    /// The opcode on `arch`, if the instruction exists there.
    pub const fn opcode_on(&self, arch: Arch) -> Option<u16> {
        let o = self.opcode[arch.index()];
        if o == NA {
            None
        } else {
            Some(o)
        }
    }

    /// Number of source slots the instruction reads (0-3).
    pub fn sources(&self) -> usize {
        self.operands
            .iter()
            .map(|o| match o.slot {
                Slot::Src0 => 1,
                Slot::Src1 => 2,
                Slot::Src2 => 3,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }

    /// Bit `i` set when source `i` is a float operand (takes VOP3 abs/neg modifiers).
    pub fn float_sources(&self) -> u8 {
        self.operands.iter().fold(0, |m, o| match (o.slot, o.ty.is_float()) {
            (Slot::Src0, true) => m | 1,
            (Slot::Src1, true) => m | 2,
            (Slot::Src2, true) => m | 4,
            _ => m,
        })
    }

    /// The operand stored in `slot`, if any.
    pub fn operand(&self, slot: Slot) -> Option<&'static Operand> {
        self.operands.iter().find(|o| o.slot == slot)
    }

    /// Whether it has a `_e32`/`_e64` pair of encodings (VOP1, VOP2, VOPC).
    pub const fn has_e64_form(&self) -> bool {
        matches!(self.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
    }

    /// Whether `flag` (from [`flags`]) is set.
    pub const fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
}

const fn o(slot: Slot, kind: Kind, ty: Ty) -> Operand {
    Operand { slot, kind, ty }
}

use Kind::*;
use Slot::*;

// Operand signatures shared by many rows.
const SOP1_B32: &[Operand] = &[o(Dst, Sdst, Ty::B32), o(Src0, Ssrc, Ty::B32)];
const SOP1_B64: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::B64)];
const SOP2_U32: &[Operand] = &[o(Dst, Sdst, Ty::U32), o(Src0, Ssrc, Ty::U32), o(Src1, Ssrc, Ty::U32)];
const SOPP_OPT_IMM: &[Operand] = &[o(Simm16, OptImm16, Ty::U32)];
const SOPP_LABEL: &[Operand] = &[o(Simm16, Label, Ty::I32)];
const SOPP_IMM: &[Operand] = &[o(Simm16, Imm16, Ty::U32)];
const VOP1_B32: &[Operand] = &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::B32)];
const VOP1_F32_U32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::U32)];
const VOP2_F32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
const VOP2_U32: &[Operand] = &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc1, Ty::U32)];
const VOP3_F32_3: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::F32),
    o(Src2, Vsrc, Ty::F32),
];
const VOPC_F32: &[Operand] = &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
const VOPC_U32: &[Operand] = &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc1, Ty::U32)];

use flags::*;
const FMOD: u16 = CLAMP | OMOD;

macro_rules! table {
    ($( $name:ident : $fmt:ident [$o900:expr, $o950:expr] $ops:ident, $flags:expr, $sem:path, $fid:expr,
        [$d900:expr, $d950:expr], $doc:literal; )*) => {
        /// Every instruction, named as LLVM spells its mnemonic.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Op {
            $(
                #[doc = $doc]
                $name,
            )*
        }

        const ROWS: &[Row] = &[$(
            Row {
                op: Op::$name,
                name: stringify!($name),
                format: Format::$fmt,
                opcode: [$o900, $o950],
                operands: $ops,
                flags: $flags,
                sem: $sem,
                fidelity: $fid,
                doc_line: [$d900, $d950],
                summary: $doc,
            },
        )*];
    };
}

use Fidelity::Exact;

table! {
    // ---- SOP2 ----
    s_add_u32: Sop2 [0x00, 0x00] SOP2_U32, WRITES_SCC, salu::s_add_u32, Exact, [3717, 5567],
        "D = S0 + S1; SCC = carry out";
    // ---- SOP1 ----
    s_mov_b32: Sop1 [0x00, 0x00] SOP1_B32, 0, salu::s_mov_b32, Exact, [3951, 6662],
        "D = S0";
    s_mov_b64: Sop1 [0x01, 0x01] SOP1_B64, 0, salu::s_mov_b64, Exact, [3954, 6672],
        "D = S0 (64 bits)";
    s_and_saveexec_b64: Sop1 [0x20, 0x20] SOP1_B64, WRITES_EXEC | WRITES_SCC, salu::s_and_saveexec_b64, Exact,
        [4047, 7285], "D = EXEC; EXEC = S0 & EXEC; SCC = (EXEC != 0)";
    // ---- SOPP ----
    s_nop: Sopp [0x00, 0x00] SOPP_IMM, 0, salu::s_nop, Exact, [4184, 8080],
        "Do nothing (SIMM16[3:0] + 1 wait states)";
    s_endpgm: Sopp [0x01, 0x01] SOPP_OPT_IMM, END, salu::s_endpgm, Exact, [4187, 8105],
        "End of program; terminate the wave";
    s_cbranch_execz: Sopp [0x08, 0x08] SOPP_LABEL, BRANCH, salu::s_cbranch_execz, Exact, [4208, 8235],
        "if EXEC == 0 then PC = PC + 4 + SIMM16 * 4";
    // ---- VOP2 ----
    v_add_f32: Vop2 [0x01, 0x01] VOP2_F32, FMOD, valu::v_add_f32, Exact, [4584, 10098],
        "D = S0 + S1 (f32)";
    v_mul_f32: Vop2 [0x05, 0x05] VOP2_F32, FMOD, valu::v_mul_f32, Exact, [4596, 10162],
        "D = S0 * S1 (f32)";
    v_add_u32: Vop2 [0x34, 0x34] VOP2_U32, CLAMP, valu::v_add_u32, Exact, [4737, 11045],
        "D = S0 + S1 (u32, no carry out; clamp saturates)";
    // ---- VOP1 ----
    v_mov_b32: Vop1 [0x01, 0x01] VOP1_B32, 0, valu::v_mov_b32, Exact, [4757, 11251],
        "D = S0";
    v_cvt_f32_u32: Vop1 [0x06, 0x06] VOP1_F32_U32, OMOD | CLAMP, valu::v_cvt_f32_u32, Exact, [4772, 11369],
        "D.f = (float)S0.u (round to nearest even)";
    // ---- VOPC ----
    v_cmp_gt_f32: Vopc [0x44, 0x44] VOPC_F32, WRITES_VCC | CLAMP, valu::v_cmp_gt_f32, Exact, [5280, 14034],
        "D[lane] = S0 > S1 (f32), 0 for inactive lanes";
    v_cmp_gt_u32: Vopc [0xcc, 0xcc] VOPC_U32, WRITES_VCC, valu::v_cmp_gt_u32, Exact, [5592, 15453],
        "D[lane] = S0 > S1 (u32), 0 for inactive lanes";
    // ---- VOP3A ----
    v_fma_f32: Vop3a [0x1cb, 0x1cb] VOP3_F32_3, FMOD, valu::v_fma_f32, Exact, [5904, 21984],
        "D = S0 * S1 + S2 (f32, fused)";
}

/// Every row, in [`Op`] order.
pub static TABLE: &[Row] = ROWS;

impl Op {
    /// This instruction's row.
    pub fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The mnemonic.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Looks an instruction up by mnemonic (without `_e32`/`_e64`), case-insensitive.
    pub fn from_name(name: &str) -> Option<Op> {
        let i = NAME_ORDER
            .binary_search_by(|&i| cmp_ignore_case(ROWS[i as usize].name, name))
            .ok()?;
        Some(ROWS[NAME_ORDER[i] as usize].op)
    }
}

fn cmp_ignore_case(a: &str, b: &str) -> core::cmp::Ordering {
    a.bytes()
        .map(|c| c.to_ascii_lowercase())
        .cmp(b.bytes().map(|c| c.to_ascii_lowercase()))
}

const fn str_less(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

/// Row indices sorted by mnemonic (built at compile time; mnemonics are lower case).
const NAME_ORDER: [u16; ROWS.len()] = {
    let mut idx = [0u16; ROWS.len()];
    let mut i = 0;
    while i < ROWS.len() {
        idx[i] = i as u16;
        i += 1;
    }
    // Insertion sort; a duplicate mnemonic is a compile error.
    let mut i = 1;
    while i < idx.len() {
        let mut j = i;
        while j > 0 && str_less(ROWS[idx[j] as usize].name, ROWS[idx[j - 1] as usize].name) {
            let t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
            j -= 1;
        }
        if j > 0 && !str_less(ROWS[idx[j - 1] as usize].name, ROWS[idx[j] as usize].name) {
            panic!("duplicate mnemonic in the instruction table");
        }
        i += 1;
    }
    idx
};

/// Marker for "no instruction" in [`DECODE_INDEX`].
const NONE: u16 = u16::MAX;

/// Dense decode index per architecture: `[arch][format.index_base() + opcode]` → row, with
/// the VOP3 forms of VOP1/VOP2/VOPC rows included. A duplicate opcode is a compile error.
static DECODE_INDEX: [[u16; Format::INDEX_SIZE]; 2] = [build_index(Arch::Gfx900), build_index(Arch::Gfx950)];

const fn build_index(arch: Arch) -> [u16; Format::INDEX_SIZE] {
    let mut idx = [NONE; Format::INDEX_SIZE];
    let mut i = 0;
    while i < ROWS.len() {
        let r = &ROWS[i];
        let op = r.opcode[arch.index()];
        if op != NA {
            insert(&mut idx, r.format, op, i);
            if let Some(op3) = r.format.vop3_opcode(op) {
                insert(&mut idx, Format::Vop3a, op3, i);
            }
        }
        i += 1;
    }
    idx
}

const fn insert(idx: &mut [u16; Format::INDEX_SIZE], f: Format, op: u16, row: usize) {
    if op as usize >= f.opcode_space() {
        panic!("opcode outside its format's opcode space");
    }
    let slot = f.index_base() + op as usize;
    if idx[slot] != NONE {
        panic!("two instructions share an opcode");
    }
    idx[slot] = row as u16;
}

/// The instruction with `opcode` in `format` on `arch` (VOP3 opcodes include the promoted
/// VOP1/VOP2/VOPC forms).
pub fn lookup(arch: Arch, format: Format, opcode: u16) -> Option<Op> {
    if opcode as usize >= format.opcode_space() {
        return None;
    }
    let r = DECODE_INDEX[arch.index()][format.index_base() + opcode as usize];
    if r == NONE {
        None
    } else {
        Some(ROWS[r as usize].op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_op_order_and_named() {
        for (i, r) in TABLE.iter().enumerate() {
            assert_eq!(r.op as usize, i);
            assert_eq!(Op::from_name(r.name), Some(r.op));
            assert_eq!(Op::from_name(&r.name.to_ascii_uppercase()), Some(r.op));
        }
        assert_eq!(Op::from_name("v_add_f33"), None);
    }

    #[test]
    fn lookup_includes_vop3_forms() {
        assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x101), Some(Op::v_add_f32));
        assert_eq!(lookup(Arch::Gfx950, Format::Vop3a, 0x141), Some(Op::v_mov_b32));
        assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x44), Some(Op::v_cmp_gt_f32));
        assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x1cb), Some(Op::v_fma_f32));
        assert_eq!(lookup(Arch::Gfx900, Format::Vop2, 63), None);
        assert_eq!(lookup(Arch::Gfx900, Format::Sopk, 999), None);
    }

    #[test]
    fn seed_lines_point_at_the_instruction() {
        // tests/seed_lines.rs checks each line against the seed text; here every row has them.
        for r in TABLE {
            assert!(r.doc_line[0] > 0 && r.doc_line[1] > 0, "{}", r.name);
        }
    }
}
