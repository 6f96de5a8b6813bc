//! Memory a wave reaches besides its registers: the device's global memory (one flat 64-bit
//! address space of allocated regions) and a workgroup's LDS.
//!
//! Private (scratch) memory is a global region too, addressed through the wave's scratch
//! base as the hardware does; the flat apertures (`src_shared_base`, `src_private_base`) are
//! resolved by the flat instructions.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};

/// Where the first allocation goes: far from 0 (so a null pointer faults) and far below the
/// apertures (`SHARED_BASE_HI << 32`, `PRIVATE_BASE_HI << 32`).
pub const GLOBAL_BASE: u64 = 0x0000_1000_0000;

/// One allocation of global memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Name (a snippet buffer's name, `kernarg`, `scratch`, …).
    pub name: String,
    /// First byte's address.
    pub base: u64,
    /// The bytes.
    pub data: Vec<u8>,
}

impl Region {
    /// One past the last byte's address.
    pub fn end(&self) -> u64 {
        self.base + self.data.len() as u64
    }
}

/// Global memory: regions in address order, separated by unmapped guard gaps so that an
/// access running off the end of one buffer faults instead of reading the next.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    /// The allocations, in increasing address order.
    pub regions: Vec<Region>,
    /// While a log is on ([`Memory::start_log`]): what the accesses touched.
    log: Option<Box<AccessLog>>,
}

/// Bytes per line of an [`AccessLog`]'s read set (reads are recorded per line).
pub const LOG_LINE: u64 = 64;

/// One logged write (or several adjacent ones merged): its address and length, and where its
/// bytes are in the log's `old` and `new` bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct LoggedWrite {
    addr: u64,
    at: usize,
    len: usize,
}

impl LoggedWrite {
    /// The write's bytes in `data` (the log's `old` or `new` bytes).
    fn bytes<'a>(&self, data: &'a [u8]) -> &'a [u8] {
        &data[self.at..self.at + self.len]
    }
}

/// Entries the read set of an [`AccessLog`] holds before its first compaction.
const READS_COMPACT_MIN: usize = 1024;

/// What the accesses to a [`Memory`] did while its log was on: the lines read and, in order,
/// the writes with the bytes they replaced (so a run can be undone on one copy of the memory
/// and replayed on another). Used to run workgroups speculatively and check afterwards that
/// nothing they read was changed by an earlier workgroup.
///
/// Cheap to fill: a read appends its line to a vector (unless it is the line read last) that
/// is sorted and deduplicated whenever it doubles, so it holds at most about twice the lines
/// read; a write that continues the previous one (the next lane's store) extends it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AccessLog {
    /// Lines (address / [`LOG_LINE`]) read, possibly repeated.
    reads: RefCell<Vec<u64>>,
    /// `reads`' length at which it is next compacted.
    compact_at: Cell<usize>,
    /// The last line added to `reads` (lanes reading one line in turn add it once).
    last_read: Cell<Option<u64>>,
    writes: Vec<LoggedWrite>,
    /// The bytes the writes replaced, one write after the other.
    old: Vec<u8>,
    /// The bytes the writes wrote, at the same offsets as in `old`.
    new: Vec<u8>,
    /// Bytes the writes hold; past `cap` the log stops recording writes and overflows.
    bytes: usize,
    cap: usize,
    overflow: bool,
}

impl AccessLog {
    /// More was written than the log could hold: it can neither be undone nor replayed.
    pub fn overflowed(&self) -> bool {
        self.overflow
    }

    /// Whether `written` holds for any line this log read.
    pub fn read_any(&self, mut written: impl FnMut(u64) -> bool) -> bool {
        self.reads.borrow().iter().any(|&l| written(l))
    }

