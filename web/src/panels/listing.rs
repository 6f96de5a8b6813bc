//! The assembled listing beside the editor: every line that assembles (address, encoding,
//! instruction), also when other lines have errors; error rows jump to their line.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::panels::editor::jump_to_line;
use crate::panels::scalar::attr_of;
use crate::render;

/// The listing panel (shown while the toolbar's Listing button is on).
#[component]
pub(crate) fn ListingPanel(ctx: Ctx) -> impl IntoView {
    // The lines the next step runs: the pending bundle's, else the current line.
    let current = move || {
        ctx.with_machine(|m| match m.bundle() {
            Some(b) => b.lines().collect(),
            None => m.current_line().into_iter().collect(),
        })
        .unwrap_or_default()
    };
    let html = move || {
        let cur: Vec<u32> = current();
        ctx.asm.with(|a| ctx.diags.with(|d| render::listing(a, d, &cur)))
    };
    let on_click = move |e: web_sys::MouseEvent| {
        if let Some(line) = attr_of(&e, "tr[data-line]", "data-line") {
            jump_to_line(ctx, line);
        }
    };
    view! {
        <Show when=move || ctx.show_listing.get()>
            <div id="listing" class="listing-panel">
                <div class="panel-h">
                    <span class="panel-title">"Assembled listing"</span>
                    <span class="muted">"as llvm-mc -show-encoding prints it · click a row: its line"</span>
                </div>
                <div class="ls-wrap" inner_html=html on:click=on_click></div>
            </div>
        </Show>
    }
}
