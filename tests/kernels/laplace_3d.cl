// Exercises: a 3D grid (get_global_id(0/1/2); workitem ids x, y, z, packed into v0 on gfx950), a
// 7-point stencil with an interior/boundary branch, i32 arithmetic.
// Reference (p = (z * ny + y) * nx + x): out[p] = in[p] on the boundary, else 6 in[p] - in[p -+ 1] - in[p -+ nx] - in[p -+ nx ny].
#include "workitem.h"

__kernel void laplace_3d(__global int *out, __global const int *in, uint nx, uint ny, uint nz) {
    uint x = get_global_id(0);
    uint y = get_global_id(1);
    uint z = get_global_id(2);
    if (x >= nx || y >= ny || z >= nz)
        return;
    uint sy = nx;
    uint sz = nx * ny;
    uint p = z * sz + y * sy + x;
    int c = in[p];
    if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
        out[p] = c;
        return;
    }
    out[p] = 6 * c - in[p - 1] - in[p + 1] - in[p - sy] - in[p + sy] - in[p - sz] - in[p + sz];
}
