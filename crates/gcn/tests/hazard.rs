//! The hazard linter (`lanescope_gcn::hazard::lint`): each rule of seed 001 Table 38
//! (L3910–L4066) and Table 11 (L1324–L1400) fires with the counts the seed gives and stops
//! firing once enough independent instructions or `s_nop` wait states separate the pair.

use lanescope_gcn::hazard::lint;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;
use lanescope_isa::{Diagnostic, Severity};

fn warnings(arch: Arch, src: &str) -> Vec<Diagnostic> {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let d = lint(&p);
    assert!(d.iter().all(|d| d.severity == Severity::Warning));
    d
}

fn w950(src: &str) -> Vec<Diagnostic> {
    warnings(Arch::Gfx950, src)
}

/// `src` gives exactly one warning, at `line`, whose message contains every piece of `parts`.
#[track_caller]
fn one(arch: Arch, src: &str, line: u32, parts: &[&str]) {
    let d = warnings(arch, src);
    assert_eq!(d.len(), 1, "{src}\n{d:#?}");
    assert_eq!(d[0].span.line, line, "{:?}", d[0]);
    for p in parts {
        assert!(d[0].message.contains(p), "missing {p:?} in {:?}", d[0].message);
    }
}

#[track_caller]
fn none(arch: Arch, src: &str) {
    let d = warnings(arch, src);
    assert!(d.is_empty(), "{src}\n{d:#?}");
}

/// `n` independent instructions (SALU moves to a register nothing else uses).
fn pad(n: u32) -> String {
    (0..n).map(|_| "s_mov_b32 s90, 0\n").collect()
}

/// `s_nop`s giving `n` wait states (16 at most each).
fn nops(n: u32) -> String {
    let full = (0..n / 16).map(|_| "s_nop 15\n".to_string());
    full.chain((!n.is_multiple_of(16)).then(|| format!("s_nop {}\n", n % 16 - 1)))
        .collect()
}

/// The counts a warning gives: `after 3 independent instructions, 4 required`.
fn counts(present: u32, req: u32) -> String {
    let s = if present == 1 { "" } else { "s" };
    format!("after {present} independent instruction{s}, {req} required")
}

/// `producer` then `consumer` (whole lines) need `req` wait states: with one fewer between
/// them, exactly one warning, at the consumer's line, with those counts and every piece of
/// `parts`; with `req`, none.
#[track_caller]
fn needs(arch: Arch, producer: &str, consumer: &str, req: u32, parts: &[&str]) {
    let short = nops(req - 1);
    let line = (producer.lines().count() + short.lines().count() + 1) as u32;
    let counts = counts(req - 1, req);
    let parts: Vec<&str> = parts.iter().copied().chain([counts.as_str()]).collect();
    one(arch, &format!("{producer}{short}{consumer}"), line, &parts);
    none(arch, &format!("{producer}{}{consumer}", nops(req)));
}

/// `src` without its `s_nop` instructions.
fn without_nops(src: &str) -> String {
    let nop = |l: &str| l.trim_start().starts_with("s_nop");
    src.lines().filter(|l| !nop(l)).map(|l| format!("{l}\n")).collect()
}

fn kernels(dir: &str) -> Vec<(String, String)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/kernels/");
    let mut out = Vec::new();
    for e in std::fs::read_dir(format!("{root}{dir}")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "s") {
            out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
        }
    }
    out.sort();
    assert!(!out.is_empty());
    out
}

#[test]
fn clang_kernels_have_no_hazards() {
    for (dir, arch) in [("gfx950", Arch::Gfx950), ("gfx900", Arch::Gfx900)] {
        for (name, src) in kernels(dir) {
            let d = warnings(arch, &src);
            assert!(
                d.is_empty(),
                "{name}:\n{}",
                d.iter()
                    .map(|d| format!("{}:{}\n", d.span.line, d.message))
                    .collect::<String>()
            );
        }
    }
}

