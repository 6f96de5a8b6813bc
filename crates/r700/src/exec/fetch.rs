//! Fetch clauses (issue 16 §3): `VTX` fetches from the constant buffers as typed buffers,
//! TEX instructions on a small texture model.
//!
//! A vertex fetch reads `SRC_GPR.SRC_SEL_X` as an unsigned vec4 index into the buffer
//! `BUFFER_ID` (the snippet's `[[r700.constants]] buffer = n`; a buffer's element stride is
//! one vec4, 16 bytes, read as little-endian bytes), adds `OFFSET` bytes, and reads the
//! per-component formats of 8, 16 (integer or half float) and 32 bits with 1–4 components
//! (seed L8317, values as Mesa's r600 `FMT_*`; packed formats such as 10_10_10_2 fault).
//! Components convert by NUM_FORMAT_ALL (norm: unsigned x/(2ⁿ−1), signed by SRF_MODE_ALL
//! x/(2ⁿ⁻¹−1) clamped to −1 or (2x+1)/(2ⁿ−1); int: zero- or sign-extended; scaled: the
//! integer as f32) and FORMAT_COMP_ALL (sign); float formats are bit exact. Missing
//! components read 0 (x, y, z) and 1 (w: integer 1 for int, else 1.0); bytes past the end of
//! the buffer read 0. The destination swizzle picks x/y/z/w, 0, 1 or masks. Only lanes that
//! pass the CF test run the fetch. LLVM's Evergreen `VTX_READ_eg` is read with these R700
//! field positions (its fields sit at the same bits).
//!
//! TEX clauses: `LD` (unsigned integer x, y; out of range reads 0) and the point-sampled
//! `SAMPLE` family (per coordinate: normalized, COORD_TYPE 1, is scaled by the size; then
//! floor, clamped to the edge since sampler state is not modelled) on a 2D texture of xyzw
//! texels bound with [`R700Machine::set_texture`]; a single mip level, so LOD, bias and
//! gradients do not change a sample; non-zero texel offsets fault. `SAMPLE_C*` compare the
//! reference (source W) with texel.x by LEQUAL. `GET_TEXTURE_RESINFO` gives (width, height,
//! 1, 1), `GET_NUMBER_OF_SAMPLES` 1, `GET_GRADIENTS_H/V` fine quad differences; rows
//! badged unsupported fault with their reason.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use super::{fault, ExecFault, R700Machine, GPRS};
use crate::decode::{ClauseKind, Item, Program};
use crate::fields::bits;
use crate::table::{Fidelity, Format, Row};

/// A 2D texture: `width × height` texels of four 32-bit components, row-major.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texture {
    /// Width in texels.
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// The texels, row-major (`texels.len() == width × height`; missing texels read 0).
    pub texels: Vec<[u32; 4]>,
}

impl Texture {
    /// The texel at (x, y), or zeros outside the texture.
    fn texel(&self, x: i64, y: i64) -> [u32; 4] {
        if !(0..i64::from(self.width)).contains(&x) || !(0..i64::from(self.height)).contains(&y) {
            return [0; 4];
        }
        let i = y as usize * self.width as usize + x as usize;
        self.texels.get(i).copied().unwrap_or([0; 4])
    }
}

/// The texel index a point sample picks on an axis of `size` texels.
fn point(u: u32, normalized: bool, size: u32) -> i64 {
    let f = f32::from_bits(u);
    let t = if normalized { f * size as f32 } else { f };
    if t.is_nan() {
        return 0;
    }
    (libm::floorf(t) as i64).clamp(0, i64::from(size.max(1)) - 1)
}

/// Applies a destination swizzle (0–3 xyzw, 4 zero, 5 one, 7 keep) to `old`.
pub(super) fn dst_swizzle(w1: u32, got: [u32; 4], one: u32, old: [u32; 4]) -> [u32; 4] {
    let mut new = old;
    for (c, v) in new.iter_mut().enumerate() {
        *v = match bits(w1, 11 + 3 * c as u32, 9 + 3 * c as u32) {
            s @ 0..=3 => got[s as usize],
            4 => 0,
            5 => one,
            _ => *v,
        };
    }
    new
}

