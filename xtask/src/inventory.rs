//! `cargo xtask inventory`: each older target's instruction inventory, from llvm-mc 22 only.
//!
//! gfx803: every opcode value of every encoding family is disassembled (llvm-mc can decode
//! VI). gfx600/gfx700 (and gfx701/702/704): llvm-mc cannot disassemble them, so candidate
//! mnemonics (the gfx803 inventory, our table, and the mnemonics in LLVM's own string table)
//! are assembled with a few operand forms each, and the family/opcode is read from the bytes.
//! Writes `tests/golden/inventory/<target>.tsv` and the counts/diff in its README.md.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

use crate::golden::llvm_mc;

/// One instruction of a target.
#[derive(Clone)]
struct Entry {
    mnemonic: String,
    family: &'static str,
    opcode: u32,
    /// `sdwa`, `dpp`, `sdwa,dpp` or `-`.
    extra: String,
    text: String,
    bytes: String,
}

/// GCN generation of a target (the encodings differ between SI/CI and VI).
#[derive(Clone, Copy, PartialEq)]
enum Gen {
    SiCi,
    Vi,
}

/// Little-endian bytes of `words`, as llvm-mc's disassembler reads them.
fn hex_line(words: &[u32]) -> String {
    let mut s = String::new();
    for w in words {
        for b in w.to_le_bytes() {
            let _ = write!(s, "0x{b:02x} ");
        }
    }
    s.trim_end().to_string()
}

/// Parses `[0x01,0x02,...]` (llvm-mc's encoding comment) into dwords.
fn parse_bytes(enc: &str) -> Option<Vec<u32>> {
    let bytes: Vec<u8> = enc
        .trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
        .collect::<Option<_>>()?;
    (bytes.len().is_multiple_of(4) && !bytes.is_empty()).then(|| {
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    })
}

/// (family, opcode, sdwa/dpp) of an encoding, per the generation's layouts.
fn decode(gen: Gen, w: &[u32]) -> Option<(&'static str, u32, &'static str)> {
    let w0 = *w.first()?;
    let f = |hi: u32, lo: u32| (w0 >> lo) & ((1 << (hi - lo + 1)) - 1);
    let ext = match w0 & 0xff {
        0xf9 if gen == Gen::Vi => "sdwa",
        0xfa if gen == Gen::Vi => "dpp",
        _ => "-",
    };
    if w0 >> 31 == 0 {
        return Some(match f(30, 25) {
            0x3e => ("VOPC", f(24, 17), ext),
            0x3f => ("VOP1", f(16, 9), ext),
            op => ("VOP2", op, ext),
        });
    }
    if w0 >> 30 == 0b10 {
        return Some(match (f(29, 28), f(27, 23)) {
            (0b11, 0x1d) => ("SOP1", f(15, 8), "-"),
            (0b11, 0x1e) => ("SOPC", f(22, 16), "-"),
            (0b11, 0x1f) => ("SOPP", f(22, 16), "-"),
            (0b11, op) if op < 0x1d => ("SOPK", op, "-"),
            _ => ("SOP2", f(29, 23), "-"),
        });
    }
    let top6 = f(31, 26);
    Some(match (gen, top6) {
        (Gen::SiCi, 0b110000 | 0b110001) => ("SMRD", f(26, 22), "-"),
        (Gen::Vi, 0b110000) => ("SMEM", f(25, 18), "-"),
        (Gen::Vi, 0b110001) | (Gen::SiCi, 0b111110) => ("EXP", 0, "-"),
        (Gen::SiCi, 0b110100) => ("VOP3", f(25, 17), "-"),
        (Gen::Vi, 0b110100) => ("VOP3", f(25, 16), "-"),
        (Gen::Vi, 0b110011) => ("VOP3P", f(22, 16), "-"),
        (Gen::SiCi, 0b110010) | (Gen::Vi, 0b110101) => ("VINTRP", f(17, 16), "-"),
        (Gen::SiCi, 0b110110) => ("DS", f(25, 18), "-"),
        (Gen::Vi, 0b110110) => ("DS", f(24, 17), "-"),
        (_, 0b110111) => ("FLAT", f(24, 18), "-"),
        (_, 0b111000) => ("MUBUF", f(24, 18), "-"),
        (Gen::SiCi, 0b111010) => ("MTBUF", f(18, 16), "-"),
        (Gen::Vi, 0b111010) => ("MTBUF", f(18, 15), "-"),
        (_, 0b111100) => ("MIMG", f(24, 18), "-"),
        _ => return None,
    })
}

