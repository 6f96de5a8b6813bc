//! Arbitrary bytes as an ELF code object: the reader and the object disassembler never panic.
#![no_main]

use lanescope_gcn::Arch;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(object) = lanescope_gcn::elf::parse(data) {
        for arch in Arch::ALL {
            let _ = lanescope_gcn::disasm::disassemble_object(arch, &object, true);
        }
    }
});
