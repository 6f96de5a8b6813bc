//! Numbered steps with their durations and a closing summary table:
//! `[3/10] native tests` before a step, `[3/10] native tests: ok (42.1 s)` after it.

use std::time::Instant;

/// One finished step.
struct Record {
    name: String,
    secs: f64,
    result: Result<(), String>,
}

/// A run of `total` numbered steps.
pub struct Steps {
    total: usize,
    started: Instant,
    done: Vec<Record>,
}

/// Seconds since `t`, to one decimal.
pub fn secs(t: Instant) -> f64 {
    (t.elapsed().as_secs_f64() * 10.0).round() / 10.0
}

impl Steps {
    /// A run of `total` steps, timed from now.
    pub fn new(total: usize) -> Self {
        Steps {
            total,
            started: Instant::now(),
            done: Vec::new(),
        }
    }

    /// Announces and runs step `name`, records its duration and result, and returns whether
    /// it succeeded.
    pub fn run(&mut self, name: &str, f: impl FnOnce() -> Result<(), String>) -> bool {
        let n = self.done.len() + 1;
        eprintln!("\n[{n}/{}] {name}", self.total);
        let t = Instant::now();
        let result = f();
        let secs = secs(t);
        let word = if result.is_ok() { "ok" } else { "FAILED" };
        eprintln!("[{n}/{}] {name}: {word} ({secs:.1} s)", self.total);
        let ok = result.is_ok();
        self.done.push(Record {
            name: name.to_string(),
            secs,
            result,
        });
        ok
    }

    /// Records step `name` as not run because an earlier step it needs failed.
    pub fn skip(&mut self, name: &str, why: &str) {
        let n = self.done.len() + 1;
        eprintln!("\n[{n}/{}] {name}: skipped ({why})", self.total);
        let result = Err(format!("skipped: {why}"));
        self.done.push(Record {
            name: name.to_string(),
            secs: 0.0,
            result,
        });
    }

    /// Prints the summary table and `<task>: N passed, M failed`; fails if any step failed.
    pub fn finish(self, task: &str) -> Result<(), String> {
        eprintln!("\n==> summary ({:.1} s in all)", secs(self.started));
        let width = self.done.iter().map(|r| r.name.len()).max().unwrap_or(0);
        let mut failed = 0;
        for (i, r) in self.done.iter().enumerate() {
            let (word, why) = match &r.result {
                Ok(()) => ("ok", String::new()),
                Err(e) => {
                    failed += 1;
                    ("FAIL", format!("  {e}"))
                }
            };
            let n = i + 1;
            let name = &r.name;
            eprintln!("  [{n:>2}] {name:<width$}  {word:<4} {:>7.1} s{why}", r.secs);
        }
        println!("{task}: {} passed, {failed} failed", self.done.len() - failed);
        if failed == 0 {
            Ok(())
        } else {
            Err(format!("{failed} step(s) failed"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_failures_and_skips() {
        let mut s = Steps::new(3);
        assert!(s.run("a", || Ok(())));
        assert!(!s.run("b", || Err("boom".into())));
        s.skip("c", "b failed");
        assert_eq!(s.finish("t"), Err("2 step(s) failed".into()));
    }

    #[test]
    fn all_ok_finishes_ok() {
        let mut s = Steps::new(1);
        assert!(s.run("a", || Ok(())));
        assert_eq!(s.finish("t"), Ok(()));
    }
}
