//! Per-lane ALU semantics: the `sem` column of [`crate::table::TABLE`].
//!
//! Each function takes the three source values (after NEG/ABS, as raw 32-bit patterns)
//! and returns the result bits. Float ops flush denormal inputs and outputs to a signed
//! zero (issue 16 "Facts settled"); integer ops and `MOV` move bits untouched. Side
//! effects (predicate, kill, AR, reductions) are derived by the executor from the result:
//! `PRED_SET*` return 0.0 for "execute" and 1.0 for "skip", `KILL*` return 1.0 for "kill"
//! (seed 003 pseudocode), reductions return their per-slot term.

use crate::table::Fault;

/// A per-lane result.
pub type Res = Result<u32, Fault>;

const ONE: u32 = 0x3F80_0000;

/// An f32 input with denormals flushed to a signed zero.
pub fn fin(x: u32) -> f32 {
    if x & 0x7F80_0000 == 0 {
        f32::from_bits(x & 0x8000_0000)
    } else {
        f32::from_bits(x)
    }
}

/// An f32 output's bits with denormals flushed to a signed zero.
pub fn fout(x: f32) -> u32 {
    let b = x.to_bits();
    if b & 0x7F80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

fn f2(s: [u32; 3], f: impl Fn(f32, f32) -> f32) -> Res {
    Ok(fout(f(fin(s[0]), fin(s[1]))))
}

fn f1(s: [u32; 3], f: impl Fn(f32) -> f32) -> Res {
    Ok(fout(f(fin(s[0]))))
}

/// Non-IEEE multiply: 0 × anything (even inf/NaN) is 0 (map §6.12).
pub fn mul_legacy(a: f32, b: f32) -> f32 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a * b
    }
}

