//! AMDHSA kernel descriptors: the 64 bytes a code object keeps at `<kernel>.kd` in `.rodata`,
//! which the packet processor reads to launch a kernel (register counts, user and system SGPR
//! enables, float modes, exception enables, segment sizes).
//!
//! [`KernelDescriptor`] holds every field of the descriptor as data, with the defaults
//! `llvm-mc` applies to an `.amdhsa_kernel` block; [`KernelDescriptor::encode`] writes the bytes
//! llvm-mc writes and [`KernelDescriptor::from_bytes`] reads them back. The register counts an
//! `.amdhsa_kernel` block gives (`.amdhsa_next_free_vgpr`, `.amdhsa_next_free_sgpr`,
//! `.amdhsa_reserve_*`, `.amdhsa_accum_offset`) are kept in [`KernelResources`], which turns
//! them into the granulated block counts the descriptor stores.
//!
//! Sources: the layout and the directive defaults are LLVM's (AMDGPUUsage, "Kernel Descriptor"
//! and ".amdhsa_kernel Directive"), checked against `llvm-mc-22 -filetype=obj` for gfx900 and
//! gfx950. The hardware side of the register fields is in the seeds: the CDNA4 guide
//! (seed 001, §3.13 "GPR Initialization", Table 8 "CS SGPR Load", around line 1165) lists the
//! SGPRs a compute wave starts with and the `COMPUTE_PGM_RSRC2` enables (`user_sgpr`,
//! `tgid_x_en`…`tgid_z_en`, `tg_size_en`) that load them, and VGPR0's packed work-item id on
//! gfx950; the MODE register fields the float-mode and exception bits of `COMPUTE_PGM_RSRC1`/`2`
//! initialise (FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE, EXCP_EN, FP16_OVFL) are in the Vega guide
//! (seed 000, "MODE", see `/work/shared/spec/seed-vega.md` §1.5) and in seed 001 (Table 4). The
//! seeds do not describe the descriptor itself nor the HSA user-SGPR order (private segment
//! buffer, dispatch ptr, queue ptr, kernarg ptr, dispatch id, flat-scratch init, private segment
//! size); those follow AMDGPUUsage "Initial Kernel Execution State" (seed-vega.md §1.9).

use alloc::string::String;
use core::fmt::{self, Write};

use crate::isa::arch::Arch;

