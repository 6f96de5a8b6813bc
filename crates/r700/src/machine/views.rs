//! What [`super::R700Wave`] describes for the VLIW views (issue 16 §4): the group the next
//! step issues (slots x/y/z/w/t, why each instruction went there, literals, the GPR read
//! ports by cycle and bank under the chosen bank swizzles), lane states, the stack, PV/PS,
//! AR, aL and the predicate, the kcache windows, and the pixel exports as a framebuffer.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use lanescope_isa::{
    quad_layout, unit_to_byte, BundleInfo, BundleSlot, ConstantWindow, ExtraRegister, Framebuffer, LaneCategory,
    LaneStates, PortCell, PortGrid, StackEntryInfo,
};

use crate::decode::{Item, Program};
use crate::exec::{Entry, LaneState, R700Machine};
use crate::fields::bits;
use crate::group::{alu_clause_owners, groups, port_reads, Group, UNITS};
use crate::print::{print_item, BANK_SCL, BANK_VEC};
use crate::table::{Format, Unit};

/// The lane-state categories, in [`LaneState`] order.
pub(super) const CATEGORIES: [LaneCategory; 4] = [
    LaneCategory {
        name: "active",
        summary: "the lane runs",
    },
    LaneCategory {
        name: "inactive-branch",
        summary: "off for the current branch",
    },
    LaneCategory {
        name: "inactive-continue",
        summary: "off until the loop's END_LOOP (continue)",
    },
    LaneCategory {
        name: "inactive-break",
        summary: "off until the loop exits (break)",
    },
];

const XYZW: [&str; 4] = ["x", "y", "z", "w"];
/// Upper-case channel names (banks, kcache components).
const CHAN: [char; 4] = ['X', 'Y', 'Z', 'W'];

/// A lane state's category index.
fn category(s: LaneState) -> u8 {
    match s {
        LaneState::Active => 0,
        LaneState::InactiveBranch => 1,
        LaneState::InactiveContinue => 2,
        LaneState::InactiveBreak => 3,
    }
}

/// The program with what the views look up in it: the groups of each ALU clause and each
/// item's source line.
#[derive(Debug, Default)]
pub struct ProgramViews {
    prog: Program,
    /// ALU clause address → its groups.
    clauses: BTreeMap<u32, Vec<Group>>,
    /// 1-based source line of each item, if known.
    lines: Vec<Option<u32>>,
    /// Whether the program exports pixels (a framebuffer to draw).
    pixel: bool,
}

impl ProgramViews {
    /// The views of `prog`, with `lines` the source line of each item (empty if unknown).
    pub fn new(prog: &Program, lines: Vec<u32>) -> ProgramViews {
        let owner = alu_clause_owners(prog);
        let mut clauses: BTreeMap<u32, Vec<Group>> = BTreeMap::new();
        for g in groups(prog).unwrap_or_default() {
            let first = g.slots.iter().flatten().min().copied();
            if let Some(addr) = first.and_then(|i| owner.get(i).copied().flatten()) {
                clauses.entry(addr).or_default().push(g);
            }
        }
        let lines = if lines.len() == prog.items.len() {
            lines.into_iter().map(Some).collect()
        } else {
            Vec::new()
        };
        let pixel = prog.items.iter().any(|i| {
            matches!(i, Item::Cf { row, words } if row.format == Format::CfExport
                && matches!(row.opcode, 39 | 40) && bits(words[0], 14, 13) == 0)
        });
        ProgramViews {
            prog: prog.clone(),
            clauses,
            lines,
            pixel,
        }
    }

    /// The CF instruction at CF address `pc`.
    fn cf(&self, pc: u32) -> Option<(&'static crate::Row, [u32; 2])> {
        match self.prog.items.get(pc as usize)? {
            Item::Cf { row, words } => Some((row, *words)),
            _ => None,
        }
    }

    /// Whether the CF instruction at `pc` starts a clause (ALU, TEX or VTX).
    pub fn starts_clause(&self, pc: u32) -> bool {
        self.cf(pc).is_some_and(|(row, _)| {
            row.format == Format::CfAlu || (row.format == Format::Cf && matches!(row.opcode, 1..=3))
        })
    }

    /// The group the next step issues: clause address, index, and the group.
    pub fn pending(&self, m: &R700Machine) -> Option<(u32, usize, &Group)> {
        let (addr, next) = match m.clause_position() {
            Some(p) => p,
            None => {
                let (row, w) = self.cf(m.pc())?;
                (row.format == Format::CfAlu).then_some((bits(w[0], 21, 0), 0))?
            }
        };
        self.clauses.get(&addr)?.get(next).map(|g| (addr, next, g))
    }

