/* lang_elm.c: Elm, ported from Rouge 3.30 lexers (Rouge::Lexers::Elm). */
#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_double_quote,
    S_multiline_string,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    {.re = "\\b(module|exposing|port|import|as|type|alias|if|then|else|case|of|let|in)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[a-z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "_", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(->|::|//|\\.\\.|&&|\\|\\||\\+\\+|\\|>|<\\||>>|<<|==|/=|<=|>=)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[+-/*%=<>^\\|!]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[@\\#$&~?]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_multiline_string},
    {.re = "'(\\\\.|.)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_double_quote},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+e[+-]?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+\\.[0-9]+(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[\\[\\](),;`{}:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_multiline_comment[] = {
    {.re = "-}", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    {.re = "[^-{}]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[-{}]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_double_quote[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_string[] = {
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comment", r_multiline_comment},
    {"double_quote", r_double_quote},
    {"multiline_string", r_multiline_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_elm = {
    .tag = "elm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
