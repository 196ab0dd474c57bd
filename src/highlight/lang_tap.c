/* lang_tap.c: TAP, ported from Rouge 3.30 lexers (Rouge::Lexers::Tap). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_plan,
    S_test,
    S_directive,
};

static const hl_rule r_root[] = {
    {.re = "^TAP version [0-9]+\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "^1\\.\\.[0-9]+", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_plan},
    {.re = "^(not ok)([^\\S\\n]*)([0-9]*)", .opts = 0, .bol = 1, .ntok = 3, .tok = {T_Generic_Error, T_Text, T_Literal_Number_Integer}, .groups = 1, .act = HL_PUSH, .arg = S_test},
    {.re = "^(ok)([^\\S\\n]*)([0-9]*)", .opts = 0, .bol = 1, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text, T_Literal_Number_Integer}, .groups = 1, .act = HL_PUSH, .arg = S_test},
    {.re = "^#.*\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = "^Bail out!.*\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Error}},
    {.re = "^.*\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_plan[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_directive},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".*\\n", .opts = 0, .ntok = 1, .tok = {T_Generic_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_test[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_directive},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_directive[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(?i)\\bTODO\\b", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "(?i)\\bSKIP[^\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 2},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"plan", r_plan},
    {"test", r_test},
    {"directive", r_directive},
};

static const char *const aliases[] = {"tap", NULL};

const hl_lang hl_lang_tap = {
    .tag = "tap",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
