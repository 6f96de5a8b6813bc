//! Lookups over the rows: by [`Op`], by name (with LLVM's aliases) and by (architecture,
//! format, opcode) through a decode index built at compile time.

use super::rows::ROWS;
use super::*;
use crate::isa::targets::OPCODES;

/// Every row, in [`Op`] order.
pub static TABLE: &[Row] = ROWS;

impl Op {
    /// This instruction's row.
    pub fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The mnemonic.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The mnemonic `arch` spells it with (the row's, or the target map's `as "…"`).
    pub fn name_on(self, arch: Arch) -> &'static str {
        crate::isa::targets::name(arch, self)
    }

    /// Whether `arch` has the instruction under the mnemonic `name` (case-insensitive,
    /// without suffixes): it has the row, and `name` is the target's spelling of it or one of
    /// its deprecated [`ALIASES`].
    pub fn spelled_on(self, arch: Arch, name: &str) -> bool {
        // (Most sources spell mnemonics in lower case, as the rows do: a plain comparison first.)
        self.row().opcode_on(arch).is_some()
            && (self.name_on(arch) == name
                || self.name_on(arch).eq_ignore_ascii_case(name)
                || ALIASES
                    .iter()
                    .any(|&(a, op)| op == self && a.eq_ignore_ascii_case(name)))
    }

    /// Looks an instruction up by mnemonic (without `_e32`/`_e64`), case-insensitive. A
    /// mnemonic with one row per architecture gives the first; see [`Op::from_name_on`].
    pub fn from_name(name: &str) -> Option<Op> {
        let i = NAME_SORTED.partition_point(|&i| cmp_ignore_case(ROWS[i as usize].name, name).is_lt());
        let &r = NAME_SORTED.get(i)?;
        cmp_ignore_case(ROWS[r as usize].name, name)
            .is_eq()
            .then_some(ROWS[r as usize].op)
    }

    /// Looks a mnemonic up among the rows that exist on `arch` (`v_mul_legacy_f32` is VOP2
    /// on gfx900 and VOP3-only on gfx950), under the target's own spellings first (gfx803's
    /// `v_add_u32` is the `v_add_co_u32` row); falls back to any row of that name.
    pub fn from_name_on(name: &str, arch: Arch) -> Option<Op> {
        if let Some(op) = crate::isa::targets::renamed(arch, name) {
            return Some(op);
        }
        // Row names are lower case: compare plain bytes against a lower-cased copy (the
        // assembler looks every line's mnemonic up here).
        let mut buf = [0u8; 64];
        let key = buf.get_mut(..name.len())?;
        for (k, c) in key.iter_mut().zip(name.bytes()) {
            *k = c.to_ascii_lowercase();
        }
        let key = &*key;
        let i = name_position(key);
        let same = NAME_SORTED[i..]
            .iter()
            .take_while(|&&r| ROWS[r as usize].name.as_bytes() == key);
        let mut first = None;
        for &r in same {
            let row = &ROWS[r as usize];
            if row.opcode_on(arch).is_some() && !crate::isa::targets::is_renamed(arch, row.op) {
                return Some(row.op);
            }
            first = first.or(Some(row.op));
        }
        // The deprecated spellings are rare: looked at only when the name is no row's.
        first.or_else(|| {
            ALIASES
                .iter()
                .find(|(a, _)| a.eq_ignore_ascii_case(name))
                .map(|&(_, op)| op)
        })
    }
}

