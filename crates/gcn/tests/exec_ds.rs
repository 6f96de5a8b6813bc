//! DS (LDS) semantics, bank reports and lane movement, with expectations worked out by hand from
//! the seeds (seed 000 = Vega, seed 001 = CDNA4, seed 004 = CLRX DS; lines cited per test).

use lanescope_gcn::exec::ds::{GDS_NOT_MODELLED, TR_NOT_SPECIFIED};
use lanescope_gcn::exec::{Env, ExecError, Flow, Lds, Memory, Wave};
use lanescope_gcn::isa::table::Fidelity;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, Inst};
use lanescope_isa::{Machine, StepOutcome};

mod common;
use common::lanes::{f, set, splat};
use common::run::machine;

/// The one instruction of `src` on `arch`.
fn inst(arch: Arch, src: &str) -> Inst {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    p.insts[0]
}

/// Runs `i` once on a bare wave (lane ids in v0) and `lds_size` bytes of LDS set up by `init`.
fn exec_inst(
    arch: Arch,
    i: &Inst,
    lds_size: usize,
    init: impl Fn(&mut Wave, &mut Lds),
) -> (Wave, Lds, Result<Flow, ExecError>) {
    let mut w = Wave::bare(arch);
    let mut lds = Lds::new(lds_size);
    let mut mem = Memory::new();
    init(&mut w, &mut lds);
    let r = {
        let mut env = Env {
            mem: &mut mem,
            lds: &mut lds,
        };
        (i.row().sem)(&mut w, &mut env, i)
    };
    (w, lds, r)
}

/// Assembles and runs `src` (one instruction) with 64 KiB of LDS; the instruction must succeed.
fn exec(arch: Arch, src: &str, init: impl Fn(&mut Wave, &mut Lds)) -> (Wave, Lds) {
    let i = inst(arch, src);
    let (w, lds, r) = exec_inst(arch, &i, 64 * 1024, init);
    assert_eq!(r, Ok(Flow::Next), "{src} on {}", arch.name());
    (w, lds)
}

/// [`exec`] with lane 0 alone active, VGPRs `regs` (`(register, value)`, every lane) and the
/// LDS dwords `mem` (`(byte address, value)`) set first.
fn lane0(arch: Arch, src: &str, regs: &[(usize, u32)], mem: &[(usize, u32)]) -> (Wave, Lds) {
    exec(arch, src, |w, lds| {
        w.exec = 1;
        splat(w, regs);
        for &(a, v) in mem {
            wr(lds, a, v);
        }
    })
}

/// [`exec`] of the f64 op `src` on lane 0 alone with v1 = 0, v[4:5] = `data` and the LDS qword
/// at 0 = `mem`; the wave and that qword's bits after it.
fn f64_at_0(arch: Arch, src: &str, mem: f64, data: f64) -> (Wave, u64) {
    let (w, lds) = exec(arch, src, |w, lds| {
        w.exec = 1;
        set(w, 1, |_| 0);
        common::lanes::set64(w, 4, |_| data.to_bits());
        wr(lds, 0, mem.to_bits() as u32);
        wr(lds, 4, (mem.to_bits() >> 32) as u32);
    });
    (w, rd(&lds, 0) as u64 | (rd(&lds, 4) as u64) << 32)
}

/// [`exec`] of the store `src` on lane 0 alone with v1 = 0 and v4..v7 = `first` + 0..3; the
/// LDS dwords at the byte addresses `at` afterwards.
fn store4(arch: Arch, src: &str, first: u32, at: [usize; 4]) -> [u32; 4] {
    let (_, lds) = exec(arch, src, |w, _| {
        w.exec = 1;
        set(w, 1, |_| 0);
        for k in 0..4 {
            set(w, 4 + k, |_| first + k as u32);
        }
    });
    at.map(|a| rd(&lds, a))
}

fn rd(lds: &Lds, a: usize) -> u32 {
    u32::from_le_bytes(lds.data[a..a + 4].try_into().unwrap())
}

fn wr(lds: &mut Lds, a: usize, v: u32) {
    lds.data[a..a + 4].copy_from_slice(&v.to_le_bytes());
}

fn v(w: &Wave, reg: usize, lane: usize) -> u32 {
    w.vgpr[reg * 64 + lane]
}

// ---------------------------------------------------------------------------------------------
// Atomics

#[test]
fn add_rtn_serialises_lanes_in_order_and_returns_pre_op_values() {
    // tmp = MEM; MEM += DATA; RETURN_DATA = tmp (seed 000 line 6284). All 64 lanes add 1 to
    // address 8: in ascending lane order lane l sees l, and MEM ends at 64.
    for arch in common::GFX9 {
        let (w, lds) = exec(arch, "ds_add_rtn_u32 v2, v1, v3 offset:8", |w, _| {
            splat(w, &[(1, 0), (3, 1)]);
        });
        for l in 0..64 {
            assert_eq!(v(&w, 2, l), l as u32);
        }
        assert_eq!(rd(&lds, 8), 64);
        assert_eq!(w.counters.lgkm, 1);
    }
}

/// (MEM, DATA, new MEM) of one lane.
type Case = (u32, u32, u32);

