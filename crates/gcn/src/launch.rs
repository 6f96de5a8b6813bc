//! Launching a kernel from its `.amdhsa_kernel` descriptor: the grid, the kernel-argument
//! segment, the dispatch packet, scratch, and each wave's initial registers.
//!
//! # Initial state (AMDGPUUsage "Initial Kernel Execution State"; seed 001 §3.13 Table 8)
//!
//! SGPRs from s0, each group only when the descriptor enables it, in this order: private
//! segment buffer (4, gfx900 only), dispatch ptr (2), queue ptr (2), kernarg segment ptr (2),
//! dispatch id (2), flat scratch init (2, gfx900 only), private segment size (1); then from
//! `user_sgpr_count`: workgroup id x, y, z (1 each), workgroup info (1), and on gfx900 the
//! private segment wavefront offset (1, with `enable_private_segment`). VGPRs: gfx900 puts the
//! work-item ids in v0, v1, v2 (as many as `.amdhsa_system_vgpr_workitem_id` + 1); gfx950 packs
//! them in v0 as `{2'b0, z[9:0], y[9:0], x[9:0]}` (seed 001 line 1163). EXEC holds the wave's
//! live work-items (a partial last wave has fewer). MODE comes from the descriptor's float
//! fields. TTMP6/7 = dispatch packet address, TTMP8-10 = grid size, TTMP11 = wave id in the
//! workgroup (seed 001 Table 8).
//!
//! Workgroup info (seed 001 Table 8): bits 5:0 = waves in the workgroup, bits 24:20 = wave id
//! in the group, bit 31 = first wave. (The table's field widths add up to 34 bits; the 14 zero
//! bits are taken to be 17:6.)
//!
//! # Kernel arguments
//!
//! The kernarg segment holds the explicit arguments at the offsets the `.amdgpu_metadata`
//! lists (`.args`, `.offset`, `.size`), or at natural alignment from 0 when the program has no
//! metadata for the kernel; the hidden arguments the metadata lists are filled in:
//! `hidden_block_count_{x,y,z}` (workgroups per dimension), `hidden_group_size_{x,y,z}`,
//! `hidden_remainder_{x,y,z}` (work-items of the partial last workgroup, 0 if none),
//! `hidden_grid_dims`, `hidden_dynamic_lds_size`, `hidden_queue_ptr`, `hidden_private_base`/
//! `hidden_shared_base` (the aperture high dwords); every other hidden argument is 0.
//!
//! # Scratch
//!
//! One `scratch` region holds `lanes × private_segment_fixed_size` bytes (rounded up to a
//! dword) per wave for every wave of the dispatch; wave `n`'s block starts at `n × 64 × size`.
//! Inside a block the layout is the hardware's swizzle with element size 4 and index stride 64
//! (seed 000 "Swizzled Buffer Addressing"): byte `o` of lane `l` is at
//! `block + (o / 4) × 256 + l × 4 + o % 4`.
//! - gfx900: the private segment buffer V# (s\[0:3\]) has base = the region's base, stride 0,
//!   swizzle enable, index stride 64 (3), add_tid_enable, data format 32, and num_records = the
//!   region's size; the wavefront offset SGPR holds the wave's block offset, which clang adds to
//!   the V# base (`s_add_u32 s0, s0, s7`). Flat scratch init (when enabled) is the region's
//!   64-bit base, to which clang's prologue adds the wavefront offset to form FLAT_SCRATCH.
//! - gfx950 (architected flat scratch): FLAT_SCRATCH starts at the wave's block; no SGPR is
//!   loaded for scratch.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use crate::exec::wave::{LANES, PRIVATE_BASE_HI, SHARED_BASE_HI};
use crate::exec::{Memory, Wave};
use crate::isa::arch::Arch;
use crate::kernel::{Kernel, KernelDescriptor};
use crate::program::Program;

/// Largest LDS allocation of a workgroup: 64 KiB on gfx900 (seed 000), 160 KiB on gfx950
/// (seed 001 line 5325).
pub const fn max_lds(arch: Arch) -> usize {
    arch.lds_bytes()
}

