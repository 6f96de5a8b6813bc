//! Properties of the gfx950 matrix layout engine (seed 001 ch. 7, L2415–L4076).

use std::collections::HashMap;

use lanescope_gcn::matrix::{
    alternative_reading, check_mods, element, elements, locate, passes, read_slot, regs, shapes,
};
use lanescope_gcn::matrix::{Matrix, Mods, Shape, Slot, Ty};

const ALL: [Matrix; 5] = [Matrix::A, Matrix::B, Matrix::C, Matrix::D, Matrix::K];

fn shape(name: &str) -> Shape {
    Shape::from_name(name).unwrap_or_else(|| panic!("{name}"))
}

fn slot(reg: u32, lane: u32, lo: u32, hi: u32) -> Slot {
    Slot { reg, lane, lo, hi }
}

/// The modifier sets worth checking for one instruction.
fn mod_sets(s: &Shape) -> Vec<Mods> {
    let mut v = vec![Mods::default()];
    if s.is_f8f6f4() {
        for f in 1..=4 {
            v.push(Mods::new(f, 0, 4 - f));
        }
    }
    if s.sparse {
        for abid in 1..4 {
            let m = Mods::new(0, abid, 0);
            if check_mods(s, m).is_ok() {
                v.push(m);
            }
        }
    }
    v
}

#[test]
fn the_table_has_68_matrix_instructions() {
    let all = shapes();
    assert_eq!(all.len(), 68);
    assert_eq!(all.iter().filter(|s| s.sparse).count(), 28);
    assert_eq!(all.iter().filter(|s| s.scaled).count(), 2);
}

#[test]
fn every_element_has_one_slot_and_maps_back() {
    for s in shapes() {
        for mods in mod_sets(&s) {
            for m in ALL {
                let els = elements(&s, mods, m);
                let nregs = regs(&s, mods, m);
                if m == Matrix::K && !s.sparse {
                    assert!(els.is_empty());
                    continue;
                }
                let (rows, cols) = match m {
                    Matrix::A | Matrix::K => (s.m, s.a_cols()),
                    Matrix::B => (s.k, s.n),
                    _ => (s.m, s.n),
                };
                assert_eq!(els.len() as u32, rows * cols * s.blocks, "{} {m:?}", s.name);
                // No two elements share a bit.
                let mut owner: HashMap<(u32, u32), (u32, u32, u32)> = HashMap::new();
                let mut bits = 0u32;
                for &(b, i, j, sl) in &els {
                    assert!(sl.lane < 64 && sl.lo <= sl.hi, "{} {m:?}", s.name);
                    assert!(sl.reg * 32 + sl.hi < nregs * 32, "{} {m:?} {sl:?}", s.name);
                    for p in sl.reg * 32 + sl.lo..=sl.reg * 32 + sl.hi {
                        let prev = owner.insert((sl.lane, p), (b, i, j));
                        assert!(prev.is_none(), "{} {m:?} overlap at {sl:?}", s.name);
                        bits += 1;
                        assert_eq!(element(&s, mods, m, p / 32, sl.lane, p % 32), Some((b, i, j)));
                    }
                }
                // Every slot maps back; the data operands are fully used.
                for reg in 0..nregs {
                    for lane in 0..64 {
                        for bit in 0..32 {
                            let e = element(&s, mods, m, reg, lane, bit);
                            assert_eq!(e, owner.get(&(lane, reg * 32 + bit)).copied(), "{} {m:?}", s.name);
                        }
                    }
                }
                if m != Matrix::K {
                    assert_eq!(bits, nregs * 64 * 32, "{} {m:?} not dense", s.name);
                }
                assert_eq!(element(&s, mods, m, nregs, 0, 0), None);
                assert_eq!(element(&s, mods, m, 0, 64, 0), None);
                assert_eq!(locate(&s, mods, m, s.blocks, 0, 0), None);
            }
        }
    }
}

