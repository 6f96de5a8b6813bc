//! The `clang -S` output of our OpenCL test kernels (`tests/kernels/<arch>/*.s`) assembles to
//! the bytes `llvm-mc -filetype=obj` puts in `.text` (`*.text.hex`, the kernel symbol's code).
//! Kernels that use instructions not in the table yet are listed with the line that stops them,
//! so the test fails (and the list must shrink) once those are supported.

use std::path::{Path, PathBuf};

use lanescope_gcn::disasm::disassemble_object;
use lanescope_gcn::elf;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

/// Kernels that need encodings not modelled yet, with a word of the first line they reject
/// (arch, kernel, word); the entry goes once the kernel assembles. Every kernel assembles now.
const NOT_YET: &[(&str, &str, &str)] = &[];

/// The architectures `tests/kernels` has builds for (`xtask/src/kernels.rs` ARCHS).
const KERNEL_ARCHS: [Arch; 5] = [Arch::Gfx600, Arch::Gfx700, Arch::Gfx803, Arch::Gfx900, Arch::Gfx950];

fn kernels_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels")
}

/// The directory of `arch`'s kernels and their names (the `.s` files), sorted.
fn kernels(arch: Arch) -> (PathBuf, Vec<String>) {
    let dir = kernels_dir().join(arch.name());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".s").map(str::to_string))
        .collect();
    names.sort();
    (dir, names)
}

/// Whether `name` on `arch` is in [`NOT_YET`].
fn not_yet(arch: Arch, name: &str) -> bool {
    NOT_YET.iter().any(|(a, k, _)| *a == arch.name() && *k == name)
}

/// Calls `check(arch, directory, kernel)` on every kernel build not in [`NOT_YET`], then checks
/// that it saw them all.
fn each_built_kernel(mut check: impl FnMut(Arch, &Path, &str)) {
    let mut checked = 0;
    for arch in KERNEL_ARCHS {
        let (dir, names) = kernels(arch);
        for name in names.iter().filter(|name| !not_yet(arch, name)) {
            check(arch, &dir, name);
            checked += 1;
        }
    }
    assert_eq!(checked, expected_builds() - NOT_YET.len());
}

/// How many (arch, kernel) builds `tests/kernels` holds: every `<kernel>.cl` (or `.hip`) for all five
/// architectures, or for those of the `// arch: …` line in its top comment (the matrix-core
/// kernels are gfx950-only; see `xtask/src/kernels.rs`).
fn expected_builds() -> usize {
    let mut n = 0;
    for e in std::fs::read_dir(kernels_dir()).unwrap().flatten() {
        if e.path().extension().is_none_or(|x| x != "cl" && x != "hip") {
            continue;
        }
        let src = std::fs::read_to_string(e.path()).unwrap();
        let arch_line = src
            .lines()
            .map_while(|l| l.strip_prefix("//"))
            .find_map(|l| l.trim().strip_prefix("arch:").map(str::to_string));
        n += match arch_line {
            Some(list) => list.split_whitespace().count(),
            None => KERNEL_ARCHS.len(),
        };
    }
    n
}

/// The `.text` bytes of a `.text.hex` file (the lines after the header): the kernel's code (the
/// size the header names), then clang's end-of-code padding where it has one (`.p2alignl`, `.fill`).
fn text_bytes(hex: &str) -> Vec<u8> {
    let mut lines = hex.lines();
    let header = lines.next().expect("header line");
    let code: usize = header
        .split("code ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no code size in {header:?}"));
    let bytes: Vec<u8> = lines
        .flat_map(|l| l.split(','))
        .filter(|b| !b.trim().is_empty())
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("hex byte"))
        .collect();
    assert!(bytes.len() >= code, "{header}");
    bytes
}

