//! `cargo xtask kernels`: the test kernels in `tests/kernels/*.cl` (OpenCL C) and `*.hip` (HIP, device code only), compiled by clang 22
//! (Debian `clang-22`, `llvm-22`) for every architecture, as committed golden data:
//!
//! - `tests/kernels/<arch>/<kernel>.s`: exactly what `clang -S` writes;
//! - `tests/kernels/<arch>/<kernel>.text.hex`: the `.text` section of `llvm-mc -filetype=obj` of
//!   that `.s`, 16 bytes a line in `llvm-mc --disassemble` input syntax (`0x..,0x..`), after one
//!   `#` line giving the code length (bytes past it are llvm-mc's end-of-code padding);
//! - `tests/kernels/<arch>/<kernel>.o`: that object itself (ELF input for `lanescope disasm`);
//! - `tests/kernels/mnemonics.txt`: the distinct mnemonics of all `.s` files, per architecture.
//!
//! A kernel whose top comment (the `//` lines it starts with) holds a line `// arch: gfx950` (one
//! or more architectures, space-separated) is built for those architectures only: the matrix-core
//! kernels (`mfma_*.cl`) exist on gfx950 alone, and the kernels using DPP, `ds_permute`/`ds_bpermute` or
//! `v_perm_b32` (GCN 1.2 and later) skip gfx600/gfx700, where clang-22 refuses them (the line after
//! the `// arch:` line says why). The output stays deterministic.
//!
//! The kernels are built without a device library (`-nogpulib`), so each must compile to
//! self-contained code: any undefined symbol in the object is an error, and so is any clang
//! diagnostic. `tests/kernels/workitem.h` supplies the work-item functions the library would.
//! The tests read these files and never need LLVM.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Architectures the kernels are compiled for.
const ARCHS: [&str; 5] = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx950"];

/// Where the kernels live, relative to the workspace root.
const DIR: &str = "tests/kernels";

/// End-of-code padding words llvm-mc may append to `.text`: `s_nop 0` (GFX90A and later GFX9)
/// and `s_code_end`.
const PADDING: [u32; 2] = [0xbf80_0000, 0xbf9f_0000];

