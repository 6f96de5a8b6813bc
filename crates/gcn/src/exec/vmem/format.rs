//! The format loads and stores (MTBUF, `buffer_*_format_*`): data and number formats and the
//! conversions between components and register values.

use super::buffer::{buffer_accs, VSharp};
use super::*;

/// Component widths of a buffer data format, lowest bits first (seed 000 lines 2029-2045; the
/// packed formats name their components from the most significant end, as in
/// `BUF_DATA_FORMAT_10_11_11` = X in bits 10:0, Y in 21:11, Z in 31:22; the seeds do not say,
/// this is how Mesa's radv maps R10G10B10A2, R in the low bits, to `2_10_10_10`).
fn dfmt_widths(dfmt: u8) -> Option<&'static [u8]> {
    Some(match dfmt {
        1 => &[8],
        2 => &[16],
        3 => &[8, 8],
        4 => &[32],
        5 => &[16, 16],
        6 => &[11, 11, 10],
        7 => &[10, 11, 11],
        8 => &[2, 10, 10, 10],
        9 => &[10, 10, 10, 2],
        10 => &[8, 8, 8, 8],
        11 => &[32, 32],
        12 => &[16, 16, 16, 16],
        13 => &[32, 32, 32],
        14 => &[32, 32, 32, 32],
        _ => return None,
    })
}

/// An unsigned float of `bits` (11: e5m6, 10: e5m5; bias 15, like f16 without sign) to f32.
fn small_float_to_f32(raw: u32, bits: u8) -> f32 {
    let m = bits as u32 - 5;
    f16::from_bits(((raw << (10 - m)) & 0x7fff) as u16).to_f32()
}

/// f32 to an unsigned float of `bits` (negative → 0, NaN stays NaN), rounding to nearest even.
fn f32_to_small_float(x: f32, bits: u8) -> u32 {
    let m = bits as u32 - 5;
    if x.is_nan() {
        return (0x1f << m) | 1;
    }
    if x <= 0.0 {
        return 0;
    }
    let h = f16::from_f32(x).to_bits() as u32 & 0x7fff;
    if h >= 0x7c00 {
        return 0x1f << m;
    }
    let drop = 10 - m;
    let (q, r, half) = (h >> drop, h & ((1 << drop) - 1), 1 << (drop - 1));
    let q = if r > half || (r == half && q & 1 == 1) {
        q + 1
    } else {
        q
    };
    q.min(0x1f << m)
}

/// Whether a number format converts to and from floats (everything but UINT/SINT).
fn nfmt_is_float(nfmt: u8) -> bool {
    !matches!(nfmt, 4 | 5)
}

/// ConvertFromFormat: a `bits`-wide component to its 32-bit register value (seed 000 line
/// 2144): UNORM x / (2^b - 1), SNORM max(x / (2^(b-1) - 1), -1), USCALED/SSCALED the integer
/// as a float, UINT/SINT zero- or sign-extended, FLOAT f16/f11/f10 widened (32 bits as is).
fn convert_from(raw: u32, bits: u8, nfmt: u8) -> Option<u32> {
    let sext = |x: u32| -> i64 {
        if bits >= 32 {
            x as i32 as i64
        } else {
            ((x << (32 - bits)) as i32 >> (32 - bits)) as i64
        }
    };
    let max_u = if bits >= 32 {
        u32::MAX as f64
    } else {
        ((1u64 << bits) - 1) as f64
    };
    Some(match nfmt {
        0 => ((raw as f64 / max_u) as f32).to_bits(),
        1 => {
            let m = ((1u64 << (bits - 1)) - 1) as f64;
            ((sext(raw) as f64 / m).max(-1.0) as f32).to_bits()
        }
        2 => (raw as f32).to_bits(),
        3 => (sext(raw) as f32).to_bits(),
        4 => raw,
        5 => sext(raw) as u32,
        7 => match bits {
            32 => raw,
            16 => f16::from_bits(raw as u16).to_f32().to_bits(),
            10 | 11 => small_float_to_f32(raw, bits).to_bits(),
            _ => return None,
        },
        _ => return None,
    })
}

