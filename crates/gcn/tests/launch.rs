//! Kernel launch: initial SGPR/VGPR/EXEC state from the `.amdhsa_kernel` descriptor on both
//! architectures, the kernarg segment (explicit and hidden arguments from the metadata), the
//! dispatch packet, workgroup ids of a 2D grid, partial waves, and barriers across waves.
//!
//! The expected register layout is AMDGPUUsage "Initial Kernel Execution State" (the seeds
//! do not describe it, `/work/shared/spec/seed-vega.md` §1.9) and seed 001 §3.13 Table 8
//! (lines 1156-1185: user SGPRs, then workgroup ids, then workgroup info; VGPR0 =
//! `{2'b0, Z[9:0], Y[9:0], X[9:0]}` on CDNA).

use lanescope_gcn::exec::Memory;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, KernArg, LaunchConfig};
use lanescope_isa::{Machine, StepOutcome, WaveStatus};

mod common;

/// A kernel `k` whose code is `body` with the descriptor fields `fields`.
fn kernel(arch: Arch, body: &str, fields: &str) -> String {
    common::kernel(arch, body, fields, "")
}

fn launch(arch: Arch, src: &str, grid: [u32; 3], block: [u32; 3], args: Vec<KernArg>) -> GcnMachine {
    common::run::try_launch(arch, src, grid, block, args).unwrap()
}

fn run_to_end(m: &mut GcnMachine) {
    assert_eq!(m.run(100_000), StepOutcome::Ended);
}

/// The descriptor fields `.amdhsa_<f>` of each `f` of `list`, a line each.
fn fields(list: &[&str]) -> String {
    list.iter().map(|f| format!("\t.amdhsa_{f}\n")).collect()
}

/// Launches an empty kernel (`s_endpgm`) with the descriptor `fields` over `grid` x `block`
/// with `args`, checks that it makes `waves` waves, and runs them to their end.
fn run_empty(arch: Arch, fields: &str, dims: [[u32; 3]; 2], args: Vec<KernArg>, waves: usize) -> GcnMachine {
    let src = kernel(arch, "\ts_endpgm", fields);
    let mut m = launch(arch, &src, dims[0], dims[1], args);
    assert_eq!(m.wave_count(), waves);
    run_to_end(&mut m);
    m
}

