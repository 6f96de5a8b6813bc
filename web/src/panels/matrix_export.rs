//! The matrix view's export links: each operand's layout as CSV or Markdown, with the live
//! values as a last column when "values" is ticked.

use lanescope::{MatrixOperand, MatrixPart};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::{Ctx, MatrixTarget};

/// Layout table `table` (the machine's CSV or Markdown, rows led by `block,i,j`) with a `value`
/// column holding each element's value in `op` (`?` where the view has none).
pub(crate) fn with_values(table: &str, op: &MatrixOperand, markdown: bool) -> String {
    let value = |cells: &[&str]| -> Option<String> {
        let n = |k: usize| cells.get(k)?.trim().parse::<u32>().ok();
        let e = op.at(n(0)?, n(1)?, n(2)?)?;
        Some(if e.value.is_empty() {
            "?".into()
        } else {
            e.value.clone()
        })
    };
    let mut out = String::with_capacity(table.len() + table.lines().count() * 12);
    for (k, line) in table.lines().enumerate() {
        let extra = if markdown {
            let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
            match k {
                0 => " value |".into(),
                1 => "---|".into(),
                _ => format!(" {} |", value(&cells).unwrap_or_default().replace('|', "\\|")),
            }
        } else {
            let cells: Vec<&str> = line.split(',').collect();
            let v = if k == 0 {
                "value".into()
            } else {
                value(&cells).unwrap_or_default()
            };
            let quoted = if v.contains([',', '"']) {
                format!("\"{}\"", v.replace('"', "\"\""))
            } else {
                v
            };
            format!(",{quoted}")
        };
        out.push_str(line.trim_end());
        out.push_str(&extra);
        out.push('\n');
    }
    out
}

/// The export links of every operand of the drawn view, and the "values" tick box.
#[component]
pub(crate) fn MatrixExport(
    ctx: Ctx,
    target: Memo<Option<MatrixTarget>>,
    view_of: Memo<Option<Result<lanescope::MatrixView, String>>>,
) -> impl IntoView {
    let values = RwSignal::new(false);
    let parts = move || {
        view_of.with(|v| match v {
            Some(Ok(v)) => v.operands.iter().map(|o| o.part).collect::<Vec<_>>(),
            _ => Vec::new(),
        })
    };
    // Operand `part`'s table as a data URL in the clicked link (or no download).
    let export = move |part: MatrixPart, markdown: bool, e: web_sys::MouseEvent| {
        let table = target.get_untracked().and_then(|t| {
            ctx.with_machine_untracked(|m| m.matrix_layout_table(&t.name, &t.mods, part, markdown))
                .map(|r| (t, r))
        });
        let anchor = e.current_target().and_then(|x| x.dyn_into::<web_sys::Element>().ok());
        let (Some((t, Ok(mut text))), Some(a)) = (table, anchor) else {
            e.prevent_default();
            return;
        };
        if values.get_untracked() {
            view_of.with_untracked(|v| {
                if let Some(op) = v.as_ref().and_then(|v| v.as_ref().ok()).and_then(|v| v.operand(part)) {
                    text = with_values(&text, op, markdown);
                }
            });
        }
        let (mime, ext) = if markdown {
            ("text/markdown", "md")
        } else {
            ("text/csv", "csv")
        };
        let url = format!(
            "data:{mime};charset=utf-8,{}",
            String::from(js_sys::encode_uri_component(&text))
        );
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", &format!("{}_{}.{ext}", t.name, part.name()));
    };
    let link = move |part: MatrixPart, markdown: bool| {
        let (class, what, label) = if markdown {
            ("mx-md", "a Markdown table", "md")
        } else {
            ("mx-csv", "CSV (block,i,j,reg,lane,lo,hi)", "csv")
        };
        view! {
            <a
                href="#"
                class=class
                data-part=part.name()
                title=format!("Layout of {} as {what} (with a value column when \"values\" is ticked)", part.name())
                on:click=move |e| export(part, markdown, e)
            >
                {label}
            </a>
        }
    };
    view! {
        <span class="mx-export">
            <label class="mx-values" title="Add each element's current value to the exported tables">
                <input id="matrix-export-values" type="checkbox" prop:checked=values on:change=move |e| values.set(event_target_checked(&e)) />
                "values"
            </label>
            {move || {
                parts()
                    .into_iter()
                    .map(|p| view! { <span class="mx-x">{p.name()} {link(p, false)} {link(p, true)}</span> })
                    .collect_view()
            }}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The f16 GEMM's view of gfx950 before any step (live values of the initial state).
    fn gemm() -> (Box<dyn lanescope::Rewind>, lanescope::MatrixView) {
        let (target, source, data) = crate::gallery::text("mfma_f16_gemm").expect("example");
        let snippet = crate::persist::snippet_from_parts(target, &source, &data)
            .expect("data")
            .expect("a snippet");
        let Ok(m) = target.build(&snippet, &source) else {
            panic!("the example builds")
        };
        let name = m.matrix_ops()[0].name.clone();
        let v = m.matrix_view(&name, &Default::default(), Some(0)).expect("view");
        (m, v)
    }

    #[test]
    fn csv_and_markdown_get_a_value_column() {
        let (m, v) = gemm();
        let part = MatrixPart::A;
        let op = v.operand(part).expect("A");
        let name = &v.name;
        let csv = m.matrix_layout_table(name, &v.mods, part, false).expect("csv");
        let out = with_values(&csv, op, false);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "block,i,j,reg,lane,lo,hi,value");
        assert_eq!(lines.len(), 1 + 32 * 8);
        // A[1][5] = (1 + 2·5) % 7 - 3 = 1, in v0 lane 33 bits 16-31.
        assert!(lines.contains(&"0,1,5,0,33,16,31,1"), "{:?}", &lines[..4]);
        let md = m.matrix_layout_table(name, &v.mods, part, true).expect("md");
        let out = with_values(&md, op, true);
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].ends_with("| hi | value |"), "{}", lines[0]);
        assert!(lines[1].ends_with("---|"), "{}", lines[1]);
        assert!(lines
            .iter()
            .any(|l| l.starts_with("| 0 | 1 | 5 |") && l.ends_with("| 1 |")));
    }
}
