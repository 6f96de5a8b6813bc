//! R700 executor against llc -O2 golden shaders: decode llc's object, run it on several
//! lanes with chosen inputs, and compare the exports with references written by hand from
//! each shader's IR (tests/golden/r700/ir).

use lanescope_r700::decode;

mod llc;
use lanescope_r700::exec::{Config, Export, R700Machine, Status};
use llc::loop_break;

fn golden(name: &str, level: u32) -> Vec<u8> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden/r700");
    std::fs::read(dir.join(format!("{name}.O{level}.bin"))).unwrap()
}

fn bits(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

/// Runs `name` at -O1, -O2 and -O3 with `inputs[lane][reg]` in T0, T1, … and constant
/// buffers `cbs`; all three must export the same, which is returned.
fn run(name: &str, inputs: &[Vec<[f32; 4]>], cbs: Vec<Vec<[u32; 4]>>) -> Vec<Export> {
    let o2 = run_level(name, 2, inputs, cbs.clone());
    for level in [1, 3] {
        assert_eq!(run_level(name, level, inputs, cbs.clone()), o2, "{name} -O{level}");
    }
    o2
}

fn run_level(name: &str, level: u32, inputs: &[Vec<[f32; 4]>], cbs: Vec<Vec<[u32; 4]>>) -> Vec<Export> {
    let prog = decode(&golden(name, level)).unwrap();
    let config = Config {
        lanes: inputs.len(),
        const_buffers: cbs,
        cfile: Vec::new(),
    };
    let mut m = R700Machine::new(&prog, config).unwrap();
    for (lane, regs) in inputs.iter().enumerate() {
        for (reg, v) in regs.iter().enumerate() {
            assert!(m.set_gpr(lane, reg, bits(*v)));
        }
    }
    assert_eq!(m.run(10_000).unwrap(), Status::Done, "{name} did not finish");
    assert!(m.stack().is_empty(), "{name} left the stack unbalanced");
    m.exports().to_vec()
}

/// The single pixel export's per-lane values.
fn pixel(ex: &[Export]) -> Vec<[u32; 4]> {
    assert_eq!(ex.len(), 1);
    assert_eq!((ex[0].kind, ex[0].base), (0, 0));
    ex[0].lanes.iter().map(|l| l.unwrap()).collect()
}

#[test]
fn gradient_mul_add() {
    let inputs: Vec<_> = (0..8)
        .map(|i| {
            let f = i as f32 / 7.0;
            vec![[f, 1.0 - f, 0.25, 1.0], [0.5, f * 3.0, 0.0, 0.0]]
        })
        .collect();
    let got = pixel(&run("basic_mul_add", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        let (a, b) = (regs[0], regs[1]);
        let want = [a[0], a[1], a[0] * b[1] + 3.5, a[3]];
        assert_eq!(got[lane], bits(want), "lane {lane}");
    }
}

#[test]
fn vertex_transform_with_dot4() {
    let m0 = [1.0f32, 2.0, 3.0, 4.0];
    let m1 = [-0.5f32, 0.25, 8.0, 1.0];
    let cb0 = vec![bits(m0), bits(m1)];
    let inputs: Vec<_> = (0..4)
        .map(|i| {
            let f = i as f32;
            vec![[f, 2.0 - f, 0.0, 1.0], [1.0 + f, 2.0, -2.0, 0.5], [f, f, 7.0, 9.0]]
        })
        .collect();
    let ex = run("vs_params", &inputs, vec![cb0]);
    assert_eq!(ex.len(), 3);
    assert_eq!((ex[0].kind, ex[0].base), (1, 60));
    assert_eq!((ex[1].kind, ex[1].base), (2, 0));
    assert_eq!((ex[2].kind, ex[2].base), (2, 1));
    for (lane, regs) in inputs.iter().enumerate() {
        let (p, n, t) = (regs[0], regs[1], regs[2]);
        let pos: [f32; 4] = std::array::from_fn(|c| p[0] * m0[c] + p[1] * m1[c]);
        assert_eq!(ex[0].lanes[lane].unwrap(), bits(pos), "pos lane {lane}");
        let d: f32 = n.iter().map(|x| x * x).sum();
        let rs = 1.0 / d.sqrt();
        let nn = ex[1].lanes[lane].unwrap();
        for c in 0..4 {
            let got = f32::from_bits(nn[c]);
            assert!((got - n[c] * rs).abs() < 1e-6, "nn lane {lane}.{c}: {got}");
        }
        assert_eq!(ex[2].lanes[lane].unwrap(), bits(t), "t lane {lane}");
    }
}

#[test]
fn loop_with_break_and_continue() {
    let ns = [0.0f32, 1.0, 2.0, 5.0, 9.7, 30.0, -3.0, 200.0];
    let inputs: Vec<_> = ns.iter().map(|&n| vec![[n, 1.0, 2.0, 3.0]]).collect();
    let got = pixel(&run("loop_break", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        assert_eq!(
            got[lane],
            bits([regs[0][0], regs[0][1], regs[0][2], loop_break(regs[0][0])]),
            "lane {lane} n={}",
            ns[lane]
        );
    }
}

#[test]
fn predicated_alu_if_else() {
    let xs = [2.0f32, -1.0, 0.0, 0.5, -0.0, f32::NAN];
    let inputs: Vec<_> = xs.iter().map(|&x| vec![[x, 3.0, -4.0, 0.25]]).collect();
    let got = pixel(&run("if_else", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        let a = regs[0];
        let want = if a[0] > 0.0 {
            a.map(|v| v * v)
        } else {
            a.map(|v| v + 1.0)
        };
        assert_eq!(got[lane], bits(want), "lane {lane}");
    }
}

#[test]
fn kcache_constants() {
    let mut cb0 = vec![[0u32; 4]; 4];
    cb0[3] = bits([2.0, -3.0, 0.5, 10.0]);
    let mut cb2 = vec![[0u32; 4]; 18];
    cb2[17] = bits([1.0, 1.5, -2.0, 0.125]);
    let cbs = vec![cb0.clone(), vec![], cb2.clone()];
    let inputs: Vec<_> = (0..3).map(|i| vec![[i as f32, 1.0, -7.5, 0.1]]).collect();
    let got = pixel(&run("const_buffer", &inputs, cbs));
    let (c0, c1) = (cb0[3].map(f32::from_bits), cb2[17].map(f32::from_bits));
    for (lane, regs) in inputs.iter().enumerate() {
        let want: [f32; 4] = std::array::from_fn(|c| regs[0][c] * c0[c] + c1[c]);
        assert_eq!(got[lane], bits(want), "lane {lane}");
    }
}

#[test]
fn nested_if_else_with_else_and_pops() {
    let inputs: Vec<_> = [
        [1.0f32, 2.0, 0.5, 3.0], // then, t2.z < 5: inner
        [1.0, 2.0, 3.0, 3.0],    // then, t2.z >= 5
        [-1.0, 2.0, 0.5, 3.0],   // else
        [0.0, 0.0, 0.0, 0.0],    // else
    ]
    .iter()
    .map(|&a| vec![a, [0.5, -1.0, 1.0, 2.0]])
    .collect();
    let got = pixel(&run("if_else_big", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        let (a, b) = (regs[0], regs[1]);
        let want: [f32; 4] = if a[0] > 0.0 {
            let t2: [f32; 4] = std::array::from_fn(|c| {
                let t1 = a[c] * b[c] + a[c];
                t1 * t1
            });
            if t2[2] < 5.0 {
                std::array::from_fn(|c| t2[c] - b[c])
            } else {
                t2
            }
        } else {
            std::array::from_fn(|c| {
                let e0 = a[c] + b[c];
                e0 * e0 - a[c]
            })
        };
        assert_eq!(got[lane], bits(want), "lane {lane}");
    }
}

#[test]
fn budget_bounds_loops_and_bad_configs_fault() {
    let prog = decode(&golden("loop_break", 2)).unwrap();
    let config = Config {
        lanes: 1,
        ..Config::default()
    };
    let mut m = R700Machine::new(&prog, config.clone()).unwrap();
    m.set_gpr(0, 0, bits([1.0e9, 0.0, 0.0, 0.0]));
    assert_eq!(m.run(50).unwrap(), Status::Running);
    assert!(m.exports().is_empty());
    let bad = Config { lanes: 65, ..config };
    assert!(R700Machine::new(&prog, bad).is_err());
    assert!(!m.set_gpr(1, 0, [0; 4]));
    assert!(!m.set_gpr(0, 128, [0; 4]));
}

/// Every golden object runs to its end (no stack left over) on 4 lanes, or faults only
/// for what is documented as not executed yet (fetch clauses).
#[test]
fn every_golden_runs_or_faults_as_documented() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden/r700");
    let mut ran = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "bin") {
            continue;
        }
        let prog = decode(&std::fs::read(&path).unwrap()).unwrap();
        let config = Config {
            lanes: 4,
            const_buffers: vec![vec![[0x3F80_0000; 4]; 64]; 4],
            cfile: Vec::new(),
        };
        let mut m = R700Machine::new(&prog, config).unwrap();
        for lane in 0..4 {
            for reg in 0..4 {
                m.set_gpr(lane, reg, bits([lane as f32 - 1.5, 2.0, reg as f32, 7.0]));
            }
        }
        match m.run(100_000) {
            Ok(status) => {
                assert_eq!(status, Status::Done, "{}", path.display());
                assert!(m.stack().is_empty(), "{}", path.display());
                assert!(!m.exports().is_empty(), "{}", path.display());
                ran += 1;
            }
            Err(e) => assert!(
                e.message.contains("not executed yet") || e.message.contains("no texture is bound"),
                "{}: {e:?}",
                path.display()
            ),
        }
    }
    // 72 of 75 since VTX clauses run (tex_sample needs a bound texture).
    assert!(ran >= 72, "only {ran} goldens ran");
}

/// nested_loops.ll: 4 outer iterations of an inner loop over j < n (at least once) that
/// adds j when j >= 2, then scales by 0.75.
fn nested_ref(a: [f32; 4]) -> [f32; 4] {
    let n = a[0] as i32;
    let mut acc = 0.0f32;
    for _ in 0..4 {
        let mut j = 0;
        loop {
            let jf = j as f32;
            if jf >= 2.0 {
                acc += jf;
            }
            j += 1;
            if j >= n {
                break;
            }
        }
        acc *= 0.75;
    }
    [a[0], acc, a[2], a[3]]
}

#[test]
fn nested_loops_with_per_lane_trip_counts() {
    let ns = [0.0f32, 1.0, 3.0, 4.5, 8.0, -2.0];
    let inputs: Vec<_> = ns.iter().map(|&n| vec![[n, 9.0, 2.0, 3.0]]).collect();
    let got = pixel(&run("nested_loops", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        assert_eq!(got[lane], bits(nested_ref(regs[0])), "lane {lane} n={}", ns[lane]);
    }
}

fn from_u32(v: [u32; 4]) -> [f32; 4] {
    v.map(f32::from_bits)
}

#[test]
fn integer_ops() {
    let cases: [([u32; 4], [u32; 4]); 4] = [
        ([1, 2, 3, 4], [0, 1, 2, 3]),
        ([0xFFFF_FFF0, 100, 0x8000_0000, 7], [5, 31, 0, 16]),
        ([12345, 0x7FFF_FFFF, 9, 0xDEAD_BEEF], [3, 4, 30, 1]),
        ([0, 0, 0, 0], [0, 0, 0, 0]),
    ];
    let inputs: Vec<_> = cases.iter().map(|(a, b)| vec![from_u32(*a), from_u32(*b)]).collect();
    let got = pixel(&run("int_ops", &inputs, vec![]));
    let k = [255u32, 7, u32::MAX, 65536];
    for (lane, (a, b)) in cases.iter().enumerate() {
        let want: [u32; 4] = std::array::from_fn(|c| {
            let x = a[c].wrapping_add(b[c]) ^ k[c];
            let ar = (((x << (c + 1)) >> b[c]) as i32) >> 1;
            let mn = ar.min(a[c] as i32) as u32;
            mn.max(b[c]).wrapping_mul(a[c])
        });
        assert_eq!(got[lane], want, "lane {lane}");
    }
}

#[test]
fn integer_division_through_recip_uint() {
    let cases: [(u32, u32); 8] = [
        (100, 7),
        (7, 100),
        (u32::MAX, 1),
        (u32::MAX, 3),
        (0x8000_0000, 0xFFFF_FFFF),
        (12_345_678, 1_000),
        (0xFFFF_FFF9, 0xFFFF_FFFD),
        (1 << 31, 2),
    ];
    let inputs: Vec<_> = cases
        .iter()
        .map(|&(x, y)| vec![from_u32([x, 11, 22, 33]), from_u32([y, 0, 0, 0])])
        .collect();
    let got = pixel(&run("int_div", &inputs, vec![]));
    for (lane, &(x, y)) in cases.iter().enumerate() {
        let hi = ((u64::from(x) * u64::from(y)) >> 32) as u32;
        let want = [x / y, (x as i32).wrapping_rem(y as i32) as u32, hi, 33];
        assert_eq!(got[lane], want, "lane {lane}: {x} / {y}");
    }
}

#[test]
fn cube_faces() {
    let dirs = [
        [1.0f32, 0.5, -0.25, 0.0],
        [-2.0, 0.5, 1.0, 0.0],
        [0.1, 3.0, -0.5, 0.0],
        [0.1, -3.0, 0.5, 0.0],
        [0.2, 0.3, 4.0, 0.0],
        [0.2, 0.3, -4.0, 0.0],
    ];
    let inputs: Vec<_> = dirs.iter().map(|&d| vec![d]).collect();
    let got = pixel(&run("cube", &inputs, vec![]));
    let faces: Vec<u32> = got.iter().map(|v| f32::from_bits(v[3]) as u32).collect();
    assert_eq!(faces, [0, 1, 2, 3, 4, 5]);
    // (T, S, 2·major axis, face) by GCN's V_CUBE{TC,SC,MA,ID} rules (the formula CUBE is
    // documented to follow): z wins ties, then y; x major: T = -y, S = x < 0 ? z : -z; y major:
    // T = y < 0 ? -z : z, S = x; z major: T = -y, S = z < 0 ? -x : x.
    let want = [
        [-0.5, 0.25, 2.0, 0.0],
        [-0.5, 1.0, -4.0, 1.0],
        [-0.5, 0.1, 6.0, 2.0],
        [-0.5, 0.1, -6.0, 3.0],
        [-0.3, 0.2, 8.0, 4.0],
        [-0.3, -0.2, -8.0, 5.0],
    ];
    for (lane, w) in want.into_iter().enumerate() {
        assert_eq!(got[lane], bits(w), "lane {lane}");
    }
}

fn close(got: u32, want: f32, tol: f32, what: &str) {
    let g = f32::from_bits(got);
    assert!(
        (g - want).abs() <= tol * want.abs().max(1.0),
        "{what}: got {g}, want {want}"
    );
}

/// llc lowers llvm.sin/cos to SIN/COS of fract(x/2π + 0.5) − 0.5: correct only if the
/// hardware takes revolutions (issue 16 "Facts settled").
#[test]
fn trig_in_revolutions_and_rounding() {
    let inputs: Vec<_> = [
        [0.0f32, 1.25, 0.5, 2.5],
        [1.0, -1.25, -0.5, 3.5],
        [-2.5, 7.0, 1.0, -0.5],
        [10.0, 0.999, -3.2, 1.5],
    ]
    .iter()
    .map(|&a| vec![a])
    .collect();
    let got = pixel(&run("trig_fract", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        let a = regs[0];
        close(got[lane][0], a[0].cos(), 1e-5, "cos");
        let exact = [a[1] - a[1].floor(), a[2].ceil(), a[3].round_ties_even()];
        assert_eq!(
            &got[lane][1..],
            &bits([0.0, exact[0], exact[1], exact[2]])[1..],
            "lane {lane}"
        );
    }
    let inputs: Vec<_> = [[0.5f32, 3.0, 8.0, 4.0], [2.0, -1.0, 0.25, 0.01], [9.0, 0.5, 1.0, 100.0]]
        .iter()
        .map(|&a| vec![a])
        .collect();
    let got = pixel(&run("transcendental", &inputs, vec![]));
    for (lane, regs) in inputs.iter().enumerate() {
        let [x, y, z, w] = regs[0];
        close(got[lane][0], x.sin(), 1e-5, "sin");
        close(got[lane][1], y.exp2(), 1e-6, "exp2");
        close(got[lane][2], z.log2(), 1e-6, "log2");
        close(got[lane][3], 1.0 / w.sqrt() + x.sqrt() / y, 1e-5, "rsq + sqrt/y");
    }
}
