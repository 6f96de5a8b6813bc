//! [`Program`] → text exactly as `llc -march=r600 -mcpu=rv770` prints it (whitespace aside).
//!
//! One documented difference: llc's `EXPORT` lines show only the register and swizzle (and
//! EXPORT_DONE prints as `EXPORT`); this printer appends the rest ([`export_detail`]:
//! `EXPORT T0.XYZW PARAM:0 DONE EOP`), which the assembler reads back. The assembler also
//! accepts llc's short form when the line carries its encoding bytes.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::decode::{ClauseKind, Item, Program};
use crate::fields::{alu_src, bits, cf_count, Src};
use crate::table::{Format, Row};

const CHAN: [char; 4] = ['X', 'Y', 'Z', 'W'];
const CHAN_LOWER: [char; 4] = ['x', 'y', 'z', 'w'];
const SWIZ: [char; 8] = ['X', 'Y', 'Z', 'W', '0', '1', '?', '_'];
/// Vector bank swizzle names (BANK_SWIZZLE 0–7; 6 and 7 are undefined).
pub const BANK_VEC: [&str; 8] = [
    "VEC_012", "VEC_021", "VEC_120", "VEC_102", "VEC_201", "VEC_210", "VEC_6", "VEC_7",
];
/// Trans bank swizzle names (BANK_SWIZZLE 0–7; 4–7 are undefined).
pub const BANK_SCL: [&str; 8] = [
    "SCL_210", "SCL_122", "SCL_212", "SCL_221", "SCL_4", "SCL_5", "SCL_6", "SCL_7",
];

/// One printed line per item.
pub fn print_lines(prog: &Program) -> Vec<String> {
    prog.items.iter().map(print_item).collect()
}

/// The whole program, one line per item.
pub fn print(prog: &Program) -> String {
    let mut s = String::new();
    for line in print_lines(prog) {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// The program as `llc -show-mc-encoding` prints it: each line with its `; encoding:`
/// bytes, which [`crate::assemble`] reads back.
pub fn print_with_encodings(prog: &Program) -> String {
    let mut s = String::new();
    for item in &prog.items {
        let bytes: Vec<String> = item.encode().iter().map(|b| format!("0x{b:02x}")).collect();
        // llc pads the text to 40 columns, and separates a longer one by a space.
        let text = print_item(item);
        let width = if text.len() < 40 { 40 } else { text.len() + 1 };
        s.push_str(&format!("\t{text:<width$}; encoding: [{}]\n", bytes.join(",")));
    }
    s
}

/// One item as llc prints it.
pub fn print_item(item: &Item) -> String {
    match item {
        Item::Cf { row, words } => print_cf(row, *words),
        Item::Pad => "PAD".into(),
        Item::Clause { kind, addr } => {
            let k = if *kind == ClauseKind::Alu { "ALU" } else { "Fetch" };
            format!("{k} clause starting at {addr}:")
        }
        Item::Alu { row, words } => format!("  {}", print_alu(row, *words)),
        Item::Literal([a, b]) => format!("{}, {}", literal(*a), literal(*b)),
        Item::Fetch { row, words } => print_fetch(row, *words),
    }
}

/// `1080033280(3.500000e+00)`: the dword as i32 and as C's `%e` of its f32 value.
fn literal(w: u32) -> String {
    format!("{}({})", w as i32, c_exp(f32::from_bits(w)))
}

/// C `printf("%e")` of an f32 (as double).
pub fn c_exp(v: f32) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.into();
    }
    let s = format!("{:.6e}", v as f64);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", e.unsigned_abs())
}

/// A CF line, with an XOR mask for the bits its text cannot show.
fn print_cf(row: &Row, w: [u32; 2]) -> String {
    let s = print_cf_fields(row, w);
    match crate::parse::parse_cf_fields(&s) {
        Ok(back) if back != w => format!("{s} XOR:{:#x}:{:#x}", w[0] ^ back[0], w[1] ^ back[1]),
        _ => s,
    }
}

fn print_cf_fields(row: &Row, w: [u32; 2]) -> String {
    match row.format {
        Format::CfAlu => format!(
            "{} {}, @{}, KC0[{}], KC1[{}]",
            row.name,
            bits(w[1], 24, 18),
            bits(w[0], 21, 0),
            kcache(bits(w[0], 25, 22), bits(w[0], 31, 30), bits(w[1], 9, 2)),
            kcache(bits(w[0], 29, 26), bits(w[1], 1, 0), bits(w[1], 17, 10)),
        ),
        Format::CfExport => format!("{}{}", export_short(row, w), export_detail(row, w)),
        _ => print_cf_word(row, w),
    }
}

/// An export as llc prints it: `EXPORT T0.XYZW`.
pub fn export_short(row: &Row, w: [u32; 2]) -> String {
    let sw: String = (0..4).map(|i| SWIZ[bits(w[1], 3 * i + 2, 3 * i) as usize]).collect();
    format!("{} T{}.{sw}", row.name, bits(w[0], 21, 15))
}

