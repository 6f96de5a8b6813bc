//! Disassembling llvm-mc `--disassemble` input text: lines of bytes (`0x01,0x02 0x03`),
//! `#` and `;` comments. Output equals `llvm-mc --disassemble [-show-encoding]`.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use lanescope_isa::{Diagnostic, Span};

use crate::decode::decode;
use crate::isa::arch::Arch;
use crate::isa::inst::Inst;
use crate::isa::operand::{Ty, INLINE_F16, INLINE_F64, LITERAL};
use crate::isa::table::Slot;
use crate::program::encoding_bytes;
use crate::syntax::print::print;

/// Parses one input line into bytes; on a bad token returns its column and a message.
pub fn parse_byte_line(line: &str) -> Result<Vec<u8>, (u32, String)> {
    let code = line.split(['#', ';']).next().unwrap_or("");
    let mut out = Vec::new();
    let mut offset = 0;
    for tok in code.split(|c: char| c == ',' || c.is_whitespace()) {
        let col = code[..offset.min(code.len())].chars().count() as u32 + 1;
        offset += tok.len() + 1;
        if tok.is_empty() {
            continue;
        }
        let parsed = match tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
            Some(h) => u8::from_str_radix(h, 16),
            None => tok.parse::<u8>(),
        };
        out.push(parsed.map_err(|_| (col, format!("invalid input token '{tok}'")))?);
    }
    Ok(out)
}

/// Disassembles llvm-mc disassembler input: the printed text and the warnings.
///
/// As with llvm-mc, the bytes of all lines form one stream (an instruction may span lines);
/// an undecodable word gets a warning located at its line and decoding goes on 4 bytes later.
pub fn disassemble_text(arch: Arch, text: &str, show_encoding: bool) -> (String, Vec<Diagnostic>) {
    let mut out = String::new();
    let mut warnings = Vec::new();
    // Every byte with the line it came from.
    let mut bytes = Vec::new();
    let mut lines = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line_no = n as u32 + 1;
        match parse_byte_line(line) {
            Ok(b) => {
                lines.extend(core::iter::repeat_n(line_no, b.len()));
                bytes.extend(b);
            }
            Err((col, msg)) => warnings.push(Diagnostic::warning(Span::new(line_no, col, 1), msg)),
        }
    }
    let mut bad = disassemble_into(&mut out, arch, &bytes, &[], show_encoding);
    // Bytes that do not fill a dword are an invalid encoding too.
    if bytes.len() % 4 != 0 {
        bad.push(bytes.len() / 4 * 4);
    }
    for at in bad {
        warnings.push(Diagnostic::warning(
            Span::new(lines[at], 1, 1),
            "invalid instruction encoding",
        ));
    }
    warnings.sort_by_key(|w| w.span.line);
    (out, warnings)
}

/// Disassembles the `.text` of an ELF code object (`clang -c`, `llvm-mc -filetype=obj`), with
/// a `name:` line before the code of each symbol. Returns the text and a warning per invalid
/// word, naming its offset in `.text`.
pub fn disassemble_object(
    arch: Arch,
    object: &crate::elf::CodeObject<'_>,
    show_encoding: bool,
) -> (String, Vec<String>) {
    let mut out = String::new();
    let labels: Vec<(usize, &str)> = object
        .symbols
        .iter()
        .map(|s| (s.offset as usize, s.name.as_str()))
        .collect();
    let bad = disassemble_into(&mut out, arch, object.text, &labels, show_encoding);
    // Each kernel descriptor as the `.amdhsa_kernel` block llvm-objdump -D prints, commented
    // out: llvm-objdump's block sets `.amdhsa_reserve_xnack_mask 0`, which llvm-mc rejects
    // for these targets, and the listing must stay assembler input.
    for (name, bytes) in &object.kernel_descriptors {
        out.push('\n');
        for line in crate::kernel::KernelDescriptor::from_bytes(bytes)
            .to_directives(arch, name)
            .lines()
        {
            out.push_str("; ");
            out.push_str(line);
            out.push('\n');
        }
    }
    let warnings = bad
        .into_iter()
        .map(|at| format!("invalid instruction encoding at .text+{at:#x}"))
        .collect();
    (out, warnings)
}