/// Most waves in one workgroup (1024 work-items).
pub const MAX_WAVES_PER_GROUP: u32 = 16;
/// Most workgroups in one dispatch the emulator accepts.
pub const MAX_GROUPS: u64 = 1 << 20;
/// Largest kernel-argument segment the emulator lays out (`.amdhsa_kernarg_size`, the
/// metadata's `.kernarg_segment_size` and every argument's `.offset + .size`): 64 KiB.
pub const MAX_KERNARG: u64 = 64 * 1024;
/// Zero bytes that follow the kernarg segment (after rounding it up to [`KERNARG_ALIGN`]), so
/// that a wide scalar load starting inside the segment (clang's `s_load_dwordx8`/`x16` of the
/// last arguments) reads padding instead of leaving the allocation: one `s_load_dwordx16`.
pub const KERNARG_PAD: usize = 64;
/// Alignment and size granule of the kernarg allocation (ROCm's kernarg pool hands out
/// at least 16-byte aligned blocks; 64 keeps a whole cache line).
pub const KERNARG_ALIGN: usize = 64;

/// One kernel argument, in the order the kernel declares them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernArg {
    /// A 64-bit pointer (to a buffer of the global memory).
    Pointer(u64),
    /// A value's little-endian bytes (aligned to its size).
    Value(Vec<u8>),
}

impl KernArg {
    fn bytes(&self) -> Vec<u8> {
        match self {
            KernArg::Pointer(p) => p.to_le_bytes().to_vec(),
            KernArg::Value(b) => b.clone(),
        }
    }
}

/// What to launch: kernel, geometry and arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// The kernel's name (a symbol with an `.amdhsa_kernel` descriptor).
    pub kernel: String,
    /// Work-items per dimension of the whole grid.
    pub grid: [u32; 3],
    /// Work-items per workgroup per dimension.
    pub block: [u32; 3],
    /// LDS bytes on top of the descriptor's static size.
    pub dynamic_lds: u32,
    /// The explicit kernel arguments.
    pub args: Vec<KernArg>,
}

/// Why a kernel could not be launched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchError(pub String);

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl core::error::Error for LaunchError {}

fn err<T>(msg: impl Into<String>) -> Result<T, LaunchError> {
    Err(LaunchError(msg.into()))
}

/// One entry of a kernel's metadata `.args` list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgMeta {
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// `.value_kind` (`global_buffer`, `by_value`, `hidden_block_count_x`, …).
    pub value_kind: String,
}

/// What the `.amdgpu_metadata` YAML says about one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMeta {
    /// `.args`, in order.
    pub args: Vec<ArgMeta>,
    /// `.kernarg_segment_size`.
    pub kernarg_segment_size: Option<u32>,
}

fn yaml_value(line: &str, key: &str) -> Option<String> {
    let rest = line.trim_start().trim_start_matches("- ").trim_start();
    let v = rest.strip_prefix(key)?.strip_prefix(':')?;
    Some(v.trim().trim_matches('\'').trim_matches('"').to_string())
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// Reads the metadata of kernel `name` from an `.amdgpu_metadata` YAML document (the subset
/// clang writes: `amdhsa.kernels` items with `.name`, `.args` and `.kernarg_segment_size`).
pub fn kernel_meta(yaml: &str, name: &str) -> Option<KernelMeta> {
    let lines: Vec<&str> = yaml.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("amdhsa.kernels:"))?;
    let (items, item_indent) = kernel_items(&lines, start);
    let key_col = item_indent? + 2;
    for (a, b) in items {
        let body = &lines[a..b];
        let is_it = body.iter().any(|l| {
            let col = if l.trim_start().starts_with("- ") {
                indent(l) + 2
            } else {
                indent(l)
            };
            col == key_col && yaml_value(l, ".name").as_deref() == Some(name)
        });
        if is_it {
            return Some(item_meta(body, key_col));
        }
    }
    None
}

/// The line ranges of the `amdhsa.kernels` items (lines "  - " at the first item's
/// indentation) after line `start`, and that indentation.
fn kernel_items(lines: &[&str], start: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let mut items: Vec<(usize, usize)> = Vec::new();
    let mut item_indent = None;
    let mut i = start + 1;
    while i < lines.len() {
        let l = lines[i];
        if l.trim().is_empty() {
            i += 1;
            continue;
        }
        let ind = indent(l);
        if ind == 0 {
            break;
        }
        if l.trim_start().starts_with("- ") && item_indent.is_none_or(|k| k == ind) {
            item_indent = Some(ind);
            if let Some(last) = items.last_mut() {
                last.1 = i;
            }
            items.push((i, lines.len()));
        }
        i += 1;
    }
    if let Some(last) = items.last_mut() {
        last.1 = last.1.min(i);
    }
    (items, item_indent)
}

