//! [`R700Wave`]: the R700 executor ([`R700Machine`]) behind the arch-agnostic
//! [`Machine`] trait (issue 16 §1), so the façade and the views can drive it.
//!
//! What it describes:
//! - one register file, `GPR` (prefix `R`, 128 registers × `x y z w` per lane, llc's `T3.Z`
//!   is `R3` component `z`), read lane-major as [`Machine::register`] requires;
//! - masks `active` (the execution mask: lanes whose pixel state is active), `valid` (lanes
//!   not killed), and the per-lane stack states `branch`, `continue`, `break` (lanes
//!   inactive for that reason);
//! - flags: the stack depth (a counter) and the CF address.
//!
//! The executor keeps GPRs lane by lane; this wrapper keeps a register-major copy that it
//! refreshes after every step, and derives [`Changes`] by comparing the copies (so a step
//! costs one pass over `lanes × 128 × 4` values on top of the executor's work).
//!
//! With the program ([`R700Wave::with_program`]) it also describes the views of issue 16 §4
//! (`views.rs`): the group the next step issues with its slots, literals and read ports, the
//! lane states and stack, PV/PS/AR/aL/predicate, the kcache windows and the framebuffer; and
//! it steps by CF instruction, clause, group or slot ([`GRANULARITIES`]).

mod state;
mod views;

use alloc::format;
use alloc::sync::Arc;
use alloc::vec;
use alloc::vec::Vec;

use lanescope_isa::{
    BundleInfo, Changes, ConstantWindow, ExtraRegister, Fault, FlagInfo, FlagKind, Framebuffer, LaneStates,
    ListingLine, Machine, MaskInfo, RegisterChange, RegisterFileInfo, StackEntryInfo, StepGranularity, StepOutcome,
};
pub use views::ProgramViews;

use crate::decode::Program;
use crate::exec::{Config, ExecFault, LaneState, R700Machine, Status, GPRS};

/// Components of a GPR.
const XYZW: [&str; 4] = ["x", "y", "z", "w"];

/// The lane masks, in [`Machine::masks`] order (the first is the execution mask).
const MASKS: [MaskInfo; 5] = [
    MaskInfo {
        name: "active",
        summary: "lanes whose pixel state is active (they execute)",
        tracks_writers: false,
    },
    MaskInfo {
        name: "valid",
        summary: "lanes not killed (their exports count)",
        tracks_writers: false,
    },
    MaskInfo {
        name: "branch",
        summary: "lanes inactive for the current branch",
        tracks_writers: false,
    },
    MaskInfo {
        name: "continue",
        summary: "lanes inactive until the loop's END_LOOP (continue)",
        tracks_writers: false,
    },
    MaskInfo {
        name: "break",
        summary: "lanes inactive until the loop exits (break)",
        tracks_writers: false,
    },
];

/// The flags, in [`Machine::flags`] order.
const FLAGS: [FlagInfo; 2] = [
    FlagInfo {
        name: "STACK",
        label: "stack",
        kind: FlagKind::Counter,
        bits: 7,
        settable: false,
    },
    FlagInfo {
        name: "CF",
        label: "CF",
        kind: FlagKind::Register,
        bits: 32,
        settable: false,
    },
];

/// The ways [`Machine::step_by`] steps, coarsest first.
pub const GRANULARITIES: [StepGranularity; 4] = [
    StepGranularity {
        name: "CF",
        summary: "one CF instruction, with its whole clause",
    },
    StepGranularity {
        name: "clause",
        summary: "on to the start of the next clause (ALU, TEX or VTX), through flow control",
    },
    StepGranularity {
        name: "group",
        summary: "one ALU group (its slots issue together), or one CF instruction",
    },
    StepGranularity {
        name: "slot",
        summary: "the group's next slot; the group's writes land after its last slot (every slot reads first)",
    },
];

/// Most executor steps one coarse step takes: a loop that never reaches a clause stops here
/// (and the step returns [`StepOutcome::Running`]), so one click stays fast.
const COARSE_STEP_LIMIT: usize = 4096;

