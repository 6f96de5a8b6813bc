//! Code-object directives: `.amdhsa_kernel` … `.end_amdhsa_kernel` blocks parsed into
//! [`KernelDescriptor`]s, `.set`/`.equ`/`.equiv`/`name = expr` symbols, `.amdgcn_target`
//! checked against the architecture, `.amdhsa_code_object_version` and the
//! `.amdgpu_metadata` block kept as text. Every check and message follows llvm-mc 22
//! (`AMDGPUAsmParser::ParseDirectiveAMDHSAKernel`). Directives that carry nothing the
//! emulator models ([`IGNORED`]) are accepted and ignored, data directives ([`DATA`]) are
//! ignored in data sections and refused in code, and any other is llvm-mc's "unknown directive".

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use lanescope_isa::{Diagnostic, Span};

use super::expr::{EvalError, Expr, ExprParser, SymbolValue, Symbols};
use super::lex::{Token, TokenKind};
use super::macros::Env;
use crate::isa::arch::Arch;
use crate::kernel::{is_gfx90a_class, Kernel, KernelDescriptor, KernelResources, ADDRESSABLE_SGPRS};

/// Where a `.amdhsa_` field may be used.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Avail {
    /// Every target.
    All,
    /// gfx90a-class targets (gfx950).
    Gfx90a,
    /// Targets without architected flat scratch (gfx900).
    NoArchitectedFlatScratch,
    /// Targets with architected flat scratch (gfx950).
    ArchitectedFlatScratch,
    /// Never on gfx900/gfx950: llvm-mc's message.
    Never(&'static str),
}

/// What a field does with its value.
#[derive(Clone, Copy)]
enum Apply {
    /// Sets descriptor bits: the value must fit in `width` bits.
    Bits(u32, fn(&mut KernelDescriptor, u64)),
    /// `.amdhsa_user_sgpr_count`.
    UserSgprCount,
    /// `.amdhsa_next_free_vgpr`.
    NextFreeVgpr,
    /// `.amdhsa_next_free_sgpr`.
    NextFreeSgpr,
    /// `.amdhsa_accum_offset`.
    AccumOffset,
    /// `.amdhsa_reserve_vcc`.
    ReserveVcc,
    /// `.amdhsa_reserve_flat_scratch`.
    ReserveFlatScratch,
    /// `.amdhsa_reserve_xnack_mask` (must match the target's XNACK setting: on).
    ReserveXnackMask,
    /// `.amdhsa_user_sgpr_kernarg_preload_length` (at most 16 user SGPRs).
    PreloadLength,
    /// `.amdhsa_user_sgpr_kernarg_preload_offset` (9 bits).
    PreloadOffset,
}

/// One `.amdhsa_` field: its name (without the prefix), whether llvm-mc needs its value at
/// once ("directive should have resolvable expression"), where it exists and what it sets.
struct Field {
    name: &'static str,
    resolve: bool,
    avail: Avail,
    apply: Apply,
}

const fn bits(name: &'static str, width: u32, set: fn(&mut KernelDescriptor, u64)) -> Field {
    Field {
        name,
        resolve: false,
        avail: Avail::All,
        apply: Apply::Bits(width, set),
    }
}

const fn user(name: &'static str, avail: Avail, set: fn(&mut KernelDescriptor, u64)) -> Field {
    Field {
        name,
        resolve: true,
        avail,
        apply: Apply::Bits(1, set),
    }
}

const fn special(name: &'static str, resolve: bool, avail: Avail, apply: Apply) -> Field {
    Field {
        name,
        resolve,
        avail,
        apply,
    }
}

const fn never(name: &'static str, msg: &'static str) -> Field {
    Field {
        name,
        resolve: false,
        avail: Avail::Never(msg),
        apply: Apply::Bits(0, |_, _| {}),
    }
}

const fn at(field: Field, avail: Avail) -> Field {
    Field { avail, ..field }
}

/// The setter of a one-bit descriptor field: `|k, v| k.FIELD = v != 0`.
macro_rules! set_flag {
    ($f:ident) => {
        |k: &mut KernelDescriptor, v: u64| k.$f = v != 0
    };
}

/// The setter of a wider descriptor field: `|k, v| k.FIELD = v as TYPE`.
macro_rules! set_as {
    ($f:ident as $t:ty) => {
        |k: &mut KernelDescriptor, v: u64| k.$f = v as $t
    };
}

/// A user-SGPR enable: `.amdhsa_FIELD` sets the one-bit descriptor field of the same name,
/// where `avail` says it exists.
macro_rules! user_sgpr {
    ($f:ident, $avail:ident) => {
        user(stringify!($f), Avail::$avail, set_flag!($f))
    };
}

