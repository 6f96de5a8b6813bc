//! The executor's mutable state as serde data ([`ExecBytes`]), for the wavefront's state bytes
//! (`crate::machine::state`): registers, lane states, stack, calls, the ALU clause in
//! progress, scatter buffer, exports and LDS. The program, constants, textures and loop
//! constants are not in it: [`R700Machine::hash_setup`] hashes them, so state is only
//! loaded into a machine set up the same way.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use lanescope_isa::state::{at_most, bad, exact};
use serde::{Deserialize, Serialize};

use super::{cf, ClauseRun, Entry, Export, LaneState, R700Machine, MAX_CALL_DEPTH, MAX_STACK};

/// Most exports state may carry (each EXPORT instruction adds one).
const MAX_EXPORTS: usize = 1 << 16;

const STATES: [LaneState; 4] = [
    LaneState::Active,
    LaneState::InactiveBranch,
    LaneState::InactiveContinue,
    LaneState::InactiveBreak,
];

/// Lane states as small numbers.
fn codes(states: &[LaneState]) -> Vec<u8> {
    states
        .iter()
        .map(|s| STATES.iter().position(|t| t == s).unwrap_or(0) as u8)
        .collect()
}

/// Lane states from [`codes`] (checked by [`check_codes`]).
fn states(codes: &[u8]) -> Vec<LaneState> {
    codes.iter().map(|&c| STATES[usize::from(c) % STATES.len()]).collect()
}

/// Checks `codes` of `what`: one per lane, each a lane state.
fn check_codes(what: &str, codes: &[u8], lanes: usize) -> Result<(), String> {
    exact(what, codes.len(), lanes)?;
    match codes.iter().all(|&c| usize::from(c) < STATES.len()) {
        true => Ok(()),
        false => Err(bad(&alloc::format!("{what}: unknown lane state"))),
    }
}

/// A stack entry: lane states, and for a loop the saved aL.
#[derive(Serialize, Deserialize)]
struct EntryBytes {
    states: Vec<u8>,
    loop_al: Option<i32>,
}

/// An ALU clause in progress.
#[derive(Serialize, Deserialize)]
struct ClauseBytes<'a> {
    addr: u32,
    next: u32,
    op: u16,
    kcache: [(u32, u32, u32); 2],
    pred: Cow<'a, [bool]>,
    exec: Cow<'a, [Option<bool>]>,
    lanes: Cow<'a, [bool]>,
}

/// An export.
#[derive(Serialize, Deserialize)]
struct ExportBytes<'a> {
    kind: u32,
    base: u32,
    lanes: Cow<'a, [Option<[u32; 4]>]>,
}

/// Everything mutable of an [`R700Machine`].
#[derive(Serialize, Deserialize)]
pub(crate) struct ExecBytes<'a> {
    gpr: Cow<'a, [[u32; 4]]>,
    pv: Cow<'a, [[u32; 4]]>,
    ps: Cow<'a, [u32]>,
    ar: Cow<'a, [[i32; 4]]>,
    al: i32,
    states: Vec<u8>,
    valid: Cow<'a, [bool]>,
    stack: Vec<EntryBytes>,
    calls: Cow<'a, [(u32, u32)]>,
    pc: u32,
    #[serde(borrow)]
    clause: Option<ClauseBytes<'a>>,
    scatter: Cow<'a, [u32]>,
    #[serde(borrow)]
    exports: Vec<ExportBytes<'a>>,
    done: bool,
    /// Per loop entry: iterations left, aL step.
    loops: Vec<(Option<u32>, i32)>,
    lds: Cow<'a, [u32]>,
}

impl R700Machine {
    /// Hashes what state bytes do not carry: lanes, program, constants, textures, loop
    /// constants.
    pub(crate) fn hash_setup(&self, h: &mut impl Hasher) {
        self.lanes.hash(h);
        for c in &self.cf {
            c.map(|(_, w)| w).hash(h);
        }
        for (addr, groups) in &self.clauses {
            addr.hash(h);
            for g in groups {
                g.slots.map(|s| s.map(|(_, w)| w)).hash(h);
                g.lits.hash(h);
            }
        }
        for (addr, clause) in &self.fetch {
            addr.hash(h);
            clause.iter().for_each(|(_, w)| w.hash(h));
        }
        for (id, t) in &self.textures {
            (id, t.width, t.height, &t.texels).hash(h);
        }
        (
            &self.config.const_buffers,
            &self.config.cfile,
            self.bools,
            self.int_consts,
        )
            .hash(h);
    }

