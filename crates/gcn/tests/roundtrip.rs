//! Property tests over generated instructions of every table row:
//! decode(encode(x)) = x, and assemble(print(x)) encodes to the same words.
//! Plus: arbitrary words and text never panic the decoder or the assembler.

use lanescope_gcn::decode::decode;
use lanescope_gcn::encode::encode;
use lanescope_gcn::isa::operand::{Ty, LITERAL, VCC_LO, VGPR0};
use lanescope_gcn::isa::table::{flags, Kind, Operand, Row, Slot, TABLE};
use lanescope_gcn::syntax::{assemble, print, print_asm};
use lanescope_gcn::{Arch, Inst};
use proptest::prelude::*;

const SCALAR32: &[u16] = &[
    0, 1, 2, 17, 100, 101, 102, 103, 104, 105, 106, 107, 108, 115, 123, 124, 126, 127,
];
/// A VALU scalar destination (`v_readlane_b32`) cannot be M0 (llvm-mc rejects it).
const SCALAR32_NO_M0: &[u16] = &[
    0, 1, 2, 17, 100, 101, 102, 103, 104, 105, 106, 107, 108, 115, 123, 126, 127,
];
/// SMEM data registers: no M0 or EXEC.
const SMEM_DATA32: &[u16] = &[0, 1, 17, 101, 102, 104, 106, 107, 108, 115, 123];
const SMEM_DATA64: &[u16] = &[0, 2, 98, 100, 102, 104, 106, 108, 122];
/// Starts of 4-aligned tuples (clamped to the register file per width).
const SMEM_WIDE: &[u16] = &[0, 4, 8, 64, 84, 96, 108, 112, 116, 120];
const SCALAR64: &[u16] = &[0, 2, 4, 98, 100, 102, 104, 106, 108, 110, 122, 126];
const SPECIAL_SRC: &[u16] = &[230, 231, 235, 236, 237, 238, 239, 251, 252, 253];
/// Specials that can start a 64-bit source (not src_flat_scratch_base_hi or lds_direct).
const SPECIAL_SRC64: &[u16] = &[230, 235, 236, 237, 238, 239, 251, 252, 253];

fn pick(v: &'static [u16]) -> impl Strategy<Value = u16> {
    prop::sample::select(v)
}

/// Any scalar-or-constant source code for an operand of `dwords`.
fn scalar_source(dwords: u8) -> BoxedStrategy<u16> {
    let regs = if dwords == 2 {
        pick(SCALAR64).boxed()
    } else {
        pick(SCALAR32).boxed()
    };
    let specials = if dwords == 2 { SPECIAL_SRC64 } else { SPECIAL_SRC };
    prop_oneof![regs, 128u16..=208, 240u16..=248, pick(specials), Just(LITERAL)].boxed()
}

/// The targets the generator draws operands for.
const GFX9: [Arch; 2] = [Arch::Gfx900, Arch::Gfx950];

/// A valid instruction of any table row on its GFX9 architecture(s).
fn inst_strategy() -> impl Strategy<Value = (Arch, Inst)> {
    inst_strategy_in(
        (0..TABLE.len())
            .filter(|&i| GFX9.iter().any(|&a| TABLE[i].opcode_on(a).is_some()))
            .collect(),
    )
}

