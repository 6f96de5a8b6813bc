//! Atomic read-modify-write operations, the one implementation SMEM ([`super::smem`]), VMEM
//! (FLAT/GLOBAL/SCRATCH/MUBUF, [`super::vmem`]) and DS ([`super::ds`]) share: each computes
//! `tmp = MEM; MEM = apply(op, tmp, DATA, DATA2); RETURN_DATA = tmp` around it.
//!
//! Values are held in the low bits of a `u64`: 32-bit operations (`wide == false`) read and
//! give values below 2^32. The float operations come in two families because the seeds give
//! them different rules: LDS (seed 001 lines 4950-5029: NaN quieting, MODE's denormal controls)
//! and global memory (seed 001 lines 5225-5226, 31745-31818).

use half::{bf16, f16};

use super::float::{flush32, Fp};

/// An atomic operation. `DATA` is the instruction's first data operand, `DATA2` its second
/// (the compare value of the compare-swaps, the OR value of `mskor`, the wrap value of `wrap`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `MEM = DATA`.
    Swap,
    /// `MEM = (tmp == DATA2) ? DATA : tmp` (the FLAT/SMEM order `{src, cmp}`; DS's `cmpst`
    /// names its operands the other way round).
    CmpSwap,
    /// `MEM += DATA`.
    Add,
    /// `MEM -= DATA`.
    Sub,
    /// `MEM = DATA - MEM`.
    Rsub,
    /// Signed minimum.
    SMin,
    /// Unsigned minimum.
    UMin,
    /// Signed maximum.
    SMax,
    /// Unsigned maximum.
    UMax,
    /// `MEM &= DATA`.
    And,
    /// `MEM |= DATA`.
    Or,
    /// `MEM ^= DATA`.
    Xor,
    /// `MEM = (tmp >= DATA) ? 0 : tmp + 1`.
    Inc,
    /// `MEM = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1`.
    Dec,
    /// `MEM = (tmp & ~DATA) | DATA2`.
    Mskor,
    /// `MEM = (tmp >= DATA) ? tmp - DATA : tmp + DATA2`.
    Wrap,
    /// LDS float compare-store, `{src, cmp}` like [`Op::CmpSwap`] (seed 001 lines 4957,
    /// 5019-5020).
    LdsCmpSwapF,
    /// LDS float minimum (seed 001 lines 5012-5016).
    LdsMinF,
    /// LDS float maximum (seed 001 lines 5005-5009).
    LdsMaxF,
    /// LDS float add: f32 follows MODE, f64 never flushes (seed 001 Table 53, lines 4959-4967).
    LdsAddF,
    /// LDS packed f16 add (seed 001 line 28814).
    LdsPkAddF16,
    /// LDS packed bf16 add (seed 001 line 28835).
    LdsPkAddBf16,
    /// Global f32 add: denormals flushed, round to nearest even (seed 001 lines 5225-5226).
    AddF32,
    /// Global packed f16 add, denormals kept (seed 001 line 31745).
    PkAddF16,
    /// Global packed bf16 add.
    PkAddBf16,
    /// Global f64 add.
    AddF64,
    /// Global f64 minimum: `src < tmp ? src : tmp`, literally (seed 001 line 31787).
    MinF64,
    /// Global f64 maximum: `src > tmp ? src : tmp`.
    MaxF64,
}

/// The integer operations in the order of the FLAT/MUBUF opcodes 0x40-0x4c and 0x60-0x6c
/// (seed 000 lines 6829-6904).
pub const GLOBAL_INT: [Op; 13] = [
    Op::Swap,
    Op::CmpSwap,
    Op::Add,
    Op::Sub,
    Op::SMin,
    Op::UMin,
    Op::SMax,
    Op::UMax,
    Op::And,
    Op::Or,
    Op::Xor,
    Op::Inc,
    Op::Dec,
];

impl Op {
    /// Whether the operation reads a second data operand (DATA2).
    pub fn two_data(self) -> bool {
        matches!(self, Op::CmpSwap | Op::LdsCmpSwapF | Op::Mskor | Op::Wrap)
    }
}

