//! `lanescope compare --arch A --arch B FILE`: the line-by-line report, its JSON form, the run
//! comparison of a snippet and the exit statuses (0 same, 1 differs, 2 trouble).

mod common;

use common::{assert_has, assert_starts, lanescope, text, Scratch};

/// `lanescope compare --arch gfx900 --arch gfx950 [EXTRA…] FILE`.
fn compare_file(file: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["compare", "--arch", "gfx900", "--arch", "gfx950"];
    args.extend_from_slice(extra);
    args.push(file.to_str().unwrap());
    lanescope(&args, "")
}

/// Same on both, gfx950-only, gfx900-only, encoded differently (VOP2 on gfx900, VOP3 on gfx950).
const PORTING: &str = "v_mov_b32 v1, 2\n; a comment\n\
                       v_mfma_f32_4x4x1f32 v[0:3], v1, v2, v[0:3]\n\
                       v_mac_f32 v1, v2, v3\n\
                       v_mul_legacy_f32 v1, v2, v3\n";

#[test]
fn the_text_report_shows_each_line_on_both_targets() {
    let out = lanescope(&["compare", "--arch", "gfx900", "--arch", "gfx950", "-"], PORTING);
    let want = "gfx900 vs gfx950\n\
        \x20   1  same  v_mov_b32_e32 v1, 2  [0x82,0x02,0x02,0x7e]\n\
        \x20   3  v_mfma_f32_4x4x1f32 v[0:3], v1, v2, v[0:3]\n\
        \x20      gfx900  error: instruction not supported on this GPU\n\
        \x20      gfx950  v_mfma_f32_4x4x1_16b_f32 v[0:3], v1, v2, v[0:3]  [0x00,0x00,0xc2,0xd3,0x01,0x05,0x02,0x04]\n\
        \x20      only on gfx950\n\
        \x20   4  v_mac_f32 v1, v2, v3\n\
        \x20      gfx900  v_mac_f32_e32 v1, v2, v3  [0x02,0x07,0x02,0x2c]\n\
        \x20      gfx950  error: instruction not supported on this GPU\n\
        \x20      only on gfx900\n\
        \x20   5  v_mul_legacy_f32 v1, v2, v3\n\
        \x20      gfx900  v_mul_legacy_f32_e32 v1, v2, v3  [0x02,0x07,0x02,0x08]\n\
        \x20      gfx950  v_mul_legacy_f32 v1, v2, v3  [0x01,0x00,0xa1,0xd2,0x02,0x07,0x02,0x00]\n\
        \x20                                            ^^^^ ^^^^ ^^^^ ^^^^ ^^^^ ^^^^ ^^^^ ^^^^\n\
        \x20      encoded differently; differing bits per dword: 0xdaa30703\n\
        4 lines: 1 same, 0 spelled differently, 1 encoded differently, 1 only on gfx900, 1 only on gfx950, 0 on neither\n";
    assert_eq!(text(&out.stdout), want);
    assert_eq!(out.status.code(), Some(1), "something differs");
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
}

