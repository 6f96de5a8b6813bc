//! The "Launch & data" TOML editor.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::panels::collapse::Collapse;

/// The "Launch & data" editor: the snippet's `[launch]`, `[[buffers]]`, `[[args]]` and `[init]`.
#[component]
pub(crate) fn DataPanel(ctx: Ctx, initial_data: String) -> impl IntoView {
    let open = RwSignal::new(true);
    view! {
        <div class="data-panel" class:collapsed=move || !open.get()>
            <div class="panel-h">
                <Collapse open id="data-toggle" what="launch and data editor" />
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
