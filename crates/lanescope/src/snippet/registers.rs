//! `[init]`: a bare snippet's initial registers, masks, flags and LDS.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::buffers::{iota_value, BufferArg};
use super::check::{bad, Bad, Known, Seg};
use super::values::{Num, SplitMix64};

/// `[init]`: a bare snippet's initial state.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Init {
    /// EXEC (default all ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exec: Option<Num>,
    /// VCC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vcc: Option<Num>,
    /// M0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub m0: Option<Num>,
    /// SCC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scc: Option<bool>,
    /// Scalar registers by name (`s4`, `"s[0:1]"`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sgpr: BTreeMap<String, ScalarInit>,
    /// Vector registers by name (`v1`, `"v[2:3]"`; on gfx950 also AGPRs `a1`, `"a[2:3]"`), with a
    /// per-lane rule.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub vgpr: BTreeMap<String, LaneInit>,
    /// Format version: absent or 1 (the keys above), or 2, which adds `masks`, `flags` and
    /// `[[init.registers]]`: names from the machine's descriptions, for any ISA.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    /// Version 2: lane masks by the machine's mask names (`exec`, `vcc`; any case).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub masks: BTreeMap<String, Num>,
    /// Version 2: settable flags and special registers by the machine's names (`scc`, `m0`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub flags: BTreeMap<String, Num>,
    /// Version 2: registers by file prefix and number.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub registers: Vec<RegisterInit>,
    /// LDS words by byte address (`"0x40"` or `"64"`, a multiple of 4): `[init.lds]`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lds: BTreeMap<String, Num>,
}

/// `[[init.registers]]` (version 2): register `reg` (and `count - 1` more) of the register
/// file whose prefix is `file`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterInit {
    /// The register file's prefix (`v`, `s`, `a`).
    pub file: String,
    /// The first register.
    pub reg: u32,
    /// Registers the value spans: 1 (32-bit values) or 2 (64-bit; the default is 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// The value: per lane as in `[init.vgpr]`, or `{ buffer = "name" }` (its address).
    pub value: RegisterValue,
}

impl RegisterInit {
    /// Registers the value spans.
    pub fn count(&self) -> u8 {
        self.count.unwrap_or(1)
    }
}

/// A `[[init.registers]]` value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RegisterValue {
    /// A buffer's address (the same in every lane).
    Buffer(BufferArg),
    /// Values per lane (a scalar register takes a single number).
    Lanes(LaneInit),
}

/// An SGPR's initial value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ScalarInit {
    /// A number.
    Value(Num),
    /// A buffer's address.
    Buffer(BufferArg),
}

/// A VGPR's initial values, per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LaneInit {
    /// The same value in every lane, or `"lane"` for the lane id.
    Value(Num),
    /// Lane 0, 1, …; lanes past the list get 0.
    List(Vec<Num>),
    /// `iota + step * lane`.
    Iota(LaneIota),
    /// Seeded random values.
    Random(LaneRandom),
}

/// `{ iota = START, step = S }` per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaneIota {
    /// Lane 0's value.
    pub iota: Num,
    /// Increment per lane (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Num>,
}

/// `{ random = SEED, min = A, max = B }` per lane.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaneRandom {
    /// Seed.
    pub random: u64,
    /// Lowest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    /// Highest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

/// Registers a name like `s4` (1) or `"v[2:3]"` (2) covers, for value checks (the build
/// checks the name itself).
fn reg_dwords(name: &str) -> u8 {
    let range = name.split_once(':').and_then(|(a, b)| {
        let lo = a
            .trim_start_matches(|c: char| !c.is_ascii_digit())
            .parse::<u32>()
            .ok()?;
        let hi = b.trim_end_matches(']').parse::<u32>().ok()?;
        Some(hi.saturating_sub(lo).saturating_add(1).min(2) as u8)
    });
    range.unwrap_or(1)
}

