// arch: gfx700 gfx803 gfx900 gfx950
// (not gfx600: clang-22 writes `.amdhsa_next_free_sgpr 102`, which llvm-mc-22 -mcpu=gfx600 rejects: "value out of range")
// Exercises: every 64-bit LDS atomic with a returned value (ds_*_rtn_u64, ds_cmpst_rtn_b64), each lane on its own slots.
// Reference: as atomic_global_u64, on LDS.
#include "workitem.h"

#define RLX __ATOMIC_RELAXED

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void atomic_lds_u64(__global ulong *out, __global ulong *mem, __global const ulong *a) {
    __local ulong lds[11 * 64];
    uint i = get_global_id(0), t = get_local_id(0);
    ulong v = a[i];
    for (int k = 0; k < 11; k++)
        lds[11 * t + k] = mem[11 * i + k];
    __local ulong *p = lds + 11 * t;
    __global ulong *r = out + 11 * i;
    ulong p0 = p[10];
    r[0] = __scoped_atomic_fetch_add(&p[0], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[1] = __scoped_atomic_fetch_sub(&p[1], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[2] = __scoped_atomic_fetch_and(&p[2], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[3] = __scoped_atomic_fetch_or(&p[3], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[4] = __scoped_atomic_fetch_xor(&p[4], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[5] = (ulong)__scoped_atomic_fetch_min((__local long *)&p[5], (long)v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[6] = (ulong)__scoped_atomic_fetch_max((__local long *)&p[6], (long)v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[7] = __scoped_atomic_fetch_min(&p[7], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[8] = __scoped_atomic_fetch_max(&p[8], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[9] = __scoped_atomic_exchange_n(&p[9], v, RLX, __MEMORY_SCOPE_WRKGRP);
    ulong e = (i & 1) ? p0 : ~p0;
    __scoped_atomic_compare_exchange_n(&p[10], &e, v, false, RLX, RLX, __MEMORY_SCOPE_WRKGRP);
    r[10] = e;
    for (int k = 0; k < 11; k++)
        mem[11 * i + k] = lds[11 * t + k];
}
