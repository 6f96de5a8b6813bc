//! R700 executor, control flow beyond llc's output: COND (FALSE/BOOL/NOT_BOOL with
//! CF_CONST), WHOLE_QUAD_MODE, VALID_PIXEL_MODE, PUSH_ELSE, the POP_* forms, DX9 loops
//! (trip count, aL and its step) and the rows that fault as unsupported. References are
//! worked out by hand from seed 003 §3.6–3.7 (Tables 3.4 and 3.7).

use lanescope_r700::exec::{Config, LaneState, R700Machine, Status};
use lanescope_r700::{assemble, decode};

use LaneState::{Active as A, InactiveBranch as B};

/// A machine of `lanes` lanes for `text`, lane `l`'s T0.X = `x[l]` (f32).
fn machine(text: &str, x: &[f32]) -> R700Machine {
    let (code, _) = assemble(text).unwrap_or_else(|e| panic!("{e:?}"));
    let config = Config {
        lanes: x.len(),
        ..Config::default()
    };
    let mut m = R700Machine::new(&decode(&code).unwrap(), config).unwrap();
    for (l, v) in x.iter().enumerate() {
        m.set_gpr(l, 0, [v.to_bits(), 0, 0, 0]);
    }
    m
}

/// T1's x component in every lane.
fn t1x(m: &R700Machine) -> Vec<u32> {
    (0..m.lane_states().len()).map(|l| m.gpr(l, 1).unwrap()[0]).collect()
}

const ONE: u32 = 0x3F80_0000;

/// A program of the CF instructions `cf`, then CF_END, then the ALU clauses `clauses` (each
/// from its "ALU clause starting at" line, as [`pred_gt`] and [`one_into_t1`] write them).
fn program(cf: &[&str], clauses: &[String]) -> String {
    let mut text = String::from("\n");
    for line in cf.iter().chain(&["CF_END"]) {
        text += &format!("\t{line}\n");
    }
    text + &clauses.concat()
}

/// The ALU clause at `at` whose PRED_SETGT keeps the lanes with T0.X > `than` active.
fn pred_gt(at: u32, than: &str) -> String {
    format!("\tALU clause starting at {at}:\n\t  PRED_SETGT * ExecMask,PredicateBit (MASKED), T0.X, {than},\n")
}

/// The ALU clause at `at` that writes 1.0 into T1's channel `chan`.
fn one_into_t1(at: u32, chan: char) -> String {
    format!("\tALU clause starting at {at}:\n\t  MOV * T1.{chan}, 1.0,\n")
}

/// ALU_PUSH_BEFORE (T0.X > 0), PUSH_ELSE, then an ALU clause that writes T1.X = 1.0.
fn push_else() -> String {
    program(
        &[
            "ALU_PUSH_BEFORE 0, @5, KC0[], KC1[]",
            "PUSH_ELSE @4",
            "ALU 0, @6, KC0[], KC1[]",
            "POP @4 POP:2",
        ],
        &[pred_gt(5, "0.0"), one_into_t1(6, 'X')],
    )
}

#[test]
fn push_else_pushes_then_inverts_against_the_entry_below() {
    let mut m = machine(&push_else(), &[0.0, 1.0, 0.0, 2.0]);
    m.step().unwrap(); // the ALU_PUSH_BEFORE clause (one group)
    assert_eq!(m.lane_states(), &[B, A, B, A]);
    m.step().unwrap(); // PUSH_ELSE
    assert_eq!(m.stack().len(), 2, "PUSH_ELSE always pushes");
    assert_eq!(m.lane_states(), &[A, B, A, B], "active at the push below: inverted");
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(t1x(&m), [ONE, 0, ONE, 0]);
    assert!(m.stack().is_empty());
    assert_eq!(m.lane_states(), &[A; 4]);
    // Every lane passed the PRED_SET: after the inversion none is active, so PUSH_ELSE
    // jumps to CF_END without popping.
    let mut m = machine(&push_else(), &[1.0; 4]);
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(t1x(&m), [0; 4]);
    assert_eq!(m.stack().len(), 2);
}

/// PUSH (COND from `xor`) around an ALU clause that writes T1.X = 1.0.
fn push_cond(xor: u32) -> String {
    let push = format!("PUSH @3 XOR:0x0:{xor:#x}");
    program(
        &[&push, "ALU 0, @4, KC0[], KC1[]", "POP @3 POP:1"],
        &[one_into_t1(4, 'X')],
    )
}

