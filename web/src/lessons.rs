//! The Learn menu's guided lessons, as data: each loads a gallery example and walks through it
//! with notes pinned to source lines, optionally stepping the machine to where the note is.

/// What a lesson step does to the machine when the user reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing: the note only.
    None,
    /// Execute this many instructions of the shown wave.
    Step(u32),
    /// Switch to the target with this name (re-assembles; the machine starts over).
    Target(&'static str),
}

/// One step of a lesson: the source line the note is about (0: none), the note, the action.
pub struct LessonStep {
    /// 1-based source line the note is pinned to; 0 for a note about the whole program.
    pub line: usize,
    /// What the user should look at.
    pub note: &'static str,
    /// Applied when the step is reached.
    pub action: Action,
}

/// A guided lesson.
pub struct Lesson {
    /// Stable id (`data-lesson` in the menu).
    pub id: &'static str,
    /// Menu text.
    pub title: &'static str,
    /// Target name the lesson runs on.
    pub arch: &'static str,
    /// Gallery example id it loads, or `None` for a lesson of notes only.
    pub example: Option<&'static str>,
    /// The steps, in order.
    pub steps: &'static [LessonStep],
}

const fn note(line: usize, note: &'static str, action: Action) -> LessonStep {
    LessonStep { line, note, action }
}

