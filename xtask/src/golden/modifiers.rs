//! Modifier spellings: each row's modifier sets and the VOP3/VOP3P modifier sweep.

use lanescope_gcn::isa::format::Format;
use lanescope_gcn::isa::table::{Kind, Row, TABLE};
use lanescope_gcn::Arch;

use super::inputs::line;
use super::operands::default_operands;
use super::Rng;
use lanescope_gcn::isa::table::{flags, Slot};

/// The mnemonic suffixes `row` is written with: bare, `_e32` and `_e64` where it has a VOP3 form.
pub(super) fn suffixes(row: &Row) -> &'static [&'static str] {
    if row.has_e64_form() {
        &["", "_e32", "_e64"]
    } else {
        &[""]
    }
}

/// The modifier strings tried on `row`, valid and invalid; the first is the default (empty,
/// but MIMG's dmask and GDS-only DS rows' `gds`).
pub(super) fn modifier_sets(row: &Row) -> Vec<&'static str> {
    let mut m = vec![""];
    if row.has(flags::SMEM_GLC) || row.format == Format::Smem {
        m.push("glc");
    }
    if row.format == Format::Smem && !row.has(flags::SMEM_GLC) {
        return m;
    }
    if row.format == Format::Vop3pMai {
        m.extend(MAI_MODIFIERS);
    } else if row.format == Format::Vop3p {
        vop3p_modifiers(row, &mut m);
    } else if row.format.is_flat() {
        flat_modifiers(row, &mut m);
    } else if row.format == Format::Mimg {
        mimg_modifiers(row, &mut m);
    } else if row.format == Format::Exp {
        m.extend(EXP_MODIFIERS);
    } else if row.is_interp() {
        m.extend(INTERP_MODIFIERS);
    } else if row.format.is_buffer() {
        buffer_modifiers(row, &mut m);
    } else if row.format == Format::Ds {
        ds_modifiers(row, &mut m);
    } else {
        alu_modifiers(row, &mut m);
    }
    m
}

/// VOP3P: op_sel/op_sel_hi/neg_lo/neg_hi lists for the row's source count, clamp, and two
/// modifiers it does not take.
fn vop3p_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    m.extend(if row.sources() == 2 {
        VOP3P_2_SOURCES
    } else {
        VOP3P_3_SOURCES
    });
    m.extend(["clamp", "mul:2", "op_sel:[1]"]);
}

/// FLAT/GLOBAL/SCRATCH: the offset's range, and both architectures' cache-policy spellings
/// (each is an error on the other).
fn flat_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    let offsets: &[&str] = if row.format == Format::Flat {
        &["offset:4095", "offset:16", "offset:4096", "offset:-1"]
    } else {
        &[
            "offset:4095",
            "offset:-4096",
            "offset:-8",
            "offset:4096",
            "offset:-4097",
        ]
    };
    m.extend(offsets);
    m.extend(FLAT_CACHE_POLICIES);
}

/// The dmask an image row takes by default: one channel for gathers and 32-bit atomics, two for
/// 64-bit atomics, four otherwise.
fn mimg_default_dmask(row: &Row) -> &'static str {
    if row.has(flags::MIMG_GATHER) {
        "dmask:0x1"
    } else if row.has(flags::MIMG_ATOMIC) && row.operands[0].ty.dwords() == 2 {
        "dmask:0x3"
    } else if row.has(flags::MIMG_ATOMIC) {
        "dmask:0x1"
    } else {
        "dmask:0xf"
    }
}

/// MIMG: the default dmask first, every dmask, then each flag combination with the default dmask.
fn mimg_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    let dm = mimg_default_dmask(row);
    m[0] = dm;
    m.extend(MIMG_DMASKS);
    for x in MIMG_FLAGS {
        m.push(Box::leak(format!("{dm} {x}").into_boxed_str()));
    }
    m.push("glc dmask:0xf");
}

/// MUBUF/MTBUF: the offset's range, both architectures' cache-policy spellings in llvm-mc's
/// order and others, the address modes; MTBUF formats.
fn buffer_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    if row.operands.is_empty() {
        m.extend(["glc", "slc", "sc0", "sc1", "nt", "sc0 sc1", "offset:4", "lds", "tfe"]);
        return;
    }
    m.extend(BUFFER_MODIFIERS);
    if row.format == Format::Mtbuf {
        m.extend(MTBUF_FORMATS);
    }
}

