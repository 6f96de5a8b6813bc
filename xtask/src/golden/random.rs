//! Random encodings in each row's format(s), for the disassembler.

use std::fmt::Write as _;

use lanescope_gcn::isa::format::Format;
use lanescope_gcn::isa::table::{Row, TABLE};
use lanescope_gcn::Arch;

use super::inputs::is_slice;
use super::Rng;
use lanescope_gcn::isa::table::flags;

/// Random encodings in each row's format(s), for the disassembler.
pub(super) fn random_words(arch: Arch) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for row in TABLE.iter() {
        let Some(op) = row.opcode_on(arch) else {
            continue;
        };
        let mut rng = Rng::for_row(0x2545_f491_4f6c_dd1d, arch, row.name);
        let many = is_slice(row) || row.is_interp() || row.format == Format::Exp || row.format == Format::Mimg;
        for _ in 0..if many { 24 } else { 8 } {
            out.push(random_record(arch, row, op as u32, &mut rng));
        }
    }
    out
}

/// One random record of `row`: a word in its format, or now and then its DPP, SDWA or VOP3 form,
/// with a literal dword where a source field asks for one.
fn random_record(arch: Arch, row: &Row, op: u32, rng: &mut Rng) -> Vec<u32> {
    let r = rng.next();
    let words = format_words(row, op, r, rng);
    let b = (r >> 32) as u32;
    // DPP forms of VOP1/VOP2 rows: SRC0 = 250 and a DPP dword (mostly valid controls).
    if row.has_dpp(arch) && r & 0x30 == 0x30 {
        let ctrl = if r & 0x40 == 0 {
            (b >> 8) & 0x1ff
        } else {
            [0xe4, 0x101, 0x11f, 0x142, 0x151][(b % 5) as usize]
        };
        return vec![words[0] & !0x1ff | 250, b & !(0x1ff << 8) | ctrl << 8];
    }
    if row.has_sdwa() && !row.operands.is_empty() && r & 0x30 == 0x20 {
        return vec![words[0] & !0x1ff | 249, sdwa_dword(r)];
    }
    if row.is_interp() && (r & 2 == 0 || row.format == Format::Vop3a) {
        return interp_vop3_words(row, op, r);
    }
    let mut words = if row.has_e64_form() && r & 2 == 0 {
        e64_words(row, op, r)
    } else {
        words
    };
    if words.len() == 1 && words[0] & 0x1ff == 255 || (row.format == Format::Sop2 && (words[0] >> 8) & 0xff == 255) {
        words.push(rng.next() as u32);
    }
    words
}

/// A random word (or two) in `row`'s own format.
fn format_words(row: &Row, op: u32, r: u64, rng: &mut Rng) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    match row.format {
        Format::Sop2 => vec![0b10 << 30 | op << 23 | a & 0x7f_ffff],
        Format::Sop1 => vec![0x17d << 23 | (a & 0x7f_00ff) | op << 8],
        Format::Sopc => vec![0x17e << 23 | op << 16 | a & 0xffff],
        Format::Sopk => vec![0b1011 << 28 | op << 23 | a & 0x7f_ffff],
        Format::Sopp => {
            vec![0x17f << 23 | op << 16 | if r & 1 == 0 { a & 0xffff } else { a & 7 }]
        }
        Format::Vop2 => vec![op << 25 | a & 0x1ff_ffff],
        Format::Vop1 => vec![0x3f << 25 | (a & 0x1fe_01ff) | op << 9],
        Format::Vopc => vec![0x3e << 25 | op << 17 | a & 0x1_ffff],
        Format::Vop3a => vec![0x34 << 26 | op << 16 | a & 0xffff, b],
        Format::Vop3p if row.has(flags::ACCVGPR) && r & 4 == 0 => {
            vec![0x1a7 << 23 | op << 16 | a & 0xc0ff, b & 0x1fff_ffff]
        }
        Format::Vop3p => vec![0x1a7 << 23 | op << 16 | a & 0xffff, b],
        Format::Vop3pMai => mai_words(row, op, r, rng.next()),
        Format::Flat | Format::FlatScratch | Format::FlatGlobal => flat_words(row, op, r),
        // DS: unused register fields must be zero, so mostly small register numbers in the used
        // fields; ACC (bit 25) and GDS now and then.
        Format::Ds => {
            let regs = if r & 16 == 0 { b & 0x0f0f_0f0f } else { b };
            vec![0x36 << 26 | op << 17 | a & 0x0201_ffff, ds_zero_unused(row, regs)]
        }
        Format::Mubuf | Format::Mtbuf => buffer_words(row, op, r),
        // VINTRP: every field is meaningful.
        Format::Vintrp => vec![0x35 << 26 | op << 16 | a & 0x03fc_ffff],
        Format::Mimg => mimg_words(op, r),
        // EXP: mostly clear bits 13-25, sometimes raw.
        Format::Exp => vec![0x31 << 26 | a & if r & 4 == 0 { 0x1fff } else { 0x03ff_ffff }, b],
        // Mostly clean second dwords (SOFFSET and OFFSET only), sometimes raw.
        Format::Smem => vec![
            0x30 << 26 | op << 18 | a & 0x3_ffff,
            if r & 16 == 0 { b & 0xfe1f_ffff } else { b },
        ],
    }
}

