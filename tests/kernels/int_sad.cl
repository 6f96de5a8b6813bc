// Exercises: v_sad_u8, v_sad_hi_u8, v_sad_u16, v_lerp_u8 (__builtin_amdgcn_sad_*, lerp).
// Reference: see run_kernels.rs (byte/halfword absolute differences summed onto c, wrapping; lerp = per byte (x + y + (c & 1)) >> 1).
#include "workitem.h"

__kernel void int_sad(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    uint x = a[i], y = a[i ^ 1], c = a[i ^ 2];
    out[4 * i] = __builtin_amdgcn_sad_u8(x, y, c);
    out[4 * i + 1] = __builtin_amdgcn_sad_hi_u8(x, y, c);
    out[4 * i + 2] = __builtin_amdgcn_sad_u16(x, y, c);
    out[4 * i + 3] = __builtin_amdgcn_lerp(x, y, c);
    (void)l;
}
