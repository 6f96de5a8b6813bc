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

/// Where a wave of a dispatch is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaveStatus {
    /// Its workgroup has not started yet.
    NotStarted,
    /// It can execute.
    Running,
    /// It waits at `s_barrier` for the other waves of its workgroup.
    AtBarrier,
    /// It has executed `s_endpgm` (or its workgroup has finished).
    Ended,
    /// It raised the fault that stopped the machine.
    Faulted,
}

/// One wave of a dispatch, for the wave picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaveInfo {
    /// Workgroup id (x, y, z).
    pub workgroup: [u32; 3],
    /// Index of the wave within its workgroup.
    pub index_in_group: u32,
    /// Waves in its workgroup.
    pub waves_in_group: u32,
    /// Where it is.
    pub status: WaveStatus,
}

/// Outstanding-operation counters of a wave (what `s_waitcnt` waits on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Vector memory operations in flight.
    pub vm: u8,
    /// LDS, GDS, scalar memory and message operations in flight.
    pub lgkm: u8,
    /// Exports and GDS writes in flight.
    pub exp: u8,
}

/// The last LDS instruction's accesses, for the LDS view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LdsAccessInfo {
    /// (lane, byte address) of each access, in issue order.
    pub lanes: Vec<(u8, u32)>,
    /// Number of banks.
    pub banks: u8,
    /// Per bank: distinct dwords touched (the conflict degree; 1 = none).
    pub degree: Vec<u8>,
    /// Cycles the access takes under the bank model.
    pub cycles: u32,
}

/// Where each lane's value came from in the last cross-lane instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaneMovesInfo {
    /// The instruction's mnemonic.
    pub what: String,
    /// Source lane of each destination lane (`None`: not written, or read 0).
    pub source: Vec<Option<u8>>,
}

/// A message a wave sent (`s_sendmsg`, `s_trap`, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveMessage {
    /// Byte address of the instruction that sent it.
    pub pc: u64,
    /// What it says.
    pub text: String,
}

/// A running emulated program, as front ends see it.
///
/// A dispatch has several waves; the inspection methods (registers, PC, changes, …) show the
/// *selected* wave ([`Machine::select_wave`]). The wave methods have single-wave defaults so
/// that a one-wave machine need not implement them.
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
    /// A global-memory buffer's bytes by name (a snippet buffer, `kernarg`, `scratch`, …).
    fn buffer(&self, _name: &str) -> Option<&[u8]> {
        None
    }
    /// Waves in the dispatch (1 for a bare snippet).
    fn wave_count(&self) -> usize {
        1
    }
    /// A debugger's edit: sets lane `lane` of vector register `reg` (the [`Machine::vgpr`]
    /// index) of the selected wave. False when the register, the lane or a running wave to
    /// write is not there (or the machine takes no edits).
    fn set_vgpr(&mut self, _reg: usize, _lane: usize, _value: u32) -> bool {
        false
    }
    /// A debugger's edit: sets scalar register `reg` of the selected wave (false as
    /// [`Machine::set_vgpr`]).
    fn set_sgpr(&mut self, _reg: usize, _value: u32) -> bool {
        false
    }
    /// Shows wave `n` in the views (and makes it the wave [`Machine::step`] advances next, if
    /// it can run). False if there is no such wave.
    fn select_wave(&mut self, n: usize) -> bool {
        n == 0
    }
    /// The wave the views show.
    fn selected_wave(&self) -> usize {
        0
    }
    /// Wave `n`'s workgroup, index and status.
    fn wave_info(&self, n: usize) -> Option<WaveInfo> {
        (n == 0).then(|| WaveInfo {
            workgroup: [0; 3],
            index_in_group: 0,
            waves_in_group: 1,
            status: if self.fault().is_some() {
                WaveStatus::Faulted
            } else if self.halted() {
                WaveStatus::Ended
            } else {
                WaveStatus::Running
            },
        })
    }
    /// Byte address of the instruction that last changed EXEC bit `lane` of the selected wave.
    fn exec_bit_writer(&self, _lane: usize) -> Option<u64> {
        None
    }
    /// Byte address of the instruction that last changed VCC bit `lane` of the selected wave.
    fn vcc_bit_writer(&self, _lane: usize) -> Option<u64> {
        None
    }
    /// The selected wave's outstanding-operation counters.
    fn counters(&self) -> Counters {
        Counters::default()
    }
    /// The selected wave's M0.
    fn m0(&self) -> u32 {
        0
    }
    /// The selected wave's last LDS access.
    fn lds_access(&self) -> Option<LdsAccessInfo> {
        None
    }
    /// The selected wave's last cross-lane movement (cleared by every step).
    fn lane_moves(&self) -> Option<LaneMovesInfo> {
        None
    }
    /// Messages the selected wave sent, oldest first.
    fn messages(&self) -> Vec<WaveMessage> {
        Vec::new()
    }
    /// Warnings about the program, found once when the machine was built (on GCN/CDNA: the
    /// hazards the hardware does not check, too few wait states between two instructions),
    /// at their source lines (column 1; [`crate::Diagnostic::move_to_line_start`] moves them to
    /// the instruction).
    fn warnings(&self) -> Vec<crate::Diagnostic> {
        Vec::new()
    }
    /// Where the accumulation registers (AGPRs) are in [`Machine::vgpr`] numbering, and how
    /// many of them the program names: `(first, used)`. `None` if the architecture has none.
    fn agprs(&self) -> Option<(usize, usize)> {
        None
    }
    /// Every matrix instruction of the architecture, for a picker (empty if it has none).
    fn matrix_instructions(&self) -> Vec<&'static str> {
        Vec::new()
    }
    /// The matrix instructions of the program, in address order.
    fn matrix_ops(&self) -> Vec<crate::MatrixOp> {
        Vec::new()
    }
    /// Draws matrix instruction `name` with modifiers `mods`. With `pc` (the address of a
    /// matrix instruction of the program) the operands are that instruction's registers and
    /// the values the selected wave holds now; without, register offsets and no values.
    fn matrix_view(&self, name: &str, _mods: crate::MatrixMods, _pc: Option<u64>) -> Result<crate::MatrixView, String> {
        Err(alloc::format!("{}: no matrix instruction '{name}'", self.arch_name()))
    }
    /// The program's matrix instruction at `pc` as it is written with modifiers `mods` instead
    /// of its own (canonical syntax; checked by assembling it back), for "apply to the program".
    fn matrix_instruction_text(&self, pc: u64, _mods: crate::MatrixMods) -> Result<String, String> {
        Err(alloc::format!("{}: no matrix instruction at {pc:#x}", self.arch_name()))
    }
    /// Operand `part` of matrix instruction `name` as a layout table: one row per element,
    /// `block,i,j,reg,lane,lo,hi` as CSV, or a Markdown table.
    fn matrix_layout_table(
        &self,
        name: &str,
        _mods: crate::MatrixMods,
        _part: crate::MatrixPart,
        _markdown: bool,
    ) -> Result<String, String> {
        Err(alloc::format!("{}: no matrix instruction '{name}'", self.arch_name()))
    }
}
