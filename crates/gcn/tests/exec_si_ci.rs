//! Execution of what GCN 1.0/1.1 (gfx600/gfx700) encode and name their own way: SMRD's dword
//! offsets, MUBUF `addr64`, the TTMPs at codes 112-123 and CI's FLAT_SCRATCH at 104, the
//! unreversed shifts and the DX9-rule forms.

use lanescope_gcn::exec::{Memory, Wave};
use lanescope_gcn::{Arch, GcnMachine};
mod common;
use common::lanes::set;
use common::run::run_wave;

const SI_CI: [Arch; 2] = [Arch::Gfx600, Arch::Gfx700];

/// A 256-byte buffer whose dword `k` holds `0x1000 + k`, and its address.
fn memory() -> (Memory, u64) {
    let mut m = Memory::new();
    let b = m.alloc("buf", 256, 256);
    for k in 0..64u32 {
        m.write_u32(b + 4 * k as u64, 0x1000 + k).unwrap();
    }
    (m, b)
}

fn run(arch: Arch, src: &str, init: impl Fn(&mut Wave)) -> GcnMachine {
    let (mem, _) = memory();
    let mut w = Wave::bare(arch);
    init(&mut w);
    run_wave(arch, src, w, Some(mem))
}

#[test]
fn smrd_offsets_count_dwords() {
    for arch in SI_CI {
        let (_, b) = memory();
        let m = run(
            arch,
            "s_load_dword s10, s[2:3], 0x3\ns_load_dword s11, s[2:3], s4\ns_waitcnt lgkmcnt(0)\ns_endpgm",
            |w| {
                w.sgpr[2] = b as u32;
                w.sgpr[3] = (b >> 32) as u32;
                // The SGPR offset counts bytes.
                w.sgpr[4] = 8;
            },
        );
        assert_eq!(m.wave().sgpr[10], 0x1003, "{}", arch.name());
        assert_eq!(m.wave().sgpr[11], 0x1002, "{}", arch.name());
    }
}

#[test]
fn mubuf_addr64_adds_a_64_bit_vaddr() {
    for arch in SI_CI {
        let (_, b) = memory();
        let src = "buffer_load_dword v1, v[2:3], s[4:7], s8 addr64 offset:4\ns_waitcnt vmcnt(0)\ns_endpgm";
        let m = run(arch, src, |w| {
            // Base 0: the address is VADDR + SOFFSET + OFFSET, with no range check.
            w.sgpr[8] = 4;
            set(w, 2, |l| (b + 4 * (l as u64 % 8)) as u32);
            set(w, 3, |_| (b >> 32) as u32);
        });
        for l in 0..64 {
            assert_eq!(m.vgpr(1)[l], 0x1000 + 2 + (l as u32 % 8), "{} lane {l}", arch.name());
        }
    }
}

#[test]
fn scalar_codes_of_the_older_layout() {
    // ttmp0 is code 112 here; gfx700's flat_scratch_lo is 104 and s102/s103 are SGPRs.
    let m = run(Arch::Gfx700, "s_mov_b32 ttmp1, 5\ns_mov_b32 s102, 6\ns_mov_b32 flat_scratch_lo, 7\ns_add_u32 s0, ttmp1, s102\ns_add_u32 s1, flat_scratch_lo, s102\ns_endpgm", |_| {});
    assert_eq!((m.wave().sgpr[0], m.wave().sgpr[1]), (11, 13));
    let m = run(
        Arch::Gfx600,
        "s_mov_b32 s103, 9\ns_mov_b32 ttmp11, 1\ns_add_u32 s0, s103, ttmp11\ns_endpgm",
        |_| {},
    );
    assert_eq!(m.wave().sgpr[0], 10);
}

#[test]
fn unreversed_shifts_and_legacy_min_max() {
    for arch in SI_CI {
        let src = "v_lshl_b32 v2, v0, v1\nv_ashr_i32 v3, v0, v1\nv_lshr_b64 v[4:5], v[6:7], v1\n\
                   v_min_legacy_f32 v8, v9, v10\nv_max_legacy_f32 v11, v9, v10\ns_endpgm";
        let m = run(arch, src, |w| {
            set(w, 0, |_| 0x8000_0010);
            set(w, 1, |_| 4);
            set(w, 6, |_| 0);
            set(w, 7, |_| 1);
            set(w, 9, |_| f32::NAN.to_bits());
            set(w, 10, |_| 2.0f32.to_bits());
        });
        assert_eq!(m.vgpr(2)[0], 0x100, "{}", arch.name());
        assert_eq!(m.vgpr(3)[0], 0xf800_0001);
        assert_eq!((m.vgpr(4)[0], m.vgpr(5)[0]), (0x1000_0000, 0));
        // DX9 rules: a NaN operand selects S1.
        assert_eq!(m.vgpr(8)[0], 2.0f32.to_bits());
        assert_eq!(m.vgpr(11)[0], 2.0f32.to_bits());
    }
}

