// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_update_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: DPP cross-lane adds for a wave64 inclusive prefix sum: row_shr:1/2/4/8 within rows of
// 16 lanes, then row_bcast:15 and row_bcast:31 (with row masks) to carry across rows.
// Reference: out[i] = wrapping u32 sum of in[64 * (i / 64) ..= i] (a scan per wave; every wave fully active).
#include "workitem.h"

__kernel void scan_dpp(__global uint *out, __global const uint *in) {
    size_t i = get_global_id(0);
    uint x = in[i];
    // update_dpp(old, src, dpp_ctrl, row_mask, bank_mask, bound_ctrl): lanes whose source is
    // invalid or whose row is masked off get `old` = 0, the identity of the sum.
    x += __builtin_amdgcn_update_dpp(0u, x, 0x111, 0xf, 0xf, false); // row_shr:1
    x += __builtin_amdgcn_update_dpp(0u, x, 0x112, 0xf, 0xf, false); // row_shr:2
    x += __builtin_amdgcn_update_dpp(0u, x, 0x114, 0xf, 0xf, false); // row_shr:4
    x += __builtin_amdgcn_update_dpp(0u, x, 0x118, 0xf, 0xf, false); // row_shr:8
    x += __builtin_amdgcn_update_dpp(0u, x, 0x142, 0xa, 0xf, false); // row_bcast:15, rows 1 and 3
    x += __builtin_amdgcn_update_dpp(0u, x, 0x143, 0xc, 0xf, false); // row_bcast:31, rows 2 and 3
    out[i] = x;
}
