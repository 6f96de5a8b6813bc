//! Integer and bit VALU semantics, 32 and 64 bits: VOP1, VOP2 and VOP3A/VOP3B (seed 000
//! sections 12.7-12.10 from line 4575; seed 001 sections 12.7-12.11 from line 10078).
//!
//! Every function reads its sources through [`Wave::src`]/[`Wave::src64`] and writes through
//! [`Wave::write_vdst`]/[`Wave::write_vdst64`] (scalar carry-outs through
//! [`Wave::swrite64`]). The VOP3 clamp bit on an integer operation saturates the result to
//! the largest or smallest value the result type holds (seed 000 line 1662).
//!
//! Carry-outs (`v_add_co_u32` …, `v_mad_u64_u32`) write the whole 64-bit mask, inactive
//! lanes 0: "VCC is always fully written; there are no partial mask updates" (seed 000 lines
//! 435-437). The 32-bit forms' carry registers are VCC, the VOP3B forms' the SGPR pairs in
//! SDST and SRC2; the decoder stores both in [`Inst::sdst`] and [`Inst::src`]\[2\].
//!
//! Here: the lane helpers, VOP2 and VOP1; VOP3 is in `vop3`, the sums of absolute differences
//! in `sad`, all re-exported here for the rows.

use super::salu::bits;
use super::valu::{f32_mods, lanewise, lanewise_uniform};
use super::vopc::pack_bits;
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::{inline_value, Ty, VGPR0};

mod sad;
mod vop3;

pub use sad::*;
pub use vop3::*;

type R = Result<Flow, ExecError>;

notes! {
    /// Fidelity of the gfx950 ops with a 16-bit result in one half of the destination
    /// (`v_bitop3_b16`, `v_ashr_pk_*_i32`): their own text does not say what happens to the other
    /// half, so they follow the rule seed 001 gives its op_sel 16-bit ops.
    HALF_DST: "the result goes to the destination half op_sel[3] names and the other half is kept, the rule \
        seed 001 states for its op_sel 16-bit ops (line 23220); this op's own text does not say",
}

// ---- lane helpers ----

fn un(w: &mut Wave, i: &Inst, f: impl Fn(u32) -> u32) -> R {
    lanewise::<1>(w, i, |[a]| f(a))
}

fn bin(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32) -> u32) -> R {
    lanewise::<2>(w, i, |[a, b]| f(a, b))
}

fn tern(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, u32) -> u32) -> R {
    lanewise::<3>(w, i, |[a, b, c]| f(a, b, c))
}

/// A two-source operation shifting by source 0 ([`lanewise_uniform`]).
fn by0(w: &mut Wave, i: &Inst, f: impl Fn([u32; 2]) -> u32) -> R {
    lanewise_uniform::<2, 0>(w, i, f)
}

/// `D = S0 OP S1` (`OP`: a [`salu`](super::salu) `B_*` bitwise code).
pub fn bitop<const OP: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    bin(w, i, |a, b| bits::<OP>(a as u64, b as u64) as u32)
}

/// The larger (`MAX`) or smaller of `a` and `b`, signed (`SIGNED`) or unsigned.
fn pick<const MAX: bool, const SIGNED: bool>(a: u32, b: u32) -> u32 {
    let greater = if SIGNED { (a as i32) > (b as i32) } else { a > b };
    if greater == MAX {
        a
    } else {
        b
    }
}

/// `v_min/max_i32/u32`: `D = max(S0, S1)` (`MAX`) or `min`, signed (`SIGNED`) or unsigned.
pub fn minmax<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    bin(w, i, pick::<MAX, SIGNED>)
}

/// `v_min3/max3_i32/u32`: the largest (`MAX`) or smallest of three, signed (`SIGNED`) or
/// unsigned.
pub fn minmax3<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| pick::<MAX, SIGNED>(pick::<MAX, SIGNED>(a, b), c))
}

