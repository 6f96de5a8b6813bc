// Exercises: contended 32-bit global atomics without return on 9 shared slots (LLVM's atomic optimizer: a scalar reduction over the active lanes, one lane's atomic).
// Reference: mem[s] = fold of op s over all a[i] (add, sub, and, or, xor, smin, smax, umin, umax), starting from mem[s].
#include "workitem.h"

#define RLX __ATOMIC_RELAXED
#define SC __MEMORY_SCOPE_DEVICE
#define Q __global

__kernel void atomic_global_shared(__global uint *mem, __global const uint *a) {
    uint i = get_global_id(0), v = a[i];
    __global uint *p = mem;
    __scoped_atomic_fetch_add(&p[0], v, RLX, SC);
    __scoped_atomic_fetch_sub(&p[1], v, RLX, SC);
    __scoped_atomic_fetch_and(&p[2], v, RLX, SC);
    __scoped_atomic_fetch_or(&p[3], v, RLX, SC);
    __scoped_atomic_fetch_xor(&p[4], v, RLX, SC);
    __scoped_atomic_fetch_min((Q int *)&p[5], (int)v, RLX, SC);
    __scoped_atomic_fetch_max((Q int *)&p[6], (int)v, RLX, SC);
    __scoped_atomic_fetch_min(&p[7], v, RLX, SC);
    __scoped_atomic_fetch_max(&p[8], v, RLX, SC);
}
