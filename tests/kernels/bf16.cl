// Exercises: bf16 (clang's __bf16): f32 -> bf16 rounding, bf16 arithmetic (done in f32 and rounded
// back to bf16), bf16 -> f32 widening (a 16-bit shift).
// Reference (bf = f32 rounded to bf16, RNE, NaN quiet): out[i] = bf(fma(bf(a[i]), bf(b[i]), bf(c))); wide[i] = out[i].
#include "workitem.h"

__kernel void bf16(__global __bf16 *out, __global float *wide, __global const float *a,
                   __global const float *b, float c) {
    size_t i = get_global_id(0);
    __bf16 x = (__bf16)a[i];
    __bf16 y = (__bf16)b[i];
    __bf16 r = x * y + (__bf16)c;
    out[i] = r;
    wide[i] = (float)r;
}