#[test]
fn gfx900_every_user_sgpr_in_abi_order() {
    let arch = Arch::Gfx900;
    let desc = fields(&[
        "user_sgpr_private_segment_buffer 1",
        "user_sgpr_dispatch_ptr 1",
        "user_sgpr_queue_ptr 1",
        "user_sgpr_kernarg_segment_ptr 1",
        "user_sgpr_dispatch_id 1",
        "user_sgpr_flat_scratch_init 1",
        "user_sgpr_private_segment_size 1",
        "private_segment_fixed_size 20",
        "system_sgpr_private_segment_wavefront_offset 1",
        "system_sgpr_workgroup_id_x 1",
        "system_sgpr_workgroup_id_y 1",
        "system_sgpr_workgroup_id_z 1",
        "system_sgpr_workgroup_info 1",
        "system_vgpr_workitem_id 2",
        "kernarg_size 8",
    ]);
    // Grid 4x2x2 in blocks of 2x2x2 (8 work-items, one partial wave per group): 2 groups.
    let m = run_empty(
        arch,
        &desc,
        [[4, 2, 2], [2, 2, 2]],
        vec![KernArg::Value(vec![1, 2, 3, 4])],
        2,
    );
    let d = m.dispatch().unwrap().clone();
    for n in 0..2u32 {
        let w = m.wave_state(n as usize).unwrap();
        let s = &w.sgpr;
        // s[0:3] private segment buffer V#: base, swizzle enable (bit 63), add_tid (bit 119),
        // index stride 64 (bits 118:117 = 3) (seed 000 "Buffer Resource Descriptor").
        assert_eq!(s[0] as u64 | ((s[1] & 0xffff) as u64) << 32, d.scratch);
        assert_eq!(s[1] >> 31, 1);
        assert_eq!(s[3] >> 23 & 1, 1);
        assert_eq!(s[3] >> 21 & 3, 3);
        assert_eq!(s[4] as u64 | (s[5] as u64) << 32, d.packet); // dispatch ptr
        assert_eq!(s[6] as u64 | (s[7] as u64) << 32, d.queue); // queue ptr
        assert_eq!(s[8] as u64 | (s[9] as u64) << 32, d.kernarg); // kernarg ptr
        assert_eq!((s[10], s[11]), (0, 0)); // dispatch id
        assert_eq!(s[12] as u64 | (s[13] as u64) << 32, d.scratch); // flat scratch init
        assert_eq!(s[14], 20); // private segment size
        assert_eq!(&s[15..18], &[n, 0, 0]); // workgroup id x, y, z
                                            // Workgroup info: one wave, wave 0, first wave (seed 001 Table 8).
        assert_eq!(s[18], 1 << 31 | 1);
        // Private segment wavefront offset: 64 lanes x 20 bytes per wave.
        assert_eq!(s[19], n * 64 * 20);
        // Work-item ids in v0, v1, v2; x fastest.
        assert_eq!(w.exec, 0xff);
        for l in 0..8 {
            assert_eq!(
                [w.vgpr[l], w.vgpr[64 + l], w.vgpr[128 + l]],
                [l as u32 & 1, l as u32 >> 1 & 1, l as u32 >> 2]
            );
        }
    }
    let mem = m.memory();
    // The kernarg segment holds the argument; the dispatch packet the HSA layout.
    assert_eq!(mem.read_u32(d.kernarg).unwrap(), 0x0403_0201);
    assert_eq!(mem.read_u32(d.packet + 4).unwrap(), 2 | 2 << 16); // workgroup size x, y
    assert_eq!(mem.read_u32(d.packet + 8).unwrap() & 0xffff, 2); // workgroup size z
    assert_eq!(mem.read_u32(d.packet + 12).unwrap(), 4); // grid x
    assert_eq!(mem.read_u32(d.packet + 16).unwrap(), 2);
    assert_eq!(mem.read_u32(d.packet + 20).unwrap(), 2);
    assert_eq!(mem.read_u32(d.packet + 2).unwrap() & 0xffff, 3); // setup: 3 dimensions
    assert_eq!(mem.read_u64(d.packet + 40).unwrap(), d.kernarg);
}

#[test]
fn gfx950_packed_workitem_ids_and_flat_scratch() {
    let arch = Arch::Gfx950;
    let desc = fields(&[
        "user_sgpr_kernarg_segment_ptr 1",
        "enable_private_segment 1",
        "private_segment_fixed_size 6",
        "system_sgpr_workgroup_id_x 0",
        "system_sgpr_workgroup_id_z 1",
        "system_vgpr_workitem_id 2",
    ]);
    let m = run_empty(arch, &desc, [[4, 4, 8], [4, 4, 4]], vec![], 2);
    let d = m.dispatch().unwrap().clone();
    for n in 0..2usize {
        let w = m.wave_state(n).unwrap();
        assert_eq!(w.sgpr[0] as u64 | (w.sgpr[1] as u64) << 32, d.kernarg);
        assert_eq!(w.sgpr[2], n as u32); // workgroup id z only (x disabled)
        assert_eq!(w.sgpr[3], 0);
        // Architected flat scratch: the wave's block, 64 lanes x 8 bytes (6 rounded to a dword).
        assert_eq!(w.flat_scratch, d.scratch + n as u64 * 64 * 8);
        assert_eq!(w.exec, u64::MAX);
        for l in 0..64u32 {
            let (x, y, z) = (l % 4, l / 4 % 4, l / 16);
            assert_eq!(w.vgpr[l as usize], z << 20 | y << 10 | x, "lane {l}");
            assert_eq!(w.vgpr[64 + l as usize], 0);
        }
    }
}

#[test]
fn partial_last_wave_and_partial_group() {
    for arch in common::GFX9 {
        let src = kernel(arch, "\ts_endpgm", "\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n");
        // 100 work-items per group: waves of 64 and 36. Grid 250: groups of 100, 100, 50.
        let mut m = launch(arch, &src, [250, 1, 1], [100, 1, 1], vec![]);
        assert_eq!(m.wave_count(), 5);
        let info: Vec<_> = (0..5).map(|n| m.wave_info(n).unwrap()).collect();
        assert_eq!(info[1].index_in_group, 1);
        assert_eq!(info[4].workgroup, [2, 0, 0]);
        assert_eq!(info[4].waves_in_group, 1);
        assert_eq!(info[2].status, WaveStatus::NotStarted);
        run_to_end(&mut m);
        let exec: Vec<u64> = (0..5).map(|n| m.wave_state(n).unwrap().exec).collect();
        assert_eq!(exec, [u64::MAX, (1 << 36) - 1, u64::MAX, (1 << 36) - 1, (1 << 50) - 1]);
        // Second wave of a group: work-items 64..99.
        assert_eq!(m.wave_state(1).unwrap().vgpr[0], 64);
        assert!((0..5).all(|n| m.wave_info(n).unwrap().status == WaveStatus::Ended));
    }
}