#[test]
fn register_counts_match_the_seed_table() {
    // Spec map §3.1 (Table 28 L2533, Table 33 L3582): (name, A regs, B regs, C/D regs, passes).
    let expect: &[(&str, u32, u32, u32, u32)] = &[
        ("v_mfma_f32_32x32x1_2b_f32", 1, 1, 32, 16),
        ("v_mfma_f32_16x16x1_4b_f32", 1, 1, 16, 8),
        ("v_mfma_f32_4x4x1_16b_f32", 1, 1, 4, 2),
        ("v_mfma_f32_32x32x2_f32", 1, 1, 16, 16),
        ("v_mfma_f32_16x16x4_f32", 1, 1, 4, 8),
        ("v_mfma_f32_32x32x4_2b_f16", 2, 2, 32, 16),
        ("v_mfma_f32_16x16x4_4b_bf16", 2, 2, 16, 8),
        ("v_mfma_f32_4x4x4_16b_f16", 2, 2, 4, 2),
        ("v_mfma_f32_32x32x8_f16", 2, 2, 16, 8),
        ("v_mfma_f32_16x16x16_bf16", 2, 2, 4, 4),
        ("v_mfma_f32_16x16x32_f16", 4, 4, 4, 4),
        ("v_mfma_f32_32x32x16_bf16", 4, 4, 16, 8),
        ("v_mfma_i32_32x32x4_2b_i8", 1, 1, 32, 16),
        ("v_mfma_i32_4x4x4_16b_i8", 1, 1, 4, 2),
        ("v_mfma_i32_32x32x16_i8", 2, 2, 16, 8),
        ("v_mfma_i32_16x16x64_i8", 4, 4, 4, 4),
        ("v_mfma_f64_16x16x4_f64", 2, 2, 8, 16),
        ("v_mfma_f64_4x4x4_4b_f64", 2, 2, 2, 4),
        ("v_mfma_f32_16x16x32_fp8_bf8", 2, 2, 4, 4),
        ("v_mfma_f32_32x32x16_bf8_bf8", 2, 2, 16, 8),
        ("v_mfma_f32_16x16x128_f8f6f4", 8, 8, 4, 8),
        ("v_mfma_f32_32x32x64_f8f6f4", 8, 8, 16, 16),
        ("v_mfma_scale_f32_16x16x128_f8f6f4", 8, 8, 4, 8),
        ("v_smfmac_f32_16x16x32_f16", 2, 4, 4, 4),
        ("v_smfmac_f32_32x32x32_bf16", 4, 8, 16, 8),
        ("v_smfmac_i32_16x16x64_i8", 2, 4, 4, 4),
        ("v_smfmac_f32_32x32x64_fp8_bf8", 4, 8, 16, 8),
    ];
    for &(name, a, b, cd, p) in expect {
        let s = shape(name);
        let d = Mods::default();
        assert_eq!(
            (
                regs(&s, d, Matrix::A),
                regs(&s, d, Matrix::B),
                regs(&s, d, Matrix::C),
                s.passes
            ),
            (a, b, cd, p),
            "{name}"
        );
        assert_eq!((s.a_regs, s.b_regs, s.cd_regs), (a, b, cd), "{name}");
    }
    for s in shapes() {
        let d = Mods::default();
        assert_eq!(regs(&s, d, Matrix::C), regs(&s, d, Matrix::D));
        if s.sparse {
            assert_eq!(regs(&s, d, Matrix::K), 1);
            assert_eq!(s.passes, if s.m == 32 { 8 } else { 4 });
        }
    }
    // F8F6F4 (L2980–L2990): F8 8, F6 6, F4 4 registers; half the passes without F8.
    let s = shape("v_mfma_f32_16x16x128_f8f6f4");
    for (f, n) in [(0, 8), (1, 8), (2, 6), (3, 6), (4, 4)] {
        let m = Mods::new(f, 0, f);
        assert_eq!((regs(&s, m, Matrix::A), regs(&s, m, Matrix::B)), (n, n));
    }
    assert_eq!(passes(&s, Mods::new(2, 0, 4)), 4);
    assert_eq!(passes(&s, Mods::new(2, 0, 1)), 8);
    assert_eq!(shape("v_mfma_f32_32x32x8_f16").a_type, Ty::F16);
}

