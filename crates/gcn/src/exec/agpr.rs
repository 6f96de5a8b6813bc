//! Moves between the architectural VGPRs and gfx950's accumulation VGPRs (AGPRs): seed 001
//! L2415–L2481, L12916, L17892, L17899. The AGPRs live in the wave's register file after the
//! VGPRs (register [`AGPR0`]` + n`, see [`Wave`]). Untyped 32-bit moves under EXEC, no
//! modifiers (L12908). VGPR indexing through M0 is not applied to AGPR operands (the seed says
//! nothing of it for AGPRs).

use super::wave::{Lanes, AGPR0, LANES};
use super::{Env, ExecError, Flow, Wave};
use crate::isa::inst::Inst;
use crate::isa::operand::VGPR0;

/// AGPR source operand `n` of `i` (encoded 256 + index), all lanes.
fn agpr_src(w: &Wave, i: &Inst, n: usize) -> Lanes {
    let r = AGPR0 + i.src[n].saturating_sub(VGPR0) as usize;
    let mut out = [0; LANES];
    if r < w.file_end(AGPR0) {
        out.copy_from_slice(w.vreg(r));
    }
    out
}

/// Writes AGPR `i.dst` in the lanes of EXEC.
fn agpr_dst(w: &mut Wave, i: &Inst, v: &Lanes) {
    let r = AGPR0 + i.dst as usize;
    if r < w.file_end(AGPR0) {
        w.vwrite(r as u16, v);
    }
}

/// `V_ACCVGPR_READ_B32`: `VGPR[D] = AGPR[S0]` (seed 001 L17892).
pub fn v_accvgpr_read_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    let v = agpr_src(w, i, 0);
    w.write_vdst(i, &v);
    Ok(Flow::Next)
}

/// `V_ACCVGPR_WRITE_B32`: `AGPR[D] = S0`, a VGPR or a constant (seed 001 L17899).
pub fn v_accvgpr_write_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    let v = w.src(i, 0);
    agpr_dst(w, i, &v);
    Ok(Flow::Next)
}

/// `V_ACCVGPR_MOV_B32`: `AGPR[D] = AGPR[S0]` (seed 001 L12916).
pub fn v_accvgpr_mov_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> Result<Flow, ExecError> {
    let v = agpr_src(w, i, 0);
    agpr_dst(w, i, &v);
    Ok(Flow::Next)
}