/// The mnemonic without the encoding suffixes llvm-mc prints.
fn base_mnemonic(text: &str) -> String {
    let m = text.split_whitespace().next().unwrap_or("");
    ["_e32", "_e64", "_sdwa", "_dpp"]
        .iter()
        .find_map(|s| m.strip_suffix(s))
        .unwrap_or(m)
        .to_string()
}

/// A VI encoding family to sweep: opcode count, prefix bits, opcode shift, the field values
/// OR-ed into the first word, the second words (empty: 32-bit) and whether to also try a
/// trailing literal.
struct Sweep(u32, u32, u32, &'static [u32], &'static [u32], bool);

/// The VI families, each with several operand-field variants (llvm-mc rejects an encoding
/// whose unused fields are not zero).
const VI_SWEEPS: &[Sweep] = &[
    Sweep(
        0x60,
        0x8000_0000,
        23,
        &[0x0002_0104, 0x0002_0000, 0x0000_0104, 0],
        &[],
        true,
    ),
    Sweep(0x1d, 0xb000_0000, 23, &[0x0002_0010, 0x0002_0000, 0x10, 0], &[], true),
    Sweep(0x100, 0xbe80_0000, 8, &[0x0002_0004, 0x0002_0000, 4, 0], &[], true),
    Sweep(0x80, 0xbf00_0000, 16, &[0x0104, 0x04, 0], &[], true),
    Sweep(0x80, 0xbf80_0000, 16, &[0, 1], &[], false),
    Sweep(
        0x100,
        0xc000_0000,
        18,
        &[
            0x2_0102, 0x2_0100, 0x2_0002, 0x2_0000, 0x2_0080, 0x102, 0x100, 0x80, 0x2, 0,
        ],
        &[0],
        false,
    ),
    Sweep(0x3e, 0, 25, &[0x0004_0701, 0x0004_0601, 0], &[], true),
    Sweep(
        0x100,
        0x7e00_0000,
        9,
        &[0x0004_0101, 0x0004_0000, 0x101, 0x0004_0004, 0],
        &[],
        false,
    ),
    Sweep(0x100, 0x7c00_0000, 17, &[0x0701, 0], &[], false),
    Sweep(
        0x400,
        0xd000_0000,
        16,
        &[2, 0x0702, 0],
        &[0x0010_0701, 0x0000_0701, 0x0000_0101, 0x0000_0001, 0x0000_0600, 0],
        false,
    ),
    Sweep(4, 0xd400_0000, 16, &[0x0008_0001, 0x0008_0000, 0x0008_0401], &[], false),
    Sweep(
        0x100,
        0xd800_0000,
        17,
        &[0, 0x0001_0000],
        &[
            0x0203_0401,
            0x0200_0401,
            0x0000_0401,
            0x0000_0001,
            0x0200_0001,
            0x0200_0000,
            0x0000_0400,
            0x0003_0401,
            0,
        ],
        false,
    ),
    Sweep(
        0x80,
        0xdc00_0000,
        18,
        &[0, 0x0001_0000],
        &[0x0200_0004, 0x0000_0804, 0x0200_0804],
        false,
    ),
    Sweep(
        0x80,
        0xe000_0000,
        18,
        &[0, 0x4000, 0x0001_0000],
        &[0x0001_0201, 0x0001_0200, 0],
        false,
    ),
    Sweep(
        0x10,
        0xe800_0000,
        15,
        &[0x0380_0000, 0x0380_4000],
        &[0x0001_0201, 0x0001_0200],
        false,
    ),
    Sweep(
        0x80,
        0xf000_0000,
        18,
        &[0x1100, 0x3100, 0x1f00, 0x0100],
        &[0x0002_0204, 0x0002_0004],
        false,
    ),
];