/// `ADD`.
pub fn add(s: [u32; 3]) -> Res {
    f2(s, |a, b| a + b)
}
/// `MUL` (0 × anything = 0).
pub fn mul(s: [u32; 3]) -> Res {
    f2(s, mul_legacy)
}
/// `MUL_IEEE`.
pub fn mul_ieee(s: [u32; 3]) -> Res {
    f2(s, |a, b| a * b)
}
/// `MAX`: `src0 >= src1 ? src0 : src1` (a NaN compare picks src1).
pub fn max(s: [u32; 3]) -> Res {
    f2(s, |a, b| if a >= b { a } else { b })
}
/// `MIN`: `src0 < src1 ? src0 : src1`.
pub fn min(s: [u32; 3]) -> Res {
    f2(s, |a, b| if a < b { a } else { b })
}
/// `MAX_DX10`: IEEE maxNum (a NaN operand loses).
pub fn max_dx10(s: [u32; 3]) -> Res {
    f2(s, f32::max)
}
/// `MIN_DX10`: IEEE minNum.
pub fn min_dx10(s: [u32; 3]) -> Res {
    f2(s, f32::min)
}
/// `FRACT`: `x - floor(x)`.
pub fn fract(s: [u32; 3]) -> Res {
    f1(s, |a| a - libm::floorf(a))
}
/// `TRUNC`.
pub fn trunc(s: [u32; 3]) -> Res {
    f1(s, libm::truncf)
}
/// `CEIL`.
pub fn ceil(s: [u32; 3]) -> Res {
    f1(s, libm::ceilf)
}
/// `RNDNE`: round to nearest even.
pub fn rndne(s: [u32; 3]) -> Res {
    f1(s, libm::rintf)
}
/// `FLOOR`.
pub fn floor(s: [u32; 3]) -> Res {
    f1(s, libm::floorf)
}
/// `MOV` (and the identity used by `MOVA_INT`): bits unchanged.
pub fn mov(s: [u32; 3]) -> Res {
    Ok(s[0])
}
/// `MAX4`'s per-slot term: the flushed float input.
pub fn max4_term(s: [u32; 3]) -> Res {
    f1(s, |a| a)
}
/// `AND_INT`.
pub fn and_int(s: [u32; 3]) -> Res {
    Ok(s[0] & s[1])
}
/// `OR_INT`.
pub fn or_int(s: [u32; 3]) -> Res {
    Ok(s[0] | s[1])
}
/// `XOR_INT`.
pub fn xor_int(s: [u32; 3]) -> Res {
    Ok(s[0] ^ s[1])
}
/// `NOT_INT`.
pub fn not_int(s: [u32; 3]) -> Res {
    Ok(!s[0])
}
/// `ADD_INT` (wrapping).
pub fn add_int(s: [u32; 3]) -> Res {
    Ok(s[0].wrapping_add(s[1]))
}
/// `SUB_INT` (wrapping).
pub fn sub_int(s: [u32; 3]) -> Res {
    Ok(s[0].wrapping_sub(s[1]))
}
/// `MAX_INT`.
pub fn max_int(s: [u32; 3]) -> Res {
    Ok((s[0] as i32).max(s[1] as i32) as u32)
}
/// `MIN_INT`.
pub fn min_int(s: [u32; 3]) -> Res {
    Ok((s[0] as i32).min(s[1] as i32) as u32)
}
/// `MAX_UINT`.
pub fn max_uint(s: [u32; 3]) -> Res {
    Ok(s[0].max(s[1]))
}
/// `MIN_UINT`.
pub fn min_uint(s: [u32; 3]) -> Res {
    Ok(s[0].min(s[1]))
}
/// `DOT4`'s per-slot term (non-IEEE multiply).
pub fn dot4_term(s: [u32; 3]) -> Res {
    mul(s)
}
/// `FLT_TO_INT`: truncation, saturating; NaN gives 0.
pub fn flt_to_int(s: [u32; 3]) -> Res {
    Ok(fin(s[0]) as i32 as u32)
}
/// `FLT_TO_UINT`: truncation, saturating; NaN gives 0.
pub fn flt_to_uint(s: [u32; 3]) -> Res {
    Ok(fin(s[0]) as u32)
}
/// `INT_TO_FLT` (round to nearest even).
pub fn int_to_flt(s: [u32; 3]) -> Res {
    Ok(fout(s[0] as i32 as f32))
}
/// `UINT_TO_FLT`.
pub fn uint_to_flt(s: [u32; 3]) -> Res {
    Ok(fout(s[0] as f32))
}
/// `EXP_IEEE`: 2^x.
pub fn exp_ieee(s: [u32; 3]) -> Res {
    f1(s, libm::exp2f)
}
/// `LOG_IEEE`: log2(x).
pub fn log_ieee(s: [u32; 3]) -> Res {
    f1(s, libm::log2f)
}
/// `LOG_CLAMPED`: log2(x) with −inf clamped to −MAX_FLT.
pub fn log_clamped(s: [u32; 3]) -> Res {
    f1(s, |a| libm::log2f(a).max(-f32::MAX))
}
/// `RECIP_IEEE`.
pub fn recip_ieee(s: [u32; 3]) -> Res {
    f1(s, |a| 1.0 / a)
}
/// `RECIP_CLAMPED`: ±inf results clamp to ±MAX_FLT.
pub fn recip_clamped(s: [u32; 3]) -> Res {
    f1(s, |a| (1.0 / a).clamp(-f32::MAX, f32::MAX))
}
/// `RECIP_FF`: ±inf results flush to ±0.
pub fn recip_ff(s: [u32; 3]) -> Res {
    f1(s, |a| ff(1.0 / a))
}
fn ff(r: f32) -> f32 {
    if r.is_infinite() {
        0.0f32.copysign(r)
    } else {
        r
    }
}
/// `RECIPSQRT_IEEE`.
pub fn rsq_ieee(s: [u32; 3]) -> Res {
    f1(s, |a| 1.0 / libm::sqrtf(a))
}
/// `RECIPSQRT_CLAMPED`.
pub fn rsq_clamped(s: [u32; 3]) -> Res {
    f1(s, |a| (1.0 / libm::sqrtf(a)).clamp(-f32::MAX, f32::MAX))
}
/// `RECIPSQRT_FF`.
pub fn rsq_ff(s: [u32; 3]) -> Res {
    f1(s, |a| ff(1.0 / libm::sqrtf(a)))
}
/// `SQRT_IEEE`.
pub fn sqrt_ieee(s: [u32; 3]) -> Res {
    f1(s, libm::sqrtf)
}
/// `SIN`: the argument is in revolutions, sin(2πx), as LLVM's `LowerTrig` and Mesa assume
/// for R700 (map §6.12).
pub fn sin(s: [u32; 3]) -> Res {
    f1(s, |a| libm::sinf(a * core::f32::consts::TAU))
}
/// `COS`: cos(2πx), see [`sin`].
pub fn cos(s: [u32; 3]) -> Res {
    f1(s, |a| libm::cosf(a * core::f32::consts::TAU))
}
/// `ASHR`: a count above 31 gives 0 or −1 by src0's sign (seed §9 ASHR_INT; the summary
/// table at L1759 says "the LSB 5 bits" instead; the per-instruction text wins here).
pub fn ashr(s: [u32; 3]) -> Res {
    Ok(((s[0] as i32) >> s[1].min(31)) as u32)
}
/// `LSHR`: a count above 31 gives 0 (seed §9 LSHR_INT).
pub fn lshr(s: [u32; 3]) -> Res {
    Ok(s[0].checked_shr(s[1]).unwrap_or(0))
}
/// `LSHL`: a count above 31 gives 0 (seed §9 LSHL_INT).
pub fn lshl(s: [u32; 3]) -> Res {
    Ok(s[0].checked_shl(s[1]).unwrap_or(0))
}
/// `MULLO_INT` / `MULLO_UINT`: the low 32 bits.
pub fn mullo(s: [u32; 3]) -> Res {
    Ok(s[0].wrapping_mul(s[1]))
}
/// `MULHI_INT`: the high 32 bits of the signed product.
pub fn mulhi_int(s: [u32; 3]) -> Res {
    Ok(((i64::from(s[0] as i32) * i64::from(s[1] as i32)) >> 32) as u32)
}
/// `MULHI_UINT` (llc's `MULHI`).
pub fn mulhi_uint(s: [u32; 3]) -> Res {
    Ok(((u64::from(s[0]) * u64::from(s[1])) >> 32) as u32)
}
/// `RECIP_UINT(x) = ⌊2³²/x⌋` (issue 16 "Facts settled"); x = 0 gives 0xFFFFFFFF.
pub fn recip_uint(s: [u32; 3]) -> Res {
    Ok(match s[0] {
        0 | 1 => u32::MAX,
        x => ((1u64 << 32) / u64::from(x)) as u32,
    })
}
fn muladd_legacy(s: [u32; 3], k: f32) -> Res {
    Ok(fout((mul_legacy(fin(s[0]), fin(s[1])) + fin(s[2])) * k))
}
fn muladd_ieee_k(s: [u32; 3], k: f32) -> Res {
    // Rounds twice: the product is an f32 before the add (issue 16 "Facts settled").
    let p = fin(fout(fin(s[0]) * fin(s[1])));
    Ok(fout((p + fin(s[2])) * k))
}
/// `MULADD`.
pub fn muladd(s: [u32; 3]) -> Res {
    muladd_legacy(s, 1.0)
}
/// `MULADD_M2`.
pub fn muladd_m2(s: [u32; 3]) -> Res {
    muladd_legacy(s, 2.0)
}
/// `MULADD_M4`.
pub fn muladd_m4(s: [u32; 3]) -> Res {
    muladd_legacy(s, 4.0)
}
/// `MULADD_D2`.
pub fn muladd_d2(s: [u32; 3]) -> Res {
    muladd_legacy(s, 0.5)
}
/// `MULADD_IEEE` (rounds twice).
pub fn muladd_ieee(s: [u32; 3]) -> Res {
    muladd_ieee_k(s, 1.0)
}
/// `MULADD_IEEE_M2`.
pub fn muladd_ieee_m2(s: [u32; 3]) -> Res {
    muladd_ieee_k(s, 2.0)
}
/// `MULADD_IEEE_M4`.
pub fn muladd_ieee_m4(s: [u32; 3]) -> Res {
    muladd_ieee_k(s, 4.0)
}
/// `MULADD_IEEE_D2`.
pub fn muladd_ieee_d2(s: [u32; 3]) -> Res {
    muladd_ieee_k(s, 0.5)
}
fn cnd(s: [u32; 3], c: bool) -> Res {
    Ok(if c { s[1] } else { s[2] })
}
/// `CNDE`: `src0 == 0.0 ? src1 : src2`.
pub fn cnde(s: [u32; 3]) -> Res {
    cnd(s, fin(s[0]) == 0.0)
}
/// `CNDGT`: `src0 > 0.0 ? src1 : src2`.
pub fn cndgt(s: [u32; 3]) -> Res {
    cnd(s, fin(s[0]) > 0.0)
}
/// `CNDGE`: `src0 >= 0.0 ? src1 : src2`.
pub fn cndge(s: [u32; 3]) -> Res {
    cnd(s, fin(s[0]) >= 0.0)
}
/// `CNDE_INT`: `src0 == 0 ? src1 : src2`.
pub fn cnde_int(s: [u32; 3]) -> Res {
    cnd(s, s[0] == 0)
}
/// `CNDGT_INT`: `src0 > 0 (signed) ? src1 : src2`.
pub fn cndgt_int(s: [u32; 3]) -> Res {
    cnd(s, (s[0] as i32) > 0)
}
/// `CNDGE_INT`: `src0 >= 0 (signed) ? src1 : src2`.
pub fn cndge_int(s: [u32; 3]) -> Res {
    cnd(s, (s[0] as i32) >= 0)
}

