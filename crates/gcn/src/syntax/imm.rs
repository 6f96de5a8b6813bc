//! Symbolic 16-bit immediates: `hwreg(...)`, `s_waitcnt` counters, `sendmsg(...)` and
//! `gpr_idx(...)`, printed and parsed as llvm-mc 22 does for GFX9.
//!
//! Layouts: HW_REG `{size-1[15:11], offset[10:6], id[5:0]}` (seed 000 S_GETREG_B32);
//! S_WAITCNT `{vmcnt_hi[15:14], lgkmcnt[11:8], expcnt[6:4], vmcnt_lo[3:0]}` (seed 000 lines
//! 4220-4221); SENDMSG (its fields and names live in `isa::sendmsg`);
//! GPR_IDX mode `{DST[3], SRC2[2], SRC1[1], SRC0[0]}`; `ds_swizzle_b32` offsets (seed 000
//! DS_SWIZZLE_B32: quad permute with offset\[15\] set, bit masks `{xor[14:10], or[9:5], and[4:0]}`
//! with it clear; llvm-mc 22 also names 0xc000-0xdfff ROTATE and 0xe000-0xffff FFT).

use alloc::string::String;
use core::fmt::Write;

use crate::isa::arch::Arch;
use crate::isa::sendmsg;
pub use crate::isa::sendmsg::write as write_sendmsg;

/// Hardware register names by id; GFX9 adds ids 15-19, gfx950 ids 20-24.
fn hwreg_name(id: u16, arch: Arch) -> Option<&'static str> {
    Some(match id {
        1 => "HW_REG_MODE",
        2 => "HW_REG_STATUS",
        3 => "HW_REG_TRAPSTS",
        4 => "HW_REG_HW_ID",
        5 => "HW_REG_GPR_ALLOC",
        6 => "HW_REG_LDS_ALLOC",
        7 => "HW_REG_IB_STS",
        15 if arch.has_gfx9_hwregs() => "HW_REG_SH_MEM_BASES",
        16 if arch.has_gfx9_hwregs() => "HW_REG_TBA_LO",
        17 if arch.has_gfx9_hwregs() => "HW_REG_TBA_HI",
        18 if arch.has_gfx9_hwregs() => "HW_REG_TMA_LO",
        19 if arch.has_gfx9_hwregs() => "HW_REG_TMA_HI",
        20 if arch.has_xcc_hwregs() => "HW_REG_XCC_ID",
        21 if arch.has_xcc_hwregs() => "HW_REG_SQ_PERF_SNAPSHOT_DATA",
        22 if arch.has_xcc_hwregs() => "HW_REG_SQ_PERF_SNAPSHOT_DATA1",
        23 if arch.has_xcc_hwregs() => "HW_REG_SQ_PERF_SNAPSHOT_PC_LO",
        24 if arch.has_xcc_hwregs() => "HW_REG_SQ_PERF_SNAPSHOT_PC_HI",
        _ => return None,
    })
}

/// `hwreg(HW_REG_MODE)`, `hwreg(HW_REG_MODE, 4, 4)`, `hwreg(52, 8, 3)`.
pub fn write_hwreg(out: &mut String, v: u16, arch: Arch) {
    let (id, offset, size) = (v & 0x3f, (v >> 6) & 0x1f, (v >> 11) + 1);
    out.push_str("hwreg(");
    match hwreg_name(id, arch) {
        Some(n) => out.push_str(n),
        None => {
            let _ = write!(out, "{id}");
        }
    }
    if !(offset == 0 && size == 32) {
        let _ = write!(out, ", {offset}, {size}");
    }
    out.push(')');
}

