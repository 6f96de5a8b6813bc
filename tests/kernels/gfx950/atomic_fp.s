	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_fp               ; -- Begin function atomic_fp
	.globl	atomic_fp
	.p2align	8
	.type	atomic_fp,@function
atomic_fp:                              ; @atomic_fp
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_lshl_or_b32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_load_dword v6, v[4:5], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	ds_write_b32 v3, v3
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_bfrev_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s14, v6, s3
	s_lshl_b64 s[12:13], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[12:13]
	v_add_f32_e32 v0, s14, v0
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[0:1], exec, s[12:13]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v1, 0
	global_atomic_add_f32 v1, v0, s[4:5]
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_mov_b32_e32 v0, 0x7fc00000
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s12, v6, s3
	v_max_f32_e32 v0, v0, v0
	s_nop 0
	v_max_f32_e64 v1, s12, s12
	s_lshl_b64 s[12:13], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[12:13]
	v_min_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB0_7
; %bb.8:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_12
; %bb.9:
	v_mov_b32_e32 v4, 0
	global_load_dword v1, v4, s[4:5] offset:4
	s_mov_b64 s[14:15], 0
	v_max_f32_e32 v5, v0, v0
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_min_f32_e32 v0, v0, v5
	global_atomic_cmpswap v0, v4, v[0:1], s[4:5] offset:4 sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v1
	s_or_b64 s[14:15], s[0:1], s[14:15]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_10
; %bb.11:
	s_or_b64 exec, exec, s[14:15]
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_mov_b64 s[0:1], exec
	v_mov_b32_e32 v0, 0x7fc00000
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s12, v6, s3
	v_max_f32_e32 v0, v0, v0
	s_nop 0
	v_max_f32_e64 v1, s12, s12
	s_lshl_b64 s[12:13], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[12:13]
	v_max_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB0_13
; %bb.14:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_18
; %bb.15:
	v_mov_b32_e32 v4, 0
	global_load_dword v1, v4, s[4:5] offset:8
	s_mov_b64 s[14:15], 0
	v_max_f32_e32 v5, v0, v0
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v5
	global_atomic_cmpswap v0, v4, v[0:1], s[4:5] offset:8 sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v1
	s_or_b64 s[14:15], s[0:1], s[14:15]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_16
; %bb.17:
	s_or_b64 exec, exec, s[14:15]
.LBB0_18:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], exec
	v_cvt_f64_f32_e32 v[4:5], v6
	v_bfrev_b32_e32 v1, 1
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s13, v5, s3
	v_readlane_b32 s12, v4, s3
	s_lshl_b64 s[14:15], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[14:15]
	v_add_f64 v[0:1], v[0:1], s[12:13]
	s_cbranch_scc1 .LBB0_19
; %bb.20:
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e64 s[0:1], 0, v4
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[0:1], exec, s[12:13]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_mov_b32_e32 v4, 0
	global_atomic_add_f64 v4, v[0:1], s[6:7]
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[0:1]
	v_mov_b32_e32 v4, 0.5
	global_atomic_add_f32 v2, v[2:3], v4, off sc0
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	s_mov_b64 s[0:1], exec
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	v_bfrev_b32_e32 v0, 1
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s8, v6, s3
	s_lshl_b64 s[6:7], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[6:7]
	v_add_f32_e32 v0, s8, v0
	s_cbranch_scc1 .LBB0_23
; %bb.24:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
; %bb.25:
	v_mov_b32_e32 v1, 0
	ds_add_f32 v1, v0
; %bb.26:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_add_i32 s0, s2, 3
	s_mov_b32 s1, 0
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fp
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
	.size	atomic_fp, .Lfunc_end0-atomic_fp
                                        ; -- End function
	.set atomic_fp.num_vgpr, 7
	.set atomic_fp.num_agpr, 0
	.set atomic_fp.numbered_sgpr, 16
	.set atomic_fp.num_named_barrier, 0
	.set atomic_fp.private_seg_size, 0
	.set atomic_fp.uses_vcc, 1
	.set atomic_fp.uses_flat_scratch, 0
	.set atomic_fp.has_dyn_sized_stack, 0
	.set atomic_fp.has_recursion, 0
	.set atomic_fp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 800
; TotalNumSgprs: 22
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_fp
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         atomic_fp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
