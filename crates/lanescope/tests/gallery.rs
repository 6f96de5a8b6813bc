//! The web app's gallery examples build, run to the end and compute what they claim.

use lanescope::{Machine, Snippet, StepOutcome};

/// Vector register `reg` (the vector numbering: AGPR n of gfx950 is 256 + n), per lane.
fn vgpr(m: &dyn Machine, reg: usize) -> &[u32] {
    let (file, reg) = lanescope::vector_register(m.register_files(), reg).unwrap();
    m.register(file, reg)
}

fn run(toml: &str) -> Box<dyn Machine> {
    let s = Snippet::from_toml(toml).expect("gallery snippet parses");
    let t = s.target().expect("known target");
    let mut m = t.build(&s, &s.source).expect("gallery snippet builds");
    let outcome = m.run(10_000_000);
    assert_eq!(outcome, StepOutcome::Ended, "{:?}", m.fault());
    m
}

fn words(m: &dyn Machine, name: &str) -> Vec<u32> {
    m.buffer(name)
        .expect("buffer exists")
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// y = 2·x + 1 over x = 0..1000 (`saxpy.toml` for gfx900, `saxpy_gfx803.toml`).
#[test]
fn saxpy() {
    for toml in [
        include_str!("../../../web/gallery/saxpy.toml"),
        include_str!("../../../web/gallery/saxpy_gfx803.toml"),
    ] {
        let y = words(&*run(toml), "y");
        assert_eq!(y.len(), 1000);
        for (i, v) in y.iter().enumerate() {
            assert_eq!(f32::from_bits(*v), 2.0 * i as f32 + 1.0, "y[{i}]");
        }
    }
}

/// 16 waves; each of the 4 groups sums its 256 values i + 1 through LDS.
#[test]
fn reduce_lds() {
    for toml in [
        include_str!("../../../web/gallery/reduce_lds.toml"),
        include_str!("../../../web/gallery/reduce_lds_gfx803.toml"),
    ] {
        let m = run(toml);
        assert_eq!(m.wave_count(), 16);
        let out = words(&*m, "out");
        assert_eq!(out.len(), 4);
        for (g, v) in out.iter().enumerate() {
            let want: u32 = (256 * g as u32..256 * (g as u32 + 1)).map(|i| i + 1).sum();
            assert_eq!(*v, want, "out[{g}]");
        }
    }
}

/// Lane l of v1 ends with the inclusive prefix sum 1 + 2 + … + (l + 1).
#[test]
fn scan_dpp() {
    for toml in [
        include_str!("../../../web/gallery/scan_dpp.toml"),
        include_str!("../../../web/gallery/scan_dpp_gfx803.toml"),
    ] {
        for (l, v) in vgpr(run(toml).as_ref(), 1).iter().enumerate() {
            assert_eq!(*v as usize, (l + 1) * (l + 2) / 2, "lane {l}");
        }
    }
}

/// Every example in `web/gallery` (the GCN ones here, the R700 ones in `gallery_r700.rs` too)
/// assembles for its `arch` and runs to its end.
#[test]
fn every_example_runs_on_its_arch() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/gallery");
    let mut archs = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let toml = std::fs::read_to_string(e.path()).unwrap();
        let s = Snippet::from_toml(&toml).unwrap_or_else(|err| panic!("{}: {err}", e.path().display()));
        archs.insert(s.arch.clone());
        let t = s.target().expect("known target");
        let mut m = t
            .build(&s, &s.source)
            .unwrap_or_else(|err| panic!("{}: {err:?}", e.path().display()));
        assert_eq!(
            m.run(10_000_000),
            StepOutcome::Ended,
            "{}: {:?}",
            e.path().display(),
            m.fault()
        );
    }
    for arch in ["gfx803", "gfx900", "gfx950", "rv770"] {
        assert!(archs.contains(arch), "no {arch} example");
    }
}

