//! In-browser tests of the mounted app: click the toolbar, let Leptos re-render, read the DOM.
#![cfg(target_arch = "wasm32")]

use lanescope_web::{mount_app, persist};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{HtmlElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element in `<body>` with a clean session (no saved source, no fragment).
fn fresh_root() -> HtmlElement {
    let window = web_sys::window().unwrap();
    if let Ok(Some(s)) = window.local_storage() {
        s.clear().unwrap();
    }
    persist::set_fragment(None);
    let doc = window.document().unwrap();
    let el: HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&el).unwrap();
    el
}

/// The app mounted into a [`fresh_root`] and rendered: the root and the mount handle (keep it
/// alive for the test).
async fn mounted() -> (HtmlElement, impl Sized) {
    let root = fresh_root();
    let app = mount_app(root.clone());
    leptos::task::tick().await;
    (root, app)
}

fn find(root: &HtmlElement, selector: &str) -> HtmlElement {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no element matches {selector}"))
        .unchecked_into()
}

fn text(root: &HtmlElement, selector: &str) -> String {
    find(root, selector).text_content().unwrap_or_default()
}

fn cell(root: &HtmlElement, reg: u32, lane: u32) -> String {
    text(
        root,
        &format!("#vgpr-grid td[data-reg=\"{reg}\"][data-lane=\"{lane}\"]"),
    )
}

async fn click(root: &HtmlElement, selector: &str) {
    find(root, selector).click();
    leptos::task::tick().await;
}

