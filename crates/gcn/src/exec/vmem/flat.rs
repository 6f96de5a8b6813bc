//! FLAT, GLOBAL and SCRATCH: their addresses, apertures and the GCN 1.1 float atomics.

use super::*;

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
/// [`crate::exec::ds::CMPST_F`], [`crate::exec::ds::MIN_F`], [`crate::exec::ds::MAX_F`]) on `BYTES` (4 or 8) bytes,
/// the LDS NaN/denormal rules included (seed 004; DATA `{src, cmp}` as `flat_atomic_cmpswap`).
pub fn flat_atomic<const C: u8, const BYTES: usize>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    flat_kind(w, env, i, const { si_ci_kind(C, BYTES) })
}

/// The atomic kind of DS operation code `c` on `bytes` bytes.
pub(super) const fn si_ci_kind(c: u8, bytes: usize) -> Kind {
    let op = crate::exec::ds::lds_op(c, bytes);
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
