/* lang_nginx.c: nginx, ported from Rouge 3.30 lexers (Rouge::Lexers::Nginx). */
#include "highlight/engine.h"

enum {
    S_root,
    S_block,
    S_statement,
    S_base,
};

/* nginx.rb:32
 *         rule %r/{/ do
 *           token Punctuation; pop!; push :block
 *         end
 */
static void cb_statement_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_block);
}

static const hl_rule r_root[] = {
    {.re = "(include)([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20;]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name}, .groups = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20$;{}()#]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_statement},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_block[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20$;{}()#]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_statement},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "{", .opts = 0, .cb = cb_statement_0},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?:on|off)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[$][A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "([a-z0-9.-]+)(:)([0-9]+)", .opts = HL_I, .ntok = 3, .tok = {T_Name_Function, T_Punctuation, T_Literal_Number_Integer}, .groups = 1},
    {.re = "[a-z-]+/[a-z-]+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[0-9]+[kmg]?\\b", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(~)([\\t\\n\\x0b\\f\\r\\x20]*)([^\\t\\n\\x0b\\f\\r\\x20{]+)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text, T_Literal_String_Regex}, .groups = 1},
    {.re = "[:=~]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "/(?-six:[^\\t\\n\\x0b\\f\\r\\x20$;{}()#]+)?", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[^#\\t\\n\\x0b\\f\\r\\x20;{}$\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[$;]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"block", r_block},
    {"statement", r_statement},
    {"base", r_base},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_nginx = {
    .tag = "nginx",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