#[test]
fn integer_atomics_follow_the_seed_formulas() {
    // Each lane works on its own dword at 4*lane; lanes 0.. carry different cases.
    // inc: MEM = (MEM >= DATA) ? 0 : MEM + 1 (seed 000 line 6293).
    // dec: MEM = (MEM == 0 || MEM > DATA) ? DATA : MEM - 1 (seed 000 line 6296).
    let cases: &[(&str, [Case; 3])] = &[
        // (MEM, DATA, new MEM)
        ("ds_inc_rtn_u32", [(5, 5, 0), (4, 5, 5), (7, 5, 0)]),
        ("ds_dec_rtn_u32", [(0, 7, 7), (3, 2, 2), (3, 9, 2)]),
        // rsub: MEM = DATA - MEM (seed 000 line 6290).
        ("ds_rsub_rtn_u32", [(3, 10, 7), (10, 3, 0xffff_fff9), (0, 0, 0)]),
        // signed min/max (seed 000 lines 6299, 6302).
        (
            "ds_min_rtn_i32",
            [(5, 0xffff_ffff, 0xffff_ffff), (5, 7, 5), (0x8000_0000, 0, 0x8000_0000)],
        ),
        ("ds_max_rtn_i32", [(5, 0xffff_ffff, 5), (5, 7, 7), (0x8000_0000, 0, 0)]),
        // unsigned min/max (seed 000 lines 6305, 6308).
        ("ds_min_rtn_u32", [(5, 0xffff_ffff, 5), (5, 2, 2), (0, 1, 0)]),
        ("ds_max_rtn_u32", [(5, 0xffff_ffff, 0xffff_ffff), (5, 2, 5), (0, 1, 1)]),
        ("ds_and_rtn_b32", [(0xf0f0, 0xff00, 0xf000), (1, 3, 1), (0, 0, 0)]),
        ("ds_or_rtn_b32", [(0xf0f0, 0xff00, 0xfff0), (1, 2, 3), (0, 0, 0)]),
        ("ds_xor_rtn_b32", [(0xf0f0, 0xff00, 0x0ff0), (1, 3, 2), (0, 0, 0)]),
        ("ds_wrxchg_rtn_b32", [(1, 2, 2), (9, 0, 0), (0, 5, 5)]),
    ];
    for arch in common::GFX9 {
        for (name, rows) in cases {
            let src = format!("{name} v2, v1, v3");
            let (w, lds) = exec(arch, &src, |w, lds| {
                w.exec = 0b111;
                set(w, 1, |l| 4 * l as u32);
                for (l, &(m, d, _)) in rows.iter().enumerate() {
                    wr(lds, 4 * l, m);
                    w.vgpr[3 * 64 + l] = d;
                }
            });
            for (l, &(m, _, new)) in rows.iter().enumerate() {
                assert_eq!(rd(&lds, 4 * l), new, "{src} lane {l}");
                assert_eq!(v(&w, 2, l), m, "{src} lane {l} returns the pre-op value");
            }
        }
    }
}

#[test]
fn two_data_atomics_use_data0_as_mask_or_compare() {
    for arch in common::GFX9 {
        // MSKOR: MEM = (MEM & ~DATA) | DATA2 (seed 000 line 6245).
        let (_, lds) = lane0(
            arch,
            "ds_mskor_b32 v1, v3, v4",
            &[(1, 0), (3, 0x0000_ff00), (4, 0x0000_1200)],
            &[(0, 0xaabb_ccdd)],
        );
        assert_eq!(rd(&lds, 0), 0xaabb_12dd);
        // (source, DATA, DATA2, MEM of lanes 0 and 1, new MEM, returned)
        for (src, data, data2, mem, new, ret) in [
            // CMPST: DATA is the compare value, DATA2 the new one (seed 000 line 6257).
            ("ds_cmpst_rtn_b32 v2, v1, v3, v4", 7, 99, [7, 8], [99, 8], [7, 8]),
            // WRAP: MEM = (MEM >= DATA) ? MEM - DATA : MEM + DATA2 (seed 000 line 6344).
            ("ds_wrap_rtn_b32 v2, v1, v3, v4", 5, 100, [7, 3], [2, 103], [7, 3]),
        ] {
            let (w, lds) = exec(arch, src, |w, lds| {
                w.exec = 0b11;
                set(w, 1, |l| 4 * l as u32);
                splat(w, &[(3, data), (4, data2)]);
                wr(lds, 0, mem[0]);
                wr(lds, 4, mem[1]);
            });
            assert_eq!([rd(&lds, 0), rd(&lds, 4)], new, "{src}");
            assert_eq!([v(&w, 2, 0), v(&w, 2, 1)], ret, "{src}");
        }
    }
}

/// [`lane0`] `src` on each GFX9 target, then checks the LDS dwords at `at` and `at + 4`
/// (`new`) and, when the op returns, lane 0 of v[2:3] (`ret`).
fn check_pair(src: &str, regs: &[(usize, u32)], mem: &[(usize, u32)], at: usize, new: [u32; 2], ret: Option<[u32; 2]>) {
    for arch in common::GFX9 {
        let (w, lds) = lane0(arch, src, regs, mem);
        assert_eq!([rd(&lds, at), rd(&lds, at + 4)], new, "{src}");
        if let Some(ret) = ret {
            assert_eq!([v(&w, 2, 0), v(&w, 3, 0)], ret, "{src}");
        }
    }
}

