// Exercises: contended 32-bit LDS atomics without return on 9 shared slots per group (ds_add_u32 … ds_max_u32 after the atomic optimizer), barriers.
// Reference: out[9g + s] = fold of op s over the group's a[i], starting from init[s].
#include "workitem.h"

#define RLX __ATOMIC_RELAXED
#define SC __MEMORY_SCOPE_WRKGRP
#define Q __local

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void atomic_lds_shared(__global uint *out, __global const uint *init, __global const uint *a) {
    __local uint p[9];
    uint i = get_global_id(0), t = get_local_id(0), v = a[i];
    if (t < 9)
        p[t] = init[t];
    barrier(CLK_LOCAL_MEM_FENCE);
    __scoped_atomic_fetch_add(&p[0], v, RLX, SC);
    __scoped_atomic_fetch_sub(&p[1], v, RLX, SC);
    __scoped_atomic_fetch_and(&p[2], v, RLX, SC);
    __scoped_atomic_fetch_or(&p[3], v, RLX, SC);
    __scoped_atomic_fetch_xor(&p[4], v, RLX, SC);
    __scoped_atomic_fetch_min((Q int *)&p[5], (int)v, RLX, SC);
    __scoped_atomic_fetch_max((Q int *)&p[6], (int)v, RLX, SC);
    __scoped_atomic_fetch_min(&p[7], v, RLX, SC);
    __scoped_atomic_fetch_max(&p[8], v, RLX, SC);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 9)
        out[9 * get_group_id(0) + t] = p[t];
}