/// A valid instruction of one of `rows` (indices into the table) on `arch`.
fn inst_strategy_in(rows: Vec<usize>) -> impl Strategy<Value = (Arch, Inst)> {
    (
        prop::sample::select(rows),
        // The generator draws GFX9 operands (scalar codes, SDWA/VOP3 modifiers); gfx803's
        // own rules are checked by the golden vectors and tests/gfx803.rs.
        prop::sample::select(GFX9.to_vec()),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_flat_map(|(r, arch, vop3, seed)| {
            let row = &TABLE[r];
            // Rows that exist on one architecture only are generated for it.
            let arch = if row.opcode_on(arch).is_some() {
                arch
            } else {
                GFX9.into_iter().find(|&a| row.opcode_on(a).is_some()).unwrap_or(arch)
            };
            // v_nop_e64 and v_clrexcp_e64 print without a suffix and read back as e32 (as in
            // llvm-mc), so only their e32 form round-trips through text.
            let vop3 = vop3 && row.has_e64_form() && !row.operands.is_empty();
            let native_vop3 = vop3 || row.format == lanescope_gcn::isa::format::Format::Vop3a;
            let mut strategies: Vec<BoxedStrategy<(Slot, u16)>> = Vec::new();
            for o in row.operands {
                strategies.push(operand_strategy(row, o, vop3).prop_map(move |c| (o.slot, c)).boxed());
            }
            (strategies, any::<u32>(), 0u8..8, 0u8..8, any::<bool>(), 0u8..4, 0u8..16).prop_map(
                move |(ops, literal, neg, abs, clamp, omod, op_sel)| {
                    let mut i = Inst::new(row.op);
                    i.vop3 = vop3;
                    place_operands(row, &mut i, ops);
                    if native_vop3 {
                        vop3_modifiers(row, &mut i, (neg, abs, clamp, omod, op_sel));
                    }
                    fit_registers(arch, row, &mut i);
                    format_fields(arch, row, &mut i, literal, seed);
                    literal_and_extension(arch, row, &mut i, vop3, literal, seed);
                    (arch, i)
                },
            )
        })
}

/// The codes operand `o` of `row` may take (`vop3`: the instruction is in its VOP3 form).
fn operand_strategy(row: &Row, o: &Operand, vop3: bool) -> BoxedStrategy<u16> {
    let w = o.ty.dwords();
    match o.kind {
        Kind::Sdst if w == 2 => pick(SCALAR64).boxed(),
        Kind::Sdst if row.format.is_valu() => pick(SCALAR32_NO_M0).boxed(),
        Kind::Sdst => pick(SCALAR32).boxed(),
        Kind::Vdst => (0u16..256).boxed(),
        Kind::CmpDst if vop3 => pick(SCALAR64).boxed(),
        Kind::CmpDst => Just(VCC_LO).boxed(),
        Kind::Ssrc => scalar_source(w),
        Kind::Vsrc if w > 2 => (VGPR0..VGPR0 + 256).boxed(),
        Kind::Vsrc => prop_oneof![(VGPR0..VGPR0 + 256), scalar_source(w)].boxed(),
        Kind::Vsrc1 if !vop3 => (VGPR0..VGPR0 + 256).boxed(),
        Kind::Vsrc1 => prop_oneof![(VGPR0..VGPR0 + 256), scalar_source(w)].boxed(),
        Kind::Label | Kind::Imm16 | Kind::OptImm16 | Kind::Hwreg => any::<u16>().boxed(),
        Kind::CarryOut | Kind::CarryIn if !vop3 => Just(VCC_LO).boxed(),
        Kind::CarryOut => pick(SCALAR64).boxed(),
        // The assembler takes an SGPR pair (llvm-mc rejects a VGPR pair there, though its
        // disassembler shows one).
        Kind::CarryIn => pick(SCALAR64).boxed(),
        Kind::Waitcnt => waitcnt_values(),
        Kind::Sendmsg => (0u16..0x400).prop_map(|v| v & !0x80).boxed(),
        Kind::GprIdx if o.slot == Slot::Src1 => (0u16..16).boxed(),
        Kind::GprIdx => (0u16..16).boxed(),
        Kind::LitK | Kind::Lit32 => Just(0).boxed(),
        Kind::VgprSrc => (VGPR0..VGPR0 + 256).boxed(),
        Kind::Sdata if w == 1 => pick(SMEM_DATA32).boxed(),
        Kind::Sdata if w == 2 => pick(SMEM_DATA64).boxed(),
        Kind::Sdata => pick(SMEM_WIDE)
            .prop_map(move |c| c.min((if c >= 108 { 124 } else { 102 } - w as u16) & !3))
            .boxed(),
        Kind::Sbase if w == 4 => pick(SMEM_WIDE).boxed(),
        Kind::Sbase => pick(SMEM_DATA64).boxed(),
        Kind::Imm7 => (0u16..128).boxed(),
        Kind::SmemOffset => any::<u16>().boxed(),
        Kind::FlatVdst => (0u16..256).boxed(),
        Kind::FlatData | Kind::FlatAddr => (VGPR0..VGPR0 + 256).boxed(),
        Kind::FlatSaddr if w == 2 => pick(&[0x7f, 0x7f, 0, 2, 4, 100, 102, 104, 106, 108, 122]).boxed(),
        Kind::FlatSaddr => pick(&[0x7f, 0x7f, 0, 4, 101, 102, 106, 108, 124, 127]).boxed(),
        Kind::FlatOffset => any::<u16>().boxed(),
        Kind::BufData if o.slot == Slot::Dst => (0u16..256).boxed(),
        Kind::BufData | Kind::BufAddr => (VGPR0..VGPR0 + 256).boxed(),
        // llvm-mc prints s[100:103] and `null` when disassembling but refuses them in
        // assembly, so the generator leaves them out.
        Kind::BufRsrc => pick(&[0, 4, 8, 96, 108, 112, 120]).boxed(),
        Kind::BufSoffset => pick(BUF_SOFFSET).boxed(),
        Kind::BufOffset => any::<u16>().boxed(),
        Kind::BufFormat => (0u16..128).boxed(),
        Kind::DsVdst => (0u16..256).boxed(),
        Kind::DsData => (VGPR0..VGPR0 + 256).boxed(),
        Kind::DsOffset | Kind::DsOffset2 => any::<u16>().boxed(),
        Kind::Swizzle => any::<u16>().prop_map(canonical_swizzle).boxed(),
        Kind::MaiDst(_) | Kind::AgprDst => (0u16..256).boxed(),
        Kind::MaiSrc(_) | Kind::MaiScale | Kind::AgprSrc => (VGPR0..VGPR0 + 256).boxed(),
        Kind::MaiSrcC(_) => prop_oneof![(VGPR0..VGPR0 + 256), 128u16..=208, 240u16..=248].boxed(),
        Kind::InterpVsrc => (VGPR0..VGPR0 + 256).boxed(),
        Kind::InterpParam => (0u16..3).boxed(),
        Kind::InterpAttr => (0u16..33, 0u16..4).prop_map(|(n, c)| n | c << 6).boxed(),
        // The targets llvm-mc names (the others print as invalid_target_N).
        Kind::ExpTarget => prop_oneof![0u16..=9, 12u16..=15, 32u16..=63].boxed(),
        // The sources, enables and bits come from `exp_fields`.
        Kind::ExpSrc(_) => Just(0).boxed(),
        // MIMG registers; widths, bits and the sampler come from `mimg_fields`.
        Kind::MimgData if o.slot == Slot::Dst => (0u16..240).boxed(),
        Kind::MimgData => (VGPR0..VGPR0 + 240).boxed(),
        Kind::MimgAddr => (VGPR0..VGPR0 + 240).boxed(),
        Kind::MimgRsrc => pick(&[0, 4, 8, 92, 108, 112, 116]).boxed(),
        Kind::MimgSamp => pick(&[0, 4, 96, 108, 120]).boxed(),
        Kind::Sreg if w == 2 => pick(SCALAR64).boxed(),
        Kind::Sreg => prop_oneof![pick(SCALAR32), 251u16..=253].boxed(),
    }
}

/// The `s_waitcnt` fields' canonical values only: printing and re-assembling must give them back.
fn waitcnt_values() -> BoxedStrategy<u16> {
    (0u16..64, 0u16..8, 0u16..16)
        .prop_map(|(vm, exp, lgkm)| (vm & 15) | (vm >> 4) << 14 | exp << 4 | lgkm << 8)
        .boxed()
}

/// The SOFFSET codes llvm-mc assembles for MUBUF/MTBUF.
const BUF_SOFFSET: &[u16] = &[
    0, 1, 101, 102, 104, 106, 107, 108, 123, 124, 126, 127, 128, 129, 192, 193, 208, 235, 240, 247, 248, 251, 253,
];

/// A swizzle offset whose printed form reads back to the same bits (the printed macros, like
/// llvm-mc's, drop bits the pattern does not use).
fn canonical_swizzle(v: u16) -> u16 {
    match v >> 13 {
        0..=3 => {
            let and = v & 0x1f;
            let or = (v >> 5) & 0x1f & !and;
            let xor = (v >> 10) & 0x1f & and;
            and | or << 5 | xor << 10
        }
        4 => 0x8000 | (v & 0xff),
        5 => 0x8100 | (v & 0x3eff),
        6 => 0xc000 | (v & 0x7e0),
        _ => 0xe000 | (v & 0x1f),
    }
}

/// Puts each generated operand code `ops` in its slot of `i`.
fn place_operands(row: &Row, i: &mut Inst, ops: Vec<(Slot, u16)>) {
    for (slot, c) in ops {
        match slot {
            Slot::Dst => i.dst = c,
            Slot::Src0 => i.src[0] = c,
            Slot::Src1 => i.src[1] = c,
            Slot::Src2 => i.src[2] = c,
            Slot::Simm16 => i.simm16 = c,
            Slot::SdstField => i.sdst = c,
            Slot::Literal => {}
            // The offset's strategy value picks its form and value below.
            Slot::Saddr => i.soffset = c,
            Slot::Offset if row.format != lanescope_gcn::isa::format::Format::Smem => i.offset = c as u32,
            Slot::Offset => i.soffset = c,
            Slot::ScaleA => i.mai.scale[0] = c,
            Slot::ScaleB => i.mai.scale[1] = c,
        }
    }
}

/// The VOP3 modifiers of a native-VOP3 instruction, as far as `row` has them: no literal
/// (none in VOP3 on GFX9), NEG/ABS on float sources, OPSEL, clamp, OMOD.
fn vop3_modifiers(row: &Row, i: &mut Inst, (neg, abs, clamp, omod, op_sel): (u8, u8, bool, u8, u8)) {
    // No literal in VOP3 on GFX9.
    for s in &mut i.src {
        if *s == LITERAL {
            *s = 128;
        }
    }
    let fm = row.float_sources();
    i.neg = neg & fm;
    if !row.is_vop3b() {
        i.abs = abs & fm;
        if row.has(flags::OPSEL4) {
            i.op_sel = op_sel;
        } else if row.has(flags::OPSEL) {
            i.op_sel = op_sel & (((1u8 << row.sources()) - 1) | 8);
        }
    }
    i.clamp = clamp && row.has(flags::CLAMP);
    i.omod = if row.has(flags::OMOD) { omod } else { 0 };
}

/// Register tuples of `row`'s operands in `i`: inside the file, and even-aligned on gfx950;
/// no literal where the row allows none.
fn fit_registers(arch: Arch, row: &Row, i: &mut Inst) {
    if row.has(flags::NO_LITERAL) {
        for s in &mut i.src {
            if *s == LITERAL {
                *s = 128;
            }
        }
    }
    for o in row.operands {
        let w = o.ty.dwords() as u16;
        if w < 2 {
            continue;
        }
        let fix = |r: u16| {
            let r = r.min(256 - w);
            if arch.aligned_vgpr_tuples() && o.kind != Kind::CarryIn {
                r & !1
            } else {
                r
            }
        };
        match (o.slot, o.kind) {
            (Slot::Dst, Kind::Vdst) => i.dst = fix(i.dst),
            (Slot::Src0 | Slot::Src1 | Slot::Src2, _) => {
                let k = match o.slot {
                    Slot::Src0 => 0,
                    Slot::Src1 => 1,
                    _ => 2,
                };
                if i.src[k] >= VGPR0 {
                    i.src[k] = VGPR0 + fix(i.src[k] - VGPR0);
                }
            }
            _ => {}
        }
    }
}

/// The fields of `row`'s encoding format (SMEM, VOP3P, MAI, DS, FLAT, buffer, interpolation,
/// export, MIMG) from the random `literal` and `seed`.
fn format_fields(arch: Arch, row: &Row, i: &mut Inst, literal: u32, seed: u64) {
    if row.format == lanescope_gcn::isa::format::Format::Smem {
        smem_fields(row, i, literal);
    }
    if row.format == lanescope_gcn::isa::format::Format::Vop3p {
        vop3p_fields(row, i, literal);
    }
    if row.format == lanescope_gcn::isa::format::Format::Vop3pMai {
        mai_fields(row, i, seed);
    }
    if row.format == lanescope_gcn::isa::format::Format::Ds {
        ds_fields(arch, row, i, literal);
    }
    if row.format.is_flat() {
        flat_fields(arch, row, i, literal);
    }
    if row.format.is_buffer() {
        buffer_fields(arch, row, i, literal);
    }
    if row.is_interp() {
        interp_fields(row, i, literal);
    }
    if row.format == lanescope_gcn::isa::format::Format::Exp {
        exp_fields(i, literal, seed);
    }
    if row.format == lanescope_gcn::isa::format::Format::Mimg {
        mimg_fields(row, i, literal);
    }
}

/// The literal (16 bits for a 16-bit operand, as llvm-mc prints it) and, in the 32-bit form,
/// a DPP or SDWA extension picked by `seed`.
fn literal_and_extension(arch: Arch, row: &Row, i: &mut Inst, vop3: bool, literal: u32, seed: u64) {
    if i.has_literal() {
        i.literal = literal;
        // A 16-bit operand's literal is printed as 16 bits (as llvm-mc does).
        let sixteen = row.operands.iter().any(|o| {
            matches!(o.ty, Ty::F16 | Ty::BF16 | Ty::I16 | Ty::U16 | Ty::B16)
                && (o.kind == Kind::LitK || i.src[o.slot_index()] == LITERAL)
        });
        if sixteen {
            i.literal &= 0xffff;
        }
    }
    if !vop3 && row.has_dpp(arch) && seed & 3 == 3 {
        dpp_fields(arch, row, i, seed >> 2);
    } else if !vop3 && row.has_sdwa() && !row.operands.is_empty() && seed & 3 == 2 {
        sdwa_fields(row, i, seed >> 2);
    }
}

/// Completes a generated interpolation instruction: ABS/NEG only on the VGPR sources (VOP3 bit
/// 1 for the I/J VGPR, bit 2 for the f16 rows' third source), `high` on the f16 rows, OPSEL
/// only where the row takes it (without source 1's bit), no output modifier where it has none.
fn interp_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    let vop3 = i.vop3 || row.format == lanescope_gcn::isa::format::Format::Vop3a;
    if !vop3 {
        return;
    }
    let param = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam);
    let allowed = if param { 0 } else { 2 } | if row.operand(Slot::Src2).is_some() { 4 } else { 0 };
    i.neg = (bits & 7) as u8 & allowed;
    i.abs = (bits >> 3 & 7) as u8 & allowed;
    i.clamp = bits >> 6 & 1 == 1;
    i.omod = if row.has(flags::OMOD) { (bits >> 7 & 3) as u8 } else { 0 };
    i.op_sel = if row.has(flags::OPSEL) {
        (bits >> 9 & 0xd) as u8
    } else {
        0
    };
    if row.format == lanescope_gcn::isa::format::Format::Vop3a && bits >> 13 & 1 == 1 {
        i.simm16 |= 0x100;
    }
}

