//! What a [`GcnMachine`] shows: the register files, masks and flags it describes, its
//! GCN-only views, the arch-agnostic [`Machine`] implementation, and the debugger's edits.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use lanescope_isa::machine::ListingLine;
use lanescope_isa::{
    Changes, Fault, FlagInfo, FlagKind, LaneMovesInfo, LdsAccessInfo, Machine, MaskInfo, ModifierInfo,
    RegisterFileInfo, StepOutcome, WaveInfo, WaveMessage, WaveStatus,
};

use super::usage::is_matrix;
use super::{GcnMachine, WaveChanges, QUANTUM};
use crate::exec::wave::{AGPR0, LANES};
use crate::exec::Wave;

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

/// GCN-only views of a machine (the generic ones are [`Machine`]'s); tests and the CLI use them.
impl GcnMachine {
    /// The register files of this architecture.
    pub(super) fn describe_files(&self) -> Vec<RegisterFileInfo> {
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
        self.restart();
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
