// Exercises: v_cvt_f32_f64, v_cvt_f64_f32, v_cvt_i32_f64, v_cvt_u32_f64, v_cvt_f64_i32, v_cvt_f64_u32, and the i64 <-> f64 expansions (v_ldexp_f64, v_fract_f64).
// Reference: out[6i..] as u64 bits: ((float)x, (double)(float)x, (int)x, (long)(x * 2^20), (double)k, (double)(long)k), k = y[i].
#include "workitem.h"

__kernel void f64_cvt(__global ulong *out, __global const double *x, __global const ulong *y) {
    uint i = get_global_id(0);
    double u = x[i];
    ulong k = y[i];
    out[6 * i] = as_uint((float)u);
    out[6 * i + 1] = as_ulong((double)(float)u);
    out[6 * i + 2] = (ulong)(long)(int)u;
    out[6 * i + 3] = (ulong)(long)(u * 1048576.0);
    out[6 * i + 4] = as_ulong((double)(uint)k);
    out[6 * i + 5] = as_ulong((double)(long)k);
}
