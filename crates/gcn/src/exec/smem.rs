//! Scalar memory semantics: loads, stores and atomics through an SGPR-pair address or a buffer
//! resource, cache control and timers (seed 000 lines 1804-1945 and 4316-4575; seed 001
//! chapter 8 and lines 8592-10065).
//!
//! Addresses (seed 000 lines 1872-1884): `SGPR[base] + inst_offset + (SGPR[offset] or M0)`,
//! the two LSBs of each component treated as zero. The IMM bit says the OFFSET field is an immediate (21-bit signed for
//! the SGPR-pair forms, unsigned for the buffer forms, as the rows' operand types say); with
//! IMM clear it names the offset SGPR; SOE adds the SOFFSET SGPR too. The scratch forms scale
//! the SGPR offset by 64 bytes. Every access to an address no region maps faults with it.
//!
//! Buffer forms take a V# from four SGPRs (seed 000 lines 1890-1900): base = `{s1[15:0], s0}`,
//! stride = `s1[31:16]`, num_records = `s2`. A dword is in range when it lies wholly below
//! `num_records` bytes (stride 0) or `num_records * stride` bytes; out-of-range loads give 0
//! and out-of-range stores and atomics are not performed (seed 000 line 1945).
//!
//! LGKM_CNT grows by 1 for an access of one dword and by 2 for more (seed 000 lines
//! 1932-1936), saturating at 15.

use alloc::format;

use super::atomic::{self, Op, GLOBAL_INT};
use super::salu::LGKM_MAX;
use super::{Env, ExecError, Flow, Unmapped, Wave};
use crate::isa::inst::{mem, Inst};
use crate::isa::operand::Ty;
use crate::isa::table::{Fidelity, Kind, Slot};

type R = Result<Flow, ExecError>;

/// How an SMEM instruction forms its address.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// SGPR-pair base.
    Global,
    /// SGPR-pair base, SGPR offset in units of 64 bytes.
    Scratch,
    /// Buffer resource (V#).
    Buffer,
}

/// A resolved address: where dword `k` of the access goes, or `None` when it is out of the
/// buffer's range.
struct Addr {
    base: u64,
    offset: u64,
    limit: Option<u64>,
}

impl Addr {
    fn dword(&self, k: u64) -> Option<u64> {
        let off = self.offset.wrapping_add(4 * k);
        match self.limit {
            Some(l) if off.checked_add(4).is_none_or(|end| end > l) => None,
            _ => Some(self.base.wrapping_add(off)),
        }
    }
}

fn mode(i: &Inst) -> Mode {
    let row = i.row();
    if row.has(crate::isa::table::flags::SMEM_SCRATCH) {
        Mode::Scratch
    } else if row
        .operand(Slot::Src0)
        .is_some_and(|o| o.kind == Kind::Sbase && o.ty == Ty::W4)
    {
        Mode::Buffer
    } else {
        Mode::Global
    }
}

/// The byte offset of `i`: immediate and/or offset SGPR (seed 000 lines 1874-1883), each
/// with its two LSBs treated as zero (seed 000 line 1884). GCN 1.0/1.1's SMRD immediate
/// counts dwords (its SGPR offset bytes).
fn offset(w: &Wave, i: &Inst, scale: u64) -> u64 {
    let signed = i.row().smem_offset_signed(w.arch);
    let mut off = 0u64;
    if i.mem & mem::IMM != 0 {
        let v = i.offset
            & if signed {
                0x1f_ffff
            } else {
                w.arch.smem_offset_max() | 0xf_ffff
            };
        let v = if w.arch.smem_offset_in_dwords() {
            v.wrapping_mul(4)
        } else {
            v
        };
        off = if signed {
            (((v << 11) as i32) >> 11) as i64 as u64
        } else {
            v as u64
        } & !3;
    } else if i.mem & mem::SOE == 0 {
        off = (w.sread(i.offset as u16 & 0x7f, 0) as u64 * scale) & !3;
    }
    if i.mem & mem::SOE != 0 {
        off = off.wrapping_add((w.sread(i.soffset, 0) as u64 * scale) & !3);
    }
    off
}

