//! The breakpoint list: every breakpoint with its line, condition and hit count, a checkbox
//! that enables it, a button that shows its line and one that deletes it.

use leptos::prelude::*;

use crate::ctx::{Breakpoint, Ctx};
use crate::panels::editor::jump_to_line;

/// One row of the list (`li[data-line]`).
fn row(ctx: Ctx, b: &Breakpoint) -> impl IntoView {
    let line = b.line;
    let cond = b
        .cond
        .as_ref()
        .map_or_else(|| "always".to_string(), |(t, _)| format!("if {t}"));
    let hits = match b.hits {
        1 => "1 hit".to_string(),
        n => format!("{n} hits"),
    };
    view! {
        <li data-line=line class:off=!b.enabled>
            <input
                type="checkbox"
                class="bp-on"
                prop:checked=b.enabled
                aria-label=format!("Enable the breakpoint on line {line}")
                on:change=move |e| ctx.enable_breakpoint(line, event_target_checked(&e))
            />
            <button class="bp-line" title="Show the line in the editor" on:click=move |_| jump_to_line(ctx, line)>
                {format!("line {line}")}
            </button>
            <span class="bp-cond">{cond}</span>
            <span class="bp-hits muted">{hits}</span>
            <button
                class="bp-del"
                aria-label=format!("Delete the breakpoint on line {line}")
                title="Delete"
                on:click=move |_| ctx.delete_breakpoint(line)
            >
                "×"
            </button>
        </li>
    }
}

/// The list (`#breakpoints`), shown while there are breakpoints.
#[component]
pub(crate) fn BreakpointList(ctx: Ctx) -> impl IntoView {
    view! {
        <Show when=move || ctx.breakpoints.with(|b| !b.is_empty())>
            <div class="bp-panel">
                <div class="panel-h">
                    <span class="panel-title">"Breakpoints"</span>
                    <span class="muted">"F9 or a line number toggles; right-click a line number for a condition"</span>
                </div>
                <ul id="breakpoints" aria-label="Breakpoints">
                    {move || ctx.breakpoints.with(|bps| bps.iter().map(|b| row(ctx, b)).collect_view())}
                </ul>
            </div>
        </Show>
    }
}