/// An R700 wavefront as a [`Machine`]: the executor, its initial state, and the views'
/// register-major copy of the GPRs.
#[derive(Clone, Debug)]
pub struct R700Wave {
    machine: R700Machine,
    initial: R700Machine,
    lanes: usize,
    /// GPRs register-major: register `r`, lane `l`, component `c` at `(r * lanes + l) * 4 + c`.
    gprs: Vec<u32>,
    files: [RegisterFileInfo; 1],
    changes: Changes,
    masks: [u64; 5],
    steps: u64,
    ended: bool,
    fault: Option<Fault>,
    /// 1-based source line and text of each CF instruction (by CF address), if known.
    lines: Vec<(u32, alloc::string::String)>,
    /// The program, for the views (shared by every snapshot).
    views: Option<Arc<ProgramViews>>,
    /// The slot (0–4) a slot-by-slot step has reached in the pending group.
    cursor: Option<usize>,
    /// The scatter buffer's name and its bytes (little-endian dwords), once named.
    scatter: Option<(alloc::string::String, Vec<u8>)>,
}

/// A located executor fault as the trait's [`Fault`] (the CF address in bytes: 8 per CF slot).
fn to_fault(f: ExecFault) -> Fault {
    let message = match f.group {
        Some(g) => format!("group {g}: {}", f.message),
        None => f.message,
    };
    Fault {
        wave: 0,
        pc: u64::from(f.cf) * 8,
        lane: f.lane.and_then(|l| u8::try_from(l).ok()),
        address: None,
        message,
    }
}

impl R700Wave {
    /// A wavefront running `program` with `config` (1–64 lanes).
    pub fn new(program: &Program, config: Config) -> Result<R700Wave, ExecFault> {
        Ok(R700Wave::from_machine(R700Machine::new(program, config)?))
    }

    /// A wavefront around an executor set up by the caller (textures, GPRs, buffers): its
    /// state now is the state [`Machine::reset`] returns to.
    pub fn from_machine(machine: R700Machine) -> R700Wave {
        let lanes = machine.lane_states().len();
        let mut w = R700Wave {
            initial: machine.clone(),
            machine,
            lanes,
            gprs: vec![0; GPRS * lanes * 4],
            files: [RegisterFileInfo {
                name: "GPR",
                prefix: "R",
                count: GPRS,
                used: 1,
                lanes,
                components: &XYZW,
                bits: 32,
            }],
            changes: Changes::default(),
            masks: [0; 5],
            steps: 0,
            ended: false,
            fault: None,
            lines: Vec::new(),
            views: None,
            cursor: None,
            scatter: None,
        };
        w.refresh(false);
        w
    }

    /// Names the source line and text of each CF instruction, in CF address order, so
    /// [`Machine::current_line`] and [`Machine::listing`] can point into the source.
    pub fn with_lines(mut self, lines: Vec<(u32, alloc::string::String)>) -> R700Wave {
        self.lines = lines;
        self
    }

    /// Keeps `program` for the views, with `lines` the 1-based source line of each of its
    /// items (any other length: no lines).
    pub fn with_program(mut self, program: &Program, lines: Vec<u32>) -> R700Wave {
        self.views = Some(Arc::new(ProgramViews::new(program, lines)));
        self
    }

    /// Names the scatter buffer `MEM_EXPORT` writes, so [`Machine::buffer`] shows it.
    pub fn with_buffer_name(mut self, name: &str) -> R700Wave {
        self.scatter = Some((name.into(), Vec::new()));
        self.refresh(false);
        self
    }

    /// Steps until `stop` holds after a step (at most [`COARSE_STEP_LIMIT`] steps).
    fn step_until(&mut self, stop: impl Fn(&R700Wave) -> bool) -> StepOutcome {
        let mut r = self.step();
        for _ in 0..COARSE_STEP_LIMIT {
            if r != StepOutcome::Running || stop(self) {
                break;
            }
            r = self.step();
        }
        r
    }

    /// A slot step: the cursor moves to the pending group's next occupied slot; from its last
    /// one the group runs and the cursor goes to the next group's first slot.
    fn step_slot(&mut self) -> StepOutcome {
        let occupied = |w: &R700Wave| -> Vec<usize> {
            w.views
                .as_ref()
                .filter(|_| !w.halted())
                .and_then(|v| v.pending(&w.machine))
                .map(|(_, _, g)| (0..5).filter(|&u| g.slots[u].is_some()).collect())
                .unwrap_or_default()
        };
        let slots = occupied(self);
        let next = match self.cursor {
            None => slots.first(),
            Some(c) => slots.iter().find(|&&u| u > c),
        };
        if let Some(&u) = next {
            self.cursor = Some(u);
            return StepOutcome::Running;
        }
        let r = self.step();
        self.cursor = occupied(self).first().copied();
        r
    }