/// Flat: mostly valid SADDR values (off, or small SGPRs) and clean fields.
fn flat_words(row: &Row, op: u32, r: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let seg = match row.format {
        Format::Flat => 0,
        Format::FlatScratch => 1,
        _ => 2,
    };
    let saddr = match (row.format, r >> 8 & 3) {
        (Format::Flat, 0..=2) => 0,
        (_, 0 | 1) => 0x7f,
        _ => (b >> 16) & 0x7f,
    };
    let regs = if r & 16 == 0 { b & 0x0f80_0f0f } else { b & 0xff80_ffff };
    vec![0x37 << 26 | op << 18 | seg << 14 | a & 0x0203_3fff, regs | saddr << 16]
}

/// Buffer: mostly small registers, a valid resource quad and a valid SOFFSET; the cache, LDS,
/// TFE/ACC bits and the reserved ones now and then; sometimes raw.
fn buffer_words(row: &Row, op: u32, r: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let w0 = if row.format == Format::Mubuf {
        0x38 << 26 | op << 18 | a & if r & 64 == 0 { 0x0003_ffff } else { 0x0203_ffff }
    } else {
        0x3a << 26 | op << 15 | a & 0x03f8_7fff
    };
    let srsrc = [1u32, 2, 25, 27, 30, 0, 26, 31][(r >> 40) as usize % 8];
    let soffset = [1u32, 0x7c, 0x80, 0xc1, 0xf0, 0x65, 0x7d, 0x6a, 0xfd, b >> 24][(r >> 44) as usize % 10];
    let high = if r & 32 == 0 { 0 } else { b & 0x00e0_0000 };
    let w1 = if r & 0x300 == 0x300 {
        b
    } else {
        b & 0x0f0f | srsrc << 16 | high | soffset << 24
    };
    vec![w0, w1]
}

/// MIMG: mostly valid resource and sampler quads, small registers, the bits varied; sometimes raw.
fn mimg_words(op: u32, r: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let w0 = 0x3c << 26 | op << 18 | a & if r & 4 == 0 { 0x0203_ff00 } else { 0x0203_ffff };
    let rsrc = [2u32, 1, 0, 23, 27, 29, 24][(r >> 40) as usize % 7];
    let samp = [0u32, 1, 25, 27, 30, 31][(r >> 44) as usize % 6];
    let w1 = if r & 0x300 == 0x300 {
        b
    } else {
        b & 0x8000_3f3f | rsrc << 16 | samp << 21
    };
    vec![w0, w1]
}

/// An SDWA dword (the word's SRC0 is 249): mostly valid selects.
fn sdwa_dword(r: u64) -> u32 {
    let mut w1 = (r >> 32) as u32;
    if r & 0x40 == 0 {
        // Selects of 7 and dst_unused of 3 are invalid: keep most words clear of them.
        for shift in [8, 16, 24] {
            if (w1 >> shift) & 7 == 7 {
                w1 &= !(1 << shift);
            }
        }
        if (w1 >> 11) & 3 == 3 {
            w1 &= !(1 << 11);
        }
        w1 &= !(1 << 22 | 1 << 30);
    }
    w1
}