#[test]
fn swizzle_butterfly() {
    let m = run(include_str!("../../../web/gallery/swizzle_butterfly.toml"));
    for (l, v) in vgpr(m.as_ref(), 1).iter().enumerate() {
        let half = l / 32 * 32;
        let want: u32 = (half..half + 32).map(|i| i as u32).sum();
        assert_eq!(f32::from_bits(*v), want as f32, "lane {l}");
    }
}

#[test]
fn divergent_loop() {
    let m = run(include_str!("../../../web/gallery/divergent_loop.toml"));
    assert_eq!(m.mask(m.mask_index("exec").unwrap()), u64::MAX);
    for (l, v) in vgpr(m.as_ref(), 1).iter().enumerate() {
        assert_eq!(*v as usize, (l % 8) * l, "lane {l}");
    }
}

// ---- Matrix-core examples (gfx950) ----
//
// Each test defines the example's matrices as the example's comment does, checks that the
// snippet's registers hold them (placed by the seed's layout formulas, written out here), and
// checks D against a plain triple-loop matmul in f64. The values are small, so every product
// and sum is exact in f32 and the comparison is bit for bit.

/// Bits `lo..lo+bits` of register `reg` in lane `lane` (AGPR a[n] is register 256 + n).
fn field(m: &dyn Machine, reg: usize, lane: usize, lo: u32, bits: u32) -> u32 {
    let v = vgpr(m, reg)[lane] >> lo;
    if bits == 32 {
        v
    } else {
        v & ((1 << bits) - 1)
    }
}

/// Input slot (seed 001 §7.1.4.1, L2851–L2918): element `(b, x, k)` of an operand whose lanes
/// run along `x` (the rows of A, the columns of B; extent `x_dim`) with `kdim` values of K of
/// `bits` bits in `regs` registers. `K_L = kdim·x_dim·blocks/64`; the element is item `k % K_L`
/// of lane `x + x_dim·(b + blocks·(k / K_L))`, items packed little-endian. With `halves`, the
/// first half of the registers holds `k < kdim/2` and the second the rest, each laid out as
/// above for `kdim/2` (FP8 F8F6F4 inputs L3099–L3127; 16-bit SMFMAC with 8-register B
/// L3779–L3800). Returns (register offset, lane, low bit).
#[allow(clippy::too_many_arguments)]
fn in_slot(
    x_dim: u32,
    blocks: u32,
    kdim: u32,
    bits: u32,
    regs: u32,
    halves: bool,
    b: u32,
    x: u32,
    k: u32,
) -> (usize, usize, u32) {
    let (kdim, half, k) = if halves {
        (kdim / 2, k / (kdim / 2), k % (kdim / 2))
    } else {
        (kdim, 0, k)
    };
    let kl = kdim * x_dim * blocks / 64;
    let lane = x + x_dim * (b + blocks * (k / kl));
    let bit = half * regs / 2 * 32 + (k % kl) * bits;
    assert!(lane < 64 && bit + bits <= regs * 32);
    ((bit / 32) as usize, lane as usize, bit % 32)
}

/// Output slot (seed 001 §7.1.4.2, L2924–L2978): `D[b,i,j]` (and `C`) is item
/// `(i%H) + H·(i/(H·M_I) + G·(b/B_I))` on lane `j + N·((i/H)%M_I + M_I·(b%B_I))` with `H = 4`,
/// `B_I = ceil(64/(N·M/H))`, `M_I = (64/B_I)/N`, `G = M/(H·M_I)`. Returns (register offset, lane).
fn out_slot(m: u32, n: u32, b: u32, i: u32, j: u32) -> (usize, usize) {
    let h = 4;
    let bi = 64u32.div_ceil(n * m / h);
    let mi = 64 / bi / n;
    let g = m / (h * mi);
    let item = i % h + h * (i / (h * mi) + g * (b / bi));
    let lane = j + n * ((i / h) % mi + mi * (b % bi));
    (item as usize, lane as usize)
}

