	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	smfmac_all_fp8          ; -- Begin function smfmac_all_fp8
	.globl	smfmac_all_fp8
	.p2align	8
	.type	smfmac_all_fp8,@function
smfmac_all_fp8:                         ; @smfmac_all_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v34, 3, v0
	v_lshlrev_b32_e32 v36, 4, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v16, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v34, s[6:7]
	global_load_dwordx4 v[8:11], v36, s[8:9]
	global_load_dword v42, v1, s[10:11]
	v_or_b32_e32 v2, 3, v16
	v_or_b32_e32 v4, 2, v16
	v_or_b32_e32 v1, 1, v16
	v_cvt_f32_u32_e32 v3, v2
	v_cvt_f32_u32_e32 v2, v4
	v_cvt_f32_u32_e32 v0, v16
	v_cvt_f32_u32_e32 v1, v1
	v_or_b32_e32 v14, 12, v16
	v_mov_b64_e32 v[6:7], v[2:3]
	v_or_b32_e32 v15, 15, v16
	v_mov_b64_e32 v[4:5], v[0:1]
	v_or_b32_e32 v17, 14, v16
	v_cvt_f32_u32_e32 v15, v15
	v_mov_b32_e32 v35, 0
	s_movk_i32 s0, 0x1000
	s_movk_i32 s1, 0x2000
	v_mov_b32_e32 v37, v35
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[12:13], v[8:11], v42
	s_nop 7
	global_store_dwordx4 v36, v[4:7], s[4:5]
	global_load_dwordx2 v[12:13], v34, s[6:7]
	global_load_dwordx4 v[8:11], v36, s[8:9]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[4:5], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[12:13], v[8:11], v42 abid:1
	s_nop 7
	global_store_dwordx4 v36, v[4:7], s[4:5] offset:1024
	global_load_dwordx2 v[12:13], v34, s[6:7]
	global_load_dwordx4 v[8:11], v36, s[8:9]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[4:5], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[12:13], v[8:11], v42
	s_nop 7
	global_store_dwordx4 v36, v[4:7], s[4:5] offset:2048
	global_load_dwordx2 v[12:13], v34, s[6:7]
	global_load_dwordx4 v[8:11], v36, s[8:9]
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[4:5], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[12:13], v[8:11], v42 abid:1
	v_or_b32_e32 v8, 6, v16
	v_or_b32_e32 v10, 8, v16
	v_or_b32_e32 v12, 10, v16
	s_nop 4
	global_store_dwordx4 v36, v[4:7], s[4:5] offset:3072
	global_load_dwordx2 v[48:49], v34, s[6:7]
	global_load_dwordx4 v[44:47], v36, s[8:9]
	v_or_b32_e32 v4, 5, v16
	v_or_b32_e32 v6, 4, v16
	v_or_b32_e32 v7, 7, v16
	v_or_b32_e32 v9, 9, v16
	v_or_b32_e32 v11, 11, v16
	v_or_b32_e32 v13, 13, v16
	v_cvt_f32_u32_e32 v5, v4
	v_cvt_f32_u32_e32 v4, v6
	v_cvt_f32_u32_e32 v6, v8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v10, v12
	v_cvt_f32_u32_e32 v12, v14
	v_cvt_f32_u32_e32 v14, v17
	v_cvt_f32_u32_e32 v7, v7
	v_cvt_f32_u32_e32 v9, v9
	v_cvt_f32_u32_e32 v11, v11
	v_cvt_f32_u32_e32 v13, v13
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_mov_b32_e32 v17, v35
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_add_co_u32_e32 v38, vcc, s0, v16
	s_movk_i32 s0, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v39, vcc, 0, v17, vcc
	v_add_co_u32_e32 v40, vcc, s1, v16
	s_movk_i32 s1, 0x4000
	s_nop 0
	v_addc_co_u32_e32 v41, vcc, 0, v17, vcc
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_fp8_fp8 v[18:33], v[48:49], v[44:47], v42
	s_nop 11
	global_store_dwordx4 v[40:41], v[18:21], off offset:-4096
	global_store_dwordx4 v[38:39], v[22:25], off offset:16
	global_store_dwordx4 v[38:39], v[26:29], off offset:32
	global_store_dwordx4 v[38:39], v[30:33], off offset:48
	global_load_dwordx2 v[38:39], v34, s[6:7]
	s_nop 0
	global_load_dwordx4 v[44:47], v36, s[8:9]
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_32x32x32_fp8_bf8 v[18:33], v[38:39], v[44:47], v42 abid:1
	v_add_co_u32_e32 v38, vcc, s0, v16
	s_movk_i32 s0, 0x5000
	s_nop 0
	v_addc_co_u32_e32 v39, vcc, 0, v17, vcc
	s_nop 7
	global_store_dwordx4 v[40:41], v[18:21], off
	global_store_dwordx4 v[40:41], v[22:25], off offset:16
	global_store_dwordx4 v[40:41], v[26:29], off offset:32
	global_store_dwordx4 v[40:41], v[30:33], off offset:48
	global_load_dwordx2 v[48:49], v34, s[6:7]
	global_load_dwordx4 v[44:47], v36, s[8:9]
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_add_co_u32_e32 v40, vcc, s1, v16
	s_movk_i32 s1, 0x7000
	s_nop 0
	v_addc_co_u32_e32 v41, vcc, 0, v17, vcc
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf8_fp8 v[18:33], v[48:49], v[44:47], v42
	s_nop 11
	global_store_dwordx4 v[40:41], v[18:21], off offset:-4096
	global_store_dwordx4 v[38:39], v[22:25], off offset:16
	global_store_dwordx4 v[38:39], v[26:29], off offset:32
	global_store_dwordx4 v[38:39], v[30:33], off offset:48
	global_load_dwordx2 v[48:49], v34, s[6:7]
	global_load_dwordx4 v[44:47], v36, s[8:9]
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[38:39], 0, v[34:35]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf8_bf8 v[18:33], v[48:49], v[44:47], v42 abid:1
	s_nop 11
	global_store_dwordx4 v[40:41], v[18:21], off
	global_store_dwordx4 v[40:41], v[22:25], off offset:16
	global_store_dwordx4 v[40:41], v[26:29], off offset:32
	global_store_dwordx4 v[40:41], v[30:33], off offset:48
	global_load_dwordx4 v[44:47], v[34:35], off
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[36:37]
	v_lshl_add_u64 v[38:39], v[18:19], 0, v[36:37]
	global_load_dwordx4 v[28:31], v[38:39], off offset:16
	global_load_dwordx4 v[24:27], v[38:39], off
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[36:37]
	v_add_co_u32_e32 v22, vcc, s0, v22
	s_movk_i32 s0, 0x6000
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc
	v_add_co_u32_e32 v36, vcc, s0, v16
	s_mov_b32 s0, 0x8000
	s_nop 0
	v_addc_co_u32_e32 v37, vcc, 0, v17, vcc
	v_add_co_u32_e32 v40, vcc, s1, v16
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x128_fp8_fp8 v[18:21], v[44:47], v[24:31], v42
	v_addc_co_u32_e32 v41, vcc, 0, v17, vcc
	s_nop 6
	global_store_dwordx4 v[22:23], v[18:21], off
	global_load_dwordx4 v[44:47], v[34:35], off
	global_load_dwordx4 v[28:31], v[38:39], off offset:16
	global_load_dwordx4 v[24:27], v[38:39], off
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x128_fp8_bf8 v[18:21], v[44:47], v[24:31], v42 abid:1
	s_nop 7
	global_store_dwordx4 v[22:23], v[18:21], off offset:1024
	global_load_dwordx4 v[44:47], v[34:35], off
	global_load_dwordx4 v[28:31], v[38:39], off offset:16
	global_load_dwordx4 v[24:27], v[38:39], off
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x128_bf8_fp8 v[18:21], v[44:47], v[24:31], v42
	s_nop 7
	global_store_dwordx4 v[22:23], v[18:21], off offset:2048
	global_load_dwordx4 v[44:47], v[34:35], off
	global_load_dwordx4 v[28:31], v[38:39], off offset:16
	global_load_dwordx4 v[24:27], v[38:39], off
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x128_bf8_bf8 v[18:21], v[44:47], v[24:31], v42 abid:1
	s_nop 7
	global_store_dwordx4 v[22:23], v[18:21], off offset:3072
	global_load_dwordx4 v[52:55], v[34:35], off
	global_load_dwordx4 v[48:51], v[38:39], off offset:16
	global_load_dwordx4 v[44:47], v[38:39], off
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_32x32x64_fp8_fp8 v[18:33], v[52:55], v[44:51], v42
	s_nop 11
	global_store_dwordx4 v[40:41], v[18:21], off offset:-4096
	global_store_dwordx4 v[36:37], v[22:25], off offset:16
	global_store_dwordx4 v[36:37], v[26:29], off offset:32
	global_store_dwordx4 v[36:37], v[30:33], off offset:48
	global_load_dwordx4 v[52:55], v[34:35], off
	global_load_dwordx4 v[48:51], v[38:39], off offset:16
	global_load_dwordx4 v[44:47], v[38:39], off
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_add_co_u32_e32 v36, vcc, s0, v16
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_fp8_bf8 v[18:33], v[52:55], v[44:51], v42 abid:1
	v_addc_co_u32_e32 v37, vcc, 0, v17, vcc
	v_add_co_u32_e32 v16, vcc, 0x9000, v16
	s_nop 9
	global_store_dwordx4 v[40:41], v[18:21], off
	global_store_dwordx4 v[40:41], v[22:25], off offset:16
	global_store_dwordx4 v[40:41], v[26:29], off offset:32
	global_store_dwordx4 v[40:41], v[30:33], off offset:48
	global_load_dwordx4 v[52:55], v[34:35], off
	global_load_dwordx4 v[48:51], v[38:39], off offset:16
	global_load_dwordx4 v[44:47], v[38:39], off
	v_mov_b64_e32 v[32:33], v[14:15]
	v_mov_b64_e32 v[30:31], v[12:13]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_mov_b64_e32 v[24:25], v[6:7]
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_bf8_fp8 v[18:33], v[52:55], v[44:51], v42
	s_nop 11
	global_store_dwordx4 v[36:37], v[18:21], off
	global_store_dwordx4 v[36:37], v[22:25], off offset:16
	global_store_dwordx4 v[36:37], v[26:29], off offset:32
	global_store_dwordx4 v[36:37], v[30:33], off offset:48
	global_load_dwordx4 v[26:29], v[34:35], off
	s_nop 0
	global_load_dwordx4 v[22:25], v[38:39], off offset:16
	global_load_dwordx4 v[18:21], v[38:39], off
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_bf8_bf8 v[0:15], v[26:29], v[18:25], v42 abid:1
	s_nop 11
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_all_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	smfmac_all_fp8, .Lfunc_end0-smfmac_all_fp8
                                        ; -- End function
	.set smfmac_all_fp8.num_vgpr, 56
	.set smfmac_all_fp8.num_agpr, 0
	.set smfmac_all_fp8.numbered_sgpr, 12
	.set smfmac_all_fp8.num_named_barrier, 0
	.set smfmac_all_fp8.private_seg_size, 0
	.set smfmac_all_fp8.uses_vcc, 1
	.set smfmac_all_fp8.uses_flat_scratch, 0
	.set smfmac_all_fp8.has_dyn_sized_stack, 0
	.set smfmac_all_fp8.has_recursion, 0
	.set smfmac_all_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1584
; TotalNumSgprs: 18
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           smfmac_all_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_all_fp8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
