//! A wavefront's mutable state as bytes ([`R700Wave::save_state`] /
//! [`R700Wave::load_state`]), so another wavefront built from the same snippet (a Web
//! Worker's, say) can carry on from it.
//!
//! The bytes carry the executor's state and the one a reset returns to (see
//! `crate::exec::state`), the last step's changes, the step count, the fault and the slot
//! cursor, after a header with the format version and a hash of what they do not carry
//! (program, lanes, constants, textures, scatter buffer name): bytes of another setup are
//! refused. Loading checks every size first and changes nothing on error; decoding allocates
//! at most in proportion to the input (postcard reads a byte or more per element).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

use lanescope_isa::fnv::Fnv;
use lanescope_isa::state::{at_most, bad, FaultBytes, Format};
use lanescope_isa::{Changes, Fault, RegisterChange};
use serde::{Deserialize, Serialize};

use super::R700Wave;
use crate::exec::state::ExecBytes;
use crate::exec::GPRS;

/// The format: magic `LSr7`, its version (bumped with every change of the layout).
const FORMAT: Format = Format {
    magic: *b"LSr7",
    version: 1,
    machine: "R700",
    other: "program or setup",
};

/// Everything mutable of an [`R700Wave`].
#[derive(Serialize, Deserialize)]
struct WaveBytes<'a> {
    #[serde(borrow)]
    machine: ExecBytes<'a>,
    #[serde(borrow)]
    initial: ExecBytes<'a>,
    /// The last step's changed registers: register, component, lanes.
    changes: Vec<(u16, u8, u64)>,
    mask_changes: Cow<'a, [u64]>,
    steps: u64,
    ended: bool,
    fault: Option<FaultBytes<'a>>,
    cursor: Option<u8>,
}

impl R700Wave {
    /// A hash of what the state bytes do not carry and must match.
    fn setup_hash(&self) -> u64 {
        let mut h = Fnv::default();
        self.initial.hash_setup(&mut h);
        self.scatter.as_ref().map(|s| &s.0).hash(&mut h);
        h.finish()
    }

    /// This wavefront's mutable state as bytes, for [`R700Wave::load_state`] on a wavefront
    /// built from the same snippet.
    pub fn save_state(&self) -> Vec<u8> {
        let body = WaveBytes {
            machine: self.machine.state(),
            initial: self.initial.state(),
            changes: self
                .changes
                .registers
                .iter()
                .map(|c| (c.reg, c.component, c.lanes))
                .collect(),
            mask_changes: Cow::Borrowed(&self.changes.masks),
            steps: self.steps,
            ended: self.ended,
            fault: self.fault.as_ref().map(FaultBytes::from),
            cursor: self.cursor.map(|c| c as u8),
        };
        FORMAT.seal(self.setup_hash(), &body)
    }

    /// Replaces this wavefront's mutable state with `bytes` from [`R700Wave::save_state`] of
    /// a wavefront of the same snippet. On error (another format or setup, truncated or corrupt
    /// bytes) nothing changes.
    pub fn load_state(&mut self, bytes: &[u8]) -> Result<(), String> {
        let body: WaveBytes = FORMAT.open(self.setup_hash(), bytes)?;
        self.machine.check_state(&body.machine)?;
        self.initial.check_state(&body.initial)?;
        at_most("changes", body.changes.len(), GPRS * 4)?;
        at_most("mask changes", body.mask_changes.len(), self.masks.len())?;
        if body.changes.iter().any(|&(r, c, _)| usize::from(r) >= GPRS || c >= 4) {
            return Err(bad("changed register out of the register file"));
        }
        if body.cursor.is_some_and(|c| c >= 5) {
            return Err(bad("slot cursor past the group"));
        }
        self.apply(body);
        Ok(())
    }

    /// Makes `b` (checked) this wavefront's state.
    fn apply(&mut self, b: WaveBytes) {
        self.machine.apply_state(b.machine);
        self.initial.apply_state(b.initial);
        (self.steps, self.ended) = (b.steps, b.ended);
        self.fault = b.fault.map(Fault::from);
        self.cursor = b.cursor.map(usize::from);
        self.refresh(false);
        self.changes = Changes {
            registers: b
                .changes
                .into_iter()
                .map(|(reg, component, lanes)| RegisterChange {
                    file: 0,
                    reg,
                    component,
                    lanes,
                })
                .collect(),
            masks: b.mask_changes.into_owned(),
            flags: 0,
        };
    }
}
