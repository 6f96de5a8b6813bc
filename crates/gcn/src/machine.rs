//! [`GcnMachine`]: a program and its waves, behind the arch-agnostic [`Machine`] trait.
//!
//! A machine runs either a bare snippet (one wave from the program's first instruction) or a
//! kernel dispatch ([`GcnMachine::launch`]): a grid of workgroups of up to 16 waves each, all
//! sharing one global [`Memory`], each workgroup with its own [`Lds`].
//!
//! # Scheduling (deterministic)
//!
//! Workgroups run one after another in linear order (x fastest, then y, then z); a workgroup
//! starts when the previous one has ended. Within a workgroup the waves take turns
//! round-robin: the current wave runs until it ends, parks at `s_barrier`, or has executed
//! [`QUANTUM`] instructions; then the next wave (by index, wrapping) that can run goes on.
//! Both are legal hardware orders: nothing orders workgroups, and waves of a workgroup are
//! only ordered by barriers.
//!
//! A wave that executes `s_barrier` ([`Flow::Barrier`]) parks with its PC on the next
//! instruction; when every wave of the workgroup that has not ended is parked, they all run
//! again (ended waves do not count, seed 000 lines 585-586).
//!
//! # Stepping
//!
//! [`Machine::step`] executes one instruction of the *selected* wave when it can run (so the
//! UI's single step advances the wave the user looks at); otherwise (the wave is parked, ended,
//! or its quantum is used up) the scheduler picks the next wave, selects it and steps it.
//! [`Machine::run`] is a sequence of steps. [`Machine::select_wave`] changes the view (and so
//! which wave the next step advances): any interleaving it produces is one the hardware could.
//! The step budget counts instructions of the whole dispatch.
//!
//! Waves of finished workgroups keep their final registers when the dispatch has at most
//! [`KEEP_WAVES`] waves; in larger dispatches only the current workgroup's waves are kept.
//!
//! # Workgroups one at a time
//!
//! [`GcnMachine::run_group`] runs one whole workgroup as the sequential order would; with
//! [`GcnMachine::fork`], [`GcnMachine::take_group`] / [`GcnMachine::adopt_group`] and the
//! memory's access log ([`Memory::start_log`]) a front end with threads runs workgroups in
//! parallel and keeps only the runs that read nothing an earlier workgroup wrote (the CLI's
//! `--threads`), so the result is the sequential one.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

#[cfg(doc)]
use lanescope_isa::Machine;
use lanescope_isa::{Fault, RegisterFileInfo, StepOutcome, WaveStatus};

use crate::exec::plan::NO_JUMP;
use crate::exec::wave::AGPR0;
use crate::exec::{Env, Flow, Lds, Memory, Wave};
use crate::launch::{max_lds, prepare, Dispatch, LaunchConfig, LaunchError};
use crate::program::Program;

mod changes;
mod state;
#[cfg(test)]
mod tests;
mod usage;
mod view;

pub use changes::WaveChanges;
use changes::Writers;
use usage::{clear_rows, is_matrix, sgprs_used, written_rows, Spare, MAX_SPARE};
pub use view::{FILE_A, FILE_S, FILE_V, FLAG_M0, FLAG_SCC, MASK_EXEC, MASK_VCC};

/// Instructions a wave runs before the next wave of its workgroup gets a turn.
pub const QUANTUM: u32 = 1000;
/// Dispatches with at most this many waves keep every wave's final state.
pub const KEEP_WAVES: usize = 64;

/// A wave that exists: its state, scheduling status and what the views need.
#[derive(Clone, Debug)]
struct Live {
    wave: Wave,
    status: WaveStatus,
    /// Last instruction executed (index into the program).
    last: Option<usize>,
    /// Per lane, the PC of the instruction that last changed that EXEC / VCC bit.
    exec_writer: Writers,
    vcc_writer: Writers,
}

