//! A snippet's `[init]`: the bare wave's initial registers, masks and flags, written through
//! the machine's descriptions ([`Machine::register_files`], [`Machine::masks`],
//! [`Machine::flags`]) so no ISA register is named here.

use lanescope_isa::{parse_register_name, Machine, RegisterFileInfo};

use crate::snippet::{Init, Num, ScalarInit};

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