#[test]
fn grid_2d_workgroup_ids() {
    for arch in common::GFX9 {
        let desc = fields(&[
            "system_sgpr_workgroup_id_x 1",
            "system_sgpr_workgroup_id_y 1",
            "system_vgpr_workitem_id 1",
        ]);
        // 3 x 2 groups of 8 x 4.
        let m = run_empty(arch, &desc, [[24, 8, 1], [8, 4, 1]], vec![], 6);
        for n in 0..6u32 {
            let w = m.wave_state(n as usize).unwrap();
            // No user SGPRs: the ids start at s0.
            assert_eq!([w.sgpr[0], w.sgpr[1]], [n % 3, n / 3]);
            assert_eq!(w.exec, (1 << 32) - 1);
            let (x, y) = (
                w.vgpr[13] & 0x3ff,
                if arch == Arch::Gfx900 {
                    w.vgpr[64 + 13]
                } else {
                    w.vgpr[13] >> 10
                },
            );
            assert_eq!((x, y), (5, 1), "lane 13 = (13 % 8, 13 / 8)");
        }
    }
}

#[test]
fn hidden_arguments_from_metadata() {
    // saxpy as clang emitted it: explicit args at 0, 8, 16, 20; hidden block counts at 24,
    // group sizes at 36, remainders at 42, grid dims at 88 (its .amdgpu_metadata).
    for arch in common::GFX9 {
        let path = format!(
            "{}/../../tests/kernels/{}/saxpy.s",
            env!("CARGO_MANIFEST_DIR"),
            arch.name()
        );
        let src = std::fs::read_to_string(path).unwrap();
        let p = assemble(arch, &src).unwrap();
        let mut mem = Memory::new();
        let y = mem.alloc("y", 1000 * 4, 256);
        let x = mem.alloc("x", 1000 * 4, 256);
        let cfg = LaunchConfig {
            kernel: "saxpy".into(),
            grid: [1000, 1, 1],
            block: [256, 1, 1],
            dynamic_lds: 0,
            args: vec![
                KernArg::Pointer(y),
                KernArg::Pointer(x),
                KernArg::Value(2.5f32.to_le_bytes().to_vec()),
                KernArg::Value(1000u32.to_le_bytes().to_vec()),
            ],
        };
        let m = GcnMachine::launch(p.clone(), mem.clone(), &cfg).unwrap();
        let k = m.dispatch().unwrap().kernarg;
        let mem = m.memory();
        // The 280-byte segment, rounded up to 64 bytes and followed by 64 zero bytes of padding.
        assert_eq!(mem.region("kernarg").unwrap().data.len(), 320 + 64);
        assert_eq!(mem.read_u64(k).unwrap(), y);
        assert_eq!(mem.read_u64(k + 8).unwrap(), x);
        assert_eq!(mem.read_u32(k + 16).unwrap(), 2.5f32.to_bits());
        assert_eq!(mem.read_u32(k + 20).unwrap(), 1000);
        assert_eq!(mem.read_u32(k + 24).unwrap(), 4); // hidden_block_count_x = ceil(1000/256)
        assert_eq!(mem.read_u32(k + 28).unwrap(), 1);
        assert_eq!(mem.read_u32(k + 36).unwrap(), 256 | 1 << 16); // group size x, y
        assert_eq!(mem.read_u32(k + 40).unwrap(), 1 | (1000 % 256) << 16); // size z, remainder x
        assert_eq!(mem.read_u32(k + 88).unwrap() & 0xffff, 1); // grid dims
                                                               // The workgroup-id SGPR clang reads: s6 on gfx900 (after 4 + 2 user SGPRs), s2 on gfx950.
        let w = m.wave_state(0).unwrap();
        let (ka, wg) = if arch == Arch::Gfx900 { (4, 6) } else { (0, 2) };
        assert_eq!(w.sgpr[ka] as u64 | (w.sgpr[ka + 1] as u64) << 32, k);
        assert_eq!(w.sgpr[wg], 0);
        assert_eq!(w.pc, 0);
        // Wrong argument count and unknown kernel are errors.
        let mut bad = cfg.clone();
        bad.args.pop();
        let e = GcnMachine::launch(p.clone(), Memory::new(), &bad).unwrap_err();
        assert!(e.0.contains("takes 4 arguments"), "{e}");
        bad = cfg.clone();
        bad.kernel = "nope".into();
        let e = GcnMachine::launch(p, Memory::new(), &bad).unwrap_err();
        assert!(e.0.contains("unknown kernel 'nope'") && e.0.contains("saxpy"), "{e}");
    }
}

