	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_fp               ; -- Begin function atomic_fp
	.globl	atomic_fp
	.p2align	8
	.type	atomic_fp,@function
atomic_fp:                              ; @atomic_fp
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_lshl_b32 s2, s6, 6
	v_or_b32_e32 v1, s2, v0
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[4:5], v[1:2], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v8, v[4:5], s[0:3], 0 addr64
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.1:
	ds_write_b32 v2, v2
; %bb.2:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	v_bfrev_b32_e32 v2, 1
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s7, v8, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	v_add_f32_e32 v2, s7, v2
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_3
; %bb.4:
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.5:
	s_load_dword s7, s[8:9], 0x0
	s_mov_b64 s[4:5], 0
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, -1
	s_mov_b32 s16, s8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s7
	s_mov_b32 s17, s9
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v0, v1, v2
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v0
	buffer_atomic_cmpswap v[6:7], off, s[16:19], 0 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v1, v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_6
; %bb.7:
	s_or_b64 exec, exec, s[4:5]
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	v_mov_b32_e32 v0, 0x7fc00000
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v8, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	v_mul_f32_e32 v0, 1.0, v0
	v_mul_f32_e64 v1, 1.0, s7
	v_min_f32_e32 v0, v0, v1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_9
; %bb.10:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, -1
	s_mov_b32 s16, s8
	s_mov_b32 s17, s9
	buffer_atomic_fmin v0, off, s[16:19], 0 offset:4
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, 0x7fc00000
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v8, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	v_mul_f32_e32 v0, 1.0, v0
	v_mul_f32_e64 v1, 1.0, s7
	v_max_f32_e32 v0, v0, v1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_13
; %bb.14:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, -1
	s_mov_b32 s16, s8
	s_mov_b32 s17, s9
	buffer_atomic_fmax v0, off, s[16:19], 0 offset:8
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt expcnt(0)
	v_cvt_f64_f32_e32 v[0:1], v8
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[2:3], exec
	v_bfrev_b32_e32 v7, 1
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s7, s[2:3]
	s_lshl_b64 s[16:17], 1, s7
	s_andn2_b64 s[2:3], s[2:3], s[16:17]
	v_readlane_b32 s5, v1, s7
	v_readlane_b32 s4, v0, s7
	v_cmp_ne_u64_e64 s[16:17], s[2:3], 0
	v_add_f64 v[6:7], v[6:7], s[4:5]
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccnz .LBB0_17
; %bb.18:
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_22
; %bb.19:
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, -1
	s_mov_b32 s16, s10
	s_mov_b32 s17, s11
	buffer_load_dwordx2 v[2:3], off, s[16:19], 0
	s_mov_b64 s[4:5], 0
.LBB0_20:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[2:3], v[6:7]
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v9, v0
	buffer_atomic_cmpswap_x2 v[9:12], off, s[16:19], 0 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[9:10], v[2:3]
	v_mov_b32_e32 v2, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v3, v10
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_20
; %bb.21:
	s_or_b64 exec, exec, s[4:5]
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, 0
	s_mov_b64 s[16:17], s[12:13]
	buffer_load_dword v3, v[4:5], s[16:19], 0 addr64
	v_mov_b32_e32 v1, s13
	v_add_i32_e32 v0, vcc, s12, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	s_mov_b64 s[2:3], 0
	s_mov_b32 s16, s18
	s_mov_b32 s17, s18
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 0.5, v3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v2
	buffer_atomic_cmpswap v[6:7], v[0:1], s[16:19], 0 addr64 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v6, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, v6
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_23
; %bb.24:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, 0
	s_mov_b64 s[16:17], s[14:15]
	v_bfrev_b32_e32 v0, 1
	buffer_store_dword v6, v[4:5], s[16:19], 0 addr64
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v8, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	v_add_f32_e32 v0, s7, v0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_25
; %bb.26:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_30
; %bb.27:
	v_mov_b32_e32 v1, 0
	ds_read_b32 v2, v1
	s_mov_b64 s[4:5], 0
.LBB0_28:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v2, v0
	ds_cmpst_rtn_b32 v3, v1, v2, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v2, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_28
; %bb.29:
	s_or_b64 exec, exec, s[4:5]
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	; wave barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	s_add_i32 s0, s6, 3
	s_mov_b32 s1, 0
	s_mov_b32 s10, s1
	s_lshl_b64 s[0:1], s[0:1], 2
	v_mov_b32_e32 v0, s0
	s_mov_b32 s11, 0x100f000
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB0_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_fp
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 20
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
	.size	atomic_fp, .Lfunc_end0-atomic_fp
                                        ; -- End function
	.set atomic_fp.num_vgpr, 13
	.set atomic_fp.num_agpr, 0
	.set atomic_fp.numbered_sgpr, 20
	.set atomic_fp.num_named_barrier, 0
	.set atomic_fp.private_seg_size, 0
	.set atomic_fp.uses_vcc, 1
	.set atomic_fp.uses_flat_scratch, 0
	.set atomic_fp.has_dyn_sized_stack, 0
	.set atomic_fp.has_recursion, 0
	.set atomic_fp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1032
; TotalNumSgprs: 22
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 13
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
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
