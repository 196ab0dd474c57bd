/* lang_sed_replacement.c: Replacement, ported from Rouge 3.30 lexers (Rouge::Lexers::Sed::Replacement). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "&", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[^\\\\&]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sed_replacement = {
    .tag = "Rouge::Lexers::Sed::Replacement",
    .hidden = 1,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
