use super::*;
use crate::exec::wave::LANES;
use crate::exec::{ExecError, Memory};
use crate::isa::inst::Inst;
use crate::launch::LaunchConfig;
use lanescope_isa::Machine;

/// Kernel `k` over `grid` work-items in workgroups of `block` (one dimension, no arguments).
fn launch_1d(grid: u32, block: u32) -> LaunchConfig {
    LaunchConfig {
        kernel: "k".into(),
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_lds: 0,
        args: Vec::new(),
    }
}

fn barrier(_: &mut Wave, _: &mut Env, _: &Inst) -> Result<Flow, ExecError> {
    Ok(Flow::Barrier)
}

/// A stand-in ds_write_b32 / ds_read_b32 (address v[src0], data v[src1] / into v[dst]).
fn ds_write(w: &mut Wave, env: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    let (a, d) = (w.src(i, 0), w.src(i, 1));
    for l in 0..LANES {
        if w.exec >> l & 1 == 1 {
            let o = a[l] as usize;
            env.lds.data[o..o + 4].copy_from_slice(&d[l].to_le_bytes());
        }
    }
    Ok(Flow::Next)
}

fn ds_read(w: &mut Wave, env: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    let a = w.src(i, 0);
    let mut out = [0u32; LANES];
    for l in 0..LANES {
        let o = a[l] as usize;
        out[l] = u32::from_le_bytes(env.lds.data[o..o + 4].try_into().unwrap());
    }
    w.write_vdst(i, &out);
    Ok(Flow::Next)
}

fn noop(_: &mut Wave, _: &mut Env, _: &Inst) -> Result<Flow, ExecError> {
    Ok(Flow::Next)
}

#[test]
fn edits_before_the_run_are_the_initial_state() {
    let p = crate::syntax::assemble(crate::Arch::Gfx950, "s_endpgm").unwrap();
    let mut m = GcnMachine::bare(p);
    let a = m.memory_mut().alloc("b", 4, 4);
    m.memory_mut().write_u32(a, 7).unwrap();
    m.lds_mut().data[3] = 9;
    assert_eq!(m.run(10), StepOutcome::Ended);
    m.memory_mut().write_u32(a, 8).unwrap();
    m.lds_mut().data[3] = 1;
    m.reset();
    assert_eq!(m.memory().read_u32(a), Ok(7));
    assert_eq!(m.lds().data[3], 9);
}

#[test]
fn barrier_parks_waves_until_all_live_waves_arrive() {
    let arch = crate::Arch::Gfx900;
    // Wave 3 (work-items 192..255) ends before the barrier: ended waves do not count
    // (seed 000 lines 585-586). The others exchange values through LDS across it.
    let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\tv_cmp_gt_u32 vcc, 0xc0, v0\n\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cbranch_execz .Lend\n\tv_lshlrev_b32 v1, 2, v0\n\tds_write_b32 v1, v0\n\ts_barrier\n\tv_sub_u32 v2, 0x2fc, v1\n\tds_read_b32 v3, v2\n.Lend:\n\ts_endpgm\n.rodata\n.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 4\n\t.amdhsa_next_free_sgpr 4\n\t.amdhsa_group_segment_fixed_size 1024\n.end_amdhsa_kernel\n";
    let p = crate::syntax::assemble(arch, src).unwrap();
    let cfg = launch_1d(256, 256);
    let mut m = GcnMachine::launch(p, Memory::new(), &cfg).unwrap();
    m.test_sems = alloc::vec![
        ("s_barrier", barrier as crate::exec::SemFn),
        ("ds_write_b32", ds_write),
        ("ds_read_b32", ds_read),
        ("v_lshlrev_b32", |w, _, i| {
            let (a, b) = (w.src(i, 0), w.src(i, 1));
            let mut o = [0; LANES];
            for l in 0..LANES {
                o[l] = b[l] << (a[l] & 31);
            }
            w.write_vdst(i, &o);
            Ok(Flow::Next)
        }),
        ("v_sub_u32", |w, _, i| {
            let (a, b) = (w.src(i, 0), w.src(i, 1));
            let mut o = [0; LANES];
            for l in 0..LANES {
                o[l] = a[l].wrapping_sub(b[l]);
            }
            w.write_vdst(i, &o);
            Ok(Flow::Next)
        }),
        ("s_nop", noop),
    ];
    // Wave 0 runs up to the barrier and parks; the scheduler moves on to wave 1.
    for _ in 0..6 {
        assert_eq!(m.step(), StepOutcome::Running);
    }
    assert_eq!(m.wave_info(0).unwrap().status, WaveStatus::AtBarrier);
    assert_eq!(m.step(), StepOutcome::Running);
    assert_eq!(m.selected_wave(), 1);
    // Selecting a parked wave and stepping advances another wave instead.
    assert!(m.select_wave(0));
    assert_eq!(m.step(), StepOutcome::Running);
    assert_eq!(m.selected_wave(), 1);
    assert_eq!(m.run(1000), StepOutcome::Ended);
    for n in 0..3usize {
        let w = m.wave_state(n).unwrap();
        for l in 0..LANES {
            // Work-item t reads the id of 191 - t.
            assert_eq!(w.vgpr[3 * LANES + l], 191 - (64 * n + l) as u32);
        }
    }
    assert_eq!(m.wave_info(3).unwrap().status, WaveStatus::Ended);
    // The EXEC bits of wave 3 were cleared by s_and_saveexec_b64, at PC 8 (after the
    // VOPC and its literal).
    m.select_wave(3);
    assert_eq!(m.exec_bit_writer(5), Some(8));
    assert_eq!(m.vcc_bit_writer(5), None); // VCC of wave 3 stayed 0
                                           // Reset replays the same schedule.
    m.reset();
    assert_eq!(m.run(1000), StepOutcome::Ended);
    assert_eq!(m.wave_state(2).unwrap().vgpr[3 * LANES], 191 - 128);
}

