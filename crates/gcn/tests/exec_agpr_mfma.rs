//! Hand-written gfx950 programs that keep matrix operands in the AGPR file (the accumulation
//! VGPRs): `v_accvgpr_write_b32` to load C, several `v_mfma_*` steps accumulating into
//! `a[..]` (ACC_CD, seed 001 L2453), A and B read from AGPRs (the ACC bits), `v_accvgpr_mov_b32`
//! and `v_accvgpr_read_b32`, and AGPR data in `global_store_dwordx4` / `global_load_dwordx4`.
//! clang keeps small accumulators in VGPRs, so these are written by hand.
//!
//! The expectations are a plain triple-loop matmul in f64 (i64) of small integers (exact), and the
//! register layouts are the seed's formulas written out here (seed 001 L2802-L2978: A[i][k] is item
//! `k % K_L` of lane `i + M (k / K_L)`, B[k][j] item `k % K_L` of lane `j + N (k / K_L)`; D[i][j] of a
//! 32x32 op is register `4 (i / 8) + i % 4` of lane `j + 32 ((i / 4) % 2)`, of a 16x16 op register
//! `i % 4` of lane `j + 16 (i / 4)`). The `s_nop`s give the waits of seed 001 Table 38 (L3910-L4066).

use half::f16;
use lanescope_gcn::exec::wave::AGPR0;
use lanescope_gcn::exec::{Memory, Wave};
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::Machine;

mod common;
use common::lanes::set;
use common::rng::Rng;
use common::run::run_wave;

/// Runs `src` on gfx950 from `w` over `mem`.
fn run(src: &str, w: Wave, mem: Memory) -> GcnMachine {
    run_wave(Arch::Gfx950, src, w, Some(mem))
}

/// `a b + c` (rows of a x columns of b), exact in i64.
fn matmul(a: &[Vec<i64>], b: &[Vec<i64>], c: &[Vec<i64>]) -> Vec<Vec<i64>> {
    (0..a.len())
        .map(|i| {
            (0..b[0].len())
                .map(|j| c[i][j] + (0..b.len()).map(|k| a[i][k] * b[k][j]).sum::<i64>())
                .collect()
        })
        .collect()
}

fn f16_bits(x: i64) -> u32 {
    f16::from_f64(x as f64).to_bits() as u32
}

/// Packs an input matrix (A as `m[i][k]`, or B transposed, `m[j][k]`) into `regs` registers per
/// lane starting at vector register `base` (AGPR n = `AGPR0 + n`): row `r` of `m` goes to lanes
/// `r + rows (k / k_l)`, item `k % k_l`, of `bits`-bit items.
fn pack(w: &mut Wave, base: usize, m: &[Vec<i64>], k_l: usize, bits: u32, enc: impl Fn(i64) -> u32) {
    let rows = m.len();
    let per = (32 / bits) as usize;
    for (r, row) in m.iter().enumerate() {
        for (k, &x) in row.iter().enumerate() {
            let lane = r + rows * (k / k_l);
            let item = k % k_l;
            let reg = base + item / per;
            let shift = (item % per) as u32 * bits;
            let mask = if bits == 32 { u32::MAX } else { (1u32 << bits) - 1 } << shift;
            let v = &mut w.vgpr[reg * 64 + lane];
            *v = (*v & !mask) | ((enc(x) << shift) & mask);
        }
    }
}

/// (register, lane) of D[i][j] for a 32x32 or 16x16 f32/i32 result.
fn d_slot(n: usize, i: usize, j: usize) -> (usize, usize) {
    if n == 32 {
        (4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2))
    } else {
        (i % 4, j + 16 * (i / 4))
    }
}

/// Writes C (f32 or i32 bits by `enc`) into registers `base..` in the D layout.
fn pack_c(w: &mut Wave, base: usize, c: &[Vec<i64>], enc: impl Fn(i64) -> u32) {
    for (i, row) in c.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            let (r, l) = d_slot(c.len(), i, j);
            w.vgpr[(base + r) * 64 + l] = enc(x);
        }
    }
}

