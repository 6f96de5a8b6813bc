//! Geometry and bookkeeping of the virtualised lane grid: every register of every vector file
//! is a column of fixed width, only the columns in view (plus a margin) are in the DOM, and a
//! step rewrites only the cells whose value or change mark differs from what is drawn.
//!
//! Everything here is pure (no DOM), so it is tested natively; `panels::vector` applies it.

use std::ops::Range;

use lanescope::{Machine, RegisterFileInfo};

/// Width of a register column in CSS pixels (must match `.grid td` in style.css).
pub const COL_W: f64 = 96.0;
/// Width of the sticky lane-number column in CSS pixels (must match `.grid th.lane-h`).
pub const LANE_W: f64 = 44.0;
/// Columns kept in the DOM on each side of the ones in view.
pub const MARGIN: usize = 4;
/// The DOM window's ends snap to multiples of this, so small scrolls redraw nothing.
pub const CHUNK: usize = 8;
/// The view width assumed while the grid is not laid out (hidden or not yet mounted).
const FALLBACK_WIDTH: f64 = 1600.0;

/// One column of the lane grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridColumn {
    /// Register file (index into [`Machine::register_files`]).
    pub file: usize,
    /// Register.
    pub reg: usize,
    /// Component (0 without components).
    pub component: usize,
    /// The register in the vector numbering ([`lanescope::vector_number`]): the cells'
    /// `data-reg`, which the matrix view's hover links use.
    pub number: usize,
    /// Header text (`v3`, `a0`, `R1.x`).
    pub label: String,
    /// Whether it belongs to a vector file after the main one (drawn as `acc`).
    pub extra: bool,
}

/// Every register of every vector file, in file order, each component its own column.
pub fn columns(files: &[RegisterFileInfo]) -> Vec<GridColumn> {
    let mut out = Vec::new();
    for (i, (file, f)) in files.iter().enumerate().filter(|(_, f)| f.is_vector()).enumerate() {
        for reg in 0..f.count {
            let number = lanescope::vector_number(files, file, reg).unwrap_or(reg);
            for component in 0..f.width() {
                let label = match f.components.get(component) {
                    Some(c) => format!("{}.{c}", f.register_name(reg)),
                    None => f.register_name(reg),
                };
                out.push(GridColumn {
                    file,
                    reg,
                    component,
                    number,
                    label,
                    extra: i > 0,
                });
            }
        }
    }
    out
}

/// The columns at least partly in view when the grid is scrolled `scroll_left` pixels and
/// `width` pixels wide (the sticky lane column covers the first [`LANE_W`] of them).
pub fn visible(scroll_left: f64, width: f64, n: usize) -> Range<usize> {
    let width = if width > LANE_W { width } else { FALLBACK_WIDTH };
    let left = scroll_left.max(0.0);
    let first = ((left / COL_W).floor() as usize).min(n);
    let end = (((left + width - LANE_W) / COL_W).ceil().max(0.0) as usize).clamp(first, n);
    first..end
}

/// The columns to put in the DOM: those in view plus [`MARGIN`] on each side, the ends
/// snapped to [`CHUNK`].
pub fn window(scroll_left: f64, width: f64, n: usize) -> Range<usize> {
    let v = visible(scroll_left, width, n);
    let first = v.start.saturating_sub(MARGIN) / CHUNK * CHUNK;
    let end = (v.end + MARGIN).div_ceil(CHUNK) * CHUNK;
    first.min(n)..end.min(n)
}

/// The scroll position that puts column `col` first after the lane column.
pub fn scroll_to(col: usize) -> f64 {
    col as f64 * COL_W
}

/// Total width of the grid's content in pixels.
pub fn total_width(n: usize) -> f64 {
    LANE_W + n as f64 * COL_W
}

/// The first column of the first vector file the program uses (0 when it uses none).
pub fn first_used(files: &[RegisterFileInfo], cols: &[GridColumn]) -> usize {
    files
        .iter()
        .enumerate()
        .find(|(_, f)| f.is_vector() && f.used > 0)
        .and_then(|(file, _)| cols.iter().position(|c| c.file == file))
        .unwrap_or(0)
}

/// The column a "go to register" text names: a column label (`v200`, `a5`, `R3.y`) or a
/// register (`R3`: its first component), case-insensitive, spaces ignored.
pub fn find(cols: &[GridColumn], text: &str) -> Option<usize> {
    let want: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_lowercase();
    if want.is_empty() {
        return None;
    }
    let name = |c: &GridColumn| c.label.to_lowercase();
    cols.iter().position(|c| name(c) == want).or_else(|| {
        cols.iter()
            .position(|c| name(c).split('.').next() == Some(want.as_str()))
    })
}

