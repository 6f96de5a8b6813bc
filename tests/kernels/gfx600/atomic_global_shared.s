	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_global_shared    ; -- Begin function atomic_global_shared
	.globl	atomic_global_shared
	.p2align	8
	.type	atomic_global_shared,@function
atomic_global_shared:                   ; @atomic_global_shared
; %bb.0:
	s_load_dword s7, s[4:5], 0x7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[8:9], exec
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s7, 0xffff
	s_mul_i32 s6, s6, s4
	v_add_i32_e32 v0, vcc, s6, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dword v0, v[0:1], s[4:7], 0 addr64
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[8:9]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[8:9], s[8:9], s[2:3]
	v_cmp_ne_u64_e64 s[2:3], s[8:9], 0
	s_add_i32 s6, s6, s4
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_1
; %bb.2:
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s6
	buffer_atomic_add v1, off, s[0:3], 0
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_add_i32 s7, s7, s6
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_5
; %bb.6:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s7
	buffer_atomic_sub v1, off, s[0:3], 0 offset:4
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s7, -1
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_and_b32 s7, s7, s6
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_9
; %bb.10:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s7
	buffer_atomic_and v1, off, s[0:3], 0 offset:8
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_or_b32 s6, s6, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_13
; %bb.14:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s6
	buffer_atomic_or v1, off, s[0:3], 0 offset:12
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_xor_b32 s7, s7, s6
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_17
; %bb.18:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s7
	buffer_atomic_xor v1, off, s[0:3], 0 offset:16
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s6, -2
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_min_i32 s6, s6, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_21
; %bb.22:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s6
	buffer_atomic_smin v1, off, s[0:3], 0 offset:20
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s6, 1
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_max_i32 s6, s6, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_25
; %bb.26:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s6
	buffer_atomic_smax v1, off, s[0:3], 0 offset:24
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s7, -1
.LBB0_29:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s6, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_min_u32 s7, s7, s6
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_29
; %bb.30:
	s_waitcnt expcnt(0)
	v_mbcnt_lo_u32_b32_e64 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v1, exec_hi, v1
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[4:5], exec, s[2:3]
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v1, s7
	buffer_atomic_umin v1, off, s[0:3], 0 offset:28
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
.LBB0_33:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s7, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_max_u32 s6, s6, s7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_33
; %bb.34:
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_36
; %bb.35:
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	v_mov_b32_e32 v0, s6
	buffer_atomic_umax v0, off, s[0:3], 0 offset:32
.LBB0_36:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_global_shared
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 2
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
	.size	atomic_global_shared, .Lfunc_end0-atomic_global_shared
                                        ; -- End function
	.set atomic_global_shared.num_vgpr, 2
	.set atomic_global_shared.num_agpr, 0
	.set atomic_global_shared.numbered_sgpr, 10
	.set atomic_global_shared.num_named_barrier, 0
	.set atomic_global_shared.private_seg_size, 0
	.set atomic_global_shared.uses_vcc, 1
	.set atomic_global_shared.uses_flat_scratch, 0
	.set atomic_global_shared.has_dyn_sized_stack, 0
	.set atomic_global_shared.has_recursion, 0
	.set atomic_global_shared.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 992
; TotalNumSgprs: 12
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 2
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomic_global_shared
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomic_global_shared.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
