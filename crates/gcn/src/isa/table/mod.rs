//! The instruction table: one row per instruction, shared by decoder, encoder, printer,
//! parser, executor and the docs shown in the editor.
//!
//! Each row: mnemonic (LLVM spelling, which is the variant name), format, operands, flags,
//! semantics function, fidelity and a one-line summary. Which targets have it, its opcode and
//! seed line on each live in the per-target maps ([`crate::isa::targets`]).
//! VOP1/VOP2/VOPC rows also give the VOP3 (`_e64`) form: its opcode comes from
//! [`Format::vop3_opcode`].

use super::arch::Arch;
use super::format::Format;
use super::operand::Ty;
use crate::exec::ds::{D16_HI, D16_LO, FULL};
use crate::exec::smem::{ADD, AND, CMPSWAP, DEC, INC, OR, SMAX, SMIN, SUB, SWAP, UMAX, UMIN, XOR};
use crate::exec::valu::{CEIL, FLOOR, RNDNE, TRUNC};
use crate::exec::valu16::{
    ASHR, E_BF16, E_BF6, E_BF8, E_F16, E_F32, E_FP4, E_FP6, E_FP8, OP_ADD, OP_EXP, OP_FMA, OP_LOG, OP_MUL, OP_RCP,
    OP_RSQ, OP_SQRT, SHL, SHR,
};
use crate::exec::vopc::{EQ, F, GE, GT, LE, LG, LT, NE, NEQ, NGE, NGT, NLE, NLG, NLT, O, T, TRU, U};
use crate::exec::{agpr, ds, lane, salu, smem, unsupported, valu, valu16, valu_int, vmem, vopc, SemFn};
use crate::matrix::exec as mfma_exec;

