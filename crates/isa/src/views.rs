//! Optional descriptions a machine can give for richer views (issue 16 §4): the issue bundle
//! about to run (a VLIW group's slots, literals and register read ports), per-lane states in
//! named categories, the branch/loop stack, extra named registers, constant windows, a
//! framebuffer drawn from exports, and the step granularities the machine offers.
//!
//! Every description is plain data with display text chosen by the machine, so a front end
//! draws it without knowing the ISA. A machine that has none of these answers `None` or an
//! empty list (the [`crate::Machine`] defaults).

use alloc::string::String;
use alloc::vec::Vec;

/// One issue slot of a [`BundleInfo`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BundleSlot {
    /// The slot's name (`x`, `y`, `z`, `w`, `t`).
    pub label: String,
    /// The instruction in the slot, as the listing prints it (`None`: the slot is empty).
    pub text: Option<String>,
    /// Why the instruction went to this slot (empty for an empty slot).
    pub why: String,
    /// 1-based source line of the instruction, if known.
    pub line: Option<u32>,
}

/// One cell of a [`PortGrid`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PortCell {
    /// What the cell holds (a register read and who reads it), empty if unused.
    pub text: String,
    /// Whether two different reads want this cell (a port conflict).
    pub conflict: bool,
}

/// A grid of resources (rows × columns of cells), e.g. register-file read ports by cycle and
/// bank.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PortGrid {
    /// What the grid shows, one line.
    pub title: String,
    /// Row headings.
    pub rows: Vec<String>,
    /// Column headings.
    pub columns: Vec<String>,
    /// `rows.len()` rows of `columns.len()` cells.
    pub cells: Vec<Vec<PortCell>>,
    /// Choices behind the grid (e.g. each slot's swizzle), one line.
    pub note: String,
}

/// The bundle (instruction group) that the next step issues: its slots, literals and ports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BundleInfo {
    /// Where it is (`group 2 of the ALU clause at 4`).
    pub title: String,
    /// Every slot, in order, empty ones included.
    pub slots: Vec<BundleSlot>,
    /// The slot a slot-by-slot step has reached (index into `slots`), if any.
    pub cursor: Option<usize>,
    /// The literal constants the bundle carries, as display text.
    pub literals: Vec<String>,
    /// The read-port grid, if the machine models one.
    pub ports: Option<PortGrid>,
}

impl BundleInfo {
    /// The source lines of the bundle's instructions.
    pub fn lines(&self) -> impl Iterator<Item = u32> + '_ {
        self.slots.iter().filter_map(|s| s.line)
    }
}

/// A category of per-lane state ([`LaneStates`]); front ends colour lanes by its index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaneCategory {
    /// Short name (`active`).
    pub name: &'static str,
    /// What it means, one line.
    pub summary: &'static str,
}

/// Each lane's state as one of a few named categories.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaneStates {
    /// The categories; a lane's value is an index into this list.
    pub categories: &'static [LaneCategory],
    /// Per lane, its category.
    pub lanes: Vec<u8>,
}

/// One entry of the machine's control-flow stack ([`crate::Machine::stack_entries`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackEntryInfo {
    /// What pushed it (`branch`, `loop`, `call`).
    pub kind: String,
    /// More about it (a saved loop counter, a return address), possibly empty.
    pub detail: String,
    /// The lane states it saved, as indices into the categories of [`crate::Machine::lane_states`] (empty
    /// if it saves none).
    pub saved: Vec<u8>,
}

/// A named register outside the register files (a forwarding register, an address register,
/// a loop counter, a predicate).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExtraRegister {
    /// Name (`PV`).
    pub name: &'static str,
    /// What it is, one line.
    pub summary: &'static str,
    /// Values per component: the lanes for a per-lane register, 1 for a scalar one.
    pub lanes: usize,
    /// Component names (`x y z w`), or none.
    pub components: &'static [&'static str],
    /// `lanes × max(1, components)` values, lane-major.
    pub values: Vec<u32>,
}

/// A window of constants the program reads (a constant-cache bank), with their values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConstantWindow {
    /// Name (`KC0`).
    pub name: String,
    /// What it maps, one line (`buffer 2, constants 0–31`), or why it is empty.
    pub range: String,
    /// One row per constant: its name in the program and its values.
    pub rows: Vec<(String, Vec<u32>)>,
}

/// An image made from the program's outputs (pixels from exports, in the lane layout).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Framebuffer {
    /// Which output it shows, one line.
    pub title: String,
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width × height` pixels, row-major from the top left: RGBA, or `None` where no lane
    /// wrote (a killed lane, no lane there, nothing exported yet).
    pub pixels: Vec<Option<[u8; 4]>>,
    /// The lane of each pixel (`None`: no lane there).
    pub lanes: Vec<Option<u8>>,
}

/// A way of stepping ([`crate::Machine::step_by`]): `CF`, `clause`, `group`, `slot`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StepGranularity {
    /// Short name for a selector.
    pub name: &'static str,
    /// What one step does, one line.
    pub summary: &'static str,
}

/// A colour channel from a float: `[0, 1]` to `0..=255`, NaN as 0.
pub fn unit_to_byte(v: f32) -> u8 {
    if v.is_nan() {
        0
    } else {
        // In range after the clamp; the cast cannot truncate.
        (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8
    }
}

/// The quad layout of `lanes` lanes: lanes in 2×2 quads (lane `4q + 2y + x` at `(x, y)` of
/// quad `q`), quads row-major in a square-ish grid whose width is a power of two. Returns
/// the width, the height and each lane's `(x, y)`.
pub fn quad_layout(lanes: usize) -> (usize, usize, Vec<(usize, usize)>) {
    let quads = lanes.div_ceil(4).max(1);
    let mut across = 1;
    while across * across < quads {
        across *= 2;
    }
    let down = quads.div_ceil(across);
    let at = (0..lanes)
        .map(|l| {
            let q = l / 4;
            ((q % across) * 2 + (l & 1), (q / across) * 2 + ((l >> 1) & 1))
        })
        .collect();
    (across * 2, down * 2, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quads_tile_the_lanes_in_2x2_blocks() {
        let (w, h, at) = quad_layout(4);
        assert_eq!((w, h), (2, 2));
        assert_eq!(at, [(0, 0), (1, 0), (0, 1), (1, 1)]);
        let (w, h, at) = quad_layout(64);
        assert_eq!((w, h), (8, 8));
        assert_eq!((at[4], at[13], at[63]), ((2, 0), (7, 0), (7, 7)));
        let (w, h, at) = quad_layout(8);
        assert_eq!((w, h), (4, 2));
        assert_eq!(at[7], (3, 1));
        assert_eq!(quad_layout(1).0, 2);
        let (w, h, at) = quad_layout(20);
        assert_eq!((w, h), (8, 4));
        assert!(at.iter().all(|&(x, y)| x < w && y < h));
    }

    #[test]
    fn unit_floats_become_bytes() {
        assert_eq!(
            [0.0, 1.0, 0.5, -3.0, 7.0, f32::NAN].map(unit_to_byte),
            [0, 255, 128, 0, 255, 0]
        );
    }
}
