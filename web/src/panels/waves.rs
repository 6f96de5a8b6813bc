//! The wave picker of a multi-wave dispatch.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::render;

/// The wave picker of a multi-wave dispatch (hidden for one wave).
#[component]
pub(crate) fn WavePicker(ctx: Ctx) -> impl IntoView {
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
