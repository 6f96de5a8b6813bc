// Exercises: every 64-bit global atomic with a returned value (global_atomic_*_x2, cmpswap_x2), each lane on its own slots.
// Reference: per i, with v = a[i]: the old values of add, sub, and, or, xor, smin, smax, umin, umax, xchg, cmpxchg (expected = p[10] when i is odd, ~p[10] when even) on 11 slots of its own, and the final slots (u64).
#include "workitem.h"

#define RLX __ATOMIC_RELAXED

__kernel void atomic_global_u64(__global ulong *out, __global ulong *mem, __global const ulong *a) {
    uint i = get_global_id(0);
    ulong v = a[i];
    __global ulong *p = mem + 11 * i, *r = out + 11 * i;
    ulong p0 = p[10];
    r[0] = __scoped_atomic_fetch_add(&p[0], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[1] = __scoped_atomic_fetch_sub(&p[1], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[2] = __scoped_atomic_fetch_and(&p[2], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[3] = __scoped_atomic_fetch_or(&p[3], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[4] = __scoped_atomic_fetch_xor(&p[4], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[5] = (ulong)__scoped_atomic_fetch_min((__global long *)&p[5], (long)v, RLX, __MEMORY_SCOPE_DEVICE);
    r[6] = (ulong)__scoped_atomic_fetch_max((__global long *)&p[6], (long)v, RLX, __MEMORY_SCOPE_DEVICE);
    r[7] = __scoped_atomic_fetch_min(&p[7], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[8] = __scoped_atomic_fetch_max(&p[8], v, RLX, __MEMORY_SCOPE_DEVICE);
    r[9] = __scoped_atomic_exchange_n(&p[9], v, RLX, __MEMORY_SCOPE_DEVICE);
    ulong e = (i & 1) ? p0 : ~p0;
    __scoped_atomic_compare_exchange_n(&p[10], &e, v, false, RLX, RLX, __MEMORY_SCOPE_DEVICE);
    r[10] = e;
}
