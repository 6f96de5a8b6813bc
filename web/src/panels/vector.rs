//! The lane × register grid of the vector register files: every register of every vector file
//! is a column, scrollable both ways, with only the columns in view (plus a margin) in the DOM
//! (see [`crate::grid`]). A step rewrites only the cells whose value or change mark moved, in
//! place; the table is rebuilt only when the window, the format, the wave size, the outlined
//! column or the machine's files change.

use std::ops::Range;

use lanescope::{Machine, ValueFormat};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, NodeList};

use crate::ctx::Ctx;
use crate::grid::{self, Cell, GridColumn};
use crate::panels::matrix_hover::slot_of_event;
use crate::render;

const EMPTY: &str = "<div class=\"empty\">Fix the errors in the source to see the registers.</div>";

/// What decides the table's structure: a change of any of these redraws it.
#[derive(Clone, Debug, PartialEq)]
struct Key {
    window: Range<usize>,
    format: ValueFormat,
    outline: Option<usize>,
    lanes: usize,
}

/// The table in the DOM and what its cells show.
struct Drawn {
    key: Key,
    cells: Vec<Cell>,
    heads: Vec<bool>,
    active: u64,
    tds: Option<NodeList>,
    ths: Option<NodeList>,
    rows: Option<NodeList>,
}

/// The grid's columns and what is drawn.
#[derive(Default)]
struct GridState {
    /// (name, count, lanes, width) of each register file: the columns change with it.
    shape: Vec<(&'static str, usize, usize, usize)>,
    cols: Vec<GridColumn>,
    /// The files' `used` when last drawn (a new program scrolls its first registers into view).
    used: Vec<usize>,
    drawn: Option<Drawn>,
    /// The grid's horizontal scroll position and width as last measured: a step reads these
    /// instead of the element (a read there would force a layout of everything the step has
    /// rewritten so far; issue 17). Measured on scroll, resize and when the grid scrolls itself.
    viewport: Option<(f64, f64)>,
}

/// The element's horizontal scroll position and width.
fn view_of(el: &Element) -> (f64, f64) {
    (el.scroll_left() as f64, el.client_width() as f64)
}

/// Element `i` of a node list of elements.
fn nth(list: &Option<NodeList>, i: usize) -> Option<Element> {
    list.as_ref()?.item(i as u32).map(JsCast::unchecked_into)
}

/// Adds or removes class `name`; an element left with no class loses the attribute (as drawn).
fn toggle(el: &Element, name: &str, on: bool) {
    let list = el.class_list();
    let _ = list.toggle_with_force(name, on);
    if list.length() == 0 {
        let _ = el.remove_attribute("class");
    }
}

impl GridState {
    /// Draws the machine's registers into `el`: the whole table when its structure changed
    /// (then true), otherwise only the cells, headers and rows that differ from what is drawn.
    fn draw(&mut self, el: &Element, m: &dyn Machine, format: ValueFormat, outline: Option<usize>) -> bool {
        let files = m.register_files();
        let shape: Vec<_> = files.iter().map(|f| (f.name, f.count, f.lanes, f.width())).collect();
        if shape != self.shape {
            self.cols = grid::columns(files);
            self.shape = shape;
            self.drawn = None;
        }
        let used: Vec<usize> = files.iter().map(|f| f.used).collect();
        if used != self.used {
            self.used = used;
            let first = grid::first_used(files, &self.cols);
            self.scroll_into_view(el, first);
        }
        let (s, w) = self.viewport(el);
        let window = grid::window(s, w, self.cols.len());
        let cells = grid::snapshot(m, &self.cols[window.clone()]);
        let active = m.mask(0);
        let key = Key {
            window,
            format,
            outline,
            lanes: m.wave_size(),
        };
        match &mut self.drawn {
            Some(d) if d.key == key => {
                d.patch(cells, active);
                false
            }
            _ => {
                self.drawn = Some(Drawn::new(el, &self.cols, key, cells, active));
                true
            }
        }
    }

    /// Scrolls `el` so that the register with vector number `number` is in view.
    fn reveal(&mut self, el: &Element, number: usize) {
        if let Some(c) = grid::column_of(&self.cols, number) {
            self.scroll_into_view(el, c);
        }
    }

    /// Scrolls `el` so that column `c` is in view (and measures it again if it scrolled).
    fn scroll_into_view(&mut self, el: &Element, c: usize) {
        let (s, w) = self.viewport(el);
        if !grid::visible(s, w, self.cols.len()).contains(&c) {
            el.set_scroll_left(grid::scroll_to(c) as i32);
            self.measure(el);
        }
    }

    /// The scroll position and width of `el`: as last measured, else measured now.
    fn viewport(&mut self, el: &Element) -> (f64, f64) {
        match self.viewport {
            Some(v) => v,
            None => self.measure(el),
        }
    }

    /// Measures the scroll position and width of `el` (a layout read: not on a step's path).
    fn measure(&mut self, el: &Element) -> (f64, f64) {
        let v = view_of(el);
        self.viewport = Some(v);
        v
    }

