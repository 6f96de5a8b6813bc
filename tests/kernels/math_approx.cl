// Exercises: the approximate f32 unit: v_rcp_f32, v_rsq_f32, v_sqrt_f32, v_exp_f32, v_log_f32, v_sin_f32, v_cos_f32 (__builtin_amdgcn_rcpf, rsqf, sqrtf, exp2f, logf, sinf, cosf; sin/cos take revolutions).
// Reference (stated tolerance, see run_kernels.rs TOLERANT): out[7i..] as f32 bits = (1/x, 1/sqrt(x), sqrt(x), 2^y, log2(x), sin(2 pi y), cos(2 pi y)), each within 2 ulp or 2^-20 absolute of the f64 value.
#include "workitem.h"

__kernel void math_approx(__global uint *out, __global const float *x, __global const float *y) {
    uint i = get_global_id(0);
    float v = x[i], u = y[i];
    out[7 * i] = as_uint(__builtin_amdgcn_rcpf(v));
    out[7 * i + 1] = as_uint(__builtin_amdgcn_rsqf(v));
    out[7 * i + 2] = as_uint(__builtin_amdgcn_sqrtf(v));
    out[7 * i + 3] = as_uint(__builtin_amdgcn_exp2f(u));
    out[7 * i + 4] = as_uint(__builtin_amdgcn_logf(v));
    out[7 * i + 5] = as_uint(__builtin_amdgcn_sinf(u));
    out[7 * i + 6] = as_uint(__builtin_amdgcn_cosf(u));
}
