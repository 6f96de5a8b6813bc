//! Per-instruction semantics on lane data, with expectations worked out by hand from the
//! seeds' pseudocode (seed 000 = Vega, seed 001 = CDNA4; lines cited per test).

use lanescope_gcn::exec::Wave;
use lanescope_gcn::{Arch, GcnMachine};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::lanes::{f, lane_floats, set, splat, EVEN};
use common::run::{machine, run};

#[test]
fn valu_writes_only_active_lanes() {
    // EXEC masks VALU writes (seed 000 lines 229-233).
    run(
        "v_add_f32 v2, v0, v1\ns_endpgm",
        |w| {
            w.exec = EVEN;
            lane_floats(w, 0.5);
            set(w, 2, |_| 0xdead_beef);
        },
        |m| {
            for (l, &v) in m.vgpr(2).iter().enumerate() {
                let want = if l % 2 == 0 { f(l as f32 + 0.5) } else { 0xdead_beef };
                assert_eq!(v, want, "lane {l}");
            }
        },
    );
}

#[test]
fn step_reports_the_lanes_it_wrote() {
    for arch in common::GFX9 {
        let mut m = machine(arch, "v_mov_b32 v3, 7\ns_endpgm", |w| w.exec = EVEN);
        assert_eq!(m.step(), StepOutcome::Running);
        assert_eq!(m.changes().vgprs, vec![(3, EVEN)]);
        assert_eq!(m.changes().vgpr_lanes(3), EVEN);
        assert_eq!(m.last_line(), Some(1));
        assert_eq!(m.current_line(), Some(2));
        assert_eq!(m.step(), StepOutcome::Ended);
        assert!(m.changes().vgprs.is_empty());
        m.reset();
        assert_eq!((m.steps(), m.pc(), m.vgpr(3)[0]), (0, 0, 0));
    }
}

#[test]
fn compares_write_every_vcc_bit() {
    // D.u64[lane] = EXEC[lane] & test; inactive lanes get 0 (seed 000 lines 436-437, 5592).
    run(
        "v_cmp_gt_u32 vcc, 32, v0\ns_endpgm",
        |w| {
            w.exec = EVEN;
            w.vcc = u64::MAX;
        },
        |m| assert_eq!(m.vcc(), EVEN & 0xffff_ffff),
    );
    // The _e64 form writes an SGPR pair instead, VCC untouched.
    run(
        "v_cmp_gt_u32_e64 s[4:5], v0, 61\ns_endpgm",
        |w| w.vcc = 0x1234,
        |m| {
            assert_eq!(m.sgprs()[4], 0);
            assert_eq!(m.sgprs()[5], 0b1100 << 28);
            assert_eq!(m.vcc(), 0x1234);
        },
    );
}

#[test]
fn float_compare_is_false_on_nan_and_takes_modifiers() {
    // V_CMP_GT_F32: D = S0 > S1 (seed 000 line 5280); NaN compares false.
    run(
        "v_cmp_gt_f32 vcc, v1, v2\nv_cmp_gt_f32_e64 s[6:7], -v1, |v2|\ns_endpgm",
        |w| {
            set(w, 1, |l| match l {
                0 => f(f32::NAN),
                1 => f(3.0),
                2 => f(-3.0),
                _ => f(1.0),
            });
            set(w, 2, |l| if l == 2 { f(-4.0) } else { f(2.0) });
        },
        |m| {
            // lanes: 0 NaN>2 no; 1 3>2 yes; 2 -3>-4 yes; rest 1>2 no.
            assert_eq!(m.vcc(), 0b110);
            // -v1 > |v2|: lane 0 no (NaN); 1: -3>2 no; 2: 3>4 no; rest -1>2 no.
            assert_eq!(m.sgprs()[6], 0);
            assert_eq!(m.sgprs()[7], 0);
        },
    );
}

