/* lang_email.c: Email, ported from Rouge 3.30 lexers (Rouge::Lexers::Email). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_fields,
    S_field_body,
};

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "^>.*", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = ".+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_fields[] = {
    {.re = "[:]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_field_body},
    {.re = "[^\\n\\r:]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[\\n\\r]", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    HL_END,
};

static const hl_rule r_field_body[] = {
    {.re = "(\\r?\\n){2}", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 2},
    {.re = "\\r?\\n(?![ \\x0b\\t\\f])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[^\\n\\r]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[\\n\\r]", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"fields", r_fields},
    {"field_body", r_field_body},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_fields);
}

static const char *const aliases[] = {"eml", "e-mail", NULL};

const hl_lang hl_lang_email = {
    .tag = "email",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
