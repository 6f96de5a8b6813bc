//! The toolbar: target, Step/Run/Reset, value format, examples, Share, waves and status.

use lanescope::{Target, ValueFormat};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;
use crate::gallery;
use crate::panels::vliw::StepBy;
use crate::panels::waves::WavePicker;
use crate::persist;

/// The toolbar across the top of the page.
#[component]
pub(crate) fn Toolbar(ctx: Ctx, initial_target: Target, initial_format: ValueFormat) -> impl IntoView {
    view! {
    <header class="toolbar">
        <h1 class="brand">"lanescope"</h1>
        <TargetPicker ctx initial_target />
        <StepButtons ctx />
        <FormatPicker ctx initial_format />
        <ExamplePicker ctx />
        <ShareButton ctx />
        <WavePicker ctx />
        <MoreMenu ctx />
        <LearnAndHelp ctx />
        <TimelineAndStatus ctx />
    </header>
    }
}

/// A step button beside Step.
struct BigStep {
    id: &'static str,
    /// Its name for assistive technology.
    label: &'static str,
    title: &'static str,
    glyph: &'static str,
    /// What a click runs.
    act: fn(Ctx),
}

/// Step over and step the workgroup.
const BIG_STEPS: [BigStep; 2] = [
    BigStep {
        id: "step-over",
        label: "Step over",
        title: "Step over (Alt+F10): run the shown wave until it is past this instruction; on a loop's back-edge, to the loop's exit",
        glyph: "↷",
        act: Ctx::step_over,
    },
    BigStep {
        id: "step-group",
        label: "Step the workgroup",
        title: "Step the workgroup (F8): every running wave of the shown wave's workgroup executes one instruction",
        glyph: "⇶",
        act: Ctx::step_workgroup,
    },
];

/// Step, step over, step the workgroup, Run (or Stop) and Reset.
#[component]
fn StepButtons(ctx: Ctx) -> impl IntoView {
    let step_disabled = move || ctx.running.get() || !ctx.can_execute();
    let run_disabled = move || !ctx.running.get() && !ctx.can_execute();
    view! {
    <div class="btn-group">
        <button
            id="step"
            title="Execute one instruction (F10)"
            disabled=step_disabled
            on:click=move |_| ctx.step()
        >
            "Step"
        </button>
        <StepBy ctx />
        {BIG_STEPS
            .into_iter()
            .map(|BigStep { id, label, title, glyph, act }| {
                view! { <IconButton id label title glyph disabled=Signal::derive(step_disabled) action=move || act(ctx) /> }
            })
            .collect_view()}
        <button
            id="run"
            title="Run to the end (Ctrl+Enter)"
            class:running=move || ctx.running.get()
            disabled=run_disabled
            on:click=move |_| ctx.run_or_stop()
        >
            {move || if ctx.running.get() { "Stop" } else { "Run" }}
        </button>
        <IconButton
            id="reset"
            label="Reset"
            title="Reset: back to the initial state"
            glyph="↺"
            action=move || ctx.reset()
        />
    </div>
    }
}

/// A toolbar button showing `glyph`, named `label` for assistive technology, that runs
/// `action` when clicked.
#[component]
fn IconButton(
    id: &'static str,
    label: &'static str,
    title: &'static str,
    glyph: &'static str,
    /// Whether the button is disabled (never, when not given).
    #[prop(optional)]
    disabled: Signal<bool>,
    action: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <button id=id class="icon" aria-label=label title=title disabled=disabled on:click=move |_| action()>
            {glyph}
        </button>
    }
}

/// The value format of the register views.
#[component]
fn FormatPicker(ctx: Ctx, initial_format: ValueFormat) -> impl IntoView {
    view! {
    <label class="fmt">
        <select
            id="format"
            aria-label="Value format"
            prop:value=move || ctx.format.get().name()
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
    }
}

/// The picker of my code and the examples, named after what is open.
#[component]
fn ExamplePicker(ctx: Ctx) -> impl IntoView {
    let initial_buffer = ctx.buffer.get_untracked();
    view! {
    <select
        id="gallery"
        aria-label="Example or my code"
        title=move || {
            let open = ctx.buffer.with(|b| gallery::find(b).map_or("My code", |e| e.title));
            format!("{open} — your code or an example: each keeps its edits while another is open")
        }
        prop:value=move || ctx.buffer.get()
        on:change=move |e| ctx.open_buffer(&event_target_value(&e))
    >
        <option value="" selected=initial_buffer.is_empty()>
            "My code"
        </option>
        <optgroup label="Examples">
            {gallery::EXAMPLES
                .iter()
                .map(|e| view! { <option value=e.id selected=e.id == initial_buffer>{e.title}</option> })
                .collect_view()}
        </optgroup>
    </select>
    }
}

