//! Numbers as written in a snippet ([`Num`]), the element types they convert to
//! ([`ElemType`]), and the seeded random sequence ([`SplitMix64`]).

use serde::{Deserialize, Serialize};

use lanescope_gcn::exec::formats::{self, Overflow, Round};

use crate::number::{parse_int, Syntax, Width};

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

    /// The bits of `x` rounded to this float type.
    fn float_bits(self, x: f64) -> u64 {
        match self {
            ElemType::F64 => x.to_bits(),
            ElemType::F32 => (x as f32).to_bits() as u64,
            ElemType::F16 => f64_to_f16(x) as u64,
            _ => f32_to_bf16(x as f32) as u64,
        }
    }

    /// Appends `count` values `start + step * i` (computed in `f64`) rounded to this float
    /// type: the bytes [`ElemType::encode_into`] gives for each as a [`Num::Float`].
    pub(super) fn float_series_into(self, start: f64, step: f64, count: u64, out: &mut Vec<u8>) {
        for i in 0..count {
            let bits = self.float_bits(start + step * i as f64).to_le_bytes();
            out.extend_from_slice(&bits[..self.size()]);
        }
    }

    /// The lowest and highest value of an integer type.
    fn int_range(self) -> (i128, i128) {
        let bits = self.size() as u32 * 8;
        if self.is_signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    /// Appends `count` integers `start`, `start + step`, … (wrapping at 64 bits, each read as
    /// an `i64`) as this integer type: the bytes and the first error [`ElemType::encode_into`]
    /// gives for each as a [`Num::Int`], without making one per element (an iota of a large
    /// buffer is on the CLI's serial path).
    pub(super) fn int_series_into(self, start: u64, step: u64, count: u64, out: &mut Vec<u8>) -> Result<(), String> {
        match self.size() {
            1 => self.series_of::<1>(start, step, count, out),
            2 => self.series_of::<2>(start, step, count, out),
            4 => self.series_of::<4>(start, step, count, out),
            _ => self.series_of::<8>(start, step, count, out),
        }
    }

    /// [`ElemType::int_series_into`] for a type of `N` bytes.
    fn series_of<const N: usize>(self, start: u64, step: u64, count: u64, out: &mut Vec<u8>) -> Result<(), String> {
        let (lo, hi) = self.int_range();
        let mut v = start;
        for _ in 0..count {
            let x = v as i64;
            if (lo..=hi).contains(&i128::from(x)) {
                out.extend_from_slice(&x.to_le_bytes()[..N]);
            } else {
                self.encode_into(&Num::Int(x), out)?;
            }
            v = v.wrapping_add(step);
        }
        Ok(())
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
    pub(super) fn encode_into(self, n: &Num, out: &mut Vec<u8>) -> Result<(), String> {
        let bits: u64 = if self.is_float() {
            self.float_bits(n.as_f64()?)
        } else {
            let (lo, hi) = self.int_range();
            match n {
                // In range: no type name to spell (it is only for the error).
                Num::Int(i) if (lo..=hi).contains(&(*i as i128)) => *i as u64,
                _ => n.int_in((lo, hi), self.size() as u32 * 8, &self.name())?,
            }
        };
        // Fixed-size copies: a buffer's generator encodes every element through here.
        match self.size() {
            1 => out.push(bits as u8),
            2 => out.extend_from_slice(&(bits as u16).to_le_bytes()),
            4 => out.extend_from_slice(&(bits as u32).to_le_bytes()),
            _ => out.extend_from_slice(&bits.to_le_bytes()),
        }
        Ok(())
    }

    /// The element at the start of `b`, zero-extended (0 when `b` is shorter than the type).
    fn load(self, b: &[u8]) -> u64 {
        match self.size() {
            1 => b.first().map_or(0, |&x| x.into()),
            2 => b.first_chunk().map_or(0, |x| u16::from_le_bytes(*x).into()),
            4 => b.first_chunk().map_or(0, |x| u32::from_le_bytes(*x).into()),
            _ => b.first_chunk().map_or(0, |x| u64::from_le_bytes(*x)),
        }
    }

    /// `[a, b, …]`: every element of `bytes` as [`ElemType::json`] spells it, appended to
    /// `out` (one loop per integer type and no string per element: a large buffer's dump is
    /// on the CLI's serial path).
    pub fn write_json_list(self, bytes: &[u8], out: &mut String) {
        out.push('[');
        self.write_json_items(bytes, out);
        out.push(']');
    }

    /// [`ElemType::write_json_list`] without the brackets (a run of a list's elements).
    pub fn write_json_items(self, bytes: &[u8], out: &mut String) {
        // Room for typical elements (three digits, or a float's few); longer ones grow it.
        let room = if self.is_float() { 10 } else { 5 };
        out.reserve(bytes.len() / self.size() * room + 2);
        match self {
            ElemType::U8 => json_ints(bytes, out, |[b]: [u8; 1]| b),
            ElemType::I8 => json_ints(bytes, out, |[b]: [u8; 1]| b as i8),
            ElemType::U16 => json_ints(bytes, out, u16::from_le_bytes),
            ElemType::I16 => json_ints(bytes, out, i16::from_le_bytes),
            ElemType::U32 => json_ints(bytes, out, u32::from_le_bytes),
            ElemType::I32 => json_ints(bytes, out, i32::from_le_bytes),
            ElemType::U64 => json_ints(bytes, out, u64::from_le_bytes),
            ElemType::I64 => json_ints(bytes, out, i64::from_le_bytes),
            _ => {
                for (k, c) in bytes.chunks_exact(self.size()).enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_json(c, out);
                }
            }
        }
    }

    /// One element at the start of `b` as JSON (integers as integers, floats as floats; NaN
    /// and infinities as the strings `"nan"`, `"inf"`, `"-inf"`).
    pub fn json(self, b: &[u8]) -> String {
        let mut out = String::new();
        self.write_json(b, &mut out);
        out
    }

    /// [`ElemType::json`], appended to `out`.
    fn write_json(self, b: &[u8], out: &mut String) {
        let u = self.load(b);
        let mut digits = itoa::Buffer::new();
        let x = match self {
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => return out.push_str(digits.format(u)),
            ElemType::I8 => return out.push_str(digits.format(u as i8)),
            ElemType::I16 => return out.push_str(digits.format(u as i16)),
            ElemType::I32 => return out.push_str(digits.format(u as i32)),
            ElemType::I64 => return out.push_str(digits.format(u as i64)),
            ElemType::F64 => return json_float(f64::from_bits(u), out),
            ElemType::F32 => f32::from_bits(u as u32),
            ElemType::F16 => f16_to_f32(u as u16),
            ElemType::Bf16 => formats::bf16_to_f32(u as u16),
        };
        json_float(x, out);
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

/// The elements of `bytes` (`N` bytes each, read by `int`) as JSON integers separated by ", ".
fn json_ints<const N: usize, T: itoa::Integer>(bytes: &[u8], out: &mut String, int: impl Fn([u8; N]) -> T) {
    let mut digits = itoa::Buffer::new();
    for (k, &c) in bytes.as_chunks::<N>().0.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        out.push_str(digits.format(int(c)));
    }
}

/// `x` as JSON: as `Debug` writes it (the shortest text that reads back as `x`, ties as
/// `core::fmt` breaks them), NaN and the infinities as the strings `"nan"`, `"inf"`, `"-inf"`.
fn json_float<F: Into<f64> + core::fmt::Debug + Copy>(x: F, out: &mut String) {
    use core::fmt::Write;
    let wide: f64 = x.into();
    if wide.is_nan() {
        out.push_str("\"nan\"");
    } else if wide.is_infinite() {
        out.push_str(if wide > 0.0 { "\"inf\"" } else { "\"-inf\"" });
    } else {
        let _ = write!(out, "{x:?}");
    }
}
