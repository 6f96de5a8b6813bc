//! Per-target opcode maps: one file per [`Arch`], listing the opcode of every instruction the
//! target has (keyed by its [`Op`]) and the seed line that describes it there. The rows in
//! [`crate::isa::table`] say what an instruction is; these maps say where each target puts it.
//!
//! Adding a target: one [`Arch`] variant with its capability answers (`arch.rs`), one map file
//! here (the parts of `shared.rs` and the column of `vi.rs` it shares with other targets, then
//! its own entries), and its
//! entry in [`TARGETS`]. The per-(arch, Op) tables below are built from the maps
//! at compile time; a target without a map, two maps for one target or an instruction listed
//! twice in one map is a compile error.

use super::arch::Arch;
use super::table::Op;

mod gfx600;
mod gfx700;
mod gfx803;
mod gfx900;
mod gfx950;
mod shared;
mod vi;

/// One target's map.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The architecture.
    pub arch: Arch,
    /// The seed (`/work/shared/seeds/NNN_*.txt`) whose lines the map cites, as its number.
    pub seed: &'static str,
    /// The instructions the target has, in parts (the shared ones of `shared` first, then
    /// the target's own); those it lacks are absent.
    pub opcodes: &'static [&'static [Entry]],
}

/// One instruction of a target's map.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The instruction.
    pub op: Op,
    /// Its opcode in its format. VOP1/VOP2/VOPC/VINTRP opcodes are the 32-bit forms' (the
    /// VOP3 form's follows from [`Arch::vop3_opcode`]).
    pub code: u16,
    /// The line of the seed that describes it here, or 0.
    pub line: u32,
    /// That seed's number when the map's own [`Target::seed`] may not be it (the shared DS
    /// rows cite seed 004, also on gfx803), else `""`.
    pub seed: &'static str,
    /// The target's spelling when it differs from the row's name (gfx803 spells gfx900's
    /// `v_add_co_u32` `v_add_u32`), else `""`: printed, parsed and documented under it.
    pub name: &'static str,
}

/// `opcodes! { s_add_u32 = 0x0 @ 3717, ds_add_u32 = 0x0 @ 120 in "004", v_add_co_u32 = 0x19
/// as "v_add_u32", … }`: a map's entries. `@ line` gives the seed line (omitted when the seed
/// does not describe the instruction), `in "NNN"` another seed than the map's, `as "name"` the
/// target's own spelling.
macro_rules! opcodes {
    ($( $op:ident = $code:literal $(@ $line:literal)? $(in $seed:literal)? $(as $name:literal)? ),* $(,)?) => {
        &[$( super::Entry {
            op: crate::isa::table::Op::$op,
            code: $code,
            line: 0 $(+ $line)?,
            seed: super::or_empty(&[$($seed)?]),
            name: super::or_empty(&[$($name)?]),
        } ),*]
    };
}
use opcodes;

/// The one string of `s`, or `""` (the optional parts of [`opcodes!`]).
const fn or_empty(s: &[&'static str]) -> &'static str {
    match s {
        [one] => one,
        _ => "",
    }
}

/// The seeds a map may cite, by number, with the title the docs panel shows.
pub const SEEDS: [(&str, &str); 4] = [
    ("000", "AMD Vega ISA (seed 000)"),
    ("001", "AMD CDNA4 ISA (seed 001)"),
    ("002", "CLRX GCN 1.2 VOP_SDWA and VOP_DPP encodings (seed 002)"),
    ("004", "CLRX GCN ISA DS instructions (seed 004)"),
];

/// The docs-panel title of seed `number` (`"000"`), or `""` for a seed not in [`SEEDS`].
pub fn seed_title(number: &str) -> &'static str {
    SEEDS.iter().find(|(n, _)| *n == number).map_or("", |&(_, t)| t)
}

/// Every target's map, in [`Arch::ALL`] order.
pub const TARGETS: [Target; Arch::ALL.len()] = ordered([
    gfx600::TARGET,
    gfx700::TARGET,
    gfx803::TARGET,
    gfx900::TARGET,
    gfx950::TARGET,
]);

impl Target {
    /// The seed as the docs panel names it (`AMD Vega ISA (seed 000)`, from [`SEEDS`]).
    pub fn seed_title(&self) -> &'static str {
        seed_title(self.seed)
    }

    /// Every entry of the map, part after part.
    pub fn entries(&self) -> impl Iterator<Item = &'static Entry> {
        self.opcodes.iter().flat_map(|part| part.iter())
    }
}

/// The number of entries in a map's parts (compile time).
const fn map_len(parts: &[&[Entry]]) -> usize {
    let (mut n, mut p) = (0, 0);
    while p < parts.len() {
        n += parts[p].len();
        p += 1;
    }
    n
}

