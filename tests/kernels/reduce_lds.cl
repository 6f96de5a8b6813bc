// Exercises: LDS tree reduction in a 256-work-item group (four waves), s_barrier between the LDS
// writes and reads of different waves, whole waves skipping steps (EXEC = 0) as the tree narrows.
// Reference: sums[g] = wrapping u32 sum of in[256g .. 256g + 256], for every group g.
#include "workitem.h"

#define GROUP 256

__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce_lds(__global uint *sums, __global const uint *in) {
    __local uint part[GROUP];
    uint l = get_local_id(0);
    part[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 1
    for (uint s = GROUP / 2; s > 0; s >>= 1) {
        if (l < s)
            part[l] += part[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        sums[get_group_id(0)] = part[0];
}
