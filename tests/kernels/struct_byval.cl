// Exercises: structs passed by value in the kernel arguments (8 bytes each: fields at 0, 2, 3, 4 unpacked by s_bfe/s_lshr/s_and), a 3-field mix with a pointer.
// Reference: out[i] = x[i] * p.scale + p.bias + p.shift_bytes + (uint)(p.f * i) + q.lo - q.hi, with p = {ushort bias; uchar shift_bytes; char neg; float f} (see run_kernels.rs).
#include "workitem.h"

typedef struct {
    ushort bias;
    uchar shift;
    char neg;
    float f;
} params;

typedef struct {
    uint lo;
    uint hi;
} pair;

__kernel void struct_byval(__global int *out, params p, __global const int *x, pair q) {
    uint i = get_global_id(0);
    out[i] = x[i] * p.neg + p.bias + (x[i] >> p.shift) + (int)(p.f * (float)i) + (int)(q.lo - q.hi);
}