#[test]
fn output_examples_from_the_seed() {
    let d = Mods::default();
    // 32×32 D: reg 4·(i/8) + i%4, lane j + 32·((i/4)%2) (L2936–L2978, spec map §3.2).
    let s = shape("v_mfma_f32_32x32x8_f16");
    for i in 0..32 {
        for j in 0..32 {
            let r = 4 * (i / 8) + i % 4;
            assert_eq!(
                locate(&s, d, Matrix::D, 0, i, j),
                Some(slot(r, j + 32 * ((i / 4) % 2), 0, 31))
            );
        }
    }
    // 16×16 D: reg i%4, lane j + 16·(i/4).
    let s = shape("v_mfma_f32_16x16x16_f16");
    for i in 0..16 {
        for j in 0..16 {
            assert_eq!(
                locate(&s, d, Matrix::C, 0, i, j),
                Some(slot(i % 4, j + 16 * (i / 4), 0, 31))
            );
        }
    }
    // F64 16×16×4 (L2778–L2800): D[0,4,0] in registers 2–3 of lane 0; D[0,1,0] lane 16;
    // D[0,13,15] in registers 6–7, lane 31.
    let s = shape("v_mfma_f64_16x16x4_f64");
    assert_eq!(locate(&s, d, Matrix::D, 0, 4, 0), Some(slot(2, 0, 0, 63)));
    assert_eq!(locate(&s, d, Matrix::D, 0, 1, 0), Some(slot(0, 16, 0, 63)));
    assert_eq!(locate(&s, d, Matrix::D, 0, 13, 15), Some(slot(6, 31, 0, 63)));
    // A[0,0,1] lane 16 (L2786), B[0,1,0] lane 16 (L2790).
    assert_eq!(locate(&s, d, Matrix::A, 0, 0, 1), Some(slot(0, 16, 0, 63)));
    assert_eq!(locate(&s, d, Matrix::B, 0, 1, 0), Some(slot(0, 16, 0, 63)));
    assert_eq!(element(&s, d, Matrix::D, 3, 16, 8), Some((0, 5, 0)));
    assert_eq!(element(&s, d, Matrix::D, 3, 16, 40), None);
}

#[test]
fn input_examples_from_the_seed() {
    let d = Mods::default();
    // V_MFMA_F32_4X4X4_16B_F16: k = 2 is bits 15:0 of the second register (L2880).
    let s = shape("v_mfma_f32_4x4x4_16b_f16");
    assert_eq!(locate(&s, d, Matrix::A, 5, 3, 2), Some(slot(1, 3 + 4 * 5, 0, 15)));
    assert_eq!(locate(&s, d, Matrix::B, 5, 2, 3), Some(slot(1, 3 + 4 * 5, 0, 15)));
    // BF16 16×16×32 (L3129): lane group 1 holds k = 8–15; v2 of row1 is k = 12–13.
    let s = shape("v_mfma_f32_16x16x32_bf16");
    assert_eq!(locate(&s, d, Matrix::A, 0, 7, 12), Some(slot(2, 16 + 7, 0, 15)));
    assert_eq!(locate(&s, d, Matrix::A, 0, 7, 13), Some(slot(2, 16 + 7, 16, 31)));
    // IU8 32×32×32 (L3160): lanes 32–63 v1 hold k = 20–23.
    let s = shape("v_mfma_i32_32x32x32_i8");
    assert_eq!(locate(&s, d, Matrix::B, 0, 22, 5), Some(slot(1, 32 + 5, 16, 23)));
}

