//! Share URLs: a snippet, deflated and base64url-encoded, in the URL fragment.
//!
//! The fragment is `s1.` followed by the payload; the version prefix lets later formats
//! coexist with old links.

use core::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::snippet::{Limits, Snippet, SnippetError};

const PREFIX: &str = "s1.";
/// Largest inflated snippet accepted from a URL (a zip bomb stops here).
const MAX_INFLATED: usize = 1 << 20;

/// Why a share fragment could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// Not a lanescope share fragment (wrong or missing version prefix).
    NotAShare,
    /// The payload is not valid base64url.
    Base64,
    /// The payload does not inflate (corrupt or larger than 1 MiB).
    Inflate,
    /// The inflated text is not UTF-8.
    Utf8,
    /// The snippet inside is invalid.
    Snippet(SnippetError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::NotAShare => f.write_str("not a lanescope share link"),
            ShareError::Base64 => f.write_str("share link is damaged (bad base64)"),
            ShareError::Inflate => f.write_str("share link is damaged (bad compressed data)"),
            ShareError::Utf8 => f.write_str("share link is damaged (not UTF-8)"),
            ShareError::Snippet(e) => write!(f, "share link: {e}"),
        }
    }
}

impl std::error::Error for ShareError {}

/// The URL fragment (without `#`) that carries `snippet`.
pub fn encode_share(snippet: &Snippet) -> String {
    let toml = snippet.to_toml();
    let packed = miniz_oxide::deflate::compress_to_vec(toml.as_bytes(), 9);
    let mut s = String::from(PREFIX);
    URL_SAFE_NO_PAD.encode_string(packed, &mut s);
    s
}

/// The text a share fragment carries, inflated but not read as a snippet.
fn inflate_share(fragment: &str) -> Result<String, ShareError> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    let payload = f.strip_prefix(PREFIX).ok_or(ShareError::NotAShare)?;
    let packed = URL_SAFE_NO_PAD.decode(payload).map_err(|_| ShareError::Base64)?;
    let bytes =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED).map_err(|_| ShareError::Inflate)?;
    String::from_utf8(bytes).map_err(|_| ShareError::Utf8)
}

/// What an editor shows of a share link whose snippet cannot be used (over a budget, a bad
/// value): its `arch` and `source` strings and the rest of the document as TOML, unchecked.
/// `None` when the text is not a TOML table (then there is nothing sensible to show).
pub fn share_parts(fragment: &str) -> Option<(String, String, String)> {
    let text = inflate_share(fragment).ok()?;
    let mut table: toml::Table = toml::from_str(&text).ok()?;
    let mut take = |k: &str| match table.remove(k) {
        Some(toml::Value::String(s)) => s,
        _ => String::new(),
    };
    let (arch, source) = (take("arch"), take("source"));
    Some((
        arch,
        source,
        toml::to_string(&table).unwrap_or_default().trim().to_string(),
    ))
}