#[test]
fn clang_matrix_kernels_have_no_hazards_until_their_nops_are_removed() {
    // Two matrix kernels compiled by clang 22 (source beside them): clang's s_nops satisfy
    // every Table 38 rule, so no warning; without them the rules fire in each kernel.
    let src = include_str!("hazard/mfma_gfx950.s");
    let d = w950(src);
    assert!(d.is_empty(), "{d:#?}");
    let stripped = without_nops(src);
    let d = w950(&stripped);
    let mm2 = stripped.lines().position(|l| l.starts_with("mm2:")).unwrap() as u32 + 1;
    assert!(d.iter().any(|d| d.span.line < mm2), "mm without s_nop: {d:#?}");
    assert!(d.iter().any(|d| d.span.line > mm2), "mm2 without s_nop: {d:#?}");
    // Lines 28-30: `v_mfma_f32_32x32x8_f16 v[2:17], …` then `s_nop 11` then
    // `v_pk_add_f32 v[12:13], v[12:13], 1.0 op_sel_hi:[1,0]`: 32 cycles = 8 passes (Table 28
    // L2543), XDL → VALU RAW 12 (L3961); without the nop, 0 wait states.
    assert!(src.lines().nth(28).unwrap().contains("s_nop 11"));
    assert_eq!(d[0].span.line, 29);
    for part in ["v_mfma_f32_32x32x8_f16 (line 28) writes v[2:17]", &counts(0, 12)] {
        assert!(d[0].message.contains(part), "{}", d[0].message);
    }
}

// ---- Table 38 ----

// A 2-pass XDL op (Table 28 L2542: 4x4x4_16B f16, 8 cycles), a 4-pass one (16x16x16 f16, 16
// cycles), an 8-pass one (32x32x8 f16, 32 cycles); SGEMM 16x16x4 f32 (32 cycles, 8 passes)
// and 32x32x2 f32 (64 cycles, 16 passes).
const XDL2: &str = "v_mfma_f32_4x4x4_16b_f16";
const XDL4: &str = "v_mfma_f32_16x16x16_f16";

#[test]
fn valu_write_then_mfma_read_needs_2() {
    // L3913: non-DL VALU writes a VGPR, an MFMA reads it: 2.
    let mfma = format!("{XDL2} v[4:7], v[0:1], v[2:3], v[4:7]\n");
    one(
        Arch::Gfx950,
        &format!("v_mov_b32 v1, 1.0\n{mfma}"),
        2,
        &[
            "v_mov_b32 (line 1) writes v1",
            "v_mfma_f32_4x4x4_16b_f16 reads v[0:1]",
            "after 0 independent instructions, 2 required",
            "L3913",
        ],
    );
    needs(Arch::Gfx950, "v_mov_b32 v1, 1.0\n", &mfma, 2, &[]);
    none(Arch::Gfx950, &format!("v_mov_b32 v1, 1.0\n{}{mfma}", pad(2)));
    // SrcC and the SMFMAC index count too.
    let smfmac = "v_smfmac_f32_16x16x64_f16 v[4:7], v[8:11], v[12:19], v20\n";
    one(
        Arch::Gfx950,
        &format!("v_mov_b32 v5, 1.0\n{mfma}"),
        2,
        &["reads v[4:7]", "2 required"],
    );
    one(
        Arch::Gfx950,
        &format!("v_mov_b32 v20, 0\n{smfmac}"),
        2,
        &["reads v20", "2 required"],
    );
    // A VGPR write does not touch the AGPR of the same number.
    let acc = format!("{XDL2} a[4:7], v[0:1], v[2:3], a[4:7]\n");
    none(Arch::Gfx950, &format!("v_mov_b32 v5, 1.0\n{acc}"));
    // v_accvgpr_write writes the AGPR the MFMA reads.
    let parts = ["writes a5", "reads a[4:7]", "2 required"];
    one(Arch::Gfx950, &format!("v_accvgpr_write_b32 a5, v0\n{acc}"), 2, &parts);
    // Registers next to the tuple do not overlap.
    none(
        Arch::Gfx950,
        &format!("v_mov_b32 v8, 1.0\nv_mov_b32 v3, 1.0\n{XDL2} v[4:7], v[0:1], v[10:11], v[4:7]\n"),
    );
}

