//! The "Launch & data" TOML editor.

use leptos::prelude::*;

use crate::ctx::Ctx;

/// The "Launch & data" editor: the snippet's `[launch]`, `[[buffers]]`, `[[args]]` and `[init]`.
#[component]
pub(crate) fn DataPanel(ctx: Ctx, initial_data: String) -> impl IntoView {
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
