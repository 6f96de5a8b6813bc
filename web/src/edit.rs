//! Editable state: a register, lane mask or flag value set by the user, written into a bare
//! snippet's `[init]` (before the first step), so the share link carries it, or into the
//! running machine.

use lanescope::number::{parse_int, Syntax, Width};
use lanescope::snippet::{Data, ElemType, Init, LaneInit, Num, ScalarInit};
use lanescope::Snippet;

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

/// What the user typed, as the parsers below read it: space around it trimmed, `_` dropped
/// anywhere (`0x3f80_0000`, `1_000.5`).
fn typed(text: &str) -> String {
    text.trim().replace('_', "")
}

/// A 32-bit value from what the user typed: an integer (`0x…` or decimal, optional sign) from
/// -2^31 to 2^32 - 1 (negatives as two's complement), else a float (`1.5`, `-2e3`, `inf`,
/// `nan`) as f32 bits.
pub fn parse_value(text: &str) -> Option<u32> {
    let t = typed(text);
    match parse_int(&t, Syntax::INTEGER, Width::Bits(32)) {
        Ok(v) => Some(v as u32),
        Err(e) if e.is_out_of_range() => None,
        Err(_) => t.parse::<f32>().ok().map(f32::to_bits),
    }
}

/// A 64-bit lane mask from what the user typed: `0x…` hex or a decimal integer, unsigned.
pub fn parse_mask(text: &str) -> Option<u64> {
    parse_int(&typed(text), Syntax::INTEGER, Width::Unsigned(64)).ok()
}

/// Something the user can edit: a register cell, a lane mask (EXEC, VCC) or a settable flag
/// (SCC, M0), by its index in the machine's descriptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register cell.
    Register(Cell),
    /// Index into [`lanescope::Machine::masks`].
    Mask(usize),
    /// Index into [`lanescope::Machine::flags`].
    Flag(usize),
}

impl Slot {
    /// Writes `value` into `m`'s selected wave; whether the machine took it.
    pub fn apply(self, m: &mut dyn lanescope::Machine, value: u64) -> bool {
        match self {
            Slot::Register(c) => m.set_register(c.file, c.reg, c.lane, 0, value as u32),
            Slot::Mask(i) => m.set_mask(i, value),
            Slot::Flag(i) => u32::try_from(value).is_ok_and(|v| m.set_flag(i, v)),
        }
    }

