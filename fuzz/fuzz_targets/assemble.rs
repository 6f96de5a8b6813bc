//! Arbitrary text through the assembler: no panic; errors are located inside the text;
//! an assembled program echoes, encodes, decodes back, and runs under a step budget.
#![no_main]

use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, Program};
use lanescope_isa::Machine;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    for arch in Arch::ALL {
        match assemble(arch, text) {
            Ok(p) => {
                let _ = p.echo(true);
                let words = p.words().expect("an assembled program encodes");
                let back = Program::from_words(arch, &words).expect("assembled words decode");
                assert_eq!(back.insts, p.insts);
                let mut m = GcnMachine::bare(p);
                let _ = m.run(256);
            }
            Err(errors) => {
                assert!(!errors.is_empty());
                let lines = text.lines().count().max(1) as u32;
                for e in errors {
                    assert!(e.span.line >= 1 && e.span.line <= lines, "{e}");
                    let _ = e.render("fuzz.s", text).to_string();
                }
            }
        }
    }
});
