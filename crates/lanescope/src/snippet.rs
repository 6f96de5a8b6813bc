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
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use lanescope_gcn::exec::formats::{self, Overflow, Round};

use crate::number::{parse_int, Syntax, Width};
use crate::target::Target;

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

/// A number as written: integer, float, or text (`0x…`, `nan`, `inf`, `-inf`, `lane`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Num {
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// Text.
    Text(String),
}

/// Element types of buffers and argument values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[allow(missing_docs)]
pub enum ElemType {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F16,
    Bf16,
    F32,
    F64,
}

impl ElemType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            ElemType::U8 | ElemType::I8 => 1,
            ElemType::U16 | ElemType::I16 | ElemType::F16 | ElemType::Bf16 => 2,
            ElemType::U32 | ElemType::I32 | ElemType::F32 => 4,
            ElemType::U64 | ElemType::I64 | ElemType::F64 => 8,
        }
    }

    /// Whether the type is a float type.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F16 | ElemType::Bf16 | ElemType::F32 | ElemType::F64)
    }

    /// Whether the type is a signed integer type.
    fn is_signed(self) -> bool {
        matches!(self, ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64)
    }

    /// The type's name as written in a snippet.
    pub fn name(self) -> String {
        format!("{self:?}").to_lowercase()
    }

    /// The little-endian bytes of `n` as this type (an integer out of the type's range is an
    /// error).
    pub fn encode(self, n: &Num) -> Result<Vec<u8>, String> {
        let mut out = Vec::with_capacity(self.size());
        self.encode_into(n, &mut out)?;
        Ok(out)
    }

    /// [`ElemType::encode`], appending the bytes to `out`.
    fn encode_into(self, n: &Num, out: &mut Vec<u8>) -> Result<(), String> {
        let bits: u64 = if self.is_float() {
            let x = n.as_f64()?;
            match self {
                ElemType::F64 => x.to_bits(),
                ElemType::F32 => (x as f32).to_bits() as u64,
                ElemType::F16 => f64_to_f16(x) as u64,
                _ => f32_to_bf16(x as f32) as u64,
            }
        } else {
            let bits = self.size() as u32 * 8;
            let (lo, hi) = if self.is_signed() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            match n {
                // In range: no type name to spell (it is only for the error).
                Num::Int(i) if (lo..=hi).contains(&(*i as i128)) => *i as u64,
                _ => n.int_in((lo, hi), bits, &self.name())?,
            }
        };
        out.extend_from_slice(&bits.to_le_bytes()[..self.size()]);
        Ok(())
    }

    /// [`ElemType::json`] appended to `out` (integers without a string of their own: a dump
    /// of a large buffer writes one string).
    pub fn write_json(self, b: &[u8], out: &mut String) {
        let mut w = [0u8; 8];
        w[..self.size()].copy_from_slice(&b[..self.size()]);
        let u = u64::from_le_bytes(w);
        // itoa: a large buffer's dump is mostly integers, and it is on the CLI's serial path.
        let mut digits = itoa::Buffer::new();
        let text = match self {
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => digits.format(u),
            ElemType::I8 => digits.format(u as i8),
            ElemType::I16 => digits.format(u as i16),
            ElemType::I32 => digits.format(u as i32),
            ElemType::I64 => digits.format(u as i64),
            _ => return out.push_str(&self.json(b)),
        };
        out.push_str(text);
    }

    /// One element at the start of `b` as JSON (integers as integers, floats as floats; NaN
    /// and infinities as the strings `"nan"`, `"inf"`, `"-inf"`).
    pub fn json(self, b: &[u8]) -> String {
        let mut w = [0u8; 8];
        w[..self.size()].copy_from_slice(&b[..self.size()]);
        let u = u64::from_le_bytes(w);
        let float = |x: f64, s: String| {
            if x.is_nan() {
                "\"nan\"".into()
            } else if x.is_infinite() {
                if x > 0.0 { "\"inf\"" } else { "\"-inf\"" }.into()
            } else {
                s
            }
        };
        match self {
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => u.to_string(),
            ElemType::I8 => (u as i8).to_string(),
            ElemType::I16 => (u as i16).to_string(),
            ElemType::I32 => (u as i32).to_string(),
            ElemType::I64 => (u as i64).to_string(),
            ElemType::F64 => float(f64::from_bits(u), format!("{:?}", f64::from_bits(u))),
            ElemType::F32 => {
                let x = f32::from_bits(u as u32);
                float(x as f64, format!("{x:?}"))
            }
            ElemType::F16 | ElemType::Bf16 => {
                let x = if self == ElemType::F16 {
                    f16_to_f32(u as u16)
                } else {
                    formats::bf16_to_f32(u as u16)
                };
                float(x as f64, format!("{x:?}"))
            }
        }
    }
}

impl Num {
    /// The value as a float.
    pub fn as_f64(&self) -> Result<f64, String> {
        match self {
            Num::Int(i) => Ok(*i as f64),
            Num::Float(f) => Ok(*f),
            Num::Text(t) => match t.as_str() {
                "nan" => Ok(f64::NAN),
                "inf" => Ok(f64::INFINITY),
                "-inf" => Ok(f64::NEG_INFINITY),
                _ => parse_hex(t).map(|v| v as f64),
            },
        }
    }

    /// The value as 64 integer bits (negative values two's complement).
    pub fn as_int(&self) -> Result<u64, String> {
        match self {
            Num::Int(i) => Ok(*i as u64),
            Num::Float(f) => Err(format!("{f} is not an integer")),
            Num::Text(t) => parse_hex(t),
        }
    }

