//! A snippet's `[init]`: the bare wave's initial registers, masks and flags, written through
//! the machine's descriptions ([`Machine::register_files`], [`Machine::masks`],
//! [`Machine::flags`]) so no ISA register is named here.

use lanescope_isa::{parse_register_name, Machine, RegisterFileInfo};

use std::collections::BTreeMap;
use std::vec;

use crate::number::{parse_int, Syntax, Width};
use crate::snippet::{Init, LaneInit, Num, RegisterInit, RegisterValue, ScalarInit};

/// Sets what `init` gives on the machine's bare wave, before its first step (so it is the
/// initial state). `addr` is a snippet buffer's address by name.
pub fn apply(m: &mut dyn Machine, init: &Init, addr: &dyn Fn(&str) -> Result<u64, String>) -> Result<(), String> {
    for (name, v) in [("exec", &init.exec), ("vcc", &init.vcc)] {
        if let Some(v) = v {
            set_mask(m, name, v)?;
        }
    }
    if let Some(v) = &init.m0 {
        set_flag(m, "m0", v.mask_bits(32)? as u32)?;
    }
    if let Some(v) = init.scc {
        set_flag(m, "scc", u32::from(v))?;
    }
    for (name, v) in &init.sgpr {
        let (file, reg, n) = scalar_register(m.register_files(), name)?;
        let bits = match v {
            ScalarInit::Value(x) => x.reg_bits(n as u8)?,
            ScalarInit::Buffer(b) => addr(&b.buffer)?,
        };
        if n > 2 {
            return Err(format!("[init.sgpr] '{name}': give one or two registers"));
        }
        for k in 0..n {
            m.set_register(file, reg + k, 0, 0, (bits >> (32 * k)) as u32);
        }
    }
    for (name, v) in &init.vgpr {
        let (file, reg, n) = vector_register(m.register_files(), name)?;
        let lanes = v.lanes(n as u8).map_err(|e| format!("[init.vgpr] '{name}': {e}"))?;
        for (lane, bits) in lanes.into_iter().enumerate() {
            for k in 0..n {
                m.set_register(file, reg + k, lane, 0, (bits >> (32 * k)) as u32);
            }
        }
    }
    apply_v2(m, init, addr)
}

/// The version-2 keys: masks, flags and registers by the machine's own names.
fn apply_v2(m: &mut dyn Machine, init: &Init, addr: &dyn Fn(&str) -> Result<u64, String>) -> Result<(), String> {
    for (name, v) in &init.masks {
        set_mask(m, name, v)?;
    }
    for (name, v) in &init.flags {
        let bits = m.flag_index(name).and_then(|i| m.flags().get(i)).map_or(32, |f| f.bits);
        let v = v.mask_bits(bits).map_err(|e| format!("[init] {name}: {e}"))?;
        set_flag(m, name, v as u32)?;
    }
    for (i, r) in init.registers.iter().enumerate() {
        set_registers(m, r, addr).map_err(|e| format!("[init.registers] {}: {e}", i + 1))?;
    }
    set_lds(m, &init.lds)
}

/// Writes `[init.lds]`: 32-bit words by byte address.
fn set_lds(m: &mut dyn Machine, lds: &BTreeMap<String, Num>) -> Result<(), String> {
    for (key, v) in lds {
        let word = lds_word_index(key).ok_or_else(|| {
            format!("[init.lds] '{key}': give a byte address that is a multiple of 4 (\"0x40\" or \"64\")")
        })?;
        let bits = v.reg_bits(1).map_err(|e| format!("[init.lds] '{key}': {e}"))? as u32;
        if !m.set_lds_word(word, bits) {
            let bytes = 4 * m.lds_words();
            return Err(format!(
                "[init.lds] '{key}': past the LDS ({bytes} bytes on {})",
                m.arch_name()
            ));
        }
    }
    Ok(())
}

/// The word index of LDS byte address `key` (decimal or `0x…`, space around it ignored), if
/// it is a multiple of 4.
pub fn lds_word_index(key: &str) -> Option<usize> {
    let a = parse_int(key.trim(), Syntax::INTEGER, Width::Unsigned(usize::BITS)).ok()? as usize;
    a.is_multiple_of(4).then_some(a / 4)
}