#[test]
fn xdl_then_same_srcc() {
    // L3937: exactly the same SrcC: 2/0/0/0 by passes.
    let a = format!("{XDL2} v[4:7], v[0:1], v[2:3], v[4:7]\n");
    let parts = ["reads as SrcC v[4:7]", "after 0 independent instructions, 2 required"];
    one(
        Arch::Gfx950,
        &format!("{a}{a}"),
        2,
        &[parts[0], parts[1], "XDL 2 passes", "L3937"],
    );
    none(Arch::Gfx950, &format!("{a}s_nop 1\n{a}"));
    let b = format!("{XDL4} v[4:7], v[0:1], v[2:3], v[4:7]\n");
    none(Arch::Gfx950, &format!("{b}{b}"));
    // The same in AGPRs.
    let c = format!("{XDL2} a[4:7], v[0:1], v[2:3], a[4:7]\n");
    let parts = ["writes a[4:7]", "reads as SrcC a[4:7]", "2 required"];
    one(Arch::Gfx950, &format!("{c}{c}"), 2, &parts);
    // AGPR D, VGPR C of the same numbers: no dependency.
    none(Arch::Gfx950, &format!("{c}{a}"));
}

#[test]
fn xdl_then_overlapped_srcc() {
    // L3946: overlapped but not identical SrcC: 4/6/10/18.
    let p = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\n";
    let c = format!("{XDL4} v[4:7], v[20:21], v[22:23], v[4:7]\n");
    let parts = [
        "writes v[0:15]",
        "reads as SrcC v[4:7]",
        "after 0 independent instructions, 10 required",
    ];
    one(
        Arch::Gfx950,
        &format!("{p}{c}"),
        2,
        &[
            parts[0],
            parts[1],
            parts[2],
            "XDL 8 passes → XDL SrcC overlapped",
            "L3946",
        ],
    );
    needs(Arch::Gfx950, p, &c, 10, &[]);
    none(Arch::Gfx950, &format!("{p}{}{c}", pad(10)));
    // 2 passes: 4.
    let p2 = format!("{XDL2} v[0:3], v[16:17], v[18:19], v[0:3]\n");
    let c2 = format!("{XDL2} v[2:5], v[16:17], v[18:19], v[2:5]\n");
    needs(Arch::Gfx950, &p2, &c2, 4, &[]);
    // Disjoint tuples: nothing.
    none(
        Arch::Gfx950,
        &format!("{p2}{XDL2} v[4:7], v[16:17], v[18:19], v[4:7]\n"),
    );
}

#[test]
fn xdl_then_sgemm_srcc_and_srcab() {
    // L3952: S/DGEMM reads the XDL result as SrcC: 3/6/10/18 (4 passes: 6).
    let p = format!("{XDL4} v[0:3], v[16:17], v[18:19], v[0:3]\n");
    let c = "v_mfma_f32_16x16x4_f32 v[0:3], v8, v9, v[0:3]\n";
    needs(Arch::Gfx950, &p, c, 6, &["XDL 4 passes → SGEMM SrcC", "L3952"]);
    // L3956: any MFMA reads it as SrcA/B: 5/8/12/20 (4 passes: 8).
    let c = format!("{XDL4} v[8:11], v[2:3], v[18:19], v[8:11]\n");
    needs(Arch::Gfx950, &p, &c, 8, &["reads as SrcA/B v[2:3]", "L3956"]);
    // The SMFMAC index counts as SrcA/B.
    let c = "v_smfmac_f32_16x16x64_f16 v[4:7], v[8:11], v[12:19], v3\n";
    one(
        Arch::Gfx950,
        &format!("{p}{c}"),
        2,
        &["reads as SrcA/B v3", "8 required"],
    );
}