    /// The value as integer bits, if it lies in `lo..=hi` (a hex string: if it fits in
    /// `width` bits); `what` names the type for the error.
    pub fn int_in(&self, (lo, hi): (i128, i128), width: u32, what: &str) -> Result<u64, String> {
        match self {
            Num::Int(i) if (lo..=hi).contains(&(*i as i128)) => Ok(*i as u64),
            Num::Int(i) => Err(format!("{i} is out of range for {what} ({lo}..={hi})")),
            Num::Text(t) => {
                let v = parse_hex(t)?;
                if width < 64 && v >> width != 0 {
                    return Err(format!("{t} does not fit in {what} ({width} bits)"));
                }
                Ok(v)
            }
            Num::Float(f) => Err(format!("{f} is not an integer ({what})")),
        }
    }

    /// Bits of the value for a register of `dwords` dwords: floats as f32 (f64 for a pair);
    /// integers must fit the register, signed or unsigned.
    pub fn reg_bits(&self, dwords: u8) -> Result<u64, String> {
        match self {
            Num::Float(f) if dwords >= 2 => Ok(f.to_bits()),
            Num::Float(f) => Ok((*f as f32).to_bits() as u64),
            Num::Text(t) if matches!(t.as_str(), "nan" | "inf" | "-inf") => Num::Float(self.as_f64()?).reg_bits(dwords),
            n => n.mask_bits(dwords as u32 * 32),
        }
    }

    /// The value as a `bits`-wide integer (a mask or register): signed or unsigned forms
    /// accepted, floats refused.
    pub fn mask_bits(&self, bits: u32) -> Result<u64, String> {
        let what = format!("a {bits}-bit register");
        let (lo, hi) = if bits >= 64 {
            (i64::MIN as i128, u64::MAX as i128)
        } else {
            (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
        };
        match self {
            Num::Float(f) => Err(format!("{f} is not an integer: {what} takes an integer or \"0x…\"")),
            n => Ok(n.int_in((lo, hi), bits, &what)? & (u64::MAX >> (64 - bits.min(64)))),
        }
    }
}

/// A text number's 64 bits: `0x…` hex, `_` allowed among the digits.
fn parse_hex(t: &str) -> Result<u64, String> {
    parse_int(t, Syntax::HEX.with_underscores(), Width::Unsigned(64))
        .map_err(|_| format!("'{t}' is not a number (integers, floats, \"0x…\", \"nan\", \"inf\", \"-inf\")"))
}

/// f32 → bf16 bits, round to nearest even, NaN kept quiet (the core's conversion).
pub fn f32_to_bf16(x: f32) -> u16 {
    formats::f32_to_bf16(x, Round::NearestEven)
}

/// f64 → f16 bits, round to nearest even (one rounding, from the f64 value); a NaN is the
/// positive quiet NaN 0x7e00. The core's exact encoder, not the half crate's `from_f64`,
/// which rounds from the top 32 bits of the f64 only (a value just past a tie ties).
pub fn f64_to_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    formats::F16.encode(x, Round::NearestEven, Overflow::Ieee) as u16
}

/// f16 bits → f32 (exact; the core's half-crate conversion).
pub use formats::f16_to_f32;

/// SplitMix64: the seeded sequence of random generators.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        lanescope_isa::rng::splitmix64(&mut self.0)
    }

    /// A value of `ty` in the given range (module docs).
    pub fn draw(&mut self, float: bool, min: Option<&Num>, max: Option<&Num>) -> Result<Num, String> {
        let r = self.next_u64();
        if float {
            let lo = min.map_or(Ok(0.0), Num::as_f64)?;
            let hi = max.map_or(Ok(1.0), Num::as_f64)?;
            Ok(Num::Float(lo + (hi - lo) * ((r >> 11) as f64 / (1u64 << 53) as f64)))
        } else {
            let lo = min.map_or(Ok(0), Num::as_int)? as i64 as i128;
            let hi = max.map_or(Ok(100), Num::as_int)? as i64 as i128;
            if hi < lo {
                return Err(format!("random: max {hi} is below min {lo}"));
            }
            let span = (hi - lo + 1) as u128;
            Ok(Num::Int((lo + (r as u128 % span) as i128) as i64))
        }
    }
}

/// `[[buffers]]`: one global-memory buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Buffer {
    /// Name (for `[[args]]`, `--dump`).
    pub name: String,
    /// Element type.
    #[serde(rename = "type")]
    pub ty: ElemType,
    /// Contents.
    pub data: Data,
}

/// A buffer's contents: a list or a generator.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Data {
    /// The elements.
    List(Vec<Num>),
    /// `count` copies of `fill`.
    Fill(Fill),
    /// `iota + step * i`.
    Iota(Iota),
    /// Seeded random values.
    Random(Random),
}

/// `{ fill = V, count = N }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fill {
    /// The value.
    pub fill: Num,
    /// Elements.
    pub count: u32,
}

/// `{ iota = START, step = S, count = N }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Iota {
    /// First value.
    pub iota: Num,
    /// Increment (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Num>,
    /// Elements.
    pub count: u32,
}

/// `{ random = SEED, count = N, min = A, max = B }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Random {
    /// Seed.
    pub random: u64,
    /// Elements.
    pub count: u32,
    /// Lowest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    /// Highest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

fn iota_value(start: &Num, step: Option<&Num>, i: u64, float: bool) -> Result<Num, String> {
    Ok(IotaGen::new(start, step, float)?.at(i))
}

/// An iota's start and step, read once: element `i` is `start + step * i`.
enum IotaGen {
    Int(u64, u64),
    Float(f64, f64),
}

impl IotaGen {
    fn new(start: &Num, step: Option<&Num>, float: bool) -> Result<IotaGen, String> {
        if float || matches!(start, Num::Float(_)) || matches!(step, Some(Num::Float(_))) {
            let s = step.map_or(Ok(1.0), Num::as_f64)?;
            Ok(IotaGen::Float(start.as_f64()?, s))
        } else {
            let s = step.map_or(Ok(1), Num::as_int)?;
            Ok(IotaGen::Int(start.as_int()?, s))
        }
    }

