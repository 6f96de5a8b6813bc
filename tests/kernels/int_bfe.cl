// arch: gfx803 gfx900 gfx950
// (not gfx600/gfx700: clang-22 "'__builtin_amdgcn_perm' needs target feature gfx8-insts"; v_perm_b32 is GCN 1.2+)
// Exercises: __builtin_amdgcn_ubfe/sbfe (v_bfe_u32/i32), alignbit, alignbyte, v_perm_b32 selectors (0..7, 12 = 0x00, 13 = 0xff).
// Reference: see run_kernels.rs (seed 001 V_BFE_U32, V_ALIGNBIT_B32, V_ALIGNBYTE_B32, V_PERM_B32).
#include "workitem.h"

__kernel void int_bfe(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    uint x = a[i], y = a[i ^ 1], o = y & 31, w = (y >> 5) & 31;
    out[6 * i] = __builtin_amdgcn_ubfe(x, o, w);
    out[6 * i + 1] = (uint)__builtin_amdgcn_sbfe((int)x, o, w);
    out[6 * i + 2] = __builtin_amdgcn_alignbit(x, y, y >> 10);
    out[6 * i + 3] = __builtin_amdgcn_alignbyte(x, y, y >> 12);
    out[6 * i + 4] = __builtin_amdgcn_perm(x, y, 0x0c070105);
    out[6 * i + 5] = __builtin_amdgcn_perm(x, y, 0x0d050302);
    (void)l;
}
