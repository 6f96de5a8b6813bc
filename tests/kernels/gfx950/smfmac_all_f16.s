	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	smfmac_all_f16          ; -- Begin function smfmac_all_f16
	.globl	smfmac_all_f16
	.p2align	8
	.type	smfmac_all_f16,@function
smfmac_all_f16:                         ; @smfmac_all_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 3, v0
	v_lshlrev_b32_e32 v34, 4, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v36, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v32, s[6:7]
	global_load_dwordx4 v[8:11], v34, s[8:9]
	global_load_dword v46, v1, s[10:11]
	v_or_b32_e32 v2, 3, v36
	v_or_b32_e32 v4, 2, v36
	v_or_b32_e32 v1, 1, v36
	v_cvt_f32_u32_e32 v3, v2
	v_cvt_f32_u32_e32 v2, v4
	v_cvt_f32_u32_e32 v0, v36
	v_cvt_f32_u32_e32 v1, v1
	v_or_b32_e32 v14, 12, v36
	v_mov_b64_e32 v[6:7], v[2:3]
	v_or_b32_e32 v15, 15, v36
	v_mov_b64_e32 v[4:5], v[0:1]
	v_or_b32_e32 v16, 14, v36
	v_cvt_f32_u32_e32 v15, v15
	v_mov_b32_e32 v33, 0
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[32:33]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[32:33]
	v_mov_b32_e32 v35, v33
	s_movk_i32 s0, 0x1000
	v_mov_b32_e32 v37, v33
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_f16 v[4:7], v[12:13], v[8:11], v46
	v_or_b32_e32 v8, 6, v36
	v_or_b32_e32 v10, 8, v36
	v_or_b32_e32 v12, 10, v36
	s_nop 4
	global_store_dwordx4 v34, v[4:7], s[4:5]
	global_load_dwordx2 v[44:45], v32, s[6:7]
	global_load_dwordx4 v[40:43], v34, s[8:9]
	v_or_b32_e32 v4, 5, v36
	v_or_b32_e32 v6, 4, v36
	v_or_b32_e32 v7, 7, v36
	v_or_b32_e32 v9, 9, v36
	v_or_b32_e32 v11, 11, v36
	v_or_b32_e32 v13, 13, v36
	v_cvt_f32_u32_e32 v5, v4
	v_cvt_f32_u32_e32 v4, v6
	v_cvt_f32_u32_e32 v6, v8
	v_cvt_f32_u32_e32 v8, v10
	v_cvt_f32_u32_e32 v10, v12
	v_cvt_f32_u32_e32 v12, v14
	v_cvt_f32_u32_e32 v14, v16
	v_cvt_f32_u32_e32 v7, v7
	v_cvt_f32_u32_e32 v9, v9
	v_cvt_f32_u32_e32 v11, v11
	v_cvt_f32_u32_e32 v13, v13
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_32x32x16_f16 v[16:31], v[44:45], v[40:43], v46 abid:1
	v_lshl_add_u64 v[42:43], s[4:5], 0, v[34:35]
	s_nop 10
	global_store_dwordx4 v36, v[16:19], s[4:5] offset:1024
	global_store_dwordx4 v36, v[20:23], s[4:5] offset:1040
	global_store_dwordx4 v36, v[24:27], s[4:5] offset:1056
	global_store_dwordx4 v36, v[28:31], s[4:5] offset:1072
	global_load_dwordx4 v[48:51], v[38:39], off
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[34:35]
	v_lshl_add_u64 v[40:41], v[16:17], 0, v[34:35]
	global_load_dwordx4 v[26:29], v[40:41], off offset:16
	global_load_dwordx4 v[22:25], v[40:41], off
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_add_co_u32_e32 v20, vcc, s0, v42
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, 0, v43, vcc
	v_add_co_u32_e32 v44, vcc, s0, v36
	s_movk_i32 s0, 0x2000
	s_nop 0
	v_addc_co_u32_e32 v45, vcc, 0, v37, vcc
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_f16 v[16:19], v[48:51], v[22:29], v46
	s_nop 7
	global_store_dwordx4 v[20:21], v[16:19], off offset:1024
	global_load_dwordx4 v[56:59], v[38:39], off
	global_load_dwordx4 v[52:55], v[40:41], off offset:16
	global_load_dwordx4 v[48:51], v[40:41], off
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_32x32x32_f16 v[16:31], v[56:59], v[48:55], v46 abid:1
	s_nop 11
	global_store_dwordx4 v[44:45], v[16:19], off offset:2048
	global_store_dwordx4 v[44:45], v[20:23], off offset:2064
	global_store_dwordx4 v[44:45], v[24:27], off offset:2080
	global_store_dwordx4 v[44:45], v[28:31], off offset:2096
	global_load_dwordx2 v[26:27], v32, s[6:7] offset:2048
	s_nop 0
	global_load_dwordx4 v[22:25], v34, s[8:9] offset:2048
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_add_co_u32_e32 v20, vcc, s0, v42
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_bf16 v[16:19], v[26:27], v[22:25], v46
	v_addc_co_u32_e32 v21, vcc, 0, v43, vcc
	s_nop 6
	global_store_dwordx4 v[20:21], v[16:19], off offset:2048
	global_load_dwordx2 v[44:45], v32, s[6:7] offset:2048
	global_load_dwordx4 v[48:51], v34, s[8:9] offset:2048
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_add_co_u32_e32 v32, vcc, s0, v36
	s_movk_i32 s0, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v33, vcc, 0, v37, vcc
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x16_bf16 v[16:31], v[44:45], v[48:51], v46 abid:1
	s_nop 11
	global_store_dwordx4 v[32:33], v[16:19], off offset:3072
	global_store_dwordx4 v[32:33], v[20:23], off offset:3088
	global_store_dwordx4 v[32:33], v[24:27], off offset:3104
	global_store_dwordx4 v[32:33], v[28:31], off offset:3120
	global_load_dwordx4 v[30:33], v[38:39], off offset:2048
	s_nop 0
	global_load_dwordx4 v[26:29], v[40:41], off offset:2064
	global_load_dwordx4 v[22:25], v[40:41], off offset:2048
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_add_co_u32_e32 v20, vcc, s0, v42
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_bf16 v[16:19], v[30:33], v[22:29], v46
	v_addc_co_u32_e32 v21, vcc, 0, v43, vcc
	s_nop 6
	global_store_dwordx4 v[20:21], v[16:19], off offset:3072
	global_load_dwordx4 v[24:27], v[38:39], off offset:2048
	s_nop 0
	global_load_dwordx4 v[20:23], v[40:41], off offset:2064
	global_load_dwordx4 v[16:19], v[40:41], off offset:2048
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf16 v[0:15], v[24:27], v[16:23], v46 abid:1
	v_add_co_u32_e32 v16, vcc, 0x4000, v36
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v37, vcc
	s_nop 7
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_all_f16
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 12
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
	.size	smfmac_all_f16, .Lfunc_end0-smfmac_all_f16
                                        ; -- End function
	.set smfmac_all_f16.num_vgpr, 60
	.set smfmac_all_f16.num_agpr, 0
	.set smfmac_all_f16.numbered_sgpr, 12
	.set smfmac_all_f16.num_named_barrier, 0
	.set smfmac_all_f16.private_seg_size, 0
	.set smfmac_all_f16.uses_vcc, 1
	.set smfmac_all_f16.uses_flat_scratch, 0
	.set smfmac_all_f16.has_dyn_sized_stack, 0
	.set smfmac_all_f16.has_recursion, 0
	.set smfmac_all_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 900
; TotalNumSgprs: 18
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
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
    .name:           smfmac_all_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_all_f16.kd
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
