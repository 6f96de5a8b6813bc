//! Property tests over generated instructions of every table row:
//! decode(encode(x)) = x, and assemble(print(x)) encodes to the same words.
//! Plus: arbitrary words and text never panic the decoder or the assembler.

use lanescope_gcn::decode::decode;
use lanescope_gcn::encode::encode;
use lanescope_gcn::isa::operand::{LITERAL, VCC_LO, VGPR0};
use lanescope_gcn::isa::table::{flags, Kind, Slot, TABLE};
use lanescope_gcn::syntax::{assemble, print};
use lanescope_gcn::{Arch, Inst};
use proptest::prelude::*;

const SCALAR32: &[u16] = &[
    0, 1, 2, 17, 100, 101, 102, 103, 104, 105, 106, 107, 108, 115, 123, 124, 126, 127,
];
const SCALAR64: &[u16] = &[0, 2, 4, 98, 100, 102, 104, 106, 108, 110, 122, 126];
const SPECIAL_SRC: &[u16] = &[230, 231, 235, 236, 237, 238, 239, 251, 252, 253];

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
    prop_oneof![regs, 128u16..=208, 240u16..=248, pick(SPECIAL_SRC), Just(LITERAL)].boxed()
}

/// A valid instruction of `row` (index into the table) on `arch`.
fn inst_strategy() -> impl Strategy<Value = (Arch, Inst)> {
    (
        0..TABLE.len(),
        prop::sample::select(Arch::ALL.to_vec()),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_flat_map(|(r, arch, vop3, seed)| {
            let row = &TABLE[r];
            let vop3 = vop3 && row.has_e64_form();
            let native_vop3 = vop3 || row.format == lanescope_gcn::isa::format::Format::Vop3a;
            let mut strategies: Vec<BoxedStrategy<(Slot, u16)>> = Vec::new();
            for o in row.operands {
                let w = o.ty.dwords();
                let s: BoxedStrategy<u16> = match o.kind {
                    Kind::Sdst => {
                        if w == 2 {
                            pick(SCALAR64).boxed()
                        } else {
                            pick(SCALAR32).boxed()
                        }
                    }
                    Kind::Vdst => (0u16..256).boxed(),
                    Kind::CmpDst => {
                        if vop3 {
                            pick(SCALAR64).boxed()
                        } else {
                            Just(VCC_LO).boxed()
                        }
                    }
                    Kind::Ssrc => scalar_source(w),
                    Kind::Vsrc => prop_oneof![(VGPR0..VGPR0 + 256), scalar_source(w)].boxed(),
                    Kind::Vsrc1 if !vop3 => (VGPR0..VGPR0 + 256).boxed(),
                    Kind::Vsrc1 => prop_oneof![(VGPR0..VGPR0 + 256), scalar_source(w)].boxed(),
                    Kind::Label | Kind::Imm16 | Kind::OptImm16 => any::<u16>().boxed(),
                };
                strategies.push(s.prop_map(move |c| (o.slot, c)).boxed());
            }
            (strategies, any::<u32>(), 0u8..8, 0u8..8, any::<bool>(), 0u8..4).prop_map(
                move |(ops, literal, neg, abs, clamp, omod)| {
                    let mut i = Inst::new(row.op);
                    i.vop3 = vop3;
                    for (slot, c) in ops {
                        match slot {
                            Slot::Dst => i.dst = c,
                            Slot::Src0 => i.src[0] = c,
                            Slot::Src1 => i.src[1] = c,
                            Slot::Src2 => i.src[2] = c,
                            Slot::Simm16 => i.simm16 = c,
                        }
                    }
                    if native_vop3 {
                        // No literal in VOP3 on GFX9.
                        for s in &mut i.src {
                            if *s == LITERAL {
                                *s = 128;
                            }
                        }
                        let fm = row.float_sources();
                        i.neg = neg & fm;
                        i.abs = abs & fm;
                        i.clamp = clamp && row.has(flags::CLAMP);
                        i.omod = if row.has(flags::OMOD) { omod } else { 0 };
                    }
                    if i.has_literal() {
                        i.literal = literal;
                    }
                    let _ = seed;
                    (arch, i)
                },
            )
        })
}

/// At most one distinct scalar value per VALU instruction (the assembler enforces it).
fn respects_constant_bus(i: &Inst) -> bool {
    if !i.row().format.is_valu() {
        return true;
    }
    let mut seen = None;
    for &c in &i.src[..i.row().sources()] {
        let scalar = c < 128 || c == LITERAL || (230..=239).contains(&c) || (251..=254).contains(&c);
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn decode_inverts_encode((arch, inst) in inst_strategy()) {
        let mut words = Vec::new();
        encode(arch, &inst, &mut words).unwrap();
        prop_assert_eq!(words.len() * 4, inst.size() as usize);
        let (back, n) = decode(arch, &words).unwrap();
        prop_assert_eq!(n, words.len());
        prop_assert_eq!(back, inst);
    }

    #[test]
    fn assembling_the_printed_text_gives_the_same_words((arch, inst) in inst_strategy()) {
        prop_assume!(respects_constant_bus(&inst));
        let text = print(arch, &inst);
        let prog = assemble(arch, &text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        let mut words = Vec::new();
        encode(arch, &inst, &mut words).unwrap();
        prop_assert_eq!(prog.words().unwrap(), words, "{}", text);
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
