//! A small deterministic generator (SplitMix64) for test inputs.

/// SplitMix64 from a seed.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An integer in `lo..=hi`.
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    /// A `rows` x `cols` matrix of integers in `lo..=hi`, row by row.
    pub fn matrix(&mut self, rows: usize, cols: usize, lo: i64, hi: i64) -> Vec<Vec<i64>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.int(lo, hi)).collect())
            .collect()
    }
}