#[test]
fn identical_code_exits_zero() {
    let out = lanescope(
        &["compare", "--arch", "vega", "--arch", "gfx950", "-"],
        "s_mov_b32 s0, 1\ns_endpgm\n",
    );
    assert!(text(&out.stdout).ends_with("2 lines: 2 same, 0 spelled differently, 0 encoded differently, 0 only on gfx900, 0 only on gfx950, 0 on neither\n"));
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn the_json_report_has_every_line_and_the_summary() {
    let out = lanescope(
        &["compare", "--arch", "gfx900", "--arch", "gfx950", "--json", "-"],
        PORTING,
    );
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).expect("one JSON object");
    assert_eq!(v["targets"], serde_json::json!(["gfx900", "gfx950"]));
    let lines = v["lines"].as_array().unwrap();
    let verdicts: Vec<&str> = lines.iter().map(|l| l["verdict"].as_str().unwrap()).collect();
    assert_eq!(verdicts, ["same", "only_second", "only_first", "encoded"]);
    assert_eq!(lines[3]["differing_bits"], serde_json::json!([0xdaa3_0703u32]));
    assert_eq!(
        lines[2]["sides"][1]["errors"][0],
        "instruction not supported on this GPU"
    );
    assert_eq!(lines[3]["sides"][0]["encodings"][0], "[0x02,0x07,0x02,0x08]");
    assert_eq!(v["summary"]["encoded"], 1);
    assert!(v.get("run").is_none(), "an assembly file runs only with --run");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_snippet_runs_on_both_and_the_states_are_compared() {
    let dir = Scratch::new("compare");
    let snippet = "arch = \"gfx900\"\nsource = '''\nv_cvt_f32_u32 v1, v0\nv_mul_legacy_f32 v2, v1, v1\ns_endpgm\n'''\n\
                   [init]\nexec = \"0xf\"\n";
    let file = dir.file("port.toml", snippet);
    let out = compare_file(&file, &[]);
    let report = text(&out.stdout);
    assert!(report.contains("    4  v_mul_legacy_f32 v2, v1, v1\n"), "{report}");
    assert!(
        report.contains(
            "after the run (gfx900: ended after 3 steps; gfx950: ended after 3 steps):\n\
             \x20 362 of 362 compared buffers and registers are equal\n\
             \x20 only on gfx950: 256 (a0 … a255)\n"
        ),
        "{report}"
    );
    let json = compare_file(&file, &["--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&json.stdout)).unwrap();
    assert_eq!(v["run"]["equal"], 362);
    assert_eq!(v["run"]["differences"], serde_json::json!([]));
    assert_eq!(v["run"]["only"][1].as_array().unwrap().len(), 256);
}

#[test]
fn a_target_that_cannot_build_the_snippet_is_part_of_the_report() {
    // A gfx950-only instruction: the gfx900 run does not build, which is a difference (exit
    // status 1), not trouble.
    let dir = Scratch::new("compare-build");
    let snippet = "arch = \"gfx950\"\nsource = '''\nv_mov_b32 v1, 1.0\nv_fmac_f32 v1, v1, v1\ns_endpgm\n'''\n";
    let file = dir.file("fmac.toml", snippet);
    let out = compare_file(&file, &[]);
    assert_has(&out.stdout, "after the run (gfx900: does not build: line 4: instruction not supported on this GPU; gfx950: ended after 3 steps):\n");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn trouble_exits_two() {
    let one = lanescope(&["compare", "--arch", "gfx900", "-"], "s_endpgm\n");
    assert_eq!(one.status.code(), Some(2));
    assert!(text(&one.stderr).contains("compare takes exactly two --arch"));
    let missing = lanescope(
        &["compare", "--arch", "gfx900", "--arch", "gfx950", "/nonexistent/x.s"],
        "",
    );
    assert_eq!(missing.status.code(), Some(2));
    assert_starts(&missing.stderr, "lanescope: error: ");
}

#[test]
fn gcn_1_2_spells_the_carry_out_add_as_v_add_u32() {
    // VI's v_add_u32 (carry out to VCC) is gfx900's v_add_co_u32: each target takes only its
    // own name (llvm-mc 22 agrees), with the same bytes.
    let src = "v_add_co_u32 v1, vcc, v2, v3\nv_add_u32 v1, vcc, v2, v3\ns_load_dword s0, s[4:5], 0x10\n";
    let out = lanescope(&["compare", "--arch", "gfx803", "--arch", "gfx900", "--json", "-"], src);
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    let lines = v["lines"].as_array().unwrap();
    let verdicts: Vec<&str> = lines.iter().map(|l| l["verdict"].as_str().unwrap()).collect();
    assert_eq!(verdicts, ["only_second", "only_first", "same"]);
    assert_eq!(lines[0]["sides"][1]["encodings"], lines[1]["sides"][0]["encodings"]);
    assert_eq!(lines[1]["sides"][0]["texts"][0], "v_add_u32_e32 v1, vcc, v2, v3");
}
