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

use lanescope_isa::machine::ListingLine;
use lanescope_isa::{
    Changes, Fault, FlagInfo, FlagKind, LaneMovesInfo, LdsAccessInfo, Machine, MaskInfo, ModifierInfo, RegisterChange,
    RegisterFileInfo, StepOutcome, WaveInfo, WaveMessage, WaveStatus,
};

use crate::exec::plan::NO_JUMP;
use crate::exec::wave::{AGPR0, LANES};
use crate::exec::{Env, Flow, Lds, Memory, Wave};
use crate::isa::table::{Kind, Op};
use crate::launch::{max_lds, prepare, Dispatch, LaunchConfig, LaunchError};
use crate::program::Program;

mod state;

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
        m.reset();
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
        let mut m = GcnMachine::with_memory(program, Wave::new(arch), mem);
        m.lds = Lds::new(dispatch.lds_size);
        m.dispatch = Some(dispatch);
        m.reset();
        Ok(m)
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

/// Most cleared register files a machine keeps for reuse ([`GcnMachine::recycle`]): as many
/// waves as can be alive at once (the kept ones and a workgroup).
const MAX_SPARE: usize = KEEP_WAVES + 16;

/// Cleared vector register files; a copy of a machine starts without any (they are only a
/// cache, and a debugger's snapshots should not carry them).
#[derive(Default)]
struct Spare(Vec<Vec<u32>>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

impl core::fmt::Debug for Spare {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Spare({} files)", self.0.len())
    }
}

/// Zeroes vector registers `rows` (all lanes) of `file`, as far as the file goes.
fn clear_rows(file: &mut [u32], rows: core::ops::Range<usize>) {
    let end = (rows.end * LANES).min(file.len());
    if let Some(words) = file.get_mut((rows.start * LANES).min(end)..end) {
        words.fill(0);
    }
}

/// The instructions through which a program can write VGPRs it does not name: M0-relative
/// moves, the GPR index mode, and MODE writes that can turn the index mode on.
const VGPR_INDEXING: &[Op] = &[
    Op::v_movreld_b32,
    Op::v_movrels_b32,
    Op::v_movrelsd_b32,
    Op::s_set_gpr_idx_on,
    Op::s_set_gpr_idx_idx,
    Op::s_set_gpr_idx_mode,
    Op::s_setreg_b32,
    Op::s_setreg_imm32_b32,
];

/// The rows of the vector register file a wave running `p` can make nonzero: VGPRs
/// `0..v` (at least v0-v2, the work-item ids a launch writes) and AGPRs `0..a`, from the
/// registers the program names (`vgprs`, `agprs`: [`crate::hazard::lint_and_registers`]).
/// `None` when the program can address VGPRs through M0 (`v_movrel*`, `s_set_gpr_idx_on`, or
/// `s_setreg*`, which can turn VGPR indexing on), so any row.
fn written_rows(p: &Program, vgprs: usize, agprs: usize) -> Option<(usize, usize)> {
    let indexing = p.insts.iter().any(|i| VGPR_INDEXING.contains(&i.op));
    (!indexing).then_some((vgprs.max(3), agprs))
}

/// Whether `i` is an MFMA, SMFMAC or scale-form matrix instruction (not an AccVGPR move or a
/// lone `v_mfma_ld_scale_b32`).
fn is_matrix(i: &crate::isa::inst::Inst) -> bool {
    let row = i.row();
    crate::matrix::Shape::of(row).is_some()
}

/// One past the highest SGPR number the program names (at least s0..s1), from the operand
/// codes. VGPRs and AGPRs come with the hazard linter's analysis
/// ([`crate::hazard::lint_and_registers`]), which knows the ACC bits of matrix and memory
/// instructions.
fn sgprs_used(p: &Program) -> usize {
    p.insts
        .iter()
        .flat_map(|inst| {
            inst.row().operands.iter().filter_map(move |o| {
                let code = match o.slot {
                    crate::isa::table::Slot::Dst if matches!(o.kind, Kind::Sdst | Kind::CmpDst | Kind::Sdata) => {
                        inst.dst
                    }
                    crate::isa::table::Slot::Src0 => inst.src[0],
                    crate::isa::table::Slot::Src1 => inst.src[1],
                    crate::isa::table::Slot::Src2 => inst.src[2],
                    crate::isa::table::Slot::SdstField => inst.sdst,
                    _ => return None,
                };
                (o.kind != Kind::GprIdx && code < 102).then(|| code as usize + o.ty.dwords() as usize)
            })
        })
        .fold(2, usize::max)
}

/// Index of the VGPR file in [`Machine::register_files`].
pub const FILE_V: usize = 0;
/// Index of the SGPR file (s0..s101).
pub const FILE_S: usize = 1;
/// Index of the AGPR file (gfx950; absent on gfx900).
pub const FILE_A: usize = 2;
/// Index of EXEC in [`Machine::masks`].
pub const MASK_EXEC: usize = 0;
/// Index of VCC in [`Machine::masks`].
pub const MASK_VCC: usize = 1;
/// Index of SCC in [`Machine::flags`].
pub const FLAG_SCC: usize = 0;
/// Index of M0 in [`Machine::flags`].
pub const FLAG_M0: usize = 1;

