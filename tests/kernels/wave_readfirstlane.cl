// Exercises: v_readfirstlane_b32 (lane 0 of a full wave), SGPR operand in VALU.
// Reference: out[i] = a[w] ^ a[i], w = the first index of i's wave.
#include "workitem.h"

__kernel void wave_readfirstlane(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[i] = __builtin_amdgcn_readfirstlane(a[i]) ^ a[i];
    (void)l;
}
