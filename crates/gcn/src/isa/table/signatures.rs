//! The operand signatures the rows share: each constant lists an instruction's operands
//! (slot, kind, type) in assembly order; the name spells them out (`VD_F32_VS_F32` = a VGPR
//! f32 destination and one f32 vector source).

use super::*;

pub(super) const VD_F32_VS_PK_V1_PK: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc1, Ty::PkF16),
];
pub(super) const VD_B32_VS_PK_V1_PK: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc1, Ty::PkF16),
];
// VOP3P-MAI operand signatures: MAI_<C/D type>_D<dst dwords>_A<A dwords>_B<B dwords>; the
// sparse ones (MAI_SP_*) have the index VGPR as source 2.
pub(super) const MAI_F32_D16_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::F32),
];
pub(super) const MAI_F32_D16_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::F32),
];
pub(super) const MAI_F32_D16_A4_B4: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::F32),
];
pub(super) const MAI_F32_D16_A8_B8: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(8), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::F32),
];
pub(super) const MAI_F32_D32_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(32), Ty::F32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(32), Ty::F32),
];
pub(super) const MAI_F32_D32_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(32), Ty::F32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(32), Ty::F32),
];
pub(super) const MAI_F32_D4_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::F32),
];
pub(super) const MAI_F32_D4_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::F32),
];
pub(super) const MAI_F32_D4_A4_B4: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::F32),
];
pub(super) const MAI_F32_D4_A8_B8: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(8), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::F32),
];
pub(super) const MAI_F64_D2_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(2), Ty::F64),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(2), Ty::F64),
];
pub(super) const MAI_F64_D8_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(8), Ty::F64),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(8), Ty::F64),
];
pub(super) const MAI_I32_D16_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::I32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::I32),
];
pub(super) const MAI_I32_D16_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::I32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::I32),
];
pub(super) const MAI_I32_D16_A4_B4: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::I32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::I32),
];
pub(super) const MAI_I32_D32_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(32), Ty::I32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(32), Ty::I32),
];
pub(super) const MAI_I32_D4_A1_B1: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::I32),
    o(Src0, MaiSrc(1), Ty::B32),
    o(Src1, MaiSrc(1), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::I32),
];
pub(super) const MAI_I32_D4_A2_B2: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::I32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(2), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::I32),
];
pub(super) const MAI_I32_D4_A4_B4: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::I32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::I32),
];
pub(super) const MAI_SP_F32_D16_A2_B4: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_F32_D16_A4_B8: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_F32_D4_A2_B4: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_F32_D4_A4_B8: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_I32_D16_A2_B4: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::I32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_I32_D16_A4_B8: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::I32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_I32_D4_A2_B4: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::I32),
    o(Src0, MaiSrc(2), Ty::B32),
    o(Src1, MaiSrc(4), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SP_I32_D4_A4_B8: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::I32),
    o(Src0, MaiSrc(4), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, VgprSrc, Ty::B32),
];
pub(super) const MAI_SCALE_D4: &[Operand] = &[
    o(Dst, MaiDst(4), Ty::F32),
    o(Src0, MaiSrc(8), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, MaiSrcC(4), Ty::F32),
    o(ScaleA, MaiScale, Ty::B32),
    o(ScaleB, MaiScale, Ty::B32),
];
pub(super) const MAI_SCALE_D16: &[Operand] = &[
    o(Dst, MaiDst(16), Ty::F32),
    o(Src0, MaiSrc(8), Ty::B32),
    o(Src1, MaiSrc(8), Ty::B32),
    o(Src2, MaiSrcC(16), Ty::F32),
    o(ScaleA, MaiScale, Ty::B32),
    o(ScaleB, MaiScale, Ty::B32),
];
pub(super) const P3_LD_SCALE: &[Operand] = &[o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::B32)];
pub(super) const ACC_READ: &[Operand] = &[o(Dst, Vdst, Ty::B32), o(Src0, AgprSrc, Ty::B32)];
pub(super) const ACC_WRITE: &[Operand] = &[o(Dst, AgprDst, Ty::B32), o(Src0, Vsrc, Ty::B32)];
pub(super) const ACC_MOV: &[Operand] = &[o(Dst, AgprDst, Ty::B32), o(Src0, AgprSrc, Ty::B32)];

pub(super) const SR_B64: &[Operand] = &[o(Src0, Sreg, Ty::B64)];
pub(super) const SR_B32: &[Operand] = &[o(Src0, Sreg, Ty::B32)];
pub(super) const SD_B32_SR_B32: &[Operand] = &[o(Dst, Sdst, Ty::B32), o(Src0, Sreg, Ty::B32)];
pub(super) const SD_B64_SR_B64: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Src0, Sreg, Ty::B64)];
pub(super) const SD_B32_VR_B32: &[Operand] = &[o(Dst, Sdst, Ty::B32), o(Src0, VgprSrc, Ty::B32)];
pub(super) const VD_B32_VR_B32: &[Operand] = &[o(Dst, Vdst, Ty::B32), o(Src0, VgprSrc, Ty::B32)];
pub(super) const SD_B32_VR_B32_SS_B32: &[Operand] =
    &[o(Dst, Sdst, Ty::B32), o(Src0, VgprSrc, Ty::B32), o(Src1, Ssrc, Ty::B32)];

