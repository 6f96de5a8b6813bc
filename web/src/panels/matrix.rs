//! The matrix view (gfx950): the instruction picker, the modifier bar and the drawing (the
//! hover link is in [`super::matrix_hover`], the export links in [`super::matrix_export`]).

use lanescope::{ModifierInfo, TokenClass};
use leptos::prelude::*;

use crate::ctx::{Ctx, MatrixTarget};
use crate::panels::collapse::Collapse;
use crate::panels::editor::insert_text;
use crate::panels::matrix_export::MatrixExport;
use crate::panels::matrix_hover::{mark_slot, matrix_key, slot_of_event};
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

/// The view a [`MatrixTarget`] draws (or why it cannot be drawn).
type ViewMemo = Memo<Option<Result<lanescope::MatrixView, String>>>;

/// What the drawn view was computed from: the target, the program instruction's text and the
/// values of every register the view reads. A step that changed none of them keeps the view
/// (no recomputation in wasm, no redraw).
#[derive(Default)]
struct ViewInputs {
    /// The target drawn.
    target: Option<MatrixTarget>,
    /// The text of the program instruction drawn (its operands), if live.
    inst: Option<String>,
    /// (file, register, values) of every register the view reads.
    regs: Vec<(usize, usize, Vec<u32>)>,
}

impl ViewInputs {
    /// Whether `m` still holds what these inputs were read from, for `target` and `inst`.
    fn same(&self, m: &dyn lanescope::Machine, target: &MatrixTarget, inst: &Option<String>) -> bool {
        self.target.as_ref() == Some(target)
            && self.inst == *inst
            && self
                .regs
                .iter()
                .all(|(f, r, vals)| m.register(*f, *r) == vals.as_slice())
    }
}

/// The registers `v` reads (file, register), sorted: its live operands' elements and, when it
/// has notes of its own (the scale form's scales, read from other VGPRs), every vector
/// register the program uses.
fn view_registers(m: &dyn lanescope::Machine, v: &lanescope::MatrixView) -> Vec<(usize, usize)> {
    let files = m.register_files();
    let mut regs = std::collections::BTreeSet::new();
    for op in v.operands.iter().filter(|o| o.live) {
        for e in &op.elements {
            for r in e.reg..=e.reg + u32::from(e.hi) / 32 {
                regs.extend(lanescope::vector_register(files, r as usize));
            }
        }
    }
    if !v.notes.is_empty() && v.operands.iter().any(|o| o.live) {
        for (i, f) in files.iter().enumerate().filter(|(_, f)| f.is_vector()) {
            regs.extend((0..f.used.min(f.count)).map(|r| (i, r)));
        }
    }
    regs.into_iter().collect()
}

/// One evaluation of the view memo: `old` again, unchanged, when `target`, its instruction and
/// the registers it reads are what `inputs` recorded; else the view computed afresh (and
/// `inputs` updated).
fn view_of_step(
    ctx: Ctx,
    target: Option<MatrixTarget>,
    old: Option<Option<Result<lanescope::MatrixView, String>>>,
    inputs: StoredValue<ViewInputs>,
) -> (Option<Result<lanescope::MatrixView, String>>, bool) {
    let Some(t) = target else {
        inputs.set_value(ViewInputs::default());
        return (None, !matches!(old, Some(None)));
    };
    let inst = t.at.and_then(|(pc, _)| {
        ctx.program
            .with_value(|p| p.iter().find(|l| l.pc == pc).map(|l| l.text.clone()))
    });
    let computed = ctx.with_machine(|m| {
        if matches!(old, Some(Some(Ok(_)))) && inputs.with_value(|i| i.same(m, &t, &inst)) {
            return None;
        }
        let v = m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc));
        let regs = v.as_ref().map_or_else(|_| Vec::new(), |v| view_registers(m, v));
        let regs = regs
            .into_iter()
            .map(|(f, r)| (f, r, m.register(f, r).to_vec()))
            .collect();
        inputs.set_value(ViewInputs {
            target: Some(t.clone()),
            inst: inst.clone(),
            regs,
        });
        Some(v)
    });
    match computed {
        Some(None) => (old.flatten(), false),
        Some(Some(v)) => (Some(v), true),
        None => {
            inputs.set_value(ViewInputs::default());
            (None, !matches!(old, Some(None)))
        }
    }
}

