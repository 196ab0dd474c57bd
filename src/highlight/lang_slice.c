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
    S__COUNT,
};

static const char kw_keywords[][12] = {
    "LocalObject", "Object", "Value", "class", "const", "dictionary",
    "enum", "exception", "extends", "idempotent", "implements", "interface",
    "local", "module", "optional", "out", "sequence", "struct",
    "throws",
};

static const char kw_keywords_type[][7] = {
    "bool", "byte", "double", "float", "int", "long",
    "short", "string", "void",
};

static const char kw_reserved[][11] = {
    "__asm", "__based", "__cdecl", "__declspec", "__except", "__fastcall",
    "__finally", "__inline", "__int16", "__int32", "__int61", "__int8",
    "__leave", "__naked", "__restrict", "__stdcall", "__thread", "__try",
    "__typename", "_inline", "_naked", "_restrict", "_thread", "_typename",
    "inline", "naked", "restrict", "thread", "typename",
};

static const char set_1[][1] = {};

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

static const hl_state states[S__COUNT] = {
    [S_statements] = {"statements", r_statements},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_slice = {
    .tag = "slice",
    .parent = &hl_lang_c,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
