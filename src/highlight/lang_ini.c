/* lang_ini.c: INI, ported from Rouge 3.30 lexers (Rouge::Lexers::INI). */
#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_value,
    S_dq,
    S_esc_str,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "((?-six:[A-Za-z0-9_\\-.]+))([\\t\\n\\x0b\\f\\r\\x20]*)(=)", .opts = 0, .ntok = 3, .tok = {T_Name_Property, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    {.re = "\\[.*?\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[;#].*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_basic),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'.*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_esc_str),
    {.re = "[^\\\\\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_esc_str),
    {.re = "[^\\\\\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_esc_str[] = {
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"value", r_value},
    {"dq", r_dq},
    {"esc_str", r_esc_str},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ini = {
    .tag = "ini",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
