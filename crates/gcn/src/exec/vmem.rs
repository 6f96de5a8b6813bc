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

/// Sign-extends the 13-bit GLOBAL/SCRATCH offset (seed 000 line 11763).
fn offset13(i: &Inst) -> u32 {
    ((i.offset << 19) as i32 >> 19) as u32
}

/// FLAT, GLOBAL and SCRATCH instructions (seed 000 lines 7286-7657 and 3540-3600; seed 001 lines
/// 32393-34560 and 5039-5304):
/// - FLAT: address = VGPR pair + OFFSET\[11:0\] (the MSB of the 13-bit field is ignored), then
///   the aperture check (shared → LDS, private → swizzled scratch, else global).
/// - GLOBAL: VGPR pair + signed 13-bit offset, or with SADDR the SGPR pair + the 32-bit VGPR
///   offset + offset (seed 000 lines 3577-3579).
/// - SCRATCH: FLAT_SCRATCH + swizzle(VGPR or SGPR offset + offset, lane) (seed 000 line 3587;
///   gfx950: SADDR and SVE pick the ST/SS/SV/SVS forms, seed 001 Table 56 line 5141).
/// - Loads zero- or sign-extend, the D16 forms write one half and keep the other, stores take
///   bits 7:0, 23:16, 15:0 or 31:16 (seed 000 lines 7293-7356); atomics as in [`mubuf`], the
///   pre-op value returned with GLC (gfx950 SC0) into VDST.
/// - Loads to LDS (gfx900 `lds` bit on GLOBAL/SCRATCH; gfx950 `*_load_lds_*`): data goes to
///   LDS at M0 + OFFSET + lane * 4 (× 16 for x3/x4) (seed 001 lines 5211-5215).
pub fn flat(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let op = opcode(w, i);
    let kind = match op {
        0x26..=0x2a => {
            let (bytes, signed) = [(1, false), (1, true), (2, false), (2, true), (4, false)][(op - 0x26) as usize];
            Kind::LoadLds {
                bytes,
                signed,
                dwords: 1,
            }
        }
        0x7d => Kind::LoadLds {
            bytes: 4,
            signed: false,
            dwords: 4,
        },
        0x7e => Kind::LoadLds {
            bytes: 4,
            signed: false,
            dwords: 3,
        },
        _ => match shared_kind(op) {
            // gfx900's LDS bit turns a GLOBAL/SCRATCH byte/short/dword load into a load to LDS.
            Some(Kind::LoadSmall { bytes, signed, .. }) if i.mem & mem::LDS != 0 => Kind::LoadLds {
                bytes,
                signed,
                dwords: 1,
            },
            Some(Kind::LoadDwords(1)) if i.mem & mem::LDS != 0 => Kind::LoadLds {
                bytes: 4,
                signed: false,
                dwords: 1,
            },
            Some(k) => k,
            None => return Err(ExecError::new(format!("{}: unknown opcode", i.row().name))),
        },
    };
    flat_kind(w, env, i, kind)
}

/// The GCN 1.1 FLAT float atomics (`flat_atomic_fcmpswap`, `_fmin`, `_fmax` and their `_x2`
/// forms, which GFX9 dropped): [`flat`] with the DS float operation of code `C` (one of
/// [`super::ds::CMPST_F`], [`super::ds::MIN_F`], [`super::ds::MAX_F`]) on `BYTES` (4 or 8) bytes,
/// the LDS NaN/denormal rules included (seed 004; DATA `{src, cmp}` as `flat_atomic_cmpswap`).
pub fn flat_atomic<const C: u8, const BYTES: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    flat_kind(w, env, i, const { si_ci_kind(C, BYTES) })
}

/// The atomic kind of DS operation code `c` on `bytes` bytes.
const fn si_ci_kind(c: u8, bytes: usize) -> Kind {
    let op = super::ds::lds_op(c, bytes);
    if bytes == 8 {
        Kind::Atomic64(op)
    } else {
        Kind::Atomic32(op)
    }
}

