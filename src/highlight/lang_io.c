/* lang_io.c: Io, ported from Rouge 3.30 lexers (Rouge::Lexers::IO). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_nested_comment,
};

static const char kw_builtins[][9] = {
    "args", "call", "clone", "do", "doFile", "doString",
    "else", "elseif", "for", "if", "list", "method",
    "return", "super", "then",
};

static const char kw_constants[][6] = {
    "false", "nil", "true",
};

/* io.rb:44
 *         rule %r/[a-z_]\w* / do |m|
 *           name = m[0]
 * 
 *           if self.class.constants.include? name
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/[+]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = ":?:=", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[-=;,*+><!/|^.%&\\[\\]{}]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = 0, .cb = cb_root_10},
    {.re = "([0-9]+[.]?[0-9]*|[0-9]*[.][0-9]+)(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@@?", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_END,
};

static const hl_rule r_nested_comment[] = {
    {.re = "[^/+]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/[+]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    {.re = "[+]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"nested_comment", r_nested_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_io = {
    .tag = "io",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
