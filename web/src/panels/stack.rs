//! The lane-state and stack view: each lane coloured by its state's category (the colours are
//! the CSS variables `--cat-0`…`--cat-3`), then the control-flow stack entry by entry, top
//! first, with the lane states each entry saved. The categories and entries come from the
//! machine ([`lanescope::LaneStates`], [`lanescope::StackEntryInfo`]).

use std::fmt::Write;

use lanescope::{LaneStates, StackEntryInfo};

use crate::panels::bundle::esc;

/// Colour classes: category `i` is drawn with `cat{i % CAT_COLOURS}`.
const CAT_COLOURS: usize = 6;

/// A strip of one cell per lane coloured by category (names from `states.categories`).
pub fn lane_strip(states: &LaneStates, lanes: &[u8]) -> String {
    let mut out = String::from("<span class=\"ls-strip\">");
    for (lane, &c) in lanes.iter().enumerate() {
        let name = states.categories.get(c as usize).map_or("?", |k| k.name);
        let _ = write!(
            out,
            "<span class=\"lc cat{}\" data-lane=\"{lane}\" title=\"lane {lane}: {}\"></span>",
            c as usize % CAT_COLOURS,
            esc(name)
        );
    }
    out.push_str("</span>");
    out
}

/// The legend, the current lane states and the stack entries (top first).
pub fn stack_html(states: &LaneStates, stack: &[StackEntryInfo]) -> String {
    let mut out = String::from("<div class=\"lc-legend\">");
    for (i, c) in states.categories.iter().enumerate() {
        let _ = write!(
            out,
            "<span title=\"{}\"><span class=\"lc cat{}\"></span>{}</span>",
            esc(c.summary),
            i % CAT_COLOURS,
            esc(c.name)
        );
    }
    out.push_str("</div><table class=\"stk\"><tbody>");
    let _ = write!(
        out,
        "<tr class=\"stk-now\"><th>now</th><td>{}</td><td></td></tr>",
        lane_strip(states, &states.lanes)
    );
    for (i, e) in stack.iter().enumerate() {
        let _ = write!(
            out,
            "<tr class=\"stk-e\" data-kind=\"{}\"><th>{} {}</th><td>{}</td><td class=\"muted\">{}</td></tr>",
            esc(&e.kind),
            stack.len() - i,
            esc(&e.kind),
            lane_strip(states, &e.saved),
            esc(&e.detail)
        );
    }
    if stack.is_empty() {
        out.push_str("<tr class=\"stk-empty\"><th></th><td class=\"muted\">stack empty</td><td></td></tr>");
    }
    out.push_str("</tbody></table>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope::LaneCategory;

    const CATS: [LaneCategory; 2] = [
        LaneCategory {
            name: "on",
            summary: "runs",
        },
        LaneCategory {
            name: "off",
            summary: "waits",
        },
    ];

    #[test]
    fn the_stack_is_drawn_top_first_with_saved_lanes() {
        let states = LaneStates {
            categories: &CATS,
            lanes: vec![0, 1],
        };
        let entry = |k: &str, saved: Vec<u8>| StackEntryInfo {
            kind: k.into(),
            detail: "d".into(),
            saved,
        };
        let html = stack_html(&states, &[entry("loop", vec![0, 0]), entry("branch", vec![1, 1])]);
        let top = html.find("2 loop").unwrap();
        let below = html.find("1 branch").unwrap();
        assert!(top < below, "{html}");
        assert!(html.contains("<span class=\"lc cat1\" data-lane=\"1\" title=\"lane 1: off\"></span>"));
        assert!(stack_html(&states, &[]).contains("stack empty"));
    }
}
