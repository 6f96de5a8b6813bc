//! The app's state: signals, the non-reactive machine, and the actions on them.

use std::time::Duration;

use lanescope::{
    AsmLine, BuildError, Condition, Diagnostic, History, ListingLine, Machine, MatrixMods, Rewind, Severity, Snippet,
    StepOutcome, Target, TokenClass, ValueFormat, WaveStatus,
};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::runloop::now_ms;
use crate::{gallery, persist};

/// Most instructions one click on Run executes.
pub const RUN_BUDGET: u64 = 1_000_000;
/// Most instructions one step over (or a step into a not yet started wave) executes.
pub const RUN_SLICE: u64 = 50_000;
/// Most milliseconds one task of a run steps the machine: input (Stop) and drawing are handled
/// between tasks, whatever an instruction costs.
pub const RUN_TASK_MS: f64 = 12.0;
/// Least milliseconds between two redraws of the views while running: drawing every view
/// costs far more than a frame of stepping.
pub const RUN_DRAW_MS: f64 = 250.0;
/// Least milliseconds between two redraws of the status' progress while running (any change
/// of the page costs a layout of the whole page).
pub const RUN_PROGRESS_MS: f64 = 100.0;
/// Largest machine a run snapshots every [`RUN_PROGRESS_MS`] for stepping back (a copy costs
/// about a millisecond per few MiB).
pub const MARK_BYTES: usize = 8 << 20;
/// Instructions between two reads of the clock while running.
pub const RUN_CHUNK: u64 = 256;
/// Delay between the last keystroke and re-assembly.
pub(crate) const ASSEMBLE_DEBOUNCE: Duration = Duration::from_millis(150);
/// Editor line height and paddings in CSS pixels (also set as CSS variables).
pub(crate) const LINE_HEIGHT_PX: f64 = 20.0;
pub(crate) const PAD_Y_PX: f64 = 10.0;
pub(crate) const PAD_X_PX: f64 = 12.0;

/// The app's state: `Copy` handles to signals and to the non-reactive machine.
#[derive(Clone, Copy)]
pub(crate) struct Ctx {
    pub(crate) target: RwSignal<Target>,
    pub(crate) source: RwSignal<String>,
    /// The "Launch & data" TOML (the snippet without `arch` and `source`).
    pub(crate) data: RwSignal<String>,
    /// Why the launch & data could not be used (TOML or setup error).
    pub(crate) setup_err: RwSignal<Option<String>>,
    /// The snippet the current machine was built from (`None` for a bare source).
    pub(crate) snippet: StoredValue<Option<Snippet>>,
    /// The mask strip lane clicked last (index into [`Machine::masks`], lane).
    pub(crate) lane_info: RwSignal<Option<(usize, usize)>>,
    pub(crate) source_ref: NodeRef<leptos::html::Textarea>,
    pub(crate) data_ref: NodeRef<leptos::html::Textarea>,
    pub(crate) format: RwSignal<ValueFormat>,
    pub(crate) machine: StoredValue<Option<Box<dyn Rewind>>, LocalStorage>,
    /// Snapshots of the machine for stepping back.
    pub(crate) history: StoredValue<History, LocalStorage>,
    /// The breakpoints, by source line.
    pub(crate) breakpoints: RwSignal<Vec<Breakpoint>>,
    /// Why the last run stopped early (breakpoint, run to cursor), shown in the status.
    pub(crate) stop_note: RwSignal<Option<String>>,
    /// The most steps the current build has been run to (the timeline's end).
    pub(crate) furthest: RwSignal<u64>,
    /// Whether the shortcut overlay is open.
    pub(crate) show_help: RwSignal<bool>,
    /// Whether the Learn menu (the lesson list) is open.
    pub(crate) show_learn: RwSignal<bool>,
    /// The open lesson (index into [`crate::lessons::LESSONS`]) and its step.
    pub(crate) lesson: RwSignal<Option<(usize, usize)>>,
    pub(crate) diags: RwSignal<Vec<Diagnostic>>,
    /// Bumped after every change of the machine; views that read the machine track it.
    pub(crate) epoch: RwSignal<u64>,
    pub(crate) running: RwSignal<bool>,
    /// Bumped every [`RUN_PROGRESS_MS`] of a run: the status' progress tracks it (the views track
    /// [`Ctx::epoch`], bumped at most every [`RUN_DRAW_MS`] while running).
    pub(crate) progress: RwSignal<u64>,
    pub(crate) budget_hit: RwSignal<bool>,
    pub(crate) run_id: StoredValue<u64>,
    pub(crate) edit_gen: StoredValue<u64>,
    pub(crate) pending: StoredValue<bool>,
    pub(crate) share_url: RwSignal<Option<String>>,
    /// Whether the clipboard took the share link.
    pub(crate) share_copied: RwSignal<bool>,
    pub(crate) banner: RwSignal<Option<String>>,
    pub(crate) doc_line: RwSignal<Option<usize>>,
    pub(crate) tab_escaped: StoredValue<bool>,
    /// Scroll position of the editor before a click focuses the textarea (focus must not scroll).
    pub(crate) scroll_before_focus: StoredValue<Option<(i32, i32)>>,
    /// The line the caret was put on last (click or keys), for the matrix view.
    pub(crate) caret_line: RwSignal<Option<usize>>,
    /// The matrix view's pick: a `<option>` value, `pc:ADDRESS` or `name:MNEMONIC`.
    pub(crate) matrix_pick: RwSignal<Option<String>>,
    /// Modifiers edited in the matrix view, for the pick they were edited for.
    pub(crate) matrix_mods: RwSignal<Option<(String, MatrixMods)>>,
    /// The register slot under the pointer (matrix view or lane grid).
    pub(crate) hover_slot: RwSignal<Option<HoverSlot>>,
    /// Screen rows of each source line in the soft-wrapping editor (measured after each render).
    pub(crate) line_rows: RwSignal<Vec<u32>>,
    /// The machine's program listing, read once per build (the views look instructions up in it).
    pub(crate) program: StoredValue<Vec<ListingLine>>,
    /// Every instruction of the editor text that assembles (also when other lines have errors).
    pub(crate) asm: RwSignal<Vec<AsmLine>>,
    /// Whether the assembled listing is shown.
    pub(crate) show_listing: RwSignal<bool>,
    /// The picker's buffer on screen: `""` (my code) or a gallery example's id.
    pub(crate) buffer: RwSignal<String>,
    /// The texts of the buffers not on screen, as last left in this session.
    pub(crate) buffers: StoredValue<Vec<(String, persist::Text)>>,
    /// What Step runs: a granularity the machine offers (index), or `None` for its own step.
    pub(crate) granularity: RwSignal<Option<usize>>,
}