/// The `.args` and `.kernarg_segment_size` of one kernel item whose keys are at `key_col`.
fn item_meta(body: &[&str], key_col: usize) -> KernelMeta {
    let mut meta = KernelMeta::default();
    let mut in_args = false;
    for l in body {
        let col = if l.trim_start().starts_with("- ") && indent(l) < key_col {
            indent(l) + 2
        } else {
            indent(l)
        };
        if col == key_col {
            in_args = yaml_value(l, ".args").is_some();
            if let Some(v) = yaml_value(l, ".kernarg_segment_size") {
                meta.kernarg_segment_size = v.parse().ok();
            }
            continue;
        }
        if !in_args || col < key_col {
            continue;
        }
        if l.trim_start().starts_with("- ") {
            meta.args.push(ArgMeta {
                offset: 0,
                size: 0,
                value_kind: String::new(),
            });
        }
        let Some(arg) = meta.args.last_mut() else { continue };
        if let Some(v) = yaml_value(l, ".offset") {
            arg.offset = v.parse().unwrap_or(0);
        } else if let Some(v) = yaml_value(l, ".size") {
            arg.size = v.parse().unwrap_or(0);
        } else if let Some(v) = yaml_value(l, ".value_kind") {
            arg.value_kind = v;
        }
    }
    meta
}

/// The geometry and per-dispatch addresses every wave's initial state is built from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dispatch {
    /// The kernel launched.
    pub kernel: Kernel,
    /// Work-items per dimension.
    pub grid: [u32; 3],
    /// Workgroup size per dimension.
    pub block: [u32; 3],
    /// Workgroups per dimension.
    pub groups: [u32; 3],
    /// LDS bytes per workgroup (static + dynamic).
    pub lds_size: usize,
    /// First global wave index of each workgroup (linear order x, then y, then z), plus the
    /// total at the end.
    pub first_wave: Vec<u32>,
    /// Address of the kernarg segment.
    pub kernarg: u64,
    /// Address of the dispatch packet.
    pub packet: u64,
    /// Address of the queue.
    pub queue: u64,
    /// Address of the scratch region (0 if none).
    pub scratch: u64,
    /// Scratch bytes per wave.
    pub scratch_per_wave: u64,
    /// Scratch region size.
    pub scratch_size: u64,
    /// Kernel-argument dwords preloaded into user SGPRs (gfx950 kernarg preloading).
    pub preload: Vec<u32>,
}

impl Dispatch {
    /// Workgroups in the dispatch.
    pub fn group_count(&self) -> usize {
        self.first_wave.len() - 1
    }

    /// Workgroup id of linear group `g`.
    pub fn group_id(&self, g: usize) -> [u32; 3] {
        let g = g as u64;
        let (gx, gy) = (self.groups[0] as u64, self.groups[1] as u64);
        [(g % gx) as u32, (g / gx % gy) as u32, (g / (gx * gy)) as u32]
    }

    /// Work-items per dimension of workgroup `id` (the last one of a dimension may be partial).
    pub fn group_size(&self, id: [u32; 3]) -> [u32; 3] {
        let mut s = [0; 3];
        for d in 0..3 {
            s[d] = self.block[d].min(self.grid[d] - id[d] * self.block[d]);
        }
        s
    }

    /// The linear workgroup holding global wave `n`.
    pub fn group_of_wave(&self, n: u32) -> usize {
        self.first_wave.partition_point(|&f| f <= n) - 1
    }

    /// The initial state of wave `index` of linear workgroup `g`.
    pub fn wave(&self, arch: Arch, g: usize, index: u32) -> Wave {
        self.wave_from(Wave::new(arch), g, index)
    }

