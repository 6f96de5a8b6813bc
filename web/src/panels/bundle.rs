//! The issue-bundle view: the slots of the group the next step issues (which instruction went
//! to which slot and why), its literals and the register read-port grid; plus the machine's
//! extra registers and constant windows. Everything drawn comes from the machine's
//! descriptions ([`lanescope::BundleInfo`], [`lanescope::ExtraRegister`],
//! [`lanescope::ConstantWindow`]).

use std::fmt::Write;

use lanescope::{BundleInfo, ConstantWindow, ExtraRegister, PortGrid, ValueFormat};

use crate::render::escape_into;

/// `s` escaped for HTML text or an attribute.
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    escape_into(&mut out, s);
    out
}

/// The bundle's title, slots table, literals and port grid.
pub fn bundle_html(b: &BundleInfo) -> String {
    let mut out = format!("<div class=\"bd-title\">{}</div>", esc(&b.title));
    out.push_str("<table class=\"bd-slots\"><tbody>");
    for (i, s) in b.slots.iter().enumerate() {
        let class = match (b.cursor == Some(i), s.text.is_some()) {
            (true, _) => "bd-slot cur",
            (false, true) => "bd-slot",
            (false, false) => "bd-slot empty",
        };
        let line = s.line.map(|l| format!(" data-line=\"{l}\"")).unwrap_or_default();
        let _ = write!(
            out,
            "<tr class=\"{class}\" data-slot=\"{}\"{line}><th>{}</th><td class=\"bd-text\">{}</td><td class=\"bd-why\">{}</td></tr>",
            esc(&s.label),
            esc(&s.label),
            s.text.as_deref().map_or_else(|| "—".to_string(), esc),
            esc(&s.why)
        );
    }
    out.push_str("</tbody></table>");
    if !b.literals.is_empty() {
        out.push_str("<div class=\"bd-lits\">");
        for l in &b.literals {
            let _ = write!(out, "<span>{}</span>", esc(l));
        }
        out.push_str("</div>");
    }
    if let Some(p) = &b.ports {
        out.push_str(&port_grid_html(p));
    }
    out
}

/// A resource grid with its row and column headings; conflicting cells are marked.
pub fn port_grid_html(p: &PortGrid) -> String {
    let mut out = format!(
        "<div class=\"pg-title\">{}</div><table class=\"pg\"><thead><tr><th></th>",
        esc(&p.title)
    );
    for c in &p.columns {
        let _ = write!(out, "<th>{}</th>", esc(c));
    }
    out.push_str("</tr></thead><tbody>");
    for (r, cells) in p.rows.iter().zip(&p.cells) {
        let _ = write!(out, "<tr><th>{}</th>", esc(r));
        for c in cells {
            let class = match (c.conflict, c.text.is_empty()) {
                (true, _) => " class=\"conflict\"",
                (false, true) => " class=\"free\"",
                _ => "",
            };
            let _ = write!(out, "<td{class}>{}</td>", esc(&c.text));
        }
        out.push_str("</tr>");
    }
    let _ = write!(out, "</tbody></table><div class=\"pg-note\">{}</div>", esc(&p.note));
    out
}

/// Each extra register: its name, then one row per lane (or one value when scalar).
pub fn extras_html(regs: &[ExtraRegister], format: ValueFormat) -> String {
    let mut out = String::from("<table class=\"xr\"><tbody>");
    for r in regs {
        let width = r.components.len().max(1);
        let _ = write!(out, "<tr title=\"{}\"><th>{}</th><td>", esc(r.summary), esc(r.name));
        for (lane, vals) in r.values.chunks(width).enumerate().take(r.lanes) {
            let text: Vec<String> = vals.iter().map(|v| format.format(*v)).collect();
            let lane_label = if r.lanes > 1 {
                format!("{lane}: ")
            } else {
                String::new()
            };
            let _ = write!(
                out,
                "<span class=\"xr-v\">{}{}</span>",
                lane_label,
                esc(&text.join(" "))
            );
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The constant windows with their constants (a window that maps nothing says why).
pub fn constants_html(windows: &[ConstantWindow], format: ValueFormat) -> String {
    let mut out = String::new();
    for w in windows {
        let _ = write!(
            out,
            "<div class=\"kc\"><div class=\"kc-h\"><b>{}</b> {}</div>",
            esc(&w.name),
            esc(&w.range)
        );
        for (name, vals) in &w.rows {
            let text: Vec<String> = vals.iter().map(|v| format.format(*v)).collect();
            let _ = write!(
                out,
                "<div class=\"kc-row\"><span class=\"kc-n\">{}</span> {}</div>",
                esc(name),
                esc(&text.join(" "))
            );
        }
        out.push_str("</div>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope::{BundleSlot, PortCell};

    #[test]
    fn the_bundle_lists_every_slot_marks_the_cursor_and_conflicts() {
        let slot = |l: &str, t: Option<&str>| BundleSlot {
            label: l.into(),
            text: t.map(Into::into),
            why: if t.is_some() { "because".into() } else { String::new() },
            line: t.map(|_| 7),
        };
        let b = BundleInfo {
            title: "group <0>".into(),
            slots: vec![slot("x", Some("op a<b")), slot("t", None)],
            cursor: Some(0),
            literals: vec!["literal.x = 1".into()],
            ports: Some(PortGrid {
                title: "ports".into(),
                rows: vec!["c0".into()],
                columns: vec!["b0".into(), "b1".into()],
                cells: vec![vec![
                    PortCell {
                        text: "R1".into(),
                        conflict: true,
                    },
                    PortCell::default(),
                ]],
                note: "n".into(),
            }),
        };
        let html = bundle_html(&b);
        assert!(html.contains("group &lt;0&gt;"), "{html}");
        assert!(
            html.contains("<tr class=\"bd-slot cur\" data-slot=\"x\" data-line=\"7\">"),
            "{html}"
        );
        assert!(html.contains("op a&lt;b"));
        assert!(html.contains("<tr class=\"bd-slot empty\" data-slot=\"t\"><th>t</th><td class=\"bd-text\">—</td>"));
        assert!(
            html.contains("<td class=\"conflict\">R1</td><td class=\"free\"></td>"),
            "{html}"
        );
        assert!(html.contains("literal.x = 1"));
    }

    #[test]
    fn extra_registers_show_per_lane_components_and_scalars() {
        let regs = [
            ExtraRegister {
                name: "P",
                summary: "s",
                lanes: 2,
                components: &["x", "y"],
                values: vec![1, 2, 3, 4],
            },
            ExtraRegister {
                name: "L",
                summary: "s",
                lanes: 1,
                components: &[],
                values: vec![5],
            },
        ];
        let html = extras_html(&regs, ValueFormat::from_name("u32").unwrap());
        assert!(
            html.contains("<span class=\"xr-v\">0: 1 2</span><span class=\"xr-v\">1: 3 4</span>"),
            "{html}"
        );
        assert!(html.contains("<th>L</th><td><span class=\"xr-v\">5</span>"), "{html}");
    }
}
