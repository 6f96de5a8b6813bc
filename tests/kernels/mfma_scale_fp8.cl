// arch: gfx950
// Exercises: block-scaled F8F6F4, v_mfma_scale_f32_16x16x128_f8f6f4 with E4M3 A and B (the FP8 register
// layout exception: v0-3 hold k = 16g..16g+15, v4-7 k = 64+16g.., g = lane / 16) and per-lane E8M0
// scales (the v_mfma_ld_scale_b32 prefix); A 16x128 and bt = B^T 16x128 row-major E4M3 bytes, sa/sb
// 16x4 E8M0 bytes (row/column, 32-wide K block), C/D 16x16 f32; one wave.
// Reference (exact for the test's inputs): d[i][j] = c[i][j] + sum_{k<128} 2^(sa[i][k/32]+sb[j][k/32]-254) a[i][k] bt[j][k].
#include "workitem.h"

typedef int int8_t_ __attribute__((ext_vector_type(8)));

__kernel void mfma_scale_fp8(__global float *d, __global const int4 *a, __global const int4 *bt,
                             __global const uchar *sa, __global const uchar *sb,
                             __global const float *c) {
    uint l = get_local_id(0);
    // Lane l (m = l % 16, g = l / 16) holds A[m][16 g + e] in bytes 0-15 and A[m][64 + 16 g + e]
    // in bytes 16-31 (B alike, column m), the scales of A row m and B column m for K block g;
    // D element r of lane l is D[4 g + r][m].
    uint m = l % 16, g = l / 16;
    int4 a0 = a[m * 8 + g], a1 = a[m * 8 + 4 + g];
    int4 b0 = bt[m * 8 + g], b1 = bt[m * 8 + 4 + g];
    int8_t_ av = (int8_t_)(a0, a1);
    int8_t_ bv = (int8_t_)(b0, b1);
    float4 acc;
    for (uint r = 0; r < 4; r++)
        acc[r] = c[(4 * g + r) * 16 + m];
    acc = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(av, bv, acc, 0, 0, 0, sa[m * 4 + g], 0,
                                                           sb[m * 4 + g]);
    for (uint r = 0; r < 4; r++)
        d[(4 * g + r) * 16 + m] = acc[r];
}
