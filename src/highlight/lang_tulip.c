/* lang_tulip.c: Tulip, ported from Rouge 3.30 lexers (Rouge::Lexers::Tulip). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_dq,
    S_dqi,
    S_interp_root,
    S_interp,
    S_nested_string,
    S_angle_brackets,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "@(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(\\\\(?i-sx:[a-z][A-Za-z0-9_-]*))([{])", .opts = 0, .ntok = 2, .tok = {T_Name_Function, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_nested_string},
    {.re = "([+](?i-sx:[a-z][A-Za-z0-9_-]*))([{])", .opts = 0, .ntok = 2, .tok = {T_Name_Decorator, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_nested_string},
    {.re = "\\\\(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[+](?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "\"[{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dqi},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_nested_string},
    {.re = "'(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[.](?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[$](?i-sx:[a-z][A-Za-z0-9_-]*)?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "-(?i-sx:[a-z][A-Za-z0-9_-]*):?", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "%(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "`(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "[?~%._>,!\\[\\]:{}()=;/-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[0-9]+([.][0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_angle_brackets},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_dqi[] = {
    {.re = "[$][(]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interp_root},
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dqi},
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^{}$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_interp_root[] = {
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_interp),
    HL_END,
};

static const hl_rule r_interp[] = {
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_interp},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_nested_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_nested_string},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^{}\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_angle_brackets[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "[*:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?-six:[A-Z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?i-sx:[a-z][A-Za-z0-9_-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"dq", r_dq},
    {"dqi", r_dqi},
    {"interp_root", r_interp_root},
    {"interp", r_interp},
    {"nested_string", r_nested_string},
    {"angle_brackets", r_angle_brackets},
};

static const char *const aliases[] = {"tulip", NULL};

const hl_lang hl_lang_tulip = {
    .tag = "tulip",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
