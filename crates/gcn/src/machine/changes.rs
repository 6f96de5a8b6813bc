//! The change log of a wave's last instruction ([`WaveChanges`]) and which instruction last
//! changed each bit of EXEC / VCC ([`Writers`]).

use alloc::vec::Vec;

use lanescope_isa::{Changes, RegisterChange};

use super::{FILE_A, FILE_S, FILE_V, FLAG_SCC};
use crate::exec::wave::AGPR0;

/// What a GCN wave's last instruction changed, as the executor records it (registers by GCN
/// number; [`lanescope_isa::Machine::changes`] reports it per register file).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaveChanges {
    /// Vector registers written ([`AGPR0`]` + n` for AGPR n), each with the lanes written.
    pub vgprs: Vec<(u16, u64)>,
    /// Scalar registers written (s0..s101).
    pub sgprs: Vec<u16>,
    /// EXEC bits that changed value.
    pub exec: u64,
    /// VCC bits that changed value.
    pub vcc: u64,
    /// Whether SCC changed value.
    pub scc: bool,
}

impl WaveChanges {
    /// Forget everything recorded.
    pub fn clear(&mut self) {
        self.vgprs.clear();
        self.sgprs.clear();
        self.exec = 0;
        self.vcc = 0;
        self.scc = false;
    }

    /// The lanes of vector register `reg` that were written.
    pub fn vgpr_lanes(&self, reg: u16) -> u64 {
        self.vgprs.iter().filter(|(r, _)| *r == reg).fold(0, |m, (_, l)| m | l)
    }

    /// Whether scalar register `reg` was written.
    pub fn sgpr_written(&self, reg: u16) -> bool {
        self.sgprs.contains(&reg)
    }

    /// The same changes per register file, mask and flag ([`lanescope_isa::Machine::changes`]).
    pub fn to_changes(&self) -> Changes {
        let vector = self.vgprs.iter().map(|&(r, lanes)| {
            let (file, reg) = match (r as usize).checked_sub(AGPR0) {
                Some(a) => (FILE_A, a as u16),
                None => (FILE_V, r),
            };
            RegisterChange {
                file: file as u8,
                reg,
                component: 0,
                lanes,
            }
        });
        let scalar = self.sgprs.iter().map(|&reg| RegisterChange {
            file: FILE_S as u8,
            reg,
            component: 0,
            lanes: 1,
        });
        Changes {
            registers: vector.chain(scalar).collect(),
            masks: alloc::vec![self.exec, self.vcc],
            flags: u64::from(self.scc) << FLAG_SCC,
        }
    }
}

/// Which instruction last changed each bit of a 64-bit mask: (PC, bits) pairs whose bit sets
/// are disjoint and not empty (so at most 64), a few in practice. Recording a change costs one
/// pass over the pairs instead of a write per changed bit (a compare changes most of VCC).
#[derive(Clone, Debug, Default)]
pub(super) struct Writers(pub(super) Vec<(u32, u64)>);

impl Writers {
    /// Makes `pc` the writer of the bits set in `bits` (not zero).
    pub(super) fn note(&mut self, bits: u64, pc: u32) {
        let mut merged = false;
        self.0.retain_mut(|(p, m)| {
            if *p == pc {
                *m |= bits;
                merged = true;
            } else {
                *m &= !bits;
            }
            *m != 0
        });
        if !merged {
            self.0.push((pc, bits));
        }
    }

    /// The PC of the instruction that last changed bit `lane`, if one did.
    pub(super) fn get(&self, lane: usize) -> Option<u32> {
        let bit = 1u64.checked_shl(u32::try_from(lane).ok()?)?;
        self.0.iter().find(|(_, m)| m & bit != 0).map(|&(p, _)| p)
    }
}
