//! Breakpoint conditions: `lane 37`, `v3[5] > 1.0`, `exec == 0`, `s2 != 0x10`, `scc == 1`,
//! `exec == 0xffffffffffffffff`, `s[4:5] > 1.5`.
//!
//! Every operand has a width (64 bits for `exec`/`vcc` and register pairs, 32 for the masks'
//! `_lo`/`_hi` halves and single registers, 1 for `scc`), and a literal must fit it: an integer
//! compares with the operand's bits read unsigned, or, when the integer is negative, read as
//! two's complement; a float compares with them read as f32 (f64 for a pair).

pub use lanescope_isa::Cmp;
use lanescope_isa::Machine;

use crate::number::{parse_int, Literal, NumberError, Syntax, Width};

/// A condition a breakpoint checks against the wave that is about to execute its line.
#[derive(Clone, Debug, PartialEq)]
pub enum Condition {
    /// `lane N`: lane N is on in EXEC.
    Lane(u32),
    /// `LHS OP VALUE`.
    Compare(Operand, Cmp, Value),
}

/// A lane mask a comparison reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneMask {
    /// EXEC.
    Exec,
    /// VCC.
    Vcc,
}

/// Which bits of a lane mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// All 64 (`exec`).
    Whole,
    /// Lanes 0-31 (`exec_lo`).
    Lo,
    /// Lanes 32-63 (`exec_hi`).
    Hi,
}

/// What a comparison reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A lane mask or one half of it: `exec`, `vcc_hi`.
    Mask(LaneMask, Part),
    /// SCC (0 or 1).
    Scc,
    /// M0.
    M0,
    /// Scalar register `sN`.
    Sgpr(usize),
    /// Scalar registers `s[N:N+1]`, `sN` the low half.
    SgprPair(usize),
    /// Vector register `vN` of lane `L`: `vN[L]`.
    Vgpr(usize, usize),
    /// Vector registers `v[N:N+1]` of lane `L`, `vN` the low half: `v[N:N+1][L]`.
    VgprPair(usize, usize),
}

/// The right-hand side, fitted to its operand's width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An integer of at least zero, compared with the operand's bits read unsigned.
    Unsigned(u64),
    /// A negative integer, compared with the operand's bits read as two's complement.
    Signed(i64),
    /// A float, compared with a 32-bit operand read as f32.
    F32(f32),
    /// A float, compared with a register pair read as f64.
    F64(f64),
}

/// The mask operands by name.
const MASKS: [(&str, Operand); 6] = [
    ("exec", Operand::Mask(LaneMask::Exec, Part::Whole)),
    ("exec_lo", Operand::Mask(LaneMask::Exec, Part::Lo)),
    ("exec_hi", Operand::Mask(LaneMask::Exec, Part::Hi)),
    ("vcc", Operand::Mask(LaneMask::Vcc, Part::Whole)),
    ("vcc_lo", Operand::Mask(LaneMask::Vcc, Part::Lo)),
    ("vcc_hi", Operand::Mask(LaneMask::Vcc, Part::Hi)),
];

