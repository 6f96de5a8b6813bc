// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_f32_4x4x4bf16_1k, __builtin_amdgcn_mfma_f32_16x16x4bf16_1k, __builtin_amdgcn_mfma_f32_16x16x16bf16_1k, __builtin_amdgcn_mfma_f32_32x32x4bf16_1k, __builtin_amdgcn_mfma_f32_32x32x8bf16_1k, __builtin_amdgcn_mfma_f32_16x16x32_bf16, __builtin_amdgcn_mfma_f32_32x32x16_bf16.
// Reference: a smoke check, layout-independent: A = 1 and B = 2 in every element (E4M3/E5M2 1.0 = 0x38/0x3c, 2.0 = 0x40; bf16 0x3f80/0x4000; scales 2^0), C = 64 * lane + j in register j, so D = C + 2K (K per block) in every element; the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_bf16(__global float *out) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_f32_4x4x4bf16_1k: n = 4, K = 4
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        float4 d = __builtin_amdgcn_mfma_f32_4x4x4bf16_1k((short4)(0x3f80), (short4)(0x4000), c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x4bf16_1k: n = 16, K = 4
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        float16 d = __builtin_amdgcn_mfma_f32_16x16x4bf16_1k((short4)(0x3f80), (short4)(0x4000), c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x16bf16_1k: n = 4, K = 16
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k((short4)(0x3f80), (short4)(0x4000), c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x4bf16_1k: n = 32, K = 4
        float32_ c;
        for (int j = 0; j < 32; j++)
            c[j] = (float)(l * 64 + j);
        float32_ d = __builtin_amdgcn_mfma_f32_32x32x4bf16_1k((short4)(0x3f80), (short4)(0x4000), c, 0, 0, 0);
        for (int j = 0; j < 32; j++)
            out[base + l * 32 + j] = d[j];
        base += 2048;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x8bf16_1k: n = 16, K = 8
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k((short4)(0x3f80), (short4)(0x4000), c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
    { // __builtin_amdgcn_mfma_f32_16x16x32_bf16: n = 4, K = 32
        float4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (float)(l * 64 + j);
        float4 d = __builtin_amdgcn_mfma_f32_16x16x32_bf16((bf16x8)((__bf16)1.0f), (bf16x8)((__bf16)2.0f), c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f32_32x32x16_bf16: n = 16, K = 16
        float16 c;
        for (int j = 0; j < 16; j++)
            c[j] = (float)(l * 64 + j);
        float16 d = __builtin_amdgcn_mfma_f32_32x32x16_bf16((bf16x8)((__bf16)1.0f), (bf16x8)((__bf16)2.0f), c, 0, 0, 0);
        for (int j = 0; j < 16; j++)
            out[base + l * 16 + j] = d[j];
        base += 1024;
    }
}