    /// The bytes a snapshot of this wavefront holds, about (GPRs twice per copy).
    pub fn state_bytes(&self) -> usize {
        let scatter = self.scatter.as_ref().map_or(0, |s| s.1.len() * 3);
        core::mem::size_of::<R700Wave>() + self.gprs.len() * 4 * 3 + scatter
    }

    /// The executor (exports, stack, lane states).
    pub fn executor(&self) -> &R700Machine {
        &self.machine
    }

    /// Copies the executor's state into the views' form; with `track`, records what changed.
    fn refresh(&mut self, track: bool) {
        self.changes.clear();
        let mut used = self.files[0].used;
        for reg in 0..GPRS {
            for lane in 0..self.lanes {
                let v = self.machine.gpr(lane, reg).unwrap_or_default();
                let at = (reg * self.lanes + lane) * 4;
                for (c, &value) in v.iter().enumerate() {
                    if self.gprs[at + c] != value {
                        self.gprs[at + c] = value;
                        if track {
                            self.record(reg, c, lane);
                        }
                    }
                    if value != 0 {
                        used = used.max(reg + 1);
                    }
                }
            }
        }
        self.files[0].used = used;
        if let Some((_, bytes)) = &mut self.scatter {
            bytes.clear();
            bytes.extend(self.machine.scatter().iter().flat_map(|w| w.to_le_bytes()));
        }
        let masks = self.current_masks();
        if track {
            self.changes.masks = masks.iter().zip(&self.masks).map(|(a, b)| a ^ b).collect();
        }
        self.masks = masks;
    }

    /// Notes that component `c` of GPR `reg` changed in `lane`.
    fn record(&mut self, reg: usize, c: usize, lane: usize) {
        let (reg, component) = (reg as u16, c as u8);
        let bit = 1u64 << lane;
        match self
            .changes
            .registers
            .iter_mut()
            .find(|x| x.reg == reg && x.component == component)
        {
            Some(x) => x.lanes |= bit,
            None => self.changes.registers.push(RegisterChange {
                file: 0,
                reg,
                component,
                lanes: bit,
            }),
        }
    }

    /// The masks from the lane states and valid bits.
    fn current_masks(&self) -> [u64; 5] {
        let of = |f: &dyn Fn(usize) -> bool| (0..self.lanes).filter(|&l| f(l)).fold(0u64, |m, l| m | 1 << l);
        let states = self.machine.lane_states();
        let state = |s: LaneState| of(&|l| states[l] == s);
        [
            state(LaneState::Active),
            of(&|l| self.machine.valid()[l]),
            state(LaneState::InactiveBranch),
            state(LaneState::InactiveContinue),
            state(LaneState::InactiveBreak),
        ]
    }
}

