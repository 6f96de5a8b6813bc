//! Machine state as JSON in the CLI's `--dump` format, shared by `lanescope run --dump` and the
//! web app's "Export state": one object with buffers by name (values of their type), one
//! register of a vector file as a list of lanes, any other register, mask or flag as a number.

use crate::snippet::ElemType;
use crate::{Machine, Snippet};

/// The state called `name` in `m` as its elements in `--dump` spelling: a buffer's values (of
/// the type `snippet` gives it) or a vector register's lanes (`list` true), or the one value of
/// a scalar register, mask or settable flag. `None` when `name` is none of those.
pub fn elements(m: &dyn Machine, snippet: Option<&Snippet>, name: &str) -> Option<Elements> {
    if let (Some(b), Some(bytes)) = (snippet.and_then(|s| s.buffer(name)), m.buffer(name)) {
        let items = bytes.chunks_exact(b.ty.size()).map(|c| b.ty.json(c)).collect();
        return Some(Elements { items, list: true });
    }
    let one = |v: String| {
        Some(Elements {
            items: vec![v],
            list: false,
        })
    };
    if let Some(i) = m.mask_index(name) {
        return one(m.mask(i).to_string());
    }
    if let Some(i) = m
        .flags()
        .iter()
        .position(|f| f.settable && f.name.eq_ignore_ascii_case(name))
    {
        return one(m.flag(i).to_string());
    }
    let (f, r, 1) = crate::parse_register_name(m.register_files(), name)? else {
        return None;
    };
    let values = m.register(f, r);
    if m.register_files()[f].is_vector() {
        let items = values.iter().map(u32::to_string).collect();
        return Some(Elements { items, list: true });
    }
    one(values.first().copied().unwrap_or(0).to_string())
}

/// A piece of state as [`elements`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Elements {
    /// The values, in `--dump` spelling.
    pub items: Vec<String>,
    /// Whether the state is a list (buffer, vector register) rather than one number.
    pub list: bool,
}

/// The `--dump` value of `name` in `m` (buffers typed by `snippet`), or `None` when `name` is
/// not a buffer, register, mask or settable flag of `m`.
pub fn value(m: &dyn Machine, snippet: Option<&Snippet>, name: &str) -> Option<String> {
    let mut out = String::new();
    write_value(m, snippet, name, &mut out, &ElemType::write_json_list).then_some(out)
}

/// [`value`], appended to `out`; false (nothing appended) when there is no such state.
fn write_value(m: &dyn Machine, snippet: Option<&Snippet>, name: &str, out: &mut String, list: &ListWriter) -> bool {
    if let (Some(b), Some(bytes)) = (snippet.and_then(|s| s.buffer(name)), m.buffer(name)) {
        // Written straight into the dump: a large buffer's dump is most of a run's output.
        list(b.ty, bytes, out);
        return true;
    }
    let Some(e) = elements(m, snippet, name) else {
        return false;
    };
    if e.list {
        out.push('[');
        out.push_str(&e.items.join(", "));
        out.push(']');
    } else {
        out.push_str(&e.items.concat());
    }
    true
}

/// Every name of `m`'s state (in `--dump` spelling): the snippet's buffers that `m` holds,
/// every register of every register file, the masks and the settable flags.
pub fn state_names(m: &dyn Machine, snippet: Option<&Snippet>) -> Vec<String> {
    let buffers = snippet
        .into_iter()
        .flat_map(|s| s.buffers.iter())
        .filter(|b| m.buffer(&b.name).is_some())
        .map(|b| b.name.clone());
    let registers = m
        .register_files()
        .iter()
        .flat_map(|f| (0..f.count).map(move |r| f.register_name(r)));
    let masks = m.masks().iter().map(|x| x.name.to_ascii_lowercase());
    let flags = m
        .flags()
        .iter()
        .filter(|f| f.settable)
        .map(|f| f.name.to_ascii_lowercase());
    buffers.chain(registers).chain(masks).chain(flags).collect()
}

/// `{"NAME": VALUE, …}` for `names`; the first name that is not part of `m`'s state is the error.
pub fn json<'a>(
    m: &dyn Machine,
    snippet: Option<&Snippet>,
    names: impl IntoIterator<Item = &'a str>,
) -> Result<String, &'a str> {
    json_by(m, snippet, names, &ElemType::write_json_list)
}

/// Writes a buffer's bytes as a JSON list of elements of a type into a string (as
/// [`ElemType::write_json_list`] does; a front end may split the work, e.g. over threads).
pub type ListWriter<'w> = dyn Fn(ElemType, &[u8], &mut String) + 'w;

/// [`json`], with buffers written by `list`.
pub fn json_by<'a>(
    m: &dyn Machine,
    snippet: Option<&Snippet>,
    names: impl IntoIterator<Item = &'a str>,
    list: &ListWriter,
) -> Result<String, &'a str> {
    let mut out = String::from("{");
    for (k, name) in names.into_iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        out.push_str(&quote(name));
        out.push_str(": ");
        if !write_value(m, snippet, name, &mut out, list) {
            return Err(name);
        }
    }
    out.push('}');
    Ok(out)
}

/// The whole state of `m`'s selected wave and its memory (see [`state_names`]) as JSON.
pub fn state_json(m: &dyn Machine, snippet: Option<&Snippet>) -> String {
    let names = state_names(m, snippet);
    json(m, snippet, names.iter().map(String::as_str)).unwrap_or_else(|_| String::from("{}"))
}

/// `s` as a JSON string.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_state_is_one_json_object_in_dump_format() {
        let text = "arch = \"gfx900\"\nsource = \"v_mov_b32 v1, 7\\ns_mov_b32 s2, 5\\ns_endpgm\"\n\
                    [init]\nexec = \"0xff\"\n";
        let s = Snippet::from_toml(text).unwrap();
        let t = s.target().unwrap();
        let mut m = t.build(&s, &s.source).unwrap();
        m.run(100);
        let all = state_json(m.as_ref(), Some(&s));
        assert!(all.starts_with("{\"v0\": [0, 1, 2,"), "{}", &all[..40]);
        assert!(all.contains("\"v1\": [7, 7, 7, 7, 7, 7, 7, 7, 0, 0"));
        assert!(all.contains("\"s2\": 5, "));
        assert!(all.contains("\"exec\": 255, "));
        assert!(all.ends_with("\"m0\": 0}") && all.contains("\"scc\": 0"));
        assert_eq!(all.matches("\"v255\": [").count(), 1);
        assert_eq!(json(m.as_ref(), None, ["v1", "nope"]), Err("nope"));
        assert_eq!(
            json(m.as_ref(), None, ["s2", "EXEC"]).unwrap(),
            "{\"s2\": 5, \"EXEC\": 255}"
        );
        assert_eq!(quote("a\"b\\\n"), "\"a\\\"b\\\\\\u000a\"");
    }
}
