//! Data directives inside code (`.byte`, `.short`, `.long`, `.quad`, `.zero`…): echoed, laid
//! out and encoded exactly as llvm-mc 22 does (`llvm-mc -triple=amdgcn -mcpu=gfx900
//! -show-encoding`, and `-filetype=obj` read back with `llvm-objdump -s`; the outputs are
//! recorded below), and run as the instructions their dwords decode to.

mod common;

use common::asm::errors;
use common::run::run_wave;
use lanescope_gcn::exec::Wave;
use lanescope_gcn::isa::arch::Arch;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::GcnMachine;
use lanescope_isa::{Machine, StepOutcome};

/// Data of every size, odd-sized data followed by (unaligned) code, and a branch after it.
const MIXED: &str = "s_nop 0\n.byte 1,2\n.long 0xbf810000\nl:\ns_branch l\n.short 3\n\
                     .quad 0x1122334455667788\n.zero 3\n.space 2, 0x41\n.skip 1\ns_endpgm\n";

#[test]
fn data_is_echoed_as_llvm_mc_prints_it() {
    let p = assemble(Arch::Gfx900, MIXED).unwrap();
    let llvm_mc = "\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n\
                   \t.byte\t1\n\t.byte\t2\n\t.long\t3212902400\nl:\n\
                   \ts_branch l                              ; encoding: [A,A,0x82,0xbf]\n\
                   \x20                                       ;   fixup A - offset: 0, value: l, kind: fixup_si_sopp_br\n\
                   \t.short\t3\n\t.quad\t1234605616436508552\n\t.zero\t3\n\t.zero\t2,65\n\t.zero\t1\n\
                   \ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]\n";
    assert_eq!(p.echo(true), llvm_mc);
    let aliases = ".2byte 5\n.value 7\n.int -1\n.4byte 8\n.8byte -1\n.long 1+2\n.byte -1, 0xff\n.byte\n";
    let llvm_mc = "\t.short\t5\n\t.short\t7\n\t.long\t-1\n\t.long\t8\n\t.quad\t-1\n\t.long\t3\n\
                   \t.byte\t-1\n\t.byte\t255\n";
    assert_eq!(assemble(Arch::Gfx900, aliases).unwrap().echo(false), llvm_mc);
}

#[test]
fn bytes_equal_llvm_mc_objects_including_unaligned_code() {
    let p = assemble(Arch::Gfx900, MIXED).unwrap();
    // llvm-objdump -s -j .text: no padding before or after odd-sized data.
    let objdump = "000080bf 01020000 81bfffff 82bf0300 88776655 44332211 00000041 41000000 81bf";
    let hex: String = p.bytes().unwrap().iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(hex, objdump.replace(' ', ""));
    // The label after data has the data's address; the branch offset is llvm-mc's.
    assert_eq!(p.labels, [("l".to_string(), 10)]);
}

#[test]
fn data_dwords_run_as_the_instructions_they_decode_to() {
    // llvm-objdump -d of this object: `.long 0xffffffff` (no instruction), then
    // `v_cndmask_b32_e32 v0, s7, v0, vcc` (the 7), `over:` s_mov_b32, s_endpgm (the .long).
    let src = "s_branch over\n.long 0xffffffff, 7\nover:\ns_mov_b32 s0, 5\n.long 0xbf810000\n";
    let p = assemble(Arch::Gfx900, src).unwrap();
    assert_eq!(
        p.words().unwrap(),
        [0xbf82_0002, 0xffff_ffff, 7, 0xbe80_0085, 0xbf81_0000]
    );
    assert_eq!(p.index_of_pc(4), None);
    assert_eq!(p.text(p.index_of_pc(8).unwrap()), "v_cndmask_b32_e32 v0, s7, v0, vcc");
    assert_eq!(p.lines[p.index_of_pc(16).unwrap()], 5);
    let m = run_wave(Arch::Gfx900, src, Wave::bare(Arch::Gfx900), None);
    assert_eq!(m.wave().sgpr[0], 5);
}