/// The matrix view (gfx950): pick a matrix instruction (or click one in the editor), see A, B,
/// C and D with live values, edit the modifiers, export a layout; hovering an element (or
/// moving over them with the arrow keys) marks its register and lane in the lane grid, and the
/// reverse. Shown only when the program has a matrix instruction.
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
    let inputs: StoredValue<ViewInputs> = StoredValue::new(ViewInputs::default());
    let view_of: ViewMemo = Memo::new_owning(move |old| view_of_step(ctx, target.get(), old, inputs));
    // Why "apply to program" could not write the instruction.
    let apply_err: RwSignal<Option<String>> = RwSignal::new(None);
    // Re-mark after every repaint (the drawing and the grid are rebuilt by steps).
    Effect::new(move |_| {
        let slot = ctx.hover_slot.get();
        ctx.epoch.track();
        view_of.track();
        request_animation_frame(move || mark_slot(slot));
    });
    let open = RwSignal::new(true);
    view! {
        <Show when=available>
            <div id="matrix" class="panel matrix" class:stale=move || ctx.stale() class:collapsed=move || !open.get()>
                <div class="panel-h">
                    <Collapse open id="matrix-toggle" what="matrix view" />
                    <span class="panel-title">"Matrix"</span>
                    <MatrixPicker ctx target />
                    <ModifierBar ctx target view_of apply_err />
                    <MatrixExport ctx target view_of />
                </div>
                <MatrixDrawing ctx view_of apply_err />
            </div>
        </Show>
    }
}

/// The picker of the instruction to draw: the program's matrix instructions, then every one
/// of the architecture.
#[component]
fn MatrixPicker(ctx: Ctx, target: Memo<Option<MatrixTarget>>) -> impl IntoView {
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
    // `<option>`s of (value, text), the one with value `cur` selected.
    let choices = |list: Vec<(String, String)>, cur: &str| {
        list.into_iter()
            .map(|(k, text)| {
                let sel = k == cur;
                view! { <option value=k selected=sel>{text}</option> }
            })
            .collect_view()
    };
    view! {
        <select
            id="matrix-pick"
            aria-label="Matrix instruction"
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
    }
}

/// One number input per modifier the machine describes (`#matrix-cbsz` …), "apply to
/// program" and "as written".
#[component]
fn ModifierBar(
    ctx: Ctx,
    target: Memo<Option<MatrixTarget>>,
    view_of: ViewMemo,
    apply_err: RwSignal<Option<String>>,
) -> impl IntoView {
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
    }
}

/// The errors, the summary and the drawing of A, B, C and D; focusable, the arrow keys move
/// over the elements (see [`matrix_key`]).
#[component]
fn MatrixDrawing(ctx: Ctx, view_of: ViewMemo, apply_err: RwSignal<Option<String>>) -> impl IntoView {
    let node: NodeRef<leptos::html::Div> = NodeRef::new();
    // What the drawing shows, so a step redraws only the changed cells.
    let shown: StoredValue<Option<Shown>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        view_of.with(|v| match v {
            Some(Ok(v)) => {
                // Untracked: the memo above decides when the drawing changes.
                ctx.with_machine_untracked(|m| redraw(&el, m, v, shown));
            }
            _ => {
                el.set_inner_html("");
                shown.set_value(None);
            }
        });
    });
    let error = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().err().cloned()));
    let summary = move || view_of.with(|v| v.as_ref().and_then(|r| r.as_ref().ok().map(|v| v.summary.clone())));
    let cursor_text = RwSignal::new(String::new());
    view! {
        <div class="mx-wrap">
            {move || error().map(|e| view! { <div id="matrix-error" class="mx-err">{e}</div> })}
            {move || apply_err.get().map(|e| view! { <div id="matrix-apply-error" class="mx-err">{e}</div> })}
            {move || summary().map(summary_box)}
            <div id="matrix-cursor" class="mx-note" aria-live="polite" class:hidden=move || cursor_text.with(String::is_empty)>
                {cursor_text}
            </div>
            <div
                id="matrix-view"
                tabindex="0"
                role="region"
                aria-label="Matrix elements: arrow keys move over them and mark their register and lane"
                node_ref=node
                on:mouseover=move |e: web_sys::MouseEvent| {
                    let slot = slot_of_event(&e, "td[data-regs]", "data-regs", true);
                    if slot != ctx.hover_slot.get_untracked() {
                        ctx.hover_slot.set(slot);
                    }
                }
                on:mouseleave=move |_| ctx.hover_slot.set(None)
                on:keydown=move |e| matrix_key(ctx, &e, cursor_text)
            ></div>
        </div>
    }
}

