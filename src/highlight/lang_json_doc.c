/* lang_json_doc.c: Json-doc, ported from Rouge 3.30 lexers (Rouge::Lexers::JSONDOC). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_name,
    S_value,
    S_whitespace,
    S_object,
    S_string,
    S_array,
    S_constants,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    HL_MIXIN(S_name),
    HL_MIXIN(S_value),
    {.re = "[\\]}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_name[] = {
    {.re = "([$A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Punctuation}, .groups = 1},
    {.re = "(\"(?:\\\\.|[^\"\\\\\\n])*?\")([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "/[*].*?[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(\\.\\.\\.)", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_constants),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_object[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_name),
    HL_MIXIN(S_value),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_array[] = {
    HL_MIXIN(S_value),
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_constants[] = {
    {.re = "(?:true|false|null)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "-?(?:0|[1-9][0-9]*)\\.[0-9]+(?:e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?(?:0|[1-9][0-9]*)(?:e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"name", r_name},
    {"value", r_value},
    {"whitespace", r_whitespace},
    {"object", r_object},
    {"string", r_string},
    {"array", r_array},
    {"constants", r_constants},
};

static const char *const aliases[] = {"jsonc", NULL};

const hl_lang hl_lang_json_doc = {
    .tag = "json-doc",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
