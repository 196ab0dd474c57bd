/* lang_velocity.c: Velocity, ported from Rouge 3.30 lexers (Rouge::Lexers::Velocity). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_variable,
    S_directive_params,
    S_range_operator,
    S_func_params,
};

/* velocity.rb:15
 *         rule %r/[^{#$]+/ do
 *           delegate parent
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[^{#$]+", .opts = 0, .cb = cb_root_0},
    {.re = "(#)(\\*.*?\\*)(#)", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(##)(.*?$)", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(#\\{?)((?i-sx:[a-z_][A-Za-z0-9_]*))(\\}?)([\\t\\n\\x0b\\f\\r\\x20]?\\()", .opts = HL_M, .ntok = 4, .tok = {T_Punctuation, T_Name_Function, T_Punctuation, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_directive_params},
    {.re = "(#\\{?)((?i-sx:[a-z_][A-Za-z0-9_]*))(\\}|\\b)", .opts = HL_M, .ntok = 3, .tok = {T_Punctuation, T_Name_Function, T_Punctuation}, .groups = 1},
    {.re = "\\$\\{?", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_variable},
    HL_END,
};

static const hl_rule r_variable[] = {
    {.re = "(?i-sx:[a-z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_func_params},
    {.re = "(\\.)((?i-sx:[a-z_][A-Za-z0-9_]*))", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Name_Variable}, .groups = 1},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_directive_params[] = {
    {.re = "(&&|\\|\\||==?|!=?|[-<>+*%&|^/])|\\b(eq|ne|gt|lt|ge|le|not|in)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_range_operator},
    {.re = "\\b(?i-sx:[a-z_][A-Za-z0-9_]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    HL_MIXIN(S_func_params),
    HL_END,
};

static const hl_rule r_range_operator[] = {
    {.re = "[.]{2}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_MIXIN(S_func_params),
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_func_params[] = {
    {.re = "\\$\\{?", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_variable},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "0[xX][0-9a-fA-F]+[Ll]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\b[0-9]+\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "[(\\[]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "[)\\]}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"variable", r_variable},
    {"directive_params", r_directive_params},
    {"range_operator", r_range_operator},
    {"func_params", r_func_params},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_velocity = {
    .tag = "velocity",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
