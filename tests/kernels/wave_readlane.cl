// Exercises: v_readlane_b32 with a uniform lane index from a kernel argument and a constant one.
// Reference: out[2i] = a[w + k % 64] + a[i]; out[2i+1] = 3 * a[w + 63], wrapping (w = i's wave start).
#include "workitem.h"

__kernel void wave_readlane(__global uint *out, __global const uint *a, uint k) {
    uint i = get_global_id(0), l = lane_id();
    out[2 * i] = __builtin_amdgcn_readlane(a[i], k & 63) + a[i];
    out[2 * i + 1] = __builtin_amdgcn_readlane(a[i] * 3, 63);
    (void)l;
}
