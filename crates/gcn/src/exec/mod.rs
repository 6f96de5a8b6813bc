//! The wave64 executor: state ([`Wave`]), and the semantics functions ([`salu`], [`valu`], …)
//! named by the instruction table: one per instruction, or one const-generic function per
//! family whose rows name its instantiation (`vopc::cmp_f16::<NGT, true>`).
//!
//! Floating point: the wave starts in MODE round-to-nearest-even with f32 denormals kept
//! (MODE.FP_DENORM = 3), where the host's IEEE arithmetic is bit-exact with the seeds'
//! pseudocode. A NaN result is the first NaN input, quieted (the seeds do not define payloads).

/// Semantics functions that take no environment, one a line: `fn name(w, i) { body }` is
/// `pub fn name(w: &mut Wave, _: &mut Env, i: &Inst) -> R { body }` (the table rows name them).
macro_rules! sem {
    ($($(#[$m:meta])* fn $name:ident($w:ident, $i:ident) $body:block)*) => {
        $( $(#[$m])* pub fn $name($w: &mut Wave, _: &mut Env, $i: &Inst) -> R $body )*
    };
}

/// Numbered codes, one a line from 0 (`codes! { u8; /// Doc. OP_FMA, /// Doc. OP_MUL, }` is
/// `pub const OP_FMA: u8 = 0; pub const OP_MUL: u8 = 1;`): the const parameters the rows give
/// a family (`math16::<OP_RCP>`, where an enum cannot be a const generic parameter).
macro_rules! codes {
    ($ty:ty; $($rest:tt)*) => { codes!(@ $ty; 0; $($rest)*); };
    (@ $ty:ty; $n:expr; $(#[$m:meta])* $name:ident, $($rest:tt)*) => {
        $(#[$m])* pub const $name: $ty = $n;
        codes!(@ $ty; $n + 1; $($rest)*);
    };
    (@ $ty:ty; $n:expr;) => {};
}

/// Approximate-fidelity notes the table rows name, one an entry: `NAME: "what differs",` is
/// `pub const NAME: Fidelity = Fidelity::Approximate("what differs");`.
macro_rules! notes {
    ($($(#[$m:meta])* $name:ident: $text:expr,)*) => {
        $( $(#[$m])* pub const $name: crate::isa::table::Fidelity = crate::isa::table::Fidelity::Approximate($text); )*
    };
}

pub mod agpr;
pub mod atomic;
pub mod ds;
pub mod float;
pub mod formats;
pub mod lane;
pub mod memory;
pub mod plan;
pub mod salu;
pub mod smem;
pub mod valu;
pub mod valu16;
pub mod valu_int;
pub mod vmem;
pub mod vopc;
pub mod wave;

use alloc::string::String;

pub use memory::{AccessLog, Lds, LoggedWrites, Memory, Unmapped, LOG_LINE};
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
    /// `s_barrier`: the wave waits here until every wave of its workgroup arrives (the PC
    /// then moves to the next instruction).
    Barrier,
}

/// What an instruction reaches besides its wave's registers.
#[derive(Debug)]
pub struct Env<'a> {
    /// The device's global memory (buffers, kernarg segment, scratch).
    pub mem: &'a mut Memory,
    /// The workgroup's LDS.
    pub lds: &'a mut Lds,
}

/// The last `ds_*` instruction's accesses, for the LDS view: each active lane's byte address
/// and the bank-conflict outcome the core computed (the machine interface's own type).
pub type LdsAccess = lanescope_isa::LdsAccessInfo;

/// Where each lane's value came from, for the lane-movement view (DPP, SDWA, `ds_swizzle`,
/// permute/bpermute, readlane …): `source[dst_lane] = Some(src_lane)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneMoves {
    /// The instruction's mnemonic.
    pub what: &'static str,
    /// Source lane of each destination lane; `None` where the lane was not written or read 0.
    pub source: [Option<u8>; 64],
}

/// Outstanding-operation counters (`s_waitcnt` waits for them to drop to its limits). Memory
/// effects happen when an instruction issues; the counters say how many operations a real
/// wave would still have in flight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaitCounters {
    /// Vector memory operations (loads, stores, atomics) issued and not waited for.
    pub vm: u8,
    /// LDS, GDS, scalar memory and message operations.
    pub lgkm: u8,
    /// Export / GDS-write operations.
    pub exp: u8,
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
pub type SemFn = fn(&mut Wave, &mut Env, &Inst) -> Result<Flow, ExecError>;

/// Semantics of an instruction the executor does not model yet: stops the wave with an error
/// that names it (the table marks these rows [`crate::isa::table::Fidelity::Unsupported`]).
pub fn unsupported(_: &mut Wave, _: &mut Env, inst: &Inst) -> Result<Flow, ExecError> {
    Err(ExecError::new(alloc::format!(
        "{} is not executed yet (decoded and encoded only)",
        inst.row().name
    )))
}
