//! Operand spellings: each operand kind's candidates and its default.

use lanescope_gcn::isa::operand::Ty;
use lanescope_gcn::isa::table::{Kind, Row};

/// SGPR, special-register and TTMP spellings of `ty`'s width (and a misaligned pair).
pub(super) fn scalar_candidates(ty: Ty) -> &'static [&'static str] {
    if ty.dwords() == 2 {
        &[
            "s[0:1]",
            "s[4:5]",
            "s[100:101]",
            "vcc",
            "exec",
            "ttmp[2:3]",
            "flat_scratch",
            "xnack_mask",
            "s[3:4]",
        ]
    } else {
        &[
            "s0",
            "s5",
            "s101",
            "vcc_lo",
            "vcc_hi",
            "exec_lo",
            "exec_hi",
            "m0",
            "ttmp3",
            "flat_scratch_hi",
            "xnack_mask_lo",
        ]
    }
}

/// Inline constants, literals (integer, float, 64-bit) and special sources.
pub(super) const CONSTANTS: &[&str] = &[
    "0",
    "1",
    "64",
    "65",
    "-1",
    "-16",
    "-17",
    "0.5",
    "-0.5",
    "1.0",
    "-4.0",
    "0.15915494",
    "1.5",
    "0x12345",
    "1000",
    "0xffffffff",
    "0x3f800000",
    "-2.0",
    "src_scc",
    "src_vccz",
    "src_execz",
    "src_shared_base",
    "src_private_limit",
    "scc",
    "0x7fffffff",
    "0x80000000",
    "0x3ff0000000000000",
    "0x3fc45f306dc9c882",
    "0.15915494309189532",
];

/// `lit()` forces a literal; llvm-mc 22 mishandles it in VOP3 (see known-differences.txt),
/// so it is generated for scalar sources and VALU src0 only.
pub(super) const FORCED_LITERALS: &[&str] = &["lit(1.0)", "lit(0)"];

/// An AGPR tuple of `w` dwords starting at `first`.
pub(super) fn agprs(first: usize, w: u8) -> String {
    vgprs(first, w).replacen('v', "a", 1)
}

/// A VGPR tuple of `w` dwords starting at `first`.
pub(super) fn vgprs(first: usize, w: u8) -> String {
    if w == 1 {
        format!("v{first}")
    } else {
        format!("v[{first}:{}]", first + w as usize - 1)
    }
}

/// Owned copies of `v`.
fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

/// VGPR spellings of `w` dwords: low, high, the last ones, and (64-bit) a misaligned tuple.
fn vgpr_candidates(w: u8) -> Vec<String> {
    match w {
        1 => strings(&["v0", "v1", "v17", "v255"]),
        // v[1:2]: gfx950 wants 64-bit VGPR tuples even-aligned.
        2 => strings(&["v[0:1]", "v[2:3]", "v[254:255]", "v[1:2]"]),
        _ => vec![vgprs(0, w), vgprs(8, w), vgprs(256 - w as usize, w)],
    }
}

/// `v` with the 16-bit float spellings added when `ty` is f16.
fn with_f16(ty: Ty, mut v: Vec<String>) -> Vec<String> {
    if ty.is_f16() {
        v.extend(strings(&["0x3c00", "0xffff", "0.1", "0x3118", "-0x3c00", "65504.0"]));
    }
    v
}

