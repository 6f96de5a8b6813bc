//! Text → words for every line kind (the assembler's path for lines without `; encoding:`
//! bytes).
//!
//! Fields llc does not print take the values llc emits: BARRIER set on CF instructions, index
//! mode AR.x, channel X for `PS`, destination T0.X for `PredicateBit` and `AR.x`, llc's vertex
//! fetch format. A trailing `XOR:w0:w1…` mask (printed by [`crate::print()`]) flips the bits a
//! line's text cannot show. EXPORT lines need the printer's full form (`PARAM:0 …`).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::table::{Fidelity, Format, Row, TABLE};

/// Which part of the program a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// The CF program.
    Cf,
    /// An ALU clause.
    Alu,
    /// A fetch clause.
    Fetch,
}

type Res<T> = Result<T, String>;

/// The row named `name` in one of `formats`. `MOVA_INT` names both R700's opcode 24 and
/// LLVM's Evergreen-form 0xCC; llc means the latter, so the text assembles to it (and the
/// decoder then warns).
fn row(name: &str, formats: &[Format]) -> Res<&'static Row> {
    TABLE
        .iter()
        .filter(|r| r.name == name && formats.contains(&r.format))
        .max_by_key(|r| r.fidelity == Fidelity::LlvmEvergreen)
        .ok_or_else(|| format!("unknown instruction `{name}`"))
}

fn num(s: &str) -> Res<u32> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| format!("expected a number, found `{}`", s.trim()))
}

/// Words for one line of text in `ctx` (two per 64-bit slot; none for a clause header).
pub fn parse_line(text: &str, ctx: Context) -> Res<Vec<u32>> {
    let text = text.trim();
    if text.contains("clause starting at") {
        return Ok(Vec::new());
    }
    if text == "PAD" {
        return Ok(alloc::vec![0, 0]);
    }
    match ctx {
        Context::Cf => parse_cf(text).map(|w| w.to_vec()),
        Context::Alu if text.starts_with(|c: char| c.is_ascii_digit() || c == '-') => {
            parse_literals(text).map(|w| w.to_vec())
        }
        Context::Alu => parse_alu(text).map(|w| w.to_vec()),
        Context::Fetch if text.starts_with("TEX_") => parse_tex(text).map(|w| w.to_vec()),
        Context::Fetch => parse_vtx(text).map(|w| w.to_vec()),
    }
}

fn parse_literals(text: &str) -> Res<[u32; 2]> {
    let mut out = [0; 2];
    let mut parts = text.split(',');
    for w in &mut out {
        let part = parts.next().ok_or("expected two literal dwords")?;
        let n = part.split('(').next().unwrap_or("").trim();
        let v: i64 = n.parse().map_err(|_| format!("invalid literal `{n}`"))?;
        if !(-(1i64 << 31)..1i64 << 32).contains(&v) {
            return Err(format!("literal `{n}` does not fit in 32 bits"));
        }
        *w = v as u32;
    }
    Ok(out)
}

const BARRIER: u32 = 1 << 31;

/// Splits a trailing ` XOR:a:b[:c:d]` mask (bits the text cannot show) off a line.
pub fn split_xor(text: &str) -> Res<(&str, [u32; 4])> {
    let mut mask = [0; 4];
    let Some((head, last)) = text.trim_end().rsplit_once(' ') else {
        return Ok((text, mask));
    };
    let Some(m) = last.strip_prefix("XOR:") else {
        return Ok((text, mask));
    };
    let parts: Vec<&str> = m.split(':').collect();
    if parts.len() > 4 {
        return Err(format!("`{last}`: too many words"));
    }
    for (slot, p) in mask.iter_mut().zip(parts) {
        *slot = hex(p)?;
    }
    Ok((head, mask))
}

/// A CF line, with its XOR mask applied.
fn parse_cf(text: &str) -> Res<[u32; 2]> {
    let (text, x) = split_xor(text)?;
    let w = parse_cf_fields(text)?;
    Ok([w[0] ^ x[0], w[1] ^ x[1]])
}

