//! Operand codes (the 8-bit scalar / 9-bit vector source space), their names and values.
//!
//! Code table: seed 000 lines 1309-1431 (VALU, authoritative; the SALU copy at 751-867 lost
//! its minus signs), seed 001 Table 23 (line 2004).

use super::arch::Arch;

/// Code of VCC_LO (VCC_HI is one more).
pub const VCC_LO: u16 = 106;
/// Code of M0.
pub const M0: u16 = 124;
/// Code 125: `null` (reads 0, writes are dropped) in llvm-mc's disassembly.
pub const NULL: u16 = 125;
/// Code of LDS_DIRECT (VALU src0 only, seed 000 line 1294).
pub const LDS_DIRECT: u16 = 254;
/// Code of EXEC_LO (EXEC_HI is one more).
pub const EXEC_LO: u16 = 126;
/// Code of inline integer 0.
pub const ZERO: u16 = 128;
/// Code of the SCC source (`src_scc`).
pub const SRC_SCC: u16 = 253;
/// Code that means "a 32-bit literal follows".
pub const LITERAL: u16 = 255;
/// First VGPR code in 9-bit source fields.
pub const VGPR0: u16 = 256;

/// The value type an operand is read or written as; it decides how inline float constants
/// and float literals turn into bits, and whether float modifiers apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// Untyped 16 bits.
    B16,
    /// Unsigned 16-bit integer.
    U16,
    /// Signed 16-bit integer.
    I16,
    /// Half precision.
    F16,
    /// A signed 16-bit integer whose constants are f16 values (`v_ldexp_f16`'s exponent:
    /// "S1 has a format of f16", seed 000 line 4735): `0x3c00` is the inline 1.0; no abs/neg.
    I16F16,
    /// bfloat16.
    BF16,
    /// Untyped 32 bits.
    B32,
    /// Unsigned 32-bit integer.
    U32,
    /// Signed 32-bit integer.
    I32,
    /// Single-precision float.
    F32,
    /// Untyped 64 bits.
    B64,
    /// Unsigned 64-bit integer.
    U64,
    /// Signed 64-bit integer.
    I64,
    /// Double precision.
    F64,
    /// Two packed halves (`v_pk_fmac_f16`): a 32-bit literal; inline constants are the integer
    /// ones and the f16 floats in the low half.
    PkF16,
    /// Two packed bfloat16 halves (`v_dot2c_f32_bf16`, gfx950's packed-bf16 conversion
    /// sources): like [`Ty::PkF16`] with bfloat16 patterns.
    PkBF16,
    /// Two packed f32 (gfx950's `v_pk_fma_f32`, `v_pk_mul_f32`, `v_pk_add_f32`): a register
    /// pair, but a constant is a 32-bit value (f32 inline constants, `0xffffffff` is -1) that
    /// each half reads.
    PkF32,
    /// Two packed dwords (`v_pk_mov_b32`): like [`Ty::PkF32`], without float modifiers.
    PkB32,
    /// A register tuple of 3, 4, 6, 8, 16 or 32 dwords (`v[0:3]`).
    W3,
    /// 4 dwords.
    W4,
    /// 6 dwords.
    W6,
    /// 8 dwords.
    W8,
    /// 16 dwords.
    W16,
    /// 32 dwords.
    W32,
}

impl Ty {
    /// Register width in dwords.
    pub const fn dwords(self) -> u8 {
        match self {
            Ty::B64 | Ty::U64 | Ty::I64 | Ty::F64 | Ty::PkF32 | Ty::PkB32 => 2,
            Ty::W3 => 3,
            Ty::W4 => 4,
            Ty::W6 => 6,
            Ty::W8 => 8,
            Ty::W16 => 16,
            Ty::W32 => 32,
            _ => 1,
        }
    }

    /// Whether the type is a float type (abs/neg modifiers apply).
    pub const fn is_float(self) -> bool {
        matches!(
            self,
            Ty::F16 | Ty::BF16 | Ty::F32 | Ty::F64 | Ty::PkF16 | Ty::PkBF16 | Ty::PkF32
        )
    }

    /// Whether inline constants and literals are 16-bit floats (`0x3c00` is the inline 1.0;
    /// bfloat16's is `0x3f80`).
    pub const fn is_f16(self) -> bool {
        matches!(self, Ty::F16 | Ty::BF16 | Ty::I16F16)
    }

