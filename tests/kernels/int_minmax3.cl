// Exercises: v_min3/v_max3/v_med3 (u32 and i32) formed from min/max chains, v_add3_u32, v_lshl_add_u32.
// Reference: out[7i..] = (umin3, umax3, smin3, smax3, umed3, x + y + z, (x << 3) + y) of x = a[i], y = a[i^1], z = a[i^2].
#include "workitem.h"

__kernel void int_minmax3(__global uint *out, __global const uint *a) {
    uint i = get_global_id(0), l = lane_id();
    uint x = a[i], y = a[i ^ 1], z = a[i ^ 2];
    int sx = (int)x, sy = (int)y, sz = (int)z;
    out[7 * i] = __builtin_elementwise_min(__builtin_elementwise_min(x, y), z);
    out[7 * i + 1] = __builtin_elementwise_max(__builtin_elementwise_max(x, y), z);
    out[7 * i + 2] = (uint)__builtin_elementwise_min(__builtin_elementwise_min(sx, sy), sz);
    out[7 * i + 3] = (uint)__builtin_elementwise_max(__builtin_elementwise_max(sx, sy), sz);
    out[7 * i + 4] = __builtin_elementwise_max(__builtin_elementwise_min(x, y), __builtin_elementwise_min(__builtin_elementwise_max(x, y), z));
    out[7 * i + 5] = x + y + z;
    out[7 * i + 6] = (x << 3) + y;
    (void)l;
}
