// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_update_dpp' needs target feature dpp"; DPP is GCN 1.2+, seed 002)
// Exercises: DPP row_mask / bank_mask disabling rows and banks (the old value stays there).
// Reference: out[i] = (row L/16 in {0,2}) and (bank (L%16)/4 in {0,3}) ? a[i ^ 1] : 11.
#include "workitem.h"

__kernel void dpp_row_mask(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    out[i] = __builtin_amdgcn_update_dpp(11u, a[i], 0xb1, 0x5, 0x9, false);
    (void)l;
}
