/* lang_supercollider.c: SuperCollider, ported from Rouge 3.30 lexers (Rouge::Lexers::SuperCollider). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_comments,
    S_nested_comment,
};

static const char kw_constants[][19] = {
    "currentEnvironment", "false", "inf", "nil", "thisFunction", "thisFunctionDef",
    "thisMethod", "thisProcess", "thisThread", "topEnvironment", "true",
};

static const char kw_keywords[][9] = {
    "arg", "classvar", "const", "super", "this", "var",
};

static const char kw_reserved[][12] = {
    "case", "do", "for", "forBy", "if", "loop",
    "new", "newCopyArgs", "while",
};

/* supercollider.rb:89
 *         rule %r/[a-z]\w* / do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_13(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_comments),
    {.re = "[\\-+]?0[xX][0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[\\-+]?[0-9]+r[0-9a-zA-Z]*(\\.[0-9A-Z]*)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[\\-+]?(([0-9]+(\\.[0-9]+)?([eE][\\-+]?[0-9]+)?(pi)?)|pi)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[\\-+]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\$(\\\\.|.)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"([^\\\\\"]|\\\\.)*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'([^\\\\']|\\\\.)*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "[A-Za-z_][A-Za-z0-9_]*:", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "_[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[a-z][A-Za-z0-9_]*", .opts = 0, .cb = cb_root_13},
    {.re = "~[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "[\\{\\}()\\[\\];,\\.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\+\\-\\*/&\\|%<>=]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\^:#]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\b_\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    HL_END,
};

static const hl_rule r_nested_comment[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^*/]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"comments", r_comments},
    {"nested_comment", r_nested_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_supercollider = {
    .tag = "supercollider",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
