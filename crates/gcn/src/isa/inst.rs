//! A decoded instruction: the table row it is, plus its raw field values.
//!
//! Fields are kept as the hardware encodes them (operand codes, modifier bits), so decode
//! and encode are exact inverses and the executor reads operands without re-parsing.

use super::arch::Arch;
use super::format::Format;
use super::operand::{LITERAL, VGPR0};
use super::table::{flags, Op, Row, Slot};

/// One instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// Which instruction.
    pub op: Op,
    /// A VOP1/VOP2/VOPC instruction in its 64-bit VOP3 encoding (`_e64`).
    pub vop3: bool,
    /// Destination: SGPR/special code for scalar and VOPC destinations (VCC = 106 in the
    /// 32-bit VOPC form), VGPR index 0-255 for vector destinations.
    pub dst: u16,
    /// Source operand codes, in the 9-bit VALU space (VGPR n = 256 + n; 255 = literal).
    pub src: [u16; 3],
    /// The literal dword, meaningful when a source is [`LITERAL`]; EXP's second dword (VSRC0-3,
    /// one byte each).
    pub literal: u32,
    /// SOPP/SOPK immediate; MTBUF's format (DFMT | NFMT << 4, 7 bits); the interpolation
    /// attribute (`N | chan << 6`, `high` = 0x100); EXP's target.
    pub simm16: u16,
    /// VOP3 NEG bits, one per source.
    pub neg: u8,
    /// VOP3 ABS bits, one per source.
    pub abs: u8,
    /// VOP3 clamp bit.
    pub clamp: bool,
    /// VOP3 output modifier: 0 none, 1 ×2, 2 ×4, 3 ÷2.
    pub omod: u8,
    /// VOP3B scalar destination (carry-out) code; MIMG's address width in registers.
    pub sdst: u16,
    /// VOP3 `op_sel` bits: 1 << i for source i, 8 for the destination.
    pub op_sel: u8,
    /// VOP3P `op_sel_hi` bits, 1 << i for source i (VOP3P's NEG_LO and NEG_HI are kept in
    /// [`Inst::neg`] and [`Inst::abs`]).
    pub op_sel_hi: u8,
    /// Memory offset field: SMEM's 21-bit byte offset, or its offset SGPR code when
    /// [`mem::IMM`] is clear; DS's 16-bit `OFFSET1:OFFSET0`; the flat encodings' 13 bits;
    /// the buffer formats' 12 bits; EXP's EN bits (one per source); MIMG's bits from [`mimg`].
    pub offset: u32,
    /// SMEM SOFFSET register code (used when [`mem::SOE`] is set); the flat encodings' SADDR
    /// (0x7f = `off`); the buffer formats' SOFFSET (an SGPR or inline-constant code).
    pub soffset: u16,
    /// Memory instruction bits from [`mem`].
    pub mem: u16,
    /// A VOP1/VOP2 instruction in its DPP form (`_dpp`): the control word, see [`Dpp`].
    pub dpp: Option<Dpp>,
    /// The SDWA form's sub-dword selects (source 0 `249`; seed 000 lines 10545-10663). Its
    /// clamp, output modifier and abs/neg live in `clamp`, `omod`, `neg` and `abs`; a VOPC's
    /// scalar destination in `dst`.
    pub sdwa: Option<Sdwa>,
    /// VOP3P-MAI controls (zero for every other instruction).
    pub mai: Mai,
    /// Bit `k`: operand `k` of the row holds a value its operand class cannot take (an AGPR
    /// where only VGPRs go, an odd tuple on gfx950, a constant in a register field). llvm-mc's
    /// disassembler prints such words with a `/*Invalid …*/` comment, and so does lanescope;
    /// they cannot execute and do not assemble back.
    pub invalid: u8,
}

/// The VOP3P-MAI fields (seed 001 lines 36226-36276) and the scale form's scale sources; the
/// sources themselves are [`Inst::src`] (A, B, C or the SMFMAC index) and the scale form's
/// `op_sel`/`op_sel_hi` are [`Inst::op_sel`]/[`Inst::op_sel_hi`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mai {
    /// CBSZ (3 bits): broadcast size, or the F8F6F4 A format.
    pub cbsz: u8,
    /// ABID (4 bits): broadcast block; 1 in the scale forms' MFMA word.
    pub abid: u8,
    /// BLGP (3 bits): B lane-group pattern, the F8F6F4 B format, or the F64 `neg` bits.
    pub blgp: u8,
    /// Register files, from [`mai`]: A and B in AGPRs (ACC), C and D in AGPRs (ACC_CD).
    pub acc: u8,
    /// The scale forms' A and B scale sources (VGPR codes, 256 + n).
    pub scale: [u16; 2],
}

