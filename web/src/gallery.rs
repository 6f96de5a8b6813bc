//! The example gallery: runnable snippets (TOML with `arch` and `source`) built into the app.

/// One example: id (the `<option>` value), menu title and snippet TOML.
pub struct Example {
    /// Stable id.
    pub id: &'static str,
    /// Menu text.
    pub title: &'static str,
    /// The snippet document.
    pub toml: &'static str,
}

/// Every example, in menu order.
pub const EXAMPLES: [Example; 23] = [
    Example {
        id: "saxpy",
        title: "saxpy with a bounds check (gfx950 kernel)",
        toml: include_str!("../gallery/saxpy.toml"),
    },
    Example {
        id: "reduce_lds",
        title: "LDS reduction with barriers (gfx950 kernel)",
        toml: include_str!("../gallery/reduce_lds.toml"),
    },
    Example {
        id: "scan_dpp",
        title: "DPP inclusive scan (gfx900)",
        toml: include_str!("../gallery/scan_dpp.toml"),
    },
    Example {
        id: "saxpy_gfx803",
        title: "saxpy through FLAT, v_mac_f32 (gfx803 kernel)",
        toml: include_str!("../gallery/saxpy_gfx803.toml"),
    },
    Example {
        id: "reduce_lds_gfx803",
        title: "LDS reduction with M0 = -1 (gfx803 kernel)",
        toml: include_str!("../gallery/reduce_lds_gfx803.toml"),
    },
    Example {
        id: "scan_dpp_gfx803",
        title: "DPP inclusive scan, row_shr and row_bcast (gfx803)",
        toml: include_str!("../gallery/scan_dpp_gfx803.toml"),
    },
    Example {
        id: "swizzle_butterfly",
        title: "ds_swizzle butterfly sum (gfx900)",
        toml: include_str!("../gallery/swizzle_butterfly.toml"),
    },
    Example {
        id: "divergent_loop",
        title: "divergent loop (gfx900)",
        toml: include_str!("../gallery/divergent_loop.toml"),
    },
    Example {
        id: "lds_banks",
        title: "LDS bank conflicts, strides 1, 32, 64 (gfx950)",
        toml: include_str!("../gallery/lds_banks.toml"),
    },
    Example {
        id: "mfma_f16_gemm",
        title: "f16 GEMM tile, v_mfma_f32_32x32x8_f16 (gfx950)",
        toml: include_str!("../gallery/mfma_f16_gemm.toml"),
    },
    Example {
        id: "mfma_scale_fp8",
        title: "block-scaled FP8, v_mfma_scale_f32_16x16x128_f8f6f4 (gfx950)",
        toml: include_str!("../gallery/mfma_scale_fp8.toml"),
    },
    Example {
        id: "smfmac_sparse",
        title: "2:4 sparse, v_smfmac_f32_16x16x64_f16 (gfx950)",
        toml: include_str!("../gallery/smfmac_sparse.toml"),
    },
    Example {
        id: "mfma_broadcast",
        title: "4x4x4_16B broadcast with CBSZ/ABID (gfx950)",
        toml: include_str!("../gallery/mfma_broadcast.toml"),
    },
    Example {
        id: "mfma_agpr_acc",
        title: "AGPR accumulation over K steps (gfx950)",
        toml: include_str!("../gallery/mfma_agpr_acc.toml"),
    },
    Example {
        id: R700_DEFAULT,
        title: "gradient pixel shader (rv770, R700 VLIW5)",
        toml: include_str!("../gallery/r700_gradient.toml"),
    },
    Example {
        id: "r700_gradient64",
        title: "gradient on an 8×8 tile, framebuffer (rv770)",
        toml: include_str!("../gallery/r700_gradient64.toml"),
    },
    Example {
        id: "r700_dot4_vertex",
        title: "vertex transform with DOT4 (rv770)",
        toml: include_str!("../gallery/r700_dot4_vertex.toml"),
    },
    Example {
        id: "r700_loop_break",
        title: "loop with LOOP_BREAK, lanes leaving apart (rv770)",
        toml: include_str!("../gallery/r700_loop_break.toml"),
    },
    Example {
        id: "r700_pred_set",
        title: "if/else by PRED_SET predication (rv770)",
        toml: include_str!("../gallery/r700_pred_set.toml"),
    },
    Example {
        id: "r700_kcache",
        title: "kcache constants from two buffers (rv770)",
        toml: include_str!("../gallery/r700_kcache.toml"),
    },
    Example {
        id: "r700_compute",
        title: "compute kernel with MEM_EXPORT (rv770)",
        toml: include_str!("../gallery/r700_compute.toml"),
    },
    Example {
        id: "r700_lds",
        title: "compute kernel swapping data through the LDS (rv770)",
        toml: include_str!("../gallery/r700_lds.toml"),
    },
    Example {
        id: "r700_loop_continue",
        title: "loop with LOOP_CONTINUE and LOOP_BREAK (rv770)",
        toml: include_str!("../gallery/r700_loop_continue.toml"),
    },
];

/// The examples whose registers hold floats: they open in the f32 view.
pub const FLOAT_VIEW: [&str; 6] = [
    "saxpy",
    "saxpy_gfx803",
    "mfma_f16_gemm",
    "mfma_scale_fp8",
    "smfmac_sparse",
    "mfma_agpr_acc",
];

/// The value format buffer `id` (an example, or `""` for my code) opens in: f32 for a float
/// example, else the format the user picked last.
pub fn view_format(id: &str) -> lanescope::ValueFormat {
    if FLOAT_VIEW.contains(&id) {
        lanescope::ValueFormat::F32
    } else {
        crate::persist::saved_format()
    }
}

/// The example the app opens when the R700 target is picked from a GCN one.
pub const R700_DEFAULT: &str = "r700_gradient";

/// The example with id `id`.
pub fn find(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}

/// Example `id`'s target, source and launch & data text (its own text after the source,
/// comments and layout kept), if `id` is an example.
pub fn text(id: &str) -> Option<crate::persist::Text> {
    let toml = find(id)?.toml;
    let snippet = lanescope::Snippet::from_toml(toml).ok()?;
    let target = snippet.target().ok()?;
    let data = toml.split_once("\n'''\n").map_or_else(
        || crate::persist::data_of(&snippet),
        |(_, rest)| rest.trim().to_string(),
    );
    Some((target, snippet.source, data))
}
