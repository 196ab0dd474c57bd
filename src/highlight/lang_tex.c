/* lang_tex.c: TeX, ported from Rouge 3.30 lexers (Rouge::Lexers::TeX). */
#include "highlight/engine.h"

enum {
    S_root,
    S_general,
    S_math,
    S_inlinemath,
    S_displaymath,
    S_command,
};

static const hl_rule r_root[] = {
    {.re = "\\\\\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_displaymath},
    {.re = "\\\\\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_inlinemath},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_displaymath},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_inlinemath},
    {.re = "\\\\(begin|end)\\{.*?\\}", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "(\\\\verb)\\b([^\\t\\n\\x0b\\f\\r\\x20])(.*?)(\\2)", .opts = 0, .ntok = 4, .tok = {T_Name_Builtin, T_Keyword_Pseudo, T_Literal_String_Other, T_Keyword_Pseudo}, .groups = 1},
    {.re = "\\\\([a-z]+|[\\t\\n\\x0b\\f\\r\\x20]+|.)", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_command},
    HL_MIXIN(S_general),
    {.re = "[^\\\\$%&_^{}]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_general[] = {
    {.re = "%.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[{}&_^]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_math[] = {
    {.re = "\\\\([a-z]+|[\\t\\n\\x0b\\f\\r\\x20]+|.)", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    HL_MIXIN(S_general),
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[-=!+*/()\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[^=!+*/()\\[\\]\\\\$%&_^{}0-9-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    HL_END,
};

static const hl_rule r_inlinemath[] = {
    {.re = "\\\\\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_math),
    HL_END,
};

static const hl_rule r_displaymath[] = {
    {.re = "\\\\\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    HL_MIXIN(S_math),
    HL_END,
};

static const hl_rule r_command[] = {
    {.re = "\\[.*?\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "\\*", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"general", r_general},
    {"math", r_math},
    {"inlinemath", r_inlinemath},
    {"displaymath", r_displaymath},
    {"command", r_command},
};

static const char *const aliases[] = {"TeX", "LaTeX", "latex", NULL};

const hl_lang hl_lang_tex = {
    .tag = "tex",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
