//! Where a session survives a reload: the URL fragment (share links) and localStorage.
//!
//! Every function tolerates a missing window, storage or history (private modes, tests).

use lanescope::{
    decode_share, encode_share, share_parts, Limits, ShareError, Snippet, SnippetError, Target, ValueFormat,
};
use leptos::prelude::{document, window};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

const KEY_SOURCE: &str = "lanescope.source";
const KEY_ARCH: &str = "lanescope.arch";
const KEY_FORMAT: &str = "lanescope.format";
const KEY_DATA: &str = "lanescope.data";
const KEY_BUFFER: &str = "lanescope.buffer";
const KEY_MINE_ARCH: &str = "lanescope.mine.arch";
const KEY_MINE_SOURCE: &str = "lanescope.mine.source";
const KEY_MINE_DATA: &str = "lanescope.mine.data";

/// A buffer's texts: target, source and launch & data.
pub type Text = (Target, String, String);

/// The example loaded when there is neither a share link nor a saved session.
pub const DEFAULT_SOURCE: &str = "\
; lanescope — a bare snippet: one wave64, lane id in v0.
; Lanes 0-31 compute 1.5 * lane + 0.5; lanes 32-63 skip the block.
    v_cvt_f32_u32 v1, v0              ; v1 = float(lane)
    v_mov_b32 v2, 0
    v_cmp_gt_u32 vcc, 32, v0          ; vcc = lanes with 32 > lane
    s_and_saveexec_b64 s[0:1], vcc    ; save EXEC, keep lanes 0-31
    s_cbranch_execz done
    v_mov_b32 v3, 1.5
    v_fma_f32 v2, v1, v3, 0.5         ; v2 = lane * 1.5 + 0.5
    v_add_f32 v4, v2, v2
done:
    s_mov_b64 exec, s[0:1]            ; restore EXEC
    v_add_u32 v5, 1, v0
    s_endpgm
";

/// What the page starts with.
pub struct Initial {
    /// Selected target.
    pub target: Target,
    /// Editor text.
    pub source: String,
    /// The "Launch & data" text: the snippet without `arch` and `source`.
    pub data: String,
    /// Value format of the register views.
    pub format: ValueFormat,
    /// A problem to show in a banner (a damaged share link).
    pub banner: Option<String>,
    /// The picker's buffer: `""` (my code) or the gallery example being edited.
    pub buffer: String,
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

fn set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// The URL fragment without `#` (empty when there is none).
pub fn fragment() -> String {
    let hash = window().location().hash().unwrap_or_default();
    hash.strip_prefix('#').unwrap_or(&hash).to_string()
}

/// Replaces the URL fragment without a navigation or a history entry (`None` removes it).
pub fn set_fragment(fragment: Option<&str>) {
    let loc = window().location();
    let base = format!(
        "{}{}",
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    );
    let url = match fragment {
        Some(f) => format!("{base}#{f}"),
        None => base,
    };
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The page's full address.
pub fn href() -> String {
    window().location().href().unwrap_or_default()
}

/// Saves the editor state (called on every edit).
pub fn save(target: Target, source: &str) {
    set(KEY_ARCH, target.name());
    set(KEY_SOURCE, source);
}

/// Saves the "Launch & data" text.
pub fn save_data(data: &str) {
    set(KEY_DATA, data);
}

/// Saves which picker buffer is on screen (`""`: my code).
pub fn save_buffer(id: &str) {
    set(KEY_BUFFER, id);
}

/// Saves my code while an example is on screen.
pub fn save_mine((target, source, data): &Text) {
    set(KEY_MINE_ARCH, target.name());
    set(KEY_MINE_SOURCE, source);
    set(KEY_MINE_DATA, data);
}

/// My code as saved when an example was opened, else the default example.
pub fn mine() -> Text {
    let Some(source) = get(KEY_MINE_SOURCE) else {
        return (Target::ALL[0], DEFAULT_SOURCE.to_string(), String::new());
    };
    let target = get(KEY_MINE_ARCH)
        .and_then(|a| Target::from_name(&a))
        .unwrap_or(Target::ALL[0]);
    (target, source, get(KEY_MINE_DATA).unwrap_or_default())
}

/// The value format the user picked last (hex at first).
pub fn saved_format() -> ValueFormat {
    get(KEY_FORMAT)
        .and_then(|f| ValueFormat::from_name(&f))
        .unwrap_or_default()
}

/// Saves the value format.
pub fn save_format(format: ValueFormat) {
    set(KEY_FORMAT, format.name());
}

/// The theme choice: `auto` (follow `prefers-color-scheme`), `light` or `dark`.
pub fn theme() -> String {
    get("lanescope.theme")
        .filter(|t| matches!(t.as_str(), "light" | "dark"))
        .unwrap_or_else(|| "auto".into())
}

/// Keeps the theme choice and applies it to the page (`data-theme` on `<html>`).
pub fn set_theme(theme: &str) {
    set("lanescope.theme", theme);
    show_theme(theme);
}

/// Applies the theme choice at startup and re-applies the saved choice whenever the system's
/// colour scheme changes (which matters while the choice is `auto`).
pub fn apply_theme(theme: &str) {
    show_theme(theme);
    let Some(query) = light_query() else { return };
    let on_change = Closure::<dyn Fn()>::new(|| show_theme(&self::theme()));
    let _ = query.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    on_change.forget();
}

/// `(prefers-color-scheme: light)`, when the window can answer it.
fn light_query() -> Option<web_sys::MediaQueryList> {
    window().match_media("(prefers-color-scheme: light)").ok().flatten()
}

/// Sets `data-theme` to `light` or `dark`; `auto` resolves to the system's colour scheme, so the
/// style sheet writes the light palette once, under `[data-theme="light"]`.
fn show_theme(theme: &str) {
    let shown = match theme {
        "light" | "dark" => theme,
        _ if light_query().is_some_and(|q| q.matches()) => "light",
        _ => "dark",
    };
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-theme", shown);
    }
}

/// The share fragment of `source` on `target` with the launch & data text (left out when it
/// does not parse).
pub fn share_fragment(target: Target, source: &str, data: &str) -> String {
    let snippet = snippet_from_parts(target, source, data)
        .ok()
        .flatten()
        .unwrap_or_else(|| Snippet::new(target, source));
    encode_share(&snippet)
}

/// The snippet made of `target`, `source` and the launch & data TOML `data`; `None` when
/// `data` is blank. The error is the TOML or consistency message, with line numbers of `data`.
pub fn snippet_from_parts(target: Target, source: &str, data: &str) -> Result<Option<Snippet>, String> {
    if data.trim().is_empty() {
        return Ok(None);
    }
    let text = format!("arch = \"{}\"\n{data}", target.name());
    match Snippet::from_toml_with(&text, &Limits::APP) {
        Ok(mut s) => {
            s.source = source.to_string();
            Ok(Some(s))
        }
        Err(SnippetError::At { line, col, message }) => Err(format!("line {}, column {col}: {message}", line - 1)),
        Err(e) => Err(shift_line_numbers(&e.to_string())),
    }
}

/// Renumbers `line N` in a message about `arch = …\n` + data into lines of data alone.
fn shift_line_numbers(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len());
    let mut rest = msg;
    while let Some(at) = rest.find("line ") {
        let (head, tail) = rest.split_at(at + 5);
        out.push_str(head);
        let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
        match tail[..digits].parse::<u32>() {
            Ok(n) if n > 1 => out.push_str(&(n - 1).to_string()),
            _ => out.push_str(&tail[..digits]),
        }
        rest = &tail[digits..];
    }
    out.push_str(rest);
    out
}