    fn at(&self, i: u64) -> Num {
        match *self {
            IotaGen::Float(start, s) => Num::Float(start + s * i as f64),
            IotaGen::Int(start, s) => Num::Int(start.wrapping_add(s.wrapping_mul(i)) as i64),
        }
    }
}

impl Data {
    /// Elements, without materialising them.
    pub fn count(&self) -> u64 {
        match self {
            Data::List(v) => v.len() as u64,
            Data::Fill(g) => g.count as u64,
            Data::Iota(g) => g.count as u64,
            Data::Random(g) => g.count as u64,
        }
    }
}

impl Buffer {
    /// Checks every value the buffer would hold converts to its type, without materialising a
    /// generator: a fill value once, an iota's first and last value, a random range's bounds.
    fn check_values<'a>(&'a self, at: &[Seg<'a>]) -> Result<(), Bad<'a>> {
        let f = self.ty.is_float();
        let enc = |n: &Num, sub: &[Seg<'a>]| {
            let path: Vec<Seg> = at.iter().chain(sub).copied().collect();
            self.ty
                .encode(n)
                .map(drop)
                .map_err(|e| bad(&path)(format!("buffer '{}': {e}", self.name)))
        };
        match &self.data {
            Data::List(v) => v.iter().enumerate().try_for_each(|(j, n)| enc(n, &[Seg::Index(j)])),
            Data::Fill(g) => enc(&g.fill, &[Seg::Key("fill")]),
            Data::Iota(g) => [0, (g.count as u64).saturating_sub(1)].iter().try_for_each(|&i| {
                let n = iota_value(&g.iota, g.step.as_ref(), i, f).map_err(bad(at))?;
                enc(&n, &[])
            }),
            Data::Random(g) => {
                for (k, n) in [("min", &g.min), ("max", &g.max)] {
                    n.as_ref().map_or(Ok(()), |n| enc(n, &[Seg::Key(k)]))?;
                }
                SplitMix64(g.random)
                    .draw(f, g.min.as_ref(), g.max.as_ref())
                    .map(drop)
                    .map_err(bad(at))
            }
        }
    }

    /// The buffer's bytes.
    pub fn bytes(&self) -> Result<Vec<u8>, String> {
        let ty = self.ty;
        let f = ty.is_float();
        let mut out = Vec::new();
        let mut push = |n: &Num| -> Result<(), String> {
            if !f && matches!(n, Num::Float(_)) {
                return Err(format!("buffer '{}': {n:?} is not an integer (type {ty:?})", self.name));
            }
            ty.encode_into(n, &mut out)
                .map_err(|e| format!("buffer '{}': {e}", self.name))?;
            Ok(())
        };
        match &self.data {
            Data::List(v) => v.iter().try_for_each(&mut push)?,
            // One element encoded, then copied.
            Data::Fill(g) => {
                (0..g.count.min(1)).try_for_each(|_| push(&g.fill))?;
                return Ok(out.repeat(g.count as usize));
            }
            Data::Iota(g) if g.count > 0 => {
                let gen = IotaGen::new(&g.iota, g.step.as_ref(), f)?;
                (0..g.count as u64).try_for_each(|i| push(&gen.at(i)))?
            }
            Data::Iota(_) => {}
            Data::Random(g) => {
                // A float type with both bounds written as integers draws integers (exact
                // small values, for float tests without rounding).
                let int_bounds = matches!((&g.min, &g.max), (Some(Num::Int(_)), Some(Num::Int(_))));
                let mut r = SplitMix64(g.random);
                (0..g.count).try_for_each(|_| push(&r.draw(f && !int_bounds, g.min.as_ref(), g.max.as_ref())?))?
            }
        }
        Ok(out)
    }
}

/// `[[args]]`: one kernel argument.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A pointer to a buffer.
    Buffer(BufferArg),
    /// A typed value.
    Value(ValueArg),
}

/// `{ buffer = "name" }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferArg {
    /// The buffer's name.
    pub buffer: String,
}

/// `{ type = "f32", value = 2.0 }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueArg {
    /// The type.
    #[serde(rename = "type")]
    pub ty: ElemType,
    /// The value.
    pub value: Num,
}

/// `[init]`: a bare snippet's initial state.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Init {
    /// EXEC (default all ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exec: Option<Num>,
    /// VCC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vcc: Option<Num>,
    /// M0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub m0: Option<Num>,
    /// SCC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scc: Option<bool>,
    /// Scalar registers by name (`s4`, `"s[0:1]"`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sgpr: BTreeMap<String, ScalarInit>,
    /// Vector registers by name (`v1`, `"v[2:3]"`; on gfx950 also AGPRs `a1`, `"a[2:3]"`), with a
    /// per-lane rule.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub vgpr: BTreeMap<String, LaneInit>,
    /// Format version: absent or 1 (the keys above), or 2, which adds `masks`, `flags` and
    /// `[[init.registers]]`: names from the machine's descriptions, for any ISA.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    /// Version 2: lane masks by the machine's mask names (`exec`, `vcc`; any case).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub masks: BTreeMap<String, Num>,
    /// Version 2: settable flags and special registers by the machine's names (`scc`, `m0`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub flags: BTreeMap<String, Num>,
    /// Version 2: registers by file prefix and number.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub registers: Vec<RegisterInit>,
    /// LDS words by byte address (`"0x40"` or `"64"`, a multiple of 4): `[init.lds]`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lds: BTreeMap<String, Num>,
}