/// A CF line's fields as printed.
pub fn parse_cf_fields(text: &str) -> Res<[u32; 2]> {
    let (name, rest) = text.split_once(' ').unwrap_or((text, ""));
    match name {
        "CF_END" => return Ok([0, BARRIER | 1 << 21]),
        "EXPORT" => return parse_export(rest, 39, true),
        _ => {}
    }
    let r = row(name, &[Format::Cf, Format::CfAlu, Format::CfExport])?;
    match r.format {
        Format::CfAlu => return parse_cf_alu(r, rest),
        Format::CfExport => return parse_export(rest, r.opcode as u32, false),
        _ => {}
    }
    let op = (r.opcode as u32) << 23 | BARRIER;
    let mut tokens = rest.split_whitespace();
    let mut w = [0, op];
    if matches!(r.opcode, 1..=3) {
        let count = num(tokens.next().ok_or("expected a count")?)?;
        if count > 15 {
            return Err(format!("fetch clause count {count} is over 15"));
        }
        w[1] |= (count & 7) << 10 | (count >> 3) << 19;
    }
    for t in tokens {
        if let Some(a) = t.strip_prefix('@') {
            w[0] = num(a)?;
        } else if let Some(p) = t.strip_prefix("POP:") {
            let p = num(p)?;
            if p > 7 {
                return Err(format!("POP:{p} is over 7"));
            }
            w[1] |= p;
        } else {
            return Err(format!("unexpected `{t}`"));
        }
    }
    Ok(w)
}

/// `COUNT, @ADDR, KC0[..], KC1[..]`.
fn parse_cf_alu(r: &Row, rest: &str) -> Res<[u32; 2]> {
    let parts: Vec<&str> = rest.split(", ").map(str::trim).collect();
    let [count, addr, kc0, kc1] = parts[..] else {
        return Err("expected `COUNT, @ADDR, KC0[..], KC1[..]`".into());
    };
    let count = num(count)?;
    let addr = num(addr.strip_prefix('@').ok_or("expected `@ADDR`")?)?;
    if count > 127 || addr > 0x3F_FFFF {
        return Err("ALU clause count or address out of range".into());
    }
    let (b0, m0, a0) = parse_kcache(kc0, "KC0")?;
    let (b1, m1, a1) = parse_kcache(kc1, "KC1")?;
    let w0 = addr | b0 << 22 | b1 << 26 | m0 << 30;
    let w1 = m1 | a0 << 2 | a1 << 10 | count << 18 | (r.opcode as u32) << 26 | BARRIER;
    Ok([w0, w1])
}

/// `KCn[]` or `KCn[CBbank:lo-hi]` → (bank, mode, line address).
fn parse_kcache(s: &str, which: &str) -> Res<(u32, u32, u32)> {
    let inner = s
        .strip_prefix(which)
        .and_then(|s| s.strip_prefix('['))
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| format!("expected `{which}[..]`"))?;
    if inner.is_empty() {
        return Ok((0, 0, 0));
    }
    let (bank, range) = inner
        .strip_prefix("CB")
        .and_then(|s| s.split_once(':'))
        .ok_or("expected `CBn:lo-hi`")?;
    let (lo, hi) = range.split_once('-').ok_or("expected `lo-hi`")?;
    let (bank, lo, hi) = (num(bank)?, num(lo)?, num(hi)?);
    let mode = match hi.checked_sub(lo) {
        Some(16) => 1,
        Some(32) => 2,
        _ => return Err("a kcache range covers 16 or 32 constants".into()),
    };
    if bank > 15 || lo % 16 != 0 || lo / 16 > 255 {
        return Err("kcache bank or address out of range".into());
    }
    Ok((bank, mode, lo / 16))
}

fn chan(c: &str) -> Res<u32> {
    match c {
        "X" | "x" => Ok(0),
        "Y" | "y" => Ok(1),
        "Z" | "z" => Ok(2),
        "W" | "w" => Ok(3),
        _ => Err(format!("invalid channel `{c}`")),
    }
}

/// `T<n>.<c>` or `T(<n> + AR.x).<c>+` → (gpr, rel, chan).
fn parse_gpr(s: &str) -> Res<(u32, bool, u32)> {
    let (reg, c) = s
        .trim_end_matches('+')
        .rsplit_once('.')
        .ok_or_else(|| format!("expected a register, found `{s}`"))?;
    let c = chan(c)?;
    let body = reg
        .strip_prefix('T')
        .ok_or_else(|| format!("expected a register, found `{s}`"))?;
    let (n, rel) = match body.strip_prefix('(').and_then(|b| b.strip_suffix(" + AR.x)")) {
        Some(n) => (n, true),
        None => (body, false),
    };
    let n = num(n)?;
    if n > 127 {
        return Err(format!("register T{n} is over T127"));
    }
    Ok((n, rel, c))
}