/// VOP3 interpolation: the sources mostly VGPRs where the row wants them.
fn interp_vop3_words(row: &Row, op: u32, r: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let op3 = row.format.vop3_opcode(op as u16).unwrap_or(op as u16) as u32;
    let m = if r & 4 == 0 { 0x0000_80ff } else { 0xffff };
    let srcs = if r & 8 == 0 {
        b & 0xf803_fcff | 1 << 17 | 1 << 26 | if r & 16 == 0 { 0 } else { b & 0x100 }
    } else {
        b
    };
    vec![0x34 << 26 | op3 << 16 | a & m, srcs]
}

/// The VOP3 form of a VOP1/VOP2/VOPC row, most modifier bits clear so many words are valid.
fn e64_words(row: &Row, op: u32, r: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let op3 = row.format.vop3_opcode(op as u16).unwrap_or(0) as u32;
    let m = if r & 4 == 0 { 0x0000_80ff } else { 0xffff };
    let srcs = if r & 8 == 0 { b & 0x07ff_ffff } else { b };
    vec![0x34 << 26 | op3 << 16 | a & m, srcs]
}

/// Random MFMA/SMFMAC words, mostly valid: even register numbers in range, C equal to D or an
/// inline constant, ABID 0 for F8F6F4, BLGP 0 for SMFMAC, the ACC bits varied; one in eight
/// raw. The scale forms get the load-scale pair (VGPR scales, random OPSEL/OPSEL_HI) first.
pub(super) fn mai_words(row: &Row, op: u32, r: u64, r2: u64) -> Vec<u32> {
    let (a, b) = (r as u32, (r >> 32) as u32);
    let mut words = if r & 7 == 0 {
        vec![0x1a7 << 23 | op << 16 | a & 0xffff, b]
    } else {
        let dst = a & 0x7e;
        let cbsz = (a >> 8) & 7;
        let abid = if row.has(flags::MAI_F8F6F4) { 0 } else { (a >> 11) & 0xf };
        let acc_cd = (a >> 15) & 1;
        let blgp = if row.has(flags::MAI_SPARSE) && r & 0x30 != 0 {
            0
        } else {
            b >> 29
        };
        let src0 = 256 + (b & 0x7e);
        let src1 = 256 + ((b >> 8) & 0x7e);
        let src2 = match (r >> 48) & 3 {
            0 => 128 + ((b >> 16) & 0x3f),
            1 => 240 + ((b >> 16) % 9),
            2 => 256 + ((b >> 16) & 0xff),
            _ => 256 + dst,
        };
        vec![
            0x1a7 << 23 | op << 16 | acc_cd << 15 | abid << 11 | cbsz << 8 | dst,
            blgp << 29 | (b & 0x1800_0000) | src2 << 18 | src1 << 9 | src0,
        ]
    };
    if row.has(flags::MAI_SCALE) {
        words[0] = (words[0] & !(0xf << 11)) | 1 << 11;
        let (c, d) = (r2 as u32, (r2 >> 32) as u32);
        let scale = |v: u32| if r2 & 0xf0 == 0 { v & 0x1ff } else { 256 + (v & 0xff) };
        let prefix = if r2 & 0xf00 == 0 { c & 0xffff } else { c & 0x1800 };
        let hi = if r2 & 0xf000 == 0 {
            d & 0xfe00_0000
        } else {
            d & 0x1800_0000
        };
        let mut all = vec![0x1a7 << 23 | 44 << 16 | prefix, hi | scale(d >> 9) << 9 | scale(d)];
        all.extend(words);
        return all;
    }
    words
}

/// Clears the DS register fields `row` does not use in three records out of four, so most
/// random words decode.
pub(super) fn ds_zero_unused(row: &Row, w1: u32) -> u32 {
    use lanescope_gcn::isa::table::Slot;
    if w1 & 0x300 == 0x300 {
        return w1;
    }
    let mut keep = 0;
    for o in row.operands {
        keep |= match o.slot {
            Slot::Src0 => 0xff,
            Slot::Src1 => 0xff00,
            Slot::Src2 => 0xff_0000,
            Slot::Dst => 0xff00_0000,
            _ => 0,
        };
    }
    w1 & keep
}

/// `words` as llvm-mc's disassembler input: little-endian bytes, `0x..` separated by commas.
pub(super) fn bytes_line(words: &[u32]) -> String {
    let mut s = String::new();
    for w in words {
        for b in w.to_le_bytes() {
            if !s.is_empty() {
                s.push(',');
            }
            let _ = write!(s, "0x{b:02x}");
        }
    }
    s
}
