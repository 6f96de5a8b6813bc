// Exercises: __builtin_amdgcn_ballot_w64 (v_cmp to an SGPR pair), the mask stored per lane.
// Reference: out[2i], out[2i+1] = low, high half of the wave's mask of (a[j] & 1) over its 64 lanes j.
#include "workitem.h"

__kernel void wave_ballot(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    ulong m = __builtin_amdgcn_ballot_w64(a[i] & 1);
    out[2 * i] = (uint)m;
    out[2 * i + 1] = (uint)(m >> 32);
    (void)l;
}
