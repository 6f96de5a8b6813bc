//! The `[r700]` snippet (issue 16): an R700 shader and its initial state.
//!
//! ```toml
//! arch = "rv770"            # rv770 | r700
//! source = '''…llc -show-mc-encoding output, as printed…'''
//! [r700]
//! shader = "pixel"          # pixel | vertex | compute
//! lanes = 64                # 1..64 threads in the wavefront
//! [[r700.gprs]]             # one GPR's initial value in every lane
//! reg = 0
//! type = "f32"              # f32 | i32 | u32
//! data = [0.5, 1.0, 2.0, 3.0]   # 4 values per lane, lane-major; a shorter list repeats
//! [[r700.constants]]        # constant buffer N (kcache bank N, VTX BUFFER_ID N)
//! buffer = 2
//! type = "f32"
//! data = [1.0, 0.0, 0.0, 1.0]
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
        Ok(R700Snippet {
            source: raw.source,
            shader: r.shader,
            lanes: r.lanes,
            gprs,
            constants,
            textures,
            scatter,
        })
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
}