/// A source operand → (sel, rel, chan, neg, abs).
fn parse_src(s: &str) -> Res<(u32, bool, u32, bool, bool)> {
    // "-1" is the inline constant −1 (a negated inline 1 prints the same; the printer's XOR
    // mask tells them apart).
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) if s != "-1" => (true, r),
        _ => (false, s),
    };
    let (abs, s) = match s.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        Some(r) => (true, r),
        None => (false, s),
    };
    let konst = |sel| Ok((sel, false, 0, neg, abs));
    match s {
        "0.0" => return konst(248),
        "1.0" => return konst(249),
        "1" => return konst(250),
        "-1" => return konst(251),
        "0.5" => return konst(252),
        "PS" => return konst(255),
        _ => {}
    }
    let indexed = |prefix: &str, base: u32, max: u32| -> Option<Res<(u32, u32)>> {
        let rest = s.strip_prefix(prefix)?;
        let (n, c) = rest.split_once("].")?;
        Some(num(n).and_then(|n| {
            if n > max {
                return Err(format!("`{s}` is out of range"));
            }
            Ok((base + n, chan(c)?))
        }))
    };
    let (sel, rel, c) = if let Some(c) = s.strip_prefix("literal.") {
        (253, false, chan(c)?)
    } else if let Some(c) = s.strip_prefix("PV.") {
        (254, false, chan(c)?)
    } else if let Some(r) = indexed("KC0[", 128, 31) {
        let (sel, c) = r?;
        (sel, false, c)
    } else if let Some(r) = indexed("KC1[", 160, 31) {
        let (sel, c) = r?;
        (sel, false, c)
    } else if let Some((n, c)) = s.strip_prefix("SRC").and_then(|r| r.split_once('.')) {
        let n = num(n)?;
        if !(192..=247).contains(&n) {
            return Err(format!("`{s}` is not an unnamed source select"));
        }
        (n, false, chan(c)?)
    } else if let Some((n, c)) = s.strip_prefix('C').and_then(|r| r.split_once('.')) {
        let n = num(n)?;
        if n > 255 {
            return Err(format!("`{s}` is out of range"));
        }
        (256 + n, false, chan(c)?)
    } else {
        parse_gpr(s)?
    };
    Ok((sel, rel, c, neg, abs))
}

/// `NAME [*] dst, src, …, [Pred_sel_*] [BS:..] [XOR:w0:w1]` (the XOR mask flips bits the
/// text cannot show).
pub fn parse_alu(text: &str) -> Res<[u32; 2]> {
    let (name, rest) = text.split_once(' ').ok_or("expected operands")?;
    let r = row(name, &[Format::Op2, Format::Op3])?;
    let rest = rest.trim_start();
    let (last, rest) = match rest.strip_prefix('*') {
        Some(r) => (true, r.trim_start()),
        None => (false, rest),
    };
    let mut parts: Vec<&str> = rest.split(',').map(str::trim).collect();
    let tail = parts.pop().unwrap_or("");
    let (mut w0, mut w1) = ((last as u32) << 31, 0u32);
    let mut xor = (0, 0);
    for t in tail.split_whitespace() {
        if let Some((a, b)) = t.strip_prefix("XOR:").and_then(|m| m.split_once(':')) {
            xor = (hex(a)?, hex(b)?);
            continue;
        }
        match t {
            "Pred_sel_zero" => w0 |= 2 << 29,
            "Pred_sel_one" => w0 |= 3 << 29,
            _ => {
                let bs = t
                    .strip_prefix("BS:")
                    .and_then(|b| b.split('/').next())
                    .and_then(|v| crate::print::BANK_VEC.iter().position(|x| *x == v))
                    .ok_or_else(|| format!("unexpected `{t}`"))?;
                w1 |= (bs as u32) << 18;
            }
        }
    }
    // "ExecMask,PredicateBit (MASKED)" splits into two parts: rejoin the destination.
    let dst_parts = parts.iter().take_while(|p| *p == &"ExecMask" || *p == &"Pred").count() + 1;
    if parts.len() != dst_parts + r.srcs as usize {
        return Err(format!("{} takes {} sources", r.name, r.srcs));
    }
    w1 |= parse_dst(r, &parts[..dst_parts])?;
    for (i, s) in parts[dst_parts..].iter().enumerate() {
        let (sel, rel, c, neg, abs) = parse_src(s)?;
        let field = sel | (rel as u32) << 9 | c << 10 | (neg as u32) << 12;
        match i {
            0 => w0 |= field,
            1 => w0 |= field << 13,
            _ => w1 |= field,
        }
        if abs {
            if r.format != Format::Op2 || i > 1 {
                return Err(format!("`{s}`: only OP2 sources 0 and 1 take |abs|"));
            }
            w1 |= 1 << i;
        }
    }
    if r.format == Format::Op3 {
        w1 |= (r.opcode as u32) << 13;
    } else {
        w1 |= (r.opcode as u32) << 7;
    }
    Ok([w0 ^ xor.0, w1 ^ xor.1])
}