/// Bits of [`Mai::acc`].
pub mod mai {
    /// Source A is an AGPR tuple (ACC\[0\], bit 59).
    pub const ACC_A: u8 = 1;
    /// Source B is an AGPR tuple (ACC\[1\], bit 60).
    pub const ACC_B: u8 = 2;
    /// C and D are AGPR tuples (ACC_CD, bit 15).
    pub const ACC_CD: u8 = 4;
}

/// The DPP dword's controls (source 0 is [`Inst::src`]\[0\], its modifiers [`Inst::neg`] and
/// [`Inst::abs`]): seed 000 lines 10664-10720.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dpp {
    /// DPP_CTRL (9 bits): `quad_perm`, `row_shl`, …, `row_newbcast`.
    pub ctrl: u16,
    /// Rows (groups of 16 lanes) written: 4 bits.
    pub row_mask: u8,
    /// Banks (groups of 4 lanes in each row) written: 4 bits.
    pub bank_mask: u8,
    /// BOUND_CTRL: a source lane out of range reads 0 (`bound_ctrl:1`, also written `bound_ctrl:0`).
    pub bound_ctrl: bool,
}

/// SDWA selects: which byte, word or dword of each source the instruction reads, and where its
/// result goes in the destination (seed 000 lines 10558-10578).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sdwa {
    /// `dst_sel`: 0-3 BYTE_0-3, 4-5 WORD_0-1, 6 DWORD.
    pub dst_sel: u8,
    /// `dst_unused`: 0 UNUSED_PAD, 1 UNUSED_SEXT, 2 UNUSED_PRESERVE.
    pub dst_unused: u8,
    /// `src0_sel` and `src1_sel`, coded like `dst_sel`.
    pub src_sel: [u8; 2],
    /// Bit `i`: sign-extend source `i` (`sext(…)`, integer operands).
    pub sext: u8,
}

impl Sdwa {
    /// What llvm-mc assumes when a select is left out: whole dwords, the rest of the
    /// destination preserved.
    pub const DEFAULT: Sdwa = Sdwa {
        dst_sel: 6,
        dst_unused: 2,
        src_sel: [6, 6],
        sext: 0,
    };

    /// The operand-less form's (`v_nop_sdwa`): every field 0, as llvm-mc 22 encodes it; it
    /// prints no select.
    pub const BARE: Sdwa = Sdwa {
        dst_sel: 0,
        dst_unused: 0,
        src_sel: [0, 0],
        sext: 0,
    };