/// `[[init.registers]]` (version 2): register `reg` (and `count - 1` more) of the register
/// file whose prefix is `file`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterInit {
    /// The register file's prefix (`v`, `s`, `a`).
    pub file: String,
    /// The first register.
    pub reg: u32,
    /// Registers the value spans: 1 (32-bit values) or 2 (64-bit; the default is 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// The value: per lane as in `[init.vgpr]`, or `{ buffer = "name" }` (its address).
    pub value: RegisterValue,
}

impl RegisterInit {
    /// Registers the value spans.
    pub fn count(&self) -> u8 {
        self.count.unwrap_or(1)
    }
}

/// A `[[init.registers]]` value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RegisterValue {
    /// A buffer's address (the same in every lane).
    Buffer(BufferArg),
    /// Values per lane (a scalar register takes a single number).
    Lanes(LaneInit),
}

/// An SGPR's initial value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ScalarInit {
    /// A number.
    Value(Num),
    /// A buffer's address.
    Buffer(BufferArg),
}

/// A VGPR's initial values, per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LaneInit {
    /// The same value in every lane, or `"lane"` for the lane id.
    Value(Num),
    /// Lane 0, 1, …; lanes past the list get 0.
    List(Vec<Num>),
    /// `iota + step * lane`.
    Iota(LaneIota),
    /// Seeded random values.
    Random(LaneRandom),
}

/// `{ iota = START, step = S }` per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaneIota {
    /// Lane 0's value.
    pub iota: Num,
    /// Increment per lane (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Num>,
}

/// `{ random = SEED, min = A, max = B }` per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaneRandom {
    /// Seed.
    pub random: u64,
    /// Lowest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    /// Highest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

/// Registers a name like `s4` (1) or `"v[2:3]"` (2) covers, for value checks (the build
/// checks the name itself).
fn reg_dwords(name: &str) -> u8 {
    let range = name.split_once(':').and_then(|(a, b)| {
        let lo = a
            .trim_start_matches(|c: char| !c.is_ascii_digit())
            .parse::<u32>()
            .ok()?;
        let hi = b.trim_end_matches(']').parse::<u32>().ok()?;
        Some(hi.saturating_sub(lo).saturating_add(1).min(2) as u8)
    });
    range.unwrap_or(1)
}

type Known<'k, 'a> = &'k dyn Fn(&str, &[Seg<'a>]) -> Result<(), Bad<'a>>;

impl Init {
    /// Checks the values fit their registers (EXEC and VCC 64 bits, M0 32) and a lane list
    /// has at most 64 values.
    fn check<'a>(&'a self, known: Known<'_, 'a>) -> Result<(), Bad<'a>> {
        const INIT: Seg = Seg::Key("init");
        for (key, v, bits) in [("exec", &self.exec, 64), ("vcc", &self.vcc, 64), ("m0", &self.m0, 32)] {
            if let Some(n) = v {
                n.mask_bits(bits)
                    .map_err(|e| bad(&[INIT, Seg::Key(key)])(format!("init.{key}: {e}")))?;
            }
        }
        for (name, v) in &self.sgpr {
            let at = [INIT, Seg::Key("sgpr"), Seg::Key(name)];
            match v {
                ScalarInit::Buffer(b) => known(&b.buffer, &at)?,
                ScalarInit::Value(n) => drop(
                    n.reg_bits(reg_dwords(name))
                        .map_err(|e| bad(&at)(format!("{name}: {e}")))?,
                ),
            }
        }
        for (name, v) in &self.vgpr {
            let d = reg_dwords(name);
            let at = |sub: Option<usize>| {
                let mut p = vec![INIT, Seg::Key("vgpr"), Seg::Key(name)];
                p.extend(sub.map(Seg::Index));
                p
            };
            if let LaneInit::List(l) = v {
                if l.len() > 64 {
                    let msg = format!("{name}: {} values for 64 lanes", l.len());
                    return Err(bad(&at(Some(64)))(msg));
                }
                for (j, n) in l.iter().enumerate() {
                    n.reg_bits(d)
                        .map_err(|e| bad(&at(Some(j)))(format!("{name} lane {j}: {e}")))?;
                }
            }
            v.lanes(d).map_err(|e| bad(&at(None))(format!("{name}: {e}")))?;
        }
        self.check_v2(known)
    }

    /// Checks the version and the version-2 keys (names are checked against the machine when
    /// it is built).
    fn check_v2<'a>(&'a self, known: Known<'_, 'a>) -> Result<(), Bad<'a>> {
        const INIT: Seg = Seg::Key("init");
        let v2 = !self.masks.is_empty() || !self.flags.is_empty() || !self.registers.is_empty();
        match self.version {
            None | Some(1) if v2 => {
                return Err(bad(&[INIT, Seg::Key("version")])(
                    "init: masks, flags and registers need version = 2".into(),
                ))
            }
            None | Some(1 | 2) => {}
            Some(n) => {
                return Err(bad(&[INIT, Seg::Key("version")])(format!(
                    "init.version {n}: lanescope reads versions 1 and 2"
                )))
            }
        }
        for (key, v) in self.masks.iter().chain(&self.flags) {
            v.mask_bits(64)
                .map_err(|e| bad(&[INIT, Seg::Key(key)])(format!("init.{key}: {e}")))?;
        }
        for (i, r) in self.registers.iter().enumerate() {
            let at = [INIT, Seg::Key("registers"), Seg::Index(i)];
            let n = r.count();
            if !(1..=2).contains(&n) {
                return Err(bad(&at)(format!("init.registers[{i}]: count must be 1 or 2")));
            }
            match &r.value {
                RegisterValue::Lanes(LaneInit::List(l)) if l.len() > 64 => {
                    return Err(bad(&at)(format!(
                        "init.registers[{i}]: {} values for 64 lanes",
                        l.len()
                    )));
                }
                RegisterValue::Buffer(b) => known(&b.buffer, &at)?,
                RegisterValue::Lanes(l) => drop(l.lanes(n).map_err(|e| bad(&at)(format!("init.registers[{i}]: {e}")))?),
            }
        }
        Ok(())
    }
}

