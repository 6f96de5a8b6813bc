//! Integer literals, read one way wherever lanescope takes a number as text: snippet strings
//! (`"0x3f80_0000"`), `[init.lds]` keys, breakpoint conditions, the web app's value edits and
//! the CLI's byte listings.
//!
//! A literal is an optional sign (`+` or `-`, where the [`Syntax`] has one), then `0x`/`0X`
//! and hex digits or decimal digits (the forms the syntax takes), with `_` among the digits
//! where the syntax allows it. There is no whitespace: callers trim where they always have.
//! The [`Width`] decides which values fit. One pass over the text, no allocation, no panic.

use core::fmt;

/// The forms of literal a caller takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Syntax {
    /// A leading `+` or `-` may stand (a `-` still needs a [`Width`] that takes negatives).
    pub sign: bool,
    /// Decimal digits: `64`.
    pub decimal: bool,
    /// `0x` or `0X`, then hex digits: `0x40`.
    pub hex: bool,
    /// `_` may stand anywhere among the digits (`0x3f80_0000`, `0x_1`), never before them.
    pub underscores: bool,
}

impl Syntax {
    /// Decimal or hex with an optional sign: `64`, `+64`, `-1`, `0x40`, `-0x10`.
    pub const INTEGER: Syntax = Syntax {
        sign: true,
        decimal: true,
        hex: true,
        underscores: false,
    };
    /// Decimal with an optional sign, as `str::parse::<i64>` reads it: `-12`.
    pub const DECIMAL: Syntax = Syntax {
        hex: false,
        ..Syntax::INTEGER
    };
    /// `0x…` bits alone, no sign: `0xff`.
    pub const HEX: Syntax = Syntax {
        sign: false,
        decimal: false,
        hex: true,
        underscores: false,
    };

    /// The same forms with `_` allowed among the digits.
    pub const fn with_underscores(self) -> Syntax {
        Syntax {
            underscores: true,
            ..self
        }
    }
}

/// The values a caller takes, as integers `bits` wide (1 to 64; others are clamped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// `0 ..= 2^bits - 1`; any `-` is refused (also `-0`).
    Unsigned(u32),
    /// `-2^(bits-1) ..= 2^(bits-1) - 1`, negatives as two's complement.
    Signed(u32),
    /// The signed or the unsigned form, `-2^(bits-1) ..= 2^bits - 1`: a register's bits.
    Bits(u32),
}

/// Why a text is not a number that fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// No digits: ``, `-`, `0x`, `0x_`.
    NoDigits,
    /// A character that is not a digit of the literal's base where it stands, or a form the
    /// [`Syntax`] does not take.
    InvalidDigit,
    /// A negative value where the [`Width`] takes none.
    Negative,
    /// An integer past the [`Width`].
    TooLarge,
}

impl NumberError {
    /// Whether the text is a well-formed integer refused for its value (negative or too
    /// large), not for its spelling: a caller that falls back to reading a float must not.
    pub fn is_out_of_range(self) -> bool {
        matches!(self, NumberError::Negative | NumberError::TooLarge)
    }
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NumberError::NoDigits => "no digits",
            NumberError::InvalidDigit => "not a digit",
            NumberError::Negative => "negative",
            NumberError::TooLarge => "too large",
        })
    }
}

impl std::error::Error for NumberError {}

/// An integer literal as written: its sign, its magnitude and its base.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Literal {
    /// A `-` stood before it.
    pub negative: bool,
    /// The value without its sign.
    pub magnitude: u64,
    /// Written in hex (`0x…`), else in decimal.
    pub hex: bool,
}

impl Literal {
    /// Reads `text` as one literal of `syntax` (the whole text; no whitespace).
    pub fn parse(text: &str, syntax: Syntax) -> Result<Literal, NumberError> {
        let (negative, rest) = match text.strip_prefix(['-', '+']) {
            Some(rest) if syntax.sign => (text.starts_with('-'), rest),
            _ => (false, text),
        };
        let prefixed = rest.strip_prefix("0x").or_else(|| rest.strip_prefix("0X"));
        let (hex, digits) = match prefixed {
            Some(digits) if syntax.hex => (true, digits),
            _ if syntax.decimal => (false, rest),
            _ if rest.is_empty() => return Err(NumberError::NoDigits),
            _ => return Err(NumberError::InvalidDigit),
        };
        let magnitude = digits_value(digits, if hex { 16 } else { 10 }, syntax.underscores)?;
        Ok(Literal {
            negative,
            magnitude,
            hex,
        })
    }