    /// The names llvm-mc gives a select value.
    pub const SEL_NAMES: [&'static str; 7] = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"];

    /// The names llvm-mc gives a `dst_unused` value.
    pub const UNUSED_NAMES: [&'static str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];
}

impl Dpp {
    /// The identity pattern llvm-mc assumes when only masks are given.
    pub const DEFAULT: Dpp = Dpp {
        ctrl: 0xe4,
        row_mask: 0xf,
        bank_mask: 0xf,
        bound_ctrl: false,
    };
}

/// Bits of [`Inst::offset`] for MIMG, at their first-dword positions (D16 at bit 31; bit 7 of
/// the first dword, unused but kept by llvm-mc's re-encoding, is kept too; it drops 6:1). DMASK is
/// [`Inst::simm16`]; GLC, SLC and TFE are [`mem`] bits.
pub mod mimg {
    /// Unnormalized coordinates (`unorm`).
    pub const UNORM: u32 = 1 << 12;
    /// Array resource (`da`).
    pub const DA: u32 = 1 << 14;
    /// 16-bit addresses (`a16`; R128 on older chips).
    pub const A16: u32 = 1 << 15;
    /// LOD warning enable (`lwe`).
    pub const LWE: u32 = 1 << 17;
    /// 16-bit data (`d16`; the second dword's bit 31).
    pub const D16: u32 = 1 << 31;
    /// The first dword's unused bit 7.
    pub const UNUSED: u32 = 0x80;
}

/// Bits of [`Inst::mem`].
pub mod mem {
    /// Globally coherent (`glc`).
    pub const GLC: u16 = 1;
    /// SMEM: the OFFSET field is an immediate (else it holds an SGPR code).
    pub const IMM: u16 = 2;
    /// SMEM: the SOFFSET field holds an offset SGPR (`s_load_dword s0, s[2:3], s4 offset:0x10`).
    pub const SOE: u16 = 4;
    /// DS: global data share (`gds`).
    pub const GDS: u16 = 8;
    /// DS on gfx950: the data and destination registers are AGPRs (`a0`).
    pub const ACC: u16 = 16;
    /// Flat and buffer encodings: `slc` on gfx900, `nt` on gfx950 (GLC is `sc0` there).
    pub const SLC: u16 = 32;
    /// Flat and buffer encodings on gfx950: `sc1` (gfx900 ignores the bit; llvm-mc keeps it).
    pub const SC1: u16 = 64;
    /// GLOBAL/SCRATCH loads on gfx900: the LDS bit (data goes to LDS, no destination; `lds`).
    pub const LDS: u16 = 128;
    /// Buffer loads on gfx900: texture fail enable (`tfe`; VDATA gets one more register).
    pub const TFE: u16 = 256;
    /// Buffer encodings: VADDR supplies an index (`idxen`).
    pub const IDXEN: u16 = 512;
    /// Buffer encodings: VADDR supplies an offset (`offen`; with IDXEN, in the second register).
    pub const OFFEN: u16 = 1024;
    /// EXP: the last export of its kind (`done`).
    pub const DONE: u16 = 2048;
    /// EXP: the sources are packed 16-bit pairs (`compr`).
    pub const COMPR: u16 = 4096;
    /// EXP: the export carries the valid mask (`vm`).
    pub const VM: u16 = 8192;
    /// MUBUF/MTBUF on GCN 1.0/1.1 (gfx600/gfx700): VADDR is a 64-bit address added to the
    /// resource base (`addr64`; [`crate::isa::layout_si`]).
    pub const ADDR64: u16 = 16384;
}

impl Inst {
    /// The `bitop3:` truth table of a [`flags::BITOP3`] row, `{OMOD[1:0], ABS[2:0], NEG[2:0]}`
    /// (seed 001 line 23375).
    ///
    /// [`flags::BITOP3`]: super::table::flags::BITOP3
    pub const fn bitop3(&self) -> u8 {
        (self.omod & 3) << 6 | (self.abs & 7) << 3 | (self.neg & 7)
    }

    /// Stores the `bitop3:` truth table `t` in the OMOD, ABS and NEG fields.
    pub fn set_bitop3(&mut self, t: u8) {
        self.omod = t >> 6;
        self.abs = t >> 3 & 7;
        self.neg = t & 7;
    }

    /// An instruction of `op` with every field zero (sources = inline 0).
    pub const fn new(op: Op) -> Inst {
        Inst {
            op,
            vop3: false,
            dst: 0,
            src: [128; 3],
            literal: 0,
            simm16: 0,
            neg: 0,
            abs: 0,
            clamp: false,
            omod: 0,
            sdst: 0,
            op_sel: 0,
            op_sel_hi: 0,
            offset: 0,
            soffset: 0,
            mem: 0,
            dpp: None,
            sdwa: None,
            invalid: 0,
            mai: Mai {
                cbsz: 0,
                abid: 0,
                blgp: 0,
                acc: 0,
                scale: [0; 2],
            },
        }
    }

    /// The instruction's table row.
    pub fn row(&self) -> &'static Row {
        self.op.row()
    }

    /// The format it is encoded in.
    pub fn encoded_format(&self) -> Format {
        if self.vop3 {
            Format::Vop3a
        } else {
            self.row().format
        }
    }

    /// Whether any source reads the literal dword.
    pub fn has_literal(&self) -> bool {
        let row = self.row();
        let codes = row.code_sources();
        row.has_fixed_literal() || (0..3).any(|i| codes >> i & 1 == 1 && self.src[i] == LITERAL)
    }

    /// Encoded size in bytes.
    pub fn size(&self) -> u32 {
        let base = match self.encoded_format() {
            Format::Vop3a
            | Format::Vop3p
            | Format::Vop3pMai
            | Format::Smem
            | Format::Ds
            | Format::Flat
            | Format::FlatScratch
            | Format::FlatGlobal
            | Format::Mubuf
            | Format::Mtbuf
            | Format::Exp
            | Format::Mimg => 8,
            _ => 4,
        };
        if self.row().has(crate::isa::table::flags::MAI_SCALE) {
            return 16;
        }
        base + if self.has_literal() || self.dpp.is_some() || self.sdwa.is_some() {
            4
        } else {
            0
        }
    }

    /// Encoded size in bytes on `arch`: [`Inst::size`], except GCN 1.0/1.1's 32-bit SMRD
    /// (`crate::isa::layout_si`), which takes a second dword only for a CI literal offset
    /// (an immediate offset past 8 bits).
    pub fn size_on(&self, arch: super::arch::Arch) -> u32 {
        if super::layout_si::applies(arch) && self.encoded_format() == Format::Smem {
            let wide = self.mem & mem::IMM != 0 && self.offset > 0xff;
            return if wide { 8 } else { 4 };
        }
        self.size()
    }

    /// The register count of an MFMA operand: the row's width, except the F8F6F4 A and B
    /// matrices, whose formats (CBSZ for A, BLGP for B) give FP8 8 registers, FP6 6 and FP4 4
    /// (seed 001 line 2995; llvm-mc 22 treats the undefined formats 5-7 as FP8).
    pub fn mai_dwords(&self, o: &crate::isa::table::Operand) -> u8 {
        use crate::isa::table::{flags, Kind, Slot};
        match o.kind {
            Kind::MaiSrc(w) if self.row().has(flags::MAI_F8F6F4) => {
                let fmt = if o.slot == Slot::Src1 {
                    self.mai.blgp
                } else {
                    self.mai.cbsz
                };
                match fmt {
                    2 | 3 => 6,
                    4 => 4,
                    _ => w,
                }
            }
            Kind::MaiDst(w) | Kind::MaiSrc(w) | Kind::MaiSrcC(w) => w,
            _ => o.ty.dwords(),
        }
    }

    /// Whether source `i` is a VGPR.
    pub fn src_is_vgpr(&self, i: usize) -> bool {
        self.src[i] >= VGPR0
    }

    /// The width of a flat instruction's VGPR address: a 64-bit pair for FLAT and for GLOBAL
    /// without a scalar base, else a 32-bit offset.
    pub fn flat_address_dwords(&self) -> u8 {
        match self.row().format {
            Format::Flat => 2,
            Format::FlatGlobal if self.soffset == 0x7f => 2,
            _ => 1,
        }
    }

    /// Whether a flat instruction has its destination: not a returning atomic without glc/sc0,
    /// not an LDS load.
    pub fn flat_vdst_shown(&self) -> bool {
        let rtn = self.row().has(flags::FLAT_RTN);
        !((rtn && self.mem & mem::GLC == 0) || self.mem & mem::LDS != 0)
    }

    /// The width of a buffer instruction's VADDR: none (`off`), one VGPR for `idxen` or
    /// `offen`, a pair for both or for GCN 1.0/1.1's `addr64` (a 64-bit address).
    pub fn buffer_address_dwords(&self) -> u8 {
        if self.mem & mem::ADDR64 != 0 {
            return 2;
        }
        (self.mem & mem::IDXEN != 0) as u8 + (self.mem & mem::OFFEN != 0) as u8
    }

    /// The number of VDATA registers of a MUBUF/MTBUF instruction on `arch`: the row's width
    /// (GCN 1.2's unpacked `*_format_d16_*`: one per component), one more with `tfe`.
    pub fn buffer_data_dwords(&self, arch: Arch) -> u8 {
        let row = self.row();
        let base = match row.d16_components() {
            Some(n) if !arch.has_packed_d16() => n,
            _ => row
                .operand(Slot::Dst)
                .or(row.operand(Slot::Src1))
                .map_or(0, |o| o.ty.dwords()),
        };
        base + (self.mem & mem::TFE != 0) as u8
    }

    /// Whether llvm-mc 22 has a data register class of `n` dwords for this MIMG instruction:
    /// atomics 1-3 (cmpswap 2-5); a packed d16 gather with `tfe` has none.
    pub fn mimg_data_class_exists(&self, arch: Arch, n: u8) -> bool {
        let row = self.row();
        if row.has(flags::MIMG_ATOMIC) {
            let cmpswap = row.operand(Slot::Src1).is_some_and(|o| o.ty.dwords() == 2);
            if cmpswap {
                (2..=5).contains(&n)
            } else {
                (1..=3).contains(&n)
            }
        } else {
            let packed = arch.has_packed_d16() && self.offset & mimg::D16 != 0;
            !(row.has(flags::MIMG_GATHER) && packed && self.mem & mem::TFE != 0)
        }
    }

    /// The number of data registers of a MIMG instruction, as llvm-mc 22 counts them: one per
    /// DMASK bit (at least one; gathers 4), halved up with packed `d16` (GFX9), one more with `tfe`. Its
    /// disassembler (`disasm`) keeps the opcode's default width (1; gathers and cmpswap 2)
    /// when no variant has that width (atomics: 1-3, cmpswap 2-5; a d16 gather with `tfe`) or
    /// the tuple would run past v255.
    pub fn mimg_data_dwords(&self, arch: Arch, disasm: bool) -> u8 {
        let row = self.row();
        let tfe = (self.mem & mem::TFE != 0) as u8;
        let d16 = self.offset & mimg::D16 != 0;
        let gather = row.has(flags::MIMG_GATHER);
        let cmpswap = row.operand(Slot::Src1).is_some_and(|o| o.ty.dwords() == 2);
        let n = if gather {
            4
        } else {
            ((self.simm16 & 0xf).count_ones() as u8).max(1)
        };
        let n = (if d16 && arch.has_packed_d16() { n.div_ceil(2) } else { n }) + tfe;
        if !disasm {
            return n;
        }
        let default = if gather || cmpswap { 2 } else { 1 };
        let variant = self.mimg_data_class_exists(arch, n);
        let data = if row.operand(Slot::Dst).is_some() {
            self.dst
        } else {
            self.src[1].saturating_sub(VGPR0)
        };
        if variant && data + n as u16 <= 256 {
            n
        } else {
            default
        }
    }
}
