// The first end-to-end slice: every instruction, with labels, modifiers and constants.
; Comments in both styles.
start:
	s_mov_b32 s0, 0x12345
	s_mov_b32 s1, -1
	s_mov_b32 s2, 1.0
	s_mov_b32 m0, s1
	s_mov_b64 s[4:5], exec
	s_add_u32 s3, s1, s2
	s_add_u32 s3, s1, 1000
	v_cmp_gt_u32 vcc, 32, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz skip
	v_cvt_f32_u32 v1, v0
	v_mov_b32 v2, 1.5
	v_mov_b32_e64 v3, s0
	v_add_f32 v4, v1, v2
	v_add_f32 v4, -v1, |v2| clamp
	v_add_f32_e64 v5, 0.5, v1 mul:2
	v_mul_f32 v6, v1, v1
	v_mul_f32 v6, s3, v1 div:2
	v_add_u32 v7, v0, v0
	v_add_u32 v7, 64, v0
	v_add_u32_e64 v7, v0, s2 clamp
	v_fma_f32 v8, v1, v2, v3
	v_fma_f32 v8, -v1, s1, 0.15915494
	v_cmp_gt_f32 vcc, v1, v2
	v_cmp_gt_f32_e64 s[8:9], v1, 2.0
	v_cmp_gt_u32_e64 vcc, v0, 3
skip:
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz start
	s_nop 7
	s_endpgm
