//! The 64-bit ALU ops (seed Ch9 L2982–5960, Tables 9.1–9.12; map §4.2 "Doubles").
//!
//! A double occupies a slot pair: x,y or z,w. In a pair the first slot's source is the high
//! dword (which holds the sign, so NEG/ABS on it act on the double) and the second's the
//! low dword; results come back swapped: the first slot gets the low dword, the second the
//! high one (the seed's ADD_64 example, L3039–3076). Four-slot ops (MUL_64, MULADD_64*,
//! FREXP_64) take their high dwords from x and their low dwords from w (MUL_64 example
//! L4647, MULADD_64 example L4946; FREXP_64: high in x, low in y, L3829) and write the
//! result to both x,y and z,w (FREXP_64: exponent in x,y, fraction in z,w). LDEXP_64 takes the double in src0 and the integer
//! exponent in the first slot's src1, as the seed's example does (L4080; its prose swaps
//! them). Denormal inputs and outputs are flushed to zero, generated NaNs are NaN64
//! (0xFFF8000000000000) and input NaNs propagate quieted, as the tables say. PRED_SET*_64
//! write 0 (execute) or 0xFFFFFFFF (skip) to both slots (L5455–5472).

use crate::fields::bits;
use crate::table::{Format, Row};

/// NaN64 (seed Table 9.1 note 2).
const NAN64: u64 = 0xFFF8_0000_0000_0000;

/// What a 64-bit slot needs: its row, its words and its (modified) sources.
#[derive(Clone, Copy)]
pub(super) struct Slot64 {
    pub row: &'static Row,
    pub w: [u32; 2],
    pub src: [u32; 3],
}

/// Whether `row` is a 64-bit op.
pub(super) fn is_64(row: &Row) -> bool {
    matches!(row.format, Format::Op2 | Format::Op3)
        && (row.name.ends_with("_64") || row.name.starts_with("MULADD_64") || row.name.starts_with("FLT"))
        && row.name.contains("64")
}

/// Flushes a denormal double to a signed zero.
fn din(x: u64) -> f64 {
    if x & 0x7FF0_0000_0000_0000 == 0 {
        f64::from_bits(x & 1 << 63)
    } else {
        f64::from_bits(x)
    }
}

/// A double result: denormals flushed, NaNs from `inputs` propagated quieted, new NaNs NaN64.
fn dout(r: f64, inputs: &[u64]) -> u64 {
    if r.is_nan() {
        return inputs
            .iter()
            .find(|x| f64::from_bits(**x).is_nan())
            .map_or(NAN64, |x| x | 1 << 51);
    }
    let b = r.to_bits();
    if b & 0x7FF0_0000_0000_0000 == 0 {
        b & 1 << 63
    } else {
        b
    }
}

fn pair(hi: u32, lo: u32) -> u64 {
    u64::from(hi) << 32 | u64::from(lo)
}

/// `[lo, hi]` of a double.
fn split(d: u64) -> [u32; 2] {
    [d as u32, (d >> 32) as u32]
}

/// FLT32_TO_FLT64 (L3503): NaNs keep sign and mantissa (shifted up), zero/denorm give a
/// signed zero, everything else converts exactly.
fn f32_to_f64(x: u32) -> u64 {
    let (sign, exp, man) = (u64::from(x >> 31) << 63, (x >> 23) & 0xFF, u64::from(x & 0x7F_FFFF));
    match exp {
        0 => sign,
        0xFF => sign | 0x7FF << 52 | man << 29,
        _ => f64::from(f32::from_bits(x)).to_bits(),
    }
}

/// FLT64_TO_FLT32 (L3603): NaN → ±0x7FC00000, zero/denorm → signed zero, else rounded.
fn f64_to_f32(d: u64) -> u32 {
    let sign = (d >> 63) as u32;
    let exp = (d >> 52) & 0x7FF;
    if exp == 0x7FF && d & 0xF_FFFF_FFFF_FFFF != 0 {
        return if sign == 1 { 0xFFC0_0000 } else { 0x7FC0_0000 };
    }
    if exp == 0 {
        return sign << 31;
    }
    super::ops::fout(f64::from_bits(d) as f32)
}

/// FRACT_64 (Table 9.4): x − floor(x); inf and NaN give NaN64.
fn fract64(d: u64) -> u64 {
    let x = din(d);
    if !x.is_finite() {
        return NAN64;
    }
    dout(x - libm::floor(x), &[])
}

/// LDEXP_64 (L3994): the double times 2^e; inf/NaN pass, zero/denorm give a signed zero,
/// over/underflow give a signed inf/zero.
fn ldexp64(d: u64, e: i32) -> u64 {
    let x = din(d);
    if !x.is_finite() || x == 0.0 {
        return dout(x, &[d]);
    }
    dout(libm::scalbn(x, e), &[d])
}

/// FREXP_64 (L3760): (exponent as a sign-extended 64-bit integer, fraction in ±[0.5, 1)).
/// Inf and NaN give exponent "0xFFFFFFF" in the seed, read as −1 (the same seven-F typo as
/// SETE_DX10's, map §6).
fn frexp64(d: u64) -> (u64, u64) {
    let exp = (d >> 52) & 0x7FF;
    let sign = d & 1 << 63;
    match exp {
        0x7FF if d & 0xF_FFFF_FFFF_FFFF == 0 => (u64::MAX, NAN64),
        0x7FF => (u64::MAX, d),
        0 => (0, sign),
        _ => (
            ((exp as i64) - 1022) as u64,
            sign | 0x3FE << 52 | (d & 0xF_FFFF_FFFF_FFFF),
        ),
    }
}

