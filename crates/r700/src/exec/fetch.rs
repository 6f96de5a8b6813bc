//! Fetch clauses (issue 16 §3): `VTX` fetches from the constant buffers as typed buffers.
//!
//! A vertex fetch reads `SRC_GPR.SRC_SEL_X` as an unsigned vec4 index into the buffer
//! `BUFFER_ID` (the snippet's `[[r700.constants]] buffer = n`; a buffer's element stride is
//! one vec4, 16 bytes), adds `OFFSET` bytes, and reads the 32-bit formats `FMT_32`,
//! `FMT_32_32`, `FMT_32_32_32`, `FMT_32_32_32_32` and their `_FLOAT` forms (formats: seed
//! L8317, values as Mesa's r600 `FMT_*`) bit for bit; an integer format with a NUM_FORMAT
//! other than INT is unsupported. Missing components read 0 (x, y, z) and 1 (w, as an integer
//! or 1.0 by format); bytes past the end of the buffer read 0. The destination swizzle picks
//! x/y/z/w, 0, 1 or masks. Only lanes that are active run the fetch. LLVM's Evergreen
//! `VTX_READ_eg` is read with these R700 field positions (its fields sit at the same bits).
//! TEX clauses: `LD` (unsigned integer x, y; out of range reads 0) and point-sampled
//! `SAMPLE`/`SAMPLE_LZ` (per coordinate: normalized, COORD_TYPE 1, is scaled by the size;
//! then floor, clamped to the edge since sampler state is not modelled) on a 2D texture of
//! xyzw texels bound with [`R700Machine::set_texture`]; a single mip level, LOD bias ignored,
//! non-zero texel offsets fault. Other TEX instructions fault.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use super::{fault, ExecFault, LaneState, R700Machine, GPRS};
use crate::decode::{ClauseKind, Item, Program};
use crate::fields::bits;
use crate::table::{Format, Row};

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
fn dst_swizzle(w1: u32, got: [u32; 4], one: u32, old: [u32; 4]) -> [u32; 4] {
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

/// Components and whether the format is a float one, for the 32-bit formats.
fn format_32(fmt: u32) -> Option<(usize, bool)> {
    match fmt {
        0x0d => Some((1, false)),
        0x0e => Some((1, true)),
        0x1d => Some((2, false)),
        0x1e => Some((2, true)),
        0x2f => Some((3, false)),
        0x30 => Some((3, true)),
        0x22 => Some((4, false)),
        0x23 => Some((4, true)),
        _ => None,
    }
}

impl R700Machine {
    /// Binds `texture` to TEX resource id `resource`.
    pub fn set_texture(&mut self, resource: u32, texture: Texture) {
        self.textures.insert(resource, texture);
    }

    /// One `LD` (opcode 3) or point `SAMPLE`/`SAMPLE_LZ` (16, 19) in every active lane.
    fn tex_fetch(&mut self, pc: u32, op: u16, w: [u32; 4]) -> Result<(), ExecFault> {
        let (rid, src, dst) = (
            bits(w[0], 15, 8),
            bits(w[0], 22, 16) as usize,
            bits(w[1], 6, 0) as usize,
        );
        if bits(w[0], 23, 23) == 1 || bits(w[1], 7, 7) == 1 {
            return Err(fault(pc, "relative (aL-indexed) fetch GPRs are not executed yet"));
        }
        if bits(w[2], 14, 0) != 0 {
            return Err(fault(pc, "texel offsets are not executed yet"));
        }
        let tex = self
            .textures
            .get(&rid)
            .cloned()
            .ok_or_else(|| fault(pc, format!("no texture is bound to resource {rid}")))?;
        let one = 1.0f32.to_bits();
        for l in 0..self.lanes {
            if self.states[l] != LaneState::Active {
                continue;
            }
            let v = self.gpr[l * GPRS + src];
            let c: [u32; 4] = core::array::from_fn(|i| match bits(w[2], 22 + 3 * i as u32, 20 + 3 * i as u32) {
                s @ 0..=3 => v[s as usize],
                5 => one,
                _ => 0,
            });
            let got = if op == 3 {
                tex.texel(i64::from(c[0]), i64::from(c[1]))
            } else {
                let norm = |i: u32| bits(w[1], 28 + i, 28 + i) == 1;
                tex.texel(point(c[0], norm(0), tex.width), point(c[1], norm(1), tex.height))
            };
            let old = self.gpr[l * GPRS + dst];
            self.gpr[l * GPRS + dst] = dst_swizzle(w[1], got, one, old);
        }
        Ok(())
    }

    /// Runs the fetch clause a `TEX`, `VTX` or `VTX_TC` CF instruction names.
    pub(super) fn fetch_clause(&mut self, w: [u32; 2]) -> Result<(), ExecFault> {
        let pc = self.pc.saturating_sub(1);
        let clause = self
            .fetch
            .get(&w[0])
            .cloned()
            .ok_or_else(|| fault(pc, format!("no fetch clause at address {}", w[0])))?;
        let count = (bits(w[1], 12, 10) | bits(w[1], 19, 19) << 3) as usize + 1;
        for &(row, words) in clause.iter().take(count) {
            match (row.format, row.opcode) {
                (Format::Vtx, 0) => self.vtx_fetch(pc, words)?,
                (Format::Tex, 3 | 16 | 19) => self.tex_fetch(pc, row.opcode, words)?,
                _ => return Err(fault(pc, format!("{} is not executed yet", row.name))),
            }
        }
        Ok(())
    }

    /// One vertex fetch in every active lane.
    fn vtx_fetch(&mut self, pc: u32, w: [u32; 4]) -> Result<(), ExecFault> {
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
        let (n, float) = format_32(fmt).ok_or_else(|| {
            fault(
                pc,
                format!("vertex fetch data format {fmt:#x} is not executed yet (32-bit formats only)"),
            )
        })?;
        if !float && num != 1 {
            return Err(fault(
                pc,
                "an integer fetch format with NUM_FORMAT norm/scaled is not executed yet",
            ));
        }
        let one = if float { 1.0f32.to_bits() } else { 1 };
        let data = self.config.const_buffers.get(buffer).cloned().unwrap_or_default();
        for l in 0..self.lanes {
            if self.states[l] != LaneState::Active {
                continue;
            }
            let index = self.gpr[l * GPRS + src][sel as usize] as u64;
            let word = |k: u64| {
                let byte = index * 16 + offset + 4 * k;
                let (v, c) = ((byte / 16) as usize, ((byte % 16) / 4) as usize);
                if !byte.is_multiple_of(4) {
                    return 0;
                }
                data.get(v).map_or(0, |q| q[c])
            };
            let mut got = [0, 0, 0, one];
            for (k, g) in got.iter_mut().enumerate().take(n) {
                *g = word(k as u64);
            }
            let old = self.gpr[l * GPRS + dst];
            self.gpr[l * GPRS + dst] = dst_swizzle(w[1], got, one, old);
        }
        Ok(())
    }
}
