//! The R700 instruction table: one row per instruction, the single truth shared by the
//! decoder, the encoder, the printer, the checked assembler and the executor.
//!
//! Each row gives the microcode format, the opcode in that format, the mnemonic as LLVM's
//! r600 printer spells it, the number of ALU sources, the units an ALU instruction may run
//! on, the semantics function and a fidelity badge.

/// Microcode formats (seed 003 chapter 10; map §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// CF_WORD0/1: branches, loops, fetch-clause starts, `CF_END`.
    Cf,
    /// CF_ALU_WORD0/1: ALU clause starts with kcache locks.
    CfAlu,
    /// CF_ALLOC_EXPORT_WORD0/1: exports and memory writes.
    CfExport,
    /// ALU_WORD0 + ALU_WORD1_OP2 (`ALU_INST[17:7]`).
    Op2,
    /// ALU_WORD0 + ALU_WORD1_OP3 (`ALU_INST[17:13]`).
    Op3,
    /// TEX_WORD0/1/2 (128-bit slot).
    Tex,
    /// VTX_WORD0/1/2 (128-bit slot).
    Vtx,
}

/// Which ALU units may run an instruction (map §4.2 unit key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Not an ALU instruction.
    None,
    /// Any of x, y, z, w, t.
    Any,
    /// Vector units x, y, z, w only.
    Vector,
    /// The transcendental unit t only.
    Trans,
    /// A reduction over all four vector units (DOT4, CUBE, MAX4).
    Reduction,
}

/// How faithfully lanescope models a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fidelity {
    /// Decoded, encoded and printed; semantics not implemented yet.
    Syntax,
    /// An LLVM (Evergreen-form) encoding that llc emits for rv770; decoded with a warning
    /// (executed like its R700 counterpart when it has semantics).
    LlvmEvergreen,
    /// Executed exactly as the seed (with issue 16's settled facts) specifies.
    Exact,
    /// Executed approximately; the text says how.
    Approximate(&'static str),
    /// Decoded, encoded and printed, but running it faults: the text says why (the seed
    /// gives no semantics, or the state it needs is not modelled).
    Unsupported(&'static str),
}

/// Why an instruction could not be executed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// What went wrong.
    pub message: &'static str,
}

/// An ALU instruction's per-lane semantics: three source values (after NEG/ABS) to the
/// result bits (see [`crate::exec::ops`]). CF and fetch rows are executed by the CF walker
/// in [`crate::exec`]; their `sem` stays [`unimplemented()`].
pub type SemFn = fn([u32; 3]) -> Result<u32, Fault>;

/// The semantics of rows not executed per lane: a fault, never a panic.
pub fn unimplemented(_src: [u32; 3]) -> Result<u32, Fault> {
    Err(Fault {
        message: "R700 semantics of this instruction are not implemented yet",
    })
}

/// How the transcendental rows are approximated.
const TR: &str = "libm's correctly rounded f32 result; the hardware's ulp error is unspecified";
/// How the reciprocal rows are approximated.
const RCP: &str = "correctly rounded reciprocal; the hardware's is approximate (ulp unspecified)";
/// How the float-to-integer conversions are approximated.
const CVT: &str = "saturating truncation, NaN gives 0; the seed leaves out-of-range results open";

/// How `CUBE` is approximated.
const CUBE: &str = "GCN's V_CUBE* face selection (z wins ties, then y); the seed gives no tie rules";
/// How vertex-fetch clauses are approximated.
const VTX: &str = "buffers are the snippet's vec4 constant buffers (16-byte stride, index in SRC_SEL_X); 8/16/32-bit per-component formats (not packed ones), ENDIAN_SWAP ignored";
/// How TEX clauses are approximated.
const TEXC: &str = "runs the TEX instructions on the texture model (see each row); rows marked unsupported fault";
/// How the texture model approximates TEX instructions.
const TEXM: &str = "2D textures, one mip level, point sampling clamped to the edge (no sampler state), LOD bias ignored, texel offsets fault";
/// How `MEM_EXPORT` is approximated.
const MEMX: &str = "one flat scatter buffer; elements past ARRAY_SIZE or the buffer are dropped, not clamped; lanes write in lane order; RW_REL and reads fault";
/// How `CALL_FS` is approximated.
const CFS: &str = "a no-op: there is no fetch shader (vertex inputs are preloaded GPRs)";
/// How `ALU_ELSE_AFTER` is approximated.
const EAFTER: &str = "the clause, then ELSE without pops (the seed describes it three ways, map §6)";

/// How `PUSH_ELSE` is approximated.
const PELSE: &str = "pushes, then inverts like ELSE against the entry below (seed L2875 'Push State To Stack and Invert State', Table 3.7); jumps without popping when no lane is left active. The seed gives no pseudocode";
/// Why the GS-only CF instructions are not executed.
const GS: &str = "geometry-shader only (seed L952-961): there is no GS ring or vertex-emit model";
/// Why stream-out is not executed.
const STREAM: &str = "VS stream-out buffers (seed L880-900): buffer bases, strides and vertex order are host state the seed does not give";
/// Why scratch writes are not executed.
const SCRATCH: &str = "the per-thread scratch address formula is lost in the seed's text (L2185)";
/// Why reduction writes are not executed.
const REDUC: &str =
    "the reduction buffer's per-thread layout (seed L2189) needs the wave id and stride, which are host state";
/// Why ring writes are not executed.
const RING: &str = "GS/DC ring buffers (seed L890-896): ring placement per thread is host-managed and not in the seed";
/// Why `MOVA_GPR_INT` is not executed.
const MGI: &str = "listed only in the Ch10 opcode table (seed L8078); the seed gives no description";
/// How `RECIP_INT` is approximated.
const RCPI: &str = "sign(x)·⌊2³²/|x|⌋ wrapped to 32 bits (RECIP_UINT's settled form with the sign); the seed says only ApproximateRecip (L6381); 0 gives 0xFFFFFFFF";
/// How the 64-bit rows are approximated.
const D64: &str = "f64 arithmetic on the hi:lo pair (src of slot x/z = hi, y/w = lo; result x/z = lo, y/w = hi, seed L3039-3076), denormals flushed to 0 as Tables 9.1-9.12 say, generated NaNs are NaN64 0xFFF8000000000000; OMOD/CLAMP on a 64-bit op fault";
/// How `MULADD_64*` are approximated.
const MAD64: &str = "as the other 64-bit rows, with the product rounded before the add (the seed gives one table per step, Tables 9.8/9.9)";
/// How `FLT64_TO_FLT32` is approximated.
const F64TO32: &str = "round to nearest (the seed leaves results outside f32's range open); the y/w slot, which the seed leaves unsaid, gets 0";
/// How `FREXP_64` is approximated.
const FREXP: &str = "exponent as a sign-extended 64-bit integer in x (lo) and y (hi), fraction in z (lo) and w (hi); the seed's example omits the result (L3829)";
/// How the sampling variants are approximated.
const TEXL: &str = "as SAMPLE: one mip level, so the LOD, bias and gradients cannot change the point sample";
/// How the compare samplers are approximated.
const TEXCMP: &str = "point sample of texel.x compared with the reference (source W) by LEQUAL, 1.0 or 0.0 in every component: the compare function is sampler state, not modelled";
/// How `GET_TEXTURE_RESINFO` is approximated.
const RESINFO: &str = "width, height, depth 1 and 1 mip level as integers (the texture model's size)";
/// How `GET_NUMBER_OF_SAMPLES` is approximated.
const NSAMP: &str = "1 in every component: the texture model has no multisampled resources";
/// How the gradient reads are approximated.
const GRAD: &str = "fine differences of the source across the 2×2 quad (lanes 4q..4q+3, row-major): H = right − left, V = bottom − top, as f32";
/// How the gradient-setting instructions are approximated.
const SETGRAD: &str = "accepted and ignored: with one mip level a gradient cannot change a sample";
/// Why TEX-clause instructions with no texture-model meaning are not executed.
const TEXNO: &str =
    "needs filtering, LOD or cube state the texture model does not have (point sampling, one 2D mip level)";
