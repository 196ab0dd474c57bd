/* lang_slice.c: Slice, ported from Rouge 3.30 lexers (Rouge::Lexers::Slice). */
#include <string.h>

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

static const char *const kw_keywords[] = {
    "LocalObject", "Object", "Value", "class", "const", "dictionary",
    "enum", "exception", "extends", "idempotent", "implements", "interface",
    "local", "module", "optional", "out", "sequence", "struct",
    "throws",
};

static const char *const kw_keywords_type[] = {
    "bool", "byte", "double", "float", "int", "long",
    "short", "string", "void",
};

static const char *const kw_reserved[] = {
    "__asm", "__based", "__cdecl", "__declspec", "__except", "__fastcall",
    "__finally", "__inline", "__int16", "__int32", "__int61", "__int8",
    "__leave", "__naked", "__restrict", "__stdcall", "__thread", "__try",
    "__typename", "_inline", "_naked", "_restrict", "_thread", "_typename",
    "inline", "naked", "restrict", "thread", "typename",
};

static const char *const set_1[] = {};

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
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 5, &g5p, &g5n);
    hl_recurse(lx, g0p, g0n);
    hl_token(lx, T_Name_Function, g1p, g1n);
    hl_recurse(lx, g2p, g2n);
    hl_recurse(lx, g3p, g3n);
    hl_token(lx, T_Punctuation, g4p, g4n);
    if ((g5n == 1 && memcmp(g5p, "{", 1) == 0)) {
        hl_push(lx, S_function);
    }
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
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
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

static void start(hl_lx *lx)
{
    hl_push(lx, S_bol);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_slice = {
    .tag = "slice",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