/// Export type names (CF_ALLOC_EXPORT_WORD0 TYPE for EXPORT/EXPORT_DONE).
pub const EXPORT_TYPES: [&str; 4] = ["PIXEL", "POS", "PARAM", "TYPE3"];

/// What llc's export text leaves out, as tokens [`crate::parse`] reads back:
/// ` PARAM:1` (type and array base), then ` DONE` (EXPORT_DONE), ` EOP`, ` BURST:n`,
/// ` ES:n` (element size when not 3), ` IDX:Tn`, ` REL`, ` VPM`, ` WQM` and ` NB` (no
/// barrier) when they differ from llc's values. Empty for the MEM_* rows.
pub fn export_detail(row: &Row, w: [u32; 2]) -> String {
    if !matches!(row.opcode, 39 | 40) {
        return String::new();
    }
    let mut s = format!(" {}:{}", EXPORT_TYPES[bits(w[0], 14, 13) as usize], bits(w[0], 12, 0));
    let flag = |s: &mut String, on: bool, t: &str| {
        if on {
            s.push(' ');
            s.push_str(t);
        }
    };
    flag(&mut s, row.opcode == 40, "DONE");
    flag(&mut s, bits(w[1], 21, 21) == 1, "EOP");
    let burst = bits(w[1], 20, 17);
    flag(&mut s, burst != 0, &format!("BURST:{burst}"));
    let es = bits(w[0], 31, 30);
    flag(&mut s, es != 3, &format!("ES:{es}"));
    let idx = bits(w[0], 29, 23);
    flag(&mut s, idx != 0, &format!("IDX:T{idx}"));
    flag(&mut s, bits(w[0], 22, 22) == 1, "REL");
    flag(&mut s, bits(w[1], 22, 22) == 1, "VPM");
    flag(&mut s, bits(w[1], 30, 30) == 1, "WQM");
    flag(&mut s, bits(w[1], 31, 31) == 0, "NB");
    s
}

fn kcache(bank: u32, mode: u32, addr: u32) -> String {
    if mode == 0 {
        return String::new();
    }
    let size = if mode == 1 { 16 } else { 32 };
    format!("CB{bank}:{}-{}", addr * 16, addr * 16 + size)
}

fn print_cf_word(row: &Row, w: [u32; 2]) -> String {
    let eop = bits(w[1], 21, 21) == 1;
    match row.opcode {
        0 if eop => "CF_END".into(),
        0 | 19 => row.name.into(),
        1..=3 => format!("{} {} @{}", row.name, cf_count(w[1]), w[0]),
        _ => {
            let pop = bits(w[1], 2, 0);
            let mut s = format!("{} @{}", row.name, w[0]);
            // llc's JUMP, ELSE and POP always show POP:n; the other branches never do.
            if matches!(row.opcode, 10 | 13 | 14) {
                s.push_str(&format!(" POP:{pop}"));
            }
            s
        }
    }
}

fn is_pred_set(row: &Row) -> bool {
    row.name.starts_with("PRED_SET")
}

fn print_alu(row: &Row, w: [u32; 2]) -> String {
    let last = if w[0] >> 31 == 1 { "*" } else { " " };
    let mut s = format!("{} {last} {}", row.name, alu_dst(row, w));
    for i in 0..row.srcs as usize {
        s.push_str(", ");
        s.push_str(&alu_src_text(alu_src(row.format, w, i), bits(w[0], 28, 26)));
    }
    s.push(',');
    match bits(w[0], 30, 29) {
        2 => s.push_str(" Pred_sel_zero"),
        3 => s.push_str(" Pred_sel_one"),
        _ => {}
    }
    let bs = bits(w[1], 20, 18) as usize;
    if bs != 0 {
        s.push_str(&format!(" BS:{}/{}", BANK_VEC[bs], BANK_SCL[bs]));
    }
    // Fields the text does not show (unused sources, index mode, reserved values…) differ
    // from what the text assembles to: say so with an XOR mask the parser applies.
    if let Ok(back) = crate::parse::parse_alu(&s) {
        let (x0, x1) = (w[0] ^ back[0], w[1] ^ back[1]);
        if x0 | x1 != 0 {
            s.push_str(&format!(" XOR:{x0:#x}:{x1:#x}"));
        }
    }
    s
}

