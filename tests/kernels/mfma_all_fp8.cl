// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8, __builtin_amdgcn_mfma_f32_16x16x32_fp8_bf8, __builtin_amdgcn_mfma_f32_16x16x32_bf8_fp8, __builtin_amdgcn_mfma_f32_16x16x32_bf8_bf8, __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8, __builtin_amdgcn_mfma_f32_32x32x16_fp8_bf8, __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8, __builtin_amdgcn_mfma_f32_32x32x16_bf8_bf8.
// Reference: layout-exact: lane l loads its A and B operand registers as words a[l*w ..], b[l*w ..] (w = the operand's size in dwords), C = 64 * lane + j in register j; D is computed from the matrices the per-lane layouts define (seed 001 L2802-L2978, L3569-L3892; crates/cli/tests/run_kernels/matrix_exact.rs); the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_fp8(__global float *out, __global const uint *a, __global const uint *b) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x32_fp8_bf8: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_fp8_bf8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x32_bf8_fp8: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_bf8_fp8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x32_bf8_bf8: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_bf8_bf8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_fp8_fp8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_fp8_bf8: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_fp8_bf8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_bf8_bf8: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        long av = *(__global const long *)(a + l * 2);
        long bv = *(__global const long *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_bf8_bf8(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
}
