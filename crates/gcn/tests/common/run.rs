//! Running a test program to its end: the helpers the execution tests share.

use lanescope_gcn::exec::{Memory, Wave};
use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, KernArg, LaunchConfig};
use lanescope_isa::{Machine, StepOutcome};

/// Steps a test program may take before it counts as hung.
pub const STEP_BUDGET: u64 = 1000;

/// Assembles `src` for `arch`, runs it from `wave` (over `memory` when given) and returns the
/// machine once the program has ended; panics with the fault or the wave's messages otherwise.
pub fn run_wave(arch: Arch, src: &str, wave: Wave, memory: Option<Memory>) -> GcnMachine {
    let program = assemble(arch, src).unwrap_or_else(|e| panic!("{}: {src}: {e:?}", arch.name()));
    let mut m = GcnMachine::new(program, wave);
    if let Some(memory) = memory {
        *m.memory_mut() = memory;
    }
    let outcome = m.run(STEP_BUDGET);
    assert_eq!(
        outcome,
        StepOutcome::Ended,
        "{}: {src}: {:?} {:?}",
        arch.name(),
        m.fault(),
        m.wave().messages
    );
    m
}

/// Assembles `src` for `arch` into a machine, not yet started, whose bare wave `init` prepares.
pub fn machine(arch: Arch, src: &str, init: impl FnOnce(&mut Wave)) -> GcnMachine {
    let program = assemble(arch, src).unwrap_or_else(|e| panic!("{}: {src}: {e:?}", arch.name()));
    let mut wave = Wave::bare(arch);
    init(&mut wave);
    GcnMachine::new(program, wave)
}

/// Runs `src` on each of `arches` in a bare wave prepared by `init`, then hands the ended
/// machine to `check`.
pub fn run_on(arches: &[Arch], src: &str, init: impl Fn(&mut Wave), check: impl Fn(&mut GcnMachine)) {
    for &arch in arches {
        let mut wave = Wave::bare(arch);
        init(&mut wave);
        check(&mut run_wave(arch, src, wave, None));
    }
}

/// [`run_on`] every architecture.
pub fn run(src: &str, init: impl Fn(&mut Wave), check: impl Fn(&mut GcnMachine)) {
    run_on(&super::GFX9, src, init, check)
}

/// Assembles `src` for `arch` and launches its kernel `k` over `grid` x `block` with `args`
/// (no dynamic LDS); the launch error's text otherwise.
pub fn try_launch(
    arch: Arch,
    src: &str,
    grid: [u32; 3],
    block: [u32; 3],
    args: Vec<KernArg>,
) -> Result<GcnMachine, String> {
    let p = assemble(arch, src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let cfg = LaunchConfig {
        kernel: "k".into(),
        grid,
        block,
        dynamic_lds: 0,
        args,
    };
    GcnMachine::launch(p, Memory::new(), &cfg).map_err(|e| e.0)
}

/// Runs `src` on `arches` with every lane of each VGPR of `init` (register, value) set, then
/// checks lane 0 of each VGPR of `want` (register, value).
pub fn regs_on(arches: &[Arch], src: &str, init: &[(usize, u32)], want: &[(usize, u32)]) {
    let init = |w: &mut Wave| {
        for &(reg, x) in init {
            super::lanes::set(w, reg, |_| x);
        }
    };
    run_on(arches, src, init, |m| {
        for &(reg, x) in want {
            assert_eq!(m.vgpr(reg)[0], x, "v{reg} after {src}");
        }
    });
}

/// [`regs_on`] every architecture.
pub fn regs(src: &str, init: &[(usize, u32)], want: &[(usize, u32)]) {
    regs_on(&super::GFX9, src, init, want);
}
