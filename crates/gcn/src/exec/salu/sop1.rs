//! SOP1: one-source scalar operations, moves, bit counts, EXEC saves, PC control
//! (seed 000 lines 3945-4112).

use super::*;

sem! {
    /// `D.u = S0.u` (seed 000 line 3951).
    fn s_mov_b32(w, i) { op1(w, i, |a| (a, None)) }
    /// `D.u64 = S0.u64` (seed 000 line 3954).
    fn s_mov_b64(w, i) { op1_64(w, i, |a| (a, None)) }
    /// `if SCC then D.u = S0.u` (seed 000 line 3957).
    fn s_cmov_b32(w, i) {
        if w.scc {
            let v = s0(w, i);
            w.swrite(i.dst, v);
        }
        next()
    }
    /// `if SCC then D.u64 = S0.u64` (seed 000 line 3960).
    fn s_cmov_b64(w, i) {
        if w.scc {
            let v = src64(w, i, 0, false);
            w.swrite64(i.dst, v);
        }
        next()
    }
    /// `D = ~S0; SCC = (D != 0)` (seed 000 line 3963).
    fn s_not_b32(w, i) { op1(w, i, |a| (!a, Some(!a != 0))) }
    /// `D = ~S0; SCC = (D != 0)` (seed 000 line 3966).
    fn s_not_b64(w, i) { op1_64(w, i, |a| (!a, Some(!a != 0))) }
    /// Whole quad mode of a 32-bit mask; `SCC = (D != 0)` (seed 000 line 3969).
    fn s_wqm_b32(w, i) {
        op1(w, i, |a| nz(wqm(a as u64, 32) as u32))
    }
    /// Whole quad mode of a 64-bit mask; `SCC = (D != 0)` (seed 000 line 3972).
    fn s_wqm_b64(w, i) {
        op1_64(w, i, |a| nz(wqm(a, 64)))
    }
    /// `D.u[31:0] = S0.u[0:31]` (seed 000 line 3975).
    fn s_brev_b32(w, i) { op1(w, i, |a| (a.reverse_bits(), None)) }
    /// `D.u64[63:0] = S0.u64[0:63]` (seed 000 line 3978).
    fn s_brev_b64(w, i) { op1_64(w, i, |a| (a.reverse_bits(), None)) }
    /// Count of zero bits; `SCC = (D != 0)` (seed 000 line 3981).
    fn s_bcnt0_i32_b32(w, i) {
        op1(w, i, |a| (a.count_zeros(), Some(a.count_zeros() != 0)))
    }
    /// Count of zero bits of a 64-bit source; `SCC = (D != 0)` (seed 000 line 3984).
    fn s_bcnt0_i32_b64(w, i) {
        op1_64to32(w, i, false, |a| (a.count_zeros(), Some(a.count_zeros() != 0)))
    }
    /// Count of one bits; `SCC = (D != 0)` (seed 000 line 3987).
    fn s_bcnt1_i32_b32(w, i) { op1(w, i, |a| (a.count_ones(), Some(a != 0))) }
    /// Count of one bits of a 64-bit source; `SCC = (D != 0)` (seed 000 line 3990).
    fn s_bcnt1_i32_b64(w, i) { op1_64to32(w, i, false, |a| (a.count_ones(), Some(a != 0))) }
    /// Position of the first zero from the LSB, -1 if none (seed 000 line 3993).
    fn s_ff0_i32_b32(w, i) { op1(w, i, |a| (first_one(!a as u64), None)) }
    /// Position of the first zero from the LSB of a 64-bit source, -1 if none (seed 000 line 3996).
    fn s_ff0_i32_b64(w, i) { op1_64to32(w, i, false, |a| (first_one(!a), None)) }
    /// Position of the first one from the LSB, -1 if none (seed 000 line 3999).
    fn s_ff1_i32_b32(w, i) { op1(w, i, |a| (first_one(a as u64), None)) }
    /// Position of the first one from the LSB of a 64-bit source, -1 if none (seed 000 line 4002).
    fn s_ff1_i32_b64(w, i) { op1_64to32(w, i, false, |a| (first_one(a), None)) }
    /// Zeros before the first one from the MSB, -1 if none (seed 000 line 4005).
    fn s_flbit_i32_b32(w, i) {
        op1(w, i, |a| (if a == 0 { u32::MAX } else { a.leading_zeros() }, None))
    }
    /// Zeros before the first one from the MSB of a 64-bit source, -1 if none (seed 000 line 4008).
    fn s_flbit_i32_b64(w, i) {
        op1_64to32(w, i, false, |a| (if a == 0 { u32::MAX } else { a.leading_zeros() }, None))
    }
    /// Bits after the sign bit equal to it, -1 if all are (seed 000 line 4011).
    fn s_flbit_i32(w, i) { op1(w, i, |a| (flbit_signed(a as u64, 32), None)) }
    /// Bits after the sign bit of a 64-bit source equal to it, -1 if all are (seed 000 line 4014).
    fn s_flbit_i32_i64(w, i) { op1_64to32(w, i, true, |a| (flbit_signed(a, 64), None)) }
    /// `D.i = signext(S0.i[7:0])` (seed 000 line 4017).
    fn s_sext_i32_i8(w, i) { op1(w, i, |a| (a as u8 as i8 as i32 as u32, None)) }
    /// `D.i = signext(S0.i[15:0])` (seed 000 line 4020).
    fn s_sext_i32_i16(w, i) { op1(w, i, |a| (a as u16 as i16 as i32 as u32, None)) }
    /// `D.u[S0.u[4:0]] = 0` (the rest of D kept; seed 000 line 4023).
    fn s_bitset0_b32(w, i) {
        let d = w.sread(i.dst, 0) & !(1 << (s0(w, i) & 31));
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u64[S0.u[5:0]] = 0` (seed 000 line 4026).
    fn s_bitset0_b64(w, i) {
        let d = w.sread64(i.dst, 0) & !(1u64 << (s0(w, i) & 63));
        w.swrite64(i.dst, d);
        next()
    }
    /// `D.u[S0.u[4:0]] = 1` (seed 000 line 4029).
    fn s_bitset1_b32(w, i) {
        let d = w.sread(i.dst, 0) | 1 << (s0(w, i) & 31);
        w.swrite(i.dst, d);
        next()
    }
    /// `D.u64[S0.u[5:0]] = 1` (seed 000 line 4032).
    fn s_bitset1_b64(w, i) {
        let d = w.sread64(i.dst, 0) | 1u64 << (s0(w, i) & 63);
        w.swrite64(i.dst, d);
        next()
    }
    /// `D.u64 = PC + 4`: the address of the next instruction (seed 000 line 4035).
    fn s_getpc_b64(w, i) {
        w.swrite64(i.dst, w.pc as u64 + 4);
        next()
    }
    /// `PC = S0.u64` (seed 000 line 4038).
    fn s_setpc_b64(w, i) { jump_to(src64(w, i, 0, false)) }
    /// `D.u64 = PC + 4; PC = S0.u64` (seed 000 line 4041); S0 is read before D is written.
    fn s_swappc_b64(w, i) {
        let target = src64(w, i, 0, false);
        w.swrite64(i.dst, w.pc as u64 + 4);
        jump_to(target)
    }
    /// `D[i] = (S0[4i+3:4i] != 0)` for 8 quads; `SCC = (D != 0)` (seed 000 line 4071).
    fn s_quadmask_b32(w, i) {
        op1(w, i, |a| nz(quadmask(a as u64, 32) as u32))
    }
    /// `D[i] = (S0[4i+3:4i] != 0)` for 16 quads; `SCC = (D != 0)` (seed 000 line 4074).
    fn s_quadmask_b64(w, i) {
        op1_64(w, i, |a| nz(quadmask(a, 64)))
    }
    /// `D.u = SGPR[SRC0 + M0]` (seed 000 line 4077); past the register file it reads s0.
    fn s_movrels_b32(w, i) {
        let v = relative(i.src[0], w.m0, false).map_or(w.sgpr[0], |c| w.sread(c, 0));
        w.swrite(i.dst, v);
        next()
    }
    /// `D.u64 = SGPR[SRC0 + M0].u64` (seed 000 line 4080); past the register file it reads s0.
    fn s_movrels_b64(w, i) {
        let v = relative(i.src[0], w.m0, true).map_or(w.sgpr[0] as u64, |c| w.sread64(c, 0));
        w.swrite64(i.dst, v);
        next()
    }
    /// `SGPR[SDST + M0].u = S0.u` (seed 000 line 4083); past the register file it is dropped.
    fn s_movreld_b32(w, i) {
        let v = s0(w, i);
        if let Some(c) = relative(i.dst, w.m0, false) {
            w.swrite(c, v);
        }
        next()
    }
    /// `SGPR[SDST + M0].u64 = S0.u64` (seed 000 line 4086); past the register file it is dropped.
    fn s_movreld_b64(w, i) {
        let v = src64(w, i, 0, false);
        if let Some(c) = relative(i.dst, w.m0, true) {
            w.swrite64(c, v);
        }
        next()
    }
    /// `D.i = |S0.i|` (0x80000000 stays); `SCC = (D != 0)` (seed 000 line 4092).
    fn s_abs_i32(w, i) {
        op1(w, i, |a| nz((a as i32).wrapping_abs() as u32))
    }
    /// `M0[7:0] = S0.u[7:0]` (seed 000 line 4095).
    fn s_set_gpr_idx_idx(w, i) {
        let v = s0(w, i);
        w.m0 = w.m0 & !0xff | v & 0xff;
        next()
    }
    /// `D.u64[2i] = D.u64[2i+1] = S0.u32[i]` (seed 000 line 4110).
    fn s_bitreplicate_b64_b32(w, i) {
        let a = s0(w, i);
        let mut d = 0u64;
        for k in 0..32 {
            if (a >> k) & 1 == 1 {
                d |= 3 << (2 * k);
            }
        }
        w.swrite64(i.dst, d);
        next()
    }
}

/// The position of the lowest set bit, or -1.
fn first_one(x: u64) -> u32 {
    if x == 0 {
        u32::MAX
    } else {
        x.trailing_zeros()
    }
}

/// A jump to a 64-bit byte address; the program's addresses are 32-bit.
fn jump_to(target: u64) -> R {
    u32::try_from(target).map(Flow::Jump).map_err(|_| ExecError {
        lane: None,
        address: Some(target),
        message: "jump target is outside the program's address space".into(),
    })
}
