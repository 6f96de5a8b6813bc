//! R700 executor, fetch clauses beyond LD/SAMPLE and 32-bit vertex formats: the SAMPLE
//! variants, compares, GET_TEXTURE_RESINFO, GET_NUMBER_OF_SAMPLES, GET_GRADIENTS_H/V and
//! 8/16-bit vertex formats with every NUM_FORMAT. References worked out by hand from the
//! seed's VTX_WORD1 and TEX tables (L8251–8623).

use lanescope_r700::exec::{Config, R700Machine, Status, Texture};
use lanescope_r700::{assemble, decode};

const TEX: &str = "
	TEX 6 @2
	CF_END
	Fetch clause starting at 2:
	  TEX_SAMPLE_L T1.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_SAMPLE_C T2.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_GET_TEXTURE_RESINFO T3.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_GET_NUMBER_OF_SAMPLES T4.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_GET_GRADIENTS_H T5.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_GET_GRADIENTS_V T6.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
	  TEX_SET_GRADIENTS_H T7.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
";

fn f(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

#[test]
fn tex_variants_on_the_texture_model() {
    let (code, _) = assemble(TEX).unwrap_or_else(|e| panic!("{e:?}"));
    let config = Config {
        lanes: 4,
        ..Config::default()
    };
    let mut m = R700Machine::new(&decode(&code).unwrap(), config).unwrap();
    let texels: Vec<[u32; 4]> = (0..4)
        .map(|i| f([1.0, 2.0, 3.0, 4.0].map(|c| c + 4.0 * i as f32)))
        .collect();
    m.set_texture(
        0,
        Texture {
            width: 2,
            height: 2,
            texels: texels.clone(),
        },
    );
    // One quad: (u, v) at the four texel centres; W is the compare reference.
    let coords = [
        [0.25, 0.25, 0.0, 0.5],
        [0.75, 0.25, 0.0, 9.0],
        [0.25, 0.75, 0.0, 9.0],
        [0.75, 0.75, 0.0, 100.0],
    ];
    for (l, c) in coords.iter().enumerate() {
        m.set_gpr(l, 0, f(*c));
        m.set_gpr(l, 7, [7; 4]);
    }
    assert_eq!(m.run(10).unwrap(), Status::Done);
    let one = 1.0f32.to_bits();
    // SAMPLE_C: reference ≤ texel.x (1, 5, 9, 13) gives 1.0.
    let cmp = [one, 0, one, 0];
    for l in 0..4 {
        let g = |r| m.gpr(l, r).unwrap();
        assert_eq!(g(1), texels[l], "SAMPLE_L lane {l}: one mip level, the LOD is moot");
        assert_eq!(g(2), [cmp[l]; 4], "SAMPLE_C lane {l}");
        assert_eq!(g(3), [2, 2, 1, 1], "RESINFO: width, height, depth, levels");
        assert_eq!(g(4), [1; 4]);
        assert_eq!(g(7), [7; 4], "SET_GRADIENTS_H writes nothing");
    }
    // Fine differences across the quad: H = right − left, V = bottom − top.
    let h = [f([0.5, 0.0, 0.0, 8.5]), f([0.5, 0.0, 0.0, 91.0])];
    let v = [f([0.0, 0.5, 0.0, 8.5]), f([0.0, 0.5, 0.0, 91.0])];
    for l in 0..4 {
        assert_eq!(m.gpr(l, 5).unwrap(), h[l / 2], "GET_GRADIENTS_H lane {l}");
        assert_eq!(m.gpr(l, 6).unwrap(), v[l % 2], "GET_GRADIENTS_V lane {l}");
    }
}

#[test]
fn tex_rows_without_a_model_fault_with_their_reason() {
    let text = "
	TEX 0 @2
	CF_END
	Fetch clause starting at 2:
	  TEX_GET_LERP T1.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
";
    let (code, _) = assemble(text).unwrap_or_else(|e| panic!("{e:?}"));
    let config = Config {
        lanes: 1,
        ..Config::default()
    };
    let mut m = R700Machine::new(&decode(&code).unwrap(), config).unwrap();
    let e = m.run(10).unwrap_err();
    assert_eq!(e.cf, 0);
    assert!(
        e.message.starts_with("TEX_GET_LERP is not supported: "),
        "{}",
        e.message
    );
}

/// `VTX 0 @2`, CF_END, then one vertex fetch of buffer 0 into T1 (xyzw) with DATA_FORMAT
/// `fmt`, NUM_FORMAT_ALL `num`, FORMAT_COMP_ALL `signed`, SRF_MODE_ALL `srf` and `offset`.
fn vtx(fmt: u32, num: u32, signed: bool, srf: bool, offset: u32) -> Vec<u8> {
    let w1 = 1 | 1 << 12 | 2 << 15 | 3 << 18 | fmt << 22 | num << 28 | u32::from(signed) << 30 | u32::from(srf) << 31;
    let words = [2, 2 << 23, 0, 0x8020_0000, 0, w1, offset, 0];
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Runs a one-lane vertex fetch (index T0.X = 0) of `data`; T1 or the fault message.
fn fetch(bytes: &[u8], data: &[[u32; 4]]) -> Result<[u32; 4], String> {
    let config = Config {
        lanes: 1,
        const_buffers: vec![data.to_vec()],
        cfile: Vec::new(),
    };
    let mut m = R700Machine::new(&decode(bytes).unwrap(), config).unwrap();
    m.run(10).map_err(|e| e.message)?;
    Ok(m.gpr(0, 1).unwrap())
}

#[test]
fn vertex_formats_of_8_and_16_bits_convert_by_num_format() {
    // Little-endian bytes: 01 7F FF 80 | 00 80 FF FF | 00 C0 00 3C | 02 00 01 00
    let data = [[0x80FF_7F01, 0xFFFF_8000, 0x3C00_C000, 0x0001_0002]];
    let n = |x: f64| (x as f32).to_bits();
    let cases = [
        // FMT_8_8_8_8 unsigned norm: x/255.
        (
            (26, 0, false, false, 0),
            [n(1.0 / 255.0), n(127.0 / 255.0), n(1.0), n(128.0 / 255.0)],
        ),
        // signed norm, SRF zero-clamp-minus-one: x/127, −128 clamps to −1.
        (
            (26, 0, true, false, 0),
            [n(1.0 / 127.0), n(1.0), n(-1.0 / 127.0), n(-1.0)],
        ),
        // int, unsigned and signed.
        ((26, 1, false, false, 0), [1, 127, 255, 128]),
        ((26, 1, true, false, 0), [1, 127, u32::MAX, (-128i32) as u32]),
        // FMT_16_16 scaled signed at byte 4; z reads 0, w 1.0.
        ((15, 2, true, false, 4), [n(-32768.0), n(-1.0), 0, n(1.0)]),
        // FMT_16_16_FLOAT at byte 8: 0xC000 = −2.0, 0x3C00 = 1.0.
        ((16, 0, false, false, 8), [n(-2.0), n(1.0), 0, n(1.0)]),
        // FMT_8 int at byte 12: w reads the integer 1.
        ((1, 1, false, false, 12), [2, 0, 0, 1]),
        // FMT_16_16_16_16 signed norm, SRF no-zero: (2x + 1)/65535.
        (
            (31, 0, true, true, 4),
            [-32768.0, -1.0, -16384.0, 15360.0].map(|x: f64| n((2.0 * x + 1.0) / 65535.0)),
        ),
        // FMT_32_32 scaled unsigned.
        (
            (29, 2, false, false, 0),
            [n(f64::from(0x80FF_7F01u32)), n(f64::from(0xFFFF_8000u32)), 0, n(1.0)],
        ),
    ];
    for ((fmt, num, signed, srf, offset), want) in cases {
        let got = fetch(&vtx(fmt, num, signed, srf, offset), &data);
        assert_eq!(got, Ok(want), "format {fmt} num {num} signed {signed} srf {srf}");
    }
    // A packed format (FMT_10_10_10_2) is not executed.
    let e = fetch(&vtx(27, 0, false, false, 0), &data).unwrap_err();
    assert!(e.contains("not executed yet"), "{e}");
}

/// `TEX` (3 LDS instructions at 4), `VTX` (one memory read at 10), CF_END, a pad.
fn lds_program() -> Vec<u8> {
    let sel = 1 << 23 | 2 << 26 | 3 << 29;
    let words = [
        [4, 1 << 23 | 2 << 10],
        [10, 2 << 23],
        [0, 0x8020_0000],
        [0, 0],
        // MEM_DSW: T1.xyzw, stride 4, index 0.
        [2 | 4 << 8 | 1 << 11 | sel, 4 << 16],
        [0, 0],
        // MEM_DSR, MUX NONE: bank T2.x, address T2.y → T3.xyzw.
        [2 | 5 << 8 | 2 << 11 | 1 << 23, 3 | 0xF << 9],
        [0, 0],
        // MEM_DSR, WORD_SELECT, RD_OFFSET 2 → T4.x.
        [2 | 5 << 8 | 2 << 11 | 1 << 23 | 2 << 26, 4 | 1 << 9 | 2 << 20],
        [0, 0],
        // MEM_RD scatter, ELEM_SIZE 1: dwords ARRAY_BASE 2 + T5.x → T6.xyzw.
        [2 | 1 << 5 | 2 << 8 | 5 << 16, 6 | 1 << 12 | 2 << 15 | 3 << 18],
        [2, 0],
    ];
    words.iter().flatten().flat_map(|w: &u32| w.to_le_bytes()).collect()
}

#[test]
fn lds_owner_writes_then_reads_and_scatter_reads() {
    let prog = decode(&lds_program()).unwrap_or_else(|e| panic!("{e:?}"));
    let config = Config {
        lanes: 8,
        ..Config::default()
    };
    let mut m = R700Machine::new(&prog, config).unwrap();
    m.set_scatter((100..116).collect());
    for l in 0..8u32 {
        let from = 7 - l; // read the lane mirrored in the wavefront
        m.set_gpr(l as usize, 1, [l * 10, l * 10 + 1, l * 10 + 2, l * 10 + 3]);
        m.set_gpr(l as usize, 2, [from % 4, (from >> 2) * 4, 0, 0]);
        m.set_gpr(l as usize, 4, [9; 4]);
        m.set_gpr(l as usize, 5, [l, 0, 0, 0]);
    }
    assert_eq!(m.run(10).unwrap(), Status::Done);
    // Lane 5 owns bank 1, dwords 4..8.
    assert_eq!(m.lds()[1024 + 4..1024 + 8], [50, 51, 52, 53]);
    for l in 0..8u32 {
        let from = 7 - l;
        let g = |r| m.gpr(l as usize, r).unwrap();
        assert_eq!(
            g(3),
            [from * 10, from * 10 + 1, from * 10 + 2, from * 10 + 3],
            "lane {l}"
        );
        assert_eq!(g(4), [from * 10 + 2, 9, 9, 9], "WORD_SELECT into x only");
        assert_eq!(g(6), [102 + l, 103 + l, 0, 0], "scatter read lane {l}");
    }
}

#[test]
fn every_sample_variant_point_samples_the_single_level() {
    let names = [
        "SAMPLE",
        "SAMPLE_L",
        "SAMPLE_LB",
        "SAMPLE_LZ",
        "SAMPLE_G",
        "SAMPLE_G_L",
        "SAMPLE_G_LB",
        "SAMPLE_G_LZ",
    ];
    let compares = ["C", "C_L", "C_LB", "C_LZ", "C_G", "C_G_L", "C_G_LB", "C_G_LZ"].map(|s| format!("SAMPLE_{s}"));
    let all = names
        .iter()
        .map(|s| s.to_string())
        .chain(compares)
        .chain(["SET_GRADIENTS_V".to_string(), "KEEP_GRADIENTS".to_string()]);
    for name in all {
        let text = format!(
            "
	TEX 0 @2
	CF_END
	Fetch clause starting at 2:
	  TEX_{name} T1.XYZW, T0.XYZW RID:0 SID:0 CT:NNNN
"
        );
        let (code, _) = assemble(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let config = Config {
            lanes: 2,
            ..Config::default()
        };
        let mut m = R700Machine::new(&decode(&code).unwrap(), config).unwrap();
        let texels = vec![f([0.5, 2.0, 3.0, 4.0]), f([5.0, 6.0, 7.0, 8.0])];
        m.set_texture(
            0,
            Texture {
                width: 2,
                height: 1,
                texels: texels.clone(),
            },
        );
        // Lane 0 samples texel 0 with reference 1.0, lane 1 texel 1 with reference 1.0.
        m.set_gpr(0, 0, f([0.25, 0.5, 0.0, 1.0]));
        m.set_gpr(1, 0, f([0.75, 0.5, 0.0, 1.0]));
        m.set_gpr(0, 1, [7; 4]);
        m.set_gpr(1, 1, [7; 4]);
        assert_eq!(m.run(10).unwrap(), Status::Done, "{name}");
        let got = [m.gpr(0, 1).unwrap(), m.gpr(1, 1).unwrap()];
        let want = if name.contains("GRADIENTS") {
            [[7; 4]; 2]
        } else if name.starts_with("SAMPLE_C") {
            // 1.0 ≤ 0.5 fails, 1.0 ≤ 5.0 passes.
            [[0; 4], [1.0f32.to_bits(); 4]]
        } else {
            [texels[0], texels[1]]
        };
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn every_per_component_format_reads_its_components() {
    // Bytes 0x00, 0x01, … 0x0F.
    let data = [[0x0302_0100, 0x0706_0504, 0x0B0A_0908, 0x0F0E_0D0C]];
    // The seed's DATA_FORMAT list (L8317) by component size: the formats of 1, 2, 3 and 4
    // components, read as int (NUM_FORMAT 1).
    let formats = [(8, [1, 7, 44, 26]), (16, [5, 15, 45, 31]), (32, [13, 29, 47, 34])];
    for (size, fmt, n) in formats
        .iter()
        .flat_map(|&(size, f)| (1..=4).map(move |n| (size, f[n - 1], n)))
    {
        let mut want = [0, 0, 0, 1];
        for (k, w) in want.iter_mut().enumerate().take(n) {
            let first = k as u32 * size / 8;
            *w = (0..size / 8).map(|b| (first + b) << (8 * b)).sum();
        }
        assert_eq!(fetch(&vtx(fmt, 1, false, false, 0), &data), Ok(want), "format {fmt}");
    }
    // Float forms: 32-bit bit for bit, 16-bit halves (0x0100 is a half denormal: 2⁻¹⁶).
    for fmt in [14, 30, 48, 35] {
        let got = fetch(&vtx(fmt, 0, false, false, 0), &data).unwrap();
        assert_eq!(got[0], 0x0302_0100, "format {fmt}");
    }
    for fmt in [6, 16, 46, 32] {
        let got = fetch(&vtx(fmt, 0, false, false, 0), &data).unwrap();
        assert_eq!(got[0], 2f32.powi(-16).to_bits(), "format {fmt}");
    }
}
