/* lang_jsx.c: JSX, ported from Rouge 3.30 lexers (Rouge::Lexers::JSX). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_dq,
    S_sq,
    S_statement,
    S_object,
    S_ternary,
    S_template_string,
    S_template_string_expr,
    S_tag,
    S_tag_opening,
    S_element,
    S_element_name,
    S_interpol,
    S_interpol_inner,
    S__COUNT,
};

/* jsx.rb:23
 *         rule %r/</ do
 *           token Punctuation
 *           push :tag_opening
 *           push :element
 *           push :element_name
 *         end
 */
static void cb_tag_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_tag_opening);
    hl_push(lx, S_element);
    hl_push(lx, S_element_name);
}

/* jsx.rb:32
 *         rule %r/<\// do
 *           token Punctuation
 *           goto :element
 *           push :element_name
 *         end
 */
static void cb_tag_opening_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_goto(lx, S_element);
    hl_push(lx, S_element_name);
}

/* jsx.rb:38
 *         rule %r/{/ do
 *           token Str::Interpol
 *           push :interpol
 *           push :expr_start
 *         end
 */
static void cb_tag_opening_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Interpol, m->s, m->ov[1]);
    hl_push(lx, S_interpol);
    hl_push(lx, S_expr_start);
}

/* jsx.rb:43
 *         rule %r/[^<{]+/ do
 *           delegate @html
 *         end
 */
static void cb_tag_opening_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_html, m->s, m->ov[1]);
}

/* jsx.rb:55
 *         rule %r/{/ do
 *           token Str::Interpol
 *           push :interpol
 *           push :expr_start
 *         end
 */
static void cb_element_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Interpol, m->s, m->ov[1]);
    hl_push(lx, S_interpol);
    hl_push(lx, S_expr_start);
}

/* jsx.rb:74
 *         rule %r/{/ do
 *           token Punctuation
 *           push :interpol_inner
 *           push :statement
 *         end
 */
static void cb_interpol_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_interpol_inner);
    hl_push(lx, S_statement);
}

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_tag),
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_tag[] = {
    {.re = "<", .opts = 0, .cb = cb_tag_0},
    HL_END,
};

static const hl_rule r_tag_opening[] = {
    {.re = "</", .opts = 0, .cb = cb_tag_opening_0},
    HL_MIXIN(S_tag),
    {.re = "{", .opts = 0, .cb = cb_tag_opening_2},
    {.re = "[^<{]+", .opts = 0, .cb = cb_tag_opening_3},
    HL_END,
};

static const hl_rule r_element[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "/>", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "{", .opts = 0, .cb = cb_element_3},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "([\"']).*?(\\1)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_element_name[] = {
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "\\.", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_interpol[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "{", .opts = 0, .cb = cb_interpol_1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_interpol_inner[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_statement},
    HL_MIXIN(S_root),
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_expr_start] = {"expr_start", r_expr_start},
    [S_tag] = {"tag", r_tag},
    [S_tag_opening] = {"tag_opening", r_tag_opening},
    [S_element] = {"element", r_element},
    [S_element_name] = {"element_name", r_element_name},
    [S_interpol] = {"interpol", r_interpol},
    [S_interpol_inner] = {"interpol_inner", r_interpol_inner},
};

static void start(hl_lx *lx)
{
    hl_lx_free(lx->subs[0]); lx->subs[0] = NULL;
    hl_push(lx, S_expr_start);
}

static const char *const aliases[] = {"jsx", "react", NULL};

const hl_lang hl_lang_jsx = {
    .tag = "jsx",
    .parent = &hl_lang_javascript,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
