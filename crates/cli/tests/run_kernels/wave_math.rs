//! References of the wave-intrinsic, integer and f32 math kernels (each kernel's one-line
//! reference is in its `.cl` comment).

use super::{le32, Inputs, Outputs};

/// `f(w, l)` over every element of `a`, `n` outputs each: `w` = the wave's first index, `l` = lane.
fn per_lane(len: usize, f: impl Fn(usize, usize) -> Vec<u32>) -> Vec<u8> {
    le32((0..len).flat_map(|k| f(k - k % 64, k % 64)))
}

/// A wave kernel's reference: its output `out` from its input `a` (and the launch's inputs).
type WaveRef = fn(&[u32], &Inputs) -> Vec<u8>;

/// The wave kernels and their references.
const WAVE: &[(&str, WaveRef)] = &[
    ("wave_ballot", |a, _| {
        per_lane(a.len(), |w, _| {
            let m = (0..64).fold(0u64, |m, j| m | u64::from(a[w + j] & 1) << j);
            vec![m as u32, (m >> 32) as u32]
        })
    }),
    ("wave_mbcnt", |a, _| {
        per_lane(a.len(), |w, l| {
            let below = (0..l).filter(|&j| a[w + j] & 1 == 1).count() as u32;
            vec![below + 100 * (a[w + l] & 1)]
        })
    }),
    ("wave_readfirstlane", |a, _| {
        per_lane(a.len(), |w, l| vec![a[w] ^ a[w + l]])
    }),
    ("wave_readlane", |a, i| {
        let k = i.arg_u32(2) as usize % 64;
        per_lane(a.len(), |w, l| {
            vec![a[w + k].wrapping_add(a[w + l]), a[w + 63].wrapping_mul(3)]
        })
    }),
    ("dpp_quad_perm", |a, _| {
        per_lane(a.len(), |w, l| {
            vec![a[w + (l ^ 3)], a[w + (l & !3) + [1, 1, 2, 0][l % 4]]]
        })
    }),
    ("dpp_row_shift", |a, _| {
        per_lane(a.len(), |w, l| {
            let (row, r) = (w + l - l % 16, l % 16);
            vec![
                if r < 15 { a[w + l + 1] } else { 7 },
                if r >= 3 { a[w + l - 3] } else { 9 },
                a[row + (r + 12) % 16],
            ]
        })
    }),
    ("dpp_mirror", |a, _| {
        per_lane(a.len(), |w, l| {
            let (r, h) = (l % 16, l % 8);
            vec![a[w + l - r + 15 - r], a[w + l - h + 7 - h]]
        })
    }),
    ("dpp_wave_shift", |a, _| {
        per_lane(a.len(), |w, l| {
            vec![
                if l < 63 { a[w + l + 1] } else { 5 },
                if l > 0 { a[w + l - 1] } else { 5 },
                a[w + (l + 1) % 64],
                a[w + (l + 63) % 64],
            ]
        })
    }),
    ("dpp_row_mask", |a, _| {
        per_lane(a.len(), |w, l| {
            let on = [0, 2].contains(&(l / 16)) && [0, 3].contains(&(l % 16 / 4));
            vec![if on { a[w + (l ^ 1)] } else { 11 }]
        })
    }),
    ("ds_permute", |a, _| {
        let mut out = vec![0u32; a.len()];
        for (k, &x) in a.iter().enumerate() {
            out[k - k % 64 + (5 * (k % 64)) % 64] = x;
        }
        le32(out)
    }),
    ("ds_swizzle_bitmask", |a, _| {
        per_lane(a.len(), |w, l| {
            let (h, j) = (w + l - l % 32, l % 32);
            vec![a[h + (j ^ 31)], a[h + ((j & 0x1c) | 1)]]
        })
    }),
    ("permlane_swap", |a, _| permlane_swap(a)),
    ("int_bits", |a, _| int_bits(a)),
    ("int_bfe", |a, _| int_bfe(a)),
    ("int_sad", |a, _| int_sad(a)),
    ("int_minmax3", |a, _| int_minmax3(a)),
];

/// The wave kernels' outputs (`out` over input `a`), `None` for another kernel.
pub fn wave(kernel: &str, i: &Inputs) -> Option<Outputs> {
    let (_, reference) = WAVE.iter().find(|(name, _)| *name == kernel)?;
    Some(vec![("out", reference(&i.u32s("a"), i))])
}