/// The launch & data text of `snippet`: its TOML without the `arch` and `source` keys.
pub fn data_of(snippet: &Snippet) -> String {
    let mut rest = snippet.clone();
    rest.source = String::new();
    rest.source_file = None;
    rest.to_toml()
        .lines()
        .filter(|l| !l.starts_with("arch = ") && !l.starts_with("source = "))
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_string()
}

/// The target, source and launch & data text of a share link, unchecked (see `share_parts`).
fn shown_parts(frag: &str) -> Option<(Target, String, String)> {
    let (arch, source, data) = share_parts(frag)?;
    Some((Target::from_name(&arch)?, source, data))
}

/// The starting state: a share link in the fragment wins over the saved session, which wins
/// over the default example. A damaged link falls back and reports why.
pub fn initial() -> Initial {
    let format = saved_format();
    let saved = || {
        let source = get(KEY_SOURCE)?;
        let target = get(KEY_ARCH)
            .and_then(|a| Target::from_name(&a))
            .unwrap_or(Target::ALL[0]);
        Some((target, source, get(KEY_DATA).unwrap_or_default()))
    };
    let example = || (Target::ALL[0], DEFAULT_SOURCE.to_string(), String::new());
    let frag = fragment();
    let (target, source, data, banner) = if frag.is_empty() {
        let (t, s, d) = saved().unwrap_or_else(example);
        (t, s, d, None)
    } else {
        match decode_share(&frag).and_then(|s| {
            let t = s.target().map_err(lanescope::ShareError::Snippet)?;
            let data = data_of(&s);
            Ok((t, s.source, data))
        }) {
            Ok((t, s, d)) => (t, s, d, None),
            // A readable link the app cannot run (over a budget, a bad value): its text goes in
            // the editor and the error above it.
            Err(e @ ShareError::Snippet(_)) if shown_parts(&frag).is_some() => {
                let (t, s, d) = shown_parts(&frag).unwrap_or_else(example);
                let msg = format!("The shared snippet cannot run here: {e}. Its text is in the editor.");
                (t, s, d, Some(msg))
            }
            Err(e) => {
                // Drop the damaged fragment so a reload does not show the banner again.
                set_fragment(None);
                let ((t, s, d), instead) = match saved() {
                    Some(saved) => (saved, "your last session"),
                    None => (example(), "the example"),
                };
                let msg = format!("Could not open the shared snippet: {e}. Showing {instead} instead.");
                (t, s, d, Some(msg))
            }
        }
    };
    // A link (or the default example) is my code; a saved session reopens its buffer.
    let buffer = get(KEY_BUFFER)
        .filter(|b| frag.is_empty() && get(KEY_SOURCE).is_some() && crate::gallery::find(b).is_some())
        .unwrap_or_default();
    Initial {
        target,
        source,
        data,
        format,
        banner,
        buffer,
    }
}
