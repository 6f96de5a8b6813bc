// Exercises: a private (per-lane) array indexed at run time, which clang keeps in scratch memory:
// buffer_store_dword/buffer_load_dword on the private segment buffer s[0:3] (offen) on gfx900,
// scratch_store/scratch_load on gfx950; a loop with a uniform trip count.
// Reference (g = global id, a[j] = in[64g + j] * j for j < 64): a[idx[g + k] & 63] += 1 for k < n in order; out[g] = a[idx[g] & 63] + a[(idx[g] + 7) & 63].
#include "workitem.h"

__kernel void private_array(__global float *out, __global const float *in, __global const int *idx, int n) {
    float a[64];
    int g = get_global_id(0);
    for (int j = 0; j < 64; j++)
        a[j] = in[g * 64 + j] * (float)j;
    for (int k = 0; k < n; k++)
        a[idx[g + k] & 63] += 1.0f;
    out[g] = a[idx[g] & 63] + a[(idx[g] + 7) & 63];
}
