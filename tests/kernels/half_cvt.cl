// Exercises: v_cvt_f16_f32 (round to nearest even), v_cvt_pkrtz_f16_f32 (round toward zero), v_cvt_f16_i16/u16, v_cvt_f32_f16.
// Reference: out[4i..] = (f16(x), rtz(x), rtz(y), f16((short)k)); wide[i] = (float)f16(x) + (float)f16(y).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

__kernel void half_cvt(__global half *out, __global float *wide, __global const float *x, __global const float *y) {
    uint i = get_global_id(0);
    half h = (half)x[i];
    half2 p = __builtin_amdgcn_cvt_pkrtz(x[i], y[i]);
    out[4 * i] = h;
    out[4 * i + 1] = p.x;
    out[4 * i + 2] = p.y;
    out[4 * i + 3] = (half)(short)(i * 37 - 2000);
    wide[i] = (float)h + (float)(half)y[i];
}
