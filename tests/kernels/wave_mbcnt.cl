// Exercises: v_mbcnt_lo/hi_u32_b32 with a ballot mask (the rank of a lane among the set lanes).
// Reference: out[i] = number of lanes j < lane(i) of i's wave with a[j] odd, plus 100 * (a[i] & 1).
#include "workitem.h"

__kernel void wave_mbcnt(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    ulong m = __builtin_amdgcn_ballot_w64(a[i] & 1);
    out[i] = __builtin_amdgcn_mbcnt_hi((uint)(m >> 32), __builtin_amdgcn_mbcnt_lo((uint)m, 0u)) + 100 * (a[i] & 1);
    (void)l;
}
