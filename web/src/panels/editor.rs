//! The source editor: highlighted text under a transparent textarea, gutter and diagnostics.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::{line_of_utf16_offset, mnemonic_on_line, Ctx, LINE_HEIGHT_PX, PAD_Y_PX};
use crate::render;

/// Source editor: a transparent textarea over a highlighted `<pre>`, a gutter, line markers
/// and the diagnostics right under their lines.
#[component]
pub(crate) fn Editor(ctx: Ctx, initial_source: String) -> impl IntoView {
    let lines = Memo::new(move |_| ctx.source.with(|s| render::line_count(s)));
    let current = marked_line(ctx, |m| m.current_line());
    let last = marked_line(ctx, |m| m.last_line());
    let scroller: NodeRef<leptos::html::Div> = NodeRef::new();
    let hl: NodeRef<leptos::html::Pre> = NodeRef::new();
    let diags: NodeRef<leptos::html::Div> = NodeRef::new();
    follow_wrapping(ctx, hl, diags);
    view! {
        <div class="editor-scroll" node_ref=scroller>
            <div class="editor">
                <Gutter ctx lines current last />
                <div class="code">
                    <LineBar ctx class="line-bar last" line=last />
                    <LineBar ctx class="line-bar cur" line=current />
                    <pre
                        class="hl"
                        node_ref=hl
                        aria-hidden="true"
                        inner_html=move || {
                            ctx.source.with(|s| render::highlighted_source(ctx.target.get(), s))
                        }
                    ></pre>
                    <SourceArea ctx initial_source scroller />
                    <Diagnostics ctx diags />
                </div>
            </div>
        </div>
    }
}

/// The line `read` names in the machine (the next or the last executed); none while the
/// source has errors (the machine is from an older text).
fn marked_line(ctx: Ctx, read: fn(&dyn lanescope::Machine) -> Option<u32>) -> Memo<Option<u32>> {
    Memo::new(move |_| (!ctx.stale()).then(|| ctx.with_machine(read).flatten()).flatten())
}

/// Measures the wrapped rows of the highlighted copy `hl` after every edit and resize, and
/// puts the error underlines of `diags` under their characters again.
fn follow_wrapping(ctx: Ctx, hl: NodeRef<leptos::html::Pre>, diags: NodeRef<leptos::html::Div>) {
    let rows = ctx.line_rows;
    Effect::new(move |_| {
        ctx.source.track();
        ctx.target.track();
        request_animation_frame(move || measure_rows(hl, rows));
    });
    // The marks follow the wrapped rows (after the overlay's own update).
    Effect::new(move |_| {
        ctx.diags.track();
        rows.track();
        request_animation_frame(move || place_squiggles(hl, diags));
    });
    let on_resize = window_event_listener(leptos::ev::resize, move |_| {
        measure_rows(hl, rows);
        place_squiggles(hl, diags);
    });
    on_cleanup(move || on_resize.remove());
}

/// The bar behind source line `line` (the next or the last executed), over its wrapped rows.
#[component]
fn LineBar(ctx: Ctx, class: &'static str, line: Memo<Option<u32>>) -> impl IntoView {
    let style = move || match line.get() {
        Some(n) => ctx.line_rows.with(|r| {
            let r = render::Rows(r);
            let n = n as usize;
            format!(
                "top:calc(var(--pad-y) + var(--lh) * {});height:calc(var(--lh) * {})",
                r.before(n),
                r.of(n)
            )
        }),
        None => "display:none".into(),
    };
    view! { <div class=class style=style></div> }
}

/// The diagnostics under their lines.
#[component]
fn Diagnostics(ctx: Ctx, diags: NodeRef<leptos::html::Div>) -> impl IntoView {
    let html = move || {
        ctx.source.with(|s| {
            ctx.diags.with(|d| {
                ctx.line_rows
                    .with(|r| render::diagnostics_overlay(s, d, render::Rows(r)))
            })
        })
    };
    view! { <div class="diags" node_ref=diags inner_html=html></div> }
}

