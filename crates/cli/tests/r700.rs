//! `lanescope asm|disasm|run --arch rv770` against llc-22's r600 output (tests/golden/r700,
//! and the objects and kill shader in tests/r700, made with
//! `llc-22 -march=r600 -mcpu=rv770 -O2 [-filetype=obj|-show-mc-encoding]`).

mod common;
use common::{assert_has, lanescope, text, Scratch};
#[path = "../../r700/tests/llc/mod.rs"]
mod llc;
use llc::{golden_dir, llc_lines, loop_break, signed_literals};

use std::path::PathBuf;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/r700").join(name)
}

/// Every golden `.s` path.
fn golden_sources() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(golden_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    out.sort();
    assert!(out.len() >= 45, "golden set went missing: {}", out.len());
    out
}

/// The bytes of every `; encoding: [..]` of a listing, in order.
fn encodings(listing: &str) -> Vec<u8> {
    listing
        .lines()
        .filter_map(|l| l.split_once("; encoding: [")?.1.split(']').next())
        .flat_map(|list| list.split(',').filter(|b| !b.is_empty()))
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
        .collect()
}

/// `0x..` byte lines, 8 bytes a line.
fn byte_lines(bytes: &[u8]) -> String {
    bytes
        .chunks(8)
        .map(|c| c.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A printed line without what lanescope adds to llc's text (documented: EXPORT detail,
/// a VTX fetch's XOR mask), literal dwords as signed integers.
fn comparable(line: &str) -> String {
    let t: Vec<&str> = line.split_whitespace().collect();
    let keep = match t.first() {
        Some(&"EXPORT") => 2,
        _ => t.iter().take_while(|x| !x.starts_with("XOR:")).count(),
    };
    signed_literals(&t[..keep].join(" "))
}

fn ours(listing: &str) -> Vec<String> {
    listing.lines().map(comparable).collect()
}

#[test]
fn every_golden_text_assembles_to_llcs_bytes() {
    for s in golden_sources() {
        let out = lanescope(&["asm", "--arch", "rv770", "--show-encoding", s.to_str().unwrap()], "");
        assert!(out.status.success(), "{}: {}", s.display(), text(&out.stderr));
        let bin = std::fs::read(s.with_extension("bin")).unwrap();
        assert_eq!(encodings(&text(&out.stdout)), bin, "{}", s.display());
    }
}

#[test]
fn every_golden_object_text_disassembles_to_llcs_text_and_back() {
    for s in golden_sources() {
        let bin = std::fs::read(s.with_extension("bin")).unwrap();
        let out = lanescope(&["disasm", "--arch", "r700", "-"], &byte_lines(&bin));
        assert!(out.status.success(), "{}: {}", s.display(), text(&out.stderr));
        let listing = text(&out.stdout);
        let llc = std::fs::read_to_string(&s).unwrap();
        assert_eq!(ours(&listing), llc_lines(&llc, comparable), "{}", s.display());
        // Our own listing (no encoding comments) assembles back to the same bytes.
        let back = lanescope(&["asm", "--arch", "rv770", "--show-encoding", "-"], &listing);
        assert!(back.status.success(), "{}: {}", s.display(), text(&back.stderr));
        assert_eq!(encodings(&text(&back.stdout)), bin, "{}", s.display());
    }
}

#[test]
fn elf_objects_disassemble_like_their_text_sections() {
    for name in ["dot4", "vs_params", "loop_break"] {
        let obj = fixture(&format!("{name}.O2.o"));
        let out = lanescope(&["disasm", "--arch", "rv770", obj.to_str().unwrap()], "");
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        let llc = std::fs::read_to_string(golden_dir().join(format!("{name}.O2.s"))).unwrap();
        assert_eq!(ours(&text(&out.stdout)), llc_lines(&llc, comparable), "{name}");
    }
}

/// Runs `lanescope ARGS` on `stdin`: it must exit 1 with an error starting with `prefix`;
/// the error text.
fn fails_with_prefix(args: &[&str], stdin: &str, prefix: &str) -> String {
    let out = lanescope(args, stdin);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    let err = text(&out.stderr);
    assert!(err.starts_with(prefix), "{err}");
    err
}

#[test]
fn a_text_contradicting_its_encoding_is_a_located_error() {
    let s = std::fs::read_to_string(golden_dir().join("dot4.O2.s")).unwrap();
    let bad = s.replacen("T0.X, T1.X,", "T0.X, T2.X,", 1);
    let line = bad.lines().position(|l| l.contains("T2.X")).unwrap() + 1;
    let err = fails_with_prefix(
        &["asm", "--arch", "rv770", "-"],
        &bad,
        &format!("<stdin>:{line}:4: error: text does not match its encoding"),
    );
    assert!(err.contains("^~~"), "{err}");
}

#[test]
fn bad_input_is_located() {
    fails_with_prefix(
        &["asm", "--arch", "rv770", "-"],
        "CF_END\n  FROB T0.X\n",
        "<stdin>:2:3: error:",
    );
    fails_with_prefix(
        &["disasm", "--arch", "rv770", "-"],
        "0x00,0x00\n0x00,0xzz\n",
        "<stdin>:2:6: error: expected a byte",
    );
    let err = fails_with_prefix(&["disasm", "--arch", "rv770", "-"], "\x7fELF\x01\x01", "");
    assert!(err.contains("malformed ELF"), "{err}");
    let out = lanescope(&["asm", "--arch", "rv771", "-"], "");
    assert_has(&out.stderr, "rv770");
}

/// A snippet running `shader` (llc text) with the `[r700]` section `r700`.
fn snippet(source: &str, r700: &str) -> String {
    format!("arch = \"rv770\"\nsource = '''\n{source}'''\n{r700}")
}

/// `lanescope run` on a snippet: the JSON output.
fn run(toml: &str, dumps: &[&str]) -> String {
    let dir = Scratch::new("r700-cli");
    let path = dir.file("s.toml", toml);
    let mut args = vec!["run", path.to_str().unwrap()];
    for d in dumps {
        args.extend(["--dump", d]);
    }
    let out = lanescope(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout).trim().to_string()
}

fn f32s(v: &[f32]) -> String {
    v.iter().map(|x| x.to_bits().to_string()).collect::<Vec<_>>().join(", ")
}

fn gpr(reg: u32, data: &[f32]) -> String {
    let list: Vec<String> = data.iter().map(|x| format!("{x:?}")).collect();
    format!(
        "[[r700.gprs]]\nreg = {reg}\ntype = \"f32\"\ndata = [{}]\n",
        list.join(", ")
    )
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(golden_dir().join(name)).unwrap()
}

#[test]
fn pixel_gradient_exports_x_times_y_plus_3_5() {
    // basic_mul_add.ll: out = a with a.z = a.x * b.y + 3.5; a.x is a gradient over 16 lanes.
    let lanes = 16;
    let a: Vec<f32> = (0..lanes).flat_map(|l| [l as f32 / 16.0, 0.25, 0.0, 1.0]).collect();
    let b = [0.0, 3.0, 0.0, 0.0];
    let r700 = format!("[r700]\nlanes = {lanes}\n{}{}", gpr(0, &a), gpr(1, &b));
    let got = run(&snippet(&golden("basic_mul_add.O2.s"), &r700), &["exports"]);
    let want: Vec<f32> = a
        .chunks(4)
        .flat_map(|v| [v[0], v[1], v[0] * b[1] + 3.5, v[3]])
        .collect();
    assert_eq!(got, format!("{{\"exports\": {{\"pixel0\": [{}]}}}}", f32s(&want)));
}

#[test]
fn vertex_shader_transforms_with_constants_and_dot4() {
    // vs_params.ll: pos60 = p.x * C0 + p.y * C1; param0 = n * rsq(dot4(n, n)); param1 = t.
    let p = [1.0, 2.0, 0.0, 1.0, 3.0, -1.0, 0.0, 1.0];
    let n = [3.0f32, 0.0, 4.0, 0.0];
    let t = [0.25, 0.5, 0.75, 1.0];
    let c = [[1.0f32, 2.0, 3.0, 4.0], [10.0, 20.0, 30.0, 40.0]];
    let consts = "[[r700.constants]]\nbuffer = 0\ntype = \"f32\"\ndata = [1, 2, 3, 4, 10, 20, 30, 40]\n";
    let r700 = format!(
        "[r700]\nshader = \"vertex\"\nlanes = 2\n{}{}{}{consts}",
        gpr(0, &p),
        gpr(1, &n),
        gpr(2, &t)
    );
    let got = run(&snippet(&golden("vs_params.O2.s"), &r700), &["exports", "R2"]);
    let pos: Vec<f32> = p
        .chunks(4)
        .flat_map(|v| (0..4).map(move |k| v[0] * c[0][k] + v[1] * c[1][k]))
        .collect();
    let rsq = 1.0 / n.iter().map(|x| x * x).sum::<f32>().sqrt();
    let nn: Vec<f32> = (0..2).flat_map(|_| n.map(|x| x * rsq)).collect();
    let tt: Vec<f32> = t.iter().chain(&t).copied().collect();
    assert_eq!(
        got,
        format!(
            "{{\"exports\": {{\"pos60\": [{}], \"param0\": [{}], \"param1\": [{}]}}, \"R2\": [{}]}}",
            f32s(&pos),
            f32s(&nn),
            f32s(&tt),
            f32s(&tt)
        )
    );
}

#[test]
fn loop_with_break_matches_its_reference_per_lane() {
    let ns = [5.0f32, 0.0, 40.0, 13.0];
    let a: Vec<f32> = ns.iter().flat_map(|&n| [n, 1.0, 2.0, 3.0]).collect();
    let r700 = format!("[r700]\nlanes = 4\n{}", gpr(0, &a));
    let got = run(&snippet(&golden("loop_break.O2.s"), &r700), &["exports"]);
    let want: Vec<f32> = ns.iter().flat_map(|&n| [n, 1.0, 2.0, loop_break(n)]).collect();
    assert_eq!(got, format!("{{\"exports\": {{\"pixel0\": [{}]}}}}", f32s(&want)));
}

#[test]
fn killed_lanes_export_null() {
    // kill.ll: kill if a.x < 0, else export a with a.y = 2 * a.x.
    let a = [1.5, 0.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0];
    let src = std::fs::read_to_string(fixture("kill.O2.s")).unwrap();
    let r700 = format!("[r700]\nlanes = 2\n{}", gpr(0, &a));
    let got = run(&snippet(&src, &r700), &["exports"]);
    assert_eq!(
        got,
        format!(
            "{{\"exports\": {{\"pixel0\": [{}, null, null, null, null]}}}}",
            f32s(&[1.5, 3.0, 0.0, 0.0])
        )
    );
}

#[test]
fn snippet_errors_are_located_in_the_document() {
    let dir = Scratch::new("r700-cli-err");
    let cases = [
        ("arch = \"rv770\"\nsource = 'CF_END'\n[r700]\nlanes = 0\n", ":4:"),
        ("arch = \"rv770\"\nsource = 'CF_END'\n[r700]\ncolour = 1\n", ":4:"),
        ("arch = \"rv770\"\nsource = '''\nCF_END\n  FROB\n'''\n", ":4:3: error:"),
    ];
    for (k, (toml, want)) in cases.iter().enumerate() {
        let path = dir.file(&format!("e{k}.toml"), toml);
        let out = lanescope(&["run", path.to_str().unwrap(), "--dump", "exports"], "");
        assert_eq!(out.status.code(), Some(1), "{toml}");
        assert!(text(&out.stderr).contains(want), "{toml}: {}", text(&out.stderr));
    }
}

#[test]
fn vertex_fetch_reads_a_constant_buffer_by_dynamic_index() {
    // const_dyn.ll: out = CB1[int(a.x)] + CB0[40]; CB1 is read by VTX_READ (buffer id 1).
    let cb1: Vec<f32> = (0..64 * 4).map(|i| (i / 4 * 10 + i % 4) as f32).collect();
    let mut cb0 = vec![0.0f32; 160];
    cb0.extend([0.5, 0.25, 0.125, 2.0]);
    let list = |v: &[f32]| v.iter().map(|x| format!("{x:?}")).collect::<Vec<_>>().join(", ");
    let ns = [3.0f32, 0.0, 63.0];
    let a: Vec<f32> = ns.iter().flat_map(|&n| [n, 0.0, 0.0, 0.0]).collect();
    let r700 = format!(
        "[r700]\nlanes = 3\n{}[[r700.constants]]\nbuffer = 1\ntype = \"f32\"\ndata = [{}]\n\
         [[r700.constants]]\nbuffer = 0\ntype = \"f32\"\ndata = [{}]\n",
        gpr(0, &a),
        list(&cb1),
        list(&cb0)
    );
    let got = run(&snippet(&golden("const_dyn.O2.s"), &r700), &["exports"]);
    let cb1 = &cb1;
    let want: Vec<f32> = ns
        .iter()
        .flat_map(|&n| (0..4).map(move |k| cb1[n as usize * 4 + k] + [0.5, 0.25, 0.125, 2.0][k]))
        .collect();
    assert_eq!(got, format!("{{\"exports\": {{\"pixel0\": [{}]}}}}", f32s(&want)));
}

/// Runs an assembly file as a pixel shader: (status, stdout, stderr).
fn run_asm(source: &str, dump: &str) -> (Option<i32>, String, String) {
    let dir = Scratch::new("r700-cli-asm");
    let path = dir.file("a.s", source);
    let out = lanescope(&["run", "--arch", "rv770", path.to_str().unwrap(), "--dump", dump], "");
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn call_runs_a_subroutine_after_cf_end_and_returns() {
    let src = "\tCALL @3\n\tEXPORT T0.XYZW PIXEL:0 DONE EOP\n\tCF_END\n\tALU 0, @6, KC0[], KC1[]\n\tRETURN @0\n\tPAD\n\
               \tALU clause starting at 6:\n\t  ADD * T0.X, T0.X, 1.0,\n";
    let (code, out, err) = run_asm(src, "exports");
    assert_eq!(code, Some(0), "{err}");
    let one = 1.0f32.to_bits();
    let lane = format!("{one}, 0, 0, 0");
    let want = vec![lane; 64].join(", ");
    assert_eq!(out.trim(), format!("{{\"exports\": {{\"pixel0\": [{want}]}}}}"));
    let (code, _, err) = run_asm("RETURN @0\nCF_END\n", "R0");
    assert_eq!(code, Some(1));
    assert!(err.contains(":1: fault: RETURN without a CALL"), "{err}");
}

#[test]
fn hostile_objects_and_bytes_never_crash() {
    // Every prefix and a few corruptions of an llc object, and pseudo-random byte lines:
    // exit 0 or 1 with a message, never a panic (101) or a signal.
    let obj = std::fs::read(fixture("dot4.O2.o")).unwrap();
    let dir = Scratch::new("r700-cli-hostile");
    let mut cases: Vec<Vec<u8>> = (0..obj.len()).step_by(23).map(|n| obj[..n].to_vec()).collect();
    for at in [0x20, 0x2e, 0x30, 0x32] {
        let mut bad = obj.clone();
        bad[at] = 0xff;
        bad[at + 1] = 0xff;
        cases.push(bad);
    }
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..12 {
        let line: Vec<String> = (0..64)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                format!("0x{:02x}", seed as u8)
            })
            .collect();
        cases.push(line.join(",").into_bytes());
    }
    for (k, bytes) in cases.iter().enumerate() {
        let path = dir.file(&format!("h{k}"), bytes);
        let out = lanescope(&["disasm", "--arch", "rv770", path.to_str().unwrap()], "");
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "case {k}: {}",
            text(&out.stderr)
        );
        let asm = lanescope(&["run", "--arch", "rv770", path.to_str().unwrap(), "--dump", "R0"], "");
        assert!(
            matches!(asm.status.code(), Some(0 | 1)),
            "run case {k}: {}",
            text(&asm.stderr)
        );
    }
}

