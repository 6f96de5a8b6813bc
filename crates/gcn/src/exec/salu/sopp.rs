//! SOPC compares (seed 000 lines 4113-4177) and SOPP program control: branches, waits, messages,
//! traps (seed 000 lines 4178-4276), with the fidelity notes of these instructions.

use super::*;

sem! {
    /// `SCC = (S0.u[S1.u[4:0]] == 0)` (seed 000 line 4155).
    fn s_bitcmp0_b32(w, i) { cmp(w, i, |a, b| (a >> (b & 31)) & 1 == 0) }
    /// `SCC = (S0.u[S1.u[4:0]] == 1)` (seed 000 line 4158).
    fn s_bitcmp1_b32(w, i) { cmp(w, i, |a, b| (a >> (b & 31)) & 1 == 1) }
    /// `SCC = (S0.u64[S1.u[5:0]] == 0)` (seed 000 line 4161).
    fn s_bitcmp0_b64(w, i) {
        let (a, b) = (src64(w, i, 0, false), s1(w, i));
        w.set_scc((a >> (b & 63)) & 1 == 0);
        next()
    }
    /// `SCC = (S0.u64[S1.u[5:0]] == 1)` (seed 000 line 4164).
    fn s_bitcmp1_b64(w, i) {
        let (a, b) = (src64(w, i, 0, false), s1(w, i));
        w.set_scc((a >> (b & 63)) & 1 == 1);
        next()
    }
    /// `VSKIP = S0.u[S1.u[4:0]]`, kept in MODE.VSKIP (bit 28; seed 000 line 4167).
    fn s_setvskip(w, i) {
        let bit = (s0(w, i) >> (s1(w, i) & 31)) & 1;
        w.mode = w.mode & !MODE_VSKIP | bit << 28;
        next()
    }
    /// `MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] = SIMM4` (the raw SSRC1 field;
    /// seed 000 line 4170, lines 1664-1700).
    fn s_set_gpr_idx_on(w, i) {
        let idx = s0(w, i) & 0xff;
        let simm4 = (i.src[1] & 0xf) as u32;
        w.m0 = w.m0 & !0xf0ff | idx | simm4 << 12;
        w.mode |= MODE_GPR_IDX_EN;
        next()
    }
    /// `SCC = (S0.u64 == S1.u64)` (seed 000 line 4173).
    fn s_cmp_eq_u64(w, i) {
        let r = src64(w, i, 0, false) == src64(w, i, 1, false);
        w.set_scc(r);
        next()
    }
    /// `SCC = (S0.u64 != S1.u64)` (seed 000 line 4176).
    fn s_cmp_lg_u64(w, i) {
        let r = src64(w, i, 0, false) != src64(w, i, 1, false);
        w.set_scc(r);
        next()
    }
}

// ---------------------------------------------------------------- SOPP (seed 000 lines 4178-4276)