/// `+MAX_FLOAT`.
const MAX_FLOAT: u32 = 0x7F7F_FFFF;

/// `PRED_SET_INV`: 1.0 → 0.0 (execute), 0.0 → 1.0, any other x → x (skip) (map §3).
pub fn pred_set_inv(s: [u32; 3]) -> Res {
    let a = fin(s[0]);
    Ok(if a == 1.0 {
        0
    } else if a == 0.0 {
        ONE
    } else {
        s[0]
    })
}
/// `PRED_SET_POP`: 0.0 (execute) when src0 ≤ src1, else src0 − src1 (skip).
pub fn pred_set_pop(s: [u32; 3]) -> Res {
    let (a, b) = (fin(s[0]), fin(s[1]));
    Ok(if a <= b { 0 } else { fout(a - b) })
}
/// `PRED_SET_CLR`: +MAX_FLOAT (skip).
pub fn pred_set_clr(_s: [u32; 3]) -> Res {
    Ok(MAX_FLOAT)
}
/// `PRED_SET_RESTORE`: 0.0 (execute) when src0 is 0.0, else src0 (skip).
pub fn pred_set_restore(s: [u32; 3]) -> Res {
    Ok(if fin(s[0]) == 0.0 { 0 } else { s[0] })
}
/// A float `*_PUSH` branch counter: 0.0 (execute) when `src1 cc 0` and src0 is 0.0, else
/// src0 + 1.0 (skip) (map §3).
fn push_f(s: [u32; 3], c: impl Fn(f32) -> bool) -> Res {
    let a = fin(s[0]);
    Ok(if c(fin(s[1])) && a == 0.0 { 0 } else { fout(a + 1.0) })
}
/// An integer `*_PUSH_INT` counter: 0 (execute) when `src1 cc 0` and src0 is 0, else
/// src0 + 1 (skip).
fn push_i(s: [u32; 3], c: impl Fn(i32) -> bool) -> Res {
    Ok(if c(s[1] as i32) && s[0] == 0 {
        0
    } else {
        s[0].wrapping_add(1)
    })
}
/// MOVA's clamp: [−256, 255], except that values above 255 become −256 (map §6.11).
pub fn ar_clamp(v: i32) -> i32 {
    if v > 255 {
        -256
    } else {
        v.max(-256)
    }
}
/// `MOVA`: floor(x + 0.5) as an integer (the AR value, also the GPR result).
pub fn mova(s: [u32; 3]) -> Res {
    Ok(ar_clamp(libm::floorf(fin(s[0]) + 0.5) as i32) as u32)
}
/// `MOVA_FLOOR`: floor(x) as an integer.
pub fn mova_floor(s: [u32; 3]) -> Res {
    Ok(ar_clamp(libm::floorf(fin(s[0])) as i32) as u32)
}
/// `MUL_LIT` with output scale `k`: −MAX_FLOAT if src1 is −MAX_FLOAT, −inf or NaN, or src2
/// ≤ 0 or NaN; otherwise src0 · src1 (0 × anything = 0) (map §3, seed L4684).
fn mul_lit_k(s: [u32; 3], k: f32) -> Res {
    let (a, b, c) = (fin(s[0]), fin(s[1]), fin(s[2]));
    let neg_max = f32::from_bits(MAX_FLOAT | 0x8000_0000);
    if b == neg_max || b == f32::NEG_INFINITY || b.is_nan() || c.is_nan() || c <= 0.0 {
        return Ok(MAX_FLOAT | 0x8000_0000);
    }
    Ok(fout(mul_legacy(a, b) * k))
}
/// `MUL_LIT`.
pub fn mul_lit(s: [u32; 3]) -> Res {
    mul_lit_k(s, 1.0)
}
/// `MUL_LIT_M2`.
pub fn mul_lit_m2(s: [u32; 3]) -> Res {
    mul_lit_k(s, 2.0)
}
/// `MUL_LIT_M4`.
pub fn mul_lit_m4(s: [u32; 3]) -> Res {
    mul_lit_k(s, 4.0)
}
/// `MUL_LIT_D2`.
pub fn mul_lit_d2(s: [u32; 3]) -> Res {
    mul_lit_k(s, 0.5)
}
/// ALU `NOP`: no result (the executor writes nothing for it).
pub fn nop(_s: [u32; 3]) -> Res {
    Ok(0)
}

