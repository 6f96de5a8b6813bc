// Exercises: a HIP kernel (-x hip --cuda-device-only), extern "C" name, a by-value 8-byte struct and a
// template instantiated for two element types, HIP's hidden kernel arguments after the explicit ones.
// Reference: y[i] = p.a * x[i] + y[i] + p.b (f32, fused as clang contracts: fma(a, x, y) + b) for i < n; z[i] = x[i] * 3 + i (u32, wrapping).
#include "hip.h"

struct params {
    float a;
    float b;
};

template <typename T> __device__ inline T scale3(T v, unsigned i) { return v * T(3) + T(i); }

extern "C" __global__ void hip_axpy_struct(float *y, const float *x, params p, unsigned *z, unsigned n) {
    unsigned i = bid(0) * bdim(0) + tid(0);
    if (i < n) {
        y[i] = p.a * x[i] + y[i] + p.b;
        z[i] = scale3<unsigned>(static_cast<unsigned>(x[i]), i);
    }
}