fn plural_steps(n: u64) -> String {
    if n == 1 {
        "1 step".into()
    } else {
        format!("{n} steps")
    }
}

impl Ctx {
    pub(crate) fn bump(self) {
        let steps = self.machine.with_value(|m| m.as_ref().map_or(0, |m| m.steps()));
        if steps > self.furthest.get_untracked() {
            self.furthest.set(steps);
        }
        self.epoch.update(|e| *e += 1);
    }

    pub(crate) fn stop_running(self) {
        crate::worker::cancel();
        self.run_id.update_value(|id| *id += 1);
        self.running.set(false);
    }

    /// Assembles the editor text into a fresh machine (or diagnostics).
    pub(crate) fn assemble_now(self) {
        self.pending.set_value(false);
        self.stop_running();
        self.budget_hit.set(false);
        let target = self.target.get_untracked();
        let source = self.source.get_untracked();
        let parsed = self
            .data
            .with_untracked(|d| persist::snippet_from_parts(target, &source, d));
        self.asm.set(target.listing(&source).0);
        // Keep the last good machine on screen (dimmed) until the errors are fixed.
        match parsed {
            Err(e) => {
                // The source's own errors still show under its lines.
                self.diags.set(target.assemble(&source).err().unwrap_or_default());
                self.setup_err.set(Some(e));
            }
            Ok(parsed) => {
                // A bare wave is built like a snippet too, so a kernel reading kernargs with no
                // [launch] says what to add instead of faulting.
                let bare = parsed.is_none();
                let snippet = parsed.unwrap_or_else(|| Snippet::new(target, source.clone()));
                match target.build(&snippet, &source) {
                    Ok(m) => self.install(m, (!bare).then_some(snippet)),
                    Err(BuildError::Assembly(d)) => {
                        self.setup_err.set(None);
                        self.diags.set(d);
                    }
                    Err(BuildError::Setup(e)) => {
                        self.diags.set(Vec::new());
                        self.setup_err.set(Some(e));
                    }
                }
            }
        }
        self.bump();
    }

    pub(crate) fn install(self, m: Box<dyn Rewind>, snippet: Option<Snippet>) {
        // The program's warnings (hazards) show under their lines like errors.
        let mut warnings = m.warnings();
        Diagnostic::move_to_line_start(&mut warnings, &self.source.get_untracked());
        self.program.set_value(m.listing());
        self.history.update_value(|h| {
            h.clear();
            h.record(m.as_ref());
        });
        self.stop_note.set(None);
        self.furthest.set(0);
        self.machine.set_value(Some(m));
        self.snippet.set_value(snippet);
        self.diags.set(warnings);
        self.setup_err.set(None);
        self.lane_info.set(None);
    }

    /// Assembles now if an edit is still waiting for its debounce.
    pub(crate) fn flush(self) {
        if self.pending.get_value() {
            self.assemble_now();
        }
    }

    /// Whether Step/Run can do anything (tracks the epoch: halting changes the answer).
    pub(crate) fn can_execute(self) -> bool {
        self.epoch.track();
        !self.stale() && self.machine.with_value(|m| m.as_ref().is_some_and(|m| !m.halted()))
    }

    /// Steps the wave the picker shows (see [`step_chosen`]) by the granularity the selector
    /// beside Step picked.
    pub(crate) fn step(self) {
        self.step_by(self.granularity.get_untracked());
    }

    /// One step of the machine's own (a lesson's steps count those, whatever the selector says).
    pub(crate) fn step_own(self) {
        self.step_by(None);
    }

