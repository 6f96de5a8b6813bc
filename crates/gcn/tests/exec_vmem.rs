//! Vector memory semantics (MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH), with expectations worked out
//! by hand from the seeds (seed 000 = Vega, seed 001 = CDNA4; lines cited per test).

use lanescope_gcn::exec::wave::{PRIVATE_BASE_HI, SHARED_BASE_HI};
use lanescope_gcn::exec::{Memory, WaitCounters, Wave};
use lanescope_gcn::isa::table::Fidelity;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, Op};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::lanes::{set, set64, splat, EVEN};
use common::run::machine;

/// gfx950 spells GLC `sc0`.
fn spell(arch: Arch, src: &str) -> String {
    if arch.has_sc_nt_cache_bits() {
        src.replace(" glc", " sc0")
    } else {
        src.to_string()
    }
}

/// A memory with one region `buf` of `size` bytes filled by `fill(byte offset)` per dword.
fn memory(size: usize, fill: impl Fn(u32) -> u32) -> (Memory, u64) {
    let mut m = Memory::new();
    let b = m.alloc("buf", size, 256);
    for k in (0..size as u32).step_by(4) {
        m.write_u32(b + k as u64, fill(k)).unwrap();
    }
    (m, b)
}

/// Runs `src` on each GFX9 target over a `size`-byte buffer `b` whose dword at byte k holds
/// 0x1000 + k / 4, from the state `init(wave, b)` makes; then `check(machine, b)`.
fn on_counting(size: usize, src: &str, init: impl Fn(&mut Wave, u64), check: impl Fn(&mut GcnMachine, u64)) {
    for arch in common::GFX9 {
        let (mem, b) = memory(size, |k| 0x1000 + k / 4);
        check(&mut exec(arch, src, mem, |w| init(w, b)), b);
    }
}

/// Runs `src` on `arch` with `mem` from the state `init` makes; the run must end.
fn exec(arch: Arch, src: &str, mem: Memory, init: impl Fn(&mut Wave)) -> GcnMachine {
    let m = try_exec(arch, src, mem, init);
    assert_eq!(m.1, StepOutcome::Ended, "{}: {src}", arch.name());
    m.0
}

fn try_exec(arch: Arch, src: &str, mem: Memory, init: impl Fn(&mut Wave)) -> (GcnMachine, StepOutcome) {
    let src = spell(arch, src);
    let mut m = machine(arch, &src, init);
    *m.memory_mut() = mem;
    // Step by step, keeping the counters as they were before the last instruction: s_endpgm
    // waits for everything (seed 000 line 4188), so afterwards they read 0.
    let mut r = StepOutcome::BudgetExhausted;
    for _ in 0..1000 {
        ISSUED.with(|c| c.set(m.wave().counters));
        r = m.step();
        if r != StepOutcome::Running {
            break;
        }
    }
    (m, r)
}

thread_local! {
    static ISSUED: std::cell::Cell<WaitCounters> = const { std::cell::Cell::new(WaitCounters { vm: 0, lgkm: 0, exp: 0 }) };
}

/// The wait counters of the last program this test thread ran, just before its last
/// instruction (`s_endpgm`).
fn issued() -> WaitCounters {
    ISSUED.with(|c| c.get())
}

fn rd(m: &mut GcnMachine, a: u64) -> u32 {
    m.memory_mut().read_u32(a).unwrap()
}

/// A raw V# in s[4:7]: base, stride, num_records and dword 3.
fn vsharp(w: &mut Wave, base: u64, stride: u32, num_records: u32, w3: u32) {
    w.sgpr[4] = base as u32;
    w.sgpr[5] = (base >> 32) as u32 & 0xffff | stride << 16;
    w.sgpr[6] = num_records;
    w.sgpr[7] = w3;
}

#[test]
fn global_load_vgpr_pair_negative_offset_partial_exec() {
    // GLOBAL: VGPR-address + instruction offset, 13-bit signed (seed 000 lines 3577-3578, 11763).
    on_counting(
        1024,
        "global_load_dword v1, v[2:3], off offset:-8\ns_endpgm",
        |w, b| {
            w.exec = EVEN;
            set64(w, 2, |l| b + 8 + 4 * l as u64);
            set(w, 1, |_| 0xdead);
        },
        |m, _| {
            for l in 0..64 {
                let want = if l % 2 == 0 { 0x1000 + l as u32 } else { 0xdead };
                assert_eq!(m.vgpr(1)[l], want, "lane {l}");
            }
            // GLOBAL counts in VM_CNT only (seed 000 line 3582).
            assert_eq!((issued().vm, issued().lgkm), (1, 0));
        },
    );
}

#[test]
fn global_saddr_load_and_store() {
    // SGPR-address + VGPR-offset + instruction offset (seed 000 line 3579).
    let src = "global_load_dword v1, v2, s[4:5] offset:16\n\
               global_store_dword v3, v4, s[4:5] offset:-4\ns_endpgm";
    on_counting(
        1024,
        src,
        |w, b| {
            w.sgpr[4] = b as u32;
            w.sgpr[5] = (b >> 32) as u32;
            set(w, 2, |l| 4 * l as u32);
            set(w, 3, |l| 0x204 + 4 * l as u32);
            set(w, 4, |l| 3 * l as u32);
        },
        |m, b| {
            for l in 0..64 {
                // b + 4l + 16 = dword l + 4.
                assert_eq!(m.vgpr(1)[l], 0x1000 + l as u32 + 4);
                // b + 0x204 + 4l - 4 = b + 0x200 + 4l.
                assert_eq!(rd(m, b + 0x200 + 4 * l as u64), 3 * l as u32);
            }
            assert_eq!(issued().vm, 2);
        },
    );
}

