//! lanescope's browser front end: an editor, a step/run toolbar and the register views.
//!
//! The app holds no ISA knowledge: it assembles through [`lanescope::Target`], drives the
//! returned [`lanescope::Machine`] and renders what the machine reports. The machine lives in a
//! non-reactive [`StoredValue`]; every step or run slice bumps one epoch signal and the views
//! re-read the machine (no per-cell signals). The state is in [`ctx`], each panel in
//! [`panels`].

mod ctx;
pub mod edit;
pub mod gallery;
pub mod grid;
pub mod lessons;
mod panels;
pub mod persist;
pub mod render;
mod runloop;
mod soon;
pub mod stepping;
mod worker;

pub use worker::worker_main;

use leptos::ev;
use leptos::mount::UnmountHandle;
use leptos::prelude::*;
use leptos::tachys::view::Mountable;

pub use ctx::RUN_BUDGET;
use ctx::{Ctx, LINE_HEIGHT_PX, PAD_X_PX, PAD_Y_PX};
use panels::breakpoints::BreakpointList;
use panels::compare::ComparePanel;
use panels::data::DataPanel;
use panels::docs::DocPanel;
use panels::editor::Editor;
use panels::errors::ErrorList;
use panels::help::HelpOverlay;
use panels::learn::Learn;
use panels::listing::ListingPanel;
use panels::matrix::MatrixPanel;
use panels::memory::ExtraViews;
use panels::notices::Notices;
use panels::scalar::ScalarPanel;
use panels::toolbar::Toolbar;
use panels::vector::VectorPanel;
use panels::vliw::VliwViews;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    persist::apply_theme(&persist::theme());
    let mut init = persist::initial();
    if !init.buffer.is_empty() {
        init.format = gallery::view_format(&init.buffer);
    }
    persist::save(init.target, &init.source);
    persist::save_data(&init.data);
    persist::save_buffer(&init.buffer);
    let initial_source = init.source.clone();
    let initial_data = init.data.clone();
    let initial_target = init.target;
    let initial_format = init.format;
    let ctx = Ctx::new(init);
    ctx.assemble_now();
    worker::spawn(ctx);
    global_keys(ctx);
    view! {
        <div
            class="app"
            style=format!("--lh:{LINE_HEIGHT_PX}px;--pad-y:{PAD_Y_PX}px;--pad-x:{PAD_X_PX}px")
        >
            <Toolbar ctx initial_target initial_format />
            <Notices ctx />
            <main class="main">
                <section class="left">
                    <ErrorList ctx />
                    <Editor ctx initial_source />
                    <ListingPanel ctx />
                    <ComparePanel ctx />
                    <BreakpointList ctx />
                    <DataPanel ctx initial_data />
                    <DocPanel ctx />
                </section>
                <section class="right">
                    <ScalarPanel ctx />
                    <VliwViews ctx />
                    <MatrixPanel ctx />
                    <ExtraViews ctx />
                    <VectorPanel ctx />
                </section>
            </main>
            <HelpOverlay ctx />
            <Learn ctx />
        </div>
    }
}

/// The debugger keys (anywhere on the page): F10 steps, Shift+F10 steps back, Ctrl+F10 runs
/// to the caret's line, Alt+F10 steps over (past a loop's back-edge), F8 steps the whole
/// workgroup, F9 toggles a breakpoint on the caret's line, Ctrl+Enter runs; "?" outside a text
/// field opens the shortcut list, Escape closes it (or the Learn menu, or the open lesson).
fn global_keys(ctx: Ctx) {
    let keys = window_event_listener(ev::keydown, move |e: web_sys::KeyboardEvent| {
        let ctrl = e.ctrl_key() || e.meta_key();
        match e.key().as_str() {
            "F10" if e.shift_key() => ctx.step_back(),
            "F10" if ctrl => ctx.run_to_line(ctx.caret()),
            "F10" if e.alt_key() => ctx.step_over(),
            "F8" => ctx.step_workgroup(),
            "F10" => ctx.step(),
            "F9" => ctx.toggle_breakpoint(ctx.caret()),
            "Enter" if ctrl => ctx.run_or_stop(),
            "?" if !in_text_field(&e) => ctx.show_help.set(true),
            "Escape" if ctx.show_help.get_untracked() => ctx.show_help.set(false),
            "Escape" if ctx.show_learn.get_untracked() => ctx.show_learn.set(false),
            "Escape" if ctx.lesson.get_untracked().is_some() => ctx.lesson.set(None),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// Whether the key went to a text field (the editor, the launch & data text, an input).
fn in_text_field(e: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"))
}

/// Mounts the app into `el` (tests mount into a fresh element); drop the handle to unmount.
pub fn mount_app(el: web_sys::HtmlElement) -> UnmountHandle<impl Mountable> {
    leptos::mount::mount_to(el, App)
}

/// Entry point of the page: panic messages to the console, app into `<body>` (nothing more in
/// the run worker, which has no window: it enters [`worker_main`]).
pub fn start() {
    console_error_panic_hook::set_once();
    if web_sys::window().is_none() {
        return;
    }
    leptos::mount::mount_to_body(App);
}
