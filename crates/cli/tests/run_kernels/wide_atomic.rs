//! References of the 64-bit, f64, f16/bf16, dot-product, atomic and kernel-argument kernels
//! (each kernel's one-line reference is in its `.cl` comment).

use lanescope::snippet::{f16_to_f32, f32_to_bf16, f64_to_f16};

use super::{le16, le32, le64, Inputs, Outputs};

/// f64 values as little-endian bytes.
fn f64le(v: impl IntoIterator<Item = f64>) -> Vec<u8> {
    le64(v.into_iter().map(f64::to_bits))
}

/// A kernel's reference: its output `out` from the launch's inputs.
type Reference = fn(&Inputs) -> Vec<u8>;

/// The 64-bit integer and f64 kernels and their references.
const WIDE: &[(&str, Reference)] = &[
    ("int64_arith", |i| {
        let (x, y) = (i.u64s("x"), i.u64s("y"));
        le64((0..x.len()).flat_map(|k| {
            let (u, v) = (x[k], y[k]);
            let s = (v & 63) as u32;
            [
                u.wrapping_add(v),
                u.wrapping_sub(v),
                u.wrapping_mul(v),
                u << s,
                u >> s,
                ((u as i64) >> s) as u64,
                ((u as i64) < (v as i64)) as u64,
                (u < v) as u64,
            ]
        }))
    }),
    ("int64_div", |i| {
        let (x, y) = (i.u64s("x"), i.u64s("y"));
        le64((0..x.len()).flat_map(|k| {
            let u = x[k];
            let v = match y[k] >> (u & 31) {
                0 => 3,
                v => v,
            };
            let (su, sv) = (u as i64, v as i64);
            [u / v, u % v, su.wrapping_div(sv) as u64, su.wrapping_rem(sv) as u64]
        }))
    }),
    ("int64_mad", |i| {
        let (x, y) = (i.u32s("x"), i.u64s("y"));
        le64((0..y.len()).flat_map(|k| {
            let (a, b, c) = (x[2 * k], x[2 * k + 1], y[k]);
            let p = a as u64 * b as u64;
            [
                p.wrapping_add(c),
                (a as i32 as i64 * b as i32 as i64).wrapping_add(c as i64) as u64,
                p >> 32,
            ]
        }))
    }),
    ("f64_arith", |i| {
        let (x, y) = (i.f64s("x"), i.f64s("y"));
        f64le((0..x.len()).flat_map(|k| {
            let (u, v) = (x[k], y[k]);
            [
                u + v,
                u * v,
                u.mul_add(v, u),
                u.min(v),
                u.max(v),
                u.floor(),
                u.trunc(),
                u.ceil(),
                if u < v { u.round_ties_even() } else { -v },
            ]
        }))
    }),
    ("f64_cvt", |i| {
        let (x, y) = (i.f64s("x"), i.u64s("y"));
        le64((0..x.len()).flat_map(|k| {
            let (u, q) = (x[k], y[k]);
            [
                (u as f32).to_bits() as u64,
                (u as f32 as f64).to_bits(),
                u as i32 as i64 as u64,
                (u * 1_048_576.0) as i64 as u64,
                (q as u32 as f64).to_bits(),
                (q as i64 as f64).to_bits(),
            ]
        }))
    }),
    ("f64_sqrt", |i| {
        let (x, y) = (i.f64s("x"), i.f64s("y"));
        f64le((0..x.len()).flat_map(|k| [x[k].sqrt(), x[k] / y[k]]))
    }),
];

/// The 64-bit integer and f64 kernels' outputs, `None` for another kernel.
pub fn wide(kernel: &str, i: &Inputs) -> Option<Outputs> {
    let (_, reference) = WIDE.iter().find(|(name, _)| *name == kernel)?;
    Some(vec![("out", reference(i))])
}

/// `x` rounded toward zero to f16 (`v_cvt_pkrtz_f16_f32`).
fn f16_rtz(x: f32) -> u16 {
    let h = f64_to_f16(x as f64);
    if h & 0x7fff == 0x7c00 && x.is_finite() {
        return (h & 0x8000) | 0x7bff;
    }
    if f16_to_f32(h).abs() > x.abs() {
        h - 1
    } else {
        h
    }
}

