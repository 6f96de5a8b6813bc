//! Structure-aware mutation: inputs are corpus entries changed by a few random edits — tokens
//! (mnemonics from the instruction table, directives, TOML keys, numbers, and every token of
//! the corpus) spliced in or swapped, lines duplicated and crossed over, chunks repeated (to
//! grow inputs towards the parsers' worst cases), and bytes and dwords flipped for the binary
//! targets. Input `i` of a campaign depends only on the seed, `i` and the corpus, so a
//! campaign resumes anywhere and any finding replays.

use fastrand::Rng;

/// Longest input the mutators make, in bytes.
pub const MAX_INPUT: usize = 64 * 1024;

/// Numbers that sit on boundaries.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "63",
    "64",
    "65",
    "255",
    "256",
    "4095",
    "65535",
    "65536",
    "0x7fffffff",
    "0x80000000",
    "0xffffffff",
    "4294967295",
    "4294967296",
    "1000000000",
    "4194304",
    "2097152",
    "0xffffffffffffffff",
    "-9223372036854775808",
    "1e-50",
    "1e309",
    "-0.5",
    "nan",
    "inf",
    "0.5",
    "lit(1)",
    "lit(lit(1))",
];

/// Syntax the corpus may not hold often enough.
const EXTRA: &[&str] = &[
    "\n",
    " ",
    ",",
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "v[",
    "s[",
    "a[",
    ":",
    "+",
    "-",
    "*",
    "<<",
    "\"",
    "'",
    "'''",
    "=",
    "\u{a0}",
    "mul:2",
    "mul:4",
    "div:2",
    "clamp",
    "offset:",
    "row_shr:1",
    "quad_perm:[0,1,2,3]",
    "sel:BYTE_0",
    ".set",
    ".text",
    ".amdhsa_kernel",
    ".end_amdhsa_kernel",
    ".amdhsa_kernarg_size",
    ".amdhsa_group_segment_fixed_size",
    ".p2align",
    ".byte",
    ".long",
    ".macro",
    ".endm",
    ".rept",
    ".endr",
    ".if",
    ".endif",
    "s_sendmsg sendmsg(MSG_INTERRUPT)",
    "s_branch",
    "s_cbranch_scc0",
    "s_endpgm",
    "[launch]",
    "[[buffers]]",
    "[[args]]",
    "[init]",
    "[init.vgpr]",
    "[init.sgpr]",
    "grid = ",
    "block = ",
    "count = ",
    "fill = ",
    "iota = ",
    "random = ",
    "data = ",
    "type = ",
    "kernel = ",
    "dynamic_lds = ",
    "source = ",
    "arch = ",
    "s1.",
    "#s1.",
    ".offset:",
    ".kernarg_segment_size:",
    ".amdgpu_metadata",
    ".end_amdgpu_metadata",
];

/// Dword values for the binary targets.
const WORDS: &[u32] = &[
    0,
    1,
    0x7f,
    0x80,
    0xff,
    0xffff,
    0x8000_0000,
    0xffff_ffff,
    0x7fff_ffff,
    0xbf81_0000,
    0xbf8c_007f,
];

/// Corpus entries and the token dictionary drawn from them.
pub struct Mutator {
    corpus: Vec<Vec<u8>>,
    dict: Vec<Vec<u8>>,
    text: bool,
}

impl Mutator {
    /// A mutator over `corpus` (never empty: an empty corpus gets one empty input), with
    /// `mnemonics` added to the dictionary; `text` picks the token mutators.
    pub fn new(mut corpus: Vec<Vec<u8>>, mnemonics: &[&str], text: bool) -> Mutator {
        if corpus.is_empty() {
            corpus.push(Vec::new());
        }
        let mut dict: Vec<Vec<u8>> = NUMBERS
            .iter()
            .chain(EXTRA)
            .chain(mnemonics)
            .map(|s| s.as_bytes().to_vec())
            .collect();
        if text {
            for entry in &corpus {
                dict.extend(tokens(entry).map(<[u8]>::to_vec));
            }
            dict.sort();
            dict.dedup();
        }
        Mutator { corpus, dict, text }
    }

