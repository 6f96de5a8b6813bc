//! [`GcnMachine`]: a program and its wave, behind the arch-agnostic [`Machine`] trait.

use alloc::vec::Vec;

use lanescope_isa::machine::ListingLine;
use lanescope_isa::{Changes, Fault, Machine, StepOutcome};

use crate::exec::wave::LANES;
use crate::exec::{Env, Flow, Lds, Memory, Wave};
use crate::isa::operand::VGPR0;
use crate::isa::table::Kind;
use crate::program::Program;

/// One wave running a [`Program`].
#[derive(Clone, Debug)]
pub struct GcnMachine {
    program: Program,
    initial: Wave,
    wave: Wave,
    steps: u64,
    ended: bool,
    fault: Option<Fault>,
    last: Option<usize>,
    vgprs_used: usize,
    sgprs_used: usize,
    mem: Memory,
    lds: Lds,
}

impl GcnMachine {
    /// A machine that runs `program` from `initial` (PC 0).
    pub fn new(program: Program, initial: Wave) -> GcnMachine {
        let (vgprs_used, sgprs_used) = registers_used(&program);
        GcnMachine {
            wave: initial.clone(),
            initial,
            program,
            steps: 0,
            ended: false,
            fault: None,
            last: None,
            vgprs_used,
            sgprs_used,
            mem: Memory::new(),
            lds: Lds::new(64 * 1024),
        }
    }

    /// A bare snippet: one wave, EXEC all ones, lane ids in v0.
    pub fn bare(program: Program) -> GcnMachine {
        let arch = program.arch;
        GcnMachine::new(program, Wave::bare(arch))
    }

    /// The wave's full state.
    pub fn wave(&self) -> &Wave {
        &self.wave
    }

    /// The program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    fn raise(&mut self, lane: Option<u8>, address: Option<u64>, message: alloc::string::String) -> StepOutcome {
        let f = Fault {
            wave: 0,
            pc: self.wave.pc as u64,
            lane,
            address,
            message,
        };
        self.fault = Some(f.clone());
        StepOutcome::Faulted(f)
    }

    /// The device's global memory, to set up buffers before a run and read them after.
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.mem
    }

    /// The workgroup's LDS.
    pub fn lds_mut(&mut self) -> &mut Lds {
        &mut self.lds
    }
}

/// Highest VGPR and SGPR numbers the program names, plus one (at least v0 and s0..s1).
fn registers_used(p: &Program) -> (usize, usize) {
    let (mut v, mut s) = (1usize, 2usize);
    for inst in &p.insts {
        let row = inst.row();
        for o in row.operands {
            let w = o.ty.dwords() as usize;
            if o.kind == Kind::GprIdx {
                continue;
            }
            let (code, vector) = match o.slot {
                crate::isa::table::Slot::Dst => (inst.dst, o.kind == Kind::Vdst),
                crate::isa::table::Slot::Src0 => (inst.src[0], inst.src[0] >= VGPR0),
                crate::isa::table::Slot::Src1 => (inst.src[1], inst.src[1] >= VGPR0),
                crate::isa::table::Slot::Src2 => (inst.src[2], inst.src[2] >= VGPR0),
                crate::isa::table::Slot::SdstField => (inst.sdst, false),
                crate::isa::table::Slot::Simm16
                | crate::isa::table::Slot::Literal
                | crate::isa::table::Slot::Offset
                | crate::isa::table::Slot::Saddr
                | crate::isa::table::Slot::ScaleA
                | crate::isa::table::Slot::ScaleB => continue,
            };
            if vector {
                let r = if o.kind == Kind::Vdst { code } else { code - VGPR0 } as usize;
                v = v.max(r + w);
            } else if code < 102 {
                s = s.max(code as usize + w);
            }
        }
    }
    (v, s)
}

impl Machine for GcnMachine {
    fn arch_name(&self) -> &'static str {
        self.program.arch.name()
    }

    fn wave_size(&self) -> usize {
        LANES
    }

    fn reset(&mut self) {
        self.wave = self.initial.clone();
        self.steps = 0;
        self.ended = false;
        self.fault = None;
        self.last = None;
    }

    fn step(&mut self) -> StepOutcome {
        if let Some(f) = &self.fault {
            return StepOutcome::Faulted(f.clone());
        }
        if self.ended {
            return StepOutcome::Ended;
        }
        self.wave.changes.clear();
        let Some(idx) = self.program.index_of_pc(self.wave.pc) else {
            let msg = if self.wave.pc >= self.program.size_bytes() {
                "program counter ran past the end of the program (missing s_endpgm?)"
            } else {
                "program counter is not at an instruction boundary"
            };
            return self.raise(None, None, msg.into());
        };
        let inst = self.program.insts[idx];
        let row = inst.row();
        self.last = Some(idx);
        let bad_dpp = inst
            .dpp
            .is_some_and(|d| !crate::isa::dpp::valid_ctrl(d.ctrl, self.program.arch, row.has_wide_dpp_operand()));
        if inst.invalid != 0 || bad_dpp {
            let msg = alloc::format!(
                "{}: an operand holds a value its class cannot take (invalid encoding)",
                row.name
            );
            return self.raise(None, None, msg);
        }
        self.steps += 1;
        self.wave.lane_moves = None;
        let mut env = Env {
            mem: &mut self.mem,
            lds: &mut self.lds,
        };
        match (row.sem)(&mut self.wave, &mut env, &inst) {
            Ok(Flow::Next | Flow::Barrier) => {
                self.wave.pc += inst.size();
                StepOutcome::Running
            }
            Ok(Flow::Jump(target)) => {
                self.wave.pc = target;
                StepOutcome::Running
            }
            Ok(Flow::End) => {
                self.ended = true;
                StepOutcome::Ended
            }
            Err(e) => self.raise(e.lane, e.address, e.message),
        }
    }

    fn run(&mut self, budget: u64) -> StepOutcome {
        for _ in 0..budget {
            match self.step() {
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
        self.wave.pc as u64
    }

    fn current_line(&self) -> Option<u32> {
        if self.halted() {
            return None;
        }
        let i = self.program.index_of_pc(self.wave.pc)?;
        self.program.lines.get(i).copied().filter(|&l| l > 0)
    }

    fn last_line(&self) -> Option<u32> {
        self.program.lines.get(self.last?).copied().filter(|&l| l > 0)
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

    fn exec(&self) -> u64 {
        self.wave.exec
    }

    fn vcc(&self) -> u64 {
        self.wave.vcc
    }

    fn scc(&self) -> bool {
        self.wave.scc
    }

    fn sgprs(&self) -> &[u32] {
        &self.wave.sgpr
    }

    fn vgpr_count(&self) -> usize {
        self.wave.vgpr.len() / LANES
    }

    fn vgprs_used(&self) -> usize {
        self.vgprs_used
    }

    fn sgprs_used(&self) -> usize {
        self.sgprs_used
    }

    fn vgpr(&self, reg: usize) -> &[u32] {
        if reg < self.vgpr_count() {
            self.wave.vreg(reg)
        } else {
            &[]
        }
    }

    fn changes(&self) -> &Changes {
        &self.wave.changes
    }
}
