/* lang_sed.c: sed, ported from Rouge 3.30 lexers (Rouge::Lexers::Sed). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_command,
    S_addr_range,
    S_text,
    S_flags,
};

/* sed.rb:64
 * rule(/#.*?\n/) { token Comment; reset_stack }
 */
static void cb_whitespace_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* sed.rb:65
 * rule(/\n/) { token Text; reset_stack }
 */
static void cb_whitespace_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* sed.rb:66
 * rule(/;/) { token Punctuation; reset_stack }
 */
static void cb_whitespace_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* sed.rb:79
 *         rule %r/(s)(.)(#{edot}*?)(\2)(#{edot}*?)(\2)/m do |m|
 *           token Keyword, m[1]
 *           token Punctuation, m[2]
 *           delegate regex, m[3]
 *           token Punctuation, m[4]
 *           delegate replacement, m[5]
 *           token Punctuation, m[6]
 * 
 * 
 *           goto :flags
 *         end
 */
static void cb_command_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 6, &g5p, &g5n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
    hl_delegate_sub(lx, 0, &hl_lang_sed_regex, g2p, g2n);
    hl_token(lx, T_Punctuation, g3p, g3n);
    hl_delegate_sub(lx, 1, &hl_lang_sed_replacement, g4p, g4n);
    hl_token(lx, T_Punctuation, g5p, g5n);
    hl_goto(lx, S_flags);
}

/* sed.rb:91
 *         rule %r/(y)(.)(#{edot}*?)(\2)(#{edot}*?)(\2)/m do |m|
 *           token Keyword, m[1]
 *           token Punctuation, m[2]
 *           delegate replacement, m[3]
 *           token Punctuation, m[4]
 *           delegate replacement, m[5]
 *           token Punctuation, m[6]
 * 
 *           pop!
 *         end
 */
static void cb_command_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 6, &g5p, &g5n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
    hl_delegate_sub(lx, 1, &hl_lang_sed_replacement, g2p, g2n);
    hl_token(lx, T_Punctuation, g3p, g3n);
    hl_delegate_sub(lx, 1, &hl_lang_sed_replacement, g4p, g4n);
    hl_token(lx, T_Punctuation, g5p, g5n);
    hl_pop(lx, 1);
}

/* sed.rb:139
 *         rule %r((/)((?:\\.|.)*?)(/)) do |m|
 *           token addr_tok, m[1]; delegate regex, m[2]; token addr_tok, m[3]
 *         end
 */
static void cb_addr_range_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword_Namespace, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_sed_regex, g1p, g1n);
    hl_token(lx, T_Keyword_Namespace, g2p, g2n);
}

/* sed.rb:144
 *         rule %r((\\)(.)((?:\\.|.)*?)(\2)) do |m|
 *           token addr_tok, m[1] + m[2]
 *           delegate regex, m[3]
 *           token addr_tok, m[4]
 *         end
 */
static void cb_addr_range_4(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    char c1[512]; size_t c1n = 0; if (g0n + g1n < sizeof c1) { if (g0n) memcpy(c1, g0p, g0n); if (g1n) memcpy(c1 + g0n, g1p, g1n); c1n = g0n + g1n; }
    const char *g3p; size_t g3n; hl_group(m, 3, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 4, &g4p, &g4n);
    hl_token(lx, T_Keyword_Namespace, c1, c1n);
    hl_delegate_sub(lx, 0, &hl_lang_sed_regex, g3p, g3n);
    hl_token(lx, T_Keyword_Namespace, g4p, g4n);
}

/* sed.rb:165
 *         rule %r/([wW])(\s+)(\S+)/ do
 *           token Keyword; token Text; token Name
 *         end
 */
static void cb_flags_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_token(lx, T_Name, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_addr_range),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?\\n", .opts = 0, .cb = cb_whitespace_1},
    {.re = "\\n", .opts = 0, .cb = cb_whitespace_2},
    {.re = ";", .opts = 0, .cb = cb_whitespace_3},
    HL_END,
};

static const hl_rule r_command[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(s)(.)((?s-ix:\\\\.|.)*?)(\\2)((?s-ix:\\\\.|.)*?)(\\2)", .opts = HL_M, .cb = cb_command_1},
    {.re = "(y)(.)((?s-ix:\\\\.|.)*?)(\\2)((?s-ix:\\\\.|.)*?)(\\2)", .opts = HL_M, .cb = cb_command_2},
    {.re = "([aic])([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_GOTO, .arg = S_text},
    {.re = "[pd]", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([qQl])([\\t\\n\\x0b\\f\\r\\x20]+)([0-9]+)", .opts = HL_I, .ntok = 3, .tok = {T_Keyword, T_Text, T_Literal_Number}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[={}dDgGhHlnpPqx]", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "([rRwW])([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "([:btT])([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Label}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_addr_range[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}},
    {.re = "[$,~+!]", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}},
    {.re = "(/)((?:\\\\.|.)*?)(/)", .opts = 0, .cb = cb_addr_range_3},
    {.re = "(\\\\)(.)((?:\\\\.|.)*?)(\\2)", .opts = 0, .cb = cb_addr_range_4},
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_command},
    HL_END,
};

static const hl_rule r_text[] = {
    {.re = "[^\\\\\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_flags[] = {
    {.re = "[gp]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "([wW])([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_flags_1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"command", r_command},
    {"addr_range", r_addr_range},
    {"text", r_text},
    {"flags", r_flags},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sed = {
    .tag = "sed",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