/// A 64-bit op's per-slot value before pairing: the slot's src0 dword. The executor
/// combines the slots of a pair (x,y / z,w) or of all four (MUL_64, MULADD_64*, FREXP_64)
/// into the double result (see `exec::f64`).
pub fn slot64(s: [u32; 3]) -> Res {
    Ok(s[0])
}

/// `RECIP_INT`: `sign(x)·⌊2³²/|x|⌋` wrapped to 32 bits, RECIP_UINT's settled form with the
/// sign (the seed says only `ApproximateRecip`, L6381; 0 is undefined and gives 0xFFFFFFFF).
pub fn recip_int(s: [u32; 3]) -> Res {
    let x = s[0] as i32;
    let r = recip_uint([x.unsigned_abs(), 0, 0])?;
    Ok(if x < 0 { r.wrapping_neg() } else { r })
}

// Compare codes: the `C` of the compare families below, which the table rows name
// (`ops::set::<GT>`, `ops::set_int::<GE, false>`, `ops::pred_set_push_int::<LT>`).
/// Compare code: `==`.
pub const E: u8 = 0;
/// Compare code: `>`.
pub const GT: u8 = 1;
/// Compare code: `>=`.
pub const GE: u8 = 2;
/// Compare code: `!=`.
pub const NE: u8 = 3;
/// Compare code: `<` (the `*_PUSH_INT` forms only).
pub const LT: u8 = 4;
/// Compare code: `<=` (the `*_PUSH_INT` forms only).
pub const LE: u8 = 5;

