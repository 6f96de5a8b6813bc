//! ALU instruction groups: unit assignment and read-port legality (map §3, seed §4.3–4.8).
//!
//! Unit assignment follows the seed's pseudocode (L1255–1283): a trans-only instruction
//! goes to t; a vector-only one to the unit of its destination element; any other to the
//! unit of its destination element, or to t when that unit is taken. GPR read ports follow
//! L1447–1611: one address per (cycle, bank) reservation, src1 sharing src0's port, and
//! the t slot's constant-operand cycle rules.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::decode::{ClauseKind, Item, Program};
use crate::fields::{alu_src, bits};
use crate::table::{Row, Unit};

/// Unit names in slot order.
pub const UNITS: [char; 5] = ['x', 'y', 'z', 'w', 't'];

/// Load cycle of src0/src1/src2 for each vector BANK_SWIZZLE (VEC_012 … VEC_210).
const VEC_CYCLES: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 2, 0], [1, 0, 2], [2, 0, 1], [2, 1, 0]];
/// Load cycle of src0/src1/src2 for each trans BANK_SWIZZLE (SCL_210 … SCL_221).
const SCL_CYCLES: [[u8; 3]; 4] = [[2, 1, 0], [1, 2, 2], [2, 1, 2], [2, 2, 1]];

/// One ALU instruction group of a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Item index (into [`Program::items`]) of the instruction on x, y, z, w and t.
    pub slots: [Option<usize>; 5],
}

/// A problem found in a group: the item it concerns and a message.
pub type Problem = (usize, String);

/// The instructions of every ALU group, in order (item indices).
fn raw_groups(prog: &Program) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::new();
    for (i, item) in prog.items.iter().enumerate() {
        if let Item::Alu { words, .. } = item {
            cur.push(i);
            if words[0] >> 31 == 1 {
                out.push(core::mem::take(&mut cur));
            }
        }
    }
    out
}

/// The row and words of ALU item `i` (`None` if it is not an ALU item).
fn alu(prog: &Program, i: usize) -> Option<(&'static Row, [u32; 2])> {
    match prog.items.get(i) {
        Some(Item::Alu { row, words }) => Some((row, *words)),
        _ => None,
    }
}

/// Assigns units to one group's instructions.
fn assign(prog: &Program, members: &[usize]) -> Result<Group, Problem> {
    let mut slots = [None; 5];
    for &i in members {
        let Some((row, w)) = alu(prog, i) else { continue };
        let elem = bits(w[1], 30, 29) as usize;
        let unit = match row.unit {
            Unit::Trans => 4,
            Unit::Vector | Unit::Reduction => elem,
            _ if slots[elem].is_some() => 4,
            _ => elem,
        };
        if slots[unit].is_some() {
            return Err((i, format!("unit {} is already taken in this group", UNITS[unit])));
        }
        slots[unit] = Some(i);
    }
    Ok(Group { slots })
}

/// For each item of `prog`, the address of the ALU clause it belongs to (`None` outside ALU
/// clauses).
pub(crate) fn alu_clause_owners(prog: &Program) -> Vec<Option<u32>> {
    let mut cur = None;
    prog.items
        .iter()
        .map(|item| {
            if let Item::Clause { kind, addr } = item {
                cur = (*kind == ClauseKind::Alu).then_some(*addr);
            }
            cur
        })
        .collect()
}

/// The groups of a program with their unit assignment, or the first impossible group.
pub fn groups(prog: &Program) -> Result<Vec<Group>, Problem> {
    raw_groups(prog).iter().map(|m| assign(prog, m)).collect()
}

/// Every unit-assignment and read-port problem of a program.
pub fn check(prog: &Program) -> Vec<Problem> {
    let mut problems = Vec::new();
    for members in raw_groups(prog) {
        match assign(prog, &members) {
            Ok(g) => {
                check_coissue(prog, &g, &mut problems);
                check_ports(prog, &g, &mut problems);
            }
            Err(p) => problems.push(p),
        }
    }
    problems
}