    /// [`Dispatch::wave`] built on `w`, a wave as [`Wave::new`] makes it (its architecture's).
    pub fn wave_from(&self, mut w: Wave, g: usize, index: u32) -> Wave {
        let d = &self.kernel.descriptor;
        let arch = w.arch;
        let id = self.group_id(g);
        let global = self.first_wave[g] + index;
        w.pc = self.kernel.code_offset.unwrap_or(0);
        w.mode = initial_mode(d);
        let scratch_sgprs = !arch.has_architected_flat_scratch();
        let mut s = self.user_sgprs(scratch_sgprs);
        self.push_system_sgprs(&mut s, id, index, global, scratch_sgprs);
        for (r, v) in s.into_iter().enumerate().take(w.sgpr.len()) {
            w.sgpr[r] = v;
        }
        if !scratch_sgprs {
            let wave_scratch = self.scratch + global as u64 * self.scratch_per_wave;
            w.flat_scratch = if self.scratch_per_wave > 0 { wave_scratch } else { 0 };
        }
        w.ttmp[6] = self.packet as u32;
        w.ttmp[7] = (self.packet >> 32) as u32;
        w.ttmp[8..11].copy_from_slice(&self.grid);
        w.ttmp[11] = index & 63;
        set_workitems(&mut w, arch, d, self.group_size(id), index);
        w
    }

    /// The user SGPRs the descriptor enables, in order, then the preloaded kernel arguments,
    /// padded with zeros to `user_sgpr_count`.
    fn user_sgprs(&self, scratch_sgprs: bool) -> Vec<u32> {
        let d = &self.kernel.descriptor;
        let mut s: Vec<u32> = Vec::new();
        let push64 = |s: &mut Vec<u32>, v: u64| {
            s.push(v as u32);
            s.push((v >> 32) as u32);
        };
        if d.user_sgpr_private_segment_buffer && scratch_sgprs {
            s.push(self.scratch as u32);
            // base_hi[15:0], stride 0, swizzle enable (bit 63 of the V#).
            s.push((self.scratch >> 32) as u32 & 0xffff | 1 << 31);
            s.push(self.scratch_size.min(u32::MAX as u64) as u32);
            // dst_sel x/y/z/w = 4/5/6/7, num_format 7, data_format 4 (32), index stride 3 (64),
            // add_tid_enable (seed 000 "Buffer Resource Descriptor").
            s.push(4 | 5 << 3 | 6 << 6 | 7 << 9 | 7 << 12 | 4 << 15 | 3 << 21 | 1 << 23);
        }
        if d.user_sgpr_dispatch_ptr {
            push64(&mut s, self.packet);
        }
        if d.user_sgpr_queue_ptr {
            push64(&mut s, self.queue);
        }
        if d.user_sgpr_kernarg_segment_ptr {
            push64(&mut s, self.kernarg);
        }
        if d.user_sgpr_dispatch_id {
            push64(&mut s, 0);
        }
        if d.user_sgpr_flat_scratch_init && scratch_sgprs {
            push64(&mut s, self.scratch);
        }
        if d.user_sgpr_private_segment_size {
            s.push(d.private_segment_fixed_size);
        }
        s.extend_from_slice(&self.preload);
        let user = (d.user_sgpr_count as usize).max(s.len());
        s.resize(user, 0);
        s
    }

    /// Appends the system SGPRs of wave `index` (global wave `global`) of workgroup `id`.
    fn push_system_sgprs(&self, s: &mut Vec<u32>, id: [u32; 3], index: u32, global: u32, scratch_sgprs: bool) {
        let d = &self.kernel.descriptor;
        for (dim, on) in [d.workgroup_id_x, d.workgroup_id_y, d.workgroup_id_z]
            .into_iter()
            .enumerate()
        {
            if on {
                s.push(id[dim]);
            }
        }
        if d.workgroup_info {
            let size = self.group_size(id);
            let waves_in_group = (size[0] * size[1] * size[2]).div_ceil(LANES as u32);
            s.push(((index == 0) as u32) << 31 | (index & 31) << 20 | waves_in_group & 63);
        }
        if d.enable_private_segment && scratch_sgprs {
            s.push((global as u64 * self.scratch_per_wave) as u32);
        }
    }
}

