//! The wave64 executor: state ([`Wave`]), and one semantics function per instruction
//! ([`salu`], [`valu`]) named by the instruction table.
//!
//! Floating point: the wave starts in MODE round-to-nearest-even with f32 denormals kept
//! (MODE.FP_DENORM = 3), where the host's IEEE arithmetic is bit-exact with the seeds'
//! pseudocode. A NaN result is the first NaN input, quieted (the seeds do not define payloads).

pub mod salu;
pub mod valu;
pub mod wave;

use alloc::string::String;

pub use wave::Wave;

use crate::isa::inst::Inst;

/// What an instruction does to control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Go on with the next instruction.
    Next,
    /// Continue at this byte address.
    Jump(u32),
    /// The wave has ended.
    End,
}

/// A fault raised by an instruction (the machine adds the wave and PC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecError {
    /// The lane at fault, if any.
    pub lane: Option<u8>,
    /// The address at fault, if any.
    pub address: Option<u64>,
    /// What went wrong.
    pub message: String,
}

impl ExecError {
    /// A fault with just a message.
    pub fn new(message: impl Into<String>) -> ExecError {
        ExecError {
            lane: None,
            address: None,
            message: message.into(),
        }
    }
}

/// An instruction's semantics.
pub type SemFn = fn(&mut Wave, &Inst) -> Result<Flow, ExecError>;

/// Semantics of an instruction the executor does not model yet: stops the wave with an error
/// that names it (the table marks these rows [`crate::isa::table::Fidelity::Unsupported`]).
pub fn unsupported(_: &mut Wave, inst: &Inst) -> Result<Flow, ExecError> {
    Err(ExecError::new(alloc::format!(
        "{} is not executed yet (decoded and encoded only)",
        inst.row().name
    )))
}