/// Why a vertex fetch in TEX encoding is not executed.
const TEXVTX: &str =
    "a vertex fetch in a TEX clause: the seed gives its opcode (L8506) but no fields or semantics for it there";
/// How LDS instructions (TEX_MEM) are approximated.
const LDS: &str = "owner writes and NONE/WORD_SELECT reads on one wavefront as its own thread group (seed L627-670, L8759-8884); WORD_SELECT fills every write-enabled component; FFT_PERMUTE, REL_GLOBAL and other MEM_OPs fault";
/// How memory reads (VTX_MEM) are approximated.
const MEMRD: &str = "scatter reads of ELEM_SIZE+1 raw dwords at ARRAY_BASE + SRC_GPR (seed L2199, DATA_FORMAT ignored) from the MEM_EXPORT buffer; scratch and reduction reads fault (their layouts need host state or were lost, L2185)";
/// Why semantic fetches are not executed.
const SEM: &str = "the semantic table that maps SEMANTIC_ID to a GPR is host state the seed does not define";

/// A CF row run by the CF walker in [`crate::exec`] with badge `fidelity`.
const fn cf(row: Row, fidelity: Fidelity) -> Row {
    Row { fidelity, ..row }
}

/// A row that faults when run (`why` says why).
const fn un(row: Row, why: &'static str) -> Row {
    Row {
        fidelity: Fidelity::Unsupported(why),
        ..row
    }
}

/// A row executed exactly by `sem`.
const fn x(row: Row, sem: SemFn) -> Row {
    Row {
        sem,
        fidelity: Fidelity::Exact,
        ..row
    }
}

/// A row executed approximately by `sem` (`how` says how).
const fn ap(row: Row, sem: SemFn, how: &'static str) -> Row {
    Row {
        sem,
        fidelity: Fidelity::Approximate(how),
        ..row
    }
}

/// One instruction.
#[derive(Debug)]
pub struct Row {
    /// Mnemonic as llc prints it.
    pub name: &'static str,
    /// Microcode format.
    pub format: Format,
    /// Opcode within the format.
    pub opcode: u16,
    /// Number of ALU sources (0 for non-ALU rows).
    pub srcs: u8,
    /// Units an ALU instruction may use.
    pub unit: Unit,
    /// Fidelity badge.
    pub fidelity: Fidelity,
    /// Semantics.
    pub sem: SemFn,
}

/// A row constructor used by the table below.
const fn r(name: &'static str, format: Format, opcode: u16, srcs: u8, unit: Unit) -> Row {
    Row {
        name,
        format,
        opcode,
        srcs,
        unit,
        fidelity: Fidelity::Syntax,
        sem: unimplemented,
    }
}

use crate::exec::ops::{self, E, GE, GT, LE, LT, NE};
use Format::*;
use Unit::{Any as A, None as N, Reduction as R, Trans as T, Vector as V};

