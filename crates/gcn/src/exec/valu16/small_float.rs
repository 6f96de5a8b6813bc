//! FP8/BF8 conversions and the gfx950 scaled conversions (`V_CVT_SCALEF32_*`).

use super::*;

/// MODE.FP16_OVFL (bit 23).
pub(super) fn ovfl(w: &Wave) -> bool {
    w.mode >> 23 & 1 == 1
}

/// The byte of S0 a VOP1 FP8 conversion reads: SDWA's select is applied by the operand layer
/// (the selected byte arrives in bits 7:0); in VOP3, OPSEL\[1:0\] names the byte (seed 001
/// Table 31, line 3420).
fn fp8_byte(i: &Inst) -> u32 {
    if i.vop3 {
        (i.op_sel & 3) as u32
    } else {
        0
    }
}

/// The FP8 decoder, or with `is_bf8` the BF8 one.
fn fp8_decoder(is_bf8: bool) -> fn(u8) -> f32 {
    if is_bf8 {
        formats::bf8_to_f32
    } else {
        formats::fp8_to_f32
    }
}

/// `v_cvt_f32_fp8` / `v_cvt_f32_bf8` (`IS_BF8`): `D.f32 = fp8_to_f32(S0 byte)` (seed 001 lines
/// 12923, 12958).
pub fn cvt_f32_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let dec = fp8_decoder(IS_BF8);
    let fp = Fp { dout: true, ..fp32(w) };
    let a = w.src(i, 0);
    let sh = 8 * fp8_byte(i);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        d[l] = out32(i, fp, dec((a[l] >> sh) as u8));
    }
    w.write_vdst(i, &d);
    Ok(Flow::Next)
}

/// `v_cvt_pk_f32_fp8` / `v_cvt_pk_f32_bf8` (`IS_BF8`): `D[63:0] = {fp8_to_f32(S0.word[15:8]),
/// fp8_to_f32(S0.word[7:0])}` (seed 001 lines 12984, 13010).
pub fn cvt_pk_f32_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let dec = fp8_decoder(IS_BF8);
    let fp = Fp { dout: true, ..fp32(w) };
    let a = w.src(i, 0);
    let sh = if i.vop3 { 16 * (i.op_sel & 1) as u32 } else { 0 };
    let mut d: Lanes64 = [0; LANES];
    for l in 0..LANES {
        let v = a[l] >> sh;
        let x = out32(i, fp, dec(v as u8));
        let y = out32(i, fp, dec((v >> 8) as u8));
        d[l] = x as u64 | (y as u64) << 32;
    }
    w.write_vdst64(i, &d);
    Ok(Flow::Next)
}

/// `v_cvt_pk_fp8_f32` / `v_cvt_pk_bf8_f32` (`IS_BF8`): two f32 sources (abs/neg, input flush) to
/// an 8-bit pair written at OPSEL\[3\]'s word, the other word kept (seed 001 lines 25256-25300).
pub fn cvt_pk_8_f32<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let enc: fn(f32, bool) -> u8 = if IS_BF8 {
        formats::f32_to_bf8
    } else {
        formats::f32_to_fp8
    };
    let at = 16 * (i.op_sel >> 3 & 1) as u32;
    cvt_from_f32(w, i, at, 16, |s, _, o| {
        enc(f32::from_bits(s[0]), o) as u32 | (enc(f32::from_bits(s[1]), o) as u32) << 8
    })
}

/// The f32-source converters' lane loop: `f(sources, raw S1, MODE.FP16_OVFL)` per lane, the
/// sources with their abs/neg and the MODE input flush, written to the `width`-bit field at
/// bit `at` of the destination (the rest kept).
fn cvt_from_f32(w: &mut Wave, i: &Inst, at: u32, width: u32, f: impl Fn([u32; 2], u32, bool) -> u32) -> R {
    let f32m = fp32(w);
    let o = ovfl(w);
    let a = w.src(i, 0);
    let b = w.src(i, 1);
    let mut d = [0u32; LANES];
    for l in 0..LANES {
        let s = [din32(mods32(a[l], i, 0), f32m), din32(mods32(b[l], i, 1), f32m)];
        d[l] = f(s, b[l], o);
    }
    write_field(w, i, &d, at, width);
    Ok(Flow::Next)
}

