//! What a machine has, described for front ends: its register files, lane masks, scalar flags
//! and counters, instruction modifiers, and the token classes of its assembly syntax.
//!
//! A front end builds its panels from these descriptions (one grid per vector file, one strip
//! per mask, one entry per flag) instead of naming an ISA's registers.

use alloc::string::String;
use alloc::vec::Vec;

/// One register file ([`crate::Machine::register_files`]).
///
/// Its registers are read with [`crate::Machine::register`]: register `reg` is `lanes ×
/// max(1, components.len())` values, **lane-major** (lane 0's components in order, then lane
/// 1's, …), so a file without components is one value per lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegisterFileInfo {
    /// Long name (`VGPR`, `SGPR`, `AGPR`, `GPR`).
    pub name: &'static str,
    /// What a register's name starts with in the assembly syntax (`v`, `s`, `a`, `R`).
    pub prefix: &'static str,
    /// Registers in the file.
    pub count: usize,
    /// Registers the program names, plus one (what a view shows by default; at most `count`).
    pub used: usize,
    /// Values per register and component: the wave size for a vector file, 1 for a scalar one.
    pub lanes: usize,
    /// Component names of a register (`["x", "y", "z", "w"]`), or none.
    pub components: &'static [&'static str],
    /// Bits of each value (at most 32).
    pub bits: u32,
}

impl RegisterFileInfo {
    /// Components per register and lane (1 when it has none).
    pub fn width(&self) -> usize {
        self.components.len().max(1)
    }

    /// Whether it holds one value per lane.
    pub fn is_vector(&self) -> bool {
        self.lanes > 1
    }

    /// Register `reg`'s name in the assembly syntax (`v3`).
    pub fn register_name(&self, reg: usize) -> String {
        alloc::format!("{}{reg}", self.prefix)
    }
}

/// A named lane mask ([`crate::Machine::masks`]): one bit per lane (GCN: EXEC, VCC; R700:
/// active, predicate, valid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MaskInfo {
    /// Name as the ISA document writes it (`EXEC`).
    pub name: &'static str,
    /// What it means, one line.
    pub summary: &'static str,
    /// Whether [`crate::Machine::mask_writer`] knows which instruction last changed each bit.
    pub tracks_writers: bool,
}

/// What kind of scalar a [`FlagInfo`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagKind {
    /// A condition bit (SCC).
    Flag,
    /// A special scalar register (M0).
    Register,
    /// A count of outstanding operations (what `s_waitcnt` waits on).
    Counter,
}

/// A named scalar flag, special register or counter ([`crate::Machine::flags`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlagInfo {
    /// Name as the ISA document writes it (`SCC`, `M0`, `VM_CNT`).
    pub name: &'static str,
    /// Short label for a compact display (`SCC`, `M0`, `vm`).
    pub label: &'static str,
    /// What it is.
    pub kind: FlagKind,
    /// Bits of its value (1 for a condition bit).
    pub bits: u32,
    /// Whether the user may set it ([`crate::Machine::set_flag`], a snippet's initial state).
    pub settable: bool,
}

/// A named instruction modifier that changes a matrix instruction's layout or formats
/// (CBSZ, ABID and BLGP on CDNA), for a view's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModifierInfo {
    /// Name as the ISA document writes it (`CBSZ`).
    pub name: &'static str,
    /// Largest value (the range is `0..=max`).
    pub max: u32,
    /// What it does, one line.
    pub meaning: &'static str,
}

/// The values of an instruction's [`ModifierInfo`] modifiers, keyed by name (case-insensitive;
/// a modifier not listed is 0).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MatrixMods {
    values: Vec<(String, u32)>,
}

impl MatrixMods {
    /// No modifier set.
    pub fn new() -> MatrixMods {
        MatrixMods::default()
    }

    /// The value of modifier `name` (0 if unset).
    pub fn get(&self, name: &str) -> u32 {
        self.values
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map_or(0, |&(_, v)| v)
    }

    /// Sets modifier `name` to `value` (0 removes it, so equal settings compare equal).
    pub fn set(&mut self, name: &str, value: u32) {
        self.values.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        if value != 0 {
            self.values.push((name.to_ascii_uppercase(), value));
            self.values.sort();
        }
    }

    /// `self` with `name` set to `value`.
    pub fn with(mut self, name: &str, value: u32) -> MatrixMods {
        self.set(name, value);
        self
    }

    /// The modifiers set (non-zero), by upper-case name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, u32)> + '_ {
        self.values.iter().map(|(n, v)| (n.as_str(), *v))
    }
}

