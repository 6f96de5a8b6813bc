//! Throughput of the assembler and the decoder (`cargo xtask bench`), per instruction. The
//! executor's throughput is measured by `lanescope-bench` (crates/bench), natively and in wasm.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, Program};

/// A realistic mix of the instructions the table has, `n` lines.
fn source(n: usize) -> String {
    const LINES: &[&str] = &[
        "v_add_f32 v1, v2, v3",
        "v_fma_f32 v4, -v1, |v2|, 0.5 clamp",
        "v_mul_f32_e64 v5, s4, v1 mul:2",
        "v_add_u32 v6, 0x1234, v0",
        "v_cmp_gt_f32 vcc, v1, v2",
        "v_cmp_gt_u32_e64 s[6:7], v0, 31",
        "s_add_u32 s8, s9, 1000",
        "s_mov_b64 s[10:11], exec",
        "v_cvt_f32_u32 v7, v0",
        "v_mov_b32 v8, 1.5",
    ];
    let mut s = String::with_capacity(n * 28);
    for i in 0..n {
        s.push_str(LINES[i % LINES.len()]);
        s.push('\n');
    }
    s
}

fn bench(c: &mut Criterion) {
    let n = 10_000;
    let src = source(n);
    let mut g = c.benchmark_group("gfx950");
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function("assemble (instructions)", |b| {
        b.iter(|| assemble(Arch::Gfx950, black_box(&src)).unwrap())
    });
    let words = assemble(Arch::Gfx950, &src).unwrap().words().unwrap();
    g.bench_function("decode (instructions)", |b| {
        b.iter(|| Program::from_words(Arch::Gfx950, black_box(&words)).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