#[test]
fn lds_limits() {
    for (arch, max) in [(Arch::Gfx900, 64 * 1024), (Arch::Gfx950, 160 * 1024)] {
        let src = kernel(arch, "\ts_endpgm", "\t.amdhsa_group_segment_fixed_size 1024\n");
        let p = assemble(arch, &src).unwrap();
        let mut cfg = LaunchConfig {
            kernel: "k".into(),
            grid: [64, 1, 1],
            block: [64, 1, 1],
            dynamic_lds: max - 1024,
            args: vec![],
        };
        let m = GcnMachine::launch(p.clone(), Memory::new(), &cfg).unwrap();
        assert_eq!(m.lds().data.len(), max as usize);
        cfg.dynamic_lds += 1;
        assert!(GcnMachine::launch(p, Memory::new(), &cfg).is_err());
    }
}

#[test]
fn barrier_across_four_waves_with_lds_exchange() {
    // Each wave writes its lanes' ids to LDS, waits at the barrier, then reads the value of
    // the mirrored work-item (255 - id): every wave must have written before any reads.
    for arch in common::GFX9 {
        let body = "\tv_lshlrev_b32 v1, 2, v0\n\tds_write_b32 v1, v0\n\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\tv_sub_u32 v2, 0x3fc, v1\n\tds_read_b32 v3, v2\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm";
        let body = if arch == Arch::Gfx950 {
            body.replace(
                "\tv_lshlrev_b32 v1, 2, v0\n",
                "\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n",
            )
        } else {
            body.to_string()
        };
        let src = kernel(arch, &body, "\t.amdhsa_group_segment_fixed_size 1024\n");
        let mut m = launch(arch, &src, [256, 1, 1], [256, 1, 1], vec![]);
        assert_eq!(m.wave_count(), 4);
        assert_eq!(m.run(10_000), StepOutcome::Ended, "{}", arch.name());
        for n in 0..4usize {
            let w = m.wave_state(n).unwrap();
            for l in 0..64 {
                assert_eq!(w.vgpr[3 * 64 + l], 255 - (64 * n + l) as u32);
            }
        }
    }
}

#[test]
fn gfx950_kernarg_preload_follows_the_user_sgprs() {
    // Two preloaded argument dwords after the kernarg pointer; the workgroup id comes after
    // them (user_sgpr_count = 2 + 2). Without metadata the arguments sit at natural alignment.
    let arch = Arch::Gfx950;
    let src = kernel(
        arch,
        "\ts_endpgm",
        "\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 16\n\t.amdhsa_user_sgpr_kernarg_preload_length 2\n",
    );
    let args = vec![
        KernArg::Value(7u32.to_le_bytes().to_vec()),
        KernArg::Value(9u64.to_le_bytes().to_vec()),
    ];
    let mut m = launch(arch, &src, [128, 1, 1], [64, 1, 1], args);
    run_to_end(&mut m);
    let d = m.dispatch().unwrap().clone();
    let w = m.wave_state(1).unwrap();
    assert_eq!(w.sgpr[0] as u64 | (w.sgpr[1] as u64) << 32, d.kernarg);
    // The u64 argument is 8-aligned: offset 8, so dword 1 of the segment is padding (0).
    assert_eq!(&w.sgpr[2..5], &[7, 0, 1]);
    assert_eq!(m.memory().read_u64(d.kernarg + 8).unwrap(), 9);
}