pub use crate::isa::targets::NA;

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
    /// The VOP3B scalar destination (carry-out / `div_scale` VCC), bits 14:8.
    SdstField,
    /// The 32-bit literal dword (`v_madmk_f32`'s K, `s_setreg_imm32_b32`'s value).
    Literal,
    /// The memory offset: [`crate::Inst::offset`], [`crate::Inst::soffset`] and the SMEM
    /// IMM/SOE bits.
    Offset,
    /// The flat encodings' scalar address ([`crate::Inst::soffset`]).
    Saddr,
    /// The A-matrix scale VGPR of an MFMA scale form ([`crate::isa::inst::Mai::scale`]\[0\]).
    ScaleA,
    /// The B-matrix scale VGPR of an MFMA scale form ([`crate::isa::inst::Mai::scale`]\[1\]).
    ScaleB,
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
    /// Carry-out: `vcc` in the 32-bit form, any SGPR pair in VOP3B.
    CarryOut,
    /// Carry-in / condition: `vcc` in the 32-bit form, a 64-bit scalar source in `_e64`.
    CarryIn,
    /// `hwreg(id, offset, size)` in the 16-bit immediate.
    Hwreg,
    /// `s_waitcnt` counters (`vmcnt(0) expcnt(0) lgkmcnt(0)`) in the 16-bit immediate.
    Waitcnt,
    /// `sendmsg(msg, op, stream)` in the 16-bit immediate.
    Sendmsg,
    /// `gpr_idx(SRC0,SRC1,SRC2,DST)` mode bits (16-bit immediate, or SSRC1 of `s_set_gpr_idx_on`).
    GprIdx,
    /// The constant K of `v_madmk`/`v_madak`/`v_fmamk`/`v_fmaak`, always a literal dword.
    LitK,
    /// A 32-bit immediate stored as the literal dword (`s_setreg_imm32_b32`).
    Lit32,
    /// A VGPR-only source (`v_readlane_b32`'s lane data, `v_swap_b32`, wide tuples).
    VgprSrc,
    /// A register-only scalar source (`s_setpc_b64`, `s_movrels_b32`): no constants.
    Sreg,
    /// SMEM data: an SGPR tuple loaded into (loads, `s_memtime`) or stored from (stores,
    /// atomics); never M0 or EXEC; tuples of 4 or more start at a multiple of 4.
    Sdata,
    /// SMEM base address: an SGPR pair (`s[2:3]`), or a buffer resource quad (`s[4:7]`).
    Sbase,
    /// SMEM offset: an immediate (type I32: 21-bit signed; U32: 20-bit unsigned), an SGPR,
    /// or `sN offset:imm`.
    SmemOffset,
    /// `s_atc_probe`'s 7-bit immediate, kept in the SDATA field.
    Imm7,
    /// DS destination: a VGPR tuple, or an AGPR tuple on gfx950 (with the data, [`crate::isa::inst::mem::ACC`]).
    DsVdst,
    /// DS data: a VGPR tuple, or an AGPR tuple on gfx950 (all data and the destination alike).
    DsData,
    /// DS `offset:N` (16 bits, printed when nonzero).
    DsOffset,
    /// DS `offset0:N offset1:M` (8 bits each, printed when nonzero).
    DsOffset2,
    /// `ds_swizzle_b32`'s `offset:swizzle(…)` pattern.
    Swizzle,
    /// Flat destination: a VGPR tuple, or an AGPR tuple on gfx950 (ACC).
    FlatVdst,
    /// Flat address: a 64-bit VGPR pair (FLAT, GLOBAL without SADDR), a 32-bit VGPR offset
    /// (GLOBAL with SADDR, SCRATCH), or `off` (SCRATCH).
    FlatAddr,
    /// Flat data: a VGPR tuple, or an AGPR tuple on gfx950.
    FlatData,
    /// GLOBAL's SGPR-pair base or SCRATCH's SGPR offset, or `off`.
    FlatSaddr,
    /// Flat `offset:N` (FLAT: 12-bit unsigned, type U32; GLOBAL/SCRATCH: 13-bit signed).
    FlatOffset,
    /// MUBUF/MTBUF data (VDATA): a VGPR tuple, or an AGPR tuple on gfx950 (ACC); one register
    /// wider with gfx900's `tfe`. The destination of loads, a source of stores and atomics
    /// (an atomic with `glc`/`sc0` also returns into it).
    BufData,
    /// MUBUF/MTBUF address (VADDR): `off`, or the VGPR (pair with `idxen offen`) that the
    /// `idxen`/`offen` modifiers after the operands call for.
    BufAddr,
    /// MUBUF/MTBUF buffer resource (SRSRC): an SGPR or TTMP quad, kept as its first register's code.
    BufRsrc,
    /// MUBUF/MTBUF SOFFSET: an SGPR, M0, `null` or an inline constant ([`crate::Inst::soffset`]).
    BufSoffset,
    /// MUBUF/MTBUF `offset:N` (12 bits unsigned), after `idxen`/`offen` and MTBUF's `format:`.
    BufOffset,
    /// MTBUF `format:[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*]` (or `format:N`): DFMT | NFMT << 4 in
    /// [`crate::Inst::simm16`].
    BufFormat,
    /// MFMA/SMFMAC destination D: a tuple of this many VGPRs, or AGPRs with ACC_CD (seed 001
    /// line 36241); even-aligned from 2 dwords.
    MaiDst(u8),
    /// MFMA A or B matrix: a VGPR or AGPR tuple of this many dwords (the ACC bits, seed 001
    /// line 36272); the F8F6F4 rows take 8, 6 or 4 by format (CBSZ for A, BLGP for B).
    MaiSrc(u8),
    /// MFMA C matrix: a tuple like the destination (same register file, ACC_CD), or an inline
    /// constant of the operand's type; no literal, no SGPR.
    MaiSrcC(u8),
    /// A scale operand of the MFMA scale forms: one VGPR.
    MaiScale,
    /// One AGPR destination (`v_accvgpr_write_b32`, `v_accvgpr_mov_b32`).
    AgprDst,
    /// One AGPR source (`v_accvgpr_read_b32`, `v_accvgpr_mov_b32`), encoded as 256 + n.
    AgprSrc,
    /// Interpolation I/J coordinate: one VGPR ([`crate::Inst::src`]\[0\] = 256 + n); in the
    /// VOP3 encoding it sits in SRC1 and takes `abs`/`neg`.
    InterpVsrc,
    /// `v_interp_mov_f32`'s parameter `p10`, `p20` or `p0` (0-2 in [`crate::Inst::src`]\[0\]).
    InterpParam,
    /// Interpolation attribute `attrN.c` (N 0-63, channel x/y/z/w) in [`crate::Inst::simm16`]:
    /// `N | chan << 6`, the VOP3 SRC0 layout; the f16 rows' `high` is bit 8.
    InterpAttr,
    /// Export target (`mrt0`-`mrt7`, `mrtz`, `null`, `pos0`-`pos3`, `param0`-`param31`;
    /// TARGET, 6 bits) in [`crate::Inst::simm16`].
    ExpTarget,
    /// MIMG data (VDATA): a VGPR tuple whose width follows DMASK, `d16`, `tfe` and the kind of
    /// instruction (see [`crate::Inst::mimg_data_dwords`]); the destination of loads
    /// and samples ([`crate::Inst::dst`]), a source of stores and atomics ([`crate::Inst::src`]\[1\]).
    MimgData,
    /// MIMG address (VADDR): a VGPR tuple of one of the widths llvm-mc takes for the opcode
    /// ([`mimg_address_widths`]); its width is kept in [`crate::Inst::sdst`].
    MimgAddr,
    /// MIMG resource (SRSRC): an SGPR or TTMP octet, kept as its first register's code.
    MimgRsrc,
    /// MIMG sampler (SSAMP): an SGPR or TTMP quad in [`crate::Inst::soffset`].
    MimgSamp,
    /// Export source `n` (0-3): a VGPR, or `off` when its EN bit is clear. VSRC0-3 are the
    /// bytes of [`crate::Inst::literal`] (the second dword), EN is [`crate::Inst::offset`].
    ExpSrc(u8),
}