/// Lane `n` of a packed word as `bits`-wide signed (or unsigned) integers.
fn field(v: u32, n: u32, bits: u32, signed: bool) -> i64 {
    let f = (v >> (n * bits)) & ((1u64 << bits) - 1) as u32;
    if signed && f >> (bits - 1) == 1 {
        f as i64 - (1i64 << bits)
    } else {
        f as i64
    }
}

/// `c + Σ x[n] y[n]` over the `bits`-wide fields, wrapping to 32 bits.
fn dot(x: u32, y: u32, c: u32, bits: u32, signed: bool) -> u32 {
    let s: i64 = (0..32 / bits)
        .map(|n| field(x, n, bits, signed) * field(y, n, bits, signed))
        .sum();
    (s + c as i64) as u32
}

/// A kernel's reference that writes more than one buffer: its outputs from the launch's inputs.
type References = fn(&Inputs) -> Outputs;

/// The f16, bf16 and dot-product kernels and their references.
const HALF: &[(&str, References)] = &[
    ("half_arith", |i| {
        let (x, y) = (i.halfs("x"), i.halfs("y"));
        let out = (0..x.len()).flat_map(|k| {
            let (u, v) = (x[k], y[k]);
            [
                f64_to_f16(u + v),
                f64_to_f16(u - v),
                f64_to_f16(u * v),
                f64_to_f16(u.max(v)),
                f64_to_f16(if u < v { u } else { -v }),
                u as i16 as u16,
            ]
        });
        let wide = (0..x.len()).map(|k| (x[k] as f32 * y[k] as f32).to_bits());
        vec![("out", le16(out)), ("wide", le32(wide))]
    }),
    ("half2_packed", |i| {
        let (x, y) = (i.halfs("x"), i.halfs("y"));
        let out = (0..x.len() / 2).flat_map(|k| {
            let (v, w) = ([x[2 * k], x[2 * k + 1]], [y[2 * k], y[2 * k + 1]]);
            let pair = |f: &dyn Fn(usize) -> f64| [f64_to_f16(f(0)), f64_to_f16(f(1))];
            [
                pair(&|n| v[n] + w[n]),
                pair(&|n| v[n] * w[n]),
                pair(&|n| v[n] * w[n] + v[n]),
                pair(&|n| v[n].max(w[n])),
                pair(&|n| v[n].min(w[1 - n])),
            ]
            .concat()
        });
        vec![("out", le16(out))]
    }),
    ("half_cvt", |i| {
        let (x, y) = (i.f32s("x"), i.f32s("y"));
        let out = (0..x.len()).flat_map(|k| {
            [
                f64_to_f16(x[k] as f64),
                f16_rtz(x[k]),
                f16_rtz(y[k]),
                f64_to_f16((k as i32 * 37 - 2000) as f64),
            ]
        });
        let wide =
            (0..x.len()).map(|k| (f16_to_f32(f64_to_f16(x[k] as f64)) + f16_to_f32(f64_to_f16(y[k] as f64))).to_bits());
        vec![("out", le16(out)), ("wide", le32(wide))]
    }),
    ("bf16_math", |i| {
        let (x, y) = (i.bf16s("x"), i.bf16s("y"));
        let out = (0..x.len()).flat_map(|k| {
            let (u, v) = (x[k] as f32, y[k] as f32);
            let round = if i.no_16bit_float() {
                super::bf16_trunc
            } else {
                f32_to_bf16
            };
            [round(u + v), round(u * v), round(u.mul_add(v, u))]
        });
        vec![("out", le16(out))]
    }),
    ("dot_products", |i| {
        let (x, y) = (i.u32s("x"), i.u32s("y"));
        let out = (0..x.len()).flat_map(|k| {
            let (u, v, c) = (x[k], y[k], x[k ^ 1]);
            let hv = |w: u32, n: u32| f16_to_f32((((w & 0x0300_0300) | 0x3c00_3c00) >> (16 * n)) as u16);
            let fdot = hv(u, 0) * hv(v, 0) + hv(u, 1) * hv(v, 1) + 0.5;
            [
                fdot.to_bits(),
                dot(u, v, c, 16, true),
                dot(u, v, c, 16, false),
                dot(u, v, c, 8, true),
                dot(u, v, c, 8, false),
                dot(u, v, c, 4, false),
                dot(u, v, c, 4, true),
            ]
        });
        vec![("out", le32(out))]
    }),
];

