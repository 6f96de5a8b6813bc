//! The snippet document: the TOML a share URL carries and `lanescope run` reads.
//!
//! A *bare* snippet is a target and some assembly; it runs as one wave from its first
//! instruction, with EXEC all ones, v0 = lane id and every other register 0, changed by
//! `[init]`:
//!
//! ```toml
//! arch = "gfx950"                 # gfx900 | gfx950 (or an alias: vega, cdna4, mi355x)
//! source = '''
//! v_add_f32 v1, v0, v0
//! s_endpgm
//! '''
//! [init]                          # optional initial state of the one wave
//! exec = "0x00000000ffffffff"     # integers, or strings "0x…" for any 64-bit value
//! vcc = 0
//! m0 = 0x10000
//! scc = true
//! [init.sgpr]
//! s4 = 7                          # an integer or float (f32 bits; a pair: f64 bits)
//! "s[0:1]" = { buffer = "x" }     # the address of a buffer
//! [init.vgpr]
//! v1 = "lane"                     # lane id
//! v2 = 1.5                        # the same value in every lane
//! v3 = [1, 2, 3]                  # lane 0, 1, 2, …; lanes past the list get 0
//! v4 = { iota = 100, step = 4 }   # 100 + 4 * lane (step defaults to 1)
//! v5 = { random = 7, min = -8, max = 8 }  # seeded random per lane (see below)
//! "v[6:7]" = 2.0                  # a pair: 64-bit values (f64 for floats)
//! a3 = { iota = 1 }               # gfx950 AGPRs (accumulation registers): `a<N>`, `"a[N:N+1]"`
//! ```
//!
//! `[init] version = 2` adds names taken from the machine's descriptions, for any ISA (see
//! [`RegisterInit`] and [`crate::init`]):
//!
//! ```toml
//! [init]
//! version = 2
//! masks = { exec = "0xff" }       # by mask name
//! flags = { scc = 1, m0 = 16 }    # by flag name
//! [[init.registers]]
//! file = "v"                      # register file prefix
//! reg = 3
//! count = 1                       # 1 or 2 (a 64-bit value)
//! value = "lane"                  # as in [init.vgpr], or { buffer = "x" }
//! ```
//!
//! A *kernel launch* names a kernel with an `.amdhsa_kernel` descriptor in the source and runs
//! the whole grid from the descriptor's initial state (see `lanescope_gcn::launch`):
//!
//! ```toml
//! arch = "gfx900"
//! source_file = "saxpy.s"         # instead of `source`: a path relative to the snippet
//!                                 # file (the CLI reads it; a share URL carries `source`)
//! [launch]
//! kernel = "saxpy"
//! grid = [1000, 1, 1]             # work-items per dimension (1 to 3 numbers)
//! block = [256, 1, 1]             # work-items per workgroup (at most 1024)
//! dynamic_lds = 0                 # LDS bytes on top of .amdhsa_group_segment_fixed_size
//!
//! [[buffers]]                     # global memory, allocated in this order
//! name = "y"
//! type = "f32"                    # u8 i8 u16 i16 u32 i32 u64 i64 f16 bf16 f32 f64
//! data = [1.0, 2.0, 3.0]
//! [[buffers]]
//! name = "x"
//! type = "f32"
//! data = { random = 42, count = 1000, min = -1.0, max = 1.0 }
//!                                 # or { fill = 0, count = 1000 }
//!                                 # or { iota = 0, step = 1, count = 1000 }
//! [[args]]                        # kernel arguments, in order
//! buffer = "y"                    # a pointer to a buffer
//! [[args]]
//! type = "f32"                    # a value of a type
//! value = 2.5
//! ```
//!
//! Numbers: integers, floats, or strings `"0x…"` (hex), `"nan"`, `"inf"`, `"-inf"`. A value is
//! converted to the element type: floats round to nearest even (f16/bf16 included); an integer
//! must fit the type (`0..=255` for u8, `-128..=127` for i8, a hex string any bit pattern of
//! the width) and a float for an integer type is an error. Register values follow the same
//! rule for 32 bits (a pair: 64), accepting signed and unsigned forms.
//!
//! Budgets ([`Limits`]): the buffers' total size is checked against the memory budget while
//! the document is read, before any buffer is materialised. Every error found in a document
//! names the line and column of the offending value ([`SnippetError::At`]).
//!
//! Seeded random values (a buffer's `random` generator, a VGPR's `random` rule): the
//! SplitMix64 sequence from the seed, one draw per element (or lane); integers are uniform in
//! `min..=max` (default 0..=100), floats uniform in `[min, max)` (default 0.0..1.0) and then
//! rounded to the type. A float buffer whose `min` and `max` are both written as integers
//! (`{ random = 1, count = 64, min = -8, max = 8 }`) gets integers in `min..=max`, converted to
//! the type: small exact values, so a float kernel's reference can be exact. (A VGPR's
//! `random` rule draws floats when `min` or `max` is a float.)
//!
//! Unknown keys are errors, everywhere.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::target::Target;

mod buffers;
mod check;
mod registers;
#[cfg(test)]
mod tests;
mod values;

pub use buffers::{Arg, Buffer, BufferArg, Data, Fill, Iota, Random, ValueArg};
pub(crate) use check::{line_col, span_of, toml_error, Seg};
pub use registers::{Init, LaneInit, LaneIota, LaneRandom, RegisterInit, RegisterValue, ScalarInit};
pub use values::{f16_to_f32, f32_to_bf16, f64_to_f16, ElemType, Num, SplitMix64};

