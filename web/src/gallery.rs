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
pub const EXAMPLES: [Example; 5] = [
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
        id: "swizzle_butterfly",
        title: "ds_swizzle butterfly sum (gfx900)",
        toml: include_str!("../gallery/swizzle_butterfly.toml"),
    },
    Example {
        id: "divergent_loop",
        title: "divergent loop (gfx900)",
        toml: include_str!("../gallery/divergent_loop.toml"),
    },
];

/// The example with id `id`.
pub fn find(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}
