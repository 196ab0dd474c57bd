/* lang_xojo.c: Xojo, ported from Rouge 3.30 lexers (Rouge::Lexers::Xojo). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "rem\\b.*?$", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[//'].*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\#tag Note.*?\\#tag EndNote", .opts = HL_I | HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*[#].*$", .opts = HL_X, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\".*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[(){}!#,:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\b(?:addhandler|aggregates|array|asc|assigns|attributes|begin|break|byref|byval|call|case|catch|class|const|continue|char|ctype|declare|delegate|dim|do|downto|each|else|elseif|end|enum|event|exception|exit|extends|false|finally|for|function|global|goto|if|implements|inherits|interface|lib|loop|mod|module|new|next|nil|object|of|optional|paramarray|private|property|protected|public|raise|raiseevent|rect|redim|removehandler|return|select|shared|soft|static|step|sub|super|then|to|true|try|until|using|uend|uhile)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?:boolean|cfstringref|cgfloat|cstring|curency|date|double|int8|int16|int32|int64|integer|ostype|pstring|ptr|short|single|single|string|structure|variant|uinteger|uint8|uint16|uint32|uint64|ushort|windowptr|wstring)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "\\b(?:addressof|weakaddressof|and|as|in|is|isa|mod|not|or|xor)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Operator}},
    {.re = "[+-]?([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "&[CH][0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "&O[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "\\b[A-Za-z0-9_\\.]+\\b", .opts = HL_I, .ntok = 1, .tok = {T_Text}},
    {.re = "<=|>=|<>|[=><\\+\\-\\*\\/\\\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"realbasic", NULL};

const hl_lang hl_lang_xojo = {
    .tag = "xojo",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
