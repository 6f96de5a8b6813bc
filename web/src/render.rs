//! HTML builders for the big, frequently repainted parts of the page.
//!
//! The register grid, the lane-mask strips and the highlighted source are rebuilt as one HTML
//! string per step and set with `inner_html`: one DOM write per panel instead of thousands of
//! reactive cells. Everything here only formats what the façade reports.

use std::fmt::Write;

use crate::grid::{self, Cell, GridColumn};

use lanescope::{
    AsmLine, Diagnostic, LaneMovesInfo, LdsAccessInfo, ListingLine, Machine, MatrixElement, MatrixOperand, MatrixView,
    Severity, Snippet, Target, TokenClass, ValueFormat, WaveStatus,
};

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
    for line in source.split('\n') {
        // One block per source line: a long line wraps inside its block, which the editor
        // measures to keep the gutter and the markers beside it ([`Rows`]).
        out.push_str("<span class=\"ln\">");
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
        out.push_str("</span>");
    }
    out
}

/// How many screen rows each source line takes in the soft-wrapping editor (a line missing
/// from the list takes one).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rows<'a>(pub &'a [u32]);

impl Rows<'_> {
    /// Rows of 1-based line `line`.
    pub fn of(self, line: usize) -> u32 {
        line.checked_sub(1)
            .and_then(|i| self.0.get(i))
            .copied()
            .unwrap_or(1)
            .max(1)
    }

    /// Screen rows above 1-based line `line`.
    pub fn before(self, line: usize) -> u32 {
        (1..line).map(|l| self.of(l)).sum()
    }

    /// The 1-based line on 0-based screen row `row`.
    pub fn line_at(self, row: u32) -> usize {
        let mut top = 0;
        for line in 1..=self.0.len() {
            let k = self.of(line);
            if row < top + k {
                return line;
            }
            top += k;
        }
        self.0.len() + 1 + (row - top) as usize
    }
}

/// Number of lines of `source` as the editor shows them.
pub fn line_count(source: &str) -> usize {
    source.split('\n').count()
}

/// The line-number gutter: one row per source line, marking the next line to execute, the
/// last executed one and lines with errors.
pub fn gutter(
    lines: usize,
    current: Option<u32>,
    last: Option<u32>,
    diags: &[Diagnostic],
    bps: &[(usize, Option<String>)],
    rows: Rows,
) -> String {
    let mut out = String::with_capacity(lines * 40);
    for n in 1..=lines {
        let n32 = n as u32;
        let mut class = String::from("gl");
        let bp = bps.iter().find(|(l, _)| *l == n);
        let mut title = String::new();
        if let Some((_, cond)) = bp {
            class.push_str(" bp");
            if let Some(c) = cond {
                class.push_str(" cond");
                title.push_str(" title=\"breakpoint if ");
                escape_into(&mut title, c);
                title.push('"');
            }
        }
        if current == Some(n32) {
            class.push_str(" cur");
        }
        if last == Some(n32) {
            class.push_str(" last");
        }
        let here = |sev| {
            diags
                .iter()
                .any(|d| d.severity == sev && clamp_line(d.source_span().line, lines) == n)
        };
        if here(Severity::Error) {
            class.push_str(" err");
        } else if here(Severity::Warning) {
            class.push_str(" warn");
        }
        let k = rows.of(n);
        let style = if k > 1 {
            format!(" style=\"height:calc(var(--lh) * {k})\"")
        } else {
            String::new()
        };
        let _ = write!(out, "<div class=\"{class}\" data-line=\"{n}\"{title}{style}>{n}</div>");
    }
    out
}

/// How an edit from `old` to `new` moves lines: lines from the first returned on move by the
/// second (lines added, or removed when negative); `None` when the line count is unchanged.
/// A line split at its start moves with its text.
pub fn line_shift(old: &str, new: &str) -> Option<(usize, i64)> {
    let delta = new.split('\n').count() as i64 - old.split('\n').count() as i64;
    if delta == 0 {
        return None;
    }
    let prefix = old.bytes().zip(new.bytes()).take_while(|(a, b)| a == b).count();
    let head = &old.as_bytes()[..prefix];
    let line = 1 + head.iter().filter(|&&b| b == b'\n').count();
    let at_line_start = head.last().is_none_or(|&b| b == b'\n');
    Some((if delta > 0 && at_line_start { line } else { line + 1 }, delta))
}

