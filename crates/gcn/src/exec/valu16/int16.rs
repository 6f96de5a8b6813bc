//! 16-bit integer arithmetic: add/sub, min/max, shifts, multiply-add, median.

use super::*;

/// `S0 ± S1` (`SUB`) as u16 or i16 (`SIGNED`), saturated with clamp.
pub(super) fn addsub16<const SIGNED: bool, const SUB: bool>(a: u16, b: u16, clamp: bool) -> u16 {
    let ext = |v: u16| if SIGNED { v as i16 as i64 } else { v as i64 };
    let r = if SUB { ext(a) - ext(b) } else { ext(a) + ext(b) };
    if SIGNED {
        sat_i16(r, clamp)
    } else {
        sat_u16(r, clamp)
    }
}

/// `max` (`MAX`) or `min` of two u16 or i16 (`SIGNED`) values.
pub(super) fn minmax_int<const MAX: bool, const SIGNED: bool>(a: u16, b: u16) -> u16 {
    let ext = |v: u16| if SIGNED { v as i16 as i32 } else { v as i32 };
    if (ext(a) < ext(b)) == MAX {
        b
    } else {
        a
    }
}

/// `v_add_u16` / `v_sub_u16` (`SUB`) / `v_subrev_u16` (`SUB`, `REV`): `D.u16 = S0.u16 ± S1.u16`,
/// the operands swapped with `REV`, unsigned saturation with clamp (seed 000 lines 4695-4701).
pub fn add_u16<const SUB: bool, const REV: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, c| {
        let (p, q) = if REV { (b, a) } else { (a, b) };
        addsub16::<false, SUB>(p, q, c)
    })
}

/// `v_max_u16`/`v_max_i16` (`MAX`, `SIGNED`) and `v_min_*`: `D = max/min(S0, S1)` (seed 000
/// lines 4722-4731).
pub fn minmax_int16<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, _| minmax_int::<MAX, SIGNED>(a, b))
}

sem! {
    /// `D.u16 = S0.u16 * S1.u16` (seed 000 line 4704).
    fn v_mul_lo_u16(w, i) { u2(w, i, Dst16::Zero, |a, b, c| sat_u16(a as i64 * b as i64, c)) }
}

/// Shift kinds, the `K` of `shift16::<K>` and `pk_shift16::<K>` in the table rows: the 32-bit
/// shifts' codes (`lshlrev`, `lshrrev`, `ashrrev`).
pub use crate::exec::valu_int::{SH_ASR as ASHR, SH_LSL as SHL, SH_LSR as SHR};

/// `S1 << S0[3:0]`, `S1 >> S0[3:0]` or, arithmetic, `S1.i16 >> S0[3:0]` (`K`).
fn shift<const K: u8>(a: u16, b: u16) -> u16 {
    match K {
        SHL => b << (a & 15),
        SHR => b >> (a & 15),
        _ => ((b as i16) >> (a & 15)) as u16,
    }
}

/// `v_lshlrev_b16` / `v_lshrrev_b16` / `v_ashrrev_i16` (`K`): `D = S1 shifted by S0.u[3:0]`
/// (seed 000 lines 4707-4713).
pub fn shift16<const K: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Zero, |a, b, _| shift::<K>(a, b))
}

/// `v_pk_lshlrev_b16` / `v_pk_lshrrev_b16` / `v_pk_ashrrev_i16` (`K`): packed `D = S1 shifted by
/// S0[3:0]` (seed 000 lines 5779-5785).
pub fn pk_shift16<const K: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    pk_u(w, i, 2, |s, _| shift::<K>(s[0], s[1]))
}

/// `v_add_i16` / `v_sub_i16` (`SUB`): `D.i16 = S0.i16 ± S1.i16`, signed saturation with clamp;
/// OPSEL (seed 000 lines 6183, 6186).
pub fn add_i16<const SUB: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u2(w, i, Dst16::Keep, addsub16::<true, SUB>)
}

/// `S0.u16 * S1.u16 + S2.u16`, saturated with clamp.
fn mad_u16(a: u16, b: u16, c: u16, cl: bool) -> u16 {
    sat_u16(a as i64 * b as i64 + c as i64, cl)
}

/// `S0.i16 * S1.i16 + S2.i16`, signed saturation with clamp.
fn mad_i16(a: u16, b: u16, c: u16, cl: bool) -> u16 {
    sat_i16(a as i16 as i64 * b as i16 as i64 + c as i16 as i64, cl)
}

/// `v_mad_u16`/`v_mad_i16` (`SIGNED`) and their `_legacy` forms (`LEGACY`):
/// `D = S0 * S1 + S2` saturated with clamp, destination as [`mad_f16`] (seed 000 lines 6001,
/// 6004, 6076, 6079).
pub fn mad_int16<const SIGNED: bool, const LEGACY: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, vop3_dst(LEGACY), if SIGNED { mad_i16 } else { mad_u16 })
}

/// `v_max3_u16`/`v_max3_i16` (`MAX`, `SIGNED`) and `v_min3_*`: `D = max/min of three` (seed 000
/// lines 6030-6042).
pub fn minmax3_int16<const MAX: bool, const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, Dst16::Keep, |a, b, c, _| {
        minmax_int::<MAX, SIGNED>(minmax_int::<MAX, SIGNED>(a, b), c)
    })
}

/// `v_med3_u16` / `v_med3_i16` (`SIGNED`): the median of three (seed 000 lines 6048, 6051).
pub fn med3_int16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    u3(w, i, Dst16::Keep, |a, b, c, _| {
        if SIGNED {
            med3(a as i16, b as i16, c as i16) as u16
        } else {
            med3(a, b, c)
        }
    })
}

/// `v_mad_u32_u16` / `v_mad_i32_i16` (`SIGNED`): a 32-bit result from two 16-bit (op_sel)
/// sources and a 32-bit third.
pub fn mad32_16<const SIGNED: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = u_src(w, i, 0);
    let b = u_src(w, i, 1);
    let c = w.src(i, 2);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = if SIGNED {
            let v = a[l] as i16 as i64 * b[l] as i16 as i64 + c[l] as i32 as i64;
            if i.clamp {
                v.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
            } else {
                v as u32
            }
        } else {
            let v = a[l] as u64 * b[l] as u64 + c[l] as u64;
            if i.clamp {
                v.min(u32::MAX as u64) as u32
            } else {
                v as u32
            }
        };
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}
