//! `lanescope run --threads N`: a dispatch's workgroups on threads, bit-identical to the
//! sequential run.
//!
//! Optimistic parallelism in batches: every worker keeps its own copy of global memory equal
//! to the committed memory at the start of the batch. Workers take workgroups of the batch in
//! turn and run each alone on their copy with an access log ([`Memory::start_log`]: the lines
//! read, the writes), then undo its writes. The main thread commits the batch's workgroups in
//! order g = 0, 1, 2, …: a workgroup that read no line written by a workgroup committed
//! before it in this batch saw exactly what the sequential run would have shown it, so its
//! writes are replayed and its waves adopted; any other (or one whose log overflowed, or that
//! needs more than the remaining step budget) is run again on the committed memory. At the
//! start of the next batch each worker, on its own thread, replays the batch's writes on its
//! copy.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use lanescope::StepOutcome;
use lanescope_gcn::exec::{AccessLog, LoggedWrites, Memory};
use lanescope_gcn::machine::GroupState;
use lanescope_gcn::GcnMachine;

/// Bytes of writes one workgroup's log may hold before it overflows (then it is re-run).
const LOG_CAP: usize = 64 << 20;
/// Workgroups per batch and thread.
const PER_THREAD: usize = 8;

/// One workgroup's speculative run.
struct Spec {
    group: usize,
    steps: u64,
    outcome: StepOutcome,
    state: GroupState,
    log: AccessLog,
}

/// A worker: its machine (with its copy of memory), whether that copy is stale, and whether
/// it was just copied from the committed memory (so has no writes to replay).
struct Worker {
    m: GcnMachine,
    stale: bool,
    copied: bool,
}

/// Runs the dispatch of `m` on `threads` threads within `budget` instructions; `m` ends in the
/// state the sequential [`lanescope_isa::Machine::run`] leaves and the outcome is the same.
pub fn run(m: &mut GcnMachine, threads: usize, budget: u64) -> StepOutcome {
    let groups = m.group_count();
    let mut workers: Vec<Worker> = (0..threads)
        .map(|_| Worker {
            m: m.fork(),
            stale: false,
            copied: false,
        })
        .collect();
    let mut left = budget;
    let mut next = 0;
    let mut batch = Batch::default();
    while next < groups {
        let end = groups.min(next + threads * PER_THREAD);
        let replay = resync(&mut workers, m.memory(), batch);
        let mut specs = speculate(&mut workers, &replay, next..end, left);
        batch = Batch::default();
        for g in next..end {
            let spec = specs.get_mut(g - next).and_then(Option::take);
            match commit(m, g, spec, &mut left, &mut batch) {
                StepOutcome::Running if left > 0 => {}
                StepOutcome::Running => return StepOutcome::BudgetExhausted,
                other => return other,
            }
        }
        next = end;
    }
    StepOutcome::Ended
}

/// What a batch's commits wrote so far: the writes in order and the lines they wrote.
#[derive(Default)]
struct Batch {
    logs: Vec<LoggedWrites>,
    written: BTreeSet<u64>,
    /// A log overflowed: the written lines are unknown.
    overflow: bool,
}

impl Batch {
    fn push(&mut self, log: AccessLog) {
        self.overflow |= log.overflowed();
        log.add_written(&mut self.written);
        self.logs.push(log.into_writes());
    }
}

/// Runs workgroups `range` on the workers, each against the memory of the batch's start: each
/// first replays the previous batch's writes `replay` on its copy, on its own thread.
fn speculate(
    workers: &mut [Worker],
    replay: &[LoggedWrites],
    range: std::ops::Range<usize>,
    budget: u64,
) -> Vec<Option<Spec>> {
    let next = AtomicUsize::new(range.start);
    let spent = AtomicU64::new(0);
    let (start, len) = (range.start, range.len());
    let mut specs: Vec<Option<Spec>> = (0..len).map(|_| None).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = workers
            .iter_mut()
            .map(|w| {
                scope.spawn(|| {
                    for l in replay.iter().filter(|_| !w.copied) {
                        l.replay(w.m.memory_mut());
                    }
                    w.copied = false;
                    work(w, (&next, range.end), &spent, budget)
                })
            })
            .collect();
        // A worker that panicked leaves its workgroups to the committing thread.
        for s in handles.into_iter().flat_map(|h| h.join().unwrap_or_default()) {
            if let Some(slot) = specs.get_mut(s.group - start) {
                *slot = Some(s);
            }
        }
    });
    specs
}

/// A worker's share of a batch: workgroups taken in turn until none are left, or until the
/// batch's runs together `spent` the step budget (the commit cannot use more; a runaway
/// kernel so costs at most one budget per thread).
fn work(w: &mut Worker, (next, end): (&AtomicUsize, usize), spent: &AtomicU64, budget: u64) -> Vec<Spec> {
    let mut out = Vec::new();
    while !w.stale && spent.load(Ordering::Relaxed) < budget {
        let g = next.fetch_add(1, Ordering::Relaxed);
        if g >= end {
            break;
        }
        w.m.memory_mut().start_log(LOG_CAP);
        let (steps, outcome) = w.m.run_group(g, budget);
        spent.fetch_add(steps, Ordering::Relaxed);
        let log = w.m.memory_mut().take_log().unwrap_or_default();
        if log.overflowed() {
            w.stale = true;
        } else {
            log.undo(w.m.memory_mut());
        }
        let state = w.m.take_group();
        out.push(Spec {
            group: g,
            steps,
            outcome,
            state,
            log,
        });
    }
    out
}

/// Commits workgroup `g` into `m`: adopts its speculative run `spec` when that read nothing
/// the batch wrote before it, else runs it again on `m`; returns how it stopped.
fn commit(m: &mut GcnMachine, g: usize, spec: Option<Spec>, left: &mut u64, batch: &mut Batch) -> StepOutcome {
    if let Some(s) = spec.filter(|s| valid(s, *left, batch)) {
        s.log.replay(m.memory_mut());
        m.adopt_group(s.state);
        *left -= s.steps;
        batch.push(s.log);
        return s.outcome;
    }
    m.memory_mut().start_log(LOG_CAP);
    let (steps, outcome) = m.run_group(g, *left);
    batch.push(m.memory_mut().take_log().unwrap_or_default());
    *left -= steps;
    outcome
}

/// Whether a speculative run is the one the sequential run would have made.
fn valid(s: &Spec, left: u64, batch: &Batch) -> bool {
    !batch.overflow
        && !s.log.overflowed()
        && s.steps <= left
        && s.outcome != StepOutcome::BudgetExhausted
        && !s.log.read_any(&batch.written)
}

/// Brings the workers' memory to the committed memory: copies it into stale copies (all of
/// them when a log of `batch` overflowed) and returns the writes the others must replay
/// ([`speculate`] replays them on the workers' threads).
fn resync(workers: &mut [Worker], committed: &Memory, batch: Batch) -> Vec<LoggedWrites> {
    for w in workers.iter_mut().filter(|w| w.stale || batch.overflow) {
        w.m.memory_mut().clone_from(committed);
        (w.stale, w.copied) = (false, true);
    }
    match batch.overflow {
        true => Vec::new(),
        false => batch.logs,
    }
}
