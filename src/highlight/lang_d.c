/* lang_d.c: D, ported from Rouge 3.30 lexers (Rouge::Lexers::D). */
#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_nested_comment,
    S_token_string,
    S_token_string_nest,
    S_delimited_bracket,
    S_delimited_inside_bracket,
    S_delimited_parenthesis,
    S_delimited_inside_parenthesis,
    S_delimited_angle,
    S_delimited_inside_angle,
    S_delimited_curly,
    S_delimited_inside_curly,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*](.|\\n)*?[*](\\\\\\n)?/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    {.re = "(abstract|alias|align|asm|assert|auto|body|break|case|cast|catch|class|const|continue|debug|default|delegate|delete|deprecated|do|else|enum|export|extern|finally|final|foreach_reverse|foreach|for|function|goto|if|immutable|import|interface|invariant|inout|in|is|lazy|mixin|module|new|nothrow|out|override|package|pragma|private|protected|public|pure|ref|return|scope|shared|static|struct|super|switch|synchronized|template|this|throw|try|typedef|typeid|typeof|union|unittest|version|volatile|while|with|__gshared|__traits|__vector|__parameters)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(bool|byte|cdouble|cent|cfloat|char|creal|dchar|double|float|idouble|ifloat|int|ireal|long|real|short|ubyte|ucent|uint|ulong|ushort|void|wchar)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(false|true|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(__FILE__|__FILE_FULL_PATH__|__MODULE__|__LINE__|__FUNCTION__|__PRETTY_FUNCTION__|__DATE__|__EOF__|__TIME__|__TIMESTAMP__|__VENDOR__|__VERSION__)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    {.re = "macro\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(string|wstring|dstring|size_t|ptrdiff_t)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "0[xX]([0-9a-fA-F_]*\\.[0-9a-fA-F_]+|[0-9a-fA-F_]+)[pP][+\\-]?[0-9_]+[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9_]+(\\.[0-9_]+[eE][+\\-]?[0-9_]+|\\.[0-9_]*|[eE][+\\-]?[0-9_]+)[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\.(0|[1-9][0-9_]*)([eE][+\\-]?[0-9_]+)?[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0[Bb][01_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0[0-7_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0[xX][0-9a-fA-F_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(0|[1-9][0-9_]*)([LUu]|Lu|LU|uL|UL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'(\\\\['\"?\\\\abfnrtv]|\\\\x[0-9a-fA-F]{2}|\\\\[0-7]{1,3}|\\\\u[0-9a-fA-F]{4}|\\\\U[0-9a-fA-F]{8}|\\\\&[A-Za-z0-9_]+;|.)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "r\"[^\"]*\"[cwd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "`[^`]*`[cwd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"[cwd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\(['\\\"?\\\\abfnrtv]|x[0-9a-fA-F]{2}|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|&[A-Za-z0-9_]+;)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "x\"[0-9a-fA-F_\\t\\n\\x0b\\f\\r\\x20]*\"[cwd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "q\"\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_bracket},
    {.re = "q\"\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_parenthesis},
    {.re = "q\"<", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_angle},
    {.re = "q\"\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_curly},
    {.re = "q\"([a-zA-Z_][A-Za-z0-9_]*)\\n.*?\\n\\1\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "q\"(.).*?\\1\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "q\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_token_string},
    {.re = "@([a-zA-Z_][A-Za-z0-9_]*)?", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(~=|\\^=|%=|\\*=|==|!>=|!<=|!<>=|!<>|!<|!>|!=|>>>=|>>>|>>=|>>|>=|<>=|<>|<<=|<<|<=|\\+\\+|\\+=|--|-=|\\|\\||\\|=|&&|&=|\\.\\.\\.|\\.\\.|/=)|[/.&|\\-+<>!()\\[\\]{}?,;:$=*%^~]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "#line[\\t\\n\\x0b\\f\\r\\x20].*\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_nested_comment[] = {
    {.re = "[^+/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH_SELF},
    {.re = "\\+/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[+/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_token_string[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_token_string_nest},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_token_string_nest[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_delimited_bracket[] = {
    {.re = "[^\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_inside_bracket},
    {.re = "\\]\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_inside_bracket[] = {
    {.re = "[^\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH_SELF},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_parenthesis[] = {
    {.re = "[^()]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_inside_parenthesis},
    {.re = "\\)\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_inside_parenthesis[] = {
    {.re = "[^()]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH_SELF},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_angle[] = {
    {.re = "[^<>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_inside_angle},
    {.re = ">\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_inside_angle[] = {
    {.re = "[^<>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH_SELF},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_curly[] = {
    {.re = "[^{}]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_delimited_inside_curly},
    {.re = "\\}\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_delimited_inside_curly[] = {
    {.re = "[^{}]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH_SELF},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"nested_comment", r_nested_comment},
    {"token_string", r_token_string},
    {"token_string_nest", r_token_string_nest},
    {"delimited_bracket", r_delimited_bracket},
    {"delimited_inside_bracket", r_delimited_inside_bracket},
    {"delimited_parenthesis", r_delimited_parenthesis},
    {"delimited_inside_parenthesis", r_delimited_inside_parenthesis},
    {"delimited_angle", r_delimited_angle},
    {"delimited_inside_angle", r_delimited_inside_angle},
    {"delimited_curly", r_delimited_curly},
    {"delimited_inside_curly", r_delimited_inside_curly},
};

static const char *const aliases[] = {"dlang", NULL};

const hl_lang hl_lang_d = {
    .tag = "d",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
