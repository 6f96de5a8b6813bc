//! The error list above the editor: every error of the source (and the launch & data text),
//! each a button that puts the editor caret on its line.

use lanescope::Severity;
use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::panels::editor::jump_to_line;

/// The list, shown while the source or the launch & data text has errors.
#[component]
pub(crate) fn ErrorList(ctx: Ctx) -> impl IntoView {
    let errors = move || {
        ctx.diags.with(|d| {
            d.iter()
                .filter(|d| d.severity == Severity::Error)
                .map(|d| (d.span.line as usize, d.to_string()))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !errors().is_empty() || ctx.setup_err.with(Option::is_some)>
            <ul id="error-list" class="error-list" aria-label="Errors">
                {move || {
                    errors()
                        .into_iter()
                        .map(|(line, text)| {
                            let title = format!("Go to line {line}: {text}");
                            view! {
                                <li>
                                    <button data-line=line title=title on:click=move |_| jump_to_line(ctx, line)>
                                        {text}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
                {move || ctx.setup_err.get().map(|e| view! { <li class="setup">{format!("launch & data: {e}")}</li> })}
            </ul>
        </Show>
    }
}
