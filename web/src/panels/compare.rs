//! The compare view: the editor's program on the shown target and on a second one, line by line
//! (encodings with the differing bytes marked, instructions one target lacks or spells
//! differently), and after "Run both", the buffers and registers that end up different. The
//! comparison itself is the façade's (`lanescope::compare`, also behind `lanescope compare`).

use std::fmt::Write as _;

use lanescope::compare::{self, LineComparison, StateComparison, Summary, Verdict};
use lanescope::{StepOutcome, Target};
use leptos::prelude::*;

use crate::ctx::{Ctx, RUN_PROGRESS_MS, RUN_TASK_MS};
use crate::panels::editor::jump_to_line;
use crate::panels::scalar::attr_of;
use crate::persist;
use crate::render::escape_into;
use crate::runloop::now_ms;

/// Steps each machine may run for "Run both".
const RUN_BUDGET: u64 = 2_000_000;

/// Steps a machine runs between two looks at the clock in a "Run both" slice.
const RUN_CHUNK: u64 = 2048;

/// Rows drawn at most (the report of a longer program ends with "… more").
const MAX_ROWS: usize = 2000;

/// The compare bar under the editor: pick a second target to see the comparison.
#[component]
pub(crate) fn ComparePanel(ctx: Ctx) -> impl IntoView {
    let other: RwSignal<Option<Target>> = RwSignal::new(None);
    let ui = RunUi {
        state: RwSignal::new(None),
        progress: RwSignal::new(None),
        id: StoredValue::new(0),
    };
    let state = ui.state;
    // A new program or target makes an earlier run's report stale (and ends a run).
    Effect::new(move || {
        ctx.source.track();
        ctx.target.track();
        other.track();
        ui.cancel(None);
    });
    let report = move || {
        let b = other.get()?;
        let a = ctx.target.get();
        Some(
            ctx.source
                .with(|s| lines_html([a, b], &compare::compare_source([a, b], s))),
        )
    };
    let run_both = move |_| {
        if ui.progress.get_untracked().is_some() {
            ui.cancel(Some("<p class=\"cmp-ended\">stopped</p>".into()));
        } else if let Some(b) = other.get_untracked() {
            start(ctx, ui, [ctx.target.get_untracked(), b]);
        }
    };
    let on_click = move |e: web_sys::MouseEvent| {
        if let Some(line) = attr_of(&e, "tr[data-line]", "data-line") {
            jump_to_line(ctx, line);
        }
    };
    view! {
        <div id="compare" class="compare-panel">
            <div class="panel-h">
                <label class="panel-title" for="compare-arch">"Compare with"</label>
                <select
                    id="compare-arch"
                    title="A second target to assemble (and run) the program for"
                    on:change=move |e| other.set(Target::from_name(&event_target_value(&e)))
                >
                    <option value="" selected=true>"(off)"</option>
                    {move || {
                        let shown = ctx.target.get();
                        Target::ALL
                            .iter()
                            .filter(|&&t| t != shown)
                            .map(|&t| view! { <option value=t.name()>{t.description()}</option> })
                            .collect_view()
                    }}
                </select>
                <Show when=move || other.get().is_some()>
                    <button
                        id="compare-run"
                        title="Run the snippet on both targets and compare the state (again: stop)"
                        class:running=move || ui.progress.with(Option::is_some)
                        on:click=run_both
                    >
                        {move || if ui.progress.with(Option::is_some) { "Stop" } else { "Run both" }}
                    </button>
                    <span id="compare-progress" class="muted" aria-live="polite">
                        {move || ui.progress.get().unwrap_or_else(|| "click a row: its line".into())}
                    </span>
                </Show>
            </div>
            <Show when=move || other.get().is_some()>
                <div class="cmp-wrap" role="region" aria-label="Comparison" tabindex="0" on:click=on_click>
                    <div id="compare-state" aria-live="polite" inner_html=move || state.get().unwrap_or_default()></div>
                    <div inner_html=move || report().unwrap_or_default()></div>
                </div>
            </Show>
        </div>
    }
}

