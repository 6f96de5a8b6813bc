//! Matrix-instruction views: what a front end needs to draw the A, B, C and D matrices of a
//! matrix-core instruction (and where each element lives in the register file), without
//! knowing anything about the ISA's layouts.

use alloc::string::String;
use alloc::vec::Vec;

pub use crate::describe::MatrixMods;

/// An operand of a matrix instruction, drawn as one matrix (per block).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixPart {
    /// The left input, `M×K`.
    A,
    /// The right input, `K×N`.
    B,
    /// The accumulator input, `M×N`.
    C,
    /// The result, `M×N`.
    D,
    /// A sparse instruction's index of each stored A element.
    K,
}

impl MatrixPart {
    /// Every part, in drawing order.
    pub const ALL: [MatrixPart; 5] = [
        MatrixPart::A,
        MatrixPart::B,
        MatrixPart::C,
        MatrixPart::D,
        MatrixPart::K,
    ];

    /// One-letter name (`A` … `K`).
    pub const fn name(self) -> &'static str {
        match self {
            MatrixPart::A => "A",
            MatrixPart::B => "B",
            MatrixPart::C => "C",
            MatrixPart::D => "D",
            MatrixPart::K => "K",
        }
    }

    /// The part named `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<MatrixPart> {
        MatrixPart::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(name))
    }
}

/// A matrix instruction of the loaded program (for a picker, or a click in the editor).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixOp {
    /// Byte address of the instruction.
    pub pc: u64,
    /// 1-based source line.
    pub line: u32,
    /// Mnemonic.
    pub name: String,
    /// Its modifiers as written.
    pub mods: MatrixMods,
}

/// One element of a matrix and the register slot the hardware reads it from (or writes it to).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixElement {
    /// Block (0 for single-block instructions).
    pub block: u32,
    /// Row, as the ISA document writes the matrix.
    pub row: u32,
    /// Column.
    pub col: u32,
    /// Vector register in the vector numbering ([`crate::describe::vector_register`]) when
    /// [`MatrixOperand::live`], else
    /// the offset from the operand's first register.
    pub reg: u32,
    /// Lane.
    pub lane: u8,
    /// Lowest bit of the element, counted from bit 0 of `reg` (may exceed 31 for elements
    /// that continue into the next register).
    pub lo: u8,
    /// Highest bit (inclusive).
    pub hi: u8,
    /// The element's current value as text (empty when the view has no live values).
    pub value: String,
}

/// One operand drawn as `blocks` matrices of `rows × cols`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixOperand {
    /// Which operand.
    pub part: MatrixPart,
    /// Element type (`f16`, `fp8 (e4m3)`, `2-bit index`…).
    pub ty: String,
    /// Rows per block.
    pub rows: u32,
    /// Columns per block.
    pub cols: u32,
    /// Blocks.
    pub blocks: u32,
    /// Where the operand lives (`v[0:3]`, `a[0:15]`, `inline constant 1.0`, `4 registers`).
    pub location: String,
    /// Whether the elements' registers are machine registers and their values live.
    pub live: bool,
    /// The elements, block by block, row by row (`[block][row][col]`).
    pub elements: Vec<MatrixElement>,
    /// What the drawing does not show, or shows specially.
    pub notes: Vec<String>,
}

impl MatrixOperand {
    /// The element at (`block`, `row`, `col`).
    pub fn at(&self, block: u32, row: u32, col: u32) -> Option<&MatrixElement> {
        if block >= self.blocks || row >= self.rows || col >= self.cols {
            return None;
        }
        self.elements
            .get(((block * self.rows + row) * self.cols + col) as usize)
    }

    /// The elements stored in (or read from) register `reg`, lane `lane`.
    pub fn in_slot(&self, reg: u32, lane: u8) -> impl Iterator<Item = &MatrixElement> + '_ {
        self.elements
            .iter()
            .filter(move |e| e.lane == lane && (e.reg..=e.reg + (e.hi as u32) / 32).contains(&reg))
    }
}

/// A matrix instruction drawn: its summary and every operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixView {
    /// Mnemonic.
    pub name: String,
    /// The modifiers the view applies.
    pub mods: MatrixMods,
    /// Source line of the instruction the registers and values come from, if any.
    pub line: Option<u32>,
    /// Shape, passes, types, register counts and modifier meanings, one fact per line.
    pub summary: String,
    /// A, B, C, D (and K for sparse instructions).
    pub operands: Vec<MatrixOperand>,
    /// Remarks about the whole view (scales, negation…).
    pub notes: Vec<String>,
}

impl MatrixView {
    /// The operand `part`, if the instruction has it.
    pub fn operand(&self, part: MatrixPart) -> Option<&MatrixOperand> {
        self.operands.iter().find(|o| o.part == part)
    }
}