pub(super) const CD_B64_VS_F16_V1_U32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc1, Ty::U32)];
pub(super) const VD_F16_VS_U32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_B32_VS_F16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_F16_VS_F16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_F16_VS_F16_V1_I16F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc1, Ty::I16F16),
];
pub(super) const VD_I32_VS_I16_VS_I16_VS_I32: &[Operand] = &[
    o(Dst, Vdst, Ty::I32),
    o(Src0, Vsrc, Ty::I16),
    o(Src1, Vsrc, Ty::I16),
    o(Src2, Vsrc, Ty::I32),
];
pub(super) const VD_U32_VS_U16_VS_U16_VS_U32: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(Src0, Vsrc, Ty::U16),
    o(Src1, Vsrc, Ty::U16),
    o(Src2, Vsrc, Ty::U32),
];
pub(super) const VD_U16_VS_U32_VS_U32_VS_U32: &[Operand] = &[
    o(Dst, Vdst, Ty::U16),
    o(Src0, Vsrc, Ty::U32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U32),
];
pub(super) const VD_F32_VS_BF16: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::BF16)];
pub(super) const VD_W6_VS_W16_VS_W16_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::W6),
    o(Src0, Vsrc, Ty::W16),
    o(Src1, Vsrc, Ty::W16),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_W6_VS_W32_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::W6),
    o(Src0, Vsrc, Ty::W32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_W32_VS_W6_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::W32), o(Src0, Vsrc, Ty::W6), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_W6_VS_W16_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::W6), o(Src0, Vsrc, Ty::W16), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_W6_VS_W16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::W6),
    o(Src0, Vsrc, Ty::W16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_W16_VS_W6_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::W16), o(Src0, Vsrc, Ty::W6), o(Src1, Vsrc, Ty::F32)];
/// Source 0 is two f32 values in a VGPR pair, with float modifiers (llvm-mc 22 prints and
/// assembles `-v[98:99]`, `|v[98:99]|`).
pub(super) const VD_F32_VR_PKF32_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, VgprSrc, Ty::PkF32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
// Operand signatures, named by kind and type of each operand in order
// (SD sdst, SS ssrc, SR register-only ssrc, VR VGPR-only source, VD vdst, VS vsrc, V1 vsrc1, CD compare destination, CO carry-out,
// CI carry-in, LB label, IM imm16, OI optional imm16, HW hwreg, WC waitcnt, SM sendmsg,
// GI gpr_idx, LK K literal, LT 32-bit literal).
pub(super) const SD_U32_SS_U32_SS_U32: &[Operand] =
    &[o(Dst, Sdst, Ty::U32), o(Src0, Ssrc, Ty::U32), o(Src1, Ssrc, Ty::U32)];
pub(super) const SD_I32_SS_I32_SS_I32: &[Operand] =
    &[o(Dst, Sdst, Ty::I32), o(Src0, Ssrc, Ty::I32), o(Src1, Ssrc, Ty::I32)];
pub(super) const SD_B32_SS_B32_SS_B32: &[Operand] =
    &[o(Dst, Sdst, Ty::B32), o(Src0, Ssrc, Ty::B32), o(Src1, Ssrc, Ty::B32)];
pub(super) const SD_B64_SS_B64_SS_B64: &[Operand] =
    &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::B64), o(Src1, Ssrc, Ty::B64)];
pub(super) const SD_B64_SS_B64_SS_U32: &[Operand] =
    &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::B64), o(Src1, Ssrc, Ty::U32)];
pub(super) const SD_I64_SS_I64_SS_I32: &[Operand] =
    &[o(Dst, Sdst, Ty::I64), o(Src0, Ssrc, Ty::I64), o(Src1, Ssrc, Ty::I32)];
pub(super) const SD_B64_SS_U32_SS_U32: &[Operand] =
    &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::U32), o(Src1, Ssrc, Ty::U32)];
pub(super) const SD_U64_SS_U64_SS_U32: &[Operand] =
    &[o(Dst, Sdst, Ty::U64), o(Src0, Ssrc, Ty::U64), o(Src1, Ssrc, Ty::U32)];
