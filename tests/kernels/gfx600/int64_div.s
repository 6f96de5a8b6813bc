	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	int64_div               ; -- Begin function int64_div
	.globl	int64_div
	.p2align	8
	.type	int64_div,@function
int64_div:                              ; @int64_div
; %bb.0:
	s_load_dword s2, s[4:5], 0x9
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_i32_e32 v2, vcc, s6, v0
	v_lshl_b64 v[0:1], v[2:3], 3
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[10:11]
	buffer_load_dwordx2 v[5:6], v[0:1], s[4:7], 0 addr64
	s_mov_b64 s[2:3], s[6:7]
	buffer_load_dwordx2 v[0:1], v[0:1], s[0:3], 0 addr64
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v4, 31, v5
	s_waitcnt vmcnt(0)
	v_lshr_b64 v[0:1], v[0:1], v4
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	v_cndmask_b32_e32 v9, 0, v1, vcc
	v_or_b32_e32 v4, v6, v9
	v_cmp_ne_u64_e64 s[0:1], 0, v[3:4]
	v_cndmask_b32_e32 v4, 3, v0, vcc
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v4
	v_cvt_f32_u32_e32 v1, v9
	v_sub_i32_e32 v3, vcc, 0, v4
	v_subb_u32_e32 v7, vcc, 0, v9, vcc
	v_madmk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_madmk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v8, v3, v1
	v_mul_hi_u32 v10, v3, v0
	v_mul_lo_u32 v12, v7, v0
	v_mul_lo_u32 v11, v3, v0
	v_add_i32_e32 v8, vcc, v10, v8
	v_add_i32_e32 v8, vcc, v8, v12
	v_mul_hi_u32 v10, v0, v11
	v_mul_lo_u32 v12, v0, v8
	v_mul_hi_u32 v13, v0, v8
	v_mul_hi_u32 v14, v1, v8
	v_mul_lo_u32 v8, v1, v8
	v_add_i32_e32 v10, vcc, v10, v12
	v_addc_u32_e32 v12, vcc, 0, v13, vcc
	v_mul_lo_u32 v13, v1, v11
	v_mul_hi_u32 v11, v1, v11
	v_add_i32_e32 v10, vcc, v10, v13
	v_addc_u32_e32 v10, vcc, v12, v11, vcc
	v_addc_u32_e32 v11, vcc, 0, v14, vcc
	v_add_i32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v10, vcc, 0, v11, vcc
	v_add_i32_e32 v0, vcc, v0, v8
	v_addc_u32_e32 v1, vcc, v1, v10, vcc
	v_mul_lo_u32 v8, v3, v1
	v_mul_hi_u32 v10, v3, v0
	v_mul_lo_u32 v7, v7, v0
	v_mul_lo_u32 v3, v3, v0
	v_add_i32_e32 v8, vcc, v10, v8
	v_add_i32_e32 v7, vcc, v8, v7
	v_mul_lo_u32 v11, v0, v7
	v_mul_hi_u32 v12, v0, v3
	v_mul_hi_u32 v13, v0, v7
	v_mul_hi_u32 v10, v1, v3
	v_mul_lo_u32 v3, v1, v3
	v_mul_hi_u32 v8, v1, v7
	v_add_i32_e32 v11, vcc, v12, v11
	v_addc_u32_e32 v12, vcc, 0, v13, vcc
	v_mul_lo_u32 v7, v1, v7
	v_add_i32_e32 v3, vcc, v11, v3
	v_addc_u32_e32 v3, vcc, v12, v10, vcc
	v_addc_u32_e32 v8, vcc, 0, v8, vcc
	v_add_i32_e32 v3, vcc, v3, v7
	v_addc_u32_e32 v7, vcc, 0, v8, vcc
	v_add_i32_e32 v0, vcc, v0, v3
	v_addc_u32_e32 v1, vcc, v1, v7, vcc
	v_mul_lo_u32 v3, v5, v1
	v_mul_hi_u32 v7, v5, v0
	v_mul_hi_u32 v8, v5, v1
	v_mul_hi_u32 v10, v6, v1
	v_mul_lo_u32 v1, v6, v1
	v_add_i32_e32 v3, vcc, v7, v3
	v_addc_u32_e32 v7, vcc, 0, v8, vcc
	v_mul_lo_u32 v8, v6, v0
	v_mul_hi_u32 v0, v6, v0
	v_add_i32_e32 v3, vcc, v3, v8
	v_addc_u32_e32 v0, vcc, v7, v0, vcc
	v_addc_u32_e32 v3, vcc, 0, v10, vcc
	v_add_i32_e32 v0, vcc, v0, v1
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_mul_lo_u32 v3, v4, v1
	v_mul_hi_u32 v7, v4, v0
	v_mul_lo_u32 v8, v9, v0
	v_add_i32_e32 v3, vcc, v7, v3
	v_mul_lo_u32 v7, v4, v0
	v_add_i32_e32 v3, vcc, v3, v8
	v_sub_i32_e32 v8, vcc, v6, v3
	v_sub_i32_e32 v7, vcc, v5, v7
	v_subb_u32_e64 v8, s[0:1], v8, v9, vcc
	v_sub_i32_e64 v10, s[0:1], v7, v4
	v_subbrev_u32_e64 v8, s[0:1], 0, v8, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v9
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v4
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v8, v9
	v_cndmask_b32_e64 v8, v11, v10, s[0:1]
	v_add_i32_e64 v10, s[0:1], 2, v0
	v_addc_u32_e64 v11, s[0:1], 0, v1, s[0:1]
	v_add_i32_e64 v12, s[0:1], 1, v0
	v_addc_u32_e64 v13, s[0:1], 0, v1, s[0:1]
	v_subb_u32_e32 v3, vcc, v6, v3, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v8
	v_cmp_ge_u32_e32 vcc, v3, v9
	v_cndmask_b32_e64 v8, v13, v11, s[0:1]
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v7, v4
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v3, v9
	v_cndmask_b32_e32 v3, v11, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e64 v3, v12, v10, s[0:1]
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_cndmask_b32_e32 v0, v0, v3, vcc
.LBB0_2:
	s_or_saveexec_b64 s[0:1], s[2:3]
	v_cvt_f32_u32_e32 v10, v4
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_rcp_iflag_f32_e32 v0, v10
	v_sub_i32_e32 v1, vcc, 0, v4
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v1, v0, v4
	v_add_i32_e32 v3, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, v5, v1
	v_sub_i32_e32 v7, vcc, v1, v4
	v_cmp_ge_u32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_add_i32_e32 v3, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_mov_b32_e32 v1, 0
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v11, 2, v2
	v_mov_b32_e32 v12, 0
	v_lshl_b64 v[14:15], v[11:12], 3
	v_mov_b32_e32 v2, s9
	v_add_i32_e32 v7, vcc, s8, v14
	v_addc_u32_e32 v8, vcc, v2, v15, vcc
	v_mul_lo_u32 v2, v0, v9
	v_mul_hi_u32 v3, v0, v4
	v_mul_lo_u32 v11, v1, v4
	v_or_b32_e32 v13, v6, v9
	s_mov_b32 s11, 0x100f000
	v_add_i32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v3, v0, v4
	v_add_i32_e32 v11, vcc, v2, v11
	s_mov_b32 s10, 0
	v_sub_i32_e32 v2, vcc, v5, v3
	v_subb_u32_e32 v3, vcc, v6, v11, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[12:13]
	buffer_store_dwordx4 v[0:3], v[14:15], s[8:11], 0 addr64
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_waitcnt expcnt(0)
	v_ashrrev_i32_e32 v0, 31, v9
	v_add_i32_e32 v1, vcc, v4, v0
	v_addc_u32_e32 v2, vcc, v9, v0, vcc
	v_xor_b32_e32 v2, v2, v0
	v_xor_b32_e32 v1, v1, v0
	v_cvt_f32_u32_e32 v3, v1
	v_cvt_f32_u32_e32 v10, v2
	v_sub_i32_e32 v11, vcc, 0, v1
	v_subb_u32_e32 v12, vcc, 0, v2, vcc
	v_madmk_f32 v3, v10, 0x4f800000, v3
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v10, 0x2f800000, v3
	v_trunc_f32_e32 v10, v10
	v_madmk_f32 v3, v10, 0xcf800000, v3
	v_cvt_u32_f32_e32 v10, v10
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v14, v11, v10
	v_mul_hi_u32 v13, v11, v3
	v_mul_lo_u32 v15, v12, v3
	v_add_i32_e32 v13, vcc, v13, v14
	v_mul_lo_u32 v14, v11, v3
	v_add_i32_e32 v13, vcc, v13, v15
	v_mul_lo_u32 v15, v3, v13
	v_mul_hi_u32 v16, v3, v14
	v_mul_hi_u32 v17, v3, v13
	v_mul_hi_u32 v18, v10, v13
	v_mul_lo_u32 v13, v10, v13
	v_add_i32_e32 v15, vcc, v16, v15
	v_addc_u32_e32 v16, vcc, 0, v17, vcc
	v_mul_lo_u32 v17, v10, v14
	v_mul_hi_u32 v14, v10, v14
	v_add_i32_e32 v15, vcc, v15, v17
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	v_addc_u32_e32 v15, vcc, 0, v18, vcc
	v_add_i32_e32 v13, vcc, v14, v13
	v_addc_u32_e32 v14, vcc, 0, v15, vcc
	v_add_i32_e32 v3, vcc, v3, v13
	v_addc_u32_e32 v10, vcc, v10, v14, vcc
	v_mul_lo_u32 v13, v11, v10
	v_mul_hi_u32 v14, v11, v3
	v_mul_lo_u32 v12, v12, v3
	v_mul_lo_u32 v11, v11, v3
	v_add_i32_e32 v13, vcc, v14, v13
	v_add_i32_e32 v12, vcc, v13, v12
	v_mul_lo_u32 v15, v3, v12
	v_mul_hi_u32 v16, v3, v11
	v_mul_hi_u32 v17, v3, v12
	v_mul_hi_u32 v14, v10, v11
	v_mul_lo_u32 v11, v10, v11
	v_mul_hi_u32 v13, v10, v12
	v_add_i32_e32 v15, vcc, v16, v15
	v_addc_u32_e32 v16, vcc, 0, v17, vcc
	v_mul_lo_u32 v12, v10, v12
	v_add_i32_e32 v11, vcc, v15, v11
	v_addc_u32_e32 v11, vcc, v16, v14, vcc
	v_addc_u32_e32 v13, vcc, 0, v13, vcc
	v_add_i32_e32 v11, vcc, v11, v12
	v_addc_u32_e32 v12, vcc, 0, v13, vcc
	v_add_i32_e32 v3, vcc, v3, v11
	v_addc_u32_e32 v10, vcc, v10, v12, vcc
	v_ashrrev_i32_e32 v11, 31, v6
	v_add_i32_e32 v12, vcc, v5, v11
	v_xor_b32_e32 v12, v12, v11
	v_mul_lo_u32 v14, v12, v10
	v_mul_hi_u32 v15, v12, v3
	v_mul_hi_u32 v16, v12, v10
	v_addc_u32_e32 v13, vcc, v6, v11, vcc
	v_xor_b32_e32 v13, v13, v11
	v_add_i32_e32 v14, vcc, v15, v14
	v_addc_u32_e32 v15, vcc, 0, v16, vcc
	v_mul_lo_u32 v16, v13, v3
	v_mul_hi_u32 v3, v13, v3
	v_mul_hi_u32 v17, v13, v10
	v_mul_lo_u32 v10, v13, v10
	v_add_i32_e32 v14, vcc, v14, v16
	v_addc_u32_e32 v3, vcc, v15, v3, vcc
	v_addc_u32_e32 v14, vcc, 0, v17, vcc
	v_add_i32_e32 v3, vcc, v3, v10
	v_addc_u32_e32 v10, vcc, 0, v14, vcc
	v_mul_lo_u32 v14, v1, v10
	v_mul_hi_u32 v15, v1, v3
	v_mul_lo_u32 v16, v2, v3
	v_add_i32_e32 v14, vcc, v15, v14
	v_mul_lo_u32 v15, v1, v3
	v_add_i32_e32 v14, vcc, v14, v16
	v_sub_i32_e32 v16, vcc, v13, v14
	v_sub_i32_e32 v12, vcc, v12, v15
	v_subb_u32_e64 v15, s[0:1], v16, v2, vcc
	v_sub_i32_e64 v16, s[0:1], v12, v1
	v_subbrev_u32_e64 v15, s[0:1], 0, v15, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v2
	v_cndmask_b32_e64 v17, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v16, v1
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v15, v2
	v_cndmask_b32_e64 v15, v17, v16, s[0:1]
	v_add_i32_e64 v16, s[0:1], 2, v3
	v_subb_u32_e32 v13, vcc, v13, v14, vcc
	v_addc_u32_e64 v17, s[0:1], 0, v10, s[0:1]
	v_cmp_ge_u32_e32 vcc, v13, v2
	v_add_i32_e64 v18, s[0:1], 1, v3
	v_cndmask_b32_e64 v14, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v12, v1
	v_addc_u32_e64 v19, s[0:1], 0, v10, s[0:1]
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v13, v2
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	v_cndmask_b32_e32 v1, v14, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v2, v18, v16, s[0:1]
	v_cndmask_b32_e64 v15, v19, v17, s[0:1]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_xor_b32_e32 v3, v11, v0
	v_cndmask_b32_e32 v1, v10, v15, vcc
	v_xor_b32_e32 v0, v2, v3
	v_xor_b32_e32 v1, v1, v3
	v_sub_i32_e32 v0, vcc, v0, v3
	v_subb_u32_e32 v1, vcc, v1, v3, vcc
                                        ; implicit-def: $vgpr10
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_waitcnt expcnt(0)
	v_rcp_iflag_f32_e32 v0, v10
	v_sub_i32_e32 v1, vcc, 0, v4
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v1, v0, v4
	v_add_i32_e32 v2, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, v5, v1
	v_sub_i32_e32 v3, vcc, v1, v4
	v_cmp_ge_u32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_i32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v1, 0
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt expcnt(0)
	v_mul_lo_u32 v2, v0, v9
	v_mul_hi_u32 v3, v0, v4
	v_mul_lo_u32 v9, v1, v4
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x100f000
	v_add_i32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v3, v0, v4
	v_add_i32_e32 v4, vcc, v2, v9
	s_mov_b32 s0, s2
	v_sub_i32_e32 v2, vcc, v5, v3
	s_mov_b32 s1, s2
	v_subb_u32_e32 v3, vcc, v6, v4, vcc
	buffer_store_dwordx4 v[0:3], v[7:8], s[0:3], 0 addr64 offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_div
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
		.amdhsa_next_free_vgpr 20
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
	.size	int64_div, .Lfunc_end0-int64_div
                                        ; -- End function
	.set int64_div.num_vgpr, 20
	.set int64_div.num_agpr, 0
	.set int64_div.numbered_sgpr, 12
	.set int64_div.num_named_barrier, 0
	.set int64_div.private_seg_size, 0
	.set int64_div.uses_vcc, 1
	.set int64_div.uses_flat_scratch, 0
	.set int64_div.has_dyn_sized_stack, 0
	.set int64_div.has_recursion, 0
	.set int64_div.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1916
; TotalNumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
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
    .name:           int64_div
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