#[test]
fn sub_dword_loads_extend_and_d16_keeps_the_other_half() {
    // seed 000 lines 7293-7302 (zero/sign extension), 7341-7356 and seed 001 lines 32616-32689
    // (D16: one half written, the other preserved; signed forms sign-extend to 16 bits).
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |k| if k == 0 { 0xfffe_7f80 } else { 0 });
        let src = "global_load_ubyte v1, v[2:3], off\n\
                   global_load_sbyte v4, v[2:3], off\n\
                   global_load_ushort v5, v[2:3], off\n\
                   global_load_sshort v6, v[2:3], off offset:2\n\
                   global_load_ubyte_d16 v7, v[2:3], off\n\
                   global_load_sbyte_d16_hi v8, v[2:3], off\n\
                   global_load_short_d16 v9, v[2:3], off offset:2\n\
                   global_load_short_d16_hi v10, v[2:3], off\n\
                   global_load_sbyte_d16 v11, v[2:3], off offset:1\n\
                   global_load_ubyte_d16_hi v12, v[2:3], off offset:3\n\
                   s_endpgm";
        let m = exec(arch, src, mem, |w| {
            set64(w, 2, |_| b);
            for r in 7..=12 {
                set(w, r, |_| 0x1234_5678);
            }
        });
        // Bytes at b: 80 7f fe ff.
        let want = [
            (1, 0x80),
            (4, 0xffff_ff80),
            (5, 0x7f80),
            (6, 0xffff_fffe),
            (7, 0x1234_0080),
            (8, 0xff80_5678),
            (9, 0x1234_fffe),
            (10, 0x7f80_5678),
            (11, 0x1234_007f),
            (12, 0x00ff_5678),
        ];
        for (r, v) in want {
            assert_eq!(m.vgpr(r)[17], v, "{} v{r}", arch.name());
        }
    }
}

#[test]
fn sub_dword_stores_take_their_bits() {
    // Stores S0[7:0], S0[23:16], S0[15:0], S0[31:16] (seed 000 lines 6772-6781, 7317-7326).
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |_| 0x1111_1111);
        let src = "global_store_byte v[2:3], v1, off\n\
                   global_store_byte_d16_hi v[2:3], v1, off offset:4\n\
                   global_store_short v[2:3], v1, off offset:8\n\
                   global_store_short_d16_hi v[2:3], v1, off offset:12\n\
                   s_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            set64(w, 2, |_| b);
            set(w, 1, |_| 0xaabb_ccdd);
        });
        assert_eq!(rd(&mut m, b), 0x1111_11dd);
        assert_eq!(rd(&mut m, b + 4), 0x1111_11bb);
        assert_eq!(rd(&mut m, b + 8), 0x1111_ccdd);
        assert_eq!(rd(&mut m, b + 12), 0x1111_aabb);
    }
}

#[test]
fn multi_dword_loads_and_stores() {
    // DWORDX2/X3/X4: consecutive dwords to consecutive VGPRs (seed 000 lines 7308-7338).
    for arch in common::GFX9 {
        let (mem, b) = memory(4096, |k| k / 4);
        let src = "global_load_dwordx4 v[4:7], v[2:3], off\n\
                   global_store_dwordx3 v[8:9], v[4:6], off\n\
                   global_load_dwordx2 v[10:11], v[2:3], off offset:8\n\
                   s_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            set64(w, 2, |l| b + 16 * l as u64);
            set64(w, 8, |l| b + 2048 + 12 * l as u64);
        });
        for l in 0..64u32 {
            for k in 0..4 {
                assert_eq!(m.vgpr(4 + k)[l as usize], 4 * l + k as u32);
            }
            for k in 0..3u32 {
                assert_eq!(rd(&mut m, b + 2048 + 12 * l as u64 + 4 * k as u64), 4 * l + k);
            }
            assert_eq!(m.vgpr(10)[l as usize], 4 * l + 2);
            assert_eq!(m.vgpr(11)[l as usize], 4 * l + 3);
        }
    }
}

#[test]
fn flat_shared_aperture_reaches_lds() {
    // FLAT resolves the apertures; it counts in VM_CNT and LGKM_CNT (seed 000 lines 3559-3568).
    // LDS out of range: reads return 0 (seed 000 line 394).
    for arch in common::GFX9 {
        let src = "flat_store_dword v[2:3], v0 offset:8\n\
                   flat_load_dword v1, v[2:3] offset:8\n\
                   flat_load_dword v4, v[6:7]\n\
                   s_endpgm";
        let mut m = exec(arch, src, Memory::new(), |w| {
            set64(w, 2, |l| ((SHARED_BASE_HI as u64) << 32) | (4 * l as u64));
            set64(w, 6, |_| ((SHARED_BASE_HI as u64) << 32) | 0x1_0000);
            set(w, 4, |_| 0xdead);
        });
        for l in 0..64 {
            assert_eq!(m.vgpr(1)[l], l as u32);
            assert_eq!(m.vgpr(4)[l], 0);
            let d = &m.lds_mut().data[8 + 4 * l..12 + 4 * l];
            assert_eq!(u32::from_le_bytes([d[0], d[1], d[2], d[3]]), l as u32);
        }
        assert_eq!((issued().vm, issued().lgkm), (3, 3));
    }
}

