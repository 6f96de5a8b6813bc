// arch: gfx950
// Exercises: the matrix core, v_mfma_f32_32x32x8_f16 (A, B f16 from global memory, C accumulated,
// D stored); one 64-lane work-group per batch (A 32x8, B 8x32, C/D 32x32, row-major, b = group id).
// Reference (f32, exact for small integers): d[b][i][j] = c[b][i][j] + sum_{k<8} a[b][i][k] * b[b][k][j].
#include "workitem.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef float float16_t __attribute__((ext_vector_type(16)));

__kernel void mfma_gemm_f16(__global float *d, __global const half *a, __global const half *b,
                            __global const float *c) {
    uint l = get_local_id(0);
    uint g = get_group_id(0);
    a += g * 32 * 8;
    b += g * 8 * 32;
    c += g * 32 * 32;
    d += g * 32 * 32;
    // Lane l holds A[l % 32][4 (l / 32) + e] and B[4 (l / 32) + e][l % 32], e = 0..3 (seed 001
    // matrix layouts); D element r of lane l is D[8 (r / 4) + 4 (l / 32) + r % 4][l % 32].
    uint m = l % 32, k0 = 4 * (l / 32);
    half4 av = *(__global const half4 *)(a + m * 8 + k0);
    half4 bv = (half4)(b[k0 * 32 + m], b[(k0 + 1) * 32 + m], b[(k0 + 2) * 32 + m], b[(k0 + 3) * 32 + m]);
    float16_t acc;
    for (uint r = 0; r < 16; r++)
        acc[r] = c[(8 * (r / 4) + k0 + r % 4) * 32 + m];
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(av, bv, acc, 0, 0, 0);
    for (uint r = 0; r < 16; r++)
        d[(8 * (r / 4) + k0 + r % 4) * 32 + m] = acc[r];
}