    /// Steps by granularity `by` (an index into the machine's granularities; `None` or one it
    /// does not offer: its own step).
    fn step_by(self, by: Option<usize>) {
        self.flush();
        if self.running.get_untracked() || self.stale_untracked() {
            return;
        }
        let mut started = true;
        self.stop_note.set(None);
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut().filter(|m| !m.halted()) {
                // A step is a user action: keep the state before it, so stepping back is exact.
                self.history.update_value(|h| h.record(m.as_ref()));
                match by.filter(|&g| g < m.step_granularities().len()) {
                    Some(g) => {
                        m.step_by(g);
                    }
                    None => started = step_chosen(m.as_mut()),
                }
            }
        });
        self.budget_hit.set(!started);
        self.bump();
    }

    /// Moves the machine to step count `want` (the timeline): back through the snapshots,
    /// forward by running on.
    pub(crate) fn seek(self, want: u64) {
        self.flush();
        if self.running.get_untracked() || self.stale_untracked() {
            return;
        }
        let to = self.machine.with_value(|m| {
            m.as_ref()
                .and_then(|m| self.history.try_update_value(|h| h.seek(m.as_ref(), want)).flatten())
        });
        match to {
            Some(m) => {
                self.machine.set_value(Some(m));
                self.stop_note.set(None);
            }
            None => self.stop_note.set(Some(format!("cannot go to step {want}"))),
        }
        self.budget_hit.set(false);
        self.bump();
    }

    /// Goes back one instruction (of the whole dispatch): restores the nearest snapshot and
    /// runs forward to one step before now.
    pub(crate) fn step_back(self) {
        self.flush();
        if self.running.get_untracked() || self.stale_untracked() {
            return;
        }
        let back = self.machine.with_value(|m| {
            m.as_ref()
                .and_then(|m| self.history.try_update_value(|h| h.back(m.as_ref())).flatten())
        });
        match back {
            Some(b) => {
                self.machine.set_value(Some(b));
                self.stop_note.set(None);
            }
            None => {
                let at_start = self.with_machine_untracked(|m| m.steps() == 0).unwrap_or(true);
                let why = if at_start {
                    "already at the start"
                } else {
                    "no history that far back"
                };
                self.stop_note.set(Some(format!("cannot step back: {why}")));
            }
        }
        self.budget_hit.set(false);
        self.bump();
    }

    /// Runs until the next instruction is on `line` (1-based) in any wave, or the run stops.
    pub(crate) fn run_to_line(self, line: usize) {
        if self.running.get_untracked() {
            return;
        }
        self.flush();
        if self.stale_untracked() {
            return;
        }
        self.start_run(Some(line));
    }

    /// Run, or stop a run in progress.
    pub(crate) fn run_or_stop(self) {
        if self.running.get_untracked() {
            // A run in the worker ends when the worker sends its state back.
            if !crate::worker::stop(self) {
                self.stop_running();
                self.bump();
            }
            return;
        }
        self.flush();
        if self.stale_untracked() {
            return;
        }
        self.start_run(None);
    }

    fn start_run(self, cursor: Option<usize>) {
        self.budget_hit.set(false);
        self.stop_note.set(None);
        self.run_id.update_value(|id| *id += 1);
        self.running.set(true);
        let id = self.run_id.get_value();
        self.run_on_page(id, cursor, true, true);
    }

    /// Runs run `id` on the page, in time slices; with `to_worker`, only its first slice: a run
    /// that does not end there goes on in the Web Worker if there is one ([`crate::worker`]).
    pub(crate) fn run_on_page(self, id: u64, cursor: Option<usize>, first: bool, to_worker: bool) {
        let run = Run {
            id,
            left: RUN_BUDGET,
            cursor,
            first,
            to_worker,
            drawn: now_ms(),
            told: now_ms(),
        };
        self.run_slice(run);
    }

    /// Runs one slice (about [`RUN_TASK_MS`]); schedules the next in a task of its own until
    /// the program ends, faults, the budget is used up or the run is cancelled. The views are
    /// redrawn at most every [`RUN_DRAW_MS`] meanwhile, the progress every [`RUN_PROGRESS_MS`].
    fn run_slice(self, run: Run) {
        if self.run_id.try_get_value() != Some(run.id) {
            return;
        }
        let start = now_ms();
        if start - run.drawn >= RUN_DRAW_MS {
            // A frame that draws the views steps nothing: the page stays as quick to answer.
            self.bump();
            let next = Run {
                drawn: start,
                told: start,
                ..run
            };
            crate::soon::soon(move || self.run_slice(next));
            return;
        }
        let tell = start - run.told >= RUN_PROGRESS_MS;
        if tell {
            self.mark_history();
        }
        let (outcome, left) = self.run_until(start + RUN_TASK_MS, run.left, run.cursor, run.first);
        match outcome {
            Some(Stop::Outcome(StepOutcome::BudgetExhausted)) if left > 0 => {
                if run.to_worker && crate::worker::start(self, run.id, run.cursor, left) {
                    return;
                }
                let mut next = Run {
                    left,
                    first: false,
                    to_worker: false,
                    ..run
                };
                if tell {
                    next.told = start;
                    self.progress.update(|p| *p += 1);
                }
                crate::soon::soon(move || self.run_slice(next));
                return;
            }
            Some(Stop::Outcome(StepOutcome::BudgetExhausted)) => {
                self.budget_hit.set(true);
                self.running.set(false);
            }
            Some(Stop::Note(note)) => {
                self.stop_note.set(Some(note));
                self.running.set(false);
            }
            _ => self.running.set(false),
        }
        self.bump();
    }

    /// Marks the machine in the step-back history (a machine of at most [`MARK_BYTES`]), so
    /// stepping back after the run replays from here, not from the last snapshot of the grid.
    fn mark_history(self) {
        self.machine.with_value(|m| {
            if let Some(m) = m.as_ref().filter(|m| m.snapshot_bytes() <= MARK_BYTES) {
                self.history.update_value(|h| h.mark(m.as_ref()));
            }
        });
    }

    /// Runs the machine (see [`crate::runloop::run_until`]) with the breakpoints, keeping
    /// snapshots on the step-back grid; returns how the last chunk ended and the instructions
    /// left.
    fn run_until(self, deadline: f64, left: u64, cursor: Option<usize>, first: bool) -> (Option<Stop>, u64) {
        let bps = self.breakpoints.get_untracked();
        let mut hits = Vec::new();
        let out = self
            .machine
            .try_update_value(|m| {
                let m = m.as_mut()?;
                self.history.try_update_value(|h| {
                    let mut c = crate::runloop::Checks {
                        bps: &bps,
                        cursor,
                        hit: &mut |l| hits.push(l),
                        after: &mut |m| h.after_step(m),
                    };
                    crate::runloop::run_until(m.as_mut(), deadline, left, first, &mut c)
                })
            })
            .flatten();
        for l in hits {
            self.count_hit(l);
        }
        match out {
            Some((stop, left)) => (Some(stop), left),
            None => (None, left),
        }
    }

    /// Counts a stop at the breakpoint on `line`.
    pub(crate) fn count_hit(self, line: usize) {
        self.breakpoints.update(|b| {
            if let Some(b) = b.iter_mut().find(|b| b.line == line) {
                b.hits = b.hits.saturating_add(1);
            }
        });
    }

    /// Enables or disables the breakpoint on `line` (a disabled one keeps its condition).
    pub(crate) fn enable_breakpoint(self, line: usize, on: bool) {
        self.breakpoints.update(|b| {
            if let Some(b) = b.iter_mut().find(|b| b.line == line) {
                b.enabled = on;
            }
        });
    }

    /// Deletes the breakpoint on `line`.
    pub(crate) fn delete_breakpoint(self, line: usize) {
        self.breakpoints.update(|b| b.retain(|b| b.line != line));
    }

    /// Toggles a breakpoint on source line `line` (1-based).
    pub(crate) fn toggle_breakpoint(self, line: usize) {
        self.breakpoints.update(|b| {
            if let Some(i) = b.iter().position(|b| b.line == line) {
                b.remove(i);
            } else {
                b.push(Breakpoint::new(line, None));
                b.sort_unstable_by_key(|b| b.line);
            }
        });
    }

    /// Sets (or with an empty `text`, clears) the condition of the breakpoint on `line`,
    /// adding the breakpoint if needed; a condition that does not parse is refused with
    /// its reason in the status.
    pub(crate) fn set_condition(self, line: usize, text: &str) {
        let cond = match text.trim() {
            "" => None,
            t => match Condition::parse(t) {
                Ok(c) => Some((t.to_string(), c)),
                Err(e) => {
                    self.stop_note.set(Some(format!("bad condition '{t}': {e}")));
                    return;
                }
            },
        };
        self.stop_note.set(None);
        self.breakpoints.update(|b| {
            b.retain(|b| b.line != line);
            b.push(Breakpoint::new(line, cond));
            b.sort_unstable_by_key(|b| b.line);
        });
    }

    /// The editor caret's line (1-based), read from the textarea.
    pub(crate) fn caret(self) -> usize {
        self.source_ref
            .get_untracked()
            .map(|t| {
                let pos = t.selection_start().ok().flatten().unwrap_or(0);
                line_of_utf16_offset(&t.value(), pos)
            })
            .unwrap_or(1)
    }

    pub(crate) fn reset(self) {
        self.flush();
        self.stop_running();
        self.budget_hit.set(false);
        self.stop_note.set(None);
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut() {
                m.reset();
                self.history.update_value(|h| {
                    h.clear();
                    h.record(m.as_ref());
                });
            }
        });
        self.bump();
    }

    /// The user changed the editor text.
    pub(crate) fn edit(self, text: String) {
        persist::save(self.target.get_untracked(), &text);
        if let Some(shift) = self.source.with_untracked(|old| crate::render::line_shift(old, &text)) {
            self.breakpoints.update(|bps| {
                bps.retain_mut(|b| crate::render::shifted_line(b.line, shift).map(|l| b.line = l).is_some());
            });
        }
        self.source.set(text);
        if !persist::fragment().is_empty() {
            // The link no longer describes the text; a reload must show the edit.
            persist::set_fragment(None);
        }
        self.schedule_assembly();
    }

    /// The user changed the launch & data text.
    pub(crate) fn edit_data(self, text: String) {
        persist::save_data(&text);
        self.data.set(text);
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        self.schedule_assembly();
    }

    /// Re-assembles after the debounce unless another edit comes first.
    pub(crate) fn schedule_assembly(self) {
        self.share_url.set(None);
        self.stop_running();
        self.pending.set_value(true);
        self.edit_gen.update_value(|g| *g += 1);
        let generation = self.edit_gen.get_value();
        set_timeout(
            move || {
                if self.edit_gen.try_get_value() == Some(generation) {
                    self.flush();
                }
            },
            ASSEMBLE_DEBOUNCE,
        );
    }

    pub(crate) fn set_target(self, t: Target) {
        // Another ISA family's source cannot assemble: picking R700 opens its default shader,
        // picking GCN from R700 goes back to my code.
        let was = self.target.get_untracked();
        if (was == Target::R700) != (t == Target::R700) {
            self.open_buffer(if t == Target::R700 { gallery::R700_DEFAULT } else { "" });
            if self.target.get_untracked() == t {
                return;
            }
        }
        self.target.set(t);
        self.source.with_untracked(|s| persist::save(t, s));
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        self.share_url.set(None);
        self.assemble_now();
    }

    /// Opens picker buffer `id` (`""`: my code, else a gallery example). The texts on screen
    /// stay in the buffer they belong to (my code also in localStorage), so nothing is lost;
    /// `id` comes back as it was left, or as shipped.
    pub(crate) fn open_buffer(self, id: &str) {
        let current = self.buffer.get_untracked();
        if current == id {
            return;
        }
        let Some(next) = self.buffer_text(id) else {
            return;
        };
        let now = (
            self.target.get_untracked(),
            self.source.get_untracked(),
            self.data.get_untracked(),
        );
        if current.is_empty() {
            persist::save_mine(&now);
        }
        self.buffers.update_value(|b| {
            b.retain(|(k, _)| *k != current);
            b.push((current, now));
        });
        self.buffer.set(id.to_string());
        persist::save_buffer(id);
        self.format.set(gallery::view_format(id));
        self.show_text(next);
    }

    /// Buffer `id`'s texts: as left in this session, else my saved code (or the default
    /// example) or the gallery example as shipped.
    fn buffer_text(self, id: &str) -> Option<persist::Text> {
        let kept = self
            .buffers
            .with_value(|b| b.iter().find(|(k, _)| k == id).map(|(_, t)| t.clone()));
        kept.or_else(|| {
            if id.is_empty() {
                Some(persist::mine())
            } else {
                gallery::text(id)
            }
        })
    }

    /// Puts target, source and launch & data on screen (and in localStorage) and assembles.
    fn show_text(self, (target, source, data): persist::Text) {
        persist::save(target, &source);
        persist::save_data(&data);
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        if let Some(t) = self.source_ref.get_untracked() {
            t.set_value(&source);
        }
        if let Some(t) = self.data_ref.get_untracked() {
            t.set_value(&data);
        }
        self.share_url.set(None);
        self.target.set(target);
        self.source.set(source);
        self.data.set(data);
        self.doc_line.set(None);
        self.assemble_now();
    }

    /// Shows wave `n` of the dispatch.
    pub(crate) fn select_wave(self, n: usize) {
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut() {
                m.select_wave(n);
            }
        });
        self.bump();
    }

    pub(crate) fn share(self) {
        let frag = self.source.with_untracked(|s| {
            self.data
                .with_untracked(|d| persist::share_fragment(self.target.get_untracked(), s, d))
        });
        persist::set_fragment(Some(&frag));
        let url = persist::href();
        self.share_copied.set(false);
        copy_to_clipboard(&url, move || self.share_copied.set(true));
        self.share_url.set(Some(url));
    }

    /// Status text and CSS class.
    pub(crate) fn status(self) -> (String, &'static str) {
        self.epoch.track();
        self.progress.track();
        let errors = self
            .diags
            .with(|d| d.iter().filter(|d| d.severity == Severity::Error).count());
        if self.setup_err.with(Option::is_some) {
            return ("launch & data error — fix to run".to_string(), "st-err");
        }
        if errors > 0 {
            let s = if errors == 1 { "" } else { "s" };
            return (format!("{errors} error{s} — fix to run"), "st-err");
        }
        let running = self.running.get();
        let budget = self.budget_hit.get();
        let note = self.stop_note.get();
        self.machine.with_value(|m| {
            let Some(m) = m else {
                return ("no program".to_string(), "");
            };
            let steps = m.steps();
            if running {
                let (steps, waves) = crate::worker::progress_now().unwrap_or_else(|| (steps, waves_done(m.as_ref())));
                (
                    format!("running… {}{}", plural_steps(steps), waves_text(waves)),
                    "st-run",
                )
            } else if let Some(f) = m.fault() {
                (format!("fault after {}: {f}", plural_steps(steps)), "st-err")
            } else if m.halted() {
                (format!("ended after {}", plural_steps(steps)), "st-end")
            } else if let Some(note) = note {
                (format!("{note} — {}", plural_steps(steps)), "st-warn")
            } else if budget {
                (
                    format!("stopped after {} (step budget)", plural_steps(steps)),
                    "st-warn",
                )
            } else if steps == 0 {
                ("ready".to_string(), "")
            } else {
                (plural_steps(steps), "")
            }
        })
    }

    /// Sets register `cell` to the value typed in `text`. Before the first step of a bare
    /// snippet the value goes into the launch & data text's `[init]` (the share link carries
    /// it); during a run it goes into the selected wave (see [`Ctx::edit_running`]); otherwise
    /// the reason it cannot is returned.
    pub(crate) fn edit_register(self, cell: crate::edit::Cell, text: &str) -> Result<(), String> {
        let value = crate::edit::parse_value(text).ok_or_else(|| {
            format!(
                "'{}' is not a 32-bit value (0x… hex, a float or an integer)",
                text.trim()
            )
        })?;
        self.edit_slot(crate::edit::Slot::Register(cell), u64::from(value))
    }

    /// Sets flag `i` (SCC, M0) to what the user typed, refusing values wider than the flag.
    pub(crate) fn edit_flag(self, i: usize, text: &str) -> Result<(), String> {
        let (name, bits) = self
            .with_machine_untracked(|m| m.flags().get(i).map(|f| (f.name, f.bits)))
            .flatten()
            .ok_or("no such flag")?;
        let value = crate::edit::parse_value(text)
            .filter(|&v| bits >= 32 || v >> bits == 0)
            .ok_or_else(|| format!("'{}' is not a {bits}-bit value for {name}", text.trim()))?;
        self.edit_slot(crate::edit::Slot::Flag(i), u64::from(value))
    }

    /// Flips lane `lane` of lane mask `i` (EXEC, VCC).
    pub(crate) fn toggle_mask_lane(self, i: usize, lane: usize) -> Result<(), String> {
        let value = self
            .with_machine_untracked(|m| (lane < m.wave_size().min(64)).then(|| m.mask(i) ^ (1u64 << lane)))
            .flatten()
            .ok_or("no such lane")?;
        self.edit_slot(crate::edit::Slot::Mask(i), value)
    }

    /// Sets lane mask `i` to what the user typed (`0x…` or an integer).
    pub(crate) fn edit_mask(self, i: usize, text: &str) -> Result<(), String> {
        let value = crate::edit::parse_mask(text)
            .ok_or_else(|| format!("'{}' is not a 64-bit mask (0x… hex or an integer)", text.trim()))?;
        self.edit_slot(crate::edit::Slot::Mask(i), value)
    }

    /// Sets `slot` to `value`: before the first step in the snippet's initial state (so a
    /// share link carries it), during a run in the selected wave.
    fn edit_slot(self, slot: crate::edit::Slot, value: u64) -> Result<(), String> {
        let lanes = |m: &dyn Machine| match slot {
            crate::edit::Slot::Register(c) => m.register(c.file, c.reg).to_vec(),
            _ => Vec::new(),
        };
        let (steps, lanes) = self
            .with_machine_untracked(|m| (m.steps(), lanes(m)))
            .ok_or("no program")?;
        if steps > 0 {
            return self.edit_running(slot, value);
        }
        self.edit_initial(|m, init| slot.set_initial(m, init, &lanes, value))
    }

    /// Changes the bare snippet's `[init]` with `f` (given the machine, for names) and
    /// rebuilds: an edit before the first step, which the share link carries.
    pub(crate) fn edit_initial(
        self,
        f: impl FnOnce(&dyn Machine, &mut lanescope::snippet::Init),
    ) -> Result<(), String> {
        self.edit_snippet(|snippet| {
            if snippet.launch.is_some() {
                return Err("a kernel starts from its descriptor: edit its buffers and arguments instead".into());
            }
            let init = snippet.init.get_or_insert_with(Default::default);
            self.with_machine_untracked(|m| f(m, init));
            Ok(())
        })
    }

    /// Changes the snippet the editor and the launch & data text describe (a bare one when the
    /// text is empty) with `f`, writes its launch & data text back and rebuilds: an edit before
    /// the first step, which the share link carries.
    pub(crate) fn edit_snippet(self, f: impl FnOnce(&mut Snippet) -> Result<(), String>) -> Result<(), String> {
        let target = self.target.get_untracked();
        let source = self.source.get_untracked();
        let parsed = self
            .data
            .with_untracked(|d| persist::snippet_from_parts(target, &source, d))?;
        let mut snippet = parsed.unwrap_or_else(|| Snippet::new(target, source));
        f(&mut snippet)?;
        let text = persist::data_of(&snippet);
        if let Some(t) = self.data_ref.get_untracked() {
            t.set_value(&text);
        }
        self.edit_data(text);
        self.flush();
        Ok(())
    }

    /// Writes `value` into the running machine's selected wave (see [`Ctx::edit_live`]).
    fn edit_running(self, slot: crate::edit::Slot, value: u64) -> Result<(), String> {
        self.edit_live(|m| slot.apply(m, value))
    }

    /// Changes the running machine with `f` (false: it did not take the edit). Step-back
    /// history restarts at the edited state (earlier snapshots would replay without the edit).
    pub(crate) fn edit_live(self, f: impl FnOnce(&mut dyn Machine) -> bool) -> Result<(), String> {
        if crate::worker::active() {
            return Err("the run is in a Web Worker: stop it to edit the machine".into());
        }
        let mut done = false;
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut() {
                done = f(m.as_mut());
                if done {
                    self.history.update_value(|h| {
                        h.clear();
                        h.record(m.as_ref());
                    });
                }
            }
        });
        if !done {
            return Err(
                "this wave cannot be edited now (it has not started or has ended, or the value does not fit)".into(),
            );
        }
        self.bump();
        Ok(())
    }

    /// The whole message behind the status (its hover text): every error with its position,
    /// the launch & data error, or the status text itself.
    pub(crate) fn status_detail(self) -> String {
        let errors: Vec<String> = self.diags.with(|d| {
            d.iter()
                .filter(|d| d.severity == Severity::Error)
                .map(ToString::to_string)
                .collect()
        });
        if let Some(e) = self.setup_err.get() {
            format!("launch & data: {e}")
        } else if !errors.is_empty() {
            errors.join("\n")
        } else if let Some(why) = crate::worker::page_note() {
            format!(
                "{}\n(Run stepped on this page, not in a Web Worker: {why})",
                self.status().0
            )
        } else {
            self.status().0
        }
    }

    /// Whether the views show a machine that no longer matches the (erroneous) source.
    pub(crate) fn stale(self) -> bool {
        self.diags.with(|d| d.iter().any(|d| d.severity == Severity::Error)) || self.setup_err.with(Option::is_some)
    }

    pub(crate) fn stale_untracked(self) -> bool {
        self.diags
            .with_untracked(|d| d.iter().any(|d| d.severity == Severity::Error))
            || self.setup_err.with_untracked(Option::is_some)
    }

    /// Reads the machine (tracking the epoch); `None` while there is no machine.
    pub(crate) fn with_machine<U>(self, f: impl FnOnce(&dyn Machine) -> U) -> Option<U> {
        self.epoch.track();
        self.machine.with_value(|m| m.as_deref().map(|m| f(m)))
    }

    /// Reads the machine without tracking anything (event handlers).
    pub(crate) fn with_machine_untracked<U>(self, f: impl FnOnce(&dyn Machine) -> U) -> Option<U> {
        self.machine.with_value(|m| m.as_deref().map(|m| f(m)))
    }

    /// What the matrix view shows: the picked option if the program still has it, else the
    /// program's first matrix instruction; with the modifiers edited for it, if any.
    pub(crate) fn matrix_target(self) -> Option<MatrixTarget> {
        let chosen = self.matrix_pick.get();
        let edited = self.matrix_mods.get();
        self.with_machine(|m| {
            let ops = m.matrix_ops();
            let of_op = |o: &lanescope::MatrixOp| MatrixTarget {
                key: format!("pc:{}", o.pc),
                name: o.name.clone(),
                at: Some((o.pc, o.line)),
                mods: o.mods.clone(),
                own_mods: o.mods.clone(),
            };
            let picked = match chosen.as_deref() {
                Some(k) if k.starts_with("pc:") => ops.iter().find(|o| format!("pc:{}", o.pc) == k).map(of_op),
                Some(k) => k
                    .strip_prefix("name:")
                    .and_then(|n| m.matrix_instructions().into_iter().find(|x| *x == n))
                    .map(|n| MatrixTarget {
                        key: k.to_string(),
                        name: n.to_string(),
                        at: None,
                        mods: MatrixMods::default(),
                        own_mods: MatrixMods::default(),
                    }),
                None => None,
            };
            let mut t = picked.or_else(|| ops.first().map(of_op))?;
            if let Some((key, mods)) = edited {
                if key == t.key {
                    t.mods = mods;
                }
            }
            Some(t)
        })
        .flatten()
    }
}