#[test]
fn cond_bool_not_bool_and_false_read_the_boolean_constants() {
    // (COND << 8 | CF_CONST << 3, booleans, lanes that run the clause)
    let cases = [
        (0x200, 0b0, false), // BOOL, b0 = 0: PUSH jumps to CF_END
        (0x200, 0b1, true),
        (0x300, 0b1, false), // NOT_BOOL
        (0x300, 0b0, true),
        (0x218, 0b1000, true), // BOOL of CF_CONST 3
        (0x218, 0b0111, false),
        (0x100, 0b1111, false), // FALSE
    ];
    for (xor, bools, runs) in cases {
        let mut m = machine(&push_cond(xor), &[1.0, 2.0]);
        m.set_bool_constants(bools);
        assert_eq!(m.run(20).unwrap(), Status::Done);
        let want = if runs { ONE } else { 0 };
        assert_eq!(t1x(&m), [want; 2], "COND xor {xor:#x}, booleans {bools:#b}");
        assert!(m.stack().is_empty());
    }
    // JUMP with COND FALSE always jumps (and pops POP_COUNT on that path).
    let text = program(
        &["JUMP @2 POP:0 XOR:0x0:0x100", "ALU 0, @3, KC0[], KC1[]"],
        &[one_into_t1(3, 'X')],
    );
    let mut m = machine(&text, &[1.0]);
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(t1x(&m), [0]);
}

/// A clause that kills lanes with T0.X > 0, then POP (VPM when `vpm`).
fn kill_then_pop(vpm: bool) -> String {
    let xor = if vpm { " XOR:0x0:0x400000" } else { "" };
    format!(
        "
	ALU_PUSH_BEFORE 0, @3, KC0[], KC1[]
	POP @2 POP:1{xor}
	CF_END
	ALU clause starting at 3:
	  KILLGT * T0.X (MASKED), T0.X, 0.0,
"
    )
}

#[test]
fn valid_pixel_mode_on_pop_deactivates_killed_lanes() {
    let mut m = machine(&kill_then_pop(false), &[0.0, 1.0, 0.0, 2.0]);
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(m.valid(), &[true, false, true, false]);
    assert_eq!(m.lane_states(), &[A; 4], "killed lanes stay active without VPM");
    let mut m = machine(&kill_then_pop(true), &[0.0, 1.0, 0.0, 2.0]);
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(
        m.lane_states(),
        &[A, B, A, B],
        "VPM: invalid lanes fail the test after the pop"
    );
}

#[test]
fn whole_quad_mode_runs_every_lane_of_a_quad_with_an_active_lane() {
    let mut x = [0.0f32; 8];
    x[1] = 1.0;
    let wqm = program(
        &[
            "ALU_PUSH_BEFORE 0, @5, KC0[], KC1[]",
            "ALU 0, @6, KC0[], KC1[] XOR:0x0:0x40000000",
            "ALU 0, @7, KC0[], KC1[]",
            "POP @4 POP:1",
        ],
        &[pred_gt(5, "0.0"), one_into_t1(6, 'X'), one_into_t1(7, 'Y')],
    );
    let mut m = machine(&wqm, &x);
    for _ in 0..3 {
        m.step().unwrap();
    }
    assert_eq!(m.lane_states()[..4], [B, A, B, B], "WQM leaves the pixel state alone");
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(t1x(&m), [ONE, ONE, ONE, ONE, 0, 0, 0, 0], "quad 0 ran, quad 1 did not");
    let y: Vec<u32> = (0..8).map(|l| m.gpr(l, 1).unwrap()[1]).collect();
    assert_eq!(y, [0, ONE, 0, 0, 0, 0, 0, 0], "without WQM only the active lane runs");
}

/// A loop (`start` with XOR `xor`, CF_CONST 1) whose body counts in T1.X and adds
/// T[aL].X into T1.Y.
fn dx9_loop(start: &str) -> String {
    format!(
        "
	{start} @3 XOR:0x0:0x8
	ALU 1, @4, KC0[], KC1[]
	END_LOOP @1
	CF_END
	ALU clause starting at 4:
	  ADD_INT   T1.X, T1.X, 1,
	  ADD_INT * T1.Y, T1.Y, T(0 + AR.x).X+, XOR:0x10000000:0x0
"
    )
}

