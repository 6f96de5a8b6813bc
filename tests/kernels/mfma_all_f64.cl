// arch: gfx950
// Exercises: every mfma builtin of its family clang 22 offers for gfx950, each once: __builtin_amdgcn_mfma_f64_16x16x4f64, __builtin_amdgcn_mfma_f64_4x4x4f64.
// Reference: layout-exact: lane l loads its A and B operand registers as words a[l*w ..], b[l*w ..] (w = the operand's size in dwords), C = 64 * lane + j in register j; D is computed from the matrices the per-lane layouts define (seed 001 L2802-L2978, L3569-L3892; crates/cli/tests/run_kernels/matrix_exact.rs); the results are stored one builtin after another, 64 lanes x n registers each.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef int int8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8 __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));

__kernel void mfma_all_f64(__global double *out, __global const uint *a, __global const uint *b) {
    uint l = get_local_id(0), base = 0;
    { // __builtin_amdgcn_mfma_f64_16x16x4f64: n = 4, K = 4
        double4 c;
        for (int j = 0; j < 4; j++)
            c[j] = (double)(l * 64 + j);
        double av = *(__global const double *)(a + l * 2);
        double bv = *(__global const double *)(b + l * 2);
        double4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(av, bv, c, 0, 0, 0);
        for (int j = 0; j < 4; j++)
            out[base + l * 4 + j] = d[j];
        base += 256;
    }
    { // __builtin_amdgcn_mfma_f64_4x4x4f64: n = 1, K = 4
        double c;
        c = (double)(l * 64);
        double av = *(__global const double *)(a + l * 2);
        double bv = *(__global const double *)(b + l * 2);
        double d = __builtin_amdgcn_mfma_f64_4x4x4f64(av, bv, c, 0, 0, 0);
        out[base + l] = d;
        base += 64;
    }
}
