//! PC, the machine's flags, special registers and counters, its lane-mask strips and its
//! scalar registers, all built from the machine's descriptions.

use lanescope::{FlagInfo, FlagKind, MaskInfo};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;
use crate::panels::collapse::Collapse;
use crate::render;

/// A condition flag (SCC): `#scc`, classed `on` when set and `chg` when the last step changed it.
fn flag_view(ctx: Ctx, i: usize, info: FlagInfo) -> AnyView {
    let id = info.name.to_ascii_lowercase();
    let get = move || ctx.with_machine(|m| (m.flag(i), m.changes().flag(i)));
    let class = move || {
        let (v, changed) = get().unwrap_or_default();
        format!(
            "kv {}{}{}",
            info.name.to_ascii_lowercase(),
            if v != 0 { " on" } else { "" },
            if changed { " chg" } else { "" },
        )
    };
    let edit = move || {
        if info.bits == 1 {
            let v = get().map_or(0, |(v, _)| v);
            report(ctx.edit_flag(i, if v == 0 { "1" } else { "0" }));
        } else {
            ask_flag(ctx, i, info);
        }
    };
    view! {
        <span
            id=id
            class=class
            role="button"
            tabindex="0"
            title=format!("{}: click (or Enter) to change it", info.name)
            on:click=move |_| edit()
            on:keydown=move |e| on_activate(&e, edit)
        >
            {format!("{} ", info.label)}
            <b>{move || get().map(|(v, _)| v.to_string()).unwrap_or_default()}</b>
        </span>
    }
    .into_any()
}

/// Runs `f` when key event `e` is Enter or Space (a focusable element acting as a button).
fn on_activate(e: &web_sys::KeyboardEvent, f: impl Fn()) {
    if matches!(e.key().as_str(), "Enter" | " ") {
        e.prevent_default();
        f();
    }
}

/// Shows why an edit was refused.
fn report(r: Result<(), String>) {
    if let Err(why) = r {
        let _ = window().alert_with_message(&why);
    }
}

/// Asks for the new value of flag `i` (M0) and applies it.
fn ask_flag(ctx: Ctx, i: usize, info: FlagInfo) {
    let msg = format!("New value of {} (0x… hex or an integer)", info.name);
    if let Ok(Some(text)) = window().prompt_with_message(&msg) {
        report(ctx.edit_flag(i, &text));
    }
}

/// A special register (M0) in hex: `#m0` on its value.
fn register_view(ctx: Ctx, i: usize, info: FlagInfo) -> AnyView {
    let value = move || ctx.with_machine(|m| format!("0x{:08x}", m.flag(i))).unwrap_or_default();
    let edit = move || {
        if info.settable {
            ask_flag(ctx, i, info);
        }
    };
    view! {
        <span class="kv">
            {format!("{} ", info.label)}
            <b
                id=info.name.to_ascii_lowercase()
                role="button"
                tabindex="0"
                title=format!("{}: click (or Enter) to change it", info.name)
                on:click=move |_| edit()
                on:keydown=move |e| on_activate(&e, edit)
            >
                {value}
            </b>
        </span>
    }
    .into_any()
}

/// The counters (`vm 0 · lgkm 0 · exp 0`) as `#counters`.
fn counters_view(ctx: Ctx, counters: Vec<(usize, FlagInfo)>) -> AnyView {
    let text = move || {
        ctx.with_machine(|m| {
            counters
                .iter()
                .map(|&(i, f)| format!("{} {}", f.label, m.flag(i)))
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .unwrap_or_default()
    };
    view! {
        <span class="kv" title="Outstanding operations (s_waitcnt counters)">
            <b id="counters">{text}</b>
        </span>
    }
    .into_any()
}

/// The flags, special registers and counters of the machine, in its order (counters last).
fn flags_view(ctx: Ctx, flags: Vec<FlagInfo>) -> AnyView {
    let counters: Vec<(usize, FlagInfo)> = flags
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, f)| f.kind == FlagKind::Counter)
        .collect();
    let mut views: Vec<AnyView> = flags
        .iter()
        .enumerate()
        .filter_map(|(i, &f)| match f.kind {
            FlagKind::Flag => Some(flag_view(ctx, i, f)),
            FlagKind::Register => Some(register_view(ctx, i, f)),
            FlagKind::Counter => None,
        })
        .collect();
    if !counters.is_empty() {
        views.push(counters_view(ctx, counters));
    }
    views.into_any()
}

