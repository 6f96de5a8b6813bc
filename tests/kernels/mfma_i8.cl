// arch: gfx950
// Exercises: integer matrix core, the gfx950 v_mfma_i32_16x16x64_i8 (16 signed bytes of A and of B per
// lane); A 16x64 row-major, bt = B^T 16x64 row-major, C/D 16x16 i32 row-major; one wave.
// Reference (i32, wrapping): d[i][j] = c[i][j] + sum_{k<64} a[i][k] * bt[j][k].
#include "workitem.h"

__kernel void mfma_i8(__global int *d, __global const int4 *a, __global const int4 *bt,
                      __global const int *c) {
    uint l = get_local_id(0);
    // Lane l holds A[l % 16][16 (l / 16) + e] and B[16 (l / 16) + e][l % 16], e = 0..15 (byte e);
    // D element r of lane l is D[4 (l / 16) + r][l % 16].
    uint m = l % 16, q = l / 16;
    int4 av = a[m * 4 + q];
    int4 bv = bt[m * 4 + q];
    int4 acc;
    for (uint r = 0; r < 4; r++)
        acc[r] = c[(4 * q + r) * 16 + m];
    acc = __builtin_amdgcn_mfma_i32_16x16x64_i8(av, bv, acc, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        d[(4 * q + r) * 16 + m] = acc[r];
}
