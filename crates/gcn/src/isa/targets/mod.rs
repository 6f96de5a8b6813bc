//! Per-target opcode maps: one file per [`Arch`], listing the opcode of every instruction the
//! target has (keyed by its [`Op`]) and the seed line that describes it there. The rows in
//! [`crate::isa::table`] say what an instruction is; these maps say where each target puts it.
//!
//! Adding a target: one [`Arch`] variant with its capability answers (`arch.rs`), one map file
//! here, and its entry in [`TARGETS`]. The per-(arch, Op) tables below are built from the maps
//! at compile time; a target without a map, two maps for one target or an instruction listed
//! twice in one map is a compile error.

use super::arch::Arch;
use super::table::Op;

mod gfx900;
mod gfx950;

/// One target's map.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The architecture.
    pub arch: Arch,
    /// The seed (`/work/shared/seeds/NNN_*.txt`) whose lines the map cites, as its number.
    pub seed: &'static str,
    /// The seed as the docs panel names it (`AMD Vega ISA (seed 000)`).
    pub seed_title: &'static str,
    /// `(instruction, opcode in its format, seed line or 0)`; instructions the target lacks are
    /// absent. VOP1/VOP2/VOPC/VINTRP opcodes are the 32-bit forms' (the VOP3 form's follows
    /// from [`crate::isa::format::Format::vop3_opcode`]).
    pub opcodes: &'static [(Op, u16, u32)],
}

/// `opcodes! { s_add_u32 = 0x0 @ 3717, v_foo = 0x12, … }`: a map's entries, `@ line` giving the
/// seed line (omitted when the seed does not describe the instruction).
macro_rules! opcodes {
    ($( $op:ident = $code:literal $(@ $line:literal)? ),* $(,)?) => {
        &[$( (crate::isa::table::Op::$op, $code, 0 $(+ $line)?) ),*]
    };
}
use opcodes;

/// Every target's map, in [`Arch::ALL`] order.
pub const TARGETS: [Target; Arch::ALL.len()] = ordered([gfx900::TARGET, gfx950::TARGET]);

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
        while i < map.len() {
            let (op, code, _) = map[i];
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

/// `DOC_LINES[arch.index()][op as usize]`: the seed line, or 0.
const DOC_LINES: [[u32; OPS]; Arch::ALL.len()] = {
    let mut t = [[0; OPS]; Arch::ALL.len()];
    let mut a = 0;
    while a < TARGETS.len() {
        let map = TARGETS[a].opcodes;
        let mut i = 0;
        while i < map.len() {
            t[a][map[i].0 as usize] = map[i].2;
            i += 1;
        }
        a += 1;
    }
    t
};

/// The opcodes at run time (a static: indexing a large `const` at run time could copy it).
static OPCODE_TABLE: [[u16; OPS]; Arch::ALL.len()] = OPCODES;
/// The seed lines at run time.
static DOC_LINE_TABLE: [[u32; OPS]; Arch::ALL.len()] = DOC_LINES;

/// The opcode of `op` on `arch`, if the target has it.
pub fn opcode(arch: Arch, op: Op) -> Option<u16> {
    let o = OPCODE_TABLE[arch.index()][op as usize];
    (o != NA).then_some(o)
}

/// The line of `op`'s description in `arch`'s seed ([`Target::seed`]); 0 if none.
pub fn doc_line(arch: Arch, op: Op) -> u32 {
    DOC_LINE_TABLE[arch.index()][op as usize]
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
    fn maps_follow_arch_order() {
        for (i, a) in Arch::ALL.into_iter().enumerate() {
            assert_eq!(target(a).arch, a);
            assert_eq!(a.index(), i);
        }
        assert_eq!(target(Arch::Gfx900).seed, "000");
        assert_eq!(target(Arch::Gfx950).seed, "001");
        assert!(target(Arch::Gfx900).seed_title.ends_with("(seed 000)"));
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
