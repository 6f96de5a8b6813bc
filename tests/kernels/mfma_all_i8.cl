// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_i32_4x4x4i8, __builtin_amdgcn_mfma_i32_16x16x4i8, __builtin_amdgcn_mfma_i32_32x32x4i8, __builtin_amdgcn_mfma_i32_16x16x32_i8, __builtin_amdgcn_mfma_i32_32x32x16_i8, __builtin_amdgcn_mfma_i32_16x16x64_i8, __builtin_amdgcn_mfma_i32_32x32x32_i8.
// Reference: layout-exact: lane l loads its A and B operand registers as words a[l*w ..], b[l*w ..] (w = the operand's size in dwords), C = 64 * lane + j in register j; D is computed from the matrices the per-lane layouts define (seed 001 L2802-L2978, L3569-L3892; crates/cli/tests/run_kernels/matrix_exact.rs); the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_i8(__global int *out, __global const uint *a, __global const uint *b) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_i32_4x4x4i8: n = 4, K = 4
        int4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (int)(l * 64 + j);
        int av = *(__global const int *)(a + l * 1);
        int bv = *(__global const int *)(b + l * 1);
        int4 d = __builtin_amdgcn_mfma_i32_4x4x4i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_i32_16x16x4i8: n = 16, K = 4
        int16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (int)(l * 64 + j);
        int av = *(__global const int *)(a + l * 1);
        int bv = *(__global const int *)(b + l * 1);
        int16 d = __builtin_amdgcn_mfma_i32_16x16x4i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_i32_32x32x4i8: n = 32, K = 4
        int32_ c;
        for (int j = 0; j < 32; j++)
            c[j] = (int)(l * 64 + j);
        int av = *(__global const int *)(a + l * 1);
        int bv = *(__global const int *)(b + l * 1);
        int32_ d = __builtin_amdgcn_mfma_i32_32x32x4i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 32; j++)
            out[base + l * 32 + j] = d[j];
        base += 2048;
    }
    { // __builtin_amdgcn_mfma_i32_16x16x32_i8: n = 4, K = 32
        int4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (int)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        int4 d = __builtin_amdgcn_mfma_i32_16x16x32_i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_i32_32x32x16_i8: n = 16, K = 16
        int16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (int)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        int16 d = __builtin_amdgcn_mfma_i32_32x32x16_i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_i32_16x16x64_i8: n = 4, K = 64
        int4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (int)(l * 64 + j);
        int4 av = *(__global const int4 *)(a + l * 4);
        int4 bv = *(__global const int4 *)(b + l * 4);
        int4 d = __builtin_amdgcn_mfma_i32_16x16x64_i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_i32_32x32x32_i8: n = 16, K = 32
        int16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (int)(l * 64 + j);
        int4 av = *(__global const int4 *)(a + l * 4);
        int4 bv = *(__global const int4 *)(b + l * 4);
        int16 d = __builtin_amdgcn_mfma_i32_32x32x32_i8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
}
