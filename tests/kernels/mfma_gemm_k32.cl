// arch: gfx950
// Exercises: a K loop on the matrix core: a 32x32x32 f16 GEMM as 4 steps of v_mfma_f32_32x32x8_f16,
// the accumulator carried between steps (A, B 32x32 f16 row-major, D 32x32 f32 row-major); one wave.
// Reference (f32, exact for small integers): d[i][j] = sum_{k<32} a[i][k] * b[k][j].
#include "workitem.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef float float16_t __attribute__((ext_vector_type(16)));

__kernel void mfma_gemm_k32(__global float *d, __global const half *a, __global const half *b) {
    uint l = get_local_id(0);
    // Per step s: lane l holds A[l % 32][8 s + 4 (l / 32) + e] and B[8 s + 4 (l / 32) + e][l % 32];
    // D element r of lane l is D[8 (r / 4) + 4 (l / 32) + r % 4][l % 32].
    uint m = l % 32, k0 = 4 * (l / 32);
    float16_t acc = 0.0f;
    for (uint s = 0; s < 32; s += 8) {
        uint k = s + k0;
        half4 av = *(__global const half4 *)(a + m * 32 + k);
        half4 bv = (half4)(b[k * 32 + m], b[(k + 1) * 32 + m], b[(k + 2) * 32 + m], b[(k + 3) * 32 + m]);
        acc = __builtin_amdgcn_mfma_f32_32x32x8f16(av, bv, acc, 0, 0, 0);
    }
    for (uint r = 0; r < 16; r++)
        d[(8 * (r / 4) + k0 + r % 4) * 32 + m] = acc[r];
}