impl Condition {
    /// Parses a condition; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Condition, String> {
        let t = text.trim();
        if let Some(n) = t.strip_prefix("lane") {
            let n = n.trim();
            return match parse_int(n, Syntax::INTEGER, Width::Signed(64)) {
                Ok(l @ 0..=63) => Ok(Condition::Lane(l as u32)),
                _ => Err(format!("'lane' wants a lane number 0-63, not '{n}'")),
            };
        }
        let (at, sym, op) = Cmp::SPELLINGS
            .iter()
            .filter_map(|&(s, op)| t.find(s).map(|i| (i, s, op)))
            .min_by_key(|&(i, s, _)| (i, core::cmp::Reverse(s.len())))
            .ok_or_else(|| "expected 'lane N' or a comparison such as 'v3[5] > 1.0' or 'exec == 0'".to_string())?;
        let lhs_text = t[..at].trim();
        let lhs = parse_operand(lhs_text)?;
        let value = parse_value(lhs, t[at + sym.len()..].trim())
            .map_err(|e| format!("{e}: {lhs_text} is {}", lhs.describe()))?;
        Ok(Condition::Compare(lhs, op, value))
    }

    /// Whether the condition holds for the wave `m` shows.
    pub fn holds(&self, m: &dyn Machine) -> bool {
        match *self {
            Condition::Lane(l) => l < 64 && mask(m, "exec") >> l & 1 == 1,
            Condition::Compare(lhs, op, rhs) => {
                let raw = read(m, lhs);
                let ord = match rhs {
                    Value::Unsigned(u) => Some(raw.cmp(&u)),
                    Value::Signed(i) => Some(signed(raw, lhs.width().bits()).cmp(&i)),
                    Value::F32(f) => f32::from_bits(raw as u32).partial_cmp(&f),
                    Value::F64(f) => f64::from_bits(raw).partial_cmp(&f),
                };
                // A NaN is unordered: only `!=` holds (as in IEEE 754).
                ord.map_or(op == Cmp::Ne, |o| op.holds(o))
            }
        }
    }
}

impl Operand {
    /// The integers it takes: its bits, read unsigned or as two's complement (`scc` takes
    /// 0 and 1 alone).
    pub fn width(self) -> Width {
        match self {
            Operand::Scc => Width::Unsigned(1),
            Operand::Mask(_, Part::Whole) | Operand::SgprPair(_) | Operand::VgprPair(..) => Width::Bits(64),
            Operand::Mask(..) | Operand::M0 | Operand::Sgpr(_) | Operand::Vgpr(..) => Width::Bits(32),
        }
    }

    /// Whether a float literal compares with it (registers do, as f32 or as an f64 pair;
    /// masks and `scc` do not).
    fn takes_floats(self) -> bool {
        !matches!(self, Operand::Mask(..) | Operand::Scc)
    }

    /// What it is, for an error message.
    fn describe(self) -> &'static str {
        match self {
            Operand::Mask(_, Part::Whole) => "a 64-bit lane mask",
            Operand::Mask(..) => "32 bits of a lane mask",
            Operand::Scc => "a 1-bit flag",
            Operand::SgprPair(_) | Operand::VgprPair(..) => "a 64-bit register pair",
            Operand::M0 | Operand::Sgpr(_) | Operand::Vgpr(..) => "a 32-bit register",
        }
    }
}