#[test]
fn sixty_four_bit_atomics() {
    // 64-bit add carries into the high dword (seed 000 line 6464).
    let src = "ds_add_rtn_u64 v[2:3], v1, v[4:5] offset:16";
    let mem = [(16, 0xffff_ffff), (20, 0x0000_0001)];
    check_pair(src, &[(1, 0), (4, 1), (5, 0)], &mem, 16, [0, 2], Some([0xffff_ffff, 1]));
    // 64-bit signed min: the seed's `-=` is a typo for `=` (seed 000 line 6479; map §4.4).
    // MEM = 5, DATA = -1 → MEM = -1.
    let regs = [(1, 0), (4, 0xffff_ffff), (5, 0xffff_ffff)];
    check_pair("ds_min_i64 v1, v[4:5]", &regs, &[(0, 5)], 0, [0xffff_ffff; 2], None);
    // 64-bit cmpst (seed 000 line 6512): compare DATA = {1, 2}, new DATA2 = {3, 4}.
    let src = "ds_cmpst_rtn_b64 v[2:3], v1, v[4:5], v[6:7]";
    let regs = [(1, 8), (4, 1), (5, 2), (6, 3), (7, 4)];
    check_pair(src, &regs, &[(8, 1), (12, 2)], 8, [3, 4], Some([1, 2]));
}

#[test]
fn condxchg32_writes_only_dwords_whose_data_msb_is_set() {
    // ADDR0 = (ADDR + offset) & 0xfff8; ADDR1 = ADDR0 + 4; each dword returns the old value and
    // becomes {0, DATA[30:0]} iff its DATA MSB is set (seed 001 lines 30627-30646).
    // v1 + 4 = 0x10024, & 0xfff8 = 0x20.
    let src = "ds_condxchg32_rtn_b64 v[2:3], v1, v[4:5] offset:4";
    let regs = [(1, 0x1_0020), (4, 0x8000_0005), (5, 0x0000_0007)];
    check_pair(src, &regs, &[(0x20, 11), (0x24, 12)], 0x20, [5, 12], Some([11, 12]));
}

#[test]
fn float_atomics_follow_the_lds_nan_and_zero_rules() {
    // Rules: seed 001 lines 4997-5029. MEM is the first operand.
    let cases: &[(&str, u32, u32, u32)] = &[
        // add: 1.5 + 2.25 (seed 000 line 6347).
        ("ds_add_rtn_f32", f(1.5), f(2.25), f(3.75)),
        // -INF + INF = QNaN with only the mantissa MSB set (seed 001 line 5024).
        ("ds_add_rtn_f32", f(f32::NEG_INFINITY), f(f32::INFINITY), 0x7fc0_0000),
        // A NaN input is copied, made quiet (seed 001 line 5025).
        ("ds_add_rtn_f32", f(1.0), 0x7f80_0001, 0x7fc0_0001),
        // -0 + 0 = +0 (seed 001 line 5026).
        ("ds_add_rtn_f32", 0x8000_0000, 0, 0),
        // max: a quiet NaN is smaller than everything (seed 001 lines 5005-5009).
        ("ds_max_rtn_f32", 0x7fc0_0000, f(2.0), f(2.0)),
        // min: a quiet NaN is larger than everything (seed 001 lines 5012-5016).
        ("ds_min_rtn_f32", 0x7fc0_0000, f(2.0), f(2.0)),
        // A signalling NaN gives itself, quieted (MEM first).
        ("ds_max_rtn_f32", 0x7f80_0001, f(1.0), 0x7fc0_0001),
        ("ds_min_rtn_f32", f(1.0), 0xff80_0002, 0xffc0_0002),
        // -0 < +0 in both orders.
        ("ds_max_rtn_f32", 0x8000_0000, 0, 0),
        ("ds_min_rtn_f32", 0, 0x8000_0000, 0x8000_0000),
        ("ds_min_rtn_f32", f(-3.0), f(2.0), f(-3.0)),
        ("ds_max_rtn_f32", f(-3.0), f(2.0), f(2.0)),
    ];
    for arch in common::GFX9 {
        for &(name, m, d, want) in cases {
            let src = format!("{name} v2, v1, v3");
            let (w, lds) = exec(arch, &src, |w, lds| {
                w.exec = 1;
                splat(w, &[(1, 0), (3, d)]);
                wr(lds, 0, m);
            });
            assert_eq!(rd(&lds, 0), want, "{src} {m:#x} {d:#x}");
            assert_eq!(v(&w, 2, 0), m);
        }
        // Compare-store treats +0 == -0 and never swaps on NaN (seed 001 lines 5019-5020).
        for (m, cmp, want) in [(0u32, 0x8000_0000u32, f(5.0)), (0x7fc0_0000, 0x7fc0_0000, 0x7fc0_0000)] {
            let (_, lds) = lane0(
                arch,
                "ds_cmpst_f32 v1, v3, v4",
                &[(1, 0), (3, cmp), (4, f(5.0))],
                &[(0, m)],
            );
            assert_eq!(rd(&lds, 0), want);
        }
        // f64 max (seed 000 line 6521).
        let (w, got) = f64_at_0(arch, "ds_max_rtn_f64 v[2:3], v1, v[4:5]", 1.5, 2.5);
        assert_eq!(f64::from_bits(got), 2.5);
        assert_eq!(v(&w, 3, 0), (1.5f64.to_bits() >> 32) as u32);
    }
}

#[test]
fn float_min_max_flush_input_denormals_only_for_the_compare() {
    // With MODE's f32 input denormals off, the compare sees flushed inputs and the result is the
    // unflushed selected input (seed 001 lines 4953-4956, 4974-4975). MEM = +0, DATA = the
    // smallest denormal: flushed, they tie and MEM stays; kept, DATA is larger.
    for arch in common::GFX9 {
        for (mode_denorm, want) in [(0x2u32, 0u32), (0x3, 1)] {
            let (_, lds) = exec(arch, "ds_max_f32 v1, v3", |w, lds| {
                w.exec = 1;
                w.mode = (w.mode & !0x30) | mode_denorm << 4;
                splat(w, &[(1, 0), (3, 1)]);
                wr(lds, 0, 0);
            });
            assert_eq!(rd(&lds, 0), want, "FP_DENORM f32 = {mode_denorm}");
        }
    }
}