pub(super) const SS_B64_SS_B64: &[Operand] = &[o(Src0, Ssrc, Ty::B64), o(Src1, Ssrc, Ty::B64)];
pub(super) const SS_B64_SS_U32: &[Operand] = &[o(Src0, Ssrc, Ty::B64), o(Src1, Ssrc, Ty::U32)];
pub(super) const SD_I32_IM_U32: &[Operand] = &[o(Dst, Sdst, Ty::I32), o(Simm16, Imm16, Ty::U32)];
pub(super) const SD_U32_IM_U32: &[Operand] = &[o(Dst, Sdst, Ty::U32), o(Simm16, Imm16, Ty::U32)];
pub(super) const SD_B64_LB_U32: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Simm16, Label, Ty::U32)];
pub(super) const SD_B32_HW_U32: &[Operand] = &[o(Dst, Sdst, Ty::B32), o(Simm16, Hwreg, Ty::U32)];
pub(super) const HW_U32_SD_B32: &[Operand] = &[o(Simm16, Hwreg, Ty::U32), o(Dst, Sdst, Ty::B32)];
pub(super) const HW_U32_LT_U32: &[Operand] = &[o(Simm16, Hwreg, Ty::U32), o(Literal, Lit32, Ty::U32)];
pub(super) const SD_B32_SS_B32: &[Operand] = &[o(Dst, Sdst, Ty::B32), o(Src0, Ssrc, Ty::B32)];
pub(super) const SD_B64_SS_B64: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::B64)];
pub(super) const SD_I32_SS_B32: &[Operand] = &[o(Dst, Sdst, Ty::I32), o(Src0, Ssrc, Ty::B32)];
pub(super) const SD_I32_SS_B64: &[Operand] = &[o(Dst, Sdst, Ty::I32), o(Src0, Ssrc, Ty::B64)];
pub(super) const SD_I32_SS_I32: &[Operand] = &[o(Dst, Sdst, Ty::I32), o(Src0, Ssrc, Ty::I32)];
pub(super) const SD_I32_SS_I64: &[Operand] = &[o(Dst, Sdst, Ty::I32), o(Src0, Ssrc, Ty::I64)];
pub(super) const SD_B64_SS_U32: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::U32)];
pub(super) const SD_B64: &[Operand] = &[o(Dst, Sdst, Ty::B64)];
pub(super) const SS_B32: &[Operand] = &[o(Src0, Ssrc, Ty::B32)];
pub(super) const SD_B64_SS_B32: &[Operand] = &[o(Dst, Sdst, Ty::B64), o(Src0, Ssrc, Ty::B32)];
pub(super) const SS_I32_SS_I32: &[Operand] = &[o(Src0, Ssrc, Ty::I32), o(Src1, Ssrc, Ty::I32)];
pub(super) const SS_U32_SS_U32: &[Operand] = &[o(Src0, Ssrc, Ty::U32), o(Src1, Ssrc, Ty::U32)];
pub(super) const SS_B32_SS_B32: &[Operand] = &[o(Src0, Ssrc, Ty::B32), o(Src1, Ssrc, Ty::B32)];
pub(super) const SS_B32_GI_U32: &[Operand] = &[o(Src0, Ssrc, Ty::B32), o(Src1, GprIdx, Ty::U32)];
pub(super) const SS_U64_SS_U64: &[Operand] = &[o(Src0, Ssrc, Ty::U64), o(Src1, Ssrc, Ty::U64)];
pub(super) const IM_U32: &[Operand] = &[o(Simm16, Imm16, Ty::U32)];
pub(super) const OI_U32: &[Operand] = &[o(Simm16, OptImm16, Ty::U32)];
pub(super) const LB_U32: &[Operand] = &[o(Simm16, Label, Ty::U32)];
pub(super) const WC_U32: &[Operand] = &[o(Simm16, Waitcnt, Ty::U32)];
pub(super) const SM_U32: &[Operand] = &[o(Simm16, Sendmsg, Ty::U32)];
pub(super) const GI_U32: &[Operand] = &[o(Simm16, GprIdx, Ty::U32)];
pub(super) const NO_OPERANDS: &[Operand] = &[];
// VOP3P operand signatures (destination type, then each source type).
pub(super) const P3_B32_B32_B32: &[Operand] = &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::B32)];
pub(super) const P3_B32_B32_B32_B32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::B32),
    o(Src1, Vsrc, Ty::B32),
    o(Src2, Vsrc, Ty::B32),
];
pub(super) const P3_PKB32_PKB32_PKB32: &[Operand] = &[
    o(Dst, Vdst, Ty::PkB32),
    o(Src0, Vsrc, Ty::PkB32),
    o(Src1, Vsrc, Ty::PkB32),
];
pub(super) const P3_F32_PKF16_PKF16_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc, Ty::PkF16),
    o(Src2, Vsrc, Ty::F32),
];
/// v_dot2_f32_bf16: packed bf16 sources (LLVM's VOP3P_DOT2_F32_BF16 takes v2bf16), so the
/// double text of 1/(2π) is a bf16 literal (0x3e23), not inline constant 248.
pub(super) const P3_F32_PKBF16_PKBF16_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::PkBF16),
    o(Src1, Vsrc, Ty::PkBF16),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const P3_PKF32_PKF32_PKF32: &[Operand] = &[
    o(Dst, Vdst, Ty::PkF32),
    o(Src0, Vsrc, Ty::PkF32),
    o(Src1, Vsrc, Ty::PkF32),
];
pub(super) const P3_PKF32_PKF32_PKF32_PKF32: &[Operand] = &[
    o(Dst, Vdst, Ty::PkF32),
    o(Src0, Vsrc, Ty::PkF32),
    o(Src1, Vsrc, Ty::PkF32),
    o(Src2, Vsrc, Ty::PkF32),
];
pub(super) const P3_PKF16_PKF16_PKF16: &[Operand] = &[
    o(Dst, Vdst, Ty::PkF16),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc, Ty::PkF16),
];
pub(super) const P3_PKF16_PKF16_PKF16_PKF16: &[Operand] = &[
    o(Dst, Vdst, Ty::PkF16),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc, Ty::PkF16),
    o(Src2, Vsrc, Ty::PkF16),
];

pub(super) const P3_F32_F16_F16_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc, Ty::F16),
    o(Src2, Vsrc, Ty::F16),
];

