// Exercises: ds_swizzle_b32 bitmask mode (and/or/xor masks over 32-lane halves).
// Reference: per 32-lane half, j = L % 32: out[2i] = a[i - j + (j ^ 31)]; out[2i+1] = a[i - j + ((j & 0x1c) | 1)].
#include "workitem.h"

__kernel void ds_swizzle_bitmask(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[2 * i] = __builtin_amdgcn_ds_swizzle(a[i], 0x7c1f);
    out[2 * i + 1] = __builtin_amdgcn_ds_swizzle(a[i], 0x003c);
    (void)l;
}
