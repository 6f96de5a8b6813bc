//! The matrix view (`Machine::matrix_view`, `lanescope_gcn::matrix::view`): every instruction
//! draws with one element per (block, row, column) at the layout engine's slot; live values read
//! before and after executing an instruction satisfy D = A·B + C exactly for small integer data;
//! AGPR operands, inline-constant C, the F64 BLGP negation, SMFMAC indices and the scale form's
//! scales are shown; the layout tables (CLI and app export) agree with the drawn elements.

use half::{bf16, f16};
use lanescope_gcn::exec::wave::AGPR0;
use lanescope_gcn::exec::Wave;
use lanescope_gcn::matrix::{
    alternative_reading, describe, draw, elements, layout_table, Matrix, Mods, Shape, Ty, DISAGREE,
};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, MatrixMods, MatrixOperand, MatrixPart, MatrixView, StepOutcome};

mod common;
use common::rng::Rng;

/// The bits of the small integer `x` in type `t`.
fn encode(t: Ty, x: i64) -> u64 {
    match t {
        Ty::F64 => (x as f64).to_bits(),
        Ty::F32 => (x as f32).to_bits() as u64,
        Ty::F16 => f16::from_f64(x as f64).to_bits() as u64,
        Ty::Bf16 => bf16::from_f64(x as f64).to_bits() as u64,
        Ty::I8 => x as i8 as u8 as u64,
        Ty::I32 => x as i32 as u32 as u64,
        other => panic!("no test encoding for {other:?}"),
    }
}

/// Writes `bits` at `slot` of the tuple starting at wave register `base`.
fn put(w: &mut Wave, base: usize, s: lanescope_gcn::matrix::Slot, bits: u64) {
    for bit in s.lo..=s.hi {
        let (r, b) = (base + s.reg as usize + bit as usize / 32, bit % 32);
        let word = &mut w.vgpr[r * 64 + s.lane as usize];
        *word = *word & !(1 << b) | (((bits >> (bit - s.lo)) & 1) as u32) << b;
    }
}

