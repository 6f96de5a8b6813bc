	.amdgcn_target "amdgcn-amd-amdhsa--gfx700"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_lds_shared       ; -- Begin function atomic_lds_shared
	.globl	atomic_lds_shared
	.p2align	8
	.type	atomic_lds_shared,@function
atomic_lds_shared:                      ; @atomic_lds_shared
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x4
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_lshl_b32 s2, s6, 6
	v_or_b32_e32 v1, s2, v0
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[2:3], v[1:2], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_i32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	v_cmp_gt_u32_e64 s[0:1], 9, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v3, vcc, s10, v0
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	flat_load_dword v3, v[3:4]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v3
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b64 s[10:11], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	s_waitcnt vmcnt(0)
	v_readlane_b32 s7, v2, s4
	s_add_i32 s5, s5, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_3
; %bb.4:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.5:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s5
	ds_add_u32 v3, v4
; %bb.6:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[10:11], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s5
	s_add_i32 s4, s4, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_7
; %bb.8:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.9:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s4
	ds_sub_u32 v3, v4 offset:4
; %bb.10:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s5, -1
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b64 s[10:11], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s4
	s_and_b32 s5, s5, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_11
; %bb.12:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.13:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s5
	ds_and_b32 v3, v4 offset:8
; %bb.14:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[10:11], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s5
	s_or_b32 s4, s4, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_15
; %bb.16:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	s_mov_b32 s5, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.17:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s4
	ds_or_b32 v3, v4 offset:12
; %bb.18:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b64 s[10:11], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s4
	s_xor_b32 s5, s5, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_19
; %bb.20:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.21:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s5
	ds_xor_b32 v3, v4 offset:16
; %bb.22:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s4, -2
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[10:11], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s5
	s_min_i32 s4, s4, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_23
; %bb.24:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.25:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s4
	ds_min_i32 v3, v4 offset:20
; %bb.26:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s4, 1
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[10:11], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s5
	s_max_i32 s4, s4, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_27
; %bb.28:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.29:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s4
	ds_max_i32 v3, v4 offset:24
; %bb.30:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s5, -1
.LBB0_31:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b64 s[10:11], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s4
	s_min_u32 s5, s5, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_31
; %bb.32:
	v_mbcnt_lo_u32_b32_e64 v3, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v3, exec_hi, v3
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.33:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s5
	ds_min_u32 v3, v4 offset:28
; %bb.34:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	s_lshl_b64 s[10:11], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	v_cmp_ne_u64_e64 s[10:11], s[2:3], 0
	v_readlane_b32 s7, v2, s5
	s_max_u32 s4, s4, s7
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_35
; %bb.36:
	v_mbcnt_lo_u32_b32_e64 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.37:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s4
	ds_max_u32 v2, v3 offset:32
; %bb.38:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_40
; %bb.39:
	s_mulk_i32 s6, 0xffc9
	s_mov_b32 m0, -1
	v_add_i32_e32 v1, vcc, s6, v1
	v_mov_b32_e32 v2, 0
	ds_read_b32 v4, v0
	v_lshl_b64 v[1:2], v[1:2], 2
	v_mov_b32_e32 v3, s9
	v_add_i32_e32 v0, vcc, s8, v1
	v_addc_u32_e32 v1, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v4
.LBB0_40:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_lds_shared
		.amdhsa_group_segment_fixed_size 36
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
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
	.size	atomic_lds_shared, .Lfunc_end0-atomic_lds_shared
                                        ; -- End function
	.set atomic_lds_shared.num_vgpr, 5
	.set atomic_lds_shared.num_agpr, 0
	.set atomic_lds_shared.numbered_sgpr, 12
	.set atomic_lds_shared.num_named_barrier, 0
	.set atomic_lds_shared.private_seg_size, 0
	.set atomic_lds_shared.uses_vcc, 1
	.set atomic_lds_shared.uses_flat_scratch, 0
	.set atomic_lds_shared.has_dyn_sized_stack, 0
	.set atomic_lds_shared.has_recursion, 0
	.set atomic_lds_shared.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1000
; TotalNumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 36 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
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
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 36
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_lds_shared
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomic_lds_shared.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx700
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