/// The progress of a dispatch of several waves: ` · waves DONE/TOTAL done` (ended or
/// faulted) for `(done, total)`, empty for a single wave.
pub(crate) fn waves_text((done, total): (usize, usize)) -> String {
    if total < 2 {
        return String::new();
    }
    format!(" · waves {done}/{total} done")
}

/// Waves of `m` that ended or faulted, and all its waves.
pub(crate) fn waves_done(m: &dyn Machine) -> (usize, usize) {
    let total = m.wave_count();
    if total < 2 {
        return (0, total);
    }
    let done = (0..total)
        .filter(|&k| {
            m.wave_info(k)
                .is_some_and(|w| matches!(w.status, WaveStatus::Ended | WaveStatus::Faulted))
        })
        .count();
    (done, total)
}

/// Steps the selected wave. A wave whose workgroup has not started yet is reached by stepping
/// the dispatch (at most [`RUN_SLICE`] instructions) until its first instruction ran; a wave
/// that has ended leaves the view to the wave stepped instead. Returns whether a not-started
/// wave started.
fn step_chosen(m: &mut dyn Machine) -> bool {
    let n = m.selected_wave();
    let status = |m: &dyn Machine| m.wave_info(n).map(|w| w.status);
    for _ in 0..RUN_SLICE {
        m.select_wave(n);
        let waiting = status(m) == Some(WaveStatus::NotStarted);
        m.step();
        if !waiting || m.halted() {
            break;
        }
    }
    let now = status(m);
    if matches!(now, Some(WaveStatus::Running | WaveStatus::AtBarrier)) {
        m.select_wave(n);
    }
    now != Some(WaveStatus::NotStarted)
}

