// Exercises: integer division and remainder expansions (no hardware divide): u32 and i32 by a
// per-lane divisor, u32 by a uniform (kernel argument) divisor.
// Reference (a = x[i], b = y[i] != 0, d != 0): out[5i..] = [a / b, a % b as u32; a / b, a % b as i32 (no MIN / -1); a / d].
#include "workitem.h"

__kernel void divmod(__global uint *out, __global const uint *x, __global const uint *y, uint d) {
    size_t i = get_global_id(0);
    uint a = x[i];
    uint b = y[i];
    out[5 * i + 0] = a / b;
    out[5 * i + 1] = a % b;
    out[5 * i + 2] = (uint)((int)a / (int)b);
    out[5 * i + 3] = (uint)((int)a % (int)b);
    out[5 * i + 4] = a / d;
}
