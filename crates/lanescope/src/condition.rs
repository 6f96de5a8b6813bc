//! Breakpoint conditions: `lane 37`, `v3[5] > 1.0`, `exec == 0`, `s2 != 0x10`, `scc == 1`.

pub use lanescope_isa::Cmp;
use lanescope_isa::Machine;

use crate::number::{parse_int, NumberError, Syntax, Width};

/// A condition a breakpoint checks against the wave that is about to execute its line.
#[derive(Clone, Debug, PartialEq)]
pub enum Condition {
    /// `lane N`: lane N is on in EXEC.
    Lane(u32),
    /// `LHS OP VALUE`.
    Compare(Operand, Cmp, Value),
}

/// What a comparison reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// The EXEC mask.
    Exec,
    /// The VCC mask.
    Vcc,
    /// SCC (0 or 1).
    Scc,
    /// M0.
    M0,
    /// Scalar register `sN`.
    Sgpr(usize),
    /// Vector register `vN` of lane `L`: `vN[L]`.
    Vgpr(usize, usize),
}

/// The right-hand side: an integer (decimal or `0x` hex; compared unsigned, or as i32 when
/// negative) or an f32 (has `.`
/// or an exponent; the register is then read as f32).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An integer.
    Int(i64),
    /// A float.
    Float(f32),
}

impl Condition {
    /// Parses a condition; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Condition, String> {
        let t = text.trim();
        if let Some(n) = t.strip_prefix("lane") {
            let n = n.trim();
            return match parse_i64(n) {
                Ok(l @ 0..=63) => Ok(Condition::Lane(l as u32)),
                _ => Err(format!("'lane' wants a lane number 0-63, not '{n}'")),
            };
        }
        let (at, sym, op) = Cmp::SPELLINGS
            .iter()
            .filter_map(|&(s, op)| t.find(s).map(|i| (i, s, op)))
            .min_by_key(|&(i, s, _)| (i, core::cmp::Reverse(s.len())))
            .ok_or_else(|| "expected 'lane N' or a comparison such as 'v3[5] > 1.0' or 'exec == 0'".to_string())?;
        let lhs = parse_operand(t[..at].trim())?;
        let rhs = t[at + sym.len()..].trim();
        let value = parse_value(rhs).ok_or_else(|| format!("'{rhs}' is not a number"))?;
        Ok(Condition::Compare(lhs, op, value))
    }

    /// Whether the condition holds for the wave `m` shows.
    pub fn holds(&self, m: &dyn Machine) -> bool {
        match *self {
            Condition::Lane(l) => l < 64 && mask(m, "exec") >> l & 1 == 1,
            Condition::Compare(lhs, op, rhs) => {
                let raw = read(m, lhs);
                let ord = match rhs {
                    Value::Float(f) => f32::from_bits(raw as u32).partial_cmp(&f),
                    Value::Int(i) if i < 0 => Some(i64::from(raw as u32 as i32).cmp(&i)),
                    Value::Int(i) => Some(i128::from(raw).cmp(&i128::from(i))),
                };
                ord.is_some_and(|o| op.holds(o))
            }
        }
    }
}

/// The machine's mask called `name` (0 if it has none).
fn mask(m: &dyn Machine, name: &str) -> u64 {
    m.mask_index(name).map_or(0, |i| m.mask(i))
}

/// The machine's flag called `name` (0 if it has none).
fn flag(m: &dyn Machine, name: &str) -> u64 {
    m.flag_index(name).map_or(0, |i| u64::from(m.flag(i)))
}

/// Value `lane` (component 0) of register `reg` of file `file` (0 if it is not there).
fn cell(m: &dyn Machine, file: Option<(usize, usize)>, lane: usize) -> u64 {
    let Some((file, reg)) = file else { return 0 };
    let width = m.register_files().get(file).map_or(1, |f| f.width());
    m.register(file, reg).get(lane * width).map_or(0, |&v| u64::from(v))
}