fn llvm_bindir() -> Result<PathBuf, String> {
    let out = Command::new("llvm-config-22")
        .arg("--bindir")
        .output()
        .map_err(|e| format!("llvm-config-22: {e} (apt-get install llvm-22 clang-22)"))?;
    if !out.status.success() {
        return Err(format!("llvm-config-22 --bindir: {}", out.status));
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Runs `cmd` in `root`, echoing it; fails on a non-zero exit or on any output to stderr
/// (a warning counts as a failure). Returns stdout.
fn quiet(root: &Path, cmd: &mut Command) -> Result<String, String> {
    cmd.current_dir(root);
    let shown = format!("{cmd:?}").replace('"', "");
    eprintln!("==> {shown}");
    let out = cmd.output().map_err(|e| format!("{shown}: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!("{shown}: {}\n{stderr}", out.status));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The clang command line for one kernel (paths relative to the workspace root).
///
/// `-finclude-default-header` declares the OpenCL built-in types and functions;
/// `-mllvm -amdgpu-internalize-symbols` internalizes everything but the kernels, as linking
/// with the device library would, which drops the externally callable copy of each kernel
/// (`__clang_ocl_kern_imp_<name>`) that clang 21+ emits otherwise.
fn clang(bindir: &Path, arch: &str, src: &str, out: &str) -> Command {
    let mut c = Command::new(bindir.join("clang"));
    if src.ends_with(".hip") {
        c.args(hip_args(arch)).args(["-S", "-o", out, src]);
        return c;
    }
    c.args([
        "-x",
        "cl",
        "-cl-std=CL2.0",
        "-target",
        "amdgcn-amd-amdhsa",
        &format!("-mcpu={arch}"),
        "-O2",
        "-nogpulib",
        "-Xclang",
        "-finclude-default-header",
        "-mllvm",
        "-amdgpu-internalize-symbols",
        "-Wall",
        "-Wextra",
        "-S",
        "-o",
        out,
        src,
    ]);
    c
}

/// The clang arguments for a HIP kernel (`<name>.hip`): device code only, no HIP headers or
/// device library (`-nogpuinc -nogpulib`: the sources spell `__global__` as
/// `__attribute__((global))` and use clang builtins), and `-fuse-cuid=none` so the `__hip_cuid_`
/// symbol clang adds carries no per-file hash (the output stays deterministic).
fn hip_args(arch: &str) -> [String; 11] {
    [
        "-x",
        "hip",
        "--cuda-device-only",
        "-nogpulib",
        "-nogpuinc",
        "-fuse-cuid=none",
        &format!("--offload-arch={arch}"),
        "-std=c++17",
        "-O2",
        "-Wall",
        "-Wextra",
    ]
    .map(String::from)
}

/// The source file of kernel `name`: `<name>.cl`, or `<name>.hip` if there is no `.cl`.
fn source_file(dir: &Path, name: &str) -> String {
    let cl = format!("{name}.cl");
    if dir.join(&cl).exists() {
        cl
    } else {
        format!("{name}.hip")
    }
}

/// Kernel names: the stems of `tests/kernels/*.cl` and `*.hip`, sorted.
fn kernel_names(dir: &Path) -> Result<Vec<String>, String> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|e| e == "cl" || e == "hip") {
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                names.push(stem.to_string());
            }
        }
    }
    names.sort();
    if names.is_empty() {
        return Err(format!("no .cl or .hip kernels in {}", dir.display()));
    }
    Ok(names)
}

/// The architectures `tests/kernels/<name>.cl` is built for: those of an `// arch: …` line in its
/// top comment (the leading `//` lines), else all of [`ARCHS`]. An unknown name is an error.
fn kernel_archs(dir: &Path, name: &str) -> Result<Vec<&'static str>, String> {
    let path = dir.join(source_file(dir, name));
    let src = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let top = src.lines().map_while(|l| l.strip_prefix("//"));
    let Some(list) = top.filter_map(|l| l.trim().strip_prefix("arch:")).next() else {
        return Ok(ARCHS.to_vec());
    };
    let mut archs = Vec::new();
    for a in list.split_whitespace() {
        let known = ARCHS
            .iter()
            .find(|&&k| k == a)
            .ok_or_else(|| format!("{}: unknown arch '{a}' in its `// arch:` line", path.display()))?;
        archs.push(*known);
    }
    if archs.is_empty() {
        return Err(format!("{}: empty `// arch:` line", path.display()));
    }
    Ok(archs)
}

/// Removes generated files from an architecture directory, so a deleted kernel leaves nothing.
fn clear_generated(dir: &Path) -> Result<(), String> {
    if !dir.exists() {
        return std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()));
    }
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if name.ends_with(".s") || name.ends_with(".text.hex") {
            std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

/// The mnemonics of an assembly file: the first word of every tab-indented line that is not a
/// directive or a comment (the YAML metadata is indented with spaces).
fn mnemonics(asm: &str) -> impl Iterator<Item = &str> {
    asm.lines().filter_map(|line| {
        let body = line.strip_prefix('\t')?.trim_start();
        let word = body.split_whitespace().next()?;
        let ok = word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        ok.then_some(word)
    })
}

/// The size of the defined function symbol `name`, from `llvm-nm -S --defined-only` output.
fn symbol_size(nm: &str, name: &str) -> Option<usize> {
    nm.lines().find_map(|line| {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            [_, size, "T", sym] if *sym == name => usize::from_str_radix(size, 16).ok(),
            _ => None,
        }
    })
}

/// The hex listing: a `#` line, then 16 bytes a line as `0x..,0x..`.
fn hex_listing(arch: &str, name: &str, text: &[u8], code: usize) -> String {
    let mut s = format!(
        "# {arch} {name}: .text of llvm-mc -filetype=obj, {} bytes: code {code} bytes (symbol {name})",
        text.len()
    );
    if text.len() > code {
        s.push_str(", then llvm-mc's end-of-code padding");
    }
    s.push('\n');
    for chunk in text.chunks(16) {
        let line: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
        let _ = writeln!(s, "{}", line.join(","));
    }
    s
}