fn address(w: &Wave, i: &Inst) -> Addr {
    match mode(i) {
        Mode::Global | Mode::Scratch => {
            let scale = if mode(i) == Mode::Scratch { 64 } else { 1 };
            Addr {
                base: w.sread64(i.src[0], 0) & !3,
                offset: offset(w, i, scale),
                limit: None,
            }
        }
        Mode::Buffer => {
            let r = |k: u16| w.sread(i.src[0] + k, 0);
            let (r0, r1, r2) = (r(0), r(1), r(2));
            let stride = (r1 >> 16) as u64;
            let records = r2 as u64;
            Addr {
                base: (r0 as u64 | ((r1 & 0xffff) as u64) << 32) & !3,
                offset: offset(w, i, 1),
                limit: Some(if stride == 0 { records } else { records * stride }),
            }
        }
    }
}

/// Dwords of the row's data operand (SDATA).
fn data_dwords(i: &Inst) -> u16 {
    i.row().operand(Slot::Dst).map_or(1, |o| o.ty.dwords() as u16)
}

fn count(w: &mut Wave, dwords: u16) {
    let n = if dwords > 1 { 2 } else { 1 };
    w.counters.lgkm = w.counters.lgkm.saturating_add(n).min(LGKM_MAX);
}

fn fault(i: &Inst, Unmapped(a): Unmapped) -> ExecError {
    ExecError {
        lane: None,
        address: Some(a),
        message: format!("{}: address {a:#x} is not mapped", i.row().name),
    }
}

/// Loads `SDATA[k] = MEM[addr + 4k]` for every dword of the data operand (seed 000 line 4323,
/// seed 001 line 8596): `s_load_dword*`, `s_scratch_load_dword*`, `s_buffer_load_dword*`.
pub fn load(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let a = address(w, i);
    let n = data_dwords(i);
    let mut vals = [0u32; 16];
    for (k, v) in vals.iter_mut().take(n as usize).enumerate() {
        if let Some(addr) = a.dword(k as u64) {
            *v = env.mem.read_u32(addr).map_err(|e| fault(i, e))?;
        }
    }
    for (k, v) in vals.iter().take(n as usize).enumerate() {
        w.swrite(i.dst + k as u16, *v);
    }
    count(w, n);
    Ok(Flow::Next)
}

/// Stores `MEM[addr + 4k] = SDATA[k]` (seed 000 line 4362, seed 001 line 8942):
/// `s_store_dword*`, `s_scratch_store_dword*`, `s_buffer_store_dword*`.
pub fn store(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let a = address(w, i);
    let n = data_dwords(i);
    for k in 0..n {
        if let Some(addr) = a.dword(k as u64) {
            let v = w.sread(i.dst + k, 0);
            env.mem.write_u32(addr, v).map_err(|e| fault(i, e))?;
        }
    }
    count(w, n);
    Ok(Flow::Next)
}

/// A scalar atomic: `tmp = MEM[addr]; MEM[addr] = op(tmp, DATA); RETURN_DATA = tmp` with
/// `glc` (seed 000 lines 4419-4575). 64-bit forms work on dword pairs; the compare-swap forms
/// take `{src, cmp}` and return into the first half. An out-of-range buffer access is not
/// performed and returns 0.
pub fn atomic<const C: u8>(w: &mut Wave, env: &mut Env, i: &Inst) -> R {
    let op = const { GLOBAL_INT[C as usize] };
    let a = address(w, i);
    let n = data_dwords(i);
    let cmpswap = op == Op::CmpSwap;
    let wide = if cmpswap { n == 4 } else { n == 2 };
    let width = if wide { 2 } else { 1 };
    let rd = |w: &Wave, k: u16| -> u64 {
        if wide {
            w.sread(i.dst + k, 0) as u64 | (w.sread(i.dst + k + 1, 0) as u64) << 32
        } else {
            w.sread(i.dst + k, 0) as u64
        }
    };
    let data = rd(w, 0);
    let cmp = if cmpswap { rd(w, width) } else { 0 };
    let mut old = 0u64;
    if let (Some(addr), Some(_)) = (a.dword(0), a.dword(width as u64 - 1)) {
        old = if wide {
            env.mem.read_u64(addr)
        } else {
            env.mem.read_u32(addr).map(u64::from)
        }
        .map_err(|e| fault(i, e))?;
        let new = atomic::apply(op, wide, w.mode, old, data, cmp);
        if wide {
            env.mem.write_u64(addr, new)
        } else {
            env.mem.write_u32(addr, new as u32)
        }
        .map_err(|e| fault(i, e))?;
    }
    if i.mem & mem::GLC != 0 {
        w.swrite(i.dst, old as u32);
        if wide {
            w.swrite(i.dst + 1, (old >> 32) as u32);
        }
    }
    count(w, n);
    Ok(Flow::Next)
}

