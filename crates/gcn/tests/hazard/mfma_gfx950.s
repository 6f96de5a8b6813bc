	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mm                      ; -- Begin function mm
	.globl	mm
	.p2align	8
	.type	mm,@function
mm:                                     ; @mm
; %bb.0:
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v18, 3, v0
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v19, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[20:23], v18, s[6:7]
	global_load_dwordx4 v[14:17], v1, s[4:5] offset:48
	global_load_dwordx4 v[10:13], v1, s[4:5] offset:32
	global_load_dwordx4 v[6:9], v1, s[4:5] offset:16
	global_load_dwordx4 v[2:5], v1, s[4:5]
	global_load_dwordx4 v[24:27], v18, s[8:9]
	global_load_dwordx4 v[28:31], v18, s[6:7] offset:16
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[20:21], v[24:25], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[22:23], v[26:27], v[2:17]
	global_load_dwordx4 v[20:23], v18, s[8:9] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[28:29], v[20:21], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[30:31], v[22:23], v[2:17]
	s_nop 11
	v_pk_add_f32 v[12:13], v[12:13], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 1.0 op_sel_hi:[1,0]
	global_store_dwordx4 v1, v[10:13], s[4:5] offset:32
	global_store_dwordx4 v1, v[14:17], s[4:5] offset:48
	global_store_dwordx4 v1, v[2:5], s[4:5]
	global_store_dwordx4 v1, v[6:9], s[4:5] offset:16
	global_load_dwordx3 v[10:12], v19, s[12:13]
	v_lshlrev_b32_e32 v1, 4, v0
	global_load_dwordx4 v[2:5], v1, s[10:11]
	global_load_dwordx4 v[6:9], v1, s[18:19]
	s_waitcnt vmcnt(1)
	v_mfma_f32_16x16x4_f32 v[2:5], v10, v11, v[2:5]
	s_nop 9
	v_mfma_f32_16x16x4_f32 v[2:5], v2, v12, v[2:5]
	global_load_dwordx4 v[10:13], v1, s[18:19] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[6:9], v[10:13], v[2:5]
	v_mfma_f32_16x16x32_f16 v[2:5], v[6:9], v[10:13], v[2:5]
	v_lshlrev_b32_e32 v8, 5, v0
	s_nop 6
	v_pk_add_f32 v[4:5], v[4:5], v[4:5]
	v_pk_add_f32 v[2:3], v[2:3], v[2:3]
	global_store_dwordx4 v1, v[2:5], s[10:11]
	global_load_dwordx4 v[10:13], v18, s[16:17]
	s_nop 0
	global_load_dwordx4 v[4:7], v8, s[14:15] offset:16
	global_load_dwordx4 v[0:3], v8, s[14:15]
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 15
	s_nop 2
	v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[12:13], v[0:7]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v8, v[0:3], s[14:15]
	global_store_dwordx4 v8, v[4:7], s[14:15] offset:16
	global_load_dwordx2 v[4:5], v18, s[16:17]
	s_nop 0
	global_load_dwordx4 v[0:3], v18, s[16:17] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f64_4x4x4_4b_f64 v[2:3], v[4:5], v[0:1], v[2:3]
	s_nop 5
	v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[0:1], v[2:3]
	s_nop 8
	global_store_dwordx2 v18, v[0:1], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 32
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
	.size	mm, .Lfunc_end0-mm
                                        ; -- End function
	.set mm.num_vgpr, 32
	.set mm.num_agpr, 0
	.set mm.numbered_sgpr, 20
	.set mm.num_named_barrier, 0
	.set mm.private_seg_size, 0
	.set mm.uses_vcc, 0
	.set mm.uses_flat_scratch, 0
	.set mm.has_dyn_sized_stack, 0
	.set mm.has_recursion, 0
	.set mm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 480
; TotalNumSgprs: 26
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mm ; -- Begin function __clang_ocl_kern_imp_mm
	.globl	__clang_ocl_kern_imp_mm
	.p2align	2
	.type	__clang_ocl_kern_imp_mm,@function
