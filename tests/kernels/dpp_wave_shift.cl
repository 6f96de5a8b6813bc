// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_update_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: GFX9 whole-wave DPP wave_shl:1, wave_shr:1, wave_rol:1, wave_ror:1 (old value 5).
// Reference: out[4i..] = (L < 63 ? a[i+1] : 5, L > 0 ? a[i-1] : 5, a[w + (L+1)%64], a[w + (L+63)%64]).
#include "workitem.h"

__kernel void dpp_wave_shift(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[4 * i] = __builtin_amdgcn_update_dpp(5u, a[i], 0x130, 0xf, 0xf, false);
    out[4 * i + 1] = __builtin_amdgcn_update_dpp(5u, a[i], 0x138, 0xf, 0xf, false);
    out[4 * i + 2] = __builtin_amdgcn_update_dpp(5u, a[i], 0x134, 0xf, 0xf, false);
    out[4 * i + 3] = __builtin_amdgcn_update_dpp(5u, a[i], 0x13c, 0xf, 0xf, false);
    (void)l;
}
