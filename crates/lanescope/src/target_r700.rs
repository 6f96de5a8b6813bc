//! The R700 target (issue 16): an `arch = "rv770"` snippet (source + `[r700]` keys) into a
//! running [`R700Wave`], and the editor's listing of an R700 source.

use lanescope_isa::{Diagnostic, TokenClass};
use lanescope_r700::exec::{Config, ExecFault, R700Machine, Texture};
use lanescope_r700::machine::R700Wave;
use lanescope_r700::{assemble, decode};

use crate::snippet_r700::{dwords, R700Snippet, Shader};
use crate::target::{AsmLine, BuildError};

/// The source lines (1-based) and texts of the CF program: the instructions before the
/// first `… clause starting at N:` header, one per CF address, as llc prints them.
fn instruction_lines(source: &str) -> impl Iterator<Item = (u32, &str)> {
    source
        .lines()
        .take_while(|l| !l.contains("clause starting at"))
        .enumerate()
        .filter_map(|(i, l)| {
            let text = l.split(';').next().unwrap_or("").trim();
            lanescope_r700::asm::is_instruction(text).then_some((i as u32 + 1, text))
        })
}

/// The source lines (1-based) and texts of every instruction, clause header and literal
/// line, in program order (one per decoded item when the text is llc's).
fn item_lines(source: &str) -> impl Iterator<Item = (u32, &str)> {
    source.lines().enumerate().filter_map(|(i, l)| {
        let text = l.split(';').next().unwrap_or("").trim();
        lanescope_r700::asm::is_instruction(text).then_some((i as u32 + 1, text))
    })
}

/// Byte address and size of each item of `prog` (a clause header: its address, no bytes).
fn item_spans(prog: &lanescope_r700::Program) -> Vec<(u64, usize)> {
    use lanescope_r700::Item;
    let mut at = 0u64;
    prog.items
        .iter()
        .map(|item| {
            let size = match item {
                Item::Clause { addr, .. } => {
                    at = u64::from(*addr) * 8;
                    0
                }
                Item::Fetch { .. } => 16,
                _ => 8,
            };
            let span = (at, size);
            at += size as u64;
            span
        })
        .collect()
}

/// Assembles `source`, decodes it, and names each CF address's source line.
fn program(source: &str) -> Result<(Vec<u8>, lanescope_r700::Program), BuildError> {
    let (code, _warnings) = assemble(source).map_err(BuildError::Assembly)?;
    let prog = decode(&code).map_err(|e| BuildError::Setup(format!("byte {}: {}", e.offset, e.message)))?;
    Ok((code, prog))
}

/// The executor for a snippet's program: constant buffers, textures, the scatter buffer,
/// thread ids (compute), then the GPRs given.
pub fn executor(prog: &lanescope_r700::Program, s: &R700Snippet) -> Result<R700Machine, ExecFault> {
    let mut const_buffers = vec![Vec::new(); 16];
    for c in &s.constants {
        if let Some(b) = const_buffers.get_mut(c.buffer as usize) {
            b.clone_from(&c.data);
        }
    }
    let config = Config {
        lanes: s.lanes,
        const_buffers,
        cfile: Vec::new(),
    };
    let mut m = R700Machine::new(prog, config)?;
    s.set_cf_constants(&mut m);
    for t in &s.textures {
        let texture = Texture {
            width: t.width,
            height: t.height,
            texels: t.texels.clone(),
        };
        m.set_texture(t.resource, texture);
    }
    if let Some(b) = &s.scatter {
        // Checked and materialised once by the snippet reader; cannot fail here.
        m.set_scatter(b.bytes().map(|b| dwords(&b)).unwrap_or_default());
    }
    if s.shader == Shader::Compute {
        for lane in 0..s.lanes {
            m.set_gpr(lane, 0, [lane as u32, 0, 0, 0]);
        }
    }
    for g in &s.gprs {
        for (lane, v) in g.data.chunks_exact(4).enumerate() {
            m.set_gpr(lane, g.reg as usize, [v[0], v[1], v[2], v[3]]);
        }
    }
    Ok(m)
}

/// The R700 snippet a façade [`crate::Snippet`] with `arch = "rv770"` describes, with
/// `source` as its program: its `[r700]` table and `[[buffers]]` are checked by
/// [`R700Snippet::from_toml`].
fn r700_snippet(snippet: &crate::Snippet, source: &str) -> Result<R700Snippet, BuildError> {
    let mut s = snippet.clone();
    s.source = source.into();
    s.source_file = None;
    // `[init]` (the debugger's `[init.lds]`) is applied to the built wave by [`build`].
    s.init = None;
    let text = toml::to_string(&s).map_err(|e| BuildError::Setup(e.to_string()))?;
    R700Snippet::from_toml(&text).map_err(|e| BuildError::Setup(e.to_string()))
}

