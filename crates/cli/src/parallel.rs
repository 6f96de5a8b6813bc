//! `lanescope run --threads N`: a dispatch's workgroups on threads, bit-identical to the
//! sequential run.
//!
//! Optimistic parallelism, pipelined. Every worker keeps its own copy of global memory, equal
//! to the committed memory after the first `version` workgroups. Workers take workgroups in
//! turn (at most [`WINDOW`] per thread ahead of their copy) and run each alone on their copy
//! with an access log ([`lanescope_gcn::exec::Memory::start_log`]: the lines read, the
//! writes), then undo its writes and send the run, with the copy's `version`, to the main
//! thread. Meanwhile the main thread commits workgroups in order g = 0, 1, 2, …: a run of g is
//! the one the sequential run makes iff no line it read was written by a workgroup in
//! `version..g`, i.e. one committed after its copy's version (a map line → last workgroup that
//! wrote it, over the recent commits, makes this one look-up per line read). Then its writes
//! are replayed on the committed memory and its waves adopted; any other run (or one whose log
//! overflowed, or that needs more than the remaining step budget) is run again on the
//! committed memory. Each commit's writes go to every worker, which replays them on its copy
//! before taking its next workgroup: committing overlaps the workers' runs.
//!
//! With N threads, N - 1 workers have threads of their own and the main thread is the N-th
//! (N threads in all, none of them waiting while there is work): while the run it must commit
//! next has not arrived, it takes a workgroup itself, the one to commit next if no worker took
//! it (run on the committed memory: the sequential run itself), else one ahead on its own copy
//! if its window allows (it never waits for commits: they are its own).
//!
//! A worker stops when its own log overflows (its copy can no longer be undone), when the
//! runs together spent the step budget (a runaway kernel so costs at most about one budget
//! per thread more than the sequential run), or when the main thread cannot send a commit's
//! writes (its log overflowed): the main thread then runs the remaining workgroups itself.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};

use lanescope::StepOutcome;
use lanescope_gcn::exec::{AccessLog, LoggedWrites};
use lanescope_gcn::machine::{GroupState, SpareFiles};
use lanescope_gcn::GcnMachine;

/// Bytes of writes one workgroup's log may hold before it overflows (then it is re-run).
const LOG_CAP: usize = 64 << 20;
/// How many workgroups a worker may run ahead of the commits its copy has, per thread.
const WINDOW: usize = 4;
/// Sets of spare register files (each a committed workgroup's) kept for the workers: enough
/// that a main thread committing in bursts (when it gets a core late) still feeds most runs.
const SPARE_SETS: usize = 8;
/// Lines the main thread's map of recent writes holds before it first forgets old ones.
const PRUNE_MIN: usize = 1 << 16;

/// Hashes a line number (a `u64`) with SplitMix64's step: a bijection whose every output
/// bit depends on every input bit, several times cheaper than the default SipHash (a commit
/// looks up every line its run read). The keys are the emulated program's addresses, and a
/// program that made its own lines collide would only slow its own run.
#[derive(Clone, Copy, Default)]
struct BuildLineHasher;

/// [`BuildLineHasher`]'s hasher.
#[derive(Default)]
struct LineHasher(u64);

impl std::hash::BuildHasher for BuildLineHasher {
    type Hasher = LineHasher;

    fn build_hasher(&self) -> LineHasher {
        LineHasher(0)
    }
}

impl std::hash::Hasher for LineHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = lanescope_isa::rng::splitmix64(&mut (self.0 ^ n));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// One workgroup's speculative run, on a copy holding the first `version` workgroups' writes.
struct Spec {
    version: usize,
    steps: u64,
    outcome: StepOutcome,
    state: GroupState,
    log: AccessLog,
}

/// A run's message to the main thread: the workgroup and its run (`None`: it was not run).
type Done = (usize, Option<Spec>);

/// What the threads share: the next workgroup to take, the steps the workers' runs spent,
/// and the register files of committed workgroups' waves (the main thread clears them; the
/// workers reuse them instead of allocating and clearing new ones).
struct Shared {
    next: AtomicUsize,
    spent: AtomicU64,
    spare: Mutex<Vec<SpareFiles>>,
    budget: u64,
    groups: usize,
    window: usize,
    /// Bytes of writes a workgroup's log may hold ([`LOG_CAP`]).
    log_cap: usize,
}

