// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_update_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: DPP row_shl:1 and row_shr:3 with an old value (bound_ctrl off), row_ror:4.
// Reference: per 16-lane row, r = L % 16: out[3i] = r < 15 ? a[i+1] : 7; out[3i+1] = r >= 3 ? a[i-3] : 9; out[3i+2] = a[i - r + (r - 4) % 16].
#include "workitem.h"

__kernel void dpp_row_shift(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[3 * i] = __builtin_amdgcn_update_dpp(7u, a[i], 0x101, 0xf, 0xf, false);
    out[3 * i + 1] = __builtin_amdgcn_update_dpp(9u, a[i], 0x113, 0xf, 0xf, false);
    out[3 * i + 2] = __builtin_amdgcn_mov_dpp(a[i], 0x124, 0xf, 0xf, false);
    (void)l;
}
