/* lang_prolog.c: Prolog, ported from Rouge 3.30 lexers (Rouge::Lexers::Prolog). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_bol,
    S_basic,
    S_atoms,
    S_operators,
    S_variables,
    S_nested_comment,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    HL_MIXIN(S_atoms),
    HL_MIXIN(S_variables),
    HL_MIXIN(S_operators),
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "%.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    {.re = "[\\[\\](){}|.,;!]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ":-|-->", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    HL_END,
};

static const hl_rule r_atoms[] = {
    {.re = "[a-z\\p{Lowercase}]([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}])*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "'[^']*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    HL_END,
};

static const hl_rule r_operators[] = {
    {.re = "(<|>|=<|>=|==|=:=|=|/|//|\\*|\\+|-)(?=[\\t\\n\\x0b\\f\\r\\x20]|[a-zA-Z0-9\\[])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "is", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(mod|div|not)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[#&*+-./:<=>?@^~]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_variables[] = {
    {.re = "[A-Z]+[A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "_[A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_nested_comment[] = {
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH_SELF},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\*[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"bol", r_bol},
    {"basic", r_basic},
    {"atoms", r_atoms},
    {"operators", r_operators},
    {"variables", r_variables},
    {"nested_comment", r_nested_comment},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_bol);
}

static const char *const aliases[] = {"prolog", NULL};

const hl_lang hl_lang_prolog = {
    .tag = "prolog",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
