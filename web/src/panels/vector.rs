//! The lane × register grid of the vector register files and its column control.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::panels::matrix_hover::slot_of_event;
use crate::render;

/// The lane × VGPR grid with its column control.
#[component]
pub(crate) fn VectorPanel(ctx: Ctx) -> impl IntoView {
    let cols = move || {
        let extra = ctx.extra_cols.get();
        ctx.with_machine(|m| {
            let (used, count) = render::main_vector_file(m).map_or((1, 1), |(_, f)| (f.used, f.count));
            (render::grid_columns(m, extra), used, count)
        })
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
                    {move || ctx.with_machine(|m| cols_label(m, ctx.extra_cols.get())).unwrap_or_default()}
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
                tabindex="0"
                role="region"
                aria-label="Vector registers by lane (arrow keys scroll)"
                on:mouseover=move |e: web_sys::MouseEvent| {
                    let slot = slot_of_event(&e, "td[data-reg]", "data-reg", false);
                    if slot != ctx.hover_slot.get_untracked() {
                        ctx.hover_slot.set(slot);
                    }
                }
                on:mouseleave=move |_| ctx.hover_slot.set(None)
                on:click=move |e: web_sys::MouseEvent| {
                    let at = |name| crate::panels::scalar::attr_of(&e, "td[data-reg]", name);
                    if let (Some(number), Some(lane)) = (at("data-reg"), at("data-lane")) {
                        let cell = ctx
                            .with_machine_untracked(|m| lanescope::vector_register(m.register_files(), number))
                            .flatten();
                        if let Some((file, reg)) = cell {
                            crate::panels::scalar::ask_value(ctx, file, reg, lane);
                        }
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

/// What the column label says: `v0–v7 shown · program uses 8`, then the other vector files'
/// registers the program names (` · a0–a3 (AGPRs)`).
fn cols_label(m: &dyn lanescope::Machine, extra: i32) -> String {
    let Some((main, f)) = render::main_vector_file(m) else {
        return String::new();
    };
    let c = render::grid_columns(m, extra);
    let mut out = format!(
        "{}–{} shown · program uses {}",
        f.register_name(0),
        f.register_name(c - 1),
        f.used
    );
    for (_, o) in m
        .register_files()
        .iter()
        .enumerate()
        .filter(|&(i, o)| i != main && o.is_vector() && o.used > 0)
    {
        let last = o.used.min(render::MAX_GRID_COLUMNS) - 1;
        out.push_str(&format!(
            " · {}–{} ({}s)",
            o.register_name(0),
            o.register_name(last),
            o.name
        ));
    }
    out
}