// VINTRP and the VOP3 interpolation rows: destination, I/J VGPR (or parameter), attribute,
// and the f16 rows' third source.
pub(super) const INTERP_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, InterpVsrc, Ty::F32),
    o(Simm16, InterpAttr, Ty::F32),
];
pub(super) const INTERP_MOV: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, InterpParam, Ty::U32),
    o(Simm16, InterpAttr, Ty::F32),
];
pub(super) const INTERP_F32_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, InterpVsrc, Ty::F32),
    o(Simm16, InterpAttr, Ty::F16),
];
pub(super) const INTERP_F32_F16_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, InterpVsrc, Ty::F32),
    o(Simm16, InterpAttr, Ty::F16),
    o(Src2, VgprSrc, Ty::F16),
];
pub(super) const INTERP_F16_F16_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, InterpVsrc, Ty::F32),
    o(Simm16, InterpAttr, Ty::F16),
    o(Src2, VgprSrc, Ty::F32),
];
// MIMG: data, address, resource (and sampler).
pub(super) const MIMG_LD: &[Operand] = &[
    o(Dst, MimgData, Ty::W4),
    o(Src0, MimgAddr, Ty::B32),
    o(Src2, MimgRsrc, Ty::W8),
];
pub(super) const MIMG_ST: &[Operand] = &[
    o(Src1, MimgData, Ty::W4),
    o(Src0, MimgAddr, Ty::B32),
    o(Src2, MimgRsrc, Ty::W8),
];
pub(super) const MIMG_AT: &[Operand] = &[
    o(Src1, MimgData, Ty::B32),
    o(Src0, MimgAddr, Ty::B32),
    o(Src2, MimgRsrc, Ty::W8),
];
pub(super) const MIMG_AT2: &[Operand] = &[
    o(Src1, MimgData, Ty::B64),
    o(Src0, MimgAddr, Ty::B32),
    o(Src2, MimgRsrc, Ty::W8),
];
pub(super) const MIMG_SMP: &[Operand] = &[
    o(Dst, MimgData, Ty::W4),
    o(Src0, MimgAddr, Ty::B32),
    o(Src2, MimgRsrc, Ty::W8),
    o(Saddr, MimgSamp, Ty::W4),
];
// EXP: target and four sources.
pub(super) const EXP_OPS: &[Operand] = &[
    o(Simm16, ExpTarget, Ty::U32),
    o(Offset, ExpSrc(0), Ty::B32),
    o(Offset, ExpSrc(1), Ty::B32),
    o(Offset, ExpSrc(2), Ty::B32),
    o(Offset, ExpSrc(3), Ty::B32),
];
// MUBUF/MTBUF operand signatures: VDn loaded data of n dwords, Dn stored (or atomic) data;
// then address, resource, SOFFSET and the offset (MTBUF adds its format).
pub(super) const BUF_LDS_STORE: &[Operand] = &[
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_VD1: &[Operand] = &[
    o(Dst, BufData, Ty::B32),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_VD2: &[Operand] = &[
    o(Dst, BufData, Ty::B64),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_VD3: &[Operand] = &[
    o(Dst, BufData, Ty::W3),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_VD4: &[Operand] = &[
    o(Dst, BufData, Ty::W4),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_D1: &[Operand] = &[
    o(Src1, BufData, Ty::B32),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_D2: &[Operand] = &[
    o(Src1, BufData, Ty::B64),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_D3: &[Operand] = &[
    o(Src1, BufData, Ty::W3),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const BUF_D4: &[Operand] = &[
    o(Src1, BufData, Ty::W4),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_VD1: &[Operand] = &[
    o(Dst, BufData, Ty::B32),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_VD2: &[Operand] = &[
    o(Dst, BufData, Ty::B64),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_VD3: &[Operand] = &[
    o(Dst, BufData, Ty::W3),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_VD4: &[Operand] = &[
    o(Dst, BufData, Ty::W4),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_D1: &[Operand] = &[
    o(Src1, BufData, Ty::B32),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_D2: &[Operand] = &[
    o(Src1, BufData, Ty::B64),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_D3: &[Operand] = &[
    o(Src1, BufData, Ty::W3),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
pub(super) const TBUF_D4: &[Operand] = &[
    o(Src1, BufData, Ty::W4),
    o(Src0, BufAddr, Ty::B32),
    o(Src2, BufRsrc, Ty::W4),
    o(Saddr, BufSoffset, Ty::B32),
    o(Simm16, BufFormat, Ty::U32),
    o(Offset, BufOffset, Ty::U32),
];
// Flat operand signatures: RDn returning-atomic destination, VDn destination, A address,
// Dn data, SP/SS SGPR pair/single SADDR, OU/OS unsigned/signed offset.
pub(super) const FL_A_D1_OU: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B32),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_A_D1_SP_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D1_SS_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B32),
    o(Src1, FlatData, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D2_OU: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_A_D2_SP_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D2_SS_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B32),
    o(Src1, FlatData, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D3_OU: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W3),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_A_D3_SP_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W3),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D3_SS_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B32),
    o(Src1, FlatData, Ty::W3),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D4_OU: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W4),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_A_D4_SP_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W4),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_D4_SS_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B32),
    o(Src1, FlatData, Ty::W4),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_SP_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_A_SS_OS: &[Operand] = &[
    o(Src0, FlatAddr, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_RD1_A_D1_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B32),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_RD1_A_D1_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_RD1_A_D2_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_RD1_A_D2_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_RD2_A_D2_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_RD2_A_D2_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_RD2_A_D4_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W4),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_RD2_A_D4_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Src1, FlatData, Ty::W4),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD1_A_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_VD1_A_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD1_A_SS_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B32),
    o(Src0, FlatAddr, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD2_A_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_VD2_A_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD2_A_SS_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::B64),
    o(Src0, FlatAddr, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD3_A_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W3),
    o(Src0, FlatAddr, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_VD3_A_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W3),
    o(Src0, FlatAddr, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD3_A_SS_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W3),
    o(Src0, FlatAddr, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD4_A_OU: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W4),
    o(Src0, FlatAddr, Ty::B64),
    o(Offset, FlatOffset, Ty::U32),
];
pub(super) const FL_VD4_A_SP_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W4),
    o(Src0, FlatAddr, Ty::B64),
    o(Saddr, FlatSaddr, Ty::B64),
    o(Offset, FlatOffset, Ty::I32),
];
pub(super) const FL_VD4_A_SS_OS: &[Operand] = &[
    o(Dst, FlatVdst, Ty::W4),
    o(Src0, FlatAddr, Ty::B32),
    o(Saddr, FlatSaddr, Ty::B32),
    o(Offset, FlatOffset, Ty::I32),
];

// DS operand signatures: VDn destination of n dwords, A address, GD a GWS data operand in the
// ADDR field, Xn/Yn data0/data1, O offset, O2 offset0/offset1, SW swizzle.
pub(super) const DS_A_O: &[Operand] = &[o(Src0, VgprSrc, Ty::B32), o(Offset, DsOffset, Ty::U32)];
pub(super) const DS_A_X1_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_A_X1_Y1_O2: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Src2, DsData, Ty::B32),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_A_X1_Y1_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Src2, DsData, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_A_X2_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_A_X2_Y2_O2: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Src2, DsData, Ty::B64),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_A_X2_Y2_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Src2, DsData, Ty::B64),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_A_X3_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::W3),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_A_X4_O: &[Operand] = &[
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::W4),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_GD_O: &[Operand] = &[o(Src0, DsData, Ty::B32), o(Offset, DsOffset, Ty::U32)];
pub(super) const DS_O: &[Operand] = &[o(Offset, DsOffset, Ty::U32)];
pub(super) const DS_VD1_A_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B32),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD1_A_SW: &[Operand] = &[
    o(Dst, DsVdst, Ty::B32),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, Swizzle, Ty::U32),
];
pub(super) const DS_VD1_A_X1_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B32),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD1_A_X1_Y1_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B32),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Src2, DsData, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD1_O: &[Operand] = &[o(Dst, DsVdst, Ty::B32), o(Offset, DsOffset, Ty::U32)];
pub(super) const DS_VD2_A_O2: &[Operand] = &[
    o(Dst, DsVdst, Ty::B64),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_VD2_A_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B64),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD2_A_X1_Y1_O2: &[Operand] = &[
    o(Dst, DsVdst, Ty::B64),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B32),
    o(Src2, DsData, Ty::B32),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_VD2_A_X2_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B64),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD2_A_X2_Y2_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::B64),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Src2, DsData, Ty::B64),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD3_A_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::W3),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD4_A_O2: &[Operand] = &[
    o(Dst, DsVdst, Ty::W4),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_VD4_A_O: &[Operand] = &[
    o(Dst, DsVdst, Ty::W4),
    o(Src0, VgprSrc, Ty::B32),
    o(Offset, DsOffset, Ty::U32),
];
pub(super) const DS_VD4_A_X2_Y2_O2: &[Operand] = &[
    o(Dst, DsVdst, Ty::W4),
    o(Src0, VgprSrc, Ty::B32),
    o(Src1, DsData, Ty::B64),
    o(Src2, DsData, Ty::B64),
    o(Offset, DsOffset2, Ty::U32),
];
pub(super) const DS_X1_O: &[Operand] = &[o(Src1, DsData, Ty::B32), o(Offset, DsOffset, Ty::U32)];

// SMEM operand signatures: LD/ST/AT data (loaded, stored, atomic), SB base (pair or quad),
// OS signed 21-bit / OU unsigned 20-bit offset, I7 `s_atc_probe`'s immediate.
pub(super) const SMEM_SD_B64: &[Operand] = &[o(Dst, Sdata, Ty::B64)];
pub(super) const SMEM_SB_B64_OS: &[Operand] = &[o(Src0, Sbase, Ty::B64), o(Offset, SmemOffset, Ty::I32)];
pub(super) const SMEM_I7_SB_B64_OS: &[Operand] = &[
    o(Simm16, Imm7, Ty::U32),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_I7_SB_W4_OU: &[Operand] = &[
    o(Simm16, Imm7, Ty::U32),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_LD_B32_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_LD_B32_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_LD_B64_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_LD_B64_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_LD_W4_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_LD_W4_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_LD_W8_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::W8),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_LD_W8_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::W8),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_LD_W16_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::W16),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_LD_W16_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::W16),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_ST_B32_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_ST_B32_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_ST_B64_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_ST_B64_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_ST_W4_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_ST_W4_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_AT_B32_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_AT_B32_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B32),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_AT_B64_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_AT_B64_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::B64),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];