/// `v_cvt_sr_fp8_f32` / `v_cvt_sr_bf8_f32` (`IS_BF8`): `D.byte[OPSEL[3:2]] = fp8(S0.f32 +
/// stochastic S1)` (seed 001 lines 25316, 25351).
pub fn cvt_sr_8<const IS_BF8: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let enc: fn(u32, u32, bool) -> u8 = if IS_BF8 {
        formats::f32_to_bf8_sr
    } else {
        formats::f32_to_fp8_sr
    };
    let at = 8 * (i.op_sel >> 2 & 3) as u32;
    cvt_from_f32(w, i, at, 8, |s, b, o| enc(s[0], b, o) as u32)
}

/// `v_cvt_sr_f16_f32` / `v_cvt_sr_bf16_f32` (`IS_BF16`): `D.word[OPSEL[3]] =
/// f32_to_f16_sr(S0.f32, S1.u32)` (seed 001 lines 25394, 25420).
pub fn cvt_sr_16<const IS_BF16: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let fmt = if IS_BF16 { &BF16 } else { &F16 };
    let at = 16 * (i.op_sel >> 3 & 1) as u32;
    cvt_from_f32(w, i, at, 16, |[x, _], b, _| {
        let xf = f32::from_bits(x);
        if !xf.is_nan() {
            formats::encode_sr(fmt, xf as f64, b, Overflow::Ieee)
        } else if *fmt == F16 {
            nan32_to_16(x) as u32
        } else {
            (x >> 16) | 0x40
        }
    })
}

// ---------------------------------------------------------------------------------------------
// Scaled conversions (gfx950 V_CVT_SCALEF32_*, seed 001 lines 23494-24600)
// ---------------------------------------------------------------------------------------------

/// An element type of a scaled conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum El {
    F32,
    F16,
    BF16,
    N(Format),
}

// Element codes: a scaled conversion row names its element types with these (`El` cannot be a
// const generic parameter).
codes! { u8;
    /// f32 element.
    E_F32,
    /// f16 element.
    E_F16,
    /// bf16 element.
    E_BF16,
    /// FP8 (E4M3) element.
    E_FP8,
    /// BF8 (E5M2) element.
    E_BF8,
    /// FP4 (E2M1) element.
    E_FP4,
    /// FP6 (E2M3) element.
    E_FP6,
    /// BF6 (E3M2) element.
    E_BF6,
}

impl El {
    /// The element of code `c` (`E_*`; an unknown code is BF6).
    const fn of(c: u8) -> El {
        match c {
            E_F32 => El::F32,
            E_F16 => El::F16,
            E_BF16 => El::BF16,
            E_FP8 => El::N(FP8),
            E_BF8 => El::N(BF8),
            E_FP4 => El::N(FP4),
            E_FP6 => El::N(FP6),
            _ => El::N(BF6),
        }
    }

    /// The narrow format of code `c` (`E_FP8` to `E_BF6`; a wide code is FP8).
    const fn narrow(c: u8) -> Format {
        match El::of(c) {
            El::N(f) => f,
            _ => FP8,
        }
    }

    const fn bits(self) -> u32 {
        match self {
            El::F32 => 32,
            El::F16 | El::BF16 => 16,
            El::N(f) => 1 + f.ebits + f.mbits,
        }
    }
}

/// One scaled conversion: where its elements come from and go.
struct Scaled {
    /// Source slots and their widths in dwords.
    srcs: &'static [(usize, usize)],
    /// Element count.
    n: usize,
    /// Input element type, and the bit where element 0 starts (OPSEL-selected byte/word).
    inp: El,
    in_pos: u32,
    /// Element `k` comes from source `pick(k).0`, element `pick(k).1`.
    pick: fn(usize) -> (usize, usize),
    /// Output element type.
    out: El,
    /// Destination dwords written (whole), or 0 for a field of one dword at `out_pos`, the
    /// other bits kept.
    out_dwords: usize,
    out_pos: u32,
    /// Slot of the f32 whose exponent field is the E8M0 scale.
    scale: usize,
    /// Slot of the stochastic-rounding seed (advanced by V_PRNG_B32 per element, seed 001
    /// lines 13037, 23680).
    rnd: Option<usize>,
}