#[test]
fn packed_16_bit_adds_on_gfx950() {
    // dst[31:16] = tmp[31:16] + src[31:16]; dst[15:0] = tmp[15:0] + src[15:0] (seed 001 lines
    // 30666-30690). f16: 1.0 (0x3c00) + 2.0 (0x4000) = 3.0 (0x4200); 0.5 (0x3800) + 0.25
    // (0x3400) = 0.75 (0x3a00). bf16: 1.0 (0x3f80) + 2.0 (0x4000) = 3.0 (0x4040); -1.0 (0xbf80)
    // + 1.0 = +0.
    let arch = Arch::Gfx950;
    let (w, lds) = lane0(
        arch,
        "ds_pk_add_rtn_f16 v2, v1, v3",
        &[(1, 0), (3, 0x3400_4000)],
        &[(0, 0x3800_3c00)],
    );
    assert_eq!(rd(&lds, 0), 0x3a00_4200);
    assert_eq!(v(&w, 2, 0), 0x3800_3c00);
    let (_, lds) = lane0(
        arch,
        "ds_pk_add_bf16 v1, v3",
        &[(1, 0), (3, 0x3f80_4000)],
        &[(0, 0xbf80_3f80)],
    );
    assert_eq!(rd(&lds, 0), 0x0000_4040);
    // f64 add (seed 001 line 30166): 0.1 + 0.2 in RNE.
    let (_, got) = f64_at_0(arch, "ds_add_f64 v1, v[4:5]", 0.1, 0.2);
    assert_eq!(got, (0.1f64 + 0.2f64).to_bits());
}

// ---------------------------------------------------------------------------------------------
// Reads and writes

#[test]
fn writes_and_reads_of_every_width() {
    for arch in common::GFX9 {
        // b8 / b16 write the low bytes (seed 000 lines 6278, 6281); the d16_hi forms write
        // DATA[23:16] and DATA[31:16] (seed 000 lines 6440, 6443).
        for (name, at, want) in [
            ("ds_write_b8", 0usize, 0x0000_0044u32),
            ("ds_write_b16", 4, 0x0000_3344),
            ("ds_write_b8_d16_hi", 8, 0x0000_0022),
            ("ds_write_b16_d16_hi", 12, 0x0000_1122),
            ("ds_write_b32", 16, 0x1122_3344),
        ] {
            let src = format!("{name} v1, v3 offset:{at}");
            let (_, lds) = exec(arch, &src, |w, _| {
                w.exec = 1;
                splat(w, &[(1, 0), (3, 0x1122_3344)]);
            });
            assert_eq!(rd(&lds, at), want, "{src}");
        }
        // b128 writes DATA[127:0] at ADDR..ADDR+15 (seed 000 line 6662); b96 reads three
        // dwords back (seed 000 line 6665).
        let stored = store4(arch, "ds_write_b128 v1, v[4:7] offset:32", 0x100, [32, 36, 40, 44]);
        assert_eq!(stored, [0x100, 0x101, 0x102, 0x103]);
        let (w, _) = exec(arch, "ds_read_b96 v[8:10], v1 offset:16", |w, lds| {
            w.exec = 1;
            set(w, 1, |_| 16);
            for k in 0..3 {
                wr(lds, 32 + 4 * k, 0x200 + k as u32);
            }
        });
        assert_eq!([v(&w, 8, 0), v(&w, 9, 0), v(&w, 10, 0)], [0x200, 0x201, 0x202]);
        // Sign and zero extension (seed 000 lines 6359-6368).
        for (name, want) in [
            ("ds_read_i8", 0xffff_ff80u32),
            ("ds_read_u8", 0x80),
            ("ds_read_i16", 0xffff_ff80),
            ("ds_read_u16", 0xff80),
            ("ds_read_b32", 0x7fff_ff80),
        ] {
            let src = format!("{name} v2, v1");
            let (w, _) = exec(arch, &src, |w, lds| {
                w.exec = 1;
                set(w, 1, |_| 0);
                wr(lds, 0, 0x7fff_ff80);
            });
            assert_eq!(v(&w, 2, 0), want, "{src}");
        }
    }
}

#[test]
fn d16_reads_preserve_the_other_half() {
    // RETURN_DATA[15:0] or [31:16] only; the other half is preserved (seed 000 lines 6446-6461;
    // seed 001 lines 30139-30160). MEM byte/short = 0x85 / 0xa185, old v2 = 0x1234_5678.
    let cases = [
        ("ds_read_u8_d16", 0x1234_0085u32),
        ("ds_read_u8_d16_hi", 0x0085_5678),
        ("ds_read_i8_d16", 0x1234_ff85),
        ("ds_read_i8_d16_hi", 0xff85_5678),
        ("ds_read_u16_d16", 0x1234_a185),
        ("ds_read_u16_d16_hi", 0xa185_5678),
    ];
    for arch in common::GFX9 {
        for (name, want) in cases {
            let src = format!("{name} v2, v1");
            let (w, _) = exec(arch, &src, |w, lds| {
                w.exec = 1;
                splat(w, &[(1, 0), (2, 0x1234_5678)]);
                wr(lds, 0, 0x0000_a185);
            });
            assert_eq!(v(&w, 2, 0), want, "{src}");
            assert_eq!(v(&w, 2, 1), 0x1234_5678, "{src}: inactive lane untouched");
        }
    }
}

