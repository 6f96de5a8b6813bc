//! The lane × VGPR grid and its column control.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::panels::matrix::slot_of_event;
use crate::render;

/// The lane × VGPR grid with its column control.
#[component]
pub(crate) fn VectorPanel(ctx: Ctx) -> impl IntoView {
    let cols = move || {
        let extra = ctx.extra_cols.get();
        ctx.with_machine(|m| (render::grid_columns(m, extra), m.vgprs_used(), m.vgpr_count()))
    };
    let more = move |_| {
        if let Some((c, used, count)) = cols() {
            if c < render::MAX_GRID_COLUMNS.min(count) {
                ctx.extra_cols.set((c + 1) as i32 - used as i32);
            }
        }
    };
    // The most columns the grid shows for this machine, if `c` columns are shown already.
    let at_limit = move || cols().is_none_or(|(c, _, count)| c >= render::MAX_GRID_COLUMNS.min(count));
    let more_title = move || match cols() {
        Some((_, _, count)) if count < render::MAX_GRID_COLUMNS && at_limit() => {
            format!("All {count} registers are shown")
        }
        _ if at_limit() => format!("The grid shows at most {} registers", render::MAX_GRID_COLUMNS),
        _ => format!("Show one register more (up to {})", render::MAX_GRID_COLUMNS),
    };
    let at_one = move || cols().is_none_or(|(c, _, _)| c <= 1);
    let fewer = move |_| {
        if let Some((c, used, _)) = cols() {
            if c > 1 {
                ctx.extra_cols.set((c - 1) as i32 - used as i32);
            }
        }
    };
    view! {
        <div class="panel vector" class:stale=move || ctx.stale()>
            <div class="panel-h">
                <span class="panel-title">"Lanes × registers"</span>
                <span class="stale-note">"last good program — fix the errors to run"</span>
                <span class="muted" id="cols-label">
                    {move || {
                        let agprs = ctx
                            .with_machine(|m| m.agprs())
                            .flatten()
                            .filter(|&(_, used)| used > 0)
                            .map(|(_, used)| {
                                format!(" · a0–a{} (AGPRs)", used.min(render::MAX_GRID_COLUMNS) - 1)
                            })
                            .unwrap_or_default();
                        cols()
                            .map(|(c, used, _)| format!("v0–v{} shown · program uses {used}{agprs}", c - 1))
                            .unwrap_or_default()
                    }}
                </span>
                <span class="btn-group small">
                    <button
                        id="cols-less"
                        title=move || if at_one() { "One register is the fewest shown" } else { "Show one register fewer" }
                        disabled=at_one
                        on:click=fewer
                    >
                        "−"
                    </button>
                    <button id="cols-more" title=more_title disabled=at_limit on:click=more>
                        "+"
                    </button>
                </span>
            </div>
            <div
                id="vgpr-grid"
                class="grid-wrap"
                on:mouseover=move |e: web_sys::MouseEvent| {
                    let slot = slot_of_event(&e, "td[data-reg]", "data-reg", false);
                    if slot != ctx.hover_slot.get_untracked() {
                        ctx.hover_slot.set(slot);
                    }
                }
                on:mouseleave=move |_| ctx.hover_slot.set(None)
                on:click=move |e: web_sys::MouseEvent| {
                    let at = |name| crate::panels::scalar::attr_of(&e, "td[data-reg]", name);
                    if let (Some(reg), Some(lane)) = (at("data-reg"), at("data-lane")) {
                        crate::panels::scalar::ask_value(ctx, crate::edit::Cell::Vgpr { reg, lane });
                    }
                }
                inner_html=move || {
                    let f = ctx.format.get();
                    let extra = ctx.extra_cols.get();
                    ctx.with_machine(|m| render::vgpr_grid(m, render::grid_columns(m, extra), f))
                        .unwrap_or_else(|| {
                            "<div class=\"empty\">Fix the errors in the source to see the registers.</div>".into()
                        })
                }
            ></div>
        </div>
    }
}
