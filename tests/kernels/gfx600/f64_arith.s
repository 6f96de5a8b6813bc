	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	f64_arith               ; -- Begin function f64_arith
	.globl	f64_arith
	.p2align	8
	.type	f64_arith,@function
f64_arith:                              ; @f64_arith
; %bb.0:
	s_load_dword s0, s[4:5], 0x9
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_i32_e32 v0, vcc, s6, v0
	s_mov_b32 s2, 0
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b64 s[0:1], s[10:11]
	s_mov_b64 s[6:7], s[2:3]
	buffer_load_dwordx2 v[4:5], v[2:3], s[0:3], 0 addr64
	buffer_load_dwordx2 v[6:7], v[2:3], s[4:7], 0 addr64
	v_mul_lo_u32 v0, v0, 9
	v_mov_b32_e32 v9, v1
	s_mov_b64 s[10:11], s[2:3]
	v_mov_b32_e32 v11, v1
	v_lshl_b64 v[14:15], v[0:1], 3
	v_add_i32_e32 v8, vcc, 1, v0
	v_lshl_b64 v[8:9], v[8:9], 3
	v_add_i32_e32 v10, vcc, 2, v0
	v_lshl_b64 v[10:11], v[10:11], 3
	v_mov_b32_e32 v13, v1
	v_add_i32_e32 v12, vcc, 3, v0
	v_lshl_b64 v[12:13], v[12:13], 3
	v_mov_b32_e32 v2, -1
	s_movk_i32 s0, 0xfc01
	v_mov_b32_e32 v3, 0x3fefffff
	s_mov_b32 s5, 0xfffff
	s_mov_b32 s4, -1
	v_mov_b32_e32 v18, 0x3ff00000
	s_brev_b32 s6, -2
	s_waitcnt vmcnt(0)
	v_add_f64 v[16:17], v[4:5], v[6:7]
	buffer_store_dwordx2 v[16:17], v[14:15], s[8:11], 0 addr64
	v_mul_f64 v[14:15], v[4:5], v[6:7]
	s_waitcnt expcnt(0)
	v_fma_f64 v[16:17], v[4:5], v[6:7], v[4:5]
	buffer_store_dwordx2 v[14:15], v[8:9], s[8:11], 0 addr64
	v_max_f64 v[8:9], v[6:7], v[6:7]
	s_waitcnt expcnt(0)
	v_max_f64 v[14:15], v[4:5], v[4:5]
	buffer_store_dwordx2 v[16:17], v[10:11], s[8:11], 0 addr64
	v_min_f64 v[10:11], v[14:15], v[8:9]
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v16, 0x43300000
	buffer_store_dwordx2 v[10:11], v[12:13], s[8:11], 0 addr64
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v10, v1
	v_max_f64 v[13:14], v[14:15], v[8:9]
	v_add_i32_e32 v9, vcc, 4, v0
	v_fract_f64_e32 v[11:12], v[4:5]
	v_lshl_b64 v[8:9], v[9:10], 3
	v_bfe_u32 v10, v5, 20, 11
	v_add_i32_e32 v17, vcc, s0, v10
	v_min_f64 v[2:3], v[11:12], v[2:3]
	buffer_store_dwordx2 v[13:14], v[8:9], s[8:11], 0 addr64
	v_lshr_b64 v[8:9], s[4:5], v17
	v_cmp_class_f64_e64 vcc, v[4:5], 3
	v_mov_b32_e32 v15, v1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_and_b32_e32 v10, 0x80000000, v5
	v_bfi_b32 v9, v9, 0, v5
	v_bfi_b32 v19, v8, 0, v4
	v_cmp_gt_i32_e32 vcc, 0, v17
	s_waitcnt expcnt(0)
	v_add_i32_e64 v14, s[0:1], 5, v0
	v_cndmask_b32_e32 v20, v9, v10, vcc
	v_lshl_b64 v[12:13], v[14:15], 3
	v_cndmask_b32_e64 v14, v19, 0, vcc
	v_cmp_lt_i32_e32 vcc, 51, v17
	v_add_i32_e64 v10, s[0:1], 6, v0
	v_add_i32_e64 v8, s[0:1], 7, v0
	v_add_i32_e64 v0, s[0:1], 8, v0
	v_cndmask_b32_e32 v15, v20, v5, vcc
	v_cndmask_b32_e32 v14, v14, v4, vcc
	v_cmp_lt_f64_e64 s[0:1], 0, v[4:5]
	v_cmp_lg_f64_e32 vcc, v[4:5], v[14:15]
	v_mov_b32_e32 v11, v1
	v_add_f64 v[2:3], v[4:5], -v[2:3]
	v_lshl_b64 v[10:11], v[10:11], 3
	s_and_b64 vcc, s[0:1], vcc
	buffer_store_dwordx2 v[2:3], v[12:13], s[8:11], 0 addr64
	s_waitcnt expcnt(0)
	v_cndmask_b32_e32 v2, 0, v18, vcc
	buffer_store_dwordx2 v[14:15], v[10:11], s[8:11], 0 addr64
	v_add_f64 v[10:11], v[14:15], v[1:2]
	v_bfi_b32 v2, s6, v16, v5
	v_add_f64 v[12:13], v[4:5], v[1:2]
	v_mov_b32_e32 v9, v1
	s_mov_b32 s5, 0x432fffff
	v_lshl_b64 v[8:9], v[8:9], 3
	v_add_f64 v[2:3], v[12:13], -v[1:2]
	v_cmp_gt_f64_e64 vcc, |v[4:5]|, s[4:5]
	buffer_store_dwordx2 v[10:11], v[8:9], s[8:11], 0 addr64
	v_cndmask_b32_e32 v8, v2, v4, vcc
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_cmp_lt_f64_e32 vcc, v[4:5], v[6:7]
	v_xor_b32_e32 v17, 0x80000000, v7
	v_lshl_b64 v[3:4], v[0:1], 3
	v_cndmask_b32_e32 v2, v17, v2, vcc
	v_cndmask_b32_e32 v1, v6, v8, vcc
	buffer_store_dwordx2 v[1:2], v[3:4], s[8:11], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_arith
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
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
	.size	f64_arith, .Lfunc_end0-f64_arith
                                        ; -- End function
	.set f64_arith.num_vgpr, 21
	.set f64_arith.num_agpr, 0
	.set f64_arith.numbered_sgpr, 12
	.set f64_arith.num_named_barrier, 0
	.set f64_arith.private_seg_size, 0
	.set f64_arith.uses_vcc, 1
	.set f64_arith.uses_flat_scratch, 0
	.set f64_arith.has_dyn_sized_stack, 0
	.set f64_arith.has_recursion, 0
	.set f64_arith.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 652
; TotalNumSgprs: 14
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f64_arith
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         f64_arith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
