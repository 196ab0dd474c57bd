/* lang_hocon.c: HOCON, ported from Rouge 3.30 lexers (Rouge::Lexers::HOCON). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments,
    S_object,
    S_name,
    S_value,
    S_interpolation,
    S_string,
    S_multiline_string,
    S_constants,
    S_whitespace,
    S_array,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    HL_MIXIN(S_name),
    HL_MIXIN(S_value),
    {.re = "[\\]}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_object[] = {
    {.re = "\\b(?:include|url|file|classpath)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_name),
    HL_MIXIN(S_value),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
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

static const hl_rule r_interpolation[] = {
    {.re = "[A-Za-z0-9_\\-\\.]+?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[$][{][?]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    {.re = "[^\\\\\"\\${]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_string[] = {
    {.re = "\"[^\"]{1,2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_string),
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_constants[] = {
    {.re = "[0-9]+\\.([0-9]+\\.?){3,}", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    {.re = "(?:true|false|null)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "-?(?:0|[1-9][0-9]*)\\.[0-9]+(?:e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?(?:0|[1-9][0-9]*)(?:e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_array[] = {
    HL_MIXIN(S_value),
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments", r_comments},
    {"object", r_object},
    {"name", r_name},
    {"value", r_value},
    {"interpolation", r_interpolation},
    {"string", r_string},
    {"multiline_string", r_multiline_string},
    {"constants", r_constants},
    {"whitespace", r_whitespace},
    {"array", r_array},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_hocon = {
    .tag = "hocon",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