impl Scaled {
    /// The defaults the conversions override: one element of one f32 dword in slot 0 to an f32
    /// field at bit 0 of the destination, scale S1, no stochastic rounding.
    const BASE: Scaled = Scaled {
        srcs: &[(0, 1)],
        n: 1,
        inp: El::F32,
        in_pos: 0,
        pick: pick_one,
        out: El::F32,
        out_dwords: 0,
        out_pos: 0,
        scale: 1,
        rnd: None,
    };
}

fn pick_one(k: usize) -> (usize, usize) {
    (0, k)
}

fn pick_each(k: usize) -> (usize, usize) {
    (k, 0)
}

fn pick_interleaved(k: usize) -> (usize, usize) {
    (k % 2, k / 2)
}

/// V_PRNG_B32: `(x << 1) ^ (x[31] ? 197 : 0)` (seed 001 line 13037).
pub const fn prng(x: u32) -> u32 {
    (x << 1) ^ if x >> 31 == 1 { 197 } else { 0 }
}

/// Reads `dwords` consecutive registers from source slot `n` (VGPR tuples; a one- or
/// two-dword scalar or constant source is read as such, wider ones need VGPRs).
fn read_tuple(w: &Wave, i: &Inst, n: usize, dwords: usize) -> alloc::vec::Vec<Lanes> {
    let mut out = alloc::vec::Vec::with_capacity(dwords);
    if dwords == 1 {
        out.push(src(w, i, n));
    } else if dwords == 2 && i.src[n] < crate::isa::operand::VGPR0 {
        let v = w.src64(i, n, false);
        let mut lo = [0u32; LANES];
        let mut hi = [0u32; LANES];
        for l in 0..LANES {
            lo[l] = v[l] as u32;
            hi[l] = (v[l] >> 32) as u32;
        }
        out.push(lo);
        out.push(hi);
    } else {
        for k in 0..dwords {
            let mut j = *i;
            j.src[n] = i.src[n].saturating_add(k as u16);
            out.push(if i.src[n] >= crate::isa::operand::VGPR0 {
                w.src(&j, n)
            } else {
                [0; LANES]
            });
        }
    }
    out
}

fn get_bits(t: &[Lanes], l: usize, pos: usize, bits: u32) -> u32 {
    let d = pos / 32;
    let lo = t.get(d).map_or(0, |x| x[l]) as u64;
    let hi = t.get(d + 1).map_or(0, |x| x[l]) as u64;
    ((lo | hi << 32) >> (pos % 32)) as u32 & ((1u64 << bits) - 1) as u32
}

fn put_bits(t: &mut [Lanes], l: usize, pos: usize, bits: u32, v: u32) {
    let mask = ((1u64 << bits) - 1) << (pos % 32);
    let v = (v as u64) << (pos % 32) & mask;
    let d = pos / 32;
    for (k, part) in [(d, 0u32), (d + 1, 32)] {
        if let Some(x) = t.get_mut(k) {
            let m = (mask >> part) as u32;
            x[l] = (x[l] & !m) | (v >> part) as u32;
        }
    }
}

/// Input element `bits` of source `slot` as f64: a wide element with MODE's input denormal
/// rule (`fp`: the f32 and f16 MODE fields) and abs/neg, a narrow one scaled by 2^`e`.
fn scaled_input(s: &Scaled, i: &Inst, slot: usize, bits: u32, e: u8, fp: (Fp, Fp)) -> f64 {
    let mut x = match s.inp {
        El::F32 => f32::from_bits(din32(bits, fp.0)) as f64,
        El::F16 => v16(din16(bits as u16, fp.1)),
        El::BF16 => formats::bf16_to_f32(bits as u16) as f64,
        El::N(f) => return formats::decode_scaled(&f, bits, e),
    };
    if i.abs >> slot & 1 == 1 {
        x = x.abs();
    }
    if i.neg >> slot & 1 == 1 {
        x = -x;
    }
    x
}

