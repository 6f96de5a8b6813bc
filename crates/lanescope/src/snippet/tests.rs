use super::buffers::iota_value;
use super::*;

#[test]
fn round_trip_and_errors() {
    let s = Snippet::new(Target::ALL[1], "v_mov_b32 v1, 1.0 ; '''quotes'''\ns_endpgm\n");
    assert_eq!(Snippet::from_toml(&s.to_toml()).unwrap(), s);
    assert!(
        matches!(Snippet::from_toml("arch = \"gfx900\"\nsource = \"\"\nbogus = 1"), Err(SnippetError::At { line: 3, col: 1, message: m }) if m.contains("bogus"))
    );
    assert_eq!(
        Snippet::from_toml("arch = \"gfx1100\"\nsource = \"\""),
        Err(SnippetError::UnknownArch("gfx1100".into()))
    );
    assert!(matches!(
        Snippet::from_toml("arch = "),
        Err(SnippetError::At { line: 1, .. })
    ));
}

/// Text numbers in a snippet (`"0x…"`): hex only, `_` anywhere in the digits, no
/// whitespace or sign, at most 64 bits; the error names the forms a number may take.
#[test]
fn hex_text_reads_as_today() {
    let bad = |t: &str| {
        Err(format!(
            "'{t}' is not a number (integers, floats, \"0x…\", \"nan\", \"inf\", \"-inf\")"
        ))
    };
    for (text, value) in [
        ("0x10", Ok(16)),
        ("0X10", Ok(16)),
        ("0x3f80_0000", Ok(0x3f80_0000)),
        ("0x_1__0_", Ok(16)),
        ("0xffffffffffffffff", Ok(u64::MAX)),
        ("0xFFFF_FFFF_FFFF_FFFF", Ok(u64::MAX)),
        ("0x0000000000000000000000001", Ok(1)),
        ("0x1_0000_0000_0000_0000", bad("0x1_0000_0000_0000_0000")),
        ("0x", bad("0x")),
        ("0x_", bad("0x_")),
        ("", bad("")),
        ("16", bad("16")),
        ("-1", bad("-1")),
        ("-0x10", bad("-0x10")),
        ("+0x10", bad("+0x10")),
        (" 0x10", bad(" 0x10")),
        ("0x10 ", bad("0x10 ")),
        ("0xg", bad("0xg")),
        ("0b101", bad("0b101")),
        // Was Ok(16): std's `from_str_radix` took a sign after the prefix (a bug).
        ("0x+10", bad("0x+10")),
    ] {
        assert_eq!(Num::Text(text.into()).as_int(), value, "{text:?}");
    }
    assert_eq!(Num::Text("0x1_0000".into()).as_f64(), Ok(65536.0));
    assert_eq!(
        Num::Text("0x1_0000_0000".into()).mask_bits(32),
        Err("0x1_0000_0000 does not fit in a 32-bit register (32 bits)".into())
    );
    assert_eq!(Num::Text("0xffff_ffff".into()).mask_bits(32), Ok(u64::from(u32::MAX)));
}

const FULL: &str = r#"
arch = "gfx950"
source_file = "k.s"
[launch]
kernel = "saxpy"
grid = [1000, 1, 1]
block = [256]
dynamic_lds = 64
[[buffers]]
name = "y"
type = "f32"
data = [1.0, 2, "nan", "-inf"]
[[buffers]]
name = "x"
type = "bf16"
data = { random = 42, count = 4, min = -1.0, max = 1.0 }
[[buffers]]
name = "n"
type = "u16"
data = { iota = 3, step = 2, count = 3 }
[[buffers]]
name = "z"
type = "i8"
data = { fill = -1, count = 2 }
[[args]]
buffer = "y"
[[args]]
type = "f32"
value = 2.5
[[args]]
type = "u64"
value = "0xffffffffffffffff"
"#;

