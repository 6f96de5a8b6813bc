//! `lanescope-bench`: how many wave-instructions per second the emulator executes, for
//! straight-line VALU code and for a real kernel. `cargo xtask bench` runs it natively and as
//! `wasm32-wasip1` under Node's WASI, so the two figures come from the same code.
//!
//! Each figure is the best of several timed samples (the least disturbed by other processes), each
//! at least 20 ms of repeated runs, so that a browser's 0.1 ms clock does not round it.

use std::time::Instant;

use lanescope::{Snippet, Target};
use lanescope_gcn::exec::Wave;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

/// The real kernel: clang's gfx950 code for `tests/kernels/collatz.cl` (a data-dependent loop
/// with a divergent branch, global loads and stores), over 4096 work-items in 16 workgroups of
/// four waves.
const COLLATZ_SOURCE: &str = include_str!("../../../tests/kernels/gfx950/collatz.s");
const COLLATZ_SNIPPET: &str = r#"
arch = "gfx950"
[launch]
kernel = "collatz"
grid = [4096, 1, 1]
block = [256, 1, 1]
[[buffers]]
name = "steps"
type = "u32"
data = { fill = 0, count = 4096 }
[[buffers]]
name = "start"
type = "u32"
data = { iota = 1, count = 4096 }
[[args]]
buffer = "steps"
[[args]]
buffer = "start"
[[args]]
type = "u32"
value = 1000
"#;

#[path = "../../gcn/benches/shared/straight_line.rs"]
mod straight_line;

/// How long one timed sample lasts at least: the clock of a browser ticks every 0.1 ms, so
/// a sample of a short program holds many runs of it (±0.5 % at worst).
const MIN_SAMPLE_SECS: f64 = 0.02;

/// The best rate of `samples` timed samples of `work` (which returns how many units it did):
/// each sample repeats `work` as often as one run, timed first, fits in [`MIN_SAMPLE_SECS`].
fn best_rate(samples: usize, mut work: impl FnMut() -> Result<u64, String>) -> Result<f64, String> {
    let t = Instant::now();
    work()?;
    let once = t.elapsed().as_secs_f64().max(1e-6);
    let reps = (MIN_SAMPLE_SECS / once).ceil().clamp(1.0, 100_000.0) as usize;
    let mut best = 0f64;
    for _ in 0..samples {
        let t = Instant::now();
        let mut units = 0;
        for _ in 0..reps {
            units += work()?;
        }
        best = best.max(units as f64 / t.elapsed().as_secs_f64().max(1e-9));
    }
    Ok(best)
}

/// Wave-instructions per second of `machine` run from its reset to its end (the best of
/// `samples` samples; a sample's time includes the resets, small beside a run).
fn measure(machine: &mut dyn Machine, samples: usize) -> Result<f64, String> {
    best_rate(samples, || {
        machine.reset();
        let outcome = machine.run(u64::MAX);
        if outcome != StepOutcome::Ended {
            return Err(format!("the program did not end: {outcome:?}"));
        }
        Ok(machine.steps())
    })
}

/// Whether the figure `what` was asked for: the first command-line argument, if any, selects the
/// figures whose name contains it (`lanescope-bench valu` for a profile of one program).
fn wanted(what: &str) -> bool {
    std::env::args().nth(1).is_none_or(|only| what.contains(only.as_str()))
}

fn main() {
    let target = if cfg!(target_family = "wasm") { "wasm" } else { "native" };
    if wanted("straight-line VALU") {
        straight(target);
    }
    if wanted("kernel collatz") {
        collatz(target);
    }
    if wanted("v_mfma") {
        mfma(target);
    }
}

/// The straight-line VALU figure.
fn straight(target: &str) {
    let program = match assemble(Arch::Gfx950, &straight_line::straight_line(BODY)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("lanescope-bench: {e:?}");
            std::process::exit(1);
        }
    };
    let mut machine = GcnMachine::bare(program);
    let emulated = measure(&mut machine, 20);
    report(target, "straight-line VALU", emulated.clone());
    let native = native_straight(BODY);
    println!(
        "{target:6} {:28}: {:8.2} M wave-instructions/s (the emulator runs at 1/{:.1} of it)",
        "  same arithmetic, Rust loop",
        native / 1e6,
        native / emulated.unwrap_or(f64::NAN)
    );
}

/// Instructions of the straight-line program's body.
const BODY: usize = 20_000;

/// The straight-line program's arithmetic as a plain Rust loop over 64-lane arrays (v0 = lane
/// ids, `v1 = fma(v1, v2, v3)`, `v2 += v1`, `v3 *= 0.5`, `v4 += v0` in turn, `body`
/// instructions): the best wave-instructions per second of 20 samples, the machine's limit the
/// emulator is compared with. The fma is the fastest portable form, the f32 product (exact in
/// f64) plus the addend rounded from f64, which vectorises; `f32::mul_add` would call libm per
/// lane on a build without the FMA target feature and understate the limit several times.
fn native_straight(body: usize) -> f64 {
    let v0: [u32; 64] = core::array::from_fn(|l| l as u32);
    let (mut v1, mut v2, mut v3, mut v4) = ([0f32; 64], [0f32; 64], [0f32; 64], [0u32; 64]);
    let run = || {
        (v1, v2, v3, v4) = ([0f32; 64], [0f32; 64], [0f32; 64], [0u32; 64]);
        for k in 0..body {
            match k % 4 {
                0 => (0..64).for_each(|l| v1[l] = (v1[l] as f64 * v2[l] as f64 + v3[l] as f64) as f32),
                1 => (0..64).for_each(|l| v2[l] += v1[l]),
                2 => (0..64).for_each(|l| v3[l] *= 0.5),
                _ => (0..64).for_each(|l| v4[l] = v4[l].wrapping_add(v0[l])),
            }
            std::hint::black_box((&mut v1, &mut v2, &mut v3, &mut v4));
        }
        Ok(body as u64)
    };
    best_rate(20, run).unwrap_or(0.0)
}