/// `x` as an output element: a wide one rounded to nearest even, a narrow one divided by
/// 2^`e`, saturating where the format has no infinity or NaN (else `ovf8`), and rounded
/// stochastically with `r` (then advanced) when the conversion takes a random operand.
fn scaled_output(s: &Scaled, x: f64, e: u8, r: &mut u32, ovf8: Overflow) -> u32 {
    let f = match s.out {
        El::F32 => return F32.encode(x, Round::NearestEven, Overflow::Ieee),
        El::F16 => return F16.encode(x, Round::NearestEven, Overflow::Ieee),
        El::BF16 => return BF16.encode(x, Round::NearestEven, Overflow::Ieee),
        El::N(f) => f,
    };
    let ovf = if f.special == formats::Special::None {
        Overflow::Saturate
    } else {
        ovf8
    };
    if s.rnd.is_some() {
        let y = formats::encode_sr(&f, x / formats::e8m0_to_f64(e), *r, ovf);
        *r = prng(*r);
        y
    } else {
        formats::encode_scaled(&f, x, e, ovf)
    }
}

fn run_scaled(w: &mut Wave, i: &Inst, s: &Scaled) -> R {
    let f32m = fp32(w);
    let f16m = fp16(w);
    let ovf8 = formats::fp8_overflow(ovfl(w));
    let srcs: alloc::vec::Vec<alloc::vec::Vec<Lanes>> = s.srcs.iter().map(|&(n, d)| read_tuple(w, i, n, d)).collect();
    let scale = w.src(i, s.scale);
    let rnd = s.rnd.map(|n| w.src(i, n));
    let out_n = if s.out_dwords == 0 { 1 } else { s.out_dwords };
    let mut out = alloc::vec![[0u32; LANES]; out_n];
    if s.out_dwords == 0 {
        out[0] = old_dst(w, i);
    }
    let ib = s.inp.bits();
    let ob = s.out.bits();
    for l in 0..LANES {
        let e = formats::e8m0_of_f32(scale[l]);
        let mut r = rnd.map_or(0, |r| r[l]);
        for k in 0..s.n {
            let (si, ei) = (s.pick)(k);
            let slot = s.srcs[si].0;
            let bits = get_bits(&srcs[si], l, s.in_pos as usize + ei * ib as usize, ib);
            let x = scaled_input(s, i, slot, bits, e, (f32m, f16m));
            let y = scaled_output(s, x, e, &mut r, ovf8);
            put_bits(&mut out, l, s.out_pos as usize + k * ob as usize, ob, y);
        }
    }
    for (k, v) in out.iter().enumerate() {
        let mut j = *i;
        j.dst = i.dst.saturating_add(k as u16);
        w.write_vdst(&j, v);
    }
    Ok(Flow::Next)
}

/// Bit position of the OPSEL\[3\]-selected destination word.
fn dst_word(i: &Inst) -> u32 {
    16 * (i.op_sel >> 3 & 1) as u32
}

/// Bit position of the OPSEL\[3:2\]-selected destination byte.
fn dst_byte(i: &Inst) -> u32 {
    8 * (i.op_sel >> 2 & 3) as u32
}

/// Bit position of the OPSEL\[0\]-selected source word.
fn src_word(i: &Inst) -> u32 {
    16 * (i.op_sel & 1) as u32
}

/// Bit position of the OPSEL\[1:0\]-selected source byte.
fn src_byte(i: &Inst) -> u32 {
    8 * (i.op_sel & 3) as u32
}

/// Where a packed pair of `f` values goes: the OPSEL\[3\] word, or for FP4 the OPSEL\[3:2\] byte.
fn pair_pos(f: Format, i: &Inst) -> u32 {
    if f == FP4 {
        dst_byte(i)
    } else {
        dst_word(i)
    }
}

/// Two f32 sources, divided by scale S2, to a packed `FMT` (an `E_*` code) pair in the
/// OPSEL\[3\] word, or for FP4 the OPSEL\[3:2\] byte (seed 001 lines 23494-23527, 23644).
pub fn sc_pk_f32<const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let f = El::narrow(FMT);
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: &[(0, 1), (1, 1)],
            n: 2,
            pick: pick_each,
            out: El::N(f),
            out_pos: pair_pos(f, i),
            scale: 2,
            ..Scaled::BASE
        },
    )
}

/// One value (S0 of type `INPUT`), stochastic seed S1, scale S2, into the OPSEL\[3:2\] byte as
/// `FMT` (seed 001 lines 23528-23841).
pub fn sc_sr8<const INPUT: u8, const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    run_scaled(
        w,
        i,
        &Scaled {
            inp,
            out: El::N(f),
            out_pos: dst_byte(i),
            scale: 2,
            rnd: Some(1),
            ..Scaled::BASE
        },
    )
}

