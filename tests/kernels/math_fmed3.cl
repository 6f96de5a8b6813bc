// Exercises: v_med3_f32 (__builtin_amdgcn_fmed3f) with a constant and with VGPR operands.
// Reference: out[2i] = median(x, y, 0.5), out[2i+1] = median(x, y, -x) (no NaNs in the inputs).
#include "workitem.h"

__kernel void math_fmed3(__global float *out, __global const float *x, __global const float *y) {
    uint i = get_global_id(0);
    out[2 * i] = __builtin_amdgcn_fmed3f(x[i], y[i], 0.5f);
    out[2 * i + 1] = __builtin_amdgcn_fmed3f(x[i], y[i], -x[i]);
}
