// Exercises: __bf16 arithmetic through f32 (bf16 -> f32 shifts, f32 -> bf16 rounding; v_cvt_pk_bf16_f32 on gfx950), vectors of two.
// Reference: out[3i..] = bf16 of (x+y, x*y, fma(x, y, x)) computed in f32 from the bf16 inputs, each rounded once to nearest even.
#include "workitem.h"

__kernel void bf16_math(__global __bf16 *out, __global const __bf16 *x, __global const __bf16 *y) {
    uint i = get_global_id(0);
    float u = (float)x[i], v = (float)y[i];
    out[3 * i] = (__bf16)(u + v);
    out[3 * i + 1] = (__bf16)(u * v);
    out[3 * i + 2] = (__bf16)__builtin_fmaf(u, v, u);
}