#[test]
fn scratch_is_swizzled_per_lane() {
    // Memory_addr = flat_scratch + swizzle(offset, lane) (seed 000 line 3587); the buffer swizzle
    // with element size 4, index stride 64 and the lane as index (seed 000 lines 2322-2332 and the
    // scratch column at 2336-2393): byte o of lane l at base + (o / 4) * 256 + l * 4 + o % 4.
    for arch in common::GFX9 {
        let mut mem = Memory::new();
        let s = mem.alloc("scratch", 256 * 1024, 256);
        let src = "scratch_store_dword v2, v1, off offset:4\n\
                   scratch_load_dword v3, off, s4 offset:8\n\
                   flat_load_dword v6, v[4:5]\n\
                   scratch_store_dwordx2 v10, v[8:9], off\n\
                   scratch_store_dword v11, v12, off\n\
                   s_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            w.flat_scratch = s;
            set(w, 2, |_| 8);
            set(w, 1, |l| 100 + l as u32);
            w.sgpr[4] = 4;
            set64(w, 4, |_| ((PRIVATE_BASE_HI as u64) << 32) | 12);
            set(w, 10, |_| 1024);
            set(w, 8, |l| l as u32);
            set(w, 9, |l| 1000 + l as u32);
            splat(w, &[(11, 2048 + 2), (12, 0xaabb_ccdd)]);
        });
        for l in 0..64u64 {
            // Offset 12: (12 / 4) * 256 + 4l.
            assert_eq!(rd(&mut m, s + 768 + 4 * l), 100 + l as u32);
            assert_eq!(m.vgpr(3)[l as usize], 100 + l as u32);
            // FLAT into the private aperture: the same swizzled bytes.
            assert_eq!(m.vgpr(6)[l as usize], 100 + l as u32);
            // Offset 1024 and 1028: dwords 256 and 257 of the lane.
            assert_eq!(rd(&mut m, s + 256 * 256 + 4 * l), l as u32);
            assert_eq!(rd(&mut m, s + 257 * 256 + 4 * l), 1000 + l as u32);
            // A misaligned dword at offset 2050: bytes 2050-2051 in dword 512, 2052-2053 in 513.
            let lo = rd(&mut m, s + 512 * 256 + 4 * l);
            let hi = rd(&mut m, s + 513 * 256 + 4 * l);
            assert_eq!((lo, hi), (0xccdd_0000, 0x0000_aabb), "lane {l}");
        }
        assert_eq!(issued().lgkm, 1); // only the FLAT instruction
    }
}

#[test]
fn faults_name_the_first_active_lane_and_its_address() {
    for arch in common::GFX9 {
        let (mem, b) = memory(1024, |_| 0);
        let (m, r) = try_exec(arch, "global_load_dword v1, v[2:3], off\ns_endpgm", mem, |w| {
            w.exec = !(1 << 3);
            set64(w, 2, |l| match l {
                3 => 0x40,
                5 => 0x10,
                9 => 0x20,
                _ => b + 4 * l as u64,
            });
        });
        let StepOutcome::Faulted(f) = r else { panic!("{r:?}") };
        assert_eq!((f.lane, f.address), (Some(5), Some(0x10)));
        assert!(f.message.contains("unmapped address"), "{}", f.message);
        // Nothing was written to the destination.
        assert_eq!(m.vgpr(1)[0], 0);
    }
}

#[test]
fn mubuf_raw_buffer_range_checks() {
    // Raw buffer: out of range if InstOffset + vgpr_offset >= NumRecords (SOFFSET excluded);
    // reads return 0, writes are dropped; DWORDxN checks each component (seed 000 lines
    // 2308-2319). Address = base + soffset + offset (seed 001 line 4734).
    let src = "buffer_load_dword v1, v2, s[4:7], s8 offen offset:4\n\
               buffer_load_dwordx4 v[4:7], v3, s[4:7], 0 offen\n\
               buffer_store_dword v9, v10, s[4:7], 0 offen\n\
               buffer_store_dword v9, v11, s[4:7], 0 offen\n\
               s_endpgm";
    on_counting(
        1024,
        src,
        |w, b| {
            vsharp(w, b, 0, 64, 0);
            w.sgpr[8] = 16;
            set(w, 2, |l| 4 * l as u32);
            splat(w, &[(3, 52), (1, 0xdead), (7, 0xdead), (9, 0x77), (10, 64), (11, 60)]);
        },
        |m, b| {
            for l in 0..64u32 {
                let want = if 4 * l + 4 < 64 { 0x1000 + 4 + l + 1 } else { 0 };
                assert_eq!(m.vgpr(1)[l as usize], want, "lane {l}");
                assert_eq!(m.vgpr(4)[l as usize], 0x1000 + 13);
                assert_eq!(m.vgpr(6)[l as usize], 0x1000 + 15);
                assert_eq!(m.vgpr(7)[l as usize], 0, "component at 64 is out of range");
            }
            assert_eq!(rd(m, b + 64), 0x1000 + 16, "dropped");
            assert_eq!(rd(m, b + 60), 0x77);
        },
    );
}

#[test]
fn mubuf_structured_buffer() {
    // Structured: out of range if index >= NumRecords; address = base + index * stride + offset;
    // IDXEN with OFFEN: index in VADDR, offset in VADDR+1 (seed 000 lines 2118-2140, 2314).
    on_counting(
        2048,
        "buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen offset:4\ns_endpgm",
        |w, b| {
            vsharp(w, b, 16, 4, 0);
            set(w, 2, |l| l as u32);
            set(w, 3, |_| 8);
        },
        |m, _| {
            for l in 0..64u32 {
                let want = if l < 4 { 0x1000 + 4 * l + 3 } else { 0 };
                assert_eq!(m.vgpr(1)[l as usize], want);
            }
        },
    );
}