__clang_ocl_kern_imp_mm:                ; @__clang_ocl_kern_imp_mm
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v36, 0x3ff, v31
	v_lshlrev_b32_e32 v32, 6, v36
	v_mov_b32_e32 v33, 0
	v_lshl_add_u64 v[34:35], v[0:1], 0, v[32:33]
	v_lshlrev_b32_e32 v32, 3, v36
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[32:33]
	global_load_dwordx4 v[28:31], v[34:35], off offset:48
	global_load_dwordx4 v[24:27], v[34:35], off offset:32
	global_load_dwordx4 v[48:51], v[0:1], off
	global_load_dwordx4 v[20:23], v[34:35], off offset:16
	global_load_dwordx4 v[16:19], v[34:35], off
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[32:33]
	global_load_dwordx4 v[52:55], v[2:3], off
	global_load_dwordx4 v[64:67], v[0:1], off offset:16
	global_load_dwordx4 v[68:71], v[2:3], off offset:16
	v_mov_b32_e32 v1, v33
	v_lshlrev_b32_e32 v0, 2, v36
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[0:1]
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[32:33]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8_f16 v[16:31], v[48:49], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[16:31], v[50:51], v[54:55], v[16:31]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[68:69], v[16:31]
	v_mfma_f32_32x32x8_f16 v[16:31], v[66:67], v[70:71], v[16:31]
	s_nop 11
	v_pk_add_f32 v[26:27], v[26:27], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[24:25], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[22:23], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[0:1], v[20:21], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[18:19], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[30:31], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[28:29], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	global_store_dwordx4 v[34:35], v[24:27], off offset:32
	global_store_dwordx4 v[34:35], v[20:23], off offset:48
	global_store_dwordx4 v[34:35], v[16:19], off
	global_store_dwordx4 v[34:35], v[0:3], off offset:16
	global_load_dwordx3 v[16:18], v[4:5], off
	v_mov_b32_e32 v5, v33
	v_lshlrev_b32_e32 v4, 4, v36
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	global_load_dwordx4 v[0:3], v[6:7], off
	v_lshl_add_u64 v[4:5], v[14:15], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v16, v17, v[0:3]
	global_load_dwordx4 v[14:17], v[4:5], off
	s_nop 8
	v_mfma_f32_16x16x4_f32 v[0:3], v0, v18, v[0:3]
	global_load_dwordx4 v[18:21], v[4:5], off offset:16
	v_mov_b32_e32 v5, v33
	v_lshlrev_b32_e32 v4, 5, v36
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_f16 v[0:3], v[14:17], v[18:21], v[0:3]
	v_mfma_f32_16x16x32_f16 v[0:3], v[14:17], v[18:21], v[0:3]
	s_nop 7
	v_pk_add_f32 v[2:3], v[2:3], v[2:3]
	v_pk_add_f32 v[0:1], v[0:1], v[0:1]
	global_store_dwordx4 v[6:7], v[0:3], off
	global_load_dwordx4 v[12:15], v[8:9], off
	s_nop 0
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	global_load_dwordx4 v[0:3], v[10:11], off
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[12:13], v[14:15], v[0:7]
	s_nop 15
	s_nop 2
	v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[14:15], v[0:7]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx4 v[10:11], v[4:7], off offset:16
	global_load_dwordx2 v[4:5], v[8:9], off
	s_nop 0
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f64_4x4x4_4b_f64 v[2:3], v[4:5], v[0:1], v[2:3]
	s_nop 5
	v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[0:1], v[2:3]
	s_nop 8
	global_store_dwordx2 v[8:9], v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mm, .Lfunc_end1-__clang_ocl_kern_imp_mm
                                        ; -- End function
	.set __clang_ocl_kern_imp_mm.num_vgpr, 72
	.set __clang_ocl_kern_imp_mm.num_agpr, 0
	.set __clang_ocl_kern_imp_mm.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mm.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mm.private_seg_size, 0
	.set __clang_ocl_kern_imp_mm.uses_vcc, 0
	.set __clang_ocl_kern_imp_mm.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mm.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mm.has_recursion, 0
	.set __clang_ocl_kern_imp_mm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 564
; TotalNumSgprs: 38
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 1
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 72
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
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'half4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'half8*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mm
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
