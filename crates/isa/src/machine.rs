//! The object-safe machine interface front ends drive (step, run, inspect).
//!
//! A front end never names an ISA type: the machine describes its register files, lane
//! masks, flags and modifiers ([`crate::describe`]); the front end reads registers as rows of
//! 32-bit values, lane masks as `u64`, flags as `u32`, and the changes of the last step as
//! plain lists.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::describe::{FlagInfo, MaskInfo, ModifierInfo, RegisterFileInfo};
use crate::views::{
    BundleInfo, ConstantWindow, ExtraRegister, Framebuffer, LaneStates, StackEntryInfo, StepGranularity,
};

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

/// One changed register of [`Changes`]: which cells of register `reg` (component
/// `component`) of register file `file` the last step wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterChange {
    /// Index into [`Machine::register_files`].
    pub file: u8,
    /// Register.
    pub reg: u16,
    /// Component (0 for files without components).
    pub component: u8,
    /// Lanes written (bit 0 for a scalar file).
    pub lanes: u64,
}

/// What the last step changed, so views repaint and highlight only that.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Registers written, with the lanes written (a register may appear more than once).
    pub registers: Vec<RegisterChange>,
    /// Per mask (index into [`Machine::masks`]), the bits that changed value.
    pub masks: Vec<u64>,
    /// Bit `i` set: flag `i` ([`Machine::flags`]) changed value.
    pub flags: u64,
}

impl Changes {
    /// Forget everything recorded.
    pub fn clear(&mut self) {
        self.registers.clear();
        self.masks.clear();
        self.flags = 0;
    }

    /// The lanes of register `reg` of file `file` that were written (any component).
    pub fn lanes(&self, file: usize, reg: usize) -> u64 {
        self.registers
            .iter()
            .filter(|c| usize::from(c.file) == file && usize::from(c.reg) == reg)
            .fold(0, |m, c| m | c.lanes)
    }

    /// Whether register `reg` of file `file` was written.
    pub fn written(&self, file: usize, reg: usize) -> bool {
        self.lanes(file, reg) != 0
    }

    /// The bits of mask `i` that changed.
    pub fn mask(&self, i: usize) -> u64 {
        self.masks.get(i).copied().unwrap_or(0)
    }