#[test]
fn f8f6f4_layouts() {
    let s = shape("v_mfma_f32_16x16x128_f8f6f4");
    // FP8 exception (L3099–L3127): v0–3 hold k = 16g..16g+15, v4–7 k = 64+16g.. for g = lane/16.
    let fp8 = Mods::default();
    assert_eq!(locate(&s, fp8, Matrix::A, 0, 3, 16), Some(slot(0, 16 + 3, 0, 7)));
    assert_eq!(locate(&s, fp8, Matrix::A, 0, 3, 47), Some(slot(3, 32 + 3, 24, 31)));
    assert_eq!(locate(&s, fp8, Matrix::A, 0, 3, 64), Some(slot(4, 3, 0, 7)));
    assert_eq!(locate(&s, fp8, Matrix::B, 0, 112, 9), Some(slot(4, 48 + 9, 0, 7)));
    let s32 = shape("v_mfma_f32_32x32x64_f8f6f4");
    // 32×32×64 FP8 (L3113): lanes 32–63 hold k = 16–31 in v0–3, v4–7 k = 32–47 / 48–63.
    assert_eq!(locate(&s32, fp8, Matrix::A, 0, 20, 16), Some(slot(0, 52, 0, 7)));
    assert_eq!(locate(&s32, fp8, Matrix::A, 0, 20, 50), Some(slot(4, 52, 16, 23)));
    // FP4 (L3049): k = 32–63 in lanes 16–31, item k%32 packed 8 per register.
    let fp4 = Mods::new(4, 0, 4);
    assert_eq!(locate(&s, fp4, Matrix::A, 0, 0, 32 + 9), Some(slot(1, 16, 4, 7)));
    // FP6 (L2838, L3069): item 5 crosses the dword boundary (bits 35:30 of the 192-bit group);
    // v3 starts with k = 16 of the lane's run.
    let fp6 = Mods::new(2, 0, 3);
    assert_eq!(locate(&s, fp6, Matrix::A, 0, 0, 5), Some(slot(0, 0, 30, 35)));
    assert_eq!(element(&s, fp6, Matrix::A, 1, 0, 3), Some((0, 0, 5)));
    assert_eq!(locate(&s, fp6, Matrix::B, 0, 48, 2), Some(slot(3, 16 + 2, 0, 5)));
    // Broadcast does not apply to F8F6F4 (L3244, L3294).
    assert_eq!(
        read_slot(&s, fp6, Matrix::B, 0, 48, 2),
        locate(&s, fp6, Matrix::B, 0, 48, 2)
    );
}

