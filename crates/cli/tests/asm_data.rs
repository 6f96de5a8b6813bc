//! `lanescope asm` on data inside code and on branch errors inside macro expansions, against
//! llvm-mc 22's outputs (recorded below).

mod common;

use common::{lanescope, text};

const SRC: &str = ".macro br\ns_branch nowhere\n.endm\ns_nop 0\n.byte 1, 2\n.long 0xbf810000\nbr\n";

#[test]
fn asm_echoes_data_and_places_fixup_errors_in_the_instantiation() {
    let out = lanescope(&["asm", "--arch", "gfx900", "--show-encoding", "-"], SRC);
    // llvm-mc -show-encoding (stdout, an empty line for the macro definition).
    let llvm_mc = "\n\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]\n\
                   \t.byte\t1\n\t.byte\t2\n\t.long\t3212902400\n\
                   \ts_branch nowhere                        ; encoding: [A,A,0x82,0xbf]\n\
                   \x20                                       ;   fixup A - offset: 0, value: nowhere, kind: fixup_si_sopp_br\n";
    assert_eq!(text(&out.stdout), llvm_mc);
    // llvm-mc -filetype=obj: "<instantiation>:1:10: error: undefined label 'nowhere'"; we add
    // the macro use as a note, like every other error inside an expansion.
    assert_eq!(
        text(&out.stderr),
        "<instantiation>:1:10: error: undefined label 'nowhere'\ns_branch nowhere\n         ^~~~~~~\n\
         <stdin>:7:1: note: while in macro instantiation\nbr\n^\n"
    );
    assert_eq!(out.status.code(), Some(1));
}