async fn set_format(root: &HtmlElement, name: &str) {
    let fmt: web_sys::HtmlSelectElement = find(root, "#format").unchecked_into();
    fmt.set_value(name);
    fmt.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn default_example_steps_and_runs() {
    let (root, _app) = mounted().await;

    // The default example is loaded and assembled; nothing has run yet.
    let source: HtmlTextAreaElement = find(&root, "#source").unchecked_into();
    assert!(source.value().contains("v_cvt_f32_u32 v1, v0"));
    assert_eq!(text(&root, "#status"), "ready");
    assert_eq!(cell(&root, 0, 5), "0x00000005", "lane id in v0");
    assert_eq!(cell(&root, 1, 5), "0x00000000");
    assert!(find(&root, ".gl[data-line=\"3\"]").class_name().contains("cur"));

    // Step 1: v_cvt_f32_u32 v1, v0 — lane 5 now holds 5.0f, and the whole column is marked.
    click(&root, "#step").await;
    assert_eq!(text(&root, "#status"), "1 step");
    assert_eq!(cell(&root, 1, 5), "0x40a00000");
    let c = find(&root, "#vgpr-grid td[data-reg=\"1\"][data-lane=\"63\"]");
    assert!(c.class_name().contains("chg"), "written cell highlighted");
    let c = find(&root, "#vgpr-grid td[data-reg=\"0\"][data-lane=\"5\"]");
    assert!(!c.class_name().contains("chg"), "untouched cell not highlighted");
    assert!(find(&root, ".gl[data-line=\"3\"]").class_name().contains("last"));
    assert!(find(&root, ".gl[data-line=\"4\"]").class_name().contains("cur"));

    // The f32 view of the same cell.
    set_format(&root, "f32").await;
    assert_eq!(cell(&root, 1, 5), "5");

    // Steps 2-4 end with s_and_saveexec_b64: lanes 32..63 leave EXEC.
    for _ in 0..3 {
        click(&root, "#step").await;
    }
    assert_eq!(text(&root, "#status"), "4 steps");
    let on = |lane: u32| {
        find(&root, &format!("#exec-strip [data-lane=\"{lane}\"]"))
            .get_attribute("data-on")
            .unwrap()
    };
    assert_eq!(on(31), "1");
    assert_eq!(on(32), "0");
    assert!(find(&root, "#vgpr-grid tr[data-lane=\"40\"]")
        .class_name()
        .contains("off"));
    assert!(find(&root, "#sgprs [data-sgpr=\"0\"]").class_name().contains("chg"));

    // Run to the end: v2 = lane * 1.5 + 0.5 on lanes 0..31 only; v5 = lane + 1 on all lanes.
    click(&root, "#run").await;
    assert!(
        text(&root, "#status").starts_with("ended after"),
        "{}",
        text(&root, "#status")
    );
    assert_eq!(cell(&root, 2, 3), "5");
    assert_eq!(cell(&root, 2, 40), "0");
    set_format(&root, "u32").await;
    assert_eq!(cell(&root, 5, 40), "41");
    let step: HtmlElement = find(&root, "#step");
    assert!(step.has_attribute("disabled"), "Step disabled once the program ended");

    // Reset goes back to the initial state.
    click(&root, "#reset").await;
    assert_eq!(text(&root, "#status"), "ready");
    assert_eq!(cell(&root, 2, 3), "0");
}

#[wasm_bindgen_test]
async fn errors_show_under_their_line_and_disable_running() {
    let (root, _app) = mounted().await;
    let source: HtmlTextAreaElement = find(&root, "#source").unchecked_into();
    source.set_value("v_mov_b32 v1, v0\nv_bogus v2, v0\ns_endpgm\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    // Step flushes the pending (debounced) assembly first.
    click(&root, "#step").await;
    let msg = find(&root, ".diag-msg");
    assert_eq!(msg.get_attribute("data-line").as_deref(), Some("2"));
    assert!(msg.text_content().unwrap().contains("invalid instruction"));
    assert!(find(&root, "#step").has_attribute("disabled"));
    assert!(find(&root, "#run").has_attribute("disabled"));
    assert!(text(&root, "#status").contains("1 error"));
    // The edit was saved for the next visit.
    let saved = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("lanescope.source")
        .unwrap();
    assert_eq!(saved.as_deref(), Some("v_mov_b32 v1, v0\nv_bogus v2, v0\ns_endpgm\n"));
}

#[wasm_bindgen_test]
async fn matrix_view_draws_the_broadcast_example_with_live_values() {
    let (root, _app) = mounted().await;
    let gallery: web_sys::HtmlSelectElement = find(&root, "#gallery").unchecked_into();
    gallery.set_value("mfma_broadcast");
    gallery.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    leptos::task::tick().await;
    leptos::task::tick().await;

    // 16 blocks of 4x4 per operand, the modifiers as written (cbsz:2 abid:1).
    let blocks = root
        .query_selector_all("#matrix-view table.mx[data-part=\"A\"]")
        .unwrap();
    assert_eq!(blocks.length(), 16);
    let input = |id: &str| -> String { find(&root, id).unchecked_into::<web_sys::HtmlInputElement>().value() };
    assert_eq!((input("#matrix-cbsz"), input("#matrix-abid")), ("2".into(), "1".into()));
    assert!(text(&root, ".mx-op[data-part=\"A\"] .mx-note").contains("CBSZ=2 ABID=1"));
    // The 16-block broadcast is where the sources disagree: the other reading is shown.
    assert!(text(&root, "#matrix-disagree").starts_with("sources disagree: CBSZ/ABID"));

    click(&root, "#run").await;
    for _ in 0..20 {
        leptos::task::tick().await;
    }
    set_format(&root, "f32").await;
    // D[b][i][j] is v[4 + i] of lane 4b + j: the drawing shows what the lane grid holds.
    for (b, i, j) in [(0u32, 0u32, 0u32), (5, 2, 1), (15, 3, 2)] {
        let d = text(
            &root,
            &format!(
                "#matrix-view table.mx[data-part=\"D\"][data-block=\"{b}\"] tbody tr:nth-child({}) td:nth-child({})",
                i + 1,
                j + 2
            ),
        );
        assert_eq!(d, cell(&root, 4 + i, 4 * b + j), "D[{b}][{i}][{j}]");
        assert_ne!(d, "0", "D[{b}][{i}][{j}] was computed");
    }
}
