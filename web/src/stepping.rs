//! The larger steps: step over (until the shown wave's PC passes the current instruction
//! forward, so a loop's back-edge runs the loop to its exit) and a step of the whole workgroup.

use lanescope::{Machine, Rewind, WaveStatus};
use leptos::prelude::*;

use crate::ctx::{Ctx, RUN_SLICE};

/// How a step over ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Over {
    /// The wave's PC went past the instruction (or the wave ended).
    Past,
    /// Before an instruction on this breakpoint line.
    Breakpoint(usize),
    /// The step limit was reached first (the loop still runs).
    Limit,
}

/// Steps wave `n` of `m` until its PC is past `from` (the PC it started at), it is no longer
/// running, the machine halts, `stop(m)` names a breakpoint line before an instruction (not
/// before the first), or `limit` instructions ran. `after` sees the machine after every step.
pub fn step_over(
    m: &mut dyn Rewind,
    n: usize,
    limit: u64,
    stop: impl Fn(&dyn Machine) -> Option<usize>,
    mut after: impl FnMut(&dyn Rewind),
) -> Over {
    let from = m.pc();
    for i in 0..limit {
        if i > 0 {
            if let Some(line) = stop(m) {
                return Over::Breakpoint(line);
            }
        }
        m.select_wave(n);
        m.step();
        after(m);
        m.select_wave(n);
        let running = m
            .wave_info(n)
            .is_some_and(|w| matches!(w.status, WaveStatus::Running | WaveStatus::AtBarrier));
        if m.halted() || !running || m.pc() > from {
            return Over::Past;
        }
    }
    Over::Limit
}

/// Steps every running wave of the workgroup of wave `n` one instruction (in wave order) and
/// shows wave `n` again; returns how many waves stepped. `after` sees the machine after every
/// step.
pub fn step_workgroup(m: &mut dyn Rewind, n: usize, mut after: impl FnMut(&dyn Rewind)) -> usize {
    let Some(group) = m.wave_info(n).map(|w| w.workgroup) else {
        return 0;
    };
    let members: Vec<usize> = (0..m.wave_count())
        .filter(|&k| {
            m.wave_info(k)
                .is_some_and(|w| w.workgroup == group && w.status == WaveStatus::Running)
        })
        .collect();
    let mut stepped = 0;
    for k in members {
        if m.halted() {
            break;
        }
        m.select_wave(k);
        m.step();
        after(m);
        stepped += 1;
    }
    m.select_wave(n);
    stepped
}

impl Ctx {
    /// Step over: runs the shown wave until its PC passes the current instruction forward (at
    /// most [`RUN_SLICE`] instructions), stopping at breakpoints; the status says why it stopped.
    pub(crate) fn step_over(self) {
        let bps = self.breakpoints.get_untracked();
        let stop = |m: &dyn Machine| {
            let line = m.current_line()? as usize;
            bps.iter().find(|b| b.line == line && b.enabled).map(|b| b.line)
        };
        let mut how = None;
        self.big_step(|m, h| {
            let n = m.selected_wave();
            how = Some(step_over(m, n, RUN_SLICE, stop, |m| h.after_step(m)));
        });
        let note = match how {
            Some(Over::Breakpoint(l)) => Some(format!("breakpoint at line {l}")),
            Some(Over::Limit) => Some(format!("step over stopped after {RUN_SLICE} instructions")),
            _ => None,
        };
        self.stop_note.set(note);
        self.bump();
    }

    /// Steps every running wave of the shown wave's workgroup one instruction.
    pub(crate) fn step_workgroup(self) {
        let mut waves = 0;
        self.big_step(|m, h| {
            let n = m.selected_wave();
            waves = step_workgroup(m, n, |m| h.after_step(m));
        });
        let note = (waves != 1).then(|| format!("stepped {waves} waves of the workgroup"));
        self.stop_note.set(note);
        self.bump();
    }

    /// Runs `f` on the machine (if it can execute) with the step-back history, after keeping
    /// the state before it.
    fn big_step(self, f: impl FnOnce(&mut dyn Rewind, &mut lanescope::History)) {
        self.flush();
        if self.running.get_untracked() || self.stale_untracked() {
            return;
        }
        self.budget_hit.set(false);
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut().filter(|m| !m.halted()) {
                self.history.update_value(|h| {
                    h.record(m.as_ref());
                    f(m.as_mut(), h);
                });
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOOP: &str =
        "s_mov_b32 s0, 5\nl:\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 l\nv_mov_b32 v1, s0\ns_endpgm";

    fn machine(src: &str) -> Box<dyn Rewind> {
        let t = lanescope::Target::from_name("gfx900").unwrap();
        let s = lanescope::Snippet::new(t, src.to_string());
        let Ok(m) = t.build(&s, src) else {
            panic!("{src} builds")
        };
        m
    }

    #[test]
    fn step_over_a_back_edge_runs_the_loop_to_its_exit() {
        let mut m = machine(LOOP);
        let never = |_: &dyn Machine| None;
        // s_mov, then s_sub, s_cmp: one instruction each.
        for _ in 0..3 {
            assert_eq!(step_over(m.as_mut(), 0, 100, never, |_| {}), Over::Past);
        }
        assert_eq!(m.current_line(), Some(5));
        // The branch: four more rounds of the loop, then past it.
        assert_eq!(step_over(m.as_mut(), 0, 100, never, |_| {}), Over::Past);
        assert_eq!(m.current_line(), Some(6));
        assert_eq!(m.steps(), 3 + 1 + 4 * 3);
        // A breakpoint in the loop body stops the next one.
        let mut m = machine(LOOP);
        m.run(3);
        let bp = |m: &dyn Machine| (m.current_line() == Some(3)).then_some(3);
        assert_eq!(step_over(m.as_mut(), 0, 100, bp, |_| {}), Over::Breakpoint(3));
        assert_eq!(step_over(m.as_mut(), 0, 2, never, |_| {}), Over::Past);
        // The limit.
        let mut m = machine("l:\ns_branch l\ns_endpgm");
        assert_eq!(step_over(m.as_mut(), 0, 10, never, |_| {}), Over::Limit);
        assert_eq!(m.steps(), 10);
    }

    #[test]
    fn a_bare_wave_is_a_workgroup_of_one() {
        let mut m = machine(LOOP);
        let mut seen = 0;
        assert_eq!(step_workgroup(m.as_mut(), 0, |_| seen += 1), 1);
        assert_eq!((seen, m.steps()), (1, 1));
    }
}