impl Live {
    fn new(wave: Wave) -> Live {
        Live {
            wave,
            status: WaveStatus::Running,
            last: None,
            exec_writer: Writers::default(),
            vcc_writer: Writers::default(),
        }
    }
}

/// A workgroup's state after [`GcnMachine::run_group`], to move between machines.
#[derive(Clone, Debug)]
pub struct GroupState {
    group: usize,
    cur: Vec<Live>,
    lds: Lds,
    selected: usize,
    quantum: u32,
    steps: u64,
    fault: Option<Fault>,
    ended: bool,
}

/// Cleared vector register files ([`GcnMachine::take_spare_files`]) for another machine's new
/// waves ([`GcnMachine::give_spare_files`]).
#[derive(Debug, Default)]
pub struct SpareFiles(Vec<Vec<u32>>);

/// One wave (bare snippet) or a whole dispatch running a [`Program`].
#[derive(Clone, Debug)]
pub struct GcnMachine {
    program: Program,
    /// Each instruction's step plan (same index as `program.insts`).
    plans: Vec<crate::exec::plan::Plan>,
    /// The kernel launch, or `None` for a bare snippet.
    dispatch: Option<Dispatch>,
    /// A bare snippet's initial wave.
    initial: Wave,
    initial_mem: Memory,
    mem: Memory,
    /// The first workgroup's LDS as [`GcnMachine::lds_mut`] left it before the run (else zero).
    initial_lds: Option<Vec<u8>>,
    /// Memory or LDS was changed before the first step: the run's initial state takes it.
    edited: bool,
    /// Waves of finished workgroups kept (global indices `0..done.len()`).
    done: Vec<Live>,
    /// The current workgroup (linear index), its first global wave, its waves and LDS.
    group: usize,
    first: usize,
    cur: Vec<Live>,
    lds: Lds,
    selected: usize,
    quantum: u32,
    steps: u64,
    ended: bool,
    fault: Option<Fault>,
    /// Instructions the last [`GcnMachine::run_group`] executed.
    group_steps: u64,
    vgprs_used: usize,
    agprs_used: usize,
    sgprs_used: usize,
    no_changes: WaveChanges,
    /// The register files ([`Machine::register_files`]): [`FILE_V`], [`FILE_S`], then
    /// [`FILE_A`] on architectures with AGPRs.
    files: Vec<RegisterFileInfo>,
    /// The program's hazards ([`crate::hazard::lint`]), found once.
    warnings: Vec<lanescope_isa::Diagnostic>,
    /// Cleared vector register files of finished waves, for the dispatch's next waves.
    spare: Spare,
    /// The rows a wave of this program can write ([`written_rows`]); `None`: any.
    written: Option<(usize, usize)>,
    /// A wave's VGPRs were edited ([`GcnMachine::set_vgpr`]): any row may be nonzero.
    vgprs_edited: bool,
    /// Unit tests replace the semantics of rows not executed yet (by mnemonic).
    #[cfg(test)]
    test_sems: Vec<(&'static str, crate::exec::SemFn)>,
}

impl GcnMachine {
    /// A machine that runs `program` as one wave from `initial` (a bare snippet).
    pub fn new(program: Program, initial: Wave) -> GcnMachine {
        GcnMachine::with_memory(program, initial, Memory::new())
    }

    /// A bare snippet with global memory (buffers) prepared by the caller.
    pub fn with_memory(program: Program, initial: Wave, mem: Memory) -> GcnMachine {
        let mut m = GcnMachine::unstarted(program, initial, mem);
        m.restart();
        m
    }

