//! The rows: one per instruction, in the order of [`Op`].

use super::signatures::*;
use super::*;
use crate::exec::ds::{ADD_F, CMPST_F, MAX_F, MIN_F, MSKOR, PK_ADD_BF16, PK_ADD_F16, RSUB, WRAP};
use crate::exec::float::{OP_LOG_CLAMP, OP_RCP_CLAMP, OP_RCP_LEGACY, OP_RSQ_CLAMP, OP_RSQ_LEGACY};
use crate::exec::salu::{B_AND, B_ANDN1, B_ANDN2, B_NAND, B_NOR, B_OR, B_ORN1, B_ORN2, B_XNOR, B_XOR};
use crate::exec::valu_int::{SH_ASR, SH_LSL, SH_LSR};
use Fidelity::Exact;

// The rows were bootstrapped from llvm-mc 22's disassembly of every opcode of every format on
// both targets (mnemonics, opcodes, operand widths) and llvm-mc's acceptance of modifiers
// (neg/abs per source, clamp, omod, op_sel), with doc lines and summaries from the seeds;
// they are maintained by hand from here on. Opcodes and seed lines are in the target maps
// (crate::isa::targets).
table! {
    // ---- SOP2 ----
    s_add_u32: Sop2 SD_U32_SS_U32_SS_U32, WRITES_SCC, salu::s_add_u32, Exact,
        "D.u = S0.u + S1.u; SCC = (S0.u + S1.u >= 0x100000000ULL ? 1 : 0). // unsigned overflow/carry-out, S_ADDC_U32";
    s_sub_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_sub_u32, Exact,
        "D.u = S0.u - S1.u; SCC = (S1.u > S0.u ? 1 : 0). // unsigned overflow or carry-out for S_SUBB_U32.";
    s_add_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_add_i32, Exact,
        "D.i = S0.i + S1.i; SCC = (S0.u[31] == S1.u[31] && S0.u[31] != D.u[31]). // signed overflow. This opcode is not suitable for use with S_ADDC_U32 for...";
    s_sub_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_sub_i32, Exact,
        "D.i = S0.i - S1.i; SCC = (S0.u[31] != S1.u[31] && S0.u[31] != D.u[31]). // signed overflow. This opcode is not suitable for use with S_SUBB_U32 for...";
    s_addc_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_addc_u32, Exact,
        "D.u = S0.u + S1.u + SCC; SCC = (S0.u + S1.u + SCC >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_subb_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_subb_u32, Exact,
        "D.u = S0.u - S1.u - SCC; SCC = (S1.u + SCC > S0.u ? 1 : 0). // unsigned overflow.";
    s_min_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_min_i32, Exact,
        "D.i = (S0.i < S1.i) ? S0.i : S1.i; SCC = (S0.i < S1.i).";
    s_min_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_min_u32, Exact,
        "D.u = (S0.u < S1.u) ? S0.u : S1.u; SCC = (S0.u < S1.u).";
    s_max_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_max_i32, Exact,
        "D.i = (S0.i > S1.i) ? S0.i : S1.i; SCC = (S0.i > S1.i).";
    s_max_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_max_u32, Exact,
        "D.u = (S0.u > S1.u) ? S0.u : S1.u; SCC = (S0.u > S1.u).";
    s_cselect_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_cselect_b32, Exact,
        "D.u = SCC ? S0.u : S1.u. Conditional select.";
    s_cselect_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::s_cselect_b64, Exact,
        "D.u64 = SCC ? S0.u64 : S1.u64. Conditional select.";
    s_and_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_AND>, Exact,
        "D = S0 & S1; SCC = (D != 0).";
    s_and_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_AND>, Exact,
        "D = S0 & S1; SCC = (D != 0).";
    s_or_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_OR>, Exact,
        "D = S0 | S1; SCC = (D != 0).";
    s_or_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_OR>, Exact,
        "D = S0 | S1; SCC = (D != 0).";
    s_xor_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_XOR>, Exact,
        "D = S0 ^ S1; SCC = (D != 0).";
    s_xor_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_XOR>, Exact,
        "D = S0 ^ S1; SCC = (D != 0).";
    s_andn2_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_ANDN2>, Exact,
        "D = S0 & ~S1; SCC = (D != 0).";
    s_andn2_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_ANDN2>, Exact,
        "D = S0 & ~S1; SCC = (D != 0).";
    s_orn2_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_ORN2>, Exact,
        "D = S0 | ~S1; SCC = (D != 0).";
    s_orn2_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_ORN2>, Exact,
        "D = S0 | ~S1; SCC = (D != 0).";
    s_nand_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_NAND>, Exact,
        "D = ~(S0 & S1); SCC = (D != 0).";
    s_nand_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_NAND>, Exact,
        "D = ~(S0 & S1); SCC = (D != 0).";
    s_nor_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_NOR>, Exact,
        "D = ~(S0 | S1); SCC = (D != 0).";
    s_nor_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_NOR>, Exact,
        "D = ~(S0 | S1); SCC = (D != 0).";
    s_xnor_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::bitop32::<B_XNOR>, Exact,
        "D = ~(S0 ^ S1); SCC = (D != 0).";
    s_xnor_b64: Sop2 SD_B64_SS_B64_SS_B64, 0, salu::bitop64::<B_XNOR>, Exact,
        "D = ~(S0 ^ S1); SCC = (D != 0).";
    s_lshl_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_lshl_b32, Exact,
        "D.u = S0.u << S1.u[4:0]; SCC = (D.u != 0).";
    s_lshl_b64: Sop2 SD_B64_SS_B64_SS_U32, 0, salu::s_lshl_b64, Exact,
        "D.u64 = S0.u64 << S1.u[5:0]; SCC = (D.u64 != 0).";
    s_lshr_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_lshr_b32, Exact,
        "D.u = S0.u >> S1.u[4:0]; SCC = (D.u != 0).";
    s_lshr_b64: Sop2 SD_B64_SS_B64_SS_U32, 0, salu::s_lshr_b64, Exact,
        "D.u64 = S0.u64 >> S1.u[5:0]; SCC = (D.u64 != 0).";
    s_ashr_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_ashr_i32, Exact,
        "D.i = signext(S0.i) >> S1.u[4:0]; SCC = (D.i != 0).";
    s_ashr_i64: Sop2 SD_I64_SS_I64_SS_I32, 0, salu::s_ashr_i64, Exact,
        "D.i64 = signext(S0.i64) >> S1.u[5:0]; SCC = (D.i64 != 0).";
    s_bfm_b32: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_bfm_b32, Exact,
        "D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]. Bitfield mask.";
    s_bfm_b64: Sop2 SD_B64_SS_U32_SS_U32, 0, salu::s_bfm_b64, Exact,
        "D.u64 = ((1ULL << S0.u[5:0]) - 1) << S1.u[5:0]. Bitfield mask.";
    s_mul_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_mul_i32, Exact,
        "D.i = S0.i * S1.i.";
    s_bfe_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_bfe_u32, Exact,
        "D.u = (S0.u >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u != 0). Bit field extract. S0 is Data, S1[4:0] is field offset, S1[22:16] is field width.";
    s_bfe_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_bfe_i32, Exact,
        "D.i = signext((S0.i >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D.i != 0). Bit field extract. S0 is Data, S1[4:0] is field offset, S1[22:16] is field...";
    s_bfe_u64: Sop2 SD_U64_SS_U64_SS_U32, 0, salu::s_bfe_u64, Exact,
        "D.u64 = (S0.u64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u64 != 0). Bit field extract. S0 is Data, S1[5:0] is field offset, S1[22:16] is field width.";
    s_bfe_i64: Sop2 SD_I64_SS_I64_SS_I32, 0, salu::s_bfe_i64, Exact,
        "D.i64 = signext((S0.i64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D.i64 != 0). Bit field extract. S0 is Data, S1[5:0] is field offset, S1[22:16] is...";
    s_cbranch_g_fork: Sop2 SS_B64_SS_B64, NO_LITERAL, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN),
        "mask_pass = S0.u64 & EXEC; mask_fail = ~S0.u64 & EXEC; if(mask_pass == EXEC) then PC = S1.u64; elsif(mask_fail == EXEC) then PC += 4;...";
    s_absdiff_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_absdiff_i32, Exact,
        "D.i = S0.i - S1.i; if(D.i < 0) then D.i = -D.i; endif; SCC = (D.i != 0). Compute the absolute value of difference between two values. Examples:...";
    s_rfe_restore_b64: Sop2 SS_B64_SS_U32, 0, unsupported, Fidelity::Unsupported(salu::NO_TRAP_HANDLER),
        "PRIV = 0; PC = S0.u64. Return from exception handler and continue. This instruction may only be used within a trap handler. This instruction is provided for...";
    s_mul_hi_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::s_mul_hi_u32, Exact,
        "D.u = (S0.u * S1.u) >> 32.";
    s_mul_hi_i32: Sop2 SD_I32_SS_I32_SS_I32, 0, salu::s_mul_hi_i32, Exact,
        "D.i = (S0.i * S1.i) >> 32.";
    s_lshl1_add_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::lshl_add::<1>, Exact,
        "D.u = (S0.u << 1) + S1.u; SCC = (((S0.u << 1) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl2_add_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::lshl_add::<2>, Exact,
        "D.u = (S0.u << 2) + S1.u; SCC = (((S0.u << 2) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl3_add_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::lshl_add::<3>, Exact,
        "D.u = (S0.u << 3) + S1.u; SCC = (((S0.u << 3) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl4_add_u32: Sop2 SD_U32_SS_U32_SS_U32, 0, salu::lshl_add::<4>, Exact,
        "D.u = (S0.u << 4) + S1.u; SCC = (((S0.u << 4) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_pack_ll_b32_b16: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_pack_ll_b32_b16, Exact,
        "D.u[31:0] = { S1.u[15:0], S0.u[15:0] }.";
    s_pack_lh_b32_b16: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_pack_lh_b32_b16, Exact,
        "D.u[31:0] = { S1.u[31:16], S0.u[15:0] }.";
    s_pack_hh_b32_b16: Sop2 SD_B32_SS_B32_SS_B32, 0, salu::s_pack_hh_b32_b16, Exact,
        "D.u[31:0] = { S1.u[31:16], S0.u[31:16] }.";
    // ---- SOPK ----
    s_movk_i32: Sopk SD_I32_IM_U32, 0, salu::s_movk_i32, Exact,
        "D.i = signext(SIMM16). Sign extension from a 16-bit constant.";
    s_cmovk_i32: Sopk SD_I32_IM_U32, 0, salu::s_cmovk_i32, Exact,
        "if(SCC) then D.i = signext(SIMM16); endif. Conditional move with sign extension.";
    s_cmpk_eq_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<EQ, true>, Exact,
        "SCC = (S0.i == signext(SIMM16)).";
    s_cmpk_lg_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<NE, true>, Exact,
        "SCC = (S0.i != signext(SIMM16)).";
    s_cmpk_gt_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<GT, true>, Exact,
        "SCC = (S0.i > signext(SIMM16)).";
    s_cmpk_ge_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<GE, true>, Exact,
        "SCC = (S0.i >= signext(SIMM16)).";
    s_cmpk_lt_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<LT, true>, Exact,
        "SCC = (S0.i < signext(SIMM16)).";
    s_cmpk_le_i32: Sopk SD_I32_IM_U32, SDST_READ, salu::cmpk32::<LE, true>, Exact,
        "SCC = (S0.i <= signext(SIMM16)).";
    s_cmpk_eq_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<EQ, false>, Exact,
        "SCC = (S0.u == SIMM16).";
    s_cmpk_lg_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<NE, false>, Exact,
        "SCC = (S0.u != SIMM16).";
    s_cmpk_gt_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<GT, false>, Exact,
        "SCC = (S0.u > SIMM16).";
    s_cmpk_ge_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<GE, false>, Exact,
        "SCC = (S0.u >= SIMM16).";
    s_cmpk_lt_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<LT, false>, Exact,
        "SCC = (S0.u < SIMM16).";
    s_cmpk_le_u32: Sopk SD_U32_IM_U32, SDST_READ, salu::cmpk32::<LE, false>, Exact,
        "SCC = (S0.u <= SIMM16).";
    s_addk_i32: Sopk SD_I32_IM_U32, 0, salu::s_addk_i32, Exact,
        "tmp = D.i; // save value so we can check sign bits for overflow later. D.i = D.i + signext(SIMM16); SCC = (tmp[31] == SIMM16[15] && tmp[31] != D.i[31]). //...";
    s_mulk_i32: Sopk SD_I32_IM_U32, 0, salu::s_mulk_i32, Exact,
        "D.i = D.i * signext(SIMM16).";
    s_cbranch_i_fork: Sopk SD_B64_LB_U32, 0, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN),
        "mask_pass = S0.u64 & EXEC; mask_fail = ~S0.u64 & EXEC; target_addr = PC + signext(SIMM16 * 4) + 4; if(mask_pass == EXEC) PC = target_addr; elsif(mask_fail...";
    s_getreg_b32: Sopk SD_B32_HW_U32, 0, salu::s_getreg_b32, salu::GETREG,
        "D.u = hardware-reg. Read some or all of a hardware register into the LSBs of D. SIMM16 = {size[4:0], offset[4:0], hwRegId[5:0]}; offset is 0..31, size is 1..32.";
    s_setreg_b32: Sopk HW_U32_SD_B32, SDST_READ, salu::s_setreg_b32, salu::SETREG,
        "hardware-reg = S0.u. Write some or all of the LSBs of D into a hardware register. SIMM16 = {size[4:0], offset[4:0], hwRegId[5:0]}; offset is 0..31, size is...";
    s_setreg_imm32_b32: Sopk HW_U32_LT_U32, SDST_READ, salu::s_setreg_imm32_b32, salu::SETREG,
        "Write some or all of the LSBs of IMM32 into a hardware register; this instruction requires a 32-bit literal constant. SIMM16 = {size[4:0], offset[4:0],...";
    s_call_b64: Sopk SD_B64_LB_U32, 0, salu::s_call_b64, Exact,
        "D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) + 4. Implements a short call, where the return address (the next instruction after the S_CALL_B64) is saved to...";
    // ---- SOP1 ----
    s_mov_b32: Sop1 SD_B32_SS_B32, 0, salu::s_mov_b32, Exact,
        "D.u = S0.u.";
    s_mov_b64: Sop1 SD_B64_SS_B64, 0, salu::s_mov_b64, Exact,
        "D.u64 = S0.u64.";
    s_cmov_b32: Sop1 SD_B32_SS_B32, 0, salu::s_cmov_b32, Exact,
        "if(SCC) then D.u = S0.u; endif. Conditional move.";
    s_cmov_b64: Sop1 SD_B64_SS_B64, 0, salu::s_cmov_b64, Exact,
        "if(SCC) then D.u64 = S0.u64; endif. Conditional move.";
    s_not_b32: Sop1 SD_B32_SS_B32, 0, salu::s_not_b32, Exact,
        "D = ~S0; SCC = (D != 0). Bitwise negation.";
    s_not_b64: Sop1 SD_B64_SS_B64, 0, salu::s_not_b64, Exact,
        "D = ~S0; SCC = (D != 0). Bitwise negation.";
    s_wqm_b32: Sop1 SD_B32_SS_B32, 0, salu::s_wqm_b32, Exact,
        "for i in 0 … opcode_size_in_bits - 1 do D[i] = (S0[(i & ~3):(i | 3)] != 0); endfor; SCC = (D != 0). Computes whole quad mode for an active/valid mask. If...";
    s_wqm_b64: Sop1 SD_B64_SS_B64, 0, salu::s_wqm_b64, Exact,
        "for i in 0 … opcode_size_in_bits - 1 do D[i] = (S0[(i & ~3):(i | 3)] != 0); endfor; SCC = (D != 0). Computes whole quad mode for an active/valid mask. If...";
    s_brev_b32: Sop1 SD_B32_SS_B32, 0, salu::s_brev_b32, Exact,
        "D.u[31:0] = S0.u[0:31]. Reverse bits.";
    s_brev_b64: Sop1 SD_B64_SS_B64, 0, salu::s_brev_b64, Exact,
        "D.u64[63:0] = S0.u64[0:63]. Reverse bits.";
    s_bcnt0_i32_b32: Sop1 SD_I32_SS_B32, 0, salu::s_bcnt0_i32_b32, Exact,
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 0 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT0_I32_B32(0x00000000) => 32...";
    s_bcnt0_i32_b64: Sop1 SD_I32_SS_B64, 0, salu::s_bcnt0_i32_b64, Exact,
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 0 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT0_I32_B32(0x00000000) => 32...";
    s_bcnt1_i32_b32: Sop1 SD_I32_SS_B32, 0, salu::s_bcnt1_i32_b32, Exact,
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 1 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT1_I32_B32(0x00000000) => 0...";
    s_bcnt1_i32_b64: Sop1 SD_I32_SS_B64, 0, salu::s_bcnt1_i32_b64, Exact,
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 1 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT1_I32_B32(0x00000000) => 0...";
    s_ff0_i32_b32: Sop1 SD_I32_SS_B32, 0, salu::s_ff0_i32_b32, Exact,
        "D.i = -1; // Set if no zeros are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 0 then D.i = i; break for; endif; endfor....";
    s_ff0_i32_b64: Sop1 SD_I32_SS_B64, 0, salu::s_ff0_i32_b64, Exact,
        "D.i = -1; // Set if no zeros are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 0 then D.i = i; break for; endif; endfor....";
    s_ff1_i32_b32: Sop1 SD_I32_SS_B32, 0, salu::s_ff1_i32_b32, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 1 then D.i = i; break for; endif; endfor....";
    s_ff1_i32_b64: Sop1 SD_I32_SS_B64, 0, salu::s_ff1_i32_b64, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 1 then D.i = i; break for; endif; endfor....";
    s_flbit_i32_b32: Sop1 SD_I32_SS_B32, 0, salu::s_flbit_i32_b32, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] == 1 then...";
    s_flbit_i32_b64: Sop1 SD_I32_SS_B64, 0, salu::s_flbit_i32_b64, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] == 1 then...";
    s_flbit_i32: Sop1 SD_I32_SS_I32, 0, salu::s_flbit_i32, Exact,
        "D.i = -1; // Set if all bits are the same for i in 1 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] !=...";
    s_flbit_i32_i64: Sop1 SD_I32_SS_I64, 0, salu::s_flbit_i32_i64, Exact,
        "D.i = -1; // Set if all bits are the same for i in 1 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] !=...";
    s_sext_i32_i8: Sop1 SD_I32_SS_I32, 0, salu::s_sext_i32_i8, Exact,
        "D.i = signext(S0.i[7:0]). Sign extension.";
    s_sext_i32_i16: Sop1 SD_I32_SS_I32, 0, salu::s_sext_i32_i16, Exact,
        "D.i = signext(S0.i[15:0]). Sign extension.";
    s_bitset0_b32: Sop1 SD_B32_SS_B32, 0, salu::s_bitset0_b32, Exact,
        "D.u[S0.u[4:0]] = 0.";
    s_bitset0_b64: Sop1 SD_B64_SS_U32, 0, salu::s_bitset0_b64, Exact,
        "D.u64[S0.u[5:0]] = 0.";
    s_bitset1_b32: Sop1 SD_B32_SS_B32, 0, salu::s_bitset1_b32, Exact,
        "D.u[S0.u[4:0]] = 1.";
    s_bitset1_b64: Sop1 SD_B64_SS_U32, 0, salu::s_bitset1_b64, Exact,
        "D.u64[S0.u[5:0]] = 1.";
    s_getpc_b64: Sop1 SD_B64, 0, salu::s_getpc_b64, Exact,
        "D.u64 = PC + 4. Destination receives the byte address of the next instruction. Note that this instruction is always 4 bytes.";
    s_setpc_b64: Sop1 SR_B64, 0, salu::s_setpc_b64, Exact,
        "PC = S0.u64. S0.u64 is a byte address of the instruction to jump to.";
    s_swappc_b64: Sop1 SD_B64_SS_B64, 0, salu::s_swappc_b64, Exact,
        "D.u64 = PC + 4; PC = S0.u64. S0.u64 is a byte address of the instruction to jump to. Destination receives the byte address of the instruction immediately...";
    s_rfe_b64: Sop1 SR_B64, 0, unsupported, Fidelity::Unsupported(salu::NO_TRAP_HANDLER),
        "PRIV = 0; PC = S0.u64. Return from exception handler and continue. This instruction may only be used within a trap handler.";
    s_and_saveexec_b64: Sop1 SD_B64_SS_B64, WRITES_EXEC | WRITES_SCC, salu::saveexec::<B_AND>, Exact,
        "D.u64 = EXEC; EXEC = S0.u64 & EXEC; SCC = (EXEC != 0).";
    s_or_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_OR>, Exact,
        "D.u64 = EXEC; EXEC = S0.u64 | EXEC; SCC = (EXEC != 0).";
    s_xor_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_XOR>, Exact,
        "D.u64 = EXEC; EXEC = S0.u64 ^ EXEC; SCC = (EXEC != 0).";
    s_andn2_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_ANDN2>, Exact,
        "D.u64 = EXEC; EXEC = S0.u64 & ~EXEC; SCC = (EXEC != 0).";
    s_orn2_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_ORN2>, Exact,
        "D.u64 = EXEC; EXEC = S0.u64 | ~EXEC; SCC = (EXEC != 0).";
    s_nand_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_NAND>, Exact,
        "D.u64 = EXEC; EXEC = ~(S0.u64 & EXEC); SCC = (EXEC != 0).";
    s_nor_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_NOR>, Exact,
        "D.u64 = EXEC; EXEC = ~(S0.u64 | EXEC); SCC = (EXEC != 0).";
    s_xnor_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_XNOR>, Exact,
        "D.u64 = EXEC; EXEC = ~(S0.u64 ^ EXEC); SCC = (EXEC != 0).";
    s_quadmask_b32: Sop1 SD_B32_SS_B32, 0, salu::s_quadmask_b32, Exact,
        "D = 0; for i in 0 … (opcode_size_in_bits / 4) - 1 do D[i] = (S0[i * 4 + 3:i * 4] != 0); endfor; SCC = (D != 0). Reduce a pixel mask to a quad mask. To...";
    s_quadmask_b64: Sop1 SD_B64_SS_B64, 0, salu::s_quadmask_b64, Exact,
        "D = 0; for i in 0 … (opcode_size_in_bits / 4) - 1 do D[i] = (S0[i * 4 + 3:i * 4] != 0); endfor; SCC = (D != 0). Reduce a pixel mask to a quad mask. To...";
    s_movrels_b32: Sop1 SD_B32_SR_B32, 0, salu::s_movrels_b32, Exact,
        "addr = SGPR address appearing in instruction SRC0 field; addr += M0.u; D.u = SGPR[addr].u. Move from a relative source address. For example, the following...";
    s_movrels_b64: Sop1 SD_B64_SR_B64, 0, salu::s_movrels_b64, Exact,
        "addr = SGPR address appearing in instruction SRC0 field; addr += M0.u; D.u64 = SGPR[addr].u64. Move from a relative source address. The index in M0.u must...";
    s_movreld_b32: Sop1 SD_B32_SS_B32, 0, salu::s_movreld_b32, Exact,
        "addr = SGPR address appearing in instruction DST field; addr += M0.u; SGPR[addr].u = S0.u. Move to a relative destination address. For example, the...";
    s_movreld_b64: Sop1 SD_B64_SS_B64, 0, salu::s_movreld_b64, Exact,
        "addr = SGPR address appearing in instruction DST field; addr += M0.u; SGPR[addr].u64 = S0.u64. Move to a relative destination address. The index in M0.u...";
    s_cbranch_join: Sop1 SR_B32, 0, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN),
        "saved_csp = S0.u; if(CSP == saved_csp) then PC += 4; // Second time to JOIN: continue with program. else CSP -= 1; // First time to JOIN; jump to other FORK...";
    s_abs_i32: Sop1 SD_I32_SS_I32, 0, salu::s_abs_i32, Exact,
        "D.i = (S.i < 0 ? -S.i : S.i); SCC = (D.i != 0). Integer absolute value. Examples: S_ABS_I32(0x00000001) => 0x00000001 S_ABS_I32(0x7fffffff) => 0x7fffffff...";
    s_set_gpr_idx_idx: Sop1 SS_B32, 0, salu::s_set_gpr_idx_idx, Exact,
        "M0[7:0] = S0.u[7:0]. Modify the index used in vector GPR indexing. S_SET_GPR_IDX_ON, S_SET_GPR_IDX_OFF, S_SET_GPR_IDX_MODE and S_SET_GPR_IDX_IDX are related...";
    s_andn1_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_ANDN1>, Exact,
        "D.u64 = EXEC; EXEC = ~S0.u64 & EXEC; SCC = (EXEC != 0).";
    s_orn1_saveexec_b64: Sop1 SD_B64_SS_B64, 0, salu::saveexec::<B_ORN1>, Exact,
        "D.u64 = EXEC; EXEC = ~S0.u64 | EXEC; SCC = (EXEC != 0).";
    s_andn1_wrexec_b64: Sop1 SD_B64_SS_B64, 0, salu::wrexec::<B_ANDN1>, Exact,
        "EXEC = ~S0.u64 & EXEC; D.u64 = EXEC; SCC = (EXEC != 0).";
    s_andn2_wrexec_b64: Sop1 SD_B64_SS_B64, 0, salu::wrexec::<B_ANDN2>, Exact,
        "EXEC = S0.u64 & ~EXEC; D.u64 = EXEC; SCC = (EXEC != 0).";
    s_bitreplicate_b64_b32: Sop1 SD_B64_SS_B32, 0, salu::s_bitreplicate_b64_b32, Exact,
        "for i in 0 … 31 do D.u64[i * 2 + 0] = S0.u32[i] D.u64[i * 2 + 1] = S0.u32[i] endfor. Replicate the low 32 bits of S0 by ‘doubling’ each bit. This opcode can...";
    // ---- SOPC ----
    s_cmp_eq_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<EQ, true>, Exact,
        "SCC = (S0 == S1). Note that S_CMP_EQ_I32 and S_CMP_EQ_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_lg_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<NE, true>, Exact,
        "SCC = (S0 != S1). Note that S_CMP_LG_I32 and S_CMP_LG_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_gt_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<GT, true>, Exact,
        "SCC = (S0.i > S1.i).";
    s_cmp_ge_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<GE, true>, Exact,
        "SCC = (S0.i >= S1.i).";
    s_cmp_lt_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<LT, true>, Exact,
        "SCC = (S0.i < S1.i).";
    s_cmp_le_i32: Sopc SS_I32_SS_I32, 0, salu::cmp32::<LE, true>, Exact,
        "SCC = (S0.i <= S1.i).";
    s_cmp_eq_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<EQ, false>, Exact,
        "SCC = (S0 == S1). Note that S_CMP_EQ_I32 and S_CMP_EQ_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_lg_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<NE, false>, Exact,
        "SCC = (S0 != S1). Note that S_CMP_LG_I32 and S_CMP_LG_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_gt_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<GT, false>, Exact,
        "SCC = (S0.u > S1.u).";
    s_cmp_ge_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<GE, false>, Exact,
        "SCC = (S0.u >= S1.u).";
    s_cmp_lt_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<LT, false>, Exact,
        "SCC = (S0.u < S1.u).";
    s_cmp_le_u32: Sopc SS_U32_SS_U32, 0, salu::cmp32::<LE, false>, Exact,
        "SCC = (S0.u <= S1.u).";
    s_bitcmp0_b32: Sopc SS_B32_SS_B32, 0, salu::s_bitcmp0_b32, Exact,
        "SCC = (S0.u[S1.u[4:0]] == 0).";
    s_bitcmp1_b32: Sopc SS_B32_SS_B32, 0, salu::s_bitcmp1_b32, Exact,
        "SCC = (S0.u[S1.u[4:0]] == 1).";
    s_bitcmp0_b64: Sopc SS_B64_SS_U32, 0, salu::s_bitcmp0_b64, Exact,
        "SCC = (S0.u64[S1.u[5:0]] == 0).";
    s_bitcmp1_b64: Sopc SS_B64_SS_U32, 0, salu::s_bitcmp1_b64, Exact,
        "SCC = (S0.u64[S1.u[5:0]] == 1).";
    s_setvskip: Sopc SS_B32_SS_B32, 0, salu::s_setvskip, salu::SETVSKIP,
        "VSKIP = S0.u[S1.u[4:0]]. Enables and disables VSKIP mode. When VSKIP is enabled, no VOP*/M*BUF/MIMG/DS/FLAT/EXP instuctions are issued. Note that VSKIPped...";
    s_set_gpr_idx_on: Sopc SS_B32_GI_U32, 0, salu::s_set_gpr_idx_on, Exact,
        "MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4; // this is the direct content of S1 field // Remaining bits of M0 are unmodified. Enable GPR...";
    s_cmp_eq_u64: Sopc SS_U64_SS_U64, 0, salu::s_cmp_eq_u64, Exact,
        "SCC = (S0.i64 == S1.i64).";
    s_cmp_lg_u64: Sopc SS_U64_SS_U64, 0, salu::s_cmp_lg_u64, Exact,
        "SCC = (S0.i64 != S1.i64).";
    // ---- SOPP ----
    s_nop: Sopp IM_U32, 0, salu::s_nop, Exact,
        "Do nothing. Repeat NOP 1..16 times based on SIMM16[3:0] – 0x0 = 1 time, 0xf = 16 times. This instruction may be used to introduce wait states to resolve...";
    s_endpgm: Sopp OI_U32, END, salu::s_endpgm, Exact,
        "End of program; terminate wavefront. The hardware implicitly executes S_WAITCNT 0 before executing this instruction. See S_ENDPGM_SAVED for the...";
    s_branch: Sopp LB_U32, BRANCH, salu::s_branch, Exact,
        "PC = PC + signext(SIMM16 * 4) + 4. // short jump. For a long jump, use S_SETPC_B64.";
    s_wakeup: Sopp NO_OPERANDS, 0, salu::s_wakeup, Exact,
        "Allow a wave to ‘ping’ all the other waves in its threadgroup to force them to wake up immediately from an S_SLEEP instruction. The ping is ignored if the...";
    s_cbranch_scc0: Sopp LB_U32, BRANCH, salu::s_cbranch_scc0, Exact,
        "if(SCC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_scc1: Sopp LB_U32, BRANCH, salu::s_cbranch_scc1, Exact,
        "if(SCC == 1) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_vccz: Sopp LB_U32, BRANCH, salu::s_cbranch_vccz, Exact,
        "if(VCC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_vccnz: Sopp LB_U32, BRANCH, salu::s_cbranch_vccnz, Exact,
        "if(VCC != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_execz: Sopp LB_U32, BRANCH, salu::s_cbranch_execz, Exact,
        "if(EXEC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_execnz: Sopp LB_U32, BRANCH, salu::s_cbranch_execnz, Exact,
        "if(EXEC != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_barrier: Sopp NO_OPERANDS, 0, salu::s_barrier, Exact,
        "Synchronize waves within a threadgroup. If not all waves of the threadgroup have been created yet, waits for entire group before proceeding. If some waves...";
    s_setkill: Sopp IM_U32, 0, salu::s_setkill, salu::SETKILL,
        "Set KILL bit to value of SIMM16[0]. Used primarily for debugging kill wave host command behavior.";
    s_waitcnt: Sopp WC_U32, 0, salu::s_waitcnt, Exact,
        "Wait for the counts of outstanding lds, vector-memory and export/vmem-write-data to be at or below the specified levels. SIMM16[3:0] = vmcount (vector...";
    s_sethalt: Sopp IM_U32, 0, salu::s_sethalt, salu::SETHALT,
        "Set HALT bit to value of SIMM16[0]; 1 = halt, 0 = resume. The halt flag is ignored while PRIV == 1 (inside trap handlers) but the shader will halt...";
    s_sleep: Sopp IM_U32, 0, salu::s_sleep, Exact,
        "Cause a wave to sleep for (64 * SIMM16[6:0] + 1..64) clocks. The exact amount of delay is approximate. Compare with S_NOP.";
    s_setprio: Sopp IM_U32, 0, salu::s_setprio, salu::SETPRIO,
        "User settable wave priority is set to SIMM16[1:0]. 0 = lowest, 3 = highest. The overall wave priority is {SPIPrio[1:0] + UserPrio[1:0], WaveAge[3:0]}.";
    s_sendmsg: Sopp SM_U32, 0, salu::s_sendmsg, salu::SENDMSG,
        "Send a message upstream to VGT or the interrupt handler. SIMM16[9:0] contains the message type.";
    s_sendmsghalt: Sopp SM_U32, 0, salu::s_sendmsghalt, salu::SENDMSGHALT,
        "Send a message and then HALT the wavefront; see S_SENDMSG for details.";
    s_trap: Sopp IM_U32, 0, salu::s_trap, salu::TRAP,
        "TrapID = SIMM16[7:0]; Wait for all instructions to complete; {TTMP1, TTMP0} = {3’h0, PCRewind[3:0], HT[0], TrapID[7:0], PC[47:0]}; PC = TBA; // trap base...";
    s_icache_inv: Sopp NO_OPERANDS, 0, salu::s_icache_inv, Exact,
        "Invalidate entire L1 instruction cache. You must have 16 separate S_NOP instructions or a jump/branch instruction after this instruction to ensure the SQ...";
    s_incperflevel: Sopp IM_U32, 0, salu::s_incperflevel, Exact,
        "Increment performance counter specified in SIMM16[3:0] by 1.";
    s_decperflevel: Sopp IM_U32, 0, salu::s_decperflevel, Exact,
        "Decrement performance counter specified in SIMM16[3:0] by 1.";
    s_ttracedata: Sopp NO_OPERANDS, 0, salu::s_ttracedata, Exact,
        "Send M0 as user data to the thread trace stream.";
    s_cbranch_cdbgsys: Sopp LB_U32, BRANCH, salu::s_cbranch_cdbgsys, salu::CDBG,
        "if(conditional_debug_system != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbguser: Sopp LB_U32, BRANCH, salu::s_cbranch_cdbguser, salu::CDBG,
        "if(conditional_debug_user != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbgsys_or_user: Sopp LB_U32, BRANCH, salu::s_cbranch_cdbgsys_or_user, salu::CDBG,
        "if(conditional_debug_system || conditional_debug_user) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbgsys_and_user: Sopp LB_U32, BRANCH, salu::s_cbranch_cdbgsys_and_user, salu::CDBG,
        "if(conditional_debug_system && conditional_debug_user) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_endpgm_saved: Sopp NO_OPERANDS, END, salu::s_endpgm_saved, Exact,
        "End of program; signal that a wave has been saved by the context-switch trap handler and terminate wavefront. The hardware implicitly executes S_WAITCNT 0...";
    s_set_gpr_idx_off: Sopp NO_OPERANDS, 0, salu::s_set_gpr_idx_off, Exact,
        "MODE.gpr_idx_en = 0. Clear GPR indexing mode. Vector operations after this will not perform relative GPR addressing regardless of the contents of M0. This...";
    s_set_gpr_idx_mode: Sopp GI_U32, 0, salu::s_set_gpr_idx_mode, Exact,
        "M0[15:12] = SIMM16[3:0]. Modify the mode used for vector GPR indexing. The raw contents of the source field are read and used to set the enable bits....";
    s_endpgm_ordered_ps_done: Sopp NO_OPERANDS, END, salu::s_endpgm_ordered_ps_done, Exact,
        "End of program; signal that a wave has exited its POPS critical section and terminate wavefront. The hardware implicitly executes S_WAITCNT 0 before...";
    // ---- VOP2 ----
    v_cndmask_b32: Vop2 VD_B32_VS_F32_V1_F32_CI_B64, 0, valu_int::v_cndmask_b32, Exact,
        "D.u = (VCC[threadId] ? S1.u : S0.u). Conditional mask on each thread. In VOP3 the VCC source may be a scalar GPR specified in S2.u.";
    v_add_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_add_f32, Exact,
        "D.f = S0.f + S1.f. 0.5ULP precision, denormals are supported.";
    v_sub_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_sub_f32, Exact,
        "D.f = S0.f - S1.f.";
    v_subrev_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_subrev_f32, Exact,
        "D.f = S1.f - S0.f.";
    v_fmac_f64: Vop2 VD_F64_VS_F64_V1_F64, CLAMP | OMOD, valu::v_fmac_f64, valu::FMA64,
        "Multiply two floating point inputs and accumulate the result into the destination register using fused multiply add.";
    v_mul_legacy_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_mul_legacy_f32, Exact,
        "D.f = S0.f * S1.f. // DX9 rules, 0.0*x = 0.0";
    v_mul_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_mul_f32, Exact,
        "D.f = S0.f * S1.f. 0.5ULP precision, denormals are supported.";
    v_mul_i32_i24: Vop2 VD_I32_VS_I32_V1_I32, CLAMP, valu_int::v_mul_i32_i24, Exact,
        "D.i = S0.i[23:0] * S1.i[23:0].";
    v_mul_hi_i32_i24: Vop2 VD_I32_VS_I32_V1_I32, 0, valu_int::v_mul_hi_i32_i24, Exact,
        "D.i = (S0.i[23:0] * S1.i[23:0])>>32.";
    v_mul_u32_u24: Vop2 VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_mul_u32_u24, Exact,
        "D.u = S0.u[23:0] * S1.u[23:0].";
    v_mul_hi_u32_u24: Vop2 VD_U32_VS_U32_V1_U32, 0, valu_int::v_mul_hi_u32_u24, Exact,
        "D.i = (S0.u[23:0] * S1.u[23:0])>>32.";
    v_min_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_min_f32, Exact,
        "if (IEEE_MODE && S0.f == sNaN) D.f = Quiet(S0.f); else if (IEEE_MODE && S1.f == sNaN) D.f = Quiet(S1.f); else if (S0.f == NaN) D.f = S1.f; else if (S1.f ==...";
    v_max_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_max_f32, Exact,
        "if (IEEE_MODE && S0.f == sNaN) D.f = Quiet(S0.f); else if (IEEE_MODE && S1.f == sNaN) D.f = Quiet(S1.f); else if (S0.f == NaN) D.f = S1.f; else if (S1.f ==...";
    v_min_i32: Vop2 VD_I32_VS_I32_V1_I32, 0, valu_int::minmax::<false, true>, Exact,
        "D.i = (S0.i < S1.i ? S0.i : S1.i).";
    v_max_i32: Vop2 VD_I32_VS_I32_V1_I32, 0, valu_int::minmax::<true, true>, Exact,
        "D.i = (S0.i >= S1.i ? S0.i : S1.i).";
    v_min_u32: Vop2 VD_U32_VS_U32_V1_U32, 0, valu_int::minmax::<false, false>, Exact,
        "D.u = (S0.u < S1.u ? S0.u : S1.u).";
    v_max_u32: Vop2 VD_U32_VS_U32_V1_U32, 0, valu_int::minmax::<true, false>, Exact,
        "D.u = (S0.u >= S1.u ? S0.u : S1.u).";
    v_lshrrev_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::shift_rev::<SH_LSR>, Exact,
        "D.u = S1.u >> S0.u[4:0].";
    v_ashrrev_i32: Vop2 VD_I32_VS_I32_V1_I32, 0, valu_int::shift_rev::<SH_ASR>, Exact,
        "D.i = signext(S1.i) >> S0.i[4:0].";
    v_lshlrev_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::shift_rev::<SH_LSL>, Exact,
        "D.u = S1.u << S0.u[4:0].";
    v_and_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::bitop::<B_AND>, Exact,
        "D.u = S0.u & S1.u. Input and output modifiers not supported.";
    v_or_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::bitop::<B_OR>, Exact,
        "D.u = S0.u | S1.u. Input and output modifiers not supported.";
    v_xor_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::bitop::<B_XOR>, Exact,
        "D.u = S0.u ^ S1.u. Input and output modifiers not supported.";
    v_dot2c_f32_bf16: Vop2 VD_F32_VS_PKBF16_V1_PKBF16, CLAMP | OMOD | NO_SDWA | DOT, valu16::dot_float::<true, true>, Exact,
        "Compute the dot product of two packed 2-D BF16 float inputs in the single-precision float domain and accumulate with the single-precision float value in the...";
    v_mac_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD | NO_SDWA, valu::v_mac_f32, Exact,
        "D.f = S0.f * S1.f + D.f.";
    v_fmamk_f32: Vop2 VD_F32_VS_F32_LK_F32_V1_F32, 0, valu::v_fmamk_f32, Exact,
        "Multiply a single-precision float input with a literal constant and add a second single-precision float input using fused multiply add, and store the result...";
    v_madmk_f32: Vop2 VD_F32_VS_F32_LK_F32_V1_F32, 0, valu::v_madmk_f32, Exact,
        "D.f = S0.f * K + S1.f. // K is a 32-bit literal constant. This opcode cannot use the VOP3 encoding and cannot use input/output modifiers.";
    v_fmaak_f32: Vop2 VD_F32_VS_F32_V1_F32_LK_F32, 0, valu::v_fmaak_f32, Exact,
        "Multiply two single-precision float inputs and add a literal constant using fused multiply add, and store the result into a vector register.";
    v_madak_f32: Vop2 VD_F32_VS_F32_V1_F32_LK_F32, 0, valu::v_madak_f32, Exact,
        "D.f = S0.f * S1.f + K. // K is a 32-bit literal constant. This opcode cannot use the VOP3 encoding and cannot use input/output modifiers.";
    v_add_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_add_co_u32, Exact,
        "D.u = S0.u + S1.u; VCC[threadId] = (S0.u + S1.u >= 0x100000000ULL ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_ADDC_CO_U32. In VOP3 the VCC...";
    v_sub_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_sub_co_u32, Exact,
        "D.u = S0.u - S1.u; VCC[threadId] = (S1.u > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_SUBB_CO_U32. In VOP3 the VCC destination may be an...";
    v_subrev_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_subrev_co_u32, Exact,
        "D.u = S1.u - S0.u; VCC[threadId] = (S0.u > S1.u ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_SUBB_CO_U32. In VOP3 the VCC destination may be an...";
    v_addc_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_addc_co_u32, Exact,
        "D.u = S0.u + S1.u + VCC[threadId]; VCC[threadId] = (S0.u + S1.u + VCC[threadId] >= 0x100000000ULL ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC...";
    v_subb_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_subb_co_u32, Exact,
        "D.u = S0.u - S1.u - VCC[threadId]; VCC[threadId] = (S1.u + VCC[threadId] > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC destination may be...";
    v_subbrev_co_u32: Vop2 VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_subbrev_co_u32, Exact,
        "D.u = S1.u - S0.u - VCC[threadId]; VCC[threadId] = (S1.u + VCC[threadId] > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC destination may be...";
    v_add_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::add_f16::<false, false>, Exact,
        "D.f16 = S0.f16 + S1.f16. Supports denormals, round mode, exception flags, saturation. 0.5ULP precision, denormals are supported.";
    v_sub_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::add_f16::<true, false>, Exact,
        "D.f16 = S0.f16 - S1.f16. Supports denormals, round mode, exception flags, saturation.";
    v_subrev_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::add_f16::<true, true>, Exact,
        "D.f16 = S1.f16 - S0.f16. Supports denormals, round mode, exception flags, saturation.";
    v_mul_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_mul_f16, Exact,
        "D.f16 = S0.f16 * S1.f16. Supports denormals, round mode, exception flags, saturation. 0.5ULP precision, denormals are supported.";
    v_mac_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD | NO_SDWA, valu16::v_mac_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"),
        "D.f16 = S0.f16 * S1.f16 + D.f16. Supports round mode, exception flags, saturation.";
    v_madmk_f16: Vop2 VD_F16_VS_F16_LK_F16_V1_F16, 0, valu16::madk16::<false>, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"),
        "D.f16 = S0.f16 * K.f16 + S1.f16. // K is a 16-bit literal constant stored in the following literal DWORD. This opcode cannot use the VOP3 encoding and...";
    v_madak_f16: Vop2 VD_F16_VS_F16_V1_F16_LK_F16, 0, valu16::madk16::<true>, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"),
        "D.f16 = S0.f16 * S1.f16 + K.f16. // K is a 16-bit literal constant stored in the following literal DWORD. This opcode cannot use the VOP3 encoding and...";
    v_add_u16: Vop2 VD_U16_VS_U16_V1_U16, CLAMP, valu16::add_u16::<false, false>, Exact,
        "D.u16 = S0.u16 + S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_sub_u16: Vop2 VD_U16_VS_U16_V1_U16, CLAMP, valu16::add_u16::<true, false>, Exact,
        "D.u16 = S0.u16 - S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_subrev_u16: Vop2 VD_U16_VS_U16_V1_U16, CLAMP, valu16::add_u16::<true, true>, Exact,
        "D.u16 = S1.u16 - S0.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_mul_lo_u16: Vop2 VD_U16_VS_U16_V1_U16, 0, valu16::v_mul_lo_u16, Exact,
        "D.u16 = S0.u16 * S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_lshlrev_b16: Vop2 VD_B16_VS_B16_V1_B16, 0, valu16::shift16::<SHL>, Exact,
        "D.u[15:0] = S1.u[15:0] << S0.u[3:0].";
    v_lshrrev_b16: Vop2 VD_B16_VS_B16_V1_B16, 0, valu16::shift16::<SHR>, Exact,
        "D.u[15:0] = S1.u[15:0] >> S0.u[3:0].";
    v_ashrrev_i16: Vop2 VD_I16_VS_I16_V1_I16, 0, valu16::shift16::<ASHR>, Exact,
        "D.i[15:0] = signext(S1.i[15:0]) >> S0.i[3:0].";
    v_max_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::minmax_f16::<true>, Exact,
        "if (IEEE_MODE && S0.f16 == sNaN) D.f16 = Quiet(S0.f16); else if (IEEE_MODE && S1.f16 == sNaN) D.f16 = Quiet(S1.f16); else if (S0.f16 == NaN) D.f16 = S1.f16;...";
    v_min_f16: Vop2 VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::minmax_f16::<false>, Exact,
        "if (IEEE_MODE && S0.f16 == sNaN) D.f16 = Quiet(S0.f16); else if (IEEE_MODE && S1.f16 == sNaN) D.f16 = Quiet(S1.f16); else if (S0.f16 == NaN) D.f16 = S1.f16;...";
    v_max_u16: Vop2 VD_U16_VS_U16_V1_U16, 0, valu16::minmax_int16::<true, false>, Exact,
        "D.u16 = (S0.u16 >= S1.u16 ? S0.u16 : S1.u16).";
    v_max_i16: Vop2 VD_I16_VS_I16_V1_I16, 0, valu16::minmax_int16::<true, true>, Exact,
        "D.i16 = (S0.i16 >= S1.i16 ? S0.i16 : S1.i16).";
    v_min_u16: Vop2 VD_U16_VS_U16_V1_U16, 0, valu16::minmax_int16::<false, false>, Exact,
        "D.u16 = (S0.u16 < S1.u16 ? S0.u16 : S1.u16).";
    v_min_i16: Vop2 VD_I16_VS_I16_V1_I16, 0, valu16::minmax_int16::<false, true>, Exact,
        "D.i16 = (S0.i16 < S1.i16 ? S0.i16 : S1.i16).";
    v_ldexp_f16: Vop2 VD_F16_VS_F16_V1_I16F16, CLAMP | OMOD, valu16::v_ldexp_f16, Exact,
        "D.f16 = S0.f16 * (2 ** S1.i16). Note that the S1 has a format of f16 since floating point literal constants are interpreted as 16 bit value for this opcode";
    v_add_u32: Vop2 VD_U32_VS_U32_V1_U32, CLAMP, valu::v_add_u32, Exact,
        "D.u = S0.u + S1.u.";
    v_sub_u32: Vop2 VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_sub_u32, Exact,
        "D.u = S0.u - S1.u.";
    v_subrev_u32: Vop2 VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_subrev_u32, Exact,
        "D.u = S1.u - S0.u.";
    v_dot2c_f32_f16: Vop2 VD_F32_VS_PK_V1_PK, CLAMP | OMOD | NO_SDWA | DOT, valu16::dot_float::<false, true>, Exact,
        "Compute the dot product of two packed 2-D half-precision float inputs in the single-precision float domain and accumulate with the single-precision float...";
    v_dot2c_i32_i16: Vop2 VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<16, true, true>, Exact,
        "Compute the dot product of two packed 2-D signed 16-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_dot4c_i32_i8: Vop2 VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<8, true, true>, Exact,
        "Compute the dot product of two packed 4-D signed 8-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_dot8c_i32_i4: Vop2 VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<4, true, true>, Exact,
        "Compute the dot product of two packed 8-D signed 4-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_fmac_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD | NO_SDWA, valu::v_fmac_f32, Exact,
        "Multiply two floating point inputs and accumulate the result into the destination register using fused multiply add.";
    v_pk_fmac_f16: Vop2 VD_B32_VS_PK_V1_PK, CLAMP | OMOD, valu16::v_pk_fmac_f16, Exact,
        "Multiply two packed half-precision float inputs component-wise and accumulate the result into the destination register using fused multiply add.";
    v_xnor_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::bitop::<B_XNOR>, Exact,
        "12.7.";
    // ---- VOP1 ----
    v_nop: Vop1 NO_OPERANDS, BARE_DPP_SDWA, lane::v_nop, Exact,
        "Do nothing.";
    v_mov_b32: Vop1 VD_B32_VS_B32, 0, valu::v_mov_b32, Exact,
        "D.u = S0.u. Input and output modifiers not supported; this is an untyped operation.";
    v_readfirstlane_b32: Vop1 SD_B32_VR_B32, NO_E64, lane::v_readfirstlane_b32, Exact,
        "Copy one VGPR value to one SGPR. D = SGPR destination, S0 = source data (VGPR# or M0 for lds direct access), Lane# = FindFirst1fromLSB(exec) (Lane# = 0 if...";
    v_cvt_i32_f64: Vop1 VD_I32_VS_F64, CLAMP | OMOD, valu::v_cvt_i32_f64, Exact,
        "D.i = (int)S0.d. 0.5ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_f64_i32: Vop1 VD_F64_VS_I32, CLAMP | OMOD, valu::v_cvt_f64_i32, Exact,
        "D.d = (double)S0.i. 0ULP accuracy.";
    v_cvt_f32_i32: Vop1 VD_F32_VS_I32, CLAMP | OMOD, valu::v_cvt_f32_i32, Exact,
        "D.f = (float)S0.i. 0.5ULP accuracy.";
    v_cvt_f32_u32: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::v_cvt_f32_u32, Exact,
        "D.f = (float)S0.u. 0.5ULP accuracy.";
    v_cvt_u32_f32: Vop1 VD_U32_VS_F32, CLAMP | OMOD, valu::v_cvt_u32_f32, Exact,
        "D.u = (unsigned)S0.f. 1ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_i32_f32: Vop1 VD_I32_VS_F32, CLAMP | OMOD, valu::v_cvt_i32_f32, Exact,
        "D.i = (int)S0.f. 1ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT exception...";
    v_cvt_f16_f32: Vop1 VD_F16_VS_F32, CLAMP | OMOD, valu16::v_cvt_f16_f32, Exact,
        "D.f16 = flt32_to_flt16(S0.f). 0.5ULP accuracy, supports input modifiers and creates FP16 denormals when appropriate.";
    v_cvt_f32_f16: Vop1 VD_F32_VS_F16, CLAMP | OMOD, valu16::v_cvt_f32_f16, Exact,
        "D.f = flt16_to_flt32(S0.f16). 0ULP accuracy, FP16 denormal inputs are accepted.";
    v_cvt_rpi_i32_f32: Vop1 VD_I32_VS_F32, CLAMP, valu::v_cvt_rpi_i32_f32, Exact,
        "D.i = (int)floor(S0.f + 0.5). 0.5ULP accuracy, denormals are supported.";
    v_cvt_flr_i32_f32: Vop1 VD_I32_VS_F32, CLAMP, valu::v_cvt_flr_i32_f32, Exact,
        "D.i = (int)floor(S0.f). 1ULP accuracy, denormals are supported.";
    v_cvt_off_f32_i4: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::v_cvt_off_f32_i4, Exact,
        "4-bit signed int to 32-bit float. Used for interpolation in shader. S0 Result 1000 -0.5f 1001 -0.4375f 1010 -0.375f 1011 -0.3125f 1100 -0.25f 1101 -0.1875f...";
    v_cvt_f32_f64: Vop1 VD_F32_VS_F64, CLAMP | OMOD, valu::v_cvt_f32_f64, Exact,
        "D.f = (float)S0.d. 0.5ULP accuracy, denormals are supported.";
    v_cvt_f64_f32: Vop1 VD_F64_VS_F32, CLAMP | OMOD, valu::v_cvt_f64_f32, Exact,
        "D.d = (double)S0.f. 0ULP accuracy, denormals are supported.";
    v_cvt_f32_ubyte0: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<0>, Exact,
        "D.f = (float)(S0.u[7:0]).";
    v_cvt_f32_ubyte1: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<1>, Exact,
        "D.f = (float)(S0.u[15:8]).";
    v_cvt_f32_ubyte2: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<2>, Exact,
        "D.f = (float)(S0.u[23:16]).";
    v_cvt_f32_ubyte3: Vop1 VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<3>, Exact,
        "D.f = (float)(S0.u[31:24]).";
    v_cvt_u32_f64: Vop1 VD_U32_VS_F64, CLAMP | OMOD, valu::v_cvt_u32_f64, Exact,
        "D.u = (unsigned)S0.d. 0.5ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_f64_u32: Vop1 VD_F64_VS_U32, CLAMP | OMOD, valu::v_cvt_f64_u32, Exact,
        "D.d = (double)S0.u. 0ULP accuracy.";
    v_trunc_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::round64::<TRUNC>, Exact,
        "D.d = trunc(S0.d). Return integer part of S0.d, round-to-zero semantics.";
    v_ceil_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::round64::<CEIL>, Exact,
        "D.d = trunc(S0.d); if(S0.d > 0.0 && S0.d != D.d) then D.d += 1.0; endif. Round up to next whole integer.";
    v_rndne_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::round64::<RNDNE>, Exact,
        "D.d = floor(S0.d + 0.5); if(floor(S0.d) is even && fract(S0.d) == 0.5) then D.d -= 1.0; endif. Round-to-nearest-even semantics.";
    v_floor_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::round64::<FLOOR>, Exact,
        "D.d = trunc(S0.d); if(S0.d < 0.0 && S0.d != D.d) then D.d += -1.0; endif. Round down to previous whole integer.";
    v_fract_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::v_fract_f32, Exact,
        "D.f = S0.f + -floor(S0.f). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_trunc_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::round32::<TRUNC>, Exact,
        "D.f = trunc(S0.f). Return integer part of S0.f, round-to-zero semantics.";
    v_ceil_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::round32::<CEIL>, Exact,
        "D.f = trunc(S0.f); if(S0.f > 0.0 && S0.f != D.f) then D.f += 1.0; endif. Round up to next whole integer.";
    v_rndne_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::round32::<RNDNE>, Exact,
        "D.f = floor(S0.f + 0.5); if(floor(S0.f) is even && fract(S0.f) == 0.5) then D.f -= 1.0; endif. Round-to-nearest-even semantics.";
    v_floor_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::round32::<FLOOR>, Exact,
        "D.f = trunc(S0.f); if(S0.f < 0.0 && S0.f != D.f) then D.f += -1.0; endif. Round down to previous whole integer.";
    v_exp_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_EXP>, valu::EXP_LOG,
        "D.f = pow(2.0, S0.f). Base 2 exponentiation. 1ULP accuracy, denormals are flushed. Examples: V_EXP_F32(0xff800000) => 0x00000000 // exp(-INF) = 0...";
    v_log_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_LOG>, valu::EXP_LOG,
        "D.f = log2(S0.f). Base 2 logarithm. 1ULP accuracy, denormals are flushed. Examples: V_LOG_F32(0xff800000) => 0xffc00000 // log(-INF) = NAN...";
    v_rcp_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RCP>, valu::CR32,
        "D.f = 1.0 / S0.f. Reciprocal with IEEE rules and 1ULP accuracy. Accuracy converges to < 0.5ULP when using the Newton-Raphson method and 2 FMA operations....";
    v_rcp_iflag_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RCP>, valu::CR32,
        "D.f = 1.0 / S0.f. Reciprocal intended for integer division, can raise integer DIV_BY_ZERO exception but cannot raise floating-point exceptions. To be used...";
    v_rsq_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RSQ>, valu::RSQ32,
        "D.f = 1.0 / sqrt(S0.f). Reciprocal square root with IEEE rules. 1ULP accuracy, denormals are flushed. Examples: V_RSQ_F32(0xff800000) => 0xffc00000 //...";
    v_rcp_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::trans64::<OP_RCP>, valu::CR64,
        "D.d = 1.0 / S0.d. Reciprocal with IEEE rules and perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside, denormals are supported.";
    v_rsq_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::trans64::<OP_RSQ>, valu::CR64,
        "D.f16 = 1.0 / sqrt(S0.f16). Reciprocal square root with IEEE rules and perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside,...";
    v_sqrt_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_SQRT>, valu::CR32,
        "D.f = sqrt(S0.f). Square root. 1ULP accuracy, denormals are flushed. Examples: V_SQRT_F32(0xff800000) => 0xffc00000 // sqrt(-INF) = NAN...";
    v_sqrt_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::trans64::<OP_SQRT>, valu::CR64,
        "D.d = sqrt(S0.d). Square root with perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside, denormals are supported.";
    v_sin_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_sin_f32, valu::SINCOS,
        "D.f = sin(S0.f * 2 * PI). Trigonometric sine. Denormals are supported. Examples: V_SIN_F32(0xff800000) => 0xffc00000 // sin(-INF) = NAN...";
    v_cos_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_cos_f32, valu::SINCOS,
        "D.f = cos(S0.f * 2 * PI). Trigonometric cosine. Denormals are supported. Examples: V_COS_F32(0xff800000) => 0xffc00000 // cos(-INF) = NAN...";
    v_not_b32: Vop1 VD_B32_VS_B32, 0, valu_int::v_not_b32, Exact,
        "D.u = ~S0.u. Bitwise negation. Input and output modifiers not supported.";
    v_bfrev_b32: Vop1 VD_B32_VS_B32, 0, valu_int::v_bfrev_b32, Exact,
        "D.u[31:0] = S0.u[0:31]. Bitfield reverse. Input and output modifiers not supported.";
    v_ffbh_u32: Vop1 VD_U32_VS_U32, 0, valu_int::v_ffbh_u32, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … 31 do // Note: search is from the MSB if S0.u[31 - i] == 1 then D.i = i; break for; endif; endfor. Counts...";
    v_ffbl_b32: Vop1 VD_B32_VS_B32, 0, valu_int::v_ffbl_b32, Exact,
        "D.i = -1; // Set if no ones are found for i in 0 … 31 do // Search from LSB if S0.u[i] == 1 then D.i = i; break for; endif; endfor. Returns the bit position...";
    v_ffbh_i32: Vop1 VD_I32_VS_I32, 0, valu_int::v_ffbh_i32, Exact,
        "D.i = -1; // Set if all bits are the same for i in 1 … 31 do // Note: search is from the MSB if S0.i[31 - i] != S0.i[31] then D.i = i; break for; endif;...";
    v_frexp_exp_i32_f64: Vop1 VD_I32_VS_F64, CLAMP | OMOD, valu::v_frexp_exp_i32_f64, Exact,
        "if(S0.d == +-INF || S0.d == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.d) - 1023 + 1); endif. Returns exponent of single precision float...";
    v_frexp_mant_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::v_frexp_mant_f64, Exact,
        "if(S0.d == +-INF || S0.d == NAN) then D.d = S0.d; else D.d = Mantissa(S0.d); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases. Returns binary...";
    v_fract_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD, valu::v_fract_f64, Exact,
        "D.d = S0.d + -floor(S0.d). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_frexp_exp_i32_f32: Vop1 VD_I32_VS_F32, CLAMP, valu::v_frexp_exp_i32_f32, Exact,
        "if(S0.f == +-INF || S0.f == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.f) - 127 + 1); endif. Returns exponent of single precision float input,...";
    v_frexp_mant_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD, valu::v_frexp_mant_f32, Exact,
        "if(S0.f == +-INF || S0.f == NAN) then D.f = S0.f; else D.f = Mantissa(S0.f); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases. Returns binary...";
    v_clrexcp: Vop1 NO_OPERANDS, NO_SDWA, lane::v_clrexcp, Exact,
        "Clear wave's exception state in SIMD (SP).";
    v_screen_partition_4se_b32: Vop1 VD_B32_VS_B32, 0, valu_int::v_screen_partition_4se_b32, Exact,
        "D.u = TABLE[S0.u[7:0]]. TABLE: 0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf,...";
    v_mov_b64: Vop1 VD_B64_VS_U64, 0, valu_int::v_mov_b64, Exact,
        "Move data from a 64-bit vector input into a vector register.";
    v_cvt_f16_u16: Vop1 VD_F16_VS_U16, CLAMP | OMOD, valu16::cvt_f16_int16::<false>, Exact,
        "D.f16 = uint16_to_flt16(S.u16). 0.5ULP accuracy, supports denormals, rounding, exception flags and saturation.";
    v_cvt_f16_i16: Vop1 VD_F16_VS_I16, CLAMP | OMOD, valu16::cvt_f16_int16::<true>, Exact,
        "D.f16 = int16_to_flt16(S.i16). 0.5ULP accuracy, supports denormals, rounding, exception flags and saturation.";
    v_cvt_u16_f16: Vop1 VD_U16_VS_F16, CLAMP | OMOD, valu16::f16_to_int::<false>, Exact,
        "D.u16 = flt16_to_uint16(S.f16). 1ULP accuracy, supports rounding, exception flags and saturation. FP16 denormals are accepted. Conversion is done with...";
    v_cvt_i16_f16: Vop1 VD_I16_VS_F16, CLAMP | OMOD, valu16::f16_to_int::<true>, Exact,
        "D.i16 = flt16_to_int16(S.f16). 1ULP accuracy, supports rounding, exception flags and saturation. FP16 denormals are accepted. Conversion is done with...";
    v_rcp_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::math16::<OP_RCP>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = 1.0 / S0.f16. Reciprocal with IEEE rules and 0.51ULP accuracy. Examples: V_RCP_F16(0xfc00) => 0x8000 // rcp(-INF) = -0 V_RCP_F16(0xc000) => 0xb800...";
    v_sqrt_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::math16::<OP_SQRT>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = sqrt(S0.f16). Square root. 0.51ULP accuracy, denormals are supported. Examples: V_SQRT_F16(0xfc00) => 0xfe00 // sqrt(-INF) = NAN V_SQRT_F16(0x8000)...";
    v_rsq_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::math16::<OP_RSQ>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = 1.0 / sqrt(S0.f16). Reciprocal square root with IEEE rules. 0.51ULP accuracy, denormals are supported. Examples: V_RSQ_F16(0xfc00) => 0xfe00 //...";
    v_log_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::math16::<OP_LOG>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = log2(S0.f). Base 2 logarithm. 0.51ULP accuracy, denormals are supported. Examples: V_LOG_F16(0xfc00) => 0xfe00 // log(-INF) = NAN V_LOG_F16(0xbc00)...";
    v_exp_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::math16::<OP_EXP>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = pow(2.0, S0.f16). Base 2 exponentiation. 0.51ULP accuracy, denormals are supported. Examples: V_EXP_F16(0xfc00) => 0x0000 // exp(-INF) = 0...";
    v_frexp_mant_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::v_frexp_mant_f16, Exact,
        "if(S0.f16 == +-INF || S0.f16 == NAN) then D.f16 = S0.f16; else D.f16 = Mantissa(S0.f16); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases....";
    v_frexp_exp_i16_f16: Vop1 VD_I16_VS_F16, CLAMP | OMOD, valu16::v_frexp_exp_i16_f16, Exact,
        "if(S0.f16 == +-INF || S0.f16 == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.f16) - 15 + 1); endif. Returns exponent of half precision float...";
    v_floor_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::round16::<FLOOR>, Exact,
        "D.f16 = trunc(S0.f16); if(S0.f16 < 0.0f && S0.f16 != D.f16) then D.f16 -= 1.0; endif. Round down to previous whole integer.";
    v_ceil_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::round16::<CEIL>, Exact,
        "D.f16 = trunc(S0.f16); if(S0.f16 > 0.0f && S0.f16 != D.f16) then D.f16 += 1.0; endif. Round up to next whole integer.";
    v_trunc_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::round16::<TRUNC>, Exact,
        "D.f16 = trunc(S0.f16). Return integer part of S0.f16, round-to-zero semantics.";
    v_rndne_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::round16::<RNDNE>, Exact,
        "D.f16 = floor(S0.f16 + 0.5); if(floor(S0.f16) is even && fract(S0.f16) == 0.5) then D.f16 -= 1.0; endif. Round-to-nearest-even semantics.";
    v_fract_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD, valu16::v_fract_f16, Exact,
        "D.f16 = S0.f16 + -floor(S0.f16). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_sin_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::trig_f16::<false>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = sin(S0.f16 * 2 * PI). Trigonometric sine. Denormals are supported. Examples: V_SIN_F16(0xfc00) => 0xfe00 // sin(-INF) = NAN V_SIN_F16(0xfbff) =>...";
    v_cos_f16: Vop1 VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::trig_f16::<true>, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"),
        "D.f16 = cos(S0.f16 * 2 * PI). Trigonometric cosine. Denormals are supported. Examples: V_COS_F16(0xfc00) => 0xfe00 // cos(-INF) = NAN V_COS_F16(0xfbff) =>...";
    v_exp_legacy_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_EXP>, valu::LEGACY,
        "D.f = pow(2.0, S0.f). Power with legacy semantics.";
    v_log_legacy_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_LOG>, valu::LEGACY,
        "D.f = log2(S0.f). Base 2 logarithm with legacy semantics.";
    v_cvt_norm_i16_f16: Vop1 VD_I16_VS_F16, CLAMP | OMOD, valu16::norm16::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D.i16 = flt16_to_snorm16(S.f16). 0.5ULP accuracy, supports rounding, exception flags and saturation, denormals are supported.";
    v_cvt_norm_u16_f16: Vop1 VD_U16_VS_F16, CLAMP | OMOD, valu16::norm16::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D.u16 = flt16_to_unorm16(S.f16). 0.5ULP accuracy, supports rounding, exception flags and saturation, denormals are supported.";
    v_sat_pk_u8_i16: Vop1 VD_B32_VS_B32, 0, valu16::v_sat_pk_u8_i16, Exact,
        "D.u32 = {16’b0, sat8(S.u[31:16]), sat8(S.u[15:0])}.";
    v_swap_b32: Vop1 VD_B32_VR_B32, NO_E64, lane::v_swap_b32, Exact,
        "tmp = D.u; D.u = S0.u; S0.u = tmp. Swap operands. Input and output modifiers not supported; this is an untyped operation.";
    v_movreld_b32: Vop1 VD_B32_VS_B32, NO_SDWA | MOVREL_DST, lane::v_movrel::<false, true>, Exact,
        "VGPR[D.u + M0.u] = S0.u. Move to a relative destination address (GCN 1.0-1.2; VGPR indexing replaces it on gfx900).";
    v_movrels_b32: Vop1 VD_B32_VR_B32, NO_SDWA, lane::v_movrel::<true, false>, Exact,
        "D.u = VGPR[S0.u + M0.u]. Move from a relative source address (GCN 1.0-1.2).";
    v_movrelsd_b32: Vop1 VD_B32_VR_B32, NO_SDWA, lane::v_movrel::<true, true>, Exact,
        "VGPR[D.u + M0.u] = VGPR[S0.u + M0.u]. Move from a relative source to a relative destination address (GCN 1.0-1.2).";
    v_cvt_f32_fp8: Vop1 VD_F32_VS_U32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_f32_8::<false>, Exact,
        "Convert from an FP8 float input to a single-precision float value and store the result into a vector register.";
    v_cvt_f32_bf8: Vop1 VD_F32_VS_B32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_f32_8::<true>, Exact,
        "Convert from a BF8 float input to a single-precision float value and store the result into a vector register.";
    v_cvt_pk_f32_fp8: Vop1 VD_B64_VS_U32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_pk_f32_8::<false>, Exact,
        "Convert from a packed 2-component FP8 float input to a packed single-precision float value and store the result into a vector register.";
    v_cvt_pk_f32_bf8: Vop1 VD_B64_VS_B32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_pk_f32_8::<true>, Exact,
        "Convert from a packed 2-component BF8 float input to a packed single-precision float value and store the result into a vector register.";
    v_prng_b32: Vop1 VD_B32_VS_B32, 0, valu_int::v_prng_b32, Exact,
        "Generate a pseudorandom number using an LFSR (linear feedback shift register) seeded with the vector input, then store the result into a vector register.";
    v_permlane16_swap_b32: Vop1 VD_B32_VR_B32, 0, lane::permlane_swap::<16, 0x0000_ffff_0000_ffff>, Fidelity::Approximate("EXEC: a pair swaps only when both lanes are active (LLVM's fi = bound_ctrl = 0); the seed does not say"),
        "Swap data between two vector registers.";
    v_permlane32_swap_b32: Vop1 VD_B32_VR_B32, 0, lane::permlane_swap::<32, 0x0000_0000_ffff_ffff>, Fidelity::Approximate("EXEC: a pair swaps only when both lanes are active (LLVM's fi = bound_ctrl = 0); the seed does not say"),
        "Swap data between two vector registers.";
    v_cvt_f32_bf16: Vop1 VD_F32_VS_BF16, CLAMP | OMOD, valu16::v_cvt_f32_bf16, Exact,
        "Convert from a BF16 float input to a single-precision float value and store the result into a vector register.";
    // ---- VOPC ----
    v_cmp_class_f32: Vopc CD_B64_VS_F32_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 32>, Exact,
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.f The function reports true if the floating point value is *any* of the numeric types...";
    v_cmpx_class_f32: Vopc CD_B64_VS_F32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 32>, Exact,
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.f The function reports true if the floating point value is *any* of the numeric...";
    v_cmp_class_f64: Vopc CD_B64_VS_F64_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 64>, Exact,
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.d The function reports true if the floating point value is *any* of the numeric types...";
    v_cmpx_class_f64: Vopc CD_B64_VS_F64_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 64>, Exact,
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.d The function reports true if the floating point value is *any* of the numeric...";
    v_cmp_class_f16: Vopc CD_B64_VS_F16_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 16>, Exact,
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.f16. Note that the S1 has a format of f16 since floating point literal constants are...";
    v_cmpx_class_f16: Vopc CD_B64_VS_F16_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 16>, Exact,
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.f16 Note that the S1 has a format of f16 since floating point literal constants...";
    v_cmp_f_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LG, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<O, false>, Exact,
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<U, false>, Exact,
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NGE, false>, Exact,
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLG, false>, Exact,
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NGT, false>, Exact,
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLE, false>, Exact,
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NEQ, false>, Exact,
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLT, false>, Exact,
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<TRU, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<O, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<U, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NGE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NGT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NEQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f16: Vopc CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<TRU, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LG, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<O, false>, Exact,
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<U, false>, Exact,
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGE, false>, Exact,
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLG, false>, Exact,
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGT, false>, Exact,
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLE, false>, Exact,
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NEQ, false>, Exact,
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLT, false>, Exact,
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<TRU, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<O, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<U, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NEQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<TRU, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LG, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<O, false>, Exact,
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<U, false>, Exact,
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGE, false>, Exact,
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLG, false>, Exact,
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGT, false>, Exact,
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLE, false>, Exact,
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NEQ, false>, Exact,
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLT, false>, Exact,
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<TRU, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<O, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<U, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NEQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<TRU, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmp_f_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i16: Vopc CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u16: Vopc CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmp_f_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i32: Vopc CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u32: Vopc CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmp_f_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<F, false>, Exact,
        "D.u64[threadId] = 0.";
    v_cmp_lt_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<NE, false>, Exact,
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<T, false>, Exact,
        "D.u64[threadId] = 1.";
    v_cmpx_f_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i64: Vopc CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<NE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u64: Vopc CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<T, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1.";
    // ---- VOP3A ----
    v_mad_legacy_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mad_legacy_f32, Exact,
        "D.f = S0.f * S1.f + S2.f. // DX9 rules, 0.0 * x = 0.0";
    v_mad_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mad_f32, Exact,
        "D.f = S0.f * S1.f + S2.f. 1ULP accuracy, denormals are flushed.";
    v_mad_i32_i24: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, CLAMP, valu_int::v_mad_i32_i24, Exact,
        "D.i = S0.i[23:0] * S1.i[23:0] + S2.i.";
    v_mad_u32_u24: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_mad_u32_u24, Exact,
        "D.u = S0.u[23:0] * S1.u[23:0] + S2.u.";
    v_cubeid_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubeid_f32, Exact,
        "D.f = cubemap face ID ({0.0, 1.0, …, 5.0}). XYZ coordinate is given in (S0.f, S1.f, S2.f). Cubemap Face ID determination. Result is a floating point face...";
    v_cubesc_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubesc_f32, Exact,
        "D.f = cubemap S coordinate. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >= Abs(S1.f))...";
    v_cubetc_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubetc_f32, Exact,
        "D.f = cubemap T coordinate. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >= Abs(S1.f))...";
    v_cubema_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubema_f32, Exact,
        "D.f = 2.0 * cubemap major axis. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >=...";
    v_bfe_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_bfe_u32, Exact,
        "D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1). Bitfield extract with S0 = data, S1 = field_offset, S2 = field_width.";
    v_bfe_i32: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::v_bfe_i32, Exact,
        "D.i = (S0.i >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1). Bitfield extract with S0 = data, S1 = field_offset, S2 = field_width.";
    v_bfi_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_bfi_b32, Exact,
        "D.u = (S0.u & S1.u) | (~S0.u & S2.u). Bitfield insert.";
    v_fma_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_fma_f32, Exact,
        "D.f = S0.f * S1.f + S2.f. Fused single precision multiply add. 0.5ULP accuracy, denormals are supported.";
    v_fma_f64: Vop3a VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_fma_f64, valu::FMA64,
        "D.d = S0.d * S1.d + S2.d. Fused double precision multiply add. 0.5ULP precision, denormals are supported.";
    v_lerp_u8: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_lerp_u8, Exact,
        "D.u = ((S0.u[31:24] + S1.u[31:24] + S2.u[24]) >> 1) << 24 D.u += ((S0.u[23:16] + S1.u[23:16] + S2.u[16]) >> 1) << 16; D.u += ((S0.u[15:8] + S1.u[15:8] +...";
    v_alignbit_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, CLAMP | OPSEL | CLAMP_GFX9, valu_int::v_alignbit_b32, Exact,
        "D.u = ({S0,S1} >> S2.u[4:0]) & 0xffffffff.";
    v_alignbyte_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, CLAMP | OPSEL | CLAMP_GFX9, valu_int::v_alignbyte_b32, Exact,
        "D.u = ({S0,S1} >> (8*S2.u[4:0])) & 0xffffffff.";
    v_min3_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_min3_f32, Exact,
        "D.f = V_MIN_F32(V_MIN_F32(S0.f, S1.f), S2.f).";
    v_min3_i32: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::minmax3::<false, true>, Exact,
        "D.i = V_MIN_I32(V_MIN_I32(S0.i, S1.i), S2.i).";
    v_min3_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::minmax3::<false, false>, Exact,
        "D.u = V_MIN_U32(V_MIN_U32(S0.u, S1.u), S2.u).";
    v_max3_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_max3_f32, Exact,
        "D.f = V_MAX_F32(V_MAX_F32(S0.f, S1.f), S2.f).";
    v_max3_i32: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::minmax3::<true, true>, Exact,
        "D.i = V_MAX_I32(V_MAX_I32(S0.i, S1.i), S2.i).";
    v_max3_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::minmax3::<true, false>, Exact,
        "D.u = V_MAX_U32(V_MAX_U32(S0.u, S1.u), S2.u).";
    v_med3_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_med3_f32, Exact,
        "if (isNan(S0.f) || isNan(S1.f) || isNan(S2.f)) D.f = V_MIN3_F32(S0.f, S1.f, S2.f); else if (V_MAX3_F32(S0.f, S1.f, S2.f) == S0.f) D.f = V_MAX_F32(S1.f,...";
    v_med3_i32: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::med3_int::<true>, Exact,
        "if (V_MAX3_I32(S0.i, S1.i, S2.i) == S0.i) D.i = V_MAX_I32(S1.i, S2.i); else if (V_MAX3_I32(S0.i, S1.i, S2.i) == S1.i) D.i = V_MAX_I32(S0.i, S2.i); else D.i...";
    v_med3_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::med3_int::<false>, Exact,
        "if (V_MAX3_U32(S0.u, S1.u, S2.u) == S0.u) D.u = V_MAX_U32(S1.u, S2.u); else if (V_MAX3_U32(S0.u, S1.u, S2.u) == S1.u) D.u = V_MAX_U32(S0.u, S2.u); else D.u...";
    v_sad_u8: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u8, Exact,
        "D.u = abs(S0.i[31:24] - S1.i[31:24]); D.u += abs(S0.i[23:16] - S1.i[23:16]); D.u += abs(S0.i[15:8] - S1.i[15:8]); D.u += abs(S0.i[7:0] - S1.i[7:0]) + S2.u....";
    v_sad_hi_u8: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_hi_u8, Exact,
        "D.u = (SAD_U8(S0, S1, 0) << 16) + S2.u. Sum of absolute differences with accumulation, overflow is lost.";
    v_sad_u16: Vop3a VD_U16_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u16, Exact,
        "D.u = abs(S0.i[31:16] - S1.i[31:16]) + abs(S0.i[15:0] - S1.i[15:0]) + S2.u. Word SAD with accumulation.";
    v_sad_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u32, Exact,
        "D.u = abs(S0.i - S1.i) + S2.u. Dword SAD with accumulation.";
    v_cvt_pk_u8_f32: Vop3a VD_U32_VS_F32_VS_U32_VS_U32, CLAMP, valu::v_cvt_pk_u8_f32, valu::U8,
        "D.u = (S2.u & ~(0xff << (8 * S1.u[1:0]))); D.u = D.u | ((flt32_to_uint8(S0.f) & 0xff) << (8 * S1.u[1:0])). Convert floating point value S0 to 8-bit unsigned...";
    v_div_fixup_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_div_fixup::<f32>, valu::FIXUP,
        "sign_out = sign(S1.f)^sign(S2.f); if (S2.f == NAN) D.f = Quiet(S2.f); else if (S1.f == NAN) D.f = Quiet(S1.f); else if (S1.f == S2.f == 0) // 0/0 D.f =...";
    v_div_fixup_f64: Vop3a VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_div_fixup::<f64>, valu::FIXUP,
        "sign_out = sign(S1.d)^sign(S2.d); if (S2.d == NAN) D.d = Quiet(S2.d); else if (S1.d == NAN) D.d = Quiet(S1.d); else if (S1.d == S2.d == 0) // 0/0 D.d =...";
    v_div_scale_f32: Vop3a VD_F32_CO_B64_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_div_scale::<f32>, Exact,
        "VCC = 0; if (S2.f == 0 || S1.f == 0) D.f = NAN else if (exponent(S2.f) - exponent(S1.f) >= 96) // N/D near MAX_FLOAT VCC = 1; if (S0.f == S1.f) // Only...";
    v_div_scale_f64: Vop3a VD_F64_CO_B64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_div_scale::<f64>, Exact,
        "VCC = 0; if (S2.d == 0 || S1.d == 0) D.d = NAN else if (exponent(S2.d) - exponent(S1.d) >= 768) // N/D near MAX_FLOAT VCC = 1; if (S0.d == S1.d) // Only...";
    v_div_fmas_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD | READS_VCC, valu::v_div_fmas::<f32>, valu::DIV_FMAS,
        "if (VCC[threadId]) D.f = 2**32 * (S0.f * S1.f + S2.f); else D.f = S0.f * S1.f + S2.f; end if. Single precision FMA with fused scale. This opcode performs a...";
    v_div_fmas_f64: Vop3a VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD | READS_VCC, valu::v_div_fmas::<f64>, valu::DIV_FMAS,
        "if (VCC[threadId]) D.d = 2**64 * (S0.d * S1.d + S2.d); else D.d = S0.d * S1.d + S2.d; end if. Double precision FMA with fused scale. This opcode performs a...";
    v_msad_u8: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_msad_u8, Exact,
        "D.u = Masked Byte SAD with accum_lo(S0.u, S1.u, S2.u).";
    v_qsad_pk_u16_u8: Vop3a VD_B64_VS_U64_VS_U32_VS_U64, CLAMP, valu_int::qsad_pk::<false>, Exact,
        "D.u = Quad-Byte SAD with 16-bit packed accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[63:0])";
    v_mqsad_pk_u16_u8: Vop3a VD_B64_VS_U64_VS_U32_VS_U64, CLAMP, valu_int::qsad_pk::<true>, Exact,
        "D.u = Masked Quad-Byte SAD with 16-bit packed accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[63:0])";
    v_mqsad_u32_u8: Vop3a VD_W4_VS_U64_VS_U32_VS_W4, CLAMP, valu_int::v_mqsad_u32_u8, Exact,
        "D.u128 = Masked Quad-Byte SAD with 32-bit accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[127:0])";
    v_mad_u64_u32: Vop3a VD_U64_CO_B64_VS_U32_VS_U32_VS_U64, CLAMP, valu_int::v_mad_u64_u32, Exact,
        "{vcc_out,D.u64} = S0.u32 * S1.u32 + S2.u64.";
    v_mad_i64_i32: Vop3a VD_I64_CO_B64_VS_I32_VS_I32_VS_I64, CLAMP, valu_int::v_mad_i64_i32, Exact,
        "{vcc_out,D.i64} = S0.i32 * S1.i32 + S2.i64.";
    v_mad_legacy_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::mad_f16::<true>, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"),
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Supports round mode, exception flags, saturation. If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_mad_legacy_u16: Vop3a VD_U16_VS_U16_VS_U16_VS_U16, CLAMP, valu16::mad_int16::<false, true>, Exact,
        "D.u16 = S0.u16 * S1.u16 + S2.u16. Supports saturation (unsigned 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR...";
    v_mad_legacy_i16: Vop3a VD_I16_VS_I16_VS_I16_VS_I16, CLAMP, valu16::mad_int16::<true, true>, Exact,
        "D.i16 = S0.i16 * S1.i16 + S2.i16. Supports saturation (signed 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_perm_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_perm_b32, Exact,
        "D.u[31:24] = byte_permute({S0.u, S1.u}, S2.u[31:24]); D.u[23:16] = byte_permute({S0.u, S1.u}, S2.u[23:16]); D.u[15:8] = byte_permute({S0.u, S1.u},...";
    v_fma_legacy_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::fma_f16::<true>, Exact,
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Fused half precision multiply add.";
    v_div_fixup_legacy_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::div_fixup_f16::<true>, Exact,
        "sign_out = sign(S1.f16)^sign(S2.f16); if (S2.f16 == NAN) D.f16 = Quiet(S2.f16); else if (S1.f16 == NAN) D.f16 = Quiet(S1.f16); else if (S1.f16 == S2.f16 ==...";
    v_cvt_pkaccum_u8_f32: Vop3a VD_U32_VS_F32_VS_U32, CLAMP, valu::v_cvt_pkaccum_u8_f32, valu::U8,
        "byte = S1.u[1:0]; bit = byte * 8; D.u[bit+7:bit] = flt32_to_uint8(S0.f). Pack converted value of S0.f into byte S1 of the destination. Note: this opcode...";
    v_mad_u32_u16: Vop3a VD_U32_VS_U16_VS_U16_VS_U32, CLAMP | OPSEL, valu16::mad32_16::<false>, Exact,
        "D.u32 = S0.u16 * S1.u16 + S2.u32.";
    v_mad_i32_i16: Vop3a VD_I32_VS_I16_VS_I16_VS_I32, CLAMP | OPSEL, valu16::mad32_16::<true>, Exact,
        "D.i32 = S0.i16 * S1.i16 + S2.i32.";
    v_xad_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_xad_u32, Exact,
        "D.u32 = (S0.u32 ^ S1.u32) + S2.u32. No carryin/carryout and no saturation. This opcode exists to accelerate the SHA256 hash algorithm.";
    v_min3_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::minmax3_f16::<false>, Exact,
        "D.f16 = V_MIN_F16(V_MIN_F16(S0.f16, S1.f16), S2.f16).";
    v_min3_i16: Vop3a VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::minmax3_int16::<false, true>, Exact,
        "D.i16 = V_MIN_I16(V_MIN_I16(S0.i16, S1.i16), S2.i16).";
    v_min3_u16: Vop3a VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::minmax3_int16::<false, false>, Exact,
        "D.u16 = V_MIN_U16(V_MIN_U16(S0.u16, S1.u16), S2.u16).";
    v_max3_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::minmax3_f16::<true>, Exact,
        "D.f16 = V_MAX_F16(V_MAX_F16(S0.f16, S1.f16), S2.f16).";
    v_max3_i16: Vop3a VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::minmax3_int16::<true, true>, Exact,
        "D.i16 = V_MAX_I16(V_MAX_I16(S0.i16, S1.i16), S2.i16).";
    v_max3_u16: Vop3a VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::minmax3_int16::<true, false>, Exact,
        "D.u16 = V_MAX_U16(V_MAX_U16(S0.u16, S1.u16), S2.u16).";
    v_med3_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_med3_f16, Exact,
        "if (isNan(S0.f16) || isNan(S1.f16) || isNan(S2.f16)) D.f16 = V_MIN3_F16(S0.f16, S1.f16, S2.f16); else if (V_MAX3_F16(S0.f16, S1.f16, S2.f16) == S0.f16)...";
    v_med3_i16: Vop3a VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::med3_int16::<true>, Exact,
        "if (V_MAX3_I16(S0.i16, S1.i16, S2.i16) == S0.i16) D.i16 = V_MAX_I16(S1.i16, S2.i16); else if (V_MAX3_I16(S0.i16, S1.i16, S2.i16) == S1.i16) D.i16 =...";
    v_med3_u16: Vop3a VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::med3_int16::<false>, Exact,
        "if (V_MAX3_U16(S0.u16, S1.u16, S2.u16) == S0.u16) D.u16 = V_MAX_U16(S1.u16, S2.u16); else if (V_MAX3_U16(S0.u16, S1.u16, S2.u16) == S1.u16) D.u16 =...";
    v_lshl_add_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::lshl_then::<false>, Exact,
        "D.u = (S0.u << S1.u[4:0]) + S2.u.";
    v_add_lshl_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_add_lshl_u32, Exact,
        "D.u = (S0.u + S1.u) << S2.u[4:0].";
    v_add3_u32: Vop3a VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_add3_u32, Exact,
        "D.u = S0.u + S1.u + S2.u.";
    v_lshl_or_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::lshl_then::<true>, Exact,
        "D.u = (S0.u << S1.u[4:0]) | S2.u.";
    v_and_or_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_and_or_b32, Exact,
        "D.u = (S0.u & S1.u) | S2.u.";
    v_or3_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_or3_b32, Exact,
        "D.u = S0.u | S1.u | S2.u.";
    v_mad_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::mad_f16::<false>, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"),
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Supports round mode, exception flags, saturation. 1ULP accuracy, denormals are flushed. If op_sel[3] is 0 Result is...";
    v_mad_u16: Vop3a VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::mad_int16::<false, false>, Exact,
        "D.u16 = S0.u16 * S1.u16 + S2.u16. Supports saturation (unsigned 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR...";
    v_mad_i16: Vop3a VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::mad_int16::<true, false>, Exact,
        "D.i16 = S0.i16 * S1.i16 + S2.i16. Supports saturation (signed 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_fma_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::fma_f16::<false>, Exact,
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Fused half precision multiply add. 0.5ULP accuracy, denormals are supported. If op_sel[3] is 0 Result is written to 16...";
    v_div_fixup_f16: Vop3a VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::div_fixup_f16::<false>, Exact,
        "sign_out = sign(S1.f16)^sign(S2.f16); if (S2.f16 == NAN) D.f16 = Quiet(S2.f16); else if (S1.f16 == NAN) D.f16 = Quiet(S1.f16); else if (S1.f16 == S2.f16 ==...";
    v_lshl_add_u64: Vop3a VD_U64_VS_U64_VS_U32_VS_U64, 0, valu_int::v_lshl_add_u64, Exact,
        "Given a shift count in the second input, calculate the logical shift left of the first input, then add the third input to the intermediate result, then...";
    v_bitop3_b16: Vop3a VD_B16_VS_B16_VS_B16_VS_B16, OPSEL | BITOP3, valu_int::v_bitop3_b16, valu_int::HALF_DST,
        "Calculate the generic bitwise operation of three 16-bit vector inputs using a truth table encoded in the instruction and store the result into a vector...";
    v_bitop3_b32: Vop3a VD_B32_VS_B32_VS_B32_VS_B32, BITOP3, valu_int::v_bitop3_b32, Exact,
        "Calculate the generic bitwise operation of three 32-bit vector inputs using a truth table encoded in the instruction and store the result into a vector...";
    v_cvt_scalef32_pk_fp8_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::sc_pk_f32::<E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed FP8 float...";
    v_cvt_scalef32_pk_bf8_f32: Vop3a VD_B32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::sc_pk_f32::<E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed BF8 float...";
    v_cvt_scalef32_sr_fp8_f32: Vop3a VD_F32_VS_F32_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F32, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "12.11.";
    v_cvt_scalef32_sr_bf8_f32: Vop3a VD_B32_VS_F32_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F32, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a single-precision float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value...";
    v_cvt_scalef32_pk_f32_fp8: Vop3a VD_B64_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP8 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_f32_bf8: Vop3a VD_B64_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component BF8 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_f32_fp8: Vop3a VD_F32_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 1, false, E_F32, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from an FP8 float input to a single-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_f32_bf8: Vop3a VD_F32_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 1, false, E_F32, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a BF8 float input to a single-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_pk_fp4_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::sc_pk_f32::<E_FP4>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed FP4 float...";
    v_cvt_scalef32_sr_pk_fp4_f32: Vop3a VD_F32_VR_PKF32_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 2-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_f32_fp4: Vop3a VD_B64_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP4 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_fp8_f16: Vop3a VD_F16_VS_PKF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_F16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_bf8_f16: Vop3a VD_B32_VS_PKF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_F16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_fp8_f16: Vop3a VD_F16_VS_F16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a half-precision float input using the exponent provided by the third single-precision float input, then convert the values to an FP8 float value with...";
    v_cvt_scalef32_sr_bf8_f16: Vop3a VD_B32_VS_F16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a half-precision float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value with...";
    v_cvt_scalef32_pk_fp8_bf16: Vop3a VD_BF16_VS_PKBF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_BF16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed FP8...";
    v_cvt_scalef32_pk_bf8_bf16: Vop3a VD_B32_VS_PKBF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_BF16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed BF8...";
    v_cvt_scalef32_sr_fp8_bf16: Vop3a VD_BF16_VS_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_BF16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a BF16 float input using the exponent provided by the third single-precision float input, then convert the values to an FP8 float value with...";
    v_cvt_scalef32_sr_bf8_bf16: Vop3a VD_B32_VS_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_BF16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value with stochastic...";
    v_cvt_scalef32_pk_f16_fp8: Vop3a VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP8 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_f16_bf8: Vop3a VD_F16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component BF8 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_f16_fp8: Vop3a VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 1, false, E_F16, 0>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from an FP8 float input to a half-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_f16_bf8: Vop3a VD_F16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 1, false, E_F16, 0>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a BF8 float input to a half-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_pk_fp4_f16: Vop3a VD_F16_VS_PKF16_VS_F32, OPSEL | OPSEL4, valu16::sc_pk_from16::<E_F16, E_FP4>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_fp4_bf16: Vop3a VD_BF16_VS_PKBF16_VS_F32, OPSEL | OPSEL4, valu16::sc_pk_from16::<E_BF16, E_FP4>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed FP4...";
    v_cvt_scalef32_sr_pk_fp4_f16: Vop3a VD_F16_VS_PKF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 2-component half-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_pk_fp4_bf16: Vop3a VD_BF16_VS_PKBF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 2-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed FP4...";
    v_cvt_scalef32_pk_f16_fp4: Vop3a VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP4 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_bf16_fp4: Vop3a VD_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP4 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_2xpk16_fp6_f32: Vop3a VD_W6_VS_W16_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_FP6, true, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale packed 16-component single-precision float vectors from two source inputs using the exponent provided by the third single-precision float input, then...";
    v_cvt_scalef32_2xpk16_bf6_f32: Vop3a VD_W6_VS_W16_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_BF6, true, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale packed 16-component single-precision float vectors from two source inputs using the exponent provided by the third single-precision float input, then...";
    v_cvt_scalef32_sr_pk32_fp6_f32: Vop3a VD_W6_VS_W32_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to...";
    v_cvt_scalef32_sr_pk32_bf6_f32: Vop3a VD_W6_VS_W32_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to...";
    v_cvt_scalef32_pk32_f32_fp6: Vop3a VD_W32_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component FP6 float input to a packed single-precision float value, then scale the";
    v_cvt_scalef32_pk32_f32_bf6: Vop3a VD_W32_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component BF6 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_fp6_f16: Vop3a VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_FP6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 32-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk32_fp6_bf16: Vop3a VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_FP6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "12.11.";
    v_cvt_scalef32_pk32_bf6_f16: Vop3a VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_BF6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 32-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk32_bf6_bf16: Vop3a VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_BF6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Scale a packed 32-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_sr_pk32_fp6_f16: Vop3a VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component half-precision float input using the exponent provided by the third single-";
    v_cvt_scalef32_sr_pk32_fp6_bf16: Vop3a VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_sr_pk32_bf6_f16: Vop3a VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component half-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_pk32_bf6_bf16: Vop3a VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"),
        "Scale a packed 32-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_pk32_f16_fp6: Vop3a VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component FP6 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_bf16_fp6: Vop3a VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component FP6 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_pk32_f16_bf6: Vop3a VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component BF6 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_bf16_bf6: Vop3a VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 32-component BF6 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_ashr_pk_i8_i32: Vop3a VD_I32_VS_I32_VS_I32_VS_I32, OPSEL | INT_SRC_MODS, valu_int::ashr_pk::<true>, valu_int::HALF_DST,
        "Given two signed 32-bit integers and a shift count, calculate the arithmetic shift right (preserving sign bit) of the two integers, saturate the two results...";
    v_ashr_pk_u8_i32: Vop3a VD_U32_VS_I32_VS_I32_VS_I32, OPSEL | INT_SRC_MODS, valu_int::ashr_pk::<false>, valu_int::HALF_DST,
        "Given two signed 32-bit integers and a shift count, calculate the arithmetic shift right (preserving sign bit) of the two integers, saturate the two results...";
    v_cvt_pk_f16_f32: Vop3a VD_F16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pk_f16_f32, Exact,
        "Convert from two single-precision float inputs to a packed half-precision value and store the result into a vector register.";
    v_cvt_pk_bf16_f32: Vop3a VD_BF16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pk_bf16_f32, Exact,
        "Convert from two single-precision float inputs to a packed BF16 value and store the result into a vector register.";
    v_cvt_scalef32_pk_bf16_fp8: Vop3a VD_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component FP8 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_pk_bf16_bf8: Vop3a VD_BF16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"),
        "Convert from a packed 2-component BF8 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_add_f64: Vop3a VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_add_f64, Exact,
        "D.d = S0.d + S1.d. 0.5ULP precision, denormals are supported.";
    v_mul_f64: Vop3a VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_mul_f64, Exact,
        "D.d = S0.d * S1.d. 0.5ULP precision, denormals are supported.";
    v_min_f64: Vop3a VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::minmax64::<false>, Exact,
        "if (IEEE_MODE && S0.d == sNaN) D.d = Quiet(S0.d); else if (IEEE_MODE && S1.d == sNaN) D.d = Quiet(S1.d); else if (S0.d == NaN) D.d = S1.d; else if (S1.d ==...";
    v_max_f64: Vop3a VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::minmax64::<true>, Exact,
        "if (IEEE_MODE && S0.d == sNaN) D.d = Quiet(S0.d); else if (IEEE_MODE && S1.d == sNaN) D.d = Quiet(S1.d); else if (S0.d == NaN) D.d = S1.d; else if (S1.d ==...";
    v_ldexp_f64: Vop3a VD_F64_VS_F64_VS_U32, CLAMP | OMOD, valu::ldexp::<f64>, Exact,
        "D.d = S0.d * (2 ** S1.i).";
    v_mul_lo_u32: Vop3a VD_U32_VS_U32_VS_U32, 0, valu_int::v_mul_lo_u32, Exact,
        "D.u = S0.u * S1.u.";
    v_mul_hi_u32: Vop3a VD_U32_VS_U32_VS_U32, 0, valu_int::v_mul_hi_u32, Exact,
        "D.u = (S0.u * S1.u) >> 32.";
    v_mul_hi_i32: Vop3a VD_I32_VS_I32_VS_I32, 0, valu_int::v_mul_hi_i32, Exact,
        "D.i = (S0.i * S1.i) >> 32.";
    v_ldexp_f32: Vop3a VD_F32_VS_F32_VS_U32, CLAMP | OMOD, valu::ldexp::<f32>, Exact,
        "D.f = S0.f * (2 ** S1.i).";
    v_readlane_b32: Vop3a SD_B32_VR_B32_SS_B32, 0, lane::v_readlane_b32, Exact,
        "Copy one VGPR value to one SGPR. D = SGPR-dest, S0 = Source Data (VGPR# or M0(lds-direct)), S1 = Lane Select (SGPR or M0). Ignores exec mask. Input and...";
    v_writelane_b32: Vop3a VD_B32_SS_B32_SS_B32, 0, lane::v_writelane_b32, Exact,
        "Write value into one VGPR in one lane. D = VGPR-dest, S0 = Source Data (sgpr, m0, exec or constants), S1 = Lane Select (SGPR or M0). Ignores exec mask....";
    v_bcnt_u32_b32: Vop3a VD_U32_VS_B32_VS_B32, 0, valu_int::v_bcnt_u32_b32, Exact,
        "D.u = 0; for i in 0 … 31 do D.u += (S0.u[i] == 1 ? 1 : 0); endfor. Bit count.";
    v_mbcnt_lo_u32_b32: Vop3a VD_U32_VS_B32_VS_B32, 0, valu_int::mbcnt::<false>, Exact,
        "ThreadMask = (1LL << ThreadPosition) - 1; MaskedValue = (S0.u & ThreadMask[31:0]); D.u = S1.u; for i in 0 … 31 do D.u += (MaskedValue[i] == 1 ? 1 : 0);...";
    v_mbcnt_hi_u32_b32: Vop3a VD_U32_VS_B32_VS_B32, 0, valu_int::mbcnt::<true>, Exact,
        "ThreadMask = (1LL << ThreadPosition) - 1; MaskedValue = (S0.u & ThreadMask[63:32]); D.u = S1.u; for i in 0 … 31 do D.u += (MaskedValue[i] == 1 ? 1 : 0);...";
    v_lshlrev_b64: Vop3a VD_B64_VS_U32_VS_U64, 0, valu_int::shift64_rev::<SH_LSL>, Exact,
        "D.u64 = S1.u64 << S0.u[5:0].";
    v_lshrrev_b64: Vop3a VD_B64_VS_U32_VS_U64, 0, valu_int::shift64_rev::<SH_LSR>, Exact,
        "D.u64 = S1.u64 >> S0.u[5:0].";
    v_ashrrev_i64: Vop3a VD_I64_VS_I32_VS_I64, 0, valu_int::shift64_rev::<SH_ASR>, Exact,
        "D.u64 = signext(S1.u64) >> S0.u[5:0].";
    v_trig_preop_f64: Vop3a VD_F64_VS_F64_VS_U32, CLAMP | OMOD, valu::v_trig_preop_f64, Exact,
        "shift = S1.u * 53; if exponent(S0.d) > 1077 then shift += exponent(S0.d) - 1077; endif result = (double) ((2/PI[1200:0] << shift) & 0x1fffff_ffffffff);...";
    v_bfm_b32: Vop3a VD_B32_VS_B32_VS_B32, 0, valu_int::v_bfm_b32, Exact,
        "D.u = ((1<<S0.u[4:0])-1) << S1.u[4:0]. Bitfield modify. S0 is the bitfield width and S1 is the bitfield offset.";
    v_cvt_pknorm_i16_f32: Vop3a VD_I16_VS_F32_VS_F32, CLAMP, valu16::pknorm_f32::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(snorm)S1.f, (snorm)S0.f}.";
    v_cvt_pknorm_u16_f32: Vop3a VD_U16_VS_F32_VS_F32, CLAMP, valu16::pknorm_f32::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(unorm)S1.f, (unorm)S0.f}.";
    v_cvt_pkrtz_f16_f32: Vop3a VD_F16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pkrtz_f16_f32, Exact,
        "D = {flt32_to_flt16(S1.f),flt32_to_flt16(S0.f)}. // Round-toward-zero regardless of current round mode setting in hardware. This opcode is intended for use...";
    v_cvt_pk_u16_u32: Vop3a VD_U16_VS_U32_VS_U32, 0, valu_int::v_cvt_pk_u16_u32, Exact,
        "D = {uint32_to_uint16(S1.u), uint32_to_uint16(S0.u)}.";
    v_cvt_pk_i16_i32: Vop3a VD_I16_VS_I32_VS_I32, 0, valu_int::v_cvt_pk_i16_i32, Exact,
        "D = {int32_to_int16(S1.i), int32_to_int16(S0.i)}.";
    v_cvt_pknorm_i16_f16: Vop3a VD_I16_VS_F16_VS_F16, CLAMP | OPSEL, valu16::pknorm_f16::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(snorm)S1.f16, (snorm)S0.f16}.";
    v_cvt_pknorm_u16_f16: Vop3a VD_U16_VS_F16_VS_F16, CLAMP | OPSEL, valu16::pknorm_f16::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(unorm)S1.f16, (unorm)S0.f16}.";
    v_add_i32: Vop3a VD_I32_VS_I32_VS_I32, CLAMP, valu_int::v_add_i32, Exact,
        "D.i = S0.i + S1.i. Supports saturation (signed 32-bit integer domain).";
    v_sub_i32: Vop3a VD_I32_VS_I32_VS_I32, CLAMP, valu_int::v_sub_i32, Exact,
        "D.i = S0.i - S1.i. Supports saturation (signed 32-bit integer domain).";
    v_add_i16: Vop3a VD_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::add_i16::<false>, Exact,
        "D.i16 = S0.i16 + S1.i16. Supports saturation (signed 16-bit integer domain).";
    v_sub_i16: Vop3a VD_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::add_i16::<true>, Exact,
        "D.i16 = S0.i16 - S1.i16. Supports saturation (signed 16-bit integer domain).";
    v_pack_b32_f16: Vop3a VD_B32_VS_F16_VS_F16, CLAMP | OPSEL, valu16::v_pack_b32_f16, Exact,
        "D[31:16].f16 = S1.f16; D[15:0].f16 = S0.f16.";
    // gfx950 moved v_mul_legacy_f32 to a VOP3-only opcode (seed 001 line 25240).
    v_mul_legacy_f32_vop3 = "v_mul_legacy_f32": Vop3a VD_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mul_legacy_f32,
        Exact, "D.f = S0.f * S1.f. // DX9 rules, 0.0*x = 0.0";
    v_cvt_pk_fp8_f32: Vop3a VD_F32_VS_F32_VS_F32, OPSEL, valu16::cvt_pk_8_f32::<false>, Exact,
        "Convert from two single-precision float inputs to a packed FP8 float value with round to nearest even semantics and store the result into 16 bits of a...";
    v_cvt_pk_bf8_f32: Vop3a VD_B32_VS_F32_VS_F32, OPSEL, valu16::cvt_pk_8_f32::<true>, Exact,
        "Convert from two single-precision float inputs to a packed BF8 float value with round to nearest even";
    v_cvt_sr_fp8_f32: Vop3a VD_F32_VS_F32_VS_U32, OPSEL | OPSEL4, valu16::cvt_sr_8::<false>, Exact,
        "Convert from a single-precision float input to an FP8 value with stochastic rounding using seed data from the second input.";
    v_cvt_sr_bf8_f32: Vop3a VD_B32_VS_F32_VS_U32, OPSEL | OPSEL4, valu16::cvt_sr_8::<true>, Exact,
        "12.11.";
    v_cvt_sr_f16_f32: Vop3a VD_F16_VS_F32_VS_U32, OPSEL, valu16::cvt_sr_16::<false>, Fidelity::Approximate("stochastic rounding as add-random-fraction-then-truncate: the seed does not define f32_to_f16_sr"),
        "Convert from a single-precision float input to a half-precision value with stochastic rounding using seed data from the second input.";
    v_cvt_sr_bf16_f32: Vop3a VD_BF16_VS_F32_VS_U32, OPSEL, valu16::cvt_sr_16::<true>, Fidelity::Approximate("stochastic rounding as add-random-fraction-then-truncate: the seed does not define f32_to_f16_sr"),
        "12.11.";
    v_minimum3_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_minimum3_f32, Exact,
        "Select the IEEE minimum() of three single-precision float inputs and store the result into a vector register.";
    v_maximum3_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_maximum3_f32, Exact,
        "Select the IEEE maximum() of three single-precision float inputs and store the result into a vector register.";
    // SMEM (seed 000 lines 4317-4573, seed 001 lines 8590 on; opcodes and syntax from llvm-mc 22).
    s_load_dword: Smem SMEM_LD_B32_SB_B64_OS, SMEM_GLC, smem::load, Exact,
        "Load 1 dword from the scalar data cache.";
    s_load_dwordx2: Smem SMEM_LD_B64_SB_B64_OS, SMEM_GLC, smem::load, Exact,
        "Load 2 dwords from the scalar data cache.";
    s_load_dwordx4: Smem SMEM_LD_W4_SB_B64_OS, SMEM_GLC, smem::load, Exact,
        "Load 4 dwords from the scalar data cache.";
    s_load_dwordx8: Smem SMEM_LD_W8_SB_B64_OS, SMEM_GLC, smem::load, Exact,
        "Load 8 dwords from the scalar data cache.";
    s_load_dwordx16: Smem SMEM_LD_W16_SB_B64_OS, SMEM_GLC, smem::load, Exact,
        "Load 16 dwords from the scalar data cache.";
    s_scratch_load_dword: Smem SMEM_LD_B32_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact,
        "Load 1 dword from the scalar data cache.";
    s_scratch_load_dwordx2: Smem SMEM_LD_B64_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact,
        "Load 2 dwords from the scalar data cache.";
    s_scratch_load_dwordx4: Smem SMEM_LD_W4_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact,
        "Load 4 dwords from the scalar data cache.";
    s_buffer_load_dword: Smem SMEM_LD_B32_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER,
        "Load 1 dword from the scalar data cache.";
    s_buffer_load_dwordx2: Smem SMEM_LD_B64_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER,
        "Load 2 dwords from the scalar data cache.";
    s_buffer_load_dwordx4: Smem SMEM_LD_W4_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER,
        "Load 4 dwords from the scalar data cache.";
    s_buffer_load_dwordx8: Smem SMEM_LD_W8_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER,
        "Load 8 dwords from the scalar data cache.";
    s_buffer_load_dwordx16: Smem SMEM_LD_W16_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER,
        "Load 16 dwords from the scalar data cache.";
    s_store_dword: Smem SMEM_ST_B32_SB_B64_OS, SMEM_GLC, smem::store, Exact,
        "Store 1 dword through the scalar data cache.";
    s_store_dwordx2: Smem SMEM_ST_B64_SB_B64_OS, SMEM_GLC, smem::store, Exact,
        "Store 2 dwords through the scalar data cache.";
    s_store_dwordx4: Smem SMEM_ST_W4_SB_B64_OS, SMEM_GLC, smem::store, Exact,
        "Store 4 dwords through the scalar data cache.";
    s_scratch_store_dword: Smem SMEM_ST_B32_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact,
        "Store 1 dword through the scalar data cache.";
    s_scratch_store_dwordx2: Smem SMEM_ST_B64_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact,
        "Store 2 dwords through the scalar data cache.";
    s_scratch_store_dwordx4: Smem SMEM_ST_W4_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact,
        "Store 4 dwords through the scalar data cache.";
    s_buffer_store_dword: Smem SMEM_ST_B32_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER,
        "Store 1 dword through the scalar data cache.";
    s_buffer_store_dwordx2: Smem SMEM_ST_B64_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER,
        "Store 2 dwords through the scalar data cache.";
    s_buffer_store_dwordx4: Smem SMEM_ST_W4_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER,
        "Store 4 dwords through the scalar data cache.";
    s_dcache_inv: Smem NO_OPERANDS, 0, smem::cache, Exact,
        "Invalidate the scalar data cache.";
    s_dcache_wb: Smem NO_OPERANDS, 0, smem::cache, Exact,
        "Write back dirty scalar data cache lines.";
    s_dcache_inv_vol: Smem NO_OPERANDS, 0, smem::cache, Exact,
        "Invalidate the scalar data cache.";
    s_dcache_wb_vol: Smem NO_OPERANDS, 0, smem::cache, Exact,
        "Write back dirty scalar data cache lines.";
    s_memtime: Smem SMEM_SD_B64, 0, smem::memtime, smem::MEMTIME,
        "Read the 64-bit clock counter.";
    s_memrealtime: Smem SMEM_SD_B64, 0, smem::memtime, smem::MEMTIME,
        "Read the 64-bit constant-frequency real-time counter.";
    s_atc_probe: Smem SMEM_I7_SB_B64_OS, 0, smem::cache, Exact,
        "Probe the address translation cache.";
    s_atc_probe_buffer: Smem SMEM_I7_SB_W4_OU, 0, smem::cache, Exact,
        "Probe the address translation cache.";
    s_dcache_discard: Smem SMEM_SB_B64_OS, 0, smem::cache, Exact,
        "Discard scalar cache lines without writing back.";
    s_dcache_discard_x2: Smem SMEM_SB_B64_OS, 0, smem::cache, Exact,
        "Discard scalar cache lines without writing back.";
    s_buffer_atomic_swap: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<SWAP>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_cmpswap: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<CMPSWAP>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_add: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<ADD>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_sub: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<SUB>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smin: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<SMIN>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umin: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<UMIN>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smax: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<SMAX>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umax: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<UMAX>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_and: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<AND>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_or: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<OR>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_xor: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<XOR>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_inc: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<INC>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_dec: Smem SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::atomic::<DEC>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_swap_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<SWAP>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_cmpswap_x2: Smem SMEM_AT_W4_SB_W4_OU, SMEM_GLC, smem::atomic::<CMPSWAP>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_add_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<ADD>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_sub_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<SUB>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smin_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<SMIN>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umin_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<UMIN>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smax_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<SMAX>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umax_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<UMAX>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_and_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<AND>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_or_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<OR>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_xor_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<XOR>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_inc_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<INC>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_dec_x2: Smem SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::atomic::<DEC>, smem::BUFFER,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_swap: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<SWAP>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_cmpswap: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<CMPSWAP>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_add: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<ADD>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_sub: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<SUB>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smin: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<SMIN>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umin: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<UMIN>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smax: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<SMAX>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umax: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<UMAX>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_and: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<AND>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_or: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<OR>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_xor: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<XOR>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_inc: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<INC>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_dec: Smem SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::atomic::<DEC>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_swap_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<SWAP>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_cmpswap_x2: Smem SMEM_AT_W4_SB_B64_OS, SMEM_GLC, smem::atomic::<CMPSWAP>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_add_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<ADD>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_sub_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<SUB>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smin_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<SMIN>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umin_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<UMIN>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smax_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<SMAX>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umax_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<UMAX>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_and_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<AND>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_or_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<OR>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_xor_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<XOR>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_inc_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<INC>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_dec_x2: Smem SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::atomic::<DEC>, Exact,
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    // DS (seed 000 lines 6191-6678, seed 001 lines 28380 on; opcodes and syntax from llvm-mc 22).
    ds_add_u32: Ds DS_A_X1_O, 0, ds::atomic::<ADD, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    ds_sub_u32: Ds DS_A_X1_O, 0, ds::atomic::<SUB, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    ds_rsub_u32: Ds DS_A_X1_O, 0, ds::atomic::<RSUB, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_u32: Ds DS_A_X1_O, 0, ds::atomic::<INC, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    ds_dec_u32: Ds DS_A_X1_O, 0, ds::atomic::<DEC, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    ds_min_i32: Ds DS_A_X1_O, 0, ds::atomic::<SMIN, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_max_i32: Ds DS_A_X1_O, 0, ds::atomic::<SMAX, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_min_u32: Ds DS_A_X1_O, 0, ds::atomic::<UMIN, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_max_u32: Ds DS_A_X1_O, 0, ds::atomic::<UMAX, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_and_b32: Ds DS_A_X1_O, 0, ds::atomic::<AND, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    ds_or_b32: Ds DS_A_X1_O, 0, ds::atomic::<OR, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    ds_xor_b32: Ds DS_A_X1_O, 0, ds::atomic::<XOR, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    ds_mskor_b32: Ds DS_A_X1_Y1_O, 0, ds::atomic::<MSKOR, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_write_b32: Ds DS_A_X1_O, 0, ds::write_n::<1>, Exact,
        "// 32bit MEM[ADDR] = DATA. Write dword.";
    ds_write2_b32: Ds DS_A_X1_Y1_O2, 0, ds::write2::<4, 1, false>, Exact,
        "// 32bit MEM[ADDR_BASE + OFFSET0 * 4] = DATA; MEM[ADDR_BASE + OFFSET1 * 4] = DATA2. Write 2 dwords.";
    ds_write2st64_b32: Ds DS_A_X1_Y1_O2, 0, ds::write2::<4, 64, false>, Exact,
        "// 32bit MEM[ADDR_BASE + OFFSET0 * 4 * 64] = DATA; MEM[ADDR_BASE + OFFSET1 * 4 * 64] = DATA2. Write 2 dwords.";
    ds_cmpst_b32: Ds DS_A_X1_Y1_O, 0, ds::atomic::<CMPSWAP, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_f32: Ds DS_A_X1_Y1_O, 0, ds::atomic::<CMPST_F, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_f32: Ds DS_A_X1_O, 0, ds::atomic::<MIN_F, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_f32: Ds DS_A_X1_O, 0, ds::atomic::<MAX_F, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_nop: Ds NO_OPERANDS, DS_NO_GDS, ds::ds_nop, Exact,
        "Do nothing.";
    ds_add_f32: Ds DS_A_X1_O, 0, ds::atomic::<ADD_F, 4, false>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp. Floating point add that handles NaN/INF/denormal values.";
    ds_write_addtid_b32: Ds DS_X1_O, 0, ds::ds_write_addtid_b32, Exact,
        "// 32bit MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4] = DATA. Write dword.";
    ds_write_b8: Ds DS_A_X1_O, 0, ds::write_sub::<1, 0>, Exact,
        "MEM[ADDR] = DATA[7:0]. Byte write.";
    ds_write_b16: Ds DS_A_X1_O, 0, ds::write_sub::<2, 0>, Exact,
        "MEM[ADDR] = DATA[15:0]. Short write.";
    ds_add_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<ADD, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    ds_sub_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<SUB, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    ds_rsub_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<RSUB, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<INC, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    ds_dec_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<DEC, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    ds_min_rtn_i32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<SMIN, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_max_rtn_i32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<SMAX, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_min_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<UMIN, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_max_rtn_u32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<UMAX, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_and_rtn_b32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<AND, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    ds_or_rtn_b32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<OR, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    ds_xor_rtn_b32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<XOR, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    ds_mskor_rtn_b32: Ds DS_VD1_A_X1_Y1_O, 0, ds::atomic::<MSKOR, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_wrxchg_rtn_b32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<SWAP, 4, true>, Exact,
        "tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp. Write-exchange operation.";
    ds_wrxchg2_rtn_b32: Ds DS_VD2_A_X1_Y1_O2, 0, ds::write2::<4, 1, true>, Exact,
        "Write-exchange 2 separate dwords.";
    ds_wrxchg2st64_rtn_b32: Ds DS_VD2_A_X1_Y1_O2, 0, ds::write2::<4, 64, true>, Exact,
        "Write-exchange 2 separate dwords with a stride of 64 dwords.";
    ds_cmpst_rtn_b32: Ds DS_VD1_A_X1_Y1_O, 0, ds::atomic::<CMPSWAP, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_rtn_f32: Ds DS_VD1_A_X1_Y1_O, 0, ds::atomic::<CMPST_F, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_rtn_f32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<MIN_F, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_rtn_f32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<MAX_F, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_wrap_rtn_b32: Ds DS_VD1_A_X1_Y1_O, 0, ds::atomic::<WRAP, 4, true>, Exact,
        "tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? tmp - DATA : tmp + DATA2; RETURN_DATA = tmp.";
    ds_add_rtn_f32: Ds DS_VD1_A_X1_O, 0, ds::atomic::<ADD_F, 4, true>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp. Floating point add that handles NaN/INF/denormal values.";
    ds_read_b32: Ds DS_VD1_A_O, 0, ds::read_n::<1>, Exact,
        "RETURN_DATA = MEM[ADDR]. Dword read.";
    ds_read2_b32: Ds DS_VD2_A_O2, 0, ds::read2::<4, 1>, Exact,
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 4]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 4]. Read 2 dwords.";
    ds_read2st64_b32: Ds DS_VD2_A_O2, 0, ds::read2::<4, 64>, Exact,
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 4 * 64]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 4 * 64]. Read 2 dwords.";
    ds_read_i8: Ds DS_VD1_A_O, 0, ds::read_sub::<1, true, FULL>, Exact,
        "RETURN_DATA = signext(MEM[ADDR][7:0]). Signed byte read.";
    ds_read_u8: Ds DS_VD1_A_O, 0, ds::read_sub::<1, false, FULL>, Exact,
        "RETURN_DATA = {24’h0,MEM[ADDR][7:0]}. Unsigned byte read.";
    ds_read_i16: Ds DS_VD1_A_O, 0, ds::read_sub::<2, true, FULL>, Exact,
        "RETURN_DATA = signext(MEM[ADDR][15:0]). Signed short read.";
    ds_read_u16: Ds DS_VD1_A_O, 0, ds::read_sub::<2, false, FULL>, Exact,
        "RETURN_DATA = {16’h0,MEM[ADDR][15:0]}. Unsigned short read.";
    ds_swizzle_b32: Ds DS_VD1_A_SW, 0, ds::ds_swizzle_b32, Exact,
        "RETURN_DATA = swizzle(vgpr_data, offset1:offset0). Dword swizzle, no data is written to LDS memory.";
    ds_permute_b32: Ds DS_VD1_A_X1_O, DS_NO_GDS, ds::permute::<false>, Exact,
        "// VGPR[index][thread_id] is the VGPR RAM // VDST, ADDR and DATA0 are from the microcode DS encoding tmp[0..63] = 0 for i in 0..63 do // If a source thread is disabled, it will not propagate data. ...";
    ds_bpermute_b32: Ds DS_VD1_A_X1_O, DS_NO_GDS, ds::permute::<true>, Exact,
        "// VGPR[index][thread_id] is the VGPR RAM // VDST, ADDR and DATA0 are from the microcode DS encoding tmp[0..63] = 0 for i in 0..63 do // ADDR needs to be divided by 4. // High-order bits are ignore...";
    ds_add_u64: Ds DS_A_X2_O, 0, ds::atomic::<ADD, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_sub_u64: Ds DS_A_X2_O, 0, ds::atomic::<SUB, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_rsub_u64: Ds DS_A_X2_O, 0, ds::atomic::<RSUB, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_u64: Ds DS_A_X2_O, 0, ds::atomic::<INC, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_dec_u64: Ds DS_A_X2_O, 0, ds::atomic::<DEC, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_min_i64: Ds DS_A_X2_O, 0, ds::atomic::<SMIN, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_max_i64: Ds DS_A_X2_O, 0, ds::atomic::<SMAX, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_min_u64: Ds DS_A_X2_O, 0, ds::atomic::<UMIN, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_max_u64: Ds DS_A_X2_O, 0, ds::atomic::<UMAX, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_and_b64: Ds DS_A_X2_O, 0, ds::atomic::<AND, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_or_b64: Ds DS_A_X2_O, 0, ds::atomic::<OR, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_xor_b64: Ds DS_A_X2_O, 0, ds::atomic::<XOR, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_mskor_b64: Ds DS_A_X2_Y2_O, 0, ds::atomic::<MSKOR, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_write_b64: Ds DS_A_X2_O, 0, ds::write_n::<2>, Exact,
        "// 64bit MEM[ADDR] = DATA. Write qword.";
    ds_write2_b64: Ds DS_A_X2_Y2_O2, 0, ds::write2::<8, 1, false>, Exact,
        "// 64bit MEM[ADDR_BASE + OFFSET0 * 8] = DATA; MEM[ADDR_BASE + OFFSET1 * 8] = DATA2. Write 2 qwords.";
    ds_write2st64_b64: Ds DS_A_X2_Y2_O2, 0, ds::write2::<8, 64, false>, Exact,
        "// 64bit MEM[ADDR_BASE + OFFSET0 * 8 * 64] = DATA; MEM[ADDR_BASE + OFFSET1 * 8 * 64] = DATA2. Write 2 qwords.";
    ds_cmpst_b64: Ds DS_A_X2_Y2_O, 0, ds::atomic::<CMPSWAP, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_f64: Ds DS_A_X2_Y2_O, 0, ds::atomic::<CMPST_F, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_f64: Ds DS_A_X2_O, 0, ds::atomic::<MIN_F, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_f64: Ds DS_A_X2_O, 0, ds::atomic::<MAX_F, 8, false>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_write_b8_d16_hi: Ds DS_A_X1_O, 0, ds::write_sub::<1, 16>, Exact,
        "MEM[ADDR] = DATA[23:16]. Byte write in to high word.";
    ds_write_b16_d16_hi: Ds DS_A_X1_O, 0, ds::write_sub::<2, 16>, Exact,
        "MEM[ADDR] = DATA[31:16]. Short write in to high word.";
    ds_read_u8_d16: Ds DS_VD1_A_O, 0, ds::read_sub::<1, false, D16_LO>, Exact,
        "RETURN_DATA[15:0] = {8’h0,MEM[ADDR][7:0]}. Unsigned byte read with masked return to lower word.";
    ds_read_u8_d16_hi: Ds DS_VD1_A_O, 0, ds::read_sub::<1, false, D16_HI>, Exact,
        "RETURN_DATA[31:16] = {8’h0,MEM[ADDR][7:0]}. Unsigned byte read with masked return to upper word.";
    ds_read_i8_d16: Ds DS_VD1_A_O, 0, ds::read_sub::<1, true, D16_LO>, Exact,
        "RETURN_DATA[15:0] = signext(MEM[ADDR][7:0]). Signed byte read with masked return to lower word.";
    ds_read_i8_d16_hi: Ds DS_VD1_A_O, 0, ds::read_sub::<1, true, D16_HI>, Exact,
        "RETURN_DATA[31:16] = signext(MEM[ADDR][7:0]). Signed byte read with masked return to upper word.";
    ds_read_u16_d16: Ds DS_VD1_A_O, 0, ds::read_sub::<2, false, D16_LO>, Exact,
        "RETURN_DATA[15:0] = MEM[ADDR][15:0]. Unsigned short read with masked return to lower word.";
    ds_read_u16_d16_hi: Ds DS_VD1_A_O, 0, ds::read_sub::<2, false, D16_HI>, Exact,
        "RETURN_DATA[31:0] = MEM[ADDR][15:0]. Unsigned short read with masked return to upper word.";
    ds_add_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<ADD, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_sub_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<SUB, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_rsub_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<RSUB, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<INC, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_dec_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<DEC, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_min_rtn_i64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<SMIN, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_max_rtn_i64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<SMAX, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_min_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<UMIN, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_max_rtn_u64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<UMAX, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_and_rtn_b64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<AND, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_or_rtn_b64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<OR, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_xor_rtn_b64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<XOR, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_mskor_rtn_b64: Ds DS_VD2_A_X2_Y2_O, 0, ds::atomic::<MSKOR, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_wrxchg_rtn_b64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<SWAP, 8, true>, Exact,
        "tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp. Write-exchange operation.";
    ds_wrxchg2_rtn_b64: Ds DS_VD4_A_X2_Y2_O2, 0, ds::write2::<8, 1, true>, Exact,
        "Write-exchange 2 separate qwords.";
    ds_wrxchg2st64_rtn_b64: Ds DS_VD4_A_X2_Y2_O2, 0, ds::write2::<8, 64, true>, Exact,
        "Write-exchange 2 qwords with a stride of 64 qwords.";
    ds_cmpst_rtn_b64: Ds DS_VD2_A_X2_Y2_O, 0, ds::atomic::<CMPSWAP, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_rtn_f64: Ds DS_VD2_A_X2_Y2_O, 0, ds::atomic::<CMPST_F, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_rtn_f64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<MIN_F, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_rtn_f64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<MAX_F, 8, true>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_read_b64: Ds DS_VD2_A_O, 0, ds::read_n::<2>, Exact,
        "RETURN_DATA = MEM[ADDR]. Read 1 qword.";
    ds_read2_b64: Ds DS_VD4_A_O2, 0, ds::read2::<8, 1>, Exact,
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 8]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 8]. Read 2 qwords.";
    ds_read2st64_b64: Ds DS_VD4_A_O2, 0, ds::read2::<8, 64>, Exact,
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 8 * 64]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 8 * 64]. Read 2 qwords.";
    ds_condxchg32_rtn_b64: Ds DS_VD2_A_X2_O, 0, ds::ds_condxchg32_rtn_b64, Exact,
        "Conditional write exchange.";
    ds_add_src2_u32: Ds DS_A_O, 0, ds::src2::<ADD, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] + MEM[B].";
    ds_sub_src2_u32: Ds DS_A_O, 0, ds::src2::<SUB, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] - MEM[B].";
    ds_rsub_src2_u32: Ds DS_A_O, 0, ds::src2::<RSUB, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] - MEM[A].";
    ds_inc_src2_u32: Ds DS_A_O, 0, ds::src2::<INC, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] >= MEM[B] ? 0 : MEM[A] + 1).";
    ds_dec_src2_u32: Ds DS_A_O, 0, ds::src2::<DEC, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] == 0 || MEM[A] > MEM[B] ? MEM[B] : MEM[A] - 1). Uint decrement.";
    ds_min_src2_i32: Ds DS_A_O, 0, ds::src2::<SMIN, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_i32: Ds DS_A_O, 0, ds::src2::<SMAX, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_min_src2_u32: Ds DS_A_O, 0, ds::src2::<UMIN, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_u32: Ds DS_A_O, 0, ds::src2::<UMAX, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_and_src2_b32: Ds DS_A_O, 0, ds::src2::<AND, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] & MEM[B].";
    ds_or_src2_b32: Ds DS_A_O, 0, ds::src2::<OR, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] | MEM[B].";
    ds_xor_src2_b32: Ds DS_A_O, 0, ds::src2::<XOR, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] ^ MEM[B].";
    ds_write_src2_b32: Ds DS_A_O, 0, ds::src2::<SWAP, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B]. Write dword.";
    ds_min_src2_f32: Ds DS_A_O, 0, ds::src2::<MIN_F, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] < MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_max_src2_f32: Ds DS_A_O, 0, ds::src2::<MAX_F, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] > MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_add_src2_f32: Ds DS_A_O, 0, ds::src2::<ADD_F, 4>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] + MEM[A]. Float, handles NaN/INF/denorm.";
    ds_gws_sema_release_all: Ds DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: The GWS resource (rid) indicated will process this opcode by updating the counter and labeling the specified resource as a semaphore. // Determine the GWS resource to work on rid[5:0] = S...";
    ds_gws_init: Ds DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: Initialize a barrier or semaphore resource. // Determine the GWS resource to work on rid[5:0] = SH_SX_EXPCMD.gds_base[5:0] + offset0[5:0]; // Get the value to use in init index = find_fir...";
    ds_gws_sema_v: Ds DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: The GWS resource indicated will process this opcode by updating the counter and labeling the resource as a semaphore. //Determine the GWS resource to work on rid[5:0] = SH_SX_EXPCMD.gds_b...";
    ds_gws_sema_br: Ds DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: The GWS resource indicated will process this opcode by updating the counter by the bulk release delivered count and labeling the resource as a semaphore. //Determine the GWS resource to w...";
    ds_gws_sema_p: Ds DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: The GWS resource indicated will process this opcode by queueing it until counter enables a release and then decrementing the counter of the resource as a semaphore. //Determine the GWS re...";
    ds_gws_barrier: Ds DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS Only: The GWS resource indicated will process this opcode by queueing it until barrier is satisfied. The number of waves needed is passed in as DATA of first valid thread. //Determine the GWS r...";
    ds_read_addtid_b32: Ds DS_VD1_O, 0, ds::ds_read_addtid_b32, Exact,
        "RETURN_DATA = MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4]. Dword read.";
    ds_consume: Ds DS_VD1_O, 0, ds::append_consume::<false>, Fidelity::Approximate(ds::APPEND_ADDR),
        "LDS & GDS. Subtract (count_bits(exec_mask)) from the value stored in DS memory at (M0.base + instr_offset). Return the pre-operation value to VGPRs.";
    ds_append: Ds DS_VD1_O, 0, ds::append_consume::<true>, Fidelity::Approximate(ds::APPEND_ADDR),
        "LDS & GDS. Add (count_bits(exec_mask)) to the value stored in DS memory at (M0.base + instr_offset). Return the pre-operation value to VGPRs.";
    ds_ordered_count: Ds DS_VD1_A_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED),
        "GDS-only. Add (count_bits(exec_mask)) to one of 4 dedicated ordered-count counters (aka ‘packers’). Additional bits of instr.offset field are overloaded to hold packer-id, ‘last’.";
    ds_add_src2_u64: Ds DS_A_O, 0, ds::src2::<ADD, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] + MEM[B].";
    ds_sub_src2_u64: Ds DS_A_O, 0, ds::src2::<SUB, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] - MEM[B].";
    ds_rsub_src2_u64: Ds DS_A_O, 0, ds::src2::<RSUB, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] - MEM[A].";
    ds_inc_src2_u64: Ds DS_A_O, 0, ds::src2::<INC, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] >= MEM[B] ? 0 : MEM[A] + 1).";
    ds_dec_src2_u64: Ds DS_A_O, 0, ds::src2::<DEC, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] == 0 || MEM[A] > MEM[B] ? MEM[B] : MEM[A] - 1). Uint decrement.";
    ds_min_src2_i64: Ds DS_A_O, 0, ds::src2::<SMIN, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_i64: Ds DS_A_O, 0, ds::src2::<SMAX, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_min_src2_u64: Ds DS_A_O, 0, ds::src2::<UMIN, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_u64: Ds DS_A_O, 0, ds::src2::<UMAX, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_and_src2_b64: Ds DS_A_O, 0, ds::src2::<AND, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] & MEM[B].";
    ds_or_src2_b64: Ds DS_A_O, 0, ds::src2::<OR, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] | MEM[B].";
    ds_xor_src2_b64: Ds DS_A_O, 0, ds::src2::<XOR, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] ^ MEM[B].";
    ds_write_src2_b64: Ds DS_A_O, 0, ds::src2::<SWAP, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B]. Write qword.";
    ds_min_src2_f64: Ds DS_A_O, 0, ds::src2::<MIN_F, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] < MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_max_src2_f64: Ds DS_A_O, 0, ds::src2::<MAX_F, 8>, Fidelity::Approximate(ds::SRC2_OFFSET),
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] > MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_write_b96: Ds DS_A_X3_O, 0, ds::write_n::<3>, Exact,
        "{MEM[ADDR + 8], MEM[ADDR + 4], MEM[ADDR]} = DATA[95:0]. Tri-dword write.";
    ds_write_b128: Ds DS_A_X4_O, 0, ds::write_n::<4>, Exact,
        "{MEM[ADDR + 12], MEM[ADDR + 8], MEM[ADDR + 4], MEM[ADDR]} = DATA[127:0]. Quad-dword write.";
    ds_read_b96: Ds DS_VD3_A_O, 0, ds::read_n::<3>, Exact,
        "Tri-dword read.";
    ds_read_b128: Ds DS_VD4_A_O, 0, ds::read_n::<4>, Exact,
        "Quad-dword read.";
    ds_pk_add_f16: Ds DS_A_X1_O, 0, ds::atomic::<PK_ADD_F16, 4, false>, Exact,
        "Add a packed 2-component half-precision float value in the data register to a location in a data share.";
    ds_pk_add_bf16: Ds DS_A_X1_O, 0, ds::atomic::<PK_ADD_BF16, 4, false>, Exact,
        "Add a packed 2-component BF16 float value in the data register to a location in a data share.";
    ds_add_f64: Ds DS_A_X2_O, 0, ds::atomic::<ADD_F, 8, false>, Exact,
        "Add a double-precision float value in the data register to a location in a data share.";
    ds_add_rtn_f64: Ds DS_VD2_A_X2_O, 0, ds::atomic::<ADD_F, 8, true>, Exact,
        "Add a double-precision float value in the data register to a location in a data share. Store the original value from";
    ds_pk_add_rtn_f16: Ds DS_VD1_A_X1_O, 0, ds::atomic::<PK_ADD_F16, 4, true>, Exact,
        "Add a packed 2-component half-precision float value in the data register to a location in a data share. Store the";
    ds_pk_add_rtn_bf16: Ds DS_VD1_A_X1_O, 0, ds::atomic::<PK_ADD_BF16, 4, true>, Exact,
        "Add a packed 2-component BF16 float value in the data register to a location in a data share. Store the original";
    ds_read_b64_tr_b4: Ds DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED),
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 4 bit elements and transpose";
    ds_read_b96_tr_b6: Ds DS_VD3_A_O, DS_UNALIGNED, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED),
        "Read 96 bits of data per lane from data share. Interpret the data as a matrix with 6 bit elements and transpose";
    ds_read_b64_tr_b8: Ds DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED),
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 8 bit elements and transpose";
    ds_read_b64_tr_b16: Ds DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED),
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 16 bit elements and transpose";
    // FLAT, SCRATCH, GLOBAL (seed 000 lines 6680 on, seed 001 lines 31000 on; opcodes and syntax from llvm-mc 22).
    flat_load_ubyte: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    flat_load_sbyte: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    flat_load_ushort: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    flat_load_sshort: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    flat_load_dword: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load dword.";
    flat_load_dwordx2: Flat FL_VD2_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load 2 dwords.";
    flat_load_dwordx3: Flat FL_VD3_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load 3 dwords.";
    flat_load_dwordx4: Flat FL_VD4_A_OU, 0, vmem::flat, Exact,
        "Untyped buffer load 4 dwords.";
    flat_store_byte: Flat FL_A_D1_OU, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[7:0].";
    flat_store_byte_d16_hi: Flat FL_A_D1_OU, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[23:16].";
    flat_store_short: Flat FL_A_D1_OU, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[15:0].";
    flat_store_short_d16_hi: Flat FL_A_D1_OU, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[31:16].";
    flat_store_dword: Flat FL_A_D1_OU, 0, vmem::flat, Exact,
        "Untyped buffer store dword.";
    flat_store_dwordx2: Flat FL_A_D2_OU, 0, vmem::flat, Exact,
        "Untyped buffer store 2 dwords.";
    flat_store_dwordx3: Flat FL_A_D3_OU, 0, vmem::flat, Exact,
        "Untyped buffer store 3 dwords.";
    flat_store_dwordx4: Flat FL_A_D4_OU, 0, vmem::flat, Exact,
        "Untyped buffer store 4 dwords.";
    flat_load_ubyte_d16: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    flat_load_ubyte_d16_hi: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    flat_load_sbyte_d16: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    flat_load_sbyte_d16_hi: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    flat_load_short_d16: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    flat_load_short_d16_hi: Flat FL_VD1_A_OU, 0, vmem::flat, Exact,
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    flat_atomic_swap: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    flat_atomic_cmpswap: Flat FL_RD1_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    flat_atomic_add: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    flat_atomic_sub: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    flat_atomic_smin: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    flat_atomic_umin: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_smax: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    flat_atomic_umax: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_and: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    flat_atomic_or: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    flat_atomic_xor: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    flat_atomic_inc: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_dec: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_swap_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_cmpswap_x2: Flat FL_RD2_A_D4_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    flat_atomic_add_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_sub_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_smin_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_umin_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_smax_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_umax_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_and_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_or_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_xor_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_inc_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_dec_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_add_f32: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "12.15. FLAT, Scratch and Global Instructions 528 of 600";
    flat_atomic_pk_add_f16: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "Add a packed 2-component half-precision float value in the data register to a location in the flat aperture. Store";
    flat_atomic_add_f64: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "Add a double-precision float value in the data register to a location in the flat aperture. Store the original value";
    flat_atomic_min_f64: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    flat_atomic_max_f64: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact,
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    flat_atomic_pk_add_bf16: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact,
        "Add a packed 2-component BF16 float value in the data register to a location in the flat aperture. Store the";
    flat_atomic_fcmpswap: Flat FL_RD1_A_D2_OU, FLAT_RTN, vmem::flat_atomic::<CMPST_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp (float compare); RETURN_DATA[0] = tmp.";
    flat_atomic_fmin: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat_atomic::<MIN_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    flat_atomic_fmax: Flat FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat_atomic::<MAX_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    flat_atomic_fcmpswap_x2: Flat FL_RD2_A_D4_OU, FLAT_RTN, vmem::flat_atomic::<CMPST_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    flat_atomic_fmin_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat_atomic::<MIN_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA[0:1] < tmp) ? DATA[0:1] : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    flat_atomic_fmax_x2: Flat FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat_atomic::<MAX_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA[0:1] > tmp) ? DATA[0:1] : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    scratch_load_ubyte: FlatScratch FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    scratch_load_sbyte: FlatScratch FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    scratch_load_ushort: FlatScratch FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    scratch_load_sshort: FlatScratch FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    scratch_load_dword: FlatScratch FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load dword.";
    scratch_load_dwordx2: FlatScratch FL_VD2_A_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 2 dwords.";
    scratch_load_dwordx3: FlatScratch FL_VD3_A_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 3 dwords.";
    scratch_load_dwordx4: FlatScratch FL_VD4_A_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 4 dwords.";
    scratch_store_byte: FlatScratch FL_A_D1_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[7:0].";
    scratch_store_byte_d16_hi: FlatScratch FL_A_D1_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[23:16].";
    scratch_store_short: FlatScratch FL_A_D1_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[15:0].";
    scratch_store_short_d16_hi: FlatScratch FL_A_D1_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[31:16].";
    scratch_store_dword: FlatScratch FL_A_D1_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store dword.";
    scratch_store_dwordx2: FlatScratch FL_A_D2_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 2 dwords.";
    scratch_store_dwordx3: FlatScratch FL_A_D3_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 3 dwords.";
    scratch_store_dwordx4: FlatScratch FL_A_D4_SS_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 4 dwords.";
    scratch_load_ubyte_d16: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    scratch_load_ubyte_d16_hi: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    scratch_load_sbyte_d16: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    scratch_load_sbyte_d16_hi: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    scratch_load_short_d16: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    scratch_load_short_d16_hi: FlatScratch FL_VD1_A_SS_OS, 0, vmem::flat, Exact,
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    scratch_load_lds_ubyte: FlatScratch FL_A_SS_OS, LDS_DMA, vmem::flat, Exact,
        "Load 8 bits of untyped data from the scratch aperture, zero extend to 32 bits and store the result into a data";
    scratch_load_lds_sbyte: FlatScratch FL_A_SS_OS, LDS_DMA, vmem::flat, Exact,
        "Load 8 bits of untyped data from the scratch aperture, sign extend to 32 bits and store the result into a data";
    scratch_load_lds_ushort: FlatScratch FL_A_SS_OS, LDS_DMA, vmem::flat, Exact,
        "Load 16 bits of untyped data from the scratch aperture, zero extend to 32 bits and store the result into a data";
    scratch_load_lds_sshort: FlatScratch FL_A_SS_OS, LDS_DMA, vmem::flat, Exact,
        "Load 16 bits of untyped data from the scratch aperture, sign extend to 32 bits and store the result into a data";
    scratch_load_lds_dword: FlatScratch FL_A_SS_OS, LDS_DMA, vmem::flat, Exact,
        "Load 32 bits of untyped data from the scratch aperture and store the result into a data share.";
    global_load_ubyte: FlatGlobal FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    global_load_sbyte: FlatGlobal FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    global_load_ushort: FlatGlobal FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    global_load_sshort: FlatGlobal FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    global_load_dword: FlatGlobal FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load dword.";
    global_load_dwordx2: FlatGlobal FL_VD2_A_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 2 dwords.";
    global_load_dwordx3: FlatGlobal FL_VD3_A_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 3 dwords.";
    global_load_dwordx4: FlatGlobal FL_VD4_A_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer load 4 dwords.";
    global_store_byte: FlatGlobal FL_A_D1_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[7:0].";
    global_store_byte_d16_hi: FlatGlobal FL_A_D1_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store byte. Stores S0[23:16].";
    global_store_short: FlatGlobal FL_A_D1_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[15:0].";
    global_store_short_d16_hi: FlatGlobal FL_A_D1_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store short. Stores S0[31:16].";
    global_store_dword: FlatGlobal FL_A_D1_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store dword.";
    global_store_dwordx2: FlatGlobal FL_A_D2_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 2 dwords.";
    global_store_dwordx3: FlatGlobal FL_A_D3_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 3 dwords.";
    global_store_dwordx4: FlatGlobal FL_A_D4_SP_OS, 0, vmem::flat, Exact,
        "Untyped buffer store 4 dwords.";
    global_load_ubyte_d16: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    global_load_ubyte_d16_hi: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    global_load_sbyte_d16: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    global_load_sbyte_d16_hi: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    global_load_short_d16: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    global_load_short_d16_hi: FlatGlobal FL_VD1_A_SP_OS, 0, vmem::flat, Exact,
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    global_atomic_swap: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    global_atomic_cmpswap: FlatGlobal FL_RD1_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    global_atomic_add: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    global_atomic_sub: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    global_atomic_smin: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    global_atomic_umin: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_smax: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    global_atomic_umax: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_and: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    global_atomic_or: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    global_atomic_xor: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    global_atomic_inc: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_dec: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_swap_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_cmpswap_x2: FlatGlobal FL_RD2_A_D4_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    global_atomic_add_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_sub_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_smin_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    global_atomic_umin_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_smax_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    global_atomic_umax_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_and_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_or_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_xor_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_inc_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_dec_x2: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_load_lds_ubyte: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Load 8 bits of untyped data from the global aperture, zero extend to 32 bits and store the result into a data";
    global_load_lds_sbyte: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Load 8 bits of untyped data from the global aperture, sign extend to 32 bits and store the result into a data";
    global_load_lds_ushort: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Load 16 bits of untyped data from the global aperture, zero extend to 32 bits and store the result into a data";
    global_load_lds_sshort: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Load 16 bits of untyped data from the global aperture, sign extend to 32 bits and store the result into a data";
    global_load_lds_dword: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Load 32 bits of untyped data from the global aperture and store the result into a data share.";
    global_atomic_add_f32: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Add a single-precision float value in the data register to a location in the global aperture. Store the original";
    global_atomic_pk_add_f16: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Add a packed 2-component half-precision float value in the data register to a location in the global aperture.";
    global_atomic_add_f64: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Add a double-precision float value in the data register to a location in the global aperture. Store the original";
    global_atomic_min_f64: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    global_atomic_max_f64: FlatGlobal FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    global_atomic_pk_add_bf16: FlatGlobal FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact,
        "Add a packed 2-component BF16 float value in the data register to a location in the global aperture. Store the";
    global_load_lds_dwordx4: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load 4 dwords, store result into data share.";
    global_load_lds_dwordx3: FlatGlobal FL_A_SP_OS, LDS_DMA, vmem::flat, Exact,
        "Untyped buffer load 3 dwords, store result into data share.";
    // VOP3P (seed 000 lines 5761-5831, seed 001 lines 16400 on; opcodes and syntax from llvm-mc 22).
    v_pk_mad_i16: Vop3p P3_B32_B32_B32_B32, CLAMP, valu16::v_pk_mad_i16, Exact,
        "D.i[31:16] = S0.i[31:16] * S1.i[31:16] + S2.i[31:16] . D.i[15:0] = S0.i[15:0] * S1.i[15:0] + S2.i[15:0] .";
    v_pk_mul_lo_u16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_mad_u16::<false>, Exact,
        "D.u[31:16] = S0.u[31:16] * S1.u[31:16] . D.u[15:0] = S0.u[15:0] * S1.u[15:0] .";
    v_pk_add_i16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_add_int16::<true, false>, Exact,
        "D.i[31:16] = S0.i[31:16] + S1.i[31:16] . D.i[15:0] = S0.i[15:0] + S1.i[15:0] .";
    v_pk_sub_i16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_add_int16::<true, true>, Exact,
        "D.i[31:16] = S0.i[31:16] - S1.i[31:16] . D.i[15:0] = S0.i[15:0] - S1.i[15:0] .";
    v_pk_lshlrev_b16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_shift16::<SHL>, Exact,
        "D.u[31:16] = S1.u[31:16] << S0.u[19:16] . D.u[15:0] = S1.u[15:0] << S0.u[3:0] .";
    v_pk_lshrrev_b16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_shift16::<SHR>, Exact,
        "D.u[31:16] = S1.u[31:16] >> S0.u[19:16] . D.u[15:0] = S1.u[15:0] >> S0.u[3:0] .";
    v_pk_ashrrev_i16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_shift16::<ASHR>, Exact,
        "D.i[31:16] = S1.i[31:16] >> S0.i[19:16] . D.i[15:0] = S1.i[15:0] >> S0.i[3:0] .";
    v_pk_max_i16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_minmax_int16::<true, true>, Exact,
        "D.i[31:16] = (S0.i[31:16] >= S1.i[31:16]) ? S0.i[31:16] : S1.i[31:16] . D.i[15:0] = (S0.i[15:0] >= S1.i[15:0]) ? S0.i[15:0] : S1.i[15:0] .";
    v_pk_min_i16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_minmax_int16::<false, true>, Exact,
        "D.i[31:16] = (S0.i[31:16] < S1.i[31:16]) ? S0.i[31:16] : S1.i[31:16] . D.i[15:0] = (S0.i[15:0] < S1.i[15:0]) ? S0.i[15:0] : S1.i[15:0]";
    v_pk_mad_u16: Vop3p P3_B32_B32_B32_B32, CLAMP, valu16::pk_mad_u16::<true>, Exact,
        "D.u[31:16] = S0.u[31:16] * S1.u[31:16] + S2.u[31:16] . D.u[15:0] = S0.u[15:0] * S1.u[15:0] + S2.u[15:0] .";
    v_pk_add_u16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_add_int16::<false, false>, Exact,
        "D.u[31:16] = S0.u[31:16] + S1.u[31:16] . D.u[15:0] = S0.u[15:0] + S1.u[15:0] .";
    v_pk_sub_u16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_add_int16::<false, true>, Exact,
        "D.u[31:16] = S0.u[31:16] - S1.u[31:16] . D.u[15:0] = S0.u[15:0] - S1.u[15:0] .";
    v_pk_max_u16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_minmax_int16::<true, false>, Exact,
        "D.u[31:16] = (S0.u[31:16] >= S1.u[31:16]) ? S0.u[31:16] : S1.u[31:16] . D.u[15:0] = (S0.u[15:0] >= S1.u[15:0]) ? S0.u[15:0] : S1.u[15:0] .";
    v_pk_min_u16: Vop3p P3_B32_B32_B32, CLAMP, valu16::pk_minmax_int16::<false, false>, Exact,
        "D.u[31:16] = (S0.u[31:16] < S1.u[31:16]) ? S0.u[31:16] : S1.u[31:16] . D.u[15:0] = (S0.u[15:0] < S1.u[15:0]) ? S0.u[15:0] : S1.u[15:0] .";
    v_pk_fma_f16: Vop3p P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::pk_f16_op::<OP_FMA>, Exact,
        "D.f[31:16] = S0.f[31:16] * S1.f[31:16] + S2.f[31:16] . D.f[15:0] = S0.f[15:0] * S1.f[15:0] + S2.f[15:0] . Fused half-precision multiply add.";
    v_pk_add_f16: Vop3p P3_PKF16_PKF16_PKF16, CLAMP, valu16::pk_f16_op::<OP_ADD>, Exact,
        "D.f[31:16] = S0.f[31:16] + S1.f[31:16] . D.f[15:0] = S0.f[15:0] + S1.f[15:0] .";
    v_pk_mul_f16: Vop3p P3_PKF16_PKF16_PKF16, CLAMP, valu16::pk_f16_op::<OP_MUL>, Exact,
        "D.f[31:16] = S0.f[31:16] * S1.f[31:16] . D.f[15:0] = S0.f[15:0] * S1.f[15:0] .";
    v_pk_min_f16: Vop3p P3_PKF16_PKF16_PKF16, CLAMP, valu16::pk_minmax_f16::<false>, Exact,
        "D.f[31:16] = min(S0.f[31:16], S1.f[31:16]) . D.f[15:0] = min(S0.f[15:0], S1.u[15:0]) .";
    v_pk_max_f16: Vop3p P3_PKF16_PKF16_PKF16, CLAMP, valu16::pk_minmax_f16::<true>, Exact,
        "D.f[31:16] = max(S0.f[31:16], S1.f[31:16]) . D.f[15:0] = max(S0.f[15:0], S1.f[15:0]) .";
    v_mad_mix_f32: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::v_mad_mix_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "D.f[31:0] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an a...";
    v_mad_mixlo_f16: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<false>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "D.f[15:0] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an a...";
    v_mad_mixhi_f16: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<true>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "D.f[31:16] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an ...";
    v_dot2_f32_bf16: Vop3p P3_F32_PKBF16_PKBF16_F32, CLAMP | VOP3P_DOT | DOT, valu16::dot_float::<true, false>, Exact,
        "Calculate the dot product of BF16 float 2-vectors from the first and second inputs, convert the product to single-";
    v_pk_minimum3_f16: Vop3p P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::pk_minmax3_ieee_f16::<false>, Exact,
        "Select the component-wise IEEE minimum() of three half-precision float inputs and store the result into a";
    v_pk_maximum3_f16: Vop3p P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::pk_minmax3_ieee_f16::<true>, Exact,
        "Select the component-wise IEEE maximum() of three half-precision float inputs and store the result into a";
    v_fma_mix_f32: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::v_mad_mix_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "Fused multiply-add of f32 values formed from f16 or f32 inputs selected by op_sel_hi (CDNA4 documents it as V_MAD_MIX_F32).";
    v_fma_mixlo_f16: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<false>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "Fused mix multiply-add, result rounded to f16 in the low half (CDNA4 documents it as V_MAD_MIXLO_F16).";
    v_fma_mixhi_f16: Vop3p P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<true>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "Fused mix multiply-add, result rounded to f16 in the high half (CDNA4 documents it as V_MAD_MIXHI_F16).";
    v_dot2_f32_f16: Vop3p P3_F32_PKF16_PKF16_F32, CLAMP | VOP3P_DOT | DOT, valu16::dot_float::<false, false>, Exact,
        "12.10. VOP3P Instructions 275 of 600";
    v_dot2_i32_i16: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | DOT, valu16::dot_int::<16, true, false>, Exact,
        "Compute the dot product of two packed 2-D signed 16-bit integer inputs in the signed 32-bit integer domain,";
    v_dot2_u32_u16: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | DOT, valu16::dot_int::<16, false, false>, Exact,
        "Compute the dot product of two packed 2-D unsigned 16-bit integer inputs in the unsigned 32-bit integer";
    v_dot4_i32_i8: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<8, true, false>, Exact,
        "Compute the dot product of two packed 4-D signed 8-bit integer inputs in the signed 32-bit integer domain, add";
    v_dot4_u32_u8: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<8, false, false>, Exact,
        "Compute the dot product of two packed 4-D unsigned 8-bit integer inputs in the unsigned 32-bit integer";
    v_dot8_i32_i4: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<4, true, false>, Exact,
        "Compute the dot product of two packed 8-D signed 4-bit integer inputs in the signed 32-bit integer domain, add";
    v_dot8_u32_u4: Vop3p P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<4, false, false>, Exact,
        "Compute the dot product of two packed 8-D unsigned 4-bit integer inputs in the unsigned 32-bit integer";
    v_pk_fma_f32: Vop3p P3_PKF32_PKF32_PKF32_PKF32, CLAMP, valu16::pk_f32_op::<OP_FMA>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "Multiply two packed single-precision float inputs component-wise and add a third input component-wise using";
    v_pk_mul_f32: Vop3p P3_PKF32_PKF32_PKF32, CLAMP, valu16::pk_f32_op::<OP_MUL>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "Multiply two packed single-precision float inputs component-wise and store the result into a vector register.";
    v_pk_add_f32: Vop3p P3_PKF32_PKF32_PKF32, CLAMP, valu16::pk_f32_op::<OP_ADD>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"),
        "12.10. VOP3P Instructions 279 of 600";
    v_pk_mov_b32: Vop3p P3_PKB32_PKB32_PKB32, CLAMP, valu16::v_pk_mov_b32, Exact,
        "Move data from two vector inputs into two vector registers.";
    // MUBUF and MTBUF (seed 000 lines 6679-6972, 11174-11476; seed 001 lines 30837-32400, 36637-36790;
    // opcodes and syntax from llvm-mc 22).
    buffer_load_format_x: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 1 dword with format conversion.";
    buffer_load_format_xy: Mubuf BUF_VD2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_load_format_xyz: Mubuf BUF_VD3, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 3 dwords with format conversion.";
    buffer_load_format_xyzw: Mubuf BUF_VD4, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 4 dwords with format conversion.";
    buffer_store_format_x: Mubuf BUF_D1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_xy: Mubuf BUF_D2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_store_format_xyz: Mubuf BUF_D3, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 3 dwords with format conversion.";
    buffer_store_format_xyzw: Mubuf BUF_D4, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 4 dwords with format conversion.";
    buffer_load_format_d16_x: Mubuf BUF_VD1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 1 dword with format conversion. D0[15:0] = {8’h0, MEM[ADDR]}.";
    buffer_load_format_d16_xy: Mubuf BUF_VD1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 1 dword with format conversion.";
    buffer_load_format_d16_xyz: Mubuf BUF_VD2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_load_format_d16_xyzw: Mubuf BUF_VD2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_store_format_d16_x: Mubuf BUF_D1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_d16_xy: Mubuf BUF_D1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_d16_xyz: Mubuf BUF_D2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_store_format_d16_xyzw: Mubuf BUF_D2, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_load_ubyte: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, Exact,
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    buffer_load_sbyte: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, Exact,
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    buffer_load_ushort: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, Exact,
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    buffer_load_sshort: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, Exact,
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    buffer_load_dword: Mubuf BUF_VD1, BUF_LDS, vmem::mubuf, Exact,
        "Untyped buffer load dword.";
    buffer_load_dwordx2: Mubuf BUF_VD2, 0, vmem::mubuf, Exact,
        "Untyped buffer load 2 dwords.";
    buffer_load_dwordx3: Mubuf BUF_VD3, BUF_LDS_GFX950, vmem::mubuf, Exact,
        "Untyped buffer load 3 dwords.";
    buffer_load_dwordx4: Mubuf BUF_VD4, BUF_LDS_GFX950, vmem::mubuf, Exact,
        "Untyped buffer load 4 dwords.";
    buffer_store_byte: Mubuf BUF_D1, 0, vmem::mubuf, Exact,
        "Untyped buffer store byte. Stores S0[7:0].";
    buffer_store_byte_d16_hi: Mubuf BUF_D1, 0, vmem::mubuf, Exact,
        "Untyped buffer store byte. Stores S0[23:16].";
    buffer_store_short: Mubuf BUF_D1, 0, vmem::mubuf, Exact,
        "Untyped buffer store short. Stores S0[15:0].";
    buffer_store_short_d16_hi: Mubuf BUF_D1, 0, vmem::mubuf, Exact,
        "Untyped buffer store short. Stores S0[31:16].";
    buffer_store_dword: Mubuf BUF_D1, 0, vmem::mubuf, Exact,
        "Untyped buffer store dword.";
    buffer_store_dwordx2: Mubuf BUF_D2, 0, vmem::mubuf, Exact,
        "Untyped buffer store 2 dwords.";
    buffer_store_dwordx3: Mubuf BUF_D3, 0, vmem::mubuf, Exact,
        "Untyped buffer store 3 dwords.";
    buffer_store_dwordx4: Mubuf BUF_D4, 0, vmem::mubuf, Exact,
        "Untyped buffer store 4 dwords.";
    buffer_load_ubyte_d16: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    buffer_load_ubyte_d16_hi: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    buffer_load_sbyte_d16: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    buffer_load_sbyte_d16_hi: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    buffer_load_short_d16: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    buffer_load_short_d16_hi: Mubuf BUF_VD1, 0, vmem::mubuf, Exact,
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    buffer_load_format_d16_hi_x: Mubuf BUF_VD1, 0, vmem::mubuf, vmem::FORMAT,
        "D0[31:16] = MEM[ADDR]. Untyped buffer load 1 dword with format conversion.";
    buffer_store_format_d16_hi_x: Mubuf BUF_D1, 0, vmem::mubuf, vmem::FORMAT,
        "Untyped buffer store 1 dword with format conversion.";
    buffer_wbl2: Mubuf NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact,
        "Write back L2 cache. Returns ACK to shader.";
    buffer_inv: Mubuf NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact,
        "Invalidate CU and/or L2 cache depending on sc0 and sc1 bits. Returns ACK to shader.";
    buffer_store_lds_dword: Mubuf BUF_LDS_STORE, BUF_LDS | LDS_DMA, vmem::mubuf, Exact,
        "Store one DWORD from LDS memory to system memory without utilizing VGPRs.";
    buffer_wbinvl1: Mubuf NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact,
        "Write back and invalidate the shader L1. Returns ACK to shader.";
    buffer_wbinvl1_vol: Mubuf NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact,
        "Write back and invalidate the shader L1 only for lines that are marked volatile. Returns ACK to shader.";
    buffer_wbinvl1_sc: Mubuf NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact,
        "Write back and invalidate the shader L1 and the scalar cache (GCN 1.0 only; MUBUF opcode 0x70, which GCN 1.1 gives buffer_wbinvl1_vol). Returns ACK to shader.";
    buffer_atomic_swap: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    buffer_atomic_cmpswap: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    buffer_atomic_add: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    buffer_atomic_sub: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    buffer_atomic_smin: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    buffer_atomic_umin: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_smax: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    buffer_atomic_umax: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_and: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    buffer_atomic_or: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    buffer_atomic_xor: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    buffer_atomic_inc: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_dec: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_add_f32: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "Add a single-precision float value in the data register to a location in a buffer surface. Store the original value";
    buffer_atomic_pk_add_f16: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "Add a packed 2-component half-precision float value in the data register to a location in a buffer surface. Store";
    buffer_atomic_add_f64: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "Add a double-precision float value in the data register to a location in a buffer surface. Store the original value";
    buffer_atomic_min_f64: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    buffer_atomic_max_f64: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    buffer_atomic_pk_add_bf16: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact,
        "Add a packed 2-component BF16 float value in the data register to a location in a buffer surface. Store the";
    buffer_atomic_fcmpswap: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf_atomic::<CMPST_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp (float compare); RETURN_DATA[0] = tmp.";
    buffer_atomic_fmin: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf_atomic::<MIN_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    buffer_atomic_fmax: Mubuf BUF_D1, BUF_ATOMIC, vmem::mubuf_atomic::<MAX_F, 4>, Exact,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    buffer_atomic_fcmpswap_x2: Mubuf BUF_D4, BUF_ATOMIC, vmem::mubuf_atomic::<CMPST_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    buffer_atomic_fmin_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf_atomic::<MIN_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA[0:1] < tmp) ? DATA[0:1] : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    buffer_atomic_fmax_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf_atomic::<MAX_F, 8>, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA[0:1] > tmp) ? DATA[0:1] : tmp (double compare); RETURN_DATA[0:1] = tmp.";
    buffer_atomic_swap_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_cmpswap_x2: Mubuf BUF_D4, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_add_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_sub_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_smin_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_umin_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_smax_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_umax_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_and_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_or_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_xor_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_inc_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_dec_x2: Mubuf BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact,
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    tbuffer_load_format_x: Mtbuf TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_xy: Mtbuf TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_load_format_xyz: Mtbuf TBUF_VD3, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 3 dwords with format conversion.";
    tbuffer_load_format_xyzw: Mtbuf TBUF_VD4, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 4 dwords with format conversion.";
    tbuffer_store_format_x: Mtbuf TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_xy: Mtbuf TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 2 dwords with format conversion.";
    tbuffer_store_format_xyz: Mtbuf TBUF_D3, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 3 dwords with format conversion.";
    tbuffer_store_format_xyzw: Mtbuf TBUF_D4, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 4 dwords with format conversion.";
    tbuffer_load_format_d16_x: Mtbuf TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_d16_xy: Mtbuf TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_d16_xyz: Mtbuf TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_load_format_d16_xyzw: Mtbuf TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_store_format_d16_x: Mtbuf TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_d16_xy: Mtbuf TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_d16_xyz: Mtbuf TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 2 dwords with format conversion.";
    tbuffer_store_format_d16_xyzw: Mtbuf TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT,
        "Typed buffer store 2 dwords with format conversion.";
    // VOP3P-MAI (gfx950 only; seed 001 lines 16767-18788, fields line 36226, opcodes line 36277;
    // syntax and operand rules from llvm-mc 22).
    v_mfma_ld_scale_b32: Vop3p P3_LD_SCALE, VOP3P_NO_NEG, mfma_exec::ld_scale, mfma_exec::LD_SCALE,
        "Load the A and B scale bytes (selected by op_sel/op_sel_hi) for the block-scaled F8F6F4 MFMA that follows (seed 001 line 3326).";
    v_accvgpr_read_b32: Vop3p ACC_READ, ACCVGPR, agpr::v_accvgpr_read_b32, Exact,
        "Move 32 bits of data from an accumulator vector register into an architectural vector register (seed 001 line 17892, V_ACCVGPR_READ).";
    v_accvgpr_write_b32: Vop3p ACC_WRITE, ACCVGPR, agpr::v_accvgpr_write_b32, Exact,
        "Move 32 bits of data from an architectural vector register into an accumulator vector register (seed 001 line 17899, V_ACCVGPR_WRITE).";
    v_accvgpr_mov_b32: Vop1 ACC_MOV, NO_E64, agpr::v_accvgpr_mov_b32, Exact,
        "Move data from one accumulator register to another accumulator register.";
    v_mfma_f32_32x32x1_2b_f32: Vop3pMai MAI_F32_D32_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 32x1 matrix in the first input by the 1x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x1_4b_f32: Vop3pMai MAI_F32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 16x1 matrix in the first input by the 1x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x1_16b_f32: Vop3pMai MAI_F32_D4_A1_B1, 0, mfma_exec::mfma, Exact,
        "Multiply the 4x1 matrix in the first input by the 1x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x2_f32: Vop3pMai MAI_F32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x2 matrix in the first input by the 2x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_f32: Vop3pMai MAI_F32_D4_A1_B1, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x4_2b_f16: Vop3pMai MAI_F32_D32_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_4b_f16: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x4_16b_f16: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x8_f16: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x8 matrix in the first input by the 8x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x16_f16: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x16 matrix in the first input by the 16x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_f16: Vop3pMai MAI_F32_D4_A4_B4, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_f16: Vop3pMai MAI_F32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x4_2b_bf16: Vop3pMai MAI_F32_D32_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_4b_bf16: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x4_16b_bf16: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x8_bf16: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x8 matrix in the first input by the 8x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x16_bf16: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x16 matrix in the first input by the 16x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf16: Vop3pMai MAI_F32_D4_A4_B4, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf16: Vop3pMai MAI_F32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x4_2b_i8: Vop3pMai MAI_I32_D32_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x4_4b_i8: Vop3pMai MAI_I32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_4x4x4_16b_i8: Vop3pMai MAI_I32_D4_A1_B1, 0, mfma_exec::mfma, Exact,
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x16_i8: Vop3pMai MAI_I32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x32_i8: Vop3pMai MAI_I32_D4_A2_B2, 0, mfma_exec::mfma, Exact,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x64_i8: Vop3pMai MAI_I32_D4_A4_B4, 0, mfma_exec::mfma, Exact,
        "Multiply the 16x64 matrix in the first input by the 64x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x32_i8: Vop3pMai MAI_I32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, Exact,
        "Multiply the 32x32 matrix in the first input by the 32x32 matrix in the second input and add the 32x32 matrix in.";
    v_mfma_f64_16x16x4_f64: Vop3pMai MAI_F64_D8_A2_B2, MAI_F64 | MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f64_4x4x4_4b_f64: Vop3pMai MAI_F64_D2_A2_B2, MAI_F64, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf8_bf8: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf8_fp8: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_fp8_bf8: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_fp8_fp8: Vop3pMai MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf8_bf8: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf8_fp8: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_fp8_bf8: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_fp8_fp8: Vop3pMai MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x128_f8f6f4: Vop3pMai MAI_F32_D4_A8_B8, MAI_F8F6F4, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x128 matrix in the first input by the 128x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x64_f8f6f4: Vop3pMai MAI_F32_D16_A8_B8, MAI_F8F6F4, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x64 matrix in the first input by the 64x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_smfmac_f32_16x16x32_f16: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 sparse matrix in the first input by the 32x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x16_f16: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 sparse matrix in the first input by the 16x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x32_bf16: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x32 sparse matrix in the first input by the 32x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x16_bf16: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x16 sparse matrix in the first input by the 16x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_16x16x64_i8: Vop3pMai MAI_SP_I32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, Exact,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_32x32x32_i8: Vop3pMai MAI_SP_I32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, Exact,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_f16: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_f16: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf16: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf16: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_16x16x128_i8: Vop3pMai MAI_SP_I32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, Exact,
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_32x32x64_i8: Vop3pMai MAI_SP_I32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, Exact,
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf8_bf8: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf8_fp8: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_fp8_bf8: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_fp8_fp8: Vop3pMai MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf8_bf8: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf8_fp8: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_fp8_bf8: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_fp8_fp8: Vop3pMai MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_bf8_bf8: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_bf8_fp8: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_fp8_bf8: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_fp8_fp8: Vop3pMai MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_bf8_bf8: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_bf8_fp8: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_fp8_bf8: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_fp8_fp8: Vop3pMai MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER,
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_mfma_scale_f32_16x16x128_f8f6f4: Vop3pMai MAI_SCALE_D4, MAI_F8F6F4 | MAI_SCALE, mfma_exec::mfma, mfma_exec::SCALED,
        "D = A (16x128) * B (128x16) + C with A and B block-scaled by E8M0 scales (one per 32 K values; seed 001 lines 3300-3373).";
    v_mfma_scale_f32_32x32x64_f8f6f4: Vop3pMai MAI_SCALE_D16, MAI_F8F6F4 | MAI_SCALE, mfma_exec::mfma, mfma_exec::SCALED,
        "D = A (32x64) * B (64x32) + C with A and B block-scaled by E8M0 scales (one per 32 K values; seed 001 lines 3300-3373).";
    // VINTRP and its VOP3 forms, the VOP3-only f16 interpolation (seed 000 lines 5832-5847,
    // 6093-6097, 10151-10157, 10780-10818; gfx900 only, syntax from llvm-mc 22).
    v_interp_p1_f32: Vintrp INTERP_F32, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f = P10 * S.f + P0. Parameter interpolation (first pass).";
    v_interp_p2_f32: Vintrp INTERP_F32, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f = P20 * S.f + D.f. Parameter interpolation (second pass).";
    v_interp_mov_f32: Vintrp INTERP_MOV, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f = {P10,P20,P0}[S.u]. Parameter load.";
    v_interp_p1ll_f16: Vop3a INTERP_F32_F16, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f32 = P10.f16 * S0.f32 + P0.f16. 'LL' stands for 'two LDS arguments'.";
    v_interp_p1lv_f16: Vop3a INTERP_F32_F16_F16, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f32 = P10.f16 * S0.f32 + (S2.u32 >> (attr_word * 16)).f16. 'LV' stands for 'One LDS and one VGPR argument'.";
    v_interp_p2_legacy_f16: Vop3a INTERP_F16_F16_F32, CLAMP | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f16 = P20.f16 * S0.f32 + S2.f32. Final computation, legacy form.";
    v_interp_p2_f16: Vop3a INTERP_F16_F16_F32, CLAMP | OPSEL | INTERP, vmem::graphics, vmem::GRAPHICS,
        "D.f16 = P20.f16 * S0.f32 + S2.f32. Final computation; preserves the other half of D.";
    // MIMG (seed 000 lines 6973-7269, 11478-11747; gfx900 only, opcodes and syntax from llvm-mc 22).
    image_load: Mimg MIMG_LD, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with format conversion specified in T#.";
    image_load_mip: Mimg MIMG_LD, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with user-supplied mip level.";
    image_load_pck: Mimg MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with no format conversion.";
    image_load_pck_sgn: Mimg MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with with no format conversion and sign extension.";
    image_load_mip_pck: Mimg MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with user-supplied mip level, no format conversion.";
    image_load_mip_pck_sgn: Mimg MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory load with user-supplied mip level, no format conversion and with sign extension.";
    image_store: Mimg MIMG_ST, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory store with format conversion specified in T#.";
    image_store_mip: Mimg MIMG_ST, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory store with format conversion specified in T# to user specified mip level.";
    image_store_pck: Mimg MIMG_ST, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory store of packed data without format conversion .";
    image_store_mip_pck: Mimg MIMG_ST, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Image memory store of packed data without format conversion to user-supplied mip level.";
    image_get_resinfo: Mimg MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "return resource info for a given mip level specified in the address vgpr.";
    image_atomic_swap: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    image_atomic_cmpswap: Mimg MIMG_AT2, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    image_atomic_add: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    image_atomic_sub: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    image_atomic_smin: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    image_atomic_umin: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_smax: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    image_atomic_umax: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_and: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    image_atomic_or: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    image_atomic_xor: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    image_atomic_inc: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_dec: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    // GCN 1.0/1.1 only (llvm-mc 22 -mcpu=gfx600/gfx700: MIMG 0x13, 0x1d-0x1f); run as graphics.
    image_atomic_rsub: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - tmp; RETURN_DATA = tmp.";
    image_atomic_fcmpswap: Mimg MIMG_AT2, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp (float compare); RETURN_DATA[0] = tmp.";
    image_atomic_fmin: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    image_atomic_fmax: Mimg MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp (float compare); RETURN_DATA = tmp.";
    image_sample: Mimg MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "sample texture map.";
    image_sample_cl: Mimg MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with LOD clamp specified in shader.";
    image_sample_d: Mimg MIMG_SMP, MIMG_ADDR_2_1FE, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with user derivatives.";
    image_sample_d_cl: Mimg MIMG_SMP, MIMG_ADDR_2_3FE, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with LOD clamp specified in shader, with user derivatives.";
    image_sample_l: Mimg MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with user LOD.";
    image_sample_b: Mimg MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with lod bias.";
    image_sample_b_cl: Mimg MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with LOD clamp specified in shader, with lod bias.";
    image_sample_lz: Mimg MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, from level 0.";
    image_sample_c: Mimg MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with PCF.";
    image_sample_c_cl: Mimg MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with LOD clamp specified in shader.";
    image_sample_c_d: Mimg MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with user derivatives.";
    image_sample_c_d_cl: Mimg MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with LOD clamp specified in shader, with user derivatives.";
    image_sample_c_l: Mimg MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with user LOD.";
    image_sample_c_b: Mimg MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with lod bias.";
    image_sample_c_b_cl: Mimg MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with LOD clamp specified in shader, with lod bias.";
    image_sample_c_lz: Mimg MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, from level 0.";
    image_sample_o: Mimg MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with user offsets.";
    image_sample_cl_o: Mimg MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O with LOD clamp specified in shader.";
    image_sample_d_o: Mimg MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with user derivatives.";
    image_sample_d_cl_o: Mimg MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with LOD clamp specified in shader, with user derivatives.";
    image_sample_l_o: Mimg MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with user LOD.";
    image_sample_b_o: Mimg MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with lod bias.";
    image_sample_b_cl_o: Mimg MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with LOD clamp specified in shader, with lod bias.";
    image_sample_lz_o: Mimg MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, from level 0.";
    image_sample_c_o: Mimg MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C with user specified offsets.";
    image_sample_c_cl_o: Mimg MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with LOD clamp specified in shader.";
    image_sample_c_d_o: Mimg MIMG_SMP, MIMG_ADDR_4_7F8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with user derivatives.";
    image_sample_c_d_cl_o: Mimg MIMG_SMP, MIMG_ADDR_4_FF8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with LOD clamp specified in shader, with user derivatives.";
    image_sample_c_l_o: Mimg MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with user LOD.";
    image_sample_c_b_o: Mimg MIMG_SMP, MIMG_ADDR_4_B8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with lod bias.";
    image_sample_c_b_cl_o: Mimg MIMG_SMP, MIMG_ADDR_4_F8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with LOD clamp specified in shader, with lod bias.";
    image_sample_c_lz_o: Mimg MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, from level 0.";
    image_gather4: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2).";
    image_gather4_cl: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user LOD clamp.";
    image_gather4h: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Same as Gather4, but fetches one component per texel, from a 4x1 group of texels.";
    image_gather4_l: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user LOD.";
    image_gather4_b: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user bias.";
    image_gather4_b_cl: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user bias and clamp.";
    image_gather4_lz: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) at level 0.";
    image_gather4_c: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with PCF.";
    image_gather4_c_cl: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user LOD clamp and PCF.";
    image_gather4_c_l: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user LOD and PCF.";
    image_gather4_c_b: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user bias and PCF.";
    image_gather4_c_b_cl: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) with user bias, clamp and PCF.";
    image_gather4_c_lz: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "gather 4 single component elements (2x2) at level 0, with PCF.";
    image_gather4_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "GATHER4, with user offsets.";
    image_gather4_cl_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_CL, with user offsets.";
    image_gather4_l_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_L, with user offsets.";
    image_gather4_b_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_B, with user offsets.";
    image_gather4_b_cl_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_B_CL, with user offsets.";
    image_gather4_lz_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_LZ, with user offsets.";
    image_gather4_c_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_C, with user offsets.";
    image_gather4_c_cl_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_C_CL, with user offsets.";
    image_gather4_c_l_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_C_L, with user offsets.";
    image_gather4_c_b_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_4_B8, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_B, with user offsets.";
    image_gather4_c_b_cl_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_4_F8, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_B_CL, with user offsets.";
    image_gather4_c_lz_o: Mimg MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS,
        "GATHER4_C_LZ, with user offsets.";
    image_get_lod: Mimg MIMG_SMP, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS,
        "Return calculated LOD.";
    image_sample_cd: Mimg MIMG_SMP, MIMG_ADDR_2_1FE, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with user derivatives (LOD per quad).";
    image_sample_cd_cl: Mimg MIMG_SMP, MIMG_ADDR_2_3FE, vmem::graphics, vmem::GRAPHICS,
        "sample texture map, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_c_cd: Mimg MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with user derivatives (LOD per quad).";
    image_sample_c_cd_cl: Mimg MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_cd_o: Mimg MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with user derivatives (LOD per quad).";
    image_sample_cd_cl_o: Mimg MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_O, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_c_cd_o: Mimg MIMG_SMP, MIMG_ADDR_4_7F8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with user derivatives (LOD per quad).";
    image_sample_c_cd_cl_o: Mimg MIMG_SMP, MIMG_ADDR_4_FF8, vmem::graphics, vmem::GRAPHICS,
        "SAMPLE_C_O, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    // EXP (seed 000 lines 7270-7273, 12070-12125; gfx900 only).
    exp: Exp EXP_OPS, 0, vmem::graphics, vmem::GRAPHICS,
        "Export up to four VGPRs to a color (MRT), depth, position, parameter or null target.";
    // ---- GCN 1.0/1.1 only (gfx600/gfx700 maps) ----
    // The signalling compares (VOPC 0x40-0x7f on SI/CI): the v_cmp/v_cmpx results; they differ
    // only in raising invalid on a quiet NaN, which this model does not trap on.
    v_cmps_f_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<F, false>, Exact,
        "D.u64[threadId] = 0. Signalling (invalid on a quiet NaN).";
    v_cmps_lt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1). Signalling (invalid on a quiet NaN).";
    v_cmps_eq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1). Signalling (invalid on a quiet NaN).";
    v_cmps_le_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1). Signalling (invalid on a quiet NaN).";
    v_cmps_gt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1). Signalling (invalid on a quiet NaN).";
    v_cmps_lg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LG, false>, Exact,
        "D.u64[threadId] = (S0 <> S1). Signalling (invalid on a quiet NaN).";
    v_cmps_ge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1). Signalling (invalid on a quiet NaN).";
    v_cmps_o_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<O, false>, Exact,
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmps_u_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<U, false>, Exact,
        "D.u64[threadId] = (isNan(S0) || isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmps_nge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGE, false>, Exact,
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <. Signalling (invalid on a quiet NaN).";
    v_cmps_nlg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLG, false>, Exact,
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==. Signalling (invalid on a quiet NaN).";
    v_cmps_ngt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGT, false>, Exact,
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=. Signalling (invalid on a quiet NaN).";
    v_cmps_nle_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLE, false>, Exact,
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >. Signalling (invalid on a quiet NaN).";
    v_cmps_neq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NEQ, false>, Exact,
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=. Signalling (invalid on a quiet NaN).";
    v_cmps_nlt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLT, false>, Exact,
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=. Signalling (invalid on a quiet NaN).";
    v_cmps_tru_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<TRU, false>, Exact,
        "D.u64[threadId] = 1. Signalling (invalid on a quiet NaN).";
    v_cmpsx_f_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0. Signalling (invalid on a quiet NaN).";
    v_cmpsx_lt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_eq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_le_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_gt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_lg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_ge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_o_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<O, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmpsx_u_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<U, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmpsx_nge_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nlg_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==. Signalling (invalid on a quiet NaN).";
    v_cmpsx_ngt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nle_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >. Signalling (invalid on a quiet NaN).";
    v_cmpsx_neq_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NEQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nlt_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_tru_f32: Vopc CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<TRU, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1. Signalling (invalid on a quiet NaN).";
    v_cmps_f_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<F, false>, Exact,
        "D.u64[threadId] = 0. Signalling (invalid on a quiet NaN).";
    v_cmps_lt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LT, false>, Exact,
        "D.u64[threadId] = (S0 < S1). Signalling (invalid on a quiet NaN).";
    v_cmps_eq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<EQ, false>, Exact,
        "D.u64[threadId] = (S0 == S1). Signalling (invalid on a quiet NaN).";
    v_cmps_le_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LE, false>, Exact,
        "D.u64[threadId] = (S0 <= S1). Signalling (invalid on a quiet NaN).";
    v_cmps_gt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GT, false>, Exact,
        "D.u64[threadId] = (S0 > S1). Signalling (invalid on a quiet NaN).";
    v_cmps_lg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LG, false>, Exact,
        "D.u64[threadId] = (S0 <> S1). Signalling (invalid on a quiet NaN).";
    v_cmps_ge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GE, false>, Exact,
        "D.u64[threadId] = (S0 >= S1). Signalling (invalid on a quiet NaN).";
    v_cmps_o_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<O, false>, Exact,
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmps_u_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<U, false>, Exact,
        "D.u64[threadId] = (isNan(S0) || isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmps_nge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGE, false>, Exact,
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <. Signalling (invalid on a quiet NaN).";
    v_cmps_nlg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLG, false>, Exact,
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==. Signalling (invalid on a quiet NaN).";
    v_cmps_ngt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGT, false>, Exact,
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=. Signalling (invalid on a quiet NaN).";
    v_cmps_nle_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLE, false>, Exact,
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >. Signalling (invalid on a quiet NaN).";
    v_cmps_neq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NEQ, false>, Exact,
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=. Signalling (invalid on a quiet NaN).";
    v_cmps_nlt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLT, false>, Exact,
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=. Signalling (invalid on a quiet NaN).";
    v_cmps_tru_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<TRU, false>, Exact,
        "D.u64[threadId] = 1. Signalling (invalid on a quiet NaN).";
    v_cmpsx_f_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<F, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 0. Signalling (invalid on a quiet NaN).";
    v_cmpsx_lt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_eq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<EQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_le_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_gt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_lg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_ge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1). Signalling (invalid on a quiet NaN).";
    v_cmpsx_o_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<O, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmpsx_u_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<U, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)). Signalling (invalid on a quiet NaN).";
    v_cmpsx_nge_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nlg_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLG, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==. Signalling (invalid on a quiet NaN).";
    v_cmpsx_ngt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nle_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLE, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >. Signalling (invalid on a quiet NaN).";
    v_cmpsx_neq_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NEQ, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_nlt_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLT, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=. Signalling (invalid on a quiet NaN).";
    v_cmpsx_tru_f64: Vopc CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<TRU, true>, Exact,
        "EXEC[threadId] = D.u64[threadId] = 1. Signalling (invalid on a quiet NaN).";
    v_lshl_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::v_lshl_b32, Exact,
        "D.u = S0.u << S1.u[4:0].";
    v_lshr_b32: Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::v_lshr_b32, Exact,
        "D.u = S0.u >> S1.u[4:0].";
    v_ashr_i32: Vop2 VD_I32_VS_I32_V1_I32, 0, valu_int::v_ashr_i32, Exact,
        "D.i = signext(S0.i) >> S1.i[4:0].";
    v_lshl_b64: Vop3a VD_B64_VS_U64_VS_U32, 0, valu_int::v_lshl_b64, Exact,
        "D.u64 = S0.u64 << S1.u[5:0].";
    v_lshr_b64: Vop3a VD_B64_VS_U64_VS_U32, 0, valu_int::v_lshr_b64, Exact,
        "D.u64 = S0.u64 >> S1.u[5:0].";
    v_ashr_i64: Vop3a VD_I64_VS_I64_VS_U32, 0, valu_int::v_ashr_i64, Exact,
        "D.i64 = signext(S0.i64) >> S1.u[5:0].";
    v_mul_lo_i32: Vop3a VD_I32_VS_I32_VS_I32, 0, valu_int::v_mul_lo_u32, Exact,
        "D.i = S0.i * S1.i (the low 32 bits, as v_mul_lo_u32).";
    v_min_legacy_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_min_legacy_f32, Fidelity::Approximate("DX9 rules as LLVM's fmin_legacy (S0 < S1 ? S0 : S1); the signed-zero tie is not in the seeds"),
        "D.f = (S0.f < S1.f ? S0.f : S1.f). DX9 rules: a NaN selects S1.";
    v_max_legacy_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_max_legacy_f32, Fidelity::Approximate("DX9 rules (S0 >= S1 ? S0 : S1); the signed-zero tie is not in the seeds"),
        "D.f = (S0.f >= S1.f ? S0.f : S1.f). DX9 rules: a NaN selects S1.";
    v_mac_legacy_f32: Vop2 VD_F32_VS_F32_V1_F32, CLAMP | OMOD | NO_SDWA, valu::v_mac_legacy_f32, Exact,
        "D.f = S0.f * S1.f + D.f, a zero factor making the product +0.0 (DX9 rules).";
    v_rcp_clamp_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RCP_CLAMP>, valu::CLAMPED,
        "D.f = 1.0 / S0.f, an infinite result clamped to +-max float (R700 RECIP_CLAMPED).";
    v_rsq_clamp_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RSQ_CLAMP>, valu::CLAMPED,
        "D.f = 1.0 / sqrt(S0.f), an infinite result clamped to +-max float (LLVM amdgcn.rsq.clamp).";
    v_log_clamp_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_LOG_CLAMP>, valu::CLAMPED,
        "D.f = log2(S0.f), -inf clamped to -max float (R700 LOG_CLAMPED).";
    v_rcp_legacy_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RCP_LEGACY>, valu::CLAMPED,
        "D.f = 1.0 / S0.f, an infinite result flushed to +-0 (R700 RECIP_FF): 1/+-0 = +-0.";
    v_rcp_clamp_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::trans64::<OP_RCP_CLAMP>, valu::CLAMPED,
        "D.d = 1.0 / S0.d, an infinite result clamped to +-max double.";
    v_rsq_clamp_f64: Vop1 VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::trans64::<OP_RSQ_CLAMP>, valu::CLAMPED,
        "D.d = 1.0 / sqrt(S0.d), an infinite result clamped to +-max double (LLVM amdgcn.rsq.clamp).";
    v_rsq_legacy_f32: Vop1 VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::trans32::<OP_RSQ_LEGACY>, valu::CLAMPED,
        "D.f = 1.0 / sqrt(S0.f), an infinite result flushed to +-0 (R700 RECIPSQRT_FF): rsq(+-0) = +-0.";
    v_mullit_f32: Vop3a VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mullit_f32, valu::MULLIT,
        "D.f = (S1.f == -MAX || S1.f == -INF || isNaN(S1.f) || S2.f <= 0.0 || isNaN(S2.f)) ? -MAX : S0.f * S1.f, 0 * x = 0 (R700 MUL_LIT).";
    // GCN 1.0/1.1 encode these as VOP2 (GFX9: VOP3-only rows above), with a VOP3 form at +0x100.
    v_bfm_b32_vop2 = "v_bfm_b32": Vop2 VD_B32_VS_B32_V1_B32, 0, valu_int::v_bfm_b32, Exact,
        "D.u = ((1<<S0.u[4:0])-1) << S1.u[4:0]. Bitfield modify.";
    v_bcnt_u32_b32_vop2 = "v_bcnt_u32_b32": Vop2 VD_U32_VS_B32_V1_B32, 0, valu_int::v_bcnt_u32_b32, Exact,
        "D.u = CountOneBits(S0.u) + S1.u.";
    v_mbcnt_lo_u32_b32_vop2 = "v_mbcnt_lo_u32_b32": Vop2 VD_U32_VS_B32_V1_B32, 0, valu_int::mbcnt::<false>, Exact,
        "ThreadMask = (1 << ThreadPosition) - 1; D.u = CountOneBits(S0.u & ThreadMask[31:0]) + S1.u.";
    v_mbcnt_hi_u32_b32_vop2 = "v_mbcnt_hi_u32_b32": Vop2 VD_U32_VS_B32_V1_B32, 0, valu_int::mbcnt::<true>, Exact,
        "ThreadMask = (1 << ThreadPosition) - 1; D.u = CountOneBits(S0.u & ThreadMask[63:32]) + S1.u.";
    v_ldexp_f32_vop2 = "v_ldexp_f32": Vop2 VD_F32_VS_F32_V1_U32, CLAMP | OMOD, valu::ldexp::<f32>, Exact,
        "D.f = S0.f * (2 ** S1.i).";
    v_cvt_pkaccum_u8_f32_vop2 = "v_cvt_pkaccum_u8_f32": Vop2 VD_U32_VS_F32_V1_U32, CLAMP, valu::v_cvt_pkaccum_u8_f32, valu::U8,
        "byte = S1.u[1:0]; D.u[byte*8+7:byte*8] = flt32_to_uint8(S0.f).";
    v_cvt_pknorm_i16_f32_vop2 = "v_cvt_pknorm_i16_f32": Vop2 VD_I16_VS_F32_V1_F32, CLAMP, valu16::pknorm_f32::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(snorm)S1.f, (snorm)S0.f}.";
    v_cvt_pknorm_u16_f32_vop2 = "v_cvt_pknorm_u16_f32": Vop2 VD_U16_VS_F32_V1_F32, CLAMP, valu16::pknorm_f32::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"),
        "D = {(unorm)S1.f, (unorm)S0.f}.";
    v_cvt_pkrtz_f16_f32_vop2 = "v_cvt_pkrtz_f16_f32": Vop2 VD_F16_VS_F32_V1_F32, CLAMP | OMOD, valu16::v_cvt_pkrtz_f16_f32, Exact,
        "D = {flt32_to_flt16(S1.f), flt32_to_flt16(S0.f)}, round toward zero.";
    v_cvt_pk_u16_u32_vop2 = "v_cvt_pk_u16_u32": Vop2 VD_U16_VS_U32_V1_U32, 0, valu_int::v_cvt_pk_u16_u32, Exact,
        "D = {uint32_to_uint16(S1.u), uint32_to_uint16(S0.u)}.";
    v_cvt_pk_i16_i32_vop2 = "v_cvt_pk_i16_i32": Vop2 VD_I16_VS_I32_V1_I32, 0, valu_int::v_cvt_pk_i16_i32, Exact,
        "D = {int32_to_int16(S1.i), int32_to_int16(S0.i)}.";
    // GCN 1.0/1.1 encode these as VOP2 (SDST in VDST, the lane-select SGPR in VSRC1), without
    // a VOP3 form (llvm-mc 22 -mcpu=gfx700: VOP2 1 and 2).
    v_readlane_b32_vop2 = "v_readlane_b32": Vop2 SD_B32_VR_B32_SS_B32, NO_E64, lane::v_readlane_b32, Exact,
        "Copy one VGPR value to one SGPR. D = SGPR-dest, S0 = Source Data (VGPR#), S1 = Lane Select (SGPR or M0). Ignores exec mask.";
    v_writelane_b32_vop2 = "v_writelane_b32": Vop2 VD_B32_SS_B32_SS_B32, NO_E64, lane::v_writelane_b32, Exact,
        "Write value into one VGPR in one lane. D = VGPR-dest, S0 = Source Data (sgpr, m0, exec or constants), S1 = Lane Select (SGPR or M0). Ignores exec mask.";
}