/// MODE as the dispatch loads it from COMPUTE_PGM_RSRC1: FLOAT_MODE (RSRC1 bits 19:12) into
/// MODE bits 7:0, DX10_CLAMP (21) to bit 8, IEEE_MODE (23) to bit 9, FP16_OVFL (26) to bit 23.
fn initial_mode(d: &KernelDescriptor) -> u32 {
    let rsrc1 = d.compute_pgm_rsrc1();
    (rsrc1 >> 12 & 0xff) | (rsrc1 >> 21 & 1) << 8 | (rsrc1 >> 23 & 1) << 9 | (rsrc1 >> 26 & 1) << 23
}

/// The work-item ids (in v0-v2, or packed in v0) and EXEC of wave `index` of a workgroup of
/// `size` work-items per dimension.
fn set_workitems(w: &mut Wave, arch: Arch, d: &KernelDescriptor, size: [u32; 3], index: u32) {
    let items = size[0] * size[1] * size[2];
    let mut exec = 0u64;
    for lane in 0..LANES as u32 {
        let flat = index * LANES as u32 + lane;
        if flat >= items {
            continue;
        }
        exec |= 1 << lane;
        let t = [flat % size[0], flat / size[0] % size[1], flat / (size[0] * size[1])];
        let l = lane as usize;
        if !arch.packed_workitem_ids() {
            for (dim, &tid) in t.iter().enumerate().take(d.workitem_id as usize + 1) {
                w.vgpr[dim * LANES + l] = tid;
            }
        } else {
            w.vgpr[l] = (t[2] & 0x3ff) << 20 | (t[1] & 0x3ff) << 10 | t[0] & 0x3ff;
        }
    }
    w.exec = exec;
}

/// Refuses a kernarg segment larger than [`MAX_KERNARG`] before anything is allocated.
fn check_kernarg_budget(kernel: &str, kd_size: u32, meta: Option<&KernelMeta>) -> Result<(), LaunchError> {
    let over = |what: String, n: u64| {
        err(alloc::format!(
            "kernel '{kernel}': {what} is {n} bytes; the kernarg segment budget is {} KiB (MAX_KERNARG)",
            MAX_KERNARG / 1024
        ))
    };
    if kd_size as u64 > MAX_KERNARG {
        return over(".amdhsa_kernarg_size".into(), kd_size as u64);
    }
    let Some(m) = meta else { return Ok(()) };
    if let Some(n) = m.kernarg_segment_size.filter(|&n| n as u64 > MAX_KERNARG) {
        return over("the metadata's .kernarg_segment_size".into(), n as u64);
    }
    for (i, a) in m.args.iter().enumerate() {
        let end = a.offset as u64 + a.size as u64;
        if end > MAX_KERNARG {
            return over(alloc::format!("argument {} (.offset + .size)", i + 1), end);
        }
    }
    Ok(())
}

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// Lays out the dispatch in `mem`: kernarg segment, dispatch packet, queue, kernel object and
/// scratch; checks the geometry.
pub fn prepare(program: &Program, mem: &mut Memory, cfg: &LaunchConfig) -> Result<Dispatch, LaunchError> {
    let kernel = find_kernel(program, cfg)?;
    let d = kernel.descriptor;
    let (groups, group_count) = workgroup_grid(cfg)?;
    let lds_size = checked_lds_size(program.arch, &d, cfg)?;
    let mut dispatch = Dispatch {
        kernel: kernel.clone(),
        grid: cfg.grid,
        block: cfg.block,
        groups,
        lds_size: lds_size as usize,
        first_wave: Vec::with_capacity(group_count as usize + 1),
        kernarg: 0,
        packet: 0,
        queue: 0,
        scratch: 0,
        scratch_per_wave: 0,
        scratch_size: 0,
        preload: Vec::new(),
    };
    let total = dispatch.number_waves(group_count as usize);

    let meta = program.metadata.as_deref().and_then(|y| kernel_meta(y, &cfg.kernel));
    check_kernarg_budget(&cfg.kernel, d.kernarg_size, meta.as_ref())?;
    let seg = kernarg_segment(cfg, &d, meta.as_ref(), groups)?;
    dispatch.preload = preloaded_dwords(&d, &seg);
    // Kernarg segment, kernel object, queue, dispatch packet.
    dispatch.kernarg = mem.alloc("kernarg", seg.len(), KERNARG_ALIGN as u64);
    mem.write(dispatch.kernarg, &seg)
        .map_err(|_| LaunchError("kernarg".into()))?;
    let kd = mem.alloc("kernel_object", 64, 64);
    let _ = mem.write(kd, &d.encode());
    dispatch.queue = mem.alloc("queue", 256, 64);
    dispatch.alloc_scratch(mem, d.private_segment_fixed_size, total)?;
    let p = dispatch_packet(cfg, &d, lds_size as u32, kd, dispatch.kernarg);
    dispatch.packet = mem.alloc("dispatch_packet", 64, 64);
    let _ = mem.write(dispatch.packet, &p);
    Ok(dispatch)
}

