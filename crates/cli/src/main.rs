//! `lanescope`: assemble, disassemble and run GCN/CDNA and R700 code from the command line.
//!
//! The output formats are a stable contract: `asm` and `disasm` print exactly what
//! `llvm-mc` prints (R700: what `llc -march=r600 -mcpu=rv770` prints); errors are `FILE:LINE:COL: error: message`, the line and a caret.

mod compare;
mod layout;
mod parallel;
mod placement;
mod r700;
mod split_dump;

use std::io::{Read, Write};

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use lanescope::{BuildError, Limits, Snippet, SnippetError, StepOutcome, Target};
use lanescope_gcn::Arch;
use lanescope_isa::{Diagnostic, Machine};

#[derive(Parser)]
#[command(
    name = "lanescope",
    version,
    about = "AMD GPU ISA playground: assemble, disassemble and run gfx900/gfx950 and rv770 (R700) code"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Assemble LLVM AMDGPU syntax; prints each instruction as llvm-mc does.
    Asm {
        /// Target: gfx900 (vega), gfx950 (cdna4, mi355x) or rv770 (r700).
        #[arg(long, value_parser = parse_cli_arch)]
        arch: CliArch,
        /// Source file, or - for standard input.
        file: String,
        /// Append ` ; encoding: [0x..]` like `llvm-mc -show-encoding`.
        #[arg(long)]
        show_encoding: bool,
    },
    /// Disassemble llvm-mc `--disassemble` input (lines of `0x..,0x..` bytes), or the `.text`
    /// of an ELF code object (`clang -c`, `llvm-mc -filetype=obj`) with its symbols.
    Disasm {
        /// Target: gfx900 (vega), gfx950 (cdna4, mi355x) or rv770 (r700).
        #[arg(long, value_parser = parse_cli_arch)]
        arch: CliArch,
        /// Input file, or - for standard input.
        file: String,
        /// Append ` ; encoding: [0x..]` like `llvm-mc -show-encoding`.
        #[arg(long)]
        show_encoding: bool,
    },
    /// Run a snippet (TOML: `arch`, `source` or `source_file`, optional `[launch]`, `[[buffers]]`,
    /// `[[args]]`, `[init]`) or an assembly file (with --arch); prints the dumped buffers and
    /// registers as one JSON object.
    Run {
        /// Snippet `.toml`, or an assembly file.
        file: String,
        /// Target for an assembly file.
        #[arg(long, value_parser = parse_cli_arch)]
        arch: Option<CliArch>,
        /// Print these after the run as JSON: a buffer (its values, by its type) or a register of
        /// the last wave run (`v3` = 64 lanes, `a3` = a gfx950 AGPR, `s0`, `exec`, `vcc`, `scc`, `m0`;
        /// rv770: `exports`, `R0`…`R127` or the `[[buffers]]` name).
        #[arg(long = "dump", value_name = "NAME")]
        dump: Vec<String>,
        /// Stop after this many instructions.
        #[arg(long, default_value_t = 10_000_000)]
        max_steps: u64,
        /// Memory budget of the snippet's buffers in bytes (suffixes K, M, G: 64M, 2G; binary).
        #[arg(long, value_name = "BYTES", default_value = "1G", value_parser = parse_bytes)]
        max_memory: u64,
        /// Threads for a kernel launch's workgroups (default: the available cores; 1 runs them
        /// one after another). The results are the same for any N.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
        threads: Option<u32>,
    },
    /// Assemble one snippet or assembly file for two targets and show, line by line, what
    /// differs: encodings (with the differing bytes and bits), instructions one target lacks or
    /// spells differently; a snippet (or, with --run, an assembly file) also runs on both and
    /// the buffers and registers that end up different are listed. Exit status: 0 all the
    /// same, 1 something differs, 2 trouble.
    Compare {
        /// The two targets, e.g. `--arch gfx803 --arch gfx950`.
        #[arg(long = "arch", value_parser = parse_cli_arch, required = true)]
        arch: Vec<CliArch>,
        /// Snippet `.toml`, or an assembly file (`-` for standard input).
        file: String,
        /// Print one JSON object instead of the text report.
        #[arg(long)]
        json: bool,
        /// Also run an assembly file (a bare wave on each target); snippets always run.
        #[arg(long)]
        run: bool,
        /// Stop each run after this many instructions.
        #[arg(long, default_value_t = 10_000_000)]
        max_steps: u64,
        /// Memory budget of each run's buffers in bytes (suffixes K, M, G).
        #[arg(long, value_name = "BYTES", default_value = "1G", value_parser = parse_bytes)]
        max_memory: u64,
    },
    /// Matrix-instruction layouts (gfx950 MFMA, SMFMAC, F8F6F4): where each element of A, B, C,
    /// D or the sparse index K lives (register offset, lane, bits), or a summary of the
    /// instruction. With CBSZ/ABID/BLGP broadcasts, A and B rows give the lane the hardware reads.
    Layout {
        /// Target (matrix cores exist on gfx950 only).
        #[arg(long, value_parser = parse_arch)]
        arch: Arch,
        /// Matrix instruction, e.g. v_mfma_f32_32x32x8_f16 (see --list).
        instruction: Option<String>,
        /// List the matrix instructions, one per line.
        #[arg(long, conflicts_with_all = ["instruction", "matrix", "cbsz", "abid", "blgp", "csv", "markdown"])]
        list: bool,
        /// Operand to lay out: A, B, C, D, or K (the SMFMAC sparse index).
        #[arg(long, value_parser = parse_matrix)]
        matrix: Option<lanescope_gcn::matrix::Matrix>,
        /// CBSZ: A broadcast size (F8F6F4: A format; SMFMAC: index-set control).
        #[arg(long, default_value_t = 0)]
        cbsz: u32,
        /// ABID: A broadcast block (SMFMAC: index set; scale ops: scale enable).
        #[arg(long, default_value_t = 0)]
        abid: u32,
        /// BLGP: B lane pattern (F8F6F4: B format; F64: negate A, B, C).
        #[arg(long, default_value_t = 0)]
        blgp: u32,
        /// Print `block,i,j,reg,lane,lo,hi` rows (the default with --matrix).
        #[arg(long, conflicts_with = "markdown")]
        csv: bool,
        /// Print the rows as a Markdown table.
        #[arg(long)]
        markdown: bool,
    },
}

