//! The views shown on demand: LDS banks, lane movement and the snippet's buffers.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::render;

/// The views that appear when they have something to show: the LDS words, the LDS banks of
/// the last ds_* access, the last cross-lane movement, and the snippet's buffers.
#[component]
pub(crate) fn ExtraViews(ctx: Ctx) -> impl IntoView {
    view! {
        <div class="extra" class:stale=move || ctx.stale()>
            <LdsWords ctx />
            <LdsBanks ctx />
            <LaneMoves ctx />
            <Buffers ctx />
        </div>
    }
}

/// One titled view: `title` and what else `head` says in its header, then `body`.
fn xview(id: &'static str, title: &'static str, head: impl IntoView, body: impl IntoView) -> impl IntoView {
    view! {
        <div id=id class="xview">
            <div class="panel-h">
                <span class="panel-title">{title}</span>
                {head}
            </div>
            {body}
        </div>
    }
}

/// The running workgroup's LDS words (when the program uses LDS), editable.
#[component]
fn LdsWords(ctx: Ctx) -> impl IntoView {
    let from = RwSignal::new(0usize);
    let words = move || {
        ctx.with_machine(|m| {
            let uses = ctx.source.with(|s| uses_lds(s));
            (m.lds_words() > 0 && uses).then(|| render::lds_words(m, from.get(), LDS_PAGE_WORDS))
        })
        .flatten()
    };
    move || words().map(|html| lds_words_view(ctx, from, html))
}

/// The LDS banks of the last ds_* access. An access without lanes (ds_swizzle, ds_permute:
/// no LDS memory touched) has nothing to show.
#[component]
fn LdsBanks(ctx: Ctx) -> impl IntoView {
    let lds = move || {
        ctx.with_machine(|m| {
            m.lds_access()
                .filter(|i| !i.lanes.is_empty())
                .map(|i| render::lds_view(&i))
        })
        .flatten()
    };
    move || {
        lds().map(|html| {
            let body = view! { <div class="lds-wrap" inner_html=html></div> };
            xview("lds-view", "LDS banks · last ds_* access", (), body)
        })
    }
}

/// The last cross-lane movement: the instruction, source lanes over destination lanes.
#[component]
fn LaneMoves(ctx: Ctx) -> impl IntoView {
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
    move || {
        moves().map(|(what, html)| {
            let head = view! {
                <span id="lane-moves-title" class="doc-mn">{what}</span>
                <span class="muted">"source lanes (top) → destination lanes (bottom)"</span>
            };
            xview(
                "lane-moves",
                "Lane movement",
                head,
                view! { <div class="moves-wrap" inner_html=html></div> },
            )
        })
    }
}

/// The snippet's buffers; a click (or Enter on the keyboard cursor) changes an element.
#[component]
fn Buffers(ctx: Ctx) -> impl IntoView {
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
    move || {
        buffers().map(|html| {
            let cells = EditableCells {
                view: "#buffers",
                cells: ".bc[data-index]",
                label: "Buffer elements: arrow keys move, Enter changes the element",
                ask: ask_element,
            };
            let body = cells.body(ctx, "bufs", html);
            xview(
                "buffers",
                "Buffers",
                view! { <span class="muted">"click an element to change it"</span> },
                body,
            )
        })
    }
}

/// The element matching `selector` a click landed on (or inside).
fn clicked(e: &web_sys::MouseEvent, selector: &str) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    e.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(selector)
        .ok()
        .flatten()
}

