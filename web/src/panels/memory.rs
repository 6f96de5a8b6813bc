//! The views shown on demand: LDS banks, lane movement and the snippet's buffers.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::persist;
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
                                    <span class="muted">"click an element (before the first step) to change it"</span>
                                </div>
                                <div
                                    class="bufs"
                                    inner_html=html
                                    tabindex="0"
                                    role="group"
                                    aria-label="Buffer elements: arrow keys move, Enter changes the element"
                                    on:click=move |e: web_sys::MouseEvent| {
                                        if let Some(cell) = clicked_cell(&e) {
                                            ask_element(ctx, &cell);
                                        }
                                    }
                                    on:keydown=move |e| buffer_key(ctx, &e)
                                ></div>
                            </div>
                        }
                    })
            }}
        </div>
    }
}

/// The buffer element (`.bc`) a click landed on.
fn clicked_cell(e: &web_sys::MouseEvent) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    e.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(".bc[data-index]")
        .ok()
        .flatten()
}

/// The keyboard on the buffers: the arrow keys move a cursor (`.bc.kbd`) over the elements,
/// Enter asks for the marked element's new value.
fn buffer_key(ctx: Ctx, e: &web_sys::KeyboardEvent) {
    let cur = document().query_selector("#buffers .bc.kbd").ok().flatten();
    let next = match (e.key().as_str(), &cur) {
        ("Enter", Some(c)) => {
            e.prevent_default();
            ask_element(ctx, c);
            return;
        }
        ("ArrowRight" | "ArrowDown", Some(c)) => c.next_element_sibling(),
        ("ArrowLeft" | "ArrowUp", Some(c)) => c.previous_element_sibling(),
        ("ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home", _) => {
            document().query_selector("#buffers .bc[data-index]").ok().flatten()
        }
        _ => return,
    };
    e.prevent_default();
    if let Some(next) = next {
        if let Some(c) = cur {
            let _ = c.class_list().remove_1("kbd");
        }
        let _ = next.class_list().add_1("kbd");
        next.scroll_into_view_with_bool(false);
    }
}

/// Asks for the new value of buffer element `cell` and sets it (or says why it cannot).
fn ask_element(ctx: Ctx, cell: &web_sys::Element) {
    let buf = cell.closest(".buf[data-buffer]").ok().flatten();
    let (Some(index), Some(name)) = (
        cell.get_attribute("data-index").and_then(|i| i.parse::<usize>().ok()),
        buf.and_then(|b| b.get_attribute("data-buffer")),
    ) else {
        return;
    };
    let result = if ctx.with_machine_untracked(|m| m.steps()) != Some(0) {
        Err("buffers are edited before the first step: press Reset, then click the element".to_string())
    } else {
        let msg = format!("New value of {name}[{index}] (an integer, a float or 0x… hex)");
        match window().prompt_with_message(&msg) {
            Ok(Some(text)) => edit_buffer(ctx, &name, index, &text),
            _ => Ok(()),
        }
    };
    if let Err(why) = result {
        let _ = window().alert_with_message(&why);
    }
}

/// Sets element `index` of buffer `name` to `text` in the launch & data text (so a share link
/// carries it): the initial state, used before the first step.
fn edit_buffer(ctx: Ctx, name: &str, index: usize, text: &str) -> Result<(), String> {
    let bytes = ctx
        .with_machine_untracked(|m| m.buffer(name).map(<[u8]>::to_vec))
        .flatten()
        .ok_or_else(|| format!("no buffer '{name}'"))?;
    let target = ctx.target.get_untracked();
    let source = ctx.source.get_untracked();
    let mut snippet = ctx
        .data
        .with_untracked(|d| persist::snippet_from_parts(target, &source, d))?
        .ok_or("no launch & data")?;
    crate::edit::set_buffer_element(&mut snippet, name, &bytes, index, text)?;
    let data = persist::data_of(&snippet);
    if let Some(t) = ctx.data_ref.get_untracked() {
        t.set_value(&data);
    }
    ctx.edit_data(data);
    ctx.flush();
    Ok(())
}
