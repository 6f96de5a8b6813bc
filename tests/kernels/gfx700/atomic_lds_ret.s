	.amdgcn_target "amdgcn-amd-amdhsa--gfx700"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_lds_ret          ; -- Begin function atomic_lds_ret
	.globl	atomic_lds_ret
	.p2align	8
	.type	atomic_lds_ret,@function
atomic_lds_ret:                         ; @atomic_lds_ret
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x4
	s_lshl_b32 s6, s6, 6
	v_or_b32_e32 v1, s6, v0
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[3:4], v[1:2], 2
	v_mul_lo_u32 v1, v1, 13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v5, v4, vcc
	v_lshl_b64 v[5:6], v[1:2], 2
	v_mov_b32_e32 v8, s3
	v_add_i32_e32 v7, vcc, s2, v5
	v_addc_u32_e32 v8, vcc, v8, v6, vcc
	v_add_i32_e32 v9, vcc, 1, v1
	v_mov_b32_e32 v10, v2
	v_lshl_b64 v[9:10], v[9:10], 2
	v_mov_b32_e32 v11, s3
	v_add_i32_e32 v9, vcc, s2, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	v_add_i32_e32 v11, vcc, 2, v1
	v_mov_b32_e32 v12, v2
	v_lshl_b64 v[11:12], v[11:12], 2
	v_mov_b32_e32 v13, s3
	v_add_i32_e32 v11, vcc, s2, v11
	v_addc_u32_e32 v12, vcc, v13, v12, vcc
	v_add_i32_e32 v13, vcc, 3, v1
	v_mov_b32_e32 v14, v2
	v_lshl_b64 v[13:14], v[13:14], 2
	v_mov_b32_e32 v15, s3
	v_add_i32_e32 v13, vcc, s2, v13
	v_addc_u32_e32 v14, vcc, v15, v14, vcc
	v_add_i32_e32 v15, vcc, 4, v1
	v_mov_b32_e32 v16, v2
	v_lshl_b64 v[15:16], v[15:16], 2
	v_mov_b32_e32 v17, s3
	v_add_i32_e32 v15, vcc, s2, v15
	v_addc_u32_e32 v16, vcc, v17, v16, vcc
	v_add_i32_e32 v17, vcc, 5, v1
	v_mov_b32_e32 v18, v2
	v_lshl_b64 v[17:18], v[17:18], 2
	v_mov_b32_e32 v19, s3
	v_add_i32_e32 v17, vcc, s2, v17
	v_addc_u32_e32 v18, vcc, v19, v18, vcc
	v_add_i32_e32 v19, vcc, 6, v1
	v_mov_b32_e32 v20, v2
	v_lshl_b64 v[19:20], v[19:20], 2
	v_mov_b32_e32 v21, s3
	v_add_i32_e32 v19, vcc, s2, v19
	v_addc_u32_e32 v20, vcc, v21, v20, vcc
	v_add_i32_e32 v21, vcc, 7, v1
	v_mov_b32_e32 v22, v2
	v_lshl_b64 v[21:22], v[21:22], 2
	v_mov_b32_e32 v23, s3
	v_add_i32_e32 v21, vcc, s2, v21
	v_addc_u32_e32 v22, vcc, v23, v22, vcc
	v_add_i32_e32 v23, vcc, 8, v1
	v_mov_b32_e32 v24, v2
	v_lshl_b64 v[23:24], v[23:24], 2
	v_mov_b32_e32 v25, s3
	v_add_i32_e32 v23, vcc, s2, v23
	v_addc_u32_e32 v24, vcc, v25, v24, vcc
	v_add_i32_e32 v25, vcc, 9, v1
	v_mov_b32_e32 v26, v2
	v_lshl_b64 v[25:26], v[25:26], 2
	v_mov_b32_e32 v27, s3
	v_add_i32_e32 v25, vcc, s2, v25
	v_addc_u32_e32 v26, vcc, v27, v26, vcc
	v_add_i32_e32 v27, vcc, 10, v1
	v_mov_b32_e32 v28, v2
	v_lshl_b64 v[27:28], v[27:28], 2
	v_mov_b32_e32 v29, s3
	v_add_i32_e32 v27, vcc, s2, v27
	v_addc_u32_e32 v28, vcc, v29, v28, vcc
	v_add_i32_e32 v29, vcc, 11, v1
	v_mov_b32_e32 v30, v2
	v_lshl_b64 v[29:30], v[29:30], 2
	v_mov_b32_e32 v31, s3
	v_add_i32_e32 v29, vcc, s2, v29
	v_addc_u32_e32 v30, vcc, v31, v30, vcc
	v_add_i32_e32 v1, vcc, 12, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	flat_load_dword v33, v[7:8]
	flat_load_dword v34, v[9:10]
	flat_load_dword v35, v[11:12]
	flat_load_dword v36, v[13:14]
	flat_load_dword v37, v[15:16]
	flat_load_dword v38, v[17:18]
	flat_load_dword v39, v[19:20]
	flat_load_dword v40, v[21:22]
	v_mov_b32_e32 v32, s3
	v_add_i32_e32 v31, vcc, s2, v1
	v_addc_u32_e32 v32, vcc, v32, v2, vcc
	flat_load_dword v1, v[23:24]
	flat_load_dword v2, v[25:26]
	flat_load_dword v41, v[27:28]
	flat_load_dword v42, v[29:30]
	flat_load_dword v43, v[31:32]
	flat_load_dword v44, v[3:4]
	v_mul_u32_u24_e32 v45, 52, v0
	s_mov_b32 m0, -1
	v_add_i32_e32 v5, vcc, s0, v5
	v_and_b32_e32 v0, 1, v0
	s_waitcnt vmcnt(12)
	ds_write2_b32 v45, v33, v34 offset1:1
	s_waitcnt vmcnt(10)
	ds_write2_b32 v45, v35, v36 offset0:2 offset1:3
	s_waitcnt vmcnt(8)
	ds_write2_b32 v45, v37, v38 offset0:4 offset1:5
	s_waitcnt vmcnt(6)
	ds_write2_b32 v45, v39, v40 offset0:6 offset1:7
	s_waitcnt vmcnt(4)
	ds_write2_b32 v45, v1, v2 offset0:8 offset1:9
	s_waitcnt vmcnt(2)
	ds_write2_b32 v45, v41, v42 offset0:10 offset1:11
	s_waitcnt vmcnt(1)
	ds_write_b32 v45, v43 offset:48
	s_waitcnt vmcnt(0)
	ds_add_rtn_u32 v1, v45, v44
	ds_sub_rtn_u32 v2, v45, v44 offset:4
	ds_and_rtn_b32 v3, v45, v44 offset:8
	ds_or_rtn_b32 v4, v45, v44 offset:12
	v_mov_b32_e32 v33, s1
	v_addc_u32_e32 v6, vcc, v33, v6, vcc
	v_add_i32_e32 v33, vcc, 16, v5
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[5:6], v[1:4]
	ds_xor_rtn_b32 v1, v45, v44 offset:16
	ds_min_rtn_i32 v2, v45, v44 offset:20
	ds_max_rtn_i32 v3, v45, v44 offset:24
	ds_min_rtn_u32 v4, v45, v44 offset:28
	v_addc_u32_e32 v34, vcc, 0, v6, vcc
	v_add_i32_e32 v0, vcc, -1, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[33:34], v[1:4]
	ds_max_rtn_u32 v1, v45, v44 offset:32
	ds_wrxchg_rtn_b32 v2, v45, v44 offset:36
	v_xor_b32_e32 v0, v41, v0
	ds_cmpst_rtn_b32 v3, v45, v0, v44 offset:40
	ds_inc_rtn_u32 v4, v45, v44 offset:44
	v_add_i32_e32 v33, vcc, 32, v5
	v_addc_u32_e32 v34, vcc, 0, v6, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[33:34], v[1:4]
	ds_dec_rtn_u32 v4, v45, v44 offset:48
	v_add_i32_e32 v0, vcc, 48, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	ds_read2_b32 v[2:3], v45 offset1:1
	s_waitcnt lgkmcnt(1)
	flat_store_dword v[0:1], v4
	ds_read2_b32 v[0:1], v45 offset0:2 offset1:3
	ds_read2_b32 v[4:5], v45 offset0:4 offset1:5
	ds_read2_b32 v[33:34], v45 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	flat_store_dword v[7:8], v2
	flat_store_dword v[9:10], v3
	s_waitcnt lgkmcnt(2)
	flat_store_dword v[11:12], v0
	flat_store_dword v[13:14], v1
	s_waitcnt lgkmcnt(1)
	flat_store_dword v[15:16], v4
	flat_store_dword v[17:18], v5
	ds_read2_b32 v[0:1], v45 offset0:8 offset1:9
	ds_read2_b32 v[2:3], v45 offset0:10 offset1:11
	ds_read_b32 v4, v45 offset:48
	s_waitcnt lgkmcnt(3)
	flat_store_dword v[19:20], v33
	flat_store_dword v[21:22], v34
	s_waitcnt lgkmcnt(2)
	flat_store_dword v[23:24], v0
	flat_store_dword v[25:26], v1
	s_waitcnt lgkmcnt(1)
	flat_store_dword v[27:28], v2
	flat_store_dword v[29:30], v3
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[31:32], v4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_lds_ret
		.amdhsa_group_segment_fixed_size 3328
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 63
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
	.size	atomic_lds_ret, .Lfunc_end0-atomic_lds_ret
                                        ; -- End function
	.set atomic_lds_ret.num_vgpr, 46
	.set atomic_lds_ret.num_agpr, 0
	.set atomic_lds_ret.numbered_sgpr, 7
	.set atomic_lds_ret.num_named_barrier, 0
	.set atomic_lds_ret.private_seg_size, 0
	.set atomic_lds_ret.uses_vcc, 1
	.set atomic_lds_ret.uses_flat_scratch, 0
	.set atomic_lds_ret.has_dyn_sized_stack, 0
	.set atomic_lds_ret.has_recursion, 0
	.set atomic_lds_ret.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1004
; TotalNumSgprs: 9
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 3328 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 0
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 3328
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_lds_ret
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         atomic_lds_ret.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx700
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