/// A breakpoint: a source line and an optional condition (its text and parsed form).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Breakpoint {
    pub(crate) line: usize,
    pub(crate) cond: Option<(String, Condition)>,
    /// Whether runs stop here (a disabled breakpoint is kept in the list, not in the gutter).
    pub(crate) enabled: bool,
    /// How many times a run stopped here.
    pub(crate) hits: u32,
}

impl Breakpoint {
    /// An enabled breakpoint on `line`, not hit yet.
    fn new(line: usize, cond: Option<(String, Condition)>) -> Self {
        Breakpoint {
            line,
            cond,
            enabled: true,
            hits: 0,
        }
    }

    /// Whether a run stops here with `m`'s shown wave about to execute the line.
    pub(crate) fn hit(&self, m: &dyn Machine) -> bool {
        self.enabled && self.cond.as_ref().is_none_or(|(_, c)| c.holds(m))
    }

    /// ` (CONDITION)` for the status, or nothing.
    pub(crate) fn note(&self) -> String {
        self.cond.as_ref().map(|(t, _)| format!(" ({t})")).unwrap_or_default()
    }
}

/// A run in progress, from one task to the next.
#[derive(Clone, Copy, Debug)]
struct Run {
    /// The run's [`Ctx::run_id`] (another id: the run was cancelled).
    id: u64,
    /// Instructions left of the budget.
    left: u64,
    /// The run-to-cursor line.
    cursor: Option<usize>,
    /// Whether no instruction ran yet (a run continues from a breakpoint).
    first: bool,
    /// Whether the run goes on in the worker after this slice.
    to_worker: bool,
    /// When the views were last drawn ([`now_ms`]).
    drawn: f64,
    /// When the progress was last drawn.
    told: f64,
}

