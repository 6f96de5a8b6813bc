//! The snippet document: the TOML a share URL carries and `lanescope run` reads.
//!
//! ```toml
//! arch = "gfx950"
//! source = '''
//! v_add_f32 v1, v0, v0
//! s_endpgm
//! '''
//! ```
//! Unknown keys are errors.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::target::Target;

/// A runnable snippet: target and assembly source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snippet {
    /// Target name (`gfx900`, `gfx950`, or an alias).
    pub arch: String,
    /// Assembly source.
    pub source: String,
}

/// Why a snippet document could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SnippetError {
    /// Not valid TOML, or not the snippet schema (the message says where).
    Toml(String),
    /// `arch` names no known target.
    UnknownArch(String),
}

impl fmt::Display for SnippetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SnippetError::Toml(m) => write!(f, "invalid snippet: {m}"),
            SnippetError::UnknownArch(a) => {
                write!(f, "unknown arch '{a}' (expected gfx900 or gfx950)")
            }
        }
    }
}

impl std::error::Error for SnippetError {}

impl Snippet {
    /// A snippet for `target` with `source`.
    pub fn new(target: Target, source: impl Into<String>) -> Snippet {
        Snippet {
            arch: target.name().into(),
            source: source.into(),
        }
    }

    /// Parses a snippet document.
    pub fn from_toml(text: &str) -> Result<Snippet, SnippetError> {
        let s: Snippet = toml::from_str(text).map_err(|e| SnippetError::Toml(e.to_string().trim_end().into()))?;
        s.target()?;
        Ok(s)
    }

    /// The snippet as a TOML document.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }

    /// The snippet's target.
    pub fn target(&self) -> Result<Target, SnippetError> {
        Target::from_name(&self.arch).ok_or_else(|| SnippetError::UnknownArch(self.arch.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let s = Snippet::new(Target::ALL[1], "v_mov_b32 v1, 1.0 ; '''quotes'''\ns_endpgm\n");
        assert_eq!(Snippet::from_toml(&s.to_toml()).unwrap(), s);
        assert!(
            matches!(Snippet::from_toml("arch = \"gfx900\"\nsource = \"\"\nbogus = 1"), Err(SnippetError::Toml(m)) if m.contains("bogus"))
        );
        assert_eq!(
            Snippet::from_toml("arch = \"gfx1100\"\nsource = \"\""),
            Err(SnippetError::UnknownArch("gfx1100".into()))
        );
        assert!(matches!(Snippet::from_toml("arch = "), Err(SnippetError::Toml(_))));
    }
}
