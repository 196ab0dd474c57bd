/* lang_epp.c: EPP, ported from Rouge 3.30 lexers (Rouge::Lexers::EPP). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_puppet,
};

/* epp.rb:32
 *         rule %r/.+?(?=#{open})|.+/m do
 *           delegate parent
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_plaintext), m->s, m->ov[1]);
}

/* epp.rb:45
 *         rule %r/.+?(?=#{close})|.+/m do
 *           delegate @puppet_lexer
 *         end
 */
static void cb_puppet_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_puppet, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "<%#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<%%|<%=|<%#|(<%-|<%)([\\t\\n\\x0b\\f\\r\\x20]*\\|)?", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_puppet},
    {.re = ".+?(?=(?-six:<%%|<%=|<%#|(<%-|<%)([\\t\\n\\x0b\\f\\r\\x20]*\\|)?))|.+", .opts = HL_M, .cb = cb_root_2},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "%%>|(\\|[\\t\\n\\x0b\\f\\r\\x20]*)?(-%>|%>)", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|(\\|[\\t\\n\\x0b\\f\\r\\x20]*)?(-%>|%>)))|.+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_puppet[] = {
    {.re = "%%>|(\\|[\\t\\n\\x0b\\f\\r\\x20]*)?(-%>|%>)", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".+?(?=(?-six:%%>|(\\|[\\t\\n\\x0b\\f\\r\\x20]*)?(-%>|%>)))|.+", .opts = HL_M, .cb = cb_puppet_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"puppet", r_puppet},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_epp = {
    .tag = "epp",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
