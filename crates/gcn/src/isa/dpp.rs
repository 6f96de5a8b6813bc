//! DPP controls (seed 000 lines 10664-10720; gfx950's `row_newbcast`, seed 001): which
//! DPP_CTRL values exist, and their llvm-mc names.

use core::fmt::Write;

use alloc::string::String;

use super::arch::Arch;

/// Whether `ctrl` is a defined DPP_CTRL value on `arch`; `wide` = the instruction has 64-bit
/// operands (gfx950 allows only `row_newbcast` there; gfx900's DPP forms with a 64-bit result
/// and a 32-bit source take every control).
pub fn valid_ctrl(ctrl: u16, arch: Arch, wide: bool) -> bool {
    if wide && arch.has_dpp_64bit() {
        return arch.has_dpp_row_newbcast() && (0x150..=0x15f).contains(&ctrl);
    }
    matches!(ctrl, 0x000..=0x0ff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x130 | 0x134 | 0x138 | 0x13c | 0x140..=0x143)
        || (arch.has_dpp_row_newbcast() && (0x150..=0x15f).contains(&ctrl))
}

/// The four 2-bit lane selects of a quad permute (DPP `quad_perm`, DS_SWIZZLE's QUAD_PERM
/// mode), lane 0's first, comma-separated as llvm-mc prints them: `0,1,2,3`.
pub fn quad_selects(bits: u16) -> String {
    let mut out = String::new();
    for i in 0..4 {
        let sep = if i == 0 { "" } else { "," };
        let _ = write!(out, "{sep}{}", (bits >> (2 * i)) & 3);
    }
    out
}

/// Writes a valid control as llvm-mc prints it: `quad_perm:[0,1,2,3]`, `row_shl:1`, `row_mirror`, …
pub fn write_ctrl(out: &mut String, ctrl: u16) {
    let _ = match ctrl {
        0x000..=0x0ff => write!(out, "quad_perm:[{}]", quad_selects(ctrl)),
        0x101..=0x10f => write!(out, "row_shl:{}", ctrl & 0xf),
        0x111..=0x11f => write!(out, "row_shr:{}", ctrl & 0xf),
        0x121..=0x12f => write!(out, "row_ror:{}", ctrl & 0xf),
        0x130 => write!(out, "wave_shl:1"),
        0x134 => write!(out, "wave_rol:1"),
        0x138 => write!(out, "wave_shr:1"),
        0x13c => write!(out, "wave_ror:1"),
        0x140 => write!(out, "row_mirror"),
        0x141 => write!(out, "row_half_mirror"),
        0x142 => write!(out, "row_bcast:15"),
        0x143 => write!(out, "row_bcast:31"),
        0x150..=0x15f => write!(out, "row_newbcast:{}", ctrl & 0xf),
        _ => write!(out, "{ctrl:#x}"),
    };
}

/// The control a name and its value stand for (`row_shl` + 1 → 0x101); `None` if the value is
/// out of range. `quad_perm` is parsed by the caller.
pub fn ctrl_from_name(name: &str, value: Option<i64>) -> Option<u16> {
    let n = |lo: i64, hi: i64, base: u16| value.filter(|v| (lo..=hi).contains(v)).map(|v| base + v as u16);
    match name {
        "row_shl" => n(1, 15, 0x100),
        "row_shr" => n(1, 15, 0x110),
        "row_ror" => n(1, 15, 0x120),
        "wave_shl" => n(1, 1, 0x12f),
        "wave_rol" => n(1, 1, 0x133),
        "wave_shr" => n(1, 1, 0x137),
        "wave_ror" => n(1, 1, 0x13b),
        "row_mirror" if value.is_none() => Some(0x140),
        "row_half_mirror" if value.is_none() => Some(0x141),
        "row_bcast" => match value {
            Some(15) => Some(0x142),
            Some(31) => Some(0x143),
            _ => None,
        },
        "row_newbcast" => n(0, 15, 0x150),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for arch in Arch::ALL {
            for ctrl in 0..0x200u16 {
                if !valid_ctrl(ctrl, arch, false) {
                    continue;
                }
                let mut s = String::new();
                write_ctrl(&mut s, ctrl);
                if ctrl < 0x100 {
                    assert!(s.starts_with("quad_perm:["), "{s}");
                    continue;
                }
                let (name, value) = match s.split_once(':') {
                    Some((n, v)) => (n, Some(v.parse().unwrap())),
                    None => (s.as_str(), None),
                };
                assert_eq!(ctrl_from_name(name, value), Some(ctrl), "{s}");
            }
        }
        assert!(!valid_ctrl(0x150, Arch::Gfx900, false));
        assert!(valid_ctrl(0x151, Arch::Gfx950, true));
        assert!(!valid_ctrl(0x101, Arch::Gfx950, true));
    }
}
