//! Field accessors over raw instruction words (bit positions from the map §2).

use crate::table::{Format, Row};

/// Bits `[hi:lo]` of `w`.
pub const fn bits(w: u32, hi: u32, lo: u32) -> u32 {
    (w >> lo) & (u32::MAX >> (31 - (hi - lo)))
}

/// CF_WORD1 COUNT with its COUNT_3 high bit (instructions − 1).
pub fn cf_count(w1: u32) -> u32 {
    bits(w1, 12, 10) | bits(w1, 19, 19) << 3
}

/// An ALU source operand's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Src {
    /// SRC_SEL (0–511).
    pub sel: u32,
    /// SRC_REL.
    pub rel: bool,
    /// SRC_CHAN.
    pub chan: u32,
    /// SRC_NEG.
    pub neg: bool,
    /// SRC_ABS (OP2 sources 0 and 1 only).
    pub abs: bool,
}

/// Source `i` (0–2) of an ALU instruction.
pub fn alu_src(format: Format, w: [u32; 2], i: usize) -> Src {
    let (word, lo) = match i {
        0 => (w[0], 0),
        1 => (w[0], 13),
        _ => (w[1], 0),
    };
    let abs = format == Format::Op2 && i < 2 && bits(w[1], i as u32, i as u32) == 1;
    Src {
        sel: bits(word, lo + 8, lo),
        rel: bits(word, lo + 9, lo + 9) == 1,
        chan: bits(word, lo + 11, lo + 10),
        neg: bits(word, lo + 12, lo + 12) == 1,
        abs,
    }
}

/// The number of literal slots (0–2) an ALU instruction's sources need.
pub fn literal_slots(row: &Row, w: [u32; 2]) -> u32 {
    (0..row.srcs as usize)
        .map(|i| alu_src(row.format, w, i))
        .filter(|s| s.sel == 253)
        .map(|s| s.chan / 2 + 1)
        .max()
        .unwrap_or(0)
}