/// An f16 value.
fn f16(h: u32) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, f) = ((h >> 10 & 0x1f) as i32, (h & 0x3ff) as f64);
    assert!(e != 31, "f16 {h:#x} is not finite");
    sign * if e == 0 {
        f * 2f64.powi(-24)
    } else {
        (1.0 + f / 1024.0) * 2f64.powi(e - 15)
    }
}

/// An FP8 E4M3 value (bias 7; seed 001 Table 30).
fn fp8(v: u32) -> f64 {
    let sign = if v & 0x80 != 0 { -1.0 } else { 1.0 };
    let (e, f) = ((v >> 3 & 0xf) as i32, (v & 7) as f64);
    assert!(v & 0x7f != 0x7f, "FP8 {v:#x} is NaN");
    sign * if e == 0 {
        f / 8.0 * 2f64.powi(-6)
    } else {
        (1.0 + f / 8.0) * 2f64.powi(e - 7)
    }
}

/// An f32 register value as f64.
fn f32_at(m: &dyn Machine, reg: usize, lane: usize) -> f64 {
    f32::from_bits(vgpr(m, reg)[lane]) as f64
}

fn no_warnings(m: &dyn Machine) {
    let w = m.warnings();
    assert!(w.is_empty(), "hazard warnings: {w:?}");
}

#[test]
fn mfma_f16_gemm() {
    // v_mfma_f32_32x32x8_f16 v[4:19], v[0:1], v[2:3], 0; then v[20:27] = D as f16 pairs.
    let m = run(include_str!("../../../web/gallery/mfma_f16_gemm.toml"));
    no_warnings(&*m);
    let a = |i: u32, k: u32| ((i + 2 * k) % 7) as f64 - 3.0;
    let b = |k: u32, j: u32| ((3 * k + j) % 5) as f64 - 2.0;
    for x in 0..32 {
        for k in 0..8 {
            let (r, l, lo) = in_slot(32, 1, 8, 16, 2, false, 0, x, k);
            assert_eq!(f16(field(&*m, r, l, lo, 16)), a(x, k), "A[{x}][{k}]");
            let (r, l, lo) = in_slot(32, 1, 8, 16, 2, false, 0, x, k);
            assert_eq!(f16(field(&*m, 2 + r, l, lo, 16)), b(k, x), "B[{k}][{x}]");
        }
    }
    let mut distinct = std::collections::BTreeSet::new();
    for i in 0..32 {
        for j in 0..32 {
            let want: f64 = (0..8).map(|k| a(i, k) * b(k, j)).sum();
            distinct.insert(want as i64);
            let (r, l) = out_slot(32, 32, 0, i, j);
            assert_eq!(f32_at(&*m, 4 + r, l), want, "D[{i}][{j}]");
            // The epilogue packs D registers 2p, 2p + 1 into register 20 + p (low, high half).
            let half = field(&*m, 20 + r / 2, l, 16 * (r as u32 % 2), 16);
            assert_eq!(f16(half), want, "f16 D[{i}][{j}]");
        }
    }
    assert!(distinct.len() > 10, "D is not interesting: {distinct:?}");
}