/// GCN's lane masks.
const MASKS: [MaskInfo; 2] = [
    MaskInfo {
        name: "EXEC",
        summary: "lanes that execute vector instructions",
        tracks_writers: true,
    },
    MaskInfo {
        name: "VCC",
        summary: "vector condition code: per-lane compare results and carries",
        tracks_writers: true,
    },
];

/// GCN's scalar flags, special registers and `s_waitcnt` counters.
const FLAGS: [FlagInfo; 5] = [
    FlagInfo {
        name: "SCC",
        label: "SCC",
        kind: FlagKind::Flag,
        bits: 1,
        settable: true,
    },
    FlagInfo {
        name: "M0",
        label: "M0",
        kind: FlagKind::Register,
        bits: 32,
        settable: true,
    },
    FlagInfo {
        name: "VM_CNT",
        label: "vm",
        kind: FlagKind::Counter,
        bits: 6,
        settable: false,
    },
    FlagInfo {
        name: "LGKM_CNT",
        label: "lgkm",
        kind: FlagKind::Counter,
        bits: 4,
        settable: false,
    },
    FlagInfo {
        name: "EXP_CNT",
        label: "exp",
        kind: FlagKind::Counter,
        bits: 3,
        settable: false,
    },
];

/// CDNA's matrix-instruction modifiers.
const MATRIX_MODIFIERS: [ModifierInfo; 3] = [
    ModifierInfo {
        name: "CBSZ",
        max: 7,
        meaning: "A broadcast size, F8F6F4 A format, or SMFMAC index-set control",
    },
    ModifierInfo {
        name: "ABID",
        max: 15,
        meaning: "A broadcast block, or SMFMAC index set",
    },
    ModifierInfo {
        name: "BLGP",
        max: 7,
        meaning: "B lane pattern, F8F6F4 B format, or F64 negation",
    },
];

/// What a GCN wave's last instruction changed, as the executor records it (registers by GCN
/// number; [`Machine::changes`] reports it per register file).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaveChanges {
    /// Vector registers written ([`AGPR0`]` + n` for AGPR n), each with the lanes written.
    pub vgprs: Vec<(u16, u64)>,
    /// Scalar registers written (s0..s101).
    pub sgprs: Vec<u16>,
    /// EXEC bits that changed value.
    pub exec: u64,
    /// VCC bits that changed value.
    pub vcc: u64,
    /// Whether SCC changed value.
    pub scc: bool,
}

impl WaveChanges {
    /// Forget everything recorded.
    pub fn clear(&mut self) {
        self.vgprs.clear();
        self.sgprs.clear();
        self.exec = 0;
        self.vcc = 0;
        self.scc = false;
    }

    /// The lanes of vector register `reg` that were written.
    pub fn vgpr_lanes(&self, reg: u16) -> u64 {
        self.vgprs.iter().filter(|(r, _)| *r == reg).fold(0, |m, (_, l)| m | l)
    }

    /// Whether scalar register `reg` was written.
    pub fn sgpr_written(&self, reg: u16) -> bool {
        self.sgprs.contains(&reg)
    }

    /// The same changes per register file, mask and flag ([`Machine::changes`]).
    pub fn to_changes(&self) -> Changes {
        let vector = self.vgprs.iter().map(|&(r, lanes)| {
            let (file, reg) = match (r as usize).checked_sub(AGPR0) {
                Some(a) => (FILE_A, a as u16),
                None => (FILE_V, r),
            };
            RegisterChange {
                file: file as u8,
                reg,
                component: 0,
                lanes,
            }
        });
        let scalar = self.sgprs.iter().map(|&reg| RegisterChange {
            file: FILE_S as u8,
            reg,
            component: 0,
            lanes: 1,
        });
        Changes {
            registers: vector.chain(scalar).collect(),
            masks: alloc::vec![self.exec, self.vcc],
            flags: u64::from(self.scc) << FLAG_SCC,
        }
    }
}

/// Which instruction last changed each bit of a 64-bit mask: (PC, bits) pairs whose bit sets
/// are disjoint and not empty (so at most 64), a few in practice. Recording a change costs one
/// pass over the pairs instead of a write per changed bit (a compare changes most of VCC).
#[derive(Clone, Debug, Default)]
struct Writers(Vec<(u32, u64)>);

impl Writers {
    /// Makes `pc` the writer of the bits set in `bits` (not zero).
    fn note(&mut self, bits: u64, pc: u32) {
        let mut merged = false;
        self.0.retain_mut(|(p, m)| {
            if *p == pc {
                *m |= bits;
                merged = true;
            } else {
                *m &= !bits;
            }
            *m != 0
        });
        if !merged {
            self.0.push((pc, bits));
        }
    }

    /// The PC of the instruction that last changed bit `lane`, if one did.
    fn get(&self, lane: usize) -> Option<u32> {
        let bit = 1u64.checked_shl(u32::try_from(lane).ok()?)?;
        self.0.iter().find(|(_, m)| m & bit != 0).map(|&(p, _)| p)
    }
}