/// The target architecture.
#[component]
fn TargetPicker(ctx: Ctx, initial_target: Target) -> impl IntoView {
    view! {
    <select
        id="arch"
        title=move || format!("Target architecture: {}", ctx.target.get().description())
        aria-label="Target architecture"
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
                    <option value=t.name() selected=t == initial_target title=t.description()>
                        {t.name()}
                    </option>
                }
            })
            .collect_view()}
    </select>
    }
}

/// Share, saying when the link was copied.
#[component]
fn ShareButton(ctx: Ctx) -> impl IntoView {
    view! {
    <button id="share" title="Put a share link in the address bar and copy it" on:click=move |_| ctx.share()>
        {move || match (ctx.share_url.with(Option::is_some), ctx.share_copied.get()) {
            (true, true) => "Link copied",
            (true, false) => "Link in address bar",
            _ => "Share",
        }}
    </button>
    }
}

/// The "more" menu (so the toolbar keeps one row): the listing toggle and the theme; a press
/// outside it or Escape closes it.
#[component]
fn MoreMenu(ctx: Ctx) -> impl IntoView {
    let menu: NodeRef<leptos::html::Details> = NodeRef::new();
    let close = move || {
        if let Some(d) = menu.get_untracked() {
            let _ = d.remove_attribute("open");
        }
    };
    // A press outside the menu or Escape closes it, as a menu does.
    let outside = window_event_listener(leptos::ev::pointerdown, move |e| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let inside = menu.get_untracked().is_some_and(|d| d.contains(target.as_ref()));
        if !inside {
            close();
        }
    });
    let escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            close();
        }
    });
    on_cleanup(move || {
        outside.remove();
        escape.remove();
    });
    view! {
    <details id="more" class="more" node_ref=menu>
        <summary class="icon" aria-label="More: listing and theme" title="More: listing and theme">
            "⋯"
        </summary>
        <div class="more-menu" role="group" aria-label="More">
            <button
                id="listing-toggle"
                title="Show the assembled listing (address, encoding, instruction) under the editor"
                class:on=move || ctx.show_listing.get()
                aria-pressed=move || ctx.show_listing.get().to_string()
                on:click=move |_| ctx.show_listing.update(|on| *on = !*on)
            >
                "Listing"
            </button>
            <label class="fmt">
                "theme"
                <select
                    id="theme"
                    title="Colour theme (auto follows the system)"
                    aria-label="Colour theme"
                    on:change=move |e| persist::set_theme(&event_target_value(&e))
                >
                    {["auto", "light", "dark"]
                        .map(|t| view! { <option value=t selected=persist::theme() == t>{t}</option> })
                        .collect_view()}
                </select>
            </label>
        </div>
    </details>
    }
}

/// Learn and the shortcut list.
#[component]
fn LearnAndHelp(ctx: Ctx) -> impl IntoView {
    view! {
    <button
        id="learn"
        title="Guided lessons"
        aria-haspopup="dialog"
        on:click=move |_| ctx.show_learn.set(true)
    >
        "Learn"
    </button>
    <button
        id="help"
        class="icon"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        aria-haspopup="dialog"
        on:click=move |_| ctx.show_help.set(true)
    >
        "?"
    </button>
    }
}

/// The timeline slider and the status pill (announced: `aria-live`).
#[component]
fn TimelineAndStatus(ctx: Ctx) -> impl IntoView {
    let status = move || ctx.status();
    view! {
    <input
        id="timeline"
        type="range"
        min="0"
        title="Timeline: drag to go back or forward through the run (Shift+F10 steps back)"
        aria-label="Timeline (step count)"
        prop:max=move || ctx.furthest.get().to_string()
        prop:value=move || ctx.with_machine(|m| m.steps()).unwrap_or(0).to_string()
        disabled=move || ctx.running.get() || ctx.furthest.get() == 0
        on:change=move |e| {
            if let Ok(n) = event_target_value(&e).parse() {
                ctx.seek(n);
            }
        }
    />
    <span
        id="status"
        role="status"
        aria-live="polite"
        title=move || ctx.status_detail()
        class=move || format!("status {}", status().1)
    >
        {move || status().0}
    </span>
    }
}