/// What decoding gives back: a MIMG address at the width llvm-mc's disassembler prints (the
/// assembler takes others, but the encoding does not hold the width).
fn decoded_form(mut i: Inst) -> Inst {
    if i.row().format == lanescope_gcn::isa::format::Format::Mimg {
        i.sdst = lanescope_gcn::isa::table::mimg_address_widths(i.op).0 as u16;
    }
    i
}

/// Completes a generated MIMG instruction as the assembler takes it: a DMASK the row accepts
/// (one bit for gathers, a 32- or 64-bit one for atomics), the modifier bits (no `d16` where
/// the row has none, no `tfe` on a d16 gather), an address width llvm-mc accepts for the opcode.
fn mimg_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    use lanescope_gcn::isa::inst::{mem, mimg};
    use lanescope_gcn::isa::table::mimg_address_widths;
    let dmask = (bits & 0xf) as u16;
    i.simm16 = if row.has(flags::MIMG_GATHER) {
        1 << (bits & 3)
    } else if row.has(flags::MIMG_ATOMIC) {
        let cmpswap = row.operand(Slot::Src1).is_some_and(|o| o.ty.dwords() == 2);
        match (cmpswap, bits & 1) {
            (false, 0) => 1,
            (false, _) => 3,
            (true, 0) => 3,
            (true, _) => 0xf,
        }
    } else {
        dmask
    };
    i.mem = [(4, mem::GLC), (5, mem::SLC), (6, mem::TFE)]
        .iter()
        .filter(|(k, _)| bits >> k & 1 == 1)
        .fold(0, |m, (_, b)| m | b);
    i.offset = [
        (7, mimg::UNORM),
        (8, mimg::DA),
        (9, mimg::A16),
        (10, mimg::LWE),
        (11, mimg::D16),
    ]
    .iter()
    .filter(|(k, f)| bits >> k & 1 == 1 && !(*f == mimg::D16 && row.has(flags::MIMG_NO_D16)))
    .fold(0, |m, (_, f)| m | f);
    // llvm-mc cannot assemble a d16 gather with `tfe`.
    if row.has(flags::MIMG_GATHER) && i.offset & mimg::D16 != 0 {
        i.mem &= !mem::TFE;
    }
    let mask = mimg_address_widths(row.op).1;
    let widths: Vec<u16> = (1..=16).filter(|w| mask >> (w - 1) & 1 == 1).collect();
    i.sdst = widths[(bits >> 12) as usize % widths.len()];
}