/// The new memory value of `op` for `tmp` = MEM, `d` = DATA, `d2` = DATA2 on 32-bit
/// (`wide == false`) or 64-bit values; `mode` is the MODE register (the LDS float operations
/// read its denormal controls).
pub fn apply(op: Op, wide: bool, mode: u32, tmp: u64, d: u64, d2: u64) -> u64 {
    let mask = if wide { u64::MAX } else { u32::MAX as u64 };
    let r = match op {
        Op::LdsCmpSwapF | Op::LdsMinF | Op::LdsMaxF | Op::LdsAddF | Op::LdsPkAddF16 | Op::LdsPkAddBf16 => {
            lds_float(op, wide, mode, tmp, d, d2)
        }
        Op::AddF32 | Op::PkAddF16 | Op::PkAddBf16 | Op::AddF64 | Op::MinF64 | Op::MaxF64 => global_float(op, tmp, d),
        _ => int(op, wide, tmp, d, d2),
    };
    r & mask
}

/// The integer operations.
fn int(op: Op, wide: bool, tmp: u64, d: u64, d2: u64) -> u64 {
    let sx = |v: u64| if wide { v as i64 } else { v as u32 as i32 as i64 };
    match op {
        Op::Swap => d,
        Op::CmpSwap if tmp == d2 => d,
        Op::Add => tmp.wrapping_add(d),
        Op::Sub => tmp.wrapping_sub(d),
        Op::Rsub => d.wrapping_sub(tmp),
        Op::SMin if sx(d) < sx(tmp) => d,
        Op::SMax if sx(d) > sx(tmp) => d,
        Op::UMin => d.min(tmp),
        Op::UMax => d.max(tmp),
        Op::And => tmp & d,
        Op::Or => tmp | d,
        Op::Xor => tmp ^ d,
        Op::Inc if tmp >= d => 0,
        Op::Inc => tmp + 1,
        Op::Dec if tmp == 0 || tmp > d => d,
        Op::Dec => tmp - 1,
        Op::Mskor => (tmp & !d) | d2,
        Op::Wrap if tmp >= d => tmp - d,
        Op::Wrap => tmp.wrapping_add(d2),
        _ => tmp,
    }
}

/// The global-memory float operations (the width is the operation's own).
fn global_float(op: Op, tmp: u64, d: u64) -> u64 {
    let (ft, fs) = (f64::from_bits(tmp), f64::from_bits(d));
    match op {
        Op::AddF32 => {
            let (a, b) = (f32::from_bits(tmp as u32), f32::from_bits(d as u32));
            flush32(flush32(a) + flush32(b)).to_bits() as u64
        }
        // Each half: tmp.f16 + src.f16 (seed 001 line 31745); FP16 keeps denormals. The f32 sum
        // of two f16 values rounded once more to f16 is the correctly rounded f16 sum.
        Op::PkAddF16 => packed(tmp, d, |a, b| {
            f16::from_f32(f16::from_bits(a).to_f32() + f16::from_bits(b).to_f32()).to_bits()
        }),
        Op::PkAddBf16 => packed(tmp, d, |a, b| {
            bf16::from_f32(bf16::from_bits(a).to_f32() + bf16::from_bits(b).to_f32()).to_bits()
        }),
        Op::AddF64 => (ft + fs).to_bits(),
        Op::MinF64 if fs < ft => d,
        Op::MaxF64 if fs > ft => d,
        _ => tmp,
    }
}

/// `f` on each 16-bit half of two packed dwords.
fn packed(a: u64, b: u64, f: impl Fn(u16, u16) -> u16) -> u64 {
    let lo = f(a as u16, b as u16) as u64;
    let hi = f((a >> 16) as u16, (b >> 16) as u16) as u64;
    lo | hi << 16
}

/// The LDS float operations (seed 001 lines 4950-5029).
fn lds_float(op: Op, wide: bool, mode: u32, tmp: u64, d: u64, d2: u64) -> u64 {
    let f = if wide { F64 } else { F32 };
    // f32 reads MODE's f32 denormal bits, f64 and the 16-bit formats the f64/f16 ones.
    let p = Fp::new(mode).prec(!wide);
    let kin = p.keep_in;
    match op {
        Op::LdsCmpSwapF if feq(f, tmp, d2, !kin) => {
            // "CompareStore flushes the result when input denormal flushing occurs"
            // (seed 001 line 4957).
            if kin {
                d
            } else {
                f.flush(d)
            }
        }
        Op::LdsMinF => fsel(f, tmp, d, false, !kin),
        Op::LdsMaxF => fsel(f, tmp, d, true, !kin),
        Op::LdsAddF if wide => fadd(F64, tmp, d, false, false),
        Op::LdsAddF => fadd(F32, tmp, d, !kin, !p.keep_out),
        Op::LdsPkAddF16 | Op::LdsPkAddBf16 => {
            let h = if op == Op::LdsPkAddF16 { F16 } else { BF16 };
            // Both use MODE's f64/f16 denormal bits (Table 53 says "Mode" for either; the
            // seeds name no separate bf16 control).
            let h16 = Fp::new(mode).prec(false);
            let (fi, fo) = (!h16.keep_in, !h16.keep_out);
            packed(tmp, d, |a, b| fadd(h, a as u64, b as u64, fi, fo) as u16)
        }
        _ => tmp,
    }
}