#[test]
fn mubuf_swizzled_add_tid() {
    // index = lane (ADD_TID, seed 000 line 2322), index_stride 16 (V# bits 118:117 = 1),
    // element size 4: buffer_offset = (index_msb * stride + offset_msb * 4) * 16
    // + index_lsb * 4 + offset_lsb (seed 000 lines 2324-2331), no range check (private).
    for arch in common::GFX9 {
        let (mem, b) = memory(8192, |_| 0);
        let mut m = exec(arch, "buffer_store_dword v1, v2, s[4:7], 0 offen\ns_endpgm", mem, |w| {
            vsharp(w, b, 64, 0, 1 << 21 | 1 << 23);
            w.sgpr[5] |= 1 << 31;
            set(w, 1, |l| 500 + l as u32);
            set(w, 2, |_| 8);
        });
        for l in 0..64u64 {
            let off = ((l / 16) * 64 + 2 * 4) * 16 + (l % 16) * 4;
            assert_eq!(rd(&mut m, b + off), 500 + l as u32, "lane {l}");
        }
    }
}

/// Runs one global atomic on lane 0 with memory `tmp` and data `data`; returns (memory after,
/// returned value or None without GLC).
fn atomic32(arch: Arch, op: &str, tmp: u32, data: [u32; 2], glc: bool) -> (u32, u32) {
    let (mem, b) = memory(256, |_| tmp);
    let d = if op == "cmpswap" { "v[4:5]" } else { "v4" };
    let src = format!(
        "global_atomic_{op} v1, v[2:3], {d}, off{}\ns_endpgm",
        if glc { " glc" } else { "" }
    );
    let src = if glc { src } else { src.replacen("v1, ", "", 1) };
    let mut m = exec(arch, &src, mem, |w| {
        w.exec = 1;
        set64(w, 2, |_| b);
        splat(w, &[(4, data[0]), (5, data[1]), (1, 0xdead)]);
    });
    (rd(&mut m, b), m.vgpr(1)[0])
}

#[test]
fn atomics_32() {
    // seed 000 lines 6829-6865 (MUBUF; FLAT/GLOBAL at 7359-7395 and 7581-7617 say the same).
    let cases: [(&str, u32, [u32; 2], u32); 18] = [
        ("swap", 5, [9, 0], 9),
        ("cmpswap", 5, [9, 5], 9), // src = DATA[0], cmp = DATA[1]
        ("cmpswap", 5, [9, 6], 5),
        ("add", 0xffff_ffff, [2, 0], 1),
        ("sub", 1, [2, 0], 0xffff_ffff),
        ("smin", 5, [0xffff_fffd, 0], 0xffff_fffd),
        ("umin", 5, [0xffff_fffd, 0], 5),
        ("smax", 5, [0xffff_fffd, 0], 5),
        ("umax", 5, [0xffff_fffd, 0], 0xffff_fffd),
        ("and", 0b1100, [0b1010, 0], 0b1000),
        ("or", 0b1100, [0b1010, 0], 0b1110),
        ("xor", 0b1100, [0b1010, 0], 0b0110),
        ("inc", 5, [5, 0], 0), // tmp >= DATA ? 0 : tmp + 1
        ("inc", 4, [5, 0], 5),
        ("dec", 0, [7, 0], 7), // tmp == 0 || tmp > DATA ? DATA : tmp - 1
        ("dec", 9, [7, 0], 7),
        ("dec", 3, [7, 0], 2),
        ("dec", 7, [7, 0], 6),
    ];
    for arch in common::GFX9 {
        for (op, tmp, data, new) in cases {
            assert_eq!(atomic32(arch, op, tmp, data, true), (new, tmp), "{op} {tmp} {data:?}");
            // Without GLC nothing is returned (seed 000 line 2102).
            assert_eq!(atomic32(arch, op, tmp, data, false), (new, 0xdead), "{op}");
        }
    }
}

#[test]
fn atomics_64_and_lane_order() {
    // seed 000 lines 6868-6904: 64-bit forms; CMPSWAP_X2 src = DATA[0:1], cmp = DATA[2:3].
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |k| if k == 0 { 0xffff_ffff } else { 0 });
        let src = "global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc\n\
                   global_atomic_cmpswap_x2 v[10:11], v[2:3], v[6:9], off glc\n\
                   global_atomic_smin_x2 v[2:3], v[12:13], off\n\
                   s_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            w.exec = 1;
            set64(w, 2, |_| b);
            splat(w, &[(4, 1), (5, 0)]);
            // cmpswap: new 0x5_0000_0007 if memory is 0x1_0000_0000.
            splat(w, &[(6, 7), (7, 5), (8, 0), (9, 1)]);
            // smin with -1: signed minimum.
            splat(w, &[(12, 0xffff_ffff), (13, 0xffff_ffff)]);
        });
        assert_eq!((m.vgpr(0)[0], m.vgpr(1)[0]), (0xffff_ffff, 0));
        assert_eq!((m.vgpr(10)[0], m.vgpr(11)[0]), (0, 1));
        assert_eq!(m.memory_mut().read_u64(b), Ok(u64::MAX));

        // Every lane adds 1 to one address: lanes are served in order, each returns the count
        // before it.
        let (mem, b) = memory(256, |_| 0);
        let mut m = exec(arch, "global_atomic_add v1, v[2:3], v4, off glc\ns_endpgm", mem, |w| {
            set64(w, 2, |_| b);
            set(w, 4, |_| 1);
        });
        for l in 0..64 {
            assert_eq!(m.vgpr(1)[l], l as u32);
        }
        assert_eq!(rd(&mut m, b), 64);
    }
}

