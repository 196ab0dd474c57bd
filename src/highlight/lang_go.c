/* lang_go.c: Go, ported from Rouge 3.30 lexers (Rouge::Lexers::Go). */
#include "highlight/engine.h"

enum {
    S_root,
    S_simple_tokens,
    S_interpreted_string,
    S_raw_string,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_simple_tokens),
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_raw_string},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_interpreted_string},
    HL_END,
};

static const hl_rule r_simple_tokens[] = {
    {.re = "(?-six:\\/\\/(?:(?!(?-six:\\n)).)*)|(?s-ix:\\/\\*(?:(?!\\*\\/).)*\\*\\/)", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\b(?:\n                                 break       | default     | func\n                               | interface   | select      | case\n                               | defer       | go          | map\n                               | struct      | chan        | else\n                               | goto        | package     | switch\n                               | const       | fallthrough | if\n                               | range       | type        | continue\n                               | for         | import      | return\n                               | var\n                               )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?:\n                                 bool       | byte       | complex64\n                               | complex128 | error      | float32\n                               | float64    | int8       | int16\n                               | int32      | int64      | int\n                               | rune       | string     | uint8\n                               | uint16     | uint32     | uint64\n                               | uintptr    | uint\n      \t                       )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\b(?:\n                                 append  | cap     | close   | complex\n                               | copy    | delete  | imag    | len\n                               | make    | new     | panic   | print\n                               | println | real    | recover\n                               )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(?:true|false|iota|nil)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "(?:(?-six:(?-six:[0-9])+)|(?x-si: (?-six:(?-six:[0-9])+) \\. (?-six:(?-six:[0-9])+)? (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))?\n                               | (?-six:(?-six:[0-9])+) (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))\n                               | \\. (?-six:(?-six:[0-9])+) (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))?\n                               ))i", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = " (?-six:(?-six:[0-9])+) \\. (?-six:(?-six:[0-9])+)? (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))?\n                               | (?-six:(?-six:[0-9])+) (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))\n                               | \\. (?-six:(?-six:[0-9])+) (?-six:[eE][+\\-]?(?-six:(?-six:[0-9])+))?\n                               ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(?-six:0[xX](?-six:[0-9A-Fa-f])+)|(?-six:[0-9](?-six:[0-9])*)|(?-six:0(?-six:[0-7])*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "'(?:(?x-si: (?-six:[^\\n]) | (?-six:\\\\u(?-six:[0-9A-Fa-f]){4})\n                               | (?-six:\\\\U(?-six:[0-9A-Fa-f]){8})  | (?-six:\\\\[abfnrtv\\\\'\"])\n                               )|(?-six:(?-six:\\\\(?-six:[0-7]){3})|(?-six:\\\\x(?-six:[0-9A-Fa-f]){2})))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = " \\+=    | \\+\\+   | \\+     | &\\^=   | &\\^\n                               | &=     | &&     | &      | ==     | =\n                               | \\!=    | \\!     | -=     | --     | -\n                               | \\|=    | \\|\\|   | \\|     | <=     | <-\n                               | <<=    | <<     | <      | \\*=    | \\*\n                               | \\^=    | \\^     | >>=    | >>     | >=\n                               | >      | /     | /=    | :=     | %\n                               | %=     | \\.\\.\\. | \\.     | :\n                               ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}},
    {.re = " \\(     | \\)     | \\[     | \\]     | \\{\n                               | \\}     | ,      | ;\n                               ", .opts = HL_X, .ntok = 1, .tok = {T_Punctuation}},
    {.re = " (?!(?x-si:\\b(?:\n                                 break       | default     | func\n                               | interface   | select      | case\n                               | defer       | go          | map\n                               | struct      | chan        | else\n                               | goto        | package     | switch\n                               | const       | fallthrough | if\n                               | range       | type        | continue\n                               | for         | import      | return\n                               | var\n                               )\\b))\n                                 (?-six:(?-six:[A-Za-z\\p{Alphabetic}])|_)(?:(?-six:(?-six:[A-Za-z\\p{Alphabetic}])|_)|(?-six:[0-9\\p{Nd}]))* ", .opts = HL_X, .ntok = 1, .tok = {T_Name}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_interpreted_string[] = {
    {.re = " (?-six:\\\\[abfnrtv\\\\'\"])\n                               | (?-six:\\\\u(?-six:[0-9A-Fa-f]){4})\n                               | (?-six:\\\\U(?-six:[0-9A-Fa-f]){8})\n                               | (?-six:\\\\x(?-six:[0-9A-Fa-f]){2})\n                               ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_raw_string[] = {
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^`]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"simple_tokens", r_simple_tokens},
    {"interpreted_string", r_interpreted_string},
    {"raw_string", r_raw_string},
};

static const char *const aliases[] = {"go", "golang", NULL};

const hl_lang hl_lang_go = {
    .tag = "go",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