/// Why a run slice stopped.
pub(crate) enum Stop {
    /// The machine said so (ended, faulted, budget used up).
    Outcome(StepOutcome),
    /// Before an instruction on a breakpoint or cursor line.
    Note(String),
}

/// The matrix instruction the matrix view draws.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct MatrixTarget {
    /// The picker's option value (`pc:ADDRESS` or `name:MNEMONIC`).
    pub(crate) key: String,
    /// Mnemonic.
    pub(crate) name: String,
    /// Address and source line of the program's instruction (live registers and values), if any.
    pub(crate) at: Option<(u64, u32)>,
    /// Modifiers applied.
    pub(crate) mods: MatrixMods,
    /// The modifiers the instruction is written with.
    pub(crate) own_mods: MatrixMods,
}

/// Asks the browser to copy `text`; a refusal (no permission, insecure context) is ignored.
fn copy_to_clipboard(text: &str, copied: impl FnOnce() + 'static) {
    let nav: JsValue = window().navigator().into();
    let Ok(clipboard) = js_sys::Reflect::get(&nav, &"clipboard".into()) else {
        return;
    };
    if clipboard.is_undefined() {
        return;
    }
    let Some(write) = js_sys::Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return;
    };
    let Ok(promise) = write.call1(&clipboard, &text.into()) else {
        return;
    };
    let ok = wasm_bindgen::closure::Closure::once_into_js(move |_: JsValue| copied());
    let then = call_method(&promise, "then", &ok);
    // Swallow the rejection so it does not surface as an unhandled error.
    if let Some(p) = then {
        let _ = call_method(&p, "catch", &js_sys::Function::new_no_args("").into());
    }
}

