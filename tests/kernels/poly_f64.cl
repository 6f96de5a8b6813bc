// Exercises: f64 arithmetic: Horner's rule in a runtime-length loop (v_fma_f64 with uniform
// coefficients from scalar loads), then an IEEE division (v_div_scale/v_rcp/v_div_fmas/v_div_fixup).
// Reference: p = c[deg]; for k = deg-1 down to 0: p = fma(p, x[i], c[k]); y[i] = p / fma(x[i], x[i], 1.0).
#include "workitem.h"

__kernel void poly_f64(__global double *y, __global const double *x, __global const double *c,
                       uint deg) {
    size_t i = get_global_id(0);
    double t = x[i];
    double p = c[deg];
#pragma unroll 1
    for (uint k = deg; k > 0; k--)
        p = p * t + c[k - 1];
    y[i] = p / (t * t + 1.0);
}