/// Every spelling tried for an operand of `kind` and type `ty`, valid and invalid.
pub(super) fn candidates(kind: Kind, ty: Ty) -> Vec<String> {
    let w = ty.dwords();
    match kind {
        Kind::Ssrc => with_f16(
            ty,
            strings(&[scalar_candidates(ty), CONSTANTS, FORCED_LITERALS].concat()),
        ),
        Kind::Vdst => vgpr_candidates(w),
        Kind::Vsrc | Kind::Vsrc1 => vector_source_candidates(kind, ty),
        Kind::LitK => with_f16(ty, strings(LIT_KS)),
        Kind::VgprSrc => [vgpr_candidates(w), strings(&["s0", "1", "lds_direct"])].concat(),
        Kind::Sdata => sdata_candidates(w),
        // AGPRs (gfx950 only) appear in the DS modifier sets, together for data and destination.
        Kind::DsVdst | Kind::DsData => [vgpr_candidates(w), strings(&["s0", "a1"])].concat(),
        // Written as modifiers (see `modifier_sets`).
        Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset => vec![String::new()],
        Kind::BufOffset | Kind::BufFormat => vec![String::new()],
        Kind::FlatVdst | Kind::FlatData => {
            [vgpr_candidates(w), strings(&["s0", "a1"]), vec![vgprs(1, w.max(2))]].concat()
        }
        // The widest tuple is the `tfe` form (gfx900 loads); AGPRs and misaligned tuples for gfx950.
        Kind::BufData => [
            vgpr_candidates(w),
            strings(&["s0", "a1"]),
            vec![vgprs(1, w.max(2)), vgprs(2, w + 1)],
        ]
        .concat(),
        Kind::MaiDst(w) | Kind::MaiSrc(w) | Kind::MaiSrcC(w) => mai_candidates(kind, w),
        Kind::Sreg => strings(&[scalar_candidates(ty), SREG_EXTRAS].concat()),
        _ => strings(fixed_candidates(kind, ty)),
    }
}

/// VALU source spellings: VGPRs, SGPRs, constants, forced literals (src0 only), and for floats
/// the source modifiers in both syntaxes.
fn vector_source_candidates(kind: Kind, ty: Ty) -> Vec<String> {
    let w = ty.dwords();
    let mut v = [vgpr_candidates(w), strings(scalar_candidates(ty)), strings(CONSTANTS)].concat();
    if kind == Kind::Vsrc {
        v.extend(strings(FORCED_LITERALS));
    }
    if ty.is_float() {
        let r = vgprs(2, w);
        v.extend([
            format!("-{r}"),
            format!("|{r}|"),
            format!("-|{r}|"),
            format!("abs({r})"),
            format!("neg({r})"),
        ]);
        v.extend(strings(&["-1.0"]));
        v.extend(strings(if w == 2 {
            &["-s[8:9]", "|s[8:9]|"]
        } else {
            &["-s7", "|s8|"]
        }));
    }
    with_f16(ty, v)
}

/// SMEM data spellings of `w` dwords.
fn sdata_candidates(w: u8) -> Vec<String> {
    match w {
        1 => strings(SDATA_32),
        2 => strings(SDATA_64),
        _ => {
            let w = w as usize;
            let t = |lo: usize| format!("s[{lo}:{}]", lo + w - 1);
            let mut v = vec![t(8), t(0), t(100 - w), t(2), format!("ttmp[0:{}]", w - 1)];
            if w <= 8 {
                v.push(format!("ttmp[{}:15]", 16 - w));
            }
            v
        }
    }
}

/// MFMA operand spellings of `w` dwords: VGPRs, AGPRs, the last registers, misaligned and
/// too-narrow tuples, scalars and constants where they are sources.
fn mai_candidates(kind: Kind, w: u8) -> Vec<String> {
    let mut v = match kind {
        Kind::MaiDst(_) => vec![vgprs(0, w), vgprs(64, w), agprs(0, w), vgprs(256 - w as usize, w)],
        Kind::MaiSrc(_) => vec![
            vgprs(32, w),
            agprs(32, w),
            vgprs(256 - w as usize, w),
            "s0".into(),
            "1".into(),
        ],
        _ => [vec![vgprs(0, w), agprs(0, w), vgprs(128, w)], strings(MAI_SRC_C_EXTRAS)].concat(),
    };
    if w >= 2 {
        v.extend(match kind {
            Kind::MaiDst(_) => vec![vgprs(1, w)],
            Kind::MaiSrc(_) => vec![vgprs(33, w), vgprs(32, w - 2), agprs(32, w - 2)],
            _ => vec![vgprs(2, w), vgprs(1, w)],
        });
    }
    v
}

