//! An assembled (or decoded) program: the instruction stream, decoded once, with its
//! addresses, source lines and labels.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;
use core::ops::Range;

use crate::decode::{decode, decode_into, DecodeError};
use crate::encode::{encode, EncodeError};
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::table::Op;
use crate::kernel::Kernel;
use crate::syntax::print::{print, print_asm, ImmSource};

/// `s_nop 0`, llvm-mc's code padding.
const S_NOP_0: u32 = 0xbf80_0000;

/// One item of the assembled source, in source order (what `llvm-mc` echoes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A label definition.
    Label(String),
    /// Instructions `start..end` of [`Program::insts`], one per line (a run of instructions
    /// is one item, so a decoded program has a single item).
    Insts(Range<u32>),
    /// An empty line (llvm-mc prints one for each `.macro` definition).
    Blank,
    /// A code alignment: log2 of the bytes and the most padding (`.p2align 4, , 8`).
    Align(u32, Option<u64>),
    /// A data directive as llvm-mc echoes it (`.byte\t1`); its bytes are in [`Program::data`].
    Data(String),
    /// A line llvm-mc echoes as it is, without the leading tab (`.p2alignl 6, 0xbf800000`).
    Line(String),
}

/// Raw bytes a data directive (`.byte`, `.long`, `.zero`…) placed in the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSegment {
    /// Byte address of the first byte.
    pub addr: u32,
    /// The bytes.
    pub bytes: Vec<u8>,
    /// 1-based source line of the directive.
    pub line: u32,
}

