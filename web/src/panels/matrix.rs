//! The matrix view (gfx950) and the hover link between it and the lane grid.

use lanescope::{MatrixPart, ModifierInfo, TokenClass};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::{Ctx, HoverSlot};
use crate::panels::editor::insert_text;
use crate::render;

/// Replaces the instruction on source line `line` (1-based; from its mnemonic to a trailing
/// comment, which stays) by `text`, as if typed: undo works and the program re-assembles.
pub(crate) fn replace_instruction(ctx: Ctx, line: usize, text: &str) {
    let source = ctx.source.get_untracked();
    let Some(l) = line.checked_sub(1).and_then(|n| source.split('\n').nth(n)) else {
        return;
    };
    let toks = ctx.target.get_untracked().highlight(l);
    let Some(start) = toks.iter().find(|t| t.2 == TokenClass::Mnemonic).map(|t| t.0) else {
        return;
    };
    let comment = toks
        .iter()
        .find(|t| t.2 == TokenClass::Comment)
        .map_or(l.len(), |t| t.0);
    let end = start + l[start..comment.max(start)].trim_end().len();
    let before: usize = source
        .split('\n')
        .take(line - 1)
        .map(|x| x.encode_utf16().count() + 1)
        .sum();
    let at = |byte: usize| (before + l[..byte].encode_utf16().count()) as u32;
    let Some(area) = ctx.source_ref.get_untracked() else {
        return;
    };
    let _ = area.focus();
    let _ = area.set_selection_range(at(start), at(end));
    insert_text(text);
    if area.value() == source {
        // No execCommand: set the text directly.
        let mut lines: Vec<String> = source.split('\n').map(str::to_string).collect();
        lines[line - 1] = format!("{}{text}{}", &l[..start], &l[end..]);
        let new = lines.join("\n");
        area.set_value(&new);
        ctx.edit(new);
    }
}

/// Removes the hover marks and marks the lane-grid cells and the matrix elements of `slot`;
/// the side the pointer is not on scrolls to show its first mark.
pub(crate) fn mark_slot(slot: Option<HoverSlot>) {
    let doc = document();
    if let Ok(old) = doc.query_selector_all(".mx-hl") {
        for i in 0..old.length() {
            if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.class_list().remove_1("mx-hl");
            }
        }
    }
    let Some(HoverSlot {
        regs,
        lane,
        from_matrix,
    }) = slot
    else {
        return;
    };
    let each = |f: &dyn Fn(u32) -> String| (regs.0..=regs.1).map(f).collect::<Vec<_>>().join(", ");
    let grid = each(&|r| format!("#vgpr-grid td[data-reg=\"{r}\"][data-lane=\"{lane}\"]"));
    let matrix = each(&|r| format!("#matrix-view td[data-lane=\"{lane}\"][data-regs~=\"{r}\"]"));
    let mut first_other = None;
    for (sel, other) in [(grid, from_matrix), (matrix, !from_matrix)] {
        if let Ok(list) = doc.query_selector_all(&sel) {
            for i in 0..list.length() {
                if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    let _ = el.class_list().add_1("mx-hl");
                    if other && first_other.is_none() {
                        first_other = Some(el);
                    }
                }
            }
        }
    }
    // Scroll the other side's scroller (not the page) so that its first mark is visible.
    if let Some(el) = first_other {
        let scroller = el.closest(".grid-wrap, .mx-wrap").ok().flatten();
        if let Some(sc) = scroller {
            let (c, r) = (el.get_bounding_client_rect(), sc.get_bounding_client_rect());
            if c.top() < r.top() + 24.0 || c.bottom() > r.bottom() {
                sc.set_scroll_top(sc.scroll_top() + (c.top() - r.top() - r.height() / 2.0) as i32);
            }
            if c.left() < r.left() + 40.0 || c.right() > r.right() {
                sc.set_scroll_left(sc.scroll_left() + (c.left() - r.left() - r.width() / 2.0) as i32);
            }
        }
    }
}

/// The register slot named by the `data-*` attributes of the cell under a pointer event:
/// `attr` (`data-regs`, a list, or `data-reg`) and `data-lane`.
pub(crate) fn slot_of_event(e: &web_sys::MouseEvent, cell: &str, attr: &str, from_matrix: bool) -> Option<HoverSlot> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?.closest(cell).ok()??;
    let regs: Vec<u32> = el
        .get_attribute(attr)?
        .split(' ')
        .filter_map(|r| r.parse().ok())
        .collect();
    let lane = el.get_attribute("data-lane")?.parse().ok()?;
    Some(HoverSlot {
        regs: (*regs.iter().min()?, *regs.iter().max()?),
        lane,
        from_matrix,
    })
}