pub(super) const SMEM_AT_W4_SB_B64_OS: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::B64),
    o(Offset, SmemOffset, Ty::I32),
];
pub(super) const SMEM_AT_W4_SB_W4_OU: &[Operand] = &[
    o(Dst, Sdata, Ty::W4),
    o(Src0, Sbase, Ty::W4),
    o(Offset, SmemOffset, Ty::U32),
];

pub(super) const VD_B32_VS_F32_V1_F32_CI_B64: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc1, Ty::F32),
    o(Src2, CarryIn, Ty::B64),
];
pub(super) const VD_F32_VS_PKBF16_V1_PKBF16: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::PkBF16),
    o(Src1, Vsrc1, Ty::PkBF16),
];
pub(super) const VD_F32_VS_F32_V1_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
pub(super) const VD_F64_VS_F64_V1_F64: &[Operand] =
    &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::F64), o(Src1, Vsrc1, Ty::F64)];
pub(super) const VD_I32_VS_I32_V1_I32: &[Operand] =
    &[o(Dst, Vdst, Ty::I32), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc1, Ty::I32)];
pub(super) const VD_U32_VS_U32_V1_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const VD_B32_VS_B32_V1_B32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc1, Ty::B32)];
pub(super) const VD_F32_VS_F32_LK_F32_V1_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F32),
    o(Literal, LitK, Ty::F32),
    o(Src1, Vsrc1, Ty::F32),
];
pub(super) const VD_F32_VS_F32_V1_F32_LK_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc1, Ty::F32),
    o(Literal, LitK, Ty::F32),
];
pub(super) const VD_U32_CO_B64_VS_U32_V1_U32: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::U32),
    o(Src1, Vsrc1, Ty::U32),
];
pub(super) const VD_U32_CO_B64_VS_U32_V1_U32_CI_B64: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::U32),
    o(Src1, Vsrc1, Ty::U32),
    o(Src2, CarryIn, Ty::B64),
];
pub(super) const VD_F16_VS_F16_V1_F16: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc1, Ty::F16)];
pub(super) const VD_F16_VS_F16_LK_F16_V1_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::F16),
    o(Literal, LitK, Ty::F16),
    o(Src1, Vsrc1, Ty::F16),
];
pub(super) const VD_F16_VS_F16_V1_F16_LK_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc1, Ty::F16),
    o(Literal, LitK, Ty::F16),
];
pub(super) const VD_U16_VS_U16_V1_U16: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::U16), o(Src1, Vsrc1, Ty::U16)];
pub(super) const VD_B16_VS_B16_V1_B16: &[Operand] =
    &[o(Dst, Vdst, Ty::B16), o(Src0, Vsrc, Ty::B16), o(Src1, Vsrc1, Ty::B16)];