#[test]
fn xdl_then_valu_and_memory() {
    // L3961: VMEM/LDS/FLAT read, or VALU read or write: 5/8/12/20 (2 passes: 5).
    let p = format!("{XDL2} v[0:3], v[16:17], v[18:19], v[0:3]\n");
    let parts = ["v_add_f32 reads v2", "XDL 2 passes → VALU RAW", "L3961"];
    needs(Arch::Gfx950, &p, "v_add_f32 v10, v2, v2\n", 5, &parts);
    let parts = ["v_mov_b32 writes v3", "VALU WAW", "5 required"];
    one(Arch::Gfx950, &format!("{p}v_mov_b32 v3, 0\n"), 2, &parts);
    let parts = ["global_store_dword reads v1", "VMEM/LDS/FLAT read", "5 required"];
    one(
        Arch::Gfx950,
        &format!("{p}global_store_dword v[8:9], v1, off\n"),
        2,
        &parts,
    );
    let parts = ["ds_write_b32 reads v0", "5 required"];
    one(Arch::Gfx950, &format!("{p}ds_write_b32 v8, v0\n"), 2, &parts);
    // AGPR result, VGPR read of the same number: nothing.
    let acc = format!("{XDL2} a[0:3], v[16:17], v[18:19], a[0:3]\n");
    none(Arch::Gfx950, &format!("{acc}v_add_f32 v10, v2, v2\n"));
    one(
        Arch::Gfx950,
        &format!("{acc}v_accvgpr_read_b32 v10, a2\n"),
        2,
        &["reads a2", "5 required"],
    );
    // 16 passes (32x32x4_2b f16, 64 cycles, Table 28 L2540): 20.
    let p16 = "v_mfma_f32_32x32x4_2b_f16 v[0:31], v[32:33], v[34:35], v[0:31]\n";
    needs(Arch::Gfx950, p16, "v_add_f32 v40, v31, v31\n", 20, &["XDL 16 passes"]);
}

#[test]
fn xdl_srcc_read_then_valu_write() {
    // L4062: an XDL SrcC read followed by a VALU write of it (WAR): 1/3/7/15 (4 passes: 3).
    let p = format!("{XDL4} v[20:23], v[16:17], v[18:19], v[0:3]\n");
    let parts = ["reads as SrcC v[0:3]", "v_mov_b32 writes v1", "VALU WAR", "L4062"];
    needs(Arch::Gfx950, &p, "v_mov_b32 v1, 0\n", 3, &parts);
}

#[test]
fn sgemm_rules() {
    // SGEMM 16x16x4 f32: 8 passes.
    let p = "v_mfma_f32_16x16x4_f32 v[0:3], v8, v9, v[0:3]\n";
    // L3968: the same SGEMM, exactly the same SrcC: 0 at 8 passes.
    none(Arch::Gfx950, &format!("{p}{p}"));
    // L3973: S/DGEMM SrcC overlapped: 2/4/8/16 → 8.
    let c = "v_mfma_f32_16x16x4_f32 v[2:5], v8, v9, v[2:5]\n";
    needs(
        Arch::Gfx950,
        p,
        c,
        8,
        &["SGEMM 8 passes → SGEMM SrcC overlapped", "L3973"],
    );
    // L3977: XDL SrcC overlapped: 0.
    none(Arch::Gfx950, &format!("{p}{XDL4} v[2:5], v[16:17], v[18:19], v[2:5]\n"));
    // L3982: SrcA/B: 4/6/10/18 → 10.
    let c = "v_mfma_f32_16x16x4_f32 v[4:7], v1, v9, v[4:7]\n";
    one(
        Arch::Gfx950,
        &format!("{p}{}{c}", nops(9)),
        3,
        &[&counts(9, 10), "L3982"],
    );
    // L3987: VALU / VMEM: 4/6/10/18 → 10.
    needs(Arch::Gfx950, p, "v_add_f32 v10, v0, v0\n", 10, &["L3987"]);
    // 16 passes (32x32x2 f32, 64 cycles): 18 for VALU.
    let p16 = "v_mfma_f32_32x32x2_f32 v[0:15], v16, v17, v[0:15]\n";
    needs(Arch::Gfx950, p16, "v_add_f32 v20, v0, v0\n", 18, &["SGEMM 16 passes"]);
}