    /// [`GcnMachine::with_memory`] before its first wave is started.
    fn unstarted(program: Program, initial: Wave, mem: Memory) -> GcnMachine {
        let (warnings, (vgprs, agprs_used)) = crate::hazard::lint_and_registers(&program);
        let (vgprs_used, sgprs_used) = (vgprs.max(1), sgprs_used(&program));
        let lds = Lds::new(max_lds(program.arch));
        let written = written_rows(&program, vgprs_used, agprs_used);
        let mut m = GcnMachine {
            plans: crate::exec::plan::plans(program.arch, &program.insts, &program.pcs),
            program,
            dispatch: None,
            initial,
            initial_mem: mem.clone(),
            mem,
            initial_lds: None,
            edited: false,
            done: Vec::new(),
            group: 0,
            first: 0,
            cur: Vec::new(),
            lds,
            selected: 0,
            quantum: QUANTUM,
            steps: 0,
            ended: false,
            fault: None,
            group_steps: 0,
            vgprs_used,
            agprs_used,
            sgprs_used,
            no_changes: WaveChanges::default(),
            files: Vec::new(),
            warnings,
            spare: Spare::default(),
            written,
            vgprs_edited: false,
            #[cfg(test)]
            test_sems: Vec::new(),
        };
        m.files = m.describe_files();
        m
    }

    /// A bare snippet: one wave, EXEC all ones, lane ids in v0.
    pub fn bare(program: Program) -> GcnMachine {
        let arch = program.arch;
        GcnMachine::new(program, Wave::bare(arch))
    }

    /// Launches kernel `cfg.kernel` of `program` over a grid; `mem` holds the buffers the
    /// arguments point to (the launch adds the kernarg segment, dispatch packet, queue and
    /// scratch). See [`crate::launch`] for the initial state.
    pub fn launch(program: Program, mut mem: Memory, cfg: &LaunchConfig) -> Result<GcnMachine, LaunchError> {
        let dispatch = prepare(&program, &mut mem, cfg)?;
        let arch = program.arch;
        let mut m = GcnMachine::unstarted(program, Wave::new(arch), mem);
        m.lds = Lds::new(dispatch.lds_size);
        m.dispatch = Some(dispatch);
        m.restart();
        Ok(m)
    }

    /// [`Machine::reset`] but for global memory: the run starts again from workgroup 0.
    fn restart(&mut self) {
        let done = core::mem::take(&mut self.done);
        self.recycle(done);
        self.steps = 0;
        self.ended = false;
        self.fault = None;
        self.edited = false;
        self.start_group(0);
    }

    /// The selected wave's full state (the initial wave if it has not started).
    pub fn wave(&self) -> &Wave {
        self.live(self.selected).map_or(&self.initial, |l| &l.wave)
    }

    /// Global wave `n`'s state, if it exists (started and kept).
    pub fn wave_state(&self, n: usize) -> Option<&Wave> {
        self.live(n).map(|l| &l.wave)
    }

    /// The program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The kernel dispatch, if this machine runs one.
    pub fn dispatch(&self) -> Option<&Dispatch> {
        self.dispatch.as_ref()
    }

    /// Global memory.
    pub fn memory(&self) -> &Memory {
        &self.mem
    }

    /// The current workgroup's LDS.
    pub fn lds(&self) -> &Lds {
        &self.lds
    }

    /// About how many bytes a copy of this machine holds: global memory (and the copy it
    /// resets to), LDS and every kept wave's registers (a debugger's snapshot budget).
    pub fn state_bytes(&self) -> usize {
        let memory = |m: &Memory| m.regions.iter().map(|r| r.data.len()).sum::<usize>();
        let wave = |w: &Wave| w.vgpr.len() * 4 + core::mem::size_of::<Wave>();
        let waves: usize = self.done.iter().chain(&self.cur).map(|l| wave(&l.wave)).sum();
        memory(&self.mem)
            + memory(&self.initial_mem)
            + self.lds.data.len()
            + self.initial_lds.as_ref().map_or(0, Vec::len)
            + waves
            + wave(&self.initial)
    }

    /// The matrix instruction `name` of this machine's architecture.
    fn matrix_shape(&self, name: &str) -> Result<crate::matrix::Shape, String> {
        let shape = crate::matrix::Shape::from_name(name);
        match shape {
            Some(s) if self.program.arch.agpr_count() > 0 => Ok(s),
            _ => Err(format!("{}: no matrix instruction '{name}'", self.program.arch.name())),
        }
    }