/// `v_med3_i32/u32`: the median of three, signed (`SIGNED`) or unsigned.
pub fn med3_int<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    if SIGNED {
        tern(w, i, |a, b, c| med3(a as i32, b as i32, c as i32) as u32)
    } else {
        tern(w, i, med3::<u32>)
    }
}

// Shift codes: the `SH` of `shift_rev::<SH>` and `shift64_rev::<SH>` (and, as `valu16::SHL` …,
// of the 16-bit shifts).
codes! { u8;
    /// Shift code: logical left.
    SH_LSL,
    /// Shift code: logical right.
    SH_LSR,
    /// Shift code: arithmetic right.
    SH_ASR,
}

/// `v_lshlrev/lshrrev_b32`, `v_ashrrev_i32`: `D = S1 SH S0[4:0]` (`SH`: an `SH_*` code).
pub fn shift_rev<const SH: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    by0(w, i, |[a, b]| match SH {
        SH_LSL => b << (a & 31),
        SH_LSR => b >> (a & 31),
        _ => ((b as i32) >> (a & 31)) as u32,
    })
}

/// `v_lshlrev/lshrrev_b64`, `v_ashrrev_i64`: `D.u64 = S1.u64 SH S0[5:0]` (`SH`: an `SH_*`
/// code).
pub fn shift64_rev<const SH: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64(w, i, |v, s| match SH {
        SH_LSL => v << s,
        SH_LSR => v >> s,
        _ => ((v as i64) >> s) as u64,
    })
}

/// Saturates an unsigned wide result to 32 bits when `clamp` is set, else wraps.
#[inline]
fn sat_u32(v: u64, clamp: bool) -> u32 {
    if clamp {
        v.min(u32::MAX as u64) as u32
    } else {
        v as u32
    }
}

/// Saturates a signed wide result to 32 bits when `clamp` is set, else wraps.
#[inline]
fn sat_i32(v: i64, clamp: bool) -> u32 {
    if clamp {
        v.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
    } else {
        v as u32
    }
}

/// Sign-extends the low 24 bits (`S.i24`).
#[inline]
fn i24(x: u32) -> i64 {
    (((x << 8) as i32) >> 8) as i64
}

/// The carry family: `f(s0, s1, carry_in) -> (d, carry_out)`. The carry-in mask is read from
/// SRC2 (VCC in the 32-bit forms) when `carry_in`; the carry-out goes to SDST (VCC).
fn carry(w: &mut Wave, i: &Inst, carry_in: bool, f: impl Fn(u32, u32, u32) -> (u32, bool)) -> R {
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let cin = if carry_in { w.sread64(i.src[2], i.literal) } else { 0 };
    let exec = w.exec;
    let mut d = [0u32; LANES];
    let mut mask = 0u64;
    for l in 0..LANES {
        let (r, c) = f(a[l], b[l], (cin >> l & 1) as u32);
        d[l] = r;
        mask |= (c as u64) << l;
    }
    w.write_vdst(i, &d);
    w.swrite64(i.sdst, mask & exec);
    Ok(Flow::Next)
}

// ---- VOP2 ----

/// `D.u = VCC[lane] ? S1.u : S0.u`; in VOP3 the mask is the SGPR pair in S2, and abs/neg apply
/// to the f32-typed sources (seed 000 line 4581; seed 001 lines 10078-10090).
pub fn v_cndmask_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    // Its sources are typed f32, so they take abs/neg (seed 001 line 10089).
    let a = f32_mods(w.src(i, 0), i, 0);
    let b = f32_mods(w.src(i, 1), i, 1);
    let m = w.sread64(i.src[2], i.literal);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = if m >> l & 1 == 1 { b[l] } else { a[l] };
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `D.i = S0.i[23:0] * S1.i[23:0]`, clamp saturates (seed 000 line 4599; seed 001 line 10178).
pub fn v_mul_i32_i24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_i32(i24(a) * i24(b), c))
}

