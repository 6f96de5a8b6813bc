// arch: gfx950
// Exercises: FP8 inputs, v_mfma_f32_16x16x32_fp8_fp8 (8 E4M3 bytes of A and of B per lane in a VGPR
// pair); A 16x32 row-major, bt = B^T 16x32 row-major, as E4M3 (OCP) bytes; C/D 16x16 f32; one wave.
// Reference (E4M3 decoded exactly, f32, exact for the test's inputs): d[i][j] = c[i][j] + sum_{k<32} a[i][k] * bt[j][k].
#include "workitem.h"

__kernel void mfma_fp8(__global float *d, __global const ulong *a, __global const ulong *bt,
                       __global const float *c) {
    uint l = get_local_id(0);
    // Lane l holds A[l % 16][8 (l / 16) + e] and B[8 (l / 16) + e][l % 16], e = 0..7 (byte e);
    // D element r of lane l is D[4 (l / 16) + r][l % 16].
    uint m = l % 16, q = l / 16;
    long av = a[m * 4 + q];
    long bv = bt[m * 4 + q];
    float4 acc;
    for (uint r = 0; r < 4; r++)
        acc[r] = c[(4 * q + r) * 16 + m];
    acc = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(av, bv, acc, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        d[(4 * q + r) * 16 + m] = acc[r];
}
