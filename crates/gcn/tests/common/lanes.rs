//! Lane data: filling VGPRs lane by lane and the usual EXEC masks.

use lanescope_gcn::exec::Wave;

/// EXEC with the even lanes on.
pub const EVEN: u64 = 0x5555_5555_5555_5555;
/// EXEC with the odd lanes on.
pub const ODD: u64 = 0xaaaa_aaaa_aaaa_aaaa;

/// The bits of an f32.
pub fn f(x: f32) -> u32 {
    x.to_bits()
}

/// VGPR `reg` of each lane `l` = `v(l)`.
pub fn set(w: &mut Wave, reg: usize, v: impl Fn(usize) -> u32) {
    for l in 0..64 {
        w.vgpr[reg * 64 + l] = v(l);
    }
}

/// VGPR pair `reg`, `reg + 1` of each lane `l` = `v(l)` (low dword first).
pub fn set64(w: &mut Wave, reg: usize, v: impl Fn(usize) -> u64) {
    for l in 0..64 {
        w.vgpr[reg * 64 + l] = v(l) as u32;
        w.vgpr[(reg + 1) * 64 + l] = (v(l) >> 32) as u32;
    }
}

/// The usual float sources: v0 = the lane number as an f32, v1 = `s1`, in every lane.
pub fn lane_floats(w: &mut Wave, s1: f32) {
    set(w, 0, |l| f(l as f32));
    set(w, 1, |_| f(s1));
}

/// Each VGPR `reg` of `regs` holds its `v` in every lane.
pub fn splat(w: &mut Wave, regs: &[(usize, u32)]) {
    for &(reg, v) in regs {
        set(w, reg, |_| v);
    }
}

/// Each VGPR pair `reg`, `reg + 1` of `regs` holds its `v` in every lane (low dword first).
pub fn splat64(w: &mut Wave, regs: &[(usize, u64)]) {
    for &(reg, v) in regs {
        set64(w, reg, |_| v);
    }
}

/// Asserts lane 0 of each VGPR `reg` of `want` (register, value) and of each VGPR pair `reg`,
/// `reg + 1` of `want64` (low dword first).
pub fn assert_lane0(w: &Wave, want: &[(usize, u32)], want64: &[(usize, u64)]) {
    for &(reg, v) in want {
        assert_eq!(w.vgpr[reg * 64], v, "v{reg}");
    }
    for &(reg, v) in want64 {
        let got = w.vgpr[reg * 64] as u64 | (w.vgpr[(reg + 1) * 64] as u64) << 32;
        assert_eq!(got, v, "v[{reg}:{}]", reg + 1);
    }
}
