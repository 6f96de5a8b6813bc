//! Hazard linter: the dependencies the hardware does not check, which the program must cover
//! with independent instructions or `s_nop` (seed 001 §4.5 Table 11 L1324–L1400 and Table 12
//! L1401; seed 001 §7.6 Table 38 L3910–L4066; seed 000 "Manually Inserted Wait States" L607–L678).
//!
//! [`lint`] walks the program in address order. For every instruction (the consumer) it looks
//! back at the instructions before it (the producers) and counts the wait states between the
//! two: every instruction in between counts 1, `s_nop N` counts N + 1 (SIMM16\[3:0\], seed 001
//! L8084). When a rule of the tables matches the pair and fewer wait states are present than the
//! rule requires, it warns at the consumer's line, naming both instructions, the registers, the
//! required and present counts and the seed line of the rule.
//!
//! Control flow: the walk follows fall-through only. Labels do not reset it (falling into a
//! label is a real path), but an instruction that never falls through (`s_branch`,
//! `s_endpgm`, `s_setpc_b64`, …) does: nothing before it can reach what follows by falling
//! through. Paths that arrive through a branch (loop back-edges, jumps to a label) are not
//! followed, so a hazard that only exists along such a path is missed; every warning is on a
//! real fall-through path. Waits are counted in instructions, never in cycles (an MFMA counts
//! 1, like LLVM's hazard recognizer).
//!
//! Register overlap is exact: tuples are compared register by register, and the VGPR and AGPR
//! files (the MAI ACC bits, the memory ACC bit) are different registers (an AGPR write does not
//! conflict with a VGPR read of the same number).
//!
//! The code: `info.rs` analyses each instruction (its unit and the registers, `regs.rs`, it
//! reads and writes), `rules.rs` holds the rule table (fixed waits as values, evaluated alike,
//! and the checks of their own) and `mfma.rs` the matrix operands and the Table 38 rules that
//! depend on pass counts; this module walks the program and reports.

mod info;
mod mfma;
mod regs;
mod rules;

use alloc::format;
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use crate::program::Program;
use info::{analyse, Info};
use regs::{File, Regs};
use rules::{rules, Need, Needs};

/// The most wait states any rule asks for (Table 38's 20, L3956); the walk looks no further back.
const MAX_WAIT: u32 = 20;

/// The hazards of `program` (see the module documentation): at most one warning per consumer,
/// for the producer and rule that fall shortest of their wait states, at the consumer's line
/// (column 1: [`Program`] keeps no columns; [`Diagnostic::move_to_line_start`] moves it to the
/// instruction).
pub fn lint(program: &Program) -> Vec<Diagnostic> {
    lint_infos(program, &infos(program))
}

/// [`lint`] and one past the highest VGPR and AGPR the program reads or writes (0 if none;
/// an MFMA's AGPR tuples and AGPR memory data count as AGPRs), from one analysis of the program.
pub fn lint_and_registers(program: &Program) -> (Vec<Diagnostic>, (usize, usize)) {
    let infos = infos(program);
    (lint_infos(program, &infos), registers_named(&infos))
}

/// What each instruction of `program` reads and writes.
fn infos(program: &Program) -> Vec<Info> {
    program.insts.iter().map(|i| analyse(program.arch, i)).collect()
}

/// The worst shortfall of a consumer: its producer's index, the wait states present and the need.
type Shortfall = (usize, u32, Need);

/// [`lint`] over the analysed instructions.
fn lint_infos(program: &Program, infos: &[Info]) -> Vec<Diagnostic> {
    let mut needs = Needs::new(program.arch);
    (0..infos.len())
        .filter_map(|j| worst(&mut needs, infos, j).map(|w| warning(program, infos, j, w)))
        .collect()
}

/// The need instruction `j` falls shortest of, over the producers before it on its fall-through
/// path (the first of equal shortfalls).
fn worst(needs: &mut Needs, infos: &[Info], j: usize) -> Option<Shortfall> {
    let c = &infos[j];
    // The worst shortfall so far: (deficit, producer, wait states, need).
    let mut worst: Option<(u32, Shortfall)> = None;
    let mut present = 0u32;
    // Registers written between the producer and the consumer.
    let mut later: Vec<Regs> = Vec::new();
    for i in (0..j).rev() {
        let p = &infos[i];
        if p.barrier {
            break;
        }
        needs.list.clear();
        rules(needs, p, c);
        needs
            .list
            .retain(|n| !n.regs.is_some_and(|(a, b)| superseded(&a, &b, &later)));
        for n in needs.list.drain(..) {
            let deficit = n.req.saturating_sub(present);
            if deficit > 0 && worst.as_ref().is_none_or(|w| deficit > w.0) {
                worst = Some((deficit, (i, present, n)));
            }
        }
        later.extend(p.writes.iter().copied());
        present += p.wait;
        if present >= MAX_WAIT {
            break;
        }
    }
    worst.map(|w| w.1)
}

/// The warning at consumer `j` for its worst shortfall.
fn warning(program: &Program, infos: &[Info], j: usize, (i, present, n): Shortfall) -> Diagnostic {
    let c = &infos[j];
    let line = program.lines.get(j).copied().unwrap_or(0);
    // Decoded programs have no source lines: name the producer by address.
    let at = match program.lines.get(i).copied().unwrap_or(0) {
        0 => format!("at {:#x}", program.pcs.get(i).copied().unwrap_or(0)),
        l => format!("line {l}"),
    };
    let s = if present == 1 { "" } else { "s" };
    Diagnostic::warning(
        Span::new(line, 1, c.name.len() as u32),
        format!(
            "{} ({at}) {}; {} {} after {present} independent instruction{s}, {} required ({}, {})",
            infos[i].name, n.p, c.name, n.c, n.req, n.why, n.cite
        ),
    )
}
/// One past the highest VGPR and AGPR the instructions read or write (0 if none): what the
/// register views show by default. From the linter's operand analysis, so an MFMA's AGPR tuples
/// count as AGPRs and memory data in AGPRs (gfx950 ACC) too.
fn registers_named(infos: &[Info]) -> (usize, usize) {
    let (mut v, mut a) = (0usize, 0usize);
    for r in infos.iter().flat_map(|i| i.reads.iter().chain(&i.writes)) {
        let end = (r.lo + r.n) as usize;
        match r.file {
            File::V => v = v.max(end),
            File::A => a = a.max(end),
            File::S => {}
        }
    }
    (v, a)
}

/// Whether every register both `a` and `b` hold is in one of `later`.
fn superseded(a: &Regs, b: &Regs, later: &[Regs]) -> bool {
    let lo = a.lo.max(b.lo);
    let hi = (a.lo + a.n).min(b.lo + b.n);
    a.file == b.file
        && lo < hi
        && (lo..hi).all(|r| {
            later
                .iter()
                .any(|l| l.file == a.file && (l.lo..l.lo + l.n).contains(&r))
        })
}
