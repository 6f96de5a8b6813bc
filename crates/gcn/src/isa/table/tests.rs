use super::*;

#[test]
fn rows_are_in_op_order_and_named() {
    for (i, r) in TABLE.iter().enumerate() {
        assert_eq!(r.op as usize, i);
        let arch = Arch::ALL.into_iter().find(|&a| r.opcode_on(a).is_some()).unwrap();
        assert_eq!(Op::from_name_on(r.name, arch), Some(r.op));
        assert_eq!(Op::from_name_on(&r.name.to_ascii_uppercase(), arch), Some(r.op));
        assert!(Op::from_name(r.name).is_some());
    }
    assert_eq!(Op::from_name("v_add_f33"), None);
}

/// The name-derived flags, each with the mnemonic rule it stands for: a row has the flag
/// exactly when its name matches (semantics read the flag, never the name).
#[test]
fn name_flags_follow_their_rules() {
    const TRANS_NAMES: [&str; 27] = [
        "v_exp_f32",
        "v_log_f32",
        "v_rcp_f32",
        "v_rcp_iflag_f32",
        "v_rsq_f32",
        "v_rcp_f64",
        "v_rsq_f64",
        "v_sqrt_f32",
        "v_sqrt_f64",
        "v_sin_f32",
        "v_cos_f32",
        "v_rcp_f16",
        "v_sqrt_f16",
        "v_rsq_f16",
        "v_log_f16",
        "v_exp_f16",
        "v_sin_f16",
        "v_cos_f16",
        "v_exp_legacy_f32",
        "v_log_legacy_f32",
        "v_rcp_clamp_f32",
        "v_rsq_clamp_f32",
        "v_log_clamp_f32",
        "v_rcp_clamp_f64",
        "v_rsq_clamp_f64",
        "v_rcp_legacy_f32",
        "v_rsq_legacy_f32",
    ];
    type Rule = fn(&Row) -> bool;
    let rules: [(u64, Rule, usize); 8] = [
        (flags::TRANS, |r| TRANS_NAMES.contains(&r.name), 27),
        (
            flags::CMPX,
            |r| r.name.starts_with("v_cmpx") || r.name.starts_with("v_cmpsx"),
            131,
        ),
        (flags::DOT, |r| r.name.starts_with("v_dot"), 13),
        (
            flags::LDS_DMA,
            |r| r.name.contains("_lds_") || r.name.ends_with("_lds"),
            13,
        ),
        (
            flags::CLASS_MASK,
            |r| r.format == Format::Vopc && r.name.contains("_class_"),
            6,
        ),
        (
            flags::SDST_READ,
            |r| r.name.starts_with("s_setreg") || r.name.starts_with("s_cmpk_"),
            14,
        ),
        (flags::INTERP, |r| r.name.starts_with("v_interp"), 7),
        (flags::SMEM_SCRATCH, |r| r.name.starts_with("s_scratch_"), 6),
    ];
    for (flag, rule, count) in rules {
        for r in TABLE {
            assert_eq!(r.has(flag), rule(r), "{} flag {flag:#x}", r.name);
        }
        assert_eq!(TABLE.iter().filter(|r| r.has(flag)).count(), count, "flag {flag:#x}");
    }
}

/// The rows the semantics name by `Op` stand for these name rules.
#[test]
fn op_lists_follow_their_rules() {
    use alloc::vec::Vec;
    let names = |pred: fn(&str) -> bool| -> Vec<&str> { TABLE.iter().map(|r| r.name).filter(|n| pred(n)).collect() };
    assert_eq!(
        names(|n| n.starts_with("v_permlane")),
        ["v_permlane16_swap_b32", "v_permlane32_swap_b32"]
    );
    assert_eq!(
        names(|n| n.starts_with("s_setreg")),
        ["s_setreg_b32", "s_setreg_imm32_b32"]
    );
    assert_eq!(
        names(|n| n.starts_with("v_div_fmas")),
        ["v_div_fmas_f32", "v_div_fmas_f64"]
    );
    assert_eq!(names(|n| n.starts_with("s_sendmsg")), ["s_sendmsg", "s_sendmsghalt"]);
    assert_eq!(
        names(|n| n.contains("addtid")),
        ["ds_write_addtid_b32", "ds_read_addtid_b32"]
    );
    assert_eq!(names(|n| n.starts_with("v_madmk")), ["v_madmk_f32", "v_madmk_f16"]);
    assert_eq!(
        names(|n| n.starts_with("s_movrel")),
        ["s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64"]
    );
    let smem = |pred: fn(&str) -> bool| -> Vec<&str> {
        TABLE
            .iter()
            .filter(|r| r.format == Format::Smem && pred(r.name))
            .map(|r| r.name)
            .collect()
    };
    assert_eq!(
        smem(|n| n.contains("cmpswap")),
        [
            "s_buffer_atomic_cmpswap",
            "s_buffer_atomic_cmpswap_x2",
            "s_atomic_cmpswap",
            "s_atomic_cmpswap_x2"
        ]
    );
    // An unconditional jump: a branch other than `s_cbranch_*` and `s_call_b64`.
    let jumps: Vec<&str> = TABLE
        .iter()
        .filter(|r| r.has(flags::BRANCH) && !r.name.starts_with("s_cbranch") && r.name != "s_call_b64")
        .map(|r| r.name)
        .collect();
    assert_eq!(jumps, ["s_branch"]);
    // The only SMEM cache op counted twice (the other `_x2` rows are atomics).
    let cache_x2: Vec<&str> = TABLE
        .iter()
        .filter(|r| r.format == Format::Smem && r.name.ends_with("_x2") && !r.name.contains("atomic"))
        .map(|r| r.name)
        .collect();
    assert_eq!(cache_x2, ["s_dcache_discard_x2"]);
}

