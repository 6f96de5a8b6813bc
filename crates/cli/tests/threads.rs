//! `lanescope run --threads N` gives byte-for-byte the output of `--threads 1` (the sequential
//! run): on every kernel snippet, with and without a step budget that stops mid-dispatch, and on
//! kernels whose workgroups communicate through global memory.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use lanescope::Snippet;

mod common;
use common::repo;

/// `lanescope run FILE --threads N` with `args`, dumping every buffer and a few registers.
fn run(file: &Path, threads: u32, args: &[&str]) -> Output {
    let text = std::fs::read_to_string(file).unwrap();
    let snippet = Snippet::from_toml(&text).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_lanescope"));
    cmd.arg("run").arg(file).arg("--threads").arg(threads.to_string());
    for b in &snippet.buffers {
        cmd.args(["--dump", &b.name]);
    }
    for r in ["v0", "v1", "v2", "s0", "s4", "exec", "vcc"] {
        cmd.args(["--dump", r]);
    }
    cmd.args(args).output().unwrap()
}

/// Fails with the file name when the two runs' exit status, stdout or stderr differ.
fn same(file: &Path, args: &[&str], threads: u32) {
    let (a, b) = (run(file, 1, args), run(file, threads, args));
    let name = file.display();
    assert_eq!(a.status.code(), b.status.code(), "{name} {args:?}: exit status");
    assert!(a.stdout == b.stdout, "{name} {args:?}: stdout differs");
    assert!(a.stderr == b.stderr, "{name} {args:?}: stderr differs");
}

fn snippets() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo("tests/kernels/snippets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_kernel_snippet_dumps_the_same_on_4_threads() {
    let all = snippets();
    assert!(all.len() > 100);
    for f in &all {
        same(f, &[], 4);
    }
}

#[test]
fn a_step_budget_ends_the_parallel_run_where_the_sequential_one_ends() {
    for f in snippets().iter().filter(|f| {
        let n = f.file_name().unwrap().to_string_lossy();
        n.starts_with("atomic") || n.starts_with("grid") || n.starts_with("collatz") || n.starts_with("scan")
    }) {
        for steps in ["1", "37", "500", "2000"] {
            same(f, &["--max-steps", steps], 3);
        }
    }
}

/// The communication kernels of `crates/cli/tests/threads/`.
fn comm(name: &str) -> PathBuf {
    repo("crates/cli/tests/threads").join(name)
}

/// Runs `f` on 4 threads: it succeeds and dumps buffer `name` as `values`.
fn dumps(f: &Path, name: &str, values: impl Iterator<Item = u32>) {
    let out = run(f, 4, &[]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let want: Vec<String> = values.map(|g| g.to_string()).collect();
    let dump = format!("\"{name}\": [{}]", want.join(", "));
    assert!(stdout.contains(&dump), "{stdout}");
}

#[test]
fn workgroups_that_read_what_earlier_ones_wrote_see_the_sequential_values() {
    let f = comm("chain.gfx900.toml");
    // Workgroup g adds 1 to what workgroup g-1 stored: out[g] = g in the sequential order.
    dumps(&f, "out", 0..=64);
    same(&f, &[], 4);
    same(&f, &[], 2);
}

#[test]
fn a_global_atomic_counter_numbers_workgroups_in_the_sequential_order() {
    let f = comm("counter.gfx900.toml");
    // Workgroup g gets ticket g from the counter (its first lane's atomic return value).
    dumps(&f, "ticket", 0..64);
    same(&f, &[], 4);
}

#[test]
fn a_runaway_kernel_stops_at_the_same_step_on_threads() {
    let f = comm("runaway.gfx900.toml");
    let out = run(&f, 2, &["--max-steps", "100000"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("stopped after 100000 steps"));
    same(&f, &["--max-steps", "100000"], 2);
}

#[test]
fn a_fault_in_a_middle_workgroup_leaves_the_sequential_state() {
    let f = comm("fault.gfx900.toml");
    let out = run(&f, 4, &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fault: wave 5"));
    // Workgroups 0..5 stored their ids; the ones after the fault never ran.
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("{\"out\": [0, 1, 2, 3, 4, 9, 9,"));
    same(&f, &[], 4);
}
