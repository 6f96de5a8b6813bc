//! The architectures this crate models, and what sets them apart: each difference is a
//! capability method here (named after the fact, citing its seed line or LLVM feature), never a
//! comparison of names elsewhere (`tests/arch_capabilities.rs`).

use super::format::Format;

/// A GCN-family target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    /// Tahiti / Southern Islands, GCN 1.0 (seed 004 for DS).
    Gfx600,
    /// Hawaii / Kaveri / Sea Islands, GCN 1.1 (seed 004 for DS).
    Gfx700,
    /// Polaris / Fiji / Volcanic Islands, GCN 1.2 (seed 002 for SDWA/DPP, seed 004 for DS).
    Gfx803,
    /// Vega / GCN5 (seed 000).
    Gfx900,
    /// CDNA4, Instinct MI350 series (seed 001).
    Gfx950,
}

/// A target's names and numeric facts: one row of [`PROFILES`] (the methods of [`Arch`] that
/// read a field cite where its values come from; the yes/no capabilities are methods).
#[derive(Clone, Copy)]
struct Profile {
    /// [`Arch::name`].
    name: &'static str,
    /// [`Arch::description`].
    description: &'static str,
    /// [`Arch::sgpr_count`].
    sgprs: usize,
    /// [`Arch::agpr_count`].
    agprs: usize,
    /// [`Arch::lds_banks`].
    lds_banks: usize,
    /// [`Arch::lds_bytes`], in KiB.
    lds_kib: usize,
    /// [`Arch::lds_dma_m0_mask`] of global and of buffer loads.
    lds_dma_m0_masks: [u32; 2],
    /// [`Arch::flat_scratch_code`].
    flat_scratch_code: Option<u16>,
    /// [`Arch::wide_store_data_hazard`]: wait states and seed line.
    wide_store_data_hazard: (u32, u32),
}

/// Every target's [`Profile`], in [`Arch::ALL`] order: one row a target.
#[rustfmt::skip]
const PROFILES: [Profile; Arch::ALL.len()] = [
    Profile {
        name: "gfx600", description: "gfx600 (Tahiti, GCN 1.0)",
        sgprs: 104, agprs: 0, lds_banks: 32, lds_kib: 32, lds_dma_m0_masks: [0xffff, 0xffff],
        flat_scratch_code: None, wide_store_data_hazard: (0, 644),
    },
    Profile {
        name: "gfx700", description: "gfx700 (Hawaii/Kaveri, GCN 1.1)",
        sgprs: 104, agprs: 0, lds_banks: 32, lds_kib: 64, lds_dma_m0_masks: [0xffff, 0xffff],
        flat_scratch_code: Some(104), wide_store_data_hazard: (1, 644),
    },
    Profile {
        name: "gfx803", description: "gfx803 (Polaris/Fiji, GCN 1.2)",
        sgprs: 102, agprs: 0, lds_banks: 32, lds_kib: 64, lds_dma_m0_masks: [0xffff, 0xffff],
        flat_scratch_code: Some(102), wide_store_data_hazard: (1, 644),
    },
    Profile {
        name: "gfx900", description: "gfx900 (Vega, GCN5)",
        sgprs: 102, agprs: 0, lds_banks: 32, lds_kib: 64, lds_dma_m0_masks: [0xffff, 0xffff],
        flat_scratch_code: Some(102), wide_store_data_hazard: (1, 644),
    },
    Profile {
        name: "gfx950", description: "gfx950 (CDNA4, MI350)",
        sgprs: 102, agprs: 256, lds_banks: 64, lds_kib: 160, lds_dma_m0_masks: [0x3fffc, 0x3ffff],
        flat_scratch_code: Some(102), wide_store_data_hazard: (2, 1345),
    },
];

impl Arch {
    /// Every architecture, oldest first (the order of per-architecture tables; menus put
    /// [`Arch::DEFAULT`] first).
    pub const ALL: [Arch; 5] = [Arch::Gfx600, Arch::Gfx700, Arch::Gfx803, Arch::Gfx900, Arch::Gfx950];

    /// The architecture a new session starts on.
    pub const DEFAULT: Arch = Arch::Gfx900;

