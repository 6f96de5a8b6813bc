// arch: gfx950
// Exercises: the gfx950-only v_mfma_f32_16x16x32_f16 (8 halves of A and of B per lane, 4 f32 of C/D);
// A 16x32 row-major, B given transposed (bt = B^T, 16x32 row-major), C/D 16x16 row-major; one wave.
// Reference (f32, exact for small integers): d[i][j] = c[i][j] + sum_{k<32} a[i][k] * bt[j][k].
#include "workitem.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void mfma_f16_16x16x32(__global float *d, __global const half *a, __global const half *bt,
                                __global const float *c) {
    uint l = get_local_id(0);
    // Lane l holds A[l % 16][8 (l / 16) + e] and B[8 (l / 16) + e][l % 16], e = 0..7; D element r
    // of lane l is D[4 (l / 16) + r][l % 16].
    uint m = l % 16, k0 = 8 * (l / 16);
    half8 av = *(__global const half8 *)(a + m * 32 + k0);
    half8 bv = *(__global const half8 *)(bt + m * 32 + k0);
    float4 acc;
    for (uint r = 0; r < 4; r++)
        acc[r] = c[(4 * (l / 16) + r) * 16 + m];
    acc = __builtin_amdgcn_mfma_f32_16x16x32_f16(av, bv, acc, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        d[(4 * (l / 16) + r) * 16 + m] = acc[r];
}