impl Operand {
    /// The source index (0-2) of a `Src0`/`Src1`/`Src2` operand; 0 for other slots.
    pub const fn slot_index(&self) -> usize {
        match self.slot {
            Slot::Src1 => 1,
            Slot::Src2 => 2,
            _ => 0,
        }
    }
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

/// The name LLVM gives the register class of operand `o` as `inst` encodes it: what llvm-mc's
/// disassembler names in `/*Invalid register, operand has 'CLASS' register class*/` when the
/// value does not fit (gfx900 memory data in AGPRs, odd tuples on gfx950).
pub fn register_class(arch: Arch, inst: &crate::isa::inst::Inst, o: &Operand) -> alloc::string::String {
    use alloc::format;
    let mut dwords = o.ty.dwords() as u32;
    if o.kind == Kind::BufData && inst.mem & crate::isa::inst::mem::TFE != 0 {
        dwords += 1;
    }
    let bits = 32 * dwords;
    let memory = matches!(
        o.kind,
        Kind::DsVdst | Kind::DsData | Kind::FlatVdst | Kind::FlatData | Kind::BufData
    );
    match (arch, o.kind) {
        _ if memory && !arch.has_agprs() && bits == 32 => "VGPR_32".into(),
        _ if memory && !arch.has_agprs() => format!("VReg_{bits}"),
        // gfx950: a lone data tuple may be AGPRs or VGPRs; beside a second data or destination
        // tuple (returning atomics, two-address forms) it is a VGPR class.
        (_, _) if memory => {
            let data = inst
                .row()
                .operands
                .iter()
                .filter(|p| matches!(p.kind, Kind::DsVdst | Kind::DsData | Kind::FlatData | Kind::BufData))
                .count()
                + (inst.row().operand(Slot::Dst).is_some_and(|p| p.kind == Kind::FlatVdst) && inst.flat_vdst_shown())
                    as usize;
            if data >= 2 {
                format!("VReg_{bits}_Align2")
            } else {
                format!("AV_{bits}_Align2")
            }
        }
        (_, Kind::Ssrc | Kind::Sreg) if bits == 32 => "SReg_32".into(),
        (_, Kind::Sdst) if bits == 32 => "SReg_32_XM0".into(),
        (_, Kind::Sdata) if bits == 32 => "SReg_32_XM0_XEXEC".into(),
        (_, Kind::Sdata) => format!("SReg_{bits}_XEXEC"),
        (_, Kind::FlatSaddr) => "SReg_64_XEXEC_XNULL".into(),
        (_, Kind::MaiSrc(_)) if inst.mai_dwords(o) == 1 => "AV_32".into(),
        (_, Kind::MaiSrc(_)) => format!("AV_{}_Align2", 32 * inst.mai_dwords(o) as u32),
        (_, Kind::MaiSrcC(_)) if inst.mai.acc & crate::isa::inst::mai::ACC_CD != 0 => {
            format!("AReg_{}_Align2", 32 * inst.mai_dwords(o) as u32)
        }
        (_, Kind::MaiSrcC(_)) => format!("VReg_{}_Align2", 32 * inst.mai_dwords(o) as u32),
        (_, Kind::FlatAddr) => format!("VReg_{}_Align2", 32 * inst.flat_address_dwords() as u32),
        (_, Kind::BufAddr) => format!("VReg_{}_Align2", 32 * inst.buffer_address_dwords() as u32),
        // The lane reads' source class (LLVM's VRegOrLds_32, on both architectures: llvm-mc 22
        // names it for `v_readfirstlane_b32 s27, s29` on gfx950 too).
        (_, Kind::VgprSrc) if bits == 32 && o.slot == Slot::Src0 && inst.row().reads_lds_direct() => {
            "VRegOrLds_32".into()
        }
        (_, Kind::VgprSrc | Kind::Vdst) if bits == 32 => "VGPR_32".into(),
        (_, Kind::Vsrc | Kind::Ssrc) if bits == 64 && inst.dpp.is_none() => "VS_64_Align2".into(),
        (_, Kind::Vsrc1) if bits == 64 && inst.vop3 => "VS_64_Align2".into(),
        _ => format!("VReg_{bits}_Align2"),
    }
}

/// Instruction flags.
pub mod flags {
    /// Ends the wave.
    pub const END: u64 = 1 << 0;
    /// Changes the program counter (branch, jump).
    pub const BRANCH: u64 = 1 << 1;
    /// Writes EXEC.
    pub const WRITES_EXEC: u64 = 1 << 2;
    /// Writes SCC.
    pub const WRITES_SCC: u64 = 1 << 3;
    /// Reads SCC.
    pub const READS_SCC: u64 = 1 << 4;
    /// Writes VCC (or the `_e64` SGPR pair destination).
    pub const WRITES_VCC: u64 = 1 << 5;
    /// VOP3 form supports the clamp bit.
    pub const CLAMP: u64 = 1 << 6;
    /// VOP3 form supports the output modifier.
    pub const OMOD: u64 = 1 << 7;
    /// VOP3 form takes `op_sel` (16-bit operand halves, bits 14:11).
    pub const OPSEL: u64 = 1 << 8;
    /// A VOP1/VOP2 instruction without a VOP3 (`_e64`) form (`v_readfirstlane_b32`, `v_swap_b32`).
    pub const NO_E64: u64 = 1 << 9;
    /// Reads VCC implicitly (`v_div_fmas_f32`): it counts against the constant bus.
    pub const READS_VCC: u64 = 1 << 10;
    /// Scalar sources take registers and inline constants but no literal (`s_cbranch_g_fork`).
    pub const NO_LITERAL: u64 = 1 << 11;
    /// `op_sel` always has four entries `[src0, src1, src2, dst]` (gfx950's conversions that
    /// select a destination byte or half), even with two sources.
    pub const OPSEL4: u64 = 1 << 12;
    /// SMEM instruction that takes the `glc` bit.
    pub const SMEM_GLC: u64 = 1 << 13;
    /// DS instruction that cannot take `gds` (`ds_nop`, `ds_permute_b32`, `ds_bpermute_b32`).
    pub const DS_NO_GDS: u64 = 1 << 14;
    /// DS instruction that needs `gds` (the GWS operations, `ds_ordered_count`).
    pub const DS_GDS_ONLY: u64 = 1 << 15;
    /// DS instruction whose gfx950 register tuples need not be even-aligned (llvm-mc 22 gives
    /// `ds_read_b96_tr_b6` an unaligned class).
    pub const DS_UNALIGNED: u64 = 1 << 16;
    /// Flat atomic whose destination exists only with `glc` (`sc0` on gfx950): it returns
    /// the memory's previous value.
    pub const FLAT_RTN: u64 = 1 << 17;
    /// GLOBAL/SCRATCH load of 1, 2 or 4 bytes that gfx900 can send to LDS (the LDS bit).
    pub const FLAT_LDS_DMA: u64 = 1 << 18;
    /// VOP3P mix instruction (`v_mad_mix_f32`, `v_fma_mix*`): `op_sel_hi` defaults to 0 and
    /// selects f16 inputs; NEG_LO/NEG_HI are written `-x` and `|x|`.
    pub const VOP3P_MIX: u64 = 1 << 19;
    /// VOP3P dot product (gfx950 `v_dot*`): no `op_sel`/`op_sel_hi` in the syntax.
    pub const VOP3P_DOT: u64 = 1 << 20;
    /// `v_dot4_*`/`v_dot8_*`: llvm-mc also refuses op_sel bits when disassembling, and
    /// re-encodes OPSEL_HI as all ones.
    pub const VOP3P_DOT_BYTES: u64 = 1 << 21;
    /// MUBUF load with a form that sends the data to LDS on both targets (`lds`, no VDATA).
    pub const BUF_LDS: u64 = 1 << 22;
    /// MUBUF load whose LDS form exists on gfx950 only (`buffer_load_dwordx3/x4 … lds`).
    pub const BUF_LDS_GFX950: u64 = 1 << 23;
    /// MUBUF atomic: `glc` (`sc0` on gfx950) returns the previous value into the data register.
    pub const BUF_ATOMIC: u64 = 1 << 24;
    /// MUBUF cache control without operands (`buffer_wbinvl1*`, `buffer_wbl2`, `buffer_inv`).
    pub const BUF_CACHE: u64 = 1 << 25;
    /// `v_mfma_f64_*`: BLGP is the `neg:[a,b,c]` modifier (seed 001 line 36275); no `blgp`.
    pub const MAI_F64: u64 = 1 << 26;
    /// `v_mfma_*_f8f6f4`: CBSZ and BLGP give the A and B formats, which set their register
    /// counts (FP8 8, FP6 6, FP4 4; seed 001 line 2995); no `abid`.
    pub const MAI_F8F6F4: u64 = 1 << 27;
    /// SMFMAC (sparse A): source 2 is the index VGPR, C is read from the destination; no `blgp`.
    pub const MAI_SPARSE: u64 = 1 << 28;
    /// The 4-dword scale form: a `v_mfma_ld_scale_b32` word pair (VOP3P opcode 44) before the
    /// F8F6F4 MFMA with ABID = 1 (seed 001 lines 3326-3340). Not in the decode index.
    pub const MAI_SCALE: u64 = 1 << 29;
    /// llvm-mc refuses a C tuple that partially overlaps the destination (the MFMAs with more
    /// than 4 destination dwords, except F8F6F4).
    pub const MAI_OVERLAP: u64 = 1 << 30;
    /// VOP3P without `neg_lo`/`neg_hi` in its syntax (`v_mfma_ld_scale_b32`): decoded NEG bits of
    /// its sources are kept, not printed.
    pub const VOP3P_NO_NEG: u64 = 1 << 31;
    /// `v_accvgpr_read_b32`/`v_accvgpr_write_b32`: no modifiers; decoded NEG, NEG_HI or OPSEL
    /// bits make the word invalid, CLAMP and OPSEL_HI are dropped.
    pub const ACCVGPR: u64 = 1 << 32;
    /// A VOP1/VOP2 instruction without an SDWA form though its operands would allow one:
    /// the MAC/FMAC and `dot*c` accumulators and `v_clrexcp` (seed 000 lines 7692-7703,
    /// seed 001 line 34611).
    pub const NO_SDWA: u64 = 1 << 33;
    /// gfx950's FP8/BF8 to f32 conversions, where SDWA only selects the source byte or word:
    /// no `dst_sel`/`dst_unused` (seed 001 lines 3491, 12928).
    pub const SDWA_SRC_ONLY: u64 = 1 << 34;
    /// MIMG atomic: DMASK selects a 32-bit (1 bit, 2 for cmpswap) or 64-bit operation; `glc`
    /// returns the previous value into the data registers.
    pub const MIMG_ATOMIC: u64 = 1 << 35;
    /// MIMG gather4: four texels of one component (DMASK has one bit), so four data registers.
    pub const MIMG_GATHER: u64 = 1 << 36;
    /// MIMG instruction without `d16` (atomics, the `_pck` loads and stores,
    /// `image_get_resinfo`, `image_get_lod`).
    pub const MIMG_NO_D16: u64 = 1 << 37;
    /// VOP3 sources without abs/neg (gfx950's wide-tuple `v_cvt_scalef32_*` conversions, whose
    /// f32 scale takes none either): llvm-mc refuses the modifiers when assembling and the bits
    /// when disassembling.
    pub const NO_SRC_MODS: u64 = 1 << 38;
    /// gfx950 `v_bitop3_b16`/`v_bitop3_b32`: the `bitop3:` truth table lives in the OMOD, ABS and
    /// NEG fields (seed 001 line 23375), which are no modifiers here; see [`Inst::bitop3`].
    ///
    /// [`Inst::bitop3`]: crate::isa::inst::Inst::bitop3
    pub const BITOP3: u64 = 1 << 39;
    /// A transcendental VALU op (CDNA4 ISA Table 12, L1401-L1405): its result needs a wait
    /// state before a non-transcendental VALU reads it.
    pub const TRANS: u64 = 1 << 40;
    /// A `v_cmpx_*` compare: writes EXEC (the hazard rules' V_CMPX producer).
    pub const CMPX: u64 = 1 << 41;
    /// A `v_dot*` dot product (a DL op in the hazard tables); the VOP2 `v_dot*c` accumulators
    /// also keep ABS/NEG bits on their integer sources.
    pub const DOT: u64 = 1 << 42;
    /// A `*_lds_*`/`*_lds` memory load that moves data to LDS at M0 whatever its LDS bit.
    pub const LDS_DMA: u64 = 1 << 43;
    /// A `v_cmp*_class_*` compare: source 1 is a class mask and takes no ABS/NEG.
    pub const CLASS_MASK: u64 = 1 << 44;
    /// `s_setreg*` and the SOPK compares: the destination field is read, not written.
    pub const SDST_READ: u64 = 1 << 45;
    /// A `v_interp_*` interpolation (reads M0 and, on gfx900, LDS through it).
    pub const INTERP: u64 = 1 << 46;
    /// An `s_scratch_*` load or store: SMEM addressing the wave's scratch space.
    pub const SMEM_SCRATCH: u64 = 1 << 47;
    /// The first bit of a MIMG row's address class (4 bits, 0 = one register): an index into
    /// [`super::MIMG_ADDRESS_WIDTHS`] plus one.
    pub const MIMG_ADDR_SHIFT: u32 = 48;
    /// The MIMG address class bits.
    pub const MIMG_ADDR: u64 = 0xf << MIMG_ADDR_SHIFT;
    /// MIMG address widths 1 printed, mask 0xf accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_1_F: u64 = 1 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 2 printed, mask 0xe accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_2_E: u64 = 2 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 2 printed, mask 0x9e accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_2_9E: u64 = 3 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 2 printed, mask 0x1fe accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_2_1FE: u64 = 4 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 2 printed, mask 0x3fe accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_2_3FE: u64 = 5 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 3 printed, mask 0x9c accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_3_9C: u64 = 6 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 3 printed, mask 0xbc accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_3_BC: u64 = 7 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 3 printed, mask 0x3fc accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_3_3FC: u64 = 8 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 3 printed, mask 0x7fc accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_3_7FC: u64 = 9 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 4 printed, mask 0xb8 accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_4_B8: u64 = 10 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 4 printed, mask 0xf8 accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_4_F8: u64 = 11 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 4 printed, mask 0x7f8 accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_4_7F8: u64 = 12 << MIMG_ADDR_SHIFT;
    /// MIMG address widths 4 printed, mask 0xff8 accepted ([`super::mimg_address_widths`]).
    pub const MIMG_ADDR_4_FF8: u64 = 13 << MIMG_ADDR_SHIFT;
    /// `v_movreld_b32`: M0 indexes the destination, an implicit read that takes the constant
    /// bus (llvm-mc 22: no SGPR or literal source but M0 itself) and no DPP form (llvm-mc 22:
    /// "dpp variant of this instruction is not supported").
    pub const MOVREL_DST: u64 = 1 << 52;
    /// An integer VOP3 row whose `clamp` came with GFX9's OP_SEL (`v_alignbit_b32`,
    /// `v_alignbyte_b32`: llvm-mc 22 `-mcpu=gfx803` refuses `clamp` there).
    pub const CLAMP_GFX9: u64 = 1 << 53;
    /// Integer VOP3 sources with abs/neg bits (gfx950's `v_ashr_pk_*_i32`: LLVM's profile gives
    /// them modifiers that llvm-mc 22 decodes and re-encodes but never prints).
    pub const INT_SRC_MODS: u64 = 1 << 54;
    /// An operand-less VOP1 row with DPP and SDWA forms (`v_nop`: llvm-mc 22 assembles
    /// `v_nop_dpp quad_perm:[…]` and `v_nop_sdwa`, and decodes both; `v_clrexcp` has neither).
    pub const BARE_DPP_SDWA: u64 = 1 << 55;
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
    /// Assembly operands, in order.
    pub operands: &'static [Operand],
    /// Flags from [`flags`].
    pub flags: u64,
    /// Semantics.
    pub sem: SemFn,
    /// Emulation fidelity.
    pub fidelity: Fidelity,
    /// One-line summary (the seed's pseudocode, condensed).
    pub summary: &'static str,
}

impl Kind {
    /// Whether the operand's field holds an operand code (register, constant or literal) rather
    /// than a register number of a memory instruction.
    pub const fn is_operand_code(self) -> bool {
        matches!(
            self,
            Kind::Sdst
                | Kind::CmpDst
                | Kind::Sreg
                | Kind::VgprSrc
                | Kind::CarryIn
                | Kind::Ssrc
                | Kind::Vsrc
                | Kind::Vsrc1
                | Kind::MaiSrc(_)
                | Kind::MaiSrcC(_)
        )
    }
}

impl Row {
    /// The opcode on `arch`, if the instruction exists there (from the target's map).
    pub fn opcode_on(&self, arch: Arch) -> Option<u16> {
        crate::isa::targets::opcode(arch, self.op)
    }