/// A fetch clause: its instructions in order.
pub(super) type FetchClause = Vec<(&'static Row, [u32; 4])>;

/// The fetch clauses of a program: address → instructions.
pub(super) fn fetch_clauses(prog: &Program) -> BTreeMap<u32, FetchClause> {
    let mut out: BTreeMap<u32, FetchClause> = BTreeMap::new();
    let mut cur = None;
    for item in &prog.items {
        match item {
            Item::Clause { kind, addr } => cur = (*kind != ClauseKind::Alu).then_some(*addr),
            Item::Fetch { row, words } => {
                if let Some(a) = cur {
                    out.entry(a).or_default().push((*row, *words));
                }
            }
            _ => {}
        }
    }
    out
}

/// A per-component vertex format: bits per component, components, float or not (seed
/// L8317's DATA_FORMAT list, numbered as Mesa's r600 `FMT_*`).
fn vtx_format(fmt: u32) -> Option<(u32, usize, bool)> {
    Some(match fmt {
        1 => (8, 1, false),
        7 => (8, 2, false),
        44 => (8, 3, false),
        26 => (8, 4, false),
        5 => (16, 1, false),
        15 => (16, 2, false),
        45 => (16, 3, false),
        31 => (16, 4, false),
        6 => (16, 1, true),
        16 => (16, 2, true),
        46 => (16, 3, true),
        32 => (16, 4, true),
        13 => (32, 1, false),
        29 => (32, 2, false),
        47 => (32, 3, false),
        34 => (32, 4, false),
        14 => (32, 1, true),
        30 => (32, 2, true),
        48 => (32, 3, true),
        35 => (32, 4, true),
        _ => return None,
    })
}

/// An IEEE half's bits as an f32's bits (exact; NaN payloads kept in the top bits).
pub(super) fn half_to_f32(h: u32) -> u32 {
    let (sign, exp, man) = ((h & 0x8000) << 16, (h >> 10) & 0x1F, h & 0x3FF);
    match exp {
        0 if man == 0 => sign,
        0 => {
            // A half denormal is a normal f32: man·2^-24.
            let f = man as f32 * f32::from_bits(0x3380_0000);
            sign | f.to_bits()
        }
        0x1F => sign | 0x7F80_0000 | man << 13,
        e => sign | (e + 112) << 23 | man << 13,
    }
}

/// How a vertex format's components convert (VTX_WORD1: NUM_FORMAT_ALL, FORMAT_COMP_ALL,
/// SRF_MODE_ALL; seed L8317–8360).
#[derive(Clone, Copy)]
struct Conv {
    bits: u32,
    float: bool,
    num: u32,
    signed: bool,
    srf_no_zero: bool,
}

impl Conv {
    /// One component's raw `bits`-wide value as the GPR's 32 bits.
    fn convert(self, raw: u32) -> u32 {
        let b = self.bits;
        if self.float {
            return if b == 16 { half_to_f32(raw) } else { raw };
        }
        let sext = if b == 32 {
            raw as i32
        } else {
            ((raw << (32 - b)) as i32) >> (32 - b)
        };
        let max = (1u64 << b) - 1;
        match (self.num, self.signed) {
            (1, true) => sext as u32,
            (1, false) => raw,
            (2, true) => (sext as f32).to_bits(),
            (2, false) => (raw as f32).to_bits(),
            (_, false) => ((f64::from(raw) / max as f64) as f32).to_bits(),
            (_, true) if self.srf_no_zero => (((2.0 * f64::from(sext) + 1.0) / max as f64) as f32).to_bits(),
            (_, true) => ((f64::from(sext) / (max >> 1) as f64).max(-1.0) as f32).to_bits(),
        }
    }

    /// The value of a missing W (1 or 1.0).
    fn one(self) -> u32 {
        if !self.float && self.num == 1 {
            1
        } else {
            1.0f32.to_bits()
        }
    }
}

/// Little-endian bytes from vec4 constants; bytes past the end read 0.
fn read_bytes(data: &[[u32; 4]], byte: u64, n: u32) -> u32 {
    (0..u64::from(n / 8)).fold(0, |acc, k| {
        let b = byte + k;
        let word = usize::try_from(b / 16)
            .ok()
            .and_then(|v| data.get(v))
            .map_or(0, |q| q[((b % 16) / 4) as usize]);
        acc | (word >> (8 * (b % 4)) & 0xFF) << (8 * k)
    })
}

/// The 4 source components of a TEX instruction after its source swizzle (0–3 xyzw, 4 0.0,
/// 5 1.0).
fn tex_coords(w2: u32, v: [u32; 4]) -> [u32; 4] {
    core::array::from_fn(|i| match bits(w2, 22 + 3 * i as u32, 20 + 3 * i as u32) {
        s @ 0..=3 => v[s as usize],
        5 => 1.0f32.to_bits(),
        _ => 0,
    })
}

/// Fine quad differences of `srcs` for `lane`: H = right − left, V = bottom − top (lanes
/// 4q..4q+3 form a 2×2 quad, row-major), per component as f32.
fn gradient(srcs: &[[u32; 4]], lane: usize, vertical: bool) -> [u32; 4] {
    let (d, bit) = if vertical { (2, lane & 2) } else { (1, lane & 1) };
    let first = lane - bit;
    let (a, b) = (srcs.get(first), srcs.get(first + d));
    match (a, b) {
        (Some(a), Some(b)) => core::array::from_fn(|c| super::ops::fout(f32::from_bits(b[c]) - f32::from_bits(a[c]))),
        _ => [0; 4],
    }
}

impl R700Machine {
    /// Binds `texture` to TEX resource id `resource`.
    pub fn set_texture(&mut self, resource: u32, texture: Texture) {
        self.textures.insert(resource, texture);
    }

    fn texture(&self, pc: u32, rid: u32) -> Result<Texture, ExecFault> {
        self.textures
            .get(&rid)
            .cloned()
            .ok_or_else(|| fault(pc, format!("no texture is bound to resource {rid}")))
    }

    /// One TEX instruction in every lane of `lanes`: `LD` (3), the `SAMPLE` family (16–31,
    /// compares 24–31), `GET_TEXTURE_RESINFO` (4), `GET_NUMBER_OF_SAMPLES` (5),
    /// `GET_GRADIENTS_H/V` (7, 8); `KEEP_GRADIENTS` and `SET_GRADIENTS_H/V` (10–12) do nothing.
    fn tex_fetch(&mut self, pc: u32, op: u16, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        let (rid, src, dst) = (
            bits(w[0], 15, 8),
            bits(w[0], 22, 16) as usize,
            bits(w[1], 6, 0) as usize,
        );
        if matches!(op, 10..=12) {
            return Ok(());
        }
        if bits(w[0], 23, 23) == 1 || bits(w[1], 7, 7) == 1 {
            return Err(fault(pc, "relative (aL-indexed) fetch GPRs are not executed yet"));
        }
        if bits(w[2], 14, 0) != 0 && (op == 3 || op >= 16) {
            return Err(fault(pc, "texel offsets are not executed yet"));
        }
        let srcs: Vec<[u32; 4]> = (0..self.lanes)
            .map(|l| tex_coords(w[2], self.gpr[l * GPRS + src]))
            .collect();
        let tex = if matches!(op, 7 | 8) {
            None
        } else {
            Some(self.texture(pc, rid)?)
        };
        let one = 1.0f32.to_bits();
        for l in (0..self.lanes).filter(|&l| lanes[l]) {
            let c = srcs[l];
            let norm = |i: u32| bits(w[1], 28 + i, 28 + i) == 1;
            let got = match (op, &tex) {
                (7 | 8, _) => gradient(&srcs, l, op == 8),
                (4, Some(t)) => [t.width, t.height, 1, 1],
                (5, _) => [1; 4],
                (3, Some(t)) => t.texel(i64::from(c[0]), i64::from(c[1])),
                (_, Some(t)) => {
                    let texel = t.texel(point(c[0], norm(0), t.width), point(c[1], norm(1), t.height));
                    if op >= 24 {
                        // SAMPLE_C*: LEQUAL against the reference in W (table.rs TEXCMP).
                        let r = if f32::from_bits(c[3]) <= f32::from_bits(texel[0]) {
                            one
                        } else {
                            0
                        };
                        [r; 4]
                    } else {
                        texel
                    }
                }
                (_, None) => [0; 4],
            };
            let old = self.gpr[l * GPRS + dst];
            self.gpr[l * GPRS + dst] = dst_swizzle(w[1], got, one, old);
        }
        Ok(())
    }

    /// Runs the fetch clause a `TEX`, `VTX` or `VTX_TC` CF instruction names, in `lanes`.
    pub(super) fn fetch_clause(&mut self, w: [u32; 2], lanes: &[bool]) -> Result<(), ExecFault> {
        let pc = self.pc.saturating_sub(1);
        let clause = self
            .fetch
            .get(&w[0])
            .cloned()
            .ok_or_else(|| fault(pc, format!("no fetch clause at address {}", w[0])))?;
        let count = (bits(w[1], 12, 10) | bits(w[1], 19, 19) << 3) as usize + 1;
        for &(row, words) in clause.iter().take(count) {
            if let Fidelity::Unsupported(why) = row.fidelity {
                return Err(fault(pc, format!("{} is not supported: {why}", row.name)));
            }
            match (row.format, row.opcode) {
                (Format::Vtx, 0) => self.vtx_fetch(pc, words, lanes)?,
                (Format::Vtx, 2) => self.mem_read(pc, words, lanes)?,
                (Format::Tex, 2) => self.lds_op(pc, words, lanes)?,
                (Format::Tex, op) => self.tex_fetch(pc, op, words, lanes)?,
                _ => return Err(fault(pc, format!("{} is not executed", row.name))),
            }
        }
        Ok(())
    }

    /// One vertex fetch in every lane of `lanes`.
    fn vtx_fetch(&mut self, pc: u32, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        let (buffer, src, sel) = (
            bits(w[0], 15, 8) as usize,
            bits(w[0], 22, 16) as usize,
            bits(w[0], 25, 24),
        );
        let dst = bits(w[1], 6, 0) as usize;
        let (fmt, num) = (bits(w[1], 27, 22), bits(w[1], 29, 28));
        let offset = bits(w[2], 15, 0) as u64;
        if bits(w[0], 23, 23) == 1 || bits(w[1], 7, 7) == 1 {
            return Err(fault(pc, "relative (aL-indexed) fetch GPRs are not executed yet"));
        }
        let (size, n, float) = vtx_format(fmt).ok_or_else(|| {
            fault(
                pc,
                format!(
                    "vertex fetch data format {fmt:#x} is not executed yet (8/16/32-bit per-component formats only)"
                ),
            )
        })?;
        if num == 3 {
            return Err(fault(pc, "NUM_FORMAT_ALL 3 is reserved"));
        }
        let conv = Conv {
            bits: size,
            float,
            num,
            signed: bits(w[1], 30, 30) == 1,
            srf_no_zero: bits(w[1], 31, 31) == 1,
        };
        let one = conv.one();
        let data = self.config.const_buffers.get(buffer).cloned().unwrap_or_default();
        for l in (0..self.lanes).filter(|&l| lanes[l]) {
            let index = self.gpr[l * GPRS + src][sel as usize] as u64;
            let base = index * 16 + offset;
            let mut got = [0, 0, 0, one];
            for (k, g) in got.iter_mut().enumerate().take(n) {
                *g = conv.convert(read_bytes(&data, base + k as u64 * u64::from(size / 8), size));
            }
            let old = self.gpr[l * GPRS + dst];
            self.gpr[l * GPRS + dst] = dst_swizzle(w[1], got, one, old);
        }
        Ok(())
    }
}
