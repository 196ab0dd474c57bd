/* lang_c.c: C, ported from Rouge 3.30 lexers (Rouge::Lexers::C). */
#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_statements,
    S_case,
    S_function,
    S_string,
    S_macro,
    S_include,
    S_if_0,
};

static const char kw_keywords[][15] = {
    "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Imaginary", "_Noreturn",
    "_Static_assert", "_Thread_local", "auto", "break", "case", "const",
    "continue", "default", "do", "else", "enum", "extern",
    "for", "goto", "if", "register", "restricted", "return",
    "sizeof", "static", "struct", "switch", "typedef", "union",
    "virtual", "volatile", "while",
};

static const char kw_keywords_type[][15] = {
    "DIR", "FILE", "_Bool", "_Complex", "char", "char16_t",
    "char32_t", "clock_t", "div_t", "double", "float", "fpos_t",
    "int", "int16_t", "int32_t", "int64_t", "int8_t", "int_fast16_t",
    "int_fast32_t", "int_fast64_t", "int_fast8_t", "int_least16_t", "int_least32_t", "int_least64_t",
    "int_least8_t", "intmax_t", "intptr_t", "jmp_buf", "ldiv_t", "long",
    "mbstate_t", "off_t", "ptrdiff_t", "short", "sig_atomic_t", "signed",
    "size_t", "ssize_t", "time_t", "uint16_t", "uint32_t", "uint64_t",
    "uint8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t", "uint_fast8_t", "uint_least16_t",
    "uint_least32_t", "uint_least64_t", "uint_least8_t", "uintmax_t", "uintptr_t", "unsigned",
    "va_list", "void", "wchar_t", "wctrans_t", "wctype_t", "wint_t",
};

static const char kw_reserved[][11] = {
    "__asm", "__based", "__cdecl", "__declspec", "__except", "__fastcall",
    "__finally", "__inline", "__int16", "__int32", "__int61", "__int8",
    "__leave", "__naked", "__restrict", "__stdcall", "__thread", "__try",
    "__typename", "_inline", "_naked", "_restrict", "_thread", "_typename",
    "inline", "naked", "restrict", "thread", "typename",
};

/* c.rb:136
 *         rule %r(
 *           ([\w*\s]+?[\s*]) # return arguments
 *           (#{id})          # function name
 *           (\s*\([^;]*?\))  # signature
 *           (#{ws}?)({|;)    # open brace or semicolon
 *         )mx do |m|
 *           # TODO: do this better.
 *           recurse m[1]
 *           token Name::Function, m[2]
 *           recurse m[3]
 *           recurse m[4]
 *           token Punctuation, m[5]
 *           if m[5] == ?{
 *             push :function
 *           end
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_recurse(lx, p, n);
    hl_token_m(lx, T_Name_Function, m, 2);
    hl_group(m, 3, &p, &n);
    hl_recurse(lx, p, n);
    hl_group(m, 4, &p, &n);
    hl_recurse(lx, p, n);
    hl_token_m(lx, T_Punctuation, m, 5);
    if (hl_group_eq(m, 5, "{"))
        hl_push(lx, S_function);
}

/* c.rb:112
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           elsif self.class.builtins.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_13(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_keywords_type, p, n))
        tok = T_Keyword_Type;
    else if (HL_IN(kw_reserved, p, n))
        tok = T_Keyword_Reserved;
    hl_token(lx, tok, p, n);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_expr_whitespace),
    {.re = "\n          ([A-Za-z0-9_*\\t\\n\\x0b\\f\\r\\x20]+?[\\t\\n\\x0b\\f\\r\\x20*]) # return arguments\n          ((?-six:[a-zA-Z_][a-zA-Z0-9_]*))          # function name\n          ([\\t\\n\\x0b\\f\\r\\x20]*\\([^;]*?\\))  # signature\n          ((?-six:(?:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*].*?[*]\\/)+)?)({|;)    # open brace or semicolon\n        ", .opts = HL_X | HL_M, .cb = cb_root_1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "#if[\\t\\n\\x0b\\f\\r\\x20]0", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_if_0},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "(?-six:[a-zA-Z_][a-zA-Z0-9_]*):(?!:)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_MIXIN(S_expr_bol),
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "//(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_expr_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_bol},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_statements[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(u8|u|U|L)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "(u8|u|U|L)?'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-f0-9]{1,2}|[^\\\\'\\n])'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[0-7]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\bcase\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_case},
    {.re = "(?:true|false|NULL)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_13},
    HL_END,
};

static const hl_rule r_case[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_function[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_statements),
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
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

static const hl_rule r_macro[] = {
    HL_MIXIN(S_include),
    {.re = "[^/\\n\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_MIXIN(S_inline_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_include[] = {
    {.re = "(include)([\\t\\n\\x0b\\f\\r\\x20]*)(<[^>]+>)([^\\n]*)", .opts = 0, .ntok = 4, .tok = {T_Comment_Preproc, T_Text, T_Comment_PreprocFile, T_Comment_Single}, .groups = 1},
    {.re = "(include)([\\t\\n\\x0b\\f\\r\\x20]*)(\"[^\"]+\")([^\\n]*)", .opts = 0, .ntok = 4, .tok = {T_Comment_Preproc, T_Text, T_Comment_PreprocFile, T_Comment_Single}, .groups = 1},
    HL_END,
};

static const hl_rule r_if_0[] = {
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#if", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_if_0},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#[\\t\\n\\x0b\\f\\r\\x20]*el(?:se|if)", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#[\\t\\n\\x0b\\f\\r\\x20]*endif\\b.*?(?<!\\\\)\\n", .opts = HL_M, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expr_bol", r_expr_bol},
    {"bol", r_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"expr_whitespace", r_expr_whitespace},
    {"statements", r_statements},
    {"case", r_case},
    {"function", r_function},
    {"string", r_string},
    {"macro", r_macro},
    {"include", r_include},
    {"if_0", r_if_0},
};

static void start(hl_lx *lx) { hl_push(lx, S_bol); }

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_c = {
    .tag = "c",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