/// IEEE layout of a float format held in the low bits of a `u64`.
#[derive(Clone, Copy)]
struct Fmt {
    /// Mantissa bits.
    man: u32,
    /// Exponent bits.
    exp: u32,
}

const F16: Fmt = Fmt { man: 10, exp: 5 };
const BF16: Fmt = Fmt { man: 7, exp: 8 };
const F32: Fmt = Fmt { man: 23, exp: 8 };
const F64: Fmt = Fmt { man: 52, exp: 11 };

impl Fmt {
    fn exp_mask(self) -> u64 {
        ((1u64 << self.exp) - 1) << self.man
    }
    fn man_mask(self) -> u64 {
        (1u64 << self.man) - 1
    }
    fn sign(self) -> u64 {
        1u64 << (self.man + self.exp)
    }
    fn is_nan(self, v: u64) -> bool {
        v & self.exp_mask() == self.exp_mask() && v & self.man_mask() != 0
    }
    fn is_snan(self, v: u64) -> bool {
        self.is_nan(v) && v >> (self.man - 1) & 1 == 0
    }
    fn quiet(self, v: u64) -> u64 {
        v | 1u64 << (self.man - 1)
    }
    /// The default quiet NaN: exponent all ones, mantissa MSB only (seed 001 line 5024).
    fn qnan(self) -> u64 {
        self.exp_mask() | 1u64 << (self.man - 1)
    }
    /// A denormal flushed to a zero of its sign.
    fn flush(self, v: u64) -> u64 {
        if v & self.exp_mask() == 0 {
            v & self.sign()
        } else {
            v
        }
    }
    /// The value as f64 (exact for every format here).
    fn to_f64(self, v: u64) -> f64 {
        match self.man {
            10 => f16::from_bits(v as u16).to_f64(),
            7 => bf16::from_bits(v as u16).to_f64(),
            23 => f32::from_bits(v as u32) as f64,
            _ => f64::from_bits(v),
        }
    }
    /// The round-to-nearest-even sum of two non-NaN values, or the default NaN for `inf - inf`.
    /// Two f16/bf16 values sum exactly enough in f32 that one more rounding is correct
    /// (24 ≥ 2·11 + 2 bits).
    fn sum(self, a: u64, b: u64) -> u64 {
        let (nan, r) = match self.man {
            10 => {
                let s = f16::from_bits(a as u16).to_f32() + f16::from_bits(b as u16).to_f32();
                (s.is_nan(), f16::from_f32(s).to_bits() as u64)
            }
            7 => {
                let s = bf16::from_bits(a as u16).to_f32() + bf16::from_bits(b as u16).to_f32();
                (s.is_nan(), bf16::from_f32(s).to_bits() as u64)
            }
            23 => {
                let s = f32::from_bits(a as u32) + f32::from_bits(b as u32);
                (s.is_nan(), s.to_bits() as u64)
            }
            _ => {
                let s = f64::from_bits(a) + f64::from_bits(b);
                (s.is_nan(), s.to_bits())
            }
        };
        if nan {
            self.qnan()
        } else {
            r
        }
    }
}

/// FP min/max selection (seed 001 lines 5005-5016): a signalling NaN input gives itself
/// quieted (`a` first); otherwise the larger (max) or smaller (min) in the order
/// `-inf < … < -0 < +0 < … < +inf`, where a quiet NaN loses to any number. With input
/// denormals off, the comparison sees flushed inputs but the result is the unflushed input
/// (seed 001 lines 4953-4956, 4974-4975). Ties keep `a`.
fn fsel(f: Fmt, a: u64, b: u64, max: bool, flush: bool) -> u64 {
    if f.is_snan(a) {
        return f.quiet(a);
    }
    if f.is_snan(b) {
        return f.quiet(b);
    }
    let (fa, fb) = if flush { (f.flush(a), f.flush(b)) } else { (a, b) };
    match (f.is_nan(fa), f.is_nan(fb)) {
        (true, true) | (false, true) => return a,
        (true, false) => return b,
        _ => {}
    }
    let (x, y) = (f.to_f64(fa), f.to_f64(fb));
    let (xs, ys) = (fa & f.sign() != 0, fb & f.sign() != 0);
    let b_wins = if max {
        y > x || (y == x && xs && !ys)
    } else {
        y < x || (y == x && ys && !xs)
    };
    if b_wins {
        b
    } else {
        a
    }
}

