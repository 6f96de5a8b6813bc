//! Conversions between f32, f64 and integers, and the byte conversions.

use super::*;

/// `D.f = (float)S0.u`, rounded in the MODE direction (seed 000 line 4772).
pub fn v_cvt_f32_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| c.out32(Den::Mode, fl::round32(a[l] as f64, 0.0, c.m.rm32)))
}

/// `D.f = (float)S0.i`, rounded in the MODE direction (seed 000 line 4769).
pub fn v_cvt_f32_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| {
        c.out32(Den::Mode, fl::round32(a[l] as i32 as f64, 0.0, c.m.rm32))
    })
}

sem! {
    /// `D.u = (unsigned)S0.f`: toward zero, out-of-range values saturate, NaN gives 0 (seed 000
    /// line 4775).
    fn v_cvt_u32_f32(w, i) { f32_to_int(w, i, |a| a as u32) }
    /// `D.i = (int)S0.f`: toward zero, saturating, NaN gives 0 (seed 000 line 4778).
    fn v_cvt_i32_f32(w, i) { f32_to_int(w, i, |a| a as i32 as u32) }
    /// `D.i = (int)floor(S0.f + 0.5)`, the addition in f32 to nearest even whatever the MODE
    /// (seed 000 line 4787; seed 001 line 11467).
    fn v_cvt_rpi_i32_f32(w, i) { f32_to_int(w, i, |a| libm::floorf(a + 0.5) as i32 as u32) }
    /// `D.i = (int)floor(S0.f)` (seed 000 line 4790).
    fn v_cvt_flr_i32_f32(w, i) { f32_to_int(w, i, |a| libm::floorf(a) as i32 as u32) }
    /// `D.i = (int)S0.d`: toward zero, saturating, NaN gives 0 (seed 000 line 4763).
    fn v_cvt_i32_f64(w, i) { f64_to_int(w, i, |a| a as i32 as u32) }
    /// `D.u = (unsigned)S0.d`: toward zero, saturating, NaN gives 0 (seed 000 line 4814).
    fn v_cvt_u32_f64(w, i) { f64_to_int(w, i, |a| a as u32) }
}

/// `D.d = (double)S0.i`, exact (seed 000 line 4766).
pub fn v_cvt_f64_i32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map64(w, i, |l, c| c.out(Den::Mode, a[l] as i32 as f64))
}

/// `D.d = (double)S0.u`, exact (seed 000 line 4817).
pub fn v_cvt_f64_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map64(w, i, |l, c| c.out(Den::Mode, a[l] as f64))
}

/// `D.f = (float)S0.d`, rounded in the f32 MODE direction; a NaN keeps its sign and top
/// payload bits, quieted (seed 000 line 4796).
pub fn v_cvt_f32_f64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs64::<1>(w, i);
    map32(w, i, |l, c| {
        let x = c.input(Den::Mode, f64::from_bits(a[l]));
        let r = if x.is_nan() {
            nan_f64_to_f32(x)
        } else {
            fl::round32(x, 0.0, c.m.rm32)
        };
        c.out32(Den::Mode, r)
    })
}

/// `D.d = (double)S0.f`, exact (seed 000 line 4799).
pub fn v_cvt_f64_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    map64(w, i, |l, c| {
        let x = c.input(Den::Mode, f32::from_bits(a[l]));
        let r = if x.is_nan() { nan_f32_to_f64(x) } else { x as f64 };
        c.out(Den::Mode, r)
    })
}

/// `v_cvt_f32_ubyte<K>`: `D.f = (float)S0.u[8K+7:8K]` (seed 000 lines 4802-4811).
pub fn cvt_ubyte<const K: u32>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| c.out32(Den::Mode, (a[l] >> (8 * K) & 0xff) as f32))
}

/// The signed 4-bit S0\[3:0\] times 1/16: 1000 → -0.5 … 0111 → 0.4375 (seed 000 line 4793).
pub fn v_cvt_off_f32_i4(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.src(i, 0);
    map32(w, i, |l, c| {
        let n = ((a[l] << 28) as i32) >> 28;
        c.out32(Den::Mode, n as f32 * 0.0625)
    })
}

/// f32 to an unsigned byte: round to nearest even, saturate to [0, 255], NaN gives 0.
#[inline]
fn to_u8(x: f32) -> u32 {
    if x.is_nan() {
        0
    } else {
        libm::rintf(x.clamp(0.0, 255.0)) as u32
    }
}

/// `D.u = S2.u` with byte `S1.u[1:0]` replaced by `flt32_to_uint8(S0.f)` (seed 000 line 5958;
/// seed 001 line 22290).
pub fn v_cvt_pk_u8_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    let sel = w.src(i, 1);
    let acc = w.src(i, 2);
    map32(w, i, |l, c| {
        let sh = (sel[l] & 3) * 8;
        let x = c.input(Den::Mode, f32::from_bits(a[l]));
        acc[l] & !(0xff << sh) | to_u8(x) << sh
    })
}

/// gfx900: byte `S1.u[1:0]` of D becomes `flt32_to_uint8(S0.f)`, the other bytes keep D
/// (seed 000 line 6015).
pub fn v_cvt_pkaccum_u8_f32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let [a] = srcs32::<1>(w, i);
    let sel = w.src(i, 1);
    let acc = dst32(w, i);
    map32(w, i, |l, c| {
        let sh = (sel[l] & 3) * 8;
        let x = c.input(Den::Mode, f32::from_bits(a[l]));
        acc[l] & !(0xff << sh) | to_u8(x) << sh
    })
}
