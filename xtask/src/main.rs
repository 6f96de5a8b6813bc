//! `cargo xtask <task>`: lanescope's developer tasks.
//!
//! - `serve`  — install what the app needs (idempotent), build it into `dist/`, then serve it
//!   on http://127.0.0.1:8080.
//! - `test`   — every check: fmt, clippy, native tests, golden vectors, the no_std build,
//!   wasm-bindgen tests in headless Chromium, Playwright end-to-end tests on the built site.
//! - `dist`   — a static site in `dist/` with relative paths.
//! - `golden` — regenerate the llvm-mc golden vectors in `tests/golden/` and the clang-built
//!   test kernels in `tests/kernels/` (needs Debian's `llvm-22` and `clang-22`).
//! - `kernels` — only the test kernels.
//! - `bench`  — every speed figure in one table: threads, assembler and decoder (criterion), the
//!   executor natively, as wasm under Node and in Chromium (`lanescope-bench`), the app's step
//!   latency (see bench.rs).
//! - `setup`  — only the installs (`setup --browser` includes Chromium).
//! - `fuzz`   — the stable-Rust fuzzer over every target (`fuzz [--target T] [--inputs N]`; see fuzz.rs).
//! - `scaling` — the linear-time benchmark: every parser at sizes n and 2n (see scaling.rs).

mod bench;
mod fuzz;
mod golden;
mod golden_r700;
mod inventory;
mod kernels;
mod scaling;
mod serve;
mod setup;
mod steps;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use steps::Steps;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Runs a command in the workspace root, echoing its program and arguments (not the long
/// PATH it may carry); fails on a non-zero exit.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = announce(cmd);
    let status = cmd.status().map_err(|e| format!("{shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown}: {status}"))
    }
}

/// Sets `cmd` to run in the workspace root and echoes its program and arguments (not the long
/// PATH it may carry); the echoed text, for messages.
pub fn announce(cmd: &mut Command) -> String {
    cmd.current_dir(root());
    let shown = std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy())
        .collect::<Vec<_>>()
        .join(" ");
    eprintln!("\n==> {shown}");
    shown
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

fn fetch() -> Result<(), String> {
    run(cargo().args(["fetch", "--locked"]))
}

/// `trunk build --release` of the web app into `dist/`.
pub(crate) fn build_dist() -> Result<(), String> {
    run(trunk().args(["build", "--release", "--offline", "--dist", "dist"]))
}

fn dist() -> Result<(), String> {
    let mut s = Steps::new(3);
    let _ = s.run("install tools", || setup::install(false))
        && s.run("cargo fetch --locked", fetch)
        && s.run("trunk build --release into dist/", build_dist);
    s.finish("xtask dist")
}

/// Builds the app first, then serves `dist/`: "serving on" appears only once the app is
/// built and the socket listens.
fn serve_app() -> Result<(), String> {
    let mut s = Steps::new(3);
    let built = s.run("install tools", || setup::install(false))
        && s.run("cargo fetch --locked", fetch)
        && s.run("trunk build --release into dist/", build_dist);
    if !built {
        return s.finish("xtask serve");
    }
    serve::serve_forever(&root().join("dist"), "127.0.0.1:8080")
}

/// `cargo` with `args` then `--locked`.
fn cargo_locked(args: &[&str]) -> Result<(), String> {
    run(cargo().args(args).arg("--locked"))
}

/// The compile-and-test steps that need no installed tool beyond rustup targets.
fn workspace_checks(s: &mut Steps) {
    s.run("cargo fmt --all --check", || {
        run(cargo().args(["fmt", "--all", "--check"]))
    });
    s.run("cargo fetch --locked", fetch);
    s.run("clippy (native workspace)", || {
        run(cargo().args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--locked",
            "--",
            "-D",
            "warnings",
        ]))
    });
    s.run("clippy (lanescope-web, wasm32)", || {
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
        ]))
    });
    // Includes the golden-vector agreement test (crates/gcn/tests/golden.rs): it runs once.
    s.run("native tests (unit, golden, property, CLI)", || {
        cargo_locked(&["test", "--workspace", "--exclude", "lanescope-web"])
    });
    s.run("rustdoc -D warnings (isa, gcn, r700, lanescope)", || {
        run(cargo()
            .args([
                "doc",
                "--no-deps",
                "--locked",
                "-p",
                "lanescope-isa",
                "-p",
                "lanescope-gcn",
            ])
            .args(["-p", "lanescope-r700", "-p", "lanescope"])
            .env("RUSTDOCFLAGS", "-D warnings"))
    });
    s.run("no_std build (thumbv7em-none-eabihf)", || {
        cargo_locked(&[
            "build",
            "-p",
            "lanescope-isa",
            "-p",
            "lanescope-gcn",
            "-p",
            "lanescope-r700",
            "--target",
            "thumbv7em-none-eabihf",
        ])
    });
}

fn wasm_bindgen_tests() -> Result<(), String> {
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
    ))
}

fn end_to_end() -> Result<(), String> {
    serve::with_static_server(&root().join("dist"), |base| {
        run(&mut timed(
            900,
            Command::new("node")
                .args(["--test", "--test-timeout=300000", "tests/e2e/"])
                .env("BASE_URL", base)
                .env("PATH", tool_path()),
        ))
    })?
}

/// Number of steps `test` runs.
const TEST_STEPS: usize = 12;

fn test() -> Result<(), String> {
    let mut s = Steps::new(TEST_STEPS);
    let mut installs = None;
    s.run("rustup targets; start tool installs in the background", || {
        installs = Some(setup::spawn(true)?);
        Ok(())
    });
    workspace_checks(&mut s);
    let tools = s.run(
        "wait for the tool installs (trunk, wasm-bindgen-cli, npm, Chromium)",
        || {
            match installs.take() {
                Some(h) => h.join().map_err(|_| "the install thread panicked".to_string())?,
                None => Err("the installs did not start".into()),
            }
            .map_err(|e| format!("{e} (see {})", setup::log_path().display()))
        },
    );
    if !tools {
        for name in [
            "wasm-bindgen tests (headless Chromium)",
            "trunk build into dist/",
            "end-to-end (Playwright)",
        ] {
            s.skip(name, "tool installs failed");
        }
        return s.finish("xtask test");
    }
    s.run("wasm-bindgen tests (headless Chromium)", wasm_bindgen_tests);
    if s.run("trunk build into dist/", build_dist) {
        s.run("end-to-end (Playwright)", end_to_end);
    } else {
        s.skip("end-to-end (Playwright)", "no dist/");
    }
    s.finish("xtask test")
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.first().map(String::as_str) {
        Some("serve") => serve_app(),
        Some("test") => test(),
        Some("dist") => dist(),
        Some("golden") if args.get(1).map(String::as_str) == Some("--inputs-only") => match args.get(2) {
            Some(dir) => golden::dump_inputs(std::path::Path::new(dir)),
            None => Err("usage: cargo xtask golden --inputs-only DIR".into()),
        },
        Some("golden") => golden::generate()
            .and_then(|()| golden_r700::generate())
            .and_then(|()| kernels::generate(&root())),
        Some("kernels") => kernels::generate(&root()),
        Some("inventory") => inventory::generate(&root()),
        Some("bench") => bench::bench(),
        Some("setup") => setup::install(args.iter().any(|a| a == "--browser")),
        Some("fuzz") => fuzz::fuzz(&args[1..]),
        Some("scaling") => scaling::scaling(&args[1..]),
        _ => Err(
            "usage: cargo xtask <serve | test | dist | golden | kernels | inventory | bench | setup [--browser] | fuzz [--target T] [--inputs N] | scaling>"
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
