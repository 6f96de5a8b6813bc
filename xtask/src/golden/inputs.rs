//! Assembly inputs: one operand at a time, modifier sets, encoding forms, random combinations.

use lanescope_gcn::isa::format::Format;
use lanescope_gcn::isa::table::{Kind, Row, TABLE};
use lanescope_gcn::Arch;

use super::modifiers::{modifier_sets, suffixes};
use super::operands::{candidates, default_operands, vgprs};
use super::Rng;
use lanescope_gcn::isa::table::Slot;

/// The first hand-written slice gets every candidate; the other rows a sample, so the
/// committed vectors stay a few megabytes.
pub(super) fn is_slice(row: &Row) -> bool {
    matches!(row.fidelity, lanescope_gcn::isa::table::Fidelity::Exact)
}

/// An assembly line: `row`'s name with `suffix`, the non-empty operands, the modifiers.
pub(super) fn line(row: &Row, suffix: &str, ops: &[String], mods: &str) -> String {
    line_named(&format!("{}{suffix}", row.name), ops, mods)
}

/// An assembly line: `mnemonic`, the non-empty operands joined by commas, the modifiers.
pub(super) fn line_named(mnemonic: &str, ops: &[String], mods: &str) -> String {
    let ops: Vec<&str> = ops.iter().map(String::as_str).filter(|s| !s.is_empty()).collect();
    let mut l = mnemonic.to_string();
    if !ops.is_empty() {
        l.push(' ');
        l.push_str(&ops.join(", "));
    }
    if !mods.is_empty() {
        l.push(' ');
        l.push_str(mods);
    }
    l
}