    /// Index of the program's matrix instruction at address `pc`.
    fn matrix_index(&self, pc: u64) -> Option<usize> {
        let p = &self.program;
        p.pcs
            .iter()
            .position(|&a| a as u64 == pc)
            .filter(|&n| is_matrix(&p.insts[n]))
    }

    /// The selected wave, when it belongs to the running workgroup (a finished workgroup's
    /// kept waves and waves not started yet are not edited).
    fn selected_running_wave(&mut self) -> Option<&mut Wave> {
        let i = self.selected.checked_sub(self.first)?;
        self.cur.get_mut(i).map(|l| &mut l.wave)
    }

    fn live(&self, n: usize) -> Option<&Live> {
        if n < self.done.len() {
            return Some(&self.done[n]);
        }
        n.checked_sub(self.first).and_then(|i| self.cur.get(i))
    }

    fn total_waves(&self) -> usize {
        self.dispatch
            .as_ref()
            .map_or(1, |d| *d.first_wave.last().unwrap_or(&0) as usize)
    }

    /// Creates the waves of linear workgroup `g` and a fresh LDS.
    fn start_group(&mut self, g: usize) {
        self.group = g;
        // The matrix executor's plans (pure functions of the instruction) carry over to the
        // next waves, so each instruction form is planned about once per run.
        let mut plans = crate::matrix::exec::PlanCache::default();
        for l in &self.cur {
            plans.absorb(&l.wave.mfma_plans);
        }
        let old = core::mem::take(&mut self.cur);
        self.recycle(old);
        match &self.dispatch {
            None => {
                self.first = 0;
                self.cur.push(Live::new(self.initial.clone()));
                self.fresh_lds(g);
            }
            Some(d) => {
                self.first = d.first_wave[g] as usize;
                let n = d.first_wave[g + 1] - d.first_wave[g];
                let arch = self.program.arch;
                for i in 0..n {
                    let file = self.spare.0.pop().unwrap_or_default();
                    self.cur
                        .push(Live::new(d.wave_from(Wave::with_vgpr_file(arch, file), g, i)));
                }
                self.fresh_lds(g);
            }
        }
        for l in &mut self.cur {
            l.wave.mfma_plans.absorb(&plans);
        }
        self.selected = self.first;
        self.quantum = QUANTUM;
    }

    /// Zeroes the LDS for workgroup `g` (the first one gets what `lds_mut` put there).
    fn fresh_lds(&mut self, g: usize) {
        match &self.initial_lds {
            Some(l) if g == 0 && l.len() == self.lds.data.len() => self.lds.data.copy_from_slice(l),
            _ => self.lds.data.fill(0),
        }
    }

    /// Ends the current workgroup (keeping its waves in small dispatches) and starts the next;
    /// false when it was the last.
    fn next_group(&mut self) -> bool {
        if self.group + 1 >= self.group_count() {
            return false;
        }
        self.retire_group();
        self.start_group(self.group + 1);
        true
    }

    /// Ends the current workgroup, keeping its waves in small dispatches.
    fn retire_group(&mut self) {
        let cur = core::mem::take(&mut self.cur);
        if self.total_waves() <= KEEP_WAVES && self.done.len() == self.first {
            self.done.extend(cur);
        } else {
            self.recycle(cur);
        }
    }

    /// Keeps the vector register files of the finished `waves` of a dispatch for its next
    /// waves (at most [`MAX_SPARE`]), cleared: only the rows the program can have written
    /// ([`written_rows`]; all of them after an edit or when the program indexes VGPRs), so a
    /// new wave costs neither an allocation nor clearing a whole file.
    fn recycle(&mut self, waves: Vec<Live>) {
        if self.dispatch.is_none() {
            return;
        }
        let rows = self.written.filter(|_| !self.vgprs_edited);
        for l in waves.into_iter().take(MAX_SPARE.saturating_sub(self.spare.0.len())) {
            let mut file = l.wave.vgpr;
            match rows {
                Some((v, a)) => {
                    clear_rows(&mut file, 0..v);
                    clear_rows(&mut file, AGPR0..AGPR0 + a);
                }
                None => file.fill(0),
            }
            self.spare.0.push(file);
        }
    }