    /// Whether flag `i` changed.
    pub fn flag(&self, i: usize) -> bool {
        i < 64 && self.flags >> i & 1 == 1
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
    /// Executes up to `budget` instructions: steps until one does not leave the machine
    /// running, or [`StepOutcome::BudgetExhausted`].
    fn run(&mut self, budget: u64) -> StepOutcome {
        for _ in 0..budget {
            match self.step() {
                StepOutcome::Running => {}
                other => return other,
            }
        }
        StepOutcome::BudgetExhausted
    }
    /// Instructions executed since the last reset.
    fn steps(&self) -> u64;
    /// Whether the program has ended or faulted.
    fn halted(&self) -> bool;
    /// The fault that stopped the machine, if any.
    fn fault(&self) -> Option<&Fault>;
    /// Byte address of the next instruction.
    fn pc(&self) -> u64;
    /// 1-based source line of the next instruction, if it has one (none by default).
    fn current_line(&self) -> Option<u32> {
        None
    }
    /// 1-based source line of the last instruction executed (none by default).
    fn last_line(&self) -> Option<u32> {
        None
    }
    /// The disassembled program (empty by default).
    fn listing(&self) -> Vec<ListingLine> {
        Vec::new()
    }
    /// The register files, in display order (see [`RegisterFileInfo`] for the value layout).
    fn register_files(&self) -> &[RegisterFileInfo];
    /// Register `reg` of file `file` (an index into [`Machine::register_files`]) of the
    /// selected wave: `lanes × width` values, lane-major (empty if out of range).
    fn register(&self, file: usize, reg: usize) -> &[u32];
    /// The lane masks, in display order; the first is the execution mask (the lanes that run:
    /// GCN's EXEC).
    fn masks(&self) -> &[MaskInfo];
    /// The value of mask `i` (0 if out of range).
    fn mask(&self, i: usize) -> u64;
    /// The scalar flags, special registers and counters, in display order.
    fn flags(&self) -> &[FlagInfo];
    /// The value of flag `i` (0 if out of range).
    fn flag(&self, i: usize) -> u32;
    /// What the last step changed.
    fn changes(&self) -> Changes;
    /// A debugger's edit: sets lane `lane`, component `component` (0 without components) of
    /// register `reg` of file `file` of the selected wave; before the first step it is the
    /// initial state. False when the cell or a running wave to write is not there (or the
    /// machine takes no edits).
    fn set_register(&mut self, _file: usize, _reg: usize, _lane: usize, _component: usize, _value: u32) -> bool {
        false
    }
    /// A debugger's edit: sets mask `i` (false as [`Machine::set_register`]).
    fn set_mask(&mut self, _i: usize, _value: u64) -> bool {
        false
    }
    /// A debugger's edit: sets flag `i` if it is settable (false as [`Machine::set_register`]).
    fn set_flag(&mut self, _i: usize, _value: u32) -> bool {
        false
    }
    /// Byte address of the instruction that last changed bit `lane` of mask `i` of the
    /// selected wave (if the mask [`MaskInfo::tracks_writers`]).
    fn mask_writer(&self, _i: usize, _lane: usize) -> Option<u64> {
        None
    }
    /// The register file whose prefix is `prefix` (case-insensitive).
    fn file_index(&self, prefix: &str) -> Option<usize> {
        self.register_files()
            .iter()
            .position(|f| f.prefix.eq_ignore_ascii_case(prefix))
    }
    /// The mask called `name` (case-insensitive).
    fn mask_index(&self, name: &str) -> Option<usize> {
        self.masks().iter().position(|m| m.name.eq_ignore_ascii_case(name))
    }
    /// The flag called `name` (case-insensitive).
    fn flag_index(&self, name: &str) -> Option<usize> {
        self.flags().iter().position(|f| f.name.eq_ignore_ascii_case(name))
    }
    /// The modifiers [`Machine::matrix_view`] takes, with their ranges (empty if none).
    fn matrix_modifiers(&self) -> &'static [ModifierInfo] {
        &[]
    }
    /// A global-memory buffer's bytes by name (a snippet buffer, `kernarg`, `scratch`, …).
    fn buffer(&self, _name: &str) -> Option<&[u8]> {
        None
    }
    /// A debugger's edit: writes `bytes` at byte `offset` of buffer `name` (before the first
    /// step it is the initial state). False when the buffer or the range is not there (or the
    /// machine takes no edits).
    fn set_buffer_bytes(&mut self, _name: &str, _offset: usize, _bytes: &[u8]) -> bool {
        false
    }
    /// 32-bit words of the LDS the selected wave's workgroup shares (0: no LDS).
    fn lds_words(&self) -> usize {
        0
    }
    /// LDS banks (consecutive words go to consecutive banks), for a view by bank.
    fn lds_banks(&self) -> usize {
        32
    }
    /// LDS word `i` (byte address `4 * i`) of the selected wave's workgroup.
    fn lds_word(&self, _i: usize) -> Option<u32> {
        None
    }
    /// A debugger's edit: sets LDS word `i` (false as [`Machine::set_register`]).
    fn set_lds_word(&mut self, _i: usize, _value: u32) -> bool {
        false
    }
    /// Waves in the dispatch (1 for a bare snippet).
    fn wave_count(&self) -> usize {
        1
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
    /// The ways [`Machine::step_by`] can step, finest last (empty: only [`Machine::step`]).
    fn step_granularities(&self) -> &'static [StepGranularity] {
        &[]
    }
    /// One step of granularity `g` (an index into [`Machine::step_granularities`]); plain
    /// [`Machine::step`] by default and for an unknown `g`.
    fn step_by(&mut self, _g: usize) -> StepOutcome {
        self.step()
    }
    /// The bundle (instruction group) the next step issues, for a VLIW view (none by default).
    fn bundle(&self) -> Option<BundleInfo> {
        None
    }
    /// Each lane's state as a category (none by default).
    fn lane_states(&self) -> Option<LaneStates> {
        None
    }
    /// The control-flow stack, top entry first (`None`: the machine has no such stack).
    fn stack_entries(&self) -> Option<Vec<StackEntryInfo>> {
        None
    }
    /// Named registers outside the register files (empty by default).
    fn extra_registers(&self) -> Vec<ExtraRegister> {
        Vec::new()
    }
    /// The constant windows the code in progress reads (empty by default).
    fn constant_windows(&self) -> Vec<ConstantWindow> {
        Vec::new()
    }
    /// The image the program's outputs draw so far (none by default).
    fn framebuffer(&self) -> Option<Framebuffer> {
        None
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
    fn matrix_view(
        &self,
        name: &str,
        _mods: &crate::MatrixMods,
        _pc: Option<u64>,
    ) -> Result<crate::MatrixView, String> {
        Err(alloc::format!("{}: no matrix instruction '{name}'", self.arch_name()))
    }
    /// The program's matrix instruction at `pc` as it is written with modifiers `mods` instead
    /// of its own (canonical syntax; checked by assembling it back), for "apply to the program".
    fn matrix_instruction_text(&self, pc: u64, _mods: &crate::MatrixMods) -> Result<String, String> {
        Err(alloc::format!("{}: no matrix instruction at {pc:#x}", self.arch_name()))
    }
    /// Operand `part` of matrix instruction `name` as a layout table: one row per element,
    /// `block,i,j,reg,lane,lo,hi` as CSV, or a Markdown table.
    fn matrix_layout_table(
        &self,
        name: &str,
        _mods: &crate::MatrixMods,
        _part: crate::MatrixPart,
        _markdown: bool,
    ) -> Result<String, String> {
        Err(alloc::format!("{}: no matrix instruction '{name}'", self.arch_name()))
    }
}
