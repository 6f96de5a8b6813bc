//! The EXP and interpolation rows, which have their own operand syntax.

use super::*;

/// An export target's number from its llvm-mc name (`mrt0`-`mrt7`, `mrtz`, `null`,
/// `pos0`-`pos3`, `param0`-`param31`).
fn exp_target(name: &str) -> Option<u16> {
    let num = |rest: &str, max: u16| -> Option<u16> {
        let ok =
            !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) && (rest == "0" || !rest.starts_with('0'));
        rest.parse::<u16>().ok().filter(|&n| ok && n <= max)
    };
    match name {
        "mrtz" => Some(8),
        "null" => Some(9),
        _ => {
            if let Some(r) = name.strip_prefix("mrt") {
                num(r, 7)
            } else if let Some(r) = name.strip_prefix("pos") {
                num(r, 3).map(|n| n + 12)
            } else if let Some(r) = name.strip_prefix("param") {
                num(r, 31).map(|n| n + 32)
            } else {
                None
            }
        }
    }
}

/// An interpolation attribute `attrN.c` (N 0-32, as llvm-mc 22 takes it; c one of x, y, z, w)
/// as `N | chan << 6`.
fn interp_attr(text: &str) -> Option<u16> {
    let (num, chan) = text.strip_prefix("attr")?.split_once('.')?;
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) || num.len() > 3 {
        return None;
    }
    let n: u16 = num.parse().ok().filter(|&n| n <= 32)?;
    let c = ["x", "y", "z", "w"].iter().position(|&c| c == chan)? as u16;
    Some(n | c << 6)
}

impl<'a> LineParser<'a> {
    /// `exp <target> <src0>, <src1>, <src2>, <src3> [done] [compr] [vm]` as llvm-mc 22 takes it:
    /// the commas are optional, each source a VGPR or `off`, the modifiers in that order and
    /// each once. With `compr` only sources 0 and 2 are encoded (VSRC0, VSRC1), each enabling
    /// two EN bits.
    pub(super) fn exp(&mut self, op: Op) -> Res<Inst> {
        let mut inst = Inst::new(op);
        let invalid = |s: &Self, t: usize| Diagnostic::error(s.span(t), "invalid operand for instruction");
        if self.at_end() {
            return Err(Diagnostic::error(
                self.span(self.pos),
                "too few operands for instruction",
            ));
        }
        let t = self.pos;
        inst.simm16 = exp_target(self.peek()).ok_or_else(|| Diagnostic::error(self.span(t), "invalid exp target"))?;
        self.pos += 1;
        let mut srcs = [None; 4];
        for src in &mut srcs {
            if self.peek() == "," {
                self.pos += 1;
            }
            if self.at_end() {
                return Err(Diagnostic::error(
                    self.span(self.pos),
                    "too few operands for instruction",
                ));
            }
            let vt = self.pos;
            let p = self.operand();
            if let Ok(p) = &p {
                refuse_modifiers(p)?;
            }
            match p.map(|p| (p.value, p.lit)) {
                Ok((Value::Vgpr(n, 1), false)) => *src = Some(n as u32),
                Ok((Value::Symbol("off"), false)) => {}
                _ => return Err(invalid(self, vt)),
            }
        }
        let mut stage = 0;
        while !self.at_end() {
            let t = self.pos;
            let (n, bit) = match self.peek() {
                "done" => (1, mem::DONE),
                "compr" => (2, mem::COMPR),
                "vm" => (3, mem::VM),
                _ => return Err(invalid(self, t)),
            };
            if n <= stage {
                return Err(invalid(self, t));
            }
            stage = n;
            inst.mem |= bit;
            self.pos += 1;
        }
        if inst.mem & mem::COMPR != 0 {
            for (k, src) in [srcs[0], srcs[2]].into_iter().enumerate() {
                if let Some(v) = src {
                    inst.offset |= 3 << (2 * k);
                    inst.literal |= v << (8 * k);
                }
            }
        } else {
            for (k, src) in srcs.into_iter().enumerate() {
                if let Some(v) = src {
                    inst.offset |= 1 << k;
                    inst.literal |= v << (8 * k);
                }
            }
        }
        Ok(inst)
    }