/// Editor token classes (for colouring), independent of the ISA.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenClass {
    /// Instruction mnemonic.
    Mnemonic,
    /// Register name.
    Register,
    /// Number.
    Number,
    /// Label definition or reference.
    Label,
    /// Directive.
    Directive,
    /// Modifier keyword (`clamp`, `mul`, `offset`, …).
    Keyword,
    /// Comment.
    Comment,
    /// Anything else (punctuation, strings).
    Plain,
}

/// Parses a register name of one of `files`: `p<N>` (one register) or `p[A:B]` (a range), with
/// `p` a file's prefix (case-insensitive; the longest prefix that fits wins). Returns the file
/// index, the first register and how many, if they are all in the file.
pub fn parse_register_name(files: &[RegisterFileInfo], name: &str) -> Option<(usize, usize, usize)> {
    let name = name.trim();
    let (file, rest) = files
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            name.len() > f.prefix.len()
                && name.is_char_boundary(f.prefix.len())
                && name[..f.prefix.len()].eq_ignore_ascii_case(f.prefix)
        })
        .max_by_key(|(_, f)| f.prefix.len())
        .map(|(i, f)| (i, &name[f.prefix.len()..]))?;
    let num = |s: &str| -> Option<usize> {
        let s = s.trim();
        (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok())?
    };
    let (first, n) = match rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        Some(range) => {
            let (a, b) = range.split_once(':')?;
            let (a, b) = (num(a)?, num(b)?);
            (a, b.checked_sub(a)? + 1)
        }
        None => (num(rest)?, 1),
    };
    (first + n <= files[file].count).then_some((file, first, n))
}

/// Where register `n` of the vector numbering is: the vector files (those with more than one
/// lane) of `files` taken in order, each after the previous one's `count` registers (on
/// gfx950, VGPR n is n and AGPR n is 256 + n). Returns the file index and register.
pub fn vector_register(files: &[RegisterFileInfo], mut n: usize) -> Option<(usize, usize)> {
    for (i, f) in files.iter().enumerate().filter(|(_, f)| f.is_vector()) {
        if n < f.count {
            return Some((i, n));
        }
        n -= f.count;
    }
    None
}

/// The number in the vector numbering ([`vector_register`]) of register `reg` of file `file`.
pub fn vector_number(files: &[RegisterFileInfo], file: usize, reg: usize) -> Option<usize> {
    let before: usize = files
        .get(..file)?
        .iter()
        .filter(|f| f.is_vector())
        .map(|f| f.count)
        .sum();
    files
        .get(file)
        .filter(|f| f.is_vector() && reg < f.count)
        .map(|_| before + reg)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILES: [RegisterFileInfo; 2] = [
        RegisterFileInfo {
            name: "SGPR",
            prefix: "s",
            count: 102,
            used: 2,
            lanes: 1,
            components: &[],
            bits: 32,
        },
        RegisterFileInfo {
            name: "SPECIAL",
            prefix: "sp",
            count: 4,
            used: 0,
            lanes: 64,
            components: &["x", "y"],
            bits: 32,
        },
    ];

    #[test]
    fn register_names_parse_against_the_descriptions() {
        assert_eq!(parse_register_name(&FILES, "s5"), Some((0, 5, 1)));
        assert_eq!(parse_register_name(&FILES, "S[4:5]"), Some((0, 4, 2)));
        assert_eq!(parse_register_name(&FILES, "sp3"), Some((1, 3, 1)), "longest prefix");
        for bad in [
            "s102",
            "s[5:4]",
            "s",
            "sx",
            "s[1:2",
            "s-1",
            "sp4",
            "q1",
            "s99999999999",
            "é",
        ] {
            assert_eq!(parse_register_name(&FILES, bad), None, "{bad}");
        }
        assert_eq!((FILES[1].width(), FILES[0].width()), (2, 1));
        assert!(FILES[1].is_vector() && !FILES[0].is_vector());
        assert_eq!(FILES[0].register_name(7), "s7");
        assert_eq!(vector_register(&FILES, 3), Some((1, 3)), "scalar files do not count");
        assert_eq!(vector_register(&FILES, 4), None);
        assert_eq!(vector_number(&FILES, 1, 3), Some(3));
        assert_eq!((vector_number(&FILES, 0, 0), vector_number(&FILES, 1, 4)), (None, None));
    }

    #[test]
    fn matrix_mods_are_keyed_by_name() {
        let m = MatrixMods::new().with("cbsz", 2).with("ABID", 1);
        assert_eq!((m.get("CBSZ"), m.get("abid"), m.get("blgp")), (2, 1, 0));
        assert_eq!(m, MatrixMods::new().with("abid", 1).with("CBSZ", 2).with("blgp", 0));
        assert_eq!(m.iter().collect::<Vec<_>>(), [("ABID", 1), ("CBSZ", 2)]);
        assert_eq!(m.with("cbsz", 0), MatrixMods::new().with("abid", 1));
    }
}
