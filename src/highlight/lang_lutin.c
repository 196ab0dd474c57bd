/* lang_lutin.c: Lutin, ported from Rouge 3.30 lexers (Rouge::Lexers::Lutin). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_escape_sequence,
    S__COUNT,
};

static const char kw_keywords[][10] = {
    "assert", "catch", "do", "erun", "exception", "exist",
    "extern", "false", "in", "include", "let", "node",
    "raise", "ref", "returns", "run", "strong", "system",
    "trap", "true", "try", "type", "weak",
};

static const char kw_primitives[][6] = {
    "bool", "fby", "int", "loop", "real", "trace",
};

static const char kw_word_operators[][5] = {
    "and", "div", "else", "if", "mod", "nor",
    "not", "or", "pre", "then", "xor",
};

/* lustre.rb:40
 *         rule id do |m|
 *           match = m[0]
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.word_operators.include? match
 *             token Operator::Word
 *           elsif self.class.primitives.include? match
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_word_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_primitives, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "false|true", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\\-\\-.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\\(\\*.*?\\*\\)", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[a-z_][A-Za-z0-9_']*", .opts = HL_I, .cb = cb_root_5},
    {.re = "[(){}\\[\\];]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[,!$%&*+./:<=>?@^|~#-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "-?[0-9][0-9_]*(.[0-9_]*)?(e[+-]?[0-9][0-9_]*)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'(?:(\\\\[\\\\\"'ntbr ])|(\\\\[0-9]{3})|(\\\\x[0-9a-fA-F]{2}))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'[.]'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[~?](?i-sx:[a-z_][A-Za-z0-9_']*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_lutin = {
    .tag = "lutin",
    .parent = &hl_lang_lustre,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