    /// Retires the current workgroup unless it is `g` and has not run yet; true if retired.
    fn leave_for(&mut self, g: usize) -> bool {
        let fresh = g == self.group
            && !self.cur.is_empty()
            && self
                .cur
                .iter()
                .all(|l| l.last.is_none() && l.status == WaveStatus::Running);
        if !fresh {
            self.retire_group();
        }
        !fresh
    }

    /// The number of workgroups (1 for a bare snippet).
    pub fn group_count(&self) -> usize {
        self.dispatch.as_ref().map_or(1, |d| d.group_count())
    }

    /// Runs workgroup `g` (linear index) from its start on this machine's memory, as the
    /// sequential run ([`Machine::run`]) would once workgroups `0..g` are done: the waves of
    /// the previous workgroup retire, `g`'s waves start fresh with a fresh LDS. Executes at most
    /// `budget` instructions and returns how many it executed and how it stopped:
    /// [`StepOutcome::Running`] when `g` ended and is not the last workgroup,
    /// [`StepOutcome::Ended`] when it is the last, else `Faulted` or `BudgetExhausted`.
    ///
    /// Front ends run workgroups on threads with this (each on its own [`GcnMachine::fork`],
    /// logging memory accesses with [`Memory::start_log`]) and move the results of those that
    /// read nothing an earlier workgroup wrote into the main machine
    /// ([`GcnMachine::adopt_group`]): the result is bit-identical to the sequential run.
    /// Changes made with [`GcnMachine::memory_mut`] / [`GcnMachine::lds_mut`] before are not
    /// recorded as the initial state ([`Machine::step`] does that).
    pub fn run_group(&mut self, g: usize, budget: u64) -> (u64, StepOutcome) {
        if g >= self.group_count() {
            return (0, StepOutcome::Ended);
        }
        if self.leave_for(g) {
            self.start_group(g);
        }
        let start = self.steps;
        let mut n = 0;
        let outcome = loop {
            if n >= budget {
                break match self.cur.iter().any(|l| l.status == WaveStatus::Running) {
                    true => StepOutcome::BudgetExhausted,
                    false => StepOutcome::Running,
                };
            }
            let Some(i) = self.pick() else {
                break StepOutcome::Running;
            };
            match self.run_wave(i, &mut n, budget) {
                StepOutcome::Running => {}
                other => break other,
            }
        };
        self.group_steps = self.steps - start;
        (n, outcome)
    }

    /// A copy of this machine to run workgroups on ([`GcnMachine::run_group`]): the program,
    /// dispatch and current memory, without the initial memory or finished waves.
    pub fn fork(&mut self) -> GcnMachine {
        let initial = core::mem::take(&mut self.initial_mem);
        let done = core::mem::take(&mut self.done);
        let m = self.clone();
        self.initial_mem = initial;
        self.done = done;
        m
    }

    /// Takes the state [`GcnMachine::run_group`] left (the workgroup's waves, LDS, steps,
    /// fault), to move into another machine with [`GcnMachine::adopt_group`].
    pub fn take_group(&mut self) -> GroupState {
        GroupState {
            group: self.group,
            cur: core::mem::take(&mut self.cur),
            lds: self.lds.clone(),
            selected: self.selected,
            quantum: self.quantum,
            steps: core::mem::take(&mut self.group_steps),
            fault: self.fault.take(),
            ended: core::mem::take(&mut self.ended),
        }
    }

