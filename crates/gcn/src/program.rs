//! An assembled (or decoded) program: the instruction stream, decoded once, with its
//! addresses, source lines and labels.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::decode::{decode, DecodeError};
use crate::encode::{encode, EncodeError};
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::kernel::Kernel;
use crate::syntax::print::{print, print_asm, ImmSource};

/// `s_nop 0`, llvm-mc's code padding.
const S_NOP_0: u32 = 0xbf80_0000;

/// One item of the assembled source, in source order (what `llvm-mc` echoes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A label definition.
    Label(String),
    /// Instruction `n` of [`Program::insts`].
    Inst(usize),
    /// An empty line (llvm-mc prints one for each `.macro` definition).
    Blank,
    /// A code alignment: log2 of the bytes and the most padding (`.p2align 4, , 8`).
    Align(u32, Option<u64>),
}

/// A program ready to run: instructions decoded once, with byte addresses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Target architecture.
    pub arch: Arch,
    /// The instructions, in address order.
    pub insts: Vec<Inst>,
    /// Byte address of each instruction.
    pub pcs: Vec<u32>,
    /// 1-based source line of each instruction (0 when decoded from bytes).
    pub lines: Vec<u32>,
    /// Label names and their byte addresses.
    pub labels: Vec<(String, u32)>,
    /// For each assembled instruction, how its 16-bit immediate was written (label or number).
    pub imm_sources: Vec<Option<ImmSource>>,
    /// Source items in order, for echoing.
    pub items: Vec<Item>,
    /// The kernels described by `.amdhsa_kernel` blocks, in source order.
    pub kernels: Vec<Kernel>,
    /// The text of the `.amdgpu_metadata` block (YAML), without its directives.
    pub metadata: Option<String>,
}

impl Program {
    /// An empty program.
    pub fn new(arch: Arch) -> Program {
        Program {
            arch,
            insts: Vec::new(),
            pcs: Vec::new(),
            lines: Vec::new(),
            labels: Vec::new(),
            imm_sources: Vec::new(),
            items: Vec::new(),
            kernels: Vec::new(),
            metadata: None,
        }
    }

    /// Appends an instruction at the next address.
    pub fn push(&mut self, inst: Inst, line: u32, imm: Option<ImmSource>) {
        self.items.push(Item::Inst(self.insts.len()));
        self.push_unlisted(inst, line, imm);
    }

    /// Pads with `s_nop 0` up to a multiple of `align` (a power of two) bytes, as llvm-mc
    /// pads code, unless that takes more than `max` bytes; the echo shows the directive as
    /// llvm-mc prints it, not the padding. Returns the bytes added, or `None` past `budget`.
    pub fn pad_to(&mut self, align: u64, max: Option<u64>, line: u32, budget: u64) -> Option<u64> {
        self.items.push(Item::Align(align.trailing_zeros(), max));
        let size = u64::from(self.size_bytes());
        let pad = size.next_multiple_of(align.max(4)) - size;
        if max.is_some_and(|m| pad > m) || pad == 0 {
            return Some(0);
        }
        if pad > budget {
            return None;
        }
        let Ok((nop, _)) = decode(self.arch, &[S_NOP_0]) else {
            return Some(0);
        };
        for _ in 0..pad / 4 {
            self.push_unlisted(nop, line, None);
        }
        Some(pad)
    }

    fn push_unlisted(&mut self, inst: Inst, line: u32, imm: Option<ImmSource>) {
        let pc = self.size_bytes();
        self.insts.push(inst);
        self.pcs.push(pc);
        self.lines.push(line);
        self.imm_sources.push(imm);
    }

    /// Total size in bytes.
    pub fn size_bytes(&self) -> u32 {
        match (self.pcs.last(), self.insts.last()) {
            (Some(pc), Some(i)) => pc + i.size(),
            _ => 0,
        }
    }

    /// The index of the instruction at byte address `pc`.
    pub fn index_of_pc(&self, pc: u32) -> Option<usize> {
        self.pcs.binary_search(&pc).ok()
    }

