//! `lanescope-fuzz run …` runs one chunk of a fuzz campaign; `lanescope-fuzz scaling` runs the
//! size-doubling benchmark. Usually started by `cargo xtask fuzz` / `cargo xtask scaling`.

use clap::{Parser, Subcommand};
use lanescope_fuzz::campaign::{Budgets, Campaign};
use lanescope_fuzz::{alloc, load_corpus, mnemonics, mutate::Mutator, scaling, targets::Target};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "lanescope-fuzz",
    about = "Stable-Rust fuzzer and scaling benchmark for lanescope"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs inputs `start..end` of a campaign through one target; prints one summary line.
    Run {
        /// decode, assemble, disasm, elf, share, snippet or launch.
        #[arg(long)]
        target: String,
        /// Corpus root (inputs from `<corpus>/<target>/`).
        #[arg(long)]
        corpus: PathBuf,
        /// Findings root (written to `<findings>/<target>/`).
        #[arg(long)]
        findings: PathBuf,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 0)]
        start: u64,
        #[arg(long)]
        end: u64,
        /// Write each input to `current.in` before running it (crash replay).
        #[arg(long)]
        journal: bool,
        /// Time limit per input, milliseconds.
        #[arg(long, default_value_t = 2000)]
        time_ms: u64,
        /// Peak heap budget per input, MiB.
        #[arg(long, default_value_t = 256)]
        memory_mb: usize,
    },
    /// Times every parser on its worst input shapes at n and 2n.
    Scaling {
        /// Fail when a ratio exceeds this.
        #[arg(long, default_value_t = 3.0)]
        max_ratio: f64,
        /// Only the shapes whose name contains this.
        #[arg(long)]
        shape: Option<String>,
        /// Multiplies every shape's n.
        #[arg(long, default_value_t = 1.0)]
        scale: f64,
        /// Skip 2n when n takes longer than this many seconds.
        #[arg(long, default_value_t = 10)]
        cap_s: u64,
    },
    /// One row of `scaling` (run in a child process by `scaling`).
    #[command(hide = true)]
    ScalingOne {
        shape: String,
        #[arg(long, default_value_t = 3.0)]
        max_ratio: f64,
        #[arg(long, default_value_t = 1.0)]
        scale: f64,
        #[arg(long, default_value_t = 10)]
        cap_s: u64,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run {
            target,
            corpus,
            findings,
            seed,
            start,
            end,
            journal,
            time_ms,
            memory_mb,
        } => {
            let Some(t) = Target::from_name(&target) else {
                eprintln!("lanescope-fuzz: error: unknown target '{target}'");
                return ExitCode::from(2);
            };
            let seeds = t
                .corpus_dirs()
                .iter()
                .flat_map(|d| load_corpus(&corpus.join(d)))
                .collect();
            let mutator = Mutator::new(seeds, &mnemonics(), t.is_text());
            let budgets = Budgets {
                memory: memory_mb << 20,
                time: Duration::from_millis(time_ms),
                ..Budgets::default()
            };
            let c = Campaign {
                name: t.name(),
                findings,
                seed,
                start,
                end,
                journal,
                budgets,
            };
            let s = c.run(&mutator, &|input: &[u8]| t.run(input));
            println!(
                "target={} inputs={} findings={} seconds={:.2} max_heap={} max_output={} peak_rss={}",
                t.name(),
                s.inputs,
                s.findings,
                s.seconds,
                s.max_heap,
                s.max_output,
                alloc::peak_rss()
            );
            ExitCode::SUCCESS
        }
        Command::Scaling {
            max_ratio,
            shape,
            scale,
            cap_s,
        } => scaling_table(max_ratio, shape.as_deref(), scale, cap_s),
        Command::ScalingOne {
            shape,
            max_ratio,
            scale,
            cap_s,
        } => scaling_row(&shape, max_ratio, scale, cap_s),
    }
}

fn scaling_table(max_ratio: f64, only: Option<&str>, scale: f64, cap_s: u64) -> ExitCode {
    // One child process per shape: a parser that overflows its stack or aborts is a failed row,
    // not the end of the table.
    let Ok(me) = std::env::current_exe() else {
        eprintln!("lanescope-fuzz: error: cannot find its own executable");
        return ExitCode::FAILURE;
    };
    let mut failed = Vec::new();
    println!(
        "{:<20} {:>9} {:<8} {:>10} {:>10} {:>6}",
        "shape", "n", "unit", "t(n) ms", "t(2n) ms", "ratio"
    );
    for s in scaling::SHAPES
        .iter()
        .filter(|s| only.is_none_or(|o| s.name.contains(o)))
    {
        let out = std::process::Command::new(&me)
            .args(["scaling-one", s.name, "--max-ratio", &max_ratio.to_string()])
            .args(["--scale", &scale.to_string(), "--cap-s", &cap_s.to_string()])
            .stderr(std::process::Stdio::inherit())
            .output();
        match out {
            Ok(o) if o.status.success() => print!("{}", String::from_utf8_lossy(&o.stdout)),
            Ok(o) if o.status.code() == Some(1) => {
                print!("{}", String::from_utf8_lossy(&o.stdout));
                failed.push(s.name);
            }
            Ok(o) => {
                println!("{:<20} died: {}", s.name, o.status);
                failed.push(s.name);
            }
            Err(e) => {
                println!("{:<20} not run: {e}", s.name);
                failed.push(s.name);
            }
        }
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!(
            "lanescope-fuzz: error: not linear (ratio above {max_ratio}) or died: {}",
            failed.join(", ")
        );
        ExitCode::FAILURE
    }
}

/// Times one shape and prints its row; fails when the ratio exceeds `max_ratio`.
fn scaling_row(name: &str, max_ratio: f64, scale: f64, cap_s: u64) -> ExitCode {
    let Some(s) = scaling::SHAPES.iter().find(|s| s.name == name) else {
        eprintln!("lanescope-fuzz: error: unknown shape '{name}'");
        return ExitCode::from(2);
    };
    let t = scaling::time(s, scale, 3, Duration::from_secs(cap_s));
    let large = t
        .large
        .map_or("skipped".to_string(), |l| format!("{:.1}", l.as_secs_f64() * 1e3));
    let ratio = t.ratio();
    let n = ((s.n as f64 * scale) as usize).max(1);
    let small = t.small.as_secs_f64() * 1e3;
    let verdict = if ratio > max_ratio { "  NOT LINEAR" } else { "" };
    println!(
        "{:<20} {n:>9} {:<8} {small:>10.1} {large:>10} {ratio:>6.2}{verdict}",
        s.name, s.unit
    );
    if ratio > max_ratio {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
