//! Helpers shared by the gcn integration tests (each test binary uses some of them).
#![allow(dead_code)]

pub mod lanes;
pub mod rng;
pub mod run;

use lanescope_gcn::Arch;

/// The source of a kernel `k` whose code is `body`, with the descriptor fields `fields`
/// and `meta` (e.g. an `.amdgpu_metadata` block) after the descriptor.
pub fn kernel(arch: Arch, body: &str, fields: &str, meta: &str) -> String {
    let accum = if arch.has_unified_vgpr_file() {
        "\t.amdhsa_accum_offset 4\n"
    } else {
        ""
    };
    format!(
        ".amdgcn_target \"amdgcn-amd-amdhsa--{a}\"\n.amdhsa_code_object_version 6\n.text\n.globl k\n.p2align 8\n.type k,@function\nk:\n{body}\n.rodata\n.p2align 6\n.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 8\n\t.amdhsa_next_free_sgpr 24\n{accum}{fields}.end_amdhsa_kernel\n{meta}",
        a = arch.name()
    )
}

/// The GFX9-family targets, whose shared syntax (`global_*`, carry-less `v_add_u32`, SDWA
/// with scalar sources) the tests written for them use; the older targets have their own
/// tests.
pub const GFX9: [Arch; 2] = [Arch::Gfx900, Arch::Gfx950];
