//! `lanescope layout`: rows checked against the seed 001 formulas (ch. 7, L2851–L2978).

use std::process::{Command, Output};

fn lanescope(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lanescope"))
        .args(args)
        .output()
        .expect("run lanescope")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn ok(args: &[&str]) -> String {
    let out = lanescope(args);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

fn err(args: &[&str]) -> String {
    let out = lanescope(args);
    assert!(!out.status.success(), "{args:?} succeeded");
    text(&out.stderr)
}

#[test]
fn csv_rows_follow_the_seed_formulas() {
    // 32×32 D (L2964–L2978): reg 4·(i/8) + i%4, lane j + 32·((i/4)%2).
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_32x32x8_f16",
        "--matrix",
        "D",
        "--csv",
    ]);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("block,i,j,reg,lane,lo,hi"));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 32 * 32);
    for row in &rows {
        let v: Vec<u32> = row.split(',').map(|x| x.parse().unwrap()).collect();
        let (i, j) = (v[1], v[2]);
        assert_eq!(&v[3..], &[4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2), 0, 31], "{row}");
    }
    assert!(rows.contains(&"0,13,5,5,37,0,31"));
    // 16×16 D: reg i%4, lane j + 16·(i/4).
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x16_bf16",
        "--matrix",
        "C",
    ]);
    assert!(out.lines().any(|l| l == "0,6,3,2,19,0,31"), "{out}");
    // 4×4×4_16B F16 A (L2880): k = 2 is bits 15:0 of the second register; block 5 row 3 → lane 23.
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_4x4x4_16b_f16",
        "--matrix",
        "A",
    ]);
    assert!(out.lines().any(|l| l == "5,3,2,1,23,0,15"), "{out}");
    // F64 pair (L2778–L2800): D[0,4,0] in registers 2–3 of lane 0.
    let out = ok(&["layout", "--arch", "gfx950", "v_mfma_f64_16x16x4_f64", "--matrix", "D"]);
    assert!(out.lines().any(|l| l == "0,4,0,2,0,0,63"), "{out}");
    // FP6 A of F8F6F4 (CBSZ=2): item 5 crosses into the second register (L2838).
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x128_f8f6f4",
        "--matrix",
        "A",
        "--cbsz",
        "2",
    ]);
    assert!(out.lines().any(|l| l == "0,0,5,0,0,30,35"), "{out}");
    // FP8 (default) exception (L3099): k = 64 is in v4 of lane 0.
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x128_f8f6f4",
        "--matrix",
        "A",
    ]);
    assert!(out.lines().any(|l| l == "0,3,64,4,3,0,7"), "{out}");
    // CBSZ=1 ABID=1 (L3229): A of block 0 is read from block 1's lanes.
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_32x32x1_2b_f32",
        "--matrix",
        "A",
        "--cbsz",
        "1",
        "--abid",
        "1",
    ]);
    assert!(out.lines().any(|l| l == "0,5,0,0,37,0,31"), "{out}");
}

#[test]
fn markdown_and_sparse_index() {
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_smfmac_f32_16x16x32_f16",
        "--matrix",
        "K",
        "--markdown",
    ]);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("| block | i | j | reg | lane | lo | hi |"));
    assert_eq!(lines.next(), Some("|---|---|---|---|---|---|---|"));
    assert!(out.lines().any(|l| l == "| 0 | 2 | 5 | 0 | 18 | 2 | 3 |"), "{out}");
    assert_eq!(out.lines().count(), 2 + 16 * 16);
}