/// The candidates of the kinds whose spellings are a fixed list (empty for the others, which
/// `candidates` builds).
fn fixed_candidates(kind: Kind, ty: Ty) -> &'static [&'static str] {
    let w = ty.dwords();
    match kind {
        Kind::Sdst => scalar_candidates(ty),
        Kind::CmpDst => &["vcc", "s[2:3]", "exec", "s[100:101]", "ttmp[0:1]", "s[1:2]"],
        Kind::Label => &["0", "3", "-1", "0x7fff", "-32768", "65535"],
        Kind::Imm16 => &["0", "1", "7", "0xffff", "-1"],
        Kind::OptImm16 => &["1", "0x5a5a"],
        Kind::CarryOut => &["vcc", "s[2:3]", "s[100:101]", "exec", "ttmp[0:1]", "s[1:2]"],
        Kind::CarryIn => &["vcc", "s[4:5]", "s[6:7]", "exec", "0", "-1", "1.0", "v[2:3]"],
        Kind::Hwreg => HWREGS,
        Kind::Waitcnt => WAITCNTS,
        Kind::Sendmsg => SENDMSGS,
        Kind::GprIdx => GPR_IDXS,
        Kind::Lit32 => &["0x12345", "-1", "0", "1.5", "0xffffffff", "65535"],
        Kind::Sbase if w == 4 => &["s[4:7]", "s[96:99]", "ttmp[4:7]", "s[2:5]", "s[0:3]", "s[4:5]"],
        Kind::Sbase => SBASES_64,
        Kind::SmemOffset if ty == Ty::U32 => SMEM_OFFSETS_U32,
        Kind::SmemOffset => SMEM_OFFSETS,
        Kind::Imm7 => &["0", "7", "0x7f", "-1", "0x80", "100"],
        Kind::FlatAddr => &["v[2:3]", "v2", "v[255:256]", "v[3:4]", "off", "v255", "s[2:3]"],
        Kind::FlatSaddr if w == 2 => FLAT_SADDRS_64,
        Kind::FlatSaddr => &["off", "s4", "m0", "vcc_lo", "ttmp3", "s101", "exec_lo", "s[4:5]"],
        Kind::BufAddr => &["off", "v2", "v[2:3]", "v255", "s2", "v[3:4]"],
        Kind::BufRsrc => BUF_RSRCS,
        Kind::BufSoffset => BUF_SOFFSETS,
        Kind::MaiScale => &["v24", "v255", "s1", "1", "a1", "v[2:3]"],
        Kind::AgprDst => &["a0", "a255", "v0", "a[0:1]"],
        Kind::AgprSrc => &["a1", "a255", "v1", "s1", "1"],
        Kind::InterpVsrc => &[
            "v1", "v255", "-v1", "|v1|", "-|v1|", "s1", "1.0", "v[1:2]", "a1", "abs(v1)",
        ],
        Kind::InterpParam => &["p10", "p20", "p0", "p1", "P10", "v1", "0", "-p10", "invalid_param_3"],
        Kind::InterpAttr => INTERP_ATTRS,
        Kind::ExpTarget => EXP_TARGETS,
        Kind::ExpSrc(_) => &["v0", "v255", "off", "s0", "v[0:1]", "1", "a0", "OFF"],
        Kind::MimgData => MIMG_DATAS,
        Kind::MimgAddr => MIMG_ADDRS,
        Kind::MimgRsrc => MIMG_RSRCS,
        Kind::MimgSamp => &[
            "s[0:3]",
            "s[96:99]",
            "s[100:103]",
            "ttmp[12:15]",
            "s[1:4]",
            "s[0:7]",
            "v[0:3]",
        ],
        _ => &[],
    }
}

/// The constant K of `v_madmk`/`v_madak`/`v_fmamk`/`v_fmaak`.
const LIT_KS: &[&str] = &["0x12345", "1.5", "0.5", "-1", "1.0", "0x3c00", "0xffffffff"];

