	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_lds_u64          ; -- Begin function atomic_lds_u64
	.globl	atomic_lds_u64
	.p2align	8
	.type	atomic_lds_u64,@function
atomic_lds_u64:                         ; @atomic_lds_u64
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b32 s0, s2, 6
	v_or_b32_e32 v6, s0, v0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[6:7], 3, s[8:9]
	v_mul_lo_u32 v6, v6, 11
	v_add_u32_e32 v4, 1, v6
	v_mov_b32_e32 v5, v7
	v_lshlrev_b64 v[8:9], 3, v[6:7]
	v_lshl_add_u64 v[12:13], v[4:5], 3, s[6:7]
	v_add_u32_e32 v4, 2, v6
	v_add_u32_e32 v24, 4, v6
	v_mov_b32_e32 v25, v7
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[8:9]
	v_lshl_add_u64 v[14:15], v[4:5], 3, s[6:7]
	v_add_u32_e32 v4, 3, v6
	v_lshl_add_u64 v[24:25], v[24:25], 3, s[6:7]
	v_add_u32_e32 v26, 5, v6
	v_mov_b32_e32 v27, v7
	v_add_u32_e32 v28, 6, v6
	v_mov_b32_e32 v29, v7
	v_add_u32_e32 v30, 7, v6
	v_mov_b32_e32 v31, v7
	v_add_u32_e32 v40, 8, v6
	v_mov_b32_e32 v41, v7
	v_lshl_add_u64 v[16:17], v[4:5], 3, s[6:7]
	global_load_dwordx2 v[4:5], v[10:11], off
	global_load_dwordx2 v[18:19], v[12:13], off
	global_load_dwordx2 v[20:21], v[14:15], off
	global_load_dwordx2 v[22:23], v[16:17], off
	v_lshl_add_u64 v[26:27], v[26:27], 3, s[6:7]
	v_lshl_add_u64 v[28:29], v[28:29], 3, s[6:7]
	v_lshl_add_u64 v[30:31], v[30:31], 3, s[6:7]
	global_load_dwordx2 v[32:33], v[24:25], off
	global_load_dwordx2 v[34:35], v[26:27], off
	global_load_dwordx2 v[36:37], v[28:29], off
	global_load_dwordx2 v[38:39], v[30:31], off
	v_lshl_add_u64 v[40:41], v[40:41], 3, s[6:7]
	v_add_u32_e32 v42, 9, v6
	v_mov_b32_e32 v43, v7
	v_add_u32_e32 v6, 10, v6
	v_lshl_add_u64 v[42:43], v[42:43], 3, s[6:7]
	v_lshl_add_u64 v[44:45], v[6:7], 3, s[6:7]
	global_load_dwordx2 v[46:47], v[40:41], off
	global_load_dwordx2 v[48:49], v[42:43], off
	global_load_dwordx2 v[50:51], v[44:45], off
	global_load_dwordx2 v[52:53], v[2:3], off
	v_mul_u32_u24_e32 v54, 0x58, v0
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[8:9]
	v_bitop3_b32 v6, s0, 1, v0 bitop3:0xc8
	v_lshl_add_u64 v[0:1], v[6:7], 0, -1
	s_waitcnt vmcnt(10)
	ds_write2_b64 v54, v[4:5], v[18:19] offset1:1
	s_waitcnt vmcnt(8)
	ds_write2_b64 v54, v[20:21], v[22:23] offset0:2 offset1:3
	s_waitcnt vmcnt(6)
	ds_write2_b64 v54, v[32:33], v[34:35] offset0:4 offset1:5
	s_waitcnt vmcnt(4)
	ds_write2_b64 v54, v[36:37], v[38:39] offset0:6 offset1:7
	s_waitcnt vmcnt(2)
	ds_write2_b64 v54, v[46:47], v[48:49] offset0:8 offset1:9
	s_waitcnt vmcnt(1)
	ds_write_b64 v54, v[50:51] offset:80
	s_waitcnt vmcnt(0)
	ds_add_rtn_u64 v[2:3], v54, v[52:53]
	ds_sub_rtn_u64 v[4:5], v54, v[52:53] offset:8
	v_xor_b32_e32 v1, v51, v1
	v_xor_b32_e32 v0, v50, v0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[8:9], v[2:5], off
	ds_and_rtn_b64 v[2:3], v54, v[52:53] offset:16
	ds_or_rtn_b64 v[4:5], v54, v[52:53] offset:24
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[8:9], v[2:5], off offset:16
	ds_xor_rtn_b64 v[2:3], v54, v[52:53] offset:32
	ds_min_rtn_i64 v[4:5], v54, v[52:53] offset:40
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[8:9], v[2:5], off offset:32
	ds_max_rtn_i64 v[2:3], v54, v[52:53] offset:48
	ds_min_rtn_u64 v[4:5], v54, v[52:53] offset:56
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[8:9], v[2:5], off offset:48
	ds_max_rtn_u64 v[2:3], v54, v[52:53] offset:64
	ds_wrxchg_rtn_b64 v[4:5], v54, v[52:53] offset:72
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[8:9], v[2:5], off offset:64
	ds_cmpst_rtn_b64 v[0:1], v54, v[0:1], v[52:53] offset:80
	ds_read2_b64 v[2:5], v54 offset1:1
	ds_read2_b64 v[18:21], v54 offset0:2 offset1:3
	ds_read2_b64 v[32:35], v54 offset0:4 offset1:5
	ds_read2_b64 v[36:39], v54 offset0:6 offset1:7
	ds_read2_b64 v[46:49], v54 offset0:8 offset1:9
	ds_read_b64 v[6:7], v54 offset:80
	s_waitcnt lgkmcnt(6)
	global_store_dwordx2 v[8:9], v[0:1], off offset:80
	s_waitcnt lgkmcnt(5)
	global_store_dwordx2 v[10:11], v[2:3], off
	global_store_dwordx2 v[12:13], v[4:5], off
	s_waitcnt lgkmcnt(4)
	global_store_dwordx2 v[14:15], v[18:19], off
	global_store_dwordx2 v[16:17], v[20:21], off
	s_waitcnt lgkmcnt(3)
	global_store_dwordx2 v[24:25], v[32:33], off
	global_store_dwordx2 v[26:27], v[34:35], off
	s_waitcnt lgkmcnt(2)
	global_store_dwordx2 v[28:29], v[36:37], off
	global_store_dwordx2 v[30:31], v[38:39], off
	s_waitcnt lgkmcnt(1)
	global_store_dwordx2 v[40:41], v[46:47], off
	global_store_dwordx2 v[42:43], v[48:49], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[44:45], v[6:7], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_lds_u64
		.amdhsa_group_segment_fixed_size 5632
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
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 56
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
	.size	atomic_lds_u64, .Lfunc_end0-atomic_lds_u64
                                        ; -- End function
	.set atomic_lds_u64.num_vgpr, 55
	.set atomic_lds_u64.num_agpr, 0
	.set atomic_lds_u64.numbered_sgpr, 10
	.set atomic_lds_u64.num_named_barrier, 0
	.set atomic_lds_u64.private_seg_size, 0
	.set atomic_lds_u64.uses_vcc, 0
	.set atomic_lds_u64.uses_flat_scratch, 0
	.set atomic_lds_u64.has_dyn_sized_stack, 0
	.set atomic_lds_u64.has_recursion, 0
	.set atomic_lds_u64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 748
; TotalNumSgprs: 16
; NumVgprs: 55
; NumAgprs: 0
; TotalNumVgprs: 55
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5632 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 55
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
    .group_segment_fixed_size: 5632
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_lds_u64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         atomic_lds_u64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
