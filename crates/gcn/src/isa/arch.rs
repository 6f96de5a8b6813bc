//! The architectures this crate models.

/// A GCN-family target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    /// Vega / GCN5 (seed 000).
    Gfx900,
    /// CDNA4, Instinct MI350 series (seed 001).
    Gfx950,
}

impl Arch {
    /// Every architecture, in menu order.
    pub const ALL: [Arch; 2] = [Arch::Gfx900, Arch::Gfx950];

    /// LLVM's processor name.
    pub const fn name(self) -> &'static str {
        match self {
            Arch::Gfx900 => "gfx900",
            Arch::Gfx950 => "gfx950",
        }
    }

    /// A longer human name for menus.
    pub const fn description(self) -> &'static str {
        match self {
            Arch::Gfx900 => "gfx900 (Vega, GCN5)",
            Arch::Gfx950 => "gfx950 (CDNA4, MI350)",
        }
    }

    /// Index into per-architecture tables (opcode columns, decode indices).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The architecture called `name`: LLVM names and the marketing aliases
    /// (`vega`, `vega10`, `gcn5`, `mi25`, `cdna4`, `mi350`, `mi350x`, `mi355x`), case-insensitive.
    pub fn from_name(name: &str) -> Option<Arch> {
        const ALIASES: [(&str, Arch); 10] = [
            ("gfx900", Arch::Gfx900),
            ("vega", Arch::Gfx900),
            ("vega10", Arch::Gfx900),
            ("gcn5", Arch::Gfx900),
            ("mi25", Arch::Gfx900),
            ("gfx950", Arch::Gfx950),
            ("cdna4", Arch::Gfx950),
            ("mi350", Arch::Gfx950),
            ("mi350x", Arch::Gfx950),
            ("mi355x", Arch::Gfx950),
        ];
        ALIASES
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, a)| a)
    }

    /// Highest addressable SGPR number plus one (s0..s101 on both).
    pub const fn sgpr_count(self) -> usize {
        102
    }

    /// Architectural VGPRs per lane.
    pub const fn vgpr_count(self) -> usize {
        256
    }

    /// Accumulation VGPRs (AGPRs) per lane: 256 on gfx950 (seed 001 L919-L928), none on gfx900.
    pub const fn agpr_count(self) -> usize {
        match self {
            Arch::Gfx900 => 0,
            Arch::Gfx950 => 256,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases() {
        for a in Arch::ALL {
            assert_eq!(Arch::from_name(a.name()), Some(a));
        }
        assert_eq!(Arch::from_name("MI355X"), Some(Arch::Gfx950));
        assert_eq!(Arch::from_name("Vega"), Some(Arch::Gfx900));
        assert_eq!(Arch::from_name("gfx90a"), None);
    }
}