/// The collatz kernel figure.
fn collatz(target: &str) {
    let kernel = Snippet::from_toml(COLLATZ_SNIPPET)
        .map_err(|e| e.to_string())
        .and_then(|s| collatz_machine(&s));
    match kernel {
        Ok(mut m) => report(target, "kernel collatz (4096 items)", measure(m.as_mut(), 5)),
        Err(e) => report(target, "kernel collatz", Err(e)),
    }
}

/// Multiply-accumulates of one `v_mfma_f32_32x32x8_f16`: 32·32·8.
const MFMA_MACS: f64 = 32.0 * 32.0 * 8.0;
/// MFMAs per timed run.
const MFMA_REPS: usize = 2000;

/// Emulated `v_mfma_f32_32x32x8_f16` multiply-accumulates per second (a straight run of
/// [`MFMA_REPS`] MFMAs accumulating into v[0:15], through the whole machine: decode, operand
/// checks, gather, multiply, scatter, change records) beside a native f32 GEMM of the same shape
/// (32×32 += 32×8 · 8×32, plain Rust loops, the same number of repetitions), in the same run.
fn mfma(target: &str) {
    let mut src = String::new();
    for _ in 0..MFMA_REPS {
        src.push_str("v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\n");
    }
    src.push_str("s_endpgm\n");
    let program = match assemble(Arch::Gfx950, &src) {
        Ok(p) => p,
        Err(e) => return report(target, "mfma", Err(format!("{e:?}"))),
    };
    // A and B: f16 values in (-1, 1) so that the sums stay finite and normal.
    let mut w = Wave::new(Arch::Gfx950);
    let mut x = 0x1234_5678u32;
    for r in 16..20 {
        for l in 0..64 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let lo = 0x3000 | (x & 0x3ff) | (x >> 16 & 0x8000);
            let hi = 0x3000 | (x >> 10 & 0x3ff) | (x & 0x8000);
            w.vgpr[r * 64 + l] = lo | hi << 16;
        }
    }
    let mut machine = GcnMachine::new(program, w);
    let emulated = measure(&mut machine, 5).map(|ips| ips * MFMA_MACS);
    let native = native_gemm();
    match (emulated, native) {
        (Ok(e), n) => {
            println!(
                "{target:6} {:28}: {:8.1} M MAC/s emulated, {:8.1} M MAC/s native f32 GEMM, ratio 1/{:.1}",
                "v_mfma_f32_32x32x8_f16",
                e / 1e6,
                n / 1e6,
                n / e
            );
        }
        (Err(e), _) => report(target, "mfma", Err(e)),
    }
}

/// Native f32 GEMM, 32×32 += (32×8)·(8×32), [`MFMA_REPS`] times: the best MAC/s of 5 samples.
fn native_gemm() -> f64 {
    let a: Vec<f32> = (0..32 * 8).map(|i| (i % 7) as f32 * 0.125 - 0.375).collect();
    let b: Vec<f32> = (0..8 * 32).map(|i| (i % 5) as f32 * 0.25 - 0.5).collect();
    let mut c = vec![0f32; 32 * 32];
    let run = || {
        c.fill(0.0);
        for _ in 0..MFMA_REPS {
            let (a, b) = (std::hint::black_box(&a), std::hint::black_box(&b));
            for i in 0..32 {
                let row = &mut c[i * 32..(i + 1) * 32];
                for k in 0..8 {
                    let aik = a[i * 8 + k];
                    for (d, &bk) in row.iter_mut().zip(&b[k * 32..(k + 1) * 32]) {
                        *d += aik * bk;
                    }
                }
            }
            std::hint::black_box(&mut c);
        }
        Ok(MFMA_REPS as u64)
    };
    best_rate(5, run).unwrap_or(0.0) * MFMA_MACS
}

/// The gfx950 machine of the collatz snippet.
fn collatz_machine(s: &Snippet) -> Result<Box<dyn Machine>, String> {
    let target = Target::from_name("gfx950").ok_or("no gfx950 target")?;
    let machine = target.build_gcn(s, COLLATZ_SOURCE).map_err(|e| format!("{e:?}"))?;
    Ok(Box::new(machine))
}

/// Prints one figure, or the error and a failing exit.
fn report(target: &str, what: &str, rate: Result<f64, String>) {
    match rate {
        Ok(rate) => println!("{target:6} {what:28}: {:8.2} M wave-instructions/s", rate / 1e6),
        Err(e) => {
            eprintln!("lanescope-bench: {what}: {e}");
            std::process::exit(1);
        }
    }
}
