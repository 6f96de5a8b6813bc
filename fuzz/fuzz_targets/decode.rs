//! Arbitrary bytes through the decoder, the printer, the encoder and the llvm-mc text
//! disassembler: no panic, and a decoded instruction re-encodes and decodes to itself.
#![no_main]

use lanescope_gcn::decode::decode;
use lanescope_gcn::encode::encode;
use lanescope_gcn::{Arch, GcnMachine, Program};
use lanescope_isa::Machine;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    for arch in Arch::ALL {
        if let Ok((inst, _)) = decode(arch, &words) {
            let _ = lanescope_gcn::syntax::print(arch, &inst);
            let mut again = Vec::new();
            encode(arch, &inst, &mut again).expect("a decoded instruction encodes");
            assert_eq!(decode(arch, &again).expect("canonical words decode").0, inst);
        }
        // Whole programs decode once and run under a step budget.
        if let Ok(p) = Program::from_words(arch, &words) {
            let mut m = GcnMachine::bare(p);
            let _ = m.run(256);
        }
        let text = String::from_utf8_lossy(data);
        let _ = lanescope_gcn::disasm::disassemble_text(arch, &text, true);
    }
});
