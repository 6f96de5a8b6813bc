//! Architecture-agnostic core of lanescope.
//!
//! ISA crates (GCN/CDNA today, R700 later) implement [`machine::Machine`]; front ends (the
//! web app, the CLI) only talk to that trait and the plain data types defined here.
#![no_std]
extern crate alloc;

pub mod cmp;
pub mod describe;
pub mod diag;
pub mod fnv;
pub mod lanes;
pub mod machine;
pub mod matrix;
pub mod rng;
pub mod state;
pub mod value;
pub mod views;

pub use cmp::Cmp;
pub use describe::{
    parse_register_name, vector_number, vector_register, FlagInfo, FlagKind, MaskInfo, MatrixMods, ModifierInfo,
    RegisterFileInfo, TokenClass,
};
pub use diag::{Diagnostic, Expansion, Note, Severity, SourceLines, SourceWindow, Span, INSTANTIATION, SOURCE_WINDOW};
pub use lanes::LaneMask;
pub use machine::{
    Changes, Fault, LaneMovesInfo, LdsAccessInfo, ListingLine, Machine, RegisterChange, StepOutcome, WaveInfo,
    WaveMessage, WaveStatus,
};
pub use matrix::{MatrixElement, MatrixOp, MatrixOperand, MatrixPart, MatrixView};
pub use value::{format_f32, format_f64, ValueFormat};
pub use views::{
    quad_layout, unit_to_byte, BundleInfo, BundleSlot, ConstantWindow, ExtraRegister, Framebuffer, LaneCategory,
    LaneStates, PortCell, PortGrid, StackEntryInfo, StepGranularity,
};