/// Reads a URL fragment (with or without the leading `#`) back into a snippet, within the web
/// app's [`Limits::APP`] (no buffer is materialised: a link asking for more is an error).
pub fn decode_share(fragment: &str) -> Result<Snippet, ShareError> {
    let text = inflate_share(fragment)?;
    Snippet::from_toml_with(&text, &Limits::APP).map_err(ShareError::Snippet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Target;
    use proptest::prelude::*;

    /// A share link of a version-1 `[init]` (every old key), as links carried it before
    /// `[init] version = 2`: it must keep loading to the same state.
    const OLD_INIT_LINK: &str = "s1.TU7bCoMwDH3PV5Q-i7R1sjnYl0iRUqvrg1p6o5-_VDdYICQn50KU12_yInRdytAzCuFIXpt6oRTypOZ5Sp0gWTQkc2wGYTL77NatCmC0u40STDG6elhZ2IIpWVfYw8ZwDBBOGH0yX0cbVucl0DDenr2kl5Wzq8Qvt82nSnXIj_eGPOQ_0WYuwR5RIcvxrWgcbgI-";

    #[test]
    fn an_old_init_link_decodes_to_the_same_state() {
        let s = decode_share(OLD_INIT_LINK).unwrap();
        let init = s.init.as_ref().unwrap();
        assert_eq!((init.version, init.registers.len()), (None, 0));
        assert_eq!(encode_share(&s), OLD_INIT_LINK, "re-encodes byte for byte");
        let m = s
            .target()
            .unwrap()
            .build(&s, &s.source)
            .unwrap_or_else(|e| panic!("{e}"));
        let (v, sf, a) = (
            m.file_index("v").unwrap(),
            m.file_index("s").unwrap(),
            m.file_index("a").unwrap(),
        );
        assert_eq!((m.mask(0), m.mask(1)), (0xf0f0, 5));
        assert_eq!(
            (
                m.flag(m.flag_index("scc").unwrap()),
                m.flag(m.flag_index("m0").unwrap())
            ),
            (1, 9)
        );
        assert_eq!((m.register(sf, 4)[0], m.register(sf, 5)[0]), (2, 1));
        assert_eq!((m.register(v, 1)[0], m.register(v, 1)[63]), (10, 136));
        assert_eq!(&m.register(a, 3)[..3], &[7, 8, 0]);
    }

    #[test]
    fn round_trip() {
        let s = Snippet::new(Target::ALL[0], "v_add_f32 v1, v0, v0\ns_endpgm");
        let url = encode_share(&s);
        assert!(url.starts_with("s1."));
        assert!(url[3..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(decode_share(&url).unwrap(), s);
        assert_eq!(decode_share(&format!("#{url}")).unwrap(), s);
    }

    #[test]
    fn damaged_links_are_errors() {
        assert_eq!(decode_share("#x"), Err(ShareError::NotAShare));
        assert_eq!(decode_share("s1.@@@"), Err(ShareError::Base64));
        assert_eq!(decode_share("s1.AAAA"), Err(ShareError::Inflate));
        let not_toml = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(b"arch=", 6));
        assert!(matches!(
            decode_share(&format!("s1.{not_toml}")),
            Err(ShareError::Snippet(_))
        ));
        // A zip bomb is refused rather than inflated.
        let bomb = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&vec![b'a'; 2 << 20], 9));
        assert_eq!(decode_share(&format!("s1.{bomb}")), Err(ShareError::Inflate));
    }

    #[test]
    fn a_link_over_the_budget_is_an_error_that_keeps_its_text() {
        let text = "arch = \"gfx950\"\nsource = \"s_endpgm\\n\"\n[[buffers]]\nname = \"x\"\ntype = \"u8\"\ndata = { fill = 0, count = 300000000 }\n";
        let frag = alloc_free_link(text);
        match decode_share(&frag) {
            Err(ShareError::Snippet(e)) => assert!(e.to_string().contains("64 MiB"), "{e}"),
            other => panic!("{other:?}"),
        }
        let (arch, source, data) = share_parts(&frag).unwrap();
        assert_eq!((arch.as_str(), source.as_str()), ("gfx950", "s_endpgm\n"));
        assert!(
            data.contains("count = 300000000") && data.contains("[[buffers]]"),
            "{data}"
        );
        assert_eq!(share_parts("s1.AAAA"), None);
    }

    /// A share fragment of `text` as it is (no snippet is built, so no buffer either).
    fn alloc_free_link(text: &str) -> String {
        format!(
            "s1.{}",
            URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9))
        )
    }

    proptest! {
        #[test]
        fn any_source_round_trips(src in "\\PC{0,200}") {
            let s = Snippet::new(Target::ALL[1], src);
            prop_assert_eq!(decode_share(&encode_share(&s)).unwrap(), s);
        }

        #[test]
        fn arbitrary_fragments_never_panic(f in "\\PC{0,100}") {
            let _ = decode_share(&f);
        }
    }
}
