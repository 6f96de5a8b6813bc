// Exercises: a loop whose trip count differs per lane (the wave iterates while any lane runs, EXEC
// narrowed to the lanes still in it) around a divergent if/else on the parity of n.
// Reference: steps[i] = min(Collatz steps from start[i] to 1 (n / 2 if even, 3n + 1 wrapping u32 if odd), max_steps).
#include "workitem.h"

__kernel void collatz(__global uint *steps, __global const uint *start, uint max_steps) {
    size_t i = get_global_id(0);
    uint n = start[i];
    uint k = 0;
    while (n != 1 && k < max_steps) {
        if (n & 1)
            n = 3 * n + 1;
        else
            n >>= 1;
        k++;
    }
    steps[i] = k;
}
