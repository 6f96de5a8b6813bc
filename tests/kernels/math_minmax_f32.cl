// Exercises: v_min_f32/v_max_f32 (fmin/fmax), v_min3/v_max3_f32, v_cmp + v_cndmask for a select, v_mad/fma with modifiers (neg, abs).
// Reference: out[5i..] = (fmin(x,y), fmax(x,y), min3(x,y,1), fma(-|x|, y, x) fused, x < y ? y - x : x * 0.25).
#include "workitem.h"

__kernel void math_minmax_f32(__global float *out, __global const float *x, __global const float *y) {
    uint i = get_global_id(0);
    float u = x[i], v = y[i];
    out[5 * i] = __builtin_fminf(u, v);
    out[5 * i + 1] = __builtin_fmaxf(u, v);
    out[5 * i + 2] = __builtin_fminf(__builtin_fminf(u, v), 1.0f);
    out[5 * i + 3] = __builtin_fmaf(-__builtin_fabsf(u), v, u);
    out[5 * i + 4] = u < v ? v - u : u * 0.25f;
}