    /// Writes `value` into `init` (a vector register's other lanes keep `lanes`); masks and
    /// flags go in by the machine's names (`[init] version = 2`).
    pub fn set_initial(self, m: &dyn lanescope::Machine, init: &mut Init, lanes: &[u32], value: u64) {
        let (map, name, num) = match self {
            Slot::Register(c) => return set_initial(init, c, lanes, value as u32),
            Slot::Mask(i) => (
                &mut init.masks,
                m.masks().get(i).map(|x| x.name),
                Num::Text(format!("0x{value:x}")),
            ),
            Slot::Flag(i) => (
                &mut init.flags,
                m.flags().get(i).map(|x| x.name),
                Num::Int(i64::from(value as u32)),
            ),
        };
        if let Some(name) = name {
            map.insert(name.to_ascii_lowercase(), num);
            init.version = Some(2);
        }
    }
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

/// Writes LDS word `i` = `value` into `init`'s `[init.lds]` (keyed by byte address in hex).
pub fn set_initial_lds(init: &mut Init, i: usize, value: u32) {
    let key = format!("0x{:x}", i * 4);
    init.lds.retain(|k, _| lanescope::init::lds_word_index(k) != Some(i));
    init.lds.insert(key, Num::Text(format!("0x{value:x}")));
}

/// A buffer element from what the user typed: an integer, a float, `0x…` hex bits or
/// `nan`/`inf`/`-inf`, checked against `ty`.
pub fn parse_element(ty: ElemType, text: &str) -> Result<Num, String> {
    let t = typed(text);
    let num = if let Ok(i) = parse_int(&t, Syntax::DECIMAL, Width::Signed(64)) {
        Num::Int(i as i64)
    } else if t.starts_with("0x") || t.starts_with("0X") || matches!(t.as_str(), "nan" | "inf" | "-inf") {
        Num::Text(t.to_ascii_lowercase())
    } else if let Ok(f) = t.parse::<f64>() {
        Num::Float(f)
    } else {
        return Err(format!(
            "'{}' is not a number (an integer, a float or 0x… hex)",
            text.trim()
        ));
    };
    ty.encode(&num).map(|_| num)
}

/// Element `index` of buffer `name` of `snippet` set to `text` (as [`parse_element`]); a
/// generated buffer (fill, iota, random) becomes the list of its elements `bytes` first.
pub fn set_buffer_element(
    snippet: &mut Snippet,
    name: &str,
    bytes: &[u8],
    index: usize,
    text: &str,
) -> Result<(), String> {
    let b = snippet
        .buffers
        .iter_mut()
        .find(|b| b.name == name)
        .ok_or_else(|| format!("no buffer '{name}'"))?;
    let num = parse_element(b.ty, text)?;
    let size = b.ty.size().max(1);
    if !matches!(b.data, Data::List(_)) {
        let list = bytes.chunks_exact(size).map(|c| json_num(&b.ty.json(c))).collect();
        b.data = Data::List(list);
    }
    let Data::List(list) = &mut b.data else {
        return Err("not a list".into());
    };
    let slot = list
        .get_mut(index)
        .ok_or_else(|| format!("{name} has no element {index}"))?;
    *slot = num;
    Ok(())
}

/// A number from [`ElemType::json`]'s text (`3`, `1.5`, `"nan"`).
fn json_num(text: &str) -> Num {
    let t = text.trim_matches('"');
    t.parse::<i64>()
        .map(Num::Int)
        .or_else(|_| t.parse::<f64>().map(Num::Float).map_err(|_| ()))
        .unwrap_or_else(|()| Num::Text(t.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Register and flag edits ([`parse_value`]: 32 bits, signed or unsigned forms, else an f32)
    /// and mask edits ([`parse_mask`]: 64 bits, unsigned): `0x…` or decimal, `_` dropped
    /// anywhere, space around trimmed.
    #[test]
    fn typed_values_read_as_today() {
        const MAX: Option<u32> = Some(u32::MAX);
        let f = |x: f32| Some(x.to_bits());
        for (text, value, mask) in [
            ("0", Some(0), Some(0)),
            ("0x3f80_0000", Some(0x3f80_0000), Some(0x3f80_0000)),
            ("0X10", Some(16), Some(16)),
            (" \t42 ", Some(42), Some(42)),
            ("+5", Some(5), Some(5)),
            ("-1", MAX, None),
            ("-0", Some(0), None),
            ("4294967295", MAX, Some(0xffff_ffff)),
            ("0xffffffff", MAX, Some(0xffff_ffff)),
            ("-2147483648", Some(0x8000_0000), None),
            ("_1_", Some(1), Some(1)),
            ("0_x10", Some(16), Some(16)),
            ("1_000.5", f(1000.5), None),
            ("1.0", f(1.0), None),
            ("1e3", f(1000.0), None),
            ("inf", f(f32::INFINITY), None),
            ("nan", f(f32::NAN), None),
            ("4294967296", None, Some(1 << 32)),
            ("0x1_0000_0000", None, Some(1 << 32)),
            ("-2147483649", None, None),
            (" 0xffff_ffff_ffff_ffff ", None, Some(u64::MAX)),
            ("18446744073709551616", None, None),
            ("0x1_0000_0000_0000_0000", None, None),
            ("0x", None, None),
            ("", None, None),
            ("_", None, None),
            ("-", None, None),
            ("bogus", None, None),
            ("0b101", None, None),
            ("--5", None, None),
            // Changed by the shared number reader. A sign after `0x` was std's
            // `from_str_radix` accepting one (a bug); a sign now stands before hex as before
            // decimal.
            ("0x+10", None, None),
            ("+0x10", Some(16), Some(16)),
            ("-0x1", MAX, None),
            // Bug: a register edit read an integer past i64 as f32 bits, while 2^32 was refused.
            ("99999999999999999999", None, None),
            ("18446744073709551615", None, Some(u64::MAX)),
        ] {
            assert_eq!((parse_value(text), parse_mask(text)), (value, mask), "{text:?}");
        }
    }

    /// Buffer element edits: a decimal i64 is an integer, `0x…`/`nan`/`inf`/`-inf` text, anything
    /// else an f64; `_` dropped anywhere.
    #[test]
    fn elements_read_as_today() {
        let not = |t: &str| Err(format!("'{t}' is not a number (an integer, a float or 0x… hex)"));
        for (text, value) in [
            ("5", Ok(Num::Int(5))),
            ("+5", Ok(Num::Int(5))),
            ("-9223372036854775808", Ok(Num::Int(i64::MIN))),
            ("1_000", Ok(Num::Int(1000))),
            (" 0XfF ", Ok(Num::Text("0xff".into()))),
            (
                "0xzz",
                Err("'0xzz' is not a number (integers, floats, \"0x…\", \"nan\", \"inf\", \"-inf\")".into()),
            ),
            ("NAN", Ok(Num::Float(f64::NAN))),
            ("9223372036854775808", Ok(Num::Float(9_223_372_036_854_775_808.0))),
            ("1.5", Ok(Num::Float(1.5))),
            ("-0x10", not("-0x10")),
            ("+0x10", not("+0x10")),
            ("", not("")),
            ("bogus", not("bogus")),
        ] {
            let got = parse_element(ElemType::F64, text);
            match (&got, &value) {
                (Ok(Num::Float(a)), Ok(Num::Float(b))) if a.is_nan() => assert!(b.is_nan(), "{text:?}"),
                _ => assert_eq!(got, value, "{text:?}"),
            }
        }
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

    #[test]
    fn mask_and_flag_edits_land_in_the_initial_state_by_name() {
        let t = lanescope::Target::from_name("gfx900").unwrap();
        let mut m = t.assemble("s_endpgm").unwrap();
        let mut init = Init::default();
        let (exec, scc) = (m.mask_index("exec").unwrap(), m.flag_index("scc").unwrap());
        Slot::Mask(exec).set_initial(m.as_ref(), &mut init, &[], 0xf0);
        Slot::Flag(scc).set_initial(m.as_ref(), &mut init, &[], 1);
        assert_eq!(init.version, Some(2));
        assert_eq!(init.masks.get("exec"), Some(&Num::Text("0xf0".into())));
        assert_eq!(init.flags.get("scc"), Some(&Num::Int(1)));
        assert!(Slot::Mask(exec).apply(m.as_mut(), 0x3));
        assert_eq!(m.mask(exec), 0x3);
        assert!(!Slot::Flag(scc).apply(m.as_mut(), 2), "SCC is one bit");
        assert!(!Slot::Flag(scc).apply(m.as_mut(), 1 << 32));
    }

    #[test]
    fn a_buffer_element_edit_lands_in_the_snippet() {
        let toml = "arch = \"gfx900\"\n[[buffers]]\nname = \"x\"\ntype = \"f32\"\ndata = { iota = 0, step = 1, count = 4 }\n[[buffers]]\nname = \"n\"\ntype = \"u8\"\ndata = [1, 2]\n";
        let mut s = Snippet::from_toml(toml).expect("snippet");
        let bytes: Vec<u8> = [0.0f32, 1.0, 2.0, 3.0].iter().flat_map(|f| f.to_le_bytes()).collect();
        set_buffer_element(&mut s, "x", &bytes, 2, "-1.5").unwrap();
        assert_eq!(
            s.buffer("x").map(|b| b.data.clone()),
            Some(Data::List(vec![
                Num::Float(0.0),
                Num::Float(1.0),
                Num::Float(-1.5),
                Num::Float(3.0)
            ]))
        );
        set_buffer_element(&mut s, "n", &[1, 2], 1, "0xff").unwrap();
        assert_eq!(
            s.buffer("n").map(|b| b.data.clone()),
            Some(Data::List(vec![Num::Int(1), Num::Text("0xff".into())]))
        );
        assert!(set_buffer_element(&mut s, "n", &[1, 2], 0, "256")
            .unwrap_err()
            .contains("out of range"));
        assert!(set_buffer_element(&mut s, "n", &[1, 2], 0, "1.5").is_err());
        assert!(set_buffer_element(&mut s, "n", &[1, 2], 5, "1")
            .unwrap_err()
            .contains("no element 5"));
        assert!(set_buffer_element(&mut s, "y", &[], 0, "1").is_err());
        assert!(parse_element(ElemType::F32, "bogus").is_err());
    }

    #[test]
    fn an_lds_word_edit_replaces_the_same_address_in_any_spelling() {
        let mut init = Init::default();
        init.lds.insert("64".into(), Num::Int(1));
        set_initial_lds(&mut init, 16, 0xff);
        set_initial_lds(&mut init, 1, 2);
        let keys: Vec<(&str, &Num)> = init.lds.iter().map(|(k, v)| (k.as_str(), v)).collect();
        assert_eq!(
            keys,
            [("0x4", &Num::Text("0x2".into())), ("0x40", &Num::Text("0xff".into()))]
        );
    }
}
