//! One snippet on two targets, side by side: how each source line encodes on each (and which
//! bytes and bits differ, which target lacks an instruction or spells it differently), and after
//! running both, which buffers and registers end up different. How people port code across
//! generations; shared by `lanescope compare` and the app's compare view.

use crate::number::{parse_int, Syntax, Width};
use crate::{dump, AsmLine, BuildError, Diagnostic, Machine, Snippet, StepOutcome, Target};

/// What one source line is on the two targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The same text and the same bytes on both.
    Same,
    /// The same bytes, printed differently (a renamed instruction or operand spelling).
    Spelled,
    /// Different bytes.
    Encoded,
    /// Assembles on the first target only (the second reports an error).
    OnlyFirst,
    /// Assembles on the second target only.
    OnlySecond,
    /// An error on both.
    Neither,
}

impl Verdict {
    /// The verdict as a stable lowercase word (the CLI's JSON `verdict`).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Same => "same",
            Verdict::Spelled => "spelled",
            Verdict::Encoded => "encoded",
            Verdict::OnlyFirst => "only_first",
            Verdict::OnlySecond => "only_second",
            Verdict::Neither => "neither",
        }
    }
}

/// One source line as one target assembles it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// The instructions the line produced (several for a macro or `.rept`), as printed.
    pub texts: Vec<String>,
    /// Their encodings as `llvm-mc -show-encoding` prints them (`[0x00,0x00,0x80,0xbf]`).
    pub encodings: Vec<String>,
    /// The errors reported on the line.
    pub errors: Vec<String>,
}

impl Side {
    /// The line's bytes, `None` for a byte only known after linking (a fixup, printed `A`).
    pub fn bytes(&self) -> Vec<Option<u8>> {
        self.encodings.iter().flat_map(|e| encoding_bytes(e)).collect()
    }
}

/// One source line on both targets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineComparison {
    /// 1-based source line.
    pub line: u32,
    /// The source line as written (trimmed).
    pub source: String,
    /// The first and the second target's result.
    pub sides: [Side; 2],
    /// What the line is on the two.
    pub verdict: Verdict,
}

impl LineComparison {
    /// For each byte position both targets fill, whether the bytes differ (a fixup byte never
    /// differs); positions only one target fills differ.
    pub fn differing_bytes(&self) -> Vec<bool> {
        let (a, b) = (self.sides[0].bytes(), self.sides[1].bytes());
        (0..a.len().max(b.len()))
            .map(|i| match (a.get(i), b.get(i)) {
                (Some(Some(x)), Some(Some(y))) => x != y,
                (Some(_), Some(_)) => false,
                _ => true,
            })
            .collect()
    }

    /// The XOR of the two encodings per little-endian dword (0 where they agree), over the
    /// dwords both fill; fixup bytes count as equal.
    pub fn differing_bits(&self) -> Vec<u32> {
        let (a, b) = (self.sides[0].bytes(), self.sides[1].bytes());
        let n = a.len().min(b.len()) / 4;
        (0..n)
            .map(|w| {
                (0..4).fold(0u32, |acc, k| {
                    let x = a[w * 4 + k].zip(b[w * 4 + k]).map_or(0, |(x, y)| x ^ y);
                    acc | u32::from(x) << (8 * k)
                })
            })
            .collect()
    }
}

/// Counts of each verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Lines identical on both.
    pub same: usize,
    /// Lines with the same bytes, printed differently.
    pub spelled: usize,
    /// Lines with different bytes.
    pub encoded: usize,
    /// Lines only the first target assembles.
    pub only_first: usize,
    /// Lines only the second target assembles.
    pub only_second: usize,
    /// Lines neither assembles.
    pub neither: usize,
}

impl Summary {
    /// The counts of `lines`.
    pub fn of(lines: &[LineComparison]) -> Summary {
        let mut s = Summary::default();
        for l in lines {
            *match l.verdict {
                Verdict::Same => &mut s.same,
                Verdict::Spelled => &mut s.spelled,
                Verdict::Encoded => &mut s.encoded,
                Verdict::OnlyFirst => &mut s.only_first,
                Verdict::OnlySecond => &mut s.only_second,
                Verdict::Neither => &mut s.neither,
            } += 1;
        }
        s
    }