impl Shared {
    /// Nothing taken or spent yet, for `groups` workgroups on `threads` workers.
    fn new(groups: usize, threads: usize, budget: u64, log_cap: usize) -> Shared {
        Shared {
            next: AtomicUsize::new(0),
            spent: AtomicU64::new(0),
            spare: Mutex::default(),
            budget,
            groups,
            window: threads * WINDOW,
            log_cap,
        }
    }

    /// Takes the next workgroup if it is below `limit` (and exists).
    fn claim_below(&self, limit: usize) -> Option<usize> {
        let bound = limit.min(self.groups);
        self.next
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| (n < bound).then_some(n + 1))
            .ok()
    }

    /// Keeps `files` for the workers (the newest [`SPARE_SETS`] sets).
    fn recycle(&self, files: SpareFiles) {
        if let Ok(mut spare) = self.spare.lock() {
            spare.push(files);
            let extra = spare.len().saturating_sub(SPARE_SETS);
            spare.drain(..extra);
        }
    }
}

/// Runs the dispatch of `m` on `threads` threads within `budget` instructions; `m` ends in the
/// state the sequential [`lanescope_isa::Machine::run`] leaves and the outcome is the same.
pub fn run(m: &mut GcnMachine, threads: usize, budget: u64) -> StepOutcome {
    run_with(m, threads, budget, LOG_CAP)
}

/// [`run`] with logs of at most `log_cap` bytes of writes.
fn run_with(m: &mut GcnMachine, threads: usize, budget: u64, log_cap: usize) -> StepOutcome {
    let shared = Shared::new(m.group_count(), threads, budget, log_cap);
    let (done_tx, done_rx) = channel::<Done>();
    std::thread::scope(|scope| {
        let mut feeds = Vec::new();
        let mut new_worker = |m: &mut GcnMachine| {
            let (feed, rx) = channel();
            feeds.push(feed);
            Worker {
                m: m.fork(),
                version: 0,
                feed: rx,
                done: done_tx.clone(),
            }
        };
        let mut handles = Vec::new();
        let mut cores = crate::placement::thread_cores(threads).into_iter();
        if let Some(core) = cores.next() {
            crate::placement::start_on(core);
        }
        for _ in 1..threads {
            let worker = new_worker(m);
            let (shared, core) = (&shared, cores.next());
            handles.push(scope.spawn(move || {
                if let Some(core) = core {
                    crate::placement::start_on(core);
                }
                worker.work(shared)
            }));
        }
        let own = new_worker(m);
        drop(done_tx);
        let outcome = Committer::new(feeds, done_rx, &shared).run(m, Some(own));
        // A worker that panicked has handed its workgroup back ([`Claim`]).
        for h in handles {
            let _ = h.join();
        }
        outcome
    })
}

/// A worker: its machine (with its copy of memory) and how many commits the copy holds.
struct Worker {
    m: GcnMachine,
    version: usize,
    /// Each commit's writes, in order.
    feed: Receiver<Arc<LoggedWrites>>,
    done: Sender<Done>,
}

impl Worker {
    /// Runs workgroups until none are left or the worker must stop (see the module doc).
    fn work(mut self, s: &Shared) {
        loop {
            if !self.ready(s) {
                return;
            }
            let Some(g) = s.claim_below(usize::MAX) else {
                return;
            };
            let claim = self.claim(g);
            while g >= self.version + s.window {
                match self.feed.recv() {
                    Ok(w) => self.apply(&w),
                    Err(_) => return,
                }
            }
            if !self.run_claimed(claim, s) {
                return;
            }
        }
    }

    /// The main thread's turn as a worker: runs one workgroup within the window of its copy,
    /// without waiting (the commits it would wait for are its own).
    fn work_once(&mut self, s: &Shared) -> Turn {
        if !self.ready(s) {
            return Turn::Stop;
        }
        let Some(g) = s.claim_below(self.version + s.window) else {
            return Turn::Idle;
        };
        let claim = self.claim(g);
        match self.run_claimed(claim, s) {
            true => Turn::Ran,
            false => Turn::Stop,
        }
    }

    /// Catches up with the commits; false when the worker must stop (the main thread is gone
    /// or the runs spent the budget).
    fn ready(&mut self, s: &Shared) -> bool {
        self.catch_up() && s.spent.load(Ordering::Relaxed) < s.budget
    }

    /// Workgroup `g`, taken: its run goes to the main thread when the claim drops.
    fn claim(&self, g: usize) -> Claim {
        Claim {
            g,
            done: self.done.clone(),
            spec: None,
        }
    }

