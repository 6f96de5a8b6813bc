	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	divmod                  ; -- Begin function divmod
	.globl	divmod
	.p2align	8
	.type	divmod,@function
divmod:                                 ; @divmod
; %bb.0:
	s_load_dword s7, s[4:5], 0x2c
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s6, s6, s7
	v_add_u32_e32 v0, vcc, s6, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v4, s9
	v_add_u32_e32 v3, vcc, s8, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v3, v[3:4]
	v_mov_b32_e32 v5, s3
	v_add_u32_e32 v1, vcc, s2, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dword v8, v[1:2]
	s_load_dword s2, s[4:5], 0x18
	v_mov_b32_e32 v2, s1
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s2
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v9, v1
	v_mov_b32_e32 v1, s0
	s_sub_i32 s0, 0, s2
	v_mul_lo_u32 v6, s0, v9
	v_mad_u64_u32 v[4:5], s[0:1], v0, 20, v[1:2]
	v_mul_hi_u32 v0, v9, v6
	v_add_u32_e32 v6, vcc, 16, v4
	v_addc_u32_e32 v7, vcc, 0, v5, vcc
	v_add_u32_e32 v0, vcc, v9, v0
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v1, v3
	v_sub_u32_e32 v11, vcc, 0, v3
	v_max_i32_e32 v11, v11, v3
	v_cvt_f32_u32_e32 v12, v11
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v0, v8, v0
	v_sub_u32_e32 v2, vcc, 0, v3
	v_rcp_iflag_f32_e32 v12, v12
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v14, v0, s2
	v_mul_f32_e32 v12, 0x4f7ffffe, v12
	v_cvt_u32_f32_e32 v12, v12
	v_mul_lo_u32 v2, v2, v1
	v_sub_u32_e32 v10, vcc, 0, v8
	v_sub_u32_e32 v13, vcc, 0, v11
	v_add_u32_e32 v15, vcc, 1, v0
	v_sub_u32_e32 v14, vcc, v8, v14
	v_cmp_le_u32_e32 vcc, s2, v14
	v_mul_lo_u32 v13, v13, v12
	v_cndmask_b32_e32 v0, v0, v15, vcc
	v_subrev_u32_e64 v15, s[0:1], s2, v14
	v_mul_hi_u32 v2, v1, v2
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_add_u32_e32 v15, vcc, 1, v0
	v_cmp_le_u32_e32 vcc, s2, v14
	v_cndmask_b32_e32 v14, v0, v15, vcc
	v_mul_hi_u32 v0, v12, v13
	v_add_u32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v8, v1
	v_max_i32_e32 v10, v10, v8
	v_add_u32_e32 v0, vcc, v12, v0
	v_mul_hi_u32 v2, v10, v0
	v_mul_lo_u32 v0, v1, v3
	v_add_u32_e32 v12, vcc, 1, v1
	v_mul_lo_u32 v13, v2, v11
	v_add_u32_e32 v15, vcc, 1, v2
	v_sub_u32_e32 v0, vcc, v8, v0
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_sub_u32_e64 v12, s[0:1], v0, v3
	v_cndmask_b32_e32 v0, v0, v12, vcc
	v_add_u32_e32 v12, vcc, 1, v1
	v_sub_u32_e32 v10, vcc, v10, v13
	v_cmp_ge_u32_e32 vcc, v0, v3
	v_cndmask_b32_e32 v0, v1, v12, vcc
	v_cmp_ge_u32_e32 vcc, v10, v11
	v_cndmask_b32_e32 v1, v2, v15, vcc
	v_sub_u32_e64 v2, s[0:1], v10, v11
	v_cndmask_b32_e32 v2, v10, v2, vcc
	v_add_u32_e32 v10, vcc, 1, v1
	v_xor_b32_e32 v9, v8, v3
	v_cmp_ge_u32_e32 vcc, v2, v11
	v_ashrrev_i32_e32 v9, 31, v9
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_xor_b32_e32 v1, v1, v9
	v_sub_u32_e32 v2, vcc, v1, v9
	v_mul_lo_u32 v12, v0, v3
	v_mul_lo_u32 v3, v2, v3
	v_sub_u32_e32 v1, vcc, v8, v12
	v_sub_u32_e32 v3, vcc, v8, v3
	flat_store_dwordx4 v[4:5], v[0:3]
	flat_store_dword v[6:7], v14
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 10
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
	.size	divmod, .Lfunc_end0-divmod
                                        ; -- End function
	.set divmod.num_vgpr, 16
	.set divmod.num_agpr, 0
	.set divmod.numbered_sgpr, 10
	.set divmod.num_named_barrier, 0
	.set divmod.private_seg_size, 0
	.set divmod.uses_vcc, 1
	.set divmod.uses_flat_scratch, 0
	.set divmod.has_dyn_sized_stack, 0
	.set divmod.has_recursion, 0
	.set divmod.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         divmod.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