/// `D.i = (S0.i[23:0] * S1.i[23:0]) >> 32` (seed 000 line 4602; seed 001 line 10195).
pub fn v_mul_hi_i32_i24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    bin(w, i, |a, b| ((i24(a) * i24(b)) >> 32) as u32)
}

/// `D.u = S0.u[23:0] * S1.u[23:0]`, clamp saturates (seed 000 line 4605; seed 001 line 10219).
pub fn v_mul_u32_u24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_u32((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64, c))
}

/// `D.u = (S0.u[23:0] * S1.u[23:0]) >> 32` (seed 000 line 4608; seed 001 line 10237).
pub fn v_mul_hi_u32_u24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    bin(w, i, |a, b| {
        (((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64) >> 32) as u32
    })
}

/// `D.u = S0.u + S1.u; VCC[lane] = carry out of bit 31`; clamp saturates D (seed 000 line
/// 4656; seed 001 line 10509).
pub fn v_add_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, false, |a, b, _| {
        let t = a as u64 + b as u64;
        (sat_u32(t, c), t >> 32 != 0)
    })
}

/// `D.u = S0.u - S1.u; VCC[lane] = S1.u > S0.u`; clamp saturates D at 0 (seed 000 line 4659;
/// seed 001 line 10536).
pub fn v_sub_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, false, |a, b, _| (sub_sat(a as u64, b as u64, c), b > a))
}

/// `D.u = S1.u - S0.u; VCC[lane] = S0.u > S1.u`; clamp saturates D at 0 (seed 000 line 4662;
/// seed 001 line 10558).
pub fn v_subrev_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, false, |a, b, _| (sub_sat(b as u64, a as u64, c), a > b))
}

/// `x - y` (both at most 33 bits): wrapped to 32 bits, or 0 on borrow with `clamp`.
#[inline]
fn sub_sat(x: u64, y: u64, clamp: bool) -> u32 {
    if clamp && y > x {
        0
    } else {
        x.wrapping_sub(y) as u32
    }
}

/// `D.u = S0.u + S1.u + VCC[lane]; VCC[lane] = carry out` (seed 000 line 4665; seed 001 line
/// 10580); in VOP3B the carry-in is the SGPR pair in S2.
pub fn v_addc_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, true, |a, b, ci| {
        let t = a as u64 + b as u64 + ci as u64;
        (sat_u32(t, c), t >> 32 != 0)
    })
}

/// `D.u = S0.u - S1.u - VCC[lane]; VCC[lane] = S1.u + VCC[lane] > S0.u`, compared in 64 bits
/// (seed 000 line 4668; seed 001 line 10611).
pub fn v_subb_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, true, |a, b, ci| {
        let y = b as u64 + ci as u64;
        (sub_sat(a as u64, y, c), y > a as u64)
    })
}

/// `D.u = S1.u - S0.u - VCC[lane]; VCC[lane] = S0.u + VCC[lane] > S1.u` (seed 001 line 10634;
/// seed 000 line 4671 writes the borrow as `S1.u + VCC > S0.u`, a copy of V_SUBB's: the borrow
/// of the reversed subtraction is taken from seed 001).
pub fn v_subbrev_co_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    carry(w, i, true, |a, b, ci| {
        let y = a as u64 + ci as u64;
        (sub_sat(b as u64, y, c), y > b as u64)
    })
}

/// `D.u = S0.u - S1.u`; clamp saturates at 0 (seed 000 line 4740; seed 001 line 11062).
pub fn v_sub_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sub_sat(a as u64, b as u64, c))
}

/// `D.u = S1.u - S0.u`; clamp saturates at 0 (seed 000 line 4743; seed 001 line 11085).
pub fn v_subrev_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sub_sat(b as u64, a as u64, c))
}

// ---- VOP1 ----