#[test]
fn buffer_atomic_returns_into_vdata() {
    // Atomics with return: data read from VDATA, the pre-op value returned to the same VGPRs
    // (seed 000 line 2145); out-of-range atomics are dropped (seed 000 line 2308).
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |k| 10 + k);
        let src = "buffer_atomic_add v1, v2, s[4:7], 0 offen glc\n\
                   buffer_atomic_cmpswap v[4:5], v2, s[4:7], 0 offen offset:4 glc\n\
                   buffer_atomic_add v6, v3, s[4:7], 0 offen\n\
                   s_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            w.exec = 1;
            vsharp(w, b, 0, 16, 0);
            splat(w, &[(1, 5), (2, 0), (3, 16), (4, 99), (5, 14), (6, 1)]);
        });
        assert_eq!(m.vgpr(1)[0], 10);
        assert_eq!(rd(&mut m, b), 15);
        assert_eq!((m.vgpr(4)[0], m.vgpr(5)[0]), (14, 14));
        assert_eq!(rd(&mut m, b + 4), 99);
        assert_eq!(rd(&mut m, b + 16), 26, "out of range: dropped");
    }
}

#[test]
fn float_atomics_gfx950() {
    // seed 001 lines 31711-31830; FP32 atomics flush denormals, FP16/FP64 keep them, RNE
    // (seed 001 lines 5225-5226).
    let arch = Arch::Gfx950;
    let (mut mem, b) = memory(256, |_| 0);
    mem.write_u32(b, 1.5f32.to_bits()).unwrap();
    mem.write_u32(b + 4, 1).unwrap(); // the smallest f32 denormal
    mem.write_u32(b + 8, 0x4000_3c00).unwrap(); // f16 (1.0, 2.0)
    mem.write_u32(b + 12, 0x3f80_3f80).unwrap(); // bf16 (1.0, 1.0)
    mem.write_u64(b + 16, 1.5f64.to_bits()).unwrap();
    mem.write_u64(b + 24, 2.0f64.to_bits()).unwrap();
    mem.write_u64(b + 32, 2.0f64.to_bits()).unwrap();
    let src = "global_atomic_add_f32 v1, v[2:3], v4, off sc0\n\
               global_atomic_add_f32 v[2:3], v5, off offset:4\n\
               global_atomic_pk_add_f16 v[2:3], v6, off offset:8\n\
               global_atomic_pk_add_bf16 v[2:3], v7, off offset:12\n\
               global_atomic_add_f64 v[2:3], v[8:9], off offset:16\n\
               global_atomic_min_f64 v[2:3], v[10:11], off offset:24\n\
               global_atomic_max_f64 v[2:3], v[10:11], off offset:32\n\
               s_endpgm";
    let mut m = exec(arch, src, mem, |w| {
        w.exec = 1;
        set64(w, 2, |_| b);
        splat(w, &[(4, 2.25f32.to_bits()), (5, 0)]);
        set(w, 6, |_| 0xc000_3800); // (0.5, -2.0)
        set(w, 7, |_| 0x3f00_3f00); // (0.5, 0.5)
        splat(
            w,
            &[
                (8, 0.25f64.to_bits() as u32),
                (9, (0.25f64.to_bits() >> 32) as u32),
                (10, 1.0f64.to_bits() as u32),
                (11, (1.0f64.to_bits() >> 32) as u32),
            ],
        );
    });
    assert_eq!(m.vgpr(1)[0], 1.5f32.to_bits());
    assert_eq!(rd(&mut m, b), 3.75f32.to_bits());
    assert_eq!(rd(&mut m, b + 4), 0, "denormal flushed");
    assert_eq!(rd(&mut m, b + 8), 0x0000_3e00); // (1.5, 0.0)
    assert_eq!(rd(&mut m, b + 12), 0x3fc0_3fc0); // (1.5, 1.5)
    assert_eq!(m.memory_mut().read_u64(b + 16), Ok(1.75f64.to_bits()));
    assert_eq!(m.memory_mut().read_u64(b + 24), Ok(1.0f64.to_bits()));
    assert_eq!(m.memory_mut().read_u64(b + 32), Ok(2.0f64.to_bits()));
}

#[test]
fn mtbuf_load_conversions() {
    // DFMT/NFMT tables (seed 000 lines 2029-2058); float or normalized data is returned as
    // floats, integers extended (seed 000 line 2144).
    let f = |x: f32| x.to_bits();
    let cases: [(&str, u32, [u32; 4]); 7] = [
        // 8_8_8_8 UNORM: x / 255.
        (
            "BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM",
            0x6633_ff00,
            [f(0.0), f(1.0), f(0.2), f(0.4)],
        ),
        // 8_8 SNORM: max(x / 127, -1).
        (
            "BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SNORM",
            0x8081,
            [f(-1.0), f(-1.0), 0, 0],
        ),
        // 16_16 FLOAT: f16 widened; missing components 0 (DST_SEL identity X000/XY00).
        (
            "BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT",
            0xc000_3c00,
            [f(1.0), f(-2.0), 0, 0],
        ),
        ("BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_SINT", 0xfe, [0xffff_fffe, 0, 0, 0]),
        ("BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_USCALED", 0x0100, [f(256.0), 0, 0, 0]),
        // 10_11_11 FLOAT: X f11 in 10:0 (1.0 = 15 << 6), Y f11 in 21:11 (2.0), Z f10 in 31:22 (0.5).
        (
            "BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_FLOAT",
            0x7020_03c0,
            [f(1.0), f(2.0), f(0.5), 0],
        ),
        // 2_10_10_10 UINT: X 9:0, Y 19:10, Z 29:20, W 31:30.
        (
            "BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_UINT",
            0xc070_1805,
            [5, 6, 7, 3],
        ),
    ];
    for arch in common::GFX9 {
        for (fmt, word, want) in cases {
            let (mem, b) = memory(256, |k| if k == 0 { word } else { 0 });
            let src = format!("tbuffer_load_format_xyzw v[4:7], off, s[4:7], 0 format:[{fmt}]\ns_endpgm");
            let m = exec(arch, &src, mem, |w| vsharp(w, b, 0, 256, 0));
            let got: Vec<u32> = (4..8).map(|r| m.vgpr(r)[0]).collect();
            assert_eq!(got, want, "{fmt}");
        }
    }
}