/// The f16, bf16 and dot-product kernels' outputs, `None` for another kernel.
pub fn half(kernel: &str, i: &Inputs) -> Option<Outputs> {
    let (_, reference) = HALF.iter().find(|(name, _)| *name == kernel)?;
    Some(reference(i))
}

/// One lane's read-modify-writes on its own slots `p` with operand `v` (the atomic_*_ret and
/// *_u64 kernels): the old values; `odd` picks cmpxchg's expected value (`p[10]` or its
/// complement). `T` is u32 or u64; `S` its signed twin.
macro_rules! own_slots {
    ($p:expr, $v:expr, $odd:expr, $t:ty, $s:ty) => {{
        let (p, v): (&mut [$t], $t) = ($p, $v);
        let old: Vec<$t> = p.to_vec();
        p[0] = p[0].wrapping_add(v);
        p[1] = p[1].wrapping_sub(v);
        p[2] &= v;
        p[3] |= v;
        p[4] ^= v;
        p[5] = (p[5] as $s).min(v as $s) as $t;
        p[6] = (p[6] as $s).max(v as $s) as $t;
        p[7] = p[7].min(v);
        p[8] = p[8].max(v);
        p[9] = v;
        let expected = if $odd { old[10] } else { !old[10] };
        if p[10] == expected {
            p[10] = v;
        }
        old
    }};
}

/// The atomic kernels' outputs, `None` for another kernel.
pub fn atomic(kernel: &str, i: &Inputs) -> Option<Outputs> {
    Some(match kernel {
        "atomic_global_ret" | "atomic_lds_ret" => {
            let (a, mut mem) = (i.u32s("a"), i.u32s("mem"));
            let mut out = Vec::new();
            for (k, p) in mem.chunks_mut(13).enumerate() {
                let v = a[k];
                let old = own_slots!(&mut p[..11], v, k % 2 == 1, u32, i32);
                let (inc, dec) = (p[11], p[12]);
                p[11] = if inc >= v { 0 } else { inc + 1 };
                p[12] = if dec == 0 || dec > v { v } else { dec - 1 };
                out.extend(old);
                out.extend([inc, dec]);
            }
            vec![("out", le32(out)), ("mem", le32(mem))]
        }
        "atomic_global_u64" | "atomic_lds_u64" => {
            let (a, mut mem) = (i.u64s("a"), i.u64s("mem"));
            let mut out = Vec::new();
            for (k, p) in mem.chunks_mut(11).enumerate() {
                out.extend(own_slots!(p, a[k], k % 2 == 1, u64, i64));
            }
            vec![("out", le64(out)), ("mem", le64(mem))]
        }
        "atomic_global_shared" => {
            let mem = shared_fold(i.u32s("mem"), &i.u32s("a"));
            vec![("mem", le32(mem))]
        }
        "atomic_lds_shared" => {
            let init = i.u32s("init");
            let out = i
                .u32s("a")
                .chunks(64)
                .flat_map(|g| shared_fold(init.clone(), g))
                .collect::<Vec<_>>();
            vec![("out", le32(out))]
        }
        "atomic_fp" => {
            let (x, mut g, mut o) = (i.f32s("x"), i.f32s("g"), i.f32s("o"));
            let sum: f32 = x.iter().sum();
            g[0] += sum;
            g[1] = x.iter().fold(g[1], |m, &v| m.min(v));
            g[2] = x.iter().fold(g[2], |m, &v| m.max(v));
            for (n, grp) in x.chunks(64).enumerate() {
                g[3 + n] = grp.iter().sum();
            }
            let d = i.f64s("d")[0] + sum as f64;
            let old = o.clone();
            o.iter_mut().for_each(|v| *v += 0.5);
            let f = |v: Vec<f32>| le32(v.into_iter().map(f32::to_bits));
            vec![("g", f(g)), ("d", le64([d.to_bits()])), ("o", f(o)), ("old", f(old))]
        }
        _ => return None,
    })
}

/// The nine contended slots after every `v` of `a`: add, sub, and, or, xor, smin, smax, umin, umax.
fn shared_fold(mut m: Vec<u32>, a: &[u32]) -> Vec<u32> {
    for &v in a {
        m[0] = m[0].wrapping_add(v);
        m[1] = m[1].wrapping_sub(v);
        m[2] &= v;
        m[3] |= v;
        m[4] ^= v;
        m[5] = (m[5] as i32).min(v as i32) as u32;
        m[6] = (m[6] as i32).max(v as i32) as u32;
        m[7] = m[7].min(v);
        m[8] = m[8].max(v);
    }
    m
}