#[test]
fn saveexec_saves_masks_and_sets_scc() {
    // (source, then (EXEC, SGPRs as (register, value), SCC) before and after the run)
    type Scalars = (u64, &'static [(usize, u32)], bool);
    let cases: [(&str, Scalars, Scalars); 2] = [
        // D = EXEC; EXEC = S0 & EXEC; SCC = EXEC != 0 (seed 000 line 4047; seed 001 line 7285).
        (
            "s_and_saveexec_b64 s[2:3], s[4:5]\ns_endpgm",
            (0xffff_0000_ffff_0000, &[(4, 0x0001_0001), (5, 0x8000_0000)], false),
            (0x8000_0000_0001_0000, &[(2, 0xffff_0000), (3, 0xffff_0000)], true),
        ),
        // Source and destination the same pair: S0 is read before D is written.
        (
            "s_and_saveexec_b64 s[0:1], s[0:1]\ns_endpgm",
            (0xf0, &[(0, 0x0f)], true),
            (0, &[(0, 0xf0)], false),
        ),
    ];
    for (src, (exec, sgprs, scc), (want_exec, want_sgprs, want_scc)) in cases {
        let init = |w: &mut Wave| {
            w.exec = exec;
            sgprs.iter().for_each(|&(r, v)| w.sgpr[r] = v);
            w.scc = scc;
        };
        run(src, init, |m| {
            assert_eq!(m.exec(), want_exec, "{src}");
            want_sgprs
                .iter()
                .for_each(|&(r, v)| assert_eq!(m.sgprs()[r], v, "{src}: s{r}"));
            assert_eq!(m.scc(), want_scc, "{src}");
        });
    }
}

#[test]
fn scalar_add_carries_into_scc() {
    // D = S0 + S1; SCC = carry out (seed 000 line 3717).
    run(
        "s_add_u32 s0, s1, s2\ns_add_u32 s3, s1, 1\ns_endpgm",
        |w| {
            w.sgpr[1] = 0xffff_ffff;
            w.sgpr[2] = 2;
        },
        |m| {
            assert_eq!(m.sgprs()[0], 1);
            assert_eq!(m.sgprs()[3], 0);
            assert!(m.scc());
        },
    );
    run(
        "s_add_u32 s0, 0x7fffffff, 1\ns_endpgm",
        |w| w.scc = true,
        |m| assert!(!m.scc()),
    );
}

#[test]
fn execz_branch_is_relative_to_the_next_instruction() {
    // PC = PC + signext(SIMM16 * 4) + 4 when EXEC == 0 (seed 000 line 4208).
    let src = "s_cbranch_execz skip\nv_mov_b32 v1, 1\nskip:\nv_mov_b32 v2, 2\ns_endpgm";
    run(src, |_| {}, |m| assert_eq!((m.vgpr(1)[0], m.vgpr(2)[0]), (1, 2)));
    run(
        src,
        |w| w.exec = 0,
        |m| {
            assert_eq!(m.vgpr(1)[0], 0);
            assert_eq!(m.steps(), 3);
        },
    );
    // A numeric offset: 1 dword past the next instruction.
    run(
        "s_mov_b64 exec, 0\ns_cbranch_execz 1\ns_endpgm\ns_endpgm",
        |_| {},
        |m| assert_eq!(m.pc(), 12),
    );
}

#[test]
fn fma_rounds_once() {
    // Fused: D = S0 * S1 + S2 with one rounding (seed 000 line 5904).
    let a = 1.0 + f32::EPSILON;
    let b = 1.0 - f32::EPSILON;
    run(
        "v_fma_f32 v3, v1, v2, -1.0\nv_mul_f32 v4, v1, v2\ns_endpgm",
        |w| {
            splat(w, &[(1, f(a)), (2, f(b))]);
        },
        |m| {
            // a*b = 1 - 2^-46 exactly; the fused result keeps it, the product rounds to 1.
            assert_eq!(m.vgpr(3)[9], f(-(2f32.powi(-46))));
            assert_eq!(m.vgpr(4)[9], f(1.0));
        },
    );
}

#[test]
fn vop3_modifiers_abs_neg_clamp_omod() {
    // abs then neg on inputs, omod then clamp on the output (seed 000 lines 1662, 10005).
    run(
        "v_add_f32 v3, -v1, |v2|\nv_add_f32_e64 v4, v1, v2 clamp\nv_mul_f32_e64 v5, v1, v2 mul:4\nv_fma_f32 v6, v1, v2, v2 div:2\ns_endpgm",
        |w| {
            splat(w, &[(1, f(0.75)), (2, f(-0.5))]);
            // IEEE off and denormals flushed: gfx950 applies OMOD only then (seed 001 lines
            // 1994-1998); gfx900 always does.
            w.mode &= !(1 << 9 | 0xf0);
        },
        |m| {
            assert_eq!(m.vgpr(3)[0], f(-0.75 + 0.5));
            assert_eq!(m.vgpr(4)[0], f(0.25));
            assert_eq!(m.vgpr(5)[0], f(-1.5));
            assert_eq!(m.vgpr(6)[0], f((0.75 * -0.5 - 0.5) / 2.0));
        },
    );
    // Clamp limits to [0, 1]; with DX10_CLAMP (on at start) a NaN clamps to 0.
    run(
        "v_add_f32_e64 v3, v1, v1 clamp\ns_endpgm",
        |w| set(w, 1, |l| [f(5.0), f(-5.0), f(f32::NAN), f(0.25)][l % 4]),
        |m| assert_eq!(&m.vgpr(3)[..4], &[f(1.0), 0, 0, f(0.5)]),
    );
}

#[test]
fn gfx950_ignores_omod_in_ieee_mode() {
    // Seed 001 lines 1994-1998: OMOD is ignored with MODE.IEEE = 1 (the wave's start state);
    // seed 000 has no such rule.
    for (arch, want) in [(Arch::Gfx900, f(-1.5)), (Arch::Gfx950, f(-0.375))] {
        let mut m = machine(arch, "v_mul_f32_e64 v5, v1, v2 mul:4\ns_endpgm", |w| {
            splat(w, &[(1, f(0.75)), (2, f(-0.5))]);
        });
        assert_eq!(m.run(10), StepOutcome::Ended);
        assert_eq!(m.vgpr(5)[0], want, "{}", arch.name());
    }
}

#[test]
fn nan_results_are_the_first_nan_input_quieted() {
    let snan = 0x7f80_0001;
    run(
        "v_add_f32 v3, v1, v2\ns_endpgm",
        |w| {
            splat(w, &[(1, snan), (2, 0x7fc0_1234)]);
        },
        |m| assert_eq!(m.vgpr(3)[0], 0x7fc0_0001),
    );
}

#[test]
fn integer_add_wraps_or_saturates_with_clamp() {
    // V_ADD_U32: D = S0 + S1, no carry out; clamp saturates (seed 000 lines 1662, 4737).
    run(
        "v_add_u32 v2, v1, v0\nv_add_u32_e64 v3, v1, v0 clamp\ns_endpgm",
        |w| set(w, 1, |_| 0xffff_fff0),
        |m| {
            assert_eq!(m.vgpr(2)[0x20], 0x10);
            assert_eq!(m.vgpr(3)[0x20], u32::MAX);
            assert_eq!(m.vgpr(3)[5], 0xffff_fff5);
        },
    );
}

#[test]
fn conversion_rounds_to_nearest_even() {
    run(
        "v_cvt_f32_u32 v2, v1\ns_endpgm",
        |w| set(w, 1, |l| [u32::MAX, 16_777_217, 16_777_219, 3][l % 4]),
        |m| {
            assert_eq!(
                &m.vgpr(2)[..4],
                &[f(4_294_967_296.0), f(16_777_216.0), f(16_777_220.0), f(3.0)]
            )
        },
    );
}

#[test]
fn scalar_sources_constants_and_literals_broadcast() {
    run(
        "s_mov_b32 s4, 0x12345\nv_mov_b32 v1, s4\nv_mov_b32 v2, 0.15915494\nv_mov_b32 v3, -16\nv_mov_b32 v4, src_scc\nv_mov_b32 v5, src_execz\ns_mov_b64 s[6:7], exec\nv_mov_b32 v6, 1.5\ns_endpgm",
        |w| w.scc = true,
        |m| {
            for l in [0, 31, 63] {
                assert_eq!(m.vgpr(1)[l], 0x12345);
                assert_eq!(m.vgpr(2)[l], 0x3e22_f983, "1/(2pi), seed 000 line 1380");
                assert_eq!(m.vgpr(3)[l], -16i32 as u32);
                assert_eq!(m.vgpr(4)[l], 1);
                assert_eq!(m.vgpr(5)[l], 0);
                assert_eq!(m.vgpr(6)[l], f(1.5));
            }
            assert_eq!((m.sgprs()[6], m.sgprs()[7]), (u32::MAX, u32::MAX));
        },
    );
}

#[test]
fn vcc_halves_and_exec_halves_are_registers() {
    run(
        "s_mov_b32 vcc_hi, 5\ns_mov_b32 exec_lo, 0\nv_mov_b32 v1, 9\ns_endpgm",
        |_| {},
        |m| {
            assert_eq!(m.vcc(), 5 << 32);
            assert_eq!(m.exec(), 0xffff_ffff << 32);
            assert_eq!((m.vgpr(1)[0], m.vgpr(1)[32]), (0, 9));
        },
    );
}

#[test]
fn running_off_the_end_faults_with_the_pc() {
    for arch in common::GFX9 {
        let mut m = machine(arch, "v_mov_b32 v1, 1", |_| {});
        match m.run(10) {
            StepOutcome::Faulted(f) => {
                // Reported at the instruction that fell off (so a front end can name its
                // line), with the bad PC in the message.
                assert_eq!((f.wave, f.pc), (0, 0));
                assert!(
                    f.to_string()
                        .starts_with("wave 0 pc 0x0: this instruction took the program counter to 0x4, past the end"),
                    "{f}"
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(m.halted());
        // Faults are sticky until reset.
        assert!(matches!(m.step(), StepOutcome::Faulted(_)));
    }
}

#[test]
fn step_budget_stops_runaway_programs() {
    for arch in common::GFX9 {
        let mut m = machine(arch, "s_mov_b64 exec, 0\nl: s_cbranch_execz l\ns_endpgm", |_| {});
        assert_eq!(m.run(1000), StepOutcome::BudgetExhausted);
        assert_eq!(m.steps(), 1000);
        assert!(!m.halted());
    }
}

#[test]
fn words_with_invalid_operands_print_like_llvm_and_do_not_execute() {
    use lanescope_gcn::program::Program;
    use lanescope_gcn::syntax::print::print;
    // gfx950 wants 64-bit VGPR tuples even (seed 001): v_mov_b64 v[1:2] decodes with llvm-mc's
    // /*Invalid register*/ comment, re-encodes to the same word, and faults when executed.
    let words = [0x7e02_7102, 0xbf81_0000];
    let p = Program::from_words(Arch::Gfx950, &words).unwrap();
    assert_eq!(
        print(Arch::Gfx950, &p.insts[0]),
        "v_mov_b64_e32 v[1:2]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v[2:3]"
    );
    assert_eq!(p.words().unwrap(), words);
    let mut m = GcnMachine::new(p, Wave::bare(Arch::Gfx950));
    match m.step() {
        StepOutcome::Faulted(f) => assert!(f.message.contains("invalid encoding"), "{}", f.message),
        other => panic!("{other:?}"),
    }
    // A constant in a VOPC _e64 destination: /*Invalid immediate*/, re-encoded as llvm-mc does
    // (the integer value in the field).
    let p = Program::from_words(Arch::Gfx900, &[0xd03d_0081, 0x0402_40cd]).unwrap();
    assert_eq!(
        print(Arch::Gfx900, &p.insts[0]),
        "v_cmpx_neq_f16_e64 1/*Invalid immediate*/, -13, v32"
    );
    assert_eq!(p.words().unwrap(), [0xd03d_0001, 0x0002_40cd]);
}

#[test]
fn a_debugger_edit_lands_in_the_running_wave() {
    for arch in common::GFX9 {
        let p = lanescope_gcn::syntax::assemble(arch, "s_nop 0\nv_mov_b32 v1, v0\ns_mov_b32 s4, s3\ns_endpgm").unwrap();
        let mut m = GcnMachine::new(p, Wave::bare(arch));
        assert_eq!(m.step(), StepOutcome::Running);
        assert!(m.set_vgpr(0, 5, 77));
        assert!(m.set_sgpr(3, 9));
        assert!(!m.set_vgpr(0, 64, 1), "no lane 64");
        assert!(!m.set_vgpr(100_000, 0, 1), "no such register");
        assert!(!m.set_sgpr(100_000, 1), "no such SGPR");
        assert_eq!(m.run(10), StepOutcome::Ended);
        assert_eq!(m.vgpr(1)[5], 77);
        assert_eq!(m.sgprs()[4], 9);
    }
}