    /// Makes workgroup `s.group`'s run (from [`GcnMachine::take_group`] of a machine that ran
    /// it on the same memory) this machine's, as if this machine had run it with
    /// [`GcnMachine::run_group`]; the memory it wrote is the caller's to apply.
    pub fn adopt_group(&mut self, s: GroupState) {
        self.leave_for(s.group);
        self.group = s.group;
        self.first = self.dispatch.as_ref().map_or(0, |d| d.first_wave[s.group] as usize);
        self.cur = s.cur;
        self.lds = s.lds;
        self.selected = s.selected;
        self.quantum = s.quantum;
        self.steps += s.steps;
        self.fault = s.fault;
        self.ended = s.ended;
    }

    /// Takes the cleared vector register files this machine keeps for new waves (those of
    /// retired waves, e.g. of adopted workgroups), for a fork that runs workgroups.
    pub fn take_spare_files(&mut self) -> SpareFiles {
        SpareFiles(core::mem::take(&mut self.spare.0))
    }

    /// Keeps `files` (from [`GcnMachine::take_spare_files`]) for new waves, up to the usual
    /// limit, so starting them costs neither an allocation nor clearing a file.
    pub fn give_spare_files(&mut self, files: SpareFiles) {
        let room = MAX_SPARE.saturating_sub(self.spare.0.len());
        self.spare.0.extend(files.0.into_iter().take(room));
    }

    /// Releases the barrier when every wave of the workgroup that has not ended waits at it.
    fn check_barrier(&mut self) {
        let waiting = self.cur.iter().any(|l| l.status == WaveStatus::AtBarrier);
        if waiting
            && self
                .cur
                .iter()
                .all(|l| matches!(l.status, WaveStatus::AtBarrier | WaveStatus::Ended))
        {
            for l in &mut self.cur {
                if l.status == WaveStatus::AtBarrier {
                    l.status = WaveStatus::Running;
                }
            }
        }
    }

    /// The wave to step: the selected one if it can run and has quantum left, else the next
    /// runnable wave of the current workgroup after it (round-robin).
    fn pick(&mut self) -> Option<usize> {
        let n = self.cur.len();
        let sel = self.selected.checked_sub(self.first).filter(|&i| i < n);
        if let Some(i) = sel {
            if self.cur[i].status == WaveStatus::Running && self.quantum > 0 {
                return Some(i);
            }
        }
        let start = sel.map_or(0, |i| i + 1);
        let i = (0..n)
            .map(|k| (start + k) % n)
            .find(|&i| self.cur[i].status == WaveStatus::Running)?;
        self.selected = self.first + i;
        self.quantum = QUANTUM;
        Some(i)
    }

    fn raise(&mut self, i: usize, lane: Option<u8>, address: Option<u64>, message: String) -> StepOutcome {
        self.selected = self.first + i;
        let live = &mut self.cur[i];
        live.status = WaveStatus::Faulted;
        let f = Fault {
            wave: (self.first + i) as u32,
            pc: live.wave.pc as u64,
            lane,
            address,
            message,
        };
        self.fault = Some(f.clone());
        StepOutcome::Faulted(f)
    }

    /// Faults wave `i` whose PC `pc` is past the program or between instructions. The fault is
    /// reported at the instruction that jumped there or fell off (the last one executed, so
    /// front ends can name its source line), with the bad PC in the message.
    fn raise_bad_pc(&mut self, i: usize, pc: u32) -> StepOutcome {
        let what = self.program.bad_pc_reason(pc);
        let last = self.cur[i].last.and_then(|k| self.program.pcs.get(k).copied());
        let msg = match last {
            Some(_) => alloc::format!("this instruction took the program counter to 0x{pc:x}, {what}"),
            None => alloc::format!("program counter 0x{pc:x} is {what}"),
        };
        if let Some(at) = last {
            self.cur[i].wave.pc = at;
        }
        self.raise(i, None, None, msg)
    }

