//! Fetch clauses (issue 16 §3): `VTX` fetches from the constant buffers as typed buffers.
//!
//! A vertex fetch reads `SRC_GPR.SRC_SEL_X` as an unsigned vec4 index into the buffer
//! `BUFFER_ID` (the snippet's `[[r700.constants]] buffer = n`; a buffer's element stride is
//! one vec4, 16 bytes), adds `OFFSET` bytes, and reads the 32-bit formats `FMT_32`,
//! `FMT_32_32`, `FMT_32_32_32`, `FMT_32_32_32_32` and their `_FLOAT` forms (formats: seed
//! L8317, values as Mesa's r600 `FMT_*`) bit for bit; an integer format with a NUM_FORMAT
//! other than INT is unsupported. Missing components read 0 (x, y, z) and 1 (w, as an integer
//! or 1.0 by format); bytes past the end of the buffer read 0. The destination swizzle picks
//! x/y/z/w, 0, 1 or masks. Only lanes that are active run the fetch. LLVM's Evergreen
//! `VTX_READ_eg` is read with these R700 field positions (its fields sit at the same bits).
//! TEX clauses are not executed yet.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use super::{fault, ExecFault, LaneState, R700Machine, GPRS};
use crate::decode::{ClauseKind, Item, Program};
use crate::fields::bits;
use crate::table::{Format, Row};

/// A fetch clause: its instructions in order.
pub(super) type FetchClause = Vec<(&'static Row, [u32; 4])>;

/// The fetch clauses of a program: address → instructions.
pub(super) fn fetch_clauses(prog: &Program) -> BTreeMap<u32, FetchClause> {
    let mut out: BTreeMap<u32, FetchClause> = BTreeMap::new();
    let mut cur = None;
    for item in &prog.items {
        match item {
            Item::Clause { kind, addr } => cur = (*kind != ClauseKind::Alu).then_some(*addr),
            Item::Fetch { row, words } => {
                if let Some(a) = cur {
                    out.entry(a).or_default().push((*row, *words));
                }
            }
            _ => {}
        }
    }
    out
}

/// Components and whether the format is a float one, for the 32-bit formats.
fn format_32(fmt: u32) -> Option<(usize, bool)> {
    match fmt {
        0x0d => Some((1, false)),
        0x0e => Some((1, true)),
        0x1d => Some((2, false)),
        0x1e => Some((2, true)),
        0x2f => Some((3, false)),
        0x30 => Some((3, true)),
        0x22 => Some((4, false)),
        0x23 => Some((4, true)),
        _ => None,
    }
}

impl R700Machine {
    /// Runs the fetch clause a `VTX`/`VTX_TC` CF instruction names.
    pub(super) fn vtx_clause(&mut self, w: [u32; 2]) -> Result<(), ExecFault> {
        let pc = self.pc.saturating_sub(1);
        let clause = self
            .fetch
            .get(&w[0])
            .cloned()
            .ok_or_else(|| fault(pc, format!("no fetch clause at address {}", w[0])))?;
        let count = (bits(w[1], 12, 10) | bits(w[1], 19, 19) << 3) as usize + 1;
        for &(row, words) in clause.iter().take(count) {
            if row.format != Format::Vtx || row.opcode != 0 {
                return Err(fault(pc, format!("{} is not executed yet", row.name)));
            }
            self.vtx_fetch(pc, words)?;
        }
        Ok(())
    }

    /// One vertex fetch in every active lane.
    fn vtx_fetch(&mut self, pc: u32, w: [u32; 4]) -> Result<(), ExecFault> {
        let (buffer, src, sel) = (
            bits(w[0], 15, 8) as usize,
            bits(w[0], 22, 16) as usize,
            bits(w[0], 25, 24),
        );
        let dst = bits(w[1], 6, 0) as usize;
        let (fmt, num) = (bits(w[1], 27, 22), bits(w[1], 29, 28));
        let offset = bits(w[2], 15, 0) as u64;
        if bits(w[0], 23, 23) == 1 || bits(w[1], 7, 7) == 1 {
            return Err(fault(pc, "relative (aL-indexed) fetch GPRs are not executed yet"));
        }
        let (n, float) = format_32(fmt).ok_or_else(|| {
            fault(
                pc,
                format!("vertex fetch data format {fmt:#x} is not executed yet (32-bit formats only)"),
            )
        })?;
        if !float && num != 1 {
            return Err(fault(
                pc,
                "an integer fetch format with NUM_FORMAT norm/scaled is not executed yet",
            ));
        }
        let one = if float { 1.0f32.to_bits() } else { 1 };
        let data = self.config.const_buffers.get(buffer).cloned().unwrap_or_default();
        for l in 0..self.lanes {
            if self.states[l] != LaneState::Active {
                continue;
            }
            let index = self.gpr[l * GPRS + src][sel as usize] as u64;
            let word = |k: u64| {
                let byte = index * 16 + offset + 4 * k;
                let (v, c) = ((byte / 16) as usize, ((byte % 16) / 4) as usize);
                if !byte.is_multiple_of(4) {
                    return 0;
                }
                data.get(v).map_or(0, |q| q[c])
            };
            let mut got = [0, 0, 0, one];
            for (k, g) in got.iter_mut().enumerate().take(n) {
                *g = word(k as u64);
            }
            let old = self.gpr[l * GPRS + dst];
            let mut new = old;
            for (c, v) in new.iter_mut().enumerate() {
                *v = match bits(w[1], 11 + 3 * c as u32, 9 + 3 * c as u32) {
                    s @ 0..=3 => got[s as usize],
                    4 => 0,
                    5 => one,
                    _ => *v,
                };
            }
            self.gpr[l * GPRS + dst] = new;
        }
        Ok(())
    }
}
