// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_mov_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: DPP quad_perm:[3,2,1,0] and quad_perm:[1,1,2,0] (v_mov_b32_dpp).
// Reference: out[2i] = a[w + (L ^ 3)]; out[2i+1] = a[w + (L & ~3) + [1,1,2,0][L % 4]], L = lane, w = wave start.
#include "workitem.h"

__kernel void dpp_quad_perm(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[2 * i] = __builtin_amdgcn_mov_dpp(a[i], 0x1b, 0xf, 0xf, false);
    out[2 * i + 1] = __builtin_amdgcn_mov_dpp(a[i], 0x25, 0xf, 0xf, false);
    (void)l;
}