/// The kernel-argument and grid kernels' outputs, `None` for another kernel.
pub fn launch(kernel: &str, i: &Inputs) -> Option<Outputs> {
    Some(match kernel {
        "kernarg_many" => {
            let u = |n: usize| i.arg_u32(n);
            let b = |n: usize| i.arg(n)[0] as u32;
            let s = |n: usize| u16::from_le_bytes(i.arg(n)[..2].try_into().unwrap()) as u32;
            let q = |n: usize| u64::from_le_bytes(i.arg(n)[..8].try_into().unwrap());
            let f = |n: usize| f32::from_bits(u(n));
            let d0 = f64::from_bits(q(17));
            let sum = [
                u(4).wrapping_add(u(6)).wrapping_add(u(9)).wrapping_add(u(11)),
                s(5) + s(10),
                b(3) + b(7),
                u(14) ^ u(16),
                q(8).wrapping_add(q(13)) as u32,
                (f(12) + f(15)) as u32,
                (d0 * 2.0) as u32,
            ]
            .into_iter()
            .fold(0u32, u32::wrapping_add);
            let (x, n) = (i.u32s("x"), u(18) as usize);
            let out = (0..x.len()).map(|k| {
                if k < n {
                    x[k].wrapping_mul(u(2)).wrapping_add(sum)
                } else {
                    0
                }
            });
            vec![("out", le32(out))]
        }
        "struct_byval" => {
            let (p, q) = (i.arg(1), i.arg(3));
            let bias = u16::from_le_bytes([p[0], p[1]]) as i32;
            let (shift, neg) = (p[2] as u32, p[3] as i8 as i32);
            let f = f32::from_le_bytes(p[4..8].try_into().unwrap());
            let lo_hi = |o: usize| u32::from_le_bytes(q[o..o + 4].try_into().unwrap());
            let x = i.u32s("x");
            let out = x.iter().enumerate().map(|(k, &v)| {
                let v = v as i32;
                v.wrapping_mul(neg)
                    .wrapping_add(bias)
                    .wrapping_add(v >> shift)
                    .wrapping_add((f * k as f32) as i32)
                    .wrapping_add(lo_hi(0).wrapping_sub(lo_hi(4)) as i32) as u32
            });
            vec![("out", le32(out))]
        }
        "grid_3d_ids" => {
            let mut out = Vec::new();
            for z in 0..4u32 {
                for y in 0..6u32 {
                    for x in 0..8u32 {
                        out.extend([
                            x | y << 8 | z << 16,
                            (x / 4) | ((y / 3) << 8) | ((z / 2) << 16) | ((x % 4) << 24),
                        ]);
                    }
                }
            }
            vec![("out", le32(out))]
        }
        _ => return None,
    })
}

/// The HIP kernels' outputs, `None` for another kernel.
pub fn hip(kernel: &str, i: &Inputs) -> Option<Outputs> {
    Some(match kernel {
        "hip_axpy_struct" => {
            let p = i.arg(2);
            let f = |o: usize| f32::from_le_bytes(p[o..o + 4].try_into().unwrap());
            let (a, b, n) = (f(0), f(4), i.arg_u32(4) as usize);
            let (mut y, x, mut z) = (i.f32s("y"), i.f32s("x"), i.u32s("z"));
            for k in 0..n.min(y.len()) {
                y[k] = if i.unfused_mad() {
                    a * x[k] + y[k]
                } else {
                    a.mul_add(x[k], y[k])
                } + b;
                z[k] = (x[k] as u32).wrapping_mul(3).wrapping_add(k as u32);
            }
            vec![("y", le32(y.into_iter().map(f32::to_bits))), ("z", le32(z))]
        }
        "hip_reduce_shared" => {
            let v = i.u32s("in");
            let sums = v.chunks(128).map(|c| c.iter().fold(0u32, |s, &x| s.wrapping_add(x)));
            let maxes = v.chunks(128).map(|c| *c.iter().max().unwrap());
            vec![("out", le32(sums)), ("out2", le32(maxes))]
        }
        _ => return None,
    })
}
