; Matrix kernels for the hazard linter test (crates/gcn/tests/hazard.rs), from mfma.cl:
;   clang-22 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx950 -O2 -S -o - mfma.cl |
;     sed -n '/^mm:/,/s_endpgm/p;/^mm2:/,/s_endpgm/p'
; The kernels' code only: clang's kernel descriptors and metadata, and the callable copy it
; emits of each kernel (__clang_ocl_kern_imp_*, the same rules on other registers), are left
; out. clang inserts the s_nops of seed 001 Table 38: the linter must find them sufficient, and
; without them the rules fire in each kernel.
mm:                                     ; @mm
; %bb.0:
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v18, 3, v0
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v19, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[20:23], v18, s[6:7]
	global_load_dwordx4 v[14:17], v1, s[4:5] offset:48
	global_load_dwordx4 v[10:13], v1, s[4:5] offset:32
	global_load_dwordx4 v[6:9], v1, s[4:5] offset:16
	global_load_dwordx4 v[2:5], v1, s[4:5]
	global_load_dwordx4 v[24:27], v18, s[8:9]
	global_load_dwordx4 v[28:31], v18, s[6:7] offset:16
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[20:21], v[24:25], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[22:23], v[26:27], v[2:17]
	global_load_dwordx4 v[20:23], v18, s[8:9] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[28:29], v[20:21], v[2:17]
	v_mfma_f32_32x32x8_f16 v[2:17], v[30:31], v[22:23], v[2:17]
	s_nop 11
	v_pk_add_f32 v[12:13], v[12:13], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[16:17], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], 1.0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 1.0 op_sel_hi:[1,0]
	global_store_dwordx4 v1, v[10:13], s[4:5] offset:32
	global_store_dwordx4 v1, v[14:17], s[4:5] offset:48
	global_store_dwordx4 v1, v[2:5], s[4:5]
	global_store_dwordx4 v1, v[6:9], s[4:5] offset:16
	global_load_dwordx3 v[10:12], v19, s[12:13]
	v_lshlrev_b32_e32 v1, 4, v0
	global_load_dwordx4 v[2:5], v1, s[10:11]
	global_load_dwordx4 v[6:9], v1, s[18:19]
	s_waitcnt vmcnt(1)
	v_mfma_f32_16x16x4_f32 v[2:5], v10, v11, v[2:5]
	s_nop 9
	v_mfma_f32_16x16x4_f32 v[2:5], v2, v12, v[2:5]
	global_load_dwordx4 v[10:13], v1, s[18:19] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[6:9], v[10:13], v[2:5]
	v_mfma_f32_16x16x32_f16 v[2:5], v[6:9], v[10:13], v[2:5]
	v_lshlrev_b32_e32 v8, 5, v0
	s_nop 6
	v_pk_add_f32 v[4:5], v[4:5], v[4:5]
	v_pk_add_f32 v[2:3], v[2:3], v[2:3]
	global_store_dwordx4 v1, v[2:5], s[10:11]
	global_load_dwordx4 v[10:13], v18, s[16:17]
	s_nop 0
	global_load_dwordx4 v[4:7], v8, s[14:15] offset:16
	global_load_dwordx4 v[0:3], v8, s[14:15]
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 15
	s_nop 2
	v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[12:13], v[0:7]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v8, v[0:3], s[14:15]
	global_store_dwordx4 v8, v[4:7], s[14:15] offset:16
	global_load_dwordx2 v[4:5], v18, s[16:17]
	s_nop 0
	global_load_dwordx4 v[0:3], v18, s[16:17] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f64_4x4x4_4b_f64 v[2:3], v[4:5], v[0:1], v[2:3]
	s_nop 5
	v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[0:1], v[2:3]
	s_nop 8
	global_store_dwordx2 v18, v[0:1], s[16:17]
	s_endpgm
mm2:                                    ; @mm2
; %bb.0:
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v38, 6, v0
	v_lshlrev_b32_e32 v22, 4, v0
	v_lshlrev_b32_e32 v23, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[62:65], v1, s[6:7]
	global_load_dwordx4 v[18:21], v22, s[4:5]
	global_load_dwordx4 v[26:29], v22, s[8:9]
	global_load_dwordx4 v[30:33], v22, s[8:9] offset:16
	global_load_dwordx4 v[14:17], v38, s[16:17] offset:48
	global_load_dwordx4 v[10:13], v38, s[16:17] offset:32
	global_load_dwordx4 v[6:9], v38, s[16:17] offset:16
	global_load_dwordx4 v[2:5], v38, s[16:17]
	global_load_dwordx2 v[24:25], v1, s[6:7] offset:16
	v_lshlrev_b32_e32 v1, 5, v0
	global_load_dwordx4 v[44:47], v1, s[10:11] offset:16
	global_load_dwordx4 v[40:43], v1, s[10:11]
	global_load_dwordx3 v[34:36], v23, s[12:13]
	global_load_dwordx4 v[68:71], v1, s[14:15] offset:48
	global_load_dwordx4 v[72:75], v22, s[8:9] offset:32
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v39, v23
	s_waitcnt vmcnt(12)
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[62:63], v[64:65], v[18:21]
	global_load_dwordx4 v[52:55], v1, s[10:11] offset:48
	global_load_dwordx4 v[48:51], v1, s[10:11] offset:32
	global_load_dwordx4 v[60:63], v1, s[14:15] offset:16
	global_load_dwordx4 v[56:59], v1, s[14:15]
	s_waitcnt vmcnt(9)
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[24:25], v[64:65], v[18:21]
	s_waitcnt vmcnt(6)
	v_cmp_lt_i32_e32 vcc, 3, v34
	v_mfma_f32_32x32x16_f16 v[2:17], v[26:29], v[30:33], v[2:17]
	s_nop 1
	v_cvt_pk_f16_f32 v25, v20, v21
	v_cvt_pk_f16_f32 v24, v18, v19
	s_nop 1
	v_mfma_f32_4x4x4_16b_f16 v[18:21], v[24:25], v[64:65], v[18:21]
	global_load_dwordx4 v[64:67], v1, s[14:15] offset:32
	s_waitcnt vmcnt(5)
	v_mfma_f32_32x32x16_f16 v[2:17], v[26:29], v[72:75], v[2:17]
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], s[16:17], 0, v[38:39]
	v_smfmac_f32_16x16x64_f16 v[18:21], v[26:29], v[40:47], v34
	s_waitcnt vmcnt(3)
	v_smfmac_f32_16x16x64_f16 v[18:21], v[30:33], v[48:55], v35
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[18:21], v[56:63], v[64:71], v[18:21], v34, v36 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_16x16x128_f8f6f4 v[18:21], v[56:59], v[64:67], v[18:21], v34, v36 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	v_mfma_f32_16x16x32_f16 v[18:21], v[26:29], v[30:33], v[18:21]
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_nop 6
	global_store_dwordx4 v[24:25], v[18:21], off
	global_store_dwordx4 v[22:23], v[14:17], off offset:48
	global_store_dwordx4 v[22:23], v[10:13], off offset:32
	global_store_dwordx4 v[22:23], v[6:9], off offset:16
	global_store_dwordx4 v[22:23], v[2:5], off
	s_nop 1
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[18:19]
	global_load_dwordx4 v[6:9], v4, s[18:19] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x64_i8 v[0:3], v[0:3], v[6:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[18:19]
	s_endpgm
