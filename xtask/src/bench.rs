//! `cargo xtask bench`: every speed figure of issue 17 in one run, printed as one table with the
//! native, WebAssembly-in-Node and WebAssembly-in-Chromium figures side by side and each target
//! with whether this run met it.
//!
//! The figures come from: `lanescope run --threads` on a 256-workgroup launch (1 thread vs every
//! core), criterion (assembler and decoder), `lanescope-bench` built natively and for
//! `wasm32-wasip1` (with `simd128`) — the wasm run once under Node's WASI (`xtask/wasi-run.mjs`)
//! and once in headless Chromium (`xtask/browser-wasi.mjs`), so all three are the same code —
//! and the app's step latency in Chromium (`xtask/step-latency.mjs` on the built site).

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::{cargo, root, run, timed, tool_path};

/// One row of the table.
struct Row {
    /// What is measured.
    what: String,
    /// Its unit.
    unit: &'static str,
    /// Native, wasm under Node, wasm in Chromium (`None`: not measured there).
    values: [Option<f64>; 3],
    /// The goal in words, and whether this run met it (`None`: no goal).
    goal: Option<(String, bool)>,
}

impl Row {
    fn new(what: &str, unit: &'static str, values: [Option<f64>; 3]) -> Row {
        Row {
            what: what.into(),
            unit,
            values,
            goal: None,
        }
    }

    fn goal(mut self, text: impl Into<String>, met: bool) -> Row {
        self.goal = Some((text.into(), met));
        self
    }
}

/// Runs every benchmark and prints the table.
pub fn bench() -> Result<(), String> {
    let mut rows = Vec::new();
    rows.push(threads()?);
    rows.extend(criterion()?);
    rows.extend(emulator()?);
    rows.push(step_latency());
    print_table(&rows);
    Ok(())
}

/// Timed runs of each thread count: a run on every core is the one a brief neighbour on the
/// host disturbs most, and each pair takes about half a second.
const THREAD_RUNS: usize = 9;

/// `lanescope run` of a 256-workgroup dispatch with one thread and with every core (best of
/// [`THREAD_RUNS`] each, alternating, so a noisy neighbour on the host hits both alike): the
/// speedup.
fn threads() -> Result<Row, String> {
    run(cargo().args(["build", "--release", "--locked", "-p", "lanescope-cli"]))?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let snippet = root().join("crates/cli/tests/threads/collatz256.gfx900.toml");
    let time = |threads: usize| -> Result<f64, String> {
        let t = Instant::now();
        let mut cmd = Command::new(root().join("target/release/lanescope"));
        cmd.arg("run")
            .arg(&snippet)
            .args(["--max-steps", "1000000000", "--dump", "steps", "--threads"])
            .arg(threads.to_string())
            .stdout(std::process::Stdio::null());
        run(&mut cmd)?;
        Ok(t.elapsed().as_secs_f64())
    };
    let (mut one, mut all) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..THREAD_RUNS {
        one = one.min(time(1)?);
        all = all.min(time(cores)?);
    }
    println!("lanescope run, 256 workgroups (collatz256): 1 thread {one:.2} s, {cores} threads {all:.2} s");
    let speedup = one / all;
    let what = format!("256 workgroups: {cores} threads vs 1 (speedup)");
    Ok(Row::new(&what, "×", [Some(speedup), None, None]).goal("≥ 1.8× on 2 cores", speedup >= 1.8))
}

/// The criterion benchmarks of the assembler and decoder: their throughputs.
fn criterion() -> Result<Vec<Row>, String> {
    let out = captured(cargo().args(["bench", "-p", "lanescope-gcn", "--bench", "throughput", "--locked"]))?;
    let thrpt = |name: &str| criterion_throughput(&out, name);
    let asm = thrpt("assemble (instructions)");
    let dec = thrpt("decode (instructions)");
    Ok(vec![
        Row::new("assembler (criterion)", "M instr/s", [asm, None, None])
            .goal("≥ 3 M/s", asm.is_some_and(|a| a >= 3.0)),
        Row::new("decoder (criterion)", "M instr/s", [dec, None, None])
            .goal("≥ 30 M/s", dec.is_some_and(|d| d >= 30.0)),
    ])
}