/// The kernel `cfg` names, which must have a label marking its code.
fn find_kernel<'p>(program: &'p Program, cfg: &LaunchConfig) -> Result<&'p Kernel, LaunchError> {
    let Some(kernel) = program.kernels.iter().find(|k| k.name == cfg.kernel) else {
        let known: Vec<&str> = program.kernels.iter().map(|k| k.name.as_str()).collect();
        return err(if known.is_empty() {
            alloc::format!(
                "unknown kernel '{}': the source has no .amdhsa_kernel descriptor",
                cfg.kernel
            )
        } else {
            alloc::format!(
                "unknown kernel '{}' (the source describes: {})",
                cfg.kernel,
                known.join(", ")
            )
        });
    };
    if kernel.code_offset.is_none() {
        return err(alloc::format!(
            "kernel '{}': no label '{}' marks its code",
            cfg.kernel,
            cfg.kernel
        ));
    }
    Ok(kernel)
}

/// Workgroups per dimension and in all, after checking the grid and block sizes.
fn workgroup_grid(cfg: &LaunchConfig) -> Result<([u32; 3], u64), LaunchError> {
    let mut groups = [0u32; 3];
    for (dim, n) in groups.iter_mut().enumerate() {
        let (g, b) = (cfg.grid[dim], cfg.block[dim]);
        if g == 0 || b == 0 {
            return err("grid and block sizes must be at least 1 in every dimension");
        }
        if b > 1024 {
            return err(alloc::format!("block size {b} is larger than 1024"));
        }
        *n = g.div_ceil(b);
    }
    let items = cfg.block.iter().map(|&b| b as u64).product::<u64>();
    if items > MAX_WAVES_PER_GROUP as u64 * LANES as u64 {
        return err(alloc::format!(
            "a workgroup of {items} work-items is more than {} waves",
            MAX_WAVES_PER_GROUP
        ));
    }
    let group_count = groups
        .iter()
        .try_fold(1u64, |acc, &g| acc.checked_mul(g as u64))
        .filter(|&n| n <= MAX_GROUPS);
    let Some(group_count) = group_count else {
        return err(alloc::format!(
            "{} x {} x {} workgroups: the emulator runs at most {MAX_GROUPS} (a smaller grid or a larger block)",
            groups[0],
            groups[1],
            groups[2]
        ));
    };
    Ok((groups, group_count))
}

/// LDS bytes per workgroup (static + dynamic), refused above the hardware's limit.
fn checked_lds_size(arch: Arch, d: &KernelDescriptor, cfg: &LaunchConfig) -> Result<u64, LaunchError> {
    let lds_size = d.group_segment_fixed_size as u64 + cfg.dynamic_lds as u64;
    if lds_size > max_lds(arch) as u64 {
        return err(alloc::format!(
            "{lds_size} bytes of LDS (static .amdhsa_group_segment_fixed_size {} + dynamic_lds {}) exceed the {} KiB of {} (the hardware's limit)",
            d.group_segment_fixed_size,
            cfg.dynamic_lds,
            max_lds(arch) / 1024,
            arch.name()
        ));
    }
    Ok(lds_size)
}

impl Dispatch {
    /// Fills `first_wave` for `group_count` workgroups; returns the dispatch's total waves.
    fn number_waves(&mut self, group_count: usize) -> u32 {
        let mut total = 0u32;
        for g in 0..group_count {
            self.first_wave.push(total);
            let s = self.group_size(self.group_id(g));
            total += (s[0] * s[1] * s[2]).div_ceil(LANES as u32);
        }
        self.first_wave.push(total);
        total
    }

