/* lang_erb.c: ERB, ported from Rouge 3.30 lexers (Rouge::Lexers::ERB). */
#include "highlight/engine.h"

static void start(hl_lx *lx)
{
    for (int i = 0; i < 2; i++)
        if (lx->subs[i])
            hl_lx_reset(lx->subs[i]);
}

enum {
    S_root,
    S_comment,
    S_ruby,
};

/* erb.rb:34
 *         rule %r/.+?(?=#{open})|.+/m do
 *           delegate parent
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* erb.rb:47
 *         rule %r/.+?(?=#{close})|.+/m do
 *           delegate @ruby_lexer
 *         end
 */
static void cb_ruby_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_ruby, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "<%#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<%%|<%=|<%#|<%-|<%", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_ruby},
    {.re = ".+?(?=(?-six:<%%|<%=|<%#|<%-|<%))|.+", .opts = HL_M, .cb = cb_root_2},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "%%>|-%>|%>", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|-%>|%>))|.+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_ruby[] = {
    {.re = "%%>|-%>|%>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|-%>|%>))|.+", .opts = HL_M, .cb = cb_ruby_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"ruby", r_ruby},
};

static const char *const aliases[] = {"eruby", "rhtml", NULL};

const hl_lang hl_lang_erb = {
    .tag = "erb",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
