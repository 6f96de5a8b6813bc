// Exercises: f32 and f64 atomic add on global and LDS memory (global_atomic_add_f32/f64 on gfx950, compare-and-swap loops on gfx900), f32 atomic min/max, with and without a returned value.
// Reference: small integers, so every sum is exact and order-independent: g[0] += all x, g[1] = min, g[2] = max; d[0] += all x (f64); old[i] = own slot o[i] before += 0.5; per group the LDS sum in g[3 + group].
#include "workitem.h"

#define RLX __ATOMIC_RELAXED

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void atomic_fp(__global float *g, __global double *d, __global float *o, __global float *old, __global const float *x) {
    __local float s;
    uint i = get_global_id(0), t = get_local_id(0);
    float v = x[i];
    if (t == 0)
        s = 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    __scoped_atomic_fetch_add(&g[0], v, RLX, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_min(&g[1], v, RLX, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_max(&g[2], v, RLX, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_add(&d[0], (double)v, RLX, __MEMORY_SCOPE_DEVICE);
    old[i] = __scoped_atomic_fetch_add(&o[i], 0.5f, RLX, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_add(&s, v, RLX, __MEMORY_SCOPE_WRKGRP);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0)
        g[3 + get_group_id(0)] = s;
}
