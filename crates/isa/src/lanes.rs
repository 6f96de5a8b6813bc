//! 64-lane masks (EXEC, VCC, compare results).

/// A wave64 lane mask: bit `n` is lane `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct LaneMask(pub u64);

impl LaneMask {
    /// Every lane of a wave64.
    pub const ALL: LaneMask = LaneMask(u64::MAX);
    /// No lane.
    pub const NONE: LaneMask = LaneMask(0);

    /// Whether lane `lane` (0..64) is set; lanes past 63 are never set.
    #[inline]
    pub const fn get(self, lane: usize) -> bool {
        lane < 64 && (self.0 >> lane) & 1 == 1
    }

    /// The mask with lane `lane` set to `on` (lanes past 63 are ignored).
    #[inline]
    pub const fn with(self, lane: usize, on: bool) -> LaneMask {
        if lane >= 64 {
            return self;
        }
        let bit = 1u64 << lane;
        LaneMask(if on { self.0 | bit } else { self.0 & !bit })
    }

    /// Number of set lanes.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest set lane, if any.
    #[inline]
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// Iterates over the set lanes in increasing order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut m = self.0;
        core::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn set_get_iterate() {
        let m = LaneMask::NONE.with(0, true).with(63, true).with(64, true);
        assert!(m.get(0) && m.get(63) && !m.get(64) && !m.get(1));
        assert_eq!(m.count(), 2);
        assert_eq!(m.first(), Some(0));
        assert_eq!(m.iter().collect::<Vec<_>>(), [0, 63]);
        assert_eq!(m.with(0, false).first(), Some(63));
        assert_eq!(LaneMask::NONE.first(), None);
    }
}