    /// Decodes a program from machine words.
    pub fn from_words(arch: Arch, words: &[u32]) -> Result<Program, (u32, DecodeError)> {
        let mut p = Program::new(arch);
        // Most instructions are one or two dwords: reserve for the common case once.
        let guess = words.len() * 2 / 3 + 1;
        p.insts.reserve(guess);
        p.pcs.reserve(guess);
        p.lines.reserve(guess);
        p.imm_sources.reserve(guess);
        p.items.reserve(guess);
        let mut at = 0;
        while at < words.len() {
            let (inst, n) = decode(arch, &words[at..]).map_err(|e| (at as u32 * 4, e))?;
            p.push(inst, 0, None);
            at += n;
        }
        Ok(p)
    }

    /// The machine words of the whole program.
    pub fn words(&self) -> Result<Vec<u32>, EncodeError> {
        let mut out = Vec::new();
        for i in &self.insts {
            encode(self.arch, i, &mut out)?;
        }
        Ok(out)
    }

    /// Canonical text of instruction `n`: as llvm-mc echoes it for assembled programs (labels
    /// and immediates as written), as it disassembles it for decoded ones.
    pub fn text(&self, n: usize) -> String {
        match self.imm_sources.get(n) {
            Some(Some(imm)) => print_asm(self.arch, &self.insts[n], Some(imm)),
            _ if self.lines.get(n).is_some_and(|&l| l > 0) => print_asm(self.arch, &self.insts[n], None),
            _ => print(self.arch, &self.insts[n]),
        }
    }

    /// What `llvm-mc -show-encoding` (or without `show_encoding`, plain `llvm-mc`) prints for
    /// this program: labels on their own lines, instructions indented by a tab.
    pub fn echo(&self, show_encoding: bool) -> String {
        let mut out = String::new();
        for item in &self.items {
            match item {
                Item::Label(l) => {
                    let _ = writeln!(out, "{l}:");
                }
                Item::Blank => out.push('\n'),
                Item::Align(log2, None) => {
                    let _ = writeln!(out, "\t.p2align\t{log2}");
                }
                Item::Align(log2, Some(max)) => {
                    let _ = writeln!(out, "\t.p2align\t{log2}, , {max}");
                }
                Item::Inst(n) => {
                    let text = self.text(*n);
                    out.push('\t');
                    out.push_str(&text);
                    if show_encoding {
                        let label = match &self.imm_sources[*n] {
                            Some(ImmSource::Label(l)) => Some(l),
                            _ => None,
                        };
                        let fixup = label.is_some();
                        for _ in text.len()..40 {
                            out.push(' ');
                        }
                        if text.len() >= 40 {
                            out.push(' ');
                        }
                        out.push_str("; encoding: ");
                        encoding_bytes(&mut out, self.arch, &self.insts[*n], fixup);
                        if let Some(l) = label {
                            out.push('\n');
                            for _ in 0..40 {
                                out.push(' ');
                            }
                            let _ = write!(out, ";   fixup A - offset: 0, value: {l}, kind: fixup_si_sopp_br");
                        }
                    }
                    out.push('\n');
                }
            }
        }
        out
    }
}

/// `[0x01,0x02,…]` as llvm-mc prints encodings; with `fixup`, the branch offset bytes are `A`.
pub fn encoding_bytes(out: &mut String, arch: Arch, inst: &Inst, fixup: bool) {
    let mut words = Vec::new();
    out.push('[');
    if encode(arch, inst, &mut words).is_ok() {
        let mut first = true;
        for (wi, w) in words.iter().enumerate() {
            for (bi, b) in w.to_le_bytes().iter().enumerate() {
                if !first {
                    out.push(',');
                }
                first = false;
                if fixup && wi == 0 && bi < 2 {
                    out.push('A');
                } else {
                    let _ = write!(out, "0x{b:02x}");
                }
            }
        }
    }
    out.push(']');
}
