/* lang_eex.c: EEX, ported from Rouge 3.30 lexers (Rouge::Lexers::EEX). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_elixir,
};

/* eex.rb:33
 *         rule %r/.+?(?=#{open})|.+/mo do
 *           delegate parent
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* eex.rb:46
 *         rule %r/.+?(?=#{close})|.+/mo do
 *           delegate @elixir_lexer
 *         end
 */
static void cb_elixir_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_elixir, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "<%#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<%%|<%=|<%#|<%", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_elixir},
    {.re = ".+?(?=(?-six:<%%|<%=|<%#|<%))|.+", .opts = HL_M, .cb = cb_root_2},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "%%>|%>", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|%>))|.+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_elixir[] = {
    {.re = "%%>|%>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|%>))|.+", .opts = HL_M, .cb = cb_elixir_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"elixir", r_elixir},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
}

static const char *const aliases[] = {"leex", "heex", NULL};

const hl_lang hl_lang_eex = {
    .tag = "eex",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
