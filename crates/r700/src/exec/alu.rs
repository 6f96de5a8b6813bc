//! ALU clauses: kcache setup, group execution (parallel reads before writes, PV/PS,
//! NEG/ABS on bit 31, OMOD then CLAMP, predicates, KILL, MOVA, reductions) and the
//! CF_ALU variants' stack effects at clause end.

use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

use super::f64::{combine, is_64, Slot64};
use super::ops::{fin, fout};
use super::{fault, ClauseRun, Entry, ExecFault, Grp, LaneState, R700Machine, GPRS};
use crate::fields::{alu_src, bits};
use crate::table::{Format, Row, Unit};

/// NaN returned by out-of-range constant reads (map §3.12).
const NAN: u32 = 0x7FFF_FFFF;

/// What one slot produced for one lane.
#[derive(Clone, Copy)]
struct Out {
    unit: usize,
    value: u32,
    row: &'static Row,
    w: [u32; 2],
    src: [u32; 3],
}

impl R700Machine {
    pub(super) fn start_clause(&mut self, op: u16, w: [u32; 2]) -> Result<(), ExecFault> {
        let addr = bits(w[0], 21, 0);
        if !self.clauses.contains_key(&addr) {
            return Err(fault(self.pc, "ALU clause not found"));
        }
        if !matches!(op, 8..=11 | 13..=15) {
            return Err(fault(self.pc, "unknown CF_ALU instruction"));
        }
        if op == 9 {
            self.push(Entry::Branch(self.states.clone()))?;
        }
        let kc = |bank: u32, mode: u32, line: u32| {
            let n = match mode {
                0 => 0,
                1 => 16,
                _ => 32,
            };
            let extra = if mode == 3 { self.al.max(0) as usize / 16 } else { 0 };
            (bank as usize, (line as usize + extra) * 16, n)
        };
        let kcache = [
            kc(bits(w[0], 25, 22), bits(w[0], 31, 30), bits(w[1], 9, 2)),
            kc(bits(w[0], 29, 26), bits(w[1], 1, 0), bits(w[1], 17, 10)),
        ];
        // WHOLE_QUAD_MODE runs every lane of a quad with an active lane (L997–1005); CF_ALU has
        // no COND or VPM. The clause's lanes start with their predicate set.
        let wqm = bits(w[1], 30, 30) == 1;
        let active = |l: usize| self.states.get(l) == Some(&LaneState::Active);
        let lanes: Vec<bool> = (0..self.lanes)
            .map(|l| {
                if wqm {
                    (l & !3..(l & !3) + 4).any(active)
                } else {
                    active(l)
                }
            })
            .collect();
        let pred = lanes.clone();
        self.clause = Some(ClauseRun {
            addr,
            next: 0,
            op,
            kcache,
            pred,
            exec: vec![None; self.lanes],
            lanes,
        });
        self.alu_step()
    }

    pub(super) fn alu_step(&mut self) -> Result<(), ExecFault> {
        let Some(run) = self.clause.take() else {
            return Ok(());
        };
        let grp = self.clauses.get(&run.addr).and_then(|g| g.get(run.next)).cloned();
        let mut run = run;
        match grp {
            Some(g) => {
                let res = self.group(&mut run, &g);
                if let Err(mut e) = res {
                    e.group = Some(run.next as u32);
                    self.clause = Some(run);
                    return Err(e);
                }
                run.next += 1;
                let more = self.clauses.get(&run.addr).is_some_and(|v| run.next < v.len());
                if more {
                    self.clause = Some(run);
                } else {
                    self.end_clause(&run)?;
                }
            }
            None => self.end_clause(&run)?,
        }
        Ok(())
    }

    fn end_clause(&mut self, run: &ClauseRun) -> Result<(), ExecFault> {
        let off = match run.op {
            13 => LaneState::InactiveContinue,
            14 => LaneState::InactiveBreak,
            _ => LaneState::InactiveBranch,
        };
        for (s, e) in self.states.iter_mut().zip(&run.exec) {
            if *s == LaneState::Active && *e == Some(false) {
                *s = off;
            }
        }
        match run.op {
            10 => self.pop(1)?,
            11 => self.pop(2)?,
            15 => {
                self.pc += 1;
                return self.plain_else(self.pc);
            }
            _ => {}
        }
        self.pc += 1;
        Ok(())
    }

    /// Executes one group on every active lane.
    fn group(&mut self, run: &mut ClauseRun, g: &Grp) -> Result<(), ExecFault> {
        let mut all = Vec::with_capacity(self.lanes);
        for lane in 0..self.lanes {
            if !run.lanes[lane] {
                continue;
            }
            let outs = self.lane_outs(run, g, lane).map_err(|mut e| {
                e.lane = Some(lane);
                e
            })?;
            all.push((lane, outs));
        }
        let mut new_pred = run.pred.clone();
        for (lane, outs) in all {
            self.commit(run, &mut new_pred, lane, &outs);
        }
        run.pred = new_pred;
        Ok(())
    }