/// Name, shape and passes on one line, the rest of summary `s` on demand; where the sources
/// disagree on this layout, the other reading stays visible under it.
fn summary_box(s: String) -> impl IntoView {
    let head = s.lines().take(3).collect::<Vec<_>>().join(" · ");
    let other = s
        .lines()
        .find(|l| l.starts_with(lanescope::MATRIX_DISAGREE))
        .map(|l| view! { <div id="matrix-disagree" class="mx-note mx-disagree">{l.to_string()}</div> });
    view! {
        <details class="mx-summary-box">
            <summary>{head}</summary>
            <pre id="matrix-summary" class="mx-summary">{s.clone()}</pre>
        </details>
        {other}
    }
}

/// The view drawn into the matrix view's element and its `<td>`s (document order).
struct Shown {
    /// The view drawn.
    view: lanescope::MatrixView,
    /// Every `<td>` of its tables, as [`render::matrix_changes`] numbers them.
    tds: web_sys::NodeList,
}

/// Draws `v` into `el`: with a view of the same layout drawn only the cells whose title or
/// value changed are rewritten (the DOM of a large MFMA layout stays), else the whole drawing.
fn redraw(
    el: &web_sys::Element,
    m: &dyn lanescope::Machine,
    v: &lanescope::MatrixView,
    shown: StoredValue<Option<Shown>, LocalStorage>,
) {
    let patched = shown.with_value(|s| {
        let s = s.as_ref()?;
        let changes = render::matrix_changes(m, &s.view, v)?;
        patch_cells(&s.tds, &changes).then_some(())
    });
    let tds = match (patched, shown.try_update_value(Option::take).flatten()) {
        (Some(()), Some(old)) => old.tds,
        _ => {
            el.set_inner_html(&render::matrix_view(m, v));
            match el.query_selector_all("table.mx td") {
                Ok(tds) => tds,
                Err(_) => return,
            }
        }
    };
    shown.set_value(Some(Shown { view: v.clone(), tds }));
}

/// Rewrites the `<td>`s of `tds` that `changes` names; false when one is missing (the
/// drawing is then redone whole).
fn patch_cells(tds: &web_sys::NodeList, changes: &[(usize, render::MatrixCell)]) -> bool {
    use wasm_bindgen::JsCast;
    for (i, cell) in changes {
        let Some(td) = tds.item(*i as u32).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else {
            return false;
        };
        let _ = td.set_attribute("title", &cell.title);
        set_body(&td, &cell.body);
    }
    true
}