/// Completes a generated export as the assembler writes it: EN bits and VSRC bytes (a disabled
/// source's byte zero), `done`/`compr`/`vm`; with `compr`, enables in pairs and only VSRC0/VSRC1.
fn exp_fields(i: &mut Inst, bits: u32, seed: u64) {
    use lanescope_gcn::isa::inst::mem;
    let flags = [mem::DONE, mem::COMPR, mem::VM];
    i.mem = flags
        .iter()
        .enumerate()
        .filter(|(k, _)| seed >> k & 1 == 1)
        .fold(0, |m, (_, f)| m | f);
    let regs = (seed >> 8) as u32;
    i.literal = 0;
    if i.mem & mem::COMPR != 0 {
        i.offset = [0, 3, 0xc, 0xf][(bits & 3) as usize];
        for k in 0..2 {
            if i.offset >> (2 * k) & 1 == 1 {
                i.literal |= (regs >> (8 * k) & 0xff) << (8 * k);
            }
        }
    } else {
        i.offset = bits & 0xf;
        for k in 0..4 {
            if i.offset >> k & 1 == 1 {
                i.literal |= (regs >> (8 * k) & 0xff) << (8 * k);
            }
        }
    }
}

/// Completes a generated MFMA/SMFMAC: CBSZ/ABID/BLGP and the register files from random bits
/// (no ABID for F8F6F4, no BLGP for SMFMAC), tuples of the widths the formats call for inside
/// the register file and even-aligned, C equal to D where a partial overlap would be refused, and
/// the scale forms' op_sel/op_sel_hi.
fn mai_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u64) {
    i.mai.cbsz = (bits & 7) as u8;
    i.mai.abid = if row.has(flags::MAI_F8F6F4) {
        0
    } else {
        (bits >> 3 & 15) as u8
    };
    i.mai.blgp = if row.has(flags::MAI_SPARSE) {
        0
    } else {
        (bits >> 7 & 7) as u8
    };
    i.mai.acc = (bits >> 10 & 7) as u8;
    if row.has(flags::MAI_SCALE) {
        i.op_sel = (bits >> 13 & 3) as u8;
        i.op_sel_hi = (bits >> 15 & 3) as u8;
    }
    let fix = |r: u16, w: u8| {
        let r = r.min(256 - w as u16);
        if w >= 2 {
            r & !1
        } else {
            r
        }
    };
    for o in row.operands {
        let w = i.mai_dwords(o);
        match o.kind {
            Kind::MaiDst(_) => i.dst = fix(i.dst, w),
            Kind::MaiSrc(_) | Kind::MaiSrcC(_) => {
                let k = o.slot_index();
                if i.src[k] >= VGPR0 {
                    i.src[k] = VGPR0 + fix(i.src[k] - VGPR0, w);
                }
            }
            _ => {}
        }
    }
    if let Some(Kind::MaiSrcC(w)) = row.operand(Slot::Src2).map(|o| o.kind) {
        let (d, c, w) = (i.dst, i.src[2].wrapping_sub(VGPR0), w as u16);
        if i.src[2] >= VGPR0 && row.has(flags::MAI_OVERLAP) && c != d && c < d + w && d < c + w {
            i.src[2] = VGPR0 + d;
        }
    }
    i.literal = 0;
}