/// One word-sequence per opcode value and field variant of each VI family.
fn vi_sweep() -> Vec<Vec<u32>> {
    let mut v = Vec::new();
    for Sweep(n, prefix, shift, w0s, w1s, lit) in VI_SWEEPS {
        for op in 0..*n {
            for w0 in w0s.iter().map(|f| prefix | op << shift | f) {
                if w1s.is_empty() {
                    v.push(vec![w0]);
                    if *lit {
                        v.push(vec![w0 | 0xff, 0x3f80_0000]);
                    }
                }
                v.extend(w1s.iter().map(|&w1| vec![w0, w1]));
            }
        }
    }
    v.push(vec![0xc400_000f, 0]);
    v
}

/// The SDWA and DPP forms of a VOP1/2/C word (src0 = 0xf9 / 0xfa plus the extension word).
fn vi_extensions(w0: u32) -> [Vec<u32>; 2] {
    let base = w0 & !0x1ff;
    [vec![base | 0xf9, 0x0006_0601], vec![base | 0xfa, 0xff00_00e4 | 1]]
}

/// Disassembles `lines` on `mcpu`; returns each decodable line's text and encoding.
fn disassemble(mcpu: &str, lines: &[Vec<u32>]) -> Result<Vec<(String, Vec<u32>)>, String> {
    let input: String = lines.iter().map(|l| hex_line(l) + "\n").collect();
    let (stdout, _) = llvm_mc(mcpu, &["-disassemble", "-show-encoding"], &input)?;
    Ok(encoded_lines(&stdout))
}

/// Each line of llvm-mc's `-show-encoding` output that has an encoding: its text and words.
fn encoded_lines(stdout: &str) -> Vec<(String, Vec<u32>)> {
    stdout
        .lines()
        .filter_map(|l| {
            let (text, enc) = l.trim().split_once("; encoding: ")?;
            Some((text.trim().to_string(), parse_bytes(enc)?))
        })
        .collect()
}

