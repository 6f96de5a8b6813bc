// Exercises: v_cvt_i32_f32, v_cvt_u32_f32 (truncating, clamped), v_cvt_f32_i32, v_cvt_f32_u32 (round to nearest even), v_cvt_f32_ubyte0..3.
// Reference: out[8i..] = ((int)x, (uint)|x|, (float)(int)k, (float)k, float of bytes 0..3 of k) as bits.
#include "workitem.h"

__kernel void cvt_f32_int(__global uint *out, __global const float *x, __global const uint *y) {
    uint i = get_global_id(0);
    float v = x[i];
    uint q = y[i];
    out[8 * i] = (uint)(int)v;
    out[8 * i + 1] = (uint)__builtin_fabsf(v);
    out[8 * i + 2] = as_uint((float)(int)q);
    out[8 * i + 3] = as_uint((float)q);
    out[8 * i + 4] = as_uint((float)(q & 0xff));
    out[8 * i + 5] = as_uint((float)((q >> 8) & 0xff));
    out[8 * i + 6] = as_uint((float)((q >> 16) & 0xff));
    out[8 * i + 7] = as_uint((float)(q >> 24));
}