#[test]
fn mtbuf_store_conversions_and_d16() {
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |_| 0x1111_1111);
        let src = "tbuffer_store_format_xy v[4:5], off, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UNORM]\n\
                   tbuffer_store_format_x v6, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offset:4\n\
                   tbuffer_store_format_x v7, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_SNORM] offset:8\n\
                   tbuffer_load_format_d16_xy v8, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:12\n\
                   s_endpgm";
        let mut mm = mem;
        mm.write_u32(b + 12, 0xc000_3c00).unwrap();
        let mut m = exec(arch, src, mm, |w| {
            w.exec = 1;
            vsharp(w, b, 0, 256, 0);
            set(w, 4, |_| 0.5f32.to_bits()); // 127.5 rounds to even: 128
            set(w, 5, |_| 1.5f32.to_bits()); // clamps to 1.0: 255
            set(w, 6, |_| 1.0f32.to_bits()); // f16 0x3c00
            set(w, 7, |_| (-0.5f32).to_bits()); // -16383.5 rounds to even: -16384 = 0xc000
        });
        assert_eq!(rd(&mut m, b), 0x1111_ff80);
        assert_eq!(rd(&mut m, b + 4), 0x1111_3c00);
        assert_eq!(rd(&mut m, b + 8), 0x1111_c000);
        // D16: f16 results packed LSBs first (seed 000 lines 2188-2189).
        assert_eq!(m.vgpr(8)[0], 0xc000_3c00);
    }
}

#[test]
fn gcn12_d16_data_is_unpacked_one_component_per_register() {
    // GCN 1.2 (LLVM FeatureUnpackedD16VMem): d16 components each take the low half of their
    // own VGPR, loads zero the high half, stores read the low half.
    let (mem, b) = memory(256, |_| 0);
    let src = "tbuffer_load_format_d16_xy v[8:9], off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:12\n\
               tbuffer_store_format_d16_xy v[4:5], off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:16\n\
               s_endpgm";
    let mut mm = mem;
    mm.write_u32(b + 12, 0xc000_3c00).unwrap();
    let mut m = exec(Arch::Gfx803, src, mm, |w| {
        w.exec = 1;
        vsharp(w, b, 0, 256, 0);
        set(w, 4, |_| 0xdead_3800); // 0.5 in the low half
        set(w, 5, |_| 0xbeef_4000); // 2.0
        set(w, 8, |_| 0xffff_ffff);
        set(w, 9, |_| 0xffff_ffff);
    });
    assert_eq!((m.vgpr(8)[0], m.vgpr(9)[0]), (0x3c00, 0xc000));
    assert_eq!(rd(&mut m, b + 16), 0x4000_3800);
}

#[test]
fn buffer_load_format_uses_the_resource_format_and_dst_sel() {
    // BUFFER_LOAD_FORMAT_*: data format, number format and DST_SEL from the V# (seed 000 lines
    // 2148-2187, V# bits 98:96 ... 114:111 at lines 2431-2455): X = W, Y = Z, Z = 1, W = 0.
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |k| if k == 0 { 0x0403_0201 } else { 0 });
        let w3 = 7 | 6 << 3 | 1 << 6 | 4 << 12 | 10 << 15;
        let m = exec(
            arch,
            "buffer_load_format_xyzw v[4:7], off, s[4:7], 0\ns_endpgm",
            mem,
            |w| vsharp(w, b, 0, 256, w3),
        );
        let got: Vec<u32> = (4..8).map(|r| m.vgpr(r)[0]).collect();
        assert_eq!(got, [4, 3, 1, 0]);
    }
}

#[test]
fn loads_to_lds() {
    // MUBUF LDS bit: LDS_ADDR = M0 + inst_offset + TID * 4 (seed 000 lines 2489-2500, seed 001
    // lines 4758-4783).
    on_counting(
        1024,
        "buffer_load_dword v2, s[4:7], 0 offen offset:4 lds\ns_endpgm",
        |w, b| {
            vsharp(w, b, 0, 1024, 0);
            w.m0 = 64;
            set(w, 2, |l| 4 * l as u32);
        },
        |m, _| {
            for l in 0..64 {
                let d = &m.lds_mut().data[68 + 4 * l..72 + 4 * l];
                assert_eq!(u32::from_le_bytes([d[0], d[1], d[2], d[3]]), 0x1000 + l as u32 + 1);
            }
        },
    );
    // gfx950 GLOBAL_LOAD_LDS_DWORD / _DWORDX4: LDS_ADDR = M0[17:2] * 4 + INST.OFFSET + TID * 4
    // (* 16 for x4) (seed 001 lines 5214-5215).
    let (mem, b) = memory(2048, |k| 0x1000 + k / 4);
    let src = "global_load_lds_dword v[2:3], off offset:8\nglobal_load_lds_dwordx4 v[4:5], off\ns_endpgm";
    let mut m = exec(Arch::Gfx950, src, mem, |w| {
        w.m0 = 0x1000;
        set64(w, 2, |l| b + 4 * l as u64);
        set64(w, 4, |l| b + 16 * l as u64);
    });
    let lds = |m: &mut GcnMachine, a: usize| {
        let d = &m.lds_mut().data[a..a + 4];
        u32::from_le_bytes([d[0], d[1], d[2], d[3]])
    };
    // The second instruction overwrites the first's LDS dwords from 0x1000 on; check the x4 one.
    for l in 0..64 {
        for k in 0..4 {
            assert_eq!(lds(&mut m, 0x1000 + 16 * l + 4 * k), 0x1000 + 4 * l as u32 + k as u32);
        }
    }
    let mut m = exec(
        Arch::Gfx950,
        "global_load_lds_dword v[2:3], off offset:8\ns_endpgm",
        Memory::new(),
        |w| {
            w.exec = 0;
            w.m0 = 0x1000;
        },
    );
    assert_eq!(lds(&mut m, 0x1008), 0, "EXEC = 0: nothing");
    let (mem, b) = memory(1024, |k| 0x1000 + k / 4);
    let mut m = exec(
        Arch::Gfx950,
        "global_load_lds_dword v[2:3], off offset:8\ns_endpgm",
        mem,
        |w| {
            w.m0 = 0x1003; // M0[1:0] ignored
            set64(w, 2, |l| b + 4 * l as u64);
        },
    );
    for l in 0..64 {
        assert_eq!(lds(&mut m, 0x1008 + 4 * l), 0x1000 + l as u32 + 2);
    }
}

