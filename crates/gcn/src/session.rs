//! Building a GCN machine from a front end's plain description (buffers, an optional kernel
//! launch), and the editor's token classes: the GCN half of the façade's targets, so the
//! façade itself names no GCN register, layout or limit.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use lanescope_isa::TokenClass;

use crate::exec::Memory;
use crate::launch::LaunchConfig;
use crate::program::Program;
use crate::GcnMachine;

/// Global memory with `buffers` (their names and bytes, moved in) allocated in order (256-byte
/// aligned), and each buffer's base address by name.
pub fn allocate<'a>(buffers: impl IntoIterator<Item = (&'a str, Vec<u8>)>) -> (Memory, Vec<(String, u64)>) {
    let mut mem = Memory::new();
    let mut addrs = Vec::new();
    for (name, bytes) in buffers {
        let base = mem.alloc_holding(String::from(name), bytes, 256);
        addrs.push((name.into(), base));
    }
    (mem, addrs)
}

/// The machine for `program` over `mem`: the kernel launch `launch`, or a bare wave (EXEC all
/// ones, lane ids in v0) whose initial registers the caller then sets through
/// [`lanescope_isa::Machine::set_register`] and friends. A bare wave of a program whose kernel
/// reads its arguments through the kernarg pointer needs `sets_sgprs` (the caller sets `s[0:1]`),
/// else the error says what to add.
pub fn build(
    program: Program,
    mem: Memory,
    launch: Option<&LaunchConfig>,
    sets_sgprs: bool,
) -> Result<GcnMachine, String> {
    if let Some(cfg) = launch {
        return GcnMachine::launch(program, mem, cfg).map_err(|e| e.0);
    }
    if let Some(k) = program
        .kernels
        .iter()
        .find(|k| k.descriptor.user_sgpr_kernarg_segment_ptr)
    {
        if !sets_sgprs {
            return Err(no_launch_hint(&k.name, k.descriptor.kernarg_size));
        }
    }
    let wave = crate::exec::Wave::bare(program.arch);
    Ok(GcnMachine::with_memory(program, wave, mem))
}

/// Why a kernel that reads its arguments cannot run as a bare wave, and what to add.
fn no_launch_hint(kernel: &str, kernarg_size: u32) -> String {
    format!(
        "kernel '{kernel}' reads its arguments through the kernarg pointer (s[0:1]), but there is no \
         [launch]: a bare wave has no kernarg segment. Add to the launch & data text a \
         [launch] section (kernel = \"{kernel}\", grid = [64], block = [64], each on its own line), one [[args]] per argument \
         ({kernarg_size} bytes of kernarg) and the [[buffers]] they point to; or set s[0:1] in [init.sgpr]"
    )
}

/// Token classes of one source line: `(byte start, byte end, class)`.
pub fn highlight(line: &str) -> Vec<(usize, usize, TokenClass)> {
    crate::syntax::highlight(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lanescope_isa::Machine;

    #[test]
    fn a_bare_wave_takes_its_initial_state_through_the_trait() {
        let p = crate::syntax::assemble(crate::Arch::Gfx950, "s_endpgm").unwrap();
        let (mem, addrs) = allocate([("b", alloc::vec![1u8, 2])]);
        assert_eq!(addrs.len(), 1);
        let mut m = build(p, mem, None, false).unwrap();
        let a = m.file_index("a").unwrap();
        assert!(m.set_register(a, 3, 5, 0, 9));
        assert!(m.set_mask(m.mask_index("exec").unwrap(), 0xf));
        assert!(m.set_flag(m.flag_index("scc").unwrap(), 1));
        assert!(!m.set_flag(m.flag_index("scc").unwrap(), 2), "SCC is one bit");
        assert!(
            !m.set_flag(m.flag_index("vm_cnt").unwrap(), 1),
            "counters are not settable"
        );
        m.run(10);
        m.reset();
        assert_eq!(
            (m.register(a, 3)[5], m.exec(), m.scc()),
            (9, 0xf, true),
            "edits before the run are the initial state"
        );
        assert_eq!(m.buffer("b"), Some(&[1u8, 2][..]));
    }

    #[test]
    fn highlight_classes_come_through() {
        let h = highlight("v_mov_b32 v0, 1 ; c");
        assert_eq!(h.first().map(|t| t.2), Some(TokenClass::Mnemonic));
        assert_eq!(h.last().map(|t| t.2), Some(TokenClass::Comment));
    }
}