#[test]
fn sparse_layouts() {
    let d = Mods::default();
    // 16-bit SMFMAC 16×16×32: A is 16×16 stored, 2 registers; B follows Table 34 (L3691).
    let s = shape("v_smfmac_f32_16x16x32_f16");
    assert_eq!(locate(&s, d, Matrix::B, 0, 10, 1), Some(slot(1, 16 + 1, 0, 15)));
    // Index of A element (0, i=2, j=5): lane 16+2, item 1 → bits 3:2 of set 0 (Table 35 L3705).
    assert_eq!(locate(&s, d, Matrix::A, 0, 2, 5), Some(slot(0, 18, 16, 31)));
    assert_eq!(locate(&s, d, Matrix::K, 0, 2, 5), Some(slot(0, 18, 2, 3)));
    // ABID picks set 2 → bits 19:18 (L3623).
    let m = Mods::new(0, 2, 0);
    assert_eq!(locate(&s, m, Matrix::K, 0, 2, 5), Some(slot(0, 18, 18, 19)));
    assert_eq!(element(&s, m, Matrix::K, 0, 18, 18), Some((0, 2, 5)));
    assert_eq!(element(&s, m, Matrix::K, 0, 18, 2), None);
    // CBSZ[1:0] ≠ 0 → set 0.
    let m = Mods::new(1, 2, 0);
    assert_eq!(locate(&s, m, Matrix::K, 0, 2, 5), Some(slot(0, 18, 2, 3)));
    // 16×16×64 F16 B (L3779): v4 of lanes 16–31 holds k = 40–41.
    let s = shape("v_smfmac_f32_16x16x64_f16");
    assert_eq!(locate(&s, d, Matrix::B, 0, 41, 0), Some(slot(4, 16, 16, 31)));
    // Its compressed A (16×32) follows the same two halves: j = 16..31 in registers 2–3.
    assert_eq!(locate(&s, d, Matrix::A, 0, 0, 16), Some(slot(2, 0, 0, 15)));
    assert_eq!(locate(&s, d, Matrix::K, 0, 0, 16), Some(slot(0, 0, 8, 9)));
    // 8-bit 16×16×128 B (L3842): v4 lanes 48–63 hold k = 112–115.
    let s = shape("v_smfmac_f32_16x16x128_fp8_fp8");
    assert_eq!(locate(&s, d, Matrix::B, 0, 113, 2), Some(slot(4, 50, 8, 15)));
    // One 32-bit index set (L3862): the 16th item of a lane is at bits 31:30. ABID is ignored
    // there (L3678; llvm-mc accepts any ABID): no fault, still set 0.
    assert_eq!(locate(&s, d, Matrix::K, 0, 0, 63), Some(slot(0, 48, 30, 31)));
    let m = Mods::new(0, 1, 0);
    assert!(check_mods(&s, m).is_ok());
    assert_eq!(locate(&s, m, Matrix::K, 0, 0, 63), Some(slot(0, 48, 30, 31)));
    // Two sets (16-bit A in 4 registers): ABID[0] picks one, ABID=3 is set 1 (L3674).
    let s = shape("v_smfmac_f32_16x16x64_f16");
    let m = Mods::new(0, 3, 0);
    assert!(check_mods(&s, m).is_ok());
    assert_eq!(locate(&s, m, Matrix::K, 0, 0, 16), Some(slot(0, 0, 24, 25)));
}

#[test]
fn broadcast_and_modifier_checks() {
    let s = shape("v_mfma_f32_32x32x1_2b_f32");
    // CBSZ=1 ABID=1 (L3232): every block reads A from block 1, stored in lanes 32–63.
    let m = Mods::new(1, 1, 0);
    assert!(check_mods(&s, m).is_ok());
    assert_eq!(read_slot(&s, m, Matrix::A, 0, 5, 0).map(|x| x.lane), Some(37));
    assert_eq!(locate(&s, m, Matrix::A, 0, 5, 0).map(|x| x.lane), Some(5));
    // BLGP 3: rotate 16 lanes left (Table 29 L3256).
    let m = Mods::new(0, 0, 3);
    assert_eq!(
        read_slot(&s, m, Matrix::B, 1, 0, 20).map(|x| x.lane),
        Some((52 + 16) % 64)
    );
    assert!(check_mods(&s, Mods::new(2, 0, 0)).is_err());
    assert!(check_mods(&s, Mods::new(1, 2, 0)).is_err());
    assert!(check_mods(&shape("v_mfma_f32_32x32x8_f16"), Mods::new(1, 0, 0)).is_err());
    assert!(check_mods(&shape("v_mfma_f32_4x4x1_16b_f32"), Mods::new(4, 15, 7)).is_ok());
    // F64: BLGP negates, no layout change (L3286).
    let s = shape("v_mfma_f64_4x4x4_4b_f64");
    let m = Mods::new(0, 0, 7);
    assert!(check_mods(&s, m).is_ok());
    assert_eq!(
        read_slot(&s, m, Matrix::B, 1, 2, 3),
        locate(&s, Mods::default(), Matrix::B, 1, 2, 3)
    );
    // F8F6F4 formats above 4 are invalid.
    assert!(check_mods(&shape("v_mfma_f32_16x16x128_f8f6f4"), Mods::new(5, 0, 0)).is_err());
    // Nothing panics on large inputs.
    let s = shape("v_mfma_f32_32x32x8_f16");
    let big = Mods::new(u32::MAX, u32::MAX, u32::MAX);
    let _ = read_slot(&s, big, Matrix::A, u32::MAX, u32::MAX, u32::MAX);
    let _ = element(&s, big, Matrix::K, u32::MAX, u32::MAX, u32::MAX);
    let _ = read_slot(&s, big, Matrix::A, 0, 0, 0);
    let _ = read_slot(&s, big, Matrix::B, 0, 0, 0);
    assert!(check_mods(&s, big).is_err());
}

