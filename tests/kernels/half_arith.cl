// Exercises: v_add_f16, v_sub_f16, v_mul_f16, v_max_f16/v_min_f16, v_cvt_f32_f16, v_cvt_i16_f16, f16 compare.
// Reference: out[6i..] = f16 of (x+y, x-y, x*y, fmax(x,y), x < y ? x : -y, (short)x as bits); wide[i] = (float)x * (float)y.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

__kernel void half_arith(__global half *out, __global float *wide, __global const half *x, __global const half *y) {
    uint i = get_global_id(0);
    half u = x[i], v = y[i];
    out[6 * i] = u + v;
    out[6 * i + 1] = u - v;
    out[6 * i + 2] = u * v;
    out[6 * i + 3] = __builtin_fmaxf16(u, v);
    out[6 * i + 4] = u < v ? u : -v;
    out[6 * i + 5] = as_half((short)u);
    wide[i] = (float)u * (float)v;
}