#[test]
fn dx9_loops_take_count_init_and_step_from_the_integer_constant() {
    let mut m = machine(&dx9_loop("LOOP_START"), &[0.0]);
    for (reg, v) in [(2, 100), (7, 200), (12, 400), (17, 800)] {
        m.set_gpr(0, reg, [v, 0, 0, 0]);
    }
    assert!(m.set_loop_constant(1, [3, 2, 5]));
    assert!(!m.set_loop_constant(32, [1, 0, 0]));
    m.step().unwrap(); // LOOP_START
    assert_eq!((m.al(), m.loop_count()), (2, Some(3)));
    let mut seen = Vec::new();
    while m.step().unwrap() == Status::Running {
        seen.push(m.al());
        assert!(seen.len() < 20);
    }
    // After each clause and END_LOOP: aL 2 → 7 → 12, then the exit restores aL = 0.
    assert_eq!(seen, [2, 7, 7, 12, 12, 0]);
    assert_eq!(m.gpr(0, 1).unwrap()[..2], [3, 700], "3 iterations read T2, T7, T12");
    assert!(m.stack().is_empty());
    assert_eq!(m.loop_count(), None);
    // A trip count of 0 skips the loop.
    let mut m = machine(&dx9_loop("LOOP_START"), &[0.0]);
    assert_eq!(m.run(50).unwrap(), Status::Done);
    assert_eq!(m.gpr(0, 1).unwrap()[0], 0);
    // LOOP_START_NO_AL counts but leaves aL alone (reads T0.X each time).
    let mut m = machine(&dx9_loop("LOOP_START_NO_AL"), &[0.0]);
    m.set_gpr(0, 0, [5, 0, 0, 0]);
    m.set_loop_constant(1, [2, 9, 9]);
    assert_eq!(m.run(50).unwrap(), Status::Done);
    assert_eq!(m.gpr(0, 1).unwrap()[..2], [2, 10]);
}

#[test]
fn pop_jump_and_pop_push_pop_first() {
    // ALU_PUSH_BEFORE (lanes with x > 0 stay active), then POP_PUSH POP:1 with COND
    // ACTIVE: pops back to all active, then pushes again (nobody fails).
    // The program, with `second` as its second CF instruction.
    let text = |second: &str| {
        program(
            &["ALU_PUSH_BEFORE 0, @4, KC0[], KC1[]", second, "POP @3 POP:1"],
            &[pred_gt(4, "0.0")],
        )
    };
    let mut m = machine(&text("POP_PUSH @3 XOR:0x0:0x1"), &[0.0, 1.0]);
    m.step().unwrap();
    assert_eq!(m.lane_states(), &[B, A]);
    m.step().unwrap();
    assert_eq!((m.lane_states(), m.stack().len()), (&[A, A][..], 1));
    assert_eq!(m.run(10).unwrap(), Status::Done);
    assert!(m.stack().is_empty());
    // POP_JUMP POP:1: pops, then jumps (COND FALSE) past the POP that would underflow.
    let mut m = machine(&text("POP_JUMP @3 XOR:0x0:0x101"), &[0.0, 1.0]);
    assert_eq!(m.run(10).unwrap(), Status::Done);
    assert_eq!((m.lane_states(), m.stack().len()), (&[A, A][..], 0));
}

/// One CF instruction (`w1`) then CF_END, as bytes.
fn cf_then_end(w0: u32, w1: u32) -> Vec<u8> {
    [w0, w1, 0, 0x8020_0000].iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn unsupported_rows_fault_with_their_reason() {
    for (op, name) in [
        (21, "EMIT_VERTEX"),
        (23, "CUT_VERTEX"),
        (32, "MEM_STREAM0"),
        (36, "MEM_SCRATCH"),
        (37, "MEM_REDUCTION"),
        (38, "MEM_RING"),
    ] {
        let prog = decode(&cf_then_end(0, op << 23)).unwrap();
        let config = Config {
            lanes: 2,
            ..Config::default()
        };
        let mut m = R700Machine::new(&prog, config).unwrap();
        let e = m.run(5).unwrap_err();
        assert_eq!(e.cf, 0);
        assert!(
            e.message.starts_with(&format!("{name} is not supported: ")),
            "{}",
            e.message
        );
        assert!(e.message.len() > name.len() + 30, "a reason follows: {}", e.message);
    }
}

#[test]
fn pop_push_else_pops_then_pushes_and_inverts() {
    // Two ALU_PUSH_BEFOREs (x > 0, then x > 1); POP_PUSH_ELSE POP:1 pops the second
    // (back to x > 0), pushes that state and inverts it against the entry below (every lane
    // active at the first push): only lane 0 runs the ALU clause.
    let text = program(
        &[
            "ALU_PUSH_BEFORE 0, @6, KC0[], KC1[]",
            "ALU_PUSH_BEFORE 0, @7, KC0[], KC1[]",
            "POP_PUSH_ELSE @5 XOR:0x0:0x1",
            "ALU 0, @8, KC0[], KC1[]",
            "POP @5 POP:2",
        ],
        &[pred_gt(6, "0.0"), pred_gt(7, "1.0"), one_into_t1(8, 'X')],
    );
    let mut m = machine(&text, &[0.0, 1.0, 2.0, 3.0]);
    m.step().unwrap();
    m.step().unwrap();
    assert_eq!(m.lane_states(), &[B, B, A, A]);
    m.step().unwrap(); // POP_PUSH_ELSE: pop → [B, A, A, A], push, invert vs [A; 4]
    assert_eq!(m.stack().len(), 2);
    assert_eq!(m.lane_states(), &[A, B, B, B]);
    assert_eq!(m.run(20).unwrap(), Status::Done);
    assert_eq!(t1x(&m), [ONE, 0, 0, 0]);
}
