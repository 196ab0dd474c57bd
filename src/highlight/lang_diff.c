/* lang_diff.c: diff, ported from Rouge 3.30 lexers (Rouge::Lexers::Diff). */
#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "^ .*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "^---$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^[+>]+.*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Inserted}},
    {.re = "^\\+.*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Inserted}},
    {.re = "^[-<]+.*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Deleted}},
    {.re = "^!.*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Strong}},
    {.re = "^([Ii]ndex|diff).*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "^(@@[^@]*@@)([^\\n]*\\n)", .opts = 0, .bol = 1, .ntok = 2, .tok = {T_Punctuation, T_Text}, .groups = 1},
    {.re = "^[A-Za-z0-9_].*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^=.*$\\n?", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20].*$\\n?", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"patch", "udiff", NULL};

const hl_lang hl_lang_diff = {
    .tag = "diff",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
