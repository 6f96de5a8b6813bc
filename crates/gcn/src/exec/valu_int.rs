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

use super::salu::bits;
use super::valu::{f32_mods, lanewise, lanewise_uniform};
use super::vopc::pack_bits;
use super::wave::{Lanes, Lanes64, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::{inline_value, Ty, VGPR0};
use crate::isa::table::Fidelity;

type R = Result<Flow, ExecError>;

/// Fidelity of the gfx950 ops with a 16-bit result in one half of the destination
/// (`v_bitop3_b16`, `v_ashr_pk_*_i32`): their own text does not say what happens to the other
/// half, so they follow the rule seed 001 gives its op_sel 16-bit ops.
pub const HALF_DST: Fidelity = Fidelity::Approximate(
    "the result goes to the destination half op_sel[3] names and the other half is kept, the rule \
     seed 001 states for its op_sel 16-bit ops (line 23220); this op's own text does not say",
);

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

/// Shift code (`shift_rev`, `shift64_rev`): logical left.
pub const SH_LSL: u8 = 0;
/// Shift code: logical right.
pub const SH_LSR: u8 = 1;
/// Shift code: arithmetic right.
pub const SH_ASR: u8 = 2;

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

// ---- VOP3 ----

/// `D.i = S0.i[23:0] * S1.i[23:0] + S2.i`, clamp saturates (seed 000 line 5877; seed 001 line
/// 21794).
pub fn v_mad_i32_i24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_i32(i24(a) * i24(b) + s as i32 as i64, c))
}

/// `D.u = S0.u[23:0] * S1.u[23:0] + S2.u`, clamp saturates (seed 000 line 5880; seed 001 line
/// 21805).
pub fn v_mad_u32_u24(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| {
        sat_u32((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64 + s as u64, c)
    })
}

/// `D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1)` (seed 000 line 5895; seed 001 line
/// 21942).
pub fn v_bfe_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| (a >> (b & 31)) & ((1u32 << (c & 31)) - 1))
}

/// `tmp = (S0.i >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1); D.i = signext_from_bit(tmp,
/// S2.u[4:0])` (seed 001 lines 21961-21968; seed 000 line 5898 omits the sign extension, which
/// would make the op V_BFE_U32: taken from seed 001 for both). Width 0 gives 0.
pub fn v_bfe_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let width = c & 31;
        if width == 0 {
            return 0;
        }
        let tmp = ((a as i32) >> (b & 31)) as u32 & ((1u32 << width) - 1);
        (((tmp << (32 - width)) as i32) >> (32 - width)) as u32
    })
}

/// `D.u = (S0.u & S1.u) | (~S0.u & S2.u)` (seed 000 line 5901; seed 001 line 21973).
pub fn v_bfi_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| (a & b) | (!a & c))
}

/// Per byte: `(S0.byte + S1.byte + S2.byte[0]) >> 1` (seed 000 line 5910; seed 001 lines
/// 22024-22034).
pub fn v_lerp_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let mut d = 0;
        for k in (0..32).step_by(8) {
            let s = (a >> k & 0xff) + (b >> k & 0xff) + (c >> k & 1);
            d |= (s >> 1) << k;
        }
        d
    })
}

/// llvm-mc takes `op_sel` on V_ALIGNBIT/V_ALIGNBYTE (and on the sources of V_ASHR_PK_*), but
/// neither seed says what it does to these 32-bit operands: such a word stops the wave rather
/// than guess.
fn no_op_sel(i: &Inst) -> Result<(), ExecError> {
    if i.op_sel != 0 {
        return Err(ExecError::new(alloc::format!(
            "{} with op_sel is not executed (the seeds do not define op_sel for it)",
            i.row().name
        )));
    }
    Ok(())
}

/// `D.u = ({S0, S1} >> S2.u[4:0]) & 0xffffffff` (seed 000 line 5913; seed 001 line 22040).
pub fn v_alignbit_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    no_op_sel(i)?;
    tern(w, i, |a, b, c| (((a as u64) << 32 | b as u64) >> (c & 31)) as u32)
}