#[test]
fn scale_layout() {
    use lanescope_gcn::matrix::scale_slot;
    // 16×16 (L3365): lane 16 holds M=0, K=32..63; lane 63 M=15, K=96..127.
    let s = shape("v_mfma_scale_f32_16x16x128_f8f6f4");
    assert_eq!(scale_slot(&s, 0, 0, 1), Some(slot(0, 16, 0, 7)));
    assert_eq!(scale_slot(&s, 3, 15, 3), Some(slot(0, 63, 24, 31)));
    assert_eq!(scale_slot(&s, 0, 0, 4), None);
    // 32×32 (L3370): lane 16 holds M=16, K=0..31; lane 32 M=0, K=32..63.
    let s = shape("v_mfma_scale_f32_32x32x64_f8f6f4");
    assert_eq!(scale_slot(&s, 1, 16, 0), Some(slot(0, 16, 8, 15)));
    assert_eq!(scale_slot(&s, 0, 0, 1), Some(slot(0, 32, 0, 7)));
    assert_eq!(scale_slot(&shape("v_mfma_f32_32x32x64_f8f6f4"), 0, 0, 0), None);
}

#[test]
fn f64_4x4x4_output_follows_the_calculator() {
    // AMD's Matrix Instruction Calculator (and code run on hardware) put D[b][i][j] of
    // v_mfma_f64_4x4x4_4b_f64 in lane 16i + 4b + j; seed 001 L2974 would give 16b + 4i + j.
    let s = shape("v_mfma_f64_4x4x4_4b_f64");
    let d = Mods::default();
    for b in 0..4 {
        for i in 0..4 {
            for j in 0..4 {
                let want = slot(0, 16 * i + 4 * b + j, 0, 63);
                assert_eq!(locate(&s, d, Matrix::D, b, i, j), Some(want), "D[{b}][{i}][{j}]");
                assert_eq!(locate(&s, d, Matrix::C, b, i, j), Some(want), "C[{b}][{i}][{j}]");
                assert_eq!(element(&s, d, Matrix::D, 1, want.lane, 8), Some((b, i, j)));
            }
        }
    }
    // The inputs are unchanged: A[b][i][k] in lane 16k + 4b + i (L2893).
    assert_eq!(locate(&s, d, Matrix::A, 1, 2, 3).map(|x| x.lane), Some(16 * 3 + 4 + 2));
    let note = alternative_reading(&s).expect("the f64 4x4x4 output is disputed");
    assert!(
        note.contains("16*b + 4*i + j") && note.contains("16*i + 4*b + j"),
        "{note}"
    );
    // The f64 16x16x4 output has one reading.
    assert_eq!(alternative_reading(&shape("v_mfma_f64_16x16x4_f64")), None);
}

/// The block whose A a block reads under CBSZ/ABID: within each group of 2^CBSZ consecutive
/// blocks, block ABID of the group (seed 001 L36238–L36245; AMD's Matrix Instruction Calculator).
fn source_block(b: u32, m: Mods) -> u32 {
    let group = 1 << m.cbsz;
    b / group * group + m.abid
}