/// A kernel descriptor: every field of the 64-byte AMDHSA structure (code object v4–v6) that
/// gfx900 and gfx950 define. Reserved bits are not kept: [`KernelDescriptor::from_bytes`]
/// ignores them and [`KernelDescriptor::encode`] writes zeros.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KernelDescriptor {
    /// Bytes 0–3: LDS bytes per work-group (`.amdhsa_group_segment_fixed_size`).
    pub group_segment_fixed_size: u32,
    /// Bytes 4–7: scratch bytes per work-item (`.amdhsa_private_segment_fixed_size`).
    pub private_segment_fixed_size: u32,
    /// Bytes 8–11: size of the kernel argument segment (`.amdhsa_kernarg_size`).
    pub kernarg_size: u32,
    /// Bytes 16–23: byte offset from the descriptor to the kernel's first instruction. An
    /// object file leaves 0 here and a `R_AMDGPU_REL64` relocation; the loader fills it in.
    pub kernel_code_entry_byte_offset: i64,

    /// `COMPUTE_PGM_RSRC3` bits 5:0 (gfx90a+): `.amdhsa_accum_offset / 4 - 1`, the first AGPR
    /// of the unified register file in units of 4 VGPRs.
    pub accum_offset: u8,
    /// `COMPUTE_PGM_RSRC3` bit 16 (gfx90a+): `.amdhsa_tg_split`.
    pub tg_split: bool,

    /// `COMPUTE_PGM_RSRC1` bits 5:0: VGPR blocks minus one (4 VGPRs a block on gfx900, 8 on
    /// gfx950, AGPRs included); see [`KernelResources::vgpr_blocks`].
    pub granulated_workitem_vgpr_count: u8,
    /// `COMPUTE_PGM_RSRC1` bits 9:6: SGPR blocks of 8, minus one, the VCC/flat-scratch/XNACK
    /// SGPRs included; see [`KernelResources::sgpr_blocks`].
    pub granulated_wavefront_sgpr_count: u8,
    /// `COMPUTE_PGM_RSRC1` bits 11:10: wave priority (0 from llvm-mc).
    pub priority: u8,
    /// `COMPUTE_PGM_RSRC1` bits 13:12: MODE.FP_ROUND for f32 (`.amdhsa_float_round_mode_32`).
    pub float_round_mode_32: u8,
    /// `COMPUTE_PGM_RSRC1` bits 15:14: MODE.FP_ROUND for f16/f64
    /// (`.amdhsa_float_round_mode_16_64`).
    pub float_round_mode_16_64: u8,
    /// `COMPUTE_PGM_RSRC1` bits 17:16: MODE.FP_DENORM for f32 (`.amdhsa_float_denorm_mode_32`).
    pub float_denorm_mode_32: u8,
    /// `COMPUTE_PGM_RSRC1` bits 19:18: MODE.FP_DENORM for f16/f64
    /// (`.amdhsa_float_denorm_mode_16_64`, default 3: keep denormals).
    pub float_denorm_mode_16_64: u8,
    /// `COMPUTE_PGM_RSRC1` bit 20: PRIV (0 from llvm-mc).
    pub priv_: bool,
    /// `COMPUTE_PGM_RSRC1` bit 21: MODE.DX10_CLAMP (`.amdhsa_dx10_clamp`, default 1).
    pub dx10_clamp: bool,
    /// `COMPUTE_PGM_RSRC1` bit 22: DEBUG_MODE (0 from llvm-mc).
    pub debug_mode: bool,
    /// `COMPUTE_PGM_RSRC1` bit 23: MODE.IEEE (`.amdhsa_ieee_mode`, default 1).
    pub ieee_mode: bool,
    /// `COMPUTE_PGM_RSRC1` bit 24: BULKY (0 from llvm-mc).
    pub bulky: bool,
    /// `COMPUTE_PGM_RSRC1` bit 25: CDBG_USER (0 from llvm-mc).
    pub cdbg_user: bool,
    /// `COMPUTE_PGM_RSRC1` bit 26 (gfx9+): MODE.FP16_OVFL (`.amdhsa_fp16_overflow`).
    pub fp16_overflow: bool,

    /// `COMPUTE_PGM_RSRC2` bit 0: scratch enable
    /// (`.amdhsa_system_sgpr_private_segment_wavefront_offset` on gfx900,
    /// `.amdhsa_enable_private_segment` with gfx950's architected flat scratch).
    pub enable_private_segment: bool,
    /// `COMPUTE_PGM_RSRC2` bits 5:1: user SGPRs loaded at launch (seed 001 Table 8,
    /// `COMPUTE_PGM_RSRC2.user_sgpr`): `.amdhsa_user_sgpr_count` or the count the enabled user
    /// SGPRs imply.
    pub user_sgpr_count: u8,
    /// `COMPUTE_PGM_RSRC2` bit 6: trap handler enable (0 from llvm-mc; CP sets it).
    pub enable_trap_handler: bool,
    /// `COMPUTE_PGM_RSRC2` bit 7: work-group id X in an SGPR (`tgid_x_en`, default 1).
    pub workgroup_id_x: bool,
    /// `COMPUTE_PGM_RSRC2` bit 8: work-group id Y in an SGPR (`tgid_y_en`).
    pub workgroup_id_y: bool,
    /// `COMPUTE_PGM_RSRC2` bit 9: work-group id Z in an SGPR (`tgid_z_en`).
    pub workgroup_id_z: bool,
    /// `COMPUTE_PGM_RSRC2` bit 10: work-group info SGPR (`tg_size_en`).
    pub workgroup_info: bool,
    /// `COMPUTE_PGM_RSRC2` bits 12:11: work-item ids loaded: 0 = X, 1 = X and Y, 2 = X, Y
    /// and Z (`.amdhsa_system_vgpr_workitem_id`).
    pub workitem_id: u8,
    /// `COMPUTE_PGM_RSRC2` bit 13: address-watch exception enable (0 from llvm-mc).
    pub exception_address_watch: bool,
    /// `COMPUTE_PGM_RSRC2` bit 14: memory-violation exception enable (0 from llvm-mc).
    pub exception_memory: bool,
    /// `COMPUTE_PGM_RSRC2` bits 23:15: LDS size granules (0 from llvm-mc; CP uses the
    /// dispatch packet).
    pub granulated_lds_size: u16,
    /// `COMPUTE_PGM_RSRC2` bit 24: `.amdhsa_exception_fp_ieee_invalid_op`.
    pub exception_fp_ieee_invalid_op: bool,
    /// `COMPUTE_PGM_RSRC2` bit 25: `.amdhsa_exception_fp_denorm_src`.
    pub exception_fp_denorm_src: bool,
    /// `COMPUTE_PGM_RSRC2` bit 26: `.amdhsa_exception_fp_ieee_div_zero`.
    pub exception_fp_ieee_div_zero: bool,
    /// `COMPUTE_PGM_RSRC2` bit 27: `.amdhsa_exception_fp_ieee_overflow`.
    pub exception_fp_ieee_overflow: bool,
    /// `COMPUTE_PGM_RSRC2` bit 28: `.amdhsa_exception_fp_ieee_underflow`.
    pub exception_fp_ieee_underflow: bool,
    /// `COMPUTE_PGM_RSRC2` bit 29: `.amdhsa_exception_fp_ieee_inexact`.
    pub exception_fp_ieee_inexact: bool,
    /// `COMPUTE_PGM_RSRC2` bit 30: `.amdhsa_exception_int_div_zero`.
    pub exception_int_div_zero: bool,

    /// Kernel code properties bit 0: private segment buffer in s\[0:3\]
    /// (`.amdhsa_user_sgpr_private_segment_buffer`, not with architected flat scratch).
    pub user_sgpr_private_segment_buffer: bool,
    /// Bit 1: dispatch packet pointer (`.amdhsa_user_sgpr_dispatch_ptr`, 2 SGPRs).
    pub user_sgpr_dispatch_ptr: bool,
    /// Bit 2: queue pointer (`.amdhsa_user_sgpr_queue_ptr`, 2 SGPRs).
    pub user_sgpr_queue_ptr: bool,
    /// Bit 3: kernarg segment pointer (`.amdhsa_user_sgpr_kernarg_segment_ptr`, 2 SGPRs).
    pub user_sgpr_kernarg_segment_ptr: bool,
    /// Bit 4: dispatch id (`.amdhsa_user_sgpr_dispatch_id`, 2 SGPRs).
    pub user_sgpr_dispatch_id: bool,
    /// Bit 5: flat scratch init (`.amdhsa_user_sgpr_flat_scratch_init`, 2 SGPRs, gfx900).
    pub user_sgpr_flat_scratch_init: bool,
    /// Bit 6: private segment size (`.amdhsa_user_sgpr_private_segment_size`, 1 SGPR).
    pub user_sgpr_private_segment_size: bool,
    /// Bit 10: wave32 (`.amdhsa_wavefront_size32`; gfx10+ only, so always false here).
    pub wavefront_size32: bool,
    /// Bit 11: `.amdhsa_uses_dynamic_stack`.
    pub uses_dynamic_stack: bool,

    /// Kernarg preload bits 6:0 (gfx90a+): dwords of kernel arguments preloaded into user
    /// SGPRs (`.amdhsa_user_sgpr_kernarg_preload_length`).
    pub kernarg_preload_length: u8,
    /// Kernarg preload bits 15:7 (gfx90a+): dword offset of the first preloaded argument
    /// (`.amdhsa_user_sgpr_kernarg_preload_offset`).
    pub kernarg_preload_offset: u16,
}