fn alu_dst(row: &Row, w: [u32; 2]) -> String {
    let op2 = row.format == Format::Op2;
    let mut s = if is_pred_set(row) {
        let mut p = String::new();
        if op2 && bits(w[1], 2, 2) == 1 {
            p.push_str("ExecMask,");
        }
        if op2 && bits(w[1], 3, 3) == 1 {
            p.push_str("Pred,");
        }
        p + "PredicateBit"
    } else if row.name == "MOVA_INT" {
        "AR.x".into()
    } else {
        gpr(bits(w[1], 27, 21), bits(w[1], 28, 28) == 1, bits(w[1], 30, 29))
    };
    if op2 {
        s.push_str(["", "*2", "*4", "/2"][bits(w[1], 6, 5) as usize]);
    }
    if bits(w[1], 31, 31) == 1 {
        s.push_str("_SAT");
    }
    if op2 && bits(w[1], 4, 4) == 0 {
        s.push_str(" (MASKED)");
    }
    s
}

fn gpr(n: u32, rel: bool, chan: u32) -> String {
    if rel {
        format!("T({n} + AR.x).{}+", CHAN[chan as usize])
    } else {
        format!("T{n}.{}", CHAN[chan as usize])
    }
}

fn alu_src_text(src: Src, _index_mode: u32) -> String {
    let c = CHAN[src.chan as usize];
    let body = match src.sel {
        0..=127 => gpr(src.sel, src.rel, src.chan),
        128..=159 => format!("KC0[{}].{c}", src.sel - 128),
        160..=191 => format!("KC1[{}].{c}", src.sel - 160),
        248 => "0.0".into(),
        249 => "1.0".into(),
        250 => "1".into(),
        251 => "-1".into(),
        252 => "0.5".into(),
        253 => format!("literal.{}", CHAN_LOWER[src.chan as usize]),
        254 => format!("PV.{c}"),
        255 => "PS".into(),
        256..=511 => format!("C{}.{c}", src.sel - 256),
        other => format!("SRC{other}.{c}"),
    };
    let body = if src.abs { format!("|{body}|") } else { body };
    if src.neg {
        format!("-{body}")
    } else {
        body
    }
}

fn print_fetch(row: &Row, w: [u32; 4]) -> String {
    if row.format == Format::Vtx {
        let s = format!(
            "{} T{}, T{}.{}, {}",
            row.name,
            bits(w[1], 6, 0),
            bits(w[0], 22, 16),
            CHAN[bits(w[0], 25, 24) as usize],
            bits(w[2], 15, 0)
        );
        return match crate::parse::parse_line(&s, crate::parse::Context::Fetch) {
            Ok(back) if back[..] != w[..] => {
                let x: Vec<String> = w.iter().zip(&back).map(|(a, b)| format!("{:#x}", a ^ b)).collect();
                format!("{s} XOR:{}", x.join(":"))
            }
            _ => s,
        };
    }
    let dst: String = (0..4)
        .map(|i| SWIZ[bits(w[1], 11 + 3 * i, 9 + 3 * i) as usize])
        .collect();
    let src: String = (0..4)
        .map(|i| SWIZ[bits(w[2], 22 + 3 * i, 20 + 3 * i) as usize])
        .collect();
    let ct: String = (0..4)
        .map(|i| if bits(w[1], 28 + i, 28 + i) == 1 { 'N' } else { 'U' })
        .collect();
    format!(
        "  {} T{}.{dst}, T{}.{src} RID:{} SID:{} CT:{ct}{}",
        row.name,
        bits(w[1], 6, 0),
        bits(w[0], 22, 16),
        bits(w[0], 15, 8),
        bits(w[2], 19, 15),
        tex_detail(w)
    )
}

/// TEX fields llc's text leaves out, printed only when not zero (so llc's text is unchanged):
/// ` LB:n` (LOD_BIAS, raw 7 bits), ` OFF:x,y,z` (raw 5-bit offsets), ` BCF`, ` FWQ`,
/// ` SREL`, ` ALT`, ` DREL`, and the raw words ` W0:… W1:… W3:…` when a reserved bit is set.
pub fn tex_detail(w: [u32; 4]) -> String {
    let mut s = String::new();
    let lb = bits(w[1], 27, 21);
    if lb != 0 {
        s.push_str(&format!(" LB:{lb}"));
    }
    let off = bits(w[2], 14, 0);
    if off != 0 {
        s.push_str(&format!(" OFF:{},{},{}", off & 31, off >> 5 & 31, off >> 10));
    }
    for (on, t) in [
        (bits(w[0], 5, 5), " BCF"),
        (bits(w[0], 7, 7), " FWQ"),
        (bits(w[0], 23, 23), " SREL"),
        (bits(w[0], 24, 24), " ALT"),
        (bits(w[1], 7, 7), " DREL"),
    ] {
        if on == 1 {
            s.push_str(t);
        }
    }
    if bits(w[0], 6, 6) != 0 || w[0] >> 25 != 0 || bits(w[1], 8, 8) != 0 || w[3] != 0 {
        // Reserved bits: shown raw so the line never hides them.
        s.push_str(&format!(" W0:{:#010x} W1:{:#010x} W3:{:#010x}", w[0], w[1], w[3]));
    }
    s
}
