//! Vector memory semantics: MUBUF, MTBUF (seed 000 lines 1960-2500, 6679-6972; seed 001 chapter 9,
//! lines 4293-5038 and 30837-32360) and FLAT, GLOBAL, SCRATCH (seed 000 lines 3440-3610, 7286-7657;
//! seed 001 chapter 10, lines 5039-5304 and 32393-34560).
//!
//! Each family has one semantics function ([`flat`], [`mubuf`], [`mtbuf`]) that dispatches on the
//! opcode, which is the same on gfx900 and gfx950 wherever both have the instruction. GCN
//! 1.0/1.1's float atomics, which GFX9 lacks, name their operation in their rows instead
//! ([`mubuf_atomic`], [`flat_atomic`]).
//!
//! Model:
//! - Every lane's access happens when the instruction issues; lanes are served in lane order (an
//!   atomic that several lanes aim at one address sees the earlier lanes' results). A global
//!   address no region maps stops the wave with an error naming the first faulting lane and
//!   address; the lanes before it have already stored.
//! - FLAT resolves the apertures: a high dword of [`SHARED_BASE_HI`] is LDS (offset = low dword;
//!   outside the LDS, reads give 0 and writes are dropped, seed 000 lines 394-395), one of
//!   [`PRIVATE_BASE_HI`] is the lane's private memory, anything else is global memory.
//! - Private memory (SCRATCH, and FLAT into the private aperture) lives in global memory at
//!   FLAT_SCRATCH, swizzled per lane as the buffer swizzle with the scratch parameters (element
//!   size 4, index stride 64, index = lane id; seed 000 lines 2322-2332 and the scratch column of
//!   lines 2336-2393): byte `o` of lane `l` is at `FLAT_SCRATCH + (o / 4) * 256 + l * 4 + o % 4`.
//!   (The seeds' FLAT text, seed 000 lines 3570-3573, gives an unswizzled `TID * size` formula;
//!   the swizzled one is used for both so that SCRATCH and FLAT-private see the same bytes.)
//! - Cache controls (GLC/SLC on gfx900; SC0/SC1/NT on gfx950) have no architectural effect except
//!   an atomic's GLC/SC0, which returns the pre-op value (seed 000 line 2102; seed 001 lines 4874-4875).
//! - Counters: each instruction adds one to VM_CNT (saturating at 63); FLAT also adds one to
//!   LGKM_CNT (saturating at 15) (seed 000 lines 3562-3568, 3582, 3591).
//! - gfx950's AGPR data form (ACC): data and destination tuples are AGPRs (register
//!   `AGPR0 + n` of the wave's file); addresses stay VGPRs.

use alloc::format;

use half::f16;

use super::atomic::{self, Op, GLOBAL_INT};
use super::wave::{Lanes, AGPR0, LANES, PRIVATE_BASE_HI, SHARED_BASE_HI};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Inst};
use crate::isa::operand::VGPR0;
use crate::isa::table::Fidelity;

mod buffer;
mod flat;
mod format;

pub use buffer::{mtbuf, mubuf, mubuf_atomic};
pub use flat::{flat, flat_atomic};

/// Fidelity of the format loads and stores (MTBUF, `buffer_*_format_*`): the seeds name the
/// formats but give no conversion formulas, rounding or saturation rules.
pub const FORMAT: Fidelity = Fidelity::Approximate(
    "format conversion follows the usual UNORM/SNORM/SCALED/FLOAT rules (round to nearest even, \
     saturate); the seeds give no formulas; packed layouts X in the low bits",
);

/// Fidelity of the graphics-only instructions of gfx900 (MIMG, EXP, VINTRP and the f16
/// interpolation ops).
pub const GRAPHICS: Fidelity = Fidelity::Unsupported("graphics: image/export/interpolation not modelled");

type R = Result<Flow, ExecError>;

/// The graphics-only instructions of gfx900 (MIMG, EXP, VINTRP, the f16 interpolation ops):
/// stop the wave, saying why.
pub fn graphics(_: &mut Wave, _: &mut Env, i: &Inst) -> R {
    Err(ExecError::new(format!(
        "{}: graphics: image/export/interpolation not modelled",
        i.row().name
    )))
}

