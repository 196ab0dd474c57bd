/* lang_fluent.c: Fluent, ported from Rouge 3.30 lexers (Rouge::Lexers::Fluent). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_template,
    S_placeable,
    S_string,
};

static const hl_rule r_root[] = {
    {.re = "( *)(\\=)( *)", .opts = 0, .ntok = 3, .tok = {T_Text_Whitespace, T_Punctuation, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_template},
    {.re = "(?:[\\t\\n\\x0b\\f\\r\\x20]*\\n)+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\#{1,3}(?: .*)?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\-[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\.[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+(?=[^\\t\\n\\x0b\\f\\r\\x20\\.])", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_PUSH, .arg = S_template},
    HL_END,
};

static const hl_rule r_template[] = {
    {.re = "\\n", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_POP, .arg = 1},
    {.re = "[^\\{\\n\\}\\*]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_placeable},
    {.re = "(?=\\})", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_placeable[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_placeable},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\$[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\-[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "\\.[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[A-Z]+", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z][a-zA-Z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[\\(\\),\\:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "->", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\*", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}},
    {.re = "\\-?[0-9]+\\.[0-9]+?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "(\\[)(\\-?[0-9]+\\.[0-9]+)(\\])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Literal_Number_Float, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_template},
    {.re = "(\\[)(\\-?[0-9]+)(\\])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Literal_Number_Integer, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_template},
    {.re = "(\\[)([a-zA-Z][a-zA-Z0-9_-]+)(\\])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Literal_String_Symbol, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_template},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\\\\u[0-9a-fA-F]{4}|\\\\U[0-9a-fA-F]{6}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\"\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"template", r_template},
    {"placeable", r_placeable},
    {"string", r_string},
};

static const char *const aliases[] = {"ftl", NULL};

const hl_lang hl_lang_fluent = {
    .tag = "fluent",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