    /// The counts in words: `4 lines: 1 same, 0 spelled differently, 1 encoded differently, 1 only
    /// on gfx900, 1 only on gfx950, 0 on neither` (`names`: the two targets).
    pub fn sentence(&self, names: [&str; 2]) -> String {
        let lines = self.lines();
        format!(
            "{lines} lines: {} same, {} spelled differently, {} encoded differently, {} only on {}, {} only on {}, {} on neither",
            self.same, self.spelled, self.encoded, self.only_first, names[0], self.only_second, names[1], self.neither
        )
    }

    /// Whether every line is the same on both.
    pub fn all_same(&self) -> bool {
        self.same == self.lines()
    }

    /// How many lines were compared.
    pub fn lines(&self) -> usize {
        self.same + self.spelled + self.encoded + self.only_first + self.only_second + self.neither
    }
}

/// `source` assembled for both `targets`, line by line: every line that produces an instruction
/// or an error on either target, in source order.
pub fn compare_source(targets: [Target; 2], source: &str) -> Vec<LineComparison> {
    let listings = targets.map(|t| t.listing(source));
    let mut lines: Vec<u32> = listings
        .iter()
        .flat_map(|(asm, errors)| asm.iter().map(|l| l.line).chain(errors.iter().map(|d| d.span.line)))
        .collect();
    lines.sort_unstable();
    lines.dedup();
    let source_lines: Vec<&str> = source.lines().collect();
    lines
        .into_iter()
        .map(|line| {
            let sides = [0, 1].map(|k| side(&listings[k].0, &listings[k].1, line));
            let text = source_lines.get((line as usize).wrapping_sub(1)).copied().unwrap_or("");
            LineComparison {
                line,
                source: text.trim().into(),
                verdict: verdict(&sides),
                sides,
            }
        })
        .collect()
}

/// What `asm` and `errors` hold for `line`.
fn side(asm: &[AsmLine], errors: &[Diagnostic], line: u32) -> Side {
    let on_line = asm.iter().filter(|l| l.line == line);
    Side {
        texts: on_line.clone().map(|l| l.text.clone()).collect(),
        encodings: on_line.map(|l| l.encoding.clone()).collect(),
        errors: errors
            .iter()
            .filter(|d| d.span.line == line)
            .map(|d| d.message.clone())
            .collect(),
    }
}

/// The verdict for a line's two sides.
fn verdict([a, b]: &[Side; 2]) -> Verdict {
    match (a.errors.is_empty(), b.errors.is_empty()) {
        (false, false) => Verdict::Neither,
        (true, false) => Verdict::OnlyFirst,
        (false, true) => Verdict::OnlySecond,
        (true, true) if a.encodings != b.encodings => Verdict::Encoded,
        (true, true) if a.texts != b.texts => Verdict::Spelled,
        (true, true) => Verdict::Same,
    }
}

/// The bytes of an encoding as printed (`[0x02,A,…]`; `A` = a fixup byte).
fn encoding_bytes(e: &str) -> impl Iterator<Item = Option<u8>> + '_ {
    e.trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .filter(|t| !t.trim().is_empty())
        .map(|t| {
            parse_int(t.trim(), Syntax::HEX, Width::Unsigned(8))
                .ok()
                .map(|b| b as u8)
        })
}

/// One buffer, register, mask or flag that ended up different.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateDifference {
    /// Its `--dump` name.
    pub name: String,
    /// Elements (buffer values, lanes; 1 for a scalar).
    pub total: usize,
    /// How many differ.
    pub differing: usize,
    /// The first differing element: index, the first target's value, the second's.
    pub first: (usize, String, String),
}

/// How two machines' states compare after a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateComparison {
    /// The state both have that differs, in the first machine's order (buffers, registers,
    /// masks, flags).
    pub differences: Vec<StateDifference>,
    /// How many names both have with equal values.
    pub equal: usize,
    /// The names only the first / only the second machine has (e.g. gfx950's AGPRs).
    pub only: [Vec<String>; 2],
}