    /// The columns in view, as last measured (`measure`: measured now).
    fn visible(&mut self, el: &Element, measure: bool) -> Range<usize> {
        let (s, w) = if measure { self.measure(el) } else { self.viewport(el) };
        grid::visible(s, w, self.cols.len())
    }

    fn clear(&mut self, el: &Element) {
        if self.drawn.take().is_some() || self.cols.is_empty() {
            el.set_inner_html(EMPTY);
        }
        self.used.clear();
    }
}

impl Drawn {
    /// Builds the table of `key.window` into `el`.
    fn new(el: &Element, cols: &[GridColumn], key: Key, cells: Vec<Cell>, active: u64) -> Drawn {
        let window = render::GridWindow {
            cols: &cols[key.window.clone()],
            first: key.window.start,
            total: cols.len(),
            cells: &cells,
            lanes: key.lanes,
            active,
            outline: key.outline,
        };
        el.set_inner_html(&render::vgpr_grid(&window, key.format));
        let all = |sel: &str| el.query_selector_all(sel).ok();
        let heads = grid::column_changes(&cells, key.window.len());
        Drawn {
            tds: all("tbody td"),
            ths: all("thead th[data-reg]"),
            rows: all("tbody tr"),
            key,
            cells,
            heads,
            active,
        }
    }

    /// Rewrites the cells, headers and rows that differ from `cells` and `active`, in place.
    fn patch(&mut self, cells: Vec<Cell>, active: u64) {
        for d in grid::dirty(&self.cells, &cells) {
            let (Some(td), Some(cell)) = (nth(&self.tds, d.index), cells.get(d.index)) else {
                continue;
            };
            if d.value {
                let text = self.key.format.format(cell.value);
                crate::panels::set_text(&td, &text);
                match render::cell_title(&text) {
                    Some(t) => _ = td.set_attribute("title", t),
                    None if td.has_attribute("title") => _ = td.remove_attribute("title"),
                    None => {}
                }
            }
            if d.chg {
                toggle(&td, "chg", cell.chg);
            }
        }
        let heads = grid::column_changes(&cells, self.key.window.len());
        for (c, (&new, &old)) in heads.iter().zip(&self.heads).enumerate() {
            if new != old {
                if let Some(th) = nth(&self.ths, c) {
                    toggle(&th, "chg", new);
                }
            }
        }
        let flipped = self.active ^ active;
        for lane in (0..self.key.lanes.min(64)).filter(|l| flipped >> l & 1 == 1) {
            if let Some(tr) = nth(&self.rows, lane) {
                toggle(&tr, "off", active >> lane & 1 == 0);
            }
        }
        (self.cells, self.heads, self.active) = (cells, heads, active);
    }
}

/// Calls `f` whenever `el` changes size (a resize of the window or of a neighbouring panel),
/// until the component is cleaned up.
fn observe_resize(el: &Element, f: impl Fn() + 'static) {
    use wasm_bindgen::closure::Closure;
    let callback = Closure::<dyn Fn()>::new(f);
    let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) else {
        return;
    };
    observer.observe(el);
    let held = StoredValue::new_local(Some((observer, callback)));
    // Cleanups run before the component's values are dropped: the callback is not called after.
    on_cleanup(move || {
        if let Some((observer, _)) = held.try_update_value(Option::take).flatten() {
            observer.disconnect();
        }
    });
}

/// The grid's element, drawing state and the signals its header shows.
#[derive(Clone, Copy)]
struct Grid {
    el: NodeRef<leptos::html::Div>,
    state: StoredValue<GridState, LocalStorage>,
    /// The columns in view (set on scroll and resize when they change).
    view: RwSignal<Range<usize>>,
    /// The column the go-to box outlined.
    outline: RwSignal<Option<usize>>,
    /// The header's description of the columns in view.
    label: RwSignal<String>,
    /// The go-to box's example register.
    example: RwSignal<String>,
    /// Why the go-to box's register was not found.
    bad: RwSignal<Option<String>>,
}

impl Grid {
    fn new() -> Grid {
        Grid {
            el: NodeRef::new(),
            state: StoredValue::new_local(GridState::default()),
            view: RwSignal::new(0..0),
            outline: RwSignal::new(None),
            label: RwSignal::new(String::new()),
            example: RwSignal::new(String::from("v200")),
            bad: RwSignal::new(None),
        }
    }

    /// Updates the columns in view; `measure`: reads the grid's scroll position and width
    /// again (not while a step draws).
    fn refresh(self, measure: bool) {
        let Some(el) = self.el.try_get_untracked().flatten() else {
            return;
        };
        let Some(v) = self.state.try_update_value(|st| st.visible(&el, measure)) else {
            return;
        };
        if self.view.get_untracked() != v {
            self.view.set(v);
        }
    }