/// ConvertToFormat: a 32-bit register value to a `bits`-wide component: UNORM/SNORM clamp to
/// [0, 1] / [-1, 1] and scale with rounding to nearest even (NaN → 0), USCALED/SSCALED round the
/// float and saturate, UINT/SINT keep the low bits, FLOAT narrows with rounding to nearest even.
fn convert_to(v: u32, bits: u8, nfmt: u8) -> Option<u32> {
    let mask = if bits >= 32 { u32::MAX } else { (1u32 << bits) - 1 };
    let f = f32::from_bits(v) as f64;
    let f = if f.is_nan() { 0.0 } else { f };
    let rne = |x: f64| libm::rint(x);
    Some(match nfmt {
        0 => rne(f.clamp(0.0, 1.0) * mask as f64) as u32,
        1 => {
            let m = ((1u64 << (bits - 1)) - 1) as f64;
            rne(f.clamp(-1.0, 1.0) * m) as i64 as u32 & mask
        }
        2 => rne(f).clamp(0.0, mask as f64) as u32,
        3 => {
            let m = ((1u64 << (bits - 1)) - 1) as f64;
            rne(f).clamp(-m - 1.0, m) as i64 as u32 & mask
        }
        4 | 5 => v & mask,
        7 => match bits {
            32 => v,
            16 => f16::from_f32(f32::from_bits(v)).to_bits() as u32,
            10 | 11 => f32_to_small_float(f32::from_bits(v), bits),
            _ => return None,
        },
        _ => return None,
    })
}

/// The format loads and stores of MUBUF (`fmt` None: the V#'s DFMT/NFMT and DST_SEL) and MTBUF
/// (`fmt` = the instruction's (DFMT, NFMT), identity DST_SEL) (seed 000 lines 2148-2190; seed 001
/// lines 30860-31130): opcodes 0-3 load X..XYZW, 4-7 store, 8-11 load D16 (16-bit results
/// packed two per register, LSBs first), 12-15 store D16; MUBUF 0x26/0x27 the D16_HI X forms.
/// A component the format lacks loads as 0; DST_SEL 0/1 give 0/1 (1.0 for float formats).
/// Format accesses are range-checked whole; an all-zero V# (DFMT 0, "invalid") loads 0 and
/// drops stores.
#[allow(clippy::too_many_arguments)]
pub(super) fn format_op(
    w: &mut Wave,
    env: &mut Env,
    i: &Inst,
    op: u16,
    v: &VSharp,
    fmt: Option<(u8, u8)>,
    tfe: bool,
    lds_base: u32,
) -> Result<(), ExecError> {
    let (dfmt, nfmt) = fmt.unwrap_or((v.dfmt, v.nfmt));
    let (load, d16, hi, n) = match op {
        0..=3 => (true, false, false, op as usize + 1),
        4..=7 => (false, false, false, op as usize - 3),
        8..=11 => (true, true, false, op as usize - 7),
        12..=15 => (false, true, false, op as usize - 11),
        0x26 => (true, true, true, 1),
        _ => (false, true, true, 1),
    };
    let lay = Layout::of(i, dfmt, nfmt)?;
    let accs = buffer_accs(w, i, v, v.stride, lay.pos(lay.widths.len()) / 8, true, false);
    let t = Typed {
        i,
        v,
        fmt,
        lay,
        d16,
        unpacked: d16 && !w.arch.has_packed_d16(),
        hi,
        n,
    };
    if load {
        format_load(w, env, &t, &accs, tfe, lds_base)
    } else {
        format_store(w, env, &t, &accs)
    }
}

/// The element layout of a typed buffer access: its components' widths and number format.
struct Layout {
    widths: &'static [u8],
    nfmt: u8,
    /// DFMT 0 (invalid): nothing is read or written.
    unbound: bool,
}

impl Layout {
    /// The layout of DFMT `dfmt` with NFMT `nfmt`, or the error of a reserved or undefined pair.
    fn of(i: &Inst, dfmt: u8, nfmt: u8) -> Result<Layout, ExecError> {
        let unbound = dfmt == 0;
        let widths = match dfmt_widths(dfmt) {
            Some(ws) => ws,
            None if unbound => &[32u8][..],
            None => {
                return Err(ExecError::new(format!(
                    "{}: data format {dfmt} is reserved (seed 000 line 2045)",
                    i.row().name
                )))
            }
        };
        if nfmt == 6 || (nfmt == 7 && widths.iter().any(|&b| !matches!(b, 10 | 11 | 16 | 32))) {
            return Err(ExecError::new(format!(
                "{}: number format {nfmt} is not defined for data format {dfmt} (seed 000 lines 2047-2058)",
                i.row().name
            )));
        }
        Ok(Layout { widths, nfmt, unbound })
    }