    /// Input `index` of the campaign seeded with `seed`.
    pub fn input(&self, seed: u64, index: u64) -> Vec<u8> {
        let mut rng = Rng::with_seed(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut data = self.corpus[rng.usize(..self.corpus.len())].clone();
        // Every 16th input is a corpus entry as is; others get 1-4 edits, sometimes up to 32.
        let edits = match rng.u8(..16) {
            0 => 0,
            1 => rng.usize(5..=32),
            _ => rng.usize(1..=4),
        };
        for _ in 0..edits {
            if self.text {
                self.text_edit(&mut rng, &mut data);
            } else {
                self.byte_edit(&mut rng, &mut data);
            }
            data.truncate(MAX_INPUT);
        }
        data
    }

    fn other(&self, rng: &mut Rng) -> &[u8] {
        &self.corpus[rng.usize(..self.corpus.len())]
    }

    fn text_edit(&self, rng: &mut Rng, data: &mut Vec<u8>) {
        let at = rng.usize(..=data.len());
        match rng.u8(..8) {
            0 => splice(data, at, at, &self.dict[rng.usize(..self.dict.len())]),
            1 => {
                if let Some((s, e)) = token_at(data, at) {
                    splice(data, s, e, &self.dict[rng.usize(..self.dict.len())]);
                }
            }
            2 => {
                let end = (at + rng.usize(..64)).min(data.len());
                data.drain(at..end);
            }
            3 => repeat(rng, data),
            4 => {
                let other = self.other(rng);
                let line = other.split(|&b| b == b'\n').nth(rng.usize(..64)).unwrap_or(other);
                let mut l = line.to_vec();
                l.push(b'\n');
                let start = data[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
                splice(data, start, start, &l);
            }
            5 => flip(rng, data),
            6 => {
                if let Some((s, e)) = token_at(data, at) {
                    splice(data, s, e, NUMBERS[rng.usize(..NUMBERS.len())].as_bytes());
                }
            }
            _ => {
                let other = self.other(rng);
                cross(rng, data, other);
            }
        }
    }

    fn byte_edit(&self, rng: &mut Rng, data: &mut Vec<u8>) {
        let at = rng.usize(..=data.len());
        match rng.u8(..7) {
            0 | 1 => flip(rng, data),
            2 => {
                let w = if rng.bool() {
                    WORDS[rng.usize(..WORDS.len())]
                } else {
                    rng.u32(..)
                };
                let at = at / 4 * 4;
                let end = (at + 4).min(data.len());
                splice(data, at, end, &w.to_le_bytes());
            }
            3 => {
                let end = (at + 4 * rng.usize(..16)).min(data.len());
                data.drain(at..end);
            }
            4 => repeat(rng, data),
            5 => {
                let other = self.other(rng);
                let s = rng.usize(..=other.len());
                let e = (s + rng.usize(..256)).min(other.len());
                let chunk = other[s..e].to_vec();
                splice(data, at, at, &chunk);
            }
            _ => {
                let other = self.other(rng);
                cross(rng, data, other);
            }
        }
    }
}

/// The non-empty runs of `data` split at whitespace and punctuation (the punctuation kept as
/// one-byte tokens).
pub fn tokens(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = data;
    std::iter::from_fn(move || {
        while let Some((&b, tail)) = rest.split_first() {
            if !b.is_ascii_whitespace() {
                break;
            }
            rest = tail;
        }
        if rest.is_empty() {
            return None;
        }
        let len = if is_word(rest[0]) {
            rest.iter().position(|&b| !is_word(b)).unwrap_or(rest.len())
        } else {
            1
        };
        let (t, tail) = rest.split_at(len);
        rest = tail;
        Some(t)
    })
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$') || b >= 0x80
}

/// The word token around byte `at`, if any.
fn token_at(data: &[u8], at: usize) -> Option<(usize, usize)> {
    let at = at.min(data.len().checked_sub(1)?);
    if !is_word(data[at]) {
        return None;
    }
    let s = data[..at].iter().rposition(|&b| !is_word(b)).map_or(0, |p| p + 1);
    let e = data[at..]
        .iter()
        .position(|&b| !is_word(b))
        .map_or(data.len(), |p| at + p);
    Some((s, e))
}

fn splice(data: &mut Vec<u8>, start: usize, end: usize, with: &[u8]) {
    data.splice(start..end, with.iter().copied());
}

fn flip(rng: &mut Rng, data: &mut [u8]) {
    if !data.is_empty() {
        let i = rng.usize(..data.len());
        data[i] = if rng.bool() {
            data[i] ^ (1 << rng.u8(..8))
        } else {
            rng.u8(..)
        };
    }
}

/// Repeats a chunk of up to 64 bytes up to 1024 times in place.
fn repeat(rng: &mut Rng, data: &mut Vec<u8>) {
    if data.is_empty() {
        return;
    }
    let s = rng.usize(..data.len());
    let e = (s + rng.usize(1..=64)).min(data.len());
    let chunk = data[s..e].to_vec();
    let times = 1usize << rng.u32(..=10);
    let room = MAX_INPUT.saturating_sub(data.len()) / chunk.len();
    let n = times.min(room);
    let grown: Vec<u8> = chunk.iter().copied().cycle().take(chunk.len() * n).collect();
    splice(data, e, e, &grown);
}

/// Keeps a prefix of `data` and appends a suffix of `other`.
fn cross(rng: &mut Rng, data: &mut Vec<u8>, other: &[u8]) {
    let keep = rng.usize(..=data.len());
    data.truncate(keep);
    data.extend_from_slice(&other[rng.usize(..=other.len())..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_deterministic_bounded_and_varied() {
        let m = Mutator::new(vec![b"v_add_u32 v1, v2, v3\ns_endpgm\n".to_vec()], &["s_nop"], true);
        assert_eq!(m.input(7, 42), m.input(7, 42));
        let distinct: std::collections::BTreeSet<Vec<u8>> = (0..200).map(|i| m.input(7, i)).collect();
        assert!(distinct.len() > 150, "{}", distinct.len());
        assert!((0..2000).all(|i| m.input(1, i).len() <= MAX_INPUT));
    }

    #[test]
    fn tokens_split_words_and_punctuation() {
        let t: Vec<&[u8]> = tokens(b"v_add_u32 v[1:2], 0x10").collect();
        assert_eq!(
            t,
            [&b"v_add_u32"[..], b"v", b"[", b"1", b":", b"2", b"]", b",", b"0x10"]
        );
    }
}