/// `D.u = ({S0, S1} >> (S2.u[1:0] * 8)) & 0xffffffff` (seed 001 line 22058; seed 000 line 5916
/// prints `8*S2.u[4:0]`, under which selects 8-31 would shift the whole pair out: the byte
/// select is taken from seed 001 for both).
pub fn v_alignbyte_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    no_op_sel(i)?;
    tern(w, i, |a, b, c| (((a as u64) << 32 | b as u64) >> ((c & 3) * 8)) as u32)
}

/// The median by the seeds' rule, `max` being the format's maximum: if max3 == S0 then
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

/// `|x - y|` of unsigned values.
#[inline]
fn absdiff(x: u32, y: u32) -> u32 {
    x.abs_diff(y)
}

/// Sum of the byte SADs of `a` and `b` (unsigned bytes, seed 001 lines 22200-22212); with
/// `masked`, bytes whose reference byte in `b` is 0 are skipped (V_MSAD_U8, seed 001 lines
/// 22601-22612).
#[inline]
fn sad_bytes(a: u32, b: u32, masked: bool) -> u64 {
    let mut s = 0u64;
    for k in (0..32).step_by(8) {
        let (x, y) = (a >> k & 0xff, b >> k & 0xff);
        if !(masked && y == 0) {
            s += absdiff(x, y) as u64;
        }
    }
    s
}

/// `D.u = SAD(S0 bytes, S1 bytes) + S2.u`; clamp saturates (seed 000 line 5946; seed 001 lines
/// 22200-22212).
pub fn v_sad_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(sad_bytes(a, b, false) + s as u64, c))
}

/// `D.u = (SAD_U8(S0, S1, 0) << 16) + S2.u`; clamp saturates (seed 000 line 5949; seed 001 line
/// 22233).
pub fn v_sad_hi_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32((sad_bytes(a, b, false) << 16) + s as u64, c))
}

/// `D.u = |S0[31:16] - S1[31:16]| + |S0[15:0] - S1[15:0]| + S2.u` (unsigned halves); clamp
/// saturates (seed 000 line 5952; seed 001 lines 22251-22260).
pub fn v_sad_u16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| {
        let t = absdiff(a & 0xffff, b & 0xffff) as u64 + absdiff(a >> 16, b >> 16) as u64;
        sat_u32(t + s as u64, c)
    })
}

/// `D.u = |S0.u - S1.u| + S2.u` (unsigned); clamp saturates (seed 000 line 5955; seed 001 lines
/// 22268-22273).
pub fn v_sad_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(absdiff(a, b) as u64 + s as u64, c))
}

/// Masked byte SAD: bytes whose S1 byte is 0 are left out; `+ S2.u`, clamp saturates (seed 000
/// line 5979; seed 001 lines 22601-22612).
pub fn v_msad_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    tern(w, i, |a, b, s| sat_u32(sad_bytes(a, b, true) + s as u64, c))
}

/// The quad SADs: entry `k` (0-3) is the (masked) byte SAD of `S0[8k+31:8k]` against S1, plus
/// accumulator `k` (`acc(k)`), truncated (or with clamp saturated) to `bits` bits.
#[inline]
fn quad_sad(s0: u64, s1: u32, masked: bool, k: u32, acc: u64, bits: u32, clamp: bool) -> u64 {
    let max = (1u64 << bits) - 1;
    let t = sad_bytes((s0 >> (8 * k)) as u32, s1, masked) + acc;
    if clamp {
        t.min(max)
    } else {
        t & max
    }
}

