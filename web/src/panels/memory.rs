//! The views shown on demand: LDS banks, lane movement and the snippet's buffers.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::render;

/// The views that appear when they have something to show: the LDS banks of the last ds_*
/// access, the last cross-lane movement, and the snippet's buffers.
#[component]
pub(crate) fn ExtraViews(ctx: Ctx) -> impl IntoView {
    // An access without lanes (ds_swizzle, ds_permute: no LDS memory touched) has nothing to show.
    let lds = move || {
        ctx.with_machine(|m| {
            m.lds_access()
                .filter(|i| !i.lanes.is_empty())
                .map(|i| render::lds_view(&i))
        })
        .flatten()
    };
    let moves = move || {
        ctx.with_machine(|m| {
            let info = m.lane_moves()?;
            // The whole instruction (operands and DPP/SDWA controls), else the mnemonic.
            let text = m.last_line().and_then(|n| {
                ctx.program
                    .with_value(|p| p.iter().find(|l| l.line == n).map(|l| l.text.clone()))
            });
            let text = text.unwrap_or_else(|| info.what.clone());
            Some((text, render::lane_moves_svg(&info)))
        })
        .flatten()
    };
    let buffers = move || {
        ctx.with_machine(|m| {
            ctx.snippet.with_value(|s| {
                s.as_ref()
                    .filter(|s| !s.buffers.is_empty())
                    .map(|s| render::buffers(m, s, 256))
            })
        })
        .flatten()
    };
    view! {
        <div class="extra" class:stale=move || ctx.stale()>
            {move || {
                lds()
                    .map(|html| {
                        view! {
                            <div id="lds-view" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"LDS banks · last ds_* access"</span>
                                </div>
                                <div class="lds-wrap" inner_html=html></div>
                            </div>
                        }
                    })
            }}
            {move || {
                moves()
                    .map(|(what, html)| {
                        view! {
                            <div id="lane-moves" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"Lane movement"</span>
                                    <span id="lane-moves-title" class="doc-mn">{what}</span>
                                    <span class="muted">"source lanes (top) → destination lanes (bottom)"</span>
                                </div>
                                <div class="moves-wrap" inner_html=html></div>
                            </div>
                        }
                    })
            }}
            {move || {
                buffers()
                    .map(|html| {
                        view! {
                            <div id="buffers" class="xview">
                                <div class="panel-h">
                                    <span class="panel-title">"Buffers"</span>
                                </div>
                                <div class="bufs" inner_html=html></div>
                            </div>
                        }
                    })
            }}
        </div>
    }
}