#[test]
fn compute_shaders_start_with_the_thread_id_in_r0_x() {
    let toml = snippet(
        "\tCF_END\n",
        "[r700]\nshader = \"compute\"\nlanes = 3\n[[r700.gprs]]\nreg = 1\ntype = \"i32\"\ndata = [-1, 2]\n",
    );
    let got = run(&toml, &["R0", "R1"]);
    assert_eq!(
        got,
        "{\"R0\": [0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0], \
         \"R1\": [4294967295, 2, 4294967295, 2, 4294967295, 2, 4294967295, 2, 4294967295, 2, 4294967295, 2]}"
    );
}

#[test]
fn compute_kernel_mem_exports_into_the_buffer() {
    // T1.X = 2 · tid, written by MEM_EXPORT WRITE_IND (index T0.X, one dword) to out[tid].
    // lanescope prints MEM_EXPORT's fields llc's syntax cannot show as an XOR mask.
    // WAIT_ACK is a no-op: writes land at once.
    let src = "\tALU 0, @4, KC0[], KC1[]\n\tMEM_EXPORT T1.XXYX XOR:0xc0002000:0x1000\n\tWAIT_ACK @0\n\tCF_END\n\
               \tALU clause starting at 4:\n\t  ADD_INT * T1.X, T0.X, T0.X,\n";
    let r700 = "[r700]\nshader = \"compute\"\nlanes = 5\n\
                [[buffers]]\nname = \"out\"\ntype = \"u32\"\ndata = { fill = 7, count = 6 }\n";
    let got = run(&snippet(src, r700), &["out"]);
    assert_eq!(got, "{\"out\": [0, 2, 4, 6, 8, 7]}");
}

