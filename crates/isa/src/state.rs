//! What every machine's state bytes share (`save_state` / `load_state` of the GCN and R700
//! machines): a header naming the format, its version and a hash of what the bytes do not
//! carry (program, launch or setup), the body in postcard, faults as bytes, and the checks
//! and messages of a refused load. Each machine describes its own body.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use crate::Fault;

/// A machine's state format: what its header must say.
pub struct Format {
    /// The bytes' first four bytes (`*b"LSgc"`).
    pub magic: [u8; 4],
    /// The layout's version (bumped with every change of the layout).
    pub version: u16,
    /// The machine's name in "not … machine state".
    pub machine: &'static str,
    /// What a hash mismatch means, after "saved from another ".
    pub other: &'static str,
}

/// What precedes the body.
#[derive(Serialize, Deserialize)]
struct Header {
    magic: [u8; 4],
    version: u16,
    /// The hash of what the bytes do not carry.
    hash: u64,
}

impl Format {
    /// The header (with `hash`) and `body` as bytes.
    pub fn seal<T: Serialize>(&self, hash: u64, body: &T) -> Vec<u8> {
        let header = Header {
            magic: self.magic,
            version: self.version,
            hash,
        };
        let mut out = postcard::to_allocvec(&header).unwrap_or_default();
        out.extend(postcard::to_allocvec(body).unwrap_or_default());
        out
    }

    /// The body of `bytes` from [`Format::seal`], when their header is this format's at this
    /// version with `hash` and nothing follows the body.
    pub fn open<'a, T: Deserialize<'a>>(&self, hash: u64, bytes: &'a [u8]) -> Result<T, String> {
        let (header, rest) =
            postcard::take_from_bytes::<Header>(bytes).map_err(|e| bad(&alloc::format!("header: {e}")))?;
        if header.magic != self.magic {
            return Err(bad(&alloc::format!("not {} machine state", self.machine)));
        }
        if header.version != self.version {
            return Err(bad(&alloc::format!(
                "format version {} (this build reads {})",
                header.version,
                self.version
            )));
        }
        if header.hash != hash {
            return Err(bad(&alloc::format!("saved from another {}", self.other)));
        }
        let (body, tail) = postcard::take_from_bytes::<T>(rest).map_err(|e| bad(&alloc::format!("{e}")))?;
        match tail.is_empty() {
            true => Ok(body),
            false => Err(bad("trailing bytes")),
        }
    }
}

/// A [`Fault`] as bytes.
#[derive(Serialize, Deserialize)]
pub struct FaultBytes<'a> {
    wave: u32,
    pc: u64,
    lane: Option<u8>,
    address: Option<u64>,
    message: Cow<'a, str>,
}

impl<'a> From<&'a Fault> for FaultBytes<'a> {
    fn from(f: &'a Fault) -> Self {
        FaultBytes {
            wave: f.wave,
            pc: f.pc,
            lane: f.lane,
            address: f.address,
            message: Cow::Borrowed(&f.message),
        }
    }
}

impl From<FaultBytes<'_>> for Fault {
    fn from(f: FaultBytes<'_>) -> Self {
        Fault {
            wave: f.wave,
            pc: f.pc,
            lane: f.lane,
            address: f.address,
            message: f.message.into_owned(),
        }
    }
}

/// Why state bytes were refused.
pub fn bad(what: &str) -> String {
    alloc::format!("machine state: {what}")
}

/// Checks that `len` (of `what`) is `want`.
pub fn exact(what: &str, len: usize, want: usize) -> Result<(), String> {
    match len == want {
        true => Ok(()),
        false => Err(bad(&alloc::format!("{what} has {len} entries, this machine {want}"))),
    }
}

/// Checks that `len` (of `what`) is at most `most`.
pub fn at_most(what: &str, len: usize, most: usize) -> Result<(), String> {
    match len <= most {
        true => Ok(()),
        false => Err(bad(&alloc::format!("{what} has {len} entries, at most {most} allowed"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORMAT: Format = Format {
        magic: *b"LSts",
        version: 3,
        machine: "test",
        other: "program",
    };

    #[test]
    fn sealed_bytes_open_only_with_their_format_version_and_hash() {
        let bytes = FORMAT.seal(7, &(1u32, 2u64));
        assert_eq!(FORMAT.open::<(u32, u64)>(7, &bytes), Ok((1, 2)));
        assert_eq!(
            FORMAT.open::<(u32, u64)>(8, &bytes),
            Err("machine state: saved from another program".into())
        );
        let other = Format { version: 4, ..FORMAT };
        assert_eq!(
            other.open::<(u32, u64)>(7, &bytes),
            Err("machine state: format version 3 (this build reads 4)".into())
        );
        let other = Format {
            magic: *b"LSxx",
            ..FORMAT
        };
        assert_eq!(
            other.open::<(u32, u64)>(7, &bytes),
            Err("machine state: not test machine state".into())
        );
        let mut long = bytes.clone();
        long.push(0);
        assert_eq!(
            FORMAT.open::<(u32, u64)>(7, &long),
            Err("machine state: trailing bytes".into())
        );
        for n in 0..bytes.len() {
            assert!(FORMAT.open::<(u32, u64)>(7, &bytes[..n]).is_err());
        }
    }

    #[test]
    fn a_fault_round_trips() {
        let f = Fault {
            wave: 3,
            pc: 0x40,
            lane: Some(9),
            address: Some(0x1000),
            message: "unmapped".into(),
        };
        let bytes = FORMAT.seal(0, &FaultBytes::from(&f));
        let back: FaultBytes = FORMAT.open(0, &bytes).unwrap();
        assert_eq!(Fault::from(back), f);
    }
}