/// A pair op's `[lo, hi]` result from its two high / two low source dwords.
fn pair_op(row: &Row, hi: [u32; 3], lo: [u32; 3]) -> [u32; 2] {
    let a = pair(hi[0], lo[0]);
    let b = pair(hi[1], lo[1]);
    let cmp = |c: bool| if c { [0, 0] } else { [u32::MAX; 2] };
    match row.name {
        "ADD_64" => split(dout(din(a) + din(b), &[a, b])),
        "FLT32_TO_FLT64" => split(f32_to_f64(hi[0])),
        "FLT64_TO_FLT32" => [f64_to_f32(a), 0],
        "FRACT_64" => split(fract64(a)),
        "LDEXP_64" => split(ldexp64(a, hi[1] as i32)),
        "PRED_SETE_64" => cmp(din(a) == din(b)),
        "PRED_SETGT_64" => cmp(din(a) > din(b)),
        _ => cmp(din(a) >= din(b)), // PRED_SETGE_64
    }
}

/// A four-slot op's x, y, z, w results from the high (x) and low (w) source dwords.
fn quad_op(row: &Row, hi: [u32; 3], lo: [u32; 3]) -> [u32; 4] {
    let [a, b, c] = [0, 1, 2].map(|i| pair(hi[i], lo[i]));
    let r = match row.name {
        "MUL_64" => dout(din(a) * din(b), &[a, b]),
        "FREXP_64" => {
            let (e, f) = frexp64(a);
            return [e as u32, (e >> 32) as u32, f as u32, (f >> 32) as u32];
        }
        _ => {
            // MULADD_64*: the product rounds, then the sum, then the opcode's scale.
            let p = dout(din(a) * din(b), &[a, b]);
            let s = dout(din(p) + din(c), &[p, c]);
            let k = match row.opcode {
                9 => 2.0,
                10 => 4.0,
                11 => 0.5,
                _ => 1.0,
            };
            dout(din(s) * k, &[s])
        }
    };
    let [l, h] = split(r);
    [l, h, l, h]
}

/// Replaces the per-slot values of the 64-bit ops among `slots` (x, y, z, w) with the
/// double results; a slot whose partner is missing or different is an error.
pub(super) fn combine(slots: &[Option<Slot64>; 4], values: &mut [Option<u32>; 4]) -> Result<(), &'static str> {
    let quad = |r: &Row| matches!(r.name, "MUL_64" | "FREXP_64") || r.format == Format::Op3;
    let row_at = |i: usize| slots[i].map(|s| s.row);
    if let Some(r) = row_at(0).filter(|r| quad(r)) {
        if (1..4).any(|i| row_at(i).map(|x| x.opcode) != Some(r.opcode)) {
            return Err("a four-slot 64-bit op must fill x, y, z and w");
        }
        // FREXP_64 reads its low dword in y (its z and w sources are unused, L3829).
        let low = if r.name == "FREXP_64" { 1 } else { 3 };
        let (Some(x), Some(lo)) = (slots[0], slots[low]) else {
            return Err("a four-slot 64-bit op must fill x, y, z and w");
        };
        check_modifiers(&slots[..])?;
        let out = quad_op(r, x.src, lo.src);
        for (v, o) in values.iter_mut().zip(out) {
            *v = Some(o);
        }
        return Ok(());
    }
    for base in [0, 2] {
        let (a, b) = (slots[base], slots[base + 1]);
        match (a, b) {
            (None, None) => {}
            (Some(a), Some(b)) if a.row.opcode == b.row.opcode && a.row.format == b.row.format && !quad(a.row) => {
                check_modifiers(&[Some(a), Some(b)])?;
                let [lo, hi] = pair_op(a.row, a.src, b.src);
                values[base] = Some(lo);
                values[base + 1] = Some(hi);
            }
            _ => return Err("a 64-bit op must fill a slot pair (x,y or z,w) with the same op"),
        }
    }
    Ok(())
}

/// OMOD and CLAMP on a 64-bit op are not executed (the seed's f32 output modifiers do not
/// say how they act on a double).
fn check_modifiers(slots: &[Option<Slot64>]) -> Result<(), &'static str> {
    let used = |s: &Slot64| bits(s.w[1], 31, 31) == 1 || (s.row.format == Format::Op2 && bits(s.w[1], 6, 5) != 0);
    if slots.iter().flatten().any(used) {
        return Err("OMOD/CLAMP on a 64-bit op are not executed");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_the_seed() {
        assert_eq!(f32_to_f64(0.5f32.to_bits()), 0.5f64.to_bits());
        assert_eq!(f32_to_f64(0x8000_0001), 1 << 63, "denormal → signed zero");
        assert_eq!(f64_to_f32(f64::NAN.to_bits() | 1 << 63), 0xFFC0_0000);
        assert_eq!(frexp64(3.0f64.to_bits()), (2, 0.75f64.to_bits()));
        assert_eq!(fract64(f64::INFINITY.to_bits()), NAN64);
    }
}