/// Builds the wavefront `snippet` describes, running `source`.
pub fn build(snippet: &crate::Snippet, source: &str) -> Result<R700Wave, BuildError> {
    let s = r700_snippet(snippet, source)?;
    let (_, prog) = program(source)?;
    let m = executor(&prog, &s).map_err(|f| BuildError::Setup(f.message))?;
    let lines = instruction_lines(source).map(|(l, t)| (l, t.to_string())).collect();
    let items = item_lines(source).map(|(l, _)| l).collect();
    let wave = R700Wave::from_machine(m).with_lines(lines).with_program(&prog, items);
    let mut wave = match &s.scatter {
        Some(b) => wave.with_buffer_name(&b.name),
        None => wave,
    };
    if let Some(init) = &snippet.init {
        let addr = |name: &str| Err(format!("'{name}': an R700 wave has no buffer addresses"));
        crate::init::apply(&mut wave, init, &addr).map_err(BuildError::Setup)?;
    }
    Ok(wave)
}

/// Every line of `source` that is an instruction (CF, ALU, fetch, literal), with its address
/// and bytes; or the assembler's errors.
pub fn listing(source: &str) -> (Vec<AsmLine>, Vec<Diagnostic>) {
    let (code, prog) = match program(source) {
        Ok(p) => p,
        Err(BuildError::Assembly(d)) => return (Vec::new(), d),
        Err(BuildError::Setup(_)) => return (Vec::new(), Vec::new()),
    };
    let mut texts: Vec<_> = item_lines(source).collect();
    if texts.len() != prog.items.len() {
        // Not one line per item (not llc's layout): the CF program only, 8 bytes each.
        texts = instruction_lines(source).collect();
    }
    let lines = texts
        .into_iter()
        .zip(item_spans(&prog))
        .filter(|(_, (_, size))| *size > 0)
        .map(|((line, text), (pc, size))| {
            let bytes = code.get(pc as usize..pc as usize + size).unwrap_or_default();
            AsmLine {
                line,
                pc,
                text: text.to_string(),
                encoding: format!(
                    "[{}]",
                    bytes.iter().map(|b| format!("{b:#04x}")).collect::<Vec<_>>().join(",")
                ),
            }
        })
        .collect();
    (lines, Vec::new())
}