    /// The value as `width` bits (two's complement when negative), if it fits.
    pub fn fit(self, width: Width) -> Result<u64, NumberError> {
        if self.negative && matches!(width, Width::Unsigned(_)) {
            return Err(NumberError::Negative);
        }
        let (most_negative, most_positive) = width.bounds();
        if self.magnitude > if self.negative { most_negative } else { most_positive } {
            return Err(NumberError::TooLarge);
        }
        let value = if self.negative {
            self.magnitude.wrapping_neg()
        } else {
            self.magnitude
        };
        Ok(value & (u64::MAX >> (64 - width.bits())))
    }

    /// Whether it stands for a value below zero (`-0` does not).
    pub fn is_below_zero(self) -> bool {
        self.negative && self.magnitude != 0
    }
}

impl Width {
    /// Its bits, clamped to 1 ..= 64.
    pub fn bits(self) -> u32 {
        let (Width::Unsigned(bits) | Width::Signed(bits) | Width::Bits(bits)) = self;
        bits.clamp(1, 64)
    }

    /// The values it takes, as the largest magnitude of a negative one (0 when it takes
    /// none) and the largest positive one: `Bits(32)` is `(0x8000_0000, 0xffff_ffff)`.
    pub fn bounds(self) -> (u64, u64) {
        let bits = self.bits();
        let (half, all) = (1u64 << (bits - 1), u64::MAX >> (64 - bits));
        match self {
            Width::Unsigned(_) => (0, all),
            Width::Signed(_) => (half, half - 1),
            Width::Bits(_) => (half, all),
        }
    }
}

/// Reads `text` as one literal of `syntax` and fits it to `width` (see [`Literal`]).
pub fn parse_int(text: &str, syntax: Syntax, width: Width) -> Result<u64, NumberError> {
    Literal::parse(text, syntax)?.fit(width)
}

