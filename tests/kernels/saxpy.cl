// Exercises: a bounds check that masks EXEC in the last, partial wave (v_cmp, s_and_saveexec_b64,
// s_cbranch_execz), kernel-argument loads, 64-bit addressing, f32 FMA.
// Reference: for i < n: y[i] = fma(a, x[i], y[i]) (a * x + y, contracted as OpenCL allows); y[i >= n] untouched.
#include "workitem.h"

__kernel void saxpy(__global float *y, __global const float *x, float a, uint n) {
    size_t i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + y[i];
}