/// The middle `thrpt:` figure (in M elements/s) printed after the benchmark called `name`.
fn criterion_throughput(out: &str, name: &str) -> Option<f64> {
    let after = &out[out.find(name)?..];
    let line = after.lines().find(|l| l.trim_start().starts_with("thrpt:"))?;
    let inside = line.split_once('[')?.1.trim_end_matches(']');
    let tokens: Vec<&str> = inside.split_whitespace().collect();
    let (value, unit) = (tokens.get(2)?.parse::<f64>().ok()?, *tokens.get(3)?);
    let scale = match unit {
        "elem/s" => 1e-6,
        "Kelem/s" => 1e-3,
        "Melem/s" => 1.0,
        "Gelem/s" => 1e3,
        _ => return None,
    };
    Some(value * scale)
}

/// `lanescope-bench` natively, under Node and in Chromium: its figures by name.
fn emulator() -> Result<Vec<Row>, String> {
    let native = captured(cargo().args(["run", "--release", "--locked", "-p", "lanescope-bench"]))?;
    run(Command::new("rustup").args(["target", "add", "wasm32-wasip1"]))?;
    run(cargo()
        .args([
            "build",
            "--release",
            "--locked",
            "-p",
            "lanescope-bench",
            "--target",
            "wasm32-wasip1",
        ])
        .env("CARGO_TARGET_WASM32_WASIP1_RUSTFLAGS", "-C target-feature=+simd128"))?;
    let wasm = "target/wasm32-wasip1/release/lanescope-bench.wasm";
    let node = captured(Command::new("node").args(["--no-warnings", "xtask/wasi-run.mjs", wasm]))?;
    let chromium = captured(&mut timed(
        900,
        Command::new("node")
            .args(["--no-warnings", "xtask/browser-wasi.mjs", wasm])
            .env("PATH", tool_path()),
    ))
    .unwrap_or_else(|e| {
        eprintln!("xtask bench: Chromium run failed: {e}");
        String::new()
    });
    let runs = [native, node, chromium].map(|o| figures(&o));
    let get = |name: &str, k: usize| -> [Option<f64>; 3] {
        core::array::from_fn(|i| {
            runs[i]
                .iter()
                .find(|(n, _)| n == name)
                .and_then(|(_, v)| v.get(k).copied())
        })
    };
    let valu = get("straight-line VALU", 0);
    let rust = get("same arithmetic, Rust loop", 0);
    let collatz = get("kernel collatz (4096 items)", 0);
    let ratio = |a: [Option<f64>; 3], b: [Option<f64>; 3]| -> [Option<f64>; 3] {
        core::array::from_fn(|i| a[i].zip(b[i]).map(|(a, b)| a / b))
    };
    let chromium_half = |v: [Option<f64>; 3]| v[0].zip(v[2]).is_some_and(|(n, c)| c >= 0.5 * n);
    Ok(vec![
        Row::new("straight-line VALU", "M wave-instr/s", valu).goal(
            "≥ 30 M/s native; Chromium ≥ 0.5 × native",
            valu[0].is_some_and(|v| v >= 30.0) && chromium_half(valu),
        ),
        Row::new("  the same arithmetic, plain Rust loop", "M wave-instr/s", rust),
        Row::new("  emulator ÷ Rust loop", "ratio", ratio(valu, rust))
            .goal("≥ 0.1 native", ratio(valu, rust)[0].is_some_and(|r| r >= 0.1)),
        Row::new("clang collatz kernel (4096 items)", "M wave-instr/s", collatz).goal(
            "≥ 60 M/s native; Chromium ≥ 0.5 × native",
            collatz[0].is_some_and(|v| v >= 60.0) && chromium_half(collatz),
        ),
        Row::new(
            "v_mfma_f32_32x32x8_f16 emulated",
            "M MAC/s",
            get("v_mfma_f32_32x32x8_f16", 0),
        ),
        Row::new(
            "  the same GEMM, plain Rust loops",
            "M MAC/s",
            get("v_mfma_f32_32x32x8_f16", 1),
        ),
    ])
}

/// The figures of `lanescope-bench`'s output: each line's name (between the target word and
/// the colon) and the numbers after the colon, in M units, up to a ratio (`1/1.7`), which is
/// not a figure.
fn figures(out: &str) -> Vec<(String, Vec<f64>)> {
    out.lines()
        .filter_map(|l| {
            let (head, tail) = l.split_once(':')?;
            let name = head.split_at_checked(7).map_or(head, |(_, n)| n).trim().to_string();
            let before_ratio = tail.split("1/").next().unwrap_or(tail);
            let numbers = before_ratio
                .split(|c: char| c.is_whitespace() || c == ',' || c == '(')
                .filter_map(|t| t.parse::<f64>().ok())
                .collect();
            Some((name, numbers))
        })
        .collect()
}