#[test]
fn read2_and_write2_scale_offsets_by_element_and_st64() {
    for arch in common::GFX9 {
        // MEM[ADDR + OFFSET0 * 4 * 64] = DATA; MEM[ADDR + OFFSET1 * 4 * 64] = DATA2 (seed 000
        // line 6254): lane l at 4l writes 4l + 256 and 4l + 512.
        let (_, lds) = exec(arch, "ds_write2st64_b32 v1, v3, v4 offset0:1 offset1:2", |w, _| {
            set(w, 1, |l| 4 * l as u32);
            set(w, 3, |l| 1000 + l as u32);
            set(w, 4, |l| 2000 + l as u32);
        });
        for l in 0..64 {
            assert_eq!(rd(&lds, 4 * l + 256), 1000 + l as u32);
            assert_eq!(rd(&lds, 4 * l + 512), 2000 + l as u32);
        }
        // read2_b32: ADDR + OFFSETk * 4 (seed 000 line 6353).
        let (w, _) = lane0(
            arch,
            "ds_read2_b32 v[2:3], v1 offset0:3 offset1:1",
            &[(1, 8)],
            &[(20, 0xaaaa), (12, 0xbbbb)],
        );
        assert_eq!((v(&w, 2, 0), v(&w, 3, 0)), (0xaaaa, 0xbbbb));
        // read2st64_b64: ADDR + OFFSETk * 512 (seed 000 line 6530).
        let (w, _) = exec(arch, "ds_read2st64_b64 v[4:7], v1 offset0:1 offset1:2", |w, lds| {
            w.exec = 1;
            set(w, 1, |_| 8);
            for (k, a) in [520usize, 524, 1032, 1036].into_iter().enumerate() {
                wr(lds, a, 0x10 + k as u32);
            }
        });
        assert_eq!(
            [v(&w, 4, 0), v(&w, 5, 0), v(&w, 6, 0), v(&w, 7, 0)],
            [0x10, 0x11, 0x12, 0x13]
        );
        // write2_b64: ADDR + OFFSETk * 8 (seed 000 line 6422).
        let src = "ds_write2_b64 v1, v[4:5], v[6:7] offset0:1 offset1:4";
        assert_eq!(store4(arch, src, 0x30, [8, 12, 32, 36]), [0x30, 0x31, 0x32, 0x33]);
        // wrxchg2: both old values are read, then both written (seed 001 lines 29132-29160).
        let (w, lds) = exec(
            arch,
            "ds_wrxchg2_rtn_b32 v[2:3], v1, v4, v5 offset0:1 offset1:2",
            |w, lds| {
                w.exec = 1;
                splat(w, &[(1, 0), (4, 0x44), (5, 0x55)]);
                wr(lds, 4, 0x11);
                wr(lds, 8, 0x22);
            },
        );
        assert_eq!((rd(&lds, 4), rd(&lds, 8)), (0x44, 0x55));
        assert_eq!((v(&w, 2, 0), v(&w, 3, 0)), (0x11, 0x22));
        // Equal offsets: "only one read or write occurs and uses only the first DATA0" (seed
        // 001 lines 5463-5464).
        let (w, lds) = exec(arch, "ds_write2_b32 v1, v4, v5 offset0:2 offset1:2", |w, _| {
            w.exec = 1;
            splat(w, &[(1, 0), (4, 0x44), (5, 0x55)]);
        });
        assert_eq!(rd(&lds, 8), 0x44);
        assert_eq!(w.lds_access.unwrap().lanes, vec![(0, 8)]);
    }
}

#[test]
fn addtid_uses_offset_m0_low_half_and_lane() {
    // MEM[{OFFSET1,OFFSET0} + M0[15:0] + laneID * 4] = DATA0 (seed 001 line 28871); M0[31:16]
    // is ignored: M0 = 0x1_0008, offset 4 → lane l at 12 + 4l.
    for arch in common::GFX9 {
        let (_, lds) = exec(arch, "ds_write_addtid_b32 v3 offset:4", |w, _| {
            w.m0 = 0x1_0008;
            set(w, 3, |l| 0x500 + l as u32);
        });
        for l in 0..64 {
            assert_eq!(rd(&lds, 12 + 4 * l), 0x500 + l as u32);
        }
        let (w, _) = exec(arch, "ds_read_addtid_b32 v2 offset:4", |w, lds| {
            w.m0 = 0x1_0008;
            for l in 0..64 {
                wr(lds, 12 + 4 * l, 0x700 + l as u32);
            }
        });
        for l in 0..64 {
            assert_eq!(v(&w, 2, l), 0x700 + l as u32);
        }
    }
}

#[test]
fn append_and_consume_count_active_lanes() {
    // One update of the dword at M0.base + offset by popcount(EXEC); every active lane gets the
    // pre-op value (seed 000 lines 6605-6608; seed 004 lines 299, 307). M0 = 0x100, offset 16.
    for arch in common::GFX9 {
        let exec_mask = 0b1011_0000u64;
        let (w, lds) = exec(arch, "ds_append v2 offset:16", |w, lds| {
            w.exec = exec_mask;
            w.m0 = 0x100;
            set(w, 2, |_| 0xdead);
            wr(lds, 0x110, 100);
        });
        assert_eq!(rd(&lds, 0x110), 103);
        for l in 0..64 {
            let want = if exec_mask >> l & 1 == 1 { 100 } else { 0xdead };
            assert_eq!(v(&w, 2, l), want, "lane {l}");
        }
        let (w, lds) = exec(arch, "ds_consume v2 offset:16", |w, lds| {
            w.exec = exec_mask;
            wr(lds, 16, 100);
        });
        assert_eq!(rd(&lds, 16), 97);
        assert_eq!(v(&w, 2, 4), 100);
        assert_eq!(w.lds_access.unwrap().lanes, vec![(4, 16)]);
    }
}

