//! Hostile snippets and share links (issue 13): budgets checked before allocating, values
//! out of their type's range, and every error located at the value in the TOML.

use std::time::Instant;

use lanescope::{decode_share, encode_share, Limits, ShareError, Snippet, SnippetError};

const BARE: &str = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n";

fn err(text: &str) -> SnippetError {
    Snippet::from_toml(text).unwrap_err()
}

/// Asserts a located error at `line:col` whose message contains every one of `words`.
fn at(e: SnippetError, line: usize, col: usize, words: &[&str]) {
    match &e {
        SnippetError::At {
            line: l,
            col: c,
            message,
        } => {
            assert_eq!((*l, *c), (line, col), "{e}");
            for w in words {
                assert!(message.contains(w), "{w:?} not in {e}");
            }
        }
        _ => panic!("not located: {e}"),
    }
}

#[test]
fn huge_buffers_are_refused_before_allocating() {
    for data in [
        "{ fill = 0, count = 4294967295 }",
        "{ iota = 0, count = 4294967295 }",
        "{ random = 1, count = 4294967295 }",
    ] {
        let text = format!("{BARE}[[buffers]]\nname = \"x\"\ntype = \"f64\"\ndata = {data}\n");
        let t = Instant::now();
        at(
            err(&text),
            6,
            8,
            &["buffer 'x' needs 32.0 GiB", "budget is 1 GiB", "--max-memory"],
        );
        assert!(t.elapsed().as_secs() < 2, "{data}");
    }
    // 300 M u8s fit the CLI's budget but not the app's: the share link is refused at once.
    let text = format!("{BARE}[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = {{ fill = 0, count = 300000000 }}\n");
    let s = Snippet::from_toml(&text).unwrap();
    let link = encode_share(&s);
    let t = Instant::now();
    match decode_share(&link) {
        Err(ShareError::Snippet(e)) => {
            let m = e.to_string();
            assert!(
                m.contains("286.1 MiB") && m.contains("64 MiB") && m.contains("lanescope run --max-memory"),
                "{m}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(t.elapsed().as_millis() < 1000);
    // Two buffers add up.
    let two = "[[buffers]]\nname = \"a\"\ntype = \"u8\"\ndata = { fill = 0, count = 40000000 }\n[[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = { fill = 0, count = 40000000 }\n";
    let e = Snippet::from_toml_with(&format!("{BARE}{two}"), &Limits::APP).unwrap_err();
    at(e, 10, 8, &["buffer 'b'", "all buffers: 76.3 MiB"]);
}

#[test]
fn out_of_range_values_are_located_errors() {
    let buf = |ty: &str, v: &str| format!("{BARE}[[buffers]]\nname = \"x\"\ntype = \"{ty}\"\ndata = [1, {v}]\n");
    at(err(&buf("u8", "300")), 6, 12, &["300 is out of range for u8 (0..=255)"]);
    at(err(&buf("u32", "4294967296")), 6, 12, &["out of range for u32"]);
    at(
        err(&buf("i8", "128")),
        6,
        12,
        &["128 is out of range for i8 (-128..=127)"],
    );
    at(err(&buf("u8", "\"0x100\"")), 6, 12, &["does not fit in u8 (8 bits)"]);
    assert!(
        Snippet::from_toml(&buf("i8", "\"0xff\"")).is_ok(),
        "a hex bit pattern of the width"
    );
    assert!(Snippet::from_toml(&buf("i8", "-128")).is_ok());
    let gen = format!("{BARE}[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = {{ iota = 0, count = 257 }}\n");
    at(err(&gen), 6, 8, &["256 is out of range for u8"]);
    let fill = format!("{BARE}[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = {{ fill = -1, count = 2 }}\n");
    at(err(&fill), 6, 17, &["-1 is out of range for u8"]);
    let arg = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[launch]\nkernel = \"k\"\ngrid = [1]\nblock = [1]\n[[args]]\ntype = \"u32\"\nvalue = 4294967296\n";
    at(err(arg), 9, 9, &["argument 1", "out of range for u32"]);
    at(
        err(&format!("{BARE}[init]\nexec = 1.5\n")),
        4,
        8,
        &["init.exec", "not an integer"],
    );
    at(
        err(&format!("{BARE}[init]\nm0 = 4294967296\n")),
        4,
        6,
        &["init.m0", "32-bit"],
    );
    let lanes: Vec<String> = (0..65).map(|i| i.to_string()).collect();
    let long = format!("{BARE}[init.vgpr]\nv1 = [{}]\n", lanes.join(", "));
    let col = "v1 = [".len() + lanes[..64].join(", ").len() + 3;
    at(err(&long), 4, col, &["65 values for 64 lanes"]);
    at(
        err(&format!("{BARE}[init.sgpr]\ns4 = 4294967296\n")),
        4,
        6,
        &["s4", "32-bit register"],
    );
    assert!(Snippet::from_toml(&format!(
        "{BARE}[init.sgpr]\ns4 = -1\n\"s[6:7]\" = \"0xffffffffffffffff\"\n"
    ))
    .is_ok());
}

#[test]
fn toml_errors_are_located() {
    at(err(&format!("{BARE}bogus = 1\n")), 3, 1, &["bogus"]);
    let deep = format!("{BARE}{} = 1\n", vec!["a"; 200].join("."));
    match err(&deep) {
        SnippetError::At { line, .. } => assert_eq!(line, 3),
        e => panic!("not located: {e}"),
    }
    at(
        err(&format!("{BARE}[[args]]\nbuffer = \"nope\"\n")),
        4,
        10,
        &["no buffer named 'nope'"],
    );
    let e = err(&format!(
        "{BARE}[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = [1]\n[init]\nexec = 1.5\n"
    ));
    assert_eq!(
        e.to_string(),
        "8:8: error: init.exec: 1.5 is not an integer: a 64-bit register takes an integer or \"0x…\""
    );
}

#[test]
fn inline_source_lines_count_from_the_document() {
    let text = "arch = \"gfx900\"\nsource = '''\ns_nop 0\ns_trap 2\n'''\n";
    assert_eq!(Snippet::source_first_line(text), Some(3));
    assert_eq!(
        Snippet::source_first_line("arch = \"gfx900\"\n\nsource = '''s_nop 0\n'''\n"),
        Some(3)
    );
    assert_eq!(
        Snippet::source_first_line("arch = \"gfx900\"\nsource_file = \"a.s\"\n"),
        None
    );
    let one_line = "arch = \"gfx900\"\nsource = \"s_nop 0\\ns_endpgm\"\n";
    assert_eq!(Snippet::source_first_line(one_line), None);
}
