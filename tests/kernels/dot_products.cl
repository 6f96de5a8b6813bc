// arch: gfx950
// Exercises: the gfx950 dot instructions: v_dot2c_f32_f16, v_dot2c_i32_i16, v_dot2_u32_u16, v_dot4c_i32_i8, v_dot4_u32_u8, v_dot8_u32_u4, v_dot8c_i32_i4 (__builtin_amdgcn_*dot*).
// Reference: see run_kernels.rs (each sums lane-wise products of the packed fields onto c, no clamp).
#include "workitem.h"

__kernel void dot_products(__global uint *out, __global const uint *x, __global const uint *y) {
    uint i = get_global_id(0);
    uint u = x[i], v = y[i], c = x[i ^ 1];
    out[7 * i] = as_uint(__builtin_amdgcn_fdot2(as_half2((u & 0x03000300) | 0x3c003c00), as_half2((v & 0x03000300) | 0x3c003c00), 0.5f, false));
    out[7 * i + 1] = (uint)__builtin_amdgcn_sdot2(as_short2(u), as_short2(v), (int)c, false);
    out[7 * i + 2] = __builtin_amdgcn_udot2(as_ushort2(u), as_ushort2(v), c, false);
    out[7 * i + 3] = (uint)__builtin_amdgcn_sdot4((int)u, (int)v, (int)c, false);
    out[7 * i + 4] = __builtin_amdgcn_udot4(u, v, c, false);
    out[7 * i + 5] = __builtin_amdgcn_udot8(u, v, c, false);
    out[7 * i + 6] = (uint)__builtin_amdgcn_sdot8((int)u, (int)v, (int)c, false);
}