/// Completes a generated SMEM instruction: its offset form (immediate, SGPR, or SGPR plus
/// immediate) and `glc` where the row takes it, from random bits.
fn smem_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    use lanescope_gcn::isa::inst::mem;
    let pick = i.soffset;
    i.soffset = 0;
    if let Some(o) = row.operand(Slot::Offset) {
        let sgpr = SCALAR32_NO_M0[pick as usize % SCALAR32_NO_M0.len()];
        let imm = if o.ty == Ty::U32 {
            bits & 0xf_ffff
        } else {
            bits & 0x1f_ffff
        };
        match pick >> 14 {
            0 | 1 => {
                i.mem |= mem::IMM;
                i.offset = imm;
            }
            2 => i.offset = sgpr as u32,
            _ => {
                i.mem |= mem::IMM | mem::SOE;
                i.offset = imm;
                i.soffset = sgpr;
            }
        }
    }
    if row.has(flags::SMEM_GLC) && bits >> 31 == 1 {
        i.mem |= mem::GLC;
    }
}

/// Completes a generated DS instruction: `gds` where the row and architecture allow it, AGPR
/// data on gfx950, tuples inside the register file and even on gfx950.
fn ds_fields(arch: Arch, row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    use lanescope_gcn::isa::inst::mem;
    let gds = row.has(flags::DS_GDS_ONLY) || (arch.has_gds() && !row.has(flags::DS_NO_GDS) && bits & 1 == 1);
    if gds {
        i.mem |= mem::GDS;
    }
    let has_data = row
        .operands
        .iter()
        .any(|o| matches!(o.kind, Kind::DsVdst | Kind::DsData));
    if arch.has_agprs() && has_data && bits & 2 == 2 {
        i.mem |= mem::ACC;
    }
    for o in row.operands {
        let w = o.ty.dwords() as u16;
        let fix = |r: u16| {
            let r = r.min(256 - w);
            let gws = row.has(flags::DS_GDS_ONLY) && o.kind == Kind::DsData;
            if arch.aligned_vgpr_tuples() && (w >= 2 || gws) && o.kind != Kind::VgprSrc && !row.has(flags::DS_UNALIGNED)
            {
                r & !1
            } else {
                r
            }
        };
        match o.slot {
            Slot::Dst => i.dst = fix(i.dst),
            Slot::Src0 | Slot::Src1 | Slot::Src2 => {
                let k = o.slot_index();
                i.src[k] = VGPR0 + fix(i.src[k] - VGPR0);
            }
            _ => {}
        }
    }
}

