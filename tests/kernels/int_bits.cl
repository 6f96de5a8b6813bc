// Exercises: v_ffbh_u32 / v_ffbl_b32 (clz, ctz), v_bcnt_u32_b32, v_bfrev_b32, v_mul_hi_u32, v_perm_b32 byte swap.
// Reference: out[6i..] = (clz(a), ctz(a), popcount(a), reverse_bits(a), (a * 0x9e3779b9) >> 32, swap_bytes(a)), clz/ctz of 0 = 32.
#include "workitem.h"

__kernel void int_bits(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    uint x = a[i];
    out[6 * i] = x ? __builtin_clz(x) : 32;
    out[6 * i + 1] = x ? __builtin_ctz(x) : 32;
    out[6 * i + 2] = __builtin_popcount(x);
    out[6 * i + 3] = __builtin_bitreverse32(x);
    out[6 * i + 4] = (uint)(((ulong)x * 0x9e3779b9u) >> 32);
    out[6 * i + 5] = __builtin_bswap32(x);
    (void)l;
}