    /// Runs the claimed workgroup and sends the run; false when the log overflowed (the copy
    /// can no longer be undone: the worker stops).
    fn run_claimed(&mut self, mut claim: Claim, s: &Shared) -> bool {
        let spec = self.speculate(claim.g, s);
        let overflowed = spec.log.overflowed();
        claim.spec = Some(spec);
        !overflowed
    }

    /// Replays the commits that arrived; false when the main thread is gone.
    fn catch_up(&mut self) -> bool {
        loop {
            match self.feed.try_recv() {
                Ok(w) => self.apply(&w),
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
    }

    /// Replays one commit's writes on the copy.
    fn apply(&mut self, w: &LoggedWrites) {
        w.replay(self.m.memory_mut());
        self.version += 1;
    }

    /// Runs workgroup `g` on the copy with the budget the runs have left, logged, and undoes
    /// its writes (unless the log overflowed).
    fn speculate(&mut self, g: usize, s: &Shared) -> Spec {
        let budget = s.budget.saturating_sub(s.spent.load(Ordering::Relaxed));
        if let Some(files) = s.spare.lock().ok().and_then(|mut v| v.pop()) {
            self.m.give_spare_files(files);
        }
        self.m.memory_mut().start_log(s.log_cap);
        let (steps, outcome) = self.m.run_group(g, budget);
        s.spent.fetch_add(steps, Ordering::Relaxed);
        let log = self.m.memory_mut().take_log().unwrap_or_default();
        if !log.overflowed() {
            log.undo(self.m.memory_mut());
        }
        Spec {
            version: self.version,
            steps,
            outcome,
            state: self.m.take_group(),
            log,
        }
    }
}

/// What the main thread's turn as a worker did.
enum Turn {
    /// It ran a workgroup.
    Ran,
    /// No workgroup is left within its window.
    Idle,
    /// It must not run any more (see [`Worker::ready`], [`Worker::run_claimed`]).
    Stop,
}

/// A workgroup a worker took: dropping it sends the run (none if the worker panicked).
struct Claim {
    g: usize,
    done: Sender<Done>,
    spec: Option<Spec>,
}

impl Drop for Claim {
    fn drop(&mut self) {
        let _ = self.done.send((self.g, self.spec.take()));
    }
}

/// The main thread's side: commits workgroups in order and sends their writes to the workers.
struct Committer<'s> {
    /// What the threads share (the budget, the window, the log size).
    shared: &'s Shared,
    /// The workers' feeds; empty once a commit's writes could not be logged.
    feeds: Vec<Sender<Arc<LoggedWrites>>>,
    done: Receiver<Done>,
    /// Runs that arrived before their turn.
    early: BTreeMap<usize, Option<Spec>>,
    /// Each line written by a recent commit: the last workgroup that wrote it.
    last_write: HashMap<u64, usize, BuildLineHasher>,
    /// `last_write`'s size at which old lines are next forgotten.
    prune_at: usize,
    /// The workers' copies can no longer follow the committed memory.
    desync: bool,
}

impl<'s> Committer<'s> {
    fn new(feeds: Vec<Sender<Arc<LoggedWrites>>>, done: Receiver<Done>, shared: &'s Shared) -> Committer<'s> {
        Committer {
            shared,
            feeds,
            done,
            early: BTreeMap::new(),
            last_write: HashMap::default(),
            prune_at: PRUNE_MIN,
            desync: false,
        }
    }

    /// Commits the workgroups into `m` within the step budget; returns how the run stopped.
    /// Returning drops the feeds, which stops the workers.
    fn run(mut self, m: &mut GcnMachine, mut own: Option<Worker>) -> StepOutcome {
        let shared = self.shared;
        let mut left = shared.budget;
        for g in 0..shared.groups {
            let spec = self.wait_for(g, &mut own);
            let outcome = self.commit(m, g, spec, &mut left);
            shared.recycle(m.take_spare_files());
            match outcome {
                StepOutcome::Running if left > 0 => {}
                StepOutcome::Running => return StepOutcome::BudgetExhausted,
                other => return other,
            }
        }
        StepOutcome::Ended
    }

    /// The run of workgroup `g` (`None`: no run, [`Committer::commit`] runs it). While it is
    /// not there, the main thread takes workgroups too: `g` itself if no worker took it, else
    /// one ahead on its own copy (`own`) when its window allows; else it waits.
    fn wait_for(&mut self, g: usize, own: &mut Option<Worker>) -> Option<Spec> {
        loop {
            if let Some(spec) = self.early.remove(&g) {
                return spec;
            }
            match self.done.try_recv() {
                Ok((k, spec)) => {
                    self.early.insert(k, spec);
                    continue;
                }
                Err(TryRecvError::Disconnected) => return None,
                Err(TryRecvError::Empty) => {}
            }
            if self.shared.claim_below(g + 1).is_some() {
                return None;
            }
            let turn = own.as_mut().map_or(Turn::Idle, |w| w.work_once(self.shared));
            match turn {
                Turn::Ran => continue,
                Turn::Stop => *own = None,
                Turn::Idle => {}
            }
            // Workgroup g is taken: its run comes (a claim sends it even if its worker panics).
            let (k, spec) = self.done.recv().ok()?;
            self.early.insert(k, spec);
        }
    }

    /// Commits workgroup `g` into `m`: adopts its run `spec` when that is the sequential one,
    /// else runs it again on `m`; sends its writes to the workers; returns how it stopped.
    fn commit(&mut self, m: &mut GcnMachine, g: usize, spec: Option<Spec>, left: &mut u64) -> StepOutcome {
        if let Some(s) = spec.filter(|s| self.valid(s, *left)) {
            s.log.replay(m.memory_mut());
            m.adopt_group(s.state);
            *left -= s.steps;
            self.publish(g, s.log);
            return s.outcome;
        }
        if !self.desync {
            m.memory_mut().start_log(self.shared.log_cap);
        }
        let (steps, outcome) = m.run_group(g, *left);
        *left -= steps;
        if let Some(log) = m.memory_mut().take_log() {
            self.publish(g, log);
        }
        outcome
    }

    /// Whether a run is the one the sequential run would have made.
    fn valid(&self, s: &Spec, left: u64) -> bool {
        !self.desync
            && !s.log.overflowed()
            && s.steps <= left
            && s.outcome != StepOutcome::BudgetExhausted
            && !s
                .log
                .read_any(|l| self.last_write.get(&l).is_some_and(|&w| w >= s.version))
    }

    /// Records the lines workgroup `g`'s committed `log` wrote and sends its writes to the
    /// workers (or stops them when the log overflowed).
    fn publish(&mut self, g: usize, log: AccessLog) {
        if self.desync {
            return;
        }
        if log.overflowed() {
            self.desync = true;
            self.feeds.clear();
            return;
        }
        for line in log.written_lines() {
            self.last_write.insert(line, g);
        }
        self.forget_old_writes(g);
        let writes = Arc::new(log.into_writes());
        for f in &self.feeds {
            let _ = f.send(Arc::clone(&writes));
        }
    }

    /// Once `last_write` has doubled since it was last pruned, forgets the lines last written
    /// before workgroup `g + 1 - window`, `g` being the last commit: a worker runs workgroup k
    /// only on a copy of version > k - window, so those writes are in every copy a run still to
    /// commit was made on. Keeps the map near the lines the last `window` commits wrote.
    fn forget_old_writes(&mut self, g: usize) {
        if self.last_write.len() < self.prune_at {
            return;
        }
        let keep = (g + 1).saturating_sub(self.shared.window);
        self.last_write.retain(|_, w| *w >= keep);
        self.prune_at = (2 * self.last_write.len()).max(PRUNE_MIN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope_gcn::exec::Memory;
    use lanescope_gcn::{Arch, KernArg, LaunchConfig};
    use lanescope_isa::Machine;

    /// How many workgroups back a workgroup of [`lag`] reads from.
    const LAG: u32 = 5;
    const GROUPS: u32 = 64;

    /// `GROUPS` workgroups of 64 lanes; workgroup g stores out[g] + 1 at out[g + LAG]: only the
    /// sequential order gives out[i] = i / LAG.
    fn lag() -> GcnMachine {
        let src = format!(
            ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\ts_lshl_b32 s3, s2, 2\n\tv_mov_b32 v0, s3\n\ts_waitcnt lgkmcnt(0)\n\tglobal_load_dword v1, v0, s[4:5]\n\ts_waitcnt vmcnt(0)\n\tv_add_u32 v1, 1, v1\n\tglobal_store_dword v0, v1, s[4:5] offset:{}\n\ts_endpgm\n.rodata\n.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_system_sgpr_workgroup_id_x 1\n\t.amdhsa_next_free_vgpr 2\n\t.amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n",
            4 * LAG
        );
        let p = lanescope_gcn::syntax::assemble(Arch::Gfx900, &src).unwrap();
        let mut mem = Memory::new();
        let out = mem.alloc("out", 4 * (GROUPS + LAG) as usize, 4);
        let cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [64 * GROUPS, 1, 1],
            block: [64, 1, 1],
            dynamic_lds: 0,
            args: vec![KernArg::Pointer(out)],
        };
        GcnMachine::launch(p, mem, &cfg).unwrap()
    }

    /// The `out` buffer's dwords.
    fn out(m: &GcnMachine) -> Vec<u32> {
        let r = m.memory().region("out").unwrap();
        r.data
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    /// Runs [`lag`] on threads with logs of `log_cap` bytes and within `budget` steps, and
    /// checks it ends as the sequential run does.
    fn same_as_sequential(threads: usize, budget: u64, log_cap: usize) {
        let mut seq = lag();
        let want = seq.run(budget);
        let mut par = lag();
        assert_eq!(
            run_with(&mut par, threads, budget, log_cap),
            want,
            "{threads} {budget} {log_cap}"
        );
        assert_eq!(par.memory(), seq.memory(), "{threads} {budget} {log_cap}");
        assert_eq!(par.steps(), seq.steps(), "{threads} {budget} {log_cap}");
    }

    #[test]
    fn reads_of_workgroups_several_commits_back_see_the_sequential_values() {
        let mut seq = lag();
        assert_eq!(seq.run(1 << 20), StepOutcome::Ended);
        assert_eq!(out(&seq), (0..GROUPS + LAG).map(|i| i / LAG).collect::<Vec<_>>());
        for threads in [1, 2, 3, 5] {
            for budget in [1, 37, 300, 1 << 20] {
                same_as_sequential(threads, budget, LOG_CAP);
            }
        }
    }

    /// Logs that overflow (every one with no room; some with a little) stop the workers or the
    /// feeds, and the main thread finishes the run alone.
    #[test]
    fn overflowing_logs_fall_back_to_the_sequential_run() {
        for log_cap in [0, 1000, 2600] {
            same_as_sequential(2, 1 << 20, log_cap);
            same_as_sequential(4, 300, log_cap);
        }
    }

    #[test]
    fn a_run_is_valid_iff_nothing_it_read_was_committed_after_its_copy_s_version() {
        let mut w = lag().fork();
        w.memory_mut().start_log(LOG_CAP);
        let (steps, outcome) = w.run_group(7, 1000);
        assert_eq!(outcome, StepOutcome::Running);
        let log = w.memory_mut().take_log().unwrap();
        let spec = |version| Spec {
            version,
            steps,
            outcome: outcome.clone(),
            state: w.clone().take_group(),
            log: log.clone(),
        };
        let read = (w.memory().region("out").unwrap().base + 4 * 7) / lanescope_gcn::exec::LOG_LINE;
        let shared = Shared::new(64, 2, 1000, LOG_CAP);
        let mut c = Committer::new(Vec::new(), channel().1, &shared);
        assert!(c.valid(&spec(0), 1000));
        c.last_write.insert(read + 1, 4);
        assert!(c.valid(&spec(0), 1000));
        c.last_write.insert(read, 2);
        assert!(!c.valid(&spec(2), 1000));
        assert!(c.valid(&spec(3), 1000));
        assert!(!c.valid(&spec(3), steps - 1));
    }

    #[test]
    fn the_map_of_recent_writes_forgets_lines_no_run_to_come_can_have_missed() {
        let shared = Shared::new(64, 2, 1000, LOG_CAP);
        let mut c = Committer::new(Vec::new(), channel().1, &shared);
        let n = PRUNE_MIN as u64 + 5;
        c.last_write.extend((0..n).map(|l| (l, l as usize)));
        c.forget_old_writes(n as usize - 1);
        // Window 8 (2 threads): runs still to come are of copies of version > n - 8.
        let mut left: Vec<u64> = c.last_write.keys().copied().collect();
        left.sort_unstable();
        assert_eq!(left, (n - 8..n).collect::<Vec<_>>());
        assert_eq!(c.prune_at, PRUNE_MIN);
        c.last_write.insert(n, n as usize);
        c.forget_old_writes(n as usize);
        assert_eq!(c.last_write.len(), 9, "not pruned again before the map doubles");
    }
}