pub(super) const VD_I16_VS_I16_V1_I16: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::I16), o(Src1, Vsrc1, Ty::I16)];
pub(super) const VD_B32_VS_B32: &[Operand] = &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::B32)];
pub(super) const VD_I32_VS_F64: &[Operand] = &[o(Dst, Vdst, Ty::I32), o(Src0, Vsrc, Ty::F64)];
pub(super) const VD_F64_VS_I32: &[Operand] = &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::I32)];
pub(super) const VD_F32_VS_I32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::I32)];
pub(super) const VD_F32_VS_U32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::U32)];
pub(super) const VD_U32_VS_F32: &[Operand] = &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::F32)];
pub(super) const VD_I32_VS_F32: &[Operand] = &[o(Dst, Vdst, Ty::I32), o(Src0, Vsrc, Ty::F32)];
pub(super) const VD_F16_VS_F32: &[Operand] = &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F32)];
pub(super) const VD_F32_VS_F16: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F16)];
pub(super) const VD_F32_VS_F64: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F64)];
pub(super) const VD_F64_VS_F32: &[Operand] = &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::F32)];
pub(super) const VD_U32_VS_F64: &[Operand] = &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::F64)];
pub(super) const VD_F64_VS_U32: &[Operand] = &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::U32)];
pub(super) const VD_F64_VS_F64: &[Operand] = &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::F64)];
pub(super) const VD_F32_VS_F32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32)];
pub(super) const VD_U32_VS_U32: &[Operand] = &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::U32)];
pub(super) const VD_I32_VS_I32: &[Operand] = &[o(Dst, Vdst, Ty::I32), o(Src0, Vsrc, Ty::I32)];
pub(super) const VD_F16_VS_U16: &[Operand] = &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::U16)];
pub(super) const VD_F16_VS_I16: &[Operand] = &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::I16)];
pub(super) const VD_U16_VS_F16: &[Operand] = &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::F16)];
pub(super) const VD_I16_VS_F16: &[Operand] = &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::F16)];
pub(super) const VD_F16_VS_F16: &[Operand] = &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F16)];
pub(super) const VD_B64_VS_U64: &[Operand] = &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::U64)];
pub(super) const VD_F32_VS_B32: &[Operand] = &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::B32)];
pub(super) const VD_B64_VS_U32: &[Operand] = &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::U32)];
pub(super) const VD_B64_VS_B32: &[Operand] = &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::B32)];
pub(super) const CD_B64_VS_F32_V1_U32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const CD_B64_VS_F64_V1_U32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F64), o(Src1, Vsrc1, Ty::U32)];
pub(super) const CD_B64_VS_F16_V1_F16: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc1, Ty::F16)];
pub(super) const CD_B64_VS_F32_V1_F32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
pub(super) const CD_B64_VS_F64_V1_F64: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::F64), o(Src1, Vsrc1, Ty::F64)];
pub(super) const CD_B64_VS_I16_V1_I16: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::I16), o(Src1, Vsrc1, Ty::I16)];
pub(super) const CD_B64_VS_U16_V1_U16: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::U16), o(Src1, Vsrc1, Ty::U16)];
pub(super) const CD_B64_VS_I32_V1_I32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc1, Ty::I32)];
pub(super) const CD_B64_VS_U32_V1_U32: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const CD_B64_VS_I64_V1_I64: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::I64), o(Src1, Vsrc1, Ty::I64)];
pub(super) const CD_B64_VS_U64_V1_U64: &[Operand] =
    &[o(Dst, CmpDst, Ty::B64), o(Src0, Vsrc, Ty::U64), o(Src1, Vsrc1, Ty::U64)];