#[test]
fn tfe_writes_zero_to_the_extra_register() {
    // TFE: a VGPR write into DST+1 (seed 000 line 2111); every page is resident here, so 0.
    let (mem, b) = memory(256, |k| 0x1000 + k / 4);
    let m = exec(
        Arch::Gfx900,
        "buffer_load_dword v[4:5], v2, s[4:7], 0 offen tfe\ns_endpgm",
        mem,
        |w| {
            vsharp(w, b, 0, 256, 0);
            splat(w, &[(2, 8), (5, 0xdead)]);
        },
    );
    assert_eq!((m.vgpr(4)[7], m.vgpr(5)[7]), (0x1002, 0));
}

#[test]
fn cache_operations_do_nothing_but_count() {
    exec(
        Arch::Gfx900,
        "buffer_wbinvl1\nbuffer_wbinvl1_vol\ns_endpgm",
        Memory::new(),
        |_| {},
    );
    assert_eq!(issued().vm, 2);
    exec(Arch::Gfx950, "buffer_wbl2\nbuffer_inv\ns_endpgm", Memory::new(), |_| {});
    assert_eq!(issued().vm, 2);
}

#[test]
fn graphics_instructions_stop_with_a_reason() {
    let (_, r) = try_exec(
        Arch::Gfx900,
        "image_load v[0:3], v[4:5], s[8:15] dmask:0xf\ns_endpgm",
        Memory::new(),
        |_| {},
    );
    let StepOutcome::Faulted(f) = r else { panic!("{r:?}") };
    assert_eq!(
        f.message,
        "image_load: graphics: image/export/interpolation not modelled"
    );
    for op in [Op::image_load, Op::exp, Op::v_interp_p1_f32, Op::v_interp_p2_f16] {
        assert_eq!(
            op.row().fidelity,
            Fidelity::Unsupported("graphics: image/export/interpolation not modelled")
        );
    }
}

#[test]
fn buffer_store_lds_dword_and_format_x_to_lds() {
    // BUFFER_STORE_LDS_DWORD: one dword from LDS (M0 + OFFSET + TID * 4) to memory (seed 000 line
    // 6820); ADD_TID linear addressing: base + (index + tid) * stride + offset, 18-bit stride
    // {DFMT, stride} (seed 000 lines 2224-2240), private: no range check.
    let (mem, b) = memory(1024, |_| 0);
    let p = assemble(Arch::Gfx900, "buffer_store_lds_dword s[4:7], 0 offset:4 lds\ns_endpgm").unwrap();
    let mut w = Wave::bare(Arch::Gfx900);
    vsharp(&mut w, b, 4, 0, 1 << 23);
    w.m0 = 0x100;
    let mut m = GcnMachine::new(p, w);
    *m.memory_mut() = mem;
    for l in 0..64u32 {
        let at = 0x104 + 4 * l as usize;
        m.lds_mut().data[at..at + 4].copy_from_slice(&(0x700 + l).to_le_bytes());
    }
    assert_eq!(m.run(100), StepOutcome::Ended);
    for l in 0..64u64 {
        assert_eq!(rd(&mut m, b + 4 + 4 * l), 0x700 + l as u32);
    }
    // BUFFER_LOAD_FORMAT_X to LDS: converted data (16 FLOAT: f16 widened) at M0 + OFFSET + TID * 4.
    for arch in common::GFX9 {
        let (mem, b) = memory(1024, |k| if k == 8 { 0x4000_3c00 } else { 0 });
        let w3 = 2 << 15 | 7 << 12 | 4; // DFMT 16, NFMT FLOAT, DST_SEL_X = R
        let mut m = exec(
            arch,
            "buffer_load_format_x v2, s[4:7], 0 offen lds\ns_endpgm",
            mem,
            |w| {
                vsharp(w, b, 0, 1024, w3);
                w.m0 = 0x200;
                set(w, 2, |l| 8 + 2 * (l as u32 % 2));
            },
        );
        for l in 0..64 {
            let d = &m.lds_mut().data[0x200 + 4 * l..0x204 + 4 * l];
            let want = if l % 2 == 0 { 1.0f32 } else { 2.0 };
            assert_eq!(u32::from_le_bytes([d[0], d[1], d[2], d[3]]), want.to_bits(), "lane {l}");
        }
    }
}

