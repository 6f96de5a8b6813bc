//! AMDGPU ELF code objects (what `clang -c` and `llvm-mc -filetype=obj` write): the target
//! from `e_flags`, the `.text` section and the symbols that point into it.
//!
//! Only what disassembly needs is read: ELF64 little-endian headers, section headers, the
//! section-name table and `.symtab`/`.strtab`. Every offset is bounds-checked; a malformed file
//! gives an [`ElfError`], never a panic.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::isa::arch::Arch;

/// `e_machine` of AMDGPU objects.
const EM_AMDGPU: u16 = 224;
/// `EF_AMDGPU_MACH` values (the low byte of `e_flags`).
const MACH_GFX600: u32 = 0x20;
const MACH_GFX700: u32 = 0x22;
const MACH_GFX701: u32 = 0x23;
const MACH_GFX702: u32 = 0x24;
const MACH_GFX704: u32 = 0x26;
const MACH_GFX803: u32 = 0x2a;
const MACH_GFX900: u32 = 0x2c;
const MACH_GFX950: u32 = 0x4f;

/// Why a file is not a code object this reader understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElfError {
    /// Not ELF64 little-endian.
    NotElf64,
    /// Not an AMDGPU object (`e_machine`).
    NotAmdgpu(u16),
    /// An offset or size points outside the file.
    Truncated(&'static str),
    /// No `.text` section.
    NoText,
    /// A structure that is inside the file but inconsistent, or past a stated limit.
    Malformed(&'static str),
}

impl fmt::Display for ElfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElfError::NotElf64 => f.write_str("not a 64-bit little-endian ELF file"),
            ElfError::NotAmdgpu(m) => write!(f, "not an AMDGPU code object (e_machine {m})"),
            ElfError::Truncated(what) => write!(f, "malformed ELF file: {what} lies outside the file"),
            ElfError::NoText => f.write_str("the code object has no .text section"),
            ElfError::Malformed(what) => write!(f, "malformed ELF file: {what}"),
        }
    }
}

impl core::error::Error for ElfError {}

/// A symbol in `.text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// Byte offset from the start of `.text`.
    pub offset: u64,
    /// Name.
    pub name: String,
    /// Size in bytes (0 for labels).
    pub size: u64,
}

/// The parts of a code object the disassembler uses.
#[derive(Clone, Debug)]
pub struct CodeObject<'a> {
    /// The target named by `e_flags`, if it is one lanescope models.
    pub arch: Option<Arch>,
    /// `EF_AMDGPU_MACH` (the low byte of `e_flags`).
    pub mach: u32,
    /// The `.text` section's bytes.
    pub text: &'a [u8],
    /// Symbols defined in `.text`, by offset.
    pub symbols: Vec<Symbol>,
    /// Kernel descriptors: each 64-byte object symbol `<kernel>.kd` (usually in `.rodata`),
    /// as the kernel's name and the descriptor's bytes, in symbol-table order.
    pub kernel_descriptors: Vec<(String, [u8; 64])>,
}

/// Whether `bytes` start like an ELF file.
pub fn is_elf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x7fELF")
}

fn get<const N: usize>(b: &[u8], at: u64, what: &'static str) -> Result<[u8; N], ElfError> {
    let at = usize::try_from(at).map_err(|_| ElfError::Truncated(what))?;
    b.get(at..at.checked_add(N).ok_or(ElfError::Truncated(what))?)
        .and_then(|s| s.try_into().ok())
        .ok_or(ElfError::Truncated(what))
}

fn u16_at(b: &[u8], at: u64, what: &'static str) -> Result<u16, ElfError> {
    get::<2>(b, at, what).map(u16::from_le_bytes)
}

fn u32_at(b: &[u8], at: u64, what: &'static str) -> Result<u32, ElfError> {
    get::<4>(b, at, what).map(u32::from_le_bytes)
}

fn u64_at(b: &[u8], at: u64, what: &'static str) -> Result<u64, ElfError> {
    get::<8>(b, at, what).map(u64::from_le_bytes)
}

fn slice<'a>(b: &'a [u8], off: u64, size: u64, what: &'static str) -> Result<&'a [u8], ElfError> {
    let end = off.checked_add(size).ok_or(ElfError::Truncated(what))?;
    let (off, end) = (
        usize::try_from(off).map_err(|_| ElfError::Truncated(what))?,
        usize::try_from(end).map_err(|_| ElfError::Truncated(what))?,
    );
    b.get(off..end).ok_or(ElfError::Truncated(what))
}

/// At most this many bytes of symbol names (all symbols together) are read from a file.
pub const MAX_NAME_BYTES: usize = 16 << 20;

