//! Idempotent installs: each tool is skipped when the right version is already there.
//! Everything comes from the package registries (crates.io, npm, Debian), never GitHub.
//!
//! The cargo-installed tools (trunk, wasm-bindgen-cli) are built with `--debug`: on two cores
//! that takes a few minutes instead of ~13, and the debug tools are still fast enough for a
//! wasm app of this size. `spawn` runs the installs on a background thread, with their output
//! in a log file, so `cargo xtask test` compiles and tests the workspace meanwhile.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::JoinHandle;

use crate::{cargo, root, run};

/// The trunk release that builds with this toolchain (0.22 needs a newer rustc).
const TRUNK_VERSION: &str = "0.21.14";

fn output(cmd: &mut Command) -> Option<String> {
    let out = cmd.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn has_version(tool: &str, version: &str) -> bool {
    output(Command::new(tool).arg("--version").env("PATH", crate::tool_path()))
        .is_some_and(|v| v.split_whitespace().any(|w| w == version))
}

/// The wasm-bindgen version Cargo.lock pins (the CLI must equal it).
pub fn wasm_bindgen_version() -> Result<String, String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock")).map_err(|e| format!("Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(l) = lines.next() {
        if l == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines.next().and_then(|v| v.strip_prefix("version = \"")) {
                return Ok(v.trim_end_matches('"').to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen".into())
}

/// Where `spawn` writes the installs' output.
pub fn log_path() -> PathBuf {
    root().join("target/xtask-setup.log")
}

/// Installs every target and tool in the foreground (with `browser`, Chromium too).
pub fn install(browser: bool) -> Result<(), String> {
    targets()?;
    tools(browser, None)
}

/// Adds the rustup targets now (seconds) and starts the tool installs on a background thread
/// whose output goes to `log_path()`; join the handle before using the tools.
pub fn spawn(browser: bool) -> Result<JoinHandle<Result<(), String>>, String> {
    targets()?;
    let path = log_path();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let log = File::create(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    eprintln!(
        "    (tool installs run in the background; their output goes to {})",
        path.display()
    );
    Ok(std::thread::spawn(move || tools(browser, Some(&log))))
}

/// The wasm32 target for the app and the thumbv7em target for the no_std build.
fn targets() -> Result<(), String> {
    run(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown", "thumbv7em-none-eabihf"]))
}

/// Runs `cmd`, its output into `log` when given.
fn exec(cmd: &mut Command, log: Option<&File>) -> Result<(), String> {
    if let Some(f) = log {
        let out = f.try_clone().map_err(|e| format!("setup log: {e}"))?;
        let err = f.try_clone().map_err(|e| format!("setup log: {e}"))?;
        cmd.stdout(Stdio::from(out)).stderr(Stdio::from(err));
    }
    run(cmd)
}

/// `cargo install --debug <krate> --version <version>` plus `extra` arguments.
fn cargo_install(krate: &str, version: &str, extra: &[&str], log: Option<&File>) -> Result<(), String> {
    let mut c = cargo();
    c.args(["install", "--debug", krate, "--version", version]).args(extra);
    // No debug info: the tools link faster and are a fraction of the size.
    c.env("CARGO_PROFILE_DEV_DEBUG", "false");
    exec(&mut c, log)
}

/// trunk, wasm-bindgen-cli at the Cargo.lock version, the npm packages and (with `browser`)
/// Debian's Chromium and ChromeDriver, each unless already present.
fn tools(browser: bool, log: Option<&File>) -> Result<(), String> {
    if !has_version("trunk", TRUNK_VERSION) {
        cargo_install("trunk", TRUNK_VERSION, &["--locked"], log)?;
    }
    let wb = wasm_bindgen_version()?;
    if !has_version("wasm-bindgen", &wb) || !has_version("wasm-bindgen-test-runner", &wb) {
        // Without --locked: the CLI's own lockfile wants a webpki-roots release the registry
        // mirror lacks.
        cargo_install("wasm-bindgen-cli", &wb, &["--force"], log)?;
    }
    let stamp = root().join("node_modules/.package-lock.json");
    let lock = root().join("package-lock.json");
    if !newer(&stamp, &lock) {
        exec(Command::new("npm").args(["ci", "--no-audit", "--no-fund"]), log)?;
    }
    if browser && (!Path::new("/usr/bin/chromium").exists() || !Path::new("/usr/bin/chromedriver").exists()) {
        apt_install(&["chromium", "chromium-driver"], log)?;
    }
    Ok(())
}

/// `apt-get update && apt-get install` as root, or through sudo when not root.
fn apt_install(packages: &[&str], log: Option<&File>) -> Result<(), String> {
    let root_user = output(Command::new("id").arg("-u")).is_some_and(|u| u.trim() == "0");
    let apt = || {
        let mut c = Command::new(if root_user { "apt-get" } else { "sudo" });
        if !root_user {
            c.args(["-n", "apt-get"]);
        }
        c
    };
    exec(apt().arg("update"), log)?;
    exec(
        apt().args(["install", "-y", "--no-install-recommends"]).args(packages),
        log,
    )
}

/// Whether `a` exists and is at least as new as `b`.
fn newer(a: &Path, b: &Path) -> bool {
    let m = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    matches!((m(a), m(b)), (Some(x), Some(y)) if x >= y)
}
