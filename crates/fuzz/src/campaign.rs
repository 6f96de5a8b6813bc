//! The fuzz loop: inputs `start..end` of a seeded campaign through one target, each under
//! `catch_unwind`, a memory budget (peak live heap), an output budget and a time limit (a
//! watchdog thread). A panic or an over-budget input is a finding written to the findings
//! directory with its reproducer; the loop goes on. A hang is written by the watchdog, which
//! then ends the process with [`EXIT_HANG`] (a hung input cannot be stopped in-process); the
//! supervisor (`cargo xtask fuzz`) resumes after it. Crashes that kill the process (stack
//! overflow, the address-space limit) are found by the supervisor replaying the chunk in
//! journal mode, where the current input is written to disk before it runs.

use crate::alloc;
use crate::mutate::Mutator;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Exit status after the watchdog recorded a hang.
pub const EXIT_HANG: i32 = 86;

/// Findings of one kind kept per target (panics are kept one per location instead).
const MAX_PER_KIND: usize = 16;

/// The budgets every input runs under.
#[derive(Clone, Copy, Debug)]
pub struct Budgets {
    /// Peak live heap per input, bytes.
    pub memory: usize,
    /// Output bytes allowed per input byte, on top of `output_base`.
    pub output_per_byte: usize,
    /// Output bytes allowed for any input.
    pub output_base: usize,
    /// Wall time per input.
    pub time: Duration,
}

impl Default for Budgets {
    fn default() -> Budgets {
        Budgets {
            memory: 256 << 20,
            output_per_byte: 256,
            output_base: 1 << 20,
            time: Duration::from_secs(2),
        }
    }
}

/// One campaign chunk.
pub struct Campaign<'a> {
    /// Target name (findings go under `findings/<name>/`).
    pub name: &'a str,
    /// Findings root.
    pub findings: PathBuf,
    /// Campaign seed.
    pub seed: u64,
    /// First input index.
    pub start: u64,
    /// One past the last input index.
    pub end: u64,
    /// Write each input to `findings/<name>/current.in` (and its index to `current.idx`) before running it.
    pub journal: bool,
    /// Budgets.
    pub budgets: Budgets,
}

/// What a chunk did.
#[derive(Debug, Default)]
pub struct Summary {
    /// Inputs run.
    pub inputs: u64,
    /// Findings newly written.
    pub findings: u64,
    /// Largest per-input peak heap seen, bytes.
    pub max_heap: usize,
    /// Largest output of one input, bytes.
    pub max_output: usize,
    /// Wall time.
    pub seconds: f64,
}

struct Slot {
    started: Mutex<Option<Instant>>,
    index: AtomicU64,
    input: Mutex<Vec<u8>>,
}

impl Campaign<'_> {
    fn dir(&self) -> PathBuf {
        self.findings.join(self.name)
    }

    /// Runs the chunk through `run` (a target: input bytes to output size).
    pub fn run(&self, mutator: &Mutator, run: &(dyn Fn(&[u8]) -> usize + Sync)) -> Summary {
        let dir = self.dir();
        let _ = std::fs::create_dir_all(&dir);
        let slot = Arc::new(Slot {
            started: Mutex::new(None),
            index: AtomicU64::new(0),
            input: Mutex::new(Vec::new()),
        });
        watchdog(Arc::clone(&slot), dir.clone(), self.budgets.time);
        capture_panics();
        let t0 = Instant::now();
        let mut s = Summary::default();
        for index in self.start..self.end {
            let input = mutator.input(self.seed, index);
            if self.journal {
                let _ = std::fs::write(dir.join("current.in"), &input);
                let _ = std::fs::write(dir.join("current.idx"), index.to_string());
            }
            slot.index.store(index, Relaxed);
            *lock(&slot.input) = input.clone();
            alloc::reset_peak();
            let base = alloc::live();
            *lock(&slot.started) = Some(Instant::now());
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&input)));
            *lock(&slot.started) = None;
            let heap = alloc::peak().saturating_sub(base);
            s.max_heap = s.max_heap.max(heap);
            s.inputs += 1;
            let finding = match result {
                Err(_) => Some(("panic", LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or_default())),
                Ok(out) => {
                    s.max_output = s.max_output.max(out);
                    self.over_budget(&input, heap, out)
                }
            };
            if let Some((kind, message)) = finding {
                // A panic is known by its location (the message's first line).
                let key = if kind == "panic" {
                    message.lines().next().unwrap_or("")
                } else {
                    ""
                };
                let message = format!("input {index} (seed {}): {message}", self.seed);
                if record(&dir, kind, key.as_bytes(), &input, &message) {
                    s.findings += 1;
                }
            }
        }
        s.seconds = t0.elapsed().as_secs_f64();
        s
    }

    fn over_budget(&self, input: &[u8], heap: usize, out: usize) -> Option<(&'static str, String)> {
        let b = &self.budgets;
        let out_limit = b.output_base + b.output_per_byte * input.len();
        if heap > b.memory {
            Some((
                "memory",
                format!(
                    "peak heap {heap} bytes > budget {} ({} input bytes)",
                    b.memory,
                    input.len()
                ),
            ))
        } else if out > out_limit {
            Some((
                "output",
                format!("{out} output bytes > budget {out_limit} ({} input bytes)", input.len()),
            ))
        } else {
            None
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

thread_local! {
    /// The last panic on this thread: location, then message.
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Installs (once) a panic hook that keeps the location and message of each panic for its
/// thread instead of printing them.
fn capture_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let msg = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let at = info
                .location()
                .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
                .unwrap_or_default();
            LAST_PANIC.with(|p| *p.borrow_mut() = Some(format!("panicked at {at}\n{msg}")));
        }));
    });
}

fn watchdog(slot: Arc<Slot>, dir: PathBuf, limit: Duration) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(50));
        // The campaign is over when the watchdog holds the last reference.
        if Arc::strong_count(&slot) == 1 {
            return;
        }
        let started = *lock(&slot.started);
        if started.is_some_and(|t| t.elapsed() > limit) {
            let index = slot.index.load(Relaxed);
            let input = lock(&slot.input).clone();
            let message = format!("input {index}: still running after {limit:?}");
            record(&dir, "hang", b"", &input, &message);
            eprintln!("hang: {message}");
            let _ = std::fs::write(dir.join("hang.idx"), index.to_string());
            std::process::exit(EXIT_HANG);
        }
    });
}

/// Writes a finding (`<kind>-<hash>.in` with the input, `.txt` with `message`) unless one with
/// the same hash exists or the kind has [`MAX_PER_KIND`] already. The hash is of `key`, or of
/// the input when `key` is empty. Returns whether it wrote one.
pub fn record(dir: &Path, kind: &str, key: &[u8], input: &[u8], message: &str) -> bool {
    let key = fnv(if key.is_empty() { input } else { key });
    let stem = dir.join(format!("{kind}-{key:016x}"));
    if stem.with_extension("in").exists() || count(dir, kind) >= MAX_PER_KIND {
        return false;
    }
    let _ = std::fs::create_dir_all(dir);
    std::fs::write(stem.with_extension("in"), input).is_ok()
        && std::fs::write(stem.with_extension("txt"), format!("{message}\n")).is_ok()
}

fn count(dir: &Path, kind: &str) -> usize {
    let prefix = format!("{kind}-");
    std::fs::read_dir(dir).map_or(0, |rd| {
        rd.filter_map(Result::ok)
            .filter(|e| {
                let n = e.file_name();
                let n = n.to_string_lossy();
                n.starts_with(&prefix) && n.ends_with(".in")
            })
            .count()
    })
}

/// FNV-1a, for finding names.
pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}
