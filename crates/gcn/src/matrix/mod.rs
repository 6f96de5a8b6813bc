//! CDNA4 (gfx950) matrix-core instructions: shapes and register layouts.
//!
//! Source: seed 001 chapter 7 (L2415–L4076). The instruction list is Table 28 (L2533) and
//! Table 33 (L3582); the layouts are §7.1.4 (L2802–L2978), §7.1.5 (F8F6F4, L2992–L3175),
//! broadcast controls §7.1.6 (L3179–L3296), block scaling §7.2 (L3300–L3373) and sparse
//! matrices §7.5 (L3569–L3892).
//!
//! One layout engine serves every matrix instruction: [`layout::locate`] maps an element of
//! A, B, C, D or the SMFMAC sparse index to the register slot that holds it,
//! [`layout::element`] is its inverse and [`layout::elements`] lists them all; [`view`] turns
//! them into the CLI's tables and the app's matrix view.

pub mod exec;
pub mod layout;
pub mod view;

pub use layout::{
    alternative_reading, check_mods, element, elements, locate, operand_type, passes, read_slot, regs, scale_slot,
    shapes, Matrix, Mods, Shape, Slot, Ty,
};
pub use view::{checked_mods, describe, draw, layout_table, table, DISAGREE};
