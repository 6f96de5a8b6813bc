//! Machine words → [`Inst`].

use core::fmt;

use crate::isa::arch::Arch;
use crate::isa::format::Format;
use crate::isa::inst::{mem, Inst};
use crate::isa::layout_si;
use crate::isa::table::{flags, lookup, Op, Row};

mod check;
mod memory;
mod mfma;
mod sdwa_dpp;
mod vop;

use check::check_alu;
pub(crate) use memory::{agpr_return_refused, smem_tuple};
use memory::{agpr_tuples_fit, decode_buffer, decode_ds, decode_exp, decode_flat, decode_mimg, decode_smem};
use mfma::{decode_mai, decode_scale_form};
use sdwa_dpp::{decode_bare, decode_dpp, decode_sdwa};
use vop::{decode_interp, decode_scalar, decode_vop3a, decode_vop3p, decode_vop_short};

/// Why a word sequence does not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The words end inside an instruction (it needs `needed` dwords).
    Truncated {
        /// Dwords the instruction needs.
        needed: usize,
    },
    /// The encoding or opcode is not an instruction of this architecture (in this model).
    UnknownOpcode {
        /// The format the word was identified as, if any.
        format: Option<Format>,
        /// The opcode field.
        opcode: u16,
    },
    /// A field holds a value the instruction cannot take.
    BadOperand(&'static str),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Truncated { needed } => {
                write!(f, "instruction needs {needed} dwords; input ends first")
            }
            DecodeError::UnknownOpcode {
                format: Some(fm),
                opcode,
            } => {
                write!(f, "invalid instruction encoding ({} opcode {opcode})", fm.name())
            }
            DecodeError::UnknownOpcode { format: None, .. } => f.write_str("invalid instruction encoding"),
            DecodeError::BadOperand(why) => write!(f, "invalid operand: {why}"),
        }
    }
}

impl core::error::Error for DecodeError {}

/// Decodes the instruction at the start of `words`; returns it and its size in dwords. GCN
/// 1.0/1.1 words are read through their GFX9 equivalent ([`layout_si`]).
pub fn decode(arch: Arch, words: &[u32]) -> Result<(Inst, usize), DecodeError> {
    let mut i = Inst::new(Op::s_nop);
    let n = decode_into(arch, words, &mut i)?;
    Ok((i, n))
}

/// [`decode`] into `out` (its old value is overwritten; on an error it is left in some state):
/// decoding in place spares the caller a copy of the instruction, which, read back right
/// after its fields were stored one by one, costs a store-forwarding stall per instruction.
pub fn decode_into(arch: Arch, words: &[u32], out: &mut Inst) -> Result<usize, DecodeError> {
    if !layout_si::applies(arch) {
        return decode_gfx9(arch, words, 0, out);
    }
    let vop3b = |op| lookup(arch, Format::Vop3a, op).is_some_and(|o| o.row().is_vop3b());
    match layout_si::to_gfx9(words, vop3b, arch.has_smrd_literal_offsets())? {
        None => decode_gfx9(arch, words, 0, out),
        Some(t) => {
            let extra = if t.addr64 { mem::ADDR64 } else { 0 };
            decode_gfx9(arch, &t.words[..t.len], extra, out)?;
            Ok(t.si_len)
        }
    }
}

/// [`decode_into`] on GFX9-layout words; `extra` are memory flags with no GFX9 bit (`addr64`).
fn decode_gfx9(arch: Arch, words: &[u32], extra: u16, i: &mut Inst) -> Result<usize, DecodeError> {
    let w0 = *words.first().ok_or(DecodeError::Truncated { needed: 1 })?;
    let format = Format::identify(w0).ok_or(DecodeError::UnknownOpcode {
        format: None,
        opcode: 0,
    })?;
    let opcode = format.opcode(w0);
    let op = lookup(arch, format, opcode).ok_or(DecodeError::UnknownOpcode {
        format: Some(format),
        opcode,
    })?;
    let row = op.row();
    *i = Inst::new(op);
    i.mem |= extra;
    if row.is_interp() {
        return decode_interp(arch, row, format, w0, words, i);
    }
    if let Some(done) = decode_fixed(arch, row, format, w0, words, i) {
        return done.map(|()| 2);
    }
    // `v_mfma_ld_scale_b32` before an F8F6F4 MFMA whose ABID is 1 is the 4-dword scale form
    // (seed 001 lines 3326-3340; llvm-mc 22 ignores the prefix's other fields).
    if format == Format::Vop3p && op == Op::v_mfma_ld_scale_b32 {
        if let Some(scaled) = decode_scale_form(arch, word(words, 1)?, words)? {
            *i = scaled;
            return Ok(4);
        }
    }
    let len = decode_alu(arch, row, format, words, i)?;
    check_alu(arch, row, format, words, len, i)
}

/// Dword `n` of `words`, or the error for a word sequence that ends before it.
fn word(words: &[u32], n: usize) -> Result<u32, DecodeError> {
    words.get(n).copied().ok_or(DecodeError::Truncated { needed: n + 1 })
}