/// The address classes, from the per-opcode match they replaced (checked equal on every
/// row when the classes were introduced).
#[test]
fn mimg_address_classes() {
    assert_eq!(mimg_address_widths(Op::image_load), (1, 0xf));
    assert_eq!(mimg_address_widths(Op::image_gather4_lz_o), (2, 0xe));
    assert_eq!(mimg_address_widths(Op::image_sample_d), (2, 0x1fe));
    assert_eq!(mimg_address_widths(Op::image_sample_c_d_cl_o), (4, 0xff8));
    assert_eq!(mimg_address_widths(Op::v_add_f32), (1, 1));
    assert_eq!(TABLE.iter().filter(|r| r.flags & flags::MIMG_ADDR != 0).count(), 94);
    assert!(TABLE
        .iter()
        .all(|r| r.flags & flags::MIMG_ADDR == 0 || r.format == Format::Mimg));
}

#[test]
fn lookup_includes_vop3_forms() {
    assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x101), Some(Op::v_add_f32));
    assert_eq!(lookup(Arch::Gfx950, Format::Vop3a, 0x141), Some(Op::v_mov_b32));
    assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x44), Some(Op::v_cmp_gt_f32));
    assert_eq!(lookup(Arch::Gfx900, Format::Vop3a, 0x1cb), Some(Op::v_fma_f32));
    assert_eq!(lookup(Arch::Gfx900, Format::Vop2, 63), None);
    assert_eq!(lookup(Arch::Gfx900, Format::Sopk, 999), None);
}

#[test]
fn seed_lines_point_at_the_instruction() {
    // tests/seed_lines.rs checks each line against the seed text; here every row has one
    // (0 where a seed does not describe the instruction: gfx950-only rows in seed 000, and
    // the gfx900 leftovers, ATC probes and GWS operations CDNA4's document omits).
    let undocumented_in_cdna4 = [
        "s_rfe_restore_b64",
        "s_endpgm_ordered_ps_done",
        "v_screen_partition_4se_b32",
        "v_exp_legacy_f32",
        "v_log_legacy_f32",
        "s_atc_probe",
        "s_atc_probe_buffer",
        "ds_gws_sema_release_all",
        "ds_gws_init",
        "ds_gws_sema_v",
        "ds_gws_sema_br",
        "ds_gws_sema_p",
        "ds_gws_barrier",
        // CDNA4's document names these V_MAD_MIX*; llvm-mc calls them v_fma_mix*.
        "v_fma_mix_f32",
        "v_fma_mixlo_f16",
        "v_fma_mixhi_f16",
        // CDNA4 names these V_ACCVGPR_READ/WRITE (lines 17892, 17899); the MFMA scale forms
        // and their load-scale prefix have no entry of their own (lines 3300-3373).
        "v_accvgpr_read_b32",
        "v_accvgpr_write_b32",
        "v_mfma_ld_scale_b32",
        "v_mfma_scale_f32_16x16x128_f8f6f4",
        "v_mfma_scale_f32_32x32x64_f8f6f4",
    ];
    for r in TABLE {
        let listed = undocumented_in_cdna4.contains(&r.name);
        let (d900, d950) = (r.doc_line_on(Arch::Gfx900), r.doc_line_on(Arch::Gfx950));
        // Rows of the older targets only (GCN 1.0/1.1's v_cmps*, …) are in neither seed.
        let older_only = r.opcode_on(Arch::Gfx900).is_none() && r.opcode_on(Arch::Gfx950).is_none();
        assert!(d900 > 0 || d950 > 0 || listed || older_only, "{}", r.name);
        if r.opcode_on(Arch::Gfx900).is_some() {
            assert!(d900 > 0, "{}", r.name);
        }
        if r.opcode_on(Arch::Gfx950).is_some() && !listed {
            assert!(d950 > 0, "{}", r.name);
        }
        for a in Arch::ALL {
            assert!(
                r.opcode_on(a).is_some() || r.doc_line_on(a) == 0,
                "{} {}",
                r.name,
                a.name()
            );
        }
    }
}

/// The GCN 1.2 rule flags sit outside the MIMG address class field and on their rows only.
#[test]
fn gcn12_rule_flags() {
    assert_eq!((flags::MOVREL_DST | flags::CLAMP_GFX9) & flags::MIMG_ADDR, 0);
    let with = |f: u64| {
        TABLE
            .iter()
            .filter(|r| r.has(f))
            .map(|r| r.name)
            .collect::<alloc::vec::Vec<_>>()
    };
    assert_eq!(with(flags::MOVREL_DST), ["v_movreld_b32"]);
    assert_eq!(with(flags::CLAMP_GFX9), ["v_alignbit_b32", "v_alignbyte_b32"]);
}
