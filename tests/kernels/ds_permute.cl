// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "Cannot select: intrinsic %llvm.amdgcn.ds.permute"; ds_permute/ds_bpermute are GCN 1.2+)
// Exercises: ds_permute_b32 (forward permute: lane L sends to lane 5L % 64).
// Reference: out[w + 5L % 64] = a[w + L].
#include "workitem.h"

__kernel void ds_permute(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[i] = __builtin_amdgcn_ds_permute(((l * 5) & 63) << 2, a[i]);
}
