//! `cargo xtask fuzz [--target T]… [--inputs N] [--seed S] [--start K] [--chunk C]`: runs the
//! stable-Rust fuzzer (`lanescope-fuzz`, release build) over each target's committed corpus
//! (`fuzz/corpus/<target>/`), writing findings with their reproducers to
//! `target/fuzz-findings/<target>/`.
//!
//! Each chunk of inputs runs in a child process under an address-space limit (`ulimit -v`).
//! Inside the child, a panic or an input over the heap or output budget is a finding and the
//! loop goes on; a hang is recorded by the child's watchdog, which exits with status 86, and the
//! chunk resumes after the hung input. A child that dies otherwise (stack overflow, the
//! address-space limit, a signal) is replayed from the chunk's start in journal mode, where the
//! child writes each input to disk before running it, so the input that kills it is kept as a
//! `crash-…` finding; the chunk then resumes after it. Input `i` depends only on the seed, `i`
//! and the corpus, so `--start` resumes a long campaign.

use crate::{cargo, root, run};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Instant;

/// Every target of `lanescope-fuzz`.
const TARGETS: [&str; 7] = ["decode", "assemble", "disasm", "elf", "share", "snippet", "launch"];
/// The child's exit status after its watchdog recorded a hang (`campaign::EXIT_HANG`).
const EXIT_HANG: i32 = 86;
/// Crash reproducers kept per target.
const MAX_CRASHES: usize = 16;

struct Options {
    targets: Vec<String>,
    inputs: u64,
    seed: u64,
    start: u64,
    chunk: u64,
    address_space_mb: u64,
    time_ms: u64,
    memory_mb: u64,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        targets: Vec::new(),
        inputs: 100_000,
        seed: 1,
        start: 0,
        chunk: 50_000,
        address_space_mb: 4096,
        time_ms: 2000,
        memory_mb: 256,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("fuzz: {flag} needs a value"))?;
        let num = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("fuzz: {flag}: not a number: {value}"))
        };
        match flag.as_str() {
            "--target" if TARGETS.contains(&value.as_str()) => o.targets.push(value.clone()),
            "--target" => return Err(format!("fuzz: unknown target {value}; one of {}", TARGETS.join(", "))),
            "--inputs" => o.inputs = num()?,
            "--seed" => o.seed = num()?,
            "--start" => o.start = num()?,
            "--chunk" => o.chunk = num()?.max(1),
            "--address-space-mb" => o.address_space_mb = num()?,
            "--time-ms" => o.time_ms = num()?,
            "--memory-mb" => o.memory_mb = num()?,
            _ => return Err(format!("fuzz: unknown option {flag}")),
        }
    }
    if o.targets.is_empty() {
        o.targets = TARGETS.iter().map(|t| t.to_string()).collect();
    }
    Ok(o)
}

/// What one target's campaign did.
#[derive(Default)]
struct Tally {
    inputs: u64,
    seconds: f64,
    peak_rss: u64,
    crashes: u64,
    hangs: u64,
}

/// `cargo xtask fuzz …`: fails when any target has findings.
pub fn fuzz(args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    run(cargo().args(["build", "--release", "--locked", "-p", "lanescope-fuzz"]))?;
    let findings = root().join("target/fuzz-findings");
    let mut total = 0;
    println!(
        "\n{:<9} {:>10} {:>9} {:>9} {:>10}  findings (in {})",
        "target",
        "inputs",
        "seconds",
        "inputs/s",
        "peak RSS",
        findings.display()
    );
    for t in &o.targets {
        let tally = campaign(&o, t, &findings)?;
        let kinds = finding_kinds(&findings.join(t));
        total += kinds.iter().map(|(_, n)| n).sum::<usize>();
        let kinds: Vec<String> = kinds.iter().map(|(k, n)| format!("{n} {k}")).collect();
        println!(
            "{t:<9} {:>10} {:>9.1} {:>9.0} {:>7} MB  {}",
            tally.inputs,
            tally.seconds,
            tally.inputs as f64 / tally.seconds.max(1e-9),
            tally.peak_rss >> 20,
            if kinds.is_empty() {
                "none".into()
            } else {
                kinds.join(", ")
            }
        );
    }
    println!("(resume with --seed {} --start {})", o.seed, o.start + o.inputs);
    if total > 0 {
        Err(format!("fuzz: {total} findings in {}", findings.display()))
    } else {
        Ok(())
    }
}