/// Writes one `[[init.registers]]` entry.
fn set_registers(
    m: &mut dyn Machine,
    r: &RegisterInit,
    addr: &dyn Fn(&str) -> Result<u64, String>,
) -> Result<(), String> {
    let files = m.register_files();
    let file = m.file_index(&r.file).ok_or_else(|| {
        let prefixes: Vec<&str> = files.iter().map(|f| f.prefix).collect();
        format!(
            "'{}' is not a register file of {} ({})",
            r.file,
            m.arch_name(),
            prefixes.join(", ")
        )
    })?;
    let info = files[file];
    let (reg, n) = (r.reg as usize, usize::from(r.count()));
    if reg + n > info.count {
        return Err(format!(
            "{} is past {}",
            info.register_name(reg + n - 1),
            range_text(&info)
        ));
    }
    let lanes = match &r.value {
        RegisterValue::Buffer(b) => vec![addr(&b.buffer)?; info.lanes],
        RegisterValue::Lanes(LaneInit::Value(v)) if !info.is_vector() => vec![v.reg_bits(n as u8)?],
        RegisterValue::Lanes(_) if !info.is_vector() => {
            return Err(format!(
                "{} is a scalar register: give one number",
                info.register_name(reg)
            ))
        }
        RegisterValue::Lanes(l) => l.lanes(n as u8)?,
    };
    for (lane, bits) in lanes.into_iter().enumerate().take(info.lanes) {
        for k in 0..n {
            m.set_register(file, reg + k, lane, 0, (bits >> (32 * k)) as u32);
        }
    }
    Ok(())
}

/// Sets mask `name` from a number of up to 64 bits.
fn set_mask(m: &mut dyn Machine, name: &str, v: &Num) -> Result<(), String> {
    let i = m
        .mask_index(name)
        .ok_or_else(|| format!("[init] {name}: {} has no such mask", m.arch_name()))?;
    let bits = v.mask_bits(64)?;
    m.set_mask(i, bits)
        .then_some(())
        .ok_or_else(|| format!("[init] {name}: cannot be set"))
}

/// Sets flag `name`.
fn set_flag(m: &mut dyn Machine, name: &str, v: u32) -> Result<(), String> {
    let i = m
        .flag_index(name)
        .ok_or_else(|| format!("[init] {name}: {} has no such flag", m.arch_name()))?;
    m.set_flag(i, v)
        .then_some(())
        .ok_or_else(|| format!("[init] {name}: cannot be set to {v}"))
}

/// `p0..pN` for file `f`.
fn range_text(f: &RegisterFileInfo) -> String {
    format!("{0}0..{0}{1}", f.prefix, f.count.saturating_sub(1))
}

/// A register or range of a scalar file (`s4`, `"s[0:1]"`).
fn scalar_register(files: &[RegisterFileInfo], name: &str) -> Result<(usize, usize, usize), String> {
    parse_register_name(files, name)
        .filter(|&(f, _, _)| !files[f].is_vector())
        .ok_or_else(|| {
            let names: Vec<String> = files.iter().filter(|f| !f.is_vector()).map(range_text).collect();
            format!("[init.sgpr] '{name}' is not {} or a range of them", names.join(", "))
        })
}

/// One or two registers of a vector file (`v1`, `"v[2:3]"`, `a1` on gfx950).
fn vector_register(files: &[RegisterFileInfo], name: &str) -> Result<(usize, usize, usize), String> {
    parse_register_name(files, name)
        .filter(|&(f, _, n)| files[f].is_vector() && n <= 2)
        .ok_or_else(|| {
            let names: Vec<String> = files
                .iter()
                .filter(|f| f.is_vector())
                .map(|f| format!("a {0} or a pair of {0}s ({1})", f.name, range_text(f)))
                .collect();
            format!("[init.vgpr] '{name}' is not {}", names.join(", or "))
        })
}

#[cfg(test)]
mod tests {
    use crate::Snippet;

    /// The machine `toml` builds, or the setup error.
    fn build(toml: &str) -> Result<Box<dyn crate::Rewind>, String> {
        let s = Snippet::from_toml(toml).map_err(|e| e.to_string())?;
        s.target().unwrap().build(&s, &s.source).map_err(|e| e.to_string())
    }

    /// `[init.lds]` keys (and the web app's LDS edits): decimal or `0x…` byte addresses,
    /// trimmed, no sign but `+`, no `_`, multiples of 4 that fit a usize.
    #[test]
    fn lds_keys_read_as_today() {
        use super::lds_word_index;
        for (key, word) in [
            ("0", Some(0)),
            ("64", Some(16)),
            ("0x40", Some(16)),
            ("0X40", Some(16)),
            (" 0x40\t", Some(16)),
            ("+64", Some(16)),
            ("63", None),
            ("0x41", None),
            ("-1", None),
            ("-0", None),
            ("-0x40", None),
            ("0x", None),
            ("", None),
            ("  ", None),
            ("0x_40", None),
            ("4_0", None),
            ("0b100", None),
            ("6.4e1", None),
            ("0x40 0", None),
            ("\u{664}", None),
            ("18446744073709551612", Some(4_611_686_018_427_387_903)),
            ("0xfffffffffffffffc", Some(4_611_686_018_427_387_903)),
            ("18446744073709551616", None),
            ("0x10000000000000000", None),
            ("99999999999999999999999999999999999999999", None),
            // Changed by the shared number reader: a sign inside the digits was std's
            // `from_str_radix` accepting one (a bug); `+` now stands before hex as before decimal.
            ("0x+40", None),
            ("+0x40", Some(16)),
        ] {
            assert_eq!(lds_word_index(key), word, "{key:?}");
        }
    }