/// GCN-only views of a machine (the generic ones are [`Machine`]'s); tests and the CLI use them.
impl GcnMachine {
    /// The register files of this architecture.
    fn describe_files(&self) -> Vec<RegisterFileInfo> {
        let arch = self.program.arch;
        let vector = |name, prefix, count, used| RegisterFileInfo {
            name,
            prefix,
            count,
            used: usize::min(used, count),
            lanes: LANES,
            components: &[],
            bits: 32,
        };
        let mut files = alloc::vec![
            vector("VGPR", "v", arch.vgpr_count(), self.vgprs_used),
            RegisterFileInfo {
                name: "SGPR",
                prefix: "s",
                count: self.initial.sgpr.len(),
                used: self.sgprs_used.min(self.initial.sgpr.len()),
                lanes: 1,
                components: &[],
                bits: 32,
            },
        ];
        if arch.agpr_count() > 0 {
            files.push(vector("AGPR", "a", arch.agpr_count(), self.agprs_used));
        }
        files
    }

    /// EXEC mask.
    pub fn exec(&self) -> u64 {
        self.wave().exec
    }

    /// VCC mask.
    pub fn vcc(&self) -> u64 {
        self.wave().vcc
    }

    /// Scalar condition code.
    pub fn scc(&self) -> bool {
        self.wave().scc
    }

    /// M0.
    pub fn m0(&self) -> u32 {
        self.wave().m0
    }

    /// Scalar registers s0..s101.
    pub fn sgprs(&self) -> &[u32] {
        &self.wave().sgpr
    }

    /// Vector registers per lane (VGPRs, then AGPRs).
    pub fn vgpr_count(&self) -> usize {
        self.wave().vgpr.len() / LANES
    }

    /// Highest VGPR the program names, plus one.
    pub fn vgprs_used(&self) -> usize {
        self.vgprs_used
    }

    /// Highest SGPR the program names, plus one.
    pub fn sgprs_used(&self) -> usize {
        self.sgprs_used
    }

    /// Vector register `reg` ([`AGPR0`]` + n` for AGPR n), one value per lane (empty if out
    /// of range).
    pub fn vgpr(&self, reg: usize) -> &[u32] {
        if reg < self.vgpr_count() {
            self.wave().vreg(reg)
        } else {
            &[]
        }
    }

    /// Where the AGPRs are in [`GcnMachine::vgpr`] numbering and how many the program names.
    pub fn agprs(&self) -> Option<(usize, usize)> {
        (self.program.arch.agpr_count() > 0).then_some((AGPR0, self.agprs_used))
    }

    /// What the selected wave's last instruction changed, by GCN register number.
    pub fn changes(&self) -> &WaveChanges {
        self.live(self.selected).map_or(&self.no_changes, |l| &l.wave.changes)
    }

    /// The selected wave's outstanding-operation counters.
    pub fn counters(&self) -> crate::exec::WaitCounters {
        self.wave().counters
    }

    /// Applies an edit to the selected running wave and, before the first step of a bare
    /// snippet, to the initial wave too (so [`Machine::reset`] keeps it).
    fn edit_wave(&mut self, f: impl Fn(&mut Wave) -> bool) -> bool {
        if self.steps == 0 && self.dispatch.is_none() && !f(&mut self.initial) {
            return false;
        }
        self.selected_running_wave().is_some_and(f)
    }

    /// Sets lane `lane` of vector register `reg` ([`GcnMachine::vgpr`] numbering) of the
    /// selected running wave.
    pub fn set_vgpr(&mut self, reg: usize, lane: usize, value: u32) -> bool {
        if reg >= self.vgpr_count() || lane >= LANES {
            return false;
        }
        self.vgprs_edited = true;
        self.edit_wave(|w| {
            w.vgpr[reg * LANES + lane] = value;
            true
        })
    }

    /// Sets scalar register `reg` of the selected running wave.
    pub fn set_sgpr(&mut self, reg: usize, value: u32) -> bool {
        self.edit_wave(|w| match w.sgpr.get_mut(reg) {
            Some(r) => {
                *r = value;
                true
            }
            None => false,
        })
    }

    /// Byte address of the instruction that last changed EXEC bit `lane` of the selected wave.
    pub fn exec_bit_writer(&self, lane: usize) -> Option<u64> {
        self.writer(MASK_EXEC, lane)
    }

    /// Byte address of the instruction that last changed VCC bit `lane` of the selected wave.
    pub fn vcc_bit_writer(&self, lane: usize) -> Option<u64> {
        self.writer(MASK_VCC, lane)
    }

    /// Which instruction last changed bit `lane` of mask `i` ([`MASK_EXEC`], [`MASK_VCC`]).
    fn writer(&self, i: usize, lane: usize) -> Option<u64> {
        let l = self.live(self.selected)?;
        let w = match i {
            MASK_EXEC => &l.exec_writer,
            MASK_VCC => &l.vcc_writer,
            _ => return None,
        };
        w.get(lane).map(u64::from)
    }
}

impl Machine for GcnMachine {
    fn warnings(&self) -> Vec<lanescope_isa::Diagnostic> {
        self.warnings.clone()
    }