#[test]
fn clang_output_assembles_to_llvm_mc_bytes() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for arch in KERNEL_ARCHS {
        let (dir, names) = kernels(arch);
        assert!(names.len() >= 12, "{}: too few kernels", dir.display());
        for name in names {
            let source = std::fs::read_to_string(dir.join(format!("{name}.s"))).unwrap();
            let hex = std::fs::read_to_string(dir.join(format!("{name}.text.hex"))).unwrap();
            let expected = text_bytes(&hex);
            let not_yet = NOT_YET.iter().find(|(a, k, _)| *a == arch.name() && *k == name);
            match (assemble(arch, &source), not_yet) {
                (Ok(prog), None) => {
                    // The whole section: the kernel's code, then the end-of-code padding.
                    let bytes = prog.bytes().unwrap();
                    match bytes.iter().zip(&expected).position(|(a, b)| a != b) {
                        _ if bytes.len() != expected.len() => failures.push(format!(
                            "{} {name}: .text is {} bytes, llvm-mc's {}",
                            arch.name(),
                            bytes.len(),
                            expected.len()
                        )),
                        Some(at) => failures.push(format!("{} {name}: first difference at byte {at:#x}", arch.name())),
                        None => checked += 1,
                    }
                }
                (Err(errors), Some((_, _, word))) => {
                    for e in &errors {
                        let line = source.lines().nth(e.span.line as usize - 1).unwrap_or("");
                        assert!(
                            line.contains(word),
                            "{} {name}:{}: unexpected error {:?} on {line:?}",
                            arch.name(),
                            e.span.line,
                            e.message
                        );
                    }
                }
                (Ok(_), Some(_)) => panic!(
                    "{} {name} assembles now: check its bytes and drop it from NOT_YET",
                    arch.name()
                ),
                (Err(errors), None) => {
                    let e = &errors[0];
                    let line = source.lines().nth(e.span.line as usize - 1).unwrap_or("").trim();
                    failures.push(format!(
                        "{} {name}:{}: {} `{line}`",
                        arch.name(),
                        e.span.line,
                        e.message
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} kernels do not assemble:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(checked, expected_builds() - NOT_YET.len());
}

#[test]
fn code_objects_disassemble_with_their_symbols_and_reassemble_to_the_same_bytes() {
    each_built_kernel(|arch, dir, name| {
        let path = dir.join(format!("{name}.o"));
        let bytes = std::fs::read(&path).unwrap();
        let object = elf::parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(object.arch, Some(arch), "{}", path.display());
        assert!(
            object.symbols.iter().any(|s| s.name == name && s.offset == 0),
            "{}",
            path.display()
        );
        let (text, warnings) = disassemble_object(arch, &object, false);
        assert!(warnings.is_empty(), "{}: {warnings:?}", path.display());
        assert!(text.starts_with(&format!("{name}:\n")), "{}", path.display());
        // The descriptor follows the code as llvm-objdump -D prints it, commented out.
        let block = text
            .split_once("\n; .amdhsa_kernel")
            .map(|(_, b)| format!(".amdhsa_kernel{}", b.replace("\n; ", "\n")))
            .unwrap_or_else(|| panic!("{}: no descriptor block", path.display()));
        assert!(block.starts_with(&format!(".amdhsa_kernel {name}\n")), "{block}");
        assert!(block.ends_with(".end_amdhsa_kernel\n"), "{block}");
        // llvm-objdump-22 disassembles neither gfx600 nor gfx700 ("disassembly not yet
        // supported for subtarget"): their descriptors are checked against llvm-mc's bytes only.
        if name == "saxpy" && !matches!(arch, Arch::Gfx600 | Arch::Gfx700) {
            let want = std::fs::read_to_string(
                PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/objdump/saxpy_{}.txt", arch.name())),
            )
            .unwrap();
            assert_eq!(block, want, "llvm-objdump-22 -D -j .rodata --mcpu={}", arch.name());
        }
        // The listing (with its label lines) is assembler input again: the whole .text,
        // end-of-code padding included, comes back.
        let prog = assemble(arch, &text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        let again: Vec<u8> = prog.words().unwrap().iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(again, object.text, "{}", path.display());
    });
}

/// Every kernel's `.amdhsa_kernel` block assembles to the 64 bytes llvm-mc wrote at
/// `<kernel>.kd`, the descriptor read back from those bytes is the same, the kernel symbol's
/// code offset is found, the `.set` symbols clang writes are known and the metadata is kept.
#[test]
fn kernel_descriptors_match_llvm_mc_rodata() {
    use lanescope_gcn::kernel::KernelDescriptor;
    each_built_kernel(|arch, dir, name| {
        let source = std::fs::read_to_string(dir.join(format!("{name}.s"))).unwrap();
        let bytes = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
        let object = elf::parse(&bytes).unwrap();
        let prog = assemble(arch, &source).unwrap_or_else(|e| panic!("{} {name}: {e:?}", arch.name()));
        assert_eq!(prog.kernels.len(), 1, "{} {name}", arch.name());
        let k = &prog.kernels[0];
        assert_eq!(k.name, name);
        assert_eq!(k.code_offset, Some(0), "{} {name}", arch.name());
        let (kd_name, expected) = object
            .kernel_descriptors
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{} {name}: no {name}.kd in the object", arch.name()));
        assert_eq!(kd_name, &name);
        let encoded = k.descriptor.encode();
        assert_eq!(
            encoded.as_slice(),
            expected.as_slice(),
            "{} {name}: descriptor bytes\n{:#?}",
            arch.name(),
            k.descriptor
        );
        let decoded = KernelDescriptor::from_bytes(expected);
        assert_eq!(decoded, k.descriptor, "{} {name}", arch.name());
        assert_eq!(decoded.encode(), *expected);
        let metadata = prog.metadata.as_deref().expect("metadata");
        assert!(metadata.starts_with("---\namdhsa.kernels:"), "{metadata:?}");
        assert!(metadata.contains(&format!(".symbol:         {name}.kd")));
        assert!(metadata.trim_end().ends_with("..."));
    });
}
