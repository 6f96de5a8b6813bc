// Matrix kernels for the hazard linter test (crates/gcn/tests/hazard.rs): mfma_gfx950.s is
//   clang-22 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx950 -O2 -S -o - mfma.cl |
//     sed -n '/^mm:/,/s_endpgm/p;/^mm2:/,/s_endpgm/p'
// after its header comment. clang inserts the s_nops of seed 001 Table 38; the linter must find
// them sufficient.
typedef float float16 __attribute__((ext_vector_type(16)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef half half4 __attribute__((ext_vector_type(4)));
typedef half half8 __attribute__((ext_vector_type(8)));
typedef double double4 __attribute__((ext_vector_type(4)));
typedef half half16 __attribute__((ext_vector_type(16)));
typedef int int8 __attribute__((ext_vector_type(8)));
typedef int int4 __attribute__((ext_vector_type(4)));
kernel void mm(global float16 *out, global half4 *a, global half4 *b, global float4 *o2, global float *fa, global double4 *o3, global double *da, global half8 *a8) {
  int i = (int)__builtin_amdgcn_workitem_id_x();
  float16 acc = out[i];
  for (int k = 0; k < 4; k++)
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i+k], b[i+k], acc, 0, 0, 0);
  out[i] = acc + 1.0f;
  float4 c = o2[i];
  c = __builtin_amdgcn_mfma_f32_16x16x4f32(fa[i], fa[i+1], c, 0, 0, 0);
  c = __builtin_amdgcn_mfma_f32_16x16x4f32(c.x, fa[i+2], c, 0, 0, 0);
  c = __builtin_amdgcn_mfma_f32_16x16x32_f16(a8[i], a8[i+1], c, 0, 0, 0);
  c = __builtin_amdgcn_mfma_f32_16x16x32_f16(a8[i], a8[i+1], c, 0, 0, 0);
  o2[i] = c * 2.0f;
  double4 d = o3[i];
  d = __builtin_amdgcn_mfma_f64_16x16x4f64(da[i], da[i+1], d, 0, 0, 0);
  d = __builtin_amdgcn_mfma_f64_16x16x4f64(d.y, da[i+1], d, 0, 0, 0);
  o3[i] = d;
  double dd = __builtin_amdgcn_mfma_f64_4x4x4f64(da[i], da[i+2], da[i+3], 0, 0, 0);
  dd = __builtin_amdgcn_mfma_f64_4x4x4f64(dd, da[i+2], dd, 0, 0, 0);
  da[i] = dd;
}
kernel void mm2(global float4 *o, global half4 *a, global half8 *a8, global half16 *a16, global int *idx, global int8 *f8, global float16 *o16, global int4 *i4) {
  int i = (int)__builtin_amdgcn_workitem_id_x();
  float4 c = o[i];
  // 2-pass XDL chain, then overlapped reads
  c = __builtin_amdgcn_mfma_f32_4x4x4f16(a[i], a[i+1], c, 0, 0, 0);
  c = __builtin_amdgcn_mfma_f32_4x4x4f16(a[i+2], a[i+1], c, 0, 0, 0);
  half4 h = __builtin_convertvector(c, half4);
  c = __builtin_amdgcn_mfma_f32_4x4x4f16(h, a[i+1], c, 0, 0, 0);
  c = __builtin_amdgcn_smfmac_f32_16x16x64_f16(a8[i], a16[i], c, idx[i], 0, 0);
  c = __builtin_amdgcn_smfmac_f32_16x16x64_f16(a8[i+1], a16[i+1], c, idx[i+1], 0, 0);
  c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(f8[i], f8[i+1], c, 0, 0, 0, idx[i], 0, idx[i+2]);
  c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(f8[i], f8[i+1], c, 4, 4, 0, idx[i], 0, idx[i+2]);
  float16 d = o16[i];
  d = __builtin_amdgcn_mfma_f32_32x32x16_f16(a8[i], a8[i+1], d, 0, 0, 0);
  d = __builtin_amdgcn_mfma_f32_32x32x16_f16(a8[i], a8[i+2], d, 0, 0, 0);
  if (idx[i] > 3) {
    c = __builtin_amdgcn_mfma_f32_16x16x32_f16(a8[i], a8[i+1], c, 0, 0, 0);
  }
  o[i] = c;
  o16[i] = d;
  int4 x = i4[i];
  x = __builtin_amdgcn_mfma_i32_16x16x64_i8(i4[i].xyzw, i4[i+1], x, 0, 0, 0);
  i4[i] = x;
}
