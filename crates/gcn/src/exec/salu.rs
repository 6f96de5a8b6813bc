//! Scalar ALU and program-control semantics (seed 000 chapter 12.1-12.5; seed 001 12.1-12.5).

use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;

type R = Result<Flow, ExecError>;

/// Target of a SOPP branch: `PC + 4 + signext(SIMM16 * 4)` (seed 000 line 4192).
fn branch_target(w: &Wave, i: &Inst) -> u32 {
    w.pc.wrapping_add(4).wrapping_add(((i.simm16 as i16 as i32) * 4) as u32)
}

/// `D.u = S0.u + S1.u; SCC = carry out` (seed 000 line 3717).
pub fn s_add_u32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let a = w.sread(i.src[0], i.literal) as u64;
    let b = w.sread(i.src[1], i.literal) as u64;
    let sum = a + b;
    w.swrite(i.dst, sum as u32);
    w.set_scc(sum >> 32 != 0);
    Ok(Flow::Next)
}

/// `D.u = S0.u` (seed 000 line 3951).
pub fn s_mov_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let v = w.sread(i.src[0], i.literal);
    w.swrite(i.dst, v);
    Ok(Flow::Next)
}

/// `D.u64 = EXEC; EXEC = S0.u64 & EXEC; SCC = (EXEC != 0)` (seed 000 line 4047). S0 is read
/// before D is written, so `s_and_saveexec_b64 s[0:1], s[0:1]` uses the old s[0:1].
pub fn s_and_saveexec_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let s0 = w.sread64(i.src[0], i.literal);
    let old = w.exec;
    w.swrite64(i.dst, old);
    let new = s0 & old;
    w.set_exec(new);
    w.set_scc(new != 0);
    Ok(Flow::Next)
}

/// Does nothing (wait states are not modelled in the sequential executor).
pub fn s_nop(_w: &mut Wave, _: &mut Env, _i: &Inst) -> R {
    Ok(Flow::Next)
}

/// Ends the wave.
pub fn s_endpgm(_w: &mut Wave, _: &mut Env, _i: &Inst) -> R {
    Ok(Flow::End)
}

/// `if EXEC == 0 then PC = PC + signext(SIMM16 * 4) + 4` (seed 000 line 4208).
pub fn s_cbranch_execz(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    Ok(if w.exec == 0 {
        Flow::Jump(branch_target(w, i))
    } else {
        Flow::Next
    })
}

/// `D.u64 = S0.u64` (seed 000 line 3954).
pub fn s_mov_b64(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let v = w.sread64(i.src[0], i.literal);
    w.swrite64(i.dst, v);
    Ok(Flow::Next)
}