/// The register counts an `.amdhsa_kernel` block gives, from which llvm-mc derives the
/// granulated counts of `COMPUTE_PGM_RSRC1` and the accumulation offset of `COMPUTE_PGM_RSRC3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KernelResources {
    /// `.amdhsa_next_free_vgpr`: one past the highest VGPR used (on gfx950 the unified
    /// VGPR + AGPR count, AGPRs starting at the accumulation offset).
    pub next_free_vgpr: u32,
    /// `.amdhsa_next_free_sgpr`: one past the highest SGPR used, without VCC, flat scratch
    /// and XNACK mask.
    pub next_free_sgpr: u32,
    /// `.amdhsa_reserve_vcc` (default 1): two SGPRs for VCC.
    pub reserve_vcc: bool,
    /// `.amdhsa_reserve_flat_scratch` (default 1, gfx900 only): SGPRs for FLAT_SCRATCH.
    pub reserve_flat_scratch: bool,
    /// `.amdhsa_reserve_xnack_mask`: SGPRs for XNACK_MASK. Both targets default to
    /// `xnack` "any", which reserves them; llvm-mc rejects 0.
    pub reserve_xnack_mask: bool,
    /// `.amdhsa_accum_offset` (gfx950, required there): the first AGPR, in VGPRs (4…256,
    /// a multiple of 4).
    pub accum_offset: Option<u32>,
    /// The user SGPR count (explicit or implied), needed because with kernarg preloading
    /// llvm-mc counts at least that many SGPRs.
    pub user_sgpr_count: u32,
    /// Whether kernel arguments are preloaded (`.amdhsa_user_sgpr_kernarg_preload_length` > 0).
    pub kernarg_preload: bool,
}