fn machine(src: &str, w: Wave) -> GcnMachine {
    let p = assemble(Arch::Gfx950, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    GcnMachine::new(p, w)
}

fn num(text: &str) -> f64 {
    text.parse()
        .unwrap_or_else(|_| panic!("value '{text}' is not a number"))
}

fn operand(v: &MatrixView, p: MatrixPart) -> &MatrixOperand {
    v.operand(p).unwrap_or_else(|| panic!("{} has no {p:?}", v.name))
}

/// Fills A, B, C (and K) of the shape `src` names at the given wave registers with random
/// small integers (indices 0..3), runs the one instruction `src`, and checks that the view's D
/// after the step equals C + A·B computed from the view's values before it.
fn check_product(src: &str, mods: Mods, homes: [usize; 4], seed: u64) {
    let shape = Shape::from_name(src.split(' ').next().unwrap()).unwrap();
    let mut rng = Rng(seed);
    let mut w = Wave::new(Arch::Gfx950);
    let parts = [Matrix::A, Matrix::B, Matrix::C, Matrix::K];
    for (m, base) in parts.into_iter().zip(homes) {
        if m == Matrix::K && !shape.sparse {
            continue;
        }
        let t = lanescope_gcn::matrix::operand_type(&shape, mods, m);
        for (_, _, _, s) in elements(&shape, mods, m) {
            let bits = match t {
                Some(t) => encode(t, rng.int(-4, 4)),
                None => rng.int(0, 3) as u64,
            };
            put(&mut w, base, s, bits);
        }
    }
    let mut m = machine(&format!("{src}\ns_endpgm"), w);
    let ops = m.matrix_ops();
    assert_eq!(ops.len(), 1, "{src}");
    let (pc, mm) = (ops[0].pc, &ops[0].mods);
    assert_eq!(Mods::from(mm), mods, "{src}: modifiers read from the instruction");
    let before = m.matrix_view(shape.name, mm, Some(pc)).unwrap();
    assert_eq!(m.step(), StepOutcome::Running, "{src}: {:?}", m.fault());
    let after = m.matrix_view(shape.name, mm, Some(pc)).unwrap();
    let (a, b, c, d) = (
        operand(&before, MatrixPart::A),
        operand(&before, MatrixPart::B),
        operand(&before, MatrixPart::C),
        operand(&after, MatrixPart::D),
    );
    let mut checked = 0;
    for blk in 0..shape.blocks {
        for i in 0..shape.m {
            for j in 0..shape.n {
                let mut want = num(&c.at(blk, i, j).unwrap().value);
                for kk in 0..shape.a_cols() {
                    let col = if shape.sparse {
                        let idx = num(&operand(&before, MatrixPart::K).at(blk, i, kk).unwrap().value) as u32;
                        4 * (kk / 2) + idx
                    } else {
                        kk
                    };
                    want += num(&a.at(blk, i, kk).unwrap().value) * num(&b.at(blk, col, j).unwrap().value);
                }
                let got = num(&d.at(blk, i, j).unwrap().value);
                assert_eq!(got, want, "{src}: D[{blk}][{i}][{j}]");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, shape.blocks * shape.m * shape.n);
}

#[test]
fn live_values_satisfy_the_product() {
    let none = Mods::default();
    // (instruction, its modifiers, the registers of A, B, C and K)
    let cases = [
        (
            "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[20:21], v[0:15]",
            none,
            [16, 20, 0, 0],
        ),
        (
            "v_mfma_f32_16x16x32_bf16 a[0:3], v[8:11], v[12:15], a[4:7]",
            none,
            [8, 12, AGPR0 + 4, 0],
        ),
        (
            "v_mfma_i32_16x16x64_i8 v[0:3], v[4:7], v[12:15], v[0:3]",
            none,
            [4, 12, 0, 0],
        ),
        (
            "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[6:7], v[8:11] cbsz:2 abid:3 blgp:5",
            Mods::new(2, 3, 5),
            [4, 6, 8, 0],
        ),
        (
            "v_mfma_f32_32x32x2_f32 v[0:15], a0, v17, v[0:15] blgp:2",
            Mods::new(0, 0, 2),
            [AGPR0, 17, 0, 0],
        ),
        (
            "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]",
            none,
            [8, 10, 0, 0],
        ),
        (
            "v_smfmac_f32_16x16x64_f16 v[0:3], v[16:19], v[24:31], v40 cbsz:0 abid:1",
            Mods::new(0, 1, 0),
            [16, 24, 0, 40],
        ),
    ];
    for (seed, (src, mods, homes)) in (1..).zip(cases) {
        check_product(src, mods, homes, seed);
    }
}

#[test]
fn every_instruction_draws_every_element_at_its_table_row() {
    for shape in lanescope_gcn::matrix::shapes() {
        let mods = Mods::default();
        let v = draw(&shape, mods, None).unwrap();
        assert_eq!(v.operands.len(), if shape.sparse { 5 } else { 4 }, "{}", shape.name);
        assert!(v.summary.contains(shape.name));
        for o in &v.operands {
            assert!(
                !o.live && o.elements.iter().all(|e| e.value.is_empty()),
                "{}",
                shape.name
            );
            assert_eq!(
                o.elements.len() as u32,
                o.blocks * o.rows * o.cols,
                "{} {:?}",
                shape.name,
                o.part
            );
            let table = layout_table(&shape, mods, o.part.into(), false);
            let mut rows: Vec<&str> = table.lines().skip(1).collect();
            let mut drawn: Vec<String> = o
                .elements
                .iter()
                .map(|e| format!("{},{},{},{},{},{},{}", e.block, e.row, e.col, e.reg, e.lane, e.lo, e.hi))
                .collect();
            rows.sort_unstable();
            drawn.sort_unstable();
            assert_eq!(rows, drawn, "{} {:?}", shape.name, o.part);
            // The position helpers find the elements back.
            let e = &o.elements[o.elements.len() / 2];
            assert_eq!(o.at(e.block, e.row, e.col), Some(e));
            assert!(o.in_slot(e.reg, e.lane).any(|x| x == e));
        }
    }
}

#[test]
fn agpr_operands_and_inline_constant_c() {
    let mut w = Wave::new(Arch::Gfx950);
    for l in 0..64 {
        w.vgpr[AGPR0 * 64 + 64 * 5 + l] = 0x3c00_3c00; // a5 = f16 1.0, 1.0
    }
    let m = machine("v_mfma_f32_16x16x16_f16 a[0:3], a[4:5], v[2:3], 1.0\ns_endpgm", w);
    assert_eq!(m.agprs(), Some((AGPR0, 6)));
    assert_eq!(m.vgprs_used(), 4, "the AGPR tuples are not counted as VGPRs");
    let pc = m.matrix_ops()[0].pc;
    let v = m
        .matrix_view("v_mfma_f32_16x16x16_f16", &MatrixMods::default(), Some(pc))
        .unwrap();
    assert_eq!(v.line, Some(1));
    let a = operand(&v, MatrixPart::A);
    assert_eq!(a.location, "a[4:5]");
    assert!(a.live);
    assert!(a
        .elements
        .iter()
        .all(|e| (AGPR0 as u32 + 4..AGPR0 as u32 + 6).contains(&e.reg)));
    // a5 holds items 2 and 3 of each lane: A[i][k] for k % 4 >= 2 is 1, the rest 0.
    assert_eq!(a.at(0, 3, 2).unwrap().value, "1");
    assert_eq!(a.at(0, 3, 1).unwrap().value, "0");
    let c = operand(&v, MatrixPart::C);
    assert_eq!(c.location, "inline constant 1");
    assert!(!c.live && c.elements.iter().all(|e| e.value == "1"));
    assert!(c.notes.iter().any(|n| n.contains("inline constant")));
    assert_eq!(operand(&v, MatrixPart::D).location, "a[0:3]");
    // Changed modifiers are applied to the drawing (BLGP 1 swaps lane halves of B, Table 29).
    // B[8][0] is stored in lane 32; with BLGP 1 lanes 32-63 read lanes 0-31.
    let plain = operand(&v, MatrixPart::B).at(0, 8, 0).unwrap().lane;
    assert_eq!(plain, 32);
    let swapped = m
        .matrix_view("v_mfma_f32_16x16x16_f16", &mods(0, 0, 1), Some(pc))
        .unwrap();
    assert_eq!(operand(&swapped, MatrixPart::B).at(0, 8, 0).unwrap().lane, 0);
    // Invalid modifiers and wrong addresses are errors, not panics.
    assert!(m
        .matrix_view("v_mfma_f32_16x16x16_f16", &mods(1, 0, 0), Some(pc))
        .unwrap_err()
        .contains("invalid modifiers"));
    assert!(m
        .matrix_view("v_mfma_f32_16x16x16_f16", &MatrixMods::default(), Some(pc + 4))
        .is_err());
    assert!(m.matrix_view("v_add_f32", &MatrixMods::default(), None).is_err());
}

#[test]
fn f64_blgp_negation_is_shown() {
    let mut w = Wave::new(Arch::Gfx950);
    for l in 0..64 {
        w.vgpr[8 * 64 + l] = 0;
        w.vgpr[9 * 64 + l] = 0x4000_0000; // v[8:9] = 2.0
    }
    let m = machine(
        "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[8:9], 0 neg:[1,0,0]\ns_endpgm",
        w,
    );
    let op = &m.matrix_ops()[0];
    let v = m.matrix_view(&op.name, &op.mods, Some(op.pc)).unwrap();
    let a = operand(&v, MatrixPart::A);
    assert!(a.elements.iter().all(|e| e.value == "-2"));
    assert!(a.notes.iter().any(|n| n.contains("negated")));
    assert!(operand(&v, MatrixPart::B).elements.iter().all(|e| e.value == "2"));
}

#[test]
fn scale_form_shows_its_scales() {
    let mut w = Wave::new(Arch::Gfx950);
    for l in 0..64 {
        w.vgpr[40 * 64 + l] = 128 + (l as u32 % 4); // byte 0: 2^1 … 2^4
        w.vgpr[41 * 64 + l] = 126 << 8; // byte 1: 2^-1
    }
    let m = machine(
        "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[16:23], v[24:31], v[0:3], v40, v41 op_sel:[0,1,0] op_sel_hi:[0,0,0]\ns_endpgm",
        w,
    );
    let op = &m.matrix_ops()[0];
    let v = m.matrix_view(&op.name, &op.mods, Some(op.pc)).unwrap();
    assert_eq!(v.notes.len(), 2, "{:?}", v.notes);
    // A row 1: lanes 1, 17, 33, 49 all hold 129 = 2^2.
    assert!(v.notes[0].contains("row 1: 2^2 2^2 2^2 2^2"), "{}", v.notes[0]);
    assert!(
        v.notes[1].contains("v41 byte 1") && v.notes[1].contains("column 0: 2^-1"),
        "{}",
        v.notes[1]
    );
}

#[test]
fn sparse_index_values_and_compressed_a() {
    let mut w = Wave::new(Arch::Gfx950);
    for l in 0..64 {
        w.vgpr[40 * 64 + l] = 0b1110_0100; // indices 0, 1, 2, 3 in set 0
    }
    let m = machine("v_smfmac_f32_16x16x64_f16 v[0:3], v[16:19], v[24:31], v40\ns_endpgm", w);
    let op = &m.matrix_ops()[0];
    let v = m.matrix_view(&op.name, &op.mods, Some(op.pc)).unwrap();
    let k = operand(&v, MatrixPart::K);
    assert_eq!((k.rows, k.cols), (16, 32));
    assert_eq!(k.location, "v40");
    // Set 0 is bits 0-15: eight 2-bit indices per lane, here 0, 1, 2, 3, 0, 0, 0, 0.
    let count = |x: &str| k.elements.iter().filter(|e| e.value == x).count();
    assert_eq!((count("0"), count("1"), count("2"), count("3")), (5 * 64, 64, 64, 64));
    assert!(operand(&v, MatrixPart::A)
        .notes
        .iter()
        .any(|n| n.contains("compressed")));
    assert_eq!(operand(&v, MatrixPart::C).location, "v[0:3]");
}

#[test]
fn gfx900_has_no_matrix_view_and_memory_destinations_count_as_vgprs() {
    let p = assemble(
        Arch::Gfx900,
        "ds_read_b64 v[6:7], v1\nglobal_load_dword v9, v[2:3], off\ns_endpgm",
    )
    .unwrap();
    let m = GcnMachine::bare(p);
    assert!(m.matrix_instructions().is_empty() && m.matrix_ops().is_empty());
    assert_eq!(m.agprs(), None);
    assert_eq!(m.vgprs_used(), 10);
    assert_eq!(m.sgprs_used(), 2, "memory destinations are not SGPRs");
    assert!(m
        .matrix_view("v_mfma_f32_32x32x8_f16", &MatrixMods::default(), None)
        .is_err());
    let p = assemble(Arch::Gfx950, "s_endpgm").unwrap();
    assert_eq!(
        GcnMachine::bare(p).matrix_instructions().len(),
        lanescope_gcn::matrix::shapes().len()
    );
}

#[test]
fn layout_tables_for_export() {
    let p = assemble(Arch::Gfx950, "s_endpgm").unwrap();
    let m = GcnMachine::bare(p);
    let csv = m
        .matrix_layout_table("v_mfma_f32_32x32x8_f16", &MatrixMods::default(), MatrixPart::A, false)
        .unwrap();
    assert_eq!(csv.lines().next(), Some("block,i,j,reg,lane,lo,hi"));
    assert_eq!(csv.lines().count(), 1 + 32 * 8);
    // A[1][5]: item 5 % 4 = 1 of lane 1 + 32 (5 / 4) = 33, register 0, bits 16-31 (L2860).
    assert!(csv.lines().any(|l| l == "0,1,5,0,33,16,31"), "{csv}");
    let md = m
        .matrix_layout_table("v_mfma_f32_32x32x8_f16", &MatrixMods::default(), MatrixPart::D, true)
        .unwrap();
    assert!(md.starts_with("| block | i | j | reg | lane | lo | hi |\n|---|"));
    assert!(m
        .matrix_layout_table("v_mfma_f32_32x32x8_f16", &MatrixMods::default(), MatrixPart::K, false)
        .is_err());
}

#[test]
fn instruction_text_with_other_modifiers() {
    let src = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\n\
               v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[16:23], v[24:31], v[0:3]\n\
               v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], 0\ns_endpgm";
    let m = machine(src, Wave::new(Arch::Gfx950));
    let pcs: Vec<u64> = m.matrix_ops().iter().map(|o| o.pc).collect();
    let with = |n: usize, cbsz, abid, blgp| m.matrix_instruction_text(pcs[n], &mods(cbsz, abid, blgp));
    assert_eq!(
        with(0, 0, 0, 3).unwrap(),
        "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15] blgp:3"
    );
    // FP4 A (CBSZ 4) takes 4 registers, FP6 B (BLGP 2) 6 (seed 001 L2995).
    assert_eq!(
        with(1, 4, 0, 2).unwrap(),
        "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[16:19], v[24:29], v[0:3] cbsz:4 blgp:2"
    );
    // F64: BLGP is the negation of A, B, C, written neg:[…] (seed 001 L3286).
    assert_eq!(
        with(2, 0, 0, 5).unwrap(),
        "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], 0 neg:[1,0,1]"
    );
    assert!(with(0, 1, 0, 0).unwrap_err().contains("invalid modifiers"));
    assert!(m.matrix_instruction_text(pcs[0] + 4, &MatrixMods::default()).is_err());
}

#[test]
fn any_modifier_values_draw_or_error_without_panicking() {
    // What the app's number inputs can send: every small value and the extremes, on every form.
    let values = [0u32, 1, 2, 3, 4, 5, 7, 8, 15, 16, 255, u32::MAX];
    let m = machine(
        "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[6:7], v[8:11]\n\
         v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[16:23], v[24:31], v[0:3]\n\
         v_smfmac_f32_16x16x64_f16 v[0:3], v[16:19], v[24:31], v40\n\
         v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], 0\ns_endpgm",
        Wave::new(Arch::Gfx950),
    );
    for op in m.matrix_ops() {
        let shape = Shape::from_name(&op.name).unwrap();
        for cbsz in values {
            for abid in values {
                for blgp in values {
                    let mods = mods(cbsz, abid, blgp);
                    let mods = &mods;
                    let valid = lanescope_gcn::matrix::checked_mods(&shape, mods.into()).is_ok();
                    let view = m.matrix_view(&op.name, mods, Some(op.pc));
                    let text = m.matrix_instruction_text(op.pc, mods);
                    assert_eq!(view.is_ok(), valid, "{} {mods:?}", op.name);
                    if !valid {
                        assert!(view.unwrap_err().contains("invalid modifiers"));
                        assert!(text.is_err(), "{} {mods:?}", op.name);
                    }
                }
            }
        }
    }
}

#[test]
fn summary_names_the_other_reading_where_sources_disagree() {
    // One `sources disagree:` line, the layout engine's alternative, for the 4- and 16-block
    // broadcast ops and the f64 4x4x4 output; none where the sources agree.
    for s in lanescope_gcn::matrix::shapes() {
        let text = describe(&s, Mods::default());
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with(DISAGREE)).collect();
        match alternative_reading(&s) {
            Some(other) => assert_eq!(lines, [format!("{DISAGREE}{other}")], "{}", s.name),
            None => assert!(lines.is_empty(), "{}: {lines:?}", s.name),
        }
        // The app shows the same summary.
        let view = draw(&s, Mods::default(), None).unwrap();
        assert_eq!(view.summary, text);
    }
    let f64_4x4 = describe(&Shape::from_name("v_mfma_f64_4x4x4_4b_f64").unwrap(), Mods::default());
    assert!(f64_4x4.contains("sources disagree: C/D lanes"), "{f64_4x4}");
    let bcast = describe(&Shape::from_name("v_mfma_f32_16x16x4_4b_f16").unwrap(), Mods::default());
    assert!(bcast.contains("sources disagree: CBSZ/ABID"), "{bcast}");
    let two = describe(&Shape::from_name("v_mfma_f32_32x32x4_2b_f16").unwrap(), Mods::default());
    assert!(!two.contains(DISAGREE), "{two}");
}

#[test]
fn broadcast_note_names_the_source_block() {
    let s = Shape::from_name("v_mfma_f32_4x4x4_16b_f16").unwrap();
    let v = draw(&s, Mods::new(2, 1, 0), None).unwrap();
    let a = v.operand(MatrixPart::A).unwrap();
    assert!(
        a.notes
            .iter()
            .any(|n| n.contains("CBSZ=2 ABID=1") && n.contains("group of 4 blocks")),
        "{:?}",
        a.notes
    );
    // Block 6 reads block 5 (group 4-7, ABID 1): lane 4·5 + i.
    let el = a
        .elements
        .iter()
        .find(|e| e.block == 6 && e.row == 2 && e.col == 0)
        .unwrap();
    assert_eq!(el.lane, 22);
}

/// The modifiers CBSZ, ABID and BLGP.
fn mods(cbsz: u32, abid: u32, blgp: u32) -> MatrixMods {
    MatrixMods::new()
        .with("CBSZ", cbsz)
        .with("ABID", abid)
        .with("BLGP", blgp)
}
