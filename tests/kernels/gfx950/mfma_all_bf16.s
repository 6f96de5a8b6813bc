	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_all_bf16           ; -- Begin function mfma_all_bf16
	.globl	mfma_all_bf16
	.p2align	8
	.type	mfma_all_bf16,@function
mfma_all_bf16:                          ; @mfma_all_bf16
; %bb.0:
	v_lshlrev_b32_e32 v50, 6, v0
	v_or_b32_e32 v1, 1, v50
	v_cvt_f32_u32_e32 v3, v1
	v_or_b32_e32 v1, 3, v50
	v_cvt_f32_u32_e32 v5, v1
	v_or_b32_e32 v1, 5, v50
	v_cvt_f32_u32_e32 v7, v1
	v_or_b32_e32 v1, 7, v50
	v_cvt_f32_u32_e32 v9, v1
	v_or_b32_e32 v1, 9, v50
	v_cvt_f32_u32_e32 v11, v1
	v_or_b32_e32 v1, 11, v50
	v_cvt_f32_u32_e32 v13, v1
	v_or_b32_e32 v1, 13, v50
	v_cvt_f32_u32_e32 v15, v1
	v_or_b32_e32 v1, 15, v50
	v_cvt_f32_u32_e32 v17, v1
	v_or_b32_e32 v1, 17, v50
	v_cvt_f32_u32_e32 v19, v1
	v_or_b32_e32 v1, 19, v50
	v_cvt_f32_u32_e32 v21, v1
	v_or_b32_e32 v1, 21, v50
	v_cvt_f32_u32_e32 v23, v1
	v_or_b32_e32 v1, 23, v50
	v_cvt_f32_u32_e32 v25, v1
	v_or_b32_e32 v1, 25, v50
	v_cvt_f32_u32_e32 v27, v1
	v_or_b32_e32 v1, 27, v50
	v_cvt_f32_u32_e32 v29, v1
	v_or_b32_e32 v1, 29, v50
	s_mov_b32 s4, 0x3f803f80
	v_cvt_f32_u32_e32 v31, v1
	v_or_b32_e32 v1, 31, v50
	v_or_b32_e32 v32, 30, v50
	v_or_b32_e32 v4, 2, v50
	s_mov_b32 s5, s4
	v_or_b32_e32 v6, 4, v50
	v_or_b32_e32 v8, 6, v50
	v_or_b32_e32 v10, 8, v50
	v_or_b32_e32 v12, 10, v50
	v_or_b32_e32 v14, 12, v50
	v_or_b32_e32 v16, 14, v50
	v_cvt_f32_u32_e32 v33, v1
	v_cvt_f32_u32_e32 v32, v32
	v_cvt_f32_u32_e32 v2, v50
	v_cvt_f32_u32_e32 v4, v4
	v_mov_b64_e32 v[56:57], s[4:5]
	v_cvt_f32_u32_e32 v6, v6
	v_cvt_f32_u32_e32 v8, v8
	v_cvt_f32_u32_e32 v10, v10
	v_cvt_f32_u32_e32 v12, v12
	v_cvt_f32_u32_e32 v14, v14
	v_cvt_f32_u32_e32 v16, v16
	v_or_b32_e32 v18, 16, v50
	v_or_b32_e32 v20, 18, v50
	v_or_b32_e32 v22, 20, v50
	v_or_b32_e32 v24, 22, v50
	v_or_b32_e32 v26, 24, v50
	v_or_b32_e32 v28, 26, v50
	v_or_b32_e32 v30, 28, v50
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b32 s0, 0x40004000
	v_cvt_f32_u32_e32 v18, v18
	v_cvt_f32_u32_e32 v20, v20
	v_cvt_f32_u32_e32 v22, v22
	v_cvt_f32_u32_e32 v24, v24
	v_cvt_f32_u32_e32 v26, v26
	v_cvt_f32_u32_e32 v28, v28
	v_cvt_f32_u32_e32 v30, v30
	s_mov_b32 s1, s0
	v_mov_b64_e32 v[48:49], v[32:33]
	v_mov_b64_e32 v[58:59], s[0:1]
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
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v51, v1
	v_mfma_f32_32x32x4_2b_bf16 v[18:49], v[56:57], v[58:59], v[18:49]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[52:53], s[2:3], 0, v[50:51]
	s_movk_i32 s1, 0x1000
	v_lshl_add_u64 v[54:55], v[52:53], 0, v[50:51]
	v_add_co_u32_e32 v54, vcc, s1, v54
	v_lshlrev_b32_e32 v0, 4, v0
	s_nop 0
	v_addc_co_u32_e32 v55, vcc, 0, v55, vcc
	s_nop 11
	global_store_dwordx4 v[54:55], v[18:21], off offset:2048
	global_store_dwordx4 v[54:55], v[22:25], off offset:2064
	global_store_dwordx4 v[54:55], v[26:29], off offset:2080
	global_store_dwordx4 v[54:55], v[30:33], off offset:2096
	global_store_dwordx4 v[54:55], v[34:37], off offset:2112
	global_store_dwordx4 v[54:55], v[38:41], off offset:2128
	global_store_dwordx4 v[54:55], v[42:45], off offset:2144
	global_store_dwordx4 v[54:55], v[46:49], off offset:2160
	v_mfma_f32_16x16x4_4b_bf16 v[18:33], v[56:57], v[58:59], v[2:17]
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[0:1]
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mfma_f32_4x4x4_16b_bf16 v[34:37], v[56:57], v[58:59], v[2:5]
	s_nop 4
	global_store_dwordx4 v0, v[34:37], s[2:3]
	s_nop 1
	global_store_dwordx4 v50, v[18:21], s[2:3] offset:1024
	global_store_dwordx4 v50, v[22:25], s[2:3] offset:1040
	global_store_dwordx4 v50, v[26:29], s[2:3] offset:1056
	global_store_dwordx4 v50, v[30:33], s[2:3] offset:1072
	v_mfma_f32_16x16x16_bf16 v[18:21], v[56:57], v[58:59], v[2:5]
	v_add_co_u32_e32 v0, vcc, s1, v38
	s_movk_i32 s1, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v1, vcc, 0, v39, vcc
	s_mov_b32 s2, s0
	s_nop 2
	global_store_dwordx4 v[0:1], v[18:21], off offset:1024
	v_add_co_u32_e32 v0, vcc, s1, v52
	s_nop 0
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[58:59], v[2:17]
	v_addc_co_u32_e32 v1, vcc, 0, v53, vcc
	s_nop 10
	global_store_dwordx4 v[0:1], v[18:21], off offset:2048
	global_store_dwordx4 v[0:1], v[22:25], off offset:2064
	global_store_dwordx4 v[0:1], v[26:29], off offset:2080
	global_store_dwordx4 v[0:1], v[30:33], off offset:2096
	v_mov_b64_e32 v[24:25], s[6:7]
	v_mov_b64_e32 v[22:23], s[4:5]
	s_mov_b32 s3, s0
	s_mov_b32 s1, s0
	v_mov_b64_e32 v[28:29], s[2:3]
	v_mov_b64_e32 v[26:27], s[0:1]
	s_movk_i32 s0, 0x4000
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_mfma_f32_16x16x32_bf16 v[18:21], v[22:25], v[26:29], v[2:5]
	s_nop 0
	v_addc_co_u32_e32 v1, vcc, 0, v39, vcc
	v_mfma_f32_32x32x16_bf16 v[2:17], v[22:25], v[26:29], v[2:17]
	s_nop 4
	global_store_dwordx4 v[0:1], v[18:21], off offset:2048
	v_add_co_u32_e32 v0, vcc, 0x4000, v52
	s_nop 1
	v_addc_co_u32_e32 v1, vcc, 0, v53, vcc
	s_nop 1
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
		.amdhsa_kernarg_size 8
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
; codeLenInByte = 784
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
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
