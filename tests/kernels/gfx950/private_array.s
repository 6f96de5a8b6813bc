	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_mov_b32 s10, 4.0
	s_mov_b32 s12, 0x40c00000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s6
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v16, s2, v0
	v_lshlrev_b32_e32 v0, 6, v16
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[2:3]
	global_load_dwordx4 v[12:15], v[18:19], off
	global_load_dwordx4 v[8:11], v[18:19], off offset:16
	global_load_dwordx4 v[4:7], v[18:19], off offset:32
	global_load_dwordx4 v[0:3], v[18:19], off offset:48
	global_load_dwordx4 v[20:23], v[18:19], off offset:64
	global_load_dwordx4 v[24:27], v[18:19], off offset:80
	global_load_dwordx4 v[28:31], v[18:19], off offset:96
	global_load_dwordx4 v[32:35], v[18:19], off offset:112
	global_load_dwordx4 v[36:39], v[18:19], off offset:128
	global_load_dwordx4 v[40:43], v[18:19], off offset:144
	global_load_dwordx4 v[44:47], v[18:19], off offset:176
	global_load_dwordx4 v[48:51], v[18:19], off offset:160
	global_load_dwordx4 v[52:55], v[18:19], off offset:192
	global_load_dwordx4 v[56:59], v[18:19], off offset:208
	s_mov_b32 s2, 0
	s_mov_b32 s6, 2.0
	s_mov_b32 s3, 1.0
	s_mov_b32 s7, 0x40400000
	s_mov_b32 s11, 0x40a00000
	s_mov_b32 s13, 0x40e00000
	s_mov_b32 s14, 0x41000000
	s_mov_b32 s16, 0x41200000
	s_mov_b32 s18, 0x41400000
	s_mov_b32 s15, 0x41100000
	s_mov_b32 s17, 0x41300000
	s_mov_b32 s19, 0x41500000
	s_mov_b32 s20, 0x41600000
	s_mov_b32 s22, 0x41800000
	s_mov_b32 s24, 0x41900000
	s_mov_b32 s26, 0x41a00000
	s_mov_b32 s28, 0x41b00000
	s_mov_b32 s30, 0x41c00000
	s_mov_b32 s34, 0x41d00000
	s_mov_b32 s36, 0x41e00000
	s_mov_b32 s38, 0x41f00000
	s_mov_b32 s40, 0x42000000
	s_mov_b32 s42, 0x42080000
	s_mov_b32 s21, 0x41700000
	s_mov_b32 s23, 0x41880000
	s_mov_b32 s25, 0x41980000
	s_mov_b32 s27, 0x41a80000
	s_mov_b32 s29, 0x41b80000
	s_mov_b32 s31, 0x41c80000
	s_mov_b32 s35, 0x41d80000
	s_mov_b32 s37, 0x41e80000
	s_mov_b32 s39, 0x41f80000
	s_mov_b32 s41, 0x42040000
	s_mov_b32 s43, 0x420c0000
	s_load_dword s0, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	s_waitcnt vmcnt(13)
	v_pk_mul_f32 v[12:13], v[12:13], s[2:3]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7]
	scratch_store_dwordx4 off, v[12:15], off
	global_load_dwordx4 v[12:15], v[18:19], off offset:224
	s_waitcnt vmcnt(14)
	v_pk_mul_f32 v[8:9], v[8:9], s[10:11]
	v_pk_mul_f32 v[10:11], v[10:11], s[12:13]
	scratch_store_dwordx4 off, v[8:11], off offset:16
	global_load_dwordx4 v[8:11], v[18:19], off offset:240
	s_mov_b32 s2, 0x42100000
	s_waitcnt vmcnt(15)
	v_pk_mul_f32 v[4:5], v[4:5], s[14:15]
	v_pk_mul_f32 v[6:7], v[6:7], s[16:17]
	s_waitcnt vmcnt(14)
	v_pk_mul_f32 v[0:1], v[0:1], s[18:19]
	s_mov_b32 s3, 0x42140000
	v_pk_mul_f32 v[2:3], v[2:3], s[20:21]
	s_waitcnt vmcnt(13)
	v_pk_mul_f32 v[20:21], v[20:21], s[22:23]
	v_pk_mul_f32 v[22:23], v[22:23], s[24:25]
	s_waitcnt vmcnt(12)
	v_pk_mul_f32 v[24:25], v[24:25], s[26:27]
	v_pk_mul_f32 v[26:27], v[26:27], s[28:29]
	s_waitcnt vmcnt(11)
	v_pk_mul_f32 v[28:29], v[28:29], s[30:31]
	v_pk_mul_f32 v[30:31], v[30:31], s[34:35]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[32:33], v[32:33], s[36:37]
	v_pk_mul_f32 v[34:35], v[34:35], s[38:39]
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[36:37], v[36:37], s[40:41]
	v_pk_mul_f32 v[38:39], v[38:39], s[42:43]
	scratch_store_dwordx4 off, v[4:7], off offset:32
	scratch_store_dwordx4 off, v[0:3], off offset:48
	scratch_store_dwordx4 off, v[20:23], off offset:64
	scratch_store_dwordx4 off, v[24:27], off offset:80
	scratch_store_dwordx4 off, v[28:31], off offset:96
	scratch_store_dwordx4 off, v[32:35], off offset:112
	scratch_store_dwordx4 off, v[36:39], off offset:128
	s_waitcnt vmcnt(15)
	v_pk_mul_f32 v[0:1], v[40:41], s[2:3]
	s_mov_b32 s2, 0x42180000
	s_mov_b32 s3, 0x421c0000
	v_pk_mul_f32 v[2:3], v[42:43], s[2:3]
	s_mov_b32 s2, 0x42200000
	s_mov_b32 s3, 0x42240000
	scratch_store_dwordx4 off, v[0:3], off offset:144
	s_waitcnt vmcnt(14)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[48:49], s[2:3]
	s_mov_b32 s2, 0x42280000
	s_mov_b32 s3, 0x422c0000
	v_pk_mul_f32 v[2:3], v[50:51], s[2:3]
	s_mov_b32 s2, 0x42300000
	s_mov_b32 s3, 0x42340000
	scratch_store_dwordx4 off, v[0:3], off offset:160
	s_nop 1
	v_pk_mul_f32 v[0:1], v[44:45], s[2:3]
	s_mov_b32 s2, 0x42380000
	s_mov_b32 s3, 0x423c0000
	v_pk_mul_f32 v[2:3], v[46:47], s[2:3]
	s_mov_b32 s2, 0x42400000
	s_mov_b32 s3, 0x42440000
	scratch_store_dwordx4 off, v[0:3], off offset:176
	s_waitcnt vmcnt(15)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[52:53], s[2:3]
	s_mov_b32 s2, 0x42480000
	s_mov_b32 s3, 0x424c0000
	v_pk_mul_f32 v[2:3], v[54:55], s[2:3]
	s_mov_b32 s2, 0x42500000
	s_mov_b32 s3, 0x42540000
	scratch_store_dwordx4 off, v[0:3], off offset:192
	s_waitcnt vmcnt(15)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[56:57], s[2:3]
	s_mov_b32 s2, 0x42580000
	s_mov_b32 s3, 0x425c0000
	v_pk_mul_f32 v[2:3], v[58:59], s[2:3]
	s_mov_b32 s2, 0x42600000
	s_mov_b32 s3, 0x42640000
	scratch_store_dwordx4 off, v[0:3], off offset:208
	s_waitcnt vmcnt(14)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[12:13], s[2:3]
	s_mov_b32 s2, 0x42680000
	s_mov_b32 s3, 0x426c0000
	v_pk_mul_f32 v[2:3], v[14:15], s[2:3]
	s_mov_b32 s2, 0x42700000
	s_mov_b32 s3, 0x42740000
	scratch_store_dwordx4 off, v[0:3], off offset:224
	s_waitcnt vmcnt(13)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[8:9], s[2:3]
	s_mov_b32 s2, 0x42780000
	s_mov_b32 s3, 0x427c0000
	v_pk_mul_f32 v[2:3], v[10:11], s[2:3]
	scratch_store_dwordx4 off, v[0:3], off offset:240
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_nop 0
	v_mov_b32_e32 v0, v16
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	global_load_dword v1, v[2:3], off
	s_add_i32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	v_add_u32_e32 v0, 1, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v2, v1, off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 1.0, v2
	scratch_store_dword v1, v2, off
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 63, v2
	v_add_u32_e32 v2, 7, v2
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v2, 2, v2
	scratch_load_dword v3, v3, off
	s_nop 0
	scratch_load_dword v2, v2, off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.set private_array.num_vgpr, 60
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 44
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 260
	.set private_array.uses_vcc, 0
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1360
; TotalNumSgprs: 50
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
