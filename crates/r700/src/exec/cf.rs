//! CF_WORD instructions: the condition test (COND, WHOLE_QUAD_MODE, VALID_PIXEL_MODE),
//! branches, loops, calls and the stack (seed §3.6–3.7, L963–1187; map §1.5).
//!
//! The condition test (Table 3.4, L1038): a lane passes COND ACTIVE when its pixel state is
//! active (with VPM: and its valid bit is set; with WQM: when any lane of its 2×2 quad,
//! lanes 4q..4q+3, is active), COND FALSE (Ch10 L7650) never, COND BOOL / NOT_BOOL when it
//! passes ACTIVE and the boolean `CF_CONST` is one / zero (Table 3.4's NOT_BOOL row repeats
//! BOOL's text; L1027 says "zero"). Instructions that update the pixel state make passing
//! lanes active (so WQM reactivates a quad, L997) and active lanes that fail inactive.
//! Unconditional pops happen before the test (L1046–1058).
//!
//! DX9 loops (`LOOP_START`, `LOOP_START_NO_AL`) read the integer constant `CF_CONST`
//! (trip count, initial aL, step; [`R700Machine::set_loop_constant`]); a zero trip count
//! skips the loop; `END_LOOP` decrements the count and, when it loops again, adds the step
//! to aL (`LOOP_START` only: NO_AL leaves aL alone, L1159). DX10 loops have no trip count.

use alloc::format;
use alloc::vec::Vec;

use super::{fault, Entry, ExecFault, LaneState, R700Machine};
use crate::fields::bits;
use crate::table::{Fidelity, Row};

/// A loop's hardware state beside its stack entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct LoopReg {
    /// Iterations left (`None`: a DX10 loop, which runs until every lane breaks).
    pub count: Option<u32>,
    /// Added to aL by each `END_LOOP` that loops again.
    pub step: i32,
}

/// The fields of a CF_WORD1 the condition test reads.
#[derive(Clone, Copy)]
struct Test {
    cond: u32,
    konst: u32,
    vpm: bool,
    wqm: bool,
}

impl Test {
    fn of(w1: u32) -> Test {
        Test {
            cond: bits(w1, 9, 8),
            konst: bits(w1, 7, 3),
            vpm: bits(w1, 22, 22) == 1,
            wqm: bits(w1, 30, 30) == 1,
        }
    }
}

impl R700Machine {
    /// Sets the boolean constants COND BOOL/NOT_BOOL read (bit n is boolean n; default 0).
    pub fn set_bool_constants(&mut self, bools: u32) {
        self.bools = bools;
    }

    /// Sets DX9 loop constant `index` (0–31) to `[trip count, initial aL, step]` (as i32
    /// bits for the last two; default all 0, so a DX9 loop is skipped). Returns false (and
    /// does nothing) when `index` is out of range. The seed does not give the host
    /// register's packing (map §1.4), so the three values are given separately.
    pub fn set_loop_constant(&mut self, index: usize, value: [u32; 3]) -> bool {
        let ok = index < self.int_consts.len();
        if ok {
            self.int_consts[index] = value;
        }
        ok
    }

    /// The innermost loop's remaining trip count (`None` outside loops and in DX10 loops).
    pub fn loop_count(&self) -> Option<u32> {
        self.loops.last().and_then(|l| l.count)
    }

    /// Whether the boolean part of `t` (COND) holds.
    fn cond_ok(&self, t: Test) -> bool {
        let b = self.bools >> t.konst & 1 == 1;
        match t.cond {
            0 => true,
            1 => false,
            2 => b,
            _ => !b,
        }
    }

    /// The condition test per lane (Table 3.4).
    fn test(&self, t: Test) -> Vec<bool> {
        let ok = self.cond_ok(t);
        let active = |l: usize| self.states.get(l) == Some(&LaneState::Active);
        (0..self.lanes)
            .map(|l| {
                let here = if t.wqm {
                    (l & !3..(l & !3) + 4).any(active)
                } else {
                    active(l) && (!t.vpm || self.valid[l])
                };
                ok && here
            })
            .collect()
    }

    /// CF_ALLOC_EXPORT has no COND: its lanes are ACTIVE with its VPM and WQM bits.
    pub(super) fn export_lanes(&self, w1: u32) -> Vec<bool> {
        self.test(Test {
            cond: 0,
            konst: 0,
            ..Test::of(w1)
        })
    }

    /// Passing lanes become active; active lanes that fail become `off`.
    fn update(&mut self, pass: &[bool], off: LaneState) {
        for (s, p) in self.states.iter_mut().zip(pass) {
            if *p {
                *s = LaneState::Active;
            } else if *s == LaneState::Active {
                *s = off;
            }
        }
    }