/// One mask's strip: its name, its value in hex (`#exec-hex`) and one cell per lane
/// (`#exec-strip`); a click on a lane says which instruction last changed its bit, a double
/// click toggles it; the hex value (a button) asks for a new mask.
fn mask_strip(ctx: Ctx, i: usize, info: MaskInfo) -> AnyView {
    let id = info.name.to_ascii_lowercase();
    let get = move || ctx.with_machine(|m| (m.mask(i), m.changes().mask(i), m.wave_size()));
    view! {
        <div class="mask-row">
            <span class="mask-name" title=info.summary>{info.name}</span>
            <span
                id=format!("{id}-hex")
                class=move || if get().is_some_and(|(_, c, _)| c != 0) { "mask-hex chg" } else { "mask-hex" }
                role="button"
                tabindex="0"
                title=format!("{}: click (or Enter) to set it", info.name)
                on:click=move |_| ask_mask(ctx, i, info)
                on:keydown=move |e| on_activate(&e, || ask_mask(ctx, i, info))
            >
                {move || get().map(|(v, _, _)| render::hex64(v)).unwrap_or_default()}
            </span>
            <div
                class="strip"
                id=format!("{id}-strip")
                data-mask=id
                tabindex="0"
                role="group"
                aria-label=format!("{} lanes: arrow keys pick a lane, Enter or Space toggles it", info.name)
                title="Click a lane: which instruction last changed its bit; double-click: toggle it"
                on:keydown=move |e| strip_key(ctx, i, &e)
                on:click=move |e: web_sys::MouseEvent| {
                    if let Some(lane) = attr_of(&e, "[data-lane]", "data-lane") {
                        ctx.lane_info.set(Some((i, lane)));
                    }
                }
                on:dblclick=move |e: web_sys::MouseEvent| {
                    if let Some(lane) = attr_of(&e, "[data-lane]", "data-lane") {
                        report(ctx.toggle_mask_lane(i, lane));
                    }
                }
                inner_html=move || {
                    let sel = ctx.lane_info.get().filter(|(w, _)| *w == i).map(|(_, l)| l);
                    get().map(|(v, c, lanes)| render::mask_strip(v, c, lanes, sel)).unwrap_or_default()
                }
            ></div>
        </div>
    }
    .into_any()
}

/// The keyboard on a mask strip: the arrows (Home, End) pick a lane (saying what last changed
/// it, as a click does), Enter or Space toggles the picked lane.
fn strip_key(ctx: Ctx, i: usize, e: &web_sys::KeyboardEvent) {
    let lanes = ctx.with_machine_untracked(|m| m.wave_size().min(64)).unwrap_or(0);
    let cur = ctx.lane_info.get_untracked().filter(|(w, _)| *w == i).map(|(_, l)| l);
    let next = match (e.key().as_str(), cur) {
        ("Enter" | " ", Some(lane)) => {
            e.prevent_default();
            report(ctx.toggle_mask_lane(i, lane));
            return;
        }
        ("ArrowRight", Some(l)) => (l + 1).min(lanes.saturating_sub(1)),
        ("ArrowLeft", Some(l)) => l.saturating_sub(1),
        ("ArrowRight" | "ArrowLeft" | "Home" | "Enter" | " ", _) => 0,
        ("End", _) => lanes.saturating_sub(1),
        _ => return,
    };
    e.prevent_default();
    ctx.lane_info.set(Some((i, next)));
}

/// Asks for the new value of lane mask `i` and applies it.
fn ask_mask(ctx: Ctx, i: usize, info: MaskInfo) {
    let msg = format!("New value of {} (0x… hex or an integer)", info.name);
    if let Ok(Some(text)) = window().prompt_with_message(&msg) {
        report(ctx.edit_mask(i, &text));
    }
}

