//! The documentation panel of the instruction under the caret or pointer.

use leptos::prelude::*;

use crate::ctx::{mnemonic_on_line, Ctx};

/// Documentation of the instruction on the caret's (or hovered) line.
#[component]
pub(crate) fn DocPanel(ctx: Ctx) -> impl IntoView {
    let doc = move || {
        let line = ctx.doc_line.get()?;
        let target = ctx.target.get();
        let mnemonic = ctx.source.with(|s| mnemonic_on_line(target, s, line))?;
        Some((target, mnemonic.clone(), target.doc(&mnemonic)))
    };
    view! {
        <div id="doc" class="doc-panel">
            {move || match doc() {
                None => {
                    view! {
                        <span class="muted">
                            "Click or hover an instruction for its documentation · F10 step · Ctrl+Enter run"
                        </span>
                    }
                        .into_any()
                }
                Some((_, m, None)) => {
                    view! {
                        <span class="doc-mn">{m}</span>
                        <span class="muted">" — not an instruction of this target"</span>
                    }
                        .into_any()
                }
                Some((_, _, Some(d))) => {
                    let fid_class = if d.fidelity == "exact" { "fid exact" } else { "fid approx" };
                    view! {
                        <div class="doc-head">
                            <span class="doc-mn">{d.mnemonic}</span>
                            <span class="doc-fmt">{d.format}</span>
                            <span class=fid_class>{d.fidelity.clone()}</span>
                        </div>
                        <div class="doc-sum">{d.summary}</div>
                        <div class="doc-src muted">
                            {format!("{}, line {}", d.seed, d.seed_line)}
                        </div>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