    /// Reads and computes every slot of `g` for `lane` (no writes).
    fn lane_outs(&self, run: &ClauseRun, g: &Grp, lane: usize) -> Result<[Option<Out>; 5], ExecFault> {
        let mut outs = [None; 5];
        for (unit, slot) in g.slots.iter().enumerate() {
            let Some((row, w)) = *slot else { continue };
            let on = match bits(w[0], 30, 29) {
                0 => true,
                2 => !run.pred[lane],
                3 => run.pred[lane],
                _ => return Err(fault(self.pc, "reserved PRED_SEL")),
            };
            if !on {
                continue;
            }
            if let crate::table::Fidelity::Unsupported(why) = row.fidelity {
                return Err(fault(self.pc, format!("{} is not supported: {why}", row.name)));
            }
            let mut s = [0u32; 3];
            for (i, v) in s.iter_mut().enumerate().take(row.srcs as usize) {
                *v = self.src(run, g, lane, row, w, i)?;
            }
            let value = (row.sem)(s).map_err(|f| fault(self.pc, format!("{}: {}", row.name, f.message)))?;
            outs[unit] = Some(Out {
                unit,
                value,
                row,
                w,
                src: s,
            });
        }
        reduce(&mut outs).map_err(|m| fault(self.pc, m))?;
        doubles(&mut outs).map_err(|m| fault(self.pc, m))?;
        for o in outs.iter_mut().flatten() {
            // OMOD/CLAMP do not apply to CUBE's face id (map §3.3) nor to 64-bit ops.
            if !(is_64(o.row) || o.row.name == "CUBE" && o.unit == 3) {
                o.value = modifiers(o.row, o.w, o.value);
            }
        }
        Ok(outs)
    }

    /// Source `i` of an instruction for `lane`, after ABS then NEG (bit 31).
    fn src(&self, run: &ClauseRun, g: &Grp, lane: usize, row: &Row, w: [u32; 2], i: usize) -> Result<u32, ExecFault> {
        let s = alu_src(row.format, w, i);
        let idx = if s.rel { self.index(lane, w) } else { 0 };
        let chan = s.chan as usize;
        let v = match s.sel {
            0..=127 => {
                let r = s.sel as i32 + idx;
                let r = if (0..GPRS as i32).contains(&r) { r as usize } else { 0 };
                self.gpr[lane * GPRS + r][chan]
            }
            128..=191 => {
                let (bank, base, n) = run.kcache[(s.sel as usize - 128) / 32];
                let k = (s.sel as i32 - 128) % 32 + if s.rel { self.al } else { 0 };
                self.constant(bank, base, n, k, chan)
            }
            244 | 246 => 0,
            245 => 0x3FF0_0000,
            247 => 0x3FE0_0000,
            248 => 0,
            249 => 0x3F80_0000,
            250 => 1,
            251 => u32::MAX,
            252 => 0x3F00_0000,
            253 => g.lits[chan],
            254 => self.pv[lane][chan],
            255 => self.ps[lane],
            256..=511 => {
                let c = s.sel as i32 - 256 + idx;
                usize::try_from(c)
                    .ok()
                    .and_then(|c| self.config.cfile.get(c))
                    .map_or(NAN, |v| v[chan])
            }
            _ => return Err(fault(self.pc, format!("undefined source selector {}", s.sel))),
        };
        let v = if s.abs { v & 0x7FFF_FFFF } else { v };
        Ok(if s.neg { v ^ 0x8000_0000 } else { v })
    }

    fn constant(&self, bank: usize, base: usize, n: usize, k: i32, chan: usize) -> u32 {
        let Ok(k) = usize::try_from(k) else { return NAN };
        if k >= n {
            return NAN;
        }
        self.config
            .const_buffers
            .get(bank)
            .and_then(|b| b.get(base + k))
            .map_or(NAN, |v| v[chan])
    }

    /// The relative index of an instruction's INDEX_MODE (AR.x–w or aL).
    fn index(&self, lane: usize, w: [u32; 2]) -> i32 {
        match bits(w[0], 28, 26) {
            m @ 0..=3 => self.ar[lane][m as usize],
            4 => self.al,
            _ => 0,
        }
    }

    /// Writes one lane's results: GPRs (t last, so it wins), PV/PS, predicate, kill, AR.
    fn commit(&mut self, run: &mut ClauseRun, pred: &mut [bool], lane: usize, outs: &[Option<Out>; 5]) {
        // An ALU NOP writes nothing, not even PV/PS.
        for o in outs.iter().flatten().filter(|o| o.row.name != "NOP") {
            let (row, w) = (o.row, o.w);
            let elem = bits(w[1], 30, 29) as usize;
            let write = row.format == Format::Op3 || bits(w[1], 4, 4) == 1;
            if write {
                let idx = if bits(w[1], 28, 28) == 1 {
                    self.index(lane, w)
                } else {
                    0
                };
                let r = bits(w[1], 27, 21) as i32 + idx;
                if (0..GPRS as i32).contains(&r) {
                    self.gpr[lane * GPRS + r as usize][elem] = o.value;
                }
            }
            if o.unit == 4 {
                self.ps[lane] = o.value;
            } else {
                self.pv[lane][o.unit] = o.value;
            }
            self.effects(run, pred, lane, o);
        }
    }

