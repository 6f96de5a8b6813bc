//! Code health: no one-line semantics wrappers. A semantics function whose body only forwards
//! to a helper with constant arguments (`cmp_f16::<NGT>(w, i, true)`, `read_n(w, env, i, 2)`)
//! belongs in the table row as the helper's const-generic instantiation
//! (`vopc::cmp_f16::<NGT, true>`), its doc in the row's summary. The same holds for the
//! functions a `macro_rules!` list stamps out (`pub fn $name(..) { atomic(w, env, i, Op::$op) }`).

use std::path::PathBuf;

/// Whether `arg` is a constant: a literal, an ALL-CAPS constant, an `Enum::Variant` path or a
/// macro metavariable (`$op`, `Op::$op`: a constant in each stamped-out function).
fn is_constant(arg: &str) -> bool {
    let arg = arg.trim().trim_start_matches(['-', '&']);
    let last = arg.rsplit("::").next().unwrap_or(arg);
    let literal = arg == "true" || arg == "false" || arg.starts_with(|c: char| c.is_ascii_digit());
    let caps = !last.is_empty()
        && last
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    let variant = arg.contains("::") && last.starts_with(|c: char| c.is_ascii_uppercase());
    literal || caps || variant || last.starts_with('$')
}

/// The top-level comma-separated arguments of `inner`.
fn split_args(inner: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '(' | '[' | '<' => depth += 1,
            ')' | ']' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    out.push(inner[start..].trim());
    out
}

/// The name of the semantics function declared by `sig` if its body `body` (followed by `end`)
/// is one call forwarding `w`, the environment and `i` plus constants. `sig` may be a
/// macro's template line (`$( $(#[$m])* pub fn $name(w: &mut Wave, ..) -> R {`).
fn wrapper(sig: &str, body: &str, end: &str) -> Option<String> {
    let sig = sig.trim_start();
    let sig = if sig.starts_with('$') {
        &sig[sig.find("pub fn ")?..]
    } else {
        sig
    };
    let name = sig.strip_prefix("pub fn ")?.split('(').next()?;
    // A const-generic family function (`cmp_i16::<C, X>` over `cmp_int`) is what rows name.
    if name.contains('<') {
        return None;
    }
    let end = end.trim();
    let closes = end == "}" || (name.starts_with('$') && end.starts_with('}'));
    if !sig.contains("(w: &mut Wave") || !closes || body.contains(['|', '{', ';']) {
        return None;
    }
    let body = body.trim();
    let inner = body.get(body.find('(')? + 1..)?.strip_suffix(')')?;
    let args = split_args(inner);
    let env = usize::from(matches!(args.get(1), Some(&("env" | "e" | "_env"))));
    if args.first() != Some(&"w") || args.get(1 + env) != Some(&"i") {
        return None;
    }
    args[2 + env..].iter().all(|a| is_constant(a)).then(|| name.to_string())
}

/// A one-line `sem!` entry (`fn name(w, i) { body }`, see `exec/mod.rs`) as the function it
/// declares: its signature and body.
fn sem_line(line: &str) -> Option<(String, &str)> {
    let rest = line.trim().strip_prefix("fn ")?;
    let (name, rest) = rest.split_once("(w, i) { ")?;
    let body = rest.strip_suffix(" }")?;
    Some((
        format!("pub fn {name}(w: &mut Wave, _: &mut Env, i: &Inst) -> R {{"),
        body,
    ))
}

