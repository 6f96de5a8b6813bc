//! Code health: no one-line semantics wrappers. A semantics function whose body only forwards
//! to a helper with constant arguments (`cmp_f16::<NGT>(w, i, true)`, `read_n(w, env, i, 2)`)
//! belongs in the table row as the helper's const-generic instantiation
//! (`vopc::cmp_f16::<NGT, true>`), its doc in the row's summary. The same holds for the
//! functions a `macro_rules!` list stamps out (`pub fn $name(..) { atomic(w, env, i, Op::$op) }`).
//! And `sem!` one-liners whose closures only call one function with different constant or
//! function arguments (`|a, fp| unary16(a, fp, libm::sqrt)`) are one family, named in the rows
//! with its parameter (`valu16::math16::<OP_SQRT>`); a closure that is the instruction's own
//! arithmetic (`s_min_u32`: `|a, b, _| (a.min(b), Some(a < b))`) is its semantics function.

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
    let args = call_args(inner);
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
    let mut files = Vec::new();
    rust_files(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/exec"), &mut files);
    let mut found = Vec::new();
    for path in files {
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

/// The top-level arguments of `args` (the text inside a call's parentheses): commas inside
/// brackets, turbofish angle brackets and closure parameter lists (`|a, b, _| …`) do not split.
fn call_args(args: &str) -> Vec<&str> {
    let (mut out, mut start, mut in_params) = (Vec::new(), 0, false);
    // Open brackets, and open turbofish angle brackets (a comparison's or a shift's `>` closes none).
    let (mut depth, mut angles, mut prev) = (0i32, 0i32, ' ');
    for (k, c) in args.char_indices() {
        match c {
            '|' if in_params => in_params = false,
            '|' if depth == 0 && angles == 0 && args[start..k].trim().is_empty() => in_params = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '<' if prev == ':' => angles += 1,
            '>' if angles > 0 => angles -= 1,
            ',' if depth == 0 && angles == 0 && !in_params => {
                out.push(args[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
        prev = c;
    }
    out.push(args[start..].trim());
    out
}

/// `text` as one call, `callee(args)`: the callee (a path, maybe with a turbofish) and the
/// top-level arguments; `None` when `text` is anything else (`a.min(b)`, `(a, None)`, `!a`).
fn as_call(text: &str) -> Option<(&str, Vec<&str>)> {
    let text = text.trim();
    let open = text.find('(')?;
    let callee = &text[..open];
    let path = |c: char| c.is_ascii_alphanumeric() || "_:<>, ".contains(c);
    if callee.is_empty() || !callee.chars().all(path) || callee.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let inner = text[open + 1..].strip_suffix(')')?;
    // The parenthesis that `open` opens must be the one that closes `text`.
    let mut depth = 0i32;
    for c in inner.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return None;
        }
    }
    Some((callee, call_args(inner)))
}

/// A closure `|params| body` as its parameter names and its body.
fn as_closure(arg: &str) -> Option<(Vec<&str>, &str)> {
    let rest = arg.trim().strip_prefix('|')?;
    let (params, body) = rest.split_once('|')?;
    let names = params
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|n| !n.is_empty())
        .collect();
    Some((names, body.trim()))
}

/// Whether `arg` passes a function rather than computes a value: a closure, or a path that
/// names no closure parameter (`libm::sqrt`, `u32::reverse_bits`, `max16`).
fn is_function(arg: &str, params: &[&str]) -> bool {
    let arg = arg.trim();
    let path = !arg.is_empty()
        && !arg.starts_with(|c: char| c.is_ascii_digit())
        && arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':');
    arg.starts_with('|') || (path && !params.contains(&arg) && !["w", "i"].contains(&arg))
}

/// What makes a `sem!` one-liner's body (`helper(w, i, …, |params| callee(args))`) a member of
/// a family: the body with every argument that is a constant or a function replaced by `_`,
/// in the helper's own arguments and in the call its closure makes. Two one-liners with the
/// same key compute the same thing up to those arguments: one const-generic function whose
/// rows name the parameter (`math16::<OP_RCP>`). `None` when the body is no call, or when its
/// closure is the instruction's own arithmetic rather than one call (`|a, b, _| (a.min(b), …)`):
/// that closure is the one semantics function per instruction the design wants.
fn family_key(body: &str) -> Option<String> {
    let (helper, args) = as_call(body)?;
    let mask = |a: &str, params: &[&str]| {
        if is_constant(a) || is_function(a, params) {
            "_".to_string()
        } else {
            a.to_string()
        }
    };
    let (mut parts, mut calls) = (Vec::new(), 0);
    for arg in &args {
        match as_closure(arg) {
            Some((params, closure_body)) => {
                let (callee, inner) = as_call(closure_body)?;
                let inner: Vec<_> = inner.iter().map(|a| mask(a, &params)).collect();
                parts.push(format!("|{}| {callee}({})", params.join(", "), inner.join(", ")));
                calls += 1;
            }
            None => parts.push(mask(arg, &[])),
        }
    }
    (calls > 0).then(|| format!("{helper}({})", parts.join(", ")))
}

/// The families that `sem!` one-liners of `text` write out: the key (see [`family_key`]) shared
/// by more than one one-liner, with those lines' numbers.
fn family_members(text: &str) -> Vec<(String, Vec<usize>)> {
    let mut by_key: std::collections::BTreeMap<String, Vec<usize>> = Default::default();
    for (k, line) in text.lines().enumerate() {
        if let Some(key) = sem_line(line).and_then(|(_, body)| family_key(body)) {
            by_key.entry(key).or_default().push(k + 1);
        }
    }
    by_key.into_iter().filter(|(_, lines)| lines.len() > 1).collect()
}

#[test]
fn families_are_named_with_their_parameter() {
    let mut files = Vec::new();
    rust_files(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/exec"), &mut files);
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (key, lines) in family_members(&text) {
            found.push(format!("{}:{lines:?}: one-liners {key}", path.display()));
        }
    }
    assert!(
        found.is_empty(),
        "a family written as one-liners (give it a const parameter and name it in the rows):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_family_check_sees_the_old_form() {
    let old = "sem! {\n    fn v_rcp_f16(w, i) { h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, |x| 1.0 / x)) }\n    \
               fn v_sqrt_f16(w, i) { h1(w, i, Dst16::Zero, |a, fp| unary16(a, fp, libm::sqrt)) }\n    \
               fn v_mul_f16(w, i) { h2(w, i, Dst16::Zero, |a, b, fp| arith16(&[a, b], fp, |x| x[0] * x[1])) }\n}\n";
    assert_eq!(
        family_members(old),
        [("h1(w, i, _, |a, fp| unary16(a, fp, _))".to_string(), vec![2, 3])]
    );
    // Closures that differ by a constant: `s_lshl1_add_u32` … `s_lshl4_add_u32`.
    let old = "    fn s_lshl1_add_u32(w, i) { op2(w, i, |a, b, _| lshl_add(a, b, 1)) }\n    \
               fn s_lshl2_add_u32(w, i) { op2(w, i, |a, b, _| lshl_add(a, b, 2)) }\n";
    assert_eq!(family_members(old).len(), 1);
    // The same helper under the same constant and function arguments, called differently.
    let old = "    fn v_cvt_u32_f32(w, i) { cvt(w, i, Den::Mode, |a| to_int(a, i32::MIN, libm::floorf)) }\n    \
               fn v_cvt_i32_f32(w, i) { cvt(w, i, Den::Flush, |a| to_int(a, 0, |x| x)) }\n";
    assert_eq!(family_members(old).len(), 1);
}

#[test]
fn the_family_check_leaves_each_instructions_own_arithmetic() {
    // Each closure is the instruction's arithmetic, not a call differing by a constant.
    let own = "    fn s_min_u32(w, i) { op2(w, i, |a, b, _| (a.min(b), Some(a < b))) }\n    \
               fn s_max_u32(w, i) { op2(w, i, |a, b, _| (a.max(b), Some(a > b))) }\n    \
               fn s_ff0_i32_b32(w, i) { op1(w, i, |a| (first_one(!a as u64), None)) }\n    \
               fn v_add_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::add32(a, b, m.rm32)) }\n    \
               fn v_sub_f32(w, i) { f32n::<2>(w, i, Den::Mode, |[a, b], m| fl::add32(a, -b, m.rm32)) }\n    \
               fn s_cbranch_scc0(w, i) { branch_if(w, i, !w.scc) }\n    \
               fn s_cbranch_scc1(w, i) { branch_if(w, i, w.scc) }\n    \
               fn v_not_b32(w, i) { un(w, i, |a| !a) }\n    \
               fn v_bfrev_b32(w, i) { un(w, i, u32::reverse_bits) }\n    \
               fn v_mul_lo_u32(w, i) { bin(w, i, u32::wrapping_mul) }\n";
    assert_eq!(family_members(own), []);
    // Calls of one function whose arguments differ by more than constants are two operations.
    let own = "    fn s_ff0_i32_b64(w, i) { op1_64to32(w, i, false, |a| (first_one(!a), None)) }\n    \
               fn s_ff1_i32_b64(w, i) { op1_64to32(w, i, false, |a| first_one(a)) }\n    \
               fn s_ff2_i32_b64(w, i) { op1_64to32(w, i, false, |a| first_one(!a)) }\n";
    assert_eq!(family_members(own), []);
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
    rust_files(&src.join("hazard"), &mut files);
    rust_files(&src.join("machine"), &mut files);
    rust_files(&src.join("decode"), &mut files);
    // (A `tests.rs` is a `#[cfg(test)]` module of its own.)
    files.retain(|p| p.file_name().is_none_or(|n| n != "tests.rs"));
    files.extend(["machine.rs", "launch.rs"].map(|f| src.join(f)));
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
