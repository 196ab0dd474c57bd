/* lang_plist.c: Plist, ported from Rouge 3.30 lexers (Rouge::Lexers::Plist). */
#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_dictionary,
    S_array,
    S_data,
};

static const hl_rule r_root[] = {
    {.re = "//.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "/\\*.+?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_whitespace),
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_dictionary},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    {.re = "\"([^\"\\\\]|\\\\.)*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'([^'\\\\]|\\\\.)*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_data},
    {.re = "[A-Za-z0-9_$/:.-]+", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_dictionary[] = {
    HL_MIXIN(S_root),
    {.re = "[=;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_array[] = {
    HL_MIXIN(S_root),
    {.re = "[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_data[] = {
    {.re = "[0-9a-fA-F\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"dictionary", r_dictionary},
    {"array", r_array},
    {"data", r_data},
};

static const char *const aliases[] = {"plist", NULL};

const hl_lang hl_lang_plist = {
    .tag = "plist",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
