// arch: gfx950
// Exercises: every smfmac builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_smfmac_i32_16x16x64_i8, __builtin_amdgcn_smfmac_i32_32x32x32_i8, __builtin_amdgcn_smfmac_i32_16x16x128_i8, __builtin_amdgcn_smfmac_i32_32x32x64_i8.
// Reference: layout-exact: lane l loads its A and B operand registers as words a[l*w ..], b[l*w ..] (w = the operand's size in dwords), C = 64 * lane + j in register j, the sparse index from idx[l] (4:2 pairs, set ABID as given); D is computed from the matrices the per-lane layouts define (seed 001 L2802-L2978, L3569-L3892; crates/cli/tests/run_kernels/matrix_exact.rs); the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void smfmac_all_i8(__global int *out, __global const uint *a, __global const uint *b, __global const uint *idx) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_smfmac_i32_16x16x64_i8: n = 4, K = 64, abid = 0
        int4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (int)(l * 64 + j);
        int2 av = *(__global const int2 *)(a + l * 2);
        int4 bv = *(__global const int4 *)(b + l * 4);
        int4 d = __builtin_amdgcn_smfmac_i32_16x16x64_i8(av, bv, c, idx[l], 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_smfmac_i32_32x32x32_i8: n = 16, K = 32, abid = 1
        int16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (int)(l * 64 + j);
        int2 av = *(__global const int2 *)(a + l * 2);
        int4 bv = *(__global const int4 *)(b + l * 4);
        int16 d = __builtin_amdgcn_smfmac_i32_32x32x32_i8(av, bv, c, idx[l], 0, 1);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_smfmac_i32_16x16x128_i8: n = 4, K = 128, abid = 0
        int4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (int)(l * 64 + j);
        int4 av = *(__global const int4 *)(a + l * 4);
        int8_ bv = *(__global const int8_ *)(b + l * 8);
        int4 d = __builtin_amdgcn_smfmac_i32_16x16x128_i8(av, bv, c, idx[l], 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_smfmac_i32_32x32x64_i8: n = 16, K = 64, abid = 1
        int16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (int)(l * 64 + j);
        int4 av = *(__global const int4 *)(a + l * 4);
        int8_ bv = *(__global const int8_ *)(b + l * 8);
        int16 d = __builtin_amdgcn_smfmac_i32_32x32x64_i8(av, bv, c, idx[l], 0, 1);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
}