/// Turns a generated VOP1/VOP2 instruction into its DPP form: VGPR sources, a control the row
/// may use, float source modifiers only.
fn dpp_fields(arch: Arch, row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u64) {
    use lanescope_gcn::isa::dpp::valid_ctrl;
    use lanescope_gcn::isa::inst::Dpp;
    let wide = row.has_wide_dpp_operand();
    let mut ctrl = (bits & 0x1ff) as u16;
    if !valid_ctrl(ctrl, arch, wide) {
        ctrl = if wide && arch.has_dpp_64bit() {
            0x150 | (ctrl & 0xf)
        } else {
            ctrl & 0xff
        };
    }
    for k in 0..2 {
        if row.operand(if k == 0 { Slot::Src0 } else { Slot::Src1 }).is_some() && i.src[k] < VGPR0 {
            i.src[k] = VGPR0 + (bits >> 9) as u16 % 254;
        }
    }
    if arch.has_dpp_64bit() && wide {
        i.src[0] = VGPR0 + ((i.src[0] - VGPR0) & !1).min(254);
    }
    let fm = row.float_sources() & 3;
    i.neg = (bits >> 17) as u8 & fm;
    i.abs = (bits >> 19) as u8 & fm;
    i.literal = 0;
    i.dpp = Some(Dpp {
        ctrl,
        row_mask: (bits >> 21) as u8 & 0xf,
        bank_mask: (bits >> 25) as u8 & 0xf,
        bound_ctrl: bits >> 29 & 1 == 1,
    });
}

/// Turns a generated VOP1/VOP2/VOPC instruction into its SDWA form: no literal, one scalar
/// source at most (none beside an implicit VCC read), float modifiers on float sources and
/// `sext` on integer ones, clamp and omod where the row has them, a VOPC destination.
fn sdwa_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u64) {
    use lanescope_gcn::isa::format::Format;
    use lanescope_gcn::isa::inst::Sdwa;
    let n = row.sources().min(2);
    let mut scalars = if row.has(flags::READS_VCC) { 1 } else { 0 };
    for k in 0..n {
        let c = i.src[k];
        let register = c < 128 || (230..=239).contains(&c) || (251..=255).contains(&c);
        // A 16-bit integer SDWA source has no text for 1/(2π) (llvm-mc 22 refuses it).
        let int16 = row.operands.iter().any(|o| {
            o.slot_index() == k
                && matches!(o.slot, Slot::Src0 | Slot::Src1)
                && matches!(o.ty, Ty::B16 | Ty::U16 | Ty::I16 | Ty::I16F16)
        });
        if c == LITERAL || c == 254 || (register && scalars > 0) || (int16 && c == 248) {
            i.src[k] = VGPR0 + (bits >> (8 * k)) as u16 % 256;
        } else if register {
            scalars += 1;
        }
    }
    let sel = |b: u64| (b % 7) as u8;
    // Packed f16 sources keep abs/neg bits llvm-mc does not print: leave them clear.
    let packed16 = row.operands.iter().fold(0u8, |m, o| match o.slot {
        Slot::Src0 | Slot::Src1 if o.ty.is_packed16() => m | 1 << o.slot_index(),
        _ => m,
    });
    let fm = row.float_sources() & !row.sdwa_sext_sources() & !packed16 & 3;
    let present = ((1u16 << n) - 1) as u8;
    i.neg = (bits >> 16) as u8 & fm;
    i.abs = (bits >> 18) as u8 & fm;
    let vopc = row.format == Format::Vopc;
    let src_only = row.has(flags::SDWA_SRC_ONLY);
    let mut d = Sdwa {
        dst_sel: if vopc || src_only { 6 } else { sel(bits >> 20) },
        dst_unused: if vopc || src_only {
            if src_only {
                0
            } else {
                2
            }
        } else {
            (bits >> 23) as u8 % 3
        },
        src_sel: [sel(bits >> 25), if n > 1 { sel(bits >> 28) } else { 6 }],
        sext: (bits >> 31) as u8 & row.sdwa_sext_sources() & present & 3,
    };
    if vopc {
        d.dst_sel = 6;
        i.clamp = false;
        i.omod = 0;
        i.dst = match bits >> 33 & 3 {
            0 | 1 => 106,
            2 => 126,
            _ => ((bits >> 35) as u16 % 51) * 2,
        };
    } else {
        i.clamp = bits >> 40 & 1 == 1 && row.has(flags::CLAMP);
        let float_dst = row.operand(Slot::Dst).is_some_and(|o| o.ty.is_float());
        i.omod = if row.has(flags::OMOD) && float_dst {
            (bits >> 41) as u8 & 3
        } else {
            0
        };
    }
    if src_only {
        d.sext = 0;
    }
    i.literal = 0;
    i.sdwa = Some(d);
}

/// Completes a generated VOP3P instruction: no literal, modifier bits for the sources it has
/// (the hidden third `op_sel_hi` bit at its default), none that its syntax cannot show.
fn vop3p_fields(row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    let n = row.sources();
    let mask = ((1u16 << n) - 1) as u8;
    let mix = row.has(flags::VOP3P_MIX);
    for s in &mut i.src[..n] {
        if *s == LITERAL {
            *s = 128;
        }
    }
    let default = if mix { 0 } else { 7 };
    i.op_sel = bits as u8 & mask;
    i.op_sel_hi = (default & !mask) | ((bits >> 3) as u8 & mask);
    // The dot products' syntax has no op_sel/op_sel_hi (llvm-mc prints decoded bits of the
    // 2-element ones, but its assembler refuses them).
    if row.has(flags::VOP3P_DOT) {
        i.op_sel = 0;
        i.op_sel_hi = 7;
    }
    i.neg = (bits >> 6) as u8 & mask;
    i.abs = (bits >> 9) as u8 & mask;
    i.clamp = bits >> 12 & 1 == 1 && row.has(flags::CLAMP);
    // The AGPR moves take no modifiers; the load-scale op hides its NEG bits.
    if row.has(flags::ACCVGPR) {
        i.op_sel = 0;
        i.op_sel_hi = 7;
    }
    if row.has(flags::ACCVGPR) || row.has(flags::VOP3P_NO_NEG) {
        i.neg = 0;
        i.abs = 0;
    }
    if row.operand(Slot::Dst).is_none() {
        i.dst = 0;
    }
    i.omod = 0;
    i.literal = 0;
}

