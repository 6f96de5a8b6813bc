//! `cargo xtask golden`: llvm-mc (Debian `llvm-22`) golden vectors for every instruction in
//! the table, both directions, both architectures, written to `tests/golden/<arch>/`.
//!
//! - `asm.txt`: `input<TAB>llvm-mc -show-encoding output` or `input<TAB>error: message`.
//! - `disasm.txt`: `bytes<TAB>output line(s)…` or `bytes<TAB>warning: invalid instruction encoding`.
//!
//! Assembly inputs vary one operand at a time over every operand form the row's operand
//! kinds allow (registers, specials, inline constants, literals, modifiers, `_e32`/`_e64`),
//! plus seeded random combinations. Disassembly inputs are the encodings of the accepted
//! assembly lines plus seeded random field values in each row's format(s).

mod inputs;
mod modifiers;
mod operands;
mod random;
mod records;

use std::path::PathBuf;
use std::process::{Command, Stdio};

use lanescope_gcn::isa::targets;
use lanescope_gcn::Arch;

use crate::root;

use inputs::asm_inputs;
use modifiers::{modifier_sweep_lines, modifier_sweep_words};
use random::{bytes_line, random_words};

/// A deterministic xorshift generator (vectors must not change between runs).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A generator of its own for each row, so adding rows leaves every other row's vectors
    /// (and their cached llvm-mc references) as they are.
    fn for_row(seed: u64, arch: Arch, name: &str) -> Rng {
        let h = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        Rng((seed ^ h ^ (arch.index() as u64) << 56) | 1)
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[(self.next() % v.len() as u64) as usize]
    }
}

