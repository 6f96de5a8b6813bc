	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_all_bf16           ; -- Begin function mfma_all_bf16
	.globl	mfma_all_bf16
	.p2align	8
	.type	mfma_all_bf16,@function
mfma_all_bf16:                          ; @mfma_all_bf16
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v50, 3, v0
	v_lshlrev_b32_e32 v34, 6, v0
	v_or_b32_e32 v1, 1, v34
	v_or_b32_e32 v4, 3, v34
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[8:9], v50, s[6:7]
	global_load_dwordx2 v[10:11], v50, s[2:3]
	v_or_b32_e32 v6, 2, v34
	v_cvt_f32_u32_e32 v2, v34
	v_cvt_f32_u32_e32 v3, v1
	v_cvt_f32_u32_e32 v5, v4
	v_cvt_f32_u32_e32 v4, v6
	v_lshlrev_b32_e32 v0, 4, v0
	v_or_b32_e32 v1, 5, v34
	v_or_b32_e32 v12, 8, v34
	v_or_b32_e32 v13, 11, v34
	v_or_b32_e32 v14, 10, v34
	v_or_b32_e32 v15, 13, v34
	v_or_b32_e32 v16, 12, v34
	v_or_b32_e32 v17, 15, v34
	v_or_b32_e32 v18, 14, v34
	v_cvt_f32_u32_e32 v13, v13
	v_cvt_f32_u32_e32 v15, v15
	v_cvt_f32_u32_e32 v17, v17
	v_mov_b32_e32 v51, 0
	s_movk_i32 s0, 0x1000
	v_or_b32_e32 v35, 30, v34
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4_16b_bf16 v[6:9], v[8:9], v[10:11], v[2:5]
	v_or_b32_e32 v10, 6, v34
	s_nop 3
	global_store_dwordx4 v0, v[6:9], s[4:5]
	global_load_dwordx2 v[36:37], v50, s[6:7]
	global_load_dwordx2 v[38:39], v50, s[2:3]
	v_or_b32_e32 v6, 4, v34
	v_or_b32_e32 v8, 7, v34
	v_or_b32_e32 v11, 9, v34
	v_cvt_f32_u32_e32 v7, v1
	v_cvt_f32_u32_e32 v6, v6
	v_cvt_f32_u32_e32 v9, v8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v11, v11
	v_cvt_f32_u32_e32 v10, v12
	v_cvt_f32_u32_e32 v12, v14
	v_cvt_f32_u32_e32 v14, v16
	v_cvt_f32_u32_e32 v16, v18
	v_mov_b32_e32 v1, v51
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_4b_bf16 v[18:33], v[36:37], v[38:39], v[2:17]
	s_nop 11
	global_store_dwordx4 v34, v[18:21], s[4:5] offset:1024
	global_store_dwordx4 v34, v[22:25], s[4:5] offset:1040
	global_store_dwordx4 v34, v[26:29], s[4:5] offset:1056
	global_store_dwordx4 v34, v[30:33], s[4:5] offset:1072
	global_load_dwordx2 v[18:19], v50, s[6:7]
	s_nop 0
	global_load_dwordx2 v[20:21], v50, s[2:3]
	v_add_co_u32_e32 v22, vcc, s0, v0
	v_or_b32_e32 v24, 20, v34
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v1, vcc
	v_or_b32_e32 v26, 22, v34
	v_or_b32_e32 v28, 24, v34
	v_or_b32_e32 v30, 26, v34
	v_or_b32_e32 v32, 28, v34
	v_or_b32_e32 v33, 31, v34
	v_cvt_f32_u32_e32 v33, v33
	v_or_b32_e32 v25, 23, v34
	v_or_b32_e32 v27, 25, v34
	v_or_b32_e32 v29, 27, v34
	v_or_b32_e32 v31, 29, v34
	v_cvt_f32_u32_e32 v25, v25
	v_cvt_f32_u32_e32 v27, v27
	v_cvt_f32_u32_e32 v29, v29
	v_cvt_f32_u32_e32 v31, v31
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[18:21], v[18:19], v[20:21], v[2:5]
	s_nop 7
	global_store_dwordx4 v[22:23], v[18:21], off offset:1024
	global_load_dwordx2 v[56:57], v50, s[6:7]
	global_load_dwordx2 v[58:59], v50, s[2:3]
	v_or_b32_e32 v18, 17, v34
	v_or_b32_e32 v20, 16, v34
	v_or_b32_e32 v22, 18, v34
	v_cvt_f32_u32_e32 v19, v18
	v_cvt_f32_u32_e32 v18, v20
	v_cvt_f32_u32_e32 v20, v22
	v_cvt_f32_u32_e32 v22, v24
	v_cvt_f32_u32_e32 v24, v26
	v_cvt_f32_u32_e32 v26, v28
	v_cvt_f32_u32_e32 v28, v30
	v_cvt_f32_u32_e32 v30, v32
	v_cvt_f32_u32_e32 v32, v35
	v_or_b32_e32 v21, 19, v34
	v_or_b32_e32 v23, 21, v34
	v_mov_b32_e32 v35, v51
	v_cvt_f32_u32_e32 v21, v21
	v_cvt_f32_u32_e32 v23, v23
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[54:55], v[52:53], 0, v[34:35]
	v_mov_b64_e32 v[48:49], v[32:33]
	v_mov_b64_e32 v[46:47], v[30:31]
	v_mov_b64_e32 v[44:45], v[28:29]
	v_mov_b64_e32 v[42:43], v[26:27]
	v_mov_b64_e32 v[40:41], v[24:25]
	v_mov_b64_e32 v[38:39], v[22:23]
	v_mov_b64_e32 v[36:37], v[20:21]
	v_mov_b64_e32 v[34:35], v[18:19]
	v_mov_b64_e32 v[32:33], v[16:17]
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_add_co_u32_e32 v54, vcc, s0, v54
	s_movk_i32 s0, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v55, vcc, 0, v55, vcc
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x4_2b_bf16 v[18:49], v[56:57], v[58:59], v[18:49]
	s_nop 15
	s_nop 3
	global_store_dwordx4 v[54:55], v[18:21], off offset:2048
	global_store_dwordx4 v[54:55], v[22:25], off offset:2064
	global_store_dwordx4 v[54:55], v[26:29], off offset:2080
	global_store_dwordx4 v[54:55], v[30:33], off offset:2096
	global_store_dwordx4 v[54:55], v[34:37], off offset:2112
	global_store_dwordx4 v[54:55], v[38:41], off offset:2128
	global_store_dwordx4 v[54:55], v[42:45], off offset:2144
	global_store_dwordx4 v[54:55], v[46:49], off offset:2160
	global_load_dwordx2 v[36:37], v50, s[6:7]
	s_nop 0
	global_load_dwordx2 v[38:39], v50, s[2:3]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[50:51]
	v_lshl_add_u64 v[34:35], v[18:19], 0, v[50:51]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[36:37], v[38:39], v[2:17]
	v_add_co_u32_e32 v36, vcc, s0, v52
	s_movk_i32 s0, 0x4000
	s_nop 0
	v_addc_co_u32_e32 v37, vcc, 0, v53, vcc
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_nop 6
	global_store_dwordx4 v[36:37], v[18:21], off offset:2048
	global_store_dwordx4 v[36:37], v[22:25], off offset:2064
	global_store_dwordx4 v[36:37], v[26:29], off offset:2080
	global_store_dwordx4 v[36:37], v[30:33], off offset:2096
	global_load_dwordx4 v[24:27], v[34:35], off
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[50:51]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[50:51]
	global_load_dwordx4 v[18:21], v[22:23], off
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[18:21], v[24:27], v[18:21], v[2:5]
	s_nop 7
	global_store_dwordx4 v[0:1], v[18:21], off offset:2048
	global_load_dwordx4 v[18:21], v[34:35], off
	s_nop 0
	global_load_dwordx4 v[24:27], v[22:23], off
	v_add_co_u32_e32 v0, vcc, 0x4000, v52
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[18:21], v[24:27], v[2:17]
	v_addc_co_u32_e32 v1, vcc, 0, v53, vcc
	s_nop 10
	global_store_dwordx4 v[0:1], v[2:5], off offset:3072
	global_store_dwordx4 v[0:1], v[6:9], off offset:3088
	global_store_dwordx4 v[0:1], v[10:13], off offset:3104
	global_store_dwordx4 v[0:1], v[14:17], off offset:3120
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_all_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 60
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
	.size	mfma_all_bf16, .Lfunc_end0-mfma_all_bf16
                                        ; -- End function
	.set mfma_all_bf16.num_vgpr, 60
	.set mfma_all_bf16.num_agpr, 0
	.set mfma_all_bf16.numbered_sgpr, 8
	.set mfma_all_bf16.num_named_barrier, 0
	.set mfma_all_bf16.private_seg_size, 0
	.set mfma_all_bf16.uses_vcc, 1
	.set mfma_all_bf16.uses_flat_scratch, 0
	.set mfma_all_bf16.has_dyn_sized_stack, 0
	.set mfma_all_bf16.has_recursion, 0
	.set mfma_all_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 912
; TotalNumSgprs: 14
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_all_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma_all_bf16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
