//! `lanescope-bench`: how many wave-instructions per second the emulator executes, for
//! straight-line VALU code and for a real kernel. `cargo xtask bench` runs it natively and as
//! `wasm32-wasip1` under Node's WASI, so the two figures come from the same code.
//!
//! Each figure is the best of several timed runs (the least disturbed by other processes).

use std::time::Instant;

use lanescope::{Snippet, Target};
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

/// Straight-line VALU code: `body` instructions of a multiply-add chain, then `s_endpgm`.
fn valu_source(body: usize) -> String {
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

/// Runs `machine` to its end `runs` times and returns the best wave-instructions per second.
fn measure(machine: &mut dyn Machine, runs: usize) -> Result<f64, String> {
    let mut best = 0f64;
    for _ in 0..runs {
        machine.reset();
        let t = Instant::now();
        let outcome = machine.run(u64::MAX);
        let secs = t.elapsed().as_secs_f64();
        if outcome != StepOutcome::Ended {
            return Err(format!("the program did not end: {outcome:?}"));
        }
        best = best.max(machine.steps() as f64 / secs.max(1e-9));
    }
    Ok(best)
}

fn main() {
    let target = if cfg!(target_family = "wasm") { "wasm" } else { "native" };
    let program = match assemble(Arch::Gfx950, &valu_source(20_000)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("lanescope-bench: {e:?}");
            std::process::exit(1);
        }
    };
    let mut machine = GcnMachine::bare(program);
    report(target, "straight-line VALU", measure(&mut machine, 20));
    let kernel = Snippet::from_toml(COLLATZ_SNIPPET)
        .map_err(|e| e.to_string())
        .and_then(|s| collatz_machine(&s));
    match kernel {
        Ok(mut m) => report(target, "kernel collatz (4096 items)", measure(m.as_mut(), 5)),
        Err(e) => report(target, "kernel collatz", Err(e)),
    }
}

/// The gfx950 machine of the collatz snippet.
fn collatz_machine(s: &Snippet) -> Result<Box<dyn Machine>, String> {
    let target = Target::from_name("gfx950").ok_or("no gfx950 target")?;
    target.build(s, COLLATZ_SOURCE).map_err(|e| format!("{e:?}"))
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