/// Parses the inside of `hwreg(...)`: a name or id, then optionally offset and size.
pub fn parse_hwreg(args: &[&str], arch: Arch) -> Option<u16> {
    let id = match args.first()? {
        a if a.bytes().all(|b| b.is_ascii_digit()) => a.parse::<u16>().ok().filter(|&i| i < 64)?,
        a => (0..64).find(|&i| hwreg_name(i, arch) == Some(*a))?,
    };
    let (offset, size) = match args.len() {
        1 => (0, 32),
        3 => (args[1].parse::<u16>().ok()?, args[2].parse::<u16>().ok()?),
        _ => return None,
    };
    if offset > 31 || !(1..=32).contains(&size) {
        return None;
    }
    Some(id | offset << 6 | (size - 1) << 11)
}

/// The three counters of an `s_waitcnt` immediate: (vmcnt, expcnt, lgkmcnt).
pub const fn waitcnt_fields(v: u16) -> (u16, u16, u16) {
    ((v & 0xf) | ((v >> 14) & 3) << 4, (v >> 4) & 7, (v >> 8) & 0xf)
}

/// `vmcnt(0) expcnt(0) lgkmcnt(0)`: the counters not at their maximum, or all three if
/// every one is. `vm_max` is the target's largest VM_CNT ([`crate::Arch::vmcnt_max`]: 15 has
/// no SIMM16\[15:14\]).
pub fn write_waitcnt(out: &mut String, v: u16, vm_max: u16) {
    let (vm, exp, lgkm) = waitcnt_fields(v);
    let vm = vm & vm_max;
    let all = vm == vm_max && exp == 7 && lgkm == 15;
    let mut sep = "";
    for (name, val, max) in [("vmcnt", vm, vm_max), ("expcnt", exp, 7), ("lgkmcnt", lgkm, 15)] {
        if all || val != max {
            let _ = write!(out, "{sep}{name}({val})");
            sep = " ";
        }
    }
}

/// The `s_waitcnt` immediate with every counter at its maximum (0xcf7f; 0x0f7f where VM_CNT
/// has 4 bits).
pub const fn waitcnt_all(vm_max: u16) -> u16 {
    if vm_max > 15 {
        0xcf7f
    } else {
        0x0f7f
    }
}

/// Applies one `name(value)` counter to an `s_waitcnt` immediate (starting from
/// [`waitcnt_all`]). `_sat` forms clamp; others must fit.
pub fn apply_waitcnt(v: u16, name: &str, value: u32, vm_max: u16) -> Option<u16> {
    let lower = name.to_ascii_lowercase();
    let (base, sat) = match lower.strip_suffix("_sat") {
        Some(b) => (b, true),
        None => (lower.as_str(), false),
    };
    let max = match base {
        "vmcnt" => u32::from(vm_max),
        "expcnt" => 7,
        "lgkmcnt" => 15,
        _ => return None,
    };
    let value = if value > max {
        if !sat {
            return None;
        }
        max
    } else {
        value
    } as u16;
    Some(match base {
        "vmcnt" => (v & !0xc00f) | (value & 0xf) | (value >> 4) << 14,
        "expcnt" => (v & !0x70) | value << 4,
        _ => (v & !0xf00) | value << 8,
    })
}

/// Parses the inside of `sendmsg(...)`: message (name or number), then optional operation
/// (name or number) and stream.
pub fn parse_sendmsg(args: &[&str], arch: Arch) -> Option<u16> {
    let num = |a: &str| a.parse::<u16>().ok();
    let id = match num(args.first()?) {
        Some(n) if n < 16 => n,
        Some(_) => return None,
        None => (0..16).find(|&i| sendmsg::msg_name(arch, i) == Some(args[0]))?,
    };
    let op = match args.get(1) {
        None => 0,
        Some(a) => match num(a) {
            Some(n) if n < 8 => n,
            Some(_) => return None,
            None => sendmsg::op_by_name(id, a)?,
        },
    };
    let stream = match args.get(2) {
        None => 0,
        Some(a) => num(a).filter(|&s| s < 4)?,
    };
    if args.len() > 3 {
        return None;
    }
    Some(id | op << 4 | stream << 8)
}