    /// An interpolation instruction: `vdst, vsrc (or p10/p20/p0), attrN.c[, vsrc2]`, then
    /// `high` (f16 rows, first), `clamp`, `mul:N`/`div:2` and the f16-result rows' four-entry
    /// `op_sel`. VINTRP rows take the VOP3 encoding (`_e64`) when asked or when a VOP3-only
    /// modifier is written, as llvm-mc 22 does.
    pub(super) fn interp(&mut self, op: Op, forced: Option<bool>) -> Res<Inst> {
        let row = op.row();
        let mut inst = Inst::new(op);
        let f16 = row.format == Format::Vop3a;
        self.interp_operands(&mut inst, row)?;
        self.interp_modifiers(&mut inst, row)?;
        if !f16 {
            let needs_vop3 = inst.clamp || inst.omod != 0 || inst.neg | inst.abs != 0;
            inst.vop3 = match forced {
                Some(false) if needs_vop3 => {
                    return Err(Diagnostic::error(
                        self.span(self.pos),
                        "invalid operand for instruction",
                    ))
                }
                Some(v) => v,
                None => needs_vop3,
            };
        }
        Ok(inst)
    }

    /// The interpolation operands: VDST, VSRC or the parameter slot, the attribute and (for
    /// the f16 rows) source 2, each VGPR with the `neg`/`abs` bits it may take.
    fn interp_operands(&mut self, inst: &mut Inst, row: &Row) -> Res<()> {
        let param = row.operand(Slot::Src0).is_some_and(|o| o.kind == Kind::InterpParam);
        let vgpr = |s: &mut Self, bit: u8, inst: &mut Inst| -> Res<u16> {
            let t = s.pos;
            let p = s.operand()?;
            match p.value {
                Value::Vgpr(n, 1) if !p.lit && !p.sext && (bit != 0 || !(p.neg || p.abs)) => {
                    inst.neg |= (p.neg as u8) << bit;
                    inst.abs |= (p.abs as u8) << bit;
                    Ok(n)
                }
                _ => Err(invalid_operand(s.span(t))),
            }
        };
        inst.dst = vgpr(self, 0, inst)?;
        self.expect(",")?;
        if param {
            let t = self.pos;
            match self.value() {
                Ok(Value::Symbol(name)) if crate::syntax::print::INTERP_PARAMS.contains(&name) => {
                    inst.src[0] = crate::syntax::print::INTERP_PARAMS
                        .iter()
                        .position(|&p| p == name)
                        .unwrap_or(0) as u16;
                }
                _ => return Err(Diagnostic::error(self.span(t), "invalid interpolation slot")),
            }
        } else {
            inst.src[0] = VGPR0 + vgpr(self, 1, inst)?;
        }
        self.expect(",")?;
        let t = self.pos;
        inst.simm16 = interp_attr(self.peek())
            .ok_or_else(|| Diagnostic::error(self.span(t), "invalid interpolation attribute"))?;
        self.pos += 1;
        if row.operand(Slot::Src2).is_some() {
            self.expect(",")?;
            inst.src[2] = VGPR0 + vgpr(self, 2, inst)?;
        }
        Ok(())
    }

    /// The interpolation modifiers in llvm-mc's order, each once: `high`, `clamp`, the output
    /// modifier, `op_sel`.
    fn interp_modifiers(&mut self, inst: &mut Inst, row: &Row) -> Res<()> {
        let f16 = row.format == Format::Vop3a;
        let mut stage = 0;
        while !self.at_end() {
            let t = self.pos;
            let next = match self.peek() {
                "high" if f16 => 1,
                "clamp" => 2,
                "mul" | "div" if row.has(flags::OMOD) => 3,
                "op_sel" if row.has(flags::OPSEL) && self.arch.has_vop3_op_sel() => 4,
                _ => return Err(invalid_operand(self.span(t))),
            };
            if next <= stage {
                return Err(invalid_operand(self.span(t)));
            }
            stage = next;
            let w = self.peek();
            self.pos += 1;
            match next {
                1 => inst.simm16 |= 0x100,
                2 => inst.clamp = true,
                3 => {
                    self.expect(":")?;
                    inst.omod = match (w, self.peek()) {
                        ("mul", "1") | ("div", "1") => 0,
                        ("mul", "2") => 1,
                        ("mul", "4") => 2,
                        ("div", "2") => 3,
                        _ => return Err(invalid_operand(self.span(t))),
                    };
                    self.pos += 1;
                }
                _ => {
                    // One to four entries; source 1's bit is dropped (llvm-mc 22).
                    self.expect(":")?;
                    let n = self.count_list_entries();
                    if !(1..=4).contains(&n) {
                        return Err(invalid_operand(self.span(t)));
                    }
                    inst.op_sel = (self.bit_list(n, t)? & 0xd) as u8;
                }
            }
        }
        Ok(())
    }
}