/// The (PC, bits) writer list answers what a per-lane array of last writers would, over
/// random masks and a few PCs (repeats merge), and never holds more than 64 pairs.
#[test]
fn writer_pairs_equal_a_per_lane_array() {
    let mut seed = 0x5eed_u64;
    let mut w = Writers::default();
    let mut naive = [None; LANES];
    for _ in 0..2000 {
        let x = lanescope_isa::rng::splitmix64(&mut seed);
        let bits = match x % 4 {
            0 => x | 1,
            1 => 1 << (x >> 8 & 63),
            2 => u64::MAX,
            _ => x & x.rotate_left(13) | 2,
        };
        let pc = (x >> 32) as u32 % 9 * 4;
        w.note(bits, pc);
        for (l, n) in naive.iter_mut().enumerate() {
            if bits >> l & 1 == 1 {
                *n = Some(pc);
            }
        }
        assert!(w.0.len() <= LANES);
        assert!((0..LANES).all(|l| w.get(l) == naive[l]));
    }
    assert_eq!(w.get(64), None);
    assert_eq!(w.get(usize::MAX), None);
}

/// `run` executes what `step` called as many times does: the same steps, outcome and state,
/// with budgets that end inside a workgroup, at its end and past the program's end.
#[test]
fn run_equals_repeated_steps() {
    let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\tv_cmp_gt_u32 vcc, 40, v0\n\
               \ts_and_saveexec_b64 s[2:3], vcc\n\ts_cbranch_execz .Lskip\n\tv_mov_b32 v2, 7\n.Lskip:\n\
               \ts_or_b64 exec, exec, s[2:3]\n\ts_mov_b32 s4, 3\n.Lloop:\n\ts_sub_u32 s4, s4, 1\n\
               \tv_add_u32 v1, v1, v0\n\ts_cmp_lg_u32 s4, 0\n\ts_cbranch_scc1 .Lloop\n\ts_endpgm\n\
               .rodata\n.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 4\n\t.amdhsa_next_free_sgpr 8\n\
               .end_amdhsa_kernel\n";
    let p = crate::syntax::assemble(crate::Arch::Gfx900, src).unwrap();
    let cfg = launch_1d(192, 64);
    for budget in [0, 1, 3, 7, 8, 15, 18, 19, 20, 37, 38, 55, 56, 57, 100] {
        let mut a = GcnMachine::launch(p.clone(), Memory::new(), &cfg).unwrap();
        let mut b = a.clone();
        let ra = a.run(budget);
        // The trait's own `run`: `step` until an outcome other than Running.
        let rb = (0..budget)
            .map(|_| b.step())
            .find(|o| *o != StepOutcome::Running)
            .unwrap_or(StepOutcome::BudgetExhausted);
        assert_eq!(ra, rb, "budget {budget}");
        assert_eq!((a.steps(), a.selected_wave()), (b.steps(), b.selected_wave()));
        for n in 0..3 {
            assert_eq!(a.wave_state(n).map(|w| &w.vgpr), b.wave_state(n).map(|w| &w.vgpr));
            let writers = |m: &mut GcnMachine| {
                m.select_wave(n);
                (0..LANES)
                    .map(|l| (m.exec_bit_writer(l), m.vcc_bit_writer(l)))
                    .collect::<Vec<_>>()
            };
            assert_eq!(writers(&mut a), writers(&mut b));
        }
        assert_eq!(a.run(5), b.run(5), "budget {budget} then 5");
    }
}

/// A launch of `src` (gfx900 kernel `k`, next free VGPR 12) over `waves` waves of 64.
fn launch_waves(body: &str, waves: u32) -> GcnMachine {
    let src = alloc::format!(
        ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n{body}\ts_endpgm\n.rodata\n\
         .amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 12\n\t.amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n"
    );
    let p = crate::syntax::assemble(crate::Arch::Gfx900, &src).unwrap();
    let cfg = launch_1d(64 * waves, 1024);
    GcnMachine::launch(p, Memory::new(), &cfg).unwrap()
}