#[test]
fn dgemm_rules() {
    let p = "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]\n";
    // L4004: the same op, SrcC from the same register: 0.
    none(Arch::Gfx950, &format!("{p}{p}"));
    // L4015: SrcA/B: 19; L4021: VALU: 19; L4024: VMEM: 18.
    let c = "v_mfma_f64_16x16x4_f64 v[12:19], v[0:1], v[10:11], v[12:19]\n";
    needs(Arch::Gfx950, p, c, 19, &["DGEMM 16x16x4 → MFMA SrcA/B", "L4015"]);
    let c = "v_add_f64 v[20:21], v[6:7], v[6:7]\n";
    one(
        Arch::Gfx950,
        &format!("{p}{}{c}", nops(18)),
        4,
        &["19 required", "L4021"],
    );
    needs(
        Arch::Gfx950,
        p,
        "global_store_dwordx2 v[20:21], v[6:7], off\n",
        18,
        &["L4024"],
    );
    // L4007: another S/DGEMM reads it as SrcC (overlapped): 17.
    let c = "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[8:9], v[10:11], v[0:1]\n";
    one(Arch::Gfx950, &format!("{p}{c}"), 2, &["17 required", "L4007"]);
    // L4010: XDL SrcC: 0.
    none(Arch::Gfx950, &format!("{p}{XDL4} v[0:3], v[16:17], v[18:19], v[0:3]\n"));
    // 4x4x4: L4027 same op same SrcC 4; L4044 VALU 6; L4046 VMEM 9.
    let q = "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[8:9], v[10:11], v[0:1]\n";
    needs(Arch::Gfx950, q, q, 4, &["L4027"]);
    let c = "v_add_f64 v[20:21], v[0:1], v[0:1]\n";
    one(Arch::Gfx950, &format!("{q}{}{c}", nops(5)), 3, &["6 required", "L4044"]);
    needs(
        Arch::Gfx950,
        q,
        "global_store_dwordx2 v[20:21], v[0:1], off\n",
        9,
        &["L4046"],
    );
}

#[test]
fn cmpx_then_mfma_needs_4() {
    // L4049.
    let m = format!("{XDL2} v[4:7], v[0:1], v[2:3], v[4:7]\n");
    let parts = ["v_cmpx_eq_u32 (line 1) writes exec", "L4049"];
    needs(Arch::Gfx950, "v_cmpx_eq_u32 vcc, v10, v11\n", &m, 4, &parts);
}

#[test]
fn dot_products() {
    // L3918: the same DL op reads the result as SrcA/B: 3; L3915 as SrcC: 0; L3922 another
    // opcode: 3.
    let p = "v_dot2_f32_f16 v1, v2, v3, v1\n";
    none(Arch::Gfx950, &format!("{p}{p}"));
    let c = "v_dot2_f32_f16 v4, v1, v3, v4\n";
    one(Arch::Gfx950, &format!("{p}s_nop 1\n{c}"), 3, &[&counts(2, 3), "L3918"]);
    needs(Arch::Gfx950, p, "v_add_f32 v4, v1, v3\n", 3, &["L3922"]);
}

// ---- Table 11 ----

