/* lang_mason.c: Mason, ported from Rouge 3.30 lexers (Rouge::Lexers::Mason). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_mason_tags,
    S_perl_block,
    S_text_block,
    S_component_block,
    S_component_with_content,
    S_component_sub,
    S_component_call,
};

/* mason.rb:34
 *         rule %r/(<%(#{COMPONENTS.join('|')}))([^>]*)(>)/oi do |m|
 *           token Comment::Preproc, m[1]
 *           token Name, m[3]
 *           token Comment::Preproc, m[4]
 *           push :component_block
 *         end
 */
static void cb_mason_tags_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 3, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 4, &g2p, &g2n);
    hl_token(lx, T_Comment_Preproc, g0p, g0n);
    hl_token(lx, T_Name, g1p, g1n);
    hl_token(lx, T_Comment_Preproc, g2p, g2n);
    hl_push(lx, S_component_block);
}

/* mason.rb:42
 *         rule %r/^(%)(.*)$/ do |m|
 *           token Comment::Preproc, m[1]
 *           delegate @perl, m[2]
 *         end
 */
static void cb_mason_tags_4(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Comment_Preproc, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_perl, g1p, g1n);
}

/* mason.rb:51
 *         rule %r/<&\|/ do
 *           token Comment::Preproc
 *           push :component_with_content
 *           push :component_sub
 *         end
 */
static void cb_mason_tags_6(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment_Preproc, m->s, m->ov[1]);
    hl_push(lx, S_component_with_content);
    hl_push(lx, S_component_sub);
}

/* mason.rb:61
 * rule(/(.+?)(?=(<\/?&|<\/?%|^%|^#))/m) { delegate parent }
 */
static void cb_mason_tags_8(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* mason.rb:64
 * rule(/.+/m) { delegate parent }
 */
static void cb_mason_tags_9(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* mason.rb:71
 * rule(/(.*?[^"])(?=<\/%)/m) { delegate @perl }
 */
static void cb_perl_block_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_perl, m->s, m->ov[1]);
}

/* mason.rb:100
 * rule(/(.*?)(?=&>)/m) { delegate @perl }
 */
static void cb_component_sub_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_perl, m->s, m->ov[1]);
}

/* mason.rb:106
 * rule(/(.*?)(?=%>)/m) { delegate @perl }
 */
static void cb_component_call_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_perl, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_mason_tags),
    HL_END,
};

static const hl_rule r_mason_tags[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "<%(text|doc)>", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_text_block},
    {.re = "<%(args|flags|attr|init|once|shared|perl|cleanup|filter)>", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_perl_block},
    {.re = "(<%(def|method))([^>]*)(>)", .opts = HL_I, .cb = cb_mason_tags_3},
    {.re = "^(%)(.*)$", .opts = 0, .bol = 1, .cb = cb_mason_tags_4},
    {.re = "<%", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_component_call},
    {.re = "<&\\|", .opts = 0, .cb = cb_mason_tags_6},
    {.re = "<&", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_component_sub},
    {.re = "(.+?)(?=(</?&|</?%|^%|^#))", .opts = HL_M, .cb = cb_mason_tags_8},
    {.re = ".+", .opts = HL_M, .cb = cb_mason_tags_9},
    HL_END,
};

static const hl_rule r_perl_block[] = {
    {.re = "</%(args|flags|attr|init|once|shared|perl|cleanup|filter)>", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "^(#.*)$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = "(.*?[^\"])(?=</%)", .opts = HL_M, .cb = cb_perl_block_3},
    HL_END,
};

static const hl_rule r_text_block[] = {
    {.re = "</%(text|doc)>", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "^(#.*)$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = "(.*?[^\"])(?=</%)", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_component_block[] = {
    {.re = "</%(def|method)>", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "^(#.*)$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_mason_tags),
    HL_END,
};

static const hl_rule r_component_with_content[] = {
    {.re = "</&>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_mason_tags),
    HL_END,
};

static const hl_rule r_component_sub[] = {
    {.re = "&>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "(.*?)(?=&>)", .opts = HL_M, .cb = cb_component_sub_1},
    HL_END,
};

static const hl_rule r_component_call[] = {
    {.re = "%>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "(.*?)(?=%>)", .opts = HL_M, .cb = cb_component_call_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"mason_tags", r_mason_tags},
    {"perl_block", r_perl_block},
    {"text_block", r_text_block},
    {"component_block", r_component_block},
    {"component_with_content", r_component_with_content},
    {"component_sub", r_component_sub},
    {"component_call", r_component_call},
};

static void start(hl_lx *lx)
{
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_mason = {
    .tag = "mason",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
