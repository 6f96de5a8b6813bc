	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_global_ret       ; -- Begin function atomic_global_ret
	.globl	atomic_global_ret
	.p2align	8
	.type	atomic_global_ret,@function
atomic_global_ret:                      ; @atomic_global_ret
; %bb.0:
	s_load_dword s2, s[4:5], 0x24
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v0, vcc, s6, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	v_mul_lo_u32 v3, v0, 13
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v4, v1
	v_and_b32_e32 v0, 1, v0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v5, vcc, s2, v3
	v_addc_u32_e32 v6, vcc, v1, v4, vcc
	v_add_u32_e32 v7, vcc, 40, v5
	v_addc_u32_e32 v8, vcc, 0, v6, vcc
	flat_load_dword v13, v[7:8]
	v_mov_b32_e32 v10, s1
	v_add_u32_e32 v9, vcc, s0, v3
	v_addc_u32_e32 v10, vcc, v10, v4, vcc
	v_add_u32_e32 v3, vcc, 4, v5
	v_addc_u32_e32 v4, vcc, 0, v6, vcc
	s_waitcnt vmcnt(1)
	flat_atomic_add v1, v[5:6], v2 glc
	s_waitcnt vmcnt(0)
	flat_store_dword v[9:10], v1
	flat_atomic_sub v1, v[3:4], v2 glc
	v_add_u32_e32 v3, vcc, 4, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 8, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_and v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 8, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 12, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_or v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 12, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 16, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_xor v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 16, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 20, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_smin v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 20, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 24, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_smax v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 24, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 28, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_umin v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 28, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 32, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_umax v1, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, 32, v9
	v_addc_u32_e32 v4, vcc, 0, v10, vcc
	v_add_u32_e32 v11, vcc, 36, v5
	v_addc_u32_e32 v12, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[3:4], v1
	flat_atomic_swap v4, v[11:12], v2 glc
	v_add_u32_e32 v3, vcc, -1, v0
	v_add_u32_e32 v0, vcc, 36, v9
	v_addc_u32_e32 v1, vcc, 0, v10, vcc
	v_xor_b32_e32 v3, v3, v13
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
	flat_atomic_cmpswap v7, v[7:8], v[2:3] glc
	v_add_u32_e32 v0, vcc, 40, v9
	v_addc_u32_e32 v1, vcc, 0, v10, vcc
	v_add_u32_e32 v3, vcc, 44, v5
	v_addc_u32_e32 v4, vcc, 0, v6, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v7
	flat_atomic_inc v3, v[3:4], v2 glc
	v_add_u32_e32 v0, vcc, 44, v9
	v_addc_u32_e32 v1, vcc, 0, v10, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v3
	v_add_u32_e32 v0, vcc, 48, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	flat_atomic_dec v2, v[0:1], v2 glc
	v_add_u32_e32 v0, vcc, 48, v9
	v_addc_u32_e32 v1, vcc, 0, v10, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_global_ret
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 7
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
	.size	atomic_global_ret, .Lfunc_end0-atomic_global_ret
                                        ; -- End function
	.set atomic_global_ret.num_vgpr, 14
	.set atomic_global_ret.num_agpr, 0
	.set atomic_global_ret.numbered_sgpr, 7
	.set atomic_global_ret.num_named_barrier, 0
	.set atomic_global_ret.private_seg_size, 0
	.set atomic_global_ret.uses_vcc, 1
	.set atomic_global_ret.uses_flat_scratch, 0
	.set atomic_global_ret.has_dyn_sized_stack, 0
	.set atomic_global_ret.has_recursion, 0
	.set atomic_global_ret.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 604
; TotalNumSgprs: 9
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 9
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
    .name:           atomic_global_ret
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         atomic_global_ret.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
