// Exercises: the f64 square root expansion (v_rsq_f64, v_ldexp_f64 scaling, v_fma_f64 Newton steps, v_cmp_class_f64) and f64 division.
// Reference: out[2i] = sqrt(x) (correctly rounded), out[2i+1] = x / y (correctly rounded).
#include "workitem.h"

__kernel void f64_sqrt(__global double *out, __global const double *x, __global const double *y) {
    uint i = get_global_id(0);
    out[2 * i] = __builtin_sqrt(x[i]);
    out[2 * i + 1] = x[i] / y[i];
}