/// Every `.amdhsa_` field llvm-mc 22 knows, in AMDGPUUsage's order.
static FIELDS: &[Field] = &[
    bits("group_segment_fixed_size", 32, set_as!(group_segment_fixed_size as u32)),
    bits(
        "private_segment_fixed_size",
        32,
        set_as!(private_segment_fixed_size as u32),
    ),
    bits("kernarg_size", 32, set_as!(kernarg_size as u32)),
    special("user_sgpr_count", true, Avail::All, Apply::UserSgprCount),
    user_sgpr!(user_sgpr_private_segment_buffer, NoArchitectedFlatScratch),
    user_sgpr!(user_sgpr_dispatch_ptr, All),
    user_sgpr!(user_sgpr_queue_ptr, All),
    user_sgpr!(user_sgpr_kernarg_segment_ptr, All),
    user_sgpr!(user_sgpr_dispatch_id, All),
    user_sgpr!(user_sgpr_flat_scratch_init, NoArchitectedFlatScratch),
    user_sgpr!(user_sgpr_private_segment_size, All),
    special(
        "user_sgpr_kernarg_preload_length",
        true,
        Avail::Gfx90a,
        Apply::PreloadLength,
    ),
    special(
        "user_sgpr_kernarg_preload_offset",
        true,
        Avail::Gfx90a,
        Apply::PreloadOffset,
    ),
    never("wavefront_size32", "directive requires gfx10+"),
    bits("uses_dynamic_stack", 1, set_flag!(uses_dynamic_stack)),
    at(
        bits(
            "system_sgpr_private_segment_wavefront_offset",
            1,
            set_flag!(enable_private_segment),
        ),
        Avail::NoArchitectedFlatScratch,
    ),
    at(
        bits("enable_private_segment", 1, set_flag!(enable_private_segment)),
        Avail::ArchitectedFlatScratch,
    ),
    bits("system_sgpr_workgroup_id_x", 1, set_flag!(workgroup_id_x)),
    bits("system_sgpr_workgroup_id_y", 1, set_flag!(workgroup_id_y)),
    bits("system_sgpr_workgroup_id_z", 1, set_flag!(workgroup_id_z)),
    bits("system_sgpr_workgroup_info", 1, set_flag!(workgroup_info)),
    bits("system_vgpr_workitem_id", 2, set_as!(workitem_id as u8)),
    special("next_free_vgpr", true, Avail::All, Apply::NextFreeVgpr),
    special("next_free_sgpr", true, Avail::All, Apply::NextFreeSgpr),
    special("accum_offset", true, Avail::Gfx90a, Apply::AccumOffset),
    special("reserve_vcc", true, Avail::All, Apply::ReserveVcc),
    special(
        "reserve_flat_scratch",
        true,
        Avail::NoArchitectedFlatScratch,
        Apply::ReserveFlatScratch,
    ),
    special("reserve_xnack_mask", false, Avail::All, Apply::ReserveXnackMask),
    bits("float_round_mode_32", 2, set_as!(float_round_mode_32 as u8)),
    bits("float_round_mode_16_64", 2, set_as!(float_round_mode_16_64 as u8)),
    bits("float_denorm_mode_32", 2, set_as!(float_denorm_mode_32 as u8)),
    bits("float_denorm_mode_16_64", 2, set_as!(float_denorm_mode_16_64 as u8)),
    bits("dx10_clamp", 1, set_flag!(dx10_clamp)),
    bits("ieee_mode", 1, set_flag!(ieee_mode)),
    bits("fp16_overflow", 1, set_flag!(fp16_overflow)),
    at(bits("tg_split", 1, set_flag!(tg_split)), Avail::Gfx90a),
    never("workgroup_processor_mode", "directive unsupported on "),
    never("memory_ordered", "directive requires gfx10+"),
    never("forward_progress", "directive requires gfx10+"),
    never("shared_vgpr_count", "directive requires gfx10 or gfx11"),
    never("inst_pref_size", "directive requires gfx11+"),
    never("round_robin_scheduling", "directive requires gfx12+"),
    never("named_barrier_count", "directive requires gfx1250+"),
    bits(
        "exception_fp_ieee_invalid_op",
        1,
        set_flag!(exception_fp_ieee_invalid_op),
    ),
    bits("exception_fp_denorm_src", 1, set_flag!(exception_fp_denorm_src)),
    bits("exception_fp_ieee_div_zero", 1, set_flag!(exception_fp_ieee_div_zero)),
    bits("exception_fp_ieee_overflow", 1, set_flag!(exception_fp_ieee_overflow)),
    bits("exception_fp_ieee_underflow", 1, set_flag!(exception_fp_ieee_underflow)),
    bits("exception_fp_ieee_inexact", 1, set_flag!(exception_fp_ieee_inexact)),
    bits("exception_int_div_zero", 1, set_flag!(exception_int_div_zero)),
];

/// A field whose expression names symbols not defined yet: applied at the end of the source.
struct Pending {
    kernel: usize,
    field: &'static Field,
    expr: Expr,
    span: Span,
}