/// The "go to" box's example: a register of this target far enough in to be worth jumping to
/// (`v200` on GCN, `R50` on R700), "a register" when there are no columns.
pub fn goto_example(cols: &[GridColumn]) -> String {
    match cols.get(200.min(cols.len().saturating_sub(1))) {
        Some(c) => c.label.split('.').next().unwrap_or_default().to_string(),
        None => "a register".to_string(),
    }
}

/// The first column of the register with vector number `number` (`data-reg`).
pub fn column_of(cols: &[GridColumn], number: usize) -> Option<usize> {
    cols.iter().position(|c| c.number == number)
}

/// What one drawn cell shows: its value and whether the last step wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Cell {
    /// The value's bits.
    pub value: u32,
    /// Written by the last step (`chg`).
    pub chg: bool,
}

/// The cells of `cols` for every lane of the selected wave, lane-major (`lane * cols.len() +
/// column`), read from the machine.
pub fn snapshot(m: &dyn Machine, cols: &[GridColumn]) -> Vec<Cell> {
    let lanes = m.wave_size();
    let changes = m.changes();
    let files = m.register_files();
    let per_col: Vec<(&[u32], usize, u64)> = cols
        .iter()
        .map(|c| {
            let width = files.get(c.file).map_or(1, RegisterFileInfo::width);
            (m.register(c.file, c.reg), width, changes.lanes(c.file, c.reg))
        })
        .collect();
    let mut out = Vec::with_capacity(lanes * cols.len());
    for lane in 0..lanes {
        let bit = 1u64.checked_shl(lane as u32).unwrap_or(0);
        for (c, &(reg, width, written)) in per_col.iter().enumerate() {
            let value = reg.get(lane * width + cols[c].component).copied().unwrap_or(0);
            out.push(Cell {
                value,
                chg: written & bit != 0,
            });
        }
    }
    out
}

/// How a cell differs from what is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dirty {
    /// Index of the cell (as in [`snapshot`]).
    pub index: usize,
    /// Its value changed (rewrite the text).
    pub value: bool,
    /// Its change mark changed (toggle `chg`).
    pub chg: bool,
}

/// The cells of `new` that differ from `old` (same layout); all of them if the lengths differ.
pub fn dirty(old: &[Cell], new: &[Cell]) -> Vec<Dirty> {
    let stale = old.len() != new.len();
    new.iter()
        .enumerate()
        .filter_map(|(index, n)| {
            let o = if stale { None } else { old.get(index) };
            let value = o.is_none_or(|o| o.value != n.value);
            let chg = o.is_none_or(|o| o.chg != n.chg);
            (value || chg).then_some(Dirty { index, value, chg })
        })
        .collect()
}

/// Per column of a drawn window (`ncols` wide), whether any lane's cell is marked `chg`.
pub fn column_changes(cells: &[Cell], ncols: usize) -> Vec<bool> {
    let mut out = vec![false; ncols];
    if ncols > 0 {
        for (i, c) in cells.iter().enumerate() {
            out[i % ncols] |= c.chg;
        }
    }
    out
}