sem! {
    /// Does nothing: `SIMM16[3:0] + 1` wait states, which the sequential executor does not
    /// need (seed 000 line 4184).
    fn s_nop(_w, _i) { next() }
    /// Ends the wave (seed 000 line 4187); its implicit `s_waitcnt 0` empties the counters.
    fn s_endpgm(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
    /// `PC = PC + signext(SIMM16 * 4) + 4` (seed 000 line 4190).
    fn s_branch(w, i) { Ok(Flow::Jump(branch_target(w, i))) }
    /// Wakes sleeping waves of the workgroup; no wave sleeps here (`s_sleep` does not wait), so
    /// it does nothing (seed 000 line 4193).
    fn s_wakeup(_w, _i) { next() }
    /// `if SCC == 0 then jump` (seed 000 line 4196).
    fn s_cbranch_scc0(w, i) { branch_if(w, i, !w.scc) }
    /// `if SCC == 1 then jump` (seed 000 line 4199).
    fn s_cbranch_scc1(w, i) { branch_if(w, i, w.scc) }
    /// `if VCC == 0 then jump` (VCCZ; seed 000 line 4202).
    fn s_cbranch_vccz(w, i) { branch_if(w, i, w.vcc == 0) }
    /// `if VCC != 0 then jump` (seed 000 line 4205).
    fn s_cbranch_vccnz(w, i) { branch_if(w, i, w.vcc != 0) }
    /// `if EXEC == 0 then jump` (seed 000 line 4208).
    fn s_cbranch_execz(w, i) { branch_if(w, i, w.exec == 0) }
    /// `if EXEC != 0 then jump` (seed 000 line 4211).
    fn s_cbranch_execnz(w, i) { branch_if(w, i, w.exec != 0) }
    /// Waits for the other waves of the workgroup (seed 000 line 4214).
    fn s_barrier(_w, _i) { Ok(Flow::Barrier) }
    /// Kills the wave when `SIMM16[0]` is 1 (seed 001 line 8290), else does nothing.
    fn s_setkill(w, i) {
        if i.simm16 & 1 == 1 {
            w.log(w.pc, String::from("setkill(1): wave killed"));
            return Ok(Flow::End);
        }
        next()
    }
    /// Waits until VM_CNT <= SIMM16\[15:14,3:0\], EXP_CNT <= SIMM16\[6:4\] and LGKM_CNT <=
    /// SIMM16\[11:8\] (seed 000 line 4220, seed 001 line 8299). Memory effects already happened
    /// at issue, so the counters just drop to the limits.
    fn s_waitcnt(w, i) {
        let s = i.simm16;
        let vm = ((s & 0xf | ((s >> 14) & 3) << 4) & w.arch.vmcnt_max()) as u8;
        let exp = ((s >> 4) & 7) as u8;
        let lgkm = ((s >> 8) & 0xf) as u8;
        let c = &mut w.counters;
        c.vm = c.vm.min(vm);
        c.exp = c.exp.min(exp);
        c.lgkm = c.lgkm.min(lgkm);
        next()
    }
    /// Halts the wave when `SIMM16[0]` is 1 (seed 000 line 4223); nothing resumes a halted
    /// wave here, so it ends.
    fn s_sethalt(w, i) {
        if i.simm16 & 1 == 1 {
            w.log(w.pc, String::from("sethalt(1): wave halted"));
            return Ok(Flow::End);
        }
        next()
    }
    /// Sleeps `64 * SIMM16[6:0]` clocks: no architectural effect (seed 000 line 4226).
    fn s_sleep(_w, _i) { next() }
    /// Sets the user priority `SIMM16[1:0]`: scheduling only (seed 000 line 4229).
    fn s_setprio(_w, _i) { next() }
    /// Sends message `SIMM16[9:0]` (seed 000 line 4232): recorded in the wave's messages;
    /// LGKM_CNT counts it (seed 000 line 587).
    fn s_sendmsg(w, i) {
        send(w, i);
        next()
    }
    /// Sends a message, then halts the wave (seed 000 line 4235): it ends here.
    fn s_sendmsghalt(w, i) {
        send(w, i);
        Ok(Flow::End)
    }
    /// Enters the trap handler with `TrapID = SIMM16[7:0]` (seed 000 line 4238): there is no
    /// handler, so the wave stops with an error after recording `trap(N)`.
    fn s_trap(w, i) {
        let id = i.simm16 & 0xff;
        w.log(w.pc, format!("trap({id})"));
        Err(ExecError::new(format!("s_trap {id}: no trap handler is installed, the wave stops")))
    }
    /// Invalidates the instruction cache: no architectural effect (seed 000 line 4241).
    fn s_icache_inv(_w, _i) { next() }
    /// Increments a performance counter, which is not modelled (seed 000 line 4244).
    fn s_incperflevel(_w, _i) { next() }
    /// Decrements a performance counter, which is not modelled (seed 000 line 4247).
    fn s_decperflevel(_w, _i) { next() }
    /// Sends M0 to the thread trace, which is not modelled (seed 000 line 4250).
    fn s_ttracedata(_w, _i) { next() }
    /// Jumps if STATUS.COND_DBG_SYS; no debugger sets it, so never taken (seed 000 line 4253).
    fn s_cbranch_cdbgsys(_w, _i) { next() }
    /// Jumps if STATUS.COND_DBG_USER: never taken (seed 000 line 4256).
    fn s_cbranch_cdbguser(_w, _i) { next() }
    /// Jumps if either debug flag is set: never taken (seed 000 line 4259).
    fn s_cbranch_cdbgsys_or_user(_w, _i) { next() }
    /// Jumps if both debug flags are set: never taken (seed 000 line 4262).
    fn s_cbranch_cdbgsys_and_user(_w, _i) { next() }
    /// Ends a wave saved by the context-switch handler (seed 000 line 4265).
    fn s_endpgm_saved(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
    /// `MODE.gpr_idx_en = 0`; M0 unchanged (seed 000 line 4268).
    fn s_set_gpr_idx_off(w, _i) {
        w.mode &= !MODE_GPR_IDX_EN;
        next()
    }
    /// `M0[15:12] = SIMM16[3:0]` (seed 000 line 4271).
    fn s_set_gpr_idx_mode(w, i) {
        w.m0 = w.m0 & !0xf000 | ((i.simm16 & 0xf) as u32) << 12;
        next()
    }
    /// Ends the wave after its POPS critical section (seed 000 line 4274).
    fn s_endpgm_ordered_ps_done(w, _i) {
        w.counters = Default::default();
        Ok(Flow::End)
    }
}

/// Records `sendmsg(…)` and counts it in LGKM_CNT.
fn send(w: &mut Wave, i: &Inst) {
    let mut text = String::new();
    crate::isa::sendmsg::write(&mut text, w.arch, i.simm16);
    w.log(w.pc, text);
    w.counters.lgkm = w.counters.lgkm.saturating_add(1).min(LGKM_MAX);
}

/// Why the fork/join branch stack is not executed.
pub const NO_FORK_JOIN: &str = "the fork/join branch stack (MODE.CSP and its SGPR save area) is not modelled";
/// Why the trap-return instructions are not executed.
pub const NO_TRAP_HANDLER: &str = "there is no trap handler to return from (s_trap stops the wave)";

notes! {
    /// `s_getreg_b32`'s fidelity.
    GETREG: "MODE, STATUS (SCC, EXECZ, VCCZ, VALID) and IB_STS (the wait counters) reflect the wave; TRAPSTS, HW_ID, GPR_ALLOC, LDS_ALLOC, TBA, TMA and XCC_ID read 0",
    /// `s_setreg_b32`/`s_setreg_imm32_b32`'s fidelity.
    SETREG: "writes MODE (every bit); writes to TRAPSTS and the other registers are dropped (STATUS, HW_ID and the rest are read-only)",
    /// `s_setvskip`'s fidelity.
    SETVSKIP: "sets MODE.VSKIP (bit 28); vector instructions are still executed while it is set",
    /// `s_setkill`'s fidelity.
    SETKILL: "s_setkill 1 ends the wave (recorded in its messages)",
    /// `s_sethalt`'s fidelity.
    SETHALT: "s_sethalt 1 ends the wave: nothing resumes a halted wave here",
    /// `s_setprio`'s fidelity.
    SETPRIO: "the priority is not kept (waves are scheduled in order; STATUS.WAVE_PRIO reads 0)",
    /// `s_sendmsg`'s fidelity.
    SENDMSG: "the message is recorded with its PC (and counted in LGKM_CNT); nothing receives it",
    /// `s_sendmsghalt`'s fidelity.
    SENDMSGHALT: "the message is recorded, then the wave ends (nothing resumes a halted wave)",
    /// `s_trap`'s fidelity.
    TRAP: "no trap handler: records trap(N) and stops the wave with an error (TTMP0/1 not written)",
    /// The conditional-debug branches' fidelity.
    CDBG: "STATUS.COND_DBG_SYS/USER are always 0 (no debugger): never taken",
}
