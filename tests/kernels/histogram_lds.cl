// Exercises: LDS atomics (ds_add_u32, ds_max_u32) from a 256-work-item group, LDS initialisation and
// read-out by a subset of lanes, barriers between the phases.
// Reference (V = in[256g .. 256g + 256]): bins[17g + b] = #{v in V: v % 16 == b} for b < 16, bins[17g + 16] = max(V).
#include "workitem.h"

#define GROUP 256
#define NBINS 16

__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void histogram_lds(__global uint *bins, __global const uint *in) {
    __local uint h[NBINS + 1];
    uint l = get_local_id(0);
    if (l <= NBINS)
        h[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = in[get_global_id(0)];
    atomic_inc(&h[v % NBINS]);
    atomic_max(&h[NBINS], v);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l <= NBINS)
        bins[get_group_id(0) * (NBINS + 1) + l] = h[l];
}