#[test]
fn smrd_is_one_dword_in_the_program_layout() {
    // SMRD is 32-bit (a CI literal offset adds a dword), so s_getpc_b64 after one s_load
    // returns 4 + 4 (8 + 4 with a literal offset): the addresses llvm-mc gives the code.
    for (arch, offset, next) in [(Arch::Gfx600, 3u64, 8), (Arch::Gfx700, 3, 8), (Arch::Gfx700, 0x100, 12)] {
        // The base is set so that the load reads dword 3 of the buffer.
        let b = memory().1 + 12 - 4 * offset;
        let src = format!("s_load_dword s10, s[2:3], {offset:#x}\ns_getpc_b64 s[4:5]\ns_waitcnt lgkmcnt(0)\ns_endpgm");
        let prog = lanescope_gcn::syntax::assemble(arch, &src).unwrap();
        assert_eq!(prog.pcs[1], next - 4, "{} {offset}", arch.name());
        assert_eq!(prog.bytes().unwrap().len() as u32, next + 8, "{} {offset}", arch.name());
        let m = run(arch, &src, |w| {
            w.sgpr[2] = b as u32;
            w.sgpr[3] = (b >> 32) as u32;
        });
        assert_eq!(m.wave().sgpr[4], next, "{} {offset}", arch.name());
        assert_eq!(m.wave().sgpr[10], 0x1003, "{} {offset}", arch.name());
    }
}

/// Runs the float atomic `op` with lane 0 alone on a dword (`wide`: a qword) holding `old`, DATA
/// `data` followed by the compare value `cmp` for the compare-swaps: the MUBUF
/// `buffer_atomic_<op>` (addr64, glc) on gfx600 and gfx700 and gfx700's FLAT `flat_atomic_<op>`
/// (glc). Checks that memory ends up holding `new` and that the old value is returned.
fn float_atomic(op: &str, wide: bool, old: u64, data: u64, cmp: Option<u64>, new: u64) {
    let n = if wide { 2 } else { 1 };
    let regs = |first: usize, count: usize| match count {
        1 => format!("v{first}"),
        _ => format!("v[{first}:{}]", first + count - 1),
    };
    let dregs = regs(4, n * if cmp.is_some() { 2 } else { 1 });
    let mubuf = format!("buffer_atomic_{op} {dregs}, v[10:11], s[4:7], 0 addr64 glc");
    let flat = format!("flat_atomic_{op} {}, v[10:11], {dregs} glc", regs(0, n));
    let forms = [
        (Arch::Gfx600, &mubuf, 4),
        (Arch::Gfx700, &mubuf, 4),
        (Arch::Gfx700, &flat, 0),
    ];
    for (arch, inst, ret) in forms {
        let mut mem = Memory::new();
        let b = mem.alloc("buf", 64, 64);
        mem.write_u64(b, old).unwrap();
        let mut w = Wave::bare(arch);
        w.exec = 1;
        set(&mut w, 10, |_| b as u32);
        set(&mut w, 11, |_| (b >> 32) as u32);
        let vals = [data, cmp.unwrap_or(0)];
        for (k, v) in vals.iter().take(if cmp.is_some() { 2 } else { 1 }).enumerate() {
            set(&mut w, 4 + k * n, |_| *v as u32);
            set(&mut w, 5 + k * n, |_| (*v >> 32) as u32);
        }
        let src = format!("{inst}\ns_waitcnt vmcnt(0) lgkmcnt(0)\ns_endpgm");
        let mut m = run_wave(arch, &src, w, Some(mem));
        let mask = if wide { u64::MAX } else { u32::MAX as u64 };
        let got = m.memory_mut().read_u64(b).unwrap();
        assert_eq!(got & mask, new, "{inst} on {}: memory", arch.name());
        assert_eq!(got & !mask, old & !mask, "{inst} on {}: the next dword", arch.name());
        let back = m.vgpr(ret)[0] as u64 | if wide { (m.vgpr(ret + 1)[0] as u64) << 32 } else { 0 };
        assert_eq!(back, old & mask, "{inst} on {}: returned value", arch.name());
    }
}