/// The Table 11 line on gfx950, the seed 000 line on gfx900.
fn line(arch: Arch, l950: &'static str, l900: &'static str) -> &'static str {
    if arch == Arch::Gfx950 {
        l950
    } else {
        l900
    }
}

#[test]
fn dpp_after_valu() {
    // L1370 (seed 000 L655): VALU writes a VGPR, DPP reads it: 2.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let dpp = "v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n";
        let parts = ["writes v0", "reads (DPP) v0", line(arch, "L1370", "L655")];
        needs(arch, "v_mov_b32 v0, 1\n", dpp, 2, &parts);
        // L1371 / L659: VALU writes EXEC, then any DPP op: 5.
        let parts = ["writes exec", line(arch, "L1371", "L659")];
        needs(arch, "v_cmpx_eq_u32 vcc, v5, v6\n", dpp, 5, &parts);
    }
}

#[test]
fn lane_select_after_valu_sgpr_write() {
    // L1333 (seed 000 L634): 4.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let (p, c) = ("v_cmp_eq_u32_e64 s[4:5], v0, v1\n", "v_readlane_b32 s2, v1, s4\n");
        needs(arch, p, c, 4, &["writes s[4:5]", "lane select s4"]);
        let src = "v_readfirstlane_b32 s4, v0\nv_writelane_b32 v1, 0, s4\n";
        one(arch, src, 2, &["4 required"]);
        // Another SGPR: nothing.
        none(arch, &format!("{p}v_readlane_b32 s2, v1, s6\n"));
    }
}

#[test]
fn vmem_reads_valu_written_sgpr() {
    // L1354 (seed 000 L647): 5.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let (p, c) = (
            "v_readfirstlane_b32 s9, v0\n",
            "buffer_load_dword v1, off, s[8:11], 0\n",
        );
        needs(arch, p, c, 5, &["writes s9", "reads s[8:11]"]);
        let src = "v_readfirstlane_b32 s3, v0\nglobal_load_dword v1, v0, s[2:3]\n";
        one(arch, src, 2, &["5 required"]);
    }
}

#[test]
fn m0_then_lds() {
    // L1381 (seed 000 L671): SALU writes M0 → LDS add-TID: 1; L1359/L651 → s_sendmsg: 1;
    // L1384/L675 → s_movrel: 1.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let m0 = "s_mov_b32 m0, s0\n";
        needs(arch, m0, "ds_read_addtid_b32 v1\n", 1, &["writes m0"]);
        let sendmsg = "s_sendmsg sendmsg(MSG_INTERRUPT)\n";
        one(arch, &format!("{m0}{sendmsg}"), 2, &["1 required"]);
        one(arch, &format!("{m0}s_movrels_b32 s1, s2\n"), 2, &["1 required"]);
        // A VALU write of another register in between is enough.
        none(arch, &format!("{m0}v_mov_b32 v0, 0\ns_movrels_b32 s1, s2\n"));
    }
}

#[test]
fn setreg_then_getreg() {
    // L1326/L1327 (seed 000 L614/L618): 2, for the same register only.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let p = "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\n";
        needs(arch, p, "s_getreg_b32 s1, hwreg(HW_REG_MODE, 4, 4)\n", 2, &[]);
        none(arch, &format!("{p}s_getreg_b32 s1, hwreg(HW_REG_STATUS, 0, 4)\n"));
        let c = "s_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s0\n";
        one(arch, &format!("{p}{c}"), 2, &["2 required"]);
    }
}

#[test]
fn vcc_then_div_fmas_and_vccz() {
    // L1335 (seed 000 L638): VALU writes VCC → v_div_fmas: 4.
    for arch in [Arch::Gfx900, Arch::Gfx950] {
        let p = "v_add_co_u32 v1, vcc, v0, v2\n";
        needs(arch, p, "v_div_fmas_f32 v1, v0, v2, v3\n", 4, &["writes vcc"]);
        // L1331 (seed 000 L630): VALU writes VCC → VALU reads VCCZ: 5.
        let (p, c) = ("v_cmp_eq_u32 vcc, v0, v1\ns_nop 3\n", "v_add_f32 v1, vccz, v0\n");
        one(arch, &format!("{p}{c}"), 3, &["reads vccz", &counts(4, 5)]);
        none(arch, &format!("{p}v_cndmask_b32_e64 v1, v0, v2, s[0:1]\n{c}"));
    }
}

