//! The "?" overlay: every keyboard shortcut, as a modal dialog.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;

/// Every shortcut of the app: keys and what they do.
pub(crate) const SHORTCUTS: &[(&str, &str)] = &[
    ("F10", "step one instruction of the shown wave"),
    ("Shift+F10", "step back one instruction"),
    ("Ctrl+F10", "run to the editor caret's line"),
    (
        "Alt+F10",
        "step over: run the shown wave until it is past this instruction (a loop's back-edge runs the loop to its exit)",
    ),
    ("F8", "step every running wave of the shown wave's workgroup one instruction"),
    ("Ctrl+Enter", "run (or stop a run)"),
    ("F9", "toggle a breakpoint on the caret's line"),
    ("click a line number", "toggle a breakpoint on that line"),
    (
        "double-click an EXEC/VCC lane",
        "toggle that lane's bit (click SCC, M0 or a mask's hex value to edit it)",
    ),
    (
        "arrow keys on an EXEC/VCC strip",
        "pick a lane (what last changed it); Enter or Space toggles it",
    ),
    (
        "arrow keys on the matrix view",
        "move over the elements, marking each one's register and lane in the lane grid",
    ),
    ("click a buffer element", "change its initial value (before the first step)"),
    ("Tab / Escape then Tab", "indent in the editor / leave the editor"),
    ("?", "this list (outside the editor)"),
    ("Escape", "close this list, the Learn menu or the open lesson"),
];

/// The shortcut overlay, shown while [`Ctx::show_help`] is set; focus goes into it and back
/// to where it was when it closes.
#[component]
pub(crate) fn HelpOverlay(ctx: Ctx) -> impl IntoView {
    let close_ref: NodeRef<leptos::html::Button> = NodeRef::new();
    let before: StoredValue<Option<web_sys::HtmlElement>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move || {
        if ctx.show_help.get() {
            let active = document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            before.set_value(active);
            request_animation_frame(move || {
                if let Some(b) = close_ref.get_untracked() {
                    let _ = b.focus();
                }
            });
        } else if let Some(e) = before.try_update_value(Option::take).flatten() {
            let _ = e.focus();
        }
    });
    view! {
        <ModalDialog open=ctx.show_help id="shortcuts" part="shortcuts" title="Keyboard shortcuts" close_ref>
            <table>
                {SHORTCUTS
                    .iter()
                    .map(|(k, what)| view! { <tr><th><kbd>{*k}</kbd></th><td>{*what}</td></tr> })
                    .collect_view()}
            </table>
        </ModalDialog>
    }
}

/// A modal dialog (`#id`, titled `#{part}-title`, closed by `#{part}-close` or a click beside
/// it), over the page while `open` is set.
#[component]
pub(crate) fn ModalDialog(
    open: RwSignal<bool>,
    id: &'static str,
    /// The prefix of its title's and Close button's ids.
    part: &'static str,
    title: &'static str,
    /// The Close button, for a dialog that focuses it.
    #[prop(optional)]
    close_ref: NodeRef<leptos::html::Button>,
    children: ChildrenFn,
) -> impl IntoView {
    let close = move || open.set(false);
    let children = StoredValue::new(children);
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:click=move |_| close()>
                <div
                    id=id
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby=format!("{part}-title")
                    on:click=|e| e.stop_propagation()
                >
                    <h2 id=format!("{part}-title")>{title}</h2>
                    {children.read_value()()}
                    <button id=format!("{part}-close") node_ref=close_ref on:click=move |_| close()>
                        "Close"
                    </button>
                </div>
            </div>
        </Show>
    }
}