    #[test]
    fn version_2_sets_the_same_state_as_version_1() {
        let v1 = "arch = \"gfx950\"\nsource = \"s_endpgm\"\n[init]\nexec = \"0xff\"\nvcc = 3\nm0 = 7\nscc = true\n\
                  [init.sgpr]\n\"s[4:5]\" = \"0x100000002\"\ns0 = { buffer = \"b\" }\n[init.vgpr]\nv1 = \"lane\"\n\
                  \"a[2:3]\" = 2.0\n[[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = [1]\n";
        let v2 = "arch = \"gfx950\"\nsource = \"s_endpgm\"\n[init]\nversion = 2\n\
                  masks = { EXEC = \"0xff\", vcc = 3 }\nflags = { m0 = 7, scc = 1 }\n\
                  [[init.registers]]\nfile = \"s\"\nreg = 4\ncount = 2\nvalue = \"0x100000002\"\n\
                  [[init.registers]]\nfile = \"s\"\nreg = 0\nvalue = { buffer = \"b\" }\n\
                  [[init.registers]]\nfile = \"v\"\nreg = 1\nvalue = \"lane\"\n\
                  [[init.registers]]\nfile = \"a\"\nreg = 2\ncount = 2\nvalue = 2.0\n\
                  [[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = [1]\n";
        let (a, b) = (build(v1).unwrap(), build(v2).unwrap());
        let state = |m: &dyn crate::Rewind| {
            let files = m.register_files();
            let regs: Vec<u32> = (0..files.len())
                .flat_map(|f| (0..files[f].count).flat_map(move |r| m.register(f, r).to_vec()))
                .collect();
            let masks: Vec<u64> = (0..m.masks().len()).map(|i| m.mask(i)).collect();
            let flags: Vec<u32> = (0..m.flags().len()).map(|i| m.flag(i)).collect();
            (regs, masks, flags)
        };
        assert_eq!(state(a.as_ref()), state(b.as_ref()));
        let (_, masks, flags) = state(b.as_ref());
        assert_eq!((masks, &flags[..2]), (vec![0xff, 3], &[1, 7][..]));
        let a_file = b.file_index("a").unwrap();
        assert_eq!(b.register(a_file, 3)[9], 0x4000_0000, "high half of f64 2.0");
    }