/// DS: the offsets of the row's offset kind, and `gds` where the row may (or must) take it.
fn ds_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    let offsets: &[&str] = match row.operand(Slot::Offset).map(|o| o.kind) {
        Some(Kind::DsOffset) => &[
            "offset:16",
            "offset:65535",
            "offset:0x10",
            "offset:0",
            "offset:65536",
            "offset:-1",
        ],
        Some(Kind::DsOffset2) => &[
            "offset0:4 offset1:8",
            "offset1:255",
            "offset0:1",
            "offset0:256",
            "offset:4",
        ],
        Some(Kind::Swizzle) => DS_SWIZZLES,
        _ => &[],
    };
    m.extend(offsets);
    if row.has(flags::DS_GDS_ONLY) {
        m[0] = "gds";
        m.push("offset:4 gds");
    } else if !row.has(flags::DS_NO_GDS) {
        m.extend(["gds", "offset:8 gds", "gds offset:8"]);
    }
}

/// ALU rows: clamp and the output modifiers (VALU), op_sel lists for the row's source count.
fn alu_modifiers(row: &Row, m: &mut Vec<&'static str>) {
    if row.format.is_valu() {
        m.extend(["clamp", "mul:2", "mul:4", "div:2", "clamp div:2"]);
    }
    if row.has(flags::OPSEL) {
        m.extend(match row.sources() {
            1 => &["op_sel:[1,0]", "op_sel:[0,1]", "op_sel:[1,1] clamp"][..],
            2 => &["op_sel:[1,0,0]", "op_sel:[0,1,1]", "op_sel:[1,1,1] clamp"][..],
            _ => &[
                "op_sel:[1,0,0,0]",
                "op_sel:[0,0,1,1]",
                "op_sel:[1,1,1,1] clamp",
                "op_sel:[0,1,0,0]",
            ][..],
        });
    }
}

/// MFMA controls (`cbsz`, `abid`, `blgp`, `neg`, `op_sel`), valid and invalid.
const MAI_MODIFIERS: &[&str] = &[
    "cbsz:1",
    "abid:2",
    "blgp:3",
    "cbsz:3 abid:1 blgp:7",
    "cbsz:2 blgp:4",
    "cbsz:4 blgp:2",
    "cbsz:7 abid:15",
    "neg:[1,0,1]",
    "cbsz:1 neg:[0,1,0]",
    "neg:[1,1]",
    "abid:16",
    "cbsz:8",
    "blgp:1 abid:1",
    "op_sel:[1,0,0]",
    "op_sel_hi:[0,1,0]",
    "op_sel:[1,1] op_sel_hi:[1,1] cbsz:4",
    "op_sel:[0,0,1] op_sel_hi:[1,1,1] blgp:2",
    "clamp",
    "CBSZ:1",
];

/// VOP3P modifier lists for two sources.
const VOP3P_2_SOURCES: &[&str] = &[
    "op_sel:[1,0]",
    "op_sel:[0,1]",
    "op_sel_hi:[0,0]",
    "op_sel_hi:[1,0]",
    "neg_lo:[1,0]",
    "neg_hi:[0,1]",
    "neg_lo:[1,1] neg_hi:[1,1] clamp",
    "op_sel:[1,1] op_sel_hi:[0,1] clamp",
    "op_sel:[0,0,1]",
];

/// VOP3P modifier lists for three sources.
const VOP3P_3_SOURCES: &[&str] = &[
    "op_sel:[1,0,0]",
    "op_sel:[0,1,1]",
    "op_sel:[0,0,0,1]",
    "op_sel_hi:[0,0,0]",
    "op_sel_hi:[1,0,1]",
    "op_sel_hi:[1,1,1]",
    "neg_lo:[1,0,0]",
    "neg_hi:[0,0,1]",
    "neg_lo:[0,1,1] neg_hi:[1,1,0] clamp",
    "op_sel:[1,1,1] op_sel_hi:[0,0,0] clamp",
];

/// FLAT cache-policy bits in both architectures' spellings, and some invalid ones.
const FLAT_CACHE_POLICIES: &[&str] = &[
    "glc",
    "slc",
    "glc slc",
    "offset:8 glc",
    "sc0",
    "sc1",
    "nt",
    "sc0 nt sc1",
    "offset:8 sc0 sc1",
    "nv",
    "lds",
    "glc glc",
];

/// MIMG dmask values, valid and invalid.
const MIMG_DMASKS: &[&str] = &[
    "dmask:0x1",
    "dmask:0x3",
    "dmask:0x7",
    "dmask:0xf",
    "dmask:0x5",
    "dmask:15",
    "dmask:0x1f",
    "dmask:0x0",
];

/// MIMG flag combinations, each written after the default dmask.
const MIMG_FLAGS: &[&str] = &[
    "unorm",
    "glc",
    "slc",
    "a16",
    "tfe",
    "lwe",
    "da",
    "d16",
    "r128",
    "glc slc",
    "unorm glc slc a16 lwe da",
    "da glc",
    "d16 tfe",
    "tfe d16",
    "lwe tfe",
    "a16 slc",
    ", glc",
    "glc glc",
];

