/* lang_handlebars.c: Handlebars, ported from Rouge 3.30 lexers (Rouge::Lexers::Handlebars). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_stache,
    S_open_sym,
    S_block_name,
};

/* handlebars.rb:18
 * rule(/\\{+/) { delegate parent }
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* handlebars.rb:24
 *         rule %r/{{{?/ do
 *           token Keyword
 *           push :stache
 *           push :open_sym
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_stache);
    hl_push(lx, S_open_sym);
}

/* handlebars.rb:30
 *         rule(/(.+?)(?=\\|{{)/m) do
 *           delegate parent
 * 
 *           # if parent state is attr, then we have an html attribute without quotes
 *           # pop the parent state to return to the tag state
 *           if parent.state?('attr')
 *             parent.pop!
 *           end
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
    if (hl_state_is(lx->subs[0], "attr")) {
        if (lx->subs[0]) hl_pop(lx->subs[0], 1);
    }
}

/* handlebars.rb:42
 * rule(/.+/m) { delegate parent }
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\\\\{+", .opts = 0, .cb = cb_root_0},
    {.re = "{{!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "{{!.*?}}", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "{{{?", .opts = 0, .cb = cb_root_3},
    {.re = "(.+?)(?=\\\\|{{)", .opts = HL_M, .cb = cb_root_4},
    {.re = ".+", .opts = HL_M, .cb = cb_root_5},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "{{", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH_SELF},
    {.re = "}}", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[^{}]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_stache[] = {
    {.re = "}}}?", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "\\|", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "~", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[=]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\(\\)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[.](?=[}\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[.][.]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[/.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"(\\\\.|.)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\.|.)*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "[0-9]+(?=}[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(true|false)(?=[}\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "else(?=[}\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "this(?=[}\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "@(?-six:[A-Za-z0-9_$-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[A-Za-z0-9_$-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_open_sym[] = {
    {.re = "[#/]", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_GOTO, .arg = S_block_name},
    {.re = "[>^&~]", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_block_name[] = {
    {.re = "if(?=[}\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[A-Za-z0-9_$-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"stache", r_stache},
    {"open_sym", r_open_sym},
    {"block_name", r_block_name},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {"hbs", "mustache", NULL};

const hl_lang hl_lang_handlebars = {
    .tag = "handlebars",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
