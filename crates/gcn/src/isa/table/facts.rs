//! What the assembler, the decoder and [`crate::isa::inst::Inst::size`] ask of a row on every
//! instruction (its source count, which sources take modifiers, …), worked out from the
//! operands once per row at compile time instead of by a scan per question.

use super::rows::ROWS;
use super::*;

/// A row's derived answers (see the [`Row`] methods that read them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RowFacts {
    /// [`Row::sources`].
    pub sources: u8,
    /// [`Row::code_sources`].
    pub code_sources: u8,
    /// [`Row::float_sources`].
    pub float_sources: u8,
    /// [`Row::modifier_fields`].
    pub modifier_fields: u8,
    /// [`Row::is_vop3b`].
    pub vop3b: bool,
    /// [`Row::has_fixed_literal`].
    pub fixed_literal: bool,
    /// [`Row::is_interp`].
    pub interp: bool,
    /// [`Row::carry_in2`].
    pub carry_in2: bool,
    /// [`Row::ssrc1`].
    pub ssrc1: bool,
}

/// `ROW_FACTS[op as usize]`: the facts of every row, in [`Op`] order.
static ROW_FACTS: [RowFacts; ROWS.len()] = {
    let mut t = [RowFacts {
        sources: 0,
        code_sources: 0,
        float_sources: 0,
        modifier_fields: 0,
        vop3b: false,
        fixed_literal: false,
        interp: false,
        carry_in2: false,
        ssrc1: false,
    }; ROWS.len()];
    let mut i = 0;
    while i < ROWS.len() {
        if ROWS[i].op as usize != i {
            panic!("ROWS must be in Op order");
        }
        t[i] = scan(&ROWS[i]);
        i += 1;
    }
    t
};

impl Row {
    /// This row's facts (every row is `TABLE[op]`).
    pub(super) fn facts(&self) -> &'static RowFacts {
        &ROW_FACTS[self.op as usize]
    }

    /// Whether source 2 is a carry-in (the 32-bit carry forms read VCC there).
    pub(crate) fn carry_in2(&self) -> bool {
        self.facts().carry_in2
    }

    /// Whether source 1 is a scalar-only source (GCN 1.0/1.1's VOP2 lane moves).
    pub(crate) fn ssrc1(&self) -> bool {
        self.facts().ssrc1
    }
}

/// Bit of source slot `slot` (`None` for other slots).
const fn source_bit(slot: Slot) -> Option<u8> {
    match slot {
        Slot::Src0 => Some(0),
        Slot::Src1 => Some(1),
        Slot::Src2 => Some(2),
        _ => None,
    }
}

/// Works out `row`'s facts from its operands and flags.
const fn scan(row: &Row) -> RowFacts {
    let (mut sources, mut code_sources, mut float_sources) = (0u8, 0u8, 0u8);
    let (mut vop3b, mut fixed_literal, mut interp) = (false, false, false);
    // The first source 1 and source 2 operands (as `Row::operand` finds them).
    let (mut src1, mut src2): (Option<&Operand>, Option<&Operand>) = (None, None);
    let mut k = 0;
    while k < row.operands.len() {
        let o = &row.operands[k];
        if let Some(b) = source_bit(o.slot) {
            if b + 1 > sources {
                sources = b + 1;
            }
            if !matches!(o.kind, Kind::GprIdx) {
                code_sources |= 1 << b;
            }
            if o.ty.is_float() {
                float_sources |= 1 << b;
            }
        }
        vop3b |= matches!(o.slot, Slot::SdstField);
        fixed_literal |= matches!(o.slot, Slot::Literal);
        interp |= matches!(o.kind, Kind::InterpAttr);
        if matches!(o.slot, Slot::Src1) && src1.is_none() {
            src1 = Some(o);
        }
        if matches!(o.slot, Slot::Src2) && src2.is_none() {
            src2 = Some(o);
        }
        k += 1;
    }
    if row.has(flags::NO_SRC_MODS) {
        float_sources = 0;
    }
    let carry_in2 = matches!(src2, Some(o) if matches!(o.kind, Kind::CarryIn));
    let ssrc1 = matches!(src1, Some(o) if matches!(o.kind, Kind::Ssrc));
    RowFacts {
        sources,
        code_sources,
        float_sources,
        modifier_fields: modifier_fields(row, sources, float_sources, carry_in2),
        vop3b,
        fixed_literal,
        interp,
        carry_in2,
        ssrc1,
    }
}

/// [`Row::modifier_fields`] from the row's source count, float sources and whether source 2
/// is a carry-in.
const fn modifier_fields(row: &Row, sources: u8, float_sources: u8, carry_in2: bool) -> u8 {
    let n = if row.has(flags::OPSEL4) { 3 } else { sources };
    let dot = matches!(row.format, Format::Vop2) && row.has(flags::DOT);
    if float_sources == 0 && !dot && !row.has(flags::INT_SRC_MODS) {
        return 0;
    }
    let mut m = ((1u16 << n) - 1) as u8;
    if row.has(flags::CLASS_MASK) {
        m &= !2;
    }
    if carry_in2 {
        m &= !4;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The facts of every row equal the operand scans they replace (each question asked
    /// directly of the operands, as the methods did before the table).
    #[test]
    fn facts_match_direct_scans() {
        for row in TABLE {
            let srcs = row.operands.iter().filter_map(|o| source_bit(o.slot).map(|b| (b, o)));
            let sources = srcs.clone().map(|(b, _)| b + 1).max().unwrap_or(0);
            let code: u8 = srcs
                .clone()
                .filter(|(_, o)| o.kind != Kind::GprIdx)
                .fold(0, |m, (b, _)| m | 1 << b);
            let float: u8 = if row.has(flags::NO_SRC_MODS) {
                0
            } else {
                srcs.filter(|(_, o)| o.ty.is_float()).fold(0, |m, (b, _)| m | 1 << b)
            };
            let carry_in2 = row.operand(Slot::Src2).is_some_and(|o| o.kind == Kind::CarryIn);
            let f = row.facts();
            assert_eq!(f.sources, sources, "{}", row.name);
            assert_eq!(f.code_sources, code, "{}", row.name);
            assert_eq!(f.float_sources, float, "{}", row.name);
            assert_eq!(
                f.modifier_fields,
                modifier_fields(row, sources, float, carry_in2),
                "{}",
                row.name
            );
            assert_eq!(
                f.vop3b,
                row.operands.iter().any(|o| o.slot == Slot::SdstField),
                "{}",
                row.name
            );
            assert_eq!(f.fixed_literal, row.operands.iter().any(|o| o.slot == Slot::Literal));
            assert_eq!(f.interp, row.operands.iter().any(|o| o.kind == Kind::InterpAttr));
            assert_eq!(f.carry_in2, carry_in2, "{}", row.name);
            assert_eq!(f.ssrc1, row.operand(Slot::Src1).is_some_and(|o| o.kind == Kind::Ssrc));
        }
    }
}