#[test]
fn mfma_scale_fp8() {
    // v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], 0, v20, v21 (scales: byte 0).
    let m = run(include_str!("../../../web/gallery/mfma_scale_fp8.toml"));
    no_warnings(&*m);
    let a = |i: u32, k: u32| (((3 * i + k) % 8) as f64 - 3.0) / 2.0;
    let b = |k: u32, j: u32| (((k + 5 * j) % 6) as f64 - 2.0) / 2.0;
    let ea = |i: u32, kb: u32| [-2, -1, 1, 2][((i + kb) % 4) as usize];
    let eb = |j: u32, kb: u32| [1, -1][((j + kb) % 2) as usize];
    for x in 0..16 {
        for k in 0..128 {
            let (r, l, lo) = in_slot(16, 1, 128, 8, 8, true, 0, x, k);
            assert_eq!(fp8(field(&*m, r, l, lo, 8)), a(x, k), "A[{x}][{k}]");
            assert_eq!(fp8(field(&*m, 8 + r, l, lo, 8)), b(k, x), "B[{k}][{x}]");
        }
        // E8M0 scales (L3304, L3340–L3348, L3365–L3368): byte 0 of lane row + 16·kblock, exponent + 127.
        for kb in 0..4 {
            let lane = (x + 16 * kb) as usize;
            assert_eq!(field(&*m, 20, lane, 0, 8) as i32, 127 + ea(x, kb), "scale A[{x}][{kb}]");
            assert_eq!(field(&*m, 21, lane, 0, 8) as i32, 127 + eb(x, kb), "scale B[{x}][{kb}]");
        }
    }
    let mut any_scaled = false;
    for i in 0..16 {
        for j in 0..16 {
            let want: f64 = (0..128)
                .map(|k| a(i, k) * b(k, j) * 2f64.powi(ea(i, k / 32) + eb(j, k / 32)))
                .sum();
            let unscaled: f64 = (0..128).map(|k| a(i, k) * b(k, j)).sum();
            any_scaled |= want != unscaled;
            let (r, l) = out_slot(16, 16, 0, i, j);
            assert_eq!(f32_at(&*m, 16 + r, l), want, "D[{i}][{j}]");
        }
    }
    assert!(any_scaled, "the scales change nothing");
}

