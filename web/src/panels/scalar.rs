//! PC, SCC, M0, counters, the EXEC/VCC strips and the scalar registers.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;
use crate::render;

/// PC, SCC, EXEC and VCC strips and the scalar registers.
#[component]
pub(crate) fn ScalarPanel(ctx: Ctx) -> impl IntoView {
    let pc = move || ctx.with_machine(|m| format!("0x{:08x}", m.pc())).unwrap_or_default();
    let scc = move || ctx.with_machine(|m| (m.scc(), m.changes().scc));
    let m0 = move || ctx.with_machine(|m| format!("0x{:08x}", m.m0())).unwrap_or_default();
    let counters = move || {
        ctx.with_machine(|m| {
            let c = m.counters();
            format!("vm {} · lgkm {} · exp {}", c.vm, c.lgkm, c.exp)
        })
        .unwrap_or_default()
    };
    // What the selected wave reported (s_sendmsg, s_trap, …), newest last.
    let messages = move || {
        ctx.with_machine(|m| {
            m.messages()
                .iter()
                .map(|msg| format!("0x{:x}: {}", msg.pc, msg.text))
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .unwrap_or_default()
    };
    let lane_info = move || {
        let (which, lane) = ctx.lane_info.get()?;
        ctx.with_machine(|m| ctx.program.with_value(|p| render::lane_info(m, p, which, lane)))
    };
    let mask = move |which: &'static str| {
        move || {
            ctx.with_machine(|m| {
                let c = m.changes();
                let (v, chg) = if which == "exec" {
                    (m.exec(), c.exec)
                } else {
                    (m.vcc(), c.vcc)
                };
                (v, chg, m.wave_size())
            })
        }
    };
    let strip = move |which: &'static str| {
        let get = mask(which);
        view! {
            <div class="mask-row">
                <span class="mask-name">{which.to_uppercase()}</span>
                <span
                    id=format!("{which}-hex")
                    class=move || {
                        if get().is_some_and(|(_, c, _)| c != 0) { "mask-hex chg" } else { "mask-hex" }
                    }
                >
                    {move || get().map(|(v, _, _)| render::hex64(v)).unwrap_or_default()}
                </span>
                <div
                    class="strip"
                    id=format!("{which}-strip")
                    data-mask=which
                    title="Click a lane: which instruction last changed its bit"
                    on:click=move |e: web_sys::MouseEvent| {
                        let lane = e
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .and_then(|el| el.get_attribute("data-lane"))
                            .and_then(|l| l.parse::<usize>().ok());
                        if let Some(lane) = lane {
                            ctx.lane_info.set(Some((which, lane)));
                        }
                    }
                    inner_html=move || {
                        let sel = ctx.lane_info.get().filter(|(w, _)| *w == which).map(|(_, l)| l);
                        get().map(|(v, c, lanes)| render::mask_strip(v, c, lanes, sel)).unwrap_or_default()
                    }
                ></div>
            </div>
        }
    };
    view! {
        <div class="panel scalar" class:stale=move || ctx.stale()>
            <div class="panel-h">
                <span class="panel-title">"Scalar state"</span>
                <span class="kv">"pc " <b id="pc">{pc}</b></span>
                <span
                    id="scc"
                    class=move || {
                        let (on, changed) = scc().unwrap_or_default();
                        format!(
                            "kv scc{}{}",
                            if on { " on" } else { "" },
                            if changed { " chg" } else { "" },
                        )
                    }
                >
                    "SCC "
                    <b>{move || scc().map(|(v, _)| u8::from(v).to_string()).unwrap_or_default()}</b>
                </span>
                <span class="kv">"M0 " <b id="m0">{m0}</b></span>
                <span class="kv" title="Outstanding operations (s_waitcnt counters)">
                    <b id="counters">{counters}</b>
                </span>
            </div>
            <div class="masks">
                <div class="mask-row ruler-row">
                    <span class="mask-name"></span>
                    <span class="mask-hex"></span>
                    <div class="ruler">
                        {(0..8).map(|g| view! { <span>{g * 8}</span> }).collect_view()}
                    </div>
                </div>
                {strip("exec")}
                {strip("vcc")}
                <div id="lane-info" class="lane-info muted">
                    {move || lane_info().unwrap_or_else(|| "Click an EXEC or VCC lane to see what last changed it".into())}
                </div>
                <div id="messages" class="lane-info" class:hidden=move || messages().is_empty()>
                    "messages: "
                    {messages}
                </div>
            </div>
            <div
                id="sgprs"
                class="sgprs"
                title="Click a register to edit its initial value"
                on:click=move |e: web_sys::MouseEvent| {
                    if let Some(n) = attr_of(&e, "[data-sgpr]", "data-sgpr") {
                        ask_value(ctx, crate::edit::Cell::Sgpr(n));
                    }
                }
                inner_html=move || {
                    let f = ctx.format.get();
                    ctx.with_machine(|m| render::sgpr_list(m, f)).unwrap_or_default()
                }
            ></div>
        </div>
    }
}

/// The number in attribute `name` of the element matching `sel` that event `e` landed in.
pub(crate) fn attr_of(e: &web_sys::MouseEvent, sel: &str, name: &str) -> Option<usize> {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(sel).ok().flatten())
        .and_then(|t| t.get_attribute(name))
        .and_then(|v| v.parse().ok())
}

/// Asks for register `cell`'s new value and applies it (or says why it cannot).
pub(crate) fn ask_value(ctx: Ctx, cell: crate::edit::Cell) {
    let lane = match cell {
        crate::edit::Cell::Vgpr { lane, .. } => format!(" lane {lane}"),
        crate::edit::Cell::Sgpr(_) => String::new(),
    };
    let msg = format!(
        "New value of {}{lane} (0x… hex, a float such as 1.5, or an integer)",
        cell.name()
    );
    if let Ok(Some(text)) = window().prompt_with_message(&msg) {
        if let Err(why) = ctx.edit_register(cell, &text) {
            let _ = window().alert_with_message(&why);
        }
    }
}
