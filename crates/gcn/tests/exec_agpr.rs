//! gfx950's accumulation VGPRs: `v_accvgpr_*` moves and memory instructions with AGPR data
//! (seed 001 L919-L928, L2415-L2481, L12916, L17892, L17899). Expectations by hand.

use lanescope_gcn::exec::wave::AGPR0;
use lanescope_gcn::exec::{Memory, Wave};
use lanescope_gcn::{Arch, GcnMachine};

mod common;
use common::lanes::{set, EVEN};
use common::run::run_wave;

/// Runs `src` on gfx950 over `mem` in a bare wave prepared by `init`.
fn run(src: &str, mem: Memory, init: impl Fn(&mut Wave)) -> GcnMachine {
    let mut w = Wave::bare(Arch::Gfx950);
    init(&mut w);
    run_wave(Arch::Gfx950, src, w, Some(mem))
}

#[test]
fn the_agpr_file_follows_the_vgprs() {
    let w = Wave::new(Arch::Gfx950);
    assert_eq!(w.vgpr.len(), 512 * 64, "256 VGPRs + 256 AGPRs per lane (seed 001 L928)");
    assert_eq!(Wave::new(Arch::Gfx900).vgpr.len(), 256 * 64, "gfx900 has no AGPRs");
}

#[test]
fn write_mov_read_round_trip_under_exec() {
    // a3 = v1 (EXEC even lanes), a7 = a3, v2 = a7: odd lanes keep their old values.
    let src = "v_accvgpr_write_b32 a3, v1\nv_accvgpr_mov_b32 a7, a3\nv_accvgpr_read_b32 v2, a7\ns_endpgm";
    let m = run(src, Memory::new(), |w| {
        w.exec = EVEN;
        set(w, 1, |l| 1000 + l as u32);
        set(w, 2, |_| 0xdead);
        set(w, AGPR0 + 7, |_| 0xbeef);
    });
    for l in 0..64 {
        let on = l % 2 == 0;
        assert_eq!(
            m.vgpr(AGPR0 + 3)[l],
            if on { 1000 + l as u32 } else { 0 },
            "a3 lane {l}"
        );
        assert_eq!(
            m.vgpr(AGPR0 + 7)[l],
            if on { 1000 + l as u32 } else { 0xbeef },
            "a7 lane {l}"
        );
        assert_eq!(m.vgpr(2)[l], if on { 1000 + l as u32 } else { 0xdead }, "v2 lane {l}");
    }
    // The AGPR write is reported as register 256 + 3 to the views.
    assert!(m.vgpr(3).iter().all(|&v| v == 0), "v3 untouched");
}

#[test]
fn accvgpr_write_takes_a_constant() {
    let m = run("v_accvgpr_write_b32 a255, 5\ns_endpgm", Memory::new(), |_| {});
    assert!(m.vgpr(AGPR0 + 255).iter().all(|&v| v == 5));
}

#[test]
fn global_store_and_load_agpr_tuples() {
    // global_store_dwordx2 from a[4:5]; global_load_dwordx2 into a[8:9]; addresses stay VGPRs.
    let mut mem = Memory::new();
    let b = mem.alloc("buf", 64 * 8, 256);
    let src = "global_store_dwordx2 v[2:3], a[4:5], off\ns_waitcnt vmcnt(0)\nglobal_load_dwordx2 a[8:9], v[2:3], off\ns_waitcnt vmcnt(0)\ns_endpgm";
    let mut m = run(src, mem, |w| {
        set(w, 2, |l| (b + 8 * l as u64) as u32);
        set(w, 3, |_| (b >> 32) as u32);
        set(w, AGPR0 + 4, |l| l as u32 * 3);
        set(w, AGPR0 + 5, |l| !(l as u32));
        set(w, 4, |_| 0x1111); // the VGPRs of the same numbers must not be stored
    });
    for l in 0..64u64 {
        assert_eq!(m.memory_mut().read_u32(b + 8 * l).unwrap(), l as u32 * 3);
        assert_eq!(m.memory_mut().read_u32(b + 8 * l + 4).unwrap(), !(l as u32));
    }
    for l in 0..64 {
        assert_eq!(m.vgpr(AGPR0 + 8)[l], l as u32 * 3);
        assert_eq!(m.vgpr(AGPR0 + 9)[l], !(l as u32));
        assert_eq!(m.vgpr(8)[l], 0, "v8 untouched");
    }
}

#[test]
fn ds_write_and_read_agprs() {
    // ds_write_b32 v0(addr = lane id * 4 via v1), a2 ; ds_read_b32 a5, v1.
    let src = "ds_write_b32 v1, a2\ns_waitcnt lgkmcnt(0)\nds_read_b32 a5, v1 offset:4\ns_waitcnt lgkmcnt(0)\ns_endpgm";
    let m = run(src, Memory::new(), |w| {
        set(w, 1, |l| 4 * l as u32);
        set(w, AGPR0 + 2, |l| 0x100 + l as u32);
    });
    for l in 0..64 {
        // Lane l reads the dword lane l+1 wrote; lane 63 reads the untouched dword 64: 0.
        let want = if l < 63 { 0x100 + l as u32 + 1 } else { 0 };
        assert_eq!(m.vgpr(AGPR0 + 5)[l], want, "a5 lane {l}");
        assert_eq!(m.vgpr(5)[l], 0, "v5 untouched");
    }
}
