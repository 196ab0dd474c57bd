/* lang_jsp.c: Jsp, ported from Rouge 3.30 lexers (Rouge::Lexers::JSP). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_jsp_comment,
    S_jsp_directive,
    S_jsp_directive2,
    S_jsp_expression,
    S_jsp_expression2,
    S_jsp_tag,
    S_attributes,
    S_attr,
    S_double_quotes,
    S_single_quotes,
    S_jsp_interp,
    S_jsp_interp_literal_start,
};

/* jsp.rb:39
 * rule(/(.+?)(?=(<%|<\/?[a-zA-Z]*:))/m) { delegate parent }
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jsp.rb:40
 * rule(/.+/m) { delegate parent }
 */
static void cb_root_8(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jsp.rb:51
 * rule(/(.+?)(?=%>)/m) { delegate parent }
 */
static void cb_jsp_directive_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jsp.rb:57
 * rule(/(.+?)(?=\/>)/m) { delegate parent }
 */
static void cb_jsp_directive2_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jsp.rb:63
 * rule(/[^<\/]+/) { delegate @java }
 */
static void cb_jsp_expression_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_java, m->s, m->ov[1]);
}

/* jsp.rb:68
 * rule(/[^%>]+/) { delegate @java }
 */
static void cb_jsp_expression2_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_java, m->s, m->ov[1]);
}

/* jsp.rb:74
 * rule(/(.+?)(?=\/?>)/m) { delegate parent }
 */
static void cb_jsp_tag_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jsp.rb:110
 * rule(/[^'\}]+/) { delegate @java }
 */
static void cb_jsp_interp_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_java, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "<%--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_jsp_comment},
    {.re = "<%@[\\t\\n\\x0b\\f\\r\\x20]*(page|include|taglib)[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_jsp_directive},
    {.re = "<jsp:directive\\.(page|include|taglib)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_jsp_directive2},
    {.re = "<jsp:(scriptlet|declaration|expression)>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_jsp_expression},
    {.re = "<[a-zA-Z]*:[a-zA-Z]*[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_jsp_tag},
    {.re = "</[a-zA-Z]*:[a-zA-Z]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "<%[!=]?", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_jsp_expression2},
    {.re = "(.+?)(?=(<%|</?[a-zA-Z]*:))", .opts = HL_M, .cb = cb_root_7},
    {.re = ".+", .opts = HL_M, .cb = cb_root_8},
    HL_END,
};

static const hl_rule r_jsp_comment[] = {
    {.re = "(--%>)", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_jsp_directive[] = {
    {.re = "(%>)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_attributes),
    {.re = "(.+?)(?=%>)", .opts = HL_M, .cb = cb_jsp_directive_2},
    HL_END,
};

static const hl_rule r_jsp_directive2[] = {
    {.re = "(/>)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_attributes),
    {.re = "(.+?)(?=/>)", .opts = HL_M, .cb = cb_jsp_directive2_2},
    HL_END,
};

static const hl_rule r_jsp_expression[] = {
    {.re = "</jsp:(scriptlet|declaration|expression)>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_attributes),
    {.re = "[^</]+", .opts = 0, .cb = cb_jsp_expression_2},
    HL_END,
};

static const hl_rule r_jsp_expression2[] = {
    {.re = "%>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = "[^%>]+", .opts = 0, .cb = cb_jsp_expression2_1},
    HL_END,
};

static const hl_rule r_jsp_tag[] = {
    {.re = "/?>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_attributes),
    {.re = "(.+?)(?=/?>)", .opts = HL_M, .cb = cb_jsp_tag_2},
    HL_END,
};

static const hl_rule r_attributes[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*[a-zA-Z0-9_:-]+[\\t\\n\\x0b\\f\\r\\x20]*=[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    HL_END,
};

static const hl_rule r_attr[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_double_quotes},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_single_quotes},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_double_quotes[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_jsp_interp},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_single_quotes[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_jsp_interp},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_jsp_interp[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal}, .act = HL_PUSH, .arg = S_jsp_interp_literal_start},
    {.re = "[^'\\}]+", .opts = 0, .cb = cb_jsp_interp_2},
    HL_END,
};

static const hl_rule r_jsp_interp_literal_start[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"jsp_comment", r_jsp_comment},
    {"jsp_directive", r_jsp_directive},
    {"jsp_directive2", r_jsp_directive2},
    {"jsp_expression", r_jsp_expression},
    {"jsp_expression2", r_jsp_expression2},
    {"jsp_tag", r_jsp_tag},
    {"attributes", r_attributes},
    {"attr", r_attr},
    {"double_quotes", r_double_quotes},
    {"single_quotes", r_single_quotes},
    {"jsp_interp", r_jsp_interp},
    {"jsp_interp_literal_start", r_jsp_interp_literal_start},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_jsp = {
    .tag = "jsp",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
