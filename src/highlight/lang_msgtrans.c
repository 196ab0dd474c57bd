/* lang_msgtrans.c: MessageTrans, ported from Rouge 3.30 lexers (Rouge::Lexers::MsgTrans). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_value,
};

static const hl_rule r_root[] = {
    {.re = "^#[^\\n]*", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = "[^\\t\\n\\r ,):?/]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[\\n/?]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_value},
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "%[0-3%]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[^\\n%]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"value", r_value},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_msgtrans = {
    .tag = "msgtrans",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
