//! The local data share and memory-read clauses (seed Ch7–8, L2159–2235, L627–670;
//! formats L8632–8884).
//!
//! LDS: 16 KB as 4 banks of 1024 dwords (256 entries × 16 B each), bank-major in
//! [`R700Machine::lds`]. The wavefront is its own thread group, so a thread id is its lane
//! and SIMD_WAVE_REL changes nothing. `MEM_DSW` (MEM_OP 4, owner write): thread t writes
//! the unmasked components of `SRC_GPR` (swizzled: xyzw, 0.0, 1.0) to bank `t mod 4` at
//! dword `(t >> 2)·DST_STRIDE + DST_INDEX` (+4 per burst step, with SRC_GPR + 1). `MEM_DSR`
//! (MEM_OP 5): the source's SRC_SEL_X component is the bank and SRC_SEL_Y the dword address
//! ("X channel has index; Y has address"), plus RD_OFFSET (+4 per burst step, DST_GPR + 1);
//! MUX NONE reads the aligned 4-dword entry into the write-enabled components, WORD_SELECT
//! one dword into every write-enabled component; BROADCAST reads at the first valid lane's
//! address and writes every lane, active or not. WATERFALL only orders the reads: ignored.
//! Writes land before later reads (L2226). Out-of-range addresses write nothing and read 0.
//! FFT_PERMUTE, REL_GLOBAL and the scratch/reduction paths fault.
//!
//! Memory reads (VTX-started clauses): `RD_SCATTER` reads `ELEM_SIZE + 1` raw dwords of the
//! scatter buffer at dword `ARRAY_BASE + SRC_GPR.SRC_SEL_X` (L2199; DATA_FORMAT ignored),
//! missing components 0; the destination swizzle applies. RV770 has no burst reads (L2215).

use alloc::format;

use super::{fault, ExecFault, R700Machine, GPRS};
use crate::fields::bits;

/// Dwords per LDS bank.
const BANK: usize = 1024;
/// LDS dwords (16 KB).
pub(super) const LDS_DWORDS: usize = 4 * BANK;

/// The bank-major index of flat LDS word `i` (bank `i mod 4`, dword `i / 4`), if in range.
fn lds_slot(i: usize) -> Option<usize> {
    (i < LDS_DWORDS).then(|| (i % 4) * BANK + i / 4)
}

/// A swizzle select (0–3 xyzw, 4 0.0, 5 1.0), or `None` for masked.
fn select(v: [u32; 4], s: u32) -> Option<u32> {
    match s {
        0..=3 => Some(v[s as usize]),
        4 => Some(0),
        5 => Some(1.0f32.to_bits()),
        _ => None,
    }
}

impl R700Machine {
    /// The local data share, 4 banks of 1024 dwords, bank-major.
    pub fn lds(&self) -> &[u32] {
        &self.lds
    }

    /// LDS word `i` in the debugger's flat order: bank `i mod 4`, dword `i / 4` (so an owner
    /// write of lane `t` with stride 1 lands in word `t`); `None` past the LDS.
    pub fn lds_word(&self, i: usize) -> Option<u32> {
        self.lds.get(lds_slot(i)?).copied()
    }

    /// Sets LDS word `i` (order as [`R700Machine::lds_word`]); false past the LDS.
    pub fn set_lds_word(&mut self, i: usize, value: u32) -> bool {
        match lds_slot(i).and_then(|s| self.lds.get_mut(s)) {
            Some(w) => {
                *w = value;
                true
            }
            None => false,
        }
    }

    /// A GPR index plus aL for REL_LOOP (1); REL_GLOBAL (2) faults.
    fn lds_gpr(&self, pc: u32, base: u32, mode: u32) -> Result<usize, ExecFault> {
        let r = match mode {
            0 => base as i64,
            1 => i64::from(base) + i64::from(self.al),
            _ => return Err(fault(pc, "LDS REL_GLOBAL (SIMD-global GPRs) is not executed")),
        };
        usize::try_from(r)
            .ok()
            .filter(|r| *r < GPRS)
            .ok_or_else(|| fault(pc, "LDS GPR index out of range"))
    }

    /// One LDS instruction (a TEX_MEM slot of a TEX clause) in every lane of `lanes`.
    pub(super) fn lds_op(&mut self, pc: u32, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        match bits(w[0], 10, 8) {
            4 => self.lds_write(pc, w, lanes),
            5 => self.lds_read(pc, w, lanes),
            op => Err(fault(pc, format!("MEM_OP {op} in a TEX (LDS) clause is not executed"))),
        }
    }