/// Where one lane's access goes.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// A global byte address.
    Global(u64),
    /// An LDS byte address (FLAT's shared aperture).
    Lds(u32),
    /// Swizzled memory (private memory, swizzled buffers): byte `offset + k` of record `index`
    /// lives at `base + ((index / istride) * stride + ((offset + k) / elem) * elem) * istride
    /// + (index % istride) * elem + (offset + k) % elem` (seed 000 lines 2322-2332).
    Swz {
        base: u64,
        index: u32,
        offset: u32,
        stride: u64,
        elem: u32,
        istride: u32,
    },
}

impl Target {
    /// The scratch swizzle of lane `lane` at byte offset `offset` from FLAT_SCRATCH.
    fn private(w: &Wave, lane: usize, offset: u32) -> Target {
        Target::Swz {
            base: w.flat_scratch,
            index: lane as u32,
            offset,
            stride: 0,
            elem: 4,
            istride: 64,
        }
    }

    /// Address of byte `k` of the access, and how many bytes from there are contiguous.
    fn locate(&self, k: u32) -> (u64, u32) {
        match *self {
            Target::Global(a) => (a.wrapping_add(k as u64), u32::MAX),
            Target::Lds(a) => (a.wrapping_add(k) as u64, u32::MAX),
            Target::Swz {
                base,
                index,
                offset,
                stride,
                elem,
                istride,
            } => {
                let o = offset.wrapping_add(k);
                let (imsb, ilsb) = ((index / istride) as u64, (index % istride) as u64);
                let (omsb, olsb) = ((o / elem) as u64, (o % elem) as u64);
                let bo = (imsb.wrapping_mul(stride) + omsb * elem as u64) * istride as u64 + ilsb * elem as u64 + olsb;
                (base.wrapping_add(bo), elem - o % elem)
            }
        }
    }
}

/// One lane's access: where, and which dword components are out of range (bit k: component k
/// reads 0 and is not written).
#[derive(Clone, Copy, Debug)]
struct Acc {
    t: Target,
    oob: u8,
}

/// A fault at `addr` by lane `lane`.
fn fault(i: &Inst, lane: usize, addr: u64) -> ExecError {
    ExecError {
        lane: Some(lane as u8),
        address: Some(addr),
        message: format!("{}: lane {lane} accesses an unmapped address {addr:#x}", i.row().name),
    }
}

/// Reads `buf.len()` bytes of `t` starting `k` bytes in.
fn read(env: &Env, t: &Target, k: u32, buf: &mut [u8]) -> Result<(), u64> {
    if let Target::Lds(a) = *t {
        let s = a.wrapping_add(k) as usize;
        match env.lds.data.get(s..s.saturating_add(buf.len())) {
            Some(src) => buf.copy_from_slice(src),
            None => buf.fill(0), // out of range: reads return 0 (seed 000 line 394)
        }
        return Ok(());
    }
    let mut pos = 0usize;
    while pos < buf.len() {
        let (addr, run) = t.locate(k + pos as u32);
        let n = (run as usize).min(buf.len() - pos);
        env.mem.read(addr, &mut buf[pos..pos + n]).map_err(|e| e.0)?;
        pos += n;
    }
    Ok(())
}

/// Writes `bytes` to `t` starting `k` bytes in.
fn write(env: &mut Env, t: &Target, k: u32, bytes: &[u8]) -> Result<(), u64> {
    if let Target::Lds(a) = *t {
        let s = a.wrapping_add(k) as usize;
        if let Some(dst) = env.lds.data.get_mut(s..s.saturating_add(bytes.len())) {
            dst.copy_from_slice(bytes); // out of range: dropped (seed 000 line 395)
        }
        return Ok(());
    }
    let mut pos = 0usize;
    while pos < bytes.len() {
        let (addr, run) = t.locate(k + pos as u32);
        let n = (run as usize).min(bytes.len() - pos);
        env.mem.write(addr, &bytes[pos..pos + n]).map_err(|e| e.0)?;
        pos += n;
    }
    Ok(())
}

/// Register `r` of lane `l` (`r` ≥ [`AGPR0`]: an AGPR); an out-of-range source reads VGPR0
/// (seed 000 line 397).
#[inline]
fn vget(w: &Wave, r: u32, l: usize) -> u32 {
    let r = if (r as usize) < w.file_end(r as usize) {
        r as usize
    } else {
        0
    };
    w.vgpr[r * LANES + l]
}

