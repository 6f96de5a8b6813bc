//! Debugger support: machines that can be snapshotted, and a bounded history of snapshots
//! for stepping back.
//!
//! The machines are deterministic, so the history keeps whole-machine snapshots every few
//! steps and steps back by restoring the nearest snapshot at or before the wanted step count
//! and running forward to it.

use std::collections::VecDeque;

use lanescope_gcn::GcnMachine;
use lanescope_isa::Machine;
use lanescope_r700::machine::R700Wave;

/// A [`Machine`] that can copy its whole state (every wave, memory, LDS).
pub trait Rewind: Machine {
    /// A copy of the machine as it is now.
    fn snapshot(&self) -> Box<dyn Rewind>;
    /// About how many bytes [`Rewind::snapshot`] holds.
    fn snapshot_bytes(&self) -> usize;
    /// The machine's mutable state as bytes for [`Rewind::load_state`] on a machine built from
    /// the same snippet (see [`crate::state`]); empty when this machine cannot save its state.
    fn save_state(&self) -> Vec<u8> {
        Vec::new()
    }
    /// Replaces the machine's mutable state with bytes [`Rewind::save_state`] made on a machine
    /// of the same snippet; on error (another program, corrupt or truncated bytes) nothing
    /// changes.
    fn load_state(&mut self, _bytes: &[u8]) -> Result<(), String> {
        Err(format!("{}: this machine cannot load a saved state", self.arch_name()))
    }
}

/// Implements [`Rewind`] for machine types that are `Clone` and have inherent
/// `state_bytes`, `save_state` and `load_state` methods.
macro_rules! rewind_by_inherent_methods {
    ($($t:ty),*) => {$(
        impl Rewind for $t {
            fn snapshot(&self) -> Box<dyn Rewind> {
                Box::new(self.clone())
            }

            fn snapshot_bytes(&self) -> usize {
                self.state_bytes()
            }

            fn save_state(&self) -> Vec<u8> {
                <$t>::save_state(self)
            }

            fn load_state(&mut self, bytes: &[u8]) -> Result<(), String> {
                <$t>::load_state(self, bytes)
            }
        }
    )*};
}

rewind_by_inherent_methods!(GcnMachine, R700Wave);

/// Most snapshots a [`History`] keeps (the oldest go first).
pub const HISTORY_SNAPSHOTS: usize = 48;
/// Most bytes the snapshots of a [`History`] hold together (the oldest go first; a machine
/// larger than this keeps no history, so stepping back says there is none).
pub const HISTORY_BYTES: usize = 256 << 20;
/// Steps between snapshots while the step count is small.
pub const SNAPSHOT_EVERY: u64 = 64;

/// A bounded ring of machine snapshots, ordered by step count.
pub struct History {
    snaps: VecDeque<Box<dyn Rewind>>,
    /// What the snapshots hold together ([`Rewind::snapshot_bytes`]).
    bytes: usize,
    /// The most `bytes` may reach.
    budget: usize,
    /// Whether the newest snapshot was kept by [`History::mark`] (the next mark or record
    /// replaces it).
    marked: bool,
}

impl Default for History {
    fn default() -> History {
        History::with_budget(HISTORY_BYTES)
    }
}

impl History {
    /// An empty history within [`HISTORY_BYTES`].
    pub fn new() -> History {
        History::default()
    }

    /// An empty history whose snapshots hold at most `budget` bytes together.
    pub fn with_budget(budget: usize) -> History {
        History {
            snaps: VecDeque::new(),
            bytes: 0,
            budget,
            marked: false,
        }
    }

    /// Forgets every snapshot (after a rebuild or reset).
    pub fn clear(&mut self) {
        self.snaps.clear();
        self.bytes = 0;
        self.marked = false;
    }

    /// Drops the newest snapshot, if any.
    fn pop_back(&mut self) {
        self.marked = false;
        if let Some(s) = self.snaps.pop_back() {
            self.bytes -= s.snapshot_bytes();
        }
    }

    /// Drops the oldest snapshot, if any.
    fn pop_front(&mut self) {
        if let Some(s) = self.snaps.pop_front() {
            self.bytes -= s.snapshot_bytes();
        }
        self.marked &= !self.snaps.is_empty();
    }

    /// Snapshots kept.
    pub fn len(&self) -> usize {
        self.snaps.len()
    }

    /// Whether no snapshot is kept.
    pub fn is_empty(&self) -> bool {
        self.snaps.is_empty()
    }