#[test]
fn tex_ld_and_point_sample_read_the_texture_model() {
    // A 4×2 texture whose texel (x, y) is [x, y, 10y + x, 1]. TEX_SAMPLE's x is unnormalized
    // and its y normalized (CT:UNNN), clamped to the edge; TEX_LD reads uint x, y (0 outside).
    let src = "\tTEX 1 @2\n\tCF_END\n\tFetch clause starting at 2:\n\
               \t  TEX_SAMPLE T0.XYZW, T0.XYZW RID:1 SID:2 CT:UNNN\n\
               \t  TEX_LD T1.XYZW, T1.XYZW RID:1 SID:0 CT:UUUU\n";
    let texels: Vec<String> = (0..2)
        .flat_map(|y| (0..4).map(move |x| format!("{x}, {y}, {}, 1", 10 * y + x)))
        .collect();
    let r700 = format!(
        "[r700]\nlanes = 2\n{}[[r700.gprs]]\nreg = 1\ntype = \"u32\"\ndata = [3, 0, 0, 0, 4, 0, 0, 0]\n\
         [[r700.textures]]\nresource = 1\nwidth = 4\nheight = 2\ntype = \"u32\"\ndata = [{}]\n",
        gpr(0, &[1.5, 0.75, 0.0, 0.0, -2.0, 5.0, 0.0, 0.0]),
        texels.join(", ")
    );
    let got = run(&snippet(src, &r700), &["R0", "R1"]);
    assert_eq!(
        got,
        "{\"R0\": [1, 1, 11, 1, 0, 1, 10, 1], \"R1\": [3, 0, 3, 1, 0, 0, 0, 0]}"
    );
    // A line longer than llc's 40 columns is separated from its encoding by a space, as llc does.
    let out = lanescope(&["asm", "--arch", "rv770", "--show-encoding", "-"], src);
    assert_has(&out.stdout, "CT:UNNN ; encoding: [0x10,");
}

