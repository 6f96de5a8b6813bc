//! The GCN 1.0/1.1 (SI/CI: gfx600, gfx700) encoding layouts, as a translation to and from the
//! GFX9 layout that [`crate::decode`] and [`crate::encode`] work in.
//!
//! Opcode numbering is per target (the maps in [`crate::isa::targets`]); what differs in the
//! bits is this (LLVM `SIInstrFormats.td`/`*_si` encodings, checked against llvm-mc 22
//! `-mcpu=gfx700/gfx600 -show-encoding`; `tests/golden/inventory/README.md`):
//!
//! | format | SI/CI | GFX9 |
//! |---|---|---|
//! | SMRD/SMEM | 32-bit `11000 OP[26:22] SDST[21:15] SBASE[14:9] IMM[8] OFFSET[7:0]`; CI: OFFSET 0xff with IMM 0 takes a literal dword | 64-bit SMEM |
//! | VOP3 | `OP[25:17]`, `CLAMP[11]` (VOP3A; VOP3B has SDST there) | `OP[25:16]`, `CLAMP[15]`, OP_SEL\[14:11\] |
//! | DS | `OP[25:18] GDS[17]` | `OP[24:17] GDS[16]` |
//! | MUBUF | `ADDR64[15]`, `SLC[54]` | bit 15 reserved (SC1 on gfx950), `SLC[17]` |
//! | MTBUF | `ADDR64[15] OP[18:16]` | `OP[18:15]` |
//! | VINTRP | `ENC[31:26] = 0x32` | `0x35` |
//! | EXP | `ENC[31:26] = 0x3e` | `0x31` |
//!
//! SOP*, VOP1/VOP2/VOPC, FLAT (CI) and MIMG share GFX9's bits. `addr64` has no GFX9 bit: it
//! travels as [`mem::ADDR64`] beside the words.

use crate::decode::DecodeError;
use crate::encode::EncodeError;
use crate::isa::inst::mem;

/// Whether `arch` encodes in the SI/CI layouts (GCN 1.0/1.1: no GCN 1.2 VOP3 layout).
pub const fn applies(arch: crate::isa::arch::Arch) -> bool {
    !arch.has_vi_vop3()
}

/// An SI/CI instruction in GFX9 layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Translated {
    /// The GFX9-layout words (the first `len`).
    pub words: [u32; 2],
    /// How many of `words` the GFX9 form has.
    pub len: usize,
    /// Dwords the SI/CI form takes in the input.
    pub si_len: usize,
    /// The MUBUF/MTBUF `addr64` bit.
    pub addr64: bool,
}

/// Whether the SI/CI first dword `w0` is SMRD (`ENC[31:27] = 0b11000`).
const fn is_smrd(w0: u32) -> bool {
    w0 >> 27 == 0b11000
}

/// Translates the SI/CI instruction at the start of `words` to GFX9 layout; `None` when its
/// layout is GFX9's already (decode `words` as they are). `vop3b` says whether an SI/CI VOP3
/// opcode has the VOP3B layout (a scalar destination where VOP3A has CLAMP); `literal_offsets`
/// whether SMRD takes a literal offset (CI).
pub fn to_gfx9(
    words: &[u32],
    vop3b: impl Fn(u16) -> bool,
    literal_offsets: bool,
) -> Result<Option<Translated>, DecodeError> {
    let Some(&w0) = words.first() else {
        return Err(DecodeError::Truncated { needed: 1 });
    };
    let w1 = || words.get(1).copied().ok_or(DecodeError::Truncated { needed: 2 });
    let one = |a: u32, b: u32, si_len: usize, addr64: bool| {
        Ok(Some(Translated {
            words: [a, b],
            len: 2,
            si_len,
            addr64,
        }))
    };
    if is_smrd(w0) {
        return smrd_to_smem(w0, words.get(1).copied(), literal_offsets);
    }
    match w0 >> 26 {
        0x34 => {
            let op = ((w0 >> 17) & 0x1ff) as u16;
            let clamp = if vop3b(op) { 0 } else { (w0 >> 11) & 1 };
            let low = if vop3b(op) { w0 & 0x7fff } else { w0 & 0x7ff };
            one(0x34 << 26 | (op as u32) << 16 | clamp << 15 | low, w1()?, 2, false)
        }
        0x36 => {
            let rest = w0 & 0xffff;
            one(
                0x36 << 26 | ((w0 >> 18) & 0xff) << 17 | ((w0 >> 17) & 1) << 16 | rest,
                w1()?,
                2,
                false,
            )
        }
        0x38 => {
            let b = w1()?;
            let slc = (b >> 22) & 1;
            let w = (w0 & !(1 << 15) & !(1 << 17)) | slc << 17;
            one(w, b & !(1 << 22), 2, (w0 >> 15) & 1 == 1)
        }
        0x3a => {
            let op = (w0 >> 16) & 7;
            let w = (w0 & !(0xf << 15)) | op << 15;
            one(w, w1()?, 2, (w0 >> 15) & 1 == 1)
        }
        0x32 => Ok(Some(Translated {
            words: [0x35 << 26 | (w0 & 0x03ff_ffff), 0],
            len: 1,
            si_len: 1,
            addr64: false,
        })),
        0x3e => one(0x31 << 26 | (w0 & 0x03ff_ffff), w1()?, 2, false),
        // GFX9's VINTRP prefix means nothing on SI/CI (its SMEM and EXP prefixes are SMRD).
        0x35 => Err(DecodeError::UnknownOpcode {
            format: None,
            opcode: 0,
        }),
        _ => Ok(None),
    }
}

