//! Unit assignment and read-port checks on hand-built ALU clauses.

use lanescope_r700::group::{check, groups};
use lanescope_r700::{assemble, decode, print_with_encodings};

/// An OP2 instruction: `op dst.elem, T<s0>.<c0>, T<s1>.<c1>` with bank swizzle `bs` (not yet
/// the last of its group: [`program`] marks that).
fn op2(op: u32, dst: u32, elem: u32, s0: (u32, u32), s1: (u32, u32), bs: u32) -> [u32; 2] {
    let w0 = s0.0 | s0.1 << 10 | s1.0 << 13 | s1.1 << 23;
    let w1 = 1 << 4 | op << 7 | bs << 18 | dst << 21 | elem << 29;
    [w0, w1]
}

/// A program: one ALU clause at @2 holding `slots` as one group (the last slot marked so),
/// then CF_END.
fn program(slots: &[[u32; 2]]) -> Vec<u8> {
    let n = slots.len() as u32;
    let mut words = vec![2, (n - 1) << 18 | 8 << 26 | 1 << 31, 0, 0x8020_0000];
    words.extend(slots.iter().flatten());
    if !slots.is_empty() {
        let last_w0 = words.len() - 2;
        words[last_w0] |= 1 << 31;
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// What [`check`] says about the group `slots`.
fn problems(slots: &[[u32; 2]]) -> Vec<String> {
    check(&decode(&program(slots)).unwrap())
        .into_iter()
        .map(|p| p.1)
        .collect()
}

const ADD: u32 = 0;
const RECIP_IEEE: u32 = 102;

#[test]
fn units_follow_the_destination_element_then_t() {
    // ADD T0.X; ADD T1.X (x taken → t); ADD * T2.Z
    let bytes = program(&[
        op2(ADD, 0, 0, (1, 0), (2, 1), 0),
        op2(ADD, 1, 0, (3, 2), (4, 3), 0),
        op2(ADD, 2, 2, (5, 1), (6, 3), 0),
    ]);
    let prog = decode(&bytes).unwrap();
    let g = groups(&prog).unwrap();
    assert_eq!(g.len(), 1);
    let used: Vec<bool> = g[0].slots.iter().map(Option::is_some).collect();
    assert_eq!(used, [true, false, true, false, true]);
}

#[test]
fn two_trans_ops_in_a_group_are_an_error() {
    let recip = |dst, s0| op2(RECIP_IEEE, dst, dst, (s0, 0), (0, 0), 0);
    let problems = problems(&[recip(0, 1), recip(1, 2)]);
    assert_eq!(problems.len(), 1);
    assert!(problems[0].contains("unit t is already taken"), "{problems:?}");
}

#[test]
fn a_read_port_conflict_is_a_located_error() {
    // x: src0 T1.X in cycle 0; y: src0 T3.X in cycle 0 (VEC_012) → bank X conflict.
    let x = op2(ADD, 0, 0, (1, 0), (2, 1), 0);
    let y = |bs| op2(ADD, 0, 1, (3, 0), (4, 2), bs);
    let text = print_with_encodings(&decode(&program(&[x, y(0)])).unwrap());
    let errs = assemble(&text).unwrap_err();
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(errs[0].span.line, 5, "{text}");
    assert!(errs[0].message.contains("read port conflict: bank X in cycle 0"));
    // VEC_120 moves y's src0 to cycle 1: legal.
    let good = program(&[x, y(2)]);
    let text = print_with_encodings(&decode(&good).unwrap());
    assert!(text.contains("BS:VEC_120/SCL_212"));
    assert_eq!(assemble(&text).unwrap().0, good);
}

#[test]
fn src1_equal_to_src0_shares_the_port() {
    // ADD T0.X, T1.X, T1.X with VEC_012: src0 and src1 both bank X, same address.
    assert!(problems(&[op2(ADD, 0, 0, (1, 0), (1, 0), 0)]).is_empty());
    // T1.X and T2.X in cycles 0 and 1: different cycles, fine; T2.X, T1.X, VEC_021 too.
    assert!(problems(&[op2(ADD, 0, 0, (1, 0), (2, 0), 1)]).is_empty());
}

/// An OP3 instruction: `op dst.elem, src0, src1, src2` (sel, chan) with bank swizzle `bs` (not
/// yet marked last).
fn op3(op: u32, dst: (u32, u32), s: [(u32, u32); 3], bs: u32) -> [u32; 2] {
    let w0 = s[0].0 | s[0].1 << 10 | s[1].0 << 13 | s[1].1 << 23;
    let w1 = s[2].0 | s[2].1 << 10 | op << 13 | bs << 18 | dst.0 << 21 | dst.1 << 29;
    [w0, w1]
}

const MULADD_IEEE: u32 = 20;

#[test]
fn trans_constant_rules() {
    let x = op2(ADD, 0, 0, (1, 0), (2, 1), 0);
    // On t (x taken): one constant (KC0[0].X) and SCL_210 loads src2 (T3.Y) in cycle 0.
    let t = |bs| op3(MULADD_IEEE, (4, 0), [(128, 0), (5, 0), (3, 1)], bs);
    let found = problems(&[x, t(0)]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("cycle 0"));
    // SCL_122 loads src1/src2 in cycle 2: legal.
    assert!(problems(&[x, t(1)]).is_empty());
    // Two constants: the register must come in cycle 2 (SCL_212 puts src1 in cycle 1).
    let two = |bs| op3(MULADD_IEEE, (4, 0), [(128, 0), (5, 0), (252, 0)], bs);
    assert!(!problems(&[x, two(2)]).is_empty());
    assert!(problems(&[x, two(1)]).is_empty());
    // Three constants are illegal on t.
    let three = op3(MULADD_IEEE, (4, 0), [(128, 0), (249, 0), (252, 0)], 0);
    let found = problems(&[x, three]);
    assert!(found[0].contains("three constant"), "{found:?}");
}

const DOT4: u32 = 80;
const PRED_SETE: u32 = 32;
const KILLGT: u32 = 45;

#[test]
fn coissue_limits() {
    // DOT4 on x, y, z, w: fine; on x and y only: an error.
    let dot = |e| op2(DOT4, 0, e, (1, e), (2, e), 0);
    assert!(problems(&[dot(0), dot(1), dot(2), dot(3)]).is_empty());
    assert!(problems(&[dot(0), dot(1)])[0].contains("must fill x, y, z and w"));
    // Two PRED_SETs, or a PRED_SET with a KILL.
    let p = |e| op2(PRED_SETE, 0, e, (1, e), (2, e), 0);
    assert!(problems(&[p(0), p(1)])[0].contains("more than one PRED_SET"));
    let k = op2(KILLGT, 0, 1, (3, 1), (4, 1), 0);
    assert!(problems(&[p(0), k])[0].contains("KILL and a PRED_SET"));
}