/// Each lane's `permlane16/32_swap` pairs (the wave and the one 64 lanes on).
fn permlane_swap(a: &[u32]) -> Vec<u8> {
    // x = a[i], y = a[i ^ 64] (the other wave's value in the same lane).
    let (x, y) = (|w: usize, l: usize| a[w + l], |w: usize, l: usize| a[(w + l) ^ 64]);
    per_lane(a.len(), |w, l| {
        let (s, t) = if l < 32 {
            (x(w, l), x(w, l + 32))
        } else {
            (y(w, l - 32), y(w, l))
        };
        let (u, v) = if l / 16 % 2 == 0 {
            (x(w, l), x(w, l + 16))
        } else {
            (y(w, l - 16), y(w, l))
        };
        vec![s, t, u, v]
    })
}

/// Bit counts, reversal, a multiply-high and a byte swap of each element.
fn int_bits(a: &[u32]) -> Vec<u8> {
    le32(a.iter().flat_map(|&x| {
        [
            x.leading_zeros(),
            x.trailing_zeros(),
            x.count_ones(),
            x.reverse_bits(),
            ((x as u64 * 0x9e37_79b9) >> 32) as u32,
            x.swap_bytes(),
        ]
    }))
}

/// Bitfield extracts, 64-bit shifts and byte permutes of each lane and its neighbour.
fn int_bfe(a: &[u32]) -> Vec<u8> {
    per_lane(a.len(), |w, l| {
        let k = w + l;
        let (x, y) = (a[k], a[k ^ 1]);
        let (o, wd) = (y & 31, (y >> 5) & 31);
        let xy = (x as u64) << 32 | y as u64;
        let ubfe = if wd == 0 {
            0
        } else {
            ((x >> o) as u64 & ((1u64 << wd) - 1)) as u32
        };
        let sbfe = if wd == 0 {
            0
        } else {
            (((x as i32) >> o) << (32 - wd) >> (32 - wd)) as u32
        };
        let perm = |sel: u32| -> u32 {
            (0..4).fold(0, |acc, b| {
                let s = (sel >> (8 * b)) & 0xff;
                let byte = match s {
                    0..=7 => (xy >> (8 * s)) as u32 & 0xff,
                    12 => 0,
                    _ => 0xff,
                };
                acc | byte << (8 * b)
            })
        };
        vec![
            ubfe,
            sbfe,
            (xy >> ((y >> 10) & 31)) as u32,
            (xy >> (8 * ((y >> 12) & 3))) as u32,
            perm(0x0c07_0105),
            perm(0x0d05_0302),
        ]
    })
}

/// Sums of absolute differences and the byte lerp over three neighbouring lanes.
fn int_sad(a: &[u32]) -> Vec<u8> {
    per_lane(a.len(), |w, l| {
        let k = w + l;
        let (x, y, c) = (a[k], a[k ^ 1], a[k ^ 2]);
        let field = |v: u32, b: u32, bits: u32| (v >> b) & ((1 << bits) - 1);
        let sad = |bits: u32| -> u32 {
            (0..32 / bits)
                .map(|f| field(x, f * bits, bits).abs_diff(field(y, f * bits, bits)))
                .sum()
        };
        let lerp = (0..4).fold(0, |acc, b| {
            let s = (field(x, 8 * b, 8) + field(y, 8 * b, 8) + (field(c, 8 * b, 8) & 1)) >> 1;
            acc | s << (8 * b)
        });
        vec![
            sad(8).wrapping_add(c),
            (sad(8) << 16).wrapping_add(c),
            sad(16).wrapping_add(c),
            lerp,
        ]
    })
}

/// Three-way minima, maxima, median and adds over three neighbouring lanes.
fn int_minmax3(a: &[u32]) -> Vec<u8> {
    per_lane(a.len(), |w, l| {
        let k = w + l;
        let (x, y, z) = (a[k], a[k ^ 1], a[k ^ 2]);
        let (sx, sy, sz) = (x as i32, y as i32, z as i32);
        vec![
            x.min(y).min(z),
            x.max(y).max(z),
            sx.min(sy).min(sz) as u32,
            sx.max(sy).max(sz) as u32,
            x.min(y).max(x.max(y).min(z)),
            x.wrapping_add(y).wrapping_add(z),
            (x << 3).wrapping_add(y),
        ]
    })
}

/// f32 bits as u32 little-endian bytes.
fn f32le(v: impl IntoIterator<Item = f32>) -> Vec<u8> {
    le32(v.into_iter().map(f32::to_bits))
}

/// The median of three (no NaNs).
fn med3(a: f32, b: f32, c: f32) -> f32 {
    a.min(b).max(a.max(b).min(c))
}

/// `(mantissa in [0.5, 1), exponent)` of a finite nonzero f32 (`frexp`).
fn frexp(x: f32) -> (f32, i32) {
    if x == 0.0 {
        return (x, 0);
    }
    let mut e = ((x.to_bits() >> 23) & 0xff) as i32 - 126;
    let mut m = x / 2f32.powi(e);
    while m.abs() >= 1.0 {
        m /= 2.0;
        e += 1;
    }
    while m.abs() < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    (m, e)
}