impl LaneInit {
    /// The values of 64 lanes as register bits (`dwords` = 1 or 2).
    pub fn lanes(&self, dwords: u8) -> Result<Vec<u64>, String> {
        let float_range =
            |a: Option<&Num>, b: Option<&Num>| matches!(a, Some(Num::Float(_))) || matches!(b, Some(Num::Float(_)));
        (0..64u64)
            .map(|l| {
                let n = match self {
                    LaneInit::Value(Num::Text(t)) if t == "lane" => Num::Int(l as i64),
                    LaneInit::Value(n) => n.clone(),
                    LaneInit::List(v) => v.get(l as usize).cloned().unwrap_or(Num::Int(0)),
                    LaneInit::Iota(g) => iota_value(&g.iota, g.step.as_ref(), l, false)?,
                    LaneInit::Random(g) => {
                        let mut r = SplitMix64(g.random);
                        let f = float_range(g.min.as_ref(), g.max.as_ref());
                        let mut v = Num::Int(0);
                        for _ in 0..=l {
                            v = r.draw(f, g.min.as_ref(), g.max.as_ref())?;
                        }
                        v
                    }
                };
                n.reg_bits(dwords)
            })
            .collect()
    }
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

/// One step of a path into the document: a key or an array index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seg<'a> {
    Key(&'a str),
    Index(usize),
}

/// A check failure and where in the document it is.
struct Bad<'a> {
    msg: String,
    at: Vec<Seg<'a>>,
}

fn bad<'a>(at: &[Seg<'a>]) -> impl Fn(String) -> Bad<'a> {
    let at = at.to_vec();
    move |msg| Bad { msg, at: at.clone() }
}