/// `v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8` (`MASKED`): `D[16k+15:16k] = SAD_U8(S0[8k+31:8k],
/// S1, S2[16k+15:16k])` for k = 0-3, each truncated to 16 bits (saturated with clamp) (seed 001
/// lines 22635-22663).
pub fn qsad_pk<const MASKED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c = w.src64(i, 2, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        for k in 0..4 {
            let acc = c[l] >> (16 * k) & 0xffff;
            d[l] |= quad_sad(a[l], b[l], MASKED, k, acc, 16, i.clamp) << (16 * k);
        }
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// Dwords 2-3 of a 128-bit source `n`: the next register pair, or for a constant its
/// sign (integer inline constants sign-extend to the operand width, seed 000 lines 1298-1302).
fn src_hi128(w: &Wave, i: &Inst, n: usize, lo: &Lanes64) -> Lanes64 {
    let code = i.src[n];
    if code >= VGPR0 || matches!(code, 0..=101 | 108..=122) {
        let mut j = *i;
        j.src[n] = code + 2;
        w.src64(&j, n, false)
    } else if inline_value(code, Ty::I32).is_some() && (128..=208).contains(&code) {
        let mut hi = [0u64; LANES];
        for l in 0..LANES {
            hi[l] = if (lo[l] as i64) < 0 { u64::MAX } else { 0 };
        }
        hi
    } else {
        [0; LANES]
    }
}

/// `D.u128[32k+31:32k] = MSAD_U8(S0[8k+31:8k], S1, S2[32k+31:32k])` for k = 0-3 (seed 000 line
/// 5988; seed 001 lines 22676-22684); clamp saturates each dword.
pub fn v_mqsad_u32_u8(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c_lo = w.src64(i, 2, false);
    let c_hi = src_hi128(w, i, 2, &c_lo);
    let mut lo = [0u64; LANES];
    let mut hi = [0u64; LANES];
    for l in 0..LANES {
        let q = |k: u32, acc: u64| quad_sad(a[l], b[l], true, k, acc, 32, i.clamp);
        lo[l] = q(0, c_lo[l] & 0xffff_ffff) | q(1, c_lo[l] >> 32) << 32;
        hi[l] = q(2, c_hi[l] & 0xffff_ffff) | q(3, c_hi[l] >> 32) << 32;
    }
    w.write_vdst64(i, &lo);
    let mut j = *i;
    j.dst += 2;
    w.write_vdst64(&j, &hi);
    Ok(Flow::Next)
}

/// `{carry, D.u64} = S0.u32 * S1.u32 + S2.u64` in 65 bits; the carry goes to SDST for active
/// lanes; clamp saturates D at 2^64-1 (seed 000 line 5991; seed 001 line 22693).
pub fn v_mad_u64_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    if !i.clamp {
        return mad64_lanes(w, i, mad_u64_u32_lanes);
    }
    mad64(w, i, |a, b, c| {
        let (r, carry) = (a as u64 * b as u64).overflowing_add(c);
        (if carry && i.clamp { u64::MAX } else { r }, carry)
    })
}

/// `{D1.i1, D.i64} = S0.i32 * S1.i32 + S2.i64` in 65 bits: the carry-out is bit 64 of the
/// 65-bit two's-complement sum (so 1 for a negative result in range); clamp saturates D to the
/// i64 range (seed 000 line 5994; seed 001 line 22710).
pub fn v_mad_i64_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    mad64(w, i, |a, b, c| {
        let t = (a as i32 as i128) * (b as i32 as i128) + (c as i64 as i128);
        let d = if i.clamp {
            t.clamp(i64::MIN as i128, i64::MAX as i128) as i64 as u64
        } else {
            t as u64
        };
        (d, (t >> 64) & 1 == 1)
    })
}

/// The 64-bit multiply-adds: `f(S0, S1, S2.u64)` gives each lane's D and carry; the carries
/// of the active lanes go to SDST.
fn mad64(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, u64) -> (u64, bool)) -> R {
    mad64_lanes(w, i, |a, b, c| {
        let (mut lo, mut hi, mut carries) = ([0u32; LANES], [0u32; LANES], [0u8; LANES]);
        for l in 0..LANES {
            let (r, carry) = f(a[l], b[l], c[l]);
            (lo[l], hi[l], carries[l]) = (r as u32, (r >> 32) as u32, u8::from(carry));
        }
        (lo, hi, pack_bits(&carries))
    })
}

/// The 64-bit multiply-adds with their lane loops `f(S0, S1, S2.u64)`, which gives D's low and
/// high halves and the carry mask.
#[inline]
fn mad64_lanes(w: &mut Wave, i: &Inst, f: impl Fn(&Lanes, &Lanes, &Lanes64) -> (Lanes, Lanes, u64)) -> R {
    let c = w.src64(i, 2, false);
    let (lo, hi, carries) = w.with_srcs::<2, _>(i, |[a, b]| f(a, b, &c));
    let exec = w.exec;
    w.write_vdst_pair(i, &lo, &hi);
    w.swrite64(i.sdst, carries & exec);
    Ok(Flow::Next)
}

