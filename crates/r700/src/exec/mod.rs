//! The R700 executor (issue 16 §3): one wavefront of 1–64 lanes walking the CF program.
//!
//! [`R700Machine::step`] runs one CF instruction, or one ALU instruction group while an
//! ALU clause is in progress (the CF_ALU instruction itself starts the clause in the same
//! step as its first group). State per lane: 128 GPRs × xyzw (lane-contiguous, raw bits;
//! llc's `T3.Z` is GPR 3's z), PV/PS, AR, the 2-bit pixel state (active, inactive-branch,
//! -continue, -break) and the valid bit; shared: the stack, aL, the kcache windows and
//! the constant buffers. Faults are located by CF address, group and lane; nothing panics.
//!
//! Choices where the seed is silent (issue 16 "Facts settled", map §6): JUMP and ELSE pop
//! only when they jump; a pop restores only lanes that are active or inactive-branch (so
//! lanes that broke out of or continued a loop stay so); LOOP_BREAK/LOOP_CONTINUE jump to
//! their END_LOOP only when no lane that entered the loop can still run, popping back to
//! the loop's level (Table 3.7); an END_LOOP exit pops everything above its loop entry;
//! killed lanes keep running and only their exports are dropped; an empty (NOP) slot
//! leaves its PV element unchanged; `ALU_ELSE_AFTER` runs the clause and then an ELSE
//! without pops. `CALL`/`RETURN` keep their return addresses beside the stack (a sub-entry
//! each). COND, WQM and VPM form the condition test of Table 3.4 (see `cf`); `BARRIER` is
//! a no-op, since one wavefront runs its CF instructions in order and each finishes before
//! the next starts. VTX and TEX clauses: see `fetch`; LDS and memory reads: see `lds`. `MEM_EXPORT`: see `mem`. 64-bit ALU
//! ops: see `f64`. Rows badged [`crate::table::Fidelity::Unsupported`] fault, saying why.

mod alu;
mod cf;
mod f64;
mod fetch;
mod lds;
mod mem;
pub(crate) mod state;

pub use fetch::Texture;
pub mod ops;

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::decode::{Item, Program};
use crate::fields::bits;
use crate::table::{Format, Row};

/// Number of GPRs per lane.
pub const GPRS: usize = 128;
/// Maximum stack depth (entries) before a fault.
pub const MAX_STACK: usize = 64;
/// Maximum call depth (sum of CALL_COUNTs); deeper calls are skipped (seed L1163–1169).
pub const MAX_CALL_DEPTH: u32 = 32;

/// Per-lane pixel state (seed Table 2.6 "Pixel State").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneState {
    /// Running.
    Active,
    /// Off for the current branch.
    InactiveBranch,
    /// Off until the loop's END_LOOP (continue).
    InactiveContinue,
    /// Off until the loop exits (break).
    InactiveBreak,
}

/// A stack entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Saved pixel states (PUSH, ALU_PUSH_BEFORE).
    Branch(Vec<LaneState>),
    /// A loop: saved pixel states and the saved aL.
    Loop {
        /// Pixel states at LOOP_START.
        states: Vec<LaneState>,
        /// aL before the loop.
        al: i32,
    },
}

/// Machine configuration.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Number of lanes (1–64).
    pub lanes: usize,
    /// Constant buffers (kcache banks 0–15), each a list of vec4 constants.
    pub const_buffers: Vec<Vec<[u32; 4]>>,
    /// The constant file `C0..C255` (missing entries read NaN 0x7FFFFFFF).
    pub cfile: Vec<[u32; 4]>,
}

/// One exported vec4 (after the export swizzle), per lane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// Export type: 0 pixel, 1 position, 2 parameter.
    pub kind: u32,
    /// Array base (MRT, position 60–63 or parameter index).
    pub base: u32,
    /// Per lane: the four components, or `None` for a killed lane.
    pub lanes: Vec<Option<[u32; 4]>>,
}

/// A located execution fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecFault {
    /// CF address (64-bit units) of the CF instruction being run.
    pub cf: u32,
    /// Group index within the ALU clause, if any.
    pub group: Option<u32>,
    /// Lane, if the fault concerns one lane.
    pub lane: Option<usize>,
    /// What went wrong.
    pub message: String,
}

