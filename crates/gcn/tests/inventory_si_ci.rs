//! gfx700 and gfx600 against llvm-mc 22's instruction inventories
//! (`tests/golden/inventory/<target>.tsv`: one canonical text per instruction and the bytes
//! llvm-mc assembles it to). Every row of an instruction the target's map has must assemble to
//! those bytes and disassemble back to that text (llvm-mc cannot disassemble these targets: its
//! assembler's text is the reference, as in `tests/golden/<target>/disasm.txt`).

use lanescope_gcn::disasm::disassemble_text;
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::Arch;

fn inventory(arch: Arch) -> Vec<(String, String)> {
    let path = format!(
        "{}/../../tests/golden/inventory/{}.tsv",
        env!("CARGO_MANIFEST_DIR"),
        arch.name()
    );
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some((f.get(4)?.to_string(), f.get(5)?.to_string()))
        })
        .collect()
}

fn check(arch: Arch) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (text, bytes) in inventory(arch) {
        checked += 1;
        let asm = match assemble(arch, &text) {
            Ok(p) => p.echo(true).trim().to_string(),
            Err(e) => format!("error: {}", e[0].message),
        };
        if asm.split("; encoding: ").nth(1) != Some(bytes.as_str()) {
            failures.push(format!("asm    {text}\n    llvm-mc: {bytes}\n    ours:    {asm}"));
        }
        let record = bytes.trim_matches(|c| c == '[' || c == ']');
        let (dis, warnings) = disassemble_text(arch, &format!("{record}\n"), false);
        let dis = dis.trim().to_string();
        if dis != text || !warnings.is_empty() {
            failures.push(format!(
                "disasm {record}\n    llvm-mc: {text}\n    ours:    {dis} {warnings:?}"
            ));
        }
    }
    assert!(checked > 800, "{}: only {checked} rows", arch.name());
    assert!(
        failures.is_empty(),
        "{}: {} of {checked} differ:\n{}",
        arch.name(),
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn gfx700_inventory() {
    check(Arch::Gfx700);
}

#[test]
fn gfx600_inventory() {
    check(Arch::Gfx600);
}

/// A development aid: `LANESCOPE_SI_KERNELS=<dir of clang -mcpu=gfx700 .s files>` assembles
/// each and reports the first line lanescope refuses.
#[test]
#[ignore]
fn clang_kernels_assemble() {
    let Ok(dir) = std::env::var("LANESCOPE_SI_KERNELS") else {
        return;
    };
    let mut bad = 0;
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let text = std::fs::read_to_string(e.path()).unwrap();
        if let Err(d) = assemble(Arch::Gfx700, &text) {
            bad += 1;
            let line = text
                .lines()
                .nth(d[0].span.line.saturating_sub(1) as usize)
                .unwrap_or("");
            println!("{}: {} | {}", e.path().display(), d[0].message, line.trim());
        }
    }
    println!("{bad} refused");
}

/// What llvm-mc 22 `-mcpu=gfx600`/`gfx700 -show-encoding` makes of gfx9's carry-out spellings:
/// its echo, or its error as `error: message`.
const CARRY_ALIASES: &[(&str, &str)] = &[
    (
        "v_add_co_u32 v0, s[0:1], v1, v2",
        "v_add_i32_e64 v0, s[0:1], v1, v2 ; encoding: [0x00,0x00,0x4a,0xd2,0x01,0x05,0x02,0x00]",
    ),
    (
        "v_add_co_u32 v0, vcc, v1, v2",
        "v_add_i32_e64 v0, vcc, v1, v2 ; encoding: [0x00,0x6a,0x4a,0xd2,0x01,0x05,0x02,0x00]",
    ),
    (
        "V_ADD_CO_U32 v0, vcc, v1, v2",
        "v_add_i32_e64 v0, vcc, v1, v2 ; encoding: [0x00,0x6a,0x4a,0xd2,0x01,0x05,0x02,0x00]",
    ),
    (
        "v_sub_co_u32_e64 v0, vcc, v1, v2",
        "v_sub_i32_e64 v0, vcc, v1, v2 ; encoding: [0x00,0x6a,0x4c,0xd2,0x01,0x05,0x02,0x00]",
    ),
    (
        "v_subrev_co_u32_e64 v0, s[0:1], s1, v2",
        "v_subrev_i32_e64 v0, s[0:1], s1, v2 ; encoding: [0x00,0x00,0x4e,0xd2,0x01,0x04,0x02,0x00]",
    ),
    (
        "v_add_co_u32_e64 v0, s[0:1], 0.5, v1",
        "v_add_i32_e64 v0, s[0:1], 0.5, v1 ; encoding: [0x00,0x00,0x4a,0xd2,0xf0,0x02,0x02,0x00]",
    ),
    (
        "v_add_co_u32 v0, vcc, 0x1234, v2, vcc",
        "v_add_i32_e32 v0, vcc, 0x1234, v2 ; encoding: [0xff,0x04,0x00,0x4a,0x34,0x12,0x00,0x00]",
    ),
    (
        "v_sub_co_u32_e32 v0, vcc, -1, v2, vcc",
        "v_sub_i32_e32 v0, vcc, -1, v2 ; encoding: [0xc1,0x04,0x00,0x4c]",
    ),
    (
        "v_add_co_u32_e64 v0, s[0:1], v1, s2",
        "error: operands are not valid for this GPU or mode",
    ),
    (
        "v_add_co_u32_e64 v0, s[0:1], s1, 1",
        "error: operands are not valid for this GPU or mode",
    ),
    (
        "v_add_co_u32_e32 v0, vcc, v1, v2",
        "error: operands are not valid for this GPU or mode",
    ),
    (
        "v_add_co_u32 v0, s[0:1], 0x1234, v2",
        "error: literal operands are not supported",
    ),
    (
        "v_add_co_u32 v0, s[0:1], v1, v2 clamp",
        "error: integer clamping is not supported on this GPU",
    ),
    (
        "v_add_co_u32_e64 v0, vcc, v1, v2, vcc",
        "error: invalid operand for instruction",
    ),
    (
        "v_add_co_u32 v0, vcc, v1, v2, VCC",
        "error: invalid operand for instruction",
    ),
    (
        "v_add_co_u32_e32 v0, vcc, v1, s2, vcc",
        "error: invalid operand for instruction",
    ),
    (
        "v_addc_co_u32 v0, s[0:1], v1, v2, s[2:3]",
        "error: instruction not supported on this GPU",
    ),
    (
        "v_add_co_u32_sdwa v0, vcc, v1, v2",
        "error: sdwa variant of this instruction is not supported",
    ),
];

#[test]
fn gfx9_carry_out_spellings_are_llvm_mc_aliases_on_gcn_1_0_and_1_1() {
    for arch in [Arch::Gfx600, Arch::Gfx700] {
        for &(line, want) in CARRY_ALIASES {
            let got = match assemble(arch, line) {
                Ok(p) => p.echo(true).split_whitespace().collect::<Vec<_>>().join(" "),
                Err(e) => format!("error: {}", e[0].message),
            };
            assert_eq!(got, want, "{}: {line}", arch.name());
        }
    }
    // GCN 1.2 has no such alias.
    let e = assemble(Arch::Gfx803, "v_add_co_u32 v0, s[0:1], v1, v2").unwrap_err();
    assert_eq!(e[0].message, "instruction not supported on this GPU");
}