/// Deprecated mnemonics llvm-mc 22 still accepts (and prints as the row's name): the MAI
/// spellings of gfx908/gfx90a (`v_mfma_f32_32x32x1f32`, `v_mfma_f32_32x32x4bf16_1k`,
/// `v_accvgpr_read`).
pub const ALIASES: &[(&str, Op)] = &[
    ("v_accvgpr_read", Op::v_accvgpr_read_b32),
    ("v_accvgpr_write", Op::v_accvgpr_write_b32),
    ("v_mfma_f32_32x32x1f32", Op::v_mfma_f32_32x32x1_2b_f32),
    ("v_mfma_f32_16x16x1f32", Op::v_mfma_f32_16x16x1_4b_f32),
    ("v_mfma_f32_4x4x1f32", Op::v_mfma_f32_4x4x1_16b_f32),
    ("v_mfma_f32_32x32x2f32", Op::v_mfma_f32_32x32x2_f32),
    ("v_mfma_f32_16x16x4f32", Op::v_mfma_f32_16x16x4_f32),
    ("v_mfma_f32_32x32x4f16", Op::v_mfma_f32_32x32x4_2b_f16),
    ("v_mfma_f32_16x16x4f16", Op::v_mfma_f32_16x16x4_4b_f16),
    ("v_mfma_f32_4x4x4f16", Op::v_mfma_f32_4x4x4_16b_f16),
    ("v_mfma_f32_32x32x8f16", Op::v_mfma_f32_32x32x8_f16),
    ("v_mfma_f32_16x16x16f16", Op::v_mfma_f32_16x16x16_f16),
    ("v_mfma_f32_16x16x32f16", Op::v_mfma_f32_16x16x32_f16),
    ("v_mfma_f32_32x32x16f16", Op::v_mfma_f32_32x32x16_f16),
    ("v_mfma_f32_32x32x4bf16", Op::v_mfma_f32_32x32x4_2b_bf16),
    ("v_mfma_f32_32x32x4bf16_1k", Op::v_mfma_f32_32x32x4_2b_bf16),
    ("v_mfma_f32_16x16x4bf16", Op::v_mfma_f32_16x16x4_4b_bf16),
    ("v_mfma_f32_16x16x4bf16_1k", Op::v_mfma_f32_16x16x4_4b_bf16),
    ("v_mfma_f32_4x4x4bf16", Op::v_mfma_f32_4x4x4_16b_bf16),
    ("v_mfma_f32_4x4x4bf16_1k", Op::v_mfma_f32_4x4x4_16b_bf16),
    ("v_mfma_f32_32x32x8bf16", Op::v_mfma_f32_32x32x8_bf16),
    ("v_mfma_f32_32x32x8bf16_1k", Op::v_mfma_f32_32x32x8_bf16),
    ("v_mfma_f32_16x16x16bf16", Op::v_mfma_f32_16x16x16_bf16),
    ("v_mfma_f32_16x16x16bf16_1k", Op::v_mfma_f32_16x16x16_bf16),
    ("v_mfma_f32_16x16x32bf16", Op::v_mfma_f32_16x16x32_bf16),
    ("v_mfma_f32_32x32x16bf16", Op::v_mfma_f32_32x32x16_bf16),
    ("v_mfma_i32_32x32x4i8", Op::v_mfma_i32_32x32x4_2b_i8),
    ("v_mfma_i32_16x16x4i8", Op::v_mfma_i32_16x16x4_4b_i8),
    ("v_mfma_i32_4x4x4i8", Op::v_mfma_i32_4x4x4_16b_i8),
    ("v_mfma_i32_32x32x16i8", Op::v_mfma_i32_32x32x16_i8),
    ("v_mfma_i32_16x16x32i8", Op::v_mfma_i32_16x16x32_i8),
    ("v_mfma_i32_16x16x64i8", Op::v_mfma_i32_16x16x64_i8),
    ("v_mfma_i32_32x32x32i8", Op::v_mfma_i32_32x32x32_i8),
    ("v_mfma_f64_16x16x4f64", Op::v_mfma_f64_16x16x4_f64),
    ("v_mfma_f64_4x4x4f64", Op::v_mfma_f64_4x4x4_4b_f64),
    ("v_smfmac_f32_16x16x32f16", Op::v_smfmac_f32_16x16x32_f16),
    ("v_smfmac_f32_32x32x16f16", Op::v_smfmac_f32_32x32x16_f16),
    ("v_smfmac_f32_16x16x32bf16", Op::v_smfmac_f32_16x16x32_bf16),
    ("v_smfmac_f32_32x32x16bf16", Op::v_smfmac_f32_32x32x16_bf16),
    ("v_smfmac_i32_16x16x64i8", Op::v_smfmac_i32_16x16x64_i8),
    ("v_smfmac_i32_32x32x32i8", Op::v_smfmac_i32_32x32x32_i8),
    ("v_smfmac_f32_16x16x64f16", Op::v_smfmac_f32_16x16x64_f16),
    ("v_smfmac_f32_32x32x32f16", Op::v_smfmac_f32_32x32x32_f16),
    ("v_smfmac_f32_16x16x64bf16", Op::v_smfmac_f32_16x16x64_bf16),
    ("v_smfmac_f32_32x32x32bf16", Op::v_smfmac_f32_32x32x32_bf16),
    ("v_smfmac_i32_16x16x128i8", Op::v_smfmac_i32_16x16x128_i8),
    ("v_smfmac_i32_32x32x64i8", Op::v_smfmac_i32_32x32x64_i8),
];