/// Assembly inputs for one architecture, sorted and without repeats.
pub(super) fn asm_inputs(arch: Arch) -> Vec<String> {
    let mut out = Vec::new();
    for row in TABLE.iter().filter(|r| r.opcode_on(arch).is_some()) {
        let mut rng = Rng::for_row(0x9e37_79b9_7f4a_7c15, arch, row.name);
        for suffix in suffixes(row) {
            row_lines(arch, row, suffix, &mut rng, &mut out);
        }
    }
    // gfx950's matrix instructions on gfx900 (llvm-mc: not supported on this GPU).
    if !arch.has_mfma() {
        for row in TABLE
            .iter()
            .filter(|r| r.opcode_on(arch).is_none() && r.format == Format::Vop3pMai)
        {
            out.push(line(row, "", &default_operands(row), ""));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Every line of `row` with `suffix`: one operand at a time, each modifier set, the forms of the
/// row's encoding family, its aliases, then random combinations.
fn row_lines(arch: Arch, row: &Row, suffix: &str, rng: &mut Rng, out: &mut Vec<String>) {
    let defaults = default_operands(row);
    out.push(line(row, suffix, &defaults, ""));
    one_operand_at_a_time(row, suffix, &defaults, rng, out);
    for m in modifier_sets(row).into_iter().skip(1) {
        out.push(line(row, suffix, &defaults, m));
    }
    if suffix.is_empty() && row.has_dpp(arch) {
        dpp_forms(row, &defaults, out);
    }
    if suffix.is_empty() && row.has_sdwa() && !row.operands.is_empty() {
        sdwa_forms(row, &defaults, out);
    }
    family_forms(row, suffix, &defaults, out);
    for (alias, op) in lanescope_gcn::isa::table::ALIASES {
        if *op == row.op {
            out.push(line_named(alias, &defaults, ""));
        }
    }
    random_combinations(row, suffix, rng, out);
}

/// Each operand over its candidates (all of them for the hand-written slice and the special
/// operands, else a random six), the others at their defaults.
fn one_operand_at_a_time(row: &Row, suffix: &str, defaults: &[String], rng: &mut Rng, out: &mut Vec<String>) {
    for (k, o) in row.operands.iter().enumerate() {
        let all = candidates(o.kind, o.ty);
        let picked: Vec<String> = if is_slice(row) || matches!(o.kind, Kind::Hwreg | Kind::Waitcnt | Kind::Sendmsg) {
            all
        } else {
            (0..6).map(|_| rng.pick(&all).clone()).collect()
        };
        for c in picked {
            let mut ops = defaults.to_vec();
            ops[k] = c;
            out.push(line(row, suffix, &ops, ""));
        }
    }
}

/// Random combinations of every operand at once, with a random modifier set.
fn random_combinations(row: &Row, suffix: &str, rng: &mut Rng, out: &mut Vec<String>) {
    let n = if is_slice(row) || row.format == Format::Exp || row.is_interp() {
        24
    } else {
        6
    };
    for _ in 0..n {
        let ops: Vec<String> = row
            .operands
            .iter()
            .map(|o| rng.pick(&candidates(o.kind, o.ty)).clone())
            .collect();
        let mods = *rng.pick(&modifier_sets(row));
        out.push(line(row, suffix, &ops, mods));
    }
}

/// The forms of the row's encoding family beyond one operand at a time: SGPR-based and other
/// address forms, returning atomics, buffer and image forms, AGPR operands, exports.
fn family_forms(row: &Row, suffix: &str, defaults: &[String], out: &mut Vec<String>) {
    if row.format == Format::FlatGlobal || row.format == Format::FlatScratch {
        flat_address_forms(row, suffix, defaults, out);
    }
    // A returning flat atomic without its destination, and with it and sc0 (gfx950).
    if row.has(lanescope_gcn::isa::table::flags::FLAT_RTN) {
        out.push(line(row, suffix, &defaults[1..], ""));
        out.push(line(row, suffix, &defaults[1..], "offset:4"));
        out.push(line(row, suffix, defaults, "sc0"));
        out.push(line(row, suffix, defaults, "offset:4 sc0 nt"));
    }
    // Buffer address forms, LDS forms, `tfe`, `buffer_store_lds_dword`'s `lds`.
    if row.format.is_buffer() && !row.operands.is_empty() {
        buffer_forms(row, defaults, out);
    }
    if row.format == Format::Ds || row.format.is_flat() || row.format.is_buffer() {
        memory_agpr_forms(row, suffix, defaults, out);
    }
    // MFMA operands in AGPRs (C and D together, A and B each), and the deprecated names.
    if row.format == Format::Vop3pMai {
        let acc = in_agprs(row, defaults, |k| {
            matches!(k, Kind::MaiDst(_) | Kind::MaiSrc(_) | Kind::MaiSrcC(_))
        });
        out.push(line(row, suffix, &acc, ""));
        out.push(line(row, "_e64", defaults, ""));
    }
    // Image data widths with their dmask, d16 and tfe; every address width.
    if row.format == Format::Mimg {
        mimg_forms(row, defaults, out);
    }
    // Export source patterns (off, compr pairs, optional commas) and every target.
    if row.format == Format::Exp {
        exp_forms(out);
    }
}

/// `defaults` with the operands whose kind passes `moved` in AGPRs.
fn in_agprs(row: &Row, defaults: &[String], moved: impl Fn(Kind) -> bool) -> Vec<String> {
    row.operands
        .iter()
        .zip(defaults)
        .map(|(o, d)| {
            if moved(o.kind) {
                d.replacen('v', "a", 1)
            } else {
                d.clone()
            }
        })
        .collect()
}

/// `defaults` with every operand of `kind` spelled `v`.
fn with_kind(row: &Row, defaults: &[String], kind: Kind, v: &str) -> Vec<String> {
    row.operands
        .iter()
        .zip(defaults)
        .map(|(o, d)| if o.kind == kind { v.to_string() } else { d.clone() })
        .collect()
}

/// DPP forms: the e32 operands with each kind of control, masks and bound_ctrl; a negated and
/// a scalar src0; a DPP control on the plain mnemonic.
fn dpp_forms(row: &Row, defaults: &[String], out: &mut Vec<String>) {
    let name_dpp = format!("{}_dpp", row.name);
    for c in DPP_CONTROLS {
        out.push(line_named(&name_dpp, defaults, c));
    }
    // Source modifiers and the other operand candidates, a sample.
    let mut ops = defaults.to_vec();
    if let Some(k) = row.operands.iter().position(|o| o.slot == Slot::Src0) {
        ops[k] = format!("-{}", ops[k]);
        out.push(line_named(&name_dpp, &ops, "row_shl:2"));
        ops[k] = "s1".into();
        out.push(line_named(&name_dpp, &ops, "row_shl:2"));
    }
    out.push(line_named(row.name, defaults, "row_shr:3"));
}

/// SDWA forms: each select, clamp and output modifiers, sign extension, scalar and constant
/// sources, VOPC destinations, and some lines llvm-mc rejects.
fn sdwa_forms(row: &Row, defaults: &[String], out: &mut Vec<String>) {
    let name = format!("{}_sdwa", row.name);
    for m in SDWA_SELECTS {
        out.push(line_named(&name, defaults, m));
    }
    for ops in sdwa_operand_variants(row, defaults) {
        out.push(line_named(&name, &ops, "src0_sel:BYTE_1"));
    }
    out.push(line_named(row.name, defaults, "src0_sel:WORD_1"));
    out.push(line_named(&format!("{}_e32", row.name), defaults, "src0_sel:WORD_1"));
}

/// The SDWA operand lists beyond the defaults: each source's sign extension, modifiers, scalars
/// and constants, two scalar sources, VOPC destinations.
fn sdwa_operand_variants(row: &Row, defaults: &[String]) -> Vec<Vec<String>> {
    let slot_of = |slot| row.operands.iter().position(|o| o.slot == slot);
    let (src0, src1) = (slot_of(Slot::Src0), slot_of(Slot::Src1));
    let with = |k: usize, v: &str| {
        let mut ops = defaults.to_vec();
        ops[k] = v.into();
        ops
    };
    let mut variants: Vec<Vec<String>> = Vec::new();
    if let Some(k) = src0 {
        variants.extend(SDWA_SRC0S.iter().map(|v| with(k, v)));
    }
    if let Some(k) = src1 {
        variants.extend(["sext(v2)", "-v2", "|v2|", "s2", "0.5", "64", "ttmp3"].map(|v| with(k, v)));
        if let Some(k0) = src0 {
            let mut ops = with(k0, "s1");
            ops[k] = "s2".into();
            variants.push(ops.clone());
            ops[k] = "s1".into();
            variants.push(ops);
        }
    }
    if row.format == Format::Vopc {
        variants.extend(["s[4:5]", "exec", "ttmp[2:3]", "s[3:4]", "vcc_lo"].map(|v| with(0, v)));
    }
    variants
}

/// GLOBAL with an SGPR base (32-bit address), SCRATCH with the other address forms.
fn flat_address_forms(row: &Row, suffix: &str, defaults: &[String], out: &mut Vec<String>) {
    let forms: &[(&str, &str)] = if row.format == Format::FlatGlobal {
        &[("v2", "s[4:5]"), ("v3", "s[4:5]"), ("v[2:3]", "s[4:5]"), ("v2", "off")]
    } else {
        &[("off", "s4"), ("v2", "s4"), ("off", "off"), ("v2", "off")]
    };
    for (a, sa) in forms {
        let ops = with_kind(row, &with_kind(row, defaults, Kind::FlatAddr, a), Kind::FlatSaddr, sa);
        out.push(line(row, suffix, &ops, ""));
        out.push(line(row, suffix, &ops, "offset:-16"));
    }
}

/// Data and destination in AGPRs (gfx950; an error on gfx900), bare and with the last modifier set.
fn memory_agpr_forms(row: &Row, suffix: &str, defaults: &[String], out: &mut Vec<String>) {
    let agprs = in_agprs(row, defaults, |k| {
        matches!(
            k,
            Kind::DsVdst | Kind::DsData | Kind::FlatVdst | Kind::FlatData | Kind::BufData
        )
    });
    if agprs != defaults {
        out.push(line(row, suffix, &agprs, ""));
        out.push(line(
            row,
            suffix,
            &agprs,
            modifier_sets(row).last().copied().unwrap_or(""),
        ));
    }
}

/// DPP controls with masks and `bound_ctrl`, one of each kind.
const DPP_CONTROLS: &[&str] = &[
    "quad_perm:[0,1,2,3]",
    "quad_perm:[3,2,1,0] row_mask:0x1 bank_mask:0x2 bound_ctrl:0",
    "row_shl:1",
    "row_shr:15 bound_ctrl:1",
    "row_ror:7 row_mask:0x5",
    "wave_shl:1",
    "wave_ror:1 bank_mask:0x0",
    "row_mirror",
    "row_half_mirror",
    "row_bcast:15 row_mask:0xa",
    "row_bcast:31 row_mask:0xc",
    "row_newbcast:3",
    "row_shl:0",
    "row_mask:0x3",
];

/// SDWA selects, `dst_unused`, clamp and output modifiers, numeric and named.
const SDWA_SELECTS: &[&str] = &[
    "",
    "dst_sel:BYTE_0",
    "dst_sel:WORD_1 dst_unused:UNUSED_PAD",
    "dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_2",
    "src0_sel:WORD_1 src1_sel:BYTE_1",
    "src0_sel:BYTE_1 src1_sel:WORD_0",
    "clamp dst_sel:WORD_0",
    "mul:2 src0_sel:BYTE_0",
    "clamp div:2",
    "src0_sel:BYTE_1 dst_sel:WORD_1",
    "dst_sel:2 dst_unused:1 src0_sel:5",
    "src1_sel:WORD_0",
    "dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD",
    "src0_sel:DWORD src1_sel:DWORD",
    "clamp",
];

/// SDWA source 0 spellings: sign extension, modifiers, scalars, constants.
const SDWA_SRC0S: &[&str] = &[
    "sext(v1)", "-v1", "|v1|", "s1", "1.0", "-1", "exec_lo", "vcc_hi", "0x1234", "sext(-1)", "m0",
];

/// MIMG lines beyond one operand at a time: each data width against dmask, `d16` and `tfe`,
/// each address width.
pub(super) fn mimg_forms(row: &Row, defaults: &[String], out: &mut Vec<String>) {
    for (data, mods) in [
        ("v0", "dmask:0x1"),
        ("v0", "dmask:0x2 glc"),
        ("v[0:1]", "dmask:0x3"),
        ("v[0:1]", "dmask:0x9 glc"),
        ("v[0:2]", "dmask:0x7"),
        ("v[0:3]", "dmask:0xf"),
        ("v[0:1]", "dmask:0x1 tfe"),
        ("v[0:4]", "dmask:0xf tfe"),
        ("v[0:2]", "dmask:0x3 tfe"),
        ("v0", "dmask:0x3 d16"),
        ("v[0:1]", "dmask:0x7 d16"),
        ("v[0:1]", "dmask:0xf d16"),
        ("v[0:2]", "dmask:0xf tfe d16"),
        ("v[0:1]", "dmask:0x1 tfe d16"),
        ("v[0:1]", "dmask:0x1 d16"),
        ("v0", "dmask:0x0"),
        ("v0", ""),
        ("v[0:3]", "dmask:0x2"),
        ("v[0:3]", "dmask:0x4 tfe"),
        ("v[0:4]", "dmask:0x8 tfe"),
        ("v[0:2]", "dmask:0x1 tfe d16"),
        ("v[254:255]", "dmask:0x3"),
        ("v[1:4]", "dmask:0xf unorm glc slc a16 tfe lwe da"),
    ] {
        out.push(line(row, "", &with_kind(row, defaults, Kind::MimgData, data), mods));
    }
    let dm = modifier_sets(row)[0];
    for w in 1..=16u8 {
        let a = if w == 1 { "v4".to_string() } else { vgprs(4, w) };
        out.push(line(row, "", &with_kind(row, defaults, Kind::MimgAddr, &a), dm));
    }
    out.push(line(
        row,
        "",
        &with_kind(row, defaults, Kind::MimgAddr, "v[250:255]"),
        dm,
    ));
}

/// EXP lines beyond one operand at a time: every target, `off` patterns with and without
/// `compr`, the optional commas, too few or too many sources.
pub(super) fn exp_forms(out: &mut Vec<String>) {
    let targets = (0..8)
        .map(|n| format!("mrt{n}"))
        .chain((0..4).map(|n| format!("pos{n}")))
        .chain((0..32).map(|n| format!("param{n}")));
    for t in targets {
        out.push(format!("exp {t} v0, v1, v2, v3"));
    }
    for srcs in [
        "v0, off, v1, off",
        "off, v1, off, v3",
        "v0, v1, off, off",
        "off, off, v2, v3",
        "off, off, off, off",
        "v4, v5, v6, v7",
        "v255, off, off, v255",
    ] {
        for m in ["", " compr", " done compr vm", " vm"] {
            out.push(format!("exp mrt1 {srcs}{m}"));
            out.push(format!("exp pos2 {srcs}{m}"));
        }
    }
    for l in [
        "exp mrt0 v0 v1 v2 v3",
        "exp mrt0, v0, v1, v2, v3",
        "exp mrt0 v0, v1, v2",
        "exp mrt0 v0, v1, v2, v3, v4",
        "exp mrt0",
        "exp",
        "exp mrtz v0, off, v2, off done",
        "exp null off, off, off, off vm",
        "exp_e32 mrt0 v0, v1, v2, v3",
    ] {
        out.push(l.to_string());
    }
}

/// Buffer lines beyond one operand at a time: each VADDR form with its `idxen`/`offen`, the
/// LDS forms (no VDATA), `tfe` with its wider VDATA, and `buffer_store_lds_dword`'s `lds`.
pub(super) fn buffer_forms(row: &Row, defaults: &[String], out: &mut Vec<String>) {
    let fmt = if row.format == Format::Mtbuf {
        "format:[BUF_DATA_FORMAT_32] "
    } else {
        ""
    };
    if row.operand(Slot::Src0).is_none() {
        // buffer_store_lds_dword.
        for m in [
            "lds",
            "offset:4 lds",
            "offset:4 lds glc slc",
            "glc lds",
            "lds sc0",
            "offset:4",
            "lds tfe",
        ] {
            out.push(line(row, "", defaults, m));
        }
        return;
    }
    for (addr, mods) in [
        ("v2", "offen"),
        ("v2", "idxen"),
        ("v[2:3]", "idxen offen"),
        ("v[3:4]", "idxen offen"),
        ("v2", "offen offset:4095 glc"),
        ("v2", "idxen offset:8 sc0 nt"),
        ("v255", "offen slc"),
        ("off", "offen"),
        ("v[2:3]", "offen"),
        ("v[2:3]", "offen idxen"),
        ("v2", "offset:4 offen"),
    ] {
        out.push(line(
            row,
            "",
            &with_kind(row, defaults, Kind::BufAddr, addr),
            &format!("{fmt}{mods}"),
        ));
    }
    if let Some(k) = row.operands.iter().position(|o| o.kind == Kind::BufData) {
        buffer_data_forms(row, defaults, k, fmt, out);
    }
}

/// The LDS forms of a buffer row whose data operand is `k` (no VDATA, loads only have one), with
/// an address and cache bits; `tfe` with one more data register (gfx900 loads).
fn buffer_data_forms(row: &Row, defaults: &[String], k: usize, fmt: &str, out: &mut Vec<String>) {
    let w = row.operands[k].ty.dwords();
    let mut no_data: Vec<String> = defaults.to_vec();
    no_data.remove(k);
    for m in ["lds", "offset:4 glc slc lds", "offset:4 sc0 nt lds", "lds offset:4"] {
        out.push(line(row, "", &no_data, m));
    }
    let mut no_data_v = with_kind(row, defaults, Kind::BufAddr, "v2");
    no_data_v.remove(k);
    out.push(line(row, "", &no_data_v, "offen lds"));
    out.push(line(row, "", &no_data_v, "idxen sc0 lds"));
    let wide = with_kind(row, defaults, Kind::BufData, &vgprs(2, w + 1));
    out.push(line(row, "", &wide, "tfe"));
    out.push(line(row, "", &wide, &format!("{fmt}offset:16 glc slc tfe")));
    out.push(line(row, "", &wide, "tfe glc"));
    out.push(line(row, "", defaults, "lds tfe"));
}