/// A string table: a section that must end with a NUL, as LLVM requires.
fn string_table<'a>(bytes: &'a [u8], s: &Section, what: &'static str) -> Result<&'a [u8], ElfError> {
    let table = slice(bytes, s.offset, s.size, what)?;
    match table.last() {
        None | Some(0) => Ok(table),
        Some(_) => Err(ElfError::Malformed("a string table is not NUL-terminated")),
    }
}

/// The NUL-terminated name at `at` in a string table (which ends with a NUL), or `None` when
/// `at` lies outside it.
fn name_at(table: &[u8], at: u32) -> Option<&[u8]> {
    let rest = table.get(usize::try_from(at).ok()?..)?;
    rest.split(|&c| c == 0).next().filter(|_| !rest.is_empty())
}

/// Reads symbol names, counting their bytes against [`MAX_NAME_BYTES`].
struct Names<'a> {
    table: &'a [u8],
    budget: usize,
}

impl Names<'_> {
    fn get(&mut self, at: u32) -> Result<String, ElfError> {
        let name = name_at(self.table, at).ok_or(ElfError::Malformed("a symbol name lies outside .strtab"))?;
        self.budget = self
            .budget
            .checked_sub(name.len())
            .ok_or(ElfError::Malformed("the symbol names total more than 16 MiB"))?;
        Ok(String::from_utf8_lossy(name).to_string())
    }
}

struct Section {
    name: u32,
    kind: u32,
    offset: u64,
    size: u64,
    link: u32,
}

/// Reads a code object.
pub fn parse(bytes: &[u8]) -> Result<CodeObject<'_>, ElfError> {
    let mach = header(bytes)?;
    let (sections, shstrndx) = section_headers(bytes)?;
    let names = sections
        .get(shstrndx as usize)
        .map(|s| string_table(bytes, s, "section names"))
        .transpose()?
        .unwrap_or_default();
    let text_index = sections
        .iter()
        .position(|s| name_at(names, s.name) == Some(b".text"))
        .ok_or(ElfError::NoText)?;
    let t = &sections[text_index];
    let text = slice(bytes, t.offset, t.size, ".text")?;
    let (mut symbols, kernel_descriptors) = symbols(bytes, &sections, text_index)?;
    symbols.sort_by(|a, b| (a.offset, &a.name).cmp(&(b.offset, &b.name)));
    Ok(CodeObject {
        arch: arch_of(mach),
        mach,
        text,
        symbols,
        kernel_descriptors,
    })
}

/// Checks the ELF identification and machine, and returns the `EF_AMDGPU_MACH` byte of
/// `e_flags`.
fn header(bytes: &[u8]) -> Result<u32, ElfError> {
    if !is_elf(bytes) || bytes.get(4) != Some(&2) || bytes.get(5) != Some(&1) {
        return Err(ElfError::NotElf64);
    }
    let machine = u16_at(bytes, 0x12, "e_machine")?;
    if machine != EM_AMDGPU {
        return Err(ElfError::NotAmdgpu(machine));
    }
    Ok(u32_at(bytes, 0x30, "e_flags")? & 0xff)
}

/// The architecture lanescope models for an `EF_AMDGPU_MACH` value, if any.
fn arch_of(mach: u32) -> Option<Arch> {
    match mach {
        MACH_GFX600 => Some(Arch::Gfx600),
        MACH_GFX700 | MACH_GFX701 | MACH_GFX702 | MACH_GFX704 => Some(Arch::Gfx700),
        MACH_GFX803 => Some(Arch::Gfx803),
        MACH_GFX900 => Some(Arch::Gfx900),
        MACH_GFX950 => Some(Arch::Gfx950),
        _ => None,
    }
}

/// The section header table and `e_shstrndx`; the whole table must lie in the file before
/// anything is allocated for it.
fn section_headers(bytes: &[u8]) -> Result<(Vec<Section>, u16), ElfError> {
    let shoff = u64_at(bytes, 0x28, "e_shoff")?;
    let shentsize = u64::from(u16_at(bytes, 0x3a, "e_shentsize")?);
    let shnum = u16_at(bytes, 0x3c, "e_shnum")?;
    let shstrndx = u16_at(bytes, 0x3e, "e_shstrndx")?;
    if shnum > 0 && shentsize < 64 {
        return Err(ElfError::Malformed("e_shentsize is smaller than a section header"));
    }
    slice(bytes, shoff, u64::from(shnum) * shentsize, "section header table")?;
    let mut sections = Vec::with_capacity(shnum as usize);
    for i in 0..u64::from(shnum) {
        let at = shoff
            .checked_add(i.checked_mul(shentsize).ok_or(ElfError::Truncated("section header"))?)
            .ok_or(ElfError::Truncated("section header"))?;
        sections.push(Section {
            name: u32_at(bytes, at, "section header")?,
            kind: u32_at(bytes, at + 4, "section header")?,
            offset: u64_at(bytes, at + 24, "section header")?,
            size: u64_at(bytes, at + 32, "section header")?,
            link: u32_at(bytes, at + 40, "section header")?,
        });
    }
    Ok((sections, shstrndx))
}