/// Every R700 instruction lanescope knows.
pub static TABLE: &[Row] = &[
    // CF_WORD (map §4.1). LLVM prints LOOP_END as END_LOOP and NOP with EOP as CF_END.
    cf(r("NOP", Cf, 0, 0, N), Fidelity::Exact),
    cf(r("TEX", Cf, 1, 0, N), Fidelity::Approximate(TEXC)),
    cf(r("VTX", Cf, 2, 0, N), Fidelity::Approximate(VTX)),
    cf(r("VTX_TC", Cf, 3, 0, N), Fidelity::Approximate(VTX)),
    cf(r("LOOP_START", Cf, 4, 0, N), Fidelity::Exact),
    cf(r("END_LOOP", Cf, 5, 0, N), Fidelity::Exact),
    cf(r("LOOP_START_DX10", Cf, 6, 0, N), Fidelity::Exact),
    cf(r("LOOP_START_NO_AL", Cf, 7, 0, N), Fidelity::Exact),
    cf(r("LOOP_CONTINUE", Cf, 8, 0, N), Fidelity::Exact),
    cf(r("LOOP_BREAK", Cf, 9, 0, N), Fidelity::Exact),
    cf(r("JUMP", Cf, 10, 0, N), Fidelity::Exact),
    cf(r("PUSH", Cf, 11, 0, N), Fidelity::Exact),
    cf(r("PUSH_ELSE", Cf, 12, 0, N), Fidelity::Approximate(PELSE)),
    cf(r("ELSE", Cf, 13, 0, N), Fidelity::Exact),
    cf(r("POP", Cf, 14, 0, N), Fidelity::Exact),
    cf(r("POP_JUMP", Cf, 15, 0, N), Fidelity::Exact),
    cf(r("POP_PUSH", Cf, 16, 0, N), Fidelity::Exact),
    cf(r("POP_PUSH_ELSE", Cf, 17, 0, N), Fidelity::Exact),
    cf(r("CALL", Cf, 18, 0, N), Fidelity::Exact),
    cf(r("CALL_FS", Cf, 19, 0, N), Fidelity::Approximate(CFS)),
    cf(r("RETURN", Cf, 20, 0, N), Fidelity::Exact),
    un(r("EMIT_VERTEX", Cf, 21, 0, N), GS),
    un(r("EMIT_CUT_VERTEX", Cf, 22, 0, N), GS),
    un(r("CUT_VERTEX", Cf, 23, 0, N), GS),
    cf(r("KILL", Cf, 24, 0, N), Fidelity::Exact),
    cf(r("WAIT_ACK", Cf, 26, 0, N), Fidelity::Exact),
    // CF_ALU
    cf(r("ALU", CfAlu, 8, 0, N), Fidelity::Exact),
    cf(r("ALU_PUSH_BEFORE", CfAlu, 9, 0, N), Fidelity::Exact),
    cf(r("ALU_POP_AFTER", CfAlu, 10, 0, N), Fidelity::Exact),
    cf(r("ALU_POP2_AFTER", CfAlu, 11, 0, N), Fidelity::Exact),
    cf(r("ALU_CONTINUE", CfAlu, 13, 0, N), Fidelity::Exact),
    cf(r("ALU_BREAK", CfAlu, 14, 0, N), Fidelity::Exact),
    cf(r("ALU_ELSE_AFTER", CfAlu, 15, 0, N), Fidelity::Approximate(EAFTER)),
    // CF_ALLOC_EXPORT. llc prints EXPORT_DONE as EXPORT too.
    un(r("MEM_STREAM0", CfExport, 32, 0, N), STREAM),
    un(r("MEM_STREAM1", CfExport, 33, 0, N), STREAM),
    un(r("MEM_STREAM2", CfExport, 34, 0, N), STREAM),
    un(r("MEM_STREAM3", CfExport, 35, 0, N), STREAM),
    un(r("MEM_SCRATCH", CfExport, 36, 0, N), SCRATCH),
    un(r("MEM_REDUCTION", CfExport, 37, 0, N), REDUC),
    un(r("MEM_RING", CfExport, 38, 0, N), RING),
    cf(r("EXPORT", CfExport, 39, 0, N), Fidelity::Exact),
    cf(r("EXPORT", CfExport, 40, 0, N), Fidelity::Exact),
    cf(r("MEM_EXPORT", CfExport, 58, 0, N), Fidelity::Approximate(MEMX)),
    // ALU OP2 (map §4.2), LLVM spellings.
    x(r("ADD", Op2, 0, 2, A), ops::add),
    x(r("MUL", Op2, 1, 2, A), ops::mul),
    x(r("MUL_IEEE", Op2, 2, 2, A), ops::mul_ieee),
    x(r("MAX", Op2, 3, 2, A), ops::max),
    x(r("MIN", Op2, 4, 2, A), ops::min),
    x(r("MAX_DX10", Op2, 5, 2, A), ops::max_dx10),
    x(r("MIN_DX10", Op2, 6, 2, A), ops::min_dx10),
    ap(r("FREXP_64", Op2, 7, 1, V), ops::slot64, FREXP),
    x(r("SETE", Op2, 8, 2, A), ops::set::<E>),
    x(r("SETGT", Op2, 9, 2, A), ops::set::<GT>),
    x(r("SETGE", Op2, 10, 2, A), ops::set::<GE>),
    x(r("SETNE", Op2, 11, 2, A), ops::set::<NE>),
    x(r("SETE_DX10", Op2, 12, 2, A), ops::set_dx10::<E>),
    x(r("SETGT_DX10", Op2, 13, 2, A), ops::set_dx10::<GT>),
    x(r("SETGE_DX10", Op2, 14, 2, A), ops::set_dx10::<GE>),
    x(r("SETNE_DX10", Op2, 15, 2, A), ops::set_dx10::<NE>),
    x(r("FRACT", Op2, 16, 1, A), ops::fract),
    x(r("TRUNC", Op2, 17, 1, A), ops::trunc),
    x(r("CEIL", Op2, 18, 1, A), ops::ceil),
    x(r("RNDNE", Op2, 19, 1, A), ops::rndne),
    x(r("FLOOR", Op2, 20, 1, A), ops::floor),
    x(r("MOVA", Op2, 21, 1, V), ops::mova),
    x(r("MOVA_FLOOR", Op2, 22, 1, V), ops::mova_floor),
    ap(r("ADD_64", Op2, 23, 2, V), ops::slot64, D64),
    x(r("MOVA_INT", Op2, 24, 1, V), ops::mov),
    x(r("MOV", Op2, 25, 1, A), ops::mov),
    x(r("NOP", Op2, 26, 0, A), ops::nop),
    ap(r("MUL_64", Op2, 27, 2, V), ops::slot64, D64),
    ap(r("FLT64_TO_FLT32", Op2, 28, 1, V), ops::slot64, F64TO32),
    x(r("FLT32_TO_FLT64", Op2, 29, 1, V), ops::slot64),
    x(r("PRED_SETGT_UINT", Op2, 30, 2, A), ops::pred_set_int::<GT, false>),
    x(r("PRED_SETGE_UINT", Op2, 31, 2, A), ops::pred_set_int::<GE, false>),
    x(r("PRED_SETE", Op2, 32, 2, A), ops::pred_set::<E>),
    x(r("PRED_SETGT", Op2, 33, 2, A), ops::pred_set::<GT>),
    x(r("PRED_SETGE", Op2, 34, 2, A), ops::pred_set::<GE>),
    x(r("PRED_SETNE", Op2, 35, 2, A), ops::pred_set::<NE>),
    x(r("PRED_SET_INV", Op2, 36, 1, A), ops::pred_set_inv),
    x(r("PRED_SET_POP", Op2, 37, 2, A), ops::pred_set_pop),
    x(r("PRED_SET_CLR", Op2, 38, 0, A), ops::pred_set_clr),
    x(r("PRED_SET_RESTORE", Op2, 39, 1, A), ops::pred_set_restore),
    x(r("PRED_SETE_PUSH", Op2, 40, 2, A), ops::pred_set_push::<E>),
    x(r("PRED_SETGT_PUSH", Op2, 41, 2, A), ops::pred_set_push::<GT>),
    x(r("PRED_SETGE_PUSH", Op2, 42, 2, A), ops::pred_set_push::<GE>),
    x(r("PRED_SETNE_PUSH", Op2, 43, 2, A), ops::pred_set_push::<NE>),
    x(r("KILLE", Op2, 44, 2, A), ops::set::<E>),
    x(r("KILLGT", Op2, 45, 2, A), ops::set::<GT>),
    x(r("KILLGE", Op2, 46, 2, A), ops::set::<GE>),
    x(r("KILLNE", Op2, 47, 2, A), ops::set::<NE>),
    x(r("AND_INT", Op2, 48, 2, A), ops::and_int),
    x(r("OR_INT", Op2, 49, 2, A), ops::or_int),
    x(r("XOR_INT", Op2, 50, 2, A), ops::xor_int),
    x(r("NOT_INT", Op2, 51, 1, A), ops::not_int),
    x(r("ADD_INT", Op2, 52, 2, A), ops::add_int),
    x(r("SUB_INT", Op2, 53, 2, A), ops::sub_int),
    x(r("MAX_INT", Op2, 54, 2, A), ops::max_int),
    x(r("MIN_INT", Op2, 55, 2, A), ops::min_int),
    x(r("MAX_UINT", Op2, 56, 2, A), ops::max_uint),
    x(r("MIN_UINT", Op2, 57, 2, A), ops::min_uint),
    x(r("SETE_INT", Op2, 58, 2, A), ops::set_int::<E, true>),
    x(r("SETGT_INT", Op2, 59, 2, A), ops::set_int::<GT, true>),
    x(r("SETGE_INT", Op2, 60, 2, A), ops::set_int::<GE, true>),
    x(r("SETNE_INT", Op2, 61, 2, A), ops::set_int::<NE, true>),
    x(r("SETGT_UINT", Op2, 62, 2, A), ops::set_int::<GT, false>),
    x(r("SETGE_UINT", Op2, 63, 2, A), ops::set_int::<GE, false>),
    x(r("KILLGT_UINT", Op2, 64, 2, A), ops::kill_int::<GT, false>),
    x(r("KILLGE_UINT", Op2, 65, 2, A), ops::kill_int::<GE, false>),
    x(r("PRED_SETE_INT", Op2, 66, 2, A), ops::pred_set_int::<E, true>),
    x(r("PRED_SETGT_INT", Op2, 67, 2, A), ops::pred_set_int::<GT, true>),
    x(r("PRED_SETGE_INT", Op2, 68, 2, A), ops::pred_set_int::<GE, true>),
    x(r("PRED_SETNE_INT", Op2, 69, 2, A), ops::pred_set_int::<NE, true>),
    x(r("KILLE_INT", Op2, 70, 2, A), ops::kill_int::<E, true>),
    x(r("KILLGT_INT", Op2, 71, 2, A), ops::kill_int::<GT, true>),
    x(r("KILLGE_INT", Op2, 72, 2, A), ops::kill_int::<GE, true>),
    x(r("KILLNE_INT", Op2, 73, 2, A), ops::kill_int::<NE, true>),
    x(r("PRED_SETE_PUSH_INT", Op2, 74, 2, A), ops::pred_set_push_int::<E>),
    x(r("PRED_SETGT_PUSH_INT", Op2, 75, 2, A), ops::pred_set_push_int::<GT>),
    x(r("PRED_SETGE_PUSH_INT", Op2, 76, 2, A), ops::pred_set_push_int::<GE>),
    x(r("PRED_SETNE_PUSH_INT", Op2, 77, 2, A), ops::pred_set_push_int::<NE>),
    x(r("PRED_SETLT_PUSH_INT", Op2, 78, 2, A), ops::pred_set_push_int::<LT>),
    x(r("PRED_SETLE_PUSH_INT", Op2, 79, 2, A), ops::pred_set_push_int::<LE>),
    x(r("DOT4", Op2, 80, 2, R), ops::dot4_term),
    x(r("DOT4_IEEE", Op2, 81, 2, R), ops::mul_ieee),
    ap(r("CUBE", Op2, 82, 2, R), ops::mov, CUBE),
    x(r("MAX4", Op2, 83, 1, R), ops::max4_term),
    un(r("MOVA_GPR_INT", Op2, 96, 1, T), MGI),
    ap(r("EXP_IEEE", Op2, 97, 1, T), ops::exp_ieee, TR),
    ap(r("LOG_CLAMPED", Op2, 98, 1, T), ops::log_clamped, TR),
    ap(r("LOG_IEEE", Op2, 99, 1, T), ops::log_ieee, TR),
    ap(r("RECIP_CLAMPED", Op2, 100, 1, T), ops::recip_clamped, RCP),
    ap(r("RECIP_FF", Op2, 101, 1, T), ops::recip_ff, RCP),
    ap(r("RECIP_IEEE", Op2, 102, 1, T), ops::recip_ieee, RCP),
    ap(r("RECIPSQRT_CLAMPED", Op2, 103, 1, T), ops::rsq_clamped, TR),
    ap(r("RECIPSQRT_FF", Op2, 104, 1, T), ops::rsq_ff, TR),
    ap(r("RECIPSQRT_IEEE", Op2, 105, 1, T), ops::rsq_ieee, TR),
    ap(r("SQRT_IEEE", Op2, 106, 1, T), ops::sqrt_ieee, TR),
    ap(r("FLT_TO_INT", Op2, 107, 1, T), ops::flt_to_int, CVT),
    x(r("INT_TO_FLT", Op2, 108, 1, T), ops::int_to_flt),
    x(r("UINT_TO_FLT", Op2, 109, 1, T), ops::uint_to_flt),
    ap(r("SIN", Op2, 110, 1, T), ops::sin, TR),
    ap(r("COS", Op2, 111, 1, T), ops::cos, TR),
    x(r("ASHR", Op2, 112, 2, A), ops::ashr),
    x(r("LSHR", Op2, 113, 2, A), ops::lshr),
    x(r("LSHL", Op2, 114, 2, A), ops::lshl),
    x(r("MULLO_INT", Op2, 115, 2, T), ops::mullo),
    x(r("MULHI_INT", Op2, 116, 2, T), ops::mulhi_int),
    x(r("MULLO_UINT", Op2, 117, 2, T), ops::mullo),
    x(r("MULHI", Op2, 118, 2, T), ops::mulhi_uint), // MULHI_UINT: llc prints MULHI
    ap(r("RECIP_INT", Op2, 119, 1, T), ops::recip_int, RCPI),
    x(r("RECIP_UINT", Op2, 120, 1, T), ops::recip_uint),
    ap(r("FLT_TO_UINT", Op2, 121, 1, T), ops::flt_to_uint, CVT),
    ap(r("LDEXP_64", Op2, 122, 2, V), ops::slot64, D64),
    ap(r("FRACT_64", Op2, 123, 1, V), ops::slot64, D64),
    ap(r("PRED_SETGT_64", Op2, 124, 2, V), ops::slot64, D64),
    ap(r("PRED_SETE_64", Op2, 125, 2, V), ops::slot64, D64),
    ap(r("PRED_SETGE_64", Op2, 126, 2, V), ops::slot64, D64),
    // LLVM emits Evergreen's MOVA_INT (0xCC) for rv770 too (map §6).
    Row {
        fidelity: Fidelity::LlvmEvergreen,
        sem: ops::mov,
        ..r("MOVA_INT", Op2, 0xCC, 1, V)
    },
    // ALU OP3
    ap(r("MULADD_64", Op3, 8, 3, V), ops::slot64, MAD64),
    ap(r("MULADD_64_M2", Op3, 9, 3, V), ops::slot64, MAD64),
    ap(r("MULADD_64_M4", Op3, 10, 3, V), ops::slot64, MAD64),
    ap(r("MULADD_64_D2", Op3, 11, 3, V), ops::slot64, MAD64),
    x(r("MUL_LIT", Op3, 12, 3, T), ops::mul_lit),
    x(r("MUL_LIT_M2", Op3, 13, 3, T), ops::mul_lit_m2),
    x(r("MUL_LIT_M4", Op3, 14, 3, T), ops::mul_lit_m4),
    x(r("MUL_LIT_D2", Op3, 15, 3, T), ops::mul_lit_d2),
    x(r("MULADD", Op3, 16, 3, A), ops::muladd),
    x(r("MULADD_M2", Op3, 17, 3, A), ops::muladd_m2),
    x(r("MULADD_M4", Op3, 18, 3, A), ops::muladd_m4),
    x(r("MULADD_D2", Op3, 19, 3, A), ops::muladd_d2),
    x(r("MULADD_IEEE", Op3, 20, 3, A), ops::muladd_ieee),
    x(r("MULADD_IEEE_M2", Op3, 21, 3, A), ops::muladd_ieee_m2),
    x(r("MULADD_IEEE_M4", Op3, 22, 3, A), ops::muladd_ieee_m4),
    x(r("MULADD_IEEE_D2", Op3, 23, 3, A), ops::muladd_ieee_d2),
    x(r("CNDE", Op3, 24, 3, A), ops::cnde),
    x(r("CNDGT", Op3, 25, 3, A), ops::cndgt),
    x(r("CNDGE", Op3, 26, 3, A), ops::cndge),
    x(r("CNDE_INT", Op3, 28, 3, A), ops::cnde_int),
    x(r("CNDGT_INT", Op3, 29, 3, A), ops::cndgt_int),
    x(r("CNDGE_INT", Op3, 30, 3, A), ops::cndge_int),
    // TEX_INST (map §4.3)
    un(r("TEX_VTX_FETCH", Tex, 0, 0, N), TEXVTX),
    un(r("TEX_VTX_SEMANTIC", Tex, 1, 0, N), SEM),
    cf(r("TEX_MEM", Tex, 2, 0, N), Fidelity::Approximate(LDS)),
    cf(r("TEX_LD", Tex, 3, 0, N), Fidelity::Approximate(TEXM)),
    cf(
        r("TEX_GET_TEXTURE_RESINFO", Tex, 4, 0, N),
        Fidelity::Approximate(RESINFO),
    ),
    cf(
        r("TEX_GET_NUMBER_OF_SAMPLES", Tex, 5, 0, N),
        Fidelity::Approximate(NSAMP),
    ),
    un(r("TEX_GET_COMP_TEX_LOD", Tex, 6, 0, N), TEXNO),
    cf(r("TEX_GET_GRADIENTS_H", Tex, 7, 0, N), Fidelity::Approximate(GRAD)),
    cf(r("TEX_GET_GRADIENTS_V", Tex, 8, 0, N), Fidelity::Approximate(GRAD)),
    un(r("TEX_GET_LERP", Tex, 9, 0, N), TEXNO),
    cf(r("TEX_KEEP_GRADIENTS", Tex, 10, 0, N), Fidelity::Approximate(SETGRAD)),
    cf(r("TEX_SET_GRADIENTS_H", Tex, 11, 0, N), Fidelity::Approximate(SETGRAD)),
    cf(r("TEX_SET_GRADIENTS_V", Tex, 12, 0, N), Fidelity::Approximate(SETGRAD)),
    un(r("TEX_SET_CUBEMAP_INDEX", Tex, 14, 0, N), TEXNO),
    un(r("TEX_FETCH4", Tex, 15, 0, N), TEXNO),
    cf(r("TEX_SAMPLE", Tex, 16, 0, N), Fidelity::Approximate(TEXM)),
    cf(r("TEX_SAMPLE_L", Tex, 17, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_LB", Tex, 18, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_LZ", Tex, 19, 0, N), Fidelity::Approximate(TEXM)),
    cf(r("TEX_SAMPLE_G", Tex, 20, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_G_L", Tex, 21, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_G_LB", Tex, 22, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_G_LZ", Tex, 23, 0, N), Fidelity::Approximate(TEXL)),
    cf(r("TEX_SAMPLE_C", Tex, 24, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_L", Tex, 25, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_LB", Tex, 26, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_LZ", Tex, 27, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_G", Tex, 28, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_G_L", Tex, 29, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_G_LB", Tex, 30, 0, N), Fidelity::Approximate(TEXCMP)),
    cf(r("TEX_SAMPLE_C_G_LZ", Tex, 31, 0, N), Fidelity::Approximate(TEXCMP)),
    // VTX_INST. llc prints its (Evergreen-layout) vertex fetch as VTX_READ_eg.
    Row {
        fidelity: Fidelity::LlvmEvergreen,
        ..r("VTX_READ_eg", Vtx, 0, 0, N)
    },
    un(r("VTX_SEMANTIC", Vtx, 1, 0, N), SEM),
    cf(r("VTX_MEM", Vtx, 2, 0, N), Fidelity::Approximate(MEMRD)),
];

/// The row for `opcode` in `format`, if any.
pub fn lookup(format: Format, opcode: u16) -> Option<&'static Row> {
    TABLE.iter().find(|row| row.format == format && row.opcode == opcode)
}

impl PartialEq for Row {
    /// Rows are equal when they name the same instruction in the same format.
    fn eq(&self, other: &Row) -> bool {
        self.format == other.format && self.opcode == other.opcode
    }
}

impl Eq for Row {}

/// Where seed 003 describes an instruction, and a one-line summary (the docs panel's row).
#[derive(Debug, PartialEq, Eq)]
pub struct Doc {
    /// Format of the row this documents.
    pub format: Format,
    /// Opcode of the row this documents.
    pub opcode: u16,
    /// The instruction's name in the seed (where llc's differs: `ASHR_INT` for `ASHR`,
    /// `CMOVE` for `CNDE`, `LOOP_END` for `END_LOOP`, `SAMPLE` for `TEX_SAMPLE`, `FETCH` for
    /// `VTX_READ_eg`).
    pub seed_name: &'static str,
    /// 1-based line of seed 003 naming it: its Ch9 description (the `Instructions` line, or
    /// the `Instruction Field` line where the extraction garbled the name), else the Ch4
    /// summary tables, the Ch10 field tables or Appendix A.
    pub line: u32,
    /// One-line summary (Appendix A's description where it has one).
    pub summary: &'static str,
}

const fn d(format: Format, opcode: u16, seed_name: &'static str, line: u32, summary: &'static str) -> Doc {
    Doc {
        format,
        opcode,
        seed_name,
        line,
        summary,
    }
}

/// The doc of every [`TABLE`] row, in table order.
#[rustfmt::skip]
pub static DOCS: &[Doc] = &[
    d(Cf, 0, "NOP", 2824, "No Operation"),
    d(Cf, 1, "TEX", 2898, "Initiate Texture-Fetch Clause"),
    d(Cf, 2, "VTX", 2915, "Initiate Vertex-Fetch Clause"),
    d(Cf, 3, "VTX_TC", 2931, "Initiate Vertex-Fetch Clause Through Texture Cache"),
    d(Cf, 4, "LOOP_START", 2654, "Start Loop"),
    d(Cf, 5, "LOOP_END", 2648, "End Loop"),
    d(Cf, 6, "LOOP_START_DX10", 2687, "Start Loop (DirectX 10)"),
    d(Cf, 7, "LOOP_START_NO_AL", 2691, "Enter Loop If Zero, No Push"),
    d(Cf, 8, "LOOP_CONTINUE", 2612, "Continue Loop"),
    d(Cf, 9, "LOOP_BREAK", 2591, "Break Out Of Innermost Loop"),
    d(Cf, 10, "JUMP", 2551, "Jump to Address"),
    d(Cf, 11, "PUSH", 2864, "Push State To Stack"),
    d(Cf, 12, "PUSH_ELSE", 2877, "Push State To Stack and Invert State"),
    d(Cf, 13, "ELSE", 2455, "Else"),
    d(Cf, 14, "POP", 2845, "Pop From Stack"),
    d(Cf, 15, "POP_JUMP", 7688, "Pop the per-pixel state, then JUMP with pop count 0"),
    d(Cf, 16, "POP_PUSH", 7689, "Pop the per-pixel state, then PUSH with pop count 0"),
    d(Cf, 17, "POP_PUSH_ELSE", 7690, "Pop the per-pixel state, then PUSH_ELSE with pop count 0"),
    d(Cf, 18, "CALL", 2386, "Call Subroutine"),
    d(Cf, 19, "CALL_FS", 2409, "Call Fetch Subroutine"),
    d(Cf, 20, "RETURN", 2886, "Return From Subroutine"),
    d(Cf, 21, "EMIT_VERTEX", 2493, "Vertex Exported to Memory"),
    d(Cf, 22, "EMIT_CUT_VERTEX", 2474, "Emit Vertex, End Primitive Strip"),
    d(Cf, 23, "CUT_VERTEX", 2436, "End Primitive Strip, Start New Primitive Strip"),
    d(Cf, 24, "KILL", 2570, "Kill Pixels Conditional"),
    d(Cf, 26, "WAIT_ACK", 2948, "Wait for Write or Fetch-Read ACKs"),
    d(CfAlu, 8, "ALU", 2247, "Initiate ALU Clause"),
    d(CfAlu, 9, "ALU_PUSH_BEFORE", 2365, "Initiate ALU Clause, Stack Push Before"),
    d(CfAlu, 10, "ALU_POP_AFTER", 2329, "Initiate ALU Clause, Pop Stack After"),
    d(CfAlu, 11, "ALU_POP2_AFTER", 2347, "Initiate ALU Clause, Pop Stack Twice After"),
    d(CfAlu, 13, "ALU_CONTINUE", 2287, "Initiate ALU Clause, Continue Unmasked Pixels"),
    d(CfAlu, 14, "ALU_BREAK", 2266, "Initiate ALU Clause, Loop Break"),
    d(CfAlu, 15, "ALU_ELSE_AFTER", 2308, "Initiate ALU Clause, Stack Push and Else After"),
    d(CfExport, 32, "MEM_STREAM0", 8918, "Write Stream Buffer 0"),
    d(CfExport, 33, "MEM_STREAM1", 2786, "Write Stream Buffer 1"),
    d(CfExport, 34, "MEM_STREAM2", 2796, "Write Stream Buffer 2"),
    d(CfExport, 35, "MEM_STREAM3", 2818, "Write Stream Buffer 3"),
    d(CfExport, 36, "MEM_SCRATCH", 2768, "Access Scratch Buffer"),
    d(CfExport, 37, "MEM_REDUCTION", 2744, "Access Reduction Buffer"),
    d(CfExport, 38, "MEM_RING", 2756, "Write Ring Buffer"),
    d(CfExport, 39, "EXPORT", 2511, "Export from VS or PS"),
    d(CfExport, 40, "EXPORT_DONE", 2530, "Export Last Data"),
    d(CfExport, 58, "MEM_EXPORT", 2701, "Access Scatter Buffer"),
    d(Op2, 0, "ADD", 2963, "Add Floating-Point"),
    d(Op2, 1, "MUL", 4583, "Floating-Point Multiply"),
    d(Op2, 2, "MUL_IEEE", 4667, "Floating-Point Multiply, IEEE"),
    d(Op2, 3, "MAX", 4191, "Floating-Point Maximum"),
    d(Op2, 4, "MIN", 4332, "Floating-Point Minimum"),
    d(Op2, 5, "MAX_DX10", 4215, "Floating-Point Maximum, DirectX 10"),
    d(Op2, 6, "MIN_DX10", 4360, "Floating-Point Minimum, DirectX 10"),
    d(Op2, 7, "FREXP_64", 3760, "Split Double-Precision Floating_Point Into Fraction and Exponent"),
    d(Op2, 8, "SETE", 6539, "Floating-Point Set If Equal"),
    d(Op2, 9, "SETGT", 6720, "Floating-Point Set If Greater Than"),
    d(Op2, 10, "SETGE", 6629, "Floating-Point Set If Greater Than Or Equal"),
    d(Op2, 11, "SETNE", 6820, "Floating-Point Set If Not Equal"),
    d(Op2, 12, "SETE_DX10", 6569, "Floating-Point Set If Equal DirectX 10"),
    d(Op2, 13, "SETGT_DX10", 6744, "Floating-Point Set If Greater Than, DirectX 10"),
    d(Op2, 14, "SETGE_DX10", 6653, "Floating-Point Set If Greater Than Or Equal, DirectX 10"),
    d(Op2, 15, "SETNE_DX10", 6844, "Floating-Point Set If Not Equal, DirectX 10"),
    d(Op2, 16, "FRACT", 3676, "Floating-Point Fractional"),
    d(Op2, 17, "TRUNC", 6958, "Floating-Point Truncate"),
    d(Op2, 18, "CEIL", 3149, "Floating-Point Ceiling"),
    d(Op2, 19, "RNDNE", 6516, "Floating-Point Round To Nearest Even Integer"),
    d(Op2, 20, "FLOOR", 3464, "Floating-Point Floor"),
    d(Op2, 21, "MOVA", 4473, "Copy Rounded Floating-Point To Integer in AR and GPR"),
    d(Op2, 22, "MOVA_FLOOR", 4518, "Copy Truncated Floating-Point To Integer in AR and GPR"),
    d(Op2, 23, "ADD_64", 2982, "Add Floating-Point, 64-Bit"),
    d(Op2, 24, "MOVA_INT", 4552, "Copy Signed Integer To Integer in AR and GPR"),
    d(Op2, 25, "MOV", 4448, "Copy To GPR"),
    d(Op2, 26, "NOP", 5166, "No Operation"),
    d(Op2, 27, "MUL_64", 4602, "Floating-Point Multiply, 64-Bit"),
    d(Op2, 28, "FLT64_TO_FLT32", 3603, "Floating-Point 64-Bit To Floating-Point 32-Bit"),
    d(Op2, 29, "FLT32_TO_FLT64", 3503, "Floating-Point 32-Bit To Floating-Point 64-Bit"),
    d(Op2, 30, "PRED_SETGT_UINT", 1795, "Unsigned integer predicate set greater than. Updates predicate register"),
    d(Op2, 31, "PRED_SETGE_UINT", 1792, "Unsigned integer predicate set greater than or equal. Update predicate register"),
    d(Op2, 32, "PRED_SETE", 5350, "Floating-Point Predicate Set If Equal"),
    d(Op2, 33, "PRED_SETGT", 5836, "Floating-Point Predicate Set If Greater Than"),
    d(Op2, 34, "PRED_SETGE", 5588, "Floating-Point Predicate Set If Greater Than Or Equal"),
    d(Op2, 35, "PRED_SETNE", 6199, "Floating-Point Predicate Set If Not Equal"),
    d(Op2, 36, "PRED_SET_INV", 5245, "Predicate Counter Invert"),
    d(Op2, 37, "PRED_SET_POP", 5284, "Predicate Counter Pop"),
    d(Op2, 38, "PRED_SET_CLR", 5225, "Predicate Counter Clear"),
    d(Op2, 39, "PRED_SET_RESTORE", 5316, "Predicate Counter Restore"),
    d(Op2, 40, "PRED_SETE_PUSH", 5521, "Floating-Point Predicate Counter Increment If Equal"),
    d(Op2, 41, "PRED_SETGT_PUSH", 6011, "Predicate Counter Increment If Greater Than"),
    d(Op2, 42, "PRED_SETGE_PUSH", 5772, "Predicate Counter Increment If Greater Than Or Equal"),
    d(Op2, 43, "PRED_SETNE_PUSH", 6267, "Predicate Counter Increment If Not Equal"),
    d(Op2, 44, "KILLE", 3862, "Floating-Point Pixel Kill If Equal"),
    d(Op2, 45, "KILLGT", 3928, "Floating-Point Pixel Kill If Greater Than"),
    d(Op2, 46, "KILLGE", 3895, "Floating-Point Pixel Kill If Greater Than Or Equal"),
    d(Op2, 47, "KILLNE", 3961, "Floating-Point Pixel Kill If Not Equal"),
    d(Op2, 48, "AND_INT", 3105, "AND Bitwise"),
    d(Op2, 49, "OR_INT", 5208, "Bit-Wise OR"),
    d(Op2, 50, "XOR_INT", 6994, "Bit-Wise XOR"),
    d(Op2, 51, "NOT_INT", 5191, "Bit-Wise NOT"),
    d(Op2, 52, "ADD_INT", 3088, "Add Integer"),
    d(Op2, 53, "SUB_INT", 6941, "Integer Subtract"),
    d(Op2, 54, "MAX_INT", 4245, "Integer Maximum"),
    d(Op2, 55, "MIN_INT", 4390, "Signed Integer Minimum"),
    d(Op2, 56, "MAX_UINT", 4275, "Unsigned Integer Maximum"),
    d(Op2, 57, "MIN_UINT", 4418, "Unsigned Integer Minimum"),
    d(Op2, 58, "SETE_INT", 6599, "Integer Set If Equal"),
    d(Op2, 59, "SETGT_INT", 6770, "Signed Integer Set If Greater Than"),
    d(Op2, 60, "SETGE_INT", 6686, "Signed Integer Set If Greater Than Or Equal"),
    d(Op2, 61, "SETNE_INT", 6870, "Integer Set If Not Equal"),
    d(Op2, 62, "SETGT_UINT", 6794, "Unsigned Integer Set If Greater Than"),
    d(Op2, 63, "SETGE_UINT", 6692, "Unsigned Integer Set If Greater Than Or Equal"),
    d(Op2, 64, "KILLGT_UINT", 1776, "Unsigned integer pixel kill greater than. Set kill bit"),
    d(Op2, 65, "KILLGE_UINT", 1774, "Unsigned integer pixel kill greater or equal. Set kill bit"),
    d(Op2, 66, "PRED_SETE_INT", 5487, "Integer Predicate Set If Equal"),
    d(Op2, 67, "PRED_SETGT_INT", 5979, "Integer Predicate Set If Greater Than"),
    d(Op2, 68, "PRED_SETGE_INT", 5766, "Integer Predicate Set If Greater Than Or Equal"),
    d(Op2, 69, "PRED_SETNE_INT", 6233, "Scalar Predicate Set If Not Equal"),
    d(Op2, 70, "KILLE_INT", 1772, "Integer pixel kill equal. Set kill bit"),
    d(Op2, 71, "KILLGT_INT", 1775, "Integer pixel kill greater than. Set kill bit"),
    d(Op2, 72, "KILLGE_INT", 1773, "Integer pixel kill greater or equal. Set kill bit"),
    d(Op2, 73, "KILLNE_INT", 1777, "Integer pixel kill not equal. Set kill bit"),
    d(Op2, 74, "PRED_SETE_PUSH_INT", 5553, "Integer Predicate Counter Increment If Equal"),
    d(Op2, 75, "PRED_SETGT_PUSH_INT", 6043, "Integer Predicate Counter Increment If Greater Than"),
    d(Op2, 76, "PRED_SETGE_PUSH_INT", 5804, "Integer Predicate Counter Increment If Greater Than Or Equal"),
    d(Op2, 77, "PRED_SETNE_PUSH_INT", 6301, "Predicate Counter Increment If Not Equal"),
    d(Op2, 78, "PRED_SETLT_PUSH_INT", 6171, "Predicate Counter Increment If Less Than"),
    d(Op2, 79, "PRED_SETLE_PUSH_INT", 6107, "Predicate Counter Increment If Less Than Or Equal"),
    d(Op2, 80, "DOT4", 3386, "Four-Element Dot Product"),
    d(Op2, 81, "DOT4_IEEE", 3420, "Four-Element Dot Product, IEEE"),
    d(Op2, 82, "CUBE", 3356, "Cube Map"),
    d(Op2, 83, "MAX4", 4303, "Four-Element Maximum"),
    d(Op2, 96, "MOVA_GPR_INT", 8078, "Listed in the Ch10 opcode table only; the seed does not describe it"),
    d(Op2, 97, "EXP_IEEE", 3459, "Scalar Base-2 Exponent, IEEE"),
    d(Op2, 98, "LOG_CLAMPED", 4108, "Scalar Base-2 Log"),
    d(Op2, 99, "LOG_IEEE", 4135, "Scalar Base-2 IEEE Log"),
    d(Op2, 100, "RECIP_CLAMPED", 6335, "Scalar Reciprocal, Clamp to Maximum"),
    d(Op2, 101, "RECIP_FF", 6341, "Scalar Reciprocal, Clamp to Zero"),
    d(Op2, 102, "RECIP_IEEE", 6379, "Scalar Reciprocal, IEEE Approximation"),
    d(Op2, 103, "RECIPSQRT_CLAMPED", 6450, "Scalar Reciprocal Square Root, Clamp to Maximum"),
    d(Op2, 104, "RECIPSQRT_FF", 6454, "Scalar Reciprocal Square Root, Clamp to Zero"),
    d(Op2, 105, "RECIPSQRT_IEEE", 6511, "Scalar Reciprocal Square Root, IEEE Approximation"),
    d(Op2, 106, "SQRT_IEEE", 6915, "Scalar Square Root, IEEE Approximation"),
    d(Op2, 107, "FLT_TO_INT", 3485, "Floating-Point To Integer"),
    d(Op2, 108, "INT_TO_FLT", 3844, "Integer To Floating-Point"),
    d(Op2, 109, "UINT_TO_FLT", 6975, "Unsigned Integer To Floating-point"),
    d(Op2, 110, "SIN", 6898, "Scalar Sine"),
    d(Op2, 111, "COS", 3337, "Scalar Cosine"),
    d(Op2, 112, "ASHR_INT", 3122, "Scalar Arithmetic Shift Right"),
    d(Op2, 113, "LSHR_INT", 4175, "Scalar Logical Shift Right"),
    d(Op2, 114, "LSHL_INT", 4157, "Scalar Logical Shift Left"),
    d(Op2, 115, "MULLO_INT", 5129, "Signed Scalar Multiply, Low-Order 32-Bits"),
    d(Op2, 116, "MULHI_INT", 5094, "Signed Scalar Multiply, High-Order 32 Bits"),
    d(Op2, 117, "MULLO_UINT", 5147, "Unsigned Scalar Multiply, Low-Order 32-Bits"),
    d(Op2, 118, "MULHI_UINT", 5112, "Unsigned Scalar Multiply, High-Order 32 Bits"),
    d(Op2, 119, "RECIP_INT", 6383, "Signed Integer Scalar Reciprocal"),
    d(Op2, 120, "RECIP_UINT", 6402, "Unsigned Integer Scalar Reciprocal"),
    d(Op2, 121, "FLT_TO_UINT", 1931, "Convert floating point to integer"),
    d(Op2, 122, "LDEXP_64", 3994, "Combine Separate Fraction and Exponent into Double-precision"),
    d(Op2, 123, "FRACT_64", 3695, "Floating-Point Fractional, 64-Bit"),
    d(Op2, 124, "PRED_SETGT_64", 5870, "Floating-Point Predicate Set If Greater Than, 64-Bit"),
    d(Op2, 125, "PRED_SETE_64", 5380, "Floating-Point Predicate Set If Equal, 64-Bit"),
    d(Op2, 126, "PRED_SETGE_64", 5618, "Floating-Point Predicate Set If Greater Than Or Equal, 64-Bit"),
    d(Op2, 0xcc, "MOVA_INT", 4552, "Copy Signed Integer To Integer in AR and GPR"),
    d(Op3, 8, "MULADD_64", 4860, "Floating-Point Multiply-Add, 64-Bit"),
    d(Op3, 9, "MULADD_64_M2", 4919, "Floating-Point Multiply-Add 64-Bit, Multiply by 2"),
    d(Op3, 10, "MULADD_64_M4", 4920, "Floating-Point Multiply-Add 64-Bit, Multiply by 4"),
    d(Op3, 11, "MULADD_64_D2", 4921, "Floating-Point Multiply-Add 64-Bit, Divide by 2"),
    d(Op3, 12, "MUL_LIT", 4686, "Scalar Multiply Emulating LIT Operation"),
    d(Op3, 13, "MUL_LIT_M2", 4773, "Scalar Multiply Emulating LIT, Multiply By 2"),
    d(Op3, 14, "MUL_LIT_M4", 4807, "Scalar Multiply Emulating LIT, Multiply By 4"),
    d(Op3, 15, "MUL_LIT_D2", 4735, "Scalar Multiply Emulating LIT, Divide By 2"),
    d(Op3, 16, "MULADD", 4843, "Floating-Point Multiply-Add"),
    d(Op3, 17, "MULADD_M2", 4986, "Floating-Point Multiply-Add, Multiply by 2"),
    d(Op3, 18, "MULADD_M4", 5003, "Floating-Point Multiply-Add, Multiply by 4"),
    d(Op3, 19, "MULADD_D2", 4969, "Floating-Point Multiply-Add, Divide by 2"),
    d(Op3, 20, "MULADD_IEEE", 5020, "IEEE Floating-Point Multiply-Add"),
    d(Op3, 21, "MULADD_IEEE_M2", 5056, "IEEE Floating-Point Multiply-Add, Multiply by 2"),
    d(Op3, 22, "MULADD_IEEE_M4", 5075, "IEEE Floating-Point Multiply-Add, Multiply by 4"),
    d(Op3, 23, "MULADD_IEEE_D2", 5037, "IEEE Floating-Point Multiply-Add, Divide by 2"),
    d(Op3, 24, "CMOVE", 3155, "Floating-Point Conditional Move If Equal"),
    d(Op3, 25, "CMOVGT", 3281, "Floating-Point Conditional Move If Greater Than"),
    d(Op3, 26, "CMOVGE", 3223, "Floating-Point Conditional Move If Greater Than Or Equal"),
    d(Op3, 28, "CMOVE_INT", 3193, "Integer Conditional Move If Equal"),
    d(Op3, 29, "CMOVGT_INT", 3309, "Integer Conditional Move If Greater Than"),
    d(Op3, 30, "CMOVGE_INT", 3251, "Integer Conditional Move If Greater Than Or Equal"),
    d(Tex, 0, "VTX_FETCH", 8511, "Vertex fetch in a TEX clause (X = uint32 index)"),
    d(Tex, 1, "VTX_SEMANTIC", 8511, "Semantic vertex fetch in a TEX clause"),
    d(Tex, 2, "TEX_INST_MEM", 7167, "Memory read, or LDS read/write (data share): MEM_DSW/MEM_DSR"),
    d(Tex, 3, "LD", 7134, "Load Texture Elements"),
    d(Tex, 4, "GET_TEXTURE_RESINFO", 7099, "Get Texture Resolution"),
    d(Tex, 5, "GET_NUMBER_OF_SAMPLES", 7085, "Get Number of Samples"),
    d(Tex, 6, "GET_COMP_TEX_LOD", 7039, "Get Computed Level of Detail For Pixels"),
    d(Tex, 7, "GET_GRADIENTS_H", 7057, "Get Slopes Relative To Horizontal"),
    d(Tex, 8, "GET_GRADIENTS_V", 7071, "Get Slopes Relative To Vertical"),
    d(Tex, 9, "GET_LERP_FACTORS", 7095, "Get Linear-Interpolation Weights"),
    d(Tex, 10, "KEEP_GRADIENTS", 7113, "Keep Gradients"),
    d(Tex, 11, "SET_GRADIENTS_H", 7461, "Set Horizontal Gradients"),
    d(Tex, 12, "SET_GRADIENTS_V", 7475, "Set Vertical Gradients"),
    d(Tex, 14, "SET_CUBEMAP_INDEX", 7447, "Set Cubemap Index"),
    d(Tex, 15, "FETCH4", 8511, "Fetch4/Load4 (DX10.1)"),
    d(Tex, 16, "SAMPLE", 7171, "Sample Texture"),
    d(Tex, 17, "SAMPLE_L", 7395, "Sample Texture with LOD"),
    d(Tex, 18, "SAMPLE_LB", 7413, "Sample Texture with LOD Bias"),
    d(Tex, 19, "SAMPLE_LZ", 7431, "Sample Texture with LOD Zero"),
    d(Tex, 20, "SAMPLE_G", 7327, "Sample Texture with Gradient"),
    d(Tex, 21, "SAMPLE_G_L", 7343, "Sample Texture with Gradient and LOD"),
    d(Tex, 22, "SAMPLE_G_LB", 7361, "Sample Texture with Gradient and LOD Bias"),
    d(Tex, 23, "SAMPLE_G_LZ", 7379, "Sample Texture with Gradient and LOD Zero"),
    d(Tex, 24, "SAMPLE_C", 7191, "Sample Texture with Comparison"),
    d(Tex, 25, "SAMPLE_C_L", 7275, "Sample Texture with Comparison and LOD"),
    d(Tex, 26, "SAMPLE_C_LB", 7293, "Sample Texture with Comparison and LOD Bias"),
    d(Tex, 27, "SAMPLE_C_LZ", 7311, "Sample Texture with Comparison and LOD Zero"),
    d(Tex, 28, "SAMPLE_C_G", 7212, "Sample Texture with Comparison and Gradient"),
    d(Tex, 29, "SAMPLE_C_G_L", 7238, "Sample Texture with Comparison, Gradient, and LOD"),
    d(Tex, 30, "SAMPLE_C_G_LB", 7242, "Sample Texture with Comparison, Gradient, and LOD Bias"),
    d(Tex, 31, "SAMPLE_C_G_LZ", 7271, "Sample Texture with Comparison, Gradient, and LOD Zero"),
    d(Vtx, 0, "FETCH", 7025, "Vertex Fetch"),
    d(Vtx, 1, "SEMANTIC", 7029, "Semantic Vertex Fetch"),
    d(Vtx, 2, "MEM", 7506, "Memory Read"),
];

impl Row {
    /// Where the seed describes this row, and its summary.
    pub fn doc(&self) -> Option<&'static Doc> {
        DOCS.iter().find(|d| d.format == self.format && d.opcode == self.opcode)
    }
}
