//! A small deterministic generator (SplitMix64) for test inputs.

/// SplitMix64 from a seed.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        lanescope_isa::rng::splitmix64(&mut self.0)
    }

    /// An integer in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// Uniform in [-1, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
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
