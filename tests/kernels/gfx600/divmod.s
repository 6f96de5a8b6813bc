	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	divmod                  ; -- Begin function divmod
	.globl	divmod
	.p2align	8
	.type	divmod,@function
divmod:                                 ; @divmod
; %bb.0:
	s_load_dword s0, s[4:5], 0xb
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_i32_e32 v0, vcc, s6, v0
	s_mov_b32 s2, 0
	v_lshl_b64 v[1:2], v[0:1], 2
	s_mov_b64 s[14:15], s[2:3]
	buffer_load_dword v3, v[1:2], s[12:15], 0 addr64
	s_mov_b64 s[0:1], s[10:11]
	buffer_load_dword v6, v[1:2], s[0:3], 0 addr64
	s_load_dword s4, s[4:5], 0x6
	v_mul_hi_u32 v5, v0, 20
	v_mul_lo_u32 v4, v0, 20
	s_mov_b64 s[10:11], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s0, 0, s4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v0, vcc, v1, v2
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v1, v3
	v_sub_i32_e32 v9, vcc, 0, v3
	v_max_i32_e32 v9, v9, v3
	v_cvt_f32_u32_e32 v10, v9
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v0, v6, v0
	v_sub_i32_e32 v2, vcc, 0, v3
	v_rcp_iflag_f32_e32 v10, v10
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v12, v0, s4
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_mul_lo_u32 v2, v2, v1
	v_sub_i32_e32 v8, vcc, 0, v6
	v_sub_i32_e32 v11, vcc, 0, v9
	v_add_i32_e32 v13, vcc, 1, v0
	v_sub_i32_e32 v12, vcc, v6, v12
	v_cmp_le_u32_e32 vcc, s4, v12
	v_mul_lo_u32 v11, v11, v10
	v_cndmask_b32_e32 v0, v0, v13, vcc
	v_subrev_i32_e64 v13, s[0:1], s4, v12
	v_mul_hi_u32 v2, v1, v2
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_add_i32_e32 v13, vcc, 1, v0
	v_cmp_le_u32_e32 vcc, s4, v12
	v_cndmask_b32_e32 v12, v0, v13, vcc
	v_mul_hi_u32 v0, v10, v11
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v6, v1
	v_max_i32_e32 v8, v8, v6
	v_add_i32_e32 v0, vcc, v10, v0
	v_mul_hi_u32 v2, v8, v0
	v_mul_lo_u32 v0, v1, v3
	v_add_i32_e32 v10, vcc, 1, v1
	v_mul_lo_u32 v11, v2, v9
	v_add_i32_e32 v13, vcc, 1, v2
	v_sub_i32_e32 v0, vcc, v6, v0
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_sub_i32_e64 v10, s[0:1], v0, v3
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_add_i32_e32 v10, vcc, 1, v1
	v_sub_i32_e32 v8, vcc, v8, v11
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e32 v0, v1, v10, vcc
	v_cmp_ge_u32_e32 vcc, v8, v9
	v_cndmask_b32_e32 v1, v2, v13, vcc
	v_sub_i32_e64 v2, s[0:1], v8, v9
	v_cndmask_b32_e32 v2, v8, v2, vcc
	v_add_i32_e32 v8, vcc, 1, v1
	v_xor_b32_e32 v7, v6, v3
	v_cmp_ge_u32_e32 vcc, v2, v9
	v_ashrrev_i32_e32 v7, 31, v7
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_xor_b32_e32 v1, v1, v7
	v_sub_i32_e32 v2, vcc, v1, v7
	v_mul_lo_u32 v10, v0, v3
	v_mul_lo_u32 v3, v2, v3
	v_sub_i32_e32 v1, vcc, v6, v10
	v_sub_i32_e32 v3, vcc, v6, v3
	buffer_store_dwordx4 v[0:3], v[4:5], s[8:11], 0 addr64
	buffer_store_dword v12, v[4:5], s[8:11], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divmod
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
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
	.size	divmod, .Lfunc_end0-divmod
                                        ; -- End function
	.set divmod.num_vgpr, 14
	.set divmod.num_agpr, 0
	.set divmod.numbered_sgpr, 16
	.set divmod.num_named_barrier, 0
	.set divmod.private_seg_size, 0
	.set divmod.uses_vcc, 1
	.set divmod.uses_flat_scratch, 0
	.set divmod.has_dyn_sized_stack, 0
	.set divmod.has_recursion, 0
	.set divmod.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 492
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
    .name:           divmod
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         divmod.kd
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
