//! The object-safe machine interface front ends drive (step, run, inspect).
//!
//! A front end never names an ISA type: it sees register files as rows of 32-bit values,
//! lane masks as `u64`, and the changes of the last step as plain lists.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// A runtime fault: which wave, where, and (when it is about one lane or address) which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Wave index within the dispatch (0 for a bare snippet).
    pub wave: u32,
    /// Byte address of the faulting instruction.
    pub pc: u64,
    /// The lane at fault, if the fault is about one lane.
    pub lane: Option<u8>,
    /// The memory address at fault, if any.
    pub address: Option<u64>,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wave {} pc 0x{:x}", self.wave, self.pc)?;
        if let Some(l) = self.lane {
            write!(f, " lane {l}")?;
        }
        if let Some(a) = self.address {
            write!(f, " address 0x{a:x}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl core::error::Error for Fault {}

/// Why a [`Machine::step`] or [`Machine::run`] returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepOutcome {
    /// The wave can go on.
    Running,
    /// Every wave has ended (`s_endpgm`).
    Ended,
    /// A fault stopped the machine.
    Faulted(Fault),
    /// [`Machine::run`] used up its step budget before the program ended.
    BudgetExhausted,
}

/// The register files a machine exposes to views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegisterFile {
    /// Scalar registers (one value per wave).
    Sgpr,
    /// Vector registers (one value per lane).
    Vgpr,
}

/// What the last step changed, so views repaint and highlight only that.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Vector registers written, each with the lanes written.
    pub vgprs: Vec<(u16, u64)>,
    /// Scalar registers written (index into [`Machine::sgprs`]).
    pub sgprs: Vec<u16>,
    /// EXEC bits that changed value.
    pub exec: u64,
    /// VCC bits that changed value.
    pub vcc: u64,
    /// Whether SCC changed value.
    pub scc: bool,
}

impl Changes {
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
}

/// One line of the program listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListingLine {
    /// Byte address of the instruction.
    pub pc: u64,
    /// 1-based source line it came from.
    pub line: u32,
    /// Canonical disassembly text.
    pub text: String,
}

/// A running emulated program, as front ends see it.
pub trait Machine {
    /// The architecture's short name (`gfx900`, `gfx950`).
    fn arch_name(&self) -> &'static str;
    /// Lanes per wave (64 on GCN/CDNA).
    fn wave_size(&self) -> usize;
    /// Back to the initial state.
    fn reset(&mut self);
    /// Executes one instruction.
    fn step(&mut self) -> StepOutcome;
    /// Executes up to `budget` instructions.
    fn run(&mut self, budget: u64) -> StepOutcome;
    /// Instructions executed since the last reset.
    fn steps(&self) -> u64;
    /// Whether the program has ended or faulted.
    fn halted(&self) -> bool;
    /// The fault that stopped the machine, if any.
    fn fault(&self) -> Option<&Fault>;
    /// Byte address of the next instruction.
    fn pc(&self) -> u64;
    /// 1-based source line of the next instruction, if it has one.
    fn current_line(&self) -> Option<u32>;
    /// 1-based source line of the last instruction executed.
    fn last_line(&self) -> Option<u32>;
    /// The disassembled program.
    fn listing(&self) -> Vec<ListingLine>;
    /// EXEC mask.
    fn exec(&self) -> u64;
    /// VCC mask.
    fn vcc(&self) -> u64;
    /// Scalar condition code.
    fn scc(&self) -> bool;
    /// Scalar registers s0, s1, … (the program-addressable ones).
    fn sgprs(&self) -> &[u32];
    /// Number of vector registers per lane.
    fn vgpr_count(&self) -> usize;
    /// Highest vector register the program names, plus one (what a view should show by default).
    fn vgprs_used(&self) -> usize;
    /// Highest scalar register the program names, plus one.
    fn sgprs_used(&self) -> usize;
    /// Vector register `reg`, one value per lane (empty if out of range).
    fn vgpr(&self, reg: usize) -> &[u32];
    /// What the last step changed.
    fn changes(&self) -> &Changes;
}