    /// Draws the machine into the grid (tracking the epoch, the columns in view, the format
    /// and the outline) and updates the header.
    fn draw(self, ctx: Ctx) {
        ctx.epoch.track();
        self.view.track();
        let (format, outline) = (ctx.format.get(), self.outline.get());
        let Some(el) = self.el.get() else {
            return;
        };
        let state = self.state;
        let text = ctx.with_machine_untracked(|m| {
            let redrawn = state.try_update_value(|st| st.draw(&el, m, format, outline)) == Some(true);
            if let Some(slot) = ctx.hover_slot.get_untracked().filter(|_| redrawn) {
                // The hover marks were in the old table.
                crate::panels::matrix_hover::mark_slot(Some(slot));
            }
            state
                .try_update_value(|st| {
                    let visible = st.visible(&el, false);
                    grid::label(m.register_files(), &st.cols, visible)
                })
                .unwrap_or_default()
        });
        if text.is_none() {
            state.update_value(|st| st.clear(&el));
        }
        set_if_changed(self.label, text.unwrap_or_default());
        set_if_changed(self.example, state.with_value(|st| grid::goto_example(&st.cols)));
        self.refresh(false);
    }

    /// Scrolls to the register named `text` and outlines it (or says there is none).
    fn go(self, text: &str) {
        let found = self.state.with_value(|st| grid::find(&st.cols, text));
        match (found, self.el.get_untracked()) {
            (Some(c), Some(el)) => {
                el.set_scroll_left(grid::scroll_to(c) as i32);
                self.bad.set(None);
                self.outline.set(Some(c));
            }
            _ if text.trim().is_empty() => {
                self.bad.set(None);
                self.outline.set(None);
            }
            _ => self
                .bad
                .set(Some(format!("There is no register '{}' on this target", text.trim()))),
        }
    }
}

/// Sets `signal` to `value` unless it holds it already (no needless update downstream).
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|v| *v != value) {
        signal.set(value);
    }
}

/// The lane × register grid with its "go to register" box.
#[component]
pub(crate) fn VectorPanel(ctx: Ctx) -> impl IntoView {
    let g = Grid::new();
    Effect::new(move |_| g.draw(ctx));
    // Hovering a matrix element whose register is scrolled away brings its column into view.
    Effect::new(move |_| {
        let slot = ctx.hover_slot.get().filter(|s| s.from_matrix);
        if let (Some(slot), Some(el)) = (slot, g.el.get_untracked()) {
            g.state.update_value(|st| st.reveal(&el, slot.regs.0 as usize));
        }
    });
    Effect::new(move |_| {
        if let Some(el) = g.el.get() {
            observe_resize(&el, move || g.refresh(true));
        }
    });
    view! {
        <div class="panel vector" class:stale=move || ctx.stale()>
            <div class="panel-h">
                <span class="panel-title">"Lanes × registers"</span>
                <span class="stale-note">"last good program — fix the errors to run"</span>
                <span class="muted" id="cols-label">{move || g.label.get()}</span>
                <GoTo g />
            </div>
            <GridView ctx g />
        </div>
    }
}

/// The "go to register" box.
#[component]
fn GoTo(g: Grid) -> impl IntoView {
    let title = move || {
        g.bad
            .get()
            .unwrap_or_else(|| "Go to a register: v200, a5, R3 (Enter)".into())
    };
    view! {
        <input
            id="grid-goto"
            class="grid-goto"
            class:bad=move || g.bad.with(Option::is_some)
            type="text"
            placeholder=move || format!("go to {}", g.example.get())
            aria-label="Go to register"
            spellcheck="false"
            title=title
            on:keydown=move |e: web_sys::KeyboardEvent| {
                if e.key() == "Enter" {
                    g.go(&event_target_value(&e));
                }
            }
            on:change=move |e| g.go(&event_target_value(&e))
        />
    }
}

/// The grid's scroller: hovering a cell marks its slot (and the matrix elements there), a
/// click asks for the cell's new value.
#[component]
fn GridView(ctx: Ctx, g: Grid) -> impl IntoView {
    let ask = move |e: web_sys::MouseEvent| {
        let at = |name| crate::panels::scalar::attr_of(&e, "td[data-reg]", name);
        if let (Some(number), Some(lane)) = (at("data-reg"), at("data-lane")) {
            let cell = ctx
                .with_machine_untracked(|m| lanescope::vector_register(m.register_files(), number))
                .flatten();
            if let Some((file, reg)) = cell {
                crate::panels::scalar::ask_value(ctx, file, reg, lane);
            }
        }
    };
    view! {
        <div
            id="vgpr-grid"
            class="grid-wrap"
            node_ref=g.el
            on:scroll=move |_| g.refresh(true)
            tabindex="0"
            role="region"
            aria-label="Vector registers by lane (arrow keys scroll)"
            on:mouseover=move |e: web_sys::MouseEvent| {
                let slot = slot_of_event(&e, "td[data-reg]", "data-reg", false);
                if slot != ctx.hover_slot.get_untracked() {
                    ctx.hover_slot.set(slot);
                }
            }
            on:mouseleave=move |_| ctx.hover_slot.set(None)
            on:click=ask
        ></div>
    }
}
