//! R700 executor details: per-lane semantics of table rows, output modifiers, NEG on an
//! integer op, KILL (killed lanes keep running, their exports are dropped).

use lanescope_r700::exec::{Config, R700Machine, Status};
use lanescope_r700::table::{lookup, Format};
use lanescope_r700::{assemble, decode};

fn op2(opcode: u16, s: [u32; 3]) -> u32 {
    (lookup(Format::Op2, opcode).unwrap().sem)(s).unwrap()
}

/// A program of one ALU clause (at CF address 2) of `slots`, one slot a line.
fn one_clause(slots: &str) -> String {
    let n = slots.lines().filter(|l| !l.trim().is_empty()).count();
    format!(
        "\tALU {}, @2, KC0[], KC1[]\n\tCF_END\n\tALU clause starting at 2:\n{slots}",
        n - 1
    )
}

/// A machine of `lanes` lanes for the assembled `text`.
fn machine(text: &str, lanes: usize) -> R700Machine {
    let (code, _) = assemble(text).unwrap();
    let config = Config {
        lanes,
        ..Config::default()
    };
    R700Machine::new(&decode(&code).unwrap(), config).unwrap()
}

#[test]
fn settled_facts_per_lane() {
    // SIN/COS take revolutions: sin(2π·0.25) = 1, cos(2π·0.5) = −1.
    assert_eq!(f32::from_bits(op2(110, [0.25f32.to_bits(), 0, 0])), 1.0);
    assert_eq!(f32::from_bits(op2(111, [0.5f32.to_bits(), 0, 0])), -1.0);
    // RECIP_UINT(x) = ⌊2³²/x⌋.
    assert_eq!(op2(120, [3, 0, 0]), 0x5555_5555);
    assert_eq!(op2(120, [0x8000_0000, 0, 0]), 2);
    // Denormal inputs and outputs flush to zero on float ops; MOV keeps bits.
    assert_eq!(op2(0, [1, 0, 0]), 0);
    assert_eq!(op2(2, [0x0080_0000, 0.5f32.to_bits(), 0]), 0);
    assert_eq!(op2(25, [1, 0, 0]), 1);
    // Non-IEEE MUL: 0 × inf = 0; MUL_IEEE gives NaN.
    assert_eq!(op2(1, [0, f32::INFINITY.to_bits(), 0]), 0);
    assert!(f32::from_bits(op2(2, [0, f32::INFINITY.to_bits(), 0])).is_nan());
    // Shift counts above 31: 0 (LSHL/LSHR) or the sign (ASHR), per the seed's §9 text.
    assert_eq!(op2(114, [1, 32, 0]), 0);
    assert_eq!(op2(113, [u32::MAX, 40, 0]), 0);
    assert_eq!(op2(112, [0x8000_0000, 33, 0]), u32::MAX);
    assert_eq!(op2(112, [0x4000_0000, 33, 0]), 0);
    assert_eq!(op2(114, [1, 31, 0]), 0x8000_0000);
    // Integer kills: 1.0 means "kill".
    assert_eq!(op2(71, [u32::MAX, 0, 0]), 0, "KILLGT_INT is signed");
    assert_eq!(op2(64, [u32::MAX, 0, 0]), 0x3F80_0000, "KILLGT_UINT is unsigned");
    // MULHI (uint) and MULHI_INT.
    assert_eq!(op2(118, [u32::MAX, u32::MAX, 0]), 0xFFFF_FFFE);
    assert_eq!(op2(116, [u32::MAX, u32::MAX, 0]), 0);
}

#[test]
fn muladd_ieee_rounds_twice() {
    let muladd = lookup(Format::Op3, 20).unwrap().sem;
    let (a, b, c) = (1.0f32 + f32::EPSILON, 1.0f32 - f32::EPSILON, -1.0f32);
    let got = f32::from_bits(muladd([a.to_bits(), b.to_bits(), c.to_bits()]).unwrap());
    assert_eq!(got, a * b + c);
    assert_ne!(
        got,
        a.mul_add(b, c),
        "a fused multiply-add would keep the product's low bits"
    );
}

const PROGRAM: &str = "
	ALU 4, @4, KC0[], KC1[]
	EXPORT T1.XYZW PIXEL:0 DONE EOP
	CF_END
	PAD
	ALU clause starting at 4:
	  ADD_INT   T1.X, -T0.X, 0.0,
	  MUL_IEEE   T1.Y*2, T0.Y, 1.0,
	  ADD * T1.Z_SAT, T0.Z, 0.0,
	  RECIP_UINT * T1.W, T0.W,
	  KILLGT * T0.X (MASKED), T0.Y, 0.0,
