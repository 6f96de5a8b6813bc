// Exercises: a 2D grid: get_global_id(0) (columns) and get_global_id(1) (rows) from workitem and
// workgroup ids x and y and the group size, a two-condition bounds check for edge groups.
// Reference: for y < rows, x < cols: out[x * rows + y] = in[y * cols + x].
#include "workitem.h"

__kernel void transpose_2d(__global float *out, __global const float *in, uint cols, uint rows) {
    uint x = get_global_id(0);
    uint y = get_global_id(1);
    if (x < cols && y < rows)
        out[x * rows + y] = in[y * cols + x];
}
