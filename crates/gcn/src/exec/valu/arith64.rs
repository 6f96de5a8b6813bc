//! f64 arithmetic (VOP3): add, multiply, FMA, min/max, ldexp, `v_trig_preop_f64`.

use super::*;

/// `D.d = S0.d + S1.d` (seed 000 line 6099).
pub fn v_add_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<2>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b], m| fl::add64(a, b, m.rm64))
}

/// `D.d = S0.d * S1.d` (seed 000 line 6102).
pub fn v_mul_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<2>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b], m| fl::mul64(a, b, m.rm64))
}

/// `D.d = fma(S0.d, S1.d, S2.d)` (seed 000 line 5907), in the MODE's f64 round mode.
pub fn v_fma_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s = srcs64::<3>(w, i);
    f64op(w, i, s, Den::Mode, |[a, b, c], m| fl::fma64(a, b, c, m.rm64))
}

/// gfx950: `D0.f64 = fma(S0.f64, S1.f64, D0.f64)` (seed 001 line 10151).
pub fn v_fmac_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs64::<2>(w, i);
    let d = dst64(w, i);
    f64op(w, i, [a, b, d], Den::Mode, |[a, b, c], m| fl::fma64(a, b, c, m.rm64))
}

/// `v_min_f64` and `v_max_f64` (`MAX`): the IEEE-mode-aware f64 minimum or maximum (seed 000
/// lines 6105-6108); denormals per [`min_max_follow_denorm_mode`](crate::Arch::min_max_follow_denorm_mode).
pub fn minmax64<const MAX: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a, b] = srcs64::<2>(w, i);
    let d = min_max_den(w);
    map64(w, i, |l, c| {
        let (x, y) = (c.input(d, f64::from_bits(a[l])), c.input(d, f64::from_bits(b[l])));
        let r = if MAX {
            fl::max_ieee(x, y, c.m.ieee)
        } else {
            fl::min_ieee(x, y, c.m.ieee)
        };
        c.out(d, r)
    })
}

/// 2/π after the binary point, 24 bits per entry (the same digits as fdlibm's `ipio2`);
/// 51 entries = 1224 bits cover the 1201 bits `V_TRIG_PREOP_F64` uses.
const TWO_OVER_PI: [u32; 51] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
    0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
    0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
    0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
    0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0,
];

/// Bit `k` (1-based) after the binary point of 2/π; zero beyond bit 1201 (seed 000 line 6150).
#[inline]
fn two_over_pi_bit(k: u32) -> u64 {
    if k == 0 || k > 1201 {
        return 0;
    }
    let k = k - 1;
    (TWO_OVER_PI[(k / 24) as usize] >> (23 - k % 24) & 1) as u64
}

/// The 53-bit segment of 2/π starting `shift` bits after the binary point, scaled by
/// 2^(-53 - shift) (+128 for huge inputs), rounded toward zero (seed 000 line 6150; seed 001
/// line 24983).
pub fn v_trig_preop_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs64::<1>(w, i);
    let sel = w.src(i, 1);
    map64(w, i, |l, c| {
        let x = c.input(Den::Mode, f64::from_bits(a[l]));
        let e = fl::exponent64(x);
        let mut shift = (sel[l] & 31) * 53;
        if e > 1077 {
            shift += (e - 1077) as u32;
        }
        let mut seg = 0u64;
        for k in 1..=53 {
            seg = seg << 1 | two_over_pi_bit(shift + k);
        }
        let mut scale = -53 - shift as i32;
        if e >= 1968 {
            scale += 128;
        }
        c.out(Den::Mode, fl::ldexp64(seg as f64, scale, RTZ))
    })
}
