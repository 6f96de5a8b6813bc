//! The app's panels and bars, one component (and its helpers) per file.

pub mod breakpoints;
pub mod bundle;
pub mod collapse;
pub mod compare;
pub mod data;
pub mod docs;
pub mod editor;
pub mod errors;
pub mod framebuffer;
pub mod help;
pub mod learn;
pub mod listing;
pub mod matrix;
pub mod matrix_export;
pub mod matrix_hover;
pub mod memory;
pub mod notices;
pub mod scalar;
pub mod stack;
pub mod toolbar;
pub mod vector;
pub mod vliw;
pub mod waves;