    /// The interval at step count `steps`: [`SNAPSHOT_EVERY`], or `steps / 16` rounded up to a
    /// power of two when larger (a long run keeps a few dozen snapshots, not thousands).
    pub fn interval(steps: u64) -> u64 {
        (steps / 16).next_power_of_two().max(SNAPSHOT_EVERY)
    }

    /// Keeps a snapshot of `m` (dropping any of a later step count: that future is gone).
    pub fn record(&mut self, m: &dyn Rewind) {
        if self.marked {
            self.pop_back();
        }
        let n = m.steps();
        while self.snaps.back().is_some_and(|s| s.steps() >= n) {
            self.pop_back();
        }
        let size = m.snapshot_bytes();
        if size > self.budget {
            return;
        }
        while self.snaps.len() >= HISTORY_SNAPSHOTS || self.bytes + size > self.budget {
            self.pop_front();
        }
        self.snaps.push_back(m.snapshot());
        self.bytes += size;
    }

    /// Keeps a snapshot of `m` off the snapshot grid, in place of the one the previous mark
    /// kept if that is still the newest (the next [`History::record`] drops it too): a long run
    /// marks now and then, so stepping back after it replays a little, not a whole interval.
    /// At the step count of a snapshot that is not a mark, the snapshot stays one that is not.
    pub fn mark(&mut self, m: &dyn Rewind) {
        let n = m.steps();
        if self.marked {
            self.pop_back();
        }
        let kept = self.snaps.iter().any(|s| s.steps() == n);
        self.record(m);
        self.marked = !kept && self.snaps.back().is_some_and(|s| s.steps() == n);
    }

    /// Records `m` if its step count is on the snapshot grid ([`History::interval`]).
    pub fn after_step(&mut self, m: &dyn Rewind) {
        let n = m.steps();
        if n.is_multiple_of(History::interval(n)) && self.snaps.back().is_none_or(|s| s.steps() < n) {
            self.record(m);
        }
    }

    /// The machine one step before `m` (see [`History::seek`]). `None` at step 0 or when the
    /// snapshot it needs has left the ring.
    pub fn back(&mut self, m: &dyn Rewind) -> Option<Box<dyn Rewind>> {
        self.seek(m, m.steps().checked_sub(1)?)
    }