/// A runnable snippet: target, assembly source, and what to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snippet {
    /// Target name (`gfx900`, `gfx950`, or an alias).
    pub arch: String,
    /// Assembly source.
    #[serde(default)]
    pub source: String,
    /// A file holding the source, relative to the snippet file (CLI only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_file: Option<String>,
    /// The kernel launch; `None` for a bare snippet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launch: Option<Launch>,
    /// Global-memory buffers, allocated in this order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub buffers: Vec<Buffer>,
    /// Kernel arguments, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<Arg>,
    /// A bare snippet's initial register values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init: Option<Init>,
    /// An R700 snippet's `[r700]` table (checked by [`crate::snippet_r700::R700Snippet`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r700: Option<toml::Table>,
}

/// `[launch]`: which kernel, over which grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    /// The kernel symbol (it has an `.amdhsa_kernel` descriptor).
    pub kernel: String,
    /// Work-items per dimension (1 to 3 numbers; missing dimensions are 1).
    pub grid: Vec<u32>,
    /// Work-items per workgroup per dimension.
    pub block: Vec<u32>,
    /// LDS bytes on top of the static size.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dynamic_lds: u32,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// Why a snippet document could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SnippetError {
    /// Not valid TOML, or not the snippet schema (the message says where).
    Toml(String),
    /// `arch` names no known target.
    UnknownArch(String),
    /// The document is well-formed but inconsistent (the message says how).
    Invalid(String),
    /// An error at a 1-based line and column of the document.
    At {
        /// Line.
        line: usize,
        /// Column (in characters).
        col: usize,
        /// What is wrong.
        message: String,
    },
}

/// Budgets a snippet must fit, checked while it is read (before anything is allocated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of global-memory buffers a snippet may ask for, in total.
    pub max_memory: u64,
    /// How the user raises the budget (ends the error message).
    pub raise: &'static str,
}

impl Limits {
    /// The CLI's budget: 1 GiB (`lanescope run --max-memory`).
    pub const CLI: Limits = Limits {
        max_memory: 1 << 30,
        raise: "raise it with --max-memory",
    };
    /// The web app's budget (share links included): 64 MiB.
    pub const APP: Limits = Limits {
        max_memory: 64 << 20,
        raise: "the web app's limit; `lanescope run --max-memory` runs larger snippets",
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::CLI
    }
}

/// A byte count for messages: `32 GiB`, `1.5 MiB`, `300 bytes`.
pub fn human_bytes(n: u64) -> String {
    let units = [(1u64 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    match units.iter().find(|&&(u, _)| n >= u) {
        Some(&(u, name)) if n.is_multiple_of(u) => format!("{} {name}", n / u),
        Some(&(u, name)) => format!("{:.1} {name}", n as f64 / u as f64),
        None => format!("{n} bytes"),
    }
}

impl fmt::Display for SnippetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SnippetError::Toml(m) => write!(f, "invalid snippet: {m}"),
            SnippetError::UnknownArch(a) => {
                write!(f, "unknown arch '{a}' (expected gfx900 or gfx950)")
            }
            SnippetError::Invalid(m) => write!(f, "invalid snippet: {m}"),
            SnippetError::At { line, col, message } => write!(f, "{line}:{col}: error: {message}"),
        }
    }
}

impl std::error::Error for SnippetError {}

impl Snippet {
    /// A bare snippet for `target` with `source`.
    pub fn new(target: Target, source: impl Into<String>) -> Snippet {
        Snippet {
            arch: target.name().into(),
            source: source.into(),
            source_file: None,
            launch: None,
            buffers: Vec::new(),
            args: Vec::new(),
            init: None,
            r700: None,
        }
    }

    /// Parses a snippet document and checks it is consistent, within the CLI's [`Limits`].
    pub fn from_toml(text: &str) -> Result<Snippet, SnippetError> {
        Snippet::from_toml_with(text, &Limits::default())
    }

    /// Parses a snippet document and checks it is consistent and within `limits`; errors
    /// name the line and column of the offending value.
    pub fn from_toml_with(text: &str, limits: &Limits) -> Result<Snippet, SnippetError> {
        let s: Snippet = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        s.target()?;
        s.check(limits).map_err(|b| b.into_error(text))?;
        Ok(s)
    }

    /// The line of the document (1-based) on which the inline `source` text's first line is,
    /// so that front ends report the document's lines (a multi-line string's leading newline
    /// is not part of the text). `None` without an inline source written as a multi-line
    /// string (`'''…'''` or `"""…"""`; in a one-line string with `\n` escapes the source's
    /// lines are not the document's).
    pub fn source_first_line(text: &str) -> Option<usize> {
        let (sp, true) = span_of(text, &[Seg::Key("source")])? else {
            return None;
        };
        let raw = text.get(sp.clone())?;
        let delim = ["\"\"\"", "'''"].into_iter().find(|d| raw.starts_with(d));
        let (line, _) = line_col(text, sp.start);
        let rest = &raw[delim?.len()..];
        let skip_newline = rest.starts_with('\n') || rest.starts_with("\r\n");
        Some(line + skip_newline as usize)
    }

    /// The snippet as a TOML document (everything kept: the share URL carries it).
    pub fn to_toml(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }

    /// The snippet's target.
    pub fn target(&self) -> Result<Target, SnippetError> {
        Target::from_name(&self.arch).ok_or_else(|| SnippetError::UnknownArch(self.arch.clone()))
    }

    /// The buffer called `name`.
    pub fn buffer(&self, name: &str) -> Option<&Buffer> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// A buffer's bytes as a JSON array of its type's values.
    pub fn buffer_json(ty: ElemType, bytes: &[u8]) -> String {
        let mut out = String::new();
        ty.write_json_list(bytes, &mut out);
        out
    }
}