/// What operand `o` reads, found through the machine's descriptions (`vN` counts through the
/// vector files in order: AGPR n of gfx950 is v(256 + n), as in the matrix view).
fn read(m: &dyn Machine, o: Operand) -> u64 {
    match o {
        Operand::Exec => mask(m, "exec"),
        Operand::Vcc => mask(m, "vcc"),
        Operand::Scc => flag(m, "scc"),
        Operand::M0 => flag(m, "m0"),
        Operand::Sgpr(n) => cell(m, m.file_index("s").map(|f| (f, n)), 0),
        Operand::Vgpr(r, l) => cell(m, lanescope_isa::vector_register(m.register_files(), r), l),
    }
}

/// An i64 written in decimal or `0x…`, with an optional sign.
fn parse_i64(s: &str) -> Result<i64, NumberError> {
    parse_int(s, Syntax::INTEGER, Width::Signed(64)).map(|v| v as i64)
}

/// An integer ([`parse_i64`]; one that does not fit is refused), else a finite f32.
fn parse_value(s: &str) -> Option<Value> {
    match parse_i64(s) {
        Ok(i) => Some(Value::Int(i)),
        Err(e) if e.is_out_of_range() => None,
        Err(_) => s.parse::<f32>().ok().filter(|f| f.is_finite()).map(Value::Float),
    }
}