/// The line numbers with the breakpoints, the current and last lines and the diagnostics'
/// marks; a click toggles a breakpoint, a right-click asks for its condition.
#[component]
fn Gutter(ctx: Ctx, lines: Memo<usize>, current: Memo<Option<u32>>, last: Memo<Option<u32>>) -> impl IntoView {
    view! {
        <div
            class="gutter"
            aria-hidden="true"
            title="Click a line number to toggle a breakpoint (F9 on the caret's line); right-click to give it a condition"
            on:click=move |e: web_sys::MouseEvent| {
                if let Some(line) = gutter_line(&e) {
                    ctx.toggle_breakpoint(line);
                }
            }
            on:contextmenu=move |e: web_sys::MouseEvent| {
                if let Some(line) = gutter_line(&e) {
                    e.prevent_default();
                    ask_condition(ctx, line);
                }
            }
            inner_html=move || {
                let bps: Vec<(usize, Option<String>)> = ctx.breakpoints.with(|b| {
                    b.iter()
                        .filter(|b| b.enabled)
                        .map(|b| (b.line, b.cond.as_ref().map(|c| c.0.clone())))
                        .collect()
                });
                ctx.diags
                    .with(|d| {
                        ctx.line_rows
                            .with(|r| {
                                render::gutter(lines.get(), current.get(), last.get(), d, &bps, render::Rows(r))
                            })
                    })
            }
        ></div>
    }
}

/// The transparent textarea the user types in: edits, keys (Tab, Enter keeping the
/// indentation, Escape then Tab to leave), the caret's line for the docs and the matrix view.
#[component]
fn SourceArea(ctx: Ctx, initial_source: String, scroller: NodeRef<leptos::html::Div>) -> impl IntoView {
    let set_doc_from_caret = move |e: &web_sys::Event| {
        if let Some(t) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            let pos = t.selection_start().ok().flatten().unwrap_or(0);
            let line = line_of_utf16_offset(&t.value(), pos);
            ctx.doc_line.set(Some(line));
            ctx.caret_line.set(Some(line));
        }
    };
    view! {
        <textarea
            id="source"
            node_ref=ctx.source_ref
            aria-label="Assembly source"
            spellcheck="false"
            autocomplete="off"
            autocapitalize="off"
            wrap="soft"
            prop:value=initial_source
            on:input=move |e| ctx.edit(event_target_value(&e))
            on:mousedown=move |_| {
                if let Some(s) = scroller.get_untracked() {
                    ctx.scroll_before_focus.set_value(Some((s.scroll_left(), s.scroll_top())));
                }
            }
            on:focus=move |_| keep_scroll(ctx, scroller)
            on:keydown=move |e| source_key(ctx, &e)
            on:keyup=move |e| set_doc_from_caret(&e)
            on:click=move |e| set_doc_from_caret(&e)
            on:mousemove=move |e| hover_doc(ctx, &e)
        ></textarea>
    }
}

/// Focusing a textarea larger than the view scrolls it into view; a click must leave the view
/// where it was (as the mousedown saw it).
fn keep_scroll(ctx: Ctx, scroller: NodeRef<leptos::html::Div>) {
    if let (Some(s), Some((x, y))) = (scroller.get_untracked(), ctx.scroll_before_focus.get_value()) {
        s.set_scroll_left(x);
        s.set_scroll_top(y);
        request_animation_frame(move || {
            if let Some(s) = scroller.get_untracked() {
                s.set_scroll_left(x);
                s.set_scroll_top(y);
            }
        });
    }
    ctx.scroll_before_focus.set_value(None);
}

/// The editor's own keys: Tab indents (after Escape it leaves the editor), Enter keeps the
/// line's indentation.
fn source_key(ctx: Ctx, e: &web_sys::KeyboardEvent) {
    let plain = !(e.shift_key() || e.ctrl_key() || e.alt_key() || e.meta_key());
    if e.key() == "Escape" {
        ctx.tab_escaped.set_value(true);
        return;
    }
    if e.key() == "Tab" && plain && !ctx.tab_escaped.get_value() {
        e.prevent_default();
        insert_text("    ");
    }
    if e.key() == "Enter" && plain && !e.is_composing() {
        if let Some(indent) = indent_at_caret(e).filter(|i| !i.is_empty()) {
            e.prevent_default();
            insert_text(&format!("\n{indent}"));
        }
    }
    ctx.tab_escaped.set_value(false);
}

