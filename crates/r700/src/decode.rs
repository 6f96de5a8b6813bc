//! Bytes → [`Program`] (the CF program, then its clauses) and back ([`Program::encode`]).
//!
//! Every instruction keeps its raw words, so decode → encode is byte-identical by
//! construction; the fields are read through the accessors in [`crate::fields`].

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::table::{lookup, Fidelity, Format, Row};

/// The kind of a clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClauseKind {
    /// ALU instruction groups.
    Alu,
    /// Texture fetches.
    Tex,
    /// Vertex fetches.
    Vtx,
}

/// One line of a program, in address order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A CF instruction (any CF format).
    Cf {
        /// Its table row.
        row: &'static Row,
        /// CF word 0 and word 1.
        words: [u32; 2],
    },
    /// A zero 64-bit slot (llc's `PAD`).
    Pad,
    /// The start of a clause (no bytes).
    Clause {
        /// Kind of the clause.
        kind: ClauseKind,
        /// Address in 64-bit units.
        addr: u32,
    },
    /// An ALU instruction slot.
    Alu {
        /// Its table row.
        row: &'static Row,
        /// ALU_WORD0 and ALU_WORD1.
        words: [u32; 2],
    },
    /// A literal slot: two literal dwords.
    Literal([u32; 2]),
    /// A TEX or VTX instruction (128 bits).
    Fetch {
        /// Its table row.
        row: &'static Row,
        /// The four words (the last is zero).
        words: [u32; 4],
    },
}

/// A decoded program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    /// Lines in address order.
    pub items: Vec<Item>,
    /// Warnings: byte offset and message (e.g. LLVM's Evergreen-form encodings).
    pub warnings: Vec<(usize, String)>,
}

/// Why bytes could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// Byte offset of the offending slot.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// A clause referenced by a CF instruction.
#[derive(Clone, Copy)]
struct ClauseRef {
    kind: ClauseKind,
    addr: u32,
    /// Slots (ALU) or instructions (fetch).
    count: u32,
}

struct Reader<'a> {
    bytes: &'a [u8],
    prog: Program,
}

/// Byte offset of 64-bit slot `slot` (saturating: 32-bit targets).
fn off(slot: u32) -> usize {
    (slot as usize).saturating_mul(8)
}

fn err<T>(offset: usize, message: String) -> Result<T, DecodeError> {
    Err(DecodeError { offset, message })
}

impl Reader<'_> {
    fn word(&self, offset: usize) -> Result<u32, DecodeError> {
        match self.bytes.get(offset..offset.saturating_add(4)) {
            Some(b) => Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            None => err(offset, "unexpected end of code".into()),
        }
    }

    fn pair(&self, slot: u32) -> Result<[u32; 2], DecodeError> {
        let at = off(slot);
        Ok([self.word(at)?, self.word(at.saturating_add(4))?])
    }

    fn warn_evergreen(&mut self, row: &Row, slot: u32) {
        if row.fidelity == Fidelity::LlvmEvergreen {
            self.prog.warnings.push((
                off(slot),
                if row.format == Format::Vtx {
                    format!(
                        "{}: llc's Evergreen vertex fetch, read with R700's VTX layout",
                        row.name
                    )
                } else {
                    format!("{} is LLVM's Evergreen-form encoding, not R700's", row.name)
                },
            ));
        }
    }
}

/// The CF opcode of `CALL`.
const CALL: u16 = 18;

/// CF format and opcode of a CF word pair.
pub fn cf_format(w1: u32) -> (Format, u16) {
    if w1 >> 29 & 1 == 1 {
        (Format::CfAlu, (w1 >> 26 & 0xF) as u16)
    } else {
        let op = (w1 >> 23 & 0x7F) as u16;
        let f = if matches!(op, 32..=40 | 58) {
            Format::CfExport
        } else {
            Format::Cf
        };
        (f, op)
    }
}

/// ALU format and opcode of an ALU word 1.
pub fn alu_format(w1: u32) -> (Format, u16) {
    if w1 >> 15 & 7 != 0 {
        (Format::Op3, (w1 >> 13 & 0x1F) as u16)
    } else {
        (Format::Op2, (w1 >> 7 & 0x7FF) as u16)
    }
}