/// Where line `l` is after the edit [`line_shift`] described; `None` if it was removed.
pub fn shifted_line(l: usize, (first, delta): (usize, i64)) -> Option<usize> {
    if l < first {
        return Some(l);
    }
    let moved = l as i64 + delta;
    (moved >= first as i64).then_some(moved as usize)
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
pub fn diagnostics_overlay(source: &str, diags: &[Diagnostic], rows: Rows) -> String {
    let lines: Vec<&str> = source.split('\n').collect();
    let mut out = String::new();
    for d in diags {
        // An error inside a macro expansion is marked at the use that expanded it.
        let at = d.source_span();
        let line = clamp_line(at.line, lines.len());
        let text = lines.get(line - 1).copied().unwrap_or("");
        let col = visual_column(text, at.col);
        let len = at.len.max(1);
        let (first, below) = (rows.before(line) + 1, rows.before(line) + rows.of(line));
        // The editor moves the mark onto the visual row of a wrapped line that holds the
        // column (`data-from`/`data-to`: UTF-16 offsets in the line); until then, the line's
        // first row.
        let skip = at.col.saturating_sub(1) as usize;
        let from: usize = text.chars().take(skip).map(char::len_utf16).sum();
        let to = from
            + text
                .chars()
                .skip(skip)
                .take(len as usize)
                .map(char::len_utf16)
                .sum::<usize>();
        let _ = write!(
            out,
            "<div class=\"squiggle\" data-line=\"{line}\" data-from=\"{from}\" data-to=\"{to}\" \
             style=\"top:calc(var(--pad-y) + var(--lh) * {first} - 3px);\
             left:calc(var(--pad-x) + {col}ch);width:{len}ch\"></div>\
             <div class=\"diag-msg {sev}\" data-line=\"{line}\" data-col=\"{c}\" \
             style=\"top:calc(var(--pad-y) + var(--lh) * {below});left:calc(var(--pad-x) + {col}ch)\">\
             <span class=\"diag-pos\">{line}:{c}</span> <span class=\"diag-sev\">{sev}:</span> ",
            sev = d.severity.as_str(),
            c = at.col,
        );
        escape_into(&mut out, &d.message);
        out.push_str("</div>");
    }
    out
}

/// What the grid's DOM window shows: the columns `first..first + cols.len()` of `total`, their
/// cells (as [`grid::snapshot`] reads them), the lanes on in the execution mask and the column
/// outlined by "go to register".
pub struct GridWindow<'a> {
    /// The columns drawn.
    pub cols: &'a [GridColumn],
    /// Index of the first of them among all columns.
    pub first: usize,
    /// All columns of the grid (for the scroll width).
    pub total: usize,
    /// The cells, lane-major.
    pub cells: &'a [Cell],
    /// Lanes of the wave.
    pub lanes: usize,
    /// The machine's first mask (the execution mask: EXEC).
    pub active: u64,
    /// The outlined column (index among all columns).
    pub outline: Option<usize>,
}