impl DataSegment {
    fn end(&self) -> u32 {
        self.addr + self.bytes.len() as u32
    }
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
    /// How the 16-bit immediate of an assembled instruction was written (label or number):
    /// `(instruction index, source)` for the instructions that have one, in index order
    /// ([`Program::imm_source`]).
    pub imm_sources: Vec<(u32, ImmSource)>,
    /// Source items in order, for echoing.
    pub items: Vec<Item>,
    /// The kernels described by `.amdhsa_kernel` blocks, in source order.
    pub kernels: Vec<Kernel>,
    /// The text of the `.amdgpu_metadata` block (YAML), without its directives.
    pub metadata: Option<String>,
    /// Data bytes inside the code, in address order. The dwords of each run of data that
    /// decode as instructions are also in [`Program::insts`] at their addresses (the
    /// hardware would run them); the others are not, so reaching them faults.
    pub data: Vec<DataSegment>,
    /// Start of the run of data not yet decoded into the instruction stream.
    undecoded: Option<u32>,
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
            data: Vec::new(),
            undecoded: None,
        }
    }

    /// Makes room for `n` more instructions at once.
    pub fn reserve(&mut self, n: usize) {
        self.insts.reserve(n);
        self.pcs.reserve(n);
        self.lines.reserve(n);
    }

    /// Appends an instruction at the next address.
    pub fn push(&mut self, inst: Inst, line: u32, imm: Option<ImmSource>) {
        self.finish_data();
        self.list_next_inst();
        self.push_unlisted(inst, line, imm);
    }

    /// Lists the instruction about to be pushed: it extends the run of instructions listed
    /// last, or starts one.
    fn list_next_inst(&mut self) {
        let n = self.insts.len() as u32;
        match self.items.last_mut() {
            Some(Item::Insts(run)) if run.end == n => run.end += 1,
            _ => self.items.push(Item::Insts(n..n + 1)),
        }
    }

    /// How the 16-bit immediate of instruction `n` was written, if it was assembled from one.
    pub fn imm_source(&self, n: usize) -> Option<&ImmSource> {
        let at = self.imm_sources.binary_search_by_key(&n, |&(k, _)| k as usize).ok()?;
        Some(&self.imm_sources[at].1)
    }

    /// Appends the bytes of a data directive at the next address (llvm-mc neither aligns
    /// them nor the code after them), echoed as `echo` (one directive per line).
    pub fn push_data(&mut self, bytes: Vec<u8>, echo: Vec<String>, line: u32) {
        self.items.extend(echo.into_iter().map(Item::Data));
        if bytes.is_empty() {
            return;
        }
        let addr = self.size_bytes();
        self.undecoded.get_or_insert(addr);
        self.data.push(DataSegment { addr, bytes, line });
    }

    /// Decodes the pending run of data into the instruction stream: from each dword-aligned
    /// address in it, an instruction that decodes from the run's own bytes is placed there
    /// (`.long 0xbf810000` runs as `s_endpgm`); other addresses stay empty and fault when
    /// the program counter reaches them. Called before the next instruction and at the end.
    pub fn finish_data(&mut self) {
        let Some(start) = self.undecoded.take() else {
            return;
        };
        let first = self.data.partition_point(|d| d.end() <= start);
        let run = &self.data[first..];
        let mut bytes = Vec::new();
        for seg in run {
            bytes.extend_from_slice(&seg.bytes);
        }
        let skip = (start.next_multiple_of(4) - start) as usize;
        let words: Vec<u32> = bytes
            .get(skip..)
            .unwrap_or_default()
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut decoded = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let pc = start + skip as u32 + at as u32 * 4;
            let line = run[run.partition_point(|d| d.end() <= pc)].line;
            match decode(self.arch, &words[at..]) {
                Ok((inst, n)) => {
                    decoded.push((pc, inst, line));
                    at += n;
                }
                Err(_) => at += 1,
            }
        }
        for (pc, inst, line) in decoded {
            self.push_at(pc, inst, line, None);
        }
    }

    /// Pads with `s_nop 0` up to a multiple of `align` (a power of two) bytes, as llvm-mc
    /// pads code, unless that takes more than `max` bytes; the echo shows the directive as
    /// llvm-mc prints it, not the padding. Returns the bytes added, or `None` past `budget`.
    pub fn pad_to(&mut self, align: u64, max: Option<u64>, line: u32, budget: u64) -> Option<u64> {
        self.finish_data();
        self.items.push(Item::Align(align.trailing_zeros(), max));
        let pad = self.padding(align.max(4), max);
        if pad == 0 || pad > budget {
            return (pad == 0).then_some(0);
        }
        let Ok((nop, _)) = decode(self.arch, &[S_NOP_0]) else {
            return Some(0);
        };
        for _ in 0..pad / 4 {
            self.push_unlisted(nop, line, None);
        }
        Some(pad)
    }

    /// Pads up to a multiple of `align` bytes with copies of `pattern` (its bytes in order
    /// from the first padding byte), as llvm-mc lays out `.p2alignl 6, 0xbf800000`, unless
    /// that takes more than `max` bytes; `echo` is the line llvm-mc prints. Returns the bytes
    /// added, or `None` past `budget`.
    pub fn pad_with(
        &mut self,
        align: u64,
        max: Option<u64>,
        pattern: &[u8],
        echo: String,
        line: u32,
        budget: u64,
    ) -> Option<u64> {
        self.items.push(Item::Line(echo));
        let pad = self.padding(align, max);
        if pad == 0 || pad > budget {
            return (pad == 0).then_some(0);
        }
        let bytes = pattern.iter().copied().cycle().take(pad as usize).collect();
        self.push_data(bytes, Vec::new(), line);
        Some(pad)
    }

    /// The bytes from the end of the program to the next multiple of `align`, or 0 when that
    /// is more than `max`.
    fn padding(&self, align: u64, max: Option<u64>) -> u64 {
        let size = u64::from(self.size_bytes());
        let pad = size.next_multiple_of(align.max(1)) - size;
        if max.is_some_and(|m| pad > m) {
            0
        } else {
            pad
        }
    }

    fn push_unlisted(&mut self, inst: Inst, line: u32, imm: Option<ImmSource>) {
        self.push_at(self.size_bytes(), inst, line, imm);
    }

    fn push_at(&mut self, pc: u32, inst: Inst, line: u32, imm: Option<ImmSource>) {
        self.insts.push(inst);
        self.pcs.push(pc);
        self.lines.push(line);
        if let Some(imm) = imm {
            self.imm_sources.push((self.insts.len() as u32 - 1, imm));
        }
    }

    /// Total size in bytes (instructions and data).
    pub fn size_bytes(&self) -> u32 {
        let code = match (self.pcs.last(), self.insts.last()) {
            (Some(pc), Some(i)) => pc + i.size_on(self.arch),
            _ => 0,
        };
        code.max(self.data.last().map_or(0, DataSegment::end))
    }

    /// Why no instruction runs at byte address `pc` (for a fault message).
    pub fn bad_pc_reason(&self, pc: u32) -> &'static str {
        if pc >= self.size_bytes() {
            "past the end of the program (missing s_endpgm?)"
        } else if self.in_data(pc) {
            "at data that does not decode as an instruction"
        } else {
            "not at an instruction boundary"
        }
    }

    /// Whether byte address `pc` holds data (an instruction there was decoded from it).
    fn in_data(&self, pc: u32) -> bool {
        let i = self.data.partition_point(|d| d.end() <= pc);
        self.data.get(i).is_some_and(|d| d.addr <= pc)
    }

    /// The index of the instruction at byte address `pc`.
    pub fn index_of_pc(&self, pc: u32) -> Option<usize> {
        self.pcs.binary_search(&pc).ok()
    }

    /// Decodes a program from machine words.
    pub fn from_words(arch: Arch, words: &[u32]) -> Result<Program, (u32, DecodeError)> {
        let mut p = Program::new(arch);
        // At most one instruction a dword: reserved once (pages never written cost nothing).
        p.reserve(words.len());
        let mut at = 0;
        while at < words.len() {
            // Decoded in place, in its slot (no copy of the instruction); the address is known
            // here: no data, and no size to work out from the last one.
            p.insts.push(Inst::new(Op::s_nop));
            let slot = p.insts.last_mut().expect("just pushed");
            let n = decode_into(arch, &words[at..], slot).map_err(|e| (at as u32 * 4, e))?;
            p.pcs.push(at as u32 * 4);
            p.lines.push(0);
            at += n;
        }
        if !p.insts.is_empty() {
            p.items.push(Item::Insts(0..p.insts.len() as u32));
        }
        Ok(p)
    }

    /// The bytes of the whole program, instructions and data, as llvm-mc's `.text` holds them.
    pub fn bytes(&self) -> Result<Vec<u8>, EncodeError> {
        let mut out = alloc::vec![0u8; self.size_bytes() as usize];
        let mut words = Vec::new();
        for (i, &pc) in self.insts.iter().zip(&self.pcs) {
            if self.in_data(pc) {
                continue;
            }
            words.clear();
            encode(self.arch, i, &mut words)?;
            for (k, w) in words.iter().enumerate() {
                let at = pc as usize + k * 4;
                if let Some(dst) = out.get_mut(at..at + 4) {
                    dst.copy_from_slice(&w.to_le_bytes());
                }
            }
        }
        for d in &self.data {
            out[d.addr as usize..d.end() as usize].copy_from_slice(&d.bytes);
        }
        Ok(out)
    }

    /// The machine words of the whole program ([`Program::bytes`], the last dword padded
    /// with zero bytes).
    pub fn words(&self) -> Result<Vec<u32>, EncodeError> {
        let bytes = self.bytes()?;
        Ok(bytes
            .chunks(4)
            .map(|c| {
                let mut w = [0u8; 4];
                w[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(w)
            })
            .collect())
    }

    /// Canonical text of instruction `n`: as llvm-mc echoes it for assembled programs (labels
    /// and immediates as written), as it disassembles it for decoded ones.
    pub fn text(&self, n: usize) -> String {
        match self.imm_source(n) {
            Some(imm) => print_asm(self.arch, &self.insts[n], Some(imm)),
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
                Item::Data(text) => {
                    let _ = writeln!(out, "\t{text}");
                }
                Item::Line(text) => {
                    let _ = writeln!(out, "{text}");
                }
                Item::Align(log2, None) => {
                    let _ = writeln!(out, "\t.p2align\t{log2}");
                }
                Item::Align(log2, Some(max)) => {
                    let _ = writeln!(out, "\t.p2align\t{log2}, , {max}");
                }
                Item::Insts(run) => {
                    for n in run.start as usize..run.end as usize {
                        self.echo_inst(&mut out, n, show_encoding);
                    }
                }
            }
        }
        out
    }

    /// Echoes instruction `n` as llvm-mc does: a tab, its text and, with `show_encoding`, its
    /// bytes (a branch to a label with its fixup).
    fn echo_inst(&self, out: &mut String, n: usize, show_encoding: bool) {
        let text = self.text(n);
        out.push('\t');
        out.push_str(&text);
        if show_encoding {
            let label = match self.imm_source(n) {
                Some(ImmSource::Label(l)) => Some(l),
                _ => None,
            };
            for _ in text.len()..40 {
                out.push(' ');
            }
            if text.len() >= 40 {
                out.push(' ');
            }
            out.push_str("; encoding: ");
            encoding_bytes(out, self.arch, &self.insts[n], label.is_some());
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

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use core::mem::size_of;

    /// What a decoded instruction costs: its `Inst`, its address and its line. Listing items
    /// and immediate sources are per run and per written immediate, not per instruction.
    #[test]
    fn per_instruction_storage_stays_small() {
        let (inst, item) = (size_of::<Inst>(), size_of::<Item>());
        std::println!("Inst {inst} B, Item {item} B, per decoded instruction {} B", inst + 8);
        assert_eq!((inst, item), (56, 32));
    }

    #[test]
    fn a_decoded_program_is_one_listed_run() {
        let words = [0x7e00_0280, 0xbf80_0000, 0xbf81_0000]; // v_mov_b32 v0, 0; s_nop 0; s_endpgm
        let p = Program::from_words(Arch::Gfx950, &words).unwrap();
        assert_eq!(p.items, [Item::Insts(0..3)]);
        assert!(p.imm_sources.is_empty());
        assert_eq!(p.echo(false), "\tv_mov_b32_e32 v0, 0\n\ts_nop 0\n\ts_endpgm\n");
    }

    #[test]
    fn decoding_in_place_overwrites_the_whole_slot() {
        let dirty = crate::syntax::assemble(Arch::Gfx950, "v_mov_b32_dpp v1, v2 row_shl:1\n").unwrap();
        for words in [&[0x7e00_0280u32][..], &[0xd1cb_0000, 0x0402_0501], &[0xbf81_0000]] {
            let mut slot = dirty.insts[0];
            let n = decode_into(Arch::Gfx950, words, &mut slot).unwrap();
            assert_eq!(Ok((slot, n)), decode(Arch::Gfx950, words));
        }
        let mut slot = dirty.insts[0];
        assert_eq!(
            decode_into(Arch::Gfx950, &[0xd1cb_0000], &mut slot),
            Err(DecodeError::Truncated { needed: 2 })
        );
    }

    #[test]
    fn assembled_runs_break_at_labels_and_keep_written_immediates() {
        let src = "s_nop 0\nl:\ns_branch l\ns_nop 0x1\ns_endpgm\n";
        let p = crate::syntax::assemble(Arch::Gfx950, src).unwrap();
        assert_eq!(p.items[0], Item::Insts(0..1));
        assert_eq!(p.items[2], Item::Insts(1..4));
        assert_eq!(p.imm_source(1), Some(&ImmSource::Label("l".into())));
        assert_eq!(p.imm_source(2), Some(&ImmSource::Value(1)));
        assert_eq!(p.imm_source(3), None);
        let echo = p.echo(false);
        assert!(echo.contains("\ts_branch l\n\ts_nop 1\n"), "{echo}");
    }
}