#[test]
fn src2_combines_two_lds_words_on_gfx900() {
    // A = ADDR; B = A + 4 * {offset1[6], offset1[6:0], offset0}; MEM[A] = MEM[A] + MEM[B]
    // (seed 000 line 6536): offset 4 → B = A + 16.
    let (_, lds) = exec(Arch::Gfx900, "ds_add_src2_u32 v1 offset:4", |w, lds| {
        w.exec = 1;
        set(w, 1, |_| 8);
        wr(lds, 8, 30);
        wr(lds, 24, 12);
    });
    assert_eq!((rd(&lds, 8), rd(&lds, 24)), (42, 12));
}

// ---------------------------------------------------------------------------------------------
// Cross-lane

#[test]
fn swizzle_quad_perm_and_bitmask_modes() {
    for arch in common::GFX9 {
        // Quad perm (offset[15] = 1): lane i takes lane (i & ~3) + offset[2(i&3)+1 : 2(i&3)]
        // (seed 001 lines 29545-29556; seed 004 line 1041). QUAD_PERM(1,0,3,2) swaps pairs.
        let (w, _) = exec(
            arch,
            "ds_swizzle_b32 v2, v1 offset:swizzle(QUAD_PERM,1,0,3,2)",
            |w, _| {
                set(w, 1, |l| 100 + l as u32);
            },
        );
        for l in 0..64 {
            assert_eq!(v(&w, 2, l), 100 + (l ^ 1) as u32, "lane {l}");
        }
        let moves = w.lane_moves.as_ref().unwrap();
        assert_eq!(moves.source[6], Some(7));
        // Bit masks: j = ((i & and) | or) ^ xor in each half (seed 001 lines 29557-29566).
        // SWAP,16 = xor 0x10, and 0x1f: lane i takes i ^ 16.
        let (w, _) = exec(arch, "ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)", |w, _| {
            set(w, 1, |l| 100 + l as u32);
        });
        for l in 0..64 {
            assert_eq!(v(&w, 2, l), 100 + (l ^ 16) as u32, "lane {l}");
        }
        // BROADCAST,8,3 = and 0x18, or 3: lane i takes (i & 0x38) | 3. With lane 35 inactive,
        // lanes 32-39 read 0 (an inactive source gives 0; seed 001 line 29415).
        let (w, _) = exec(arch, "ds_swizzle_b32 v2, v1 offset:swizzle(BROADCAST,8,3)", |w, _| {
            w.exec = !(1u64 << 35);
            set(w, 1, |l| 100 + l as u32);
            set(w, 2, |_| 0xdead);
        });
        for l in 0..64 {
            let want = if l == 35 {
                0xdead
            } else if (32..40).contains(&l) {
                0
            } else {
                100 + ((l & 0x38) | 3) as u32
            };
            assert_eq!(v(&w, 2, l), want, "lane {l}");
        }
        assert_eq!(w.lane_moves.as_ref().unwrap().source[33], None);
    }
}

#[test]
fn swizzle_rotate_and_fft_are_gfx950_modes() {
    // gfx950 rotate (offset 0xc020: rotate left by 1, mask 0): j = i + 1 within each half
    // (seed 001 lines 29431-29439, 29530-29544).
    let (w, _) = exec(Arch::Gfx950, "ds_swizzle_b32 v2, v1 offset:0xc020", |w, _| {
        set(w, 1, |l| 100 + l as u32);
    });
    for l in 0..64 {
        assert_eq!(v(&w, 2, l), 100 + ((l + 1) % 32 + (l & 32)) as u32, "lane {l}");
    }
    // FFT 0x10: example {1,9,5,d,...}: lane 1 takes lane 8, lane 2 takes lane 4 (seed 001 line
    // 29426).
    let (w, _) = exec(Arch::Gfx950, "ds_swizzle_b32 v2, v1 offset:swizzle(FFT,16)", |w, _| {
        set(w, 1, |l| 100 + l as u32);
    });
    assert_eq!(
        [v(&w, 2, 0), v(&w, 2, 1), v(&w, 2, 2), v(&w, 2, 3)],
        [100, 108, 104, 112]
    );
    // gfx900 has only offset[15]: 0xc020 is a quad permute by offset[7:0] = 0x20, i.e.
    // selects (0, 0, 2, 0) (seed 004 line 1041).
    let (w, _) = exec(Arch::Gfx900, "ds_swizzle_b32 v2, v1 offset:0xc020", |w, _| {
        set(w, 1, |l| 100 + l as u32);
    });
    assert_eq!(
        [v(&w, 2, 4), v(&w, 2, 5), v(&w, 2, 6), v(&w, 2, 7)],
        [104, 104, 106, 104]
    );
}

