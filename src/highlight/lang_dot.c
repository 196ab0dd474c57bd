/* lang_dot.c: DOT, ported from Rouge 3.30 lexers (Rouge::Lexers::Dot). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_html,
    S_ID,
    S_a_list,
};

/* dot.rb:26
 *         rule %r/[^<>]+/ do
 *           delegate @html
 *         end
 */
static void cb_html_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_html, m->s, m->ov[1]);
}

/* dot.rb:29
 *         rule %r/<.+?>/m do
 *           delegate @html
 *         end
 */
static void cb_html_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_html, m->s, m->ov[1]);
}

/* dot.rb:36
 *         rule %r/([a-zA-Z][a-zA-Z_0-9]*)(\s*)(=)/ do |m|
 *           token Name, m[1]
 *           token Text, m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_ID_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Name, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* dot.rb:45
 *         rule %r/</ do
 *           token Punctuation
 *           @html.reset!
 *           push :html
 *         end
 */
static void cb_ID_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    hl_push(lx, S_html);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "\\b(strict|graph|digraph|subgraph|node|edge)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[{};:=]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "-[->]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_a_list},
    HL_MIXIN(S_ID),
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_html[] = {
    {.re = "[^<>]+", .opts = 0, .cb = cb_html_0},
    {.re = "<.+?>", .opts = HL_M, .cb = cb_html_1},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_ID[] = {
    {.re = "([a-zA-Z][a-zA-Z_0-9]*)([\\t\\n\\x0b\\f\\r\\x20]*)(=)", .opts = 0, .cb = cb_ID_0},
    {.re = "[a-zA-Z][a-zA-Z_0-9]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "([0-9]+)?\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"(\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "<", .opts = 0, .cb = cb_ID_5},
    HL_END,
};

static const hl_rule r_a_list[] = {
    HL_MIXIN(S_comments_and_whitespace),
    HL_MIXIN(S_ID),
    {.re = "[=;,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"html", r_html},
    {"ID", r_ID},
    {"a_list", r_a_list},
};

static void start(hl_lx *lx)
{
    hl_lx_free(lx->subs[0]); lx->subs[0] = NULL;
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_dot = {
    .tag = "dot",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
