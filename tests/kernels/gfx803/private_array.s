	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 s0, s0, s7
	s_load_dword s7, s[4:5], 0x2c
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_addc_u32 s1, s1, 0
	s_load_dword s4, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s6, s6, s7
	v_add_u32_e32 v0, vcc, s6, v0
	v_lshlrev_b32_e32 v1, 6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s11
	v_add_u32_e32 v17, vcc, s10, v1
	v_addc_u32_e32 v18, vcc, v3, v2, vcc
	flat_load_dwordx4 v[1:4], v[17:18]
	v_add_u32_e32 v5, vcc, 16, v17
	v_addc_u32_e32 v6, vcc, 0, v18, vcc
	v_add_u32_e32 v9, vcc, 32, v17
	v_addc_u32_e32 v10, vcc, 0, v18, vcc
	v_add_u32_e32 v13, vcc, 48, v17
	v_addc_u32_e32 v14, vcc, 0, v18, vcc
	flat_load_dwordx4 v[9:12], v[9:10]
	flat_load_dwordx4 v[5:8], v[5:6]
	s_movk_i32 s6, 0x50
	s_cmp_lt_i32 s4, 1
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v15, 0, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:4
	v_add_f32_e32 v16, v3, v3
	v_mul_f32_e32 v19, 0x40400000, v4
	flat_load_dwordx4 v[1:4], v[13:14]
	buffer_store_dword v15, off, s[0:3], 0
	buffer_store_dword v16, off, s[0:3], 0 offset:8
	buffer_store_dword v19, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v9, 0x41000000, v9
	v_mul_f32_e32 v10, 0x41100000, v10
	buffer_store_dword v9, off, s[0:3], 0 offset:32
	buffer_store_dword v10, off, s[0:3], 0 offset:36
	v_mul_f32_e32 v11, 0x41200000, v11
	v_mul_f32_e32 v12, 0x41300000, v12
	buffer_store_dword v11, off, s[0:3], 0 offset:40
	buffer_store_dword v12, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v13, 0x41400000, v1
	v_add_u32_e32 v1, vcc, 64, v17
	v_mul_f32_e32 v14, 0x41500000, v2
	v_addc_u32_e32 v2, vcc, 0, v18, vcc
	v_mul_f32_e32 v20, 0x41600000, v3
	v_mul_f32_e32 v21, 0x41700000, v4
	flat_load_dwordx4 v[1:4], v[1:2]
	v_mul_f32_e32 v5, 4.0, v5
	v_mul_f32_e32 v6, 0x40a00000, v6
	buffer_store_dword v5, off, s[0:3], 0 offset:16
	buffer_store_dword v6, off, s[0:3], 0 offset:20
	v_mul_f32_e32 v7, 0x40c00000, v7
	v_mul_f32_e32 v8, 0x40e00000, v8
	buffer_store_dword v7, off, s[0:3], 0 offset:24
	buffer_store_dword v8, off, s[0:3], 0 offset:28
	buffer_store_dword v13, off, s[0:3], 0 offset:48
	buffer_store_dword v14, off, s[0:3], 0 offset:52
	buffer_store_dword v20, off, s[0:3], 0 offset:56
	buffer_store_dword v21, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v22, 0x41800000, v1
	v_add_u32_e32 v1, vcc, s6, v17
	v_mul_f32_e32 v23, 0x41880000, v2
	v_addc_u32_e32 v2, vcc, 0, v18, vcc
	v_mul_f32_e32 v24, 0x41900000, v3
	v_mul_f32_e32 v25, 0x41980000, v4
	flat_load_dwordx4 v[1:4], v[1:2]
	s_movk_i32 s6, 0x60
	v_add_u32_e32 v5, vcc, s6, v17
	v_addc_u32_e32 v6, vcc, 0, v18, vcc
	flat_load_dwordx4 v[5:8], v[5:6]
	s_movk_i32 s6, 0x70
	v_add_u32_e32 v9, vcc, s6, v17
	v_addc_u32_e32 v10, vcc, 0, v18, vcc
	flat_load_dwordx4 v[9:12], v[9:10]
	s_movk_i32 s6, 0x80
	buffer_store_dword v22, off, s[0:3], 0 offset:64
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v1, 0x41a00000, v1
	buffer_store_dword v23, off, s[0:3], 0 offset:68
	buffer_store_dword v24, off, s[0:3], 0 offset:72
	buffer_store_dword v25, off, s[0:3], 0 offset:76
	buffer_store_dword v1, off, s[0:3], 0 offset:80
	v_mul_f32_e32 v1, 0x41a80000, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:84
	v_mul_f32_e32 v1, 0x41b00000, v3
	buffer_store_dword v1, off, s[0:3], 0 offset:88
	v_add_u32_e32 v1, vcc, s6, v17
	v_addc_u32_e32 v2, vcc, 0, v18, vcc
	flat_load_dwordx4 v[13:16], v[1:2]
	v_mul_f32_e32 v1, 0x41b80000, v4
	buffer_store_dword v1, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, 0x41c00000, v5
	buffer_store_dword v1, off, s[0:3], 0 offset:96
	v_mul_f32_e32 v1, 0x41c80000, v6
	buffer_store_dword v1, off, s[0:3], 0 offset:100
	v_mul_f32_e32 v1, 0x41d00000, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	v_mul_f32_e32 v1, 0x41d80000, v8
	buffer_store_dword v1, off, s[0:3], 0 offset:108
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v1, 0x41e00000, v9
	buffer_store_dword v1, off, s[0:3], 0 offset:112
	v_mul_f32_e32 v1, 0x41e80000, v10
	s_movk_i32 s6, 0x90
	buffer_store_dword v1, off, s[0:3], 0 offset:116
	v_add_u32_e32 v1, vcc, s6, v17
	v_addc_u32_e32 v2, vcc, 0, v18, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	v_mul_f32_e32 v5, 0x41f00000, v11
	s_movk_i32 s6, 0xa0
	buffer_store_dword v5, off, s[0:3], 0 offset:120
	v_add_u32_e32 v5, vcc, s6, v17
	v_addc_u32_e32 v6, vcc, 0, v18, vcc
	flat_load_dwordx4 v[5:8], v[5:6]
	v_mul_f32_e32 v9, 0x41f80000, v12
	s_movk_i32 s6, 0xb0
	buffer_store_dword v9, off, s[0:3], 0 offset:124
	v_add_u32_e32 v9, vcc, s6, v17
	v_addc_u32_e32 v10, vcc, 0, v18, vcc
	s_movk_i32 s6, 0xc0
	s_waitcnt vmcnt(11)
	v_mul_f32_e32 v11, 0x42000000, v13
	buffer_store_dword v11, off, s[0:3], 0 offset:128
	v_mul_f32_e32 v11, 0x42040000, v14
	buffer_store_dword v11, off, s[0:3], 0 offset:132
	v_mul_f32_e32 v11, 0x42080000, v15
	buffer_store_dword v11, off, s[0:3], 0 offset:136
	flat_load_dwordx4 v[9:12], v[9:10]
	v_mul_f32_e32 v13, 0x420c0000, v16
	buffer_store_dword v13, off, s[0:3], 0 offset:140
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v1, 0x42100000, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:144
	v_mul_f32_e32 v1, 0x42140000, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:148
	v_mul_f32_e32 v1, 0x42180000, v3
	buffer_store_dword v1, off, s[0:3], 0 offset:152
	v_mul_f32_e32 v1, 0x421c0000, v4
	buffer_store_dword v1, off, s[0:3], 0 offset:156
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, 0x42200000, v5
	buffer_store_dword v1, off, s[0:3], 0 offset:160
	v_mul_f32_e32 v1, 0x42240000, v6
	buffer_store_dword v1, off, s[0:3], 0 offset:164
	v_mul_f32_e32 v1, 0x42280000, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:168
	v_mul_f32_e32 v1, 0x422c0000, v8
	buffer_store_dword v1, off, s[0:3], 0 offset:172
	v_add_u32_e32 v1, vcc, s6, v17
	v_addc_u32_e32 v2, vcc, 0, v18, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	s_movk_i32 s6, 0xd0
	v_add_u32_e32 v5, vcc, s6, v17
	v_addc_u32_e32 v6, vcc, 0, v18, vcc
	flat_load_dwordx4 v[5:8], v[5:6]
	s_movk_i32 s6, 0xe0
	s_waitcnt vmcnt(11)
	v_mul_f32_e32 v13, 0x42300000, v9
	v_add_u32_e32 v9, vcc, s6, v17
	v_mul_f32_e32 v14, 0x42340000, v10
	v_addc_u32_e32 v10, vcc, 0, v18, vcc
	v_mul_f32_e32 v19, 0x42380000, v11
	v_mul_f32_e32 v20, 0x423c0000, v12
	flat_load_dwordx4 v[9:12], v[9:10]
	s_movk_i32 s6, 0xf0
	buffer_store_dword v13, off, s[0:3], 0 offset:176
	buffer_store_dword v14, off, s[0:3], 0 offset:180
	v_add_u32_e32 v13, vcc, s6, v17
	v_addc_u32_e32 v14, vcc, 0, v18, vcc
	flat_load_dwordx4 v[13:16], v[13:14]
	buffer_store_dword v19, off, s[0:3], 0 offset:184
	buffer_store_dword v20, off, s[0:3], 0 offset:188
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v1, 0x42400000, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:192
	v_mul_f32_e32 v1, 0x42440000, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:196
	v_mul_f32_e32 v1, 0x42480000, v3
	buffer_store_dword v1, off, s[0:3], 0 offset:200
	v_mul_f32_e32 v1, 0x424c0000, v4
	buffer_store_dword v1, off, s[0:3], 0 offset:204
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, 0x42500000, v5
	buffer_store_dword v1, off, s[0:3], 0 offset:208
	v_mul_f32_e32 v1, 0x42540000, v6
	buffer_store_dword v1, off, s[0:3], 0 offset:212
	v_mul_f32_e32 v1, 0x42580000, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:216
	v_mul_f32_e32 v1, 0x425c0000, v8
	buffer_store_dword v1, off, s[0:3], 0 offset:220
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v1, 0x42600000, v9
	buffer_store_dword v1, off, s[0:3], 0 offset:224
	v_mul_f32_e32 v1, 0x42640000, v10
	buffer_store_dword v1, off, s[0:3], 0 offset:228
	v_mul_f32_e32 v1, 0x42680000, v11
	buffer_store_dword v1, off, s[0:3], 0 offset:232
	v_mul_f32_e32 v1, 0x426c0000, v12
	buffer_store_dword v1, off, s[0:3], 0 offset:236
	s_waitcnt vmcnt(14)
	v_mul_f32_e32 v1, 0x42700000, v13
	buffer_store_dword v1, off, s[0:3], 0 offset:240
	v_mul_f32_e32 v1, 0x42740000, v14
	buffer_store_dword v1, off, s[0:3], 0 offset:244
	v_mul_f32_e32 v1, 0x42780000, v15
	buffer_store_dword v1, off, s[0:3], 0 offset:248
	v_mul_f32_e32 v1, 0x427c0000, v16
	buffer_store_dword v1, off, s[0:3], 0 offset:252
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v1, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v4, s13
	v_add_u32_e32 v2, vcc, s12, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	s_add_i32 s4, s4, -1
	s_cmp_lg_u32 s4, 0
	v_add_u32_e32 v1, vcc, 1, v1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 2, v2
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, 1.0, v3
	buffer_store_dword v3, v2, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_u32_e32 v2, vcc, s12, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v4, s9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 63, v2
	v_add_u32_e32 v2, vcc, 7, v2
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v2, 2, v2
	buffer_load_dword v3, v3, s[0:3], 0 offen
	buffer_load_dword v2, v2, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v2
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 14
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 26
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 14
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 260
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1644
; TotalNumSgprs: 16
; NumVgprs: 26
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 26
; Occupancy: 9
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
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
    .name:           private_array
    .private_segment_fixed_size: 260
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
