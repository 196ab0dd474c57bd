/* lang_cmhg.c: CMHG, ported from Rouge 3.30 lexers (Rouge::Lexers::CMHG). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = ";[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "^([ \\t]*)(#[ \\t]*(?:(?:define|elif|else|endif|error|if|ifdef|ifndef|include|line|pragma|undef|warning)(?:[ \\t].*)?)?)(?=\\n)", .opts = 0, .bol = 1, .ntok = 2, .tok = {T_Text, T_Comment_Preproc}, .groups = 1},
    {.re = "[-a-z]+:", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "[a-z_][A-Za-z0-9_]+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(?:&|0x)[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[,/()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_cmhg = {
    .tag = "cmhg",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
