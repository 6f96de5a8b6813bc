// arch: gfx950
// Exercises: bf16 matrix core, the gfx950 v_mfma_f32_16x16x32_bf16 (8 bf16 of A and of B per lane);
// A 16x32 row-major, bt = B^T 16x32 row-major, C/D 16x16 f32 row-major; one wave.
// Reference (f32, exact for small integers): d[i][j] = c[i][j] + sum_{k<32} a[i][k] * bt[j][k].
#include "workitem.h"

typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));

__kernel void mfma_bf16(__global float *d, __global const bf16x8 *a, __global const bf16x8 *bt,
                        __global const float *c) {
    uint l = get_local_id(0);
    // Lane l holds A[l % 16][8 (l / 16) + e] and B[8 (l / 16) + e][l % 16], e = 0..7; D element r
    // of lane l is D[4 (l / 16) + r][l % 16].
    uint m = l % 16, q = l / 16;
    bf16x8 av = a[m * 4 + q];
    bf16x8 bv = bt[m * 4 + q];
    float4 acc;
    for (uint r = 0; r < 4; r++)
        acc[r] = c[(4 * q + r) * 16 + m];
    acc = __builtin_amdgcn_mfma_f32_16x16x32_bf16(av, bv, acc, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        d[(4 * q + r) * 16 + m] = acc[r];
}
