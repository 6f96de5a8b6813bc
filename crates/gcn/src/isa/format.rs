//! Microcode formats: how an instruction word is identified and how big its opcode space is.
//!
//! Bit layouts are in seed 000 (Vega) lines 7704-12125 and seed 001 (CDNA4) lines 34643 on;
//! the identification order follows `shared/spec/seed-vega.md` §2.1 (SOP1/SOPC/SOPP before SOPK).

/// A microcode format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// Scalar, two sources: `ENC[31:30]=10 OP[29:23] SDST[22:16] SSRC1[15:8] SSRC0[7:0]`.
    Sop2,
    /// Scalar with a 16-bit immediate: `ENC[31:28]=1011 OP[27:23] SDST[22:16] SIMM16[15:0]`.
    Sopk,
    /// Scalar, one source: `ENC[31:23]=0x17d SDST[22:16] OP[15:8] SSRC0[7:0]`.
    Sop1,
    /// Scalar compare: `ENC[31:23]=0x17e OP[22:16] SSRC1[15:8] SSRC0[7:0]`.
    Sopc,
    /// Scalar program control: `ENC[31:23]=0x17f OP[22:16] SIMM16[15:0]`.
    Sopp,
    /// Vector, two sources: `ENC[31]=0 OP[30:25] VDST[24:17] VSRC1[16:9] SRC0[8:0]`.
    Vop2,
    /// Vector, one source: `ENC[31:25]=0x3f VDST[24:17] OP[16:9] SRC0[8:0]`.
    Vop1,
    /// Vector compare: `ENC[31:25]=0x3e OP[24:17] VSRC1[16:9] SRC0[8:0]`.
    Vopc,
    /// Vector, 64-bit, with input/output modifiers: `ENC[31:26]=0x34 OP[25:16] …`.
    Vop3a,
    /// Scalar memory, 64-bit: `ENC[31:26]=0x30 OP[25:18] IMM[17] GLC[16] NV[15] SOE[14]
    /// SDATA[12:6] SBASE[5:0] ‖ SOFFSET[63:57] OFFSET[52:32]` (seed 000 lines 8583-8622).
    Smem,
    /// Data share (LDS/GDS), 64-bit: `ENC[31:26]=0x36 ACC[25] OP[24:17] GDS[16] OFFSET1[15:8]
    /// OFFSET0[7:0] ‖ VDST[63:56] DATA1[55:48] DATA0[47:40] ADDR[39:32]` (seed 000 lines
    /// 10820-10855; ACC selects AGPRs on gfx950).
    Ds,
    /// Flat memory, 64-bit: `ENC[31:26]=0x37 SC1[25] OP[24:18] SLC/NT[17] GLC/SC0[16]
    /// SEG[15:14]=0 LDS/SVE[13] OFFSET[12:0] ‖ VDST[63:56] NV/ACC[55] SADDR[54:48] DATA[47:40]
    /// ADDR[39:32]` (seed 000 lines 11751-11818).
    Flat,
    /// The flat encoding with SEG = 1: per-lane private (scratch) memory.
    FlatScratch,
    /// The flat encoding with SEG = 2: global memory.
    FlatGlobal,
    /// Vector, packed math, 64-bit: `ENC[31:23]=0x1a7 OP[22:16] CLMP[15] OPSEL_HI2[14]
    /// OPSEL[13:11] NEG_HI[10:8] VDST[7:0] ‖ NEG[63:61] OPSEL_HI[60:59] SRC2 SRC1 SRC0`
    /// (seed 000 lines 10371-10496; OPSEL_HI bit order as llvm-mc, spec map §5.2).
    Vop3p,
    /// Untyped buffer memory, 64-bit: `ENC[31:26]=0x38 OP[24:18] SLC/NT[17] LDS[16] SC1[15]
    /// GLC/SC0[14] IDXEN[13] OFFEN[12] OFFSET[11:0] ‖ SOFFSET[63:56] TFE/ACC[55] SRSRC[52:48]
    /// VDATA[47:40] VADDR[39:32]` (seed 000 lines 11286-11334; seed 001 lines 36709-36730: SC1 at
    /// bit 15, ACC at bit 55).
    Mubuf,
    /// Typed buffer memory, 64-bit: `ENC[31:26]=0x3a NFMT[25:23] DFMT[22:19] OP[18:15] GLC/SC0[14]
    /// IDXEN[13] OFFEN[12] OFFSET[11:0] ‖ SOFFSET[63:56] TFE/ACC[55] SLC/NT[54] SC1[53]
    /// SRSRC[52:48] VDATA[47:40] VADDR[39:32]` (seed 000 lines 11174-11249; seed 001 line 36637).
    Mtbuf,
    /// Matrix (MFMA/SMFMAC), in the VOP3P opcode space: `ENC[31:23]=0x1a7 OP[22:16] ACC_CD[15]
    /// ABID[14:11] CBSZ[10:8] VDST[7:0] ‖ BLGP[63:61] ACC[60:59] SRC2 SRC1 SRC0` (seed 001
    /// lines 36226-36276). Never returned by [`Format::identify`]: its rows share the VOP3P
    /// decode index (see [`Format::index_format`]).
    Vop3pMai,
    /// Parameter interpolation: `ENC[31:26]=0x35 VDST[25:18] OP[17:16] ATTR[15:10]
    /// ATTRCHAN[9:8] VSRC[7:0]` (seed 000 lines 10780-10818); also encoded as VOP3A with
    /// opcode `OP + 0x270` (the attribute in SRC0, the VGPR in SRC1; seed 000 line 5846).
    Vintrp,
    /// Export, 64-bit: `ENC[31:26]=0x31 VM[12] DONE[11] COMPR[10] TARGET[9:4] EN[3:0] ‖
    /// VSRC3[63:56] VSRC2[55:48] VSRC1[47:40] VSRC0[39:32]` (seed 000 lines 12070-12125).
    Exp,
    /// Image memory, 64-bit: `ENC[31:26]=0x3c SLC[25] OP[24:18] LWE[17] TFE[16] A16[15] DA[14]
    /// GLC[13] UNRM[12] DMASK[11:8] ‖ D16[63] SSAMP[57:53] SRSRC[52:48] VDATA[47:40]
    /// VADDR[39:32]` (seed 000 lines 11478-11559; bit 0 extends the opcode past gfx900's).
    Mimg,
}

