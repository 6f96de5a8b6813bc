//! The app's panels and bars, one component (and its helpers) per file.

pub mod breakpoints;
pub mod bundle;
pub mod collapse;
pub mod compare;
pub mod data;
pub mod docs;
pub mod editor;
pub mod errors;
pub mod framebuffer;
pub mod help;
pub mod learn;
pub mod listing;
pub mod matrix;
pub mod matrix_export;
pub mod matrix_hover;
pub mod memory;
pub mod notices;
pub mod scalar;
pub mod stack;
pub mod toolbar;
pub mod vector;
pub mod vliw;
pub mod waves;

/// Sets the text of `el` (a table cell): its only text node takes `text` in place, without a
/// new node or the HTML parser (a step rewrites hundreds of cells; issue 17).
pub(crate) fn set_text(el: &web_sys::Element, text: &str) {
    let only_text = el
        .first_child()
        .filter(|t| t.node_type() == web_sys::Node::TEXT_NODE && t.next_sibling().is_none());
    match only_text {
        Some(node) => node.set_node_value(Some(text)),
        None => el.set_text_content(Some(text)),
    }
}