/// The gfx803 inventory, by disassembling the opcode sweep.
fn gfx803() -> Result<Vec<Entry>, String> {
    let words = vi_sweep();
    let starts: BTreeSet<u32> = words.iter().map(|w| w[0]).collect();
    let mut by_key: BTreeMap<(&'static str, u32), Entry> = BTreeMap::new();
    for (text, enc) in disassemble("gfx803", &words)? {
        // A rejected 64-bit line may decode its second dword on its own: keep line starts.
        if !starts.contains(&enc[0]) {
            continue;
        }
        if let Some((family, opcode, _)) = decode(Gen::Vi, &enc) {
            by_key
                .entry((family, opcode))
                .or_insert_with(|| entry(family, opcode, &text, &enc));
        }
    }
    reassemblable(&mut by_key)?;
    let ext_lines: Vec<Vec<u32>> = by_key
        .values()
        .filter(|e| matches!(e.family, "VOP1" | "VOP2" | "VOPC"))
        .flat_map(|e| vi_extensions(parse_bytes(&e.bytes).map_or(0, |w| w[0])))
        .collect();
    for (_, enc) in disassemble("gfx803", &ext_lines)? {
        let Some((family, opcode, ext)) = decode(Gen::Vi, &enc) else {
            continue;
        };
        if let Some(e) = by_key.get_mut(&(family, opcode)).filter(|_| ext != "-") {
            e.extra = match e.extra.as_str() {
                "-" => ext.to_string(),
                have if have.split(',').any(|x| x == ext) => have.to_string(),
                have => format!("{have},{ext}"),
            };
        }
    }
    Ok(by_key.into_values().collect())
}

/// Gives each entry a text llvm-mc also assembles (the disassembler prints encodings the
/// assembler rejects, such as two SGPRs in one VALU instruction), where the one-SGPR variant
/// assembles to the same family and opcode.
fn reassemblable(by_key: &mut BTreeMap<(&'static str, u32), Entry>) -> Result<(), String> {
    let texts: Vec<String> = by_key.values().map(|e| e.text.clone()).collect();
    let ok: BTreeSet<String> = assemble("gfx803", &texts)?
        .iter()
        .map(|(t, e)| entry("-", 0, t, e).bytes)
        .collect();
    let variants: Vec<String> = by_key
        .values()
        .filter(|e| !ok.contains(&e.bytes))
        .map(|e| {
            e.text
                .split_once(' ')
                .map_or(e.text.clone(), |(m, o)| format!("{m} {}", single_sgpr(o)))
        })
        .collect();
    for (text, enc) in assemble("gfx803", &variants)? {
        let Some((family, opcode, "-")) = decode(Gen::Vi, &enc) else {
            continue;
        };
        if let Some(e) = by_key.get_mut(&(family, opcode)).filter(|e| !ok.contains(&e.bytes)) {
            *e = entry(family, opcode, &text, &enc);
        }
    }
    Ok(())
}

/// An inventory entry of `family` and `opcode` from llvm-mc's text and encoding.
fn entry(family: &'static str, opcode: u32, text: &str, enc: &[u32]) -> Entry {
    let bytes: Vec<String> = enc
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .map(|b| format!("0x{b:02x}"))
        .collect();
    Entry {
        mnemonic: base_mnemonic(text),
        family,
        opcode,
        extra: "-".into(),
        text: text.to_string(),
        bytes: format!("[{}]", bytes.join(",")),
    }
}

/// VALU operand forms (also the fallback).
const VALU_TEMPLATES: &[&str] = &[
    "v0, v1",
    "v0, v1, v2",
    "v0, v1, v2, v3",
    "v[0:1], v[2:3]",
    "v[0:1], v[2:3], v[4:5]",
    "v[0:1], v[2:3], v[4:5], v[6:7]",
    "v0, v[2:3]",
    "v[0:1], v2",
    "v[0:1], v[2:3], v4",
    "v[0:1], v2, v3, v[4:5]",
    "v[0:1], v[2:3], v4, v[6:7]",
    "v[0:3], v[4:5], v6, v[0:3]",
    "vcc, v1, v2",
    "vcc, v[2:3], v[4:5]",
    "v0, vcc, v1, v2",
    "v0, vcc, v1, v2, vcc",
    "v0, vcc, v1, v2, v3",
    "v[0:1], vcc, v[2:3], v[4:5], v[6:7]",
    "v[0:1], vcc, v2, v3, v[4:5]",
    "v0, s1, 0",
    "s0, v1, 0",
    "v0, s1, 0x11",
    "v0, v1, 0x11",
    "v0, v1, attr0.x",
    "v0, p10, attr0.x",
    "v0, v1, v2, attr0.x",
    "v0",
    "v[0:1]",
    "v0, s[0:1], v1, v2",
    "v[0:1], s[0:1], v[2:3], v[4:5], v[6:7]",
    "",
];

/// SALU and SMEM operand forms.
const SALU_TEMPLATES: &[&str] = &[
    "",
    "0",
    "s0",
    "s[0:1]",
    "s0, s1",
    "s0, s1, s2",
    "s[0:1], s[2:3]",
    "s[0:1], s[2:3], s[4:5]",
    "s[0:1], s[2:3], s4",
    "s0, s[2:3]",
    "s[0:1], s2",
    "s0, 0x1234",
    "s0, s[2:3], 0",
    "s[0:1], s[2:3], 0",
    "s[0:3], s[4:5], 0",
    "s[0:7], s[4:5], 0",
    "s[0:15], s[4:5], 0",
    "s0, s[4:7], 0",
    "s[0:1], s[4:7], 0",
    "s[0:3], s[4:7], 0",
    "s[0:7], s[4:7], 0",
    "s[0:15], s[4:7], 0",
    "s[0:1], s[2:3], 0x1",
    "s0, 1",
    "hwreg(HW_REG_MODE), s0",
    "s0, hwreg(HW_REG_MODE)",
    "hwreg(HW_REG_MODE), 0x1",
    "s0, s1, 0x10",
    "s[0:1], 0x10",
    "sendmsg(MSG_INTERRUPT)",
    "s0, 1, 2",
];

/// DS operand forms.
const DS_TEMPLATES: &[&str] = &[
    "",
    "v0",
    "v1",
    "v0, v1",
    "v0, v1, v2",
    "v[0:1], v1",
    "v1, v[2:3]",
    "v[0:1], v1, v[2:3]",
    "v1, v[2:3], v[4:5]",
    "v[0:1], v1, v[2:3], v[4:5]",
    "v0, v1, v2, v3",
    "v[0:2], v1",
    "v1, v[2:4]",
    "v[0:3], v1",
    "v1, v[2:5]",
    "v1 gds",
    "v0 gds",
    "v0, v1 gds",
    "v1 offset:0 gds",
    "v0, v1 offset:0 gds",
];

/// MUBUF/MTBUF operand forms.
const BUFFER_TEMPLATES: &[&str] = &[
    "",
    "v0, off, s[4:7], s1",
    "v[0:1], off, s[4:7], s1",
    "v[0:2], off, s[4:7], s1",
    "v[0:3], off, s[4:7], s1",
    "v0, v[2:3], s[4:7], 0 addr64",
    "v[0:1], v[2:3], s[4:7], 0 addr64",
    "v[0:3], v[2:3], s[4:7], 0 addr64",
    "v0, off, s[4:7], s1 lds",
];

/// FLAT operand forms.
const FLAT_TEMPLATES: &[&str] = &[
    "v0, v[2:3]",
    "v[0:1], v[2:3]",
    "v[0:2], v[2:3]",
    "v[0:3], v[2:3]",
    "v[2:3], v0",
    "v[2:3], v[0:1]",
    "v[2:3], v[4:6]",
    "v[2:3], v[4:7]",
    "v0, v[2:3], v1 glc",
    "v[0:1], v[2:3], v[4:5] glc",
    "v[0:1], v[2:3], v[4:7] glc",
];

/// MIMG operand forms.
const IMAGE_TEMPLATES: &[&str] = &[
    "v0, v4, s[8:15] dmask:0x1",
    "v0, v[4:5], s[8:15] dmask:0x1",
    "v0, v[4:6], s[8:15] dmask:0x1",
    "v0, v[4:7], s[8:15] dmask:0x1",
    "v0, v4, s[8:15], s[16:19] dmask:0x1",
    "v0, v[4:5], s[8:15], s[16:19] dmask:0x1",
    "v0, v[4:6], s[8:15], s[16:19] dmask:0x1",
    "v0, v[4:7], s[8:15], s[16:19] dmask:0x1",
    "v0, v[4:11], s[8:15], s[16:19] dmask:0x1",
    "v0, v[4:19], s[8:15], s[16:19] dmask:0x1",
    "v0, v4, s[8:15] dmask:0x1 unorm glc",
    "v[0:1], v4, s[8:15] dmask:0x3 unorm glc",
    "v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf",
    "v0, v4, s[8:15]",
    "v[0:3], v4, s[8:15] dmask:0xf",
];

/// The operand forms of each mnemonic prefix; other mnemonics take `VALU_TEMPLATES`.
const TEMPLATES_BY_PREFIX: &[(&str, &[&str])] = &[
    ("s_", SALU_TEMPLATES),
    ("ds_", DS_TEMPLATES),
    ("buffer_", BUFFER_TEMPLATES),
    ("tbuffer_", BUFFER_TEMPLATES),
    ("flat_", FLAT_TEMPLATES),
    ("image_", IMAGE_TEMPLATES),
    ("exp", &["mrt0 v0, v0, v0, v0"]),
];

/// Operand forms tried for a mnemonic that has no gfx803 sample.
fn templates(name: &str) -> &'static [&'static str] {
    TEMPLATES_BY_PREFIX
        .iter()
        .find(|(prefix, _)| name.starts_with(prefix))
        .map_or(VALU_TEMPLATES, |&(_, forms)| forms)
}

/// Assembles `lines` on `mcpu`; returns the printed text and encoding of each accepted one
/// (rejected lines only print to stderr).
fn assemble(mcpu: &str, lines: &[String]) -> Result<Vec<(String, Vec<u32>)>, String> {
    let (stdout, _) = llvm_mc(mcpu, &["-show-encoding"], &(lines.join("\n") + "\n"))?;
    Ok(encoded_lines(&stdout))
}

/// `ops` with every single SGPR after the first operand made a VGPR (`, s3` becomes `, v3`).
fn single_sgpr(ops: &str) -> String {
    let mut parts = ops.split(", ");
    let first = parts.next().unwrap_or("").to_string();
    parts.fold(first, |acc, p| {
        let vgpr = p.strip_prefix('s').filter(|n| n.bytes().all(|b| b.is_ascii_digit()));
        format!("{acc}, {}", vgpr.map_or_else(|| p.to_string(), |n| format!("v{n}")))
    })
}

/// Candidate mnemonics: the gfx803 inventory, our table, and LLVM's own string table.
fn candidate_names(vi: &[Entry]) -> Result<BTreeSet<String>, String> {
    let mut names: BTreeSet<String> = vi.iter().map(|e| e.mnemonic.clone()).collect();
    names.extend(lanescope_gcn::isa::table::TABLE.iter().map(|r| r.name.to_string()));
    let out = Command::new("llvm-config-22")
        .arg("--libdir")
        .output()
        .map_err(|e| e.to_string())?;
    let libdir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    let lib = std::fs::read_dir(&libdir)
        .map_err(|e| format!("{}: {e}", libdir.display()))?
        .filter_map(Result::ok)
        .map(|d| d.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("libLLVM.so."))
        })
        .ok_or("no libLLVM.so in llvm-config-22 --libdir")?;
    let data = std::fs::read(&lib).map_err(|e| format!("{}: {e}", lib.display()))?;
    for run in data.split(|b| !(b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_')) {
        let s = String::from_utf8_lossy(run);
        let prefixed = ["v_", "s_", "ds_", "buffer_", "tbuffer_", "image_", "flat_"]
            .iter()
            .any(|p| s.starts_with(p));
        if prefixed && run.len() < 48 {
            names.insert(base_mnemonic(&s));
        }
    }
    Ok(names)
}