/// Special sources and constants beyond the scalar registers, for `Kind::Sreg`.
const SREG_EXTRAS: &[&str] = &["src_scc", "src_vccz", "src_private_limit", "0", "-1", "0x12345"];

/// MFMA source C constants and scalars (beyond registers).
const MAI_SRC_C_EXTRAS: &[&str] = &[
    "1.0",
    "-1",
    "64",
    "65",
    "0.15915494",
    "0x3ff0000000000000",
    "s0",
    "lit(1)",
];

/// `hwreg(...)` spellings, symbolic and numeric, valid and not.
const HWREGS: &[&str] = &[
    "hwreg(HW_REG_MODE)",
    "hwreg(HW_REG_MODE, 4, 4)",
    "hwreg(HW_REG_STATUS, 0, 1)",
    "hwreg(HW_REG_HW_ID)",
    "hwreg(52, 8, 3)",
    "hwreg(HW_REG_XCC_ID)",
    "hwreg(HW_REG_SH_MEM_BASES, 0, 16)",
    "hwreg(hw_reg_trapsts, 31, 1)",
    "0x1234",
    "hwreg(HW_REG_MODE, 0, 33)",
];

/// `s_waitcnt` spellings: counters, separators, raw values, out-of-range counts.
const WAITCNTS: &[&str] = &[
    "0",
    "vmcnt(0)",
    "lgkmcnt(0)",
    "expcnt(0)",
    "vmcnt(0) lgkmcnt(0)",
    "vmcnt(63)",
    "vmcnt(1) & expcnt(2) & lgkmcnt(3)",
    "vmcnt(5), lgkmcnt(7)",
    "0xffff",
    "vmcnt(48)",
    "lgkmcnt_sat(99)",
    "expcnt(8)",
];

/// `sendmsg(...)` spellings, symbolic and numeric.
const SENDMSGS: &[&str] = &[
    "sendmsg(MSG_INTERRUPT)",
    "sendmsg(MSG_GS, GS_OP_EMIT, 1)",
    "sendmsg(MSG_GS_DONE, GS_OP_NOP)",
    "sendmsg(MSG_SAVEWAVE)",
    "sendmsg(MSG_GET_DOORBELL)",
    "sendmsg(2, 0, 0)",
    "sendmsg(15, 2, 0)",
    "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)",
    "255",
    "3",
];

/// `s_set_gpr_idx_on` modes.
const GPR_IDXS: &[&str] = &[
    "gpr_idx()",
    "gpr_idx(SRC0)",
    "gpr_idx(SRC0,SRC1,SRC2,DST)",
    "gpr_idx(DST)",
    "0x10",
    "5",
];

/// SMEM 32-bit data registers.
const SDATA_32: &[&str] = &[
    "s8",
    "s0",
    "s101",
    "vcc_lo",
    "ttmp5",
    "m0",
    "exec_lo",
    "flat_scratch_hi",
    "null",
    "v1",
];

/// SMEM 64-bit data registers (and a misaligned pair).
const SDATA_64: &[&str] = &[
    "s[8:9]",
    "s[100:101]",
    "vcc",
    "ttmp[2:3]",
    "exec",
    "s[1:2]",
    "flat_scratch",
    "xnack_mask",
];

/// SMEM 64-bit bases (and invalid ones).
const SBASES_64: &[&str] = &[
    "s[2:3]",
    "s[100:101]",
    "vcc",
    "exec",
    "flat_scratch",
    "ttmp[4:5]",
    "s[3:4]",
    "xnack_mask",
    "s2",
];

/// SMEM offsets of the unsigned-offset rows.
const SMEM_OFFSETS_U32: &[&str] = &[
    "0x10",
    "0",
    "-16",
    "0xfffff",
    "0x100000",
    "s4",
    "m0",
    "s4 offset:0x10",
    "s4 offset:-16",
    "ttmp3 offset:0",
];