    fn matrix_instructions(&self) -> Vec<&'static str> {
        if self.program.arch.agpr_count() == 0 {
            return Vec::new();
        }
        crate::matrix::shapes().into_iter().map(|s| s.name).collect()
    }

    fn matrix_ops(&self) -> Vec<lanescope_isa::MatrixOp> {
        let p = &self.program;
        p.insts
            .iter()
            .enumerate()
            .filter(|(_, i)| is_matrix(i))
            .map(|(n, i)| lanescope_isa::MatrixOp {
                pc: p.pcs[n] as u64,
                line: p.lines.get(n).copied().unwrap_or(0),
                name: i.row().name.into(),
                mods: crate::matrix::view::inst_mods(i).into(),
            })
            .collect()
    }

    fn matrix_view(
        &self,
        name: &str,
        mods: &lanescope_isa::MatrixMods,
        pc: Option<u64>,
    ) -> Result<lanescope_isa::MatrixView, String> {
        let shape = self.matrix_shape(name)?;
        let Some(pc) = pc else {
            return crate::matrix::draw(&shape, mods.into(), None);
        };
        let p = &self.program;
        let n = self
            .matrix_index(pc)
            .filter(|&n| p.insts[n].row().name == shape.name)
            .ok_or_else(|| format!("no {} at address {pc:#x}", shape.name))?;
        let live = crate::matrix::view::Live {
            wave: self.wave(),
            inst: &p.insts[n],
        };
        let mut v = crate::matrix::draw(&shape, mods.into(), Some(live))?;
        v.line = p.lines.get(n).copied().filter(|&l| l > 0);
        Ok(v)
    }

    fn matrix_instruction_text(&self, pc: u64, mods: &lanescope_isa::MatrixMods) -> Result<String, String> {
        let n = self
            .matrix_index(pc)
            .ok_or_else(|| format!("no matrix instruction at {pc:#x}"))?;
        crate::matrix::view::with_mods(self.program.arch, &self.program.insts[n], mods.into())
    }

    fn matrix_layout_table(
        &self,
        name: &str,
        mods: &lanescope_isa::MatrixMods,
        part: lanescope_isa::MatrixPart,
        markdown: bool,
    ) -> Result<String, String> {
        crate::matrix::table(&self.matrix_shape(name)?, mods.into(), part.into(), markdown)
    }

    fn arch_name(&self) -> &'static str {
        self.program.arch.name()
    }

    fn wave_size(&self) -> usize {
        LANES
    }

    fn reset(&mut self) {
        self.mem = self.initial_mem.clone();
        let done = core::mem::take(&mut self.done);
        self.recycle(done);
        self.steps = 0;
        self.ended = false;
        self.fault = None;
        self.edited = false;
        self.start_group(0);
    }

    fn step(&mut self) -> StepOutcome {
        if let Some(f) = &self.fault {
            return StepOutcome::Faulted(f.clone());
        }
        if self.ended {
            return StepOutcome::Ended;
        }
        if self.edited {
            self.edited = false;
            if self.steps == 0 {
                self.initial_mem = self.mem.clone();
                if self.group == 0 {
                    self.initial_lds = Some(self.lds.data.clone());
                }
            }
        }
        loop {
            if let Some(i) = self.pick() {
                return self.exec_one(i);
            }
            // Every wave of the group has ended: on to the next group.
            if !self.next_group() {
                self.ended = true;
                return StepOutcome::Ended;
            }
        }
    }

    /// [`Machine::step`]'s checks (fault, end, edits before the first step) once, then a
    /// loop of wave picks and instructions (the same steps as calling `step` `budget` times).
    fn run(&mut self, budget: u64) -> StepOutcome {
        if budget == 0 {
            return StepOutcome::BudgetExhausted;
        }
        match self.step() {
            StepOutcome::Running => {}
            other => return other,
        }
        let mut n = 1;
        while n < budget {
            let Some(i) = self.pick() else {
                if !self.next_group() {
                    self.ended = true;
                    return StepOutcome::Ended;
                }
                continue;
            };
            match self.run_wave(i, &mut n, budget) {
                StepOutcome::Running => {}
                other => return other,
            }
        }
        StepOutcome::BudgetExhausted
    }

    fn steps(&self) -> u64 {
        self.steps
    }

    fn halted(&self) -> bool {
        self.ended || self.fault.is_some()
    }

    fn fault(&self) -> Option<&Fault> {
        self.fault.as_ref()
    }

    fn pc(&self) -> u64 {
        self.wave().pc as u64
    }

    fn current_line(&self) -> Option<u32> {
        let l = self.live(self.selected)?;
        if self.halted() || matches!(l.status, WaveStatus::Ended | WaveStatus::Faulted) {
            return None;
        }
        let i = self.program.index_of_pc(l.wave.pc)?;
        self.program.lines.get(i).copied().filter(|&l| l > 0)
    }

    fn last_line(&self) -> Option<u32> {
        let last = self.live(self.selected)?.last?;
        self.program.lines.get(last).copied().filter(|&l| l > 0)
    }

    fn listing(&self) -> Vec<ListingLine> {
        (0..self.program.insts.len())
            .map(|n| ListingLine {
                pc: self.program.pcs[n] as u64,
                line: self.program.lines[n],
                text: self.program.text(n),
            })
            .collect()
    }

    fn register_files(&self) -> &[RegisterFileInfo] {
        &self.files
    }

    fn register(&self, file: usize, reg: usize) -> &[u32] {
        match file {
            FILE_V if reg < self.program.arch.vgpr_count() => self.vgpr(reg),
            FILE_A if reg < self.program.arch.agpr_count() => self.vgpr(AGPR0 + reg),
            FILE_S => self.sgprs().get(reg..=reg).unwrap_or(&[]),
            _ => &[],
        }
    }

    fn masks(&self) -> &[MaskInfo] {
        &MASKS
    }

    fn mask(&self, i: usize) -> u64 {
        match i {
            MASK_EXEC => self.exec(),
            MASK_VCC => self.vcc(),
            _ => 0,
        }
    }

    fn flags(&self) -> &[FlagInfo] {
        &FLAGS
    }

    fn flag(&self, i: usize) -> u32 {
        let c = self.counters();
        match i {
            FLAG_SCC => u32::from(self.scc()),
            FLAG_M0 => self.m0(),
            2 => u32::from(c.vm),
            3 => u32::from(c.lgkm),
            4 => u32::from(c.exp),
            _ => 0,
        }
    }

    fn changes(&self) -> Changes {
        GcnMachine::changes(self).to_changes()
    }

    fn set_register(&mut self, file: usize, reg: usize, lane: usize, component: usize, value: u32) -> bool {
        match file {
            _ if component != 0 => false,
            FILE_V if reg < self.program.arch.vgpr_count() => self.set_vgpr(reg, lane, value),
            FILE_A if reg < self.program.arch.agpr_count() => self.set_vgpr(AGPR0 + reg, lane, value),
            FILE_S if lane == 0 => self.set_sgpr(reg, value),
            _ => false,
        }
    }

    fn set_mask(&mut self, i: usize, value: u64) -> bool {
        match i {
            MASK_EXEC => self.edit_wave(|w| {
                w.exec = value;
                true
            }),
            MASK_VCC => self.edit_wave(|w| {
                w.vcc = value;
                true
            }),
            _ => false,
        }
    }

    fn set_flag(&mut self, i: usize, value: u32) -> bool {
        match i {
            FLAG_SCC if value <= 1 => self.edit_wave(|w| {
                w.scc = value == 1;
                true
            }),
            FLAG_M0 => self.edit_wave(|w| {
                w.m0 = value;
                true
            }),
            _ => false,
        }
    }

    fn mask_writer(&self, i: usize, lane: usize) -> Option<u64> {
        self.writer(i, lane)
    }

    fn matrix_modifiers(&self) -> &'static [ModifierInfo] {
        if self.program.arch.agpr_count() == 0 {
            return &[];
        }
        &MATRIX_MODIFIERS
    }

    fn buffer(&self, name: &str) -> Option<&[u8]> {
        self.mem.region(name).map(|r| &r.data[..])
    }

    fn set_buffer_bytes(&mut self, name: &str, offset: usize, bytes: &[u8]) -> bool {
        self.edit_buffer_bytes(name, offset, bytes)
    }

    fn lds_words(&self) -> usize {
        self.lds.data.len() / 4
    }

    fn lds_banks(&self) -> usize {
        self.program.arch.lds_banks()
    }

    fn lds_word(&self, i: usize) -> Option<u32> {
        if i >= self.lds.data.len() / 4 {
            return None;
        }
        let b = &self.lds.data[4 * i..4 * i + 4];
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn set_lds_word(&mut self, i: usize, value: u32) -> bool {
        self.edit_lds_word(i, value)
    }

    fn wave_count(&self) -> usize {
        self.total_waves()
    }

    fn select_wave(&mut self, n: usize) -> bool {
        if n >= self.total_waves() {
            return false;
        }
        if n != self.selected {
            self.selected = n;
            self.quantum = QUANTUM;
        }
        true
    }

    fn selected_wave(&self) -> usize {
        self.selected
    }

    fn wave_info(&self, n: usize) -> Option<WaveInfo> {
        let Some(d) = &self.dispatch else {
            return (n == 0).then(|| WaveInfo {
                workgroup: [0; 3],
                index_in_group: 0,
                waves_in_group: 1,
                status: self.cur.first().map_or(WaveStatus::Ended, |l| l.status),
            });
        };
        if n >= self.total_waves() {
            return None;
        }
        let g = d.group_of_wave(n as u32);
        let status = match self.live(n) {
            Some(l) => l.status,
            None if g < self.group => WaveStatus::Ended,
            None => WaveStatus::NotStarted,
        };
        Some(WaveInfo {
            workgroup: d.group_id(g),
            index_in_group: n as u32 - d.first_wave[g],
            waves_in_group: d.first_wave[g + 1] - d.first_wave[g],
            status,
        })
    }

    fn lds_access(&self) -> Option<LdsAccessInfo> {
        self.wave().lds_access.clone()
    }

    fn lane_moves(&self) -> Option<LaneMovesInfo> {
        let m = self.wave().lane_moves.as_ref()?;
        Some(LaneMovesInfo {
            what: m.what.into(),
            source: m.source.to_vec(),
        })
    }

    fn messages(&self) -> Vec<WaveMessage> {
        let w = self.wave();
        let mut out: Vec<WaveMessage> = w
            .messages
            .iter()
            .map(|(pc, text)| WaveMessage {
                pc: *pc as u64,
                text: text.clone(),
            })
            .collect();
        if w.dropped_messages > 0 {
            out.push(WaveMessage {
                pc: w.messages.last().map_or(0, |m| m.0 as u64),
                text: alloc::format!(
                    "… and {} more messages (only the first {} are kept)",
                    w.dropped_messages,
                    crate::exec::wave::MAX_MESSAGES
                ),
            });
        }
        out
    }
}