/// EXP flags in every order, and some invalid ones.
const EXP_MODIFIERS: &[&str] = &[
    "done",
    "compr",
    "vm",
    "done compr vm",
    "done vm",
    "compr vm",
    "compr done",
    "vm done",
    "done done",
    "off",
    "row_en",
    "glc",
];

/// Interpolation modifiers (`high`, clamp, output modifiers, `op_sel`), in both orders.
const INTERP_MODIFIERS: &[&str] = &[
    "high",
    "clamp",
    "mul:2",
    "mul:4",
    "div:2",
    "clamp div:2",
    "div:2 clamp",
    "high clamp",
    "clamp high",
    "high mul:2",
    "mul:2 high",
    "op_sel:[0,0,0,1]",
    "op_sel:[1,0,0,0]",
    "op_sel:[0,1,0,0]",
    "op_sel:[0,0,1,0]",
    "op_sel:[1,1,1,1]",
    "op_sel:[0,0,1]",
    "high op_sel:[0,0,1,0]",
    "op_sel:[0,0,0,1] high",
    "clamp op_sel:[0,0,0,1]",
    "op_sel:[0,0,0,1] clamp",
    "high clamp div:2 op_sel:[0,0,0,1]",
    "clamp clamp",
    "mul:2 div:2",
    "mul:3",
    "glc",
];

/// MUBUF/MTBUF offsets, cache-policy bits in both architectures' spellings, address modes.
const BUFFER_MODIFIERS: &[&str] = &[
    "offset:4095",
    "offset:16",
    "offset:4096",
    "offset:-1",
    "glc",
    "slc",
    "glc slc",
    "slc glc",
    "offset:8 glc slc",
    "glc offset:8",
    "sc0",
    "nt",
    "sc1",
    "sc0 nt sc1",
    "nt sc0",
    "offset:8 sc0 sc1",
    "lds",
    "tfe",
    "glc tfe",
    "glc glc",
    "nv",
    "addr64",
    "offen",
    "idxen",
];

/// MTBUF `format:` spellings: symbolic, numeric, unified, invalid.
const MTBUF_FORMATS: &[&str] = &[
    "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
    "format:[BUF_NUM_FORMAT_SINT]",
    "format:[BUF_DATA_FORMAT_INVALID]",
    "format:[BUF_DATA_FORMAT_8]",
    "format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_8_8]",
    "format:22",
    "format:1",
    "format:127",
    "format:128",
    "format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offset:4 glc",
    "format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offset:4 sc0 nt",
    "offset:4 format:22",
    "format:[BUF_FMT_32_FLOAT]",
    "format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_8]",
];

/// `ds_swizzle_b32` offsets: every mode, raw values, invalid ones.
const DS_SWIZZLES: &[&str] = &[
    "offset:swizzle(QUAD_PERM,0,1,2,3)",
    "offset:swizzle(BITMASK_PERM,\"01pip\")",
    "offset:swizzle(BROADCAST,8,1)",
    "offset:swizzle(SWAP,4)",
    "offset:swizzle(REVERSE,8)",
    "offset:swizzle(ROTATE,1,5)",
    "offset:swizzle(FFT,3)",
    "offset:0x8000",
    "offset:0xe0",
    "offset:0x1f",
    "offset:0x9000",
    "offset:swizzle(SWAP,3)",
];

/// Whether `row` is swept by the modifier generators: native VOP3A/VOP3P rows and the VOP3
/// (`_e64`) forms of VOP1/VOP2/VOPC rows (not the interpolation or MAI rows, which have their
/// own vectors).
pub(super) fn modifier_swept(row: &Row) -> bool {
    !row.is_interp() && (matches!(row.format, Format::Vop3a | Format::Vop3p) || row.has_e64_form())
}

/// A random list of `n` bits, llvm-mc's `[a,b,…]` syntax.
pub(super) fn bit_list(rng: &mut Rng, n: usize) -> String {
    let bits: Vec<String> = (0..n).map(|_| (rng.next() & 1).to_string()).collect();
    format!("[{}]", bits.join(","))
}