    /// Source line of item `i`.
    pub fn line(&self, i: usize) -> Option<u32> {
        self.lines.get(i).copied().flatten()
    }

    /// The group the next step issues, as a bundle with `cursor` on a slot.
    pub fn bundle(&self, m: &R700Machine, cursor: Option<usize>) -> Option<BundleInfo> {
        let (addr, index, g) = self.pending(m)?;
        let slots = (0..5).map(|u| self.slot(g, u)).collect();
        Some(BundleInfo {
            title: format!("group {index} of the ALU clause at {addr}"),
            slots,
            cursor,
            literals: self.literals(g),
            ports: Some(self.ports(g)),
        })
    }

    fn slot(&self, g: &Group, unit: usize) -> BundleSlot {
        let label = String::from(XYZW.get(unit).copied().unwrap_or("t"));
        let Some((i, row, w)) = g.slots[unit].and_then(|i| match self.prog.items.get(i) {
            Some(Item::Alu { row, words }) => Some((i, *row, *words)),
            _ => None,
        }) else {
            return BundleSlot {
                label,
                ..BundleSlot::default()
            };
        };
        let c = XYZW[bits(w[1], 30, 29) as usize];
        let why = match (row.unit, unit) {
            (Unit::Trans, _) => String::from("transcendental-only: the t unit"),
            (Unit::Reduction, _) => String::from("reduction: fills x, y, z and w"),
            (Unit::Vector, _) => format!("vector-only: destination .{c} → unit {c}"),
            (_, 4) => format!("unit {c} (its destination .{c}) is taken → t"),
            _ => format!("destination .{c} → unit {c}"),
        };
        BundleSlot {
            label,
            text: Some(String::from(print_item(&self.prog.items[i]).trim())),
            why,
            line: self.line(i),
        }
    }

    /// The literal dwords after the group's last instruction.
    fn literals(&self, g: &Group) -> Vec<String> {
        let Some(last) = g.slots.iter().flatten().max().copied() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for item in self.prog.items.iter().skip(last + 1).take(2) {
            let Item::Literal(l) = item else { break };
            for v in l {
                let c = XYZW[out.len() % 4];
                out.push(format!("literal.{c} = {v:#010x} ({})", f32::from_bits(*v)));
            }
        }
        out
    }

    /// The read-port grid: 3 cycles × 4 banks.
    fn ports(&self, g: &Group) -> PortGrid {
        let (reads, _) = port_reads(&self.prog, g);
        let mut cells = vec![vec![(Vec::<u32>::new(), String::new()); 4]; 3];
        for r in &reads {
            let (addrs, text) = &mut cells[r.cycle as usize][r.bank as usize];
            if !addrs.contains(&r.addr) {
                addrs.push(r.addr);
            }
            if !text.is_empty() {
                text.push_str(", ");
            }
            text.push_str(&format!(
                "R{}.{} ({} src{})",
                r.addr, CHAN[r.bank as usize], UNITS[r.unit], r.src
            ));
        }
        let swizzles: Vec<String> = (0..5)
            .filter_map(|u| {
                let Some(Item::Alu { words, .. }) = g.slots[u].and_then(|i| self.prog.items.get(i)) else {
                    return None;
                };
                let bs = bits(words[1], 20, 18) as usize;
                let name = if u == 4 { BANK_SCL[bs] } else { BANK_VEC[bs] };
                Some(format!("{} {name}", UNITS[u]))
            })
            .collect();
        PortGrid {
            title: String::from("GPR read ports: load cycle × bank (the source's channel)"),
            rows: (0..3).map(|c| format!("cycle {c}")).collect(),
            columns: CHAN.iter().map(|c| format!("bank {c}")).collect(),
            cells: cells
                .into_iter()
                .map(|row| {
                    row.into_iter()
                        .map(|(addrs, text)| PortCell {
                            text,
                            conflict: addrs.len() > 1,
                        })
                        .collect()
                })
                .collect(),
            note: format!("bank swizzles: {}", swizzles.join(" · ")),
        }
    }
}

/// Each lane's state category.
pub fn lane_states(m: &R700Machine) -> LaneStates {
    LaneStates {
        categories: &CATEGORIES,
        lanes: m.lane_states().iter().map(|s| category(*s)).collect(),
    }
}

