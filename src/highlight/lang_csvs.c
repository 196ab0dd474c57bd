/* lang_csvs.c: csvs, ported from Rouge 3.30 lexers (Rouge::Lexers::CSVS). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//[\\S\\t ]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*[^*]*\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(version)( )([0-9]+\\.[0-9]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Literal_Number_Float}, .groups = 1},
    {.re = "T?[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{5})?(Z|(?:[-+][0-9]{2}:[0-9]{2}))?", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "[0-9]{4}-[0-9]{2}-[0-9]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "[0-9]{2}/[0-9]{2}/[0-9]{4}", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "([0-9]+[.]?[0-9]*|[0-9]*[.][0-9]+)(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    {.re = "[-.A-Za-z0-9_]+:", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "^\"[^\"]+\"", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$([-.A-Za-z0-9_]+|(\"[^\"]+\"))/?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[A-Z]+", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'[^\\r\\n\\f']'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "[,()*]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_csvs = {
    .tag = "csvs",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