/// Co-issue limits (map §3.3 and §3.5): a reduction fills x, y, z and w with the same
/// opcode; at most one PRED_SET* and one MOVA* per group; no KILL with a PRED_SET; no
/// AR-relative operand in a group that writes AR.
fn check_coissue(prog: &Program, g: &Group, problems: &mut Vec<Problem>) {
    let members: Vec<(usize, &'static Row, [u32; 2])> = g
        .slots
        .iter()
        .flatten()
        .filter_map(|&i| alu(prog, i).map(|(row, w)| (i, row, w)))
        .collect();
    let first = members.first().map_or(0, |m| m.0);
    if let Some((i, row, _)) = members.iter().find(|m| m.1.unit == Unit::Reduction) {
        let full = g.slots[..4]
            .iter()
            .all(|s| s.and_then(|j| alu(prog, j)).is_some_and(|(r, _)| r == *row));
        if !full {
            problems.push((*i, format!("{} must fill x, y, z and w of its group", row.name)));
        }
    }
    let count = |p: fn(&str) -> bool| members.iter().filter(|m| p(m.1.name)).count();
    // A PRED_SET*_64 is one instruction in a slot pair (seed L5420).
    let pred = count(|n| n.starts_with("PRED_SET") && !n.ends_with("_64"))
        + count(|n| n.starts_with("PRED_SET") && n.ends_with("_64")).div_ceil(2);
    let kill = count(|n| n.starts_with("KILL"));
    let mova = count(|n| n.starts_with("MOVA"));
    if pred > 1 {
        problems.push((first, "more than one PRED_SET in a group".into()));
    }
    if kill > 0 && pred > 0 {
        problems.push((first, "a KILL and a PRED_SET in one group".into()));
    }
    if mova > 1 {
        problems.push((first, "more than one MOVA in a group".into()));
    }
    let relative = members.iter().any(|(_, row, w)| {
        let srcs = (0..row.srcs as usize).map(|s| alu_src(row.format, *w, s));
        srcs.clone().any(|s| s.rel) || bits(w[1], 28, 28) == 1
    });
    if mova > 0 && relative {
        problems.push((first, "an AR-relative operand in a group that writes AR".into()));
    }
}

/// What kind of read an operand is, for port accounting.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Read {
    /// A GPR address (not relative) and bank.
    Gpr(u32, u32),
    /// A relative GPR, PV or PS: a port user whose address is not checked here.
    Other,
    /// A constant (kcache, cfile, literal or inline).
    Const,
}

fn read_of(sel: u32, rel: bool, chan: u32) -> Read {
    match sel {
        0..=127 if !rel => Read::Gpr(sel, chan),
        0..=127 | 254 | 255 => Read::Other,
        _ => Read::Const,
    }
}

/// One GPR read of a group through the register-file read ports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PortRead {
    /// Item index of the reading instruction.
    pub item: usize,
    /// Its unit (0–4: x, y, z, w, t).
    pub unit: usize,
    /// Which source (0–2).
    pub src: usize,
    /// Load cycle (0–2) under the instruction's BANK_SWIZZLE.
    pub cycle: u8,
    /// Bank (the source's channel: 0–3 for X, Y, Z, W).
    pub bank: u32,
    /// GPR address.
    pub addr: u32,
}

/// The GPR reads of group `g` in the order they reserve ports (src1 equal to src0 shares
/// src0's port and is left out), with the problems found on the way (an undefined bank
/// swizzle, the t slot's constant rules).
pub fn port_reads(prog: &Program, g: &Group) -> (Vec<PortRead>, Vec<Problem>) {
    let (mut out, mut problems) = (Vec::new(), Vec::new());
    for (unit, slot) in g.slots.iter().enumerate() {
        let Some((i, (row, w))) = slot.and_then(|i| alu(prog, i).map(|a| (i, a))) else {
            continue;
        };
        let bs = bits(w[1], 20, 18) as usize;
        let cycles = if unit == 4 {
            SCL_CYCLES.get(bs)
        } else {
            VEC_CYCLES.get(bs)
        };
        let Some(cycles) = cycles else {
            problems.push((i, format!("bank swizzle {bs} is undefined on unit {}", UNITS[unit])));
            continue;
        };
        let reads: Vec<Read> = (0..row.srcs as usize)
            .map(|s| alu_src(row.format, w, s))
            .map(|s| read_of(s.sel, s.rel, s.chan))
            .collect();
        if unit == 4 {
            if let Err(m) = trans_constant_rule(&reads, cycles) {
                problems.push((i, m));
            }
        }
        for (src, read) in reads.iter().enumerate() {
            let Read::Gpr(addr, bank) = *read else { continue };
            if src == 1 && reads[0] == *read {
                continue; // src1 == src0 shares src0's port
            }
            let cycle = cycles[src];
            out.push(PortRead {
                item: i,
                unit,
                src,
                cycle,
                bank,
                addr,
            });
        }
    }
    (out, problems)
}

fn check_ports(prog: &Program, g: &Group, problems: &mut Vec<Problem>) {
    let (reads, found) = port_reads(prog, g);
    problems.extend(found);
    // reserved[cycle][bank] = GPR address
    let mut reserved = [[None::<u32>; 4]; 3];
    for r in reads {
        let cell = &mut reserved[r.cycle as usize][r.bank as usize];
        match *cell {
            Some(a) if a != r.addr => problems.push((
                r.item,
                format!(
                    "read port conflict: bank {} in cycle {} is already reading T{a}, src{} needs T{}",
                    ['X', 'Y', 'Z', 'W'][r.bank as usize],
                    r.cycle,
                    r.src,
                    r.addr
                ),
            )),
            _ => *cell = Some(r.addr),
        }
    }
}

/// The t slot's constant rules (seed L1596–1611).
fn trans_constant_rule(reads: &[Read], cycles: &[u8; 3]) -> Result<(), String> {
    let consts = reads.iter().filter(|r| **r == Read::Const).count();
    let bad = |want: fn(u8) -> bool| reads.iter().zip(cycles).any(|(r, c)| *r != Read::Const && !want(*c));
    match consts {
        0 => Ok(()),
        1 if bad(|c| c != 0) => Err("t slot with a constant operand loads a register in cycle 0".into()),
        2 if bad(|c| c == 2) => Err("t slot with two constant operands must load its register in cycle 2".into()),
        3.. => Err("t slot has three constant operands".into()),
        _ => Ok(()),
    }
}
