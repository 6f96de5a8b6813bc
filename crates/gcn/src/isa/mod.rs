//! The instruction model: architectures, operand codes, formats and the instruction table.

pub mod arch;
pub mod dpp;
pub mod format;
pub mod inst;
pub mod layout_si;
pub mod operand;
pub mod sendmsg;
pub mod table;
pub mod targets;
