//! `lanescope compare --arch A --arch B FILE`: one snippet (or assembly file) on two targets, line
//! by line, and for a snippet the state that ends up different after running both.
//!
//! Exit status as `diff`'s: 0 when everything is the same, 1 when something differs, 2 on
//! trouble (an unreadable file, a snippet error, a setup error).

use std::fmt::Write as _;
use std::process::ExitCode;

use lanescope::compare::{self, LineComparison, Runs, StateComparison, Summary, Verdict};
use lanescope::dump::quote as dump_quote;
use lanescope::Target;

use crate::{load_gcn, CliArch, Outcome};

/// How to compare.
pub struct Options {
    /// Print JSON instead of text.
    pub json: bool,
    /// Run an assembly file too (a snippet always runs).
    pub run: bool,
    /// Step budget of each run.
    pub max_steps: u64,
    /// Memory budget of each machine.
    pub max_memory: u64,
}

/// Runs the command; trouble is reported here, with exit status 2.
pub fn run(archs: &[CliArch], file: &str, o: &Options) -> Outcome {
    compare(archs, file, o).or_else(|msg| {
        eprintln!("lanescope: error: {msg}");
        Ok(ExitCode::from(2))
    })
}

/// [`run`], with trouble as the error.
fn compare(archs: &[CliArch], file: &str, o: &Options) -> Outcome {
    let targets = match archs {
        [a, b] => [target(a), target(b)],
        _ => return Err("compare takes exactly two --arch (e.g. --arch gfx900 --arch gfx950)".into()),
    };
    let text = crate::read_input(file)?;
    let Some(loaded) = load_gcn(file, &text, Some(lanescope_gcn::Arch::Gfx900), o.max_memory)? else {
        return Ok(ExitCode::from(2));
    };
    let lines = compare::compare_source(targets, &loaded.source);
    let runs = if file.ends_with(".toml") || o.run {
        Some(compare::run_both(
            targets,
            &loaded.snippet,
            &loaded.source,
            o.max_steps,
            loaded.line_offset,
        ))
    } else {
        None
    };
    let summary = Summary::of(&lines);
    let out = if o.json {
        json(targets, &lines, &summary, runs.as_ref())
    } else {
        text_report(targets, &lines, &summary, runs.as_ref(), loaded.line_offset)
    };
    print!("{out}");
    let same = summary.all_same() && !runs.as_ref().is_some_and(Runs::differ);
    Ok(ExitCode::from(if same { 0 } else { 1 }))
}

/// The façade target of a `--arch` value.
fn target(a: &CliArch) -> Target {
    match a {
        CliArch::Gcn(a) => Target::Gcn(*a),
        CliArch::R700 => Target::R700,
    }
}

/// The human-readable report.
fn text_report(
    targets: [Target; 2],
    lines: &[LineComparison],
    s: &Summary,
    runs: Option<&Runs>,
    line_offset: usize,
) -> String {
    let names = targets.map(Target::name);
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
    let mut out = format!("{} vs {}\n", names[0], names[1]);
    for l in lines {
        line_report(&mut out, names, width, l, line_offset);
    }
    let _ = writeln!(out, "{}", s.sentence(names));
    if let Some(r) = runs {
        state_report(&mut out, names, r);
    }
    out
}

/// One line of the report: a single line when the same, else both sides and what differs.
fn line_report(out: &mut String, names: [&str; 2], width: usize, l: &LineComparison, line_offset: usize) {
    let line = l.line as usize + line_offset;
    if l.verdict == Verdict::Same {
        let _ = writeln!(
            out,
            "{line:>5}  same  {}  {}",
            l.sides[0].texts.join("; "),
            l.sides[0].encodings.concat()
        );
        return;
    }
    let _ = writeln!(out, "{line:>5}  {}", l.source);
    let mut enc_col = 0;
    for (name, side) in names.iter().zip(&l.sides) {
        let head = format!("       {name:<width$}  ");
        if side.errors.is_empty() && side.texts.is_empty() {
            let _ = writeln!(out, "{head}accepted (no instruction)");
        } else if side.errors.is_empty() {
            let text = side.texts.join("; ");
            enc_col = head.len() + text.len() + 2;
            let _ = writeln!(out, "{head}{text}  {}", side.encodings.concat());
        } else {
            let _ = writeln!(out, "{head}error: {}", side.errors.join("; "));
        }
    }
    let what = match l.verdict {
        Verdict::Spelled => "spelled differently, same encoding".to_string(),
        Verdict::Encoded => {
            carets(out, enc_col, l);
            let bits: Vec<String> = l.differing_bits().iter().map(|b| format!("{b:#010x}")).collect();
            format!("encoded differently; differing bits per dword: {}", bits.join(" "))
        }
        Verdict::OnlyFirst => format!("only on {}", names[0]),
        Verdict::OnlySecond => format!("only on {}", names[1]),
        _ => "an error on both".to_string(),
    };
    let _ = writeln!(out, "       {what}");
}