/// The debugger's memory edits (buffers and LDS), kept apart from the stepping code.
impl GcnMachine {
    /// Writes `bytes` at byte `offset` of buffer `name`; false when the range is not all in
    /// the buffer. Before the first step the edit becomes the initial state.
    pub fn edit_buffer_bytes(&mut self, name: &str, offset: usize, bytes: &[u8]) -> bool {
        let Some(i) = self.mem.regions.iter().position(|r| r.name == name) else {
            return false;
        };
        let Some(end) = offset.checked_add(bytes.len()) else {
            return false;
        };
        if end > self.mem.regions[i].data.len() {
            return false;
        }
        self.memory_mut().regions[i].data[offset..end].copy_from_slice(bytes);
        true
    }

    /// Sets LDS word `i` of the current workgroup; false past the LDS. Before the first step
    /// the edit becomes the initial state.
    pub fn edit_lds_word(&mut self, i: usize, value: u32) -> bool {
        if i >= self.lds.data.len() / 4 {
            return false;
        }
        self.lds_mut().data[4 * i..4 * i + 4].copy_from_slice(&value.to_le_bytes());
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::{ExecError, Memory};
    use crate::isa::inst::Inst;
    use crate::launch::LaunchConfig;

    fn barrier(_: &mut Wave, _: &mut Env, _: &Inst) -> Result<Flow, ExecError> {
        Ok(Flow::Barrier)
    }

    /// A stand-in ds_write_b32 / ds_read_b32 (address v[src0], data v[src1] / into v[dst]).
    fn ds_write(w: &mut Wave, env: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
        let (a, d) = (w.src(i, 0), w.src(i, 1));
        for l in 0..LANES {
            if w.exec >> l & 1 == 1 {
                let o = a[l] as usize;
                env.lds.data[o..o + 4].copy_from_slice(&d[l].to_le_bytes());
            }
        }
        Ok(Flow::Next)
    }

    fn ds_read(w: &mut Wave, env: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
        let a = w.src(i, 0);
        let mut out = [0u32; LANES];
        for l in 0..LANES {
            let o = a[l] as usize;
            out[l] = u32::from_le_bytes(env.lds.data[o..o + 4].try_into().unwrap());
        }
        w.write_vdst(i, &out);
        Ok(Flow::Next)
    }

    fn noop(_: &mut Wave, _: &mut Env, _: &Inst) -> Result<Flow, ExecError> {
        Ok(Flow::Next)
    }

    #[test]
    fn edits_before_the_run_are_the_initial_state() {
        let p = crate::syntax::assemble(crate::Arch::Gfx950, "s_endpgm").unwrap();
        let mut m = GcnMachine::bare(p);
        let a = m.memory_mut().alloc("b", 4, 4);
        m.memory_mut().write_u32(a, 7).unwrap();
        m.lds_mut().data[3] = 9;
        assert_eq!(m.run(10), StepOutcome::Ended);
        m.memory_mut().write_u32(a, 8).unwrap();
        m.lds_mut().data[3] = 1;
        m.reset();
        assert_eq!(m.memory().read_u32(a), Ok(7));
        assert_eq!(m.lds().data[3], 9);
    }

    #[test]
    fn barrier_parks_waves_until_all_live_waves_arrive() {
        let arch = crate::Arch::Gfx900;
        // Wave 3 (work-items 192..255) ends before the barrier: ended waves do not count
        // (seed 000 lines 585-586). The others exchange values through LDS across it.
        let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\tv_cmp_gt_u32 vcc, 0xc0, v0\n\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cbranch_execz .Lend\n\tv_lshlrev_b32 v1, 2, v0\n\tds_write_b32 v1, v0\n\ts_barrier\n\tv_sub_u32 v2, 0x2fc, v1\n\tds_read_b32 v3, v2\n.Lend:\n\ts_endpgm\n.rodata\n.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 4\n\t.amdhsa_next_free_sgpr 4\n\t.amdhsa_group_segment_fixed_size 1024\n.end_amdhsa_kernel\n";
        let p = crate::syntax::assemble(arch, src).unwrap();
        let cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [256, 1, 1],
            block: [256, 1, 1],
            dynamic_lds: 0,
            args: Vec::new(),
        };
        let mut m = GcnMachine::launch(p, Memory::new(), &cfg).unwrap();
        m.test_sems = alloc::vec![
            ("s_barrier", barrier as crate::exec::SemFn),
            ("ds_write_b32", ds_write),
            ("ds_read_b32", ds_read),
            ("v_lshlrev_b32", |w, _, i| {
                let (a, b) = (w.src(i, 0), w.src(i, 1));
                let mut o = [0; LANES];
                for l in 0..LANES {
                    o[l] = b[l] << (a[l] & 31);
                }
                w.write_vdst(i, &o);
                Ok(Flow::Next)
            }),
            ("v_sub_u32", |w, _, i| {
                let (a, b) = (w.src(i, 0), w.src(i, 1));
                let mut o = [0; LANES];
                for l in 0..LANES {
                    o[l] = a[l].wrapping_sub(b[l]);
                }
                w.write_vdst(i, &o);
                Ok(Flow::Next)
            }),
            ("s_nop", noop),
        ];
        // Wave 0 runs up to the barrier and parks; the scheduler moves on to wave 1.
        for _ in 0..6 {
            assert_eq!(m.step(), StepOutcome::Running);
        }
        assert_eq!(m.wave_info(0).unwrap().status, WaveStatus::AtBarrier);
        assert_eq!(m.step(), StepOutcome::Running);
        assert_eq!(m.selected_wave(), 1);
        // Selecting a parked wave and stepping advances another wave instead.
        assert!(m.select_wave(0));
        assert_eq!(m.step(), StepOutcome::Running);
        assert_eq!(m.selected_wave(), 1);
        assert_eq!(m.run(1000), StepOutcome::Ended);
        for n in 0..3usize {
            let w = m.wave_state(n).unwrap();
            for l in 0..LANES {
                // Work-item t reads the id of 191 - t.
                assert_eq!(w.vgpr[3 * LANES + l], 191 - (64 * n + l) as u32);
            }
        }
        assert_eq!(m.wave_info(3).unwrap().status, WaveStatus::Ended);
        // The EXEC bits of wave 3 were cleared by s_and_saveexec_b64, at PC 8 (after the
        // VOPC and its literal).
        m.select_wave(3);
        assert_eq!(m.exec_bit_writer(5), Some(8));
        assert_eq!(m.vcc_bit_writer(5), None); // VCC of wave 3 stayed 0
                                               // Reset replays the same schedule.
        m.reset();
        assert_eq!(m.run(1000), StepOutcome::Ended);
        assert_eq!(m.wave_state(2).unwrap().vgpr[3 * LANES], 191 - 128);
    }

