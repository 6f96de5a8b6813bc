// Exercises: global atomics without return (global_atomic_add, global_atomic_umax), relaxed and
// device scope, from many lanes hitting the same addresses.
// Reference: for i < n: bins[key[i] % 64] += weight[i] (wrapping u32), top[0] = max(top[0], key[i]).
#include "workitem.h"

__kernel void histogram_global(__global uint *bins, __global uint *top, __global const uint *key,
                               __global const uint *weight, uint n) {
    size_t i = get_global_id(0);
    if (i < n) {
        uint k = key[i];
        atomic_add(&bins[k % 64], weight[i]);
        atomic_max(top, k);
    }
}