/// `target[name](arg)`, if `target` has such a method.
fn call_method(target: &JsValue, name: &str, arg: &JsValue) -> Option<JsValue> {
    js_sys::Reflect::get(target, &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(target, arg).ok())
}

/// 1-based line of a UTF-16 offset into `text` (what `selectionStart` reports).
pub(crate) fn line_of_utf16_offset(text: &str, offset: u32) -> usize {
    1 + text
        .encode_utf16()
        .take(offset as usize)
        .filter(|&u| u == u16::from(b'\n'))
        .count()
}

/// The mnemonic token of line `line` (1-based) of `source`, as the target highlights it.
pub(crate) fn mnemonic_on_line(target: Target, source: &str, line: usize) -> Option<String> {
    let text = source.split('\n').nth(line.checked_sub(1)?)?;
    target
        .highlight(text)
        .into_iter()
        .find(|(_, _, c)| *c == TokenClass::Mnemonic)
        .and_then(|(s, e, _)| text.get(s..e))
        .map(str::to_string)
}

/// A register slot under the pointer: registers `regs.0..=regs.1` (two for an f64 element) of
/// lane `lane`, and whether the pointer is in the matrix view (else in the lane grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HoverSlot {
    pub(crate) regs: (u32, u32),
    pub(crate) lane: u32,
    pub(crate) from_matrix: bool,
}

