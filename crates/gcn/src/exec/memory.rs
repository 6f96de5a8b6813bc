//! Memory a wave reaches besides its registers: the device's global memory (one flat 64-bit
//! address space of allocated regions) and a workgroup's LDS.
//!
//! Private (scratch) memory is a global region too, addressed through the wave's scratch
//! base as the hardware does; the flat apertures (`src_shared_base`, `src_private_base`) are
//! resolved by the flat instructions.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

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
        let align = align.max(256).next_power_of_two();
        let start = self.regions.last().map_or(GLOBAL_BASE, |r| r.end() + GUARD);
        let base = start.next_multiple_of(align);
        self.regions.push(Region {
            name: name.into(),
            base,
            data: vec![0; size],
        });
        base
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
        let (r, off) = self.locate(addr, buf.len())?;
        buf.copy_from_slice(&self.regions[r].data[off..off + buf.len()]);
        Ok(())
    }

    /// Writes `bytes` at `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), Unmapped> {
        let (r, off) = self.locate(addr, bytes.len())?;
        self.regions[r].data[off..off + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Reads a little-endian dword.
    pub fn read_u32(&self, addr: u64) -> Result<u32, Unmapped> {
        let mut b = [0; 4];
        self.read(addr, &mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// Writes a little-endian dword.
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Result<(), Unmapped> {
        self.write(addr, &v.to_le_bytes())
    }

    /// Reads a little-endian qword.
    pub fn read_u64(&self, addr: u64) -> Result<u64, Unmapped> {
        let mut b = [0; 8];
        self.read(addr, &mut b)?;
        Ok(u64::from_le_bytes(b))
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
}