/// The matrix view (gfx950): pick a matrix instruction (or click one in the editor), see A, B,
/// C and D with live values, edit the modifiers, export a layout; hovering an element marks
/// its register and lane in the lane grid, and the reverse.
#[component]
pub(crate) fn MatrixPanel(ctx: Ctx) -> impl IntoView {
    let available = move || ctx.with_machine(|m| !m.matrix_ops().is_empty()).unwrap_or(false);
    // A click (or caret move) onto a line holding a matrix instruction picks it.
    Effect::new(move |_| {
        if let Some(line) = ctx.caret_line.get() {
            let pc = ctx
                .with_machine_untracked(|m| m.matrix_ops().into_iter().find(|o| o.line as usize == line))
                .flatten()
                .map(|o| o.pc);
            if let Some(pc) = pc {
                ctx.matrix_pick.set(Some(format!("pc:{pc}")));
            }
        }
    });
    let target = Memo::new(move |_| ctx.matrix_target());
    // `<option>`s of (value, text), the one with value `cur` selected.
    let choices = |list: Vec<(String, String)>, cur: &str| {
        list.into_iter()
            .map(|(k, text)| {
                let sel = k == cur;
                view! { <option value=k selected=sel>{text}</option> }
            })
            .collect_view()
    };
    // Why "apply to program" could not write the instruction.
    let apply_err: RwSignal<Option<String>> = RwSignal::new(None);
    // (value, text) of the picker's options: the program's matrix instructions, then all.
    let options = Memo::new(move |_| {
        ctx.with_machine(|m| {
            let ops: Vec<(String, String)> = m
                .matrix_ops()
                .into_iter()
                .map(|o| {
                    let text = ctx.program.with_value(|p| {
                        p.iter()
                            .find(|l| l.pc == o.pc)
                            .map_or_else(|| o.name.clone(), |l| l.text.clone())
                    });
                    (format!("pc:{}", o.pc), format!("line {}: {text}", o.line))
                })
                .collect();
            let all: Vec<(String, String)> = m
                .matrix_instructions()
                .into_iter()
                .map(|n| (format!("name:{n}"), n.to_string()))
                .collect();
            (ops, all)
        })
        .unwrap_or_default()
    });
    let view_of = Memo::new(move |_| {
        let t = target.get()?;
        ctx.with_machine(|m| m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc)))
    });
    let drawing = move || {
        view_of.with(|v| match v {
            Some(Ok(v)) => ctx.with_machine(|m| render::matrix_view(m, v)).unwrap_or_default(),
            _ => String::new(),
        })
    };
    let error = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().err().cloned()));
    let summary = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().ok().map(|v| v.summary.clone())));
    let parts = move || {
        view_of.with(|v| match v {
            Some(Ok(v)) => v.operands.iter().map(|o| o.part).collect::<Vec<_>>(),
            _ => Vec::new(),
        })
    };
    let set_mod = move |which: &'static str, text: String| {
        let Some(t) = target.get_untracked() else {
            return;
        };
        let Ok(v) = text.trim().parse::<u32>() else {
            return;
        };
        let m = t.mods.with(which, v);
        ctx.matrix_mods.set(Some((t.key, m)));
        apply_err.set(None);
    };
    let export = move |part: MatrixPart, markdown: bool, e: web_sys::MouseEvent| {
        let table = target.get_untracked().and_then(|t| {
            ctx.with_machine_untracked(|m| m.matrix_layout_table(&t.name, &t.mods, part, markdown))
                .map(|r| (t, r))
        });
        let anchor = e.current_target().and_then(|x| x.dyn_into::<web_sys::Element>().ok());
        match (table, anchor) {
            (Some((t, Ok(text))), Some(a)) => {
                let (mime, ext) = if markdown {
                    ("text/markdown", "md")
                } else {
                    ("text/csv", "csv")
                };
                let url = format!(
                    "data:{mime};charset=utf-8,{}",
                    String::from(js_sys::encode_uri_component(&text))
                );
                let _ = a.set_attribute("href", &url);
                let _ = a.set_attribute("download", &format!("{}_{}.{ext}", t.name, part.name()));
            }
            _ => e.prevent_default(),
        }
    };
    // "apply to program": the program's instruction, edited modifiers that differ from its own.
    let can_apply = move || {
        target.get().is_some_and(|t| t.at.is_some() && t.mods != t.own_mods) && matches!(view_of.get(), Some(Ok(_)))
    };
    let apply = move || {
        let Some((t, (pc, line))) = target.get_untracked().and_then(|t| t.at.map(|at| (t, at))) else {
            return;
        };
        match ctx.with_machine_untracked(|m| m.matrix_instruction_text(pc, &t.mods)) {
            Some(Ok(text)) => {
                apply_err.set(None);
                ctx.matrix_mods.set(None);
                replace_instruction(ctx, line as usize, &text);
            }
            Some(Err(e)) => apply_err.set(Some(e)),
            None => {}
        }
    };
    // A link that downloads operand `part`'s layout table (its data URL is made on click).
    let export_link = move |part: MatrixPart, markdown: bool| {
        let (class, what, label) = if markdown {
            ("mx-md", "a Markdown table", "md")
        } else {
            ("mx-csv", "CSV (block,i,j,reg,lane,lo,hi)", "csv")
        };
        view! {
            <a
                href="#"
                class=class
                data-part=part.name()
                title=format!("Layout of {} as {what}", part.name())
                on:click=move |e| export(part, markdown, e)
            >
                {label}
            </a>
        }
    };
    // Re-mark after every repaint (the drawing and the grid are rebuilt by steps).
    Effect::new(move |_| {
        let slot = ctx.hover_slot.get();
        ctx.epoch.track();
        view_of.track();
        request_animation_frame(move || mark_slot(slot));
    });
    // One number input per modifier the machine describes (`#matrix-cbsz` …).
    let mod_input = move |info: ModifierInfo| {
        view! {
            <label class="mx-mod" title=format!("{}: {}", info.name, info.meaning)>
                <span>{info.name}</span>
                <input
                    id=format!("matrix-{}", info.name.to_ascii_lowercase())
                    type="number"
                    min="0"
                    max=info.max.to_string()
                    prop:value=move || target.get().map(|t| t.mods.get(info.name).to_string()).unwrap_or_default()
                    on:change=move |e| set_mod(info.name, event_target_value(&e))
                />
            </label>
        }
    };
    let modifiers = Memo::new(move |_| ctx.with_machine(|m| m.matrix_modifiers()).unwrap_or_default());
    view! {
        <Show when=available>
            <div id="matrix" class="panel matrix" class:stale=move || ctx.stale()>
                <div class="panel-h">
                    <span class="panel-title">"Matrix"</span>
                    <select
                        id="matrix-pick"
                        title="The matrix instruction to draw: one of the program (live values) or any"
                        on:change=move |e| {
                            ctx.matrix_pick.set(Some(event_target_value(&e)));
                        }
                    >
                        {move || {
                            let cur = target.get().map(|t| t.key).unwrap_or_default();
                            let (ops, all) = options.get();
                            let none = cur.is_empty();
                            view! {
                                <option value="" selected=none disabled>
                                    "pick a matrix instruction…"
                                </option>
                                <optgroup label="In the program">{choices(ops, &cur)}</optgroup>
                                <optgroup label="Every gfx950 matrix instruction">{choices(all, &cur)}</optgroup>
                            }
                        }}
                    </select>
                    {move || modifiers.get().iter().map(|&i| mod_input(i)).collect_view()}
                    <button
                        id="matrix-apply"
                        class="small"
                        title="Write these modifiers into the instruction in the editor"
                        disabled=move || !can_apply()
                        on:click=move |_| apply()
                    >
                        "apply to program"
                    </button>
                    <button
                        id="matrix-mods-reset"
                        class="small"
                        title="Back to the instruction's own modifiers"
                        on:click=move |_| ctx.matrix_mods.set(None)
                    >
                        "as written"
                    </button>
                    <span class="mx-export">
                        {move || {
                            parts()
                                .into_iter()
                                .map(|p| {
                                    view! {
                                        <span class="mx-x">
                                            {p.name()}
                                            {export_link(p, false)}
                                            {export_link(p, true)}
                                        </span>
                                    }
                                })
                                .collect_view()
                        }}
                    </span>
                </div>
                <div class="mx-wrap">
                    {move || error().map(|e| view! { <div id="matrix-error" class="mx-err">{e}</div> })}
                    {move || {
                        apply_err.get().map(|e| view! { <div id="matrix-apply-error" class="mx-err">{e}</div> })
                    }}
                    {move || {
                        summary()
                            .map(|s| {
                                // Name, shape and passes on the line; the rest on demand.
                                let head = s.lines().take(3).collect::<Vec<_>>().join(" · ");
                                // Where the sources disagree on this layout, the other reading
                                // stays visible under the summary.
                                let other = s.lines().find(|l| l.starts_with(lanescope::MATRIX_DISAGREE)).map(|l| {
                                    view! { <div id="matrix-disagree" class="mx-note mx-disagree">{l.to_string()}</div> }
                                });
                                view! {
                                    <details class="mx-summary-box">
                                        <summary>{head}</summary>
                                        <pre id="matrix-summary" class="mx-summary">{s.clone()}</pre>
                                    </details>
                                    {other}
                                }
                            })
                    }}
                    <div
                        id="matrix-view"
                        inner_html=drawing
                        on:mouseover=move |e: web_sys::MouseEvent| {
                            let slot = slot_of_event(&e, "td[data-regs]", "data-regs", true);
                            if slot != ctx.hover_slot.get_untracked() {
                                ctx.hover_slot.set(slot);
                            }
                        }
                        on:mouseleave=move |_| ctx.hover_slot.set(None)
                    ></div>
                </div>
            </div>
        </Show>
    }
}