fn f32b(x: f32) -> u64 {
    x.to_bits() as u64
}

fn f64b(x: f64) -> u64 {
    x.to_bits()
}

#[test]
fn float_atomics_compare_as_floats() {
    // (op, memory, data, compare value, memory after), as f32 and as f64 (`_x2`). As signed
    // integers -1.0 (0xbf800000) is below -2.0 (0xc0000000): smin would keep -1.0. -0.0 == +0.0
    // as floats (not as bits): the swap happens.
    let cases = [
        ("fmin", -1.0, -2.0, None, -2.0),
        ("fmin", -1.0, 3.0, None, -1.0),
        ("fmax", -2.0, -1.0, None, -1.0),
        ("fmax", -2.0, -3.0, None, -2.0),
        ("fcmpswap", 0.0, 5.0, Some(-0.0), 5.0),
        ("fcmpswap", 1.0, 5.0, Some(2.0), 1.0),
    ];
    for x2 in [false, true] {
        let bits = |v: f64| if x2 { f64b(v) } else { f32b(v as f32) };
        for (op, mem, data, cmp, want) in cases {
            let op = if x2 { format!("{op}_x2") } else { op.to_string() };
            float_atomic(&op, x2, bits(mem), bits(data), cmp.map(bits), bits(want));
        }
    }
}

#[test]
fn clamp_transcendentals_clamp_infinite_results_to_max_float() {
    for arch in SI_CI {
        let src = "v_rcp_clamp_f32 v1, v0\nv_rcp_clamp_f32 v2, -v0\nv_rsq_clamp_f32 v3, v0\n\
                   v_log_clamp_f32 v4, v0\nv_rcp_clamp_f32 v5, 4.0\nv_log_clamp_f32 v6, 4.0\n\
                   v_rcp_clamp_f64 v[8:9], v[14:15]\nv_rsq_clamp_f64 v[10:11], -v[14:15]\n\
                   v_rcp_clamp_f64 v[12:13], 4.0\ns_endpgm";
        let m = run(arch, src, |w| {
            set(w, 0, |_| 0);
            set(w, 14, |_| 0);
            set(w, 15, |_| 0);
        });
        let name = arch.name();
        assert_eq!(m.vgpr(1)[0], f32::MAX.to_bits(), "{name}: rcp_clamp(+0)");
        assert_eq!(m.vgpr(2)[0], (-f32::MAX).to_bits(), "{name}: rcp_clamp(-0)");
        assert_eq!(m.vgpr(3)[0], f32::MAX.to_bits(), "{name}: rsq_clamp(+0)");
        assert_eq!(m.vgpr(4)[0], (-f32::MAX).to_bits(), "{name}: log_clamp(0)");
        assert_eq!(m.vgpr(5)[0], 0.25f32.to_bits());
        assert_eq!(m.vgpr(6)[0], 2.0f32.to_bits());
        let d = |lo: usize| u64::from(m.vgpr(lo)[0]) | u64::from(m.vgpr(lo + 1)[0]) << 32;
        assert_eq!(d(8), f64::MAX.to_bits(), "{name}: rcp_clamp_f64(+0)");
        assert_eq!(d(10), (-f64::MAX).to_bits(), "{name}: rsq_clamp_f64(-0)");
        assert_eq!(d(12), 0.25f64.to_bits());
    }
}

#[test]
fn rcp_legacy_flushes_an_infinite_reciprocal_to_zero() {
    for arch in SI_CI {
        let src = "v_rcp_legacy_f32 v1, v0\nv_rcp_legacy_f32 v2, -v0\nv_rcp_legacy_f32 v3, 4.0\n\
                   v_rcp_f32 v4, v0\ns_endpgm";
        let m = run(arch, src, |w| set(w, 0, |_| 0));
        let name = arch.name();
        assert_eq!(m.vgpr(1)[0], 0, "{name}: rcp_legacy(+0)");
        assert_eq!(m.vgpr(2)[0], 0x8000_0000, "{name}: rcp_legacy(-0)");
        assert_eq!(m.vgpr(3)[0], 0.25f32.to_bits());
        assert_eq!(m.vgpr(4)[0], f32::INFINITY.to_bits(), "{name}: v_rcp_f32 keeps IEEE");
    }
}