fn parse_operand(s: &str) -> Result<Operand, String> {
    let bad = || format!("'{s}' is not exec, vcc, scc, m0, sN or vN[lane]");
    match s {
        "exec" => return Ok(Operand::Exec),
        "vcc" => return Ok(Operand::Vcc),
        "scc" => return Ok(Operand::Scc),
        "m0" => return Ok(Operand::M0),
        _ => {}
    }
    if let Some(n) = s.strip_prefix('s') {
        return n.parse().map(Operand::Sgpr).map_err(|_| bad());
    }
    let v = s.strip_prefix('v').ok_or_else(bad)?;
    let (reg, lane) = v
        .strip_suffix(']')
        .and_then(|v| v.split_once('['))
        .ok_or_else(|| format!("'{s}': a vector register needs a lane, as in v3[5]"))?;
    let reg = reg.trim().parse().map_err(|_| bad())?;
    match lane.trim().parse() {
        Ok(l @ 0..=63) => Ok(Operand::Vgpr(reg, l)),
        _ => Err(format!("'{s}': the lane must be 0-63")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Target;

    #[test]
    fn parses_the_three_forms() {
        assert_eq!(Condition::parse("lane 37"), Ok(Condition::Lane(37)));
        assert_eq!(
            Condition::parse("v3[5] > 1.0"),
            Ok(Condition::Compare(Operand::Vgpr(3, 5), Cmp::Gt, Value::Float(1.0)))
        );
        assert_eq!(
            Condition::parse(" exec == 0 "),
            Ok(Condition::Compare(Operand::Exec, Cmp::Eq, Value::Int(0)))
        );
        assert_eq!(
            Condition::parse("s2>=0x10"),
            Ok(Condition::Compare(Operand::Sgpr(2), Cmp::Ge, Value::Int(16)))
        );
    }

    /// The right-hand side: an i64 (decimal or `0x…`, optional sign) or else a finite f32.
    #[test]
    fn values_read_as_today() {
        use Value::{Float, Int};
        let not = |t: &str| Err(format!("'{t}' is not a number"));
        for (text, value) in [
            ("0", Ok(Int(0))),
            ("0x10", Ok(Int(16))),
            ("0X10", Ok(Int(16))),
            ("-1", Ok(Int(-1))),
            ("-0", Ok(Int(0))),
            ("-0x10", Ok(Int(-16))),
            ("+5", Ok(Int(5))),
            ("  7  ", Ok(Int(7))),
            ("9223372036854775807", Ok(Int(i64::MAX))),
            ("0x7fffffffffffffff", Ok(Int(i64::MAX))),
            ("-9223372036854775807", Ok(Int(-i64::MAX))),
            ("1.5", Ok(Float(1.5))),
            ("-2e3", Ok(Float(-2000.0))),
            ("0x8000000000000000", not("0x8000000000000000")),
            ("0x", not("0x")),
            ("", not("")),
            ("-", not("-")),
            ("0x_10", not("0x_10")),
            ("1_0", not("1_0")),
            ("0b101", not("0b101")),
            ("inf", not("inf")),
            ("nan", not("nan")),
            ("1e39", not("1e39")),
            // Changed by the shared number reader. `+` stands before hex as before decimal.
            ("+0x10", Ok(Int(16))),
            // Bugs: a second sign, or a sign after `0x`, was read (`--5` was 5).
            ("--5", not("--5")),
            ("-+5", not("-+5")),
            ("0x-5", not("0x-5")),
            ("0x+5", not("0x+5")),
            // Bug: an integer past i64 became a float, though a float needs `.` or an exponent.
            ("9223372036854775808", not("9223372036854775808")),
            ("99999999999999999999", not("99999999999999999999")),
            // Bug: i64::MIN was refused (a float in decimal, an error in hex).
            ("-9223372036854775808", Ok(Int(i64::MIN))),
            ("-0x8000000000000000", Ok(Int(i64::MIN))),
            // Bug: negating i64::MIN panicked (debug builds) or wrapped.
            ("--9223372036854775808", not("--9223372036854775808")),
        ] {
            let got = Condition::parse(&format!("s0 == {text}")).map(|c| match c {
                Condition::Compare(Operand::Sgpr(0), Cmp::Eq, v) => v,
                c => panic!("{c:?}"),
            });
            assert_eq!(got, value, "{text:?}");
        }
        let lane = |n: &str| Err(format!("'lane' wants a lane number 0-63, not '{n}'"));
        for (text, value) in [
            ("lane 63", Ok(Condition::Lane(63))),
            ("lane 0x3f", Ok(Condition::Lane(63))),
            ("lane -0", Ok(Condition::Lane(0))),
            ("lane+5", Ok(Condition::Lane(5))),
            ("lane 64", lane("64")),
            ("lane -1", lane("-1")),
            ("lane", lane("")),
            ("lane 1.0", lane("1.0")),
            ("lane 0x", lane("0x")),
            ("lane --5", lane("--5")),
            ("lane --9223372036854775808", lane("--9223372036854775808")),
        ] {
            assert_eq!(Condition::parse(text), value, "{text:?}");
        }
    }

    #[test]
    fn rejects_bad_conditions_with_a_reason() {
        for (text, says) in [
            ("lane 64", "lane number"),
            ("v3 > 1", "needs a lane"),
            ("v3[99] > 1", "0-63"),
            ("q1 == 2", "not exec"),
            ("exec == banana", "not a number"),
            ("", "expected"),
            ("v1[2] = 3", "expected"),
        ] {
            let e = Condition::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
    }

    #[test]
    fn evaluates_on_a_machine() {
        let mut m = Target::ALL[0]
            .assemble("s_mov_b32 exec_lo, 0xff\ns_mov_b32 exec_hi, 0\nv_mov_b32 v3, 2.0\ns_mov_b32 s2, -3\ns_endpgm")
            .unwrap();
        m.run(4);
        let holds = |c: &str| Condition::parse(c).unwrap().holds(m.as_ref());
        assert!(holds("lane 7"));
        assert!(!holds("lane 37"));
        assert!(holds("v3[5] > 1.0"));
        assert!(!holds("v3[5] > 2.5"));
        assert!(holds("exec == 0xff"));
        assert!(!holds("exec == 0"));
        assert!(holds("s2 == -3"));
        assert!(
            holds("s2 < -2") && !holds("s2 < 0"),
            "a negative value compares signed, else unsigned"
        );
    }
}
