	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_global_u64       ; -- Begin function atomic_global_u64
	.globl	atomic_global_u64
	.p2align	8
	.type	atomic_global_u64,@function
atomic_global_u64:                      ; @atomic_global_u64
; %bb.0:
	s_load_dword s2, s[4:5], 0x9
	s_load_dwordx2 s[0:1], s[4:5], 0x4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s3, 0x100f000
	v_mov_b32_e32 v5, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_i32_e32 v2, vcc, s6, v0
	v_lshl_b64 v[0:1], v[2:3], 3
	s_mov_b32 s2, 0
	buffer_load_dwordx2 v[0:1], v[0:1], s[0:3], 0 addr64
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mul_lo_u32 v4, v2, 11
	v_and_b32_e32 v2, 1, v2
	v_add_i32_e32 v2, vcc, -1, v2
	v_lshl_b64 v[4:5], v[4:5], 3
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[6:7]
	buffer_load_dwordx2 v[6:7], v[4:5], s[0:3], 0 addr64 offset:80
	s_mov_b64 s[6:7], s[2:3]
	v_addc_u32_e64 v3, s[8:9], 0, -1, vcc
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	buffer_atomic_add_x2 v[8:9], v[4:5], s[0:3], 0 addr64 glc
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v2, v2, v6
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[8:9], v[4:5], s[4:7], 0 addr64
	buffer_atomic_sub_x2 v[10:11], v[4:5], s[0:3], 0 addr64 offset:8 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[4:5], s[4:7], 0 addr64 offset:8
	buffer_atomic_and_x2 v[8:9], v[4:5], s[0:3], 0 addr64 offset:16 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[8:9], v[4:5], s[4:7], 0 addr64 offset:16
	buffer_atomic_or_x2 v[10:11], v[4:5], s[0:3], 0 addr64 offset:24 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[4:5], s[4:7], 0 addr64 offset:24
	buffer_atomic_xor_x2 v[8:9], v[4:5], s[0:3], 0 addr64 offset:32 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[8:9], v[4:5], s[4:7], 0 addr64 offset:32
	buffer_atomic_smin_x2 v[10:11], v[4:5], s[0:3], 0 addr64 offset:40 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[4:5], s[4:7], 0 addr64 offset:40
	buffer_atomic_smax_x2 v[8:9], v[4:5], s[0:3], 0 addr64 offset:48 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[8:9], v[4:5], s[4:7], 0 addr64 offset:48
	buffer_atomic_umin_x2 v[10:11], v[4:5], s[0:3], 0 addr64 offset:56 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[4:5], s[4:7], 0 addr64 offset:56
	buffer_atomic_umax_x2 v[8:9], v[4:5], s[0:3], 0 addr64 offset:64 glc
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[8:9], v[4:5], s[4:7], 0 addr64 offset:64
	buffer_atomic_swap_x2 v[10:11], v[4:5], s[0:3], 0 addr64 offset:72 glc
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[10:11], v[4:5], s[4:7], 0 addr64 offset:72
	buffer_atomic_cmpswap_x2 v[0:3], v[4:5], s[0:3], 0 addr64 offset:80 glc
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[0:1], v[4:5], s[4:7], 0 addr64 offset:80
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_global_u64
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
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
	.size	atomic_global_u64, .Lfunc_end0-atomic_global_u64
                                        ; -- End function
	.set atomic_global_u64.num_vgpr, 12
	.set atomic_global_u64.num_agpr, 0
	.set atomic_global_u64.numbered_sgpr, 10
	.set atomic_global_u64.num_named_barrier, 0
	.set atomic_global_u64.private_seg_size, 0
	.set atomic_global_u64.uses_vcc, 1
	.set atomic_global_u64.uses_flat_scratch, 0
	.set atomic_global_u64.has_dyn_sized_stack, 0
	.set atomic_global_u64.has_recursion, 0
	.set atomic_global_u64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; TotalNumSgprs: 12
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
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
    .name:           atomic_global_u64
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_global_u64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