fn campaign(o: &Options, target: &str, findings: &Path) -> Result<Tally, String> {
    let dir = findings.join(target);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut tally = Tally::default();
    let t0 = Instant::now();
    let end = o.start + o.inputs;
    let mut pos = o.start;
    while pos < end {
        let chunk_end = (pos + o.chunk).min(end);
        pos = chunk(o, target, findings, pos, chunk_end, &mut tally)?;
    }
    tally.inputs = o.inputs;
    tally.seconds = t0.elapsed().as_secs_f64();
    Ok(tally)
}

/// Runs inputs `pos..end` until done; returns `end`.
fn chunk(o: &Options, target: &str, findings: &Path, mut pos: u64, end: u64, tally: &mut Tally) -> Result<u64, String> {
    let dir = findings.join(target);
    let mut journal = false;
    while pos < end {
        for stale in ["hang.idx", "current.idx", "current.in"] {
            let _ = std::fs::remove_file(dir.join(stale));
        }
        let out = child(o, target, findings, pos, end, journal)?;
        if let Some(rss) = summary_field(&out, "peak_rss") {
            tally.peak_rss = tally.peak_rss.max(rss);
        }
        match out.status.code() {
            Some(0) => return Ok(end),
            Some(EXIT_HANG) => {
                tally.hangs += 1;
                pos = read_index(&dir.join("hang.idx"))? + 1;
                journal = false;
            }
            _ if journal => {
                tally.crashes += 1;
                let at = read_index(&dir.join("current.idx"))?;
                record_crash(&dir, at, &out)?;
                pos = at + 1;
                journal = false;
            }
            // Replay the chunk writing each input first, to catch the one that kills the child.
            _ => journal = true,
        }
    }
    Ok(end)
}

fn child(o: &Options, target: &str, findings: &Path, start: u64, end: u64, journal: bool) -> Result<Output, String> {
    let bin = root().join("target/release/lanescope-fuzz");
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!("ulimit -v {} && exec \"$0\" \"$@\"", o.address_space_mb * 1024))
        .arg(&bin)
        .arg("run")
        .args(["--target", target])
        .arg("--corpus")
        .arg(root().join("fuzz/corpus"))
        .arg("--findings")
        .arg(findings)
        .args(["--seed", &o.seed.to_string()])
        .args(["--start", &start.to_string(), "--end", &end.to_string()])
        .args([
            "--time-ms",
            &o.time_ms.to_string(),
            "--memory-mb",
            &o.memory_mb.to_string(),
        ]);
    if journal {
        cmd.arg("--journal");
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("{}: {e}", bin.display()))
}

/// A number from the child's summary line (`key=value`).
fn summary_field(out: &Output, key: &str) -> Option<u64> {
    let text = String::from_utf8_lossy(&out.stdout);
    let prefix = format!("{key}=");
    text.split_whitespace()
        .find_map(|w| w.strip_prefix(&prefix)?.parse().ok())
}

fn read_index(path: &Path) -> Result<u64, String> {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .ok_or(format!(
            "{}: no input index (the child died before its first input?)",
            path.display()
        ))
}

/// Keeps the journal's input as `crash-<index>.in`, with the exit status and stderr's tail
/// (at most [`MAX_CRASHES`] per target).
fn record_crash(dir: &Path, at: u64, out: &Output) -> Result<(), String> {
    if finding_kinds(dir)
        .iter()
        .any(|(k, n)| k == "crash" && *n >= MAX_CRASHES)
    {
        return Ok(());
    }
    let stem: PathBuf = dir.join(format!("crash-{at}"));
    std::fs::rename(dir.join("current.in"), stem.with_extension("in"))
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let tail: String = stderr
        .lines()
        .rev()
        .take(20)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect::<Vec<_>>()
        .join("\n");
    let text = format!("input {at}: the child died ({}) running it\n{tail}\n", out.status);
    std::fs::write(stem.with_extension("txt"), text).map_err(|e| format!("{}: {e}", dir.display()))
}

/// Findings per kind (`panic`, `memory`, `output`, `hang`, `crash`) in `dir`.
fn finding_kinds(dir: &Path) -> Vec<(String, usize)> {
    let mut kinds: Vec<(String, usize)> = Vec::new();
    let names = std::fs::read_dir(dir).map(|rd| rd.filter_map(Result::ok).map(|e| e.file_name()).collect::<Vec<_>>());
    for name in names.unwrap_or_default() {
        let name = name.to_string_lossy();
        let Some((kind, _)) = name.strip_suffix(".in").and_then(|n| n.split_once('-')) else {
            continue;
        };
        match kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, n)) => *n += 1,
            None => kinds.push((kind.to_string(), 1)),
        }
    }
    kinds.sort();
    kinds
}
