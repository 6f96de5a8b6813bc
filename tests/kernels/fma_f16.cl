// Exercises: f16 arithmetic (cl_khr_fp16): a scalar half FMA with a half kernel argument, packed
// half2 math, f16 -> f32 conversion.
// Reference (binary16, RNE): h = fma(a[i], b[i], s); out[i] = h; out2[i] = fma(v2[i], v2[i], -(h, s)); outf[i] = h * 0.5f.
#include "workitem.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void fma_f16(__global half *out, __global half2 *out2, __global float *outf,
                      __global const half *a, __global const half *b, __global const half2 *v2,
                      half s) {
    size_t i = get_global_id(0);
    half h = a[i] * b[i] + s;
    out[i] = h;
    half2 v = v2[i];
    out2[i] = v * v - (half2)(h, s);
    outf[i] = (float)h * 0.5f;
}