/// Completes a generated flat instruction: cache bits, AGPRs (gfx950), the offset's width,
/// SCRATCH's address forms per architecture, gfx950's even tuples.
fn flat_fields(arch: Arch, row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    use lanescope_gcn::isa::format::Format;
    use lanescope_gcn::isa::inst::mem;
    let gfx950 = arch == Arch::Gfx950;
    for (bit, m) in [(1, mem::GLC), (2, mem::SLC), (4, mem::SC1), (8, mem::ACC)] {
        if bits & bit != 0 && (gfx950 || bit < 4) {
            i.mem |= m;
        }
    }
    if !row
        .operands
        .iter()
        .any(|o| matches!(o.kind, Kind::FlatVdst | Kind::FlatData))
    {
        i.mem &= !mem::ACC;
    }
    // gfx950's global_atomic_add_f32/pk_add_f16 have no returning AGPR form (llvm-mc 22).
    let no_agpr_rtn = matches!(
        row.op,
        lanescope_gcn::Op::global_atomic_add_f32 | lanescope_gcn::Op::global_atomic_pk_add_f16
    );
    if no_agpr_rtn && i.mem & mem::GLC != 0 {
        i.mem &= !mem::ACC;
    }
    i.offset &= if row.format == Format::Flat { 0xfff } else { 0x1fff };
    if row.has(flags::FLAT_RTN) && i.mem & mem::GLC == 0 {
        i.dst = 0;
    }
    if row.format == Format::FlatScratch && ((!gfx950 && i.soffset != 0x7f) || (gfx950 && bits & 16 != 0)) {
        i.src[0] = 128;
    }
    let wide_addr = row.format == Format::Flat || (row.format == Format::FlatGlobal && i.soffset == 0x7f);
    for o in row.operands {
        let w = match o.kind {
            Kind::FlatAddr if wide_addr => 2,
            _ => o.ty.dwords() as u16,
        };
        let fix = |r: u16| {
            let r = r.min(256 - w);
            if gfx950 && w >= 2 {
                r & !1
            } else {
                r
            }
        };
        match o.kind {
            Kind::FlatVdst => i.dst = fix(i.dst),
            Kind::FlatData => i.src[1] = VGPR0 + fix(i.src[1] - VGPR0),
            Kind::FlatAddr if i.src[0] >= VGPR0 => i.src[0] = VGPR0 + fix(i.src[0] - VGPR0),
            _ => {}
        }
    }
}

/// Completes a generated MUBUF/MTBUF instruction from random bits: cache bits (SC1 on gfx950
/// only: gfx900 keeps it unprinted), `idxen`/`offen` and VADDR's width, the LDS forms, gfx900's
/// `tfe` on MUBUF loads (one more VDATA register), gfx950's AGPRs and even tuples, 12-bit offsets.
fn buffer_fields(arch: Arch, row: &lanescope_gcn::isa::table::Row, i: &mut Inst, bits: u32) {
    use lanescope_gcn::isa::format::Format;
    use lanescope_gcn::isa::inst::mem;
    let gfx950 = arch == Arch::Gfx950;
    i.offset &= 0xfff;
    i.simm16 &= 0x7f;
    if row.operands.is_empty() {
        i.offset = 0;
        if gfx950 {
            i.mem = bits as u16 & (mem::GLC | mem::SC1);
        }
        return;
    }
    for (bit, m) in [
        (1, mem::GLC),
        (2, mem::SLC),
        (4, mem::SC1),
        (16, mem::IDXEN),
        (32, mem::OFFEN),
    ] {
        if bits & bit != 0 && (gfx950 || m != mem::SC1) {
            i.mem |= m;
        }
    }
    let data = row.operands.iter().find(|o| o.kind == Kind::BufData);
    if data.is_none() {
        // buffer_store_lds_dword: no VADDR, always `lds`.
        i.mem = (i.mem & !(mem::IDXEN | mem::OFFEN)) | mem::LDS;
        return;
    }
    let lds_form = row.has(flags::BUF_LDS) || (gfx950 && row.has(flags::BUF_LDS_GFX950));
    if lds_form && bits & 64 != 0 {
        i.mem |= mem::LDS;
        i.dst = 0;
    } else if bits & 8 != 0 {
        let load = data.is_some_and(|o| o.slot == Slot::Dst);
        if gfx950 {
            i.mem |= mem::ACC;
        } else if load && row.format == Format::Mubuf {
            i.mem |= mem::TFE;
        }
    }
    let even = |r: u16, w: u16| {
        let r = r.min(256 - w);
        if gfx950 && w >= 2 {
            r & !1
        } else {
            r
        }
    };
    let aw = (i.mem & mem::IDXEN != 0) as u16 + (i.mem & mem::OFFEN != 0) as u16;
    i.src[0] = if aw == 0 {
        128
    } else {
        VGPR0 + even(i.src[0] - VGPR0, aw)
    };
    if i.mem & mem::LDS == 0 {
        let o = data.unwrap();
        let w = o.ty.dwords() as u16 + (i.mem & mem::TFE != 0) as u16;
        if o.slot == Slot::Dst {
            i.dst = even(i.dst, w);
        } else {
            i.src[1] = VGPR0 + even(i.src[1] - VGPR0, w);
        }
    }
}

