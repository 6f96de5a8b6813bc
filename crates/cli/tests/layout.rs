//! `lanescope layout`: rows checked against the seed 001 formulas (ch. 7, L2851–L2978).

mod common;
use common::{lanescope, text};

fn ok(args: &[&str]) -> String {
    let out = lanescope(args, "");
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

fn err(args: &[&str]) -> String {
    let out = lanescope(args, "");
    assert!(!out.status.success(), "{args:?} succeeded");
    text(&out.stderr)
}

/// The arguments `layout --arch gfx950 INST ARGS…`.
fn gfx950<'a>(inst: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["layout", "--arch", "gfx950", inst];
    all.extend(args);
    all
}

/// Fails unless `out` has the line `line`.
fn has_line(out: &str, line: &str) {
    assert!(out.lines().any(|l| l == line), "no line {line} in:\n{out}");
}

/// Fails unless `out` contains each of `parts`.
fn contains_all(out: &str, parts: &[&str]) {
    for part in parts {
        assert!(out.contains(part), "no {part} in:\n{out}");
    }
}

#[test]
fn csv_rows_follow_the_seed_formulas() {
    // 32×32 D (L2964–L2978): reg 4·(i/8) + i%4, lane j + 32·((i/4)%2).
    let out = ok(&gfx950("v_mfma_f32_32x32x8_f16", &["--matrix", "D", "--csv"]));
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
    // (instruction, arguments, a row of its layout)
    let cases: [(&str, &[&str], &str); 6] = [
        // 16×16 D: reg i%4, lane j + 16·(i/4).
        ("v_mfma_f32_16x16x16_bf16", &["--matrix", "C"], "0,6,3,2,19,0,31"),
        // 4×4×4_16B F16 A (L2880): k = 2 is bits 15:0 of the second register; block 5 row 3 → lane 23.
        ("v_mfma_f32_4x4x4_16b_f16", &["--matrix", "A"], "5,3,2,1,23,0,15"),
        // F64 pair (L2778–L2800): D[0,4,0] in registers 2–3 of lane 0.
        ("v_mfma_f64_16x16x4_f64", &["--matrix", "D"], "0,4,0,2,0,0,63"),
        // FP6 A of F8F6F4 (CBSZ=2): item 5 crosses into the second register (L2838).
        (
            "v_mfma_f32_16x16x128_f8f6f4",
            &["--matrix", "A", "--cbsz", "2"],
            "0,0,5,0,0,30,35",
        ),
        // FP8 (default) exception (L3099): k = 64 is in v4 of lane 0.
        ("v_mfma_f32_16x16x128_f8f6f4", &["--matrix", "A"], "0,3,64,4,3,0,7"),
        // CBSZ=1 ABID=1 (L3229): A of block 0 is read from block 1's lanes.
        (
            "v_mfma_f32_32x32x1_2b_f32",
            &["--matrix", "A", "--cbsz", "1", "--abid", "1"],
            "0,5,0,0,37,0,31",
        ),
    ];
    for (inst, args, row) in cases {
        has_line(&ok(&gfx950(inst, args)), row);
    }
}

#[test]
fn markdown_and_sparse_index() {
    let out = ok(&gfx950("v_smfmac_f32_16x16x32_f16", &["--matrix", "K", "--markdown"]));
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("| block | i | j | reg | lane | lo | hi |"));
    assert_eq!(lines.next(), Some("|---|---|---|---|---|---|---|"));
    has_line(&out, "| 0 | 2 | 5 | 0 | 18 | 2 | 3 |");
    assert_eq!(out.lines().count(), 2 + 16 * 16);
}

