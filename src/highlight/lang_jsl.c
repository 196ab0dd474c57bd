/* lang_jsl.c: JSL, ported from Rouge 3.30 lexers (Rouge::Lexers::JSL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_message,
    S_dq,
    S_comment,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*?", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<<", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_message},
    {.re = "(::|:)?([a-z_][A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20'%.\\\\]*)(\\()", .opts = HL_I, .ntok = 3, .tok = {T_Punctuation, T_Keyword, T_Punctuation}, .groups = 1},
    {.re = "[0-9]{2}(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[0-9]{2}([0-9]{2})?(:[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]*)?)?)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "-?(?:[0-9]+(?:[.][0-9]+)?|[.][0-9]*)(?:e[+-]?[0-9]+)?i?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(::|:)?([a-z_][A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20'%.\\\\]*|\"(?:\\\\!\"|[^\"])*?\"n)", .opts = HL_I, .ntok = 2, .tok = {T_Punctuation, T_Name_Variable}, .groups = 1},
    {.re = "(\")(\\\\\\[)(.*?)(\\]\\\\)(\")", .opts = HL_M, .ntok = 5, .tok = {T_Literal_String_Double, T_Literal_String_Escape, T_Literal_String_Double, T_Literal_String_Escape, T_Literal_String_Double}, .groups = 1},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dq},
    {.re = "[-+*/!%&<>\\|=:`^]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\](){},;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_message[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[a-z_][A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20'%.\\\\]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[(),;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[&|!=<>]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\\\\![btrnNf0\\\\\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^/*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[/*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"message", r_message},
    {"dq", r_dq},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_jsl = {
    .tag = "jsl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