/// The docs panel follows the line under the pointer when it holds an instruction.
fn hover_doc(ctx: Ctx, e: &web_sys::MouseEvent) {
    let y = f64::from(e.offset_y()) - PAD_Y_PX;
    if y < 0.0 {
        return;
    }
    let line = ctx
        .line_rows
        .with_untracked(|r| render::Rows(r).line_at((y / LINE_HEIGHT_PX) as u32));
    let has = ctx
        .source
        .with_untracked(|s| mnemonic_on_line(ctx.target.get_untracked(), s, line).is_some());
    if has && ctx.doc_line.get_untracked() != Some(line) {
        ctx.doc_line.set(Some(line));
    }
}

/// The indentation a new line gets when Enter is pressed in the textarea: the leading
/// whitespace of the caret's line (no more than lies before the caret).
fn indent_at_caret(e: &web_sys::KeyboardEvent) -> Option<String> {
    let t = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())?;
    let pos = t.selection_start().ok().flatten()? as usize;
    let before: Vec<u16> = t.value().encode_utf16().take(pos).collect();
    let line = String::from_utf16_lossy(&before);
    let line = line.rsplit('\n').next().unwrap_or("");
    Some(render::leading_indent(line).to_string())
}

/// The line number a gutter click landed on.
fn gutter_line(e: &web_sys::MouseEvent) -> Option<usize> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.get_attribute("data-line"))
        .and_then(|l| l.parse().ok())
}

/// The conditions the breakpoint prompt shows as examples (each one parses: see the test).
const CONDITION_EXAMPLES: [&str; 6] = [
    "lane 37",
    "v3[5] > 1.0",
    "exec == 0xffffffffffffffff",
    "exec_hi == 0",
    "s[4:5] > 1.5",
    "s2 != 0x10",
];

/// Asks for the condition of the breakpoint on `line` (right-click on its line number).
fn ask_condition(ctx: Ctx, line: usize) {
    let current = ctx.breakpoints.with_untracked(|b| {
        b.iter()
            .find(|b| b.line == line)
            .and_then(|b| b.cond.as_ref().map(|c| c.0.clone()))
            .unwrap_or_default()
    });
    let msg = format!(
        "Condition of the breakpoint on line {line} ({}; empty: always)",
        CONDITION_EXAMPLES.join(", ")
    );
    if let Ok(Some(text)) = window().prompt_with_message_and_default(&msg, &current) {
        ctx.set_condition(line, &text);
    }
}

/// Inserts `text` at the caret of the focused textarea as if typed (keeps undo working).
pub(crate) fn insert_text(text: &str) {
    if let Ok(doc) = document().dyn_into::<web_sys::HtmlDocument>() {
        let _ = doc.exec_command_with_show_ui_and_value("insertText", false, text);
    }
}

/// Puts the caret at the start of source line `line` (1-based), focuses the editor and
/// scrolls the line into view (the listing's rows jump here).
pub(crate) fn jump_to_line(ctx: Ctx, line: usize) {
    let Some(area) = ctx.source_ref.get_untracked() else {
        return;
    };
    let before = line.saturating_sub(1);
    let at: usize = ctx
        .source
        .with_untracked(|s| s.split('\n').take(before).map(|l| l.encode_utf16().count() + 1).sum());
    let scroller = document().query_selector(".editor-scroll").ok().flatten();
    // Where the view should be: as it is, unless the line is outside it. The focus handler
    // restores this position (a focus must not scroll the view elsewhere).
    let wanted = scroller.as_ref().map(|s| {
        let top = f64::from(ctx.line_rows.with_untracked(|r| render::Rows(r).before(line))) * LINE_HEIGHT_PX;
        let (view_top, height) = (f64::from(s.scroll_top()), f64::from(s.client_height()));
        let y = if top < view_top || top + LINE_HEIGHT_PX + 2.0 * PAD_Y_PX > view_top + height {
            (top - height / 3.0).max(0.0) as i32
        } else {
            s.scroll_top()
        };
        (s.scroll_left(), y)
    });
    ctx.scroll_before_focus.set_value(wanted);
    let _ = area.focus();
    let _ = area.set_selection_range(at as u32, at as u32);
    if let (Some(s), Some((x, y))) = (scroller, wanted) {
        s.set_scroll_left(x);
        s.set_scroll_top(y);
    }
    ctx.doc_line.set(Some(line));
    ctx.caret_line.set(Some(line));
}

