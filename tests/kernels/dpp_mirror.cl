// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_mov_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: DPP row_mirror and row_half_mirror.
// Reference: out[2i] = a[i - r + 15 - r] (r = L % 16); out[2i+1] = a[i - h + 7 - h] (h = L % 8).
#include "workitem.h"

__kernel void dpp_mirror(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[2 * i] = __builtin_amdgcn_mov_dpp(a[i], 0x140, 0xf, 0xf, false);
    out[2 * i + 1] = __builtin_amdgcn_mov_dpp(a[i], 0x141, 0xf, 0xf, false);
    (void)l;
}
