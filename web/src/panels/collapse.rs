//! The collapse button of a panel header: a panel whose `open` signal is false shows only its
//! header (`.collapsed`), so the lane grid gets the room.

use leptos::prelude::*;

/// A button that opens and closes a panel (`aria-expanded`), with the panel's name for
/// assistive technology and the tooltip.
#[component]
pub(crate) fn Collapse(open: RwSignal<bool>, id: &'static str, what: &'static str) -> impl IntoView {
    view! {
        <button
            id=id
            class="collapse small"
            aria-expanded=move || open.get().to_string()
            aria-label=format!("Show or hide the {what}")
            title=move || format!("{} the {what}", if open.get() { "Hide" } else { "Show" })
            on:click=move |_| open.update(|o| *o = !*o)
        >
            {move || if open.get() { "▾" } else { "▸" }}
        </button>
    }
}