    /// The lines this log wrote (a line once per write touching it).
    pub fn written_lines(&self) -> impl Iterator<Item = u64> + '_ {
        self.writes.iter().flat_map(|w| line_range(w.addr, w.len))
    }

    /// Applies the writes, in order, to `mem` (unlogged, whatever its log).
    pub fn replay(&self, mem: &mut Memory) {
        replay(&self.writes, &self.new, mem);
    }

    /// The writes alone, to replay on other copies of the memory (on other threads: a log's
    /// read set is not shared between threads).
    pub fn into_writes(self) -> LoggedWrites {
        LoggedWrites(self.writes, self.new)
    }

    /// Adds the lines of a read of `len` bytes at `addr` to the read set.
    #[inline]
    fn note_read(&self, addr: u64, len: usize) {
        let lines = line_range(addr, len);
        let last = *lines.end();
        if *lines.start() == last && self.last_read.get() == Some(last) {
            return;
        }
        let mut reads = self.reads.borrow_mut();
        reads.extend(lines);
        self.last_read.set(Some(last));
        if reads.len() >= self.compact_at.get().max(READS_COMPACT_MIN) {
            reads.sort_unstable();
            reads.dedup();
            self.compact_at.set(2 * reads.len());
        }
    }

    /// Records a write of `new` over `old` at `addr`, unless the log is full (then it
    /// overflows).
    fn note_write(&mut self, addr: u64, old: &[u8], new: &[u8]) {
        self.bytes = self.bytes.saturating_add(2 * new.len() + 32);
        if self.bytes > self.cap {
            self.overflow = true;
        }
        if self.overflow {
            return;
        }
        let at = self.new.len();
        self.old.extend_from_slice(old);
        self.new.extend_from_slice(new);
        match self.writes.last_mut() {
            Some(w) if w.addr.checked_add(w.len as u64) == Some(addr) => w.len += new.len(),
            _ => self.writes.push(LoggedWrite {
                addr,
                at,
                len: new.len(),
            }),
        }
    }

    /// Restores the bytes the writes replaced, latest first.
    pub fn undo(&self, mem: &mut Memory) {
        for w in self.writes.iter().rev() {
            let _ = mem.write_raw(w.addr, w.bytes(&self.old));
        }
    }
}

/// The writes of an [`AccessLog`] ([`AccessLog::into_writes`]) and the bytes they wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoggedWrites(Vec<LoggedWrite>, Vec<u8>);

impl LoggedWrites {
    /// Applies the writes, in order, to `mem` (unlogged, whatever its log).
    pub fn replay(&self, mem: &mut Memory) {
        replay(&self.0, &self.1, mem);
    }
}

/// Applies `writes` (the bytes they wrote in `new`), in order, to `mem` (unlogged).
fn replay(writes: &[LoggedWrite], new: &[u8], mem: &mut Memory) {
    for w in writes {
        let _ = mem.write_raw(w.addr, w.bytes(new));
    }
}

/// The lines `len` bytes at `addr` touch.
fn line_range(addr: u64, len: usize) -> core::ops::RangeInclusive<u64> {
    let last = addr.saturating_add(len.max(1) as u64 - 1);
    addr / LOG_LINE..=last / LOG_LINE
}

/// An access to an address no region maps: the first faulting byte's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unmapped(pub u64);

/// Unmapped bytes left between two regions.
const GUARD: u64 = 0x1_0000;

impl Memory {
    /// No memory.
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Allocates `size` zeroed bytes aligned to `align` (a power of two, at least 256 is used)
    /// and returns the base address.
    pub fn alloc(&mut self, name: impl Into<String>, size: usize, align: u64) -> u64 {
        self.alloc_holding(name, vec![0; size], align)
    }

    /// [`Memory::alloc`] of a region that holds `data` (moved in, not copied).
    pub fn alloc_holding(&mut self, name: impl Into<String>, data: Vec<u8>, align: u64) -> u64 {
        let align = align.max(256).next_power_of_two();
        let start = self.regions.last().map_or(GLOBAL_BASE, |r| r.end() + GUARD);
        let base = start.next_multiple_of(align);
        self.regions.push(Region {
            name: name.into(),
            base,
            data,
        });
        base
    }

    /// Starts logging accesses ([`AccessLog`]), holding at most `cap` bytes of writes.
    pub fn start_log(&mut self, cap: usize) {
        self.log = Some(Box::new(AccessLog {
            cap,
            ..AccessLog::default()
        }));
    }