/// At most one distinct scalar value per VALU instruction (the assembler enforces it).
fn respects_constant_bus(i: &Inst) -> bool {
    if !i.row().format.is_valu() {
        return true;
    }
    let row = i.row();
    // Implicit VCC reads and K literals use the bus as well (keys as in the assembler).
    let mut seen = if row.has(flags::READS_VCC) {
        Some(106 | 0x4000)
    } else if row.has_fixed_literal() {
        Some(LITERAL)
    } else {
        None
    };
    let codes = i.row().code_sources();
    for (k, &c) in i.src[..i.row().sources()].iter().enumerate() {
        if codes >> k & 1 == 0 {
            continue;
        }
        let wide = row
            .operand(match k {
                0 => Slot::Src0,
                1 => Slot::Src1,
                _ => Slot::Src2,
            })
            .is_some_and(|o| o.ty.dwords() == 2);
        let scalar = c < 128 || c == LITERAL || (230..=239).contains(&c) || (251..=254).contains(&c);
        let c = if wide && c != LITERAL { c | 0x4000 } else { c };
        if scalar {
            match seen {
                None => seen = Some(c),
                Some(s) if s == c => {}
                Some(_) => return false,
            }
        }
    }
    true
}

/// Encodes `inst` and decodes the words back: the size is the instruction's, decoding reads
/// every word and gives the decoded form of `inst`. The encoded words.
fn encode_and_decode(arch: Arch, inst: Inst) -> Result<Vec<u32>, TestCaseError> {
    let mut words = Vec::new();
    encode(arch, &inst, &mut words).unwrap();
    prop_assert_eq!(words.len() * 4, inst.size() as usize);
    let (back, n) = decode(arch, &words).unwrap();
    prop_assert_eq!(n, words.len());
    prop_assert_eq!(back, decoded_form(inst));
    Ok(words)
}

proptest! {
    // About 3% of generated VALU instructions break the constant-bus rule and are skipped.
    #![proptest_config(ProptestConfig { max_global_rejects: 1 << 20, ..ProptestConfig::with_cases(4000) })]

    #[test]
    fn interpolation_export_and_image_round_trip((arch, inst) in inst_strategy_in(
        (0..TABLE.len())
            // GFX9 rows only (GCN 1.0/1.1-only rows: tests/inventory_si_ci.rs).
            .filter(|&r| GFX9.iter().any(|&a| TABLE[r].opcode_on(a).is_some()))
            .filter(|&r| {
                TABLE[r].is_interp()
                    || matches!(
                        TABLE[r].format,
                        lanescope_gcn::isa::format::Format::Exp | lanescope_gcn::isa::format::Format::Mimg
                    )
            })
            .collect(),
    )) {
        let words = encode_and_decode(arch, inst)?;
        let text = print_asm(arch, &inst, None);
        let prog = assemble(arch, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        prop_assert_eq!(prog.words().unwrap(), words, "{}", text);
    }

    #[test]
    fn decode_inverts_encode((arch, inst) in inst_strategy()) {
        encode_and_decode(arch, inst)?;
    }

    #[test]
    fn assembling_the_printed_text_gives_the_same_words((arch, inst) in inst_strategy()) {
        prop_assume!(respects_constant_bus(&inst));
        // The assembler's echo form: llvm-mc's disassembler shows an inline float in an integer
        // 16-bit operand as f16 bits (`0x3800`), which reads back as a literal.
        let text = print_asm(arch, &inst, None);
        let prog = assemble(arch, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        let mut words = Vec::new();
        encode(arch, &inst, &mut words).unwrap();
        prop_assert_eq!(prog.words().unwrap(), words, "{}", text);
    }

    #[test]
    fn arbitrary_elf_files_never_panic(
        body in prop::collection::vec(any::<u8>(), 0..512),
        shoff in 0u64..600,
        shnum in 0u16..12,
        shstrndx in 0u16..12,
    ) {
        // An ELF64 little-endian AMDGPU header pointing at random section headers.
        let mut f = b"\x7fELF\x02\x01\x01".to_vec();
        f.resize(64, 0);
        f[0x12] = 224;
        f[0x28..0x30].copy_from_slice(&shoff.to_le_bytes());
        f[0x3a] = 64;
        f[0x3c..0x3e].copy_from_slice(&shnum.to_le_bytes());
        f[0x3e..0x40].copy_from_slice(&shstrndx.to_le_bytes());
        f.extend(body);
        if let Ok(object) = lanescope_gcn::elf::parse(&f) {
            for arch in Arch::ALL {
                let _ = lanescope_gcn::disasm::disassemble_object(arch, &object, true);
            }
        }
    }

    #[test]
    fn arbitrary_words_never_panic(words in prop::collection::vec(any::<u32>(), 0..6)) {
        for arch in Arch::ALL {
            if let Ok((inst, n)) = decode(arch, &words) {
                prop_assert!(n <= words.len());
                let _ = print(arch, &inst);
                let mut again = Vec::new();
                encode(arch, &inst, &mut again).unwrap();
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        for arch in Arch::ALL {
            let _ = assemble(arch, &text);
        }
    }

    #[test]
    fn instruction_like_text_never_panics(
        m in prop::sample::select(TABLE.iter().map(|r| r.name).collect::<Vec<_>>()),
        ops in prop::collection::vec("[-|]?(v|s|ttmp)?\\[?[0-9]{1,4}(:[0-9]{1,3}\\])?\\|?|0x[0-9a-f]{1,12}|-?[0-9]\\.[0-9]|[a-z_]{1,8}", 0..5),
    ) {
        let line = format!("{m} {}", ops.join(", "));
        for arch in Arch::ALL {
            if let Err(errs) = assemble(arch, &line) {
                for e in errs {
                    prop_assert!(e.span.line == 1 && e.span.col >= 1 && (e.span.col as usize) <= line.chars().count() + 1, "{line}: {e}");
                }
            }
        }
    }
}