/// Adds one to VM_CNT (and LGKM_CNT for FLAT) (seed 000 lines 3562-3568).
fn count(w: &mut Wave, flat: bool) {
    w.counters.vm = (w.counters.vm + 1).min(63);
    if flat {
        w.counters.lgkm = (w.counters.lgkm + 1).min(15);
    }
}

/// The first register of `i`'s data and destination file: the AGPRs when gfx950's ACC bit is
/// set (seed 001 L2476-L2481: memory instructions may load and store AccVGPRs directly).
fn file(i: &Inst) -> u32 {
    if i.mem & mem::ACC != 0 {
        AGPR0 as u32
    } else {
        0
    }
}

/// Writes `n` result registers starting at VGPR `r` under EXEC; the whole write is dropped
/// when any of them is out of range (seed 000 lines 401-402).
fn write_regs(w: &mut Wave, r: u32, out: &[Lanes]) {
    if r as usize + out.len() > w.file_end(r as usize) {
        return;
    }
    for (k, v) in out.iter().enumerate() {
        w.vwrite((r as usize + k) as u16, v);
    }
}

/// What an instruction does with each lane's access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Load `bytes` (1, 2) with sign extension or not into a dword, or into a 16-bit half (d16:
    /// `Some(false)` low, `Some(true)` high, the other half preserved).
    LoadSmall { bytes: u8, signed: bool, d16: Option<bool> },
    /// Load `n` dwords.
    LoadDwords(u8),
    /// Store `bytes` (1, 2) taken from bit `shift` of the data register.
    StoreSmall { bytes: u8, shift: u8 },
    /// Store `n` dwords.
    StoreDwords(u8),
    /// A 32-bit atomic (seed 000 lines 6829-6865; seed 001 lines 31492-31830).
    Atomic32(Op),
    /// A 64-bit atomic (seed 000 lines 6868-6904, whose `MEM -= …` in the min/max rows is a
    /// copy slip for `MEM = …`; seed 001 lines 31758-31818, 31840-32042).
    Atomic64(Op),
    /// Load 1, 2 or 4 bytes (sign-extended or not) or `dwords` dwords into LDS (M0-based).
    LoadLds { bytes: u8, signed: bool, dwords: u8 },
}

/// The kind of the opcodes FLAT, GLOBAL, SCRATCH and MUBUF share (0x10-0x25, 0x40-0x6c).
fn shared_kind(op: u16) -> Option<Kind> {
    use Kind::*;
    Some(match op {
        // seed 000 lines 6748-6757 / 7293-7302: zero or sign extension to 32 bits.
        0x10 => LoadSmall {
            bytes: 1,
            signed: false,
            d16: None,
        },
        0x11 => LoadSmall {
            bytes: 1,
            signed: true,
            d16: None,
        },
        0x12 => LoadSmall {
            bytes: 2,
            signed: false,
            d16: None,
        },
        0x13 => LoadSmall {
            bytes: 2,
            signed: true,
            d16: None,
        },
        0x14..=0x17 => LoadDwords((op - 0x13) as u8),
        // seed 000 lines 6772-6781: S0[7:0], S0[23:16], S0[15:0], S0[31:16].
        0x18 => StoreSmall { bytes: 1, shift: 0 },
        0x19 => StoreSmall { bytes: 1, shift: 16 },
        0x1a => StoreSmall { bytes: 2, shift: 0 },
        0x1b => StoreSmall { bytes: 2, shift: 16 },
        0x1c..=0x1f => StoreDwords((op - 0x1b) as u8),
        // seed 000 lines 6796-6811, seed 001 lines 31353-31427 (the signed forms sign-extend to
        // 16 bits, seed 001 line 31386; seed 000 line 6803's `{8'h0, …}` is a copy slip).
        0x20 => LoadSmall {
            bytes: 1,
            signed: false,
            d16: Some(false),
        },
        0x21 => LoadSmall {
            bytes: 1,
            signed: false,
            d16: Some(true),
        },
        0x22 => LoadSmall {
            bytes: 1,
            signed: true,
            d16: Some(false),
        },
        0x23 => LoadSmall {
            bytes: 1,
            signed: true,
            d16: Some(true),
        },
        0x24 => LoadSmall {
            bytes: 2,
            signed: false,
            d16: Some(false),
        },
        0x25 => LoadSmall {
            bytes: 2,
            signed: false,
            d16: Some(true),
        },
        0x40..=0x4c => Atomic32(GLOBAL_INT[(op - 0x40) as usize]),
        0x4d => Atomic32(Op::AddF32),
        0x4e => Atomic32(Op::PkAddF16),
        0x4f => Atomic64(Op::AddF64),
        0x50 => Atomic64(Op::MinF64),
        0x51 => Atomic64(Op::MaxF64),
        0x52 => Atomic32(Op::PkAddBf16),
        0x60..=0x6c => Atomic64(GLOBAL_INT[(op - 0x60) as usize]),
        _ => return None,
    })
}