#[test]
fn alu_nop_writes_nothing_and_cf_kill_drops_exports() {
    // NOP leaves PV alone: the MOV after it reads PV.X from the first MOV.
    let src = "\tALU 2, @4, KC0[], KC1[]\n\tKILL @0\n\tEXPORT T0.XYZW PIXEL:0 DONE EOP\n\tCF_END\n\
               \tALU clause starting at 4:\n\t  MOV * T0.X, 1.0,\n\t  NOP * T0.X (MASKED),\n\t  MOV * T0.Y, PV.X,\n";
    let (code, out, err) = run_asm(src, "R0");
    assert_eq!(code, Some(0), "{err}");
    let one = 1.0f32.to_bits();
    assert!(
        out.starts_with(&format!("{{\"R0\": [{one}, {one}, 0, 0, {one}, {one}, 0, 0,")),
        "{out}"
    );
    let (_, out, _) = run_asm(src, "exports");
    let killed = vec!["null"; 4 * 64].join(", ");
    assert_eq!(out.trim(), format!("{{\"exports\": {{\"pixel0\": [{killed}]}}}}"));
}

/// A DX9 loop over CF_CONST 1 (T1.X counts, T1.Y adds T[aL].X), then a PUSH with COND BOOL
/// of boolean 3 around `T1.Z = 1.0`.
const LOOP_AND_BOOL: &str = "\tLOOP_START @3 XOR:0x0:0x8\n\tALU 1, @7, KC0[], KC1[]\n\tEND_LOOP @1\n\
    \tPUSH @6 XOR:0x0:0x218\n\tALU 0, @9, KC0[], KC1[]\n\tPOP @6 POP:1\n\tCF_END\n\
    \tALU clause starting at 7:\n\t  ADD_INT   T1.X, T1.X, 1,\n\
    \t  ADD_INT * T1.Y, T1.Y, T(0 + AR.x).X+, XOR:0x10000000:0x0\n\
    \tALU clause starting at 9:\n\t  MOV * T1.Z, 1.0,\n";

