//! The lanescope façade: what front ends (web app, CLI) call.
//!
//! It names targets, turns a [`Snippet`] into a running [`Machine`], answers editor
//! questions (highlighting, instruction docs) and encodes snippets into share URLs. It holds
//! no ISA logic of its own: every answer comes from an ISA crate.

pub mod compare;
pub mod condition;
pub mod debug;
pub mod dump;
pub mod init;
pub mod number;
mod r700_docs;
pub mod share;
pub mod snippet;
pub mod snippet_r700;
pub mod state;
pub mod target;
pub mod target_r700;

pub use condition::Condition;
pub use debug::{History, Rewind};
/// How a matrix summary's line naming a layout's other reading begins.
pub use lanescope_gcn::matrix::DISAGREE as MATRIX_DISAGREE;
pub use lanescope_isa::{
    parse_register_name, vector_number, vector_register, Changes, Diagnostic, Fault, FlagInfo, FlagKind, LaneMask,
    LaneMovesInfo, LdsAccessInfo, ListingLine, Machine, MaskInfo, MatrixElement, MatrixMods, MatrixOp, MatrixOperand,
    MatrixPart, MatrixView, ModifierInfo, RegisterChange, RegisterFileInfo, Severity, Span, StepOutcome, ValueFormat,
    WaveInfo, WaveMessage, WaveStatus,
};
pub use lanescope_isa::{
    BundleInfo, BundleSlot, ConstantWindow, ExtraRegister, Framebuffer, LaneCategory, LaneStates, PortCell, PortGrid,
    StackEntryInfo, StepGranularity,
};
pub use share::{decode_share, encode_share, share_parts, ShareError};
pub use snippet::{Limits, Snippet, SnippetError};
pub use target::{AsmLine, BuildError, InstrDoc, Target, TokenClass};