/// Compares the state of `machines` (their selected waves and memories; buffers typed by
/// `snippet`).
pub fn compare_state(machines: [&dyn Machine; 2], snippet: Option<&Snippet>) -> StateComparison {
    let names = machines.map(|m| dump::state_names(m, snippet));
    let mut out = StateComparison::default();
    for k in 0..2 {
        out.only[k] = names[k].iter().filter(|n| !names[1 - k].contains(n)).cloned().collect();
    }
    for name in names[0].iter().filter(|n| names[1].contains(n)) {
        let [Some(a), Some(b)] = machines.map(|m| dump::elements(m, snippet, name)) else {
            continue;
        };
        match difference(name, &a.items, &b.items) {
            Some(d) => out.differences.push(d),
            None => out.equal += 1,
        }
    }
    out
}

/// How `a` and `b` (the values of `name`) differ, if they do.
fn difference(name: &str, a: &[String], b: &[String]) -> Option<StateDifference> {
    let total = a.len().max(b.len());
    let differs = |i: &usize| a.get(*i) != b.get(*i);
    let first = (0..total).find(differs)?;
    let value = |v: &[String]| v.get(first).cloned().unwrap_or_else(|| "-".into());
    Some(StateDifference {
        name: name.into(),
        total,
        differing: (0..total).filter(differs).count(),
        first: (first, value(a), value(b)),
    })
}

/// Both runs of a snippet: how each ended, in words, and the state comparison (when both built).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Runs {
    /// Per target: `ended after N steps`, `faulted: …`, `stopped after N steps` or
    /// `does not build: line L: …`.
    pub ended: [String; 2],
    /// The state after both runs; `None` when a target could not build the snippet.
    pub state: Option<StateComparison>,
}

impl Runs {
    /// Whether the runs leave anything different (a target that does not build counts).
    pub fn differ(&self) -> bool {
        self.state.as_ref().is_none_or(|s| !s.differences.is_empty())
    }
}

/// Builds `snippet` with `source` for both `targets`, runs each for at most `max_steps` and
/// compares their states. Line numbers in build errors are shifted by `line_offset` (the lines
/// of a snippet file before its inline source).
pub fn run_both(targets: [Target; 2], snippet: &Snippet, source: &str, max_steps: u64, line_offset: usize) -> Runs {
    let mut machines = Vec::with_capacity(2);
    let mut ended: [String; 2] = Default::default();
    for (k, t) in targets.into_iter().enumerate() {
        match t.build(snippet, source) {
            Ok(mut m) => {
                ended[k] = ended_text(&m.run(max_steps), m.steps(), max_steps);
                machines.push(m);
            }
            Err(e) => ended[k] = format!("does not build: {}", build_error(&e, line_offset)),
        }
    }
    let state = match &machines[..] {
        [a, b] => Some(compare_state([a.as_ref(), b.as_ref()], Some(snippet))),
        _ => None,
    };
    Runs { ended, state }
}

/// How a run of at most `max_steps` that came to `outcome` after `steps` steps ended, in
/// [`Runs::ended`]'s words.
pub fn ended_text(outcome: &StepOutcome, steps: u64, max_steps: u64) -> String {
    match outcome {
        StepOutcome::Faulted(f) => format!("faulted: {f}"),
        StepOutcome::BudgetExhausted => format!("stopped after {max_steps} steps"),
        _ => format!("ended after {steps} steps"),
    }
}