    /// The (PC, bits) writer list answers what a per-lane array of last writers would, over
    /// random masks and a few PCs (repeats merge), and never holds more than 64 pairs.
    #[test]
    fn writer_pairs_equal_a_per_lane_array() {
        let mut seed = 0x5eed_u64;
        let mut w = Writers::default();
        let mut naive = [None; LANES];
        for _ in 0..2000 {
            let x = lanescope_isa::rng::splitmix64(&mut seed);
            let bits = match x % 4 {
                0 => x | 1,
                1 => 1 << (x >> 8 & 63),
                2 => u64::MAX,
                _ => x & x.rotate_left(13) | 2,
            };
            let pc = (x >> 32) as u32 % 9 * 4;
            w.note(bits, pc);
            for (l, n) in naive.iter_mut().enumerate() {
                if bits >> l & 1 == 1 {
                    *n = Some(pc);
                }
            }
            assert!(w.0.len() <= LANES);
            assert!((0..LANES).all(|l| w.get(l) == naive[l]));
        }
        assert_eq!(w.get(64), None);
        assert_eq!(w.get(usize::MAX), None);
    }

    /// `run` executes what `step` called as many times does: the same steps, outcome and state,
    /// with budgets that end inside a workgroup, at its end and past the program's end.
    #[test]
    fn run_equals_repeated_steps() {
        let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\tv_cmp_gt_u32 vcc, 40, v0\n\
                   \ts_and_saveexec_b64 s[2:3], vcc\n\ts_cbranch_execz .Lskip\n\tv_mov_b32 v2, 7\n.Lskip:\n\
                   \ts_or_b64 exec, exec, s[2:3]\n\ts_mov_b32 s4, 3\n.Lloop:\n\ts_sub_u32 s4, s4, 1\n\
                   \tv_add_u32 v1, v1, v0\n\ts_cmp_lg_u32 s4, 0\n\ts_cbranch_scc1 .Lloop\n\ts_endpgm\n\
                   .rodata\n.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 4\n\t.amdhsa_next_free_sgpr 8\n\
                   .end_amdhsa_kernel\n";
        let p = crate::syntax::assemble(crate::Arch::Gfx900, src).unwrap();
        let cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [192, 1, 1],
            block: [64, 1, 1],
            dynamic_lds: 0,
            args: Vec::new(),
        };
        for budget in [0, 1, 3, 7, 8, 15, 18, 19, 20, 37, 38, 55, 56, 57, 100] {
            let mut a = GcnMachine::launch(p.clone(), Memory::new(), &cfg).unwrap();
            let mut b = a.clone();
            let ra = a.run(budget);
            // The trait's own `run`: `step` until an outcome other than Running.
            let rb = (0..budget)
                .map(|_| b.step())
                .find(|o| *o != StepOutcome::Running)
                .unwrap_or(StepOutcome::BudgetExhausted);
            assert_eq!(ra, rb, "budget {budget}");
            assert_eq!((a.steps(), a.selected_wave()), (b.steps(), b.selected_wave()));
            for n in 0..3 {
                assert_eq!(a.wave_state(n).map(|w| &w.vgpr), b.wave_state(n).map(|w| &w.vgpr));
                let writers = |m: &mut GcnMachine| {
                    m.select_wave(n);
                    (0..LANES)
                        .map(|l| (m.exec_bit_writer(l), m.vcc_bit_writer(l)))
                        .collect::<Vec<_>>()
                };
                assert_eq!(writers(&mut a), writers(&mut b));
            }
            assert_eq!(a.run(5), b.run(5), "budget {budget} then 5");
        }
    }

    /// A launch of `src` (gfx900 kernel `k`, next free VGPR 12) over `waves` waves of 64.
    fn launch_waves(body: &str, waves: u32) -> GcnMachine {
        let src = alloc::format!(
            ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n{body}\ts_endpgm\n.rodata\n\
             .amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 12\n\t.amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n"
        );
        let p = crate::syntax::assemble(crate::Arch::Gfx900, &src).unwrap();
        let cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [64 * waves, 1, 1],
            block: [1024, 1, 1],
            dynamic_lds: 0,
            args: Vec::new(),
        };
        GcnMachine::launch(p, Memory::new(), &cfg).unwrap()
    }

    /// Waves started on the register files of finished waves (a dispatch larger than
    /// `KEEP_WAVES`, and every wave after a reset) start with every VGPR zero, as fresh ones:
    /// each wave reads v7 and v11 before writing them, and ends with the same registers as a
    /// fresh machine's waves. (`Wave::with_vgpr_file` also checks every reused file is zero.)
    #[test]
    fn waves_on_reused_register_files_start_zero() {
        let body = "\tv_add_u32 v9, 5, v7\n\tv_add_u32 v10, v11, v0\n\tv_mov_b32 v7, 1\n\tv_mov_b32 v11, -1\n";
        for waves in [4, 64, 128] {
            let mut m = launch_waves(body, waves);
            let fresh = m.clone();
            for round in 0..3 {
                assert_eq!(m.run(100_000), StepOutcome::Ended);
                let last = waves as usize - 1;
                let w = m.wave_state(last).unwrap();
                for l in 0..LANES {
                    assert_eq!(w.vgpr[9 * LANES + l], 5, "{waves} waves, round {round}");
                    assert_eq!(w.vgpr[10 * LANES + l], w.vgpr[l], "{waves} waves, round {round}");
                }
                assert!(w.vgpr[12 * LANES..].iter().all(|&v| v == 0));
                let mut f = fresh.clone();
                assert_eq!(f.run(100_000), StepOutcome::Ended);
                assert_eq!(f.wave_state(last).map(|w| &w.vgpr), Some(&w.vgpr));
                m.reset();
            }
            assert!(m.spare.0.len() <= MAX_SPARE);
        }
    }

    /// Programs that can index VGPRs through M0 may write any row; others the rows they name
    /// (at least v0-v2); an edited VGPR file is cleared whole before reuse.
    #[test]
    fn written_rows_cover_indexing_and_edits() {
        let m = launch_waves("\tv_mov_b32 v5, 0\n", 1);
        assert_eq!(m.written, Some((6, 0)));
        assert_eq!(launch_waves("\ts_nop 0\n", 1).written, Some((3, 0)));
        for indexing in [
            "\ts_set_gpr_idx_on s2, gpr_idx(DST)\n\tv_mov_b32 v1, v2\n\ts_set_gpr_idx_off\n",
            "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE), 0\n",
        ] {
            assert_eq!(launch_waves(indexing, 1).written, None, "{indexing}");
        }
        let mut m = launch_waves("\tv_mov_b32 v5, 0\n", 128);
        m.select_wave(0);
        assert!(m.set_vgpr(200, 3, 9));
        assert_eq!(m.run(100_000), StepOutcome::Ended);
        m.reset();
        assert_eq!(m.run(100_000), StepOutcome::Ended);
        assert!(m.wave_state(127).unwrap().vgpr[200 * LANES..].iter().all(|&v| v == 0));
    }

    #[test]
    fn groups_run_on_a_fork_and_adopted_equal_the_sequential_run() {
        let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\ts_lshl_b32 s3, s2, 2\n\tv_mov_b32 v0, s3\n\ts_waitcnt lgkmcnt(0)\n\tglobal_load_dword v1, v0, s[4:5]\n\ts_waitcnt vmcnt(0)\n\tv_add_u32 v1, 1, v1\n\tglobal_store_dword v0, v1, s[4:5] offset:4\n\ts_endpgm\n.rodata\n.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_next_free_vgpr 2\n\t.amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
        let p = crate::syntax::assemble(crate::Arch::Gfx900, src).unwrap();
        let mut mem = Memory::new();
        let out = mem.alloc("out", 16, 4);
        let cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [192, 1, 1],
            block: [64, 1, 1],
            dynamic_lds: 0,
            args: alloc::vec![crate::KernArg::Pointer(out)],
        };
        let mut seq = GcnMachine::launch(p, mem, &cfg).unwrap();
        let mut par = seq.clone();
        assert_eq!(seq.run(1000), StepOutcome::Ended);
        let mut worker = par.fork();
        assert_eq!(par.run_group(0, 1000).1, StepOutcome::Running);
        // Group 1 on the fork, after group 0's writes reached its memory.
        worker.memory_mut().clone_from(par.memory());
        worker.memory_mut().start_log(1 << 20);
        assert_eq!(worker.run_group(1, 1000).1, StepOutcome::Running);
        let log = worker.memory_mut().take_log().unwrap();
        log.replay(par.memory_mut());
        par.adopt_group(worker.take_group());
        assert_eq!(par.run_group(2, 1000).1, StepOutcome::Ended);
        assert_eq!(par.memory(), seq.memory());
        assert_eq!(par.steps(), seq.steps());
        assert_eq!(par.memory().read_u32(out + 12), Ok(3));
        for n in 0..3 {
            assert_eq!(
                par.wave_state(n).map(|w| w.vreg(1).to_vec()),
                seq.wave_state(n).map(|w| w.vreg(1).to_vec())
            );
        }
        assert_eq!(par.run_group(3, 1000), (0, StepOutcome::Ended));
    }
}