/// Waves started on the register files of finished waves (a dispatch larger than
/// `KEEP_WAVES`, and every wave after a reset) start with every VGPR zero, as fresh ones:
/// each wave reads v7 and v11 before writing them, and ends with the same registers as a
/// fresh machine's waves. (`Wave::with_vgpr_file` also checks every reused file is zero.)
#[test]
fn waves_on_reused_register_files_start_zero() {
    let body = "\tv_add_u32 v9, 5, v7\n\tv_add_u32 v10, v11, v0\n\tv_mov_b32 v7, 1\n\tv_mov_b32 v11, -1\n";
    for waves in [4, 64, 128] {
        let mut m = launch_waves(body, waves);
        let fresh = m.clone();
        for round in 0..3 {
            assert_eq!(m.run(100_000), StepOutcome::Ended);
            let last = waves as usize - 1;
            let w = m.wave_state(last).unwrap();
            for l in 0..LANES {
                assert_eq!(w.vgpr[9 * LANES + l], 5, "{waves} waves, round {round}");
                assert_eq!(w.vgpr[10 * LANES + l], w.vgpr[l], "{waves} waves, round {round}");
            }
            assert!(w.vgpr[12 * LANES..].iter().all(|&v| v == 0));
            let mut f = fresh.clone();
            assert_eq!(f.run(100_000), StepOutcome::Ended);
            assert_eq!(f.wave_state(last).map(|w| &w.vgpr), Some(&w.vgpr));
            m.reset();
        }
        assert!(m.spare.0.len() <= MAX_SPARE);
    }
}

/// Programs that can index VGPRs through M0 may write any row; others the rows they name
/// (at least v0-v2); an edited VGPR file is cleared whole before reuse.
#[test]
fn written_rows_cover_indexing_and_edits() {
    let m = launch_waves("\tv_mov_b32 v5, 0\n", 1);
    assert_eq!(m.written, Some((6, 0)));
    assert_eq!(launch_waves("\ts_nop 0\n", 1).written, Some((3, 0)));
    for indexing in [
        "\ts_set_gpr_idx_on s2, gpr_idx(DST)\n\tv_mov_b32 v1, v2\n\ts_set_gpr_idx_off\n",
        "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE), 0\n",
    ] {
        assert_eq!(launch_waves(indexing, 1).written, None, "{indexing}");
    }
    let mut m = launch_waves("\tv_mov_b32 v5, 0\n", 128);
    m.select_wave(0);
    assert!(m.set_vgpr(200, 3, 9));
    assert_eq!(m.run(100_000), StepOutcome::Ended);
    m.reset();
    assert_eq!(m.run(100_000), StepOutcome::Ended);
    assert!(m.wave_state(127).unwrap().vgpr[200 * LANES..].iter().all(|&v| v == 0));
}

#[test]
fn groups_run_on_a_fork_and_adopted_equal_the_sequential_run() {
    let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\ts_lshl_b32 s3, s2, 2\n\tv_mov_b32 v0, s3\n\ts_waitcnt lgkmcnt(0)\n\tglobal_load_dword v1, v0, s[4:5]\n\ts_waitcnt vmcnt(0)\n\tv_add_u32 v1, 1, v1\n\tglobal_store_dword v0, v1, s[4:5] offset:4\n\ts_endpgm\n.rodata\n.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_next_free_vgpr 2\n\t.amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
    let p = crate::syntax::assemble(crate::Arch::Gfx900, src).unwrap();
    let mut mem = Memory::new();
    let out = mem.alloc("out", 16, 4);
    let cfg = LaunchConfig {
        args: alloc::vec![crate::KernArg::Pointer(out)],
        ..launch_1d(192, 64)
    };
    let mut seq = GcnMachine::launch(p, mem, &cfg).unwrap();
    let mut par = seq.clone();
    assert_eq!(seq.run(1000), StepOutcome::Ended);
    let mut worker = par.fork();
    assert_eq!(par.run_group(0, 1000).1, StepOutcome::Running);
    // Group 1 on the fork, after group 0's writes reached its memory.
    worker.memory_mut().clone_from(par.memory());
    worker.memory_mut().start_log(1 << 20);
    assert_eq!(worker.run_group(1, 1000).1, StepOutcome::Running);
    let log = worker.memory_mut().take_log().unwrap();
    log.replay(par.memory_mut());
    par.adopt_group(worker.take_group());
    assert_eq!(par.run_group(2, 1000).1, StepOutcome::Ended);
    assert_eq!(par.memory(), seq.memory());
    assert_eq!(par.steps(), seq.steps());
    assert_eq!(par.memory().read_u32(out + 12), Ok(3));
    for n in 0..3 {
        assert_eq!(
            par.wave_state(n).map(|w| w.vreg(1).to_vec()),
            seq.wave_state(n).map(|w| w.vreg(1).to_vec())
        );
    }
    assert_eq!(par.run_group(3, 1000), (0, StepOutcome::Ended));
}