/// Random values in every modifier field of a VOP3/VOP3P row, in llvm-mc's printed order
/// (source abs/neg go on the operands): `bitop3`, `op_sel`, `op_sel_hi`, `neg_lo`, `neg_hi`,
/// `clamp` and the output modifier. A field the row does not take is added now and then, so
/// rejections are swept too.
pub(super) fn random_modifiers(row: &Row, rng: &mut Rng) -> String {
    use lanescope_gcn::isa::table::flags;
    let n = row.sources().max(1);
    let r = rng.next();
    let wanted = |f: u64, bit: u32| (row.has(f) && r >> bit & 1 == 1) || r >> (bit + 16) & 7 == 0;
    let mut m: Vec<String> = Vec::new();
    if row.has(flags::BITOP3) {
        m.push(format!("bitop3:{:#x}", rng.next() & 0xff));
    }
    if row.format == Format::Vop3p {
        for (name, bit) in [("op_sel", 0), ("op_sel_hi", 1), ("neg_lo", 2), ("neg_hi", 3)] {
            if r >> bit & 1 == 1 {
                m.push(format!("{name}:{}", bit_list(rng, n)));
            }
        }
    } else if wanted(flags::OPSEL, 0) {
        let entries = if row.has(flags::OPSEL4) { 4 } else { n + 1 };
        m.push(format!("op_sel:{}", bit_list(rng, entries)));
    }
    if wanted(flags::CLAMP, 4) {
        m.push("clamp".into());
    }
    if wanted(flags::OMOD, 5) {
        m.push(["mul:2", "mul:4", "div:2"][(rng.next() % 3) as usize].into());
    }
    m.join(" ")
}

/// Assembly inputs sweeping the modifier fields of every VOP3/VOP3P row: the default operands,
/// random abs/neg on the sources, random modifier fields.
pub(super) fn modifier_sweep_lines(arch: Arch) -> Vec<String> {
    let mut out = Vec::new();
    for row in TABLE
        .iter()
        .filter(|r| r.opcode_on(arch).is_some() && modifier_swept(r))
    {
        let mut rng = Rng::for_row(0x5851_f42d_4c95_7f2d, arch, row.name);
        let suffix = if row.has_e64_form() { "_e64" } else { "" };
        for _ in 0..6 {
            let mut ops = default_operands(row);
            for (k, o) in row.operands.iter().enumerate() {
                if matches!(o.kind, Kind::Vsrc | Kind::Vsrc1 | Kind::Ssrc)
                    && row.format != Format::Vop3p
                    && !unmodelled_source_modifiers(row)
                {
                    ops[k] = match rng.next() % 6 {
                        0 => format!("-{}", ops[k]),
                        1 => format!("|{}|", ops[k]),
                        2 => format!("-|{}|", ops[k]),
                        _ => ops[k].clone(),
                    };
                }
            }
            let mods = random_modifiers(row, &mut rng);
            out.push(line(row, suffix, &ops, &mods));
        }
    }
    out
}

/// Words sweeping the modifier bits of every VOP3/VOP3P row: the default line's encoding (as
/// lanescope assembles it) with random ABS/NEG/OP_SEL/CLAMP/OMOD bits (VOP3A; VOP3B keeps its
/// SDST) or NEG_HI/OP_SEL/OP_SEL_HI/CLAMP/NEG_LO bits (VOP3P).
pub(super) fn modifier_sweep_words(arch: Arch) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for row in TABLE
        .iter()
        .filter(|r| r.opcode_on(arch).is_some() && modifier_swept(r))
    {
        let suffix = if row.has_e64_form() { "_e64" } else { "" };
        let text = line(row, suffix, &default_operands(row), "");
        let Ok(words) = lanescope_gcn::syntax::assemble(arch, &text).map(|p| p.words()) else {
            continue;
        };
        let Ok(words) = words else { continue };
        if words.len() != 2 {
            continue;
        }
        let mut rng = Rng::for_row(0x2f6b_7f2d_94d0_49bb, arch, row.name);
        // The fields the row has: OP_SEL only where it takes op_sel; ABS/NEG not where
        // lanescope does not model them yet.
        let mut m0: u32 = if row.is_vop3b() { 0x8000 } else { 0x8700 };
        let mut m1: u32 = 0xf800_0000;
        if row.has(lanescope_gcn::isa::table::flags::OPSEL) || row.format == Format::Vop3p {
            m0 |= 0x7800;
        }
        if unmodelled_source_modifiers(row) {
            m0 &= !0x0700;
            m1 &= !0xe000_0000;
        }
        for _ in 0..6 {
            let r = rng.next();
            let (a, b) = (r as u32, (r >> 32) as u32);
            out.push(vec![words[0] & !m0 | a & m0, words[1] & !m1 | b & m1]);
        }
    }
    out
}

/// gfx950's `v_cvt_scalef32_*` rows, whose per-source abs/neg rules lanescope does not model
/// exactly yet (see known-differences.txt): the modifier sweep leaves their source modifiers out.
pub(super) fn unmodelled_source_modifiers(row: &Row) -> bool {
    row.name.starts_with("v_cvt_scalef32_")
}
