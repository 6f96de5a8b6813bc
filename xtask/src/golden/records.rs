//! The vector files: `asm.txt` from one llvm-mc run over every assembly input, `disasm.txt`
//! from one llvm-mc run per record (or the assembler's text where llvm-mc cannot disassemble).

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::Path;

use lanescope_gcn::Arch;

use super::llvm_mc;

/// The errors llvm-mc reported in `stderr`, by input line (the first one of each line).
fn errors_by_line(stderr: &str) -> BTreeMap<usize, String> {
    let mut errors = BTreeMap::new();
    for l in stderr.lines() {
        // `<stdin>:LINE:COL: error: message`
        let mut parts = l.splitn(4, ':');
        if parts.next() != Some("<stdin>") {
            continue;
        }
        let (Some(n), Some(_), Some(msg)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        if let (Ok(n), Some(m)) = (n.parse::<usize>(), msg.trim().strip_prefix("error: ")) {
            errors.entry(n).or_insert_with(|| m.to_string());
        }
    }
    errors
}

/// Writes `asm.txt`: each input with llvm-mc's `-show-encoding` output or its error; returns
/// the outputs of the accepted lines, in order.
pub(super) fn write_assembly(arch: Arch, dir: &Path, inputs: &[String]) -> Result<Vec<String>, String> {
    let (stdout, stderr) = llvm_mc(arch.name(), &["-show-encoding"], &(inputs.join("\n") + "\n"))?;
    let errors = errors_by_line(&stderr);
    let mut outputs = stdout.lines().filter(|l| l.starts_with('\t')).map(|l| &l[1..]);
    let mut asm = String::from("# llvm-mc -arch=amdgcn -mcpu=ARCH -show-encoding, per line (cargo xtask golden)\n");
    let mut accepted = Vec::new();
    for (n, input) in inputs.iter().enumerate() {
        match errors.get(&(n + 1)) {
            Some(m) => {
                let _ = writeln!(asm, "{input}\terror: {m}");
            }
            None => {
                let out = outputs.next().ok_or("llvm-mc printed fewer lines than it accepted")?;
                let _ = writeln!(asm, "{input}\t{out}");
                accepted.push(out.to_string());
            }
        }
    }
    std::fs::write(dir.join("asm.txt"), asm).map_err(|e| e.to_string())?;
    Ok(accepted)
}

/// The encodings (byte lists) of the accepted assembly lines, leaving out those with fixups.
pub(super) fn accepted_encodings(accepted: &[String]) -> Vec<String> {
    accepted
        .iter()
        .filter_map(|out| out.split("; encoding: [").nth(1))
        .map(|enc| enc.trim_end_matches(']'))
        .filter(|bytes| !bytes.contains('A'))
        .map(str::to_string)
        .collect()
}

/// The committed `disasm.txt` lines by record: llvm-mc's disassembly of a record does not
/// depend on the others, so they keep their reference; LANESCOPE_GOLDEN_FRESH=1 redoes every
/// record, which is what an LLVM upgrade needs.
fn cached_references(dir: &Path) -> HashMap<String, String> {
    let mut cached = HashMap::new();
    if std::env::var_os("LANESCOPE_GOLDEN_FRESH").is_some() {
        return cached;
    }
    if let Ok(old) = std::fs::read_to_string(dir.join("disasm.txt")) {
        for l in old.lines().filter(|l| !l.starts_with('#')) {
            if let Some((r, _)) = l.split_once('\t') {
                cached.insert(r.to_string(), l.to_string());
            }
        }
    }
    cached
}

/// llvm-mc's disassembly of one record as a `disasm.txt` line, or `None` where llvm-mc crashed.
fn disassemble_record(arch: Arch, r: &str) -> Result<Option<String>, String> {
    let (out, err) = llvm_mc(arch.name(), &["--disassemble", "-show-encoding"], &format!("{r}\n"))?;
    let mut fields: Vec<&str> = out.lines().filter_map(|l| l.strip_prefix('\t')).collect();
    // llvm-mc 22 crashes on some invalid words (a VOP3 literal on GFX9); such records carry no
    // reference and are left out.
    if err.contains("Stack dump") {
        return Ok(None);
    }
    let warnings = err.matches("warning: invalid instruction encoding").count();
    fields.extend(std::iter::repeat_n("warning: invalid instruction encoding", warnings));
    Ok(Some(format!("{r}\t{}", fields.join("\t"))))
}

/// Each record's `disasm.txt` line (cached, or from llvm-mc on four threads), in order. One
/// llvm-mc run per record: its disassembler treats the input as one byte stream, so records
/// cannot share a run without bleeding into each other.
fn disassemble_all(
    arch: Arch,
    records: &[String],
    cached: &HashMap<String, String>,
) -> Vec<Result<Option<String>, String>> {
    let one = |r: &String| match cached.get(r) {
        Some(line) => Ok(Some(line.clone())),
        None => disassemble_record(arch, r),
    };
    std::thread::scope(|sc| {
        let handles: Vec<_> = records
            .chunks(records.len().div_ceil(4).max(1))
            .map(|chunk| sc.spawn(move || chunk.iter().map(one).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("llvm-mc worker"))
            .collect()
    })
}

/// Writes `disasm.txt`: llvm-mc's disassembly of each record (records it crashes on are left
/// out and counted).
pub(super) fn write_disassembly(arch: Arch, dir: &Path, records: &[String]) -> Result<(), String> {
    let results = disassemble_all(arch, records, &cached_references(dir));
    let mut dis =
        String::from("# llvm-mc -arch=amdgcn -mcpu=ARCH --disassemble -show-encoding, per line (cargo xtask golden)\n");
    let mut crashed = 0;
    for r in results {
        match r? {
            Some(line) => {
                let _ = writeln!(dis, "{line}");
            }
            None => crashed += 1,
        }
    }
    eprintln!(
        "{}: {crashed} disassembly inputs left out (llvm-mc crashed on them)",
        arch.name()
    );
    std::fs::write(dir.join("disasm.txt"), dis).map_err(|e| e.to_string())
}

/// `disasm.txt` for a target llvm-mc cannot disassemble: for each encoding of an accepted
/// assembly line, the text llvm-mc's assembler printed for it (`-show-encoding`, the first line
/// that encodes to it), kept only where that text assembles to the same bytes again (llvm-mc
/// mis-encodes a few inputs, such as `lit()` in VOP3 or buffer offsets past 4095: its text is
/// no reference for those bytes); returns the number of records.
pub(super) fn write_assembler_disassembly(arch: Arch, dir: &Path, accepted: &[String]) -> Result<usize, String> {
    let mut records: BTreeMap<String, &str> = BTreeMap::new();
    for out in accepted {
        if let Some((text, enc)) = out.split_once("; encoding: [") {
            let bytes = enc.trim_end_matches(']');
            // The assembler echoes `lit()` as written, where a disassembler shows what the word
            // holds (llvm-mc 22 on gfx900: `lit(0)` in a 64-bit operand is `0`; with `lit()`
            // it also encodes one of two different literals, or none in a VOP3 word): no
            // reference there.
            if !bytes.contains('A') && text.trim() != "" && !text.contains("lit(") {
                // Several inputs may encode to one word (`dmask:0x1f` and `dmask:0xf`, a wider
                // MIMG address): the shortest text is llvm-mc's canonical one.
                let e = records.entry(bytes.to_string()).or_insert(out.as_str());
                if out.len() < e.len() {
                    *e = out.as_str();
                }
            }
        }
    }
    let texts: Vec<&str> = records
        .values()
        .map(|o| o.split("; encoding:").next().unwrap_or("").trim())
        .collect();
    let (stdout, stderr) = llvm_mc(arch.name(), &["-show-encoding"], &(texts.join("\n") + "\n"))?;
    let rejected: std::collections::HashSet<usize> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect();
    let mut again = stdout.lines().filter_map(|l| l.strip_prefix('\t'));
    let mut consistent = std::collections::HashSet::new();
    for (n, bytes) in records.keys().enumerate() {
        if rejected.contains(&(n + 1)) {
            continue;
        }
        let out = again.next().ok_or("llvm-mc printed fewer lines than it accepted")?;
        if out.split("; encoding: [").nth(1).map(|e| e.trim_end_matches(']')) == Some(bytes.as_str()) {
            consistent.insert(bytes.clone());
        }
    }
    records.retain(|b, _| consistent.contains(b));
    let mut dis = String::from(
        "# llvm-mc -arch=amdgcn -mcpu=ARCH -show-encoding: the assembler's text for each encoding \
         (llvm-mc 22 cannot disassemble this target; cargo xtask golden)\n",
    );
    for (bytes, text) in &records {
        let _ = writeln!(dis, "{bytes}\t{text}");
    }
    std::fs::write(dir.join("disasm.txt"), dis).map_err(|e| e.to_string())?;
    Ok(records.len())
}