    /// LLVM's processor name.
    pub const fn name(self) -> &'static str {
        self.profile().name
    }

    /// A longer human name for menus.
    pub const fn description(self) -> &'static str {
        self.profile().description
    }

    /// The target's row of [`PROFILES`].
    const fn profile(self) -> Profile {
        PROFILES[self.index()]
    }

    /// Index into per-architecture tables (opcode columns, decode indices).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The architecture called `name`: LLVM names (gfx701/gfx702/gfx704 assemble exactly as
    /// gfx700 in llvm-mc 22, `tests/golden/inventory/README.md`; gfx802/gfx810 are other
    /// Volcanic Islands chips: not aliases) and the marketing aliases, case-insensitive.
    pub fn from_name(name: &str) -> Option<Arch> {
        const ALIASES: [(&str, Arch); 23] = [
            ("gfx600", Arch::Gfx600),
            ("tahiti", Arch::Gfx600),
            ("gfx700", Arch::Gfx700),
            ("gfx701", Arch::Gfx700),
            ("gfx702", Arch::Gfx700),
            ("gfx704", Arch::Gfx700),
            ("hawaii", Arch::Gfx700),
            ("kaveri", Arch::Gfx700),
            ("gfx803", Arch::Gfx803),
            ("polaris10", Arch::Gfx803),
            ("polaris11", Arch::Gfx803),
            ("fiji", Arch::Gfx803),
            ("gcn3", Arch::Gfx803),
            ("gfx900", Arch::Gfx900),
            ("vega", Arch::Gfx900),
            ("vega10", Arch::Gfx900),
            ("gcn5", Arch::Gfx900),
            ("mi25", Arch::Gfx900),
            ("gfx950", Arch::Gfx950),
            ("cdna4", Arch::Gfx950),
            ("mi350", Arch::Gfx950),
            ("mi350x", Arch::Gfx950),
            ("mi355x", Arch::Gfx950),
        ];
        ALIASES
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, a)| a)
    }

    /// Highest addressable SGPR number plus one: s0..s101 from GCN 1.2 on, s0..s103 on GCN
    /// 1.0/1.1 (LLVM `getAddressableNumSGPRs`).
    pub const fn sgpr_count(self) -> usize {
        self.profile().sgprs
    }

    /// Architectural VGPRs per lane.
    pub const fn vgpr_count(self) -> usize {
        256
    }

    /// Accumulation VGPRs (AGPRs) per lane: 256 on gfx950 (seed 001 L919-L928), none on the
    /// GCN targets.
    pub const fn agpr_count(self) -> usize {
        self.profile().agprs
    }

    // ---- Encoding layouts: how the target lays out a format family (a row's `Format`).

    /// The VOP3 (`_e64`) opcode of a VOP1/VOP2/VOPC/VINTRP opcode `op`. GCN 1.2 on use GFX9's
    /// offsets ([`Format::vop3_opcode`]: VOPC +0, VOP2 +0x100, VOP1 +0x140, VINTRP +0x270);
    /// GCN 1.0/1.1 (gfx600/gfx700) place VOP1 at +0x180 and have no VOP3 interpolation (llvm-mc
    /// 22 `-mcpu=gfx700`: `v_mov_b32_e64` is VOP3 0x181, `tests/golden/inventory/gfx700.tsv`).
    pub const fn vop3_opcode(self, format: Format, op: u16) -> Option<u16> {
        match format {
            Format::Vop1 if !self.has_vi_vop3() => Some(op + 0x180),
            Format::Vintrp if !self.has_vi_vop3() => None,
            _ => format.vop3_opcode(op),
        }
    }

    // ---- Capabilities: every per-target difference outside the opcode maps is asked here,
    // by the fact, never by comparing architecture names. A new target answers each one.

    /// Whether the target has AGPRs, usable as memory data (DS/FLAT/MUBUF ACC bit) and MFMA
    /// operands (seed 001 L919-L928; LLVM FeatureGFX90AInsts).
    pub const fn has_agprs(self) -> bool {
        self.agpr_count() > 0
    }

    /// Whether VGPRs and AGPRs share one unified register file split by `accum_offset`, with
    /// the gfx90a kernel-descriptor fields (`accum_offset`, `tg_split`; LLVM FeatureGFX90AInsts).
    pub const fn has_unified_vgpr_file(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether VGPR/AGPR tuples of 64 bits or more must start at an even register (LLVM
    /// FeatureGFX90AInsts: llvm-mc 22 prints odd ones `/*Invalid register*/`).
    pub const fn aligned_vgpr_tuples(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether the target has matrix cores (MFMA/SMFMAC, seed 001 "Matrix Arithmetic"; LLVM
    /// FeatureMAIInsts).
    pub const fn has_mfma(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether `lds_direct` is an operand (seed 000 "LDS_DIRECT", source code 254); with it the
    /// interpolation instructions read LDS through M0. llvm-mc 22 refuses `lds_direct` on gfx950
    /// ("lds_direct is not supported on this GPU") and takes it on gfx600-gfx900.
    pub const fn has_lds_direct(self) -> bool {
        !matches!(self, Arch::Gfx950)
    }

    /// Whether DS instructions take `gds` (global data share, seed 000 "GDS"); gfx950 keeps the
    /// bit only for the GWS rows (llvm-mc 22: "gds modifier is not supported on this GPU");
    /// gfx600-gfx900 take it.
    pub const fn has_gds(self) -> bool {
        !matches!(self, Arch::Gfx950)
    }

    /// Whether MUBUF/MTBUF bit 55 is TFE (seed 000 MUBUF "TFE"); on gfx90a-class targets it is
    /// ACC, the AGPR-data bit (seed 001 MUBUF "ACC").
    pub const fn has_buffer_tfe(self) -> bool {
        !self.has_agprs()
    }

    /// Whether `buffer_load_dwordx3/x4` have an LDS form, and every no-VDATA load is one
    /// (seed 001 "LDS DMA" loads; LLVM FeatureGFX950Insts).
    pub const fn has_wide_buffer_lds_loads(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether the memory cache-policy bits are `sc0`/`sc1`/`nt` (seed 001 "Memory Scope";
    /// LLVM FeatureGFX940Insts) rather than `glc`/`slc`.
    pub const fn has_sc_nt_cache_bits(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether FLAT bit 13 is scratch's SVE (a VGPR address is present, seed 001 "SVE"; LLVM
    /// FeatureFlatScratchSVSMode on gfx940) rather than gfx900's LDS bit (`global_load_lds_*`).
    pub const fn has_flat_scratch_sve(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether FLAT bit 13 is the LDS bit of gfx900's `global_load_lds_*`/`scratch_load_lds_*`
    /// (seed 000 FLAT "LDS"); where it is scratch's SVE there is no such bit.
    pub const fn has_flat_lds_bit(self) -> bool {
        !self.has_flat_scratch_sve()
    }

    /// Whether the kernel's scratch is architected (LLVM FeatureArchitectedFlatScratch): no
    /// private segment buffer, flat scratch init or scratch wave offset user/system SGPRs.
    pub const fn has_architected_flat_scratch(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether a wave's work-item IDs arrive packed in v0 (x, y, z in 10-bit fields; LLVM
    /// FeaturePackedTID) rather than one per VGPR in v0-v2.
    pub const fn packed_workitem_ids(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether DPP reads 64-bit operands (seed 001 "DP ALU DPP"; LLVM FeatureDPALU_DPP), with
    /// `row_newbcast` as their only control.
    pub const fn has_dpp_64bit(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether DPP_CTRL 0x150-0x15f is `row_newbcast` (seed 001 DPP_CTRL table; llvm-mc 22:
    /// "not supported on ASICs earlier than GFX90A").
    pub const fn has_dpp_row_newbcast(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether `ds_swizzle_b32` has the FFT (offset ≥ 0xe000) and rotate (≥ 0xc000) modes
    /// (seed 001 lines 29409-29567); gfx900 has quad permute and bit masks only (seed 000
    /// line 6371).
    pub const fn has_ds_swizzle_fft_rotate(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether the assembler's syntax has `ds_swizzle_b32`'s `swizzle(FFT,…)` and
    /// `swizzle(ROTATE,…)` and the disassembler prints them (llvm-mc 22 from GFX9 on; gfx803:
    /// "FFT mode swizzle not supported on this GPU", printed as `offset:N`).
    pub const fn has_swizzle_fft_rotate_syntax(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether `sendmsg` names messages 5-10 (`MSG_STALL_WAVE_GEN` … `MSG_GET_DOORBELL`;
    /// llvm-mc 22 from GFX9 on; gfx803: "specified message id is not supported on this GPU",
    /// printed as `sendmsg(5, 0, 0)`).
    pub const fn has_gfx9_messages(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether `sendmsg` names message 4, `MSG_SAVEWAVE` (llvm-mc 22 from GCN 1.2 on; gfx600/gfx700:
    /// "specified message id is not supported on this GPU", printed as `sendmsg(4, 0, 0)`).
    pub const fn has_savewave_message(self) -> bool {
        self.has_vi_vop3()
    }

    /// Whether the hardware registers `HW_REG_XCC_ID` (20) and `HW_REG_SQ_PERF_SNAPSHOT_*`
    /// (21-24) exist (seed 001 S_GETREG table; LLVM FeatureGFX940Insts).
    pub const fn has_xcc_hwregs(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether the scalar memory instructions are GCN 1.2's SMEM (64-bit, 20-bit byte offset;
    /// LLVM FeatureGFX8Insts) rather than GCN 1.0/1.1's 32-bit SMRD (8-bit dword offset).
    pub const fn has_smem(self) -> bool {
        !matches!(self, Arch::Gfx600 | Arch::Gfx700)
    }

    /// Whether SMEM has gfx900's SOE (bit 14: SGPR offset besides the immediate) and NV (bit
    /// 15) bits; GCN 1.2 has neither (llvm-mc 22 `-mcpu=gfx803`).
    pub const fn has_smem_soe_nv(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// Whether the SMEM immediate offset of the non-buffer instructions is 21-bit signed
    /// (LLVM FeatureGFX9Insts); GCN 1.2's is 20-bit unsigned everywhere (llvm-mc 22
    /// `-mcpu=gfx803`: "expected a 20-bit unsigned offset").
    pub const fn has_smem_signed_offset(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// Whether the trap base/memory address registers `tba`/`tma` are scalar operands (codes
    /// 108-111; llvm-mc 22: "tba_lo register not available on this GPU" on gfx900).
    pub const fn has_tba_tma_regs(self) -> bool {
        matches!(self, Arch::Gfx600 | Arch::Gfx700 | Arch::Gfx803)
    }

    /// Whether VOP3 has OP_SEL (bits 14:11, the 16-bit halves; LLVM FeatureGFX9Insts); GCN
    /// 1.2's VOP3 has no such field (llvm-mc 22 `-mcpu=gfx803`: "not a valid operand.").
    pub const fn has_vop3_op_sel(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// The largest `s_waitcnt` VM_CNT: 63 from GFX9 on (SIMM16\[15:14,3:0\], seed 000 line
    /// 4220), 15 before (SIMM16\[3:0\] only; llvm-mc 22 `-mcpu=gfx803` encodes `lgkmcnt(0)` as
    /// 0x007f).
    pub const fn vmcnt_max(self) -> u16 {
        if self.has_vop3_op_sel() {
            63
        } else {
            15
        }
    }

    /// Whether FLAT has gfx900's segments (`global_`, `scratch_`) and a 13-bit instruction
    /// offset (LLVM FeatureFlatInstOffsets, FeatureFlatGlobalInsts); GCN 1.1/1.2 FLAT has
    /// neither (llvm-mc 22: "flat offset modifier is not supported on this GPU").
    pub const fn has_flat_segments(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// Whether SDWA is GFX9's (seed 000 "SDWA": SGPR/constant sources through S0/S1 bits, a
    /// VOPC SDWA SDST, OMOD); GCN 1.2's SDWA (seed 002 L8-L24) takes VGPR sources only and a
    /// VOPC SDWA writes VCC.
    pub const fn has_sdwa_gfx9(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// Whether the VOP1/VOP2/VOPC SDWA and DPP encodings exist at all (seed 002 L3: new in
    /// GCN 1.2).
    pub const fn has_sdwa_dpp(self) -> bool {
        !matches!(self, Arch::Gfx600 | Arch::Gfx700)
    }

    /// Whether VOP3 is GCN 1.2's layout (opcode \[25:16\], clamp bit 15; LLVM
    /// FeatureGFX8Insts) rather than GCN 1.0/1.1's (opcode \[25:17\], clamp bit 11).
    pub const fn has_vi_vop3(self) -> bool {
        !matches!(self, Arch::Gfx600 | Arch::Gfx700)
    }

    /// Whether VOP3 OMOD is ignored when output denormals are enabled or MODE.IEEE is set, and
    /// a -0 result becomes +0 (seed 001's OMOD rule); gfx900 always applies it.
    pub const fn omod_gated_by_mode(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Whether the `v_mad_mix`/`v_fma_mix` f32 result is fused (seed 001 line 2340); unfused on
    /// gfx900.
    pub const fn fused_mix(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// LDS banks (seed 000: 32; seed 001 "LDS" : 64; 32 on every GCN generation before),
    /// for the bank-conflict report.
    pub const fn lds_banks(self) -> usize {
        self.profile().lds_banks
    }

    /// Largest LDS allocation of a workgroup in bytes: 32 KiB on gfx600 (LLVM
    /// FeatureLocalMemorySize32768 for Southern Islands), 64 KiB on gfx700-gfx900 (seed 000),
    /// 160 KiB on gfx950 (seed 001 line 5325).
    pub const fn lds_bytes(self) -> usize {
        self.profile().lds_kib * 1024
    }

    /// The M0 bits giving an LDS-DMA load's LDS address: gfx900 M0\[15:0\] in bytes (seed 000
    /// line 2499); gfx950 M0\[17:2\] * 4 for global loads (seed 001 line 5214) and M0\[17:0\] for
    /// buffer loads (seed 001 line 4766).
    /// The GCN generations before gfx900 take gfx900's M0\[15:0\] (their MUBUF `lds` loads).
    pub const fn lds_dma_m0_mask(self, buffer: bool) -> u32 {
        let [global, buffer_mask] = self.profile().lds_dma_m0_masks;
        if buffer {
            buffer_mask
        } else {
            global
        }
    }

    /// Whether the manually inserted wait states are CDNA's (seed 001 Table 11, and Table 38
    /// for MFMA) rather than GCN5's (seed 000 "Manually Inserted Wait States").
    pub const fn cdna_wait_states(self) -> bool {
        matches!(self, Arch::Gfx950)
    }

    /// Wait states between a store of more than 8 bytes and a VALU write of its data VGPRs,
    /// with the seed line: gfx900 1 (seed 000 L644), gfx950 2 (seed 001 Table 11 L1345). Their
    /// seeds have no wait-state table, so gfx700 and gfx803 cite gfx900's (the closest
    /// document) and need its one wait state, gfx600 none: LLVM's `has12DWordStoreHazard` is
    /// false on Southern Islands only.
    pub const fn wide_store_data_hazard(self) -> (u32, u32) {
        self.profile().wide_store_data_hazard
    }
}

/// GCN 1.0/1.1 encoding facts ([`crate::isa::layout_si`]).
impl Arch {
    /// The targets whose opcode numbering the shared vector-memory semantics are keyed by
    /// (`exec::vmem`), in preference order: GFX9's, which the older targets' rows translate to.
    pub const GFX9_NUMBERING: [Arch; 2] = [Arch::Gfx900, Arch::Gfx950];

    /// Whether SMRD takes a 32-bit literal offset (OFFSET 0xff with IMM 0; LLVM
    /// FeatureCIInsts: llvm-mc 22 encodes `s_load_dword s1, s[2:3], 0x100` so on gfx700 and
    /// refuses it on gfx600).
    pub const fn has_smrd_literal_offsets(self) -> bool {
        matches!(self, Arch::Gfx700)
    }

    /// Whether the hardware registers `HW_REG_SH_MEM_BASES` (15) and `HW_REG_TBA_*`/`HW_REG_TMA_*`
    /// (16-19) exist (llvm-mc 22: "invalid hardware register: not supported on this GPU" for
    /// gfx600-gfx803).
    pub const fn has_gfx9_hwregs(self) -> bool {
        matches!(self, Arch::Gfx900 | Arch::Gfx950)
    }

    /// The operand code of `ttmp0` (seed 000: 108 on GFX9; 112 on GCN 1.0-1.2, llvm-mc 22
    /// `s_mov_b32 s0, ttmp0` = `0x70,…` on gfx600/gfx700/gfx803).
    pub const fn ttmp_code_base(self) -> u16 {
        if self.has_gfx9_hwregs() {
            108
        } else {
            112
        }
    }

    /// How many trap temporaries there are: 16 on GFX9, 12 before (llvm-mc 22: "ttmp12
    /// register not available on this GPU").
    pub const fn ttmp_count(self) -> u16 {
        124 - self.ttmp_code_base()
    }

    /// Whether operand code `code` (a multiple of 4) starts a TTMP tuple of `dwords` (4 or 8)
    /// within the target's trap temporaries (MUBUF/MIMG resources and samplers, SMEM tuples:
    /// `ttmp[4:11]` is code 112 on gfx900 and 116 on gfx803, whose codes 108-111 are tba/tma).
    pub const fn ttmp_tuple_fits(self, code: u16, dwords: u16) -> bool {
        let base = self.ttmp_code_base();
        code >= base && code - base + dwords <= self.ttmp_count()
    }

    /// The operand code of `flat_scratch_lo`: 102 from GCN 1.2 on, 104 on GCN 1.1 (after its
    /// s102/s103), none on GCN 1.0 (llvm-mc 22: "flat_scratch_lo register not available").
    pub const fn flat_scratch_code(self) -> Option<u16> {
        self.profile().flat_scratch_code
    }

    /// Whether `xnack_mask` (codes 104/105) exists: GFX9 (llvm-mc 22 refuses it for
    /// gfx600-gfx803).
    pub const fn has_xnack_mask(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether the aperture sources `src_shared_base`/`_limit`, `src_private_base`/`_limit` and
    /// `src_pops_exiting_wave_id` (codes 235-239) exist: GFX9 (llvm-mc 22: "src_shared_base
    /// register not available on this GPU" before).
    pub const fn has_src_apertures(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether operand code 248 is the inline constant 1/(2*pi) (GCN 1.2 on, seed 000 line
    /// 1380; llvm-mc 22 encodes `0.15915494` as a literal on gfx600/gfx700).
    pub const fn has_inv_2pi_inline(self) -> bool {
        self.has_vi_vop3()
    }

    /// Whether VOP3 `clamp` applies to integer and compare results (GCN 1.2 on; LLVM
    /// FeatureIntClamp: "integer clamping is not supported on this GPU" on gfx600/gfx700).
    pub const fn has_int_clamp(self) -> bool {
        self.has_vi_vop3()
    }

    /// Whether llvm-mc takes gfx9's `v_add_co_u32`/`v_sub_co_u32`/`v_subrev_co_u32` spellings
    /// for the target's own carry-out adds (`v_add_i32`, …): GCN 1.0/1.1 (llvm-mc 22
    /// `-mcpu=gfx600`/`gfx700` encodes `v_add_co_u32 v0, s[0:1], v1, v2` as `v_add_i32_e64`;
    /// gfx803 refuses the spelling).
    pub const fn has_co_u32_aliases(self) -> bool {
        !self.has_vi_vop3()
    }

    /// Whether `v_min/max_f32/f64` flush denormals as MODE says (GFX9 on). Before, they never
    /// flush: LLVM's `GCNSubtarget::supportsMinMaxDenormModes()` is `getGeneration() >= GFX9`,
    /// and SIInstructions.td says "On pre-gfx9 targets, v_max_*/v_min_* did not respect the
    /// denormal mode, and would never flush".
    pub const fn min_max_follow_denorm_mode(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether `v_fract_f32`/`v_fract_f64` clamp their result to the largest value below 1.0
    /// (seed 000 lines 4832/4901). Not on GCN 1.0: LLVM's `GCNSubtarget::hasFractBug()` is
    /// `getGeneration() == SOUTHERN_ISLANDS`, and SIInstructions.td says "V_FRACT is buggy on
    /// SI ... The workaround for the V_FRACT bug is: fract(x) = isnan(x) ? x :
    /// min(V_FRACT(x), 0.99999999999999999)", so there `x - floor(x)` may round up to 1.0.
    pub const fn has_fract_clamp(self) -> bool {
        !matches!(self, Arch::Gfx600)
    }

    /// Whether MIMG bit 15 is `a16` (16-bit addresses, GFX9; LLVM FeatureGFX9Insts) rather than
    /// GCN 1.0-1.2's `r128` (llvm-mc 22: "a16 modifier is not supported on this GPU").
    pub const fn has_mimg_a16(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// Whether MIMG has `d16` (bit 63; GCN 1.2 on, llvm-mc 22: "d16 modifier is not
    /// supported on this GPU" on gfx600/gfx700).
    pub const fn has_mimg_d16(self) -> bool {
        self.has_vi_vop3()
    }

    /// Whether `d16` memory data is packed, two 16-bit components to a VGPR (GFX9; LLVM
    /// FeatureGFX9Insts), rather than GCN 1.2's one component per VGPR (LLVM
    /// FeatureUnpackedD16VMem: llvm-mc 22 `-mcpu=gfx803` wants `v[0:3]` for
    /// `buffer_load_format_d16_xyzw` and for `image_load … dmask:0xf d16`).
    pub const fn has_packed_d16(self) -> bool {
        self.has_gfx9_hwregs()
    }

    /// The largest unsigned scalar-memory immediate offset: GCN 1.0's 8-bit SMRD field (llvm-mc
    /// 22 `-mcpu=gfx600`: "operands are not valid for this GPU or mode" above 0xff), GCN 1.1's
    /// 32-bit SMRD literal dword (llvm-mc 22 `-mcpu=gfx700` encodes `s_load_dword s8, s[2:3],
    /// 0xffffffff` and refuses 0x100000000), else the 20-bit SMEM field.
    pub const fn smem_offset_max(self) -> u32 {
        if self.has_smrd_literal_offsets() {
            u32::MAX
        } else if self.smem_offset_in_dwords() {
            0xff
        } else {
            0xfffff
        }
    }

    /// The bits of [`crate::isa::inst::Inst::offset`] an SMEM immediate offset keeps in the
    /// GFX9 layout the older encodings translate to: 21 where the offset is signed, all 32 for
    /// GCN 1.1's SMRD literal, else 20.
    pub const fn smem_offset_field_mask(self) -> u32 {
        if self.has_smem_signed_offset() {
            0x1f_ffff
        } else {
            self.smem_offset_max() | 0xf_ffff
        }
    }

    /// Whether the scalar-memory immediate offset counts dwords (GCN 1.0/1.1 SMRD) rather than
    /// bytes (SMEM).
    pub const fn smem_offset_in_dwords(self) -> bool {
        !self.has_smem()
    }

    /// Whether MUBUF/MTBUF have `addr64` (bit 15: VADDR is a 64-bit address added to the
    /// resource base; GCN 1.0/1.1 only, LLVM's `_ADDR64` buffer forms for SI/CI).
    pub const fn has_buffer_addr64(self) -> bool {
        !self.has_vi_vop3()
    }

    /// Whether `COMPUTE_PGM_RSRC1` bit 26 is FP16_OVFL (`.amdhsa_fp16_overflow`, GFX9 on;
    /// llvm-objdump 22 prints it for gfx900/gfx950 and not for gfx803).
    pub const fn has_fp16_overflow_mode(self) -> bool {
        self.has_gfx9_hwregs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases() {
        for a in Arch::ALL {
            assert_eq!(Arch::from_name(a.name()), Some(a));
        }
        assert_eq!(Arch::from_name("MI355X"), Some(Arch::Gfx950));
        assert_eq!(Arch::from_name("Vega"), Some(Arch::Gfx900));
        assert_eq!(Arch::from_name("gfx90a"), None);
        assert_eq!(Arch::from_name("gfx702"), Some(Arch::Gfx700));
        assert_eq!(Arch::from_name("Polaris10"), Some(Arch::Gfx803));
        assert_eq!(Arch::from_name("gfx802"), None);
        assert_eq!(Arch::ALL.len(), 5);
        assert!(Arch::ALL.contains(&Arch::DEFAULT) && Arch::DEFAULT.name() == "gfx900");
    }

    #[test]
    fn capabilities_hang_together() {
        for a in Arch::ALL {
            // Facts that imply each other in every GCN generation.
            assert!(!a.has_mfma() || a.has_agprs(), "{}", a.name());
            assert_eq!(a.has_buffer_tfe(), !a.has_agprs(), "{}", a.name());
            assert_eq!(a.has_flat_lds_bit(), !a.has_flat_scratch_sve(), "{}", a.name());
            assert!(!a.has_dpp_64bit() || a.has_dpp_row_newbcast(), "{}", a.name());
            assert!(a.lds_bytes() >= 32 * 1024 && a.lds_banks().is_power_of_two());
            assert!(!a.has_flat_segments() || a.has_smem());
            assert!(!a.has_sdwa_gfx9() || a.has_sdwa_dpp());
            assert_eq!(a.vop3_opcode(Format::Vop2, 1), Some(0x101));
        }
        let vega = Arch::Gfx900;
        assert!(vega.has_lds_direct() && vega.has_gds() && !vega.has_agprs() && !vega.aligned_vgpr_tuples());
        assert_eq!((vega.lds_banks(), vega.lds_dma_m0_mask(true)), (32, 0xffff));
        let cdna4 = Arch::Gfx950;
        assert!(cdna4.has_sc_nt_cache_bits() && cdna4.has_architected_flat_scratch() && cdna4.packed_workitem_ids());
        assert_eq!((cdna4.lds_banks(), cdna4.lds_dma_m0_mask(false)), (64, 0x3fffc));
    }
}