/// An open `.amdhsa_kernel` block.
struct Block {
    name: String,
    line: u32,
    /// Where the `.amdhsa_kernel` directive is (for an unterminated block).
    span: Span,
    kd: KernelDescriptor,
    res: KernelResources,
    seen: Vec<&'static str>,
    vgpr_span: Span,
    sgpr_span: Span,
    explicit_user_sgprs: Option<u64>,
    accum_offset: Option<u64>,
    kernarg_size: Option<Expr>,
    pending: Vec<(&'static Field, Expr, Span)>,
    /// An error was reported: skip to `.end_amdhsa_kernel` (llvm-mc gives up on the block).
    failed: bool,
}

/// The directive state of one assembly.
pub(crate) struct Directives {
    arch: Arch,
    /// Symbols defined so far.
    pub symbols: Symbols,
    /// Kernels whose blocks are complete.
    pub kernels: Vec<Kernel>,
    /// The `.amdgpu_metadata` text.
    pub metadata: Option<String>,
    /// `.amdhsa_code_object_version`, if given.
    pub code_object_version: Option<i64>,
    block: Option<Block>,
    /// Collecting `.amdgpu_metadata`: the text so far and the opening directive's span.
    in_metadata: Option<(String, Span)>,
    pending: Vec<Pending>,
    /// The current section is a code section (`.text…`): alignment pads the program.
    in_text: bool,
    /// An alignment the driver must pad the code to.
    pub align: Option<Alignment>,
    /// Padding and data bytes added so far (bounded by [`MAX_PADDING`]).
    pub padded: u64,
    /// Data a directive in a code section asks the driver to place (`.byte 1, 2`).
    pub data: Option<Data>,
    /// Identifiers on failed instruction lines, by error index ([`Directives::explain_forward`]).
    failed_operands: Vec<(usize, String)>,
}

/// Most alignment padding and data one assembly may add, in bytes.
pub const MAX_PADDING: u64 = 1 << 20;

/// A code alignment the driver pads to: `s_nop 0` as llvm-mc pads code, or a fill pattern.
#[derive(Debug)]
pub struct Alignment {
    /// The alignment in bytes (a power of two).
    pub bytes: u64,
    /// The most padding allowed (`.p2align 4, , 8`): none when more is needed.
    pub max: Option<u64>,
    /// The fill pattern (`.p2alignl 6, 0xbf800000`, `.p2align 3, 0x12`), little-endian, and
    /// the line llvm-mc echoes for it; `None` pads with `s_nop 0`.
    pub fill: Option<(Vec<u8>, String)>,
}

/// Raw bytes a data directive places in the code, with the lines llvm-mc echoes for it.
#[derive(Debug, Default)]
pub struct Data {
    /// The bytes, in address order.
    pub bytes: Vec<u8>,
    /// The echo, one directive per line as llvm-mc prints it (`.byte\t1`), without the tab.
    pub echo: Vec<String>,
}

/// Directives llvm-mc accepts that carry nothing the emulator models, accepted and ignored:
/// subsections and symbol attributes (one flat instruction stream, labels are global), and
/// listing or debug information. (Sections only decide whether alignments and data directives
/// place bytes in the code.)
static IGNORED: &[&str] = &[
    ".subsection",
    ".globl",
    ".global",
    ".local",
    ".weak",
    ".hidden",
    ".protected",
    ".internal",
    ".type",
    ".size",
    ".ident",
    ".addrsig",
    ".addrsig_sym",
    ".file",
    ".loc",
    ".amdgpu_hsa_kernel",
    ".amdgcn.gfx_generation_number",
    ".amd_amdgpu_isa",
];

/// Data directives llvm-mc accepts that the program cannot hold in code (strings and
/// floats): refused there with a located error instead of silently dropping bytes.
static DATA: &[&str] = &[".ascii", ".asciz", ".string", ".float", ".double"];

/// Alignment directives: name, whether the argument is a power of two (else bytes), and the
/// width of the fill pattern.
static ALIGNMENTS: &[(&str, bool, usize)] = &[
    (".p2align", true, 1),
    (".p2alignw", true, 2),
    (".p2alignl", true, 4),
    (".align", false, 1),
    (".balign", false, 1),
    (".balignw", false, 2),
    (".balignl", false, 4),
];

/// Integer data directives in a code section: name, bytes per value, llvm-mc's echo name.
/// (`.hword` and `.word` are unknown directives to llvm-mc for amdgcn.)
static INT_DATA: &[(&str, usize, &str)] = &[
    (".byte", 1, ".byte"),
    (".short", 2, ".short"),
    (".2byte", 2, ".short"),
    (".value", 2, ".short"),
    (".long", 4, ".long"),
    (".int", 4, ".long"),
    (".4byte", 4, ".long"),
    (".quad", 8, ".quad"),
    (".8byte", 8, ".quad"),
];

/// Whether `v` fits `size` bytes as llvm-mc checks data values (signed or unsigned).
fn fits(v: i64, size: usize) -> bool {
    size >= 8 || (-(1i64 << (size * 8 - 1))..1i64 << (size * 8)).contains(&v)
}

/// The fill and max-bytes tokens after an alignment: `, fill, max` (either may be empty).
fn split_align_args<'t>(rest: &'t [&'t str]) -> (&'t [&'t str], &'t [&'t str]) {
    let rest = rest.strip_prefix(&[","][..]).unwrap_or(rest);
    match rest.iter().position(|t| *t == ",") {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[]),
    }
}

/// The assembler state a `.if` condition or `.rept` count sees: symbols and labels so far.
pub(crate) struct CondEnv<'a> {
    /// The directive state (symbols).
    pub dirs: &'a Directives,
    /// Labels defined so far.
    pub labels: &'a [(String, u32)],
}

impl Env for CondEnv<'_> {
    fn eval(&mut self, line: &str, line_no: u32, toks: &[Token], pos: usize) -> Result<i64, Diagnostic> {
        self.dirs.absolute(line, line_no, toks, pos)
    }

    fn defined(&self, name: &str) -> bool {
        self.dirs.symbols.map.contains_key(name) || self.labels.iter().any(|(l, _)| l == name)
    }
}

/// Tokens of one line with position helpers.
struct Line<'a> {
    line: &'a str,
    line_no: u32,
    toks: &'a [Token],
}

impl<'a> Line<'a> {
    fn text(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| t.text(self.line))
    }

    fn parser(&self, pos: usize) -> ExprParser<'a> {
        ExprParser::new(self.line, self.line_no, self.toks, pos)
    }

    fn span(&self, i: usize) -> Span {
        self.parser(0).span(i)
    }

    /// From the start of token `a` to the end of token `b - 1`.
    fn range(&self, a: usize, b: usize) -> Span {
        let first = self.span(a);
        let last = self.span(b.saturating_sub(1).max(a));
        Span::new(
            self.line_no,
            first.col,
            (last.col + last.len).saturating_sub(first.col).max(1),
        )
    }

    /// Just past token `i` (llvm-mc's position for errors at the end of a statement).
    fn after(&self, i: usize) -> Span {
        let s = self.span(i);
        Span::new(self.line_no, s.col + s.len, 1)
    }

    /// An expression starting at token `pos` that must end the line.
    fn expr_to_end(&self, pos: usize, trailing: &str) -> Result<(Expr, Span), Diagnostic> {
        let mut p = self.parser(pos);
        let e = p.parse().map_err(|(s, m)| Diagnostic::error(s, m))?;
        if p.pos < self.toks.len() {
            return Err(Diagnostic::error(self.span(p.pos), trailing));
        }
        Ok((e, self.range(pos, p.pos)))
    }
}

