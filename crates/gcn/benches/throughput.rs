//! Throughput of the assembler, the decoder and the executor (`cargo xtask bench`).
//!
//! Numbers are per instruction (assembler, decoder) and per wave-instruction (executor: one
//! instruction executed for a whole wave64).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, Program};
use lanescope_isa::Machine;

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

/// Straight-line VALU code that loops `iterations` times over `body` instructions.
fn valu_loop(body: usize) -> String {
    let mut s = String::from("s_mov_b64 exec, -1\n");
    for i in 0..body {
        s.push_str(match i % 4 {
            0 => "v_fma_f32 v1, v1, v2, v3\n",
            1 => "v_add_f32 v2, v2, v1\n",
            2 => "v_mul_f32 v3, v3, 0.5\n",
            _ => "v_add_u32 v4, v4, v0\n",
        });
    }
    s.push_str("s_endpgm\n");
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
    let body = 1000;
    let prog = assemble(Arch::Gfx950, &valu_loop(body)).unwrap();
    g.throughput(Throughput::Elements(body as u64 + 2));
    g.bench_function("execute VALU (wave-instructions)", |b| {
        let mut m = GcnMachine::bare(prog.clone());
        b.iter(|| {
            m.reset();
            black_box(m.run(u64::MAX))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