    /// Bit position of component `k` in the element.
    fn pos(&self, k: usize) -> u32 {
        self.widths.iter().take(k).map(|&b| b as u32).sum()
    }

    /// Bytes of the element that the first `n` components touch.
    fn bytes(&self, n: usize) -> usize {
        self.pos(n).div_ceil(8) as usize
    }

    /// The raw bits of component `k` of `elem`.
    fn field(&self, elem: u128, k: usize) -> u32 {
        ((elem >> self.pos(k)) & ((1u128 << self.widths[k]) - 1)) as u32
    }

    /// Whether the number format is a float one.
    fn float(&self) -> bool {
        nfmt_is_float(self.nfmt)
    }

    /// The value DST_SEL = 1 reads: 1.0 for float formats, else 1.
    fn one(&self) -> u32 {
        if self.float() {
            1.0f32.to_bits()
        } else {
            1
        }
    }
}

/// One typed buffer access (`buffer_load_format_*`, `tbuffer_*`): the instruction, the V#, the
/// instruction's own DFMT/NFMT (MTBUF) or `None` (MUBUF: the V#'s, with its DST_SEL), the
/// layout, and the opcode's shape: 16-bit data, the high half only, `n` components.
struct Typed<'a> {
    i: &'a Inst,
    v: &'a VSharp,
    fmt: Option<(u8, u8)>,
    lay: Layout,
    d16: bool,
    /// d16 data one component per register (low half; GCN 1.2, [`Arch::has_packed_d16`] false).
    unpacked: bool,
    hi: bool,
    n: usize,
}

/// A typed load: each lane's converted components to the destination registers (with a TFE
/// status register), or, with `lds`, X to LDS at `lds_base` + lane * 4.
fn format_load(
    w: &mut Wave,
    env: &mut Env,
    t: &Typed,
    accs: &[Option<Acc>; LANES],
    tfe: bool,
    lds_base: u32,
) -> Result<(), ExecError> {
    // `buffer_load_format_x … lds`: the converted X goes to LDS at M0 + OFFSET + lane * 4.
    let lds = t.i.mem & mem::LDS != 0;
    let dst = file(t.i) + t.i.dst as u32;
    let nregs = if t.d16 && !t.unpacked { t.n.div_ceil(2) } else { t.n };
    let mut out = [[0u32; LANES]; 5];
    for (l, a) in accs.iter().enumerate() {
        let Some(a) = a else { continue };
        let vals = load_components(env, t, a, l)?;
        if lds {
            let at = lds_base.wrapping_add(4 * l as u32) as usize;
            if let Some(d) = env.lds.data.get_mut(at..at.saturating_add(4)) {
                d.copy_from_slice(&vals[0].to_le_bytes());
            }
        } else if t.d16 {
            pack_d16(w, t, dst, l, &vals, &mut out);
        } else {
            for r in 0..t.n {
                out[r][l] = vals[r];
            }
        }
    }
    if lds {
        return Ok(());
    }
    let mut nout = nregs;
    if tfe {
        out[nout] = [0; LANES];
        nout += 1;
    }
    write_regs(w, dst, &out[..nout]);
    Ok(())
}