    #[test]
    fn version_2_names_come_from_the_machine() {
        let base = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init]\nversion = 2\n";
        for (rest, says) in [
            (
                "[[init.registers]]\nfile = \"a\"\nreg = 0\nvalue = 1\n",
                "'a' is not a register file of gfx900 (v, s)",
            ),
            (
                "[[init.registers]]\nfile = \"v\"\nreg = 255\ncount = 2\nvalue = 1\n",
                "v256 is past v0..v255",
            ),
            (
                "[[init.registers]]\nfile = \"s\"\nreg = 1\nvalue = [1, 2]\n",
                "s1 is a scalar register",
            ),
            ("masks = { active = 1 }\n", "gfx900 has no such mask"),
            ("flags = { vm_cnt = 1 }\n", "vm_cnt: cannot be set"),
            ("flags = { scc = 2 }\n", "scc: 2 is out of range"),
        ] {
            let e = build(&format!("{base}{rest}")).err().unwrap_or_default();
            assert!(e.contains(says), "{rest}: {e}");
        }
        let e = build("arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init]\nmasks = { exec = 1 }\n").err();
        assert!(e.unwrap_or_default().contains("need version = 2"));
        let e = build(&base.replace("version = 2", "version = 3")).err();
        assert!(e.unwrap_or_default().contains("versions 1 and 2"));
    }

    #[test]
    fn init_lds_sets_words_by_byte_address_and_survives_a_share_link() {
        let toml = "arch = \"gfx900\"\nsource = \"ds_read_b32 v1, v0\\ns_endpgm\"\n\
                    [init.lds]\n\"0x40\" = 7\n\"8\" = \"0xdeadbeef\"\n\"12\" = 1.5\n";
        let s = Snippet::from_toml(toml).unwrap();
        let back = crate::decode_share(&crate::encode_share(&s)).unwrap();
        assert_eq!(back.init, s.init, "the share link carries [init.lds]");
        let mut m = build(toml).unwrap();
        assert_eq!(m.lds_words(), 65536 / 4);
        assert_eq!(m.lds_banks(), 32);
        let words = |m: &dyn crate::Rewind| [16, 2, 3, 0].map(|i| m.lds_word(i));
        assert_eq!(
            words(m.as_ref()),
            [Some(7), Some(0xdead_beef), Some(0x3fc0_0000), Some(0)]
        );
        m.step();
        assert!(m.set_lds_word(0, 5), "an edit during the run");
        assert_eq!(m.lds_word(0), Some(5));
        assert!(!m.set_lds_word(1 << 14, 1) && !m.set_lds_word(usize::MAX, 1));
        assert_eq!(m.lds_word(usize::MAX), None);
        m.reset();
        assert_eq!(
            words(m.as_ref()),
            [Some(7), Some(0xdead_beef), Some(0x3fc0_0000), Some(0)]
        );
    }

    #[test]
    fn init_lds_applies_to_an_r700_wave_and_its_run_reads_it() {
        let gallery = include_str!("../../../web/gallery/r700_lds.toml");
        // Lane 7 reads bank 0, dwords 0..3 (lane 0's entry): words 0, 4, 8, 12 of the flat view.
        let toml = format!("{gallery}[init.lds]\n\"0x40\" = 7\n\"0x1000\" = 9\n");
        let s = Snippet::from_toml(&toml).unwrap();
        let back = crate::decode_share(&crate::encode_share(&s)).unwrap();
        assert_eq!(back.init, s.init, "the share link carries [init.lds]");
        let mut m = build(&toml).unwrap();
        assert_eq!((m.lds_words(), m.lds_banks()), (4096, 4));
        assert_eq!(
            (m.lds_word(16), m.lds_word(1024), m.lds_word(0)),
            (Some(7), Some(9), Some(0))
        );
        assert!(m.set_lds_word(4095, 3) && !m.set_lds_word(4096, 3) && !m.set_lds_word(usize::MAX, 3));
        assert_eq!(m.lds_word(4096), None);
        assert_eq!(m.run(100), lanescope_isa::StepOutcome::Ended);
        // Lane t's owner write of 10t… lands in bank t mod 4, dword 4(t >> 2): flat word
        // 4 * dword + bank, so lane 5's x (50) is word 4 * 4 + 1.
        assert_eq!(m.lds_word(17), Some(50));
        assert!(m.set_lds_word(17, 1), "an edit after the run");
        m.reset();
        assert_eq!(
            (m.lds_word(16), m.lds_word(1024), m.lds_word(4095), m.lds_word(17)),
            (Some(7), Some(9), Some(3), Some(0)),
            "the initial state keeps [init.lds] and the edit made before the first step"
        );
        let e = build(&format!("{gallery}[init.lds]\n\"0x4000\" = 1\n"))
            .err()
            .unwrap_or_default();
        assert!(e.contains("'0x4000': past the LDS (16384 bytes on rv770)"), "{e}");
    }

    #[test]
    fn init_lds_errors_name_the_key() {
        let base = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init.lds]\n";
        for (rest, says) in [
            ("\"6\" = 1\n", "'6': give a byte address that is a multiple of 4"),
            ("\"x\" = 1\n", "'x': give a byte address"),
            ("\"0x10000\" = 1\n", "'0x10000': past the LDS (65536 bytes on gfx900)"),
            ("\"0\" = \"0x100000000\"\n", "'0': "),
        ] {
            let e = build(&format!("{base}{rest}")).err().unwrap_or_default();
            assert!(e.contains(says), "{rest}: {e}");
        }
    }

    #[test]
    fn buffer_bytes_are_edited_in_range_only() {
        let toml = "arch = \"gfx900\"\nsource = \"s_nop 0\\ns_endpgm\"\n[[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = [1, 2, 3, 4]\n";
        let mut m = build(toml).unwrap();
        m.step();
        assert!(m.set_buffer_bytes("b", 1, &[9, 8]));
        assert_eq!(m.buffer("b"), Some(&[1, 9, 8, 4][..]));
        assert!(!m.set_buffer_bytes("b", 3, &[1, 2]));
        assert!(!m.set_buffer_bytes("b", usize::MAX, &[1]));
        assert!(!m.set_buffer_bytes("nope", 0, &[1]));
        m.reset();
        assert_eq!(
            m.buffer("b"),
            Some(&[1, 2, 3, 4][..]),
            "a run's edit is not the initial state"
        );
    }
}