    fn lds_write(&mut self, pc: u32, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        let index = bits(w[1], 7, 0) as usize;
        let stride = (bits(w[1], 22, 16) | bits(w[1], 24, 23) << 7) as usize;
        for step in 0..=bits(w[2], 3, 0) {
            let src = self.lds_gpr(pc, bits(w[0], 17, 11) + step, bits(w[0], 19, 18))?;
            for t in (0..self.lanes).filter(|&t| lanes[t]) {
                let v = self.gpr[t * GPRS + src];
                let off = (t >> 2) * stride + index + 4 * step as usize;
                for c in 0..4 {
                    let (Some(d), true) = (select(v, bits(w[0], 22 + 3 * c, 20 + 3 * c)), off + (c as usize) < BANK)
                    else {
                        continue;
                    };
                    self.lds[(t % 4) * BANK + off + c as usize] = d;
                }
            }
        }
        Ok(())
    }

    fn lds_read(&mut self, pc: u32, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        let (mux, broadcast) = (bits(w[1], 22, 20), bits(w[1], 16, 16) == 1);
        if mux == 1 || mux > 2 {
            return Err(fault(pc, "LDS read MUX_CNTL FFT_PERMUTE (or reserved) is not executed"));
        }
        let src = self.lds_gpr(pc, bits(w[0], 17, 11), bits(w[0], 19, 18))?;
        let first = (0..self.lanes).find(|&l| self.valid[l]).unwrap_or(0);
        for step in 0..=bits(w[2], 3, 0) {
            let dst = self.lds_gpr(pc, bits(w[1], 6, 0) + step, bits(w[1], 8, 7))?;
            let offset = bits(w[0], 31, 26) + 4 * step;
            for l in (0..self.lanes).filter(|&l| broadcast || lanes[l]) {
                let v = self.gpr[if broadcast { first } else { l } * GPRS + src];
                let bank = select(v, bits(w[0], 22, 20)).unwrap_or(0) as usize;
                // u64 so that no address overflows (a larger one reads 0).
                let addr = u64::from(select(v, bits(w[0], 25, 23)).unwrap_or(0)) + u64::from(offset);
                let read = |d: u64| {
                    if bank < 4 && d < BANK as u64 {
                        self.lds[bank * BANK + d as usize]
                    } else {
                        0
                    }
                };
                let got: [u32; 4] = if mux == 2 {
                    [read(addr); 4]
                } else {
                    core::array::from_fn(|c| read((addr & !3) + c as u64))
                };
                let cell = &mut self.gpr[l * GPRS + dst];
                for (c, g) in got.iter().enumerate() {
                    if bits(w[1], 9 + c as u32, 9 + c as u32) == 1 {
                        cell[c] = *g;
                    }
                }
            }
        }
        Ok(())
    }

    /// One memory-read instruction (VTX_MEM) in every lane of `lanes`: scatter reads only.
    pub(super) fn mem_read(&mut self, pc: u32, w: [u32; 4], lanes: &[bool]) -> Result<(), ExecFault> {
        match bits(w[0], 10, 8) {
            2 => {}
            0 => {
                return Err(fault(
                    pc,
                    "scratch reads are not executed: the seed's scratch address formula is lost (L2185)",
                ))
            }
            1 => {
                return Err(fault(
                    pc,
                    "reduction reads are not executed: they need the wave id and reduction stride (host state)",
                ))
            }
            op => {
                return Err(fault(
                    pc,
                    format!("MEM_OP {op} in a memory-read clause is not executed"),
                ))
            }
        }
        if bits(w[0], 29, 26) != 0 {
            return Err(fault(pc, "burst memory reads do not exist on RV770 (L2215)"));
        }
        if bits(w[0], 23, 23) == 1 || bits(w[1], 7, 7) == 1 {
            return Err(fault(pc, "relative (aL-indexed) fetch GPRs are not executed yet"));
        }
        let (src, sel, dst) = (
            bits(w[0], 22, 16) as usize,
            bits(w[0], 25, 24) as usize,
            bits(w[1], 6, 0) as usize,
        );
        let (elems, base) = (bits(w[0], 6, 5) as usize + 1, u64::from(bits(w[2], 12, 0)));
        for l in (0..self.lanes).filter(|&l| lanes[l]) {
            let at = base + u64::from(self.gpr[l * GPRS + src][sel]);
            let mut got = [0u32; 4];
            for (c, g) in got.iter_mut().enumerate().take(elems) {
                let i = usize::try_from(at + c as u64).ok();
                *g = i.and_then(|i| self.scatter.get(i)).copied().unwrap_or(0);
            }
            let old = self.gpr[l * GPRS + dst];
            self.gpr[l * GPRS + dst] = super::fetch::dst_swizzle(w[1], got, 1.0f32.to_bits(), old);
        }
        Ok(())
    }
}
