// Exercises: a long kernel-argument list (20 explicit arguments of 1, 2, 4 and 8 bytes, at their natural alignments; s_load_dwordx8/x4 of the kernarg segment).
// Reference: out[i] = x[i] * m0 + (c0 + c1 + c2 + c3) + (s0 + s1) + (b0 + b1) + (u0 ^ u1) + (uint)(q0 + q1) + (uint)(f0 + f1) + (uint)(d0 * 2), wrapping (see run_kernels.rs).
#include "workitem.h"

__kernel void kernarg_many(__global uint *out, __global const uint *x, uint m0, uchar b0, uint c0, ushort s0, uint c1, uchar b1, ulong q0, uint c2,
                           ushort s1, uint c3, float f0, ulong q1, uint u0, float f1, uint u1, double d0, uint n) {
    uint i = get_global_id(0);
    if (i < n)
        out[i] = x[i] * m0 + (c0 + c1 + c2 + c3) + (uint)(s0 + s1) + (uint)(b0 + b1) + (u0 ^ u1) + (uint)(q0 + q1) + (uint)(f0 + f1) + (uint)(d0 * 2.0);
}
