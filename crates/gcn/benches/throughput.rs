//! Throughput of the assembler and the decoder (`cargo xtask bench`), per instruction, on the
//! straight-line program `lanescope-bench` (crates/bench) executes natively and in wasm.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, Program};

#[path = "shared/straight_line.rs"]
mod straight_line;

fn bench(c: &mut Criterion) {
    let n = 10_000;
    let src = straight_line::straight_line(n);
    let mut g = c.benchmark_group("gfx950");
    g.throughput(Throughput::Elements(n as u64 + 2));
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