/// Runs `src` and returns the fault message.
fn fault(src: &str) -> String {
    let mut m = GcnMachine::bare(assemble(Arch::Gfx900, src).unwrap());
    match m.run(100) {
        StepOutcome::Faulted(f) => f.to_string(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn data_that_does_not_decode_or_unaligned_code_faults_located() {
    assert_eq!(
        fault("s_nop 0\n.long 0xffffffff\n"),
        "wave 0 pc 0x0: this instruction took the program counter to 0x4, at data that does not decode as an instruction"
    );
    // Two bytes, then an unaligned s_endpgm: the dword at 4 is not an instruction.
    assert!(fault("s_nop 0\n.byte 1, 2\ns_endpgm\n").contains("to 0x4, at data that does not decode"));
}

#[test]
fn data_errors_match_llvm_mc() {
    // llvm-mc: "out of range literal value" at the value; "unexpected token" after a value;
    // `.hword`/`.word` are unknown directives for amdgcn.
    assert_eq!(errors(".byte 256\n"), ["1:7: out of range literal value"]);
    assert_eq!(errors(".short 70000\n"), ["1:8: out of range literal value"]);
    assert_eq!(errors(".long 0x100000000\n"), ["1:7: out of range literal value"]);
    assert_eq!(errors(".byte -129\n"), ["1:7: out of range literal value"]);
    assert_eq!(errors(".byte 1 2\n"), ["1:9: unexpected token"]);
    assert_eq!(
        errors(".hword 6\n.word 9\n"),
        ["1:1: unknown directive", "2:1: unknown directive"]
    );
}

#[test]
fn data_counts_against_the_assembly_budget() {
    let e = errors(".zero 1000000000\ns_endpgm\n");
    assert_eq!(
        e,
        ["1:1: data and padding exceed the limit of 1048576 bytes per assembly"]
    );
    let e = errors(".rept 3\n.zero 500000\n.endr\n");
    assert_eq!(e.len(), 1, "{e:?}");
}

/// `.fill` and the fill-pattern alignments in code (clang ends every kernel's code with
/// `.p2alignl 6, 3212836864` and `.fill 256, 4, 3212836864`): echoed and laid out as llvm-mc.
#[test]
fn fill_and_pattern_alignments_equal_llvm_mc() {
    let src = "s_endpgm\n.p2alignw 3, 0x1234\n.p2alignl 4, 0xbf800000\n.balign 8, 7, 2\n\
               .fill 1, 8, -1\n.fill 2, 3, 0x112233\n.p2align 3, 0x12\n.fill 2, 2\n\
               .p2alignl 6, 3212836864\n";
    let p = assemble(Arch::Gfx900, src).unwrap();
    let llvm_mc = "\ts_endpgm\n.p2alignw 3, 0x1234\n.p2alignl 4, 0xbf800000\n\t.p2align\t3, 0x7, 2\n\
                   \t.fill\t1, 8, 0xffffffff\n\t.fill\t2, 3, 0x112233\n\t.p2align\t3, 0x12\n\
                   \t.fill\t2, 2, 0x0\n.p2alignl 6, 0xbf800000\n";
    assert_eq!(p.echo(false), llvm_mc);
    // llvm-objdump -s -j .text of llvm-mc's object.
    let objdump = "000081bf 34123412 000080bf 000080bf ffffffff 00000000 33221133 22111212 \
                   00000000 000080bf 000080bf 000080bf 000080bf 000080bf 000080bf 000080bf";
    let hex: String = p.bytes().unwrap().iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(hex, objdump.replace(' ', ""));
    // The pattern padding decodes as the `s_nop 0` it is.
    let m = GcnMachine::bare(p);
    assert!(m.listing().iter().any(|l| l.pc == 8 && l.text == "s_nop 0"));
}

/// `s_nop` alignment after odd-sized data has no llvm-mc layout to follow (llvm-mc 22's
/// object writer does not finish on `.byte 1` / `.p2align 3`): a located error, never a
/// misaligned program.
#[test]
fn nop_alignment_after_odd_sized_data_is_a_located_error() {
    let errors = errors("s_nop 0\n.byte 1\n.p2align 3\ns_endpgm\n");
    assert_eq!(errors.len(), 1);
    let at_3_1 = errors[0].strip_prefix("3:1: ");
    assert!(
        at_3_1.is_some_and(|m| m.contains("not a multiple of 4 bytes")),
        "{errors:?}"
    );
    // Whole dwords of data keep aligning with `s_nop 0`.
    let p = assemble(Arch::Gfx900, "s_nop 0\n.long 1\n.p2align 4\ns_endpgm\n").unwrap();
    assert_eq!(p.pcs.last(), Some(&16));
}
