/* lang_html.c: HTML, ported from Rouge 3.30 lexers (Rouge::Lexers::HTML). */
#include "highlight/engine.h"

#include <stddef.h>

static void start(hl_lx *lx)
{
    for (int i = 0; i < 2; i++) {
        hl_lx_free(lx->subs[i]);
        lx->subs[i] = NULL;
    }
}

enum {
    S_root,
    S_tag_end,
    S_tag_end_end,
    S_tag_start,
    S_comment,
    S_tag,
    S_attr,
    S_dq,
    S_sq,
    S_script_content,
    S_style_content,
};

/* html.rb:32
 *         rule %r/<\s*script\s* /m do
 *           token Name::Tag
 *           @javascript.reset!
 *           push :script_content
 *           push :tag
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
    hl_push(lx, S_script_content);
    hl_push(lx, S_tag);
}

/* html.rb:39
 *         rule %r/<\s*style\s* /m do
 *           token Name::Tag
 *           @css.reset!
 *           @lang = @css
 *           push :style_content
 *           push :tag
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    if (lx->subs[1])
        hl_lx_reset(lx->subs[1]);
    hl_push(lx, S_style_content);
    hl_push(lx, S_tag);
}

/* html.rb:117
 *         rule %r([^<]+) do
 *           delegate @javascript
 *         end
 */
static void cb_script_content_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_javascript, m->s, m->ov[1]);
}

/* html.rb:123
 *         rule %r(<) do
 *           delegate @javascript
 *         end
 */
static void cb_script_content_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_javascript, m->s, m->ov[1]);
}

/* html.rb:129
 *         rule %r/[^<]+/ do
 *           delegate @lang
 *         end
 */
static void cb_style_content_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_css, m->s, m->ov[1]);
}

/* html.rb:135
 *         rule %r/</ do
 *           delegate @lang
 *         end
 */
static void cb_style_content_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_css, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[^<&]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "<!DOCTYPE .*?>", .opts = HL_I | HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!\\[CDATA\\[.*?\\]\\]>", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<\\?.*?\\?>", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*script[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .cb = cb_root_6},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*style[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .cb = cb_root_7},
    {.re = "</", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag_end},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag_start},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    HL_END,
};

static const hl_rule r_tag_end[] = {
    HL_MIXIN(S_tag_end_end),
    {.re = "[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_GOTO, .arg = S_tag_end_end},
    HL_END,
};

static const hl_rule r_tag_end_end[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_tag_start[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_GOTO, .arg = S_tag},
    {.re = "", .opts = 0, .act = HL_GOTO, .arg = S_tag},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^-]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "-->", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_tag[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\p{L}:_\\[\\]()*.-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·\\[\\]()*-]*[\\t\\n\\x0b\\f\\r\\x20]*=[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    {.re = "[\\p{L}:_*#-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·*#-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "/?[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_attr[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_sq},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_script_content[] = {
    {.re = "[^<]+", .opts = 0, .cb = cb_script_content_0},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*script[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = "<", .opts = 0, .cb = cb_script_content_2},
    HL_END,
};

static const hl_rule r_style_content[] = {
    {.re = "[^<]+", .opts = 0, .cb = cb_style_content_0},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*style[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = "<", .opts = 0, .cb = cb_style_content_2},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"tag_end", r_tag_end},
    {"tag_end_end", r_tag_end_end},
    {"tag_start", r_tag_start},
    {"comment", r_comment},
    {"tag", r_tag},
    {"attr", r_attr},
    {"dq", r_dq},
    {"sq", r_sq},
    {"script_content", r_script_content},
    {"style_content", r_style_content},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_html = {
    .tag = "html",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
