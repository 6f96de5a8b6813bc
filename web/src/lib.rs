//! lanescope's browser front end: an editor, a step/run toolbar and the register views.
//!
//! The app holds no ISA knowledge: it assembles through [`lanescope::Target`], drives the
//! returned [`Machine`] and renders what the machine reports. The machine lives in a
//! non-reactive [`StoredValue`]; every step or run slice bumps one epoch signal and the views
//! re-read the machine (no per-cell signals).

pub mod gallery;
pub mod persist;
pub mod render;

use std::time::Duration;

use lanescope::{
    BuildError, Diagnostic, Machine, MatrixMods, MatrixPart, Severity, Snippet, StepOutcome, Target, TokenClass,
    ValueFormat,
};
use leptos::ev;
use leptos::mount::UnmountHandle;
use leptos::prelude::*;
use leptos::tachys::view::Mountable;
use wasm_bindgen::{JsCast, JsValue};

/// Most instructions one click on Run executes.
pub const RUN_BUDGET: u64 = 1_000_000;
/// Instructions per animation frame while running.
const RUN_SLICE: u64 = 50_000;
/// Delay between the last keystroke and re-assembly.
const ASSEMBLE_DEBOUNCE: Duration = Duration::from_millis(150);
/// Editor line height and paddings in CSS pixels (also set as CSS variables).
const LINE_HEIGHT_PX: f64 = 20.0;
const PAD_Y_PX: f64 = 10.0;
const PAD_X_PX: f64 = 12.0;

/// The app's state: `Copy` handles to signals and to the non-reactive machine.
#[derive(Clone, Copy)]
struct Ctx {
    target: RwSignal<Target>,
    source: RwSignal<String>,
    /// The "Launch & data" TOML (the snippet without `arch` and `source`).
    data: RwSignal<String>,
    /// Why the launch & data could not be used (TOML or setup error).
    setup_err: RwSignal<Option<String>>,
    /// The snippet the current machine was built from (`None` for a bare source).
    snippet: StoredValue<Option<Snippet>>,
    /// The mask strip lane clicked last (`exec`/`vcc`, lane).
    lane_info: RwSignal<Option<(&'static str, usize)>>,
    source_ref: NodeRef<leptos::html::Textarea>,
    data_ref: NodeRef<leptos::html::Textarea>,
    format: RwSignal<ValueFormat>,
    machine: StoredValue<Option<Box<dyn Machine>>, LocalStorage>,
    diags: RwSignal<Vec<Diagnostic>>,
    /// Bumped after every change of the machine; views that read the machine track it.
    epoch: RwSignal<u64>,
    running: RwSignal<bool>,
    budget_hit: RwSignal<bool>,
    run_id: StoredValue<u64>,
    edit_gen: StoredValue<u64>,
    pending: StoredValue<bool>,
    extra_cols: RwSignal<i32>,
    share_url: RwSignal<Option<String>>,
    banner: RwSignal<Option<String>>,
    doc_line: RwSignal<Option<usize>>,
    tab_escaped: StoredValue<bool>,
    /// Scroll position of the editor before a click focuses the textarea (focus must not scroll).
    scroll_before_focus: StoredValue<Option<(i32, i32)>>,
    /// The line the caret was put on last (click or keys), for the matrix view.
    caret_line: RwSignal<Option<usize>>,
    /// The matrix view's pick: a `<option>` value, `pc:ADDRESS` or `name:MNEMONIC`.
    matrix_pick: RwSignal<Option<String>>,
    /// Modifiers edited in the matrix view, for the pick they were edited for.
    matrix_mods: RwSignal<Option<(String, MatrixMods)>>,
    /// The register slot under the pointer (matrix view or lane grid).
    hover_slot: RwSignal<Option<HoverSlot>>,
}

fn plural_steps(n: u64) -> String {
    if n == 1 {
        "1 step".into()
    } else {
        format!("{n} steps")
    }
}

impl Ctx {
    fn bump(self) {
        self.epoch.update(|e| *e += 1);
    }

    fn stop_running(self) {
        self.run_id.update_value(|id| *id += 1);
        self.running.set(false);
    }

    /// Assembles the editor text into a fresh machine (or diagnostics).
    fn assemble_now(self) {
        self.pending.set_value(false);
        self.stop_running();
        self.budget_hit.set(false);
        let target = self.target.get_untracked();
        let source = self.source.get_untracked();
        let parsed = self
            .data
            .with_untracked(|d| persist::snippet_from_parts(target, &source, d));
        // Keep the last good machine on screen (dimmed) until the errors are fixed.
        match parsed {
            Err(e) => {
                // The source's own errors still show under its lines.
                self.diags.set(target.assemble(&source).err().unwrap_or_default());
                self.setup_err.set(Some(e));
            }
            Ok(None) => match target.assemble(&source) {
                Ok(m) => self.install(m, None),
                Err(d) => {
                    self.setup_err.set(None);
                    self.diags.set(d);
                }
            },
            Ok(Some(snippet)) => match target.build(&snippet, &source) {
                Ok(m) => self.install(m, Some(snippet)),
                Err(BuildError::Assembly(d)) => {
                    self.setup_err.set(None);
                    self.diags.set(d);
                }
                Err(BuildError::Setup(e)) => {
                    self.diags.set(Vec::new());
                    self.setup_err.set(Some(e));
                }
            },
        }
        self.bump();
    }

    fn install(self, m: Box<dyn Machine>, snippet: Option<Snippet>) {
        // The program's warnings (hazards) show under their lines like errors.
        let mut warnings = m.warnings();
        Diagnostic::move_to_line_start(&mut warnings, &self.source.get_untracked());
        self.machine.set_value(Some(m));
        self.snippet.set_value(snippet);
        self.diags.set(warnings);
        self.setup_err.set(None);
        self.lane_info.set(None);
    }

    /// Assembles now if an edit is still waiting for its debounce.
    fn flush(self) {
        if self.pending.get_value() {
            self.assemble_now();
        }
    }

    /// Whether Step/Run can do anything (tracks the epoch: halting changes the answer).
    fn can_execute(self) -> bool {
        self.epoch.track();
        !self.stale() && self.machine.with_value(|m| m.as_ref().is_some_and(|m| !m.halted()))
    }

