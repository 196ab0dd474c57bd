/* lang_ssh.c: SSH Config File, ported from Rouge 3.30 lexers (Rouge::Lexers::SSH). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_statement,
    S_base,
};

static const hl_rule r_root[] = {
    {.re = "[a-z0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_statement},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "(?:yes|no|confirm|ask|always|auto|none|force)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[^#\\t\\n\\x0b\\f\\r\\x20;{}$\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"statement", r_statement},
    {"base", r_base},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ssh = {
    .tag = "ssh",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