    /// The mutable state.
    pub(crate) fn state(&self) -> ExecBytes<'_> {
        let stack = self
            .stack
            .iter()
            .map(|e| match e {
                Entry::Branch(s) => EntryBytes {
                    states: codes(s),
                    loop_al: None,
                },
                Entry::Loop { states, al } => EntryBytes {
                    states: codes(states),
                    loop_al: Some(*al),
                },
            })
            .collect();
        ExecBytes {
            gpr: Cow::Borrowed(&self.gpr),
            pv: Cow::Borrowed(&self.pv),
            ps: Cow::Borrowed(&self.ps),
            ar: Cow::Borrowed(&self.ar),
            al: self.al,
            states: codes(&self.states),
            valid: Cow::Borrowed(&self.valid),
            stack,
            calls: Cow::Borrowed(&self.calls),
            pc: self.pc,
            clause: self.clause.as_ref().map(|c| ClauseBytes {
                addr: c.addr,
                next: c.next as u32,
                op: c.op,
                kcache: c.kcache.map(|(b, f, n)| (b as u32, f as u32, n as u32)),
                pred: Cow::Borrowed(&c.pred),
                exec: Cow::Borrowed(&c.exec),
                lanes: Cow::Borrowed(&c.lanes),
            }),
            scatter: Cow::Borrowed(&self.scatter),
            exports: self
                .exports
                .iter()
                .map(|e| ExportBytes {
                    kind: e.kind,
                    base: e.base,
                    lanes: Cow::Borrowed(&e.lanes),
                })
                .collect(),
            done: self.done,
            loops: self.loops.iter().map(|l| (l.count, l.step)).collect(),
            lds: Cow::Borrowed(&self.lds),
        }
    }

    /// Checks `b`'s sizes against this machine.
    pub(crate) fn check_state(&self, b: &ExecBytes) -> Result<(), String> {
        let lanes = self.lanes;
        exact("GPRs", b.gpr.len(), self.gpr.len())?;
        exact("PV", b.pv.len(), lanes)?;
        exact("PS", b.ps.len(), lanes)?;
        exact("AR", b.ar.len(), lanes)?;
        check_codes("lane states", &b.states, lanes)?;
        exact("valid bits", b.valid.len(), lanes)?;
        at_most("stack", b.stack.len(), MAX_STACK)?;
        for e in &b.stack {
            check_codes("stack entry", &e.states, lanes)?;
        }
        let loops = b.stack.iter().filter(|e| e.loop_al.is_some()).count();
        exact("loop registers", b.loops.len(), loops)?;
        at_most("calls", b.calls.len(), MAX_CALL_DEPTH as usize)?;
        if b.pc as usize > self.cf.len() {
            return Err(bad("CF address past the program"));
        }
        if let Some(c) = &b.clause {
            let groups = self.clauses.get(&c.addr).map(Vec::len);
            if groups.is_none_or(|n| c.next as usize > n) {
                return Err(bad("ALU clause not in the program"));
            }
            if c.kcache
                .iter()
                .any(|&(bank, first, n)| bank > 15 || first > 1 << 16 || n > 64)
            {
                return Err(bad("kcache window out of range"));
            }
            exact("predicates", c.pred.len(), lanes)?;
            exact("execute predicates", c.exec.len(), lanes)?;
            exact("clause lanes", c.lanes.len(), lanes)?;
        }
        exact("scatter buffer", b.scatter.len(), self.scatter.len())?;
        at_most("exports", b.exports.len(), MAX_EXPORTS)?;
        for e in &b.exports {
            exact("export", e.lanes.len(), lanes)?;
        }
        exact("LDS", b.lds.len(), self.lds.len())
    }

    /// Makes `b` (checked by [`R700Machine::check_state`]) this machine's state.
    pub(crate) fn apply_state(&mut self, b: ExecBytes) {
        self.gpr.copy_from_slice(&b.gpr);
        self.pv.copy_from_slice(&b.pv);
        self.ps.copy_from_slice(&b.ps);
        self.ar.copy_from_slice(&b.ar);
        self.al = b.al;
        self.states = states(&b.states);
        self.valid.copy_from_slice(&b.valid);
        self.stack = b
            .stack
            .into_iter()
            .map(|e| match e.loop_al {
                None => Entry::Branch(states(&e.states)),
                Some(al) => Entry::Loop {
                    states: states(&e.states),
                    al,
                },
            })
            .collect();
        self.calls = b.calls.into_owned();
        self.pc = b.pc;
        self.clause = b.clause.map(|c| ClauseRun {
            addr: c.addr,
            next: c.next as usize,
            op: c.op,
            kcache: c.kcache.map(|(b, f, n)| (b as usize, f as usize, n as usize)),
            pred: c.pred.into_owned(),
            exec: c.exec.into_owned(),
            lanes: c.lanes.into_owned(),
        });
        self.scatter.copy_from_slice(&b.scatter);
        self.exports = b
            .exports
            .into_iter()
            .map(|e| Export {
                kind: e.kind,
                base: e.base,
                lanes: e.lanes.into_owned(),
            })
            .collect();
        self.done = b.done;
        self.loops = b
            .loops
            .into_iter()
            .map(|(count, step)| cf::LoopReg { count, step })
            .collect();
        self.lds.copy_from_slice(&b.lds);
    }
}