/// SMRD → SMEM: SDATA, SBASE and the offset (kept in dwords: SMRD offsets count dwords, and
/// llvm-mc prints the field as it is) move to the SMEM fields.
fn smrd_to_smem(w0: u32, next: Option<u32>, literal_offsets: bool) -> Result<Option<Translated>, DecodeError> {
    let op = (w0 >> 22) & 0x1f;
    let sdst = (w0 >> 15) & 0x7f;
    let sbase = (w0 >> 9) & 0x3f;
    let imm = (w0 >> 8) & 1;
    let offset = w0 & 0xff;
    let (imm, offset, si_len) = match (imm, offset) {
        (0, 0xff) if literal_offsets => (1, next.ok_or(DecodeError::Truncated { needed: 2 })?, 2),
        (0, 0xff) => return Err(DecodeError::BadOperand("SMRD literal offset (CI only)")),
        _ => (imm, offset, 1),
    };
    Ok(Some(Translated {
        words: [0x30 << 26 | op << 18 | imm << 17 | sdst << 6 | sbase, offset],
        len: 2,
        si_len,
        addr64: false,
    }))
}

/// Translates GFX9-layout words (one instruction, as [`crate::encode`] wrote them) to SI/CI,
/// in place; `mem_flags` are the instruction's ([`mem::ADDR64`]), `vop3b` as in [`to_gfx9`].
pub fn from_gfx9(
    words: &mut alloc::vec::Vec<u32>,
    mem_flags: u16,
    vop3b: bool,
    literal_offsets: bool,
) -> Result<(), EncodeError> {
    let Some(&w0) = words.first() else {
        return Ok(());
    };
    let w1 = words.get(1).copied().unwrap_or(0);
    let addr64 = ((mem_flags & mem::ADDR64 != 0) as u32) << 15;
    let bad = |what| Err(EncodeError::BadField(what));
    match w0 >> 26 {
        0x30 => return smem_to_smrd(words, w0, w1, literal_offsets),
        0x34 => {
            let op = (w0 >> 16) & 0x3ff;
            if op > 0x1ff || (!vop3b && w0 & (0xf << 11) != 0) {
                return bad("VOP3 opcode or op_sel beyond GCN 1.0/1.1");
            }
            let clamp = if vop3b { 0 } else { (w0 >> 15) & 1 };
            let low = if vop3b { w0 & 0x7fff } else { w0 & 0x7ff };
            words[0] = 0x34 << 26 | op << 17 | clamp << 11 | low;
        }
        0x36 => {
            if (w0 >> 25) & 1 != 0 {
                return bad("DS ACC bit");
            }
            words[0] = 0x36 << 26 | ((w0 >> 17) & 0xff) << 18 | ((w0 >> 16) & 1) << 17 | (w0 & 0xffff);
        }
        0x38 => {
            let slc = (w0 >> 17) & 1;
            words[0] = (w0 & !(1 << 17) & !(1 << 15)) | addr64;
            words[1] = w1 | slc << 22;
        }
        0x3a => {
            let op = (w0 >> 15) & 0xf;
            if op > 7 {
                return bad("MTBUF opcode beyond GCN 1.0/1.1");
            }
            words[0] = (w0 & !(0xf << 15)) | op << 16 | addr64;
        }
        0x35 => words[0] = 0x32 << 26 | (w0 & 0x03ff_ffff),
        0x31 => words[0] = 0x3e << 26 | (w0 & 0x03ff_ffff),
        _ => {}
    }
    Ok(())
}