#[test]
fn smfmac_sparse() {
    // v_smfmac_f32_16x16x64_f16 v[16:19], v[0:3], v[4:11], v12 (C = v[16:19] = 0).
    let m = run(include_str!("../../../web/gallery/smfmac_sparse.toml"));
    no_warnings(&*m);
    const PAIRS: [(u32, u32); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let stored = |i: u32, c: u32| [1.0, -1.0, 2.0, -2.0, 3.0][((i + 3 * c) % 5) as usize];
    let pos = |i: u32, c: u32| {
        let (p0, p1) = PAIRS[((i + c / 2) % 6) as usize];
        [p0, p1][(c % 2) as usize]
    };
    let b = |k: u32, j: u32| ((2 * k + j) % 5) as f64 - 2.0;
    // The dense 16x64 A: two non-zeros in every group of four columns (seed 001 L3569–L3580).
    let mut dense = [[0.0f64; 64]; 16];
    let mut positions = std::collections::BTreeSet::new();
    for (i, row) in dense.iter_mut().enumerate() {
        let i = i as u32;
        for c in 0..32 {
            // Compressed A: 16x32, 4 registers in two halves of K (L3779–L3800).
            let (r, l, lo) = in_slot(16, 1, 32, 16, 4, true, 0, i, c);
            assert_eq!(f16(field(&*m, r, l, lo, 16)), stored(i, c), "stored A[{i}][{c}]");
            // Its index: set 0, 2 bits per 16-bit item t of v[0:3] in register order (L3806–L3834).
            let t = (r as u32 * 32 + lo) / 16;
            assert_eq!(field(&*m, 12, l, 2 * t, 2), pos(i, c), "index of A[{i}][{c}]");
            positions.insert((pos(i, c - c % 2), pos(i, c | 1)));
            row[(4 * (c / 2) + pos(i, c)) as usize] = stored(i, c);
        }
    }
    assert_eq!(positions.len(), 6, "every index pair is used");
    for k in 0..64 {
        for j in 0..16 {
            let (r, l, lo) = in_slot(16, 1, 64, 16, 8, true, 0, j, k);
            assert_eq!(f16(field(&*m, 4 + r, l, lo, 16)), b(k, j), "B[{k}][{j}]");
        }
    }
    for i in 0..16 {
        for j in 0..16 {
            let want: f64 = (0..64).map(|k| dense[i as usize][k as usize] * b(k, j)).sum();
            let (r, l) = out_slot(16, 16, 0, i, j);
            assert_eq!(f32_at(&*m, 16 + r, l), want, "D[{i}][{j}]");
        }
    }
}

#[test]
fn mfma_broadcast() {
    // v_mfma_f32_4x4x4_16b_f16 v[4:7], v[0:1], v[2:3], 0 cbsz:2 abid:1.
    let m = run(include_str!("../../../web/gallery/mfma_broadcast.toml"));
    no_warnings(&*m);
    let a = |b: u32, i: u32, k: u32| {
        if k == i {
            b as f64 + 1.0
        } else if k == i + 1 {
            1.0
        } else {
            0.0
        }
    };
    let bm = |b: u32, k: u32, j: u32| ((k + j + b) % 4) as f64 - 1.0;
    for blk in 0..16 {
        for x in 0..4 {
            for k in 0..4 {
                let (r, l, lo) = in_slot(4, 16, 4, 16, 2, false, blk, x, k);
                assert_eq!(f16(field(&*m, r, l, lo, 16)), a(blk, x, k), "A[{blk}][{x}][{k}]");
                assert_eq!(f16(field(&*m, 2 + r, l, lo, 16)), bm(blk, k, x), "B[{blk}][{k}][{x}]");
            }
        }
    }
    // CBSZ = 2, ABID = 1 (seed 001 field table L36238–L36245, AMD's Matrix Instruction
    // Calculator): in each group of 2^2 = 4 consecutive blocks every block reads A of block
    // ABID = 1 of its group. (Seed L3227's lane formula would read block 4 + b % 4 instead.)
    let (group, abid) = (1 << 2, 1);
    for blk in 0..16 {
        for i in 0..4 {
            for j in 0..4 {
                let want: f64 = (0..4)
                    .map(|k| {
                        // As the example says: block b reads A block 4·(b / 4) + 1.
                        let src = blk / group * group + abid;
                        assert_eq!(src, 4 * (blk / 4) + 1);
                        a(src, i, k) * bm(blk, k, j)
                    })
                    .sum();
                let (r, l) = out_slot(4, 4, blk, i, j);
                assert_eq!(f32_at(&*m, 4 + r, l), want, "D[{blk}][{i}][{j}]");
            }
        }
    }
}

#[test]
fn mfma_agpr_acc() {
    // C = j into a[0:3]; 4 × v_mfma_f32_16x16x16_f16 a[0:3], v[2:3], v[4:5], a[0:3] with B += 1
    // between steps; v[8:11] = a[0:3].
    let m = run(include_str!("../../../web/gallery/mfma_agpr_acc.toml"));
    no_warnings(&*m);
    let a = |i: u32, k: u32| ((i + 2 * k) % 5) as f64 - 2.0;
    let b = |k: u32, j: u32| ((k + 3 * j) % 4) as f64 - 2.0;
    // The full K = 64 problem the four steps make: A_full = [A A A A], B_full = B_s stacked.
    let a_full = |i: u32, k: u32| a(i, k % 16);
    let b_full = |k: u32, j: u32| b(k % 16, j) + (k / 16) as f64;
    // The A in the registers is the example's A; the B there is the last slice plus one (the
    // loop adds 1 after every step).
    for x in 0..16 {
        for k in 0..16 {
            let (r, l, lo) = in_slot(16, 1, 16, 16, 2, false, 0, x, k);
            assert_eq!(f16(field(&*m, 2 + r, l, lo, 16)), a(x, k), "A[{x}][{k}]");
            assert_eq!(
                f16(field(&*m, 4 + r, l, lo, 16)),
                b(k, x) + 4.0,
                "B after the loop [{k}][{x}]"
            );
        }
    }
    for i in 0..16 {
        for j in 0..16 {
            let want = j as f64 + (0..64).map(|k| a_full(i, k) * b_full(k, j)).sum::<f64>();
            let (r, l) = out_slot(16, 16, 0, i, j);
            assert_eq!(f32_at(&*m, 256 + r, l), want, "AGPR D[{i}][{j}]");
            assert_eq!(f32_at(&*m, 8 + r, l), want, "VGPR copy of D[{i}][{j}]");
        }
    }
}