#[test]
fn gfx950_only_valu_rules() {
    // L1396: a trans op's result read by a non-trans VALU op: 1 (Table 12 L1401 lists v_rcp_f32).
    let parts = ["v_rcp_f32 (line 1) writes v1", "v_add_f32 reads v1", "L1396"];
    needs(Arch::Gfx950, "v_rcp_f32 v1, v0\n", "v_add_f32 v2, v1, v1\n", 1, &parts);
    none(Arch::Gfx950, "v_rcp_f32 v1, v0\nv_rcp_f32 v2, v1\n");
    none(Arch::Gfx900, "v_rcp_f32 v1, v0\nv_add_f32 v2, v1, v1\n");
    // L1385: VALU writes an SGPR, VALU reads it as a constant: 2.
    let (p, c) = ("v_readfirstlane_b32 s4, v0\n", "v_add_f32_e64 v1, s4, v0\n");
    needs(Arch::Gfx950, p, c, 2, &["reads as a constant s4", "L1385"]);
    // …but not as a carry-in (L1386: 0).
    none(
        Arch::Gfx950,
        "v_cmp_eq_u32_e64 s[4:5], v0, v1\nv_addc_co_u32_e64 v1, s[6:7], v0, v2, s[4:5]\n",
    );
    // L1389/L1390: v_cmpx, then v_readlane: 4.
    let src = "v_cmpx_eq_u32_e64 s[4:5], v0, v1\ns_nop 2\nv_readfirstlane_b32 s2, v1\n";
    one(Arch::Gfx950, src, 3, &["writes exec", "4 required", "L1390"]);
    // A lane access reading EXEC as a constant matches L1389 too; L1390's 4 decide.
    let src = "v_cmpx_eq_u32 vcc, v5, v6\nv_writelane_b32 v1, exec_lo, 0\n";
    one(Arch::Gfx950, src, 2, &["reads exec", &counts(0, 4), "L1390"]);
    // L1393: VALU writes VGPRn, v_readlane reads it as vsrc0: 1.
    let src = "v_mov_b32 v1, 0\nv_readlane_b32 s2, v1, 3\n";
    one(Arch::Gfx950, src, 2, &["1 required", "L1393"]);
    // L1394: SDWA result at a shifted position, then a VALU consumer: 1; WORD_0 does not shift.
    let sdwa = |sel| {
        let p = format!("v_add_f32_sdwa v1, v0, v2 dst_sel:{sel} dst_unused:UNUSED_PAD src0_sel:DWORD");
        format!("{p} src1_sel:DWORD\nv_add_f32 v3, v1, v1\n")
    };
    one(Arch::Gfx950, &sdwa("WORD_1"), 2, &["1 required", "L1394"]);
    none(Arch::Gfx950, &sdwa("WORD_0"));
    // L1398: v_cmpx → v_permlane: 4; L1399: VALU writes vdst → v_permlane reads it: 2.
    let c = "v_permlane16_swap_b32 v0, v1\n";
    let src = format!("v_cmpx_eq_u32 vcc, v5, v6\ns_nop 2\n{c}");
    one(Arch::Gfx950, &src, 3, &["4 required", "L1398"]);
    needs(Arch::Gfx950, "v_mov_b32 v0, 0\n", c, 2, &["L1399"]);
}

