/* lang_literate_coffeescript.c: Literate CoffeeScript, ported from Rouge 3.30 lexers (Rouge::Lexers::LiterateCoffeescript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

/* literate_coffeescript.rb:24
 *         rule %r/^(    .*?\n)+/m do
 *           delegate coffee
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_coffeescript, m->s, m->ov[1]);
}

/* literate_coffeescript.rb:28
 *         rule %r/^([ ]{0,3}(\S.*?|)\n)* /m do
 *           delegate markdown
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_markdown, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "^(    .*?\\n)+", .opts = HL_M, .bol = 1, .cb = cb_root_0},
    {.re = "^([ ]{0,3}([^\\t\\n\\x0b\\f\\r\\x20].*?|)\\n)*", .opts = HL_M, .bol = 1, .cb = cb_root_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static void start(hl_lx *lx)
{
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {"litcoffee", NULL};

const hl_lang hl_lang_literate_coffeescript = {
    .tag = "literate_coffeescript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