fn f32_of(x: i64) -> u32 {
    (x as f32).to_bits()
}

/// Checks result registers `base..` (D layout) against `want`, each element as `enc` gives its bits.
fn check_d(m: &GcnMachine, base: usize, want: &[Vec<i64>], enc: impl Fn(i64) -> u32, what: &str) {
    for (i, row) in want.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            let (r, l) = d_slot(want.len(), i, j);
            assert_eq!(
                m.vgpr(base + r)[l],
                enc(x),
                "{what}: D[{i}][{j}] (register {}, lane {l})",
                base + r
            );
        }
    }
}

/// Checks the D the kernel stored to buffer `d` (each lane's D registers, one after the other)
/// against `want`, each element as `enc` gives its bits.
fn check_stored(m: &GcnMachine, want: &[Vec<i64>], enc: impl Fn(i64) -> u32) {
    let out: Vec<u32> = m
        .buffer("d")
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let per_lane = want.len() * want.len() / 64;
    for (i, row) in want.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            let (r, l) = d_slot(want.len(), i, j);
            assert_eq!(out[per_lane * l + r], enc(x), "stored D[{i}][{j}]");
        }
    }
}

#[test]
fn gemm_32x32x32_accumulates_in_agprs_and_stores_from_them() {
    // C -> a[0:15] by v_accvgpr_write, four K steps of v_mfma_f32_32x32x8_f16 into a[0:15], then
    // global_store_dwordx4 of a[0:3], a[4:7], a[8:11], a[12:15] (16 dwords per lane at
    // base + 64 lane), v_accvgpr_read of a5 and a v_accvgpr_mov copy of a9.
    let mut rng = Rng(1);
    let a = rng.matrix(32, 32, -8, 8);
    let b = rng.matrix(32, 32, -8, 8);
    let c = rng.matrix(32, 32, -1000, 1000);
    let d = matmul(&a, &b, &c);
    let mut w = Wave::bare(Arch::Gfx950);
    for s in 0..4 {
        // Step s multiplies A[:, 8s..8s+8] by B[8s..8s+8, :]: A in v[2s:2s+1], B in v[8+2s:9+2s].
        let a_s: Vec<Vec<i64>> = a.iter().map(|r| r[8 * s..8 * s + 8].to_vec()).collect();
        let bt_s: Vec<Vec<i64>> = (0..32).map(|j| (8 * s..8 * s + 8).map(|k| b[k][j]).collect()).collect();
        pack(&mut w, 2 * s, &a_s, 4, 16, f16_bits);
        pack(&mut w, 8 + 2 * s, &bt_s, 4, 16, f16_bits);
    }
    pack_c(&mut w, 16, &c, f32_of);
    let mut mem = Memory::new();
    let base = mem.alloc("d", 64 * 64, 256);
    set(&mut w, 40, |l| (base + 64 * l as u64) as u32);
    set(&mut w, 41, |_| (base >> 32) as u32);
    let mut src: String = (0..16)
        .map(|r| format!("v_accvgpr_write_b32 a{r}, v{}\n", 16 + r))
        .collect();
    src += "s_nop 1\n"; // VALU write -> MFMA read: 2 waits
    for s in 0..4 {
        src += &format!(
            "v_mfma_f32_32x32x8_f16 a[0:15], v[{}:{}], v[{}:{}], a[0:15]\n",
            2 * s,
            2 * s + 1,
            8 + 2 * s,
            9 + 2 * s
        );
    }
    src += "s_nop 7\ns_nop 3\n"; // 8-pass XDL -> VMEM/VALU read of its vDst: 12 waits
    for q in 0..4 {
        src += &format!(
            "global_store_dwordx4 v[40:41], a[{}:{}], off offset:{}\n",
            4 * q,
            4 * q + 3,
            16 * q
        );
    }
    src += "v_accvgpr_read_b32 v50, a5\nv_accvgpr_mov_b32 a100, a9\nv_accvgpr_read_b32 v51, a100\n";
    src += "s_waitcnt vmcnt(0)\ns_endpgm\n";
    let m = run(&src, w, mem);
    check_d(&m, AGPR0, &d, f32_of, "a[0:15]");
    check_stored(&m, &d, f32_of);
    for l in 0..64 {
        assert_eq!(m.vgpr(50)[l], m.vgpr(AGPR0 + 5)[l], "v50 = a5, lane {l}");
        assert_eq!(m.vgpr(AGPR0 + 100)[l], m.vgpr(AGPR0 + 9)[l], "a100 = a9, lane {l}");
        assert_eq!(m.vgpr(51)[l], m.vgpr(AGPR0 + 9)[l], "v51 = a9, lane {l}");
    }
    // The VGPRs of the same numbers as the accumulator were inputs and stay as they were.
    assert_ne!(m.vgpr(0), m.vgpr(AGPR0));
}