/// What a "Run both" shows: its report (HTML), its progress while it runs, and the id of the
/// run going on (a slice of another id stops).
#[derive(Clone, Copy)]
struct RunUi {
    state: RwSignal<Option<String>>,
    progress: RwSignal<Option<String>>,
    id: StoredValue<u64>,
}

impl RunUi {
    /// Ends the run going on (if any), showing `report`.
    fn cancel(self, report: Option<String>) {
        self.id.update_value(|i| *i += 1);
        self.progress.set(None);
        self.state.set(report);
    }
}

/// One target's side of a "Run both": running (with the steps it has left), or done with its
/// outcome in [`compare::Runs::ended`]'s words (no machine when it does not build).
enum Side {
    Running(Box<dyn lanescope::Rewind>, u64),
    Done(Option<Box<dyn lanescope::Rewind>>, String),
}

/// A "Run both" in slices: its id, the targets' names, the snippet, the two sides and when
/// it last showed its progress.
struct BothRun {
    id: u64,
    told: f64,
    names: [&'static str; 2],
    snippet: lanescope::Snippet,
    sides: [Side; 2],
}

/// Builds the editor's snippet for both targets and runs them in slices (see [`run_slice`]);
/// the same report as `lanescope compare --run`.
fn start(ctx: Ctx, ui: RunUi, targets: [Target; 2]) {
    let source = ctx.source.get_untracked();
    let data = ctx.data.get_untracked();
    let snippet = match persist::snippet_from_parts(targets[0], &source, &data) {
        Err(e) => {
            let mut out = String::from("<p class=\"cmp-ended\">");
            escape_into(&mut out, &format!("the launch & data text: {e}"));
            out.push_str("</p>");
            ui.cancel(Some(out));
            return;
        }
        Ok(s) => s.unwrap_or_else(|| lanescope::Snippet::new(targets[0], source.clone())),
    };
    let sides = targets.map(|t| match t.build(&snippet, &source) {
        Ok(m) => Side::Running(m, RUN_BUDGET),
        Err(e) => Side::Done(None, format!("does not build: {}", compare::build_error(&e, 0))),
    });
    ui.cancel(None);
    ui.progress.set(Some("running both…".into()));
    let run = BothRun {
        id: ui.id.get_value(),
        told: 0.0,
        names: targets.map(Target::name),
        snippet,
        sides,
    };
    crate::soon::soon(move || run_slice(ui, run));
}

/// Runs `run` for about [`RUN_TASK_MS`] (as Run's tasks), then shows its progress and lets the page answer before
/// the next slice; at the end, the report.
fn run_slice(ui: RunUi, mut run: BothRun) {
    if ui.id.try_get_value() != Some(run.id) {
        return;
    }
    let start = now_ms();
    for side in &mut run.sides {
        while now_ms() < start + RUN_TASK_MS && advance(side) {}
    }
    if run.sides.iter().any(|s| matches!(s, Side::Running(..))) {
        if start - run.told < RUN_PROGRESS_MS {
            crate::soon::soon(move || run_slice(ui, run));
            return;
        }
        run.told = start;
        let steps = run.sides.each_ref().map(|s| match s {
            Side::Running(m, _) | Side::Done(Some(m), _) => m.steps(),
            Side::Done(None, _) => 0,
        });
        let text = format!(
            "running both… {}: {} · {}: {} steps",
            run.names[0], steps[0], run.names[1], steps[1]
        );
        ui.progress.set(Some(text));
        crate::soon::soon(move || run_slice(ui, run));
        return;
    }
    ui.progress.set(None);
    ui.state.set(Some(report(&run)));
}

/// Runs a running side for one chunk; whether it still runs.
fn advance(side: &mut Side) -> bool {
    let Side::Running(m, left) = side else {
        return false;
    };
    let n = (*left).min(RUN_CHUNK);
    let out = m.run(n);
    *left -= n;
    if matches!(out, StepOutcome::BudgetExhausted) && *left > 0 {
        return true;
    }
    let text = compare::ended_text(&out, m.steps(), RUN_BUDGET);
    let Side::Running(m, _) = std::mem::replace(side, Side::Done(None, String::new())) else {
        return false;
    };
    *side = Side::Done(Some(m), text);
    false
}

/// The state report of a finished "Run both" as HTML.
fn report(run: &BothRun) -> String {
    let ended = run.sides.each_ref().map(|s| match s {
        Side::Done(_, t) => t.as_str(),
        Side::Running(..) => "running",
    });
    let mut out = String::from("<p class=\"cmp-ended\">");
    let line = format!("{}: {} · {}: {}", run.names[0], ended[0], run.names[1], ended[1]);
    escape_into(&mut out, &line);
    out.push_str("</p>");
    if let [Side::Done(Some(a), _), Side::Done(Some(b), _)] = &run.sides {
        let c = compare::compare_state([a.as_ref(), b.as_ref()], Some(&run.snippet));
        state_html(&mut out, run.names, &c);
    }
    out
}

/// The state differences as an HTML table.
fn state_html(out: &mut String, names: [&str; 2], c: &StateComparison) {
    if c.differences.is_empty() {
        let _ = write!(
            out,
            "<p class=\"cmp-same\">All {} compared buffers and registers are equal.</p>",
            c.equal
        );
    } else {
        let _ = write!(
            out,
            "<table class=\"cmp-state\"><thead><tr><th>state</th><th>differ</th><th>first</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            names[0], names[1]
        );
        for d in &c.differences {
            let (i, a, b) = &d.first;
            out.push_str("<tr><td>");
            escape_into(out, &d.name);
            let _ = write!(out, "</td><td>{} of {}</td><td>[{i}]</td><td>", d.differing, d.total);
            escape_into(out, a);
            out.push_str("</td><td>");
            escape_into(out, b);
            out.push_str("</td></tr>");
        }
        let _ = write!(
            out,
            "</tbody></table><p class=\"muted\">{} more are equal.</p>",
            c.equal
        );
    }
    for (k, only) in c.only.iter().enumerate() {
        if let (Some(first), Some(last)) = (only.first(), only.last()) {
            let _ = write!(
                out,
                "<p class=\"muted\">Only on {}: {} ({first} … {last}).</p>",
                names[k],
                only.len()
            );
        }
    }
}

/// The line-by-line comparison as HTML: a summary, then one row per line.
pub(crate) fn lines_html(targets: [Target; 2], lines: &[LineComparison]) -> String {
    let names = targets.map(Target::name);
    let mut out = String::from("<p class=\"cmp-summary\">");
    escape_into(&mut out, &Summary::of(lines).sentence(names));
    out.push_str("</p>");
    let _ = write!(
        out,
        "<table class=\"cmp\"><thead><tr><th>line</th><th></th><th>{}</th><th>{}</th></tr></thead><tbody>",
        names[0], names[1]
    );
    for l in lines.iter().take(MAX_ROWS) {
        row_html(&mut out, names, l);
    }
    if lines.len() > MAX_ROWS {
        let _ = write!(
            out,
            "<tr><td colspan=\"4\">… {} more lines</td></tr>",
            lines.len() - MAX_ROWS
        );
    }
    out.push_str("</tbody></table>");
    out
}

/// One line's row: each side's text and bytes (differing bytes marked) or its error.
fn row_html(out: &mut String, names: [&str; 2], l: &LineComparison) {
    let differs = l.differing_bytes();
    let _ = write!(
        out,
        "<tr class=\"cmp-{}\" data-line=\"{}\"><td class=\"ls-line\">{}</td>",
        l.verdict.name(),
        l.line,
        l.line
    );
    let _ = write!(
        out,
        "<td class=\"cmp-verdict\">{}</td>",
        verdict_words(names, l.verdict)
    );
    for side in &l.sides {
        side_html(out, side, &differs, l.verdict == Verdict::Encoded);
    }
    out.push_str("</tr>");
}

/// A verdict in words.
fn verdict_words(names: [&str; 2], v: Verdict) -> String {
    match v {
        Verdict::Same => "same".to_string(),
        Verdict::Spelled => "spelled differently".to_string(),
        Verdict::Encoded => "encoded differently".to_string(),
        Verdict::OnlyFirst => format!("only on {}", names[0]),
        Verdict::OnlySecond => format!("only on {}", names[1]),
        Verdict::Neither => "error on both".to_string(),
    }
}

/// One side's cell: its text and bytes (the differing ones marked when `mark`), or its error.
fn side_html(out: &mut String, side: &compare::Side, differs: &[bool], mark: bool) {
    out.push_str("<td>");
    if side.errors.is_empty() && side.texts.is_empty() {
        out.push_str("<span class=\"muted\">accepted (no instruction)</span>");
    } else if side.errors.is_empty() {
        escape_into(out, &side.texts.join("; "));
        out.push_str("<br><span class=\"cmp-bytes\">");
        bytes_html(out, &side.bytes(), differs, mark);
        out.push_str("</span>");
    } else {
        out.push_str("<span class=\"cmp-err\">error: ");
        escape_into(out, &side.errors.join("; "));
        out.push_str("</span>");
    }
    out.push_str("</td>");
}

/// Bytes as `0x..` (`A` for a fixup byte), the differing ones in `<mark>`.
fn bytes_html(out: &mut String, bytes: &[Option<u8>], differs: &[bool], mark: bool) {
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let text = b.map_or_else(|| "A".to_string(), |b| format!("{b:02x}"));
        if mark && differs.get(i).copied().unwrap_or(true) {
            let _ = write!(out, "<mark>{text}</mark>");
        } else {
            out.push_str(&text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_in_chunks_ends_as_one_run_does() {
        let targets = ["gfx900", "gfx950"].map(|n| Target::from_name(n).unwrap());
        for source in [
            "s_mov_b32 s0, 0\nl:\ns_add_u32 s0, s0, 1\ns_cmp_lt_u32 s0, 3000\ns_cbranch_scc1 l\ns_endpgm\n",
            "l:\nv_add_f32 v1, v1, v0\ns_branch l\n",
            "v_mac_f32 v1, v2, v3\ns_endpgm\n",
        ] {
            let snippet = lanescope::Snippet::new(targets[0], source.to_string());
            let whole = compare::run_both(targets, &snippet, source, RUN_BUDGET, 0);
            let mut sides = targets.map(|t| match t.build(&snippet, source) {
                Ok(m) => Side::Running(m, RUN_BUDGET),
                Err(e) => Side::Done(None, format!("does not build: {}", compare::build_error(&e, 0))),
            });
            for side in &mut sides {
                while advance(side) {}
            }
            let run = BothRun {
                id: 0,
                told: 0.0,
                names: targets.map(Target::name),
                snippet,
                sides,
            };
            let mut want = format!("<p class=\"cmp-ended\">{} · {}", whole.ended[0], whole.ended[1])
                .replacen("<p class=\"cmp-ended\">", "<p class=\"cmp-ended\">gfx900: ", 1)
                .replacen(" · ", " · gfx950: ", 1);
            want.push_str("</p>");
            if let Some(c) = &whole.state {
                state_html(&mut want, run.names, c);
            }
            assert_eq!(report(&run), want, "{source}");
        }
    }

    #[test]
    fn rows_mark_the_differing_bytes_and_name_the_missing_side() {
        let targets = ["gfx900", "gfx950"].map(|n| Target::from_name(n).unwrap());
        let lines = compare::compare_source(targets, "s_endpgm\nv_mac_f32 v1, v2, v3\nv_mul_legacy_f32 v1, v2, v3\n");
        let html = lines_html(targets, &lines);
        assert!(html.starts_with(
            "<p class=\"cmp-summary\">3 lines: 1 same, 0 spelled differently, 1 encoded differently, 1 only on gfx900"
        ));
        assert!(html.contains("<tr class=\"cmp-same\" data-line=\"1\">"));
        assert!(html.contains("<span class=\"cmp-err\">error: instruction not supported on this GPU</span>"));
        assert!(html.contains("<td class=\"cmp-verdict\">only on gfx900</td>"));
        // VOP2 (4 bytes) on gfx900, VOP3 (8 bytes) on gfx950: every byte differs.
        assert!(
            html.contains("<mark>02</mark> <mark>07</mark> <mark>02</mark> <mark>08</mark></span>"),
            "{html}"
        );
    }
}
