// Exercises: v_cmp_class_f32 (__builtin_amdgcn_classf) on special values, each class bit on its own.
// Reference: out[i] bit k = x[i] is in class k (0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
#include "workitem.h"

__kernel void math_class(__global uint *out, __global const uint *x) {
    uint i = get_global_id(0);
    float v = as_float(x[i]);
    uint r = 0;
#pragma unroll
    for (int k = 0; k < 10; k++)
        r |= (uint)__builtin_amdgcn_classf(v, 1 << k) << k;
    out[i] = r;
}