/// SGPRs gfx9 can address (`s0`…`s101`); `.amdhsa_next_free_sgpr` may not exceed it.
pub const ADDRESSABLE_SGPRS: u32 = 102;

/// Whether `arch` is a gfx90a-class target (AGPRs in the unified register file, `accum_offset`,
/// `tg_split`, architected flat scratch, kernarg preloading).
pub const fn is_gfx90a_class(arch: Arch) -> bool {
    arch.has_unified_vgpr_file()
}

/// VGPRs per allocation block in `GRANULATED_WORKITEM_VGPR_COUNT`: 4 on gfx900, 8 on gfx950.
pub const fn vgpr_encoding_granule(arch: Arch) -> u32 {
    if is_gfx90a_class(arch) {
        8
    } else {
        4
    }
}

/// SGPRs per allocation block in `GRANULATED_WAVEFRONT_SGPR_COUNT` (8 on gfx9).
pub const SGPR_ENCODING_GRANULE: u32 = 8;

/// The SGPRs llvm-mc adds to `.amdhsa_next_free_sgpr` (LLVM's `getNumExtraSGPRs`): from GCN
/// 1.2 on 2 for VCC, 4 when XNACK is on (VCC + XNACK_MASK; GFX9 only: gfx803 has no XNACK), 6 with flat scratch (VCC,
/// XNACK_MASK and FLAT_SCRATCH), which gfx950's architected flat scratch always counts; on GCN
/// 1.0/1.1 (no XNACK) 4 with flat scratch (VCC and FLAT_SCRATCH, counted on gfx600 too:
/// llvm-mc 22 refuses `.amdhsa_next_free_sgpr 102` there), else 2 for VCC.
pub const fn extra_sgprs(arch: Arch, vcc: bool, flat_scratch: bool, xnack: bool) -> u32 {
    let vi = arch.has_vi_vop3();
    if (flat_scratch || is_gfx90a_class(arch)) && vi {
        6
    } else if flat_scratch || (xnack && arch.has_xnack_mask()) {
        4
    } else if vcc {
        2
    } else {
        0
    }
}

/// `ceil(max(count, 1) / granule) - 1`, LLVM's granulated block count.
const fn blocks(count: u64, granule: u64) -> u64 {
    let count = if count == 0 { 1 } else { count };
    count.div_ceil(granule) - 1
}

impl KernelResources {
    /// The defaults before any directive: nothing used, VCC, flat scratch and XNACK reserved.
    pub const fn new() -> KernelResources {
        KernelResources {
            next_free_vgpr: 0,
            next_free_sgpr: 0,
            reserve_vcc: true,
            reserve_flat_scratch: true,
            reserve_xnack_mask: true,
            accum_offset: None,
            user_sgpr_count: 0,
            kernarg_preload: false,
        }
    }

    /// `GRANULATED_WORKITEM_VGPR_COUNT`: `ceil(max(next_free_vgpr, 1) / granule) - 1`.
    pub const fn vgpr_blocks(&self, arch: Arch) -> u64 {
        blocks(self.next_free_vgpr as u64, vgpr_encoding_granule(arch) as u64)
    }