#[test]
fn rsq_legacy_flushes_an_infinite_result_to_zero() {
    for arch in SI_CI {
        let src = "v_rsq_legacy_f32 v1, v0\nv_rsq_legacy_f32 v2, -v0\nv_rsq_legacy_f32 v3, 4.0\n\
                   v_rsq_legacy_f32 v4, 1.0\nv_rsq_legacy_f32 v5, -1.0\nv_rsq_clamp_f32 v6, v0\n\
                   v_rsq_f32 v7, v0\ns_endpgm";
        let m = run(arch, src, |w| set(w, 0, |_| 0));
        let name = arch.name();
        assert_eq!(m.vgpr(1)[0], 0, "{name}: rsq_legacy(+0)");
        assert_eq!(m.vgpr(2)[0], 0x8000_0000, "{name}: rsq_legacy(-0)");
        assert_eq!(m.vgpr(3)[0], 0.5f32.to_bits(), "{name}");
        assert_eq!(m.vgpr(4)[0], 1.0f32.to_bits(), "{name}");
        assert!(f32::from_bits(m.vgpr(5)[0]).is_nan(), "{name}: rsq_legacy(-1) is NaN");
        assert_eq!(m.vgpr(6)[0], f32::MAX.to_bits(), "{name}: rsq_clamp clamps to max");
        assert_eq!(m.vgpr(7)[0], f32::INFINITY.to_bits(), "{name}: v_rsq_f32 keeps IEEE");
    }
}

#[test]
fn mullit_follows_mul_lit_special_cases() {
    // (S0, S1, S2, expected): the five -MAX conditions, DX9's zero product, a plain product.
    let max = f32::MAX;
    let cases: [(f32, f32, f32, f32); 9] = [
        (3.0, 2.0, 1.0, 6.0),
        (3.0, -max, 1.0, -max),
        (3.0, f32::NEG_INFINITY, 1.0, -max),
        (3.0, f32::NAN, 1.0, -max),
        (3.0, 2.0, 0.0, -max),
        (3.0, 2.0, -1.0, -max),
        (3.0, 2.0, f32::NAN, -max),
        (0.0, f32::INFINITY, 1.0, 0.0),
        (f32::INFINITY, 0.0, 1.0, 0.0),
    ];
    for arch in SI_CI {
        let m = run(arch, "v_mullit_f32 v3, v0, v1, v2\ns_endpgm", |w| {
            for k in 0..3 {
                set(w, k, |l| {
                    let c = cases[l % cases.len()];
                    [c.0, c.1, c.2][k].to_bits()
                });
            }
        });
        for (l, c) in cases.iter().enumerate() {
            assert_eq!(m.vgpr(3)[l], c.3.to_bits(), "{}: mullit{c:?}", arch.name());
        }
    }
}

#[test]
fn si_fract_can_return_one_where_ci_clamps_below_it() {
    // -1e-300 - floor(-1e-300) = 1 - 1e-300 rounds to 1.0; CI clamps it to 0x3fefffffffffffff
    // (LLVM hasFractBug: SOUTHERN_ISLANDS only).
    let src = "v_fract_f64 v[2:3], v[0:1]\nv_fract_f32 v4, v5\nv_fract_f64 v[6:7], 0.5\ns_endpgm";
    for (arch, one64, one32) in [
        (Arch::Gfx600, 1.0f64.to_bits(), 1.0f32.to_bits()),
        (Arch::Gfx700, 0x3fef_ffff_ffff_ffff, 0x3f7f_ffff),
    ] {
        let m = run(arch, src, |w| {
            common::lanes::set64(w, 0, |_| (-1e-300f64).to_bits());
            set(w, 5, |_| (-1e-30f32).to_bits());
        });
        let name = arch.name();
        let d = u64::from(m.vgpr(2)[0]) | u64::from(m.vgpr(3)[0]) << 32;
        assert_eq!(d, one64, "{name}: v_fract_f64(-1e-300)");
        assert_eq!(m.vgpr(4)[0], one32, "{name}: v_fract_f32(-1e-30)");
        let half = u64::from(m.vgpr(6)[0]) | u64::from(m.vgpr(7)[0]) << 32;
        assert_eq!(half, 0.5f64.to_bits(), "{name}: v_fract_f64(0.5)");
    }
}

