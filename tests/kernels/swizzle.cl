// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "Cannot select: intrinsic %llvm.amdgcn.ds.bpermute"; ds_permute/ds_bpermute are GCN 1.2+)
// Exercises: ds_swizzle_b32 in bitmask and quad-permute modes and ds_bpermute_b32 (cross-lane
// moves through the LDS crossbar, no LDS memory), the lane id from v_mbcnt, a 16-byte store.
// Reference (L = i % 64, w = i - L): out[i] = (x[w + (L ^ 1)], x[w + (L ^ 3)], x[w + (L & 56) + 5], x[w + 63 - L]).
#include "workitem.h"

__kernel void swizzle(__global int4 *out, __global const int *x) {
    size_t i = get_global_id(0);
    int v = x[i];
    int4 r;
    // Bitmask mode (bit 15 clear): and_mask | or_mask << 5 | xor_mask << 10, in groups of 32 lanes.
    r.x = __builtin_amdgcn_ds_swizzle(v, 0x1f | 0 << 5 | 1 << 10); // swap neighbours
    // Quad-permute mode (bit 15 set): lane k of each quad reads lane offset[2k+1:2k].
    r.y = __builtin_amdgcn_ds_swizzle(v, 0x8000 | 3 | 2 << 2 | 1 << 4 | 0 << 6); // reverse quads
    r.z = __builtin_amdgcn_ds_swizzle(v, 0x18 | 5 << 5 | 0 << 10); // broadcast lane 5 of each 8
    // bpermute: each lane reads the lane whose byte address (4 * lane) it passes.
    r.w = __builtin_amdgcn_ds_bpermute((int)(63 - lane_id()) * 4, v); // reverse the wave
    out[i] = r;
}