impl Format {
    /// Every format, in index order.
    pub const ALL: [Format; 20] = [
        Format::Sop2,
        Format::Sopk,
        Format::Sop1,
        Format::Sopc,
        Format::Sopp,
        Format::Vop2,
        Format::Vop1,
        Format::Vopc,
        Format::Vop3a,
        Format::Smem,
        Format::Ds,
        Format::Flat,
        Format::FlatScratch,
        Format::FlatGlobal,
        Format::Vop3p,
        Format::Mubuf,
        Format::Mtbuf,
        Format::Vintrp,
        Format::Exp,
        Format::Mimg,
    ];

    /// Number of opcodes the format's OP field can hold.
    pub const fn opcode_space(self) -> usize {
        match self {
            Format::Sop2 => 128,
            Format::Sopk => 32,
            Format::Sop1 => 256,
            Format::Sopc => 128,
            Format::Sopp => 128,
            Format::Vop2 => 64,
            Format::Vop1 => 256,
            Format::Vopc => 256,
            Format::Vop3a => 1024,
            Format::Smem => 256,
            Format::Ds => 256,
            Format::Flat | Format::FlatScratch | Format::FlatGlobal => 128,
            Format::Vop3p | Format::Vop3pMai => 128,
            Format::Mubuf => 128,
            Format::Mtbuf => 16,
            Format::Vintrp => 4,
            Format::Exp => 1,
            Format::Mimg => 128,
        }
    }