    /// SGPRs the wave is given: `.amdhsa_next_free_sgpr` (at least the user SGPR count when
    /// kernel arguments are preloaded) plus [`extra_sgprs`].
    pub const fn total_sgprs(&self, arch: Arch) -> u64 {
        let mut n = self.next_free_sgpr as u64;
        if self.kernarg_preload && (self.user_sgpr_count as u64) > n {
            n = self.user_sgpr_count as u64;
        }
        n + extra_sgprs(
            arch,
            self.reserve_vcc,
            self.reserve_flat_scratch,
            self.reserve_xnack_mask,
        ) as u64
    }

    /// `GRANULATED_WAVEFRONT_SGPR_COUNT`: `ceil(max(total, 1) / 8) - 1`.
    pub const fn sgpr_blocks(&self, arch: Arch) -> u64 {
        blocks(self.total_sgprs(arch), SGPR_ENCODING_GRANULE as u64)
    }
}

impl Default for KernelResources {
    fn default() -> Self {
        KernelResources::new()
    }
}

fn bit(word: u32, at: u32) -> bool {
    word >> at & 1 != 0
}

fn bits(word: u32, at: u32, width: u32) -> u32 {
    word >> at & ((1 << width) - 1)
}

impl KernelDescriptor {
    /// The descriptor llvm-mc starts an `.amdhsa_kernel` block from on `arch`
    /// (`getDefaultAmdhsaKernelDescriptor`): f16/f64 denormals kept, DX10 clamp and IEEE mode
    /// on, work-group id X enabled, everything else zero.
    pub const fn default_for(arch: Arch) -> KernelDescriptor {
        let _ = arch; // gfx900 and gfx950 share their defaults (no tgsplit, wave64).
        KernelDescriptor {
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            kernarg_size: 0,
            kernel_code_entry_byte_offset: 0,
            accum_offset: 0,
            tg_split: false,
            granulated_workitem_vgpr_count: 0,
            granulated_wavefront_sgpr_count: 0,
            priority: 0,
            float_round_mode_32: 0,
            float_round_mode_16_64: 0,
            float_denorm_mode_32: 0,
            float_denorm_mode_16_64: 3,
            priv_: false,
            dx10_clamp: true,
            debug_mode: false,
            ieee_mode: true,
            bulky: false,
            cdbg_user: false,
            fp16_overflow: false,
            enable_private_segment: false,
            user_sgpr_count: 0,
            enable_trap_handler: false,
            workgroup_id_x: true,
            workgroup_id_y: false,
            workgroup_id_z: false,
            workgroup_info: false,
            workitem_id: 0,
            exception_address_watch: false,
            exception_memory: false,
            granulated_lds_size: 0,
            exception_fp_ieee_invalid_op: false,
            exception_fp_denorm_src: false,
            exception_fp_ieee_div_zero: false,
            exception_fp_ieee_overflow: false,
            exception_fp_ieee_underflow: false,
            exception_fp_ieee_inexact: false,
            exception_int_div_zero: false,
            user_sgpr_private_segment_buffer: false,
            user_sgpr_dispatch_ptr: false,
            user_sgpr_queue_ptr: false,
            user_sgpr_kernarg_segment_ptr: false,
            user_sgpr_dispatch_id: false,
            user_sgpr_flat_scratch_init: false,
            user_sgpr_private_segment_size: false,
            wavefront_size32: false,
            uses_dynamic_stack: false,
            kernarg_preload_length: 0,
            kernarg_preload_offset: 0,
        }
    }

    /// The user SGPRs the enabled `user_sgpr_*` fields and the preload length imply, in HSA
    /// order: private segment buffer 4, dispatch ptr 2, queue ptr 2, kernarg ptr 2,
    /// dispatch id 2, flat scratch init 2, private segment size 1, preloaded kernargs.
    pub fn implied_user_sgpr_count(&self) -> u32 {
        4 * self.user_sgpr_private_segment_buffer as u32
            + 2 * (self.user_sgpr_dispatch_ptr as u32
                + self.user_sgpr_queue_ptr as u32
                + self.user_sgpr_kernarg_segment_ptr as u32
                + self.user_sgpr_dispatch_id as u32
                + self.user_sgpr_flat_scratch_init as u32)
            + self.user_sgpr_private_segment_size as u32
            + self.kernarg_preload_length as u32
    }