/// [`flat`] once the opcode is decoded to `kind`.
fn flat_kind(w: &mut Wave, env: &mut Env, i: &Inst, kind: Kind) -> R {
    let fmt = i.row().format;
    let vaddr = i.src[0].wrapping_sub(VGPR0) as u32;
    let has_vaddr = i.src[0] >= VGPR0;
    let mut accs: [Option<Acc>; LANES] = [None; LANES];
    for (l, acc) in accs.iter_mut().enumerate() {
        if w.exec >> l & 1 == 0 {
            continue;
        }
        let t = match fmt {
            Format::Flat => {
                let a = (vget(w, vaddr, l) as u64 | (vget(w, vaddr.wrapping_add(1), l) as u64) << 32)
                    .wrapping_add((i.offset & 0xfff) as u64);
                match (a >> 32) as u32 {
                    SHARED_BASE_HI => Target::Lds(a as u32),
                    PRIVATE_BASE_HI => Target::private(w, l, a as u32),
                    _ => Target::Global(a),
                }
            }
            Format::FlatGlobal if i.soffset == 0x7f => Target::Global(
                (vget(w, vaddr, l) as u64 | (vget(w, vaddr.wrapping_add(1), l) as u64) << 32)
                    .wrapping_add(offset13(i) as i32 as i64 as u64),
            ),
            Format::FlatGlobal => {
                let v = if has_vaddr { vget(w, vaddr, l) } else { 0 };
                Target::Global(
                    w.sread64(i.soffset, 0)
                        .wrapping_add(v as u64)
                        .wrapping_add(offset13(i) as i32 as i64 as u64),
                )
            }
            _ => {
                let v = if has_vaddr { vget(w, vaddr, l) } else { 0 };
                let s = if i.soffset != 0x7f { w.sread(i.soffset, 0) } else { 0 };
                Target::private(w, l, v.wrapping_add(s).wrapping_add(offset13(i)))
            }
        };
        *acc = Some(Acc { t, oob: 0 });
    }
    let rtn = i.mem & mem::GLC != 0;
    // The LDS offset: M0[15:0] in bytes on gfx900 (seed 000 line 2499), M0[17:2] * 4 on gfx950
    // (seed 001 line 5214).
    let m0 = w.m0 & w.arch.lds_dma_m0_mask(false);
    let lds_base = m0.wrapping_add(offset13(i));
    let data = file(i) + i.src[1].wrapping_sub(VGPR0) as u32;
    let r = run(
        w,
        env,
        i,
        kind,
        &accs,
        data,
        file(i) + i.dst as u32,
        rtn,
        false,
        lds_base,
    );
    count(w, fmt == Format::Flat);
    r.map(|_| Flow::Next)
}

/// A buffer resource (V#) as the seeds lay it out (seed 000 lines 2401-2487; seed 001 Table 48
/// line 4729).
#[derive(Clone, Copy, Debug)]
struct VSharp {
    base: u64,
    stride: u32,
    swizzle: bool,
    num_records: u32,
    dst_sel: [u8; 4],
    nfmt: u8,
    dfmt: u8,
    index_stride: u32,
    add_tid: bool,
}

impl VSharp {
    fn read(w: &Wave, code: u16) -> VSharp {
        let d = [0, 1, 2, 3].map(|k| w.sread(code + k, 0));
        let w3 = d[3];
        VSharp {
            base: d[0] as u64 | ((d[1] & 0xffff) as u64) << 32,
            stride: (d[1] >> 16) & 0x3fff,
            swizzle: d[1] >> 31 & 1 == 1,
            num_records: d[2],
            dst_sel: [w3 & 7, w3 >> 3 & 7, w3 >> 6 & 7, w3 >> 9 & 7].map(|x| x as u8),
            nfmt: (w3 >> 12 & 7) as u8,
            dfmt: (w3 >> 15 & 15) as u8,
            index_stride: 8 << (w3 >> 21 & 3),
            add_tid: w3 >> 23 & 1 == 1,
        }
    }
}

/// GCN 1.0/1.1's `addr64` access of lane `l`: `base + SOFFSET + VADDR[64] + OFFSET`, linear and
/// without range checks (LLVM's SI buffer addressing; the MUBUF `addr64` bit,
/// [`crate::isa::layout_si`]).
fn addr64_acc(w: &Wave, i: &Inst, v: &VSharp, vaddr: u32, soffset: u32, l: usize, align: bool) -> Acc {
    let addr = vget(w, vaddr, l) as u64 | (vget(w, vaddr.wrapping_add(1), l) as u64) << 32;
    let a = v
        .base
        .wrapping_add(soffset as u64)
        .wrapping_add(addr)
        .wrapping_add((i.offset & 0xfff) as u64);
    Acc {
        t: Target::Global(if align { a & !3 } else { a }),
        oob: 0,
    }
}

