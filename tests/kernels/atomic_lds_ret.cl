// arch: gfx700 gfx803 gfx900 gfx950
// (not gfx600: clang-22 writes `.amdhsa_next_free_sgpr 102`, which llvm-mc-22 -mcpu=gfx600 rejects: "value out of range")
// Exercises: every 32-bit LDS atomic with a returned value (ds_*_rtn_u32, ds_cmpst_rtn_b32 / ds_cmpswap, ds_inc/dec_rtn), each lane on its own slots, copied in and out of LDS.
// Reference: as atomic_global_ret, on LDS (out = old values, mem = final slots).
#include "workitem.h"

#define RLX __ATOMIC_RELAXED

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void atomic_lds_ret(__global uint *out, __global uint *mem, __global const uint *a) {
    __local uint lds[13 * 64];
    uint i = get_global_id(0), t = get_local_id(0), v = a[i];
    for (int k = 0; k < 13; k++)
        lds[13 * t + k] = mem[13 * i + k];
    __local uint *p = lds + 13 * t;
    __global uint *r = out + 13 * i;
    uint p0 = p[10];
    r[0] = __scoped_atomic_fetch_add(&p[0], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[1] = __scoped_atomic_fetch_sub(&p[1], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[2] = __scoped_atomic_fetch_and(&p[2], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[3] = __scoped_atomic_fetch_or(&p[3], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[4] = __scoped_atomic_fetch_xor(&p[4], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[5] = (uint)__scoped_atomic_fetch_min((__local int *)&p[5], (int)v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[6] = (uint)__scoped_atomic_fetch_max((__local int *)&p[6], (int)v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[7] = __scoped_atomic_fetch_min(&p[7], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[8] = __scoped_atomic_fetch_max(&p[8], v, RLX, __MEMORY_SCOPE_WRKGRP);
    r[9] = __scoped_atomic_exchange_n(&p[9], v, RLX, __MEMORY_SCOPE_WRKGRP);
    uint e = (i & 1) ? p0 : ~p0;
    __scoped_atomic_compare_exchange_n(&p[10], &e, v, false, RLX, RLX, __MEMORY_SCOPE_WRKGRP);
    r[10] = e;
    r[11] = __builtin_amdgcn_atomic_inc32((volatile __local uint *)&p[11], v, RLX, "workgroup");
    r[12] = __builtin_amdgcn_atomic_dec32((volatile __local uint *)&p[12], v, RLX, "workgroup");
    for (int k = 0; k < 13; k++)
        mem[13 * i + k] = lds[13 * t + k];
}
