//! `lanescope run` on hostile snippets (issue 13): the memory budget and `--max-memory`,
//! located snippet errors, and inline-source lines reported as lines of the snippet file.

mod common;

use common::{lanescope, text, Scratch};

/// Runs `lanescope run FILE ARGS` on a snippet written to a temporary file named `name`.
fn run(name: &str, snippet: &str, args: &[&str]) -> (bool, String, String) {
    let dir = Scratch::new("hostile-run");
    let p = dir.file(name, snippet);
    let path = p.to_str().unwrap().to_string();
    let mut all = vec!["run", path.as_str()];
    all.extend_from_slice(args);
    let out = lanescope(&all, "");
    let err = text(&out.stderr).replace(&format!("{}/", dir.path().display()), "");
    (out.status.success(), text(&out.stdout), err)
}

const BIG: &str = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[[buffers]]\nname = \"x\"\ntype = \"f64\"\ndata = { fill = 0, count = 4294967295 }\n";

#[test]
fn memory_budget_and_max_memory() {
    let (ok, _, err) = run("big.toml", BIG, &[]);
    assert!(!ok);
    assert_eq!(
        err,
        "big.toml:6:8: error: buffer 'x' needs 32.0 GiB; the memory budget is 1 GiB (raise it with --max-memory)\n"
    );
    let small = BIG.replace("4294967295", "1000");
    let (ok, _, err) = run("small.toml", &small, &["--max-memory", "4K"]);
    assert!(
        !ok && err.contains("needs 7.8 KiB; the memory budget is 4 KiB"),
        "{err}"
    );
    let (ok, out, err) = run("small.toml", &small, &["--max-memory", "8KiB", "--dump", "x"]);
    assert!(ok && out.starts_with("{\"x\": [0.0, "), "{err}");
    let (ok, _, err) = run("small.toml", &small, &["--max-memory", "8X"]);
    assert!(!ok && err.contains("'8X' is not a byte count"), "{err}");
}

#[test]
fn inline_source_lines_are_snippet_lines() {
    let (ok, _, err) = run(
        "trap.toml",
        "arch = \"gfx900\"\nsource = '''\ns_nop 0\ns_trap 2\n'''\n",
        &[],
    );
    assert!(
        !ok && err.contains("trap.toml:4: fault: wave 0 pc 0x4: s_trap 2"),
        "{err}"
    );
    let (ok, _, err) = run(
        "bad.toml",
        "arch = \"gfx900\"\n\nsource = '''\ns_nop 0\nv_bogus v1\n'''\n",
        &[],
    );
    assert!(!ok);
    assert_eq!(err, "bad.toml:5:1: error: invalid instruction\nv_bogus v1\n^~~~~~~\n");
}

#[test]
fn out_of_range_value_is_located() {
    let (ok, _, err) = run(
        "u8.toml",
        "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = [1, 300]\n",
        &[],
    );
    assert!(!ok);
    assert_eq!(
        err,
        "u8.toml:6:12: error: buffer 'x': 300 is out of range for u8 (0..=255)\n"
    );
}