    /// Whether the SMEM immediate offset of this row is signed on `arch` (21 bits, the
    /// non-buffer rows of GFX9, whose offset type is I32), else 20-bit unsigned.
    pub fn smem_offset_signed(&self, arch: Arch) -> bool {
        arch.has_smem_signed_offset() && self.operand(Slot::Offset).is_some_and(|o| o.ty == Ty::I32)
    }

    /// The line of its description in `arch`'s seed (the target map's
    /// [`crate::isa::targets::Target::seed`]); 0 if none.
    pub fn doc_line_on(&self, arch: Arch) -> u32 {
        crate::isa::targets::doc_line(arch, self.op)
    }

    /// Number of source slots the instruction reads (0-3).
    pub fn sources(&self) -> usize {
        self.facts().sources as usize
    }

    /// Bit `i` set when source slot `i` holds an operand code (register, constant or literal)
    /// rather than an immediate (`s_set_gpr_idx_on`'s mode bits).
    pub fn code_sources(&self) -> u8 {
        self.facts().code_sources
    }

    /// Bit `i` set when source `i` is a float operand (takes VOP3 abs/neg modifiers).
    pub fn float_sources(&self) -> u8 {
        self.facts().float_sources
    }

    /// The operand stored in `slot`, if any.
    pub fn operand(&self, slot: Slot) -> Option<&'static Operand> {
        self.operands.iter().find(|o| o.slot == slot)
    }

