//! The rows: one per instruction, in the order of [`Op`].

use super::signatures::*;
use super::*;
use Fidelity::Exact;

// The rows were bootstrapped from llvm-mc 22's disassembly of every opcode of every format on
// both targets (mnemonics, opcodes, operand widths) and llvm-mc's acceptance of modifiers
// (neg/abs per source, clamp, omod, op_sel), with doc lines and summaries from the seeds;
// they are maintained by hand from here on. Opcodes are [gfx900, gfx950].
table! {
    // ---- SOP2 ----
    s_add_u32: Sop2 [0x0, 0x0] SD_U32_SS_U32_SS_U32, WRITES_SCC, salu::s_add_u32, Exact, [3717, 5567],
        "D.u = S0.u + S1.u; SCC = (S0.u + S1.u >= 0x100000000ULL ? 1 : 0). // unsigned overflow/carry-out, S_ADDC_U32";
    s_sub_u32: Sop2 [0x1, 0x1] SD_U32_SS_U32_SS_U32, 0, salu::s_sub_u32, Exact, [3720, 5589],
        "D.u = S0.u - S1.u; SCC = (S1.u > S0.u ? 1 : 0). // unsigned overflow or carry-out for S_SUBB_U32.";
    s_add_i32: Sop2 [0x2, 0x2] SD_I32_SS_I32_SS_I32, 0, salu::s_add_i32, Exact, [3723, 5603],
        "D.i = S0.i + S1.i; SCC = (S0.u[31] == S1.u[31] && S0.u[31] != D.u[31]). // signed overflow. This opcode is not suitable for use with S_ADDC_U32 for...";
    s_sub_i32: Sop2 [0x3, 0x3] SD_I32_SS_I32_SS_I32, 0, salu::s_sub_i32, Exact, [3726, 5622],
        "D.i = S0.i - S1.i; SCC = (S0.u[31] != S1.u[31] && S0.u[31] != D.u[31]). // signed overflow. This opcode is not suitable for use with S_SUBB_U32 for...";
    s_addc_u32: Sop2 [0x4, 0x4] SD_U32_SS_U32_SS_U32, 0, salu::s_addc_u32, Exact, [3729, 5648],
        "D.u = S0.u + S1.u + SCC; SCC = (S0.u + S1.u + SCC >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_subb_u32: Sop2 [0x5, 0x5] SD_U32_SS_U32_SS_U32, 0, salu::s_subb_u32, Exact, [3732, 5662],
        "D.u = S0.u - S1.u - SCC; SCC = (S1.u + SCC > S0.u ? 1 : 0). // unsigned overflow.";
    s_min_i32: Sop2 [0x6, 0x6] SD_I32_SS_I32_SS_I32, 0, salu::s_min_i32, Exact, [3735, 5676],
        "D.i = (S0.i < S1.i) ? S0.i : S1.i; SCC = (S0.i < S1.i).";
    s_min_u32: Sop2 [0x7, 0x7] SD_U32_SS_U32_SS_U32, 0, salu::s_min_u32, Exact, [3738, 5688],
        "D.u = (S0.u < S1.u) ? S0.u : S1.u; SCC = (S0.u < S1.u).";
    s_max_i32: Sop2 [0x8, 0x8] SD_I32_SS_I32_SS_I32, 0, salu::s_max_i32, Exact, [3741, 5700],
        "D.i = (S0.i > S1.i) ? S0.i : S1.i; SCC = (S0.i > S1.i).";
    s_max_u32: Sop2 [0x9, 0x9] SD_U32_SS_U32_SS_U32, 0, salu::s_max_u32, Exact, [3744, 5720],
        "D.u = (S0.u > S1.u) ? S0.u : S1.u; SCC = (S0.u > S1.u).";
    s_cselect_b32: Sop2 [0xa, 0xa] SD_B32_SS_B32_SS_B32, 0, salu::s_cselect_b32, Exact, [3747, 5732],
        "D.u = SCC ? S0.u : S1.u. Conditional select.";
    s_cselect_b64: Sop2 [0xb, 0xb] SD_B64_SS_B64_SS_B64, 0, salu::s_cselect_b64, Exact, [3750, 5743],
        "D.u64 = SCC ? S0.u64 : S1.u64. Conditional select.";
    s_and_b32: Sop2 [0xc, 0xc] SD_B32_SS_B32_SS_B32, 0, salu::s_and_b32, Exact, [3753, 5754],
        "D = S0 & S1; SCC = (D != 0).";
    s_and_b64: Sop2 [0xd, 0xd] SD_B64_SS_B64_SS_B64, 0, salu::s_and_b64, Exact, [3756, 5771],
        "D = S0 & S1; SCC = (D != 0).";
    s_or_b32: Sop2 [0xe, 0xe] SD_B32_SS_B32_SS_B32, 0, salu::s_or_b32, Exact, [3759, 5783],
        "D = S0 | S1; SCC = (D != 0).";
    s_or_b64: Sop2 [0xf, 0xf] SD_B64_SS_B64_SS_B64, 0, salu::s_or_b64, Exact, [3762, 5795],
        "D = S0 | S1; SCC = (D != 0).";
    s_xor_b32: Sop2 [0x10, 0x10] SD_B32_SS_B32_SS_B32, 0, salu::s_xor_b32, Exact, [3765, 5807],
        "D = S0 ^ S1; SCC = (D != 0).";
    s_xor_b64: Sop2 [0x11, 0x11] SD_B64_SS_B64_SS_B64, 0, salu::s_xor_b64, Exact, [3768, 5819],
        "D = S0 ^ S1; SCC = (D != 0).";
    s_andn2_b32: Sop2 [0x12, 0x12] SD_B32_SS_B32_SS_B32, 0, salu::s_andn2_b32, Exact, [3771, 5840],
        "D = S0 & ~S1; SCC = (D != 0).";
    s_andn2_b64: Sop2 [0x13, 0x13] SD_B64_SS_B64_SS_B64, 0, salu::s_andn2_b64, Exact, [3774, 5852],
        "D = S0 & ~S1; SCC = (D != 0).";
    s_orn2_b32: Sop2 [0x14, 0x14] SD_B32_SS_B32_SS_B32, 0, salu::s_orn2_b32, Exact, [3777, 5864],
        "D = S0 | ~S1; SCC = (D != 0).";
    s_orn2_b64: Sop2 [0x15, 0x15] SD_B64_SS_B64_SS_B64, 0, salu::s_orn2_b64, Exact, [3780, 5876],
        "D = S0 | ~S1; SCC = (D != 0).";
    s_nand_b32: Sop2 [0x16, 0x16] SD_B32_SS_B32_SS_B32, 0, salu::s_nand_b32, Exact, [3783, 5888],
        "D = ~(S0 & S1); SCC = (D != 0).";
    s_nand_b64: Sop2 [0x17, 0x17] SD_B64_SS_B64_SS_B64, 0, salu::s_nand_b64, Exact, [3786, 5907],
        "D = ~(S0 & S1); SCC = (D != 0).";
    s_nor_b32: Sop2 [0x18, 0x18] SD_B32_SS_B32_SS_B32, 0, salu::s_nor_b32, Exact, [3789, 5919],
        "D = ~(S0 | S1); SCC = (D != 0).";
    s_nor_b64: Sop2 [0x19, 0x19] SD_B64_SS_B64_SS_B64, 0, salu::s_nor_b64, Exact, [3792, 5931],
        "D = ~(S0 | S1); SCC = (D != 0).";
    s_xnor_b32: Sop2 [0x1a, 0x1a] SD_B32_SS_B32_SS_B32, 0, salu::s_xnor_b32, Exact, [3795, 5943],
        "D = ~(S0 ^ S1); SCC = (D != 0).";
    s_xnor_b64: Sop2 [0x1b, 0x1b] SD_B64_SS_B64_SS_B64, 0, salu::s_xnor_b64, Exact, [3798, 5960],
        "D = ~(S0 ^ S1); SCC = (D != 0).";
    s_lshl_b32: Sop2 [0x1c, 0x1c] SD_B32_SS_B32_SS_B32, 0, salu::s_lshl_b32, Exact, [3801, 5972],
        "D.u = S0.u << S1.u[4:0]; SCC = (D.u != 0).";
    s_lshl_b64: Sop2 [0x1d, 0x1d] SD_B64_SS_B64_SS_U32, 0, salu::s_lshl_b64, Exact, [3804, 5984],
        "D.u64 = S0.u64 << S1.u[5:0]; SCC = (D.u64 != 0).";
    s_lshr_b32: Sop2 [0x1e, 0x1e] SD_B32_SS_B32_SS_B32, 0, salu::s_lshr_b32, Exact, [3807, 5996],
        "D.u = S0.u >> S1.u[4:0]; SCC = (D.u != 0).";
    s_lshr_b64: Sop2 [0x1f, 0x1f] SD_B64_SS_B64_SS_U32, 0, salu::s_lshr_b64, Exact, [3810, 6008],
        "D.u64 = S0.u64 >> S1.u[5:0]; SCC = (D.u64 != 0).";
    s_ashr_i32: Sop2 [0x20, 0x20] SD_I32_SS_I32_SS_I32, 0, salu::s_ashr_i32, Exact, [3813, 6029],
        "D.i = signext(S0.i) >> S1.u[4:0]; SCC = (D.i != 0).";
    s_ashr_i64: Sop2 [0x21, 0x21] SD_I64_SS_I64_SS_I32, 0, salu::s_ashr_i64, Exact, [3816, 6041],
        "D.i64 = signext(S0.i64) >> S1.u[5:0]; SCC = (D.i64 != 0).";
    s_bfm_b32: Sop2 [0x22, 0x22] SD_B32_SS_B32_SS_B32, 0, salu::s_bfm_b32, Exact, [3819, 6053],
        "D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]. Bitfield mask.";
    s_bfm_b64: Sop2 [0x23, 0x23] SD_B64_SS_U32_SS_U32, 0, salu::s_bfm_b64, Exact, [3822, 6063],
        "D.u64 = ((1ULL << S0.u[5:0]) - 1) << S1.u[5:0]. Bitfield mask.";
    s_mul_i32: Sop2 [0x24, 0x24] SD_I32_SS_I32_SS_I32, 0, salu::s_mul_i32, Exact, [3825, 6073],
        "D.i = S0.i * S1.i.";
    s_bfe_u32: Sop2 [0x25, 0x25] SD_U32_SS_U32_SS_U32, 0, salu::s_bfe_u32, Exact, [3828, 6089],
        "D.u = (S0.u >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u != 0). Bit field extract. S0 is Data, S1[4:0] is field offset, S1[22:16] is field width.";
    s_bfe_i32: Sop2 [0x26, 0x26] SD_I32_SS_I32_SS_I32, 0, salu::s_bfe_i32, Exact, [3831, 6101],
        "D.i = signext((S0.i >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D.i != 0). Bit field extract. S0 is Data, S1[4:0] is field offset, S1[22:16] is field...";
    s_bfe_u64: Sop2 [0x27, 0x27] SD_U64_SS_U64_SS_U32, 0, salu::s_bfe_u64, Exact, [3834, 6114],
        "D.u64 = (S0.u64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1); SCC = (D.u64 != 0). Bit field extract. S0 is Data, S1[5:0] is field offset, S1[22:16] is field width.";
    s_bfe_i64: Sop2 [0x28, 0x28] SD_I64_SS_I64_SS_I32, 0, salu::s_bfe_i64, Exact, [3837, 6126],
        "D.i64 = signext((S0.i64 >> S1.u[5:0]) & ((1 << S1.u[22:16]) - 1)); SCC = (D.i64 != 0). Bit field extract. S0 is Data, S1[5:0] is field offset, S1[22:16] is...";
    s_cbranch_g_fork: Sop2 [0x29, 0x29] SS_B64_SS_B64, NO_LITERAL, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN), [3840, 6139],
        "mask_pass = S0.u64 & EXEC; mask_fail = ~S0.u64 & EXEC; if(mask_pass == EXEC) then PC = S1.u64; elsif(mask_fail == EXEC) then PC += 4;...";
    s_absdiff_i32: Sop2 [0x2a, 0x2a] SD_I32_SS_I32_SS_I32, 0, salu::s_absdiff_i32, Exact, [3843, 6175],
        "D.i = S0.i - S1.i; if(D.i < 0) then D.i = -D.i; endif; SCC = (D.i != 0). Compute the absolute value of difference between two values. Examples:...";
    s_rfe_restore_b64: Sop2 [0x2b, 0x2b] SS_B64_SS_U32, 0, unsupported, Fidelity::Unsupported(salu::NO_TRAP_HANDLER), [3846, 0],
        "PRIV = 0; PC = S0.u64. Return from exception handler and continue. This instruction may only be used within a trap handler. This instruction is provided for...";
    s_mul_hi_u32: Sop2 [0x2c, 0x2c] SD_U32_SS_U32_SS_U32, 0, salu::s_mul_hi_u32, Exact, [3849, 6204],
        "D.u = (S0.u * S1.u) >> 32.";
    s_mul_hi_i32: Sop2 [0x2d, 0x2d] SD_I32_SS_I32_SS_I32, 0, salu::s_mul_hi_i32, Exact, [3852, 6222],
        "D.i = (S0.i * S1.i) >> 32.";
    s_lshl1_add_u32: Sop2 [0x2e, 0x2e] SD_U32_SS_U32_SS_U32, 0, salu::s_lshl1_add_u32, Exact, [3855, 6232],
        "D.u = (S0.u << 1) + S1.u; SCC = (((S0.u << 1) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl2_add_u32: Sop2 [0x2f, 0x2f] SD_U32_SS_U32_SS_U32, 0, salu::s_lshl2_add_u32, Exact, [3858, 6246],
        "D.u = (S0.u << 2) + S1.u; SCC = (((S0.u << 2) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl3_add_u32: Sop2 [0x30, 0x30] SD_U32_SS_U32_SS_U32, 0, salu::s_lshl3_add_u32, Exact, [3861, 6260],
        "D.u = (S0.u << 3) + S1.u; SCC = (((S0.u << 3) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_lshl4_add_u32: Sop2 [0x31, 0x31] SD_U32_SS_U32_SS_U32, 0, salu::s_lshl4_add_u32, Exact, [3864, 6280],
        "D.u = (S0.u << 4) + S1.u; SCC = (((S0.u << 4) + S1.u) >= 0x100000000ULL ? 1 : 0). // unsigned overflow.";
    s_pack_ll_b32_b16: Sop2 [0x32, 0x32] SD_B32_SS_B32_SS_B32, 0, salu::s_pack_ll_b32_b16, Exact, [3867, 6294],
        "D.u[31:0] = { S1.u[15:0], S0.u[15:0] }.";
    s_pack_lh_b32_b16: Sop2 [0x33, 0x33] SD_B32_SS_B32_SS_B32, 0, salu::s_pack_lh_b32_b16, Exact, [3870, 6304],
        "D.u[31:0] = { S1.u[31:16], S0.u[15:0] }.";
    s_pack_hh_b32_b16: Sop2 [0x34, 0x34] SD_B32_SS_B32_SS_B32, 0, salu::s_pack_hh_b32_b16, Exact, [3873, 6314],
        "D.u[31:0] = { S1.u[31:16], S0.u[31:16] }.";
    // ---- SOPK ----
    s_movk_i32: Sopk [0x0, 0x0] SD_I32_IM_U32, 0, salu::s_movk_i32, Exact, [3882, 6335],
        "D.i = signext(SIMM16). Sign extension from a 16-bit constant.";
    s_cmovk_i32: Sopk [0x1, 0x1] SD_I32_IM_U32, 0, salu::s_cmovk_i32, Exact, [3885, 6345],
        "if(SCC) then D.i = signext(SIMM16); endif. Conditional move with sign extension.";
    s_cmpk_eq_i32: Sopk [0x2, 0x2] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_eq_i32, Exact, [3888, 6357],
        "SCC = (S0.i == signext(SIMM16)).";
    s_cmpk_lg_i32: Sopk [0x3, 0x3] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_lg_i32, Exact, [3891, 6367],
        "SCC = (S0.i != signext(SIMM16)).";
    s_cmpk_gt_i32: Sopk [0x4, 0x4] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_gt_i32, Exact, [3894, 6377],
        "SCC = (S0.i > signext(SIMM16)).";
    s_cmpk_ge_i32: Sopk [0x5, 0x5] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_ge_i32, Exact, [3897, 6395],
        "SCC = (S0.i >= signext(SIMM16)).";
    s_cmpk_lt_i32: Sopk [0x6, 0x6] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_lt_i32, Exact, [3900, 6405],
        "SCC = (S0.i < signext(SIMM16)).";
    s_cmpk_le_i32: Sopk [0x7, 0x7] SD_I32_IM_U32, SDST_READ, salu::s_cmpk_le_i32, Exact, [3903, 6415],
        "SCC = (S0.i <= signext(SIMM16)).";
    s_cmpk_eq_u32: Sopk [0x8, 0x8] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_eq_u32, Exact, [3906, 6425],
        "SCC = (S0.u == SIMM16).";
    s_cmpk_lg_u32: Sopk [0x9, 0x9] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_lg_u32, Exact, [3909, 6435],
        "SCC = (S0.u != SIMM16).";
    s_cmpk_gt_u32: Sopk [0xa, 0xa] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_gt_u32, Exact, [3912, 6450],
        "SCC = (S0.u > SIMM16).";
    s_cmpk_ge_u32: Sopk [0xb, 0xb] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_ge_u32, Exact, [3915, 6460],
        "SCC = (S0.u >= SIMM16).";
    s_cmpk_lt_u32: Sopk [0xc, 0xc] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_lt_u32, Exact, [3918, 6470],
        "SCC = (S0.u < SIMM16).";
    s_cmpk_le_u32: Sopk [0xd, 0xd] SD_U32_IM_U32, SDST_READ, salu::s_cmpk_le_u32, Exact, [3921, 6480],
        "SCC = (S0.u <= SIMM16).";
    s_addk_i32: Sopk [0xe, 0xe] SD_I32_IM_U32, 0, salu::s_addk_i32, Exact, [3924, 6490],
        "tmp = D.i; // save value so we can check sign bits for overflow later. D.i = D.i + signext(SIMM16); SCC = (tmp[31] == SIMM16[15] && tmp[31] != D.i[31]). //...";
    s_mulk_i32: Sopk [0xf, 0xf] SD_I32_IM_U32, 0, salu::s_mulk_i32, Exact, [3927, 6505],
        "D.i = D.i * signext(SIMM16).";
    s_cbranch_i_fork: Sopk [0x10, 0x10] SD_B64_LB_U32, 0, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN), [3930, 6523],
        "mask_pass = S0.u64 & EXEC; mask_fail = ~S0.u64 & EXEC; target_addr = PC + signext(SIMM16 * 4) + 4; if(mask_pass == EXEC) PC = target_addr; elsif(mask_fail...";
    s_getreg_b32: Sopk [0x11, 0x11] SD_B32_HW_U32, 0, salu::s_getreg_b32, salu::GETREG, [3933, 6555],
        "D.u = hardware-reg. Read some or all of a hardware register into the LSBs of D. SIMM16 = {size[4:0], offset[4:0], hwRegId[5:0]}; offset is 0..31, size is 1..32.";
    s_setreg_b32: Sopk [0x12, 0x12] HW_U32_SD_B32, SDST_READ, salu::s_setreg_b32, salu::SETREG, [3936, 6570],
        "hardware-reg = S0.u. Write some or all of the LSBs of D into a hardware register. SIMM16 = {size[4:0], offset[4:0], hwRegId[5:0]}; offset is 0..31, size is...";
    s_setreg_imm32_b32: Sopk [0x14, 0x14] HW_U32_LT_U32, SDST_READ, salu::s_setreg_imm32_b32, salu::SETREG, [3939, 6597],
        "Write some or all of the LSBs of IMM32 into a hardware register; this instruction requires a 32-bit literal constant. SIMM16 = {size[4:0], offset[4:0],...";
    s_call_b64: Sopk [0x15, 0x15] SD_B64_LB_U32, 0, salu::s_call_b64, Exact, [3942, 6619],
        "D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) + 4. Implements a short call, where the return address (the next instruction after the S_CALL_B64) is saved to...";
    // ---- SOP1 ----
    s_mov_b32: Sop1 [0x0, 0x0] SD_B32_SS_B32, 0, salu::s_mov_b32, Exact, [3951, 6662],
        "D.u = S0.u.";
    s_mov_b64: Sop1 [0x1, 0x1] SD_B64_SS_B64, 0, salu::s_mov_b64, Exact, [3954, 6672],
        "D.u64 = S0.u64.";
    s_cmov_b32: Sop1 [0x2, 0x2] SD_B32_SS_B32, 0, salu::s_cmov_b32, Exact, [3957, 6682],
        "if(SCC) then D.u = S0.u; endif. Conditional move.";
    s_cmov_b64: Sop1 [0x3, 0x3] SD_B64_SS_B64, 0, salu::s_cmov_b64, Exact, [3960, 6694],
        "if(SCC) then D.u64 = S0.u64; endif. Conditional move.";
    s_not_b32: Sop1 [0x4, 0x4] SD_B32_SS_B32, 0, salu::s_not_b32, Exact, [3963, 6706],
        "D = ~S0; SCC = (D != 0). Bitwise negation.";
    s_not_b64: Sop1 [0x5, 0x5] SD_B64_SS_B64, 0, salu::s_not_b64, Exact, [3966, 6724],
        "D = ~S0; SCC = (D != 0). Bitwise negation.";
    s_wqm_b32: Sop1 [0x6, 0x6] SD_B32_SS_B32, 0, salu::s_wqm_b32, Exact, [3969, 6736],
        "for i in 0 … opcode_size_in_bits - 1 do D[i] = (S0[(i & ~3):(i | 3)] != 0); endfor; SCC = (D != 0). Computes whole quad mode for an active/valid mask. If...";
    s_wqm_b64: Sop1 [0x7, 0x7] SD_B64_SS_B64, 0, salu::s_wqm_b64, Exact, [3972, 6755],
        "for i in 0 … opcode_size_in_bits - 1 do D[i] = (S0[(i & ~3):(i | 3)] != 0); endfor; SCC = (D != 0). Computes whole quad mode for an active/valid mask. If...";
    s_brev_b32: Sop1 [0x8, 0x8] SD_B32_SS_B32, 0, salu::s_brev_b32, Exact, [3975, 6779],
        "D.u[31:0] = S0.u[0:31]. Reverse bits.";
    s_brev_b64: Sop1 [0x9, 0x9] SD_B64_SS_B64, 0, salu::s_brev_b64, Exact, [3978, 6789],
        "D.u64[63:0] = S0.u64[0:63]. Reverse bits.";
    s_bcnt0_i32_b32: Sop1 [0xa, 0xa] SD_I32_SS_B32, 0, salu::s_bcnt0_i32_b32, Exact, [3981, 6799],
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 0 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT0_I32_B32(0x00000000) => 32...";
    s_bcnt0_i32_b64: Sop1 [0xb, 0xb] SD_I32_SS_B64, 0, salu::s_bcnt0_i32_b64, Exact, [3984, 6826],
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 0 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT0_I32_B32(0x00000000) => 32...";
    s_bcnt1_i32_b32: Sop1 [0xc, 0xc] SD_I32_SS_B32, 0, salu::s_bcnt1_i32_b32, Exact, [3987, 6851],
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 1 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT1_I32_B32(0x00000000) => 0...";
    s_bcnt1_i32_b64: Sop1 [0xd, 0xd] SD_I32_SS_B64, 0, salu::s_bcnt1_i32_b64, Exact, [3990, 6878],
        "D = 0; for i in 0 … opcode_size_in_bits - 1 do D += (S0[i] == 1 ? 1 : 0) endfor; SCC = (D != 0). Examples: S_BCNT1_I32_B32(0x00000000) => 0...";
    s_ff0_i32_b32: Sop1 [0xe, 0xe] SD_I32_SS_B32, 0, salu::s_ff0_i32_b32, Exact, [3993, 6894],
        "D.i = -1; // Set if no zeros are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 0 then D.i = i; break for; endif; endfor....";
    s_ff0_i32_b64: Sop1 [0xf, 0xf] SD_I32_SS_B64, 0, salu::s_ff0_i32_b64, Exact, [3996, 6936],
        "D.i = -1; // Set if no zeros are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 0 then D.i = i; break for; endif; endfor....";
    s_ff1_i32_b32: Sop1 [0x10, 0x10] SD_I32_SS_B32, 0, salu::s_ff1_i32_b32, Exact, [3999, 6956],
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 1 then D.i = i; break for; endif; endfor....";
    s_ff1_i32_b64: Sop1 [0x11, 0x11] SD_I32_SS_B64, 0, salu::s_ff1_i32_b64, Exact, [4002, 6998],
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Search from LSB if S0[i] == 1 then D.i = i; break for; endif; endfor....";
    s_flbit_i32_b32: Sop1 [0x12, 0x12] SD_I32_SS_B32, 0, salu::s_flbit_i32_b32, Exact, [4005, 7018],
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] == 1 then...";
    s_flbit_i32_b64: Sop1 [0x13, 0x13] SD_I32_SS_B64, 0, salu::s_flbit_i32_b64, Exact, [4008, 7058],
        "D.i = -1; // Set if no ones are found for i in 0 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] == 1 then...";
    s_flbit_i32: Sop1 [0x14, 0x14] SD_I32_SS_I32, 0, salu::s_flbit_i32, Exact, [4011, 7078],
        "D.i = -1; // Set if all bits are the same for i in 1 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] !=...";
    s_flbit_i32_i64: Sop1 [0x15, 0x15] SD_I32_SS_I64, 0, salu::s_flbit_i32_i64, Exact, [4014, 7120],
        "D.i = -1; // Set if all bits are the same for i in 1 … opcode_size_in_bits - 1 do // Note: search is from the MSB if S0[opcode_size_in_bits - 1 - i] !=...";
    s_sext_i32_i8: Sop1 [0x16, 0x16] SD_I32_SS_I32, 0, salu::s_sext_i32_i8, Exact, [4017, 7140],
        "D.i = signext(S0.i[7:0]). Sign extension.";
    s_sext_i32_i16: Sop1 [0x17, 0x17] SD_I32_SS_I32, 0, salu::s_sext_i32_i16, Exact, [4020, 7150],
        "D.i = signext(S0.i[15:0]). Sign extension.";
    s_bitset0_b32: Sop1 [0x18, 0x18] SD_B32_SS_B32, 0, salu::s_bitset0_b32, Exact, [4023, 7160],
        "D.u[S0.u[4:0]] = 0.";
    s_bitset0_b64: Sop1 [0x19, 0x19] SD_B64_SS_U32, 0, salu::s_bitset0_b64, Exact, [4026, 7178],
        "D.u64[S0.u[5:0]] = 0.";
    s_bitset1_b32: Sop1 [0x1a, 0x1a] SD_B32_SS_B32, 0, salu::s_bitset1_b32, Exact, [4029, 7188],
        "D.u[S0.u[4:0]] = 1.";
    s_bitset1_b64: Sop1 [0x1b, 0x1b] SD_B64_SS_U32, 0, salu::s_bitset1_b64, Exact, [4032, 7198],
        "D.u64[S0.u[5:0]] = 1.";
    s_getpc_b64: Sop1 [0x1c, 0x1c] SD_B64, 0, salu::s_getpc_b64, Exact, [4035, 7208],
        "D.u64 = PC + 4. Destination receives the byte address of the next instruction. Note that this instruction is always 4 bytes.";
    s_setpc_b64: Sop1 [0x1d, 0x1d] SR_B64, 0, salu::s_setpc_b64, Exact, [4038, 7226],
        "PC = S0.u64. S0.u64 is a byte address of the instruction to jump to.";
    s_swappc_b64: Sop1 [0x1e, 0x1e] SD_B64_SS_B64, 0, salu::s_swappc_b64, Exact, [4041, 7246],
        "D.u64 = PC + 4; PC = S0.u64. S0.u64 is a byte address of the instruction to jump to. Destination receives the byte address of the instruction immediately...";
    s_rfe_b64: Sop1 [0x1f, 0x1f] SR_B64, 0, unsupported, Fidelity::Unsupported(salu::NO_TRAP_HANDLER), [4044, 7268],
        "PRIV = 0; PC = S0.u64. Return from exception handler and continue. This instruction may only be used within a trap handler.";
    s_and_saveexec_b64: Sop1 [0x20, 0x20] SD_B64_SS_B64, WRITES_EXEC | WRITES_SCC, salu::s_and_saveexec_b64, Exact, [4047, 7285],
        "D.u64 = EXEC; EXEC = S0.u64 & EXEC; SCC = (EXEC != 0).";
    s_or_saveexec_b64: Sop1 [0x21, 0x21] SD_B64_SS_B64, 0, salu::s_or_saveexec_b64, Exact, [4050, 7311],
        "D.u64 = EXEC; EXEC = S0.u64 | EXEC; SCC = (EXEC != 0).";
    s_xor_saveexec_b64: Sop1 [0x22, 0x22] SD_B64_SS_B64, 0, salu::s_xor_saveexec_b64, Exact, [4053, 7328],
        "D.u64 = EXEC; EXEC = S0.u64 ^ EXEC; SCC = (EXEC != 0).";
    s_andn2_saveexec_b64: Sop1 [0x23, 0x23] SD_B64_SS_B64, 0, salu::s_andn2_saveexec_b64, Exact, [4056, 7345],
        "D.u64 = EXEC; EXEC = S0.u64 & ~EXEC; SCC = (EXEC != 0).";
    s_orn2_saveexec_b64: Sop1 [0x24, 0x24] SD_B64_SS_B64, 0, salu::s_orn2_saveexec_b64, Exact, [4059, 7368],
        "D.u64 = EXEC; EXEC = S0.u64 | ~EXEC; SCC = (EXEC != 0).";
    s_nand_saveexec_b64: Sop1 [0x25, 0x25] SD_B64_SS_B64, 0, salu::s_nand_saveexec_b64, Exact, [4062, 7385],
        "D.u64 = EXEC; EXEC = ~(S0.u64 & EXEC); SCC = (EXEC != 0).";
    s_nor_saveexec_b64: Sop1 [0x26, 0x26] SD_B64_SS_B64, 0, salu::s_nor_saveexec_b64, Exact, [4065, 7400],
        "D.u64 = EXEC; EXEC = ~(S0.u64 | EXEC); SCC = (EXEC != 0).";
    s_xnor_saveexec_b64: Sop1 [0x27, 0x27] SD_B64_SS_B64, 0, salu::s_xnor_saveexec_b64, Exact, [4068, 7415],
        "D.u64 = EXEC; EXEC = ~(S0.u64 ^ EXEC); SCC = (EXEC != 0).";
    s_quadmask_b32: Sop1 [0x28, 0x28] SD_B32_SS_B32, 0, salu::s_quadmask_b32, Exact, [4071, 7438],
        "D = 0; for i in 0 … (opcode_size_in_bits / 4) - 1 do D[i] = (S0[i * 4 + 3:i * 4] != 0); endfor; SCC = (D != 0). Reduce a pixel mask to a quad mask. To...";
    s_quadmask_b64: Sop1 [0x29, 0x29] SD_B64_SS_B64, 0, salu::s_quadmask_b64, Exact, [4074, 7460],
        "D = 0; for i in 0 … (opcode_size_in_bits / 4) - 1 do D[i] = (S0[i * 4 + 3:i * 4] != 0); endfor; SCC = (D != 0). Reduce a pixel mask to a quad mask. To...";
    s_movrels_b32: Sop1 [0x2a, 0x2a] SD_B32_SR_B32, 0, salu::s_movrels_b32, Exact, [4077, 7482],
        "addr = SGPR address appearing in instruction SRC0 field; addr += M0.u; D.u = SGPR[addr].u. Move from a relative source address. For example, the following...";
    s_movrels_b64: Sop1 [0x2b, 0x2b] SD_B64_SR_B64, 0, salu::s_movrels_b64, Exact, [4080, 7514],
        "addr = SGPR address appearing in instruction SRC0 field; addr += M0.u; D.u64 = SGPR[addr].u64. Move from a relative source address. The index in M0.u must...";
    s_movreld_b32: Sop1 [0x2c, 0x2c] SD_B32_SS_B32, 0, salu::s_movreld_b32, Exact, [4083, 7529],
        "addr = SGPR address appearing in instruction DST field; addr += M0.u; SGPR[addr].u = S0.u. Move to a relative destination address. For example, the...";
    s_movreld_b64: Sop1 [0x2d, 0x2d] SD_B64_SS_B64, 0, salu::s_movreld_b64, Exact, [4086, 7552],
        "addr = SGPR address appearing in instruction DST field; addr += M0.u; SGPR[addr].u64 = S0.u64. Move to a relative destination address. The index in M0.u...";
    s_cbranch_join: Sop1 [0x2e, 0x2e] SR_B32, 0, unsupported, Fidelity::Unsupported(salu::NO_FORK_JOIN), [4089, 7575],
        "saved_csp = S0.u; if(CSP == saved_csp) then PC += 4; // Second time to JOIN: continue with program. else CSP -= 1; // First time to JOIN; jump to other FORK...";
    s_abs_i32: Sop1 [0x30, 0x30] SD_I32_SS_I32, 0, salu::s_abs_i32, Exact, [4092, 7596],
        "D.i = (S.i < 0 ? -S.i : S.i); SCC = (D.i != 0). Integer absolute value. Examples: S_ABS_I32(0x00000001) => 0x00000001 S_ABS_I32(0x7fffffff) => 0x7fffffff...";
    s_set_gpr_idx_idx: Sop1 [0x32, 0x32] SS_B32, 0, salu::s_set_gpr_idx_idx, Exact, [4095, 7627],
        "M0[7:0] = S0.u[7:0]. Modify the index used in vector GPR indexing. S_SET_GPR_IDX_ON, S_SET_GPR_IDX_OFF, S_SET_GPR_IDX_MODE and S_SET_GPR_IDX_IDX are related...";
    s_andn1_saveexec_b64: Sop1 [0x33, 0x33] SD_B64_SS_B64, 0, salu::s_andn1_saveexec_b64, Exact, [4098, 7640],
        "D.u64 = EXEC; EXEC = ~S0.u64 & EXEC; SCC = (EXEC != 0).";
    s_orn1_saveexec_b64: Sop1 [0x34, 0x34] SD_B64_SS_B64, 0, salu::s_orn1_saveexec_b64, Exact, [4101, 7657],
        "D.u64 = EXEC; EXEC = ~S0.u64 | EXEC; SCC = (EXEC != 0).";
    s_andn1_wrexec_b64: Sop1 [0x35, 0x35] SD_B64_SS_B64, 0, salu::s_andn1_wrexec_b64, Exact, [4104, 7674],
        "EXEC = ~S0.u64 & EXEC; D.u64 = EXEC; SCC = (EXEC != 0).";
    s_andn2_wrexec_b64: Sop1 [0x36, 0x36] SD_B64_SS_B64, 0, salu::s_andn2_wrexec_b64, Exact, [4107, 7697],
        "EXEC = S0.u64 & ~EXEC; D.u64 = EXEC; SCC = (EXEC != 0).";
    s_bitreplicate_b64_b32: Sop1 [0x37, 0x37] SD_B64_SS_B32, 0, salu::s_bitreplicate_b64_b32, Exact, [4110, 7741],
        "for i in 0 … 31 do D.u64[i * 2 + 0] = S0.u32[i] D.u64[i * 2 + 1] = S0.u32[i] endfor. Replicate the low 32 bits of S0 by ‘doubling’ each bit. This opcode can...";
    // ---- SOPC ----
    s_cmp_eq_i32: Sopc [0x0, 0x0] SS_I32_SS_I32, 0, salu::s_cmp_eq_i32, Exact, [4119, 7790],
        "SCC = (S0 == S1). Note that S_CMP_EQ_I32 and S_CMP_EQ_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_lg_i32: Sopc [0x1, 0x1] SS_I32_SS_I32, 0, salu::s_cmp_lg_i32, Exact, [4122, 7806],
        "SCC = (S0 != S1). Note that S_CMP_LG_I32 and S_CMP_LG_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_gt_i32: Sopc [0x2, 0x2] SS_I32_SS_I32, 0, salu::s_cmp_gt_i32, Exact, [4125, 7822],
        "SCC = (S0.i > S1.i).";
    s_cmp_ge_i32: Sopc [0x3, 0x3] SS_I32_SS_I32, 0, salu::s_cmp_ge_i32, Exact, [4128, 7832],
        "SCC = (S0.i >= S1.i).";
    s_cmp_lt_i32: Sopc [0x4, 0x4] SS_I32_SS_I32, 0, salu::s_cmp_lt_i32, Exact, [4131, 7847],
        "SCC = (S0.i < S1.i).";
    s_cmp_le_i32: Sopc [0x5, 0x5] SS_I32_SS_I32, 0, salu::s_cmp_le_i32, Exact, [4134, 7857],
        "SCC = (S0.i <= S1.i).";
    s_cmp_eq_u32: Sopc [0x6, 0x6] SS_U32_SS_U32, 0, salu::s_cmp_eq_u32, Exact, [4137, 7867],
        "SCC = (S0 == S1). Note that S_CMP_EQ_I32 and S_CMP_EQ_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_lg_u32: Sopc [0x7, 0x7] SS_U32_SS_U32, 0, salu::s_cmp_lg_u32, Exact, [4140, 7883],
        "SCC = (S0 != S1). Note that S_CMP_LG_I32 and S_CMP_LG_U32 are identical opcodes, but both are provided for symmetry.";
    s_cmp_gt_u32: Sopc [0x8, 0x8] SS_U32_SS_U32, 0, salu::s_cmp_gt_u32, Exact, [4143, 7899],
        "SCC = (S0.u > S1.u).";
    s_cmp_ge_u32: Sopc [0x9, 0x9] SS_U32_SS_U32, 0, salu::s_cmp_ge_u32, Exact, [4146, 7915],
        "SCC = (S0.u >= S1.u).";
    s_cmp_lt_u32: Sopc [0xa, 0xa] SS_U32_SS_U32, 0, salu::s_cmp_lt_u32, Exact, [4149, 7925],
        "SCC = (S0.u < S1.u).";
    s_cmp_le_u32: Sopc [0xb, 0xb] SS_U32_SS_U32, 0, salu::s_cmp_le_u32, Exact, [4152, 7935],
        "SCC = (S0.u <= S1.u).";
    s_bitcmp0_b32: Sopc [0xc, 0xc] SS_B32_SS_B32, 0, salu::s_bitcmp0_b32, Exact, [4155, 7945],
        "SCC = (S0.u[S1.u[4:0]] == 0).";
    s_bitcmp1_b32: Sopc [0xd, 0xd] SS_B32_SS_B32, 0, salu::s_bitcmp1_b32, Exact, [4158, 7956],
        "SCC = (S0.u[S1.u[4:0]] == 1).";
    s_bitcmp0_b64: Sopc [0xe, 0xe] SS_B64_SS_U32, 0, salu::s_bitcmp0_b64, Exact, [4161, 7967],
        "SCC = (S0.u64[S1.u[5:0]] == 0).";
    s_bitcmp1_b64: Sopc [0xf, 0xf] SS_B64_SS_U32, 0, salu::s_bitcmp1_b64, Exact, [4164, 7986],
        "SCC = (S0.u64[S1.u[5:0]] == 1).";
    s_setvskip: Sopc [0x10, 0x10] SS_B32_SS_B32, 0, salu::s_setvskip, salu::SETVSKIP, [4167, 7997],
        "VSKIP = S0.u[S1.u[4:0]]. Enables and disables VSKIP mode. When VSKIP is enabled, no VOP*/M*BUF/MIMG/DS/FLAT/EXP instuctions are issued. Note that VSKIPped...";
    s_set_gpr_idx_on: Sopc [0x11, 0x11] SS_B32_GI_U32, 0, salu::s_set_gpr_idx_on, Exact, [4170, 8022],
        "MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4; // this is the direct content of S1 field // Remaining bits of M0 are unmodified. Enable GPR...";
    s_cmp_eq_u64: Sopc [0x12, 0x12] SS_U64_SS_U64, 0, salu::s_cmp_eq_u64, Exact, [4173, 8051],
        "SCC = (S0.i64 == S1.i64).";
    s_cmp_lg_u64: Sopc [0x13, 0x13] SS_U64_SS_U64, 0, salu::s_cmp_lg_u64, Exact, [4176, 8061],
        "SCC = (S0.i64 != S1.i64).";
    // ---- SOPP ----
    s_nop: Sopp [0x0, 0x0] IM_U32, 0, salu::s_nop, Exact, [4184, 8080],
        "Do nothing. Repeat NOP 1..16 times based on SIMM16[3:0] – 0x0 = 1 time, 0xf = 16 times. This instruction may be used to introduce wait states to resolve...";
    s_endpgm: Sopp [0x1, 0x1] OI_U32, END, salu::s_endpgm, Exact, [4187, 8105],
        "End of program; terminate wavefront. The hardware implicitly executes S_WAITCNT 0 before executing this instruction. See S_ENDPGM_SAVED for the...";
    s_branch: Sopp [0x2, 0x2] LB_U32, BRANCH, salu::s_branch, Exact, [4190, 8115],
        "PC = PC + signext(SIMM16 * 4) + 4. // short jump. For a long jump, use S_SETPC_B64.";
    s_wakeup: Sopp [0x3, 0x3] NO_OPERANDS, 0, salu::s_wakeup, Exact, [4193, 8150],
        "Allow a wave to ‘ping’ all the other waves in its threadgroup to force them to wake up immediately from an S_SLEEP instruction. The ping is ignored if the...";
    s_cbranch_scc0: Sopp [0x4, 0x4] LB_U32, BRANCH, salu::s_cbranch_scc0, Exact, [4196, 8166],
        "if(SCC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_scc1: Sopp [0x5, 0x5] LB_U32, BRANCH, salu::s_cbranch_scc1, Exact, [4199, 8182],
        "if(SCC == 1) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_vccz: Sopp [0x6, 0x6] LB_U32, BRANCH, salu::s_cbranch_vccz, Exact, [4202, 8203],
        "if(VCC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_vccnz: Sopp [0x7, 0x7] LB_U32, BRANCH, salu::s_cbranch_vccnz, Exact, [4205, 8219],
        "if(VCC != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_execz: Sopp [0x8, 0x8] LB_U32, BRANCH, salu::s_cbranch_execz, Exact, [4208, 8235],
        "if(EXEC == 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_execnz: Sopp [0x9, 0x9] LB_U32, BRANCH, salu::s_cbranch_execnz, Exact, [4211, 8251],
        "if(EXEC != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_barrier: Sopp [0xa, 0xa] NO_OPERANDS, 0, salu::s_barrier, Exact, [4214, 8276],
        "Synchronize waves within a threadgroup. If not all waves of the threadgroup have been created yet, waits for entire group before proceeding. If some waves...";
    s_setkill: Sopp [0xb, 0xb] IM_U32, 0, salu::s_setkill, salu::SETKILL, [4217, 8290],
        "Set KILL bit to value of SIMM16[0]. Used primarily for debugging kill wave host command behavior.";
    s_waitcnt: Sopp [0xc, 0xc] WC_U32, 0, salu::s_waitcnt, Exact, [4220, 8299],
        "Wait for the counts of outstanding lds, vector-memory and export/vmem-write-data to be at or below the specified levels. SIMM16[3:0] = vmcount (vector...";
    s_sethalt: Sopp [0xd, 0xd] IM_U32, 0, salu::s_sethalt, salu::SETHALT, [4223, 8325],
        "Set HALT bit to value of SIMM16[0]; 1 = halt, 0 = resume. The halt flag is ignored while PRIV == 1 (inside trap handlers) but the shader will halt...";
    s_sleep: Sopp [0xe, 0xe] IM_U32, 0, salu::s_sleep, Exact, [4226, 8343],
        "Cause a wave to sleep for (64 * SIMM16[6:0] + 1..64) clocks. The exact amount of delay is approximate. Compare with S_NOP.";
    s_setprio: Sopp [0xf, 0xf] IM_U32, 0, salu::s_setprio, salu::SETPRIO, [4229, 8362],
        "User settable wave priority is set to SIMM16[1:0]. 0 = lowest, 3 = highest. The overall wave priority is {SPIPrio[1:0] + UserPrio[1:0], WaveAge[3:0]}.";
    s_sendmsg: Sopp [0x10, 0x10] SM_U32, 0, salu::s_sendmsg, salu::SENDMSG, [4232, 8372],
        "Send a message upstream to VGT or the interrupt handler. SIMM16[9:0] contains the message type.";
    s_sendmsghalt: Sopp [0x11, 0x11] SM_U32, 0, salu::s_sendmsghalt, salu::SENDMSGHALT, [4235, 8383],
        "Send a message and then HALT the wavefront; see S_SENDMSG for details.";
    s_trap: Sopp [0x12, 0x12] IM_U32, 0, salu::s_trap, salu::TRAP, [4238, 8390],
        "TrapID = SIMM16[7:0]; Wait for all instructions to complete; {TTMP1, TTMP0} = {3’h0, PCRewind[3:0], HT[0], TrapID[7:0], PC[47:0]}; PC = TBA; // trap base...";
    s_icache_inv: Sopp [0x13, 0x13] NO_OPERANDS, 0, salu::s_icache_inv, Exact, [4241, 8418],
        "Invalidate entire L1 instruction cache. You must have 16 separate S_NOP instructions or a jump/branch instruction after this instruction to ensure the SQ...";
    s_incperflevel: Sopp [0x14, 0x14] IM_U32, 0, salu::s_incperflevel, Exact, [4244, 8428],
        "Increment performance counter specified in SIMM16[3:0] by 1.";
    s_decperflevel: Sopp [0x15, 0x15] IM_U32, 0, salu::s_decperflevel, Exact, [4247, 8435],
        "Decrement performance counter specified in SIMM16[3:0] by 1.";
    s_ttracedata: Sopp [0x16, 0x16] NO_OPERANDS, 0, salu::s_ttracedata, Exact, [4250, 8442],
        "Send M0 as user data to the thread trace stream.";
    s_cbranch_cdbgsys: Sopp [0x17, 0x17] LB_U32, BRANCH, salu::s_cbranch_cdbgsys, salu::CDBG, [4253, 8449],
        "if(conditional_debug_system != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbguser: Sopp [0x18, 0x18] LB_U32, BRANCH, salu::s_cbranch_cdbguser, salu::CDBG, [4256, 8471],
        "if(conditional_debug_user != 0) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbgsys_or_user: Sopp [0x19, 0x19] LB_U32, BRANCH, salu::s_cbranch_cdbgsys_or_user, salu::CDBG, [4259, 8487],
        "if(conditional_debug_system || conditional_debug_user) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_cbranch_cdbgsys_and_user: Sopp [0x1a, 0x1a] LB_U32, BRANCH, salu::s_cbranch_cdbgsys_and_user, salu::CDBG, [4262, 8504],
        "if(conditional_debug_system && conditional_debug_user) then PC = PC + signext(SIMM16 * 4) + 4; endif.";
    s_endpgm_saved: Sopp [0x1b, 0x1b] NO_OPERANDS, END, salu::s_endpgm_saved, Exact, [4265, 8521],
        "End of program; signal that a wave has been saved by the context-switch trap handler and terminate wavefront. The hardware implicitly executes S_WAITCNT 0...";
    s_set_gpr_idx_off: Sopp [0x1c, 0x1c] NO_OPERANDS, 0, salu::s_set_gpr_idx_off, Exact, [4268, 8539],
        "MODE.gpr_idx_en = 0. Clear GPR indexing mode. Vector operations after this will not perform relative GPR addressing regardless of the contents of M0. This...";
    s_set_gpr_idx_mode: Sopp [0x1d, 0x1d] GI_U32, 0, salu::s_set_gpr_idx_mode, Exact, [4271, 8555],
        "M0[15:12] = SIMM16[3:0]. Modify the mode used for vector GPR indexing. The raw contents of the source field are read and used to set the enable bits....";
    s_endpgm_ordered_ps_done: Sopp [0x1e, 0x1e] NO_OPERANDS, END, salu::s_endpgm_ordered_ps_done, Exact, [4274, 0],
        "End of program; signal that a wave has exited its POPS critical section and terminate wavefront. The hardware implicitly executes S_WAITCNT 0 before...";
    // ---- VOP2 ----
    v_cndmask_b32: Vop2 [0x0, 0x0] VD_B32_VS_F32_V1_F32_CI_B64, 0, valu_int::v_cndmask_b32, Exact, [4581, 10078],
        "D.u = (VCC[threadId] ? S1.u : S0.u). Conditional mask on each thread. In VOP3 the VCC source may be a scalar GPR specified in S2.u.";
    v_add_f32: Vop2 [0x1, 0x1] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_add_f32, Exact, [4584, 10098],
        "D.f = S0.f + S1.f. 0.5ULP precision, denormals are supported.";
    v_sub_f32: Vop2 [0x2, 0x2] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_sub_f32, Exact, [4587, 10114],
        "D.f = S0.f - S1.f.";
    v_subrev_f32: Vop2 [0x3, 0x3] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_subrev_f32, Exact, [4590, 10135],
        "D.f = S1.f - S0.f.";
    v_fmac_f64: Vop2 [NA, 0x4] VD_F64_VS_F64_V1_F64, CLAMP | OMOD, valu::v_fmac_f64, valu::FMA64, [0, 10151],
        "Multiply two floating point inputs and accumulate the result into the destination register using fused multiply add.";
    v_mul_legacy_f32: Vop2 [0x4, NA] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_mul_legacy_f32, Exact, [4593, 0],
        "D.f = S0.f * S1.f. // DX9 rules, 0.0*x = 0.0";
    v_mul_f32: Vop2 [0x5, 0x5] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_mul_f32, Exact, [4596, 10162],
        "D.f = S0.f * S1.f. 0.5ULP precision, denormals are supported.";
    v_mul_i32_i24: Vop2 [0x6, 0x6] VD_I32_VS_I32_V1_I32, CLAMP, valu_int::v_mul_i32_i24, Exact, [4599, 10178],
        "D.i = S0.i[23:0] * S1.i[23:0].";
    v_mul_hi_i32_i24: Vop2 [0x7, 0x7] VD_I32_VS_I32_V1_I32, 0, valu_int::v_mul_hi_i32_i24, Exact, [4602, 10195],
        "D.i = (S0.i[23:0] * S1.i[23:0])>>32.";
    v_mul_u32_u24: Vop2 [0x8, 0x8] VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_mul_u32_u24, Exact, [4605, 10219],
        "D.u = S0.u[23:0] * S1.u[23:0].";
    v_mul_hi_u32_u24: Vop2 [0x9, 0x9] VD_U32_VS_U32_V1_U32, 0, valu_int::v_mul_hi_u32_u24, Exact, [4608, 10237],
        "D.i = (S0.u[23:0] * S1.u[23:0])>>32.";
    v_min_f32: Vop2 [0xa, 0xa] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_min_f32, Exact, [4611, 10254],
        "if (IEEE_MODE && S0.f == sNaN) D.f = Quiet(S0.f); else if (IEEE_MODE && S1.f == sNaN) D.f = Quiet(S1.f); else if (S0.f == NaN) D.f = S1.f; else if (S1.f ==...";
    v_max_f32: Vop2 [0xb, 0xb] VD_F32_VS_F32_V1_F32, CLAMP | OMOD, valu::v_max_f32, Exact, [4614, 10288],
        "if (IEEE_MODE && S0.f == sNaN) D.f = Quiet(S0.f); else if (IEEE_MODE && S1.f == sNaN) D.f = Quiet(S1.f); else if (S0.f == NaN) D.f = S1.f; else if (S1.f ==...";
    v_min_i32: Vop2 [0xc, 0xc] VD_I32_VS_I32_V1_I32, 0, valu_int::v_min_i32, Exact, [4617, 10314],
        "D.i = (S0.i < S1.i ? S0.i : S1.i).";
    v_max_i32: Vop2 [0xd, 0xd] VD_I32_VS_I32_V1_I32, 0, valu_int::v_max_i32, Exact, [4620, 10324],
        "D.i = (S0.i >= S1.i ? S0.i : S1.i).";
    v_min_u32: Vop2 [0xe, 0xe] VD_U32_VS_U32_V1_U32, 0, valu_int::v_min_u32, Exact, [4623, 10340],
        "D.u = (S0.u < S1.u ? S0.u : S1.u).";
    v_max_u32: Vop2 [0xf, 0xf] VD_U32_VS_U32_V1_U32, 0, valu_int::v_max_u32, Exact, [4626, 10350],
        "D.u = (S0.u >= S1.u ? S0.u : S1.u).";
    v_lshrrev_b32: Vop2 [0x10, 0x10] VD_B32_VS_B32_V1_B32, 0, valu_int::v_lshrrev_b32, Exact, [4629, 10360],
        "D.u = S1.u >> S0.u[4:0].";
    v_ashrrev_i32: Vop2 [0x11, 0x11] VD_I32_VS_I32_V1_I32, 0, valu_int::v_ashrrev_i32, Exact, [4632, 10371],
        "D.i = signext(S1.i) >> S0.i[4:0].";
    v_lshlrev_b32: Vop2 [0x12, 0x12] VD_B32_VS_B32_V1_B32, 0, valu_int::v_lshlrev_b32, Exact, [4635, 10382],
        "D.u = S1.u << S0.u[4:0].";
    v_and_b32: Vop2 [0x13, 0x13] VD_B32_VS_B32_V1_B32, 0, valu_int::v_and_b32, Exact, [4638, 10398],
        "D.u = S0.u & S1.u. Input and output modifiers not supported.";
    v_or_b32: Vop2 [0x14, 0x14] VD_B32_VS_B32_V1_B32, 0, valu_int::v_or_b32, Exact, [4641, 10414],
        "D.u = S0.u | S1.u. Input and output modifiers not supported.";
    v_xor_b32: Vop2 [0x15, 0x15] VD_B32_VS_B32_V1_B32, 0, valu_int::v_xor_b32, Exact, [4644, 10430],
        "D.u = S0.u ^ S1.u. Input and output modifiers not supported.";
    v_dot2c_f32_bf16: Vop2 [NA, 0x16] VD_F32_VS_PKBF16_V1_PKBF16, CLAMP | OMOD | NO_SDWA | DOT, valu16::dot_float::<true, true>, Exact, [0, 10446],
        "Compute the dot product of two packed 2-D BF16 float inputs in the single-precision float domain and accumulate with the single-precision float value in the...";
    v_mac_f32: Vop2 [0x16, NA] VD_F32_VS_F32_V1_F32, CLAMP | OMOD | NO_SDWA, valu::v_mac_f32, Exact, [4647, 0],
        "D.f = S0.f * S1.f + D.f.";
    v_fmamk_f32: Vop2 [NA, 0x17] VD_F32_VS_F32_LK_F32_V1_F32, 0, valu::v_fmamk_f32, Exact, [0, 10475],
        "Multiply a single-precision float input with a literal constant and add a second single-precision float input using fused multiply add, and store the result...";
    v_madmk_f32: Vop2 [0x17, NA] VD_F32_VS_F32_LK_F32_V1_F32, 0, valu::v_madmk_f32, Exact, [4650, 0],
        "D.f = S0.f * K + S1.f. // K is a 32-bit literal constant. This opcode cannot use the VOP3 encoding and cannot use input/output modifiers.";
    v_fmaak_f32: Vop2 [NA, 0x18] VD_F32_VS_F32_V1_F32_LK_F32, 0, valu::v_fmaak_f32, Exact, [0, 10492],
        "Multiply two single-precision float inputs and add a literal constant using fused multiply add, and store the result into a vector register.";
    v_madak_f32: Vop2 [0x18, NA] VD_F32_VS_F32_V1_F32_LK_F32, 0, valu::v_madak_f32, Exact, [4653, 0],
        "D.f = S0.f * S1.f + K. // K is a 32-bit literal constant. This opcode cannot use the VOP3 encoding and cannot use input/output modifiers.";
    v_add_co_u32: Vop2 [0x19, 0x19] VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_add_co_u32, Exact, [4656, 10509],
        "D.u = S0.u + S1.u; VCC[threadId] = (S0.u + S1.u >= 0x100000000ULL ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_ADDC_CO_U32. In VOP3 the VCC...";
    v_sub_co_u32: Vop2 [0x1a, 0x1a] VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_sub_co_u32, Exact, [4659, 10536],
        "D.u = S0.u - S1.u; VCC[threadId] = (S1.u > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_SUBB_CO_U32. In VOP3 the VCC destination may be an...";
    v_subrev_co_u32: Vop2 [0x1b, 0x1b] VD_U32_CO_B64_VS_U32_V1_U32, CLAMP, valu_int::v_subrev_co_u32, Exact, [4662, 10558],
        "D.u = S1.u - S0.u; VCC[threadId] = (S0.u > S1.u ? 1 : 0). // VCC is an UNSIGNED overflow/carry-out for V_SUBB_CO_U32. In VOP3 the VCC destination may be an...";
    v_addc_co_u32: Vop2 [0x1c, 0x1c] VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_addc_co_u32, Exact, [4665, 10580],
        "D.u = S0.u + S1.u + VCC[threadId]; VCC[threadId] = (S0.u + S1.u + VCC[threadId] >= 0x100000000ULL ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC...";
    v_subb_co_u32: Vop2 [0x1d, 0x1d] VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_subb_co_u32, Exact, [4668, 10611],
        "D.u = S0.u - S1.u - VCC[threadId]; VCC[threadId] = (S1.u + VCC[threadId] > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC destination may be...";
    v_subbrev_co_u32: Vop2 [0x1e, 0x1e] VD_U32_CO_B64_VS_U32_V1_U32_CI_B64, CLAMP, valu_int::v_subbrev_co_u32, Exact, [4671, 10634],
        "D.u = S1.u - S0.u - VCC[threadId]; VCC[threadId] = (S1.u + VCC[threadId] > S0.u ? 1 : 0). // VCC is an UNSIGNED overflow. In VOP3 the VCC destination may be...";
    v_add_f16: Vop2 [0x1f, 0x1f] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_add_f16, Exact, [4674, 10657],
        "D.f16 = S0.f16 + S1.f16. Supports denormals, round mode, exception flags, saturation. 0.5ULP precision, denormals are supported.";
    v_sub_f16: Vop2 [0x20, 0x20] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_sub_f16, Exact, [4677, 10679],
        "D.f16 = S0.f16 - S1.f16. Supports denormals, round mode, exception flags, saturation.";
    v_subrev_f16: Vop2 [0x21, 0x21] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_subrev_f16, Exact, [4680, 10695],
        "D.f16 = S1.f16 - S0.f16. Supports denormals, round mode, exception flags, saturation.";
    v_mul_f16: Vop2 [0x22, 0x22] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_mul_f16, Exact, [4683, 10711],
        "D.f16 = S0.f16 * S1.f16. Supports denormals, round mode, exception flags, saturation. 0.5ULP precision, denormals are supported.";
    v_mac_f16: Vop2 [0x23, 0x23] VD_F16_VS_F16_V1_F16, CLAMP | OMOD | NO_SDWA, valu16::v_mac_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"), [4686, 10727],
        "D.f16 = S0.f16 * S1.f16 + D.f16. Supports round mode, exception flags, saturation.";
    v_madmk_f16: Vop2 [0x24, 0x24] VD_F16_VS_F16_LK_F16_V1_F16, 0, valu16::v_madmk_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"), [4689, 10758],
        "D.f16 = S0.f16 * K.f16 + S1.f16. // K is a 16-bit literal constant stored in the following literal DWORD. This opcode cannot use the VOP3 encoding and...";
    v_madak_f16: Vop2 [0x25, 0x25] VD_F16_VS_F16_V1_F16_LK_F16, 0, valu16::v_madak_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"), [4692, 10777],
        "D.f16 = S0.f16 * S1.f16 + K.f16. // K is a 16-bit literal constant stored in the following literal DWORD. This opcode cannot use the VOP3 encoding and...";
    v_add_u16: Vop2 [0x26, 0x26] VD_U16_VS_U16_V1_U16, CLAMP, valu16::v_add_u16, Exact, [4695, 10796],
        "D.u16 = S0.u16 + S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_sub_u16: Vop2 [0x27, 0x27] VD_U16_VS_U16_V1_U16, CLAMP, valu16::v_sub_u16, Exact, [4698, 10819],
        "D.u16 = S0.u16 - S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_subrev_u16: Vop2 [0x28, 0x28] VD_U16_VS_U16_V1_U16, CLAMP, valu16::v_subrev_u16, Exact, [4701, 10836],
        "D.u16 = S1.u16 - S0.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_mul_lo_u16: Vop2 [0x29, 0x29] VD_U16_VS_U16_V1_U16, 0, valu16::v_mul_lo_u16, Exact, [4704, 10853],
        "D.u16 = S0.u16 * S1.u16. Supports saturation (unsigned 16-bit integer domain).";
    v_lshlrev_b16: Vop2 [0x2a, 0x2a] VD_B16_VS_B16_V1_B16, 0, valu16::v_lshlrev_b16, Exact, [4707, 10869],
        "D.u[15:0] = S1.u[15:0] << S0.u[3:0].";
    v_lshrrev_b16: Vop2 [0x2b, 0x2b] VD_B16_VS_B16_V1_B16, 0, valu16::v_lshrrev_b16, Exact, [4710, 10888],
        "D.u[15:0] = S1.u[15:0] >> S0.u[3:0].";
    v_ashrrev_i16: Vop2 [0x2c, 0x2c] VD_I16_VS_I16_V1_I16, 0, valu16::v_ashrrev_i16, Exact, [4713, 10899],
        "D.i[15:0] = signext(S1.i[15:0]) >> S0.i[3:0].";
    v_max_f16: Vop2 [0x2d, 0x2d] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_max_f16, Exact, [4716, 10910],
        "if (IEEE_MODE && S0.f16 == sNaN) D.f16 = Quiet(S0.f16); else if (IEEE_MODE && S1.f16 == sNaN) D.f16 = Quiet(S1.f16); else if (S0.f16 == NaN) D.f16 = S1.f16;...";
    v_min_f16: Vop2 [0x2e, 0x2e] VD_F16_VS_F16_V1_F16, CLAMP | OMOD, valu16::v_min_f16, Exact, [4719, 10948],
        "if (IEEE_MODE && S0.f16 == sNaN) D.f16 = Quiet(S0.f16); else if (IEEE_MODE && S1.f16 == sNaN) D.f16 = Quiet(S1.f16); else if (S0.f16 == NaN) D.f16 = S1.f16;...";
    v_max_u16: Vop2 [0x2f, 0x2f] VD_U16_VS_U16_V1_U16, 0, valu16::v_max_u16, Exact, [4722, 10979],
        "D.u16 = (S0.u16 >= S1.u16 ? S0.u16 : S1.u16).";
    v_max_i16: Vop2 [0x30, 0x30] VD_I16_VS_I16_V1_I16, 0, valu16::v_max_i16, Exact, [4725, 10989],
        "D.i16 = (S0.i16 >= S1.i16 ? S0.i16 : S1.i16).";
    v_min_u16: Vop2 [0x31, 0x31] VD_U16_VS_U16_V1_U16, 0, valu16::v_min_u16, Exact, [4728, 10999],
        "D.u16 = (S0.u16 < S1.u16 ? S0.u16 : S1.u16).";
    v_min_i16: Vop2 [0x32, 0x32] VD_I16_VS_I16_V1_I16, 0, valu16::v_min_i16, Exact, [4731, 11017],
        "D.i16 = (S0.i16 < S1.i16 ? S0.i16 : S1.i16).";
    v_ldexp_f16: Vop2 [0x33, 0x33] VD_F16_VS_F16_V1_I16F16, CLAMP | OMOD, valu16::v_ldexp_f16, Exact, [4734, 11027],
        "D.f16 = S0.f16 * (2 ** S1.i16). Note that the S1 has a format of f16 since floating point literal constants are interpreted as 16 bit value for this opcode";
    v_add_u32: Vop2 [0x34, 0x34] VD_U32_VS_U32_V1_U32, CLAMP, valu::v_add_u32, Exact, [4737, 11045],
        "D.u = S0.u + S1.u.";
    v_sub_u32: Vop2 [0x35, 0x35] VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_sub_u32, Exact, [4740, 11062],
        "D.u = S0.u - S1.u.";
    v_subrev_u32: Vop2 [0x36, 0x36] VD_U32_VS_U32_V1_U32, CLAMP, valu_int::v_subrev_u32, Exact, [4743, 11085],
        "D.u = S1.u - S0.u.";
    v_dot2c_f32_f16: Vop2 [NA, 0x37] VD_F32_VS_PK_V1_PK, CLAMP | OMOD | NO_SDWA | DOT, valu16::dot_float::<false, true>, Exact, [0, 11102],
        "Compute the dot product of two packed 2-D half-precision float inputs in the single-precision float domain and accumulate with the single-precision float...";
    v_dot2c_i32_i16: Vop2 [NA, 0x38] VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<16, true, true>, Exact, [0, 11116],
        "Compute the dot product of two packed 2-D signed 16-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_dot4c_i32_i8: Vop2 [NA, 0x39] VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<8, true, true>, Exact, [0, 11130],
        "Compute the dot product of two packed 4-D signed 8-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_dot8c_i32_i4: Vop2 [NA, 0x3a] VD_I32_VS_I32_V1_I32, CLAMP | NO_SDWA | DOT, valu16::dot_int::<4, true, true>, Exact, [0, 11154],
        "Compute the dot product of two packed 8-D signed 4-bit integer inputs in the signed 32-bit integer domain and accumulate with the signed 32-bit integer...";
    v_fmac_f32: Vop2 [NA, 0x3b] VD_F32_VS_F32_V1_F32, CLAMP | OMOD | NO_SDWA, valu::v_fmac_f32, Exact, [7700, 11174],
        "Multiply two floating point inputs and accumulate the result into the destination register using fused multiply add.";
    v_pk_fmac_f16: Vop2 [NA, 0x3c] VD_B32_VS_PK_V1_PK, CLAMP | OMOD, valu16::v_pk_fmac_f16, Exact, [0, 11185],
        "Multiply two packed half-precision float inputs component-wise and accumulate the result into the destination register using fused multiply add.";
    v_xnor_b32: Vop2 [NA, 0x3d] VD_B32_VS_B32_V1_B32, 0, valu_int::v_xnor_b32, Exact, [0, 11197],
        "12.7.";
    // ---- VOP1 ----
    v_nop: Vop1 [0x0, 0x0] NO_OPERANDS, 0, lane::v_nop, Exact, [4754, 11239],
        "Do nothing.";
    v_mov_b32: Vop1 [0x1, 0x1] VD_B32_VS_B32, 0, valu::v_mov_b32, Exact, [4757, 11251],
        "D.u = S0.u. Input and output modifiers not supported; this is an untyped operation.";
    v_readfirstlane_b32: Vop1 [0x2, 0x2] SD_B32_VR_B32, NO_E64, lane::v_readfirstlane_b32, Exact, [4760, 11284],
        "Copy one VGPR value to one SGPR. D = SGPR destination, S0 = source data (VGPR# or M0 for lds direct access), Lane# = FindFirst1fromLSB(exec) (Lane# = 0 if...";
    v_cvt_i32_f64: Vop1 [0x3, 0x3] VD_I32_VS_F64, CLAMP | OMOD, valu::v_cvt_i32_f64, Exact, [4763, 11309],
        "D.i = (int)S0.d. 0.5ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_f64_i32: Vop1 [0x4, 0x4] VD_F64_VS_I32, CLAMP | OMOD, valu::v_cvt_f64_i32, Exact, [4766, 11329],
        "D.d = (double)S0.i. 0ULP accuracy.";
    v_cvt_f32_i32: Vop1 [0x5, 0x5] VD_F32_VS_I32, CLAMP | OMOD, valu::v_cvt_f32_i32, Exact, [4769, 11352],
        "D.f = (float)S0.i. 0.5ULP accuracy.";
    v_cvt_f32_u32: Vop1 [0x6, 0x6] VD_F32_VS_U32, CLAMP | OMOD, valu::v_cvt_f32_u32, Exact, [4772, 11369],
        "D.f = (float)S0.u. 0.5ULP accuracy.";
    v_cvt_u32_f32: Vop1 [0x7, 0x7] VD_U32_VS_F32, CLAMP | OMOD, valu::v_cvt_u32_f32, Exact, [4775, 11386],
        "D.u = (unsigned)S0.f. 1ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_i32_f32: Vop1 [0x8, 0x8] VD_I32_VS_F32, CLAMP | OMOD, valu::v_cvt_i32_f32, Exact, [4778, 11411],
        "D.i = (int)S0.f. 1ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT exception...";
    v_cvt_f16_f32: Vop1 [0xa, 0xa] VD_F16_VS_F32, CLAMP | OMOD, valu16::v_cvt_f16_f32, Exact, [4781, 11431],
        "D.f16 = flt32_to_flt16(S0.f). 0.5ULP accuracy, supports input modifiers and creates FP16 denormals when appropriate.";
    v_cvt_f32_f16: Vop1 [0xb, 0xb] VD_F32_VS_F16, CLAMP | OMOD, valu16::v_cvt_f32_f16, Exact, [4784, 11449],
        "D.f = flt16_to_flt32(S0.f16). 0ULP accuracy, FP16 denormal inputs are accepted.";
    v_cvt_rpi_i32_f32: Vop1 [0xc, 0xc] VD_I32_VS_F32, CLAMP, valu::v_cvt_rpi_i32_f32, Exact, [4787, 11467],
        "D.i = (int)floor(S0.f + 0.5). 0.5ULP accuracy, denormals are supported.";
    v_cvt_flr_i32_f32: Vop1 [0xd, 0xd] VD_I32_VS_F32, CLAMP, valu::v_cvt_flr_i32_f32, Exact, [4790, 11491],
        "D.i = (int)floor(S0.f). 1ULP accuracy, denormals are supported.";
    v_cvt_off_f32_i4: Vop1 [0xe, 0xe] VD_F32_VS_U32, CLAMP | OMOD, valu::v_cvt_off_f32_i4, Exact, [4793, 11508],
        "4-bit signed int to 32-bit float. Used for interpolation in shader. S0 Result 1000 -0.5f 1001 -0.4375f 1010 -0.375f 1011 -0.3125f 1100 -0.25f 1101 -0.1875f...";
    v_cvt_f32_f64: Vop1 [0xf, 0xf] VD_F32_VS_F64, CLAMP | OMOD, valu::v_cvt_f32_f64, Exact, [4796, 11546],
        "D.f = (float)S0.d. 0.5ULP accuracy, denormals are supported.";
    v_cvt_f64_f32: Vop1 [0x10, 0x10] VD_F64_VS_F32, CLAMP | OMOD, valu::v_cvt_f64_f32, Exact, [4799, 11563],
        "D.d = (double)S0.f. 0ULP accuracy, denormals are supported.";
    v_cvt_f32_ubyte0: Vop1 [0x11, 0x11] VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<0>, Exact, [4802, 11580],
        "D.f = (float)(S0.u[7:0]).";
    v_cvt_f32_ubyte1: Vop1 [0x12, 0x12] VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<1>, Exact, [4805, 11591],
        "D.f = (float)(S0.u[15:8]).";
    v_cvt_f32_ubyte2: Vop1 [0x13, 0x13] VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<2>, Exact, [4808, 11602],
        "D.f = (float)(S0.u[23:16]).";
    v_cvt_f32_ubyte3: Vop1 [0x14, 0x14] VD_F32_VS_U32, CLAMP | OMOD, valu::cvt_ubyte::<3>, Exact, [4811, 11620],
        "D.f = (float)(S0.u[31:24]).";
    v_cvt_u32_f64: Vop1 [0x15, 0x15] VD_U32_VS_F64, CLAMP | OMOD, valu::v_cvt_u32_f64, Exact, [4814, 11631],
        "D.u = (unsigned)S0.d. 0.5ULP accuracy, out-of-range floating point values (including infinity) saturate. NaN is converted to 0. Generation of the INEXACT...";
    v_cvt_f64_u32: Vop1 [0x16, 0x16] VD_F64_VS_U32, CLAMP | OMOD, valu::v_cvt_f64_u32, Exact, [4817, 11651],
        "D.d = (double)S0.u. 0ULP accuracy.";
    v_trunc_f64: Vop1 [0x17, 0x17] VD_F64_VS_F64, CLAMP | OMOD, valu::v_trunc_f64, Exact, [4820, 11668],
        "D.d = trunc(S0.d). Return integer part of S0.d, round-to-zero semantics.";
    v_ceil_f64: Vop1 [0x18, 0x18] VD_F64_VS_F64, CLAMP | OMOD, valu::v_ceil_f64, Exact, [4823, 11687],
        "D.d = trunc(S0.d); if(S0.d > 0.0 && S0.d != D.d) then D.d += 1.0; endif. Round up to next whole integer.";
    v_rndne_f64: Vop1 [0x19, 0x19] VD_F64_VS_F64, CLAMP | OMOD, valu::v_rndne_f64, Exact, [4826, 11701],
        "D.d = floor(S0.d + 0.5); if(floor(S0.d) is even && fract(S0.d) == 0.5) then D.d -= 1.0; endif. Round-to-nearest-even semantics.";
    v_floor_f64: Vop1 [0x1a, 0x1a] VD_F64_VS_F64, CLAMP | OMOD, valu::v_floor_f64, Exact, [4829, 11715],
        "D.d = trunc(S0.d); if(S0.d < 0.0 && S0.d != D.d) then D.d += -1.0; endif. Round down to previous whole integer.";
    v_fract_f32: Vop1 [0x1b, 0x1b] VD_F32_VS_F32, CLAMP | OMOD, valu::v_fract_f32, Exact, [4832, 11729],
        "D.f = S0.f + -floor(S0.f). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_trunc_f32: Vop1 [0x1c, 0x1c] VD_F32_VS_F32, CLAMP | OMOD, valu::v_trunc_f32, Exact, [4835, 11760],
        "D.f = trunc(S0.f). Return integer part of S0.f, round-to-zero semantics.";
    v_ceil_f32: Vop1 [0x1d, 0x1d] VD_F32_VS_F32, CLAMP | OMOD, valu::v_ceil_f32, Exact, [4838, 11771],
        "D.f = trunc(S0.f); if(S0.f > 0.0 && S0.f != D.f) then D.f += 1.0; endif. Round up to next whole integer.";
    v_rndne_f32: Vop1 [0x1e, 0x1e] VD_F32_VS_F32, CLAMP | OMOD, valu::v_rndne_f32, Exact, [4841, 11785],
        "D.f = floor(S0.f + 0.5); if(floor(S0.f) is even && fract(S0.f) == 0.5) then D.f -= 1.0; endif. Round-to-nearest-even semantics.";
    v_floor_f32: Vop1 [0x1f, 0x1f] VD_F32_VS_F32, CLAMP | OMOD, valu::v_floor_f32, Exact, [4844, 11804],
        "D.f = trunc(S0.f); if(S0.f < 0.0 && S0.f != D.f) then D.f += -1.0; endif. Round down to previous whole integer.";
    v_exp_f32: Vop1 [0x20, 0x20] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_exp_f32, valu::EXP_LOG, [4847, 11818],
        "D.f = pow(2.0, S0.f). Base 2 exponentiation. 1ULP accuracy, denormals are flushed. Examples: V_EXP_F32(0xff800000) => 0x00000000 // exp(-INF) = 0...";
    v_log_f32: Vop1 [0x21, 0x21] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_log_f32, valu::EXP_LOG, [4850, 11841],
        "D.f = log2(S0.f). Base 2 logarithm. 1ULP accuracy, denormals are flushed. Examples: V_LOG_F32(0xff800000) => 0xffc00000 // log(-INF) = NAN...";
    v_rcp_f32: Vop1 [0x22, 0x22] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_rcp_f32, valu::CR32, [4853, 11876],
        "D.f = 1.0 / S0.f. Reciprocal with IEEE rules and 1ULP accuracy. Accuracy converges to < 0.5ULP when using the Newton-Raphson method and 2 FMA operations....";
    v_rcp_iflag_f32: Vop1 [0x23, 0x23] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_rcp_iflag_f32, valu::CR32, [4856, 11903],
        "D.f = 1.0 / S0.f. Reciprocal intended for integer division, can raise integer DIV_BY_ZERO exception but cannot raise floating-point exceptions. To be used...";
    v_rsq_f32: Vop1 [0x24, 0x24] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_rsq_f32, valu::RSQ32, [4859, 11943],
        "D.f = 1.0 / sqrt(S0.f). Reciprocal square root with IEEE rules. 1ULP accuracy, denormals are flushed. Examples: V_RSQ_F32(0xff800000) => 0xffc00000 //...";
    v_rcp_f64: Vop1 [0x25, 0x25] VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::v_rcp_f64, valu::CR64, [4862, 11969],
        "D.d = 1.0 / S0.d. Reciprocal with IEEE rules and perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside, denormals are supported.";
    v_rsq_f64: Vop1 [0x26, 0x26] VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::v_rsq_f64, valu::CR64, [4865, 11986],
        "D.f16 = 1.0 / sqrt(S0.f16). Reciprocal square root with IEEE rules and perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside,...";
    v_sqrt_f32: Vop1 [0x27, 0x27] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_sqrt_f32, valu::CR32, [4868, 12009],
        "D.f = sqrt(S0.f). Square root. 1ULP accuracy, denormals are flushed. Examples: V_SQRT_F32(0xff800000) => 0xffc00000 // sqrt(-INF) = NAN...";
    v_sqrt_f64: Vop1 [0x28, 0x28] VD_F64_VS_F64, CLAMP | OMOD | TRANS, valu::v_sqrt_f64, valu::CR64, [4871, 12035],
        "D.d = sqrt(S0.d). Square root with perhaps not the accuracy you were hoping for – (2**29)ULP accuracy. On the upside, denormals are supported.";
    v_sin_f32: Vop1 [0x29, 0x29] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_sin_f32, valu::SINCOS, [4874, 12052],
        "D.f = sin(S0.f * 2 * PI). Trigonometric sine. Denormals are supported. Examples: V_SIN_F32(0xff800000) => 0xffc00000 // sin(-INF) = NAN...";
    v_cos_f32: Vop1 [0x2a, 0x2a] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_cos_f32, valu::SINCOS, [4877, 12084],
        "D.f = cos(S0.f * 2 * PI). Trigonometric cosine. Denormals are supported. Examples: V_COS_F32(0xff800000) => 0xffc00000 // cos(-INF) = NAN...";
    v_not_b32: Vop1 [0x2b, 0x2b] VD_B32_VS_B32, 0, valu_int::v_not_b32, Exact, [4880, 12110],
        "D.u = ~S0.u. Bitwise negation. Input and output modifiers not supported.";
    v_bfrev_b32: Vop1 [0x2c, 0x2c] VD_B32_VS_B32, 0, valu_int::v_bfrev_b32, Exact, [4883, 12126],
        "D.u[31:0] = S0.u[0:31]. Bitfield reverse. Input and output modifiers not supported.";
    v_ffbh_u32: Vop1 [0x2d, 0x2d] VD_U32_VS_U32, 0, valu_int::v_ffbh_u32, Exact, [4886, 12149],
        "D.i = -1; // Set if no ones are found for i in 0 … 31 do // Note: search is from the MSB if S0.u[31 - i] == 1 then D.i = i; break for; endif; endfor. Counts...";
    v_ffbl_b32: Vop1 [0x2e, 0x2e] VD_B32_VS_B32, 0, valu_int::v_ffbl_b32, Exact, [4889, 12181],
        "D.i = -1; // Set if no ones are found for i in 0 … 31 do // Search from LSB if S0.u[i] == 1 then D.i = i; break for; endif; endfor. Returns the bit position...";
    v_ffbh_i32: Vop1 [0x2f, 0x2f] VD_I32_VS_I32, 0, valu_int::v_ffbh_i32, Exact, [4892, 12221],
        "D.i = -1; // Set if all bits are the same for i in 1 … 31 do // Note: search is from the MSB if S0.i[31 - i] != S0.i[31] then D.i = i; break for; endif;...";
    v_frexp_exp_i32_f64: Vop1 [0x30, 0x30] VD_I32_VS_F64, CLAMP | OMOD, valu::v_frexp_exp_i32_f64, Exact, [4895, 12255],
        "if(S0.d == +-INF || S0.d == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.d) - 1023 + 1); endif. Returns exponent of single precision float...";
    v_frexp_mant_f64: Vop1 [0x31, 0x31] VD_F64_VS_F64, CLAMP | OMOD, valu::v_frexp_mant_f64, Exact, [4898, 12286],
        "if(S0.d == +-INF || S0.d == NAN) then D.d = S0.d; else D.d = Mantissa(S0.d); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases. Returns binary...";
    v_fract_f64: Vop1 [0x32, 0x32] VD_F64_VS_F64, CLAMP | OMOD, valu::v_fract_f64, Exact, [4901, 12309],
        "D.d = S0.d + -floor(S0.d). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_frexp_exp_i32_f32: Vop1 [0x33, 0x33] VD_I32_VS_F32, CLAMP, valu::v_frexp_exp_i32_f32, Exact, [4904, 12337],
        "if(S0.f == +-INF || S0.f == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.f) - 127 + 1); endif. Returns exponent of single precision float input,...";
    v_frexp_mant_f32: Vop1 [0x34, 0x34] VD_F32_VS_F32, CLAMP | OMOD, valu::v_frexp_mant_f32, Exact, [4907, 12359],
        "if(S0.f == +-INF || S0.f == NAN) then D.f = S0.f; else D.f = Mantissa(S0.f); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases. Returns binary...";
    v_clrexcp: Vop1 [0x35, 0x35] NO_OPERANDS, NO_SDWA, lane::v_clrexcp, Exact, [4910, 12382],
        "Clear wave's exception state in SIMD (SP).";
    v_screen_partition_4se_b32: Vop1 [0x37, 0x37] VD_B32_VS_B32, 0, valu_int::v_screen_partition_4se_b32, Exact, [4913, 0],
        "D.u = TABLE[S0.u[7:0]]. TABLE: 0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf,...";
    v_mov_b64: Vop1 [NA, 0x38] VD_B64_VS_U64, 0, valu_int::v_mov_b64, Exact, [0, 12389],
        "Move data from a 64-bit vector input into a vector register.";
    v_cvt_f16_u16: Vop1 [0x39, 0x39] VD_F16_VS_U16, CLAMP | OMOD, valu16::v_cvt_f16_u16, Exact, [4916, 12412],
        "D.f16 = uint16_to_flt16(S.u16). 0.5ULP accuracy, supports denormals, rounding, exception flags and saturation.";
    v_cvt_f16_i16: Vop1 [0x3a, 0x3a] VD_F16_VS_I16, CLAMP | OMOD, valu16::v_cvt_f16_i16, Exact, [4919, 12429],
        "D.f16 = int16_to_flt16(S.i16). 0.5ULP accuracy, supports denormals, rounding, exception flags and saturation.";
    v_cvt_u16_f16: Vop1 [0x3b, 0x3b] VD_U16_VS_F16, CLAMP | OMOD, valu16::f16_to_int::<false>, Exact, [4922, 12446],
        "D.u16 = flt16_to_uint16(S.f16). 1ULP accuracy, supports rounding, exception flags and saturation. FP16 denormals are accepted. Conversion is done with...";
    v_cvt_i16_f16: Vop1 [0x3c, 0x3c] VD_I16_VS_F16, CLAMP | OMOD, valu16::f16_to_int::<true>, Exact, [4925, 12472],
        "D.i16 = flt16_to_int16(S.f16). 1ULP accuracy, supports rounding, exception flags and saturation. FP16 denormals are accepted. Conversion is done with...";
    v_rcp_f16: Vop1 [0x3d, 0x3d] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_rcp_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4928, 12493],
        "D.f16 = 1.0 / S0.f16. Reciprocal with IEEE rules and 0.51ULP accuracy. Examples: V_RCP_F16(0xfc00) => 0x8000 // rcp(-INF) = -0 V_RCP_F16(0xc000) => 0xb800...";
    v_sqrt_f16: Vop1 [0x3e, 0x3e] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_sqrt_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4931, 12519],
        "D.f16 = sqrt(S0.f16). Square root. 0.51ULP accuracy, denormals are supported. Examples: V_SQRT_F16(0xfc00) => 0xfe00 // sqrt(-INF) = NAN V_SQRT_F16(0x8000)...";
    v_rsq_f16: Vop1 [0x3f, 0x3f] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_rsq_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4934, 12553],
        "D.f16 = 1.0 / sqrt(S0.f16). Reciprocal square root with IEEE rules. 0.51ULP accuracy, denormals are supported. Examples: V_RSQ_F16(0xfc00) => 0xfe00 //...";
    v_log_f16: Vop1 [0x40, 0x40] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_log_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4937, 12579],
        "D.f16 = log2(S0.f). Base 2 logarithm. 0.51ULP accuracy, denormals are supported. Examples: V_LOG_F16(0xfc00) => 0xfe00 // log(-INF) = NAN V_LOG_F16(0xbc00)...";
    v_exp_f16: Vop1 [0x41, 0x41] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_exp_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4940, 12614],
        "D.f16 = pow(2.0, S0.f16). Base 2 exponentiation. 0.51ULP accuracy, denormals are supported. Examples: V_EXP_F16(0xfc00) => 0x0000 // exp(-INF) = 0...";
    v_frexp_mant_f16: Vop1 [0x42, 0x42] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_frexp_mant_f16, Exact, [4943, 12637],
        "if(S0.f16 == +-INF || S0.f16 == NAN) then D.f16 = S0.f16; else D.f16 = Mantissa(S0.f16); endif. Result range is in (-1.0,-0.5][0.5,1.0) in typical cases....";
    v_frexp_exp_i16_f16: Vop1 [0x43, 0x43] VD_I16_VS_F16, CLAMP | OMOD, valu16::v_frexp_exp_i16_f16, Exact, [4946, 12660],
        "if(S0.f16 == +-INF || S0.f16 == NAN) then D.i = 0; else D.i = TwosComplement(Exponent(S0.f16) - 15 + 1); endif. Returns exponent of half precision float...";
    v_floor_f16: Vop1 [0x44, 0x44] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_floor_f16, Exact, [4949, 12690],
        "D.f16 = trunc(S0.f16); if(S0.f16 < 0.0f && S0.f16 != D.f16) then D.f16 -= 1.0; endif. Round down to previous whole integer.";
    v_ceil_f16: Vop1 [0x45, 0x45] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_ceil_f16, Exact, [4952, 12704],
        "D.f16 = trunc(S0.f16); if(S0.f16 > 0.0f && S0.f16 != D.f16) then D.f16 += 1.0; endif. Round up to next whole integer.";
    v_trunc_f16: Vop1 [0x46, 0x46] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_trunc_f16, Exact, [4955, 12718],
        "D.f16 = trunc(S0.f16). Return integer part of S0.f16, round-to-zero semantics.";
    v_rndne_f16: Vop1 [0x47, 0x47] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_rndne_f16, Exact, [4958, 12729],
        "D.f16 = floor(S0.f16 + 0.5); if(floor(S0.f16) is even && fract(S0.f16) == 0.5) then D.f16 -= 1.0; endif. Round-to-nearest-even semantics.";
    v_fract_f16: Vop1 [0x48, 0x48] VD_F16_VS_F16, CLAMP | OMOD, valu16::v_fract_f16, Exact, [4961, 12751],
        "D.f16 = S0.f16 + -floor(S0.f16). Return fractional portion of a number. 0.5ULP accuracy, denormals are accepted.";
    v_sin_f16: Vop1 [0x49, 0x49] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_sin_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4964, 12772],
        "D.f16 = sin(S0.f16 * 2 * PI). Trigonometric sine. Denormals are supported. Examples: V_SIN_F16(0xfc00) => 0xfe00 // sin(-INF) = NAN V_SIN_F16(0xfbff) =>...";
    v_cos_f16: Vop1 [0x4a, 0x4a] VD_F16_VS_F16, CLAMP | OMOD | TRANS, valu16::v_cos_f16, Fidelity::Approximate("correctly rounded from f64, round-to-nearest-even; the hardware is within 0.51-1 ULP"), [4967, 12804],
        "D.f16 = cos(S0.f16 * 2 * PI). Trigonometric cosine. Denormals are supported. Examples: V_COS_F16(0xfc00) => 0xfe00 // cos(-INF) = NAN V_COS_F16(0xfbff) =>...";
    v_exp_legacy_f32: Vop1 [0x4b, 0x4b] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_exp_legacy_f32, valu::LEGACY, [4970, 0],
        "D.f = pow(2.0, S0.f). Power with legacy semantics.";
    v_log_legacy_f32: Vop1 [0x4c, 0x4c] VD_F32_VS_F32, CLAMP | OMOD | TRANS, valu::v_log_legacy_f32, valu::LEGACY, [4973, 0],
        "D.f = log2(S0.f). Base 2 logarithm with legacy semantics.";
    v_cvt_norm_i16_f16: Vop1 [0x4d, 0x4d] VD_I16_VS_F16, CLAMP | OMOD, valu16::norm16::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [4976, 12831],
        "D.i16 = flt16_to_snorm16(S.f16). 0.5ULP accuracy, supports rounding, exception flags and saturation, denormals are supported.";
    v_cvt_norm_u16_f16: Vop1 [0x4e, 0x4e] VD_U16_VS_F16, CLAMP | OMOD, valu16::norm16::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [4979, 12848],
        "D.u16 = flt16_to_unorm16(S.f16). 0.5ULP accuracy, supports rounding, exception flags and saturation, denormals are supported.";
    v_sat_pk_u8_i16: Vop1 [0x4f, 0x4f] VD_B32_VS_B32, 0, valu16::v_sat_pk_u8_i16, Exact, [4982, 12870],
        "D.u32 = {16’b0, sat8(S.u[31:16]), sat8(S.u[15:0])}.";
    v_swap_b32: Vop1 [0x51, 0x51] VD_B32_VR_B32, NO_E64, lane::v_swap_b32, Exact, [4985, 12898],
        "tmp = D.u; D.u = S0.u; S0.u = tmp. Swap operands. Input and output modifiers not supported; this is an untyped operation.";
    v_cvt_f32_fp8: Vop1 [NA, 0x54] VD_F32_VS_U32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_f32_8::<false>, Exact, [0, 12923],
        "Convert from an FP8 float input to a single-precision float value and store the result into a vector register.";
    v_cvt_f32_bf8: Vop1 [NA, 0x55] VD_F32_VS_B32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_f32_8::<true>, Exact, [0, 12958],
        "Convert from a BF8 float input to a single-precision float value and store the result into a vector register.";
    v_cvt_pk_f32_fp8: Vop1 [NA, 0x56] VD_B64_VS_U32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_pk_f32_8::<false>, Exact, [0, 12984],
        "Convert from a packed 2-component FP8 float input to a packed single-precision float value and store the result into a vector register.";
    v_cvt_pk_f32_bf8: Vop1 [NA, 0x57] VD_B64_VS_B32, CLAMP | OMOD | SDWA_SRC_ONLY, valu16::cvt_pk_f32_8::<true>, Exact, [0, 13010],
        "Convert from a packed 2-component BF8 float input to a packed single-precision float value and store the result into a vector register.";
    v_prng_b32: Vop1 [NA, 0x58] VD_B32_VS_B32, 0, valu_int::v_prng_b32, Exact, [0, 13030],
        "Generate a pseudorandom number using an LFSR (linear feedback shift register) seeded with the vector input, then store the result into a vector register.";
    v_permlane16_swap_b32: Vop1 [NA, 0x59] VD_B32_VR_B32, 0, lane::permlane_swap::<16, 0x0000_ffff_0000_ffff>, Fidelity::Approximate("EXEC: a pair swaps only when both lanes are active (LLVM's fi = bound_ctrl = 0); the seed does not say"), [0, 13049],
        "Swap data between two vector registers.";
    v_permlane32_swap_b32: Vop1 [NA, 0x5a] VD_B32_VR_B32, 0, lane::permlane_swap::<32, 0x0000_0000_ffff_ffff>, Fidelity::Approximate("EXEC: a pair swaps only when both lanes are active (LLVM's fi = bound_ctrl = 0); the seed does not say"), [0, 13082],
        "Swap data between two vector registers.";
    v_cvt_f32_bf16: Vop1 [NA, 0x5b] VD_F32_VS_BF16, CLAMP | OMOD, valu16::v_cvt_f32_bf16, Exact, [0, 13105],
        "Convert from a BF16 float input to a single-precision float value and store the result into a vector register.";
    // ---- VOPC ----
    v_cmp_class_f32: Vopc [0x10, 0x10] CD_B64_VS_F32_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 32>, Exact, [5154, 13227],
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.f The function reports true if the floating point value is *any* of the numeric types...";
    v_cmpx_class_f32: Vopc [0x11, 0x11] CD_B64_VS_F32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 32>, Exact, [5157, 13272],
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.f The function reports true if the floating point value is *any* of the numeric...";
    v_cmp_class_f64: Vopc [0x12, 0x12] CD_B64_VS_F64_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 64>, Exact, [5160, 13324],
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.d The function reports true if the floating point value is *any* of the numeric types...";
    v_cmpx_class_f64: Vopc [0x13, 0x13] CD_B64_VS_F64_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 64>, Exact, [5163, 13376],
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.d The function reports true if the floating point value is *any* of the numeric...";
    v_cmp_class_f16: Vopc [0x14, 0x14] CD_B64_VS_F16_V1_U32, WRITES_VCC | CLASS_MASK, vopc::class::<false, 16>, Exact, [5166, 13429],
        "VCC = IEEE numeric class function specified in S1.u, performed on S0.f16. Note that the S1 has a format of f16 since floating point literal constants are...";
    v_cmpx_class_f16: Vopc [0x15, 0x15] CD_B64_VS_F16_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX | CLASS_MASK, vopc::class::<true, 16>, Exact, [5169, 13487],
        "EXEC = VCC = IEEE numeric class function specified in S1.u, performed on S0.f16 Note that the S1 has a format of f16 since floating point literal constants...";
    v_cmp_f_f16: Vopc [0x20, 0x20] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<F, false>, Exact, [5172, 13543],
        "D.u64[threadId] = 0.";
    v_cmp_lt_f16: Vopc [0x21, 0x21] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LT, false>, Exact, [5175, 13554],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f16: Vopc [0x22, 0x22] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<EQ, false>, Exact, [5178, 13566],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f16: Vopc [0x23, 0x23] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LE, false>, Exact, [5181, 13578],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f16: Vopc [0x24, 0x24] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<GT, false>, Exact, [5184, 13590],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f16: Vopc [0x25, 0x25] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<LG, false>, Exact, [5187, 13608],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f16: Vopc [0x26, 0x26] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<GE, false>, Exact, [5190, 13620],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f16: Vopc [0x27, 0x27] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<O, false>, Exact, [5193, 13632],
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f16: Vopc [0x28, 0x28] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<U, false>, Exact, [5196, 13644],
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f16: Vopc [0x29, 0x29] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NGE, false>, Exact, [5199, 13656],
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f16: Vopc [0x2a, 0x2a] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLG, false>, Exact, [5202, 13677],
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f16: Vopc [0x2b, 0x2b] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NGT, false>, Exact, [5205, 13690],
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f16: Vopc [0x2c, 0x2c] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLE, false>, Exact, [5208, 13703],
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f16: Vopc [0x2d, 0x2d] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NEQ, false>, Exact, [5211, 13716],
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f16: Vopc [0x2e, 0x2e] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<NLT, false>, Exact, [5214, 13738],
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f16: Vopc [0x2f, 0x2f] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC, vopc::cmp_f16::<TRU, false>, Exact, [5217, 13751],
        "D.u64[threadId] = 1.";
    v_cmpx_f_f16: Vopc [0x30, 0x30] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<F, true>, Exact, [5220, 13762],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f16: Vopc [0x31, 0x31] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LT, true>, Exact, [5223, 13773],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f16: Vopc [0x32, 0x32] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<EQ, true>, Exact, [5226, 13785],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f16: Vopc [0x33, 0x33] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LE, true>, Exact, [5229, 13803],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f16: Vopc [0x34, 0x34] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<GT, true>, Exact, [5232, 13815],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f16: Vopc [0x35, 0x35] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<LG, true>, Exact, [5235, 13827],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f16: Vopc [0x36, 0x36] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<GE, true>, Exact, [5238, 13839],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f16: Vopc [0x37, 0x37] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<O, true>, Exact, [5241, 13851],
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f16: Vopc [0x38, 0x38] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<U, true>, Exact, [5244, 13870],
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f16: Vopc [0x39, 0x39] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NGE, true>, Exact, [5247, 13882],
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f16: Vopc [0x3a, 0x3a] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLG, true>, Exact, [5250, 13895],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f16: Vopc [0x3b, 0x3b] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NGT, true>, Exact, [5253, 13908],
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f16: Vopc [0x3c, 0x3c] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLE, true>, Exact, [5256, 13930],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f16: Vopc [0x3d, 0x3d] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NEQ, true>, Exact, [5259, 13943],
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f16: Vopc [0x3e, 0x3e] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<NLT, true>, Exact, [5262, 13956],
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f16: Vopc [0x3f, 0x3f] CD_B64_VS_F16_V1_F16, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f16::<TRU, true>, Exact, [5265, 13969],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_f32: Vopc [0x40, 0x40] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<F, false>, Exact, [5268, 13980],
        "D.u64[threadId] = 0.";
    v_cmp_lt_f32: Vopc [0x41, 0x41] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LT, false>, Exact, [5271, 13998],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f32: Vopc [0x42, 0x42] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<EQ, false>, Exact, [5274, 14010],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f32: Vopc [0x43, 0x43] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LE, false>, Exact, [5277, 14022],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f32: Vopc [0x44, 0x44] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GT, false>, Exact, [5280, 14034],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f32: Vopc [0x45, 0x45] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<LG, false>, Exact, [5283, 14051],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f32: Vopc [0x46, 0x46] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<GE, false>, Exact, [5286, 14063],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f32: Vopc [0x47, 0x47] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<O, false>, Exact, [5289, 14075],
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f32: Vopc [0x48, 0x48] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<U, false>, Exact, [5292, 14087],
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f32: Vopc [0x49, 0x49] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGE, false>, Exact, [5295, 14099],
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f32: Vopc [0x4a, 0x4a] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLG, false>, Exact, [5298, 14121],
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f32: Vopc [0x4b, 0x4b] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NGT, false>, Exact, [5301, 14134],
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f32: Vopc [0x4c, 0x4c] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLE, false>, Exact, [5304, 14147],
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f32: Vopc [0x4d, 0x4d] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NEQ, false>, Exact, [5307, 14160],
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f32: Vopc [0x4e, 0x4e] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<NLT, false>, Exact, [5310, 14179],
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f32: Vopc [0x4f, 0x4f] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC, vopc::cmp_f32::<TRU, false>, Exact, [5313, 14192],
        "D.u64[threadId] = 1.";
    v_cmpx_f_f32: Vopc [0x50, 0x50] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<F, true>, Exact, [5316, 14203],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f32: Vopc [0x51, 0x51] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LT, true>, Exact, [5319, 14214],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f32: Vopc [0x52, 0x52] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<EQ, true>, Exact, [5322, 14226],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f32: Vopc [0x53, 0x53] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LE, true>, Exact, [5325, 14247],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f32: Vopc [0x54, 0x54] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GT, true>, Exact, [5328, 14259],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f32: Vopc [0x55, 0x55] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<LG, true>, Exact, [5331, 14271],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f32: Vopc [0x56, 0x56] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<GE, true>, Exact, [5334, 14283],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f32: Vopc [0x57, 0x57] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<O, true>, Exact, [5337, 14295],
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f32: Vopc [0x58, 0x58] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<U, true>, Exact, [5340, 14314],
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f32: Vopc [0x59, 0x59] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGE, true>, Exact, [5343, 14326],
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f32: Vopc [0x5a, 0x5a] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLG, true>, Exact, [5346, 14339],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f32: Vopc [0x5b, 0x5b] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NGT, true>, Exact, [5349, 14352],
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f32: Vopc [0x5c, 0x5c] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLE, true>, Exact, [5352, 14374],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f32: Vopc [0x5d, 0x5d] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NEQ, true>, Exact, [5355, 14387],
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f32: Vopc [0x5e, 0x5e] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<NLT, true>, Exact, [5358, 14400],
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f32: Vopc [0x5f, 0x5f] CD_B64_VS_F32_V1_F32, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f32::<TRU, true>, Exact, [5361, 14413],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_f64: Vopc [0x60, 0x60] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<F, false>, Exact, [5364, 14424],
        "D.u64[threadId] = 0.";
    v_cmp_lt_f64: Vopc [0x61, 0x61] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LT, false>, Exact, [5367, 14442],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_f64: Vopc [0x62, 0x62] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<EQ, false>, Exact, [5370, 14454],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_f64: Vopc [0x63, 0x63] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LE, false>, Exact, [5373, 14466],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_f64: Vopc [0x64, 0x64] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GT, false>, Exact, [5376, 14478],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_lg_f64: Vopc [0x65, 0x65] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<LG, false>, Exact, [5379, 14495],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_f64: Vopc [0x66, 0x66] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<GE, false>, Exact, [5382, 14507],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_o_f64: Vopc [0x67, 0x67] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<O, false>, Exact, [5385, 14519],
        "D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmp_u_f64: Vopc [0x68, 0x68] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<U, false>, Exact, [5388, 14531],
        "D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmp_nge_f64: Vopc [0x69, 0x69] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGE, false>, Exact, [5391, 14543],
        "D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmp_nlg_f64: Vopc [0x6a, 0x6a] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLG, false>, Exact, [5394, 14565],
        "D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmp_ngt_f64: Vopc [0x6b, 0x6b] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NGT, false>, Exact, [5397, 14578],
        "D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmp_nle_f64: Vopc [0x6c, 0x6c] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLE, false>, Exact, [5400, 14591],
        "D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmp_neq_f64: Vopc [0x6d, 0x6d] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NEQ, false>, Exact, [5403, 14604],
        "D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmp_nlt_f64: Vopc [0x6e, 0x6e] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<NLT, false>, Exact, [5406, 14623],
        "D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmp_tru_f64: Vopc [0x6f, 0x6f] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC, vopc::cmp_f64::<TRU, false>, Exact, [5409, 14636],
        "D.u64[threadId] = 1.";
    v_cmpx_f_f64: Vopc [0x70, 0x70] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<F, true>, Exact, [5412, 14647],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_f64: Vopc [0x71, 0x71] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LT, true>, Exact, [5415, 14658],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_f64: Vopc [0x72, 0x72] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<EQ, true>, Exact, [5418, 14670],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_f64: Vopc [0x73, 0x73] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LE, true>, Exact, [5421, 14691],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_f64: Vopc [0x74, 0x74] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GT, true>, Exact, [5424, 14703],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_lg_f64: Vopc [0x75, 0x75] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<LG, true>, Exact, [5427, 14715],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_f64: Vopc [0x76, 0x76] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<GE, true>, Exact, [5430, 14727],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_o_f64: Vopc [0x77, 0x77] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<O, true>, Exact, [5433, 14739],
        "EXEC[threadId] = D.u64[threadId] = (!isNan(S0) && !isNan(S1)).";
    v_cmpx_u_f64: Vopc [0x78, 0x78] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<U, true>, Exact, [5436, 14758],
        "EXEC[threadId] = D.u64[threadId] = (isNan(S0) || isNan(S1)).";
    v_cmpx_nge_f64: Vopc [0x79, 0x79] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGE, true>, Exact, [5439, 14770],
        "EXEC[threadId] = D.u64[threadId] = !(S0 >= S1) // With NAN inputs this is not the same operation as <.";
    v_cmpx_nlg_f64: Vopc [0x7a, 0x7a] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLG, true>, Exact, [5442, 14783],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <> S1) // With NAN inputs this is not the same operation as ==.";
    v_cmpx_ngt_f64: Vopc [0x7b, 0x7b] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NGT, true>, Exact, [5445, 14796],
        "EXEC[threadId] = D.u64[threadId] = !(S0 > S1) // With NAN inputs this is not the same operation as <=.";
    v_cmpx_nle_f64: Vopc [0x7c, 0x7c] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLE, true>, Exact, [5448, 14818],
        "EXEC[threadId] = D.u64[threadId] = !(S0 <= S1) // With NAN inputs this is not the same operation as >.";
    v_cmpx_neq_f64: Vopc [0x7d, 0x7d] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NEQ, true>, Exact, [5451, 14831],
        "EXEC[threadId] = D.u64[threadId] = !(S0 == S1) // With NAN inputs this is not the same operation as !=.";
    v_cmpx_nlt_f64: Vopc [0x7e, 0x7e] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<NLT, true>, Exact, [5454, 14844],
        "EXEC[threadId] = D.u64[threadId] = !(S0 < S1) // With NAN inputs this is not the same operation as >=.";
    v_cmpx_tru_f64: Vopc [0x7f, 0x7f] CD_B64_VS_F64_V1_F64, CLAMP | WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_f64::<TRU, true>, Exact, [5457, 14857],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i16: Vopc [0xa0, 0xa0] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<F, false>, Exact, [5460, 14868],
        "D.u64[threadId] = 0.";
    v_cmp_lt_i16: Vopc [0xa1, 0xa1] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<LT, false>, Exact, [5463, 14886],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i16: Vopc [0xa2, 0xa2] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<EQ, false>, Exact, [5466, 14898],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i16: Vopc [0xa3, 0xa3] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<LE, false>, Exact, [5469, 14910],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i16: Vopc [0xa4, 0xa4] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<GT, false>, Exact, [5472, 14922],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i16: Vopc [0xa5, 0xa5] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<NE, false>, Exact, [5475, 14939],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i16: Vopc [0xa6, 0xa6] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<GE, false>, Exact, [5478, 14951],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i16: Vopc [0xa7, 0xa7] CD_B64_VS_I16_V1_I16, WRITES_VCC, vopc::cmp_i16::<T, false>, Exact, [5481, 14963],
        "D.u64[threadId] = 1.";
    v_cmp_f_u16: Vopc [0xa8, 0xa8] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<F, false>, Exact, [5484, 14974],
        "D.u64[threadId] = 0.";
    v_cmp_lt_u16: Vopc [0xa9, 0xa9] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<LT, false>, Exact, [5487, 14985],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u16: Vopc [0xaa, 0xaa] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<EQ, false>, Exact, [5490, 15003],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u16: Vopc [0xab, 0xab] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<LE, false>, Exact, [5493, 15015],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u16: Vopc [0xac, 0xac] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<GT, false>, Exact, [5496, 15027],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u16: Vopc [0xad, 0xad] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<NE, false>, Exact, [5499, 15039],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u16: Vopc [0xae, 0xae] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<GE, false>, Exact, [5502, 15051],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u16: Vopc [0xaf, 0xaf] CD_B64_VS_U16_V1_U16, WRITES_VCC, vopc::cmp_u16::<T, false>, Exact, [5505, 15071],
        "D.u64[threadId] = 1.";
    v_cmpx_f_i16: Vopc [0xb0, 0xb0] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<F, true>, Exact, [5508, 15082],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i16: Vopc [0xb1, 0xb1] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<LT, true>, Exact, [5511, 15093],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i16: Vopc [0xb2, 0xb2] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<EQ, true>, Exact, [5514, 15105],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i16: Vopc [0xb3, 0xb3] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<LE, true>, Exact, [5517, 15117],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i16: Vopc [0xb4, 0xb4] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<GT, true>, Exact, [5520, 15137],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i16: Vopc [0xb5, 0xb5] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<NE, true>, Exact, [5523, 15149],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i16: Vopc [0xb6, 0xb6] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<GE, true>, Exact, [5526, 15161],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i16: Vopc [0xb7, 0xb7] CD_B64_VS_I16_V1_I16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i16::<T, true>, Exact, [5529, 15173],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u16: Vopc [0xb8, 0xb8] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<F, true>, Exact, [5532, 15189],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u16: Vopc [0xb9, 0xb9] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<LT, true>, Exact, [5535, 15200],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u16: Vopc [0xba, 0xba] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<EQ, true>, Exact, [5538, 15212],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u16: Vopc [0xbb, 0xbb] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<LE, true>, Exact, [5541, 15224],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u16: Vopc [0xbc, 0xbc] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<GT, true>, Exact, [5544, 15236],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u16: Vopc [0xbd, 0xbd] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<NE, true>, Exact, [5547, 15254],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u16: Vopc [0xbe, 0xbe] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<GE, true>, Exact, [5550, 15266],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u16: Vopc [0xbf, 0xbf] CD_B64_VS_U16_V1_U16, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u16::<T, true>, Exact, [5553, 15278],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i32: Vopc [0xc0, 0xc0] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<F, false>, Exact, [5556, 15289],
        "D.u64[threadId] = 0.";
    v_cmp_lt_i32: Vopc [0xc1, 0xc1] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<LT, false>, Exact, [5559, 15300],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i32: Vopc [0xc2, 0xc2] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<EQ, false>, Exact, [5562, 15321],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i32: Vopc [0xc3, 0xc3] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<LE, false>, Exact, [5565, 15333],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i32: Vopc [0xc4, 0xc4] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<GT, false>, Exact, [5568, 15345],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i32: Vopc [0xc5, 0xc5] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<NE, false>, Exact, [5571, 15357],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i32: Vopc [0xc6, 0xc6] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<GE, false>, Exact, [5574, 15369],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i32: Vopc [0xc7, 0xc7] CD_B64_VS_I32_V1_I32, WRITES_VCC, vopc::cmp_i32::<T, false>, Exact, [5577, 15388],
        "D.u64[threadId] = 1.";
    v_cmp_f_u32: Vopc [0xc8, 0xc8] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<F, false>, Exact, [5580, 15399],
        "D.u64[threadId] = 0.";
    v_cmp_lt_u32: Vopc [0xc9, 0xc9] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<LT, false>, Exact, [5583, 15410],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u32: Vopc [0xca, 0xca] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<EQ, false>, Exact, [5586, 15422],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u32: Vopc [0xcb, 0xcb] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<LE, false>, Exact, [5589, 15434],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u32: Vopc [0xcc, 0xcc] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<GT, false>, Exact, [5592, 15453],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u32: Vopc [0xcd, 0xcd] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<NE, false>, Exact, [5595, 15465],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u32: Vopc [0xce, 0xce] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<GE, false>, Exact, [5598, 15477],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u32: Vopc [0xcf, 0xcf] CD_B64_VS_U32_V1_U32, WRITES_VCC, vopc::cmp_u32::<T, false>, Exact, [5601, 15489],
        "D.u64[threadId] = 1.";
    v_cmpx_f_i32: Vopc [0xd0, 0xd0] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<F, true>, Exact, [5604, 15505],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i32: Vopc [0xd1, 0xd1] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<LT, true>, Exact, [5607, 15516],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i32: Vopc [0xd2, 0xd2] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<EQ, true>, Exact, [5610, 15528],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i32: Vopc [0xd3, 0xd3] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<LE, true>, Exact, [5613, 15540],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i32: Vopc [0xd4, 0xd4] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<GT, true>, Exact, [5616, 15552],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i32: Vopc [0xd5, 0xd5] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<NE, true>, Exact, [5619, 15570],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i32: Vopc [0xd6, 0xd6] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<GE, true>, Exact, [5622, 15582],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i32: Vopc [0xd7, 0xd7] CD_B64_VS_I32_V1_I32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i32::<T, true>, Exact, [5625, 15594],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u32: Vopc [0xd8, 0xd8] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<F, true>, Exact, [5628, 15605],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u32: Vopc [0xd9, 0xd9] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<LT, true>, Exact, [5631, 15616],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u32: Vopc [0xda, 0xda] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<EQ, true>, Exact, [5634, 15637],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u32: Vopc [0xdb, 0xdb] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<LE, true>, Exact, [5637, 15649],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u32: Vopc [0xdc, 0xdc] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<GT, true>, Exact, [5640, 15661],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u32: Vopc [0xdd, 0xdd] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<NE, true>, Exact, [5643, 15673],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u32: Vopc [0xde, 0xde] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<GE, true>, Exact, [5646, 15685],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u32: Vopc [0xdf, 0xdf] CD_B64_VS_U32_V1_U32, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u32::<T, true>, Exact, [5649, 15704],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmp_f_i64: Vopc [0xe0, 0xe0] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<F, false>, Exact, [5652, 15715],
        "D.u64[threadId] = 0.";
    v_cmp_lt_i64: Vopc [0xe1, 0xe1] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<LT, false>, Exact, [5655, 15726],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_i64: Vopc [0xe2, 0xe2] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<EQ, false>, Exact, [5658, 15738],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_i64: Vopc [0xe3, 0xe3] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<LE, false>, Exact, [5661, 15750],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_i64: Vopc [0xe4, 0xe4] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<GT, false>, Exact, [5664, 15769],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_i64: Vopc [0xe5, 0xe5] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<NE, false>, Exact, [5667, 15781],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_i64: Vopc [0xe6, 0xe6] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<GE, false>, Exact, [5670, 15793],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_i64: Vopc [0xe7, 0xe7] CD_B64_VS_I64_V1_I64, WRITES_VCC, vopc::cmp_i64::<T, false>, Exact, [5673, 15805],
        "D.u64[threadId] = 1.";
    v_cmp_f_u64: Vopc [0xe8, 0xe8] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<F, false>, Exact, [5676, 15821],
        "D.u64[threadId] = 0.";
    v_cmp_lt_u64: Vopc [0xe9, 0xe9] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<LT, false>, Exact, [5679, 15832],
        "D.u64[threadId] = (S0 < S1).";
    v_cmp_eq_u64: Vopc [0xea, 0xea] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<EQ, false>, Exact, [5682, 15844],
        "D.u64[threadId] = (S0 == S1).";
    v_cmp_le_u64: Vopc [0xeb, 0xeb] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<LE, false>, Exact, [5685, 15856],
        "D.u64[threadId] = (S0 <= S1).";
    v_cmp_gt_u64: Vopc [0xec, 0xec] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<GT, false>, Exact, [5688, 15868],
        "D.u64[threadId] = (S0 > S1).";
    v_cmp_ne_u64: Vopc [0xed, 0xed] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<NE, false>, Exact, [5691, 15886],
        "D.u64[threadId] = (S0 <> S1).";
    v_cmp_ge_u64: Vopc [0xee, 0xee] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<GE, false>, Exact, [5694, 15898],
        "D.u64[threadId] = (S0 >= S1).";
    v_cmp_t_u64: Vopc [0xef, 0xef] CD_B64_VS_U64_V1_U64, WRITES_VCC, vopc::cmp_u64::<T, false>, Exact, [5697, 15910],
        "D.u64[threadId] = 1.";
    v_cmpx_f_i64: Vopc [0xf0, 0xf0] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<F, true>, Exact, [5700, 15921],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_i64: Vopc [0xf1, 0xf1] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<LT, true>, Exact, [5703, 15932],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_i64: Vopc [0xf2, 0xf2] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<EQ, true>, Exact, [5706, 15953],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_i64: Vopc [0xf3, 0xf3] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<LE, true>, Exact, [5709, 15965],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_i64: Vopc [0xf4, 0xf4] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<GT, true>, Exact, [5712, 15977],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_i64: Vopc [0xf5, 0xf5] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<NE, true>, Exact, [5715, 15989],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_i64: Vopc [0xf6, 0xf6] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<GE, true>, Exact, [5718, 16001],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_i64: Vopc [0xf7, 0xf7] CD_B64_VS_I64_V1_I64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_i64::<T, true>, Exact, [5721, 16020],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    v_cmpx_f_u64: Vopc [0xf8, 0xf8] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<F, true>, Exact, [5724, 16031],
        "EXEC[threadId] = D.u64[threadId] = 0.";
    v_cmpx_lt_u64: Vopc [0xf9, 0xf9] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<LT, true>, Exact, [5727, 16042],
        "EXEC[threadId] = D.u64[threadId] = (S0 < S1).";
    v_cmpx_eq_u64: Vopc [0xfa, 0xfa] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<EQ, true>, Exact, [5730, 16054],
        "EXEC[threadId] = D.u64[threadId] = (S0 == S1).";
    v_cmpx_le_u64: Vopc [0xfb, 0xfb] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<LE, true>, Exact, [5733, 16066],
        "EXEC[threadId] = D.u64[threadId] = (S0 <= S1).";
    v_cmpx_gt_u64: Vopc [0xfc, 0xfc] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<GT, true>, Exact, [5736, 16085],
        "EXEC[threadId] = D.u64[threadId] = (S0 > S1).";
    v_cmpx_ne_u64: Vopc [0xfd, 0xfd] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<NE, true>, Exact, [5739, 16097],
        "EXEC[threadId] = D.u64[threadId] = (S0 <> S1).";
    v_cmpx_ge_u64: Vopc [0xfe, 0xfe] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<GE, true>, Exact, [5742, 16109],
        "EXEC[threadId] = D.u64[threadId] = (S0 >= S1).";
    v_cmpx_t_u64: Vopc [0xff, 0xff] CD_B64_VS_U64_V1_U64, WRITES_VCC | WRITES_EXEC | CMPX, vopc::cmp_u64::<T, true>, Exact, [5745, 16121],
        "EXEC[threadId] = D.u64[threadId] = 1.";
    // ---- VOP3A ----
    v_mad_legacy_f32: Vop3a [0x1c0, NA] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mad_legacy_f32, Exact, [5871, 0],
        "D.f = S0.f * S1.f + S2.f. // DX9 rules, 0.0 * x = 0.0";
    v_mad_f32: Vop3a [0x1c1, NA] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mad_f32, Exact, [5874, 0],
        "D.f = S0.f * S1.f + S2.f. 1ULP accuracy, denormals are flushed.";
    v_mad_i32_i24: Vop3a [0x1c2, 0x1c2] VD_I32_VS_I32_VS_I32_VS_I32, CLAMP, valu_int::v_mad_i32_i24, Exact, [5877, 21794],
        "D.i = S0.i[23:0] * S1.i[23:0] + S2.i.";
    v_mad_u32_u24: Vop3a [0x1c3, 0x1c3] VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_mad_u32_u24, Exact, [5880, 21805],
        "D.u = S0.u[23:0] * S1.u[23:0] + S2.u.";
    v_cubeid_f32: Vop3a [0x1c4, 0x1c4] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubeid_f32, Exact, [5883, 21821],
        "D.f = cubemap face ID ({0.0, 1.0, …, 5.0}). XYZ coordinate is given in (S0.f, S1.f, S2.f). Cubemap Face ID determination. Result is a floating point face...";
    v_cubesc_f32: Vop3a [0x1c5, 0x1c5] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubesc_f32, Exact, [5886, 21855],
        "D.f = cubemap S coordinate. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >= Abs(S1.f))...";
    v_cubetc_f32: Vop3a [0x1c6, 0x1c6] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubetc_f32, Exact, [5889, 21894],
        "D.f = cubemap T coordinate. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >= Abs(S1.f))...";
    v_cubema_f32: Vop3a [0x1c7, 0x1c7] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_cubema_f32, Exact, [5892, 21920],
        "D.f = 2.0 * cubemap major axis. XYZ coordinate is given in (S0.f, S1.f, S2.f). S0.f = x S1.f = y S2.f = z If (Abs(S2.f) >= Abs(S0.f) && Abs(S2.f) >=...";
    v_bfe_u32: Vop3a [0x1c8, 0x1c8] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_bfe_u32, Exact, [5895, 21942],
        "D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1). Bitfield extract with S0 = data, S1 = field_offset, S2 = field_width.";
    v_bfe_i32: Vop3a [0x1c9, 0x1c9] VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::v_bfe_i32, Exact, [5898, 21961],
        "D.i = (S0.i >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1). Bitfield extract with S0 = data, S1 = field_offset, S2 = field_width.";
    v_bfi_b32: Vop3a [0x1ca, 0x1ca] VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_bfi_b32, Exact, [5901, 21973],
        "D.u = (S0.u & S1.u) | (~S0.u & S2.u). Bitfield insert.";
    v_fma_f32: Vop3a [0x1cb, 0x1cb] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_fma_f32, Exact, [5904, 21984],
        "D.f = S0.f * S1.f + S2.f. Fused single precision multiply add. 0.5ULP accuracy, denormals are supported.";
    v_fma_f64: Vop3a [0x1cc, 0x1cc] VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_fma_f64, valu::FMA64, [5907, 22001],
        "D.d = S0.d * S1.d + S2.d. Fused double precision multiply add. 0.5ULP precision, denormals are supported.";
    v_lerp_u8: Vop3a [0x1cd, 0x1cd] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_lerp_u8, Exact, [5910, 22024],
        "D.u = ((S0.u[31:24] + S1.u[31:24] + S2.u[24]) >> 1) << 24 D.u += ((S0.u[23:16] + S1.u[23:16] + S2.u[16]) >> 1) << 16; D.u += ((S0.u[15:8] + S1.u[15:8] +...";
    v_alignbit_b32: Vop3a [0x1ce, 0x1ce] VD_B32_VS_B32_VS_B32_VS_B32, CLAMP | OPSEL, valu_int::v_alignbit_b32, Exact, [5913, 22040],
        "D.u = ({S0,S1} >> S2.u[4:0]) & 0xffffffff.";
    v_alignbyte_b32: Vop3a [0x1cf, 0x1cf] VD_B32_VS_B32_VS_B32_VS_B32, CLAMP | OPSEL, valu_int::v_alignbyte_b32, Exact, [5916, 22058],
        "D.u = ({S0,S1} >> (8*S2.u[4:0])) & 0xffffffff.";
    v_min3_f32: Vop3a [0x1d0, 0x1d0] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_min3_f32, Exact, [5919, 22076],
        "D.f = V_MIN_F32(V_MIN_F32(S0.f, S1.f), S2.f).";
    v_min3_i32: Vop3a [0x1d1, 0x1d1] VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::v_min3_i32, Exact, [5922, 22094],
        "D.i = V_MIN_I32(V_MIN_I32(S0.i, S1.i), S2.i).";
    v_min3_u32: Vop3a [0x1d2, 0x1d2] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_min3_u32, Exact, [5925, 22104],
        "D.u = V_MIN_U32(V_MIN_U32(S0.u, S1.u), S2.u).";
    v_max3_f32: Vop3a [0x1d3, 0x1d3] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_max3_f32, Exact, [5928, 22114],
        "D.f = V_MAX_F32(V_MAX_F32(S0.f, S1.f), S2.f).";
    v_max3_i32: Vop3a [0x1d4, 0x1d4] VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::v_max3_i32, Exact, [5931, 22124],
        "D.i = V_MAX_I32(V_MAX_I32(S0.i, S1.i), S2.i).";
    v_max3_u32: Vop3a [0x1d5, 0x1d5] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_max3_u32, Exact, [5934, 22134],
        "D.u = V_MAX_U32(V_MAX_U32(S0.u, S1.u), S2.u).";
    v_med3_f32: Vop3a [0x1d6, 0x1d6] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_med3_f32, Exact, [5937, 22150],
        "if (isNan(S0.f) || isNan(S1.f) || isNan(S2.f)) D.f = V_MIN3_F32(S0.f, S1.f, S2.f); else if (V_MAX3_F32(S0.f, S1.f, S2.f) == S0.f) D.f = V_MAX_F32(S1.f,...";
    v_med3_i32: Vop3a [0x1d7, 0x1d7] VD_I32_VS_I32_VS_I32_VS_I32, 0, valu_int::v_med3_i32, Exact, [5940, 22168],
        "if (V_MAX3_I32(S0.i, S1.i, S2.i) == S0.i) D.i = V_MAX_I32(S1.i, S2.i); else if (V_MAX3_I32(S0.i, S1.i, S2.i) == S1.i) D.i = V_MAX_I32(S0.i, S2.i); else D.i...";
    v_med3_u32: Vop3a [0x1d8, 0x1d8] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_med3_u32, Exact, [5943, 22184],
        "if (V_MAX3_U32(S0.u, S1.u, S2.u) == S0.u) D.u = V_MAX_U32(S1.u, S2.u); else if (V_MAX3_U32(S0.u, S1.u, S2.u) == S1.u) D.u = V_MAX_U32(S0.u, S2.u); else D.u...";
    v_sad_u8: Vop3a [0x1d9, 0x1d9] VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u8, Exact, [5946, 22200],
        "D.u = abs(S0.i[31:24] - S1.i[31:24]); D.u += abs(S0.i[23:16] - S1.i[23:16]); D.u += abs(S0.i[15:8] - S1.i[15:8]); D.u += abs(S0.i[7:0] - S1.i[7:0]) + S2.u....";
    v_sad_hi_u8: Vop3a [0x1da, 0x1da] VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_hi_u8, Exact, [5949, 22233],
        "D.u = (SAD_U8(S0, S1, 0) << 16) + S2.u. Sum of absolute differences with accumulation, overflow is lost.";
    v_sad_u16: Vop3a [0x1db, 0x1db] VD_U16_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u16, Exact, [5952, 22251],
        "D.u = abs(S0.i[31:16] - S1.i[31:16]) + abs(S0.i[15:0] - S1.i[15:0]) + S2.u. Word SAD with accumulation.";
    v_sad_u32: Vop3a [0x1dc, 0x1dc] VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_sad_u32, Exact, [5955, 22268],
        "D.u = abs(S0.i - S1.i) + S2.u. Dword SAD with accumulation.";
    v_cvt_pk_u8_f32: Vop3a [0x1dd, 0x1dd] VD_U32_VS_F32_VS_U32_VS_U32, CLAMP, valu::v_cvt_pk_u8_f32, valu::U8, [5958, 22290],
        "D.u = (S2.u & ~(0xff << (8 * S1.u[1:0]))); D.u = D.u | ((flt32_to_uint8(S0.f) & 0xff) << (8 * S1.u[1:0])). Convert floating point value S0 to 8-bit unsigned...";
    v_div_fixup_f32: Vop3a [0x1de, 0x1de] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_div_fixup::<f32>, valu::FIXUP, [5961, 22303],
        "sign_out = sign(S1.f)^sign(S2.f); if (S2.f == NAN) D.f = Quiet(S2.f); else if (S1.f == NAN) D.f = Quiet(S1.f); else if (S1.f == S2.f == 0) // 0/0 D.f =...";
    v_div_fixup_f64: Vop3a [0x1df, 0x1df] VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_div_fixup::<f64>, valu::FIXUP, [5964, 22358],
        "sign_out = sign(S1.d)^sign(S2.d); if (S2.d == NAN) D.d = Quiet(S2.d); else if (S1.d == NAN) D.d = Quiet(S1.d); else if (S1.d == S2.d == 0) // 0/0 D.d =...";
    v_div_scale_f32: Vop3a [0x1e0, 0x1e0] VD_F32_CO_B64_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_div_scale::<f32>, Exact, [5967, 22404],
        "VCC = 0; if (S2.f == 0 || S1.f == 0) D.f = NAN else if (exponent(S2.f) - exponent(S1.f) >= 96) // N/D near MAX_FLOAT VCC = 1; if (S0.f == S1.f) // Only...";
    v_div_scale_f64: Vop3a [0x1e1, 0x1e1] VD_F64_CO_B64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_div_scale::<f64>, Exact, [5970, 22469],
        "VCC = 0; if (S2.d == 0 || S1.d == 0) D.d = NAN else if (exponent(S2.d) - exponent(S1.d) >= 768) // N/D near MAX_FLOAT VCC = 1; if (S0.d == S1.d) // Only...";
    v_div_fmas_f32: Vop3a [0x1e2, 0x1e2] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD | READS_VCC, valu::v_div_fmas::<f32>, valu::DIV_FMAS, [5973, 22534],
        "if (VCC[threadId]) D.f = 2**32 * (S0.f * S1.f + S2.f); else D.f = S0.f * S1.f + S2.f; end if. Single precision FMA with fused scale. This opcode performs a...";
    v_div_fmas_f64: Vop3a [0x1e3, 0x1e3] VD_F64_VS_F64_VS_F64_VS_F64, CLAMP | OMOD | READS_VCC, valu::v_div_fmas::<f64>, valu::DIV_FMAS, [5976, 22571],
        "if (VCC[threadId]) D.d = 2**64 * (S0.d * S1.d + S2.d); else D.d = S0.d * S1.d + S2.d; end if. Double precision FMA with fused scale. This opcode performs a...";
    v_msad_u8: Vop3a [0x1e4, 0x1e4] VD_U32_VS_U32_VS_U32_VS_U32, CLAMP, valu_int::v_msad_u8, Exact, [5979, 22601],
        "D.u = Masked Byte SAD with accum_lo(S0.u, S1.u, S2.u).";
    v_qsad_pk_u16_u8: Vop3a [0x1e5, 0x1e5] VD_B64_VS_U64_VS_U32_VS_U64, CLAMP, valu_int::qsad_pk::<false>, Exact, [5982, 22635],
        "D.u = Quad-Byte SAD with 16-bit packed accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[63:0])";
    v_mqsad_pk_u16_u8: Vop3a [0x1e6, 0x1e6] VD_B64_VS_U64_VS_U32_VS_U64, CLAMP, valu_int::qsad_pk::<true>, Exact, [5985, 22653],
        "D.u = Masked Quad-Byte SAD with 16-bit packed accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[63:0])";
    v_mqsad_u32_u8: Vop3a [0x1e7, 0x1e7] VD_W4_VS_U64_VS_U32_VS_W4, CLAMP, valu_int::v_mqsad_u32_u8, Exact, [5988, 22676],
        "D.u128 = Masked Quad-Byte SAD with 32-bit accum_lo/hi(S0.u[63:0], S1.u[31:0], S2.u[127:0])";
    v_mad_u64_u32: Vop3a [0x1e8, 0x1e8] VD_U64_CO_B64_VS_U32_VS_U32_VS_U64, CLAMP, valu_int::v_mad_u64_u32, Exact, [5991, 22693],
        "{vcc_out,D.u64} = S0.u32 * S1.u32 + S2.u64.";
    v_mad_i64_i32: Vop3a [0x1e9, 0x1e9] VD_I64_CO_B64_VS_I32_VS_I32_VS_I64, CLAMP, valu_int::v_mad_i64_i32, Exact, [5994, 22710],
        "{vcc_out,D.i64} = S0.i32 * S1.i32 + S2.i64.";
    v_mad_legacy_f16: Vop3a [0x1ea, 0x1ea] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::v_mad_legacy_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"), [5997, 22727],
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Supports round mode, exception flags, saturation. If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_mad_legacy_u16: Vop3a [0x1eb, 0x1eb] VD_U16_VS_U16_VS_U16_VS_U16, CLAMP, valu16::v_mad_legacy_u16, Exact, [6000, 22762],
        "D.u16 = S0.u16 * S1.u16 + S2.u16. Supports saturation (unsigned 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR...";
    v_mad_legacy_i16: Vop3a [0x1ec, 0x1ec] VD_I16_VS_I16_VS_I16_VS_I16, CLAMP, valu16::v_mad_legacy_i16, Exact, [6003, 22788],
        "D.i16 = S0.i16 * S1.i16 + S2.i16. Supports saturation (signed 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_perm_b32: Vop3a [0x1ed, 0x1ed] VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_perm_b32, Exact, [6006, 22820],
        "D.u[31:24] = byte_permute({S0.u, S1.u}, S2.u[31:24]); D.u[23:16] = byte_permute({S0.u, S1.u}, S2.u[23:16]); D.u[15:8] = byte_permute({S0.u, S1.u},...";
    v_fma_legacy_f16: Vop3a [0x1ee, 0x1ee] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::v_fma_legacy_f16, Exact, [6009, 22869],
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Fused half precision multiply add.";
    v_div_fixup_legacy_f16: Vop3a [0x1ef, 0x1ef] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD, valu16::v_div_fixup_legacy_f16, Exact, [6012, 22892],
        "sign_out = sign(S1.f16)^sign(S2.f16); if (S2.f16 == NAN) D.f16 = Quiet(S2.f16); else if (S1.f16 == NAN) D.f16 = Quiet(S1.f16); else if (S1.f16 == S2.f16 ==...";
    v_cvt_pkaccum_u8_f32: Vop3a [0x1f0, 0x1f0] VD_U32_VS_F32_VS_U32, CLAMP, valu::v_cvt_pkaccum_u8_f32, valu::U8, [6015, 22932],
        "byte = S1.u[1:0]; bit = byte * 8; D.u[bit+7:bit] = flt32_to_uint8(S0.f). Pack converted value of S0.f into byte S1 of the destination. Note: this opcode...";
    v_mad_u32_u16: Vop3a [0x1f1, 0x1f1] VD_U32_VS_U16_VS_U16_VS_U32, CLAMP | OPSEL, valu16::mad32_16::<false>, Exact, [6018, 22957],
        "D.u32 = S0.u16 * S1.u16 + S2.u32.";
    v_mad_i32_i16: Vop3a [0x1f2, 0x1f2] VD_I32_VS_I16_VS_I16_VS_I32, CLAMP | OPSEL, valu16::mad32_16::<true>, Exact, [6021, 22968],
        "D.i32 = S0.i16 * S1.i16 + S2.i32.";
    v_xad_u32: Vop3a [0x1f3, 0x1f3] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_xad_u32, Exact, [6024, 22979],
        "D.u32 = (S0.u32 ^ S1.u32) + S2.u32. No carryin/carryout and no saturation. This opcode exists to accelerate the SHA256 hash algorithm.";
    v_min3_f16: Vop3a [0x1f4, 0x1f4] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_min3_f16, Exact, [6027, 22996],
        "D.f16 = V_MIN_F16(V_MIN_F16(S0.f16, S1.f16), S2.f16).";
    v_min3_i16: Vop3a [0x1f5, 0x1f5] VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_min3_i16, Exact, [6030, 23012],
        "D.i16 = V_MIN_I16(V_MIN_I16(S0.i16, S1.i16), S2.i16).";
    v_min3_u16: Vop3a [0x1f6, 0x1f6] VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::v_min3_u16, Exact, [6033, 23022],
        "D.u16 = V_MIN_U16(V_MIN_U16(S0.u16, S1.u16), S2.u16).";
    v_max3_f16: Vop3a [0x1f7, 0x1f7] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_max3_f16, Exact, [6036, 23032],
        "D.f16 = V_MAX_F16(V_MAX_F16(S0.f16, S1.f16), S2.f16).";
    v_max3_i16: Vop3a [0x1f8, 0x1f8] VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_max3_i16, Exact, [6039, 23042],
        "D.i16 = V_MAX_I16(V_MAX_I16(S0.i16, S1.i16), S2.i16).";
    v_max3_u16: Vop3a [0x1f9, 0x1f9] VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::v_max3_u16, Exact, [6042, 23052],
        "D.u16 = V_MAX_U16(V_MAX_U16(S0.u16, S1.u16), S2.u16).";
    v_med3_f16: Vop3a [0x1fa, 0x1fa] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_med3_f16, Exact, [6045, 23062],
        "if (isNan(S0.f16) || isNan(S1.f16) || isNan(S2.f16)) D.f16 = V_MIN3_F16(S0.f16, S1.f16, S2.f16); else if (V_MAX3_F16(S0.f16, S1.f16, S2.f16) == S0.f16)...";
    v_med3_i16: Vop3a [0x1fb, 0x1fb] VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_med3_i16, Exact, [6048, 23088],
        "if (V_MAX3_I16(S0.i16, S1.i16, S2.i16) == S0.i16) D.i16 = V_MAX_I16(S1.i16, S2.i16); else if (V_MAX3_I16(S0.i16, S1.i16, S2.i16) == S1.i16) D.i16 =...";
    v_med3_u16: Vop3a [0x1fc, 0x1fc] VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::v_med3_u16, Exact, [6051, 23104],
        "if (V_MAX3_U16(S0.u16, S1.u16, S2.u16) == S0.u16) D.u16 = V_MAX_U16(S1.u16, S2.u16); else if (V_MAX3_U16(S0.u16, S1.u16, S2.u16) == S1.u16) D.u16 =...";
    v_lshl_add_u32: Vop3a [0x1fd, 0x1fd] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_lshl_add_u32, Exact, [6054, 23120],
        "D.u = (S0.u << S1.u[4:0]) + S2.u.";
    v_add_lshl_u32: Vop3a [0x1fe, 0x1fe] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_add_lshl_u32, Exact, [6057, 23136],
        "D.u = (S0.u + S1.u) << S2.u[4:0].";
    v_add3_u32: Vop3a [0x1ff, 0x1ff] VD_U32_VS_U32_VS_U32_VS_U32, 0, valu_int::v_add3_u32, Exact, [6060, 23147],
        "D.u = S0.u + S1.u + S2.u.";
    v_lshl_or_b32: Vop3a [0x200, 0x200] VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_lshl_or_b32, Exact, [6063, 23157],
        "D.u = (S0.u << S1.u[4:0]) | S2.u.";
    v_and_or_b32: Vop3a [0x201, 0x201] VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_and_or_b32, Exact, [6066, 23168],
        "D.u = (S0.u & S1.u) | S2.u.";
    v_or3_b32: Vop3a [0x202, 0x202] VD_B32_VS_B32_VS_B32_VS_B32, 0, valu_int::v_or3_b32, Exact, [6069, 23185],
        "D.u = S0.u | S1.u | S2.u.";
    v_mad_f16: Vop3a [0x203, 0x203] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_mad_f16, Fidelity::Approximate("unfused: the product is rounded to f16 before the add, denormals flushed (the seed gives 1 ULP, not the order)"), [6072, 23207],
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Supports round mode, exception flags, saturation. 1ULP accuracy, denormals are flushed. If op_sel[3] is 0 Result is...";
    v_mad_u16: Vop3a [0x204, 0x204] VD_U16_VS_U16_VS_U16_VS_U16, CLAMP | OPSEL, valu16::v_mad_u16, Exact, [6075, 23227],
        "D.u16 = S0.u16 * S1.u16 + S2.u16. Supports saturation (unsigned 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR...";
    v_mad_i16: Vop3a [0x205, 0x205] VD_I16_VS_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_mad_i16, Exact, [6078, 23248],
        "D.i16 = S0.i16 * S1.i16 + S2.i16. Supports saturation (signed 16-bit integer domain). If op_sel[3] is 0 Result is written to 16 LSBs of destination VGPR and...";
    v_fma_f16: Vop3a [0x206, 0x206] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_fma_f16, Exact, [6081, 23276],
        "D.f16 = S0.f16 * S1.f16 + S2.f16. Fused half precision multiply add. 0.5ULP accuracy, denormals are supported. If op_sel[3] is 0 Result is written to 16...";
    v_div_fixup_f16: Vop3a [0x207, 0x207] VD_F16_VS_F16_VS_F16_VS_F16, CLAMP | OMOD | OPSEL, valu16::v_div_fixup_f16, Exact, [6084, 23297],
        "sign_out = sign(S1.f16)^sign(S2.f16); if (S2.f16 == NAN) D.f16 = Quiet(S2.f16); else if (S1.f16 == NAN) D.f16 = Quiet(S1.f16); else if (S1.f16 == S2.f16 ==...";
    v_lshl_add_u64: Vop3a [NA, 0x208] VD_U64_VS_U64_VS_U32_VS_U64, 0, valu_int::v_lshl_add_u64, Exact, [0, 23352],
        "Given a shift count in the second input, calculate the logical shift left of the first input, then add the third input to the intermediate result, then...";
    v_bitop3_b16: Vop3a [NA, 0x233] VD_B16_VS_B16_VS_B16_VS_B16, OPSEL | BITOP3, valu_int::v_bitop3_b16, valu_int::HALF_DST, [0, 23371],
        "Calculate the generic bitwise operation of three 16-bit vector inputs using a truth table encoded in the instruction and store the result into a vector...";
    v_bitop3_b32: Vop3a [NA, 0x234] VD_B32_VS_B32_VS_B32_VS_B32, BITOP3, valu_int::v_bitop3_b32, Exact, [0, 23432],
        "Calculate the generic bitwise operation of three 32-bit vector inputs using a truth table encoded in the instruction and store the result into a vector...";
    v_cvt_scalef32_pk_fp8_f32: Vop3a [NA, 0x235] VD_F32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::sc_pk8_f32::<E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23494],
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed FP8 float...";
    v_cvt_scalef32_pk_bf8_f32: Vop3a [NA, 0x236] VD_B32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::sc_pk8_f32::<E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23511],
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed BF8 float...";
    v_cvt_scalef32_sr_fp8_f32: Vop3a [NA, 0x237] VD_F32_VS_F32_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F32, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23528],
        "12.11.";
    v_cvt_scalef32_sr_bf8_f32: Vop3a [NA, 0x238] VD_B32_VS_F32_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F32, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23552],
        "Scale a single-precision float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value...";
    v_cvt_scalef32_pk_f32_fp8: Vop3a [NA, 0x239] VD_B64_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0,  23569],
        "Convert from a packed 2-component FP8 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_f32_bf8: Vop3a [NA, 0x23a] VD_B64_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23587],
        "Convert from a packed 2-component BF8 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_f32_fp8: Vop3a [NA, 0x23b] VD_F32_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 1, false, E_F32, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23612],
        "Convert from an FP8 float input to a single-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_f32_bf8: Vop3a [NA, 0x23c] VD_F32_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 1, false, E_F32, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23628],
        "Convert from a BF8 float input to a single-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_pk_fp4_f32: Vop3a [NA, 0x23d] VD_F32_VS_F32_VS_F32_VS_F32, OPSEL, valu16::v_cvt_scalef32_pk_fp4_f32, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23644],
        "Scale two single-precision float inputs using the exponent provided by the third single-precision float input, then convert the values to a packed FP4 float...";
    v_cvt_scalef32_sr_pk_fp4_f32: Vop3a [NA, 0x23e] VD_F32_VR_B64_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23670],
        "Scale a packed 2-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_f32_fp4: Vop3a [NA, 0x23f] VD_B64_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_F32, 2>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23690],
        "Convert from a packed 2-component FP4 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_fp8_f16: Vop3a [NA, 0x240] VD_F16_VS_PKF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_F16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23709],
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_bf8_f16: Vop3a [NA, 0x241] VD_B32_VS_PKF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_F16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23735],
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_fp8_f16: Vop3a [NA, 0x242] VD_F16_VS_F16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23752],
        "Scale a half-precision float input using the exponent provided by the third single-precision float input, then convert the values to an FP8 float value with...";
    v_cvt_scalef32_sr_bf8_f16: Vop3a [NA, 0x243] VD_B32_VS_F16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_F16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23769],
        "Scale a half-precision float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value with...";
    v_cvt_scalef32_pk_fp8_bf16: Vop3a [NA, 0x244] VD_BF16_VS_PKBF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_BF16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23791],
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed FP8...";
    v_cvt_scalef32_pk_bf8_bf16: Vop3a [NA, 0x245] VD_B32_VS_PKBF16_VS_F32, OPSEL, valu16::sc_pk_from16::<E_BF16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23808],
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed BF8...";
    v_cvt_scalef32_sr_fp8_bf16: Vop3a [NA, 0x246] VD_BF16_VS_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_BF16, E_FP8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23825],
        "Scale a BF16 float input using the exponent provided by the third single-precision float input, then convert the values to an FP8 float value with...";
    v_cvt_scalef32_sr_bf8_bf16: Vop3a [NA, 0x247] VD_B32_VS_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr8::<E_BF16, E_BF8>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23841],
        "Scale a BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a BF8 float value with stochastic...";
    v_cvt_scalef32_pk_f16_fp8: Vop3a [NA, 0x248] VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23864],
        "Convert from a packed 2-component FP8 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_f16_bf8: Vop3a [NA, 0x249] VD_F16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23882],
        "Convert from a packed 2-component BF8 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_f16_fp8: Vop3a [NA, 0x24a] VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 1, false, E_F16, 0>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23900],
        "Convert from an FP8 float input to a half-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_f16_bf8: Vop3a [NA, 0x24b] VD_F16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 1, false, E_F16, 0>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23926],
        "Convert from a BF8 float input to a half-precision float value, then scale the value using the exponent provided by the second single-precision float input.";
    v_cvt_scalef32_pk_fp4_f16: Vop3a [NA, 0x24c] VD_F16_VS_PKF16_VS_F32, OPSEL | OPSEL4, valu16::sc_pk_from16::<E_F16, E_FP4>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23943],
        "Scale a packed 2-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk_fp4_bf16: Vop3a [NA, 0x24d] VD_BF16_VS_PKBF16_VS_F32, OPSEL | OPSEL4, valu16::sc_pk_from16::<E_BF16, E_FP4>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 23961],
        "Scale a packed 2-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed FP4...";
    v_cvt_scalef32_sr_pk_fp4_f16: Vop3a [NA, 0x24e] VD_F16_VS_PKF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 23984],
        "Scale a packed 2-component half-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_pk_fp4_bf16: Vop3a [NA, 0x24f] VD_BF16_VS_PKBF16_VS_U32_VS_F32, OPSEL, valu16::sc_sr_pk_fp4::<E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24004],
        "Scale a packed 2-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed FP4...";
    v_cvt_scalef32_pk_f16_fp4: Vop3a [NA, 0x250] VD_F16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_F16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24024],
        "Convert from a packed 2-component FP4 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk_bf16_fp4: Vop3a [NA, 0x251] VD_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP4, 2, false, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24052],
        "Convert from a packed 2-component FP4 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_2xpk16_fp6_f32: Vop3a [NA, 0x252] VD_W6_VS_W16_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_FP6, true, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24070],
        "Scale packed 16-component single-precision float vectors from two source inputs using the exponent provided by the third single-precision float input, then...";
    v_cvt_scalef32_2xpk16_bf6_f32: Vop3a [NA, 0x253] VD_W6_VS_W16_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_BF6, true, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24091],
        "Scale packed 16-component single-precision float vectors from two source inputs using the exponent provided by the third single-precision float input, then...";
    v_cvt_scalef32_sr_pk32_fp6_f32: Vop3a [NA, 0x254] VD_W6_VS_W32_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24121],
        "Scale a packed 32-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to...";
    v_cvt_scalef32_sr_pk32_bf6_f32: Vop3a [NA, 0x255] VD_W6_VS_W32_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F32, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24143],
        "Scale a packed 32-component single-precision float input using the exponent provided by the third single- precision float input, then convert the values to...";
    v_cvt_scalef32_pk32_f32_fp6: Vop3a [NA, 0x256] VD_W32_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24165],
        "Convert from a packed 32-component FP6 float input to a packed single-precision float value, then scale the";
    v_cvt_scalef32_pk32_f32_bf6: Vop3a [NA, 0x257] VD_W32_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_F32>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24192],
        "Convert from a packed 32-component BF6 float input to a packed single-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_fp6_f16: Vop3a [NA, 0x258] VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_FP6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24211],
        "Scale a packed 32-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk32_fp6_bf16: Vop3a [NA, 0x259] VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_FP6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24230],
        "12.11.";
    v_cvt_scalef32_pk32_bf6_f16: Vop3a [NA, 0x25a] VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_BF6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24256],
        "Scale a packed 32-component half-precision float input using the exponent provided by the second single- precision float input, then convert the values to a...";
    v_cvt_scalef32_pk32_bf6_bf16: Vop3a [NA, 0x25b] VD_W6_VS_W16_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_BF6, false, false>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24275],
        "Scale a packed 32-component BF16 float input using the exponent provided by the second single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_sr_pk32_fp6_f16: Vop3a [NA, 0x25c] VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24293],
        "Scale a packed 32-component half-precision float input using the exponent provided by the third single-";
    v_cvt_scalef32_sr_pk32_fp6_bf16: Vop3a [NA, 0x25d] VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_FP6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24323],
        "Scale a packed 32-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_sr_pk32_bf6_f16: Vop3a [NA, 0x25e] VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_F16, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24345],
        "Scale a packed 32-component half-precision float input using the exponent provided by the third single- precision float input, then convert the values to a...";
    v_cvt_scalef32_sr_pk32_bf6_bf16: Vop3a [NA, 0x25f] VD_W6_VS_W16_VS_U32_VS_F32, NO_SRC_MODS, valu16::sc_to6::<E_BF16, E_BF6, false, true>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined; stochastic rounding adds a 32-bit random fraction, then truncates"), [0, 24376],
        "Scale a packed 32-component BF16 float input using the exponent provided by the third single-precision float input, then convert the values to a packed...";
    v_cvt_scalef32_pk32_f16_fp6: Vop3a [NA, 0x260] VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24398],
        "Convert from a packed 32-component FP6 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_bf16_fp6: Vop3a [NA, 0x261] VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_FP6, E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24417],
        "Convert from a packed 32-component FP6 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_pk32_f16_bf6: Vop3a [NA, 0x262] VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_F16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24444],
        "Convert from a packed 32-component BF6 float input to a packed half-precision float value, then scale the packed values using the exponent provided by the...";
    v_cvt_scalef32_pk32_bf16_bf6: Vop3a [NA, 0x263] VD_W16_VS_W6_VS_F32, NO_SRC_MODS, valu16::sc_from6::<E_BF6, E_BF16>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24463],
        "Convert from a packed 32-component BF6 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_ashr_pk_i8_i32: Vop3a [NA, 0x265] VD_I32_VS_I32_VS_I32_VS_I32, OPSEL, valu_int::v_ashr_pk_i8_i32, valu_int::HALF_DST, [0, 24481],
        "Given two signed 32-bit integers and a shift count, calculate the arithmetic shift right (preserving sign bit) of the two integers, saturate the two results...";
    v_ashr_pk_u8_i32: Vop3a [NA, 0x266] VD_U32_VS_I32_VS_I32_VS_I32, OPSEL, valu_int::v_ashr_pk_u8_i32, valu_int::HALF_DST, [0, 24513],
        "Given two signed 32-bit integers and a shift count, calculate the arithmetic shift right (preserving sign bit) of the two integers, saturate the two results...";
    v_cvt_pk_f16_f32: Vop3a [NA, 0x267] VD_F16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pk_f16_f32, Exact, [0, 24536],
        "Convert from two single-precision float inputs to a packed half-precision value and store the result into a vector register.";
    v_cvt_pk_bf16_f32: Vop3a [NA, 0x268] VD_BF16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pk_bf16_f32, Exact, [0, 24552],
        "Convert from two single-precision float inputs to a packed BF16 value and store the result into a vector register.";
    v_cvt_scalef32_pk_bf16_fp8: Vop3a [NA, 0x269] VD_BF16_VS_U32_VS_F32, OPSEL, valu16::sc_from::<E_FP8, 2, true, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24575],
        "Convert from a packed 2-component FP8 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_cvt_scalef32_pk_bf16_bf8: Vop3a [NA, 0x26a] VD_BF16_VS_B32_VS_F32, OPSEL, valu16::sc_from::<E_BF8, 2, true, E_BF16, 1>, Fidelity::Approximate("E8M0 scale multiplies on decode and divides on encode (MX convention); the seed leaves *_scale undefined"), [0, 24592],
        "Convert from a packed 2-component BF8 float input to a packed BF16 float value, then scale the packed values using the exponent provided by the second...";
    v_add_f64: Vop3a [0x280, 0x280] VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_add_f64, Exact, [6099, 24609],
        "D.d = S0.d + S1.d. 0.5ULP precision, denormals are supported.";
    v_mul_f64: Vop3a [0x281, 0x281] VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_mul_f64, Exact, [6102, 24631],
        "D.d = S0.d * S1.d. 0.5ULP precision, denormals are supported.";
    v_min_f64: Vop3a [0x282, 0x282] VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_min_f64, Exact, [6105, 24647],
        "if (IEEE_MODE && S0.d == sNaN) D.d = Quiet(S0.d); else if (IEEE_MODE && S1.d == sNaN) D.d = Quiet(S1.d); else if (S0.d == NaN) D.d = S1.d; else if (S1.d ==...";
    v_max_f64: Vop3a [0x283, 0x283] VD_F64_VS_F64_VS_F64, CLAMP | OMOD, valu::v_max_f64, Exact, [6108, 24672],
        "if (IEEE_MODE && S0.d == sNaN) D.d = Quiet(S0.d); else if (IEEE_MODE && S1.d == sNaN) D.d = Quiet(S1.d); else if (S0.d == NaN) D.d = S1.d; else if (S1.d ==...";
    v_ldexp_f64: Vop3a [0x284, 0x284] VD_F64_VS_F64_VS_U32, CLAMP | OMOD, valu::v_ldexp_f64, Exact, [6111, 24707],
        "D.d = S0.d * (2 ** S1.i).";
    v_mul_lo_u32: Vop3a [0x285, 0x285] VD_U32_VS_U32_VS_U32, 0, valu_int::v_mul_lo_u32, Exact, [6114, 24724],
        "D.u = S0.u * S1.u.";
    v_mul_hi_u32: Vop3a [0x286, 0x286] VD_U32_VS_U32_VS_U32, 0, valu_int::v_mul_hi_u32, Exact, [6117, 24741],
        "D.u = (S0.u * S1.u) >> 32.";
    v_mul_hi_i32: Vop3a [0x287, 0x287] VD_I32_VS_I32_VS_I32, 0, valu_int::v_mul_hi_i32, Exact, [6120, 24763],
        "D.i = (S0.i * S1.i) >> 32.";
    v_ldexp_f32: Vop3a [0x288, 0x288] VD_F32_VS_F32_VS_U32, CLAMP | OMOD, valu::v_ldexp_f32, Exact, [6123, 24780],
        "D.f = S0.f * (2 ** S1.i).";
    v_readlane_b32: Vop3a [0x289, 0x289] SD_B32_VR_B32_SS_B32, 0, lane::v_readlane_b32, Exact, [6126, 24797],
        "Copy one VGPR value to one SGPR. D = SGPR-dest, S0 = Source Data (VGPR# or M0(lds-direct)), S1 = Lane Select (SGPR or M0). Ignores exec mask. Input and...";
    v_writelane_b32: Vop3a [0x28a, 0x28a] VD_B32_SS_B32_SS_B32, 0, lane::v_writelane_b32, Exact, [6129, 24817],
        "Write value into one VGPR in one lane. D = VGPR-dest, S0 = Source Data (sgpr, m0, exec or constants), S1 = Lane Select (SGPR or M0). Ignores exec mask....";
    v_bcnt_u32_b32: Vop3a [0x28b, 0x28b] VD_U32_VS_B32_VS_B32, 0, valu_int::v_bcnt_u32_b32, Exact, [6132, 24846],
        "D.u = 0; for i in 0 … 31 do D.u += (S0.u[i] == 1 ? 1 : 0); endfor. Bit count.";
    v_mbcnt_lo_u32_b32: Vop3a [0x28c, 0x28c] VD_U32_VS_B32_VS_B32, 0, valu_int::mbcnt::<false>, Exact, [6135, 24861],
        "ThreadMask = (1LL << ThreadPosition) - 1; MaskedValue = (S0.u & ThreadMask[31:0]); D.u = S1.u; for i in 0 … 31 do D.u += (MaskedValue[i] == 1 ? 1 : 0);...";
    v_mbcnt_hi_u32_b32: Vop3a [0x28d, 0x28d] VD_U32_VS_B32_VS_B32, 0, valu_int::mbcnt::<true>, Exact, [6138, 24888],
        "ThreadMask = (1LL << ThreadPosition) - 1; MaskedValue = (S0.u & ThreadMask[63:32]); D.u = S1.u; for i in 0 … 31 do D.u += (MaskedValue[i] == 1 ? 1 : 0);...";
    v_lshlrev_b64: Vop3a [0x28f, 0x28f] VD_B64_VS_U32_VS_U64, 0, valu_int::v_lshlrev_b64, Exact, [6141, 24942],
        "D.u64 = S1.u64 << S0.u[5:0].";
    v_lshrrev_b64: Vop3a [0x290, 0x290] VD_B64_VS_U32_VS_U64, 0, valu_int::v_lshrrev_b64, Exact, [6144, 24953],
        "D.u64 = S1.u64 >> S0.u[5:0].";
    v_ashrrev_i64: Vop3a [0x291, 0x291] VD_I64_VS_I32_VS_I64, 0, valu_int::v_ashrrev_i64, Exact, [6147, 24972],
        "D.u64 = signext(S1.u64) >> S0.u[5:0].";
    v_trig_preop_f64: Vop3a [0x292, 0x292] VD_F64_VS_F64_VS_U32, CLAMP | OMOD, valu::v_trig_preop_f64, Exact, [6150, 24983],
        "shift = S1.u * 53; if exponent(S0.d) > 1077 then shift += exponent(S0.d) - 1077; endif result = (double) ((2/PI[1200:0] << shift) & 0x1fffff_ffffffff);...";
    v_bfm_b32: Vop3a [0x293, 0x293] VD_B32_VS_B32_VS_B32, 0, valu_int::v_bfm_b32, Exact, [6153, 25021],
        "D.u = ((1<<S0.u[4:0])-1) << S1.u[4:0]. Bitfield modify. S0 is the bitfield width and S1 is the bitfield offset.";
    v_cvt_pknorm_i16_f32: Vop3a [0x294, 0x294] VD_I16_VS_F32_VS_F32, CLAMP, valu16::v_cvt_pknorm_i16_f32, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [6156, 25039],
        "D = {(snorm)S1.f, (snorm)S0.f}.";
    v_cvt_pknorm_u16_f32: Vop3a [0x295, 0x295] VD_U16_VS_F32_VS_F32, CLAMP, valu16::v_cvt_pknorm_u16_f32, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [6159, 25053],
        "D = {(unorm)S1.f, (unorm)S0.f}.";
    v_cvt_pkrtz_f16_f32: Vop3a [0x296, 0x296] VD_F16_VS_F32_VS_F32, CLAMP | OMOD, valu16::v_cvt_pkrtz_f16_f32, Exact, [6162, 25067],
        "D = {flt32_to_flt16(S1.f),flt32_to_flt16(S0.f)}. // Round-toward-zero regardless of current round mode setting in hardware. This opcode is intended for use...";
    v_cvt_pk_u16_u32: Vop3a [0x297, 0x297] VD_U16_VS_U32_VS_U32, 0, valu_int::v_cvt_pk_u16_u32, Exact, [6165, 25097],
        "D = {uint32_to_uint16(S1.u), uint32_to_uint16(S0.u)}.";
    v_cvt_pk_i16_i32: Vop3a [0x298, 0x298] VD_I16_VS_I32_VS_I32, 0, valu_int::v_cvt_pk_i16_i32, Exact, [6168, 25111],
        "D = {int32_to_int16(S1.i), int32_to_int16(S0.i)}.";
    v_cvt_pknorm_i16_f16: Vop3a [0x299, 0x299] VD_I16_VS_F16_VS_F16, CLAMP | OPSEL, valu16::pknorm_f16::<true>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [6171, 25125],
        "D = {(snorm)S1.f16, (snorm)S0.f16}.";
    v_cvt_pknorm_u16_f16: Vop3a [0x29a, 0x29a] VD_U16_VS_F16_VS_F16, CLAMP | OPSEL, valu16::pknorm_f16::<false>, Fidelity::Approximate("round(x * 32767) / round(x * 65535), ties to even: the seed names snorm/unorm without a formula"), [6174, 25139],
        "D = {(unorm)S1.f16, (unorm)S0.f16}.";
    v_add_i32: Vop3a [0x29c, 0x29c] VD_I32_VS_I32_VS_I32, CLAMP, valu_int::v_add_i32, Exact, [6177, 25158],
        "D.i = S0.i + S1.i. Supports saturation (signed 32-bit integer domain).";
    v_sub_i32: Vop3a [0x29d, 0x29d] VD_I32_VS_I32_VS_I32, CLAMP, valu_int::v_sub_i32, Exact, [6180, 25174],
        "D.i = S0.i - S1.i. Supports saturation (signed 32-bit integer domain).";
    v_add_i16: Vop3a [0x29e, 0x29e] VD_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_add_i16, Exact, [6183, 25191],
        "D.i16 = S0.i16 + S1.i16. Supports saturation (signed 16-bit integer domain).";
    v_sub_i16: Vop3a [0x29f, 0x29f] VD_I16_VS_I16_VS_I16, CLAMP | OPSEL, valu16::v_sub_i16, Exact, [6186, 25207],
        "D.i16 = S0.i16 - S1.i16. Supports saturation (signed 16-bit integer domain).";
    v_pack_b32_f16: Vop3a [0x2a0, 0x2a0] VD_B32_VS_F16_VS_F16, CLAMP | OPSEL, valu16::v_pack_b32_f16, Exact, [6189, 25229],
        "D[31:16].f16 = S1.f16; D[15:0].f16 = S0.f16.";
    // gfx950 moved v_mul_legacy_f32 to a VOP3-only opcode (seed 001 line 25240).
    v_mul_legacy_f32_vop3 = "v_mul_legacy_f32": Vop3a [NA, 0x2a1] VD_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_mul_legacy_f32,
        Exact, [0, 25240], "D.f = S0.f * S1.f. // DX9 rules, 0.0*x = 0.0";
    v_cvt_pk_fp8_f32: Vop3a [NA, 0x2a2] VD_F32_VS_F32_VS_F32, OPSEL, valu16::cvt_pk_8_f32::<false>, Exact, [0, 25256],
        "Convert from two single-precision float inputs to a packed FP8 float value with round to nearest even semantics and store the result into 16 bits of a...";
    v_cvt_pk_bf8_f32: Vop3a [NA, 0x2a3] VD_B32_VS_F32_VS_F32, OPSEL, valu16::cvt_pk_8_f32::<true>, Exact, [0, 25282],
        "Convert from two single-precision float inputs to a packed BF8 float value with round to nearest even";
    v_cvt_sr_fp8_f32: Vop3a [NA, 0x2a4] VD_F32_VS_F32_VS_U32, OPSEL | OPSEL4, valu16::cvt_sr_8::<false>, Exact, [0, 25316],
        "Convert from a single-precision float input to an FP8 value with stochastic rounding using seed data from the second input.";
    v_cvt_sr_bf8_f32: Vop3a [NA, 0x2a5] VD_B32_VS_F32_VS_U32, OPSEL | OPSEL4, valu16::cvt_sr_8::<true>, Exact, [0, 25351],
        "12.11.";
    v_cvt_sr_f16_f32: Vop3a [NA, 0x2a6] VD_F16_VS_F32_VS_U32, OPSEL, valu16::cvt_sr_16::<false>, Fidelity::Approximate("stochastic rounding as add-random-fraction-then-truncate: the seed does not define f32_to_f16_sr"), [0, 25394],
        "Convert from a single-precision float input to a half-precision value with stochastic rounding using seed data from the second input.";
    v_cvt_sr_bf16_f32: Vop3a [NA, 0x2a7] VD_BF16_VS_F32_VS_U32, OPSEL, valu16::cvt_sr_16::<true>, Fidelity::Approximate("stochastic rounding as add-random-fraction-then-truncate: the seed does not define f32_to_f16_sr"), [0, 25420],
        "12.11.";
    v_minimum3_f32: Vop3a [NA, 0x2a8] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_minimum3_f32, Exact, [0, 25453],
        "Select the IEEE minimum() of three single-precision float inputs and store the result into a vector register.";
    v_maximum3_f32: Vop3a [NA, 0x2a9] VD_F32_VS_F32_VS_F32_VS_F32, CLAMP | OMOD, valu::v_maximum3_f32, Exact, [0, 25471],
        "Select the IEEE maximum() of three single-precision float inputs and store the result into a vector register.";
    // SMEM (seed 000 lines 4317-4573, seed 001 lines 8590 on; opcodes and syntax from llvm-mc 22).
    s_load_dword: Smem [0x0, 0x0] SMEM_LD_B32_SB_B64_OS, SMEM_GLC, smem::load, Exact, [4323, 8596],
        "Load 1 dword from the scalar data cache.";
    s_load_dwordx2: Smem [0x1, 0x1] SMEM_LD_B64_SB_B64_OS, SMEM_GLC, smem::load, Exact, [4326, 8615],
        "Load 2 dwords from the scalar data cache.";
    s_load_dwordx4: Smem [0x2, 0x2] SMEM_LD_W4_SB_B64_OS, SMEM_GLC, smem::load, Exact, [4329, 8643],
        "Load 4 dwords from the scalar data cache.";
    s_load_dwordx8: Smem [0x3, 0x3] SMEM_LD_W8_SB_B64_OS, SMEM_GLC, smem::load, Exact, [4332, 8665],
        "Load 8 dwords from the scalar data cache.";
    s_load_dwordx16: Smem [0x4, 0x4] SMEM_LD_W16_SB_B64_OS, SMEM_GLC, smem::load, Exact, [4335, 8691],
        "Load 16 dwords from the scalar data cache.";
    s_scratch_load_dword: Smem [0x5, 0x5] SMEM_LD_B32_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact, [4338, 8734],
        "Load 1 dword from the scalar data cache.";
    s_scratch_load_dwordx2: Smem [0x6, 0x6] SMEM_LD_B64_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact, [4341, 8754],
        "Load 2 dwords from the scalar data cache.";
    s_scratch_load_dwordx4: Smem [0x7, 0x7] SMEM_LD_W4_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::load, Exact, [4344, 8782],
        "Load 4 dwords from the scalar data cache.";
    s_buffer_load_dword: Smem [0x8, 0x8] SMEM_LD_B32_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER, [4347, 8805],
        "Load 1 dword from the scalar data cache.";
    s_buffer_load_dwordx2: Smem [0x9, 0x9] SMEM_LD_B64_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER, [4350, 8824],
        "Load 2 dwords from the scalar data cache.";
    s_buffer_load_dwordx4: Smem [0xa, 0xa] SMEM_LD_W4_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER, [4353, 8851],
        "Load 4 dwords from the scalar data cache.";
    s_buffer_load_dwordx8: Smem [0xb, 0xb] SMEM_LD_W8_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER, [4356, 8873],
        "Load 8 dwords from the scalar data cache.";
    s_buffer_load_dwordx16: Smem [0xc, 0xc] SMEM_LD_W16_SB_W4_OU, SMEM_GLC, smem::load, smem::BUFFER, [4359, 8899],
        "Load 16 dwords from the scalar data cache.";
    s_store_dword: Smem [0x10, 0x10] SMEM_ST_B32_SB_B64_OS, SMEM_GLC, smem::store, Exact, [4362, 8942],
        "Store 1 dword through the scalar data cache.";
    s_store_dwordx2: Smem [0x11, 0x11] SMEM_ST_B64_SB_B64_OS, SMEM_GLC, smem::store, Exact, [4365, 8961],
        "Store 2 dwords through the scalar data cache.";
    s_store_dwordx4: Smem [0x12, 0x12] SMEM_ST_W4_SB_B64_OS, SMEM_GLC, smem::store, Exact, [4368, 8986],
        "Store 4 dwords through the scalar data cache.";
    s_scratch_store_dword: Smem [0x15, 0x15] SMEM_ST_B32_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact, [4371, 9008],
        "Store 1 dword through the scalar data cache.";
    s_scratch_store_dwordx2: Smem [0x16, 0x16] SMEM_ST_B64_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact, [4374, 9028],
        "Store 2 dwords through the scalar data cache.";
    s_scratch_store_dwordx4: Smem [0x17, 0x17] SMEM_ST_W4_SB_B64_OS, SMEM_GLC | SMEM_SCRATCH, smem::store, Exact, [4377, 9057],
        "Store 4 dwords through the scalar data cache.";
    s_buffer_store_dword: Smem [0x18, 0x18] SMEM_ST_B32_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER, [4380, 9080],
        "Store 1 dword through the scalar data cache.";
    s_buffer_store_dwordx2: Smem [0x19, 0x19] SMEM_ST_B64_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER, [4383, 9099],
        "Store 2 dwords through the scalar data cache.";
    s_buffer_store_dwordx4: Smem [0x1a, 0x1a] SMEM_ST_W4_SB_W4_OU, SMEM_GLC, smem::store, smem::BUFFER, [4386, 9126],
        "Store 4 dwords through the scalar data cache.";
    s_dcache_inv: Smem [0x20, 0x20] NO_OPERANDS, 0, smem::cache, Exact, [4389, 9148],
        "Invalidate the scalar data cache.";
    s_dcache_wb: Smem [0x21, 0x21] NO_OPERANDS, 0, smem::cache, Exact, [4392, 9155],
        "Write back dirty scalar data cache lines.";
    s_dcache_inv_vol: Smem [0x22, 0x22] NO_OPERANDS, 0, smem::cache, Exact, [4395, 9162],
        "Invalidate the scalar data cache.";
    s_dcache_wb_vol: Smem [0x23, 0x23] NO_OPERANDS, 0, smem::cache, Exact, [4398, 9169],
        "Write back dirty scalar data cache lines.";
    s_memtime: Smem [0x24, 0x24] SMEM_SD_B64, 0, smem::memtime, smem::MEMTIME, [4401, 9176],
        "Read the 64-bit clock counter.";
    s_memrealtime: Smem [0x25, 0x25] SMEM_SD_B64, 0, smem::memtime, smem::MEMTIME, [4404, 9188],
        "Read the 64-bit constant-frequency real-time counter.";
    s_atc_probe: Smem [0x26, 0x26] SMEM_I7_SB_B64_OS, 0, smem::cache, Exact, [4407, 0],
        "Probe the address translation cache.";
    s_atc_probe_buffer: Smem [0x27, 0x27] SMEM_I7_SB_W4_OU, 0, smem::cache, Exact, [4410, 0],
        "Probe the address translation cache.";
    s_dcache_discard: Smem [0x28, 0x28] SMEM_SB_B64_OS, 0, smem::cache, Exact, [4413, 9195],
        "Discard scalar cache lines without writing back.";
    s_dcache_discard_x2: Smem [0x29, 0x29] SMEM_SB_B64_OS, 0, smem::cache, Exact, [4416, 9209],
        "Discard scalar cache lines without writing back.";
    s_buffer_atomic_swap: Smem [0x40, 0x40] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::swap, smem::BUFFER, [4419, 9223],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_cmpswap: Smem [0x41, 0x41] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::cmpswap, smem::BUFFER, [4422, 9236],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_add: Smem [0x42, 0x42] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::add, smem::BUFFER, [4425, 9261],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_sub: Smem [0x43, 0x43] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::sub, smem::BUFFER, [4428, 9274],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smin: Smem [0x44, 0x44] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::smin, smem::BUFFER, [4431, 9288],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umin: Smem [0x45, 0x45] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::umin, smem::BUFFER, [4434, 9303],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smax: Smem [0x46, 0x46] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::smax, smem::BUFFER, [4437, 9327],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umax: Smem [0x47, 0x47] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::umax, smem::BUFFER, [4440, 9342],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_and: Smem [0x48, 0x48] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::and, smem::BUFFER, [4443, 9357],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_or: Smem [0x49, 0x49] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::or, smem::BUFFER, [4446, 9371],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_xor: Smem [0x4a, 0x4a] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::xor, smem::BUFFER, [4449, 9392],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_inc: Smem [0x4b, 0x4b] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::inc, smem::BUFFER, [4452, 9406],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_dec: Smem [0x4c, 0x4c] SMEM_AT_B32_SB_W4_OU, SMEM_GLC, smem::dec, smem::BUFFER, [4455, 9421],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_swap_x2: Smem [0x60, 0x60] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::swap, smem::BUFFER, [4458, 9436],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_cmpswap_x2: Smem [0x61, 0x61] SMEM_AT_W4_SB_W4_OU, SMEM_GLC, smem::cmpswap, smem::BUFFER, [4461, 9456],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_add_x2: Smem [0x62, 0x62] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::add, smem::BUFFER, [4464, 9472],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_sub_x2: Smem [0x63, 0x63] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::sub, smem::BUFFER, [4467, 9485],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smin_x2: Smem [0x64, 0x64] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::smin, smem::BUFFER, [4470, 9499],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umin_x2: Smem [0x65, 0x65] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::umin, smem::BUFFER, [4473, 9521],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_smax_x2: Smem [0x66, 0x66] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::smax, smem::BUFFER, [4476, 9536],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_umax_x2: Smem [0x67, 0x67] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::umax, smem::BUFFER, [4479, 9551],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_and_x2: Smem [0x68, 0x68] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::and, smem::BUFFER, [4482, 9566],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_or_x2: Smem [0x69, 0x69] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::or, smem::BUFFER, [4485, 9587],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_xor_x2: Smem [0x6a, 0x6a] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::xor, smem::BUFFER, [4488, 9601],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_inc_x2: Smem [0x6b, 0x6b] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::inc, smem::BUFFER, [4491, 9615],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_buffer_atomic_dec_x2: Smem [0x6c, 0x6c] SMEM_AT_B64_SB_W4_OU, SMEM_GLC, smem::dec, smem::BUFFER, [4494, 9630],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_swap: Smem [0x80, 0x80] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::swap, Exact, [4497, 9652],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_cmpswap: Smem [0x81, 0x81] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::cmpswap, Exact, [4500, 9665],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_add: Smem [0x82, 0x82] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::add, Exact, [4503, 9681],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_sub: Smem [0x83, 0x83] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::sub, Exact, [4506, 9694],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smin: Smem [0x84, 0x84] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::smin, Exact, [4509, 9715],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umin: Smem [0x85, 0x85] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::umin, Exact, [4512, 9730],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smax: Smem [0x86, 0x86] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::smax, Exact, [4515, 9745],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umax: Smem [0x87, 0x87] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::umax, Exact, [4518, 9765],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_and: Smem [0x88, 0x88] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::and, Exact, [4521, 9780],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_or: Smem [0x89, 0x89] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::or, Exact, [4524, 9794],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_xor: Smem [0x8a, 0x8a] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::xor, Exact, [4527, 9808],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_inc: Smem [0x8b, 0x8b] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::inc, Exact, [4530, 9827],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_dec: Smem [0x8c, 0x8c] SMEM_AT_B32_SB_B64_OS, SMEM_GLC, smem::dec, Exact, [4533, 9842],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_swap_x2: Smem [0xa0, 0xa0] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::swap, Exact, [4536, 9857],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_cmpswap_x2: Smem [0xa1, 0xa1] SMEM_AT_W4_SB_B64_OS, SMEM_GLC, smem::cmpswap, Exact, [4539, 9870],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_add_x2: Smem [0xa2, 0xa2] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::add, Exact, [4542, 9892],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_sub_x2: Smem [0xa3, 0xa3] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::sub, Exact, [4545, 9905],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smin_x2: Smem [0xa4, 0xa4] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::smin, Exact, [4548, 9919],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umin_x2: Smem [0xa5, 0xa5] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::umin, Exact, [4551, 9934],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_smax_x2: Smem [0xa6, 0xa6] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::smax, Exact, [4554, 9955],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_umax_x2: Smem [0xa7, 0xa7] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::umax, Exact, [4557, 9970],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_and_x2: Smem [0xa8, 0xa8] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::and, Exact, [4560, 9985],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_or_x2: Smem [0xa9, 0xa9] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::or, Exact, [4563, 9999],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_xor_x2: Smem [0xaa, 0xaa] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::xor, Exact, [4566, 10022],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_inc_x2: Smem [0xab, 0xab] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::inc, Exact, [4569, 10036],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    s_atomic_dec_x2: Smem [0xac, 0xac] SMEM_AT_B64_SB_B64_OS, SMEM_GLC, smem::dec, Exact, [4572, 10051],
        "Scalar memory atomic; returns the pre-op value when glc is set.";
    // DS (seed 000 lines 6191-6678, seed 001 lines 28380 on; opcodes and syntax from llvm-mc 22).
    ds_add_u32: Ds [0x0, 0x0] DS_A_X1_O, 0, ds::ds_add_u32, Exact, [6209, 28436],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    ds_sub_u32: Ds [0x1, 0x1] DS_A_X1_O, 0, ds::ds_sub_u32, Exact, [6212, 28449],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    ds_rsub_u32: Ds [0x2, 0x2] DS_A_X1_O, 0, ds::ds_rsub_u32, Exact, [6215, 28463],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_u32: Ds [0x3, 0x3] DS_A_X1_O, 0, ds::ds_inc_u32, Exact, [6218, 28484],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    ds_dec_u32: Ds [0x4, 0x4] DS_A_X1_O, 0, ds::ds_dec_u32, Exact, [6221, 28499],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    ds_min_i32: Ds [0x5, 0x5] DS_A_X1_O, 0, ds::ds_min_i32, Exact, [6224, 28514],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_max_i32: Ds [0x6, 0x6] DS_A_X1_O, 0, ds::ds_max_i32, Exact, [6227, 28534],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_min_u32: Ds [0x7, 0x7] DS_A_X1_O, 0, ds::ds_min_u32, Exact, [6230, 28549],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_max_u32: Ds [0x8, 0x8] DS_A_X1_O, 0, ds::ds_max_u32, Exact, [6233, 28564],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_and_b32: Ds [0x9, 0x9] DS_A_X1_O, 0, ds::ds_and_b32, Exact, [6236, 28579],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    ds_or_b32: Ds [0xa, 0xa] DS_A_X1_O, 0, ds::ds_or_b32, Exact, [6239, 28599],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    ds_xor_b32: Ds [0xb, 0xb] DS_A_X1_O, 0, ds::ds_xor_b32, Exact, [6242, 28613],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    ds_mskor_b32: Ds [0xc, 0xc] DS_A_X1_Y1_O, 0, ds::ds_mskor_b32, Exact, [6245, 28627],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_write_b32: Ds [0xd, 0xd] DS_A_X1_O, 0, ds::write_n::<1>, Exact, [6248, 28641],
        "// 32bit MEM[ADDR] = DATA. Write dword.";
    ds_write2_b32: Ds [0xe, 0xe] DS_A_X1_Y1_O2, 0, ds::write2::<4, 1, false>, Exact, [6251, 28652],
        "// 32bit MEM[ADDR_BASE + OFFSET0 * 4] = DATA; MEM[ADDR_BASE + OFFSET1 * 4] = DATA2. Write 2 dwords.";
    ds_write2st64_b32: Ds [0xf, 0xf] DS_A_X1_Y1_O2, 0, ds::write2::<4, 64, false>, Exact, [6254, 28673],
        "// 32bit MEM[ADDR_BASE + OFFSET0 * 4 * 64] = DATA; MEM[ADDR_BASE + OFFSET1 * 4 * 64] = DATA2. Write 2 dwords.";
    ds_cmpst_b32: Ds [0x10, 0x10] DS_A_X1_Y1_O, 0, ds::ds_cmpst_b32, Exact, [6257, 28688],
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_f32: Ds [0x11, 0x11] DS_A_X1_Y1_O, 0, ds::ds_cmpst_f32, Exact, [6260, 28710],
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_f32: Ds [0x12, 0x12] DS_A_X1_O, 0, ds::ds_min_f32, Exact, [6263, 28741],
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_f32: Ds [0x13, 0x13] DS_A_X1_O, 0, ds::ds_max_f32, Exact, [6266, 28762],
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_nop: Ds [0x14, 0x14] NO_OPERANDS, DS_NO_GDS, ds::ds_nop, Exact, [6269, 28783],
        "Do nothing.";
    ds_add_f32: Ds [0x15, 0x15] DS_A_X1_O, 0, ds::ds_add_f32, Exact, [6272, 28795],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp. Floating point add that handles NaN/INF/denormal values.";
    ds_write_addtid_b32: Ds [0x1d, 0x1d] DS_X1_O, 0, ds::ds_write_addtid_b32, Exact, [6275, 28856],
        "// 32bit MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4] = DATA. Write dword.";
    ds_write_b8: Ds [0x1e, 0x1e] DS_A_X1_O, 0, ds::write_sub::<1, 0>, Exact, [6278, 28876],
        "MEM[ADDR] = DATA[7:0]. Byte write.";
    ds_write_b16: Ds [0x1f, 0x1f] DS_A_X1_O, 0, ds::write_sub::<2, 0>, Exact, [6281, 28886],
        "MEM[ADDR] = DATA[15:0]. Short write.";
    ds_add_rtn_u32: Ds [0x20, 0x20] DS_VD1_A_X1_O, 0, ds::ds_add_rtn_u32, Exact, [6284, 28896],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    ds_sub_rtn_u32: Ds [0x21, 0x21] DS_VD1_A_X1_O, 0, ds::ds_sub_rtn_u32, Exact, [6287, 28910],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    ds_rsub_rtn_u32: Ds [0x22, 0x22] DS_VD1_A_X1_O, 0, ds::ds_rsub_rtn_u32, Exact, [6290, 28930],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_rtn_u32: Ds [0x23, 0x23] DS_VD1_A_X1_O, 0, ds::ds_inc_rtn_u32, Exact, [6293, 28944],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    ds_dec_rtn_u32: Ds [0x24, 0x24] DS_VD1_A_X1_O, 0, ds::ds_dec_rtn_u32, Exact, [6296, 28959],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    ds_min_rtn_i32: Ds [0x25, 0x25] DS_VD1_A_X1_O, 0, ds::ds_min_rtn_i32, Exact, [6299, 28975],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_max_rtn_i32: Ds [0x26, 0x26] DS_VD1_A_X1_O, 0, ds::ds_max_rtn_i32, Exact, [6302, 29000],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    ds_min_rtn_u32: Ds [0x27, 0x27] DS_VD1_A_X1_O, 0, ds::ds_min_rtn_u32, Exact, [6305, 29016],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_max_rtn_u32: Ds [0x28, 0x28] DS_VD1_A_X1_O, 0, ds::ds_max_rtn_u32, Exact, [6308, 29032],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    ds_and_rtn_b32: Ds [0x29, 0x29] DS_VD1_A_X1_O, 0, ds::ds_and_rtn_b32, Exact, [6311, 29048],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    ds_or_rtn_b32: Ds [0x2a, 0x2a] DS_VD1_A_X1_O, 0, ds::ds_or_rtn_b32, Exact, [6314, 29069],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    ds_xor_rtn_b32: Ds [0x2b, 0x2b] DS_VD1_A_X1_O, 0, ds::ds_xor_rtn_b32, Exact, [6317, 29083],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    ds_mskor_rtn_b32: Ds [0x2c, 0x2c] DS_VD1_A_X1_Y1_O, 0, ds::ds_mskor_rtn_b32, Exact, [6320, 29097],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_wrxchg_rtn_b32: Ds [0x2d, 0x2d] DS_VD1_A_X1_O, 0, ds::ds_wrxchg_rtn_b32, Exact, [6323, 29111],
        "tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp. Write-exchange operation.";
    ds_wrxchg2_rtn_b32: Ds [0x2e, 0x2e] DS_VD2_A_X1_Y1_O2, 0, ds::write2::<4, 1, true>, Exact, [6326, 29132],
        "Write-exchange 2 separate dwords.";
    ds_wrxchg2st64_rtn_b32: Ds [0x2f, 0x2f] DS_VD2_A_X1_Y1_O2, 0, ds::write2::<4, 64, true>, Exact, [6329, 29150],
        "Write-exchange 2 separate dwords with a stride of 64 dwords.";
    ds_cmpst_rtn_b32: Ds [0x30, 0x30] DS_VD1_A_X1_Y1_O, 0, ds::ds_cmpst_rtn_b32, Exact, [6332, 29169],
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_rtn_f32: Ds [0x31, 0x31] DS_VD1_A_X1_Y1_O, 0, ds::ds_cmpst_rtn_f32, Exact, [6335, 29200],
        "// 32bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_rtn_f32: Ds [0x32, 0x32] DS_VD1_A_X1_O, 0, ds::ds_min_rtn_f32, Exact, [6338, 29222],
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_rtn_f32: Ds [0x33, 0x33] DS_VD1_A_X1_O, 0, ds::ds_max_rtn_f32, Exact, [6341, 29244],
        "// 32bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_wrap_rtn_b32: Ds [0x34, 0x34] DS_VD1_A_X1_Y1_O, 0, ds::ds_wrap_rtn_b32, Exact, [6344, 29274],
        "tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? tmp - DATA : tmp + DATA2; RETURN_DATA = tmp.";
    ds_add_rtn_f32: Ds [0x35, 0x35] DS_VD1_A_X1_O, 0, ds::ds_add_rtn_f32, Exact, [6347, 29295],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp. Floating point add that handles NaN/INF/denormal values.";
    ds_read_b32: Ds [0x36, 0x36] DS_VD1_A_O, 0, ds::read_n::<1>, Exact, [6350, 29315],
        "RETURN_DATA = MEM[ADDR]. Dword read.";
    ds_read2_b32: Ds [0x37, 0x37] DS_VD2_A_O2, 0, ds::read2::<4, 1>, Exact, [6353, 29334],
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 4]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 4]. Read 2 dwords.";
    ds_read2st64_b32: Ds [0x38, 0x38] DS_VD2_A_O2, 0, ds::read2::<4, 64>, Exact, [6356, 29348],
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 4 * 64]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 4 * 64]. Read 2 dwords.";
    ds_read_i8: Ds [0x39, 0x39] DS_VD1_A_O, 0, ds::read_sub::<1, true, FULL>, Exact, [6359, 29363],
        "RETURN_DATA = signext(MEM[ADDR][7:0]). Signed byte read.";
    ds_read_u8: Ds [0x3a, 0x3a] DS_VD1_A_O, 0, ds::read_sub::<1, false, FULL>, Exact, [6362, 29373],
        "RETURN_DATA = {24’h0,MEM[ADDR][7:0]}. Unsigned byte read.";
    ds_read_i16: Ds [0x3b, 0x3b] DS_VD1_A_O, 0, ds::read_sub::<2, true, FULL>, Exact, [6365, 29389],
        "RETURN_DATA = signext(MEM[ADDR][15:0]). Signed short read.";
    ds_read_u16: Ds [0x3c, 0x3c] DS_VD1_A_O, 0, ds::read_sub::<2, false, FULL>, Exact, [6368, 29399],
        "RETURN_DATA = {16’h0,MEM[ADDR][15:0]}. Unsigned short read.";
    ds_swizzle_b32: Ds [0x3d, 0x3d] DS_VD1_A_SW, 0, ds::ds_swizzle_b32, Exact, [6371, 29409],
        "RETURN_DATA = swizzle(vgpr_data, offset1:offset0). Dword swizzle, no data is written to LDS memory.";
    ds_permute_b32: Ds [0x3e, 0x3e] DS_VD1_A_X1_O, DS_NO_GDS, ds::permute::<false>, Exact, [6374, 29572],
        "// VGPR[index][thread_id] is the VGPR RAM // VDST, ADDR and DATA0 are from the microcode DS encoding tmp[0..63] = 0 for i in 0..63 do // If a source thread is disabled, it will not propagate data. ...";
    ds_bpermute_b32: Ds [0x3f, 0x3f] DS_VD1_A_X1_O, DS_NO_GDS, ds::permute::<true>, Exact, [6377, 29638],
        "// VGPR[index][thread_id] is the VGPR RAM // VDST, ADDR and DATA0 are from the microcode DS encoding tmp[0..63] = 0 for i in 0..63 do // ADDR needs to be divided by 4. // High-order bits are ignore...";
    ds_add_u64: Ds [0x40, 0x40] DS_A_X2_O, 0, ds::ds_add_u64, Exact, [6380, 29702],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_sub_u64: Ds [0x41, 0x41] DS_A_X2_O, 0, ds::ds_sub_u64, Exact, [6383, 29724],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_rsub_u64: Ds [0x42, 0x42] DS_A_X2_O, 0, ds::ds_rsub_u64, Exact, [6386, 29738],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_u64: Ds [0x43, 0x43] DS_A_X2_O, 0, ds::ds_inc_u64, Exact, [6389, 29752],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_dec_u64: Ds [0x44, 0x44] DS_A_X2_O, 0, ds::ds_dec_u64, Exact, [6392, 29767],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_min_i64: Ds [0x45, 0x45] DS_A_X2_O, 0, ds::ds_min_i64, Exact, [6395, 29791],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_max_i64: Ds [0x46, 0x46] DS_A_X2_O, 0, ds::ds_max_i64, Exact, [6398, 29806],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_min_u64: Ds [0x47, 0x47] DS_A_X2_O, 0, ds::ds_min_u64, Exact, [6401, 29821],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_max_u64: Ds [0x48, 0x48] DS_A_X2_O, 0, ds::ds_max_u64, Exact, [6404, 29836],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_and_b64: Ds [0x49, 0x49] DS_A_X2_O, 0, ds::ds_and_b64, Exact, [6407, 29859],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_or_b64: Ds [0x4a, 0x4a] DS_A_X2_O, 0, ds::ds_or_b64, Exact, [6410, 29873],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_xor_b64: Ds [0x4b, 0x4b] DS_A_X2_O, 0, ds::ds_xor_b64, Exact, [6413, 29887],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_mskor_b64: Ds [0x4c, 0x4c] DS_A_X2_Y2_O, 0, ds::ds_mskor_b64, Exact, [6416, 29901],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_write_b64: Ds [0x4d, 0x4d] DS_A_X2_O, 0, ds::write_n::<2>, Exact, [6419, 29923],
        "// 64bit MEM[ADDR] = DATA. Write qword.";
    ds_write2_b64: Ds [0x4e, 0x4e] DS_A_X2_Y2_O2, 0, ds::write2::<8, 1, false>, Exact, [6422, 29935],
        "// 64bit MEM[ADDR_BASE + OFFSET0 * 8] = DATA; MEM[ADDR_BASE + OFFSET1 * 8] = DATA2. Write 2 qwords.";
    ds_write2st64_b64: Ds [0x4f, 0x4f] DS_A_X2_Y2_O2, 0, ds::write2::<8, 64, false>, Exact, [6425, 29951],
        "// 64bit MEM[ADDR_BASE + OFFSET0 * 8 * 64] = DATA; MEM[ADDR_BASE + OFFSET1 * 8 * 64] = DATA2. Write 2 qwords.";
    ds_cmpst_b64: Ds [0x50, 0x50] DS_A_X2_Y2_O, 0, ds::ds_cmpst_b64, Exact, [6428, 29973],
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_f64: Ds [0x51, 0x51] DS_A_X2_Y2_O, 0, ds::ds_cmpst_f64, Exact, [6431, 29995],
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_f64: Ds [0x52, 0x52] DS_A_X2_O, 0, ds::ds_min_f64, Exact, [6434, 30017],
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_f64: Ds [0x53, 0x53] DS_A_X2_O, 0, ds::ds_max_f64, Exact, [6437, 30042],
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_write_b8_d16_hi: Ds [0x54, 0x54] DS_A_X1_O, 0, ds::write_sub::<1, 16>, Exact, [6440, 30063],
        "MEM[ADDR] = DATA[23:16]. Byte write in to high word.";
    ds_write_b16_d16_hi: Ds [0x55, 0x55] DS_A_X1_O, 0, ds::write_sub::<2, 16>, Exact, [6443, 30073],
        "MEM[ADDR] = DATA[31:16]. Short write in to high word.";
    ds_read_u8_d16: Ds [0x56, 0x56] DS_VD1_A_O, 0, ds::read_sub::<1, false, D16_LO>, Exact, [6446, 30083],
        "RETURN_DATA[15:0] = {8’h0,MEM[ADDR][7:0]}. Unsigned byte read with masked return to lower word.";
    ds_read_u8_d16_hi: Ds [0x57, 0x57] DS_VD1_A_O, 0, ds::read_sub::<1, false, D16_HI>, Exact, [6449, 30095],
        "RETURN_DATA[31:16] = {8’h0,MEM[ADDR][7:0]}. Unsigned byte read with masked return to upper word.";
    ds_read_i8_d16: Ds [0x58, 0x58] DS_VD1_A_O, 0, ds::read_sub::<1, true, D16_LO>, Exact, [6452, 30115],
        "RETURN_DATA[15:0] = signext(MEM[ADDR][7:0]). Signed byte read with masked return to lower word.";
    ds_read_i8_d16_hi: Ds [0x59, 0x59] DS_VD1_A_O, 0, ds::read_sub::<1, true, D16_HI>, Exact, [6455, 30127],
        "RETURN_DATA[31:16] = signext(MEM[ADDR][7:0]). Signed byte read with masked return to upper word.";
    ds_read_u16_d16: Ds [0x5a, 0x5a] DS_VD1_A_O, 0, ds::read_sub::<2, false, D16_LO>, Exact, [6458, 30139],
        "RETURN_DATA[15:0] = MEM[ADDR][15:0]. Unsigned short read with masked return to lower word.";
    ds_read_u16_d16_hi: Ds [0x5b, 0x5b] DS_VD1_A_O, 0, ds::read_sub::<2, false, D16_HI>, Exact, [6461, 30150],
        "RETURN_DATA[31:0] = MEM[ADDR][15:0]. Unsigned short read with masked return to upper word.";
    ds_add_rtn_u64: Ds [0x60, 0x60] DS_VD2_A_X2_O, 0, ds::ds_add_rtn_u64, Exact, [6464, 30184],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_sub_rtn_u64: Ds [0x61, 0x61] DS_VD2_A_X2_O, 0, ds::ds_sub_rtn_u64, Exact, [6467, 30198],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_rsub_rtn_u64: Ds [0x62, 0x62] DS_VD2_A_X2_O, 0, ds::ds_rsub_rtn_u64, Exact, [6470, 30212],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA - MEM[ADDR]; RETURN_DATA = tmp. Subtraction with reversed operands.";
    ds_inc_rtn_u64: Ds [0x63, 0x63] DS_VD2_A_X2_O, 0, ds::ds_inc_rtn_u64, Exact, [6473, 30232],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_dec_rtn_u64: Ds [0x64, 0x64] DS_VD2_A_X2_O, 0, ds::ds_dec_rtn_u64, Exact, [6476, 30247],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_min_rtn_i64: Ds [0x65, 0x65] DS_VD2_A_X2_O, 0, ds::ds_min_rtn_i64, Exact, [6479, 30263],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_max_rtn_i64: Ds [0x66, 0x66] DS_VD2_A_X2_O, 0, ds::ds_max_rtn_i64, Exact, [6482, 30279],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    ds_min_rtn_u64: Ds [0x67, 0x67] DS_VD2_A_X2_O, 0, ds::ds_min_rtn_u64, Exact, [6485, 30303],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_max_rtn_u64: Ds [0x68, 0x68] DS_VD2_A_X2_O, 0, ds::ds_max_rtn_u64, Exact, [6488, 30319],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    ds_and_rtn_b64: Ds [0x69, 0x69] DS_VD2_A_X2_O, 0, ds::ds_and_rtn_b64, Exact, [6491, 30335],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_or_rtn_b64: Ds [0x6a, 0x6a] DS_VD2_A_X2_O, 0, ds::ds_or_rtn_b64, Exact, [6494, 30349],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_xor_rtn_b64: Ds [0x6b, 0x6b] DS_VD2_A_X2_O, 0, ds::ds_xor_rtn_b64, Exact, [6497, 30371],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    ds_mskor_rtn_b64: Ds [0x6c, 0x6c] DS_VD2_A_X2_Y2_O, 0, ds::ds_mskor_rtn_b64, Exact, [6500, 30385],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (MEM[ADDR] & ~DATA) | DATA2; RETURN_DATA = tmp. Masked dword OR, D0 contains the mask and D1 contains the new value.";
    ds_wrxchg_rtn_b64: Ds [0x6d, 0x6d] DS_VD2_A_X2_O, 0, ds::ds_wrxchg_rtn_b64, Exact, [6503, 30399],
        "tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp. Write-exchange operation.";
    ds_wrxchg2_rtn_b64: Ds [0x6e, 0x6e] DS_VD4_A_X2_Y2_O2, 0, ds::write2::<8, 1, true>, Exact, [6506, 30412],
        "Write-exchange 2 separate qwords.";
    ds_wrxchg2st64_rtn_b64: Ds [0x6f, 0x6f] DS_VD4_A_X2_Y2_O2, 0, ds::write2::<8, 64, true>, Exact, [6509, 30437],
        "Write-exchange 2 qwords with a stride of 64 qwords.";
    ds_cmpst_rtn_b64: Ds [0x70, 0x70] DS_VD2_A_X2_Y2_O, 0, ds::ds_cmpst_rtn_b64, Exact, [6512, 30456],
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Compare and store. Caution, the order of src and cmp are the *opposite* of the BUFFER_...";
    ds_cmpst_rtn_f64: Ds [0x71, 0x71] DS_VD2_A_X2_Y2_O, 0, ds::ds_cmpst_rtn_f64, Exact, [6515, 30478],
        "// 64bit tmp = MEM[ADDR]; src = DATA2; cmp = DATA; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp. Floating point compare and store that handles NaN/INF/denormal values. Caution, the or...";
    ds_min_rtn_f64: Ds [0x72, 0x72] DS_VD2_A_X2_O, 0, ds::ds_min_rtn_f64, Exact, [6518, 30508],
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (cmp < tmp) ? src : tmp. Floating point minimum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_max_rtn_f64: Ds [0x73, 0x73] DS_VD2_A_X2_O, 0, ds::ds_max_rtn_f64, Exact, [6521, 30530],
        "// 64bit tmp = MEM[ADDR]; src = DATA; cmp = DATA2; MEM[ADDR] = (tmp > cmp) ? src : tmp. Floating point maximum that handles NaN/INF/denormal values. Note that this opcode is slightly more general-p...";
    ds_read_b64: Ds [0x76, 0x76] DS_VD2_A_O, 0, ds::read_n::<2>, Exact, [6524, 30557],
        "RETURN_DATA = MEM[ADDR]. Read 1 qword.";
    ds_read2_b64: Ds [0x77, 0x77] DS_VD4_A_O2, 0, ds::read2::<8, 1>, Exact, [6527, 30569],
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 8]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 8]. Read 2 qwords.";
    ds_read2st64_b64: Ds [0x78, 0x78] DS_VD4_A_O2, 0, ds::read2::<8, 64>, Exact, [6530, 30585],
        "RETURN_DATA[0] = MEM[ADDR_BASE + OFFSET0 * 8 * 64]; RETURN_DATA[1] = MEM[ADDR_BASE + OFFSET1 * 8 * 64]. Read 2 qwords.";
    ds_condxchg32_rtn_b64: Ds [0x7e, 0x7e] DS_VD2_A_X2_O, 0, ds::ds_condxchg32_rtn_b64, Exact, [6533, 30627],
        "Conditional write exchange.";
    ds_add_src2_u32: Ds [0x80, NA] DS_A_O, 0, ds::ds_add_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6536, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] + MEM[B].";
    ds_sub_src2_u32: Ds [0x81, NA] DS_A_O, 0, ds::ds_sub_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6539, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] - MEM[B].";
    ds_rsub_src2_u32: Ds [0x82, NA] DS_A_O, 0, ds::ds_rsub_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6542, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] - MEM[A].";
    ds_inc_src2_u32: Ds [0x83, NA] DS_A_O, 0, ds::ds_inc_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6545, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] >= MEM[B] ? 0 : MEM[A] + 1).";
    ds_dec_src2_u32: Ds [0x84, NA] DS_A_O, 0, ds::ds_dec_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6548, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] == 0 || MEM[A] > MEM[B] ? MEM[B] : MEM[A] - 1). Uint decrement.";
    ds_min_src2_i32: Ds [0x85, NA] DS_A_O, 0, ds::ds_min_src2_i32, Fidelity::Approximate(ds::SRC2_OFFSET), [6551, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_i32: Ds [0x86, NA] DS_A_O, 0, ds::ds_max_src2_i32, Fidelity::Approximate(ds::SRC2_OFFSET), [6554, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_min_src2_u32: Ds [0x87, NA] DS_A_O, 0, ds::ds_min_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6557, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_u32: Ds [0x88, NA] DS_A_O, 0, ds::ds_max_src2_u32, Fidelity::Approximate(ds::SRC2_OFFSET), [6560, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_and_src2_b32: Ds [0x89, NA] DS_A_O, 0, ds::ds_and_src2_b32, Fidelity::Approximate(ds::SRC2_OFFSET), [6563, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] & MEM[B].";
    ds_or_src2_b32: Ds [0x8a, NA] DS_A_O, 0, ds::ds_or_src2_b32, Fidelity::Approximate(ds::SRC2_OFFSET), [6566, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] | MEM[B].";
    ds_xor_src2_b32: Ds [0x8b, NA] DS_A_O, 0, ds::ds_xor_src2_b32, Fidelity::Approximate(ds::SRC2_OFFSET), [6569, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] ^ MEM[B].";
    ds_write_src2_b32: Ds [0x8d, NA] DS_A_O, 0, ds::ds_write_src2_b32, Fidelity::Approximate(ds::SRC2_OFFSET), [6572, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B]. Write dword.";
    ds_min_src2_f32: Ds [0x92, NA] DS_A_O, 0, ds::ds_min_src2_f32, Fidelity::Approximate(ds::SRC2_OFFSET), [6575, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] < MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_max_src2_f32: Ds [0x93, NA] DS_A_O, 0, ds::ds_max_src2_f32, Fidelity::Approximate(ds::SRC2_OFFSET), [6578, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] > MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_add_src2_f32: Ds [0x95, NA] DS_A_O, 0, ds::ds_add_src2_f32, Fidelity::Approximate(ds::SRC2_OFFSET), [6581, 0],
        "//32bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] + MEM[A]. Float, handles NaN/INF/denorm.";
    ds_gws_sema_release_all: Ds [0x98, 0x98] DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6584, 0],
        "GDS Only: The GWS resource (rid) indicated will process this opcode by updating the counter and labeling the specified resource as a semaphore. // Determine the GWS resource to work on rid[5:0] = S...";
    ds_gws_init: Ds [0x99, 0x99] DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6587, 0],
        "GDS Only: Initialize a barrier or semaphore resource. // Determine the GWS resource to work on rid[5:0] = SH_SX_EXPCMD.gds_base[5:0] + offset0[5:0]; // Get the value to use in init index = find_fir...";
    ds_gws_sema_v: Ds [0x9a, 0x9a] DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6590, 0],
        "GDS Only: The GWS resource indicated will process this opcode by updating the counter and labeling the resource as a semaphore. //Determine the GWS resource to work on rid[5:0] = SH_SX_EXPCMD.gds_b...";
    ds_gws_sema_br: Ds [0x9b, 0x9b] DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6593, 0],
        "GDS Only: The GWS resource indicated will process this opcode by updating the counter by the bulk release delivered count and labeling the resource as a semaphore. //Determine the GWS resource to w...";
    ds_gws_sema_p: Ds [0x9c, 0x9c] DS_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6596, 0],
        "GDS Only: The GWS resource indicated will process this opcode by queueing it until counter enables a release and then decrementing the counter of the resource as a semaphore. //Determine the GWS re...";
    ds_gws_barrier: Ds [0x9d, 0x9d] DS_GD_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6599, 0],
        "GDS Only: The GWS resource indicated will process this opcode by queueing it until barrier is satisfied. The number of waves needed is passed in as DATA of first valid thread. //Determine the GWS r...";
    ds_read_addtid_b32: Ds [0xb6, 0xb6] DS_VD1_O, 0, ds::ds_read_addtid_b32, Exact, [6602, 30653],
        "RETURN_DATA = MEM[ADDR_BASE + OFFSET + M0.OFFSET + TID*4]. Dword read.";
    ds_consume: Ds [0xbd, 0xbd] DS_VD1_O, 0, ds::append_consume::<false>, Fidelity::Approximate(ds::APPEND_ADDR), [6605, 30719],
        "LDS & GDS. Subtract (count_bits(exec_mask)) from the value stored in DS memory at (M0.base + instr_offset). Return the pre-operation value to VGPRs.";
    ds_append: Ds [0xbe, 0xbe] DS_VD1_O, 0, ds::append_consume::<true>, Fidelity::Approximate(ds::APPEND_ADDR), [6608, 30727],
        "LDS & GDS. Add (count_bits(exec_mask)) to the value stored in DS memory at (M0.base + instr_offset). Return the pre-operation value to VGPRs.";
    ds_ordered_count: Ds [0xbf, NA] DS_VD1_A_O, DS_GDS_ONLY, unsupported, Fidelity::Unsupported(ds::GDS_NOT_MODELLED), [6611, 0],
        "GDS-only. Add (count_bits(exec_mask)) to one of 4 dedicated ordered-count counters (aka ‘packers’). Additional bits of instr.offset field are overloaded to hold packer-id, ‘last’.";
    ds_add_src2_u64: Ds [0xc0, NA] DS_A_O, 0, ds::ds_add_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6614, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] + MEM[B].";
    ds_sub_src2_u64: Ds [0xc1, NA] DS_A_O, 0, ds::ds_sub_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6617, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] - MEM[B].";
    ds_rsub_src2_u64: Ds [0xc2, NA] DS_A_O, 0, ds::ds_rsub_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6620, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B] - MEM[A].";
    ds_inc_src2_u64: Ds [0xc3, NA] DS_A_O, 0, ds::ds_inc_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6623, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] >= MEM[B] ? 0 : MEM[A] + 1).";
    ds_dec_src2_u64: Ds [0xc4, NA] DS_A_O, 0, ds::ds_dec_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6626, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[A] == 0 || MEM[A] > MEM[B] ? MEM[B] : MEM[A] - 1). Uint decrement.";
    ds_min_src2_i64: Ds [0xc5, NA] DS_A_O, 0, ds::ds_min_src2_i64, Fidelity::Approximate(ds::SRC2_OFFSET), [6629, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_i64: Ds [0xc6, NA] DS_A_O, 0, ds::ds_max_src2_i64, Fidelity::Approximate(ds::SRC2_OFFSET), [6632, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_min_src2_u64: Ds [0xc7, NA] DS_A_O, 0, ds::ds_min_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6635, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = min(MEM[A], MEM[B]).";
    ds_max_src2_u64: Ds [0xc8, NA] DS_A_O, 0, ds::ds_max_src2_u64, Fidelity::Approximate(ds::SRC2_OFFSET), [6638, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = max(MEM[A], MEM[B]).";
    ds_and_src2_b64: Ds [0xc9, NA] DS_A_O, 0, ds::ds_and_src2_b64, Fidelity::Approximate(ds::SRC2_OFFSET), [6641, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] & MEM[B].";
    ds_or_src2_b64: Ds [0xca, NA] DS_A_O, 0, ds::ds_or_src2_b64, Fidelity::Approximate(ds::SRC2_OFFSET), [6644, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] | MEM[B].";
    ds_xor_src2_b64: Ds [0xcb, NA] DS_A_O, 0, ds::ds_xor_src2_b64, Fidelity::Approximate(ds::SRC2_OFFSET), [6647, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[A] ^ MEM[B].";
    ds_write_src2_b64: Ds [0xcd, NA] DS_A_O, 0, ds::ds_write_src2_b64, Fidelity::Approximate(ds::SRC2_OFFSET), [6650, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = MEM[B]. Write qword.";
    ds_min_src2_f64: Ds [0xd2, NA] DS_A_O, 0, ds::ds_min_src2_f64, Fidelity::Approximate(ds::SRC2_OFFSET), [6653, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] < MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_max_src2_f64: Ds [0xd3, NA] DS_A_O, 0, ds::ds_max_src2_f64, Fidelity::Approximate(ds::SRC2_OFFSET), [6656, 0],
        "//64bit A = ADDR_BASE; B = A + 4*(offset1[7] ? {A[31],A[31:17]} : {offset1[6],offset1[6:0],offset0}); MEM[A] = (MEM[B] > MEM[A]) ? MEM[B] : MEM[A]. Float, handles NaN/INF/denorm.";
    ds_write_b96: Ds [0xde, 0xde] DS_A_X3_O, 0, ds::write_n::<3>, Exact, [6659, 30735],
        "{MEM[ADDR + 8], MEM[ADDR + 4], MEM[ADDR]} = DATA[95:0]. Tri-dword write.";
    ds_write_b128: Ds [0xdf, 0xdf] DS_A_X4_O, 0, ds::write_n::<4>, Exact, [6662, 30753],
        "{MEM[ADDR + 12], MEM[ADDR + 8], MEM[ADDR + 4], MEM[ADDR]} = DATA[127:0]. Quad-dword write.";
    ds_read_b96: Ds [0xfe, 0xfe] DS_VD3_A_O, 0, ds::read_n::<3>, Exact, [6665, 30799],
        "Tri-dword read.";
    ds_read_b128: Ds [0xff, 0xff] DS_VD4_A_O, 0, ds::read_n::<4>, Exact, [6668, 30817],
        "Quad-dword read.";
    ds_pk_add_f16: Ds [NA, 0x17] DS_A_X1_O, 0, ds::ds_pk_add_f16, Exact, [0, 28814],
        "Add a packed 2-component half-precision float value in the data register to a location in a data share.";
    ds_pk_add_bf16: Ds [NA, 0x18] DS_A_X1_O, 0, ds::ds_pk_add_bf16, Exact, [0, 28835],
        "Add a packed 2-component BF16 float value in the data register to a location in a data share.";
    ds_add_f64: Ds [NA, 0x5c] DS_A_X2_O, 0, ds::ds_add_f64, Exact, [0, 30166],
        "Add a double-precision float value in the data register to a location in a data share.";
    ds_add_rtn_f64: Ds [NA, 0x7c] DS_VD2_A_X2_O, 0, ds::ds_add_rtn_f64, Exact, [0, 30602],
        "Add a double-precision float value in the data register to a location in a data share. Store the original value from";
    ds_pk_add_rtn_f16: Ds [NA, 0xb7] DS_VD1_A_X1_O, 0, ds::ds_pk_add_rtn_f16, Exact, [0, 30666],
        "Add a packed 2-component half-precision float value in the data register to a location in a data share. Store the";
    ds_pk_add_rtn_bf16: Ds [NA, 0xb8] DS_VD1_A_X1_O, 0, ds::ds_pk_add_rtn_bf16, Exact, [0, 30697],
        "Add a packed 2-component BF16 float value in the data register to a location in a data share. Store the original";
    ds_read_b64_tr_b4: Ds [NA, 0xe0] DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED), [0, 30767],
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 4 bit elements and transpose";
    ds_read_b96_tr_b6: Ds [NA, 0xe1] DS_VD3_A_O, DS_UNALIGNED, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED), [0, 30775],
        "Read 96 bits of data per lane from data share. Interpret the data as a matrix with 6 bit elements and transpose";
    ds_read_b64_tr_b8: Ds [NA, 0xe2] DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED), [0, 30783],
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 8 bit elements and transpose";
    ds_read_b64_tr_b16: Ds [NA, 0xe3] DS_VD2_A_O, 0, unsupported, Fidelity::Unsupported(ds::TR_NOT_SPECIFIED), [0, 30791],
        "Read 64 bits of data per lane from data share. Interpret the data as a matrix with 16 bit elements and transpose";
    // FLAT, SCRATCH, GLOBAL (seed 000 lines 6680 on, seed 001 lines 31000 on; opcodes and syntax from llvm-mc 22).
    flat_load_ubyte: Flat [0x10, 0x10] FL_VD1_A_OU, 0, vmem::flat, Exact, [7293, 32397],
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    flat_load_sbyte: Flat [0x11, 0x11] FL_VD1_A_OU, 0, vmem::flat, Exact, [7296, 32409],
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    flat_load_ushort: Flat [0x12, 0x12] FL_VD1_A_OU, 0, vmem::flat, Exact, [7299, 32426],
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    flat_load_sshort: Flat [0x13, 0x13] FL_VD1_A_OU, 0, vmem::flat, Exact, [7302, 32438],
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    flat_load_dword: Flat [0x14, 0x14] FL_VD1_A_OU, 0, vmem::flat, Exact, [7305, 32450],
        "Untyped buffer load dword.";
    flat_load_dwordx2: Flat [0x15, 0x15] FL_VD2_A_OU, 0, vmem::flat, Exact, [7308, 32461],
        "Untyped buffer load 2 dwords.";
    flat_load_dwordx3: Flat [0x16, 0x16] FL_VD3_A_OU, 0, vmem::flat, Exact, [7311, 32473],
        "Untyped buffer load 3 dwords.";
    flat_load_dwordx4: Flat [0x17, 0x17] FL_VD4_A_OU, 0, vmem::flat, Exact, [7314, 32495],
        "Untyped buffer load 4 dwords.";
    flat_store_byte: Flat [0x18, 0x18] FL_A_D1_OU, 0, vmem::flat, Exact, [7317, 32509],
        "Untyped buffer store byte. Stores S0[7:0].";
    flat_store_byte_d16_hi: Flat [0x19, 0x19] FL_A_D1_OU, 0, vmem::flat, Exact, [7320, 32520],
        "Untyped buffer store byte. Stores S0[23:16].";
    flat_store_short: Flat [0x1a, 0x1a] FL_A_D1_OU, 0, vmem::flat, Exact, [7323, 32531],
        "Untyped buffer store short. Stores S0[15:0].";
    flat_store_short_d16_hi: Flat [0x1b, 0x1b] FL_A_D1_OU, 0, vmem::flat, Exact, [7326, 32542],
        "Untyped buffer store short. Stores S0[31:16].";
    flat_store_dword: Flat [0x1c, 0x1c] FL_A_D1_OU, 0, vmem::flat, Exact, [7329, 32561],
        "Untyped buffer store dword.";
    flat_store_dwordx2: Flat [0x1d, 0x1d] FL_A_D2_OU, 0, vmem::flat, Exact, [7332, 32572],
        "Untyped buffer store 2 dwords.";
    flat_store_dwordx3: Flat [0x1e, 0x1e] FL_A_D3_OU, 0, vmem::flat, Exact, [7335, 32584],
        "Untyped buffer store 3 dwords.";
    flat_store_dwordx4: Flat [0x1f, 0x1f] FL_A_D4_OU, 0, vmem::flat, Exact, [7338, 32597],
        "Untyped buffer store 4 dwords.";
    flat_load_ubyte_d16: Flat [0x20, 0x20] FL_VD1_A_OU, 0, vmem::flat, Exact, [7341, 32616],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    flat_load_ubyte_d16_hi: Flat [0x21, 0x21] FL_VD1_A_OU, 0, vmem::flat, Exact, [7344, 32629],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    flat_load_sbyte_d16: Flat [0x22, 0x22] FL_VD1_A_OU, 0, vmem::flat, Exact, [7347, 32642],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    flat_load_sbyte_d16_hi: Flat [0x23, 0x23] FL_VD1_A_OU, 0, vmem::flat, Exact, [7350, 32655],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    flat_load_short_d16: Flat [0x24, 0x24] FL_VD1_A_OU, 0, vmem::flat, Exact, [7353, 32668],
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    flat_load_short_d16_hi: Flat [0x25, 0x25] FL_VD1_A_OU, 0, vmem::flat, Exact, [7356, 32689],
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    flat_atomic_swap: Flat [0x40, 0x40] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7359, 32702],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    flat_atomic_cmpswap: Flat [0x41, 0x41] FL_RD1_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7362, 32716],
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    flat_atomic_add: Flat [0x42, 0x42] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7365, 32740],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    flat_atomic_sub: Flat [0x43, 0x43] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7368, 32754],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    flat_atomic_smin: Flat [0x44, 0x44] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7371, 32768],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    flat_atomic_umin: Flat [0x45, 0x45] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7374, 32784],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_smax: Flat [0x46, 0x46] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7377, 32809],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    flat_atomic_umax: Flat [0x47, 0x47] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7380, 32825],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_and: Flat [0x48, 0x48] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7383, 32841],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    flat_atomic_or: Flat [0x49, 0x49] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7386, 32855],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    flat_atomic_xor: Flat [0x4a, 0x4a] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7389, 32877],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    flat_atomic_inc: Flat [0x4b, 0x4b] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7392, 32891],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_dec: Flat [0x4c, 0x4c] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [7395, 32907],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    flat_atomic_swap_x2: Flat [0x60, 0x60] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7398, 33052],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_cmpswap_x2: Flat [0x61, 0x61] FL_RD2_A_D4_OU, FLAT_RTN, vmem::flat, Exact, [7401, 33075],
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    flat_atomic_add_x2: Flat [0x62, 0x62] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7404, 33094],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_sub_x2: Flat [0x63, 0x63] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7407, 33108],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_smin_x2: Flat [0x64, 0x64] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7410, 33122],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_umin_x2: Flat [0x65, 0x65] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7413, 33146],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_smax_x2: Flat [0x66, 0x66] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7416, 33162],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_umax_x2: Flat [0x67, 0x67] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7419, 33178],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_and_x2: Flat [0x68, 0x68] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7422, 33203],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_or_x2: Flat [0x69, 0x69] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7425, 33217],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_xor_x2: Flat [0x6a, 0x6a] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7428, 33231],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    flat_atomic_inc_x2: Flat [0x6b, 0x6b] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7431, 33245],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_dec_x2: Flat [0x6c, 0x6c] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [7434, 33270],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    flat_atomic_add_f32: Flat [NA, 0x4d] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [0, 32923],
        "12.15. FLAT, Scratch and Global Instructions 528 of 600";
    flat_atomic_pk_add_f16: Flat [NA, 0x4e] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [0, 32949],
        "Add a packed 2-component half-precision float value in the data register to a location in the flat aperture. Store";
    flat_atomic_add_f64: Flat [NA, 0x4f] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [0, 32971],
        "Add a double-precision float value in the data register to a location in the flat aperture. Store the original value";
    flat_atomic_min_f64: Flat [NA, 0x50] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [0, 32990],
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    flat_atomic_max_f64: Flat [NA, 0x51] FL_RD2_A_D2_OU, FLAT_RTN, vmem::flat, Exact, [0, 33014],
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    flat_atomic_pk_add_bf16: Flat [NA, 0x52] FL_RD1_A_D1_OU, FLAT_RTN, vmem::flat, Exact, [0, 33030],
        "Add a packed 2-component BF16 float value in the data register to a location in the flat aperture. Store the";
    scratch_load_ubyte: FlatScratch [0x10, 0x10] FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7443, 33294],
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    scratch_load_sbyte: FlatScratch [0x11, 0x11] FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7446, 33306],
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    scratch_load_ushort: FlatScratch [0x12, 0x12] FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7449, 33318],
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    scratch_load_sshort: FlatScratch [0x13, 0x13] FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7452, 33330],
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    scratch_load_dword: FlatScratch [0x14, 0x14] FL_VD1_A_SS_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7455, 33342],
        "Untyped buffer load dword.";
    scratch_load_dwordx2: FlatScratch [0x15, 0x15] FL_VD2_A_SS_OS, 0, vmem::flat, Exact, [7458, 33360],
        "Untyped buffer load 2 dwords.";
    scratch_load_dwordx3: FlatScratch [0x16, 0x16] FL_VD3_A_SS_OS, 0, vmem::flat, Exact, [7461, 33372],
        "Untyped buffer load 3 dwords.";
    scratch_load_dwordx4: FlatScratch [0x17, 0x17] FL_VD4_A_SS_OS, 0, vmem::flat, Exact, [7464, 33385],
        "Untyped buffer load 4 dwords.";
    scratch_store_byte: FlatScratch [0x18, 0x18] FL_A_D1_SS_OS, 0, vmem::flat, Exact, [7467, 33399],
        "Untyped buffer store byte. Stores S0[7:0].";
    scratch_store_byte_d16_hi: FlatScratch [0x19, 0x19] FL_A_D1_SS_OS, 0, vmem::flat, Exact, [7470, 33415],
        "Untyped buffer store byte. Stores S0[23:16].";
    scratch_store_short: FlatScratch [0x1a, 0x1a] FL_A_D1_SS_OS, 0, vmem::flat, Exact, [7473, 33426],
        "Untyped buffer store short. Stores S0[15:0].";
    scratch_store_short_d16_hi: FlatScratch [0x1b, 0x1b] FL_A_D1_SS_OS, 0, vmem::flat, Exact, [7476, 33437],
        "Untyped buffer store short. Stores S0[31:16].";
    scratch_store_dword: FlatScratch [0x1c, 0x1c] FL_A_D1_SS_OS, 0, vmem::flat, Exact, [7479, 33448],
        "Untyped buffer store dword.";
    scratch_store_dwordx2: FlatScratch [0x1d, 0x1d] FL_A_D2_SS_OS, 0, vmem::flat, Exact, [7482, 33459],
        "Untyped buffer store 2 dwords.";
    scratch_store_dwordx3: FlatScratch [0x1e, 0x1e] FL_A_D3_SS_OS, 0, vmem::flat, Exact, [7485, 33476],
        "Untyped buffer store 3 dwords.";
    scratch_store_dwordx4: FlatScratch [0x1f, 0x1f] FL_A_D4_SS_OS, 0, vmem::flat, Exact, [7488, 33489],
        "Untyped buffer store 4 dwords.";
    scratch_load_ubyte_d16: FlatScratch [0x20, 0x20] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7491, 33503],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    scratch_load_ubyte_d16_hi: FlatScratch [0x21, 0x21] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7494, 33516],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    scratch_load_sbyte_d16: FlatScratch [0x22, 0x22] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7497, 33529],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    scratch_load_sbyte_d16_hi: FlatScratch [0x23, 0x23] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7500, 33550],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    scratch_load_short_d16: FlatScratch [0x24, 0x24] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7503, 33563],
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    scratch_load_short_d16_hi: FlatScratch [0x25, 0x25] FL_VD1_A_SS_OS, 0, vmem::flat, Exact, [7506, 33576],
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    scratch_load_lds_ubyte: FlatScratch [NA, 0x26] FL_A_SS_OS, LDS_DMA, vmem::flat, Exact, [0, 33589],
        "Load 8 bits of untyped data from the scratch aperture, zero extend to 32 bits and store the result into a data";
    scratch_load_lds_sbyte: FlatScratch [NA, 0x27] FL_A_SS_OS, LDS_DMA, vmem::flat, Exact, [0, 33602],
        "Load 8 bits of untyped data from the scratch aperture, sign extend to 32 bits and store the result into a data";
    scratch_load_lds_ushort: FlatScratch [NA, 0x28] FL_A_SS_OS, LDS_DMA, vmem::flat, Exact, [0, 33610],
        "Load 16 bits of untyped data from the scratch aperture, zero extend to 32 bits and store the result into a data";
    scratch_load_lds_sshort: FlatScratch [NA, 0x29] FL_A_SS_OS, LDS_DMA, vmem::flat, Exact, [0, 33618],
        "Load 16 bits of untyped data from the scratch aperture, sign extend to 32 bits and store the result into a data";
    scratch_load_lds_dword: FlatScratch [NA, 0x2a] FL_A_SS_OS, LDS_DMA, vmem::flat, Exact, [0, 33626],
        "Load 32 bits of untyped data from the scratch aperture and store the result into a data share.";
    global_load_ubyte: FlatGlobal [0x10, 0x10] FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7515, 33641],
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    global_load_sbyte: FlatGlobal [0x11, 0x11] FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7518, 33653],
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    global_load_ushort: FlatGlobal [0x12, 0x12] FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7521, 33665],
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    global_load_sshort: FlatGlobal [0x13, 0x13] FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7524, 33677],
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    global_load_dword: FlatGlobal [0x14, 0x14] FL_VD1_A_SP_OS, FLAT_LDS_DMA, vmem::flat, Exact, [7527, 33689],
        "Untyped buffer load dword.";
    global_load_dwordx2: FlatGlobal [0x15, 0x15] FL_VD2_A_SP_OS, 0, vmem::flat, Exact, [7530, 33707],
        "Untyped buffer load 2 dwords.";
    global_load_dwordx3: FlatGlobal [0x16, 0x16] FL_VD3_A_SP_OS, 0, vmem::flat, Exact, [7533, 33719],
        "Untyped buffer load 3 dwords.";
    global_load_dwordx4: FlatGlobal [0x17, 0x17] FL_VD4_A_SP_OS, 0, vmem::flat, Exact, [7536, 33732],
        "Untyped buffer load 4 dwords.";
    global_store_byte: FlatGlobal [0x18, 0x18] FL_A_D1_SP_OS, 0, vmem::flat, Exact, [7539, 33746],
        "Untyped buffer store byte. Stores S0[7:0].";
    global_store_byte_d16_hi: FlatGlobal [0x19, 0x19] FL_A_D1_SP_OS, 0, vmem::flat, Exact, [7542, 33762],
        "Untyped buffer store byte. Stores S0[23:16].";
    global_store_short: FlatGlobal [0x1a, 0x1a] FL_A_D1_SP_OS, 0, vmem::flat, Exact, [7545, 33773],
        "Untyped buffer store short. Stores S0[15:0].";
    global_store_short_d16_hi: FlatGlobal [0x1b, 0x1b] FL_A_D1_SP_OS, 0, vmem::flat, Exact, [7548, 33784],
        "Untyped buffer store short. Stores S0[31:16].";
    global_store_dword: FlatGlobal [0x1c, 0x1c] FL_A_D1_SP_OS, 0, vmem::flat, Exact, [7551, 33795],
        "Untyped buffer store dword.";
    global_store_dwordx2: FlatGlobal [0x1d, 0x1d] FL_A_D2_SP_OS, 0, vmem::flat, Exact, [7554, 33806],
        "Untyped buffer store 2 dwords.";
    global_store_dwordx3: FlatGlobal [0x1e, 0x1e] FL_A_D3_SP_OS, 0, vmem::flat, Exact, [7557, 33823],
        "Untyped buffer store 3 dwords.";
    global_store_dwordx4: FlatGlobal [0x1f, 0x1f] FL_A_D4_SP_OS, 0, vmem::flat, Exact, [7560, 33836],
        "Untyped buffer store 4 dwords.";
    global_load_ubyte_d16: FlatGlobal [0x20, 0x20] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7563, 33850],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    global_load_ubyte_d16_hi: FlatGlobal [0x21, 0x21] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7566, 33863],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    global_load_sbyte_d16: FlatGlobal [0x22, 0x22] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7569, 33876],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    global_load_sbyte_d16_hi: FlatGlobal [0x23, 0x23] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7572, 33897],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    global_load_short_d16: FlatGlobal [0x24, 0x24] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7575, 33910],
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    global_load_short_d16_hi: FlatGlobal [0x25, 0x25] FL_VD1_A_SP_OS, 0, vmem::flat, Exact, [7578, 33923],
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    global_atomic_swap: FlatGlobal [0x40, 0x40] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7581, 33980],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    global_atomic_cmpswap: FlatGlobal [0x41, 0x41] FL_RD1_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7584, 33994],
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    global_atomic_add: FlatGlobal [0x42, 0x42] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7587, 34020],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    global_atomic_sub: FlatGlobal [0x43, 0x43] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7590, 34034],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    global_atomic_smin: FlatGlobal [0x44, 0x44] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7593, 34048],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    global_atomic_umin: FlatGlobal [0x45, 0x45] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7596, 34064],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_smax: FlatGlobal [0x46, 0x46] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7599, 34088],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    global_atomic_umax: FlatGlobal [0x47, 0x47] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7602, 34104],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_and: FlatGlobal [0x48, 0x48] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7605, 34120],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    global_atomic_or: FlatGlobal [0x49, 0x49] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7608, 34139],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    global_atomic_xor: FlatGlobal [0x4a, 0x4a] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7611, 34153],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    global_atomic_inc: FlatGlobal [0x4b, 0x4b] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7614, 34167],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_dec: FlatGlobal [0x4c, 0x4c] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [7617, 34183],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    global_atomic_swap_x2: FlatGlobal [0x60, 0x60] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7620, 34326],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_cmpswap_x2: FlatGlobal [0x61, 0x61] FL_RD2_A_D4_SP_OS, FLAT_RTN, vmem::flat, Exact, [7623, 34348],
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    global_atomic_add_x2: FlatGlobal [0x62, 0x62] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7626, 34365],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_sub_x2: FlatGlobal [0x63, 0x63] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7629, 34379],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_smin_x2: FlatGlobal [0x64, 0x64] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7632, 34398],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    global_atomic_umin_x2: FlatGlobal [0x65, 0x65] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7635, 34414],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_smax_x2: FlatGlobal [0x66, 0x66] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7638, 34430],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    global_atomic_umax_x2: FlatGlobal [0x67, 0x67] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7641, 34446],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_and_x2: FlatGlobal [0x68, 0x68] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7644, 34470],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_or_x2: FlatGlobal [0x69, 0x69] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7647, 34484],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_xor_x2: FlatGlobal [0x6a, 0x6a] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7650, 34498],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    global_atomic_inc_x2: FlatGlobal [0x6b, 0x6b] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7653, 34512],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_atomic_dec_x2: FlatGlobal [0x6c, 0x6c] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [7656, 34536],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    global_load_lds_ubyte: FlatGlobal [NA, 0x26] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 33936],
        "Load 8 bits of untyped data from the global aperture, zero extend to 32 bits and store the result into a data";
    global_load_lds_sbyte: FlatGlobal [NA, 0x27] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 33949],
        "Load 8 bits of untyped data from the global aperture, sign extend to 32 bits and store the result into a data";
    global_load_lds_ushort: FlatGlobal [NA, 0x28] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 33957],
        "Load 16 bits of untyped data from the global aperture, zero extend to 32 bits and store the result into a data";
    global_load_lds_sshort: FlatGlobal [NA, 0x29] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 33965],
        "Load 16 bits of untyped data from the global aperture, sign extend to 32 bits and store the result into a data";
    global_load_lds_dword: FlatGlobal [NA, 0x2a] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 33973],
        "Load 32 bits of untyped data from the global aperture and store the result into a data share.";
    global_atomic_add_f32: FlatGlobal [NA, 0x4d] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34208],
        "Add a single-precision float value in the data register to a location in the global aperture. Store the original";
    global_atomic_pk_add_f16: FlatGlobal [NA, 0x4e] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34227],
        "Add a packed 2-component half-precision float value in the data register to a location in the global aperture.";
    global_atomic_add_f64: FlatGlobal [NA, 0x4f] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34249],
        "Add a double-precision float value in the data register to a location in the global aperture. Store the original";
    global_atomic_min_f64: FlatGlobal [NA, 0x50] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34272],
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    global_atomic_max_f64: FlatGlobal [NA, 0x51] FL_RD2_A_D2_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34288],
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    global_atomic_pk_add_bf16: FlatGlobal [NA, 0x52] FL_RD1_A_D1_SP_OS, FLAT_RTN, vmem::flat, Exact, [0, 34304],
        "Add a packed 2-component BF16 float value in the data register to a location in the global aperture. Store the";
    global_load_lds_dwordx4: FlatGlobal [NA, 0x7d] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 34552],
        "Untyped buffer load 4 dwords, store result into data share.";
    global_load_lds_dwordx3: FlatGlobal [NA, 0x7e] FL_A_SP_OS, LDS_DMA, vmem::flat, Exact, [0, 34559],
        "Untyped buffer load 3 dwords, store result into data share.";
    // VOP3P (seed 000 lines 5761-5831, seed 001 lines 16400 on; opcodes and syntax from llvm-mc 22).
    v_pk_mad_i16: Vop3p [0x0, 0x0] P3_B32_B32_B32_B32, CLAMP, valu16::v_pk_mad_i16, Exact, [5767, 16168],
        "D.i[31:16] = S0.i[31:16] * S1.i[31:16] + S2.i[31:16] . D.i[15:0] = S0.i[15:0] * S1.i[15:0] + S2.i[15:0] .";
    v_pk_mul_lo_u16: Vop3p [0x1, 0x1] P3_B32_B32_B32, CLAMP, valu16::v_pk_mul_lo_u16, Exact, [5770, 16187],
        "D.u[31:16] = S0.u[31:16] * S1.u[31:16] . D.u[15:0] = S0.u[15:0] * S1.u[15:0] .";
    v_pk_add_i16: Vop3p [0x2, 0x2] P3_B32_B32_B32, CLAMP, valu16::v_pk_add_i16, Exact, [5773, 16200],
        "D.i[31:16] = S0.i[31:16] + S1.i[31:16] . D.i[15:0] = S0.i[15:0] + S1.i[15:0] .";
    v_pk_sub_i16: Vop3p [0x3, 0x3] P3_B32_B32_B32, CLAMP, valu16::v_pk_sub_i16, Exact, [5776, 16214],
        "D.i[31:16] = S0.i[31:16] - S1.i[31:16] . D.i[15:0] = S0.i[15:0] - S1.i[15:0] .";
    v_pk_lshlrev_b16: Vop3p [0x4, 0x4] P3_B32_B32_B32, CLAMP, valu16::v_pk_lshlrev_b16, Exact, [5779, 16228],
        "D.u[31:16] = S1.u[31:16] << S0.u[19:16] . D.u[15:0] = S1.u[15:0] << S0.u[3:0] .";
    v_pk_lshrrev_b16: Vop3p [0x5, 0x5] P3_B32_B32_B32, CLAMP, valu16::v_pk_lshrrev_b16, Exact, [5782, 16241],
        "D.u[31:16] = S1.u[31:16] >> S0.u[19:16] . D.u[15:0] = S1.u[15:0] >> S0.u[3:0] .";
    v_pk_ashrrev_i16: Vop3p [0x6, 0x6] P3_B32_B32_B32, CLAMP, valu16::v_pk_ashrrev_i16, Exact, [5785, 16262],
        "D.i[31:16] = S1.i[31:16] >> S0.i[19:16] . D.i[15:0] = S1.i[15:0] >> S0.i[3:0] .";
    v_pk_max_i16: Vop3p [0x7, 0x7] P3_B32_B32_B32, CLAMP, valu16::v_pk_max_i16, Exact, [5788, 16275],
        "D.i[31:16] = (S0.i[31:16] >= S1.i[31:16]) ? S0.i[31:16] : S1.i[31:16] . D.i[15:0] = (S0.i[15:0] >= S1.i[15:0]) ? S0.i[15:0] : S1.i[15:0] .";
    v_pk_min_i16: Vop3p [0x8, 0x8] P3_B32_B32_B32, CLAMP, valu16::v_pk_min_i16, Exact, [5791, 16289],
        "D.i[31:16] = (S0.i[31:16] < S1.i[31:16]) ? S0.i[31:16] : S1.i[31:16] . D.i[15:0] = (S0.i[15:0] < S1.i[15:0]) ? S0.i[15:0] : S1.i[15:0]";
    v_pk_mad_u16: Vop3p [0x9, 0x9] P3_B32_B32_B32_B32, CLAMP, valu16::v_pk_mad_u16, Exact, [5794, 16303],
        "D.u[31:16] = S0.u[31:16] * S1.u[31:16] + S2.u[31:16] . D.u[15:0] = S0.u[15:0] * S1.u[15:0] + S2.u[15:0] .";
    v_pk_add_u16: Vop3p [0xa, 0xa] P3_B32_B32_B32, CLAMP, valu16::v_pk_add_u16, Exact, [5797, 16324],
        "D.u[31:16] = S0.u[31:16] + S1.u[31:16] . D.u[15:0] = S0.u[15:0] + S1.u[15:0] .";
    v_pk_sub_u16: Vop3p [0xb, 0xb] P3_B32_B32_B32, CLAMP, valu16::v_pk_sub_u16, Exact, [5800, 16338],
        "D.u[31:16] = S0.u[31:16] - S1.u[31:16] . D.u[15:0] = S0.u[15:0] - S1.u[15:0] .";
    v_pk_max_u16: Vop3p [0xc, 0xc] P3_B32_B32_B32, CLAMP, valu16::v_pk_max_u16, Exact, [5803, 16352],
        "D.u[31:16] = (S0.u[31:16] >= S1.u[31:16]) ? S0.u[31:16] : S1.u[31:16] . D.u[15:0] = (S0.u[15:0] >= S1.u[15:0]) ? S0.u[15:0] : S1.u[15:0] .";
    v_pk_min_u16: Vop3p [0xd, 0xd] P3_B32_B32_B32, CLAMP, valu16::v_pk_min_u16, Exact, [5806, 16366],
        "D.u[31:16] = (S0.u[31:16] < S1.u[31:16]) ? S0.u[31:16] : S1.u[31:16] . D.u[15:0] = (S0.u[15:0] < S1.u[15:0]) ? S0.u[15:0] : S1.u[15:0] .";
    v_pk_fma_f16: Vop3p [0xe, 0xe] P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_fma_f16, Exact, [5809, 16388],
        "D.f[31:16] = S0.f[31:16] * S1.f[31:16] + S2.f[31:16] . D.f[15:0] = S0.f[15:0] * S1.f[15:0] + S2.f[15:0] . Fused half-precision multiply add.";
    v_pk_add_f16: Vop3p [0xf, 0xf] P3_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_add_f16, Exact, [5812, 16402],
        "D.f[31:16] = S0.f[31:16] + S1.f[31:16] . D.f[15:0] = S0.f[15:0] + S1.f[15:0] .";
    v_pk_mul_f16: Vop3p [0x10, 0x10] P3_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_mul_f16, Exact, [5815, 16416],
        "D.f[31:16] = S0.f[31:16] * S1.f[31:16] . D.f[15:0] = S0.f[15:0] * S1.f[15:0] .";
    v_pk_min_f16: Vop3p [0x11, 0x11] P3_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_min_f16, Exact, [5818, 16429],
        "D.f[31:16] = min(S0.f[31:16], S1.f[31:16]) . D.f[15:0] = min(S0.f[15:0], S1.u[15:0]) .";
    v_pk_max_f16: Vop3p [0x12, 0x12] P3_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_max_f16, Exact, [5821, 16451],
        "D.f[31:16] = max(S0.f[31:16], S1.f[31:16]) . D.f[15:0] = max(S0.f[15:0], S1.f[15:0]) .";
    v_mad_mix_f32: Vop3p [0x20, NA] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::v_mad_mix_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [5824, 0],
        "D.f[31:0] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an a...";
    v_mad_mixlo_f16: Vop3p [0x21, NA] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<false>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [5827, 0],
        "D.f[15:0] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an a...";
    v_mad_mixhi_f16: Vop3p [0x22, NA] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<true>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [5830, 0],
        "D.f[31:16] = S0.f * S1.f + S2.f. Size and location of S0, S1 and S2 controlled by OPSEL: 0=src[31:0], 1=src[31:0], 2=src[15:0], 3=src[31:16]. Also, for MAD_MIX, the NEG_HI field acts instead as an ...";
    v_dot2_f32_bf16: Vop3p [NA, 0x1a] P3_F32_PKBF16_PKBF16_F32, CLAMP | VOP3P_DOT | DOT, valu16::dot_float::<true, false>, Exact, [0, 16465],
        "Calculate the dot product of BF16 float 2-vectors from the first and second inputs, convert the product to single-";
    v_pk_minimum3_f16: Vop3p [NA, 0x1b] P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_minimum3_f16, Exact, [0, 16485],
        "Select the component-wise IEEE minimum() of three half-precision float inputs and store the result into a";
    v_pk_maximum3_f16: Vop3p [NA, 0x1c] P3_PKF16_PKF16_PKF16_PKF16, CLAMP, valu16::v_pk_maximum3_f16, Exact, [0, 16514],
        "Select the component-wise IEEE maximum() of three half-precision float inputs and store the result into a";
    v_fma_mix_f32: Vop3p [NA, 0x20] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::v_mad_mix_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 0],
        "Fused multiply-add of f32 values formed from f16 or f32 inputs selected by op_sel_hi (CDNA4 documents it as V_MAD_MIX_F32).";
    v_fma_mixlo_f16: Vop3p [NA, 0x21] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<false>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 0],
        "Fused mix multiply-add, result rounded to f16 in the low half (CDNA4 documents it as V_MAD_MIXLO_F16).";
    v_fma_mixhi_f16: Vop3p [NA, 0x22] P3_F32_F16_F16_F16, CLAMP | VOP3P_MIX, valu16::mix_f16::<true>, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 0],
        "Fused mix multiply-add, result rounded to f16 in the high half (CDNA4 documents it as V_MAD_MIXHI_F16).";
    v_dot2_f32_f16: Vop3p [NA, 0x23] P3_F32_PKF16_PKF16_F32, CLAMP | VOP3P_DOT | DOT, valu16::dot_float::<false, false>, Exact, [0, 16635],
        "12.10. VOP3P Instructions 275 of 600";
    v_dot2_i32_i16: Vop3p [NA, 0x26] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | DOT, valu16::dot_int::<16, true, false>, Exact, [0, 16657],
        "Compute the dot product of two packed 2-D signed 16-bit integer inputs in the signed 32-bit integer domain,";
    v_dot2_u32_u16: Vop3p [NA, 0x27] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | DOT, valu16::dot_int::<16, false, false>, Exact, [0, 16671],
        "Compute the dot product of two packed 2-D unsigned 16-bit integer inputs in the unsigned 32-bit integer";
    v_dot4_i32_i8: Vop3p [NA, 0x28] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<8, true, false>, Exact, [0, 16685],
        "Compute the dot product of two packed 4-D signed 8-bit integer inputs in the signed 32-bit integer domain, add";
    v_dot4_u32_u8: Vop3p [NA, 0x29] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<8, false, false>, Exact, [0, 16706],
        "Compute the dot product of two packed 4-D unsigned 8-bit integer inputs in the unsigned 32-bit integer";
    v_dot8_i32_i4: Vop3p [NA, 0x2a] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<4, true, false>, Exact, [0, 16722],
        "Compute the dot product of two packed 8-D signed 4-bit integer inputs in the signed 32-bit integer domain, add";
    v_dot8_u32_u4: Vop3p [NA, 0x2b] P3_B32_B32_B32_B32, CLAMP | VOP3P_DOT | VOP3P_DOT_BYTES | DOT, valu16::dot_int::<4, false, false>, Exact, [0, 16742],
        "Compute the dot product of two packed 8-D unsigned 4-bit integer inputs in the unsigned 32-bit integer";
    v_pk_fma_f32: Vop3p [NA, 0x30] P3_PKF32_PKF32_PKF32_PKF32, CLAMP, valu16::v_pk_fma_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 16857],
        "Multiply two packed single-precision float inputs component-wise and add a third input component-wise using";
    v_pk_mul_f32: Vop3p [NA, 0x31] P3_PKF32_PKF32_PKF32, CLAMP, valu16::v_pk_mul_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 16871],
        "Multiply two packed single-precision float inputs component-wise and store the result into a vector register.";
    v_pk_add_f32: Vop3p [NA, 0x32] P3_PKF32_PKF32_PKF32, CLAMP, valu16::v_pk_add_f32, Fidelity::Approximate("the f32 step rounds to nearest even only (MODE.FP_ROUND ignored)"), [0, 16884],
        "12.10. VOP3P Instructions 279 of 600";
    v_pk_mov_b32: Vop3p [NA, 0x33] P3_PKB32_PKB32_PKB32, CLAMP, valu16::v_pk_mov_b32, Exact, [0, 16906],
        "Move data from two vector inputs into two vector registers.";
    // MUBUF and MTBUF (seed 000 lines 6679-6972, 11174-11476; seed 001 lines 30837-32400, 36637-36790;
    // opcodes and syntax from llvm-mc 22).
    buffer_load_format_x: Mubuf [0x0, 0x0] BUF_VD1, BUF_LDS, vmem::mubuf, vmem::FORMAT, [6700, 30860],
        "Untyped buffer load 1 dword with format conversion.";
    buffer_load_format_xy: Mubuf [0x1, 0x1] BUF_VD2, 0, vmem::mubuf, vmem::FORMAT, [6703, 30874],
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_load_format_xyz: Mubuf [0x2, 0x2] BUF_VD3, 0, vmem::mubuf, vmem::FORMAT, [6706, 30889],
        "Untyped buffer load 3 dwords with format conversion.";
    buffer_load_format_xyzw: Mubuf [0x3, 0x3] BUF_VD4, 0, vmem::mubuf, vmem::FORMAT, [6709, 30912],
        "Untyped buffer load 4 dwords with format conversion.";
    buffer_store_format_x: Mubuf [0x4, 0x4] BUF_D1, 0, vmem::mubuf, vmem::FORMAT, [6712, 30929],
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_xy: Mubuf [0x5, 0x5] BUF_D2, 0, vmem::mubuf, vmem::FORMAT, [6715, 30942],
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_store_format_xyz: Mubuf [0x6, 0x6] BUF_D3, 0, vmem::mubuf, vmem::FORMAT, [6718, 30962],
        "Untyped buffer store 3 dwords with format conversion.";
    buffer_store_format_xyzw: Mubuf [0x7, 0x7] BUF_D4, 0, vmem::mubuf, vmem::FORMAT, [6721, 30977],
        "Untyped buffer store 4 dwords with format conversion.";
    buffer_load_format_d16_x: Mubuf [0x8, 0x8] BUF_VD1, 0, vmem::mubuf, vmem::FORMAT, [6724, 30993],
        "Untyped buffer load 1 dword with format conversion. D0[15:0] = {8’h0, MEM[ADDR]}.";
    buffer_load_format_d16_xy: Mubuf [0x9, 0x9] BUF_VD1, 0, vmem::mubuf, vmem::FORMAT, [6727, 31008],
        "Untyped buffer load 1 dword with format conversion.";
    buffer_load_format_d16_xyz: Mubuf [0xa, 0xa] BUF_VD2, 0, vmem::mubuf, vmem::FORMAT, [6730, 31032],
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_load_format_d16_xyzw: Mubuf [0xb, 0xb] BUF_VD2, 0, vmem::mubuf, vmem::FORMAT, [6733, 31049],
        "Untyped buffer load 2 dwords with format conversion.";
    buffer_store_format_d16_x: Mubuf [0xc, 0xc] BUF_D1, 0, vmem::mubuf, vmem::FORMAT, [6736, 31066],
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_d16_xy: Mubuf [0xd, 0xd] BUF_D1, 0, vmem::mubuf, vmem::FORMAT, [6739, 31080],
        "Untyped buffer store 1 dword with format conversion.";
    buffer_store_format_d16_xyz: Mubuf [0xe, 0xe] BUF_D2, 0, vmem::mubuf, vmem::FORMAT, [6742, 31102],
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_store_format_d16_xyzw: Mubuf [0xf, 0xf] BUF_D2, 0, vmem::mubuf, vmem::FORMAT, [6745, 31117],
        "Untyped buffer store 2 dwords with format conversion.";
    buffer_load_ubyte: Mubuf [0x10, 0x10] BUF_VD1, BUF_LDS, vmem::mubuf, Exact, [6748, 31133],
        "Untyped buffer load unsigned byte (zero extend to VGPR destination).";
    buffer_load_sbyte: Mubuf [0x11, 0x11] BUF_VD1, BUF_LDS, vmem::mubuf, Exact, [6751, 31145],
        "Untyped buffer load signed byte (sign extend to VGPR destination).";
    buffer_load_ushort: Mubuf [0x12, 0x12] BUF_VD1, BUF_LDS, vmem::mubuf, Exact, [6754, 31163],
        "Untyped buffer load unsigned short (zero extend to VGPR destination).";
    buffer_load_sshort: Mubuf [0x13, 0x13] BUF_VD1, BUF_LDS, vmem::mubuf, Exact, [6757, 31175],
        "Untyped buffer load signed short (sign extend to VGPR destination).";
    buffer_load_dword: Mubuf [0x14, 0x14] BUF_VD1, BUF_LDS, vmem::mubuf, Exact, [6760, 31187],
        "Untyped buffer load dword.";
    buffer_load_dwordx2: Mubuf [0x15, 0x15] BUF_VD2, 0, vmem::mubuf, Exact, [6763, 31198],
        "Untyped buffer load 2 dwords.";
    buffer_load_dwordx3: Mubuf [0x16, 0x16] BUF_VD3, BUF_LDS_GFX950, vmem::mubuf, Exact, [6766, 31215],
        "Untyped buffer load 3 dwords.";
    buffer_load_dwordx4: Mubuf [0x17, 0x17] BUF_VD4, BUF_LDS_GFX950, vmem::mubuf, Exact, [6769, 31228],
        "Untyped buffer load 4 dwords.";
    buffer_store_byte: Mubuf [0x18, 0x18] BUF_D1, 0, vmem::mubuf, Exact, [6772, 31242],
        "Untyped buffer store byte. Stores S0[7:0].";
    buffer_store_byte_d16_hi: Mubuf [0x19, 0x19] BUF_D1, 0, vmem::mubuf, Exact, [6775, 31253],
        "Untyped buffer store byte. Stores S0[23:16].";
    buffer_store_short: Mubuf [0x1a, 0x1a] BUF_D1, 0, vmem::mubuf, Exact, [6778, 31264],
        "Untyped buffer store short. Stores S0[15:0].";
    buffer_store_short_d16_hi: Mubuf [0x1b, 0x1b] BUF_D1, 0, vmem::mubuf, Exact, [6781, 31284],
        "Untyped buffer store short. Stores S0[31:16].";
    buffer_store_dword: Mubuf [0x1c, 0x1c] BUF_D1, 0, vmem::mubuf, Exact, [6784, 31295],
        "Untyped buffer store dword.";
    buffer_store_dwordx2: Mubuf [0x1d, 0x1d] BUF_D2, 0, vmem::mubuf, Exact, [6787, 31306],
        "Untyped buffer store 2 dwords.";
    buffer_store_dwordx3: Mubuf [0x1e, 0x1e] BUF_D3, 0, vmem::mubuf, Exact, [6790, 31318],
        "Untyped buffer store 3 dwords.";
    buffer_store_dwordx4: Mubuf [0x1f, 0x1f] BUF_D4, 0, vmem::mubuf, Exact, [6793, 31331],
        "Untyped buffer store 4 dwords.";
    buffer_load_ubyte_d16: Mubuf [0x20, 0x20] BUF_VD1, 0, vmem::mubuf, Exact, [6796, 31353],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    buffer_load_ubyte_d16_hi: Mubuf [0x21, 0x21] BUF_VD1, 0, vmem::mubuf, Exact, [6799, 31366],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load unsigned byte.";
    buffer_load_sbyte_d16: Mubuf [0x22, 0x22] BUF_VD1, 0, vmem::mubuf, Exact, [6802, 31379],
        "D0[15:0] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    buffer_load_sbyte_d16_hi: Mubuf [0x23, 0x23] BUF_VD1, 0, vmem::mubuf, Exact, [6805, 31392],
        "D0[31:16] = {8’h0, MEM[ADDR]}. Untyped buffer load signed byte.";
    buffer_load_short_d16: Mubuf [0x24, 0x24] BUF_VD1, 0, vmem::mubuf, Exact, [6808, 31414],
        "D0[15:0] = MEM[ADDR]. Untyped buffer load short.";
    buffer_load_short_d16_hi: Mubuf [0x25, 0x25] BUF_VD1, 0, vmem::mubuf, Exact, [6811, 31427],
        "D0[31:16] = MEM[ADDR]. Untyped buffer load short.";
    buffer_load_format_d16_hi_x: Mubuf [0x26, 0x26] BUF_VD1, 0, vmem::mubuf, vmem::FORMAT, [6814, 31440],
        "D0[31:16] = MEM[ADDR]. Untyped buffer load 1 dword with format conversion.";
    buffer_store_format_d16_hi_x: Mubuf [0x27, 0x27] BUF_D1, 0, vmem::mubuf, vmem::FORMAT, [6817, 31455],
        "Untyped buffer store 1 dword with format conversion.";
    buffer_wbl2: Mubuf [NA, 0x28] NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact, [0, 31478],
        "Write back L2 cache. Returns ACK to shader.";
    buffer_inv: Mubuf [NA, 0x29] NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact, [0, 31485],
        "Invalidate CU and/or L2 cache depending on sc0 and sc1 bits. Returns ACK to shader.";
    buffer_store_lds_dword: Mubuf [0x3d, NA] BUF_LDS_STORE, BUF_LDS | LDS_DMA, vmem::mubuf, Exact, [6820, 0],
        "Store one DWORD from LDS memory to system memory without utilizing VGPRs.";
    buffer_wbinvl1: Mubuf [0x3e, NA] NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact, [6823, 0],
        "Write back and invalidate the shader L1. Returns ACK to shader.";
    buffer_wbinvl1_vol: Mubuf [0x3f, NA] NO_OPERANDS, BUF_CACHE, vmem::mubuf, Exact, [6826, 0],
        "Write back and invalidate the shader L1 only for lines that are marked volatile. Returns ACK to shader.";
    buffer_atomic_swap: Mubuf [0x40, 0x40] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6829, 31492],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    buffer_atomic_cmpswap: Mubuf [0x41, 0x41] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6832, 31506],
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    buffer_atomic_add: Mubuf [0x42, 0x42] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6835, 31523],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    buffer_atomic_sub: Mubuf [0x43, 0x43] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6838, 31546],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    buffer_atomic_smin: Mubuf [0x44, 0x44] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6841, 31560],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    buffer_atomic_umin: Mubuf [0x45, 0x45] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6844, 31576],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_smax: Mubuf [0x46, 0x46] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6847, 31592],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    buffer_atomic_umax: Mubuf [0x47, 0x47] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6850, 31616],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_and: Mubuf [0x48, 0x48] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6853, 31632],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    buffer_atomic_or: Mubuf [0x49, 0x49] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6856, 31646],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    buffer_atomic_xor: Mubuf [0x4a, 0x4a] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6859, 31665],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    buffer_atomic_inc: Mubuf [0x4b, 0x4b] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6862, 31679],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_dec: Mubuf [0x4c, 0x4c] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [6865, 31695],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    buffer_atomic_add_f32: Mubuf [NA, 0x4d] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31711],
        "Add a single-precision float value in the data register to a location in a buffer surface. Store the original value";
    buffer_atomic_pk_add_f16: Mubuf [NA, 0x4e] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31736],
        "Add a packed 2-component half-precision float value in the data register to a location in a buffer surface. Store";
    buffer_atomic_add_f64: Mubuf [NA, 0x4f] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31758],
        "Add a double-precision float value in the data register to a location in a buffer surface. Store the original value";
    buffer_atomic_min_f64: Mubuf [NA, 0x50] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31777],
        "Select the minimum of two double-precision float inputs, given two values stored in the data register and a";
    buffer_atomic_max_f64: Mubuf [NA, 0x51] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31802],
        "Select the maximum of two double-precision float inputs, given two values stored in the data register and a";
    buffer_atomic_pk_add_bf16: Mubuf [NA, 0x52] BUF_D1, BUF_ATOMIC, vmem::mubuf, Exact, [0, 31818],
        "Add a packed 2-component BF16 float value in the data register to a location in a buffer surface. Store the";
    buffer_atomic_swap_x2: Mubuf [0x60, 0x60] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6868, 31840],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_cmpswap_x2: Mubuf [0x61, 0x61] BUF_D4, BUF_ATOMIC, vmem::mubuf, Exact, [6871, 31854],
        "// 64bit tmp = MEM[ADDR]; src = DATA[0:1]; cmp = DATA[2:3]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_add_x2: Mubuf [0x62, 0x62] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6874, 31878],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] += DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_sub_x2: Mubuf [0x63, 0x63] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6877, 31892],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_smin_x2: Mubuf [0x64, 0x64] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6880, 31906],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_umin_x2: Mubuf [0x65, 0x65] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6883, 31928],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] < tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_smax_x2: Mubuf [0x66, 0x66] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6886, 31944],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // signed compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_umax_x2: Mubuf [0x67, 0x67] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6889, 31960],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] -= (DATA[0:1] > tmp) ? DATA[0:1] : tmp; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_and_x2: Mubuf [0x68, 0x68] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6892, 31976],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_or_x2: Mubuf [0x69, 0x69] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6895, 31998],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_xor_x2: Mubuf [0x6a, 0x6a] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6898, 32012],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA[0:1]; RETURN_DATA[0:1] = tmp.";
    buffer_atomic_inc_x2: Mubuf [0x6b, 0x6b] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6901, 32026],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA[0:1]) ? 0 : tmp + 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    buffer_atomic_dec_x2: Mubuf [0x6c, 0x6c] BUF_D2, BUF_ATOMIC, vmem::mubuf, Exact, [6904, 32042],
        "// 64bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA[0:1]) ? DATA[0:1] : tmp - 1; // unsigned compare RETURN_DATA[0:1] = tmp.";
    tbuffer_load_format_x: Mtbuf [0x0, 0x0] TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT, [6926, 32097],
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_xy: Mtbuf [0x1, 0x1] TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT, [6929, 32111],
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_load_format_xyz: Mtbuf [0x2, 0x2] TBUF_VD3, 0, vmem::mtbuf, vmem::FORMAT, [6932, 32131],
        "Typed buffer load 3 dwords with format conversion.";
    tbuffer_load_format_xyzw: Mtbuf [0x3, 0x3] TBUF_VD4, 0, vmem::mtbuf, vmem::FORMAT, [6935, 32147],
        "Typed buffer load 4 dwords with format conversion.";
    tbuffer_store_format_x: Mtbuf [0x4, 0x4] TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT, [6938, 32164],
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_xy: Mtbuf [0x5, 0x5] TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT, [6941, 32177],
        "Typed buffer store 2 dwords with format conversion.";
    tbuffer_store_format_xyz: Mtbuf [0x6, 0x6] TBUF_D3, 0, vmem::mtbuf, vmem::FORMAT, [6944, 32200],
        "Typed buffer store 3 dwords with format conversion.";
    tbuffer_store_format_xyzw: Mtbuf [0x7, 0x7] TBUF_D4, 0, vmem::mtbuf, vmem::FORMAT, [6947, 32215],
        "Typed buffer store 4 dwords with format conversion.";
    tbuffer_load_format_d16_x: Mtbuf [0x8, 0x8] TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT, [6950, 32231],
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_d16_xy: Mtbuf [0x9, 0x9] TBUF_VD1, 0, vmem::mtbuf, vmem::FORMAT, [6953, 32246],
        "Typed buffer load 1 dword with format conversion.";
    tbuffer_load_format_d16_xyz: Mtbuf [0xa, 0xa] TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT, [6956, 32267],
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_load_format_d16_xyzw: Mtbuf [0xb, 0xb] TBUF_VD2, 0, vmem::mtbuf, vmem::FORMAT, [6959, 32284],
        "Typed buffer load 2 dwords with format conversion.";
    tbuffer_store_format_d16_x: Mtbuf [0xc, 0xc] TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT, [6962, 32301],
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_d16_xy: Mtbuf [0xd, 0xd] TBUF_D1, 0, vmem::mtbuf, vmem::FORMAT, [6965, 32319],
        "Typed buffer store 1 dword with format conversion.";
    tbuffer_store_format_d16_xyz: Mtbuf [0xe, 0xe] TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT, [6968, 32333],
        "Typed buffer store 2 dwords with format conversion.";
    tbuffer_store_format_d16_xyzw: Mtbuf [0xf, 0xf] TBUF_D2, 0, vmem::mtbuf, vmem::FORMAT, [6971, 32348],
        "Typed buffer store 2 dwords with format conversion.";
    // VOP3P-MAI (gfx950 only; seed 001 lines 16767-18788, fields line 36226, opcodes line 36277;
    // syntax and operand rules from llvm-mc 22).
    v_mfma_ld_scale_b32: Vop3p [NA, 0x2c] P3_LD_SCALE, VOP3P_NO_NEG, mfma_exec::ld_scale, mfma_exec::LD_SCALE, [0, 0],
        "Load the A and B scale bytes (selected by op_sel/op_sel_hi) for the block-scaled F8F6F4 MFMA that follows (seed 001 line 3326).";
    v_accvgpr_read_b32: Vop3p [NA, 0x58] ACC_READ, ACCVGPR, agpr::v_accvgpr_read_b32, Exact, [0, 0],
        "Move 32 bits of data from an accumulator vector register into an architectural vector register (seed 001 line 17892, V_ACCVGPR_READ).";
    v_accvgpr_write_b32: Vop3p [NA, 0x59] ACC_WRITE, ACCVGPR, agpr::v_accvgpr_write_b32, Exact, [0, 0],
        "Move 32 bits of data from an architectural vector register into an accumulator vector register (seed 001 line 17899, V_ACCVGPR_WRITE).";
    v_accvgpr_mov_b32: Vop1 [NA, 0x52] ACC_MOV, NO_E64, agpr::v_accvgpr_mov_b32, Exact, [0, 12916],
        "Move data from one accumulator register to another accumulator register.";
    v_mfma_f32_32x32x1_2b_f32: Vop3pMai [NA, 0x40] MAI_F32_D32_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17210],
        "Multiply the 32x1 matrix in the first input by the 1x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x1_4b_f32: Vop3pMai [NA, 0x41] MAI_F32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17242],
        "Multiply the 16x1 matrix in the first input by the 1x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x1_16b_f32: Vop3pMai [NA, 0x42] MAI_F32_D4_A1_B1, 0, mfma_exec::mfma, Exact, [0, 17266],
        "Multiply the 4x1 matrix in the first input by the 1x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x2_f32: Vop3pMai [NA, 0x44] MAI_F32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17326],
        "Multiply the 32x2 matrix in the first input by the 2x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_f32: Vop3pMai [NA, 0x45] MAI_F32_D4_A1_B1, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 17354],
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x4_2b_f16: Vop3pMai [NA, 0x48] MAI_F32_D32_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17443],
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_4b_f16: Vop3pMai [NA, 0x49] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17467],
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x4_16b_f16: Vop3pMai [NA, 0x4a] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 17499],
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x8_f16: Vop3pMai [NA, 0x4c] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17560],
        "Multiply the 32x8 matrix in the first input by the 8x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x16_f16: Vop3pMai [NA, 0x4d] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 17583],
        "Multiply the 16x16 matrix in the first input by the 16x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_f16: Vop3pMai [NA, 0x54] MAI_F32_D4_A4_B4, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 17788],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_f16: Vop3pMai [NA, 0x55] MAI_F32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17816],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x4_2b_bf16: Vop3pMai [NA, 0x5d] MAI_F32_D32_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17972],
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x4_4b_bf16: Vop3pMai [NA, 0x5e] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 17996],
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_4x4x4_16b_bf16: Vop3pMai [NA, 0x5f] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18028],
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x8_bf16: Vop3pMai [NA, 0x60] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18052],
        "Multiply the 32x8 matrix in the first input by the 8x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x16_bf16: Vop3pMai [NA, 0x61] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18080],
        "Multiply the 16x16 matrix in the first input by the 16x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf16: Vop3pMai [NA, 0x35] MAI_F32_D4_A4_B4, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 16938],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf16: Vop3pMai [NA, 0x37] MAI_F32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 16993],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x4_2b_i8: Vop3pMai [NA, 0x50] MAI_I32_D32_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17672],
        "Multiply the 32x4 matrix in the first input by the 4x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x4_4b_i8: Vop3pMai [NA, 0x51] MAI_I32_D16_A1_B1, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17704],
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_4x4x4_16b_i8: Vop3pMai [NA, 0x52] MAI_I32_D4_A1_B1, 0, mfma_exec::mfma, Exact, [0, 17728],
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x16_i8: Vop3pMai [NA, 0x56] MAI_I32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17839],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x32_i8: Vop3pMai [NA, 0x57] MAI_I32_D4_A2_B2, 0, mfma_exec::mfma, Exact, [0, 17862],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_16x16x64_i8: Vop3pMai [NA, 0x36] MAI_I32_D4_A4_B4, 0, mfma_exec::mfma, Exact, [0, 16969],
        "Multiply the 16x64 matrix in the first input by the 64x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_i32_32x32x32_i8: Vop3pMai [NA, 0x38] MAI_I32_D16_A4_B4, MAI_OVERLAP, mfma_exec::mfma, Exact, [0, 17017],
        "Multiply the 32x32 matrix in the first input by the 32x32 matrix in the second input and add the 32x32 matrix in.";
    v_mfma_f64_16x16x4_f64: Vop3pMai [NA, 0x6e] MAI_F64_D8_A2_B2, MAI_F64 | MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18301],
        "Multiply the 16x4 matrix in the first input by the 4x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f64_4x4x4_4b_f64: Vop3pMai [NA, 0x6f] MAI_F64_D2_A2_B2, MAI_F64, mfma_exec::mfma, mfma_exec::ORDER, [0, 18324],
        "Multiply the 4x4 matrix in the first input by the 4x4 matrix in the second input and add the 4x4 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf8_bf8: Vop3pMai [NA, 0x70] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18356],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_bf8_fp8: Vop3pMai [NA, 0x71] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18379],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_fp8_bf8: Vop3pMai [NA, 0x72] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18402],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x32_fp8_fp8: Vop3pMai [NA, 0x73] MAI_F32_D4_A2_B2, 0, mfma_exec::mfma, mfma_exec::ORDER, [0, 18433],
        "Multiply the 16x32 matrix in the first input by the 32x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf8_bf8: Vop3pMai [NA, 0x74] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18456],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_bf8_fp8: Vop3pMai [NA, 0x75] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18486],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_fp8_bf8: Vop3pMai [NA, 0x76] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18509],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x16_fp8_fp8: Vop3pMai [NA, 0x77] MAI_F32_D16_A2_B2, MAI_OVERLAP, mfma_exec::mfma, mfma_exec::ORDER, [0, 18532],
        "Multiply the 32x16 matrix in the first input by the 16x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_mfma_f32_16x16x128_f8f6f4: Vop3pMai [NA, 0x2d] MAI_F32_D4_A8_B8, MAI_F8F6F4, mfma_exec::mfma, mfma_exec::ORDER, [0, 16767],
        "Multiply the 16x128 matrix in the first input by the 128x16 matrix in the second input and add the 16x16 matrix in the third input using fused multiply add.";
    v_mfma_f32_32x32x64_f8f6f4: Vop3pMai [NA, 0x2e] MAI_F32_D16_A8_B8, MAI_F8F6F4, mfma_exec::mfma, mfma_exec::ORDER, [0, 16808],
        "Multiply the 32x64 matrix in the first input by the 64x32 matrix in the second input and add the 32x32 matrix in the third input using fused multiply add.";
    v_smfmac_f32_16x16x32_f16: Vop3pMai [NA, 0x62] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18103],
        "Multiply the 16x32 sparse matrix in the first input by the 32x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x16_f16: Vop3pMai [NA, 0x64] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18132],
        "Multiply the 32x16 sparse matrix in the first input by the 16x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x32_bf16: Vop3pMai [NA, 0x66] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18169],
        "Multiply the 16x32 sparse matrix in the first input by the 32x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x16_bf16: Vop3pMai [NA, 0x68] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18198],
        "Multiply the 32x16 sparse matrix in the first input by the 16x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_16x16x64_i8: Vop3pMai [NA, 0x6a] MAI_SP_I32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, Exact, [0, 18235],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_32x32x32_i8: Vop3pMai [NA, 0x6c] MAI_SP_I32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, Exact, [0, 18264],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_f16: Vop3pMai [NA, 0x5a] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17906],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_f16: Vop3pMai [NA, 0x5b] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17935],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf16: Vop3pMai [NA, 0x39] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17049],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf16: Vop3pMai [NA, 0x46] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17377],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_16x16x128_i8: Vop3pMai [NA, 0x3a] MAI_SP_I32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, Exact, [0, 17078],
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_i32_32x32x64_i8: Vop3pMai [NA, 0x47] MAI_SP_I32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, Exact, [0, 17406],
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf8_bf8: Vop3pMai [NA, 0x78] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18563],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_bf8_fp8: Vop3pMai [NA, 0x79] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18592],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_fp8_bf8: Vop3pMai [NA, 0x7a] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18629],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x64_fp8_fp8: Vop3pMai [NA, 0x7b] MAI_SP_F32_D4_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18658],
        "Multiply the 16x64 sparse matrix in the first input by the 64x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf8_bf8: Vop3pMai [NA, 0x7c] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18694],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_bf8_fp8: Vop3pMai [NA, 0x7d] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18723],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_fp8_bf8: Vop3pMai [NA, 0x7e] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18759],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x32_fp8_fp8: Vop3pMai [NA, 0x7f] MAI_SP_F32_D16_A2_B4, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 18788],
        "Multiply the 32x32 sparse matrix in the first input by the 32x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_bf8_bf8: Vop3pMai [NA, 0x3b] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17115],
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_bf8_fp8: Vop3pMai [NA, 0x3c] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17144],
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_fp8_bf8: Vop3pMai [NA, 0x3d] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17181],
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_16x16x128_fp8_fp8: Vop3pMai [NA, 0x43] MAI_SP_F32_D4_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17297],
        "Multiply the 16x128 sparse matrix in the first input by the 128x16 matrix in the second input and accumulate the result into the 16x16 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_bf8_bf8: Vop3pMai [NA, 0x4b] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17523],
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_bf8_fp8: Vop3pMai [NA, 0x4e] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17606],
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_fp8_bf8: Vop3pMai [NA, 0x4f] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17643],
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_smfmac_f32_32x32x64_fp8_fp8: Vop3pMai [NA, 0x53] MAI_SP_F32_D16_A4_B8, MAI_SPARSE, mfma_exec::mfma, mfma_exec::ORDER, [0, 17759],
        "Multiply the 32x64 sparse matrix in the first input by the 64x32 matrix in the second input and accumulate the result into the 32x32 matrix stored in the destination registers using fused multiply add.";
    v_mfma_scale_f32_16x16x128_f8f6f4: Vop3pMai [NA, 0x2d] MAI_SCALE_D4, MAI_F8F6F4 | MAI_SCALE, mfma_exec::mfma, mfma_exec::SCALED, [0, 0],
        "D = A (16x128) * B (128x16) + C with A and B block-scaled by E8M0 scales (one per 32 K values; seed 001 lines 3300-3373).";
    v_mfma_scale_f32_32x32x64_f8f6f4: Vop3pMai [NA, 0x2e] MAI_SCALE_D16, MAI_F8F6F4 | MAI_SCALE, mfma_exec::mfma, mfma_exec::SCALED, [0, 0],
        "D = A (32x64) * B (64x32) + C with A and B block-scaled by E8M0 scales (one per 32 K values; seed 001 lines 3300-3373).";
    // VINTRP and its VOP3 forms, the VOP3-only f16 interpolation (seed 000 lines 5832-5847,
    // 6093-6097, 10151-10157, 10780-10818; gfx900 only, syntax from llvm-mc 22).
    v_interp_p1_f32: Vintrp [0x0, NA] INTERP_F32, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS, [5838, 0],
        "D.f = P10 * S.f + P0. Parameter interpolation (first pass).";
    v_interp_p2_f32: Vintrp [0x1, NA] INTERP_F32, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS, [5841, 0],
        "D.f = P20 * S.f + D.f. Parameter interpolation (second pass).";
    v_interp_mov_f32: Vintrp [0x2, NA] INTERP_MOV, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS, [5844, 0],
        "D.f = {P10,P20,P0}[S.u]. Parameter load.";
    v_interp_p1ll_f16: Vop3a [0x274, NA] INTERP_F32_F16, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS, [10151, 0],
        "D.f32 = P10.f16 * S0.f32 + P0.f16. 'LL' stands for 'two LDS arguments'.";
    v_interp_p1lv_f16: Vop3a [0x275, NA] INTERP_F32_F16_F16, CLAMP | OMOD | INTERP, vmem::graphics, vmem::GRAPHICS, [10153, 0],
        "D.f32 = P10.f16 * S0.f32 + (S2.u32 >> (attr_word * 16)).f16. 'LV' stands for 'One LDS and one VGPR argument'.";
    v_interp_p2_legacy_f16: Vop3a [0x276, NA] INTERP_F16_F16_F32, CLAMP | INTERP, vmem::graphics, vmem::GRAPHICS, [6093, 0],
        "D.f16 = P20.f16 * S0.f32 + S2.f32. Final computation, legacy form.";
    v_interp_p2_f16: Vop3a [0x277, NA] INTERP_F16_F16_F32, CLAMP | OPSEL | INTERP, vmem::graphics, vmem::GRAPHICS, [6096, 0],
        "D.f16 = P20.f16 * S0.f32 + S2.f32. Final computation; preserves the other half of D.";
    // MIMG (seed 000 lines 6973-7269, 11478-11747; gfx900 only, opcodes and syntax from llvm-mc 22).
    image_load: Mimg [0x0, NA] MIMG_LD, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [6995, 0],
        "Image memory load with format conversion specified in T#.";
    image_load_mip: Mimg [0x1, NA] MIMG_LD, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [6998, 0],
        "Image memory load with user-supplied mip level.";
    image_load_pck: Mimg [0x2, NA] MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7001, 0],
        "Image memory load with no format conversion.";
    image_load_pck_sgn: Mimg [0x3, NA] MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7004, 0],
        "Image memory load with with no format conversion and sign extension.";
    image_load_mip_pck: Mimg [0x4, NA] MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7007, 0],
        "Image memory load with user-supplied mip level, no format conversion.";
    image_load_mip_pck_sgn: Mimg [0x5, NA] MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7010, 0],
        "Image memory load with user-supplied mip level, no format conversion and with sign extension.";
    image_store: Mimg [0x8, NA] MIMG_ST, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7013, 0],
        "Image memory store with format conversion specified in T#.";
    image_store_mip: Mimg [0x9, NA] MIMG_ST, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7016, 0],
        "Image memory store with format conversion specified in T# to user specified mip level.";
    image_store_pck: Mimg [0xa, NA] MIMG_ST, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7019, 0],
        "Image memory store of packed data without format conversion .";
    image_store_mip_pck: Mimg [0xb, NA] MIMG_ST, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7022, 0],
        "Image memory store of packed data without format conversion to user-supplied mip level.";
    image_get_resinfo: Mimg [0xe, NA] MIMG_LD, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7025, 0],
        "return resource info for a given mip level specified in the address vgpr.";
    image_atomic_swap: Mimg [0x10, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7028, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = DATA; RETURN_DATA = tmp.";
    image_atomic_cmpswap: Mimg [0x11, NA] MIMG_AT2, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7031, 0],
        "// 32bit tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1]; MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp.";
    image_atomic_add: Mimg [0x12, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7034, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] += DATA; RETURN_DATA = tmp.";
    image_atomic_sub: Mimg [0x13, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7037, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] -= DATA; RETURN_DATA = tmp.";
    image_atomic_smin: Mimg [0x14, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7040, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    image_atomic_umin: Mimg [0x15, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7043, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA < tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_smax: Mimg [0x16, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7046, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // signed compare RETURN_DATA = tmp.";
    image_atomic_umax: Mimg [0x17, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7049, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (DATA > tmp) ? DATA : tmp; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_and: Mimg [0x18, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7052, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] &= DATA; RETURN_DATA = tmp.";
    image_atomic_or: Mimg [0x19, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7055, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] |= DATA; RETURN_DATA = tmp.";
    image_atomic_xor: Mimg [0x1a, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7058, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] ^= DATA; RETURN_DATA = tmp.";
    image_atomic_inc: Mimg [0x1b, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7061, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp >= DATA) ? 0 : tmp + 1; // unsigned compare RETURN_DATA = tmp.";
    image_atomic_dec: Mimg [0x1c, NA] MIMG_AT, MIMG_ATOMIC | MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7064, 0],
        "// 32bit tmp = MEM[ADDR]; MEM[ADDR] = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1; // unsigned compare RETURN_DATA = tmp.";
    image_sample: Mimg [0x20, NA] MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7067, 0],
        "sample texture map.";
    image_sample_cl: Mimg [0x21, NA] MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7070, 0],
        "sample texture map, with LOD clamp specified in shader.";
    image_sample_d: Mimg [0x22, NA] MIMG_SMP, MIMG_ADDR_2_1FE, vmem::graphics, vmem::GRAPHICS, [7073, 0],
        "sample texture map, with user derivatives.";
    image_sample_d_cl: Mimg [0x23, NA] MIMG_SMP, MIMG_ADDR_2_3FE, vmem::graphics, vmem::GRAPHICS, [7076, 0],
        "sample texture map, with LOD clamp specified in shader, with user derivatives.";
    image_sample_l: Mimg [0x24, NA] MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7079, 0],
        "sample texture map, with user LOD.";
    image_sample_b: Mimg [0x25, NA] MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7082, 0],
        "sample texture map, with lod bias.";
    image_sample_b_cl: Mimg [0x26, NA] MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7085, 0],
        "sample texture map, with LOD clamp specified in shader, with lod bias.";
    image_sample_lz: Mimg [0x27, NA] MIMG_SMP, MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7088, 0],
        "sample texture map, from level 0.";
    image_sample_c: Mimg [0x28, NA] MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7091, 0],
        "sample texture map, with PCF.";
    image_sample_c_cl: Mimg [0x29, NA] MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7094, 0],
        "SAMPLE_C, with LOD clamp specified in shader.";
    image_sample_c_d: Mimg [0x2a, NA] MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS, [7097, 0],
        "SAMPLE_C, with user derivatives.";
    image_sample_c_d_cl: Mimg [0x2b, NA] MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS, [7100, 0],
        "SAMPLE_C, with LOD clamp specified in shader, with user derivatives.";
    image_sample_c_l: Mimg [0x2c, NA] MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7103, 0],
        "SAMPLE_C, with user LOD.";
    image_sample_c_b: Mimg [0x2d, NA] MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7106, 0],
        "SAMPLE_C, with lod bias.";
    image_sample_c_b_cl: Mimg [0x2e, NA] MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7109, 0],
        "SAMPLE_C, with LOD clamp specified in shader, with lod bias.";
    image_sample_c_lz: Mimg [0x2f, NA] MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7112, 0],
        "SAMPLE_C, from level 0.";
    image_sample_o: Mimg [0x30, NA] MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7115, 0],
        "sample texture map, with user offsets.";
    image_sample_cl_o: Mimg [0x31, NA] MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7118, 0],
        "SAMPLE_O with LOD clamp specified in shader.";
    image_sample_d_o: Mimg [0x32, NA] MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS, [7121, 0],
        "SAMPLE_O, with user derivatives.";
    image_sample_d_cl_o: Mimg [0x33, NA] MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS, [7124, 0],
        "SAMPLE_O, with LOD clamp specified in shader, with user derivatives.";
    image_sample_l_o: Mimg [0x34, NA] MIMG_SMP, MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7127, 0],
        "SAMPLE_O, with user LOD.";
    image_sample_b_o: Mimg [0x35, NA] MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7130, 0],
        "SAMPLE_O, with lod bias.";
    image_sample_b_cl_o: Mimg [0x36, NA] MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7133, 0],
        "SAMPLE_O, with LOD clamp specified in shader, with lod bias.";
    image_sample_lz_o: Mimg [0x37, NA] MIMG_SMP, MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7136, 0],
        "SAMPLE_O, from level 0.";
    image_sample_c_o: Mimg [0x38, NA] MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7139, 0],
        "SAMPLE_C with user specified offsets.";
    image_sample_c_cl_o: Mimg [0x39, NA] MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7142, 0],
        "SAMPLE_C_O, with LOD clamp specified in shader.";
    image_sample_c_d_o: Mimg [0x3a, NA] MIMG_SMP, MIMG_ADDR_4_7F8, vmem::graphics, vmem::GRAPHICS, [7145, 0],
        "SAMPLE_C_O, with user derivatives.";
    image_sample_c_d_cl_o: Mimg [0x3b, NA] MIMG_SMP, MIMG_ADDR_4_FF8, vmem::graphics, vmem::GRAPHICS, [7148, 0],
        "SAMPLE_C_O, with LOD clamp specified in shader, with user derivatives.";
    image_sample_c_l_o: Mimg [0x3c, NA] MIMG_SMP, MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7151, 0],
        "SAMPLE_C_O, with user LOD.";
    image_sample_c_b_o: Mimg [0x3d, NA] MIMG_SMP, MIMG_ADDR_4_B8, vmem::graphics, vmem::GRAPHICS, [7154, 0],
        "SAMPLE_C_O, with lod bias.";
    image_sample_c_b_cl_o: Mimg [0x3e, NA] MIMG_SMP, MIMG_ADDR_4_F8, vmem::graphics, vmem::GRAPHICS, [7157, 0],
        "SAMPLE_C_O, with LOD clamp specified in shader, with lod bias.";
    image_sample_c_lz_o: Mimg [0x3f, NA] MIMG_SMP, MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7160, 0],
        "SAMPLE_C_O, from level 0.";
    image_gather4: Mimg [0x40, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7163, 0],
        "gather 4 single component elements (2x2).";
    image_gather4_cl: Mimg [0x41, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7166, 0],
        "gather 4 single component elements (2x2) with user LOD clamp.";
    image_gather4h: Mimg [0x42, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7169, 0],
        "Same as Gather4, but fetches one component per texel, from a 4x1 group of texels.";
    image_gather4_l: Mimg [0x44, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7172, 0],
        "gather 4 single component elements (2x2) with user LOD.";
    image_gather4_b: Mimg [0x45, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7175, 0],
        "gather 4 single component elements (2x2) with user bias.";
    image_gather4_b_cl: Mimg [0x46, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7178, 0],
        "gather 4 single component elements (2x2) with user bias and clamp.";
    image_gather4_lz: Mimg [0x47, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7181, 0],
        "gather 4 single component elements (2x2) at level 0.";
    image_gather4_c: Mimg [0x48, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7184, 0],
        "gather 4 single component elements (2x2) with PCF.";
    image_gather4_c_cl: Mimg [0x49, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7187, 0],
        "gather 4 single component elements (2x2) with user LOD clamp and PCF.";
    image_gather4_c_l: Mimg [0x4c, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7196, 0],
        "gather 4 single component elements (2x2) with user LOD and PCF.";
    image_gather4_c_b: Mimg [0x4d, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7199, 0],
        "gather 4 single component elements (2x2) with user bias and PCF.";
    image_gather4_c_b_cl: Mimg [0x4e, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7202, 0],
        "gather 4 single component elements (2x2) with user bias, clamp and PCF.";
    image_gather4_c_lz: Mimg [0x4f, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7205, 0],
        "gather 4 single component elements (2x2) at level 0, with PCF.";
    image_gather4_o: Mimg [0x50, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7208, 0],
        "GATHER4, with user offsets.";
    image_gather4_cl_o: Mimg [0x51, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7211, 0],
        "GATHER4_CL, with user offsets.";
    image_gather4_l_o: Mimg [0x54, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_9E, vmem::graphics, vmem::GRAPHICS, [7214, 0],
        "GATHER4_L, with user offsets.";
    image_gather4_b_o: Mimg [0x55, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7217, 0],
        "GATHER4_B, with user offsets.";
    image_gather4_b_cl_o: Mimg [0x56, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7220, 0],
        "GATHER4_B_CL, with user offsets.";
    image_gather4_lz_o: Mimg [0x57, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_2_E, vmem::graphics, vmem::GRAPHICS, [7223, 0],
        "GATHER4_LZ, with user offsets.";
    image_gather4_c_o: Mimg [0x58, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7226, 0],
        "GATHER4_C, with user offsets.";
    image_gather4_c_cl_o: Mimg [0x59, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7229, 0],
        "GATHER4_C_CL, with user offsets.";
    image_gather4_c_l_o: Mimg [0x5c, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_BC, vmem::graphics, vmem::GRAPHICS, [7232, 0],
        "GATHER4_C_L, with user offsets.";
    image_gather4_c_b_o: Mimg [0x5d, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_4_B8, vmem::graphics, vmem::GRAPHICS, [7235, 0],
        "GATHER4_B, with user offsets.";
    image_gather4_c_b_cl_o: Mimg [0x5e, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_4_F8, vmem::graphics, vmem::GRAPHICS, [7238, 0],
        "GATHER4_B_CL, with user offsets.";
    image_gather4_c_lz_o: Mimg [0x5f, NA] MIMG_SMP, MIMG_GATHER | MIMG_ADDR_3_9C, vmem::graphics, vmem::GRAPHICS, [7241, 0],
        "GATHER4_C_LZ, with user offsets.";
    image_get_lod: Mimg [0x60, NA] MIMG_SMP, MIMG_NO_D16 | MIMG_ADDR_1_F, vmem::graphics, vmem::GRAPHICS, [7244, 0],
        "Return calculated LOD.";
    image_sample_cd: Mimg [0x68, NA] MIMG_SMP, MIMG_ADDR_2_1FE, vmem::graphics, vmem::GRAPHICS, [7247, 0],
        "sample texture map, with user derivatives (LOD per quad).";
    image_sample_cd_cl: Mimg [0x69, NA] MIMG_SMP, MIMG_ADDR_2_3FE, vmem::graphics, vmem::GRAPHICS, [7250, 0],
        "sample texture map, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_c_cd: Mimg [0x6a, NA] MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS, [7253, 0],
        "SAMPLE_C, with user derivatives (LOD per quad).";
    image_sample_c_cd_cl: Mimg [0x6b, NA] MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS, [7256, 0],
        "SAMPLE_C, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_cd_o: Mimg [0x6c, NA] MIMG_SMP, MIMG_ADDR_3_3FC, vmem::graphics, vmem::GRAPHICS, [7259, 0],
        "SAMPLE_O, with user derivatives (LOD per quad).";
    image_sample_cd_cl_o: Mimg [0x6d, NA] MIMG_SMP, MIMG_ADDR_3_7FC, vmem::graphics, vmem::GRAPHICS, [7262, 0],
        "SAMPLE_O, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    image_sample_c_cd_o: Mimg [0x6e, NA] MIMG_SMP, MIMG_ADDR_4_7F8, vmem::graphics, vmem::GRAPHICS, [7265, 0],
        "SAMPLE_C_O, with user derivatives (LOD per quad).";
    image_sample_c_cd_cl_o: Mimg [0x6f, NA] MIMG_SMP, MIMG_ADDR_4_FF8, vmem::graphics, vmem::GRAPHICS, [7268, 0],
        "SAMPLE_C_O, with LOD clamp specified in shader, with user derivatives (LOD per quad).";
    // EXP (seed 000 lines 7270-7273, 12070-12125; gfx900 only).
    exp: Exp [0x0, NA] EXP_OPS, 0, vmem::graphics, vmem::GRAPHICS, [7781, 0],
        "Export up to four VGPRs to a color (MRT), depth, position, parameter or null target.";
}