    fn effects(&mut self, run: &mut ClauseRun, pred: &mut [bool], lane: usize, o: &Out) {
        let name = o.row.name;
        if o.row.format == Format::Op2 && name.starts_with("PRED_SET") {
            let p = o.value == 0;
            if bits(o.w[1], 3, 3) == 1 {
                pred[lane] = p;
            }
            if bits(o.w[1], 2, 2) == 1 {
                run.exec[lane] = Some(p);
            }
        } else if name.starts_with("KILL") && o.value == 0x3F80_0000 {
            self.valid[lane] = false;
        } else if name.starts_with("MOVA") {
            // AR.<the slot's destination channel> (map §3 MOVA).
            let chan = bits(o.w[1], 30, 29) as usize;
            self.ar[lane][chan] = super::ops::ar_clamp(o.value as i32);
        }
    }
}

/// The 64-bit ops among the vector slots (see [`super::f64`]).
fn doubles(outs: &mut [Option<Out>; 5]) -> Result<(), &'static str> {
    if !outs[..4].iter().flatten().any(|o| is_64(o.row)) {
        return Ok(());
    }
    let slots: [Option<Slot64>; 4] = core::array::from_fn(|i| {
        outs[i].filter(|o| is_64(o.row)).map(|o| Slot64 {
            row: o.row,
            w: o.w,
            src: o.src,
        })
    });
    let mut values = [None; 4];
    combine(&slots, &mut values)?;
    for (o, v) in outs.iter_mut().zip(values) {
        if let (Some(o), Some(v)) = (o.as_mut(), v) {
            o.value = v;
        }
    }
    Ok(())
}

/// Reductions (DOT4, DOT4_IEEE, MAX4): every x–w slot gets the sum (or max) of the terms;
/// CUBE: see [`cube`].
fn reduce(outs: &mut [Option<Out>; 5]) -> Result<(), &'static str> {
    if outs[..4].iter().flatten().any(|o| o.row.name == "CUBE") {
        return cube(outs);
    }
    let red: Vec<f32> = outs[..4]
        .iter()
        .flatten()
        .filter(|o| o.row.unit == Unit::Reduction)
        .map(|o| fin(o.value))
        .collect();
    if red.is_empty() {
        return Ok(());
    }
    let is_max = outs[..4].iter().flatten().any(|o| o.row.name == "MAX4");
    let r = if is_max {
        red.iter().copied().fold(f32::NEG_INFINITY, f32::max)
    } else {
        red.iter().sum()
    };
    for o in outs[..4].iter_mut().flatten() {
        if o.row.unit == Unit::Reduction {
            o.value = fout(r);
        }
    }
    Ok(())
}

/// CUBE: slots x, z, w carry src0 = Rz, Rx, Ry (llc's `CUBE T0.Z, T0.Y` … order); the
/// results are x = T, y = S, z = 2·major axis, w = face id (map §3.3), with GCN's
/// V_CUBE{TC,SC,MA,ID} selection rules (z wins ties, then y), since the seed gives none.
fn cube(outs: &mut [Option<Out>; 5]) -> Result<(), &'static str> {
    let v = |u: usize| outs[u].map(|o| fin(o.value));
    let (Some(z), Some(x), Some(y), true) = (v(0), v(2), v(3), outs[1].is_some()) else {
        return Err("CUBE must fill x, y, z and w");
    };
    let (t, s, ma, id) = if z.abs() >= x.abs() && z.abs() >= y.abs() {
        (-y, if z < 0.0 { -x } else { x }, z, if z < 0.0 { 5.0 } else { 4.0 })
    } else if y.abs() >= x.abs() {
        (if y < 0.0 { -z } else { z }, x, y, if y < 0.0 { 3.0 } else { 2.0 })
    } else {
        (-y, if x < 0.0 { z } else { -z }, x, if x < 0.0 { 1.0 } else { 0.0 })
    };
    let res = [t, s, 2.0 * ma, id];
    for (o, r) in outs[..4].iter_mut().zip(res) {
        if let Some(o) = o {
            o.value = fout(r);
        }
    }
    Ok(())
}

/// OMOD (OP2) then CLAMP, applied only when set (they are float-only; llc leaves them clear
/// on integer ops).
fn modifiers(row: &Row, w: [u32; 2], v: u32) -> u32 {
    let omod = if row.format == Format::Op2 { bits(w[1], 6, 5) } else { 0 };
    let clamp = bits(w[1], 31, 31) == 1;
    if omod == 0 && !clamp {
        return v;
    }
    let k = [1.0, 2.0, 4.0, 0.5][omod as usize];
    let f = fin(v) * k;
    fout(if clamp { f.clamp(0.0, 1.0) } else { f })
}