    /// Allocates the scratch region for `waves` waves of `private_size` bytes per lane.
    fn alloc_scratch(&mut self, mem: &mut Memory, private_size: u32, waves: u32) -> Result<(), LaunchError> {
        if private_size == 0 {
            return Ok(());
        }
        self.scratch_per_wave = align_up(private_size as u64, 4) * LANES as u64;
        self.scratch_size = self.scratch_per_wave * waves as u64;
        if self.scratch_size > 1 << 30 {
            return err(alloc::format!("{} bytes of scratch is too much", self.scratch_size));
        }
        self.scratch = mem.alloc("scratch", self.scratch_size as usize, 256);
        Ok(())
    }
}

/// Writes `bytes` at `off` in the kernarg segment `seg`, growing it as needed.
fn put(seg: &mut Vec<u8>, off: usize, bytes: &[u8]) {
    if seg.len() < off + bytes.len() {
        seg.resize(off + bytes.len(), 0);
    }
    seg[off..off + bytes.len()].copy_from_slice(bytes);
}

/// Dimensions of the launch: 1 + the highest dimension with a grid or block size over 1.
fn grid_dims(cfg: &LaunchConfig) -> usize {
    (0..3)
        .rev()
        .find(|&i| cfg.grid[i] > 1 || cfg.block[i] > 1)
        .map_or(1, |i| i + 1)
}

/// The kernarg segment's bytes: the arguments (with the metadata's offsets and hidden
/// arguments, or naturally aligned), rounded up and followed by zero padding, as a runtime's
/// kernarg pool block is.
fn kernarg_segment(
    cfg: &LaunchConfig,
    d: &KernelDescriptor,
    meta: Option<&KernelMeta>,
    groups: [u32; 3],
) -> Result<Vec<u8>, LaunchError> {
    let mut seg: Vec<u8> = Vec::new();
    match meta {
        Some(m) => {
            put_explicit_args(&mut seg, cfg, m)?;
            for a in m.args.iter().filter(|a| a.value_kind.starts_with("hidden_")) {
                let v = hidden_arg(&a.value_kind["hidden_".len()..], cfg, groups);
                let n = (a.size as usize).min(8);
                put(&mut seg, a.offset as usize, &v.to_le_bytes()[..n]);
            }
        }
        None => {
            let mut off = 0usize;
            for v in &cfg.args {
                let b = v.bytes();
                let al = b.len().next_power_of_two().clamp(1, 8);
                off = off.next_multiple_of(al);
                put(&mut seg, off, &b);
                off += b.len();
            }
        }
    }
    let size = seg
        .len()
        .max(d.kernarg_size as usize)
        .max(meta.and_then(|m| m.kernarg_segment_size).unwrap_or(0) as usize);
    let size = size.next_multiple_of(KERNARG_ALIGN) + KERNARG_PAD;
    seg.resize(size, 0);
    Ok(seg)
}

/// Writes the launch's arguments at the offsets of the metadata's explicit arguments, checking
/// their number and sizes.
fn put_explicit_args(seg: &mut Vec<u8>, cfg: &LaunchConfig, m: &KernelMeta) -> Result<(), LaunchError> {
    let explicit: Vec<&ArgMeta> = m.args.iter().filter(|a| !a.value_kind.starts_with("hidden_")).collect();
    if explicit.len() != cfg.args.len() {
        return err(alloc::format!(
            "kernel '{}' takes {} argument{}, the launch gives {}",
            cfg.kernel,
            explicit.len(),
            if explicit.len() == 1 { "" } else { "s" },
            cfg.args.len()
        ));
    }
    for (n, (a, v)) in explicit.iter().zip(&cfg.args).enumerate() {
        let b = v.bytes();
        if b.len() != a.size as usize {
            return err(alloc::format!(
                "argument {} of '{}' is {} bytes ({}), the launch gives {} bytes",
                n + 1,
                cfg.kernel,
                a.size,
                a.value_kind,
                b.len()
            ));
        }
        put(seg, a.offset as usize, &b);
    }
    Ok(())
}