/// The SI/CI inventory of `mcpu`: candidates assembled, family/opcode read from the bytes.
fn si_ci(mcpu: &str, vi: &[Entry], names: &BTreeSet<String>) -> Result<Vec<Entry>, String> {
    let sample: BTreeMap<&str, &str> = vi.iter().map(|e| (e.mnemonic.as_str(), e.text.as_str())).collect();
    let mut lines: Vec<String> = Vec::new();
    for n in names {
        if let Some(t) = sample.get(n.as_str()) {
            let ops = t.split_once(' ').map_or("", |(_, o)| o);
            lines.push(format!("{n} {ops}"));
            // SI/CI's assembler allows one SGPR per VALU instruction (the sweep used several).
            if n.starts_with("v_") {
                lines.push(format!("{n} {}", single_sgpr(ops)));
            }
        }
        lines.extend(templates(n).iter().map(|o| format!("{n} {o}")));
        if n.starts_with("v_") {
            lines.extend(
                [
                    "v0, v1",
                    "v0, v1, v2",
                    "s[0:1], v1, v2",
                    "v[0:1], v[2:3]",
                    "s[0:1], v[2:3], v[4:5]",
                ]
                .iter()
                .map(|o| format!("{n}_e64 {o}")),
            );
        }
    }
    lines.push("exp mrt0 v0, v0, v0, v0".into());
    let mut by_key: BTreeMap<(&'static str, u32), Entry> = BTreeMap::new();
    for (text, enc) in assemble(mcpu, &lines)? {
        if let Some((family, opcode, _)) = decode(Gen::SiCi, &enc) {
            by_key
                .entry((family, opcode))
                .or_insert_with(|| entry(family, opcode, &text, &enc));
        }
    }
    Ok(by_key.into_values().collect())
}

/// The `<target>.tsv` inventory file.
fn tsv(target: &str, entries: &[Entry]) -> String {
    let mut s = format!(
        "# {target} instruction inventory from llvm-mc 22 (cargo xtask inventory)\n\
         # mnemonic\tfamily\topcode\tsdwa/dpp\tllvm-mc text\tencoding\n"
    );
    for e in entries {
        let _ = writeln!(
            s,
            "{}\t{}\t{}\t{}\t{}\t{}",
            e.mnemonic, e.family, e.opcode, e.extra, e.text, e.bytes
        );
    }
    s
}

/// Counts per family, and the diff against gfx900's table.
fn summary(targets: &[(&str, Vec<Entry>)], same_as_700: &[&str]) -> String {
    let families: BTreeSet<&str> = targets.iter().flat_map(|(_, es)| es.iter().map(|e| e.family)).collect();
    let mut s = String::from(SUMMARY_HEAD);
    let _ = writeln!(
        s,
        "\n## Counts per family\n\n| family | {} |",
        targets.iter().map(|t| t.0).collect::<Vec<_>>().join(" | ")
    );
    let _ = writeln!(s, "|---|{}", "---|".repeat(targets.len()));
    for f in &families {
        let counts: Vec<String> = targets
            .iter()
            .map(|(_, es)| es.iter().filter(|e| e.family == *f).count().to_string())
            .collect();
        let _ = writeln!(s, "| {f} | {} |", counts.join(" | "));
    }
    let _ = writeln!(
        s,
        "\ngfx701, gfx702 and gfx704 assemble every gfx700 line to the same bytes and reject the same \
         others: {}.\n",
        if same_as_700.len() == 3 {
            "identical to gfx700 (no separate TSVs)".to_string()
        } else {
            format!("only {} match", same_as_700.join(", "))
        }
    );
    let gfx900: BTreeSet<&str> = lanescope_gcn::isa::table::TABLE
        .iter()
        .filter(|r| r.opcode_on(lanescope_gcn::Arch::Gfx900).is_some())
        .map(|r| r.name)
        .collect();
    for (t, es) in targets {
        let have: BTreeSet<&str> = es.iter().map(|e| e.mnemonic.as_str()).collect();
        let lacks: Vec<&str> = gfx900.iter().filter(|n| !have.contains(*n)).copied().collect();
        let extra: Vec<&str> = have.iter().filter(|n| !gfx900.contains(*n)).copied().collect();
        let _ = writeln!(
            s,
            "## {t}: gfx900 table mnemonics it lacks ({})\n\n{}\n",
            lacks.len(),
            lacks.join(" ")
        );
        let _ = writeln!(
            s,
            "## {t}: mnemonics not in the gfx900 table ({})\n\n{}\n",
            extra.len(),
            extra.join(" ")
        );
    }
    s
}

const SUMMARY_HEAD: &str = "# Instruction inventories of the older targets\n\n\
Generated by `cargo xtask inventory` from llvm-mc 22 only; do not edit by hand.\n\n\
Each `<target>.tsv` has one line per (encoding family, opcode) the target has: the mnemonic as \
LLVM spells it (without `_e32`/`_e64`/`_sdwa`/`_dpp`), the family, the opcode within it, the \
SDWA/DPP forms llvm-mc decodes (gfx803 VOP1/VOP2/VOPC only), one canonical llvm-mc text and its \
bytes. gfx803 comes from disassembling every opcode value of every family; gfx700/gfx600 \
(which llvm-mc cannot disassemble) from assembling candidate mnemonics (gfx803's, our table's \
and those in LLVM's string table) with a few operand forms each, reading family and opcode back \
from the bytes (SI/CI layouts: SMRD op [26:22], VOP3 op [25:17], DS op [25:18], MTBUF op \
[18:16], VINTRP prefix 110010, EXP prefix 111110). VOP3 rows include the VOP3 (`_e64`) forms of \
VOP1/VOP2/VOPC instructions. An assembled inventory only holds what some operand form reached. \
Every gfx700/gfx600 text reassembles to its bytes; gfx803 texts are the disassembler's, replaced by \
an assembling one-SGPR variant where one exists (about 15 remain that llvm-mc prints but does not \
assemble: constant-bus limits, SGPR where the assembler wants a VGPR, f16 literals).\n\n\
The diffs below compare names only. Same name, different instruction: VI's `v_add_u32`, \
`v_sub_u32`, `v_subrev_u32` (VOP2 25-27, carry out to VCC; SI/CI spell them `v_add_i32`, \
`v_sub_i32`, `v_subrev_i32`, VOP2 37-39) are gfx900's `v_add_co_u32` etc. (same bytes), while \
gfx900's `v_add_u32` is a new carry-less VOP2 52. Opcodes of one mnemonic also move between \
generations (VOP2/VOP3/DS renumbered from SI/CI to VI).\n";

/// Regenerates `tests/golden/inventory/`.
pub fn generate(root: &std::path::Path) -> Result<(), String> {
    let dir = root.join("tests/golden/inventory");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let vi = gfx803()?;
    let names = candidate_names(&vi)?;
    let ci = si_ci("gfx700", &vi, &names)?;
    let si = si_ci("gfx600", &vi, &names)?;
    let lines: Vec<String> = ci.iter().chain(&si).map(|e| e.text.clone()).collect();
    let reference = assemble("gfx700", &lines)?;
    let mut same = Vec::new();
    for cpu in ["gfx701", "gfx702", "gfx704"] {
        let got = assemble(cpu, &lines)?;
        if got == reference {
            same.push(cpu);
        }
    }
    let targets = [("gfx803", vi), ("gfx700", ci), ("gfx600", si)];
    for (t, es) in &targets {
        std::fs::write(dir.join(format!("{t}.tsv")), tsv(t, es)).map_err(|e| e.to_string())?;
        eprintln!("{t}: {} instructions", es.len());
    }
    std::fs::write(dir.join("README.md"), summary(&targets, &same)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each prefix picks its own operand forms; every other mnemonic the VALU ones.
    #[test]
    fn templates_follow_the_mnemonic_prefix() {
        assert_eq!(templates("s_mov_b32"), SALU_TEMPLATES);
        assert_eq!(templates("ds_read_b32"), DS_TEMPLATES);
        assert_eq!(templates("tbuffer_load_format_x"), BUFFER_TEMPLATES);
        assert_eq!(templates("buffer_load_dword"), BUFFER_TEMPLATES);
        assert_eq!(templates("flat_load_dword"), FLAT_TEMPLATES);
        assert_eq!(templates("image_sample"), IMAGE_TEMPLATES);
        assert_eq!(templates("exp"), ["mrt0 v0, v0, v0, v0"]);
        assert_eq!(templates("v_mov_b32"), VALU_TEMPLATES);
    }
}