fn parse_matrix(s: &str) -> Result<lanescope_gcn::matrix::Matrix, String> {
    use lanescope_gcn::matrix::Matrix;
    match s {
        "A" | "a" => Ok(Matrix::A),
        "B" | "b" => Ok(Matrix::B),
        "C" | "c" => Ok(Matrix::C),
        "D" | "d" => Ok(Matrix::D),
        "K" | "k" => Ok(Matrix::K),
        _ => Err(format!("unknown matrix '{s}' (expected A, B, C, D or K)")),
    }
}

/// A `--arch` of asm, disasm and run: a GCN target or R700.
#[derive(Clone, Copy, Debug)]
enum CliArch {
    Gcn(Arch),
    R700,
}

fn parse_cli_arch(s: &str) -> Result<CliArch, String> {
    if lanescope::snippet_r700::is_r700_name(s) {
        return Ok(CliArch::R700);
    }
    parse_arch(s).map(CliArch::Gcn).map_err(|_| {
        format!(
            "unknown arch '{s}' (expected {}, rv770 or an alias: vega, cdna4, mi355x, r700)",
            gcn_names()
        )
    })
}

fn parse_arch(s: &str) -> Result<Arch, String> {
    Arch::from_name(s).ok_or_else(|| {
        format!(
            "unknown arch '{s}' (expected {} or an alias: vega, cdna4, mi355x)",
            gcn_names()
        )
    })
}

/// The GCN targets' names, for messages.
fn gcn_names() -> String {
    Arch::ALL.map(Arch::name).join(", ")
}

fn read_bytes(file: &str) -> Result<Vec<u8>, String> {
    let mut b = Vec::new();
    if file == "-" {
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| format!("<stdin>: {e}"))?;
    } else {
        b = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(b)
}

fn read_input(file: &str) -> Result<String, String> {
    // With the message std's `read_to_string` gives.
    String::from_utf8(read_bytes(file)?)
        .map_err(|_| format!("{}: stream did not contain valid UTF-8", display_name(file)))
}