#[test]
fn loop_constants_drive_loop_start_and_bool_constants_drive_cond_bool() {
    let gprs: String = [(2, 100), (7, 200), (12, 400), (17, 800)]
        .iter()
        .map(|(r, v)| format!("[[r700.gprs]]\nreg = {r}\ntype = \"u32\"\ndata = [{v}, 0, 0, 0]\n"))
        .collect();
    let with = |bools: &str, loops: &str| {
        let r700 = format!("[r700]\nlanes = 2\nbool_constants = {bools}\n{gprs}{loops}");
        run(&snippet(LOOP_AND_BOOL, &r700), &["R1"])
    };
    let one = 1.0f32.to_bits();
    // count 3, aL from 2 in steps of 5: T2 + T7 + T12; boolean 3 set.
    let loop1 = "[[r700.loop_constants]]\nindex = 1\ncount = 3\ninit = 2\nstep = 5\n";
    assert_eq!(
        with("0x8", loop1),
        format!("{{\"R1\": [3, 700, {one}, 0, 3, 700, {one}, 0]}}")
    );
    // Boolean 3 clear: the PUSH skips the clause. Loop constant 1 absent: the loop is skipped.
    let other = "[[r700.loop_constants]]\nindex = 0\ncount = 9\ninit = 0\nstep = 1\n";
    assert_eq!(with("0x7", other), "{\"R1\": [0, 0, 0, 0, 0, 0, 0, 0]}");
    // Two iterations from aL = 12 stepping back by 5: T12 + T7.
    let back = "[[r700.loop_constants]]\nindex = 1\ncount = 2\ninit = 12\nstep = -5\n";
    assert_eq!(
        with("0xFFFFFFFF", back),
        format!("{{\"R1\": [2, 600, {one}, 0, 2, 600, {one}, 0]}}")
    );
}