";

#[test]
fn modifiers_neg_on_int_and_kill() {
    let mut m = machine(PROGRAM, 2);
    m.set_gpr(0, 0, [5, 1.5f32.to_bits(), 7.0f32.to_bits(), 3]);
    m.set_gpr(1, 0, [0, (-2.0f32).to_bits(), (-7.0f32).to_bits(), 10]);
    assert_eq!(m.run(100).unwrap(), Status::Done);
    assert_eq!(m.valid(), &[false, true]);
    let ex = m.exports();
    assert_eq!(ex.len(), 1);
    assert_eq!(ex[0].lanes[0], None, "a killed lane's export is dropped");
    assert_eq!(ex[0].lanes[1], Some([0x8000_0000, (-4.0f32).to_bits(), 0, 429_496_729]));
    // The killed lane kept running: its GPRs were written.
    assert_eq!(
        m.gpr(0, 1).unwrap(),
        [0x8000_0005, 3.0f32.to_bits(), 1.0f32.to_bits(), 0x5555_5555]
    );
}

#[test]
fn garbage_never_panics() {
    let mut seed = 0x1234_5678u32;
    for _ in 0..300 {
        let bytes: Vec<u8> = (0..96)
            .map(|_| {
                seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (seed >> 24) as u8
            })
            .collect();
        if let Ok(prog) = decode(&bytes) {
            let config = Config {
                lanes: 4,
                ..Config::default()
            };
            if let Ok(mut m) = R700Machine::new(&prog, config) {
                let _ = m.run(1000);
            }
        }
    }
}

#[test]
fn faults_are_located_and_sticky() {
    // MOVA_GPR_INT has no semantics in the seed: the fault names the CF address, group and lane.
    let text = one_clause("\t  MOV * T1.X, 1.0,\n\t  MOVA_GPR_INT * T1.Y, T0.X,\n");
    let mut m = machine(&text, 3);
    let e = m.run(10).unwrap_err();
    assert_eq!((e.cf, e.group, e.lane), (0, Some(1), Some(0)));
    assert!(
        e.message.starts_with("MOVA_GPR_INT is not supported: "),
        "{}",
        e.message
    );
    assert_eq!(m.step().unwrap_err(), e);
    assert_eq!(
        m.gpr(2, 1),
        Some([0x3F80_0000, 0, 0, 0]),
        "group 0 ran, group 1 wrote nothing"
    );
}

fn op3(opcode: u16, s: [u32; 3]) -> u32 {
    (lookup(Format::Op3, opcode).unwrap().sem)(s).unwrap()
}

#[test]
fn predicate_counter_mova_and_mul_lit_rows() {
    let (one, two) = (1.0f32.to_bits(), 2.0f32.to_bits());
    // PRED_SET_INV: 1.0 → 0.0 (execute), 0.0 → 1.0, other x → x.
    assert_eq!(op2(36, [one, 0, 0]), 0);
    assert_eq!(op2(36, [0, 0, 0]), one);
    assert_eq!(op2(36, [two, 0, 0]), two);
    // PRED_SET_POP: src0 ≤ src1 → 0.0, else src0 − src1.
    assert_eq!(op2(37, [one, two, 0]), 0);
    assert_eq!(op2(37, [3.0f32.to_bits(), one, 0]), two);
    // PRED_SET_CLR: +MAX_FLOAT; PRED_SET_RESTORE: 0 → execute, else src0.
    assert_eq!(op2(38, [0, 0, 0]), 0x7F7F_FFFF);
    assert_eq!(op2(39, [0x8000_0000, 0, 0]), 0);
    assert_eq!(op2(39, [two, 0, 0]), two);
    // *_PUSH counters: execute only when src1 cc 0 and src0 is 0, else src0 + 1.
    assert_eq!(op2(40, [0, 0, 0]), 0, "PRED_SETE_PUSH");
    assert_eq!(op2(40, [one, 0, 0]), two);
    assert_eq!(op2(41, [0, 0, 0]), one, "PRED_SETGT_PUSH: 0 > 0 fails");
    assert_eq!(op2(78, [0, u32::MAX, 0]), 0, "PRED_SETLT_PUSH_INT: -1 < 0");
    assert_eq!(op2(79, [5, 1, 0]), 6, "PRED_SETLE_PUSH_INT counts up");
    // MOVA rounds (floor(x + 0.5)), MOVA_FLOOR floors; above 255 becomes −256.
    assert_eq!(op2(21, [2.5f32.to_bits(), 0, 0]), 3);
    assert_eq!(op2(22, [(-0.5f32).to_bits(), 0, 0]) as i32, -1);
    assert_eq!(op2(21, [300.0f32.to_bits(), 0, 0]) as i32, -256);
    // MUL_LIT: −MAX_FLOAT when src2 ≤ 0 or src1 is −inf; else src0·src1 (×2 for _M2).
    assert_eq!(op3(12, [two, two, 0]), 0xFF7F_FFFF);
    assert_eq!(op3(12, [two, f32::NEG_INFINITY.to_bits(), one]), 0xFF7F_FFFF);
    assert_eq!(op3(12, [two, two, one]), 4.0f32.to_bits());
    assert_eq!(op3(13, [two, two, one]), 8.0f32.to_bits());
}

