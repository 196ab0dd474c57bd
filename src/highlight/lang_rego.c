/* lang_rego.c: Rego, ported from Rouge 3.30 lexers (Rouge::Lexers::Rego). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_operators,
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_operators[][8] = {
    "as", "default", "else", "import", "not", "package",
    "some", "with",
};

/* rego.rb:48
 *               rule %r/[[:word:]]+/ do |m|
 *                 if self.class.constants.include? m[0]
 *                   token Keyword::Constant
 *                 elsif self.class.operators.include? m[0]
 *                   token Operator::Word
 *                 else
 *                   token Name
 *                 end
 *               end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    HL_MIXIN(S_operators),
    {.re = "[A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]+", .opts = 0, .cb = cb_root_2},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\[\\](){}|.,;!]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "-?[0-9]+\\.[0-9]+([eE][+-]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?[0-9]+([eE][+-]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\\\\u[0-9a-fA-F]{4}", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\\\[\"/bfnrt]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_operators[] = {
    {.re = "(=|!=|>=|<=|>|<|\\+|-|\\*|%|/|\\||&|:=)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[/:?@^~]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"operators", r_operators},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_rego = {
    .tag = "rego",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
