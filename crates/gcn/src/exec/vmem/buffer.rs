//! MUBUF and MTBUF: the buffer resource (V#), per-lane buffer addresses, loads to LDS and the
//! GCN 1.0/1.1 `addr64` form and float atomics.

use super::flat::si_ci_kind;
use super::format::format_op;
use super::*;

/// A buffer resource (V#) as the seeds lay it out (seed 000 lines 2401-2487; seed 001 Table 48
/// line 4729).
#[derive(Clone, Copy, Debug)]
pub(super) struct VSharp {
    base: u64,
    pub(super) stride: u32,
    swizzle: bool,
    num_records: u32,
    pub(super) dst_sel: [u8; 4],
    pub(super) nfmt: u8,
    pub(super) dfmt: u8,
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
pub(super) fn buffer_accs(
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
