//! Lane operations: `v_readlane_b32`, `v_writelane_b32`, `v_readfirstlane_b32`, `v_swap_b32`,
//! gfx950's `v_permlane16_swap_b32`/`v_permlane32_swap_b32`, and `v_nop` (seed 000 lines
//! 4754-4761, 4985, 6126-6130; seed 001 lines 11284-11300, 12898, 13049-13105, 24797-24835).
//!
//! VGPR operands go through VGPR indexing like every VALU operand (readlane/readfirstlane's
//! source with M0\[12\], writelane's destination with M0\[15\]; seed 000 lines 1709-1777).
//! gfx900 has no `v_movrel*` (VGPR indexing replaces them); GCN 1.0-1.2 have them
//! ([`v_movrel`]).

use super::wave::{Wave, LANES};
use super::{Env, ExecError, Flow, LaneMoves};
use crate::isa::inst::Inst;
use crate::isa::operand::{LDS_DIRECT, VGPR0};

type R = Result<Flow, ExecError>;

/// The VGPR a VGPR-only source `n` names after VGPR indexing, or an error for LDS_DIRECT
/// (gfx900's readlane/readfirstlane accept it; it is not modelled).
fn vsrc(w: &Wave, i: &Inst, n: usize) -> Result<usize, ExecError> {
    if i.src[n] == LDS_DIRECT {
        return Err(ExecError::new(alloc::format!(
            "{}: LDS_DIRECT sources are not executed yet",
            i.row().name
        )));
    }
    Ok(w.src_vgpr(i, n).unwrap_or(0))
}

/// A VGPR operand that is also written (`v_swap_b32`'s and the permlane swaps' source 0),
/// after VGPR indexing; `None` when out of range (then nothing is written, seed 000 line 405).
fn written_src(w: &Wave, i: &Inst) -> Option<usize> {
    let code = i.src[0];
    if code < VGPR0 {
        return None;
    }
    let r = (code - VGPR0) as usize + w.gpr_index(12);
    (r < w.arch.vgpr_count()).then_some(r)
}

/// Every lane reads `lane` (the scalar result is that lane's value), for the lane view.
fn all_from(what: &'static str, lane: usize) -> LaneMoves {
    LaneMoves {
        what,
        source: [Some(lane as u8); LANES],
    }
}

/// Does nothing (seed 000 line 4754; seed 001 line 11239).
pub fn v_nop(_: &mut Wave, _: &mut Env, _: &Inst) -> R {
    Ok(Flow::Next)
}

/// Clears the wave's exception state (seed 000 line 4910; seed 001 line 12382). lanescope
/// records no float exceptions (TRAPSTS reads 0), so there is nothing to clear.
pub fn v_clrexcp(_: &mut Wave, _: &mut Env, _: &Inst) -> R {
    Ok(Flow::Next)
}

/// `lane = S1.u32[5:0]; D0.b32 = VGPR[lane][SRC0]`, whatever EXEC says (seed 000 line 6126;
/// seed 001 line 24797).
pub fn v_readlane_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let r = vsrc(w, i, 0)?;
    let lane = (w.sread(i.src[1], i.literal) & 63) as usize;
    let v = w.vgpr[r * LANES + lane];
    w.swrite(i.dst, v);
    w.lane_moves = Some(all_from(i.row().name, lane));
    Ok(Flow::Next)
}

/// `lane = S1.u32[5:0]; VGPR[lane][VDST] = S0.b32`, whatever EXEC says (seed 000 line 6129;
/// seed 001 lines 24817-24835). The lane view shows the written lane as its own source.
pub fn v_writelane_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let v = w.sread(i.src[0], i.literal);
    let lane = (w.sread(i.src[1], i.literal) & 63) as usize;
    let Some(r) = w.dst_vgpr(i, 0) else {
        return Ok(Flow::Next); // out-of-range destination: not written (seed 000 line 392)
    };
    w.vgpr[r * LANES + lane] = v;
    w.changes.vgprs.push((r as u16, 1 << lane));
    let mut source = [None; LANES];
    source[lane] = Some(lane as u8);
    w.lane_moves = Some(LaneMoves {
        what: i.row().name,
        source,
    });
    Ok(Flow::Next)
}

/// `lane = EXEC == 0 ? 0 : s_ff1(EXEC); D0.b32 = VGPR[lane][SRC0]` (seed 000 line 4760; seed
/// 001 lines 11284-11300).
pub fn v_readfirstlane_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let r = vsrc(w, i, 0)?;
    let lane = if w.exec == 0 {
        0
    } else {
        w.exec.trailing_zeros() as usize
    };
    let v = w.vgpr[r * LANES + lane];
    w.swrite(i.dst, v);
    w.lane_moves = Some(all_from(i.row().name, lane));
    Ok(Flow::Next)
}