/// The keyboard on a view of editable cells (`cells` inside `view`): the arrow keys move a
/// cursor (`.kbd`) over the cells, Enter asks for the marked cell's new value with `ask`.
fn cursor_key(e: &web_sys::KeyboardEvent, view: &str, cells: &str, ask: impl FnOnce(&web_sys::Element)) {
    let cur = document().query_selector(&format!("{view} .kbd")).ok().flatten();
    let next = match (e.key().as_str(), &cur) {
        ("Enter", Some(c)) => {
            e.prevent_default();
            ask(c);
            return;
        }
        ("ArrowRight" | "ArrowDown", Some(c)) => c.next_element_sibling(),
        ("ArrowLeft" | "ArrowUp", Some(c)) => c.previous_element_sibling(),
        ("ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home", _) => {
            document().query_selector(&format!("{view} {cells}")).ok().flatten()
        }
        _ => return,
    };
    e.prevent_default();
    if let Some(next) = next.filter(|n| n.matches(cells).unwrap_or(false)) {
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
    let msg = format!("New value of {name}[{index}] (an integer, a float or 0x… hex)");
    let result = match window().prompt_with_message(&msg) {
        Ok(Some(text)) => edit_buffer(ctx, &name, index, &text),
        _ => Ok(()),
    };
    if let Err(why) = result {
        let _ = window().alert_with_message(&why);
    }
}

/// Sets element `index` of buffer `name` to `text`: before the first step in the launch & data
/// text (so a share link carries it), during a run in the machine's memory.
fn edit_buffer(ctx: Ctx, name: &str, index: usize, text: &str) -> Result<(), String> {
    if ctx.with_machine_untracked(|m| m.steps()) != Some(0) {
        return edit_buffer_live(ctx, name, index, text);
    }
    let bytes = ctx
        .with_machine_untracked(|m| m.buffer(name).map(<[u8]>::to_vec))
        .flatten()
        .ok_or_else(|| format!("no buffer '{name}'"))?;
    ctx.edit_snippet(|snippet| crate::edit::set_buffer_element(snippet, name, &bytes, index, text))
}

/// Sets element `index` of buffer `name` of the running machine to `text`.
fn edit_buffer_live(ctx: Ctx, name: &str, index: usize, text: &str) -> Result<(), String> {
    let ty = ctx
        .snippet
        .with_value(|s| s.as_ref().and_then(|s| s.buffer(name)).map(|b| b.ty))
        .ok_or_else(|| format!("no buffer '{name}'"))?;
    let bytes = ty.encode(&crate::edit::parse_element(ty, text)?)?;
    let at = index.checked_mul(ty.size()).ok_or("no such element")?;
    ctx.edit_live(|m| m.set_buffer_bytes(name, at, &bytes))
}

/// Whether `source` has an LDS instruction: GCN's `ds_*`, R700's `TEX_MEM` (its LDS reads
/// and writes sit in TEX clauses).
fn uses_lds(source: &str) -> bool {
    let s = source.to_ascii_lowercase();
    s.contains("ds_") || s.contains("tex_mem")
}

/// LDS words the LDS word view shows at once.
const LDS_PAGE_WORDS: usize = 256;

/// The LDS word view: a page of words from the address in `from`, each editable.
fn lds_words_view(ctx: Ctx, from: RwSignal<usize>, html: String) -> impl IntoView {
    let set_from = move |e: web_sys::Event| {
        let text = event_target_value(&e);
        if let Some(i) = lanescope::init::lds_word_index(&text) {
            from.set(i);
        }
    };
    let head = view! {
        <label class="muted">
            "from "
            <input
                id="lds-from"
                class="lds-from"
                type="text"
                size="7"
                value=move || format!("0x{:x}", from.get() * 4)
                aria-label="First LDS byte address shown (a multiple of 4)"
                on:change=set_from
            />
        </label>
        <span class="muted">
            {move || {
                let banks = ctx.with_machine(|m| m.lds_banks()).unwrap_or(32);
                format!("the running workgroup's words by address (bank = word mod {banks}); click one to change it")
            }}
        </span>
    };
    let cells = EditableCells {
        view: "#lds-words",
        cells: ".lw[data-word]",
        label: "LDS words: arrow keys move, Enter changes the word",
        ask: ask_lds_word,
    };
    xview("lds-words", "LDS", head, cells.body(ctx, "ldsw-wrap", html))
}

/// A view's body of editable cells.
struct EditableCells {
    /// The view's selector.
    view: &'static str,
    /// The cells' selector.
    cells: &'static str,
    /// The body's accessible name.
    label: &'static str,
    /// Asks for a cell's new value and sets it.
    ask: fn(Ctx, &web_sys::Element),
}

impl EditableCells {
    /// The body of class `class` holding `html`: a click on a cell, or Enter on the keyboard
    /// cursor (the arrow keys move it, see [`cursor_key`]), asks for the cell's new value.
    fn body(self, ctx: Ctx, class: &'static str, html: String) -> impl IntoView {
        let Self {
            view,
            cells,
            label,
            ask,
        } = self;
        view! {
            <div
                class=class
                inner_html=html
                tabindex="0"
                role="group"
                aria-label=label
                on:click=move |e: web_sys::MouseEvent| {
                    if let Some(cell) = clicked(&e, cells) {
                        ask(ctx, &cell);
                    }
                }
                on:keydown=move |e| cursor_key(&e, view, cells, |c| ask(ctx, c))
            ></div>
        }
    }
}

/// Asks for the new value of LDS word `cell` and sets it (or says why it cannot).
fn ask_lds_word(ctx: Ctx, cell: &web_sys::Element) {
    let Some(i) = cell.get_attribute("data-word").and_then(|i| i.parse::<usize>().ok()) else {
        return;
    };
    let msg = format!(
        "New value of the LDS word at 0x{:x} (0x… hex, a float or an integer)",
        i * 4
    );
    let result = match window().prompt_with_message(&msg) {
        Ok(Some(text)) => edit_lds_word(ctx, i, &text),
        _ => Ok(()),
    };
    if let Err(why) = result {
        let _ = window().alert_with_message(&why);
    }
}

/// Sets LDS word `i` to `text`: before the first step in the snippet's `[init.lds]` (so a share
/// link carries it), during a run in the machine.
fn edit_lds_word(ctx: Ctx, i: usize, text: &str) -> Result<(), String> {
    let value = crate::edit::parse_value(text).ok_or_else(|| {
        format!(
            "'{}' is not a 32-bit value (0x… hex, a float or an integer)",
            text.trim()
        )
    })?;
    if ctx.with_machine_untracked(|m| m.steps()) != Some(0) {
        return ctx.edit_live(|m| m.set_lds_word(i, value));
    }
    ctx.edit_initial(|_, init| crate::edit::set_initial_lds(init, i, value))
}
