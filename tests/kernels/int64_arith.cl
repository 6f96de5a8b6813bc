// Exercises: 64-bit integer add/sub (carry chains), mul (v_mul_hi/v_mad_u64_u32), shifts (v_lshlrev_b64, v_lshrrev_b64, v_ashrrev_i64), 64-bit compares.
// Reference: out[8i..] = (x+y, x-y, x*y, x<<(y%64), x>>(y%64), (i64)x>>(y%64), x <s y, x <u y) wrapping.
#include "workitem.h"

__kernel void int64_arith(__global ulong *out, __global const ulong *x, __global const ulong *y) {
    uint i = get_global_id(0);
    ulong u = x[i], v = y[i];
    out[8 * i] = u + v;
    out[8 * i + 1] = u - v;
    out[8 * i + 2] = u * v;
    out[8 * i + 3] = u << (v & 63);
    out[8 * i + 4] = u >> (v & 63);
    out[8 * i + 5] = (ulong)((long)u >> (v & 63));
    out[8 * i + 6] = (long)u < (long)v;
    out[8 * i + 7] = u < v;
}