/// Entry `k` of a map's parts, counted across them (compile time; `k` < [`map_len`]).
const fn map_entry<'a>(parts: &'a [&'a [Entry]], mut k: usize) -> &'a Entry {
    let mut p = 0;
    while k >= parts[p].len() {
        k -= parts[p].len();
        p += 1;
    }
    &parts[p][k]
}

/// Opcode table value for "not on this target".
pub const NA: u16 = u16::MAX;

/// Number of instructions ([`Op`] variants).
const OPS: usize = crate::isa::table::TABLE_LEN;

/// `OPCODES[arch.index()][op as usize]`: the opcode, or [`NA`].
pub(crate) const OPCODES: [[u16; OPS]; Arch::ALL.len()] = {
    let mut t = [[NA; OPS]; Arch::ALL.len()];
    let mut a = 0;
    while a < TARGETS.len() {
        let map = TARGETS[a].opcodes;
        let mut i = 0;
        while i < map_len(map) {
            let (op, code) = (map_entry(map, i).op, map_entry(map, i).code);
            if code == NA {
                panic!("an opcode map lists an instruction as absent");
            }
            if t[a][op as usize] != NA {
                panic!("an opcode map lists an instruction twice");
            }
            t[a][op as usize] = code;
            i += 1;
        }
        a += 1;
    }
    t
};

/// `DOC_LINE_TABLE[arch.index()][op as usize]`: the seed line, or 0 (built at compile time).
static DOC_LINE_TABLE: [[u32; OPS]; Arch::ALL.len()] = {
    let mut t = [[0; OPS]; Arch::ALL.len()];
    let mut a = 0;
    while a < TARGETS.len() {
        let map = TARGETS[a].opcodes;
        let mut i = 0;
        while i < map_len(map) {
            t[a][map_entry(map, i).op as usize] = map_entry(map, i).line;
            i += 1;
        }
        a += 1;
    }
    t
};

/// The opcodes at run time (a static: indexing a large `const` at run time could copy it).
static OPCODE_TABLE: [[u16; OPS]; Arch::ALL.len()] = OPCODES;

/// The opcode of `op` on `arch`, if the target has it.
pub fn opcode(arch: Arch, op: Op) -> Option<u16> {
    let o = OPCODE_TABLE[arch.index()][op as usize];
    (o != NA).then_some(o)
}

/// The line of `op`'s description in `arch`'s seed ([`Target::seed`]); 0 if none.
pub fn doc_line(arch: Arch, op: Op) -> u32 {
    DOC_LINE_TABLE[arch.index()][op as usize]
}

/// The entry of `op` in `arch`'s map (a linear search: for the docs panel, the printer's
/// spellings go through [`name`]).
pub fn entry(arch: Arch, op: Op) -> Option<&'static Entry> {
    target(arch).entries().find(|e| e.op == op)
}

/// The docs-panel title of the seed `op`'s [`doc_line`] on `arch` refers to.
pub fn doc_seed_title(arch: Arch, op: Op) -> &'static str {
    match entry(arch, op) {
        Some(e) if !e.seed.is_empty() => seed_title(e.seed),
        _ => target(arch).seed_title(),
    }
}

/// Most `as "…"` spellings one map may give.
const MAX_RENAMES: usize = 16;

/// `RENAMES[arch.index()]`: the `(instruction, spelling)` pairs of the target's own names,
/// collected from the maps at compile time (more than [`MAX_RENAMES`] is a compile error).
static RENAMES: [[Option<(Op, &str)>; MAX_RENAMES]; Arch::ALL.len()] = {
    let mut t = [[None; MAX_RENAMES]; Arch::ALL.len()];
    let mut a = 0;
    while a < TARGETS.len() {
        let (map, mut n, mut i) = (TARGETS[a].opcodes, 0, 0);
        while i < map_len(map) {
            let e = map_entry(map, i);
            if !e.name.is_empty() {
                if n == MAX_RENAMES {
                    panic!("more than MAX_RENAMES spellings in one map");
                }
                t[a][n] = Some((e.op, e.name));
                n += 1;
            }
            i += 1;
        }
        a += 1;
    }
    t
};

/// The `(instruction, spelling)` pairs of `arch`'s own names.
fn renames(arch: Arch) -> impl Iterator<Item = (Op, &'static str)> {
    RENAMES[arch.index()].iter().map_while(|r| *r)
}

/// `op`'s mnemonic on `arch`: the map's `as "…"` spelling, else the row's name.
pub fn name(arch: Arch, op: Op) -> &'static str {
    renames(arch).find(|&(o, _)| o == op).map_or(op.row().name, |(_, n)| n)
}

/// The instruction `arch` spells `mnemonic` (lower case) by a name of its own, if any.
pub fn renamed(arch: Arch, mnemonic: &str) -> Option<Op> {
    renames(arch)
        .find(|&(_, n)| n.eq_ignore_ascii_case(mnemonic))
        .map(|(o, _)| o)
}

/// Whether `op` has a spelling of its own on `arch` (its row's name is then not one of the
/// target's mnemonics).
pub fn is_renamed(arch: Arch, op: Op) -> bool {
    renames(arch).any(|(o, _)| o == op)
}

/// The map of `arch`.
pub const fn target(arch: Arch) -> &'static Target {
    &TARGETS[arch.index()]
}