/// The words of `code` (split at whitespace and commas) with their byte offsets.
fn words(code: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    let sep = |c: char| c.is_whitespace() || c == ',';
    for (i, c) in code.char_indices().chain([(code.len(), ' ')]) {
        match (start, sep(c)) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                out.push((s, &code[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The token class of `word`, the first word of its line when `first`.
fn class_of(word: &str, first: bool) -> TokenClass {
    let lead = word.trim_start_matches(['-', '|']);
    let reg = ["T", "R", "PV.", "PS", "KC0[", "KC1[", "literal."]
        .iter()
        .any(|p| lead.starts_with(p) && (p.len() > 1 || lead[1..].starts_with(|c: char| c.is_ascii_digit())));
    match word {
        w if w.ends_with(':') && first => TokenClass::Label,
        w if w.starts_with('.') => TokenClass::Directive,
        w if w.starts_with(|c: char| c.is_ascii_digit()) => TokenClass::Number,
        _ if reg => TokenClass::Register,
        w if first && w.starts_with(|c: char| c.is_ascii_alphabetic()) => TokenClass::Mnemonic,
        _ => TokenClass::Plain,
    }
}

/// Token classes of one line of llc's r600 text: `(byte start, byte end, class)`.
pub fn highlight(line: &str) -> Vec<(usize, usize, TokenClass)> {
    let comment = line.find(';');
    let code = &line[..comment.unwrap_or(line.len())];
    // A clause header (`ALU clause starting at 12:`) is a label, not an instruction.
    if code.contains(" clause starting at ") {
        let start = code.len() - code.trim_start().len();
        let mut out = vec![(start, code.trim_end().len(), TokenClass::Label)];
        if let Some(at) = comment {
            out.push((at, line.len(), TokenClass::Comment));
        }
        return out;
    }
    let mut out: Vec<_> = words(code)
        .into_iter()
        .enumerate()
        .map(|(i, (at, w))| (at, at + w.len(), class_of(w, i == 0)))
        .collect();
    if let Some(at) = comment {
        out.push((at, line.len(), TokenClass::Comment));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Snippet, StepOutcome, Target};

    const GRADIENT: &str = include_str!("../../../web/gallery/r700_gradient.toml");

    #[test]
    fn clause_headers_are_labels_not_mnemonics() {
        let line = "\tALU clause starting at 12:              ; encoding: []";
        let h = highlight(line);
        assert_eq!(h[0], (1, 27, TokenClass::Label));
        assert_eq!(h[1].2, TokenClass::Comment);
        assert_eq!(&line[h[0].0..h[0].1], "ALU clause starting at 12:");
    }

    #[test]
    fn an_rv770_snippet_builds_a_wave_that_runs_with_its_gprs_and_lines() {
        let s = Snippet::from_toml(GRADIENT).unwrap();
        let t = s.target().unwrap();
        assert_eq!(t, Target::R700);
        let Ok(mut m) = t.build(&s, &s.source) else {
            panic!("build")
        };
        assert_eq!(m.arch_name(), "rv770");
        let f = m.file_index("R").unwrap();
        assert_eq!(m.register_files()[f].components.len(), 4);
        let first = m.current_line().unwrap();
        assert!(s.source.lines().nth(first as usize - 1).unwrap().contains("ALU"));
        let export = s.source.lines().position(|l| l.contains("EXPORT")).unwrap() as u32 + 1;
        let mut lines = Vec::new();
        while m.step() == StepOutcome::Running && lines.len() < 20 {
            lines.push(m.current_line());
        }
        assert!(lines.contains(&Some(export)), "{lines:?}");
        // After the clause R0.y of lane 2 (pixel (0, 1)) and R0.x of lane 1 (pixel (1, 0)) are 1/8.
        let r0 = m.register(f, 0);
        assert_eq!((r0[2 * 4 + 1], r0[4]), (0x3e00_0000, 0x3e00_0000));
        assert_eq!(m.run(100), StepOutcome::Ended);
        let snap = m.snapshot();
        assert_eq!(snap.steps(), m.steps());
    }

    #[test]
    fn the_gradient_describes_its_groups_ports_lanes_and_framebuffer() {
        let s = Snippet::from_toml(GRADIENT).unwrap();
        let Ok(mut m) = Target::R700.build(&s, &s.source) else {
            panic!("build")
        };
        let names: Vec<_> = m.step_granularities().iter().map(|g| g.name).collect();
        assert_eq!(names, ["CF", "clause", "group", "slot"]);
        let line = |t: &str| s.source.lines().position(|l| l.contains(t)).unwrap() as u32 + 1;
        let b = m.bundle().expect("the first group is pending at the ALU instruction");
        assert_eq!(b.title, "group 0 of the ALU clause at 4");
        let labels: Vec<_> = b.slots.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["x", "y", "z", "w", "t"]);
        assert_eq!(b.slots[0].text.as_deref(), Some("MUL_IEEE   T0.X, T0.X, literal.x,"));
        assert_eq!(b.slots[0].why, "destination .x → unit x");
        assert_eq!(b.slots[1].line, Some(line("MUL_IEEE * T0.Y")));
        assert!(b.slots[2].text.is_none() && b.slots[4].text.is_none());
        assert_eq!(b.literals[0], "literal.x = 0x3e000000 (0.125)");
        let ports = b.ports.unwrap();
        assert_eq!((ports.rows.len(), ports.columns.len()), (3, 4));
        assert_eq!(ports.cells[0][0].text, "R0.X (x src0)", "VEC_012: src0 in cycle 0");
        assert_eq!(ports.cells[0][1].text, "R0.Y (y src0)");
        assert!(ports.cells.iter().flatten().all(|c| !c.conflict));
        assert_eq!(ports.note, "bank swizzles: x VEC_012 · y VEC_012");
        // Slot by slot: x, y, then the group runs and the cursor is on the next group's z.
        assert_eq!(m.current_line(), Some(line("ALU 3")));
        assert_eq!(m.step_by(3), StepOutcome::Running);
        assert_eq!((m.bundle().unwrap().cursor, m.steps()), (Some(0), 0));
        assert_eq!(m.current_line(), Some(line("MUL_IEEE   T0.X")));
        m.step_by(3);
        assert_eq!(m.bundle().unwrap().cursor, Some(1));
        m.step_by(3);
        let b = m.bundle().unwrap();
        assert_eq!(
            (b.title.as_str(), b.cursor, m.steps()),
            ("group 1 of the ALU clause at 4", Some(2), 1)
        );
        assert_eq!(b.slots[2].why, "destination .z → unit z");
        assert_eq!(m.current_line(), Some(line("ADD * T0.Z")));
        let pv = m.extra_registers().into_iter().find(|r| r.name == "PV").unwrap();
        assert_eq!(pv.values[4], 0x3e00_0000, "lane 1's PV.x = 1/8");
        let kc = m.constant_windows();
        assert_eq!((kc.len(), kc[0].rows.len()), (2, 0), "KC0[] locks nothing");
        let fb = m.framebuffer().unwrap();
        assert!(fb.pixels.iter().all(Option::is_none), "nothing exported yet");
        // By CF instruction: the rest of the clause, then the export.
        assert_eq!(m.step_by(0), StepOutcome::Running);
        assert_eq!(m.current_line(), Some(line("EXPORT")));
        assert!(m.bundle().is_none());
        m.step_by(0);
        let fb = m.framebuffer().unwrap();
        assert_eq!((fb.width, fb.height), (2, 2));
        // pixel (1, 0) = lane 1: (1/8, 0, 7/8, 1).
        assert_eq!(fb.pixels[1], Some([32, 0, 223, 255]));
        assert_eq!(fb.lanes, [Some(0), Some(1), Some(2), Some(3)]);
        let states = m.lane_states().unwrap();
        assert_eq!(
            (states.categories[states.lanes[0] as usize].name, states.lanes.len()),
            ("active", 4)
        );
        assert_eq!(m.stack_entries(), Some(Vec::new()));
        m.reset();
        assert_eq!(
            m.step_by(1),
            StepOutcome::Ended,
            "no clause after the first: runs to the end"
        );
    }

    #[test]
    fn bad_r700_keys_are_setup_errors() {
        let text = GRADIENT.replace("lanes = 4", "lanes = 65");
        let s = Snippet::from_toml(&text).unwrap();
        match Target::R700.build(&s, &s.source) {
            Err(BuildError::Setup(m)) => assert!(m.contains("lanes must be 1..=64"), "{m}"),
            _ => panic!("built 65 lanes"),
        }
    }

    #[test]
    fn listing_has_one_line_per_instruction_with_its_bytes() {
        let src = "ALU 0, @2, KC0[], KC1[]\nCF_END\nALU clause starting at 2:\n  MOV * T1.X, T0.X,\n";
        let (lines, errs) = listing(src);
        assert!(errs.is_empty());
        assert_eq!(lines.len(), 3, "the clause header has no bytes");
        assert_eq!((lines[1].line, lines[1].pc, lines[1].text.as_str()), (2, 8, "CF_END"));
        assert_eq!(
            (lines[2].line, lines[2].pc, lines[2].text.as_str()),
            (4, 16, "MOV * T1.X, T0.X,")
        );
        assert!(lines[1].encoding.starts_with("[0x"));
        let (code, _) = assemble(src).unwrap();
        let mov: Vec<String> = code[16..24].iter().map(|b| format!("{b:#04x}")).collect();
        assert_eq!(lines[2].encoding, format!("[{}]", mov.join(",")));
        let (_, errs) = listing("BOGUS 1\n");
        assert!(!errs.is_empty());
    }

    #[test]
    fn highlighting_names_mnemonics_registers_numbers_and_comments() {
        let line = "  MUL_IEEE * T0.Y, -PV.X, literal.x, ; encoding: [0x00]";
        let got: Vec<_> = highlight(line).into_iter().map(|(a, b, c)| (&line[a..b], c)).collect();
        use TokenClass::*;
        assert_eq!(
            got,
            [
                ("MUL_IEEE", Mnemonic),
                ("*", Plain),
                ("T0.Y", Register),
                ("-PV.X", Register),
                ("literal.x", Register),
                ("; encoding: [0x00]", Comment),
            ]
        );
        assert_eq!(highlight("main:")[0].2, Label);
        assert_eq!(highlight("\t1040187392(1.250000e-01), 0(0.000000e+00)")[0].2, Number);
        assert_eq!(highlight("\t.text")[0].2, Directive);
        assert!(highlight("").is_empty());
        // Multi-byte separators keep the offsets on character boundaries.
        let line = "MOV\u{a0}T1.X,\u{3000}T0.X";
        let got: Vec<_> = highlight(line).into_iter().map(|(a, b, _)| &line[a..b]).collect();
        assert_eq!(got, ["MOV", "T1.X", "T0.X"]);
    }

    proptest::proptest! {
        #[test]
        fn highlighting_any_text_stays_on_character_boundaries(line in "\\PC{0,40}") {
            for (a, b, _) in highlight(&line) {
                proptest::prop_assert!(line.get(a..b).is_some_and(|w| !w.is_empty()));
            }
        }
    }

    #[test]
    fn rv770_share_links_round_trip() {
        let s = Snippet::from_toml(GRADIENT).unwrap();
        let back = crate::decode_share(&crate::encode_share(&s)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, s);
        assert_eq!(back.target().unwrap(), Target::R700);
        let (arch, _, data) = crate::share_parts(&crate::encode_share(&s)).unwrap();
        assert_eq!(arch, "rv770");
        assert!(data.contains("[r700]"), "{data}");
    }
}