/// Decodes `bytes` (whole dwords; a trailing partial one is ignored) and appends one line per
/// instruction, with `name:` lines where `labels` point; returns the byte offsets of words that
/// do not decode (each is skipped as one dword).
fn disassemble_into(
    out: &mut String,
    arch: Arch,
    bytes: &[u8],
    labels: &[(usize, &str)],
    show_encoding: bool,
) -> Vec<usize> {
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut bad = Vec::new();
    let mut at = 0; // in bytes, always a multiple of 4
    let mut next_label = 0;
    while at < words.len() * 4 {
        while let Some(&(off, name)) = labels.get(next_label) {
            if off > at {
                break;
            }
            out.push_str(name);
            out.push_str(":\n");
            next_label += 1;
        }
        match decode(arch, &words[at / 4..]) {
            Ok((inst, size)) => {
                let inst = as_llvm_decodes(inst, false);
                let text = print(arch, &inst);
                let inst = as_llvm_decodes(inst, true);
                out.push('\t');
                out.push_str(&text);
                if show_encoding {
                    let pad = 40usize.saturating_sub(text.len()).max(1);
                    let _ = write!(out, "{:pad$}; encoding: ", "");
                    encoding_bytes(out, arch, &inst, false);
                }
                out.push('\n');
                at += size * 4;
            }
            Err(_) => {
                bad.push(at);
                at += 4;
            }
        }
    }
    bad
}

/// The instruction as llvm-mc's disassembler re-encodes it for `-show-encoding`: an inline
/// float constant in an integer 16-bit VALU operand becomes a literal holding its f16 bits
/// (printed `0x3c00`; shown as a literal in the 32-bit forms, and in VOP3 as an SRC field of 255
/// with no literal dword); a 16-bit float literal keeps its low half; a 64-bit float literal
/// equal to an inline constant becomes that constant. The instruction executes the same.
fn as_llvm_decodes(mut inst: Inst, for_encoding: bool) -> Inst {
    let row = inst.row();
    if !row.format.is_valu() {
        return inst;
    }
    for o in row.operands {
        let i = match o.slot {
            Slot::Src0 => 0,
            Slot::Src1 => 1,
            Slot::Src2 => 2,
            _ => continue,
        };
        let code = inst.src[i];
        if for_encoding && matches!(o.ty, Ty::I16 | Ty::U16 | Ty::B16) && (240..=248).contains(&code) {
            inst.src[i] = LITERAL;
            inst.literal = INLINE_F16[(code - 240) as usize] as u32;
        }
        if matches!(o.ty, Ty::F16 | Ty::BF16) && code == LITERAL {
            inst.literal &= 0xffff;
        }
        // A 64-bit float literal equal to an inline constant is shown (and re-encoded) as it.
        if o.ty == Ty::F64 && code == LITERAL {
            let v = (inst.literal as u64) << 32;
            if v == 0 {
                inst.src[i] = 128;
            } else if let Some(k) = INLINE_F64.iter().position(|&c| c == v) {
                inst.src[i] = 240 + k as u16;
            }
        }
    }
    inst
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_mc_input_format() {
        let (out, warns) = disassemble_text(
            Arch::Gfx900,
            "# c\n0x01,0x05,0x00,0x02\n\n0xff,0xff,0xff,0xff\n0x00,0x00,0x81,0xbf 0x00,0x00,0x81,0xbf\n0x01,0x05\nzz\n",
            false,
        );
        assert_eq!(out, "\tv_add_f32_e32 v0, v1, v2\n\ts_endpgm\n\ts_endpgm\n");
        let lines: Vec<(u32, &str)> = warns.iter().map(|w| (w.span.line, w.message.as_str())).collect();
        assert_eq!(
            lines,
            [
                (4, "invalid instruction encoding"),
                (6, "invalid instruction encoding"),
                (7, "invalid input token 'zz'")
            ]
        );
    }
}