#[test]
fn launch_snippet_round_trips() {
    let s = Snippet::from_toml(FULL).unwrap();
    assert_eq!(s.launch.as_ref().unwrap().block, vec![256]);
    assert_eq!(s.args.len(), 3);
    let again = Snippet::from_toml(&s.to_toml()).unwrap();
    assert_eq!(again, s);
    assert_eq!(s.buffer("n").unwrap().bytes().unwrap(), vec![3, 0, 5, 0, 7, 0]);
    assert_eq!(s.buffer("z").unwrap().bytes().unwrap(), vec![0xff, 0xff]);
    let y = s.buffer("y").unwrap().bytes().unwrap();
    assert_eq!(Snippet::buffer_json(ElemType::F32, &y), "[1.0, 2.0, \"nan\", \"-inf\"]");
    // Random values are reproducible and in range.
    let x = s.buffer("x").unwrap().bytes().unwrap();
    assert_eq!(x, s.buffer("x").unwrap().bytes().unwrap());
    for c in x.chunks(2) {
        let v = f32::from_bits((u16::from_le_bytes([c[0], c[1]]) as u32) << 16);
        assert!((-1.0..=1.0).contains(&v), "{v}");
    }
}

/// Fill buffers (one element encoded, then copied) and iota buffers (start and step read
/// once) hold the bytes of encoding element by element, with the same errors; an empty one
/// with a bad value is no error.
#[test]
fn generated_buffers_match_element_by_element_encoding() {
    use ElemType::*;
    // The element-by-element encoding, as `Buffer::bytes` did it before.
    let naive = |ty: ElemType, n: u32, at: &dyn Fn(u64) -> Result<Num, String>| {
        let mut out = Vec::new();
        for i in 0..n as u64 {
            let v = at(i)?;
            if !ty.is_float() && matches!(v, Num::Float(_)) {
                return Err(format!("buffer 'b': {v:?} is not an integer (type {ty:?})"));
            }
            ty.encode_into(&v, &mut out).map_err(|e| format!("buffer 'b': {e}"))?;
        }
        Ok(out)
    };
    let nums = [
        Num::Int(-3),
        Num::Int(200),
        Num::Text("0x7f".into()),
        Num::Float(1.5),
        Num::Int(1),
        // Series that leave a type's range part way, wrap at 64 bits or count down.
        Num::Int(120),
        Num::Int(i64::MAX),
        Num::Int(-1),
    ];
    for ty in [U8, I8, U16, I16, U32, I32, U64, I64, F16, Bf16, F32, F64] {
        for (v, step) in nums.iter().zip(nums.iter().skip(1)) {
            for count in [0, 1, 5, 300] {
                let data = Data::Fill(Fill { fill: v.clone(), count });
                let fill = Buffer {
                    name: "b".into(),
                    ty,
                    data,
                };
                assert_eq!(
                    fill.bytes(),
                    naive(ty, count, &|_| Ok(v.clone())),
                    "fill {ty:?} {v:?} {count}"
                );
                let step = Some(step.clone());
                let data = Data::Iota(Iota {
                    iota: v.clone(),
                    step: step.clone(),
                    count,
                });
                let iota = Buffer {
                    name: "b".into(),
                    ty,
                    data,
                };
                let at = |i| iota_value(v, step.as_ref(), i, ty.is_float());
                assert_eq!(iota.bytes(), naive(ty, count, &at), "iota {ty:?} {v:?} {count}");
            }
        }
    }
}

/// Integer elements are dumped as `Display` writes them, at every width's extremes.
#[test]
fn integer_elements_dump_as_display_writes_them() {
    let cases: [(ElemType, &[i128]); 8] = [
        (ElemType::U8, &[0, 7, 255]),
        (ElemType::I8, &[-128, -1, 0, 127]),
        (ElemType::U16, &[0, 65535]),
        (ElemType::I16, &[-32768, 32767]),
        (ElemType::U32, &[0, 1_000_000, 4_294_967_295]),
        (ElemType::I32, &[-2_147_483_648, -5, 2_147_483_647]),
        (ElemType::U64, &[0, u64::MAX as i128]),
        (ElemType::I64, &[i64::MIN as i128, -1, i64::MAX as i128]),
    ];
    for (ty, values) in cases {
        let bytes: Vec<u8> = values
            .iter()
            .flat_map(|&v| (v as u64).to_le_bytes()[..ty.size()].to_vec())
            .collect();
        let mut out = String::from("x");
        ty.write_json_list(&bytes, &mut out);
        let want: Vec<String> = values.iter().map(i128::to_string).collect();
        assert_eq!(out, format!("x[{}]", want.join(", ")), "{ty:?}");
    }
}