#[test]
fn constant_errors_are_located() {
    let dir = Scratch::new("r700-cli-consts");
    let cases = [
        (
            "[r700]\nbool_constants = 0x100000000\n",
            ":6:18: error: bool_constants is a 32-bit mask",
        ),
        (
            "[[r700.loop_constants]]\nindex = 40\ncount = 1\ninit = 0\nstep = 0\n",
            ":6:9: error: index must be 0..=31",
        ),
        (
            "[[r700.loop_constants]]\nindex = 1\ncount = 1\n",
            ":5:1: error: missing field `init`",
        ),
    ];
    for (k, (r700, want)) in cases.iter().enumerate() {
        let path = dir.file(&format!("c{k}.toml"), snippet("\tCF_END\n", r700));
        let out = lanescope(&["run", path.to_str().unwrap(), "--dump", "R0"], "");
        assert_eq!(out.status.code(), Some(1), "{r700}");
        assert!(text(&out.stderr).contains(want), "{r700}: {}", text(&out.stderr));
    }
}

/// An LDS clause as lanescope prints it (llc has no LDS syntax): `MEM_DSW` writes T1.xyzw
/// (owner write, stride 4, index 0), then `MEM_DSR` (MUX NONE) reads bank T2.x at dword
/// address T2.y into T3.xyzw.
const LDS_CLAUSE: &str = "\tTEX 1 @2\n\tCF_END\n\tFetch clause starting at 2:\n\
    \t  TEX_MEM T0.XXXY, T0.XXXX RID:12 SID:0 CT:UUUU SREL W0:0x68800c02 W1:0x00040000 W3:0x00000000\n\
    \t  TEX_MEM T3._YXX, T0.XXXX RID:21 SID:0 CT:UUUU SREL\n";