#[test]
fn ci_smrd_literal_offsets_take_32_bits() {
    use lanescope_gcn::disasm::disassemble_text;
    use lanescope_gcn::syntax::assemble;
    // llvm-mc 22 -mcpu=gfx700: the literal dword holds the whole offset (it refuses 0x100000000).
    for (line, bytes) in [
        (
            "s_load_dword s8, s[2:3], 0x100000",
            "[0xff,0x02,0x04,0xc0,0x00,0x00,0x10,0x00]",
        ),
        (
            "s_load_dword s8, s[2:3], 0xffffffff",
            "[0xff,0x02,0x04,0xc0,0xff,0xff,0xff,0xff]",
        ),
        (
            "s_buffer_load_dword s8, s[4:7], 0x12345678",
            "[0xff,0x04,0x04,0xc2,0x78,0x56,0x34,0x12]",
        ),
    ] {
        let echo = assemble(Arch::Gfx700, line).unwrap().echo(true);
        assert_eq!(echo.split("; encoding: ").nth(1).map(str::trim), Some(bytes), "{line}");
        let (dis, warnings) = disassemble_text(Arch::Gfx700, &format!("{}\n", bytes.trim_matches(['[', ']'])), false);
        assert_eq!((dis.trim(), warnings.len()), (line, 0));
    }
    for bad in ["s_load_dword s8, s[2:3], 0x100000000", "s_load_dword s8, s[2:3], -1"] {
        let e = assemble(Arch::Gfx700, bad).unwrap_err();
        assert_eq!(e[0].message, "operands are not valid for this GPU or mode", "{bad}");
    }
    // Run: dword 0x40 past the base (the offset counts dwords).
    let (_, b) = memory();
    let m = run(
        Arch::Gfx700,
        "s_load_dword s10, s[2:3], 0x100000\ns_waitcnt lgkmcnt(0)\ns_endpgm",
        |w| {
            let base = b.wrapping_sub(4 * 0x100000 - 4 * 0x10);
            w.sgpr[2] = base as u32;
            w.sgpr[3] = (base >> 32) as u32;
        },
    );
    assert_eq!(m.wave().sgpr[10], 0x1010);
}

/// Whether each target's v_min/v_max family keeps a denormal input under a flushing MODE.
const MINMAX_KEEPS_DENORMALS: [(Arch, bool); 4] = [
    (Arch::Gfx600, true),
    (Arch::Gfx700, true),
    (Arch::Gfx803, true),
    (Arch::Gfx900, false),
];

/// Runs `src` on `arch` with MODE flushing every denormal (FP_DENORM = 0), v0 = the denormal 1,
/// v1 = 1.0 and whatever `more` sets.
fn run_flushing(arch: Arch, src: &str, more: impl Fn(&mut Wave)) -> GcnMachine {
    run(arch, src, |w| {
        w.mode &= !0xf0;
        set(w, 0, |_| 1);
        set(w, 1, |_| 1.0f32.to_bits());
        more(w);
    })
}

#[test]
fn min_max_never_flush_denormals_before_gfx9() {
    // MODE flushes every denormal (FP_DENORM = 0); a GFX9 v_min/v_max follows it, GCN 1.0-1.2's
    // never flush (LLVM supportsMinMaxDenormModes: GFX9 on).
    let src = "v_min_f32 v2, v0, v1\nv_max_f64 v[4:5], v[6:7], v[6:7]\nv_add_f32 v3, v0, 0\ns_endpgm";
    for (arch, kept) in MINMAX_KEEPS_DENORMALS {
        let m = run_flushing(arch, src, |w| common::lanes::set64(w, 6, |_| 1));
        let name = arch.name();
        assert_eq!(m.vgpr(2)[0], if kept { 1 } else { 0 }, "{name}: v_min_f32");
        assert_eq!(
            (m.vgpr(4)[0], m.vgpr(5)[0]),
            (if kept { 1 } else { 0 }, 0),
            "{name}: v_max_f64"
        );
        assert_eq!(m.vgpr(3)[0], 0, "{name}: v_add_f32 flushes as MODE says");
    }
}

#[test]
fn min3_max3_med3_f32_never_flush_denormals_before_gfx9() {
    // As v_min/max_f32 (LLVM's isCanonicalized puts FMIN3/FMAX3/FMED3 with FMINNUM): with
    // MODE flushing, the denormal 1 survives before GFX9 and is +0 on gfx900.
    let src = "v_min3_f32 v2, v0, v1, v1\nv_max3_f32 v3, v0, v8, v8\nv_med3_f32 v4, v0, v8, v1\ns_endpgm";
    for (arch, kept) in MINMAX_KEEPS_DENORMALS {
        let m = run_flushing(arch, src, |w| set(w, 8, |_| (-1.0f32).to_bits()));
        let want = u32::from(kept);
        for (reg, op) in [(2, "v_min3_f32"), (3, "v_max3_f32"), (4, "v_med3_f32")] {
            assert_eq!(m.vgpr(reg)[0], want, "{}: {op}", arch.name());
        }
    }
}
