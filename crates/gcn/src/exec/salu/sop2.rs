//! SOP2: two-source scalar arithmetic, shifts, bitfields, packing (seed 000 lines 3710-3875).

use super::*;

sem! {
    /// `D.u = S0.u + S1.u; SCC = carry out` (seed 000 line 3717).
    fn s_add_u32(w, i) {
        op2(w, i, |a, b, _| {
            let t = a as u64 + b as u64;
            (t as u32, Some(t >> 32 != 0))
        })
    }
    /// `D.u = S0.u - S1.u; SCC = (S1.u > S0.u)` (seed 000 line 3720).
    fn s_sub_u32(w, i) { op2(w, i, |a, b, _| (a.wrapping_sub(b), Some(b > a))) }
    /// `D.i = S0.i + S1.i; SCC = signed overflow` (seed 000 line 3723).
    fn s_add_i32(w, i) {
        op2(w, i, |a, b, _| {
            let d = a.wrapping_add(b);
            (d, Some(a >> 31 == b >> 31 && a >> 31 != d >> 31))
        })
    }
    /// `D.i = S0.i - S1.i; SCC = signed overflow` (seed 000 line 3726).
    fn s_sub_i32(w, i) {
        op2(w, i, |a, b, _| {
            let d = a.wrapping_sub(b);
            (d, Some(a >> 31 != b >> 31 && a >> 31 != d >> 31))
        })
    }
    /// `D.u = S0.u + S1.u + SCC; SCC = carry out` (seed 000 line 3729).
    fn s_addc_u32(w, i) {
        op2(w, i, |a, b, c| {
            let t = a as u64 + b as u64 + c as u64;
            (t as u32, Some(t >> 32 != 0))
        })
    }
    /// `D.u = S0.u - S1.u - SCC; SCC = (S1.u + SCC > S0.u)`, computed in 64 bits (seed 000
    /// line 3732, seed 001 line 5666).
    fn s_subb_u32(w, i) {
        op2(w, i, |a, b, c| (a.wrapping_sub(b).wrapping_sub(c as u32), Some(b as u64 + c as u64 > a as u64)))
    }
    /// `D = min(S0.i, S1.i); SCC = (S0.i < S1.i)` (seed 000 line 3735).
    fn s_min_i32(w, i) {
        op2(w, i, |a, b, _| {
            let lt = (a as i32) < (b as i32);
            (if lt { a } else { b }, Some(lt))
        })
    }
    /// `D = min(S0.u, S1.u); SCC = (S0.u < S1.u)` (seed 000 line 3738).
    fn s_min_u32(w, i) { op2(w, i, |a, b, _| (a.min(b), Some(a < b))) }
    /// `D = max(S0.i, S1.i); SCC = (S0.i > S1.i)` (seed 000 line 3741).
    fn s_max_i32(w, i) {
        op2(w, i, |a, b, _| {
            let gt = (a as i32) > (b as i32);
            (if gt { a } else { b }, Some(gt))
        })
    }
    /// `D = max(S0.u, S1.u); SCC = (S0.u > S1.u)` (seed 000 line 3744).
    fn s_max_u32(w, i) { op2(w, i, |a, b, _| (a.max(b), Some(a > b))) }
    /// `D.u = SCC ? S0.u : S1.u` (seed 000 line 3747).
    fn s_cselect_b32(w, i) { op2(w, i, |a, b, c| (if c { a } else { b }, None)) }
    /// `D.u64 = SCC ? S0.u64 : S1.u64` (seed 000 line 3750).
    fn s_cselect_b64(w, i) { op2_64(w, i, false, true, |a, b, c| (if c { a } else { b }, None)) }
    /// `D.u = S0.u << S1.u[4:0]; SCC = (D != 0)` (seed 000 line 3801).
    fn s_lshl_b32(w, i) { logic32(w, i, |a, b| a << (b & 31)) }
    /// `D.u64 = S0.u64 << S1.u[5:0]; SCC = (D != 0)` (seed 000 line 3804).
    fn s_lshl_b64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz(a << (b & 63)))
    }
    /// `D.u = S0.u >> S1.u[4:0]; SCC = (D != 0)` (seed 000 line 3807).
    fn s_lshr_b32(w, i) { logic32(w, i, |a, b| a >> (b & 31)) }
    /// `D.u64 = S0.u64 >> S1.u[5:0]; SCC = (D != 0)` (seed 000 line 3810).
    fn s_lshr_b64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz(a >> (b & 63)))
    }
    /// `D.i = S0.i >> S1.u[4:0]` (arithmetic); `SCC = (D != 0)` (seed 000 line 3813).
    fn s_ashr_i32(w, i) { logic32(w, i, |a, b| ((a as i32) >> (b & 31)) as u32) }
    /// `D.i64 = S0.i64 >> S1.u[5:0]` (arithmetic); `SCC = (D != 0)` (seed 000 line 3816).
    fn s_ashr_i64(w, i) {
        op2_64(w, i, true, false, |a, b, _| nz(((a as i64) >> (b & 63)) as u64))
    }
    /// `D.u = ((1 << S0.u[4:0]) - 1) << S1.u[4:0]`; SCC unchanged (seed 000 line 3819).
    fn s_bfm_b32(w, i) { op2(w, i, |a, b, _| (mask32(a & 31) << (b & 31), None)) }
    /// `D.u64 = ((1 << S0.u[5:0]) - 1) << S1.u[5:0]`; SCC unchanged (seed 000 line 3822).
    fn s_bfm_b64(w, i) {
        let (a, b) = (s0(w, i), s1(w, i));
        w.swrite64(i.dst, mask64(a & 63) << (b & 63));
        next()
    }
    /// `D.i = S0.i * S1.i` (low 32 bits); SCC unchanged (seed 000 line 3825).
    fn s_mul_i32(w, i) { op2(w, i, |a, b, _| (a.wrapping_mul(b), None)) }
    /// `D.u = (S0.u >> S1[4:0]) & ((1 << S1[22:16]) - 1); SCC = (D != 0)` (seed 000 line 3828);
    /// a width of 32 or more keeps every bit above the offset.
    fn s_bfe_u32(w, i) { logic32(w, i, |a, b| (a >> (b & 31)) & mask32((b >> 16) & 0x7f)) }
    /// Signed bitfield extract: the field sign-extended from its width; `SCC = (D != 0)`
    /// (seed 000 line 3831, seed 001 line 6101).
    fn s_bfe_i32(w, i) {
        logic32(w, i, |a, b| {
            let width = (b >> 16) & 0x7f;
            sext32((((a as i32) >> (b & 31)) as u32) & mask32(width), width)
        })
    }
    /// `D.u64 = (S0.u64 >> S1[5:0]) & ((1 << S1[22:16]) - 1); SCC = (D != 0)` (seed 000 line 3834).
    fn s_bfe_u64(w, i) {
        op2_64(w, i, false, false, |a, b, _| nz((a >> (b & 63)) & mask64(((b >> 16) & 0x7f) as u32)))
    }
    /// 64-bit signed bitfield extract; `SCC = (D != 0)` (seed 000 line 3837, seed 001 line 6126).
    fn s_bfe_i64(w, i) {
        op2_64(w, i, true, false, |a, b, _| {
            let width = ((b >> 16) & 0x7f) as u32;
            let d = sext64((((a as i64) >> (b & 63)) as u64) & mask64(width), width);
            nz(d)
        })
    }
    /// `D.i = |S0.i - S1.i|` (wrapping: 0x80000000 stays negative); `SCC = (D != 0)` (seed 000
    /// line 3843).
    fn s_absdiff_i32(w, i) {
        logic32(w, i, |a, b| {
            let d = a.wrapping_sub(b) as i32;
            d.wrapping_abs() as u32
        })
    }
    /// `D.u = (S0.u * S1.u) >> 32` (seed 000 line 3849).
    fn s_mul_hi_u32(w, i) { op2(w, i, |a, b, _| (((a as u64 * b as u64) >> 32) as u32, None)) }
    /// `D.i = (S0.i * S1.i) >> 32` (seed 000 line 3852).
    fn s_mul_hi_i32(w, i) {
        op2(w, i, |a, b, _| ((((a as i32 as i64) * (b as i32 as i64)) >> 32) as u32, None))
    }
    /// `D = { S1[15:0], S0[15:0] }` (seed 000 line 3867).
    fn s_pack_ll_b32_b16(w, i) { op2(w, i, |a, b, _| (a & 0xffff | b << 16, None)) }
    /// `D = { S1[31:16], S0[15:0] }` (seed 000 line 3870).
    fn s_pack_lh_b32_b16(w, i) { op2(w, i, |a, b, _| (a & 0xffff | b & 0xffff_0000, None)) }
    /// `D = { S1[31:16], S0[31:16] }` (seed 000 line 3873).
    fn s_pack_hh_b32_b16(w, i) { op2(w, i, |a, b, _| (a >> 16 | b & 0xffff_0000, None)) }
}

/// `s_lshl1_add_u32` … `s_lshl4_add_u32` by `N`: `D.u = (S0.u << N) + S1.u; SCC = 64-bit sum
/// >= 2^32` (seed 000 lines 3855-3864, seed 001 line 6235).
pub fn lshl_add<const N: u32>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    op2(w, i, |a, b, _| {
        let t = ((a as u64) << N) + b as u64;
        (t as u32, Some(t >> 32 != 0))
    })
}