/// The lane × register table of a window of columns, inside a sizer as wide as the whole grid
/// (the table sits at its columns' place): one row per lane, one column per register
/// (component); cells written by the last step carry `chg`, rows of lanes off in EXEC carry
/// `off`, the other vector files' columns `acc`, the outlined column `goto`. Cells carry
/// `data-reg` (the register's vector number) and `data-lane` for the matrix view's hover links.
pub fn vgpr_grid(w: &GridWindow, format: ValueFormat) -> String {
    let n = w.cols.len();
    let changed = grid::column_changes(w.cells, n);
    let mut out = String::with_capacity(w.lanes * n * 48 + 1024);
    let _ = write!(
        out,
        "<div class=\"grid-sizer\" style=\"width:{}px\"><table class=\"grid\" style=\"margin-left:{}px;width:{}px\"><thead><tr><th class=\"lane-h\">lane</th>",
        grid::total_width(w.total),
        grid::scroll_to(w.first),
        grid::total_width(n)
    );
    let goto = |c: usize| w.outline == Some(w.first + c);
    for (c, col) in w.cols.iter().enumerate() {
        let _ = write!(
            out,
            "<th{} data-reg=\"{}\">{}</th>",
            class_attr(changed[c], col.extra, goto(c)),
            col.number,
            col.label
        );
    }
    out.push_str("</tr></thead><tbody>");
    for lane in 0..w.lanes {
        let bit = 1u64.checked_shl(lane as u32).unwrap_or(0);
        let off = if w.active & bit == 0 { " class=\"off\"" } else { "" };
        let _ = write!(out, "<tr data-lane=\"{lane}\"{off}><th>{lane}</th>");
        for (c, col) in w.cols.iter().enumerate() {
            let cell = w.cells.get(lane * n + c).copied().unwrap_or_default();
            let text = format.format(cell.value);
            let cls = class_attr(cell.chg, false, goto(c));
            let _ = write!(out, "<td data-reg=\"{}\" data-lane=\"{lane}\"{cls}", col.number);
            if let Some(title) = cell_title(&text) {
                out.push_str(" title=\"");
                escape_into(&mut out, title);
                out.push('"');
            }
            out.push('>');
            escape_into(&mut out, &text);
            out.push_str("</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out
}

/// ` class="…"` with `chg`, `acc` and `goto` as they apply (empty when none does).
fn class_attr(chg: bool, acc: bool, goto: bool) -> String {
    let on: Vec<&str> = [(chg, "chg"), (acc, "acc"), (goto, "goto")]
        .iter()
        .filter_map(|&(on, name)| on.then_some(name))
        .collect();
    if on.is_empty() {
        String::new()
    } else {
        format!(" class=\"{}\"", on.join(" "))
    }
}

/// The tooltip of a cell showing `text`: the whole value when CSS cuts it short.
pub fn cell_title(text: &str) -> Option<&str> {
    (text.len() > LONG_VALUE).then_some(text)
}

/// A register of the vector numbering as the ISA names it (`v17`, `a3`).
fn register_name(m: &dyn Machine, reg: u32) -> String {
    let files = m.register_files();
    match lanescope::vector_register(files, reg as usize) {
        Some((f, r)) => files[f].register_name(r),
        None => format!("register {reg}"),
    }
}

/// The matrix view's drawing: each operand as one table per block. A cell shows the element's
/// value (or, without live values, `register offset:lane`) and carries `data-lane` and, for
/// register operands, `data-regs` (the registers it occupies) for the hover links; its tooltip
/// names the element and its slot.
pub fn matrix_view(m: &dyn Machine, view: &MatrixView) -> String {
    let mut out = String::with_capacity(64 * 1024);
    out.push_str("<div class=\"mx-ops\">");
    for op in &view.operands {
        let part = op.part.name();
        let _ = write!(
            out,
            "<div class=\"mx-op\" data-part=\"{part}\"><div class=\"mx-h\"><b>{part}</b> <span>{}</span> <span class=\"muted\">{}×{}{} · ",
            op.ty,
            op.rows,
            op.cols,
            if op.blocks > 1 { format!(" × {} blocks", op.blocks) } else { String::new() },
        );
        escape_into(&mut out, &op.location);
        out.push_str("</span></div>");
        for n in &op.notes {
            out.push_str("<div class=\"mx-note\">");
            escape_into(&mut out, n);
            out.push_str("</div>");
        }
        out.push_str("<div class=\"mx-blocks\">");
        for b in 0..op.blocks {
            let _ = write!(out, "<table class=\"mx\" data-part=\"{part}\" data-block=\"{b}\">");
            if op.blocks > 1 {
                let _ = write!(out, "<caption>block {b}</caption>");
            }
            out.push_str("<thead><tr><th></th>");
            for j in 0..op.cols {
                let _ = write!(out, "<th>{j}</th>");
            }
            out.push_str("</tr></thead><tbody>");
            for i in 0..op.rows {
                let _ = write!(out, "<tr><th>{i}</th>");
                for j in 0..op.cols {
                    let Some(e) = op.at(b, i, j) else {
                        out.push_str("<td></td>");
                        continue;
                    };
                    let c = matrix_cell(m, op, b, i, j, e);
                    let _ = write!(out, "<td {} title=\"{}\">{}</td>", c.attrs, c.title, c.body);
                }
                out.push_str("</tr>");
            }
            out.push_str("</tbody></table>");
        }
        out.push_str("</div></div>");
    }
    out.push_str("</div>");
    for n in &view.notes {
        out.push_str("<pre class=\"mx-note\">");
        escape_into(&mut out, n);
        out.push_str("</pre>");
    }
    out
}

/// One element's cell of [`matrix_view`]: its layout attributes (lane, registers), and what
/// changes with the values (the title and the body).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixCell {
    /// `data-lane` and (live) `data-regs`.
    pub attrs: String,
    /// The title: element, value, register, lane, bits.
    pub title: String,
    /// The cell's HTML: the value, or the register slot without values.
    pub body: String,
}

/// The cell of element `e` at block `b`, row `i`, column `j` of operand `op`.
fn matrix_cell(m: &dyn Machine, op: &MatrixOperand, b: u32, i: u32, j: u32, e: &MatrixElement) -> MatrixCell {
    let part = op.part.name();
    let mut attrs = format!("data-lane=\"{}\"", e.lane);
    let slot = if op.live {
        let last = e.reg + e.hi as u32 / 32;
        attrs.push_str(" data-regs=\"");
        for r in e.reg..=last {
            let _ = write!(attrs, "{}{r}", if r > e.reg { " " } else { "" });
        }
        attrs.push('"');
        register_name(m, e.reg)
    } else {
        format!("register +{}", e.reg)
    };
    let title = format!(
        "{part}[{b}][{i}][{j}] = {} · {slot} lane {} bits {}–{}",
        if e.value.is_empty() { "?" } else { &e.value },
        e.lane,
        e.lo,
        e.hi
    );
    let mut body = String::new();
    if e.value.is_empty() {
        let _ = write!(body, "<span class=\"slot\">{}:{}</span>", e.reg, e.lane);
    } else {
        escape_into(&mut body, &e.value);
    }
    MatrixCell { attrs, title, body }
}

/// The cells of `new` that differ from `old`, each with its `<td>`'s index among all the
/// `<td>`s of [`matrix_view`]'s tables (document order); `None` when the two views are not
/// drawn alike apart from their cells' titles and bodies (the drawing must then be redone).
/// Only the changed elements are formatted: a step that changes a few values of a large
/// layout formats a few cells.
pub fn matrix_changes(m: &dyn Machine, old: &MatrixView, new: &MatrixView) -> Option<Vec<(usize, MatrixCell)>> {
    if !same_matrix_layout(old, new) {
        return None;
    }
    let mut changes = Vec::new();
    let mut td = 0;
    for (a, op) in old.operands.iter().zip(&new.operands) {
        for b in 0..op.blocks {
            for i in 0..op.rows {
                for j in 0..op.cols {
                    match (a.at(b, i, j), op.at(b, i, j)) {
                        (None, None) => {}
                        (Some(x), Some(e)) if x == e => {}
                        (Some(x), Some(e)) if (x.reg, x.lane, x.hi) == (e.reg, e.lane, e.hi) => {
                            changes.push((td, matrix_cell(m, op, b, i, j, e)));
                        }
                        _ => return None,
                    }
                    td += 1;
                }
            }
        }
    }
    Some(changes)
}

/// Whether [`matrix_view`] draws `a` and `b` alike apart from their elements: the same
/// tables with the same headings and notes.
fn same_matrix_layout(a: &MatrixView, b: &MatrixView) -> bool {
    let op = |x: &MatrixOperand, y: &MatrixOperand| {
        (x.part, &x.ty, x.rows, x.cols, x.blocks, x.live, &x.location, &x.notes)
            == (y.part, &y.ty, y.rows, y.cols, y.blocks, y.live, &y.location, &y.notes)
    };
    (&a.name, &a.notes, a.line) == (&b.name, &b.notes, b.line)
        && a.operands.len() == b.operands.len()
        && a.operands.iter().zip(&b.operands).all(|(x, y)| op(x, y))
}

/// The registers the program uses of every scalar file, as a wrapped list of name/value
/// pairs. Each carries `data-file`, and `data-<file name>` (`data-sgpr`) with its number.
pub fn sgpr_list(m: &dyn Machine, format: ValueFormat) -> String {
    let changes = m.changes();
    let mut out = String::new();
    for (file, f) in m.register_files().iter().enumerate().filter(|(_, f)| !f.is_vector()) {
        let attr = f.name.to_ascii_lowercase();
        for n in 0..f.used.min(f.count) {
            let cls = if changes.written(file, n) { "sg chg" } else { "sg" };
            let name = f.register_name(n);
            let mut text = String::new();
            let values = m.register(file, n);
            for (c, v) in values.iter().enumerate() {
                if c > 0 {
                    text.push(' ');
                }
                escape_into(&mut text, &format.format(*v));
            }
            let _ = write!(
                out,
                "<div class=\"{cls}\" data-file=\"{file}\" data-{attr}=\"{n}\" title=\"{name} = {text}\">\
                 <span class=\"sn\">{name}</span><span class=\"sv\">{text}</span></div>",
            );
        }
    }
    if out.is_empty() {
        return String::from("<span class=\"muted\">no scalar registers used</span>");
    }
    out
}

/// A 64-cell strip for a lane mask: one cell per lane, `on` when set, `chg` when it
/// changed in the last step, `sel` on the `selected` lane, the lane number in the tooltip.
pub fn mask_strip(mask: u64, changed: u64, lanes: usize, selected: Option<usize>) -> String {
    let mut out = String::with_capacity(lanes * 70);
    for lane in 0..lanes.min(64) {
        let bit = 1u64 << lane;
        let on = mask & bit != 0;
        let _ = write!(
            out,
            "<span class=\"mb{}{}{}\" data-lane=\"{lane}\" data-on=\"{}\" title=\"lane {lane}: {}\"></span>",
            if on { " on" } else { "" },
            if changed & bit != 0 { " chg" } else { "" },
            if selected == Some(lane) { " sel" } else { "" },
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

/// The `<option>`s of the wave picker: index, workgroup, index in the group and status.
pub fn wave_options(m: &dyn Machine) -> String {
    let selected = m.selected_wave();
    let mut out = String::with_capacity(m.wave_count() * 80);
    for n in 0..m.wave_count() {
        let Some(w) = m.wave_info(n) else { continue };
        let [x, y, z] = w.workgroup;
        let status = match w.status {
            WaveStatus::NotStarted => "not started",
            WaveStatus::Running => "running",
            WaveStatus::AtBarrier => "at barrier",
            WaveStatus::Ended => "ended",
            WaveStatus::Faulted => "faulted",
        };
        let sel = if n == selected { " selected" } else { "" };
        let _ = write!(
            out,
            "<option value=\"{n}\"{sel} data-group=\"{x},{y},{z}\">w{n} wg {x},{y},{z} {}/{} {status}</option>",
            w.index_in_group + 1,
            w.waves_in_group,
        );
    }
    out
}

/// What the clicked lane of mask `mask` says: which instruction last changed that bit.
pub fn lane_info(m: &dyn Machine, listing: &[ListingLine], mask: usize, lane: usize) -> String {
    let which = m
        .masks()
        .get(mask)
        .map_or_else(String::new, |i| i.name.to_ascii_lowercase());
    let Some(pc) = m.mask_writer(mask, lane) else {
        return format!("{which}[{lane}] has not changed since the start");
    };
    match listing.iter().find(|l| l.pc == pc) {
        Some(l) => format!("{which}[{lane}] last changed by line {}: {}", l.line, l.text),
        None => format!("{which}[{lane}] last changed by the instruction at 0x{pc:x}"),
    }
}

/// The first elements of each snippet buffer, formatted by its element type.
pub fn buffers(m: &dyn Machine, snippet: &Snippet, limit: usize) -> String {
    let mut out = String::new();
    for b in &snippet.buffers {
        let Some(bytes) = m.buffer(&b.name) else { continue };
        let size = b.ty.size().max(1);
        let count = bytes.len() / size;
        out.push_str("<div class=\"buf\" data-buffer=\"");
        escape_into(&mut out, &b.name);
        out.push_str("\"><div class=\"buf-h\"><b>");
        escape_into(&mut out, &b.name);
        let _ = write!(
            out,
            "</b> <span class=\"muted\">{} × {count}{}</span></div><div class=\"buf-cells\">",
            format!("{:?}", b.ty).to_ascii_lowercase(),
            if count > limit {
                format!(", first {limit} shown")
            } else {
                String::new()
            },
        );
        for (i, chunk) in bytes.chunks_exact(size).take(limit).enumerate() {
            let _ = write!(
                out,
                "<span class=\"bc\" data-index=\"{i}\"><i>{i}</i><span class=\"bv\">{}</span></span>",
                b.ty.json(chunk).trim_matches('"')
            );
        }
        out.push_str("</div></div>");
    }
    out
}

/// LDS words per row of the LDS word view.
pub const LDS_ROW_WORDS: usize = 8;

/// The LDS words `first..first + count` (clamped to the LDS) as rows of [`LDS_ROW_WORDS`]
/// cells headed by their byte address; each cell is `.lw[data-word]` with its bank.
pub fn lds_words(m: &dyn Machine, first: usize, count: usize) -> String {
    let (total, banks) = (m.lds_words(), m.lds_banks().max(1));
    let first = first.min(total.saturating_sub(1)) / LDS_ROW_WORDS * LDS_ROW_WORDS;
    let end = first.saturating_add(count).min(total);
    let mut out = String::with_capacity((end - first) * 120 + 64);
    out.push_str("<table class=\"ldsw\"><tbody>");
    for row in (first..end).step_by(LDS_ROW_WORDS) {
        let _ = write!(out, "<tr><th>0x{:04x}</th>", row * 4);
        for i in row..(row + LDS_ROW_WORDS).min(end) {
            let v = m.lds_word(i).unwrap_or(0);
            let _ = write!(
                out,
                "<td class=\"lw{}\" data-word=\"{i}\" title=\"0x{:x} · bank {} · {v}\"><i>b{}</i>{v:08x}</td>",
                if v == 0 { " zero" } else { "" },
                i * 4,
                i % banks,
                i % banks,
            );
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The leading spaces and tabs of `line` (what Enter carries to the next line).
pub fn leading_indent(line: &str) -> &str {
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

/// The last LDS access: one column per bank, each lane's address in its bank's column, the
/// conflict degree per bank and the cycles.
pub fn lds_view(info: &LdsAccessInfo) -> String {
    let banks = usize::from(info.banks).max(1);
    let mut cols: Vec<Vec<(u8, u32)>> = vec![Vec::new(); banks];
    for &(lane, addr) in &info.lanes {
        if let Some(c) = cols.get_mut((addr as usize / 4) % banks) {
            c.push((lane, addr));
        }
    }
    let rows = cols.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = String::with_capacity(rows * banks * 40 + 2048);
    let _ = write!(
        out,
        "<div class=\"lds-sum\"><span id=\"lds-cycles\">{} cycles</span> · {} lanes · {banks} banks · \
         max degree {}</div><table class=\"lds\" data-banks=\"{banks}\"><thead><tr>",
        info.cycles,
        info.lanes.len(),
        info.degree.iter().max().copied().unwrap_or(0),
    );
    for b in 0..banks {
        let _ = write!(out, "<th>{b}</th>");
    }
    out.push_str("</tr></thead><tbody>");
    for r in 0..rows {
        out.push_str("<tr>");
        for c in &cols {
            match c.get(r) {
                Some(&(lane, addr)) => {
                    let _ = write!(
                        out,
                        "<td data-lane=\"{lane}\" title=\"lane {lane}: 0x{addr:x}\">{lane}<br><small>{addr:x}</small></td>"
                    );
                }
                None => out.push_str("<td></td>"),
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("<tr class=\"deg\">");
    for b in 0..banks {
        let d = info.degree.get(b).copied().unwrap_or(0);
        let cls = if d > 1 { " class=\"conflict\"" } else { "" };
        let _ = write!(out, "<td{cls} data-bank=\"{b}\">×{d}</td>");
    }
    out.push_str("</tr></tbody></table>");
    out
}

/// The last cross-lane movement as an SVG: source lanes on top, destination lanes below, a
/// line from each destination's source lane.
pub fn lane_moves_svg(info: &LaneMovesInfo) -> String {
    const STEP: usize = 11;
    const X0: usize = 8;
    let n = info.source.len().max(64);
    let width = X0 * 2 + STEP * (n - 1);
    let (top, bottom) = (14usize, 96usize);
    let mut out = String::with_capacity(n * 160);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"moves\" viewBox=\"0 0 {width} 112\" \
         width=\"{width}\" height=\"112\"><title>"
    );
    escape_into(&mut out, &info.what);
    out.push_str("</title>");
    for (dst, src) in info.source.iter().enumerate() {
        if let Some(s) = src {
            let _ = write!(
                out,
                "<line class=\"mv\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
                X0 + STEP * usize::from(*s),
                top + 4,
                X0 + STEP * dst,
                bottom - 4,
            );
        }
    }
    for l in 0..n {
        let x = X0 + STEP * l;
        let _ = write!(
            out,
            "<circle class=\"src\" data-lane=\"{l}\" cx=\"{x}\" cy=\"{top}\" r=\"3\"/>"
        );
        let written = info.source.get(l).is_some_and(Option::is_some);
        let cls = if written { "dst" } else { "dst none" };
        let _ = write!(
            out,
            "<circle class=\"{cls}\" data-lane=\"{l}\" cx=\"{x}\" cy=\"{bottom}\" r=\"3\"><title>lane {l} ← {}</title></circle>",
            info.source
                .get(l)
                .copied()
                .flatten()
                .map_or_else(|| "none".to_string(), |s| format!("lane {s}"))
        );
        if l % 8 == 0 {
            let _ = write!(out, "<text x=\"{x}\" y=\"{}\" class=\"ln\">{l}</text>", bottom + 14);
        }
    }
    out.push_str("</svg>");
    out
}

/// Most rows the assembled listing shows.
pub const MAX_LISTING_ROWS: usize = 4096;

/// The assembled listing: a row per instruction (source line, address, encoding as llvm-mc
/// prints it, instruction) and a row per error, in source order. Every row carries
/// `data-line`, its source line.
pub fn listing(asm: &[AsmLine], diags: &[Diagnostic], current: &[u32]) -> String {
    let mut rows: Vec<(u32, String)> = Vec::with_capacity(asm.len() + diags.len());
    for a in asm {
        let cur = if current.contains(&a.line) { " cur" } else { "" };
        let mut r = format!(
            "<tr class=\"ls-asm{cur}\" data-line=\"{0}\"><td class=\"ls-line\">{0}</td><td class=\"ls-pc\">0x{1:04x}</td><td class=\"ls-enc\">",
            a.line, a.pc
        );
        escape_into(&mut r, &a.encoding);
        r.push_str("</td><td class=\"ls-text\">");
        escape_into(&mut r, &a.text);
        r.push_str("</td></tr>");
        rows.push((a.line, r));
    }
    for d in diags.iter().filter(|d| d.severity == Severity::Error) {
        let mut r = format!(
            "<tr class=\"ls-err\" data-line=\"{0}\"><td class=\"ls-line\">{0}</td><td class=\"ls-msg\" colspan=\"3\">error: ",
            d.span.line
        );
        escape_into(&mut r, &d.message);
        r.push_str("</td></tr>");
        rows.push((d.span.line, r));
    }
    rows.sort_by_key(|r| r.0);
    let more = rows.len().saturating_sub(MAX_LISTING_ROWS);
    let mut out = String::from("<table class=\"ls\"><tbody>");
    for (_, r) in rows.iter().take(MAX_LISTING_ROWS) {
        out.push_str(r);
    }
    if more > 0 {
        let _ = write!(
            out,
            "<tr class=\"ls-more\"><td colspan=\"4\">… {more} more rows</td></tr>"
        );
    }
    if rows.is_empty() {
        out.push_str("<tr class=\"ls-more\"><td colspan=\"4\">no instructions</td></tr>");
    }
    out.push_str("</tbody></table>");
    out
}

#[cfg(test)]
mod tests {
    use crate::grid::{self, Cell, GridColumn};
    use lanescope::ValueFormat;

    #[test]
    fn a_grid_window_sits_at_its_columns_place_with_marks() {
        let col = |n: usize, extra| GridColumn {
            file: 0,
            reg: n,
            component: 0,
            number: n,
            label: format!("v{n}"),
            extra,
        };
        let cols = [col(8, false), col(9, true)];
        let cells = [
            Cell { value: 1, chg: true },
            Cell {
                value: 0x1234_5678,
                chg: false,
            },
        ];
        let w = super::GridWindow {
            cols: &cols,
            first: 8,
            total: 512,
            cells: &cells,
            lanes: 1,
            active: 0,
            outline: Some(9),
        };
        let html = super::vgpr_grid(&w, ValueFormat::Hex);
        assert!(html.contains(&format!("width:{}px", grid::total_width(512))));
        assert!(html.contains(&format!("margin-left:{}px", grid::scroll_to(8))));
        assert!(html.contains("<th class=\"chg\" data-reg=\"8\">v8</th>"));
        assert!(html.contains("<th class=\"acc goto\" data-reg=\"9\">v9</th>"));
        assert!(html.contains("<tr data-lane=\"0\" class=\"off\">"));
        assert!(html.contains("<td data-reg=\"8\" data-lane=\"0\" class=\"chg\">0x00000001</td>"));
        assert!(html.contains("<td data-reg=\"9\" data-lane=\"0\" class=\"goto\">0x12345678</td>"));
        assert_eq!(super::cell_title("0x00000000"), None);
        assert_eq!(super::cell_title("-1.2345678e-20 1"), Some("-1.2345678e-20 1"));
    }

    #[test]
    fn leading_indent_keeps_spaces_and_tabs_only() {
        assert_eq!(super::leading_indent("\t  v_mov_b32 v0, 1"), "\t  ");
        assert_eq!(super::leading_indent("s_endpgm"), "");
        assert_eq!(super::leading_indent("   "), "   ");
        assert_eq!(super::leading_indent(""), "");
    }

    #[test]
    fn wrapped_rows_place_lines_and_screen_rows() {
        let r = super::Rows(&[1, 3, 1]);
        assert_eq!((r.of(1), r.of(2), r.of(3), r.of(4), r.of(0)), (1, 3, 1, 1, 1));
        assert_eq!((r.before(1), r.before(2), r.before(3), r.before(4)), (0, 1, 4, 5));
        let lines: Vec<usize> = (0..7).map(|row| r.line_at(row)).collect();
        assert_eq!(lines, [1, 2, 2, 2, 3, 4, 5]);
        assert_eq!(super::Rows(&[]).line_at(4), 5, "unmeasured: one row a line");
    }

    #[test]
    fn the_lds_view_shows_words_by_address_and_bank() {
        let t = lanescope::Target::from_name("gfx950").unwrap();
        let mut m = t.assemble("ds_read_b32 v1, v0\ns_endpgm").unwrap();
        assert!(m.set_lds_word(65, 0x2a));
        let html = super::lds_words(m.as_ref(), 64, 16);
        assert!(
            html.starts_with("<table class=\"ldsw\"><tbody><tr><th>0x0100</th>"),
            "{html}"
        );
        assert!(
            html.contains("data-word=\"65\" title=\"0x104 · bank 1 · 42\"><i>b1</i>0000002a"),
            "{html}"
        );
        assert_eq!(html.matches("<td").count(), 16);
        let last = super::lds_words(m.as_ref(), usize::MAX, 256);
        assert_eq!(last.matches("<td").count(), 8, "the last row of the LDS");
    }
}