/// `a C b`.
fn holds<const C: u8, T: PartialOrd>(a: T, b: T) -> bool {
    match C {
        E => a == b,
        GT => a > b,
        GE => a >= b,
        NE => a != b,
        LT => a < b,
        _ => a <= b,
    }
}

/// `S0 C S1` on the flushed float sources.
fn float_holds<const C: u8>(s: [u32; 3]) -> bool {
    holds::<C, f32>(fin(s[0]), fin(s[1]))
}

/// `S0 C S1` as i32 (`SIGNED`) or u32.
fn int_holds<const C: u8, const SIGNED: bool>(s: [u32; 3]) -> bool {
    if SIGNED {
        holds::<C, i32>(s[0] as i32, s[1] as i32)
    } else {
        holds::<C, u32>(s[0], s[1])
    }
}

/// `SETE`…`SETNE` and `KILLE`…`KILLNE`: 1.0 when `S0 C S1` holds (for a KILL: the pixel is
/// killed), else 0.0.
pub fn set<const C: u8>(s: [u32; 3]) -> Res {
    Ok(if float_holds::<C>(s) { ONE } else { 0 })
}

/// `SETE_DX10`…`SETNE_DX10`: all ones when `S0 C S1` holds, else 0.
pub fn set_dx10<const C: u8>(s: [u32; 3]) -> Res {
    Ok(if float_holds::<C>(s) { u32::MAX } else { 0 })
}