#[test]
fn wide_store_then_valu_write_of_its_data() {
    // L1345: FLAT/GLOBAL store of more than 8 bytes, then a VALU write of the data: 2 (gfx950);
    // seed 000 L644: 1 (gfx900).
    let store = "global_store_dwordx4 v[0:1], v[4:7], off\n";
    let c = "v_mov_b32 v6, 0\n";
    needs(Arch::Gfx950, store, c, 2, &["stores v[4:7]", "writes v6", "L1345"]);
    needs(Arch::Gfx900, store, c, 1, &["L644"]);
    // gfx700/gfx803 as gfx900 (cited from seed 000, their closest document); none on gfx600
    // (LLVM's has12DWordStoreHazard is false on Southern Islands).
    let buffer = "buffer_store_dwordx4 v[4:7], off, s[8:11], 0\n";
    needs(Arch::Gfx700, buffer, c, 1, &["seed 000 wait-state table L644"]);
    needs(Arch::Gfx803, buffer, c, 1, &["seed 000 wait-state table L644"]);
    none(Arch::Gfx600, &format!("{buffer}{c}"));
    none(
        Arch::Gfx950,
        "global_store_dwordx2 v[0:1], v[4:5], off\nv_mov_b32 v5, 0\n",
    );
    // Buffer stores with an SGPR offset need nothing.
    none(
        Arch::Gfx950,
        &format!("buffer_store_dwordx4 v[4:7], off, s[8:11], s0\n{c}"),
    );
    one(
        Arch::Gfx950,
        &format!("buffer_store_dwordx4 v[4:7], off, s[8:11], 0\n{c}"),
        2,
        &["2 required"],
    );
}

#[test]
fn control_flow_and_superseded_writes() {
    // An unconditional branch ends the fall-through path; a label does not.
    none(
        Arch::Gfx950,
        "v_rcp_f32 v1, v0\ns_branch next\nnext:\nv_add_f32 v2, v1, v1\n",
    );
    one(
        Arch::Gfx950,
        "v_rcp_f32 v1, v0\nnext:\nv_add_f32 v2, v1, v1\n",
        3,
        &["1 required"],
    );
    // A later write of the register supersedes the MFMA's for the reader.
    none(
        Arch::Gfx950,
        &format!(
            "{XDL2} v[0:3], v[16:17], v[18:19], v[0:3]\ns_nop 4\nv_mov_b32 v2, 0\ns_nop 1\nv_add_f32 v5, v2, v2\n"
        ),
    );
    // The warning names the nearest shortfall: the MFMA's.
    let d = w950(&format!(
        "{XDL2} v[0:3], v[16:17], v[18:19], v[0:3]\nv_add_f32 v5, v2, v2\n"
    ));
    assert_eq!(d.len(), 1);
    assert_eq!((d[0].span.line, d[0].span.col), (2, 1));
}

#[test]
fn decoded_programs_name_the_producer_by_address() {
    let p = assemble(Arch::Gfx950, "v_rcp_f32 v1, v0\nv_add_f32 v2, v1, v1\n").unwrap();
    let words = p.words().unwrap();
    let q = lanescope_gcn::Program::from_words(Arch::Gfx950, &words).unwrap();
    let d = lint(&q);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].span.line, 0);
    assert!(
        d[0].message
            .starts_with("v_rcp_f32 (at 0x0) writes v1; v_add_f32 reads v1"),
        "{}",
        d[0].message
    );
}

#[test]
fn machine_reports_the_warnings() {
    use lanescope_isa::Machine;
    let p = assemble(Arch::Gfx950, "v_rcp_f32 v1, v0\n  v_add_f32 v2, v1, v1\ns_endpgm\n").unwrap();
    let m = lanescope_gcn::GcnMachine::bare(p);
    let mut w = m.warnings();
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].span.line, w[0].span.col), (2, 1));
    Diagnostic::move_to_line_start(&mut w, "v_rcp_f32 v1, v0\n  v_add_f32 v2, v1, v1\ns_endpgm\n");
    assert_eq!((w[0].span.line, w[0].span.col), (2, 3));
}