/// LLVM 22's tool directory (`llvm-config-22 --bindir`).
fn llvm_bindir() -> Result<PathBuf, String> {
    let out = Command::new("llvm-config-22")
        .arg("--bindir")
        .output()
        .map_err(|e| format!("llvm-config-22: {e} (apt-get install llvm-22)"))?;
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Runs llvm-mc for AMDGCN processor `mcpu` on `input`; returns (stdout, stderr).
pub(crate) fn llvm_mc(mcpu: &str, args: &[&str], input: &str) -> Result<(String, String), String> {
    let mc = llvm_bindir()?.join("llvm-mc");
    let mut child = Command::new(&mc)
        .args(["-arch=amdgcn", &format!("-mcpu={mcpu}")])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", mc.display()))?;
    let mut stdin = child.stdin.take().ok_or("llvm-mc: no stdin")?;
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    Ok((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

/// Writes `tests/golden/<arch>/{asm,disasm}.txt`; returns the numbers of assembly and
/// disassembly vectors.
fn generate_arch(arch: Arch) -> Result<(usize, usize), String> {
    let dir = root().join("tests/golden").join(arch.name());
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    // LANESCOPE_GOLDEN_SWEEP_ONLY=1 keeps the committed vectors and adds the modifier sweep's
    // (a quick update; the full run regenerates every generator's vectors).
    let sweep_only = std::env::var_os("LANESCOPE_GOLDEN_SWEEP_ONLY").is_some();
    let inputs = if sweep_only {
        with_sweep_lines(arch, committed_inputs(&dir.join("asm.txt")))
    } else {
        with_sweep_lines(arch, asm_inputs(arch))
    };
    let accepted = records::write_assembly(arch, &dir, &inputs)?;
    if !llvm_disassembles(arch)? {
        let n = records::write_assembler_disassembly(arch, &dir, &accepted)?;
        return Ok((inputs.len(), n));
    }
    // Disassembly: encodings of accepted lines, then random words.
    let mut records = records::accepted_encodings(&accepted);
    if sweep_only {
        records.extend(committed_inputs(&dir.join("disasm.txt")));
        records.extend(modifier_sweep_words(arch).iter().map(|w| bytes_line(w)));
    } else {
        records.extend(generated_records(arch));
    }
    records.sort();
    records.dedup();
    records::write_disassembly(arch, &dir, &records)?;
    Ok((inputs.len(), records.len()))
}

/// `line` with its mnemonic in `arch`'s own spelling (gfx700's `v_add_i32_e32` for gfx900's
/// `v_add_co_u32_e32`), so the target's names are what the vectors exercise.
fn respell(arch: Arch, line: String) -> String {
    let (mnemonic, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
    for suffix in ["_e32", "_e64", "_sdwa", "_dpp", ""] {
        let Some(base) = mnemonic.strip_suffix(suffix) else {
            continue;
        };
        if let Some(op) = lanescope_gcn::Op::from_name(base).filter(|&op| targets::is_renamed(arch, op)) {
            let sep = if rest.is_empty() { "" } else { " " };
            return format!("{}{suffix}{sep}{rest}", targets::name(arch, op));
        }
    }
    line
}

/// Whether llvm-mc 22 disassembles for `arch` (gfx600/gfx700: "disassembly not yet supported
/// for subtarget").
fn llvm_disassembles(arch: Arch) -> Result<bool, String> {
    let (_, err) = llvm_mc(arch.name(), &["--disassemble"], "0x00,0x00,0x81,0xbf\n")?;
    Ok(!err.contains("not yet supported"))
}

/// The architectures to regenerate: those named in `LANESCOPE_GOLDEN_ARCHS` (comma-separated
/// LLVM names), else every one whose opcode map is not empty.
fn golden_archs() -> Result<Vec<Arch>, String> {
    match std::env::var("LANESCOPE_GOLDEN_ARCHS") {
        Ok(list) => list
            .split(',')
            .map(|n| Arch::from_name(n.trim()).ok_or_else(|| format!("LANESCOPE_GOLDEN_ARCHS: unknown '{n}'")))
            .collect(),
        Err(_) => Ok(Arch::ALL
            .into_iter()
            .filter(|&a| !lanescope_gcn::isa::targets::target(a).opcodes.is_empty())
            .collect()),
    }
}

/// Regenerates every golden vector file.
pub fn generate() -> Result<(), String> {
    // The hand-written slice program, as `llvm-mc -show-encoding` echoes it (for the targets
    // that assemble it: it uses GFX9 syntax).
    let slice = std::fs::read_to_string(root().join("tests/golden/slice.s")).map_err(|e| e.to_string())?;
    let archs = golden_archs()?;
    for &arch in &archs {
        let (out, err) = llvm_mc(arch.name(), &["-show-encoding"], &slice)?;
        if !err.is_empty() && !arch.has_flat_segments() {
            eprintln!(
                "{}: llvm-mc rejects tests/golden/slice.s (GFX9 syntax): no slice output",
                arch.name()
            );
            continue;
        }
        if !err.is_empty() {
            return Err(format!(
                "llvm-mc rejects tests/golden/slice.s for {}: {err}",
                arch.name()
            ));
        }
        let body: String = out
            .lines()
            .filter(|l| !l.trim_start().starts_with(".text"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(root().join(format!("tests/golden/slice.{}.out", arch.name())), body)
            .map_err(|e| e.to_string())?;
    }
    for arch in archs {
        let (a, d) = generate_arch(arch)?;
        eprintln!("{}: {a} assembly vectors, {d} disassembly vectors", arch.name());
    }
    Ok(())
}

/// The inputs (first column) of a committed vector file, in order.
fn committed_inputs(path: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect()
}

/// `lines` respelled for `arch`, then the modifier sweep's lines not already among them.
fn with_sweep_lines(arch: Arch, lines: Vec<String>) -> Vec<String> {
    let mut inputs: Vec<String> = lines.into_iter().map(|l| respell(arch, l)).collect();
    let mut seen: std::collections::HashSet<String> = inputs.iter().cloned().collect();
    inputs.extend(
        modifier_sweep_lines(arch)
            .into_iter()
            .filter(|l| seen.insert(l.clone())),
    );
    inputs
}

/// The generated disassembly records of `arch` (random words, then the modifier sweep's), as
/// byte lines, before the encodings of accepted assembly lines join them.
fn generated_records(arch: Arch) -> Vec<String> {
    random_words(arch)
        .iter()
        .chain(&modifier_sweep_words(arch))
        .map(|w| bytes_line(w))
        .collect()
}

/// Every generated input of `arch` without running llvm-mc: the assembly lines (what
/// `asm.txt`'s first column is made from) and the generated disassembly records.
fn generated_inputs(arch: Arch) -> (Vec<String>, Vec<String>) {
    (with_sweep_lines(arch, asm_inputs(arch)), generated_records(arch))
}

/// `cargo xtask golden --inputs-only DIR`: writes every target's generated inputs to
/// `DIR/<arch>/{asm,disasm}-inputs.txt` without calling llvm-mc, for comparing generators.
pub fn dump_inputs(dir: &std::path::Path) -> Result<(), String> {
    for arch in golden_archs()? {
        let sub = dir.join(arch.name());
        std::fs::create_dir_all(&sub).map_err(|e| e.to_string())?;
        let (asm, dis) = generated_inputs(arch);
        for (file, lines) in [("asm-inputs.txt", asm), ("disasm-inputs.txt", dis)] {
            std::fs::write(sub.join(file), lines.join("\n") + "\n").map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a over the lines, each ended by a newline.
    fn fnv(lines: &[String]) -> u64 {
        lines
            .iter()
            .flat_map(|l| l.bytes().chain([b'\n']))
            .fold(0xcbf2_9ce4_8422_2325, |h, b| {
                (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
            })
    }

    /// The generated inputs of every target, as hashes: a refactor of the generators must leave
    /// them unchanged (a deliberate change of the vectors updates these and regenerates).
    #[test]
    fn generated_inputs_are_unchanged() {
        let got: Vec<(&str, usize, u64, usize, u64)> = Arch::ALL
            .into_iter()
            .filter(|&a| !targets::target(a).opcodes.is_empty())
            .map(|a| {
                let (asm, dis) = generated_inputs(a);
                (a.name(), asm.len(), fnv(&asm), dis.len(), fnv(&dis))
            })
            .collect();
        let want: &[(&str, usize, u64, usize, u64)] = &[
            ("gfx600", 153479, 16340193512080496417, 19926, 6301659366588810611),
            ("gfx700", 158570, 7571263728016448380, 21498, 11013570205016689341),
            ("gfx803", 171441, 14851283027427364531, 22768, 17634812615461460518),
            ("gfx900", 192104, 7830824459812350420, 28156, 5096907240581810551),
            ("gfx950", 199022, 203341578740672804, 29116, 12367240055502256727),
        ];
        assert_eq!(got, want);
    }
}
