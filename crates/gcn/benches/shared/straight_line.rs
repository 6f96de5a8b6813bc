//! The straight-line program of both throughput benchmarks: the criterion bench assembles and
//! decodes it (`crates/gcn/benches/throughput.rs`), `lanescope-bench` executes it
//! (`crates/bench`). Included by path (`#[path]`) so neither crate depends on the other.

/// `body` instructions of a VALU multiply-add chain (`v_fma_f32`, `v_add_f32`, `v_mul_f32`,
/// `v_add_u32` in turn) after `s_mov_b64 exec, -1`, then `s_endpgm`: `body + 2` instructions.
pub fn straight_line(body: usize) -> String {
    const LINES: [&str; 4] = [
        "v_fma_f32 v1, v1, v2, v3",
        "v_add_f32 v2, v2, v1",
        "v_mul_f32 v3, v3, 0.5",
        "v_add_u32 v4, v4, v0",
    ];
    let mut s = String::with_capacity(body * 26 + 40);
    s.push_str("s_mov_b64 exec, -1\n");
    for line in LINES.iter().cycle().take(body) {
        s.push_str(line);
        s.push('\n');
    }
    s.push_str("s_endpgm\n");
    s
}
