//! `[[buffers]]` (global memory and how it is filled) and `[[args]]` (kernel arguments).

use serde::{Deserialize, Serialize};

use super::check::{bad, Bad, Seg};
use super::values::{ElemType, Num, SplitMix64};

/// `[[buffers]]`: one global-memory buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Buffer {
    /// Name (for `[[args]]`, `--dump`).
    pub name: String,
    /// Element type.
    #[serde(rename = "type")]
    pub ty: ElemType,
    /// Contents.
    pub data: Data,
}

/// A buffer's contents: a list or a generator.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Data {
    /// The elements.
    List(Vec<Num>),
    /// `count` copies of `fill`.
    Fill(Fill),
    /// `iota + step * i`.
    Iota(Iota),
    /// Seeded random values.
    Random(Random),
}

/// `{ fill = V, count = N }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fill {
    /// The value.
    pub fill: Num,
    /// Elements.
    pub count: u32,
}

/// `{ iota = START, step = S, count = N }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Iota {
    /// First value.
    pub iota: Num,
    /// Increment (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Num>,
    /// Elements.
    pub count: u32,
}

/// `{ random = SEED, count = N, min = A, max = B }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Random {
    /// Seed.
    pub random: u64,
    /// Elements.
    pub count: u32,
    /// Lowest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    /// Highest value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

pub(super) fn iota_value(start: &Num, step: Option<&Num>, i: u64, float: bool) -> Result<Num, String> {
    Ok(IotaGen::new(start, step, float)?.at(i))
}

/// An iota's start and step, read once: element `i` is `start + step * i`.
enum IotaGen {
    Int(u64, u64),
    Float(f64, f64),
}

impl IotaGen {
    fn new(start: &Num, step: Option<&Num>, float: bool) -> Result<IotaGen, String> {
        if float || matches!(start, Num::Float(_)) || matches!(step, Some(Num::Float(_))) {
            let s = step.map_or(Ok(1.0), Num::as_f64)?;
            Ok(IotaGen::Float(start.as_f64()?, s))
        } else {
            let s = step.map_or(Ok(1), Num::as_int)?;
            Ok(IotaGen::Int(start.as_int()?, s))
        }
    }

    fn at(&self, i: u64) -> Num {
        match *self {
            IotaGen::Float(start, s) => Num::Float(start + s * i as f64),
            IotaGen::Int(start, s) => Num::Int(start.wrapping_add(s.wrapping_mul(i)) as i64),
        }
    }
}

impl Data {
    /// Elements, without materialising them.
    pub fn count(&self) -> u64 {
        match self {
            Data::List(v) => v.len() as u64,
            Data::Fill(g) => g.count as u64,
            Data::Iota(g) => g.count as u64,
            Data::Random(g) => g.count as u64,
        }
    }
}

impl Buffer {
    /// Checks every value the buffer would hold converts to its type, without materialising a
    /// generator: a fill value once, an iota's first and last value, a random range's bounds.
    pub(super) fn check_values<'a>(&'a self, at: &[Seg<'a>]) -> Result<(), Bad<'a>> {
        let f = self.ty.is_float();
        let enc = |n: &Num, sub: &[Seg<'a>]| {
            let path: Vec<Seg> = at.iter().chain(sub).copied().collect();
            self.ty
                .encode(n)
                .map(drop)
                .map_err(|e| bad(&path)(format!("buffer '{}': {e}", self.name)))
        };
        match &self.data {
            Data::List(v) => v.iter().enumerate().try_for_each(|(j, n)| enc(n, &[Seg::Index(j)])),
            Data::Fill(g) => enc(&g.fill, &[Seg::Key("fill")]),
            Data::Iota(g) => [0, (g.count as u64).saturating_sub(1)].iter().try_for_each(|&i| {
                let n = iota_value(&g.iota, g.step.as_ref(), i, f).map_err(bad(at))?;
                enc(&n, &[])
            }),
            Data::Random(g) => {
                for (k, n) in [("min", &g.min), ("max", &g.max)] {
                    n.as_ref().map_or(Ok(()), |n| enc(n, &[Seg::Key(k)]))?;
                }
                SplitMix64(g.random)
                    .draw(f, g.min.as_ref(), g.max.as_ref())
                    .map(drop)
                    .map_err(bad(at))
            }
        }
    }

    /// The buffer's bytes.
    pub fn bytes(&self) -> Result<Vec<u8>, String> {
        let ty = self.ty;
        let f = ty.is_float();
        let mut out = Vec::new();
        // The exact size at once (no regrowing and copying); a size too large for this
        // machine fails as the pushes would.
        let _ = out.try_reserve_exact((self.data.count() as usize).saturating_mul(ty.size()));
        let mut push = |n: &Num| -> Result<(), String> {
            if !f && matches!(n, Num::Float(_)) {
                return Err(format!("buffer '{}': {n:?} is not an integer (type {ty:?})", self.name));
            }
            ty.encode_into(n, &mut out)
                .map_err(|e| format!("buffer '{}': {e}", self.name))?;
            Ok(())
        };
        match &self.data {
            Data::List(v) => v.iter().try_for_each(&mut push)?,
            // One element encoded, then copied.
            Data::Fill(g) => {
                (0..g.count.min(1)).try_for_each(|_| push(&g.fill))?;
                return Ok(out.repeat(g.count as usize));
            }
            Data::Iota(g) if g.count > 0 => match IotaGen::new(&g.iota, g.step.as_ref(), f)? {
                IotaGen::Int(start, step) if !f => ty
                    .int_series_into(start, step, g.count.into(), &mut out)
                    .map_err(|e| format!("buffer '{}': {e}", self.name))?,
                IotaGen::Float(start, step) if f => ty.float_series_into(start, step, g.count.into(), &mut out),
                gen => (0..g.count as u64).try_for_each(|i| push(&gen.at(i)))?,
            },
            Data::Iota(_) => {}
            Data::Random(g) => {
                // A float type with both bounds written as integers draws integers (exact
                // small values, for float tests without rounding).
                let int_bounds = matches!((&g.min, &g.max), (Some(Num::Int(_)), Some(Num::Int(_))));
                let mut r = SplitMix64(g.random);
                (0..g.count).try_for_each(|_| push(&r.draw(f && !int_bounds, g.min.as_ref(), g.max.as_ref())?))?
            }
        }
        Ok(out)
    }
}

/// `[[args]]`: one kernel argument.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A pointer to a buffer.
    Buffer(BufferArg),
    /// A typed value.
    Value(ValueArg),
}

/// `{ buffer = "name" }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferArg {
    /// The buffer's name.
    pub buffer: String,
}

/// `{ type = "f32", value = 2.0 }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueArg {
    /// The type.
    #[serde(rename = "type")]
    pub ty: ElemType,
    /// The value.
    pub value: Num,
}
