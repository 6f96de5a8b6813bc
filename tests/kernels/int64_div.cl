// Exercises: the 64-bit division expansion (u64 and i64 / and %, a long VALU sequence with 64-bit reciprocal steps).
// Reference: out[4i..] = (x / y, x % y, (i64)x / (i64)y, (i64)x % (i64)y), Rust semantics (truncating), y != 0.
#include "workitem.h"

__kernel void int64_div(__global ulong *out, __global const ulong *x, __global const ulong *y) {
    uint i = get_global_id(0);
    ulong u = x[i], v = y[i] >> (x[i] & 31);
    v = v ? v : 3;
    out[4 * i] = u / v;
    out[4 * i + 1] = u % v;
    out[4 * i + 2] = (ulong)((long)u / (long)v);
    out[4 * i + 3] = (ulong)((long)u % (long)v);
}