fn display_name(file: &str) -> &str {
    if file == "-" {
        "<stdin>"
    } else {
        file
    }
}

fn print_diags(file: &str, source: &str, diags: &[Diagnostic]) {
    let lines = lanescope_isa::SourceLines::new(source);
    let mut err = std::io::BufWriter::new(std::io::stderr().lock());
    for d in diags {
        let _ = writeln!(err, "{}", d.render(display_name(file), &lines));
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Asm {
            arch,
            file,
            show_encoding,
        } => by_family(arch, (asm, r700::asm), &file, show_encoding),
        Command::Disasm {
            arch,
            file,
            show_encoding,
        } => by_family(arch, (disasm, r700::disasm), &file, show_encoding),
        Command::Run {
            file,
            arch,
            dump,
            max_steps,
            max_memory,
            threads,
        } => {
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, |n| n.get()),
                |n| n as usize,
            );
            run(&file, arch, &dump, max_steps, max_memory, threads)
        }
        Command::Compare {
            arch,
            file,
            json,
            run,
            max_steps,
            max_memory,
        } => compare::run(
            &arch,
            &file,
            &compare::Options {
                json,
                run,
                max_steps,
                max_memory,
            },
        ),
        Command::Layout {
            arch,
            instruction,
            list,
            matrix,
            cbsz,
            abid,
            blgp,
            csv,
            markdown,
        } => layout::run(
            arch,
            csv,
            instruction.as_deref(),
            list,
            matrix,
            lanescope_gcn::matrix::Mods { cbsz, abid, blgp },
            markdown,
        ),
    };
    match result {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("lanescope: error: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// A command's result: the exit code, or the message of an error before any output.
type Outcome = Result<ExitCode, String>;

/// The GCN/CDNA and the R700 implementation of a text command (`asm`, `disasm`) taking
/// `FILE, --show-encoding`.
type ByFamily = (fn(Arch, &str, bool) -> Outcome, fn(&str, bool) -> Outcome);

/// Runs the implementation of `arch`'s family.
fn by_family(arch: CliArch, (gcn, r700): ByFamily, file: &str, show_encoding: bool) -> Outcome {
    match arch {
        CliArch::Gcn(a) => gcn(a, file, show_encoding),
        CliArch::R700 => r700(file, show_encoding),
    }
}

fn asm(arch: Arch, file: &str, show_encoding: bool) -> Result<ExitCode, String> {
    let source = read_input(file)?;
    // Like llvm-mc: every line that assembles is printed, every other one reported (exit 1).
    let (p, diags) = lanescope_gcn::syntax::assemble_partial(arch, &source);
    print!("{}", p.echo(show_encoding));
    if !diags.is_empty() {
        print_diags(file, &source, &diags);
        return Ok(ExitCode::FAILURE);
    }
    // Hazards (missing wait states) are warnings: the output is still the program.
    let mut warnings = lanescope_gcn::hazard::lint(&p);
    Diagnostic::move_to_line_start(&mut warnings, &source);
    print_diags(file, &source, &warnings);
    Ok(ExitCode::SUCCESS)
}

fn disasm(arch: Arch, file: &str, show_encoding: bool) -> Result<ExitCode, String> {
    let bytes = read_bytes(file)?;
    if lanescope_gcn::elf::is_elf(&bytes) {
        let object = lanescope_gcn::elf::parse(&bytes).map_err(|e| format!("{}: {e}", display_name(file)))?;
        match object.arch {
            Some(a) if a == arch => {}
            Some(a) => {
                return Err(format!(
                    "{}: a {} code object; --arch says {}",
                    display_name(file),
                    a.name(),
                    arch.name()
                ))
            }
            None => {
                return Err(format!(
                    "{}: code object for EF_AMDGPU_MACH {:#x}, not gfx900 or gfx950",
                    display_name(file),
                    object.mach
                ))
            }
        }
        let (text, warnings) = lanescope_gcn::disasm::disassemble_object(arch, &object, show_encoding);
        print!("{text}");
        for w in &warnings {
            eprintln!("{}: warning: {w}", display_name(file));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let source =
        String::from_utf8(bytes).map_err(|_| format!("{}: neither text nor an ELF file", display_name(file)))?;
    let result = lanescope_gcn::disasm::disassemble_input(arch, &source, show_encoding);
    print!("{}", result.text);
    print_disasm_diags(file, &source, &result.diagnostics);
    Ok(if result.failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Prints the disassembler's diagnostics with their source lines clipped around the caret
/// (an input line can be megabytes long), finding the lines once.
fn print_disasm_diags(file: &str, source: &str, diags: &[Diagnostic]) {
    use lanescope_gcn::disasm::{render_clipped, SourceLines};
    let lines = SourceLines::new(source);
    let mut err = std::io::BufWriter::new(std::io::stderr().lock());
    for d in diags {
        let _ = writeln!(
            err,
            "{}",
            render_clipped(d, display_name(file), lines.line(d.span.line))
        );
    }
}

/// A byte count with an optional binary suffix: `4096`, `64K`, `64M`, `1G` (`KiB`, `MB`… too).
fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (n, unit) = t.split_at(digits);
    let shift = match unit
        .trim()
        .to_ascii_uppercase()
        .trim_end_matches('B')
        .trim_end_matches('I')
    {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        "T" => 40,
        _ => return Err(format!("'{s}' is not a byte count (e.g. 4096, 64M, 2G)")),
    };
    n.parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .ok_or_else(|| format!("'{s}' is not a byte count (e.g. 4096, 64M, 2G)"))
}

/// A GCN snippet (or bare assembly file) to run, with the source it assembles.
struct Loaded {
    snippet: Snippet,
    source: String,
    /// The file the source's diagnostics name.
    source_name: String,
    /// Lines of an inline `source` are reported as lines of the snippet file: this many lines
    /// precede it.
    line_offset: usize,
}

fn run(
    file: &str,
    arch: Option<CliArch>,
    dump: &[String],
    max_steps: u64,
    max_memory: u64,
    threads: usize,
) -> Result<ExitCode, String> {
    let text = read_input(file)?;
    let arch = match arch {
        Some(CliArch::R700) => return r700::run(file, &text, dump, max_steps),
        Some(CliArch::Gcn(a)) => Some(a),
        None => None,
    };
    if file.ends_with(".toml") && lanescope::snippet_r700::is_r700(&text) {
        return r700::run(file, &text, dump, max_steps);
    }
    let Some(loaded) = load_gcn(file, &text, arch, max_memory)? else {
        return Ok(ExitCode::FAILURE);
    };
    let Some(mut gcn) = build_gcn(file, &text, &loaded)? else {
        return Ok(ExitCode::FAILURE);
    };
    let outcome = run_machine(&mut gcn, threads, max_steps, max_memory);
    let m: &mut dyn Machine = &mut gcn;
    let names = dump.iter().map(String::as_str);
    let list = |ty, bytes: &[u8], out: &mut String| split_dump::write_json_list(ty, bytes, out, threads);
    let json = lanescope::dump::json_by(&*m, Some(&loaded.snippet), names, &list).map_err(|name| {
        format!(
            "--dump {name}: not a buffer or register name (a [[buffers]] name, v<N>, a<N> on gfx950, s<N>, exec, vcc, scc, m0)"
        )
    })?;
    println!("{json}");
    print_wave_messages(m, &loaded.source_name);
    match outcome {
        StepOutcome::Ended => Ok(ExitCode::SUCCESS),
        StepOutcome::Faulted(f) => {
            let line = m
                .listing()
                .iter()
                .find(|l| l.pc == f.pc && l.line > 0)
                .map(|l| {
                    format!(
                        "{}:{}: ",
                        display_name(&loaded.source_name),
                        l.line as usize + loaded.line_offset
                    )
                })
                .unwrap_or_default();
            Err(format!("{line}fault: {f}"))
        }
        StepOutcome::BudgetExhausted => Err(format!(
            "stopped after {max_steps} steps (step budget; see --max-steps)"
        )),
        StepOutcome::Running => Ok(ExitCode::SUCCESS),
    }
}

/// Reads a `.toml` snippet (and its `source_file`) or takes `text` as assembly for `arch`;
/// `None` when the snippet's error has been printed.
fn load_gcn(file: &str, text: &str, arch: Option<Arch>, max_memory: u64) -> Result<Option<Loaded>, String> {
    if !file.ends_with(".toml") {
        let a = arch.ok_or("an assembly file needs --arch (or use a .toml snippet)")?;
        let snippet = Snippet::new(Target::Gcn(a), "");
        let (source, source_name) = (text.to_string(), file.to_string());
        return Ok(Some(Loaded {
            snippet,
            source,
            source_name,
            line_offset: 0,
        }));
    }
    let limits = Limits {
        max_memory,
        ..Limits::CLI
    };
    let s = match Snippet::from_toml_with(text, &limits) {
        Ok(s) => s,
        Err(e @ SnippetError::At { .. }) => {
            eprintln!("{}:{e}", display_name(file));
            return Ok(None);
        }
        Err(e) => return Err(format!("{}: {e}", display_name(file))),
    };
    let mut line_offset = 0;
    if s.source_file.is_none() {
        line_offset = Snippet::source_first_line(text).map_or(0, |l| l - 1);
    }
    let (source, source_name) = match &s.source_file {
        Some(rel) => {
            let base = std::path::Path::new(file).parent().unwrap_or(std::path::Path::new("."));
            let path = base.join(rel);
            let name = path.display().to_string();
            (
                std::fs::read_to_string(&path).map_err(|e| format!("{name}: {e}"))?,
                name,
            )
        }
        None => (s.source.clone(), file.to_string()),
    };
    Ok(Some(Loaded {
        snippet: s,
        source,
        source_name,
        line_offset,
    }))
}

/// Assembles and sets up the machine; `None` when the assembly errors have been printed.
fn build_gcn(file: &str, text: &str, l: &Loaded) -> Result<Option<lanescope_gcn::GcnMachine>, String> {
    let target = l.snippet.target().map_err(|e| e.to_string())?;
    match target.build_gcn(&l.snippet, &l.source) {
        Ok(m) => Ok(Some(m)),
        Err(BuildError::Assembly(d)) if l.line_offset > 0 => {
            let moved: Vec<Diagnostic> = d
                .into_iter()
                .map(|mut d| {
                    d.shift_source_lines(l.line_offset as u32);
                    d
                })
                .collect();
            print_diags(&l.source_name, text, &moved);
            Ok(None)
        }
        Err(BuildError::Assembly(d)) => {
            print_diags(&l.source_name, &l.source, &d);
            Ok(None)
        }
        Err(BuildError::Setup(msg)) => Err(format!("{}: {msg}", display_name(file))),
    }
}

/// What the waves reported (s_sendmsg, s_trap, …), as notes on stderr.
fn print_wave_messages(m: &mut dyn Machine, source_name: &str) {
    for w in 0..m.wave_count() {
        if m.select_wave(w) {
            for msg in m.messages() {
                eprintln!(
                    "{}: note: wave {w} pc 0x{:x}: {}",
                    display_name(source_name),
                    msg.pc,
                    msg.text
                );
            }
        }
    }
}

/// Runs `m`: its workgroups on up to `threads` threads, as many as the memory budget allows
/// copies of global memory for (each thread works on its own copy).
fn run_machine(m: &mut lanescope_gcn::GcnMachine, threads: usize, max_steps: u64, max_memory: u64) -> StepOutcome {
    let bytes: u64 = m.memory().regions.iter().map(|r| r.data.len() as u64).sum();
    let copies = max_memory.checked_div(bytes).unwrap_or(u64::MAX);
    let threads = threads
        .min(m.group_count())
        .min(copies.try_into().unwrap_or(usize::MAX));
    if threads <= 1 {
        return m.run(max_steps);
    }
    parallel::run(m, threads, max_steps)
}

/// mimalloc rather than the system allocator: a parallel run moves logs, register files and
/// waves between threads, and glibc's allocator kept returning that memory to the system and
/// faulting it in again (a 256-workgroup saxpy: ~2,000 more page faults on two threads than on
/// one, and the two-thread run slower than the one-thread run; with mimalloc, 1.07x faster).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
