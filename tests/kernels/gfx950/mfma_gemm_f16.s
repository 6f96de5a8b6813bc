	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm_f16           ; -- Begin function mfma_gemm_f16
	.globl	mfma_gemm_f16
	.p2align	8
	.type	mfma_gemm_f16,@function
mfma_gemm_f16:                          ; @mfma_gemm_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_lshl_b32 s0, s2, 8
	s_mov_b32 s1, 0
	s_lshl_b64 s[12:13], s[0:1], 1
	v_and_b32_e32 v4, 31, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s12
	v_lshrrev_b32_e32 v5, 3, v0
	s_addc_u32 s7, s7, s13
	v_and_b32_e32 v6, 28, v5
	v_lshlrev_b32_e32 v0, 4, v4
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v6
	s_add_u32 s8, s8, s12
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	s_addc_u32 s9, s9, s13
	s_lshl_b32 s0, s2, 10
	global_load_dwordx2 v[26:27], v[0:1], off
	v_lshl_or_b32 v0, v6, 5, v4
	s_lshl_b64 s[0:1], s[0:1], 2
	v_lshlrev_b32_e32 v1, 1, v0
	v_lshlrev_b32_e32 v2, 5, v5
	s_movk_i32 s6, 0x60
	v_lshlrev_b32_e32 v20, 2, v0
	v_lshlrev_b32_e32 v0, 2, v4
	s_add_u32 s2, s10, s0
	v_or3_b32 v2, v2, v4, s6
	v_lshl_or_b32 v8, v6, 7, v0
	s_addc_u32 s3, s11, s1
	v_lshlrev_b32_e32 v3, 1, v2
	global_load_ushort v16, v1, s[8:9]
	global_load_ushort v18, v1, s[8:9] offset:64
	global_load_ushort v17, v1, s[8:9] offset:128
	global_load_ushort v19, v3, s[8:9]
	v_add_u32_e32 v23, 0x800, v8
	v_lshlrev_b32_e32 v21, 2, v2
	v_add_u32_e32 v22, 0x400, v8
	global_load_dword v0, v20, s[2:3]
	global_load_dword v1, v20, s[2:3] offset:128
	global_load_dword v2, v20, s[2:3] offset:256
	global_load_dword v3, v21, s[2:3]
	global_load_dword v4, v22, s[2:3]
	global_load_dword v5, v22, s[2:3] offset:128
	global_load_dword v6, v22, s[2:3] offset:256
	global_load_dword v7, v22, s[2:3] offset:384
	v_add_u32_e32 v24, 0xc00, v8
	global_load_dword v8, v23, s[2:3]
	global_load_dword v9, v23, s[2:3] offset:128
	global_load_dword v10, v23, s[2:3] offset:256
	global_load_dword v11, v23, s[2:3] offset:384
	global_load_dword v12, v24, s[2:3]
	global_load_dword v13, v24, s[2:3] offset:128
	global_load_dword v14, v24, s[2:3] offset:256
	global_load_dword v15, v24, s[2:3] offset:384
	s_mov_b32 s2, 0x5040100
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_waitcnt vmcnt(18)
	v_perm_b32 v16, v18, v16, s2
	s_waitcnt vmcnt(16)
	v_perm_b32 v17, v19, v17, s2
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[26:27], v[16:17], v[0:15]
	s_nop 11
	global_store_dword v20, v0, s[0:1]
	global_store_dword v20, v1, s[0:1] offset:128
	global_store_dword v20, v2, s[0:1] offset:256
	global_store_dword v21, v3, s[0:1]
	global_store_dword v22, v4, s[0:1]
	global_store_dword v22, v5, s[0:1] offset:128
	global_store_dword v22, v6, s[0:1] offset:256
	global_store_dword v22, v7, s[0:1] offset:384
	global_store_dword v23, v8, s[0:1]
	global_store_dword v23, v9, s[0:1] offset:128
	global_store_dword v23, v10, s[0:1] offset:256
	global_store_dword v23, v11, s[0:1] offset:384
	global_store_dword v24, v12, s[0:1]
	global_store_dword v24, v13, s[0:1] offset:128
	global_store_dword v24, v14, s[0:1] offset:256
	global_store_dword v24, v15, s[0:1] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm_f16
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
	.size	mfma_gemm_f16, .Lfunc_end0-mfma_gemm_f16
                                        ; -- End function
	.set mfma_gemm_f16.num_vgpr, 28
	.set mfma_gemm_f16.num_agpr, 0
	.set mfma_gemm_f16.numbered_sgpr, 14
	.set mfma_gemm_f16.num_named_barrier, 0
	.set mfma_gemm_f16.private_seg_size, 0
	.set mfma_gemm_f16.uses_vcc, 0
	.set mfma_gemm_f16.uses_flat_scratch, 0
	.set mfma_gemm_f16.has_dyn_sized_stack, 0
	.set mfma_gemm_f16.has_recursion, 0
	.set mfma_gemm_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 532
; TotalNumSgprs: 20
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_gemm_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