/// Line and column (1-based, in characters) of byte `off` of `text`.
pub(crate) fn line_col(text: &str, off: usize) -> (usize, usize) {
    let before = &text[..text.floor_char_boundary(off.min(text.len()))];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The byte span of the value at `path` (or of the deepest part of it that exists) and
/// whether the whole path exists.
pub(crate) fn span_of(text: &str, path: &[Seg]) -> Option<(core::ops::Range<usize>, bool)> {
    use toml::de::{DeTable, DeValue};
    let root = DeTable::parse(text).ok()?;
    let mut span = root.span();
    let mut found = 0;
    let mut table = Some(root.get_ref());
    let mut array: Option<&[toml::Spanned<DeValue>]> = None;
    for seg in path {
        let v = match *seg {
            Seg::Key(k) => table.and_then(|t| t.iter().find(|(key, _)| key.get_ref().as_ref() == k).map(|(_, v)| v)),
            Seg::Index(i) => array.and_then(|a| a.get(i)),
        };
        let Some(v) = v else { break };
        span = v.span();
        found += 1;
        (table, array) = match v.get_ref() {
            DeValue::Table(t) => (Some(t), None),
            DeValue::Array(a) => (None, Some(&a[..])),
            _ => (None, None),
        };
    }
    Some((span, found == path.len()))
}

/// A TOML error as a located error (the deepest dotted key for a recursion-limit error, which
/// carries no position).
pub(crate) fn toml_error(text: &str, e: &toml::de::Error) -> SnippetError {
    let message = e.message().trim_end().to_string();
    let deepest = || {
        let (n, _) = text.lines().enumerate().max_by_key(|(_, l)| l.matches('.').count())?;
        Some(text.lines().take(n).map(|l| l.len() + 1).sum())
    };
    let off = e.span().map(|s| s.start).or_else(deepest);
    match off {
        Some(off) => {
            let (line, col) = line_col(text, off);
            SnippetError::At { line, col, message }
        }
        None => SnippetError::Toml(message),
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
        s.check(limits).map_err(|b| match span_of(text, &b.at) {
            Some((sp, _)) => {
                let (line, col) = line_col(text, sp.start);
                SnippetError::At {
                    line,
                    col,
                    message: b.msg,
                }
            }
            None => SnippetError::Invalid(b.msg),
        })?;
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

    fn check<'a>(&'a self, limits: &Limits) -> Result<(), Bad<'a>> {
        const BUFFERS: Seg = Seg::Key("buffers");
        if self.source_file.is_some() && !self.source.is_empty() {
            return Err(bad(&[Seg::Key("source_file")])(
                "give either `source` or `source_file`, not both".into(),
            ));
        }
        let mut names: Vec<&str> = Vec::new();
        let mut total = 0u64;
        for (i, b) in self.buffers.iter().enumerate() {
            if names.contains(&b.name.as_str()) {
                return Err(bad(&[BUFFERS, Seg::Index(i), Seg::Key("name")])(format!(
                    "two buffers are named '{}'",
                    b.name
                )));
            }
            names.push(&b.name);
            let at = [BUFFERS, Seg::Index(i), Seg::Key("data")];
            let need = b.data.count().saturating_mul(b.ty.size() as u64);
            total = total.saturating_add(need);
            if total > limits.max_memory {
                let all = if total > need {
                    format!(" (all buffers: {})", human_bytes(total))
                } else {
                    String::new()
                };
                return Err(bad(&at)(format!(
                    "buffer '{}' needs {}{all}; the memory budget is {} ({})",
                    b.name,
                    human_bytes(need),
                    human_bytes(limits.max_memory),
                    limits.raise
                )));
            }
            b.check_values(&at)?;
        }
        let known = |n: &str, at: &[Seg<'a>]| {
            if names.contains(&n) {
                Ok(())
            } else {
                Err(bad(at)(format!(
                    "no buffer named '{n}' (buffers: {})",
                    names.join(", ")
                )))
            }
        };
        for (i, a) in self.args.iter().enumerate() {
            match a {
                Arg::Buffer(b) => known(&b.buffer, &[Seg::Key("args"), Seg::Index(i), Seg::Key("buffer")])?,
                Arg::Value(v) => {
                    let at = [Seg::Key("args"), Seg::Index(i), Seg::Key("value")];
                    v.ty.encode(&v.value)
                        .map_err(|e| bad(&at)(format!("argument {}: {e}", i + 1)))?;
                }
            }
        }
        if let Some(l) = &self.launch {
            for (what, v) in [("grid", &l.grid), ("block", &l.block)] {
                if v.is_empty() || v.len() > 3 || v.contains(&0) {
                    return Err(bad(&[Seg::Key("launch"), Seg::Key(what)])(format!(
                        "launch.{what} must be 1 to 3 numbers, each at least 1"
                    )));
                }
            }
            if self.init.is_some() {
                return Err(bad(&[Seg::Key("init")])(
                    "[init] is for bare snippets; a launch starts from the kernel descriptor".into(),
                ));
            }
        } else if !self.args.is_empty() {
            return Err(bad(&[Seg::Key("args")])("[[args]] need a [launch]".into()));
        }
        if let Some(i) = &self.init {
            i.check(&known)?;
        }
        Ok(())
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
        let items: Vec<String> = bytes.chunks_exact(ty.size()).map(|c| ty.json(c)).collect();
        format!("[{}]", items.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let s = Snippet::new(Target::ALL[1], "v_mov_b32 v1, 1.0 ; '''quotes'''\ns_endpgm\n");
        assert_eq!(Snippet::from_toml(&s.to_toml()).unwrap(), s);
        assert!(
            matches!(Snippet::from_toml("arch = \"gfx900\"\nsource = \"\"\nbogus = 1"), Err(SnippetError::At { line: 3, col: 1, message: m }) if m.contains("bogus"))
        );
        assert_eq!(
            Snippet::from_toml("arch = \"gfx1100\"\nsource = \"\""),
            Err(SnippetError::UnknownArch("gfx1100".into()))
        );
        assert!(matches!(
            Snippet::from_toml("arch = "),
            Err(SnippetError::At { line: 1, .. })
        ));
    }

    /// Text numbers in a snippet (`"0x…"`): hex only, `_` anywhere in the digits, no
    /// whitespace or sign, at most 64 bits; the error names the forms a number may take.
    #[test]
    fn hex_text_reads_as_today() {
        let bad = |t: &str| {
            Err(format!(
                "'{t}' is not a number (integers, floats, \"0x…\", \"nan\", \"inf\", \"-inf\")"
            ))
        };
        for (text, value) in [
            ("0x10", Ok(16)),
            ("0X10", Ok(16)),
            ("0x3f80_0000", Ok(0x3f80_0000)),
            ("0x_1__0_", Ok(16)),
            ("0xffffffffffffffff", Ok(u64::MAX)),
            ("0xFFFF_FFFF_FFFF_FFFF", Ok(u64::MAX)),
            ("0x0000000000000000000000001", Ok(1)),
            ("0x1_0000_0000_0000_0000", bad("0x1_0000_0000_0000_0000")),
            ("0x", bad("0x")),
            ("0x_", bad("0x_")),
            ("", bad("")),
            ("16", bad("16")),
            ("-1", bad("-1")),
            ("-0x10", bad("-0x10")),
            ("+0x10", bad("+0x10")),
            (" 0x10", bad(" 0x10")),
            ("0x10 ", bad("0x10 ")),
            ("0xg", bad("0xg")),
            ("0b101", bad("0b101")),
            // Was Ok(16): std's `from_str_radix` took a sign after the prefix (a bug).
            ("0x+10", bad("0x+10")),
        ] {
            assert_eq!(Num::Text(text.into()).as_int(), value, "{text:?}");
        }
        assert_eq!(Num::Text("0x1_0000".into()).as_f64(), Ok(65536.0));
        assert_eq!(
            Num::Text("0x1_0000_0000".into()).mask_bits(32),
            Err("0x1_0000_0000 does not fit in a 32-bit register (32 bits)".into())
        );
        assert_eq!(Num::Text("0xffff_ffff".into()).mask_bits(32), Ok(u64::from(u32::MAX)));
    }

    const FULL: &str = r#"
arch = "gfx950"
source_file = "k.s"
[launch]
kernel = "saxpy"
grid = [1000, 1, 1]
block = [256]
dynamic_lds = 64
[[buffers]]
name = "y"
type = "f32"
data = [1.0, 2, "nan", "-inf"]
[[buffers]]
name = "x"
type = "bf16"
data = { random = 42, count = 4, min = -1.0, max = 1.0 }
[[buffers]]
name = "n"
type = "u16"
data = { iota = 3, step = 2, count = 3 }
[[buffers]]
name = "z"
type = "i8"
data = { fill = -1, count = 2 }
[[args]]
buffer = "y"
[[args]]
type = "f32"
value = 2.5
[[args]]
type = "u64"
value = "0xffffffffffffffff"
"#;

    #[test]
    fn launch_snippet_round_trips() {
        let s = Snippet::from_toml(FULL).unwrap();
        assert_eq!(s.launch.as_ref().unwrap().block, vec![256]);
        assert_eq!(s.args.len(), 3);
        let again = Snippet::from_toml(&s.to_toml()).unwrap();
        assert_eq!(again, s);
        assert_eq!(s.buffer("n").unwrap().bytes().unwrap(), vec![3, 0, 5, 0, 7, 0]);
        assert_eq!(s.buffer("z").unwrap().bytes().unwrap(), vec![0xff, 0xff]);
        let y = s.buffer("y").unwrap().bytes().unwrap();
        assert_eq!(Snippet::buffer_json(ElemType::F32, &y), "[1.0, 2.0, \"nan\", \"-inf\"]");
        // Random values are reproducible and in range.
        let x = s.buffer("x").unwrap().bytes().unwrap();
        assert_eq!(x, s.buffer("x").unwrap().bytes().unwrap());
        for c in x.chunks(2) {
            let v = f32::from_bits((u16::from_le_bytes([c[0], c[1]]) as u32) << 16);
            assert!((-1.0..=1.0).contains(&v), "{v}");
        }
    }

    /// Fill buffers (one element encoded, then copied) and iota buffers (start and step read
    /// once) hold the bytes of encoding element by element, with the same errors; an empty one
    /// with a bad value is no error.
    #[test]
    fn generated_buffers_match_element_by_element_encoding() {
        use ElemType::*;
        // The element-by-element encoding, as `Buffer::bytes` did it before.
        let naive = |ty: ElemType, n: u32, at: &dyn Fn(u64) -> Result<Num, String>| {
            let mut out = Vec::new();
            for i in 0..n as u64 {
                let v = at(i)?;
                if !ty.is_float() && matches!(v, Num::Float(_)) {
                    return Err(format!("buffer 'b': {v:?} is not an integer (type {ty:?})"));
                }
                ty.encode_into(&v, &mut out).map_err(|e| format!("buffer 'b': {e}"))?;
            }
            Ok(out)
        };
        let nums = [
            Num::Int(-3),
            Num::Int(200),
            Num::Text("0x7f".into()),
            Num::Float(1.5),
            Num::Int(1),
        ];
        for ty in [U8, I8, U16, I32, U64, I64, F16, Bf16, F32, F64] {
            for (v, step) in nums.iter().zip(nums.iter().skip(1)) {
                for count in [0, 1, 5] {
                    let data = Data::Fill(Fill { fill: v.clone(), count });
                    let fill = Buffer {
                        name: "b".into(),
                        ty,
                        data,
                    };
                    assert_eq!(
                        fill.bytes(),
                        naive(ty, count, &|_| Ok(v.clone())),
                        "fill {ty:?} {v:?} {count}"
                    );
                    let step = Some(step.clone());
                    let data = Data::Iota(Iota {
                        iota: v.clone(),
                        step: step.clone(),
                        count,
                    });
                    let iota = Buffer {
                        name: "b".into(),
                        ty,
                        data,
                    };
                    let at = |i| iota_value(v, step.as_ref(), i, ty.is_float());
                    assert_eq!(iota.bytes(), naive(ty, count, &at), "iota {ty:?} {v:?} {count}");
                }
            }
        }
    }

    /// Integer elements are dumped as `Display` writes them, at every width's extremes.
    #[test]
    fn integer_elements_dump_as_display_writes_them() {
        let cases: [(ElemType, &[i128]); 8] = [
            (ElemType::U8, &[0, 7, 255]),
            (ElemType::I8, &[-128, -1, 0, 127]),
            (ElemType::U16, &[0, 65535]),
            (ElemType::I16, &[-32768, 32767]),
            (ElemType::U32, &[0, 1_000_000, 4_294_967_295]),
            (ElemType::I32, &[-2_147_483_648, -5, 2_147_483_647]),
            (ElemType::U64, &[0, u64::MAX as i128]),
            (ElemType::I64, &[i64::MIN as i128, -1, i64::MAX as i128]),
        ];
        for (ty, values) in cases {
            for &v in values {
                let mut out = String::from("x");
                ty.write_json(&(v as u64).to_le_bytes(), &mut out);
                assert_eq!(out, format!("x{v}"), "{ty:?}");
            }
        }
    }

    #[test]
    fn bad_snippets_say_why() {
        let err = |t: &str| Snippet::from_toml(t).unwrap_err().to_string();
        let base = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n";
        assert!(err(&format!(
            "{base}[launch]\nkernel = \"k\"\ngrid = [1]\nblock = [1]\nbogus = 2\n"
        ))
        .contains("bogus"));
        assert!(err(&format!("{base}[[args]]\nbuffer = \"nope\"\n")).contains("no buffer named 'nope'"));
        assert!(err(&format!(
            "{base}[[buffers]]\nname = \"a\"\ntype = \"u32\"\ndata = [1.5]\n"
        ))
        .contains("not an integer"));
        assert!(err(&format!(
            "{base}[[buffers]]\nname = \"a\"\ntype = \"u33\"\ndata = [1]\n"
        ))
        .contains("u33"));
        assert!(err(&format!(
            "{base}[[buffers]]\nname = \"a\"\ntype = \"u32\"\ndata = {{ fill = 1, count = 2, x = 3 }}\n"
        ))
        .contains("data"));
        assert!(err(&format!("{base}source_file = \"a.s\"\n")).contains("either"));
        assert!(err(&format!("{base}[init]\nexecc = 1\n")).contains("execc"));
    }

    #[test]
    fn init_rules() {
        let s = Snippet::from_toml(
            "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init]\nexec = \"0xff\"\nscc = true\n[init.sgpr]\ns4 = 1.5\n\"s[0:1]\" = { buffer = \"b\" }\n[init.vgpr]\nv1 = \"lane\"\nv2 = [7, 8]\nv3 = { iota = 10, step = 3 }\nv4 = { random = 1, min = 5, max = 6 }\n\"v[6:7]\" = 2.0\n[[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = [1]\n",
        )
        .unwrap();
        assert_eq!(Snippet::from_toml(&s.to_toml()).unwrap(), s);
        let i = s.init.as_ref().unwrap();
        assert_eq!(i.vgpr["v1"].lanes(1).unwrap()[9], 9);
        assert_eq!(&i.vgpr["v2"].lanes(1).unwrap()[..3], &[7, 8, 0]);
        assert_eq!(i.vgpr["v3"].lanes(1).unwrap()[2], 16);
        assert!(i.vgpr["v4"].lanes(1).unwrap().iter().all(|&v| v == 5 || v == 6));
        assert_eq!(i.vgpr["v[6:7]"].lanes(2).unwrap()[0], 2.0f64.to_bits());
    }

    #[test]
    fn integer_bounds_draw_integers_for_float_buffers() {
        let s = Snippet::from_toml(
            "arch = \"gfx950\"\nsource = \"s_endpgm\"\n[[buffers]]\nname = \"h\"\ntype = \"f16\"\ndata = { random = 3, count = 200, min = -8, max = 8 }\n[[buffers]]\nname = \"f\"\ntype = \"f32\"\ndata = { random = 3, count = 200, min = -8.0, max = 8 }\n",
        )
        .unwrap();
        let h = s.buffer("h").unwrap().bytes().unwrap();
        let h: Vec<f32> = h
            .chunks(2)
            .map(|c| f16_to_f32(u16::from_le_bytes([c[0], c[1]])))
            .collect();
        assert!(
            h.iter().all(|&x| x.fract() == 0.0 && (-8.0..=8.0).contains(&x)),
            "{h:?}"
        );
        assert!(h.contains(&-8.0) && h.contains(&8.0));
        let f = s.buffer("f").unwrap().bytes().unwrap();
        let f: Vec<f32> = f.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
        assert!(f.iter().any(|x| x.fract() != 0.0), "a float bound draws floats");
    }

    #[test]
    fn half_conversions() {
        // f16: 1.0 = 0x3c00, 65504 = 0x7bff, 2^-24 = 0x0001, 1 + 2^-11 ties to even (1.0).
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(65520.0), 0x7c00);
        assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f64_to_f16(-2.0), 0xc000);
        // Just past a tie rounds away from it (the old hand-rolled encoder took these as ties).
        assert_eq!(f64_to_f16(2f64.powi(-25).next_up()), 0x0001);
        assert_eq!(f64_to_f16((1.0 + 2f64.powi(-11)).next_up()), 0x3c01);
        assert_eq!(f64_to_f16(f64::NAN), 0x7e00);
        assert_eq!(f64_to_f16(-f64::NAN), 0x7e00);
        assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
        assert_eq!(f32_to_bf16(1.0 + 2f32.powi(-8)), 0x3f80); // tie to even
        assert_eq!(f32_to_bf16(1.0 + 3.0 * 2f32.powi(-8)), 0x3f82);
    }

    /// A deterministic stream of samples (SplitMix64 from `seed`).
    fn random_stream(mut seed: u64) -> impl FnMut() -> u64 {
        move || lanescope_isa::rng::splitmix64(&mut seed)
    }

    /// The exact reference: one rounding to nearest even from the f64 value; a NaN is the
    /// canonical positive quiet NaN the snippet loader has always written.
    fn f16_reference(x: f64) -> u16 {
        use lanescope_gcn::exec::formats::{Overflow, Round, F16};
        if x.is_nan() {
            0x7e00
        } else {
            F16.encode(x, Round::NearestEven, Overflow::Ieee) as u16
        }
    }

    #[test]
    fn f16_decoding_is_exact_on_all_patterns() {
        use lanescope_gcn::exec::formats::F16;
        for h in 0..=u16::MAX {
            let (got, want) = (f16_to_f32(h) as f64, F16.decode(h as u32));
            assert!(
                got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                "{h:#06x}"
            );
        }
    }

    #[test]
    fn f16_encoding_rounds_once_from_f64() {
        // Every f16 tie (the midpoint of two neighbours) and its f64 neighbours, both signs.
        for h in 0..0x7c00u16 {
            let mid = (f16_to_f32(h) as f64 + f16_to_f32(h + 1) as f64) / 2.0;
            for x in [mid, mid.next_up(), mid.next_down()] {
                for x in [x, -x] {
                    assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
                }
            }
        }
        let mut r = random_stream(0x9e37_79b9_7f4a_7c15);
        for _ in 0..200_000 {
            // f64 patterns with exponents around the f16 range, and arbitrary ones.
            let b = r();
            let near = (b & 0x800f_ffff_ffff_ffff) | (0x3e0 + (b >> 52) % 0x40) << 52;
            for x in [f64::from_bits(b), f64::from_bits(near)] {
                assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
            }
        }
        for x in [
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -f64::NAN,
            65520.0,
            f64::MAX,
        ] {
            assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
        }
    }

    #[test]
    fn bf16_encoding_rounds_to_nearest_even_and_keeps_nan_payloads() {
        use lanescope_gcn::exec::formats::{Overflow, Round, BF16};
        let reference = |x: f32| -> u16 {
            if x.is_nan() {
                (x.to_bits() >> 16) as u16 | 0x40
            } else {
                BF16.encode(x as f64, Round::NearestEven, Overflow::Ieee) as u16
            }
        };
        // Every high half with the low halves around the tie, and a random sample.
        for hi in 0..=0xffffu32 {
            for lo in [0, 1, 0x7fff, 0x8000, 0x8001, 0xffff] {
                let x = f32::from_bits(hi << 16 | lo);
                assert_eq!(f32_to_bf16(x), reference(x), "{:#010x}", x.to_bits());
            }
        }
        let mut r = random_stream(0x1234_5678_9abc_def1);
        for _ in 0..200_000 {
            let x = f32::from_bits(r() as u32);
            assert_eq!(f32_to_bf16(x), reference(x), "{:#010x}", x.to_bits());
        }
    }
}
