//! Targets: the architectures a user can pick, and what each answers for the editor.

use lanescope_gcn::isa::table::{Fidelity, TABLE};
use lanescope_gcn::syntax::lex::Highlight;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Diagnostic, Machine};

/// A selectable target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A GCN-family architecture.
    Gcn(Arch),
}

/// Editor token classes (for colouring), independent of the ISA.
pub type TokenClass = Highlight;

/// What the editor shows for a mnemonic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstrDoc {
    /// The mnemonic.
    pub mnemonic: &'static str,
    /// Microcode format.
    pub format: &'static str,
    /// One-line semantics.
    pub summary: &'static str,
    /// Which seed document describes it, and at which line.
    pub seed_line: u32,
    /// `exact`, or `approximate: …` / `unsupported: …`.
    pub fidelity: String,
}

impl Target {
    /// Every target, in menu order.
    pub const ALL: [Target; 2] = [Target::Gcn(Arch::Gfx900), Target::Gcn(Arch::Gfx950)];

    /// Short name (`gfx900`).
    pub fn name(self) -> &'static str {
        match self {
            Target::Gcn(a) => a.name(),
        }
    }

    /// Menu text.
    pub fn description(self) -> &'static str {
        match self {
            Target::Gcn(a) => a.description(),
        }
    }

    /// The target called `name` (LLVM names and marketing aliases).
    pub fn from_name(name: &str) -> Option<Target> {
        Arch::from_name(name).map(Target::Gcn)
    }

    /// Assembles `source` into a machine in its bare-snippet initial state.
    pub fn assemble(self, source: &str) -> Result<Box<dyn Machine>, Vec<Diagnostic>> {
        match self {
            Target::Gcn(a) => {
                let p = lanescope_gcn::syntax::assemble(a, source)?;
                Ok(Box::new(GcnMachine::bare(p)))
            }
        }
    }

    /// Token classes of one source line: `(byte start, byte end, class)`.
    pub fn highlight(self, line: &str) -> Vec<(usize, usize, TokenClass)> {
        match self {
            Target::Gcn(_) => lanescope_gcn::syntax::highlight(line),
        }
    }

    /// Documentation of `mnemonic` (with or without `_e32`/`_e64`), if the target has it.
    pub fn doc(self, mnemonic: &str) -> Option<InstrDoc> {
        match self {
            Target::Gcn(a) => {
                let lower = mnemonic.to_ascii_lowercase();
                let base = lower
                    .strip_suffix("_e32")
                    .or_else(|| lower.strip_suffix("_e64"))
                    .unwrap_or(&lower);
                let row = TABLE.iter().find(|r| r.name == base && r.opcode_on(a).is_some())?;
                Some(InstrDoc {
                    mnemonic: row.name,
                    format: row.format.name(),
                    summary: row.summary,
                    seed_line: row.doc_line[a.index()],
                    fidelity: match row.fidelity {
                        Fidelity::Exact => "exact".into(),
                        Fidelity::Approximate(w) => format!("approximate: {w}"),
                        Fidelity::Unsupported(w) => format!("unsupported: {w}"),
                    },
                })
            }
        }
    }

    /// Which seed document the doc lines refer to.
    pub fn seed_name(self) -> &'static str {
        match self {
            Target::Gcn(Arch::Gfx900) => "AMD Vega ISA (seed 000)",
            Target::Gcn(Arch::Gfx950) => "AMD CDNA4 ISA (seed 001)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_docs_and_assembly() {
        for t in Target::ALL {
            assert_eq!(Target::from_name(t.name()), Some(t));
            let d = t.doc("V_ADD_F32_e64").unwrap();
            assert_eq!(d.mnemonic, "v_add_f32");
            assert_eq!(d.format, "VOP2");
            assert!(d.seed_line > 0);
            assert!(t.doc("v_nonsense").is_none());
            let mut m = t.assemble("v_add_u32 v1, v0, v0\ns_endpgm").unwrap();
            assert_eq!(m.run(10), lanescope_isa::StepOutcome::Ended);
            assert_eq!(m.vgpr(1)[5], 10);
        }
        let Err(errs) = Target::ALL[0].assemble("v_bogus v0") else {
            panic!("assembled")
        };
        assert_eq!(errs[0].message, "invalid instruction");
    }
}