fn cmp_ignore_case(a: &str, b: &str) -> core::cmp::Ordering {
    a.bytes()
        .map(|c| c.to_ascii_lowercase())
        .cmp(b.bytes().map(|c| c.to_ascii_lowercase()))
}

const fn str_less(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

/// Row indices sorted by mnemonic (built at compile time; mnemonics are lower case).
const NAME_ORDER: [u16; ROWS.len()] = {
    let mut idx = [0u16; ROWS.len()];
    let mut i = 0;
    while i < ROWS.len() {
        idx[i] = i as u16;
        i += 1;
    }
    // Bottom-up merge sort (compile time stays linear-logarithmic in the row count).
    let mut tmp = [0u16; ROWS.len()];
    let n = ROWS.len();
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = if lo + width < n { lo + width } else { n };
            let hi = if lo + 2 * width < n { lo + 2 * width } else { n };
            let (mut i, mut j, mut k) = (lo, mid, lo);
            while k < hi {
                if i < mid && (j >= hi || !str_less(ROWS[idx[j] as usize].name, ROWS[idx[i] as usize].name)) {
                    tmp[k] = idx[i];
                    i += 1;
                } else {
                    tmp[k] = idx[j];
                    j += 1;
                }
                k += 1;
            }
            lo = hi;
        }
        let mut c = 0;
        while c < n {
            idx[c] = tmp[c];
            c += 1;
        }
        width *= 2;
    }
    // A mnemonic may have two rows only if no architecture has both.
    let mut i = 1;
    while i < n {
        if !str_less(ROWS[idx[i - 1] as usize].name, ROWS[idx[i] as usize].name) {
            let (a, b) = (&ROWS[idx[i - 1] as usize], &ROWS[idx[i] as usize]);
            let mut arch = 0;
            while arch < OPCODES.len() {
                if OPCODES[arch][a.op as usize] != NA && OPCODES[arch][b.op as usize] != NA {
                    panic!("duplicate mnemonic in the instruction table");
                }
                arch += 1;
            }
        }
        i += 1;
    }
    idx
};

/// [`NAME_ORDER`] at run time (a static: indexing a large `const` at run time could copy it).
static NAME_SORTED: [u16; ROWS.len()] = NAME_ORDER;

/// Slots of [`NAME_HASH`]: a power of two at least twice the row count, so probes stay short.
const NAME_SLOTS: usize = (ROWS.len() * 2).next_power_of_two();

/// FNV-1a of a mnemonic's bytes, as a [`NAME_HASH`] slot.
const fn name_slot(name: &[u8]) -> usize {
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < name.len() {
        h = (h ^ name[i] as u32).wrapping_mul(0x0100_0193);
        i += 1;
    }
    h as usize & (NAME_SLOTS - 1)
}

const fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Mnemonic → the position in [`NAME_ORDER`] of the first row with that name ([`NONE`] for
/// an empty slot); open addressing with linear probing, built at compile time.
static NAME_HASH: [u16; NAME_SLOTS] = {
    let mut t = [NONE; NAME_SLOTS];
    let mut i = 0;
    while i < NAME_ORDER.len() {
        let name = ROWS[NAME_ORDER[i] as usize].name.as_bytes();
        if i == 0 || !bytes_eq(ROWS[NAME_ORDER[i - 1] as usize].name.as_bytes(), name) {
            let mut s = name_slot(name);
            while t[s] != NONE {
                s = (s + 1) & (NAME_SLOTS - 1);
            }
            t[s] = i as u16;
        }
        i += 1;
    }
    t
};

/// The position in [`NAME_ORDER`] of the first row named `key` (lower case), or its length
/// when no row has that name.
fn name_position(key: &[u8]) -> usize {
    let mut s = name_slot(key);
    // The table is at most half full: an empty slot ends every probe sequence.
    loop {
        let p = NAME_HASH[s];
        if p == NONE {
            return NAME_SORTED.len();
        }
        if ROWS[NAME_SORTED[p as usize] as usize].name.as_bytes() == key {
            return p as usize;
        }
        s = (s + 1) & (NAME_SLOTS - 1);
    }
}

/// Marker for "no instruction" in [`DECODE_INDEX`].
const NONE: u16 = u16::MAX;

/// Dense decode index per architecture: `[arch][format.index_base() + opcode]` → row, with
/// the VOP3 forms of VOP1/VOP2/VOPC rows included. A duplicate opcode is a compile error.
static DECODE_INDEX: [[u16; Format::INDEX_SIZE]; Arch::ALL.len()] = {
    let mut t = [[NONE; Format::INDEX_SIZE]; Arch::ALL.len()];
    let mut a = 0;
    while a < Arch::ALL.len() {
        t[a] = build_index(Arch::ALL[a]);
        a += 1;
    }
    t
};

const fn build_index(arch: Arch) -> [u16; Format::INDEX_SIZE] {
    let mut idx = [NONE; Format::INDEX_SIZE];
    let mut i = 0;
    while i < ROWS.len() {
        let r = &ROWS[i];
        let op = OPCODES[arch.index()][r.op as usize];
        // The MFMA scale forms share their MFMA's opcode; decode finds them after the
        // `v_mfma_ld_scale_b32` word pair.
        if op != NA && r.flags & flags::MAI_SCALE == 0 {
            insert(&mut idx, r.format.index_format(), op, i);
            if let Some(op3) = arch.vop3_opcode(r.format, op) {
                // Rows without a VOP3 form (v_swap_b32, K-literal rows) keep that opcode free.
                if r.flags & flags::NO_E64 == 0 && !has_k_literal(r) {
                    insert(&mut idx, Format::Vop3a, op3, i);
                }
            }
        }
        i += 1;
    }
    idx
}

const fn has_k_literal(r: &Row) -> bool {
    let mut k = 0;
    while k < r.operands.len() {
        if matches!(r.operands[k].kind, Kind::LitK) {
            return true;
        }
        k += 1;
    }
    false
}

const fn insert(idx: &mut [u16; Format::INDEX_SIZE], f: Format, op: u16, row: usize) {
    if op as usize >= f.opcode_space() {
        panic!("opcode outside its format's opcode space");
    }
    let slot = f.index_base() + op as usize;
    if idx[slot] != NONE {
        panic!("two instructions share an opcode");
    }
    idx[slot] = row as u16;
}

/// The MIMG address classes' widths, indexed by [`flags::MIMG_ADDR`] (class 0: one register).
pub const MIMG_ADDRESS_WIDTHS: [(u8, u16); 14] = [
    (1, 1),
    (1, 0xf),
    (2, 0xe),
    (2, 0x9e),
    (2, 0x1fe),
    (2, 0x3fe),
    (3, 0x9c),
    (3, 0xbc),
    (3, 0x3fc),
    (3, 0x7fc),
    (4, 0xb8),
    (4, 0xf8),
    (4, 0x7f8),
    (4, 0xff8),
];

/// A MIMG row's address widths as llvm-mc 22 takes them: the width its disassembler prints,
/// and a mask of the widths (bit `n - 1` for `n` registers) its assembler accepts. Found by
/// probing llvm-mc for every gfx900 opcode and width 1-16; `(1, 1)` for other rows.
pub fn mimg_address_widths(op: Op) -> (u8, u16) {
    let class = (op.row().flags & flags::MIMG_ADDR) >> flags::MIMG_ADDR_SHIFT;
    MIMG_ADDRESS_WIDTHS.get(class as usize).copied().unwrap_or((1, 1))
}

/// The instruction with `opcode` in `format` on `arch` (VOP3 opcodes include the promoted
/// VOP1/VOP2/VOPC forms).
pub fn lookup(arch: Arch, format: Format, opcode: u16) -> Option<Op> {
    if opcode as usize >= format.opcode_space() {
        return None;
    }
    let r = DECODE_INDEX[arch.index()][format.index_format().index_base() + opcode as usize];
    if r == NONE {
        None
    } else {
        Some(ROWS[r as usize].op)
    }
}
