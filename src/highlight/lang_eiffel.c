/* lang_eiffel.c: Eiffel, ported from Rouge 3.30 lexers (Rouge::Lexers::Eiffel). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_aligned_verbatim_string,
    S_non_aligned_verbatim_string,
};

static const hl_rule r_root[] = {
    {.re = "\"\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_aligned_verbatim_string},
    {.re = "\"\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_non_aligned_verbatim_string},
    {.re = "\"(?:[^%\\b\\f\\n\\r\\x0b]|%[A-DFHLNQR-V%'\"()<>]|%/(?:0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*|0[cC][0-7](?:_*[0-7])*|0[bB][01](?:_*[01])*|[0-9](?:_*[0-9])*)/)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "--.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "'(?:[^%\\b\\f\\n\\r\\t\\x0b]|%[A-DFHLNQR-V%'\"()<>]|%/(?:0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*|0[cC][0-7](?:_*[0-7])*|0[bB][01](?:_*[01])*|[0-9](?:_*[0-9])*)/)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(?:across|agent|alias|all|and|attached|as|assign|attribute|check|class|convert|create|debug|deferred|detachable|do|else|elseif|end|ensure|expanded|export|external|feature|from|frozen|if|implies|inherit|inspect|invariant|like|local|loop|not|note|obsolete|old|once|or|Precursor|redefine|rename|require|rescue|retry|select|separate|some|then|undefine|until|variant|Void|when|xor)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(?:Current|Result)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Variable}},
    {.re = "(?:True|False)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\\b0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\b0[cC][0-7](?:_*[0-7])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "\\b0[bB][01](?:_*[01])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9](?:_*[0-9])*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(?:[0-9](?:_*[0-9])*)?\\.(?:(?:[0-9](?:_*[0-9])*)?[eE][+-]?)?[0-9](?:_*[0-9])*|[0-9](?:_*[0-9])*\\.?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = ":=|<<|>>|\\(\\||\\|\\)|->|\\.|[{}\\[\\];(),:?]", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}},
    {.re = "\\\\\\\\|\\|\\.\\.\\||\\.\\.|/[~/]?|[></]=?|[-+*^=~]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[A-Z][0-9A-Z_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[A-Za-z][0-9A-Za-z_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_aligned_verbatim_string[] = {
    {.re = "]\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "(?:[^\"%\\b\\f\\x0b]|%[A-DFHLNQR-V%'\"()<>]|%/(?:0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*|0[cC][0-7](?:_*[0-7])*|0[bB][01](?:_*[01])*|[0-9](?:_*[0-9])*)/)+?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_non_aligned_verbatim_string[] = {
    {.re = "}\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "(?:[^\"%\\b\\f\\x0b]|%[A-DFHLNQR-V%'\"()<>]|%/(?:0[xX][0-9a-fA-F](?:_*[0-9a-fA-F])*|0[cC][0-7](?:_*[0-7])*|0[bB][01](?:_*[01])*|[0-9](?:_*[0-9])*)/)+?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"aligned_verbatim_string", r_aligned_verbatim_string},
    {"non_aligned_verbatim_string", r_non_aligned_verbatim_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_eiffel = {
    .tag = "eiffel",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