    /// Whether it has a `_e32`/`_e64` pair of encodings (VOP1, VOP2, VOPC, VINTRP); the
    /// `v_madmk`-style rows with a K literal have no VOP3 form.
    pub fn has_e64_form(&self) -> bool {
        matches!(self.format, Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vintrp)
            && !self.has(flags::NO_E64)
            && !self.operands.iter().any(|o| o.kind == Kind::LitK)
    }

    /// Whether the destination is a float (what GCN 1.0/1.1's VOP3 `clamp` applies to: llvm-mc
    /// 22 refuses it on integer and compare results there, [`Arch::has_int_clamp`]).
    pub fn has_float_result(&self) -> bool {
        self.operand(Slot::Dst).is_some_and(|o| o.ty.is_float())
    }

    /// Whether the VOP3 encoding uses the VOP3B layout (a scalar destination in bits 14:8).
    pub fn is_vop3b(&self) -> bool {
        self.facts().vop3b
    }

    /// Whether the encoding always carries a literal dword (K constants, `s_setreg_imm32_b32`).
    pub fn has_fixed_literal(&self) -> bool {
        self.facts().fixed_literal
    }

    /// Whether the assembly mnemonic carries `_e32`/`_e64` (VOP1/VOP2/VOPC rows, except
    /// the ones with a K literal and `v_nop`/`v_clrexcp`, which llvm-mc prints bare).
    pub fn has_suffix(&self) -> bool {
        self.has_e64_form() && !self.operands.is_empty()
    }