/// The app's step latency in Chromium: the median of `xtask/step-latency.mjs` on the built
/// site (the build and the script are skipped, with a note, when they are not there).
fn step_latency() -> Row {
    let what = "app: Step + re-render, 256 VGPRs + 256 AGPRs (median)";
    let script = root().join("xtask/step-latency.mjs");
    let median = if !script.exists() {
        eprintln!("xtask bench: xtask/step-latency.mjs is missing");
        None
    } else {
        crate::build_dist()
            .and_then(|()| {
                crate::serve::with_static_server(&root().join("dist"), |base| {
                    captured(&mut timed(
                        600,
                        Command::new("node")
                            .args(["--no-warnings", "xtask/step-latency.mjs"])
                            .env("BASE_URL", base)
                            .env("PATH", tool_path()),
                    ))
                })?
            })
            .map_err(|e| eprintln!("xtask bench: step latency: {e}"))
            .ok()
            .and_then(|out| {
                let after = out.split("median ").nth(1)?;
                after.split_whitespace().next()?.parse::<f64>().ok()
            })
    };
    Row::new(what, "ms", [None, None, median]).goal("≤ 16 ms", median.is_some_and(|m| m <= 16.0))
}

/// Runs `cmd` in the workspace root, echoing its output; its standard output.
fn captured(cmd: &mut Command) -> Result<String, String> {
    let shown = crate::announce(cmd);
    let out = cmd
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("{shown}: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    print!("{text}");
    if out.status.success() {
        Ok(text)
    } else {
        Err(format!("{shown}: {}", out.status))
    }
}

/// Prints the table (Markdown, so it can go into the README as it is) with the load average.
fn print_table(rows: &[Row]) {
    let cell = |v: Option<f64>| v.map_or_else(|| "—".to_string(), |v| format!("{v:.2}"));
    println!("\n| figure | unit | native | wasm (Node) | wasm (Chromium) | goal | met |");
    println!("|---|---|---|---|---|---|---|");
    for r in rows {
        let (goal, met) = match &r.goal {
            Some((g, met)) => (g.as_str(), if *met { "yes" } else { "no" }),
            None => ("", ""),
        };
        println!(
            "| {} | {} | {} | {} | {} | {goal} | {met} |",
            r.what,
            r.unit,
            cell(r.values[0]),
            cell(r.values[1]),
            cell(r.values[2])
        );
    }
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "\nmachine: {cores} cores ({}), load average {} at the end",
        cpu_model(),
        load.split(' ').take(3).collect::<Vec<_>>().join(" ")
    );
}

/// The CPU's model name from /proc/cpuinfo.
fn cpu_model() -> String {
    std::fs::read_to_string(Path::new("/proc/cpuinfo"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_output_is_parsed_into_figures() {
        let out = "native straight-line VALU          :    26.00 M wave-instructions/s\n\
                   native   same arithmetic, Rust loop:    28.50 M wave-instructions/s (the emulator runs at 1/1.1 of it)\n\
                   wasm   v_mfma_f32_32x32x8_f16      :   1223.3 M MAC/s emulated,   2100.5 M MAC/s native f32 GEMM, ratio 1/1.7\n";
        let f = figures(out);
        assert_eq!(f[0], ("straight-line VALU".to_string(), vec![26.0]));
        assert_eq!(f[1], ("same arithmetic, Rust loop".to_string(), vec![28.5]));
        assert_eq!(f[2], ("v_mfma_f32_32x32x8_f16".to_string(), vec![1223.3, 2100.5]));
    }

    #[test]
    fn criterion_throughput_is_read_in_millions() {
        let out = "gfx950/assemble (instructions)\n                        time:   [7.9 ms 8.0 ms 8.1 ms]\n\
                   \x20                       thrpt:  [1.2345 Melem/s 1.2500 Melem/s 1.2700 Melem/s]\n\
                   gfx950/decode (instructions)\n                        thrpt:  [13.0 Melem/s 13.1 Melem/s 13.2 Melem/s]\n";
        assert_eq!(criterion_throughput(out, "assemble (instructions)"), Some(1.25));
        assert_eq!(criterion_throughput(out, "decode (instructions)"), Some(13.1));
        assert_eq!(criterion_throughput(out, "nope"), None);
    }
}
