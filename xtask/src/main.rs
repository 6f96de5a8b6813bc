//! `cargo xtask <task>`: lanescope's developer tasks.
//!
//! - `serve`  — install what the app needs (idempotent), build it and serve it on
//!   http://127.0.0.1:8080.
//! - `test`   — every check: fmt, clippy, native tests, golden vectors, the no_std build,
//!   wasm-bindgen tests in headless Chromium, Playwright end-to-end tests on the built site.
//! - `dist`   — a static site in `dist/` with relative paths.
//! - `golden` — regenerate the llvm-mc golden vectors in `tests/golden/` and the clang-built
//!   test kernels in `tests/kernels/` (needs Debian's `llvm-22` and `clang-22`).
//! - `kernels` — only the test kernels.
//! - `bench`  — assembler and decoder throughput (criterion), and the executor's wave-instructions
//!   per second natively and in wasm (`lanescope-bench`).
//! - `setup`  — only the installs (`setup --browser` includes Chromium).
//! - `fuzz`   — the stable-Rust fuzzer over every target (`fuzz [--target T] [--inputs N]`; see fuzz.rs).
//! - `scaling` — the linear-time benchmark: every parser at sizes n and 2n (see scaling.rs).

mod fuzz;
mod golden;
mod golden_r700;
mod kernels;
mod scaling;
mod serve;
mod setup;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Runs a command in the workspace root, echoing it; fails on a non-zero exit.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    cmd.current_dir(root());
    let shown = format!("{cmd:?}").replace('"', "");
    eprintln!("\n==> {shown}");
    let status = cmd.status().map_err(|e| format!("{shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown}: {status}"))
    }
}

/// `cmd` under coreutils `timeout`, so a hung browser or tool cannot eat CI's time budget.
pub fn timed(seconds: u32, cmd: &mut Command) -> Command {
    let mut t = Command::new("timeout");
    t.arg("--kill-after=10s")
        .arg(format!("{seconds}s"))
        .arg(cmd.get_program())
        .args(cmd.get_args());
    for (k, v) in cmd.get_envs() {
        match v {
            Some(v) => t.env(k, v),
            None => t.env_remove(k),
        };
    }
    t
}

/// `cargo` with the same toolchain that runs xtask.
pub fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// PATH with the npm tools (wasm-opt from binaryen) and cargo's bin directory first.
pub fn tool_path() -> String {
    let mut parts = vec![root().join("node_modules/.bin").display().to_string()];
    if let Some(home) = std::env::var_os("HOME") {
        parts.push(Path::new(&home).join(".cargo/bin").display().to_string());
    }
    parts.push(std::env::var("PATH").unwrap_or_default());
    parts.join(":")
}

fn trunk() -> Command {
    let mut c = Command::new("trunk");
    c.env("PATH", tool_path());
    c
}

fn dist() -> Result<(), String> {
    setup::install(false)?;
    run(cargo().args(["fetch", "--locked"]))?;
    run(trunk().args(["build", "--release", "--offline", "--dist", "dist"]))
}

fn serve_app() -> Result<(), String> {
    setup::install(false)?;
    run(cargo().args(["fetch", "--locked"]))?;
    eprintln!("\nlanescope: serving on http://127.0.0.1:8080 (Ctrl-C to stop)");
    run(trunk().args([
        "serve",
        "--release",
        "--offline",
        "--address",
        "127.0.0.1",
        "--port",
        "8080",
    ]))
}