/// The row's opcode in the numbering [`shared_kind`] is written in (GFX9's: gfx900's, or
/// gfx950's for a row only it has), whichever target runs it.
fn opcode(_w: &Wave, i: &Inst) -> u16 {
    let r = i.row();
    Arch::GFX9_NUMBERING
        .into_iter()
        .find_map(|a| r.opcode_on(a))
        .unwrap_or(0)
}

/// Runs `kind` over the active lanes' accesses `accs`. `data` is the first data VGPR, `dst` the
/// first destination VGPR (atomics return there when `rtn`), `lds_base` the LDS byte address of
/// lane 0 for the loads to LDS.
#[allow(clippy::too_many_arguments)]
fn run(
    w: &mut Wave,
    env: &mut Env,
    i: &Inst,
    kind: Kind,
    accs: &[Option<Acc>; LANES],
    data: u32,
    dst: u32,
    rtn: bool,
    tfe: bool,
    lds_base: u32,
) -> Result<(), ExecError> {
    // An out-of-range destination nullifies the instruction, atomics included: it issues with
    // EXEC = 0 (seed 000 lines 401-404).
    let returned = match kind {
        Kind::LoadSmall { .. } => 1,
        Kind::LoadDwords(n) => n as usize,
        Kind::Atomic32(_) => rtn as usize,
        Kind::Atomic64(_) => 2 * rtn as usize,
        _ => 0,
    };
    let nout = returned + tfe as usize;
    if nout > 0 && dst as usize + nout > w.file_end(dst as usize) {
        return Ok(());
    }
    let at = Places { data, dst, lds_base };
    let mut out = [[0u32; LANES]; 5];
    for (l, a) in accs.iter().enumerate() {
        let Some(a) = a else { continue };
        let got = lane_access(w, env, kind, a, l, at).map_err(|x| fault(i, l, x))?;
        for (o, v) in out.iter_mut().zip(got).take(returned) {
            o[l] = v;
        }
    }
    // TFE: the register after the data gets the fetch status, 0 = resident (seed 000 line 2111);
    // `out[returned]` is still zero.
    if nout > 0 {
        write_regs(w, dst, &out[..nout]);
    }
    Ok(())
}

/// Where a memory instruction's registers are: the first data VGPR, the first destination VGPR,
/// and lane 0's LDS byte address (for the loads to LDS).
#[derive(Clone, Copy)]
struct Places {
    data: u32,
    dst: u32,
    lds_base: u32,
}

/// Lane `l`'s access `a` as `kind` says: the dwords it returns (loads; atomics, the old value),
/// or the address it faulted at.
fn lane_access(w: &Wave, env: &mut Env, kind: Kind, a: &Acc, l: usize, at: Places) -> Result<[u32; 4], u64> {
    let mut got = [0u32; 4];
    match kind {
        Kind::LoadSmall { bytes, signed, d16 } => got[0] = load_small(w, env, a, l, at.dst, (bytes, signed, d16))?,
        Kind::LoadDwords(n) => {
            for (k, g) in got.iter_mut().enumerate().take(n as usize) {
                if a.oob >> k & 1 == 0 {
                    let mut b = [0u8; 4];
                    read(env, &a.t, 4 * k as u32, &mut b)?;
                    *g = u32::from_le_bytes(b);
                }
            }
        }
        Kind::StoreSmall { bytes, shift } => {
            if a.oob & 1 == 0 {
                let v = (vget(w, at.data, l) >> shift).to_le_bytes();
                write(env, &a.t, 0, &v[..bytes as usize])?;
            }
        }
        Kind::StoreDwords(n) => {
            for k in (0..n as u32).filter(|k| a.oob >> k & 1 == 0) {
                write(env, &a.t, 4 * k, &vget(w, at.data.wrapping_add(k), l).to_le_bytes())?;
            }
        }
        // Out of range: dropped, returns 0 (seed 000 line 2308).
        Kind::Atomic32(op) | Kind::Atomic64(op) if a.oob == 0 => {
            let wide = matches!(kind, Kind::Atomic64(_));
            let old = lane_atomic(w, env, op, wide, a, l, at.data)?;
            got[..2].copy_from_slice(&[old as u32, (old >> 32) as u32]);
        }
        Kind::Atomic32(_) | Kind::Atomic64(_) => {}
        Kind::LoadLds { bytes, signed, dwords } => load_lds(env, a, l, at.lds_base, (bytes, signed, dwords))?,
    }
    Ok(got)
}

