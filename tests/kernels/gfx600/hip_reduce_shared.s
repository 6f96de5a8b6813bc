	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	hip_reduce_shared       ; -- Begin function hip_reduce_shared
	.globl	hip_reduce_shared
	.p2align	8
	.type	hip_reduce_shared,@function
hip_reduce_shared:                      ; @hip_reduce_shared
; %bb.0:
	s_load_dword s2, s[4:5], 0x6
	s_load_dwordx2 s[0:1], s[4:5], 0x4
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, 0x100f000
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s7
	s_add_i32 s16, s2, s6
	s_lshl_b32 s2, s16, 7
	v_or_b32_e32 v1, s2, v0
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b32 s2, 0
	buffer_load_dword v3, v[1:2], s[0:3], 0 addr64
	v_lshlrev_b32_e32 v1, 2, v0
	v_or_b32_e32 v2, 0x200, v1
	v_cmp_gt_u32_e64 s[0:1], 64, v0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v3, v3 offset1:2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read2st64_b32 v[3:4], v2 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2_b32 v[3:4], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_4:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_read2_b32 v[3:4], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read2_b32 v[3:4], v2 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_8:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read2_b32 v[3:4], v2 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read2_b32 v[3:4], v2 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
.LBB0_12:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read2_b32 v[3:4], v2 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e64 v0, s[14:15], v4, v3
	ds_write_b32 v2, v0
.LBB0_14:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0 offset:512
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_16:
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_20
; %bb.19:
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_22
; %bb.21:
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_24
; %bb.23:
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_26
; %bb.25:
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s17, 0
	ds_read_b32 v3, v1
	s_lshl_b64 s[8:9], s[16:17], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, s17
	v_mov_b32_e32 v1, s8
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], s[2:3]
	s_mov_b64 s[2:3], s[6:7]
	v_mov_b32_e32 v2, s9
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
	buffer_store_dword v3, v[1:2], s[4:7], 0 addr64
.LBB0_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hip_reduce_shared
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 39
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
	.size	hip_reduce_shared, .Lfunc_end0-hip_reduce_shared
                                        ; -- End function
	.set hip_reduce_shared.num_vgpr, 5
	.set hip_reduce_shared.num_agpr, 0
	.set hip_reduce_shared.numbered_sgpr, 20
	.set hip_reduce_shared.num_named_barrier, 0
	.set hip_reduce_shared.private_seg_size, 0
	.set hip_reduce_shared.uses_vcc, 1
	.set hip_reduce_shared.uses_flat_scratch, 0
	.set hip_reduce_shared.has_dyn_sized_stack, 0
	.set hip_reduce_shared.has_recursion, 0
	.set hip_reduce_shared.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 864
; TotalNumSgprs: 22
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_,@object             ; @__hip_cuid_
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_
__hip_cuid_:
	.byte	0                               ; 0x0
	.size	__hip_cuid_, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 128
    .name:           hip_reduce_shared
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         hip_reduce_shared.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
