//! Running the `lanescope` binary as a user does, for the CLI tests.
#![allow(dead_code)] // each test binary uses some of the helpers

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs `lanescope ARGS` with `stdin` on its standard input.
pub fn lanescope(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lanescope"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run lanescope");
    // A command that fails before reading its input closes the pipe: not an error here.
    let written = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    child.wait_with_output().expect("wait")
}

/// The path of `rel` in the repository (`""` for its root).
pub fn repo(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(rel)
}

/// Output bytes as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh folder of its own under the system's temporary folder (tests run in parallel),
/// removed with its files when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    /// Creates `lanescope-TAG-PID-N`.
    pub fn new(tag: &str) -> Scratch {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("lanescope-{tag}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create a scratch folder");
        Scratch(dir)
    }

    /// The folder.
    pub fn path(&self) -> &std::path::Path {
        &self.0
    }

    /// Writes `contents` to the file `name` in the folder; its path.
    pub fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, contents).expect("write a scratch file");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Asserts that `stream` (an output's stdout or stderr) contains `want`; shows it otherwise.
pub fn assert_has(stream: &[u8], want: &str) {
    let t = text(stream);
    assert!(t.contains(want), "{t}");
}

/// Asserts that `stream` (an output's stdout or stderr) starts with `want`; shows it otherwise.
pub fn assert_starts(stream: &[u8], want: &str) {
    let t = text(stream);
    assert!(t.starts_with(want), "{t}");
}