/// `v_mad_u64_u32` without clamp over all lanes, in passes the compiler vectorises (the
/// products, the sums and their carries, the halves).
fn mad_u64_u32_lanes(a: &Lanes, b: &Lanes, c: &Lanes64) -> (Lanes, Lanes, u64) {
    let mut sum = [0u64; LANES];
    let mut carries = [0u8; LANES];
    for l in 0..LANES {
        let p = a[l] as u64 * b[l] as u64;
        sum[l] = p.wrapping_add(c[l]);
        carries[l] = u8::from(sum[l] < p);
    }
    (
        sum.map(|x| x as u32),
        sum.map(|x| (x >> 32) as u32),
        pack_bits(&carries),
    )
}

/// One byte of V_PERM_B32: 0-7 pick a byte of `data` (`{S0, S1}`, S0 high), 8-11 replicate the
/// sign bit of byte 1, 3, 5, 7, 12 gives 0x00, 13 and above 0xff (seed 001 lines 22820-22843).
#[inline]
fn byte_permute(data: u64, sel: u32) -> u32 {
    match sel {
        0..=7 => (data >> (8 * sel) & 0xff) as u32,
        8..=11 => {
            let bit = 8 * (2 * (sel - 8) + 1) + 7;
            if data >> bit & 1 == 1 {
                0xff
            } else {
                0
            }
        }
        12 => 0,
        _ => 0xff,
    }
}

/// `D.byte[k] = byte_permute({S0.u, S1.u}, S2.u.byte[k])` (seed 000 line 6006; seed 001 lines
/// 22820-22847).
pub fn v_perm_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    tern(w, i, |a, b, c| {
        let data = (a as u64) << 32 | b as u64;
        let mut d = 0;
        for k in (0..32).step_by(8) {
            d |= byte_permute(data, c >> k & 0xff) << k;
        }
        d
    })
}

/// `v_lshl_add_u32` / `v_lshl_or_b32` (`OR`): `D.u = (S0.u << S1.u[4:0]) + S2.u` or `| S2.u`
/// (seed 000 lines 6054, 6063; seed 001 lines 23120, 23157); the shift amount is often the same
/// in every lane (`lanewise_uniform`).
pub fn lshl_then<const OR: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<3, 1>(w, i, |[a, b, c]| {
        let s = a << (b & 31);
        if OR {
            s | c
        } else {
            s.wrapping_add(c)
        }
    })
}

sem! {
    /// `D.u = (S0.u ^ S1.u) + S2.u` (seed 000 line 6024; seed 001 line 22979).
    fn v_xad_u32(w, i) { tern(w, i, |a, b, c| (a ^ b).wrapping_add(c)) }
    /// `D.u = (S0.u + S1.u) << S2.u[4:0]` (seed 000 line 6057; seed 001 line 23136).
    fn v_add_lshl_u32(w, i) { tern(w, i, |a, b, c| a.wrapping_add(b) << (c & 31)) }
    /// `D.u = S0.u + S1.u + S2.u` (seed 000 line 6060; seed 001 line 23147).
    fn v_add3_u32(w, i) { tern(w, i, |a, b, c| a.wrapping_add(b).wrapping_add(c)) }
    /// `D.u = (S0.u & S1.u) | S2.u` (seed 000 line 6066; seed 001 line 23168).
    fn v_and_or_b32(w, i) { tern(w, i, |a, b, c| (a & b) | c) }
    /// `D.u = S0.u | S1.u | S2.u` (seed 000 line 6069; seed 001 line 23185).
    fn v_or3_b32(w, i) { tern(w, i, |a, b, c| a | b | c) }
}

