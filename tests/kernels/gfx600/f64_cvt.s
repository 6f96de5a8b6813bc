	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	f64_cvt                 ; -- Begin function f64_cvt
	.globl	f64_cvt
	.p2align	8
	.type	f64_cvt,@function
f64_cvt:                                ; @f64_cvt
; %bb.0:
	s_load_dword s7, s[4:5], 0x9
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s7, 0xffff
	s_mul_i32 s6, s6, s4
	v_add_i32_e32 v2, vcc, s6, v0
	v_lshl_b64 v[0:1], v[2:3], 3
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dwordx2 v[4:5], v[0:1], s[4:7], 0 addr64
	s_mov_b64 s[10:11], s[6:7]
	buffer_load_dwordx2 v[8:9], v[0:1], s[8:11], 0 addr64
	s_movk_i32 s8, 0xfc01
	s_mov_b32 s2, -1
	s_mov_b32 s3, 0xfffff
	s_movk_i32 s9, 0xffe0
	v_mul_lo_u32 v2, v2, 6
	v_mov_b32_e32 v7, 0x3fefffff
	s_mov_b32 s4, 0
	v_mov_b32_e32 v1, v3
	v_lshl_b64 v[17:18], v[2:3], 3
	v_mov_b32_e32 v14, v3
	s_mov_b32 s5, 0xc1f00000
	s_waitcnt vmcnt(1)
	v_ldexp_f64 v[10:11], v[4:5], 20
	v_bfe_u32 v0, v11, 20, 11
	v_add_i32_e32 v0, vcc, s8, v0
	v_lshr_b64 v[12:13], s[2:3], v0
	v_and_b32_e32 v15, 0x80000000, v11
	v_bfi_b32 v13, v13, 0, v11
	v_bfi_b32 v12, v12, 0, v10
	v_cmp_gt_i32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v13, v13, v15, vcc
	v_cndmask_b32_e64 v12, v12, 0, vcc
	v_cmp_lt_i32_e32 vcc, 51, v0
	v_cndmask_b32_e32 v11, v13, v11, vcc
	v_cndmask_b32_e32 v10, v12, v10, vcc
	v_ldexp_f64 v[15:16], v[10:11], s9
	v_cvt_f32_f64_e32 v0, v[4:5]
	v_fract_f64_e32 v[12:13], v[15:16]
	v_cmp_class_f64_e64 vcc, v[15:16], 3
	v_min_f64 v[6:7], v[12:13], v[6:7]
	v_cvt_i32_f64_e32 v4, v[4:5]
	v_cndmask_b32_e32 v6, v6, v15, vcc
	v_cndmask_b32_e32 v7, v7, v16, vcc
	v_add_i32_e32 v13, vcc, 2, v2
	v_add_i32_e32 v2, vcc, 4, v2
	v_lshl_b64 v[19:20], v[2:3], 3
	v_add_f64 v[2:3], v[15:16], -v[6:7]
	s_mov_b64 s[2:3], s[6:7]
	v_cvt_i32_f64_e32 v7, v[2:3]
	v_fma_f64 v[2:3], v[2:3], s[4:5], v[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f64_i32_e32 v[10:11], v9
	v_cvt_u32_f64_e32 v6, v[2:3]
	v_cvt_f64_u32_e32 v[8:9], v8
	v_cvt_f64_f32_e32 v[2:3], v0
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_lshl_b64 v[12:13], v[13:14], 3
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_f64 v[10:11], v[10:11], v[8:9]
	buffer_store_dwordx4 v[0:3], v[17:18], s[0:3], 0 addr64
	buffer_store_dwordx4 v[4:7], v[12:13], s[0:3], 0 addr64
	buffer_store_dwordx4 v[8:11], v[19:20], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_cvt
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
	.size	f64_cvt, .Lfunc_end0-f64_cvt
                                        ; -- End function
	.set f64_cvt.num_vgpr, 21
	.set f64_cvt.num_agpr, 0
	.set f64_cvt.numbered_sgpr, 12
	.set f64_cvt.num_named_barrier, 0
	.set f64_cvt.private_seg_size, 0
	.set f64_cvt.uses_vcc, 1
	.set f64_cvt.uses_flat_scratch, 0
	.set f64_cvt.has_dyn_sized_stack, 0
	.set f64_cvt.has_recursion, 0
	.set f64_cvt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
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
        .type_name:      'ulong*'
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
        .type_name:      'ulong*'
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
    .name:           f64_cvt
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         f64_cvt.kd
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
