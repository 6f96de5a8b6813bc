//! `lanescope asm` prints the hazard linter's warnings on stderr (`file:line:col: warning: …`,
//! the line and a caret) and still exits 0 with the program on stdout.

mod common;
use common::{lanescope, text};

#[test]
fn asm_warns_about_a_missing_wait_and_exits_0() {
    // An 8-pass XDL op (32x32x8 f16: 32 cycles, seed 001 Table 28 L2543) then a VALU read of its
    // result: 12 wait states required (Table 38 L3961), one present.
    let src = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\n\
               s_nop 0\n  v_add_f32 v20, v4, v4\ns_endpgm\n";
    let out = lanescope(&["asm", "--arch", "gfx950", "-"], src);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("v_add_f32_e32 v20, v4, v4"), "{stdout}");
    let err = text(&out.stderr);
    let expected = "<stdin>:3:3: warning: v_mfma_f32_32x32x8_f16 (line 1) writes v[0:15]; v_add_f32 reads v4 \
                    after 1 independent instruction, 12 required (XDL 8 passes → VALU RAW, seed 001 Table 38 L3961)\n\
                    \x20 v_add_f32 v20, v4, v4\n\
                    \x20 ^~~~~~~~~\n";
    assert_eq!(err, expected);
}

#[test]
fn asm_is_quiet_when_the_waits_are_there() {
    let src = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]\n\
               s_nop 11\nv_add_f32 v20, v4, v4\ns_endpgm\n";
    let out = lanescope(&["asm", "--arch", "gfx950", "-"], src);
    assert!(out.status.success());
    assert_eq!(text(&out.stderr), "");
}
