//! Hostile launches (issue 13): workgroup counts that overflow, kernarg sizes and metadata
//! offsets of gigabytes, and clang's wide kernarg loads past `.amdhsa_kernarg_size`
//! (issue 12): each is an error naming the limit, or runs, never a panic or a huge allocation.

use lanescope_gcn::syntax::assemble;
use lanescope_gcn::{Arch, GcnMachine, KernArg};
use lanescope_isa::{Fault, Machine, StepOutcome};

mod common;
use common::kernel;

fn try_launch(src: &str, grid: [u32; 3], block: [u32; 3], args: Vec<KernArg>) -> Result<GcnMachine, String> {
    common::run::try_launch(Arch::Gfx900, src, grid, block, args)
}

#[test]
fn workgroup_count_overflow_is_an_error() {
    // 2^22 * 2^21 * 2^21 workgroups = 2^64: the product wrapped to 0 and indexing panicked.
    let src = kernel(Arch::Gfx900, "\ts_endpgm", "", "");
    let e = try_launch(&src, [4194304, 2097152, 2097152], [1, 1, 1], vec![]).unwrap_err();
    assert!(e.contains("workgroups") && e.contains("at most"), "{e}");
}

#[test]
fn kernarg_size_budget() {
    let src = kernel(Arch::Gfx900, "\ts_endpgm", "\t.amdhsa_kernarg_size 4294967295\n", "");
    let e = try_launch(&src, [1, 1, 1], [1, 1, 1], vec![]).unwrap_err();
    assert!(e.contains(".amdhsa_kernarg_size") && e.contains("64 KiB"), "{e}");
}

const META: &str = "\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n      - .offset:         OFF\n        .size:           4\n        .value_kind:     by_value\n    .kernarg_segment_size: SIZE\n    .name:           k\namdhsa.version:\n  - 1\n  - 2\n...\n\t.end_amdgpu_metadata\n";

#[test]
fn metadata_offsets_budget() {
    for (off, size, what) in [
        ("1000000000", "8", "argument 1"),
        ("0", "4294967295", ".kernarg_segment_size"),
    ] {
        let meta = META.replace("OFF", off).replace("SIZE", size);
        let src = kernel(Arch::Gfx900, "\ts_endpgm", "", &meta);
        let e = try_launch(&src, [1, 1, 1], [1, 1, 1], vec![KernArg::Value(vec![1, 0, 0, 0])]).unwrap_err();
        assert!(e.contains(what) && e.contains("budget"), "{e}");
    }
}

#[test]
fn wide_kernarg_loads_past_the_size_read_padding() {
    // clang loads the last arguments with s_load_dwordx8 even when they end before the load
    // does; the ROCm runtime's kernarg block is padded, so this reads zeros, not a fault.
    let body = "\ts_load_dwordx8 s[8:15], s[4:5], 0x18\n\ts_load_dwordx4 s[16:19], s[4:5], 0x20\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm";
    let fields = "\t.amdhsa_user_sgpr_private_segment_buffer 1\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 36\n";
    let src = kernel(Arch::Gfx900, body, fields, "");
    let args = vec![
        KernArg::Value(vec![0; 24]),
        KernArg::Value(vec![7, 0, 0, 0, 9, 0, 0, 0]),
        KernArg::Value(vec![5, 0, 0, 0]),
    ];
    let mut m = try_launch(&src, [1, 1, 1], [1, 1, 1], args).unwrap();
    assert_eq!(m.run(100), StepOutcome::Ended);
    let s = &m.wave_state(0).unwrap().sgpr;
    assert_eq!(&s[8..16], &[7, 9, 5, 0, 0, 0, 0, 0]);
    assert_eq!(&s[16..20], &[5, 0, 0, 0]);
}

#[test]
fn message_log_is_bounded() {
    // s_sendmsg in a loop kept every message (786 MB after a long run): the first 1000 stay,
    // the rest are counted.
    let p = assemble(Arch::Gfx900, "s_mov_b32 s0, 5000\nl: s_sendmsg sendmsg(MSG_INTERRUPT)\ns_sub_u32 s0, s0, 1\ns_cmp_eq_u32 s0, 0\ns_cbranch_scc0 l\ns_endpgm").unwrap();
    let mut m = GcnMachine::bare(p);
    assert_eq!(m.run(100_000), StepOutcome::Ended);
    let msgs = m.messages();
    assert_eq!(msgs.len(), 1001);
    assert_eq!(
        msgs[1000].text,
        "… and 4000 more messages (only the first 1000 are kept)"
    );
}

/// The fault `src` ends with on gfx900 within 100 steps.
fn fault(src: &str) -> Fault {
    let mut m = GcnMachine::bare(assemble(Arch::Gfx900, src).unwrap());
    let StepOutcome::Faulted(f) = m.run(100) else {
        panic!("no fault")
    };
    f
}

#[test]
fn jumping_between_instructions_names_the_jump() {
    // s_setpc_b64 past the end, then into the middle of an instruction: the fault is at the
    // s_setpc_b64 that jumped (pc 0xc, after an 8-byte and a 4-byte s_mov_b32).
    let f = fault("s_mov_b32 s0, 0x12345678\ns_mov_b32 s1, 0\ns_setpc_b64 s[0:1]\ns_endpgm");
    assert_eq!(f.pc, 0xc, "{f}");
    assert!(
        f.message.contains("0x12345678") && f.message.contains("past the end"),
        "{f}"
    );
    let f = fault("s_mov_b32 s0, 2\ns_mov_b32 s1, 0\ns_setpc_b64 s[0:1]\ns_endpgm");
    assert!(f.message.contains("0x2, not at an instruction boundary"), "{f}");
}