/// `COUNT` (1 or 2) narrow `FMT` values (S0 word OPSEL\[0\] when `WORD`, else byte OPSEL\[1:0\])
/// scaled by S1 into `OUTPUT` elements filling `DWORDS` registers (or the OPSEL\[3\] half when
/// `DWORDS` is 0) (seed 001 lines 23569-23926, 24024-24052, 24575-24592).
pub fn sc_from<const FMT: u8, const COUNT: usize, const WORD: bool, const OUTPUT: u8, const DWORDS: usize>(
    w: &mut Wave,
    _: &mut Env,
    i: &Inst,
) -> R {
    let (f, out) = (El::narrow(FMT), El::of(OUTPUT));
    let in_pos = if WORD { src_word(i) } else { src_byte(i) };
    run_scaled(
        w,
        i,
        &Scaled {
            n: COUNT,
            inp: El::N(f),
            in_pos,
            out,
            out_dwords: DWORDS,
            out_pos: if DWORDS == 0 { dst_word(i) } else { 0 },
            ..Scaled::BASE
        },
    )
}

/// A packed 16-bit `INPUT` pair (S0) scaled by S1 into the `FMT` pair word OPSEL\[3\] or, for FP4, the
/// byte OPSEL\[3:2\] (seed 001 lines 23709-23808, 23943-23961).
pub fn sc_pk_from16<const INPUT: u8, const FMT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    run_scaled(
        w,
        i,
        &Scaled {
            n: 2,
            inp,
            out: El::N(f),
            out_pos: pair_pos(f, i),
            ..Scaled::BASE
        },
    )
}

/// Two values of S0 (an f32 pair, or a packed 16-bit pair: `INPUT`) to an FP4 pair with stochastic
/// rounding (seed S1, advanced by V_PRNG_B32), scale S2, byte OPSEL\[3:2\] (seed 001 lines
/// 23670, 23984, 24004).
pub fn sc_sr_pk_fp4<const INPUT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let inp = El::of(INPUT);
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: if inp == El::F32 { &[(0, 2)] } else { &[(0, 1)] },
            n: 2,
            inp,
            out: El::N(FP4),
            out_pos: dst_byte(i),
            scale: 2,
            rnd: Some(1),
            ..Scaled::BASE
        },
    )
}

/// 32 `INPUT` values to `FMT` (6-bit) elements in six registers: with `TWO`, S0 and S1 (16 f32
/// each, interleaved) and scale S2; with `SR`, stochastic rounding (seed S1, scale S2); else
/// scale S1 (seed 001 lines 24070-24376).
pub fn sc_to6<const INPUT: u8, const FMT: u8, const TWO: bool, const SR: bool>(
    w: &mut Wave,
    _: &mut Env,
    i: &Inst,
) -> R {
    let (inp, f) = (El::of(INPUT), El::narrow(FMT));
    let srcs: &'static [(usize, usize)] = if TWO {
        &[(0, 16), (1, 16)]
    } else if inp == El::F32 {
        &[(0, 32)]
    } else {
        &[(0, 16)]
    };
    run_scaled(
        w,
        i,
        &Scaled {
            srcs,
            n: 32,
            inp,
            pick: if TWO { pick_interleaved } else { pick_one },
            out: El::N(f),
            out_dwords: 6,
            scale: 2 - (!TWO && !SR) as usize,
            rnd: if SR { Some(1) } else { None },
            ..Scaled::BASE
        },
    )
}

/// 32 six-bit `FMT` values (six registers) to `OUTPUT` elements, scale S1 (seed 001 lines
/// 24165-24192, 24398-24463).
pub fn sc_from6<const FMT: u8, const OUTPUT: u8>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (f, out) = (El::narrow(FMT), El::of(OUTPUT));
    let dwords = if out == El::F32 { 32 } else { 16 };
    run_scaled(
        w,
        i,
        &Scaled {
            srcs: &[(0, 6)],
            n: 32,
            inp: El::N(f),
            out,
            out_dwords: dwords,
            ..Scaled::BASE
        },
    )
}