/// V_CMP_CLASS's class of the f32 `b`: 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
fn class(b: u32) -> u32 {
    let x = f32::from_bits(b);
    if x.is_nan() {
        return u32::from(b & 0x0040_0000 != 0);
    }
    let positive = if x.is_infinite() {
        9
    } else if x == 0.0 {
        6
    } else if x.is_subnormal() {
        7
    } else {
        8
    };
    // The negative classes mirror the positive ones: 9 ↔ 2, 8 ↔ 3, 7 ↔ 4, 6 ↔ 5.
    if b >> 31 == 1 {
        11 - positive
    } else {
        positive
    }
}

/// `f(x, y)` of each pair of the f32 inputs `x` and `y`, as f32 bits.
fn f32_pairs<const N: usize>(i: &Inputs, f: impl Fn(f32, f32) -> [f32; N]) -> Vec<u8> {
    let (x, y) = (i.f32s("x"), i.f32s("y"));
    f32le(x.iter().zip(&y).flat_map(|(&u, &v)| f(u, v)))
}

/// An f32 math kernel's reference: its output `out` from the launch's inputs.
type MathRef = fn(&Inputs) -> Vec<u8>;

/// The f32 math kernels and their references.
const MATH: &[(&str, MathRef)] = &[
    ("math_fmed3", |i| f32_pairs(i, |x, y| [med3(x, y, 0.5), med3(x, y, -x)])),
    ("math_frexp_ldexp", |i| {
        let (x, y) = (i.f32s("x"), i.u32s("y"));
        f32le(x.iter().zip(&y).flat_map(|(&x, &y)| {
            let (m, e) = frexp(x);
            [m, f32::from_bits(e as u32), x * 2f32.powi((y % 41) as i32 - 20)]
        }))
    }),
    ("math_fract_round", |i| {
        f32_pairs(i, |v, y| {
            let fract = (v - v.floor()).min(f32::from_bits(0x3f7f_ffff));
            [
                fract,
                v.floor(),
                v.ceil(),
                v.trunc(),
                v.round_ties_even(),
                v.abs().copysign(y),
            ]
        })
    }),
    ("math_class", |i| le32(i.u32s("x").into_iter().map(|b| 1 << class(b)))),
    ("math_minmax_f32", |i| {
        f32_pairs(i, |u, v| {
            [
                u.min(v),
                u.max(v),
                u.min(v).min(1.0),
                (-u.abs()).mul_add(v, u),
                if u < v { v - u } else { u * 0.25 },
            ]
        })
    }),
    ("cvt_f32_int", |i| {
        let (x, y) = (i.f32s("x"), i.u32s("y"));
        le32(x.iter().zip(&y).flat_map(|(&v, &q)| {
            let byte = |n: u32| ((q >> (8 * n) & 0xff) as f32).to_bits();
            [
                v as i32 as u32,
                v.abs() as u32,
                (q as i32 as f32).to_bits(),
                (q as f32).to_bits(),
                byte(0),
                byte(1),
                byte(2),
                byte(3),
            ]
        }))
    }),
];

/// The f32 math kernels' outputs, `None` for another kernel.
pub fn math(kernel: &str, i: &Inputs) -> Option<Outputs> {
    let (_, reference) = MATH.iter().find(|(name, _)| *name == kernel)?;
    Some(vec![("out", reference(i))])
}

/// `math_approx`: the f64 values its approximate instructions approximate, as f32 bits (the
/// test compares them within [`within_tolerance`], not bit for bit).
pub fn approx(kernel: &str, i: &Inputs) -> Option<Outputs> {
    if kernel != "math_approx" {
        return None;
    }
    let (x, y) = (i.f32s("x"), i.f32s("y"));
    let tau = 2.0 * std::f64::consts::PI;
    let out = (0..x.len()).flat_map(|k| {
        let (v, u) = (x[k] as f64, y[k] as f64);
        [
            1.0 / v,
            1.0 / v.sqrt(),
            v.sqrt(),
            u.exp2(),
            v.log2(),
            (tau * u).sin(),
            (tau * u).cos(),
        ]
        .map(|r| (r as f32).to_bits())
    });
    Some(vec![("out", le32(out))])
}

/// The stated tolerance of `math_approx`: within 2 ulp of the reference, or 2^-20 absolute (for
/// sin/cos near a zero, where their argument reduction dominates).
pub fn within_tolerance(got: u32, want: u32) -> bool {
    let (g, w) = (f32::from_bits(got), f32::from_bits(want));
    (got as i32).abs_diff(want as i32) <= 2 || (g as f64 - w as f64).abs() <= 2f64.powi(-20)
}