/// Measures how many screen rows each source line of the highlighted copy `hl` takes (long
/// lines wrap) into `rows`, if that changed.
fn measure_rows(hl: NodeRef<leptos::html::Pre>, rows: RwSignal<Vec<u32>>) {
    let Some(pre) = hl.get_untracked() else {
        return;
    };
    let lines = pre.children();
    let measured: Vec<u32> = (0..lines.length())
        .filter_map(|i| lines.item(i))
        .map(|l| ((l.get_bounding_client_rect().height() / LINE_HEIGHT_PX).round() as u32).max(1))
        .collect();
    if rows.with_untracked(|r| *r != measured) {
        rows.set(measured);
    }
}

/// Puts each error underline of the overlay `diags` under its characters in the highlighted
/// copy `hl`: on the visual row of a wrapped line that holds them, at their measured x; the
/// message goes below the line at the same x (or as far left as it must to fit).
fn place_squiggles(hl: NodeRef<leptos::html::Pre>, diags: NodeRef<leptos::html::Div>) {
    let (Some(pre), Some(layer)) = (hl.get_untracked(), diags.get_untracked()) else {
        return;
    };
    let Ok(marks) = layer.query_selector_all(".squiggle[data-line]") else {
        return;
    };
    let origin = layer.get_bounding_client_rect();
    for i in 0..marks.length() {
        let Some(mark) = marks.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) else {
            continue;
        };
        let num = |k: &str| mark.get_attribute(k).and_then(|v| v.parse::<u32>().ok());
        let (Some(line), Some(from), Some(to)) = (num("data-line"), num("data-from"), num("data-to")) else {
            continue;
        };
        let Some(rect) = pre
            .children()
            .item(line.saturating_sub(1))
            .and_then(|ln| text_rect(&ln, from, to))
        else {
            continue;
        };
        let row = ((rect.top() + rect.height() / 2.0 - origin.top() - PAD_Y_PX) / LINE_HEIGHT_PX)
            .floor()
            .max(0.0);
        let (left, width) = (rect.left() - origin.left(), rect.width().max(7.0));
        let style = mark.style();
        let _ = style.set_property("top", &format!("{}px", PAD_Y_PX + LINE_HEIGHT_PX * (row + 1.0) - 3.0));
        let _ = style.set_property("left", &format!("{left}px"));
        let _ = style.set_property("width", &format!("{width}px"));
        if let Some(msg) = mark
            .next_element_sibling()
            .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
        {
            // As far left as it must go to show its end (a long message starts at the left).
            let room = origin.width() - f64::from(msg.offset_width()) - 8.0;
            let _ = msg
                .style()
                .set_property("left", &format!("{}px", left.min(room).max(4.0)));
        }
    }
}

/// The screen box of the first visual row of UTF-16 offsets `from..to` of the text inside
/// `line` (a collapsed box at its end when the range is past the text); `None` for an empty
/// line.
fn text_rect(line: &web_sys::Element, from: u32, to: u32) -> Option<web_sys::DomRect> {
    let (start, start_at) = text_position(line, from, false)?;
    let (end, end_at) = text_position(line, to.max(from), true)?;
    let range = document().create_range().ok()?;
    range.set_start(&start, start_at).ok()?;
    range.set_end(&end, end_at).ok()?;
    let rects = range.get_client_rects()?;
    // A range that wraps has a box per row; the first row is where the characters start.
    rects.item(0).or_else(|| Some(range.get_bounding_client_rect()))
}

/// The text node and offset in it of UTF-16 offset `at` in `node`'s text (clamped to its end);
/// at a boundary between two text nodes, the end of the first when `end`, else the start of
/// the second.
fn text_position(node: &web_sys::Node, at: u32, end: bool) -> Option<(web_sys::Node, u32)> {
    let mut left = at;
    let mut last = None;
    let mut stack = vec![node.clone()];
    while let Some(n) = stack.pop() {
        if n.node_type() == web_sys::Node::TEXT_NODE {
            let len = n.text_content().map_or(0, |t| t.encode_utf16().count() as u32);
            if left < len || (end && left == len && len > 0) {
                return Some((n, left));
            }
            left -= len.min(left);
            last = Some((n, len));
            continue;
        }
        let kids = n.child_nodes();
        for k in (0..kids.length()).rev() {
            if let Some(c) = kids.item(k) {
                stack.push(c);
            }
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::CONDITION_EXAMPLES;

    #[test]
    fn the_prompt_examples_are_accepted_conditions() {
        for text in CONDITION_EXAMPLES {
            assert!(lanescope::Condition::parse(text).is_ok(), "{text} does not parse");
        }
    }
}