/// A 1- or 2-byte load (`bytes`, `signed`), into a dword or, with `d16`, a half of `dst`
/// (`Some(false)` low, `Some(true)` high, the other half preserved).
fn load_small(w: &Wave, env: &Env, a: &Acc, l: usize, dst: u32, kind: (u8, bool, Option<bool>)) -> Result<u32, u64> {
    let (bytes, signed, d16) = kind;
    let mut b = [0u8; 2];
    if a.oob & 1 == 0 {
        read(env, &a.t, 0, &mut b[..bytes as usize])?;
    }
    let v = match (bytes, signed) {
        (1, false) => b[0] as u32,
        (1, true) => b[0] as i8 as i32 as u32,
        (_, false) => u16::from_le_bytes(b) as u32,
        (_, true) => u16::from_le_bytes(b) as i16 as i32 as u32,
    };
    let old = vget(w, dst, l);
    Ok(match d16 {
        None => v,
        Some(false) => old & 0xffff_0000 | v & 0xffff,
        Some(true) => old & 0xffff | v << 16,
    })
}

/// A 32- or 64-bit (`wide`) atomic on lane `l`'s in-range access: DATA at `data` (the compare
/// value after it); returns the old memory value.
fn lane_atomic(w: &Wave, env: &mut Env, op: Op, wide: bool, a: &Acc, l: usize, data: u32) -> Result<u64, u64> {
    let mut b = [0u8; 8];
    let n = if wide { 8 } else { 4 };
    read(env, &a.t, 0, &mut b[..n])?;
    let tmp = u64::from_le_bytes(b);
    let (src, cmp) = if wide {
        let pair = |r: u32| vget(w, r, l) as u64 | (vget(w, r.wrapping_add(1), l) as u64) << 32;
        (pair(data), pair(data.wrapping_add(2)))
    } else {
        (vget(w, data, l) as u64, vget(w, data.wrapping_add(1), l) as u64)
    };
    let new = atomic::apply(op, wide, w.mode, tmp, src, cmp);
    write(env, &a.t, 0, &new.to_le_bytes()[..n])?;
    Ok(tmp)
}

/// A load to LDS: 1, 2 or 4 bytes (`bytes`, sign-extended when `signed`) or `dwords` dwords to
/// LDS_ADDR = base + M0 part + inst_offset + TID * 4 (* 16 for x3/x4) (seed 001 lines 5214-5215,
/// 4766-4783); lanes outside the LDS are masked off (seed 000 line 528).
fn load_lds(env: &mut Env, a: &Acc, l: usize, lds_base: u32, kind: (u8, bool, u8)) -> Result<(), u64> {
    let (bytes, signed, dwords) = kind;
    let per_lane = if dwords > 1 { 16 } else { 4 };
    let mut vals = [0u32; 4];
    for (k, v) in vals.iter_mut().enumerate().take(dwords as usize) {
        if a.oob >> k & 1 == 0 {
            let mut b = [0u8; 4];
            let nb = if dwords > 1 { 4 } else { bytes as usize };
            read(env, &a.t, 4 * k as u32, &mut b[..nb])?;
            *v = match (nb, signed) {
                (1, true) => b[0] as i8 as i32 as u32,
                (2, true) => i16::from_le_bytes([b[0], b[1]]) as i32 as u32,
                _ => u32::from_le_bytes(b),
            };
        }
    }
    let at = lds_base.wrapping_add(per_lane * l as u32) as usize;
    let n = 4 * dwords as usize;
    if let Some(d) = env.lds.data.get_mut(at..at.saturating_add(n)) {
        for k in 0..dwords as usize {
            d[4 * k..4 * k + 4].copy_from_slice(&vals[k].to_le_bytes());
        }
    }
    Ok(())
}