/// Lane `l`'s `n` loaded components: converted from the element, picked by DST_SEL for MUBUF
/// (0 = 0, 1 = 1, 4-7 = X-W, seed 000 line 2432); out of range they read 0, except DST_SEL = 1
/// (seed 000 line 2316).
fn load_components(env: &Env, t: &Typed, a: &Acc, l: usize) -> Result<[u32; 4], ExecError> {
    let (lay, n) = (&t.lay, t.n);
    let comps = lay.widths.len();
    let mut vals = [0u32; 4];
    if a.oob == 0 && !lay.unbound {
        let nb = lay.bytes(comps.min(n).max(if t.fmt.is_none() { comps } else { 0 }));
        let mut b = [0u8; 16];
        read(env, &a.t, 0, &mut b[..nb]).map_err(|x| fault(t.i, l, x))?;
        let elem = u128::from_le_bytes(b);
        let mut fetched = [0u32; 4];
        for (k, f) in fetched.iter_mut().enumerate().take(comps) {
            *f = convert_from(lay.field(elem, k), lay.widths[k], lay.nfmt).unwrap_or(0);
        }
        for (c, val) in vals.iter_mut().enumerate().take(n) {
            *val = match t.fmt {
                Some(_) => fetched[c],
                None => match t.v.dst_sel[c] {
                    1 => lay.one(),
                    s @ 4..=7 => fetched[(s - 4) as usize],
                    _ => 0,
                },
            };
        }
    } else if a.oob != 0 && t.fmt.is_none() {
        for (c, val) in vals.iter_mut().enumerate().take(n) {
            if t.v.dst_sel[c] == 1 {
                *val = lay.one();
            }
        }
    }
    Ok(vals)
}

/// Lane `l`'s d16 load result in `out`: `16'B(ConvertFromFormat(…))` (f16 for float formats,
/// the low bits for integers), two a register; a half no component fills keeps the
/// destination's (seed 001 line 31044); `_d16_hi` writes the high half only. Unpacked (GCN 1.2)
/// each component takes the low half of its own register, the high half zero.
fn pack_d16(w: &Wave, t: &Typed, dst: u32, l: usize, vals: &[u32; 4], out: &mut [Lanes; 5]) {
    let h = |x: u32| -> u32 {
        if t.lay.float() {
            f16::from_f32(f32::from_bits(x)).to_bits() as u32
        } else {
            x & 0xffff
        }
    };
    if t.hi {
        out[0][l] = vget(w, dst, l) & 0xffff | h(vals[0]) << 16;
        return;
    }
    if t.unpacked {
        for r in 0..t.n {
            out[r][l] = h(vals[r]);
        }
        return;
    }
    for r in 0..t.n.div_ceil(2) {
        let lo = h(vals[2 * r]);
        let up = if 2 * r + 1 < t.n {
            h(vals[2 * r + 1])
        } else {
            vget(w, dst.wrapping_add(r as u32), l) >> 16
        };
        out[r][l] = lo | up << 16;
    }
}

/// A typed store: each in-range lane's data components converted into the element's bytes
/// (read, merged, written back: components past `n` keep their bits).
fn format_store(w: &Wave, env: &mut Env, t: &Typed, accs: &[Option<Acc>; LANES]) -> Result<(), ExecError> {
    let lay = &t.lay;
    let data = file(t.i) + t.i.src[1].wrapping_sub(VGPR0) as u32;
    let nc = t.n.min(lay.widths.len());
    let nb = lay.bytes(nc);
    for (l, a) in accs.iter().enumerate() {
        let Some(a) = a.filter(|a| a.oob == 0 && !lay.unbound) else {
            continue;
        };
        let mut b = [0u8; 16];
        read(env, &a.t, 0, &mut b[..nb]).map_err(|x| fault(t.i, l, x))?;
        let mut elem = u128::from_le_bytes(b);
        for k in 0..nc {
            let x = if t.d16 {
                let h = if t.unpacked {
                    vget(w, data.wrapping_add(k as u32), l) & 0xffff
                } else {
                    let reg = vget(w, data.wrapping_add((k / 2) as u32), l);
                    if t.hi || k % 2 == 1 {
                        reg >> 16
                    } else {
                        reg & 0xffff
                    }
                };
                if lay.float() {
                    f16::from_bits(h as u16).to_f32().to_bits()
                } else {
                    h
                }
            } else {
                vget(w, data.wrapping_add(k as u32), l)
            };
            let raw = convert_to(x, lay.widths[k], lay.nfmt).unwrap_or(0);
            let m = ((1u128 << lay.widths[k]) - 1) << lay.pos(k);
            elem = elem & !m | ((raw as u128) << lay.pos(k)) & m;
        }
        write(env, &a.t, 0, &elem.to_le_bytes()[..nb]).map_err(|x| fault(t.i, l, x))?;
    }
    Ok(())
}
