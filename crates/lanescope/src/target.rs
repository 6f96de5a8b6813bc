//! Targets: the architectures a user can pick, and what each answers for the editor.

use core::fmt;

use lanescope_gcn::isa::table::Fidelity;
use lanescope_gcn::program::encoding_bytes;
use lanescope_gcn::session;
use lanescope_gcn::syntax::print::ImmSource;
use lanescope_gcn::{Arch, GcnMachine, Op, Row};
use lanescope_gcn::{KernArg, LaunchConfig};
use lanescope_isa::Diagnostic;

/// A selectable target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A GCN-family architecture.
    Gcn(Arch),
    /// R700 (TeraScale VLIW5), as LLVM's `rv770`.
    R700,
}

/// Why a snippet could not be made into a machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The source does not assemble.
    Assembly(Vec<Diagnostic>),
    /// The launch or initial state is inconsistent with the program (unknown kernel, wrong
    /// argument count, LDS too large, bad register name, …).
    Setup(String),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Assembly(d) => write!(f, "the source does not assemble ({} errors)", d.len()),
            BuildError::Setup(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for BuildError {}

/// Replaces the assembler's "invalid operand" on a relocated symbol operand (`sym@rel32@lo+4`,
/// `sym@gotpcrel32@lo+4`, …) by what it is and how to compile without it: clang emits such
/// calls for `get_global_id` and friends under `-nogpulib`, and lanescope links nothing.
pub fn explain_relocations(source: &str, mut diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let lines: Vec<&str> = source.lines().collect();
    for d in &mut diags {
        let text = d
            .span
            .line
            .checked_sub(1)
            .and_then(|n| lines.get(n as usize))
            .copied()
            .unwrap_or("");
        let Some(at) = text.find("@rel32@").or_else(|| text.find("@gotpcrel")) else {
            continue;
        };
        let sym = text[..at]
            .rsplit(|c: char| c == ',' || c.is_whitespace())
            .next()
            .unwrap_or_default();
        d.message = format!(
            "'{sym}' is a relocation (a PC-relative reference a linker fills in): lanescope runs one \
             code object and links nothing. clang emits these calls for get_global_id() and friends \
             under -nogpulib; compile with the builtins instead \
             (__builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * \
             __builtin_amdgcn_workgroup_size_x()) or link the device libraries (drop -nogpulib) at -O1 or higher"
        );
    }
    diags
}

/// The kernel launch of `snippet`'s `[launch]` section `l`, with its arguments (buffer
/// arguments by address).
fn launch_config(
    snippet: &crate::Snippet,
    l: &crate::snippet::Launch,
    addr: &dyn Fn(&str) -> Result<u64, String>,
) -> Result<LaunchConfig, String> {
    let dims = |v: &[u32]| [0, 1, 2].map(|i| v.get(i).copied().unwrap_or(1));
    let args = snippet
        .args
        .iter()
        .map(|arg| match arg {
            crate::snippet::Arg::Buffer(b) => addr(&b.buffer).map(KernArg::Pointer),
            crate::snippet::Arg::Value(v) => v.ty.encode(&v.value).map(KernArg::Value),
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(LaunchConfig {
        kernel: l.kernel.clone(),
        grid: dims(&l.grid),
        block: dims(&l.block),
        dynamic_lds: l.dynamic_lds,
        args,
    })
}

pub use lanescope_isa::TokenClass;

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
    /// That seed's title (`AMD Vega ISA (seed 000)`): a target's rows may cite more than one
    /// seed (gfx803: 002 for SDWA/DPP, 004 for DS).
    pub seed: &'static str,
    /// `exact`, or `approximate: …` / `unsupported: …`.
    pub fidelity: String,
}

/// One instruction of an assembled listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmLine {
    /// 1-based source line.
    pub line: u32,
    /// Byte address in the program.
    pub pc: u64,
    /// The instruction as `llvm-mc` prints it.
    pub text: String,
    /// Its bytes as `llvm-mc -show-encoding` prints them (`[0x00,0x00,0x80,0xbf]`; a branch to
    /// a label shows its fixup bytes as `A`).
    pub encoding: String,
}

impl Target {
    /// Every target, in menu order: the default ([`Arch::DEFAULT`], gfx900) first, then the
    /// other GCN targets newest first, then R700.
    pub const ALL: [Target; 6] = {
        let mut all = [Target::R700; 6];
        let mut k = 0;
        while k < Self::GCN.len() {
            all[k] = Self::GCN[k];
            k += 1;
        }
        all
    };

    /// The GCN targets (those with GCN-only views and tests), in menu order.
    pub const GCN: [Target; 5] = [
        Target::Gcn(Arch::Gfx900),
        Target::Gcn(Arch::Gfx950),
        Target::Gcn(Arch::Gfx803),
        Target::Gcn(Arch::Gfx700),
        Target::Gcn(Arch::Gfx600),
    ];

    /// Short name (`gfx900`).
    pub fn name(self) -> &'static str {
        match self {
            Target::Gcn(a) => a.name(),
            Target::R700 => "rv770",
        }
    }

    /// Menu text.
    pub fn description(self) -> &'static str {
        match self {
            Target::Gcn(a) => a.description(),
            Target::R700 => "rv770 (R700, TeraScale VLIW5)",
        }
    }

    /// The target called `name` (LLVM names and marketing aliases).
    pub fn from_name(name: &str) -> Option<Target> {
        if crate::snippet_r700::is_r700_name(name) {
            return Some(Target::R700);
        }
        Arch::from_name(name).map(Target::Gcn)
    }

    /// Assembles `source` into a machine in its bare-snippet initial state.
    pub fn assemble(self, source: &str) -> Result<Box<dyn crate::Rewind>, Vec<Diagnostic>> {
        match self {
            Target::Gcn(a) => {
                let p = lanescope_gcn::syntax::assemble(a, source).map_err(|d| explain_relocations(source, d))?;
                Ok(Box::new(GcnMachine::bare(p)))
            }
            Target::R700 => match crate::target_r700::build(&crate::Snippet::new(self, source), source) {
                Ok(m) => Ok(Box::new(m)),
                Err(BuildError::Assembly(d)) => Err(d),
                Err(BuildError::Setup(m)) => Err(vec![Diagnostic::error(lanescope_isa::Span::default(), m)]),
            },
        }
    }

    /// Builds the machine a snippet describes, from its assembly `source` (the snippet's
    /// `source`, or the text of its `source_file`): buffers allocated in order, then either
    /// the kernel launch or the bare wave with the `[init]` state.
    pub fn build(self, snippet: &crate::Snippet, source: &str) -> Result<Box<dyn crate::Rewind>, BuildError> {
        match self {
            Target::Gcn(_) => Ok(Box::new(self.build_gcn(snippet, source)?)),
            Target::R700 => Ok(Box::new(crate::target_r700::build(snippet, source)?)),
        }
    }

    /// [`Target::build`], as the GCN machine itself (for front ends that drive its workgroups,
    /// such as the CLI's parallel run).
    pub fn build_gcn(self, snippet: &crate::Snippet, source: &str) -> Result<GcnMachine, BuildError> {
        let Target::Gcn(a) = self else {
            return Err(BuildError::Setup(format!("{} is not a GCN target", self.name())));
        };
        let program = lanescope_gcn::syntax::assemble(a, source)
            .map_err(|d| BuildError::Assembly(explain_relocations(source, d)))?;
        let setup = |m: String| BuildError::Setup(m);
        let bytes = snippet
            .buffers
            .iter()
            .map(|b| Ok((b.name.as_str(), b.bytes()?)))
            .collect::<Result<Vec<_>, String>>()
            .map_err(setup)?;
        let (mem, addrs) = session::allocate(bytes);
        let addr = |name: &str| {
            addrs
                .iter()
                .find(|(n, _)| n == name)
                .map(|&(_, a)| a)
                .ok_or_else(|| format!("no buffer named '{name}'"))
        };
        let launch = match &snippet.launch {
            Some(l) => Some(launch_config(snippet, l, &addr).map_err(setup)?),
            None => None,
        };
        let sets_sgprs = snippet
            .init
            .as_ref()
            .is_some_and(|i| !i.sgpr.is_empty() || !i.registers.is_empty());
        let mut m = session::build(program, mem, launch.as_ref(), sets_sgprs).map_err(setup)?;
        if let (None, Some(init)) = (&snippet.launch, &snippet.init) {
            crate::init::apply(&mut m, init, &addr).map_err(setup)?;
        }
        Ok(m)
    }

    /// Every instruction of `source` that assembles, and the errors of the lines that do not:
    /// like `llvm-mc`, one bad line does not hide the good ones.
    pub fn listing(self, source: &str) -> (Vec<AsmLine>, Vec<Diagnostic>) {
        let Target::Gcn(a) = self else {
            return crate::target_r700::listing(source);
        };
        let (p, errors) = lanescope_gcn::syntax::assemble_partial(a, source);
        let errors = explain_relocations(source, errors);
        let lines = (0..p.insts.len())
            .map(|n| {
                let fixup = matches!(p.imm_source(n), Some(ImmSource::Label(_)));
                let mut encoding = String::new();
                encoding_bytes(&mut encoding, a, &p.insts[n], fixup);
                AsmLine {
                    line: p.lines[n],
                    pc: u64::from(p.pcs[n]),
                    text: p.text(n),
                    encoding,
                }
            })
            .collect();
        (lines, errors)
    }

    /// Token classes of one source line: `(byte start, byte end, class)`.
    pub fn highlight(self, line: &str) -> Vec<(usize, usize, TokenClass)> {
        match self {
            Target::Gcn(_) => session::highlight(line),
            Target::R700 => crate::target_r700::highlight(line),
        }
    }

    /// Documentation of `mnemonic` in any spelling the assembler accepts (any case, `_e32`,
    /// `_e64`, `_dpp`, `_sdwa`, deprecated aliases; R700: llc's names, see `r700_docs`), if
    /// the target has the instruction.
    pub fn doc(self, mnemonic: &str) -> Option<InstrDoc> {
        match self {
            Target::Gcn(a) => {
                let row = gcn_row(a, mnemonic)?;
                let seed = lanescope_gcn::isa::targets::doc_seed_title(a, row.op);
                Some(InstrDoc {
                    mnemonic: row.op.name_on(a),
                    format: row.format.name(),
                    summary: row.summary,
                    seed_line: encoding_line(seed, mnemonic).unwrap_or_else(|| row.doc_line_on(a)),
                    seed,
                    fidelity: match row.fidelity {
                        Fidelity::Exact => "exact".into(),
                        Fidelity::Approximate(w) => format!("approximate: {w}"),
                        Fidelity::Unsupported(w) => format!("unsupported: {w}"),
                    },
                })
            }
            Target::R700 => crate::r700_docs::doc(mnemonic),
        }
    }

    /// Which seed document the doc lines refer to.
    pub fn seed_name(self) -> &'static str {
        match self {
            Target::Gcn(a) => lanescope_gcn::isa::targets::target(a).seed_title(),
            Target::R700 => "seed 003: R700-family instruction set architecture",
        }
    }

    /// The snippet sections this target's launch & data text takes, for the editor's header.
    pub fn data_sections(self) -> &'static str {
        match self {
            Target::Gcn(_) => "[launch] · [[buffers]] · [[args]] · [init] — empty: a bare wave",
            Target::R700 => {
                "[r700] · [[r700.gprs]] · [[r700.constants]] · [[r700.textures]] · [[r700.loop_constants]] · [[buffers]]"
            }
        }
    }

    /// What an empty launch & data text means on this target, for the editor's placeholder.
    pub fn data_placeholder(self) -> &'static str {
        match self {
            Target::Gcn(_) => {
                "# Empty: one bare wave (EXEC all ones, v0 = lane id). For a kernel: [launch], [[buffers]], \
                 [[args]] (see Examples…); for a bare wave: [init]."
            }
            Target::R700 => {
                "# Empty: a pixel shader of 64 lanes, GPRs and constants 0. [r700] shader = \"pixel\" | \"vertex\" \
                 | \"compute\", lanes = 1..64; [[r700.gprs]] reg/type/data; [[r700.constants]] buffer/type/data."
            }
        }
    }
}

