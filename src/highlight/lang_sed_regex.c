/* lang_sed_regex.c: Regex, ported from Rouge 3.30 lexers (Rouge::Lexers::Sed::Regex). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_brackets,
    S_brackets_int,
};

static const hl_rule r_root[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_brackets},
    {.re = "[$^.*]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_brackets[] = {
    {.re = "\\^", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_brackets_int},
    {.re = "", .opts = 0, .act = HL_GOTO, .arg = S_brackets_int},
    HL_END,
};

static const hl_rule r_brackets_int[] = {
    {.re = ".-.", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"brackets", r_brackets},
    {"brackets_int", r_brackets_int},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sed_regex = {
    .tag = "Rouge::Lexers::Sed::Regex",
    .hidden = 1,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
