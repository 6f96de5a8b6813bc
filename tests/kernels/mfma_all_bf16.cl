// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_f32_4x4x4bf16_1k, __builtin_amdgcn_mfma_f32_16x16x4bf16_1k, __builtin_amdgcn_mfma_f32_16x16x16bf16_1k, __builtin_amdgcn_mfma_f32_32x32x4bf16_1k, __builtin_amdgcn_mfma_f32_32x32x8bf16_1k, __builtin_amdgcn_mfma_f32_16x16x32_bf16, __builtin_amdgcn_mfma_f32_32x32x16_bf16.
// Reference: layout-exact: lane l loads its A and B operand registers as words a[l*w ..], b[l*w ..] (w = the operand's size in dwords), C = 64 * lane + j in register j; D is computed from the matrices the per-lane layouts define (seed 001 L2802-L2978, L3569-L3892; crates/cli/tests/run_kernels/matrix_exact.rs); the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_bf16(__global float *out, __global const uint *a, __global const uint *b) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_f32_4x4x4bf16_1k: n = 4, K = 4
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        short4 av = *(__global const short4 *)(a + l * 2);
        short4 bv = *(__global const short4 *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_4x4x4bf16_1k(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x4bf16_1k: n = 16, K = 4
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        short4 av = *(__global const short4 *)(a + l * 2);
        short4 bv = *(__global const short4 *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_16x16x4bf16_1k(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x16bf16_1k: n = 4, K = 16
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        short4 av = *(__global const short4 *)(a + l * 2);
        short4 bv = *(__global const short4 *)(b + l * 2);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x4bf16_1k: n = 32, K = 4
        float32_ c;
        for (int j = 0; j < 32; j++)
            c[j] = (float)(l * 64 + j);
        short4 av = *(__global const short4 *)(a + l * 2);
        short4 bv = *(__global const short4 *)(b + l * 2);
        float32_ d = __builtin_amdgcn_mfma_f32_32x32x4bf16_1k(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 32; j++)
            out[base + l * 32 + j] = d[j];
        base += 2048;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x8bf16_1k: n = 16, K = 8
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        short4 av = *(__global const short4 *)(a + l * 2);
        short4 bv = *(__global const short4 *)(b + l * 2);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x32_bf16: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        bf16x8 av = *(__global const bf16x8 *)(a + l * 4);
        bf16x8 bv = *(__global const bf16x8 *)(b + l * 4);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_bf16(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_bf16: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        bf16x8 av = *(__global const bf16x8 *)(a + l * 4);
        bf16x8 bv = *(__global const bf16x8 *)(b + l * 4);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_bf16(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
}