/// FP compare-store test (seed 001 lines 5019-5020): both non-NaN and equal, `+0 == -0`; inputs
/// flushed first when MODE flushes input denormals.
fn feq(f: Fmt, a: u64, b: u64, flush: bool) -> bool {
    let (a, b) = if flush { (f.flush(a), f.flush(b)) } else { (a, b) };
    !f.is_nan(a) && !f.is_nan(b) && f.to_f64(a) == f.to_f64(b)
}

/// FP add with the LDS NaN rules (seed 001 lines 4997-5000, 5023-5028): a NaN input is returned
/// quieted (`a`, the memory value, first); `inf - inf` is the default quiet NaN; otherwise the
/// host's round-to-nearest-even sum (the LDS rounding mode is fixed RNE, seed 001 line 5481).
/// `flush_in`/`flush_out` apply MODE's denormal controls.
fn fadd(f: Fmt, a: u64, b: u64, flush_in: bool, flush_out: bool) -> u64 {
    let (a, b) = if flush_in { (f.flush(a), f.flush(b)) } else { (a, b) };
    if f.is_nan(a) {
        return f.quiet(a);
    }
    if f.is_nan(b) {
        return f.quiet(b);
    }
    let r = f.sum(a, b);
    if flush_out {
        f.flush(r)
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EDGES32: [u64; 8] = [0, 1, 2, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_fffe, 0xffff_ffff];

    #[test]
    fn integer_ops_follow_the_seed_formulas_on_both_widths() {
        for &t in &EDGES32 {
            for &d in &EDGES32 {
                let a = |op| apply(op, false, 0, t, d, 7);
                let (ti, di) = (t as u32 as i32, d as u32 as i32);
                assert_eq!(a(Op::Add), (t as u32).wrapping_add(d as u32) as u64);
                assert_eq!(a(Op::Sub), (t as u32).wrapping_sub(d as u32) as u64);
                assert_eq!(a(Op::Rsub), (d as u32).wrapping_sub(t as u32) as u64);
                assert_eq!(a(Op::SMin), ti.min(di) as u32 as u64);
                assert_eq!(a(Op::SMax), ti.max(di) as u32 as u64);
                assert_eq!(a(Op::Inc), if t >= d { 0 } else { t + 1 });
                assert_eq!(a(Op::Dec), if t == 0 || t > d { d } else { t - 1 });
                assert_eq!(a(Op::CmpSwap), if t == 7 { d } else { t });
                assert_eq!(a(Op::Wrap), if t >= d { t - d } else { (t + 7) & 0xffff_ffff });
                let w = |op| apply(op, true, 0, t << 32 | t, d << 32 | d, 0);
                let (tw, dw) = ((t << 32 | t) as i64, (d << 32 | d) as i64);
                assert_eq!(w(Op::SMin), tw.min(dw) as u64);
                assert_eq!(w(Op::UMax), (tw as u64).max(dw as u64));
                assert_eq!(w(Op::Sub), (tw as u64).wrapping_sub(dw as u64));
            }
        }
    }

    #[test]
    fn only_the_two_operand_ops_read_data2() {
        let two: alloc::vec::Vec<Op> = GLOBAL_INT.into_iter().filter(|o| o.two_data()).collect();
        assert_eq!(two, [Op::CmpSwap]);
        assert!(Op::Mskor.two_data() && Op::Wrap.two_data() && Op::LdsCmpSwapF.two_data());
    }

    #[test]
    fn float_families_keep_their_own_nan_rules() {
        // LDS add returns the memory NaN quieted; the global f64 add is the host sum.
        let snan = 0x7ff0_0000_0000_0001;
        assert_eq!(apply(Op::LdsAddF, true, 0, snan, 0, 0), snan | 1 << 51);
        let inf = f64::INFINITY.to_bits();
        let ninf = f64::NEG_INFINITY.to_bits();
        assert_eq!(apply(Op::LdsAddF, true, 0, inf, ninf, 0), 0x7ff8_0000_0000_0000);
        // Global f32 add flushes a denormal input whatever MODE says.
        assert_eq!(apply(Op::AddF32, false, 0xf0, 1, 0, 0), 0);
        // LDS packed f16 add: 1.0 + 1.0 = 2.0 in each half.
        assert_eq!(
            apply(Op::LdsPkAddF16, false, 0xf0, 0x3c00_3c00, 0x3c00_3c00, 0),
            0x4000_4000
        );
    }
}
