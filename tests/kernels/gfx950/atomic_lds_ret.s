	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_lds_ret          ; -- Begin function atomic_lds_ret
	.globl	atomic_lds_ret
	.p2align	8
	.type	atomic_lds_ret,@function
atomic_lds_ret:                         ; @atomic_lds_ret
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v11, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[8:9]
	v_mul_lo_u32 v2, v2, 13
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[6:7]
	v_add_u32_e32 v10, 1, v2
	v_add_u32_e32 v12, 2, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 3, v2
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v16, 4, v2
	v_mov_b32_e32 v17, v3
	v_add_u32_e32 v18, 5, v2
	v_mov_b32_e32 v19, v3
	v_add_u32_e32 v20, 6, v2
	v_mov_b32_e32 v21, v3
	v_add_u32_e32 v22, 7, v2
	v_mov_b32_e32 v23, v3
	v_add_u32_e32 v24, 8, v2
	v_mov_b32_e32 v25, v3
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	global_load_dword v1, v[8:9], off
	global_load_dword v34, v[10:11], off
	global_load_dword v35, v[12:13], off
	global_load_dword v36, v[14:15], off
	global_load_dword v37, v[16:17], off
	global_load_dword v38, v[18:19], off
	global_load_dword v39, v[20:21], off
	global_load_dword v40, v[22:23], off
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	v_add_u32_e32 v26, 9, v2
	v_mov_b32_e32 v27, v3
	v_add_u32_e32 v28, 10, v2
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v30, 11, v2
	v_mov_b32_e32 v31, v3
	v_add_u32_e32 v2, 12, v2
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[2:3], 2, s[6:7]
	global_load_dword v2, v[24:25], off
	global_load_dword v3, v[26:27], off
	global_load_dword v41, v[28:29], off
	global_load_dword v42, v[30:31], off
	global_load_dword v45, v[32:33], off
	global_load_dword v43, v[4:5], off
	v_mul_u32_u24_e32 v44, 52, v0
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	v_and_b32_e32 v0, 1, v0
	v_add_u32_e32 v0, -1, v0
	s_waitcnt vmcnt(12)
	ds_write2_b32 v44, v1, v34 offset1:1
	s_waitcnt vmcnt(10)
	ds_write2_b32 v44, v35, v36 offset0:2 offset1:3
	s_waitcnt vmcnt(8)
	ds_write2_b32 v44, v37, v38 offset0:4 offset1:5
	s_waitcnt vmcnt(6)
	ds_write2_b32 v44, v39, v40 offset0:6 offset1:7
	s_waitcnt vmcnt(4)
	ds_write2_b32 v44, v2, v3 offset0:8 offset1:9
	s_waitcnt vmcnt(2)
	ds_write2_b32 v44, v41, v42 offset0:10 offset1:11
	s_waitcnt vmcnt(1)
	ds_write_b32 v44, v45 offset:48
	s_waitcnt vmcnt(0)
	ds_add_rtn_u32 v2, v44, v43
	ds_sub_rtn_u32 v3, v44, v43 offset:4
	ds_and_rtn_b32 v4, v44, v43 offset:8
	ds_or_rtn_b32 v5, v44, v43 offset:12
	v_xor_b32_e32 v34, v41, v0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[6:7], v[2:5], off
	ds_xor_rtn_b32 v2, v44, v43 offset:16
	ds_min_rtn_i32 v3, v44, v43 offset:20
	ds_max_rtn_i32 v4, v44, v43 offset:24
	ds_min_rtn_u32 v5, v44, v43 offset:28
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[6:7], v[2:5], off offset:16
	ds_max_rtn_u32 v0, v44, v43 offset:32
	ds_wrxchg_rtn_b32 v1, v44, v43 offset:36
	ds_cmpst_rtn_b32 v2, v44, v34, v43 offset:40
	ds_inc_rtn_u32 v3, v44, v43 offset:44
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[6:7], v[0:3], off offset:32
	ds_dec_rtn_u32 v0, v44, v43 offset:48
	ds_read2_b32 v[2:3], v44 offset1:1
	ds_read2_b32 v[4:5], v44 offset0:2 offset1:3
	ds_read2_b32 v[34:35], v44 offset0:4 offset1:5
	ds_read2_b32 v[36:37], v44 offset0:6 offset1:7
	ds_read2_b32 v[38:39], v44 offset0:8 offset1:9
	ds_read2_b32 v[40:41], v44 offset0:10 offset1:11
	ds_read_b32 v1, v44 offset:48
	s_waitcnt lgkmcnt(7)
	global_store_dword v[6:7], v0, off offset:48
	s_waitcnt lgkmcnt(6)
	global_store_dword v[8:9], v2, off
	global_store_dword v[10:11], v3, off
	s_waitcnt lgkmcnt(5)
	global_store_dword v[12:13], v4, off
	global_store_dword v[14:15], v5, off
	s_waitcnt lgkmcnt(4)
	global_store_dword v[16:17], v34, off
	global_store_dword v[18:19], v35, off
	s_waitcnt lgkmcnt(3)
	global_store_dword v[20:21], v36, off
	global_store_dword v[22:23], v37, off
	s_waitcnt lgkmcnt(2)
	global_store_dword v[24:25], v38, off
	global_store_dword v[26:27], v39, off
	s_waitcnt lgkmcnt(1)
	global_store_dword v[28:29], v40, off
	global_store_dword v[30:31], v41, off
	s_waitcnt lgkmcnt(0)
	global_store_dword v[32:33], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_lds_ret
		.amdhsa_group_segment_fixed_size 3328
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 48
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
	.size	atomic_lds_ret, .Lfunc_end0-atomic_lds_ret
                                        ; -- End function
	.set atomic_lds_ret.num_vgpr, 46
	.set atomic_lds_ret.num_agpr, 0
	.set atomic_lds_ret.numbered_sgpr, 10
	.set atomic_lds_ret.num_named_barrier, 0
	.set atomic_lds_ret.private_seg_size, 0
	.set atomic_lds_ret.uses_vcc, 0
	.set atomic_lds_ret.uses_flat_scratch, 0
	.set atomic_lds_ret.has_dyn_sized_stack, 0
	.set atomic_lds_ret.has_recursion, 0
	.set atomic_lds_ret.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 820
; TotalNumSgprs: 16
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3328 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
    .group_segment_fixed_size: 3328
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_lds_ret
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         atomic_lds_ret.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