#[test]
fn permute_and_bpermute_follow_the_seed_examples() {
    // Seed 000 lines 6374-6377: DATA = {A,B,C,D}, ADDR = {0,0,12,4}. The other lanes point at
    // themselves.
    let (a, b, c, d) = (0xa, 0xb, 0xc, 0xd);
    let init = |exec: u64| {
        move |w: &mut Wave, _: &mut Lds| {
            w.exec = exec;
            set(w, 1, |l| [0, 0, 12, 4].get(l).copied().unwrap_or(4 * l as u32));
            set(w, 3, |l| [a, b, c, d].get(l).copied().unwrap_or(0));
            set(w, 2, |_| 0xeeee);
        }
    };
    for arch in common::GFX9 {
        // permute, EXEC = 0xF → {B, D, 0, C}; EXEC = 0xA → {-, D, -, 0}.
        let (w, _) = exec(arch, "ds_permute_b32 v2, v1, v3", init(0xf));
        assert_eq!([0, 1, 2, 3].map(|l| v(&w, 2, l)), [b, d, 0, c]);
        let m = w.lane_moves.as_ref().unwrap();
        assert_eq!(&m.source[..4], &[Some(1), Some(3), None, Some(2)]);
        let (w, _) = exec(arch, "ds_permute_b32 v2, v1, v3", init(0xa));
        assert_eq!([0, 1, 2, 3].map(|l| v(&w, 2, l)), [0xeeee, d, 0xeeee, 0]);
        // bpermute, EXEC = 0xF → {A, A, D, B}; EXEC = 0xA → {-, 0, -, B}.
        let (w, _) = exec(arch, "ds_bpermute_b32 v2, v1, v3", init(0xf));
        assert_eq!([0, 1, 2, 3].map(|l| v(&w, 2, l)), [a, a, d, b]);
        let (w, _) = exec(arch, "ds_bpermute_b32 v2, v1, v3", init(0xa));
        assert_eq!([0, 1, 2, 3].map(|l| v(&w, 2, l)), [0xeeee, 0, 0xeeee, b]);
        assert_eq!(
            &w.lane_moves.as_ref().unwrap().source[..4],
            &[None, None, None, Some(1)]
        );
        // Byte addresses wrap modulo 64 lanes: (260 + 0) / 4 = 65 → lane 1.
        let (w, _) = exec(arch, "ds_bpermute_b32 v2, v1, v3", |w, _| {
            set(w, 1, |_| 260);
            set(w, 3, |l| l as u32);
        });
        assert_eq!(v(&w, 2, 9), 1);
    }
}

// ---------------------------------------------------------------------------------------------
// Bank report

fn bank_report(arch: Arch, src: &str, stride: u32) -> lanescope_gcn::exec::LdsAccess {
    let (w, _) = exec(arch, src, |w, _| set(w, 1, |l| stride * l as u32));
    w.lds_access.unwrap()
}

#[test]
fn bank_degree_for_stride_and_broadcast_patterns() {
    // Model (module doc of exec::ds): bank = dword % banks; passes of min(32, banks / dwords
    // per lane) lanes; cycles = sum over passes of the worst bank's distinct dwords.
    for (arch, banks) in [(Arch::Gfx900, 32usize), (Arch::Gfx950, 64)] {
        // Stride 1 dword: each 32-lane pass hits 32 distinct banks → degree 1, 2 passes.
        let r = bank_report(arch, "ds_read_b32 v2, v1", 4);
        assert_eq!(r.banks as usize, banks);
        assert_eq!(r.lanes.len(), 64);
        assert_eq!(r.lanes[5], (5, 20));
        assert_eq!(r.degree.iter().copied().max(), Some(1));
        assert_eq!(r.cycles, 2);
        // Broadcast: every lane reads dword 0 → one dword, no conflict.
        let r = bank_report(arch, "ds_read_b32 v2, v1", 0);
        assert_eq!(r.degree[0], 1);
        assert_eq!(r.cycles, 2);
    }
    // Stride 32 dwords: on gfx900 all 32 lanes of a pass hit bank 0 → degree 32, 2 × 32 cycles.
    let r = bank_report(Arch::Gfx900, "ds_read_b32 v2, v1", 128);
    assert_eq!((r.degree[0], r.degree[1]), (32, 0));
    assert_eq!(r.cycles, 64);
    // On gfx950 (64 banks) dword 32l is in bank 0 or 32 → 16 each per pass, 2 × 16 cycles.
    let r = bank_report(Arch::Gfx950, "ds_read_b32 v2, v1", 128);
    assert_eq!((r.degree[0], r.degree[32], r.degree[1]), (16, 16, 0));
    assert_eq!(r.cycles, 32);
    // b64 stride 2 dwords: gfx900 serves 16 lanes (32 dwords) per pass → 4 passes of degree 1;
    // gfx950 32 lanes (64 dwords) → 2 passes.
    let r = bank_report(Arch::Gfx900, "ds_read_b64 v[2:3], v1", 8);
    assert_eq!((r.degree.iter().copied().max(), r.cycles), (Some(1), 4));
    let r = bank_report(Arch::Gfx950, "ds_read_b64 v[2:3], v1", 8);
    assert_eq!((r.degree.iter().copied().max(), r.cycles), (Some(1), 2));
}

// ---------------------------------------------------------------------------------------------
// Range, alignment, registers, counters, GDS

