//! `MEM_EXPORT` (issue 16 §3): writes to the flat scatter buffer (seed L906, map §2
//! CF_ALLOC_EXPORT_WORD0/WORD1_BUF).
//!
//! Element address `ARRAY_BASE + (TYPE = WRITE_IND ? INDEX_GPR.x : 0) + burst i`; elements
//! at or past `ARRAY_BASE + ARRAY_SIZE` are dropped (the seed says "clamped"); an element is
//! `ELEM_SIZE + 1` dwords, of which the `COMP_MASK` components of `RW_GPR + i` (x, y, z, w in
//! order) are written. Every active lane (with VPM: active and valid; with WQM: in a quad with an active lane) writes, in lane order (so with TYPE = WRITE the
//! last active lane wins); dwords past the end of the buffer are dropped. READ types fault.

use alloc::vec::Vec;

use super::{fault, ExecFault, R700Machine, GPRS};
use crate::fields::bits;

impl R700Machine {
    /// The scatter buffer `MEM_EXPORT` writes (dwords).
    pub fn scatter(&self) -> &[u32] {
        &self.scatter
    }

    /// Replaces the scatter buffer.
    pub fn set_scatter(&mut self, data: Vec<u32>) {
        self.scatter = data;
    }

    /// Runs a `MEM_EXPORT`.
    pub(super) fn mem_export(&mut self, w: [u32; 2]) -> Result<(), ExecFault> {
        let (base, ty, gpr) = (bits(w[0], 12, 0), bits(w[0], 14, 13), bits(w[0], 21, 15));
        let (index_gpr, elem) = (bits(w[0], 29, 23) as usize, bits(w[0], 31, 30) as u64 + 1);
        let (size, mask, burst) = (bits(w[1], 11, 0), bits(w[1], 15, 12), bits(w[1], 20, 17));
        if ty > 1 {
            return Err(fault(self.pc, "MEM_EXPORT reads (TYPE READ/READ_IND) are not executed"));
        }
        if bits(w[0], 22, 22) == 1 {
            return Err(fault(self.pc, "MEM_EXPORT with RW_REL is not executed yet"));
        }
        let lanes = self.export_lanes(w[1]);
        for i in 0..=burst {
            let reg = (gpr + i) as usize;
            if reg >= GPRS {
                return Err(fault(self.pc, "MEM_EXPORT burst runs past GPR 127"));
            }
            for l in (0..self.lanes).filter(|&l| lanes[l]) {
                let index = if ty == 1 { self.gpr[l * GPRS + index_gpr][0] } else { 0 };
                let element = u64::from(index) + u64::from(i);
                if element >= u64::from(size) {
                    continue;
                }
                let first = (u64::from(base) + element) * elem;
                let value = self.gpr[l * GPRS + reg];
                for (c, v) in value.iter().enumerate().take(elem as usize) {
                    let slot = usize::try_from(first + c as u64).ok();
                    if mask >> c & 1 == 1 {
                        if let Some(d) = slot.and_then(|s| self.scatter.get_mut(s)) {
                            *d = *v;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
