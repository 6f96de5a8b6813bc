//! Arbitrary share-URL fragments: no panic, and a decoded snippet re-encodes to a fragment
//! that decodes to the same snippet.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|fragment: &str| {
    if let Ok(snippet) = lanescope::decode_share(fragment) {
        assert_eq!(lanescope::decode_share(&lanescope::encode_share(&snippet)).unwrap(), snippet);
    }
});