/// What the column label says: the registers in view, each vector file's extent and the
/// registers the program names (`v0–v13 in view · VGPRs v0–v255, AGPRs a0–a255 · program uses
/// v0–v7, a0–a3`).
pub fn label(files: &[RegisterFileInfo], cols: &[GridColumn], view: Range<usize>) -> String {
    let mut out = match (cols.get(view.start), view.end.checked_sub(1).and_then(|e| cols.get(e))) {
        (Some(a), Some(b)) if view.end > view.start => format!("{}–{} in view", a.label, b.label),
        _ => "nothing in view".into(),
    };
    let vector = || files.iter().filter(|f| f.is_vector() && f.count > 0);
    let extent: Vec<String> = vector()
        .map(|f| format!("{}s {}–{}", f.name, f.register_name(0), f.register_name(f.count - 1)))
        .collect();
    out.push_str(" · ");
    out.push_str(&extent.join(", "));
    let used: Vec<String> = vector()
        .filter(|f| f.used > 0)
        .map(|f| format!("{}–{}", f.register_name(0), f.register_name(f.used.min(f.count) - 1)))
        .collect();
    if !used.is_empty() {
        out.push_str(" · program uses ");
        out.push_str(&used.join(", "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope::Target;

    fn machine(arch: &str, source: &str) -> Box<dyn lanescope::Rewind> {
        let target = Target::from_name(arch).expect("target");
        let snippet = lanescope::Snippet::new(target, source);
        target.build(&snippet, source).expect("builds")
    }

    #[test]
    fn gfx950_has_every_vgpr_and_agpr_as_a_column() {
        let m = machine("gfx950", "v_mov_b32 v0, 1\ns_endpgm\n");
        let cols = columns(m.register_files());
        assert_eq!(cols.len(), 512);
        assert_eq!(cols[255].label, "v255");
        assert_eq!(
            (cols[256].label.as_str(), cols[256].number, cols[256].extra),
            ("a0", 256, true)
        );
        assert_eq!(cols[511].label, "a255");
        assert_eq!(find(&cols, " A5 "), Some(261));
        assert_eq!(find(&cols, "v200"), Some(200));
        assert_eq!(find(&cols, "v256"), None);
        assert_eq!(column_of(&cols, 259), Some(259));
        assert_eq!(column_of(&cols, 512), None);
        assert_eq!(find(&cols, ""), None);
        assert_eq!(goto_example(&cols), "v200");
        assert_eq!(goto_example(&[]), "a register");
    }

    #[test]
    fn r700_components_are_columns_and_a_register_name_finds_x() {
        let m = machine("rv770", "CF_END");
        let cols = columns(m.register_files());
        assert_eq!(cols.len(), 128 * 4);
        assert_eq!(cols[13].label, "R3.y");
        assert_eq!(find(&cols, "R3"), Some(12));
        assert_eq!(find(&cols, "r3.w"), Some(15));
        assert_eq!(column_of(&cols, 3), Some(12));
        assert_eq!(goto_example(&cols), "R50");
        assert_eq!(find(&cols, &goto_example(&cols)), Some(200));
    }

    #[test]
    fn visible_range_and_window_follow_the_scroll() {
        assert_eq!(visible(0.0, LANE_W + 10.0 * COL_W, 512), 0..10);
        assert_eq!(visible(COL_W * 2.5, LANE_W + 10.0 * COL_W, 512), 2..13);
        assert_eq!(visible(1e9, 800.0, 512), 512..512);
        // Not laid out: a wide default, never the whole file.
        assert_eq!(visible(0.0, 0.0, 512).start, 0);
        assert!(visible(0.0, 0.0, 512).end < 40);
        assert_eq!(window(0.0, LANE_W + 10.0 * COL_W, 512), 0..16);
        assert_eq!(window(COL_W * 100.0, LANE_W + 10.0 * COL_W, 512), 96..120);
        assert_eq!(window(COL_W * 509.0, LANE_W + 10.0 * COL_W, 512), 504..512);
        assert_eq!(window(0.0, 800.0, 3), 0..3);
        // A scroll of a few pixels keeps the window.
        assert_eq!(
            window(COL_W * 100.0 + 7.0, 900.0, 512),
            window(COL_W * 100.0, 900.0, 512)
        );
        assert_eq!(scroll_to(3), 3.0 * COL_W);
        assert_eq!(total_width(2), LANE_W + 2.0 * COL_W);
    }

    #[test]
    fn snapshot_marks_the_last_step_and_dirty_names_only_what_moved() {
        let mut m = machine("gfx950", "v_mov_b32 v1, 5\nv_accvgpr_write_b32 a2, v1\ns_endpgm\n");
        let all = columns(m.register_files());
        let cols = [all[1].clone(), all[258].clone()];
        let before = snapshot(&*m, &cols);
        assert_eq!(before.len(), 64 * 2);
        assert!(before.iter().all(|c| *c == Cell::default()));
        m.step();
        let after = snapshot(&*m, &cols);
        let d = dirty(&before, &after);
        assert_eq!(d.len(), 64, "every lane of v1, nothing of a2");
        assert!(d.iter().all(|d| d.index % 2 == 0 && d.value && d.chg));
        assert_eq!(column_changes(&after, 2), vec![true, false]);
        m.step();
        let last = snapshot(&*m, &cols);
        let d = dirty(&after, &last);
        assert_eq!(d.len(), 128, "v1 loses its mark, a2 gets value and mark");
        assert!(d.iter().filter(|d| d.index % 2 == 0).all(|d| !d.value && d.chg));
        assert!(dirty(&last, &last).is_empty());
        assert_eq!(dirty(&[], &last[..3]).len(), 3);
    }

    #[test]
    fn label_names_view_files_and_use() {
        let m = machine("gfx950", "v_mov_b32 v7, 1\nv_accvgpr_write_b32 a3, v7\ns_endpgm\n");
        let files = m.register_files();
        let cols = columns(files);
        assert_eq!(
            label(files, &cols, 0..14),
            "v0–v13 in view · VGPRs v0–v255, AGPRs a0–a255 · program uses v0–v7, a0–a3"
        );
        assert_eq!(first_used(files, &cols), 0);
        assert_eq!(label(files, &cols, 5..5).split(" · ").next(), Some("nothing in view"));
    }
}
