//! The web app's R700 gallery examples build through the façade, run to the end and export
//! (or write) what a reference computed here by hand from each example's comment says.

use lanescope::{Machine, Snippet, StepOutcome};
use lanescope_r700::exec::Export;
use lanescope_r700::machine::R700Wave;

/// The loop example's reference (`loop_break`, from its IR tests/golden/r700/ir/loop_break.ll).
#[path = "../../r700/tests/llc/mod.rs"]
mod llc;

fn build(toml: &str) -> R700Wave {
    let s = Snippet::from_toml(toml).expect("gallery snippet parses");
    lanescope::target_r700::build(&s, &s.source).unwrap_or_else(|e| panic!("builds: {e}"))
}

/// Runs `toml` to its end; returns the machine.
fn run(toml: &str) -> R700Wave {
    let mut m = build(toml);
    assert_eq!(m.run(100_000), StepOutcome::Ended, "{:?}", m.fault());
    assert!(m.executor().stack().is_empty(), "the stack is balanced at the end");
    m
}

fn bits(v: [f32; 4]) -> [u32; 4] {
    v.map(f32::to_bits)
}

/// The export of `kind` (0 pixel, 1 position, 2 parameter) and `base`, per lane.
fn export(m: &R700Wave, kind: u32, base: u32) -> Vec<[u32; 4]> {
    let e: &Export = m
        .executor()
        .exports()
        .iter()
        .find(|e| (e.kind, e.base) == (kind, base))
        .unwrap_or_else(|| panic!("no export {kind}/{base}"));
    e.lanes.iter().map(|l| l.expect("lane not killed")).collect()
}

/// Register `reg`'s four components in `lane`.
fn gpr(m: &R700Wave, reg: usize, lane: usize) -> [f32; 4] {
    let f = m.file_index("R").unwrap();
    let v = &m.register(f, reg)[lane * 4..lane * 4 + 4];
    [0, 1, 2, 3].map(|c| f32::from_bits(v[c]))
}

#[test]
fn gradient_on_an_8x8_tile() {
    let m = run(include_str!("../../../web/gallery/r700_gradient64.toml"));
    let px = export(&m, 0, 0);
    let (w, h, at) = lanescope_isa::quad_layout(64);
    assert_eq!((w, h), (8, 8));
    for (lane, &(x, y)) in at.iter().enumerate() {
        assert_eq!(gpr(&m, 0, lane)[..2], [x as f32 / 8.0, y as f32 / 8.0], "lane {lane}");
        let want = [x as f32 / 8.0, y as f32 / 8.0, 1.0 - x as f32 / 8.0, 1.0];
        assert_eq!(px[lane], bits(want), "lane {lane} at ({x}, {y})");
    }
    let fb = m.framebuffer().unwrap();
    // Pixel (7, 0): (7/8, 0, 1/8, 1).
    assert_eq!(fb.pixels[7], Some([223, 0, 32, 255]));
    assert_eq!(fb.lanes[7], Some(13));
}

#[test]
fn dot4_vertex_transform() {
    let m = run(include_str!("../../../web/gallery/r700_dot4_vertex.toml"));
    let (m0, m1) = ([1.0f32, 2.0, 3.0, 4.0], [-0.5f32, 0.25, 8.0, 1.0]);
    let (pos, nn, t) = (export(&m, 1, 60), export(&m, 2, 0), export(&m, 2, 1));
    for lane in 0..4 {
        let i = lane as f32;
        let (p, n) = ([i, 2.0 - i, 0.0, 1.0], [1.0 + i, 2.0, -2.0, 0.5]);
        let want: [f32; 4] = std::array::from_fn(|c| p[0] * m0[c] + p[1] * m1[c]);
        assert_eq!(pos[lane], bits(want), "pos lane {lane}");
        let len = n.iter().map(|x| x * x).sum::<f32>().sqrt();
        for c in 0..4 {
            let got = f32::from_bits(nn[lane][c]);
            assert!((got - n[c] / len).abs() < 1e-6, "n' lane {lane}.{c}: {got}");
        }
        assert_eq!(t[lane], bits([i, i, 7.0, 9.0]), "t lane {lane}");
    }
    assert!(m.framebuffer().is_none(), "a vertex shader draws no pixels");
}

#[test]
fn loop_with_break() {
    let toml = include_str!("../../../web/gallery/r700_loop_break.toml");
    let m = run(toml);
    let px = export(&m, 0, 0);
    let ns = [0.0f32, 1.0, 2.0, 5.0, 9.7, 30.0, -3.0, 200.0];
    for (lane, &n) in ns.iter().enumerate() {
        assert_eq!(px[lane], bits([n, 1.0, 2.0, llc::loop_break(n)]), "lane {lane} n = {n}");
    }
    assert!(
        llc::loop_break(30.0) > 100.0 && llc::loop_break(5.0) < 100.0,
        "lanes leave for either reason"
    );
    // By clause: the first clause, then LOOP_START, up to the loop's first clause.
    let mut m = build(toml);
    let line = |t: &str| toml.lines().position(|l| l.contains(t)).map(|i| i as u32 - 1);
    assert_eq!(
        m.current_line(),
        line("ALU 4, @12"),
        "the source starts on the TOML's line 2"
    );
    assert_eq!(m.step_by(1), StepOutcome::Running);
    assert_eq!(m.current_line(), line("ALU_PUSH_BEFORE 5, @17"));
    assert_eq!(m.stack_entries().unwrap().len(), 1, "the loop entry");
    // Lanes leave the loop at different times: step until a lane is inactive-break with the
    // loop entry on the stack.
    let mut m = build(toml);
    let mut seen = false;
    while m.step() == StepOutcome::Running && !seen {
        let states = m.lane_states().unwrap();
        let stack = m.stack_entries().unwrap();
        seen = states
            .lanes
            .iter()
            .any(|&c| states.categories[c as usize].name == "inactive-break")
            && stack.iter().any(|e| e.kind == "loop");
    }
    assert!(seen, "some lane broke out while the loop went on");
}