const GPR_IDX: [&str; 4] = ["SRC0", "SRC1", "SRC2", "DST"];

/// `gpr_idx(SRC0,DST)`; `gpr_idx()` for 0; hex when bits above 3 are set.
pub fn write_gpr_idx(out: &mut String, v: u16) {
    if v > 15 {
        let _ = write!(out, "0x{v:x}");
        return;
    }
    out.push_str("gpr_idx(");
    let mut sep = "";
    for (i, n) in GPR_IDX.iter().enumerate() {
        if v >> i & 1 == 1 {
            out.push_str(sep);
            out.push_str(n);
            sep = ",";
        }
    }
    out.push(')');
}

/// Parses the inside of `gpr_idx(...)` (each mode at most once).
pub fn parse_gpr_idx(args: &[&str]) -> Option<u16> {
    let mut v = 0u16;
    for a in args {
        if a.is_empty() && args.len() == 1 {
            break;
        }
        let i = GPR_IDX.iter().position(|n| n.eq_ignore_ascii_case(a))?;
        if v >> i & 1 == 1 {
            return None;
        }
        v |= 1 << i;
    }
    Some(v)
}

/// `swizzle(QUAD_PERM,0,1,2,3)`, `swizzle(SWAP,4)`, `swizzle(REVERSE,8)`,
/// `swizzle(BROADCAST,8,1)`, `swizzle(BITMASK_PERM,"01pip")`, `swizzle(ROTATE,dir,size)`,
/// `swizzle(FFT,n)` (ROTATE and FFT from GFX9 on), or the decimal offset, as llvm-mc prints a
/// nonzero swizzle offset on `arch`.
pub fn write_swizzle(out: &mut String, arch: Arch, v: u16) {
    if v >= 0xc000 && !arch.has_swizzle_fft_rotate_syntax() {
        let _ = write!(out, "{v}");
    } else if v >= 0xe000 {
        let _ = write!(out, "swizzle(FFT,{})", v & 0x1f);
    } else if v >= 0xc000 {
        let _ = write!(out, "swizzle(ROTATE,{},{})", (v >> 10) & 1, (v >> 5) & 0x1f);
    } else if v & 0xff00 == 0x8000 {
        let _ = write!(out, "swizzle(QUAD_PERM,{})", crate::isa::dpp::quad_selects(v));
    } else if v & 0x8000 == 0 {
        let (and, or, xor) = (v & 0x1f, (v >> 5) & 0x1f, (v >> 10) & 0x1f);
        let group = 0x20 - and;
        if and == 0x1f && or == 0 && xor.count_ones() == 1 {
            let _ = write!(out, "swizzle(SWAP,{xor})");
        } else if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
            let _ = write!(out, "swizzle(REVERSE,{})", xor + 1);
        } else if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
            let _ = write!(out, "swizzle(BROADCAST,{group},{or})");
        } else {
            // Each lane-id bit, high to low: what lane 0 and lane 31 of a group get.
            let (p0, p1) = (or ^ xor, ((0x1f & and) | or) ^ xor);
            out.push_str("swizzle(BITMASK_PERM,\"");
            for bit in (0..5).rev() {
                let (a, b) = (p0 >> bit & 1, p1 >> bit & 1);
                out.push(match (a == b, a) {
                    (true, 0) => '0',
                    (true, _) => '1',
                    (false, 0) => 'p',
                    (false, _) => 'i',
                });
            }
            out.push_str("\")");
        }
    } else {
        let _ = write!(out, "{v}");
    }
}

