	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	laplace_3d              ; -- Begin function laplace_3d
	.globl	laplace_3d
	.p2align	8
	.type	laplace_3d,@function
laplace_3d:                             ; @laplace_3d
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0xb
	s_load_dwordx4 s[12:15], s[4:5], 0x4
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s0, 16
	s_and_b32 s1, s1, 0xffff
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	s_mul_i32 s7, s7, s2
	s_mul_i32 s8, s8, s1
	v_add_i32_e32 v7, vcc, s6, v0
	v_add_i32_e32 v6, vcc, s7, v1
	v_add_i32_e32 v5, vcc, s8, v2
	v_cmp_gt_u32_e32 vcc, s12, v7
	v_cmp_gt_u32_e64 s[0:1], s13, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_u32_e32 vcc, s14, v5
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_mul_lo_u32 v0, v6, s12
	s_mul_i32 s2, s13, s12
	v_mul_lo_u32 v1, v5, s2
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_add_i32_e32 v0, vcc, v0, v7
	v_add_i32_e32 v2, vcc, v0, v1
	v_mov_b32_e32 v3, 0
	v_lshl_b64 v[0:1], v[2:3], 2
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	buffer_load_dword v4, v[0:1], s[8:11], 0 addr64
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cmp_ne_u32_e64 s[0:1], 0, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_add_i32 s3, s12, -1
	s_and_b64 s[0:1], s[0:1], vcc
	v_cmp_ne_u32_e32 vcc, s3, v7
	s_add_i32 s3, s13, -1
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_ne_u32_e32 vcc, s3, v6
	s_add_i32 s3, s14, -1
	s_and_b64 s[0:1], s[0:1], vcc
	v_cmp_ne_u32_e32 vcc, s3, v5
	s_and_b64 s[6:7], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_add_i32_e32 v5, vcc, -1, v2
	v_mov_b32_e32 v6, v3
	v_lshl_b64 v[5:6], v[5:6], 2
	v_add_i32_e32 v7, vcc, 1, v2
	v_mov_b32_e32 v8, v3
	v_subrev_i32_e32 v9, vcc, s12, v2
	v_mov_b32_e32 v10, v3
	v_lshl_b64 v[7:8], v[7:8], 2
	v_lshl_b64 v[9:10], v[9:10], 2
	v_add_i32_e32 v11, vcc, s12, v2
	v_mov_b32_e32 v12, v3
	v_lshl_b64 v[11:12], v[11:12], 2
	buffer_load_dword v13, v[5:6], s[8:11], 0 addr64
	buffer_load_dword v7, v[7:8], s[8:11], 0 addr64
	buffer_load_dword v8, v[9:10], s[8:11], 0 addr64
	buffer_load_dword v9, v[11:12], s[8:11], 0 addr64
	v_subrev_i32_e32 v5, vcc, s2, v2
	v_mov_b32_e32 v6, v3
	v_lshl_b64 v[5:6], v[5:6], 2
	v_add_i32_e32 v2, vcc, s2, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	buffer_load_dword v5, v[5:6], s[8:11], 0 addr64
	buffer_load_dword v2, v[2:3], s[8:11], 0 addr64
	s_waitcnt vmcnt(6)
	v_mul_lo_u32 v3, v4, 6
	s_waitcnt vmcnt(4)
	v_add_i32_e32 v4, vcc, v13, v7
	s_waitcnt vmcnt(3)
	v_add_i32_e32 v4, vcc, v4, v8
	s_waitcnt vmcnt(2)
	v_add_i32_e32 v4, vcc, v4, v9
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v4, vcc, v4, v5
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v4, v2
	v_sub_i32_e32 v4, vcc, v3, v2
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[6:7], s[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, v[0:1], s[4:7], 0 addr64
.LBB0_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel laplace_3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 16
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
	.size	laplace_3d, .Lfunc_end0-laplace_3d
                                        ; -- End function
	.set laplace_3d.num_vgpr, 14
	.set laplace_3d.num_agpr, 0
	.set laplace_3d.numbered_sgpr, 16
	.set laplace_3d.num_named_barrier, 0
	.set laplace_3d.private_seg_size, 0
	.set laplace_3d.uses_vcc, 1
	.set laplace_3d.uses_flat_scratch, 0
	.set laplace_3d.has_dyn_sized_stack, 0
	.set laplace_3d.has_recursion, 0
	.set laplace_3d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 448
; TotalNumSgprs: 18
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         224
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         228
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           laplace_3d
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         laplace_3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