/// A line of `^^` under the second encoding's differing bytes (`[0x..,` is 5 columns a byte).
fn carets(out: &mut String, col: usize, l: &LineComparison) {
    let mut line = " ".repeat(col + 1);
    for differs in l.differing_bytes() {
        line.push_str(if differs { "^^^^ " } else { "     " });
    }
    let _ = writeln!(out, "{}", line.trim_end());
}

/// What ended up different after both runs.
fn state_report(out: &mut String, names: [&str; 2], r: &Runs) {
    let _ = writeln!(
        out,
        "after the run ({}: {}; {}: {}):",
        names[0], r.ended[0], names[1], r.ended[1]
    );
    let Some(state) = &r.state else {
        return;
    };
    for d in &state.differences {
        let (i, a, b) = &d.first;
        let _ = writeln!(
            out,
            "  {}: {} of {} differ (first [{i}]: {a} on {}, {b} on {})",
            d.name, d.differing, d.total, names[0], names[1]
        );
    }
    let _ = writeln!(
        out,
        "  {} of {} compared buffers and registers are equal",
        state.equal,
        state.equal + state.differences.len()
    );
    for (k, only) in state.only.iter().enumerate() {
        if let (Some(first), Some(last)) = (only.first(), only.last()) {
            let _ = writeln!(out, "  only on {}: {} ({first} … {last})", names[k], only.len());
        }
    }
}

/// The report as one JSON object.
fn json(targets: [Target; 2], lines: &[LineComparison], s: &Summary, runs: Option<&Runs>) -> String {
    let strings = |v: &[String]| format!("[{}]", v.iter().map(|x| dump_quote(x)).collect::<Vec<_>>().join(", "));
    let mut out = format!(
        "{{\"targets\": [{}, {}], \"lines\": [",
        dump_quote(targets[0].name()),
        dump_quote(targets[1].name())
    );
    for (k, l) in lines.iter().enumerate() {
        let sides: Vec<String> = l
            .sides
            .iter()
            .map(|side| {
                format!(
                    "{{\"texts\": {}, \"encodings\": {}, \"errors\": {}}}",
                    strings(&side.texts),
                    strings(&side.encodings),
                    strings(&side.errors)
                )
            })
            .collect();
        let bits: Vec<String> = l.differing_bits().iter().map(u32::to_string).collect();
        let _ = write!(
            out,
            "{}{{\"line\": {}, \"source\": {}, \"verdict\": \"{}\", \"sides\": [{}], \"differing_bits\": [{}]}}",
            if k > 0 { ", " } else { "" },
            l.line,
            dump_quote(&l.source),
            l.verdict.name(),
            sides.join(", "),
            bits.join(", ")
        );
    }
    let _ = write!(
        out,
        "], \"summary\": {{\"same\": {}, \"spelled\": {}, \"encoded\": {}, \"only_first\": {}, \"only_second\": {}, \"neither\": {}}}",
        s.same, s.spelled, s.encoded, s.only_first, s.only_second, s.neither
    );
    if let Some(r) = runs {
        let _ = write!(out, ", \"run\": {{\"ended\": {}", strings(&r.ended));
        if let Some(state) = &r.state {
            state_json(&mut out, state, strings);
        }
        out.push('}');
    }
    out.push_str("}\n");
    out
}

/// The `differences`, `equal` and `only` members of the JSON report's `run`.
fn state_json(out: &mut String, state: &StateComparison, strings: impl Fn(&[String]) -> String) {
    {
        let diffs: Vec<String> = state
            .differences
            .iter()
            .map(|d| {
                format!(
                    "{{\"name\": {}, \"total\": {}, \"differing\": {}, \"first\": {{\"index\": {}, \"values\": [{}, {}]}}}}",
                    dump_quote(&d.name),
                    d.total,
                    d.differing,
                    d.first.0,
                    dump_quote(&d.first.1),
                    dump_quote(&d.first.2)
                )
            })
            .collect();
        let _ = write!(
            out,
            ", \"differences\": [{}], \"equal\": {}, \"only\": [{}, {}]",
            diffs.join(", "),
            state.equal,
            strings(&state.only[0]),
            strings(&state.only[1])
        );
    }
}
