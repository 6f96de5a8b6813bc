// Exercises: v_fract_f32, v_floor_f32, v_ceil_f32, v_trunc_f32, v_rndne_f32, copysign (v_bfi_b32), fabs.
// Reference: out[6i..] = (x - floor(x), floor, ceil, trunc, round-half-even, |x| with y's sign).
#include "workitem.h"

__kernel void math_fract_round(__global float *out, __global const float *x, __global const float *y) {
    uint i = get_global_id(0);
    float v = x[i];
    out[6 * i] = __builtin_amdgcn_fractf(v);
    out[6 * i + 1] = __builtin_floorf(v);
    out[6 * i + 2] = __builtin_ceilf(v);
    out[6 * i + 3] = __builtin_truncf(v);
    out[6 * i + 4] = __builtin_rintf(v);
    out[6 * i + 5] = __builtin_copysignf(__builtin_fabsf(v), y[i]);
}
