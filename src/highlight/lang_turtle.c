/* lang_turtle.c: Turtle/TriG, ported from Rouge 3.30 lexers (Rouge::Lexers::Turtle). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "@base\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "@prefix\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "true\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "false\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\"\"\".*?\"\"\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"([^\"\\\\]|\\\\.)*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'''.*?'''", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'([^'\\\\]|\\\\.)*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "@[^\\t\\n\\x0b\\f\\r\\x20,.;]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[+-]?[0-9]+\\.[0-9]*E[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?\\.[0-9]+E[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]+E[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]*\\.[0-9]+?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\.", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\^\\^", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "<[^>]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "base\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "prefix\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "GRAPH\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "a\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[^:;<>#\\@\"\\(\\).\\[\\]\\{\\} ]*:", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[^:;<>#\\@\"\\(\\).\\[\\]\\{\\} ]+", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_turtle = {
    .tag = "turtle",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