    /// Whether the type is a packed pair of 16-bit floats (a 32-bit literal; float inline
    /// constants are the 16-bit pattern in the low half).
    pub const fn is_packed16(self) -> bool {
        matches!(self, Ty::PkF16 | Ty::PkBF16)
    }

    /// Whether the type is a pair of dwords whose constants are 32-bit values.
    pub const fn is_packed32(self) -> bool {
        matches!(self, Ty::PkF32 | Ty::PkB32)
    }

    /// The 16-bit element type: `F16`/`BF16` for themselves and their packed pairs.
    pub const fn half_ty(self) -> Ty {
        match self {
            Ty::PkF16 => Ty::F16,
            Ty::PkBF16 => Ty::BF16,
            t => t,
        }
    }

    /// The inline float constants (codes 240-248) as this 16-bit type's bit patterns.
    pub const fn half_patterns(self) -> &'static [u16; 9] {
        match self {
            Ty::BF16 | Ty::PkBF16 => &INLINE_BF16,
            _ => &INLINE_F16,
        }
    }
}

/// The inline float constants (codes 240-248) as f32 bit patterns.
pub const INLINE_F32: [(u16, u32); 9] = [
    (240, 0x3f00_0000), // 0.5
    (241, 0xbf00_0000), // -0.5
    (242, 0x3f80_0000), // 1.0
    (243, 0xbf80_0000), // -1.0
    (244, 0x4000_0000), // 2.0
    (245, 0xc000_0000), // -2.0
    (246, 0x4080_0000), // 4.0
    (247, 0xc080_0000), // -4.0
    (248, 0x3e22_f983), // 1/(2*pi), seed 000 line 1380
];

/// The inline float constants (codes 240-248) as f64 bit patterns, for 64-bit operands
/// (1/(2*pi) is 0x3fc45f306dc9c882, seed 000 line 1384).
pub const INLINE_F64: [u64; 9] = [
    0x3fe0_0000_0000_0000,
    0xbfe0_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x4000_0000_0000_0000,
    0xc000_0000_0000_0000,
    0x4010_0000_0000_0000,
    0xc010_0000_0000_0000,
    0x3fc4_5f30_6dc9_c882,
];

/// The inline float constants (codes 240-248) as f16 bit patterns, for 16-bit float operands.
pub const INLINE_F16: [u16; 9] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];

/// The inline float constants (codes 240-248) as bfloat16 bit patterns.
pub const INLINE_BF16: [u16; 9] = [0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22];

/// The text LLVM prints for code 248 in a 64-bit operand.
pub const INV_2PI_F64_TEXT: &str = "0.15915494309189532";

/// The text LLVM prints for inline float codes 240-248.
pub const INLINE_F32_TEXT: [&str; 9] = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"];

/// The 32-bit value of an inline-constant code (128-208, 240-248) for a 32-bit operand of
/// type `ty` (16-bit float operands get f16 patterns), or `None` if `code` is not an inline
/// constant.
pub const fn inline_value(code: u16, ty: Ty) -> Option<u32> {
    match code {
        128..=192 => Some((code - 128) as u32),
        193..=208 => Some((192i32 - code as i32) as u32),
        240..=248 if ty.is_f16() => Some(ty.half_patterns()[(code - 240) as usize] as u32),
        240..=248 => Some(INLINE_F32[(code - 240) as usize].1),
        _ => None,
    }
}

/// Whether operand code `code` is an inline constant (integers 128-208, floats 240-248).
pub const fn is_inline_constant(code: u16) -> bool {
    matches!(code, 128..=208 | 240..=248)
}

/// The inline-constant code for a 32-bit value of type `ty`, if it has one.
pub fn inline_code(bits: u32, ty: Ty) -> Option<u16> {
    let v = bits as i32;
    if (0..=64).contains(&v) {
        return Some(128 + v as u16);
    }
    if (-16..=-1).contains(&v) {
        return Some((192 - v) as u16);
    }
    if ty.is_packed16() {
        return ty
            .half_patterns()
            .iter()
            .position(|&b| b as u32 == bits)
            .map(|k| 240 + k as u16);
    }
    if ty.is_f16() {
        // 16-bit operands read the low half: 0xffff is -1, 0x3c00 is 1.0.
        if bits >> 16 != 0 {
            return None;
        }
        let h = bits as u16 as i16;
        if (-16..=-1).contains(&h) {
            return Some((192 - h as i32) as u16);
        }
        return ty
            .half_patterns()
            .iter()
            .position(|&b| b as u32 == bits)
            .map(|k| 240 + k as u16);
    }
    INLINE_F32.iter().find(|&&(_, b)| b == bits).map(|&(c, _)| c)
}