/// `tmp = D.u; D.u = S0.u; S0.u = tmp` in the lanes of EXEC (seed 000 line 4985; seed 001
/// line 12898). Either register out of range: nothing is written (seed 000 line 405).
pub fn v_swap_b32(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (Some(d), Some(s)) = (w.dst_vgpr(i, 0), written_src(w, i)) else {
        return Ok(Flow::Next);
    };
    let exec = w.exec;
    for l in 0..LANES {
        if exec >> l & 1 == 1 {
            w.vgpr.swap(d * LANES + l, s * LANES + l);
        }
    }
    if exec != 0 {
        w.changes.vgprs.push((d as u16, exec));
        w.changes.vgprs.push((s as u16, exec));
    }
    Ok(Flow::Next)
}

/// Swaps lane `a` of source 0 with lane `a + DIST` of the destination for each `a` in the
/// mask `FIRST` (a pair moves when both lanes are active), recording both writes and the lane
/// movement. `v_permlane16_swap_b32` (gfx950): rows 0 and 2 of source 0 swap with rows 1 and 3
/// of the destination, `VGPR[pass*32 + lane][SRC0] <-> VGPR[pass*32 + lane + 16][VDST]` (seed
/// 001 lines 13049-13080); `v_permlane32_swap_b32`: rows 2 and 3 of the destination swap with
/// rows 0 and 1 of source 0, `VGPR[lane][SRC0] <-> VGPR[lane + 32][VDST]` (seed 001 lines
/// 13082-13104). Only active pairs move (as DPP treats an inactive source lane with LLVM's `fi`
/// = `bound_ctrl` = 0; the seed's pseudocode does not mention EXEC).
pub fn permlane_swap<const DIST: usize, const FIRST: u64>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let (Some(d), Some(s)) = (w.dst_vgpr(i, 0), written_src(w, i)) else {
        return Ok(Flow::Next);
    };
    let exec = w.exec;
    let (mut src_written, mut dst_written) = (0u64, 0u64);
    let mut source = [None; LANES];
    for a in 0..LANES {
        let b = a + DIST;
        if FIRST >> a & 1 == 0 || exec >> a & 1 == 0 || exec >> b & 1 == 0 {
            continue;
        }
        w.vgpr.swap(s * LANES + a, d * LANES + b);
        src_written |= 1 << a;
        dst_written |= 1 << b;
        source[a] = Some(b as u8);
        source[b] = Some(a as u8);
    }
    if dst_written != 0 {
        w.changes.vgprs.push((d as u16, dst_written));
        w.changes.vgprs.push((s as u16, src_written));
    }
    w.lane_moves = Some(LaneMoves {
        what: i.row().name,
        source,
    });
    Ok(Flow::Next)
}

/// `v_movrels_b32` (`D.u = VGPR[S0.u + M0.u]`), `v_movreld_b32` (`VGPR[D.u + M0.u] = S0.u`) and
/// `v_movrelsd_b32` (both) of GCN 1.0-1.2, in the lanes of EXEC: M0 offsets the source VGPR
/// (`SRC`), the destination VGPR (`DST`) or both. Past the register file a source reads v0
/// and a destination is dropped, as for out-of-range VGPR indexing (seed 000 lines 392, 405).
pub fn v_movrel<const SRC: bool, const DST: bool>(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let m0 = w.m0 as usize;
    let count = w.arch.vgpr_count();
    let in_file = |r: Option<usize>| r.filter(|&r| r < count);
    let values = if SRC {
        let r = in_file(((i.src[0].saturating_sub(VGPR0)) as usize).checked_add(m0)).unwrap_or(0);
        let mut out = [0; LANES];
        out.copy_from_slice(w.vreg(r));
        out
    } else {
        w.src(i, 0)
    };
    let Some(d) = in_file((i.dst as usize).checked_add(if DST { m0 } else { 0 })) else {
        return Ok(Flow::Next);
    };
    let exec = w.exec;
    for (l, v) in values.iter().enumerate() {
        if exec >> l & 1 == 1 {
            w.vgpr[d * LANES + l] = *v;
        }
    }
    if exec != 0 {
        w.changes.vgprs.push((d as u16, exec));
    }
    Ok(Flow::Next)
}
