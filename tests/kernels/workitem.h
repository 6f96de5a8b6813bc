// Work-item, synchronisation and atomic functions for the test kernels.
//
// The kernels are compiled with -nogpulib: no ROCm device library is linked, so the OpenCL
// built-ins that library implements (get_global_id, barrier, atomic_add, ...) would be left as
// unresolved calls. This header defines the few the kernels use from clang's amdgcn builtins,
// following the device library's definitions, and maps the OpenCL names onto them:
//
//   get_local_id(d)   workitem id (v0, v1, v2 at entry; all three packed into v0 on gfx950)
//   get_group_id(d)   workgroup id (system SGPRs after the user SGPRs)
//   get_local_size(d) hidden_group_size_d: u16 at byte 12 + 2d of the implicit arguments, which
//                     follow the explicit kernel arguments (a constant under reqd_work_group_size)
//   get_global_id(d)  get_group_id(d) * get_local_size(d) + get_local_id(d), computed in 32 bits
//                     as the device library does, with a zero global offset (uniform work-groups)
//   lane_id()         the lane within the 64-wide wave (v_mbcnt_lo/hi of all ones)
//   barrier(f)        workgroup-scope release fence, s_barrier, acquire fence (f names the
//                     address spaces fenced, as in OpenCL)
//   atomic_add/inc/max  relaxed read-modify-write, device scope on __global, workgroup scope on
//                     __local, result unused by the kernels (OpenCL 1.x names)
#ifndef LANESCOPE_WORKITEM_H
#define LANESCOPE_WORKITEM_H

#define LS_INLINE static inline __attribute__((always_inline, overloadable))

LS_INLINE uint ls_local_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x()
         : d == 1 ? __builtin_amdgcn_workitem_id_y()
         : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}

LS_INLINE uint ls_group_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x()
         : d == 1 ? __builtin_amdgcn_workgroup_id_y()
         : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}

LS_INLINE uint ls_local_size(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_size_x()
         : d == 1 ? __builtin_amdgcn_workgroup_size_y()
         : d == 2 ? __builtin_amdgcn_workgroup_size_z() : 1;
}

LS_INLINE size_t ls_global_id(uint d) {
    return ls_group_id(d) * ls_local_size(d) + ls_local_id(d);
}

LS_INLINE uint lane_id(void) {
    return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

LS_INLINE void ls_barrier(cl_mem_fence_flags flags) {
    if (flags & CLK_GLOBAL_MEM_FENCE) {
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
        __builtin_amdgcn_s_barrier();
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    } else if (flags & CLK_LOCAL_MEM_FENCE) {
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
        __builtin_amdgcn_s_barrier();
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
    } else {
        __builtin_amdgcn_s_barrier();
    }
}

#define LS_ATOMIC(name, op, T)                                                                   \
    LS_INLINE T name(__global T *p, T v) {                                                      \
        return __scoped_atomic_fetch_##op(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);       \
    }                                                                                            \
    LS_INLINE T name(__local T *p, T v) {                                                       \
        return __scoped_atomic_fetch_##op(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);       \
    }
LS_ATOMIC(ls_atomic_add, add, int)
LS_ATOMIC(ls_atomic_add, add, uint)
LS_ATOMIC(ls_atomic_max, max, int)
LS_ATOMIC(ls_atomic_max, max, uint)
#undef LS_ATOMIC

LS_INLINE int ls_atomic_inc(__global int *p) { return ls_atomic_add(p, 1); }
LS_INLINE uint ls_atomic_inc(__global uint *p) { return ls_atomic_add(p, 1u); }
LS_INLINE int ls_atomic_inc(__local int *p) { return ls_atomic_add(p, 1); }
LS_INLINE uint ls_atomic_inc(__local uint *p) { return ls_atomic_add(p, 1u); }

#define get_local_id(d) ls_local_id(d)
#define get_group_id(d) ls_group_id(d)
#define get_local_size(d) ls_local_size(d)
#define get_global_id(d) ls_global_id(d)
#define barrier(f) ls_barrier(f)
#define atomic_add(p, v) ls_atomic_add(p, v)
#define atomic_inc(p) ls_atomic_inc(p)
#define atomic_max(p, v) ls_atomic_max(p, v)

#endif
