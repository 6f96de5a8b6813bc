// Exercises: HIP __shared__ memory (LDS), __syncthreads, a templated tree reduction unrolled at
// compile time, a lambda, the workgroup id in a 2-D grid.
// Reference: out[gy * gx_count + gx] = wrapping u32 sum of the group's 128 inputs in[(gy * gx_count + gx) * 128 ..][..128], then max of them in out2.
#include "hip.h"

template <unsigned N, typename F> __device__ inline unsigned tree(unsigned *s, unsigned t, F op) {
    for (unsigned k = N / 2; k > 0; k /= 2) {
        if (t < k)
            s[t] = op(s[t], s[t + k]);
        syncthreads();
    }
    return s[0];
}

extern "C" __global__ __attribute__((amdgpu_flat_work_group_size(128, 128))) void
hip_reduce_shared(unsigned *out, unsigned *out2, const unsigned *in, unsigned gx_count) {
    __shared__ unsigned s[128], m[128];
    unsigned t = tid(0), g = bid(1) * gx_count + bid(0);
    s[t] = in[g * 128 + t];
    m[t] = s[t];
    syncthreads();
    unsigned sum = tree<128>(s, t, [](unsigned a, unsigned b) { return a + b; });
    unsigned mx = tree<128>(m, t, [](unsigned a, unsigned b) { return a > b ? a : b; });
    if (t == 0) {
        out[g] = sum;
        out2[g] = mx;
    }
}