    /// Runs a CF_WORD instruction (branches, loops, calls, fetch clauses, KILL, CF_END).
    pub(super) fn flow(&mut self, row: &Row, w: [u32; 2]) -> Result<(), ExecFault> {
        let (addr, pops, t) = (w[0], bits(w[1], 2, 0), Test::of(w[1]));
        let pc = self.pc;
        if let Fidelity::Unsupported(why) = row.fidelity {
            return Err(fault(pc, format!("{} is not supported: {why}", row.name)));
        }
        self.pc = pc + 1;
        match row.opcode {
            // NOP / CF_END, CALL_FS (no fetch shader here), WAIT_ACK (MEM_EXPORT writes land at once)
            0 | 19 | 26 => {}
            1..=3 => {
                let lanes = self.test(t);
                if lanes.contains(&true) {
                    self.fetch_clause(w, &lanes)?;
                }
            }
            4 | 6 | 7 => self.loop_start(row.opcode, w)?,
            5 => self.loop_end(addr, t)?,
            8 | 9 => self.loop_exit_lanes(row.opcode == 9, addr, t)?,
            10 => self.jump(pops, addr, t)?,
            11 => self.push_branch(pops, addr, t)?,
            12 => self.push_else(addr, t)?,
            13 => self.else_(pops, addr, t)?,
            14 => {
                // POP: pop, then apply the test to the new state (L1125–1130).
                self.pop(pops)?;
                let pass = self.test(t);
                self.update(&pass, LaneState::InactiveBranch);
            }
            // POP_JUMP, POP_PUSH, POP_PUSH_ELSE: pop POP_COUNT, then JUMP / PUSH with pop
            // count 0, or PUSH_ELSE (Ch10 L7688–7690).
            15 => {
                self.pop(pops)?;
                self.jump(0, addr, t)?;
            }
            16 => {
                self.pop(pops)?;
                self.push_branch(0, addr, t)?;
            }
            17 => {
                self.pop(pops)?;
                self.push_else(addr, t)?;
            }
            18 => {
                self.pop(pops)?;
                let go = self.test(t).contains(&true);
                self.call(go, addr, bits(w[1], 18, 13))?;
            }
            20 => {
                // RETURN if every active lane passes (Table 3.7).
                let pass = self.test(t);
                let all = (0..self.lanes).all(|l| self.states[l] != LaneState::Active || pass[l]);
                if all {
                    self.ret()?;
                }
            }
            24 => {
                // KILL (pixel shaders): lanes passing the test lose their valid bit.
                let pass = self.test(t);
                for (v, p) in self.valid.iter_mut().zip(pass) {
                    *v &= !p;
                }
            }
            _ => return Err(fault(pc, format!("{} is not executed", row.name))),
        }
        Ok(())
    }

    /// JUMP: if no lane passes, pop POP_COUNT and jump (Table 3.7: the pop only on that path).
    fn jump(&mut self, pops: u32, addr: u32, t: Test) -> Result<(), ExecFault> {
        if !self.test(t).contains(&true) {
            self.pop(pops)?;
            self.pc = addr;
        }
        Ok(())
    }

    /// PUSH: if no lane passes, pop POP_COUNT and jump; otherwise push the state and make
    /// failing active lanes inactive-branch.
    fn push_branch(&mut self, pops: u32, addr: u32, t: Test) -> Result<(), ExecFault> {
        let pass = self.test(t);
        if !pass.contains(&true) {
            self.pop(pops)?;
            self.pc = addr;
            return Ok(());
        }
        self.push(Entry::Branch(self.states.clone()))?;
        self.update(&pass, LaneState::InactiveBranch);
        Ok(())
    }

    /// PUSH_ELSE ("Push State To Stack and Invert State", L2875; Table 3.7): always pushes,
    /// then inverts active and inactive-branch lanes that were active at the entry below and
    /// pass the test's COND/VPM part (as ELSE does); jumps, without popping, when no lane is
    /// left active. With an empty stack below, every lane counts as active at that push.
    fn push_else(&mut self, addr: u32, t: Test) -> Result<(), ExecFault> {
        let below = match self.stack.last() {
            Some(Entry::Branch(s)) | Some(Entry::Loop { states: s, .. }) => s.clone(),
            None => alloc::vec![LaneState::Active; self.lanes],
        };
        self.push(Entry::Branch(self.states.clone()))?;
        self.invert(&below, t);
        if !self.any_active() {
            self.pc = addr;
        }
        Ok(())
    }

    /// ELSE's inversion: lanes active in `saved` that pass the COND/VPM part of `t` swap
    /// active and inactive-branch.
    fn invert(&mut self, saved: &[LaneState], t: Test) {
        let ok = self.cond_ok(t);
        for (l, old) in saved.iter().enumerate().take(self.lanes) {
            if *old != LaneState::Active || !ok || (t.vpm && !self.valid[l]) {
                continue;
            }
            self.states[l] = match self.states[l] {
                LaneState::Active => LaneState::InactiveBranch,
                LaneState::InactiveBranch => LaneState::Active,
                s => s,
            };
        }
    }

