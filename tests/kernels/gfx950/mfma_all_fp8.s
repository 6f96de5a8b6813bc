	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_all_fp8            ; -- Begin function mfma_all_fp8
	.globl	mfma_all_fp8
	.p2align	8
	.type	mfma_all_fp8,@function
mfma_all_fp8:                           ; @mfma_all_fp8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v18, 6, v0
	v_or_b32_e32 v6, 5, v18
	v_or_b32_e32 v8, 4, v18
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[62:63], v1, s[6:7]
	global_load_dwordx2 v[64:65], v1, s[2:3]
	v_or_b32_e32 v10, 6, v18
	v_or_b32_e32 v12, 8, v18
	v_or_b32_e32 v14, 10, v18
	v_or_b32_e32 v16, 12, v18
	v_or_b32_e32 v19, 14, v18
	v_cvt_f32_u32_e32 v7, v6
	v_cvt_f32_u32_e32 v6, v8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v10, v12
	v_cvt_f32_u32_e32 v12, v14
	v_cvt_f32_u32_e32 v14, v16
	v_cvt_f32_u32_e32 v16, v19
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[18:19]
	s_movk_i32 s0, 0x3000
	v_add_co_u32_e32 v54, vcc, s0, v50
	v_or_b32_e32 v3, 1, v18
	s_nop 0
	v_addc_co_u32_e32 v55, vcc, 0, v51, vcc
	v_or_b32_e32 v1, 3, v18
	v_or_b32_e32 v4, 2, v18
	v_add_co_u32_e32 v56, vcc, 0x4000, v50
	v_cvt_f32_u32_e32 v2, v18
	v_cvt_f32_u32_e32 v3, v3
	v_cvt_f32_u32_e32 v5, v1
	v_cvt_f32_u32_e32 v4, v4
	s_movk_i32 s0, 0x1000
	v_addc_co_u32_e32 v57, vcc, 0, v51, vcc
	v_lshlrev_b32_e32 v60, 4, v0
	v_add_co_u32_e32 v0, vcc, s0, v50
	s_movk_i32 s1, 0x2000
	s_nop 0
	v_addc_co_u32_e32 v1, vcc, 0, v51, vcc
	v_add_co_u32_e32 v58, vcc, s1, v50
	v_or_b32_e32 v9, 7, v18
	v_or_b32_e32 v11, 9, v18
	v_or_b32_e32 v13, 11, v18
	v_or_b32_e32 v15, 13, v18
	v_or_b32_e32 v17, 15, v18
	v_addc_co_u32_e32 v59, vcc, 0, v51, vcc
	v_cvt_f32_u32_e32 v9, v9
	v_cvt_f32_u32_e32 v11, v11
	v_cvt_f32_u32_e32 v13, v13
	v_cvt_f32_u32_e32 v15, v15
	v_cvt_f32_u32_e32 v17, v17
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_fp8_fp8 v[50:53], v[62:63], v[64:65], v[2:5]
	s_nop 7
	global_store_dwordx4 v60, v[50:53], s[4:5]
	s_nop 1
	v_mfma_f32_16x16x32_fp8_bf8 v[50:53], v[62:63], v[64:65], v[2:5]
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[62:63], v[64:65], v[2:17]
	s_nop 11
	global_store_dwordx4 v[58:59], v[34:37], off offset:-4096
	global_store_dwordx4 v[0:1], v[38:41], off offset:16
	global_store_dwordx4 v[0:1], v[42:45], off offset:32
	global_store_dwordx4 v[0:1], v[46:49], off offset:48
	global_store_dwordx4 v60, v[50:53], s[4:5] offset:1024
	v_mfma_f32_32x32x16_fp8_bf8 v[18:33], v[62:63], v[64:65], v[2:17]
	s_nop 0
	v_mfma_f32_16x16x32_bf8_fp8 v[50:53], v[62:63], v[64:65], v[2:5]
	v_mfma_f32_32x32x16_bf8_fp8 v[34:49], v[62:63], v[64:65], v[2:17]
	s_nop 6
	global_store_dwordx4 v60, v[50:53], s[4:5] offset:2048
	s_nop 1
	v_mfma_f32_16x16x32_bf8_bf8 v[50:53], v[62:63], v[64:65], v[2:5]
	v_mfma_f32_32x32x16_bf8_bf8 v[2:17], v[62:63], v[64:65], v[2:17]
	s_nop 6
	global_store_dwordx4 v60, v[50:53], s[4:5] offset:3072
	global_store_dwordx4 v[58:59], v[18:21], off
	global_store_dwordx4 v[58:59], v[22:25], off offset:16
	global_store_dwordx4 v[58:59], v[26:29], off offset:32
	global_store_dwordx4 v[58:59], v[30:33], off offset:48
	global_store_dwordx4 v[54:55], v[34:37], off
	global_store_dwordx4 v[54:55], v[38:41], off offset:16
	global_store_dwordx4 v[54:55], v[42:45], off offset:32
	global_store_dwordx4 v[54:55], v[46:49], off offset:48
	global_store_dwordx4 v[56:57], v[2:5], off
	global_store_dwordx4 v[56:57], v[6:9], off offset:16
	global_store_dwordx4 v[56:57], v[10:13], off offset:32
	global_store_dwordx4 v[56:57], v[14:17], off offset:48
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_all_fp8
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 68
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
	.size	mfma_all_fp8, .Lfunc_end0-mfma_all_fp8
                                        ; -- End function
	.set mfma_all_fp8.num_vgpr, 66
	.set mfma_all_fp8.num_agpr, 0
	.set mfma_all_fp8.numbered_sgpr, 8
	.set mfma_all_fp8.num_named_barrier, 0
	.set mfma_all_fp8.private_seg_size, 0
	.set mfma_all_fp8.uses_vcc, 1
	.set mfma_all_fp8.uses_flat_scratch, 0
	.set mfma_all_fp8.has_dyn_sized_stack, 0
	.set mfma_all_fp8.has_recursion, 0
	.set mfma_all_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 500
; TotalNumSgprs: 14
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .name:           mfma_all_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma_all_fp8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
