// Exercises: packed f16 math on half2 (v_pk_add_f16, v_pk_mul_f16, v_pk_fma_f16, v_pk_max_f16, v_pk_min_f16), op_sel swaps.
// Reference: per half lane: out[5i..] = (v+w, v*w, fma(v,w,v), max(v,w), min(v, w.yx)).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "workitem.h"

__kernel void half2_packed(__global half2 *out, __global const half2 *x, __global const half2 *y) {
    uint i = get_global_id(0);
    half2 v = x[i], w = y[i];
    out[5 * i] = v + w;
    out[5 * i + 1] = v * w;
    out[5 * i + 2] = __builtin_elementwise_fma(v, w, v);
    out[5 * i + 3] = __builtin_elementwise_max(v, w);
    out[5 * i + 4] = __builtin_elementwise_min(v, w.yx);
}
