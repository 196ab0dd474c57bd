/* lang_m68k.c: M68k, ported from Rouge 3.30 lexers (Rouge::Lexers::M68k). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_inline_whitespace,
    S_whitespace,
    S_statements,
    S_string,
};

static const char kw_builtins[][4] = {
    "a0", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "a7'", "ccr", "d0", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7",
    "pc", "ssp", "usp",
};

static const char kw_keywords[][8] = {
    "TODO", "abcd", "add", "adda", "addi", "addq",
    "addx", "and", "andi", "asl", "asr", "bcc",
    "bchg", "bclr", "bcs", "beq", "bfchg", "bfclr",
    "bfests", "bfextu", "bfffo", "bfins", "bfset", "bftst",
    "bge", "bgt", "bhi", "bhs", "bkpt", "ble",
    "blo", "bls", "blt", "bmi", "bne", "bpl",
    "bra", "bse", "bsr", "btst", "bvc", "bvs",
    "callm", "cas", "cas2", "chk", "chk2", "clr",
    "cmp", "cmp2", "cmpa", "cmpi", "cmpm", "dbcc",
    "dbcs", "dbeq", "dbf", "dbge", "dbgt", "dbhi",
    "dbhs", "dble", "dblo", "dbls", "dblt", "dbmi",
    "dbne", "dbpl", "dbra", "dbt", "dbvc", "dbvs",
    "divs", "divsl", "divu", "divul", "eor", "eori",
    "exg", "ext", "extb", "illegal", "jmp", "jsr",
    "lea", "link", "lsl", "lsr", "move", "move16",
    "movea", "movem", "movep", "moveq", "muls", "mulu",
    "nbcd", "neg", "negx", "nop", "not", "or",
    "ori", "pack", "pea", "rol", "ror", "roxl",
    "roxr", "rtd", "rtm", "rtr", "rts", "sbcd",
    "scc", "scs", "seq", "sf", "sge", "sgt",
    "shi", "shs", "sle", "slo", "sls", "slt",
    "smi", "sne", "spl", "st", "sub", "suba",
    "subi", "subq", "subx", "svc", "svs", "swap",
    "tas", "trap", "trapcc", "trapv", "tst", "unlk",
    "unpk",
};

static const char kw_keywords_type[][4] = {
    "dc", "dcb", "ds",
};

static const char kw_reserved[][9] = {
    "__G2", "__LK", "cargs", "cnop", "else", "elseif",
    "end", "endc", "endf", "endfunc", "endm", "endmain",
    "endproc", "endr", "equ", "equenv", "equr", "even",
    "fail", "fequ.d", "fequ.l", "fequ.p", "fequ.s", "fequ.w",
    "fequ.x", "fopt", "format", "fpu", "func", "ifc",
    "ifd", "ifeq", "ifge", "ifgt", "ifle", "iflt",
    "ifnc", "ifnd", "ifne", "iif", "incbin", "incdir",
    "include", "list", "listchar", "llen", "machine", "macro",
    "main", "mexit", "mmu", "narg", "nolist", "offset",
    "opt", "opword", "output", "page", "plen", "proc",
    "radix", "reg", "rept", "rsreset", "rsset", "section",
    "set", "spc", "subttl", "ttl",
};

static hl_re re_0 = {"[a-zA-Z0-9]+", 0, NULL};

/* m68k.rb:115
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name.downcase
 *             token Keyword
 *           elsif self.class.keywords_type.include? name.downcase
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name.downcase
 *             token Keyword::Reserved
 *           elsif self.class.builtins.include? name.downcase
 *             token Name::Builtin
 *           elsif name =~ /[a-zA-Z0-9]+/
 *             token Name::Variable
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_14(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    char f2[256]; size_t f2n = hl_fold(f2, sizeof f2, m->s, m->ov[1], 0);
    char f3[256]; size_t f3n = hl_fold(f3, sizeof f3, m->s, m->ov[1], 0);
    char f4[256]; size_t f4n = hl_fold(f4, sizeof f4, m->s, m->ov[1], 0);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, f2, f2n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, f3, f3n)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, f4, f4n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (hl_re_test(&re_0, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_statements},
    HL_END,
};

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_bol},
    {.re = "^\\*(\\\\.|.)*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_expr_bol},
    {.re = ";(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_expr_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_statements[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "^\\.?[a-zA-Z0-9_]+:?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "\\.[bswl][\\t\\n\\x0b\\f\\r\\x20]", .opts = HL_I, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-f0-9]{1,2}|[^\\\\'\\n])'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\\$[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "@[0-8]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "%[01]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[*~&+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[(),.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\[[a-zA-Z0-9]*\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_14},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\abfnrtv\"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expr_bol", r_expr_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"statements", r_statements},
    {"string", r_string},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_expr_bol);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_m68k = {
    .tag = "m68k",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