/// The name of a scalar operand code when it names a register (or a `src_*` special), for a
/// `dwords`-wide operand: `s5`, `s[4:5]`, `vcc`, `exec_lo`, `ttmp[0:1]`, `m0`, `src_scc`.
/// Writes nothing and returns `false` if the code is a constant, a literal or invalid.
pub fn write_scalar_name(
    out: &mut impl core::fmt::Write,
    code: u16,
    dwords: u8,
    arch: Arch,
) -> Result<bool, core::fmt::Error> {
    let last = code + dwords as u16 - 1;
    let ttmp = arch.ttmp_code_base();
    let flat_scratch = arch.flat_scratch_code();
    match code {
        // A tuple may run past the last SGPR (llvm-mc prints `s[100:103]` on gfx900).
        c if (c as usize) < arch.sgpr_count() => {
            if dwords == 1 {
                write!(out, "s{code}")?
            } else {
                write!(out, "s[{code}:{last}]")?
            }
        }
        // Disassemblers of targets without XNACK_MASK or the apertures print their names all the
        // same (llvm-mc 22 -mcpu=gfx803), though the assemblers refuse them.
        c if flat_scratch.is_some_and(|f| c == f || c == f + 1) || matches!(c, 104..=107 | 126 | 127) => {
            let (base, name) = match code {
                104 | 105 if flat_scratch != Some(104) => (104, "xnack_mask"),
                106 | 107 => (106, "vcc"),
                126 | 127 => (126, "exec"),
                c => (c & !1, "flat_scratch"),
            };
            return write_pair_name(out, name, code - base, dwords);
        }
        108..=111 if arch.has_tba_tma_regs() => {
            let (base, name) = if code < 110 { (108, "tba") } else { (110, "tma") };
            return write_pair_name(out, name, code - base, dwords);
        }
        c if c >= ttmp && c < ttmp + arch.ttmp_count() && last < ttmp + arch.ttmp_count() => {
            let n = code - ttmp;
            if dwords == 1 {
                write!(out, "ttmp{n}")?
            } else {
                write!(out, "ttmp[{n}:{}]", n + dwords as u16 - 1)?
            }
        }
        c => match SINGLE_NAMES.iter().find(|&&(n, _)| n == c) {
            Some(&(_, name)) => out.write_str(name)?,
            None => return Ok(false),
        },
    }
    Ok(true)
}