/// The stack, top entry first, with the call return addresses as entries of their own.
pub fn stack(m: &R700Machine) -> Vec<StackEntryInfo> {
    let saved = |s: &[LaneState]| s.iter().map(|s| category(*s)).collect();
    m.stack()
        .iter()
        .rev()
        .map(|e| match e {
            Entry::Branch(s) => StackEntryInfo {
                kind: String::from("branch"),
                detail: String::new(),
                saved: saved(s),
            },
            Entry::Loop { states, al } => StackEntryInfo {
                kind: String::from("loop"),
                detail: format!("saved aL = {al}"),
                saved: saved(states),
            },
        })
        .collect()
}

const PV_XYZW: &[&str] = &XYZW;

/// PV, PS, AR, aL and (inside an ALU clause) the predicate.
pub fn extra_registers(m: &R700Machine) -> Vec<ExtraRegister> {
    let ((pv, ps), (ar, al)) = (m.pv_ps(), m.ar_al());
    let lanes = ps.len();
    let mut out = vec![
        ExtraRegister {
            name: "PV",
            summary: "previous vector: the x, y, z, w results of the last group",
            lanes,
            components: PV_XYZW,
            values: pv.iter().flatten().copied().collect(),
        },
        ExtraRegister {
            name: "PS",
            summary: "previous scalar: the t result of the last group",
            lanes,
            components: &[],
            values: ps.to_vec(),
        },
        ExtraRegister {
            name: "AR",
            summary: "address register (MOVA*), per lane",
            lanes,
            components: PV_XYZW,
            values: ar.iter().flatten().map(|v| *v as u32).collect(),
        },
        ExtraRegister {
            name: "aL",
            summary: "loop index (LOOP_START_DX10 sets it to 0)",
            lanes: 1,
            components: &[],
            values: vec![al as u32],
        },
    ];
    if let Some(p) = m.predicate() {
        out.push(ExtraRegister {
            name: "predicate",
            summary: "the ALU clause's per-lane predicate (PRED_SET*)",
            lanes,
            components: &[],
            values: p.iter().map(|&b| u32::from(b)).collect(),
        });
    }
    out
}

/// The kcache windows of the ALU clause in progress, with their constants.
pub fn constant_windows(m: &R700Machine) -> Vec<ConstantWindow> {
    let Some(windows) = m.kcache() else {
        return Vec::new();
    };
    windows
        .iter()
        .enumerate()
        .map(|(k, &(bank, first, n))| {
            let name = format!("KC{k}");
            if n == 0 {
                return ConstantWindow {
                    name,
                    range: String::from("not locked by this clause"),
                    rows: Vec::new(),
                };
            }
            let buffer = m.config().const_buffers.get(bank);
            let rows = (0..n)
                .map(|i| {
                    let v = buffer.and_then(|b| b.get(first + i)).copied();
                    // Constants past the buffer's data read NaN (0x7FFFFFFF), as the executor does.
                    (
                        format!("KC{k}[{i}] = CB{bank}[{}]", first + i),
                        v.unwrap_or([0x7FFF_FFFF; 4]).to_vec(),
                    )
                })
                .collect();
            ConstantWindow {
                name,
                range: format!("buffer {bank}, constants {first}–{}", first + n - 1),
                rows,
            }
        })
        .collect()
}

/// The last pixel export to MRT 0 as an image in the quad layout (RGBA from f32 in [0, 1]),
/// if the program exports pixels.
pub fn framebuffer(v: &ProgramViews, m: &R700Machine) -> Option<Framebuffer> {
    if !v.pixel {
        return None;
    }
    let lanes = m.lane_states().len();
    let (width, height, at) = quad_layout(lanes);
    let export = m.exports().iter().rev().find(|e| e.kind == 0 && e.base == 0);
    let mut fb = Framebuffer {
        title: String::from(match export {
            Some(_) => "pixel export 0 (MRT 0), lanes in 2×2 quads",
            None => "pixel export 0: nothing exported yet",
        }),
        width,
        height,
        pixels: vec![None; width * height],
        lanes: vec![None; width * height],
    };
    for (lane, &(x, y)) in at.iter().enumerate() {
        fb.lanes[y * width + x] = u8::try_from(lane).ok();
        let v = export.and_then(|e| e.lanes.get(lane).copied().flatten());
        fb.pixels[y * width + x] = v.map(|v| v.map(|c| unit_to_byte(f32::from_bits(c))));
    }
    Some(fb)
}
