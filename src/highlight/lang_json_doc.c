/* lang_json_doc.c: Json-doc, ported from Rouge 3.30 lexers (Rouge::Lexers::JSONDOC). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_object,
    S_name,
    S_value,
    S_string,
    S_array,
    S_constants,
    S__COUNT,
};

static const hl_rule r_name[] = {
    {.re = "([$A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Punctuation}, .groups = 1},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "/[*].*?[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(\\.\\.\\.)", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_INHERIT,
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_name] = {"name", r_name},
    [S_value] = {"value", r_value},
};

static const char *const aliases[] = {"jsonc", NULL};

const hl_lang hl_lang_json_doc = {
    .tag = "json-doc",
    .parent = &hl_lang_json,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