fn eval_error(e: EvalError) -> Diagnostic {
    Diagnostic::error(e.span(), e.message())
}

impl Directives {
    /// Fresh state for `arch`.
    pub fn new(arch: Arch) -> Directives {
        Directives {
            arch,
            symbols: Symbols::default(),
            kernels: Vec::new(),
            metadata: None,
            code_object_version: None,
            block: None,
            in_metadata: None,
            pending: Vec::new(),
            in_text: true,
            align: None,
            padded: 0,
            data: None,
            failed_operands: Vec::new(),
        }
    }

    /// Whether lines belong to an open block (kernel or metadata) rather than to the program.
    pub fn in_block(&self) -> bool {
        self.block.is_some() || self.in_metadata.is_some()
    }

    /// Handles a line that starts a metadata block or lies inside one; false if it is neither.
    pub fn metadata_line(&mut self, line: &str, line_no: u32) -> bool {
        // Most lines are neither (a prefix test instead of a split): a block starts with the
        // directive as the line's first word.
        if self.in_metadata.is_none() && !line.trim_start().starts_with(".amdgpu_metadata") {
            return false;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        if let Some((text, _)) = &mut self.in_metadata {
            if first == ".end_amdgpu_metadata" {
                let (text, _) = self.in_metadata.take().unwrap_or_default();
                self.metadata = Some(text);
            } else {
                text.push_str(line);
                text.push('\n');
            }
            return true;
        }
        if first == ".amdgpu_metadata" {
            let col = line.find(first).map_or(1, |b| line[..b].chars().count() as u32 + 1);
            self.in_metadata = Some((String::new(), Span::new(line_no, col, first.len() as u32)));
            return true;
        }
        false
    }

    /// Handles a line inside an `.amdhsa_kernel` block (comments already removed).
    pub fn kernel_line(&mut self, line: &str, line_no: u32, toks: &[Token], errors: &mut Vec<Diagnostic>) {
        let l = Line { line, line_no, toks };
        if toks.is_empty() {
            return;
        }
        if l.text(0) == ".end_amdhsa_kernel" {
            if let Some(block) = self.block.take() {
                if !block.failed {
                    match self.finish_block(block, l.after(0)) {
                        Ok(()) => {}
                        Err(e) => errors.push(e),
                    }
                }
            }
            return;
        }
        let Some(block) = &mut self.block else { return };
        if block.failed {
            return;
        }
        if let Err(e) = field_line(self.arch, &self.symbols, block, &l) {
            block.failed = true;
            errors.push(e);
        }
    }

    /// Handles a directive line outside blocks (`toks[pos]` is the directive).
    pub fn directive(&mut self, line: &str, line_no: u32, toks: &[Token], pos: usize) -> Result<(), Diagnostic> {
        let l = Line {
            line,
            line_no,
            toks: &toks[pos..],
        };
        let name = l.text(0);
        match name {
            ".amdhsa_kernel" => self.begin_kernel(&l),
            ".amdgcn_target" => self.check_target(&l),
            ".amdhsa_code_object_version" => {
                let (e, _) = l.expr_to_end(1, "expected newline")?;
                let v = e.eval(self.arch, &self.symbols).map_err(eval_error)?;
                self.code_object_version = Some(v);
                Ok(())
            }
            ".set" | ".equ" | ".equiv" => self.set_symbol(&l, name),
            ".end_amdhsa_kernel" => Err(Diagnostic::error(l.span(0), "unknown directive")),
            _ if name.starts_with(".amdhsa_") => Err(Diagnostic::error(l.span(0), "unknown directive")),
            ".text" | ".popsection" | ".previous" => {
                self.in_text = true;
                Ok(())
            }
            ".data" | ".bss" | ".rodata" => {
                self.in_text = false;
                Ok(())
            }
            ".section" | ".pushsection" => {
                self.in_text = l.text(1).starts_with(".text");
                Ok(())
            }
            _ if ALIGNMENTS.iter().any(|a| a.0 == name) => self.alignment(&l),
            ".fill" if self.in_text => self.fill(&l),
            ".fill" => Ok(()),
            _ if IGNORED.contains(&name) || name.starts_with(".cfi_") => Ok(()),
            ".hword" | ".word" => Err(Diagnostic::error(l.span(0), "unknown directive")),
            ".zero" | ".space" | ".skip" if self.in_text => self.zero(&l),
            _ if self.in_text && INT_DATA.iter().any(|d| d.0 == name) => self.int_data(&l),
            _ if !self.in_text
                && (INT_DATA.iter().any(|d| d.0 == name) || matches!(name, ".zero" | ".space" | ".skip")) =>
            {
                Ok(())
            }
            // Data outside code (`.bss`, `.rodata`: clang's `__hip_cuid_` byte) is not part of
            // the program the emulator runs; data bytes inside code are refused.
            _ if DATA.contains(&name) && !self.in_text => Ok(()),
            _ if DATA.contains(&name) => Err(Diagnostic::error(
                l.span(0),
                "string and floating-point data directives in code are not supported",
            )),
            _ => Err(Diagnostic::error(l.span(0), "unknown directive")),
        }
    }

    /// `.amdhsa_kernel <name>`: opens a descriptor block.
    fn begin_kernel(&mut self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let kname = l.text(1);
        let ok = matches!(
            l.toks.get(1).map(|t| t.kind),
            Some(TokenKind::Ident | TokenKind::Directive)
        );
        if !ok {
            return Err(Diagnostic::error(l.span(1), "expected identifier"));
        }
        if l.toks.len() > 2 {
            return Err(Diagnostic::error(l.span(2), "expected newline"));
        }
        if self.kernels.iter().any(|k| k.name == kname) {
            return Err(Diagnostic::error(
                l.span(1),
                format!("invalid symbol redefinition: '{kname}.kd'"),
            ));
        }
        self.block = Some(Block {
            name: kname.to_string(),
            line: l.line_no,
            span: l.span(0),
            kd: KernelDescriptor::default_for(self.arch),
            res: KernelResources::new(),
            seen: Vec::new(),
            vgpr_span: l.span(0),
            sgpr_span: l.span(0),
            explicit_user_sgprs: None,
            accum_offset: None,
            kernarg_size: None,
            pending: Vec::new(),
            failed: false,
        });
        Ok(())
    }

    /// `.amdgcn_target "<id>"`: the id must be the target's, as llvm-mc checks.
    fn check_target(&self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let want = format!("amdgcn-amd-amdhsa--{}", self.arch.name());
        let tok = l.toks.get(1);
        if tok.map(|t| t.kind) != Some(TokenKind::Str) {
            return Err(Diagnostic::error(l.span(1), "expected string"));
        }
        let raw = l.text(1);
        let given = raw.strip_prefix('"').and_then(|r| r.strip_suffix('"')).unwrap_or(raw);
        if given != want {
            return Err(Diagnostic::error(
                l.span(1),
                format!(".amdgcn_target directive's target id {given} does not match the specified target id {want}"),
            ));
        }
        Ok(())
    }

    /// `.set`/`.equ`/`.equiv <symbol>, <expr>`.
    fn set_symbol(&mut self, l: &Line<'_>, name: &str) -> Result<(), Diagnostic> {
        if !matches!(
            l.toks.get(1).map(|t| t.kind),
            Some(TokenKind::Ident | TokenKind::Directive)
        ) {
            return Err(Diagnostic::error(l.span(1), "expected identifier"));
        }
        if l.text(2) != "," {
            return Err(Diagnostic::error(l.span(2), "expected comma"));
        }
        self.assign(l, 1, 3, name == ".equiv")
    }

    /// Evaluates the expression at token `pos` to a value; the value and the next token.
    fn value_at(&self, l: &Line<'_>, pos: usize) -> Result<(i64, Span, usize), Diagnostic> {
        let mut p = l.parser(pos);
        let e = p.parse().map_err(|(s, m)| Diagnostic::error(s, m))?;
        let span = l.range(pos, p.pos);
        let v = match e.eval(self.arch, &self.symbols) {
            Ok(v) => v,
            Err(EvalError::Undefined(..)) => {
                return Err(Diagnostic::error(
                    span,
                    "expected absolute expression (data needing a relocation is not supported)",
                ))
            }
            Err(err) => return Err(eval_error(err)),
        };
        Ok((v, span, p.pos))
    }

    /// Comma-separated values from token 1 to the end of the line.
    fn value_list(&self, l: &Line<'_>) -> Result<Vec<(i64, Span)>, Diagnostic> {
        let mut out = Vec::new();
        let mut pos = 1;
        while pos < l.toks.len() {
            let (v, span, next) = self.value_at(l, pos)?;
            out.push((v, span));
            match l.text(next) {
                "," => pos = next + 1,
                "" => break,
                _ => return Err(Diagnostic::error(l.span(next), "unexpected token")),
            }
        }
        Ok(out)
    }

    /// Charges `bytes` data bytes to the assembly's budget ([`MAX_PADDING`]).
    fn charge(&mut self, l: &Line<'_>, bytes: u64) -> Result<(), Diagnostic> {
        if bytes > MAX_PADDING - self.padded {
            return Err(Diagnostic::error(
                l.span(0),
                format!("data and padding exceed the limit of {MAX_PADDING} bytes per assembly"),
            ));
        }
        self.padded += bytes;
        Ok(())
    }

    /// `.byte`/`.short`/`.long`/`.quad` (and their aliases) in a code section.
    fn int_data(&mut self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let Some(&(_, size, echo)) = INT_DATA.iter().find(|d| d.0 == l.text(0)) else {
            return Ok(());
        };
        let values = self.value_list(l)?;
        if let Some((_, span)) = values.iter().find(|(v, _)| !fits(*v, size)) {
            return Err(Diagnostic::error(*span, "out of range literal value"));
        }
        self.charge(l, (values.len() * size) as u64)?;
        let mut data = Data::default();
        for (v, _) in values {
            data.bytes.extend_from_slice(&v.to_le_bytes()[..size]);
            data.echo.push(format!("{echo}\t{v}"));
        }
        self.data = Some(data);
        Ok(())
    }

    /// `.zero N[, fill]` (`.space`, `.skip`): N bytes of `fill` (0).
    fn zero(&mut self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let values = self.value_list(l)?;
        let (n, fill) = match values[..] {
            [(n, _)] => (n, None),
            [(n, _), (f, _)] => (n, Some(f)),
            _ => return Err(Diagnostic::error(l.span(0), "expected absolute expression")),
        };
        let count = n.max(0) as u64;
        self.charge(l, count)?;
        let echo = match fill {
            Some(f) => format!(".zero\t{n},{f}"),
            None => format!(".zero\t{n}"),
        };
        let bytes = alloc::vec![fill.unwrap_or(0) as u8; count as usize];
        self.data = Some(Data {
            bytes,
            echo: alloc::vec![echo],
        });
        Ok(())
    }

    /// `.p2align P[, fill[, max]]` (`.align`/`.balign` take bytes; the `w`/`l` forms fill
    /// with 2- and 4-byte patterns): in a code section, asks the driver to pad
    /// ([`Directives::align`]) with `s_nop 0` as llvm-mc does, or with the fill pattern.
    fn alignment(&mut self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let Some(&(_, power_of_two, width)) = ALIGNMENTS.iter().find(|a| a.0 == l.text(0)) else {
            return Ok(());
        };
        let mut p = l.parser(1);
        let e = p.parse().map_err(|(s, m)| Diagnostic::error(s, m))?;
        let span = l.range(1, p.pos);
        let v = e.eval(self.arch, &self.symbols).map_err(eval_error)?;
        let bytes = if power_of_two {
            if !(0..32).contains(&v) {
                return Err(Diagnostic::error(span, "invalid alignment value"));
            }
            1u64 << v
        } else if v <= 0 || v & (v - 1) != 0 {
            return Err(Diagnostic::error(span, "alignment must be a power of 2"));
        } else {
            v as u64
        };
        let rest: Vec<&str> = (p.pos..l.toks.len()).map(|i| l.text(i)).collect();
        let (fill, max) = split_align_args(&rest);
        if !self.in_text {
            return Ok(());
        }
        let number = |toks: &[&str]| match toks {
            [] => Ok(None),
            [m] => super::expr::parse_integer(m)
                .map(Some)
                .ok_or_else(|| Diagnostic::error(l.span(l.toks.len() - 1), "expected absolute expression")),
            _ => Err(Diagnostic::error(l.span(l.toks.len() - 1), "unexpected token")),
        };
        let max = number(max)?.map(|m| m.max(0) as u64);
        let fill = number(fill)?.map(|f| {
            let log2 = bytes.trailing_zeros();
            let max_text = max.map(|m| format!(", {m}")).unwrap_or_default();
            // llvm-mc echoes the fixed-width forms without the leading tab.
            let echo = match width {
                1 => format!("\t.p2align\t{log2}, {:#x}{max_text}", f as u8),
                2 => format!(".p2alignw {log2}, {:#x}{max_text}", f as u16),
                _ => format!(".p2alignl {log2}, {:#x}{max_text}", f as u32),
            };
            (f.to_le_bytes()[..width].to_vec(), echo)
        });
        self.align = Some(Alignment { bytes, max, fill });
        Ok(())
    }

    /// `.fill N[, size[, value]]` in a code section: N copies of `value` (its low 32 bits),
    /// each `size` bytes (at most 8), as llvm-mc lays them out.
    fn fill(&mut self, l: &Line<'_>) -> Result<(), Diagnostic> {
        let values = self.value_list(l)?;
        let (n, size, value) = match values[..] {
            [(n, _)] => (n, 1, 0),
            [(n, _), (s, _)] => (n, s, 0),
            [(n, _), (s, _), (v, _)] => (n, s, v),
            _ => return Err(Diagnostic::error(l.span(0), "expected absolute expression")),
        };
        let size = size.clamp(0, 8) as usize;
        let count = n.max(0) as u64;
        self.charge(l, count * size as u64)?;
        let pattern = u64::from(value as u32).to_le_bytes();
        let bytes = (0..count).flat_map(|_| pattern[..size].iter().copied()).collect();
        self.data = Some(Data {
            bytes,
            echo: alloc::vec![format!(".fill\t{n}, {size}, {:#x}", value as u32)],
        });
        Ok(())
    }

    /// Evaluates the absolute expression at `toks[pos..]` (a `.if` condition, a `.rept` count).
    fn absolute(&self, line: &str, line_no: u32, toks: &[Token], pos: usize) -> Result<i64, Diagnostic> {
        let l = Line { line, line_no, toks };
        let (e, span) = l.expr_to_end(pos, "unexpected token")?;
        match e.eval(self.arch, &self.symbols) {
            Ok(v) => Ok(v),
            Err(EvalError::Undefined(..)) => Err(Diagnostic::error(span, "expected absolute expression")),
            Err(err) => Err(eval_error(err)),
        }
    }

    /// `name = expr` (`toks[pos]` is the name, `toks[pos + 1]` the `=`).
    pub fn assignment(&mut self, line: &str, line_no: u32, toks: &[Token], pos: usize) -> Result<(), Diagnostic> {
        let l = Line {
            line,
            line_no,
            toks: &toks[pos..],
        };
        self.assign(&l, 0, 2, false)
    }

    fn assign(&mut self, l: &Line<'_>, name_tok: usize, expr_tok: usize, equiv: bool) -> Result<(), Diagnostic> {
        let name = l.text(name_tok);
        let (e, _) = l.expr_to_end(expr_tok, "unexpected token")?;
        if equiv && self.symbols.map.contains_key(name) {
            return Err(Diagnostic::error(l.span(name_tok), format!("redefinition of '{name}'")));
        }
        let value = match e.eval(self.arch, &self.symbols) {
            Ok(v) => SymbolValue::Value(v),
            Err(EvalError::Undefined(..)) => SymbolValue::Deferred(e),
            Err(err) => return Err(eval_error(err)),
        };
        self.symbols.map.insert(name.to_string(), value);
        Ok(())
    }

    /// Checks and completes a block at `.end_amdhsa_kernel` (`end` is just past it), as
    /// llvm-mc does after the last field.
    fn finish_block(&mut self, mut b: Block, end: Span) -> Result<(), Diagnostic> {
        let arch = self.arch;
        if !b.seen.contains(&"next_free_vgpr") {
            return Err(Diagnostic::error(end, ".amdhsa_next_free_vgpr directive is required"));
        }
        if !b.seen.contains(&"next_free_sgpr") {
            return Err(Diagnostic::error(end, ".amdhsa_next_free_sgpr directive is required"));
        }
        let implied = b.kd.implied_user_sgpr_count();
        b.res.user_sgpr_count = b
            .explicit_user_sgprs
            .map_or(implied, |n| n.min(u64::from(u32::MAX)) as u32);
        b.res.kernarg_preload = b.kd.kernarg_preload_length != 0;
        if b.res.next_free_sgpr > ADDRESSABLE_SGPRS {
            return Err(Diagnostic::error(b.sgpr_span, "value out of range"));
        }
        if b.res.vgpr_blocks(arch) > 0x3f {
            return Err(Diagnostic::error(b.vgpr_span, "value out of range"));
        }
        if b.res.sgpr_blocks(arch) > 0xf {
            return Err(Diagnostic::error(b.sgpr_span, "value out of range"));
        }
        if b.explicit_user_sgprs.is_some_and(|n| u64::from(implied) > n) {
            return Err(Diagnostic::error(
                end,
                "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
            ));
        }
        if b.res.user_sgpr_count > 31 {
            return Err(Diagnostic::error(end, "too many user SGPRs enabled"));
        }
        b.kd.user_sgpr_count = b.res.user_sgpr_count as u8;
        self.check_kernarg_preload(&b, end)?;
        if is_gfx90a_class(arch) {
            b.res.accum_offset = Some(accum_offset(&b, end)?);
        }
        b.kd.set_resources(arch, &b.res);
        let kernel = self.kernels.len();
        for (field, expr, span) in b.pending {
            self.pending.push(Pending {
                kernel,
                field,
                expr,
                span,
            });
        }
        self.kernels.push(Kernel {
            name: b.name,
            descriptor: b.kd,
            resources: b.res,
            code_offset: None,
            line: b.line,
        });
        Ok(())
    }

    /// Refuses preloaded kernel arguments past the end of a known kernarg segment size.
    fn check_kernarg_preload(&self, b: &Block, end: Span) -> Result<(), Diagnostic> {
        let kernarg_size = match &b.kernarg_size {
            None => 0,
            Some(e) => match e.eval(self.arch, &self.symbols) {
                Ok(v) => v as u64,
                Err(_) => return Err(Diagnostic::error(end, "Kernarg size should be resolvable")),
            },
        };
        let (len, off) = (
            u64::from(b.kd.kernarg_preload_length),
            u64::from(b.kd.kernarg_preload_offset),
        );
        if len != 0 && kernarg_size != 0 && len * 4 + off * 4 > kernarg_size {
            return Err(Diagnostic::error(
                end,
                "Kernarg preload length + offset is larger than the kernarg segment size",
            ));
        }
        Ok(())
    }

    /// After an instruction line failed with `e`: remembers the identifiers on it that are
    /// no symbols yet, so that [`Directives::explain_forward`] can tell a use before `.set`.
    pub fn note_failed_operands(&mut self, e: &Diagnostic, line: &str, toks: &[Token], index: usize) {
        if e.message != "invalid operand for instruction" {
            return;
        }
        let names = toks
            .iter()
            .skip(1)
            .filter(|t| t.kind == TokenKind::Ident && !self.symbols.map.contains_key(t.text(line)))
            .map(|t| t.text(line).to_string());
        self.failed_operands.extend(names.map(|n| (index, n)));
    }

    /// At the end of the source: an operand error on a symbol `.set` only later says so
    /// (llvm-mc would encode a relocation there).
    pub fn explain_forward(&mut self, errors: &mut [Diagnostic]) {
        for (index, name) in core::mem::take(&mut self.failed_operands) {
            let Some(e) = errors.get_mut(index) else { continue };
            if e.message == "invalid operand for instruction" && self.symbols.map.contains_key(&name) {
                e.message = format!(
                    "invalid operand for instruction: symbol '{name}' is defined after this line \
                     (llvm-mc would emit a relocation, which is not supported)"
                );
            }
        }
    }

    /// At the end of the source: reports unterminated blocks, applies the fields that waited
    /// for later symbols and finds each kernel's code label.
    pub fn finish(&mut self, labels: &[(String, u32)], errors: &mut Vec<Diagnostic>) {
        if let Some(b) = self.block.take() {
            errors.push(Diagnostic::error(
                b.span,
                "expected .amdhsa_ directive or .end_amdhsa_kernel",
            ));
        }
        if let Some((_, span)) = self.in_metadata.take() {
            errors.push(Diagnostic::error(
                span,
                "expected directive .end_amdgpu_metadata not found",
            ));
        }
        for p in core::mem::take(&mut self.pending) {
            let value = match p.expr.eval(self.arch, &self.symbols) {
                Ok(v) => v,
                Err(e) => {
                    errors.push(eval_error(e));
                    continue;
                }
            };
            if let (Apply::Bits(width, set), Some(k)) = (p.field.apply, self.kernels.get_mut(p.kernel)) {
                if value < 0 || (width < 64 && (value as u64) >> width != 0) {
                    errors.push(Diagnostic::error(p.span, "value out of range"));
                } else {
                    set(&mut k.descriptor, value as u64);
                }
            }
        }
        for k in &mut self.kernels {
            k.code_offset = labels.iter().find(|(l, _)| *l == k.name).map(|&(_, at)| at);
        }
    }
}

/// gfx90a+: the block's `.amdhsa_accum_offset`, which is required, a multiple of 4 in 4..=256
/// and within the VGPR allocation.
fn accum_offset(b: &Block, end: Span) -> Result<u32, Diagnostic> {
    let Some(acc) = b.accum_offset else {
        return Err(Diagnostic::error(end, ".amdhsa_accum_offset directive is required"));
    };
    if !(4..=256).contains(&acc) || acc & 3 != 0 {
        return Err(Diagnostic::error(
            end,
            "accum_offset should be in range [4..256] in increments of 4",
        ));
    }
    if acc > u64::from(b.res.next_free_vgpr.max(1)).div_ceil(4) * 4 {
        return Err(Diagnostic::error(end, "accum_offset exceeds total VGPR allocation"));
    }
    Ok(acc as u32)
}

/// One `.amdhsa_<field> <expr>` line of a block.
fn field_line(arch: Arch, symbols: &Symbols, b: &mut Block, l: &Line<'_>) -> Result<(), Diagnostic> {
    const EXPECTED: &str = "expected .amdhsa_ directive or .end_amdhsa_kernel";
    if !matches!(l.toks[0].kind, TokenKind::Ident | TokenKind::Directive) {
        return Err(Diagnostic::error(l.span(0), EXPECTED));
    }
    let id = l.text(0);
    let id_span = l.span(0);
    let field = id
        .strip_prefix(".amdhsa_")
        .and_then(|n| FIELDS.iter().find(|f| f.name == n));
    let Some(field) = field else {
        return Err(Diagnostic::error(id_span, "unknown .amdhsa_kernel directive"));
    };
    if b.seen.contains(&field.name) {
        return Err(Diagnostic::error(l.span(1), ".amdhsa_ directives cannot be repeated"));
    }
    b.seen.push(field.name);
    let (expr, range) = l.expr_to_end(1, EXPECTED)?;
    let value = match expr.eval(arch, symbols) {
        Ok(v) => Some(v),
        Err(EvalError::Undefined(..)) => None,
        Err(e) => return Err(eval_error(e)),
    };
    if value.is_some_and(|v| v < 0) {
        return Err(Diagnostic::error(range, "value out of range"));
    }
    check_available(arch, field, id_span)?;
    let field_value = FieldValue {
        field,
        expr,
        range,
        id_span,
    };
    match value {
        Some(v) => field_value.apply(b, v as u64),
        None => field_value.defer(b),
    }
}

/// Refuses `field` on a target that does not have it, as llvm-mc does.
fn check_available(arch: Arch, field: &Field, id_span: Span) -> Result<(), Diagnostic> {
    let gfx90a = is_gfx90a_class(arch);
    match field.avail {
        Avail::All => {}
        Avail::Gfx90a if gfx90a => {}
        Avail::Gfx90a => return Err(Diagnostic::error(id_span, "directive requires gfx90a+")),
        Avail::NoArchitectedFlatScratch if !gfx90a => {}
        Avail::NoArchitectedFlatScratch => {
            return Err(Diagnostic::error(
                id_span,
                "directive is not supported with architected flat scratch",
            ))
        }
        Avail::ArchitectedFlatScratch if gfx90a => {}
        Avail::ArchitectedFlatScratch => {
            return Err(Diagnostic::error(
                id_span,
                "directive is not supported without architected flat scratch",
            ))
        }
        Avail::Never(msg) if msg.ends_with(' ') => {
            return Err(Diagnostic::error(id_span, format!("{msg}{}", arch.name())))
        }
        Avail::Never(msg) => return Err(Diagnostic::error(id_span, msg)),
    }
    Ok(())
}

/// A block's `.amdhsa_<field> <expr>`, available on the target, with a non-negative value if
/// it has one yet.
struct FieldValue {
    field: &'static Field,
    expr: Expr,
    /// The expression's span.
    range: Span,
    /// The directive's span.
    id_span: Span,
}

impl FieldValue {
    fn xnack_mismatch(&self) -> Diagnostic {
        Diagnostic::error(self.id_span, ".amdhsa_reserve_xnack_mask does not match target id")
    }