/// `D.u64 = (S0.u64 << S1.u[2:0]) + S2.u64`; shift counts above 4 shift by 0 (gfx950; seed 001
/// lines 23352-23360).
pub fn v_lshl_add_u64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let c = w.src64(i, 2, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        let s = b[l] & 7;
        let s = if s > 4 { 0 } else { s };
        d[l] = (a[l] << s).wrapping_add(c[l]);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `D[i] = TTBL[{S0[i], S1[i], S2[i]}]` with `TTBL = {OMOD[1:0], ABS[2:0], NEG[2:0]}` (gfx950;
/// seed 001 lines 23432-23455).
pub fn v_bitop3_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let t = i.bitop3() as u32;
    tern(w, i, |a, b, c| bitop3(t, a, b, c))
}

/// `D[i] = TTBL[{S0[i], S1[i], S2[i]}]` on every bit of `a`, `b`, `c`.
#[inline]
fn bitop3(t: u32, a: u32, b: u32, c: u32) -> u32 {
    let mut d = 0;
    for m in 0..8 {
        if t >> m & 1 == 1 {
            let x = if m & 4 != 0 { a } else { !a };
            let y = if m & 2 != 0 { b } else { !b };
            let z = if m & 1 != 0 { c } else { !c };
            d |= x & y & z;
        }
    }
    d
}

/// Writes 16-bit results to the half of each active lane's destination that `op_sel[3]`
/// names, keeping the other half: the rule seed 001 states for its op_sel 16-bit VOP3 ops
/// (V_MAD_F16 line 23220, V_MAD_U16 line 23241). The old destination is read from the VGPR
/// file (an out-of-range destination reads 0 and is not written).
fn write_half(w: &mut Wave, i: &Inst, v: &Lanes) {
    let hi = i.op_sel & 8 != 0;
    let r = i.dst as usize;
    let old = w.vgpr.get(r * LANES..(r + 1) * LANES);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let o = old.map_or(0, |o| o[l]);
        d[l] = if hi {
            (o & 0xffff) | (v[l] & 0xffff) << 16
        } else {
            (o & 0xffff_0000) | (v[l] & 0xffff)
        };
    }
    w.write_vdst(i, &d);
}

/// Source `n`'s 16-bit halves as `op_sel[n]` selects them (seed 000 lines 9897-9899).
fn src16(w: &Wave, i: &Inst, n: usize) -> Lanes {
    let mut v = w.src(i, n);
    if i.op_sel >> n & 1 == 1 {
        for x in v.iter_mut() {
            *x >>= 16;
        }
    }
    v
}

/// `D.b16 = bitop3(TTBL, S0.b16, S1.b16, S2.b16)`, sources' halves by `op_sel` (gfx950; seed
/// 001 lines 23371-23394); the result goes to the destination half `op_sel[3]` names, the
/// other half kept.
pub fn v_bitop3_b16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let t = i.bitop3() as u32;
    let (a, b, c) = (src16(w, i, 0), src16(w, i, 1), src16(w, i, 2));
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = bitop3(t, a[l], b[l], c[l]) & 0xffff;
    }
    write_half(w, i, &d);
    Ok(Flow::Next)
}

/// `v_ashr_pk_i8_i32`/`v_ashr_pk_u8_i32` (`SIGNED`): S0 and S1 shifted right arithmetically by
/// S2\[4:0\], each saturated to a signed or unsigned byte, packed into the destination half.
pub fn ashr_pk<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let sat = |n: i32| {
        if SIGNED {
            n.clamp(-128, 127) as u32 & 0xff
        } else {
            n.clamp(0, 255) as u32
        }
    };
    // op_sel on the 32-bit sources is not defined by the seed: refuse it.
    no_op_sel(&Inst {
        op_sel: i.op_sel & 7,
        ..*i
    })?;
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let c = w.src(i, 2);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let s = c[l] & 31;
        d[l] = sat((a[l] as i32) >> s) | sat((b[l] as i32) >> s) << 8;
    }
    write_half(w, i, &d);
    Ok(Flow::Next)
}

sem! {
    /// `D.u = S0.u * S1.u` (low 32 bits; seed 000 line 6114; seed 001 line 24724).
    fn v_mul_lo_u32(w, i) { bin(w, i, u32::wrapping_mul) }
    /// `D.u = (S0.u * S1.u) >> 32` (seed 000 line 6117; seed 001 line 24741).
    fn v_mul_hi_u32(w, i) { bin(w, i, |a, b| ((a as u64 * b as u64) >> 32) as u32) }
    /// `D.i = (S0.i * S1.i) >> 32` (seed 000 line 6120; seed 001 line 24763).
    fn v_mul_hi_i32(w, i) { bin(w, i, |a, b| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32) }
    /// `D.u = popcount(S0.u) + S1.u` (seed 001 lines 24846-24853; seed 000 line 6132 starts the
    /// count at 0 and leaves its second operand unused: the accumulate is taken from seed 001).
    fn v_bcnt_u32_b32(w, i) { bin(w, i, |a, b| a.count_ones().wrapping_add(b)) }
}