/// SMEM offsets: immediates at the range's ends, SGPRs, SGPR plus immediate.
const SMEM_OFFSETS: &[&str] = &[
    "0x10",
    "0",
    "-16",
    "0xfffff",
    "-0x100000",
    "0x100000",
    "s4",
    "m0",
    "vcc_lo",
    "ttmp3",
    "exec_hi",
    "s4 offset:0x10",
    "m0 offset:-1",
    "s101 offset:0xfffff",
    "1.0",
    "v1",
];

/// GLOBAL 64-bit SGPR bases (and invalid ones).
const FLAT_SADDRS_64: &[&str] = &[
    "off",
    "s[4:5]",
    "vcc",
    "ttmp[2:3]",
    "flat_scratch",
    "exec",
    "s[5:6]",
    "s4",
    "xnack_mask",
];

/// Buffer resource quads (and misaligned, short and VGPR ones).
const BUF_RSRCS: &[&str] = &[
    "s[4:7]",
    "s[8:11]",
    "s[96:99]",
    "s[100:103]",
    "ttmp[4:7]",
    "ttmp[12:15]",
    "s[2:5]",
    "s[4:5]",
    "v[4:7]",
    "vcc",
];

/// Buffer SOFFSET spellings: SGPRs, constants, specials, invalid ones.
const BUF_SOFFSETS: &[&str] = &[
    "s1",
    "0",
    "-1",
    "64",
    "-16",
    "65",
    "0.5",
    "-4.0",
    "0.15915494",
    "m0",
    "vcc_lo",
    "exec_hi",
    "ttmp3",
    "s101",
    "flat_scratch_lo",
    "null",
    "off",
    "v1",
    "0x1234",
    "src_scc",
    "src_shared_base",
    "lds_direct",
    "s[2:3]",
];

/// Interpolation attribute spellings, valid and invalid.
const INTERP_ATTRS: &[&str] = &[
    "attr0.x", "attr32.w", "attr31.y", "attr1.z", "attr33.x", "attr63.x", "attr00.x", "attr1", "attr1.q", "ATTR0.X",
    "attr0.X", "attr", "v1",
];

/// Export targets, valid and out of range.
const EXP_TARGETS: &[&str] = &[
    "mrt0",
    "mrt7",
    "mrtz",
    "null",
    "pos0",
    "pos3",
    "param0",
    "param31",
    "pos4",
    "mrt8",
    "param32",
    "invalid_target_10",
    "MRT0",
    "mrt00",
    "v0",
];

/// MIMG data tuples of every width (and invalid ones).
const MIMG_DATAS: &[&str] = &[
    "v0",
    "v[0:1]",
    "v[0:2]",
    "v[0:3]",
    "v[0:4]",
    "v[252:255]",
    "v[254:257]",
    "s[0:3]",
    "a[0:3]",
];

/// MIMG address tuples of every width.
const MIMG_ADDRS: &[&str] = &[
    "v4", "v[4:5]", "v[4:6]", "v[4:7]", "v[4:8]", "v[4:9]", "v[4:10]", "v[4:11]", "v[4:12]", "v[4:15]", "v[4:19]",
    "v255", "s4",
];

/// MIMG resource octets (and misaligned, short and VGPR ones).
const MIMG_RSRCS: &[&str] = &[
    "s[8:15]",
    "s[4:11]",
    "s[92:99]",
    "s[96:103]",
    "ttmp[8:15]",
    "s[2:9]",
    "s[8:11]",
    "v[8:15]",
];

