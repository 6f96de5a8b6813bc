//! Register ranges as the hazard rules compare them ([`Regs`]): consecutive registers of one
//! file, SGPR, VGPR or AGPR, so that an AGPR write never meets a VGPR read of the same number.

use alloc::format;
use alloc::string::String;

use crate::isa::arch::Arch;
use crate::isa::operand::{write_scalar_name, VGPR0};

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum File {
    /// Scalar operand codes 0–127 (SGPRs, VCC 106, M0 124, EXEC 126 …).
    S,
    /// VGPRs.
    V,
    /// AGPRs (gfx950).
    A,
}

/// `n` consecutive registers of one file from `lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Regs {
    /// The file.
    pub(super) file: File,
    /// The first register's number (a scalar operand code in [`File::S`]).
    pub(super) lo: u32,
    /// How many (at least 1).
    pub(super) n: u32,
}

impl Regs {
    /// `n` registers (at least 1) of `file` from `lo`.
    pub(super) fn new(file: File, lo: u16, n: u8) -> Regs {
        Regs {
            file,
            lo: lo as u32,
            n: n.max(1) as u32,
        }
    }

    /// Whether the two share a register.
    pub(super) fn overlaps(&self, o: &Regs) -> bool {
        self.file == o.file && self.lo < o.lo + o.n && o.lo < self.lo + self.n
    }

    /// Whether these are scalar registers including operand code `code`.
    pub(super) fn contains(&self, code: u32) -> bool {
        self.file == File::S && (self.lo..self.lo + self.n).contains(&code)
    }

    /// `v4`, `v[0:15]`, `a[0:3]`, `s[4:5]`, `vcc`, `exec`, `m0`.
    pub(super) fn name(&self, arch: Arch) -> String {
        let range = |p: &str| {
            if self.n == 1 {
                format!("{p}{}", self.lo)
            } else {
                format!("{p}[{}:{}]", self.lo, self.lo + self.n - 1)
            }
        };
        match self.file {
            File::V => range("v"),
            File::A => range("a"),
            File::S => {
                let mut s = String::new();
                match write_scalar_name(&mut s, self.lo as u16, self.n as u8, arch) {
                    Ok(true) => s,
                    _ => range("s"),
                }
            }
        }
    }
}

/// The AGPR file if `acc`, else the VGPR file.
pub(super) fn file_of(acc: bool) -> File {
    if acc {
        File::A
    } else {
        File::V
    }
}

/// A source operand code as registers: VGPR, or a scalar register (not a constant).
pub(super) fn code_regs(code: u16, dwords: u8) -> Option<Regs> {
    if code >= VGPR0 {
        Some(Regs::new(File::V, code - VGPR0, dwords))
    } else if code < 128 && code != 125 {
        Some(Regs::new(File::S, code, dwords))
    } else {
        None
    }
}