/// Per-lane buffer accesses (seed 000 lines 2180-2335; seed 001 lines 4517-4650):
/// `index = (IDXEN ? VGPR index : 0) + (ADD_TID ? lane : 0)`,
/// `offset = (OFFEN ? VGPR offset : 0) + OFFSET`; linear: `base + SOFFSET + index * stride + offset` (seed 001 line 4734), swizzled
/// with element size 4 (gfx9 removed the V#'s element size, seed 000 line 49) and the V#'s index
/// stride. Range checks (seed 000 lines 2308-2319): private (ADD_TID, no IDXEN) none; raw (no
/// ADD_TID, no swizzle, no IDXEN) per dword component `offset + 4k >= num_records`, or the whole
/// access with `whole`; structured (no ADD_TID, stride ≠ 0, IDXEN) `index >= num_records`; the
/// cases the seed lists none for are not checked. Dword and larger accesses ignore the address's
/// two LSBs (seed 000 line 2400).
fn buffer_accs(
    w: &Wave,
    i: &Inst,
    v: &VSharp,
    stride: u32,
    size: u32,
    whole: bool,
    align: bool,
) -> [Option<Acc>; LANES] {
    let idxen = i.mem & mem::IDXEN != 0;
    let offen = i.mem & mem::OFFEN != 0;
    let vaddr = i.src[0].wrapping_sub(VGPR0) as u32;
    let soffset = w.sread(i.soffset, 0);
    let comps = size.div_ceil(4).max(1);
    let mut accs: [Option<Acc>; LANES] = [None; LANES];
    for (l, acc) in accs.iter_mut().enumerate() {
        if w.exec >> l & 1 == 0 {
            continue;
        }
        if i.mem & mem::ADDR64 != 0 {
            *acc = Some(addr64_acc(w, i, v, vaddr, soffset, l, align && size >= 4));
            continue;
        }
        let vidx = if idxen { vget(w, vaddr, l) } else { 0 };
        let voff = if offen {
            vget(w, vaddr.wrapping_add(idxen as u32), l)
        } else {
            0
        };
        let index = vidx.wrapping_add(if v.add_tid { l as u32 } else { 0 });
        let mut offset = voff.wrapping_add(i.offset & 0xfff);
        let mut oob = 0u8;
        if !v.add_tid && !v.swizzle && !idxen {
            for k in 0..comps {
                let o = if whole { offset } else { offset.wrapping_add(4 * k) };
                if o >= v.num_records {
                    oob |= 1 << k;
                }
            }
            if whole && oob != 0 {
                oob = 0xff;
            }
        } else if !v.add_tid && stride != 0 && idxen && vidx >= v.num_records {
            oob = 0xff;
        }
        let base = v.base.wrapping_add(soffset as u64);
        let t = if v.swizzle {
            if align && size >= 4 {
                offset &= !3;
            }
            Target::Swz {
                base,
                index,
                offset,
                stride: stride as u64,
                elem: 4,
                istride: v.index_stride,
            }
        } else {
            let a = base
                .wrapping_add(index as u64 * stride as u64)
                .wrapping_add(offset as u64);
            Target::Global(if align && size >= 4 { a & !3 } else { a })
        };
        *acc = Some(Acc { t, oob });
    }
    accs
}

/// MUBUF instructions (seed 000 lines 6679-6905; seed 001 lines 30837-32060): the buffer loads,
/// stores and atomics of [`flat`]'s kinds, addressed through the V# (see `buffer_accs`), the
/// format loads and stores (converted by the V#'s DFMT/NFMT and, for loads, its DST_SEL), the
/// loads to LDS (`lds`: LDS address M0 + OFFSET + lane * 4, × 16 for x3/x4; seed 000 lines
/// 2489-2500, seed 001 lines 4758-4790), `buffer_store_lds_dword` (the reverse), TFE (the extra
/// register gets 0: every page is resident), atomics returning the pre-op value with GLC/SC0
/// into VDATA, and the cache operations (`buffer_wbinvl1*`, `buffer_wbl2`, `buffer_inv`), which
/// have no architectural effect.
pub fn mubuf(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let op = opcode(w, i);
    if i.row().has(crate::isa::table::flags::BUF_CACHE) {
        count(w, false);
        return Ok(Flow::Next); // cache write-back / invalidate: no effect on values
    }
    let v = VSharp::read(w, i.src[2]);
    let tfe = i.mem & mem::TFE != 0;
    let lds_base = mubuf_lds_base(w, i);
    let r = if op <= 0xf || op == 0x26 || op == 0x27 {
        format_op(w, env, i, op, &v, None, tfe, lds_base)
    } else if op == 0x3d {
        store_lds_dword(w, env, i, &v, lds_base)
    } else {
        let Some(kind) = shared_kind(op) else {
            return Err(ExecError::new(format!("{}: unknown opcode", i.row().name)));
        };
        mubuf_kind(w, env, i, &v, kind)
    };
    count(w, false);
    r.map(|_| Flow::Next)
}