/// The destination parts → word-1 bits.
fn parse_dst(r: &Row, parts: &[&str]) -> Res<u32> {
    let op2 = r.format == Format::Op2;
    let mut w1 = 0;
    for p in &parts[..parts.len() - 1] {
        w1 |= if *p == "ExecMask" { 1 << 2 } else { 1 << 3 };
    }
    let mut d = parts[parts.len() - 1];
    if let Some(x) = d.strip_suffix(" (MASKED)") {
        d = x;
    } else if op2 {
        w1 |= 1 << 4;
    } else {
        // OP3 has no write mask: nothing to set.
    }
    if let Some(x) = d.strip_suffix("_SAT") {
        d = x;
        w1 |= 1 << 31;
    }
    for (i, m) in ["*2", "*4", "/2"].iter().enumerate() {
        if let Some(x) = d.strip_suffix(m) {
            if !op2 {
                return Err("OP3 has no output modifier".into());
            }
            d = x;
            w1 |= (i as u32 + 1) << 5;
        }
    }
    if d == "PredicateBit" || d == "AR.x" {
        return Ok(w1);
    }
    let (n, rel, c) = parse_gpr(d)?;
    Ok(w1 | n << 21 | (rel as u32) << 28 | c << 29)
}

/// `T<n>.<swizzle> TYPE:base [DONE] [EOP] [BURST:n] [ES:n] [IDX:Tn] [REL] [VPM] [WQM] [NB]`
/// (the printer's full export form; llc's short form lacks the type and cannot be assembled).
fn parse_export(rest: &str, opcode: u32, needs_type: bool) -> Res<[u32; 2]> {
    let mut tokens = rest.split_whitespace();
    let reg = tokens.next().ok_or("expected a register")?;
    let (gpr, selects) = parse_swizzled(reg, "export source")?;
    let mut w1 = BARRIER | opcode << 23 | selects;
    let mut w0 = gpr << 15 | 3 << 30;
    let mut typed = false;
    for t in tokens {
        let (key, val) = t.split_once(':').unwrap_or((t, ""));
        let field = |max: u32| -> Res<u32> {
            let v = num(val.trim_start_matches('T'))?;
            if v > max {
                return Err(format!("`{t}` is out of range"));
            }
            Ok(v)
        };
        match key {
            "DONE" => w1 = w1 & !(0x7F << 23) | 40 << 23,
            "EOP" => w1 |= 1 << 21,
            "BURST" => w1 |= field(15)? << 17,
            "ES" => w0 = w0 & !(3 << 30) | field(3)? << 30,
            "IDX" => w0 |= field(127)? << 23,
            "REL" => w0 |= 1 << 22,
            "VPM" => w1 |= 1 << 22,
            "WQM" => w1 |= 1 << 30,
            "NB" => w1 &= !BARRIER,
            _ => match crate::print::EXPORT_TYPES.iter().position(|k| *k == key) {
                Some(ty) => {
                    w0 |= (ty as u32) << 13 | field(0x1FFF)?;
                    typed = true;
                }
                None => return Err(format!("unexpected `{t}`")),
            },
        }
    }
    if needs_type && !typed {
        return Err("EXPORT needs its `; encoding:` bytes or a `TYPE:base` (llc omits it)".into());
    }
    Ok([w0, w1])
}

/// `T<n>.<4 selects>` → (gpr, packed 3-bit selects); `what` names the operand in the error.
fn parse_swizzled(s: &str, what: &str) -> Res<(u32, u32)> {
    let (n, sw) = s
        .strip_prefix('T')
        .and_then(|r| r.split_once('.'))
        .ok_or_else(|| format!("expected `T<n>.<swizzle>`, found `{s}`"))?;
    let n = num(n)?;
    if n > 127 || sw.chars().count() != 4 {
        return Err(format!("invalid {what} `{s}`"));
    }
    let mut packed = 0;
    for (i, c) in sw.chars().enumerate() {
        let sel = "XYZW01?_".find(c).ok_or_else(|| format!("invalid swizzle `{c}`"))?;
        packed |= (sel as u32) << (3 * i);
    }
    Ok((n, packed))
}