/// A list of elements is each element as [`ElemType::json`] spells it, for every type.
#[test]
fn element_lists_dump_each_element_as_json_spells_it() {
    use ElemType::*;
    let bytes: Vec<u8> = (0..64u8).map(|b| b.wrapping_mul(37) ^ 0x80).collect();
    for ty in [U8, I8, U16, I16, U32, I32, U64, I64, F16, Bf16, F32, F64] {
        for len in [0, ty.size(), 64] {
            let each: Vec<String> = bytes[..len].chunks_exact(ty.size()).map(|c| ty.json(c)).collect();
            let mut out = String::new();
            ty.write_json_list(&bytes[..len], &mut out);
            assert_eq!(out, format!("[{}]", each.join(", ")), "{ty:?} {len}");
        }
    }
}

#[test]
fn bad_snippets_say_why() {
    let err = |t: &str| Snippet::from_toml(t).unwrap_err().to_string();
    let base = "arch = \"gfx900\"\nsource = \"s_endpgm\"\n";
    assert!(err(&format!(
        "{base}[launch]\nkernel = \"k\"\ngrid = [1]\nblock = [1]\nbogus = 2\n"
    ))
    .contains("bogus"));
    assert!(err(&format!("{base}[[args]]\nbuffer = \"nope\"\n")).contains("no buffer named 'nope'"));
    assert!(err(&format!(
        "{base}[[buffers]]\nname = \"a\"\ntype = \"u32\"\ndata = [1.5]\n"
    ))
    .contains("not an integer"));
    assert!(err(&format!(
        "{base}[[buffers]]\nname = \"a\"\ntype = \"u33\"\ndata = [1]\n"
    ))
    .contains("u33"));
    assert!(err(&format!(
        "{base}[[buffers]]\nname = \"a\"\ntype = \"u32\"\ndata = {{ fill = 1, count = 2, x = 3 }}\n"
    ))
    .contains("data"));
    assert!(err(&format!("{base}source_file = \"a.s\"\n")).contains("either"));
    assert!(err(&format!("{base}[init]\nexecc = 1\n")).contains("execc"));
}

#[test]
fn init_rules() {
    let s = Snippet::from_toml(
        "arch = \"gfx900\"\nsource = \"s_endpgm\"\n[init]\nexec = \"0xff\"\nscc = true\n[init.sgpr]\ns4 = 1.5\n\"s[0:1]\" = { buffer = \"b\" }\n[init.vgpr]\nv1 = \"lane\"\nv2 = [7, 8]\nv3 = { iota = 10, step = 3 }\nv4 = { random = 1, min = 5, max = 6 }\n\"v[6:7]\" = 2.0\n[[buffers]]\nname = \"b\"\ntype = \"u8\"\ndata = [1]\n",
    )
    .unwrap();
    assert_eq!(Snippet::from_toml(&s.to_toml()).unwrap(), s);
    let i = s.init.as_ref().unwrap();
    assert_eq!(i.vgpr["v1"].lanes(1).unwrap()[9], 9);
    assert_eq!(&i.vgpr["v2"].lanes(1).unwrap()[..3], &[7, 8, 0]);
    assert_eq!(i.vgpr["v3"].lanes(1).unwrap()[2], 16);
    assert!(i.vgpr["v4"].lanes(1).unwrap().iter().all(|&v| v == 5 || v == 6));
    assert_eq!(i.vgpr["v[6:7]"].lanes(2).unwrap()[0], 2.0f64.to_bits());
}