/// Compiles, assembles and extracts one kernel for one architecture; returns its `.s` text.
fn build_one(root: &Path, bindir: &Path, tmp: &Path, arch: &str, name: &str) -> Result<String, String> {
    let src = format!("{DIR}/{}", source_file(&root.join(DIR), name));
    let asm_rel = format!("{DIR}/{arch}/{name}.s");
    quiet(root, &mut clang(bindir, arch, &src, &asm_rel))?;
    let asm = std::fs::read_to_string(root.join(&asm_rel)).map_err(|e| format!("{asm_rel}: {e}"))?;

    let obj = tmp.join(format!("{arch}-{name}.o"));
    let bin = tmp.join(format!("{arch}-{name}.text"));
    quiet(
        root,
        Command::new(bindir.join("llvm-mc"))
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={arch}"),
                "-filetype=obj",
                "-o",
            ])
            .arg(&obj)
            .arg(&asm_rel),
    )?;
    let undefined = quiet(
        root,
        Command::new(bindir.join("llvm-nm")).arg("--undefined-only").arg(&obj),
    )?;
    if !undefined.trim().is_empty() {
        return Err(format!(
            "{asm_rel}: unresolved symbols (needs the device library?):\n{undefined}"
        ));
    }
    let defined = quiet(
        root,
        Command::new(bindir.join("llvm-nm"))
            .args(["-S", "--defined-only"])
            .arg(&obj),
    )?;
    let code = symbol_size(&defined, name).ok_or_else(|| format!("{asm_rel}: no function symbol {name}"))?;
    quiet(
        root,
        Command::new(bindir.join("llvm-objcopy"))
            .args(["-O", "binary", "--only-section=.text"])
            .arg(&obj)
            .arg(&bin),
    )?;
    let obj_rel = format!("{DIR}/{arch}/{name}.o");
    std::fs::copy(&obj, root.join(&obj_rel)).map_err(|e| format!("{obj_rel}: {e}"))?;
    let text = std::fs::read(&bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    let tail = text.get(code..).unwrap_or_default();
    let padded = tail.len() % 4 == 0
        && tail
            .chunks(4)
            .all(|w| PADDING.contains(&u32::from_le_bytes([w[0], w[1], w[2], w[3]])));
    if code == 0 || code > text.len() || !padded {
        return Err(format!(
            "{asm_rel}: .text is {} bytes but {name} is {code}, and the rest is not padding",
            text.len()
        ));
    }
    let hex_rel = format!("{DIR}/{arch}/{name}.text.hex");
    std::fs::write(root.join(&hex_rel), hex_listing(arch, name, &text, code)).map_err(|e| format!("{hex_rel}: {e}"))?;
    Ok(asm)
}

/// Regenerates `tests/kernels/<arch>/*.{s,text.hex}` and `tests/kernels/mnemonics.txt` under the
/// workspace root `root`.
pub fn generate(root: &Path) -> Result<(), String> {
    let bindir = llvm_bindir()?;
    let dir = root.join(DIR);
    let names = kernel_names(&dir)?;
    let mut archs = Vec::new();
    for name in &names {
        archs.push(kernel_archs(&dir, name)?);
    }
    let tmp = std::env::temp_dir().join(format!("lanescope-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;

    let mut listing = String::from(
        "# Distinct mnemonics (as written, with _e32/_e64/_dpp suffixes) in tests/kernels/<arch>/*.s,\n\
         # sorted; generated by `cargo xtask kernels`.\n",
    );
    let mut result = Ok(());
    for arch in ARCHS {
        let mut seen = BTreeSet::new();
        let for_arch: Vec<&String> = names
            .iter()
            .zip(&archs)
            .filter(|(_, a)| a.contains(&arch))
            .map(|(n, _)| n)
            .collect();
        let built = clear_generated(&dir.join(arch)).and_then(|()| {
            for_arch.iter().try_for_each(|name| {
                let asm = build_one(root, &bindir, &tmp, arch, name)?;
                seen.extend(mnemonics(&asm).map(str::to_string));
                Ok(())
            })
        });
        if let Err(e) = built {
            result = Err(e);
            break;
        }
        let _ = writeln!(listing, "\n# {arch}: {} mnemonics", seen.len());
        for m in &seen {
            let _ = writeln!(listing, "{m}");
        }
        eprintln!("{arch}: {} kernels, {} distinct mnemonics", for_arch.len(), seen.len());
    }
    let _ = std::fs::remove_dir_all(&tmp);
    result?;
    std::fs::write(dir.join("mnemonics.txt"), listing).map_err(|e| format!("mnemonics.txt: {e}"))
}