/// The GCN 1.0/1.1 MUBUF float atomics (`buffer_atomic_fcmpswap`, `_fmin`, `_fmax` and their
/// `_x2` forms, which GFX8 dropped): [`mubuf`] with the DS float operation of code `C` on `BYTES`
/// bytes, as [`flat_atomic`].
pub fn mubuf_atomic<const C: u8, const BYTES: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let v = VSharp::read(w, i.src[2]);
    let r = mubuf_kind(w, env, i, &v, const { si_ci_kind(C, BYTES) });
    count(w, false);
    r.map(|_| Flow::Next)
}

/// A MUBUF load, store or atomic of `kind` (not a format or LDS-store one) through V# `v`.
fn mubuf_kind(w: &mut Wave, env: &mut Env, i: &Inst, v: &VSharp, mut kind: Kind) -> Result<(), ExecError> {
    let data = file(i) + i.src[1].wrapping_sub(VGPR0) as u32;
    let tfe = i.mem & mem::TFE != 0;
    let lds_base = mubuf_lds_base(w, i);
    if i.mem & mem::LDS != 0 {
        kind = match kind {
            Kind::LoadSmall { bytes, signed, .. } => Kind::LoadLds {
                bytes,
                signed,
                dwords: 1,
            },
            Kind::LoadDwords(n) => Kind::LoadLds {
                bytes: 4,
                signed: false,
                dwords: n,
            },
            k => k,
        };
    }
    // The stride is 18 bits with ADD_TID for the non-format instructions (seed 000 line 2238).
    let stride = if v.add_tid {
        v.stride | (v.dfmt as u32) << 14
    } else {
        v.stride
    };
    let (size, whole) = match kind {
        Kind::LoadSmall { bytes, .. } | Kind::StoreSmall { bytes, .. } => (bytes as u32, false),
        Kind::LoadDwords(n) | Kind::StoreDwords(n) => (4 * n as u32, false),
        Kind::LoadLds { bytes, dwords, .. } => (if dwords > 1 { 4 * dwords as u32 } else { bytes as u32 }, false),
        Kind::Atomic32(_) => (4, true),
        Kind::Atomic64(_) => (8, true),
    };
    let accs = buffer_accs(w, i, v, stride, size, whole, true);
    let rtn = i.mem & mem::GLC != 0 && matches!(kind, Kind::Atomic32(_) | Kind::Atomic64(_));
    let dst = if matches!(kind, Kind::Atomic32(_) | Kind::Atomic64(_)) {
        data
    } else {
        file(i) + i.dst as u32
    };
    let tfe = tfe && matches!(kind, Kind::LoadSmall { .. } | Kind::LoadDwords(_));
    run(w, env, i, kind, &accs, data, dst, rtn, tfe, lds_base)
}

/// The LDS byte address of lane 0 for a MUBUF load to LDS: gfx900 M0[15:0] in bytes (seed 000
/// line 2499); gfx950 M0[17:0] (seed 001 line 4766); plus OFFSET.
fn mubuf_lds_base(w: &Wave, i: &Inst) -> u32 {
    let m0 = w.m0 & w.arch.lds_dma_m0_mask(true);
    m0.wrapping_add(i.offset & 0xfff)
}

/// `buffer_store_lds_dword`: each active lane stores the LDS dword at M0 + OFFSET + lane * 4 to
/// its buffer address (seed 000 line 6820).
fn store_lds_dword(w: &mut Wave, env: &mut Env, i: &Inst, v: &VSharp, lds_base: u32) -> Result<(), ExecError> {
    let stride = if v.add_tid {
        v.stride | (v.dfmt as u32) << 14
    } else {
        v.stride
    };
    let accs = buffer_accs(w, i, v, stride, 4, false, true);
    for (l, a) in accs.iter().enumerate() {
        let Some(a) = a else { continue };
        let at = lds_base.wrapping_add(4 * l as u32) as usize;
        let Some(b) = env.lds.data.get(at..at.saturating_add(4)) else {
            continue;
        };
        let b: [u8; 4] = [b[0], b[1], b[2], b[3]];
        if a.oob & 1 == 0 {
            write(env, &a.t, 0, &b).map_err(|x| fault(i, l, x))?;
        }
    }
    Ok(())
}

/// MTBUF instructions (seed 000 lines 6906-6972; seed 001 lines 32097-32360): the format loads
/// and stores with the instruction's DFMT/NFMT instead of the V#'s, and identity DST_SEL.
pub fn mtbuf(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let op = opcode(w, i);
    let v = VSharp::read(w, i.src[2]);
    let f = ((i.simm16 & 15) as u8, (i.simm16 >> 4 & 7) as u8);
    let r = format_op(w, env, i, op, &v, Some(f), false, 0);
    count(w, false);
    r.map(|_| Flow::Next)
}

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
fn format_op(
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