/// `maps`, checked to hold one map per architecture in [`Arch::ALL`] order.
const fn ordered(maps: [Target; Arch::ALL.len()]) -> [Target; Arch::ALL.len()] {
    let mut i = 0;
    while i < maps.len() {
        if maps[i].arch.index() != i || Arch::ALL[i].index() != i {
            panic!("TARGETS must list one map per architecture, in Arch::ALL order");
        }
        i += 1;
    }
    maps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_parts_hold_each_fact_once() {
        let count = |a: Arch| target(a).entries().count();
        assert_eq!(
            (
                shared::GCN.len(),
                shared::SI_CI.len(),
                shared::DS.len(),
                shared::CI_VI_DS.len()
            ),
            (183, 509, 122, 6)
        );
        assert_eq!(
            (count(Arch::Gfx600), count(Arch::Gfx700), count(Arch::Gfx803)),
            (815, 880, 941)
        );
        for a in [Arch::Gfx600, Arch::Gfx700, Arch::Gfx803] {
            let first = target(a).opcodes[0];
            assert!(first.len() == shared::GCN.len() && first.iter().zip(shared::GCN).all(|(x, y)| x.op == y.op));
        }
        // The shared opcodes are the same on every target that uses the part.
        assert_eq!(
            opcode(Arch::Gfx803, Op::buffer_load_format_x),
            opcode(Arch::Gfx600, Op::buffer_load_format_x)
        );
    }

    /// A fact two targets' own parts would both list (the same instruction, opcode, seed and
    /// line) belongs in a shared part instead.
    #[test]
    fn no_fact_in_two_targets_own_parts() {
        let own = |t: &Target| t.opcodes.last().copied().unwrap_or(&[]);
        let fact = |t: &Target, e: &Entry| {
            let seed = if e.seed.is_empty() { t.seed } else { e.seed };
            (e.op, e.code, e.line, seed)
        };
        for (i, a) in TARGETS.iter().enumerate() {
            for b in &TARGETS[i + 1..] {
                for e in own(a) {
                    assert!(
                        !own(b).iter().any(|f| fact(b, f) == fact(a, e)),
                        "{:?} is in both {}'s and {}'s own entries",
                        e.op,
                        a.arch.name(),
                        b.arch.name()
                    );
                }
            }
        }
    }

    #[test]
    fn maps_follow_arch_order() {
        for (i, a) in Arch::ALL.into_iter().enumerate() {
            assert_eq!(target(a).arch, a);
            assert_eq!(a.index(), i);
        }
        assert_eq!(target(Arch::Gfx900).seed, "000");
        assert_eq!(target(Arch::Gfx950).seed, "001");
        assert!(target(Arch::Gfx900).seed_title().ends_with("(seed 000)"));
    }

    #[test]
    fn spellings_and_seeds_per_entry() {
        // VI spells gfx900's carry-out add `v_add_u32` (same VOP2 opcode 0x19).
        assert_eq!(name(Arch::Gfx803, Op::v_add_co_u32), "v_add_u32");
        assert_eq!(name(Arch::Gfx900, Op::v_add_co_u32), "v_add_co_u32");
        assert_eq!(renamed(Arch::Gfx803, "V_ADD_U32"), Some(Op::v_add_co_u32));
        assert_eq!(renamed(Arch::Gfx900, "v_add_u32"), None);
        assert!(is_renamed(Arch::Gfx803, Op::v_subbrev_co_u32) && !is_renamed(Arch::Gfx803, Op::v_add_f32));
        assert_eq!(opcode(Arch::Gfx803, Op::v_add_co_u32), Some(0x19));
        assert_eq!(opcode(Arch::Gfx803, Op::v_add_u32), None);
        // gfx803's DS rows cite seed 004, its SDWA rows seed 002 (the map's own).
        assert!(doc_line(Arch::Gfx803, Op::ds_add_u32) > 0);
        assert!(doc_seed_title(Arch::Gfx803, Op::ds_add_u32).ends_with("(seed 004)"));
        assert!(doc_seed_title(Arch::Gfx803, Op::v_add_f32).ends_with("(seed 002)"));
        assert_eq!(doc_seed_title(Arch::Gfx900, Op::s_add_u32), "AMD Vega ISA (seed 000)");
        for t in TARGETS {
            assert!(!t.seed_title().is_empty(), "{}", t.arch.name());
            for e in t.entries() {
                assert!(e.seed.is_empty() || !seed_title(e.seed).is_empty());
            }
        }
    }

    #[test]
    fn lookups() {
        assert_eq!(opcode(Arch::Gfx900, Op::v_mul_legacy_f32), Some(0x4));
        assert_eq!(opcode(Arch::Gfx950, Op::v_mul_legacy_f32), None);
        assert_eq!(opcode(Arch::Gfx950, Op::v_fmac_f32), Some(0x3b));
        assert_eq!(doc_line(Arch::Gfx900, Op::s_add_u32), 3717);
        assert_eq!(doc_line(Arch::Gfx950, Op::s_add_u32), 5567);
        assert_eq!(doc_line(Arch::Gfx900, Op::v_fmac_f32), 0);
    }
}