/// A wave with a random 16x32 A in v[0:3] and 32x16 B in v[4:7] (f16 integers in -r..=r, the
/// 16x16x32 layout), and the two matrices.
fn f16_inputs(rng: &mut Rng, r: i64) -> (Wave, Vec<Vec<i64>>, Vec<Vec<i64>>) {
    let a = rng.matrix(16, 32, -r, r);
    let b = rng.matrix(32, 16, -r, r);
    let bt: Vec<Vec<i64>> = (0..16).map(|j| (0..32).map(|k| b[k][j]).collect()).collect();
    let mut w = Wave::bare(Arch::Gfx950);
    pack(&mut w, 0, &a, 8, 16, f16_bits);
    pack(&mut w, 4, &bt, 8, 16, f16_bits);
    (w, a, b)
}

#[test]
fn a_and_b_from_agprs() {
    // A -> a[8:11], B -> a[12:15], C -> a[0:3] and v[8:11]; then
    //   v_mfma_f32_16x16x32_f16 a[0:3], a[8:11], a[12:15], a[0:3]   (A, B, C, D all AGPR)
    //   v_mfma_f32_16x16x32_f16 v[20:23], v[0:3], a[12:15], v[8:11] (only B in an AGPR)
    //   v_mfma_f32_16x16x32_f16 a[0:3], a[8:11], v[4:7], a[0:3]     (accumulate again)
    // so v[20:23] = AB + C and a[0:3] = 2AB + C, read back into v[24:27].
    let mut rng = Rng(2);
    let (mut w, a, b) = f16_inputs(&mut rng, 8);
    let c = rng.matrix(16, 16, -1000, 1000);
    let d1 = matmul(&a, &b, &c);
    let d2 = matmul(&a, &b, &d1);
    pack_c(&mut w, 8, &c, f32_of);
    let mut src = String::new();
    for r in 0..4 {
        src += &format!("v_accvgpr_write_b32 a{}, v{}\n", 8 + r, r);
        src += &format!("v_accvgpr_write_b32 a{}, v{}\n", 12 + r, 4 + r);
        src += &format!("v_accvgpr_write_b32 a{r}, v{}\n", 8 + r);
    }
    src += "s_nop 1\n";
    src += "v_mfma_f32_16x16x32_f16 a[0:3], a[8:11], a[12:15], a[0:3]\n";
    src += "v_mfma_f32_16x16x32_f16 v[20:23], v[0:3], a[12:15], v[8:11]\n";
    src += "v_mfma_f32_16x16x32_f16 a[0:3], a[8:11], v[4:7], a[0:3]\n";
    src += "s_nop 7\n"; // 4-pass XDL -> VALU read: 8 waits
    for r in 0..4 {
        src += &format!("v_accvgpr_read_b32 v{}, a{r}\n", 24 + r);
    }
    src += "s_endpgm\n";
    let m = run(&src, w, Memory::new());
    check_d(&m, 20, &d1, f32_of, "v[20:23] = AB + C");
    check_d(&m, AGPR0, &d2, f32_of, "a[0:3] = 2AB + C");
    check_d(&m, 24, &d2, f32_of, "v[24:27] read from a[0:3]");
}