sem! {
    /// `D.u = ~S0.u` (seed 000 line 4880; seed 001 line 12110).
    fn v_not_b32(w, i) { un(w, i, |a| !a) }
    /// `D.u[31:0] = S0.u[0:31]` (seed 000 line 4883; seed 001 line 12126).
    fn v_bfrev_b32(w, i) { un(w, i, u32::reverse_bits) }
    /// Leading zeros before the first 1 from the MSB, -1 when S0 is 0 (seed 000 line 4886; seed
    /// 001 lines 12149-12175).
    fn v_ffbh_u32(w, i) { un(w, i, |a| if a == 0 { u32::MAX } else { a.leading_zeros() }) }
    /// Trailing zeros before the first 1 from the LSB, -1 when S0 is 0 (seed 000 line 4889; seed
    /// 001 lines 12181-12215).
    fn v_ffbl_b32(w, i) { un(w, i, |a| if a == 0 { u32::MAX } else { a.trailing_zeros() }) }
}

/// The first bit position from the MSB (1-31) that differs from the sign bit, -1 when all
/// bits are equal (seed 000 line 4892; seed 001 lines 12221-12250).
pub fn v_ffbh_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    un(w, i, |a| {
        let y = a ^ ((a as i32 >> 31) as u32);
        if y == 0 {
            u32::MAX
        } else {
            y.leading_zeros()
        }
    })
}

/// `D.u = TABLE[S0.u[7:0]]`, the 4-SE screen-partition lookup (gfx900; seed 000 line 4913).
pub fn v_screen_partition_4se_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    un(w, i, |a| SCREEN_PARTITION_4SE[(a & 0xff) as usize] as u32)
}

/// The table of `v_screen_partition_4se_b32`, as printed at seed 000 line 4914.
const SCREEN_PARTITION_4SE: [u8; 256] = [
    0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, //
    0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, //
    0xd, 0xf, 0x4, 0xc, 0xf, 0xf, 0x5, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf, //
    0x9, 0xb, 0xf, 0x8, 0xf, 0xf, 0xf, 0xa, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, //
    0xf, 0xf, 0xf, 0xf, 0x4, 0xc, 0xd, 0xf, 0x6, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, //
    0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0x9, 0xb, 0xf, 0x9, 0x9, 0xf, 0xf, 0xd, 0xf, 0xf, //
    0xf, 0xf, 0xf, 0xf, 0x7, 0xf, 0x1, 0x3, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf, //
    0xf, 0xf, 0xf, 0xf, 0x6, 0xe, 0xf, 0x2, 0x6, 0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7, //
    0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x3, 0xb, 0xf, 0xa, 0xf, 0xf, 0xf, //
    0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x1, 0x9, 0xd, 0xf, 0x5, 0xf, 0xf, //
    0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xe, 0xf, 0x8, 0xc, 0xf, 0xf, 0xa, 0xf, //
    0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0x6, 0x7, 0xf, 0x4, 0xf, 0xf, 0xf, 0x5, //
    0x9, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0xc, 0xe, 0xf, //
    0xf, 0x6, 0x6, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x4, 0x6, 0x7, //
    0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xb, 0xf, 0x2, 0x3, //
    0x9, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0x9, 0xd, 0xf, 0x1, //
];

/// `D.b64 = S0.b64` (gfx950; seed 001 line 12389).
pub fn v_mov_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    w.write_vdst64(i, &a);
    Ok(Flow::Next)
}

/// `D.u = (S0.u << 1) ^ (S0.u[31] ? 197 : 0)`, one LFSR step (gfx950; seed 001 line 13030).
pub fn v_prng_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    un(w, i, super::valu16::prng)
}

/// max(S1, S2), elsif max3 == S1 then max(S0, S2), else max(S0, S1).
#[inline]
pub(super) fn med3_by<T: Copy + PartialEq>(a: T, b: T, c: T, max: impl Fn(T, T) -> T) -> T {
    let m = max(max(a, b), c);
    if m == a {
        max(b, c)
    } else if m == b {
        max(a, c)
    } else {
        max(a, b)
    }
}

