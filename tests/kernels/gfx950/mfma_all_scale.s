	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_all_scale          ; -- Begin function mfma_all_scale
	.globl	mfma_all_scale
	.p2align	8
	.type	mfma_all_scale,@function
mfma_all_scale:                         ; @mfma_all_scale
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v20, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[6:7] offset:16
	global_load_dwordx4 v[26:29], v1, s[8:9] offset:16
	global_load_dwordx4 v[8:11], v1, s[6:7]
	global_load_dwordx4 v[22:25], v1, s[8:9]
	global_load_dword v18, v2, s[10:11]
	global_load_dword v19, v2, s[2:3]
	v_or_b32_e32 v3, 1, v20
	v_or_b32_e32 v4, 3, v20
	v_or_b32_e32 v6, 2, v20
	v_cvt_f32_u32_e32 v2, v20
	v_cvt_f32_u32_e32 v3, v3
	v_cvt_f32_u32_e32 v5, v4
	v_cvt_f32_u32_e32 v4, v6
	v_lshlrev_b32_e32 v0, 4, v0
	v_or_b32_e32 v16, 12, v20
	v_or_b32_e32 v17, 15, v20
	v_or_b32_e32 v21, 14, v20
	v_cvt_f32_u32_e32 v17, v17
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[6:9], v[8:15], v[22:29], v[2:5], v18, v19 op_sel:[0,1,0] op_sel_hi:[1,0,0] blgp:1
	v_or_b32_e32 v10, 6, v20
	v_or_b32_e32 v11, 9, v20
	v_or_b32_e32 v12, 8, v20
	v_or_b32_e32 v13, 11, v20
	v_or_b32_e32 v14, 10, v20
	v_or_b32_e32 v15, 13, v20
	v_cvt_f32_u32_e32 v11, v11
	s_nop 4
	global_store_dwordx4 v0, v[6:9], s[4:5]
	global_load_dwordx4 v[22:25], v1, s[6:7]
	global_load_dwordx4 v[26:29], v1, s[6:7] offset:16
	global_load_dwordx4 v[34:37], v1, s[8:9] offset:16
	global_load_dwordx4 v[30:33], v1, s[8:9]
	v_or_b32_e32 v0, 5, v20
	v_or_b32_e32 v1, 4, v20
	v_or_b32_e32 v8, 7, v20
	v_cvt_f32_u32_e32 v7, v0
	v_cvt_f32_u32_e32 v6, v1
	v_cvt_f32_u32_e32 v9, v8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v10, v12
	v_cvt_f32_u32_e32 v13, v13
	v_cvt_f32_u32_e32 v12, v14
	v_cvt_f32_u32_e32 v15, v15
	v_cvt_f32_u32_e32 v14, v16
	v_cvt_f32_u32_e32 v16, v21
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[22:29], v[30:37], v[2:17], v18, v19 op_sel:[0,1,0] op_sel_hi:[0,1,0] cbsz:1
	s_nop 15
	s_nop 3
	global_store_dwordx4 v20, v[2:5], s[4:5] offset:1024
	global_store_dwordx4 v20, v[6:9], s[4:5] offset:1040
	global_store_dwordx4 v20, v[10:13], s[4:5] offset:1056
	global_store_dwordx4 v20, v[14:17], s[4:5] offset:1072
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_all_scale
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
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
	.size	mfma_all_scale, .Lfunc_end0-mfma_all_scale
                                        ; -- End function
	.set mfma_all_scale.num_vgpr, 38
	.set mfma_all_scale.num_agpr, 0
	.set mfma_all_scale.numbered_sgpr, 12
	.set mfma_all_scale.num_named_barrier, 0
	.set mfma_all_scale.private_seg_size, 0
	.set mfma_all_scale.uses_vcc, 0
	.set mfma_all_scale.uses_flat_scratch, 0
	.set mfma_all_scale.has_dyn_sized_stack, 0
	.set mfma_all_scale.has_recursion, 0
	.set mfma_all_scale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; TotalNumSgprs: 18
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
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
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_all_scale
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_all_scale.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