#[test]
fn dump_lds_shows_owner_writes_and_reads_see_them() {
    let lanes = 8u32;
    let list = |f: &dyn Fn(u32) -> [u32; 4]| {
        (0..lanes)
            .flat_map(f)
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    // Lane l writes [10l, 10l+1, 10l+2, 10l+3] and reads lane 7 − l's entry back.
    let r1 = list(&|l| [10 * l, 10 * l + 1, 10 * l + 2, 10 * l + 3]);
    let r2 = list(&|l| [(7 - l) % 4, (7 - l) / 4 * 4, 0, 0]);
    let r700 = format!(
        "[r700]\nshader = \"compute\"\nlanes = {lanes}\n\
         [[r700.gprs]]\nreg = 1\ntype = \"u32\"\ndata = [{r1}]\n\
         [[r700.gprs]]\nreg = 2\ntype = \"u32\"\ndata = [{r2}]\n"
    );
    let got = run(&snippet(LDS_CLAUSE, &r700), &["lds", "R3"]);
    // Bank-major: lane t owns bank t mod 4, dwords 4·(t >> 2)…+3, at 1024·bank + dword.
    let mut lds = vec![0u32; 4096];
    for t in 0..lanes {
        for c in 0..4 {
            lds[(1024 * (t % 4) + 4 * (t / 4) + c) as usize] = 10 * t + c;
        }
    }
    let lds: Vec<String> = lds.iter().map(u32::to_string).collect();
    let r3 = list(&|l| {
        let from = 7 - l;
        [10 * from, 10 * from + 1, 10 * from + 2, 10 * from + 3]
    });
    assert_eq!(got, format!("{{\"lds\": [{}], \"R3\": [{r3}]}}", lds.join(", ")));
    // The clause's text assembles back to the words the dump's layout was derived from.
    let out = lanescope(&["asm", "--arch", "rv770", "--show-encoding", "-"], LDS_CLAUSE);
    assert_has(&out.stdout, "; encoding: [0x02,0x0c,0x80,0x68,0x00,0x00,0x04,0x00,");
}
