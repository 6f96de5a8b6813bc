//! `lanescope-bench`: how many wave-instructions per second the emulator executes, for
//! straight-line VALU code and for a real kernel. `cargo xtask bench` runs it natively and as
//! `wasm32-wasip1` under Node's WASI, so the two figures come from the same code.
//!
//! Each figure is the best of several timed runs (the least disturbed by other processes).

use std::time::Instant;

use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

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
    match measure(&mut machine, 20) {
        Ok(rate) => println!(
            "{target:6} straight-line VALU: {:8.2} M wave-instructions/s",
            rate / 1e6
        ),
        Err(e) => {
            eprintln!("lanescope-bench: straight-line VALU: {e}");
            std::process::exit(1);
        }
    }
}
