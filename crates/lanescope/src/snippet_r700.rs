//! The `[r700]` snippet (issue 16): an R700 shader and its initial state.
//!
//! ```toml
//! arch = "rv770"            # rv770 | r700
//! source = '''…llc -show-mc-encoding output, as printed…'''
//! [r700]
//! shader = "pixel"          # pixel | vertex | compute
//! lanes = 64                # 1..64 threads in the wavefront
//! bool_constants = 0x8      # the 32 CF boolean constants (bit n: COND BOOL/NOT_BOOL with CF_CONST n)
//! [[r700.gprs]]             # one GPR's initial value in every lane
//! reg = 0
//! type = "f32"              # f32 | i32 | u32
//! data = [0.5, 1.0, 2.0, 3.0]   # 4 values per lane, lane-major; a shorter list repeats
//! [[r700.constants]]        # constant buffer N (kcache bank N, VTX BUFFER_ID N)
//! buffer = 2
//! type = "f32"
//! data = [1.0, 0.0, 0.0, 1.0]
//! [[r700.loop_constants]]   # a DX9 loop's integer constant (LOOP_START with CF_CONST = index)
//! index = 1                 # 0..31
//! count = 3                 # trip count, 0..=4294967295 (0 skips the loop)
//! init = 2                  # initial aL (i32)
//! step = 5                  # added to aL by each END_LOOP that loops again (i32)
//! [[r700.textures]]        # a 2D texture for TEX LD/SAMPLE, 4 values per texel, row-major
//! resource = 0
//! width = 2
//! height = 1
//! type = "f32"
//! data = [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0]
//! [[buffers]]               # at most one: the MEM_EXPORT scatter buffer (as gcn's [[buffers]])
//! name = "out"
//! type = "u32"
//! data = { fill = 0, count = 64 }
//! ```
//!
//! Values become 32-bit patterns here; the front end builds the machine from them. Unknown
//! keys are errors; every list is bounded before anything is allocated for it.

use lanescope_r700::exec::R700Machine;
use serde::Deserialize;

use crate::snippet::{line_col, span_of, toml_error, Buffer, Seg, SnippetError};

/// Most lanes of a wavefront.
pub const MAX_LANES: usize = 64;
/// GPRs per lane.
pub const GPRS: u32 = 128;
/// Constant buffers (kcache banks).
pub const BUFFERS: u32 = 16;
/// Most constants (vec4) per constant buffer.
pub const MAX_CONSTANTS: usize = 4096;
/// Most texels of a texture.
pub const MAX_TEXELS: u64 = 1 << 16;
/// Most textures.
pub const MAX_TEXTURES: usize = 16;
/// DX9 loop (integer) constants, and boolean constants.
pub const LOOP_CONSTANTS: i64 = 32;
/// Most bytes of the scatter buffer.
pub const MAX_SCATTER_BYTES: u64 = 64 << 20;

/// The kind of shader, which decides the start state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shader {
    /// A pixel shader (the default).
    Pixel,
    /// A vertex shader: its leading `CALL_FS` is a no-op.
    Vertex,
    /// A compute shader: R0.x holds the thread id.
    Compute,
}

/// The element type of a `data` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Elem {
    /// 32-bit float.
    F32,
    /// Signed 32-bit integer.
    I32,
    /// Unsigned 32-bit integer.
    U32,
}

