	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_all_scale          ; -- Begin function mfma_all_scale
	.globl	mfma_all_scale
	.p2align	8
	.type	mfma_all_scale,@function
mfma_all_scale:                         ; @mfma_all_scale
; %bb.0:
	v_lshlrev_b32_e32 v1, 6, v0
	v_or_b32_e32 v4, 3, v1
	v_or_b32_e32 v6, 2, v1
	v_cvt_f32_u32_e32 v5, v4
	v_cvt_f32_u32_e32 v4, v6
	v_or_b32_e32 v6, 5, v1
	v_or_b32_e32 v8, 4, v1
	v_cvt_f32_u32_e32 v7, v6
	v_cvt_f32_u32_e32 v6, v8
	v_or_b32_e32 v8, 7, v1
	v_or_b32_e32 v10, 6, v1
	s_mov_b32 s12, 0x38383838
	v_cvt_f32_u32_e32 v9, v8
	v_cvt_f32_u32_e32 v8, v10
	v_or_b32_e32 v10, 9, v1
	v_or_b32_e32 v12, 8, v1
	s_mov_b32 s18, s12
	s_mov_b32 s19, s12
	v_cvt_f32_u32_e32 v11, v10
	v_cvt_f32_u32_e32 v10, v12
	v_or_b32_e32 v12, 11, v1
	v_or_b32_e32 v14, 10, v1
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	s_mov_b32 s16, s12
	s_mov_b32 s17, s12
	v_mov_b64_e32 v[30:31], s[18:19]
	v_cvt_f32_u32_e32 v13, v12
	v_cvt_f32_u32_e32 v12, v14
	v_or_b32_e32 v14, 13, v1
	v_or_b32_e32 v16, 12, v1
	v_or_b32_e32 v3, 1, v1
	v_mov_b64_e32 v[28:29], s[16:17]
	v_mov_b64_e32 v[26:27], s[14:15]
	v_mov_b64_e32 v[24:25], s[12:13]
	v_cvt_f32_u32_e32 v15, v14
	v_cvt_f32_u32_e32 v14, v16
	v_or_b32_e32 v16, 15, v1
	v_or_b32_e32 v23, 14, v1
	v_cvt_f32_u32_e32 v2, v1
	v_cvt_f32_u32_e32 v3, v3
	s_mov_b32 s4, 0x40404040
	v_cvt_f32_u32_e32 v17, v16
	v_cvt_f32_u32_e32 v16, v23
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	v_mov_b64_e32 v[38:39], s[10:11]
	v_mov_b32_e32 v22, 0x7f
	v_mov_b64_e32 v[36:37], s[8:9]
	v_mov_b64_e32 v[34:35], s[6:7]
	v_mov_b64_e32 v[32:33], s[4:5]
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 4, v0
	v_mfma_scale_f32_16x16x128_f8f6f4 v[18:21], v[24:31], v[32:39], v[2:5], v22, v22 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[24:31], v[32:39], v[2:17], v22, v22 op_sel_hi:[0,0,0]
	s_waitcnt lgkmcnt(0)
	s_nop 9
	global_store_dwordx4 v0, v[18:21], s[0:1]
	s_nop 7
	global_store_dwordx4 v1, v[2:5], s[0:1] offset:1024
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:1040
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:1056
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:1072
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_all_scale
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 20
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
	.set mfma_all_scale.num_vgpr, 40
	.set mfma_all_scale.num_agpr, 0
	.set mfma_all_scale.numbered_sgpr, 20
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
; TotalNumSgprs: 26
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 40
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_all_scale
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         mfma_all_scale.kd
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