    fn step(self) {
        self.flush();
        if self.running.get_untracked() || self.stale_untracked() {
            return;
        }
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut().filter(|m| !m.halted()) {
                m.step();
            }
        });
        self.budget_hit.set(false);
        self.bump();
    }

    /// Run, or stop a run in progress.
    fn run_or_stop(self) {
        if self.running.get_untracked() {
            self.stop_running();
            self.bump();
            return;
        }
        self.flush();
        if self.stale_untracked() {
            return;
        }
        self.budget_hit.set(false);
        self.run_id.update_value(|id| *id += 1);
        self.running.set(true);
        self.run_slice(self.run_id.get_value(), RUN_BUDGET);
    }

    /// Runs one slice; schedules the next in an animation frame until the program ends, faults,
    /// the budget is used up or the run is cancelled.
    fn run_slice(self, id: u64, left: u64) {
        if self.run_id.try_get_value() != Some(id) {
            return;
        }
        let n = left.min(RUN_SLICE);
        let outcome = self
            .machine
            .try_update_value(|m| m.as_mut().map(|m| m.run(n)))
            .flatten();
        match outcome {
            Some(StepOutcome::BudgetExhausted) if left > n => {
                request_animation_frame(move || self.run_slice(id, left - n));
            }
            Some(StepOutcome::BudgetExhausted) => {
                self.budget_hit.set(true);
                self.running.set(false);
            }
            _ => self.running.set(false),
        }
        self.bump();
    }

    fn reset(self) {
        self.flush();
        self.stop_running();
        self.budget_hit.set(false);
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut() {
                m.reset();
            }
        });
        self.bump();
    }

    /// The user changed the editor text.
    fn edit(self, text: String) {
        persist::save(self.target.get_untracked(), &text);
        self.source.set(text);
        if !persist::fragment().is_empty() {
            // The link no longer describes the text; a reload must show the edit.
            persist::set_fragment(None);
        }
        self.schedule_assembly();
    }

    /// The user changed the launch & data text.
    fn edit_data(self, text: String) {
        persist::save_data(&text);
        self.data.set(text);
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        self.schedule_assembly();
    }

    /// Re-assembles after the debounce unless another edit comes first.
    fn schedule_assembly(self) {
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

    fn set_target(self, t: Target) {
        self.target.set(t);
        self.source.with_untracked(|s| persist::save(t, s));
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        self.share_url.set(None);
        self.assemble_now();
    }

    /// Loads gallery example `id`: target, source and launch & data.
    fn load_example(self, id: &str) {
        let Some(snippet) = gallery::find(id).and_then(|e| Snippet::from_toml(e.toml).ok()) else {
            return;
        };
        let Ok(target) = snippet.target() else { return };
        // The example's own text after the source (comments and layout kept).
        let data = gallery::find(id)
            .and_then(|e| e.toml.split_once("\n'''\n"))
            .map_or_else(|| persist::data_of(&snippet), |(_, rest)| rest.trim().to_string());
        persist::save(target, &snippet.source);
        persist::save_data(&data);
        if !persist::fragment().is_empty() {
            persist::set_fragment(None);
        }
        if let Some(t) = self.source_ref.get_untracked() {
            t.set_value(&snippet.source);
        }
        if let Some(t) = self.data_ref.get_untracked() {
            t.set_value(&data);
        }
        self.share_url.set(None);
        self.target.set(target);
        self.source.set(snippet.source);
        self.data.set(data);
        self.doc_line.set(None);
        self.assemble_now();
    }

    /// Shows wave `n` of the dispatch.
    fn select_wave(self, n: usize) {
        self.machine.update_value(|m| {
            if let Some(m) = m.as_mut() {
                m.select_wave(n);
            }
        });
        self.bump();
    }

    fn share(self) {
        let frag = self.source.with_untracked(|s| {
            self.data
                .with_untracked(|d| persist::share_fragment(self.target.get_untracked(), s, d))
        });
        persist::set_fragment(Some(&frag));
        let url = persist::href();
        copy_to_clipboard(&url);
        self.share_url.set(Some(url));
    }

    /// Status text and CSS class.
    fn status(self) -> (String, &'static str) {
        self.epoch.track();
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
        self.machine.with_value(|m| {
            let Some(m) = m else {
                return ("no program".to_string(), "");
            };
            let steps = m.steps();
            if running {
                (format!("running… {}", plural_steps(steps)), "st-run")
            } else if let Some(f) = m.fault() {
                (format!("fault after {}: {f}", plural_steps(steps)), "st-err")
            } else if m.halted() {
                (format!("ended after {}", plural_steps(steps)), "st-end")
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

    /// Whether the views show a machine that no longer matches the (erroneous) source.
    fn stale(self) -> bool {
        self.diags.with(|d| d.iter().any(|d| d.severity == Severity::Error)) || self.setup_err.with(Option::is_some)
    }

    fn stale_untracked(self) -> bool {
        self.diags
            .with_untracked(|d| d.iter().any(|d| d.severity == Severity::Error))
            || self.setup_err.with_untracked(Option::is_some)
    }

    /// Reads the machine (tracking the epoch); `None` while there is no machine.
    fn with_machine<U>(self, f: impl FnOnce(&dyn Machine) -> U) -> Option<U> {
        self.epoch.track();
        self.machine.with_value(|m| m.as_deref().map(f))
    }

    /// Reads the machine without tracking anything (event handlers).
    fn with_machine_untracked<U>(self, f: impl FnOnce(&dyn Machine) -> U) -> Option<U> {
        self.machine.with_value(|m| m.as_deref().map(f))
    }

    /// What the matrix view shows: the picked option if the program still has it, else the
    /// program's first matrix instruction; with the modifiers edited for it, if any.
    fn matrix_target(self) -> Option<MatrixTarget> {
        let chosen = self.matrix_pick.get();
        let edited = self.matrix_mods.get();
        self.with_machine(|m| {
            let ops = m.matrix_ops();
            let of_op = |o: &lanescope::MatrixOp| MatrixTarget {
                key: format!("pc:{}", o.pc),
                name: o.name.clone(),
                at: Some((o.pc, o.line)),
                mods: o.mods,
                own_mods: o.mods,
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

/// The matrix instruction the matrix view draws.
#[derive(Clone, Debug, PartialEq)]
struct MatrixTarget {
    /// The picker's option value (`pc:ADDRESS` or `name:MNEMONIC`).
    key: String,
    /// Mnemonic.
    name: String,
    /// Address and source line of the program's instruction (live registers and values), if any.
    at: Option<(u64, u32)>,
    /// Modifiers applied.
    mods: MatrixMods,
    /// The modifiers the instruction is written with.
    own_mods: MatrixMods,
}

/// Asks the browser to copy `text`; a refusal (no permission, insecure context) is ignored.
fn copy_to_clipboard(text: &str) {
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
    if let Ok(promise) = write.call1(&clipboard, &text.into()) {
        // Swallow the rejection so it does not surface as an unhandled error.
        if let Some(catch) = js_sys::Reflect::get(&promise, &"catch".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            let _ = catch.call1(&promise, &js_sys::Function::new_no_args(""));
        }
    }
}

/// 1-based line of a UTF-16 offset into `text` (what `selectionStart` reports).
fn line_of_utf16_offset(text: &str, offset: u32) -> usize {
    1 + text
        .encode_utf16()
        .take(offset as usize)
        .filter(|&u| u == u16::from(b'\n'))
        .count()
}

/// The mnemonic token of line `line` (1-based) of `source`, as the target highlights it.
fn mnemonic_on_line(target: Target, source: &str, line: usize) -> Option<String> {
    let text = source.split('\n').nth(line.checked_sub(1)?)?;
    target
        .highlight(text)
        .into_iter()
        .find(|(_, _, c)| *c == TokenClass::Mnemonic)
        .and_then(|(s, e, _)| text.get(s..e))
        .map(str::to_string)
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let init = persist::initial();
    persist::save(init.target, &init.source);
    persist::save_data(&init.data);
    let initial_source = init.source.clone();
    let initial_data = init.data.clone();
    let ctx = Ctx {
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
        diags: RwSignal::new(Vec::new()),
        epoch: RwSignal::new(0),
        running: RwSignal::new(false),
        budget_hit: RwSignal::new(false),
        run_id: StoredValue::new(0),
        edit_gen: StoredValue::new(0),
        pending: StoredValue::new(false),
        extra_cols: RwSignal::new(0),
        share_url: RwSignal::new(None),
        banner: RwSignal::new(init.banner),
        doc_line: RwSignal::new(None),
        tab_escaped: StoredValue::new(false),
        scroll_before_focus: StoredValue::new(None),
        caret_line: RwSignal::new(None),
        matrix_pick: RwSignal::new(None),
        matrix_mods: RwSignal::new(None),
        hover_slot: RwSignal::new(None),
    };
    ctx.assemble_now();

    // F10 steps, Ctrl+Enter runs (anywhere on the page).
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        if e.key() == "F10" {
            e.prevent_default();
            ctx.step();
        } else if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
            e.prevent_default();
            ctx.run_or_stop();
        }
    });
    on_cleanup(move || keys.remove());

    let initial_target = init.target;
    let initial_format = init.format;
    let step_disabled = move || ctx.running.get() || !ctx.can_execute();
    let run_disabled = move || !ctx.running.get() && !ctx.can_execute();
    let status = move || ctx.status();

    view! {
        <div
            class="app"
            style=format!("--lh:{LINE_HEIGHT_PX}px;--pad-y:{PAD_Y_PX}px;--pad-x:{PAD_X_PX}px")
        >
            <header class="toolbar">
                <span class="brand">"lanescope"</span>
                <select
                    id="arch"
                    title="Target architecture"
                    prop:value=move || ctx.target.get().name()
                    on:change=move |e| {
                        if let Some(t) = Target::from_name(&event_target_value(&e)) {
                            ctx.set_target(t);
                        }
                    }
                >
                    {Target::ALL
                        .iter()
                        .map(|&t| {
                            view! {
                                <option value=t.name() selected=t == initial_target>
                                    {t.description()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <div class="btn-group">
                    <button
                        id="step"
                        title="Execute one instruction (F10)"
                        disabled=step_disabled
                        on:click=move |_| ctx.step()
                    >
                        "Step"
                    </button>
                    <button
                        id="run"
                        title="Run to the end (Ctrl+Enter)"
                        class:running=move || ctx.running.get()
                        disabled=run_disabled
                        on:click=move |_| ctx.run_or_stop()
                    >
                        {move || if ctx.running.get() { "Stop" } else { "Run" }}
                    </button>
                    <button id="reset" title="Back to the initial state" on:click=move |_| ctx.reset()>
                        "Reset"
                    </button>
                </div>
                <label class="fmt">
                    <span>"values"</span>
                    <select
                        id="format"
                        title="Value format of the register views"
                        on:change=move |e| {
                            if let Some(f) = ValueFormat::from_name(&event_target_value(&e)) {
                                persist::save_format(f);
                                ctx.format.set(f);
                            }
                        }
                    >
                        {ValueFormat::ALL
                            .iter()
                            .map(|&f| {
                                view! {
                                    <option value=f.name() selected=f == initial_format>
                                        {f.name()}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <select
                    id="gallery"
                    title="Load an example"
                    on:change=move |e| {
                        let id = event_target_value(&e);
                        ctx.load_example(&id);
                        if let Some(s) = e
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                        {
                            s.set_value("");
                        }
                    }
                >
                    <option value="" selected>"Examples…"</option>
                    {gallery::EXAMPLES
                        .iter()
                        .map(|e| view! { <option value=e.id>{e.title}</option> })
                        .collect_view()}
                </select>
                <button id="share" title="Put a share link in the address bar" on:click=move |_| ctx.share()>
                    "Share"
                </button>
                <WavePicker ctx />
                <span id="status" class=move || format!("status {}", status().1)>
                    {move || status().0}
                </span>
            </header>
            {move || {
                ctx.banner
                    .get()
                    .map(|msg| {
                        view! {
                            <div id="banner" class="banner" role="alert">
                                <span>{msg}</span>
                                <button class="x" title="Dismiss" on:click=move |_| ctx.banner.set(None)>
                                    "×"
                                </button>
                            </div>
                        }
                    })
            }}
            {move || {
                ctx.share_url
                    .get()
                    .map(|url| {
                        view! {
                            <div class="sharebar">
                                <span>"Share link (now in the address bar):"</span>
                                <input
                                    id="share-url"
                                    readonly
                                    prop:value=url
                                    on:focus=move |e| {
                                        if let Some(i) = e
                                            .target()
                                            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                                        {
                                            i.select();
                                        }
                                    }
                                />
                                <button class="x" title="Close" on:click=move |_| ctx.share_url.set(None)>
                                    "×"
                                </button>
                            </div>
                        }
                    })
            }}
            <main class="main">
                <section class="left">
                    <Editor ctx initial_source />
                    <DataPanel ctx initial_data />
                    <DocPanel ctx />
                </section>
                <section class="right">
                    <ScalarPanel ctx />
                    <MatrixPanel ctx />
                    <ExtraViews ctx />
                    <VectorPanel ctx />
                </section>
            </main>
        </div>
    }
}

/// Source editor: a transparent textarea over a highlighted `<pre>`, a gutter, line markers
/// and the diagnostics right under their lines.
#[component]
fn Editor(ctx: Ctx, initial_source: String) -> impl IntoView {
    let lines = move || ctx.source.with(|s| render::line_count(s));
    // No line markers while the source has errors: the machine is from an older text.
    let current = move || {
        (!ctx.stale())
            .then(|| ctx.with_machine(|m| m.current_line()).flatten())
            .flatten()
    };
    let last = move || {
        (!ctx.stale())
            .then(|| ctx.with_machine(|m| m.last_line()).flatten())
            .flatten()
    };
    let scroller: NodeRef<leptos::html::Div> = NodeRef::new();
    let bar_style = |line: Option<u32>| match line {
        Some(n) => format!("top:calc(var(--pad-y) + var(--lh) * {})", n.saturating_sub(1)),
        None => "display:none".into(),
    };
    let set_doc_from_caret = move |e: &web_sys::Event| {
        if let Some(t) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            let pos = t.selection_start().ok().flatten().unwrap_or(0);
            let line = line_of_utf16_offset(&t.value(), pos);
            ctx.doc_line.set(Some(line));
            ctx.caret_line.set(Some(line));
        }
    };
    view! {
        <div class="editor-scroll" node_ref=scroller>
            <div class="editor">
                <div
                    class="gutter"
                    aria-hidden="true"
                    inner_html=move || {
                        ctx.diags.with(|d| render::gutter(lines(), current(), last(), d))
                    }
                ></div>
                <div class="code">
                    <div class="line-bar last" style=move || bar_style(last())></div>
                    <div class="line-bar cur" style=move || bar_style(current())></div>
                    <pre
                        class="hl"
                        aria-hidden="true"
                        inner_html=move || {
                            ctx.source.with(|s| render::highlighted_source(ctx.target.get(), s))
                        }
                    ></pre>
                    <textarea
                        id="source"
                        node_ref=ctx.source_ref
                        aria-label="Assembly source"
                        spellcheck="false"
                        autocomplete="off"
                        autocapitalize="off"
                        wrap="off"
                        prop:value=initial_source
                        on:input=move |e| ctx.edit(event_target_value(&e))
                        on:mousedown=move |_| {
                            if let Some(s) = scroller.get_untracked() {
                                ctx.scroll_before_focus.set_value(Some((s.scroll_left(), s.scroll_top())));
                            }
                        }
                        on:focus=move |_| {
                            // Focusing a textarea larger than the view scrolls it into view;
                            // a click must leave the view where it was.
                            if let (Some(s), Some((x, y))) = (
                                scroller.get_untracked(),
                                ctx.scroll_before_focus.get_value(),
                            ) {
                                s.set_scroll_left(x);
                                s.set_scroll_top(y);
                                request_animation_frame(move || {
                                    if let Some(s) = scroller.get_untracked() {
                                        s.set_scroll_left(x);
                                        s.set_scroll_top(y);
                                    }
                                });
                            }
                            ctx.scroll_before_focus.set_value(None);
                        }
                        on:keydown=move |e: web_sys::KeyboardEvent| {
                            let plain = !(e.shift_key() || e.ctrl_key() || e.alt_key() || e.meta_key());
                            if e.key() == "Escape" {
                                ctx.tab_escaped.set_value(true);
                                return;
                            }
                            if e.key() == "Tab" && plain && !ctx.tab_escaped.get_value() {
                                e.prevent_default();
                                insert_text("    ");
                            }
                            ctx.tab_escaped.set_value(false);
                        }
                        on:keyup=move |e| set_doc_from_caret(&e)
                        on:click=move |e| set_doc_from_caret(&e)
                        on:mousemove=move |e: web_sys::MouseEvent| {
                            let y = f64::from(e.offset_y()) - PAD_Y_PX;
                            if y >= 0.0 {
                                let line = (y / LINE_HEIGHT_PX) as usize + 1;
                                let has = ctx
                                    .source
                                    .with_untracked(|s| {
                                        mnemonic_on_line(ctx.target.get_untracked(), s, line).is_some()
                                    });
                                if has && ctx.doc_line.get_untracked() != Some(line) {
                                    ctx.doc_line.set(Some(line));
                                }
                            }
                        }
                    ></textarea>
                    <div
                        class="diags"
                        inner_html=move || {
                            ctx.source.with(|s| ctx.diags.with(|d| render::diagnostics_overlay(s, d)))
                        }
                    ></div>
                </div>
            </div>
        </div>
    }
}

/// Inserts `text` at the caret of the focused textarea as if typed (keeps undo working).
fn insert_text(text: &str) {
    if let Ok(doc) = document().dyn_into::<web_sys::HtmlDocument>() {
        let _ = doc.exec_command_with_show_ui_and_value("insertText", false, text);
    }
}

/// Documentation of the instruction on the caret's (or hovered) line.
#[component]
fn DocPanel(ctx: Ctx) -> impl IntoView {
    let doc = move || {
        let line = ctx.doc_line.get()?;
        let target = ctx.target.get();
        let mnemonic = ctx.source.with(|s| mnemonic_on_line(target, s, line))?;
        Some((target, mnemonic.clone(), target.doc(&mnemonic)))
    };
    view! {
        <div id="doc" class="doc-panel">
            {move || match doc() {
                None => {
                    view! {
                        <span class="muted">
                            "Click or hover an instruction for its documentation · F10 step · Ctrl+Enter run"
                        </span>
                    }
                        .into_any()
                }
                Some((_, m, None)) => {
                    view! {
                        <span class="doc-mn">{m}</span>
                        <span class="muted">" — not an instruction of this target"</span>
                    }
                        .into_any()
                }
                Some((target, _, Some(d))) => {
                    let fid_class = if d.fidelity == "exact" { "fid exact" } else { "fid approx" };
                    view! {
                        <div class="doc-head">
                            <span class="doc-mn">{d.mnemonic}</span>
                            <span class="doc-fmt">{d.format}</span>
                            <span class=fid_class>{d.fidelity.clone()}</span>
                        </div>
                        <div class="doc-sum">{d.summary}</div>
                        <div class="doc-src muted">
                            {format!("{}, line {}", target.seed_name(), d.seed_line)}
                        </div>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}

/// PC, SCC, EXEC and VCC strips and the scalar registers.
#[component]
fn ScalarPanel(ctx: Ctx) -> impl IntoView {
    let pc = move || ctx.with_machine(|m| format!("0x{:08x}", m.pc())).unwrap_or_default();
    let scc = move || ctx.with_machine(|m| (m.scc(), m.changes().scc));
    let m0 = move || ctx.with_machine(|m| format!("0x{:08x}", m.m0())).unwrap_or_default();
    let counters = move || {
        ctx.with_machine(|m| {
            let c = m.counters();
            format!("vm {} · lgkm {} · exp {}", c.vm, c.lgkm, c.exp)
        })
        .unwrap_or_default()
    };
    // What the selected wave reported (s_sendmsg, s_trap, …), newest last.
    let messages = move || {
        ctx.with_machine(|m| {
            m.messages()
                .iter()
                .map(|msg| format!("0x{:x}: {}", msg.pc, msg.text))
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .unwrap_or_default()
    };
    let lane_info = move || {
        let (which, lane) = ctx.lane_info.get()?;
        ctx.with_machine(|m| render::lane_info(m, which, lane))
    };
    let mask = move |which: &'static str| {
        move || {
            ctx.with_machine(|m| {
                let c = m.changes();
                let (v, chg) = if which == "exec" {
                    (m.exec(), c.exec)
                } else {
                    (m.vcc(), c.vcc)
                };
                (v, chg, m.wave_size())
            })
        }
    };
    let strip = move |which: &'static str| {
        let get = mask(which);
        view! {
            <div class="mask-row">
                <span class="mask-name">{which.to_uppercase()}</span>
                <span
                    id=format!("{which}-hex")
                    class=move || {
                        if get().is_some_and(|(_, c, _)| c != 0) { "mask-hex chg" } else { "mask-hex" }
                    }
                >
                    {move || get().map(|(v, _, _)| render::hex64(v)).unwrap_or_default()}
                </span>
                <div
                    class="strip"
                    id=format!("{which}-strip")
                    data-mask=which
                    title="Click a lane: which instruction last changed its bit"
                    on:click=move |e: web_sys::MouseEvent| {
                        let lane = e
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .and_then(|el| el.get_attribute("data-lane"))
                            .and_then(|l| l.parse::<usize>().ok());
                        if let Some(lane) = lane {
                            ctx.lane_info.set(Some((which, lane)));
                        }
                    }
                    inner_html=move || {
                        let sel = ctx.lane_info.get().filter(|(w, _)| *w == which).map(|(_, l)| l);
                        get().map(|(v, c, lanes)| render::mask_strip(v, c, lanes, sel)).unwrap_or_default()
                    }
                ></div>
            </div>
        }
    };
    view! {
        <div class="panel scalar" class:stale=move || ctx.stale()>
            <div class="panel-h">
                <span class="panel-title">"Scalar state"</span>
                <span class="kv">"pc " <b id="pc">{pc}</b></span>
                <span
                    id="scc"
                    class=move || {
                        let (on, changed) = scc().unwrap_or_default();
                        format!(
                            "kv scc{}{}",
                            if on { " on" } else { "" },
                            if changed { " chg" } else { "" },
                        )
                    }
                >
                    "SCC "
                    <b>{move || scc().map(|(v, _)| u8::from(v).to_string()).unwrap_or_default()}</b>
                </span>
                <span class="kv">"M0 " <b id="m0">{m0}</b></span>
                <span class="kv" title="Outstanding operations (s_waitcnt counters)">
                    <b id="counters">{counters}</b>
                </span>
            </div>
            <div class="masks">
                <div class="mask-row ruler-row">
                    <span class="mask-name"></span>
                    <span class="mask-hex"></span>
                    <div class="ruler">
                        {(0..8).map(|g| view! { <span>{g * 8}</span> }).collect_view()}
                    </div>
                </div>
                {strip("exec")}
                {strip("vcc")}
                <div id="lane-info" class="lane-info muted">
                    {move || lane_info().unwrap_or_else(|| "Click an EXEC or VCC lane to see what last changed it".into())}
                </div>
                <div id="messages" class="lane-info" class:hidden=move || messages().is_empty()>
                    "messages: "
                    {messages}
                </div>
            </div>
            <div
                id="sgprs"
                class="sgprs"
                inner_html=move || {
                    let f = ctx.format.get();
                    ctx.with_machine(|m| render::sgpr_list(m, f)).unwrap_or_default()
                }
            ></div>
        </div>
    }
}

/// The wave picker of a multi-wave dispatch (hidden for one wave).
#[component]
fn WavePicker(ctx: Ctx) -> impl IntoView {
    let options = move || {
        ctx.with_machine(|m| (m.wave_count() > 1).then(|| render::wave_options(m)))
            .flatten()
    };
    move || {
        options().map(|html| {
            view! {
                <select
                    id="wave"
                    title="The wave the views show (Step advances it)"
                    inner_html=html
                    on:change=move |e| {
                        if let Ok(n) = event_target_value(&e).parse::<usize>() {
                            ctx.select_wave(n);
                        }
                    }
                ></select>
            }
        })
    }
}

/// The "Launch & data" editor: the snippet's `[launch]`, `[[buffers]]`, `[[args]]` and `[init]`.
#[component]
fn DataPanel(ctx: Ctx, initial_data: String) -> impl IntoView {
    view! {
        <div class="data-panel">
            <div class="panel-h">
                <span class="panel-title">"Launch & data (TOML)"</span>
                <span class="muted">"[launch] · [[buffers]] · [[args]] · [init] — empty: a bare wave"</span>
            </div>
            <textarea
                id="data"
                node_ref=ctx.data_ref
                aria-label="Launch and data (TOML)"
                spellcheck="false"
                autocomplete="off"
                wrap="off"
                placeholder="# Empty: one bare wave (EXEC all ones, v0 = lane id). For a kernel: [launch], [[buffers]], [[args]] (see Examples…); for a bare wave: [init]."
                prop:value=initial_data
                on:input=move |e| ctx.edit_data(event_target_value(&e))
            ></textarea>
            {move || {
                ctx.setup_err.get().map(|e| view! { <pre id="data-error" class="data-error">{e}</pre> })
            }}
        </div>
    }
}

/// The views that appear when they have something to show: the LDS banks of the last ds_*
/// access, the last cross-lane movement, and the snippet's buffers.
#[component]
fn ExtraViews(ctx: Ctx) -> impl IntoView {
    // An access without lanes (ds_swizzle, ds_permute: no LDS memory touched) has nothing to show.
    let lds = move || {
        ctx.with_machine(|m| {
            m.lds_access()
                .filter(|i| !i.lanes.is_empty())
                .map(|i| render::lds_view(&i))
        })
        .flatten()
    };
    let moves = move || {
        ctx.with_machine(|m| {
            let info = m.lane_moves()?;
            // The whole instruction (operands and DPP/SDWA controls), else the mnemonic.
            let text = m
                .last_line()
                .and_then(|n| m.listing().into_iter().find(|l| l.line == n))
                .map_or_else(|| info.what.clone(), |l| l.text);
            Some((text, render::lane_moves_svg(&info)))
        })
        .flatten()
    };
    let buffers = move || {
        ctx.with_machine(|m| {
            ctx.snippet.with_value(|s| {
                s.as_ref()
                    .filter(|s| !s.buffers.is_empty())
                    .map(|s| render::buffers(m, s, 256))
            })
        })
        .flatten()
    };
    view! {
        <div class="extra" class:stale=move || ctx.stale()>
            {move || {
                lds()
                    .map(|html| {
                        view! {
                            <div id="lds-view" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"LDS banks · last ds_* access"</span>
                                </div>
                                <div class="lds-wrap" inner_html=html></div>
                            </div>
                        }
                    })
            }}
            {move || {
                moves()
                    .map(|(what, html)| {
                        view! {
                            <div id="lane-moves" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"Lane movement"</span>
                                    <span id="lane-moves-title" class="doc-mn">{what}</span>
                                    <span class="muted">"source lanes (top) → destination lanes (bottom)"</span>
                                </div>
                                <div class="moves-wrap" inner_html=html></div>
                            </div>
                        }
                    })
            }}
            {move || {
                buffers()
                    .map(|html| {
                        view! {
                            <div id="buffers" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"Buffers"</span>
                                </div>
                                <div class="bufs" inner_html=html></div>
                            </div>
                        }
                    })
            }}
        </div>
    }
}

/// Replaces the instruction on source line `line` (1-based; from its mnemonic to a trailing
/// comment, which stays) by `text`, as if typed: undo works and the program re-assembles.
fn replace_instruction(ctx: Ctx, line: usize, text: &str) {
    let source = ctx.source.get_untracked();
    let Some(l) = line.checked_sub(1).and_then(|n| source.split('\n').nth(n)) else {
        return;
    };
    let toks = ctx.target.get_untracked().highlight(l);
    let Some(start) = toks.iter().find(|t| t.2 == TokenClass::Mnemonic).map(|t| t.0) else {
        return;
    };
    let comment = toks
        .iter()
        .find(|t| t.2 == TokenClass::Comment)
        .map_or(l.len(), |t| t.0);
    let end = start + l[start..comment.max(start)].trim_end().len();
    let before: usize = source
        .split('\n')
        .take(line - 1)
        .map(|x| x.encode_utf16().count() + 1)
        .sum();
    let at = |byte: usize| (before + l[..byte].encode_utf16().count()) as u32;
    let Some(area) = ctx.source_ref.get_untracked() else {
        return;
    };
    let _ = area.focus();
    let _ = area.set_selection_range(at(start), at(end));
    insert_text(text);
    if area.value() == source {
        // No execCommand: set the text directly.
        let mut lines: Vec<String> = source.split('\n').map(str::to_string).collect();
        lines[line - 1] = format!("{}{text}{}", &l[..start], &l[end..]);
        let new = lines.join("\n");
        area.set_value(&new);
        ctx.edit(new);
    }
}

/// A register slot under the pointer: registers `regs.0..=regs.1` (two for an f64 element) of
/// lane `lane`, and whether the pointer is in the matrix view (else in the lane grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HoverSlot {
    regs: (u32, u32),
    lane: u32,
    from_matrix: bool,
}

/// Removes the hover marks and marks the lane-grid cells and the matrix elements of `slot`;
/// the side the pointer is not on scrolls to show its first mark.
fn mark_slot(slot: Option<HoverSlot>) {
    let doc = document();
    if let Ok(old) = doc.query_selector_all(".mx-hl") {
        for i in 0..old.length() {
            if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.class_list().remove_1("mx-hl");
            }
        }
    }
    let Some(HoverSlot {
        regs,
        lane,
        from_matrix,
    }) = slot
    else {
        return;
    };
    let each = |f: &dyn Fn(u32) -> String| (regs.0..=regs.1).map(f).collect::<Vec<_>>().join(", ");
    let grid = each(&|r| format!("#vgpr-grid td[data-reg=\"{r}\"][data-lane=\"{lane}\"]"));
    let matrix = each(&|r| format!("#matrix-view td[data-lane=\"{lane}\"][data-regs~=\"{r}\"]"));
    let mut first_other = None;
    for (sel, other) in [(grid, from_matrix), (matrix, !from_matrix)] {
        if let Ok(list) = doc.query_selector_all(&sel) {
            for i in 0..list.length() {
                if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    let _ = el.class_list().add_1("mx-hl");
                    if other && first_other.is_none() {
                        first_other = Some(el);
                    }
                }
            }
        }
    }
    // Scroll the other side's scroller (not the page) so that its first mark is visible.
    if let Some(el) = first_other {
        let scroller = el.closest(".grid-wrap, .mx-wrap").ok().flatten();
        if let Some(sc) = scroller {
            let (c, r) = (el.get_bounding_client_rect(), sc.get_bounding_client_rect());
            if c.top() < r.top() + 24.0 || c.bottom() > r.bottom() {
                sc.set_scroll_top(sc.scroll_top() + (c.top() - r.top() - r.height() / 2.0) as i32);
            }
            if c.left() < r.left() + 40.0 || c.right() > r.right() {
                sc.set_scroll_left(sc.scroll_left() + (c.left() - r.left() - r.width() / 2.0) as i32);
            }
        }
    }
}

/// The register slot named by the `data-*` attributes of the cell under a pointer event:
/// `attr` (`data-regs`, a list, or `data-reg`) and `data-lane`.
fn slot_of_event(e: &web_sys::MouseEvent, cell: &str, attr: &str, from_matrix: bool) -> Option<HoverSlot> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?.closest(cell).ok()??;
    let regs: Vec<u32> = el
        .get_attribute(attr)?
        .split(' ')
        .filter_map(|r| r.parse().ok())
        .collect();
    let lane = el.get_attribute("data-lane")?.parse().ok()?;
    Some(HoverSlot {
        regs: (*regs.iter().min()?, *regs.iter().max()?),
        lane,
        from_matrix,
    })
}

/// The matrix view (gfx950): pick a matrix instruction (or click one in the editor), see A, B,
/// C and D with live values, edit the modifiers, export a layout; hovering an element marks
/// its register and lane in the lane grid, and the reverse.
#[component]
fn MatrixPanel(ctx: Ctx) -> impl IntoView {
    let available = move || {
        ctx.with_machine(|m| !m.matrix_instructions().is_empty())
            .unwrap_or(false)
    };
    // A click (or caret move) onto a line holding a matrix instruction picks it.
    Effect::new(move |_| {
        if let Some(line) = ctx.caret_line.get() {
            let pc = ctx
                .with_machine_untracked(|m| m.matrix_ops().into_iter().find(|o| o.line as usize == line))
                .flatten()
                .map(|o| o.pc);
            if let Some(pc) = pc {
                ctx.matrix_pick.set(Some(format!("pc:{pc}")));
            }
        }
    });
    let target = Memo::new(move |_| ctx.matrix_target());
    // `<option>`s of (value, text), the one with value `cur` selected.
    let choices = |list: Vec<(String, String)>, cur: &str| {
        list.into_iter()
            .map(|(k, text)| {
                let sel = k == cur;
                view! { <option value=k selected=sel>{text}</option> }
            })
            .collect_view()
    };
    // Why "apply to program" could not write the instruction.
    let apply_err: RwSignal<Option<String>> = RwSignal::new(None);
    // (value, text) of the picker's options: the program's matrix instructions, then all.
    let options = Memo::new(move |_| {
        ctx.with_machine(|m| {
            let listing = m.listing();
            let ops: Vec<(String, String)> = m
                .matrix_ops()
                .into_iter()
                .map(|o| {
                    let text = listing
                        .iter()
                        .find(|l| l.pc == o.pc)
                        .map_or_else(|| o.name.clone(), |l| l.text.clone());
                    (format!("pc:{}", o.pc), format!("line {}: {text}", o.line))
                })
                .collect();
            let all: Vec<(String, String)> = m
                .matrix_instructions()
                .into_iter()
                .map(|n| (format!("name:{n}"), n.to_string()))
                .collect();
            (ops, all)
        })
        .unwrap_or_default()
    });
    let view_of = Memo::new(move |_| {
        let t = target.get()?;
        ctx.with_machine(|m| m.matrix_view(&t.name, t.mods, t.at.map(|(pc, _)| pc)))
    });
    let drawing = move || {
        view_of.with(|v| match v {
            Some(Ok(v)) => ctx.with_machine(|m| render::matrix_view(m, v)).unwrap_or_default(),
            _ => String::new(),
        })
    };
    let error = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().err().cloned()));
    let summary = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().ok().map(|v| v.summary.clone())));
    let parts = move || {
        view_of.with(|v| match v {
            Some(Ok(v)) => v.operands.iter().map(|o| o.part).collect::<Vec<_>>(),
            _ => Vec::new(),
        })
    };
    let set_mod = move |which: usize, text: String| {
        let Some(t) = target.get_untracked() else {
            return;
        };
        let Ok(v) = text.trim().parse::<u32>() else {
            return;
        };
        let mut m = t.mods;
        match which {
            0 => m.cbsz = v,
            1 => m.abid = v,
            _ => m.blgp = v,
        }
        ctx.matrix_mods.set(Some((t.key, m)));
        apply_err.set(None);
    };
    let export = move |part: MatrixPart, markdown: bool, e: web_sys::MouseEvent| {
        let table = target.get_untracked().and_then(|t| {
            ctx.with_machine_untracked(|m| m.matrix_layout_table(&t.name, t.mods, part, markdown))
                .map(|r| (t, r))
        });
        let anchor = e.current_target().and_then(|x| x.dyn_into::<web_sys::Element>().ok());
        match (table, anchor) {
            (Some((t, Ok(text))), Some(a)) => {
                let (mime, ext) = if markdown {
                    ("text/markdown", "md")
                } else {
                    ("text/csv", "csv")
                };
                let url = format!(
                    "data:{mime};charset=utf-8,{}",
                    String::from(js_sys::encode_uri_component(&text))
                );
                let _ = a.set_attribute("href", &url);
                let _ = a.set_attribute("download", &format!("{}_{}.{ext}", t.name, part.name()));
            }
            _ => e.prevent_default(),
        }
    };
    // "apply to program": the program's instruction, edited modifiers that differ from its own.
    let can_apply = move || {
        target.get().is_some_and(|t| t.at.is_some() && t.mods != t.own_mods) && matches!(view_of.get(), Some(Ok(_)))
    };
    let apply = move || {
        let Some((t, (pc, line))) = target.get_untracked().and_then(|t| t.at.map(|at| (t, at))) else {
            return;
        };
        match ctx.with_machine_untracked(|m| m.matrix_instruction_text(pc, t.mods)) {
            Some(Ok(text)) => {
                apply_err.set(None);
                ctx.matrix_mods.set(None);
                replace_instruction(ctx, line as usize, &text);
            }
            Some(Err(e)) => apply_err.set(Some(e)),
            None => {}
        }
    };
    // A link that downloads operand `part`'s layout table (its data URL is made on click).
    let export_link = move |part: MatrixPart, markdown: bool| {
        let (class, what, label) = if markdown {
            ("mx-md", "a Markdown table", "md")
        } else {
            ("mx-csv", "CSV (block,i,j,reg,lane,lo,hi)", "csv")
        };
        view! {
            <a
                href="#"
                class=class
                data-part=part.name()
                title=format!("Layout of {} as {what}", part.name())
                on:click=move |e| export(part, markdown, e)
            >
                {label}
            </a>
        }
    };
    // Re-mark after every repaint (the drawing and the grid are rebuilt by steps).
    Effect::new(move |_| {
        let slot = ctx.hover_slot.get();
        ctx.epoch.track();
        view_of.track();
        request_animation_frame(move || mark_slot(slot));
    });
    let mod_input = move |which: usize, id: &'static str, label: &'static str, max: u32, title: &'static str| {
        view! {
            <label class="mx-mod" title=title>
                <span>{label}</span>
                <input
                    id=id
                    type="number"
                    min="0"
                    max=max.to_string()
                    prop:value=move || {
                        target
                            .get()
                            .map(|t| [t.mods.cbsz, t.mods.abid, t.mods.blgp][which].to_string())
                            .unwrap_or_default()
                    }
                    on:change=move |e| set_mod(which, event_target_value(&e))
                />
            </label>
        }
    };
    view! {
        <Show when=available>
            <div id="matrix" class="panel matrix" class:stale=move || ctx.stale()>
                <div class="panel-h">
                    <span class="panel-title">"Matrix"</span>
                    <select
                        id="matrix-pick"
                        title="The matrix instruction to draw: one of the program (live values) or any"
                        on:change=move |e| {
                            ctx.matrix_pick.set(Some(event_target_value(&e)));
                        }
                    >
                        {move || {
                            let cur = target.get().map(|t| t.key).unwrap_or_default();
                            let (ops, all) = options.get();
                            let none = cur.is_empty();
                            view! {
                                <option value="" selected=none disabled>
                                    "pick a matrix instruction…"
                                </option>
                                <optgroup label="In the program">{choices(ops, &cur)}</optgroup>
                                <optgroup label="Every gfx950 matrix instruction">{choices(all, &cur)}</optgroup>
                            }
                        }}
                    </select>
                    {mod_input(0, "matrix-cbsz", "CBSZ", 7, "CBSZ: A broadcast size, F8F6F4 A format, or SMFMAC index-set control")}
                    {mod_input(1, "matrix-abid", "ABID", 15, "ABID: A broadcast block, or SMFMAC index set")}
                    {mod_input(2, "matrix-blgp", "BLGP", 7, "BLGP: B lane pattern, F8F6F4 B format, or F64 negation")}
                    <button
                        id="matrix-apply"
                        class="small"
                        title="Write these modifiers into the instruction in the editor"
                        disabled=move || !can_apply()
                        on:click=move |_| apply()
                    >
                        "apply to program"
                    </button>
                    <button
                        id="matrix-mods-reset"
                        class="small"
                        title="Back to the instruction's own modifiers"
                        on:click=move |_| ctx.matrix_mods.set(None)
                    >
                        "as written"
                    </button>
                    <span class="mx-export">
                        {move || {
                            parts()
                                .into_iter()
                                .map(|p| {
                                    view! {
                                        <span class="mx-x">
                                            {p.name()}
                                            {export_link(p, false)}
                                            {export_link(p, true)}
                                        </span>
                                    }
                                })
                                .collect_view()
                        }}
                    </span>
                </div>
                <div class="mx-wrap">
                    {move || error().map(|e| view! { <div id="matrix-error" class="mx-err">{e}</div> })}
                    {move || {
                        apply_err.get().map(|e| view! { <div id="matrix-apply-error" class="mx-err">{e}</div> })
                    }}
                    {move || {
                        summary()
                            .map(|s| {
                                // Name, shape and passes on the line; the rest on demand.
                                let head = s.lines().take(3).collect::<Vec<_>>().join(" · ");
                                // Where the sources disagree on this layout, the other reading
                                // stays visible under the summary.
                                let other = s.lines().find(|l| l.starts_with(lanescope::MATRIX_DISAGREE)).map(|l| {
                                    view! { <div id="matrix-disagree" class="mx-note mx-disagree">{l.to_string()}</div> }
                                });
                                view! {
                                    <details class="mx-summary-box">
                                        <summary>{head}</summary>
                                        <pre id="matrix-summary" class="mx-summary">{s.clone()}</pre>
                                    </details>
                                    {other}
                                }
                            })
                    }}
                    <div
                        id="matrix-view"
                        inner_html=drawing
                        on:mouseover=move |e: web_sys::MouseEvent| {
                            let slot = slot_of_event(&e, "td[data-regs]", "data-regs", true);
                            if slot != ctx.hover_slot.get_untracked() {
                                ctx.hover_slot.set(slot);
                            }
                        }
                        on:mouseleave=move |_| ctx.hover_slot.set(None)
                    ></div>
                </div>
            </div>
        </Show>
    }
}

/// The lane × VGPR grid with its column control.
#[component]
fn VectorPanel(ctx: Ctx) -> impl IntoView {
    let cols = move || {
        let extra = ctx.extra_cols.get();
        ctx.with_machine(|m| (render::grid_columns(m, extra), m.vgprs_used(), m.vgpr_count()))
    };
    let more = move |_| {
        if let Some((c, used, count)) = cols() {
            if c < render::MAX_GRID_COLUMNS.min(count) {
                ctx.extra_cols.set((c + 1) as i32 - used as i32);
            }
        }
    };
    let fewer = move |_| {
        if let Some((c, used, _)) = cols() {
            if c > 1 {
                ctx.extra_cols.set((c - 1) as i32 - used as i32);
            }
        }
    };
    view! {
        <div class="panel vector" class:stale=move || ctx.stale()>
            <div class="panel-h">
                <span class="panel-title">"Lanes × registers"</span>
                <span class="stale-note">"last good program — fix the errors to run"</span>
                <span class="muted" id="cols-label">
                    {move || {
                        let agprs = ctx
                            .with_machine(|m| m.agprs())
                            .flatten()
                            .filter(|&(_, used)| used > 0)
                            .map(|(_, used)| {
                                format!(" · a0–a{} (AGPRs)", used.min(render::MAX_GRID_COLUMNS) - 1)
                            })
                            .unwrap_or_default();
                        cols()
                            .map(|(c, used, _)| format!("v0–v{} shown · program uses {used}{agprs}", c - 1))
                            .unwrap_or_default()
                    }}
                </span>
                <span class="btn-group small">
                    <button id="cols-less" title="Show one register fewer" on:click=fewer>
                        "−"
                    </button>
                    <button id="cols-more" title="Show one register more (up to 32)" on:click=more>
                        "+"
                    </button>
                </span>
            </div>
            <div
                id="vgpr-grid"
                class="grid-wrap"
                on:mouseover=move |e: web_sys::MouseEvent| {
                    let slot = slot_of_event(&e, "td[data-reg]", "data-reg", false);
                    if slot != ctx.hover_slot.get_untracked() {
                        ctx.hover_slot.set(slot);
                    }
                }
                on:mouseleave=move |_| ctx.hover_slot.set(None)
                inner_html=move || {
                    let f = ctx.format.get();
                    let extra = ctx.extra_cols.get();
                    ctx.with_machine(|m| render::vgpr_grid(m, render::grid_columns(m, extra), f))
                        .unwrap_or_else(|| {
                            "<div class=\"empty\">Fix the errors in the source to see the registers.</div>".into()
                        })
                }
            ></div>
        </div>
    }
}

/// Mounts the app into `el` (tests mount into a fresh element); drop the handle to unmount.
pub fn mount_app(el: web_sys::HtmlElement) -> UnmountHandle<impl Mountable> {
    leptos::mount::mount_to(el, App)
}

/// Entry point of the page: panic messages to the console, app into `<body>`.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