/// The fields of the scalar and vector ALU encodings (`words[0]` identified as `format`);
/// returns the length without a literal.
fn decode_alu(arch: Arch, row: &Row, format: Format, words: &[u32], i: &mut Inst) -> Result<usize, DecodeError> {
    let w0 = words[0];
    Ok(match format {
        Format::Sop2 | Format::Sop1 | Format::Sopc | Format::Sopk | Format::Sopp => {
            decode_scalar(row, format, w0, i)?;
            1
        }
        Format::Vop1 if matches!(w0 & 0x1ff, 249 | 250) && row.has(flags::BARE_DPP_SDWA) && arch.has_sdwa_dpp() => {
            decode_bare(arch, w0, words.get(1).copied(), i)
        }
        Format::Vop2 | Format::Vop1 | Format::Vopc if (w0 & 0x1ff) == 249 && row.has_sdwa() && arch.has_sdwa_dpp() => {
            decode_sdwa(arch, i, row, w0, word(words, 1)?)?
        }
        Format::Vop2 | Format::Vop1 if (w0 & 0x1ff) == 250 && row.has_dpp(arch) => {
            decode_dpp(row, format, w0, word(words, 1)?, i)?;
            2
        }
        Format::Vop2 | Format::Vop1 | Format::Vopc => {
            decode_vop_short(row, format, w0, i);
            1
        }
        Format::Vop3p => {
            decode_vop3p(row, w0, word(words, 1)?, i)?;
            2
        }
        Format::Vop3a => {
            decode_vop3a(arch, row, w0, word(words, 1)?, i)?;
            2
        }
        // Never identified from a word (MAI rows decode as VOP3P, VINTRP rows through
        // `decode_interp`), or decoded by `decode_fixed`.
        _ => {
            return Err(DecodeError::UnknownOpcode {
                format: Some(format),
                opcode: format.opcode(w0),
            })
        }
    })
}

/// The formats that are always two dwords without a literal (exports, MIMG, SMEM, DS, the
/// flat and buffer encodings, MAI), each by its own decoder; `None` for the others.
fn decode_fixed(
    arch: Arch,
    row: &Row,
    format: Format,
    w0: u32,
    words: &[u32],
    i: &mut Inst,
) -> Option<Result<(), DecodeError>> {
    use Format::*;
    let mai = format == Vop3p && row.format == Vop3pMai;
    if !mai
        && !matches!(
            format,
            Exp | Mimg | Smem | Ds | Flat | FlatScratch | FlatGlobal | Mubuf | Mtbuf
        )
    {
        return None;
    }
    let Some(&w1) = words.get(1) else {
        return Some(Err(DecodeError::Truncated { needed: 2 }));
    };
    Some(match format {
        Exp => {
            decode_exp(w0, w1, i);
            Ok(())
        }
        Mimg => decode_mimg(arch, row, w0, w1, i),
        Smem => decode_smem(arch, row, w0, w1, i),
        Ds => decode_ds(arch, row, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i)),
        Flat | FlatScratch | FlatGlobal => {
            decode_flat(arch, row, format, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i))
        }
        Mubuf | Mtbuf => decode_buffer(arch, row, format, w0, w1, i).and_then(|()| agpr_tuples_fit(row, i)),
        _ => decode_mai(row, w0, w1, i, false),
    })
}

/// Decodes every instruction in `words`; on the first error returns its dword offset.
pub fn decode_all(arch: Arch, words: &[u32]) -> Result<alloc::vec::Vec<Inst>, (usize, DecodeError)> {
    let mut out = alloc::vec::Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (inst, n) = decode(arch, &words[at..]).map_err(|e| (at, e))?;
        out.push(inst);
        at += n;
    }
    Ok(out)
}

/// Decodes `op` alone for docs and tests.
pub fn is_known(arch: Arch, op: Op) -> bool {
    op.row().opcode_on(arch).is_some()
}

/// The [`Inst::invalid`] bit of operand `n` (none past the eighth).
fn operand_bit(n: usize) -> u8 {
    if n < 8 {
        1 << n
    } else {
        0
    }
}

/// Marks the operands `which` selects as holding values their class cannot take
/// ([`Inst::invalid`]).
fn mark_invalid(row: &Row, i: &mut Inst, which: impl Fn(&crate::isa::table::Operand) -> bool) {
    for (k, o) in row.operands.iter().enumerate() {
        if which(o) {
            i.invalid |= operand_bit(k);
        }
    }
}

/// Whether a source code is architecturally defined (125, 209-229 and 232-234 are reserved;
/// 230/231 are `src_flat_scratch_base_lo/hi`, which llvm-mc 22 decodes on both targets; 249/250
/// are the SDWA/DPP markers and 254 is LDS_DIRECT, not modelled yet).
fn valid_source(code: u16) -> bool {
    !matches!(code, 209..=229 | 232..=234 | 249 | 250)
}

/// The error for a word whose operand fields break a rule (`why`).
fn bad<T>(why: &'static str) -> Result<T, DecodeError> {
    Err(DecodeError::BadOperand(why))
}

/// The read-only source registers a scalar destination field can name (LLVM puts them in its
/// SReg classes): `src_flat_scratch_base_lo/hi`, the apertures, `src_pops_exiting_wave_id`,
/// `src_vccz`, `src_execz` and `src_scc` (seed 000 lines 806-822).
fn is_source_register(code: u16) -> bool {
    matches!(code, 230 | 231 | 235..=239 | 251..=253)
}

/// llvm-mc's rule for the abs/neg bits of VOP3 and DPP sources (`bits`: one per source): bits
/// outside the row's [`Row::modifier_fields`] make the word invalid; the others are kept (and
/// printed on float operands).
fn check_input_modifiers(row: &Row, bits: u8) -> Result<(), DecodeError> {
    if bits & !row.modifier_fields() != 0 {
        return bad("abs/neg modifier on an operand that takes none");
    }
    Ok(())
}
