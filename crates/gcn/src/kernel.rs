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

/// The `width` bits of `word` from bit `at`.
const fn bits(word: u32, at: u32, width: u32) -> u32 {
    word >> at & ((1 << width) - 1)
}

/// A descriptor field's type, as packed into a word's bits.
trait Bits: Copy {
    fn to_bits(self) -> u32;
    fn from_bits(v: u32) -> Self;
}

impl Bits for bool {
    fn to_bits(self) -> u32 {
        self as u32
    }
    fn from_bits(v: u32) -> Self {
        v != 0
    }
}

impl Bits for u8 {
    fn to_bits(self) -> u32 {
        self.into()
    }
    fn from_bits(v: u32) -> Self {
        v as u8
    }
}

impl Bits for u16 {
    fn to_bits(self) -> u32 {
        self.into()
    }
    fn from_bits(v: u32) -> Self {
        v as u16
    }
}

/// The descriptor's packed words, each field once with its bit offset and width: the packing
/// method (`compute_pgm_rsrc1` …) and its inverse (`set_compute_pgm_rsrc1` …, for
/// [`KernelDescriptor::from_bytes`]) are both made from the list.
macro_rules! packed_words {
    ($( $(#[$doc:meta])* $pack:ident / $unpack:ident -> $t:ty { $( $field:ident @ $at:literal : $w:literal ),* $(,)? } )*) => {
        impl KernelDescriptor {
            $(
                $(#[$doc])*
                pub fn $pack(&self) -> $t {
                    let mut word = 0u32;
                    $( word |= bits(self.$field.to_bits(), 0, $w) << $at; )*
                    word as $t
                }

                /// Sets the fields the packing method of the same name without `set_` reads.
                fn $unpack(&mut self, word: u32) {
                    $( self.$field = Bits::from_bits(bits(word, $at, $w)); )*
                }
            )*
        }
    };
}

packed_words! {
    /// `COMPUTE_PGM_RSRC1`.
    compute_pgm_rsrc1 / set_compute_pgm_rsrc1 -> u32 {
        granulated_workitem_vgpr_count @ 0: 6,
        granulated_wavefront_sgpr_count @ 6: 4,
        priority @ 10: 2,
        float_round_mode_32 @ 12: 2,
        float_round_mode_16_64 @ 14: 2,
        float_denorm_mode_32 @ 16: 2,
        float_denorm_mode_16_64 @ 18: 2,
        priv_ @ 20: 1,
        dx10_clamp @ 21: 1,
        debug_mode @ 22: 1,
        ieee_mode @ 23: 1,
        bulky @ 24: 1,
        cdbg_user @ 25: 1,
        fp16_overflow @ 26: 1,
    }
    /// `COMPUTE_PGM_RSRC2`.
    compute_pgm_rsrc2 / set_compute_pgm_rsrc2 -> u32 {
        enable_private_segment @ 0: 1,
        user_sgpr_count @ 1: 5,
        enable_trap_handler @ 6: 1,
        workgroup_id_x @ 7: 1,
        workgroup_id_y @ 8: 1,
        workgroup_id_z @ 9: 1,
        workgroup_info @ 10: 1,
        workitem_id @ 11: 2,
        exception_address_watch @ 13: 1,
        exception_memory @ 14: 1,
        granulated_lds_size @ 15: 9,
        exception_fp_ieee_invalid_op @ 24: 1,
        exception_fp_denorm_src @ 25: 1,
        exception_fp_ieee_div_zero @ 26: 1,
        exception_fp_ieee_overflow @ 27: 1,
        exception_fp_ieee_underflow @ 28: 1,
        exception_fp_ieee_inexact @ 29: 1,
        exception_int_div_zero @ 30: 1,
    }
    /// `COMPUTE_PGM_RSRC3` (gfx90a layout; zero on gfx900, where it is reserved).
    compute_pgm_rsrc3 / set_compute_pgm_rsrc3 -> u32 {
        accum_offset @ 0: 6,
        tg_split @ 16: 1,
    }
    /// The kernel code properties half-word (bytes 56–57).
    kernel_code_properties / set_kernel_code_properties -> u16 {
        user_sgpr_private_segment_buffer @ 0: 1,
        user_sgpr_dispatch_ptr @ 1: 1,
        user_sgpr_queue_ptr @ 2: 1,
        user_sgpr_kernarg_segment_ptr @ 3: 1,
        user_sgpr_dispatch_id @ 4: 1,
        user_sgpr_flat_scratch_init @ 5: 1,
        user_sgpr_private_segment_size @ 6: 1,
        wavefront_size32 @ 10: 1,
        uses_dynamic_stack @ 11: 1,
    }
    /// The kernarg preload half-word (bytes 58–59): length in bits 6:0, offset in 15:7.
    kernarg_preload / set_kernarg_preload -> u16 {
        kernarg_preload_length @ 0: 7,
        kernarg_preload_offset @ 7: 9,
    }
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
        let mut d = KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            ..KernelDescriptor::default_for(Arch::Gfx900)
        };
        d.set_compute_pgm_rsrc1(r1);
        d.set_compute_pgm_rsrc2(r2);
        d.set_compute_pgm_rsrc3(r3);
        d.set_kernel_code_properties(props);
        d.set_kernarg_preload(preload);
        d
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
        writeln!(o, ".amdhsa_kernel {name}")?;
        for (key, v, shown) in self.directives(arch) {
            if shown {
                writeln!(o, "\t.amdhsa_{key} {v}")?;
            }
        }
        writeln!(o, ".end_amdhsa_kernel")
    }

    /// The `.amdhsa_*` directives llvm-objdump prints, in its order: each key, its value, and
    /// whether `arch` defines it.
    #[rustfmt::skip]
    fn directives(&self, arch: Arch) -> [(&'static str, u64, bool); 41] {
        let gfx90a = is_gfx90a_class(arch);
        // Fields only gfx900-class targets have, and the FP16 overflow mode.
        let (gfx9, fp16_overflow) = (!gfx90a, arch.has_fp16_overflow_mode());
        let vgprs = (u64::from(self.granulated_workitem_vgpr_count) + 1) * u64::from(vgpr_encoding_granule(arch));
        let sgprs = (u64::from(self.granulated_wavefront_sgpr_count) + 1) * u64::from(SGPR_ENCODING_GRANULE);
        let preload = gfx90a && self.kernarg_preload_length != 0;
        [
            ("group_segment_fixed_size", self.group_segment_fixed_size.into(), true),
            ("private_segment_fixed_size", self.private_segment_fixed_size.into(), true),
            ("kernarg_size", self.kernarg_size.into(), true),
            ("accum_offset", (u64::from(self.accum_offset) + 1) * 4, gfx90a),
            ("tg_split", self.tg_split.into(), gfx90a),
            ("next_free_vgpr", vgprs, true),
            ("reserve_vcc", 0, true),
            ("reserve_flat_scratch", 0, gfx9),
            ("reserve_xnack_mask", 0, true),
            ("next_free_sgpr", sgprs, true),
            ("float_round_mode_32", self.float_round_mode_32.into(), true),
            ("float_round_mode_16_64", self.float_round_mode_16_64.into(), true),
            ("float_denorm_mode_32", self.float_denorm_mode_32.into(), true),
            ("float_denorm_mode_16_64", self.float_denorm_mode_16_64.into(), true),
            ("dx10_clamp", self.dx10_clamp.into(), true),
            ("ieee_mode", self.ieee_mode.into(), true),
            ("fp16_overflow", self.fp16_overflow.into(), fp16_overflow),
            ("enable_private_segment", self.enable_private_segment.into(), gfx90a),
            ("system_sgpr_private_segment_wavefront_offset", self.enable_private_segment.into(), gfx9),
            ("system_sgpr_workgroup_id_x", self.workgroup_id_x.into(), true),
            ("system_sgpr_workgroup_id_y", self.workgroup_id_y.into(), true),
            ("system_sgpr_workgroup_id_z", self.workgroup_id_z.into(), true),
            ("system_sgpr_workgroup_info", self.workgroup_info.into(), true),
            ("system_vgpr_workitem_id", self.workitem_id.into(), true),
            ("exception_fp_ieee_invalid_op", self.exception_fp_ieee_invalid_op.into(), true),
            ("exception_fp_denorm_src", self.exception_fp_denorm_src.into(), true),
            ("exception_fp_ieee_div_zero", self.exception_fp_ieee_div_zero.into(), true),
            ("exception_fp_ieee_overflow", self.exception_fp_ieee_overflow.into(), true),
            ("exception_fp_ieee_underflow", self.exception_fp_ieee_underflow.into(), true),
            ("exception_fp_ieee_inexact", self.exception_fp_ieee_inexact.into(), true),
            ("exception_int_div_zero", self.exception_int_div_zero.into(), true),
            ("user_sgpr_private_segment_buffer", self.user_sgpr_private_segment_buffer.into(), gfx9),
            ("user_sgpr_dispatch_ptr", self.user_sgpr_dispatch_ptr.into(), true),
            ("user_sgpr_queue_ptr", self.user_sgpr_queue_ptr.into(), true),
            ("user_sgpr_kernarg_segment_ptr", self.user_sgpr_kernarg_segment_ptr.into(), true),
            ("user_sgpr_dispatch_id", self.user_sgpr_dispatch_id.into(), true),
            ("user_sgpr_flat_scratch_init", self.user_sgpr_flat_scratch_init.into(), gfx9),
            ("user_sgpr_private_segment_size", self.user_sgpr_private_segment_size.into(), true),
            ("uses_dynamic_stack", self.uses_dynamic_stack.into(), true),
            ("user_sgpr_kernarg_preload_length", self.kernarg_preload_length.into(), preload),
            ("user_sgpr_kernarg_preload_offset", self.kernarg_preload_offset.into(), preload),
        ]
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
