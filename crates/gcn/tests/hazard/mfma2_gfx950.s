	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mm2                     ; -- Begin function mm2
	.globl	mm2
	.p2align	8
	.type	mm2,@function
mm2:                                    ; @mm2
; %bb.0:
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v38, 6, v0
	v_lshlrev_b32_e32 v22, 4, v0
	v_lshlrev_b32_e32 v23, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[62:65], v1, s[6:7]
	global_load_dwordx4 v[18:21], v22, s[4:5]
	global_load_dwordx4 v[26:29], v22, s[8:9]
	global_load_dwordx4 v[30:33], v22, s[8:9] offset:16
	global_load_dwordx4 v[14:17], v38, s[16:17] offset:48
	global_load_dwordx4 v[10:13], v38, s[16:17] offset:32
	global_load_dwordx4 v[6:9], v38, s[16:17] offset:16
	global_load_dwordx4 v[2:5], v38, s[16:17]
	global_load_dwordx2 v[24:25], v1, s[6:7] offset:16
	v_lshlrev_b32_e32 v1, 5, v0
	global_load_dwordx4 v[44:47], v1, s[10:11] offset:16
	global_load_dwordx4 v[40:43], v1, s[10:11]
	global_load_dwordx3 v[34:36], v23, s[12:13]
	global_load_dwordx4 v[68:71], v1, s[14:15] offset:48
	global_load_dwordx4 v[72:75], v22, s[8:9] offset:32
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v39, v23
	s_waitcnt vmcnt(12)
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[62:63], v[64:65], v[18:21]
	global_load_dwordx4 v[52:55], v1, s[10:11] offset:48
	global_load_dwordx4 v[48:51], v1, s[10:11] offset:32
	global_load_dwordx4 v[60:63], v1, s[14:15] offset:16
	global_load_dwordx4 v[56:59], v1, s[14:15]
	s_waitcnt vmcnt(9)
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[24:25], v[64:65], v[18:21]
	s_waitcnt vmcnt(6)
	v_cmp_lt_i32_e32 vcc, 3, v34
	v_mfma_f32_32x32x16_f16 v[2:17], v[26:29], v[30:33], v[2:17]
	s_nop 1
	v_cvt_pk_f16_f32 v25, v20, v21
	v_cvt_pk_f16_f32 v24, v18, v19
	s_nop 1
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[24:25], v[64:65], v[18:21]
	global_load_dwordx4 v[64:67], v1, s[14:15] offset:32
	s_waitcnt vmcnt(5)
	v_mfma_f32_32x32x16_f16 v[2:17], v[26:29], v[72:75], v[2:17]
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[38:39]
	v_smfmac_f32_16x16x64_f16 v[18:21], v[26:29], v[40:47], v34
	s_waitcnt vmcnt(3)
	v_smfmac_f32_16x16x64_f16 v[18:21], v[30:33], v[48:55], v35
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[18:21], v[56:63], v[64:71], v[18:21], v34, v36 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_16x16x128_f8f6f4 v[18:21], v[56:59], v[64:67], v[18:21], v34, v36 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	v_mfma_f32_16x16x32_f16 v[18:21], v[26:29], v[30:33], v[18:21]
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_nop 6
	global_store_dwordx4 v[24:25], v[18:21], off
	global_store_dwordx4 v[22:23], v[14:17], off offset:48
	global_store_dwordx4 v[22:23], v[10:13], off offset:32
	global_store_dwordx4 v[22:23], v[6:9], off offset:16
	global_store_dwordx4 v[22:23], v[2:5], off
	s_nop 1
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[18:19]
	global_load_dwordx4 v[6:9], v4, s[18:19] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x64_i8 v[0:3], v[0:3], v[6:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[18:19]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 76
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
	.size	mm2, .Lfunc_end0-mm2
                                        ; -- End function
	.set mm2.num_vgpr, 76
	.set mm2.num_agpr, 0
	.set mm2.numbered_sgpr, 20
	.set mm2.num_named_barrier, 0
	.set mm2.private_seg_size, 0
	.set mm2.uses_vcc, 1
	.set mm2.uses_flat_scratch, 0
	.set mm2.has_dyn_sized_stack, 0
	.set mm2.has_recursion, 0
	.set mm2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; TotalNumSgprs: 26
; NumVgprs: 76
; NumAgprs: 0
; TotalNumVgprs: 76
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mm2 ; -- Begin function __clang_ocl_kern_imp_mm2
	.globl	__clang_ocl_kern_imp_mm2
	.p2align	2
	.type	__clang_ocl_kern_imp_mm2,@function
__clang_ocl_kern_imp_mm2:               ; @__clang_ocl_kern_imp_mm2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v34, 0x3ff, v31
	v_mov_b32_e32 v33, 0
	v_lshlrev_b32_e32 v32, 4, v34
	v_lshl_add_u64 v[36:37], v[0:1], 0, v[32:33]
	v_mov_b32_e32 v1, v33
	v_lshlrev_b32_e32 v0, 3, v34
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	global_load_dwordx4 v[66:69], v[0:1], off
	global_load_dwordx2 v[70:71], v[0:1], off offset:16
	v_lshl_add_u64 v[38:39], v[4:5], 0, v[32:33]
	global_load_dwordx4 v[0:3], v[36:37], off
	v_lshlrev_b32_e32 v32, 5, v34
	v_lshl_add_u64 v[64:65], v[6:7], 0, v[32:33]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[32:33]
	v_lshlrev_b32_e32 v32, 6, v34
	v_mov_b32_e32 v7, v33
	v_lshlrev_b32_e32 v6, 2, v34
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[32:33]
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[6:7]
	global_load_dwordx3 v[6:8], v[12:13], off
	global_load_dwordx4 v[84:87], v[64:65], off offset:16
	global_load_dwordx4 v[80:83], v[64:65], off
	global_load_dwordx4 v[48:51], v[38:39], off
	global_load_dwordx4 v[52:55], v[38:39], off offset:16
	global_load_dwordx4 v[100:103], v[64:65], off offset:48
	global_load_dwordx4 v[96:99], v[64:65], off offset:32
	global_load_dwordx4 v[28:31], v[4:5], off offset:48
	global_load_dwordx4 v[24:27], v[4:5], off offset:32
	global_load_dwordx4 v[20:23], v[4:5], off offset:16
	global_load_dwordx4 v[16:19], v[4:5], off
	s_waitcnt vmcnt(11)
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[66:67], v[68:69], v[0:3]
	s_waitcnt vmcnt(10)
	v_cmp_lt_i32_e32 vcc, 3, v6
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[70:71], v[68:69], v[0:3]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[48:51], v[52:55], v[16:31]
	s_nop 2
	v_cvt_pk_f16_f32 v67, v2, v3
	v_cvt_pk_f16_f32 v66, v0, v1
	s_nop 1
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[66:67], v[68:69], v[0:3]
	global_load_dwordx4 v[68:71], v[10:11], off offset:16
	global_load_dwordx4 v[64:67], v[10:11], off
	v_smfmac_f32_16x16x64_f16 v[0:3], v[48:51], v[80:87], v6
	global_load_dwordx4 v[84:87], v[10:11], off offset:48
	global_load_dwordx4 v[80:83], v[10:11], off offset:32
	v_smfmac_f32_16x16x64_f16 v[0:3], v[52:55], v[96:103], v7
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[64:71], v[80:87], v[0:3], v6, v8 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[64:67], v[80:83], v[0:3], v6, v8 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	global_load_dwordx4 v[8:11], v[38:39], off offset:32
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[48:51], v[8:11], v[16:31]
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	v_mfma_f32_16x16x32_f16 v[0:3], v[48:51], v[52:55], v[0:3]
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v32, 4, v34
	s_nop 5
	global_store_dwordx4 v[36:37], v[0:3], off
	s_nop 0
	global_store_dwordx4 v[4:5], v[28:31], off offset:48
	global_store_dwordx4 v[4:5], v[24:27], off offset:32
	global_store_dwordx4 v[4:5], v[20:23], off offset:16
	global_store_dwordx4 v[4:5], v[16:19], off
	v_lshl_add_u64 v[4:5], v[14:15], 0, v[32:33]
	global_load_dwordx4 v[0:3], v[4:5], off
	global_load_dwordx4 v[6:9], v[4:5], off offset:16
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x64_i8 v[0:3], v[0:3], v[6:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v[4:5], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mm2, .Lfunc_end1-__clang_ocl_kern_imp_mm2
                                        ; -- End function
	.set __clang_ocl_kern_imp_mm2.num_vgpr, 104
	.set __clang_ocl_kern_imp_mm2.num_agpr, 0
	.set __clang_ocl_kern_imp_mm2.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mm2.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mm2.private_seg_size, 0
	.set __clang_ocl_kern_imp_mm2.uses_vcc, 1
	.set __clang_ocl_kern_imp_mm2.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mm2.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mm2.has_recursion, 0
	.set __clang_ocl_kern_imp_mm2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 512
; TotalNumSgprs: 38
; NumVgprs: 104
; NumAgprs: 0
; TotalNumVgprs: 104
; ScratchSize: 0
; MemoryBound: 1
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 104
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'half4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'half16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mm2
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         mm2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
