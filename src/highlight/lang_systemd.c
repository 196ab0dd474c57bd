/* lang_systemd.c: Systemd, ported from Rouge 3.30 lexers (Rouge::Lexers::SystemD). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_continuation,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[;#].*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\[.*?\\]$", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(.*?)(=)(.*)(\\\\\\n)", .opts = 0, .ntok = 4, .tok = {T_Name_Tag, T_Punctuation, T_Text, T_Literal_String_Escape}, .groups = 1, .act = HL_PUSH, .arg = S_continuation},
    {.re = "(.*?)(=)(.*)", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Punctuation, T_Text}, .groups = 1},
    HL_END,
};

static const hl_rule r_continuation[] = {
    {.re = "(.*?)(\\\\\\n)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Literal_String_Escape}, .groups = 1},
    {.re = "(.*)'", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"continuation", r_continuation},
};

static const char *const aliases[] = {"unit-file", NULL};

const hl_lang hl_lang_systemd = {
    .tag = "systemd",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