#[test]
fn integer_bounds_draw_integers_for_float_buffers() {
    let s = Snippet::from_toml(
        "arch = \"gfx950\"\nsource = \"s_endpgm\"\n[[buffers]]\nname = \"h\"\ntype = \"f16\"\ndata = { random = 3, count = 200, min = -8, max = 8 }\n[[buffers]]\nname = \"f\"\ntype = \"f32\"\ndata = { random = 3, count = 200, min = -8.0, max = 8 }\n",
    )
    .unwrap();
    let h = s.buffer("h").unwrap().bytes().unwrap();
    let h: Vec<f32> = h
        .chunks(2)
        .map(|c| f16_to_f32(u16::from_le_bytes([c[0], c[1]])))
        .collect();
    assert!(
        h.iter().all(|&x| x.fract() == 0.0 && (-8.0..=8.0).contains(&x)),
        "{h:?}"
    );
    assert!(h.contains(&-8.0) && h.contains(&8.0));
    let f = s.buffer("f").unwrap().bytes().unwrap();
    let f: Vec<f32> = f.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
    assert!(f.iter().any(|x| x.fract() != 0.0), "a float bound draws floats");
}

#[test]
fn half_conversions() {
    // f16: 1.0 = 0x3c00, 65504 = 0x7bff, 2^-24 = 0x0001, 1 + 2^-11 ties to even (1.0).
    assert_eq!(f64_to_f16(1.0), 0x3c00);
    assert_eq!(f64_to_f16(65504.0), 0x7bff);
    assert_eq!(f64_to_f16(65520.0), 0x7c00);
    assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
    assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
    assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    assert_eq!(f64_to_f16(-2.0), 0xc000);
    // Just past a tie rounds away from it (the old hand-rolled encoder took these as ties).
    assert_eq!(f64_to_f16(2f64.powi(-25).next_up()), 0x0001);
    assert_eq!(f64_to_f16((1.0 + 2f64.powi(-11)).next_up()), 0x3c01);
    assert_eq!(f64_to_f16(f64::NAN), 0x7e00);
    assert_eq!(f64_to_f16(-f64::NAN), 0x7e00);
    assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
    assert_eq!(f32_to_bf16(1.0 + 2f32.powi(-8)), 0x3f80); // tie to even
    assert_eq!(f32_to_bf16(1.0 + 3.0 * 2f32.powi(-8)), 0x3f82);
}

/// A deterministic stream of samples (SplitMix64 from `seed`).
fn random_stream(mut seed: u64) -> impl FnMut() -> u64 {
    move || lanescope_isa::rng::splitmix64(&mut seed)
}

/// The exact reference: one rounding to nearest even from the f64 value; a NaN is the
/// canonical positive quiet NaN the snippet loader has always written.
fn f16_reference(x: f64) -> u16 {
    use lanescope_gcn::exec::formats::{Overflow, Round, F16};
    if x.is_nan() {
        0x7e00
    } else {
        F16.encode(x, Round::NearestEven, Overflow::Ieee) as u16
    }
}

#[test]
fn f16_decoding_is_exact_on_all_patterns() {
    use lanescope_gcn::exec::formats::F16;
    for h in 0..=u16::MAX {
        let (got, want) = (f16_to_f32(h) as f64, F16.decode(h as u32));
        assert!(
            got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
            "{h:#06x}"
        );
    }
}

#[test]
fn f16_encoding_rounds_once_from_f64() {
    // Every f16 tie (the midpoint of two neighbours) and its f64 neighbours, both signs.
    for h in 0..0x7c00u16 {
        let mid = (f16_to_f32(h) as f64 + f16_to_f32(h + 1) as f64) / 2.0;
        for x in [mid, mid.next_up(), mid.next_down()] {
            for x in [x, -x] {
                assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
            }
        }
    }
    let mut r = random_stream(0x9e37_79b9_7f4a_7c15);
    for _ in 0..200_000 {
        // f64 patterns with exponents around the f16 range, and arbitrary ones.
        let b = r();
        let near = (b & 0x800f_ffff_ffff_ffff) | (0x3e0 + (b >> 52) % 0x40) << 52;
        for x in [f64::from_bits(b), f64::from_bits(near)] {
            assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
        }
    }
    for x in [
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        65520.0,
        f64::MAX,
    ] {
        assert_eq!(f64_to_f16(x), f16_reference(x), "{x:e}");
    }
}

