/* lang_hocon.c: HOCON, ported from Rouge 3.30 lexers (Rouge::Lexers::HOCON). */
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
    S_comments,
    S_interpolation,
    S_multiline_string,
    S__COUNT,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments),
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_object[] = {
    {.re = "\\b(?:include|url|file|classpath)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_name[] = {
    {.re = "(\"(?:\\\"|[^\"\\n])*?\")([\\t\\n\\x0b\\f\\r\\x20]*)([:=]|(?={))", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = "([-A-Za-z0-9_.]+)([\\t\\n\\x0b\\f\\r\\x20]*)([:=]|(?={))", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    HL_END,
};

static const hl_rule r_value[] = {
    HL_MIXIN(S_comments),
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_MIXIN(S_constants),
    {.re = "[$][{][?]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_multiline_string},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "[()=]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[^$\"{}\\[\\]:=,\\+#`^?!@*&]+?", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[$][{][?]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    {.re = "[^\\\\\"\\${]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_constants[] = {
    {.re = "[0-9]+\\.([0-9]+\\.?){3,}", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "[A-Za-z0-9_\\-\\.]+?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_string[] = {
    {.re = "\"[^\"]{1,2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_string),
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_object] = {"object", r_object},
    [S_name] = {"name", r_name},
    [S_value] = {"value", r_value},
    [S_string] = {"string", r_string},
    [S_constants] = {"constants", r_constants},
    [S_comments] = {"comments", r_comments},
    [S_interpolation] = {"interpolation", r_interpolation},
    [S_multiline_string] = {"multiline_string", r_multiline_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_hocon = {
    .tag = "hocon",
    .parent = &hl_lang_json,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
