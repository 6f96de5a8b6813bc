// Matrix kernel for the hazard linter test (crates/gcn/tests/hazard.rs): compiled with
// clang-22 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx950 -O2 -S -o mfma_gfx950.s mfma.cl
// clang inserts the s_nops of seed 001 Table 38; the linter must find them sufficient.
typedef float float16 __attribute__((ext_vector_type(16)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef half half4 __attribute__((ext_vector_type(4)));
typedef half half8 __attribute__((ext_vector_type(8)));
typedef double double4 __attribute__((ext_vector_type(4)));
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