/// SMEM → SMRD (the inverse of [`smrd_to_smem`]).
fn smem_to_smrd(words: &mut alloc::vec::Vec<u32>, w0: u32, w1: u32, literal_offsets: bool) -> Result<(), EncodeError> {
    let op = (w0 >> 18) & 0xff;
    let imm = (w0 >> 17) & 1;
    if op > 0x1f || w0 & (1 << 16 | 1 << 14) != 0 {
        return Err(EncodeError::BadField("SMRD has no glc or soffset"));
    }
    let head = 0b11000 << 27 | op << 22 | ((w0 >> 6) & 0x7f) << 15 | (w0 & 0x3f) << 9;
    words.clear();
    match (imm, w1) {
        (1, o @ 0..=0xff) => words.push(head | 1 << 8 | o),
        (1, o) if literal_offsets => words.extend([head | 0xff, o]),
        (1, _) => return Err(EncodeError::BadField("SMRD offset wider than 8 bits (gfx600)")),
        (_, s) => words.push(head | (s & 0xff)),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// Little-endian bytes → dwords.
    fn dwords(b: &[u8]) -> Vec<u32> {
        b.chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    /// Translates llvm-mc's SI/CI bytes to GFX9 and back; returns the GFX9 words.
    fn round_trip(bytes: &[u8], vop3b: bool, ci: bool) -> Translated {
        let si = dwords(bytes);
        let t = to_gfx9(&si, |_| vop3b, ci).unwrap().unwrap();
        assert_eq!(t.si_len, si.len());
        let mut back = t.words[..t.len].to_vec();
        let flags = if t.addr64 { mem::ADDR64 } else { 0 };
        from_gfx9(&mut back, flags, vop3b, ci).unwrap();
        assert_eq!(back, si, "{bytes:x?}");
        t
    }

    #[test]
    fn smrd() {
        // s_load_dword s1, s[2:3], 0x1 (gfx700 and gfx600).
        let t = round_trip(&[0x01, 0x83, 0x00, 0xc0], false, false);
        assert_eq!(t.words, [0xc002_0041, 1]);
        // s_load_dword s1, s[2:3], s4: the SGPR code stays in OFFSET.
        let t = round_trip(&[0x04, 0x82, 0x00, 0xc0], false, false);
        assert_eq!(t.words, [0xc000_0041, 4]);
        // s_buffer_load_dword s1, s[4:7], 0x3: op 8.
        assert_eq!(
            round_trip(&[0x03, 0x85, 0x00, 0xc2], false, false).words[0] >> 18 & 0xff,
            8
        );
        // CI: s_load_dword s1, s[2:3], 0x12345 takes a literal.
        let t = round_trip(&[0xff, 0x82, 0x00, 0xc0, 0x45, 0x23, 0x01, 0x00], false, true);
        assert_eq!(t.words[1], 0x12345);
        // gfx600 has no literal offsets.
        let si = dwords(&[0xff, 0x82, 0x00, 0xc0, 0x45, 0x23, 0x01, 0x00]);
        assert!(to_gfx9(&si, |_| false, false).is_err());
        let mut w = Vec::from([0xc002_0041, 0x100]);
        assert!(from_gfx9(&mut w, 0, false, false).is_err());
    }

    #[test]
    fn vop3() {
        // v_mad_f32 v1, v2, v3, v4 clamp: op 0x141, CLAMP bit 11 → 15.
        let t = round_trip(&[0x01, 0x08, 0x82, 0xd2, 0x02, 0x07, 0x12, 0x04], false, false);
        assert_eq!(t.words[0], 0xd141_8001);
        // v_div_scale_f32 v1, vcc, v2, v3, v4: VOP3B keeps SDST in 14:8.
        let t = round_trip(&[0x01, 0x6a, 0xda, 0xd2, 0x02, 0x07, 0x12, 0x04], true, false);
        assert_eq!(t.words[0], 0xd16d_6a01);
        // GFX9's op_sel has no SI/CI bits.
        let mut w = Vec::from([0xd141_0801, 0]);
        assert!(from_gfx9(&mut w, 0, false, false).is_err());
    }

    #[test]
    fn ds_buffers_interp_exp() {
        // ds_add_u32 v1, v2 offset:4 gds.
        assert_eq!(
            round_trip(&[0x04, 0x00, 0x02, 0xd8, 0x01, 0x02, 0x00, 0x00], false, false).words[0],
            0xd801_0004
        );
        // buffer_load_dword v1, v[2:3], s[4:7], 0 addr64.
        let t = round_trip(&[0x00, 0x80, 0x30, 0xe0, 0x02, 0x01, 0x01, 0x80], false, false);
        assert!(t.addr64 && t.words[0] & 1 << 15 == 0);
        // tbuffer_load_format_x v1, v[2:3], s[4:7], 0 format:[…32,…FLOAT] addr64.
        let t = round_trip(&[0x00, 0x80, 0xa0, 0xeb, 0x02, 0x01, 0x01, 0x80], false, false);
        assert!(t.addr64 && (t.words[0] >> 15) & 0xf == 0);
        // tbuffer_load_format_x … idxen offset:4 glc slc.
        round_trip(&[0x04, 0x60, 0x08, 0xe8, 0x02, 0x01, 0x41, 0x01], false, false);
        // exp mrt0 v1, v2, v3, v4 done vm; v_interp_p1_f32 v1, v2, attr0.x.
        assert_eq!(
            round_trip(&[0x0f, 0x18, 0x00, 0xf8, 0x01, 0x02, 0x03, 0x04], false, false).words[0] >> 26,
            0x31
        );
        assert_eq!(
            round_trip(&[0x02, 0x00, 0x04, 0xc8], false, false).words[0],
            0xd404_0002
        );
        // Shared layouts pass through; GFX9-only prefixes are no SI/CI instruction.
        assert_eq!(to_gfx9(&[0x7e02_0302], |_| false, true), Ok(None));
        assert!(to_gfx9(&[0xd404_0002], |_| false, true).is_err());
    }
}
