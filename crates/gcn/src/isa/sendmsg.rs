//! SENDMSG immediates (seed 000 lines 4276-4316): the fields `{stream[9:8], op[6:4], msg[3:0]}`,
//! the message and operation names, and the llvm-mc 22 text of a value — read by the printer and
//! by the executor's log of `s_sendmsg`.

use alloc::string::String;
use core::fmt::Write;

use super::arch::Arch;

/// Message names by id on `arch` (GCN 1.2 adds 4, GFX9 5-10).
pub fn msg_name(arch: Arch, id: u16) -> Option<&'static str> {
    if ((5..=10).contains(&id) && !arch.has_gfx9_messages()) || (id == 4 && !arch.has_savewave_message()) {
        return None;
    }
    Some(match id {
        1 => "MSG_INTERRUPT",
        2 => "MSG_GS",
        3 => "MSG_GS_DONE",
        4 => "MSG_SAVEWAVE",
        5 => "MSG_STALL_WAVE_GEN",
        6 => "MSG_HALT_WAVES",
        7 => "MSG_ORDERED_PS_DONE",
        8 => "MSG_EARLY_PRIM_DEALLOC",
        9 => "MSG_GS_ALLOC_REQ",
        10 => "MSG_GET_DOORBELL",
        15 => "MSG_SYSMSG",
        _ => return None,
    })
}

const GS_OPS: [&str; 4] = ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"];
const SYS_OPS: [&str; 5] = [
    "",
    "SYSMSG_OP_ECC_ERR_INTERRUPT",
    "SYSMSG_OP_REG_RD",
    "SYSMSG_OP_HOST_TRAP_ACK",
    "SYSMSG_OP_TTRACE_PC",
];

/// The name of `op` for message `id`, if the message takes an operation and `op` is valid.
fn msg_op_name(id: u16, op: u16) -> Option<&'static str> {
    match id {
        2 if (1..=3).contains(&op) => Some(GS_OPS[op as usize]),
        3 if op <= 3 => Some(GS_OPS[op as usize]),
        15 if (1..=4).contains(&op) => Some(SYS_OPS[op as usize]),
        _ => None,
    }
}

/// `sendmsg(MSG_GS, GS_OP_EMIT, 0)`, `sendmsg(MSG_INTERRUPT)`, `sendmsg(11, 0, 0)` or the bare
/// number when no `sendmsg(...)` spelling encodes it.
pub fn write(out: &mut String, arch: Arch, v: u16) {
    let (id, op, stream) = (v & 0xf, (v >> 4) & 7, (v >> 8) & 3);
    let takes_op = matches!(id, 2 | 3 | 15);
    if let Some(name) = msg_name(arch, id) {
        let symbolic = if takes_op {
            msg_op_name(id, op).map(|op_name| (op_name, matches!(id, 2 | 3) && op != 0))
        } else if op == 0 && stream == 0 {
            Some(("", false))
        } else {
            None
        };
        if let Some((op_name, with_stream)) = symbolic {
            if with_stream || stream == 0 {
                let _ = write!(out, "sendmsg({name}");
                if takes_op {
                    let _ = write!(out, ", {op_name}");
                    if with_stream {
                        let _ = write!(out, ", {stream}");
                    }
                }
                out.push(')');
                return;
            }
        }
    }
    if id | op << 4 | stream << 8 == v {
        let _ = write!(out, "sendmsg({id}, {op}, {stream})");
    } else {
        let _ = write!(out, "{v}");
    }
}

/// The operation id named `name` for message `id` (GS messages take `GS_OP_*`, `MSG_SYSMSG`
/// takes `SYSMSG_OP_*`).
pub fn op_by_name(id: u16, name: &str) -> Option<u16> {
    let table: &[&str] = match id {
        2 | 3 => &GS_OPS,
        15 => &SYS_OPS,
        _ => return None,
    };
    table.iter().position(|n| !n.is_empty() && *n == name).map(|p| p as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operation_names_belong_to_their_messages() {
        assert_eq!(op_by_name(2, "GS_OP_EMIT"), Some(2));
        assert_eq!(op_by_name(15, "SYSMSG_OP_REG_RD"), Some(2));
        assert_eq!(op_by_name(15, "GS_OP_EMIT"), None);
        assert_eq!(op_by_name(1, "GS_OP_NOP"), None);
        assert_eq!(op_by_name(15, ""), None);
    }
}