/// The `.text` symbols (unsorted) and kernel descriptors of the first symbol table, if any.
fn symbols(bytes: &[u8], sections: &[Section], text_index: usize) -> Result<Symbols, ElfError> {
    let mut symbols = Vec::new();
    let mut kernel_descriptors = Vec::new();
    // SHT_SYMTAB = 2.
    let Some(symtab) = sections.iter().find(|s| s.kind == 2) else {
        return Ok((symbols, kernel_descriptors));
    };
    let mut strtab = Names {
        table: sections
            .get(symtab.link as usize)
            .map(|s| string_table(bytes, s, ".strtab"))
            .transpose()?
            .unwrap_or_default(),
        budget: MAX_NAME_BYTES,
    };
    let table = slice(bytes, symtab.offset, symtab.size, ".symtab")?;
    for e in table.chunks_exact(24).map(SymEntry::read) {
        if let Some(kd) = kernel_descriptor(bytes, sections, &e, &mut strtab)? {
            kernel_descriptors.push(kd);
        }
        // Functions, objects and plain labels; not sections (3) or files (4).
        if e.shndx as usize == text_index && e.kind <= 2 && e.name != 0 {
            symbols.push(Symbol {
                offset: e.value,
                name: strtab.get(e.name)?,
                size: e.size,
            });
        }
    }
    Ok((symbols, kernel_descriptors))
}

/// What [`symbols`] returns: the `.text` symbols and the `(kernel, descriptor)` pairs.
type Symbols = (Vec<Symbol>, Vec<(String, [u8; 64])>);

/// One symbol table entry's fields (24 bytes: name, info, other, shndx, value, size).
struct SymEntry {
    name: u32,
    kind: u8,
    shndx: u16,
    value: u64,
    size: u64,
}

impl SymEntry {
    /// Decodes a 24-byte entry.
    fn read(e: &[u8]) -> SymEntry {
        SymEntry {
            name: u32::from_le_bytes([e[0], e[1], e[2], e[3]]),
            kind: e[4] & 0xf,
            shndx: u16::from_le_bytes([e[6], e[7]]),
            value: u64::from_le_bytes(e[8..16].try_into().unwrap_or_default()),
            size: u64::from_le_bytes(e[16..24].try_into().unwrap_or_default()),
        }
    }
}

/// The kernel and its descriptor if `e` is one: an object named `<kernel>.kd`, 64 bytes, in a
/// section with contents (not SHT_NOBITS = 8). One that points outside its section is skipped:
/// the code still disassembles.
fn kernel_descriptor(
    bytes: &[u8],
    sections: &[Section],
    e: &SymEntry,
    strtab: &mut Names<'_>,
) -> Result<Option<(String, [u8; 64])>, ElfError> {
    if e.kind != 1 || e.size != 64 || e.name == 0 {
        return Ok(None);
    }
    let full = strtab.get(e.name)?;
    let kd = sections
        .get(e.shndx as usize)
        .filter(|s| s.kind != 8)
        .and_then(|sec| slice(bytes, sec.offset, sec.size, "kernel descriptor").ok())
        .and_then(|data| data.get(usize::try_from(e.value).ok()?..)?.get(..64))
        .and_then(|d| <[u8; 64]>::try_from(d).ok());
    Ok(match (full.strip_suffix(".kd"), kd) {
        (Some(kernel), Some(kd)) => Some((kernel.to_string(), kd)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_what_it_cannot_read() {
        assert_eq!(parse(b"hello").unwrap_err(), ElfError::NotElf64);
        let mut h = [0u8; 64];
        h[..6].copy_from_slice(b"\x7fELF\x02\x01");
        h[0x12] = 62; // x86-64
        assert_eq!(parse(&h).unwrap_err(), ElfError::NotAmdgpu(62));
        h[0x12] = 224;
        h[0x28] = 0xff; // section headers past the end
        h[0x3c] = 1;
        h[0x3a] = 64;
        assert!(matches!(parse(&h), Err(ElfError::Truncated(_))));
    }
}
