//! The hover link between the matrix view and the lane grid, by pointer and by keyboard.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::{Ctx, HoverSlot};

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
    slot_of_element(&el, attr, from_matrix)
}

/// The register slot of cell `el` (see [`slot_of_event`]).
fn slot_of_element(el: &web_sys::Element, attr: &str, from_matrix: bool) -> Option<HoverSlot> {
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

/// The keyboard on the matrix view: the arrow keys move a cursor (`td.mx-kbd`) over the
/// elements of the operand it is in, marking the element's register and lane in the lane grid
/// as hovering does, and `cursor_text` says which element it is; Home goes to the first
/// element, Escape clears the mark.
pub(crate) fn matrix_key(ctx: Ctx, e: &web_sys::KeyboardEvent, cursor_text: RwSignal<String>) {
    let doc = document();
    let cur = doc.query_selector("#matrix-view td.mx-kbd").ok().flatten();
    let next = match (e.key().as_str(), &cur) {
        ("Escape", _) => {
            clear_cursor(cur.as_ref());
            ctx.hover_slot.set(None);
            cursor_text.set(String::new());
            e.prevent_default();
            return;
        }
        ("Home", _) | ("ArrowRight" | "ArrowLeft" | "ArrowUp" | "ArrowDown", None) => {
            doc.query_selector("#matrix-view table.mx td").ok().flatten()
        }
        (key, Some(td)) => neighbour(td, key),
        _ => return,
    };
    e.prevent_default();
    let Some(next) = next else { return };
    clear_cursor(cur.as_ref());
    let _ = next.class_list().add_1("mx-kbd");
    next.scroll_into_view_with_bool(false);
    cursor_text.set(next.get_attribute("title").unwrap_or_default());
    ctx.hover_slot.set(slot_of_element(&next, "data-regs", true));
}

/// Removes the keyboard cursor's mark from `td`.
fn clear_cursor(td: Option<&web_sys::Element>) {
    if let Some(td) = td {
        let _ = td.class_list().remove_1("mx-kbd");
    }
}

/// The element cell next to `td` in the direction of arrow key `key` (same table).
fn neighbour(td: &web_sys::Element, key: &str) -> Option<web_sys::Element> {
    let row = td.parent_element()?;
    let col = (0..row.children().length()).find(|&i| row.children().item(i).as_ref() == Some(td))?;
    let other_row = |r: Option<web_sys::Element>| r.and_then(|r| r.children().item(col));
    match key {
        "ArrowRight" => td.next_element_sibling(),
        "ArrowLeft" => td.previous_element_sibling().filter(|s| s.tag_name() == "TD"),
        "ArrowDown" => other_row(row.next_element_sibling()),
        "ArrowUp" => other_row(row.previous_element_sibling()),
        _ => None,
    }
}
