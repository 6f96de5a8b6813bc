//! HTML builders for the big, frequently repainted parts of the page.
//!
//! The register grid, the EXEC/VCC strips and the highlighted source are rebuilt as one HTML
//! string per step and set with `inner_html`: one DOM write per panel instead of thousands of
//! reactive cells. Everything here only formats what the façade reports.

use std::fmt::Write;

use lanescope::{Diagnostic, Machine, Target, TokenClass, ValueFormat};

/// Largest number of VGPR columns the grid puts in the DOM.
pub const MAX_GRID_COLUMNS: usize = 32;

/// Values longer than this many characters get a tooltip (the cell shows them cut short).
const LONG_VALUE: usize = 14;

/// Tab width of the editor (must match `tab-size` in style.css).
pub const TAB_WIDTH: usize = 4;

/// Appends `s` to `out` with `&`, `<`, `>` and `"` escaped.
pub fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

/// The CSS class of a token class.
pub fn token_css(class: TokenClass) -> &'static str {
    match class {
        TokenClass::Mnemonic => "tk-mn",
        TokenClass::Register => "tk-reg",
        TokenClass::Number => "tk-num",
        TokenClass::Label => "tk-lbl",
        TokenClass::Directive => "tk-dir",
        TokenClass::Keyword => "tk-kw",
        TokenClass::Comment => "tk-cmt",
        TokenClass::Plain => "tk-pl",
    }
}

/// The source as coloured HTML for the `<pre>` under the textarea, byte for byte the same
/// text (so both layers line up), plus one trailing newline so a final empty line has height.
pub fn highlighted_source(target: Target, source: &str) -> String {
    let mut out = String::with_capacity(source.len() * 3);
    for (n, line) in source.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let mut at = 0;
        for (start, end, class) in target.highlight(line) {
            let (Some(gap), Some(tok)) = (line.get(at..start), line.get(start..end)) else {
                continue;
            };
            escape_into(&mut out, gap);
            let _ = write!(out, "<span class=\"{}\">", token_css(class));
            escape_into(&mut out, tok);
            out.push_str("</span>");
            at = end;
        }
        escape_into(&mut out, line.get(at..).unwrap_or(""));
    }
    out.push('\n');
    out
}

/// Number of lines of `source` as the editor shows them.
pub fn line_count(source: &str) -> usize {
    source.split('\n').count()
}

/// The line-number gutter: one row per source line, marking the next line to execute, the
/// last executed one and lines with errors.
pub fn gutter(lines: usize, current: Option<u32>, last: Option<u32>, diags: &[Diagnostic]) -> String {
    let mut out = String::with_capacity(lines * 40);
    for n in 1..=lines {
        let n32 = n as u32;
        let mut class = String::from("gl");
        if current == Some(n32) {
            class.push_str(" cur");
        }
        if last == Some(n32) {
            class.push_str(" last");
        }
        if diags.iter().any(|d| clamp_line(d.span.line, lines) == n) {
            class.push_str(" err");
        }
        let _ = write!(out, "<div class=\"{class}\" data-line=\"{n}\">{n}</div>");
    }
    out
}

/// A diagnostic's line, clamped into `1..=lines`.
pub fn clamp_line(line: u32, lines: usize) -> usize {
    (line as usize).clamp(1, lines.max(1))
}

/// The on-screen column (0-based, in character cells) of 1-based character column `col` of
/// `line`, with tabs expanded.
pub fn visual_column(line: &str, col: u32) -> usize {
    let mut v = 0;
    for c in line.chars().take(col.saturating_sub(1) as usize) {
        v = if c == '\t' {
            (v / TAB_WIDTH + 1) * TAB_WIDTH
        } else {
            v + 1
        };
    }
    v
}

/// Absolutely positioned squiggles and messages for the diagnostics, each right under its
/// line (the layer sits over the editor and lets clicks through).
pub fn diagnostics_overlay(source: &str, diags: &[Diagnostic]) -> String {
    let lines: Vec<&str> = source.split('\n').collect();
    let mut out = String::new();
    for d in diags {
        let line = clamp_line(d.span.line, lines.len());
        let text = lines.get(line - 1).copied().unwrap_or("");
        let col = visual_column(text, d.span.col);
        let len = d.span.len.max(1);
        let _ = write!(
            out,
            "<div class=\"squiggle\" style=\"top:calc(var(--pad-y) + var(--lh) * {line} - 3px);\
             left:calc(var(--pad-x) + {col}ch);width:{len}ch\"></div>\
             <div class=\"diag-msg {sev}\" data-line=\"{line}\" data-col=\"{c}\" \
             style=\"top:calc(var(--pad-y) + var(--lh) * {line});left:calc(var(--pad-x) + {col}ch)\">\
             <span class=\"diag-pos\">{line}:{c}</span> <span class=\"diag-sev\">{sev}:</span> ",
            sev = d.severity.as_str(),
            c = d.span.col,
        );
        escape_into(&mut out, &d.message);
        out.push_str("</div>");
    }
    out
}