/// The value of `digits` in `radix` (`_` skipped when `underscores`); a digit error wins over
/// overflow, so `99999999999999999999.5` is misspelt, not too large.
fn digits_value(digits: &str, radix: u32, underscores: bool) -> Result<u64, NumberError> {
    let (mut value, mut seen, mut overflow) = (0u64, false, false);
    for c in digits.chars() {
        if c == '_' && underscores {
            continue;
        }
        let d = c.to_digit(radix).ok_or(NumberError::InvalidDigit)?;
        seen = true;
        match value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    match (seen, overflow) {
        (false, _) => Err(NumberError::NoDigits),
        (true, true) => Err(NumberError::TooLarge),
        (true, false) => Ok(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use NumberError::*;

    #[test]
    fn literals_and_their_errors() {
        let int = |t: &str| Literal::parse(t, Syntax::INTEGER);
        let lit = |negative, magnitude, hex| {
            Ok(Literal {
                negative,
                magnitude,
                hex,
            })
        };
        assert_eq!(int("-0x10"), lit(true, 16, true));
        assert_eq!(int("+12"), lit(false, 12, false));
        assert_eq!(int("0XfF"), lit(false, 255, true));
        assert_eq!(int("18446744073709551615"), lit(false, u64::MAX, false));
        for (text, error) in [
            ("", NoDigits),
            ("-", NoDigits),
            ("0x", NoDigits),
            ("-0x", NoDigits),
            (" 1", InvalidDigit),
            ("1 ", InvalidDigit),
            ("--1", InvalidDigit),
            ("-+1", InvalidDigit),
            ("0x-1", InvalidDigit),
            ("0x+1", InvalidDigit),
            ("1_0", InvalidDigit),
            ("0b1", InvalidDigit),
            ("1.5", InvalidDigit),
            ("\u{664}", InvalidDigit),
            ("18446744073709551616", TooLarge),
            ("0x1_0000_0000_0000_0000", InvalidDigit),
            ("99999999999999999999.5", InvalidDigit),
            ("0x10000000000000000", TooLarge),
        ] {
            assert_eq!(int(text), Err(error), "{text:?}");
        }
        let hex = Syntax::HEX.with_underscores();
        assert_eq!(Literal::parse("0x_1__0_", hex), lit(false, 16, true));
        assert_eq!(Literal::parse("0x_", hex), Err(NoDigits));
        assert_eq!(Literal::parse("16", hex), Err(InvalidDigit));
        assert_eq!(Literal::parse("-0x1", hex), Err(InvalidDigit));
        assert_eq!(Literal::parse("", hex), Err(NoDigits));
        assert_eq!(Literal::parse("0x10", Syntax::DECIMAL), Err(InvalidDigit));
    }

    #[test]
    fn widths() {
        let fit = |t: &str, w| parse_int(t, Syntax::INTEGER, w);
        assert_eq!(fit("-1", Width::Bits(32)), Ok(0xffff_ffff));
        assert_eq!(fit("0xffffffff", Width::Bits(32)), Ok(0xffff_ffff));
        assert_eq!(fit("-2147483648", Width::Bits(32)), Ok(0x8000_0000));
        assert_eq!(fit("-2147483649", Width::Bits(32)), Err(TooLarge));
        assert_eq!(fit("4294967296", Width::Bits(32)), Err(TooLarge));
        assert_eq!(fit("-9223372036854775808", Width::Signed(64)), Ok(1 << 63));
        assert_eq!(fit("-0x8000000000000001", Width::Signed(64)), Err(TooLarge));
        assert_eq!(fit("9223372036854775808", Width::Signed(64)), Err(TooLarge));
        assert_eq!(fit("-1", Width::Signed(8)), Ok(0xff));
        assert_eq!(fit("128", Width::Signed(8)), Err(TooLarge));
        assert_eq!(fit("-0", Width::Unsigned(64)), Err(Negative));
        assert_eq!(fit("-0", Width::Signed(64)), Ok(0));
        assert_eq!(fit("0xff", Width::Unsigned(8)), Ok(255));
        assert_eq!(fit("0x100", Width::Unsigned(8)), Err(TooLarge));
        assert_eq!(fit("18446744073709551615", Width::Unsigned(64)), Ok(u64::MAX));
        assert_eq!(fit("1", Width::Unsigned(0)), Ok(1), "widths clamp to 1..=64");
        assert_eq!(fit("2", Width::Unsigned(0)), Err(TooLarge));
        assert_eq!(fit("18446744073709551615", Width::Bits(200)), Ok(u64::MAX));
        assert_eq!(Width::Bits(32).bounds(), (0x8000_0000, 0xffff_ffff));
        assert_eq!(Width::Signed(64).bounds(), (1 << 63, i64::MAX as u64));
        assert_eq!(Width::Unsigned(64).bounds(), (0, u64::MAX));
        assert_eq!(Width::Bits(1).bounds(), (1, 1));
        assert_eq!((Width::Unsigned(0).bits(), Width::Bits(99).bits()), (1, 64));
        let below = |t: &str| Literal::parse(t, Syntax::INTEGER).map(Literal::is_below_zero);
        assert_eq!(
            [below("-1"), below("-0"), below("0"), below("5")],
            [Ok(true), Ok(false), Ok(false), Ok(false)]
        );
        assert!(TooLarge.is_out_of_range() && Negative.is_out_of_range());
        assert!(!InvalidDigit.is_out_of_range() && !NoDigits.is_out_of_range());
    }

    /// `0x` and `_` inserted into `digits` at the positions `cuts` picks.
    fn with_underscores(digits: &str, cuts: &[usize]) -> String {
        let mut s = String::from("0x");
        for (i, c) in digits.chars().enumerate() {
            if cuts.contains(&i) {
                s.push('_');
            }
            s.push(c);
        }
        s
    }

    proptest! {
        #[test]
        fn any_text_reads_without_panic(text in "\\PC{0,40}|[-+0-9a-fA-FxX_ ]{0,40}") {
            for syntax in [Syntax::INTEGER, Syntax::DECIMAL, Syntax::HEX.with_underscores()] {
                for width in [Width::Unsigned(8), Width::Signed(64), Width::Bits(32), Width::Unsigned(64)] {
                    let _ = parse_int(&text, syntax, width);
                }
            }
        }

        #[test]
        fn decimal_reads_as_std_reads_i64(text in "[-+]?[0-9]{0,22}|[-+]{0,2}[0-9]{0,3}") {
            prop_assert_eq!(
                parse_int(&text, Syntax::DECIMAL, Width::Signed(64)).ok().map(|v| v as i64),
                text.parse::<i64>().ok()
            );
        }

        #[test]
        fn hex_reads_as_std_reads_u64(digits in "[0-9a-fA-F]{0,20}", cuts in proptest::collection::vec(0usize..20, 0..4)) {
            let text = with_underscores(&digits, &cuts);
            prop_assert_eq!(
                parse_int(&text, Syntax::HEX.with_underscores(), Width::Unsigned(64)).ok(),
                u64::from_str_radix(&digits, 16).ok()
            );
        }

        #[test]
        fn printed_values_read_back(v in any::<i64>()) {
            let signed = |t: String| parse_int(&t, Syntax::INTEGER, Width::Signed(64)).map(|x| x as i64);
            prop_assert_eq!(signed(v.to_string()), Ok(v));
            let hex = if v < 0 { format!("-0x{:x}", v.unsigned_abs()) } else { format!("0x{v:X}") };
            prop_assert_eq!(signed(hex), Ok(v));
        }
    }
}
