//! Editable state: a register value typed by the user, written into a bare snippet's `[init]`
//! (before the first step), so the share link carries it.

use lanescope::snippet::{Init, LaneInit, Num, ScalarInit};

/// A register cell the user can edit: lane `lane` of register `reg` of register file `file`
/// (described by `info`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Index into [`lanescope::Machine::register_files`].
    pub file: usize,
    /// The file's description.
    pub info: lanescope::RegisterFileInfo,
    /// Register.
    pub reg: usize,
    /// Lane (0 in a scalar file).
    pub lane: usize,
}

impl Cell {
    /// The `[init]` key of the register: the file's prefix and the number (`v3`, `a2`, `s5`).
    pub fn name(self) -> String {
        self.info.register_name(self.reg)
    }
}

/// A 32-bit value from what the user typed: `0x…` hex bits, a float (`1.5`, `-2e3`, `inf`,
/// `nan`) as f32 bits, or a decimal integer from -2^31 to 2^32 - 1.
pub fn parse_value(text: &str) -> Option<u32> {
    let t = text.trim().replace('_', "");
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u32::from_str_radix(h, 16).ok();
    }
    if let Ok(n) = t.parse::<i64>() {
        return (i64::from(i32::MIN)..=i64::from(u32::MAX))
            .contains(&n)
            .then_some(n as u32);
    }
    t.parse::<f32>().ok().map(f32::to_bits)
}

/// Writes `value` into `init` for `cell`; `lanes` are the register's current values (a vector
/// register's other lanes keep them).
pub fn set_initial(init: &mut Init, cell: Cell, lanes: &[u32], value: u32) {
    if cell.info.is_vector() {
        let mut vals: Vec<Num> = lanes.iter().map(|&v| Num::Int(i64::from(v))).collect();
        if let Some(slot) = vals.get_mut(cell.lane) {
            *slot = Num::Int(i64::from(value));
        }
        init.vgpr.insert(cell.name(), LaneInit::List(vals));
    } else {
        init.sgpr
            .insert(cell.name(), ScalarInit::Value(Num::Int(i64::from(value))));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_as_hex_float_or_integer() {
        assert_eq!(parse_value("0x3f80_0000"), Some(0x3f80_0000));
        assert_eq!(parse_value(" 1.0 "), Some(0x3f80_0000));
        assert_eq!(parse_value("-1"), Some(u32::MAX));
        assert_eq!(parse_value("4294967295"), Some(u32::MAX));
        assert_eq!(parse_value("4294967296"), None);
        assert_eq!(parse_value("0x1_0000_0000"), None);
        assert_eq!(parse_value("bogus"), None);
    }

    /// Cell `reg`, `lane` of the file with prefix `prefix` of a gfx950 machine.
    fn cell(prefix: &str, reg: usize, lane: usize) -> Cell {
        let t = lanescope::Target::from_name("gfx950").unwrap();
        let m = t.assemble("s_endpgm").unwrap();
        let file = m.file_index(prefix).unwrap();
        Cell {
            file,
            info: m.register_files()[file],
            reg,
            lane,
        }
    }

    #[test]
    fn a_cell_edit_lands_in_the_initial_state() {
        let mut init = Init::default();
        set_initial(&mut init, cell("v", 3, 1), &[7, 8, 9], 42);
        let Some(LaneInit::List(v)) = init.vgpr.get("v3") else {
            panic!("no v3")
        };
        assert_eq!(v, &[Num::Int(7), Num::Int(42), Num::Int(9)]);
        set_initial(&mut init, cell("s", 5, 0), &[], 0xffff_ffff);
        assert_eq!(init.sgpr.get("s5"), Some(&ScalarInit::Value(Num::Int(0xffff_ffff))));
        assert_eq!(cell("a", 2, 0).name(), "a2");
    }
}
