//! GCN5 (gfx900, "Vega") and CDNA4 (gfx950) for lanescope.
//!
//! One instruction table ([`isa::table`]) drives everything: the decoder ([`decode`]), the
//! encoder ([`encode`]), the printer and parser ([`syntax`]) and the executor ([`exec`]).
//! Adding an instruction is one row in the table plus one semantics function.
#![no_std]
extern crate alloc;

pub mod decode;
pub mod disasm;
pub mod elf;
pub mod encode;
pub mod exec;
pub mod hazard;
pub mod hostile;
pub mod isa;
pub mod kernel;
pub mod launch;
pub mod machine;
pub mod matrix;
pub mod program;
pub mod session;
pub mod syntax;

pub use isa::arch::Arch;
pub use isa::inst::Inst;
pub use isa::table::{Op, Row};
pub use launch::{KernArg, LaunchConfig, LaunchError};
pub use machine::GcnMachine;
pub use program::Program;
