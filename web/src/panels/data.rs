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
                <span class="muted">{move || ctx.target.get().data_sections()}</span>
            </div>
            <textarea
                id="data"
                node_ref=ctx.data_ref
                aria-label="Launch and data (TOML)"
                spellcheck="false"
                autocomplete="off"
                wrap="off"
                placeholder=move || ctx.target.get().data_placeholder()
                prop:value=initial_data
                on:input=move |e| ctx.edit_data(event_target_value(&e))
            ></textarea>
            {move || {
                ctx.setup_err.get().map(|e| view! { <pre id="data-error" class="data-error">{e}</pre> })
            }}
        </div>
    }
}
