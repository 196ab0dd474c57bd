/* lang_literate_haskell.c: Literate Haskell, ported from Rouge 3.30 lexers (Rouge::Lexers::LiterateHaskell). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_code,
};

/* literate_haskell.rb:28
 *         rule %r/(>)( .*?(\n|\z))/ do |m|
 *           token Name::Label, m[1]
 *           delegate haskell, m[2]
 *         end
 */
static void cb_code_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Label, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_haskell, g1p, g1n);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*?\\n(?=>)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_code},
    {.re = ".*?\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".+\\z", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_code[] = {
    {.re = "(>)( .*?(\\n|\\z))", .opts = 0, .cb = cb_code_0},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\n(?=[\\t\\n\\x0b\\f\\r\\x20]*[^>])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"code", r_code},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {"lithaskell", "lhaskell", "lhs", NULL};

const hl_lang hl_lang_literate_haskell = {
    .tag = "literate_haskell",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
