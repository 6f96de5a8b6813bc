//! `lanescope run --threads N`'s dump: a large buffer's JSON list written by N threads.

use lanescope::snippet::ElemType;

/// Elements a buffer's dump needs before [`write_json_list`] splits it over threads.
const SPLIT_DUMP_MIN: usize = 1 << 16;

/// A buffer's elements of type `ty` as a JSON list appended to `out`
/// ([`ElemType::write_json_list`]), a large buffer written by `threads` threads, each
/// formatting a run of its elements.
pub fn write_json_list(ty: ElemType, bytes: &[u8], out: &mut String, threads: usize) {
    split_list(ty, bytes, out, threads, SPLIT_DUMP_MIN);
}

/// [`write_json_list`], split when there are at least `min` elements, into runs of at least
/// `min / 2`.
fn split_list(ty: ElemType, bytes: &[u8], out: &mut String, threads: usize, min: usize) {
    let elements = bytes.len() / ty.size();
    let threads = threads.min(elements / (min / 2).max(1));
    if threads < 2 || elements < min {
        return ty.write_json_list(bytes, out);
    }
    let run = elements.div_ceil(threads) * ty.size();
    let mut runs = bytes.chunks(run);
    let first = runs.next().unwrap_or_default();
    let rest: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = runs
            .map(|r| {
                scope.spawn(move || {
                    let mut text = String::new();
                    ty.write_json_items(r, &mut text);
                    text
                })
            })
            .collect();
        out.push('[');
        ty.write_json_items(first, out);
        let joined = handles.into_iter().map(|h| h.join());
        joined
            .map(|r| r.unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    for text in rest.iter().filter(|t| !t.is_empty()) {
        out.push_str(", ");
        out.push_str(text);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Split over threads or not, a list is the one [`ElemType::write_json_list`] writes, for
    /// every type and for lengths around the split's threshold and the runs' boundaries.
    #[test]
    fn a_split_list_is_the_whole_list() {
        use ElemType::*;
        const MIN: usize = 5;
        let bytes: Vec<u8> = (0..((MIN + 3) * 8 + 1) as u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
            .collect();
        for ty in [U8, I8, U16, I16, U32, I32, U64, I64, F16, Bf16, F32, F64] {
            for elements in [0, 1, MIN - 1, MIN, MIN + 3] {
                for extra in [0, 1] {
                    let b = &bytes[..elements * ty.size() + extra];
                    let mut want = String::from("x");
                    ty.write_json_list(b, &mut want);
                    for threads in [1, 2, 3, 7] {
                        let mut got = String::from("x");
                        split_list(ty, b, &mut got, threads, MIN);
                        assert_eq!(got, want, "{ty:?} {elements} + {extra} bytes, {threads} threads");
                    }
                }
            }
        }
    }
}