/// `raw`'s low `bits` bits as a two's complement number.
fn signed(raw: u64, bits: u32) -> i64 {
    let shift = 64 - bits.clamp(1, 64);
    ((raw << shift) as i64) >> shift
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

/// Scalar register `n` (0 if it is not there).
fn sgpr(m: &dyn Machine, n: usize) -> u64 {
    cell(m, m.file_index("s").map(|f| (f, n)), 0)
}

/// Vector register `r` of lane `l`, counting through the vector files in order (AGPR n of
/// gfx950 is v(256 + n), as in the matrix view); 0 if it is not there.
fn vgpr(m: &dyn Machine, r: usize, l: usize) -> u64 {
    cell(m, lanescope_isa::vector_register(m.register_files(), r), l)
}

/// What operand `o` reads, found through the machine's descriptions.
fn read(m: &dyn Machine, o: Operand) -> u64 {
    let pair = |lo: u64, hi: u64| lo | hi << 32;
    match o {
        Operand::Mask(which, part) => {
            let all = mask(m, if which == LaneMask::Exec { "exec" } else { "vcc" });
            match part {
                Part::Whole => all,
                Part::Lo => all & 0xffff_ffff,
                Part::Hi => all >> 32,
            }
        }
        Operand::Scc => flag(m, "scc"),
        Operand::M0 => flag(m, "m0"),
        Operand::Sgpr(n) => sgpr(m, n),
        Operand::SgprPair(n) => pair(sgpr(m, n), sgpr(m, n + 1)),
        Operand::Vgpr(r, l) => vgpr(m, r, l),
        Operand::VgprPair(r, l) => pair(vgpr(m, r, l), vgpr(m, r + 1, l)),
    }
}

/// The right-hand side `s` of a comparison with `lhs`: an integer (decimal or `0x…`, with an
/// optional sign) that fits `lhs`, else a float (it has `.` or an exponent) that `lhs` takes.
/// The error names what is wrong with `s`.
fn parse_value(lhs: Operand, s: &str) -> Result<Value, String> {
    let width = lhs.width();
    let too_big = |hex| format!("'{s}' is out of range ({})", range(width, hex));
    match Literal::parse(s, Syntax::INTEGER) {
        Ok(lit) => int_value(lit, width).map_err(|_| too_big(lit.hex)),
        Err(NumberError::TooLarge) => Err(too_big(s.contains(['x', 'X']))),
        Err(_) if s.parse::<f64>().is_err() => Err(format!("'{s}' is not a number")),
        Err(_) if !lhs.takes_floats() => Err(format!("'{s}' is a float, not an integer")),
        Err(_) => match lhs {
            Operand::SgprPair(_) | Operand::VgprPair(..) => float(s).map(Value::F64),
            _ => float(s).map(Value::F32),
        },
    }
}

/// Literal `lit` as a value of `width`: one below zero compares signed, the others (`-0`
/// too) unsigned.
fn int_value(lit: Literal, width: Width) -> Result<Value, NumberError> {
    if !lit.is_below_zero() {
        return Literal { negative: false, ..lit }.fit(width).map(Value::Unsigned);
    }
    lit.fit(width).map(|bits| Value::Signed(signed(bits, width.bits())))
}

/// The integers `width` takes, in hex or decimal as the literal was written.
fn range(width: Width, hex: bool) -> String {
    let (below, above) = width.bounds();
    let n = |v: u64| if hex { format!("0x{v:x}") } else { v.to_string() };
    match below {
        0 => format!("0 to {}", n(above)),
        _ => format!("-{} to {}", n(below), n(above)),
    }
}

/// `s` (a float in Rust's syntax) as a finite `F` (f32 or f64), rounded to the nearest; one
/// past `F`'s largest, `inf` and `nan` are refused.
fn float<F: core::str::FromStr + Into<f64> + Copy>(s: &str) -> Result<F, String> {
    match s.parse::<F>() {
        Ok(f) if f.into().is_finite() => Ok(f),
        _ if s.bytes().any(|b| b.is_ascii_digit()) => Err(format!(
            "'{s}' is out of range (past the largest {})",
            core::any::type_name::<F>()
        )),
        _ => Err(format!("'{s}' is not a finite number")),
    }
}

/// `N:N+1` (the inside of `s[N:N+1]`) as `N`.
fn pair_index(inside: &str) -> Option<usize> {
    let (lo, hi) = inside.split_once(':')?;
    let (lo, hi): (usize, usize) = (lo.trim().parse().ok()?, hi.trim().parse().ok()?);
    (lo.checked_add(1) == Some(hi)).then_some(lo)
}

/// The left-hand side of a comparison; the error lists the operands there are.
fn parse_operand(s: &str) -> Result<Operand, String> {
    let bad =
        || format!("'{s}' is not exec, vcc (or their _lo/_hi), scc, m0, sN, s[N:N+1], vN[lane] or v[N:N+1][lane]");
    let not_pair = || format!("'{s}': a pair is two registers in order, as in s[4:5]");
    match s {
        "scc" => return Ok(Operand::Scc),
        "m0" => return Ok(Operand::M0),
        _ => {}
    }
    if let Some(&(_, o)) = MASKS.iter().find(|(name, _)| *name == s) {
        return Ok(o);
    }
    if let Some(n) = s.strip_prefix('s') {
        return match n.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
            Some(inside) => pair_index(inside).map(Operand::SgprPair).ok_or_else(not_pair),
            None => n.parse().map(Operand::Sgpr).map_err(|_| bad()),
        };
    }
    let v = s.strip_prefix('v').ok_or_else(bad)?;
    let (reg, lane) = v
        .strip_suffix(']')
        .and_then(|v| v.rsplit_once('['))
        .filter(|(reg, _)| !reg.trim().is_empty())
        .ok_or_else(|| format!("'{s}': a vector register needs a lane, as in v3[5]"))?;
    let lane = match lane.trim().parse() {
        Ok(l @ 0..=63) => l,
        _ => return Err(format!("'{s}': the lane must be 0-63")),
    };
    match reg.trim().strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        Some(inside) => pair_index(inside)
            .map(|r| Operand::VgprPair(r, lane))
            .ok_or_else(not_pair),
        None => reg.trim().parse().map(|r| Operand::Vgpr(r, lane)).map_err(|_| bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Target;
    use Operand::*;
    use Value::{Signed, Unsigned, F32, F64};

    const EXEC: Operand = Mask(LaneMask::Exec, Part::Whole);

    #[test]
    fn parses_the_forms() {
        assert_eq!(Condition::parse("lane 37"), Ok(Condition::Lane(37)));
        for (text, lhs, op, value) in [
            ("v3[5] > 1.0", Vgpr(3, 5), Cmp::Gt, F32(1.0)),
            (" exec == 0 ", EXEC, Cmp::Eq, Unsigned(0)),
            ("s2>=0x10", Sgpr(2), Cmp::Ge, Unsigned(16)),
            ("exec_hi != 0", Mask(LaneMask::Exec, Part::Hi), Cmp::Ne, Unsigned(0)),
            ("vcc_lo < 3", Mask(LaneMask::Vcc, Part::Lo), Cmp::Lt, Unsigned(3)),
            ("vcc <= 3", Mask(LaneMask::Vcc, Part::Whole), Cmp::Le, Unsigned(3)),
            ("s[4:5] == -1", SgprPair(4), Cmp::Eq, Signed(-1)),
            ("s[ 3 : 4 ] == 1.5", SgprPair(3), Cmp::Eq, F64(1.5)),
            ("v[6:7][2] > 0.1", VgprPair(6, 2), Cmp::Gt, F64(0.1)),
            ("v7[63] > 0.1", Vgpr(7, 63), Cmp::Gt, F32(0.1)),
            ("m0 == 4", M0, Cmp::Eq, Unsigned(4)),
            ("scc == 1", Scc, Cmp::Eq, Unsigned(1)),
        ] {
            assert_eq!(Condition::parse(text), Ok(Condition::Compare(lhs, op, value)), "{text}");
        }
    }

    const RANGE64: &str = "out of range (-0x8000000000000000 to 0xffffffffffffffff)";
    const RANGE32: &str = "out of range (-0x80000000 to 0xffffffff)";

    /// (operand, literal, the value it is read as) cases a condition accepts.
    const ACCEPTED: &[(&str, &str, Value)] = &[
        ("exec", "0xffffffffffffffff", Unsigned(u64::MAX)),
        ("exec", "18446744073709551615", Unsigned(u64::MAX)),
        ("exec", "-1", Signed(-1)),
        ("exec", "-0x8000000000000000", Signed(i64::MIN)),
        ("exec", "-0", Unsigned(0)),
        ("vcc", "0x8000000000000000", Unsigned(1 << 63)),
        ("exec_lo", "0xffffffff", Unsigned(0xffff_ffff)),
        ("vcc_hi", "-2147483648", Signed(i32::MIN as i64)),
        ("s2", "0xffffffff", Unsigned(0xffff_ffff)),
        ("s2", "4294967295", Unsigned(0xffff_ffff)),
        ("s2", "-1", Signed(-1)),
        ("s2", "-0x80000000", Signed(i32::MIN as i64)),
        ("s2", "+0x10", Unsigned(16)),
        ("m0", "-4", Signed(-4)),
        ("v1[3]", "0xffffffff", Unsigned(0xffff_ffff)),
        ("v1[3]", "1.5", F32(1.5)),
        ("v1[3]", "-2e3", F32(-2000.0)),
        ("v1[3]", "0.1", F32(0.1)),
        ("v1[3]", "3.4028235e38", F32(f32::MAX)),
        ("s[4:5]", "0xffffffffffffffff", Unsigned(u64::MAX)),
        ("s[4:5]", "-9223372036854775808", Signed(i64::MIN)),
        ("s[4:5]", "1e39", F64(1e39)),
        ("v[4:5][1]", "0.1", F64(0.1)),
        ("scc", "1", Unsigned(1)),
        ("scc", "-0", Unsigned(0)),
    ];

    /// (operand, literal, what the error says) cases a condition refuses.
    const REJECTED: &[(&str, &str, &str)] = &[
        ("exec", "0x10000000000000000", RANGE64),
        (
            "exec",
            "18446744073709551616",
            "out of range (-9223372036854775808 to 18446744073709551615)",
        ),
        ("exec", "-0x8000000000000001", RANGE64),
        (
            "exec",
            "1.5",
            "'1.5' is a float, not an integer: exec is a 64-bit lane mask",
        ),
        ("vcc", "99999999999999999999", "out of range"),
        (
            "exec_lo",
            "0x100000000",
            "'0x100000000' is out of range (-0x80000000 to 0xffffffff): exec_lo is 32 bits of a lane mask",
        ),
        ("exec_hi", "1.0", "is a float"),
        ("s2", "0x100000000", RANGE32),
        ("s2", "0xffffffffffffffff", RANGE32),
        (
            "s2",
            "4294967296",
            "out of range (-2147483648 to 4294967295): s2 is a 32-bit register",
        ),
        ("s2", "-2147483649", "out of range"),
        ("m0", "-0x80000001", RANGE32),
        ("v1[3]", "0x1_0", "'0x1_0' is not a number"),
        ("v1[3]", "1e39", "'1e39' is out of range (past the largest f32)"),
        ("v1[3]", "inf", "'inf' is not a finite number"),
        ("v1[3]", "nan", "not a finite number"),
        ("s[4:5]", "0x10000000000000000", RANGE64),
        ("s[4:5]", "1e309", "past the largest f64"),
        ("scc", "2", "'2' is out of range (0 to 1): scc is a 1-bit flag"),
        ("scc", "-1", "out of range (0 to 1)"),
        ("scc", "0.0", "is a float"),
        ("s2", "--5", "not a number"),
        ("s2", "0x-5", "not a number"),
        ("s2", "1_0", "not a number"),
        ("s2", "0b101", "not a number"),
        ("s2", "", "not a number"),
    ];

    /// Which literals each operand width takes, and as what: an integer must fit the width,
    /// read unsigned (at least zero) or as two's complement (below zero); a float is an f32
    /// for a 32-bit register, an f64 for a pair, and refused by masks and `scc`.
    #[test]
    fn accepted_literals_per_operand_width() {
        for &(lhs, text, value) in ACCEPTED {
            let c = format!("{lhs} == {text}");
            match Condition::parse(&c) {
                Ok(Condition::Compare(_, Cmp::Eq, v)) => assert_eq!(v, value, "{c}"),
                other => panic!("{c}: {other:?}"),
            }
        }
    }

    /// The literals [`accepted_literals_per_operand_width`] does not take, with the reason.
    #[test]
    fn rejected_literals_per_operand_width() {
        for &(lhs, text, says) in REJECTED {
            let c = format!("{lhs} == {text}");
            let e = Condition::parse(&c).unwrap_err();
            assert!(e.contains(says), "{c}: {e}");
        }
    }

    #[test]
    fn lane_numbers() {
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
            ("v[4:5] > 1", "needs a lane"),
            ("v3[99] > 1", "0-63"),
            ("v[4:5][64] > 1", "0-63"),
            ("s[4:6] == 0", "a pair is two registers in order"),
            ("s[5:4] == 0", "a pair is two registers in order"),
            ("s[4] == 0", "a pair is two registers in order"),
            ("v[4:4][0] == 0", "a pair is two registers in order"),
            ("s[18446744073709551615:0] == 0", "a pair is two registers in order"),
            ("q1 == 2", "not exec"),
            ("exec_mid == 2", "not exec"),
            ("exec == banana", "not a number"),
            ("", "expected"),
            ("v1[2] = 3", "expected"),
        ] {
            let e = Condition::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
    }

    /// The register values [`evaluates_every_width_on_a_machine`] tests against.
    const STATE: &str = "s_mov_b64 exec, -1\n\
                        s_mov_b32 vcc_lo, 1\n\
                        s_mov_b32 vcc_hi, 0x80000000\n\
                        s_mov_b32 s2, -1\n\
                        s_mov_b32 s4, 0\n\
                        s_mov_b32 s5, 0x3ff80000\n\
                        s_mov_b32 m0, -4\n\
                        s_cmp_eq_u32 s2, s2\n\
                        v_mov_b32 v1, -1\n\
                        v_mov_b32 v3, 2.0\n\
                        v_mov_b32 v6, 0\n\
                        v_mov_b32 v7, 0xbff00000\n\
                        v_mov_b32 v8, 0x7fc00000\n\
                        s_endpgm";

    /// (condition, whether it holds on [`STATE`]) cases.
    const HOLDS: &[(&str, bool)] = &[
        ("lane 37", true),
        ("exec == 0xffffffffffffffff", true),
        ("exec != 0xffffffffffffffff", false),
        ("exec == 18446744073709551615", true),
        ("exec == -1", true),
        ("exec > 0x7fffffffffffffff", true),
        ("exec < 0", false),
        ("exec <= -1", true),
        ("exec_lo == 0xffffffff", true),
        ("exec_hi == -1", true),
        ("vcc == 0x8000000000000001", true),
        ("vcc > 0", true),
        ("vcc < 0", false),
        ("vcc < -1", true),
        ("vcc == -0x7fffffffffffffff", true),
        ("vcc_lo == 1", true),
        ("vcc_hi == 0x80000000", true),
        ("vcc_hi == -2147483648", true),
        ("vcc_hi > 0", true),
        ("s2 == 0xffffffff", true),
        ("s2 == 4294967295", true),
        ("s2 == -1", true),
        ("s2 > 0", true),
        ("s2 < 0", false),
        ("s2 <= -1", true),
        ("s2 < -2", false),
        ("s2 >= -2", true),
        ("s[4:5] == 1.5", true),
        ("s[4:5] == 0x3ff8000000000000", true),
        ("s[4:5] > 1.0", true),
        ("s[4:5] < 1.0", false),
        ("s[5:6] == 0x3ff80000", true),
        ("m0 == -4", true),
        ("m0 == 0xfffffffc", true),
        ("scc == 1", true),
        ("v1[3] == 0xffffffff", true),
        ("v1[3] == -1", true),
        ("v3[5] > 1.0", true),
        ("v3[5] > 2.5", false),
        ("v3[5] == 2.0", true),
        ("v3[5] == 0x40000000", true),
        ("v[6:7][2] == -1.0", true),
        ("v[6:7][2] < -1", true),
        ("v[6:7][2] > 0", true),
        ("v[6:7][2] == 0xbff0000000000000", true),
        ("v8[0] != 1.0", true),
        ("v8[0] == 1.0", false),
        ("v8[0] < 1.0", false),
        ("v8[0] >= 1.0", false),
    ];

    /// Each width compares exactly: 64-bit masks and pairs as u64/i64/f64, 32-bit registers
    /// and mask halves as u32/i32/f32, as the literal is written.
    #[test]
    fn evaluates_every_width_on_a_machine() {
        let mut m = Target::ALL[0].assemble(STATE).unwrap();
        m.run(13);
        for &(c, want) in HOLDS {
            assert_eq!(Condition::parse(c).unwrap().holds(m.as_ref()), want, "{c}");
        }
    }

    /// `0.1` rounds to the f32 a 32-bit register holds, not compared as an f64.
    #[test]
    fn a_float_literal_rounds_to_the_operand_precision() {
        let mut m = Target::ALL[0].assemble("v_mov_b32 v3, 0.1\ns_endpgm").unwrap();
        m.run(1);
        assert!(Condition::parse("v3[0] == 0.1").unwrap().holds(m.as_ref()));
        assert!(Condition::parse("v3[0] == 0x3dcccccd").unwrap().holds(m.as_ref()));
    }
}