impl Machine for R700Wave {
    fn arch_name(&self) -> &'static str {
        "rv770"
    }

    fn wave_size(&self) -> usize {
        self.lanes
    }

    fn reset(&mut self) {
        self.cursor = None;
        self.machine = self.initial.clone();
        self.steps = 0;
        self.ended = false;
        self.fault = None;
        self.refresh(false);
        self.changes.clear();
    }

    fn step(&mut self) -> StepOutcome {
        if let Some(f) = &self.fault {
            return StepOutcome::Faulted(f.clone());
        }
        if self.ended {
            return StepOutcome::Ended;
        }
        self.cursor = None;
        let r = self.machine.step();
        self.steps += 1;
        self.refresh(true);
        match r {
            Ok(Status::Running) => StepOutcome::Running,
            Ok(Status::Done) => {
                self.ended = true;
                StepOutcome::Ended
            }
            Err(f) => {
                let f = to_fault(f);
                self.fault = Some(f.clone());
                StepOutcome::Faulted(f)
            }
        }
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
        u64::from(self.machine.pc()) * 8
    }

    /// Inside an ALU clause: the line of the slot the cursor is on, else of the pending
    /// group's first instruction; elsewhere the CF instruction's.
    fn current_line(&self) -> Option<u32> {
        if self.halted() {
            return None;
        }
        let in_group = self.views.as_ref().and_then(|v| {
            let (_, _, g) = v.pending(&self.machine)?;
            let item = match self.cursor {
                Some(c) => g.slots[c],
                None if self.machine.clause_position().is_some() => g.slots.iter().flatten().min().copied(),
                None => None,
            };
            v.line(item?)
        });
        in_group.or_else(|| self.lines.get(self.machine.pc() as usize).map(|l| l.0))
    }

    fn last_line(&self) -> Option<u32> {
        self.lines.get(self.machine.pc() as usize).map(|l| l.0)
    }

    fn listing(&self) -> Vec<ListingLine> {
        self.lines
            .iter()
            .enumerate()
            .map(|(cf, (line, text))| ListingLine {
                pc: cf as u64 * 8,
                line: *line,
                text: text.clone(),
            })
            .collect()
    }

    fn register_files(&self) -> &[RegisterFileInfo] {
        &self.files
    }

    fn register(&self, file: usize, reg: usize) -> &[u32] {
        let n = self.lanes * 4;
        match file {
            0 if reg < GPRS => &self.gprs[reg * n..(reg + 1) * n],
            _ => &[],
        }
    }

    fn masks(&self) -> &[MaskInfo] {
        &MASKS
    }

    fn mask(&self, i: usize) -> u64 {
        self.masks.get(i).copied().unwrap_or(0)
    }

    fn flags(&self) -> &[FlagInfo] {
        &FLAGS
    }

    fn flag(&self, i: usize) -> u32 {
        match i {
            0 => self.machine.stack().len() as u32,
            1 => self.machine.pc(),
            _ => 0,
        }
    }

    fn changes(&self) -> Changes {
        self.changes.clone()
    }

    fn buffer(&self, name: &str) -> Option<&[u8]> {
        self.scatter
            .as_ref()
            .filter(|(n, _)| n == name)
            .map(|(_, b)| b.as_slice())
    }

    fn step_granularities(&self) -> &'static [StepGranularity] {
        if self.views.is_some() {
            &GRANULARITIES
        } else {
            &[]
        }
    }

    fn step_by(&mut self, g: usize) -> StepOutcome {
        let in_clause = |w: &R700Wave| w.machine.clause_position().is_some();
        let at_clause =
            |w: &R700Wave| !in_clause(w) && w.views.as_ref().is_some_and(|v| v.starts_clause(w.machine.pc()));
        match GRANULARITIES.get(g).map(|g| g.name) {
            Some("CF") => self.step_until(|w| !in_clause(w)),
            Some("clause") => self.step_until(at_clause),
            Some("slot") => self.step_slot(),
            _ => self.step(),
        }
    }

    fn bundle(&self) -> Option<BundleInfo> {
        let v = self.views.as_ref().filter(|_| !self.halted())?;
        v.bundle(&self.machine, self.cursor)
    }

    fn lane_states(&self) -> Option<LaneStates> {
        Some(views::lane_states(&self.machine))
    }

    fn stack_entries(&self) -> Option<Vec<StackEntryInfo>> {
        Some(views::stack(&self.machine))
    }

    fn extra_registers(&self) -> Vec<ExtraRegister> {
        views::extra_registers(&self.machine)
    }

    fn constant_windows(&self) -> Vec<ConstantWindow> {
        views::constant_windows(&self.machine)
    }

    fn framebuffer(&self) -> Option<Framebuffer> {
        views::framebuffer(self.views.as_deref()?, &self.machine)
    }

    /// 16 KB: 4 banks of 1024 dwords.
    fn lds_words(&self) -> usize {
        self.machine.lds().len()
    }

    /// Word `i` is in bank `i mod 4` (see [`R700Machine::lds_word`]).
    fn lds_banks(&self) -> usize {
        4
    }

    fn lds_word(&self, i: usize) -> Option<u32> {
        self.machine.lds_word(i)
    }

    /// Any time; before the first step the initial state keeps the word too.
    fn set_lds_word(&mut self, i: usize, value: u32) -> bool {
        if self.steps == 0 && !self.initial.set_lds_word(i, value) {
            return false;
        }
        self.machine.set_lds_word(i, value)
    }

    /// Before the first step only (the executor takes GPR edits; the initial state keeps them).
    fn set_register(&mut self, file: usize, reg: usize, lane: usize, component: usize, value: u32) -> bool {
        if file != 0 || component >= 4 || self.steps != 0 {
            return false;
        }
        let Some(mut v) = self.machine.gpr(lane, reg) else {
            return false;
        };
        v[component] = value;
        let ok = self.machine.set_gpr(lane, reg, v) && self.initial.set_gpr(lane, reg, v);
        self.refresh(false);
        ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ALU clause with `MOV * T1.X, T0.X`, then `CF_END`.
    fn program() -> Program {
        let text = "ALU 0, @2, KC0[], KC1[]\nCF_END\nALU clause starting at 2:\n  MOV * T1.X, T0.X,\n";
        let Ok((code, _)) = crate::assemble(text) else {
            panic!("assemble")
        };
        crate::decode(&code).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn gprs_read_lane_major_with_components_and_changes_are_per_component() {
        let Ok(mut m) = R700Wave::new(
            &program(),
            Config {
                lanes: 3,
                ..Config::default()
            },
        ) else {
            panic!("machine")
        };
        let f = m.file_index("r").unwrap();
        assert_eq!(m.register_files()[f].width(), 4);
        assert!(m.set_register(f, 0, 2, 0, 7));
        assert!(!m.set_register(f, 0, 3, 0, 7), "no lane 3");
        assert_eq!(m.register(f, 0).len(), 12);
        assert_eq!(m.register(f, 0)[2 * 4], 7, "lane 2 x");
        assert_eq!(m.mask(m.mask_index("active").unwrap()), 0b111);
        assert_eq!(m.run(100), StepOutcome::Ended);
        assert_eq!(m.register(f, 1)[2 * 4], 7, "MOV R1.x, R0.x in lane 2");
        m.reset();
        assert_eq!(
            (m.steps(), m.register(f, 1)[8], m.register(f, 0)[8]),
            (0, 0, 7),
            "the edit is the initial state"
        );
        assert_eq!(m.step(), StepOutcome::Running);
        let c = m.changes();
        assert_eq!(c.lanes(f, 1), 0b100, "only lane 2's R1.x changed (the others copy 0)");
        assert_eq!(c.registers[0].component, 0);
        assert!(!m.set_register(f, 0, 0, 0, 1), "no edits after the first step");
    }

    #[test]
    fn lds_words_are_flat_bank_interleaved_and_edits_before_the_first_step_are_initial() {
        let config = Config {
            lanes: 4,
            ..Config::default()
        };
        let Ok(mut m) = R700Wave::new(&program(), config) else {
            panic!("machine")
        };
        assert_eq!((m.lds_words(), m.lds_banks()), (4096, 4));
        assert!(m.set_lds_word(5, 0xabc), "word 5: bank 1, dword 1");
        assert_eq!(m.executor().lds()[1024 + 1], 0xabc);
        assert!(!m.set_lds_word(4096, 1) && !m.set_lds_word(usize::MAX, 1));
        assert_eq!(
            (m.lds_word(5), m.lds_word(4096), m.lds_word(usize::MAX)),
            (Some(0xabc), None, None)
        );
        m.step();
        assert!(m.set_lds_word(6, 2), "an edit during the run");
        m.reset();
        assert_eq!(
            (m.lds_word(5), m.lds_word(6)),
            (Some(0xabc), Some(0)),
            "only the first edit is initial"
        );
    }

    #[test]
    fn current_line_follows_the_cf_address() {
        let lines = vec![(3, "ALU 0, @2, KC0[], KC1[]".into()), (4, "CF_END".into())];
        let config = Config {
            lanes: 4,
            ..Config::default()
        };
        let Ok(m) = R700Wave::new(&program(), config) else {
            panic!("machine")
        };
        let mut m = m.with_lines(lines);
        assert_eq!(m.current_line(), Some(3));
        assert_eq!(m.listing()[1].pc, 8);
        assert_eq!(m.listing()[1].text, "CF_END");
        assert_eq!(m.step(), StepOutcome::Running);
        assert_eq!(m.current_line(), Some(4));
        m.run(10);
        assert_eq!(m.current_line(), None, "ended");
    }
}
