//! The stepping loop of a run, shared by the page (time-sliced Run, the fallback) and the
//! worker ([`crate::worker`]): chunks of [`RUN_CHUNK`] instructions until the run stops or a
//! deadline passes, stopping before an instruction on a breakpoint or the run-to-cursor line.

use lanescope::{Rewind, StepOutcome};
use wasm_bindgen::JsCast;

use crate::ctx::{Breakpoint, Stop, RUN_CHUNK};

/// What a run checks before each instruction, and who hears about hits and steps.
pub(crate) struct Checks<'a> {
    /// The breakpoints.
    pub(crate) bps: &'a [Breakpoint],
    /// The run-to-cursor line.
    pub(crate) cursor: Option<usize>,
    /// Called with the line of the breakpoint the run stopped at.
    pub(crate) hit: &'a mut dyn FnMut(usize),
    /// Called with the machine after every step (the step-back history's grid).
    pub(crate) after: &'a mut dyn FnMut(&dyn Rewind),
}

/// Milliseconds of the page's or the worker's clock (`performance.now()`; 0 without one).
pub(crate) fn now_ms() -> f64 {
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok())
        .map_or(0.0, |p| p.now())
}

/// Runs up to `n` instructions one by one, stopping before an instruction on a breakpoint line
/// whose condition holds or on the cursor line (not before the first one when `first`: a run
/// continues from a breakpoint).
pub(crate) fn run_checked(m: &mut dyn Rewind, n: u64, first: bool, c: &mut Checks) -> Stop {
    for i in 0..n {
        if i > 0 || !first {
            let line = m.current_line().map(|l| l as usize);
            if let Some(l) = line.filter(|l| Some(*l) == c.cursor) {
                return Stop::Note(format!("reached line {l}, wave {}", m.selected_wave()));
            }
            if let Some(b) = line
                .and_then(|l| c.bps.iter().find(|b| b.line == l))
                .filter(|b| b.hit(m))
            {
                (c.hit)(b.line);
                return Stop::Note(format!(
                    "breakpoint at line {}{}, wave {}",
                    b.line,
                    b.note(),
                    m.selected_wave()
                ));
            }
        }
        let out = m.step();
        (c.after)(m);
        if !matches!(out, StepOutcome::Running) {
            return Stop::Outcome(out);
        }
    }
    Stop::Outcome(StepOutcome::BudgetExhausted)
}

/// Runs chunks of at most [`RUN_CHUNK`] instructions until the run stops, `left`
/// instructions ran or the clock passed `deadline` (ms); returns how the last chunk ended and
/// the instructions left.
pub(crate) fn run_until(m: &mut dyn Rewind, deadline: f64, mut left: u64, first: bool, c: &mut Checks) -> (Stop, u64) {
    let mut first = first;
    loop {
        let n = left.min(RUN_CHUNK);
        let outcome = run_checked(m, n, first, c);
        left -= n;
        first = false;
        let more = matches!(outcome, Stop::Outcome(StepOutcome::BudgetExhausted));
        if !more || left == 0 || now_ms() >= deadline {
            return (outcome, left);
        }
    }
}
