//! Idempotent installs: each tool is skipped when the right version is already there.
//! Everything comes from the package registries (crates.io, npm, Debian), never GitHub.

use std::path::Path;
use std::process::Command;

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

/// Installs the wasm32 and thumbv7em targets, trunk, wasm-bindgen-cli, the npm tools and
/// (with `browser`) Debian's Chromium and ChromeDriver.
pub fn install(browser: bool) -> Result<(), String> {
    run(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown", "thumbv7em-none-eabihf"]))?;
    // Building the tools without LTO and with many codegen units halves their build time.
    let fast = |c: &mut Command| {
        c.env("CARGO_PROFILE_RELEASE_LTO", "false")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16");
    };
    if !has_version("trunk", TRUNK_VERSION) {
        let mut c = cargo();
        c.args(["install", "trunk", "--locked", "--version", TRUNK_VERSION]);
        fast(&mut c);
        run(&mut c)?;
    }
    let wb = wasm_bindgen_version()?;
    if !has_version("wasm-bindgen", &wb) || !has_version("wasm-bindgen-test-runner", &wb) {
        // Without --locked: the CLI's own lockfile wants a webpki-roots release the registry
        // mirror lacks.
        let mut c = cargo();
        c.args(["install", "wasm-bindgen-cli", "--version", &wb, "--force"]);
        fast(&mut c);
        run(&mut c)?;
    }
    let stamp = root().join("node_modules/.package-lock.json");
    let lock = root().join("package-lock.json");
    if !newer(&stamp, &lock) {
        run(Command::new("npm").args(["ci", "--no-audit", "--no-fund"]))?;
    }
    if browser && (!Path::new("/usr/bin/chromium").exists() || !Path::new("/usr/bin/chromedriver").exists()) {
        run(Command::new("apt-get").arg("update"))?;
        run(Command::new("apt-get").args([
            "install",
            "-y",
            "--no-install-recommends",
            "chromium",
            "chromium-driver",
        ]))?;
    }
    Ok(())
}

/// Whether `a` exists and is at least as new as `b`.
fn newer(a: &Path, b: &Path) -> bool {
    let m = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    matches!((m(a), m(b)), (Some(x), Some(y)) if x >= y)
}
