//! A machine's mutable state as bytes ([`GcnMachine::save_state`] /
//! [`GcnMachine::load_state`]), so another machine built from the same program and launch
//! (a Web Worker's, say) can carry on from it.
//!
//! The program, its plans and the dispatch are not in the bytes: both sides build them from
//! the same source. The bytes carry every wave (registers, PC, counters, messages, the last
//! step's changes and LDS access), global memory and LDS (and the initial copies a reset
//! returns to), the scheduler's position and the step count, after a header with the format
//! version and a hash of the program and dispatch, so the bytes of another program are
//! refused. Not carried: the last cross-lane move (a view of one step, cleared by the next)
//! and caches (matrix plans, recycled register files).
//!
//! Loading never panics: sizes are checked against this machine (register file lengths,
//! memory regions, LDS size, wave counts) and nothing changes unless every check passes.
//! Allocation while decoding is bounded by the input's length (postcard reads a byte or more
//! per element; serde preallocates at most 1 MiB of a sequence).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use lanescope_isa::fnv::Fnv;
use lanescope_isa::state::{at_most, bad, exact, FaultBytes, Format};
use lanescope_isa::{Fault, WaveStatus};
use serde::{Deserialize, Serialize};

use super::{GcnMachine, Live, WaveChanges, Writers, KEEP_WAVES, QUANTUM};
use crate::exec::wave::{AGPR0, LANES, MAX_MESSAGES};
use crate::exec::{LdsAccess, WaitCounters, Wave};

/// The format: magic `LSgc`, its version (bumped with every change of the layout).
const FORMAT: Format = Format {
    magic: *b"LSgc",
    version: 1,
    machine: "GCN",
    other: "program or launch",
};
/// Most registers one step's change list names (a wave has 512 vector and 102 scalar).
const MAX_CHANGES: usize = 1024;

/// One wave's registers and what the views show about its last step.
#[derive(Serialize, Deserialize)]
struct WaveBytes<'a> {
    sgpr: Cow<'a, [u32]>,
    ttmp: Cow<'a, [u32]>,
    flat_scratch: u64,
    xnack_mask: u64,
    vcc: u64,
    exec: u64,
    m0: u32,
    scc: bool,
    mode: u32,
    vgpr: Cow<'a, [u32]>,
    pc: u32,
    #[serde(borrow)]
    changes: ChangesBytes<'a>,
    /// [`WaitCounters`]: vm, lgkm, exp.
    counters: (u8, u8, u8),
    lds_access: Option<LdsAccessBytes<'a>>,
    messages: Cow<'a, [(u32, String)]>,
    dropped_messages: u64,
}

/// [`WaveChanges`].
#[derive(Serialize, Deserialize)]
struct ChangesBytes<'a> {
    vgprs: Cow<'a, [(u16, u64)]>,
    sgprs: Cow<'a, [u16]>,
    exec: u64,
    vcc: u64,
    scc: bool,
}

/// [`LdsAccess`].
#[derive(Serialize, Deserialize)]
struct LdsAccessBytes<'a> {
    lanes: Cow<'a, [(u8, u32)]>,
    banks: u8,
    degree: Cow<'a, [u8]>,
    cycles: u32,
}

/// A started wave: its state, status, last instruction and mask writers.
#[derive(Serialize, Deserialize)]
struct LiveBytes<'a> {
    #[serde(borrow)]
    wave: WaveBytes<'a>,
    status: u8,
    last: Option<u32>,
    exec_writer: Cow<'a, [(u32, u64)]>,
    vcc_writer: Cow<'a, [(u32, u64)]>,
}

/// Everything mutable of a [`GcnMachine`].
#[derive(Serialize, Deserialize)]
struct MachineBytes<'a> {
    #[serde(borrow)]
    initial: WaveBytes<'a>,
    /// Each memory region's bytes, in the machine's region order.
    initial_mem: Vec<Cow<'a, [u8]>>,
    mem: Vec<Cow<'a, [u8]>>,
    initial_lds: Option<Cow<'a, [u8]>>,
    edited: bool,
    done: Vec<LiveBytes<'a>>,
    group: u32,
    first: u32,
    cur: Vec<LiveBytes<'a>>,
    lds: Cow<'a, [u8]>,
    selected: u32,
    quantum: u32,
    steps: u64,
    ended: bool,
    fault: Option<FaultBytes<'a>>,
    vgprs_edited: bool,
}

