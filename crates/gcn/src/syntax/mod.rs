//! LLVM AMDGPU assembly syntax: lexing, parsing, printing and editor highlighting.

pub(crate) mod directive;
pub mod expr;
pub mod imm;
pub mod lex;
pub mod macros;
pub mod parse;
pub mod print;

pub use lex::{highlight, TokenKind};
pub use parse::{assemble, assemble_partial, base_mnemonic};
pub use print::{print, print_asm, ImmSource};