impl Ctx {
    /// The state of a fresh page from what was saved (or shared); the editors show `init`'s texts.
    pub(crate) fn new(init: persist::Initial) -> Ctx {
        Ctx {
            target: RwSignal::new(init.target),
            source: RwSignal::new(init.source),
            data: RwSignal::new(init.data),
            setup_err: RwSignal::new(None),
            snippet: StoredValue::new(None),
            lane_info: RwSignal::new(None),
            source_ref: NodeRef::new(),
            data_ref: NodeRef::new(),
            format: RwSignal::new(init.format),
            machine: StoredValue::new_local(None),
            history: StoredValue::new_local(History::new()),
            breakpoints: RwSignal::new(Vec::new()),
            stop_note: RwSignal::new(None),
            show_help: RwSignal::new(false),
            show_learn: RwSignal::new(false),
            lesson: RwSignal::new(None),
            furthest: RwSignal::new(0),
            diags: RwSignal::new(Vec::new()),
            epoch: RwSignal::new(0),
            running: RwSignal::new(false),
            progress: RwSignal::new(0),
            budget_hit: RwSignal::new(false),
            run_id: StoredValue::new(0),
            edit_gen: StoredValue::new(0),
            pending: StoredValue::new(false),
            share_url: RwSignal::new(None),
            share_copied: RwSignal::new(false),
            banner: RwSignal::new(init.banner),
            doc_line: RwSignal::new(None),
            tab_escaped: StoredValue::new(false),
            scroll_before_focus: StoredValue::new(None),
            caret_line: RwSignal::new(None),
            matrix_pick: RwSignal::new(None),
            matrix_mods: RwSignal::new(None),
            hover_slot: RwSignal::new(None),
            line_rows: RwSignal::new(Vec::new()),
            program: StoredValue::new(Vec::new()),
            asm: RwSignal::new(Vec::new()),
            show_listing: RwSignal::new(false),
            buffer: RwSignal::new(init.buffer),
            buffers: StoredValue::new(Vec::new()),
            granularity: RwSignal::new(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n\ts_nop 0\n\ts_endpgm\n.Lk_end:\n\t.size k, .Lk_end-k\n\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 4\n\t\t.amdhsa_next_free_sgpr 8\n\t.end_amdhsa_kernel\n";

    #[test]
    fn the_progress_counts_the_waves_done() {
        let t = Target::from_name("gfx900").unwrap();
        let data = "[launch]\nkernel = \"k\"\ngrid = [256, 1, 1]\nblock = [64, 1, 1]\n";
        let Ok(Some(snippet)) = persist::snippet_from_parts(t, KERNEL, data) else {
            panic!("the launch parses")
        };
        let Ok(mut m) = t.build(&snippet, KERNEL) else {
            panic!("the kernel builds")
        };
        assert_eq!(waves_text(waves_done(m.as_ref())), " · waves 0/4 done");
        m.run(4);
        assert_eq!(waves_text(waves_done(m.as_ref())), " · waves 2/4 done");
        m.run(100);
        assert_eq!(waves_text(waves_done(m.as_ref())), " · waves 4/4 done");
        // A bare wave shows no wave count.
        let src = "s_endpgm";
        let Ok(bare) = t.build(&Snippet::new(t, src.to_string()), src) else {
            panic!("a bare wave builds")
        };
        assert_eq!(waves_text(waves_done(bare.as_ref())), "");
    }
}