/// What the lane-info line says before a lane is clicked (`Click an EXEC or VCC lane …`).
fn lane_info_hint(masks: &[MaskInfo]) -> String {
    let names: Vec<&str> = masks.iter().filter(|m| m.tracks_writers).map(|m| m.name).collect();
    let article = match names.first().and_then(|n| n.chars().next()) {
        Some('A' | 'E' | 'I' | 'O' | 'U' | 'a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    };
    format!(
        "Click {article} {} lane to see what last changed it; double-click it to toggle it",
        names.join(" or ")
    )
}

/// PC, flags, lane-mask strips and the scalar registers.
#[component]
pub(crate) fn ScalarPanel(ctx: Ctx) -> impl IntoView {
    let pc = move || ctx.with_machine(|m| format!("0x{:08x}", m.pc())).unwrap_or_default();
    let flags = Memo::new(move |_| ctx.with_machine(|m| m.flags().to_vec()).unwrap_or_default());
    let masks = Memo::new(move |_| ctx.with_machine(|m| m.masks().to_vec()).unwrap_or_default());
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
    let open = RwSignal::new(true);
    view! {
        <div class="panel scalar" class:stale=move || ctx.stale() class:collapsed=move || !open.get()>
            <div class="panel-h">
                <Collapse open id="scalar-toggle" what="scalar state" />
                <span class="panel-title">"Scalar state"</span>
                <span class="kv">"pc " <b id="pc">{pc}</b></span>
                {move || flags_view(ctx, flags.get())}
                <a
                    id="export-state"
                    href="#"
                    class="export-state"
                    title="Download the shown wave's registers, masks, flags and the buffers as JSON (the CLI's --dump format)"
                    on:click=move |e| export_state(ctx, &e)
                >
                    "Export state"
                </a>
            </div>
            <div class="masks">
                <div class="mask-row ruler-row">
                    <span class="mask-name"></span>
                    <span class="mask-hex"></span>
                    <div class="ruler">
                        {(0..8).map(|g| view! { <span>{g * 8}</span> }).collect_view()}
                    </div>
                </div>
                {move || masks.get().into_iter().enumerate().map(|(i, info)| mask_strip(ctx, i, info)).collect_view()}
                <div id="lane-info" class="lane-info muted" aria-live="polite">
                    {move || lane_info().unwrap_or_else(|| masks.with(|m| lane_info_hint(m)))}
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
                    let (file, reg) = (attr_of(&e, "[data-file]", "data-file"), cell_register(&e));
                    if let (Some(file), Some(reg)) = (file, reg) {
                        ask_value(ctx, file, reg, 0);
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

/// Points the clicked link `e` at the whole machine state as a JSON data URL
/// ([`lanescope::dump::state_json`]) named after the target and the step count.
fn export_state(ctx: Ctx, e: &web_sys::MouseEvent) {
    let json = ctx.with_machine_untracked(|m| {
        let json = ctx.snippet.with_value(|s| lanescope::dump::state_json(m, s.as_ref()));
        (json, format!("lanescope-{}-step{}.json", m.arch_name(), m.steps()))
    });
    let anchor = e.current_target().and_then(|x| x.dyn_into::<web_sys::Element>().ok());
    match (json, anchor) {
        (Some((json, name)), Some(a)) => {
            let url = format!(
                "data:application/json;charset=utf-8,{}",
                String::from(js_sys::encode_uri_component(&json))
            );
            let _ = a.set_attribute("href", &url);
            let _ = a.set_attribute("download", &name);
        }
        _ => e.prevent_default(),
    }
}

/// The register number of the scalar-register cell event `e` landed in (its `data-<file>`).
fn cell_register(e: &web_sys::MouseEvent) -> Option<usize> {
    let el = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())?
        .closest("[data-file]")
        .ok()
        .flatten()?;
    let names = el.get_attribute_names();
    (0..names.length())
        .filter_map(|i| names.get(i).as_string())
        .find(|n| n.starts_with("data-") && n != "data-file")
        .and_then(|n| el.get_attribute(&n))
        .and_then(|v| v.parse().ok())
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

/// Asks for the new value of lane `lane` of register `reg` of register file `file` and
/// applies it (or says why it cannot).
pub(crate) fn ask_value(ctx: Ctx, file: usize, reg: usize, lane: usize) {
    let Some(info) = ctx
        .with_machine_untracked(|m| m.register_files().get(file).copied())
        .flatten()
    else {
        return;
    };
    let cell = crate::edit::Cell { file, info, reg, lane };
    let lane = if info.is_vector() {
        format!(" lane {lane}")
    } else {
        String::new()
    };
    let msg = format!(
        "New value of {}{lane} (0x… hex, a float such as 1.5, or an integer)",
        cell.name()
    );
    if let Ok(Some(text)) = window().prompt_with_message(&msg) {
        report(ctx.edit_register(cell, &text));
    }
}
