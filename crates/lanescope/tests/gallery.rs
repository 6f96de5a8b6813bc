//! The web app's gallery examples build, run to the end and compute what they claim.

use lanescope::{Machine, Snippet, StepOutcome};

fn run(toml: &str) -> Box<dyn Machine> {
    let s = Snippet::from_toml(toml).expect("gallery snippet parses");
    let t = s.target().expect("known target");
    let mut m = t.build(&s, &s.source).expect("gallery snippet builds");
    let outcome = m.run(10_000_000);
    assert_eq!(outcome, StepOutcome::Ended, "{:?}", m.fault());
    m
}

fn words(m: &dyn Machine, name: &str) -> Vec<u32> {
    m.buffer(name)
        .expect("buffer exists")
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn saxpy() {
    let m = run(include_str!("../../../web/gallery/saxpy.toml"));
    let y = words(&*m, "y");
    assert_eq!(y.len(), 1000);
    for (i, v) in y.iter().enumerate() {
        assert_eq!(f32::from_bits(*v), 2.0 * i as f32 + 1.0, "y[{i}]");
    }
}

#[test]
fn reduce_lds() {
    let m = run(include_str!("../../../web/gallery/reduce_lds.toml"));
    assert_eq!(m.wave_count(), 16);
    let out = words(&*m, "out");
    assert_eq!(out.len(), 4);
    for (g, v) in out.iter().enumerate() {
        let want: u32 = (256 * g as u32..256 * (g as u32 + 1)).map(|i| i + 1).sum();
        assert_eq!(*v, want, "out[{g}]");
    }
}

#[test]
fn scan_dpp() {
    let m = run(include_str!("../../../web/gallery/scan_dpp.toml"));
    for (l, v) in m.vgpr(1).iter().enumerate() {
        assert_eq!(*v as usize, (l + 1) * (l + 2) / 2, "lane {l}");
    }
}

#[test]
fn swizzle_butterfly() {
    let m = run(include_str!("../../../web/gallery/swizzle_butterfly.toml"));
    for (l, v) in m.vgpr(1).iter().enumerate() {
        let half = l / 32 * 32;
        let want: u32 = (half..half + 32).map(|i| i as u32).sum();
        assert_eq!(f32::from_bits(*v), want as f32, "lane {l}");
    }
}

#[test]
fn divergent_loop() {
    let m = run(include_str!("../../../web/gallery/divergent_loop.toml"));
    assert_eq!(m.exec(), u64::MAX);
    for (l, v) in m.vgpr(1).iter().enumerate() {
        assert_eq!(*v as usize, (l % 8) * l, "lane {l}");
    }
}
