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
}

impl ValueFormat {
    /// Every format, in menu order.
    pub const ALL: [ValueFormat; 4] = [ValueFormat::Hex, ValueFormat::U32, ValueFormat::I32, ValueFormat::F32];

    /// Short lower-case name (`hex`, `u32`, `i32`, `f32`).
    pub const fn name(self) -> &'static str {
        match self {
            ValueFormat::Hex => "hex",
            ValueFormat::U32 => "u32",
            ValueFormat::I32 => "i32",
            ValueFormat::F32 => "f32",
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
        }
    }
}

/// Shortest text that reads back as the same `f32` (`1`, `0.5`, `-inf`, `nan`); magnitudes
/// below 1e-4 or from 1e7 up use scientific notation (`1e-45`, `3.4028235e38`) so a grid cell
/// never holds forty digits.
pub fn format_f32(v: f32) -> String {
    let magnitude = if v < 0.0 { -v } else { v };
    if v.is_nan() {
        String::from("nan")
    } else if v.is_infinite() {
        String::from(if v > 0.0 { "inf" } else { "-inf" })
    } else if v != 0.0 && !(1e-4..1e7).contains(&magnitude) {
        format!("{v:e}")
    } else {
        format!("{v}")
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
        assert_eq!(ValueFormat::from_name("i32"), Some(ValueFormat::I32));
        assert_eq!(ValueFormat::from_name("x"), None);
    }
}