const MOVA_PROGRAM: &str = "\
\tALU 1, @2, KC0[], KC1[]
\tCF_END
\tALU clause starting at 2:
\t  MOVA_FLOOR * T0.X (MASKED), T0.X,
\t  MOV * T1.X, T(2 + AR.x).X+,
";

#[test]
fn mova_floor_sets_ar_for_relative_reads() {
    let (code, _) = match assemble(MOVA_PROGRAM) {
        Ok(ok) => ok,
        Err(e) => panic!("{e:?}"),
    };
    let prog = decode(&code).unwrap();
    let config = Config {
        lanes: 2,
        ..Config::default()
    };
    let mut m = R700Machine::new(&prog, config).unwrap();
    m.set_gpr(0, 0, [1.7f32.to_bits(), 0, 0, 0]);
    m.set_gpr(1, 0, [0.2f32.to_bits(), 0, 0, 0]);
    for lane in 0..2 {
        m.set_gpr(lane, 2, [20, 0, 0, 0]);
        m.set_gpr(lane, 3, [30, 0, 0, 0]);
    }
    assert_eq!(m.run(100).unwrap(), Status::Done);
    assert_eq!(m.gpr(0, 1).unwrap()[0], 30, "floor(1.7) = 1: T[2+1]");
    assert_eq!(m.gpr(1, 1).unwrap()[0], 20, "floor(0.2) = 0: T[2+0]");
}