#[test]
fn list_and_summary() {
    let out = ok(&gfx950("--list", &[]));
    assert_eq!(out.lines().count(), 68);
    assert!(out.lines().any(|l| l == "v_mfma_scale_f32_32x32x64_f8f6f4"));
    assert!(out.lines().any(|l| l == "v_smfmac_i32_16x16x128_i8"));
    let out = ok(&["layout", "--arch", "cdna4", "v_mfma_f32_32x32x8_f16"]);
    contains_all(
        &out,
        &[
            "M x N x K: 32 x 32 x 8, blocks 1",
            "passes: 8 (32 cycles)",
            "FLOPs: 16384",
            "A: f16, 32 x 8 per block, 2 registers per lane, VGPR or AGPR",
            "D: f32, 16 registers per lane, VGPR or AGPR via ACC_CD",
        ],
    );
    let out = ok(&gfx950("v_mfma_f32_32x32x64_f8f6f4", &["--cbsz", "4", "--blgp", "2"]));
    contains_all(
        &out,
        &[
            "passes: 8 (32 cycles)",
            "A: fp4 (e2m1), 32 x 64 per block, 4 registers per lane",
            "B: fp6 (e2m3), 64 x 32 per block, 6 registers per lane",
        ],
    );
    let out = ok(&gfx950("v_smfmac_f32_32x32x32_bf16", &[]));
    contains_all(&out, &["K (sparse index, SRC2)", "VGPR only"]);
}

#[test]
fn errors_are_clear() {
    assert!(err(&["layout", "--arch", "gfx900", "--list"]).contains("no matrix cores"));
    let e = err(&gfx950("v_mfma_nope", &[]));
    assert!(e.contains("unknown matrix instruction") && e.contains("--list"), "{e}");
    let e = err(&gfx950("v_mfma_f32_32x32x8_f16", &["--cbsz", "1"]));
    assert!(e.contains("CBSZ too large"), "{e}");
    let e = err(&gfx950("v_mfma_f32_32x32x1_2b_f32", &["--cbsz", "1", "--abid", "2"]));
    assert!(e.contains("ABID must be below"), "{e}");
    let e = err(&gfx950("v_mfma_f32_16x16x128_f8f6f4", &["--blgp", "5"]));
    assert!(e.contains("B format"), "{e}");
    let e = err(&gfx950("v_mfma_f32_32x32x8_f16", &["--matrix", "K"]));
    assert!(e.contains("v_smfmac"), "{e}");
    let e = err(&gfx950("v_mfma_f32_32x32x8_f16", &["--matrix", "Q"]));
    assert!(e.contains("expected A, B, C, D or K"), "{e}");
    assert!(err(&["layout", "--arch", "gfx950"]).contains("--list"));
    assert!(err(&gfx950("v_mfma_f32_32x32x8_f16", &["--csv"])).contains("--matrix"));
    err(&gfx950("v_mfma_f32_32x32x8_f16", &["--cbsz", "-1"]));
    err(&gfx950("v_mfma_f32_32x32x8_f16", &["--cbsz", "4294967295"]));
}

#[test]
fn summary_and_csv_show_where_sources_disagree() {
    // f64 4x4x4: D[1][0][0] in lane 4 (AMD's calculator), the seed's lane 16 named as the other
    // reading on a `sources disagree:` line.
    let out = ok(&gfx950("v_mfma_f64_4x4x4_4b_f64", &[]));
    let line = out
        .lines()
        .find(|l| l.starts_with("sources disagree: "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.contains("16*b + 4*i + j") && line.contains("16*i + 4*b + j"),
        "{line}"
    );
    let csv = ok(&gfx950("v_mfma_f64_4x4x4_4b_f64", &["--matrix", "D", "--csv"]));
    has_line(&csv, "1,0,0,0,4,0,63");
    // 16x16x4_4b, CBSZ=1 ABID=1: block 0 reads block 1 (lanes 16-31).
    let out = ok(&gfx950("v_mfma_f32_16x16x4_4b_f16", &["--cbsz", "1", "--abid", "1"]));
    assert!(
        out.lines().any(|l| l.starts_with("sources disagree: CBSZ/ABID")),
        "{out}"
    );
    let csv = ok(&gfx950(
        "v_mfma_f32_16x16x4_4b_f16",
        &["--matrix", "A", "--csv", "--cbsz", "1", "--abid", "1"],
    ));
    has_line(&csv, "0,3,0,0,19,0,15");
    // Where the sources agree there is no such line.
    let out = ok(&gfx950("v_mfma_f32_32x32x1_2b_f32", &[]));
    assert!(!out.contains("sources disagree"), "{out}");
}