    /// Where this format's opcodes start in a flat decode index.
    pub const fn index_base(self) -> usize {
        let mut base = 0;
        let mut i = 0;
        while i < Format::ALL.len() {
            if Format::ALL[i] as u8 == self as u8 {
                return base;
            }
            base += Format::ALL[i].opcode_space();
            i += 1;
        }
        base
    }

    /// Size of a flat decode index covering every format.
    pub const INDEX_SIZE: usize = {
        let mut n = 0;
        let mut i = 0;
        while i < Format::ALL.len() {
            n += Format::ALL[i].opcode_space();
            i += 1;
        }
        n
    };

    /// The format whose opcode space (and decode index) this format's opcodes live in.
    pub const fn index_format(self) -> Format {
        match self {
            Format::Vop3pMai => Format::Vop3p,
            f => f,
        }
    }

    /// Whether this is one of the three flat-encoding segments.
    pub const fn is_flat(self) -> bool {
        matches!(self, Format::Flat | Format::FlatScratch | Format::FlatGlobal)
    }

    /// Whether this is one of the two buffer formats (MUBUF, MTBUF).
    pub const fn is_buffer(self) -> bool {
        matches!(self, Format::Mubuf | Format::Mtbuf)
    }

    /// Whether instructions of this format run on the vector ALU.
    pub const fn is_valu(self) -> bool {
        matches!(
            self,
            Format::Vop2 | Format::Vop1 | Format::Vopc | Format::Vop3a | Format::Vop3p | Format::Vop3pMai
        )
    }