/// The row of `mnemonic` on `arch`, looked up as the assembler does: a `_dpp` or `_sdwa`
/// suffix, then an `_e32` or `_e64` suffix, comes off (any case) and [`Op::from_name_on`]
/// resolves the rest (aliases included).
/// The seed line describing the encoding `mnemonic` is written in, where the seed is about
/// encodings rather than instructions: seed 002 (GCN 1.2 SDWA and DPP) has one section, VOP_SDWA
/// (line 5), and mentions VOP_DPP only in its overview (line 4), so gfx803's `_sdwa` and `_dpp`
/// forms cite those lines.
fn encoding_line(seed: &str, mnemonic: &str) -> Option<u32> {
    const LINES: [(&str, &str, u32); 2] = [("(seed 002)", "_sdwa", 5), ("(seed 002)", "_dpp", 4)];
    let m = mnemonic.to_ascii_lowercase();
    LINES
        .iter()
        .find(|(s, suffix, _)| seed.ends_with(s) && m.ends_with(suffix))
        .map(|&(_, _, line)| line)
}

fn gcn_row(arch: Arch, mnemonic: &str) -> Option<&'static Row> {
    let m = lanescope_gcn::syntax::base_mnemonic(mnemonic);
    Some(Op::from_name_on(m, arch)?)
        .filter(|op| op.spelled_on(arch, m))
        .map(Op::row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_docs_and_assembly() {
        for t in Target::ALL {
            assert_eq!(Target::from_name(t.name()), Some(t));
        }
        assert_eq!(Target::ALL[0], Target::Gcn(Arch::DEFAULT));
        for t in Target::GCN {
            assert!(Target::ALL.contains(&t));
        }
        // The GFX9 targets (gfx803 spells the carry-out add `v_add_u32`).
        for t in [Target::Gcn(Arch::Gfx900), Target::Gcn(Arch::Gfx950)] {
            let d = t.doc("V_ADD_F32_e64").unwrap();
            assert_eq!(d.mnemonic, "v_add_f32");
            assert_eq!(d.format, "VOP2");
            assert!(d.seed_line > 0);
            assert!(t.doc("v_nonsense").is_none());
            let mut m = t.assemble("v_add_u32 v1, v0, v0\ns_endpgm").unwrap();
            assert_eq!(m.run(10), lanescope_isa::StepOutcome::Ended);
            assert_eq!(m.register(m.file_index("v").unwrap(), 1)[5], 10);
        }
        // gfx803 spells gfx900's `v_add_co_u32` `v_add_u32`; its DS rows cite seed 004.
        let vi = Target::Gcn(Arch::Gfx803);
        let d = vi.doc("v_add_u32_e64").unwrap();
        assert_eq!((d.mnemonic, d.format), ("v_add_u32", "VOP2"));
        assert!(vi.doc("v_add_co_u32").is_none());
        let d = vi.doc("ds_add_u32").unwrap();
        assert!(d.seed.ends_with("(seed 004)") && d.seed_line > 0, "{d:?}");
        assert!(Target::Gcn(Arch::Gfx900)
            .doc("ds_add_u32")
            .unwrap()
            .seed
            .ends_with("(seed 000)"));
        let Err(errs) = Target::ALL[0].assemble("v_bogus v0") else {
            panic!("assembled")
        };
        assert_eq!(errs[0].message, "invalid instruction");
    }

    /// The docs panel's citations for the older GCN targets: gfx803's SDWA and DPP forms cite
    /// seed 002 (line 5 opens its VOP_SDWA section, line 4 is its only VOP_DPP line), DS rows on
    /// gfx600/gfx700/gfx803 cite their own line of seed 004 (CLRX's DS page).
    #[test]
    fn older_gcn_docs_cite_seeds_002_and_004() {
        let vi = Target::Gcn(Arch::Gfx803);
        for (m, line) in [
            ("v_add_u32_sdwa", 5),
            ("v_mov_b32_sdwa", 5),
            ("v_add_u32_dpp", 4),
            ("V_MOV_B32_DPP", 4),
            ("v_add_f32", 5),
        ] {
            let d = vi.doc(m).unwrap_or_else(|| panic!("{m}"));
            assert!(d.seed.ends_with("(seed 002)"), "{m}: {d:?}");
            assert_eq!(d.seed_line, line, "{m}");
        }
        // gfx900's DPP rows keep their own seed 000 lines.
        let d = Target::Gcn(Arch::Gfx900).doc("v_add_u32_dpp").unwrap();
        assert!(d.seed.ends_with("(seed 000)") && d.seed_line > 5, "{d:?}");
        for a in [Arch::Gfx600, Arch::Gfx700, Arch::Gfx803] {
            let t = Target::Gcn(a);
            let add = t.doc("ds_add_u32").unwrap();
            let read = t.doc("ds_read_b32").unwrap();
            for d in [&add, &read] {
                assert!(d.seed.ends_with("(seed 004)"), "{a:?}: {d:?}");
            }
            // Seed 004 line 229 is `DS_ADD_U32`; each row has its own line.
            assert_eq!(add.seed_line, 229, "{a:?}");
            assert!(read.seed_line > 0 && read.seed_line != add.seed_line, "{a:?}");
        }
    }

    #[test]
    fn relocated_calls_say_what_they_are() {
        let src = "s_getpc_b64 s[4:5]\ns_add_u32 s4, s4, _Z13get_global_idj@rel32@lo+4\n\
                   s_addc_u32 s5, s5, _Z13get_global_idj@rel32@hi+12\ns_endpgm\n";
        let Err(errs) = Target::ALL[0].assemble(src) else {
            panic!("assembled a relocation")
        };
        assert_eq!(errs.len(), 2);
        assert_eq!((errs[0].span.line, errs[1].span.line), (2, 3));
        assert!(
            errs[0].message.starts_with("'_Z13get_global_idj' is a relocation"),
            "{}",
            errs[0].message
        );
        assert!(errs[0].message.contains("-nogpulib"));
        let (_, listed) = Target::ALL[1].listing(src);
        assert_eq!(listed[0].message, errs[0].message);
        // Other errors keep their text.
        let Err(errs) = Target::ALL[0].assemble("s_add_u32 s4, s4, v9") else {
            panic!("assembled")
        };
        assert!(!errs[0].message.contains("relocation"));
    }

    #[test]
    fn a_kernel_without_launch_says_what_to_add() {
        let toml = include_str!("../../../web/gallery/reduce_lds.toml");
        let mut s = crate::Snippet::from_toml(toml).unwrap();
        s.launch = None;
        s.args.clear();
        let t = s.target().unwrap();
        let Err(BuildError::Setup(m)) = t.build(&s, &s.source) else {
            panic!("built a bare wave for a kernel reading kernargs")
        };
        assert!(m.starts_with("kernel 'reduce' reads its arguments"), "{m}");
        assert!(m.contains("[launch] section (kernel = \"reduce\""), "{m}");
        assert!(m.contains("16 bytes of kernarg"), "{m}");
        // With the launch it builds.
        let s = crate::Snippet::from_toml(toml).unwrap();
        assert!(t.build(&s, &s.source).is_ok());
    }

    #[test]
    fn docs_take_every_spelling_the_assembler_takes() {
        let gfx900 = Target::Gcn(Arch::Gfx900);
        for (line, want) in [
            ("v_add_u32_dpp v1, v0, v0 row_shr:1", "v_add_u32"),
            ("v_mov_b32_dpp v1, v0 quad_perm:[0,1,2,3]", "v_mov_b32"),
            ("V_MOV_B32_SDWA v1, v0", "v_mov_b32"),
            ("v_add_f32_e32 v1, v0, v0", "v_add_f32"),
            ("v_add_f32_e64 v1, v0, v0", "v_add_f32"),
        ] {
            let m = line.split(' ').next().unwrap_or_default();
            assert_eq!(gfx900.doc(m).map(|d| d.mnemonic), Some(want), "{m}");
            // The assembler takes the same spelling (llvm-mc-22 -mcpu=gfx900 too).
            assert!(gfx900.assemble(&format!("{line}\ns_endpgm")).is_ok(), "{line}");
        }
        let gfx950 = Target::Gcn(Arch::Gfx950);
        let d = gfx950.doc("v_mfma_f32_32x32x8f16").map(|d| d.mnemonic);
        assert_eq!(d, Some("v_mfma_f32_32x32x8_f16"));
        for bad in ["_dpp", "v_bogus_dpp", "v_mfma_f32_32x32x8f16_dpp_e32", "_e64"] {
            assert!(gfx950.doc(bad).is_none(), "{bad}");
        }
        assert!(gfx900.doc("v_mfma_f32_32x32x8f16").is_none(), "no MFMA on gfx900");
    }

    #[test]
    fn listing_keeps_the_good_lines_of_a_bad_program() {
        // llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding (exit status 1).
        let (lines, errs) = Target::ALL[0].listing("s_nop 0\nbogus v0\nv_add_u32 v1, v0, v0\ns_endpgm\n");
        let got: Vec<_> = lines
            .iter()
            .map(|l| (l.line, l.pc, l.text.as_str(), l.encoding.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (1, 0, "s_nop 0", "[0x00,0x00,0x80,0xbf]"),
                (3, 4, "v_add_u32_e32 v1, v0, v0", "[0x00,0x01,0x02,0x68]"),
                (4, 8, "s_endpgm", "[0x00,0x00,0x81,0xbf]"),
            ]
        );
        assert_eq!(
            (errs.len(), errs[0].span.line, errs[0].message.as_str()),
            (1, 2, "invalid instruction")
        );
        let (lines, _) = Target::ALL[0].listing("l:\ns_branch l\n");
        assert_eq!(lines[0].encoding, "[A,A,0x82,0xbf]");
    }

    #[test]
    fn init_vgpr_takes_agprs_on_gfx950() {
        // `a<N>` and `"a[N:N+1]"` keys set AGPR n = vector register 256 + n; gfx900 has none.
        let text = "arch = \"gfx950\"\nsource = \"s_endpgm\"\n[init.vgpr]\na3 = \"lane\"\n\"a[254:255]\" = \"0x500000007\"\nv3 = 9\n";
        let s = crate::Snippet::from_toml(text).unwrap();
        let m = s
            .target()
            .unwrap()
            .build(&s, &s.source)
            .unwrap_or_else(|_| panic!("build"));
        let (v, a) = (m.file_index("v").unwrap(), m.file_index("a").unwrap());
        assert_eq!(m.register(a, 3)[17], 17);
        assert_eq!((m.register(a, 254)[0], m.register(a, 255)[63]), (7, 5));
        assert_eq!(m.register(v, 3)[1], 9, "v3 is not a3");
        let s = crate::Snippet::from_toml(&text.replace("gfx950", "gfx900")).unwrap();
        match s.target().unwrap().build(&s, &s.source) {
            Err(BuildError::Setup(msg)) => assert!(msg.contains("'a3' is not a VGPR"), "{msg}"),
            _ => panic!("gfx900 has no AGPRs"),
        }
    }
}