/// Decodes a program: CF instructions from address 0 up to the one with END_OF_PROGRAM,
/// then every clause they start, in address order.
pub fn decode(bytes: &[u8]) -> Result<Program, DecodeError> {
    let mut rd = Reader {
        bytes,
        prog: Program::default(),
    };
    let mut refs: Vec<ClauseRef> = Vec::new();
    let mut slot = 0u32;
    let mut eop = false;
    // The CF program ends at a CF_WORD instruction with END_OF_PROGRAM, at the first clause,
    // or (after an EOP) at the end of the bytes. llc sets EOP on the last EXPORT of rv770
    // code and still emits CF_END after it, so an export's EOP does not end the walk.
    let mut first_clause = u32::MAX;
    // Subroutines lie after the main program's CF_END: the walk goes on to the last CALL target.
    let mut last_call = 0u32;
    while slot < first_clause && !(eop && off(slot) >= bytes.len()) {
        let words = rd.pair(slot)?;
        slot += 1;
        if words == [0, 0] {
            rd.prog.items.push(Item::Pad);
            continue;
        }
        let (f, op) = cf_format(words[1]);
        let Some(row) = lookup(f, op) else {
            return err(off(slot - 1), format!("unknown CF opcode {op}"));
        };
        if let Some(r) = clause_ref(row, words) {
            first_clause = first_clause.min(r.addr);
            refs.push(r);
        }
        rd.prog.items.push(Item::Cf { row, words });
        if f == Format::Cf && op == CALL {
            last_call = last_call.max(words[0]);
        }
        eop |= f != Format::CfAlu && words[1] >> 21 & 1 == 1;
        if f == Format::Cf && words[1] >> 21 & 1 == 1 && slot > last_call {
            break;
        }
    }
    refs.sort_by_key(|r| r.addr);
    refs.dedup_by(|a, b| a.addr == b.addr && a.kind == b.kind);
    for r in refs {
        slot = rd.pad_to(slot, r.addr)?;
        rd.prog.items.push(Item::Clause {
            kind: r.kind,
            addr: r.addr,
        });
        slot = match r.kind {
            ClauseKind::Alu => rd.alu_clause(slot, r.count)?,
            _ => rd.fetch_clause(slot, r)?,
        };
    }
    rd.pad_to(slot, (bytes.len() / 8) as u32)?;
    if !bytes.len().is_multiple_of(8) {
        return err(bytes.len() / 8 * 8, "trailing bytes after the last clause".into());
    }
    Ok(rd.prog)
}

/// The clause a CF instruction starts, if any.
fn clause_ref(row: &Row, w: [u32; 2]) -> Option<ClauseRef> {
    match (row.format, row.opcode) {
        (Format::CfAlu, _) => Some(ClauseRef {
            kind: ClauseKind::Alu,
            addr: w[0] & 0x3F_FFFF,
            count: (w[1] >> 18 & 0x7F) + 1,
        }),
        (Format::Cf, 1..=3) => Some(ClauseRef {
            kind: if row.opcode == 1 {
                ClauseKind::Tex
            } else {
                ClauseKind::Vtx
            },
            addr: w[0],
            count: crate::fields::cf_count(w[1]) + 1,
        }),
        _ => None,
    }
}

impl Reader<'_> {
    /// Zero slots up to `addr` become `PAD`; anything else there is an error.
    fn pad_to(&mut self, mut slot: u32, addr: u32) -> Result<u32, DecodeError> {
        if addr < slot {
            return err(off(addr), format!("clause at @{addr} overlaps earlier code"));
        }
        while slot < addr {
            if self.pair(slot)? != [0, 0] {
                return err(off(slot), "code not reached by any CF instruction".into());
            }
            self.prog.items.push(Item::Pad);
            slot += 1;
        }
        Ok(slot)
    }

    fn alu_clause(&mut self, mut slot: u32, count: u32) -> Result<u32, DecodeError> {
        let end = slot + count;
        let mut literals = 0;
        while slot < end {
            let words = self.pair(slot)?;
            let (f, op) = alu_format(words[1]);
            let Some(row) = lookup(f, op) else {
                return err(off(slot), format!("unknown ALU opcode {op}"));
            };
            self.warn_evergreen(row, slot);
            self.prog.items.push(Item::Alu { row, words });
            slot += 1;
            literals = literals.max(crate::fields::literal_slots(row, words));
            if words[0] >> 31 == 1 {
                for _ in 0..literals {
                    if slot >= end {
                        return err(off(slot), "literal slots run past the clause".into());
                    }
                    self.prog.items.push(Item::Literal(self.pair(slot)?));
                    slot += 1;
                }
                literals = 0;
            } else if slot == end {
                return err(off(slot - 1), "ALU clause ends inside a group".into());
            }
        }
        Ok(slot)
    }

    fn fetch_clause(&mut self, mut slot: u32, r: ClauseRef) -> Result<u32, DecodeError> {
        let format = if r.kind == ClauseKind::Tex {
            Format::Tex
        } else {
            Format::Vtx
        };
        for _ in 0..r.count {
            let [a, b] = self.pair(slot)?;
            let [c, d] = self.pair(slot + 1)?;
            let op = (a & 0x1F) as u16;
            let Some(row) = lookup(format, op) else {
                return err(off(slot), format!("unknown fetch opcode {op}"));
            };
            self.warn_evergreen(row, slot);
            self.prog.items.push(Item::Fetch {
                row,
                words: [a, b, c, d],
            });
            slot += 2;
        }
        Ok(slot)
    }
}

impl Program {
    /// The program's bytes (little-endian words, in item order).
    pub fn encode(&self) -> Vec<u8> {
        self.items.iter().flat_map(Item::encode).collect()
    }
}

impl Item {
    /// This item's bytes (none for a clause start).
    pub fn encode(&self) -> Vec<u8> {
        let words: &[u32] = match self {
            Item::Cf { words, .. } | Item::Alu { words, .. } | Item::Literal(words) => words,
            Item::Pad => &[0, 0],
            Item::Clause { .. } => &[],
            Item::Fetch { words, .. } => words,
        };
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}
