//! Moving a running machine between two copies of it (the web app's worker and page): the
//! machine's mutable state as bytes ([`crate::Rewind::save_state`] /
//! [`crate::Rewind::load_state`]).
//!
//! Both sides build the machine from the same snippet ([`crate::Target::build`]); the bytes
//! carry only what running changes (waves, registers, memory, LDS, scheduler position, step
//! count, fault), after a versioned header with a hash of the program and launch: bytes of
//! another program are refused. Loading checks every size against the machine before taking
//! anything, and changes nothing on error.

use crate::{Rewind, Snippet};

/// Builds `snippet` (with `source`) and loads `bytes` into it: the machine the bytes were
/// saved from, on this side.
pub fn resume(snippet: &Snippet, source: &str, bytes: &[u8]) -> Result<Box<dyn Rewind>, String> {
    let target = snippet.target().map_err(|e| e.to_string())?;
    let mut m = target.build(snippet, source).map_err(|e| e.to_string())?;
    m.load_state(bytes)?;
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope_isa::StepOutcome;

    /// A kernel of `groups` workgroups of two waves: each wave adds its lane id to v2 in a loop
    /// through LDS (and on gfx950 a matrix instruction), then stores v4 to buffer `out`.
    fn kernel(arch: &str, groups: u32) -> Snippet {
        let mfma = match arch {
            "gfx950" => "\tv_mfma_f32_16x16x16_f16 a[0:3], v[2:3], v[4:5], a[0:3]\n",
            _ => "",
        };
        let accum = match arch {
            "gfx950" => "\t\t.amdhsa_accum_offset 8\n",
            _ => "",
        };
        let source = format!(
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n\
             \ts_load_dwordx2 s[2:3], s[0:1], 0x0\n\ts_mov_b32 s4, 30\n\tv_lshlrev_b32 v1, 2, v0\n.Ll:\n\
             \tv_add_u32 v2, v2, v0\n{mfma}\tds_write_b32 v1, v2\n\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\
             \tds_read_b32 v3, v1 offset:4\n\ts_waitcnt lgkmcnt(0)\n\tv_add_u32 v4, v4, v3\n\
             \ts_sub_u32 s4, s4, 1\n\ts_cmp_lg_u32 s4, 0\n\ts_cbranch_scc1 .Ll\n\
             \ts_waitcnt lgkmcnt(0)\n\tglobal_store_dword v1, v4, s[2:3]\n\ts_endpgm\n.Lk_end:\n\t.size k, .Lk_end-k\n\n\
             \t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 24\n\t\t.amdhsa_next_free_sgpr 8\n\
             \t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_group_segment_fixed_size 1024\n{accum}\
             \t.end_amdhsa_kernel\n"
        );
        let toml = format!(
            "arch = \"{arch}\"\nsource = '''\n{source}'''\n[launch]\nkernel = \"k\"\ngrid = [{}, 1, 1]\nblock = [128, 1, 1]\n\
             [[buffers]]\nname = \"out\"\ntype = \"u32\"\ndata = {{ fill = 0, count = 256 }}\n[[args]]\nbuffer = \"out\"\n",
            128 * groups
        );
        Snippet::from_toml(&toml).unwrap()
    }

    fn build(s: &Snippet) -> Box<dyn Rewind> {
        s.target().unwrap().build(s, &s.source).unwrap()
    }

    #[test]
    fn a_resumed_kernel_ends_bit_identical() {
        for arch in ["gfx900", "gfx950"] {
            let s = kernel(arch, 3);
            let mut a = build(&s);
            assert_eq!(a.run(700), StepOutcome::BudgetExhausted, "{arch}");
            assert!(a.wave_info(2).is_some(), "{arch}: the second workgroup has started");
            let mut b = resume(&s, &s.source, &a.save_state()).unwrap();
            assert_eq!(b.save_state(), a.save_state(), "{arch}");
            assert_eq!(a.run(1_000_000), StepOutcome::Ended, "{arch}");
            assert_eq!(b.run(1_000_000), StepOutcome::Ended, "{arch}");
            assert_eq!(b.steps(), a.steps());
            assert_eq!(b.save_state(), a.save_state(), "{arch}: the whole state at the end");
            let out = b.buffer("out").unwrap();
            // Lane 1 of every wave: v4 = sum over the rounds of lane 2's v2 = 2 * (1 + … + 30).
            assert_eq!(out[4..8], 930u32.to_le_bytes(), "{arch}");
        }
    }

    /// Bytes of `m`'s state cut short or with bytes changed: refused (the machine unchanged)
    /// or, when they pass the checks, a machine that runs; never a panic.
    fn corrupt_bytes_never_panic(s: &Snippet, m: &dyn Rewind) {
        let bytes = m.save_state();
        let mut fresh = build(s);
        let before = fresh.save_state();
        for n in (0..bytes.len()).step_by(1 + bytes.len() / 300) {
            assert!(fresh.load_state(&bytes[..n]).is_err(), "{n} bytes");
        }
        assert_eq!(fresh.save_state(), before, "a refused load changes nothing");
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..100 {
            let mut c = bytes.clone();
            for _ in 0..3 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let i = (seed >> 20) as usize % c.len();
                c[i] ^= (seed >> 8) as u8 | 1;
            }
            let mut t = build(s);
            match t.load_state(&c) {
                Ok(()) => {
                    t.run(2000);
                }
                Err(_) => assert_eq!(t.save_state(), before),
            }
        }
    }

    /// Every R700 gallery example with loops, LDS or a scatter buffer: resumed after any of 40
    /// step counts through the run, it ends as the run that was never interrupted.
    #[test]
    fn a_resumed_r700_wavefront_ends_bit_identical_from_any_step() {
        let examples = [
            include_str!("../../../web/gallery/r700_loop_break.toml"),
            include_str!("../../../web/gallery/r700_loop_continue.toml"),
            include_str!("../../../web/gallery/r700_lds.toml"),
            include_str!("../../../web/gallery/r700_compute.toml"),
        ];
        for toml in examples {
            let s = Snippet::from_toml(toml).unwrap();
            let mut whole = build(&s);
            assert_eq!(whole.run(100_000), StepOutcome::Ended);
            let end = whole.save_state();
            for k in (0..whole.steps()).step_by(1 + whole.steps() as usize / 40) {
                let mut a = build(&s);
                a.run(k);
                let mut b = resume(&s, &s.source, &a.save_state()).unwrap();
                assert_eq!(b.save_state(), a.save_state(), "after {k} steps");
                assert_eq!(b.run(100_000), StepOutcome::Ended);
                assert_eq!(b.save_state(), end, "resumed after {k} steps");
            }
            let mut half = build(&s);
            half.run(whole.steps() / 2);
            corrupt_bytes_never_panic(&s, half.as_ref());
        }
    }

    #[test]
    fn corrupt_kernel_state_never_panics() {
        let s = kernel("gfx950", 2);
        let mut m = build(&s);
        m.run(300);
        corrupt_bytes_never_panic(&s, m.as_ref());
    }

    #[test]
    fn another_launch_of_the_same_source_is_refused() {
        let (a, b) = (kernel("gfx950", 3), kernel("gfx950", 2));
        let bytes = build(&a).save_state();
        let e = resume(&b, &b.source, &bytes).err().unwrap();
        assert!(e.contains("another program"), "{e}");
    }
}