/// Every lesson, in menu order.
pub const LESSONS: [Lesson; 6] = [
    Lesson {
        id: "exec",
        title: "EXEC masking and divergence",
        arch: "gfx900",
        example: Some("divergent_loop"),
        steps: &[
            note(3, "All 64 lanes run one instruction stream. EXEC (64 bits, one per lane) says which lanes write results. This line saves the full mask in s[0:1].", Action::Step(1)),
            note(4, "Each lane gets its own trip count, v2 = lane % 8: look at column v2 in the lane grid after this step.", Action::Step(2)),
            note(8, "v_cmp writes one bit per lane into VCC; ANDing it into EXEC switches off the lanes that are done. Watch the EXEC strip lose lanes 0, 8, 16, …", Action::Step(2)),
            note(9, "s_cbranch_execz jumps only when no lane is left. Lanes that are off still take every trip: divergence costs the whole wave the longest lane's time.", Action::Step(1)),
            note(14, "After the loop the saved mask comes back: every lane is on again. Run to the end and compare v1 across lanes.", Action::None),
        ],
    },
    Lesson {
        id: "dpp",
        title: "DPP and swizzles: lanes reading their neighbours",
        arch: "gfx900",
        example: Some("scan_dpp"),
        steps: &[
            note(5, "Every lane starts with lane + 1 in v0.", Action::Step(1)),
            note(7, "DPP (data-parallel primitives) lets a VALU source come from another lane: row_shr:1 reads lane l - 1 within a row of 16. bound_ctrl:0 reads 0 past the row start.", Action::Step(2)),
            note(6, "The s_nop before each DPP read gives the two wait states a DPP read of a just-written VGPR needs.", Action::None),
            note(13, "bank_mask:0xe writes only banks 1-3 (lanes 4-15 of each row): masked shifts extend the partial sums.", Action::Step(6)),
            note(17, "row_bcast:15 hands each row's last lane to the next row; row_bcast:31 carries lane 31 to rows 2 and 3. Now v1 holds the inclusive prefix sum.", Action::Step(6)),
        ],
    },
    Lesson {
        id: "lds",
        title: "LDS bank conflicts: 32 banks (gfx900) vs 64 (gfx950)",
        arch: "gfx950",
        example: Some("lds_banks"),
        steps: &[
            note(1, "LDS is split into banks; a dword's bank is (address / 4) % banks. Lanes of one pass that hit different dwords of the same bank are served one after another.", Action::None),
            note(4, "Stride 1 dword: each lane its own bank. The LDS view under the registers shows every bank with degree 1 — no conflict.", Action::Step(2)),
            note(6, "Stride 32 dwords on gfx950 (64 banks): lanes alternate between banks 0 and 32: 16 lanes of a 32-lane pass share each bank, a 16-way conflict (degree 16 in the LDS view).", Action::Step(2)),
            note(8, "Stride 64 dwords: every lane in bank 0 on both targets: 32-way, the worst case.", Action::Step(2)),
            note(6, "Now the same program on gfx900 (32 banks): stride 32 puts every lane of a pass in bank 0 (32-way). Compare the degrees and cycles with gfx950.", Action::Target("gfx900")),
            note(6, "Stepped to the stride-32 read on gfx900: padding a row by one dword (stride 33) is the classic fix.", Action::Step(4)),
        ],
    },
    Lesson {
        id: "mfma",
        title: "An MFMA layout and CBSZ/ABID/BLGP",
        arch: "gfx950",
        example: Some("mfma_broadcast"),
        steps: &[
            note(12, "v_mfma_f32_4x4x4_16b_f16 computes 16 independent 4x4x4 products. The MATRIX view maps each A/B/D element to a lane and register: hover a cell to see both sides.", Action::None),
            note(12, "CBSZ = 2 groups the blocks in fours, ABID = 1 picks the second block of each group: A from blocks 1, 5, 9, 13 feeds all 16 products.", Action::None),
            note(10, "BLGP (0 here) would permute the lanes B is read from.", Action::None),
            note(12, "Executed: D[b][i][j] is v[4 + i] on lane 4b + j. Compare the diagonal of each product in the MATRIX view.", Action::Step(1)),
        ],
    },
    Lesson {
        id: "fp8",
        title: "Block-scaled FP8 with v_mfma_scale",
        arch: "gfx950",
        example: Some("mfma_scale_fp8"),
        steps: &[
            note(2, "Microscaling: D = C + Σ A·B·2^(sa + sb). A and B are FP8 E4M3 (CBSZ = BLGP = 0); each run of 32 values along K shares one 8-bit E8M0 scale.", Action::None),
            note(7, "The scales come from v20 (A) and v21 (B): one byte per lane, byte 0 chosen by op_sel.", Action::None),
            note(10, "FP8 inputs hold K in two halves: v[0:3] have k < 64, v[4:7] k >= 64. Switch the value format to float to read the results.", Action::None),
            note(13, "Executed: D[i][j] is v[16 + i % 4] on lane j + 16·(i / 4).", Action::Step(1)),
        ],
    },
    Lesson {
        id: "r700",
        title: "R700 VLIW slots, literals and PV forwarding",
        arch: "rv770",
        example: Some("r700_gradient"),
        steps: &[
            note(5, "R700 runs a control-flow program: this ALU instruction runs the ALU clause at CF address 4, EXPORT then writes T0 to pixel 0 and CF_END stops. Clauses run from the CF program, not in source order.", Action::None),
            note(10, "One VLIW group: up to five operations in slots x, y, z, w and t, all reading their sources before any of them writes; `*` marks the group's last. The destination channel picks the slot: T0.X goes to x, T0.Y to y.", Action::Step(1)),
            note(12, "A literal line: the constants a group reads as literal.x and literal.y (0.125 here), stored right after the group.", Action::None),
            note(13, "PV.X is the x result of the previous group, forwarded without a register read: T0.Z = 1 - x/8. Step on and compare R0.x and R0.z in the grid, lane by lane.", Action::Step(1)),
            note(6, "EXPORT T0.XYZ1 writes (x/8, y/8, 1 - x/8, 1) to pixel 0 for each of the quad's four lanes. Run to the end.", Action::None),
        ],
    },
];

/// The lesson with id `id`.
pub fn find(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_loads_a_gallery_example_and_pins_notes_to_its_lines() {
        for l in &LESSONS {
            assert!(!l.steps.is_empty(), "{}", l.id);
            assert!(lanescope::Target::from_name(l.arch).is_some(), "{}", l.id);
            let Some(ex) = l.example else { continue };
            let (_, source, _) = crate::gallery::text(ex).expect(ex);
            let lines = source.lines().count();
            for s in l.steps {
                assert!((1..=lines).contains(&s.line), "{}: line {}", l.id, s.line);
                if let Action::Target(t) = s.action {
                    assert!(lanescope::Target::from_name(t).is_some());
                }
            }
        }
        assert!(find("lds").is_some() && find("nope").is_none());
    }
}
