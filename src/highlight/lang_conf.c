/* lang_conf.c: Config File, ported from Rouge 3.30 lexers (Rouge::Lexers::Conf). */
#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "#.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\".*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'.*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "[a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[^A-Za-z0-9_#\"']+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"config", "configuration", NULL};

const hl_lang hl_lang_conf = {
    .tag = "conf",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
