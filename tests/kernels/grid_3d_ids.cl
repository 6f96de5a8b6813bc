// Exercises: a 3-D grid of 3-D work-groups: all three workitem ids (packed in v0 on gfx950), workgroup ids and group sizes x, y, z.
// Reference: for the item (x, y, z) of group (gx, gy, gz): out[2p] = x | y << 8 | z << 16, out[2p+1] = gx | gy << 8 | gz << 16 | lx << 24 (lx = local x), p = (z * Y + y) * X + x for the grid X x Y x Z.
#include "workitem.h"

__kernel void grid_3d_ids(__global uint *out) {
    uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    uint X = 8, Y = 6;
    uint p = (z * Y + y) * X + x;
    out[2 * p] = x | y << 8 | z << 16;
    out[2 * p + 1] = get_group_id(0) | get_group_id(1) << 8 | get_group_id(2) << 16 | get_local_id(0) << 24;
}