/// A named register pair (`vcc`, `tba`…) or one of its halves (`vcc_lo`, `vcc_hi`), given the
/// code's offset from the pair's first; `Ok(false)` for any other width or a pair not at its
/// first code.
fn write_pair_name(
    out: &mut impl core::fmt::Write,
    name: &str,
    half: u16,
    dwords: u8,
) -> Result<bool, core::fmt::Error> {
    match (dwords, half) {
        (2, 0) => out.write_str(name)?,
        (1, _) => write!(out, "{name}_{}", if half == 0 { "lo" } else { "hi" })?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The one-dword scalar operands named by one word (`m0`, `null`, the `src_*` sources), by
/// code: printed so, and parsed so beside their short aliases (`shared_base`, `scc`).
const SINGLE_NAMES: [(u16, &str); 13] = [
    (124, "m0"),
    (125, "null"),
    (230, "src_flat_scratch_base_lo"),
    (231, "src_flat_scratch_base_hi"),
    (235, "src_shared_base"),
    (236, "src_shared_limit"),
    (237, "src_private_base"),
    (238, "src_private_limit"),
    (239, "src_pops_exiting_wave_id"),
    (251, "src_vccz"),
    (252, "src_execz"),
    (253, "src_scc"),
    (254, "src_lds_direct"),
];

/// Parses a scalar register name (`s7`, `s[2:3]`, `vcc`, `exec_hi`, `ttmp[4:5]`, `m0`,
/// `src_scc`, `scc`, …) into `(code, dwords)`. Case-insensitive, like llvm-mc.
pub fn parse_scalar_name(text: &str) -> Option<(u16, u8)> {
    let lower = Lower::new(text)?;
    let t = lower.as_str();
    let named: &[(&str, u16, u8)] = &[
        ("vcc", 106, 2),
        ("vcc_lo", 106, 1),
        ("vcc_hi", 107, 1),
        ("exec", 126, 2),
        ("exec_lo", 126, 1),
        ("exec_hi", 127, 1),
        ("flat_scratch", 102, 2),
        ("flat_scratch_lo", 102, 1),
        ("flat_scratch_hi", 103, 1),
        ("xnack_mask", 104, 2),
        ("xnack_mask_lo", 104, 1),
        ("xnack_mask_hi", 105, 1),
        ("tba", 108, 2),
        ("tba_lo", 108, 1),
        ("tba_hi", 109, 1),
        ("tma", 110, 2),
        ("tma_lo", 110, 1),
        ("tma_hi", 111, 1),
        ("shared_base", 235, 1),
        ("shared_limit", 236, 1),
        ("private_base", 237, 1),
        ("private_limit", 238, 1),
        ("pops_exiting_wave_id", 239, 1),
        ("vccz", 251, 1),
        ("execz", 252, 1),
        ("lds_direct", 254, 1),
        ("scc", 253, 1),
    ];
    if let Some(&(_, c, w)) = named.iter().find(|(n, _, _)| *n == t) {
        return Some((c, w));
    }
    if let Some(&(c, _)) = SINGLE_NAMES.iter().find(|(_, n)| *n == t) {
        return Some((c, 1));
    }
    if let Some(rest) = t.strip_prefix("ttmp") {
        let (lo, n) = parse_index_or_range(rest)?;
        if lo as usize + n as usize > 16 {
            return None;
        }
        return Some((108 + lo, n));
    }
    if let Some(rest) = t.strip_prefix('s') {
        let (lo, n) = parse_index_or_range(rest)?;
        // s102/s103 exist on GCN 1.0/1.1 ([`parse_scalar_name_on`]).
        if lo as usize + n as usize > 104 {
            return None;
        }
        return Some((lo, n));
    }
    None
}

/// [`parse_scalar_name`] for `arch`: the code `arch` gives the register (TTMPs from
/// [`Arch::ttmp_code_base`], FLAT_SCRATCH at [`Arch::flat_scratch_code`]), or `Some(Err(()))` for
/// a register the target does not have (llvm-mc: "… register not available on this GPU"):
/// s102/s103 past [`Arch::sgpr_count`], `xnack_mask`, `tba`/`tma`, the aperture sources, TTMPs
/// past [`Arch::ttmp_count`].
#[allow(clippy::result_unit_err)]
pub fn parse_scalar_name_on(text: &str, arch: Arch) -> Option<Result<(u16, u8), ()>> {
    let (code, n) = parse_scalar_name(text)?;
    let last = code + n as u16 - 1;
    let lower = Lower::new(text)?;
    let (flat, ttmp) = (lower.as_str().starts_with('f'), lower.as_str().starts_with("ttmp"));
    let found = match code {
        0..=103 if (last as usize) < arch.sgpr_count() && !flat => Some((code, n)),
        102 | 103 if flat => arch.flat_scratch_code().map(|f| (f + code - 102, n)),
        104 | 105 if arch.has_xnack_mask() => Some((code, n)),
        108..=123 if ttmp => (last - 108 < arch.ttmp_count()).then_some((code - 108 + arch.ttmp_code_base(), n)),
        108..=111 => arch.has_tba_tma_regs().then_some((code, n)),
        230 | 231 | 235..=239 if !arch.has_src_apertures() => None,
        c if c < 102 || (102..=105).contains(&c) => None,
        _ => Some((code, n)),
    };
    Some(found.ok_or(()))
}

/// The GFX9 code of scalar register `code` of `arch`: the emulator's register file is laid
/// out as GFX9's (TTMPs at 108, FLAT_SCRATCH at 102); GCN 1.1's s102/s103 use the XNACK_MASK
/// slots it lacks, GCN 1.0's the FLAT_SCRATCH ones.
pub const fn gfx9_scalar_code(arch: Arch, code: u16) -> u16 {
    let ttmp = arch.ttmp_code_base();
    if ttmp == 108 {
        return code;
    }
    match (code, arch.flat_scratch_code()) {
        (c, _) if c >= ttmp && c < 124 => c - ttmp + 108,
        (102 | 103, Some(104)) => code + 2,
        (104 | 105, Some(104)) => code - 2,
        _ => code,
    }
}

/// Parses a VGPR name (`v3`, `v[4:7]`) into `(index, dwords)`.
pub fn parse_vgpr_name(text: &str) -> Option<(u16, u8)> {
    parse_vector_name(text, b'v')
}

/// Parses an AGPR name (`a3`, `a[4:7]`) into `(index, dwords)` (gfx950's accumulation
/// registers).
pub fn parse_agpr_name(text: &str) -> Option<(u16, u8)> {
    parse_vector_name(text, b'a')
}

/// A 256-register vector file's name (`PREFIX3`, `PREFIX[4:7]`) into `(index, dwords)`.
fn parse_vector_name(text: &str, prefix: u8) -> Option<(u16, u8)> {
    // After the prefix (either case) come digits, brackets, a colon and spaces, which have no
    // case: no lower-cased copy is needed.
    let (&first, digits) = text.as_bytes().split_first()?;
    if !first.eq_ignore_ascii_case(&prefix) {
        return None;
    }
    // (A plain `v7` first: up to three digits, a short ASCII name.)
    if (1..=3).contains(&digits.len()) && digits.iter().all(u8::is_ascii_digit) {
        let n = digits.iter().fold(0, |v, d| v * 10 + u16::from(d - b'0'));
        return (n < 256).then_some((n, 1));
    }
    // Short ASCII names only.
    if text.len() > 32 || !text.is_ascii() {
        return None;
    }
    let (lo, n) = parse_index_or_range(&text[1..])?;
    if lo as usize + n as usize > 256 {
        return None;
    }
    Some((lo, n))
}

/// `7` → (7, 1); `[4:7]` → (4, 4); `[4]` → (4, 1).
fn parse_index_or_range(t: &str) -> Option<(u16, u8)> {
    fn num(s: &str) -> Option<u16> {
        // The names are ASCII: `str::trim`'s whitespace is ASCII whitespace and vertical tab
        // (trimmed bytewise, without decoding characters).
        let ws = |b: &u8| b.is_ascii_whitespace() || *b == 0x0b;
        let b = s.as_bytes();
        let s = &b[b.iter().position(|c| !ws(c))?..=b.iter().rposition(|c| !ws(c))?];
        if s.len() > 4 || !s.iter().all(u8::is_ascii_digit) {
            return None;
        }
        // At most four digits: no overflow.
        Some(s.iter().fold(0, |v, d| v * 10 + u16::from(d - b'0')))
    }
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (a, b) = match inner.split_once(':') {
            Some((a, b)) => (num(a)?, num(b)?),
            None => {
                let a = num(inner)?;
                (a, a)
            }
        };
        if b < a || b - a >= 32 {
            return None;
        }
        Some((a, (b - a + 1) as u8))
    } else {
        Some((num(t)?, 1))
    }
}

/// A short ASCII-lowercased copy of a token, on the stack (register names are short).
struct Lower {
    buf: [u8; 32],
    len: usize,
}

impl Lower {
    fn new(t: &str) -> Option<Lower> {
        if t.len() > 32 || !t.is_ascii() {
            return None;
        }
        let mut buf = [0u8; 32];
        for (d, s) in buf.iter_mut().zip(t.bytes()) {
            *d = s.to_ascii_lowercase();
        }
        Some(Lower { buf, len: t.len() })
    }

    fn as_str(&self) -> &str {
        core::str::from_utf8(&self.buf[..self.len]).unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;

    fn name(code: u16, w: u8) -> String {
        let mut s = String::new();
        assert!(write_scalar_name(&mut s, code, w, Arch::Gfx900).unwrap());
        s
    }

    #[test]
    fn register_ranges_trim_what_str_trim_does() {
        // Spaces, tabs and the vertical tab around an index, as `str::trim` removes them.
        assert_eq!(parse_vgpr_name("v[ 4 :\t7\x0b]"), Some((4, 4)));
        assert_eq!(parse_vgpr_name("v[\x0b3]"), Some((3, 1)));
        assert_eq!(parse_vgpr_name("v[ : 3]"), None);
        assert_eq!(parse_vgpr_name("v[1 2:3]"), None);
        assert_eq!(parse_scalar_name("s[ 2:3 ]"), Some((2, 2)));
    }

    #[test]
    fn scalar_names_round_trip() {
        for (code, w) in [
            (0, 1),
            (101, 1),
            (4, 2),
            (106, 2),
            (107, 1),
            (126, 2),
            (127, 1),
            (108, 2),
            (124, 1),
            (253, 1),
        ] {
            let n = name(code, w);
            assert_eq!(parse_scalar_name(&n), Some((code, w)), "{n}");
        }
        assert_eq!(name(4, 2), "s[4:5]");
        assert_eq!(parse_scalar_name("S[2:3]"), Some((2, 2)));
        assert_eq!(parse_scalar_name_on("s102", Arch::Gfx900), Some(Err(())));
        assert_eq!(parse_scalar_name("s104"), None);
        assert_eq!(parse_scalar_name("s[3:2]"), None);
        assert_eq!(parse_scalar_name("s"), None);
    }

    /// GCN 1.0-1.2 number TTMPs from 112 and FLAT_SCRATCH differently (llvm-mc 22 encodings).
    #[test]
    fn older_scalar_codes() {
        let on = |t, a| parse_scalar_name_on(t, a).and_then(Result::ok);
        assert_eq!(on("ttmp0", Arch::Gfx700), Some((112, 1)));
        assert_eq!(on("ttmp[4:7]", Arch::Gfx600), Some((116, 4)));
        assert_eq!(on("ttmp12", Arch::Gfx700), None);
        assert_eq!(on("ttmp12", Arch::Gfx900), Some((120, 1)));
        assert_eq!(on("flat_scratch_lo", Arch::Gfx700), Some((104, 1)));
        assert_eq!(on("FLAT_SCRATCH", Arch::Gfx803), Some((102, 2)));
        assert_eq!(on("flat_scratch", Arch::Gfx600), None);
        assert_eq!(on("s[102:103]", Arch::Gfx600), Some((102, 2)));
        assert_eq!(on("xnack_mask", Arch::Gfx700), None);
        assert_eq!(on("src_shared_base", Arch::Gfx700), None);
        let mut s = String::new();
        assert!(write_scalar_name(&mut s, 104, 2, Arch::Gfx700).unwrap());
        assert!(write_scalar_name(&mut s, 115, 1, Arch::Gfx700).unwrap());
        assert!(write_scalar_name(&mut s, 102, 1, Arch::Gfx700).unwrap());
        assert_eq!(s, "flat_scratchttmp3s102");
        // The emulator's GFX9 register file: TTMPs at 108, CI's s102 in XNACK_MASK's slot.
        assert_eq!(gfx9_scalar_code(Arch::Gfx700, 112), 108);
        assert_eq!(gfx9_scalar_code(Arch::Gfx700, 104), 102);
        assert_eq!(gfx9_scalar_code(Arch::Gfx700, 102), 104);
        assert_eq!(gfx9_scalar_code(Arch::Gfx900, 112), 112);
    }

    #[test]
    fn vgpr_names() {
        assert_eq!(parse_vgpr_name("v255"), Some((255, 1)));
        assert_eq!(parse_vgpr_name("v[254:255]"), Some((254, 2)));
        assert_eq!(parse_vgpr_name("v256"), None);
        assert_eq!(parse_vgpr_name("v[255:256]"), None);
        assert_eq!(parse_vgpr_name("v"), None);
    }

    #[test]
    fn inline_constants() {
        assert_eq!(inline_value(128, Ty::U32), Some(0));
        assert_eq!(inline_value(192, Ty::U32), Some(64));
        assert_eq!(inline_value(193, Ty::I32), Some(u32::MAX));
        assert_eq!(inline_value(208, Ty::I32), Some(-16i32 as u32));
        assert_eq!(inline_value(242, Ty::F32), Some(0x3f80_0000));
        assert_eq!(inline_value(209, Ty::F32), None);
        for code in (128..=208).chain(240..=248) {
            assert_eq!(inline_code(inline_value(code, Ty::B32).unwrap(), Ty::B32), Some(code));
        }
        assert_eq!(inline_code(65, Ty::B32), None);
        assert_eq!(inline_code(-17i32 as u32, Ty::B32), None);
    }
}