fn test() -> Result<(), String> {
    let started = Instant::now();
    setup::install(true)?;
    let mut steps: Vec<(&str, Result<(), String>)> = Vec::new();
    let mut step = |name: &'static str, r: Result<(), String>| {
        let ok = r.is_ok();
        steps.push((name, r));
        ok
    };
    step("fmt", run(cargo().args(["fmt", "--all", "--check"])));
    step("fetch", run(cargo().args(["fetch", "--locked"])));
    step(
        "clippy",
        run(cargo().args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--locked",
            "--",
            "-D",
            "warnings",
        ])),
    );
    step(
        "clippy wasm",
        run(cargo().args([
            "clippy",
            "-p",
            "lanescope-web",
            "--all-targets",
            "--target",
            "wasm32-unknown-unknown",
            "--locked",
            "--",
            "-D",
            "warnings",
        ])),
    );
    step(
        "native tests",
        run(cargo().args(["test", "--workspace", "--exclude", "lanescope-web", "--locked"])),
    );
    step(
        "golden agreement",
        run(cargo().args([
            "test",
            "-p",
            "lanescope-gcn",
            "--test",
            "golden",
            "--locked",
            "--",
            "--nocapture",
        ])),
    );
    step(
        "no_std build",
        run(cargo().args([
            "build",
            "-p",
            "lanescope-isa",
            "-p",
            "lanescope-gcn",
            "--target",
            "thumbv7em-none-eabihf",
            "--locked",
        ])),
    );
    step(
        "wasm-bindgen tests",
        run(&mut timed(
            1800,
            cargo()
                .args([
                    "test",
                    "-p",
                    "lanescope-web",
                    "--target",
                    "wasm32-unknown-unknown",
                    "--locked",
                ])
                .env("PATH", tool_path())
                .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", "wasm-bindgen-test-runner")
                .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
        )),
    );
    let built = step(
        "dist",
        run(trunk().args(["build", "--release", "--offline", "--dist", "dist"])),
    );
    if built {
        let r = serve::with_static_server(&root().join("dist"), |base| {
            run(&mut timed(
                900,
                Command::new("node")
                    .args(["--test", "--test-timeout=300000", "tests/e2e/"])
                    .env("BASE_URL", base)
                    .env("PATH", tool_path()),
            ))
        });
        step("end-to-end (Playwright)", r);
    }
    eprintln!("\n==> summary ({:.0} s)", started.elapsed().as_secs_f64());
    let mut failed = 0;
    for (name, r) in &steps {
        match r {
            Ok(()) => eprintln!("  ok    {name}"),
            Err(e) => {
                failed += 1;
                eprintln!("  FAIL  {name}: {e}");
            }
        }
    }
    println!("xtask test: {} passed, {failed} failed", steps.len() - failed);
    if failed == 0 {
        Ok(())
    } else {
        Err(format!("{failed} step(s) failed"))
    }
}

/// Criterion benchmarks of the assembler, decoder and executor, then `lanescope-bench`'s
/// wave-instructions per second natively and as wasm32-wasip1 under Node's WASI.
fn bench() -> Result<(), String> {
    threads_bench()?;
    run(cargo().args(["bench", "-p", "lanescope-gcn", "--bench", "throughput", "--locked"]))?;
    run(cargo().args(["run", "--release", "--locked", "-p", "lanescope-bench"]))?;
    run(Command::new("rustup").args(["target", "add", "wasm32-wasip1"]))?;
    run(cargo().args([
        "build",
        "--release",
        "--locked",
        "-p",
        "lanescope-bench",
        "--target",
        "wasm32-wasip1",
    ]))?;
    run(Command::new("node").args([
        "--no-warnings",
        "xtask/wasi-run.mjs",
        "target/wasm32-wasip1/release/lanescope-bench.wasm",
    ]))
}

/// `lanescope run` of a 256-workgroup dispatch with one thread and with every core (best of
/// three each): prints both times and the speedup (and the load average, which skews them).
fn threads_bench() -> Result<(), String> {
    run(cargo().args(["build", "--release", "--locked", "-p", "lanescope-cli"]))?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let snippet = root().join("crates/cli/tests/threads/collatz256.gfx900.toml");
    let time = |threads: usize| -> Result<f64, String> {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let t = Instant::now();
            let mut cmd = Command::new(root().join("target/release/lanescope"));
            cmd.arg("run")
                .arg(&snippet)
                .args(["--max-steps", "1000000000", "--dump", "steps"]);
            run(cmd
                .arg("--threads")
                .arg(threads.to_string())
                .stdout(std::process::Stdio::null()))?;
            best = best.min(t.elapsed().as_secs_f64());
        }
        Ok(best)
    };
    let (one, all) = (time(1)?, time(cores)?);
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "lanescope run, 256 workgroups (collatz256): 1 thread {one:.2} s, {cores} threads {all:.2} s, speedup {:.2}x (load average {})",
        one / all,
        load.split(' ').next().unwrap_or("?")
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.first().map(String::as_str) {
        Some("serve") => serve_app(),
        Some("test") => test(),
        Some("dist") => dist(),
        Some("golden") => golden::generate()
            .and_then(|()| golden_r700::generate())
            .and_then(|()| kernels::generate(&root())),
        Some("kernels") => kernels::generate(&root()),
        Some("bench") => bench(),
        Some("setup") => setup::install(args.iter().any(|a| a == "--browser")),
        Some("fuzz") => fuzz::fuzz(&args[1..]),
        Some("scaling") => scaling::scaling(&args[1..]),
        _ => Err(
            "usage: cargo xtask <serve | test | dist | golden | kernels | bench | setup [--browser] | fuzz [--target T] [--inputs N] | scaling>"
                .into(),
        ),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: error: {e}");
            ExitCode::FAILURE
        }
    }
}
