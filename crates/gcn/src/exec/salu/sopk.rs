//! SOPK: scalar operations on a 16-bit immediate (seed 000 lines 3876-3944).

use super::*;

/// SIMM16 sign-extended.
fn simm(i: &Inst) -> u32 {
    i.simm16 as i16 as i32 as u32
}

sem! {
    /// `D.i = signext(SIMM16)` (seed 000 line 3882).
    fn s_movk_i32(w, i) {
        w.swrite(i.dst, simm(i));
        next()
    }
    /// `if SCC then D.i = signext(SIMM16)` (seed 000 line 3885).
    fn s_cmovk_i32(w, i) {
        if w.scc {
            w.swrite(i.dst, simm(i));
        }
        next()
    }
    /// `D.i = D.i + signext(SIMM16); SCC = signed overflow` (seed 000 line 3924).
    fn s_addk_i32(w, i) {
        let t = w.sread(i.dst, 0);
        let d = t.wrapping_add(simm(i));
        w.swrite(i.dst, d);
        w.set_scc(t >> 31 == (i.simm16 >> 15) as u32 && t >> 31 != d >> 31);
        next()
    }
    /// `D.i = D.i * signext(SIMM16)`; SCC unchanged (seed 000 line 3927).
    fn s_mulk_i32(w, i) {
        let d = w.sread(i.dst, 0).wrapping_mul(simm(i));
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u = hardware-reg[offset +: size]`, `SIMM16 = {size-1, offset, id}` (seed 000 line 3933,
    /// seed 001 line 6555). MODE, STATUS (SCC, EXECZ, VCCZ, VALID) and IB_STS (the wait
    /// counters) reflect the wave; the other registers read 0.
    fn s_getreg_b32(w, i) {
        let (id, offset, size) = hwreg_fields(i.simm16);
        let v = (read_hwreg(w, id) >> offset) & mask32(size);
        w.swrite(i.dst, v);
        next()
    }
    /// `hardware-reg[offset +: size] = S0.u` (the SDST field names the source; seed 000 line
    /// 3936, seed 001 line 6570). Only MODE is writable here.
    fn s_setreg_b32(w, i) {
        let v = w.sread(i.dst, 0);
        setreg(w, i.simm16, v);
        next()
    }
    /// `hardware-reg[offset +: size] = SIMM32` (seed 000 line 3939, seed 001 line 6597).
    fn s_setreg_imm32_b32(w, i) {
        setreg(w, i.simm16, i.literal);
        next()
    }
    /// `D.u64 = PC + 4; PC = PC + signext(SIMM16 * 4) + 4` (seed 000 line 3942).
    fn s_call_b64(w, i) {
        w.swrite64(i.dst, w.pc as u64 + 4);
        Ok(Flow::Jump(branch_target(w, i)))
    }
}

/// hwreg id, offset and size of a `SIMM16 = {size-1 [15:11], offset [10:6], id [5:0]}`
/// (seed 001 lines 6557-6560).
fn hwreg_fields(simm16: u16) -> (u16, u32, u32) {
    (
        simm16 & 0x3f,
        ((simm16 >> 6) & 0x1f) as u32,
        ((simm16 >> 11) & 0x1f) as u32 + 1,
    )
}

/// hwreg ids (seed 000 lines 1175-1215).
const HW_REG_MODE: u16 = 1;
const HW_REG_STATUS: u16 = 2;
const HW_REG_IB_STS: u16 = 7;

/// The value of hardware register `id` as this wave has it.
fn read_hwreg(w: &Wave, id: u16) -> u32 {
    match id {
        HW_REG_MODE => w.mode,
        // STATUS: SCC [0], EXECZ [9], VCCZ [10], VALID [16] (seed 000 lines 234-306; SCC is
        // bit 0, the doc's "1" is a typo since SPI_PRIO is [2:1]).
        HW_REG_STATUS => w.scc as u32 | ((w.exec == 0) as u32) << 9 | ((w.vcc == 0) as u32) << 10 | 1 << 16,
        // IB_STS: VM_CNT [3:0] and [23:22], EXP_CNT [6:4], LGKM_CNT [11:8] (seed 000 line 1233).
        HW_REG_IB_STS => {
            let c = w.counters;
            (c.vm as u32 & 0xf) | ((c.vm as u32 >> 4) & 3) << 22 | (c.exp as u32 & 7) << 4 | (c.lgkm as u32 & 0xf) << 8
        }
        // TRAPSTS, HW_ID (wave 0 of SIMD 0 of CU 0), GPR_ALLOC, LDS_ALLOC, TBA, TMA, XCC_ID.
        _ => 0,
    }
}

/// `mask = ((1 << size) - 1) << offset; reg = (S0 << offset) & mask | reg & ~mask` (seed 001
/// line 6575); only MODE takes the write, other registers are read-only or not modelled.
fn setreg(w: &mut Wave, simm16: u16, v: u32) {
    let (id, offset, size) = hwreg_fields(simm16);
    let mask = ((mask64(size) << offset) & 0xffff_ffff) as u32;
    if id == HW_REG_MODE {
        w.mode = (v << offset) & mask | w.mode & !mask;
    }
}