    /// ELSE: invert against the last push, then, if no lane is left active, pop POP_COUNT
    /// and jump (issue 16: ELSE pops only when it jumps).
    fn else_(&mut self, pops: u32, addr: u32, t: Test) -> Result<(), ExecFault> {
        let saved = match self.stack.last() {
            Some(Entry::Branch(s)) | Some(Entry::Loop { states: s, .. }) => s.clone(),
            None => return Err(fault(self.pc - 1, "ELSE with an empty stack")),
        };
        self.invert(&saved, t);
        if !self.any_active() {
            self.pop(pops)?;
            self.pc = addr;
        }
        Ok(())
    }

    /// ELSE with COND ACTIVE and no VPM (for `ALU_ELSE_AFTER`).
    pub(super) fn plain_else(&mut self, addr: u32) -> Result<(), ExecFault> {
        let t = Test {
            cond: 0,
            konst: 0,
            vpm: false,
            wqm: false,
        };
        self.else_(0, addr, t)
    }

    /// LOOP_START (4, DX9: aL and trip count from `CF_CONST`), LOOP_START_DX10 (6: aL = 0,
    /// no trip count) or LOOP_START_NO_AL (7: trip count, aL untouched). If no lane passes
    /// (every lane fails when the trip count is 0), pops POP_COUNT and jumps past the loop;
    /// otherwise pushes the pixel state and aL, and failing lanes become inactive-break.
    fn loop_start(&mut self, op: u16, w: [u32; 2]) -> Result<(), ExecFault> {
        let (addr, pops, t) = (w[0], bits(w[1], 2, 0), Test::of(w[1]));
        let [count, init, step] = self.int_consts[bits(w[1], 7, 3) as usize];
        let count = (op != 6).then_some(count);
        let mut pass = self.test(t);
        if count == Some(0) {
            pass.fill(false);
        }
        if !pass.contains(&true) {
            self.pop(pops)?;
            self.pc = addr;
            return Ok(());
        }
        self.push(Entry::Loop {
            states: self.states.clone(),
            al: self.al,
        })?;
        let step = if op == 4 { step as i32 } else { 0 };
        self.loops.push(LoopReg { count, step });
        match op {
            4 => self.al = init as i32,
            6 => self.al = 0,
            _ => {}
        }
        self.update(&pass, LaneState::InactiveBreak);
        Ok(())
    }

    /// The innermost loop entry's index in the stack.
    fn loop_index(&self) -> Result<usize, ExecFault> {
        self.stack
            .iter()
            .rposition(|e| matches!(e, Entry::Loop { .. }))
            .ok_or_else(|| fault(self.pc.saturating_sub(1), "not inside a loop"))
    }

    /// Pops entries until `len` are left (each restoring lanes as [`Self::pop`] does).
    fn pop_to(&mut self, len: usize) -> Result<(), ExecFault> {
        let n = self.stack.len().saturating_sub(len);
        self.pop(n as u32)
    }

    /// END_LOOP: reactivates inactive-continue lanes, counts the iteration down and loops
    /// back (adding the step to aL) while the count is not 0 and some lane passes the test;
    /// otherwise restores the pixel state and aL of the loop entry and pops everything above
    /// it (POP_COUNT is ignored, L1151).
    fn loop_end(&mut self, addr: u32, t: Test) -> Result<(), ExecFault> {
        let i = self.loop_index()?;
        for s in &mut self.states {
            if *s == LaneState::InactiveContinue {
                *s = LaneState::Active;
            }
        }
        let reg = self.loops.last_mut().map(|r| {
            r.count = r.count.map(|c| c.saturating_sub(1));
            *r
        });
        let counted_out = reg.is_some_and(|r| r.count == Some(0));
        if !counted_out && self.test(t).contains(&true) {
            self.al = self.al.wrapping_add(reg.map_or(0, |r| r.step));
            self.pc = addr;
            return Ok(());
        }
        // Entries above the innermost loop entry are branch entries: one loop register goes.
        if let Some(Entry::Loop { states, al }) = self.stack.get(i).cloned() {
            self.stack.truncate(i);
            self.loops.pop();
            self.states = states;
            self.al = al;
        }
        Ok(())
    }

    /// LOOP_BREAK / LOOP_CONTINUE: passing lanes leave the iteration; when no lane that
    /// entered the loop can still run, pops back to the loop's level and jumps to the
    /// END_LOOP (Table 3.7: POP_COUNT ignored).
    fn loop_exit_lanes(&mut self, brk: bool, addr: u32, t: Test) -> Result<(), ExecFault> {
        let i = self.loop_index()?;
        let to = if brk {
            LaneState::InactiveBreak
        } else {
            LaneState::InactiveContinue
        };
        let pass = self.test(t);
        for (s, p) in self.states.iter_mut().zip(pass) {
            if p {
                *s = to;
            }
        }
        let entered = match self.stack.get(i) {
            Some(Entry::Loop { states, .. }) => states.clone(),
            _ => Vec::new(),
        };
        let can_run = entered
            .iter()
            .zip(&self.states)
            .any(|(e, s)| *e == LaneState::Active && matches!(s, LaneState::Active | LaneState::InactiveBranch));
        if !can_run {
            self.pop_to(i + 1)?;
            self.pc = addr;
        }
        Ok(())
    }
}