/// A build error in one line (lines shifted by `line_offset`), as [`Runs::ended`] words it
/// after "does not build: ".
pub fn build_error(e: &BuildError, line_offset: usize) -> String {
    match e {
        BuildError::Assembly(d) => d.first().map_or_else(
            || "does not assemble".into(),
            |d| format!("line {}: {}", d.span.line as usize + line_offset, d.message),
        ),
        BuildError::Setup(m) => m.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope_gcn::Arch;

    const BOTH: [Target; 2] = [Target::Gcn(Arch::Gfx900), Target::Gcn(Arch::Gfx950)];

    /// llvm-mc's encoding bytes; `A` (a fixup) and anything not a `0x..` byte is unknown.
    #[test]
    fn encoding_bytes_are_read() {
        let bytes: Vec<_> = encoding_bytes("[0x02,A, 0xff ,0x100,0x+1,,0X0a]").collect();
        assert_eq!(bytes, [Some(2), None, Some(255), None, None, Some(10)]);
    }

    #[test]
    fn lines_are_classified() {
        let src = "v_mov_b32 v1, 2\n\
                   ; a comment\n\
                   v_mfma_f32_4x4x1f32 v[0:3], v1, v2, v[0:3]\n\
                   v_mac_f32 v1, v2, v3\n\
                   v_mul_legacy_f32 v1, v2, v3\n\
                   v_nonsense v1\n";
        let lines = compare_source(BOTH, src);
        let verdicts: Vec<(u32, Verdict)> = lines.iter().map(|l| (l.line, l.verdict)).collect();
        assert_eq!(verdicts[0], (1, Verdict::Same));
        assert_eq!(verdicts[1], (3, Verdict::OnlySecond));
        assert_eq!(verdicts[2], (4, Verdict::OnlyFirst));
        // gfx900's VOP2 v_mul_legacy_f32 is a VOP3-only instruction with another opcode on gfx950.
        assert_eq!(verdicts[3], (5, Verdict::Encoded));
        assert_eq!(lines[3].differing_bytes().len(), 8);
        assert_eq!(verdicts[4], (6, Verdict::Neither));
        assert_eq!(lines[0].sides[0].texts, ["v_mov_b32_e32 v1, 2"]);
        assert_eq!(lines[0].source, "v_mov_b32 v1, 2");
        assert!(
            lines[1].sides[0].errors[0].contains("not supported"),
            "{:?}",
            lines[1].sides[0]
        );
        let s = Summary::of(&lines);
        assert_eq!((s.same, s.only_first, s.only_second, s.neither), (1, 1, 1, 1));
        assert!(!s.all_same());
    }

    #[test]
    fn encodings_that_differ_name_their_bytes_and_bits() {
        let side = |enc: &str| Side {
            texts: vec!["x".into()],
            encodings: vec![enc.into()],
            errors: vec![],
        };
        let l = LineComparison {
            line: 1,
            source: "x".into(),
            sides: [
                side("[0x01,0x02,0x03,0x04,0x05,A,0x07,0x08]"),
                side("[0x01,0x02,0x83,0x04,0x05,0x66,0x07,0x09]"),
            ],
            verdict: Verdict::Encoded,
        };
        assert_eq!(
            l.differing_bytes(),
            [false, false, true, false, false, false, false, true]
        );
        assert_eq!(l.differing_bits(), [0x0080_0000, 0x0100_0000]);
        assert_eq!(verdict(&l.sides), Verdict::Encoded);
        let renamed = [
            side("[0x01]"),
            Side {
                texts: vec!["y".into()],
                ..side("[0x01]")
            },
        ];
        assert_eq!(verdict(&renamed), Verdict::Spelled);
    }

    #[test]
    fn states_after_a_run_are_compared_by_name() {
        let text = "arch = \"gfx900\"\nsource = \"v_mov_b32 v1, 7\\ns_mov_b32 s2, 5\\ns_endpgm\"\n";
        let s = Snippet::from_toml(text).unwrap();
        let mut a = BOTH[0].build(&s, &s.source).unwrap();
        let other = s.source.replace("v1, 7", "v1, 8");
        let mut b = BOTH[1].build(&s, &other).unwrap();
        a.run(100);
        b.run(100);
        let c = compare_state([a.as_ref(), b.as_ref()], Some(&s));
        assert_eq!(c.differences.len(), 1, "{:?}", c.differences);
        let d = &c.differences[0];
        assert_eq!((d.name.as_str(), d.total, d.differing), ("v1", 64, 64));
        assert_eq!(d.first, (0, "7".into(), "8".into()));
        assert!(c.only[0].is_empty());
        assert_eq!(c.only[1].len(), 256, "gfx950's AGPRs");
        assert!(c.equal > 300);
    }
}
