//! R700 (TeraScale 1, VLIW5; AMD "R700-Family Instruction Set Architecture", seed 003):
//! instruction table, decoder, encoder, llc-syntax printer and a checked assembler for
//! llc's `-show-mc-encoding` text.
//!
//! Status (issue 16 §2, §3 part 1):
//! - [`table::TABLE`] is the single truth: one row per CF, CF_ALU, CF_ALLOC_EXPORT,
//!   ALU OP2/OP3, TEX and VTX instruction, with a semantics column and a fidelity badge.
//!   ALU rows have per-lane semantics ([`exec::ops`]); rows not executed yet keep the
//!   placeholder [`table::unimplemented`], which returns a [`table::Fault`] (never panics).
//! - [`exec::R700Machine`] runs a decoded program on one wavefront (issue 16 §3).
//! - [`decode()`] turns bytes into a [`Program`] (CF program, then clauses with groups,
//!   slots and literal slots); [`Program::encode`] gives the bytes back (byte-identical).
//! - [`print()`] prints llc's text (whitespace aside), except that `EXPORT` lines add what
//!   llc leaves out (`EXPORT T0.XYZW PARAM:0 DONE EOP`, see [`print::export_detail`]), TEX
//!   lines add non-zero fields llc omits ([`print::tex_detail`]), and a line whose text
//!   cannot show all its bits ends in an `XOR:w0:w1…` mask over what the text assembles to.
//! - [`assemble()`] reads llc's `-show-mc-encoding` text. A line with `; encoding:` bytes
//!   is checked against them; every other line is assembled from its text ([`parse`]), so
//!   any disassembly assembles back byte for byte. Contradictions, impossible unit
//!   assignments and read-port conflicts ([`group`]) are located errors. Group formation
//!   from unordered text (the assembler choosing slots and bank swizzles itself) is not
//!   implemented yet.
//! - LLVM's Evergreen-form `MOVA_INT` (OP2 0xCC) and vertex fetch (`VTX_READ_eg`) decode
//!   with a warning.
#![no_std]

extern crate alloc;

pub mod asm;
pub mod decode;
pub mod exec;
pub mod fields;
pub mod group;
pub mod machine;
pub mod parse;
pub mod print;
pub mod table;

pub use asm::assemble;
pub use decode::{decode, ClauseKind, DecodeError, Item, Program};
pub use print::{print, print_with_encodings};
pub use table::{Row, TABLE};