impl Init {
    /// Checks the values fit their registers (EXEC and VCC 64 bits, M0 32) and a lane list
    /// has at most 64 values.
    pub(super) fn check<'a>(&'a self, known: Known<'_, 'a>) -> Result<(), Bad<'a>> {
        const INIT: Seg = Seg::Key("init");
        for (key, v, bits) in [("exec", &self.exec, 64), ("vcc", &self.vcc, 64), ("m0", &self.m0, 32)] {
            if let Some(n) = v {
                n.mask_bits(bits)
                    .map_err(|e| bad(&[INIT, Seg::Key(key)])(format!("init.{key}: {e}")))?;
            }
        }
        for (name, v) in &self.sgpr {
            let at = [INIT, Seg::Key("sgpr"), Seg::Key(name)];
            match v {
                ScalarInit::Buffer(b) => known(&b.buffer, &at)?,
                ScalarInit::Value(n) => drop(
                    n.reg_bits(reg_dwords(name))
                        .map_err(|e| bad(&at)(format!("{name}: {e}")))?,
                ),
            }
        }
        for (name, v) in &self.vgpr {
            let d = reg_dwords(name);
            let at = |sub: Option<usize>| {
                let mut p = vec![INIT, Seg::Key("vgpr"), Seg::Key(name)];
                p.extend(sub.map(Seg::Index));
                p
            };
            if let LaneInit::List(l) = v {
                if l.len() > 64 {
                    let msg = format!("{name}: {} values for 64 lanes", l.len());
                    return Err(bad(&at(Some(64)))(msg));
                }
                for (j, n) in l.iter().enumerate() {
                    n.reg_bits(d)
                        .map_err(|e| bad(&at(Some(j)))(format!("{name} lane {j}: {e}")))?;
                }
            }
            v.lanes(d).map_err(|e| bad(&at(None))(format!("{name}: {e}")))?;
        }
        self.check_v2(known)
    }

    /// Checks the version and the version-2 keys (names are checked against the machine when
    /// it is built).
    fn check_v2<'a>(&'a self, known: Known<'_, 'a>) -> Result<(), Bad<'a>> {
        const INIT: Seg = Seg::Key("init");
        let v2 = !self.masks.is_empty() || !self.flags.is_empty() || !self.registers.is_empty();
        match self.version {
            None | Some(1) if v2 => {
                return Err(bad(&[INIT, Seg::Key("version")])(
                    "init: masks, flags and registers need version = 2".into(),
                ))
            }
            None | Some(1 | 2) => {}
            Some(n) => {
                return Err(bad(&[INIT, Seg::Key("version")])(format!(
                    "init.version {n}: lanescope reads versions 1 and 2"
                )))
            }
        }
        for (key, v) in self.masks.iter().chain(&self.flags) {
            v.mask_bits(64)
                .map_err(|e| bad(&[INIT, Seg::Key(key)])(format!("init.{key}: {e}")))?;
        }
        for (i, r) in self.registers.iter().enumerate() {
            let at = [INIT, Seg::Key("registers"), Seg::Index(i)];
            let n = r.count();
            if !(1..=2).contains(&n) {
                return Err(bad(&at)(format!("init.registers[{i}]: count must be 1 or 2")));
            }
            match &r.value {
                RegisterValue::Lanes(LaneInit::List(l)) if l.len() > 64 => {
                    return Err(bad(&at)(format!(
                        "init.registers[{i}]: {} values for 64 lanes",
                        l.len()
                    )));
                }
                RegisterValue::Buffer(b) => known(&b.buffer, &at)?,
                RegisterValue::Lanes(l) => drop(l.lanes(n).map_err(|e| bad(&at)(format!("init.registers[{i}]: {e}")))?),
            }
        }
        Ok(())
    }
}

impl LaneInit {
    /// The values of 64 lanes as register bits (`dwords` = 1 or 2).
    pub fn lanes(&self, dwords: u8) -> Result<Vec<u64>, String> {
        let float_range =
            |a: Option<&Num>, b: Option<&Num>| matches!(a, Some(Num::Float(_))) || matches!(b, Some(Num::Float(_)));
        (0..64u64)
            .map(|l| {
                let n = match self {
                    LaneInit::Value(Num::Text(t)) if t == "lane" => Num::Int(l as i64),
                    LaneInit::Value(n) => n.clone(),
                    LaneInit::List(v) => v.get(l as usize).cloned().unwrap_or(Num::Int(0)),
                    LaneInit::Iota(g) => iota_value(&g.iota, g.step.as_ref(), l, false)?,
                    LaneInit::Random(g) => {
                        let mut r = SplitMix64(g.random);
                        let f = float_range(g.min.as_ref(), g.max.as_ref());
                        let mut v = Num::Int(0);
                        for _ in 0..=l {
                            v = r.draw(f, g.min.as_ref(), g.max.as_ref())?;
                        }
                        v
                    }
                };
                n.reg_bits(dwords)
            })
            .collect()
    }
}