/// The default spelling of an operand of `kind` and type `ty`, operand `n` of its row.
pub(super) fn default_operand(kind: Kind, ty: Ty, n: usize) -> String {
    let w = ty.dwords();
    match kind {
        Kind::Sdst => if ty.dwords() == 2 { "s[2:3]" } else { "s2" }.into(),
        Kind::Ssrc => if ty.dwords() == 2 { "s[4:5]" } else { "s5" }.into(),
        Kind::Vdst if w > 2 => vgprs(0, w),
        Kind::Vdst => {
            if ty.dwords() == 2 {
                "v[0:1]".into()
            } else {
                "v0".into()
            }
        }
        Kind::Vsrc | Kind::Vsrc1 if w >= 2 => vgprs(32 * n, w),
        Kind::Vsrc | Kind::Vsrc1 => format!("v{}", n + 1),
        Kind::CmpDst | Kind::CarryOut | Kind::CarryIn => "vcc".into(),
        Kind::Label | Kind::Imm16 => "3".into(),
        Kind::OptImm16 => String::new(),
        Kind::Hwreg => "hwreg(HW_REG_MODE)".into(),
        Kind::Waitcnt => "0".into(),
        Kind::Sendmsg => "sendmsg(MSG_INTERRUPT)".into(),
        Kind::GprIdx => "gpr_idx(SRC0)".into(),
        Kind::LitK => "0x12345".into(),
        Kind::Lit32 => "0x1234".into(),
        Kind::VgprSrc => vgprs(2, w),
        Kind::Sreg => if w == 2 { "s[4:5]" } else { "s5" }.into(),
        Kind::MaiDst(w) | Kind::MaiSrcC(w) => vgprs(0, w),
        Kind::MaiSrc(w) => vgprs(32 * n, w),
        Kind::MaiScale => format!("v{}", 20 + n),
        Kind::AgprDst => "a0".into(),
        Kind::AgprSrc => "a1".into(),
        Kind::InterpVsrc => "v1".into(),
        Kind::InterpParam => "p10".into(),
        Kind::InterpAttr => "attr3.y".into(),
        Kind::ExpTarget => "mrt0".into(),
        Kind::ExpSrc(k) => format!("v{k}"),
        _ => memory_default_operand(kind, w, n),
    }
}

/// The default spelling of a memory operand (SMEM, DS, FLAT, MUBUF/MTBUF, MIMG) of `w` dwords,
/// operand `n` of its row.
fn memory_default_operand(kind: Kind, w: u8, n: usize) -> String {
    match kind {
        Kind::Sdata if w == 1 => "s8".into(),
        Kind::Sdata => format!("s[8:{}]", 8 + w as usize - 1),
        Kind::Sbase if w == 4 => "s[4:7]".into(),
        Kind::Sbase => "s[2:3]".into(),
        Kind::SmemOffset => "0x10".into(),
        Kind::Imm7 => "7".into(),
        Kind::DsVdst if w >= 2 => vgprs(8, w),
        Kind::DsVdst => "v8".into(),
        Kind::DsData if w >= 2 => vgprs(4 * n, w),
        Kind::DsData => format!("v{}", 4 * n),
        Kind::DsOffset | Kind::DsOffset2 | Kind::Swizzle | Kind::FlatOffset => String::new(),
        Kind::FlatVdst if w >= 2 => vgprs(8, w),
        Kind::FlatVdst => "v8".into(),
        Kind::FlatData if w >= 2 => vgprs(12, w),
        Kind::FlatData => "v12".into(),
        Kind::FlatAddr if w == 2 => "v[2:3]".into(),
        Kind::FlatAddr => "v2".into(),
        Kind::FlatSaddr if w == 2 => "off".into(),
        Kind::FlatSaddr => "s4".into(),
        Kind::BufData if w >= 2 => vgprs(2, w),
        Kind::BufData => "v1".into(),
        Kind::BufAddr => "off".into(),
        Kind::BufRsrc => "s[4:7]".into(),
        Kind::BufSoffset => "s1".into(),
        Kind::BufOffset | Kind::BufFormat => String::new(),
        Kind::MimgData if w == 1 => "v0".into(),
        Kind::MimgData => vgprs(0, w),
        Kind::MimgAddr => "v4".into(),
        Kind::MimgRsrc => "s[8:15]".into(),
        Kind::MimgSamp => "s[0:3]".into(),
        _ => String::new(),
    }
}

/// Each operand of `row` in its default spelling.
pub(super) fn default_operands(row: &Row) -> Vec<String> {
    row.operands
        .iter()
        .enumerate()
        .map(|(n, o)| default_operand(o.kind, o.ty, n))
        .collect()
}
