/* lang_qml.c: QML, ported from Rouge 3.30 lexers (Rouge::Lexers::Qml). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_dq,
    S_sq,
    S_statement,
    S_object,
    S_ternary,
    S_template_string,
    S_template_string_expr,
    S_type_block,
    S_signal,
    S_signal_args,
    S__COUNT,
};

static const hl_rule r_root[] = {
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)({)", .opts = 0, .ntok = 3, .tok = {T_Keyword_Type, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_type_block},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]+)(on)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)({)", .opts = 0, .ntok = 7, .tok = {T_Keyword_Type, T_Text, T_Keyword, T_Text, T_Name_Label, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_type_block},
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_type_block[] = {
    {.re = "(id)([\\t\\n\\x0b\\f\\r\\x20]*)(:)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))", .opts = 0, .ntok = 5, .tok = {T_Name_Label, T_Text, T_Punctuation, T_Text, T_Keyword_Declaration}, .groups = 1},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "(signal)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Declaration, T_Text, T_Name_Label}, .groups = 1, .act = HL_PUSH, .arg = S_signal},
    {.re = "(property)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:?)", .opts = 0, .ntok = 7, .tok = {T_Keyword_Declaration, T_Text, T_Keyword_Type, T_Text, T_Name_Label, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_signal[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_signal_args},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_signal_args[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)(,?)", .opts = 0, .ntok = 5, .tok = {T_Keyword_Type, T_Text, T_Name, T_Text, T_Punctuation}, .groups = 1},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_type_block] = {"type_block", r_type_block},
    [S_signal] = {"signal", r_signal},
    [S_signal_args] = {"signal_args", r_signal_args},
};

static const char *const aliases[] = {"qml", NULL};

const hl_lang hl_lang_qml = {
    .tag = "qml",
    .parent = &hl_lang_javascript,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