    /// A value not known yet (a symbol defined later): kept for the end of the source, if the
    /// field takes one.
    fn defer(self, b: &mut Block) -> Result<(), Diagnostic> {
        if self.field.resolve {
            return Err(Diagnostic::error(
                self.id_span,
                "directive should have resolvable expression",
            ));
        }
        match self.field.apply {
            Apply::Bits(..) => {
                if self.field.name == "kernarg_size" {
                    b.kernarg_size = Some(self.expr.clone());
                }
                b.pending.push((self.field, self.expr, self.range));
            }
            // `.amdhsa_reserve_xnack_mask` with an unknown value: llvm-mc compares 0.
            _ => return Err(self.xnack_mismatch()),
        }
        Ok(())
    }

    /// Sets the field to `v` in the block, checking its range.
    fn apply(self, b: &mut Block, v: u64) -> Result<(), Diagnostic> {
        let range = self.range;
        let out_of_range = || Diagnostic::error(range, "value out of range");
        let flag = |v: u64| if v > 1 { Err(out_of_range()) } else { Ok(v == 1) };
        match self.field.apply {
            Apply::Bits(width, set) => {
                if width < 64 && v >> width != 0 {
                    return Err(out_of_range());
                }
                if self.field.name == "kernarg_size" {
                    b.kernarg_size = Some(self.expr);
                }
                set(&mut b.kd, v);
            }
            Apply::UserSgprCount => b.explicit_user_sgprs = Some(v),
            Apply::NextFreeVgpr => {
                b.vgpr_span = range;
                b.res.next_free_vgpr = v.min(u64::from(u32::MAX)) as u32;
            }
            Apply::NextFreeSgpr => {
                b.sgpr_span = range;
                b.res.next_free_sgpr = v.min(u64::from(u32::MAX)) as u32;
            }
            Apply::AccumOffset => b.accum_offset = Some(v),
            Apply::ReserveVcc => b.res.reserve_vcc = flag(v)?,
            Apply::ReserveFlatScratch => b.res.reserve_flat_scratch = flag(v)?,
            Apply::ReserveXnackMask => {
                if !flag(v)? {
                    return Err(self.xnack_mismatch());
                }
            }
            Apply::PreloadLength => {
                if v > 16 {
                    return Err(out_of_range());
                }
                b.kd.kernarg_preload_length = v as u8;
            }
            Apply::PreloadOffset => {
                if v >= 512 {
                    return Err(out_of_range());
                }
                b.kd.kernarg_preload_offset = v as u16;
            }
        }
        Ok(())
    }
}