/// Parses the inside of `swizzle(...)` (mode name, then its numbers or bit-mask string).
pub fn parse_swizzle(args: &[&str]) -> Option<u16> {
    let num = |i: usize| -> Option<u16> {
        let a = args.get(i)?.trim();
        match a.strip_prefix("0x") {
            Some(h) => u16::from_str_radix(h, 16).ok(),
            None => a.parse().ok(),
        }
    };
    let n = args.len();
    match *args.first()? {
        "QUAD_PERM" if n == 5 => {
            let mut v = 0x8000;
            for i in 0..4 {
                let l = num(i + 1).filter(|&l| l < 4)?;
                v |= l << (2 * i);
            }
            Some(v)
        }
        "BITMASK_PERM" if n == 2 => {
            let m = args[1].trim().strip_prefix('"')?.strip_suffix('"')?;
            if m.len() != 5 {
                return None;
            }
            let (mut and, mut or, mut xor) = (0u16, 0u16, 0u16);
            for (i, c) in m.bytes().enumerate() {
                let bit = 1 << (4 - i);
                match c {
                    b'0' => {}
                    b'1' => or |= bit,
                    b'p' => and |= bit,
                    b'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => return None,
                }
            }
            Some(and | or << 5 | xor << 10)
        }
        "BROADCAST" if n == 3 => {
            let (size, lane) = (num(1)?, num(2)?);
            (size.is_power_of_two() && (2..=32).contains(&size) && lane < size).then_some((0x20 - size) | lane << 5)
        }
        "SWAP" if n == 2 => {
            let m = num(1)?;
            (m.is_power_of_two() && m <= 16).then_some(0x1f | m << 10)
        }
        "REVERSE" if n == 2 => {
            let m = num(1)?;
            (m.is_power_of_two() && (2..=32).contains(&m)).then_some(0x1f | (m - 1) << 10)
        }
        "ROTATE" if n == 3 => {
            let (dir, size) = (num(1)?, num(2)?);
            (dir < 2 && size < 32).then_some(0xc000 | dir << 10 | size << 5)
        }
        "FFT" if n == 2 => num(1).filter(|&m| m < 32).map(|m| 0xe000 | m),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: impl Fn(&mut String)) -> String {
        let mut s = String::new();
        f(&mut s);
        s
    }

    #[test]
    fn swizzle_patterns_as_llvm_mc_22_prints_and_reads_them() {
        // Offsets and texts from llvm-mc 22 (`ds_swizzle_b32 v0, v1 offset:…`).
        let cases: [(u16, &str); 11] = [
            (0x80e4, "swizzle(QUAD_PERM,0,1,2,3)"),
            (0x0907, "swizzle(BITMASK_PERM,\"01pip\")"),
            (0x0038, "swizzle(BROADCAST,8,1)"),
            (0x101f, "swizzle(SWAP,4)"),
            (0x1c1f, "swizzle(REVERSE,8)"),
            (0x00e0, "swizzle(BROADCAST,32,7)"),
            (0x001f, "swizzle(BITMASK_PERM,\"ppppp\")"),
            (0x401f, "swizzle(SWAP,16)"),
            (0xc3e0, "swizzle(ROTATE,0,31)"),
            (0xe01f, "swizzle(FFT,31)"),
            (0x9000, "36864"),
        ];
        for (v, t) in cases {
            assert_eq!(text(|s| write_swizzle(s, Arch::DEFAULT, v)), t);
            if let Some(inner) = t.strip_prefix("swizzle(").and_then(|r| r.strip_suffix(')')) {
                let args: alloc::vec::Vec<&str> = inner.split(',').collect();
                assert_eq!(parse_swizzle(&args), Some(v), "{t}");
            }
        }
        assert_eq!(parse_swizzle(&["SWAP", "3"]), None);
        assert_eq!(parse_swizzle(&["QUAD_PERM", "0", "1", "2"]), None);
        assert_eq!(parse_swizzle(&["BITMASK_PERM", "\"01x01\""]), None);
    }

    #[test]
    fn as_llvm_prints_them() {
        assert_eq!(text(|s| write_waitcnt(s, 0, 63)), "vmcnt(0) expcnt(0) lgkmcnt(0)");
        assert_eq!(text(|s| write_waitcnt(s, 0x0f7f, 63)), "vmcnt(15)");
        assert_eq!(text(|s| write_waitcnt(s, 0xc07f, 63)), "lgkmcnt(0)");
        assert_eq!(text(|s| write_waitcnt(s, 0xc000, 63)), "vmcnt(48) expcnt(0) lgkmcnt(0)");
        assert_eq!(
            text(|s| write_waitcnt(s, 0xffff, 63)),
            "vmcnt(63) expcnt(7) lgkmcnt(15)"
        );
        assert_eq!(
            text(|s| write_hwreg(s, 1 | 31 << 11, Arch::Gfx900)),
            "hwreg(HW_REG_MODE)"
        );
        assert_eq!(
            text(|s| write_hwreg(s, 1 | 4 << 6 | 3 << 11, Arch::Gfx900)),
            "hwreg(HW_REG_MODE, 4, 4)"
        );
        assert_eq!(text(|s| write_hwreg(s, 20, Arch::Gfx900)), "hwreg(20, 0, 1)");
        assert_eq!(text(|s| write_hwreg(s, 20, Arch::Gfx950)), "hwreg(HW_REG_XCC_ID, 0, 1)");
        assert_eq!(
            text(|s| write_sendmsg(s, Arch::DEFAULT, 3)),
            "sendmsg(MSG_GS_DONE, GS_OP_NOP)"
        );
        assert_eq!(text(|s| write_sendmsg(s, Arch::DEFAULT, 1)), "sendmsg(MSG_INTERRUPT)");
        assert_eq!(text(|s| write_sendmsg(s, Arch::DEFAULT, 2)), "sendmsg(2, 0, 0)");
        assert_eq!(
            text(|s| write_sendmsg(s, Arch::DEFAULT, 34)),
            "sendmsg(MSG_GS, GS_OP_EMIT, 0)"
        );
        assert_eq!(text(|s| write_sendmsg(s, Arch::DEFAULT, 25)), "sendmsg(9, 1, 0)");
        assert_eq!(text(|s| write_sendmsg(s, Arch::DEFAULT, 255)), "255");
        assert_eq!(
            text(|s| write_sendmsg(s, Arch::DEFAULT, 0x8003)),
            "sendmsg(MSG_GS_DONE, GS_OP_NOP)"
        );
        assert_eq!(text(|s| write_gpr_idx(s, 0)), "gpr_idx()");
        assert_eq!(text(|s| write_gpr_idx(s, 9)), "gpr_idx(SRC0,DST)");
        assert_eq!(text(|s| write_gpr_idx(s, 16)), "0x10");
    }

    #[test]
    fn parse_round_trips() {
        assert_eq!(
            parse_hwreg(&["HW_REG_MODE", "4", "4"], Arch::Gfx900),
            Some(1 | 4 << 6 | 3 << 11)
        );
        // Names are case-sensitive, as in llvm-mc.
        assert_eq!(parse_hwreg(&["hw_reg_mode"], Arch::Gfx900), None);
        assert_eq!(parse_hwreg(&["HW_REG_XCC_ID"], Arch::Gfx900), None);
        assert_eq!(parse_sendmsg(&["MSG_GS", "GS_OP_EMIT", "0"], Arch::DEFAULT), Some(34));
        assert_eq!(parse_sendmsg(&["MSG_INTERRUPT"], Arch::DEFAULT), Some(1));
        assert_eq!(parse_gpr_idx(&["SRC0", "DST"]), Some(9));
        assert_eq!(parse_gpr_idx(&[""]), Some(0));
        assert_eq!(apply_waitcnt(0xcf7f, "vmcnt", 0, 63), Some(0x0f70));
        assert_eq!(apply_waitcnt(0xcf7f, "lgkmcnt", 0, 63), Some(0xc07f));
        assert_eq!(apply_waitcnt(0xcf7f, "expcnt", 9, 63), None);
        assert_eq!(apply_waitcnt(0xcf7f, "expcnt_sat", 9, 63), Some(0xcf7f));
    }
}
