//! The views a machine offers beyond registers and masks, each shown only when the machine
//! describes it: the issue bundle with its read ports, lane states with the stack, the
//! framebuffer, extra registers and constant windows; and the step-granularity selector.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;
use crate::panels::bundle::{bundle_html, constants_html, extras_html};
use crate::panels::editor::jump_to_line;
use crate::panels::framebuffer::framebuffer_html;
use crate::panels::stack::stack_html;

/// What the bundle view says when no bundle is pending.
const NO_BUNDLE: &str = "<div class=\"muted bd-none\">no bundle pending: the next step is not an issue group</div>";

/// One titled sub-view with HTML content.
#[component]
fn Sub(id: &'static str, title: &'static str, note: &'static str, html: Signal<String>) -> impl IntoView {
    view! {
        <div id=id class="xview vl-sub">
            <div class="panel-h">
                <span class="panel-title">{title}</span>
                <span class="muted">{note}</span>
            </div>
            // Focusable: it scrolls, so the keyboard must reach it too.
            <div class="vl-body" tabindex="0" role="region" aria-label=title inner_html=move || html.get()></div>
        </div>
    }
}

/// A [`Sub`] shown while `html` is some.
#[component]
fn OptionalSub(
    id: &'static str,
    title: &'static str,
    note: &'static str,
    html: Signal<Option<String>>,
) -> impl IntoView {
    let body = Signal::derive(move || html.get().unwrap_or_default());
    view! {
        <Show when=move || html.with(Option::is_some)>
            <Sub id title note html=body />
        </Show>
    }
}

/// The HTML of what `read` finds in the machine, drawn by `draw` in the value format; `None`
/// while there is nothing.
fn formatted<T: 'static>(
    ctx: Ctx,
    read: fn(&dyn lanescope::Machine) -> Vec<T>,
    draw: fn(&[T], lanescope::ValueFormat) -> String,
) -> Signal<Option<String>> {
    Signal::derive(move || {
        let f = ctx.format.get();
        ctx.with_machine(|m| {
            let items = read(m);
            (!items.is_empty()).then(|| draw(&items, f))
        })
        .flatten()
    })
}

/// The source line of the bundle slot a click landed on: the editor goes there.
fn jump_to_slot(ctx: Ctx, e: &web_sys::MouseEvent) {
    let line = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("[data-line]").ok().flatten())
        .and_then(|el| el.get_attribute("data-line"))
        .and_then(|l| l.parse::<usize>().ok());
    if let Some(line) = line {
        jump_to_line(ctx, line);
    }
}

/// The machine-described views (hidden for a machine that describes none of them).
#[component]
pub(crate) fn VliwViews(ctx: Ctx) -> impl IntoView {
    let has = move || {
        ctx.with_machine(|m| !m.step_granularities().is_empty() || m.lane_states().is_some() || m.bundle().is_some())
            .unwrap_or(false)
    };
    let bundle = Signal::derive(move || {
        ctx.with_machine(|m| m.bundle().map(|b| bundle_html(&b)))
            .flatten()
            .unwrap_or_else(|| NO_BUNDLE.to_string())
    });
    let stack = Signal::derive(move || {
        ctx.with_machine(|m| {
            m.lane_states()
                .map(|s| stack_html(&s, &m.stack_entries().unwrap_or_default()))
        })
        .flatten()
        .unwrap_or_default()
    });
    let fb = Signal::derive(move || {
        ctx.with_machine(|m| m.framebuffer().map(|f| framebuffer_html(&f)))
            .flatten()
    });
    let extras = formatted(ctx, |m| m.extra_registers(), extras_html);
    let consts = formatted(ctx, |m| m.constant_windows(), constants_html);
    view! {
        <Show when=has>
            <div
                id="vliw"
                class="vliw"
                class:stale=move || ctx.stale()
                tabindex="0"
                role="region"
                aria-label="R700 views: issue bundle, lane states, registers"
            >
                <div class="vl-col" on:click=move |e| jump_to_slot(ctx, &e)>
                    <Sub id="bundle-view" title="Issue bundle" note="next step · click a slot: its line" html=bundle />
                </div>
                <div class="vl-col">
                    <Sub id="stack-view" title="Lane states & stack" note="top entry first" html=stack />
                    <OptionalSub id="framebuffer" title="Framebuffer" note="exports as pixels" html=fb />
                    <OptionalSub id="extra-regs" title="Other registers" note="per lane" html=extras />
                    <OptionalSub id="const-windows" title="Constant windows" note="in use now" html=consts />
                </div>
            </div>
        </Show>
    }
}

/// The step-granularity selector beside Step (shown when the machine offers more than one).
#[component]
pub(crate) fn StepBy(ctx: Ctx) -> impl IntoView {
    let offered = move || {
        ctx.with_machine(|m| {
            m.step_granularities()
                .iter()
                .map(|g| (g.name, g.summary))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let several = move || offered().len() >= 2;
    view! {
        <Show when=several>
            <select
                id="step-by"
                title="What one Step (F10) runs"
                aria-label="Step granularity"
                prop:value=move || ctx.granularity.get().map(|g| g.to_string()).unwrap_or_default()
                on:change=move |e| ctx.granularity.set(event_target_value(&e).parse().ok())
            >
                <option value="" title="the machine's own step">"step"</option>
                {move || {
                    offered()
                        .into_iter()
                        .enumerate()
                        .map(|(i, (name, summary))| {
                            view! { <option value=i.to_string() title=summary>{name}</option> }
                        })
                        .collect_view()
                }}
            </select>
        </Show>
    }
}