#[test]
fn bf16_encoding_rounds_to_nearest_even_and_keeps_nan_payloads() {
    use lanescope_gcn::exec::formats::{Overflow, Round, BF16};
    let reference = |x: f32| -> u16 {
        if x.is_nan() {
            (x.to_bits() >> 16) as u16 | 0x40
        } else {
            BF16.encode(x as f64, Round::NearestEven, Overflow::Ieee) as u16
        }
    };
    // Every high half with the low halves around the tie, and a random sample.
    for hi in 0..=0xffffu32 {
        for lo in [0, 1, 0x7fff, 0x8000, 0x8001, 0xffff] {
            let x = f32::from_bits(hi << 16 | lo);
            assert_eq!(f32_to_bf16(x), reference(x), "{:#010x}", x.to_bits());
        }
    }
    let mut r = random_stream(0x1234_5678_9abc_def1);
    for _ in 0..200_000 {
        let x = f32::from_bits(r() as u32);
        assert_eq!(f32_to_bf16(x), reference(x), "{:#010x}", x.to_bits());
    }
}

/// Floats are dumped as `Debug` writes them (NaN and the infinities as strings): every f16
/// and bf16 value, random f32 and f64 bit patterns, and the neighbours of the bounds of
/// `Debug`'s decimal notation. (A faster formatter, zmij, breaks ties between two shortest
/// texts the other way: f16 0x0c00 is 0.000244140625, "0.00024414063" in `Debug`.)
#[test]
fn floats_dump_as_debug_writes_them() {
    fn debug<F: Into<f64> + core::fmt::Debug + Copy>(x: F) -> String {
        let wide: f64 = x.into();
        match wide {
            w if w.is_nan() => "\"nan\"".into(),
            w if w.is_infinite() => if w > 0.0 { "\"inf\"" } else { "\"-inf\"" }.into(),
            _ => format!("{x:?}"),
        }
    }
    for bits in 0..=u16::MAX {
        let b = bits.to_le_bytes();
        assert_eq!(ElemType::F16.json(&b), debug(f16_to_f32(bits)), "f16 {bits:#x}");
        assert_eq!(
            ElemType::Bf16.json(&b),
            debug(lanescope_gcn::exec::formats::bf16_to_f32(bits)),
            "bf16 {bits:#x}"
        );
    }
    let mut next = random_stream(7);
    let mut f32s: Vec<f32> = (0..200_000).map(|_| f32::from_bits(next() as u32)).collect();
    let mut f64s: Vec<f64> = (0..200_000).map(|_| f64::from_bits(next())).collect();
    for bound in [1e-4f64, 1e16, 0.0, 1.0, 0.5, 123456.0] {
        for sign in [1.0, -1.0] {
            let (x, y) = ((sign * bound) as f32, sign * bound);
            f32s.extend([
                x,
                f32::from_bits(x.to_bits().wrapping_sub(1)),
                f32::from_bits(x.to_bits() + 1),
            ]);
            f64s.extend([
                y,
                f64::from_bits(y.to_bits().wrapping_sub(1)),
                f64::from_bits(y.to_bits() + 1),
            ]);
        }
    }
    f32s.extend((0..1000).map(|i| i as f32 * 0.1));
    f64s.extend((0..1000).map(|i| i as f64 * 0.1));
    for x in f32s {
        assert_eq!(ElemType::F32.json(&x.to_le_bytes()), debug(x), "f32 {:#x}", x.to_bits());
    }
    for x in f64s {
        assert_eq!(ElemType::F64.json(&x.to_le_bytes()), debug(x), "f64 {:#x}", x.to_bits());
    }
}
