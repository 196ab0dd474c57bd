/* lang_toml.c: TOML, ported from Rouge 3.30 lexers (Rouge::Lexers::TOML). */
#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_value,
    S_content,
    S_dq,
    S_mdq,
    S_sq,
    S_msq,
    S_esc_str,
    S_array,
    S_inline,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "((?-six:[^\\t\\n\\x0b\\f\\r\\x20]+|\"[^\"]+\"|'[^']+'))([\\t\\n\\x0b\\f\\r\\x20]*)(=)", .opts = 0, .ntok = 3, .tok = {T_Name_Property, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(true|false)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "((?-six:[^\\t\\n\\x0b\\f\\r\\x20]+|\"[^\"]+\"|'[^']+'))([\\t\\n\\x0b\\f\\r\\x20]*)(=)([\\t\\n\\x0b\\f\\r\\x20]*)(\\{)", .opts = 0, .ntok = 5, .tok = {T_Name_Namespace, T_Text, T_Operator, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_inline},
    {.re = "(?<!=)[\\t\\n\\x0b\\f\\r\\x20]*\\[[\\S]+\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "[+-]?[0-9]+(?:_[0-9]+)*\\.[0-9]+(?:_[0-9]+)*(?:[eE][+-]?[0-9]+(?:_[0-9]+)*)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]+(?:_[0-9]+)*[eE][+-]?[0-9]+(?:_[0-9]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?(?:nan|inf)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0o[0-7]+(?:_[0-7]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0b[01]+(?:_[01]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[+-]?[0-9]+(?:_[0-9]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_content),
    HL_END,
};

static const hl_rule r_content[] = {
    HL_MIXIN(S_basic),
    {.re = "((?-six:[^\\t\\n\\x0b\\f\\r\\x20]+|\"[^\"]+\"|'[^']+'))([\\t\\n\\x0b\\f\\r\\x20]*)(=)", .opts = 0, .ntok = 3, .tok = {T_Name_Property, T_Text, T_Punctuation}, .groups = 1},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_mdq},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_msq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_sq},
    HL_MIXIN(S_esc_str),
    {.re = "\\,", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_esc_str),
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_mdq[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_esc_str),
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "[^'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_msq[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_esc_str[] = {
    {.re = "\\\\[0t\\tn\\n \"\\\\r]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_array[] = {
    HL_MIXIN(S_content),
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_inline[] = {
    HL_MIXIN(S_content),
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"value", r_value},
    {"content", r_content},
    {"dq", r_dq},
    {"mdq", r_mdq},
    {"sq", r_sq},
    {"msq", r_msq},
    {"esc_str", r_esc_str},
    {"array", r_array},
    {"inline", r_inline},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_toml = {
    .tag = "toml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