/// A CF_ALLOC_EXPORT MEM_EXPORT of T1 (all components, ELEM_SIZE 3) with `ty` (0 WRITE,
/// 1 WRITE_IND by T0.X), ARRAY_BASE `base`, ARRAY_SIZE `size`, then CF_END.
fn mem_export_program(ty: u32, base: u32, size: u32) -> Vec<u8> {
    let w0 = base | ty << 13 | 1 << 15 | 3 << 30;
    let w1 = size | 0xF << 12 | 58 << 23 | 1 << 31;
    [w0, w1, 0, 0x8020_0000].iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn mem_export_writes_the_scatter_buffer_per_lane() {
    let prog = decode(&mem_export_program(1, 1, 2)).unwrap();
    let config = Config {
        lanes: 3,
        ..Config::default()
    };
    let mut m = R700Machine::new(&prog, config).unwrap();
    m.set_scatter(vec![0xEE; 16]);
    for (lane, index) in [1u32, 0, 2].into_iter().enumerate() {
        m.set_gpr(lane, 0, [index, 0, 0, 0]);
        m.set_gpr(lane, 1, [lane as u32 * 10, lane as u32 * 10 + 1, 7, 8]);
    }
    assert_eq!(m.run(10).unwrap(), Status::Done);
    // Lane 1 writes element base+0 = dwords 4..8, lane 0 element 2 = dwords 8..12; lane 2's
    // index 2 is past ARRAY_SIZE and is dropped.
    let mut want = [0xEE; 16];
    want[4..8].copy_from_slice(&[10, 11, 7, 8]);
    want[8..12].copy_from_slice(&[0, 1, 7, 8]);
    assert_eq!(m.scatter(), &want[..]);
    // A read type faults (located at its CF address).
    let mut bytes = mem_export_program(1, 0, 1);
    bytes[1] |= 0x40; // TYPE = 3 (READ_IND)
    let prog = decode(&bytes).unwrap();
    let mut m = R700Machine::new(
        &prog,
        Config {
            lanes: 1,
            ..Config::default()
        },
    )
    .unwrap();
    let f = m.run(10).unwrap_err();
    assert_eq!(f.cf, 0);
    assert!(f.message.contains("MEM_EXPORT reads"), "{}", f.message);
}

#[test]
fn recip_int_is_recip_uint_with_the_sign() {
    assert_eq!(op2(119, [3, 0, 0]), 0x5555_5555);
    assert_eq!(op2(119, [(-3i32) as u32, 0, 0]), 0xAAAA_AAAB);
    assert_eq!(op2(119, [0x8000_0000, 0, 0]), (-2i32) as u32);
}

/// Doubles: pairs (x,y / z,w) take the high dword from the first slot and return the low
/// dword there (seed ADD_64 example, L3039–3076); four-slot ops read x (high) and w (low).
const DOUBLES: &str = "
	ALU 24, @2, KC0[], KC1[]
	CF_END
	ALU clause starting at 2:
	  ADD_64   T1.X, T0.X, T0.Z,
	  ADD_64 * T1.Y, T0.Y, T0.W,
	  MUL_64   T2.X, T0.X, T0.Z,
	  MUL_64   T2.Y, T0.X, T0.Z,
	  MUL_64   T2.Z, T0.X, T0.Z,
	  MUL_64 * T2.W, T0.Y, T0.W,
	  FLT32_TO_FLT64   T3.X, T4.X,
	  FLT32_TO_FLT64   T3.Y, T4.Y,
	  FLT64_TO_FLT32   T3.Z, T13.Z,
	  FLT64_TO_FLT32 * T3.W, T13.W,
	  PRED_SETGT_64   Pred,PredicateBit (MASKED), T0.Z, T0.X,
	  PRED_SETGT_64 * Pred,PredicateBit (MASKED), T0.W, T0.Y, XOR:0x0:0x20000000
	  MOV * T5.X, 1.0, Pred_sel_one
	  FRACT_64   T6.X, T7.X,
	  FRACT_64   T6.Y, T7.Y,
	  LDEXP_64   T6.Z, T8.Z, T8.X,
	  LDEXP_64 * T6.W, T8.W, T8.X,
	  MULADD_64   T11.X, T9.X, T9.Z, T10.X,
	  MULADD_64   T11.Y, T9.X, T9.Z, T10.X,
	  MULADD_64   T11.Z, T9.X, T9.Z, T10.X,
	  MULADD_64 * T11.W, T9.Y, T9.W, T10.Y,
	  FREXP_64   T12.X, T9.X,
	  FREXP_64   T12.Y, T9.Y,
	  FREXP_64   T12.Z, T9.X,
	  FREXP_64 * T12.W, T9.Z,
";

/// A double as (hi, lo).
fn hl(d: f64) -> (u32, u32) {
    ((d.to_bits() >> 32) as u32, d.to_bits() as u32)
}

#[test]
fn double_ops_pair_their_slots_as_the_seed_shows() {
    let mut m = machine(DOUBLES, 2);
    let a = 1.0 + 2f64.powi(-40);
    for (lane, b) in [(0, 2.0), (1, 0.5)] {
        let ((ah, al), (bh, bl)) = (hl(a), hl(b));
        m.set_gpr(lane, 0, [ah, al, bh, bl]);
        m.set_gpr(lane, 4, [0.5f32.to_bits(), 0, 0, 0]);
        // The seed's FRACT_64 and LDEXP_64 examples (L3752, L4080).
        m.set_gpr(lane, 7, [0x4021_A0F4, 0xF077_BCA7, 0, 0]);
        m.set_gpr(lane, 8, [0x2C6, 0, 0x47F0_0000, 0x6FC6_A731]);
        m.set_gpr(lane, 13, [0, 0, ah, al]);
        // The seed's MULADD_64 example (L4946): 3 · 6 + 12.
        m.set_gpr(lane, 9, [hl(3.0).0, 0, hl(6.0).0, 0]);
        m.set_gpr(lane, 10, [hl(12.0).0, 0, 0, 0]);
    }
    assert_eq!(m.run(100).unwrap(), Status::Done);
    let g = |r| m.gpr(0, r).unwrap();
    // (1 + 2⁻⁴⁰) + 2 = 0x4008000000000800; × 2 = 0x4000000000001000.
    assert_eq!(g(1)[..2], [0x800, 0x4008_0000]);
    assert_eq!(g(2), [0x1000, 0x4000_0000, 0x1000, 0x4000_0000]);
    // 0.5f → 0x3FE0000000000000; (1 + 2⁻⁴⁰) → 1.0f (the y/w slot gets 0).
    assert_eq!(g(3), [0, 0x3FE0_0000, 0x3F80_0000, 0]);
    // PRED_SETGT_64: 2 > 1 + 2⁻⁴⁰ executes the predicated MOV in lane 0 only.
    assert_eq!(g(5)[0], 0x3F80_0000);
    assert_eq!(m.gpr(1, 5).unwrap()[0], 0, "0.5 > a fails: skipped");
    assert_eq!(g(6), [0x077B_CA70, 0x3FEA_0F4F, 0x6FC6_A731, 0x7450_0000]);
    assert_eq!(g(11), [0, 0x403E_0000, 0, 0x403E_0000]);
    // FREXP_64(3.0): exponent 2, fraction 0.75 = 0x3FE8000000000000.
    assert_eq!(g(12), [2, 0, 0, 0x3FE8_0000]);
}

#[test]
fn a_double_op_without_its_partner_slot_faults() {
    let text = one_clause("\t  ADD_64 * T1.X, T0.X, T0.Z,\n");
    let e = machine(&text, 1).run(10).unwrap_err();
    assert!(e.message.contains("slot pair"), "{}", e.message);
    assert_eq!((e.cf, e.group, e.lane), (0, Some(0), Some(0)));
}

/// A PRED_SET*_64 `name` of a (T0.XY as hi, lo) against b (T0.ZW), then a MOV predicated on
/// "execute" into T1.X.
fn pred64(name: &str) -> String {
    one_clause(&format!(
        "\t  {name}   Pred,PredicateBit (MASKED), T0.X, T0.Z,
	  {name} * Pred,PredicateBit (MASKED), T0.Y, T0.W, XOR:0x0:0x20000000
	  MOV * T1.X, 1.0, Pred_sel_one
"
    ))
}

#[test]
fn double_predicates_compare_the_pairs() {
    // (a, b) per lane; seed examples PRED_SETE_64 (6, 6) executes, (3, 6) skips (L5459–5472).
    let pairs = [(6.0, 6.0), (3.0, 6.0), (6.0 + 2f64.powi(-40), 6.0), (-0.0, 0.0)];
    for (name, want) in [
        ("PRED_SETE_64", [true, false, false, true]),
        ("PRED_SETGE_64", [true, false, true, true]),
        ("PRED_SETGT_64", [false, false, true, false]),
    ] {
        let mut m = machine(&pred64(name), pairs.len());
        for (l, (a, b)) in pairs.iter().enumerate() {
            let ((ah, al), (bh, bl)) = (hl(*a), hl(*b));
            m.set_gpr(l, 0, [ah, al, bh, bl]);
        }
        assert_eq!(m.run(10).unwrap(), Status::Done);
        let got: Vec<bool> = (0..pairs.len()).map(|l| m.gpr(l, 1).unwrap()[0] != 0).collect();
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn muladd_64_scales_by_its_opcode() {
    for (name, k) in [
        ("MULADD_64", 1.0),
        ("MULADD_64_M2", 2.0),
        ("MULADD_64_M4", 4.0),
        ("MULADD_64_D2", 0.5),
    ] {
        let text = one_clause(&format!(
            "\t  {name}   T11.X, T9.X, T9.Z, T10.X,
	  {name}   T11.Y, T9.X, T9.Z, T10.X,
	  {name}   T11.Z, T9.X, T9.Z, T10.X,
	  {name} * T11.W, T9.Y, T9.W, T10.Y,
"
        ));
        let mut m = machine(&text, 1);
        // (1.5 + 2⁻³⁰) · 2 + 0.25, scaled.
        let (a, b, c) = (1.5 + 2f64.powi(-30), 2.0, 0.25);
        let ((ah, al), (bh, bl), (ch, cl)) = (hl(a), hl(b), hl(c));
        m.set_gpr(0, 9, [ah, al, bh, bl]);
        m.set_gpr(0, 10, [ch, cl, 0, 0]);
        assert_eq!(m.run(10).unwrap(), Status::Done);
        let (h, l) = hl((a * b + c) * k);
        assert_eq!(m.gpr(0, 11).unwrap(), [l, h, l, h], "{name}");
    }
}