    /// Sets the granulated register counts (and on gfx950 the accumulation offset) from
    /// the block's register counts.
    pub fn set_resources(&mut self, arch: Arch, r: &KernelResources) {
        self.granulated_workitem_vgpr_count = (r.vgpr_blocks(arch) & 0x3f) as u8;
        self.granulated_wavefront_sgpr_count = (r.sgpr_blocks(arch) & 0xf) as u8;
        if let Some(a) = r.accum_offset {
            self.accum_offset = ((a / 4).saturating_sub(1) & 0x3f) as u8;
        }
    }

    /// `COMPUTE_PGM_RSRC1`.
    pub fn compute_pgm_rsrc1(&self) -> u32 {
        (self.granulated_workitem_vgpr_count as u32 & 0x3f)
            | (self.granulated_wavefront_sgpr_count as u32 & 0xf) << 6
            | (self.priority as u32 & 3) << 10
            | (self.float_round_mode_32 as u32 & 3) << 12
            | (self.float_round_mode_16_64 as u32 & 3) << 14
            | (self.float_denorm_mode_32 as u32 & 3) << 16
            | (self.float_denorm_mode_16_64 as u32 & 3) << 18
            | (self.priv_ as u32) << 20
            | (self.dx10_clamp as u32) << 21
            | (self.debug_mode as u32) << 22
            | (self.ieee_mode as u32) << 23
            | (self.bulky as u32) << 24
            | (self.cdbg_user as u32) << 25
            | (self.fp16_overflow as u32) << 26
    }

    /// `COMPUTE_PGM_RSRC2`.
    pub fn compute_pgm_rsrc2(&self) -> u32 {
        (self.enable_private_segment as u32)
            | (self.user_sgpr_count as u32 & 0x1f) << 1
            | (self.enable_trap_handler as u32) << 6
            | (self.workgroup_id_x as u32) << 7
            | (self.workgroup_id_y as u32) << 8
            | (self.workgroup_id_z as u32) << 9
            | (self.workgroup_info as u32) << 10
            | (self.workitem_id as u32 & 3) << 11
            | (self.exception_address_watch as u32) << 13
            | (self.exception_memory as u32) << 14
            | (self.granulated_lds_size as u32 & 0x1ff) << 15
            | (self.exception_fp_ieee_invalid_op as u32) << 24
            | (self.exception_fp_denorm_src as u32) << 25
            | (self.exception_fp_ieee_div_zero as u32) << 26
            | (self.exception_fp_ieee_overflow as u32) << 27
            | (self.exception_fp_ieee_underflow as u32) << 28
            | (self.exception_fp_ieee_inexact as u32) << 29
            | (self.exception_int_div_zero as u32) << 30
    }

    /// `COMPUTE_PGM_RSRC3` (gfx90a layout; zero on gfx900, where it is reserved).
    pub fn compute_pgm_rsrc3(&self) -> u32 {
        (self.accum_offset as u32 & 0x3f) | (self.tg_split as u32) << 16
    }

    /// The kernel code properties half-word (bytes 56–57).
    pub fn kernel_code_properties(&self) -> u16 {
        (self.user_sgpr_private_segment_buffer as u16)
            | (self.user_sgpr_dispatch_ptr as u16) << 1
            | (self.user_sgpr_queue_ptr as u16) << 2
            | (self.user_sgpr_kernarg_segment_ptr as u16) << 3
            | (self.user_sgpr_dispatch_id as u16) << 4
            | (self.user_sgpr_flat_scratch_init as u16) << 5
            | (self.user_sgpr_private_segment_size as u16) << 6
            | (self.wavefront_size32 as u16) << 10
            | (self.uses_dynamic_stack as u16) << 11
    }

    /// The kernarg preload half-word (bytes 58–59): length in bits 6:0, offset in 15:7.
    pub fn kernarg_preload(&self) -> u16 {
        (self.kernarg_preload_length as u16 & 0x7f) | (self.kernarg_preload_offset & 0x1ff) << 7
    }

