	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	kernarg_many            ; -- Begin function kernarg_many
	.globl	kernarg_many
	.p2align	8
	.type	kernarg_many,@function
kernarg_many:                           ; @kernarg_many
; %bb.0:
	s_load_dword s0, s[4:5], 0x1d
	s_load_dword s1, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_i32_e32 v0, vcc, s6, v0
	v_cmp_gt_u32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[10:11]
	buffer_load_dword v4, v[0:1], s[0:3], 0 addr64
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_load_dword s6, s[4:5], 0xa
	s_load_dwordx4 s[16:19], s[4:5], 0xc
	s_load_dwordx4 s[20:23], s[4:5], 0x12
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx2 s[4:5], s[4:5], 0x16
	s_and_b32 s13, s13, 0xff
	s_and_b32 s10, s15, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xff
	v_mov_b32_e32 v5, s21
	v_add_f64 v[2:3], s[4:5], s[4:5]
	s_add_i32 s4, s14, s13
	s_add_i32 s4, s4, s10
	s_add_i32 s0, s4, s0
	s_add_i32 s0, s0, s1
	s_and_b32 s11, s17, 0xffff
	v_add_f32_e32 v5, s19, v5
	s_add_i32 s0, s0, s16
	v_cvt_u32_f32_e32 v5, v5
	s_add_i32 s0, s0, s11
	s_add_i32 s7, s7, s6
	v_cvt_u32_f64_e32 v2, v[2:3]
	s_add_i32 s0, s0, s18
	s_xor_b32 s15, s22, s20
	s_add_i32 s0, s0, s7
	s_add_i32 s0, s0, s15
	v_add_i32_e32 v3, vcc, s0, v5
	v_add_i32_e32 v2, vcc, v3, v2
	s_mov_b64 s[10:11], s[2:3]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, s12
	v_add_i32_e32 v2, vcc, v2, v4
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernarg_many
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 360
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 24
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
	.size	kernarg_many, .Lfunc_end0-kernarg_many
                                        ; -- End function
	.set kernarg_many.num_vgpr, 6
	.set kernarg_many.num_agpr, 0
	.set kernarg_many.numbered_sgpr, 24
	.set kernarg_many.num_named_barrier, 0
	.set kernarg_many.private_seg_size, 0
	.set kernarg_many.uses_vcc, 1
	.set kernarg_many.uses_flat_scratch, 0
	.set kernarg_many.has_dyn_sized_stack, 0
	.set kernarg_many.has_recursion, 0
	.set kernarg_many.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 26
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 6
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           1
        .type_name:      uchar
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         52
        .size:           2
        .type_name:      ushort
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         108
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         112
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         116
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         118
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         120
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         122
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         124
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         126
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         160
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         168
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         296
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         300
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 360
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           kernarg_many
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         kernarg_many.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
