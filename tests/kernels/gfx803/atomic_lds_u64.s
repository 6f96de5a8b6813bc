	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_lds_u64          ; -- Begin function atomic_lds_u64
	.globl	atomic_lds_u64
	.p2align	8
	.type	atomic_lds_u64,@function
atomic_lds_u64:                         ; @atomic_lds_u64
; %bb.0:
	s_lshl_b32 s6, s6, 6
	v_or_b32_e32 v4, s6, v0
	v_mul_lo_u32 v1, v4, 11
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, v5
	v_lshlrev_b64 v[8:9], 3, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v10, vcc, s2, v8
	v_addc_u32_e32 v11, vcc, v2, v9, vcc
	v_add_u32_e32 v2, vcc, 1, v1
	v_mov_b32_e32 v3, v5
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v13, s3
	v_add_u32_e32 v12, vcc, s2, v2
	v_addc_u32_e32 v13, vcc, v13, v3, vcc
	v_add_u32_e32 v2, vcc, 2, v1
	v_mov_b32_e32 v3, v5
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v15, s3
	v_add_u32_e32 v14, vcc, s2, v2
	v_addc_u32_e32 v15, vcc, v15, v3, vcc
	v_add_u32_e32 v2, vcc, 3, v1
	v_mov_b32_e32 v3, v5
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v17, s3
	v_add_u32_e32 v16, vcc, s2, v2
	v_addc_u32_e32 v17, vcc, v17, v3, vcc
	v_add_u32_e32 v24, vcc, 4, v1
	v_mov_b32_e32 v25, v5
	v_lshlrev_b64 v[24:25], 3, v[24:25]
	v_mov_b32_e32 v26, s3
	v_add_u32_e32 v24, vcc, s2, v24
	v_addc_u32_e32 v25, vcc, v26, v25, vcc
	v_add_u32_e32 v26, vcc, 5, v1
	v_mov_b32_e32 v27, v5
	v_lshlrev_b64 v[26:27], 3, v[26:27]
	v_mov_b32_e32 v28, s3
	v_add_u32_e32 v26, vcc, s2, v26
	v_addc_u32_e32 v27, vcc, v28, v27, vcc
	v_add_u32_e32 v28, vcc, 6, v1
	v_mov_b32_e32 v29, v5
	v_lshlrev_b64 v[28:29], 3, v[28:29]
	v_mov_b32_e32 v30, s3
	v_add_u32_e32 v28, vcc, s2, v28
	v_addc_u32_e32 v29, vcc, v30, v29, vcc
	v_add_u32_e32 v30, vcc, 7, v1
	v_mov_b32_e32 v31, v5
	v_lshlrev_b64 v[30:31], 3, v[30:31]
	v_mov_b32_e32 v32, s3
	v_add_u32_e32 v30, vcc, s2, v30
	v_addc_u32_e32 v31, vcc, v32, v31, vcc
	v_add_u32_e32 v40, vcc, 8, v1
	v_mov_b32_e32 v41, v5
	v_lshlrev_b64 v[40:41], 3, v[40:41]
	v_mov_b32_e32 v42, s3
	v_add_u32_e32 v40, vcc, s2, v40
	v_addc_u32_e32 v41, vcc, v42, v41, vcc
	v_add_u32_e32 v42, vcc, 9, v1
	v_mov_b32_e32 v43, v5
	v_lshlrev_b64 v[42:43], 3, v[42:43]
	v_mov_b32_e32 v44, s3
	v_add_u32_e32 v42, vcc, s2, v42
	v_addc_u32_e32 v43, vcc, v44, v43, vcc
	v_add_u32_e32 v44, vcc, 10, v1
	v_mov_b32_e32 v45, v5
	v_lshlrev_b64 v[44:45], 3, v[44:45]
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v44, vcc, s2, v44
	v_addc_u32_e32 v45, vcc, v1, v45, vcc
	v_mov_b32_e32 v52, s5
	v_add_u32_e32 v5, vcc, s4, v6
	flat_load_dwordx2 v[2:3], v[10:11]
	flat_load_dwordx2 v[18:19], v[12:13]
	flat_load_dwordx2 v[20:21], v[14:15]
	flat_load_dwordx2 v[22:23], v[16:17]
	flat_load_dwordx2 v[32:33], v[24:25]
	flat_load_dwordx2 v[34:35], v[26:27]
	flat_load_dwordx2 v[36:37], v[28:29]
	flat_load_dwordx2 v[38:39], v[30:31]
	flat_load_dwordx2 v[46:47], v[40:41]
	flat_load_dwordx2 v[48:49], v[42:43]
	flat_load_dwordx2 v[50:51], v[44:45]
	v_addc_u32_e32 v6, vcc, v52, v7, vcc
	flat_load_dwordx2 v[5:6], v[5:6]
	v_mul_u32_u24_e32 v52, 0x58, v0
	s_mov_b32 m0, -1
	v_add_u32_e32 v7, vcc, s0, v8
	s_waitcnt vmcnt(10)
	ds_write2_b64 v52, v[2:3], v[18:19] offset1:1
	s_waitcnt vmcnt(8)
	ds_write2_b64 v52, v[20:21], v[22:23] offset0:2 offset1:3
	s_waitcnt vmcnt(6)
	ds_write2_b64 v52, v[32:33], v[34:35] offset0:4 offset1:5
	s_waitcnt vmcnt(4)
	ds_write2_b64 v52, v[36:37], v[38:39] offset0:6 offset1:7
	s_waitcnt vmcnt(2)
	ds_write2_b64 v52, v[46:47], v[48:49] offset0:8 offset1:9
	s_waitcnt vmcnt(1)
	ds_write_b64 v52, v[50:51] offset:80
	s_waitcnt vmcnt(0)
	ds_add_rtn_u64 v[0:1], v52, v[5:6]
	ds_sub_rtn_u64 v[2:3], v52, v[5:6] offset:8
	v_mov_b32_e32 v18, s1
	v_addc_u32_e32 v8, vcc, v18, v9, vcc
	v_add_u32_e32 v18, vcc, 16, v7
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[7:8], v[0:3]
	ds_and_rtn_b64 v[0:1], v52, v[5:6] offset:16
	ds_or_rtn_b64 v[2:3], v52, v[5:6] offset:24
	v_addc_u32_e32 v19, vcc, 0, v8, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[18:19], v[0:3]
	ds_xor_rtn_b64 v[0:1], v52, v[5:6] offset:32
	ds_min_rtn_i64 v[2:3], v52, v[5:6] offset:40
	v_add_u32_e32 v18, vcc, 32, v7
	v_addc_u32_e32 v19, vcc, 0, v8, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[18:19], v[0:3]
	ds_max_rtn_i64 v[0:1], v52, v[5:6] offset:48
	ds_min_rtn_u64 v[2:3], v52, v[5:6] offset:56
	v_add_u32_e32 v18, vcc, 48, v7
	v_addc_u32_e32 v19, vcc, 0, v8, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[18:19], v[0:3]
	ds_max_rtn_u64 v[0:1], v52, v[5:6] offset:64
	ds_wrxchg_rtn_b64 v[2:3], v52, v[5:6] offset:72
	v_add_u32_e32 v18, vcc, 64, v7
	v_addc_u32_e32 v19, vcc, 0, v8, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[18:19], v[0:3]
	s_nop 0
	v_and_b32_e32 v0, 1, v4
	v_add_u32_e32 v0, vcc, -1, v0
	v_addc_u32_e64 v1, s[0:1], 0, -1, vcc
	v_xor_b32_e32 v1, v51, v1
	v_xor_b32_e32 v0, v50, v0
	ds_cmpst_rtn_b64 v[18:19], v52, v[0:1], v[5:6] offset:80
	s_movk_i32 s0, 0x50
	ds_read2_b64 v[0:3], v52 offset1:1
	v_add_u32_e32 v20, vcc, s0, v7
	ds_read2_b64 v[4:7], v52 offset0:2 offset1:3
	v_addc_u32_e32 v21, vcc, 0, v8, vcc
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx2 v[20:21], v[18:19]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx2 v[10:11], v[0:1]
	ds_read2_b64 v[8:11], v52 offset0:4 offset1:5
	flat_store_dwordx2 v[12:13], v[2:3]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx2 v[14:15], v[4:5]
	flat_store_dwordx2 v[16:17], v[6:7]
	ds_read2_b64 v[0:3], v52 offset0:6 offset1:7
	ds_read2_b64 v[4:7], v52 offset0:8 offset1:9
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx2 v[24:25], v[8:9]
	ds_read_b64 v[8:9], v52 offset:80
	flat_store_dwordx2 v[26:27], v[10:11]
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx2 v[28:29], v[0:1]
	flat_store_dwordx2 v[30:31], v[2:3]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx2 v[40:41], v[4:5]
	flat_store_dwordx2 v[42:43], v[6:7]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx2 v[44:45], v[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_lds_u64
		.amdhsa_group_segment_fixed_size 5632
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 100
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	atomic_lds_u64, .Lfunc_end0-atomic_lds_u64
                                        ; -- End function
	.set atomic_lds_u64.num_vgpr, 53
	.set atomic_lds_u64.num_agpr, 0
	.set atomic_lds_u64.numbered_sgpr, 7
	.set atomic_lds_u64.num_named_barrier, 0
	.set atomic_lds_u64.private_seg_size, 0
	.set atomic_lds_u64.uses_vcc, 1
	.set atomic_lds_u64.uses_flat_scratch, 0
	.set atomic_lds_u64.has_dyn_sized_stack, 0
	.set atomic_lds_u64.has_recursion, 0
	.set atomic_lds_u64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 956
; TotalNumSgprs: 9
; NumVgprs: 53
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 5632 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 65
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 5632
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_lds_u64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         atomic_lds_u64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