    /// The 64 bytes of the descriptor, as llvm-mc writes them to `.rodata`.
    pub fn encode(&self) -> [u8; 64] {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3().to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1().to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2().to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties().to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload().to_le_bytes());
        b
    }

    /// Reads a descriptor (reserved bits are ignored).
    pub fn from_bytes(b: &[u8; 64]) -> KernelDescriptor {
        let u32_at = |at: usize| u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]);
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&b[16..24]);
        let r1 = u32_at(48);
        let r2 = u32_at(52);
        let r3 = u32_at(44);
        let props = u32::from(u16::from_le_bytes([b[56], b[57]]));
        let preload = u32::from(u16::from_le_bytes([b[58], b[59]]));
        KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            accum_offset: bits(r3, 0, 6) as u8,
            tg_split: bit(r3, 16),
            granulated_workitem_vgpr_count: bits(r1, 0, 6) as u8,
            granulated_wavefront_sgpr_count: bits(r1, 6, 4) as u8,
            priority: bits(r1, 10, 2) as u8,
            float_round_mode_32: bits(r1, 12, 2) as u8,
            float_round_mode_16_64: bits(r1, 14, 2) as u8,
            float_denorm_mode_32: bits(r1, 16, 2) as u8,
            float_denorm_mode_16_64: bits(r1, 18, 2) as u8,
            priv_: bit(r1, 20),
            dx10_clamp: bit(r1, 21),
            debug_mode: bit(r1, 22),
            ieee_mode: bit(r1, 23),
            bulky: bit(r1, 24),
            cdbg_user: bit(r1, 25),
            fp16_overflow: bit(r1, 26),
            enable_private_segment: bit(r2, 0),
            user_sgpr_count: bits(r2, 1, 5) as u8,
            enable_trap_handler: bit(r2, 6),
            workgroup_id_x: bit(r2, 7),
            workgroup_id_y: bit(r2, 8),
            workgroup_id_z: bit(r2, 9),
            workgroup_info: bit(r2, 10),
            workitem_id: bits(r2, 11, 2) as u8,
            exception_address_watch: bit(r2, 13),
            exception_memory: bit(r2, 14),
            granulated_lds_size: bits(r2, 15, 9) as u16,
            exception_fp_ieee_invalid_op: bit(r2, 24),
            exception_fp_denorm_src: bit(r2, 25),
            exception_fp_ieee_div_zero: bit(r2, 26),
            exception_fp_ieee_overflow: bit(r2, 27),
            exception_fp_ieee_underflow: bit(r2, 28),
            exception_fp_ieee_inexact: bit(r2, 29),
            exception_int_div_zero: bit(r2, 30),
            user_sgpr_private_segment_buffer: bit(props, 0),
            user_sgpr_dispatch_ptr: bit(props, 1),
            user_sgpr_queue_ptr: bit(props, 2),
            user_sgpr_kernarg_segment_ptr: bit(props, 3),
            user_sgpr_dispatch_id: bit(props, 4),
            user_sgpr_flat_scratch_init: bit(props, 5),
            user_sgpr_private_segment_size: bit(props, 6),
            wavefront_size32: bit(props, 10),
            uses_dynamic_stack: bit(props, 11),
            kernarg_preload_length: bits(preload, 0, 7) as u8,
            kernarg_preload_offset: bits(preload, 7, 9) as u16,
        }
    }

    /// The `.amdhsa_kernel` block `llvm-objdump -D` prints for this descriptor (code object
    /// v5/v6): the register counts as the granulated blocks allow (`next_free_*` rounded up to
    /// whole blocks, with `reserve_vcc`/`reserve_xnack_mask` 0 so the SGPR count is the total),
    /// then the fields in llvm-objdump's order, the ones `arch` defines only.
    pub fn to_directives(&self, arch: Arch, name: &str) -> String {
        let mut o = String::new();
        let _ = self.write_directives(arch, name, &mut o);
        o
    }

    fn write_directives(&self, arch: Arch, name: &str, o: &mut String) -> fmt::Result {
        let gfx90a = is_gfx90a_class(arch);
        writeln!(o, ".amdhsa_kernel {name}")?;
        let mut f = |key: &str, v: u64| writeln!(o, "\t.amdhsa_{key} {v}");
        f("group_segment_fixed_size", self.group_segment_fixed_size.into())?;
        f("private_segment_fixed_size", self.private_segment_fixed_size.into())?;
        f("kernarg_size", self.kernarg_size.into())?;
        if gfx90a {
            f("accum_offset", (u64::from(self.accum_offset) + 1) * 4)?;
            f("tg_split", self.tg_split.into())?;
        }
        let vgprs = (u64::from(self.granulated_workitem_vgpr_count) + 1) * u64::from(vgpr_encoding_granule(arch));
        f("next_free_vgpr", vgprs)?;
        f("reserve_vcc", 0)?;
        if !gfx90a {
            f("reserve_flat_scratch", 0)?;
        }
        f("reserve_xnack_mask", 0)?;
        let sgprs = (u64::from(self.granulated_wavefront_sgpr_count) + 1) * u64::from(SGPR_ENCODING_GRANULE);
        f("next_free_sgpr", sgprs)?;
        f("float_round_mode_32", self.float_round_mode_32.into())?;
        f("float_round_mode_16_64", self.float_round_mode_16_64.into())?;
        f("float_denorm_mode_32", self.float_denorm_mode_32.into())?;
        f("float_denorm_mode_16_64", self.float_denorm_mode_16_64.into())?;
        f("dx10_clamp", self.dx10_clamp.into())?;
        f("ieee_mode", self.ieee_mode.into())?;
        if arch.has_fp16_overflow_mode() {
            f("fp16_overflow", self.fp16_overflow.into())?;
        }
        if gfx90a {
            f("enable_private_segment", self.enable_private_segment.into())?;
        } else {
            f(
                "system_sgpr_private_segment_wavefront_offset",
                self.enable_private_segment.into(),
            )?;
        }
        f("system_sgpr_workgroup_id_x", self.workgroup_id_x.into())?;
        f("system_sgpr_workgroup_id_y", self.workgroup_id_y.into())?;
        f("system_sgpr_workgroup_id_z", self.workgroup_id_z.into())?;
        f("system_sgpr_workgroup_info", self.workgroup_info.into())?;
        f("system_vgpr_workitem_id", self.workitem_id.into())?;
        f("exception_fp_ieee_invalid_op", self.exception_fp_ieee_invalid_op.into())?;
        f("exception_fp_denorm_src", self.exception_fp_denorm_src.into())?;
        f("exception_fp_ieee_div_zero", self.exception_fp_ieee_div_zero.into())?;
        f("exception_fp_ieee_overflow", self.exception_fp_ieee_overflow.into())?;
        f("exception_fp_ieee_underflow", self.exception_fp_ieee_underflow.into())?;
        f("exception_fp_ieee_inexact", self.exception_fp_ieee_inexact.into())?;
        f("exception_int_div_zero", self.exception_int_div_zero.into())?;
        if !gfx90a {
            f(
                "user_sgpr_private_segment_buffer",
                self.user_sgpr_private_segment_buffer.into(),
            )?;
        }
        f("user_sgpr_dispatch_ptr", self.user_sgpr_dispatch_ptr.into())?;
        f("user_sgpr_queue_ptr", self.user_sgpr_queue_ptr.into())?;
        f(
            "user_sgpr_kernarg_segment_ptr",
            self.user_sgpr_kernarg_segment_ptr.into(),
        )?;
        f("user_sgpr_dispatch_id", self.user_sgpr_dispatch_id.into())?;
        if !gfx90a {
            f("user_sgpr_flat_scratch_init", self.user_sgpr_flat_scratch_init.into())?;
        }
        f(
            "user_sgpr_private_segment_size",
            self.user_sgpr_private_segment_size.into(),
        )?;
        f("uses_dynamic_stack", self.uses_dynamic_stack.into())?;
        if gfx90a && self.kernarg_preload_length != 0 {
            f("user_sgpr_kernarg_preload_length", self.kernarg_preload_length.into())?;
            f("user_sgpr_kernarg_preload_offset", self.kernarg_preload_offset.into())?;
        }
        writeln!(o, ".end_amdhsa_kernel")
    }
}

/// A kernel an `.amdhsa_kernel` block described.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name (its code symbol; the descriptor's symbol is `<name>.kd`).
    pub name: String,
    /// The descriptor llvm-mc writes for it.
    pub descriptor: KernelDescriptor,
    /// The register counts the block gave.
    pub resources: KernelResources,
    /// Byte offset of the kernel's code (the label `name`), when the source defines it.
    pub code_offset: Option<u32>,
    /// 1-based source line of the `.amdhsa_kernel` directive.
    pub line: u32,
}