#[test]
fn i8_result_round_trips_through_memory_in_agprs() {
    // v_mfma_i32_16x16x64_i8 a[4:7], v[0:3], v[4:7], 0 (C an inline constant, D in AGPRs);
    // global_store_dwordx4 from a[4:7]; global_load_dwordx4 into a[8:11]; a second MFMA
    // accumulates onto the loaded a[8:11]: 2AB (i32, exact; full-range i8 inputs).
    let mut rng = Rng(3);
    let a = rng.matrix(16, 64, -128, 127);
    let b = rng.matrix(64, 16, -128, 127);
    let zero = vec![vec![0i64; 16]; 16];
    let bt: Vec<Vec<i64>> = (0..16).map(|j| (0..64).map(|k| b[k][j]).collect()).collect();
    let d1 = matmul(&a, &b, &zero);
    let d2 = matmul(&a, &b, &d1);
    let mut w = Wave::bare(Arch::Gfx950);
    pack(&mut w, 0, &a, 16, 8, |x| x as u8 as u32);
    pack(&mut w, 4, &bt, 16, 8, |x| x as u8 as u32);
    let mut mem = Memory::new();
    let base = mem.alloc("d", 64 * 16, 256);
    set(&mut w, 10, |l| (base + 16 * l as u64) as u32);
    set(&mut w, 11, |_| (base >> 32) as u32);
    let src = "v_mfma_i32_16x16x64_i8 a[4:7], v[0:3], v[4:7], 0
s_nop 7
global_store_dwordx4 v[10:11], a[4:7], off
s_waitcnt vmcnt(0)
global_load_dwordx4 a[8:11], v[10:11], off
s_waitcnt vmcnt(0)
s_nop 1
v_mfma_i32_16x16x64_i8 a[8:11], v[0:3], v[4:7], a[8:11]
s_nop 7
s_endpgm
";
    let i32_of = |x: i64| x as i32 as u32;
    let m = run(src, w, mem);
    check_d(&m, AGPR0 + 4, &d1, i32_of, "a[4:7] = AB");
    check_d(&m, AGPR0 + 8, &d2, i32_of, "a[8:11] = 2AB");
    check_stored(&m, &d1, i32_of);
}

#[test]
fn accumulator_moves_between_agprs_keep_every_lane() {
    // v_accvgpr_mov_b32 copies AGPR to AGPR; an MFMA then accumulates onto the copy. EXEC does
    // not mask the MFMA (seed 001 L2593) but does mask the moves: with EXEC = low half, the
    // high lanes of the copy keep their old values, and the MFMA reads them as C.
    let mut rng = Rng(4);
    let (mut w, a, b) = f16_inputs(&mut rng, 4);
    let c = rng.matrix(16, 16, -100, 100);
    let old = rng.matrix(16, 16, -100, 100);
    pack_c(&mut w, AGPR0 + 16, &c, f32_of);
    pack_c(&mut w, AGPR0 + 32, &old, f32_of);
    w.exec = 0xffff_ffff;
    let src = "v_accvgpr_mov_b32 a32, a16
v_accvgpr_mov_b32 a33, a17
v_accvgpr_mov_b32 a34, a18
v_accvgpr_mov_b32 a35, a19
s_nop 1
v_mfma_f32_16x16x32_f16 a[32:35], v[0:3], v[4:7], a[32:35]
s_nop 7
s_endpgm
";
    // Lanes 0-31 of the copy hold C, lanes 32-63 the old values: D rows i < 8 come from C.
    let mixed: Vec<Vec<i64>> = (0..16)
        .map(|i| {
            (0..16)
                .map(|j| if d_slot(16, i, j).1 < 32 { c[i][j] } else { old[i][j] })
                .collect()
        })
        .collect();
    let m = run(src, w, Memory::new());
    check_d(&m, AGPR0 + 32, &matmul(&a, &b, &mixed), f32_of, "a[32:35]");
}