    /// Whether the VGPR-only source 0 may be LDS_DIRECT on gfx900 (`v_readlane_b32` and
    /// `v_readfirstlane_b32`, whose destination is scalar; llvm-mc accepts it there).
    pub fn reads_lds_direct(&self) -> bool {
        self.operand(Slot::Src0)
            .is_some_and(|o| o.kind == Kind::VgprSrc && o.ty.dwords() == 1)
            && self.operand(Slot::Dst).is_some_and(|o| o.kind == Kind::Sdst)
    }

    /// Whether the instruction has a DPP form on `arch` (VOP1/VOP2 with a source 0 that may be
    /// a VGPR, no K literal, not the lane/swap moves or `v_movreld_b32`; 64-bit operands only on gfx950, where they
    /// take `row_newbcast` alone; the operand-less [`flags::BARE_DPP_SDWA`] row), as llvm-mc 22 allows.
    pub fn has_dpp(&self, arch: Arch) -> bool {
        arch.has_sdwa_dpp() && (self.has(flags::BARE_DPP_SDWA) || self.has_operand_dpp(arch))
    }

    /// [`Row::has_dpp`] for a row with operands.
    fn has_operand_dpp(&self, arch: Arch) -> bool {
        matches!(self.format, Format::Vop1 | Format::Vop2)
            && self
                .operand(Slot::Src0)
                .is_some_and(|o| !matches!(o.kind, Kind::VgprSrc | Kind::AgprSrc))
            && !self.operands.iter().any(|o| o.kind == Kind::LitK)
            && !self.has(flags::MOVREL_DST)
            && (arch.has_dpp_64bit() || !self.has_wide_dpp_source())
    }