/// The integer median ([`med3_by`] with `Ord::max`).
#[inline]
pub(super) fn med3<T: Ord + Copy>(a: T, b: T, c: T) -> T {
    med3_by(a, b, c, T::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::{Lds, Memory};
    use crate::isa::table::Op;
    use crate::Arch;

    /// Source codes the random cases draw from: v0, v1, v3, s4, the inline constants 1, 32,
    /// -1 and 0.5, and the literal.
    const CODES: [u16; 9] = [256, 257, 259, 4, 129, 160, 193, 240, 255];

    /// A wave with random v0-v7, s0-s7 and EXEC (all ones a third of the time), and an `op`
    /// with random sources, destination v0-v5 (sometimes a source) and carry-out s[6:7].
    fn random_case(op: Op, x: &mut u64) -> (Wave, Inst) {
        let mut r = || lanescope_isa::rng::splitmix64(x);
        let mut w = Wave::new(Arch::Gfx950);
        w.vgpr[..8 * LANES].iter_mut().for_each(|v| *v = r() as u32);
        w.sgpr[..8].iter_mut().for_each(|s| *s = r() as u32);
        w.exec = if r() % 3 == 0 { u64::MAX } else { r() };
        let mut i = Inst::new(op);
        i.vop3 = true;
        i.dst = (r() % 6) as u16;
        i.sdst = 6;
        i.literal = r() as u32;
        i.src = core::array::from_fn(|_| CODES[(r() % CODES.len() as u64) as usize]);
        (w, i)
    }

    /// Runs `sem` on a copy of `w`.
    fn run(w: &Wave, i: &Inst, sem: crate::exec::SemFn) -> Wave {
        let (mut w, mut mem, mut lds) = (w.clone(), Memory::new(), Lds::new(0));
        sem(
            &mut w,
            &mut Env {
                mem: &mut mem,
                lds: &mut lds,
            },
            i,
        )
        .unwrap();
        w
    }

    /// `D = f(S…)` from copied sources ([`Wave::src`]), written through [`Wave::write_vdst`]:
    /// the reference for the lane loops.
    fn reference<const N: usize>(w: &mut Wave, i: &Inst, f: fn([u32; N]) -> u32) {
        let s: [Lanes; N] = core::array::from_fn(|k| w.src(i, k));
        let d: Lanes = core::array::from_fn(|l| f(core::array::from_fn(|k| s[k][l])));
        w.write_vdst(i, &d);
    }

    /// The lane loops that take a source that is the same in every lane as one value (shift
    /// amounts, VOP2's source 0) give the registers and change records of the per-lane loop
    /// over copied sources.
    #[test]
    fn uniform_sources_agree_with_the_lane_loop() {
        type Case = (Op, crate::exec::SemFn, fn(&mut Wave, &Inst));
        let cases: [Case; 8] = [
            (Op::v_lshrrev_b32, shift_rev::<SH_LSR>, |w, i| {
                reference::<2>(w, i, |[a, b]| b >> (a & 31))
            }),
            (Op::v_ashrrev_i32, shift_rev::<SH_ASR>, |w, i| {
                reference::<2>(w, i, |[a, b]| ((b as i32) >> (a & 31)) as u32)
            }),
            (Op::v_lshlrev_b32, shift_rev::<SH_LSL>, |w, i| {
                reference::<2>(w, i, |[a, b]| b << (a & 31))
            }),
            (Op::v_lshl_add_u32, lshl_then::<false>, |w, i| {
                reference::<3>(w, i, |[a, b, c]| (a << (b & 31)).wrapping_add(c))
            }),
            (Op::v_lshl_or_b32, lshl_then::<true>, |w, i| {
                reference::<3>(w, i, |[a, b, c]| (a << (b & 31)) | c)
            }),
            (Op::v_lshr_b32, v_lshr_b32, |w, i| {
                reference::<2>(w, i, |[a, b]| a >> (b & 31))
            }),
            (Op::v_and_b32, bitop::<{ crate::exec::salu::B_AND }>, |w, i| {
                reference::<2>(w, i, |[a, b]| a & b)
            }),
            (Op::v_sub_u32, v_sub_u32, |w, i| {
                reference::<2>(w, i, |[a, b]| a.wrapping_sub(b))
            }),
        ];
        let mut x = 0x5eed_0017;
        for round in 0..480 {
            let (op, sem, general) = cases[round % cases.len()];
            let (w, i) = random_case(op, &mut x);
            let mut want = w.clone();
            general(&mut want, &i);
            let got = run(&w, &i, sem);
            assert_eq!(got, want, "round {round}: {op:?} {:?}", i.src);
            assert_eq!(got.changes, want.changes);
        }
    }

    /// `v_mad_u64_u32` and `v_mad_i64_i32` give each active lane the 65-bit sum's low 64 bits
    /// (saturated with clamp) and write the carries of the active lanes (and only them) to
    /// SDST.
    #[test]
    fn mad64_agrees_with_wide_arithmetic() {
        let mut x = 0x0123_4567;
        for round in 0..300 {
            let signed = round % 2 == 1;
            let op = if signed { Op::v_mad_i64_i32 } else { Op::v_mad_u64_u32 };
            let (w, mut i) = random_case(op, &mut x);
            i.clamp = round % 4 >= 2;
            let got = run(&w, &i, if signed { v_mad_i64_i32 } else { v_mad_u64_u32 });
            let (a, b, c) = (w.src(&i, 0), w.src(&i, 1), w.src64(&i, 2, false));
            let mut carries = 0u64;
            for l in 0..LANES {
                let t = if signed {
                    (a[l] as i32 as i128) * (b[l] as i32 as i128) + (c[l] as i64 as i128)
                } else {
                    (a[l] as i128) * (b[l] as i128) + (c[l] as i128)
                };
                let active = w.exec >> l & 1 == 1;
                carries |= u64::from(active && (t >> 64) & 1 == 1) << l;
                let d = i.dst as usize;
                let old = |k: usize| w.vgpr[(d + k) * LANES + l];
                let d64 = match (i.clamp, signed) {
                    (false, _) => t as u64,
                    (true, true) => t.clamp(i64::MIN as i128, i64::MAX as i128) as u64,
                    (true, false) => t.min(u64::MAX as i128) as u64,
                };
                let want = if active {
                    [d64 as u32, (d64 >> 32) as u32]
                } else {
                    [old(0), old(1)]
                };
                let have = [got.vgpr[d * LANES + l], got.vgpr[(d + 1) * LANES + l]];
                assert_eq!(have, want, "round {round}, lane {l}");
            }
            assert_eq!(got.sread64(6, 0), carries, "round {round}");
        }
    }

    /// `v_mad_u64_u32` at the edge of its carry-free pass: the largest product plus addends
    /// just below 2^32 (no carry), and 2^33 - 1 (a carry out of exactly 2^64, the low 64
    /// bits zero).
    #[test]
    fn mad_u64_u32_carries_at_the_edge() {
        for (addend, want, carry) in [
            (0xffff_ffffu64, 0xffff_ffff_0000_0000u64, false),
            ((1 << 33) - 2, u64::MAX, false),
            ((1 << 33) - 1, 0, true),
        ] {
            let mut w = Wave::new(Arch::Gfx950);
            w.vgpr[..LANES].fill(u32::MAX);
            w.vgpr[2 * LANES..3 * LANES].fill(addend as u32);
            w.vgpr[3 * LANES..4 * LANES].fill((addend >> 32) as u32);
            let mut i = Inst::new(Op::v_mad_u64_u32);
            (i.vop3, i.dst, i.sdst, i.src) = (true, 4, 6, [256, 256, 258]);
            let got = run(&w, &i, v_mad_u64_u32);
            let d = got.vgpr[4 * LANES] as u64 | (got.vgpr[5 * LANES] as u64) << 32;
            assert_eq!(d, want, "{addend:#x}");
            assert_eq!(got.sread64(6, 0), if carry { u64::MAX } else { 0 }, "{addend:#x}");
        }
    }
}