/// `PRED_SETE`…`PRED_SETNE`: 0.0 (execute) when `S0 C S1` holds, else 1.0 (skip).
pub fn pred_set<const C: u8>(s: [u32; 3]) -> Res {
    Ok(if float_holds::<C>(s) { 0 } else { ONE })
}

/// `SETE_INT`…`SETNE_INT` (`SIGNED`), `SETGT_UINT`, `SETGE_UINT`: all ones when `S0 C S1`
/// holds, else 0.
pub fn set_int<const C: u8, const SIGNED: bool>(s: [u32; 3]) -> Res {
    Ok(if int_holds::<C, SIGNED>(s) { u32::MAX } else { 0 })
}

/// `PRED_SETE_INT`…`PRED_SETNE_INT` (`SIGNED`), `PRED_SETGT_UINT`, `PRED_SETGE_UINT`: 0.0
/// (execute) when `S0 C S1` holds, else 1.0 (skip).
pub fn pred_set_int<const C: u8, const SIGNED: bool>(s: [u32; 3]) -> Res {
    Ok(if int_holds::<C, SIGNED>(s) { 0 } else { ONE })
}

/// `KILLE_INT`…`KILLNE_INT` (`SIGNED`), `KILLGT_UINT`, `KILLGE_UINT`: 1.0 (kill) when `S0 C S1`
/// holds, else 0.0.
pub fn kill_int<const C: u8, const SIGNED: bool>(s: [u32; 3]) -> Res {
    Ok(if int_holds::<C, SIGNED>(s) { ONE } else { 0 })
}

/// `PRED_SETE_PUSH`…`PRED_SETNE_PUSH`: the float push counter with `S1 C 0.0`.
pub fn pred_set_push<const C: u8>(s: [u32; 3]) -> Res {
    push_f(s, |b| holds::<C, f32>(b, 0.0))
}

/// `PRED_SETE_PUSH_INT`…`PRED_SETLE_PUSH_INT`: the integer push counter with `S1 C 0`.
pub fn pred_set_push_int<const C: u8>(s: [u32; 3]) -> Res {
    push_i(s, |b| holds::<C, i32>(b, 0))
}