/// How many VGPR columns the grid shows: what the program uses plus `extra`, at least one, at
/// most [`MAX_GRID_COLUMNS`] and the machine's register count.
pub fn grid_columns(m: &dyn Machine, extra: i32) -> usize {
    let limit = MAX_GRID_COLUMNS.min(m.vgpr_count()).max(1);
    (m.vgprs_used() as i64 + extra as i64).clamp(1, limit as i64) as usize
}

/// The lane × VGPR table: one row per lane, one column per register; cells written by the
/// last step carry `chg`, rows of lanes off in EXEC carry `off`.
pub fn vgpr_grid(m: &dyn Machine, columns: usize, format: ValueFormat) -> String {
    let lanes = m.wave_size();
    let exec = m.exec();
    let changes = m.changes();
    let written: Vec<u64> = (0..columns).map(|r| changes.vgpr_lanes(r as u16)).collect();
    let regs: Vec<&[u32]> = (0..columns).map(|r| m.vgpr(r)).collect();
    let mut out = String::with_capacity(lanes * columns * 60 + 1024);
    out.push_str("<table class=\"grid\"><thead><tr><th class=\"lane-h\">lane</th>");
    for (r, w) in written.iter().enumerate() {
        let cls = if *w != 0 { " class=\"chg\"" } else { "" };
        let _ = write!(out, "<th{cls} data-reg=\"{r}\">v{r}</th>");
    }
    out.push_str("</tr></thead><tbody>");
    for lane in 0..lanes {
        let bit = 1u64.checked_shl(lane as u32).unwrap_or(0);
        let off = if exec & bit == 0 { " class=\"off\"" } else { "" };
        let _ = write!(out, "<tr data-lane=\"{lane}\"{off}><th>{lane}</th>");
        for (r, reg) in regs.iter().enumerate() {
            let value = reg.get(lane).copied().unwrap_or(0);
            let cls = if written[r] & bit != 0 { " class=\"chg\"" } else { "" };
            let text = format.format(value);
            let _ = write!(out, "<td data-reg=\"{r}\" data-lane=\"{lane}\"{cls}");
            if text.len() > LONG_VALUE {
                // Cut short by CSS; the tooltip has the whole value.
                out.push_str(" title=\"");
                escape_into(&mut out, &text);
                out.push('"');
            }
            out.push('>');
            escape_into(&mut out, &text);
            out.push_str("</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The scalar registers the program uses, as a wrapped list of name/value pairs.
pub fn sgpr_list(m: &dyn Machine, format: ValueFormat) -> String {
    let changes = m.changes();
    let sgprs = m.sgprs();
    let used = m.sgprs_used().min(sgprs.len());
    if used == 0 {
        return String::from("<span class=\"muted\">no scalar registers used</span>");
    }
    let mut out = String::with_capacity(used * 90);
    for (n, v) in sgprs.iter().take(used).enumerate() {
        let cls = if changes.sgpr_written(n as u16) { "sg chg" } else { "sg" };
        let mut text = String::new();
        escape_into(&mut text, &format.format(*v));
        let _ = write!(
            out,
            "<div class=\"{cls}\" data-sgpr=\"{n}\" title=\"s{n} = {text}\">\
             <span class=\"sn\">s{n}</span><span class=\"sv\">{text}</span></div>",
        );
    }
    out
}

/// A 64-cell strip for a lane mask (EXEC, VCC): one cell per lane, `on` when set, `chg` when it
/// changed in the last step, the lane number in the tooltip.
pub fn mask_strip(mask: u64, changed: u64, lanes: usize) -> String {
    let mut out = String::with_capacity(lanes * 70);
    for lane in 0..lanes.min(64) {
        let bit = 1u64 << lane;
        let on = mask & bit != 0;
        let _ = write!(
            out,
            "<span class=\"mb{}{}\" data-lane=\"{lane}\" data-on=\"{}\" title=\"lane {lane}: {}\"></span>",
            if on { " on" } else { "" },
            if changed & bit != 0 { " chg" } else { "" },
            u8::from(on),
            u8::from(on),
        );
    }
    out
}

/// `0x` and 16 hex digits.
pub fn hex64(v: u64) -> String {
    format!("0x{v:016x}")
}