pub(super) const VD_F32_VS_F32_VS_F32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::F32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_I32_VS_I32_VS_I32_VS_I32: &[Operand] = &[
    o(Dst, Vdst, Ty::I32),
    o(Src0, Vsrc, Ty::I32),
    o(Src1, Vsrc, Ty::I32),
    o(Src2, Vsrc, Ty::I32),
];
pub(super) const VD_U32_VS_U32_VS_U32_VS_U32: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(Src0, Vsrc, Ty::U32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U32),
];
pub(super) const VD_B32_VS_B32_VS_B32_VS_B32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::B32),
    o(Src1, Vsrc, Ty::B32),
    o(Src2, Vsrc, Ty::B32),
];
pub(super) const VD_F64_VS_F64_VS_F64_VS_F64: &[Operand] = &[
    o(Dst, Vdst, Ty::F64),
    o(Src0, Vsrc, Ty::F64),
    o(Src1, Vsrc, Ty::F64),
    o(Src2, Vsrc, Ty::F64),
];
pub(super) const VD_U16_VS_U16_VS_U16_VS_U16: &[Operand] = &[
    o(Dst, Vdst, Ty::U16),
    o(Src0, Vsrc, Ty::U16),
    o(Src1, Vsrc, Ty::U16),
    o(Src2, Vsrc, Ty::U16),
];
pub(super) const VD_U32_VS_F32_VS_U32_VS_U32: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U32),
];
pub(super) const VD_F32_CO_B64_VS_F32_VS_F32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::F32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_F64_CO_B64_VS_F64_VS_F64_VS_F64: &[Operand] = &[
    o(Dst, Vdst, Ty::F64),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::F64),
    o(Src1, Vsrc, Ty::F64),
    o(Src2, Vsrc, Ty::F64),
];
pub(super) const VD_B64_VS_U64_VS_U32_VS_U64: &[Operand] = &[
    o(Dst, Vdst, Ty::B64),
    o(Src0, Vsrc, Ty::U64),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U64),
];
pub(super) const VD_W4_VS_U64_VS_U32_VS_W4: &[Operand] = &[
    o(Dst, Vdst, Ty::W4),
    o(Src0, Vsrc, Ty::U64),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::W4),
];
pub(super) const VD_U64_CO_B64_VS_U32_VS_U32_VS_U64: &[Operand] = &[
    o(Dst, Vdst, Ty::U64),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::U32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U64),
];
pub(super) const VD_I64_CO_B64_VS_I32_VS_I32_VS_I64: &[Operand] = &[
    o(Dst, Vdst, Ty::I64),
    o(SdstField, CarryOut, Ty::B64),
    o(Src0, Vsrc, Ty::I32),
    o(Src1, Vsrc, Ty::I32),
    o(Src2, Vsrc, Ty::I64),
];
pub(super) const VD_F16_VS_F16_VS_F16_VS_F16: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::F16),
    o(Src1, Vsrc, Ty::F16),
    o(Src2, Vsrc, Ty::F16),
];
pub(super) const VD_I16_VS_I16_VS_I16_VS_I16: &[Operand] = &[
    o(Dst, Vdst, Ty::I16),
    o(Src0, Vsrc, Ty::I16),
    o(Src1, Vsrc, Ty::I16),
    o(Src2, Vsrc, Ty::I16),
];
pub(super) const VD_U32_VS_F32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_F64_VS_F64_VS_F64: &[Operand] =
    &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::F64), o(Src1, Vsrc, Ty::F64)];
pub(super) const VD_F64_VS_F64_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::F64), o(Src0, Vsrc, Ty::F64), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_U32_VS_U32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_I32_VS_I32_VS_I32: &[Operand] =
    &[o(Dst, Vdst, Ty::I32), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc, Ty::I32)];
pub(super) const VD_F32_VS_F32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_B32_SS_B32_SS_B32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Ssrc, Ty::B32), o(Src1, Ssrc, Ty::B32)];
pub(super) const VD_U32_VS_B32_VS_B32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::B32)];
pub(super) const VD_B64_VS_U32_VS_U64: &[Operand] =
    &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::U64)];