    /// The index of the instruction at `pc`, `last` being the one executed before (the next
    /// one, then `last`'s branch target are tried first: straight-line code and SOPP branches
    /// do no search).
    #[inline]
    fn index_at(&self, pc: u32, last: Option<usize>) -> Option<usize> {
        let pcs = &self.program.pcs;
        let next = last.map_or(0, |k| k + 1);
        if pcs.get(next) == Some(&pc) {
            return Some(next);
        }
        let jump = last.and_then(|k| self.plans.get(k)).map_or(NO_JUMP, |p| p.jump) as usize;
        if pcs.get(jump) == Some(&pc) {
            return Some(jump);
        }
        self.program.index_of_pc(pc)
    }

    /// Executes instructions of current-group wave `i` (the one [`GcnMachine::pick`] chose)
    /// while `pick` would choose it again (running, quantum left) and `n`, the steps done, is
    /// below `budget`: `run`'s inner loop, without a wave pick per instruction.
    #[inline(always)]
    fn run_wave(&mut self, i: usize, n: &mut u64, budget: u64) -> StepOutcome {
        loop {
            *n += 1;
            let outcome = self.exec_one(i);
            if !matches!(outcome, StepOutcome::Running)
                || *n >= budget
                || self.quantum == 0
                || self.cur[i].status != WaveStatus::Running
            {
                return outcome;
            }
        }
    }

    /// Executes one instruction of current-group wave `i`.
    #[inline(always)]
    fn exec_one(&mut self, i: usize) -> StepOutcome {
        let (pc, last) = (self.cur[i].wave.pc, self.cur[i].last);
        let Some(idx) = self.index_at(pc, last) else {
            self.cur[i].wave.changes.clear();
            return self.raise_bad_pc(i, pc);
        };
        let plan = self.plans[idx];
        let inst = &self.program.insts[idx];
        let live = &mut self.cur[i];
        live.wave.changes.clear();
        live.last = Some(idx);
        if plan.invalid {
            let msg = alloc::format!(
                "{}: an operand holds a value its class cannot take (invalid encoding)",
                inst.row().name
            );
            return self.raise(i, None, None, msg);
        }
        self.steps += 1;
        self.quantum = self.quantum.saturating_sub(1);
        live.wave.lane_moves = None;
        let mut env = Env {
            mem: &mut self.mem,
            lds: &mut self.lds,
        };
        #[allow(unused_mut)]
        let mut sem = plan.sem;
        #[cfg(test)]
        if let Some((_, f)) = self.test_sems.iter().find(|(n, _)| *n == inst.row().name) {
            sem = *f;
        }
        let flow = sem(&mut live.wave, &mut env, inst);
        let (ce, cv) = (live.wave.changes.exec, live.wave.changes.vcc);
        if ce != 0 {
            live.exec_writer.note(ce, pc);
        }
        if cv != 0 {
            live.vcc_writer.note(cv, pc);
        }
        match flow {
            Ok(Flow::Next) => live.wave.pc += plan.size,
            Ok(Flow::Barrier) => {
                live.wave.pc += plan.size;
                live.status = WaveStatus::AtBarrier;
                self.check_barrier();
            }
            Ok(Flow::Jump(target)) => live.wave.pc = target,
            Ok(Flow::End) => {
                live.status = WaveStatus::Ended;
                self.check_barrier();
                let last_group = self.group + 1 >= self.dispatch.as_ref().map_or(1, |d| d.group_count());
                if last_group && self.cur.iter().all(|l| l.status == WaveStatus::Ended) {
                    self.ended = true;
                    return StepOutcome::Ended;
                }
            }
            Err(e) => return self.raise(i, e.lane, e.address, e.message),
        }
        StepOutcome::Running
    }

    /// The device's global memory, to allocate and fill buffers. Changes made before the
    /// first step become part of the initial state ([`Machine::reset`] returns to them).
    pub fn memory_mut(&mut self) -> &mut Memory {
        self.edited |= self.steps == 0;
        &mut self.mem
    }

    /// The LDS of the current workgroup (wave 0's workgroup before a run). Changes made before
    /// the first step become part of the initial state.
    pub fn lds_mut(&mut self) -> &mut Lds {
        self.edited |= self.steps == 0;
        &mut self.lds
    }
}