    /// The sources whose VOP3 ABS/NEG bits llvm-mc 22 decodes (kept, and printed on float
    /// operands); a bit elsewhere makes the word invalid. Float-source rows have them on every
    /// source, and the four-entry `op_sel` rows on a third, absent one too; integer rows have
    /// none, except the VOP2 `v_dot*c` accumulators; a class compare's mask (source 1) and a
    /// carry-in have none.
    pub fn modifier_fields(&self) -> u8 {
        self.facts().modifier_fields
    }

    /// Whether a source is 64-bit (gfx900's DPP reads 32-bit sources only; a 64-bit result is
    /// fine, as llvm-mc 22 takes `v_cvt_f64_f32_dpp`).
    pub fn has_wide_dpp_source(&self) -> bool {
        self.operands.iter().any(|o| {
            o.ty.dwords() == 2 && matches!(o.slot, Slot::Src0 | Slot::Src1 | Slot::Src2) && o.kind != Kind::CarryIn
        })
    }

    /// Whether the instruction has an SDWA form (VOP1/VOP2/VOPC with 32-bit operands that may
    /// be VGPRs, no K literal, not flagged [`flags::NO_SDWA`]), as llvm-mc 22 allows. The FP8
    /// conversions take it with their 64-bit result. The operand-less [`flags::BARE_DPP_SDWA`]
    /// row (`v_nop`) has it too: llvm-mc 22 assembles `v_nop_sdwa` to an all-zero SDWA dword
    /// and disassembles it (printed `v_nop`).
    pub fn has_sdwa(&self) -> bool {
        self.has(flags::BARE_DPP_SDWA) || self.has_operand_sdwa()
    }

