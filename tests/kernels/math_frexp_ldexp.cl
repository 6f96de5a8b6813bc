// Exercises: v_frexp_mant_f32, v_frexp_exp_i32_f32, v_ldexp_f32 (__builtin_amdgcn_*).
// Reference: out[3i] = mant(x) in [0.5, 1), out[3i+1] = exp(x) (bits of an i32), out[3i+2] = x * 2^((y bits % 41) - 20).
#include "workitem.h"

__kernel void math_frexp_ldexp(__global float *out, __global const float *x, __global const uint *y) {
    uint i = get_global_id(0);
    out[3 * i] = __builtin_amdgcn_frexp_mantf(x[i]);
    out[3 * i + 1] = as_float(__builtin_amdgcn_frexp_expf(x[i]));
    out[3 * i + 2] = __builtin_amdgcn_ldexpf(x[i], (int)(y[i] % 41) - 20);
}