fn hex(s: &str) -> Res<u32> {
    u32::from_str_radix(s.trim_start_matches("0x"), 16).map_err(|_| format!("invalid hex `{s}`"))
}

/// `TEX_… T<d>.<sel>, T<s>.<sel> RID:n SID:n CT:xxxx [LB:n] [OFF:x,y,z] [BCF] [FWQ] [SREL]
/// [ALT] [DREL] [W0:0x… W1:0x… W3:0x…]` (the raw words carry only their reserved bits).
fn parse_tex(text: &str) -> Res<[u32; 4]> {
    let (name, rest) = text.split_once(' ').ok_or("expected operands")?;
    let r = row(name, &[Format::Tex])?;
    let (dst, rest) = rest.trim().split_once(", ").ok_or("expected `dst, src`")?;
    let mut tokens = rest.split_whitespace();
    let (d, dsel) = parse_swizzled(dst, "register")?;
    let (s, ssel) = parse_swizzled(tokens.next().ok_or("expected a source")?, "register")?;
    let mut w = [r.opcode as u32 | s << 16, d | dsel << 9, ssel << 20, 0];
    for t in tokens {
        let (key, val) = t.split_once(':').unwrap_or((t, ""));
        let small = |max: u32| -> Res<u32> {
            let v = num(val)?;
            if v > max {
                return Err(format!("`{t}` is out of range"));
            }
            Ok(v)
        };
        match key {
            "RID" => w[0] |= small(255)? << 8,
            "SID" => w[2] |= small(31)? << 15,
            "LB" => w[1] |= small(127)? << 21,
            "CT" if val.len() == 4 => {
                for (i, c) in val.chars().enumerate() {
                    match c {
                        'N' => w[1] |= 1 << (28 + i),
                        'U' => {}
                        _ => return Err(format!("invalid coordinate type `{c}`")),
                    }
                }
            }
            "OFF" => {
                let mut v = 0;
                let parts: Vec<&str> = val.split(',').collect();
                if parts.len() != 3 {
                    return Err(format!("`{t}`: expected three offsets"));
                }
                for (i, p) in parts.iter().enumerate() {
                    let o = num(p)?;
                    if o > 31 {
                        return Err(format!("`{t}` is out of range"));
                    }
                    v |= o << (5 * i);
                }
                w[2] |= v;
            }
            "BCF" => w[0] |= 1 << 5,
            "FWQ" => w[0] |= 1 << 7,
            "SREL" => w[0] |= 1 << 23,
            "ALT" => w[0] |= 1 << 24,
            "DREL" => w[1] |= 1 << 7,
            "W0" => w[0] |= hex(val)? & (1 << 6 | 0x7F << 25),
            "W1" => w[1] |= hex(val)? & 1 << 8,
            "W3" => w[3] = hex(val)?,
            _ => return Err(format!("unexpected `{t}`")),
        }
    }
    Ok(w)
}

/// llc's vertex fetch words apart from the printed fields (`VTX_READ_eg T1, T0.X, 0` at
/// rv770: fetch type 2, mega-fetch 16, XYZW, FMT_32_32_32_32_FLOAT, scaled, SRF, MEGA_FETCH).
const VTX_BASE: [u32; 3] = [0x4000_0040, 0xE8CD_1000, 0x0008_0000];

/// `VTX_… T<d>, T<s>.<c>, <offset> [XOR:a:b:c:d]`.
fn parse_vtx(text: &str) -> Res<[u32; 4]> {
    let (text, x) = split_xor(text)?;
    let (name, rest) = text.split_once(' ').ok_or("expected operands")?;
    let r = row(name, &[Format::Vtx])?;
    let parts: Vec<&str> = rest.split(',').map(str::trim).collect();
    let [dst, src, offset] = parts[..] else {
        return Err("expected `T<dst>, T<src>.<chan>, <offset>`".into());
    };
    let d = num(dst.strip_prefix('T').ok_or("expected `T<dst>`")?)?;
    let (sg, srel, sc) = parse_gpr(src)?;
    let offset = num(offset)?;
    if d > 127 || srel || offset > 0xFFFF {
        return Err("vertex fetch operand out of range".into());
    }
    let w = [
        VTX_BASE[0] & !31 | r.opcode as u32 | sg << 16 | sc << 24,
        VTX_BASE[1] | d,
        VTX_BASE[2] | offset,
        0,
    ];
    Ok([w[0] ^ x[0], w[1] ^ x[1], w[2] ^ x[2], w[3] ^ x[3]])
}