    /// The format's name as the seeds write it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Sop2 => "SOP2",
            Format::Sopk => "SOPK",
            Format::Sop1 => "SOP1",
            Format::Sopc => "SOPC",
            Format::Sopp => "SOPP",
            Format::Vop2 => "VOP2",
            Format::Vop1 => "VOP1",
            Format::Vopc => "VOPC",
            Format::Vop3a => "VOP3A",
            Format::Smem => "SMEM",
            Format::Ds => "DS",
            Format::Flat => "FLAT",
            Format::FlatScratch => "SCRATCH",
            Format::FlatGlobal => "GLOBAL",
            Format::Vop3p => "VOP3P",
            Format::Mubuf => "MUBUF",
            Format::Mtbuf => "MTBUF",
            Format::Vop3pMai => "VOP3P-MAI",
            Format::Vintrp => "VINTRP",
            Format::Exp => "EXP",
            Format::Mimg => "MIMG",
        }
    }

    /// Identifies the format of an instruction from its first dword, or `None` for an encoding
    /// this model does not know yet.
    pub const fn identify(word: u32) -> Option<Format> {
        if word >> 31 == 0 {
            return Some(match word >> 25 {
                0x3e => Format::Vopc,
                0x3f => Format::Vop1,
                _ => Format::Vop2,
            });
        }
        match word >> 23 {
            0x17d => return Some(Format::Sop1),
            0x17e => return Some(Format::Sopc),
            0x17f => return Some(Format::Sopp),
            _ => {}
        }
        if word >> 28 == 0b1011 {
            return Some(Format::Sopk);
        }
        if word >> 30 == 0b10 {
            return Some(Format::Sop2);
        }
        if word >> 26 == 0x30 {
            return Some(Format::Smem);
        }
        if word >> 26 == 0x36 {
            return Some(Format::Ds);
        }
        if word >> 26 == 0x37 {
            return match (word >> 14) & 3 {
                0 => Some(Format::Flat),
                1 => Some(Format::FlatScratch),
                2 => Some(Format::FlatGlobal),
                _ => None,
            };
        }
        match word >> 26 {
            0x31 => return Some(Format::Exp),
            0x35 => return Some(Format::Vintrp),
            0x3c => return Some(Format::Mimg),
            0x38 => return Some(Format::Mubuf),
            0x3a => return Some(Format::Mtbuf),
            _ => {}
        }
        // VOP3P shares ENC 0x34 with bits [25:23] = 0b111 (spec map §2.1).
        if word >> 26 == 0x34 {
            return Some(if (word >> 23) & 7 == 7 {
                Format::Vop3p
            } else {
                Format::Vop3a
            });
        }
        None
    }

    /// The opcode field of `word`, which must be of this format.
    pub const fn opcode(self, word: u32) -> u16 {
        (match self {
            Format::Sop2 => (word >> 23) & 0x7f,
            Format::Sopk => (word >> 23) & 0x1f,
            Format::Sop1 => (word >> 8) & 0xff,
            Format::Sopc | Format::Sopp => (word >> 16) & 0x7f,
            Format::Vop2 => (word >> 25) & 0x3f,
            Format::Vop1 => (word >> 9) & 0xff,
            Format::Vopc => (word >> 17) & 0xff,
            Format::Vop3a => (word >> 16) & 0x3ff,
            Format::Smem => (word >> 18) & 0xff,
            Format::Ds => (word >> 17) & 0xff,
            Format::Flat | Format::FlatScratch | Format::FlatGlobal => (word >> 18) & 0x7f,
            Format::Vop3p | Format::Vop3pMai => (word >> 16) & 0x7f,
            Format::Mubuf => (word >> 18) & 0x7f,
            Format::Mtbuf => (word >> 15) & 0xf,
            Format::Vintrp => (word >> 16) & 3,
            Format::Exp => 0,
            Format::Mimg => (word >> 18) & 0x7f,
        }) as u16
    }

    /// The VOP3 opcode of a VOP1/VOP2/VOPC opcode on GFX9 (VOPC +0, VOP2 +0x100, VOP1 +0x140;
    /// seed 000 lines 9881ff; the CDNA4 map notes the same offsets), and of a VINTRP opcode
    /// (+0x270, seed 000 line 5846).
    pub const fn vop3_opcode(self, op: u16) -> Option<u16> {
        match self {
            Format::Vopc => Some(op),
            Format::Vop2 => Some(op + 0x100),
            Format::Vop1 => Some(op + 0x140),
            Format::Vintrp => Some(op + 0x270),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifies_slice_words() {
        assert_eq!(Format::identify(0xbe800000), Some(Format::Sop1)); // s_mov_b32
        assert_eq!(Format::identify(0x80000201), Some(Format::Sop2)); // s_add_u32
        assert_eq!(Format::identify(0xbf810000), Some(Format::Sopp)); // s_endpgm
        assert_eq!(Format::identify(0x7e000301), Some(Format::Vop1));
        assert_eq!(Format::identify(0x7c880501), Some(Format::Vopc));
        assert_eq!(Format::identify(0x02000501), Some(Format::Vop2));
        assert_eq!(Format::identify(0xd1cb0000), Some(Format::Vop3a));
        assert_eq!(Format::identify(0xd38f4000), Some(Format::Vop3p)); // v_pk_add_f16
        assert_eq!(Format::Vop3p.opcode(0xd38f4000), 0xf);
        assert_eq!(Format::identify(0xc0020201), Some(Format::Smem)); // s_load_dword
        assert_eq!(Format::Smem.opcode(0xc0060201), 1);
        assert_eq!(Format::Vop3a.opcode(0xd1cb0000), 0x1cb);
        assert_eq!(Format::identify(0xe0500000), Some(Format::Mubuf)); // buffer_load_dword
        assert_eq!(Format::Mubuf.opcode(0xe0500000), 0x14);
        assert_eq!(Format::identify(0xeba00000), Some(Format::Mtbuf)); // tbuffer_load_format_x
        assert_eq!(Format::Mtbuf.opcode(0xe8078000), 0xf);
        assert_eq!(Format::Vop2.index_base(), 128 + 32 + 256 + 128 + 128);
        assert_eq!(Format::identify(0xd4020f00), Some(Format::Vintrp)); // v_interp_mov_f32
        assert_eq!(Format::Vintrp.opcode(0xd4020f00), 2);
        assert_eq!(Format::identify(0xc400000f), Some(Format::Exp));
    }
}
