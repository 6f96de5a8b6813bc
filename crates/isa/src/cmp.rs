//! The six comparison operators, shared by the assembler's expressions (`.if a >= 2`) and
//! the front ends' run-until conditions (`v3[5] > 1.0`).

use core::cmp::Ordering;

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Cmp {
    /// Every operator with its spelling, two-character spellings first (so a scan for the
    /// first match that tries them in this order finds `<=` before `<`).
    pub const SPELLINGS: [(&'static str, Cmp); 6] = [
        ("==", Cmp::Eq),
        ("!=", Cmp::Ne),
        ("<=", Cmp::Le),
        (">=", Cmp::Ge),
        ("<", Cmp::Lt),
        (">", Cmp::Gt),
    ];

    /// Whether a left operand that compares to the right one as `o` satisfies the operator.
    pub fn holds(self, o: Ordering) -> bool {
        match self {
            Cmp::Eq => o.is_eq(),
            Cmp::Ne => o.is_ne(),
            Cmp::Lt => o.is_lt(),
            Cmp::Le => o.is_le(),
            Cmp::Gt => o.is_gt(),
            Cmp::Ge => o.is_ge(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_operator_holds_for_its_orderings() {
        let holds = |c: Cmp| [Ordering::Less, Ordering::Equal, Ordering::Greater].map(|o| c.holds(o));
        assert_eq!(holds(Cmp::Eq), [false, true, false]);
        assert_eq!(holds(Cmp::Ne), [true, false, true]);
        assert_eq!(holds(Cmp::Lt), [true, false, false]);
        assert_eq!(holds(Cmp::Le), [true, true, false]);
        assert_eq!(holds(Cmp::Gt), [false, false, true]);
        assert_eq!(holds(Cmp::Ge), [false, true, true]);
    }
}