    /// [`Row::has_sdwa`] for a row with operands.
    fn has_operand_sdwa(&self) -> bool {
        matches!(self.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
            && !self.operands.is_empty()
            && !self.has(flags::NO_SDWA)
            && (self.has(flags::SDWA_SRC_ONLY) || !self.has_wide_dpp_operand())
            && !self.operands.iter().any(|o| o.kind == Kind::LitK)
            && self
                .operand(Slot::Src0)
                .is_none_or(|o| !matches!(o.kind, Kind::VgprSrc | Kind::AgprSrc))
    }

    /// Whether SDWA's output modifier applies: a float result (llvm-mc's HasSDWAOMod), which
    /// the FP8 conversions and `v_pk_fmac_f16` (packed f16) count as.
    pub fn sdwa_float_result(&self) -> bool {
        self.operand(Slot::Dst).is_some_and(|o| o.ty.is_float())
            || self.has(flags::SDWA_SRC_ONLY)
            || self.operand(Slot::Src0).is_some_and(|o| o.ty.is_packed16())
    }

    /// Bit `i` set when source `i` takes SDWA's `sext`: integer operands (not packed f16 ones,
    /// whose SEXT bit llvm-mc's disassembler refuses and whose abs/neg bits it keeps unprinted).
    pub fn sdwa_sext_sources(&self) -> u8 {
        self.operands.iter().fold(0, |m, o| match o.slot {
            Slot::Src0 | Slot::Src1 if !o.ty.is_float() => m | 1 << o.slot_index(),
            _ => m,
        })
    }

    /// Whether an operand is 64 bits wide (gfx950's "DP ALU" DPP: `row_newbcast` only).
    pub fn has_wide_dpp_operand(&self) -> bool {
        self.operands
            .iter()
            .any(|o| o.ty.dwords() == 2 && !matches!(o.kind, Kind::CarryIn | Kind::CarryOut | Kind::CmpDst))
    }

    /// Whether it is an interpolation instruction (VINTRP, or the VOP3-only f16 ones): its
    /// operands are [`Kind::InterpVsrc`]/[`Kind::InterpParam`] and [`Kind::InterpAttr`].
    pub fn is_interp(&self) -> bool {
        self.facts().interp
    }

    /// The number of 16-bit components of a `*_format_d16_*` buffer instruction (`_d16_xyz`:
    /// 3), one per VGPR where d16 data is unpacked ([`crate::Arch::has_packed_d16`]).
    pub fn d16_components(&self) -> Option<u8> {
        let (_, xyzw) = self.name.split_once("_format_d16_")?;
        Some(xyzw.len() as u8)
    }

    /// Whether `flag` (from [`flags`]) is set.
    pub const fn has(&self, flag: u64) -> bool {
        self.flags & flag != 0
    }
}

const fn o(slot: Slot, kind: Kind, ty: Ty) -> Operand {
    Operand { slot, kind, ty }
}

use Kind::*;
use Slot::*;

use flags::*;

/// Fidelity of the rows the executor does not model yet.
#[allow(dead_code)] // for rows not executed yet
const NOT_YET: Fidelity = Fidelity::Unsupported("decoded and encoded; not executed yet");

/// `mnemonic!(ident)` or `mnemonic!(ident, "override")`.
macro_rules! mnemonic {
    ($name:ident) => {
        stringify!($name)
    };
    ($name:ident, $mn:literal) => {
        $mn
    };
}

macro_rules! table {
    ($( $name:ident $(= $mn:literal)? : $fmt:ident $ops:ident, $flags:expr, $sem:expr, $fid:expr,
        $doc:literal; )*) => {
        /// Every instruction, named as LLVM spells its mnemonic.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Op {
            $(
                // In backticks: the seeds' bit ranges (`S0.u[31]`) are not intra-doc links.
                #[doc = concat!("`", $doc, "`")]
                $name,
            )*
        }

        pub(super) const ROWS: &[Row] = &[$(
            Row {
                op: Op::$name,
                name: mnemonic!($name $(, $mn)?),
                format: Format::$fmt,
                operands: $ops,
                flags: $flags,
                sem: $sem,
                fidelity: $fid,
                summary: $doc,
            },
        )*];
    };
}

mod facts;
mod index;
mod rows;
mod signatures;
#[cfg(test)]
mod tests;

pub use index::*;

/// Number of rows (and of [`Op`] variants).
pub(crate) const TABLE_LEN: usize = rows::ROWS.len();
pub use rows::Op;