/// A number as TOML writes it.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(untagged)]
enum Num {
    Int(i64),
    Float(f64),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGpr {
    reg: u32,
    #[serde(rename = "type")]
    ty: Elem,
    data: Vec<Num>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConstants {
    buffer: u32,
    #[serde(rename = "type")]
    ty: Elem,
    data: Vec<Num>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTexture {
    resource: u32,
    width: u32,
    height: u32,
    #[serde(rename = "type")]
    ty: Elem,
    data: Vec<Num>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLoopConstant {
    index: i64,
    count: i64,
    init: i64,
    step: i64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawR700 {
    #[serde(default = "pixel")]
    shader: Shader,
    #[serde(default = "all_lanes")]
    lanes: usize,
    #[serde(default)]
    gprs: Vec<RawGpr>,
    #[serde(default)]
    constants: Vec<RawConstants>,
    #[serde(default)]
    textures: Vec<RawTexture>,
    #[serde(default)]
    bool_constants: i64,
    #[serde(default)]
    loop_constants: Vec<RawLoopConstant>,
}

fn pixel() -> Shader {
    Shader::Pixel
}

fn all_lanes() -> usize {
    MAX_LANES
}

impl Default for RawR700 {
    fn default() -> Self {
        RawR700 {
            shader: Shader::Pixel,
            lanes: MAX_LANES,
            gprs: Vec::new(),
            constants: Vec::new(),
            textures: Vec::new(),
            bool_constants: 0,
            loop_constants: Vec::new(),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSnippet {
    arch: String,
    #[serde(default)]
    source: String,
    #[serde(default)]
    r700: RawR700,
    #[serde(default)]
    buffers: Vec<Buffer>,
}

#[derive(Debug, Deserialize)]
struct ArchOnly {
    arch: Option<String>,
}

/// One GPR's initial value: 4 × lanes bit patterns, lane-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gpr {
    /// Register number (0–127).
    pub reg: u32,
    /// Lane-major x, y, z, w bit patterns of every lane.
    pub data: Vec<u32>,
}

/// A constant buffer: vec4 constants as bit patterns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constants {
    /// Buffer (kcache bank, VTX buffer id) 0–15.
    pub buffer: u32,
    /// The constants.
    pub data: Vec<[u32; 4]>,
}

/// A texture: `width × height` texels of xyzw bit patterns, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texture {
    /// TEX resource id.
    pub resource: u32,
    /// Width in texels.
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// Texels (missing ones read 0).
    pub texels: Vec<[u32; 4]>,
}

/// A DX9 loop's integer constant (`LOOP_START`/`LOOP_START_NO_AL` with `CF_CONST = index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopConstant {
    /// Constant number, 0–31.
    pub index: u32,
    /// Trip count, initial aL and step (the last two as i32 bits), as
    /// `R700Machine::set_loop_constant` takes them.
    pub value: [u32; 3],
}

/// A checked R700 snippet.
#[derive(Clone, Debug, PartialEq)]
pub struct R700Snippet {
    /// The assembly text.
    pub source: String,
    /// Kind of shader.
    pub shader: Shader,
    /// Lanes in the wavefront (1–64).
    pub lanes: usize,
    /// Initial GPR values.
    pub gprs: Vec<Gpr>,
    /// Constant buffers.
    pub constants: Vec<Constants>,
    /// Textures for TEX fetches.
    pub textures: Vec<Texture>,
    /// The scatter buffer `MEM_EXPORT` writes, if any.
    pub scatter: Option<Buffer>,
    /// The CF boolean constants (bit n is boolean n).
    pub bool_constants: u32,
    /// The DX9 loop constants given (each index at most once).
    pub loop_constants: Vec<LoopConstant>,
}

/// Whether a snippet document names an R700 arch (`rv770` or `r700`).
pub fn is_r700(text: &str) -> bool {
    toml::from_str::<ArchOnly>(text)
        .ok()
        .and_then(|a| a.arch)
        .is_some_and(|a| is_r700_name(&a))
}

/// Whether `name` is an R700 arch name.
pub fn is_r700_name(name: &str) -> bool {
    matches!(name, "rv770" | "r700")
}

/// The bit pattern of `n` as a value of type `ty`, or why it is not one.
fn bits(n: Num, ty: Elem) -> Result<u32, String> {
    match (ty, n) {
        (Elem::F32, Num::Float(f)) => Ok((f as f32).to_bits()),
        (Elem::F32, Num::Int(i)) => Ok((i as f32).to_bits()),
        (Elem::I32, Num::Int(i)) => i32::try_from(i)
            .map(|v| v as u32)
            .map_err(|_| format!("{i} is not an i32")),
        (Elem::U32, Num::Int(i)) => u32::try_from(i).map_err(|_| format!("{i} is not a u32")),
        (_, Num::Float(f)) => Err(format!("{f} is not an integer")),
    }
}

/// A located error at `path` of the document.
fn at(text: &str, path: &[Seg], message: String) -> SnippetError {
    match span_of(text, path) {
        Some((sp, _)) => {
            let (line, col) = line_col(text, sp.start);
            SnippetError::At { line, col, message }
        }
        None => SnippetError::Invalid(message),
    }
}

/// Converts `data` (at most `max` values, at least one) to bit patterns.
fn convert(text: &str, path: &[Seg], data: &[Num], ty: Elem, max: usize) -> Result<Vec<u32>, SnippetError> {
    if data.is_empty() || data.len() > max {
        return Err(at(
            text,
            path,
            format!("`data` needs 1 to {max} values, not {}", data.len()),
        ));
    }
    data.iter()
        .map(|&n| bits(n, ty))
        .collect::<Result<_, _>>()
        .map_err(|m| at(text, path, m))
}

/// The `[[r700.textures]]`, checked against their budgets.
fn textures(text: &str, raw: &[RawTexture]) -> Result<Vec<Texture>, SnippetError> {
    if raw.len() > MAX_TEXTURES {
        let path = [Seg::Key("r700"), Seg::Key("textures"), Seg::Index(MAX_TEXTURES)];
        return Err(at(text, &path, format!("at most {MAX_TEXTURES} textures")));
    }
    let mut out = Vec::new();
    for (i, t) in raw.iter().enumerate() {
        let path = |k| [Seg::Key("r700"), Seg::Key("textures"), Seg::Index(i), Seg::Key(k)];
        let texels = u64::from(t.width) * u64::from(t.height);
        if texels == 0 || texels > MAX_TEXELS {
            let m = format!("a texture has 1 to {MAX_TEXELS} texels, not {texels}");
            return Err(at(text, &path("width"), m));
        }
        let vals = convert(text, &path("data"), &t.data, t.ty, 4 * texels as usize)?;
        let texels = vals
            .chunks(4)
            .map(|ch| core::array::from_fn(|k| ch.get(k).copied().unwrap_or(0)))
            .collect();
        out.push(Texture {
            resource: t.resource,
            width: t.width,
            height: t.height,
            texels,
        });
    }
    Ok(out)
}

/// The one `[[buffers]]` entry, checked against its budget before it is materialised.
fn scatter(text: &str, mut buffers: Vec<Buffer>) -> Result<Option<Buffer>, SnippetError> {
    if buffers.len() > 1 {
        let path = [Seg::Key("buffers"), Seg::Index(1)];
        return Err(at(
            text,
            &path,
            "R700 snippets have one buffer, the MEM_EXPORT scatter buffer".into(),
        ));
    }
    let Some(b) = buffers.pop() else { return Ok(None) };
    let path = [Seg::Key("buffers"), Seg::Index(0), Seg::Key("data")];
    let need = b.data.count().saturating_mul(b.ty.size() as u64);
    if need > MAX_SCATTER_BYTES {
        return Err(at(
            text,
            &path,
            format!("buffer '{}' needs {need} bytes; at most 64 MiB", b.name),
        ));
    }
    b.bytes().map_err(|m| at(text, &path, m))?;
    Ok(Some(b))
}

/// `bool_constants`, a 32-bit mask.
fn bool_constants(text: &str, v: i64) -> Result<u32, SnippetError> {
    u32::try_from(v).map_err(|_| {
        let path = [Seg::Key("r700"), Seg::Key("bool_constants")];
        at(
            text,
            &path,
            format!("bool_constants is a 32-bit mask (0..=0xFFFFFFFF), not {v}"),
        )
    })
}

/// The `[[r700.loop_constants]]`: indexes 0–31, each at most once; count a u32, init and
/// step i32s.
fn loop_constants(text: &str, raw: &[RawLoopConstant]) -> Result<Vec<LoopConstant>, SnippetError> {
    let mut out: Vec<LoopConstant> = Vec::new();
    for (i, c) in raw.iter().enumerate() {
        let path = |k| [Seg::Key("r700"), Seg::Key("loop_constants"), Seg::Index(i), Seg::Key(k)];
        let err = |k, m: String| Err(at(text, &path(k), m));
        if !(0..LOOP_CONSTANTS).contains(&c.index) {
            return err("index", format!("index must be 0..=31, not {}", c.index));
        }
        if out.iter().any(|o| i64::from(o.index) == c.index) {
            return err("index", format!("loop constant {} is given twice", c.index));
        }
        let Ok(count) = u32::try_from(c.count) else {
            return err("count", format!("count must be 0..=4294967295, not {}", c.count));
        };
        let mut signed = [0u32; 2];
        for (k, (key, v)) in [("init", c.init), ("step", c.step)].into_iter().enumerate() {
            match i32::try_from(v) {
                Ok(v) => signed[k] = v as u32,
                Err(_) => return err(key, format!("{key} must be an i32, not {v}")),
            }
        }
        out.push(LoopConstant {
            index: c.index as u32,
            value: [count, signed[0], signed[1]],
        });
    }
    Ok(out)
}

/// A buffer's bytes as little-endian dwords (the last one zero-padded).
pub fn dwords(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(core::array::from_fn(|k| c.get(k).copied().unwrap_or(0))))
        .collect()
}

impl R700Snippet {
    /// Reads and checks an R700 snippet.
    pub fn from_toml(text: &str) -> Result<R700Snippet, SnippetError> {
        let raw: RawSnippet = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        if !is_r700_name(&raw.arch) {
            return Err(at(
                text,
                &[Seg::Key("arch")],
                format!("`{}` is not an R700 arch (rv770, r700)", raw.arch),
            ));
        }
        let r = raw.r700;
        if !(1..=MAX_LANES).contains(&r.lanes) {
            let path = [Seg::Key("r700"), Seg::Key("lanes")];
            return Err(at(text, &path, format!("lanes must be 1..=64, not {}", r.lanes)));
        }
        let mut gprs = Vec::new();
        for (i, g) in r.gprs.iter().enumerate() {
            let path = [Seg::Key("r700"), Seg::Key("gprs"), Seg::Index(i), Seg::Key("reg")];
            if g.reg >= GPRS {
                return Err(at(text, &path, format!("reg must be 0..=127, not {}", g.reg)));
            }
            let path = [Seg::Key("r700"), Seg::Key("gprs"), Seg::Index(i), Seg::Key("data")];
            let vals = convert(text, &path, &g.data, g.ty, 4 * MAX_LANES)?;
            let data = vals.iter().copied().cycle().take(4 * r.lanes).collect();
            gprs.push(Gpr { reg: g.reg, data });
        }
        let mut constants = Vec::new();
        for (i, c) in r.constants.iter().enumerate() {
            let path = [
                Seg::Key("r700"),
                Seg::Key("constants"),
                Seg::Index(i),
                Seg::Key("buffer"),
            ];
            if c.buffer >= BUFFERS {
                return Err(at(text, &path, format!("buffer must be 0..=15, not {}", c.buffer)));
            }
            let path = [Seg::Key("r700"), Seg::Key("constants"), Seg::Index(i), Seg::Key("data")];
            let vals = convert(text, &path, &c.data, c.ty, 4 * MAX_CONSTANTS)?;
            let data = vals
                .chunks(4)
                .map(|ch| core::array::from_fn(|k| ch.get(k).copied().unwrap_or(0)))
                .collect();
            constants.push(Constants { buffer: c.buffer, data });
        }
        let textures = textures(text, &r.textures)?;
        let scatter = scatter(text, raw.buffers)?;
        let bool_constants = bool_constants(text, r.bool_constants)?;
        let loop_constants = loop_constants(text, &r.loop_constants)?;
        Ok(R700Snippet {
            source: raw.source,
            shader: r.shader,
            lanes: r.lanes,
            gprs,
            constants,
            textures,
            scatter,
            bool_constants,
            loop_constants,
        })
    }

    /// A bare 64-lane pixel shader running `source` (what `run FILE.s` starts).
    pub fn pixel(source: &str) -> R700Snippet {
        R700Snippet {
            source: source.to_string(),
            shader: Shader::Pixel,
            lanes: MAX_LANES,
            gprs: Vec::new(),
            constants: Vec::new(),
            textures: Vec::new(),
            scatter: None,
            bool_constants: 0,
            loop_constants: Vec::new(),
        }
    }

    /// Loads the boolean and DX9 loop constants into `m`.
    pub fn set_cf_constants(&self, m: &mut R700Machine) {
        m.set_bool_constants(self.bool_constants);
        for c in &self.loop_constants {
            m.set_loop_constant(c.index as usize, c.value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_issue_example() {
        let s = R700Snippet::from_toml(
            "arch = \"rv770\"\nsource = 'CF_END'\n[r700]\nshader = \"vertex\"\nlanes = 2\n\
             [[r700.gprs]]\nreg = 1\ntype = \"f32\"\ndata = [0.5, 1.0]\n\
             [[r700.constants]]\nbuffer = 2\ntype = \"u32\"\ndata = [1, 2, 3, 4, 5]\n",
        )
        .unwrap();
        assert_eq!(s.shader, Shader::Vertex);
        let h = 0.5f32.to_bits();
        let one = 1.0f32.to_bits();
        assert_eq!(s.gprs[0].data, [h, one, h, one, h, one, h, one]);
        assert_eq!(s.constants[0].data, [[1, 2, 3, 4], [5, 0, 0, 0]]);
        assert!(is_r700("arch = \"r700\""));
        assert_eq!(s.scatter, None);
        let s = R700Snippet::from_toml(
            "arch = \"rv770\"\n[[buffers]]\nname = \"out\"\ntype = \"u32\"\ndata = { fill = 3, count = 2 }\n",
        )
        .unwrap();
        let b = s.scatter.unwrap();
        assert_eq!(dwords(&b.bytes().unwrap()), [3, 3]);
        let e = R700Snippet::from_toml(
            "arch = \"rv770\"\n[[buffers]]\nname = \"a\"\ntype = \"u32\"\ndata = [1]\n\
             [[buffers]]\nname = \"b\"\ntype = \"u32\"\ndata = [1]\n",
        )
        .unwrap_err();
        assert!(matches!(e, SnippetError::At { line: 6, .. }), "{e:?}");
        assert!(!is_r700("arch = \"gfx900\""));
    }

    #[test]
    fn rejects_unknown_keys_and_bad_values_with_locations() {
        let e = R700Snippet::from_toml("arch = \"rv770\"\n[r700]\nlanes = 65\n").unwrap_err();
        assert!(matches!(e, SnippetError::At { line: 3, .. }), "{e:?}");
        let e = R700Snippet::from_toml("arch = \"rv770\"\n[r700]\nwaves = 2\n").unwrap_err();
        assert!(e.to_string().contains("waves"), "{e}");
        let e = R700Snippet::from_toml("arch = \"rv770\"\n[[r700.gprs]]\nreg = 1\ntype = \"i32\"\ndata = [1.5]\n")
            .unwrap_err();
        assert!(matches!(e, SnippetError::At { line: 5, .. }), "{e:?}");
        let e = R700Snippet::from_toml("arch = \"rv770\"\n[[r700.gprs]]\nreg = 128\ntype = \"u32\"\ndata = [1]\n")
            .unwrap_err();
        assert!(matches!(e, SnippetError::At { line: 3, .. }), "{e:?}");
    }

    #[test]
    fn reads_bool_and_loop_constants() {
        let s = R700Snippet::from_toml(
            "arch = \"rv770\"\n[r700]\nbool_constants = 0x8000_0005\n\
             [[r700.loop_constants]]\nindex = 31\ncount = 4294967295\ninit = -2\nstep = 5\n\
             [[r700.loop_constants]]\nindex = 0\ncount = 3\ninit = 0\nstep = -1\n",
        )
        .unwrap();
        assert_eq!(s.bool_constants, 0x8000_0005);
        let want = [
            LoopConstant {
                index: 31,
                value: [u32::MAX, -2i32 as u32, 5],
            },
            LoopConstant {
                index: 0,
                value: [3, 0, u32::MAX],
            },
        ];
        assert_eq!(s.loop_constants, want);
        let bare = R700Snippet::from_toml("arch = \"rv770\"\n").unwrap();
        assert_eq!((bare.bool_constants, bare.loop_constants.len()), (0, 0));
        assert_eq!(bare, R700Snippet::pixel(""));
    }

    #[test]
    fn bad_constants_are_located() {
        let lc = |body: &str| format!("arch = \"rv770\"\n[[r700.loop_constants]]\n{body}");
        let cases = [
            (
                "arch = \"rv770\"\n[r700]\nbool_constants = 0x1_0000_0000\n".to_string(),
                3,
                "32-bit mask",
            ),
            (
                "arch = \"rv770\"\n[r700]\nbool_constants = -1\n".to_string(),
                3,
                "32-bit mask",
            ),
            (lc("index = 32\ncount = 1\ninit = 0\nstep = 0\n"), 3, "0..=31"),
            (lc("index = 1\ncount = -1\ninit = 0\nstep = 0\n"), 4, "count"),
            (
                lc("index = 1\ncount = 1\ninit = 2147483648\nstep = 0\n"),
                5,
                "init must be an i32",
            ),
            (
                lc("index = 1\ncount = 1\ninit = 0\nstep = -2147483649\n"),
                6,
                "step must be an i32",
            ),
            (
                lc("index = 1\ncount = 1\ninit = 0\nstep = 0\nstride = 2\n"),
                7,
                "stride",
            ),
            (
                lc(
                    "index = 1\ncount = 1\ninit = 0\nstep = 0\n[[r700.loop_constants]]\nindex = 1\n\
                    count = 1\ninit = 0\nstep = 0\n",
                ),
                8,
                "given twice",
            ),
        ];
        for (text, line, want) in cases {
            let e = R700Snippet::from_toml(&text).unwrap_err();
            assert!(
                matches!(e, SnippetError::At { line: l, .. } if l == line),
                "{text}: {e:?}"
            );
            assert!(e.to_string().contains(want), "{text}: {e}");
        }
    }
}
