// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_f64_16x16x4f64, __builtin_amdgcn_mfma_f64_4x4x4f64.
// Reference: a smoke check, layout-independent: A = 1 and B = 2 in every element (E4M3/E5M2 1.0 = 0x38/0x3c, 2.0 = 0x40; bf16 0x3f80/0x4000; scales 2^0), C = 64 * lane + j in register j, so D = C + 2K (K per block) in every element; the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_f64(__global double *out) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_f64_16x16x4f64: n = 4, K = 4
        double4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (double)(l * 64 + j);
        double4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(1.0, 2.0, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f64_4x4x4f64: n = 1, K = 4
        double c;
        c = (double)(l * 64);
        double d = __builtin_amdgcn_mfma_f64_4x4x4f64(1.0, 2.0, c, 0, 0, 0);
        out[base + l] = d;
        base += 64;
    }
}
