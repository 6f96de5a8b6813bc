	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm_k32           ; -- Begin function mfma_gemm_k32
	.globl	mfma_gemm_k32
	.p2align	8
	.type	mfma_gemm_k32,@function
mfma_gemm_k32:                          ; @mfma_gemm_k32
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v18, 31, v0
	v_lshrrev_b32_e32 v19, 3, v0
	v_and_b32_e32 v4, 28, v19
	v_lshlrev_b32_e32 v0, 6, v18
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v4
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	global_load_dwordx2 v[28:29], v[0:1], off
	v_lshl_or_b32 v20, v4, 5, v18
	v_lshlrev_b32_e32 v2, 1, v20
	global_load_ushort v3, v2, s[2:3]
	global_load_ushort v4, v2, s[2:3] offset:128
	global_load_ushort v5, v2, s[2:3] offset:192
	global_load_ushort v6, v2, s[2:3] offset:64
	global_load_dwordx2 v[34:35], v[0:1], off offset:16
	v_add_u32_e32 v21, 0x100, v20
	v_lshlrev_b32_e32 v2, 1, v21
	global_load_ushort v22, v2, s[2:3]
	global_load_ushort v23, v2, s[2:3] offset:128
	global_load_ushort v24, v2, s[2:3] offset:192
	global_load_ushort v25, v2, s[2:3] offset:64
	s_mov_b32 s0, 0x5040100
	v_add_u32_e32 v26, 0x200, v20
	v_lshlrev_b32_e32 v27, 1, v26
	global_load_dwordx2 v[36:37], v[0:1], off offset:32
	global_load_dwordx2 v[38:39], v[0:1], off offset:48
	s_movk_i32 s1, 0x180
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v19, 7, v19
	v_or3_b32 v18, v19, v18, s1
	v_lshlrev_b32_e32 v19, 2, v20
	s_waitcnt vmcnt(8)
	v_perm_b32 v17, v5, v4, s0
	s_waitcnt vmcnt(7)
	v_perm_b32 v16, v6, v3, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[16:17], 0
	global_load_ushort v28, v27, s[2:3]
	global_load_ushort v29, v27, s[2:3] offset:64
	global_load_ushort v30, v27, s[2:3] offset:128
	global_load_ushort v31, v27, s[2:3] offset:192
	v_add_u32_e32 v27, 0x300, v20
	v_lshlrev_b32_e32 v32, 1, v27
	s_waitcnt vmcnt(7)
	v_perm_b32 v17, v24, v23, s0
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v25, v22, s0
	global_load_ushort v22, v32, s[2:3]
	global_load_ushort v23, v32, s[2:3] offset:128
	global_load_ushort v24, v32, s[2:3] offset:192
	global_load_ushort v25, v32, s[2:3] offset:64
	v_lshlrev_b32_e32 v20, 2, v21
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[16:17], v[0:15]
	v_lshlrev_b32_e32 v21, 2, v26
	v_lshlrev_b32_e32 v26, 2, v27
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v29, v28, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v17, v31, v30, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[16:17], v[0:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v17, v24, v23, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v25, v22, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[16:17], v[0:15]
	s_nop 11
	global_store_dword v19, v0, s[4:5]
	global_store_dword v19, v1, s[4:5] offset:128
	global_store_dword v19, v2, s[4:5] offset:256
	global_store_dword v18, v3, s[4:5]
	global_store_dword v20, v4, s[4:5]
	global_store_dword v20, v5, s[4:5] offset:128
	global_store_dword v20, v6, s[4:5] offset:256
	global_store_dword v20, v7, s[4:5] offset:384
	global_store_dword v21, v8, s[4:5]
	global_store_dword v21, v9, s[4:5] offset:128
	global_store_dword v21, v10, s[4:5] offset:256
	global_store_dword v21, v11, s[4:5] offset:384
	global_store_dword v26, v12, s[4:5]
	global_store_dword v26, v13, s[4:5] offset:128
	global_store_dword v26, v14, s[4:5] offset:256
	global_store_dword v26, v15, s[4:5] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm_k32
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 40
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
	.size	mfma_gemm_k32, .Lfunc_end0-mfma_gemm_k32
                                        ; -- End function
	.set mfma_gemm_k32.num_vgpr, 40
	.set mfma_gemm_k32.num_agpr, 0
	.set mfma_gemm_k32.numbered_sgpr, 8
	.set mfma_gemm_k32.num_named_barrier, 0
	.set mfma_gemm_k32.private_seg_size, 0
	.set mfma_gemm_k32.uses_vcc, 0
	.set mfma_gemm_k32.uses_flat_scratch, 0
	.set mfma_gemm_k32.has_dyn_sized_stack, 0
	.set mfma_gemm_k32.has_recursion, 0
	.set mfma_gemm_k32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; TotalNumSgprs: 14
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_gemm_k32
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm_k32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