#[test]
fn format_d16_hi_x() {
    // D0[31:16] = converted X, D0[15:0] kept (seed 000 line 6814; seed 001 line 31440).
    for arch in common::GFX9 {
        let (mem, b) = memory(256, |k| if k == 0 { 0x0000_3800 } else { 0 });
        let w3 = 2 << 15 | 7 << 12 | 4; // 16 FLOAT, X = R
        let src = "buffer_load_format_d16_hi_x v1, off, s[4:7], 0\n\
                   buffer_store_format_d16_hi_x v2, off, s[4:7], 0 offset:4\ns_endpgm";
        let mut m = exec(arch, src, mem, |w| {
            vsharp(w, b, 0, 256, w3);
            set(w, 1, |_| 0x1234_5678);
            set(w, 2, |_| 0xc000_1111); // high half -2.0
        });
        assert_eq!(m.vgpr(1)[0], 0x3800_5678); // 0.5
        assert_eq!(rd(&mut m, b + 4) & 0xffff, 0xc000);
    }
}

#[test]
fn flat_atomic_on_lds_and_inactive_lanes_never_fault() {
    for arch in common::GFX9 {
        let src = "flat_atomic_add v1, v[2:3], v4 glc\ns_endpgm";
        let mut m = exec(arch, src, Memory::new(), |w| {
            w.exec = 0xf;
            set64(w, 2, |_| ((SHARED_BASE_HI as u64) << 32) | 0x40);
            set(w, 4, |l| 1 << (l % 32));
        });
        // Lanes 0-3 add 1, 2, 4, 8 in order: returns 0, 1, 3, 7 (seed 000 line 6835).
        assert_eq!(&m.vgpr(1)[..4], &[0, 1, 3, 7]);
        let d = &m.lds_mut().data[0x40..0x44];
        assert_eq!(u32::from_le_bytes([d[0], d[1], d[2], d[3]]), 15);
        // The global store's lanes 0-3 have address 0 in v[6:7]: that faults; with EXEC = 0 the
        // same instruction touches nothing.
        let (_, r) = try_exec(
            arch,
            "global_store_dword v[6:7], v4, off\ns_endpgm",
            Memory::new(),
            |w| {
                w.exec = 0;
            },
        );
        assert_eq!(r, StepOutcome::Ended);
        let (_, r) = try_exec(
            arch,
            "global_store_dword v[6:7], v4, off\ns_endpgm",
            Memory::new(),
            |w| {
                w.exec = 1 << 7;
                set64(w, 6, |l| 0x1000 * l as u64);
            },
        );
        let StepOutcome::Faulted(f) = r else { panic!("{r:?}") };
        assert_eq!((f.lane, f.address), (Some(7), Some(0x7000)));
    }
}

#[test]
fn gfx950_scratch_modes() {
    // SADDR off and SVE = 0: addr = flat_scratch + swizzle(inst.offset, threadID); SVE = 1:
    // swizzle(vgpr_offset + inst.offset) (seed 001 Table 56, line 5141). SCRATCH_LOAD_LDS_DWORD:
    // data to LDS at M0[17:2] * 4 + INST.OFFSET + TID * 4 (seed 001 line 5214).
    let mut mem = Memory::new();
    let s = mem.alloc("scratch", 65536, 256);
    let src = "scratch_store_dword off, v1, off offset:16\nscratch_load_lds_dword v2, off\ns_endpgm";
    let mut m = exec(Arch::Gfx950, src, mem, |w| {
        w.flat_scratch = s;
        w.m0 = 0x400;
        set(w, 1, |l| 40 + l as u32);
        set(w, 2, |_| 16);
    });
    for l in 0..64 {
        assert_eq!(rd(&mut m, s + 1024 + 4 * l as u64), 40 + l as u32);
        let d = &m.lds_mut().data[0x400 + 4 * l..0x404 + 4 * l];
        assert_eq!(u32::from_le_bytes([d[0], d[1], d[2], d[3]]), 40 + l as u32);
    }
}

#[test]
fn atomics_64_each_op() {
    // seed 000 lines 6868-6904 (the min/max rows' `MEM -= …` is a copy slip for `MEM = …`;
    // seed 001 lines 31916-31938 write `MEM = src < tmp ? src : tmp`).
    const H: u64 = 1 << 32;
    let cases: [(&str, u64, u64, u64); 12] = [
        ("swap_x2", 5, 9 * H, 9 * H),
        ("add_x2", H - 1, 1, H),
        ("sub_x2", H, 1, H - 1),
        ("smin_x2", 5, u64::MAX, u64::MAX),
        ("umin_x2", 5, u64::MAX, 5),
        ("smax_x2", 5, u64::MAX, 5),
        ("umax_x2", 5, u64::MAX, u64::MAX),
        ("and_x2", 0xc * H + 1, 0xa * H + 3, 0x8 * H + 1),
        ("or_x2", 0xc * H, 0xa * H, 0xe * H),
        ("xor_x2", 0xc * H, 0xa * H, 0x6 * H),
        ("inc_x2", H - 1, H, H),     // tmp < DATA: tmp + 1
        ("dec_x2", 0, 7 * H, 7 * H), // tmp == 0: DATA
    ];
    for arch in common::GFX9 {
        for (op, tmp, data, new) in cases {
            let (mut mem, b) = memory(256, |_| 0);
            mem.write_u64(b, tmp).unwrap();
            let src = format!("buffer_atomic_{op} v[4:5], v2, s[4:7], 0 offen glc\ns_endpgm");
            let mut m = exec(arch, &src, mem, |w| {
                w.exec = 1;
                vsharp(w, b, 0, 256, 0);
                splat(w, &[(2, 0), (4, data as u32), (5, (data >> 32) as u32)]);
            });
            assert_eq!(m.memory_mut().read_u64(b), Ok(new), "{op}");
            assert_eq!(m.vgpr(4)[0] as u64 | (m.vgpr(5)[0] as u64) << 32, tmp, "{op} returns");
        }
    }
}