// Atomic operation codes: the index of each operation in [`atomic::GLOBAL_INT`] (the
// FLAT/MUBUF opcode order, which SMEM shares); the table rows name them as
// `smem::atomic::<C>`.
/// `MEM = DATA` (seed 000 lines 4419, 4458, 4497, 4536).
pub const SWAP: u8 = 0;
/// `MEM = (tmp == cmp) ? src : tmp` (seed 000 lines 4422, 4461, 4500, 4539).
pub const CMPSWAP: u8 = 1;
/// `MEM += DATA` (seed 000 lines 4425, 4464, 4503, 4542).
pub const ADD: u8 = 2;
/// `MEM -= DATA` (seed 000 lines 4428, 4467, 4506, 4545).
pub const SUB: u8 = 3;
/// Signed minimum (seed 000 lines 4431, 4470; the `_x2` rows' `-=` is a typo, seed 001
/// line 9919 has `=`).
pub const SMIN: u8 = 4;
/// Unsigned minimum (seed 000 lines 4434, 4473, 4512, 4551).
pub const UMIN: u8 = 5;
/// Signed maximum (seed 000 lines 4437, 4476, 4515, 4554).
pub const SMAX: u8 = 6;
/// Unsigned maximum (seed 000 lines 4440, 4479, 4518, 4557).
pub const UMAX: u8 = 7;
/// `MEM &= DATA` (seed 000 lines 4443, 4482, 4521, 4560).
pub const AND: u8 = 8;
/// `MEM |= DATA` (seed 000 lines 4446, 4485, 4524, 4563).
pub const OR: u8 = 9;
/// `MEM ^= DATA` (seed 000 lines 4449, 4488, 4527, 4566).
pub const XOR: u8 = 10;
/// `MEM = (tmp >= DATA) ? 0 : tmp + 1` (seed 000 lines 4452, 4491, 4530, 4569).
pub const INC: u8 = 11;
/// `MEM = (tmp == 0 || tmp > DATA) ? DATA : tmp - 1` (seed 000 lines 4455, 4494, 4533, 4572).
pub const DEC: u8 = 12;

/// Cache maintenance (`s_dcache_inv`, `s_dcache_wb`, their `_vol` forms; seed 000 lines
/// 4389-4400) and `s_dcache_discard`/`_x2` and `s_atc_probe*` (seed 000 lines 4407-4418): memory
/// is always coherent here, so they only count in LGKM_CNT (`_x2` by 2, seed 000 line 4416).
pub fn cache(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let n = if i.op == crate::isa::table::Op::s_dcache_discard_x2 {
        2
    } else {
        1
    };
    count(w, n);
    Ok(Flow::Next)
}

/// `s_memtime` / `s_memrealtime` (seed 000 lines 4401-4406): a 64-bit clock. The executor has
/// no clock, so the value is the instruction's byte address divided by 4: deterministic, but
/// differences between two reads are not elapsed time.
pub fn memtime(w: &mut Wave, _: &mut Env, i: &Inst) -> R {
    let t = w.pc as u64 / 4;
    w.swrite64(i.dst, t);
    count(w, 2);
    Ok(Flow::Next)
}

/// The buffer forms' fidelity.
pub const BUFFER: Fidelity = Fidelity::Approximate(
    "range check: a dword wholly below num_records bytes (stride 0) or num_records*stride bytes; the seed's m_size rule (seed 000 line 1897) is unclear",
);
/// `s_memtime`/`s_memrealtime`'s fidelity.
pub const MEMTIME: Fidelity =
    Fidelity::Approximate("no clock: returns the instruction's byte address / 4 (deterministic, not elapsed time)");