#[test]
fn list_and_summary() {
    let out = ok(&["layout", "--arch", "gfx950", "--list"]);
    assert_eq!(out.lines().count(), 68);
    assert!(out.lines().any(|l| l == "v_mfma_scale_f32_32x32x64_f8f6f4"));
    assert!(out.lines().any(|l| l == "v_smfmac_i32_16x16x128_i8"));
    let out = ok(&["layout", "--arch", "cdna4", "v_mfma_f32_32x32x8_f16"]);
    assert!(out.contains("M x N x K: 32 x 32 x 8, blocks 1"), "{out}");
    assert!(out.contains("passes: 8 (32 cycles)"), "{out}");
    assert!(out.contains("FLOPs: 16384"), "{out}");
    assert!(
        out.contains("A: f16, 32 x 8 per block, 2 registers per lane, VGPR or AGPR"),
        "{out}"
    );
    assert!(
        out.contains("D: f32, 16 registers per lane, VGPR or AGPR via ACC_CD"),
        "{out}"
    );
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_32x32x64_f8f6f4",
        "--cbsz",
        "4",
        "--blgp",
        "2",
    ]);
    assert!(out.contains("passes: 8 (32 cycles)"), "{out}");
    assert!(
        out.contains("A: fp4 (e2m1), 32 x 64 per block, 4 registers per lane"),
        "{out}"
    );
    assert!(
        out.contains("B: fp6 (e2m3), 64 x 32 per block, 6 registers per lane"),
        "{out}"
    );
    let out = ok(&["layout", "--arch", "gfx950", "v_smfmac_f32_32x32x32_bf16"]);
    assert!(out.contains("K (sparse index, SRC2)"), "{out}");
    assert!(out.contains("VGPR only"), "{out}");
}

#[test]
fn errors_are_clear() {
    assert!(err(&["layout", "--arch", "gfx900", "--list"]).contains("no matrix cores"));
    let e = err(&["layout", "--arch", "gfx950", "v_mfma_nope"]);
    assert!(e.contains("unknown matrix instruction") && e.contains("--list"), "{e}");
    let e = err(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16", "--cbsz", "1"]);
    assert!(e.contains("CBSZ too large"), "{e}");
    let e = err(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_32x32x1_2b_f32",
        "--cbsz",
        "1",
        "--abid",
        "2",
    ]);
    assert!(e.contains("ABID must be below"), "{e}");
    let e = err(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x128_f8f6f4",
        "--blgp",
        "5",
    ]);
    assert!(e.contains("B format"), "{e}");
    let e = err(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16", "--matrix", "K"]);
    assert!(e.contains("v_smfmac"), "{e}");
    let e = err(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16", "--matrix", "Q"]);
    assert!(e.contains("expected A, B, C, D or K"), "{e}");
    assert!(err(&["layout", "--arch", "gfx950"]).contains("--list"));
    assert!(err(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16", "--csv"]).contains("--matrix"));
    err(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x8_f16", "--cbsz", "-1"]);
    err(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_32x32x8_f16",
        "--cbsz",
        "4294967295",
    ]);
}

#[test]
fn summary_and_csv_show_where_sources_disagree() {
    // f64 4x4x4: D[1][0][0] in lane 4 (AMD's calculator), the seed's lane 16 named as the other
    // reading on a `sources disagree:` line.
    let out = ok(&["layout", "--arch", "gfx950", "v_mfma_f64_4x4x4_4b_f64"]);
    let line = out
        .lines()
        .find(|l| l.starts_with("sources disagree: "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("16*b + 4*i + j") && line.contains("16*i + 4*b + j"),
        "{line}"
    );
    let csv = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f64_4x4x4_4b_f64",
        "--matrix",
        "D",
        "--csv",
    ]);
    assert!(csv.lines().any(|l| l == "1,0,0,0,4,0,63"), "{csv}");
    // 16x16x4_4b, CBSZ=1 ABID=1: block 0 reads block 1 (lanes 16-31).
    let out = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x4_4b_f16",
        "--cbsz",
        "1",
        "--abid",
        "1",
    ]);
    assert!(
        out.lines().any(|l| l.starts_with("sources disagree: CBSZ/ABID")),
        "{out}"
    );
    let csv = ok(&[
        "layout",
        "--arch",
        "gfx950",
        "v_mfma_f32_16x16x4_4b_f16",
        "--matrix",
        "A",
        "--csv",
        "--cbsz",
        "1",
        "--abid",
        "1",
    ]);
    assert!(csv.lines().any(|l| l == "0,3,0,0,19,0,15"), "{csv}");
    // Where the sources agree there is no such line.
    let out = ok(&["layout", "--arch", "gfx950", "v_mfma_f32_32x32x1_2b_f32"]);
    assert!(!out.contains("sources disagree"), "{out}");
}