#[test]
fn cbsz_abid_broadcast_within_block_groups() {
    let m = |cbsz, abid| Mods::new(cbsz, abid, 0);
    // The example: CBSZ=1 ABID=1 on 16x16x4_4b, block 0 reads block 1 (lanes 16–31),
    // not lanes 32–47 (seed L3227's lane formula); block 2 reads block 3.
    let s = shape("v_mfma_f32_16x16x4_4b_f16");
    assert_eq!(read_slot(&s, m(1, 1), Matrix::A, 0, 0, 0).map(|x| x.lane), Some(16));
    assert_eq!(
        read_slot(&s, m(1, 1), Matrix::A, 0, 15, 3).map(|x| (x.lane, x.reg, x.lo)),
        Some((31, 1, 16))
    );
    assert_eq!(read_slot(&s, m(1, 1), Matrix::A, 2, 4, 0).map(|x| x.lane), Some(48 + 4));
    // 16 blocks of 4 lanes: CBSZ=2 ABID=1 makes block 5 read block 5, block 15 block 13.
    let s = shape("v_mfma_f32_4x4x4_16b_f16");
    assert_eq!(read_slot(&s, m(2, 1), Matrix::A, 0, 3, 0).map(|x| x.lane), Some(4 + 3));
    assert_eq!(read_slot(&s, m(2, 1), Matrix::A, 5, 1, 0).map(|x| x.lane), Some(20 + 1));
    assert_eq!(
        read_slot(&s, m(2, 1), Matrix::A, 15, 2, 0).map(|x| x.lane),
        Some(52 + 2)
    );
    // CBSZ = log2(blocks): every block reads block ABID, as both readings say (the calculator's
    // README example, CBSZ=4 ABID=13).
    for b in 0..16 {
        assert_eq!(
            read_slot(&s, m(4, 13), Matrix::A, b, 2, 1).map(|x| x.lane),
            Some(52 + 2)
        );
    }
    // Every broadcast shape and valid CBSZ/ABID: the slot read is the source block's storage.
    for s in shapes() {
        if s.blocks < 2 || s.sparse || s.is_f64() || s.is_f8f6f4() {
            continue;
        }
        for cbsz in (1..=4).filter(|c| 1 << c <= s.blocks) {
            for abid in 0..1 << cbsz {
                let mods = m(cbsz, abid);
                assert!(check_mods(&s, mods).is_ok());
                for (b, i, k, _) in elements(&s, mods, Matrix::A) {
                    let want = locate(&s, mods, Matrix::A, source_block(b, mods), i, k);
                    assert_eq!(
                        read_slot(&s, mods, Matrix::A, b, i, k),
                        want,
                        "{} {mods:?} A[{b}][{i}][{k}]",
                        s.name
                    );
                }
            }
        }
        // Where the readings differ (more than two blocks) the other one is named.
        let note = alternative_reading(&s);
        assert_eq!(note.is_some(), s.blocks > 2, "{}", s.name);
        assert!(note.is_none_or(|n| n.contains("L3227") && n.contains("L36238")));
    }
    assert_eq!(alternative_reading(&shape("v_mfma_f32_32x32x8_f16")), None);
    assert_eq!(alternative_reading(&shape("v_smfmac_f32_16x16x64_f16")), None);
}

/// The element types as the mnemonics spell them (`v_mfma_f32_32x32x16_bf16`, `…_f8f6f4`).
#[test]
fn short_type_names_as_the_mnemonics_spell_them() {
    let shorts = ["f64", "f32", "f16", "bf16", "i8", "i32", "fp8", "bf8", "f8f6f4"];
    let tys = [
        Ty::F64,
        Ty::F32,
        Ty::F16,
        Ty::Bf16,
        Ty::I8,
        Ty::I32,
        Ty::Fp8,
        Ty::Bf8,
        Ty::F8f6f4,
    ];
    for (short, ty) in shorts.into_iter().zip(tys) {
        assert_eq!(Ty::from_short_name(short), Some(ty), "{short}");
    }
    for other in ["", "e4m3", "fp6", "F32", "f32 ", "fp8 (e4m3)"] {
        assert_eq!(Ty::from_short_name(other), None, "{other:?}");
    }
}