#[test]
fn out_of_range_reads_zero_and_drops_writes() {
    // addr > LDS size: writes discarded, reads return zero (seed 000 lines 394-396); each dword
    // of a wide access is checked on its own. LDS of 250 bytes: b128 at 240 reads 240 and 244,
    // and 248..255 are out of range.
    for arch in common::GFX9 {
        let i = inst(arch, "ds_read_b128 v[4:7], v1");
        let (w, _, r) = exec_inst(arch, &i, 250, |w, lds| {
            w.exec = 1;
            splat(w, &[(1, 240), (6, 0xdead)]);
            for a in [240usize, 244] {
                wr(lds, a, a as u32);
            }
            lds.data[248] = 0x77;
        });
        assert_eq!(r, Ok(Flow::Next));
        assert_eq!([v(&w, 4, 0), v(&w, 5, 0), v(&w, 6, 0), v(&w, 7, 0)], [240, 244, 0, 0]);
        let i = inst(arch, "ds_write_b32 v1, v3");
        let (_, lds, r) = exec_inst(arch, &i, 256, |w, _| {
            w.exec = 0b11;
            set(w, 1, |l| [252, 256][l.min(1)]);
            set(w, 3, |_| 0x1234);
        });
        assert_eq!(r, Ok(Flow::Next));
        assert_eq!(rd(&lds, 252), 0x1234);
        assert_eq!(lds.data.len(), 256);
        // A huge address plus offset wraps in 32 bits: 0xffff_fffc + 8 = 4.
        let (w, _) = lane0(arch, "ds_read_b32 v2, v1 offset:8", &[(1, 0xffff_fffc)], &[(4, 0x4444)]);
        assert_eq!(v(&w, 2, 0), 0x4444);
    }
}

#[test]
fn misaligned_addresses_are_forced_down() {
    // CLRX masks the address to the access size (seed 004 lines 203, 211, 873, 897).
    for arch in common::GFX9 {
        let (w, _) = lane0(arch, "ds_read_b32 v2, v1", &[(1, 6)], &[(4, 0x0404)]);
        assert_eq!(v(&w, 2, 0), 0x0404);
        let (w, _) = lane0(arch, "ds_read_u16 v2, v1", &[(1, 3)], &[(0, 0xaabb_ccdd)]);
        assert_eq!(v(&w, 2, 0), 0xaabb);
    }
}

#[test]
fn an_out_of_range_destination_nullifies_the_atomic() {
    // "Atomic operations with out-of-range destination VGPRs are nullified: issued, but with
    // exec mask of zero" (seed 000 line 404): v[255:256] does not fit.
    for arch in common::GFX9 {
        let mut i = inst(arch, "ds_add_rtn_u64 v[2:3], v1, v[4:5]");
        i.dst = 255;
        let (w, lds, r) = exec_inst(arch, &i, 1024, |w, lds| {
            splat(w, &[(1, 0), (4, 1)]);
            wr(lds, 0, 7);
        });
        assert_eq!(r, Ok(Flow::Next));
        assert_eq!(rd(&lds, 0), 7);
        assert_eq!(w.vgpr[255 * 64], 0);
    }
}

#[test]
fn exec_masks_every_access() {
    for arch in common::GFX9 {
        let (w, lds) = exec(arch, "ds_write_b32 v1, v3", |w, _| {
            w.exec = 0x5555_5555_5555_5555;
            set(w, 1, |l| 4 * l as u32);
            set(w, 3, |_| 9);
        });
        for l in 0..64 {
            assert_eq!(rd(&lds, 4 * l), if l % 2 == 0 { 9 } else { 0 });
        }
        assert_eq!(w.lds_access.unwrap().lanes.len(), 32);
    }
}

#[test]
fn lgkm_counts_and_saturates() {
    // Every DS operation increments LGKM_CNT (seed 004 line 36); the counter is 4 bits.
    for arch in common::GFX9 {
        let (w, _) = exec(arch, "ds_nop", |_, _| {});
        assert_eq!(w.counters.lgkm, 1);
        let (w, _) = exec(arch, "ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)", |w, _| {
            w.counters.lgkm = 15
        });
        assert_eq!(w.counters.lgkm, 15);
    }
}

#[test]
fn gds_is_refused() {
    // The gds bit at run time faults; the GWS rows and the transposed reads are unsupported.
    let i = inst(Arch::Gfx900, "ds_add_u32 v0, v1 gds");
    let (_, _, r) = exec_inst(Arch::Gfx900, &i, 1024, |_, _| {});
    assert!(r.unwrap_err().message.contains("GDS is not modelled"));
    for arch in common::GFX9 {
        let i = inst(arch, "ds_gws_init v0 offset:0 gds");
        assert_eq!(i.row().fidelity, Fidelity::Unsupported(GDS_NOT_MODELLED));
        assert!(exec_inst(arch, &i, 1024, |_, _| {}).2.is_err());
    }
    let i = inst(Arch::Gfx950, "ds_read_b64_tr_b16 v[0:1], v1");
    assert_eq!(i.row().fidelity, Fidelity::Unsupported(TR_NOT_SPECIFIED));
}

#[test]
fn a_machine_runs_ds_against_its_lds() {
    // Through GcnMachine: write lane data, read it back shifted by one lane.
    for arch in common::GFX9 {
        let src = "ds_write_b32 v1, v3 offset:4\nds_read_b32 v2, v1 offset:8\ns_endpgm";
        let mut m = machine(arch, src, |w| {
            set(w, 1, |l| 4 * l as u32);
            set(w, 3, |l| 50 + l as u32);
        });
        assert_eq!(m.run(2), StepOutcome::BudgetExhausted);
        assert_eq!(m.wave().counters.lgkm, 2);
        // s_endpgm waits for everything outstanding (seed 000 line 4188).
        assert_eq!(m.run(10), StepOutcome::Ended);
        assert_eq!(m.wave().counters.lgkm, 0);
        // Lane l reads 4l + 8 = lane (l + 1)'s write at 4(l + 1) + 4; lane 63 reads 260, never
        // written.
        for l in 0..63 {
            assert_eq!(m.vgpr(2)[l], 51 + l as u32);
        }
        assert_eq!(m.vgpr(2)[63], 0);
    }
}
