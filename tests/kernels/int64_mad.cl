// Exercises: v_mad_u64_u32 / v_mad_i64_i32 (32x32+64 multiply-add), 64-bit products of 32-bit values, high halves.
// Reference: out[3i..] = ((u64)a*b + c, (i64)(i32)a*(i32)b + c, ((u64)a*b) >> 32) wrapping, a = x[2i], b = x[2i+1], c = y[i].
#include "workitem.h"

__kernel void int64_mad(__global ulong *out, __global const uint *x, __global const ulong *y) {
    uint i = get_global_id(0);
    uint a = x[2 * i], b = x[2 * i + 1];
    out[3 * i] = (ulong)a * b + y[i];
    out[3 * i + 1] = (ulong)((long)(int)a * (int)b + (long)y[i]);
    out[3 * i + 2] = ((ulong)a * b) >> 32;
}