#[test]
fn predicated_alu_with_pred_set() {
    let toml = include_str!("../../../web/gallery/r700_pred_set.toml");
    let m = run(toml);
    let px = export(&m, 0, 0);
    for (lane, x) in [2.0f32, -1.0, 0.5, 0.0].into_iter().enumerate() {
        let a = [x, 0.5, -0.25, 0.75];
        let want = if x > 0.0 { a.map(|v| v * v) } else { a.map(|v| v + 1.0) };
        assert_eq!(px[lane], bits(want), "lane {lane}");
    }
    // Inside the clause the predicate is described, per lane, after PRED_SETNE_INT.
    let mut m = build(toml);
    for _ in 0..3 {
        m.step();
    }
    let pred = m.extra_registers().into_iter().find(|r| r.name == "predicate").unwrap();
    assert_eq!(
        pred.values,
        [0, 1, 0, 1],
        "set where x <= 0 (the else side, Pred_sel_one)"
    );
}

#[test]
fn kcache_constants() {
    let toml = include_str!("../../../web/gallery/r700_kcache.toml");
    let m = run(toml);
    let px = export(&m, 0, 0);
    let (c0, c1) = ([0.5f32, 0.25, 2.0, 1.0], [0.1f32, 0.2, -0.25, 0.0]);
    for (lane, got) in px.iter().enumerate() {
        let a = [lane as f32 / 4.0, 0.5, 0.25, 1.0];
        // MULADD_IEEE rounds twice (issue 16): a product, then a sum, each rounded to f32.
        let want: [f32; 4] = std::array::from_fn(|c| a[c] * c0[c] + c1[c]);
        assert_eq!(*got, bits(want), "lane {lane}");
    }
    // While the clause runs, the windows show buffer 0 and buffer 2 with the constants read.
    let mut m = build(toml);
    m.step();
    let w = m.constant_windows();
    assert_eq!(w[0].range, "buffer 0, constants 0–31");
    assert_eq!(w[1].range, "buffer 2, constants 0–31");
    assert_eq!(w[0].rows[3].1, bits(c0));
    assert_eq!(w[1].rows[17].1, bits(c1));
    assert_eq!(w[1].rows[17].0, "KC1[17] = CB2[17]");
}

#[test]
fn compute_kernel_with_mem_export() {
    let toml = include_str!("../../../web/gallery/r700_compute.toml");
    let m = run(toml);
    let out: Vec<u32> = m.executor().scatter().to_vec();
    let want: Vec<u32> = (0..16).map(|t| t * t + 1).collect();
    assert_eq!(out, want);
    // The app's buffer view reads the same words by the snippet's buffer name.
    let bytes: Vec<u8> = want.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(m.buffer("out"), Some(bytes.as_slice()));
    assert_eq!(m.buffer("other"), None);
    let mut m = build(toml);
    let b = m.bundle().unwrap();
    assert_eq!(b.slots[4].text.as_deref(), Some("MULLO_INT * T1.X, T0.X, T0.X,"));
    assert_eq!(b.slots[4].why, "transcendental-only: the t unit");
    m.step();
    let ps = m.extra_registers().into_iter().find(|r| r.name == "PS").unwrap();
    assert_eq!(ps.values[5], 25, "lane 5's PS = 5 · 5");
}

#[test]
fn compute_kernel_swaps_lanes_through_the_lds() {
    let m = run(include_str!("../../../web/gallery/r700_lds.toml"));
    for t in 0..8u32 {
        let from = 7 - t;
        let want = [10 * from, 10 * from + 1, 10 * from + 2, 10 * from + 3];
        assert_eq!(m.executor().gpr(t as usize, 3), Some(want), "lane {t}");
        // Lane t's own write: bank t mod 4, dwords 4·(t >> 2)…+3 (bank-major, 1024 dwords a bank).
        let lds = m.executor().lds();
        let at = (1024 * (t % 4) + 4 * (t / 4)) as usize;
        assert_eq!(
            lds[at..at + 4],
            [10 * t, 10 * t + 1, 10 * t + 2, 10 * t + 3],
            "lane {t}'s entry"
        );
    }
}

#[test]
fn loop_with_continue_and_break() {
    let m = run(include_str!("../../../web/gallery/r700_loop_continue.toml"));
    let n = [0.0f32, 1.0, 2.0, 5.0, 6.0, 9.0, 10.0, 20.0];
    let px = export(&m, 0, 0);
    for (lane, &n) in n.iter().enumerate() {
        // acc = 2 + 4 + … + the first even i >= n (odd i continue before the add).
        let last = (2..).step_by(2).find(|&i| i as f32 >= n).unwrap();
        let acc: u32 = (2..=last).step_by(2).sum();
        assert_eq!(
            px[lane],
            [n.to_bits(), 1f32.to_bits(), 2f32.to_bits(), acc],
            "lane {lane}"
        );
    }
}
