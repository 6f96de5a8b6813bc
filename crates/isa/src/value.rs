//! How a 32-bit register value is shown: hex, unsigned, signed or float.

use alloc::format;
use alloc::string::String;

/// A display format for one 32-bit register slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum ValueFormat {
    /// `0x0000002a`.
    #[default]
    Hex,
    /// Unsigned decimal.
    U32,
    /// Signed decimal.
    I32,
    /// IEEE-754 single precision.
    F32,
    /// Two IEEE-754 half-precision values, low half first (`1.5 -2`).
    F16x2,
    /// Two bfloat16 values, low half first.
    Bf16x2,
    /// Four signed bytes, byte 0 first (`-1 2 0 127`).
    I8x4,
}

impl ValueFormat {
    /// Every format, in menu order.
    pub const ALL: [ValueFormat; 7] = [
        ValueFormat::Hex,
        ValueFormat::U32,
        ValueFormat::I32,
        ValueFormat::F32,
        ValueFormat::F16x2,
        ValueFormat::Bf16x2,
        ValueFormat::I8x4,
    ];

    /// Short lower-case name (`hex`, `u32`, `i32`, `f32`, `f16x2`, `bf16x2`, `i8x4`).
    pub const fn name(self) -> &'static str {
        match self {
            ValueFormat::Hex => "hex",
            ValueFormat::U32 => "u32",
            ValueFormat::I32 => "i32",
            ValueFormat::F32 => "f32",
            ValueFormat::F16x2 => "f16x2",
            ValueFormat::Bf16x2 => "bf16x2",
            ValueFormat::I8x4 => "i8x4",
        }
    }

    /// The format called `name` (see [`ValueFormat::name`]).
    pub fn from_name(name: &str) -> Option<ValueFormat> {
        ValueFormat::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Formats `bits` in this format.
    pub fn format(self, bits: u32) -> String {
        match self {
            ValueFormat::Hex => format!("0x{bits:08x}"),
            ValueFormat::U32 => format!("{bits}"),
            ValueFormat::I32 => format!("{}", bits as i32),
            ValueFormat::F32 => format_f32(f32::from_bits(bits)),
            ValueFormat::F16x2 => {
                let half = |h: u32| format_f32(half::f16::from_bits(h as u16).to_f32());
                format!("{} {}", half(bits & 0xffff), half(bits >> 16))
            }
            ValueFormat::Bf16x2 => {
                let half = |h: u32| format_f32(half::bf16::from_bits(h as u16).to_f32());
                format!("{} {}", half(bits & 0xffff), half(bits >> 16))
            }
            ValueFormat::I8x4 => {
                let b = bits.to_le_bytes().map(|x| x as i8);
                format!("{} {} {} {}", b[0], b[1], b[2], b[3])
            }
        }
    }
}

/// Shortest text that reads back as the same `f32` (`1`, `0.5`, `-inf`, `nan`); magnitudes
/// below 1e-4 or from 1e7 up use scientific notation (`1e-45`, `3.4028235e38`) so a grid cell
/// never holds forty digits.
pub fn format_f32(v: f32) -> String {
    let magnitude = if v < 0.0 { -v } else { v };
    float_text(v, v != 0.0 && !(1e-4..1e7).contains(&magnitude))
}

/// [`format_f32`] for `f64` (same rules: shortest round-trip text, scientific notation
/// outside 1e-4..1e7).
pub fn format_f64(v: f64) -> String {
    let magnitude = if v < 0.0 { -v } else { v };
    float_text(v, v != 0.0 && !(1e-4..1e7).contains(&magnitude))
}

/// `nan`, `inf`, `-inf`, else the shortest round-trip text, in scientific notation if `sci`.
fn float_text<T>(v: T, sci: bool) -> String
where
    T: core::fmt::Display + core::fmt::LowerExp + PartialEq + Copy,
{
    #[allow(clippy::eq_op)]
    let nan = v != v;
    let text = format!("{v}");
    if nan {
        String::from("nan")
    } else if text == "inf" || text == "-inf" {
        text
    } else if sci {
        format!("{v:e}")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(ValueFormat::Hex.format(42), "0x0000002a");
        assert_eq!(ValueFormat::U32.format(u32::MAX), "4294967295");
        assert_eq!(ValueFormat::I32.format(u32::MAX), "-1");
        assert_eq!(ValueFormat::F32.format(1.5f32.to_bits()), "1.5");
        assert_eq!(ValueFormat::F32.format(f32::NEG_INFINITY.to_bits()), "-inf");
        assert_eq!(ValueFormat::F32.format(0x7fc0_0000), "nan");
        assert_eq!(ValueFormat::F32.format(1), "1e-45");
        assert_eq!(ValueFormat::F32.format(f32::MAX.to_bits()), "3.4028235e38");
        assert_eq!(ValueFormat::F32.format((-2.5e-5f32).to_bits()), "-2.5e-5");
        assert_eq!(ValueFormat::F32.format(1e6f32.to_bits()), "1000000");
        assert_eq!(ValueFormat::F32.format((-0.0f32).to_bits()), "-0");
        for bits in [1u32, 0x0080_0000, 0x7f7f_ffff, 0x3dcc_cccd, 0xc2f6_e979] {
            let text = ValueFormat::F32.format(bits);
            assert_eq!(text.parse::<f32>().unwrap().to_bits(), bits, "{text}");
        }
        // f16: 1.5 = 0x3e00, -2 = 0xc000; bf16: 1.5 = 0x3fc0, -2 = 0xc000 (the top half of f32).
        assert_eq!(ValueFormat::F16x2.format(0xc000_3e00), "1.5 -2");
        assert_eq!(ValueFormat::F16x2.format(0x7c00_fc00), "-inf inf");
        assert_eq!(ValueFormat::Bf16x2.format(0xc000_3fc0), "1.5 -2");
        assert_eq!(ValueFormat::I8x4.format(0x7f00_02ff), "-1 2 0 127");
        assert_eq!(ValueFormat::from_name("i32"), Some(ValueFormat::I32));
        assert_eq!(ValueFormat::from_name("bf16x2"), Some(ValueFormat::Bf16x2));
        assert_eq!(ValueFormat::from_name("x"), None);
        assert_eq!(format_f64(0.1), "0.1");
        assert_eq!(format_f64(-1e300), "-1e300");
        assert_eq!(format_f64(f64::NAN), "nan");
    }
}
