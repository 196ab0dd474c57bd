/* lang_protobuf.c: Protobuf, ported from Rouge 3.30 lexers (Rouge::Lexers::Protobuf). */
#include "highlight/engine.h"

enum {
    S_root,
    S_package,
    S_message,
    S_type,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[,;{}\\[\\]()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "/(\\\\\\n)?/($|(.|\\n)*?[^\\\\]$)", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?\\*(.|\\n)*?\\*(\\\\\\n)?/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\\b(ctype|default|extensions|import|max|oneof|option|optional|packed|repeated|required|returns|rpc|to)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(bool|bytes|double|fixed32|fixed64|float|int32|int64|sfixed32|sfixed64|sint32|sint64|string|uint32|uint64)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "true|false", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(package)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Namespace, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_package},
    {.re = "(message|extend)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Declaration, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_message},
    {.re = "(enum|group|service)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Declaration, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_type},
    {.re = "\".*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'.*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "([0-9]+\\.[0-9]*|\\.[0-9]+|[0-9]+)[eE][+-]?[0-9]+[LlUu]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "([0-9]+\\.[0-9]*|\\.[0-9]+|[0-9]+[fF])[fF]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(\\-?(inf|nan))\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+[LlUu]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[0-7]+[LlUu]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[0-9]+[LlUu]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[+-=]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([a-zA-Z_][A-Za-z0-9_.]*)([ \\t]*)(=)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Operator}, .groups = 1},
    {.re = "[a-zA-Z_][A-Za-z0-9_.]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_package[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_message[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"package", r_package},
    {"message", r_message},
    {"type", r_type},
};

static const char *const aliases[] = {"proto", NULL};

const hl_lang hl_lang_protobuf = {
    .tag = "protobuf",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
