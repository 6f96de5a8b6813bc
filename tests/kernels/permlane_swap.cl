// arch: gfx950
// Exercises: v_permlane16_swap_b32 and v_permlane32_swap_b32 (gfx950).
// Reference: see run_kernels.rs: 32-swap exchanges the upper half of x with the lower half of y; 16-swap the odd rows of x with the even rows of y.
#include "workitem.h"

__kernel void permlane_swap(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    uint x = a[i], y = a[i ^ 64];
    uint2 s = __builtin_amdgcn_permlane32_swap(x, y, false, false);
    uint2 t = __builtin_amdgcn_permlane16_swap(x, y, false, false);
    out[4 * i] = s.x;
    out[4 * i + 1] = s.y;
    out[4 * i + 2] = t.x;
    out[4 * i + 3] = t.y;
    (void)l;
}