/// `v_mbcnt_lo/hi_u32_b32` (`HI`): `D.u = popcount(S0.u & ThreadMask[31:0] or [63:32]) + S1.u`,
/// ThreadMask = (1 << lane) - 1 (seed 001 lines 24861-24899).
pub fn mbcnt<const HI: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let below = (1u64 << l) - 1;
        let m = if HI { (below >> 32) as u32 } else { below as u32 };
        d[l] = (a[l] & m).count_ones().wrapping_add(b[l]);
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

fn shift64(w: &mut Wave, i: &Inst, f: impl Fn(u64, u32) -> u64) -> R {
    let a = w.src(i, 0);
    let b = w.src64(i, 1, false);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        d[l] = f(b[l], a[l] & 63);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

sem! {
    /// `D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]` (seed 000 line 6153; seed 001 line 25021).
    fn v_bfm_b32(w, i) { bin(w, i, |a, b| ((1u32 << (a & 31)) - 1) << (b & 31)) }
    /// `D = {u32_to_u16(S1.u), u32_to_u16(S0.u)}`, each saturated to 0xffff (seed 000 line 6165;
    /// seed 001 lines 25097-25106; the seeds do not spell out `u32_to_u16`: a conversion saturates).
    fn v_cvt_pk_u16_u32(w, i) { bin(w, i, |a, b| a.min(0xffff) | b.min(0xffff) << 16) }
}

/// `D = {i32_to_i16(S1.i), i32_to_i16(S0.i)}`, each saturated to [-32768, 32767] (seed 000
/// line 6168; seed 001 lines 25111-25120).
pub fn v_cvt_pk_i16_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let h = |x: u32| (x as i32).clamp(-32768, 32767) as u32 & 0xffff;
    bin(w, i, |a, b| h(a) | h(b) << 16)
}

/// `D.i = S0.i + S1.i`; clamp saturates to the i32 range (seed 000 line 6177; seed 001 line
/// 25158).
pub fn v_add_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_i32(a as i32 as i64 + b as i32 as i64, c))
}

/// `D.i = S0.i - S1.i`; clamp saturates to the i32 range (seed 000 line 6180; seed 001 line
/// 25174).
pub fn v_sub_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let c = i.clamp;
    bin(w, i, |a, b| sat_i32(a as i32 as i64 - b as i32 as i64, c))
}

// ---- GCN 1.0/1.1 (gfx600/gfx700): the shifts whose reversed forms replaced them in GCN 1.2.

/// `D.u = S0.u << S1.u[4:0]` (GCN 1.0/1.1 V_LSHL_B32; LLVM `shl`).
pub fn v_lshl_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| a << (b & 31))
}

/// `D.u = S0.u >> S1.u[4:0]` (GCN 1.0/1.1 V_LSHR_B32; LLVM `srl`).
pub fn v_lshr_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| a >> (b & 31))
}

/// `D.i = signext(S0.i) >> S1.u[4:0]` (GCN 1.0/1.1 V_ASHR_I32; LLVM `sra`).
pub fn v_ashr_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    lanewise_uniform::<2, 1>(w, i, |[a, b]| ((a as i32) >> (b & 31)) as u32)
}

/// A 64-bit shift of S0 by S1\[5:0\] (the unreversed operand order).
fn shift64_fwd(w: &mut Wave, i: &Inst, f: impl Fn(u64, u32) -> u64) -> R {
    let a = w.src64(i, 0, false);
    let b = w.src(i, 1);
    let mut d = [0u64; LANES];
    for l in 0..LANES {
        d[l] = f(a[l], b[l] & 63);
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `D.u64 = S0.u64 << S1.u[5:0]` (GCN 1.0/1.1 V_LSHL_B64).
pub fn v_lshl_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| v << s)
}

/// `D.u64 = S0.u64 >> S1.u[5:0]` (GCN 1.0/1.1 V_LSHR_B64).
pub fn v_lshr_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| v >> s)
}

/// `D.i64 = signext(S0.i64) >> S1.u[5:0]` (GCN 1.0/1.1 V_ASHR_I64).
pub fn v_ashr_i64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    shift64_fwd(w, i, |v, s| ((v as i64) >> s) as u64)
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
}