pub(super) const VD_I64_VS_I32_VS_I64: &[Operand] =
    &[o(Dst, Vdst, Ty::I64), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc, Ty::I64)];
pub(super) const VD_B32_VS_B32_VS_B32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::B32)];
pub(super) const VD_I16_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_U16_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_F16_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_U16_VS_U32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_I16_VS_I32_VS_I32: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc, Ty::I32)];
pub(super) const VD_I16_VS_F16_VS_F16: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc, Ty::F16)];
pub(super) const VD_U16_VS_F16_VS_F16: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc, Ty::F16)];
pub(super) const VD_I16_VS_I16_VS_I16: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::I16), o(Src1, Vsrc, Ty::I16)];
pub(super) const VD_B32_VS_F16_VS_F16: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::F16), o(Src1, Vsrc, Ty::F16)];
pub(super) const VD_U64_VS_U64_VS_U32_VS_U64: &[Operand] = &[
    o(Dst, Vdst, Ty::U64),
    o(Src0, Vsrc, Ty::U64),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::U64),
];
pub(super) const VD_B16_VS_B16_VS_B16_VS_B16: &[Operand] = &[
    o(Dst, Vdst, Ty::B16),
    o(Src0, Vsrc, Ty::B16),
    o(Src1, Vsrc, Ty::B16),
    o(Src2, Vsrc, Ty::B16),
];
pub(super) const VD_B32_VS_F32_VS_F32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::F32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_F32_VS_F32_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_B32_VS_F32_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::F32),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_B64_VS_U32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_B64_VS_B32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_F32_VS_U32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_F32_VS_B32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_BF16_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::BF16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_B32_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
// gfx950's stochastic-rounding conversions: S0 the value(s), S1 the 32-bit random seed (no
// modifiers; f32 bit patterns are its inline constants), S2 the scale (llvm-mc's operand rules).
pub(super) const VD_BF16_VS_BF16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::BF16),
    o(Src0, Vsrc, Ty::BF16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_F16_VS_PKF16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::F16),
    o(Src0, Vsrc, Ty::PkF16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_BF16_VS_PKBF16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::BF16),
    o(Src0, Vsrc, Ty::PkBF16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
pub(super) const VD_B32_VS_BF16_VS_U32_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::B32),
    o(Src0, Vsrc, Ty::BF16),
    o(Src1, Vsrc, Ty::U32),
    o(Src2, Vsrc, Ty::F32),
];
// Packed 16-bit sources of gfx950's scaled conversions: a 32-bit value, f16/bf16 inline
// constants in the low half.
pub(super) const VD_F16_VS_PKF16_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::PkF16), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_B32_VS_PKF16_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::PkF16), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_BF16_VS_PKBF16_VS_F32: &[Operand] = &[
    o(Dst, Vdst, Ty::BF16),
    o(Src0, Vsrc, Ty::PkBF16),
    o(Src1, Vsrc, Ty::F32),
];
pub(super) const VD_B32_VS_PKBF16_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::PkBF16), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_BF16_VS_U32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::BF16), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_F16_VS_B32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_U32_VS_I32_VS_I32_VS_I32: &[Operand] = &[
    o(Dst, Vdst, Ty::U32),
    o(Src0, Vsrc, Ty::I32),
    o(Src1, Vsrc, Ty::I32),
    o(Src2, Vsrc, Ty::I32),
];
pub(super) const VD_BF16_VS_B32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::BF16), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_F32_VS_F32_VS_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::F32)];
pub(super) const VD_B32_VS_F32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::B32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_F16_VS_F32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_BF16_VS_F32_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::BF16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc, Ty::U32)];
// GCN 1.0/1.1's unreversed 64-bit shifts: the value first, the shift count second.
pub(super) const VD_B64_VS_U64_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::B64), o(Src0, Vsrc, Ty::U64), o(Src1, Vsrc, Ty::U32)];
pub(super) const VD_I64_VS_I64_VS_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::I64), o(Src0, Vsrc, Ty::I64), o(Src1, Vsrc, Ty::U32)];
// GCN 1.0/1.1's VOP2 forms of what GFX9 has as VOP3-only rows.
pub(super) const VD_U32_VS_B32_V1_B32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::B32), o(Src1, Vsrc1, Ty::B32)];
pub(super) const VD_F32_VS_F32_V1_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::F32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const VD_U32_VS_F32_V1_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U32), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const VD_I16_VS_F32_V1_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
pub(super) const VD_U16_VS_F32_V1_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
pub(super) const VD_F16_VS_F32_V1_F32: &[Operand] =
    &[o(Dst, Vdst, Ty::F16), o(Src0, Vsrc, Ty::F32), o(Src1, Vsrc1, Ty::F32)];
pub(super) const VD_U16_VS_U32_V1_U32: &[Operand] =
    &[o(Dst, Vdst, Ty::U16), o(Src0, Vsrc, Ty::U32), o(Src1, Vsrc1, Ty::U32)];
pub(super) const VD_I16_VS_I32_V1_I32: &[Operand] =
    &[o(Dst, Vdst, Ty::I16), o(Src0, Vsrc, Ty::I32), o(Src1, Vsrc1, Ty::I32)];
