// Exercises: v_add_f64, v_mul_f64, v_fma_f64, v_min_f64/v_max_f64, v_floor_f64, v_trunc_f64, v_ceil_f64, v_rndne_f64, f64 compares.
// Reference: out[9i..] = (x+y, x*y, fma(x,y,x), fmin, fmax, floor(x), trunc(x), ceil(x), x < y ? rint(x) : -y).
#include "workitem.h"

__kernel void f64_arith(__global double *out, __global const double *x, __global const double *y) {
    uint i = get_global_id(0);
    double u = x[i], v = y[i];
    out[9 * i] = u + v;
    out[9 * i + 1] = u * v;
    out[9 * i + 2] = __builtin_fma(u, v, u);
    out[9 * i + 3] = __builtin_fmin(u, v);
    out[9 * i + 4] = __builtin_fmax(u, v);
    out[9 * i + 5] = __builtin_floor(u);
    out[9 * i + 6] = __builtin_trunc(u);
    out[9 * i + 7] = __builtin_ceil(u);
    out[9 * i + 8] = u < v ? __builtin_rint(u) : -v;
}