/// What [`R700Machine::step`] or [`R700Machine::run`] stopped at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// More to run.
    Running,
    /// The program reached its end (`CF_END` or an EOP CF instruction).
    Done,
}

/// One ALU group: the instruction (row, words) on x, y, z, w, t and its literals.
#[derive(Clone, Debug)]
struct Grp {
    slots: [Option<(&'static Row, [u32; 2])>; 5],
    lits: [u32; 4],
}

/// An ALU clause in progress.
#[derive(Clone, Debug)]
struct ClauseRun {
    addr: u32,
    next: usize,
    /// CF_ALU opcode (8 ALU, 9 PUSH_BEFORE, …).
    op: u16,
    /// Kcache (bank, first constant, constants locked) for KC0 and KC1.
    kcache: [(usize, usize, usize); 2],
    pred: Vec<bool>,
    /// The predicate computed by a PRED_SET with UPDATE_EXECUTE_MASK, per lane.
    exec: Vec<Option<bool>>,
    /// The lanes the clause runs (active ones, or whole quads under WQM).
    lanes: Vec<bool>,
}

/// An R700 wavefront running a decoded program.
#[derive(Clone, Debug)]
pub struct R700Machine {
    lanes: usize,
    gpr: Vec<[u32; 4]>,
    pv: Vec<[u32; 4]>,
    ps: Vec<u32>,
    ar: Vec<[i32; 4]>,
    al: i32,
    states: Vec<LaneState>,
    valid: Vec<bool>,
    stack: Vec<Entry>,
    /// Return addresses and CALL_COUNTs of the calls in progress.
    calls: Vec<(u32, u32)>,
    pc: u32,
    cf: Vec<Option<(&'static Row, [u32; 2])>>,
    clauses: BTreeMap<u32, Vec<Grp>>,
    clause: Option<ClauseRun>,
    fetch: BTreeMap<u32, fetch::FetchClause>,
    /// Textures by TEX resource id.
    textures: BTreeMap<u32, Texture>,
    /// The flat buffer `MEM_EXPORT` writes.
    scatter: Vec<u32>,
    config: Config,
    exports: Vec<Export>,
    done: bool,
    /// The boolean constants COND BOOL/NOT_BOOL read (bit n = boolean n).
    bools: u32,
    /// The DX9 loop (integer) constants: trip count, initial aL, step.
    int_consts: [[u32; 3]; 32],
    /// Per loop entry on the stack (same order): the trip count left (`None` for DX10
    /// loops) and the aL step.
    loops: Vec<cf::LoopReg>,
    /// The local data share (see `lds`).
    lds: Vec<u32>,
}

fn fault(cf: u32, message: impl ToString) -> ExecFault {
    ExecFault {
        cf,
        group: None,
        lane: None,
        message: message.to_string(),
    }
}

/// The ALU clauses of a program: address → groups.
fn alu_clauses(prog: &Program) -> Result<BTreeMap<u32, Vec<Grp>>, String> {
    let groups = crate::group::groups(prog).map_err(|(_, m)| m)?;
    let owner = crate::group::alu_clause_owners(prog);
    let mut out: BTreeMap<u32, Vec<Grp>> = BTreeMap::new();
    for g in groups {
        let idx: Vec<usize> = g.slots.iter().flatten().copied().collect();
        let (Some(&first), Some(&last)) = (idx.iter().min(), idx.iter().max()) else {
            continue;
        };
        let slots = g.slots.map(|s| match s.and_then(|i| prog.items.get(i)) {
            Some(Item::Alu { row, words }) => Some((*row, *words)),
            _ => None,
        });
        let mut lits = [0; 4];
        let mut n = 0;
        while let Some(Item::Literal(l)) = prog.items.get(last + 1 + n / 2) {
            lits[n] = l[0];
            lits[n + 1] = l[1];
            n += 2;
            if n == 4 {
                break;
            }
        }
        if let Some(Some(addr)) = owner.get(first) {
            out.entry(*addr).or_default().push(Grp { slots, lits });
        }
    }
    Ok(out)
}

impl R700Machine {
    /// A machine for `program` with `config.lanes` lanes (1–64), all GPRs zero, every lane
    /// active and valid.
    pub fn new(program: &Program, config: Config) -> Result<Self, ExecFault> {
        let lanes = config.lanes;
        if !(1..=64).contains(&lanes) {
            return Err(fault(0, "a wavefront has 1 to 64 lanes"));
        }
        let mut cf = Vec::new();
        for item in &program.items {
            match item {
                Item::Cf { row, words } => cf.push(Some((*row, *words))),
                Item::Pad => cf.push(None),
                _ => break,
            }
        }
        let clauses = alu_clauses(program).map_err(|m| fault(0, m))?;
        Ok(R700Machine {
            lanes,
            gpr: vec![[0; 4]; lanes * GPRS],
            pv: vec![[0; 4]; lanes],
            ps: vec![0; lanes],
            ar: vec![[0; 4]; lanes],
            al: 0,
            states: vec![LaneState::Active; lanes],
            valid: vec![true; lanes],
            stack: Vec::new(),
            calls: Vec::new(),
            pc: 0,
            cf,
            clauses,
            clause: None,
            fetch: fetch::fetch_clauses(program),
            textures: BTreeMap::new(),
            scatter: Vec::new(),
            config,
            exports: Vec::new(),
            done: false,
            bools: 0,
            int_consts: [[0; 3]; 32],
            loops: Vec::new(),
            lds: vec![0; lds::LDS_DWORDS],
        })
    }

    /// GPR `reg` of `lane` (xyzw bits), if both are in range.
    pub fn gpr(&self, lane: usize, reg: usize) -> Option<[u32; 4]> {
        (lane < self.lanes && reg < GPRS).then(|| self.gpr[lane * GPRS + reg])
    }

    /// Sets GPR `reg` of `lane`; returns false (and does nothing) when out of range.
    pub fn set_gpr(&mut self, lane: usize, reg: usize, value: [u32; 4]) -> bool {
        let ok = lane < self.lanes && reg < GPRS;
        if ok {
            self.gpr[lane * GPRS + reg] = value;
        }
        ok
    }

    /// The exports recorded so far, in program order.
    pub fn exports(&self) -> &[Export] {
        &self.exports
    }

    /// Per-lane pixel states.
    pub fn lane_states(&self) -> &[LaneState] {
        &self.states
    }

    /// The branch/loop stack, bottom first.
    pub fn stack(&self) -> &[Entry] {
        &self.stack
    }

    /// Per-lane valid bits (cleared by KILL*).
    pub fn valid(&self) -> &[bool] {
        &self.valid
    }

    /// The current CF address.
    pub fn pc(&self) -> u32 {
        self.pc
    }

    /// The ALU clause in progress: its address and the index of its next group (for views).
    pub fn clause_position(&self) -> Option<(u32, usize)> {
        self.clause.as_ref().map(|c| (c.addr, c.next))
    }

    /// The clause in progress's kcache windows: (bank, first constant, constants) for KC0, KC1.
    pub fn kcache(&self) -> Option<[(usize, usize, usize); 2]> {
        self.clause.as_ref().map(|c| c.kcache)
    }

    /// The clause in progress's per-lane ALU predicate.
    pub fn predicate(&self) -> Option<&[bool]> {
        self.clause.as_ref().map(|c| c.pred.as_slice())
    }

    /// Per lane: PV (xyzw) and PS, the last group's results.
    pub fn pv_ps(&self) -> (&[[u32; 4]], &[u32]) {
        (&self.pv, &self.ps)
    }

    /// Per lane AR (xyzw), and aL.
    pub fn ar_al(&self) -> (&[[i32; 4]], i32) {
        (&self.ar, self.al)
    }

    /// The configuration (constant buffers) the machine was built with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Runs at most `budget` steps (so loops are bounded by the budget).
    pub fn run(&mut self, budget: u64) -> Result<Status, ExecFault> {
        for _ in 0..budget {
            if self.step()? == Status::Done {
                return Ok(Status::Done);
            }
        }
        Ok(if self.done { Status::Done } else { Status::Running })
    }

    /// Runs one CF instruction, or one ALU group of the clause in progress (a CF_ALU
    /// instruction starts its clause and runs the first group in the same step; the last
    /// group's step also finishes the clause: mask updates, pops, ELSE). After a fault the
    /// machine stays where it was, so stepping again reports the same fault.
    pub fn step(&mut self) -> Result<Status, ExecFault> {
        if self.done {
            return Ok(Status::Done);
        }
        if self.clause.is_some() {
            self.alu_step()?;
        } else {
            self.cf_step()?;
        }
        Ok(if self.done { Status::Done } else { Status::Running })
    }

    fn cf_step(&mut self) -> Result<(), ExecFault> {
        let pc = self.pc;
        let Some(slot) = self.cf.get(pc as usize) else {
            return Err(fault(pc, "CF address past the end of the CF program"));
        };
        let Some((row, w)) = *slot else {
            return Err(fault(pc, "PAD slot executed"));
        };
        match row.format {
            Format::CfAlu => return self.start_clause(row.opcode, w),
            Format::CfExport => self.export(row, w)?,
            _ => self.flow(row, w)?,
        }
        if bits(w[1], 21, 21) == 1 && row.format == Format::Cf {
            self.done = true;
        }
        Ok(())
    }

    fn any_active(&self) -> bool {
        self.states.contains(&LaneState::Active)
    }

    /// The loop index aL.
    pub fn al(&self) -> i32 {
        self.al
    }

    fn push(&mut self, e: Entry) -> Result<(), ExecFault> {
        if self.stack.len() >= MAX_STACK {
            return Err(fault(self.pc, "stack overflow"));
        }
        self.stack.push(e);
        Ok(())
    }

    fn pop(&mut self, n: u32) -> Result<(), ExecFault> {
        for _ in 0..n {
            let saved = match self.stack.pop() {
                Some(Entry::Branch(s)) => s,
                Some(Entry::Loop { states, al }) => {
                    self.al = al;
                    self.loops.pop();
                    states
                }
                None => return Err(fault(self.pc, "pop from an empty stack")),
            };
            for (cur, old) in self.states.iter_mut().zip(saved) {
                if matches!(cur, LaneState::Active | LaneState::InactiveBranch) {
                    *cur = old;
                }
            }
        }
        Ok(())
    }

    /// `CALL` when some lane passed its test (`go`): if the call depth stays within 32 (seed
    /// L1163–1169; deeper calls are skipped), jumps to `addr` with the return address saved.
    /// A call takes a stack sub-entry, counted against [`MAX_STACK`].
    fn call(&mut self, go: bool, addr: u32, count: u32) -> Result<(), ExecFault> {
        let depth: u32 = self.calls.iter().map(|c| c.1).sum::<u32>() + count;
        if !go || depth > MAX_CALL_DEPTH {
            return Ok(());
        }
        if self.stack.len() + self.calls.len() >= MAX_STACK {
            return Err(fault(self.pc - 1, "stack overflow"));
        }
        self.calls.push((self.pc, count));
        self.pc = addr;
        Ok(())
    }

    /// `RETURN`: back to the instruction after the last `CALL`.
    fn ret(&mut self) -> Result<(), ExecFault> {
        let (to, _) = self
            .calls
            .pop()
            .ok_or_else(|| fault(self.pc - 1, "RETURN without a CALL"))?;
        self.pc = to;
        Ok(())
    }

    fn export(&mut self, row: &Row, w: [u32; 2]) -> Result<(), ExecFault> {
        if let crate::table::Fidelity::Unsupported(why) = row.fidelity {
            return Err(fault(self.pc, alloc::format!("{} is not supported: {why}", row.name)));
        }
        if row.opcode == 58 {
            self.mem_export(w)?;
            self.pc += 1;
            return Ok(());
        }
        let (base, kind, gpr) = (bits(w[0], 12, 0), bits(w[0], 14, 13), bits(w[0], 21, 15));
        let sels = [0, 3, 6, 9].map(|s| bits(w[1], s + 2, s));
        for i in 0..=bits(w[1], 20, 17) {
            let reg = (gpr + i) as usize;
            if reg >= GPRS {
                return Err(fault(self.pc, "export burst runs past GPR 127"));
            }
            let lanes = (0..self.lanes)
                .map(|l| {
                    let v = self.gpr(l, reg)?;
                    self.valid[l].then(|| sels.map(|s| swz(v, s)))
                })
                .collect();
            self.exports.push(Export {
                kind,
                base: base + i,
                lanes,
            });
        }
        self.pc += 1;
        Ok(())
    }
}

/// Export swizzle: 0–3 a component, 4 = 0.0, 5 = 1.0, otherwise (mask) 0.
fn swz(v: [u32; 4], s: u32) -> u32 {
    match s {
        0..=3 => v[s as usize],
        5 => 0x3F80_0000,
        _ => 0,
    }
}