    /// The machine at step count `want`: backwards, the nearest snapshot at or before `want`
    /// run forward to it (snapshots after `want` are dropped); forwards, `m` run on (the
    /// scheduler's order). `None` when the snapshot it needs has left the ring, or the program
    /// ends or faults before `want`.
    pub fn seek(&mut self, m: &dyn Rewind, want: u64) -> Option<Box<dyn Rewind>> {
        let mut out = if want >= m.steps() {
            m.snapshot()
        } else {
            while self.snaps.back().is_some_and(|s| s.steps() > want) {
                self.pop_back();
            }
            self.snaps.back()?.snapshot()
        };
        for _ in out.steps()..want {
            out.step();
            self.after_step(out.as_ref());
        }
        (out.steps() == want).then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Target;

    const LOOP: &str = "s_mov_b32 s0, 300\nl:\nv_add_u32 v1, v1, v0\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 l\ns_endpgm";

    /// Every register of every file.
    fn registers(m: &dyn Rewind) -> Vec<u32> {
        let files = m.register_files();
        (0..files.len())
            .flat_map(|f| (0..files[f].count).flat_map(move |r| m.register(f, r).to_vec()))
            .collect()
    }

    fn machine() -> Box<dyn Rewind> {
        Target::ALL[0].assemble(LOOP).unwrap()
    }

    /// A fresh machine and a history that has recorded its first state.
    fn recording() -> (Box<dyn Rewind>, History) {
        let m = machine();
        let mut h = History::new();
        h.record(m.as_ref());
        (m, h)
    }

    #[test]
    fn back_is_exactly_one_step_and_matches_the_forward_state() {
        let (mut m, mut h) = recording();
        for _ in 0..200 {
            m.step();
            h.after_step(m.as_ref());
        }
        let mut reference = machine();
        reference.run(199);
        let b = h.back(m.as_ref()).unwrap();
        assert_eq!(b.steps(), 199);
        assert_eq!(registers(b.as_ref()), registers(reference.as_ref()));
        assert_eq!(b.pc(), reference.pc());
        let bb = h.back(b.as_ref()).unwrap();
        assert_eq!(bb.steps(), 198);
    }

    #[test]
    fn back_at_step_zero_is_none_and_the_ring_is_bounded() {
        let mut m = machine();
        let mut h = History::new();
        assert!(h.back(m.as_ref()).is_none());
        h.record(m.as_ref());
        for _ in 0..1000 {
            m.step();
            h.record(m.as_ref());
        }
        assert_eq!(h.len(), HISTORY_SNAPSHOTS);
        assert_eq!(h.back(m.as_ref()).map(|b| b.steps()), Some(m.steps() - 1));
    }

    #[test]
    fn the_snapshots_stay_within_the_byte_budget() {
        let mut m = machine();
        let size = m.snapshot_bytes();
        assert!(size > 64 * 4 * 256, "a wave's VGPR file at least: {size}");
        let mut h = History::with_budget(3 * size + 1);
        for _ in 0..10 {
            h.record(m.as_ref());
            m.step();
        }
        assert_eq!(h.len(), 3);
        assert_eq!(h.back(m.as_ref()).map(|b| b.steps()), Some(m.steps() - 1));
        // A machine larger than the whole budget keeps no history: stepping back says so.
        let mut small = History::with_budget(size - 1);
        small.record(m.as_ref());
        assert!(small.is_empty());
        m.step();
        assert!(small.back(m.as_ref()).is_none());
    }

    #[test]
    fn seek_goes_both_ways() {
        let (mut m, mut h) = recording();
        m.run(500);
        let mut reference = machine();
        reference.run(450);
        let at = h.seek(m.as_ref(), 450).unwrap();
        assert_eq!(
            (at.steps(), registers(at.as_ref())),
            (450, registers(reference.as_ref()))
        );
        let on = h.seek(at.as_ref(), 900).unwrap();
        assert_eq!(on.steps(), 900);
        assert!(h.seek(on.as_ref(), 10_000).is_none(), "the program ends first");
    }

    #[test]
    fn a_mark_shortens_the_replay_and_gives_way_to_the_next() {
        let (mut m, mut h) = recording();
        m.run(100);
        h.mark(m.as_ref());
        m.run(5);
        h.mark(m.as_ref());
        assert_eq!(h.len(), 2, "the second mark replaced the first");
        m.run(3);
        let mut reference = machine();
        reference.run(107);
        let b = h.back(m.as_ref()).unwrap();
        assert_eq!((b.steps(), registers(b.as_ref())), (107, registers(reference.as_ref())));
        // A record drops the mark: the grid snapshots alone again.
        h.mark(b.as_ref());
        h.record(m.as_ref());
        assert_eq!(h.len(), 2);
        h.clear();
        h.mark(m.as_ref());
        h.record(m.as_ref());
        assert_eq!(h.len(), 1);
    }

    /// The step counts of the snapshots `h` keeps, oldest first.
    fn kept(h: &History) -> Vec<u64> {
        h.snaps.iter().map(|s| s.steps()).collect()
    }

    #[test]
    fn a_mark_at_a_kept_step_count_keeps_that_snapshot() {
        let mut m = machine();
        let size = m.snapshot_bytes();
        let mut h = History::with_budget(3 * size + 1);
        m.run(100);
        h.record(m.as_ref());
        h.mark(m.as_ref());
        h.mark(m.as_ref());
        let at100 = m.snapshot();
        m.run(5);
        h.mark(m.as_ref());
        assert_eq!(kept(&h), [100, 105], "the marks at 100 left its snapshot unmarked");
        // A mark back at 100 drops the later one and still leaves 100 unmarked.
        h.mark(at100.as_ref());
        h.mark(m.as_ref());
        assert_eq!(kept(&h), [100, 105]);
        m.run(3);
        h.record(m.as_ref());
        m.run(4);
        h.mark(m.as_ref());
        h.mark(m.as_ref());
        assert_eq!(kept(&h), [100, 108, 112], "a mark at a mark's step count replaces it");
        m.run(4);
        h.record(m.as_ref());
        h.mark(m.as_ref());
        m.run(2);
        h.mark(m.as_ref());
        assert_eq!(kept(&h), [108, 116, 118], "the oldest left the ring, 116 stayed");
        assert!(h.bytes <= h.budget);
        // Back across the marks and snapshots, one step at a time: each state is the forward one.
        let mut at = m;
        for want in (108..118).rev() {
            at = h.back(at.as_ref()).unwrap();
            let mut reference = machine();
            reference.run(want);
            assert_eq!(
                (at.steps(), registers(at.as_ref())),
                (want, registers(reference.as_ref()))
            );
        }
        assert!(h.back(at.as_ref()).is_none(), "the snapshot at 100 left the ring");
    }

    #[test]
    fn long_runs_keep_few_snapshots() {
        assert_eq!(History::interval(0), SNAPSHOT_EVERY);
        assert_eq!(History::interval(1_000_000), 65_536);
    }
}