#[test]
fn no_one_line_forwarding_wrappers() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/exec");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for k in 0..lines.len().saturating_sub(2) {
            if let Some(name) = wrapper(lines[k], lines[k + 1], lines[k + 2]) {
                found.push(format!("{}:{}: {name}", path.display(), k + 1));
            }
        }
        for (k, line) in lines.iter().enumerate() {
            if let Some(name) = sem_line(line).and_then(|(sig, body)| wrapper(&sig, body, "}")) {
                found.push(format!("{}:{}: {name}", path.display(), k + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "one-line forwarding wrappers (name the helper in the row):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_wrapper_check_sees_the_old_forms() {
    let sig = "pub fn v_cmp_lt_f16(w: &mut Wave, _: &mut Env, i: &Inst) -> R {";
    assert!(wrapper(sig, "    cmp_f16::<LT>(w, i, false)", "}").is_some());
    let sig = "pub fn ds_read_u8_d16(w: &mut Wave, env: &mut Env, i: &Inst) -> R {";
    assert!(wrapper(sig, "    read_sub(w, env, i, 1, false, Half::Lo)", "}").is_some());
    assert!(wrapper(sig, "    dot_int(w, i, 16, true, false)", "}").is_some());
    assert!(wrapper(sig, "    v_mad_mix_f32(w, e, i)", "}").is_some());
    let family = "pub fn cmp_i16<const C: u8, const X: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {";
    assert!(wrapper(family, "    cmp_int::<C>(w, i, X, true, true)", "}").is_none());
    // A body that passes the semantics itself (a closure or a named function) is not a wrapper.
    assert!(wrapper(sig, "    h2(w, i, Dst16::Zero, max16)", "}").is_none());
    assert!(wrapper(sig, "    u2(w, i, Dst16::Zero, |a, b, _| a.max(b))", "}").is_none());
    // A macro list's template (the old `smem.rs` and `ds.rs` `atomics!`).
    let template = "        $( $(#[$m])* pub fn $name(w: &mut Wave, env: &mut Env, i: &Inst) -> R {";
    assert!(wrapper(template, "            atomic(w, env, i, Op::$op)", "        } )*").is_some());
    let template = "        pub fn $name(w: &mut Wave, env: &mut Env, i: &Inst) -> R {";
    assert!(wrapper(
        template,
        "            atomic(w, env, i, Op::$op, $bytes, $rtn)",
        "        }"
    )
    .is_some());
    assert!(wrapper(template, "            $body", "        }").is_none());
    // The same in a `sem!` list.
    let (sig, body) = sem_line("    fn v_cmp_lt_f16(w, i) { cmp_f16::<LT>(w, i, false) }").unwrap();
    assert!(wrapper(&sig, body, "}").is_some());
    let (sig, body) = sem_line("    fn v_max_f16(w, i) { h2(w, i, Dst16::Zero, max16) }").unwrap();
    assert!(wrapper(&sig, body, "}").is_none());
}

/// The helper a `sem!` one-liner's body calls (`h1` in `h1(w, i, Dst16::Zero, |a, fp| …)`).
fn helper(body: &str) -> &str {
    body.split('(').next().unwrap_or("").trim()
}

/// The files whose families rows name with a parameter: there, two `sem!` one-liners calling one
/// helper with different closures (`v_rcp_f16`, `v_sqrt_f16` over `h1(… unary16(…))`) are one
/// parameterised family (`math16::<OP_RCP>`) written out twice.
const PARAMETERISED: [&str; 5] = ["valu16.rs", "vopc.rs", "salu.rs", "valu.rs", "valu_int.rs"];

/// The helpers of [`PARAMETERISED`] files whose one-liners are still written out, one operation
/// each (`op2(w, i, |a, b, _| …)` for `s_min_u32`, `s_pack_ll_b32_b16`, …): left to turn into
/// families. The list only shrinks: a new family over any other helper fails the check, and an
/// entry no longer a family must go.
const NOT_YET: [(&str, &str); 13] = [
    ("salu.rs", "op2"),
    ("salu.rs", "op1"),
    ("salu.rs", "branch_if"),
    ("salu.rs", "op1_64to32"),
    ("salu.rs", "logic32"),
    ("salu.rs", "op1_64"),
    ("salu.rs", "cmp"),
    ("valu.rs", "f32_to_int"),
    ("valu.rs", "f32n::<2>"),
    ("valu.rs", "f64_to_int"),
    ("valu_int.rs", "tern"),
    ("valu_int.rs", "bin"),
    ("valu_int.rs", "un"),
];

/// The helpers more than one `sem!` one-liner of `text` calls, with those lines' numbers.
fn family_members(text: &str) -> Vec<(String, Vec<usize>)> {
    let mut by_helper: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
    for (k, line) in text.lines().enumerate() {
        if let Some((_, body)) = sem_line(line) {
            by_helper.entry(helper(body).to_string()).or_default().push(k + 1);
        }
    }
    by_helper.into_iter().filter(|(_, lines)| lines.len() > 1).collect()
}

#[test]
fn families_are_named_with_their_parameter() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/exec");
    let (mut found, mut pending) = (Vec::new(), Vec::new());
    for file in PARAMETERISED {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        for (helper, lines) in family_members(&text) {
            if NOT_YET.contains(&(file, helper.as_str())) {
                pending.push((file, helper));
                continue;
            }
            found.push(format!("{file}:{lines:?}: one-liners over {helper}"));
        }
    }
    assert!(
        found.is_empty(),
        "a family written as one-liners (give it a const parameter and name it in the rows):\n{}",
        found.join("\n")
    );
    let done: Vec<_> = NOT_YET
        .iter()
        .filter(|&&(f, h)| !pending.contains(&(f, h.to_string())))
        .collect();
    assert!(
        done.is_empty(),
        "no longer families: take them out of NOT_YET: {done:?}"
    );
}

#[test]
fn the_family_check_sees_the_old_form() {
    let old = "sem! {\n    fn v_rcp_f16(w, i) { h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, |x| 1.0 / x)) }\n    \
               fn v_sqrt_f16(w, i) { h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, libm::sqrt)) }\n    \
               fn v_mul_f16(w, i) { h2(w, i, Dst16::Zero, |a, b, fp| arith16(&[a, b], fp, |x| x[0] * x[1])) }\n}\n";
    assert_eq!(family_members(old), [("h1".to_string(), vec![2, 3])]);
}

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of `text` before its `#[cfg(test)]` module that name the syntax layer (comments
/// aside), with their numbers.
fn syntax_uses(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//") && l.contains("syntax::"))
        .map(|(k, l)| (k + 1, l.trim()))
        .collect()
}

#[test]
fn layers_below_syntax_do_not_reach_up() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("isa"), &mut files);
    rust_files(&src.join("exec"), &mut files);
    rust_files(&src.join("machine"), &mut files);
    rust_files(&src.join("decode"), &mut files);
    // (A `tests.rs` is a `#[cfg(test)]` module of its own.)
    files.retain(|p| p.file_name().is_none_or(|n| n != "tests.rs"));
    files.extend(["machine.rs", "hazard.rs", "launch.rs"].map(|f| src.join(f)));
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (k, line) in syntax_uses(&text) {
            found.push(format!("{}:{k}: {line}", path.display()));
        }
    }
    assert!(
        found.is_empty(),
        "the model and the executor name the syntax layer (move the fact into `isa/`):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_layer_check_sees_the_old_form() {
    let old = "fn send(w: &mut Wave) {\n    crate::syntax::imm::write_sendmsg(&mut t, w.arch, v);\n}\n\
               #[cfg(test)]\nmod tests {\n    let p = crate::syntax::assemble(a, s);\n}\n";
    assert_eq!(
        syntax_uses(old),
        [(2, "crate::syntax::imm::write_sendmsg(&mut t, w.arch, v);")]
    );
}