const STATUSES: [WaveStatus; 5] = [
    WaveStatus::NotStarted,
    WaveStatus::Running,
    WaveStatus::AtBarrier,
    WaveStatus::Ended,
    WaveStatus::Faulted,
];

impl<'a> WaveBytes<'a> {
    fn of(w: &'a Wave) -> WaveBytes<'a> {
        let c = &w.changes;
        WaveBytes {
            sgpr: Cow::Borrowed(&w.sgpr),
            ttmp: Cow::Borrowed(&w.ttmp),
            flat_scratch: w.flat_scratch,
            xnack_mask: w.xnack_mask,
            vcc: w.vcc,
            exec: w.exec,
            m0: w.m0,
            scc: w.scc,
            mode: w.mode,
            vgpr: Cow::Borrowed(&w.vgpr),
            pc: w.pc,
            changes: ChangesBytes {
                vgprs: Cow::Borrowed(&c.vgprs),
                sgprs: Cow::Borrowed(&c.sgprs),
                exec: c.exec,
                vcc: c.vcc,
                scc: c.scc,
            },
            counters: (w.counters.vm, w.counters.lgkm, w.counters.exp),
            lds_access: w.lds_access.as_ref().map(|a| LdsAccessBytes {
                lanes: Cow::Borrowed(&a.lanes),
                banks: a.banks,
                degree: Cow::Borrowed(&a.degree),
                cycles: a.cycles,
            }),
            messages: Cow::Borrowed(&w.messages),
            dropped_messages: w.dropped_messages,
        }
    }

    /// Checks the sizes against a wave of `m`.
    fn check(&self, m: &GcnMachine) -> Result<(), String> {
        exact("sgpr", self.sgpr.len(), 102)?;
        exact("ttmp", self.ttmp.len(), 16)?;
        exact("vgpr", self.vgpr.len(), Wave::vgpr_file_len(m.program.arch))?;
        let c = &self.changes;
        at_most("changes", c.vgprs.len() + c.sgprs.len(), MAX_CHANGES)?;
        let vector = c.vgprs.iter().all(|&(r, _)| usize::from(r) < AGPR0 + 256);
        if !vector || c.sgprs.iter().any(|&r| r >= 128) {
            return Err(bad("changed register out of the register files"));
        }
        at_most("messages", self.messages.len(), MAX_MESSAGES)?;
        if let Some(a) = &self.lds_access {
            at_most("LDS access", a.lanes.len(), 4 * LANES)?;
            at_most("LDS degree", a.degree.len(), 256)?;
        }
        Ok(())
    }

    /// The wave (of architecture `m`'s), after [`WaveBytes::check`].
    fn wave(self, m: &GcnMachine) -> Wave {
        let mut w = Wave::new(m.program.arch);
        w.sgpr.copy_from_slice(&self.sgpr);
        w.ttmp.copy_from_slice(&self.ttmp);
        w.vgpr.copy_from_slice(&self.vgpr);
        (w.flat_scratch, w.xnack_mask, w.vcc, w.exec) = (self.flat_scratch, self.xnack_mask, self.vcc, self.exec);
        (w.m0, w.scc, w.mode, w.pc) = (self.m0, self.scc, self.mode, self.pc);
        let c = self.changes;
        w.changes = WaveChanges {
            vgprs: c.vgprs.into_owned(),
            sgprs: c.sgprs.into_owned(),
            exec: c.exec,
            vcc: c.vcc,
            scc: c.scc,
        };
        let (vm, lgkm, exp) = self.counters;
        w.counters = WaitCounters { vm, lgkm, exp };
        w.lds_access = self.lds_access.map(|a| LdsAccess {
            lanes: a.lanes.into_owned(),
            banks: a.banks,
            degree: a.degree.into_owned(),
            cycles: a.cycles,
        });
        w.messages = self.messages.into_owned();
        w.dropped_messages = self.dropped_messages;
        w
    }
}

impl<'a> LiveBytes<'a> {
    fn of(l: &'a Live) -> LiveBytes<'a> {
        LiveBytes {
            wave: WaveBytes::of(&l.wave),
            status: STATUSES.iter().position(|s| *s == l.status).unwrap_or(0) as u8,
            last: l.last.map(|i| i as u32),
            exec_writer: Cow::Borrowed(&l.exec_writer.0),
            vcc_writer: Cow::Borrowed(&l.vcc_writer.0),
        }
    }

    fn check(&self, m: &GcnMachine) -> Result<(), String> {
        self.wave.check(m)?;
        if usize::from(self.status) >= STATUSES.len() {
            return Err(bad("unknown wave status"));
        }
        if self.last.is_some_and(|i| i as usize >= m.program.insts.len()) {
            return Err(bad("last instruction out of the program"));
        }
        at_most("EXEC writers", self.exec_writer.len(), 64)?;
        at_most("VCC writers", self.vcc_writer.len(), 64)
    }

    fn live(self, m: &GcnMachine) -> Live {
        Live {
            status: STATUSES[usize::from(self.status)],
            last: self.last.map(|i| i as usize),
            exec_writer: Writers(self.exec_writer.into_owned()),
            vcc_writer: Writers(self.vcc_writer.into_owned()),
            wave: self.wave.wave(m),
        }
    }
}

/// Each region's bytes of `mem`.
fn regions(mem: &crate::exec::Memory) -> Vec<Cow<'_, [u8]>> {
    mem.regions.iter().map(|r| Cow::Borrowed(&r.data[..])).collect()
}

/// Checks that `data` has the region sizes of `mem`.
fn check_regions(what: &str, data: &[Cow<'_, [u8]>], mem: &crate::exec::Memory) -> Result<(), String> {
    exact(what, data.len(), mem.regions.len())?;
    for (d, r) in data.iter().zip(&mem.regions) {
        exact(&alloc::format!("{what} region '{}'", r.name), d.len(), r.data.len())?;
    }
    Ok(())
}

/// Copies `data` (checked by [`check_regions`]) into `mem`'s regions.
fn copy_regions(data: &[Cow<'_, [u8]>], mem: &mut crate::exec::Memory) {
    for (d, r) in data.iter().zip(&mut mem.regions) {
        r.data.copy_from_slice(d);
    }
}

impl GcnMachine {
    /// A hash of what the state bytes do not carry and must match: the architecture, the
    /// instructions at their addresses and the dispatch.
    fn program_hash(&self) -> u64 {
        let mut h = Fnv::default();
        self.program.arch.hash(&mut h);
        self.program.insts.hash(&mut h);
        self.program.pcs.hash(&mut h);
        let _ = core::fmt::write(&mut h, format_args!("{:?}", self.dispatch));
        h.finish()
    }

    /// This machine's mutable state as bytes, for [`GcnMachine::load_state`] on a machine
    /// built from the same program and launch (see the module doc for what is carried).
    pub fn save_state(&self) -> Vec<u8> {
        let body = MachineBytes {
            initial: WaveBytes::of(&self.initial),
            initial_mem: regions(&self.initial_mem),
            mem: regions(&self.mem),
            initial_lds: self.initial_lds.as_deref().map(Cow::Borrowed),
            edited: self.edited,
            done: self.done.iter().map(LiveBytes::of).collect(),
            group: self.group as u32,
            first: self.first as u32,
            cur: self.cur.iter().map(LiveBytes::of).collect(),
            lds: Cow::Borrowed(&self.lds.data),
            selected: self.selected as u32,
            quantum: self.quantum,
            steps: self.steps,
            ended: self.ended,
            fault: self.fault.as_ref().map(FaultBytes::from),
            vgprs_edited: self.vgprs_edited,
        };
        FORMAT.seal(self.program_hash(), &body)
    }

    /// Replaces this machine's mutable state with `bytes` from [`GcnMachine::save_state`] of a
    /// machine of the same program and launch. On error (bytes of another format, program or
    /// size, truncated or corrupt) nothing changes.
    pub fn load_state(&mut self, bytes: &[u8]) -> Result<(), String> {
        let body: MachineBytes = FORMAT.open(self.program_hash(), bytes)?;
        self.check(&body)?;
        self.apply(body);
        Ok(())
    }

    /// Checks `b` against this machine's program, dispatch and memory layout.
    fn check(&self, b: &MachineBytes) -> Result<(), String> {
        let total = self.total_waves();
        let group = b.group as usize;
        if group >= self.group_count() {
            return Err(bad("workgroup out of the grid"));
        }
        let (first, waves) = match &self.dispatch {
            None => (0, 1),
            Some(d) => (
                d.first_wave[group] as usize,
                (d.first_wave[group + 1] - d.first_wave[group]) as usize,
            ),
        };
        if b.first as usize != first {
            return Err(bad("first wave is not the workgroup's"));
        }
        if b.cur.len() != waves && !b.cur.is_empty() {
            exact("workgroup", b.cur.len(), waves)?;
        }
        at_most("finished waves", b.done.len(), first.min(KEEP_WAVES))?;
        if b.selected as usize >= total {
            return Err(bad("selected wave out of the dispatch"));
        }
        if b.quantum > QUANTUM {
            return Err(bad("quantum above the scheduler's"));
        }
        b.initial.check(self)?;
        for l in b.done.iter().chain(&b.cur) {
            l.check(self)?;
        }
        check_regions("memory", &b.mem, &self.mem)?;
        check_regions("initial memory", &b.initial_mem, &self.initial_mem)?;
        exact("LDS", b.lds.len(), self.lds.data.len())?;
        if let Some(l) = &b.initial_lds {
            exact("initial LDS", l.len(), self.lds.data.len())?;
        }
        Ok(())
    }

    /// Makes `b` (checked) this machine's state.
    fn apply(&mut self, b: MachineBytes) {
        self.initial = b.initial.wave(self);
        copy_regions(&b.initial_mem, &mut self.initial_mem);
        copy_regions(&b.mem, &mut self.mem);
        self.initial_lds = b.initial_lds.map(Cow::into_owned);
        self.lds.data.copy_from_slice(&b.lds);
        self.edited = b.edited;
        let done: Vec<Live> = b.done.into_iter().map(|l| l.live(self)).collect();
        let cur: Vec<Live> = b.cur.into_iter().map(|l| l.live(self)).collect();
        let old = core::mem::replace(&mut self.cur, cur);
        self.recycle(old);
        self.done = done;
        (self.group, self.first, self.selected) = (b.group as usize, b.first as usize, b.selected as usize);
        (self.quantum, self.steps, self.ended) = (b.quantum, b.steps, b.ended);
        self.fault = b.fault.map(Fault::from);
        self.vgprs_edited = b.vgprs_edited;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Arch, Program};
    use lanescope_isa::{Machine, StepOutcome};

    /// A loop through LDS (and on gfx950 a matrix instruction): 40 rounds.
    fn program(arch: Arch) -> Program {
        let mfma = if arch.has_mfma() {
            "v_mfma_f32_16x16x16_f16 a[0:3], v[2:3], v[4:5], a[0:3]\n"
        } else {
            ""
        };
        let src = alloc::format!(
            "s_mov_b32 s0, 40\nv_lshlrev_b32 v1, 2, v0\nl:\nv_add_u32 v2, v2, v0\n{mfma}\
             ds_write_b32 v1, v2\ns_waitcnt lgkmcnt(0)\nds_read_b32 v3, v1 offset:4\ns_waitcnt lgkmcnt(0)\n\
             v_add_u32 v4, v4, v3\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 l\ns_endpgm"
        );
        crate::syntax::assemble(arch, &src).unwrap()
    }

    /// The saved state of a bare machine running [`program`] after `steps` steps.
    fn saved_after(arch: Arch, steps: u64) -> Vec<u8> {
        let mut m = GcnMachine::bare(program(arch));
        m.run(steps);
        m.save_state()
    }

    /// Everything `==` can compare of a machine: every wave, memory, LDS, counters.
    fn state(m: &GcnMachine) -> impl PartialEq + core::fmt::Debug {
        let waves: Vec<Wave> = m.done.iter().chain(&m.cur).map(|l| l.wave.clone()).collect();
        let lives: Vec<_> = m
            .done
            .iter()
            .chain(&m.cur)
            .map(|l| (l.status, l.last, l.exec_writer.0.clone()))
            .collect();
        (
            waves,
            lives,
            m.mem.clone(),
            m.lds.data.clone(),
            m.steps,
            m.ended,
            m.fault.clone(),
            m.selected,
            m.quantum,
        )
    }

    #[test]
    fn a_loaded_machine_runs_on_bit_identically() {
        for arch in [Arch::Gfx900, Arch::Gfx950] {
            let mut a = GcnMachine::bare(program(arch));
            a.set_register(0, 7, 5, 0, 0x1234);
            assert_eq!(a.run(150), StepOutcome::BudgetExhausted);
            let bytes = a.save_state();
            let mut b = GcnMachine::bare(program(arch));
            b.load_state(&bytes).unwrap();
            assert_eq!(state(&b), state(&a), "{arch:?} right after loading");
            assert_eq!(b.save_state(), bytes);
            assert_eq!(a.run(10_000), StepOutcome::Ended);
            assert_eq!(b.run(10_000), StepOutcome::Ended);
            assert_eq!(state(&b), state(&a), "{arch:?} at the end");
            assert_eq!(b.wave().vgpr[7 * 64 + 5], 0x1234);
            // A reset goes back to the initial state the bytes carried (the edit is in it).
            b.reset();
            assert_eq!(b.wave().vgpr[7 * 64 + 5], 0x1234);
        }
    }

    #[test]
    fn bytes_of_another_program_are_refused_and_change_nothing() {
        let bytes = saved_after(Arch::Gfx950, 20);
        let mut other = GcnMachine::bare(program(Arch::Gfx900));
        let before = state(&other);
        let e = other.load_state(&bytes).unwrap_err();
        assert!(e.contains("another program"), "{e}");
        assert_eq!(state(&other), before);
        let mut wrong = bytes.clone();
        wrong[4] = FORMAT.version as u8 + 1;
        assert!(GcnMachine::bare(program(Arch::Gfx950))
            .load_state(&wrong)
            .unwrap_err()
            .contains("version"));
    }

    #[test]
    fn truncated_or_random_bytes_never_panic() {
        let bytes = saved_after(Arch::Gfx900, 30);
        let mut b = GcnMachine::bare(program(Arch::Gfx900));
        let fresh = state(&b);
        for n in (0..bytes.len()).step_by(97).chain([bytes.len() - 1]) {
            assert!(b.load_state(&bytes[..n]).is_err(), "{n} bytes");
        }
        // Flipped bytes after the header: refused or a state that passes the checks; either
        // way no panic, and a refused load changes nothing.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..300 {
            let mut c = bytes.clone();
            for _ in 0..4 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let i = 11 + (seed >> 33) as usize % (c.len() - 11);
                c[i] = (seed >> 17) as u8;
            }
            let mut m = GcnMachine::bare(program(Arch::Gfx900));
            if m.load_state(&c).is_ok() {
                m.run(100);
            } else {
                assert_eq!(state(&m), fresh);
            }
        }
        for len in [0usize, 1, 7, 64, 4096] {
            let junk: Vec<u8> = (0..len).map(|i| (i * 31 + 7) as u8).collect();
            assert!(b.load_state(&junk).is_err());
        }
        assert_eq!(state(&b), fresh);
    }
}