/// Sets the content of cell `td` to the HTML `body`: plain text (a value) without the HTML
/// parser (a step changes hundreds of cells).
fn set_body(td: &web_sys::Element, body: &str) {
    if body.contains(['<', '&']) {
        td.set_inner_html(body);
    } else {
        crate::panels::set_text(td, body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope::Target;

    fn machine(source: &str) -> Box<dyn lanescope::Rewind> {
        let target = Target::from_name("gfx950").expect("target");
        let snippet = lanescope::Snippet::new(target, source);
        target.build(&snippet, source).expect("builds")
    }

    const GEMM: &str =
        "v_mov_b32 v40, 1.0\nv_mov_b32 v0, 1.0\nv_mfma_f32_32x32x8_f16 v[4:19], v[0:1], v[2:3], 0\ns_endpgm\n";

    fn target(m: &dyn lanescope::Machine) -> MatrixTarget {
        let op = m.matrix_ops().into_iter().next().expect("an MFMA");
        MatrixTarget {
            key: format!("pc:{}", op.pc),
            name: op.name.clone(),
            at: Some((op.pc, op.line)),
            mods: op.mods.clone(),
            own_mods: op.mods,
        }
    }

    #[test]
    fn the_view_reads_its_operands_registers_only() {
        let m = machine(GEMM);
        let t = target(m.as_ref());
        let v = m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc)).expect("view");
        let regs = view_registers(m.as_ref(), &v);
        // A v[0:1], B v[2:3], D v[4:19]; C is an inline constant; v40 is not read.
        let want: Vec<(usize, usize)> = (0..20).map(|r| (0, r)).collect();
        assert_eq!(regs, want);
    }

    #[test]
    fn inputs_hold_until_a_shown_register_or_the_target_changes() {
        let mut m = machine(GEMM);
        let t = target(m.as_ref());
        let v = m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc)).expect("view");
        let regs = view_registers(m.as_ref(), &v)
            .into_iter()
            .map(|(f, r)| (f, r, m.register(f, r).to_vec()))
            .collect();
        let inst = Some("v_mfma".to_string());
        let inputs = ViewInputs {
            target: Some(t.clone()),
            inst: inst.clone(),
            regs,
        };
        assert!(inputs.same(m.as_ref(), &t, &inst));
        m.step(); // v40: not shown
        assert!(inputs.same(m.as_ref(), &t, &inst));
        assert!(!inputs.same(m.as_ref(), &t, &Some("other".to_string())));
        let mut other = t.clone();
        other.key.push('x');
        assert!(!inputs.same(m.as_ref(), &other, &inst));
        m.step(); // v0: A
        assert!(!inputs.same(m.as_ref(), &t, &inst));
    }

    #[test]
    fn a_step_redraws_only_the_cells_whose_element_changed() {
        let mut m = machine(GEMM);
        let t = target(m.as_ref());
        let view = |m: &dyn lanescope::Machine| m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc)).expect("view");
        let before = view(m.as_ref());
        m.step(); // v40: not shown
        let changes = render::matrix_changes(m.as_ref(), &before, &view(m.as_ref())).expect("same layout");
        assert!(changes.is_empty());
        m.step(); // v0: lane id -> 1.0 (0x3f800000): its high f16 in every lane, its low one but in lane 0
        let changes = render::matrix_changes(m.as_ref(), &before, &view(m.as_ref())).expect("same layout");
        assert_eq!(changes.len(), 64 + 63);
        let a = before.operands.first().expect("A");
        for (td, cell) in &changes {
            // A is drawn first: its cell [0][i][j] is <td> number i * cols + j.
            let at = cell.title.strip_prefix("A[0][").expect("an element of A");
            let (i, rest) = at.split_once("][").expect("row");
            let j: u32 = rest.split(']').next().and_then(|j| j.parse().ok()).expect("column");
            assert_eq!(*td as u32, i.parse::<u32>().expect("row") * a.cols + j);
            assert!(cell.title.contains(&format!(" = {} · v0 lane ", cell.body)), "{cell:?}");
            assert!(["0", "1.875"].contains(&cell.body.as_str()), "{cell:?}");
        }
    }

    #[test]
    fn another_layout_is_drawn_again_whole() {
        let m = machine(GEMM);
        let t = target(m.as_ref());
        let v = m.matrix_view(&t.name, &t.mods, t.at.map(|(pc, _)| pc)).expect("view");
        let other = m.matrix_view("v_mfma_f32_16x16x16_f16", &t.mods, None).expect("view");
        assert!(render::matrix_changes(m.as_ref(), &v, &other).is_none());
        let free = m.matrix_view(&t.name, &t.mods, None).expect("view");
        assert!(render::matrix_changes(m.as_ref(), &v, &free).is_none());
        assert_eq!(render::matrix_changes(m.as_ref(), &v, &v), Some(Vec::new()));
    }
}