    /// Stops logging and returns the log (`None` when it was off).
    pub fn take_log(&mut self) -> Option<AccessLog> {
        self.log.take().map(|l| *l)
    }

    /// The region called `name`.
    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    /// The region and offset of `len` bytes at `addr`, if one region holds them all.
    fn locate(&self, addr: u64, len: usize) -> Result<(usize, usize), Unmapped> {
        let i = self.regions.partition_point(|r| r.base <= addr);
        if i > 0 {
            let r = &self.regions[i - 1];
            let off = addr - r.base;
            if off + len as u64 <= r.data.len() as u64 {
                return Ok((i - 1, off as usize));
            }
            if off < r.data.len() as u64 {
                return Err(Unmapped(r.end()));
            }
        }
        Err(Unmapped(addr))
    }

    /// Reads `buf.len()` bytes at `addr`.
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), Unmapped> {
        if let Some(log) = &self.log {
            log.note_read(addr, buf.len());
        }
        let (r, off) = self.locate(addr, buf.len())?;
        buf.copy_from_slice(&self.regions[r].data[off..off + buf.len()]);
        Ok(())
    }

    /// Writes `bytes` at `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Unmapped> {
        let (r, off) = self.locate(addr, bytes.len())?;
        let data = &mut self.regions[r].data[off..off + bytes.len()];
        if let Some(log) = &mut self.log {
            log.note_write(addr, data, bytes);
        }
        data.copy_from_slice(bytes);
        Ok(())
    }

    /// Writes `bytes` at `addr` without logging.
    fn write_raw(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Unmapped> {
        let (r, off) = self.locate(addr, bytes.len())?;
        self.regions[r].data[off..off + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Reads `N` bytes at `addr`.
    fn read_array<const N: usize>(&self, addr: u64) -> Result<[u8; N], Unmapped> {
        let mut b = [0; N];
        self.read(addr, &mut b)?;
        Ok(b)
    }

    /// Reads a little-endian dword.
    pub fn read_u32(&self, addr: u64) -> Result<u32, Unmapped> {
        self.read_array(addr).map(u32::from_le_bytes)
    }

    /// Writes a little-endian dword.
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Result<(), Unmapped> {
        self.write(addr, &v.to_le_bytes())
    }

    /// Reads a little-endian qword.
    pub fn read_u64(&self, addr: u64) -> Result<u64, Unmapped> {
        self.read_array(addr).map(u64::from_le_bytes)
    }

    /// Writes a little-endian qword.
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Result<(), Unmapped> {
        self.write(addr, &v.to_le_bytes())
    }
}

/// A workgroup's local data share: `size` bytes, shared by the workgroup's waves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lds {
    /// The bytes (static plus dynamic allocation of the dispatch).
    pub data: Vec<u8>,
}

impl Lds {
    /// `size` zeroed bytes.
    pub fn new(size: usize) -> Lds {
        Lds { data: vec![0; size] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeSet;

    #[test]
    fn regions_are_separate_and_bounded() {
        let mut m = Memory::new();
        let a = m.alloc("a", 8, 4);
        let b = m.alloc("b", 4, 4);
        assert!(b >= a + 8 + GUARD);
        m.write_u32(a + 4, 0x1234_5678).unwrap();
        assert_eq!(m.read_u32(a + 4), Ok(0x1234_5678));
        assert_eq!(m.read_u32(a + 6), Err(Unmapped(a + 8)));
        assert_eq!(m.read_u32(a + 8), Err(Unmapped(a + 8)));
        assert_eq!(m.read_u32(0), Err(Unmapped(0)));
        m.write_u64(b - 4, 1).unwrap_err();
        assert_eq!(m.region("b").unwrap().base, b);
    }

    #[test]
    fn the_log_records_reads_and_undoes_and_replays_writes() {
        let mut m = Memory::new();
        let a = m.alloc("a", 256, 4);
        m.write_u32(a, 1).unwrap();
        let before = m.clone();
        m.start_log(1 << 20);
        m.read_u32(a + 64).unwrap();
        m.write_u32(a + 130, 5).unwrap();
        m.write_u32(a + 130, 6).unwrap();
        let log = m.take_log().unwrap();
        assert!(!log.overflowed());
        let after = m.clone();
        assert!(log.read_any(|l| l == (a + 64) / LOG_LINE));
        assert!(!log.read_any(|l| l == a / LOG_LINE));
        let w: BTreeSet<u64> = log.written_lines().collect();
        assert_eq!(w, BTreeSet::from([(a + 130) / LOG_LINE]));
        log.undo(&mut m);
        assert_eq!(m, before);
        log.replay(&mut m);
        assert_eq!(m, after);
        assert_eq!(m.read_u32(a + 130), Ok(6));
        m.start_log(39);
        m.write_u32(a, 2).unwrap();
        assert!(m.take_log().unwrap().overflowed());
    }

    /// Random reads and writes of 1-16 bytes (repeating lines, crossing lines): the log's read
    /// set is every line read, undo restores the memory, replay (also of the writes alone)
    /// gives the memory after the accesses.
    #[test]
    fn the_log_of_random_accesses_matches_a_naive_record() {
        let mut seed = 0x10c_u64;
        let mut m = Memory::new();
        let a = m.alloc("a", 1024, 4);
        for round in 0..50 {
            let before = m.clone();
            m.start_log(1 << 20);
            let mut read = BTreeSet::new();
            for _ in 0..200 {
                let x = lanescope_isa::rng::splitmix64(&mut seed);
                let len = (x % 16 + 1) as usize;
                let addr = a + (x >> 8) % (1024 - len as u64) / if x & 1 == 0 { 64 } else { 1 };
                if x >> 40 & 3 == 0 {
                    m.write(addr, &x.to_le_bytes().repeat(2)[..len]).unwrap();
                } else {
                    m.read(addr, &mut [0; 16][..len]).unwrap();
                    read.extend(line_range(addr, len));
                }
            }
            let log = m.take_log().unwrap();
            let after = m.clone();
            for line in 0..1024 / LOG_LINE + 1 {
                let l = a / LOG_LINE + line;
                assert_eq!(log.read_any(|r| r == l), read.contains(&l), "round {round}");
            }
            log.undo(&mut m);
            assert_eq!(m, before);
            log.replay(&mut m);
            assert_eq!(m, after);
            log.undo(&mut m);
            log.into_writes().replay(&mut m);
            assert_eq!(m, after);
        }
    }

    /// Adjacent writes (a store's lanes in turn) merge into one logged write that still undoes
    /// and replays exactly, also after overlapping later writes.
    #[test]
    fn adjacent_writes_merge_into_one_logged_write() {
        let mut m = Memory::new();
        let a = m.alloc("a", 512, 4);
        m.write_u32(a + 8, 7).unwrap();
        let before = m.clone();
        m.start_log(1 << 20);
        for lane in 0..64 {
            m.write_u32(a + 4 * lane, lane as u32 + 1).unwrap();
        }
        m.write_u32(a + 8, 99).unwrap();
        let log = m.take_log().unwrap();
        assert_eq!(log.writes.len(), 2);
        assert_eq!(log.written_lines().count(), 4 + 1);
        let after = m.clone();
        log.undo(&mut m);
        assert_eq!(m, before);
        log.into_writes().replay(&mut m);
        assert_eq!(m, after);
        assert_eq!(m.read_u32(a + 8), Ok(99));
    }

    /// Reading many lines over and over keeps the read set near the number of lines read
    /// (it is compacted), and it still holds every line read.
    #[test]
    fn the_read_set_stays_small_under_repeated_reads() {
        let mut m = Memory::new();
        let a = m.alloc("a", 3000 * LOG_LINE as usize, 4);
        m.start_log(1 << 20);
        for _ in 0..20 {
            for line in 0..3000 {
                m.read_u32(a + line * LOG_LINE).unwrap();
            }
        }
        let log = m.take_log().unwrap();
        assert!(log.reads.borrow().len() <= 2 * 3000 + 1, "{}", log.reads.borrow().len());
        let first = a / LOG_LINE;
        assert!((0..3000).all(|l| log.read_any(|r| r == first + l)));
        assert!(!log.read_any(|r| r == first + 3000));
    }
}
