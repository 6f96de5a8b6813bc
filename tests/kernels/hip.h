// What the HIP kernels need from the HIP headers, spelled with clang attributes and builtins
// (they are compiled with -nogpuinc -nogpulib: no HIP headers, no device library).
#ifndef LANESCOPE_HIP_H
#define LANESCOPE_HIP_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

// threadIdx, blockIdx and blockDim as functions of a dimension.
static __device__ inline unsigned tid(int d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z();
}
static __device__ inline unsigned bid(int d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y() : __builtin_amdgcn_workgroup_id_z();
}
static __device__ inline unsigned bdim(int d) {
    return d == 0 ? __builtin_amdgcn_workgroup_size_x() : d == 1 ? __builtin_amdgcn_workgroup_size_y() : __builtin_amdgcn_workgroup_size_z();
}

// __syncthreads(): workgroup release fence, s_barrier, acquire fence.
static __device__ inline void syncthreads() {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#endif