/// The value of hidden argument `hidden_<kind>` (0 for the kinds not filled in).
fn hidden_arg(kind: &str, cfg: &LaunchConfig, groups: [u32; 3]) -> u64 {
    let dim = |s: &str| match s {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some(dm) = kind.strip_prefix("block_count_").and_then(dim) {
        groups[dm] as u64
    } else if let Some(dm) = kind.strip_prefix("group_size_").and_then(dim) {
        cfg.block[dm] as u64
    } else if let Some(dm) = kind.strip_prefix("remainder_").and_then(dim) {
        (cfg.grid[dm] % cfg.block[dm]) as u64
    } else {
        match kind {
            "grid_dims" => grid_dims(cfg) as u64,
            "dynamic_lds_size" => cfg.dynamic_lds as u64,
            "private_base" => PRIVATE_BASE_HI as u64,
            "shared_base" => SHARED_BASE_HI as u64,
            _ => 0,
        }
    }
}

/// The kernarg dwords the descriptor preloads into user SGPRs (0 past the segment's end).
fn preloaded_dwords(d: &KernelDescriptor, seg: &[u8]) -> Vec<u32> {
    let pre = d.kernarg_preload_offset as usize * 4;
    (0..d.kernarg_preload_length as usize)
        .map(|k| {
            let o = pre + 4 * k;
            seg.get(o..o + 4)
                .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        })
        .collect()
}

/// The 64-byte hsa_kernel_dispatch_packet_t (HSA 1.2 §2.9.6) of the launch.
fn dispatch_packet(cfg: &LaunchConfig, d: &KernelDescriptor, lds_size: u32, kd: u64, kernarg: u64) -> Vec<u8> {
    let mut p = vec![0u8; 64];
    let dims = grid_dims(cfg) as u16;
    // header: type KERNEL_DISPATCH (2), acquire and release fences at system scope (2).
    p[0..2].copy_from_slice(&(2u16 | 2 << 9 | 2 << 11).to_le_bytes());
    p[2..4].copy_from_slice(&dims.to_le_bytes());
    for dim in 0..3 {
        p[4 + 2 * dim..6 + 2 * dim].copy_from_slice(&(cfg.block[dim] as u16).to_le_bytes());
        p[12 + 4 * dim..16 + 4 * dim].copy_from_slice(&cfg.grid[dim].to_le_bytes());
    }
    p[24..28].copy_from_slice(&d.private_segment_fixed_size.to_le_bytes());
    p[28..32].copy_from_slice(&lds_size.to_le_bytes());
    p[32..40].copy_from_slice(&kd.to_le_bytes());
    p[40..48].copy_from_slice(&kernarg.to_le_bytes());
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_mode_takes_each_float_field_to_its_mode_bits() {
        let mut d = KernelDescriptor::from_bytes(&[0; 64]);
        assert_eq!(initial_mode(&d), 0);
        (d.float_round_mode_32, d.float_round_mode_16_64) = (1, 2);
        (d.float_denorm_mode_32, d.float_denorm_mode_16_64) = (3, 1);
        let fields = 1 | 2 << 2 | 3 << 4 | 1 << 6;
        assert_eq!(initial_mode(&d), fields);
        (d.dx10_clamp, d.priv_, d.debug_mode) = (true, true, true);
        assert_eq!(initial_mode(&d), fields | 1 << 8);
        (d.ieee_mode, d.fp16_overflow) = (true, true);
        assert_eq!(initial_mode(&d), fields | 1 << 8 | 1 << 9 | 1 << 23);
    }

    #[test]
    fn metadata_args() {
        let y = "---\namdhsa.kernels:\n  - .args:\n      - .address_space:  global\n        .offset:         0\n        .size:           8\n        .value_kind:     global_buffer\n      - .offset:         8\n        .size:           4\n        .value_kind:     hidden_block_count_x\n    .kernarg_segment_size: 272\n    .name:           a\n  - .args:\n      - .offset:         0\n        .size:           4\n        .value_kind:     by_value\n    .name:           b\namdhsa.target:   x\n...\n";
        let a = kernel_meta(y, "a").unwrap();
        assert_eq!(a.args.len(), 2);
        assert_eq!(
            a.args[1],
            ArgMeta {
                offset: 8,
                size: 4,
                value_kind: "hidden_block_count_x".into()
            }
        );
        assert_eq!(a.kernarg_segment_size, Some(272));
        let b = kernel_meta(y, "b").unwrap();
        assert_eq!(
            b.args,
            vec![ArgMeta {
                offset: 0,
                size: 4,
                value_kind: "by_value".into()
            }]
        );
        assert!(kernel_meta(y, "c").is_none());
    }
}
